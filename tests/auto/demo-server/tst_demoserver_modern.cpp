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

const QString Modern = u"2026-07-28"_s;
const QString VersionKey = u"io.modelcontextprotocol/protocolVersion"_s;
const QString CapabilitiesKey = u"io.modelcontextprotocol/clientCapabilities"_s;
const QString ClientInfoKey = u"io.modelcontextprotocol/clientInfo"_s;
const QString LogLevelKey = u"io.modelcontextprotocol/logLevel"_s;
const QString ServerInfoKey = u"io.modelcontextprotocol/serverInfo"_s;
const QString SubscriptionIdKey = u"io.modelcontextprotocol/subscriptionId"_s;

using Predicate = std::function<bool(const QJsonObject &)>;
using Headers = QList<QPair<QByteArray, QByteArray>>;

/// The envelope of a modern request.
QJsonObject envelope(const QJsonObject &capabilities = {}, const QString &version = Modern)
{
    return QJsonObject { { VersionKey, version },
                         { CapabilitiesKey, capabilities },
                         { ClientInfoKey, QJsonObject { { u"name"_s, u"tst_demoserver_modern"_s }, { u"version"_s, u"1.0"_s } } } };
}

/// @p params with the envelope in _meta (what the test puts in _meta itself is kept).
QJsonObject modern(QJsonObject params = {}, const QJsonObject &capabilities = {})
{
    QJsonObject meta = envelope(capabilities);
    const QJsonObject own = params.value(u"_meta").toObject();
    for (auto it = own.constBegin(); it != own.constEnd(); ++it)
        meta.insert(it.key(), it.value());
    params.insert(u"_meta"_s, meta);
    return params;
}

QJsonObject toolParams(const QString &name, const QJsonObject &arguments = {})
{
    return QJsonObject { { u"name"_s, name }, { u"arguments"_s, arguments } };
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

    void send(const QJsonObject &message) { m_process.write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n'); }
    QJsonValue request(const QString &method, const QJsonObject &params, const QJsonValue &id = QJsonValue())
    {
        const QJsonValue requestId = id.isNull() ? QJsonValue(m_nextId++) : id;
        QJsonObject message { { u"jsonrpc"_s, u"2.0"_s }, { u"id"_s, requestId }, { u"method"_s, method } };
        if (!params.isEmpty())
            message.insert(u"params"_s, params);
        send(message);
        return requestId;
    }
    void notify(const QString &method, const QJsonObject &params)
    {
        send(QJsonObject { { u"jsonrpc"_s, u"2.0"_s }, { u"method"_s, method }, { u"params"_s, params } });
    }
    /// Index of the first message from @p from on that matches @p predicate, waiting up to 5 s; -1 if none came.
    qsizetype waitFor(const Predicate &predicate, qsizetype from = 0)
    {
        qsizetype found = -1;
        (void)QTest::qWaitFor([&] {
            for (qsizetype i = from; i < m_received.size(); ++i) {
                if (predicate(m_received.at(i))) {
                    found = i;
                    return true;
                }
            }
            return false;
        }, 5000);
        return found;
    }
    QJsonObject response(const QJsonValue &id)
    {
        const qsizetype i = waitFor([id](const QJsonObject &m) { return !m.contains(u"method") && m.value(u"id") == id; });
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
            return { QJsonDocument::fromJson(body).object() };
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
        return u"HTTP %1 (%2): %3"_s.arg(status).arg(QString::fromLatin1(contentType), QString::fromUtf8(body.left(400)));
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
        (void)QTest::qWaitFor([&] {
            for (qsizetype i = from; i < m_messages.size(); ++i) {
                if (predicate(m_messages.at(i))) {
                    found = i;
                    return true;
                }
            }
            return false;
        }, 5000);
        return found;
    }
    /// Closes the connection from the client's side.
    void close()
    {
        m_reply->abort();
    }

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
        m_process.setArguments(QStringList { u"--http"_s, u"127.0.0.1:0"_s } + arguments);
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { m_stderr += m_process.readAllStandardError(); });
        m_process.start();
        static const QRegularExpression listening(u"listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"_s);
        (void)QTest::qWaitFor([this] { return listening.match(QString::fromUtf8(m_stderr)).hasMatch()
                                     || m_process.state() == QProcess::NotRunning; },
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
        Headers headers { { "Content-Type", "application/json" },
                          { "Accept", "application/json, text/event-stream" },
                          { "MCP-Protocol-Version", params.value(u"_meta").toObject().value(VersionKey).toString().toLatin1() },
                          { "Mcp-Method", method.toUtf8() } };
        if (method == u"tools/call" || method == u"prompts/get")
            headers.append({ "Mcp-Name", params.value(u"name").toString().toUtf8() });
        else if (method == u"resources/read")
            headers.append({ "Mcp-Name", params.value(u"uri").toString().toUtf8() });
        return headers;
    }

    QJsonObject message(const QString &method, const QJsonObject &params, const QJsonValue &id = QJsonValue())
    {
        return QJsonObject { { u"jsonrpc"_s, u"2.0"_s }, { u"id"_s, id.isNull() ? QJsonValue(m_nextId++) : id },
                             { u"method"_s, method }, { u"params"_s, params } };
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
    std::unique_ptr<Stream> stream(const QString &method, const QJsonObject &params, const QJsonValue &id = QJsonValue())
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
    QCOMPARE(info.value(u"name").toString(), u"mcpscope-demo"_s);
    QVERIFY(!info.value(u"version").toString().isEmpty());
}

void checkCacheHints(const QJsonObject &result)
{
    QVERIFY2(result.value(u"ttlMs").isDouble(), qPrintable(QString::fromUtf8(QJsonDocument(result).toJson())));
    QVERIFY(result.value(u"ttlMs").toDouble() >= 0);
    QCOMPARE(result.value(u"ttlMs").toDouble(), double(result.value(u"ttlMs").toInteger()));
    QVERIFY(result.value(u"cacheScope") == QJsonValue(u"public"_s) || result.value(u"cacheScope") == QJsonValue(u"private"_s));
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
             qPrintable(u"the demo server is not built: "_s + mcpscope::test::demoServerBinary()));
}

