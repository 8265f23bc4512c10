// SPDX-License-Identifier: MIT
// mcpscope against a hostile MCP server and authorization server (tests/hostile/hostile_server.py,
// on loopback): what was sent where is read from the server's own log of every request it got,
// on its own origin and on a second one. Credentials stay with their origin on a redirect;
// nothing the server names is opened or fetched unless it is https (or http on this computer)
// and not inside this computer or its network; the authorization server's metadata must be of
// the issuer it was fetched for; oversized answers and SSE retry values are bounded.
#include "mcp/listenstream.h"
#include "mcp/serverrequesthandler.h"
#include "oauthharness.h"
#include "transport/urlpolicy.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrlQuery>

using namespace mcpscope;
using namespace mcpscope::test;

namespace {

/// Whether the session file @p recording holds a received message that contains @p text (as
/// the message's own bytes, "json", or as an escaped string, "raw").
bool recordsReceived(const QByteArray &recording, const QByteArray &text)
{
    for (const QByteArray &line : recording.split('\n')) {
        const QJsonObject event = QJsonDocument::fromJson(line).object();
        if (event.value(QStringLiteral("type")).toString() != QLatin1String("received"))
            continue;
        const QJsonValue json = event.value(QStringLiteral("json"));
        const QByteArray raw = json.isObject() ? QJsonDocument(json.toObject()).toJson(QJsonDocument::Compact)
                                               : event.value(QStringLiteral("raw")).toString().toUtf8();
        if (raw.contains(text))
            return true;
    }
    return false;
}

/// The hostile server, started for one scenario and stopped when this goes (its stdin closes).
class Hostile
{
public:
    explicit Hostile(const QString &scenario, const QStringList &extra = {})
    {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            return;
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(python, QStringList{sourceDir() + QStringLiteral("/tests/hostile/hostile_server.py"),
                                            QStringLiteral("--scenario"), scenario, QStringLiteral("--log"),
                                            m_dir.filePath(QStringLiteral("log.jsonl"))}
                                    + extra);
        if (!m_process.waitForStarted(10000) || !QTest::qWaitFor([this] { return m_process.canReadLine(); }, 15000))
            return;
        const QJsonObject ready = QJsonDocument::fromJson(m_process.readLine()).object();
        m_url = QUrl(ready.value(QStringLiteral("url")).toString());
        m_second = QUrl(ready.value(QStringLiteral("second")).toString());
        m_log = ready.value(QStringLiteral("log")).toString();
    }
    ~Hostile()
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(3000))
            m_process.kill();
        m_process.waitForFinished(3000);
    }
    bool ok() const { return m_url.isValid() && !m_url.isEmpty(); }
    QUrl url() const { return m_url; }
    QUrl second() const { return m_second; }
    /// Every request the server got (and the ends of its streamed answers), in order.
    QList<QJsonObject> log() const
    {
        QList<QJsonObject> out;
        QFile file(m_log);
        if (file.open(QIODevice::ReadOnly)) {
            while (!file.atEnd()) {
                const QJsonObject line = QJsonDocument::fromJson(file.readLine()).object();
                if (!line.isEmpty())
                    out << line;
            }
        }
        return out;
    }
    /// The requests that reached @p origin ("main" or "second") at a path starting with @p path.
    QList<QJsonObject> requests(const QString &origin, const QString &path = QString()) const
    {
        QList<QJsonObject> out;
        for (const QJsonObject &line : log()) {
            if (line.value(QStringLiteral("kind")).toString() == QLatin1String("request")
                && line.value(QStringLiteral("origin")).toString() == origin
                && line.value(QStringLiteral("path")).toString().startsWith(path))
                out << line;
        }
        return out;
    }
    QString logText() const
    {
        QFile file(m_log);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    QUrl m_url;
    QUrl m_second;
    QString m_log;
};

/// A plain Streamable HTTP connection with the user's own credentials in headers.
struct Plain
{
    Session session;
    HttpTransport *transport;
    McpClient client;

    explicit Plain(const QUrl &url)
        : transport(new HttpTransport(config(url)))
        , client(transport, &session)
    {
        transport->setParent(&client);
    }
    static HttpServerConfig config(const QUrl &url)
    {
        HttpServerConfig c;
        c.url = url;
        c.kind = HttpServerConfig::Kind::StreamableHttp;
        c.headers = {{"Authorization", "Bearer user-secret-token"}, {"X-Api-Key", "user-api-key"}};
        return c;
    }
    bool connectAndWait() { return connectAndWaitFor(client); }
    QString everything() const { return sessionText(session); }
};

/// A connection that signs in (Remote), with a secret store of its own.
struct SignIn
{
    QTemporaryDir dir;
    SecretStore store{SecretStore::Backend::File, dir.filePath(QStringLiteral("secrets.json"))};
    Remote remote;

    explicit SignIn(const QUrl &url)
        : remote(url, &store)
    {
    }
};

/// mcpscope's command line, with a configuration and an owner-only secret file of its own.
struct Cli
{
    QTemporaryDir config;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    int run(const QStringList &args, int timeoutMs = 60000)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        env.insert(QStringLiteral("MCPSCOPE_SECRET_STORE"), QStringLiteral("file"));
        p.setProcessEnvironment(env);
        p.start(mcpscopeBinary(), args);
        p.closeWriteChannel(); // not a terminal
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished(3000);
        }
        out = p.readAllStandardOutput();
        err = p.readAllStandardError();
        exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        return exitCode;
    }
};

/// mcpscope tap in front of @p upstream, recording to a session file of its own.
class Tap
{
public:
    explicit Tap(const QUrl &upstream, const QStringList &extra = {})
    {
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { m_stderr += m_process.readAllStandardError(); });
        m_process.start(mcpscopeBinary(),
                        QStringList{QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                                    QStringLiteral("--upstream"), upstream.toString(QUrl::FullyEncoded),
                                    QStringLiteral("--save-session"), m_dir.filePath(QStringLiteral("tap.jsonl"))}
                            + extra);
        static const QRegularExpression listening(QStringLiteral("listening on http://127\\.0\\.0\\.1:(\\d+)"));
        (void)QTest::qWaitFor(
            [this] {
                return listening.match(QString::fromUtf8(m_stderr)).hasMatch()
                       || m_process.state() == QProcess::NotRunning;
            },
            15000);
        m_port = quint16(listening.match(QString::fromUtf8(m_stderr)).captured(1).toUInt());
    }
    ~Tap()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(3000);
    }
    quint16 port() const { return m_port; }
    QByteArray errors() const { return m_stderr; }
    QByteArray recording() const
    {
        QFile file(m_dir.filePath(QStringLiteral("tap.jsonl")));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    QByteArray m_stderr;
    quint16 m_port = 0;
};

/// One HTTP/1.1 connection to the tap, spoken by hand: what comes back is seen byte for byte.
class RawHttp
{
public:
    explicit RawHttp(quint16 port) { m_socket.connectToHost(QHostAddress::LocalHost, port); }
    bool connected() { return m_socket.state() == QAbstractSocket::ConnectedState || m_socket.waitForConnected(5000); }
    /// Sends @p head (request line and headers, without the blank line) and waits for the answer's
    /// headers; returns them, and leaves in rest() whatever came with them. Bytes that come
    /// later are read at the start of the next exchange(): on a connection kept open, an answer
    /// that starts with its status line proves nothing stray came after the one before.
    QByteArray exchange(const QByteArray &head)
    {
        m_buffer.clear();
        m_socket.write(head + "\r\n\r\n");
        (void)QTest::qWaitFor(
            [this] {
                m_socket.waitForReadyRead(50);
                m_buffer += m_socket.readAll();
                return m_buffer.contains("\r\n\r\n") || m_socket.state() != QAbstractSocket::ConnectedState;
            },
            10000);
        m_buffer += m_socket.readAll();
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return m_buffer;
        m_rest = m_buffer.mid(end + 4);
        return m_buffer.left(end);
    }
    QByteArray rest() const { return m_rest; }
    QTcpSocket &socket() { return m_socket; }

private:
    QTcpSocket m_socket;
    QByteArray m_buffer;
    QByteArray m_rest;
};

