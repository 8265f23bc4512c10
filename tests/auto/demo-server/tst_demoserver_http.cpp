// SPDX-License-Identifier: MIT
// Starts the real mcpscope-demo-server with --http and plays an MCP client (and, with --oauth,
// an OAuth client) over Streamable HTTP with QNetworkAccessManager.
#include "testpaths.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QUrlQuery>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

using Headers = QList<QPair<QByteArray, QByteArray>>;

const QByteArray BothTypes = "application/json, text/event-stream";

/// One event of a text/event-stream body.
struct SseEvent
{
    QByteArray id;
    QByteArray event;
    QByteArray data;
    bool hasData = false;
    int retry = -1;

    QJsonObject json() const { return QJsonDocument::fromJson(data).object(); }
};

/// Takes the complete events (blocks that end with a blank line) out of @p buffer.
QList<SseEvent> takeEvents(QByteArray &buffer)
{
    QList<SseEvent> events;
    buffer.replace("\r\n", "\n");
    qsizetype end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
        const QByteArray block = buffer.left(end);
        buffer.remove(0, end + 2);
        SseEvent event;
        bool any = false;
        for (const QByteArray &line : block.split('\n')) {
            if (line.startsWith(':'))
                continue;
            const qsizetype colon = line.indexOf(':');
            const QByteArray field = colon < 0 ? line : line.left(colon);
            QByteArray value = colon < 0 ? QByteArray() : line.mid(colon + 1);
            if (value.startsWith(' '))
                value.remove(0, 1);
            any = true;
            if (field == "id") {
                event.id = value;
            } else if (field == "event") {
                event.event = value;
            } else if (field == "data") {
                event.data += (event.hasData ? "\n" : "") + value;
                event.hasData = true;
            } else if (field == "retry") {
                event.retry = value.toInt();
            }
        }
        if (any)
            events.append(event);
    }
    return events;
}

/// A finished HTTP exchange.
struct Reply
{
    int status = 0;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // names in lower case

    QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QList<SseEvent> events() const
    {
        QByteArray buffer = body;
        return takeEvents(buffer);
    }
    /// The JSON-RPC messages the body carried: the SSE events with data, or the JSON body.
    QList<QJsonObject> messages() const
    {
        QList<QJsonObject> messages;
        if (header("content-type").startsWith("application/json")) {
            messages.append(json());
            return messages;
        }
        for (const SseEvent &event : events()) {
            if (!event.data.isEmpty())
                messages.append(event.json());
        }
        return messages;
    }
    QString describe() const
    {
        return QStringLiteral("HTTP %1 (%2): %3")
            .arg(status)
            .arg(QString::fromLatin1(header("content-type")), QString::fromUtf8(body.left(300)));
    }
};

Reply collect(QNetworkReply *reply)
{
    Reply result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.error = reply->error();
    result.body = reply->readAll();
    for (const auto &pair : reply->rawHeaderPairs())
        result.headers.insert(pair.first.toLower(), pair.second);
    return result;
}

/// A streaming reply (the GET stream, or a POST answered with SSE) read as its events arrive.
class EventStream
{
public:
    explicit EventStream(QNetworkReply *reply)
        : m_reply(reply)
    {
        m_connections.append(QObject::connect(reply, &QIODevice::readyRead, reply, [this] { read(); }));
        m_connections.append(QObject::connect(reply, &QNetworkReply::finished, reply, [this] {
            read();
            m_finished = true;
        }));
    }
    ~EventStream()
    {
        if (m_reply) {
            abort();
            m_reply->deleteLater();
        }
    }

    QNetworkReply *reply() const { return m_reply; }
    int status() const { return m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(); }
    bool isFinished() const { return m_finished; }
    /// Everything received so far.
    QByteArray body() const { return m_body; }
    /// Every event received so far, in order.
    const QList<SseEvent> &events() const { return m_events; }

    /// Waits until an event after the first @p from matches @p predicate; returns its index or -1.
    qsizetype waitFor(const std::function<bool(const SseEvent &)> &predicate, qsizetype from = 0, int timeout = 5000)
    {
        qsizetype found = -1;
        const bool seen = QTest::qWaitFor(
            [&] {
                for (qsizetype i = from; i < m_events.size(); ++i) {
                    if (predicate(m_events.at(i))) {
                        found = i;
                        return true;
                    }
                }
                return false;
            },
            timeout);
        return seen ? found : -1;
    }
    qsizetype waitForMethod(const QString &method, qsizetype from = 0, int timeout = 5000)
    {
        return waitFor([method](const SseEvent &e) { return e.json().value(u"method") == QJsonValue(method); }, from,
                       timeout);
    }
    bool waitForFinished(int timeout = 5000)
    {
        return QTest::qWaitFor([this] { return m_finished; }, timeout);
    }
    /// Closes the connection from the client's side.
    void abort()
    {
        // Only this stream's own connections: QNetworkAccessManager needs its own to abort.
        for (const QMetaObject::Connection &connection : std::as_const(m_connections))
            QObject::disconnect(connection);
        m_connections.clear();
        m_reply->abort();
        m_finished = true;
    }

private:
    void read()
    {
        const QByteArray bytes = m_reply->readAll();
        m_body += bytes;
        m_buffer += bytes;
        m_events += takeEvents(m_buffer);
    }

    QPointer<QNetworkReply> m_reply;
    QList<QMetaObject::Connection> m_connections;
    QByteArray m_body;
    QByteArray m_buffer;
    QList<SseEvent> m_events;
    bool m_finished = false;
};

/// The demo server started with --http, and an HTTP client for it.
class HttpDemo
{
public:
    explicit HttpDemo(const QStringList &arguments = {})
    {
        m_nam.setProxy(QNetworkProxy::NoProxy);
        m_process.setProgram(mcpscope::test::demoServerBinary());
        m_process.setArguments(QStringList{QStringLiteral("--http"), QStringLiteral("127.0.0.1:0")} + arguments);
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { m_stderr += m_process.readAllStandardError(); });
        m_process.start();
        static const QRegularExpression listening(QStringLiteral("listening on http://127\\.0\\.0\\.1:(\\d+)/mcp"));
        const bool started = QTest::qWaitFor(
            [this] {
                return listening.match(QString::fromUtf8(m_stderr)).hasMatch()
                       || m_process.state() == QProcess::NotRunning;
            },
            10000);
        if (!started)
            qWarning().noquote() << "the demo server did not say where it listens:" << m_stderr;
        m_port = listening.match(QString::fromUtf8(m_stderr)).captured(1).toUShort();
    }
    ~HttpDemo()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(3000)) {
            m_process.kill();
            m_process.waitForFinished(3000);
        }
    }

    bool isListening() const { return m_port != 0; }
    quint16 port() const { return m_port; }
    QByteArray standardError() const { return m_stderr; }
    QString origin() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    QUrl url(const QString &path = QStringLiteral("/mcp")) const { return QUrl(origin() + path); }
    QString sessionId;
    QByteArray bearer;
    QString protocolVersion = QStringLiteral("2025-11-25");

    QNetworkRequest request(const QString &path, const Headers &headers) const
    {
        QNetworkRequest request(url(path));
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        if (!bearer.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + bearer);
        for (const auto &header : headers)
            request.setRawHeader(header.first, header.second);
        return request;
    }

    /// Headers of an MCP POST in the current session.
    Headers mcpHeaders(const QByteArray &accept = BothTypes) const
    {
        Headers headers{{"Content-Type", "application/json"}, {"Accept", accept}};
        if (!sessionId.isEmpty()) {
            headers.append({"Mcp-Session-Id", sessionId.toLatin1()});
            headers.append({"MCP-Protocol-Version", protocolVersion.toLatin1()});
        }
        return headers;
    }

    QNetworkReply *start(const QByteArray &verb, const QString &path, const Headers &headers,
                         const QByteArray &body = {})
    {
        return m_nam.sendCustomRequest(request(path, headers), verb, body);
    }

    /// Sends a request and waits for its whole answer.
    Reply send(const QByteArray &verb, const QString &path, const Headers &headers, const QByteArray &body = {},
               int timeout = 10000)
    {
        QNetworkReply *reply = start(verb, path, headers, body);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        if (!finished.wait(timeout)) {
            reply->abort();
            reply->deleteLater();
            return Reply{-1, QNetworkReply::TimeoutError, QByteArray("(no answer within the timeout)"), {}};
        }
        const Reply result = collect(reply);
        reply->deleteLater();
        return result;
    }

    Reply post(const QByteArray &body, const Headers &headers)
    {
        return send("POST", QStringLiteral("/mcp"), headers, body);
    }
    Reply post(const QJsonObject &message)
    {
        return post(QJsonDocument(message).toJson(QJsonDocument::Compact), mcpHeaders());
    }

    QJsonObject message(const QString &method, const QJsonObject &params = {})
    {
        QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                            {QStringLiteral("id"), m_nextId++},
                            {QStringLiteral("method"), method}};
        if (!params.isEmpty())
            message.insert(QStringLiteral("params"), params);
        return message;
    }
    Reply rpc(const QString &method, const QJsonObject &params = {}) { return post(message(method, params)); }
    Reply notify(const QString &method, const QJsonObject &params = {})
    {
        QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method}};
        if (!params.isEmpty())
            message.insert(QStringLiteral("params"), params);
        return post(message);
    }
    /// POSTs @p message and reads its SSE answer as it arrives.
    std::unique_ptr<EventStream> stream(const QJsonObject &message)
    {
        return std::make_unique<EventStream>(
            start("POST", QStringLiteral("/mcp"), mcpHeaders(), QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    /// Opens the GET stream (resuming after @p lastEventId when given).
    std::unique_ptr<EventStream> openGet(const QByteArray &lastEventId = {})
    {
        Headers headers{{"Accept", "text/event-stream"},
                        {"Mcp-Session-Id", sessionId.toLatin1()},
                        {"MCP-Protocol-Version", protocolVersion.toLatin1()}};
        if (!lastEventId.isEmpty())
            headers.append({"Last-Event-ID", lastEventId});
        return std::make_unique<EventStream>(start("GET", QStringLiteral("/mcp"), headers));
    }

    /// initialize (a new session) + notifications/initialized; returns the initialize reply.
    Reply initialize(const QJsonObject &capabilities = {}, const QString &version = QStringLiteral("2025-11-25"))
    {
        sessionId.clear();
        const Reply reply = post(message(
            QStringLiteral("initialize"),
            {{QStringLiteral("protocolVersion"), version},
             {QStringLiteral("capabilities"), capabilities},
             {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("tst_demoserver_http")},
                                                        {QStringLiteral("version"), QStringLiteral("1.0")}}}}));
        sessionId = QString::fromLatin1(reply.header("mcp-session-id"));
        protocolVersion = version;
        if (!sessionId.isEmpty())
            notify(QStringLiteral("notifications/initialized"));
        return reply;
    }

private:
    QProcess m_process;
    QByteArray m_stderr;
    quint16 m_port = 0;
    QNetworkAccessManager m_nam;
    int m_nextId = 1;
};

