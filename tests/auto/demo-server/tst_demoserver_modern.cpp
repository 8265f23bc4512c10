// SPDX-License-Identifier: MIT
// Plays a client of MCP 2026-07-28 (the stateless era) against the real mcpscope-demo-server,
// over stdio and over Streamable HTTP: server/discover, the _meta envelope and its errors, the
// headers that mirror the body, caching hints, multi round-trip tool calls (MRTR) with a signed
// requestState, subscriptions/listen, and that a 2025 client still gets what it always got.
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

const QString Modern = QStringLiteral("2026-07-28");
const QString VersionKey = QStringLiteral("io.modelcontextprotocol/protocolVersion");
const QString CapabilitiesKey = QStringLiteral("io.modelcontextprotocol/clientCapabilities");
const QString ClientInfoKey = QStringLiteral("io.modelcontextprotocol/clientInfo");
const QString LogLevelKey = QStringLiteral("io.modelcontextprotocol/logLevel");
const QString ServerInfoKey = QStringLiteral("io.modelcontextprotocol/serverInfo");
const QString SubscriptionIdKey = QStringLiteral("io.modelcontextprotocol/subscriptionId");

using Predicate = std::function<bool(const QJsonObject &)>;
using Headers = QList<QPair<QByteArray, QByteArray>>;

/// The envelope of a modern request.
QJsonObject envelope(const QJsonObject &capabilities = {}, const QString &version = Modern)
{
    return QJsonObject{{VersionKey, version},
                       {CapabilitiesKey, capabilities},
                       {ClientInfoKey, QJsonObject{{QStringLiteral("name"), QStringLiteral("tst_demoserver_modern")},
                                                   {QStringLiteral("version"), QStringLiteral("1.0")}}}};
}

/// @p params with the envelope in _meta (what the test puts in _meta itself is kept).
QJsonObject modern(QJsonObject params = {}, const QJsonObject &capabilities = {})
{
    QJsonObject meta = envelope(capabilities);
    const QJsonObject own = params.value(u"_meta").toObject();
    for (auto it = own.constBegin(); it != own.constEnd(); ++it)
        meta.insert(it.key(), it.value());
    params.insert(QStringLiteral("_meta"), meta);
    return params;
}

QJsonObject toolParams(const QString &name, const QJsonObject &arguments = {})
{
    return QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}};
}

QString toolText(const QJsonObject &result)
{
    QStringList parts;
    const QJsonArray content = result.value(u"content").toArray();
    for (const QJsonValue &block : content)
        parts.append(block.toObject().value(u"text").toString());
    return parts.join(u'\n');
}

int errorCode(const QJsonObject &response)
{
    return response.value(u"error").toObject().value(u"code").toInt();
}

/// The demo server over stdio, with a client-side view of its stdout.
class StdioDemo
{
public:
    explicit StdioDemo(const QStringList &arguments = {})
    {
        m_process.setProgram(mcpscope::test::demoServerBinary());
        m_process.setArguments(arguments);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process, [this] {
            m_buffer += m_process.readAllStandardOutput();
            qsizetype newline;
            while ((newline = m_buffer.indexOf('\n')) >= 0) {
                const QByteArray line = m_buffer.left(newline);
                m_buffer.remove(0, newline + 1);
                const QJsonDocument document = QJsonDocument::fromJson(line);
                if (document.isObject())
                    m_received.append(document.object());
                else
                    m_problems.append(QString::fromUtf8(line.left(200)));
            }
        });
        m_process.start();
    }
    ~StdioDemo()
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(3000)) {
            m_process.kill();
            m_process.waitForFinished(3000);
        }
    }

    QStringList problems() const { return m_problems; }
    /// Every message received so far, in order.
    const QList<QJsonObject> &received() const { return m_received; }

    void send(const QJsonObject &message)
    {
        m_process.write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
    }
    QJsonValue request(const QString &method, const QJsonObject &params, const QJsonValue &id = QJsonValue())
    {
        const QJsonValue requestId = id.isNull() ? QJsonValue(m_nextId++) : id;
        QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                            {QStringLiteral("id"), requestId},
                            {QStringLiteral("method"), method}};
        if (!params.isEmpty())
            message.insert(QStringLiteral("params"), params);
        send(message);
        return requestId;
    }
    void notify(const QString &method, const QJsonObject &params)
    {
        send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                         {QStringLiteral("method"), method},
                         {QStringLiteral("params"), params}});
    }
    /// Index of the first message from @p from on that matches @p predicate, waiting up to 5 s; -1 if none came.
    qsizetype waitFor(const Predicate &predicate, qsizetype from = 0)
    {
        qsizetype found = -1;
        (void)QTest::qWaitFor(
            [&] {
                for (qsizetype i = from; i < m_received.size(); ++i) {
                    if (predicate(m_received.at(i))) {
                        found = i;
                        return true;
                    }
                }
                return false;
            },
            5000);
        return found;
    }
    QJsonObject response(const QJsonValue &id)
    {
        const qsizetype i
            = waitFor([id](const QJsonObject &m) { return !m.contains(u"method") && m.value(u"id") == id; });
        return i < 0 ? QJsonObject() : m_received.at(i);
    }
    QJsonObject call(const QString &method, const QJsonObject &params) { return response(request(method, params)); }

private:
    QProcess m_process;
    QByteArray m_buffer;
    QList<QJsonObject> m_received;
    QStringList m_problems;
    int m_nextId = 1;
};

/// A finished HTTP exchange.
struct Reply
{
    int status = 0;
    QByteArray contentType;
    QByteArray sessionId;
    QByteArray body;

    /// The JSON-RPC messages of the body: the JSON body, or the data of each SSE event.
    QList<QJsonObject> messages() const
    {
        if (contentType.startsWith("application/json"))
            return {QJsonDocument::fromJson(body).object()};
        QList<QJsonObject> messages;
        const QList<QByteArray> lines = body.split('\n');
        for (const QByteArray &line : lines) {
            // A priming event (2025-11-25) has an empty data field.
            if (line.startsWith("data:") && !line.mid(5).trimmed().isEmpty())
                messages.append(QJsonDocument::fromJson(line.mid(5).trimmed()).object());
        }
        return messages;
    }
    QJsonObject response() const
    {
        const QList<QJsonObject> all = messages();
        for (const QJsonObject &message : all) {
            if (!message.contains(u"method"))
                return message;
        }
        return QJsonObject();
    }
    QString describe() const
    {
        return QStringLiteral("HTTP %1 (%2): %3")
            .arg(status)
            .arg(QString::fromLatin1(contentType), QString::fromUtf8(body.left(400)));
    }
};

