// SPDX-License-Identifier: MIT
// SessionSummary: what a recorded session says about its client and server (the read-only
// window's overview and the exports read it), from the project's recorded transcript, a session recorded
// against the demo server, and made-up sessions for pagination and refusals.
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "session/sessionsummary.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace

class TestSessionSummary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordedTranscript();
    void recordingMatchesThePinnedPeer();
    void demoServerRecording();
    void listsFollowPagesAndChanges();
    void refusedInitialize();
    void nothingRecorded();
};

void TestSessionSummary::recordedTranscript()
{
    const QString path = test::everythingStdio();
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    // What the file says, read here line by line without mcpscope's reader.
    QJsonObject request, result;
    QHash<int, QString> listRequests;
    QHash<QString, int> listed;
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    while (!file.atEnd()) {
        const QJsonObject line = QJsonDocument::fromJson(file.readLine()).object();
        const QJsonObject msg = line.value(QStringLiteral("msg")).toObject();
        const bool fromClient = line.value(QStringLiteral("direction")).toString() == QStringLiteral("client->server");
        const QString method = msg.value(QStringLiteral("method")).toString();
        if (fromClient && method == QStringLiteral("initialize") && request.isEmpty())
            request = msg.value(QStringLiteral("params")).toObject();
        else if (!fromClient && result.isEmpty() && msg.value(QStringLiteral("id")).toInt() == 1)
            result = msg.value(QStringLiteral("result")).toObject();
        if (fromClient && method.endsWith(QStringLiteral("/list")))
            listRequests.insert(msg.value(QStringLiteral("id")).toInt(), method);
        else if (!fromClient && msg.contains(QStringLiteral("result"))
                 && listRequests.contains(msg.value(QStringLiteral("id")).toInt())) {
            const QString m = listRequests.take(msg.value(QStringLiteral("id")).toInt());
            const QString member = m == QStringLiteral("resources/templates/list") ? QStringLiteral("resourceTemplates")
                                                                                   : m.section(QLatin1Char('/'), 0, 0);
            listed.insert(m, int(msg.value(QStringLiteral("result")).toObject().value(member).toArray().size()));
        }
    }
    QVERIFY(!request.isEmpty());
    QVERIFY(!result.isEmpty());
    QVERIFY(listed.value(QStringLiteral("tools/list")) > 0);

    Session session;
    QString error;
    QVERIFY2(Session::load(path, &session, nullptr, &error), qPrintable(error));
    const SessionSummary s = SessionSummary::of(session);
    QCOMPARE(s.initializeRequestIndex, 0);
    QCOMPARE(s.initializeResponseIndex, 1);
    QVERIFY(s.initializeError.isEmpty());
    QVERIFY(s.hasServer());
    QCOMPARE(s.requestedProtocolVersion, request.value(QStringLiteral("protocolVersion")).toString());
    QCOMPARE(s.clientInfo, request.value(QStringLiteral("clientInfo")).toObject());
    QCOMPARE(s.clientCapabilities, request.value(QStringLiteral("capabilities")).toObject());
    QCOMPARE(s.protocolVersion, result.value(QStringLiteral("protocolVersion")).toString());
    QCOMPARE(s.serverInfo, result.value(QStringLiteral("serverInfo")).toObject());
    QCOMPARE(s.serverCapabilities, result.value(QStringLiteral("capabilities")).toObject());
    QCOMPARE(s.instructions, result.value(QStringLiteral("instructions")).toString());
    QVERIFY(!s.instructions.isEmpty());
    QCOMPARE(s.serverDisplayName(), QStringLiteral("Everything Reference Server (mcp-servers/everything)"));
    QCOMPARE(s.serverVersion(), QStringLiteral("2.0.0"));
    QVERIFY(s.toolsListed);
    QCOMPARE(s.tools.size(), listed.value(QStringLiteral("tools/list")));
    QCOMPARE(s.prompts.size(), listed.value(QStringLiteral("prompts/list")));
    QCOMPARE(s.resources.size(), listed.value(QStringLiteral("resources/list")));
    QCOMPARE(s.resourceTemplates.size(), listed.value(QStringLiteral("resources/templates/list")));
    QCOMPARE(s.sent + s.received, session.count());
    QCOMPARE(s.methodOfResponse(1), QStringLiteral("initialize"));
}

