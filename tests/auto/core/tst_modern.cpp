// SPDX-License-Identifier: MIT
// MCP 2026-07-28 against real servers: the test servers of tests/modern on the official SDK v2
// (@modelcontextprotocol/server 2.4.0, pinned in tests/peers) over Streamable HTTP and stdio,
// and server-everything and the demo server as legacy servers for Auto's fallback. The eras,
// server/discover, the request envelope, the HTTP headers (Mcp-Method, Mcp-Name, Mcp-Param-*),
// multi round-trip requests, and what the validator says of both sides.
#include "mcp/listenstream.h"
#include "mcp/mcpclient.h"
#include "mcp/modernmcp.h"
#include "mcp/serverrequesthandler.h"
#include "resources/resourcecatalog.h"
#include "session/session.h"
#include "session/sessionsummary.h"
#include "tools/toolcontroller.h"
#include "transport/httptransport.h"
#include "transport/stdiotransport.h"
#include "validation/diagnostic.h"

#include "testpaths.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::test;

namespace {

QString modernScript(const QString &name)
{
    return sourceDir() + QStringLiteral("/tests/modern/") + name;
}

bool modernPeerInstalled()
{
    return !peerScript(QStringLiteral("server"), QStringLiteral("package.json")).isEmpty()
           && !peerScript(QStringLiteral("node"), QStringLiteral("package.json")).isEmpty();
}

/// tests/modern/http-server.mjs, or server-everything, on loopback; killed when done.
struct NodeHttp
{
    QProcess process;
    QUrl url;
    ~NodeHttp()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(3000);
        }
    }
    bool startModern(const QStringList &extra = {})
    {
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(nodeBinary(),
                      QStringList{modernScript(QStringLiteral("http-server.mjs")), QStringLiteral("--port"),
                                  QStringLiteral("0"), QStringLiteral("--peers"), peersDir()}
                          + extra);
        if (!process.waitForStarted(10000)
            || !QTest::qWaitFor([this] { return process.canReadLine() || process.state() == QProcess::NotRunning; },
                                20000))
            return false;
        const QByteArray line = process.readLine().trimmed();
        if (!line.startsWith("LISTENING "))
            return false;
        url = QUrl(QString::fromUtf8(line.mid(10)));
        return url.isValid();
    }
    bool startEverything()
    {
        const QString script = peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        if (script.isEmpty())
            return false;
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, 0))
            return false;
        const quint16 port = probe.serverPort();
        probe.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PORT"), QString::number(port));
        process.setProcessEnvironment(env);
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(nodeBinary(), {script, QStringLiteral("streamableHttp")});
        if (!process.waitForStarted(10000))
            return false;
        url = QUrl(QStringLiteral("http://127.0.0.1:%1/mcp").arg(port));
        return QTest::qWaitFor(
            [port] {
                QTcpSocket socket;
                socket.connectToHost(QHostAddress::LocalHost, port);
                return socket.waitForConnected(200);
            },
            20000);
    }
};

/// Answers elicitations with the next of its names (accept), or declines when none is left.
class Answers : public ServerRequestHandler
{
public:
    QStringList names;
    bool acceptEmpty = false; ///< accept with an empty answer (the server asks again)
    QList<Message> asked;
    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override
    {
        asked << request;
        if (request.method() != QLatin1String("elicitation/create")) {
            fail(-32601, QStringLiteral("not here"));
            return;
        }
        if (acceptEmpty) {
            succeed(QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                                {QStringLiteral("content"), QJsonObject()}});
            return;
        }
        if (names.isEmpty()) {
            succeed(QJsonObject{{QStringLiteral("action"), QStringLiteral("decline")}});
            return;
        }
        // The form's one field, whatever its name (name, first, last).
        const QJsonObject properties = request.params()
                                           .value(QStringLiteral("requestedSchema"))
                                           .toObject()
                                           .value(QStringLiteral("properties"))
                                           .toObject();
        const QString field = properties.keys().value(0);
        succeed(QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                            {QStringLiteral("content"), QJsonObject{{field, names.takeFirst()}}}});
    }
};

struct Client
{
    Session session;
    Transport *transport;
    McpClient client;
    Answers answers;