QJsonObject responseIn(const Reply &reply)
{
    const QList<QJsonObject> messages = reply.messages();
    for (const QJsonObject &message : messages) {
        if (!message.contains(u"method"))
            return message;
    }
    return QJsonObject();
}

QJsonObject resultOf(const Reply &reply)
{
    return responseIn(reply).value(u"result").toObject();
}

QString toolText(const QJsonObject &response)
{
    QStringList parts;
    const QJsonArray content = response.value(u"result").toObject().value(u"content").toArray();
    for (const QJsonValue &block : content)
        parts.append(block.toObject().value(u"text").toString());
    return parts.join(u'\n');
}

int rpcErrorCode(const Reply &reply)
{
    return reply.json().value(u"error").toObject().value(u"code").toInt();
}

QJsonObject toolCall(const QString &name, const QJsonObject &arguments, const QJsonValue &progressToken = {})
{
    QJsonObject params{{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}};
    if (!progressToken.isNull())
        params.insert(QStringLiteral("_meta"), QJsonObject{{QStringLiteral("progressToken"), progressToken}});
    return params;
}

QByteArray formBody(const QList<QPair<QString, QString>> &fields)
{
    QByteArray body;
    for (const auto &field : fields) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(field.first) + '=' + QUrl::toPercentEncoding(field.second);
    }
    return body;
}

QString randomVerifier()
{
    QByteArray bytes(48, Qt::Uninitialized);
    for (char &c : bytes)
        c = char(QRandomGenerator::global()->bounded(256));
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString challengeFor(const QString &verifier)
{
    return QString::fromLatin1(QCryptographicHash::hash(verifier.toLatin1(), QCryptographicHash::Sha256)
                                   .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

const QString RedirectUri = QStringLiteral("http://127.0.0.1:33333/callback");

} // namespace

class TestDemoServerHttp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void commandLine();
    void initializeCreatesSession();
    void failedInitializeMakesNoSession();
    void requestsAnsweredWithSse();
    void notificationsAndResponsesAccepted();
    void refusals_data();
    void refusals();
    void refusalsWithoutSession();
    void oversizedBody();
    void originCheck_data();
    void originCheck();
    void progressOnTheRequestStream();
    void serverRequestOnTheRequestStream();
    void cancelEndsTheStream();
    void getStream();
    void getStreamResumes();
    void postStreamResumes();
    void jsonResponses();
    void jsonResponsesServerRequests();
    void deleteEndsSession();
    void oldestSessionMakesRoom();
    void olderProtocolHasNoPrimingEvent();

    void oauthChallenge();
    void oauthMetadata();
    void oauthPublicClient();
    void oauthConfidentialClients();
    void oauthClientCredentials();
    void oauthAuthorizeErrors();
    void oauthExpiredToken();

private:
    /// Registers a client; returns the registration answer.
    static QJsonObject registerClient(HttpDemo &demo, const QString &authMethod);
    /// Runs /authorize for @p clientId and returns the Location it redirects to.
    static QUrl authorize(HttpDemo &demo, const QString &clientId, const QString &challenge, const QString &state,
                          int *status = nullptr, QByteArray *body = nullptr,
                          const QList<QPair<QString, QString>> &extra = {});
};

void TestDemoServerHttp::initTestCase()
{
    QVERIFY2(QFileInfo(mcpscope::test::demoServerBinary()).isExecutable(),
             qPrintable(QStringLiteral("the demo server was not built at ") + mcpscope::test::demoServerBinary()));
}

void TestDemoServerHttp::commandLine()
{
    QProcess process;
    process.start(mcpscope::test::demoServerBinary(), {QStringLiteral("--help")});
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray help = process.readAllStandardOutput();
    for (const char *option :
         {"--http <[ADDR:]PORT>", "--http-json", "--oauth", "--oauth-token-lifetime", "Streamable HTTP"})
        QVERIFY2(help.contains(option), option);

    const QList<QPair<QStringList, QByteArray>> bad{
        {{QStringLiteral("--http"), QStringLiteral("nonsense")}, "not a port number"},
        {{QStringLiteral("--http"), QStringLiteral("1.2.3:80")}, "not an IP address"},
        {{QStringLiteral("--http"), QStringLiteral("::1:80")}, "in brackets"},
        {{QStringLiteral("--oauth")}, "--oauth needs --http"},
        {{QStringLiteral("--http-json")}, "--http-json needs --http"},
        {{QStringLiteral("--http"), QStringLiteral("0"), QStringLiteral("--oauth-token-lifetime"), QStringLiteral("5")},
         "needs --oauth"},
        {{QStringLiteral("--http"), QStringLiteral("0"), QStringLiteral("--oauth"),
          QStringLiteral("--oauth-token-lifetime"), QStringLiteral("soon")},
         "not a number of seconds"},
    };
    for (const auto &[arguments, message] : bad) {
        process.start(mcpscope::test::demoServerBinary(), arguments);
        QVERIFY(process.waitForFinished(5000));
        QCOMPARE(process.exitCode(), 1);
        const QByteArray error = process.readAllStandardError();
        QVERIFY2(error.contains(message), error.constData());
    }
}

void TestDemoServerHttp::initializeCreatesSession()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const Reply reply = demo.initialize();
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.header("content-type").startsWith("text/event-stream"));
    static const QRegularExpression uuid(
        QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
    QVERIFY2(uuid.match(demo.sessionId).hasMatch(), qPrintable(demo.sessionId));

    // 2025-11-25: the stream opens with an event that has an id and empty data, and the retry field.
    const QList<SseEvent> events = reply.events();
    QCOMPARE(events.size(), 2);
    QVERIFY(!events.at(0).id.isEmpty());
    QVERIFY(events.at(0).hasData && events.at(0).data.isEmpty());
    QCOMPARE(events.at(0).retry, 3000);
    QCOMPARE(events.at(1).event, QByteArray("message"));
    QVERIFY(events.at(1).id != events.at(0).id);
    const QJsonObject result = events.at(1).json().value(u"result").toObject();
    QCOMPARE(result.value(u"protocolVersion").toString(), QStringLiteral("2025-11-25"));
    QCOMPARE(result.value(u"serverInfo").toObject().value(u"name").toString(), QStringLiteral("mcpscope-demo"));

    // Every initialize is a session of its own.
    const QString first = demo.sessionId;
    QCOMPARE(demo.initialize().status, 200);
    QVERIFY(!demo.sessionId.isEmpty());
    QVERIFY(demo.sessionId != first);
    QVERIFY(resultOf(demo.rpc(QStringLiteral("ping"))).isEmpty());
    demo.sessionId = first;
    QCOMPARE(
        responseIn(demo.rpc(QStringLiteral("tools/list"))).value(u"result").toObject().value(u"tools").toArray().size(),
        18);
}

