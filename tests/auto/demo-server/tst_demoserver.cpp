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
    void send(const QJsonObject &message) { sendRaw(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n'); }

    QJsonValue request(const QString &method, const QJsonObject &params = {})
    {
        const QJsonValue id = m_nextId++;
        QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                            {QStringLiteral("id"), id},
                            {QStringLiteral("method"), method}};
        if (!params.isEmpty())
            message.insert(QStringLiteral("params"), params);
        send(message);
        return id;
    }

    void notify(const QString &method, const QJsonObject &params = {})
    {
        QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method}};
        if (!params.isEmpty())
            message.insert(QStringLiteral("params"), params);
        send(message);
    }

    /// Answers a request of the server.
    void respond(const QJsonValue &id, const QJsonObject &result)
    {
        send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
              {QStringLiteral("id"), id},
              {QStringLiteral("result"), result}});
    }

    void respondError(const QJsonValue &id, int code, const QString &message)
    {
        send({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
              {QStringLiteral("id"), id},
              {QStringLiteral("error"),
               QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}});
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
        return waitForMessage([id](const QJsonObject &m) { return !m.contains(u"method") && m.value(u"id") == id; },
                              timeout);
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
        return call(QStringLiteral("tools/call"),
                    {{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}}, timeout);
    }

    /// initialize + notifications/initialized; returns the initialize result.
    QJsonObject initialize(const QJsonObject &capabilities = {}, const QString &version = QStringLiteral("2025-11-25"))
    {
        const QJsonObject response = call(
            QStringLiteral("initialize"),
            {{QStringLiteral("protocolVersion"), version},
             {QStringLiteral("capabilities"), capabilities},
             {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("tst_demoserver")},
                                                        {QStringLiteral("version"), QStringLiteral("1.0")}}}});
        notify(QStringLiteral("notifications/initialized"));
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
            m_problems.append(QStringLiteral("not a JSON object: ") + preview);
            return;
        }
        const QJsonObject message = document.object();
        if (QJsonDocument(message).toJson(QJsonDocument::Compact) != line)
            m_problems.append(QStringLiteral("not compact JSON: ") + preview);
        if (message.value(u"jsonrpc") != QJsonValue(QStringLiteral("2.0")))
            m_problems.append(QStringLiteral("jsonrpc is not \"2.0\": ") + preview);
        const int kinds
            = int(message.contains(u"method")) + int(message.contains(u"result")) + int(message.contains(u"error"));
        if (kinds != 1)
            m_problems.append(QStringLiteral("not exactly one of method/result/error: ") + preview);
        const bool nullErrorId = message.contains(u"error") && message.value(u"id").isNull();
        if (message.contains(u"id") && !isValidId(message.value(u"id")) && !nullErrorId)
            m_problems.append(QStringLiteral("id is neither a string nor an integer: ") + preview);
        if (message.contains(u"result") && (!message.contains(u"id") || !message.value(u"result").isObject()))
            m_problems.append(QStringLiteral("result response without id or object result: ") + preview);
        if (message.contains(u"error")) {
            const QJsonObject e = message.value(u"error").toObject();
            if (!isValidId(e.value(u"code")) || !e.value(u"code").isDouble() || !e.value(u"message").isString())
                m_problems.append(QStringLiteral("malformed error object: ") + preview);
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
        if (block.toObject().value(u"type") == QJsonValue(QStringLiteral("text")))
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
    return {{QStringLiteral("roots"), QJsonObject{{QStringLiteral("listChanged"), true}}},
            {QStringLiteral("sampling"), QJsonObject()},
            {QStringLiteral("elicitation"), QJsonObject{{QStringLiteral("form"), QJsonObject()}}}};
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
    void slowCountTask();
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
             qPrintable(QStringLiteral("the demo server was not built at ") + mcpscope::test::demoServerBinary()));
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
        QFAIL(qPrintable(QStringLiteral("the server wrote bad lines on stdout:\n") + problems.join(u'\n')));
    }
}

void TestDemoServer::commandLine()
{
    QProcess process;
    process.start(mcpscope::test::demoServerBinary(), {QStringLiteral("--version")});
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardOutput().contains("1.0.0"));

    process.start(mcpscope::test::demoServerBinary(), {QStringLiteral("--help")});
    QVERIFY(process.waitForFinished(5000));
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(process.readAllStandardOutput().contains("--version"));

    process.start(mcpscope::test::demoServerBinary(), {QStringLiteral("--no-such-option")});
    QVERIFY(process.waitForFinished(5000));
    QVERIFY(process.exitCode() != 0);
}

void TestDemoServer::handshake()
{
    DemoClient &client = startServer();
    QTRY_VERIFY(client.standardError().contains("ready on stdio"));

    const QJsonObject result = client.initialize();
    QCOMPARE(result.value(u"protocolVersion").toString(), QStringLiteral("2025-11-25"));
    const QJsonObject info = result.value(u"serverInfo").toObject();
    QCOMPARE(info.value(u"name").toString(), QStringLiteral("mcpscope-demo"));
    QCOMPARE(info.value(u"title").toString(), QStringLiteral("mcpscope demo server"));
    QCOMPARE(info.value(u"version").toString(), QStringLiteral("1.0.0"));
    QVERIFY(result.value(u"instructions").toString().contains(u"long-running"));
    const QJsonObject caps = result.value(u"capabilities").toObject();
    QCOMPARE(caps.value(u"tools").toObject().value(u"listChanged").toBool(), true);
    QCOMPARE(caps.value(u"resources").toObject().value(u"subscribe").toBool(), true);
    QCOMPARE(caps.value(u"resources").toObject().value(u"listChanged").toBool(), true);
    QCOMPARE(caps.value(u"prompts").toObject().value(u"listChanged").toBool(), true);
    QVERIFY(caps.value(u"logging").isObject());
    QVERIFY(caps.value(u"completions").isObject());

    const QJsonObject ping = client.call(QStringLiteral("ping"));
    QVERIFY(ping.value(u"result").isObject());
    QVERIFY(resultOf(ping).isEmpty());

    const QJsonObject again
        = client.call(QStringLiteral("initialize"),
                      {{QStringLiteral("protocolVersion"), QStringLiteral("2025-11-25")},
                       {QStringLiteral("capabilities"), QJsonObject()},
                       {QStringLiteral("clientInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("x")},
                                                                  {QStringLiteral("version"), QStringLiteral("1")}}}});
    QCOMPARE(errorCode(again), -32600);
}