void TestDemoServerModern::discover()
{
    StdioDemo demo;
    const QJsonObject response = demo.call(u"server/discover"_s, modern());
    const QJsonObject result = response.value(u"result").toObject();
    QVERIFY2(!result.isEmpty(), qPrintable(QString::fromUtf8(QJsonDocument(response).toJson())));
    const QJsonArray versions = result.value(u"supportedVersions").toArray();
    QVERIFY(versions.contains(Modern));
    QVERIFY(versions.contains(u"2025-11-25"_s));
    QVERIFY(versions.contains(u"2025-06-18"_s));
    QCOMPARE(result.value(u"resultType").toString(), u"complete"_s);
    QVERIFY(result.value(u"capabilities").toObject().contains(u"tools"));
    QVERIFY(result.value(u"capabilities").toObject().value(u"resources").toObject().value(u"listChanged").toBool());
    // MCP Apps: the extension is declared where 2026-07-28 declares extensions (show_counter's app).
    QVERIFY(result.value(u"capabilities").toObject().value(u"extensions").toObject().value(u"io.modelcontextprotocol/ui").isObject());
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
    QTest::newRow("_meta not an object") << QJsonObject { { u"_meta"_s, 5 } } << -32602;
    QTest::newRow("no protocol version")
        << QJsonObject { { u"_meta"_s, QJsonObject { { CapabilitiesKey, QJsonObject() } } } } << -32602;
    QTest::newRow("no client capabilities")
        << QJsonObject { { u"_meta"_s, QJsonObject { { VersionKey, Modern } } } } << -32602;
    QTest::newRow("capabilities not an object")
        << QJsonObject { { u"_meta"_s, QJsonObject { { VersionKey, Modern }, { CapabilitiesKey, QJsonArray() } } } } << -32602;
    QJsonObject badLevel = envelope();
    badLevel.insert(LogLevelKey, u"loud"_s);
    QTest::newRow("unknown log level") << QJsonObject { { u"_meta"_s, badLevel } } << -32602;
    QTest::newRow("unknown version") << QJsonObject { { u"_meta"_s, envelope({}, u"2099-01-01"_s) } } << -32022;
    QTest::newRow("a 2025 version in the envelope") << QJsonObject { { u"_meta"_s, envelope({}, u"2025-11-25"_s) } } << -32022;
}

void TestDemoServerModern::envelopeErrors()
{
    QFETCH(QJsonObject, params);
    QFETCH(int, code);
    StdioDemo demo;
    const QJsonValue id = demo.request(u"server/discover"_s, params, u"discover-1"_s);
    const QJsonObject response = demo.response(id);
    QCOMPARE(response.value(u"id"), QJsonValue(u"discover-1"_s));
    QCOMPARE(errorCode(response), code);
    if (code == -32022) {
        const QJsonObject data = response.value(u"error").toObject().value(u"data").toObject();
        QVERIFY(data.value(u"supported").toArray().contains(Modern));
        QCOMPARE(data.value(u"requested"), params.value(u"_meta").toObject().value(VersionKey));
    }
    // A clientInfo is a SHOULD: a request without it is served.
    QJsonObject meta = envelope();
    meta.remove(ClientInfoKey);
    QVERIFY(demo.call(u"server/discover"_s, QJsonObject { { u"_meta"_s, meta } }).contains(u"result"));
}

void TestDemoServerModern::removedMethods_data()
{
    QTest::addColumn<QString>("method");
    QTest::newRow("initialize") << u"initialize"_s;
    QTest::newRow("ping") << u"ping"_s;
    QTest::newRow("logging/setLevel") << u"logging/setLevel"_s;
    QTest::newRow("resources/subscribe") << u"resources/subscribe"_s;
    QTest::newRow("resources/unsubscribe") << u"resources/unsubscribe"_s;
    QTest::newRow("unknown") << u"no/such-method"_s;
}

void TestDemoServerModern::removedMethods()
{
    QFETCH(QString, method);
    StdioDemo demo;
    const QJsonObject params = modern({ { u"uri"_s, u"demo://clock"_s }, { u"level"_s, u"debug"_s },
                                        { u"protocolVersion"_s, u"2025-11-25"_s }, { u"capabilities"_s, QJsonObject() } });
    const QJsonObject response = demo.call(method, params);
    QCOMPARE(errorCode(response), -32601);
    // The modern request did not start a 2025 session either.
    QCOMPARE(errorCode(demo.call(u"tools/list"_s, {})), -32600);
}

void TestDemoServerModern::cacheHints()
{
    StdioDemo demo;
    for (const QString &method : { u"tools/list"_s, u"prompts/list"_s, u"resources/list"_s, u"resources/templates/list"_s }) {
        const QJsonObject result = demo.call(method, modern()).value(u"result").toObject();
        QVERIFY2(!result.isEmpty(), qPrintable(method));
        QCOMPARE(result.value(u"resultType").toString(), u"complete"_s);
        checkServerInfo(result);
        checkCacheHints(result);
    }
    for (const QString &uri : { u"demo://clock"_s, u"demo://notes/01.md"_s }) {
        const QJsonObject result = demo.call(u"resources/read"_s, modern({ { u"uri"_s, uri } })).value(u"result").toObject();
        QCOMPARE(result.value(u"contents").toArray().size(), 1);
        checkCacheHints(result);
    }
    // Results that are not cacheable carry no hints, but the result type and the server's name.
    const QJsonObject echo = demo.call(u"tools/call"_s, modern(toolParams(u"echo"_s, { { u"message"_s, u"hi"_s } })))
                                 .value(u"result").toObject();
    QCOMPARE(toolText(echo), u"Echo: hi"_s);
    QCOMPARE(echo.value(u"resultType").toString(), u"complete"_s);
    QVERIFY(!echo.contains(u"ttlMs"));
    checkServerInfo(echo);
}