/// A POST whose SSE answer is read as it arrives (subscriptions/listen).
class Stream
{
public:
    explicit Stream(QNetworkReply *reply)
        : m_reply(reply)
    {
        QObject::connect(reply, &QIODevice::readyRead, reply, [this] { read(); });
    }
    ~Stream()
    {
        if (m_reply) {
            m_reply->abort();
            m_reply->deleteLater();
        }
    }
    const QList<QJsonObject> &messages() const { return m_messages; }
    QByteArray contentType() const { return m_reply->header(QNetworkRequest::ContentTypeHeader).toByteArray(); }
    qsizetype waitFor(const Predicate &predicate, qsizetype from = 0)
    {
        qsizetype found = -1;
        (void)QTest::qWaitFor(
            [&] {
                for (qsizetype i = from; i < m_messages.size(); ++i) {
                    if (predicate(m_messages.at(i))) {
                        found = i;
                        return true;
                    }
                }
                return false;
            },
            5000);
        return found;
    }
    /// Closes the connection from the client's side.
    void close() { m_reply->abort(); }

private:
    void read()
    {
        m_buffer += m_reply->readAll();
        qsizetype end;
        while ((end = m_buffer.indexOf("\n\n")) >= 0) {
            const QList<QByteArray> lines = m_buffer.left(end).split('\n');
            m_buffer.remove(0, end + 2);
            for (const QByteArray &line : lines) {
                if (line.startsWith("data:"))
                    m_messages.append(QJsonDocument::fromJson(line.mid(5).trimmed()).object());
            }
        }
    }

    QPointer<QNetworkReply> m_reply;
    QByteArray m_buffer;
    QList<QJsonObject> m_messages;
};

/// The demo server with --http, and a client of both eras for it.
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
        static const QRegularExpression listening(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        (void)QTest::qWaitFor(
            [this] {
                return listening.match(QString::fromUtf8(m_stderr)).hasMatch()
                       || m_process.state() == QProcess::NotRunning;
            },
            10000);
        m_url = QUrl(listening.match(QString::fromUtf8(m_stderr)).captured(1));
    }
    ~HttpDemo()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(3000)) {
            m_process.kill();
            m_process.waitForFinished(3000);
        }
    }

    bool isListening() const { return m_url.isValid() && !m_url.isEmpty(); }

    /// The headers of a modern POST for @p message: MCP-Protocol-Version, Mcp-Method and Mcp-Name.
    static Headers modernHeaders(const QJsonObject &message)
    {
        const QString method = message.value(u"method").toString();
        const QJsonObject params = message.value(u"params").toObject();
        Headers headers{
            {"Content-Type", "application/json"},
            {"Accept", "application/json, text/event-stream"},
            {"MCP-Protocol-Version", params.value(u"_meta").toObject().value(VersionKey).toString().toLatin1()},
            {"Mcp-Method", method.toUtf8()}};
        if (method == u"tools/call" || method == u"prompts/get")
            headers.append({"Mcp-Name", params.value(u"name").toString().toUtf8()});
        else if (method == u"resources/read")
            headers.append({"Mcp-Name", params.value(u"uri").toString().toUtf8()});
        return headers;
    }

    QJsonObject message(const QString &method, const QJsonObject &params, const QJsonValue &id = QJsonValue())
    {
        return QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                           {QStringLiteral("id"), id.isNull() ? QJsonValue(m_nextId++) : id},
                           {QStringLiteral("method"), method},
                           {QStringLiteral("params"), params}};
    }

    QNetworkReply *start(const QJsonObject &message, const Headers &headers)
    {
        QNetworkRequest request(m_url);
        for (const auto &header : headers)
            request.setRawHeader(header.first, header.second);
        return m_nam.post(request, QJsonDocument(message).toJson(QJsonDocument::Compact));
    }
    Reply post(const QJsonObject &message, const Headers &headers)
    {
        QNetworkReply *reply = start(message, headers);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        Reply result;
        if (finished.wait(10000)) {
            result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            result.contentType = reply->rawHeader("Content-Type");
            result.sessionId = reply->rawHeader("Mcp-Session-Id");
            result.body = reply->readAll();
        } else {
            reply->abort();
        }
        reply->deleteLater();
        return result;
    }
    /// A modern request with the headers that match its body.
    Reply rpc(const QString &method, const QJsonObject &params, const QJsonValue &id = QJsonValue())
    {
        const QJsonObject m = message(method, params, id);
        return post(m, modernHeaders(m));
    }
    std::unique_ptr<Stream> stream(const QString &method, const QJsonObject &params,
                                   const QJsonValue &id = QJsonValue())
    {
        const QJsonObject m = message(method, params, id);
        return std::make_unique<Stream>(start(m, modernHeaders(m)));
    }

private:
    QProcess m_process;
    QByteArray m_stderr;
    QUrl m_url;
    QNetworkAccessManager m_nam;
    int m_nextId = 1;
};

void checkServerInfo(const QJsonObject &result)
{
    const QJsonObject info = result.value(u"_meta").toObject().value(ServerInfoKey).toObject();
    QCOMPARE(info.value(u"name").toString(), QStringLiteral("mcpscope-demo"));
    QVERIFY(!info.value(u"version").toString().isEmpty());
}

void checkCacheHints(const QJsonObject &result)
{
    QVERIFY2(result.value(u"ttlMs").isDouble(), qPrintable(QString::fromUtf8(QJsonDocument(result).toJson())));
    QVERIFY(result.value(u"ttlMs").toDouble() >= 0);
    QCOMPARE(result.value(u"ttlMs").toDouble(), double(result.value(u"ttlMs").toInteger()));
    QVERIFY(result.value(u"cacheScope") == QJsonValue(QStringLiteral("public"))
            || result.value(u"cacheScope") == QJsonValue(QStringLiteral("private")));
}

} // namespace

class TestDemoServerModern : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void discover();
    void envelopeErrors_data();
    void envelopeErrors();
    void removedMethods_data();
    void removedMethods();
    void cacheHints();
    void resourceNotFound();
    void inputRequired();
    void inputRequiredRefusals_data();
    void inputRequiredRefusals();
    void missingCapability();
    void logLevelPerRequest();
    void listen();
    void listenFilter();
    void bothErasInOneProcess();

    void httpDiscoverWithoutSession();
    void httpRefusals_data();
    void httpRefusals();
    void httpInputRequired();
    void httpProgressStream();
    void httpListen();
    void httpLegacyUnchanged();
    void legacyOnly();
};

void TestDemoServerModern::initTestCase()
{
    QVERIFY2(QFileInfo::exists(mcpscope::test::demoServerBinary()),
             qPrintable(QStringLiteral("the demo server is not built: ") + mcpscope::test::demoServerBinary()));
}

void TestDemoServerModern::discover()
{
    StdioDemo demo;
    const QJsonObject response = demo.call(QStringLiteral("server/discover"), modern());
    const QJsonObject result = response.value(u"result").toObject();
    QVERIFY2(!result.isEmpty(), qPrintable(QString::fromUtf8(QJsonDocument(response).toJson())));
    const QJsonArray versions = result.value(u"supportedVersions").toArray();
    QVERIFY(versions.contains(Modern));
    QVERIFY(versions.contains(QStringLiteral("2025-11-25")));
    QVERIFY(versions.contains(QStringLiteral("2025-06-18")));
    QCOMPARE(result.value(u"resultType").toString(), QStringLiteral("complete"));
    QVERIFY(result.value(u"capabilities").toObject().contains(u"tools"));
    QVERIFY(result.value(u"capabilities").toObject().value(u"resources").toObject().value(u"listChanged").toBool());
    // MCP Apps: the extension is declared where 2026-07-28 declares extensions (show_counter's app).
    QVERIFY(result.value(u"capabilities")
                .toObject()
                .value(u"extensions")
                .toObject()
                .value(u"io.modelcontextprotocol/ui")
                .isObject());
    QVERIFY(result.value(u"instructions").toString().contains(u"2026-07-28"));
    QVERIFY(!result.contains(u"serverInfo")); // it moved into _meta
    checkServerInfo(result);
    checkCacheHints(result);
    // Nothing of 2025 leaked: no protocolVersion answer of initialize.
    QVERIFY(!result.contains(u"protocolVersion"));
    QVERIFY2(demo.problems().isEmpty(), qPrintable(demo.problems().join(u'\n')));
}

