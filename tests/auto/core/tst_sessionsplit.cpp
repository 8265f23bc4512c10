// SPDX-License-Identifier: MIT
// Several sessions in one recording (issue 31, point 5): SessionSplitter tells them apart (the
// connection a file records, a new initialize after an answered handshake, a new
// Mcp-Session-Id, nothing at all), Session keeps the connections beside the events, and the
// validator judges each on its own, live (McpClient reconnecting to the real demo server in
// one Session) and read back from the file.
#include "mcp/mcpclient.h"
#include "session/ingest.h"
#include "session/session.h"
#include "session/sessionfollower.h"
#include "session/sessionsplitter.h"
#include "session/timelinemodel.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"
#include "wire/httpexchange.h"

#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

using Kind = SessionReader::Entry::Kind;

SessionReader::Entry message(Direction direction, const char *json, int connection = 0, int exchange = -1)
{
    SessionReader::Entry e;
    e.kind = Kind::Message;
    e.direction = direction;
    e.raw = QByteArray(json);
    e.connection = connection;
    e.exchange = exchange;
    return e;
}

SessionReader::Entry note(int connection = 0)
{
    SessionReader::Entry e;
    e.kind = Kind::Lifecycle;
    e.text = QStringLiteral("a note");
    e.connection = connection;
    return e;
}

SessionReader::Entry httpRow(int id, const QByteArray &sent, const QByteArray &issued)
{
    HttpExchange x;
    x.id = id;
    x.method = "POST";
    x.status = 200;
    if (!sent.isEmpty())
        x.requestHeaders.append({"Mcp-Session-Id", sent});
    if (!issued.isEmpty()) {
        x.responseHeaders.append({"Mcp-Session-Id", issued});
        x.sessionId = issued;
    }
    SessionReader::Entry e;
    e.kind = Kind::Http;
    e.http = x.toJson();
    return e;
}

/// The connection of each entry, as the splitter tells them.
QList<int> split(const QList<SessionReader::Entry> &entries, int *count = nullptr)
{
    SessionSplitter splitter;
    QList<int> out;
    for (const SessionReader::Entry &e : entries) {
        const Message m = Message::parse(e.raw);
        out << splitter.next(e, SessionSplitter::needsMessage(e) ? &m : nullptr);
    }
    if (count)
        *count = splitter.count();
    return out;
}

const char Initialize[] = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",)"
                          R"("capabilities":{},"clientInfo":{"name":"t","version":"1"}}})";
const char InitializeResult[] = R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":)"
                                R"({"tools":{}},"serverInfo":{"name":"s","version":"1"}}})";
const char Initialized[] = R"({"jsonrpc":"2.0","method":"notifications/initialized"})";
const char ToolsList[] = R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})";
const char ToolsResult[] = R"({"jsonrpc":"2.0","id":2,"result":{"tools":[]}})";

/// One whole session of a client: handshake, tools/list, its answer.
QList<SessionReader::Entry> wholeSession()
{
    return {message(Direction::ClientToServer, Initialize), message(Direction::ServerToClient, InitializeResult),
            message(Direction::ClientToServer, Initialized), message(Direction::ClientToServer, ToolsList),
            message(Direction::ServerToClient, ToolsResult)};
}

/// @p e as a transcript line.
QByteArray transcriptLine(const SessionReader::Entry &e)
{
    return QByteArray(R"({"direction":")")
           + (e.direction == Direction::ClientToServer ? "client->server" : "server->client") + R"(","msg":)" + e.raw
           + "}\n";
}

/// @p entries as a transcript file.
bool writeTranscript(const QString &path, const QList<SessionReader::Entry> &entries)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    for (const SessionReader::Entry &e : entries)
        file.write(transcriptLine(e));
    return true;
}

} // namespace