void TestDemoServerModern::resourceNotFound()
{
    StdioDemo demo;
    const QJsonObject response = demo.call(u"resources/read"_s, modern({ { u"uri"_s, u"demo://no-such-thing"_s } }));
    QCOMPARE(errorCode(response), -32602);
    QCOMPARE(response.value(u"error").toObject().value(u"data").toObject().value(u"uri").toString(), u"demo://no-such-thing"_s);

    // 2025-11-25 keeps its own code.
    StdioDemo legacy;
    legacy.call(u"initialize"_s, { { u"protocolVersion"_s, u"2025-11-25"_s }, { u"capabilities"_s, QJsonObject() },
                                   { u"clientInfo"_s, QJsonObject { { u"name"_s, u"t"_s }, { u"version"_s, u"1"_s } } } });
    QCOMPARE(errorCode(legacy.call(u"resources/read"_s, { { u"uri"_s, u"demo://no-such-thing"_s } })), -32002);
}

void TestDemoServerModern::inputRequired()
{
    StdioDemo demo;
    const QJsonObject capabilities { { u"elicitation"_s, QJsonObject() } };
    const QJsonObject first = demo.call(u"tools/call"_s, modern(toolParams(u"ask-elicitation"_s), capabilities))
                                  .value(u"result").toObject();
    QCOMPARE(first.value(u"resultType").toString(), u"input_required"_s);
    checkServerInfo(first);
    const QJsonObject question = first.value(u"inputRequests").toObject().value(u"profile").toObject();
    QCOMPARE(question.value(u"method").toString(), u"elicitation/create"_s);
    QCOMPARE(question.value(u"params").toObject().value(u"mode").toString(), u"form"_s);
    QVERIFY(question.value(u"params").toObject().value(u"requestedSchema").toObject().contains(u"properties"));
    QVERIFY(!question.contains(u"id")); // an input request is not a JSON-RPC request
    const QString state = first.value(u"requestState").toString();
    QVERIFY(!state.isEmpty());
    // No server request went out: MRTR replaces them.
    for (const QJsonObject &message : demo.received())
        QVERIFY(!(message.contains(u"method") && message.contains(u"id")));

    // The retry (a new id) with the answer and the state completes the call.
    QJsonObject retry = toolParams(u"ask-elicitation"_s);
    retry.insert(u"inputResponses"_s, QJsonObject { { u"profile"_s, QJsonObject { { u"action"_s, u"accept"_s },
                                                                                  { u"content"_s, QJsonObject { { u"name"_s, u"Ada"_s } } } } } });
    retry.insert(u"requestState"_s, state);
    const QJsonObject done = demo.call(u"tools/call"_s, modern(retry, capabilities)).value(u"result").toObject();
    QCOMPARE(done.value(u"resultType").toString(), u"complete"_s);
    QVERIFY2(toolText(done).contains(u"name: \"Ada\""), qPrintable(toolText(done)));
    QVERIFY(!done.value(u"isError").toBool());

    // The same state again with the answer missing: asked again, not an error.
    retry.insert(u"inputResponses"_s, QJsonObject { { u"something-else"_s, QJsonObject() } });
    const QJsonObject again = demo.call(u"tools/call"_s, modern(retry, capabilities)).value(u"result").toObject();
    QCOMPARE(again.value(u"resultType").toString(), u"input_required"_s);
    QVERIFY(again.value(u"inputRequests").toObject().contains(u"profile"));

    // Declining is an answer too.
    retry.insert(u"inputResponses"_s, QJsonObject { { u"profile"_s, QJsonObject { { u"action"_s, u"decline"_s } } } });
    const QJsonObject declined = demo.call(u"tools/call"_s, modern(retry, capabilities)).value(u"result").toObject();
    QVERIFY(toolText(declined).contains(u"declined"));

    // Sampling and roots the same way.
    const QJsonObject sampling { { u"sampling"_s, QJsonObject() } };
    const QJsonObject sample = demo.call(u"tools/call"_s, modern(toolParams(u"ask-sampling"_s, { { u"prompt"_s, u"2+2?"_s } }), sampling))
                                   .value(u"result").toObject();
    QCOMPARE(sample.value(u"inputRequests").toObject().value(u"answer").toObject().value(u"method").toString(),
             u"sampling/createMessage"_s);
    QJsonObject sampleRetry = toolParams(u"ask-sampling"_s, { { u"prompt"_s, u"2+2?"_s } });
    sampleRetry.insert(u"requestState"_s, sample.value(u"requestState"));
    sampleRetry.insert(u"inputResponses"_s,
                       QJsonObject { { u"answer"_s, QJsonObject { { u"role"_s, u"assistant"_s }, { u"model"_s, u"m1"_s },
                                                                  { u"content"_s, QJsonObject { { u"type"_s, u"text"_s }, { u"text"_s, u"4"_s } } } } } });
    QVERIFY(toolText(demo.call(u"tools/call"_s, modern(sampleRetry, sampling)).value(u"result").toObject())
                .contains(u"The client's model (m1) answered:\n4"));

    const QJsonObject roots { { u"roots"_s, QJsonObject() } };
    const QJsonObject ask = demo.call(u"tools/call"_s, modern(toolParams(u"list-roots"_s), roots)).value(u"result").toObject();
    QCOMPARE(ask.value(u"inputRequests").toObject().value(u"roots").toObject().value(u"method").toString(), u"roots/list"_s);
    QJsonObject rootsRetry = toolParams(u"list-roots"_s);
    rootsRetry.insert(u"requestState"_s, ask.value(u"requestState"));
    rootsRetry.insert(u"inputResponses"_s, QJsonObject { { u"roots"_s, QJsonObject { { u"roots"_s, QJsonArray {
        QJsonObject { { u"uri"_s, u"file:///work"_s }, { u"name"_s, u"work"_s } } } } } } });
    QVERIFY(toolText(demo.call(u"tools/call"_s, modern(rootsRetry, roots)).value(u"result").toObject())
                .contains(u"file:///work (work)"));
    QVERIFY2(demo.problems().isEmpty(), qPrintable(demo.problems().join(u'\n')));
}