void TestDemoServer::protocolVersion_data()
{
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("answered");
    QTest::newRow("2025-11-25") << QStringLiteral("2025-11-25") << QStringLiteral("2025-11-25");
    QTest::newRow("2025-06-18") << QStringLiteral("2025-06-18") << QStringLiteral("2025-06-18");
    QTest::newRow("2025-03-26") << QStringLiteral("2025-03-26") << QStringLiteral("2025-03-26");
    QTest::newRow("2024-11-05") << QStringLiteral("2024-11-05") << QStringLiteral("2024-11-05");
    QTest::newRow("unknown") << QStringLiteral("2099-01-01") << QStringLiteral("2025-11-25");
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
    const QJsonObject early = client.call(QStringLiteral("tools/list"));
    QCOMPARE(errorCode(early), -32600);
    QCOMPARE(early.value(u"error").toObject().value(u"message").toString(), QStringLiteral("Server not initialized"));
    QVERIFY(client.call(QStringLiteral("ping")).value(u"result").isObject());
    client.initialize();
    QVERIFY(client.call(QStringLiteral("tools/list")).value(u"result").isObject());
    QCOMPARE(errorCode(client.call(QStringLiteral("no/such-method"))), -32601);
}

void TestDemoServer::toolsList()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject result = resultOf(client.call(QStringLiteral("tools/list")));
    QVERIFY(!result.contains(u"nextCursor"));
    const QJsonArray tools = result.value(u"tools").toArray();
    QStringList names;
    QHash<QString, QJsonObject> byName;
    for (const QJsonValue &t : tools) {
        const QJsonObject tool = t.toObject();
        names.append(tool.value(u"name").toString());
        byName.insert(names.constLast(), tool);
        QCOMPARE(tool.value(u"inputSchema").toObject().value(u"type").toString(), QStringLiteral("object"));
        QVERIFY2(!tool.value(u"title").toString().isEmpty(), qPrintable(names.constLast()));
        QVERIFY(!tool.value(u"description").toString().isEmpty());
    }
    const QStringList expected{QStringLiteral("echo"),
                               QStringLiteral("add"),
                               QStringLiteral("all-types"),
                               QStringLiteral("get-image"),
                               QStringLiteral("get-audio"),
                               QStringLiteral("get-resource-links"),
                               QStringLiteral("get-embedded-resource"),
                               QStringLiteral("fail"),
                               QStringLiteral("long-running"),
                               QStringLiteral("ask-sampling"),
                               QStringLiteral("ask-elicitation"),
                               QStringLiteral("list-roots"),
                               QStringLiteral("toggle-tools"),
                               QStringLiteral("add-note"),
                               QStringLiteral("log-something"),
                               QStringLiteral("show_counter"),
                               QStringLiteral("counter_increment"),
                               QStringLiteral("slow_count")};
    QCOMPARE(names, expected);

    QCOMPARE(byName[QStringLiteral("echo")].value(u"annotations").toObject().value(u"readOnlyHint").toBool(), true);
    QCOMPARE(byName[QStringLiteral("toggle-tools")].value(u"annotations").toObject().value(u"readOnlyHint").toBool(),
             false);
    QCOMPARE(byName[QStringLiteral("add")].value(u"outputSchema").toObject().value(u"type").toString(),
             QStringLiteral("object"));
    QVERIFY(byName[QStringLiteral("all-types")].contains(u"outputSchema"));
    // slow_count runs as a task (2025-11-25: execution.taskSupport); the others never.
    QCOMPARE(byName[QStringLiteral("slow_count")].value(u"execution").toObject().value(u"taskSupport").toString(),
             QStringLiteral("optional"));
    QVERIFY(!byName[QStringLiteral("echo")].contains(u"execution"));

    const QJsonObject properties
        = byName[QStringLiteral("all-types")].value(u"inputSchema").toObject().value(u"properties").toObject();
    QSet<QString> types;
    QSet<QString> formats;
    for (const QJsonValue &p : properties) {
        types.insert(p.toObject().value(u"type").toString());
        formats.insert(p.toObject().value(u"format").toString());
    }
    QCOMPARE(types, (QSet<QString>{QStringLiteral("string"), QStringLiteral("number"), QStringLiteral("integer"),
                                   QStringLiteral("boolean"), QStringLiteral("array"), QStringLiteral("object")}));
    QVERIFY(formats.contains(QStringLiteral("email")) && formats.contains(QStringLiteral("uri"))
            && formats.contains(QStringLiteral("date-time")));
    QVERIFY(properties.value(u"color").toObject().value(u"enum").isArray());
    QCOMPARE(properties.value(u"count").toObject().value(u"maximum").toInt(), 100);
    QCOMPARE(properties.value(u"points").toObject().value(u"items").toObject().value(u"type").toString(),
             QStringLiteral("object"));
    QCOMPARE(properties.value(u"address")
                 .toObject()
                 .value(u"properties")
                 .toObject()
                 .value(u"geo")
                 .toObject()
                 .value(u"type")
                 .toString(),
             QStringLiteral("object"));
}

void TestDemoServer::echo()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject response
        = client.callTool(QStringLiteral("echo"), {{QStringLiteral("message"), QStringLiteral("héllo ✓")}});
    QCOMPARE(toolText(response), QStringLiteral("Echo: héllo ✓"));
    QVERIFY(!isToolError(response));
}