void TestDemoServerModern::envelopeErrors_data()
{
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<int>("code");

    QTest::newRow("no _meta") << QJsonObject() << -32602;
    QTest::newRow("_meta not an object") << QJsonObject{{QStringLiteral("_meta"), 5}} << -32602;
    QTest::newRow("no protocol version") << QJsonObject{{QStringLiteral("_meta"),
                                                         QJsonObject{{CapabilitiesKey, QJsonObject()}}}}
                                         << -32602;
    QTest::newRow("no client capabilities")
        << QJsonObject{{QStringLiteral("_meta"), QJsonObject{{VersionKey, Modern}}}} << -32602;
    QTest::newRow("capabilities not an object")
        << QJsonObject{{QStringLiteral("_meta"), QJsonObject{{VersionKey, Modern}, {CapabilitiesKey, QJsonArray()}}}}
        << -32602;
    QJsonObject badLevel = envelope();
    badLevel.insert(LogLevelKey, QStringLiteral("loud"));
    QTest::newRow("unknown log level") << QJsonObject{{QStringLiteral("_meta"), badLevel}} << -32602;
    QTest::newRow("unknown version") << QJsonObject{{QStringLiteral("_meta"),
                                                     envelope({}, QStringLiteral("2099-01-01"))}}
                                     << -32022;
    QTest::newRow("a 2025 version in the envelope")
        << QJsonObject{{QStringLiteral("_meta"), envelope({}, QStringLiteral("2025-11-25"))}} << -32022;
}

void TestDemoServerModern::envelopeErrors()
{
    QFETCH(QJsonObject, params);
    QFETCH(int, code);
    StdioDemo demo;
    const QJsonValue id = demo.request(QStringLiteral("server/discover"), params, QStringLiteral("discover-1"));
    const QJsonObject response = demo.response(id);
    QCOMPARE(response.value(u"id"), QJsonValue(QStringLiteral("discover-1")));
    QCOMPARE(errorCode(response), code);
    if (code == -32022) {
        const QJsonObject data = response.value(u"error").toObject().value(u"data").toObject();
        QVERIFY(data.value(u"supported").toArray().contains(Modern));
        QCOMPARE(data.value(u"requested"), params.value(u"_meta").toObject().value(VersionKey));
    }
    // A clientInfo is a SHOULD: a request without it is served.
    QJsonObject meta = envelope();
    meta.remove(ClientInfoKey);
    QVERIFY(
        demo.call(QStringLiteral("server/discover"), QJsonObject{{QStringLiteral("_meta"), meta}}).contains(u"result"));
}

void TestDemoServerModern::removedMethods_data()
{
    QTest::addColumn<QString>("method");
    QTest::newRow("initialize") << QStringLiteral("initialize");
    QTest::newRow("ping") << QStringLiteral("ping");
    QTest::newRow("logging/setLevel") << QStringLiteral("logging/setLevel");
    QTest::newRow("resources/subscribe") << QStringLiteral("resources/subscribe");
    QTest::newRow("resources/unsubscribe") << QStringLiteral("resources/unsubscribe");
    QTest::newRow("unknown") << QStringLiteral("no/such-method");
}

void TestDemoServerModern::removedMethods()
{
    QFETCH(QString, method);
    StdioDemo demo;
    const QJsonObject params = modern({{QStringLiteral("uri"), QStringLiteral("demo://clock")},
                                       {QStringLiteral("level"), QStringLiteral("debug")},
                                       {QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                                       {QStringLiteral("capabilities"), QJsonObject()}});
    const QJsonObject response = demo.call(method, params);
    QCOMPARE(errorCode(response), -32601);
    // The modern request did not start a 2025 session either.
    QCOMPARE(errorCode(demo.call(QStringLiteral("tools/list"), {})), -32600);
}

void TestDemoServerModern::cacheHints()
{
    StdioDemo demo;
    for (const QString &method : {QStringLiteral("tools/list"), QStringLiteral("prompts/list"),
                                  QStringLiteral("resources/list"), QStringLiteral("resources/templates/list")}) {
        const QJsonObject result = demo.call(method, modern()).value(u"result").toObject();
        QVERIFY2(!result.isEmpty(), qPrintable(method));
        QCOMPARE(result.value(u"resultType").toString(), QStringLiteral("complete"));
        checkServerInfo(result);
        checkCacheHints(result);
    }
    for (const QString &uri : {QStringLiteral("demo://clock"), QStringLiteral("demo://notes/01.md")}) {
        const QJsonObject result = demo.call(QStringLiteral("resources/read"), modern({{QStringLiteral("uri"), uri}}))
                                       .value(u"result")
                                       .toObject();
        QCOMPARE(result.value(u"contents").toArray().size(), 1);
        checkCacheHints(result);
    }
    // Results that are not cacheable carry no hints, but the result type and the server's name.
    const QJsonObject echo
        = demo.call(QStringLiteral("tools/call"),
                    modern(toolParams(QStringLiteral("echo"), {{QStringLiteral("message"), QStringLiteral("hi")}})))
              .value(u"result")
              .toObject();
    QCOMPARE(toolText(echo), QStringLiteral("Echo: hi"));
    QCOMPARE(echo.value(u"resultType").toString(), QStringLiteral("complete"));
    QVERIFY(!echo.contains(u"ttlMs"));
    checkServerInfo(echo);
}

void TestDemoServerModern::resourceNotFound()
{
    StdioDemo demo;
    const QJsonObject response = demo.call(QStringLiteral("resources/read"),
                                           modern({{QStringLiteral("uri"), QStringLiteral("demo://no-such-thing")}}));
    QCOMPARE(errorCode(response), -32602);
    QCOMPARE(response.value(u"error").toObject().value(u"data").toObject().value(u"uri").toString(),
             QStringLiteral("demo://no-such-thing"));

    // 2025-11-25 keeps its own code.
    StdioDemo legacy;
    legacy.call(QStringLiteral("initialize"),
                {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                 {QStringLiteral("capabilities"), QJsonObject()},
                 {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("t")},
                                                            {QStringLiteral("version"), QStringLiteral("1")}}}});
    QCOMPARE(errorCode(legacy.call(QStringLiteral("resources/read"),
                                   {{QStringLiteral("uri"), QStringLiteral("demo://no-such-thing")}})),
             -32002);
}