void TestDemoServerHttp::failedInitializeMakesNoSession()
{
    HttpDemo demo;
    const Reply reply = demo.post(demo.message(QStringLiteral("initialize"), {{QStringLiteral("protocolVersion"), 5}}));
    QCOMPARE(reply.status, 200);
    QCOMPARE(responseIn(reply).value(u"error").toObject().value(u"code").toInt(), -32602);
    QVERIFY(reply.header("mcp-session-id").isEmpty());
}

void TestDemoServerHttp::requestsAnsweredWithSse()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    QSet<QByteArray> ids;
    QSet<QByteArray> streams;
    for (const QString &method :
         {QStringLiteral("tools/list"), QStringLiteral("resources/list"), QStringLiteral("prompts/list")}) {
        const Reply reply = demo.rpc(method);
        QCOMPARE(reply.status, 200);
        QVERIFY(reply.header("content-type").startsWith("text/event-stream"));
        QVERIFY(reply.header("mcp-session-id").isEmpty()); // only initialize's answer carries it
        for (const SseEvent &event : reply.events()) {
            static const QRegularExpression format(QStringLiteral("^\\d+-\\d+$"));
            QVERIFY2(format.match(QString::fromLatin1(event.id)).hasMatch(), event.id.constData());
            QVERIFY2(!ids.contains(event.id), event.id.constData());
            ids.insert(event.id);
            streams.insert(event.id.left(event.id.indexOf('-')));
        }
        const QJsonObject response = responseIn(reply);
        QCOMPARE(response.value(u"jsonrpc").toString(), QStringLiteral("2.0"));
        QVERIFY2(response.value(u"result").isObject(), qPrintable(reply.describe()));
    }
    QCOMPARE(streams.size(), 3);
    const Reply tools
        = demo.rpc(QStringLiteral("tools/call"),
                   toolCall(QStringLiteral("echo"), {{QStringLiteral("message"), QStringLiteral("over http")}}));
    QCOMPARE(toolText(responseIn(tools)), QStringLiteral("Echo: over http"));
    // The id of a running request is taken; others are fine.
    const Reply error = demo.rpc(QStringLiteral("no/such-method"));
    QCOMPARE(responseIn(error).value(u"error").toObject().value(u"code").toInt(), -32601);
}

void TestDemoServerHttp::notificationsAndResponsesAccepted()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    Reply reply = demo.notify(QStringLiteral("notifications/roots/list_changed"));
    QCOMPARE(reply.status, 202);
    QVERIFY(reply.body.isEmpty());
    reply = demo.post(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                  {QStringLiteral("id"), QStringLiteral("srv-999")},
                                  {QStringLiteral("result"), QJsonObject()}});
    QCOMPARE(reply.status, 202);
    QVERIFY(reply.body.isEmpty());
    QTRY_VERIFY(demo.standardError().contains("ignored a response to unknown request id \"srv-999\""));
}

void TestDemoServerHttp::refusals_data()
{
    QTest::addColumn<QByteArray>("verb");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<Headers>("headers");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("says");

    const QByteArray ping = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
    const Headers json{{"Content-Type", "application/json"}, {"Accept", BothTypes}};
    const auto with = [](Headers headers, const QByteArray &name, const QByteArray &value) {
        for (auto &header : headers) {
            if (header.first == name) {
                header.second = value;
                return headers;
            }
        }
        headers.append({name, value});
        return headers;
    };
    // "session" in a header value is replaced by the session's id.
    const Headers session = with(json, "Mcp-Session-Id", "session");
    QTest::newRow("no session id") << QByteArray("POST") << QStringLiteral("/mcp") << ping << json << 400
                                   << QByteArray("Mcp-Session-Id header is missing");
    QTest::newRow("unknown session") << QByteArray("POST") << QStringLiteral("/mcp") << ping
                                     << with(json, "Mcp-Session-Id", "d0e5f6a2-0000-4000-8000-000000000000") << 404
                                     << QByteArray("there is no session");
    QTest::newRow("accept json only") << QByteArray("POST") << QStringLiteral("/mcp") << ping
                                      << with(session, "Accept", "application/json") << 406
                                      << QByteArray("Not Acceptable");
    QTest::newRow("accept sse only") << QByteArray("POST") << QStringLiteral("/mcp") << ping
                                     << with(session, "Accept", "text/event-stream") << 406
                                     << QByteArray("Not Acceptable");
    QTest::newRow("accept anything") << QByteArray("POST") << QStringLiteral("/mcp") << ping
                                     << with(session, "Accept", "*/*") << 406 << QByteArray("Not Acceptable");
    QTest::newRow("content type") << QByteArray("POST") << QStringLiteral("/mcp") << ping
                                  << with(session, "Content-Type", "text/plain") << 415
                                  << QByteArray("Unsupported Media Type");
    QTest::newRow("garbage") << QByteArray("POST") << QStringLiteral("/mcp") << QByteArray("\xff{not json") << session
                             << 400 << QByteArray("Parse error");
    QTest::newRow("empty body") << QByteArray("POST") << QStringLiteral("/mcp") << QByteArray() << session << 400
                                << QByteArray("Parse error");
    QTest::newRow("batch") << QByteArray("POST") << QStringLiteral("/mcp") << QByteArray("[" + ping + "]") << session
                           << 400 << QByteArray("batches are not supported");
    QTest::newRow("not an object") << QByteArray("POST") << QStringLiteral("/mcp") << QByteArray("42") << session << 400
                                   << QByteArray("must be a JSON object");
    QTest::newRow("no method") << QByteArray("POST") << QStringLiteral("/mcp")
                               << QByteArray(R"({"jsonrpc":"2.0","id":3})") << session << 400
                               << QByteArray("needs a method, a result or an error");
    QTest::newRow("bad id") << QByteArray("POST") << QStringLiteral("/mcp")
                            << QByteArray(R"({"jsonrpc":"2.0","id":{},"method":"ping"})") << session << 400
                            << QByteArray("id must be a string or an integer");
    QTest::newRow("bad notification") << QByteArray("POST") << QStringLiteral("/mcp")
                                      << QByteArray(R"({"jsonrpc":"1.0","method":"notifications/x"})") << session << 400
                                      << QByteArray("jsonrpc must be");
    QTest::newRow("protocol version") << QByteArray("POST") << QStringLiteral("/mcp") << ping
                                      << with(session, "MCP-Protocol-Version", "1999-01-01") << 400
                                      << QByteArray("unsupported MCP-Protocol-Version");
    QTest::newRow("get without session") << QByteArray("GET") << QStringLiteral("/mcp") << QByteArray()
                                         << Headers{{"Accept", "text/event-stream"}} << 400
                                         << QByteArray("Mcp-Session-Id header is missing");
    QTest::newRow("get accept json") << QByteArray("GET") << QStringLiteral("/mcp") << QByteArray()
                                     << Headers{{"Accept", "application/json"}, {"Mcp-Session-Id", "session"}} << 406
                                     << QByteArray("text/event-stream");
    QTest::newRow("get unknown event id")
        << QByteArray("GET") << QStringLiteral("/mcp") << QByteArray()
        << Headers{{"Accept", "text/event-stream"}, {"Mcp-Session-Id", "session"}, {"Last-Event-ID", "77-1"}} << 400
        << QByteArray("Last-Event-ID");
    QTest::newRow("delete without session") << QByteArray("DELETE") << QStringLiteral("/mcp") << QByteArray()
                                            << Headers() << 400 << QByteArray("Mcp-Session-Id header is missing");
    QTest::newRow("put") << QByteArray("PUT") << QStringLiteral("/mcp") << ping << session << 405
                         << QByteArray("Method Not Allowed");
    QTest::newRow("other path") << QByteArray("POST") << QStringLiteral("/mcp/x") << ping << session << 404
                                << QByteArray("The MCP endpoint is http://127.0.0.1:");
    QTest::newRow("no oauth here") << QByteArray("GET") << QStringLiteral("/.well-known/oauth-protected-resource/mcp")
                                   << QByteArray() << Headers() << 404 << QByteArray("not served here");
}