void TestDemoServer::counterApp()
{
    // The MCP App (SEP-1865): show_counter names ui://demo/counter, an HTML app that speaks the
    // apps dialect and calls counter_increment back through the host.
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray tools = resultOf(client.call(QStringLiteral("tools/list"))).value(u"tools").toArray();
    QJsonObject show;
    for (const QJsonValue &t : tools) {
        if (t.toObject().value(u"name").toString() == u"show_counter")
            show = t.toObject();
    }
    QCOMPARE(show.value(u"_meta").toObject().value(u"ui").toObject().value(u"resourceUri").toString(),
             QStringLiteral("ui://demo/counter"));

    const QJsonObject read = resultOf(
        client.call(QStringLiteral("resources/read"), {{QStringLiteral("uri"), QStringLiteral("ui://demo/counter")}}));
    const QJsonObject contents = read.value(u"contents").toArray().first().toObject();
    QCOMPARE(contents.value(u"uri").toString(), QStringLiteral("ui://demo/counter"));
    QCOMPARE(contents.value(u"mimeType").toString(), QStringLiteral("text/html;profile=mcp-app"));
    const QString html = contents.value(u"text").toString();
    // Self-contained: no address to fetch anything from, a policy that forbids fetching, and the
    // dialect's handshake before the call.
    QVERIFY(html.contains(QStringLiteral("default-src 'none'")));
    QVERIFY(!html.contains(QStringLiteral("http://")) && !html.contains(QStringLiteral("https://"))
            && !html.contains(QStringLiteral("src=\"")));
    QVERIFY(html.indexOf(QStringLiteral("\"ui/initialize\"")) >= 0);
    QVERIFY(html.contains(QStringLiteral("\"ui/notifications/initialized\"")));
    QVERIFY(html.contains(QStringLiteral("\"counter_increment\"")));
    // The app's resource is read through the tool, not listed among the documents.
    for (const QJsonValue &r : resultOf(client.call(QStringLiteral("resources/list"))).value(u"resources").toArray())
        QVERIFY(!r.toObject().value(u"uri").toString().startsWith(u"ui://"));

    QCOMPARE(resultOf(client.callTool(QStringLiteral("show_counter")))
                 .value(u"structuredContent")
                 .toObject()
                 .value(u"count")
                 .toInt(),
             0);
    QCOMPARE(resultOf(client.callTool(QStringLiteral("counter_increment"), {{QStringLiteral("by"), 2}}))
                 .value(u"structuredContent")
                 .toObject()
                 .value(u"count")
                 .toInt(),
             2);
    QCOMPARE(resultOf(client.callTool(QStringLiteral("counter_increment")))
                 .value(u"structuredContent")
                 .toObject()
                 .value(u"count")
                 .toInt(),
             3);
    const QJsonObject shown = resultOf(client.callTool(QStringLiteral("show_counter")));
    QCOMPARE(shown.value(u"structuredContent").toObject().value(u"count").toInt(), 3);
    QCOMPARE(toolText(client.callTool(QStringLiteral("show_counter"))).section(u'\n', 0, 0),
             QStringLiteral("Counter: 3"));
    // Out of range: a tool error (the counter stays).
    QVERIFY(isToolError(client.callTool(QStringLiteral("counter_increment"), {{QStringLiteral("by"), 0}})));
    QCOMPARE(resultOf(client.callTool(QStringLiteral("show_counter")))
                 .value(u"structuredContent")
                 .toObject()
                 .value(u"count")
                 .toInt(),
             3);
}

void TestDemoServer::addHasStructuredContent()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject result
        = resultOf(client.callTool(QStringLiteral("add"), {{QStringLiteral("a"), 2}, {QStringLiteral("b"), 3.5}}));
    QCOMPARE(result.value(u"structuredContent").toObject().value(u"sum").toDouble(), 5.5);
    const QJsonArray content = result.value(u"content").toArray();
    QCOMPARE(content.at(0).toObject().value(u"text").toString(), QStringLiteral("2 + 3.5 = 5.5"));
    // The structured result is also serialized into a text block.
    QCOMPARE(QJsonDocument::fromJson(content.at(1).toObject().value(u"text").toString().toUtf8()).object(),
             result.value(u"structuredContent").toObject());
}

void TestDemoServer::allTypes()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject arguments{
        {QStringLiteral("text"), QStringLiteral("hi")},
        {QStringLiteral("email"), QStringLiteral("ada@example.org")},
        {QStringLiteral("when"), QStringLiteral("2025-11-25T12:00:00Z")},
        {QStringLiteral("count"), 7},
        {QStringLiteral("tags"), QJsonArray{QStringLiteral("a"), QStringLiteral("b")}},
        {QStringLiteral("points"), QJsonArray{QJsonObject{{QStringLiteral("x"), 1}, {QStringLiteral("y"), 2}}}},
        {QStringLiteral("address"), QJsonObject{{QStringLiteral("city"), QStringLiteral("Oslo")},
                                                {QStringLiteral("geo"), QJsonObject{{QStringLiteral("lat"), 59.9}}}}},
    };
    const QJsonObject response = client.callTool(QStringLiteral("all-types"), arguments);
    QVERIFY2(!isToolError(response), qPrintable(toolText(response)));
    const QJsonObject structured = resultOf(response).value(u"structuredContent").toObject();
    const QJsonObject received = structured.value(u"received").toObject();
    QCOMPARE(received.value(u"count").toInt(), 7);
    QCOMPARE(received.value(u"color").toString(), QStringLiteral("green")); // default
    QCOMPARE(received.value(u"ratio").toDouble(), 0.5);                     // default
    QCOMPARE(received.value(u"address"), arguments.value(u"address"));
    QVERIFY(structured.value(u"provided").toArray().contains(QStringLiteral("email")));
    QVERIFY(structured.value(u"defaulted").toArray().contains(QStringLiteral("enabled")));
    QVERIFY(toolText(response).contains(u"count = 7"));
}

void TestDemoServer::invalidArguments_data()
{
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QJsonObject>("arguments");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("missing") << QStringLiteral("echo") << QJsonObject() << QStringLiteral("'message'");
    QTest::newRow("wrong type") << QStringLiteral("add")
                                << QJsonObject{{QStringLiteral("a"), QStringLiteral("1")}, {QStringLiteral("b"), 2}}
                                << QStringLiteral("'a' must be a number");
    QTest::newRow("maximum") << QStringLiteral(
        "all-types") << QJsonObject{{QStringLiteral("text"), QStringLiteral("x")}, {QStringLiteral("count"), 200}}
                             << QStringLiteral("'count'");
    QTest::newRow("integer") << QStringLiteral(
        "all-types") << QJsonObject{{QStringLiteral("text"), QStringLiteral("x")}, {QStringLiteral("count"), 1.5}}
                             << QStringLiteral("'count' must be an integer");
    QTest::newRow("enum") << QStringLiteral("all-types")
                          << QJsonObject{{QStringLiteral("text"), QStringLiteral("x")},
                                         {QStringLiteral("color"), QStringLiteral("pink")}}
                          << QStringLiteral("'color'");
    QTest::newRow("email") << QStringLiteral("all-types")
                           << QJsonObject{{QStringLiteral("text"), QStringLiteral("x")},
                                          {QStringLiteral("email"), QStringLiteral("nope")}}
                           << QStringLiteral("'email'");
    QTest::newRow("nested") << QStringLiteral("all-types")
                            << QJsonObject{{QStringLiteral("text"), QStringLiteral("x")},
                                           {QStringLiteral("address"),
                                            QJsonObject{{QStringLiteral("street"), QStringLiteral("Main")}}}}
                            << QStringLiteral("'address.city'");
    QTest::newRow("array item") << QStringLiteral("all-types")
                                << QJsonObject{{QStringLiteral("text"), QStringLiteral("x")},
                                               {QStringLiteral("points"),
                                                QJsonArray{QJsonObject{{QStringLiteral("x"), 1},
                                                                       {QStringLiteral("y"), true}}}}}
                                << QStringLiteral("'points[0].y'");
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
    const QJsonObject response = client.callTool(QStringLiteral("nope"));
    QCOMPARE(errorCode(response), -32602);
    QCOMPARE(response.value(u"error").toObject().value(u"message").toString(), QStringLiteral("Unknown tool: nope"));
}