void TestDemoServerModern::inputRequiredRefusals_data()
{
    QTest::addColumn<QString>("change");
    QTest::newRow("tampered state") << u"tamper"_s;
    QTest::newRow("payload rewritten, old signature") << u"rewrite"_s;
    QTest::newRow("signature changed") << u"signature"_s;
    QTest::newRow("state cut short") << u"truncate"_s;
    QTest::newRow("answer without state") << u"drop"_s;
    QTest::newRow("state not a string") << u"number"_s;
    QTest::newRow("state of other arguments") << u"arguments"_s;
    QTest::newRow("state of another tool") << u"tool"_s;
}

void TestDemoServerModern::inputRequiredRefusals()
{
    QFETCH(QString, change);
    StdioDemo demo;
    const QJsonObject capabilities { { u"elicitation"_s, QJsonObject() }, { u"roots"_s, QJsonObject() } };
    const QJsonObject first = demo.call(u"tools/call"_s, modern(toolParams(u"ask-elicitation"_s), capabilities))
                                  .value(u"result").toObject();
    QString state = first.value(u"requestState").toString();
    QVERIFY(!state.isEmpty());

    QJsonObject retry = toolParams(u"ask-elicitation"_s);
    retry.insert(u"inputResponses"_s, QJsonObject { { u"profile"_s, QJsonObject { { u"action"_s, u"accept"_s },
                                                                                  { u"content"_s, QJsonObject { { u"name"_s, u"Eve"_s } } } } } });
    if (change == u"tamper") {
        // One character of the signed payload changed.
        state[3] = state.at(3) == u'A' ? u'B' : u'A';
        retry.insert(u"requestState"_s, state);
    } else if (change == u"rewrite") {
        // A client that knows the format changes what the state says and keeps the signature:
        // only the signature can tell.
        constexpr auto encoding = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
        const qsizetype dot = state.indexOf(u'.');
        QVERIFY(dot > 0);
        QJsonObject payload = QJsonDocument::fromJson(QByteArray::fromBase64(state.left(dot).toLatin1(), encoding)).object();
        QVERIFY(payload.contains(u"data"));
        payload.insert(u"expires"_s, payload.value(u"expires").toDouble() + 1000);
        retry.insert(u"requestState"_s, QString(QString::fromLatin1(QJsonDocument(payload).toJson(QJsonDocument::Compact)
                                                                       .toBase64(encoding)) + state.mid(dot)));
    } else if (change == u"signature") {
        const qsizetype dot = state.indexOf(u'.');
        QVERIFY(dot > 0 && dot + 5 < state.size());
        state[dot + 5] = state.at(dot + 5) == u'A' ? u'B' : u'A';
        retry.insert(u"requestState"_s, state);
    } else if (change == u"truncate") {
        retry.insert(u"requestState"_s, state.left(state.size() / 2));
    } else if (change == u"number") {
        retry.insert(u"requestState"_s, 42);
    } else if (change == u"arguments") {
        retry.insert(u"arguments"_s, QJsonObject { { u"extra"_s, 1 } });
        retry.insert(u"requestState"_s, state);
    } else if (change == u"tool") {
        const QJsonObject roots = demo.call(u"tools/call"_s, modern(toolParams(u"list-roots"_s), capabilities))
                                      .value(u"result").toObject();
        retry.insert(u"requestState"_s, roots.value(u"requestState"));
    }
    const QJsonObject response = demo.call(u"tools/call"_s, modern(retry, capabilities));
    QCOMPARE(errorCode(response), -32602);
    QVERIFY(!response.contains(u"result"));

    // The genuine state still works afterwards.
    QJsonObject genuine = toolParams(u"ask-elicitation"_s);
    genuine.insert(u"inputResponses"_s, retry.value(u"inputResponses"));
    genuine.insert(u"requestState"_s, first.value(u"requestState"));
    QVERIFY(toolText(demo.call(u"tools/call"_s, modern(genuine, capabilities)).value(u"result").toObject()).contains(u"Eve"));
}

void TestDemoServerModern::missingCapability()
{
    StdioDemo demo;
    struct Case { QString tool; QString capability; };
    for (const Case &c : { Case { u"ask-sampling"_s, u"sampling"_s }, Case { u"ask-elicitation"_s, u"elicitation"_s },
                           Case { u"list-roots"_s, u"roots"_s } }) {
        const QJsonObject response = demo.call(u"tools/call"_s, modern(toolParams(c.tool, { { u"prompt"_s, u"x"_s } })));
        QCOMPARE(errorCode(response), -32021);
        const QJsonObject required = response.value(u"error").toObject().value(u"data").toObject()
                                         .value(u"requiredCapabilities").toObject();
        QVERIFY2(required.value(c.capability).isObject(), qPrintable(c.tool));
    }
    // URL-only elicitation is not form elicitation.
    const QJsonObject urlOnly { { u"elicitation"_s, QJsonObject { { u"url"_s, QJsonObject() } } } };
    QCOMPARE(errorCode(demo.call(u"tools/call"_s, modern(toolParams(u"ask-elicitation"_s), urlOnly))), -32021);
}

