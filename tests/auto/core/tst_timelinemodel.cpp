// SPDX-License-Identifier: MIT
#include "jsonrpc/message.h"
#include "session/session.h"
#include "session/timelinemodel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <algorithm>

using namespace mcpscope;

class TestTimelineModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void batchesInsertsOncePerPass();
    void showsExistingEventsAtOnce();
    void linksRequestsAndResponses();
    void linksServerRequestsToOurAnswers();
    void groupsTheRoundsOfOneRequest();
    void keepsIdTypesApart();
    void stderrAndLifecycleAreRows();
    void columnsText();
    void followsDiagnostics();
    void sortRoleIsNumeric();
    void sortsManySummariesByTheirBytes();
    void sortedRowsFollowCompareRows();
    void sortsSummariesThatPartBeforeTheSampleSays();
};

namespace {

struct Fixture
{
    Session session;
    TimelineModel model;
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};

    Fixture() { model.setSession(&session); }
};

} // namespace

void TestTimelineModel::batchesInsertsOncePerPass()
{
    Fixture f;
    QSignalSpy inserted(&f.model, &QAbstractItemModel::rowsInserted);
    for (int i = 0; i < 500; ++i)
        f.session.appendReceived(
            Message::notification(QStringLiteral("notifications/message"), {{QStringLiteral("n"), i}}));
    // Nothing yet: the rows wait for the event loop.
    QCOMPARE(f.model.rowCount(), 0);
    QVERIFY(f.model.hasPendingRows());
    QTRY_COMPARE(f.model.rowCount(), 500);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 0);
    QCOMPARE(inserted.at(0).at(2).toInt(), 499);

    for (int i = 0; i < 7; ++i)
        f.session.appendStderr("line " + QByteArray::number(i));
    QTRY_COMPARE(f.model.rowCount(), 507);
    QCOMPARE(inserted.size(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 500);
    QCOMPARE(inserted.at(1).at(2).toInt(), 506);
    QVERIFY(!f.model.hasPendingRows());
    QCOMPARE(f.model.methods(), QStringList{QStringLiteral("notifications/message")});
}

void TestTimelineModel::showsExistingEventsAtOnce()
{
    Session session;
    session.appendLifecycle(QStringLiteral("started"));
    session.appendSent(Message::request(1, QStringLiteral("initialize")));
    TimelineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&session);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(TimelineModel::ColumnCount));
    model.setSession(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestTimelineModel::linksRequestsAndResponses()
{
    Fixture f;
    const qsizetype request = f.session.appendSent(Message::request(7, QStringLiteral("tools/list")));
    f.session.appendReceived(Message::notification(QStringLiteral("notifications/message")));
    QTRY_COMPARE(f.model.rowCount(), 2);
    QCOMPARE(f.model.linkedRow(int(request)), -1);

    // The response comes in a later pass: the request row learns its link (dataChanged).
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    QThread::msleep(5);
    const qsizetype response
        = f.session.appendReceived(Message::result(7, QJsonObject{{QStringLiteral("tools"), QJsonArray()}}));
    QTRY_COMPARE(f.model.rowCount(), 3);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), int(request));

    QCOMPARE(f.model.linkedRow(int(request)), int(response));
    QCOMPARE(f.model.linkedRow(int(response)), int(request));
    QCOMPARE(f.model.index(int(response), 0).data(TimelineModel::LinkedRowRole).toInt(), int(request));
    QCOMPARE(f.model.index(int(request), 0).data(TimelineModel::LinkedRowRole).toInt(), int(response));
    // Responses carry their request's method and the time since it.
    QCOMPARE(f.model.index(int(response), TimelineModel::MethodColumn).data().toString(), QStringLiteral("tools/list"));
    QCOMPARE(f.model.index(int(response), 0).data(TimelineModel::MethodRole).toString(), QStringLiteral("tools/list"));
    const qint64 latency = f.model.latencyUsOf(int(response));
    QCOMPARE(latency, f.session.eventAt(response).elapsedUs - f.session.eventAt(request).elapsedUs);
    QVERIFY(latency >= 5000);
    QCOMPARE(f.model.index(int(response), 0).data(TimelineModel::LatencyRole).toLongLong(), latency);
    QVERIFY(
        f.model.index(int(response), TimelineModel::LatencyColumn).data().toString().endsWith(QStringLiteral(" ms")));
    // Requests show no latency themselves.
    QCOMPARE(f.model.latencyUsOf(int(request)), qint64(-1));
    QVERIFY(f.model.index(int(request), TimelineModel::LatencyColumn).data().toString().isEmpty());

    // An error response links too; a second answer to the same id does not.
    const qsizetype ping = f.session.appendSent(Message::request(8, QStringLiteral("ping")));
    const qsizetype error = f.session.appendReceived(Message::error(8, ErrorCode::InternalError, QStringLiteral("no")));
    const qsizetype again = f.session.appendReceived(Message::result(8, {}));
    QTRY_COMPARE(f.model.rowCount(), 6);
    QCOMPARE(f.model.linkedRow(int(ping)), int(error));
    QCOMPARE(f.model.linkedRow(int(error)), int(ping));
    QCOMPARE(f.model.linkedRow(int(again)), -1);
    QCOMPARE(f.model.index(int(error), TimelineModel::MethodColumn).data().toString(), QStringLiteral("ping"));
    QVERIFY(f.model.index(int(again), TimelineModel::MethodColumn).data().toString().isEmpty());
}