void TestDemoServerHttp::refusals()
{
    QFETCH(QByteArray, verb);
    QFETCH(QString, path);
    QFETCH(QByteArray, body);
    QFETCH(Headers, headers);
    QFETCH(int, status);
    QFETCH(QByteArray, says);

    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    for (auto &header : headers) {
        if (header.second == "session")
            header.second = demo.sessionId.toLatin1();
    }
    const Reply reply = demo.send(verb, path, headers, body);
    QVERIFY2(reply.status == status, qPrintable(reply.describe()));
    QVERIFY2(reply.header("content-type").startsWith("application/json"), qPrintable(reply.describe()));
    // A JSON-RPC error without id, in plain words.
    const QJsonObject answer = reply.json();
    QCOMPARE(answer.value(u"jsonrpc").toString(), QStringLiteral("2.0"));
    QVERIFY(!answer.contains(u"id"));
    QVERIFY2(answer.value(u"error").toObject().value(u"message").toString().toUtf8().contains(says),
             qPrintable(reply.describe()));
    if (says == "Parse error")
        QCOMPARE(rpcErrorCode(reply), -32700);
    if (status == 405)
        QCOMPARE(reply.header("allow"), QByteArray("GET, POST, DELETE"));

    // The server is still well and the session still works.
    QVERIFY(responseIn(demo.rpc(QStringLiteral("ping"))).value(u"result").isObject());
}

void TestDemoServerHttp::refusalsWithoutSession()
{
    // Before any session exists, a request other than initialize is refused too.
    HttpDemo demo;
    const Reply reply = demo.rpc(QStringLiteral("tools/list"));
    QCOMPARE(reply.status, 400);
    const Reply notification = demo.notify(QStringLiteral("notifications/initialized"));
    QCOMPARE(notification.status, 400);
    // A running request's id cannot be used again while it runs.
    QCOMPARE(demo.initialize().status, 200);
    QJsonObject slow = demo.message(
        QStringLiteral("tools/call"),
        toolCall(QStringLiteral("long-running"), {{QStringLiteral("duration"), 20}, {QStringLiteral("steps"), 20}}));
    slow.insert(QStringLiteral("id"), QStringLiteral("same"));
    const auto stream = demo.stream(slow);
    QVERIFY(stream->waitFor([](const SseEvent &) { return true; }) >= 0); // the priming event: it runs
    const Reply again = demo.post(slow);
    QCOMPARE(again.status, 400);
    QVERIFY(again.body.contains("already used by a request of this session that is still running"));
}

void TestDemoServerHttp::oversizedBody()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    QByteArray huge
        = R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"message":")";
    huge += QByteArray(17 * 1024 * 1024, 'x') + R"("}}})";
    const Reply reply = demo.post(huge, demo.mcpHeaders());
    QVERIFY2(reply.status == 413, qPrintable(reply.describe()));
    QVERIFY(reply.body.contains("too large"));
    // Refused from its Content-Length, before the body was read.
    QTRY_VERIFY(demo.standardError().contains("before reading it"));

    // A chunked body has no Content-Length: it is refused once read.
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, demo.port());
    QVERIFY(socket.waitForConnected(5000));
    socket.write("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: " + BothTypes
                 + "\r\nMcp-Session-Id: " + demo.sessionId.toLatin1() + "\r\nTransfer-Encoding: chunked\r\n\r\n");
    const QByteArray chunk(1024 * 1024, 'z');
    for (int i = 0; i < 17; ++i)
        socket.write("100000\r\n" + chunk + "\r\n");
    socket.write("0\r\n\r\n");
    QByteArray answer;
    QVERIFY(QTest::qWaitFor(
        [&] {
            answer += socket.readAll();
            return answer.contains("\r\n\r\n{") && answer.endsWith("}");
        },
        20000));
    QVERIFY2(answer.startsWith("HTTP/1.1 413"), answer.left(200).constData());
    QVERIFY(answer.contains("17825792 bytes"));
    // Just under the limit is fine.
    QByteArray large
        = R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"message":")";
    large += QByteArray(15 * 1024 * 1024, 'y') + R"("}}})";
    const Reply echo = demo.post(large, demo.mcpHeaders());
    QCOMPARE(echo.status, 200);
    QCOMPARE(toolText(responseIn(echo)).size(), 15 * 1024 * 1024 + 6);
}

void TestDemoServerHttp::originCheck_data()
{
    QTest::addColumn<QByteArray>("origin");
    QTest::addColumn<int>("status");
    QTest::newRow("elsewhere") << QByteArray("http://evil.example") << 403;
    QTest::newRow("rebound name") << QByteArray("http://attacker.example:8080") << 403;
    QTest::newRow("null") << QByteArray("null") << 403;
    QTest::newRow("lookalike") << QByteArray("http://127.0.0.1.evil.example") << 403;
    QTest::newRow("localhost") << QByteArray("http://localhost:6274") << 200;
    QTest::newRow("127.0.0.1") << QByteArray("http://127.0.0.1") << 200;
    QTest::newRow("::1") << QByteArray("http://[::1]:3000") << 200;
}

void TestDemoServerHttp::originCheck()
{
    QFETCH(QByteArray, origin);
    QFETCH(int, status);
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    Headers headers = demo.mcpHeaders();
    headers.append({"Origin", origin});
    const Reply reply
        = demo.post(QJsonDocument(demo.message(QStringLiteral("ping"))).toJson(QJsonDocument::Compact), headers);
    QVERIFY2(reply.status == status, qPrintable(reply.describe()));
    if (status == 403) {
        QVERIFY(reply.body.contains("DNS rebinding"));
        // initialize is refused too: no session is made for such a page.
        demo.sessionId.clear();
        Headers fresh = demo.mcpHeaders();
        fresh.append({"Origin", origin});
        const Reply init
            = demo.post(QJsonDocument(demo.message(QStringLiteral("initialize"),
                                                   {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")}}))
                            .toJson(QJsonDocument::Compact),
                        fresh);
        QCOMPARE(init.status, 403);
        QVERIFY(init.header("mcp-session-id").isEmpty());
    }
}

void TestDemoServerHttp::progressOnTheRequestStream()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    const Reply reply
        = demo.rpc(QStringLiteral("tools/call"),
                   toolCall(QStringLiteral("long-running"),
                            {{QStringLiteral("duration"), 0.3}, {QStringLiteral("steps"), 3}}, QStringLiteral("tok")));
    QCOMPARE(reply.status, 200);
    const QList<QJsonObject> messages = reply.messages();
    QCOMPARE(messages.size(), 4);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(messages.at(i).value(u"method").toString(), QStringLiteral("notifications/progress"));
        QCOMPARE(messages.at(i).value(u"params").toObject().value(u"progress").toInt(), i + 1);
        QCOMPARE(messages.at(i).value(u"params").toObject().value(u"progressToken").toString(), QStringLiteral("tok"));
    }
    QVERIFY(toolText(messages.at(3)).contains(u"finished"));

    // Log messages sent while a tool runs go to its stream too.
    QVERIFY(
        responseIn(demo.rpc(QStringLiteral("logging/setLevel"), {{QStringLiteral("level"), QStringLiteral("warning")}}))
            .value(u"result")
            .isObject());
    const Reply logged = demo.rpc(QStringLiteral("tools/call"), toolCall(QStringLiteral("log-something"), {}));
    const QList<QJsonObject> logMessages = logged.messages();
    QCOMPARE(logMessages.size(), 6); // warning .. emergency, then the result
    QCOMPARE(logMessages.first().value(u"method").toString(), QStringLiteral("notifications/message"));
    QVERIFY(toolText(logMessages.last()).contains(u"Sent 5 of 8"));
}

void TestDemoServerHttp::serverRequestOnTheRequestStream()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize(QJsonObject{{QStringLiteral("sampling"), QJsonObject()}}).status, 200);
    const auto stream = demo.stream(
        demo.message(QStringLiteral("tools/call"),
                     toolCall(QStringLiteral("ask-sampling"), {{QStringLiteral("prompt"), QStringLiteral("2+2?")}})));
    const qsizetype at = stream->waitForMethod(QStringLiteral("sampling/createMessage"));
    QVERIFY(at >= 0);
    QCOMPARE(stream->status(), 200);
    const QJsonObject request = stream->events().at(at).json();
    QVERIFY(!stream->isFinished());

    // The client answers with a POST of its own.
    const Reply accepted = demo.post(QJsonObject{
        {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
        {QStringLiteral("id"), request.value(u"id")},
        {QStringLiteral("result"),
         QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                     {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                             {QStringLiteral("text"), QStringLiteral("4")}}},
                     {QStringLiteral("model"), QStringLiteral("test-model")}}}});
    QCOMPARE(accepted.status, 202);
    QVERIFY(stream->waitForFinished());
    const SseEvent last = stream->events().constLast();
    QVERIFY(toolText(last.json()).contains(u"The client's model (test-model) answered:\n4"));
    QVERIFY(last.id != stream->events().at(at).id);
}

