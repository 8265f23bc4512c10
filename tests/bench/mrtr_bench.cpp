// SPDX-License-Identifier: MIT
// bench_mrtr: what mcpscope adds to a multi round-trip request (MCP 2026-07-28).
//
// Against the SDK v2 test server of tests/modern (http-server.mjs --modern-only --response-mode
// json: one JSON answer per POST), the tool ask_name: its first call answers input_required with
// an elicitation, the retry with the answer completes it.
//  1. "bare": the two POSTs McpClient makes for it (their very bytes and headers, taken from the
//     session of a first call), one after the other, with QNetworkAccessManager;
//  2. "mcpscope": McpClient::request("tools/call") through HttpTransport, the validator, the
//     session and its timeline model, with a handler that answers the elicitation at once (the
//     real path, minus a person).
// Alternating, N rounds each after a warm-up; medians and p99. Target: the round trip adds at
// most 1 ms of mcpscope's own time (median) over the two bare POSTs. Figures only: not a test.
// Needs node on PATH and MCPSCOPE_PEERS_DIR (scripts/dev bench sets it).
#include "mcp/mcpclient.h"
#include "mcp/serverrequesthandler.h"
#include "session/session.h"
#include "session/timelinemodel.h"
#include "transport/httptransport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>

using namespace mcpscope;

namespace {

double percentile(QList<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const qsizetype i = std::min<qsizetype>(values.size() - 1, qsizetype(p * double(values.size() - 1) + 0.5));
    return values.at(i);
}

/// Accepts every elicitation with a name, at once.
class Accept : public ServerRequestHandler
{
public:
    void handleServerRequest(const Message &, Succeed succeed, Fail) override
    {
        succeed(QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                            {QStringLiteral("content"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Ada")}}}});
    }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(10, atoi(argv[1])) : 500;
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QString peers = qEnvironmentVariable("MCPSCOPE_PEERS_DIR");
    if (node.isEmpty() || peers.isEmpty()) {
        std::fprintf(stderr, "bench_mrtr: needs node on PATH and MCPSCOPE_PEERS_DIR\n");
        return 2;
    }
    QProcess server;
    server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    server.start(node, {QStringLiteral(MCPSCOPE_SOURCE_DIR "/tests/modern/http-server.mjs"), QStringLiteral("--port"),
                        QStringLiteral("0"), QStringLiteral("--modern-only"), QStringLiteral("--response-mode"),
                        QStringLiteral("json"), QStringLiteral("--peers"), peers});
    if (!server.waitForStarted(10000) || !server.waitForReadyRead(20000)) {
        std::fprintf(stderr, "bench_mrtr: the modern test server did not start\n");
        return 2;
    }
    const QByteArray line = server.readLine().trimmed();
    const QUrl url(QString::fromUtf8(line.mid(10)));
    if (!line.startsWith("LISTENING ") || !url.isValid()) {
        std::fprintf(stderr, "bench_mrtr: unexpected first line %s\n", line.constData());
        return 2;
    }

    Session session;
    TimelineModel timeline;
    timeline.setSession(&session);
    HttpServerConfig config;
    config.url = url;
    config.kind = HttpServerConfig::Kind::StreamableHttp;
    auto *transport = new HttpTransport(config);
    McpClient client(transport, &session);
    transport->setParent(&client);
    client.setProtocolEra(ProtocolEra::Modern);
    Accept accept;
    client.setServerRequestHandler(&accept);
    QEventLoop loop;
    QObject::connect(&client, &McpClient::stateChanged, &loop, [&] {
        if (client.state() == McpClient::State::Ready || client.state() == McpClient::State::Failed)
            loop.quit();
    });
    client.connectToServer();
    loop.exec();
    if (client.state() != McpClient::State::Ready) {
        std::fprintf(stderr, "bench_mrtr: not connected: %s\n", qPrintable(client.failureReason()));
        return 2;
    }

    auto viaClient = [&] {
        QElapsedTimer clock;
        clock.start();
        bool done = false;
        Reply reply;
        client.request(
            QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("ask_name")}, {QStringLiteral("arguments"), QJsonObject()}},
            nullptr, [&](const Reply &r) {
                done = true;
                reply = r;
            });
        while (!done)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        return reply.ok() && reply.rounds == 2 ? ms : -1.0;
    };
    if (viaClient() < 0) {
        std::fprintf(stderr, "bench_mrtr: the multi round-trip call failed\n");
        return 1;
    }
    // The two requests of that call, as they went out: their bytes, and the headers of their
    // POSTs (the same for both rounds: the protocol version, Mcp-Method and Mcp-Name).
    QByteArrayList bodies;
    HttpHeaders headers;
    for (const SessionEvent &e : session.events()) {
        if (e.type == SessionEvent::Type::Sent && e.message.method() == QLatin1String("tools/call"))
            bodies << e.message.raw();
        if (e.type == SessionEvent::Type::Http && e.http && e.http->method == "POST"
            && HttpExchange::header(e.http->requestHeaders, "Mcp-Method") == "tools/call")
            headers = e.http->requestHeaders;
    }
    if (bodies.size() != 2 || !bodies.at(1).contains("\"requestState\"") || headers.isEmpty()) {
        std::fprintf(stderr, "bench_mrtr: could not find the two POSTs of the call\n");
        return 1;
    }

    QNetworkAccessManager network;
    auto bare = [&] {
        QElapsedTimer clock;
        clock.start();
        bool ok = true;
        for (const QByteArray &body : std::as_const(bodies)) {
            QNetworkRequest request(url);
            for (const auto &h : headers) {
                if (h.first.compare("User-Agent", Qt::CaseInsensitive) != 0)
                    request.setRawHeader(h.first, h.second);
            }
            QNetworkReply *reply = network.post(request, body);
            QEventLoop wait;
            QObject::connect(reply, &QNetworkReply::finished, &wait, &QEventLoop::quit);
            wait.exec();
            ok = ok && reply->readAll().contains("\"result\"");
            reply->deleteLater();
        }
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        return ok ? ms : -1.0;
    };

    QList<double> bareMs, clientMs;
    for (int i = 0; i < 30; ++i) { // warm-up: connections, caches, the server's JIT
        bare();
        viaClient();
    }
    for (int i = 0; i < rounds; ++i) {
        const double b = bare();
        const double c = viaClient();
        if (b < 0 || c < 0) {
            std::fprintf(stderr, "bench_mrtr: a call failed in round %d\n", i);
            return 1;
        }
        bareMs << b;
        clientMs << c;
    }
    const double bareMedian = percentile(bareMs, 0.5);
    const double clientMedian = percentile(clientMs, 0.5);
    std::printf("tools/call with one round of input (MCP 2026-07-28, SDK v2 test server, JSON answers), %d rounds, "
                "alternating\n",
                rounds);
    std::printf("%-26s %10s %10s\n", "path", "median ms", "p99 ms");
    std::printf("%-26s %10.3f %10.3f\n", "two bare POSTs", bareMedian, percentile(bareMs, 0.99));
    std::printf("%-26s %10.3f %10.3f\n", "mcpscope (McpClient, MRTR)", clientMedian, percentile(clientMs, 0.99));
    const double added = clientMedian - bareMedian;
    std::printf("mcpscope adds %.3f ms per multi round-trip call (median; target at most 1 ms: %s)\n", added,
                added <= 1.0 ? "met" : "not met");
    std::printf("session events recorded: %lld, timeline rows: %d\n", qlonglong(session.count()), timeline.rowCount());
    server.terminate();
    server.waitForFinished(5000);
    return 0;
}