void TestTimelineModel::linksServerRequestsToOurAnswers()
{
    Fixture f;
    const qsizetype ours = f.session.appendSent(Message::request(1, QStringLiteral("tools/call")));
    const qsizetype theirs = f.session.appendReceived(Message::request(1, QStringLiteral("roots/list")));
    const qsizetype answer = f.session.appendSent(Message::result(1, {}));
    const qsizetype result = f.session.appendReceived(Message::result(1, {}));
    QTRY_COMPARE(f.model.rowCount(), 4);
    // Same id in both directions: each response pairs with the request that went the other way.
    QCOMPARE(f.model.linkedRow(int(theirs)), int(answer));
    QCOMPARE(f.model.linkedRow(int(answer)), int(theirs));
    QCOMPARE(f.model.linkedRow(int(ours)), int(result));
    QCOMPARE(f.model.index(int(answer), TimelineModel::MethodColumn).data().toString(), QStringLiteral("roots/list"));
    QCOMPARE(f.model.index(int(result), TimelineModel::MethodColumn).data().toString(), QStringLiteral("tools/call"));
    QCOMPARE(f.model.directionOf(int(answer)), int(Direction::ClientToServer));
    QCOMPARE(f.model.directionOf(int(theirs)), int(Direction::ServerToClient));
}