void TestDemoServerModern::inputRequired()
{
    StdioDemo demo;
    const QJsonObject capabilities{{QStringLiteral("elicitation"), QJsonObject()}};
    const QJsonObject first
        = demo.call(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("ask-elicitation")), capabilities))
              .value(u"result")
              .toObject();
    QCOMPARE(first.value(u"resultType").toString(), QStringLiteral("input_required"));
    checkServerInfo(first);
    const QJsonObject question = first.value(u"inputRequests").toObject().value(u"profile").toObject();
    QCOMPARE(question.value(u"method").toString(), QStringLiteral("elicitation/create"));
    QCOMPARE(question.value(u"params").toObject().value(u"mode").toString(), QStringLiteral("form"));
    QVERIFY(question.value(u"params").toObject().value(u"requestedSchema").toObject().contains(u"properties"));
    QVERIFY(!question.contains(u"id")); // an input request is not a JSON-RPC request
    const QString state = first.value(u"requestState").toString();
    QVERIFY(!state.isEmpty());
    // No server request went out: MRTR replaces them.
    for (const QJsonObject &message : demo.received())
        QVERIFY(!(message.contains(u"method") && message.contains(u"id")));

    // The retry (a new id) with the answer and the state completes the call.
    QJsonObject retry = toolParams(QStringLiteral("ask-elicitation"));
    retry.insert(QStringLiteral("inputResponses"),
                 QJsonObject{{QStringLiteral("profile"),
                              QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                                          {QStringLiteral("content"),
                                           QJsonObject{{QStringLiteral("name"), QStringLiteral("Ada")}}}}}});
    retry.insert(QStringLiteral("requestState"), state);
    const QJsonObject done
        = demo.call(QStringLiteral("tools/call"), modern(retry, capabilities)).value(u"result").toObject();
    QCOMPARE(done.value(u"resultType").toString(), QStringLiteral("complete"));
    QVERIFY2(toolText(done).contains(u"name: \"Ada\""), qPrintable(toolText(done)));
    QVERIFY(!done.value(u"isError").toBool());

    // The same state again with the answer missing: asked again, not an error.
    retry.insert(QStringLiteral("inputResponses"), QJsonObject{{QStringLiteral("something-else"), QJsonObject()}});
    const QJsonObject again
        = demo.call(QStringLiteral("tools/call"), modern(retry, capabilities)).value(u"result").toObject();
    QCOMPARE(again.value(u"resultType").toString(), QStringLiteral("input_required"));
    QVERIFY(again.value(u"inputRequests").toObject().contains(u"profile"));

    // Declining is an answer too.
    retry.insert(
        QStringLiteral("inputResponses"),
        QJsonObject{{QStringLiteral("profile"), QJsonObject{{QStringLiteral("action"), QStringLiteral("decline")}}}});
    const QJsonObject declined
        = demo.call(QStringLiteral("tools/call"), modern(retry, capabilities)).value(u"result").toObject();
    QVERIFY(toolText(declined).contains(u"declined"));

    // Sampling and roots the same way.
    const QJsonObject sampling{{QStringLiteral("sampling"), QJsonObject()}};
    const QJsonObject sample = demo.call(QStringLiteral("tools/call"),
                                         modern(toolParams(QStringLiteral("ask-sampling"),
                                                           {{QStringLiteral("prompt"), QStringLiteral("2+2?")}}),
                                                sampling))
                                   .value(u"result")
                                   .toObject();
    QCOMPARE(sample.value(u"inputRequests").toObject().value(u"answer").toObject().value(u"method").toString(),
             QStringLiteral("sampling/createMessage"));
    QJsonObject sampleRetry
        = toolParams(QStringLiteral("ask-sampling"), {{QStringLiteral("prompt"), QStringLiteral("2+2?")}});
    sampleRetry.insert(QStringLiteral("requestState"), sample.value(u"requestState"));
    sampleRetry.insert(QStringLiteral("inputResponses"),
                       QJsonObject{{QStringLiteral("answer"),
                                    QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                                {QStringLiteral("model"), QStringLiteral("m1")},
                                                {QStringLiteral("content"),
                                                 QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                             {QStringLiteral("text"), QStringLiteral("4")}}}}}});
    QVERIFY(toolText(demo.call(QStringLiteral("tools/call"), modern(sampleRetry, sampling)).value(u"result").toObject())
                .contains(u"The client's model (m1) answered:\n4"));

    const QJsonObject roots{{QStringLiteral("roots"), QJsonObject()}};
    const QJsonObject ask
        = demo.call(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("list-roots")), roots))
              .value(u"result")
              .toObject();
    QCOMPARE(ask.value(u"inputRequests").toObject().value(u"roots").toObject().value(u"method").toString(),
             QStringLiteral("roots/list"));
    QJsonObject rootsRetry = toolParams(QStringLiteral("list-roots"));
    rootsRetry.insert(QStringLiteral("requestState"), ask.value(u"requestState"));
    rootsRetry.insert(
        QStringLiteral("inputResponses"),
        QJsonObject{{QStringLiteral("roots"),
                     QJsonObject{{QStringLiteral("roots"),
                                  QJsonArray{QJsonObject{{QStringLiteral("uri"), QStringLiteral("file:///work")},
                                                         {QStringLiteral("name"), QStringLiteral("work")}}}}}}});
    QVERIFY(toolText(demo.call(QStringLiteral("tools/call"), modern(rootsRetry, roots)).value(u"result").toObject())
                .contains(u"file:///work (work)"));
    QVERIFY2(demo.problems().isEmpty(), qPrintable(demo.problems().join(u'\n')));
}

void TestDemoServerModern::inputRequiredRefusals_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("tampered state") << QStringLiteral("tamper");
    QTest::newRow("payload rewritten, old signature") << QStringLiteral("rewrite");
    QTest::newRow("signature changed") << QStringLiteral("signature");
    QTest::newRow("state cut short") << QStringLiteral("truncate");
    QTest::newRow("answer without state") << QStringLiteral("drop");
    QTest::newRow("state not a string") << QStringLiteral("number");
    QTest::newRow("state of other arguments") << QStringLiteral("arguments");
    QTest::newRow("state of another tool") << QStringLiteral("tool");
}

