// SPDX-License-Identifier: MIT
// Comparing two recorded sessions: JSON by meaning, and sessions of the real demo server,
// recorded here, plus hand-edited copies with known differences.
#include "json/jsontext.h"
#include "jsonrpc/jsondiff.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "session/sessioncompare.h"
#include "session/sessioncomparefilter.h"
#include "session/sessioncomparemodel.h"
#include "transport/stdiotransport.h"

#include "sessionedit.h"
#include "testpaths.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace mcpscope;
using Status = SessionComparison::Status;
using Section = SessionComparison::Section;
using Difference = jsondiff::Difference;

namespace {

QJsonValue json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray("[") + text + "]").array().at(0);
}

using test::replaceReceived;

const SessionComparison::Item *find(const SessionComparison &c, Section section, const QString &nameStart)
{
    for (const SessionComparison::Item &item : c.items()) {
        if (item.section == section && item.name.startsWith(nameStart))
            return &item;
    }
    return nullptr;
}

QList<const SessionComparison::Item *> differing(const SessionComparison &c)
{
    QList<const SessionComparison::Item *> out;
    for (const SessionComparison::Item &item : c.items()) {
        if (item.status != Status::Same)
            out << &item;
    }
    return out;
}

} // namespace

class TestSessionCompare : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_a;
    QString m_b;
    qsizetype m_toolCount = 0;

    /// Records a session with the demo server: the lists, three tool calls, a resource and
    /// a prompt.
    void record(const QString &path)
    {
        Session session;
        StdioServerConfig config;
        config.program = test::demoServerBinary();
        auto *transport = new StdioTransport(config);
        McpClient client(transport, &session);
        transport->setParent(&client);
        client.connectToServer();
        QTRY_COMPARE_WITH_TIMEOUT(client.state(), McpClient::State::Ready, 30000);
        int done = 0;
        auto count = [&done](const Reply &reply) {
            if (reply.ok())
                ++done;
        };
        client.requestAll(QStringLiteral("tools/list"), QStringLiteral("tools"), {}, nullptr, [&](const Reply &r) {
            m_toolCount = r.result.object().value(QStringLiteral("tools")).toArray().size();
            count(r);
        });
        client.requestAll(QStringLiteral("resources/list"), QStringLiteral("resources"), {}, nullptr, count);
        client.requestAll(QStringLiteral("resources/templates/list"), QStringLiteral("resourceTemplates"), {}, nullptr,
                          count);
        client.requestAll(QStringLiteral("prompts/list"), QStringLiteral("prompts"), {}, nullptr, count);
        auto call = [&](const QString &tool, const QJsonObject &arguments) {
            client.request(QStringLiteral("tools/call"),
                           {{QStringLiteral("name"), tool}, {QStringLiteral("arguments"), arguments}}, nullptr, count);
        };
        call(QStringLiteral("echo"), {{QStringLiteral("message"), QStringLiteral("hi")}});
        call(QStringLiteral("add"), {{QStringLiteral("a"), 1}, {QStringLiteral("b"), 2}});
        call(QStringLiteral("fail"), {});
        client.request(QStringLiteral("resources/read"),
                       {{QStringLiteral("uri"), QStringLiteral("demo://notes/01.md")}}, nullptr, count);
        client.request(QStringLiteral("prompts/get"),
                       {{QStringLiteral("name"), QStringLiteral("greeting")},
                        {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Ada")}}}},
                       nullptr, count);
        QTRY_COMPARE_WITH_TIMEOUT(done, 9, 30000);
        QSignalSpy exited(transport, &Transport::exited);
        client.disconnectFromServer();
        QVERIFY(exited.wait(20000));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(session.save(&file));
    }

    SessionComparison compareWith(const QString &b)
    {
        Session sa;
        Session sb;
        QString error;
        if (!Session::load(m_a, &sa, nullptr, &error) || !Session::load(b, &sb, nullptr, &error))
            qWarning("cannot load: %s", qPrintable(error));
        return SessionComparison::compare(sa, sb);
    }

    QString variant(const QString &name, const test::RawEdit &edit, int expected = 1)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".jsonl"));
        const int changed = test::rewriteSession(m_b, path, edit);
        if (changed != expected)
            qWarning("%s: %d messages edited, expected %d", qPrintable(name), changed, expected);
        return changed == expected ? path : QString();
    }