void TestDemoServerModern::logLevelPerRequest()
{
    StdioDemo demo;
    // Without a log level: no log message at all.
    const qsizetype before = demo.received().size();
    const QJsonObject quiet = demo.call(u"tools/call"_s, modern(toolParams(u"log-something"_s)));
    QVERIFY(quiet.contains(u"result"));
    for (qsizetype i = before; i < demo.received().size(); ++i)
        QVERIFY(demo.received().at(i).value(u"method") != QJsonValue(u"notifications/message"_s));

    // With "warning": warning and the four above it, before the response.
    const QJsonValue id = demo.request(u"tools/call"_s,
                                       modern(QJsonObject { { u"name"_s, u"log-something"_s }, { u"arguments"_s, QJsonObject() },
                                                            { u"_meta"_s, QJsonObject { { LogLevelKey, u"warning"_s } } } }));
    const qsizetype responseAt = demo.waitFor([id](const QJsonObject &m) { return m.value(u"id") == id; });
    QVERIFY(responseAt >= 0);
    QStringList levels;
    for (qsizetype i = 0; i < responseAt; ++i) {
        const QJsonObject m = demo.received().at(i);
        if (m.value(u"method") == QJsonValue(u"notifications/message"_s))
            levels.append(m.value(u"params").toObject().value(u"level").toString());
    }
    QCOMPARE(levels, (QStringList { u"warning"_s, u"error"_s, u"critical"_s, u"alert"_s, u"emergency"_s }));
}

void TestDemoServerModern::listen()
{
    StdioDemo demo;
    const QJsonValue id = demo.request(u"subscriptions/listen"_s,
                                       modern({ { u"notifications"_s,
                                                  QJsonObject { { u"toolsListChanged"_s, true },
                                                                { u"resourcesListChanged"_s, true },
                                                                { u"resourceSubscriptions"_s, QJsonArray { u"demo://clock"_s, u"demo://nowhere"_s } } } } }),
                                       u"listen-1"_s);
    const auto tagged = [id](const QJsonObject &m) {
        return m.value(u"params").toObject().value(u"_meta").toObject().value(SubscriptionIdKey) == id;
    };
    const qsizetype ackAt = demo.waitFor(tagged);
    QVERIFY(ackAt >= 0);
    const QJsonObject ack = demo.received().at(ackAt);
    QCOMPARE(ack.value(u"method").toString(), u"notifications/subscriptions/acknowledged"_s);
    const QJsonObject honoured = ack.value(u"params").toObject().value(u"notifications").toObject();
    QVERIFY(honoured.value(u"toolsListChanged").toBool());
    QVERIFY(honoured.value(u"resourcesListChanged").toBool());
    QVERIFY(!honoured.contains(u"promptsListChanged"));
    // Only the resource that exists is honoured.
    QCOMPARE(honoured.value(u"resourceSubscriptions").toArray(), (QJsonArray { u"demo://clock"_s }));

    // A change made by another request reaches the stream, tagged; not the request's own answer.
    const QJsonValue toggle = demo.request(u"tools/call"_s, modern(toolParams(u"toggle-tools"_s)));
    const qsizetype changedAt = demo.waitFor([&](const QJsonObject &m) {
        return tagged(m) && m.value(u"method") == QJsonValue(u"notifications/tools/list_changed"_s);
    }, ackAt + 1);
    QVERIFY(changedAt > ackAt);
    QVERIFY(demo.response(toggle).contains(u"result"));
    const QJsonObject note = demo.call(u"tools/call"_s, modern(toolParams(u"add-note"_s, { { u"title"_s, u"T"_s }, { u"text"_s, u"x"_s } })));
    QVERIFY(note.contains(u"result"));
    QVERIFY(demo.waitFor([&](const QJsonObject &m) {
        return tagged(m) && m.value(u"method") == QJsonValue(u"notifications/resources/list_changed"_s);
    }, ackAt + 1) > ackAt);
    // Untagged list-changed notifications are 2025's: none went out.
    for (const QJsonObject &m : demo.received())
        QVERIFY(!m.value(u"method").toString().endsWith(u"list_changed") || tagged(m));

    // The clock changes: an update for it comes on the stream.
    const qsizetype updateAt = demo.waitFor([&](const QJsonObject &m) {
        return tagged(m) && m.value(u"method") == QJsonValue(u"notifications/resources/updated"_s);
    }, ackAt + 1);
    QVERIFY(updateAt > ackAt);
    QCOMPARE(demo.received().at(updateAt).value(u"params").toObject().value(u"uri").toString(), u"demo://clock"_s);
    // No response to the listen request while it is open; cancelling ends it without one.
    demo.notify(u"notifications/cancelled"_s, { { u"requestId"_s, id } });
    QCOMPARE(demo.call(u"server/discover"_s, modern()).value(u"result").toObject().value(u"resultType").toString(), u"complete"_s);
    for (const QJsonObject &m : demo.received())
        QVERIFY(!(m.value(u"id") == id && !m.contains(u"method")));
    QVERIFY2(demo.problems().isEmpty(), qPrintable(demo.problems().join(u'\n')));
}