void TestDemoServerHttp::cancelEndsTheStream()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    QJsonObject call = demo.message(
        QStringLiteral("tools/call"),
        toolCall(QStringLiteral("long-running"), {{QStringLiteral("duration"), 30}, {QStringLiteral("steps"), 30}}, 7));
    const auto stream = demo.stream(call);
    QVERIFY(stream->waitForMethod(QStringLiteral("notifications/progress")) >= 0);
    QCOMPARE(
        demo.notify(QStringLiteral("notifications/cancelled"), {{QStringLiteral("requestId"), call.value(u"id")},
                                                                {QStringLiteral("reason"), QStringLiteral("enough")}})
            .status,
        202);
    QVERIFY(stream->waitForFinished());
    QCOMPARE(stream->reply()->error(), QNetworkReply::NoError);
    for (const SseEvent &event : stream->events())
        QVERIFY(!event.data.contains("\"result\""));
}

void TestDemoServerHttp::getStream()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    const auto get = demo.openGet();
    QVERIFY(get->waitFor([](const SseEvent &e) { return e.retry == 3000; }) == 0);
    QCOMPARE(get->status(), 200);
    QVERIFY(get->reply()->header(QNetworkRequest::ContentTypeHeader).toString().startsWith(u"text/event-stream"));

    // A second GET stream of the same session is refused while one is open.
    const Reply second = demo.send("GET", QStringLiteral("/mcp"),
                                   {{"Accept", "text/event-stream"}, {"Mcp-Session-Id", demo.sessionId.toLatin1()}});
    QCOMPARE(second.status, 409);

    // What belongs to no request goes there: the clock's updates.
    QVERIFY(responseIn(demo.rpc(QStringLiteral("resources/subscribe"),
                                {{QStringLiteral("uri"), QStringLiteral("demo://clock")}}))
                .value(u"result")
                .isObject());
    const qsizetype at = get->waitForMethod(QStringLiteral("notifications/resources/updated"), 0, 6000);
    QVERIFY(at >= 0);
    QCOMPARE(get->events().at(at).json().value(u"params").toObject().value(u"uri").toString(),
             QStringLiteral("demo://clock"));
    QVERIFY(get->events().at(at).id.startsWith("0-"));
    QVERIFY(!get->isFinished());
}

void TestDemoServerHttp::getStreamResumes()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    QVERIFY(responseIn(demo.rpc(QStringLiteral("resources/subscribe"),
                                {{QStringLiteral("uri"), QStringLiteral("demo://clock")}}))
                .value(u"result")
                .isObject());
    auto get = demo.openGet();
    const qsizetype at = get->waitForMethod(QStringLiteral("notifications/resources/updated"), 0, 6000);
    QVERIFY(at >= 0);
    const QByteArray seen = get->events().at(at).id;
    get->abort();
    QTRY_VERIFY(demo.standardError().contains("the client closed stream 0"));

    // Resuming just before that event sends it again, then goes on.
    const qint64 number = seen.mid(seen.indexOf('-') + 1).toLongLong();
    const QByteArray before = "0-" + QByteArray::number(number - 1);
    get = demo.openGet(before);
    const qsizetype replayed = get->waitFor([](const SseEvent &e) { return !e.data.isEmpty(); });
    QVERIFY(replayed >= 0);
    QCOMPARE(get->events().at(replayed).id, seen);
    const qsizetype next = get->waitForMethod(QStringLiteral("notifications/resources/updated"), replayed + 1, 6000);
    QVERIFY(next >= 0);
    QCOMPARE(get->events().at(next).id, "0-" + QByteArray::number(number + 1));
}

void TestDemoServerHttp::postStreamResumes()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    auto post = demo.stream(
        demo.message(QStringLiteral("tools/call"),
                     toolCall(QStringLiteral("long-running"),
                              {{QStringLiteral("duration"), 1.2}, {QStringLiteral("steps"), 4}}, QStringLiteral("p"))));
    const qsizetype first = post->waitForMethod(QStringLiteral("notifications/progress"));
    QVERIFY(first >= 0);
    const QByteArray lastSeen = post->events().at(first).id;
    post->abort(); // the connection breaks; the call goes on

    const auto resumed = demo.openGet(lastSeen);
    QVERIFY(resumed->waitForFinished(10000)); // the stream ends with the response
    QCOMPARE(resumed->status(), 200);
    QList<QJsonObject> messages;
    for (const SseEvent &event : resumed->events()) {
        if (event.data.isEmpty())
            continue;
        QCOMPARE(event.id.left(event.id.indexOf('-')), lastSeen.left(lastSeen.indexOf('-')));
        messages.append(event.json());
    }
    QCOMPARE(messages.size(), 4); // progress 2, 3, 4 and the result
    QCOMPARE(messages.at(0).value(u"params").toObject().value(u"progress").toInt(), 2);
    QVERIFY(toolText(messages.at(3)).contains(u"finished"));

    // A finished stream can be read again from the start.
    const auto again = demo.openGet(lastSeen.left(lastSeen.indexOf('-')) + "-0");
    QVERIFY(again->waitForFinished());
    QCOMPARE(again->events().size(), 6); // retry, then progress 1-4 and the result: nothing else
}

void TestDemoServerHttp::jsonResponses()
{
    HttpDemo demo({QStringLiteral("--http-json")});
    const Reply init = demo.initialize();
    QCOMPARE(init.status, 200);
    QVERIFY(init.header("content-type").startsWith("application/json"));
    QVERIFY(!demo.sessionId.isEmpty());
    QCOMPARE(init.json().value(u"result").toObject().value(u"protocolVersion").toString(),
             QStringLiteral("2025-11-25"));

    const Reply tools = demo.rpc(QStringLiteral("tools/list"));
    QVERIFY(tools.header("content-type").startsWith("application/json"));
    QVERIFY(tools.json().value(u"result").toObject().value(u"tools").isArray());

    // What the server sends while a request runs goes to the GET stream, kept until it opens.
    const Reply slow = demo.rpc(
        QStringLiteral("tools/call"),
        toolCall(QStringLiteral("long-running"), {{QStringLiteral("duration"), 0.2}, {QStringLiteral("steps"), 2}}, 5));
    QVERIFY(slow.header("content-type").startsWith("application/json"));
    QVERIFY(toolText(slow.json()).contains(u"finished"));
    const auto get = demo.openGet();
    const qsizetype second = get->waitFor(
        [](const SseEvent &e) { return e.json().value(u"params").toObject().value(u"progress").toInt() == 2; });
    QVERIFY(second >= 0);
    QCOMPARE(get->events().at(second - 1).json().value(u"params").toObject().value(u"progress").toInt(), 1);
    QCOMPARE(get->events().at(second).json().value(u"params").toObject().value(u"progressToken").toInt(), 5);
}

void TestDemoServerHttp::jsonResponsesServerRequests()
{
    HttpDemo demo({QStringLiteral("--http-json")});
    QCOMPARE(demo.initialize(QJsonObject{{QStringLiteral("sampling"), QJsonObject()}}).status, 200);
    const auto get = demo.openGet();
    QVERIFY(get->waitFor([](const SseEvent &e) { return e.retry == 3000; }) >= 0);

    // The tool's request to the client cannot share a JSON answer: it comes on the GET stream.
    const auto call = demo.stream(
        demo.message(QStringLiteral("tools/call"),
                     toolCall(QStringLiteral("ask-sampling"), {{QStringLiteral("prompt"), QStringLiteral("hi")}})));
    const qsizetype at = get->waitForMethod(QStringLiteral("sampling/createMessage"));
    QVERIFY(at >= 0);
    QVERIFY(!call->isFinished());
    const QJsonValue id = get->events().at(at).json().value(u"id");
    QCOMPARE(demo.post(QJsonObject{
                           {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                           {QStringLiteral("id"), id},
                           {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), -1},
                                                                 {QStringLiteral("message"),
                                                                  QStringLiteral("User rejected sampling request")}}}})
                 .status,
             202);
    QVERIFY(call->waitForFinished());
    QCOMPARE(call->status(), 200);
    QVERIFY(call->reply()->rawHeader("Content-Type").startsWith("application/json"));
    QVERIFY(toolText(QJsonDocument::fromJson(call->body()).object()).contains(u"User rejected sampling request"));

    // A cancelled request gets an empty answer.
    QJsonObject slow = demo.message(
        QStringLiteral("tools/call"),
        toolCall(QStringLiteral("long-running"), {{QStringLiteral("duration"), 30}, {QStringLiteral("steps"), 30}}));
    const auto cancelled = demo.stream(slow);
    QTRY_VERIFY(demo.standardError().contains("long-running: 30 steps"));
    QCOMPARE(demo.notify(QStringLiteral("notifications/cancelled"), {{QStringLiteral("requestId"), slow.value(u"id")}})
                 .status,
             202);
    QVERIFY(cancelled->waitForFinished());
    QCOMPARE(cancelled->status(), 204);
}

