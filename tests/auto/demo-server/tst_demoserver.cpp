// SPDX-License-Identifier: MIT
// Starts the real mcpscope-demo-server, plays the MCP client over its stdio and checks what
// it answers: every line on its stdout must be one compact JSON-RPC 2.0 object.
#include "testpaths.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

using Predicate = std::function<bool(const QJsonObject &)>;

bool isValidId(const QJsonValue &id)
{
    return id.isString() || (id.isDouble() && id.toDouble() == double(id.toInteger()));
}

/// The demo server in a QProcess, with a client-side view of its stdout.
class DemoClient
{
public:
    explicit DemoClient(const QStringList &arguments = {})
    {
        m_process.setProgram(mcpscope::test::demoServerBinary());
        m_process.setArguments(arguments);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process, [this] { readStdout(); });
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { m_stderr += m_process.readAllStandardError(); });
        m_process.start();
    }

    ~DemoClient()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(3000)) {
            m_process.kill();
            m_process.waitForFinished(3000);
        }
    }

    QProcess &process() { return m_process; }
    QByteArray standardError() const { return m_stderr; }
    /// stdout lines that were not one compact, well-formed JSON-RPC object.
    QStringList problems() const { return m_problems; }

    void sendRaw(const QByteArray &bytes) { m_process.write(bytes); }
    void send(const QJsonObject &message)
    {
        sendRaw(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
    }

    QJsonValue request(const QString &method, const QJsonObject &params = {})
    {
        const QJsonValue id = m_nextId++;
        QJsonObject message { { u"jsonrpc"_s, u"2.0"_s }, { u"id"_s, id }, { u"method"_s, method } };
        if (!params.isEmpty())
            message.insert(u"params"_s, params);
        send(message);
        return id;
    }

    void notify(const QString &method, const QJsonObject &params = {})
    {
        QJsonObject message { { u"jsonrpc"_s, u"2.0"_s }, { u"method"_s, method } };
        if (!params.isEmpty())
            message.insert(u"params"_s, params);
        send(message);
    }

    /// Answers a request of the server.
    void respond(const QJsonValue &id, const QJsonObject &result)
    {
        send({ { u"jsonrpc"_s, u"2.0"_s }, { u"id"_s, id }, { u"result"_s, result } });
    }

    void respondError(const QJsonValue &id, int code, const QString &message)
    {
        send({ { u"jsonrpc"_s, u"2.0"_s }, { u"id"_s, id },
               { u"error"_s, QJsonObject { { u"code"_s, code }, { u"message"_s, message } } } });
    }

    /// Takes the first received message matching @p predicate, waiting up to @p timeout ms; empty if none came.
    QJsonObject waitForMessage(const Predicate &predicate, int timeout = 5000)
    {
        QJsonObject found;
        const auto take = [&] {
            for (qsizetype i = 0; i < m_queue.size(); ++i) {
                if (predicate(m_queue.at(i))) {
                    found = m_queue.takeAt(i);
                    return true;
                }
            }
            return false;
        };
        if (!QTest::qWaitFor(take, timeout))
            return QJsonObject();
        return found;
    }

    QJsonObject waitForResponse(const QJsonValue &id, int timeout = 5000)
    {
        return waitForMessage([id](const QJsonObject &m) {
            return !m.contains(u"method") && m.value(u"id") == id;
        }, timeout);
    }

    QJsonObject waitForMethod(const QString &method, int timeout = 5000)
    {
        return waitForMessage([method](const QJsonObject &m) { return m.value(u"method") == QJsonValue(method); },
                              timeout);
    }

    /// Takes every message already received that matches @p predicate.
    QList<QJsonObject> takeAll(const Predicate &predicate)
    {
        QList<QJsonObject> taken;
        for (qsizetype i = 0; i < m_queue.size();) {
            if (predicate(m_queue.at(i)))
                taken.append(m_queue.takeAt(i));
            else
                ++i;
        }
        return taken;
    }

    /// Sends a request and returns the whole response message.
    QJsonObject call(const QString &method, const QJsonObject &params = {}, int timeout = 5000)
    {
        return waitForResponse(request(method, params), timeout);
    }

    QJsonObject callTool(const QString &name, const QJsonObject &arguments = {}, int timeout = 5000)
    {
        return call(u"tools/call"_s, { { u"name"_s, name }, { u"arguments"_s, arguments } }, timeout);
    }

    /// initialize + notifications/initialized; returns the initialize result.
    QJsonObject initialize(const QJsonObject &capabilities = {}, const QString &version = u"2025-11-25"_s)
    {
        const QJsonObject response = call(u"initialize"_s,
                                          { { u"protocolVersion"_s, version },
                                            { u"capabilities"_s, capabilities },
                                            { u"clientInfo"_s, QJsonObject { { u"name"_s, u"tst_demoserver"_s },
                                                                             { u"version"_s, u"1.0"_s } } } });
        notify(u"notifications/initialized"_s);
        return response.value(u"result").toObject();
    }

private:
    void readStdout()
    {
        m_buffer += m_process.readAllStandardOutput();
        qsizetype newline;
        while ((newline = m_buffer.indexOf('\n')) >= 0) {
            const QByteArray line = m_buffer.left(newline);
            m_buffer.remove(0, newline + 1);
            check(line);
        }
    }

    void check(const QByteArray &line)
    {
        const QString preview = QString::fromUtf8(line.left(200));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject()) {
            m_problems.append(u"not a JSON object: "_s + preview);
            return;
        }
        const QJsonObject message = document.object();
        if (QJsonDocument(message).toJson(QJsonDocument::Compact) != line)
            m_problems.append(u"not compact JSON: "_s + preview);
        if (message.value(u"jsonrpc") != QJsonValue(u"2.0"_s))
            m_problems.append(u"jsonrpc is not \"2.0\": "_s + preview);
        const int kinds = int(message.contains(u"method")) + int(message.contains(u"result"))
            + int(message.contains(u"error"));
        if (kinds != 1)
            m_problems.append(u"not exactly one of method/result/error: "_s + preview);
        const bool nullErrorId = message.contains(u"error") && message.value(u"id").isNull();
        if (message.contains(u"id") && !isValidId(message.value(u"id")) && !nullErrorId)
            m_problems.append(u"id is neither a string nor an integer: "_s + preview);
        if (message.contains(u"result") && (!message.contains(u"id") || !message.value(u"result").isObject()))
            m_problems.append(u"result response without id or object result: "_s + preview);
        if (message.contains(u"error")) {
            const QJsonObject e = message.value(u"error").toObject();
            if (!isValidId(e.value(u"code")) || !e.value(u"code").isDouble() || !e.value(u"message").isString())
                m_problems.append(u"malformed error object: "_s + preview);
        }
        m_queue.append(message);
    }

    QProcess m_process;
    QByteArray m_buffer;
    QByteArray m_stderr;
    QList<QJsonObject> m_queue;
    QStringList m_problems;
    int m_nextId = 1;
};

QJsonObject resultOf(const QJsonObject &response)
{
    return response.value(u"result").toObject();
}

QString toolText(const QJsonObject &response)
{
    QStringList parts;
    const QJsonArray content = resultOf(response).value(u"content").toArray();
    for (const QJsonValue &block : content) {
        if (block.toObject().value(u"type") == QJsonValue(u"text"_s))
            parts.append(block.toObject().value(u"text").toString());
    }
    return parts.join(u'\n');
}