void TestDemoServerModern::listenFilter()
{
    StdioDemo demo;
    // Two subscriptions: one for prompts only, one for tools.
    const QJsonValue prompts = demo.request(u"subscriptions/listen"_s,
                                            modern({ { u"notifications"_s, QJsonObject { { u"promptsListChanged"_s, true } } } }), 7);
    const QJsonValue tools = demo.request(u"subscriptions/listen"_s,
                                          modern({ { u"notifications"_s, QJsonObject { { u"toolsListChanged"_s, true } } } }), 8);
    const auto taggedWith = [](const QJsonValue &id) {
        return [id](const QJsonObject &m) {
            return m.value(u"params").toObject().value(u"_meta").toObject().value(SubscriptionIdKey) == id;
        };
    };
    QVERIFY(demo.waitFor(taggedWith(prompts)) >= 0);
    QVERIFY(demo.waitFor(taggedWith(tools)) >= 0);
    QVERIFY(demo.call(u"tools/call"_s, modern(toolParams(u"toggle-tools"_s))).contains(u"result"));
    QVERIFY(demo.waitFor([&](const QJsonObject &m) {
        return taggedWith(tools)(m) && m.value(u"method") == QJsonValue(u"notifications/tools/list_changed"_s);
    }) >= 0);
    // Everything the prompts subscription got is its acknowledgment.
    qsizetype forPrompts = 0;
    for (const QJsonObject &m : demo.received()) {
        if (taggedWith(prompts)(m)) {
            ++forPrompts;
            QCOMPARE(m.value(u"method").toString(), u"notifications/subscriptions/acknowledged"_s);
        }
    }
    QCOMPARE(forPrompts, 1);
    // Malformed filters are refused.
    QCOMPARE(errorCode(demo.call(u"subscriptions/listen"_s,
                                 modern({ { u"notifications"_s, QJsonObject { { u"resourceSubscriptions"_s, u"demo://clock"_s } } } }))),
             -32602);
}

void TestDemoServerModern::bothErasInOneProcess()
{
    StdioDemo demo;
    const QJsonObject init = demo.call(u"initialize"_s, { { u"protocolVersion"_s, u"2025-11-25"_s },
                                                         { u"capabilities"_s, QJsonObject() },
                                                         { u"clientInfo"_s, QJsonObject { { u"name"_s, u"t"_s }, { u"version"_s, u"1"_s } } } })
                                 .value(u"result").toObject();
    QCOMPARE(init.value(u"protocolVersion").toString(), u"2025-11-25"_s);
    QCOMPARE(init.value(u"serverInfo").toObject().value(u"name").toString(), u"mcpscope-demo"_s);
    demo.notify(u"notifications/initialized"_s, {});
    // 2025 answers stay as they were: no resultType, no caching hints, no _meta.
    const QJsonObject tools = demo.call(u"tools/list"_s, {}).value(u"result").toObject();
    QVERIFY(tools.value(u"tools").toArray().size() > 5);
    QVERIFY(!tools.contains(u"resultType"));
    QVERIFY(!tools.contains(u"ttlMs"));
    QVERIFY(!tools.contains(u"_meta"));
    QVERIFY(demo.call(u"ping"_s, {}).value(u"result").toObject().isEmpty());
    // In 2025, ask-elicitation without the capability is a tool error, not -32021.
    const QJsonObject legacyAsk = demo.call(u"tools/call"_s, toolParams(u"ask-elicitation"_s));
    QVERIFY(legacyAsk.value(u"result").toObject().value(u"isError").toBool());
    // A 2025 toggle still announces the change untagged.
    const qsizetype before = demo.received().size();
    QVERIFY(demo.call(u"tools/call"_s, toolParams(u"toggle-tools"_s)).contains(u"result"));
    QVERIFY(demo.waitFor([](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(u"notifications/tools/list_changed"_s) && !m.contains(u"params");
    }, before) >= 0);
    // A modern request in the same process is served statelessly.
    const QJsonObject modernTools = demo.call(u"tools/list"_s, modern()).value(u"result").toObject();
    QCOMPARE(modernTools.value(u"resultType").toString(), u"complete"_s);
    checkCacheHints(modernTools);
}

// --- Streamable HTTP --------------------------------------------------------------------

void TestDemoServerModern::httpDiscoverWithoutSession()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const Reply reply = demo.rpc(u"server/discover"_s, modern(), u"d-1"_s);
    QCOMPARE(reply.status, 200);
    QVERIFY2(reply.sessionId.isEmpty(), reply.sessionId.constData()); // no sessions in 2026-07-28
    const QJsonObject response = reply.response();
    QCOMPARE(response.value(u"id"), QJsonValue(u"d-1"_s));
    QVERIFY(response.value(u"result").toObject().value(u"supportedVersions").toArray().contains(Modern));
    checkServerInfo(response.value(u"result").toObject());
    // Every request stands alone: a list works on its own POST.
    const Reply list = demo.rpc(u"tools/list"_s, modern());
    QCOMPARE(list.status, 200);
    checkCacheHints(list.response().value(u"result").toObject());
    const Reply read = demo.rpc(u"resources/read"_s, modern({ { u"uri"_s, u"demo://notes/01.md"_s } }));
    QCOMPARE(read.status, 200);
    checkCacheHints(read.response().value(u"result").toObject());
    const Reply missing = demo.rpc(u"resources/read"_s, modern({ { u"uri"_s, u"demo://none"_s } }));
    QCOMPARE(errorCode(missing.response()), -32602);
}