void TestDemoServerModern::inputRequiredRefusals()
{
    QFETCH(QString, change);
    StdioDemo demo;
    const QJsonObject capabilities{{QStringLiteral("elicitation"), QJsonObject()},
                                   {QStringLiteral("roots"), QJsonObject()}};
    const QJsonObject first
        = demo.call(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("ask-elicitation")), capabilities))
              .value(u"result")
              .toObject();
    QString state = first.value(u"requestState").toString();
    QVERIFY(!state.isEmpty());

    QJsonObject retry = toolParams(QStringLiteral("ask-elicitation"));
    retry.insert(QStringLiteral("inputResponses"),
                 QJsonObject{{QStringLiteral("profile"),
                              QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                                          {QStringLiteral("content"),
                                           QJsonObject{{QStringLiteral("name"), QStringLiteral("Eve")}}}}}});
    if (change == u"tamper") {
        // One character of the signed payload changed.
        state[3] = state.at(3) == u'A' ? u'B' : u'A';
        retry.insert(QStringLiteral("requestState"), state);
    } else if (change == u"rewrite") {
        // A client that knows the format changes what the state says and keeps the signature:
        // only the signature can tell.
        constexpr auto encoding = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
        const qsizetype dot = state.indexOf(u'.');
        QVERIFY(dot > 0);
        QJsonObject payload
            = QJsonDocument::fromJson(QByteArray::fromBase64(state.left(dot).toLatin1(), encoding)).object();
        QVERIFY(payload.contains(u"data"));
        payload.insert(QStringLiteral("expires"), payload.value(u"expires").toDouble() + 1000);
        retry.insert(
            QStringLiteral("requestState"),
            QString(QString::fromLatin1(QJsonDocument(payload).toJson(QJsonDocument::Compact).toBase64(encoding))
                    + state.mid(dot)));
    } else if (change == u"signature") {
        const qsizetype dot = state.indexOf(u'.');
        QVERIFY(dot > 0 && dot + 5 < state.size());
        state[dot + 5] = state.at(dot + 5) == u'A' ? u'B' : u'A';
        retry.insert(QStringLiteral("requestState"), state);
    } else if (change == u"truncate") {
        retry.insert(QStringLiteral("requestState"), state.left(state.size() / 2));
    } else if (change == u"number") {
        retry.insert(QStringLiteral("requestState"), 42);
    } else if (change == u"arguments") {
        retry.insert(QStringLiteral("arguments"), QJsonObject{{QStringLiteral("extra"), 1}});
        retry.insert(QStringLiteral("requestState"), state);
    } else if (change == u"tool") {
        const QJsonObject roots
            = demo.call(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("list-roots")), capabilities))
                  .value(u"result")
                  .toObject();
        retry.insert(QStringLiteral("requestState"), roots.value(u"requestState"));
    }
    const QJsonObject response = demo.call(QStringLiteral("tools/call"), modern(retry, capabilities));
    QCOMPARE(errorCode(response), -32602);
    QVERIFY(!response.contains(u"result"));

    // The genuine state still works afterwards.
    QJsonObject genuine = toolParams(QStringLiteral("ask-elicitation"));
    genuine.insert(QStringLiteral("inputResponses"), retry.value(u"inputResponses"));
    genuine.insert(QStringLiteral("requestState"), first.value(u"requestState"));
    QVERIFY(toolText(demo.call(QStringLiteral("tools/call"), modern(genuine, capabilities)).value(u"result").toObject())
                .contains(u"Eve"));
}

void TestDemoServerModern::missingCapability()
{
    StdioDemo demo;
    struct Case
    {
        QString tool;
        QString capability;
    };
    for (const Case &c : {Case{QStringLiteral("ask-sampling"), QStringLiteral("sampling")},
                          Case{QStringLiteral("ask-elicitation"), QStringLiteral("elicitation")},
                          Case{QStringLiteral("list-roots"), QStringLiteral("roots")}}) {
        const QJsonObject response
            = demo.call(QStringLiteral("tools/call"),
                        modern(toolParams(c.tool, {{QStringLiteral("prompt"), QStringLiteral("x")}})));
        QCOMPARE(errorCode(response), -32021);
        const QJsonObject required
            = response.value(u"error").toObject().value(u"data").toObject().value(u"requiredCapabilities").toObject();
        QVERIFY2(required.value(c.capability).isObject(), qPrintable(c.tool));
    }
    // URL-only elicitation is not form elicitation.
    const QJsonObject urlOnly{{QStringLiteral("elicitation"), QJsonObject{{QStringLiteral("url"), QJsonObject()}}}};
    QCOMPARE(errorCode(demo.call(QStringLiteral("tools/call"),
                                 modern(toolParams(QStringLiteral("ask-elicitation")), urlOnly))),
             -32021);
}

void TestDemoServerModern::logLevelPerRequest()
{
    StdioDemo demo;
    // Without a log level: no log message at all.
    const qsizetype before = demo.received().size();
    const QJsonObject quiet
        = demo.call(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("log-something"))));
    QVERIFY(quiet.contains(u"result"));
    for (qsizetype i = before; i < demo.received().size(); ++i)
        QVERIFY(demo.received().at(i).value(u"method") != QJsonValue(QStringLiteral("notifications/message")));

    // With "warning": warning and the four above it, before the response.
    const QJsonValue id = demo.request(
        QStringLiteral("tools/call"),
        modern(QJsonObject{{QStringLiteral("name"), QStringLiteral("log-something")},
                           {QStringLiteral("arguments"), QJsonObject()},
                           {QStringLiteral("_meta"), QJsonObject{{LogLevelKey, QStringLiteral("warning")}}}}));
    const qsizetype responseAt = demo.waitFor([id](const QJsonObject &m) { return m.value(u"id") == id; });
    QVERIFY(responseAt >= 0);
    QStringList levels;
    for (qsizetype i = 0; i < responseAt; ++i) {
        const QJsonObject m = demo.received().at(i);
        if (m.value(u"method") == QJsonValue(QStringLiteral("notifications/message")))
            levels.append(m.value(u"params").toObject().value(u"level").toString());
    }
    QCOMPARE(levels, (QStringList{QStringLiteral("warning"), QStringLiteral("error"), QStringLiteral("critical"),
                                  QStringLiteral("alert"), QStringLiteral("emergency")}));
}