void TestTimelineModel::groupsTheRoundsOfOneRequest()
{
    Fixture f;
    const auto sent = [&f](const char *json) { return f.session.appendSent(Message::parse(json)); };
    const auto received = [&f](const char *json) { return f.session.appendReceived(Message::parse(json)); };
    const qsizetype first = sent(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"book"}})");
    const qsizetype asks = received(
        R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{"a":{"method":"elicitation/create","params":{}}},"requestState":"s1"}})");
    // Another request in between, of another method, is not part of the conversation.
    const qsizetype other = sent(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})");
    received(R"({"jsonrpc":"2.0","id":2,"result":{"tools":[]}})");
    QTRY_COMPARE(f.model.rowCount(), 4);
    QCOMPARE(f.session.roundPlace(first).count, 0);
    QVERIFY(f.model.index(int(asks), TimelineModel::SummaryColumn)
                .data()
                .toString()
                .startsWith(QStringLiteral("input required")));

    // Round two echoes the state; the rows already shown learn they are round 1 of 2.
    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    const qsizetype second = sent(
        R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"book","inputResponses":{"a":{"action":"accept"}},"requestState":"s1"}})");
    const qsizetype asksAgain = received(
        R"({"jsonrpc":"2.0","id":3,"result":{"resultType":"input_required","inputRequests":{"b":{"method":"roots/list"}},"requestState":"s2"}})");
    // Round three without an echoed state is linked by its method.
    const qsizetype third = sent(
        R"({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"book","inputResponses":{"b":{"roots":[]}}}})");
    const qsizetype done = received(R"({"jsonrpc":"2.0","id":4,"result":{"content":[]}})");
    QTRY_COMPARE(f.model.rowCount(), 8);
    QVERIFY(!changed.isEmpty());

    QCOMPARE(f.session.roundRequests(done), (QList<qsizetype>{first, second, third}));
    QCOMPARE(f.session.roundRequests(first), (QList<qsizetype>{first, second, third}));
    QCOMPARE(f.session.roundRequests(other), QList<qsizetype>{other});
    QCOMPARE(f.session.roundLinks(second).previous, first);
    QCOMPARE(f.session.roundLinks(second).next, third);
    const auto summary
        = [&f](qsizetype row) { return f.model.index(int(row), TimelineModel::SummaryColumn).data().toString(); };
    QVERIFY2(summary(first).startsWith(QStringLiteral("round 1 of 3 · ")), qPrintable(summary(first)));
    QVERIFY2(summary(asks).startsWith(QStringLiteral("round 1 of 3 · input required · ")), qPrintable(summary(asks)));
    QVERIFY(summary(second).startsWith(QStringLiteral("round 2 of 3 · ")));
    QVERIFY(summary(asksAgain).startsWith(QStringLiteral("round 2 of 3 · input required")));
    QVERIFY(summary(third).startsWith(QStringLiteral("round 3 of 3 · ")));
    QVERIFY(summary(done).startsWith(QStringLiteral("round 3 of 3 · {")));
    QVERIFY(!summary(other).contains(QStringLiteral("round")));
    // The first rows were told their text changed.
    bool firstChanged = false;
    for (const QList<QVariant> &args : changed)
        firstChanged |= args.at(0).value<QModelIndex>().row() <= int(first)
                        && args.at(1).value<QModelIndex>().row() >= int(first);
    QVERIFY(firstChanged);

    // The request envelope of MCP 2026-07-28 (_meta first, the same on every request) is left
    // out of the summary, which starts with what differs.
    const qsizetype enveloped = sent(
        R"({"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"},"name":"echo","arguments":{"text":"hi"}}})");
    const qsizetype onlyEnvelope = sent(
        R"({"jsonrpc":"2.0","id":10,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})");
    QTRY_COMPARE(f.model.rowCount(), 10);
    QCOMPARE(summary(enveloped), QStringLiteral(R"({"name":"echo","arguments":{"text":"hi"}})"));
    QCOMPARE(summary(onlyEnvelope), QString());

    // A continuation whose state no server gave, of a method never asked for input: no link.
    const qsizetype stray
        = sent(R"({"jsonrpc":"2.0","id":5,"method":"prompts/get","params":{"name":"x","requestState":"forged"}})");
    QCOMPARE(f.session.roundLinks(stray).previous, qsizetype(-1));
    QCOMPARE(f.session.roundPlace(stray).count, 0);
}

void TestTimelineModel::keepsIdTypesApart()
{
    Fixture f;
    const qsizetype request = f.session.appendSent(Message::request(QStringLiteral("2"), QStringLiteral("a")));
    const qsizetype wrong = f.session.appendReceived(Message::result(2, {}));
    const qsizetype right = f.session.appendReceived(Message::result(QStringLiteral("2"), {}));
    QTRY_COMPARE(f.model.rowCount(), 3);
    QCOMPARE(f.model.linkedRow(int(wrong)), -1);
    QCOMPARE(f.model.linkedRow(int(request)), int(right));
    QCOMPARE(f.model.index(int(request), TimelineModel::IdColumn).data().toString(), QStringLiteral("\"2\""));
    QCOMPARE(f.model.index(int(wrong), TimelineModel::IdColumn).data().toString(), QStringLiteral("2"));
}

