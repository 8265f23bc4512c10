// SPDX-License-Identifier: MIT
// bench_http: what mcpscope adds to a request over HTTP.
//
// Against the demo server (mcpscope-demo-server --http --http-json: one JSON answer per POST):
//  1. "bare": a QNetworkAccessManager POST of the very bytes McpClient sends for a ping, with
//     the same headers (session id, protocol version), waiting for the answer;
//  2. "mcpscope": McpClient::request("ping") through HttpTransport, the validator, the
//     session and its models (the real path);
//  3. "bare through tap": the bare POST through `mcpscope tap --listen … --upstream …`.
// Alternating, N rounds each after a warm-up; medians and p99. Targets: mcpscope adds at most
// 1 ms (median) over the bare POST; tap adds at most 1 ms at p99. Figures only: not a test.
#include "mcp/mcpclient.h"
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
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>

using namespace mcpscope;

namespace {

QString binDir()
{
    return QCoreApplication::applicationDirPath();
}

class Listener
{
public:
    Listener(const QString &program, const QStringList &arguments)
    {
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { m_stderr += m_process.readAllStandardError(); });
        m_process.start(program, arguments);
        static const QRegularExpression re(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QElapsedTimer clock;
        clock.start();
        while (!re.match(QString::fromUtf8(m_stderr)).hasMatch() && clock.elapsed() < 15000
               && m_process.state() != QProcess::NotRunning)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        m_url = QUrl(re.match(QString::fromUtf8(m_stderr)).captured(1));
    }
    ~Listener()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(2000);
    }
    QUrl url() const { return m_url; }

private:
    QProcess m_process;
    QByteArray m_stderr;
    QUrl m_url;
};

double percentile(QList<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const qsizetype i = std::min<qsizetype>(values.size() - 1, qsizetype(p * double(values.size() - 1) + 0.5));
    return values.at(i);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(10, atoi(argv[1])) : 1000;
    Listener demo(binDir() + QStringLiteral("/mcpscope-demo-server"),
                  {QStringLiteral("--http"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--http-json")});
    if (!demo.url().isValid()) {
        std::fprintf(stderr, "bench_http: the demo server did not start\n");
        return 2;
    }
    Listener tap(binDir() + QStringLiteral("/mcpscope"),
                 {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                  QStringLiteral("--upstream"), demo.url().toString()});
    if (!tap.url().isValid()) {
        std::fprintf(stderr, "bench_http: mcpscope tap did not start\n");
        return 2;
    }

    // The real client: handshake first.
    Session session;
    TimelineModel timeline;
    timeline.setSession(&session);
    HttpServerConfig config;
    config.url = demo.url();
    config.kind = HttpServerConfig::Kind::StreamableHttp;
    auto *transport = new HttpTransport(config);
    McpClient client(transport, &session);
    transport->setParent(&client);
    QEventLoop loop;
    QObject::connect(&client, &McpClient::stateChanged, &loop, [&] {
        if (client.state() == McpClient::State::Ready || client.state() == McpClient::State::Failed)
            loop.quit();
    });
    client.connectToServer();
    loop.exec();
    if (client.state() != McpClient::State::Ready) {
        std::fprintf(stderr, "bench_http: no handshake: %s\n", qPrintable(client.failureReason()));
        return 2;
    }

    // The bare POST: the bytes of a ping as McpClient writes them, and the transport's headers.
    QNetworkAccessManager network;
    const QByteArray ping = R"({"jsonrpc":"2.0","id":1000000,"method":"ping"})";
    auto bare = [&](const QUrl &url) {
        QNetworkRequest request(url);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        request.setRawHeader("Accept", "application/json, text/event-stream");
        request.setRawHeader("MCP-Protocol-Version", client.protocolVersion().toLatin1());
        request.setRawHeader("Mcp-Session-Id", transport->sessionId());
        QElapsedTimer clock;
        clock.start();
        QNetworkReply *reply = network.post(request, ping);
        QEventLoop wait;
        QObject::connect(reply, &QNetworkReply::finished, &wait, &QEventLoop::quit);
        wait.exec();
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        const bool ok = reply->readAll().contains("\"result\"");
        reply->deleteLater();
        return ok ? ms : -1.0;
    };
    auto viaClient = [&] {
        QElapsedTimer clock;
        clock.start();
        bool done = false;
        bool ok = false;
        client.request(QStringLiteral("ping"), {}, nullptr, [&](const Reply &r) {
            done = true;
            ok = r.ok();
        });
        while (!done)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        return ok ? ms : -1.0;
    };

    QList<double> bareMs, clientMs, tapMs;
    QUrl tapUrl = tap.url();
    for (int i = 0; i < 50; ++i) { // warm-up: connections, caches
        bare(demo.url());
        viaClient();
        bare(tapUrl);
    }
    for (int i = 0; i < rounds; ++i) {
        const double b = bare(demo.url());
        const double c = viaClient();
        const double t = bare(tapUrl);
        if (b < 0 || c < 0 || t < 0) {
            std::fprintf(stderr, "bench_http: a request failed in round %d\n", i);
            return 1;
        }
        bareMs << b;
        clientMs << c;
        tapMs << t;
    }
    const double bareMedian = percentile(bareMs, 0.5);
    const double clientMedian = percentile(clientMs, 0.5);
    const double tapMedian = percentile(tapMs, 0.5);
    const double bareP99 = percentile(bareMs, 0.99);
    const double tapP99 = percentile(tapMs, 0.99);
    std::printf("ping over Streamable HTTP (demo server, JSON answers), %d rounds, alternating\n", rounds);
    std::printf("%-22s %10s %10s\n", "path", "median ms", "p99 ms");
    std::printf("%-22s %10.3f %10.3f\n", "bare POST", bareMedian, bareP99);
    std::printf("%-22s %10.3f %10.3f\n", "mcpscope (McpClient)", clientMedian, percentile(clientMs, 0.99));
    std::printf("%-22s %10.3f %10.3f\n", "bare POST through tap", tapMedian, tapP99);
    const double added = clientMedian - bareMedian;
    const double tapAdded = tapP99 - bareP99;
    std::printf("mcpscope adds %.3f ms per request (median; target at most 1 ms: %s)\n", added,
                added <= 1.0 ? "met" : "not met");
    std::printf("tap adds %.3f ms at p99 (target at most 1 ms: %s)\n", tapAdded, tapAdded <= 1.0 ? "met" : "not met");
    std::printf("session events recorded: %lld, timeline rows: %d\n", qlonglong(session.count()), timeline.rowCount());
    return 0;
}