    explicit Client(Transport *t, ProtocolEra era)
        : transport(t)
        , client(t, &session)
    {
        transport->setParent(&client);
        client.setProtocolEra(era);
        client.setServerRequestHandler(&answers);
    }
    ~Client()
    {
        if (transport->state() == Transport::State::Running) {
            QSignalSpy exited(transport, &Transport::exited);
            client.disconnectFromServer();
            exited.wait(5000);
        }
    }
    static Transport *http(const QUrl &url)
    {
        HttpServerConfig c;
        c.url = url;
        return new HttpTransport(c);
    }
    static Transport *stdio(const QString &program, const QStringList &arguments)
    {
        StdioServerConfig c;
        c.program = program;
        c.arguments = arguments;
        c.closeStdinWaitMs = 1000;
        c.terminateWaitMs = 1000;
        return new StdioTransport(c);
    }
    McpClient::State connectAndWait(int ms = 20000)
    {
        client.connectToServer();
        (void)QTest::qWaitFor(
            [this] { return client.state() == McpClient::State::Ready || client.state() == McpClient::State::Failed; },
            ms);
        return client.state();
    }
    Reply call(const QString &method, const QJsonObject &params = {})
    {
        Reply result;
        bool done = false;
        client.request(method, params, nullptr, [&](const Reply &r) {
            result = r;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 30000))
            qWarning("no reply to %s", qPrintable(method));
        return result;
    }
    Reply tool(const QString &name, const QJsonObject &arguments = {})
    {
        return call(QStringLiteral("tools/call"),
                    {{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}});
    }
    static QString text(const Reply &reply)
    {
        return reply.result.object()
            .value(QStringLiteral("content"))
            .toArray()
            .at(0)
            .toObject()
            .value(QStringLiteral("text"))
            .toString();
    }
    QList<Message> sent(const QString &method) const
    {
        QList<Message> out;
        for (const SessionEvent &e : session.events()) {
            if (e.type == SessionEvent::Type::Sent && e.message.method() == method)
                out << e.message;
        }
        return out;
    }
    /// The request headers of the POSTs that carried @p method.
    QList<HttpHeaders> postHeaders(const QString &method) const
    {
        QList<HttpHeaders> out;
        for (const SessionEvent &e : session.events()) {
            if (e.type == SessionEvent::Type::Http && e.http && e.http->method == "POST"
                && HttpExchange::header(e.http->requestHeaders, "Mcp-Method") == method.toUtf8()
                && e.http->phase != HttpExchange::Phase::Response)
                out << e.http->requestHeaders;
        }
        return out;
    }
    /// Diagnostics of the given severity on messages of one direction.
    QStringList findings(Direction direction, Severity atLeast = Severity::Warning) const
    {
        QStringList out;
        for (const Diagnostic &d : session.diagnostics()) {
            if (d.messageIndex < 0 || d.messageIndex >= session.events().size() || d.severity < atLeast)
                continue;
            const SessionEvent &e = session.eventAt(d.messageIndex);
            const bool ours = e.type == SessionEvent::Type::Sent;
            if ((direction == Direction::ClientToServer) == ours
                && (e.type == SessionEvent::Type::Sent || e.type == SessionEvent::Type::Received))
                out << d.code + QStringLiteral(": ") + d.message;
        }
        return out;
    }
};

} // namespace