void TestTimelineModel::stderrAndLifecycleAreRows()
{
    Fixture f;
    f.session.appendLifecycle(QStringLiteral("Starting the server"));
    f.session.appendStderr("warming up\x01");
    f.session.appendReceived(Message::parse("not json"));
    f.session.appendReceived(Message::parse(""));
    QTRY_COMPARE(f.model.rowCount(), 4);
    QCOMPARE(f.model.kindOf(0), TimelineModel::LifecycleKind);
    QCOMPARE(f.model.kindOf(1), TimelineModel::StderrKind);
    QCOMPARE(f.model.kindOf(2), TimelineModel::InvalidKind);
    QCOMPARE(f.model.directionOf(0), -1);
    QCOMPARE(f.model.directionOf(1), -1);
    QCOMPARE(f.model.index(0, TimelineModel::KindColumn).data().toString(), QStringLiteral("lifecycle"));
    QCOMPARE(f.model.index(1, TimelineModel::KindColumn).data().toString(), QStringLiteral("stderr"));
    QCOMPARE(f.model.index(0, TimelineModel::SummaryColumn).data().toString(), QStringLiteral("Starting the server"));
    // Control characters are made visible, never passed to the view.
    QCOMPARE(f.model.index(1, TimelineModel::SummaryColumn).data().toString(), QStringLiteral("warming up\ufffd"));
    QVERIFY(f.model.index(2, TimelineModel::SummaryColumn)
                .data()
                .toString()
                .startsWith(QStringLiteral("not JSON: not json")));
    QCOMPARE(f.model.index(3, TimelineModel::SummaryColumn).data().toString(), QStringLiteral("(empty line)"));
    QCOMPARE(f.model.index(1, 0).data(TimelineModel::RawRole).toByteArray(), QByteArray("warming up\x01"));
    QCOMPARE(f.model.index(0, 0).data(TimelineModel::RawRole).toByteArray(), QByteArray("Starting the server"));
    QCOMPARE(f.model.index(1, TimelineModel::DirectionColumn).data().toString(), QString());
}

void TestTimelineModel::columnsText()
{
    Fixture f;
    f.session.appendSent(Message::parse(
        R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hi"}}})"));
    f.session.appendReceived(
        Message::parse(R"({"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Unknown tool"}})"));
    QTRY_COMPARE(f.model.rowCount(), 2);
    const auto text = [&f](int row, int column) { return f.model.index(row, column).data().toString(); };
    QCOMPARE(text(0, TimelineModel::NumberColumn), QStringLiteral("1"));
    QCOMPARE(text(0, TimelineModel::DirectionColumn), QStringLiteral("\u2192"));
    QCOMPARE(text(1, TimelineModel::DirectionColumn), QStringLiteral("\u2190"));
    QCOMPARE(text(0, TimelineModel::KindColumn), QStringLiteral("request"));
    QCOMPARE(text(1, TimelineModel::KindColumn), QStringLiteral("error"));
    QCOMPARE(text(0, TimelineModel::MethodColumn), QStringLiteral("tools/call"));
    QCOMPARE(text(0, TimelineModel::IdColumn), QStringLiteral("3"));
    QCOMPARE(text(0, TimelineModel::SummaryColumn), QStringLiteral(R"({"name":"echo","arguments":{"text":"hi"}})"));
    QCOMPARE(text(1, TimelineModel::SummaryColumn), QStringLiteral("-32602: Unknown tool"));
    QVERIFY(text(0, TimelineModel::SizeColumn).contains(QStringLiteral("bytes")));
    QVERIFY(!text(0, TimelineModel::TimeColumn).isEmpty());
    QVERIFY(!text(0, TimelineModel::ElapsedColumn).isEmpty());
    QCOMPARE(f.model.headerData(TimelineModel::MethodColumn, Qt::Horizontal).toString(), QStringLiteral("Method"));
}

void TestTimelineModel::followsDiagnostics()
{
    Fixture f;
    f.session.appendReceived(Message::notification(QStringLiteral("a")));
    f.session.appendReceived(Message::notification(QStringLiteral("b")));
    QTRY_COMPARE(f.model.rowCount(), 2);
    QCOMPARE(f.model.severityOf(0), -1);
    QVERIFY(f.model.index(0, TimelineModel::DiagnosticsColumn).data().toString().isEmpty());

    QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
    Diagnostic warning;
    warning.code = QStringLiteral("test.warning");
    warning.severity = Severity::Warning;
    warning.messageIndex = 1;
    Diagnostic error = warning;
    error.code = QStringLiteral("test.error");
    error.severity = Severity::Error;
    f.session.addDiagnostics({warning});
    f.session.addDiagnostics({error});
    // A diagnostic for an event that has no row yet, and one about the session as a whole.
    const qsizetype later = f.session.appendSent(Message::notification(QStringLiteral("c")));
    Diagnostic info = warning;
    info.severity = Severity::Info;
    info.messageIndex = later;
    Diagnostic whole = warning;
    whole.messageIndex = -1;
    f.session.addDiagnostics({info, whole});
    QTRY_COMPARE(f.model.rowCount(), 3);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 1);
    QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 1);
    QCOMPARE(f.model.severityOf(1), int(Severity::Error));
    QCOMPARE(f.model.index(1, 0).data(TimelineModel::SeverityRole).toInt(), int(Severity::Error));
    QCOMPARE(f.model.index(1, 0).data(TimelineModel::DiagnosticCountRole).toInt(), 2);
    QCOMPARE(f.model.index(1, TimelineModel::DiagnosticsColumn).data().toString(), QStringLiteral("error (2)"));
    QCOMPARE(f.model.severityOf(2), int(Severity::Info));
    QCOMPARE(f.model.index(2, TimelineModel::DiagnosticsColumn).data().toString(), QStringLiteral("info"));
    QCOMPARE(f.model.severityOf(0), -1);
}