bool isToolError(const QJsonObject &response)
{
    return resultOf(response).value(u"isError").toBool();
}

int errorCode(const QJsonObject &response)
{
    return response.value(u"error").toObject().value(u"code").toInt();
}

QJsonObject fullCapabilities()
{
    return { { u"roots"_s, QJsonObject { { u"listChanged"_s, true } } },
             { u"sampling"_s, QJsonObject() },
             { u"elicitation"_s, QJsonObject { { u"form"_s, QJsonObject() } } } };
}

quint32 bigEndian32(const QByteArray &bytes, qsizetype at)
{
    return quint32(quint8(bytes.at(at))) << 24 | quint32(quint8(bytes.at(at + 1))) << 16
        | quint32(quint8(bytes.at(at + 2))) << 8 | quint32(quint8(bytes.at(at + 3)));
}

quint32 littleEndian(const QByteArray &bytes, qsizetype at, int size)
{
    quint32 value = 0;
    for (int i = size - 1; i >= 0; --i)
        value = value << 8 | quint8(bytes.at(at + i));
    return value;
}

/// Checks PNG signature, IHDR and that the IDAT data inflates to exactly the expected scanlines.
void verifyPng(const QByteArray &png, int expectedSize)
{
    QVERIFY(png.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8)));
    QCOMPARE(png.mid(12, 4), QByteArray("IHDR"));
    const quint32 width = bigEndian32(png, 16);
    const quint32 height = bigEndian32(png, 20);
    if (expectedSize > 0) {
        QCOMPARE(width, quint32(expectedSize));
        QCOMPARE(height, quint32(expectedSize));
    }
    QCOMPARE(png.at(24), char(8)); // bit depth
    QCOMPARE(png.at(25), char(2)); // RGB
    qsizetype at = 8;
    QByteArray idat;
    bool sawEnd = false;
    while (at + 12 <= png.size()) {
        const quint32 length = bigEndian32(png, at);
        const QByteArray type = png.mid(at + 4, 4);
        if (type == "IDAT")
            idat += png.mid(at + 8, length);
        if (type == "IEND")
            sawEnd = true;
        at += 12 + length;
    }
    QVERIFY(sawEnd);
    QCOMPARE(at, png.size());
    const quint32 rawSize = height * (width * 3 + 1);
    QByteArray withSize(4, Qt::Uninitialized);
    withSize[0] = char(rawSize >> 24);
    withSize[1] = char(rawSize >> 16);
    withSize[2] = char(rawSize >> 8);
    withSize[3] = char(rawSize);
    QCOMPARE(qUncompress(withSize + idat).size(), qsizetype(rawSize));
}

} // namespace

class TestDemoServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void commandLine();
    void handshake();
    void protocolVersion_data();
    void protocolVersion();
    void refusesRequestsBeforeInitialize();
    void toolsList();
    void echo();
    void addHasStructuredContent();
    void counterApp();
    void allTypes();
    void invalidArguments_data();
    void invalidArguments();
    void unknownTool();
    void failIsAToolError();
    void image();
    void audio();
    void resourceLinksAndEmbedded();
    void resourcesPagination();
    void resourcesRead();
    void resourceTemplates();
    void subscribe();
    void prompts();
    void completion();
    void logging();
    void longRunningProgress();
    void longRunningCancel();
    void sampling();
    void samplingError();
    void capabilitiesRequired();
    void elicitation_data();
    void elicitation();
    void roots();
    void cancelWhileWaitingOnClient();
    void toggleTools();
    void addNote();
    void badInput();
    void framing();
    void eofExitsPromptly();

private:
    DemoClient &startServer(const QStringList &arguments = {});

    std::unique_ptr<DemoClient> m_client;
};

DemoClient &TestDemoServer::startServer(const QStringList &arguments)
{
    m_client = std::make_unique<DemoClient>(arguments);
    if (!m_client->process().waitForStarted(5000))
        qWarning("could not start %s", qPrintable(mcpscope::test::demoServerBinary()));
    return *m_client;
}

void TestDemoServer::initTestCase()
{
    QVERIFY2(QFileInfo(mcpscope::test::demoServerBinary()).isExecutable(),
             qPrintable(u"the demo server was not built at "_s + mcpscope::test::demoServerBinary()));
}

void TestDemoServer::cleanup()
{
    if (!m_client)
        return;
    const QStringList problems = m_client->problems();
    const QByteArray standardError = m_client->standardError();
    m_client.reset(); // closes stdin, waits, kills as a last resort
    if (!problems.isEmpty()) {
        qWarning().noquote() << "server stderr:" << standardError;
        QFAIL(qPrintable(u"the server wrote bad lines on stdout:\n"_s + problems.join(u'\n')));
    }
}

void TestDemoServer::commandLine()
{
    QProcess process;
    process.start(mcpscope::test::demoServerBinary(), { u"--version"_s });
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardOutput().contains("1.0.0"));

    process.start(mcpscope::test::demoServerBinary(), { u"--help"_s });
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardOutput().contains("--version"));

    process.start(mcpscope::test::demoServerBinary(), { u"--no-such-option"_s });
    QVERIFY(process.waitForFinished(5000));
    QVERIFY(process.exitCode() != 0);
}

void TestDemoServer::handshake()
{
    DemoClient &client = startServer();
    QTRY_VERIFY(client.standardError().contains("ready on stdio"));

    const QJsonObject result = client.initialize();
    QCOMPARE(result.value(u"protocolVersion").toString(), u"2025-11-25"_s);
    const QJsonObject info = result.value(u"serverInfo").toObject();
    QCOMPARE(info.value(u"name").toString(), u"mcpscope-demo"_s);
    QCOMPARE(info.value(u"title").toString(), u"mcpscope demo server"_s);
    QCOMPARE(info.value(u"version").toString(), u"1.0.0"_s);
    QVERIFY(result.value(u"instructions").toString().contains(u"long-running"));
    const QJsonObject caps = result.value(u"capabilities").toObject();
    QCOMPARE(caps.value(u"tools").toObject().value(u"listChanged").toBool(), true);
    QCOMPARE(caps.value(u"resources").toObject().value(u"subscribe").toBool(), true);
    QCOMPARE(caps.value(u"resources").toObject().value(u"listChanged").toBool(), true);
    QCOMPARE(caps.value(u"prompts").toObject().value(u"listChanged").toBool(), true);
    QVERIFY(caps.value(u"logging").isObject());
    QVERIFY(caps.value(u"completions").isObject());

    const QJsonObject ping = client.call(u"ping"_s);
    QVERIFY(ping.value(u"result").isObject());
    QVERIFY(resultOf(ping).isEmpty());

    const QJsonObject again = client.call(u"initialize"_s, { { u"protocolVersion"_s, u"2025-11-25"_s },
                                                             { u"capabilities"_s, QJsonObject() },
                                                             { u"clientInfo"_s, QJsonObject { { u"name"_s, u"x"_s }, { u"version"_s, u"1"_s } } } });
    QCOMPARE(errorCode(again), -32600);
}