void TestDemoServerModern::httpRefusals_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<Headers>("headers"); // replace or add (an empty value removes)
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("code");

    const QJsonObject call = modern(toolParams(u"echo"_s, { { u"message"_s, u"x"_s } }));
    QTest::newRow("no _meta") << u"server/discover"_s << QJsonObject() << Headers() << 400 << -32602;
    QTest::newRow("no capabilities")
        << u"server/discover"_s << QJsonObject { { u"_meta"_s, QJsonObject { { VersionKey, Modern } } } } << Headers() << 400 << -32602;
    QTest::newRow("unsupported version")
        << u"server/discover"_s << QJsonObject { { u"_meta"_s, envelope({}, u"v999.0.0"_s) } }
        << Headers { { "MCP-Protocol-Version", "v999.0.0" } } << 400 << -32022;
    QTest::newRow("version header differs from the body")
        << u"server/discover"_s << QJsonObject { { u"_meta"_s, envelope({}, u"v999.0.0"_s) } }
        << Headers { { "MCP-Protocol-Version", Modern.toLatin1() } } << 400 << -32020;
    QTest::newRow("version header missing") << u"server/discover"_s << modern()
                                            << Headers { { "MCP-Protocol-Version", {} } } << 400 << -32020;
    QTest::newRow("Mcp-Method missing") << u"tools/list"_s << modern() << Headers { { "Mcp-Method", {} } } << 400 << -32020;
    QTest::newRow("Mcp-Method differs") << u"tools/list"_s << modern() << Headers { { "Mcp-Method", "prompts/list" } } << 400 << -32020;
    QTest::newRow("Mcp-Name missing") << u"tools/call"_s << call << Headers { { "Mcp-Name", {} } } << 400 << -32020;
    QTest::newRow("Mcp-Name differs") << u"tools/call"_s << call << Headers { { "Mcp-Name", "add" } } << 400 << -32020;
    QTest::newRow("Mcp-Name base64 of another name")
        << u"tools/call"_s << call << Headers { { "Mcp-Name", "=?base64?YWRk?=" } } << 400 << -32020;
    QTest::newRow("Mcp-Name base64 of the name")
        << u"tools/call"_s << call << Headers { { "Mcp-Name", "=?base64?ZWNobw==?=" } } << 200 << 0;
    QTest::newRow("removed: ping") << u"ping"_s << modern() << Headers() << 404 << -32601;
    QTest::newRow("removed: initialize") << u"initialize"_s << modern() << Headers() << 404 << -32601;
    QTest::newRow("removed: resources/subscribe")
        << u"resources/subscribe"_s << modern({ { u"uri"_s, u"demo://clock"_s } }) << Headers() << 404 << -32601;
    QTest::newRow("removed: logging/setLevel")
        << u"logging/setLevel"_s << modern({ { u"level"_s, u"info"_s } }) << Headers() << 404 << -32601;
    QTest::newRow("unknown method") << u"unknown/method"_s << modern() << Headers() << 404 << -32601;
    QTest::newRow("missing capability")
        << u"tools/call"_s << modern(toolParams(u"ask-sampling"_s, { { u"prompt"_s, u"x"_s } })) << Headers() << 400 << -32021;
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
        sent.append({ "MCP-Protocol-Version", Modern.toLatin1() }); // what a modern client sends anyway
    for (const auto &change : headers) {
        sent.removeIf([&](const QPair<QByteArray, QByteArray> &h) { return h.first.compare(change.first, Qt::CaseInsensitive) == 0; });
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
        QCOMPARE(data.value(u"requested").toString(), u"v999.0.0"_s);
        QVERIFY(data.value(u"supported").toArray().contains(Modern));
    }
}

void TestDemoServerModern::httpInputRequired()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const QJsonObject capabilities { { u"elicitation"_s, QJsonObject() } };
    const Reply first = demo.rpc(u"tools/call"_s, modern(toolParams(u"ask-elicitation"_s), capabilities));
    QCOMPARE(first.status, 200);
    const QJsonObject result = first.response().value(u"result").toObject();
    QCOMPARE(result.value(u"resultType").toString(), u"input_required"_s);
    // The stream of the call carries no request of the server.
    for (const QJsonObject &m : first.messages())
        QVERIFY(!(m.contains(u"method") && m.contains(u"id")));

    QJsonObject retry = toolParams(u"ask-elicitation"_s);
    retry.insert(u"inputResponses"_s, QJsonObject { { u"profile"_s, QJsonObject { { u"action"_s, u"accept"_s },
                                                                                  { u"content"_s, QJsonObject { { u"name"_s, u"Grace"_s } } } } } });
    retry.insert(u"requestState"_s, QString(result.value(u"requestState").toString() + u"-TAMPERED"_s));
    const Reply tampered = demo.rpc(u"tools/call"_s, modern(retry, capabilities));
    QCOMPARE(errorCode(tampered.response()), -32602);
    retry.insert(u"requestState"_s, result.value(u"requestState"));
    const Reply done = demo.rpc(u"tools/call"_s, modern(retry, capabilities));
    QVERIFY(toolText(done.response().value(u"result").toObject()).contains(u"Grace"));
}

void TestDemoServerModern::httpProgressStream()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const Reply reply = demo.rpc(u"tools/call"_s,
                                 modern(QJsonObject { { u"name"_s, u"long-running"_s },
                                                      { u"arguments"_s, QJsonObject { { u"duration"_s, 0.2 }, { u"steps"_s, 2 } } },
                                                      { u"_meta"_s, QJsonObject { { u"progressToken"_s, u"p1"_s } } } }),
                                 u"same-id"_s);
    QVERIFY2(reply.contentType.startsWith("text/event-stream"), qPrintable(reply.describe()));
    const QList<QJsonObject> messages = reply.messages();
    QCOMPARE(messages.size(), 3);
    QCOMPARE(messages.at(0).value(u"method").toString(), u"notifications/progress"_s);
    QCOMPARE(messages.at(0).value(u"params").toObject().value(u"progressToken").toString(), u"p1"_s);
    QCOMPARE(messages.at(2).value(u"id"), QJsonValue(u"same-id"_s));
    QCOMPARE(messages.at(2).value(u"result").toObject().value(u"resultType").toString(), u"complete"_s);
}