void TestDemoServer::failIsAToolError()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject response
        = client.callTool(QStringLiteral("fail"), {{QStringLiteral("reason"), QStringLiteral("testing")}});
    QVERIFY(isToolError(response));
    QVERIFY(toolText(response).contains(u"testing"));
}

void TestDemoServer::image()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray content = resultOf(client.callTool(QStringLiteral("get-image"), {{QStringLiteral("size"), 48}}))
                                   .value(u"content")
                                   .toArray();
    QJsonObject image;
    for (const QJsonValue &block : content) {
        if (block.toObject().value(u"type") == QJsonValue(QStringLiteral("image")))
            image = block.toObject();
    }
    QCOMPARE(image.value(u"mimeType").toString(), QStringLiteral("image/png"));
    const auto png = QByteArray::fromBase64Encoding(image.value(u"data").toString().toLatin1(),
                                                    QByteArray::AbortOnBase64DecodingErrors);
    QVERIFY(png);
    verifyPng(png.decoded, 48);
}

void TestDemoServer::audio()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray content = resultOf(client.callTool(QStringLiteral("get-audio"))).value(u"content").toArray();
    QJsonObject audio;
    for (const QJsonValue &block : content) {
        if (block.toObject().value(u"type") == QJsonValue(QStringLiteral("audio")))
            audio = block.toObject();
    }
    QCOMPARE(audio.value(u"mimeType").toString(), QStringLiteral("audio/wav"));
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
    const QJsonArray content
        = resultOf(client.callTool(QStringLiteral("get-resource-links"), {{QStringLiteral("count"), 4}}))
              .value(u"content")
              .toArray();
    int links = 0;
    for (const QJsonValue &block : content) {
        const QJsonObject link = block.toObject();
        if (link.value(u"type") != QJsonValue(QStringLiteral("resource_link")))
            continue;
        ++links;
        QVERIFY(!link.value(u"name").toString().isEmpty());
        const QJsonObject read
            = client.call(QStringLiteral("resources/read"), {{QStringLiteral("uri"), link.value(u"uri")}});
        QCOMPARE(resultOf(read).value(u"contents").toArray().at(0).toObject().value(u"uri"), link.value(u"uri"));
    }
    QCOMPARE(links, 4);

    const QJsonArray embedded
        = resultOf(client.callTool(QStringLiteral("get-embedded-resource"))).value(u"content").toArray();
    const QJsonObject block = embedded.last().toObject();
    QCOMPARE(block.value(u"type").toString(), QStringLiteral("resource"));
    QCOMPARE(block.value(u"resource").toObject().value(u"uri").toString(), QStringLiteral("demo://notes/01.md"));
    QVERIFY(block.value(u"resource").toObject().value(u"text").toString().contains(u"checklist"));

    QVERIFY(isToolError(client.callTool(QStringLiteral("get-embedded-resource"),
                                        {{QStringLiteral("uri"), QStringLiteral("demo://missing")}})));
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
            params.insert(QStringLiteral("cursor"), cursor);
        const QJsonObject result = resultOf(client.call(QStringLiteral("resources/list"), params));
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
    QVERIFY(uris.contains(QStringLiteral("demo://clock")));
    QVERIFY(uris.contains(QStringLiteral("demo://notes/25.md")) || uris.contains(QStringLiteral("demo://notes/25.txt"))
            || uris.contains(QStringLiteral("demo://data/25.json")));

    QCOMPARE(errorCode(client.call(QStringLiteral("resources/list"),
                                   {{QStringLiteral("cursor"), QStringLiteral("not-a-cursor")}})),
             -32602);
}

void TestDemoServer::resourcesRead()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject note = resultOf(client.call(QStringLiteral("resources/read"),
                                                  {{QStringLiteral("uri"), QStringLiteral("demo://notes/04.md")}}))
                                 .value(u"contents")
                                 .toArray()
                                 .at(0)
                                 .toObject();
    QCOMPARE(note.value(u"mimeType").toString(), QStringLiteral("text/markdown"));
    QVERIFY(note.value(u"text").toString().startsWith(u"# Note 4"));

    const QJsonObject data = resultOf(client.call(QStringLiteral("resources/read"),
                                                  {{QStringLiteral("uri"), QStringLiteral("demo://data/03.json")}}))
                                 .value(u"contents")
                                 .toArray()
                                 .at(0)
                                 .toObject();
    QCOMPARE(QJsonDocument::fromJson(data.value(u"text").toString().toUtf8()).object().value(u"id").toInt(), 3);

    const QJsonObject image = resultOf(client.call(QStringLiteral("resources/read"),
                                                   {{QStringLiteral("uri"), QStringLiteral("demo://images/12.png")}}))
                                  .value(u"contents")
                                  .toArray()
                                  .at(0)
                                  .toObject();
    QCOMPARE(image.value(u"mimeType").toString(), QStringLiteral("image/png"));
    QVERIFY(!image.contains(u"text"));
    verifyPng(QByteArray::fromBase64(image.value(u"blob").toString().toLatin1()), 32);

    const QJsonObject clock = resultOf(
        client.call(QStringLiteral("resources/read"), {{QStringLiteral("uri"), QStringLiteral("demo://clock")}}));
    QVERIFY(clock.value(u"contents").toArray().at(0).toObject().value(u"text").toString().contains(u'T'));

    const QJsonObject missing
        = client.call(QStringLiteral("resources/read"), {{QStringLiteral("uri"), QStringLiteral("demo://nothing")}});
    QCOMPARE(errorCode(missing), -32002);
}