void TestDemoServer::protocolVersion_data()
{
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("answered");
    QTest::newRow("2025-11-25") << u"2025-11-25"_s << u"2025-11-25"_s;
    QTest::newRow("2025-06-18") << u"2025-06-18"_s << u"2025-06-18"_s;
    QTest::newRow("2025-03-26") << u"2025-03-26"_s << u"2025-03-26"_s;
    QTest::newRow("2024-11-05") << u"2024-11-05"_s << u"2024-11-05"_s;
    QTest::newRow("unknown") << u"2099-01-01"_s << u"2025-11-25"_s;
}

void TestDemoServer::protocolVersion()
{
    QFETCH(QString, asked);
    QFETCH(QString, answered);
    DemoClient &client = startServer();
    QCOMPARE(client.initialize({}, asked).value(u"protocolVersion").toString(), answered);

    // An error for a message whose id is unknown: 2025-11-25 leaves id out, older versions send null.
    client.sendRaw("not json\n");
    const QJsonObject error = client.waitForMessage([](const QJsonObject &m) { return m.contains(u"error"); });
    QCOMPARE(errorCode(error), -32700);
    if (answered == u"2025-11-25")
        QVERIFY(!error.contains(u"id"));
    else
        QVERIFY(error.value(u"id").isNull());
}

void TestDemoServer::refusesRequestsBeforeInitialize()
{
    DemoClient &client = startServer();
    const QJsonObject early = client.call(u"tools/list"_s);
    QCOMPARE(errorCode(early), -32600);
    QCOMPARE(early.value(u"error").toObject().value(u"message").toString(), u"Server not initialized"_s);
    QVERIFY(client.call(u"ping"_s).value(u"result").isObject());
    client.initialize();
    QVERIFY(client.call(u"tools/list"_s).value(u"result").isObject());
    QCOMPARE(errorCode(client.call(u"no/such-method"_s)), -32601);
}

void TestDemoServer::toolsList()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject result = resultOf(client.call(u"tools/list"_s));
    QVERIFY(!result.contains(u"nextCursor"));
    const QJsonArray tools = result.value(u"tools").toArray();
    QStringList names;
    QHash<QString, QJsonObject> byName;
    for (const QJsonValue &t : tools) {
        const QJsonObject tool = t.toObject();
        names.append(tool.value(u"name").toString());
        byName.insert(names.constLast(), tool);
        QCOMPARE(tool.value(u"inputSchema").toObject().value(u"type").toString(), u"object"_s);
        QVERIFY2(!tool.value(u"title").toString().isEmpty(), qPrintable(names.constLast()));
        QVERIFY(!tool.value(u"description").toString().isEmpty());
    }
    const QStringList expected { u"echo"_s, u"add"_s, u"all-types"_s, u"get-image"_s, u"get-audio"_s,
                                 u"get-resource-links"_s, u"get-embedded-resource"_s, u"fail"_s, u"long-running"_s,
                                 u"ask-sampling"_s, u"ask-elicitation"_s, u"list-roots"_s, u"toggle-tools"_s,
                                 u"add-note"_s, u"log-something"_s, u"show_counter"_s, u"counter_increment"_s };
    QCOMPARE(names, expected);

    QCOMPARE(byName[u"echo"_s].value(u"annotations").toObject().value(u"readOnlyHint").toBool(), true);
    QCOMPARE(byName[u"toggle-tools"_s].value(u"annotations").toObject().value(u"readOnlyHint").toBool(), false);
    QCOMPARE(byName[u"add"_s].value(u"outputSchema").toObject().value(u"type").toString(), u"object"_s);
    QVERIFY(byName[u"all-types"_s].contains(u"outputSchema"));

    const QJsonObject properties = byName[u"all-types"_s].value(u"inputSchema").toObject().value(u"properties").toObject();
    QSet<QString> types;
    QSet<QString> formats;
    for (const QJsonValue &p : properties) {
        types.insert(p.toObject().value(u"type").toString());
        formats.insert(p.toObject().value(u"format").toString());
    }
    QCOMPARE(types, (QSet<QString> { u"string"_s, u"number"_s, u"integer"_s, u"boolean"_s, u"array"_s, u"object"_s }));
    QVERIFY(formats.contains(u"email"_s) && formats.contains(u"uri"_s) && formats.contains(u"date-time"_s));
    QVERIFY(properties.value(u"color").toObject().value(u"enum").isArray());
    QCOMPARE(properties.value(u"count").toObject().value(u"maximum").toInt(), 100);
    QCOMPARE(properties.value(u"points").toObject().value(u"items").toObject().value(u"type").toString(), u"object"_s);
    QCOMPARE(properties.value(u"address").toObject().value(u"properties").toObject().value(u"geo").toObject()
                 .value(u"type").toString(),
             u"object"_s);
}

void TestDemoServer::echo()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject response = client.callTool(u"echo"_s, { { u"message"_s, u"héllo ✓"_s } });
    QCOMPARE(toolText(response), u"Echo: héllo ✓"_s);
    QVERIFY(!isToolError(response));
}

void TestDemoServer::counterApp()
{
    // The MCP App (SEP-1865): show_counter names ui://demo/counter, an HTML app that speaks the
    // apps dialect and calls counter_increment back through the host.
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray tools = resultOf(client.call(u"tools/list"_s)).value(u"tools").toArray();
    QJsonObject show;
    for (const QJsonValue &t : tools) {
        if (t.toObject().value(u"name").toString() == u"show_counter")
            show = t.toObject();
    }
    QCOMPARE(show.value(u"_meta").toObject().value(u"ui").toObject().value(u"resourceUri").toString(), u"ui://demo/counter"_s);

    const QJsonObject read = resultOf(client.call(u"resources/read"_s, { { u"uri"_s, u"ui://demo/counter"_s } }));
    const QJsonObject contents = read.value(u"contents").toArray().first().toObject();
    QCOMPARE(contents.value(u"uri").toString(), u"ui://demo/counter"_s);
    QCOMPARE(contents.value(u"mimeType").toString(), u"text/html;profile=mcp-app"_s);
    const QString html = contents.value(u"text").toString();
    // Self-contained: no address to fetch anything from, a policy that forbids fetching, and the
    // dialect's handshake before the call.
    QVERIFY(html.contains(u"default-src 'none'"_s));
    QVERIFY(!html.contains(u"http://"_s) && !html.contains(u"https://"_s) && !html.contains(u"src=\""_s));
    QVERIFY(html.indexOf(u"\"ui/initialize\""_s) >= 0);
    QVERIFY(html.contains(u"\"ui/notifications/initialized\""_s));
    QVERIFY(html.contains(u"\"counter_increment\""_s));
    // The app's resource is read through the tool, not listed among the documents.
    for (const QJsonValue &r : resultOf(client.call(u"resources/list"_s)).value(u"resources").toArray())
        QVERIFY(!r.toObject().value(u"uri").toString().startsWith(u"ui://"));

    QCOMPARE(resultOf(client.callTool(u"show_counter"_s)).value(u"structuredContent").toObject().value(u"count").toInt(), 0);
    QCOMPARE(resultOf(client.callTool(u"counter_increment"_s, { { u"by"_s, 2 } })).value(u"structuredContent").toObject()
                 .value(u"count").toInt(),
             2);
    QCOMPARE(resultOf(client.callTool(u"counter_increment"_s)).value(u"structuredContent").toObject().value(u"count").toInt(), 3);
    const QJsonObject shown = resultOf(client.callTool(u"show_counter"_s));
    QCOMPARE(shown.value(u"structuredContent").toObject().value(u"count").toInt(), 3);
    QCOMPARE(toolText(client.callTool(u"show_counter"_s)).section(u'\n', 0, 0), u"Counter: 3"_s);
    // Out of range: a tool error (the counter stays).
    QVERIFY(isToolError(client.callTool(u"counter_increment"_s, { { u"by"_s, 0 } })));
    QCOMPARE(resultOf(client.callTool(u"show_counter"_s)).value(u"structuredContent").toObject().value(u"count").toInt(), 3);
}