void TestTimelineModel::sortRoleIsNumeric()
{
    Fixture f;
    f.session.appendSent(Message::request(1, QStringLiteral("x")));
    f.session.appendReceived(Message::result(1, {{QStringLiteral("big"), QString(2000, QLatin1Char('a'))}}));
    QTRY_COMPARE(f.model.rowCount(), 2);
    const QVariant size = f.model.index(1, TimelineModel::SizeColumn).data(TimelineModel::SortRole);
    QCOMPARE(size.typeId(), QMetaType::LongLong);
    QVERIFY(size.toLongLong() > 2000);
    QCOMPARE(f.model.index(1, TimelineModel::NumberColumn).data(TimelineModel::SortRole).toLongLong(), 1);
    QCOMPARE(f.model.index(1, TimelineModel::MethodColumn).data(TimelineModel::SortRole).toString(),
             QStringLiteral("x"));
    QCOMPARE(f.model.sortKey(0, TimelineModel::LatencyColumn), qint64(-1));
}

void TestTimelineModel::sortsManySummariesByTheirBytes()
{
    // Enough rows, long shared beginnings, prefixes of each other, equal texts and a few
    // shapes: the ranks sortKeys() gives must follow the bytes of each row's summary.
    Fixture f;
    QRandomGenerator random(20261127);
    const QStringList starts{QString(),
                             QStringLiteral("t"),
                             QStringLiteral("tick "),
                             QStringLiteral("tock "),
                             QStringLiteral("tick tick tick tick tick tick tick tick tick "),
                             QStringLiteral("\u00e9t\u00e9 ")};
    for (int i = 0; i < 6000; ++i) {
        QString text = starts.at(int(random.bounded(qint32(starts.size()))));
        const int digits = int(random.bounded(13));
        for (int d = 0; d < digits; ++d)
            text += QChar(u'0' + int(random.bounded(3)));
        if (random.bounded(4) == 0)
            text += QStringLiteral("\"}");
        QJsonObject params
            = random.bounded(5) == 0
                  ? QJsonObject{{QStringLiteral("progressToken"), int(random.bounded(3))},
                                {QStringLiteral("progress"), int(random.bounded(100000))}}
                  : QJsonObject{{QStringLiteral("data"), text}, {QStringLiteral("level"), QStringLiteral("info")}};
        f.session.appendReceived(Message::notification(QStringLiteral("notifications/message"), params));
    }
    QTRY_COMPARE(f.model.rowCount(), 6000);
    const std::vector<qint64> keys = f.model.sortKeys(TimelineModel::SummaryColumn);
    QCOMPARE(keys.size(), size_t(6000));
    std::vector<int> rows(keys.size());
    for (size_t i = 0; i < rows.size(); ++i)
        rows[i] = int(i);
    std::sort(rows.begin(), rows.end(), [&](int a, int b) {
        return keys[size_t(a)] != keys[size_t(b)] ? keys[size_t(a)] < keys[size_t(b)] : a < b;
    });
    const auto text = [&f](int row) { return f.session.eventAt(row).message.bodyText(); };
    int equal = 0;
    for (size_t i = 1; i < rows.size(); ++i) {
        const QByteArrayView a = text(rows[i - 1]);
        const QByteArrayView b = text(rows[i]);
        const int c = a.compare(b);
        QVERIFY2(c <= 0, QByteArray(a.toByteArray() + " after " + b.toByteArray()).constData());
        // Equal texts, and only they, share a rank.
        QCOMPARE(keys[size_t(rows[i - 1])] == keys[size_t(rows[i])], c == 0);
        equal += c == 0;
    }
    QVERIFY(equal > 0);
}