/// Nothing of the user's credentials, the session or the message arrived at the second origin.
QString leaks(const Hostile &server)
{
    QStringList found;
    for (const QJsonObject &r : server.requests(QStringLiteral("second"))) {
        const QJsonObject headers = r.value(QStringLiteral("headers")).toObject();
        for (const char *name : {"authorization", "x-api-key", "mcp-session-id", "cookie"})
            if (headers.contains(QLatin1String(name)))
                found << QString::fromLatin1(name);
        if (!r.value(QStringLiteral("body")).toString().isEmpty())
            found << QStringLiteral("a body");
        found << r.value(QStringLiteral("method")).toString() + QLatin1Char(' ')
                     + r.value(QStringLiteral("path")).toString();
    }
    return found.join(QStringLiteral(", "));
}

} // namespace

/// A modern (MCP 2026-07-28) connection to the hostile server's "modern" scenario, with one
/// of its faults (--modern-fault).
struct Modern
{
    Hostile server;
    Session session;
    HttpTransport *transport = nullptr;
    McpClient client;

    Modern(const QString &fault, ProtocolEra era)
        : server(QStringLiteral("modern"), {QStringLiteral("--modern-fault"), fault})
        , transport(new HttpTransport(
              Plain::config(server.ok() ? server.url() : QUrl(QStringLiteral("http://127.0.0.1:9/mcp")))))
        , client(transport, &session)
    {
        transport->setParent(&client);
        client.setProtocolEra(era);
    }
    /// The received messages' bytes, in order: what the server sent stays in the session.
    QByteArray received() const
    {
        QByteArray out;
        for (const SessionEvent &e : session.events()) {
            if (e.type == SessionEvent::Type::Received)
                out += e.message.raw() + '\n';
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
};

/// Answers elicitations with a name; any other input request fails, saying so.
class NameAnswer : public ServerRequestHandler
{
public:
    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override
    {
        if (request.method() == QLatin1String("elicitation/create"))
            succeed(
                QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                            {QStringLiteral("content"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Ada")}}}});
        else
            fail(-32601, QStringLiteral("mcpscope does not know the input kind %1").arg(request.method()));
    }
};

class TestHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:

    void acceptedWithABodyIsNamedEveryTime_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("json body") << QStringList();
        QTest::newRow("text body") << QStringList{QStringLiteral("--accepted-text")};
    }
    void acceptedWithABodyIsNamedEveryTime()
    {
        // 202 has no body (Streamable HTTP): each answer that has one is named, not only the
        // first, and the connection goes on.
        QFETCH(QStringList, extra);
        Hostile server(QStringLiteral("accepted-body"), extra);
        QVERIFY(server.ok());
        Plain remote(server.url());
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        for (int i = 0; i < 3; ++i)
            remote.client.notify(QStringLiteral("notifications/roots/list_changed"));
        const Reply reply = callAndWait(remote.client, QStringLiteral("tools/list"));
        QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
        // notifications/initialized and the three above.
        QTRY_COMPARE_WITH_TIMEOUT(
            int(std::count_if(remote.session.diagnostics().cbegin(), remote.session.diagnostics().cend(),
                              [](const Diagnostic &d) { return d.code == QLatin1String("http.accepted.body"); })),
            4, 10000);
    }

    // --- MCP 2026-07-28 ---------------------------------------------------------------------
    void modernDiscoveryFaults_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("said");
        QTest::addColumn<bool>("endpoint"); ///< the answer says it is no MCP endpoint at all
        QTest::newRow("garbage") << QStringLiteral("discover-garbage") << QStringLiteral("garbage{{{") << false;
        QTest::newRow("html") << QStringLiteral("discover-html") << QStringLiteral("text/html") << true;
        QTest::newRow("400 text") << QStringLiteral("discover-400-text") << QStringLiteral("400") << false;
        QTest::newRow("initialize result")
            << QStringLiteral("discover-initialize") << QStringLiteral("initialize result") << false;
    }
    void modernDiscoveryFaults()
    {
        // Modern fails loudly, in plain words; Auto falls back to initialize. Either way what
        // the server sent stays in the session.
        QFETCH(QString, fault);
        QFETCH(QString, said);
        QFETCH(bool, endpoint);
        {
            Modern m(fault, ProtocolEra::Modern);
            QVERIFY(m.server.ok());
            QElapsedTimer clock;
            clock.start();
            QVERIFY(!connectAndWaitFor(m.client));
            // Named as soon as it is known, not after the handshake's timeout.
            QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
            QCOMPARE(m.client.state(), McpClient::State::Failed);
            const QString reason = m.client.failureReason();
            QVERIFY2(reason.contains(said), qPrintable(reason));
            if (!endpoint)
                QVERIFY2(reason.contains(QLatin1String("2026-07-28")) && reason.contains(QLatin1String("Legacy")),
                         qPrintable(reason));
        }
        if (endpoint) {
            // A web page is no MCP endpoint in any era: Auto stops with the same words.
            Modern m(fault, ProtocolEra::Auto);
            QVERIFY(!connectAndWaitFor(m.client));
            QVERIFY2(m.client.failureReason().contains(said), qPrintable(m.client.failureReason()));
            return;
        }
        {
            Modern m(fault, ProtocolEra::Auto);
            QVERIFY2(connectAndWaitFor(m.client), qPrintable(m.client.failureReason() + sessionText(m.session)));
            QVERIFY(!m.client.isModern());
            QVERIFY2(sessionText(m.session).contains(QLatin1String("falls back to initialize")),
                     qPrintable(sessionText(m.session)));
        }
    }

    void modernErrorWithoutData()
    {
        // -32022 without its list of supported versions: the request ends with the error
        // explained, and is not sent again with a version picked from nothing.
        Modern m(QStringLiteral("error-no-data"), ProtocolEra::Modern);
        QVERIFY2(connectAndWaitFor(m.client), qPrintable(m.client.failureReason()));
        const Reply reply = callAndWait(m.client, QStringLiteral("tools/list"));
        QCOMPARE(reply.status, Reply::Status::Error);
        QCOMPARE(reply.errorCode, -32022);
        int lists = 0;
        for (const SessionEvent &e : m.session.events())
            lists += e.type == SessionEvent::Type::Sent && e.message.method() == QLatin1String("tools/list");
        QCOMPARE(lists, 1);
        QVERIFY2(m.codes().join(QLatin1Char(' ')).contains(QLatin1String("modern")),
                 qPrintable(m.codes().join(QLatin1Char(' '))));
    }

    void modernHugeRequestState()
    {
        // A requestState of 10 MB is echoed unchanged (the server checks it), and the call ends.
        Modern m(QStringLiteral("big-state"), ProtocolEra::Modern);
        NameAnswer answers;
        m.client.setServerRequestHandler(&answers);
        QVERIFY2(connectAndWaitFor(m.client), qPrintable(m.client.failureReason()));
        Reply reply;
        bool done = false;
        m.client.request(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("ask")}}, nullptr,
                         [&](const Reply &r) {
                             reply = r;
                             done = true;
                         });
        QVERIFY(QTest::qWaitFor([&] { return done; }, 30000));
        QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
        QCOMPARE(reply.rounds, 2);
        QVERIFY(!m.codes().contains(QStringLiteral("modern.requestState.changed")));
    }