void TestDemoServer::addHasStructuredContent()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject result = resultOf(client.callTool(u"add"_s, { { u"a"_s, 2 }, { u"b"_s, 3.5 } }));
    QCOMPARE(result.value(u"structuredContent").toObject().value(u"sum").toDouble(), 5.5);
    const QJsonArray content = result.value(u"content").toArray();
    QCOMPARE(content.at(0).toObject().value(u"text").toString(), u"2 + 3.5 = 5.5"_s);
    // The structured result is also serialized into a text block.
    QCOMPARE(QJsonDocument::fromJson(content.at(1).toObject().value(u"text").toString().toUtf8()).object(),
             result.value(u"structuredContent").toObject());
}

void TestDemoServer::allTypes()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject arguments {
        { u"text"_s, u"hi"_s },
        { u"email"_s, u"ada@example.org"_s },
        { u"when"_s, u"2025-11-25T12:00:00Z"_s },
        { u"count"_s, 7 },
        { u"tags"_s, QJsonArray { u"a"_s, u"b"_s } },
        { u"points"_s, QJsonArray { QJsonObject { { u"x"_s, 1 }, { u"y"_s, 2 } } } },
        { u"address"_s, QJsonObject { { u"city"_s, u"Oslo"_s }, { u"geo"_s, QJsonObject { { u"lat"_s, 59.9 } } } } },
    };
    const QJsonObject response = client.callTool(u"all-types"_s, arguments);
    QVERIFY2(!isToolError(response), qPrintable(toolText(response)));
    const QJsonObject structured = resultOf(response).value(u"structuredContent").toObject();
    const QJsonObject received = structured.value(u"received").toObject();
    QCOMPARE(received.value(u"count").toInt(), 7);
    QCOMPARE(received.value(u"color").toString(), u"green"_s); // default
    QCOMPARE(received.value(u"ratio").toDouble(), 0.5); // default
    QCOMPARE(received.value(u"address"), arguments.value(u"address"));
    QVERIFY(structured.value(u"provided").toArray().contains(u"email"_s));
    QVERIFY(structured.value(u"defaulted").toArray().contains(u"enabled"_s));
    QVERIFY(toolText(response).contains(u"count = 7"));
}

void TestDemoServer::invalidArguments_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QJsonObject>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("missing") << u"echo"_s << QJsonObject() << u"'message'"_s;
    QTest::newRow("wrong type") << u"add"_s << QJsonObject { { u"a"_s, u"1"_s }, { u"b"_s, 2 } } << u"'a' must be a number"_s;
    QTest::newRow("maximum") << u"all-types"_s << QJsonObject { { u"text"_s, u"x"_s }, { u"count"_s, 200 } } << u"'count'"_s;
    QTest::newRow("integer") << u"all-types"_s << QJsonObject { { u"text"_s, u"x"_s }, { u"count"_s, 1.5 } } << u"'count' must be an integer"_s;
    QTest::newRow("enum") << u"all-types"_s << QJsonObject { { u"text"_s, u"x"_s }, { u"color"_s, u"pink"_s } } << u"'color'"_s;
    QTest::newRow("email") << u"all-types"_s << QJsonObject { { u"text"_s, u"x"_s }, { u"email"_s, u"nope"_s } } << u"'email'"_s;
    QTest::newRow("nested") << u"all-types"_s
                            << QJsonObject { { u"text"_s, u"x"_s }, { u"address"_s, QJsonObject { { u"street"_s, u"Main"_s } } } }
                            << u"'address.city'"_s;
    QTest::newRow("array item") << u"all-types"_s
                                << QJsonObject { { u"text"_s, u"x"_s }, { u"points"_s, QJsonArray { QJsonObject { { u"x"_s, 1 }, { u"y"_s, true } } } } }
                                << u"'points[0].y'"_s;
}

void TestDemoServer::invalidArguments()
{
    QFETCH(QString, tool);
    QFETCH(QJsonObject, arguments);
    QFETCH(QString, mentions);
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject response = client.callTool(tool, arguments);
    QVERIFY(response.contains(u"result")); // a tool error, not a protocol error
    QVERIFY(isToolError(response));
    QVERIFY2(toolText(response).contains(mentions), qPrintable(toolText(response)));
}

void TestDemoServer::unknownTool()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject response = client.callTool(u"nope"_s);
    QCOMPARE(errorCode(response), -32602);
    QCOMPARE(response.value(u"error").toObject().value(u"message").toString(), u"Unknown tool: nope"_s);
}

void TestDemoServer::failIsAToolError()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject response = client.callTool(u"fail"_s, { { u"reason"_s, u"testing"_s } });
    QVERIFY(isToolError(response));
    QVERIFY(toolText(response).contains(u"testing"));
}

void TestDemoServer::image()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray content = resultOf(client.callTool(u"get-image"_s, { { u"size"_s, 48 } })).value(u"content").toArray();
    QJsonObject image;
    for (const QJsonValue &block : content) {
        if (block.toObject().value(u"type") == QJsonValue(u"image"_s))
            image = block.toObject();
    }
    QCOMPARE(image.value(u"mimeType").toString(), u"image/png"_s);
    const auto png = QByteArray::fromBase64Encoding(image.value(u"data").toString().toLatin1(),
                                                    QByteArray::AbortOnBase64DecodingErrors);
    QVERIFY(png);
    verifyPng(png.decoded, 48);
}

void TestDemoServer::audio()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray content = resultOf(client.callTool(u"get-audio"_s)).value(u"content").toArray();
    QJsonObject audio;
    for (const QJsonValue &block : content) {
        if (block.toObject().value(u"type") == QJsonValue(u"audio"_s))
            audio = block.toObject();
    }
    QCOMPARE(audio.value(u"mimeType").toString(), u"audio/wav"_s);
    const auto decoded = QByteArray::fromBase64Encoding(audio.value(u"data").toString().toLatin1(),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    QVERIFY(decoded);
    const QByteArray wav = decoded.decoded;
    QCOMPARE(wav.left(4), QByteArray("RIFF"));
    QCOMPARE(littleEndian(wav, 4, 4), quint32(wav.size() - 8));
    QCOMPARE(wav.mid(8, 8), QByteArray("WAVEfmt "));
    QCOMPARE(littleEndian(wav, 20, 2), 1u); // PCM
    QCOMPARE(littleEndian(wav, 22, 2), 1u); // mono
    QCOMPARE(littleEndian(wav, 24, 4), 8000u);
    QCOMPARE(littleEndian(wav, 34, 2), 16u);
    QCOMPARE(wav.mid(36, 4), QByteArray("data"));
    QCOMPARE(littleEndian(wav, 40, 4), 4000u); // 0.25 s * 8000 Hz * 2 bytes
    QCOMPARE(wav.size(), 44 + 4000);
}