void TestTimelineModel::sortedRowsFollowCompareRows()
{
    // Every column, over rows of every kind (ids of both types and none, responses with and
    // without a request, errors, error output, notes, diagnostics): sortedRows() is every row
    // once, in compareRows() order, equal rows in session order.
    Fixture f;
    QRandomGenerator random(20261127);
    const QStringList methods{QStringLiteral("tools/call"), QStringLiteral("ping"), QStringLiteral("a/b")};
    for (int i = 0; i < 400; ++i) {
        const QString method = methods.at(int(random.bounded(qint32(methods.size()))));
        const QJsonValue id = random.bounded(3) == 0 ? QJsonValue(QStringLiteral("s%1").arg(random.bounded(20)))
                                                     : QJsonValue(qint64(random.bounded(50)) - 10);
        switch (random.bounded(6)) {
        case 0:
            f.session.appendSent(Message::request(id, method, {{QStringLiteral("n"), int(random.bounded(9))}}));
            break;
        case 1:
            f.session.appendReceived(Message::result(id, {{QStringLiteral("v"), int(random.bounded(9))}}));
            break;
        case 2:
            f.session.appendReceived(Message::error(id, ErrorCode::InvalidParams, QStringLiteral("bad %1").arg(i % 7)));
            break;
        case 3:
            f.session.appendReceived(Message::notification(
                QStringLiteral("notifications/message"), {{QStringLiteral("data"), QStringLiteral("x%1").arg(i % 5)}}));
            break;
        case 4:
            f.session.appendStderr(QByteArray("line ") + QByteArray::number(i % 4));
            break;
        default:
            f.session.appendLifecycle(QStringLiteral("note %1").arg(i % 3));
            break;
        }
    }
    Diagnostic d;
    d.code = QStringLiteral("jsonrpc.parse");
    for (int i = 0; i < 30; ++i) {
        d.messageIndex = int(random.bounded(400));
        d.severity = Severity(random.bounded(3));
        f.session.addDiagnostics({d});
    }
    f.model.flush();
    QCOMPARE(f.model.rowCount(), 400);
    for (int column = 0; column < TimelineModel::ColumnCount; ++column) {
        const std::vector<int> rows = f.model.sortedRows(column);
        QCOMPARE(rows.size(), size_t(400));
        std::vector<int> each = rows;
        std::sort(each.begin(), each.end());
        QCOMPARE(std::adjacent_find(each.begin(), each.end()), each.end());
        for (size_t i = 1; i < rows.size(); ++i) {
            const int c = f.model.compareRows(rows[i - 1], rows[i], column);
            QVERIFY2(c < 0 || (c == 0 && rows[i - 1] < rows[i]),
                     qPrintable(
                         QStringLiteral("column %1: row %2 before row %3").arg(column).arg(rows[i - 1]).arg(rows[i])));
        }
    }
}

void TestTimelineModel::sortsSummariesThatPartBeforeTheSampleSays()
{
    // The bytes a group shares are guessed from every n/32-th text and checked against all:
    // here the texts looked at share a long beginning, and one that is not looked at parts
    // from them early. The order must still follow the bytes.
    Fixture f;
    for (int i = 0; i < 200; ++i) {
        const QString text
            = i == 1 ? QStringLiteral("a long") : QStringLiteral("a long shared beginning %1").arg((i * 7) % 200);
        f.session.appendReceived(
            Message::notification(QStringLiteral("notifications/message"), {{QStringLiteral("data"), text}}));
    }
    f.model.flush();
    const std::vector<int> rows = f.model.sortedRows(TimelineModel::SummaryColumn);
    QCOMPARE(rows.size(), size_t(200));
    QCOMPARE(rows.back(), 1); // {"data":"a long"} after {"data":"a long shared…: the quote after the space
    for (size_t i = 1; i < rows.size(); ++i)
        QVERIFY(f.model.compareRows(rows[i - 1], rows[i], TimelineModel::SummaryColumn) < 0);
}

QTEST_GUILESS_MAIN(TestTimelineModel)
#include "tst_timelinemodel.moc"
