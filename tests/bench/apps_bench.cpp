// SPDX-License-Identifier: MIT
// bench_apps: an MCP App from a tool result to its first paint, and what it costs in memory.
// server-basic-vanillajs 2.0.3 over stdio; its get-time tool is called once; then the app is
// opened RUNS times in one AppView (the first cold, the others warm): the time from handing the
// result to the host to the frame's load and ui/initialize answered (target: at most 300 ms
// warm). Memory: this process's resident memory before the view and with the app open.
//
//   QTWEBENGINE_CHROMIUM_FLAGS="--no-sandbox --disable-gpu" QT_QPA_PLATFORM=offscreen bench_apps [RUNS]
#include "apps/apphost.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "tools/toolcallhistory.h"
#include "tools/toolcontroller.h"
#include "transport/stdiotransport.h"
#include "widgets/apps/appview.h"

#include "benchmeter.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace mcpscope;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(2, atoi(argv[1])) : 10;
    const QString script = QString::fromUtf8(MCPSCOPE_PEERS_DIR)
                           + QStringLiteral("/node_modules/@modelcontextprotocol/server-basic-vanillajs/dist/index.js");
    if (!QFileInfo::exists(script)) {
        std::fprintf(stderr, "server-basic-vanillajs is not installed under %s\n", MCPSCOPE_PEERS_DIR);
        return 1;
    }
    StdioServerConfig config;
    config.program = QStandardPaths::findExecutable(QStringLiteral("node"));
    config.arguments = {script, QStringLiteral("--stdio")};
    Session session;
    auto *transport = new StdioTransport(config);
    McpClient client(transport, &session);
    transport->setParent(&client);
    ToolController tools;
    tools.setClient(&client);
    client.connectToServer();
    if (!QTest::qWaitFor([&] { return tools.availability() == ToolController::Availability::Ready; }, 30000)) {
        std::fprintf(stderr, "the server did not list its tools\n");
        return 1;
    }
    QSignalSpy finished(&tools, &ToolController::callFinished);
    const qint64 serial = tools.call(QStringLiteral("get-time"), {});
    if (!finished.wait(15000))
        return 1;
    const ToolCall call = tools.history()->call(serial);

    const qint64 before = bench::rssBytes();
    AppHost host(&client, tools.tools());
    AppView view(&host);
    view.resize(900, 700);
    view.show();
    QList<double> ms;
    for (int i = 0; i < runs; ++i) {
        bool loaded = false;
        const auto c1 = QObject::connect(&view, &AppView::appLoaded, [&] { loaded = true; });
        QElapsedTimer clock;
        clock.start();
        host.open(QStringLiteral("get-time"));
        host.setToolInput(call.arguments);
        host.setToolResult(call.result.text());
        if (!QTest::qWaitFor([&] { return loaded && host.isInitialized(); }, 30000)) {
            std::fprintf(stderr, "run %d: the app did not start\n", i);
            return 1;
        }
        ms.append(clock.nsecsElapsed() / 1e6);
        QObject::disconnect(c1);
    }
    const qint64 with = bench::rssBytes();
    QList<double> warm = ms.mid(1);
    std::sort(warm.begin(), warm.end());
    std::printf("tool result to first paint (load + ui/initialize answered), server-basic-vanillajs:\n");
    std::printf("  cold (first): %.1f ms\n", ms.first());
    std::printf("  warm median of %lld: %.1f ms, worst %.1f ms (target <= 300 ms: %s)\n", qlonglong(warm.size()),
                warm.at(warm.size() / 2), warm.last(), warm.at(warm.size() / 2) <= 300 ? "met" : "MISSED");
    std::printf("memory (this process's RSS; Chromium's own processes not counted): %.1f MB before the view, "
                "%.1f MB with the app open (+%.1f MB)\n",
                before / 1048576.0, with / 1048576.0, (with - before) / 1048576.0);
    client.disconnectFromServer();
    return 0;
}