void TestDemoServerModern::listen()
{
    StdioDemo demo;
    const QJsonValue id = demo.request(
        QStringLiteral("subscriptions/listen"),
        modern({{QStringLiteral("notifications"),
                 QJsonObject{{QStringLiteral("toolsListChanged"), true},
                             {QStringLiteral("resourcesListChanged"), true},
                             {QStringLiteral("resourceSubscriptions"),
                              QJsonArray{QStringLiteral("demo://clock"), QStringLiteral("demo://nowhere")}}}}}),
        QStringLiteral("listen-1"));
    const auto tagged = [id](const QJsonObject &m) {
        return m.value(u"params").toObject().value(u"_meta").toObject().value(SubscriptionIdKey) == id;
    };
    const qsizetype ackAt = demo.waitFor(tagged);
    QVERIFY(ackAt >= 0);
    const QJsonObject ack = demo.received().at(ackAt);
    QCOMPARE(ack.value(u"method").toString(), QStringLiteral("notifications/subscriptions/acknowledged"));
    const QJsonObject honoured = ack.value(u"params").toObject().value(u"notifications").toObject();
    QVERIFY(honoured.value(u"toolsListChanged").toBool());
    QVERIFY(honoured.value(u"resourcesListChanged").toBool());
    QVERIFY(!honoured.contains(u"promptsListChanged"));
    // Only the resource that exists is honoured.
    QCOMPARE(honoured.value(u"resourceSubscriptions").toArray(), (QJsonArray{QStringLiteral("demo://clock")}));

    // A change made by another request reaches the stream, tagged; not the request's own answer.
    const QJsonValue toggle
        = demo.request(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("toggle-tools"))));
    const qsizetype changedAt = demo.waitFor(
        [&](const QJsonObject &m) {
            return tagged(m) && m.value(u"method") == QJsonValue(QStringLiteral("notifications/tools/list_changed"));
        },
        ackAt + 1);
    QVERIFY(changedAt > ackAt);
    QVERIFY(demo.response(toggle).contains(u"result"));
    const QJsonObject note
        = demo.call(QStringLiteral("tools/call"),
                    modern(toolParams(QStringLiteral("add-note"), {{QStringLiteral("title"), QStringLiteral("T")},
                                                                   {QStringLiteral("text"), QStringLiteral("x")}})));
    QVERIFY(note.contains(u"result"));
    QVERIFY(demo.waitFor(
                [&](const QJsonObject &m) {
                    return tagged(m)
                           && m.value(u"method") == QJsonValue(QStringLiteral("notifications/resources/list_changed"));
                },
                ackAt + 1)
            > ackAt);
    // Untagged list-changed notifications are 2025's: none went out.
    for (const QJsonObject &m : demo.received())
        QVERIFY(!m.value(u"method").toString().endsWith(u"list_changed") || tagged(m));

    // The clock changes: an update for it comes on the stream.
    const qsizetype updateAt = demo.waitFor(
        [&](const QJsonObject &m) {
            return tagged(m) && m.value(u"method") == QJsonValue(QStringLiteral("notifications/resources/updated"));
        },
        ackAt + 1);
    QVERIFY(updateAt > ackAt);
    QCOMPARE(demo.received().at(updateAt).value(u"params").toObject().value(u"uri").toString(),
             QStringLiteral("demo://clock"));
    // No response to the listen request while it is open; cancelling ends it without one.
    demo.notify(QStringLiteral("notifications/cancelled"), {{QStringLiteral("requestId"), id}});
    QCOMPARE(demo.call(QStringLiteral("server/discover"), modern())
                 .value(u"result")
                 .toObject()
                 .value(u"resultType")
                 .toString(),
             QStringLiteral("complete"));
    for (const QJsonObject &m : demo.received())
        QVERIFY(!(m.value(u"id") == id && !m.contains(u"method")));
    QVERIFY2(demo.problems().isEmpty(), qPrintable(demo.problems().join(u'\n')));
}

void TestDemoServerModern::listenFilter()
{
    StdioDemo demo;
    // Two subscriptions: one for prompts only, one for tools.
    const QJsonValue prompts = demo.request(
        QStringLiteral("subscriptions/listen"),
        modern({{QStringLiteral("notifications"), QJsonObject{{QStringLiteral("promptsListChanged"), true}}}}), 7);
    const QJsonValue tools = demo.request(
        QStringLiteral("subscriptions/listen"),
        modern({{QStringLiteral("notifications"), QJsonObject{{QStringLiteral("toolsListChanged"), true}}}}), 8);
    const auto taggedWith = [](const QJsonValue &id) {
        return [id](const QJsonObject &m) {
            return m.value(u"params").toObject().value(u"_meta").toObject().value(SubscriptionIdKey) == id;
        };
    };
    QVERIFY(demo.waitFor(taggedWith(prompts)) >= 0);
    QVERIFY(demo.waitFor(taggedWith(tools)) >= 0);
    QVERIFY(demo.call(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("toggle-tools"))))
                .contains(u"result"));
    QVERIFY(demo.waitFor([&](const QJsonObject &m) {
        return taggedWith(tools)(m)
               && m.value(u"method") == QJsonValue(QStringLiteral("notifications/tools/list_changed"));
    }) >= 0);
    // Everything the prompts subscription got is its acknowledgment.
    qsizetype forPrompts = 0;
    for (const QJsonObject &m : demo.received()) {
        if (taggedWith(prompts)(m)) {
            ++forPrompts;
            QCOMPARE(m.value(u"method").toString(), QStringLiteral("notifications/subscriptions/acknowledged"));
        }
    }
    QCOMPARE(forPrompts, 1);
    // Malformed filters are refused.
    QCOMPARE(errorCode(demo.call(
                 QStringLiteral("subscriptions/listen"),
                 modern({{QStringLiteral("notifications"),
                          QJsonObject{{QStringLiteral("resourceSubscriptions"), QStringLiteral("demo://clock")}}}}))),
             -32602);
}

void TestDemoServerModern::bothErasInOneProcess()
{
    StdioDemo demo;
    const QJsonObject init
        = demo.call(QStringLiteral("initialize"),
                    {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                     {QStringLiteral("capabilities"), QJsonObject()},
                     {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("t")},
                                                                {QStringLiteral("version"), QStringLiteral("1")}}}})
              .value(u"result")
              .toObject();
    QCOMPARE(init.value(u"protocolVersion").toString(), QStringLiteral("2025-11-25"));
    QCOMPARE(init.value(u"serverInfo").toObject().value(u"name").toString(), QStringLiteral("mcpscope-demo"));
    demo.notify(QStringLiteral("notifications/initialized"), {});
    // 2025 answers stay as they were: no resultType, no caching hints, no _meta.
    const QJsonObject tools = demo.call(QStringLiteral("tools/list"), {}).value(u"result").toObject();
    QVERIFY(tools.value(u"tools").toArray().size() > 5);
    QVERIFY(!tools.contains(u"resultType"));
    QVERIFY(!tools.contains(u"ttlMs"));
    QVERIFY(!tools.contains(u"_meta"));
    QVERIFY(demo.call(QStringLiteral("ping"), {}).value(u"result").toObject().isEmpty());
    // In 2025, ask-elicitation without the capability is a tool error, not -32021.
    const QJsonObject legacyAsk
        = demo.call(QStringLiteral("tools/call"), toolParams(QStringLiteral("ask-elicitation")));
    QVERIFY(legacyAsk.value(u"result").toObject().value(u"isError").toBool());
    // A 2025 toggle still announces the change untagged.
    const qsizetype before = demo.received().size();
    QVERIFY(demo.call(QStringLiteral("tools/call"), toolParams(QStringLiteral("toggle-tools"))).contains(u"result"));
    QVERIFY(demo.waitFor(
                [](const QJsonObject &m) {
                    return m.value(u"method") == QJsonValue(QStringLiteral("notifications/tools/list_changed"))
                           && !m.contains(u"params");
                },
                before)
            >= 0);
    // A modern request in the same process is served statelessly.
    const QJsonObject modernTools = demo.call(QStringLiteral("tools/list"), modern()).value(u"result").toObject();
    QCOMPARE(modernTools.value(u"resultType").toString(), QStringLiteral("complete"));
    checkCacheHints(modernTools);
}

// --- Streamable HTTP --------------------------------------------------------------------