/// The recordings in tests/data were made by the peer version tests/peers pins: a new version
/// there is one re-recording away (./scripts/dev exec tests/data/record.sh), and this says so.
void TestSessionSummary::recordingMatchesThePinnedPeer()
{
    QFile pins(test::sourceDir() + QStringLiteral("/tests/peers/package.json"));
    QVERIFY2(pins.open(QIODevice::ReadOnly), qPrintable(pins.fileName()));
    const QString pinned = QJsonDocument::fromJson(pins.readAll())
                               .object()
                               .value(QStringLiteral("dependencies"))
                               .toObject()
                               .value(QString::fromLatin1(test::RecordedPeer))
                               .toString();
    QVERIFY2(
        pinned == QLatin1String(test::RecordedPeerVersion),
        qPrintable(QStringLiteral("tests/peers pins %1 %2, but tests/data was recorded from %3: run ./scripts/dev exec "
                                  "tests/data/record.sh and update test::RecordedPeerVersion")
                       .arg(QLatin1String(test::RecordedPeer), pinned, QLatin1String(test::RecordedPeerVersion))));
    QFile notes(test::dataDir() + QStringLiteral("/RECORDING.md"));
    QVERIFY2(notes.open(QIODevice::ReadOnly), qPrintable(notes.fileName()));
    const QByteArray text = notes.readAll();
    const QByteArray named = QByteArray("`") + test::RecordedPeer + "` " + test::RecordedPeerVersion;
    QVERIFY2(text.contains(named), "tests/data/RECORDING.md does not name the peer version the recordings come from");
}

void TestSessionSummary::demoServerRecording()
{
    QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
    Session live;
    StdioServerConfig config;
    config.program = test::demoServerBinary();
    auto *transport = new StdioTransport(config);
    McpClient client(transport, &live);
    transport->setParent(&client);
    client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(client.state() == McpClient::State::Ready, 20000);
    bool answered = false;
    QJsonObject toolsResult;
    client.request(QStringLiteral("tools/list"), {}, this, [&](const Reply &reply) {
        toolsResult = reply.result.object();
        answered = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);

    // Saved and read back, as the window opens it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.jsonl"));
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QVERIFY(live.save(&out));
    }
    Session recorded;
    QString error;
    QVERIFY2(Session::load(path, &recorded, nullptr, &error), qPrintable(error));
    const SessionSummary s = SessionSummary::of(recorded);
    QVERIFY(s.hasServer());
    QCOMPARE(s.protocolVersion, client.protocolVersion());
    QCOMPARE(s.serverInfo, client.serverInfo());
    QCOMPARE(s.serverCapabilities, client.serverCapabilities());
    QCOMPARE(s.instructions, client.instructions());
    QCOMPARE(s.clientCapabilities, client.clientCapabilities());
    QCOMPARE(s.clientInfo.value(QStringLiteral("name")).toString(), QStringLiteral("mcpscope"));
    QVERIFY(s.toolsListed);
    QStringList names;
    for (const QJsonValue &tool : toolsResult.value(QStringLiteral("tools")).toArray())
        names << tool.toObject().value(QStringLiteral("name")).toString();
    QVERIFY(!names.isEmpty());
    QCOMPARE(s.tools, names);

    QSignalSpy exited(transport, &Transport::exited);
    client.disconnectFromServer();
    exited.wait(5000);
}

