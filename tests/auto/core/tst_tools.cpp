// SPDX-License-Identifier: MIT
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "tools/toolcallhistory.h"
#include "tools/toolcontroller.h"
#include "tools/toolfiltermodel.h"
#include "tools/toollistmodel.h"
#include "tools/toolresult.h"
#include "transport/stdiotransport.h"

#include "liveconnection.h"
#include "testpaths.h"

#include <QAbstractItemModelTester>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace mcpscope;
using namespace Qt::StringLiterals;

namespace {

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

QJsonArray sampleTools()
{
    // A 1x1 PNG as a data: URI, and a remote icon that must never be fetched.
    const QString png = QStringLiteral(
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
    return QJsonArray{
        QJsonObject{{QStringLiteral("name"), QStringLiteral("echo")},
                    {QStringLiteral("title"), QStringLiteral("Echo")},
                    {QStringLiteral("description"), QStringLiteral("Says it back")},
                    {QStringLiteral("inputSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}},
                    {QStringLiteral("annotations"),
                     QJsonObject{{QStringLiteral("readOnlyHint"), true}, {QStringLiteral("openWorldHint"), false}}},
                    {QStringLiteral("icons"),
                     QJsonArray{QJsonObject{{QStringLiteral("src"), QStringLiteral("https://example.com/x.png")}},
                                QJsonObject{{QStringLiteral("src"), png},
                                            {QStringLiteral("mimeType"), QStringLiteral("image/png")}}}}},
        QJsonObject{
            {QStringLiteral("name"), QStringLiteral("delete-all")},
            {QStringLiteral("description"), QStringLiteral("Removes every file")},
            {QStringLiteral("inputSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}},
            {QStringLiteral("outputSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}},
            {QStringLiteral("annotations"), QJsonObject{{QStringLiteral("title"), QStringLiteral("Delete everything")},
                                                        {QStringLiteral("destructiveHint"), true}}}},
        QJsonObject{{QStringLiteral("title"), QStringLiteral("no name: skipped")}},
        QJsonObject{{QStringLiteral("name"), QStringLiteral("remote-only")},
                    {QStringLiteral("inputSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}},
                    {QStringLiteral("icons"),
                     QJsonArray{QJsonObject{{QStringLiteral("src"), QStringLiteral("https://example.com/icon.png")}}}}},
    };
}

using Connection = test::LiveConnection;

} // namespace

class TestTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listModel()
    {
        ToolListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTools(sampleTools());
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex echo = model.index(0, 0);
        QCOMPARE(echo.data().toString(), QStringLiteral("Echo"));
        QCOMPARE(echo.data(ToolListModel::NameRole).toString(), QStringLiteral("echo"));
        QCOMPARE(echo.data(ToolListModel::ReadOnlyHintRole), QVariant(true));
        QCOMPARE(echo.data(ToolListModel::OpenWorldHintRole), QVariant(false));
        QVERIFY(!echo.data(ToolListModel::DestructiveHintRole).isValid());
        QVERIFY(echo.data(ToolListModel::IconDataRole).toByteArray().startsWith("\x89PNG"));
        QCOMPARE(echo.data(ToolListModel::IconMimeTypeRole).toString(), QStringLiteral("image/png"));

        const QModelIndex del = model.index(1, 0);
        QCOMPARE(del.data().toString(), QStringLiteral("Delete everything")); // annotations.title
        QCOMPARE(del.data(ToolListModel::DestructiveHintRole), QVariant(true));
        QCOMPARE(del.data(ToolListModel::OutputSchemaRole).toJsonObject().value(QStringLiteral("type")).toString(),
                 QStringLiteral("object"));

        const QModelIndex remote = model.index(2, 0);
        QCOMPARE(remote.data().toString(), QStringLiteral("remote-only"));
        QVERIFY(!remote.data(ToolListModel::IconDataRole).isValid());
        QCOMPARE(model.rowOf(QStringLiteral("delete-all")), 1);
        QCOMPARE(model.rowOf(QStringLiteral("nope")), -1);

        QVERIFY(echo.data(ToolListModel::InputSchemaTextRole).toByteArray().isEmpty()); // no raw text given
        const QByteArray raw(
            "[{\"name\":\"b\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"z\":{},\"a\":{}}}},42]");
        model.setTools(QJsonDocument::fromJson(raw).array(), raw);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data(ToolListModel::InputSchemaTextRole).toByteArray(),
                 QByteArray("{\"type\":\"object\",\"properties\":{\"z\":{},\"a\":{}}}"));

        model.setTools(QJsonArray());
        QCOMPARE(model.rowCount(), 0);
        model.setTools(sampleTools());
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void filter()
    {
        ToolListModel model;
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ToolFilterModel filter;
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&model);
        model.setTools(sampleTools());
        QCOMPARE(filter.rowCount(), 3);
        filter.setSearchText(QStringLiteral("FILE")); // description, any case
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, 0).data(ToolListModel::NameRole).toString(), QStringLiteral("delete-all"));
        filter.setSearchText(QStringLiteral("e  everything"));
        QCOMPARE(filter.rowCount(), 1);
        filter.setSearchText(QStringLiteral("echo back")); // both words must occur
        QCOMPARE(filter.rowCount(), 1);
        filter.setSearchText(QStringLiteral("echo zebra"));
        QCOMPARE(filter.rowCount(), 0);
        filter.setSearchText(QString());
        QCOMPARE(filter.rowCount(), 3);
    }

    void dataUri_data()
    {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("mime");
        QTest::newRow("base64") << QStringLiteral("data:image/png;base64,aGVsbG8=") << true << QByteArray("hello")
                                << QStringLiteral("image/png");
        QTest::newRow("percent") << QStringLiteral("data:,a%20b") << true << QByteArray("a b")
                                 << QStringLiteral("text/plain");
        QTest::newRow("bad base64") << QStringLiteral("data:image/png;base64,@@@") << false << QByteArray()
                                    << QString();
        QTest::newRow("remote") << QStringLiteral("https://example.com/a.png") << false << QByteArray() << QString();
        QTest::newRow("no comma") << QStringLiteral("data:image/png;base64") << false << QByteArray() << QString();
    }

    void dataUri()
    {
        QFETCH(QString, uri);
        QFETCH(bool, ok);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, mime);
        QByteArray data;
        QString type;
        QCOMPARE(ToolListModel::decodeDataUri(uri, &data, &type), ok);
        if (ok) {
            QCOMPARE(data, bytes);
            QCOMPARE(type, mime);
        }
    }

    void resultBlocks_data()
    {
        QTest::addColumn<QByteArray>("block");
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("problem");
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("text");

        using K = ContentBlock::Kind;
        QTest::newRow("text") << QByteArray("{\"type\":\"text\",\"text\":\"hi <b>\"}") << int(K::Text) << false
                              << QByteArray() << QStringLiteral("hi <b>");
        QTest::newRow("text without text")
            << QByteArray("{\"type\":\"text\"}") << int(K::Text) << true << QByteArray() << QString();
        QTest::newRow("image") << QByteArray("{\"type\":\"image\",\"data\":\"aGVsbG8=\",\"mimeType\":\"image/png\"}")
                               << int(K::Image) << false << QByteArray("hello") << QString();
        QTest::newRow("image bad base64")
            << QByteArray("{\"type\":\"image\",\"data\":\"not base64!\",\"mimeType\":\"image/png\"}") << int(K::Image)
            << true << QByteArray() << QString();
        QTest::newRow("image no data") << QByteArray("{\"type\":\"image\",\"mimeType\":\"image/png\"}") << int(K::Image)
                                       << true << QByteArray() << QString();
        QTest::newRow("audio") << QByteArray("{\"type\":\"audio\",\"data\":\"UklGRg==\",\"mimeType\":\"audio/wav\"}")
                               << int(K::Audio) << false << QByteArray("RIFF") << QString();
        QTest::newRow("audio no mime") << QByteArray("{\"type\":\"audio\",\"data\":\"UklGRg==\"}") << int(K::Audio)
                                       << true << QByteArray("RIFF") << QString();
        QTest::newRow("resource_link") << QByteArray(
            "{\"type\":\"resource_link\",\"uri\":\"demo://a\",\"name\":\"a\",\"size\":12}")
                                       << int(K::ResourceLink) << false << QByteArray() << QString();
        QTest::newRow("resource_link no uri") << QByteArray("{\"type\":\"resource_link\",\"name\":\"a\"}")
                                              << int(K::ResourceLink) << true << QByteArray() << QString();
        QTest::newRow("embedded text") << QByteArray(
            "{\"type\":\"resource\",\"resource\":{\"uri\":\"demo://t\",\"text\":\"# T\",\"mimeType\":\"text/markdown\"}}")
                                       << int(K::EmbeddedText) << false << QByteArray() << QStringLiteral("# T");
        QTest::newRow("embedded blob") << QByteArray(
            "{\"type\":\"resource\",\"resource\":{\"uri\":\"demo://b\",\"blob\":\"AAEC\"}}")
                                       << int(K::EmbeddedBlob) << false << QByteArray("\x00\x01\x02", 3) << QString();
        QTest::newRow("embedded bad blob")
            << QByteArray("{\"type\":\"resource\",\"resource\":{\"uri\":\"demo://b\",\"blob\":\"%%\"}}")
            << int(K::EmbeddedBlob) << true << QByteArray() << QString();
        QTest::newRow("embedded neither") << QByteArray("{\"type\":\"resource\",\"resource\":{\"uri\":\"demo://b\"}}")
                                          << int(K::EmbeddedText) << true << QByteArray() << QString();
        QTest::newRow("unknown") << QByteArray("{\"type\":\"hologram\"}") << int(K::Unknown) << true << QByteArray()
                                 << QString();
    }

    void resultBlocks()
    {
        QFETCH(QByteArray, block);
        QFETCH(int, kind);
        QFETCH(bool, problem);
        QFETCH(QByteArray, data);
        QFETCH(QString, text);
        const QJsonObject result{{QStringLiteral("content"), QJsonArray{parse(block)}}};
        const ToolResult r = ToolResult::interpret(result);
        QCOMPARE(r.blocks.size(), 1);
        const ContentBlock &b = r.blocks.first();
        QCOMPARE(int(b.kind()), kind);
        QCOMPARE(!b.problem.isEmpty(), problem);
        // Embedded resources keep their bytes and text in the ResourceContent.
        QCOMPARE(b.kind() == ContentBlock::Kind::EmbeddedBlob ? b.resource.bytes : b.data, data);
        QCOMPARE(b.kind() == ContentBlock::Kind::EmbeddedText ? b.resource.text : b.text, text);
        QVERIFY(!r.isError);
        QVERIFY(r.problems.isEmpty());
        QCOMPARE(r.verdict, ToolResult::Verdict::None);
        if (kind == int(ContentBlock::Kind::ResourceLink) && !problem) {
            QCOMPARE(b.uri, QStringLiteral("demo://a"));
            QCOMPARE(b.size, 12);
        }
    }

    void resultShape()
    {
        const ToolResult error
            = ToolResult::interpret(parse("{\"content\":[{\"type\":\"text\",\"text\":\"boom\"}],\"isError\":true}"));
        QVERIFY(error.isError);
        QCOMPARE(error.blocks.size(), 1);

        const ToolResult noContent = ToolResult::interpret(parse("{\"isError\":\"yes\"}"));
        QCOMPARE(noContent.problems.size(), 2);
        QVERIFY(!noContent.isError);

        const ToolResult notObject = ToolResult::interpret(parse("{\"content\":[42]}"));
        QCOMPARE(notObject.blocks.size(), 1);
        QVERIFY(!notObject.blocks.first().problem.isEmpty());
    }

    void structuredVerdict_data()
    {
        QTest::addColumn<QByteArray>("result");
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<int>("verdict");
        const QByteArray schema(
            "{\"type\":\"object\",\"properties\":{\"sum\":{\"type\":\"number\"}},\"required\":[\"sum\"]}");
        using V = ToolResult::Verdict;
        QTest::newRow("matches") << QByteArray("{\"content\":[],\"structuredContent\":{\"sum\":3}}") << schema
                                 << int(V::Matches);
        QTest::newRow("violates") << QByteArray("{\"content\":[],\"structuredContent\":{\"sum\":\"three\"}}") << schema
                                  << int(V::Violates);
        QTest::newRow("missing") << QByteArray("{\"content\":[]}") << schema << int(V::Missing);
        QTest::newRow("missing on tool error")
            << QByteArray("{\"content\":[],\"isError\":true}") << schema << int(V::None);
        QTest::newRow("no schema") << QByteArray("{\"content\":[],\"structuredContent\":{\"sum\":3}}")
                                   << QByteArray("{}") << int(V::NoSchema);
        QTest::newRow("neither") << QByteArray("{\"content\":[]}") << QByteArray("{}") << int(V::None);
        QTest::newRow("bad schema") << QByteArray("{\"content\":[],\"structuredContent\":{\"sum\":3}}")
                                    << QByteArray("{\"type\":\"object\",\"minProperties\":\"many\"}")
                                    << int(V::SchemaUnusable);
    }

    void structuredVerdict()
    {
        QFETCH(QByteArray, result);
        QFETCH(QByteArray, schema);
        QFETCH(int, verdict);
        const ToolResult r = ToolResult::interpret(parse(result), parse(schema));
        QCOMPARE(int(r.verdict), verdict);
        QCOMPARE(r.violations.isEmpty(), r.verdict != ToolResult::Verdict::Violates);
        if (r.verdict == ToolResult::Verdict::Violates)
            QCOMPARE(r.violations.first().pointer, QStringLiteral("/sum"));
        QCOMPARE(r.verdictText().isEmpty(), r.verdict == ToolResult::Verdict::None);
        if (!parse(result).contains(QStringLiteral("structuredContent")))
            QVERIFY(!r.hasStructuredContent);
    }

    void history()
    {
        ToolCallHistory history;
        QAbstractItemModelTester tester(&history, QAbstractItemModelTester::FailureReportingMode::QtTest);
        history.setTool(QStringLiteral("echo"));
        ToolCall first;
        first.tool = QStringLiteral("echo");
        first.started = QDateTime::currentDateTimeUtc();
        first.arguments = QJsonObject{{QStringLiteral("message"), QStringLiteral("hi")}, {QStringLiteral("n"), 3}};
        const qint64 a = history.add(first);
        ToolCall other;
        other.tool = QStringLiteral("add");
        const qint64 b = history.add(other);
        ToolCall second = first;
        second.argumentsInvalid = true;
        const qint64 c = history.add(second);
        QVERIFY(a != b && b != c);
        QCOMPARE(history.rowCount(), 2);
        QCOMPARE(history.callAt(0).serial, c); // newest first
        QCOMPARE(history.rowOf(a), 1);
        QCOMPARE(history.rowOf(b), -1);
        QCOMPARE(history.index(1, ToolCallHistory::ArgumentsColumn).data().toString(),
                 QStringLiteral("message: \"hi\", n: 3"));
        QVERIFY(
            history.index(0, ToolCallHistory::ArgumentsColumn).data().toString().contains(QStringLiteral("invalid")));
        QCOMPARE(history.index(1, ToolCallHistory::OutcomeColumn).data().toString(), QStringLiteral("running…"));

        QSignalSpy changed(&history, &QAbstractItemModel::dataChanged);
        ToolCall done = history.call(a);
        done.outcome = ToolCall::Outcome::ProtocolError;
        done.errorCode = -32602;
        done.latencyMs = 12;
        history.update(done);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(history.index(1, ToolCallHistory::OutcomeColumn).data().toString(),
                 QStringLiteral("protocol error -32602"));
        QCOMPARE(history.index(1, ToolCallHistory::LatencyColumn).data().toString(), QStringLiteral("12 ms"));

        history.setTool(QStringLiteral("add"));
        QCOMPARE(history.rowCount(), 1);
        QCOMPARE(history.calls(QStringLiteral("echo")).size(), 2);

        // Bounded: the oldest calls go.
        for (int i = 0; i < ToolCallHistory::MaxCallsPerTool + 5; ++i)
            history.add(other);
        QCOMPARE(history.rowCount(), ToolCallHistory::MaxCallsPerTool);
        QCOMPARE(history.call(b).serial, -1);

        QCOMPARE(
            ToolCallHistory::argumentsSummary(QJsonObject{{QStringLiteral("long"), QString(500, u'x')}}, 40).size(),
            40);
        QCOMPARE(ToolCallHistory::argumentsSummary(QJsonObject{}), QStringLiteral("(no arguments)"));
        // Bounded memory: old results are let go, the newest stays.
        history.setTool(QStringLiteral("big"));
        ToolCall big;
        big.tool = QStringLiteral("big");
        const qsizetype chunk = ToolCallHistory::MaxResultBytesPerTool / 3 + 1;
        QList<qint64> serials;
        for (int i = 0; i < 4; ++i) {
            ToolCall c = history.call(history.add(big));
            c.outcome = ToolCall::Outcome::Ok;
            c.result = ObjectText(QByteArray(chunk, 'x'));
            history.update(c);
            serials.append(c.serial);
        }
        QVERIFY(history.call(serials.first()).resultDropped);
        QVERIFY(history.call(serials.first()).result.text().isEmpty());
        QVERIFY(!history.call(serials.last()).resultDropped);
        QCOMPARE(history.call(serials.last()).result.text().size(), chunk);

        history.clear();
        QCOMPARE(history.rowCount(), 0);
    }

    void controllerAgainstDemoServer()
    {
        QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
        Connection c(Connection::demoServer());
        ToolController controller;
        QAbstractItemModelTester tester(controller.tools(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester historyTester(controller.history(),
                                               QAbstractItemModelTester::FailureReportingMode::QtTest);
        controller.setClient(&c.client);
        QCOMPARE(controller.availability(), ToolController::Availability::NotConnected);
        QCOMPARE(controller.call(QStringLiteral("echo"), {}), -1);

        QSignalSpy refreshed(&controller, &ToolController::toolsRefreshed);
        c.client.connectToServer();
        QTRY_COMPARE_WITH_TIMEOUT(controller.availability(), ToolController::Availability::Ready, 20000);
        QCOMPARE(refreshed.size(), 1);
        QCOMPARE(refreshed.first().first().toBool(), false);
        QCOMPARE(controller.tools()->rowCount(), 18);
        QVERIFY(controller.tools()->rowOf(QStringLiteral("long-running")) >= 0);
        // The schema's text as sent: "duration" comes before "steps" there, unlike in QJsonObject.
        const QByteArray schemaText = controller.tools()
                                          ->index(controller.tools()->rowOf(QStringLiteral("all-types")), 0)
                                          .data(ToolListModel::InputSchemaTextRole)
                                          .toByteArray();
        QVERIFY(schemaText.startsWith('{'));
        QCOMPARE(QJsonDocument::fromJson(schemaText).object(),
                 controller.tools()
                     ->tool(controller.tools()->rowOf(QStringLiteral("all-types")))
                     .value(QStringLiteral("inputSchema"))
                     .toObject());

        // A call always carries a progress token; the result lands in the history.
        controller.history()->setTool(QStringLiteral("add"));
        QSignalSpy finished(&controller, &ToolController::callFinished);
        const qint64 add
            = controller.call(QStringLiteral("add"), QJsonObject{{QStringLiteral("a"), 2}, {QStringLiteral("b"), 3}});
        QVERIFY(add > 0);
        QVERIFY(controller.isRunning(add));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        const ToolCall addCall = controller.history()->call(add);
        QCOMPARE(addCall.outcome, ToolCall::Outcome::Ok);
        QVERIFY(addCall.latencyMs >= 0);
        QVERIFY(c.sent(QStringLiteral("tools/call"))
                    .constLast()
                    .params()
                    .value(QStringLiteral("_meta"))
                    .toObject()
                    .contains(QStringLiteral("progressToken")));
        const ToolResult addResult = ToolResult::interpret(addCall.result.object(), addCall.outputSchema);
        QCOMPARE(addResult.verdict, ToolResult::Verdict::Matches);
        QCOMPARE(addResult.structuredContent.toObject().value(QStringLiteral("sum")).toDouble(), 5.0);
        QCOMPARE(controller.history()->rowCount(), 1);

        // isError is a tool error, not a protocol error.
        const qint64 fail
            = controller.call(QStringLiteral("fail"), QJsonObject{{QStringLiteral("reason"), QStringLiteral("test")}});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
        QCOMPARE(controller.history()->call(fail).outcome, ToolCall::Outcome::ToolError);

        // An unknown tool is a protocol error.
        const qint64 unknown = controller.call(QStringLiteral("no-such-tool"), {});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 20000);
        QCOMPARE(controller.history()->call(unknown).outcome, ToolCall::Outcome::ProtocolError);
        QVERIFY(controller.history()->call(unknown).errorCode != 0);

        // Progress, then cancel.
        QSignalSpy progress(&controller, &ToolController::callProgress);
        const qint64 slow
            = controller.call(QStringLiteral("long-running"),
                              QJsonObject{{QStringLiteral("duration"), 30}, {QStringLiteral("steps"), 30}}, true);
        QTRY_VERIFY_WITH_TIMEOUT(progress.size() >= 1, 20000);
        QCOMPARE(progress.first().at(0).toLongLong(), slow);
        QCOMPARE(progress.first().at(2).toDouble(), 30.0);
        QCOMPARE(progress.first().at(3).toString(), QStringLiteral("Step 1 of 30"));
        controller.cancel(slow);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, 20000);
        QVERIFY(!controller.isRunning(slow));
        const ToolCall cancelled = controller.history()->call(slow);
        QCOMPARE(cancelled.outcome, ToolCall::Outcome::Cancelled);
        QVERIFY(cancelled.argumentsInvalid);
        QCOMPARE(c.sent(QStringLiteral("notifications/cancelled")).size(), 1);
        QCOMPARE(c.sent(QStringLiteral("notifications/cancelled"))
                     .first()
                     .params()
                     .value(QStringLiteral("requestId"))
                     .toInteger(),
                 cancelled.requestId);

        // The server changes its list: refreshed, and said so.
        refreshed.clear();
        controller.call(QStringLiteral("toggle-tools"), {});
        QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 20000);
        QCOMPARE(refreshed.constLast().first().toBool(), true);
        QTRY_COMPARE_WITH_TIMEOUT(controller.tools()->rowCount(), 19, 20000);
        QVERIFY(controller.tools()->rowOf(QStringLiteral("extra-tool")) >= 0);

        // Disconnecting empties nothing from the history but makes the tools unavailable.
        QSignalSpy exited(c.transport, &Transport::exited);
        c.client.disconnectFromServer();
        QVERIFY(exited.wait(10000));
        QCOMPARE(controller.availability(), ToolController::Availability::NotConnected);
        QCOMPARE(controller.history()->calls(QStringLiteral("add")).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestTools)
#include "tst_tools.moc"