void TestDemoServerModern::httpDiscoverWithoutSession()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const Reply reply = demo.rpc(QStringLiteral("server/discover"), modern(), QStringLiteral("d-1"));
    QCOMPARE(reply.status, 200);
    QVERIFY2(reply.sessionId.isEmpty(), reply.sessionId.constData()); // no sessions in 2026-07-28
    const QJsonObject response = reply.response();
    QCOMPARE(response.value(u"id"), QJsonValue(QStringLiteral("d-1")));
    QVERIFY(response.value(u"result").toObject().value(u"supportedVersions").toArray().contains(Modern));
    checkServerInfo(response.value(u"result").toObject());
    // Every request stands alone: a list works on its own POST.
    const Reply list = demo.rpc(QStringLiteral("tools/list"), modern());
    QCOMPARE(list.status, 200);
    checkCacheHints(list.response().value(u"result").toObject());
    const Reply read = demo.rpc(QStringLiteral("resources/read"),
                                modern({{QStringLiteral("uri"), QStringLiteral("demo://notes/01.md")}}));
    QCOMPARE(read.status, 200);
    checkCacheHints(read.response().value(u"result").toObject());
    const Reply missing
        = demo.rpc(QStringLiteral("resources/read"), modern({{QStringLiteral("uri"), QStringLiteral("demo://none")}}));
    QCOMPARE(errorCode(missing.response()), -32602);
}

void TestDemoServerModern::httpRefusals_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<Headers>("headers"); // replace or add (an empty value removes)
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("code");

    const QJsonObject call
        = modern(toolParams(QStringLiteral("echo"), {{QStringLiteral("message"), QStringLiteral("x")}}));
    QTest::newRow("no _meta") << QStringLiteral("server/discover") << QJsonObject() << Headers() << 400 << -32602;
    QTest::newRow("no capabilities") << QStringLiteral("server/discover")
                                     << QJsonObject{{QStringLiteral("_meta"), QJsonObject{{VersionKey, Modern}}}}
                                     << Headers() << 400 << -32602;
    QTest::newRow("unsupported version") << QStringLiteral(
        "server/discover") << QJsonObject{{QStringLiteral("_meta"), envelope({}, QStringLiteral("v999.0.0"))}}
                                         << Headers{{"MCP-Protocol-Version", "v999.0.0"}} << 400 << -32022;
    QTest::newRow("version header differs from the body")
        << QStringLiteral("server/discover")
        << QJsonObject{{QStringLiteral("_meta"), envelope({}, QStringLiteral("v999.0.0"))}}
        << Headers{{"MCP-Protocol-Version", Modern.toLatin1()}} << 400 << -32020;
    QTest::newRow("version header missing")
        << QStringLiteral("server/discover") << modern() << Headers{{"MCP-Protocol-Version", {}}} << 400 << -32020;
    QTest::newRow("Mcp-Method missing") << QStringLiteral("tools/list") << modern() << Headers{{"Mcp-Method", {}}}
                                        << 400 << -32020;
    QTest::newRow("Mcp-Method differs") << QStringLiteral("tools/list") << modern()
                                        << Headers{{"Mcp-Method", "prompts/list"}} << 400 << -32020;
    QTest::newRow("Mcp-Name missing") << QStringLiteral("tools/call") << call << Headers{{"Mcp-Name", {}}} << 400
                                      << -32020;
    QTest::newRow("Mcp-Name differs") << QStringLiteral("tools/call") << call << Headers{{"Mcp-Name", "add"}} << 400
                                      << -32020;
    QTest::newRow("Mcp-Name base64 of another name")
        << QStringLiteral("tools/call") << call << Headers{{"Mcp-Name", "=?base64?YWRk?="}} << 400 << -32020;
    QTest::newRow("Mcp-Name base64 of the name")
        << QStringLiteral("tools/call") << call << Headers{{"Mcp-Name", "=?base64?ZWNobw==?="}} << 200 << 0;
    QTest::newRow("removed: ping") << QStringLiteral("ping") << modern() << Headers() << 404 << -32601;
    QTest::newRow("removed: initialize") << QStringLiteral("initialize") << modern() << Headers() << 404 << -32601;
    QTest::newRow("removed: resources/subscribe")
        << QStringLiteral("resources/subscribe") << modern({{QStringLiteral("uri"), QStringLiteral("demo://clock")}})
        << Headers() << 404 << -32601;
    QTest::newRow("removed: logging/setLevel")
        << QStringLiteral("logging/setLevel") << modern({{QStringLiteral("level"), QStringLiteral("info")}})
        << Headers() << 404 << -32601;
    QTest::newRow("unknown method") << QStringLiteral("unknown/method") << modern() << Headers() << 404 << -32601;
    QTest::newRow("missing capability") << QStringLiteral("tools/call")
                                        << modern(toolParams(QStringLiteral("ask-sampling"),
                                                             {{QStringLiteral("prompt"), QStringLiteral("x")}}))
                                        << Headers() << 400 << -32021;
}

void TestDemoServerModern::httpRefusals()
{
    QFETCH(QString, method);
    QFETCH(QJsonObject, params);
    QFETCH(Headers, headers);
    QFETCH(int, status);
    QFETCH(int, code);
    HttpDemo demo;
    QVERIFY(demo.isListening());
    QJsonObject message = demo.message(method, params, 4711);
    Headers sent = HttpDemo::modernHeaders(message);
    if (!message.value(u"params").toObject().value(u"_meta").toObject().contains(VersionKey))
        sent.append({"MCP-Protocol-Version", Modern.toLatin1()}); // what a modern client sends anyway
    for (const auto &change : headers) {
        sent.removeIf([&](const QPair<QByteArray, QByteArray> &h) {
            return h.first.compare(change.first, Qt::CaseInsensitive) == 0;
        });
        if (!change.second.isEmpty())
            sent.append(change);
    }
    const Reply reply = demo.post(message, sent);
    QVERIFY2(reply.status == status, qPrintable(reply.describe()));
    const QJsonObject response = reply.response();
    QCOMPARE(response.value(u"id"), QJsonValue(4711));
    QCOMPARE(errorCode(response), code);
    if (code == -32022) {
        const QJsonObject data = response.value(u"error").toObject().value(u"data").toObject();
        QCOMPARE(data.value(u"requested").toString(), QStringLiteral("v999.0.0"));
        QVERIFY(data.value(u"supported").toArray().contains(Modern));
    }
}

void TestDemoServerModern::httpInputRequired()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const QJsonObject capabilities{{QStringLiteral("elicitation"), QJsonObject()}};
    const Reply first
        = demo.rpc(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("ask-elicitation")), capabilities));
    QCOMPARE(first.status, 200);
    const QJsonObject result = first.response().value(u"result").toObject();
    QCOMPARE(result.value(u"resultType").toString(), QStringLiteral("input_required"));
    // The stream of the call carries no request of the server.
    for (const QJsonObject &m : first.messages())
        QVERIFY(!(m.contains(u"method") && m.contains(u"id")));

    QJsonObject retry = toolParams(QStringLiteral("ask-elicitation"));
    retry.insert(QStringLiteral("inputResponses"),
                 QJsonObject{{QStringLiteral("profile"),
                              QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                                          {QStringLiteral("content"),
                                           QJsonObject{{QStringLiteral("name"), QStringLiteral("Grace")}}}}}});
    retry.insert(QStringLiteral("requestState"),
                 QString(result.value(u"requestState").toString() + QStringLiteral("-TAMPERED")));
    const Reply tampered = demo.rpc(QStringLiteral("tools/call"), modern(retry, capabilities));
    QCOMPARE(errorCode(tampered.response()), -32602);
    retry.insert(QStringLiteral("requestState"), result.value(u"requestState"));
    const Reply done = demo.rpc(QStringLiteral("tools/call"), modern(retry, capabilities));
    QVERIFY(toolText(done.response().value(u"result").toObject()).contains(u"Grace"));
}