class TestSessionSplit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneSession()
    {
        int count = 0;
        QCOMPARE(split(wholeSession(), &count), QList<int>({1, 1, 1, 1, 1}));
        QCOMPARE(count, 1);
    }

    void newInitialize()
    {
        // A second handshake after the first was answered: a new session from there on.
        int count = 0;
        QCOMPARE(split(wholeSession() + wholeSession(), &count), QList<int>({1, 1, 1, 1, 1, 2, 2, 2, 2, 2}));
        QCOMPARE(count, 2);
        // initialize sent again before the first was answered: the same session (the client's mistake).
        QCOMPARE(split({message(Direction::ClientToServer, Initialize), message(Direction::ClientToServer, Initialize),
                        message(Direction::ServerToClient, InitializeResult)},
                       &count),
                 QList<int>({1, 1, 1}));
        QCOMPARE(count, 1);
        // A recording that began in the middle of a session, then a host that connects again.
        QCOMPARE(split({message(Direction::ClientToServer, ToolsList), message(Direction::ServerToClient, ToolsResult),
                        message(Direction::ClientToServer, Initialize)},
                       &count),
                 QList<int>({1, 1, 2}));
        // Pings before the handshake do not make a session of their own.
        QCOMPARE(split({message(Direction::ClientToServer, R"({"jsonrpc":"2.0","id":0,"method":"ping"})"),
                        message(Direction::ClientToServer, Initialize)},
                       &count),
                 QList<int>({1, 1}));
    }

    void sessionIdChange()
    {
        // Rows of two sessions of a server that issues ids, and the first one's stream ending
        // after the second began: back to its own session.
        int count = 0;
        const QList<int> got = split({httpRow(1, {}, "A"), httpRow(2, "A", {}), httpRow(3, "B", {}),
                                      httpRow(4, "A", {}), message(Direction::ServerToClient, ToolsResult, 0, 4)},
                                     &count);
        QCOMPARE(got, QList<int>({1, 1, 2, 1, 1}));
        QCOMPARE(count, 2);
        // A redacted id tells nothing.
        QCOMPARE(split({httpRow(1, "[redacted]", {}), httpRow(2, "[redacted]", {})}, &count), QList<int>({1, 1}));
        QCOMPARE(count, 1);
    }

    void recordedConnections()
    {
        // The file numbers its connections: taken at its word, even where the traffic would
        // say otherwise (an initialize sent twice in one connection stays one session), and
        // interleaved connections stay apart. Notes before the first named one open it.
        QList<SessionReader::Entry> entries{note(),
                                            message(Direction::ClientToServer, Initialize, 1),
                                            message(Direction::ServerToClient, InitializeResult, 1),
                                            message(Direction::ClientToServer, Initialize, 1),
                                            message(Direction::ClientToServer, Initialize, 2),
                                            message(Direction::ServerToClient, ToolsResult, 1),
                                            note(2)};
        int count = 0;
        QCOMPARE(split(entries, &count), QList<int>({1, 1, 1, 1, 2, 1, 2}));
        QCOMPARE(count, 2);
        // Numbers as the file gives them (7, 3) become 1, 2 in the order they appear.
        QCOMPARE(
            split({message(Direction::ClientToServer, Initialize, 7), message(Direction::ClientToServer, ToolsList, 3),
                   message(Direction::ClientToServer, ToolsList, 7)},
                  &count),
            QList<int>({1, 2, 1}));
    }

    void sessionKeepsConnections()
    {
        Session session;
        session.appendLifecycle(QStringLiteral("before"));
        QVERIFY(!session.tellsConnectionsApart());
        QCOMPARE(session.connectionOf(0), 1);
        QCOMPARE(session.beginConnection(), 1);
        session.appendLifecycle(QStringLiteral("first"));
        QCOMPARE(session.beginConnection(), 2);
        session.appendLifecycle(QStringLiteral("second"));
        session.setConnection(1);
        session.appendLifecycle(QStringLiteral("first again"));
        QCOMPARE(session.connectionCount(), 2);
        QCOMPARE(session.connectionOf(0), 1);
        QCOMPARE(session.connectionOf(1), 1);
        QCOMPARE(session.connectionOf(2), 2);
        QCOMPARE(session.connectionOf(3), 1);
        QCOMPARE(session.connectionRuns().size(), 3);
        QVERIFY(session.lineOf(2).contains("\"conn\":2"));
        QVERIFY(session.lineOf(3).contains("\"conn\":1"));
        // A session that never told connections apart writes its lines as before.
        Session plain;
        plain.appendLifecycle(QStringLiteral("x"));
        QVERIFY(!plain.lineOf(0).contains("\"conn\""));
        QCOMPARE(plain.lineOf(0), Session::eventLine(plain.eventAt(0)));
    }

    void transcriptChecksEachSession()
    {
        QTemporaryDir dir;
        const QString clean = dir.filePath(QStringLiteral("two.jsonl"));
        QVERIFY(writeTranscript(clean, wholeSession() + wholeSession()));
        Session session;
        QString error;
        QVERIFY2(Session::load(clean, &session, nullptr, &error), qPrintable(error));
        QCOMPARE(session.connectionCount(), 2);
        QCOMPARE(session.connectionOf(4), 1);
        QCOMPARE(session.connectionOf(5), 2);
        // Ids start again in the second session, and it is initialized once: no findings.
        for (const Diagnostic &d : session.diagnostics())
            QVERIFY2(false, qPrintable(d.code + QLatin1Char(' ') + d.message));
        // Each response is linked to the request of its own session.
        QCOMPARE(session.eventAt(6).linked, 5);
        QCOMPARE(session.eventAt(9).linked, 8);
        // The timeline tells each row's session (for the window's Session column).
        TimelineModel timeline;
        timeline.setSession(&session);
        timeline.flush();
        QCOMPARE(timeline.rowCount(), 10);
        QCOMPARE(timeline.index(4, 0).data(TimelineModel::ConnectionRole).toInt(), 1);
        QCOMPARE(timeline.index(5, 0).data(TimelineModel::ConnectionRole).toInt(), 2);

        // A real error in the second session is still found, and it is the second's.
        QList<SessionReader::Entry> entries = wholeSession() + wholeSession();
        entries.append(message(Direction::ClientToServer, ToolsList)); // id 2 again in session 2
        const QString broken = dir.filePath(QStringLiteral("broken.jsonl"));
        QVERIFY(writeTranscript(broken, entries));
        Session reused;
        QVERIFY2(Session::load(broken, &reused, nullptr, &error), qPrintable(error));
        bool found = false;
        for (const Diagnostic &d : reused.diagnostics()) {
            if (d.code == QLatin1String("session.request.idReused")) {
                found = true;
                QCOMPARE(d.messageIndex, 10);
                QCOMPARE(reused.connectionOf(d.messageIndex), 2);
            }
            QVERIFY2(d.messageIndex >= 5, qPrintable(d.code)); // nothing about session 1
        }
        QVERIFY(found);
    }

    void manySessions()
    {
        // More sessions than Ingest keeps validators for: the ones idle longest end, and
        // nothing is reported about complete sessions; a request left open in an early one
        // is still reported, as that session's.
        QList<SessionReader::Entry> entries{
            message(Direction::ClientToServer, Initialize), message(Direction::ServerToClient, InitializeResult),
            message(Direction::ClientToServer, Initialized), message(Direction::ClientToServer, ToolsList)};
        for (int i = 0; i < 100; ++i)
            entries += wholeSession();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.jsonl"));
        QVERIFY(writeTranscript(path, entries));
        Session session;
        QString error;
        QVERIFY2(Session::load(path, &session, nullptr, &error), qPrintable(error));
        QCOMPARE(session.connectionCount(), 101);
        QCOMPARE(session.diagnostics().size(), 1);
        QCOMPARE(session.diagnostics().constFirst().code, QStringLiteral("session.request.unanswered"));
        QCOMPARE(session.diagnostics().constFirst().messageIndex, 3);
        QCOMPARE(session.connectionOf(3), 1);
    }

    void followedFileRestartsAtABoundary()
    {
        // The window follows a growing recording (a tap's): the validator of the second session
        // starts afresh when it begins, while the file is being followed.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("growing.jsonl"));
        QVERIFY(writeTranscript(path, wholeSession()));
        Session session;
        SessionFollower follower(&session);
        QString error;
        QVERIFY2(follower.open(path, false, &error), qPrintable(error));
        follower.follow();
        QCOMPARE(session.count(), 5);
        QFile more(path);
        QVERIFY(more.open(QIODevice::Append));
        for (const SessionReader::Entry &e : wholeSession())
            more.write(transcriptLine(e));
        more.close();
        follower.readAppended();
        QTRY_COMPARE(session.count(), 10);
        follower.stop();
        QCOMPARE(session.connectionCount(), 2);
        for (const Diagnostic &d : session.diagnostics())
            QVERIFY2(false, qPrintable(d.code + QLatin1Char(' ') + d.message));
    }

    void liveReconnect()
    {
        // The window's session continues over a restart: McpClient begins a connection each
        // time, with a validator and ids of its own, and the file says which event is whose.
        QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
        Session live;
        StdioServerConfig config;
        config.program = test::demoServerBinary();
        auto *transport = new StdioTransport(config);
        McpClient client(transport, &live);
        transport->setParent(&client);
        for (int round = 0; round < 2; ++round) {
            client.connectToServer();
            QTRY_VERIFY_WITH_TIMEOUT(client.state() == McpClient::State::Ready, 20000);
            bool answered = false;
            client.request(QStringLiteral("tools/list"), {}, this, [&](const Reply &) { answered = true; });
            QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);
            QSignalSpy exited(transport, &Transport::exited);
            client.disconnectFromServer();
            QTRY_VERIFY_WITH_TIMEOUT(client.state() == McpClient::State::Closed, 10000);
        }
        QCOMPARE(live.connectionCount(), 2);
        for (const Diagnostic &d : live.diagnostics())
            QVERIFY2(d.severity != Severity::Error, qPrintable(d.code + QLatin1Char(' ') + d.message));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("restarted.jsonl"));
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            QVERIFY(live.save(&out));
        }
        Session recorded;
        QString error;
        QVERIFY2(Session::load(path, &recorded, nullptr, &error), qPrintable(error));
        QCOMPARE(recorded.count(), live.count());
        QCOMPARE(recorded.connectionCount(), 2);
        for (qsizetype i = 0; i < live.count(); ++i)
            QCOMPARE(recorded.connectionOf(i), live.connectionOf(i));
        for (const Diagnostic &d : recorded.diagnostics())
            QVERIFY2(d.severity != Severity::Error, qPrintable(d.code + QLatin1Char(' ') + d.message));
    }
};

QTEST_GUILESS_MAIN(TestSessionSplit)
#include "tst_sessionsplit.moc"