private Q_SLOTS:
    void comparesModernSessions()
    {
        // MCP 2026-07-28: the discovery is the handshake, and the rounds of a tool call that
        // asked for input are one call, answered by its last round.
        const auto session = [](Session &s, const char *version, const char *greeting) {
            s.appendSent(Message::parse(R"({"jsonrpc":"2.0","id":1,"method":"server/discover","params":{}})"));
            s.appendReceived(Message::parse(
                QByteArray(
                    R"({"jsonrpc":"2.0","id":1,"result":{"supportedVersions":["2026-07-28"],"capabilities":{"tools":{}},"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"demo","version":"VERSION"}}}})")
                    .replace("VERSION", version)));
            s.appendSent(Message::parse(
                R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"ask","arguments":{}}})"));
            s.appendReceived(Message::parse(
                R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required","inputRequests":{"q":{"method":"elicitation/create","params":{}}},"requestState":"s"}})"));
            s.appendSent(Message::parse(
                R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"ask","arguments":{},"inputResponses":{"q":{"action":"accept"}},"requestState":"s"}})"));
            s.appendReceived(Message::parse(
                QByteArray(R"({"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"GREETING"}]}})")
                    .replace("GREETING", greeting)));
        };
        Session a;
        Session b;
        session(a, "1.0", "Hello, Ada");
        session(b, "2.0", "Hello, Bob");
        const SessionComparison c = SessionComparison::compare(a, b);
        const SessionComparison::Item *info = find(c, Section::Server, QStringLiteral("serverInfo"));
        QVERIFY(info);
        QCOMPARE(info->status, Status::Different);
        const SessionComparison::Item *versions = find(c, Section::Server, QStringLiteral("supportedVersions"));
        QVERIFY(versions);
        QCOMPARE(versions->status, Status::Same);
        int calls = 0;
        for (const SessionComparison::Item &item : c.items()) {
            if (item.section != Section::Calls)
                continue;
            ++calls;
            QCOMPARE(item.status, Status::Different);
            QVERIFY2(item.rawA.contains("Hello, Ada") && item.rawB.contains("Hello, Bob"), item.rawA.constData());
            QVERIFY(!item.rawA.contains("input_required"));
        }
        QCOMPARE(calls, 1);
    }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_a = m_dir.filePath(QStringLiteral("a.jsonl"));
        m_b = m_dir.filePath(QStringLiteral("b.jsonl"));
        record(m_a);
        if (QTest::currentTestFailed())
            return;
        record(m_b);
        QVERIFY(m_toolCount > 10);
    }

    void jsonEqual_data()
    {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<bool>("equal");
        QTest::newRow("member order") << QByteArray(R"({"a":1,"b":[true,null]})")
                                      << QByteArray(R"({"b":[true,null],"a":1})") << true;
        QTest::newRow("number spelling") << QByteArray("[1, 1.0, 1e2]") << QByteArray("[1.0, 1, 100]") << true;
        QTest::newRow("escapes") << QByteArray(R"(["\u0041"])") << QByteArray(R"(["A"])") << true;
        QTest::newRow("big integers") << QByteArray("[9007199254740993]") << QByteArray("[9007199254740992]") << false;
        QTest::newRow("array order") << QByteArray("[1,2]") << QByteArray("[2,1]") << false;
        QTest::newRow("type") << QByteArray(R"({"a":"1"})") << QByteArray(R"({"a":1})") << false;
        QTest::newRow("null and missing") << QByteArray(R"({"a":null})") << QByteArray("{}") << false;
    }

    void jsonEqual()
    {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(bool, equal);
        QCOMPARE(jsondiff::equal(json(a.constData()), json(b.constData())), equal);
        QCOMPARE(jsondiff::compare(json(a.constData()), json(b.constData())).isEmpty(), equal);
    }

    void jsonDifferences()
    {
        // One element inserted into an array is one difference, not a shifted tail.
        const QList<Difference> inserted = jsondiff::compare(json(R"({"c":[{"t":"x"},{"t":"y"}]})"),
                                                             json(R"({"c":[{"t":"x"},{"t":"new"},{"t":"y"}]})"));
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).kind, Difference::Kind::OnlyInB);
        QCOMPARE(inserted.at(0).pointerB, QStringLiteral("/c/1"));
        QCOMPARE(inserted.at(0).b, json(R"({"t":"new"})"));

        // An element changed in place is described inside it; keys are escaped in pointers.
        const QList<Difference> changed = jsondiff::compare(json(R"({"a/b":[{"t":"x","k":1}],"gone":0})"),
                                                            json(R"({"a/b":[{"t":"z","k":1}],"new~":0})"));
        QCOMPARE(changed.size(), 3);
        QCOMPARE(changed.at(0).kind, Difference::Kind::Changed);
        QCOMPARE(changed.at(0).pointerA, QStringLiteral("/a~1b/0/t"));
        QCOMPARE(changed.at(0).a, QJsonValue(QStringLiteral("x")));
        QCOMPARE(changed.at(0).b, QJsonValue(QStringLiteral("z")));
        QCOMPARE(changed.at(1).kind, Difference::Kind::OnlyInA);
        QCOMPARE(changed.at(1).pointer(), QStringLiteral("/gone"));
        QCOMPARE(changed.at(2).kind, Difference::Kind::OnlyInB);
        QCOMPARE(changed.at(2).pointer(), QStringLiteral("/new~0"));

        bool truncated = false;
        QCOMPARE(jsondiff::compare(json("[1,2,3,4]"), json(R"(["1","2","3","4"])"), {}, 2, &truncated).size(), 2);
        QVERIFY(truncated);
    }

    void jsonSpelling()
    {
        const QList<jsondiff::Spelling> s
            = jsondiff::spelling(R"({"a": 1, "b": {"x": "A", "y": 2}})", R"({"b":{"y":2.0,"x":"\u0041"},"a":1})");
        QCOMPARE(s.size(), 4);
        QCOMPARE(s.at(0).kind, jsondiff::Spelling::Kind::MemberOrder);
        QCOMPARE(s.at(0).pointer, QString());
        QCOMPARE(s.at(1).kind, jsondiff::Spelling::Kind::MemberOrder);
        QCOMPARE(s.at(1).pointer, QStringLiteral("/b"));
        QCOMPARE(s.at(2).kind, jsondiff::Spelling::Kind::StringEscapes);
        QCOMPARE(s.at(2).pointer, QStringLiteral("/b/x"));
        QCOMPARE(s.at(3).kind, jsondiff::Spelling::Kind::NumberSpelling);
        QCOMPARE(s.at(3).pointer, QStringLiteral("/b/y"));
        QVERIFY(jsondiff::spelling(R"({"a": [1, 2]})", R"({"a":[1,2]})").isEmpty()); // whitespace does not count
    }

    void sameServerTwice()
    {
        const SessionComparison c = compareWith(m_b);
        for (const SessionComparison::Item *item : differing(c))
            qWarning() << "unexpected:" << item->name << SessionComparison::statusName(item->status) << item->what;
        QVERIFY(c.isEqual());
        QCOMPARE(c.count(Status::Same), c.items().size());
        QCOMPARE(c.itemsOf(Section::Tools).size(), m_toolCount);
        QCOMPARE(c.itemsOf(Section::Server).size(), 3); // protocolVersion, serverInfo, instructions
        QVERIFY(c.itemsOf(Section::Capabilities).size() >= 4);
        QVERIFY(c.itemsOf(Section::Resources).size() > 1);
        QCOMPARE(c.itemsOf(Section::ResourceTemplates).size(), 2);
        QCOMPARE(c.itemsOf(Section::Prompts).size(), 3);
        QCOMPARE(c.itemsOf(Section::Calls).size(), 5);
        for (Section s : {Section::Tools, Section::Resources, Section::ResourceTemplates, Section::Prompts}) {
            QVERIFY(c.listedA(s));
            QVERIFY(c.listedB(s));
        }
        const SessionComparison::Item *echo = find(c, Section::Calls, QStringLiteral("tools/call echo"));
        QVERIFY(echo);
        QCOMPARE(echo->name, QStringLiteral("tools/call echo {\"message\":\"hi\"}"));
        QCOMPARE(echo->summaryA, QStringLiteral("Echo: hi"));
        QVERIFY(echo->eventA >= 0 && echo->eventB >= 0);
        QVERIFY(c.summaryText().startsWith(QStringLiteral("No differences")));
        QCOMPARE(find(c, Section::Server, QStringLiteral("serverInfo"))->summaryA.left(13),
                 QStringLiteral("mcpscope-demo"));
    }

    void toolRemoved()
    {
        // Take the echo tool out of B's tools/list answer, raw bytes and all.
        const QString path = variant(QStringLiteral("removed"), test::removeListedTool("\"name\":\"echo\""));
        QVERIFY(!path.isEmpty());
        const SessionComparison c = compareWith(path);
        QVERIFY(!c.isEqual());
        const auto diffs = differing(c);
        QCOMPARE(diffs.size(), 1);
        QCOMPARE(diffs.at(0)->section, Section::Tools);
        QCOMPARE(diffs.at(0)->name, QStringLiteral("echo"));
        QCOMPARE(diffs.at(0)->status, Status::OnlyInA);
        QVERIFY(diffs.at(0)->rawB.isEmpty());
        QCOMPARE(diffs.at(0)->summaryA, QStringLiteral("Echo"));
        QCOMPARE(c.count(Status::OnlyInA), 1);
        QVERIFY(c.summaryText().contains(QStringLiteral("1 only in A")));
    }

    void descriptionChanged()
    {
        const QString path = variant(QStringLiteral("description"),
                                     replaceReceived("Adds a and b; the sum", "Adds up a and b; the sum"));
        QVERIFY(!path.isEmpty());
        const SessionComparison c = compareWith(path);
        const auto diffs = differing(c);
        QCOMPARE(diffs.size(), 1);
        const SessionComparison::Item &add = *diffs.at(0);
        QCOMPARE(add.section, Section::Tools);
        QCOMPARE(add.name, QStringLiteral("add"));
        QCOMPARE(add.status, Status::Different);
        QCOMPARE(add.what, QStringLiteral("description"));
        QCOMPARE(add.differences.size(), 1);
        QCOMPARE(add.differences.at(0).kind, Difference::Kind::Changed);
        QCOMPARE(add.differences.at(0).pointerA, QStringLiteral("/description"));
        QCOMPARE(add.differences.at(0).b.toString(),
                 QStringLiteral("Adds up a and b; the sum comes back as text and as structured content."));
        QVERIFY(add.summaryB.startsWith(QStringLiteral("Adds up a and b")));
    }

    void resultChanged()
    {
        const QString path = variant(QStringLiteral("result"), replaceReceived("\"Echo: hi\"", "\"Echo: ho\""));
        QVERIFY(!path.isEmpty());
        const SessionComparison c = compareWith(path);
        const auto diffs = differing(c);
        QCOMPARE(diffs.size(), 1);
        const SessionComparison::Item &echo = *diffs.at(0);
        QCOMPARE(echo.section, Section::Calls);
        QVERIFY(echo.name.startsWith(QStringLiteral("tools/call echo")));
        QCOMPARE(echo.status, Status::Different);
        QCOMPARE(echo.what, QStringLiteral("content"));
        QVERIFY(echo.notes.isEmpty()); // matched by name and arguments
        QCOMPARE(echo.differences.size(), 1);
        QCOMPARE(echo.differences.at(0).pointer(), QStringLiteral("/result/content/0/text"));
        QCOMPARE(echo.differences.at(0).a, QJsonValue(QStringLiteral("Echo: hi")));
        QCOMPARE(echo.differences.at(0).b, QJsonValue(QStringLiteral("Echo: ho")));
        QCOMPARE(echo.summaryA, QStringLiteral("Echo: hi"));
        QCOMPARE(echo.summaryB, QStringLiteral("Echo: ho"));
    }

    void isErrorFlip()
    {
        const QString path
            = variant(QStringLiteral("iserror"), replaceReceived("\"isError\":true", "\"isError\":false"));
        QVERIFY(!path.isEmpty());
        const SessionComparison c = compareWith(path);
        const auto diffs = differing(c);
        QCOMPARE(diffs.size(), 1);
        const SessionComparison::Item &fail = *diffs.at(0);
        QVERIFY(fail.name.startsWith(QStringLiteral("tools/call fail")));
        QCOMPARE(fail.status, Status::Different);
        QCOMPARE(fail.what, QStringLiteral("isError"));
        QCOMPARE(fail.notes, QStringList{QStringLiteral("isError: true in A, false in B.")});
        QCOMPARE(fail.differences.size(), 1);
        QCOMPARE(fail.differences.at(0).pointer(), QStringLiteral("/result/isError"));
        QCOMPARE(fail.differences.at(0).a, QJsonValue(true));
        QCOMPARE(fail.differences.at(0).b, QJsonValue(false));
        QVERIFY(fail.summaryA.startsWith(QStringLiteral("tool error: This tool always fails")));
        QVERIFY(fail.summaryB.startsWith(QStringLiteral("This tool always fails")));
    }

    void errorResponse()
    {
        // B's resources/read answered with a JSON-RPC error instead of the contents.
        const QString path = variant(QStringLiteral("error"), [](const QByteArray &raw, bool sent) {
            if (sent || !raw.contains("\"contents\""))
                return raw;
            const qsizetype at = raw.indexOf("\"result\":");
            return QByteArray(raw.left(at) + "\"error\":{\"code\":-32002,\"message\":\"Resource not found\"}}");
        });
        QVERIFY(!path.isEmpty());
        const SessionComparison c = compareWith(path);
        const auto diffs = differing(c);
        QCOMPARE(diffs.size(), 1);
        const SessionComparison::Item &read = *diffs.at(0);
        QCOMPARE(read.name, QStringLiteral("resources/read demo://notes/01.md"));
        QCOMPARE(read.status, Status::Different);
        QCOMPARE(read.notes, QStringList{QStringLiteral("A got a result, B an error response.")});
        QCOMPARE(read.summaryB, QStringLiteral("error -32002: Resource not found"));
        QCOMPARE(read.differences.size(), 2);
        QCOMPARE(read.differences.at(0).kind, Difference::Kind::OnlyInA);
        QCOMPARE(read.differences.at(0).pointer(), QStringLiteral("/result"));
        QCOMPARE(read.differences.at(1).kind, Difference::Kind::OnlyInB);
        QCOMPARE(read.differences.at(1).pointer(), QStringLiteral("/error"));
        QCOMPARE(read.differences.at(1).b, json(R"({"code":-32002,"message":"Resource not found"})"));
        QCOMPARE(read.what, QStringLiteral("result, error"));
    }

    void argumentsDiffer()
    {
        // B called echo with another message: paired by name and order, and said so.
        const QString path = variant(
            QStringLiteral("arguments"),
            [](const QByteArray &raw, bool) {
                return QByteArray(raw)
                    .replace("\"message\":\"hi\"", "\"message\":\"ho\"")
                    .replace("Echo: hi", "Echo: ho");
            },
            2);
        QVERIFY(!path.isEmpty());
        const SessionComparison c = compareWith(path);
        const auto diffs = differing(c);
        QCOMPARE(diffs.size(), 1);
        const SessionComparison::Item &echo = *diffs.at(0);
        QCOMPARE(echo.notes, QStringList{QStringLiteral("Matched by name and order: the arguments differ.")});
        QCOMPARE(echo.differences.size(), 2);
        QCOMPARE(echo.differences.at(0).pointer(), QStringLiteral("/arguments/message"));
        QCOMPARE(echo.differences.at(1).pointer(), QStringLiteral("/result/content/0/text"));
        QCOMPARE(echo.what, QStringLiteral("arguments, content"));
    }

    void writtenDifferently()
    {
        // The same meaning, spelled otherwise: a number as 3.0, two members swapped.
        const QString path = variant(
            QStringLiteral("spelling"),
            [](const QByteArray &raw, bool sent) {
                if (sent)
                    return raw;
                return QByteArray(raw)
                    .replace("{\"sum\":3}", "{\"sum\":3.0}")
                    .replace("\"name\":\"echo\",\"title\":\"Echo\"", "\"title\":\"Echo\",\"name\":\"echo\"");
            },
            2);
        QVERIFY(!path.isEmpty());
        const SessionComparison c = compareWith(path);
        QVERIFY(c.isEqual());
        QCOMPARE(c.count(Status::WrittenDifferently), 2);
        const SessionComparison::Item *add = find(c, Section::Calls, QStringLiteral("tools/call add"));
        QVERIFY(add);
        QCOMPARE(add->status, Status::WrittenDifferently);
        QCOMPARE(add->spelling.size(), 1);
        QCOMPARE(add->spelling.at(0).kind, jsondiff::Spelling::Kind::NumberSpelling);
        QCOMPARE(add->spelling.at(0).pointer, QStringLiteral("/result/structuredContent/sum"));
        const SessionComparison::Item *echo = find(c, Section::Tools, QStringLiteral("echo"));
        QCOMPARE(echo->status, Status::WrittenDifferently);
        QCOMPARE(echo->spelling.size(), 1);
        QCOMPARE(echo->spelling.at(0).kind, jsondiff::Spelling::Kind::MemberOrder);
        QCOMPARE(echo->spelling.at(0).pointer, QString());
        const QJsonObject asJson = SessionComparison::itemToJson(*add);
        QCOMPARE(asJson.value(QStringLiteral("status")).toString(), QStringLiteral("written-differently"));
        QCOMPARE(asJson.value(QStringLiteral("spelling"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("kind"))
                     .toString(),
                 QStringLiteral("number-spelling"));
    }

    void transcriptAgainstSession()
    {
        // A plain transcript of server-everything against the demo: both load, nothing is
        // the same server, and the comparison still pairs what it can.
        const QString transcript = test::everythingStdio();
        QVERIFY2(QFile::exists(transcript), qPrintable(transcript));
        const SessionComparison c = compareWith(transcript);
        QVERIFY(!c.isEqual());
        const SessionComparison::Item *info = find(c, Section::Server, QStringLiteral("serverInfo"));
        QVERIFY(info);
        QCOMPARE(info->status, Status::Different);
        QVERIFY2(info->what.startsWith(QStringLiteral("name")), qPrintable(info->what));
        QVERIFY(find(c, Section::Tools, QStringLiteral("echo")));
    }

    void model()
    {
        SessionCompareModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        SessionCompareFilter filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString path
            = variant(QStringLiteral("model"), replaceReceived("Adds a and b; the sum", "Adds up a and b; the sum"));
        QVERIFY(!path.isEmpty());
        model.setComparison(compareWith(path));
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.columnCount(), 4);
        const QModelIndex tools = model.index(2, 0);
        QCOMPARE(tools.data().toString(), QStringLiteral("Tools"));
        QCOMPARE(tools.data(SessionCompareModel::SectionRole).toInt(), int(Section::Tools));
        QCOMPARE(tools.data(SessionCompareModel::StatusRole).toInt(), int(Status::Different));
        QCOMPARE(tools.siblingAtColumn(SessionCompareModel::StatusColumn).data().toString(),
                 QStringLiteral("differences: 1"));
        QCOMPARE(model.rowCount(tools), int(m_toolCount));
        QModelIndex add;
        for (int row = 0; row < model.rowCount(tools); ++row) {
            if (model.index(row, 0, tools).data().toString() == QLatin1String("add"))
                add = model.index(row, 0, tools);
        }
        QVERIFY(add.isValid());
        QCOMPARE(add.data(SessionCompareModel::StatusRole).toInt(), int(Status::Different));
        QCOMPARE(add.siblingAtColumn(SessionCompareModel::StatusColumn).data().toString(),
                 QStringLiteral("different: description"));
        QVERIFY(
            add.siblingAtColumn(SessionCompareModel::BColumn).data().toString().startsWith(QStringLiteral("Adds up")));
        QCOMPARE(model.itemAt(add)->name, QStringLiteral("add"));
        QCOMPARE(model.indexOfItem(add.data(SessionCompareModel::ItemIndexRole).toLongLong()), add);
        QCOMPARE(model.itemAt(tools), nullptr);

        filter.setOnlyDifferences(true);
        QCOMPARE(filter.rowCount(), 1);
        const QModelIndex shown = filter.index(0, 0);
        QCOMPARE(shown.data().toString(), QStringLiteral("Tools"));
        QCOMPARE(filter.rowCount(shown), 1);
        QCOMPARE(filter.index(0, 0, shown).data().toString(), QStringLiteral("add"));
        filter.setOnlyDifferences(false);
        QCOMPARE(filter.rowCount(), 7);

        model.setComparison(SessionComparison());
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSessionCompare)
#include "tst_sessioncompare.moc"