void TestDemoServerHttp::oldestSessionMakesRoom()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    const QString first = demo.sessionId;
    QCOMPARE(demo.initialize().status, 200);
    const QString second = demo.sessionId;
    demo.sessionId = first;
    QVERIFY(resultOf(demo.rpc(QStringLiteral("ping"))).isEmpty()); // first is now used more recently than second
    for (int i = 0; i < 63; ++i)
        QCOMPARE(demo.initialize().status, 200);
    // 65 sessions were started; 64 are kept: the one unused the longest ended.
    demo.sessionId = second;
    QCOMPARE(demo.rpc(QStringLiteral("ping")).status, 404);
    demo.sessionId = first;
    QCOMPARE(demo.rpc(QStringLiteral("ping")).status, 200);
    QVERIFY(demo.standardError().contains("64 sessions are open, the most this server keeps"));
}

void TestDemoServerHttp::deleteEndsSession()
{
    HttpDemo demo;
    QCOMPARE(demo.initialize().status, 200);
    const auto get = demo.openGet();
    QVERIFY(get->waitFor([](const SseEvent &) { return true; }) >= 0);
    const Headers headers{{"Mcp-Session-Id", demo.sessionId.toLatin1()}};
    const Reply deleted = demo.send("DELETE", QStringLiteral("/mcp"), headers);
    QCOMPARE(deleted.status, 200);
    QVERIFY(get->waitForFinished()); // the session's streams end with it
    QCOMPARE(demo.rpc(QStringLiteral("ping")).status, 404);
    QCOMPARE(demo.send("DELETE", QStringLiteral("/mcp"), headers).status, 404);
    const auto after = demo.openGet();
    QVERIFY(after->waitForFinished());
    QCOMPARE(after->status(), 404);
}

void TestDemoServerHttp::olderProtocolHasNoPrimingEvent()
{
    HttpDemo demo;
    const Reply init = demo.initialize({}, QStringLiteral("2025-06-18"));
    QCOMPARE(init.status, 200);
    QCOMPARE(resultOf(init).value(u"protocolVersion").toString(), QStringLiteral("2025-06-18"));
    for (const SseEvent &event : init.events())
        QVERIFY(!event.data.isEmpty() && event.retry < 0);
    const Reply ping = demo.rpc(QStringLiteral("ping"));
    QCOMPARE(ping.events().size(), 1);
}

// --- OAuth ------------------------------------------------------------------------------

QJsonObject TestDemoServerHttp::registerClient(HttpDemo &demo, const QString &authMethod)
{
    const Reply reply
        = demo.send("POST", QStringLiteral("/register"), {{"Content-Type", "application/json"}},
                    QJsonDocument(QJsonObject{
                                      {QStringLiteral("client_name"), QStringLiteral("tst_demoserver_http")},
                                      {QStringLiteral("redirect_uris"), QJsonArray{RedirectUri}},
                                      {QStringLiteral("grant_types"), QJsonArray{QStringLiteral("authorization_code"),
                                                                                 QStringLiteral("refresh_token")}},
                                      {QStringLiteral("response_types"), QJsonArray{QStringLiteral("code")}},
                                      {QStringLiteral("token_endpoint_auth_method"), authMethod},
                                  })
                        .toJson(QJsonDocument::Compact));
    if (reply.status != 201)
        qWarning().noquote() << "registration:" << reply.describe();
    return reply.json();
}

QUrl TestDemoServerHttp::authorize(HttpDemo &demo, const QString &clientId, const QString &challenge,
                                   const QString &state, int *status, QByteArray *body,
                                   const QList<QPair<QString, QString>> &extra)
{
    QList<QPair<QString, QString>> fields{{QStringLiteral("response_type"), QStringLiteral("code")},
                                          {QStringLiteral("client_id"), clientId},
                                          {QStringLiteral("redirect_uri"), RedirectUri},
                                          {QStringLiteral("code_challenge"), challenge},
                                          {QStringLiteral("code_challenge_method"), QStringLiteral("S256")},
                                          {QStringLiteral("state"), state},
                                          {QStringLiteral("scope"), QStringLiteral("mcp")},
                                          {QStringLiteral("resource"), demo.origin() + QStringLiteral("/mcp")}};
    for (const auto &field : extra) {
        fields.removeIf([&](const QPair<QString, QString> &f) { return f.first == field.first; });
        if (!field.second.isNull())
            fields.append(field);
    }
    const Reply reply = demo.send("GET", QStringLiteral("/authorize?") + QString::fromLatin1(formBody(fields)), {});
    if (status)
        *status = reply.status;
    if (body)
        *body = reply.body;
    return QUrl(QString::fromLatin1(reply.header("location")));
}