void TestDemoServer::resourceTemplates()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray templates
        = resultOf(client.call(QStringLiteral("resources/templates/list"))).value(u"resourceTemplates").toArray();
    QStringList uriTemplates;
    for (const QJsonValue &t : templates)
        uriTemplates.append(t.toObject().value(u"uriTemplate").toString());
    QCOMPARE(uriTemplates,
             (QStringList{QStringLiteral("demo://greeting/{name}"), QStringLiteral("demo://numbers/{n}")}));

    const QJsonObject greeting = resultOf(client.call(
        QStringLiteral("resources/read"), {{QStringLiteral("uri"), QStringLiteral("demo://greeting/Ada%20L")}}));
    QCOMPARE(greeting.value(u"contents").toArray().at(0).toObject().value(u"text").toString(),
             QStringLiteral("Hello, Ada L! Nice to meet you."));
    const QJsonObject number = resultOf(
        client.call(QStringLiteral("resources/read"), {{QStringLiteral("uri"), QStringLiteral("demo://numbers/97")}}));
    const QJsonObject facts
        = QJsonDocument::fromJson(
              number.value(u"contents").toArray().at(0).toObject().value(u"text").toString().toUtf8())
              .object();
    QCOMPARE(facts.value(u"prime").toBool(), true);
    QCOMPARE(facts.value(u"binary").toString(), QStringLiteral("1100001"));
    QCOMPARE(errorCode(client.call(QStringLiteral("resources/read"),
                                   {{QStringLiteral("uri"), QStringLiteral("demo://numbers/abc")}})),
             -32002);
}

void TestDemoServer::subscribe()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto isClockUpdate = [](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(QStringLiteral("notifications/resources/updated"))
               && m.value(u"params").toObject().value(u"uri") == QJsonValue(QStringLiteral("demo://clock"));
    };
    QVERIFY(
        client.call(QStringLiteral("resources/subscribe"), {{QStringLiteral("uri"), QStringLiteral("demo://clock")}})
            .value(u"result")
            .isObject());
    QVERIFY(!client.waitForMessage(isClockUpdate, 5000).isEmpty());
    QVERIFY(
        client.call(QStringLiteral("resources/unsubscribe"), {{QStringLiteral("uri"), QStringLiteral("demo://clock")}})
            .value(u"result")
            .isObject());
    client.takeAll(isClockUpdate); // any sent before the server read the unsubscribe
    QVERIFY(client.waitForMessage(isClockUpdate, 2500).isEmpty());

    QCOMPARE(errorCode(client.call(QStringLiteral("resources/subscribe"),
                                   {{QStringLiteral("uri"), QStringLiteral("demo://nothing")}})),
             -32002);
}

void TestDemoServer::prompts()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonArray prompts = resultOf(client.call(QStringLiteral("prompts/list"))).value(u"prompts").toArray();
    QStringList names;
    for (const QJsonValue &p : prompts)
        names.append(p.toObject().value(u"name").toString());
    QVERIFY(names.contains(QStringLiteral("greeting")));
    QVERIFY(names.contains(QStringLiteral("review-code")));

    const QJsonObject greeting = resultOf(
        client.call(QStringLiteral("prompts/get"),
                    {{QStringLiteral("name"), QStringLiteral("greeting")},
                     {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Grace")}}}}));
    const QJsonObject first = greeting.value(u"messages").toArray().at(0).toObject();
    QCOMPARE(first.value(u"role").toString(), QStringLiteral("user"));
    QVERIFY(first.value(u"content").toObject().value(u"text").toString().contains(u"Grace"));

    const QJsonObject review = resultOf(client.call(
        QStringLiteral("prompts/get"),
        {{QStringLiteral("name"), QStringLiteral("review-code")},
         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("code"), QStringLiteral("int main() {}")},
                                                   {QStringLiteral("language"), QStringLiteral("C++")}}}}));
    const QJsonArray messages = review.value(u"messages").toArray();
    QCOMPARE(messages.size(), 2);
    QVERIFY(
        messages.at(0).toObject().value(u"content").toObject().value(u"text").toString().contains(u"int main() {}"));
    const QJsonObject embedded = messages.at(1).toObject().value(u"content").toObject();
    QCOMPARE(embedded.value(u"type").toString(), QStringLiteral("resource"));
    QVERIFY(embedded.value(u"resource").toObject().value(u"text").isString());

    QCOMPARE(
        errorCode(client.call(QStringLiteral("prompts/get"), {{QStringLiteral("name"), QStringLiteral("greeting")}})),
        -32602);
    QCOMPARE(errorCode(client.call(QStringLiteral("prompts/get"), {{QStringLiteral("name"), QStringLiteral("nope")}})),
             -32602);
}

void TestDemoServer::completion()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto complete = [&](const QJsonObject &ref, const QString &name, const QString &value) {
        return client.call(QStringLiteral("completion/complete"),
                           {{QStringLiteral("ref"), ref},
                            {QStringLiteral("argument"),
                             QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("value"), value}}}});
    };
    const QJsonObject reviewRef{{QStringLiteral("type"), QStringLiteral("ref/prompt")},
                                {QStringLiteral("name"), QStringLiteral("review-code")}};
    QJsonObject c = resultOf(complete(reviewRef, QStringLiteral("language"), QStringLiteral("py")))
                        .value(u"completion")
                        .toObject();
    QCOMPARE(c.value(u"values").toArray(), (QJsonArray{QStringLiteral("Python")}));
    QCOMPARE(c.value(u"total").toInt(), 1);
    QCOMPARE(c.value(u"hasMore").toBool(), false);

    c = resultOf(complete(reviewRef, QStringLiteral("language"), QStringLiteral("C"))).value(u"completion").toObject();
    const QJsonArray cs = c.value(u"values").toArray();
    QVERIFY(cs.contains(QStringLiteral("C")) && cs.contains(QStringLiteral("C++")) && cs.contains(QStringLiteral("C#"))
            && cs.contains(QStringLiteral("CSS")));
    for (const QJsonValue &v : cs)
        QVERIFY(v.toString().startsWith(u'C'));

    const QJsonObject templateRef{{QStringLiteral("type"), QStringLiteral("ref/resource")},
                                  {QStringLiteral("uri"), QStringLiteral("demo://greeting/{name}")}};
    c = resultOf(complete(templateRef, QStringLiteral("name"), QStringLiteral("Gr"))).value(u"completion").toObject();
    QCOMPARE(c.value(u"values").toArray(), (QJsonArray{QStringLiteral("Grace")}));

    QCOMPARE(errorCode(complete({{QStringLiteral("type"), QStringLiteral("ref/prompt")},
                                 {QStringLiteral("name"), QStringLiteral("nope")}},
                                QStringLiteral("x"), QStringLiteral(""))),
             -32602);
}

