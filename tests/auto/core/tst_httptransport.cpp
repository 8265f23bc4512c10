// SPDX-License-Identifier: MIT
// The HTTP transport against real servers over loopback: server-everything in its
// streamableHttp and sse modes (the npm peer), and a deliberately faulty Node server
// (fixtures/faultyhttp.js) for what a broken server does. Nothing is mocked.
#include "mcp/mcpclient.h"
#include "mcp/serverrequesthandler.h"
#include "session/session.h"
#include "transport/httptransport.h"
#include "transport/sseparser.h"

#include "testpaths.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::test;

namespace {

quint16 freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

/// A Node process serving HTTP on loopback, stopped (by its pid) when the test is done.
struct NodeServer
{
    QProcess process;
    quint16 port = 0;

    ~NodeServer()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(3000);
        }
    }

    /// server-everything in @p mode ("streamableHttp" or "sse") on a free port.
    bool startEverything(const QString &mode)
    {
        const QString script = peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        if (script.isEmpty() || nodeBinary().isEmpty())
            return false;
        port = freePort();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PORT"), QString::number(port));
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(nodeBinary(), {script, mode});
        if (!process.waitForStarted(10000))
            return false;
        // Ready once it accepts connections.
        return QTest::qWaitFor(
            [this] {
                QTcpSocket socket;
                socket.connectToHost(QHostAddress::LocalHost, port);
                return socket.waitForConnected(200);
            },
            20000);
    }

    /// fixtures/faultyhttp.js in @p mode; it prints "listening PORT".
    bool startFaulty(const QString &mode)
    {
        process.start(nodeBinary(), {QStringLiteral(FIXTURES_DIR "/faultyhttp.js"), mode});
        if (!process.waitForStarted(10000))
            return false;
        if (!QTest::qWaitFor([this] { return process.canReadLine(); }, 15000))
            return false;
        const QByteArray line = process.readLine().trimmed();
        if (!line.startsWith("listening "))
            return false;
        port = quint16(line.mid(10).toUInt());
        return port != 0;
    }

    QUrl url(const QString &path) const { return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port).arg(path)); }
};

/// Answers roots/list with one directory, as the window and the CLI do.
class RootsHandler : public ServerRequestHandler
{
public:
    int rootsAsked = 0;
    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override
    {
        if (request.method() == QLatin1String("roots/list")) {
            ++rootsAsked;
            succeed(rootsResult({QDir::tempPath()}));
        } else {
            fail(-32601, QStringLiteral("not here"));
        }
    }
};

struct Remote
{
    Session session;
    HttpTransport *transport;
    McpClient client;
    RootsHandler handler;

    explicit Remote(const HttpServerConfig &config)
        : transport(new HttpTransport(config))
        , client(transport, &session)
    {
        transport->setParent(&client);
        client.setServerRequestHandler(&handler);
    }
    ~Remote()
    {
        if (transport->state() == Transport::State::Running) {
            QSignalSpy exited(transport, &Transport::exited);
            client.disconnectFromServer();
            exited.wait(5000);
        }
    }
    static HttpServerConfig config(const QUrl &url)
    {
        HttpServerConfig c;
        c.url = url;
        return c;
    }
    bool connectAndWait(int ms = 20000)
    {
        client.connectToServer();
        (void)QTest::qWaitFor(
            [this] { return client.state() == McpClient::State::Ready || client.state() == McpClient::State::Failed; },
            ms);
        return client.state() == McpClient::State::Ready;
    }
    Reply call(const QString &method, const QJsonObject &params = {}, int timeoutMs = -1, int waitMs = 30000)
    {
        Reply result;
        bool done = false;
        RequestOptions options;
        options.timeoutMs = timeoutMs;
        client.request(
            method, params, nullptr,
            [&](const Reply &r) {
                result = r;
                done = true;
            },
            options);
        if (!QTest::qWaitFor([&] { return done; }, waitMs))
            qWarning("no reply to %s", qPrintable(method));
        return result;
    }
    QList<const HttpExchange *> exchanges() const
    {
        QList<const HttpExchange *> out;
        for (const SessionEvent &e : session.events()) {
            if (e.type == SessionEvent::Type::Http && e.http)
                out << e.http.data();
        }
        return out;
    }
    QStringList codes() const
    {
        QStringList out;
        for (const Diagnostic &d : session.diagnostics())
            out << d.code;
        return out;
    }
    QStringList ownErrors() const
    {
        QStringList out;
        for (const Diagnostic &d : session.diagnostics()) {
            if (d.severity == Severity::Error && d.messageIndex >= 0
                && session.eventAt(d.messageIndex).type == SessionEvent::Type::Sent)
                out << d.code + QStringLiteral(": ") + d.message;
        }
        return out;
    }
    QString describe(qsizetype index) const
    {
        if (index < 0 || index >= session.events().size())
            return QStringLiteral("no event");
        const SessionEvent &e = session.eventAt(index);
        if (!e.http)
            return QStringLiteral("event %1").arg(index);
        return QStringLiteral("%1 %2 -> %3, %4")
            .arg(QString::fromLatin1(e.http->method), e.http->url)
            .arg(e.http->status)
            .arg(e.http->purpose);
    }
    QString lifecycleText() const
    {
        QStringList out;
        for (const SessionEvent &e : session.events()) {
            if (e.type == SessionEvent::Type::Lifecycle)
                out << e.text;
        }
        return out.join(QLatin1Char('\n'));
    }
};

} // namespace