void TestDemoServerHttp::oauthChallenge()
{
    HttpDemo demo({QStringLiteral("--oauth")});
    QVERIFY(demo.isListening());
    const Reply reply
        = demo.rpc(QStringLiteral("initialize"), {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")}});
    QCOMPARE(reply.status, 401);
    const QByteArray challenge = reply.header("www-authenticate");
    QVERIFY2(challenge.startsWith("Bearer "), challenge.constData());
    QVERIFY2(challenge.contains(QByteArray("resource_metadata=\"" + demo.origin().toLatin1()
                                           + "/.well-known/oauth-protected-resource/mcp\"")),
             challenge.constData());
    QVERIFY(challenge.contains("scope=\"mcp\""));
    QVERIFY(!challenge.contains("error="));

    demo.bearer = "not-a-token";
    const Reply bogus
        = demo.rpc(QStringLiteral("initialize"), {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")}});
    QCOMPARE(bogus.status, 401);
    QVERIFY(bogus.header("www-authenticate").contains("error=\"invalid_token\""));
    QCOMPARE(bogus.json().value(u"error").toString(), QStringLiteral("invalid_token"));
    // GET and DELETE are protected as well.
    QCOMPARE(demo.send("GET", QStringLiteral("/mcp"), {{"Accept", "text/event-stream"}}).status, 401);
    QCOMPARE(demo.send("DELETE", QStringLiteral("/mcp"), {}).status, 401);
}

void TestDemoServerHttp::oauthMetadata()
{
    HttpDemo demo({QStringLiteral("--oauth")});
    for (const QString &path : {QStringLiteral("/.well-known/oauth-protected-resource/mcp"),
                                QStringLiteral("/.well-known/oauth-protected-resource")}) {
        const Reply reply = demo.send("GET", path, {});
        QCOMPARE(reply.status, 200);
        const QJsonObject metadata = reply.json();
        QCOMPARE(metadata.value(u"resource").toString(), demo.origin() + QStringLiteral("/mcp"));
        QCOMPARE(metadata.value(u"authorization_servers").toArray(), QJsonArray{demo.origin()});
        QCOMPARE(metadata.value(u"scopes_supported").toArray(), QJsonArray{QStringLiteral("mcp")});
        QCOMPARE(metadata.value(u"bearer_methods_supported").toArray(), QJsonArray{QStringLiteral("header")});
    }
    const Reply reply = demo.send("GET", QStringLiteral("/.well-known/oauth-authorization-server"), {});
    QCOMPARE(reply.status, 200);
    const QJsonObject metadata = reply.json();
    QCOMPARE(metadata.value(u"issuer").toString(), demo.origin());
    QCOMPARE(metadata.value(u"authorization_endpoint").toString(), demo.origin() + QStringLiteral("/authorize"));
    QCOMPARE(metadata.value(u"token_endpoint").toString(), demo.origin() + QStringLiteral("/token"));
    QCOMPARE(metadata.value(u"registration_endpoint").toString(), demo.origin() + QStringLiteral("/register"));
    QCOMPARE(metadata.value(u"response_types_supported").toArray(), QJsonArray{QStringLiteral("code")});
    QCOMPARE(metadata.value(u"grant_types_supported").toArray(),
             (QJsonArray{QStringLiteral("authorization_code"), QStringLiteral("refresh_token"),
                         QStringLiteral("client_credentials")}));
    QCOMPARE(metadata.value(u"code_challenge_methods_supported").toArray(), QJsonArray{QStringLiteral("S256")});
    QCOMPARE(metadata.value(u"token_endpoint_auth_methods_supported").toArray(),
             (QJsonArray{QStringLiteral("none"), QStringLiteral("client_secret_basic"),
                         QStringLiteral("client_secret_post")}));
    QCOMPARE(metadata.value(u"scopes_supported").toArray(), QJsonArray{QStringLiteral("mcp")});
    QCOMPARE(metadata.value(u"client_id_metadata_document_supported"), QJsonValue(false));

    // The URLs follow the name the client used for the server.
    QNetworkAccessManager nam;
    nam.setProxy(QNetworkProxy::NoProxy);
    QNetworkRequest request(
        QUrl(QStringLiteral("http://localhost:%1/.well-known/oauth-protected-resource/mcp").arg(demo.port())));
    QNetworkReply *local = nam.get(request);
    QSignalSpy finished(local, &QNetworkReply::finished);
    QVERIFY(finished.wait(5000));
    if (local->error() == QNetworkReply::NoError) // localhost may name ::1 only, where nothing listens
        QCOMPARE(QJsonDocument::fromJson(local->readAll()).object().value(u"resource").toString(),
                 QStringLiteral("http://localhost:%1/mcp").arg(demo.port()));
    delete local;
}

void TestDemoServerHttp::oauthPublicClient()
{
    HttpDemo demo({QStringLiteral("--oauth")});
    const QJsonObject client = registerClient(demo, QStringLiteral("none"));
    const QString clientId = client.value(u"client_id").toString();
    QVERIFY(!clientId.isEmpty());
    QVERIFY(!client.contains(u"client_secret"));
    QCOMPARE(client.value(u"redirect_uris").toArray(), QJsonArray{RedirectUri});

    // A wrong code_verifier is refused, and the code is spent.
    QString verifier = randomVerifier();
    int status = 0;
    QUrl location = authorize(demo, clientId, challengeFor(verifier), QStringLiteral("state 1&x"), &status);
    QCOMPARE(status, 302);
    QCOMPARE(location.adjusted(QUrl::RemoveQuery), QUrl(RedirectUri));
    QUrlQuery query(location);
    QCOMPARE(query.queryItemValue(QStringLiteral("state"), QUrl::FullyDecoded), QStringLiteral("state 1&x"));
    QString code = query.queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded);
    QVERIFY(!code.isEmpty());
    const auto tokenRequest = [&](const QList<QPair<QString, QString>> &fields) {
        return demo.send("POST", QStringLiteral("/token"), {{"Content-Type", "application/x-www-form-urlencoded"}},
                         formBody(fields));
    };
    const QList<QPair<QString, QString>> exchange{{QStringLiteral("grant_type"), QStringLiteral("authorization_code")},
                                                  {QStringLiteral("client_id"), clientId},
                                                  {QStringLiteral("redirect_uri"), RedirectUri},
                                                  {QStringLiteral("resource"), demo.origin() + QStringLiteral("/mcp")}};
    Reply reply = tokenRequest(exchange
                               + QList<QPair<QString, QString>>{{QStringLiteral("code"), code},
                                                                {QStringLiteral("code_verifier"), randomVerifier()}});
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_grant"));
    QVERIFY(reply.json().value(u"error_description").toString().contains(u"code_verifier"));
    reply = tokenRequest(
        exchange
        + QList<QPair<QString, QString>>{{QStringLiteral("code"), code}, {QStringLiteral("code_verifier"), verifier}});
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_grant"));

    // The right one gets tokens.
    verifier = randomVerifier();
    location = authorize(demo, clientId, challengeFor(verifier), QStringLiteral("s2"));
    code = QUrlQuery(location).queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded);
    reply = tokenRequest(
        exchange
        + QList<QPair<QString, QString>>{{QStringLiteral("code"), code}, {QStringLiteral("code_verifier"), verifier}});
    QVERIFY2(reply.status == 200, qPrintable(reply.describe()));
    QCOMPARE(reply.header("cache-control"), QByteArray("no-store"));
    QJsonObject tokens = reply.json();
    QCOMPARE(tokens.value(u"token_type").toString(), QStringLiteral("Bearer"));
    QCOMPARE(tokens.value(u"expires_in").toInt(), 3600);
    QCOMPARE(tokens.value(u"scope").toString(), QStringLiteral("mcp"));
    QVERIFY(!tokens.value(u"refresh_token").toString().isEmpty());

    // The access token opens /mcp.
    demo.bearer = tokens.value(u"access_token").toString().toLatin1();
    QVERIFY(!demo.bearer.isEmpty());
    const Reply init = demo.initialize();
    QVERIFY2(init.status == 200, qPrintable(init.describe()));
    QVERIFY(!demo.sessionId.isEmpty());
    QVERIFY(resultOf(demo.rpc(QStringLiteral("tools/list"))).value(u"tools").isArray());

    // Refresh tokens rotate: each works once.
    const QString refresh = tokens.value(u"refresh_token").toString();
    const QList<QPair<QString, QString>> refreshFields{{QStringLiteral("grant_type"), QStringLiteral("refresh_token")},
                                                       {QStringLiteral("client_id"), clientId},
                                                       {QStringLiteral("refresh_token"), refresh}};
    reply = tokenRequest(refreshFields);
    QVERIFY2(reply.status == 200, qPrintable(reply.describe()));
    const QJsonObject refreshed = reply.json();
    QVERIFY(refreshed.value(u"refresh_token").toString() != refresh);
    QVERIFY(refreshed.value(u"access_token").toString().toLatin1() != demo.bearer);
    reply = tokenRequest(refreshFields);
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_grant"));
    demo.bearer = refreshed.value(u"access_token").toString().toLatin1();
    QVERIFY(responseIn(demo.rpc(QStringLiteral("ping"))).value(u"result").isObject());

    // Other mistakes at /token.
    reply = demo.send("POST", QStringLiteral("/token"), {{"Content-Type", "application/json"}}, "{}");
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_request"));
    reply = tokenRequest(
        {{QStringLiteral("grant_type"), QStringLiteral("password")}, {QStringLiteral("client_id"), clientId}});
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("unsupported_grant_type"));
    reply = tokenRequest({{QStringLiteral("grant_type"), QStringLiteral("refresh_token")},
                          {QStringLiteral("client_id"), QStringLiteral("nobody")},
                          {QStringLiteral("refresh_token"), refresh}});
    QCOMPARE(reply.status, 401);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_client"));
    reply = tokenRequest(
        refreshFields
        + QList<QPair<QString, QString>>{{QStringLiteral("resource"), QStringLiteral("http://elsewhere.example/mcp")}});
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_target"));
}

void TestDemoServerHttp::oauthConfidentialClients()
{
    HttpDemo demo({QStringLiteral("--oauth")});
    const auto tokens = [&](const QJsonObject &client, bool basic, const QString &secret) {
        const QString verifier = randomVerifier();
        const QUrl location
            = authorize(demo, client.value(u"client_id").toString(), challengeFor(verifier), QStringLiteral("x"));
        QList<QPair<QString, QString>> fields{
            {QStringLiteral("grant_type"), QStringLiteral("authorization_code")},
            {QStringLiteral("code"), QUrlQuery(location).queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded)},
            {QStringLiteral("redirect_uri"), RedirectUri},
            {QStringLiteral("code_verifier"), verifier}};
        Headers headers{{"Content-Type", "application/x-www-form-urlencoded"}};
        if (basic) {
            const QByteArray credentials = QUrl::toPercentEncoding(client.value(u"client_id").toString()) + ':'
                                           + QUrl::toPercentEncoding(secret);
            headers.append({"Authorization", "Basic " + credentials.toBase64()});
        } else {
            fields.append({QStringLiteral("client_id"), client.value(u"client_id").toString()});
            fields.append({QStringLiteral("client_secret"), secret});
        }
        return demo.send("POST", QStringLiteral("/token"), headers, formBody(fields));
    };

    const QJsonObject basicClient = registerClient(demo, QStringLiteral("client_secret_basic"));
    const QString basicSecret = basicClient.value(u"client_secret").toString();
    QVERIFY(!basicSecret.isEmpty());
    QCOMPARE(basicClient.value(u"token_endpoint_auth_method").toString(), QStringLiteral("client_secret_basic"));
    Reply reply = tokens(basicClient, true, basicSecret);
    QVERIFY2(reply.status == 200, qPrintable(reply.describe()));
    QVERIFY(!reply.json().value(u"access_token").toString().isEmpty());
    reply = tokens(basicClient, true, QStringLiteral("wrong"));
    QCOMPARE(reply.status, 401);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_client"));
    QVERIFY(reply.header("www-authenticate").startsWith("Basic"));
    reply = tokens(basicClient, false, basicSecret); // the secret in the body, not the registered method
    QCOMPARE(reply.status, 401);

    const QJsonObject postClient = registerClient(demo, QStringLiteral("client_secret_post"));
    const QString postSecret = postClient.value(u"client_secret").toString();
    QVERIFY(!postSecret.isEmpty());
    reply = tokens(postClient, false, postSecret);
    QVERIFY2(reply.status == 200, qPrintable(reply.describe()));
    demo.bearer = reply.json().value(u"access_token").toString().toLatin1();
    QCOMPARE(demo.initialize().status, 200);
    reply = tokens(postClient, false, QStringLiteral("wrong"));
    QCOMPARE(reply.status, 401);
    reply = tokens(postClient, true, postSecret);
    QCOMPARE(reply.status, 401);
}