class TestModern : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!nodeBinary().isEmpty(), "node is not on PATH");
        QVERIFY2(modernPeerInstalled(), peerMissingMessage(QStringLiteral("server")).constData());
    }

    // --- pure rules ----------------------------------------------------------------------

    void headerValues_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("encoded");
        // The examples of the specification's Value Encoding table.
        QTest::newRow("plain") << QStringLiteral("us-west1") << QByteArray("us-west1");
        QTest::newRow("non-ASCII") << QStringLiteral("Hello, 世界") << QByteArray("=?base64?SGVsbG8sIOS4lueVjA==?=");
        QTest::newRow("padded") << QStringLiteral(" padded ") << QByteArray("=?base64?IHBhZGRlZCA=?=");
        QTest::newRow("newline") << QStringLiteral("line1\nline2") << QByteArray("=?base64?bGluZTEKbGluZTI=?=");
        QTest::newRow("sentinel") << QStringLiteral("=?base64?literal?=")
                                  << QByteArray("=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=");
        QTest::newRow("NUL") << QString(QChar(0)) << QByteArray("=?base64?AA==?=");
    }
    void headerValues()
    {
        QFETCH(QString, value);
        QFETCH(QByteArray, encoded);
        QCOMPARE(ModernMcp::encodeHeaderValue(value), encoded);
        bool wasEncoded = false;
        QCOMPARE(ModernMcp::decodeHeaderValue(encoded, &wasEncoded), value);
        QCOMPARE(wasEncoded, encoded != value.toLatin1() || encoded.startsWith("=?base64?"));
    }

    void paramHeaderRules_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("headers");
        QTest::newRow("none") << QByteArray(R"({"type":"object","properties":{"a":{"type":"string"}}})") << true
                              << QString();
        QTest::newRow("one") << QByteArray(
            R"({"type":"object","properties":{"region":{"type":"string","x-mcp-header":"Region"}}})")
                             << true << QStringLiteral("region=Region");
        QTest::newRow("nested") << QByteArray(
            R"({"type":"object","properties":{"o":{"type":"object","properties":{"n":{"type":"integer","x-mcp-header":"N"}}}}})")
                                << true << QStringLiteral("o.n=N");
        QTest::newRow("empty name") << QByteArray(R"({"properties":{"a":{"type":"string","x-mcp-header":""}}})")
                                    << false << QString();
        QTest::newRow("not a token") << QByteArray(R"({"properties":{"a":{"type":"string","x-mcp-header":"A B"}}})")
                                     << false << QString();
        QTest::newRow("CR LF") << QByteArray(
            R"({"properties":{"a":{"type":"string","x-mcp-header":"A\r\nX-Evil: 1"}}})")
                               << false << QString();
        QTest::newRow("number type") << QByteArray(R"({"properties":{"a":{"type":"number","x-mcp-header":"A"}}})")
                                     << false << QString();
        QTest::newRow("twice") << QByteArray(
            R"({"properties":{"a":{"type":"string","x-mcp-header":"X"},"b":{"type":"string","x-mcp-header":"x"}}})")
                               << false << QString();
        QTest::newRow("in items") << QByteArray(
            R"({"properties":{"a":{"type":"array","items":{"type":"string","x-mcp-header":"A"}}}})")
                                  << false << QString();
        QTest::newRow("in anyOf") << QByteArray(
            R"({"anyOf":[{"properties":{"a":{"type":"string","x-mcp-header":"A"}}}]})")
                                  << false << QString();
    }
    void paramHeaderRules()
    {
        QFETCH(QByteArray, schema);
        QFETCH(bool, valid);
        QFETCH(QString, headers);
        QList<ModernMcp::ParamHeader> found;
        QString why;
        QCOMPARE(ModernMcp::paramHeaders(QJsonDocument::fromJson(schema).object(), &found, &why), valid);
        QCOMPARE(why.isEmpty(), valid);
        QStringList names;
        for (const auto &h : found)
            names << h.path.join(QLatin1Char('.')) + QLatin1Char('=') + h.name;
        QCOMPARE(names.join(QLatin1Char(',')), headers);
    }

    void eraNames()
    {
        ProtocolEra era = ProtocolEra::Legacy;
        QVERIFY(ModernMcp::eraFromName(QStringLiteral("Modern"), &era));
        QCOMPARE(era, ProtocolEra::Modern);
        QVERIFY(ModernMcp::eraFromName(QStringLiteral("auto"), &era));
        QCOMPARE(era, ProtocolEra::Auto);
        QVERIFY(!ModernMcp::eraFromName(QStringLiteral("2026"), &era));
        QCOMPARE(ModernMcp::eraName(ProtocolEra::Legacy), QStringLiteral("legacy"));
    }

    // --- over Streamable HTTP ------------------------------------------------------------

    void modernOverHttp()
    {
        NodeHttp server;
        QVERIFY2(server.startModern({QStringLiteral("--modern-only")}), "tests/modern/http-server.mjs did not start");
        Client c(Client::http(server.url), ProtocolEra::Modern);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QVERIFY(c.client.isModern());
        QCOMPARE(c.client.protocolVersion(), QStringLiteral("2026-07-28"));
        QCOMPARE(c.client.serverInfo().value(QStringLiteral("name")).toString(),
                 QStringLiteral("mcpscope-modern-test"));
        QVERIFY(c.client.serverCapabilities().contains(QStringLiteral("tools")));
        QCOMPARE(c.client.supportedVersions(), QStringList{QStringLiteral("2026-07-28")});
        QVERIFY(!c.client.instructions().isEmpty());
        QVERIFY(c.sent(QStringLiteral("initialize")).isEmpty());
        // What the recorded session says of itself (files, check, compare, export): the
        // discovery is its handshake.
        const SessionSummary summary = SessionSummary::of(c.session);
        QCOMPARE(summary.era, QStringLiteral("modern"));
        QVERIFY(summary.hasServer());
        QCOMPARE(summary.protocolVersion, QStringLiteral("2026-07-28"));
        QCOMPARE(summary.supportedVersions, QStringList{QStringLiteral("2026-07-28")});
        QCOMPARE(summary.serverInfo.value(QStringLiteral("name")).toString(), QStringLiteral("mcpscope-modern-test"));
        QCOMPARE(summary.clientInfo.value(QStringLiteral("name")).toString(), QStringLiteral("mcpscope"));
        QVERIFY(summary.serverCapabilities.contains(QStringLiteral("tools")));

        Reply list;
        bool listed = false;
        c.client.requestAll(QStringLiteral("tools/list"), QStringLiteral("tools"), {}, nullptr, [&](const Reply &r) {
            list = r;
            listed = true;
        });
        QVERIFY(QTest::qWaitFor([&] { return listed; }, 20000));
        QVERIFY2(list.ok(), qPrintable(list.errorMessage));
        QVERIFY(list.result.text().contains("region_echo"));

        const Reply sum = c.tool(QStringLiteral("add"), {{QStringLiteral("a"), 2}, {QStringLiteral("b"), 40}});
        QVERIFY2(sum.ok(), qPrintable(sum.errorMessage));
        QCOMPARE(Client::text(sum), QStringLiteral("42"));

        // Every request carries the envelope...
        const Message call = c.sent(QStringLiteral("tools/call")).value(0);
        const QJsonObject meta = call.params().value(QStringLiteral("_meta")).toObject();
        QCOMPARE(meta.value(ModernMcp::ProtocolVersionKey).toString(), QStringLiteral("2026-07-28"));
        QVERIFY(meta.value(ModernMcp::ClientCapabilitiesKey).toObject().contains(QStringLiteral("elicitation")));
        QCOMPARE(meta.value(ModernMcp::ClientInfoKey).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("mcpscope"));
        // ... and the headers that mirror it; no session id.
        const HttpHeaders headers = c.postHeaders(QStringLiteral("tools/call")).value(0);
        QCOMPARE(HttpExchange::header(headers, "MCP-Protocol-Version"), QByteArray("2026-07-28"));
        QCOMPARE(HttpExchange::header(headers, "Mcp-Name"), QByteArray("add"));
        QVERIFY(HttpExchange::header(headers, "Mcp-Session-Id").isEmpty());

        // x-mcp-header: the SDK answers -32020 when Mcp-Param-Region is missing or differs;
        // a value that is not plain ASCII goes base64-encoded.
        const Reply region
            = c.tool(QStringLiteral("region_echo"), {{QStringLiteral("region"), QStringLiteral("Zürich")}});
        QVERIFY2(region.ok(), qPrintable(region.errorMessage));
        QCOMPARE(Client::text(region), QStringLiteral("region=Zürich"));
        const HttpHeaders regionHeaders = c.postHeaders(QStringLiteral("tools/call")).constLast();
        QCOMPARE(HttpExchange::header(regionHeaders, "Mcp-Param-Region"), QByteArray("=?base64?WsO8cmljaA==?="));
        // The HTTP tab shows it decoded.
        bool decodedShown = false;
        for (const SessionEvent &e : c.session.events())
            decodedShown = decodedShown || (e.http && e.http->text().contains(QStringLiteral("(decoded: Zürich)")));
        QVERIFY(decodedShown);

        // What the era removed is not sent.
        const Reply ping = c.call(QStringLiteral("ping"));
        QCOMPARE(ping.status, Reply::Status::Error);
        QVERIFY(ping.errorMessage.contains(QStringLiteral("removed ping")));
        QVERIFY(c.sent(QStringLiteral("ping")).isEmpty());

        QVERIFY2(c.findings(Direction::ClientToServer).isEmpty(),
                 qPrintable(c.findings(Direction::ClientToServer).join(QLatin1Char('\n'))));
        QVERIFY2(c.findings(Direction::ServerToClient, Severity::Error).isEmpty(),
                 qPrintable(c.findings(Direction::ServerToClient, Severity::Error).join(QLatin1Char('\n'))));
    }

    void multiRoundTripOverHttp()
    {
        NodeHttp server;
        QVERIFY2(server.startModern(), "tests/modern/http-server.mjs did not start");
        Client c(Client::http(server.url), ProtocolEra::Modern);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);

        c.answers.names = {QStringLiteral("Ada")};
        const Reply hello = c.tool(QStringLiteral("ask_name"));
        QVERIFY2(hello.ok(), qPrintable(hello.errorMessage));
        QCOMPARE(Client::text(hello), QStringLiteral("Hello, Ada!"));
        QCOMPARE(hello.rounds, 2);
        QCOMPARE(c.answers.asked.size(), 1);
        // The retry: a new id, the answers, the server's requestState echoed unchanged.
        const QList<Message> calls = c.sent(QStringLiteral("tools/call"));
        QCOMPARE(calls.size(), 2);
        QVERIFY(calls.at(0).id() != calls.at(1).id());
        const QJsonObject retry = calls.at(1).params();
        QCOMPARE(retry.value(QStringLiteral("inputResponses"))
                     .toObject()
                     .value(QStringLiteral("name"))
                     .toObject()
                     .value(QStringLiteral("content"))
                     .toObject()
                     .value(QStringLiteral("name"))
                     .toString(),
                 QStringLiteral("Ada"));
        QVERIFY(!retry.value(QStringLiteral("requestState")).toString().isEmpty());

        c.answers.names = {QStringLiteral("Ada"), QStringLiteral("Lovelace")};
        const Reply twice = c.tool(QStringLiteral("ask_twice"));
        QVERIFY2(twice.ok(), qPrintable(twice.errorMessage));
        QCOMPARE(Client::text(twice), QStringLiteral("Hello, Ada Lovelace!"));
        QCOMPARE(twice.rounds, 3);

        // Declined: the server says so in its result.
        c.answers.names.clear();
        const Reply declined = c.tool(QStringLiteral("ask_name"));
        QVERIFY2(declined.ok(), qPrintable(declined.errorMessage));
        QVERIFY(Client::text(declined).contains(QStringLiteral("declined")));

        // Nobody to ask: a plain error, at once.
        c.client.setServerRequestHandler(nullptr);
        const Reply alone = c.tool(QStringLiteral("ask_name"));
        QCOMPARE(alone.status, Reply::Status::Error);
        QVERIFY(alone.errorMessage.contains(QStringLiteral("nobody to ask")));

        QVERIFY2(c.findings(Direction::ClientToServer).isEmpty(),
                 qPrintable(c.findings(Direction::ClientToServer).join(QLatin1Char('\n'))));
    }

    void autoPicksModernOverHttp()
    {
        NodeHttp server;
        QVERIFY2(server.startModern(), "tests/modern/http-server.mjs did not start");
        Client c(Client::http(server.url), ProtocolEra::Auto);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QVERIFY(c.client.isModern());
        QVERIFY(c.sent(QStringLiteral("initialize")).isEmpty());
    }

    void autoFallsBackOverHttp()
    {
        NodeHttp server;
        QVERIFY2(server.startEverything(), peerMissingMessage(QStringLiteral("server-everything")).constData());
        Client c(Client::http(server.url), ProtocolEra::Auto);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QVERIFY(!c.client.isModern());
        QCOMPARE(c.client.protocolVersion(), QStringLiteral("2025-11-25"));
        QCOMPARE(c.sent(QStringLiteral("server/discover")).size(), 1);
        QCOMPARE(c.sent(QStringLiteral("initialize")).size(), 1);
        const Reply list = c.call(QStringLiteral("tools/list"));
        QVERIFY2(list.ok(), qPrintable(list.errorMessage));
        // The legacy requests after the fallback carry no envelope, and no modern headers.
        QVERIFY(!c.sent(QStringLiteral("tools/list")).value(0).params().contains(QStringLiteral("_meta")));
        QVERIFY2(c.findings(Direction::ClientToServer).isEmpty(),
                 qPrintable(c.findings(Direction::ClientToServer).join(QLatin1Char('\n'))));
    }

    void modernAgainstLegacyFailsLoudly()
    {
        NodeHttp server;
        QVERIFY2(server.startEverything(), peerMissingMessage(QStringLiteral("server-everything")).constData());
        Client c(Client::http(server.url), ProtocolEra::Modern);
        QCOMPARE(c.connectAndWait(), McpClient::State::Failed);
        QCOMPARE(c.client.failure(), McpClient::Failure::EraMismatch);
        QVERIFY2(c.client.failureReason().contains(QStringLiteral("Legacy")), qPrintable(c.client.failureReason()));
        QVERIFY(c.sent(QStringLiteral("initialize")).isEmpty());
    }

    void legacyOnlyAgainstModernOnly()
    {
        // A legacy client and a server of 2026-07-28 alone: initialize is refused with -32022.
        NodeHttp server;
        QVERIFY2(server.startModern({QStringLiteral("--modern-only")}), "tests/modern/http-server.mjs did not start");
        Client c(Client::http(server.url), ProtocolEra::Legacy);
        QCOMPARE(c.connectAndWait(), McpClient::State::Failed);
        QVERIFY(c.sent(QStringLiteral("server/discover")).isEmpty());
    }

    // --- over stdio ----------------------------------------------------------------------

    // --- the change stream (subscriptions/listen) ------------------------------------------
    void listenStream_data()
    {
        QTest::addColumn<bool>("overHttp");
        QTest::newRow("http") << true;
        QTest::newRow("stdio") << false;
    }
    void listenStream()
    {
        QFETCH(bool, overHttp);
        NodeHttp server;
        Transport *transport = nullptr;
        if (overHttp) {
            QVERIFY2(server.startModern({QStringLiteral("--modern-only")}),
                     "tests/modern/http-server.mjs did not start");
            transport = Client::http(server.url);
        } else {
            transport = Client::stdio(nodeBinary(), {modernScript(QStringLiteral("stdio-server.mjs")),
                                                     QStringLiteral("--peers"), peersDir()});
        }
        Client c(transport, ProtocolEra::Modern);
        ListenStream stream;
        stream.setReopenDelayMs(100);
        stream.setClient(&c.client);
        ResourceCatalog catalog;
        catalog.setClient(&c.client);
        catalog.setListenStream(&stream);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);

        // Opened at once for the list changes the server announces, acknowledged under the id
        // of its request.
        QTRY_COMPARE_WITH_TIMEOUT(stream.state(), ListenStream::State::Listening, 20000);
        const QList<Message> listens = c.sent(QStringLiteral("subscriptions/listen"));
        QCOMPARE(listens.size(), 1);
        QCOMPARE(IdKey::integer(stream.subscriptionId()), listens.first().idKey());
        QVERIFY2(stream.stateText().contains(QString::number(stream.subscriptionId())), qPrintable(stream.stateText()));
        QVERIFY(stream.acknowledgedResources().isEmpty());

        // Subscribing in the Resources tab opens a stream with the resource; the old one is
        // cancelled once the new one is acknowledged, and the resource's changes arrive.
        QVERIFY(catalog.canSubscribe());
        QSignalSpy subscribed(&catalog, &ResourceCatalog::subscriptionChanged);
        QSignalSpy updated(&catalog, &ResourceCatalog::resourceUpdated);
        const qint64 first = stream.subscriptionId();
        catalog.subscribe(QStringLiteral("demo://counter"));
        QTRY_VERIFY_WITH_TIMEOUT(!subscribed.isEmpty(), 20000);
        QCOMPARE(subscribed.first().at(0).toString(), QStringLiteral("demo://counter"));
        QCOMPARE(subscribed.first().at(1).toBool(), true);
        QVERIFY(catalog.isSubscribed(QStringLiteral("demo://counter")));
        QVERIFY(stream.subscriptionId() != first);
        QCOMPARE(stream.acknowledgedResources(), QStringList{QStringLiteral("demo://counter")});
        QVERIFY(c.tool(QStringLiteral("bump")).ok());
        QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty(), 20000);
        QVERIFY(catalog.isUpdated(QStringLiteral("demo://counter")));

        // Unsubscribing: a stream without it.
        catalog.unsubscribe(QStringLiteral("demo://counter"));
        QTRY_VERIFY_WITH_TIMEOUT(!catalog.isSubscribed(QStringLiteral("demo://counter")), 20000);
        QCOMPARE(stream.state(), ListenStream::State::Listening);
        QCOMPARE(c.sent(QStringLiteral("subscriptions/listen")).size(), 3);

        // Every notification of the streams carried its subscription id; mcpscope's own
        // messages passed its validator.
        for (const SessionEvent &e : c.session.events()) {
            if (e.type == SessionEvent::Type::Received && e.message.isNotification()
                && e.message.method() != QLatin1String("notifications/message"))
                QVERIFY2(!e.message.subscriptionId().isNone(), e.message.raw().constData());
        }
        QVERIFY2(c.findings(Direction::ClientToServer).isEmpty(),
                 qPrintable(c.findings(Direction::ClientToServer).join(QLatin1Char('\n'))));

        // The rounds of a tool call that asked for input are one conversation in the session.
        c.answers.names = {QStringLiteral("Ada")};
        const Reply hello = c.tool(QStringLiteral("ask_name"));
        QVERIFY2(hello.ok(), qPrintable(hello.errorMessage));
        const QList<Message> calls = c.sent(QStringLiteral("tools/call"));
        qsizetype last = -1;
        for (const SessionEvent &e : c.session.events()) {
            if (e.type == SessionEvent::Type::Sent && e.message.idKey() == calls.last().idKey())
                last = e.index;
        }
        QCOMPARE(c.session.roundRequests(last).size(), 2);
        QCOMPARE(c.session.roundPlace(last).number, 2);

        // The connection ends: so does the stream, without reopening.
        c.client.disconnectFromServer();
        QTRY_COMPARE(stream.state(), ListenStream::State::Off);
    }

    // --- caching hints (ttlMs, cacheScope) -------------------------------------------------
    void cacheHintsOfLists()
    {
        NodeHttp server;
        QVERIFY2(server.startModern(), "tests/modern/http-server.mjs did not start");
        for (const ProtocolEra era : {ProtocolEra::Modern, ProtocolEra::Legacy}) {
            Client c(Client::http(server.url), era);
            ToolController tools;
            tools.setClient(&c.client);
            QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
            QTRY_COMPARE_WITH_TIMEOUT(tools.availability(), ToolController::Availability::Ready, 20000);
            const CacheHint hint = tools.cacheHint();
            if (era == ProtocolEra::Legacy) {
                // A 2025 connection has no caching hints: nothing is fetched again on its own.
                QVERIFY(!hint.isKnown());
                QVERIFY(!tools.refreshIfStale());
                continue;
            }
            // The SDK's server says ttlMs 0: stale at once, so the list is read again when the
            // window needs it.
            QVERIFY(hint.isKnown());
            QCOMPARE(hint.ttlMs, qint64(0));
            QVERIFY(!hint.scope.isEmpty());
            QVERIFY(hint.isStale(QDateTime::currentMSecsSinceEpoch()));
            QVERIFY2(hint.text(QDateTime::currentMSecsSinceEpoch()).startsWith(QStringLiteral("Stale")),
                     qPrintable(hint.text(QDateTime::currentMSecsSinceEpoch())));
            const qsizetype lists = c.sent(QStringLiteral("tools/list")).size();
            QVERIFY(tools.refreshIfStale());
            QTRY_COMPARE_WITH_TIMEOUT(c.sent(QStringLiteral("tools/list")).size(), lists + 1, 20000);
        }
    }

    void cacheHintRules()
    {
        const qint64 now = 1'000'000;
        const CacheHint fresh
            = CacheHint::fromResult(Message::result(1, {{QStringLiteral("ttlMs"), 300000},
                                                        {QStringLiteral("cacheScope"), QStringLiteral("public")}}),
                                    now);
        QVERIFY(!fresh.isStale(now + 299999));
        QVERIFY(fresh.isStale(now + 300000));
        QVERIFY2(fresh.text(now + 60000).contains(QStringLiteral("Fresh for 4 minute")),
                 qPrintable(fresh.text(now + 60000)));
        QVERIFY(fresh.text(now).contains(QStringLiteral("public")));
        // Absent or negative: stale at once (the spec's default of 0).
        QVERIFY(CacheHint::fromResult(Message::result(1, {}), now).isStale(now));
        QVERIFY(CacheHint::fromResult(Message::result(1, {{QStringLiteral("ttlMs"), -5}}), now).isStale(now));
        // Pages: the stalest wins.
        const CacheHint later = CacheHint::fromResult(Message::result(1, {{QStringLiteral("ttlMs"), 1000}}), now + 10);
        const CacheHint merged = fresh.mergedWith(later);
        QCOMPARE(merged.freshUntilMs, now + 1010);
        QCOMPARE(merged.ttlMs, qint64(1000));
        QCOMPARE(merged.scope, QStringLiteral("public"));
        QVERIFY(!CacheHint().isKnown());
        QCOMPARE(CacheHint().mergedWith(later).freshUntilMs, later.freshUntilMs);
    }

    void modernOverStdio()
    {
        Client c(Client::stdio(nodeBinary(), {modernScript(QStringLiteral("stdio-server.mjs")),
                                              QStringLiteral("--peers"), peersDir()}),
                 ProtocolEra::Auto);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QVERIFY(c.client.isModern());
        c.answers.names = {QStringLiteral("Grace")};
        const Reply hello = c.tool(QStringLiteral("ask_name"));
        QVERIFY2(hello.ok(), qPrintable(hello.errorMessage));
        QCOMPARE(Client::text(hello), QStringLiteral("Hello, Grace!"));
        QCOMPARE(hello.rounds, 2);
        QVERIFY2(c.findings(Direction::ClientToServer).isEmpty(),
                 qPrintable(c.findings(Direction::ClientToServer).join(QLatin1Char('\n'))));

        // A server that asks again and again (an empty answer never satisfies it) is stopped
        // after the documented number of rounds, with a plain error.
        c.answers.acceptEmpty = true;
        c.client.setMaxInputRounds(3);
        const Reply looping = c.tool(QStringLiteral("ask_name"));
        QCOMPARE(looping.status, Reply::Status::Error);
        QVERIFY2(looping.errorMessage.contains(QStringLiteral("again and again")), qPrintable(looping.errorMessage));
        QCOMPARE(c.sent(QStringLiteral("tools/call")).size(), 2 + 3);
    }

    void autoFallsBackOverStdio()
    {
        // The reference "everything" server (SDK 1.x) speaks the 2025 era only: the probe's
        // answer sends Auto to initialize.
        const QString everything = peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        QVERIFY2(!everything.isEmpty(), peerMissingMessage(QStringLiteral("server-everything")).constData());
        Client c(Client::stdio(nodeBinary(), {everything, QStringLiteral("stdio")}), ProtocolEra::Auto);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QVERIFY(!c.client.isModern());
        QCOMPARE(c.sent(QStringLiteral("initialize")).size(), 1);
        QVERIFY2(c.findings(Direction::ClientToServer).isEmpty(),
                 qPrintable(c.findings(Direction::ClientToServer).join(QLatin1Char('\n'))));
    }

    void autoFallsBackOnSilence()
    {
        // A legacy server that says nothing to a method it does not know before initialize:
        // Auto waits a bounded time, then initializes.
        const QByteArray script = R"(
            process.stdin.setEncoding('utf8'); let buf = '';
            process.stdin.on('data', d => { buf += d; let i;
              while ((i = buf.indexOf('\n')) >= 0) { const m = JSON.parse(buf.slice(0, i)); buf = buf.slice(i + 1);
                if (m.method === 'initialize') process.stdout.write(JSON.stringify({jsonrpc: '2.0', id: m.id, result: {
                  protocolVersion: '2025-11-25', capabilities: {}, serverInfo: {name: 'quiet', version: '1'}}}) + '\n'); } });
        )";
        Client c(Client::stdio(nodeBinary(), {QStringLiteral("-e"), QString::fromUtf8(script)}), ProtocolEra::Auto);
        c.client.setProbeTimeoutMs(500);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QVERIFY(!c.client.isModern());
        QCOMPARE(c.client.serverInfo().value(QStringLiteral("name")).toString(), QStringLiteral("quiet"));
        // No notifications/cancelled for the probe: the legacy server was not initialized then.
        QVERIFY(c.sent(QStringLiteral("notifications/cancelled")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestModern)
#include "tst_modern.moc"