class TestHttpTransport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sseParser_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<QStringList>("events"); // "type|data|id"
        QTest::addColumn<qint64>("retry");
        QTest::newRow("plain") << QByteArray("event: message\ndata: {\"a\":1}\nid: 7\n\n")
                               << QStringList{QStringLiteral("message|{\"a\":1}|7")} << qint64(-1);
        QTest::newRow("default type, no space")
            << QByteArray("data:x\n\n") << QStringList{QStringLiteral("message|x|")} << qint64(-1);
        QTest::newRow("crlf and cr") << QByteArray("data: a\r\ndata: b\r\rdata: c\r\n\r\n")
                                     << QStringList{QStringLiteral("message|a\nb|"), QStringLiteral("message|c|")}
                                     << qint64(-1);
        QTest::newRow("comments and retry")
            << QByteArray(": keep-alive\nretry: 500\nid: p\ndata: \n\ndata: z\n\n")
            << QStringList{QStringLiteral("message||p"), QStringLiteral("message|z|")} << qint64(500);
        QTest::newRow("bad retry ignored")
            << QByteArray("retry: 5x\ndata: q\n\n") << QStringList{QStringLiteral("message|q|")} << qint64(-1);
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF"
                                           "data: b\n\n")
                             << QStringList{QStringLiteral("message|b|")} << qint64(-1);
        QTest::newRow("endpoint") << QByteArray("event: endpoint\ndata: /messages?sessionId=1\n\n")
                                  << QStringList{QStringLiteral("endpoint|/messages?sessionId=1|")} << qint64(-1);
        QTest::newRow("fields without data dispatch nothing")
            << QByteArray("event: x\nid: 3\n\n") << QStringList{} << qint64(-1);
    }

    void sseParser()
    {
        QFETCH(QByteArray, stream);
        QFETCH(QStringList, events);
        QFETCH(qint64, retry);
        auto describe = [](const QList<SseEvent> &list) {
            QStringList out;
            for (const SseEvent &e : list)
                out << QString::fromUtf8(e.type() + '|' + e.data + '|' + e.id);
            return out;
        };
        // All at once, and one byte at a time: the same events.
        SseParser whole;
        QList<SseEvent> a;
        QVERIFY(whole.append(stream, &a));
        QCOMPARE(describe(a), events);
        QCOMPARE(whole.retryMs(), retry);
        SseParser bytes;
        QList<SseEvent> b;
        for (char c : stream)
            QVERIFY(bytes.append(QByteArray(1, c), &b));
        QCOMPARE(describe(b), events);
        QCOMPARE(bytes.retryMs(), retry);
        SseEvent partial;
        QVERIFY(!bytes.finish(&partial));
    }

    void sseParserLimitsAndCuts()
    {
        SseParser small(1000);
        QList<SseEvent> events;
        QVERIFY(!small.append("data: " + QByteArray(2000, 'x'), &events));
        QVERIFY(small.tooLarge());
        // A huge event fed in small chunks is found once, without quadratic rescans.
        SseParser big;
        const QByteArray chunk(16 * 1024, 'y');
        QVERIFY(big.append("data: ", &events));
        for (int i = 0; i < 640; ++i) // 10 MiB
            QVERIFY(big.append(chunk, &events));
        QVERIFY(big.append("\n\n", &events));
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.constFirst().data.size(), 640 * chunk.size());
        SseParser cut;
        events.clear();
        QVERIFY(cut.append("data: {\"a\":1}\n", &events));
        SseEvent partial;
        QVERIFY(cut.finish(&partial));
        QCOMPARE(partial.data, QByteArray("{\"a\":1}"));
        QVERIFY(events.isEmpty());
    }

    void configNames()
    {
        HttpServerConfig::Kind kind;
        QVERIFY(HttpServerConfig::kindFromName(QStringLiteral("streamable-http"), &kind));
        QCOMPARE(kind, HttpServerConfig::Kind::StreamableHttp);
        QVERIFY(HttpServerConfig::kindFromName(QStringLiteral("sse"), &kind));
        QCOMPARE(kind, HttpServerConfig::Kind::Sse);
        QVERIFY(!HttpServerConfig::kindFromName(QStringLiteral("websocket"), &kind));
        QCOMPARE(HttpServerConfig::kindForUrl(QUrl(QStringLiteral("http://h/sse"))), HttpServerConfig::Kind::Sse);
        QCOMPARE(HttpServerConfig::kindForUrl(QUrl(QStringLiteral("http://h/mcp"))),
                 HttpServerConfig::Kind::StreamableHttp);
        QPair<QByteArray, QByteArray> h;
        QVERIFY(HttpServerConfig::parseHeader(QStringLiteral("X-Api-Key:  abc def "), &h));
        QCOMPARE(h.first, QByteArray("X-Api-Key"));
        QCOMPARE(h.second, QByteArray("abc def"));
        QVERIFY(!HttpServerConfig::parseHeader(QStringLiteral("no colon"), &h));
        QVERIFY(!HttpServerConfig::parseHeader(QStringLiteral("bad name: x"), &h));
    }

    void everythingOverStreamableHttp()
    {
        NodeServer server;
        QVERIFY2(server.startEverything(QStringLiteral("streamableHttp")),
                 "server-everything (npm peer) did not start");
        HttpServerConfig config = Remote::config(server.url(QStringLiteral("/mcp")));
        config.headers.append({QByteArrayLiteral("X-Api-Key"), QByteArrayLiteral("secret-value-123")});
        Remote remote(config);
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        QCOMPARE(remote.client.protocolVersion(), QStringLiteral("2025-11-25"));
        QCOMPARE(remote.transport->activeKind(), HttpServerConfig::Kind::StreamableHttp);
        QVERIFY(!remote.transport->sessionId().isEmpty());

        bool done = false;
        Reply list;
        remote.client.requestAll(QStringLiteral("tools/list"), QStringLiteral("tools"), {}, nullptr,
                                 [&](const Reply &r) {
                                     list = r;
                                     done = true;
                                 });
        QVERIFY(QTest::qWaitFor([&] { return done; }, 20000));
        QVERIFY2(list.ok(), qPrintable(list.errorMessage));
        QVERIFY(list.result.object().value(QStringLiteral("tools")).toArray().size() >= 14);

        const Reply echo = remote.call(
            QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("echo")},
             {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("über HTTP")}}}});
        QVERIFY2(echo.ok(), qPrintable(echo.errorMessage));
        QVERIFY(QJsonDocument(echo.result.object()).toJson().contains("über HTTP"));

        // The server asks roots/list on its GET stream after initialized; we answer by POST.
        QVERIFY2(QTest::qWaitFor([&] { return remote.handler.rootsAsked > 0; }, 10000),
                 qPrintable(remote.lifecycleText()));
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (const SessionEvent &e : remote.session.events())
                    if (e.type == SessionEvent::Type::Sent && e.message.isResponse())
                        return true;
                return false;
            },
            5000));

        // Every exchange is in the session, with what matters and without secrets.
        const QList<const HttpExchange *> exchanges = remote.exchanges();
        QVERIFY(exchanges.size() >= 4);
        bool sawGet = false, sawSse = false;
        for (const HttpExchange *x : exchanges) {
            QVERIFY(!x->method.isEmpty());
            for (const auto &h : x->requestHeaders)
                QVERIFY2(!h.second.contains("secret-value-123"), h.first.constData());
            if (x->method == "GET" && x->status == 200)
                sawGet = true;
            if (x->contentType == "text/event-stream")
                sawSse = true;
            if (x->method == "POST" && x->status == 200 && x->id > 1) {
                QCOMPARE(HttpExchange::header(x->requestHeaders, "MCP-Protocol-Version"), QByteArray("2025-11-25"));
                QCOMPARE(HttpExchange::header(x->requestHeaders, "Mcp-Session-Id"), remote.transport->sessionId());
            }
        }
        QVERIFY(sawGet);
        QVERIFY(sawSse);
        // Messages that came in an SSE event name their exchange.
        bool linked = false;
        for (const SessionEvent &e : remote.session.events())
            linked = linked || (e.type == SessionEvent::Type::Received && e.exchange > 0);
        QVERIFY(linked);
        QVERIFY2(remote.ownErrors().isEmpty(), qPrintable(remote.ownErrors().join(QLatin1Char('\n'))));
        for (const Diagnostic &d : remote.session.diagnostics())
            QVERIFY2(!d.code.startsWith(QLatin1String("http.")),
                     qPrintable(d.code + QStringLiteral(": ") + d.message + QStringLiteral(" (")
                                + remote.describe(d.messageIndex) + QLatin1Char(')')));

        // Disconnecting ends the session on the server (DELETE).
        QSignalSpy exited(remote.transport, &Transport::exited);
        remote.client.disconnectFromServer();
        QVERIFY(exited.wait(5000));
        bool sawDelete = false;
        for (const HttpExchange *x : remote.exchanges())
            sawDelete = sawDelete || (x->method == "DELETE" && x->status >= 200 && x->status < 300);
        QVERIFY(sawDelete);

        // The session file keeps the HTTP rows and reads back the same.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("http.jsonl"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(remote.session.save(&file));
        }
        Session loaded;
        QJsonObject header;
        QString error;
        QVERIFY2(Session::load(path, &loaded, &header, &error), qPrintable(error));
        QCOMPARE(header.value(QStringLiteral("version")).toInt(), 2);
        QCOMPARE(loaded.count(), remote.session.count());
        for (qsizetype i = 0; i < loaded.count(); ++i) {
            QCOMPARE(loaded.eventAt(i).type, remote.session.eventAt(i).type);
            if (loaded.eventAt(i).http)
                QCOMPARE(loaded.eventAt(i).http->summary(), remote.session.eventAt(i).http->summary());
            QCOMPARE(loaded.eventAt(i).exchange, remote.session.eventAt(i).exchange);
        }
    }

    void everythingOverSse()
    {
        NodeServer server;
        QVERIFY2(server.startEverything(QStringLiteral("sse")), "server-everything (npm peer) did not start");
        Remote remote(Remote::config(server.url(QStringLiteral("/sse"))));
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        QCOMPARE(remote.transport->activeKind(), HttpServerConfig::Kind::Sse);
        const Reply list = remote.call(QStringLiteral("tools/list"));
        QVERIFY2(list.ok(), qPrintable(list.errorMessage));
        QVERIFY(list.result.object().value(QStringLiteral("tools")).toArray().size() >= 14);
        const Reply sum = remote.call(
            QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("get-sum")},
             {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("a"), 2}, {QStringLiteral("b"), 3}}}});
        QVERIFY2(sum.ok(), qPrintable(sum.errorMessage));
        QVERIFY(QJsonDocument(sum.result.object()).toJson().contains('5'));
        QVERIFY(remote.lifecycleText().contains(QLatin1String("address for messages")));
        QVERIFY2(remote.ownErrors().isEmpty(), qPrintable(remote.ownErrors().join(QLatin1Char('\n'))));
    }

    void connectionRefused()
    {
        Remote remote(Remote::config(QUrl(QStringLiteral("http://127.0.0.1:%1/mcp").arg(freePort()))));
        QVERIFY(!remote.connectAndWait(10000));
        QVERIFY2(remote.client.failureReason().contains(QLatin1String("refused")),
                 qPrintable(remote.client.failureReason()));
        QCOMPARE(remote.exchanges().size(), 1);
        QCOMPARE(remote.exchanges().constFirst()->phase, HttpExchange::Phase::Failed);
    }

    void notAnAddress()
    {
        Remote remote(Remote::config(QUrl(QStringLiteral("ftp://127.0.0.1/mcp"))));
        QVERIFY(!remote.connectAndWait(5000));
        QVERIFY2(remote.client.failureReason().contains(QLatin1String("http://")),
                 qPrintable(remote.client.failureReason()));
    }

    void htmlInsteadOfJson()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("html")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY(!remote.connectAndWait(10000));
        const QString reason = remote.client.failureReason();
        QVERIFY2(reason.contains(QLatin1String("text/html")) && reason.contains(QLatin1String("Sign in")),
                 qPrintable(reason));
        // What came back is kept, and named.
        QVERIFY(!remote.exchanges().isEmpty());
        QVERIFY(remote.exchanges().constFirst()->body.contains("Sign in"));
        QVERIFY2(remote.codes().contains(QStringLiteral("http.contentType")),
                 qPrintable(remote.codes().join(QLatin1Char(' '))));
    }

    void serverError()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("error500")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        QElapsedTimer clock;
        clock.start();
        const Reply list = remote.call(QStringLiteral("tools/list"));
        QCOMPARE(list.status, Reply::Status::Disconnected);
        QVERIFY2(list.errorMessage.contains(QLatin1String("500"))
                     && list.errorMessage.contains(QLatin1String("database")),
                 qPrintable(list.errorMessage));
        QVERIFY(clock.elapsed() < 10000); // told at once, not after the request timeout
        QVERIFY(remote.codes().contains(QStringLiteral("http.status.serverError")));
        QCOMPARE(remote.client.state(), McpClient::State::Ready);
    }

    void sessionGone()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("session-gone")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        remote.call(QStringLiteral("tools/list"));
        QTRY_COMPARE_WITH_TIMEOUT(remote.client.state(), McpClient::State::Failed, 5000);
        QVERIFY2(remote.client.failureReason().contains(QLatin1String("no longer knows session faulty-session-1")),
                 qPrintable(remote.client.failureReason()));
    }

    void streamCutMidEvent()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("sse-cut")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        const Reply list = remote.call(QStringLiteral("tools/list"));
        QCOMPARE(list.status, Reply::Status::Disconnected);
        QVERIFY2(list.errorMessage.contains(QLatin1String("before it answered")), qPrintable(list.errorMessage));
        QVERIFY(remote.codes().contains(QStringLiteral("http.sse.framing")));
        // The cut event's bytes stay visible with its exchange.
        bool kept = false;
        for (const HttpExchange *x : remote.exchanges())
            kept = kept || (x->phase == HttpExchange::Phase::StreamEnd && x->body.contains("\"tools\""));
        QVERIFY(kept);
    }

    void fiftyMegabyteEvent()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("sse-huge")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        const Reply list = remote.call(QStringLiteral("tools/list"), {}, -1, 60000);
        QVERIFY2(list.ok(), qPrintable(list.errorMessage));
        QCOMPARE(list.result.object()
                     .value(QStringLiteral("tools"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("description"))
                     .toString()
                     .size(),
                 50 * 1024 * 1024);
    }

    void streamThatNeverEnds()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("never-ends")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        const Reply list = remote.call(QStringLiteral("tools/list"), {}, 1500);
        QCOMPARE(list.status, Reply::Status::Timeout);
        QCOMPARE(remote.client.state(), McpClient::State::Ready); // still usable
        const Reply ping = remote.call(QStringLiteral("ping"), {}, 1500);
        QCOMPARE(ping.status, Reply::Status::Timeout);
    }

    void redirectLoop()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("redirect-loop")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY(!remote.connectAndWait(10000));
        QVERIFY2(remote.client.failureReason().contains(QLatin1String("redirected more than")),
                 qPrintable(remote.client.failureReason()));
    }

    void authorizationRequired()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("unauthorized")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY(!remote.connectAndWait(10000));
        QVERIFY(remote.transport->authorizationRequired());
        QVERIFY2(remote.client.failureReason().contains(QLatin1String("needs authorization")),
                 qPrintable(remote.client.failureReason()));
        QVERIFY2(remote.client.failureReason().contains(QLatin1String("resource_metadata")),
                 qPrintable(remote.client.failureReason()));
    }

    void invalidUtf8()
    {
        NodeServer server;
        QVERIFY(server.startFaulty(QStringLiteral("invalid-utf8")));
        Remote remote(Remote::config(server.url(QStringLiteral("/mcp"))));
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        remote.call(QStringLiteral("tools/list"));
        QVERIFY2(remote.codes().contains(QStringLiteral("json.utf8")),
                 qPrintable(remote.codes().join(QLatin1Char(' '))));
    }
};

QTEST_GUILESS_MAIN(TestHttpTransport)
#include "tst_httptransport.moc"
