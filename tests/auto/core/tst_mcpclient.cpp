// SPDX-License-Identifier: MIT
#include "mcp/mcpclient.h"
#include "mcp/serverrequesthandler.h"
#include "session/session.h"
#include "transport/stdiotransport.h"
#include "validation/diagnostic.h"

#include "liveconnection.h"
#include "testpaths.h"
#include "trafficaudit.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace mcpscope;

namespace {

using Connection = test::LiveConnection;

StdioServerConfig fixture(const QString &mode)
{
    StdioServerConfig c;
    c.program = QStandardPaths::findExecutable(QStringLiteral("python3"));
    c.arguments = {QStringLiteral(FIXTURES_DIR "/misbehaving_server.py"), mode};
    c.closeStdinWaitMs = 500;
    c.terminateWaitMs = 500;
    return c;
}

class RootsHandler : public ServerRequestHandler
{
public:
    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override
    {
        ++calls;
        if (request.method() == QLatin1String("roots/list"))
            succeed({{QStringLiteral("roots"),
                      QJsonArray{QJsonObject{{QStringLiteral("uri"), QStringLiteral("file:///tmp/mcpscope-root")},
                                             {QStringLiteral("name"), QStringLiteral("tmp root")}}}}});
        else if (request.method() == QLatin1String("sampling/createMessage"))
            succeed({{QStringLiteral("role"), QStringLiteral("assistant")},
                     {QStringLiteral("content"),
                      QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                  {QStringLiteral("text"), QStringLiteral("sampled answer 42")}}},
                     {QStringLiteral("model"), QStringLiteral("test-model")},
                     {QStringLiteral("stopReason"), QStringLiteral("endTurn")}});
        else
            fail(-1, QStringLiteral("declined by test"));
    }
    int calls = 0;
};

QString resultText(const Reply &reply)
{
    QStringList texts;
    const QJsonArray content = reply.result.object().value(QStringLiteral("content")).toArray();
    for (const QJsonValue &c : content)
        texts << c.toObject().value(QStringLiteral("text")).toString();
    return texts.join(QLatin1Char('\n'));
}

} // namespace

class TestMcpClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(),
                 qPrintable(QStringLiteral("demo server missing: ") + test::demoServerBinary()));
    }

    void handshake()
    {
        Connection c(Connection::demoServer());
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        QCOMPARE(c.client.state(), McpClient::State::Ready);
        QCOMPARE(c.client.protocolVersion(), QStringLiteral("2025-11-25"));
        QCOMPARE(c.client.serverInfo().value(QStringLiteral("name")).toString(), QStringLiteral("mcpscope-demo"));
        QVERIFY(c.client.serverCapabilities().contains(QStringLiteral("tools")));

        const QList<Message> sent = c.find(SessionEvent::Type::Sent, QString());
        QVERIFY(sent.size() >= 2);
        QCOMPARE(sent.at(0).method(), QStringLiteral("initialize"));
        const QJsonObject params = sent.at(0).params();
        QCOMPARE(params.value(QStringLiteral("protocolVersion")).toString(), QStringLiteral("2025-11-25"));
        const QJsonObject caps = params.value(QStringLiteral("capabilities")).toObject();
        QVERIFY(caps.value(QStringLiteral("roots")).toObject().value(QStringLiteral("listChanged")).toBool());
        QVERIFY(caps.contains(QStringLiteral("sampling")));
        QVERIFY(caps.value(QStringLiteral("elicitation")).toObject().contains(QStringLiteral("form")));
        QVERIFY(caps.value(QStringLiteral("elicitation")).toObject().contains(QStringLiteral("url")));
        QCOMPARE(sent.at(1).method(), QStringLiteral("notifications/initialized"));
        QCOMPARE(sent.at(1).kind(), Message::Kind::Notification);
    }

    void pairingAndUniqueIds()
    {
        Connection c(Connection::demoServer());
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        const Reply echo
            = c.call(QStringLiteral("tools/call"),
                     {{QStringLiteral("name"), QStringLiteral("echo")},
                      {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("hi")}}}});
        QVERIFY(echo.ok());
        QCOMPARE(resultText(echo), QStringLiteral("Echo: hi"));
        QVERIFY(echo.latencyMs >= 0);
        QCOMPARE(echo.response.id(), echo.request.id());

        const Reply pong = c.call(QStringLiteral("ping"), {});
        QVERIFY(pong.ok());
        const Reply unknown = c.call(QStringLiteral("no/such/method"), {});
        QCOMPARE(unknown.status, Reply::Status::Error);
        QCOMPARE(unknown.errorCode, -32601);

        QSet<IdKey> ids;
        for (const Message &m : c.find(SessionEvent::Type::Sent, QString())) {
            if (m.isRequest()) {
                QVERIFY2(!ids.contains(m.idKey()), "request ids must be unique per session");
                ids.insert(m.idKey());
            }
        }
        QCOMPARE(ids.size(), 4);
    }

    void paginationFollowsNextCursor()
    {
        Connection c(Connection::demoServer());
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        Reply all;
        bool done = false;
        c.client.requestAll(QStringLiteral("resources/list"), QStringLiteral("resources"), {}, nullptr,
                            [&](const Reply &r) {
                                all = r;
                                done = true;
                            });
        QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
        QVERIFY(all.ok());
        QVERIFY2(all.result.object().value(QStringLiteral("resources")).toArray().size() >= 25,
                 qPrintable(QString::number(all.result.object().value(QStringLiteral("resources")).toArray().size())));
        QVERIFY(!all.result.object().contains(QStringLiteral("nextCursor")));
        QVERIFY(c.sent(QStringLiteral("resources/list")).size() >= 3);
    }

    void progressAndCancellation()
    {
        Connection c(Connection::demoServer());
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));

        int progressCalls = 0;
        RequestOptions options;
        options.onProgress = [&](double, double, const QString &) { ++progressCalls; };
        const Reply done = c.call(
            QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("long-running")},
             {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("duration"), 1}, {QStringLiteral("steps"), 4}}}},
            options);
        QVERIFY(done.ok());
        QVERIFY2(progressCalls >= 3, qPrintable(QString::number(progressCalls)));
        const QJsonValue token
            = done.request.params().value(QStringLiteral("_meta")).toObject().value(QStringLiteral("progressToken"));
        QVERIFY(!token.isUndefined());

        // Cancel at the first progress notification.
        qint64 id = 0;
        Reply cancelled;
        bool finished = false;
        RequestOptions cancelling;
        cancelling.onProgress
            = [&](double, double, const QString &) { c.client.cancel(id, QStringLiteral("user pressed Cancel")); };
        id = c.client.request(
            QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("long-running")},
             {QStringLiteral("arguments"),
              QJsonObject{{QStringLiteral("duration"), 20}, {QStringLiteral("steps"), 20}}}},
            nullptr,
            [&](const Reply &r) {
                cancelled = r;
                finished = true;
            },
            cancelling);
        QTRY_VERIFY_WITH_TIMEOUT(finished, 10000);
        QCOMPARE(cancelled.status, Reply::Status::Cancelled);
        const QList<Message> cancels = c.sent(QStringLiteral("notifications/cancelled"));
        QCOMPARE(cancels.size(), 1);
        QCOMPARE(cancels.constFirst().params().value(QStringLiteral("requestId")).toInteger(), id);
        QCOMPARE(c.client.pendingCount(), 0);
    }

    void progressResetsTheTimeout()
    {
        // long-running reports progress every 300 ms for 3 s. A timeout of 1.5 s is shorter
        // than the whole call but longer than the pause between two notifications: each
        // notifications/progress for the request's token restarts its timer, so it succeeds.
        Connection c(Connection::demoServer());
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        const QJsonObject params{
            {QStringLiteral("name"), QStringLiteral("long-running")},
            {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("duration"), 3}, {QStringLiteral("steps"), 10}}}};
        int progressCalls = 0;
        RequestOptions options;
        options.timeoutMs = 1500;
        options.onProgress = [&](double, double, const QString &) { ++progressCalls; };
        QElapsedTimer clock;
        clock.start();
        const Reply done = c.call(QStringLiteral("tools/call"), params, options);
        QVERIFY2(done.ok(), qPrintable(done.errorMessage));
        QVERIFY2(clock.elapsed() > options.timeoutMs,
                 qPrintable(QString::number(clock.elapsed()))); // it outlived the timeout
        QCOMPARE(progressCalls, 10);
        QVERIFY(c.sent(QStringLiteral("notifications/cancelled")).isEmpty());

        // The same call without a progress token gets no notifications, and times out.
        RequestOptions silent;
        silent.timeoutMs = 1500;
        const Reply timedOut = c.call(QStringLiteral("tools/call"), params, silent);
        QCOMPARE(timedOut.status, Reply::Status::Timeout);
        QCOMPARE(c.sent(QStringLiteral("notifications/cancelled")).size(), 1);
    }

    void timeoutSendsCancelled()
    {
        Connection c(fixture(QStringLiteral("hang-call")));
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        RequestOptions options;
        options.timeoutMs = 300;
        const Reply r = c.call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("x")}}, options);
        QCOMPARE(r.status, Reply::Status::Timeout);
        QVERIFY(r.errorMessage.contains(QLatin1String("did not answer tools/call")));
        const QList<Message> cancels = c.sent(QStringLiteral("notifications/cancelled"));
        QCOMPARE(cancels.size(), 1);
        QCOMPARE(cancels.constFirst().params().value(QStringLiteral("requestId")), r.request.id());
        // The server really got it.
        QTRY_VERIFY([&] {
            for (const SessionEvent &e : c.session.events())
                if (e.type == SessionEvent::Type::Stderr && e.stderrLine.startsWith("cancelled"))
                    return true;
            return false;
        }());
    }

    void serverToClientRequests()
    {
        Connection c(Connection::demoServer());
        RootsHandler handler;
        c.client.setServerRequestHandler(&handler);
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        const Reply roots
            = c.call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("list-roots")}});
        QVERIFY(roots.ok());
        QVERIFY2(resultText(roots).contains(QLatin1String("file:///tmp/mcpscope-root")), qPrintable(resultText(roots)));
        const Reply sampled = c.call(
            QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("ask-sampling")},
             {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("prompt"), QStringLiteral("question")}}}});
        QVERIFY(sampled.ok());
        QVERIFY2(resultText(sampled).contains(QLatin1String("sampled answer 42")), qPrintable(resultText(sampled)));
        QVERIFY(handler.calls >= 2);
    }

    void serverRequestsWithoutHandlerGetErrors()
    {
        Connection c(Connection::demoServer());
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        const Reply sampled
            = c.call(QStringLiteral("tools/call"),
                     {{QStringLiteral("name"), QStringLiteral("ask-sampling")},
                      {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("prompt"), QStringLiteral("q")}}}});
        // The tool call itself completes: the server got a JSON-RPC error, never silence.
        QVERIFY(sampled.ok());
        QVERIFY(sampled.result.object().value(QStringLiteral("isError")).toBool());
        bool sawErrorResponse = false;
        for (const SessionEvent &e : c.session.events()) {
            if (e.type == SessionEvent::Type::Sent && e.message.kind() == Message::Kind::Error)
                sawErrorResponse = true;
        }
        QVERIFY(sawErrorResponse);
    }

    void serverPingsTheClient()
    {
        Connection c(fixture(QStringLiteral("ping-client")));
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        auto answers = [&] {
            QList<QByteArray> lines;
            for (const SessionEvent &e : c.session.events())
                if (e.type == SessionEvent::Type::Stderr && e.stderrLine.startsWith("client answered "))
                    lines.append(e.stderrLine.mid(16));
            return lines;
        };
        QTRY_COMPARE_WITH_TIMEOUT(answers().size(), 2, 10000);
        QCOMPARE(answers().at(0), QByteArray("{\"id\": \"srv-ping\", \"jsonrpc\": \"2.0\", \"result\": {}}"));
        const QJsonObject unknown = QJsonDocument::fromJson(answers().at(1)).object();
        QCOMPARE(unknown.value(QStringLiteral("id")).toInt(), 7);
        QCOMPARE(unknown.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt(), -32601);
    }

    void serverExitsBeforeAnswering()
    {
        Connection c(fixture(QStringLiteral("crash-before-init")));
        QSignalSpy failed(&c.client, &McpClient::failed);
        c.client.connectToServer();
        QVERIFY(failed.wait(10000));
        const QString reason = failed.constFirst().constFirst().toString();
        QVERIFY2(reason.contains(QLatin1String("exited with code 3 before it answered initialize")),
                 qPrintable(reason));
        QVERIFY2(reason.contains(QLatin1String("fatal: cannot open database")), qPrintable(reason));
        QCOMPARE(c.client.state(), McpClient::State::Failed);
    }

    void crashMidCallKeepsEverything()
    {
        Connection c(fixture(QStringLiteral("crash-after-init")));
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        const Reply r = c.call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("boom")}});
        QCOMPARE(r.status, Reply::Status::Disconnected);
        QVERIFY(r.errorMessage.contains(QLatin1String("exited with code 11")));
        QTRY_COMPARE(c.client.state(), McpClient::State::Failed);
        QVERIFY(c.client.failureReason().contains(QLatin1String("unexpectedly")));
        QVERIFY(c.client.failureReason().contains(QLatin1String("Segmentation fault (simulated)")));
        // What arrived before the crash is still there, and the session still saves.
        QCOMPARE(c.received(QStringLiteral("notifications/message")).size(), 1);
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        QVERIFY(c.session.save(&out));
        QVERIFY(out.data().contains("about to crash"));
    }

    void unsupportedVersionIsRefused()
    {
        Connection c(fixture(QStringLiteral("bad-version")));
        QSignalSpy failed(&c.client, &McpClient::failed);
        c.client.connectToServer();
        QVERIFY(failed.wait(10000));
        const QString reason = failed.constFirst().constFirst().toString();
        QVERIFY2(reason.contains(QLatin1String("\"1999-01-01\"")), qPrintable(reason));
        QVERIFY(reason.contains(QLatin1String("2025-11-25")));
    }

    void initializeTimeout()
    {
        Connection c(fixture(QStringLiteral("silent")));
        c.client.setDefaultTimeoutMs(400);
        QSignalSpy failed(&c.client, &McpClient::failed);
        c.client.connectToServer();
        QVERIFY(failed.wait(10000));
        QVERIFY(failed.constFirst().constFirst().toString().contains(QLatin1String("did not answer initialize")));
        // initialize is never cancelled (MCP lifecycle).
        QCOMPARE(c.sent(QStringLiteral("notifications/cancelled")).size(), 0);
    }

    /// mcpscope's own traffic and the demo server's are spotless: not one error-level
    /// diagnostic in either direction over a session that uses most of what MCP has.
    void demoSessionHasNoErrorDiagnostics()
    {
        Connection conn(Connection::demoServer());
        Connection *c = &conn;
        RootsHandler handler;
        c->client.setServerRequestHandler(&handler);
        QSignalSpy ready(&c->client, &McpClient::ready);
        c->client.connectToServer();
        QVERIFY(ready.wait(10000));

        QVERIFY(c->call(QStringLiteral("ping"), {}).ok());
        QVERIFY(c->call(QStringLiteral("tools/list"), {}).ok());
        QVERIFY(c->call(QStringLiteral("tools/call"),
                        {{QStringLiteral("name"), QStringLiteral("echo")},
                         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("hi")}}}})
                    .ok());
        QVERIFY(
            c->call(QStringLiteral("tools/call"),
                    {{QStringLiteral("name"), QStringLiteral("add")},
                     {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("a"), 2}, {QStringLiteral("b"), 40}}}})
                .ok());
        for (const char *tool :
             {"get-image", "get-audio", "get-resource-links", "get-embedded-resource", "fail", "list-roots"})
            QVERIFY2(c->call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QString::fromLatin1(tool)}}).ok(),
                     tool);
        QVERIFY(c->call(QStringLiteral("tools/call"),
                        {{QStringLiteral("name"), QStringLiteral("ask-sampling")},
                         {QStringLiteral("arguments"),
                          QJsonObject{{QStringLiteral("prompt"), QStringLiteral("question")}}}})
                    .ok());
        RequestOptions withProgress;
        withProgress.onProgress = [](double, double, const QString &) { };
        QVERIFY(c->call(QStringLiteral("tools/call"),
                        {{QStringLiteral("name"), QStringLiteral("long-running")},
                         {QStringLiteral("arguments"),
                          QJsonObject{{QStringLiteral("duration"), 1}, {QStringLiteral("steps"), 3}}}},
                        withProgress)
                    .ok());
        QVERIFY(c->call(QStringLiteral("logging/setLevel"), {{QStringLiteral("level"), QStringLiteral("debug")}}).ok());
        QVERIFY(
            c->call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("log-something")}}).ok());
        QVERIFY(c->call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("toggle-tools")}}).ok());
        QVERIFY(c->call(QStringLiteral("tools/list"), {}).ok());

        bool listed = false;
        c->client.requestAll(QStringLiteral("resources/list"), QStringLiteral("resources"), {}, nullptr,
                             [&](const Reply &r) { listed = r.ok(); });
        QTRY_VERIFY_WITH_TIMEOUT(listed, 20000);
        QVERIFY(c->call(QStringLiteral("resources/templates/list"), {}).ok());
        const Reply resources = c->call(QStringLiteral("resources/list"), {});
        const QString uri = resources.result.object()
                                .value(QStringLiteral("resources"))
                                .toArray()
                                .first()
                                .toObject()
                                .value(QStringLiteral("uri"))
                                .toString();
        QVERIFY(c->call(QStringLiteral("resources/read"), {{QStringLiteral("uri"), uri}}).ok());
        QVERIFY(c->call(QStringLiteral("resources/subscribe"), {{QStringLiteral("uri"), uri}}).ok());
        QVERIFY(c->call(QStringLiteral("resources/unsubscribe"), {{QStringLiteral("uri"), uri}}).ok());
        const Reply prompts = c->call(QStringLiteral("prompts/list"), {});
        QVERIFY(prompts.ok());
        const QJsonObject prompt
            = prompts.result.object().value(QStringLiteral("prompts")).toArray().first().toObject();
        QJsonObject promptArguments;
        for (const QJsonValue &a : prompt.value(QStringLiteral("arguments")).toArray())
            promptArguments.insert(a.toObject().value(QStringLiteral("name")).toString(), QStringLiteral("x"));
        QVERIFY(c->call(QStringLiteral("prompts/get"), {{QStringLiteral("name"), prompt.value(QStringLiteral("name"))},
                                                        {QStringLiteral("arguments"), promptArguments}})
                    .ok());
        const Reply unknown = c->call(QStringLiteral("no/such/method"), {});
        QCOMPARE(unknown.status, Reply::Status::Error);

        // Close politely and let the validator see the end of the session.
        QSignalSpy exited(c->transport, &Transport::exited);
        c->client.disconnectFromServer();
        QVERIFY(exited.wait(10000));

        const Session &session = c->session;
        QVERIFY(session.count() > 40);
        QStringList errors;
        QStringList others;
        for (const Diagnostic &d : session.diagnostics()) {
            const SessionEvent &e = session.eventAt(d.messageIndex);
            const QString line = QStringLiteral("[%1] %2 #%3 (%4) %5: %6 -- %7")
                                     .arg(severityName(d.severity), d.code)
                                     .arg(d.messageIndex)
                                     .arg(SessionEvent::typeName(e.type), d.pointer, d.message,
                                          QString::fromUtf8(e.message.raw().left(300)));
            (d.severity == Severity::Error ? errors : others) << line;
        }
        if (!others.isEmpty())
            qInfo("non-error diagnostics:\n%s", qPrintable(others.join(QLatin1Char('\n'))));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(session.countOf(Severity::Error), 0);
        QVERIFY(handler.calls >= 2); // roots and sampling were answered by us, and checked too
    }

    void validatorSeesBothDirections()
    {
        Connection c(Connection::demoServer());
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        QVERIFY(c.call(QStringLiteral("ping"), {}).ok());
        // Our own traffic is checked too: progress for a token the server never got is ours to blame.
        const test::DeliberatelyInvalid onPurpose;
        c.client.notify(
            QStringLiteral("notifications/progress"),
            {{QStringLiteral("progressToken"), QStringLiteral("never-issued")}, {QStringLiteral("progress"), 1}});
        bool found = false;
        for (const Diagnostic &d : c.session.diagnostics()) {
            if (d.code == QLatin1String("session.progress.token")) {
                found = true;
                QCOMPARE(c.session.eventAt(d.messageIndex).type, SessionEvent::Type::Sent);
            }
        }
        QVERIFY(found);
    }

    void stdoutPollutionIsDiagnosed()
    {
        Connection c(fixture(QStringLiteral("garbage-then-init")));
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        QStringList codes;
        for (const Diagnostic &d : c.session.diagnostics()) {
            QCOMPARE(c.session.eventAt(d.messageIndex).type, SessionEvent::Type::Received);
            codes << d.code;
        }
        // "debug: got initialize" and "\xff\xfe not utf8": two lines of stdout pollution.
        QCOMPARE(codes.count(QStringLiteral("stdio.notJson")), 2);
    }

    void garbageIsKeptVerbatim()
    {
        Connection c(fixture(QStringLiteral("garbage-then-init")));
        QSignalSpy ready(&c.client, &McpClient::ready);
        c.client.connectToServer();
        QVERIFY(ready.wait(10000));
        QList<QByteArray> invalid;
        for (const SessionEvent &e : c.session.events()) {
            if (e.type == SessionEvent::Type::Received && e.message.kind() == Message::Kind::Invalid)
                invalid.append(e.message.raw());
        }
        QCOMPARE(invalid, (QList<QByteArray>{"debug: got initialize", "\xff\xfe not utf8"}));
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        QVERIFY(c.session.save(&out));
        QVERIFY(out.data().contains("rawBase64")); // invalid UTF-8 survives the file
    }
};

QTEST_GUILESS_MAIN(TestMcpClient)
#include "tst_mcpclient.moc"