void TestDemoServer::resourceLinksAndEmbedded()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray content = resultOf(client.callTool(u"get-resource-links"_s, { { u"count"_s, 4 } }))
                                   .value(u"content").toArray();
    int links = 0;
    for (const QJsonValue &block : content) {
        const QJsonObject link = block.toObject();
        if (link.value(u"type") != QJsonValue(u"resource_link"_s))
            continue;
        ++links;
        QVERIFY(!link.value(u"name").toString().isEmpty());
        const QJsonObject read = client.call(u"resources/read"_s, { { u"uri"_s, link.value(u"uri") } });
        QCOMPARE(resultOf(read).value(u"contents").toArray().at(0).toObject().value(u"uri"), link.value(u"uri"));
    }
    QCOMPARE(links, 4);

    const QJsonArray embedded = resultOf(client.callTool(u"get-embedded-resource"_s)).value(u"content").toArray();
    const QJsonObject block = embedded.last().toObject();
    QCOMPARE(block.value(u"type").toString(), u"resource"_s);
    QCOMPARE(block.value(u"resource").toObject().value(u"uri").toString(), u"demo://notes/01.md"_s);
    QVERIFY(block.value(u"resource").toObject().value(u"text").toString().contains(u"checklist"));

    QVERIFY(isToolError(client.callTool(u"get-embedded-resource"_s, { { u"uri"_s, u"demo://missing"_s } })));
}

void TestDemoServer::resourcesPagination()
{
    DemoClient &client = startServer();
    client.initialize();
    QStringList uris;
    QJsonValue cursor;
    int pages = 0;
    do {
        QJsonObject params;
        if (!cursor.isUndefined())
            params.insert(u"cursor"_s, cursor);
        const QJsonObject result = resultOf(client.call(u"resources/list"_s, params));
        const QJsonArray resources = result.value(u"resources").toArray();
        QVERIFY(resources.size() <= 10);
        for (const QJsonValue &r : resources) {
            QVERIFY(!r.toObject().value(u"name").toString().isEmpty());
            uris.append(r.toObject().value(u"uri").toString());
        }
        cursor = result.value(u"nextCursor");
        ++pages;
    } while (cursor.isString() && pages < 10);
    QVERIFY(cursor.isUndefined());
    QCOMPARE(pages, 3);
    QVERIFY(uris.size() >= 26);
    QCOMPARE(QSet<QString>(uris.cbegin(), uris.cend()).size(), uris.size());
    QVERIFY(uris.contains(u"demo://clock"_s));
    QVERIFY(uris.contains(u"demo://notes/25.md"_s) || uris.contains(u"demo://notes/25.txt"_s)
            || uris.contains(u"demo://data/25.json"_s));

    QCOMPARE(errorCode(client.call(u"resources/list"_s, { { u"cursor"_s, u"not-a-cursor"_s } })), -32602);
}

void TestDemoServer::resourcesRead()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject note = resultOf(client.call(u"resources/read"_s, { { u"uri"_s, u"demo://notes/04.md"_s } }))
                                 .value(u"contents").toArray().at(0).toObject();
    QCOMPARE(note.value(u"mimeType").toString(), u"text/markdown"_s);
    QVERIFY(note.value(u"text").toString().startsWith(u"# Note 4"));

    const QJsonObject data = resultOf(client.call(u"resources/read"_s, { { u"uri"_s, u"demo://data/03.json"_s } }))
                                 .value(u"contents").toArray().at(0).toObject();
    QCOMPARE(QJsonDocument::fromJson(data.value(u"text").toString().toUtf8()).object().value(u"id").toInt(), 3);

    const QJsonObject image = resultOf(client.call(u"resources/read"_s, { { u"uri"_s, u"demo://images/12.png"_s } }))
                                  .value(u"contents").toArray().at(0).toObject();
    QCOMPARE(image.value(u"mimeType").toString(), u"image/png"_s);
    QVERIFY(!image.contains(u"text"));
    verifyPng(QByteArray::fromBase64(image.value(u"blob").toString().toLatin1()), 32);

    const QJsonObject clock = resultOf(client.call(u"resources/read"_s, { { u"uri"_s, u"demo://clock"_s } }));
    QVERIFY(clock.value(u"contents").toArray().at(0).toObject().value(u"text").toString().contains(u'T'));

    const QJsonObject missing = client.call(u"resources/read"_s, { { u"uri"_s, u"demo://nothing"_s } });
    QCOMPARE(errorCode(missing), -32002);
}

void TestDemoServer::resourceTemplates()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray templates = resultOf(client.call(u"resources/templates/list"_s)).value(u"resourceTemplates").toArray();
    QStringList uriTemplates;
    for (const QJsonValue &t : templates)
        uriTemplates.append(t.toObject().value(u"uriTemplate").toString());
    QCOMPARE(uriTemplates, (QStringList { u"demo://greeting/{name}"_s, u"demo://numbers/{n}"_s }));

    const QJsonObject greeting = resultOf(client.call(u"resources/read"_s, { { u"uri"_s, u"demo://greeting/Ada%20L"_s } }));
    QCOMPARE(greeting.value(u"contents").toArray().at(0).toObject().value(u"text").toString(),
             u"Hello, Ada L! Nice to meet you."_s);
    const QJsonObject number = resultOf(client.call(u"resources/read"_s, { { u"uri"_s, u"demo://numbers/97"_s } }));
    const QJsonObject facts = QJsonDocument::fromJson(
        number.value(u"contents").toArray().at(0).toObject().value(u"text").toString().toUtf8()).object();
    QCOMPARE(facts.value(u"prime").toBool(), true);
    QCOMPARE(facts.value(u"binary").toString(), u"1100001"_s);
    QCOMPARE(errorCode(client.call(u"resources/read"_s, { { u"uri"_s, u"demo://numbers/abc"_s } })), -32002);
}

void TestDemoServer::subscribe()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto isClockUpdate = [](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(u"notifications/resources/updated"_s)
            && m.value(u"params").toObject().value(u"uri") == QJsonValue(u"demo://clock"_s);
    };
    QVERIFY(client.call(u"resources/subscribe"_s, { { u"uri"_s, u"demo://clock"_s } }).value(u"result").isObject());
    QVERIFY(!client.waitForMessage(isClockUpdate, 5000).isEmpty());
    QVERIFY(client.call(u"resources/unsubscribe"_s, { { u"uri"_s, u"demo://clock"_s } }).value(u"result").isObject());
    client.takeAll(isClockUpdate); // any sent before the server read the unsubscribe
    QVERIFY(client.waitForMessage(isClockUpdate, 2500).isEmpty());

    QCOMPARE(errorCode(client.call(u"resources/subscribe"_s, { { u"uri"_s, u"demo://nothing"_s } })), -32002);
}