void TestDemoServerModern::httpProgressStream()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const Reply reply = demo.rpc(
        QStringLiteral("tools/call"),
        modern(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("long-running")},
            {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("duration"), 0.2}, {QStringLiteral("steps"), 2}}},
            {QStringLiteral("_meta"), QJsonObject{{QStringLiteral("progressToken"), QStringLiteral("p1")}}}}),
        QStringLiteral("same-id"));
    QVERIFY2(reply.contentType.startsWith("text/event-stream"), qPrintable(reply.describe()));
    const QList<QJsonObject> messages = reply.messages();
    QCOMPARE(messages.size(), 3);
    QCOMPARE(messages.at(0).value(u"method").toString(), QStringLiteral("notifications/progress"));
    QCOMPARE(messages.at(0).value(u"params").toObject().value(u"progressToken").toString(), QStringLiteral("p1"));
    QCOMPARE(messages.at(2).value(u"id"), QJsonValue(QStringLiteral("same-id")));
    QCOMPARE(messages.at(2).value(u"result").toObject().value(u"resultType").toString(), QStringLiteral("complete"));
}

void TestDemoServerModern::httpListen()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const QJsonObject filter{
        {QStringLiteral("notifications"),
         QJsonObject{{QStringLiteral("toolsListChanged"), true},
                     {QStringLiteral("resourceSubscriptions"), QJsonArray{QStringLiteral("demo://clock")}}}}};
    // Two clients that both chose the id 1: each stream gets its own id back.
    auto first = demo.stream(QStringLiteral("subscriptions/listen"), modern(filter), 1);
    auto second = demo.stream(
        QStringLiteral("subscriptions/listen"),
        modern({{QStringLiteral("notifications"), QJsonObject{{QStringLiteral("toolsListChanged"), true}}}}), 1);
    for (Stream *stream : {first.get(), second.get()}) {
        QVERIFY(stream->waitFor([](const QJsonObject &) { return true; }) == 0);
        const QJsonObject ack = stream->messages().at(0);
        QCOMPARE(ack.value(u"method").toString(), QStringLiteral("notifications/subscriptions/acknowledged"));
        QCOMPARE(ack.value(u"params").toObject().value(u"_meta").toObject().value(SubscriptionIdKey), QJsonValue(1));
        QVERIFY(stream->contentType().startsWith("text/event-stream"));
    }
    const Reply toggle = demo.rpc(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("toggle-tools"))), 1);
    QCOMPARE(toggle.status, 200);
    QCOMPARE(toggle.response().value(u"id"), QJsonValue(1));
    // The call's own answer carries no list-changed notification: it goes to the streams.
    for (const QJsonObject &m : toggle.messages())
        QVERIFY(!m.contains(u"method"));
    for (Stream *stream : {first.get(), second.get()}) {
        const qsizetype at = stream->waitFor([](const QJsonObject &m) {
            return m.value(u"method") == QJsonValue(QStringLiteral("notifications/tools/list_changed"));
        });
        QVERIFY(at > 0);
        QCOMPARE(
            stream->messages().at(at).value(u"params").toObject().value(u"_meta").toObject().value(SubscriptionIdKey),
            QJsonValue(1));
    }
    const qsizetype update = first->waitFor([](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(QStringLiteral("notifications/resources/updated"));
    });
    QVERIFY(update > 0);
    for (const QJsonObject &m : second->messages())
        QVERIFY(m.value(u"method") != QJsonValue(QStringLiteral("notifications/resources/updated")));
    // Closing a stream ends that subscription only.
    second->close();
    QVERIFY(demo.rpc(QStringLiteral("tools/call"), modern(toolParams(QStringLiteral("toggle-tools"))))
                .response()
                .contains(u"result"));
    QVERIFY(first->waitFor(
                [](const QJsonObject &m) {
                    return m.value(u"method") == QJsonValue(QStringLiteral("notifications/tools/list_changed"));
                },
                update + 1)
            > update);
}

void TestDemoServerModern::httpLegacyUnchanged()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const QJsonObject init
        = demo.message(QStringLiteral("initialize"),
                       {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                        {QStringLiteral("capabilities"), QJsonObject()},
                        {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("t")},
                                                                   {QStringLiteral("version"), QStringLiteral("1")}}}});
    const Headers plain{{"Content-Type", "application/json"}, {"Accept", "application/json, text/event-stream"}};
    const Reply reply = demo.post(init, plain);
    QCOMPARE(reply.status, 200);
    QVERIFY(!reply.sessionId.isEmpty());
    QCOMPARE(reply.response().value(u"result").toObject().value(u"protocolVersion").toString(),
             QStringLiteral("2025-11-25"));
    Headers session = plain;
    session.append({QByteArray("Mcp-Session-Id"), reply.sessionId});
    session.append({QByteArray("MCP-Protocol-Version"), QByteArray("2025-11-25")});
    const Reply list = demo.post(demo.message(QStringLiteral("tools/list"), {}), session);
    const QJsonObject result = list.response().value(u"result").toObject();
    QVERIFY(result.value(u"tools").toArray().size() > 5);
    QVERIFY(!result.contains(u"resultType"));
    // Without a session and without the envelope, a 2025 request is still refused as before.
    const Reply sessionless = demo.post(demo.message(QStringLiteral("tools/list"), {}), plain);
    QCOMPARE(sessionless.status, 400);
}

void TestDemoServerModern::legacyOnly()
{
    // --legacy-only: a server made before 2026-07-28, for trying how clients fall back.
    StdioDemo stdio({QStringLiteral("--legacy-only")});
    const QJsonObject discover = stdio.call(QStringLiteral("server/discover"), modern());
    QVERIFY(!discover.contains(u"result"));
    QCOMPARE(errorCode(discover), -32600); // "Server not initialized", as any request before initialize
    QCOMPARE(stdio
                 .call(QStringLiteral("initialize"),
                       {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                        {QStringLiteral("capabilities"), QJsonObject()},
                        {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("t")},
                                                                   {QStringLiteral("version"), QStringLiteral("1")}}}})
                 .value(u"result")
                 .toObject()
                 .value(u"protocolVersion")
                 .toString(),
             QStringLiteral("2025-11-25"));
    QCOMPARE(errorCode(stdio.call(QStringLiteral("server/discover"), modern())), -32601);

    HttpDemo http({QStringLiteral("--legacy-only")});
    QVERIFY(http.isListening());
    const Reply reply = http.rpc(QStringLiteral("server/discover"), modern());
    QCOMPARE(reply.status, 400); // no session: a 4xx without a modern error
    const QList<int> modernCodes{-32602, -32020, -32021, -32022};
    QVERIFY(!modernCodes.contains(errorCode(reply.response())));
}

QTEST_GUILESS_MAIN(TestDemoServerModern)
#include "tst_demoserver_modern.moc"