void TestSessionSummary::listsFollowPagesAndChanges()
{
    Session session;
    session.appendSent(Message::request(1, QStringLiteral("tools/list")));
    session.appendReceived(Message::result(1, object(R"({"tools":[{"name":"a"},{"name":"b"}],"nextCursor":"p2"})")));
    session.appendSent(Message::request(2, QStringLiteral("tools/list"), object(R"({"cursor":"p2"})")));
    session.appendReceived(Message::result(2, object(R"({"tools":[{"name":"c"},{"name":"a"}]})")));
    SessionSummary s = SessionSummary::of(session);
    QCOMPARE(s.tools, (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    QVERIFY(!s.promptsListed);
    // After a change the server is asked again: the new listing replaces the old one.
    session.appendReceived(Message::notification(QStringLiteral("notifications/tools/list_changed")));
    session.appendSent(Message::request(3, QStringLiteral("tools/list")));
    session.appendReceived(Message::result(3, object(R"({"tools":[{"name":"d"}]})")));
    // Same id the other way (a server request): not confused with the client's.
    session.appendReceived(Message::request(4, QStringLiteral("roots/list")));
    session.appendSent(Message::request(4, QStringLiteral("resources/list")));
    session.appendSent(Message::result(4, object(R"({"roots":[]})")));
    session.appendReceived(Message::result(4, object(R"({"resources":[{"uri":"file:///x","name":"x"}]})")));
    s = SessionSummary::of(session);
    QCOMPARE(s.tools, QStringList{QStringLiteral("d")});
    QCOMPARE(s.resources, QStringList{QStringLiteral("file:///x")});
    QCOMPARE(s.methodOfResponse(session.count() - 2), QStringLiteral("roots/list"));
    QCOMPARE(s.methodOfResponse(session.count() - 1), QStringLiteral("resources/list"));
    QVERIFY(!s.hasServer());
    QCOMPARE(s.initializeRequestIndex, -1);
    // A method written with an escape, an id written as a string: still paired.
    session.appendSent(Message::parse("{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"method\":\"prompts\\/list\"}"));
    session.appendReceived(
        Message::parse("{\"id\":\"p\",\"jsonrpc\":\"2.0\",\"result\":{\"prompts\":[{\"name\":\"greet\"}]}}"));
    s = SessionSummary::of(session);
    QCOMPARE(s.prompts, QStringList{QStringLiteral("greet")});
    QCOMPARE(s.methodOfResponse(session.count() - 1), QStringLiteral("prompts/list"));
}

void TestSessionSummary::refusedInitialize()
{
    Session session;
    session.appendSent(Message::request(
        QStringLiteral("init"), QStringLiteral("initialize"),
        object(
            R"({"protocolVersion":"2099-01-01","capabilities":{"roots":{}},"clientInfo":{"name":"host","version":"9"}})")));
    session.appendStderr("starting");
    session.appendReceived(Message::error(QStringLiteral("init"), ErrorCode::InvalidParams,
                                          QStringLiteral("Unsupported protocol version")));
    const SessionSummary s = SessionSummary::of(session);
    QCOMPARE(s.initializeRequestIndex, 0);
    QCOMPARE(s.initializeResponseIndex, 2);
    QCOMPARE(s.initializeError, QStringLiteral("Unsupported protocol version"));
    QVERIFY(!s.hasServer());
    QCOMPARE(s.requestedProtocolVersion, QStringLiteral("2099-01-01"));
    QCOMPARE(s.clientInfo.value(QStringLiteral("name")).toString(), QStringLiteral("host"));
    QVERIFY(s.clientCapabilities.contains(QStringLiteral("roots")));
    QCOMPARE(s.errorResponses, 1);
    QCOMPARE(s.stderrLines, 1);
}

void TestSessionSummary::nothingRecorded()
{
    Session session;
    session.appendLifecycle(QStringLiteral("Starting"));
    session.appendReceived(Message::parse("not json"));
    const SessionSummary s = SessionSummary::of(session);
    QCOMPARE(s.initializeRequestIndex, -1);
    QCOMPARE(s.initializeResponseIndex, -1);
    QVERIFY(s.protocolVersion.isEmpty());
    QVERIFY(s.serverCapabilities.isEmpty());
    QCOMPARE(s.received, 1);
    QCOMPARE(s.errorResponses, 1);
}

QTEST_GUILESS_MAIN(TestSessionSummary)
#include "tst_sessionsummary.moc"