void TestDemoServer::logging()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto isLog = [](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(QStringLiteral("notifications/message"));
    };
    static const QStringList order{QStringLiteral("debug"),   QStringLiteral("info"),     QStringLiteral("notice"),
                                   QStringLiteral("warning"), QStringLiteral("error"),    QStringLiteral("critical"),
                                   QStringLiteral("alert"),   QStringLiteral("emergency")};

    QVERIFY(client.call(QStringLiteral("logging/setLevel"), {{QStringLiteral("level"), QStringLiteral("warning")}})
                .value(u"result")
                .isObject());
    QVERIFY(!isToolError(client.callTool(QStringLiteral("log-something"))));
    // Notifications are written before the result, so they have all arrived now.
    QList<QJsonObject> logs = client.takeAll(isLog);
    QCOMPARE(logs.size(), 5);
    for (const QJsonObject &log : std::as_const(logs)) {
        const QString level = log.value(u"params").toObject().value(u"level").toString();
        QVERIFY2(order.indexOf(level) >= order.indexOf(QStringLiteral("warning")), qPrintable(level));
        QVERIFY(log.value(u"params").toObject().value(u"data").isString());
    }

    client.call(QStringLiteral("logging/setLevel"), {{QStringLiteral("level"), QStringLiteral("debug")}});
    client.callTool(QStringLiteral("log-something"), {{QStringLiteral("message"), QStringLiteral("all")}});
    QCOMPARE(client.takeAll(isLog).size(), 8);

    client.call(QStringLiteral("logging/setLevel"), {{QStringLiteral("level"), QStringLiteral("emergency")}});
    client.callTool(QStringLiteral("log-something"));
    QCOMPARE(client.takeAll(isLog).size(), 1);

    QCOMPARE(
        errorCode(client.call(QStringLiteral("logging/setLevel"), {{QStringLiteral("level"), QStringLiteral("loud")}})),
        -32602);
}

void TestDemoServer::longRunningProgress()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonValue id = client.request(
        QStringLiteral("tools/call"),
        {{QStringLiteral("name"), QStringLiteral("long-running")},
         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("duration"), 0.5}, {QStringLiteral("steps"), 5}}},
         {QStringLiteral("_meta"), QJsonObject{{QStringLiteral("progressToken"), QStringLiteral("tok-1")}}}});
    const QJsonObject response = client.waitForResponse(id);
    QVERIFY2(toolText(response).contains(u"finished"), qPrintable(toolText(response)));
    const QList<QJsonObject> progress = client.takeAll([](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(QStringLiteral("notifications/progress"));
    });
    QCOMPARE(progress.size(), 5);
    for (int i = 0; i < 5; ++i) {
        const QJsonObject params = progress.at(i).value(u"params").toObject();
        QCOMPARE(params.value(u"progressToken").toString(), QStringLiteral("tok-1"));
        QCOMPARE(params.value(u"progress").toInt(), i + 1);
        QCOMPARE(params.value(u"total").toInt(), 5);
        QVERIFY(!params.value(u"message").toString().isEmpty());
    }

    // Without a progress token there is no progress.
    const QJsonObject quiet = client.callTool(QStringLiteral("long-running"),
                                              {{QStringLiteral("duration"), 0.2}, {QStringLiteral("steps"), 2}});
    QVERIFY(toolText(quiet).contains(u"finished"));
    QCOMPARE(client.takeAll([](const QJsonObject &m) { return m.contains(u"method"); }).size(), 0);
}

void TestDemoServer::longRunningCancel()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonValue id = client.request(
        QStringLiteral("tools/call"),
        {{QStringLiteral("name"), QStringLiteral("long-running")},
         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("duration"), 3}, {QStringLiteral("steps"), 3}}},
         {QStringLiteral("_meta"), QJsonObject{{QStringLiteral("progressToken"), 77}}}});
    const QJsonObject first = client.waitForMethod(QStringLiteral("notifications/progress"));
    QCOMPARE(first.value(u"params").toObject().value(u"progressToken").toInt(), 77);
    client.notify(QStringLiteral("notifications/cancelled"),
                  {{QStringLiteral("requestId"), id}, {QStringLiteral("reason"), QStringLiteral("test")}});
    QVERIFY(client.call(QStringLiteral("ping")).value(u"result").isObject());
    const auto isProgress = [](const QJsonObject &m) {
        return m.value(u"method") == QJsonValue(QStringLiteral("notifications/progress"));
    };
    client.takeAll(isProgress); // sent before the server read the cancellation
    // Nothing more for the cancelled call: neither progress nor a response, for longer than it would have run.
    QVERIFY(client.waitForMessage([&](const QJsonObject &m) { return isProgress(m) || m.value(u"id") == id; }, 2500)
                .isEmpty());
    QVERIFY(client.call(QStringLiteral("ping")).value(u"result").isObject());
}

void TestDemoServer::slowCountTask()
{
    // slow_count: a plain call counts with progress; as a task (2025-11-25) it is answered with
    // the task at once and followed with tasks/get, tasks/result and tasks/list; a tool that does
    // not run as a task refuses params.task; a task that has ended cannot be cancelled.
    DemoClient &client = startServer();
    const QJsonObject init = client.initialize();
    QVERIFY(init.value(u"capabilities").toObject().value(u"tasks").toObject().contains(u"requests"));
    const QJsonObject plain
        = client.callTool(QStringLiteral("slow_count"), {{QStringLiteral("to"), 2}, {QStringLiteral("stepMs"), 50}});
    QCOMPARE(toolText(plain), QStringLiteral("counted to 2"));
    QVERIFY(isToolError(client.callTool(QStringLiteral("slow_count"), {{QStringLiteral("confirm"), true}})));
    const QJsonObject refused
        = client.call(QStringLiteral("tools/call"),
                      {{QStringLiteral("name"), QStringLiteral("echo")},
                       {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("x")}}},
                       {QStringLiteral("task"), QJsonObject()}});
    QCOMPARE(refused.value(u"error").toObject().value(u"code").toInt(), -32601);

    const QJsonObject created = client.call(
        QStringLiteral("tools/call"),
        {{QStringLiteral("name"), QStringLiteral("slow_count")},
         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("to"), 2}, {QStringLiteral("stepMs"), 50}}},
         {QStringLiteral("task"), QJsonObject{{QStringLiteral("ttl"), 30000}}}});
    const QJsonObject task = created.value(u"result").toObject().value(u"task").toObject();
    const QString taskId = task.value(u"taskId").toString();
    QVERIFY2(!taskId.isEmpty(), QJsonDocument(created).toJson().constData());
    QCOMPARE(task.value(u"status").toString(), QStringLiteral("working"));
    QCOMPARE(task.value(u"ttl").toInt(), 30000);
    QCOMPARE(task.value(u"pollInterval").toInt(), 250);
    const QJsonObject result = client.call(QStringLiteral("tasks/result"), {{QStringLiteral("taskId"), taskId}});
    QCOMPARE(toolText(result), QStringLiteral("counted to 2"));
    QCOMPARE(result.value(u"result")
                 .toObject()
                 .value(u"_meta")
                 .toObject()
                 .value(u"io.modelcontextprotocol/related-task")
                 .toObject()
                 .value(u"taskId")
                 .toString(),
             taskId);
    const QJsonObject got = client.call(QStringLiteral("tasks/get"), {{QStringLiteral("taskId"), taskId}});
    QCOMPARE(got.value(u"result").toObject().value(u"status").toString(), QStringLiteral("completed"));
    const QJsonObject listed = client.call(QStringLiteral("tasks/list"));
    QCOMPARE(listed.value(u"result").toObject().value(u"tasks").toArray().size(), 1);
    const QJsonObject late = client.call(QStringLiteral("tasks/cancel"), {{QStringLiteral("taskId"), taskId}});
    QCOMPARE(late.value(u"error").toObject().value(u"code").toInt(), -32602);
    const QJsonObject unknown
        = client.call(QStringLiteral("tasks/get"), {{QStringLiteral("taskId"), QStringLiteral("no-such-task")}});
    QCOMPARE(unknown.value(u"error").toObject().value(u"code").toInt(), -32602);
}