    void modernUnknownInputKind()
    {
        // An input request of a kind mcpscope cannot answer: the call ends with that reason at
        // once, not after a timeout, and the request is in the session as it came.
        Modern m(QStringLiteral("unknown-input"), ProtocolEra::Modern);
        NameAnswer answers;
        m.client.setServerRequestHandler(&answers);
        QVERIFY2(connectAndWaitFor(m.client), qPrintable(m.client.failureReason()));
        QElapsedTimer clock;
        clock.start();
        Reply reply;
        bool done = false;
        m.client.request(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("ask")}}, nullptr,
                         [&](const Reply &r) {
                             reply = r;
                             done = true;
                         });
        QVERIFY(QTest::qWaitFor([&] { return done; }, 30000));
        QVERIFY(clock.elapsed() < 15000);
        QCOMPARE(reply.status, Reply::Status::Error);
        QVERIFY2(reply.errorMessage.contains(QLatin1String("telepathy/read")), qPrintable(reply.errorMessage));
        QVERIFY(m.received().contains("telepathy/read"));
    }

    void modernListenFaults()
    {
        // A stream that is never acknowledged stays "opening", and says so; a notification
        // without its subscription id is kept, and named by the validator.
        {
            Modern m(QStringLiteral("listen-no-ack"), ProtocolEra::Modern);
            ListenStream stream;
            stream.setClient(&m.client);
            QVERIFY2(connectAndWaitFor(m.client), qPrintable(m.client.failureReason()));
            QTRY_VERIFY_WITH_TIMEOUT(m.received().contains("notifications/tools/list_changed"), 20000);
            QCOMPARE(stream.state(), ListenStream::State::Opening);
            QTRY_VERIFY_WITH_TIMEOUT(stream.stateText().contains(QLatin1String("acknowledged")),
                                     ListenStream::AcknowledgmentWaitMs + 5000);
            QVERIFY2(m.codes().contains(QStringLiteral("modern.listen.unacknowledged")),
                     qPrintable(m.codes().join(QLatin1Char(' '))));
        }
        {
            Modern m(QStringLiteral("listen-no-id"), ProtocolEra::Modern);
            ListenStream stream;
            stream.setClient(&m.client);
            QVERIFY2(connectAndWaitFor(m.client), qPrintable(m.client.failureReason()));
            QTRY_COMPARE_WITH_TIMEOUT(stream.state(), ListenStream::State::Listening, 20000);
            QTRY_VERIFY_WITH_TIMEOUT(m.received().contains("notifications/tools/list_changed"), 20000);
            QVERIFY2(m.codes().contains(QStringLiteral("modern.listen.subscriptionId")),
                     qPrintable(m.codes().join(QLatin1Char(' '))));
        }
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty(),
                 "python3 runs the hostile server (scripts/dev's environment has it)");
        Hostile probe(QStringLiteral("honest"));
        QVERIFY2(probe.ok(), "tests/hostile/hostile_server.py did not start");
    }

    void urlPolicy_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("server");
        QTest::addColumn<bool>("signIn"); // may be opened for a sign-in
        QTest::addColumn<bool>("target"); // may be fetched when the server names it
        const QString publicServer = QStringLiteral("https://mcp.example.com/mcp");
        const QString localServer = QStringLiteral("http://127.0.0.1:3000/mcp");
        QTest::newRow("https public") << "https://auth.example.com/authorize" << publicServer << true << true;
        QTest::newRow("http public") << "http://auth.example.com/authorize" << publicServer << false << true;
        QTest::newRow("http loopback") << "http://127.0.0.1:9000/authorize" << localServer << true << true;
        QTest::newRow("http localhost") << "http://localhost:9000/authorize" << localServer << true << true;
        QTest::newRow("file") << "file:///etc/passwd" << publicServer << false << true;
        QTest::newRow("smb") << "smb://127.0.0.1/share" << publicServer << false << false;
        QTest::newRow("search-ms") << "search-ms:query=x&crumb=location:%5C%5Chost" << publicServer << false << true;
        QTest::newRow("custom") << "vscode://x/authorize" << publicServer << false << true;
        QTest::newRow("javascript") << "javascript:alert(1)" << publicServer << false << true;
        QTest::newRow("cloud metadata") << "http://169.254.169.254/latest" << publicServer << false << false;
        QTest::newRow("cloud metadata from loopback") << "https://169.254.169.254/x" << localServer << true << false;
        QTest::newRow("metadata name") << "https://metadata.google.internal/x" << publicServer << true << false;
        QTest::newRow("private 10") << "https://10.0.0.1/x" << publicServer << true << false;
        QTest::newRow("private 192.168") << "https://192.168.1.1/x" << publicServer << true << false;
        QTest::newRow("private 172.16") << "https://172.20.0.1/x" << publicServer << true << false;
        QTest::newRow("link-local v6") << "https://[fe80::1]/x" << publicServer << true << false;
        QTest::newRow("mapped v4") << "https://[::ffff:10.0.0.1]/x" << publicServer << true << false;
        QTest::newRow("loopback from public") << "https://127.0.0.1/x" << publicServer << true << false;
        QTest::newRow("localhost from public") << "https://localhost/x" << publicServer << true << false;
        QTest::newRow("loopback from loopback") << "https://127.0.0.2/x" << localServer << true << true;
        QTest::newRow("private from loopback") << "https://10.0.0.1/x" << localServer << true << false;
        QTest::newRow("own host") << "https://10.1.2.3:8443/as" << "https://10.1.2.3/mcp" << true << true;
    }

    void urlPolicy()
    {
        QFETCH(QString, url);
        QFETCH(QString, server);
        QFETCH(bool, signIn);
        QFETCH(bool, target);
        const QString scheme = urlpolicy::signInUrlProblem(QUrl(url), QStringLiteral("The address"));
        QVERIFY2(scheme.isEmpty() == signIn, qPrintable(scheme));
        const QString where = urlpolicy::privateTargetProblem(QUrl(url), QUrl(server), QStringLiteral("The address"));
        QVERIFY2(where.isEmpty() == target, qPrintable(where));
    }

    void redirectPolicy()
    {
        const QUrl a(QStringLiteral("https://mcp.example.com/mcp"));
        QVERIFY(urlpolicy::redirectProblem(a, QUrl(QStringLiteral("https://mcp.example.com:443/other"))).isEmpty());
        QVERIFY(urlpolicy::redirectProblem(a, QUrl(QStringLiteral("https://MCP.example.com/mcp/"))).isEmpty());
        for (const char *other : {"https://evil.example/mcp", "https://mcp.example.com:8443/mcp",
                                  "http://mcp.example.com/mcp", "https://mcp.example.com.evil.example/mcp"}) {
            const QString problem = urlpolicy::redirectProblem(a, QUrl(QString::fromLatin1(other)));
            QVERIFY2(!problem.isEmpty(), other);
            QVERIFY2(problem.contains(QLatin1String("https://mcp.example.com:443")), qPrintable(problem));
        }
    }

    void crossOriginRedirectKeepsCredentials_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("when");
        for (const char *status : {"302", "307", "308"}) {
            for (const char *when : {"all", "after-initialize"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(status), QLatin1String(when))))
                    << QStringLiteral("redirect-") + QLatin1String(status) << QString::fromLatin1(when);
        }
    }

    void crossOriginRedirectKeepsCredentials()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, when);
        Hostile server(scenario, {QStringLiteral("--redirect-on"), when});
        QVERIFY(server.ok());
        Plain remote(server.url());
        const bool ready = remote.connectAndWait();
        QString reason = remote.client.failureReason();
        if (when == QLatin1String("after-initialize")) {
            // The session started on the main origin; the next request is redirected.
            QVERIFY2(ready, qPrintable(reason + remote.everything()));
            const Reply reply = callAndWait(remote.client, QStringLiteral("tools/list"));
            QVERIFY(!reply.ok());
            reason = reply.errorMessage;
        } else {
            QVERIFY(!ready);
        }
        // Stopped, in words that name both origins.
        const QString mainOrigin = urlpolicy::origin(server.url());
        const QString secondOrigin = urlpolicy::origin(server.second());
        QVERIFY2(reason.contains(mainOrigin) && reason.contains(secondOrigin)
                     && reason.contains(QLatin1String("another origin")),
                 qPrintable(reason + QLatin1Char('\n') + remote.everything()));
        // And nothing went there: not the user's token, not the API key, not the session, not the message.
        QVERIFY2(server.requests(QStringLiteral("second")).isEmpty(), qPrintable(leaks(server)));
        QVERIFY(!server.requests(QStringLiteral("main"), QStringLiteral("/mcp")).isEmpty());
    }

    void unansweredNotificationsDoNotBlock_data()
    {
        QTest::addColumn<QString>("hang");
        QTest::newRow("no headers") << QStringLiteral("headers");
        QTest::newRow("an open stream") << QStringLiteral("stream");
    }

    void unansweredNotificationsDoNotBlock()
    {
        // Qt keeps six connections to a host. Eight notifications the server never finishes
        // answering must not leave a request after them waiting for a free one.
        QFETCH(QString, hang);
        Hostile server(QStringLiteral("hang-notifications"), {QStringLiteral("--hang"), hang});
        QVERIFY(server.ok());
        HttpServerConfig config = Plain::config(server.url());
        config.connectTimeoutMs = 2000;
        Session session;
        auto *transport = new HttpTransport(config);
        McpClient client(transport, &session);
        transport->setParent(&client);
        QVERIFY2(connectAndWaitFor(client), qPrintable(client.failureReason() + sessionText(session)));
        for (int i = 0; i < 8; ++i)
            client.notify(QStringLiteral("notifications/roots/list_changed"));
        const Reply reply = callAndWait(client, QStringLiteral("tools/list"));
        QVERIFY2(reply.ok(), qPrintable(reply.errorMessage + sessionText(session)));
        QVERIFY2(sessionText(session).contains(QLatin1String("202 Accepted at once")),
                 qPrintable(sessionText(session)));
    }

    void sseEventWithoutDataIsNamedAtOnce()
    {
        // A stream whose event is a JSON text without "data: " in front: SSE drops the event, the
        // answer can never arrive. The request ends at once, saying why, not after its timeout.
        Hostile server(QStringLiteral("sse-no-data"));
        QVERIFY(server.ok());
        Session session;
        auto *transport = new HttpTransport(Plain::config(server.url()));
        McpClient client(transport, &session);
        transport->setParent(&client);
        QVERIFY2(connectAndWaitFor(client), qPrintable(client.failureReason() + sessionText(session)));
        QElapsedTimer clock;
        clock.start();
        const Reply reply = callAndWait(client, QStringLiteral("tools/list"));
        QVERIFY(!reply.ok());
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(reply.errorMessage.contains(QLatin1String("without a \"data:\" line")),
                 qPrintable(reply.errorMessage));
        QVERIFY2(sessionText(session).contains(QLatin1String("without a \"data:\" line")),
                 qPrintable(sessionText(session)));
    }

    void tapAnswersWithoutABodyWhereThereIsNone()
    {
        // HEAD, 204 and 304 have no body: a chunked end there would be read as the start of the
        // next answer on the connection, and every answer after it would be off by five bytes.
        Hostile server(QStringLiteral("proxy-target"));
        QVERIFY(server.ok());
        Tap tap(server.url());
        QVERIFY2(tap.port(), tap.errors().constData());
        RawHttp http(tap.port());
        QVERIFY(http.connected());
        const QByteArray host = "Host: 127.0.0.1:" + QByteArray::number(tap.port());
        const QByteArray head = http.exchange("HEAD /head HTTP/1.1\r\n" + host);
        QVERIFY2(head.startsWith("HTTP/1.1 200"), head.constData());
        QCOMPARE(head.toLower().count("content-length:"), 1);
        QVERIFY2(http.rest().isEmpty(), http.rest().toPercentEncoding().constData());
        for (const char *path : {"/nocontent", "/notmodified"}) {
            const QByteArray answer = http.exchange("GET " + QByteArray(path) + " HTTP/1.1\r\n" + host);
            QVERIFY2(answer.startsWith("HTTP/1.1 204") || answer.startsWith("HTTP/1.1 304"), answer.constData());
            QVERIFY2(http.rest().isEmpty(), http.rest().toPercentEncoding().constData());
        }
        // The same connection still speaks HTTP, and nothing stray came after the last answer
        // (it would come before this one's status line).
        const QByteArray echo = http.exchange("GET /echo HTTP/1.1\r\n" + host);
        QVERIFY2(echo.startsWith("HTTP/1.1 200"), echo.constData());
    }

    void tapPassesOnWhatIsTheUpstreams()
    {
        Hostile server(QStringLiteral("proxy-target"));
        QVERIFY(server.ok());
        QUrl upstream = server.url();
        upstream.setQuery(QStringLiteral("key=upstream-key-value&tenant=t1"));
        Tap tap(upstream, {QStringLiteral("--secret-header"), QStringLiteral("X-Tenant-Pin")});
        QVERIFY2(tap.port(), tap.errors().constData());
        // The upstream URL's key is in no line the tap writes.
        QVERIFY2(!tap.errors().contains("upstream-key-value"), tap.errors().constData());
        RawHttp http(tap.port());
        QVERIFY(http.connected());
        const QByteArray host = "Host: 127.0.0.1:" + QByteArray::number(tap.port());
        const QByteArray answer
            = http.exchange("GET /mcp/echo?page=2 HTTP/1.1\r\n" + host
                            + "\r\nProxy-Authorization: Basic cHJveHk6c2VjcmV0\r\nConnection: keep-alive, X-Hop"
                              "\r\nX-Hop: hop-value\r\nX-Kept: kept-value\r\nX-Tenant-Pin: pin-4711"
                              "\r\nX-Forwarded-Credential: Bearer shaped-credential-value");
        QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
        QVERIFY(QTest::qWaitFor(
            [&] { return !server.requests(QStringLiteral("main"), QStringLiteral("/mcp/echo")).isEmpty(); }, 5000));
        const QJsonObject arrived = server.requests(QStringLiteral("main"), QStringLiteral("/mcp/echo")).constLast();
        // The upstream's own query stays, the host's follows it.
        QCOMPARE(arrived.value(QStringLiteral("path")).toString(),
                 QStringLiteral("/mcp/echo?key=upstream-key-value&tenant=t1&page=2"));
        const QJsonObject headers = arrived.value(QStringLiteral("headers")).toObject();
        QVERIFY2(!headers.contains(QLatin1String("proxy-authorization")), QJsonDocument(headers).toJson().constData());
        QVERIFY2(!headers.contains(QLatin1String("x-hop")), QJsonDocument(headers).toJson().constData());
        QCOMPARE(headers.value(QStringLiteral("x-kept")).toString(), QStringLiteral("kept-value"));
        // A header the user marked secret, and one whose value has a credential's shape: passed
        // on, and redacted in the recording (written once the exchange is over: waited for).
        QCOMPARE(headers.value(QStringLiteral("x-tenant-pin")).toString(), QStringLiteral("pin-4711"));
        // (The echo's body shows them: the server's content. The recorded request does not.)
        QTRY_VERIFY2(tap.recording().contains(R"(["x-tenant-pin","[redacted]"])"), tap.recording().constData());
        QTRY_VERIFY2(tap.recording().contains(R"(["x-forwarded-credential","[redacted]"])"),
                     tap.recording().constData());
        // (The echo's body names it: that is the server's content. No address or header does.)
        static const QRegularExpression recordedUrl(QStringLiteral("\"url\":\"[^\"]*upstream-key-value"));
        QVERIFY2(!recordedUrl.match(QString::fromUtf8(tap.recording())).hasMatch(), tap.recording().constData());
        QVERIFY(!tap.recording().contains("cHJveHk6c2VjcmV0"));
    }

    void tapRefusesOtherWebPages_data()
    {
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<bool>("passes");
        QTest::newRow("rebound host name") << QByteArray("Host: evil.example") << false;
        QTest::newRow("another page") << QByteArray("Origin: https://evil.example") << false;
        QTest::newRow("a sandboxed page") << QByteArray("Origin: null") << false;
        QTest::newRow("a page on this computer") << QByteArray("Origin: http://localhost:6274") << true;
        QTest::newRow("no browser") << QByteArray() << true;
    }

    void tapRefusesOtherWebPages()
    {
        QFETCH(QByteArray, headers);
        QFETCH(bool, passes);
        Hostile server(QStringLiteral("proxy-target"));
        QVERIFY(server.ok());
        Tap tap(server.url());
        QVERIFY2(tap.port(), tap.errors().constData());
        RawHttp http(tap.port());
        QVERIFY(http.connected());
        QByteArray head = "GET /echo HTTP/1.1";
        if (!headers.startsWith("Host:"))
            head += "\r\nHost: 127.0.0.1:" + QByteArray::number(tap.port());
        if (!headers.isEmpty())
            head += "\r\n" + headers;
        const QByteArray answer = http.exchange(head);
        QCOMPARE(answer.startsWith("HTTP/1.1 200"), passes);
        if (!passes) {
            QVERIFY2(answer.startsWith("HTTP/1.1 403"), answer.constData());
            QTRY_VERIFY2(tap.errors().contains("refused a request"), tap.errors().constData());
            // A request the tap passes on, sent after it: once the server has it, the refused
            // one, had it been passed on, would be there before it.
            RawHttp after(tap.port());
            QVERIFY(after.connected());
            QVERIFY(after.exchange("GET /echo HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(tap.port()))
                        .startsWith("HTTP/1.1 200"));
            QTRY_VERIFY(!server.requests(QStringLiteral("main"), QStringLiteral("/echo")).isEmpty());
            QCOMPARE(server.requests(QStringLiteral("main"), QStringLiteral("/echo")).size(), 1);
        }
    }

    void tapRecordsCompressedAnswers()
    {
        // The upstream compresses its answers: the host still gets them, and the recording has
        // the messages, not an empty exchange.
        Hostile server(QStringLiteral("gzip"));
        QVERIFY(server.ok());
        Tap tap(server.url());
        QVERIFY2(tap.port(), tap.errors().constData());
        Cli cli;
        QCOMPARE(cli.run({QStringLiteral("--cli"), QStringLiteral("http://127.0.0.1:%1/mcp").arg(tap.port()),
                          QStringLiteral("--method"), QStringLiteral("tools/list")}),
                 0);
        QVERIFY2(cli.out.contains("\"tools\""), cli.err.constData());
        QVERIFY(QTest::qWaitFor([&] { return recordsReceived(tap.recording(), "\"tools\""); }, 5000));
        // The upstream did answer compressed.
        bool compressed = false;
        for (const QJsonObject &r : server.requests(QStringLiteral("main"), QStringLiteral("/mcp")))
            compressed = compressed
                         || r.value(QStringLiteral("headers"))
                                .toObject()
                                .value(QStringLiteral("accept-encoding"))
                                .toString()
                                .contains(QLatin1String("gzip"));
        QVERIFY(compressed);
    }

    void tapBoundsWhatAHostDoesNotRead()
    {
        // A host that stops reading a long stream: the tap passes on no more than the host takes,
        // and holds a bounded part of the rest; beyond it the stream ends, said, instead of the
        // tap's memory growing with the stream.
        Hostile server(QStringLiteral("proxy-target"), {QStringLiteral("--stream-mib"), QStringLiteral("512")});
        QVERIFY(server.ok());
        Tap tap(server.url());
        QVERIFY2(tap.port(), tap.errors().constData());
        RawHttp http(tap.port());
        QVERIFY(http.connected());
        http.socket().setReadBufferSize(64 * 1024);
        const QByteArray answer
            = http.exchange("GET /big-stream HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(tap.port()));
        QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
        QTest::qWait(3000); // the host reads nothing more meanwhile
        QNetworkAccessManager network;
        QNetworkReply *progress
            = network.get(QNetworkRequest(server.url().resolved(QUrl(QStringLiteral("/progress")))));
        QVERIFY(QTest::qWaitFor([progress] { return progress->isFinished(); }, 10000));
        const qint64 sent
            = QJsonDocument::fromJson(progress->readAll()).object().value(QStringLiteral("sent")).toInteger();
        progress->deleteLater();
        QVERIFY2(sent > 0 && sent < 96 * 1024 * 1024, qPrintable(QStringLiteral("%1 bytes went out").arg(sent)));
        QVERIFY2(tap.errors().contains("The host did not read the answer"), tap.errors().constData());
        QVERIFY(QTest::qWaitFor([&] { return tap.recording().contains("The host did not read the answer"); }, 5000));
    }

    void sameOriginRedirectIsFollowed()
    {
        Hostile server(QStringLiteral("redirect-same-origin-307"));
        QVERIFY(server.ok());
        Plain remote(server.url());
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason() + remote.everything()));
        // Within the origin the request goes on as it was, body and credentials with it.
        const QList<QJsonObject> followed = server.requests(QStringLiteral("main"), QStringLiteral("/mcp2"));
        QVERIFY(!followed.isEmpty());
        const QJsonObject first = followed.constFirst();
        QCOMPARE(first.value(QStringLiteral("headers")).toObject().value(QStringLiteral("x-api-key")).toString(),
                 QStringLiteral("user-api-key"));
        QVERIFY(first.value(QStringLiteral("body")).toString().contains(QLatin1String("initialize")));
        QVERIFY(server.requests(QStringLiteral("second")).isEmpty());
    }

    void signInAddressesAreChecked_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<QString>("words");
        for (const char *scheme : {"file", "smb", "search-ms", "custom", "javascript", "data"})
            QTest::newRow(scheme) << QStringLiteral("oauth-file-endpoint") << QString::fromLatin1(scheme)
                                  << QStringLiteral("is not a web address");
        QTest::newRow("http to another computer")
            << QStringLiteral("oauth-file-endpoint") << QStringLiteral("http-remote")
            << QStringLiteral("plain http to another computer");
        QTest::newRow("token endpoint") << QStringLiteral("oauth-file-token-endpoint") << QStringLiteral("file")
                                        << QStringLiteral("token_endpoint in the metadata");
        QTest::newRow("registration endpoint")
            << QStringLiteral("oauth-file-registration-endpoint") << QStringLiteral("smb")
            << QStringLiteral("registration_endpoint in the metadata");
    }

    void signInAddressesAreChecked()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, scheme);
        QFETCH(QString, words);
        Hostile server(scenario, {QStringLiteral("--endpoint-scheme"), scheme});
        QVERIFY(server.ok());
        SignIn signIn(server.url());
        Remote &remote = signIn.remote;
        QVERIFY(!remote.connectAndWait());
        // Refused before anything was shown, opened or fetched: no browser, no registration, no token.
        QCOMPARE(remote.presented, 0);
        const QString reason = remote.client.failureReason() + QLatin1Char('\n') + remote.everything();
        QVERIFY2(reason.contains(words), qPrintable(reason));
        QVERIFY2(server.requests(QStringLiteral("main"), QStringLiteral("/register")).isEmpty(),
                 qPrintable(server.logText()));
        QVERIFY(server.requests(QStringLiteral("main"), QStringLiteral("/token")).isEmpty());
        QVERIFY(server.requests(QStringLiteral("main"), QStringLiteral("/authorize")).isEmpty());
    }

    void issuerMustMatch()
    {
        Hostile server(QStringLiteral("oauth-issuer-mismatch"));
        QVERIFY(server.ok());
        SignIn signIn(server.url());
        Remote &remote = signIn.remote;
        QVERIFY(!remote.connectAndWait());
        QCOMPARE(remote.presented, 0);
        const QString reason = remote.client.failureReason() + QLatin1Char('\n') + remote.everything();
        QVERIFY2(reason.contains(QLatin1String("https://evil.example")) && reason.contains(QLatin1String("RFC 8414")),
                 qPrintable(reason));
        QVERIFY(server.requests(QStringLiteral("main"), QStringLiteral("/register")).isEmpty());
    }

    void authorizationResponseIssuer_data()
    {
        QTest::addColumn<QString>("iss");
        QTest::addColumn<bool>("signsIn");
        QTest::addColumn<QString>("words");
        QTest::newRow("another issuer") << QStringLiteral("evil") << false << QStringLiteral("https://evil.example");
        QTest::newRow("none, though promised")
            << QStringLiteral("missing") << false << QStringLiteral("authorization_response_iss_parameter_supported");
        QTest::newRow("its own") << QStringLiteral("correct") << true << QString();
    }

    void authorizationResponseIssuer()
    {
        QFETCH(QString, iss);
        QFETCH(bool, signsIn);
        QFETCH(QString, words);
        Hostile server(QStringLiteral("oauth-iss-mismatch"), {QStringLiteral("--iss"), iss});
        QVERIFY(server.ok());
        SignIn signIn(server.url());
        Remote &remote = signIn.remote;
        const QString reason = [&] {
            const bool ready = remote.connectAndWait();
            return (ready ? QString() : remote.client.failureReason()) + QLatin1Char('\n') + remote.everything();
        }();
        QCOMPARE(remote.client.state() == McpClient::State::Ready, signsIn);
        if (signsIn) {
            QVERIFY(!server.requests(QStringLiteral("main"), QStringLiteral("/token")).isEmpty());
            return;
        }
        // The code of an answer from another server (a mix-up) is never redeemed.
        QVERIFY2(reason.contains(words) && reason.contains(QLatin1String("RFC 9207")), qPrintable(reason));
        QVERIFY(server.requests(QStringLiteral("main"), QStringLiteral("/token")).isEmpty());
    }

    void callbackOfAnotherSignInIsIgnored()
    {
        // Any page in the browser can send requests to the loopback listener. One without this
        // sign-in's state neither aborts it nor stands in for it: it is counted and ignored.
        Hostile server(QStringLiteral("honest-oauth"));
        QVERIFY(server.ok());
        SignIn signIn(server.url());
        Remote &remote = signIn.remote;
        QNetworkAccessManager page;
        int forged = 0;
        remote.auth.setPresenter([&](const QUrl &address, const QUrl &, std::function<void(bool)> proceed) {
            ++remote.presented;
            const QUrl callback(QUrlQuery(address).queryItemValue(QStringLiteral("redirect_uri"), QUrl::FullyDecoded));
            for (const char *query : {"error=access_denied&error_description=forged",
                                      "error=access_denied&state=forged", "code=forged-code&state=forged"}) {
                QUrl url = callback;
                url.setQuery(QString::fromLatin1(query));
                QNetworkReply *reply = page.get(QNetworkRequest(url));
                QObject::connect(reply, &QNetworkReply::finished, reply, [&forged, reply] {
                    ++forged;
                    reply->deleteLater();
                });
            }
            // The real answer only once the forged ones are in.
            QTimer *wait = new QTimer(&page);
            QObject::connect(wait, &QTimer::timeout, &page, [&, wait, address, proceed] {
                if (forged < 3)
                    return;
                wait->deleteLater();
                remote.auth.fetchAuthorization(address);
                proceed(true);
            });
            wait->start(20);
        });
        QVERIFY2(remote.connectAndWait(),
                 qPrintable(remote.client.failureReason() + QLatin1Char('\n') + remote.everything()));
        QCOMPARE(forged, 3);
        const QString all = remote.everything();
        QVERIFY2(all.contains(QLatin1String("ignored (3 so far)")), qPrintable(all));
        for (const QJsonObject &r : server.requests(QStringLiteral("main"), QStringLiteral("/token")))
            QVERIFY(!r.value(QStringLiteral("body")).toString().contains(QLatin1String("forged-code")));
    }

    void cliKeepsEscapesOffTheTerminal()
    {
        Hostile server(QStringLiteral("oauth-terminal-escapes"));
        QVERIFY(server.ok());
        Cli cli;
        cli.run({QStringLiteral("--cli"), server.url().toString(), QStringLiteral("--method"),
                 QStringLiteral("tools/list"), QStringLiteral("--authorize"), QStringLiteral("fetch"),
                 QStringLiteral("--callback-url"), QStringLiteral("http://127.0.0.1:0/oauth/callback")});
        QCOMPARE(cli.exitCode, 3);
        // The server's words arrive, their controls written out instead of obeyed.
        QVERIFY2(cli.err.contains("all good") && cli.err.contains("\\u001b]0;pwned\\u0007"), cli.err.constData());
        for (const char *control : {"\x1b", "\x07", "\xc2\x9b", "\xe2\x80\xae"})
            QVERIFY2(!cli.err.contains(control), cli.err.toPercentEncoding(" \n:;,.()\"'").constData());
    }

    void cliHeadersOffTheCommandLine()
    {
        // Header values with secrets need not stand in the process list: --header @FILE,
        // --header-file FILE, MCPSCOPE_HEADERS.
        Hostile server(QStringLiteral("honest"));
        QVERIFY(server.ok());
        Cli cli;
        const QString file = cli.config.filePath(QStringLiteral("headers"));
        QFile headers(file);
        QVERIFY(headers.open(QIODevice::WriteOnly));
        headers.write("# the API's key\r\nX-Api-Key: key-from-file\r\n\r\nX-Tenant: t1\n");
        headers.close();
        const QStringList call{QStringLiteral("--cli"), server.url().toString(), QStringLiteral("--method"),
                               QStringLiteral("tools/list")};
        const auto lastHeaders = [&] {
            const QList<QJsonObject> posts = server.requests(QStringLiteral("main"), QStringLiteral("/mcp"));
            return posts.isEmpty() ? QJsonObject() : posts.constLast().value(QStringLiteral("headers")).toObject();
        };
        QCOMPARE(cli.run(call + QStringList{QStringLiteral("--header"), QLatin1Char('@') + file}), 0);
        QCOMPARE(lastHeaders().value(QStringLiteral("x-api-key")).toString(), QStringLiteral("key-from-file"));
        QCOMPARE(lastHeaders().value(QStringLiteral("x-tenant")).toString(), QStringLiteral("t1"));
        QCOMPARE(cli.run(call + QStringList{QStringLiteral("--header-file"), file}), 0);
        QCOMPARE(lastHeaders().value(QStringLiteral("x-api-key")).toString(), QStringLiteral("key-from-file"));
        qputenv("MCPSCOPE_HEADERS", "X-Api-Key: key-from-env");
        const int fromEnvironment = cli.run(call);
        qunsetenv("MCPSCOPE_HEADERS");
        QCOMPARE(fromEnvironment, 0);
        QCOMPARE(lastHeaders().value(QStringLiteral("x-api-key")).toString(), QStringLiteral("key-from-env"));
        QCOMPARE(cli.run(call
                         + QStringList{QStringLiteral("--header"),
                                       QStringLiteral("@") + cli.config.filePath(QStringLiteral("missing"))}),
                 1);
        QVERIFY2(cli.err.contains("Cannot read"), cli.err.constData());
    }

    void clientSecretStaysWithItsIssuer()
    {
        // A pre-registered client's secret goes only to the authorization server it belongs to:
        // the one the user names, or the one it was first used with. A server that later points
        // elsewhere does not get it sent there.
        Hostile server(QStringLiteral("oauth-moving-issuer"));
        QVERIFY(server.ok());
        Cli cli;
        const QStringList machine{
            QStringLiteral("--cli"),           server.url().toString(),
            QStringLiteral("--method"),        QStringLiteral("tools/list"),
            QStringLiteral("--client-id"),     QStringLiteral("web-client"),
            QStringLiteral("--client-secret"), QStringLiteral("web-secret-value"),
            QStringLiteral("--authorize"),     QStringLiteral("fetch"),
            QStringLiteral("--callback-url"),  QStringLiteral("http://127.0.0.1:0/oauth/callback")};
        // Named, and not the one the server sends it to: refused before anything is sent.
        QCOMPARE(
            cli.run(machine + QStringList{QStringLiteral("--client-issuer"), QStringLiteral("https://as.example.com")}),
            3);
        QVERIFY2(cli.err.contains("is registered at https://as.example.com"), cli.err.constData());
        QVERIFY(server.requests(QStringLiteral("main"), QStringLiteral("/token")).isEmpty());
        // First use: bound to the main origin.
        QCOMPARE(cli.run(machine), 0);
        QCOMPARE(server.requests(QStringLiteral("main"), QStringLiteral("/token")).size(), 1);
        // The server moves its sign-in to the second origin (and refuses the old tokens).
        QNetworkAccessManager network;
        QNetworkReply *move
            = network.post(QNetworkRequest(server.url().resolved(QUrl(QStringLiteral("/__move")))), QByteArray());
        QVERIFY(QTest::qWaitFor([move] { return move->isFinished(); }, 10000));
        move->deleteLater();
        QVERIFY2(cli.run(machine) == 3, cli.err.constData());
        QVERIFY2(QString::fromUtf8(cli.err).contains(QStringLiteral("was used with the authorization server ")
                                                     + urlpolicy::origin(server.url())),
                 cli.err.constData());
        QVERIFY2(server.requests(QStringLiteral("second"), QStringLiteral("/token")).isEmpty(),
                 qPrintable(leaks(server)));
        QVERIFY(server.requests(QStringLiteral("second"), QStringLiteral("/authorize")).isEmpty());
        // The user says the client is registered there: then it goes.
        QCOMPARE(cli.run(machine + QStringList{QStringLiteral("--client-issuer"), urlpolicy::origin(server.second())}),
                 0);
        QCOMPARE(server.requests(QStringLiteral("second"), QStringLiteral("/token")).size(), 1);
    }

    void registrationsStayWithTheirIssuer()
    {
        // A client registered at one authorization server, and its tokens, are not taken to
        // another one the server names later: there mcpscope registers anew.
        Hostile server(QStringLiteral("oauth-moving-issuer"));
        QVERIFY(server.ok());
        Cli cli;
        const QStringList call{QStringLiteral("--cli"),          server.url().toString(),
                               QStringLiteral("--method"),       QStringLiteral("tools/list"),
                               QStringLiteral("--authorize"),    QStringLiteral("fetch"),
                               QStringLiteral("--callback-url"), QStringLiteral("http://127.0.0.1:0/oauth/callback")};
        QCOMPARE(cli.run(call), 0);
        QCOMPARE(server.requests(QStringLiteral("main"), QStringLiteral("/register")).size(), 1);
        QNetworkAccessManager network;
        QNetworkReply *move
            = network.post(QNetworkRequest(server.url().resolved(QUrl(QStringLiteral("/__move")))), QByteArray());
        QVERIFY(QTest::qWaitFor([move] { return move->isFinished(); }, 10000));
        move->deleteLater();
        QVERIFY2(cli.run(call) == 0, cli.err.constData());
        QVERIFY2(cli.err.contains("stay with it"), cli.err.constData());
        // Registered at the second origin; the first one's refresh token and client never went there.
        QCOMPARE(server.requests(QStringLiteral("second"), QStringLiteral("/register")).size(), 1);
        const auto clientOf = [&](const QString &origin) {
            const QList<QJsonObject> asked = server.requests(origin, QStringLiteral("/authorize"));
            return asked.isEmpty() ? QString()
                                   : QUrlQuery(QUrl(asked.constLast().value(QStringLiteral("path")).toString()))
                                         .queryItemValue(QStringLiteral("client_id"));
        };
        QVERIFY(!clientOf(QStringLiteral("main")).isEmpty());
        QVERIFY(!clientOf(QStringLiteral("second")).isEmpty());
        QVERIFY(clientOf(QStringLiteral("main")) != clientOf(QStringLiteral("second")));
        for (const QJsonObject &r : server.requests(QStringLiteral("second"), QStringLiteral("/token")))
            QVERIFY2(!r.value(QStringLiteral("body")).toString().contains(QLatin1String("refresh_token")),
                     qPrintable(r.value(QStringLiteral("body")).toString()));
    }

    void cliSignInHasADeadline_data()
    {
        QTest::addColumn<QString>("at");
        QTest::newRow("resource metadata") << QStringLiteral("metadata");
        QTest::newRow("authorization server metadata") << QStringLiteral("as-metadata");
        QTest::newRow("registration") << QStringLiteral("register");
        QTest::newRow("token") << QStringLiteral("token");
    }

    void cliSignInHasADeadline()
    {
        // One byte every second never trips a transfer timeout: the sign-in's own deadline ends it.
        QFETCH(QString, at);
        Hostile server(QStringLiteral("drip"),
                       {QStringLiteral("--drip-at"), at, QStringLiteral("--drip-interval"), QStringLiteral("1")});
        QVERIFY(server.ok());
        Cli cli;
        QElapsedTimer clock;
        clock.start();
        cli.run({QStringLiteral("--cli"), server.url().toString(), QStringLiteral("--method"),
                 QStringLiteral("tools/list"), QStringLiteral("--authorize"), QStringLiteral("fetch"),
                 QStringLiteral("--callback-url"), QStringLiteral("http://127.0.0.1:0/oauth/callback"),
                 QStringLiteral("--auth-timeout"), QStringLiteral("3000")},
                40000);
        QCOMPARE(cli.exitCode, 3);
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(cli.err.contains("did not finish within 3000 ms (--auth-timeout)")
                     && cli.err.contains("\"auth_required\""),
                 cli.err.constData());
    }

    void cliCallbackPortTaken()
    {
        // The official inspector's callback port is taken (by another sign-in, another tool):
        // without --callback-url, the CLI listens on another free loopback port, and says so.
        QTcpServer taken;
        (void)taken.listen(QHostAddress::LocalHost, 6276); // or it is taken already
        Hostile server(QStringLiteral("honest-oauth"));
        QVERIFY(server.ok());
        Cli cli;
        QCOMPARE(cli.run({QStringLiteral("--cli"), server.url().toString(), QStringLiteral("--method"),
                          QStringLiteral("tools/list"), QStringLiteral("--authorize"), QStringLiteral("fetch")}),
                 0);
        QVERIFY2(cli.err.contains("The port 6276 for the browser's return is in use; listening on"),
                 cli.err.constData());
        QVERIFY(cli.out.contains("\"tools\""));
        // An address the user chose is theirs: no other port instead.
        QCOMPARE(cli.run({QStringLiteral("--cli"), server.url().toString(), QStringLiteral("--method"),
                          QStringLiteral("tools/list"), QStringLiteral("--authorize"), QStringLiteral("fetch"),
                          QStringLiteral("--relogin"), QStringLiteral("--callback-url"),
                          QStringLiteral("http://127.0.0.1:6276/oauth/callback")}),
                 3);
        QVERIFY2(cli.err.contains("Cannot listen for the browser's return"), cli.err.constData());
    }

    void privateAddressesAreNotFetched_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("where");
        for (const char *target : {"169.254.169.254", "10.0.0.1", "192.168.1.1", "[fe80::1]"}) {
            for (const char *where : {"authorization-server", "resource-metadata"})
                QTest::newRow(qPrintable(QStringLiteral("%1 as %2").arg(QLatin1String(target), QLatin1String(where))))
                    << QString::fromLatin1(target) << QString::fromLatin1(where);
        }
    }

    void privateAddressesAreNotFetched()
    {
        QFETCH(QString, target);
        QFETCH(QString, where);
        Hostile server(QStringLiteral("oauth-metadata-private"),
                       {QStringLiteral("--private-target"), target, QStringLiteral("--private-where"), where});
        QVERIFY(server.ok());
        // The guard first: if the policy let this address through, the test would send traffic
        // off this machine. It must stop here instead.
        QVERIFY(!urlpolicy::privateTargetProblem(QUrl(QStringLiteral("http://") + target + QStringLiteral("/x")),
                                                 server.url(), QStringLiteral("x"))
                     .isEmpty());
        SignIn signIn(server.url());
        Remote &remote = signIn.remote;
        QVERIFY(!remote.connectAndWait());
        QCOMPARE(remote.presented, 0);
        // Refused, and said in the sign-in's own steps, before any request to it.
        const QString all = remote.everything();
        QVERIFY2(all.contains(QLatin1String("does not let a server direct requests into this computer or its network")),
                 qPrintable(all));
        for (const HttpExchange *x : remote.authExchanges())
            QVERIFY2(!x->url.contains(target), qPrintable(x->url));
    }

    void tokenEndpointRedirectIsNotFollowed()
    {
        Hostile server(QStringLiteral("oauth-token-redirect-307"));
        QVERIFY(server.ok());
        SignIn signIn(server.url());
        Remote &remote = signIn.remote;
        QVERIFY(!remote.connectAndWait());
        QVERIFY(!server.requests(QStringLiteral("main"), QStringLiteral("/token")).isEmpty());
        // The code and the verifier went to the token endpoint and nowhere else.
        QVERIFY2(server.requests(QStringLiteral("second")).isEmpty(), qPrintable(leaks(server)));
        const QString reason = remote.client.failureReason() + QLatin1Char('\n') + remote.everything();
        QVERIFY2(reason.contains(QLatin1String("never follows a redirect with a code")), qPrintable(reason));
    }

    void oversizedMetadataIsNotRead()
    {
        Hostile server(QStringLiteral("big-metadata"), {QStringLiteral("--big-at"), QStringLiteral("as-metadata")});
        QVERIFY(server.ok());
        SignIn signIn(server.url());
        Remote &remote = signIn.remote;
        remote.connectAndWait(); // the next metadata address may serve it whole
        const QString all = remote.everything();
        QVERIFY2(all.contains(QLatin1String("larger than 1024 KiB")), qPrintable(all.right(3000)));
        // The server could not send it all: mcpscope stopped reading.
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (const QJsonObject &line : server.log())
                    if (line.value(QStringLiteral("kind")).toString() == QLatin1String("response-end"))
                        return true;
                return false;
            },
            15000));
        for (const QJsonObject &line : server.log()) {
            if (line.value(QStringLiteral("kind")).toString() == QLatin1String("response-end"))
                QVERIFY2(!line.value(QStringLiteral("complete")).toBool(), QJsonDocument(line).toJson().constData());
        }
    }

    void sseRetryIsClamped()
    {
        Hostile server(QStringLiteral("sse-retry"));
        QVERIFY(server.ok());
        Plain remote(server.url());
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason() + remote.everything()));
        // The GET stream closes: the resume waits at most a minute, and says why.
        QVERIFY2(QTest::qWaitFor([&] { return remote.everything().contains(QLatin1String("99999999999 ms")); }, 15000),
                 qPrintable(remote.everything()));
        QVERIFY2(remote.everything().contains(QLatin1String("so 60000 ms")), qPrintable(remote.everything()));
    }

    void secretHeaders_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<bool>("secret");
        for (const char *name : {"Authorization", "Proxy-Authorization", "Cookie", "x-functions-key",
                                 "Ocp-Apim-Subscription-Key", "X-Auth-Key", "X-Auth-Token", "X-Api-Key", "apikey",
                                 "X-Client-Secret", "x-amz-security-token", "X-Goog-Api-Key", "private_key"})
            QTest::newRow(name) << QByteArray(name) << true;
        for (const char *name :
             {"Accept", "Content-Type", "Mcp-Session-Id", "MCP-Protocol-Version", "User-Agent", "Keys-Count"})
            QTest::newRow(name) << QByteArray(name) << false;
    }

    void secretHeaders()
    {
        QFETCH(QByteArray, name);
        QFETCH(bool, secret);
        QCOMPARE(HttpExchange::isSecretHeader(name), secret);
    }

    void secretHeaderValues()
    {
        // By shape, whatever the header's name: a credential scheme, a JWT, a well-known key.
        for (const char *value : {"Bearer abcdefghijkl", "basic dXNlcjpwYXNzd29yZA==", "Token 0123456789abcdef",
                                  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig", "sk-abcdefghijklmnopqrstuv",
                                  "ghp_abcdefghijklmnopqrstuvwxyz012345", "xoxb-1234567890-abcdef",
                                  "AKIAABCDEFGHIJKLMNOP", "AIzaSyA-abcdefghijklmnopqrstuvwxyz12345"})
            QVERIFY2(HttpExchange::isSecretHeader("X-Forwarded-Credential", value), value);
        for (const char *value :
             {"application/json", "gzip, deflate", "2025-11-25", "Bearer", "mcpscope/0.1.0", "no-cache"})
            QVERIFY2(!HttpExchange::isSecretHeader("X-Whatever", value), value);
    }

    void secretQueryParameters()
    {
        const QString shown = HttpExchange::redactUrl(QUrl(QStringLiteral(
            "https://user:pw@mcp.example/mcp?key=K1&page=2&api_key=K2&sig=K3&code=K4&access_token=K5&X-Amz-Signature=K6&state=s")));
        for (const char *secret : {"K1", "K2", "K3", "K4", "K5", "K6", "pw", "user"})
            QVERIFY2(!shown.contains(QLatin1String(secret)), qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("page=2")) && shown.contains(QLatin1String("state=s"))
                     && shown.contains(QLatin1String("key=[redacted]")),
                 qPrintable(shown));
        // A server address with a key in its query: the key is in no record of the session.
        Hostile server(QStringLiteral("honest"));
        QVERIFY(server.ok());
        QUrl url = server.url();
        url.setQuery(QStringLiteral("key=hostile-test-key-value&region=eu"));
        Plain remote(url);
        QVERIFY2(remote.connectAndWait(), qPrintable(remote.client.failureReason()));
        QVERIFY(!server.requests(QStringLiteral("main"), QStringLiteral("/mcp?key=hostile-test-key-value")).isEmpty());
        QVERIFY2(!remote.everything().contains(QLatin1String("hostile-test-key-value")),
                 qPrintable(remote.everything()));
        QVERIFY(remote.everything().contains(QLatin1String("region=eu")));
    }

    void formEncodedTokensAreRedacted()
    {
        // GitHub's way: a form-encoded token answer unless JSON is asked for. mcpscope asks for
        // JSON, and what arrives as a form is redacted all the same.
        for (const char *mode : {"always", "github"}) {
            Hostile server(QStringLiteral("form-token"),
                           {QStringLiteral("--form-token-mode"), QString::fromLatin1(mode)});
            QVERIFY(server.ok());
            SignIn signIn(server.url());
            Remote &remote = signIn.remote;
            const bool ready = remote.connectAndWait();
            const QList<QJsonObject> tokenRequests = server.requests(QStringLiteral("main"), QStringLiteral("/token"));
            QVERIFY(!tokenRequests.isEmpty());
            for (const QJsonObject &r : tokenRequests)
                QVERIFY(r.value(QStringLiteral("acceptJson")).toBool());
            const QString all = remote.everything();
            static const QRegularExpression clear(QStringLiteral("access_token=(?!\\[redacted\\])"));
            QVERIFY2(!clear.match(all).hasMatch(), qPrintable(all));
            if (ready) {
                const QString token = QString::fromLatin1(remote.auth.authorization().mid(7));
                QVERIFY(token.size() > 8);
                QVERIFY(!all.contains(token));
            }
            if (QLatin1String(mode) == QLatin1String("github"))
                QVERIFY2(ready, qPrintable(remote.client.failureReason() + all));
        }
    }

    void newerTokensOfAnotherProcessAreKept()
    {
        // Two windows (or a window and a CLI run) share the stored sign-in. One signs in again;
        // the other, holding the older tokens, takes the newer ones when its token is refused
        // instead of refreshing with its old refresh token and storing over the newer sign-in.
        Hostile server(QStringLiteral("honest-oauth"));
        QVERIFY(server.ok());
        QTemporaryDir dir;
        SecretStore store(SecretStore::Backend::File, dir.filePath(QStringLiteral("secrets.json")));
        Remote first(server.url(), &store);
        QVERIFY2(first.connectAndWait(), qPrintable(first.everything()));
        const QByteArray oldToken = first.auth.authorization();
        Remote second(server.url(), &store);
        QCOMPARE(second.auth.authorization(), oldToken);
        QVERIFY2(second.connectAndWait(), qPrintable(second.everything()));
        // The first signs in anew (and stores it); the old token is revoked.
        first.auth.forget();
        Remote again(server.url(), &store);
        QVERIFY2(again.connectAndWait(), qPrintable(again.everything()));
        const QByteArray newToken = again.auth.authorization();
        QVERIFY(newToken != oldToken);
        QNetworkAccessManager network;
        QNetworkRequest revoke(server.url().resolved(QUrl(QStringLiteral("/__revoke"))));
        revoke.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain"));
        QNetworkReply *revoked = network.post(revoke, oldToken.mid(7));
        QVERIFY(QTest::qWaitFor([revoked] { return revoked->isFinished(); }, 10000));
        revoked->deleteLater();
        const qsizetype tokenRequests = server.requests(QStringLiteral("main"), QStringLiteral("/token")).size();
        // The second's token is refused: it takes the stored, newer one, and asks for nothing.
        const Reply reply = second.call(QStringLiteral("tools/list"));
        QVERIFY2(reply.ok(), qPrintable(reply.errorMessage + second.everything()));
        QCOMPARE(second.auth.authorization(), newToken);
        QCOMPARE(server.requests(QStringLiteral("main"), QStringLiteral("/token")).size(), tokenRequests);
        QVERIFY2(second.everything().contains(QLatin1String("Another mcpscope stored a newer sign-in")),
                 qPrintable(second.everything()));
    }

    void honestServerStillSignsIn()
    {
        Hostile server(QStringLiteral("honest-oauth"));
        QVERIFY(server.ok());
        SignIn signIn(server.url());
        Remote &remote = signIn.remote;
        QVERIFY2(remote.connectAndWait(),
                 qPrintable(remote.client.failureReason() + QLatin1Char('\n') + remote.everything()));
        QCOMPARE(remote.presented, 1);
        QVERIFY(!server.requests(QStringLiteral("main"), QStringLiteral("/token")).isEmpty());
        QVERIFY(server.requests(QStringLiteral("second")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