void TestDemoServer::prompts()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray prompts = resultOf(client.call(u"prompts/list"_s)).value(u"prompts").toArray();
    QStringList names;
    for (const QJsonValue &p : prompts)
        names.append(p.toObject().value(u"name").toString());
    QVERIFY(names.contains(u"greeting"_s));
    QVERIFY(names.contains(u"review-code"_s));

    const QJsonObject greeting = resultOf(client.call(u"prompts/get"_s, { { u"name"_s, u"greeting"_s },
                                                                         { u"arguments"_s, QJsonObject { { u"name"_s, u"Grace"_s } } } }));
    const QJsonObject first = greeting.value(u"messages").toArray().at(0).toObject();
    QCOMPARE(first.value(u"role").toString(), u"user"_s);
    QVERIFY(first.value(u"content").toObject().value(u"text").toString().contains(u"Grace"));

    const QJsonObject review = resultOf(client.call(u"prompts/get"_s, { { u"name"_s, u"review-code"_s },
                                                                       { u"arguments"_s, QJsonObject { { u"code"_s, u"int main() {}"_s },
                                                                                                      { u"language"_s, u"C++"_s } } } }));
    const QJsonArray messages = review.value(u"messages").toArray();
    QCOMPARE(messages.size(), 2);
    QVERIFY(messages.at(0).toObject().value(u"content").toObject().value(u"text").toString().contains(u"int main() {}"));
    const QJsonObject embedded = messages.at(1).toObject().value(u"content").toObject();
    QCOMPARE(embedded.value(u"type").toString(), u"resource"_s);
    QVERIFY(embedded.value(u"resource").toObject().value(u"text").isString());

    QCOMPARE(errorCode(client.call(u"prompts/get"_s, { { u"name"_s, u"greeting"_s } })), -32602);
    QCOMPARE(errorCode(client.call(u"prompts/get"_s, { { u"name"_s, u"nope"_s } })), -32602);
}

void TestDemoServer::completion()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto complete = [&](const QJsonObject &ref, const QString &name, const QString &value) {
        return client.call(u"completion/complete"_s, { { u"ref"_s, ref },
                                                       { u"argument"_s, QJsonObject { { u"name"_s, name }, { u"value"_s, value } } } });
    };
    const QJsonObject reviewRef { { u"type"_s, u"ref/prompt"_s }, { u"name"_s, u"review-code"_s } };
    QJsonObject c = resultOf(complete(reviewRef, u"language"_s, u"py"_s)).value(u"completion").toObject();
    QCOMPARE(c.value(u"values").toArray(), (QJsonArray { u"Python"_s }));
    QCOMPARE(c.value(u"total").toInt(), 1);
    QCOMPARE(c.value(u"hasMore").toBool(), false);

    c = resultOf(complete(reviewRef, u"language"_s, u"C"_s)).value(u"completion").toObject();
    const QJsonArray cs = c.value(u"values").toArray();
    QVERIFY(cs.contains(u"C"_s) && cs.contains(u"C++"_s) && cs.contains(u"C#"_s) && cs.contains(u"CSS"_s));
    for (const QJsonValue &v : cs)
        QVERIFY(v.toString().startsWith(u'C'));

    const QJsonObject templateRef { { u"type"_s, u"ref/resource"_s }, { u"uri"_s, u"demo://greeting/{name}"_s } };
    c = resultOf(complete(templateRef, u"name"_s, u"Gr"_s)).value(u"completion").toObject();
    QCOMPARE(c.value(u"values").toArray(), (QJsonArray { u"Grace"_s }));

    QCOMPARE(errorCode(complete({ { u"type"_s, u"ref/prompt"_s }, { u"name"_s, u"nope"_s } }, u"x"_s, u""_s)), -32602);
}

void TestDemoServer::logging()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto isLog = [](const QJsonObject &m) { return m.value(u"method") == QJsonValue(u"notifications/message"_s); };
    static const QStringList order { u"debug"_s, u"info"_s, u"notice"_s, u"warning"_s,
                                     u"error"_s, u"critical"_s, u"alert"_s, u"emergency"_s };

    QVERIFY(client.call(u"logging/setLevel"_s, { { u"level"_s, u"warning"_s } }).value(u"result").isObject());
    QVERIFY(!isToolError(client.callTool(u"log-something"_s)));
    // Notifications are written before the result, so they have all arrived now.
    QList<QJsonObject> logs = client.takeAll(isLog);
    QCOMPARE(logs.size(), 5);
    for (const QJsonObject &log : std::as_const(logs)) {
        const QString level = log.value(u"params").toObject().value(u"level").toString();
        QVERIFY2(order.indexOf(level) >= order.indexOf(u"warning"_s), qPrintable(level));
        QVERIFY(log.value(u"params").toObject().value(u"data").isString());
    }

    client.call(u"logging/setLevel"_s, { { u"level"_s, u"debug"_s } });
    client.callTool(u"log-something"_s, { { u"message"_s, u"all"_s } });
    QCOMPARE(client.takeAll(isLog).size(), 8);

    client.call(u"logging/setLevel"_s, { { u"level"_s, u"emergency"_s } });
    client.callTool(u"log-something"_s);
    QCOMPARE(client.takeAll(isLog).size(), 1);

    QCOMPARE(errorCode(client.call(u"logging/setLevel"_s, { { u"level"_s, u"loud"_s } })), -32602);
}

void TestDemoServer::longRunningProgress()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonValue id = client.request(u"tools/call"_s, { { u"name"_s, u"long-running"_s },
                                                            { u"arguments"_s, QJsonObject { { u"duration"_s, 0.5 }, { u"steps"_s, 5 } } },
                                                            { u"_meta"_s, QJsonObject { { u"progressToken"_s, u"tok-1"_s } } } });
    const QJsonObject response = client.waitForResponse(id);
    QVERIFY2(toolText(response).contains(u"finished"), qPrintable(toolText(response)));
    const QList<QJsonObject> progress = client.takeAll([](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(u"notifications/progress"_s);
    });
    QCOMPARE(progress.size(), 5);
    for (int i = 0; i < 5; ++i) {
        const QJsonObject params = progress.at(i).value(u"params").toObject();
        QCOMPARE(params.value(u"progressToken").toString(), u"tok-1"_s);
        QCOMPARE(params.value(u"progress").toInt(), i + 1);
        QCOMPARE(params.value(u"total").toInt(), 5);
        QVERIFY(!params.value(u"message").toString().isEmpty());
    }

    // Without a progress token there is no progress.
    const QJsonObject quiet = client.callTool(u"long-running"_s, { { u"duration"_s, 0.2 }, { u"steps"_s, 2 } });
    QVERIFY(toolText(quiet).contains(u"finished"));
    QCOMPARE(client.takeAll([](const QJsonObject &m) { return m.contains(u"method"); }).size(), 0);
}

void TestDemoServer::longRunningCancel()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonValue id = client.request(u"tools/call"_s, { { u"name"_s, u"long-running"_s },
                                                            { u"arguments"_s, QJsonObject { { u"duration"_s, 3 }, { u"steps"_s, 3 } } },
                                                            { u"_meta"_s, QJsonObject { { u"progressToken"_s, 77 } } } });
    const QJsonObject first = client.waitForMethod(u"notifications/progress"_s);
    QCOMPARE(first.value(u"params").toObject().value(u"progressToken").toInt(), 77);
    client.notify(u"notifications/cancelled"_s, { { u"requestId"_s, id }, { u"reason"_s, u"test"_s } });
    QVERIFY(client.call(u"ping"_s).value(u"result").isObject());
    const auto isProgress = [](const QJsonObject &m) { return m.value(u"method") == QJsonValue(u"notifications/progress"_s); };
    client.takeAll(isProgress); // sent before the server read the cancellation
    // Nothing more for the cancelled call: neither progress nor a response, for longer than it would have run.
    QVERIFY(client.waitForMessage([&](const QJsonObject &m) { return isProgress(m) || m.value(u"id") == id; }, 2500)
                .isEmpty());
    QVERIFY(client.call(u"ping"_s).value(u"result").isObject());
}