void TestDemoServer::sampling()
{
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id = client.request(
        QStringLiteral("tools/call"),
        {{QStringLiteral("name"), QStringLiteral("ask-sampling")},
         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("prompt"), QStringLiteral("Say hi")}}}});
    const QJsonObject request = client.waitForMethod(QStringLiteral("sampling/createMessage"));
    QVERIFY(request.value(u"id").isString());
    const QJsonObject params = request.value(u"params").toObject();
    QCOMPARE(
        params.value(u"messages").toArray().at(0).toObject().value(u"content").toObject().value(u"text").toString(),
        QStringLiteral("Say hi"));
    QCOMPARE(params.value(u"maxTokens").toInt(), 100);
    // The server keeps serving while it waits for the client.
    QVERIFY(client.call(QStringLiteral("ping")).value(u"result").isObject());
    client.respond(request.value(u"id"),
                   {{QStringLiteral("role"), QStringLiteral("assistant")},
                    {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                            {QStringLiteral("text"), QStringLiteral("Hi there")}}},
                    {QStringLiteral("model"), QStringLiteral("test-model")},
                    {QStringLiteral("stopReason"), QStringLiteral("endTurn")}});
    const QJsonObject response = client.waitForResponse(id);
    QVERIFY(!isToolError(response));
    QVERIFY(toolText(response).contains(u"Hi there"));
    QVERIFY(toolText(response).contains(u"test-model"));
}

void TestDemoServer::samplingError()
{
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id = client.request(
        QStringLiteral("tools/call"),
        {{QStringLiteral("name"), QStringLiteral("ask-sampling")},
         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("prompt"), QStringLiteral("Say hi")}}}});
    const QJsonObject request = client.waitForMethod(QStringLiteral("sampling/createMessage"));
    client.respondError(request.value(u"id"), -1, QStringLiteral("User rejected sampling request"));
    const QJsonObject response = client.waitForResponse(id);
    QVERIFY(isToolError(response));
    QVERIFY(toolText(response).contains(u"User rejected sampling request"));
}

void TestDemoServer::capabilitiesRequired()
{
    DemoClient &client = startServer();
    client.initialize(); // no roots, sampling or elicitation
    for (const QString &tool :
         {QStringLiteral("ask-sampling"), QStringLiteral("ask-elicitation"), QStringLiteral("list-roots")}) {
        const QJsonObject response = client.callTool(tool, {{QStringLiteral("prompt"), QStringLiteral("x")}});
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
    QTest::newRow("accept") << QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                                           {QStringLiteral("content"),
                                            QJsonObject{{QStringLiteral("name"), QStringLiteral("Ada")},
                                                        {QStringLiteral("age"), 36},
                                                        {QStringLiteral("subscribe"), true},
                                                        {QStringLiteral("color"), QStringLiteral("blue")}}}}
                            << false << QStringLiteral("Ada");
    QTest::newRow("decline") << QJsonObject{{QStringLiteral("action"), QStringLiteral("decline")}} << false
                             << QStringLiteral("declined");
    QTest::newRow("cancel") << QJsonObject{{QStringLiteral("action"), QStringLiteral("cancel")}} << false
                            << QStringLiteral("cancel");
    QTest::newRow("content breaks schema")
        << QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                       {QStringLiteral("content"), QJsonObject{{QStringLiteral("age"), 36}}}}
        << true << QStringLiteral("'name'");
    QTest::newRow("error") << QJsonObject() << true << QStringLiteral("no form here");
}

void TestDemoServer::elicitation()
{
    QFETCH(QJsonObject, answer);
    QFETCH(bool, isError);
    QFETCH(QString, mentions);
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id
        = client.request(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("ask-elicitation")}});
    const QJsonObject request = client.waitForMethod(QStringLiteral("elicitation/create"));
    const QJsonObject params = request.value(u"params").toObject();
    QCOMPARE(params.value(u"mode").toString(), QStringLiteral("form"));
    QVERIFY(!params.value(u"message").toString().isEmpty());
    const QJsonObject schema = params.value(u"requestedSchema").toObject();
    QCOMPARE(schema.value(u"type").toString(), QStringLiteral("object"));
    QCOMPARE(schema.value(u"required").toArray(), (QJsonArray{QStringLiteral("name")}));
    const QJsonObject properties = schema.value(u"properties").toObject();
    QCOMPARE(properties.value(u"name").toObject().value(u"type").toString(), QStringLiteral("string"));
    QCOMPARE(properties.value(u"age").toObject().value(u"type").toString(), QStringLiteral("integer"));
    QCOMPARE(properties.value(u"subscribe").toObject().value(u"type").toString(), QStringLiteral("boolean"));
    QVERIFY(properties.value(u"color").toObject().value(u"enum").isArray());

    if (answer.isEmpty())
        client.respondError(request.value(u"id"), -32601, QStringLiteral("no form here"));
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
    const QJsonValue id
        = client.request(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("list-roots")}});
    const QJsonObject request = client.waitForMethod(QStringLiteral("roots/list"));
    client.respond(request.value(u"id"),
                   {{QStringLiteral("roots"),
                     QJsonArray{QJsonObject{{QStringLiteral("uri"), QStringLiteral("file:///srv/project")},
                                            {QStringLiteral("name"), QStringLiteral("project")}}}}});
    const QJsonObject response = client.waitForResponse(id);
    QVERIFY(!isToolError(response));
    QVERIFY(toolText(response).contains(u"file:///srv/project"));
    QVERIFY(toolText(response).contains(u"project"));
    client.notify(QStringLiteral("notifications/roots/list_changed")); // accepted silently
    QVERIFY(client.call(QStringLiteral("ping")).value(u"result").isObject());
}