void TestDemoServerModern::httpListen()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const QJsonObject filter { { u"notifications"_s, QJsonObject { { u"toolsListChanged"_s, true },
                                                                  { u"resourceSubscriptions"_s, QJsonArray { u"demo://clock"_s } } } } };
    // Two clients that both chose the id 1: each stream gets its own id back.
    auto first = demo.stream(u"subscriptions/listen"_s, modern(filter), 1);
    auto second = demo.stream(u"subscriptions/listen"_s, modern({ { u"notifications"_s, QJsonObject { { u"toolsListChanged"_s, true } } } }), 1);
    for (Stream *stream : { first.get(), second.get() }) {
        QVERIFY(stream->waitFor([](const QJsonObject &) { return true; }) == 0);
        const QJsonObject ack = stream->messages().at(0);
        QCOMPARE(ack.value(u"method").toString(), u"notifications/subscriptions/acknowledged"_s);
        QCOMPARE(ack.value(u"params").toObject().value(u"_meta").toObject().value(SubscriptionIdKey), QJsonValue(1));
        QVERIFY(stream->contentType().startsWith("text/event-stream"));
    }
    const Reply toggle = demo.rpc(u"tools/call"_s, modern(toolParams(u"toggle-tools"_s)), 1);
    QCOMPARE(toggle.status, 200);
    QCOMPARE(toggle.response().value(u"id"), QJsonValue(1));
    // The call's own answer carries no list-changed notification: it goes to the streams.
    for (const QJsonObject &m : toggle.messages())
        QVERIFY(!m.contains(u"method"));
    for (Stream *stream : { first.get(), second.get() }) {
        const qsizetype at = stream->waitFor([](const QJsonObject &m) {
            return m.value(u"method") == QJsonValue(u"notifications/tools/list_changed"_s);
        });
        QVERIFY(at > 0);
        QCOMPARE(stream->messages().at(at).value(u"params").toObject().value(u"_meta").toObject().value(SubscriptionIdKey),
                 QJsonValue(1));
    }
    const qsizetype update = first->waitFor([](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(u"notifications/resources/updated"_s);
    });
    QVERIFY(update > 0);
    for (const QJsonObject &m : second->messages())
        QVERIFY(m.value(u"method") != QJsonValue(u"notifications/resources/updated"_s));
    // Closing a stream ends that subscription only.
    second->close();
    QVERIFY(demo.rpc(u"tools/call"_s, modern(toolParams(u"toggle-tools"_s))).response().contains(u"result"));
    QVERIFY(first->waitFor([](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(u"notifications/tools/list_changed"_s);
    }, update + 1) > update);
}

void TestDemoServerModern::httpLegacyUnchanged()
{
    HttpDemo demo;
    QVERIFY(demo.isListening());
    const QJsonObject init = demo.message(u"initialize"_s, { { u"protocolVersion"_s, u"2025-11-25"_s },
                                                            { u"capabilities"_s, QJsonObject() },
                                                            { u"clientInfo"_s, QJsonObject { { u"name"_s, u"t"_s }, { u"version"_s, u"1"_s } } } });
    const Headers plain { { "Content-Type", "application/json" }, { "Accept", "application/json, text/event-stream" } };
    const Reply reply = demo.post(init, plain);
    QCOMPARE(reply.status, 200);
    QVERIFY(!reply.sessionId.isEmpty());
    QCOMPARE(reply.response().value(u"result").toObject().value(u"protocolVersion").toString(), u"2025-11-25"_s);
    Headers session = plain;
    session.append({ QByteArray("Mcp-Session-Id"), reply.sessionId });
    session.append({ QByteArray("MCP-Protocol-Version"), QByteArray("2025-11-25") });
    const Reply list = demo.post(demo.message(u"tools/list"_s, {}), session);
    const QJsonObject result = list.response().value(u"result").toObject();
    QVERIFY(result.value(u"tools").toArray().size() > 5);
    QVERIFY(!result.contains(u"resultType"));
    // Without a session and without the envelope, a 2025 request is still refused as before.
    const Reply sessionless = demo.post(demo.message(u"tools/list"_s, {}), plain);
    QCOMPARE(sessionless.status, 400);
}

void TestDemoServerModern::legacyOnly()
{
    // --legacy-only: a server made before 2026-07-28, for trying how clients fall back.
    StdioDemo stdio({ u"--legacy-only"_s });
    const QJsonObject discover = stdio.call(u"server/discover"_s, modern());
    QVERIFY(!discover.contains(u"result"));
    QCOMPARE(errorCode(discover), -32600); // "Server not initialized", as any request before initialize
    QCOMPARE(stdio.call(u"initialize"_s, { { u"protocolVersion"_s, u"2025-11-25"_s }, { u"capabilities"_s, QJsonObject() },
                                          { u"clientInfo"_s, QJsonObject { { u"name"_s, u"t"_s }, { u"version"_s, u"1"_s } } } })
                 .value(u"result").toObject().value(u"protocolVersion").toString(),
             u"2025-11-25"_s);
    QCOMPARE(errorCode(stdio.call(u"server/discover"_s, modern())), -32601);

    HttpDemo http({ u"--legacy-only"_s });
    QVERIFY(http.isListening());
    const Reply reply = http.rpc(u"server/discover"_s, modern());
    QCOMPARE(reply.status, 400); // no session: a 4xx without a modern error
    const QList<int> modernCodes { -32602, -32020, -32021, -32022 };
    QVERIFY(!modernCodes.contains(errorCode(reply.response())));
}

QTEST_GUILESS_MAIN(TestDemoServerModern)
#include "tst_demoserver_modern.moc"
