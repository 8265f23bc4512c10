// SPDX-License-Identifier: MIT
// bench_run: what mcpscope run adds per step, beyond the server's own time.
//
// Against the demo server over stdio, the same 1,000 tools/call requests (echo), one at a time:
//  1. "bare": written to the server's stdin straight from a QProcess, each line's answer read
//     back before the next is written (the server's time and the pipe, nothing else);
//  2. "mcpscope": a collection of 1,000 steps run by CollectionRunner over McpClient,
//     StdioTransport, the validator and the session, each step checked by two expectations
//     (a pointer that contains a text, and no protocol errors): the real path of mcpscope run.
// Alternating, several rounds; the median per-step difference. Target: at most 0.2 ms per
// step. Figures only: not a test.
#include "collections/collection.h"
#include "collections/collectionrunner.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "transport/stdiotransport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <algorithm>
#include <cstdio>

using namespace mcpscope;

namespace {

QString demoServer()
{
    return QCoreApplication::applicationDirPath() + QStringLiteral("/mcpscope-demo-server");
}

QByteArray echoRequest(int id)
{
    return QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + QByteArray::number(id)
           + QByteArrayLiteral(
               ",\"method\":\"tools/call\",\"params\":{\"name\":\"echo\",\"arguments\":{\"message\":\"step ")
           + QByteArray::number(id) + QByteArrayLiteral("\"}}}\n");
}

/// Milliseconds for @p steps echo calls written straight to the server, one at a time.
double bare(int steps)
{
    QProcess server;
    server.setProgram(demoServer());
    server.start();
    server.waitForStarted();
    QByteArray pending;
    const auto readLine = [&] {
        while (!pending.contains('\n')) {
            if (!server.waitForReadyRead(10000))
                return false;
            pending += server.readAllStandardOutput();
        }
        pending.remove(0, pending.indexOf('\n') + 1);
        return true;
    };
    server.write(
        R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}})"
        "\n");
    readLine();
    server.write(R"({"jsonrpc":"2.0","method":"notifications/initialized"})"
                 "\n");
    QElapsedTimer timer;
    timer.start();
    for (int i = 1; i <= steps; ++i) {
        server.write(echoRequest(i));
        if (!readLine()) {
            std::fprintf(stderr, "bench_run: the server stopped answering\n");
            break;
        }
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    server.closeWriteChannel();
    server.waitForFinished(5000);
    return ms;
}

/// Milliseconds for a collection of @p steps echo calls, each with two expectations, run by
/// CollectionRunner over McpClient (the real path of mcpscope run).
double collection(int steps, int *failed)
{
    Collection c;
    c.name = QStringLiteral("bench");
    for (int i = 1; i <= steps; ++i) {
        CollectionStep step;
        step.name = QStringLiteral("echo %1").arg(i);
        step.method = QStringLiteral("tools/call");
        step.params = QJsonObject{
            {QStringLiteral("name"), QStringLiteral("echo")},
            {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("step %1").arg(i)}}}};
        Expectation contains;
        contains.type = Expectation::Type::Pointer;
        contains.pointer = QStringLiteral("/content/0/text");
        contains.op = Expectation::Op::Contains;
        contains.value = QStringLiteral("step %1").arg(i);
        Expectation clean;
        clean.type = Expectation::Type::NoProtocolErrors;
        step.expect = {contains, clean};
        c.steps.append(step);
    }
    StdioServerConfig config;
    config.program = demoServer();
    Session session;
    StdioTransport transport(config);
    McpClient client(&transport, &session);
    QEventLoop loop;
    QObject::connect(&client, &McpClient::ready, &loop, &QEventLoop::quit);
    client.connectToServer();
    loop.exec();
    CollectionRunner runner(&client, c);
    QObject::connect(&runner, &CollectionRunner::finished, &loop, &QEventLoop::quit);
    QElapsedTimer timer;
    timer.start();
    runner.start();
    loop.exec();
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    *failed = runner.failedCount();
    QObject::connect(&transport, &Transport::exited, &loop, &QEventLoop::quit);
    client.disconnectFromServer();
    loop.exec();
    return ms;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int steps = 1000;
    int rounds = 5;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args.at(i) == QLatin1String("--steps"))
            steps = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--rounds"))
            rounds = args.at(i + 1).toInt();
    }
    bare(100); // warm-up: the server binary and its libraries in the page cache
    std::vector<double> bareMs;
    std::vector<double> runMs;
    int failed = 0;
    for (int r = 0; r < rounds; ++r) {
        bareMs.push_back(bare(steps));
        runMs.push_back(collection(steps, &failed));
    }
    const double b = median(bareMs);
    const double m = median(runMs);
    const double perStep = (m - b) / steps;
    std::printf("bench_run: %d steps (echo), %d rounds, medians: bare %.1f ms (%.3f ms/step), "
                "mcpscope run %.1f ms (%.3f ms/step), %d failed\n",
                steps, rounds, b, b / steps, m, m / steps, failed);
    std::printf("  mcpscope's overhead per step                         %.3f ms    (target <= 0.2 ms) %s\n", perStep,
                perStep <= 0.2 ? "met" : "NOT met");
    return 0;
}