void TestDemoServer::cancelWhileWaitingOnClient()
{
    DemoClient &client = startServer();
    client.initialize(fullCapabilities());
    const QJsonValue id = client.request(
        QStringLiteral("tools/call"),
        {{QStringLiteral("name"), QStringLiteral("ask-sampling")},
         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("prompt"), QStringLiteral("slow")}}}});
    const QJsonObject request = client.waitForMethod(QStringLiteral("sampling/createMessage"));
    client.notify(QStringLiteral("notifications/cancelled"), {{QStringLiteral("requestId"), id}});
    // The server passes the cancellation on to its own request.
    const QJsonObject cancelled = client.waitForMethod(QStringLiteral("notifications/cancelled"));
    QCOMPARE(cancelled.value(u"params").toObject().value(u"requestId"), request.value(u"id"));
    // A late answer is ignored, and the cancelled call gets no response.
    client.respond(request.value(u"id"),
                   {{QStringLiteral("role"), QStringLiteral("assistant")},
                    {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                            {QStringLiteral("text"), QStringLiteral("late")}}},
                    {QStringLiteral("model"), QStringLiteral("m")}});
    QVERIFY(client.call(QStringLiteral("ping")).value(u"result").isObject());
    QVERIFY(client.waitForResponse(id, 300).isEmpty());
}

void TestDemoServer::toggleTools()
{
    DemoClient &client = startServer();
    client.initialize();
    const auto toolNames = [&] {
        QStringList names;
        const QJsonArray tools = resultOf(client.call(QStringLiteral("tools/list"))).value(u"tools").toArray();
        for (const QJsonValue &t : tools)
            names.append(t.toObject().value(u"name").toString());
        return names;
    };
    QVERIFY(!toolNames().contains(QStringLiteral("extra-tool")));
    QVERIFY(!isToolError(client.callTool(QStringLiteral("toggle-tools"))));
    QVERIFY(!client.waitForMethod(QStringLiteral("notifications/tools/list_changed")).isEmpty());
    QVERIFY(toolNames().contains(QStringLiteral("extra-tool")));
    QVERIFY(toolText(client.callTool(QStringLiteral("extra-tool"))).contains(u"extra tool"));
    client.callTool(QStringLiteral("toggle-tools"));
    QVERIFY(!client.waitForMethod(QStringLiteral("notifications/tools/list_changed")).isEmpty());
    QVERIFY(!toolNames().contains(QStringLiteral("extra-tool")));
    QCOMPARE(errorCode(client.callTool(QStringLiteral("extra-tool"))), -32602);
}

void TestDemoServer::addNote()
{
    DemoClient &client = startServer();
    client.initialize();
    const QJsonObject response
        = client.callTool(QStringLiteral("add-note"), {{QStringLiteral("title"), QStringLiteral("Shopping")},
                                                       {QStringLiteral("text"), QStringLiteral("- milk")}});
    QVERIFY(!client.waitForMethod(QStringLiteral("notifications/resources/list_changed")).isEmpty());
    QJsonObject link;
    const QJsonArray content = resultOf(response).value(u"content").toArray();
    for (const QJsonValue &block : content) {
        if (block.toObject().value(u"type") == QJsonValue(QStringLiteral("resource_link")))
            link = block.toObject();
    }
    const QString uri = link.value(u"uri").toString();
    QVERIFY(uri.startsWith(u"demo://notes/"));
    const QJsonObject read = resultOf(client.call(QStringLiteral("resources/read"), {{QStringLiteral("uri"), uri}}));
    QVERIFY(read.value(u"contents").toArray().at(0).toObject().value(u"text").toString().contains(u"- milk"));
    const QJsonObject lastPage = resultOf(client.call(
        QStringLiteral("resources/list"),
        {{QStringLiteral("cursor"),
          resultOf(client.call(QStringLiteral("resources/list"),
                               {{QStringLiteral("cursor"),
                                 resultOf(client.call(QStringLiteral("resources/list"))).value(u"nextCursor")}}))
              .value(u"nextCursor")}}));
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
    const QJsonValue id = client.request(QStringLiteral("ping"));
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
    QVERIFY(client.waitForResponse(QStringLiteral("crlf")).value(u"result").isObject());

    // A message split across writes is answered only once it is complete.
    client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":\"split\",");
    QVERIFY(client.waitForMessage(any, 300).isEmpty());
    client.sendRaw("\"method\":\"ping\"}\n");
    QVERIFY(client.waitForResponse(QStringLiteral("split")).value(u"result").isObject());

    // Two messages in one write.
    client.sendRaw(
        "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"ping\"}\n{\"jsonrpc\":\"2.0\",\"id\":\"b\",\"method\":\"ping\"}\n");
    QVERIFY(client.waitForResponse(QStringLiteral("a")).value(u"result").isObject());
    QVERIFY(client.waitForResponse(QStringLiteral("b")).value(u"result").isObject());

    // A very long line (8 MB) comes back whole.
    const QString big(8 * 1024 * 1024, u'x');
    const QJsonObject response = client.callTool(QStringLiteral("echo"), {{QStringLiteral("message"), big}}, 30000);
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
    client.call(QStringLiteral("resources/subscribe"), {{QStringLiteral("uri"), QStringLiteral("demo://clock")}});
    client.request(
        QStringLiteral("tools/call"),
        {{QStringLiteral("name"), QStringLiteral("long-running")},
         {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("duration"), 60}, {QStringLiteral("steps"), 60}}}});
    client.request(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("list-roots")}});
    QVERIFY(!client.waitForMethod(QStringLiteral("roots/list")).isEmpty());

    QSignalSpy finished(&client.process(), &QProcess::finished);
    client.process().closeWriteChannel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 3000);
    QCOMPARE(client.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(client.process().exitCode(), 0);
    QVERIFY(client.standardError().contains("stdin closed")
            || client.process().readAllStandardError().contains("stdin closed"));
}

QTEST_GUILESS_MAIN(TestDemoServer)
#include "tst_demoserver.moc"