void TestDemoServer::sampling()
{
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id = client.request(u"tools/call"_s, { { u"name"_s, u"ask-sampling"_s },
                                                            { u"arguments"_s, QJsonObject { { u"prompt"_s, u"Say hi"_s } } } });
    const QJsonObject request = client.waitForMethod(u"sampling/createMessage"_s);
    QVERIFY(request.value(u"id").isString());
    const QJsonObject params = request.value(u"params").toObject();
    QCOMPARE(params.value(u"messages").toArray().at(0).toObject().value(u"content").toObject().value(u"text").toString(),
             u"Say hi"_s);
    QCOMPARE(params.value(u"maxTokens").toInt(), 100);
    // The server keeps serving while it waits for the client.
    QVERIFY(client.call(u"ping"_s).value(u"result").isObject());
    client.respond(request.value(u"id"), { { u"role"_s, u"assistant"_s },
                                           { u"content"_s, QJsonObject { { u"type"_s, u"text"_s }, { u"text"_s, u"Hi there"_s } } },
                                           { u"model"_s, u"test-model"_s },
                                           { u"stopReason"_s, u"endTurn"_s } });
    const QJsonObject response = client.waitForResponse(id);
    QVERIFY(!isToolError(response));
    QVERIFY(toolText(response).contains(u"Hi there"));
    QVERIFY(toolText(response).contains(u"test-model"));
}

void TestDemoServer::samplingError()
{
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id = client.request(u"tools/call"_s, { { u"name"_s, u"ask-sampling"_s },
                                                            { u"arguments"_s, QJsonObject { { u"prompt"_s, u"Say hi"_s } } } });
    const QJsonObject request = client.waitForMethod(u"sampling/createMessage"_s);
    client.respondError(request.value(u"id"), -1, u"User rejected sampling request"_s);
    const QJsonObject response = client.waitForResponse(id);
    QVERIFY(isToolError(response));
    QVERIFY(toolText(response).contains(u"User rejected sampling request"));
}

void TestDemoServer::capabilitiesRequired()
{
    DemoClient &client = startServer();
    client.initialize(); // no roots, sampling or elicitation
    for (const QString &tool : { u"ask-sampling"_s, u"ask-elicitation"_s, u"list-roots"_s }) {
        const QJsonObject response = client.callTool(tool, { { u"prompt"_s, u"x"_s } });
        QVERIFY2(isToolError(response), qPrintable(tool));
        QVERIFY(toolText(response).contains(u"capabilit"));
    }
    QCOMPARE(client.takeAll([](const QJsonObject &m) { return m.contains(u"method"); }).size(), 0);
}

void TestDemoServer::elicitation_data()
{
    QTest::addColumn<QJsonObject>("answer"); // empty: answer with an error
    QTest::addColumn<bool>("isError");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("accept") << QJsonObject { { u"action"_s, u"accept"_s },
                                             { u"content"_s, QJsonObject { { u"name"_s, u"Ada"_s }, { u"age"_s, 36 },
                                                                           { u"subscribe"_s, true }, { u"color"_s, u"blue"_s } } } }
                            << false << u"Ada"_s;
    QTest::newRow("decline") << QJsonObject { { u"action"_s, u"decline"_s } } << false << u"declined"_s;
    QTest::newRow("cancel") << QJsonObject { { u"action"_s, u"cancel"_s } } << false << u"cancel"_s;
    QTest::newRow("content breaks schema") << QJsonObject { { u"action"_s, u"accept"_s },
                                                            { u"content"_s, QJsonObject { { u"age"_s, 36 } } } }
                                           << true << u"'name'"_s;
    QTest::newRow("error") << QJsonObject() << true << u"no form here"_s;
}

void TestDemoServer::elicitation()
{
    QFETCH(QJsonObject, answer);
    QFETCH(bool, isError);
    QFETCH(QString, mentions);
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id = client.request(u"tools/call"_s, { { u"name"_s, u"ask-elicitation"_s } });
    const QJsonObject request = client.waitForMethod(u"elicitation/create"_s);
    const QJsonObject params = request.value(u"params").toObject();
    QCOMPARE(params.value(u"mode").toString(), u"form"_s);
    QVERIFY(!params.value(u"message").toString().isEmpty());
    const QJsonObject schema = params.value(u"requestedSchema").toObject();
    QCOMPARE(schema.value(u"type").toString(), u"object"_s);
    QCOMPARE(schema.value(u"required").toArray(), (QJsonArray { u"name"_s }));
    const QJsonObject properties = schema.value(u"properties").toObject();
    QCOMPARE(properties.value(u"name").toObject().value(u"type").toString(), u"string"_s);
    QCOMPARE(properties.value(u"age").toObject().value(u"type").toString(), u"integer"_s);
    QCOMPARE(properties.value(u"subscribe").toObject().value(u"type").toString(), u"boolean"_s);
    QVERIFY(properties.value(u"color").toObject().value(u"enum").isArray());

    if (answer.isEmpty())
        client.respondError(request.value(u"id"), -32601, u"no form here"_s);
    else
        client.respond(request.value(u"id"), answer);
    const QJsonObject response = client.waitForResponse(id);
    QCOMPARE(isToolError(response), isError);
    QVERIFY2(toolText(response).contains(mentions), qPrintable(toolText(response)));
}

void TestDemoServer::roots()
{
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id = client.request(u"tools/call"_s, { { u"name"_s, u"list-roots"_s } });
    const QJsonObject request = client.waitForMethod(u"roots/list"_s);
    client.respond(request.value(u"id"), { { u"roots"_s, QJsonArray { QJsonObject { { u"uri"_s, u"file:///srv/project"_s },
                                                                                    { u"name"_s, u"project"_s } } } } });
    const QJsonObject response = client.waitForResponse(id);
    QVERIFY(!isToolError(response));
    QVERIFY(toolText(response).contains(u"file:///srv/project"));
    QVERIFY(toolText(response).contains(u"project"));
    client.notify(u"notifications/roots/list_changed"_s); // accepted silently
    QVERIFY(client.call(u"ping"_s).value(u"result").isObject());
}

void TestDemoServer::cancelWhileWaitingOnClient()
{
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id = client.request(u"tools/call"_s, { { u"name"_s, u"ask-sampling"_s },
                                                            { u"arguments"_s, QJsonObject { { u"prompt"_s, u"slow"_s } } } });
    const QJsonObject request = client.waitForMethod(u"sampling/createMessage"_s);
    client.notify(u"notifications/cancelled"_s, { { u"requestId"_s, id } });
    // The server passes the cancellation on to its own request.
    const QJsonObject cancelled = client.waitForMethod(u"notifications/cancelled"_s);
    QCOMPARE(cancelled.value(u"params").toObject().value(u"requestId"), request.value(u"id"));
    // A late answer is ignored, and the cancelled call gets no response.
    client.respond(request.value(u"id"), { { u"role"_s, u"assistant"_s },
                                           { u"content"_s, QJsonObject { { u"type"_s, u"text"_s }, { u"text"_s, u"late"_s } } },
                                           { u"model"_s, u"m"_s } });
    QVERIFY(client.call(u"ping"_s).value(u"result").isObject());
    QVERIFY(client.waitForResponse(id, 300).isEmpty());
}