void TestDemoServerHttp::oauthClientCredentials()
{
    HttpDemo demo({QStringLiteral("--oauth")});
    const Headers json{{"Content-Type", "application/json"}};
    // A machine client: client credentials only, so no redirect URI; it must be confidential.
    Reply reply = demo.send(
        "POST", QStringLiteral("/register"), json,
        R"({"client_name":"ci","grant_types":["client_credentials"],"token_endpoint_auth_method":"client_secret_basic"})");
    QVERIFY2(reply.status == 201, qPrintable(reply.describe()));
    const QString clientId = reply.json().value(u"client_id").toString();
    const QString secret = reply.json().value(u"client_secret").toString();
    QVERIFY(!clientId.isEmpty() && !secret.isEmpty());
    reply = demo.send("POST", QStringLiteral("/register"), json,
                      R"({"grant_types":["client_credentials"],"token_endpoint_auth_method":"none"})");
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_client_metadata"));
    reply = demo.send("POST", QStringLiteral("/register"), json,
                      R"({"grant_types":["authorization_code"],"token_endpoint_auth_method":"none"})");
    QCOMPARE(reply.json().value(u"error").toString(),
             QStringLiteral("invalid_redirect_uri")); // a redirecting client still needs one

    const auto tokenFor
        = [&](const QString &id, const QString &password, const QList<QPair<QString, QString>> &extra = {}) {
              const QByteArray credentials = QUrl::toPercentEncoding(id) + ':' + QUrl::toPercentEncoding(password);
              return demo.send("POST", QStringLiteral("/token"),
                               {{"Content-Type", "application/x-www-form-urlencoded"},
                                {"Authorization", "Basic " + credentials.toBase64()}},
                               formBody(QList<QPair<QString, QString>>{
                                            {QStringLiteral("grant_type"), QStringLiteral("client_credentials")},
                                            {QStringLiteral("resource"), demo.origin() + QStringLiteral("/mcp")}}
                                        + extra));
          };
    reply = tokenFor(clientId, secret);
    QVERIFY2(reply.status == 200, qPrintable(reply.describe()));
    QCOMPARE(reply.json().value(u"scope").toString(), QStringLiteral("mcp"));
    QVERIFY(!reply.json().contains(u"refresh_token")); // RFC 6749 4.4.3
    demo.bearer = reply.json().value(u"access_token").toString().toLatin1();
    QCOMPARE(demo.initialize().status, 200);

    reply = tokenFor(clientId, QStringLiteral("wrong"));
    QCOMPARE(reply.status, 401);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_client"));
    reply = tokenFor(clientId, secret, {{QStringLiteral("scope"), QStringLiteral("admin")}});
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_scope"));
    // A client registered for the authorization code may not use it, and the machine client
    // may not use /authorize.
    const QJsonObject codeClient = registerClient(demo, QStringLiteral("client_secret_basic"));
    reply = tokenFor(codeClient.value(u"client_id").toString(), codeClient.value(u"client_secret").toString());
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("unauthorized_client"));
    int status = 0;
    QByteArray body;
    const QUrl location
        = authorize(demo, clientId, challengeFor(randomVerifier()), QStringLiteral("s"), &status, &body);
    QVERIFY2(location.isEmpty() && status >= 400, body.constData());
    QVERIFY2(body.contains("did not register for authorization_code"), body.constData());
}

void TestDemoServerHttp::oauthAuthorizeErrors()
{
    HttpDemo demo({QStringLiteral("--oauth")});
    // Registration: only loopback redirects.
    Reply reply = demo.send("POST", QStringLiteral("/register"), {{"Content-Type", "application/json"}},
                            R"({"redirect_uris":["https://example.com/cb"],"token_endpoint_auth_method":"none"})");
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_redirect_uri"));
    reply = demo.send("POST", QStringLiteral("/register"), {{"Content-Type", "application/json"}}, "not json");
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_client_metadata"));
    reply = demo.send("POST", QStringLiteral("/register"), {{"Content-Type", "application/json"}},
                      R"({"redirect_uris":["http://127.0.0.1/cb"],"token_endpoint_auth_method":"private_key_jwt"})");
    QCOMPARE(reply.json().value(u"error").toString(), QStringLiteral("invalid_client_metadata"));
    QCOMPARE(demo.send("GET", QStringLiteral("/register"), {}).status, 405);

    const QString clientId = registerClient(demo, QStringLiteral("none")).value(u"client_id").toString();
    const QString challenge = challengeFor(randomVerifier());

    // Without a usable client or redirect URI there is nowhere to send the browser: a page.
    int status = 0;
    QByteArray body;
    authorize(demo, QStringLiteral("unknown"), challenge, QStringLiteral("s"), &status, &body);
    QCOMPARE(status, 400);
    QVERIFY(body.contains("not registered"));
    authorize(demo, clientId, challenge, QStringLiteral("s"), &status, &body,
              {{QStringLiteral("redirect_uri"), QStringLiteral("http://127.0.0.1:33333/other")}});
    QCOMPARE(status, 400);
    QVERIFY(body.contains("not one the client registered"));

    // A loopback redirect may use another port (RFC 8252).
    QUrl location = authorize(demo, clientId, challenge, QStringLiteral("s"), &status, nullptr,
                              {{QStringLiteral("redirect_uri"), QStringLiteral("http://127.0.0.1:40000/callback")}});
    QCOMPARE(status, 302);
    QCOMPARE(location.port(), 40000);
    QVERIFY(QUrlQuery(location).hasQueryItem(QStringLiteral("code")));

    // The rest is told to the client through the redirect.
    const QList<QPair<QList<QPair<QString, QString>>, QString>> cases{
        {{{QStringLiteral("code_challenge"), QString()}}, QStringLiteral("invalid_request")},
        {{{QStringLiteral("code_challenge_method"), QStringLiteral("plain")}}, QStringLiteral("invalid_request")},
        {{{QStringLiteral("code_challenge"), QStringLiteral("short")}}, QStringLiteral("invalid_request")},
        {{{QStringLiteral("response_type"), QStringLiteral("token")}}, QStringLiteral("unsupported_response_type")},
        {{{QStringLiteral("resource"), QStringLiteral("http://elsewhere.example/mcp")}},
         QStringLiteral("invalid_target")},
        {{{QStringLiteral("scope"), QStringLiteral("mcp admin")}}, QStringLiteral("invalid_scope")},
    };
    for (const auto &[extra, error] : cases) {
        location = authorize(demo, clientId, challenge, QStringLiteral("keep me"), &status, nullptr, extra);
        QCOMPARE(status, 302);
        QCOMPARE(location.adjusted(QUrl::RemoveQuery), QUrl(RedirectUri));
        const QUrlQuery query(location);
        QCOMPARE(query.queryItemValue(QStringLiteral("error")), error);
        QVERIFY(!query.queryItemValue(QStringLiteral("error_description")).isEmpty());
        QCOMPARE(query.queryItemValue(QStringLiteral("state"), QUrl::FullyDecoded), QStringLiteral("keep me"));
        QVERIFY(!query.hasQueryItem(QStringLiteral("code")));
    }
}

void TestDemoServerHttp::oauthExpiredToken()
{
    HttpDemo demo({QStringLiteral("--oauth"), QStringLiteral("--oauth-token-lifetime"), QStringLiteral("0")});
    const QJsonObject client = registerClient(demo, QStringLiteral("none"));
    const QString verifier = randomVerifier();
    const QUrl location
        = authorize(demo, client.value(u"client_id").toString(), challengeFor(verifier), QStringLiteral("s"));
    const Reply reply
        = demo.send("POST", QStringLiteral("/token"), {{"Content-Type", "application/x-www-form-urlencoded"}},
                    formBody({{QStringLiteral("grant_type"), QStringLiteral("authorization_code")},
                              {QStringLiteral("client_id"), client.value(u"client_id").toString()},
                              {QStringLiteral("code"),
                               QUrlQuery(location).queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded)},
                              {QStringLiteral("redirect_uri"), RedirectUri},
                              {QStringLiteral("code_verifier"), verifier}}));
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json().value(u"expires_in").toInt(), 0);
    demo.bearer = reply.json().value(u"access_token").toString().toLatin1();
    const Reply refused
        = demo.rpc(QStringLiteral("initialize"), {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")}});
    QCOMPARE(refused.status, 401);
    QVERIFY(refused.header("www-authenticate").contains("error=\"invalid_token\""));
    QVERIFY(refused.json().value(u"error_description").toString().contains(u"expired"));
}

QTEST_GUILESS_MAIN(TestDemoServerHttp)
#include "tst_demoserver_http.moc"