void TestDemoServer::toggleTools()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto toolNames = [&] {
        QStringList names;
        const QJsonArray tools = resultOf(client.call(u"tools/list"_s)).value(u"tools").toArray();
        for (const QJsonValue &t : tools)
            names.append(t.toObject().value(u"name").toString());
        return names;
    };
    QVERIFY(!toolNames().contains(u"extra-tool"_s));
    QVERIFY(!isToolError(client.callTool(u"toggle-tools"_s)));
    QVERIFY(!client.waitForMethod(u"notifications/tools/list_changed"_s).isEmpty());
    QVERIFY(toolNames().contains(u"extra-tool"_s));
    QVERIFY(toolText(client.callTool(u"extra-tool"_s)).contains(u"extra tool"));
    client.callTool(u"toggle-tools"_s);
    QVERIFY(!client.waitForMethod(u"notifications/tools/list_changed"_s).isEmpty());
    QVERIFY(!toolNames().contains(u"extra-tool"_s));
    QCOMPARE(errorCode(client.callTool(u"extra-tool"_s)), -32602);
}

void TestDemoServer::addNote()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject response = client.callTool(u"add-note"_s, { { u"title"_s, u"Shopping"_s }, { u"text"_s, u"- milk"_s } });
    QVERIFY(!client.waitForMethod(u"notifications/resources/list_changed"_s).isEmpty());
    QJsonObject link;
    const QJsonArray content = resultOf(response).value(u"content").toArray();
    for (const QJsonValue &block : content) {
        if (block.toObject().value(u"type") == QJsonValue(u"resource_link"_s))
            link = block.toObject();
    }
    const QString uri = link.value(u"uri").toString();
    QVERIFY(uri.startsWith(u"demo://notes/"));
    const QJsonObject read = resultOf(client.call(u"resources/read"_s, { { u"uri"_s, uri } }));
    QVERIFY(read.value(u"contents").toArray().at(0).toObject().value(u"text").toString().contains(u"- milk"));
    const QJsonObject lastPage = resultOf(client.call(u"resources/list"_s, { { u"cursor"_s,
        resultOf(client.call(u"resources/list"_s, { { u"cursor"_s,
            resultOf(client.call(u"resources/list"_s)).value(u"nextCursor") } })).value(u"nextCursor") } }));
    QCOMPARE(lastPage.value(u"resources").toArray().last().toObject().value(u"uri").toString(), uri);
}

void TestDemoServer::badInput()
{
    DemoClient &client = startServer();
    const auto isError = [](const QJsonObject &m) { return m.contains(u"error"); };

    client.sendRaw("this is not json\n");
    QJsonObject error = client.waitForMessage(isError);
    QCOMPARE(errorCode(error), -32700);
    QVERIFY(!error.contains(u"id")); // 2025-11-25: id is left out when it cannot be known

    client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"\n"); // truncated object
    QCOMPARE(errorCode(client.waitForMessage(isError)), -32700);

    client.sendRaw("42\n");
    QCOMPARE(errorCode(client.waitForMessage(isError)), -32600);

    client.sendRaw("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]\n");
    QCOMPARE(errorCode(client.waitForMessage(isError)), -32600);

    client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}\n");
    error = client.waitForMessage(isError);
    QCOMPARE(errorCode(error), -32600);

    client.sendRaw("{\"jsonrpc\":\"1.0\",\"id\":7,\"method\":\"ping\"}\n");
    error = client.waitForMessage(isError);
    QCOMPARE(errorCode(error), -32600);
    QCOMPARE(error.value(u"id").toInt(), 7);

    client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":8}\n");
    QCOMPARE(errorCode(client.waitForMessage(isError)), -32600);

    client.sendRaw("\xff\xfe\x01garbage\n");
    QCOMPARE(errorCode(client.waitForMessage(isError)), -32700);

    // Notifications, even unknown or malformed ones, never get a response.
    client.sendRaw("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/whatever\"}\n");
    client.sendRaw("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":999}}\n");
    client.sendRaw("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\",\"params\":[1]}\n");
    // A response to a request the server never sent is ignored.
    client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":\"srv-999\",\"result\":{}}\n");

    // Still alive, and the ping answer is the next message.
    const QJsonValue id = client.request(u"ping"_s);
    const QJsonObject next = client.waitForMessage([](const QJsonObject &) { return true; });
    QCOMPARE(next.value(u"id"), id);
    QVERIFY(next.value(u"result").isObject());
}

void TestDemoServer::framing()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto any = [](const QJsonObject &) { return true; };

    // CRLF line endings and blank lines.
    client.sendRaw("\r\n\n{\"jsonrpc\":\"2.0\",\"id\":\"crlf\",\"method\":\"ping\"}\r\n");
    QVERIFY(client.waitForResponse(u"crlf"_s).value(u"result").isObject());

    // A message split across writes is answered only once it is complete.
    client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":\"split\",");
    QVERIFY(client.waitForMessage(any, 300).isEmpty());
    client.sendRaw("\"method\":\"ping\"}\n");
    QVERIFY(client.waitForResponse(u"split"_s).value(u"result").isObject());

    // Two messages in one write.
    client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"ping\"}\n{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"ping\"}\n");
    QVERIFY(client.waitForResponse(u"a"_s).value(u"result").isObject());
    QVERIFY(client.waitForResponse(u"b"_s).value(u"result").isObject());

    // A very long line (8 MB) comes back whole.
    const QString big(8 * 1024 * 1024, u'x');
    const QJsonObject response = client.callTool(u"echo"_s, { { u"message"_s, big } }, 30000);
    QCOMPARE(toolText(response).size(), big.size() + 6);

    // Large integer ids come back exactly.
    client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"method\":\"ping\"}\n");
    const QJsonObject large = client.waitForMessage(any);
    QCOMPARE(large.value(u"id").toInteger(), Q_INT64_C(9007199254740993));
}

void TestDemoServer::eofExitsPromptly()
{
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    // Timers running and a request to the client pending must not keep the server alive.
    client.call(u"resources/subscribe"_s, { { u"uri"_s, u"demo://clock"_s } });
    client.request(u"tools/call"_s, { { u"name"_s, u"long-running"_s },
                                      { u"arguments"_s, QJsonObject { { u"duration"_s, 60 }, { u"steps"_s, 60 } } } });
    client.request(u"tools/call"_s, { { u"name"_s, u"list-roots"_s } });
    QVERIFY(!client.waitForMethod(u"roots/list"_s).isEmpty());

    QSignalSpy finished(&client.process(), &QProcess::finished);
    client.process().closeWriteChannel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 3000);
    QCOMPARE(client.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(client.process().exitCode(), 0);
    QVERIFY(client.standardError().contains("stdin closed") || client.process().readAllStandardError().contains("stdin closed"));
}

QTEST_GUILESS_MAIN(TestDemoServer)
#include "tst_demoserver.moc"
