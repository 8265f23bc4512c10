// SPDX-License-Identifier: MIT
// bench_workspace: several servers in one window, as users run it (issue 31).
//
//   bench_workspace [--servers N] [--messages N]
//
// A WorkspaceWindow (offscreen, 1600x1000, shown) with N servers (default 10), each a real
// process through everything the window has: its pane (a MainWindow with its StdioTransport,
// McpClient, validator, Session, models and autosave journal in a temporary home) and the
// merged "All servers" timeline. Figures:
// - memory per idle server: the window's VmRSS with one demo server ready, then with N ready;
//   (growth) / (N - 1) (target at most 15 MB above one server's);
// - the ingest rate of one flooding server (the fault server's notification-flood, --messages,
//   default 200,000 log notifications) while the other N - 1 stay connected: messages/s from
//   its first log notification until its timeline and the merged timeline show every row
//   (target at least 150,000); a ping to each of the others during the flood must be answered;
// - switching the selected server: from showServer() to the end of the next paint of the
//   window, median and worst of 40 switches (target at most 50 ms).
// The figures are printed with their targets; a missed target is said, never hidden.
#include "benchmeter.h"

#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "session/mergedtimelinemodel.h"
#include "session/session.h"
#include "session/timelinemodel.h"
#include "workspacewindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace mcpscope;
using namespace mcpscope::bench;
using namespace mcpscope::gui;

namespace {

bool waitFor(const std::function<bool()> &condition, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!condition()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return true;
}

ServerProfile demo(int n)
{
    ServerProfile p;
    p.name = QStringLiteral("demo %1").arg(n);
    p.program = QCoreApplication::applicationDirPath() + QStringLiteral("/mcpscope-demo-server");
    return p;
}

void settle(int ms)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 20);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    // The autosave journals and settings go to a home of their own.
    QTemporaryDir home;
    qputenv("HOME", home.path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", (home.path() + QStringLiteral("/config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", (home.path() + QStringLiteral("/data")).toLocal8Bit());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("mcpscope"));
    QCoreApplication::setApplicationName(QStringLiteral("mcpscope-bench"));
    int servers = 10;
    qint64 messages = 200000;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--servers"))
            servers = qMax(2, args.at(i + 1).toInt());
        else if (args.at(i) == QLatin1String("--messages"))
            messages = qMax<qint64>(1000, args.at(i + 1).toLongLong());
    }
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    if (node.isEmpty()) {
        std::fprintf(stderr, "bench_workspace: node is not on the PATH\n");
        return 2;
    }

    WorkspaceWindow window;
    window.resize(1600, 1000);
    window.show();
    settle(200);
    const auto ready = [&window](int from, int to) {
        for (int i = from; i < to; ++i) {
            if (window.server(i)->client()->state() != McpClient::State::Ready)
                return false;
        }
        return true;
    };

    // Memory: one server, then all of them, each ready and idle.
    window.addServer(demo(1));
    if (!waitFor([&] { return ready(0, 1); }, 30000)) {
        std::fprintf(stderr, "bench_workspace: the first demo server did not get ready\n");
        return 1;
    }
    window.showServer(0);
    settle(500);
    const qint64 rssOne = rssBytes();
    for (int i = 2; i <= servers - 1; ++i)
        window.addServer(demo(i));
    ServerProfile flooding;
    flooding.name = QStringLiteral("flooding");
    flooding.program = node;
    flooding.arguments = {QStringLiteral(MCPSCOPE_SOURCE_DIR "/tests/faultserver/faultserver.js"),
                          QStringLiteral("notification-flood")};
    flooding.environment.insert(QStringLiteral("FAULT_FLOOD"), QString::number(messages));
    if (!waitFor([&] { return ready(0, servers - 1); }, 60000)) {
        std::fprintf(stderr, "bench_workspace: not every demo server got ready\n");
        return 1;
    }
    // Every pane shown once, as a user looking at each would.
    for (int i = 0; i < servers - 1; ++i) {
        window.showServer(i);
        settle(100);
    }
    window.showServer(-1);
    settle(800);
    const qint64 rssAll = rssBytes();
    const double perServerMb = double(rssAll - rssOne) / double(servers - 2) / (1024.0 * 1024.0);

    // Flood: the last server floods while the others stay live.
    window.addServer(flooding, false);
    const int floodIndex = servers - 1;
    MainWindow *flood = window.server(floodIndex);
    Session *session = flood->session();
    StallMeter stall;
    QElapsedTimer clock;
    qint64 logged = 0;
    QObject::connect(session, &Session::eventAppended, &window, [&](qsizetype index) {
        const SessionEvent &e = session->eventAt(index);
        if (e.type != SessionEvent::Type::Received || e.message.method() != QLatin1String("notifications/message"))
            return;
        if (logged++ == 0) {
            clock.start();
            stall.start();
        }
    });
    // The others are asked during the flood: each must answer.
    int answered = 0;
    int asked = 0;
    QTimer pings;
    pings.setInterval(200);
    QObject::connect(&pings, &QTimer::timeout, &window, [&] {
        if (logged == 0)
            return;
        for (int i = 0; i < floodIndex; ++i) {
            ++asked;
            window.server(i)->client()->request(QStringLiteral("ping"), {}, &window,
                                                [&answered](const Reply &reply) { answered += reply.ok() ? 1 : 0; });
        }
    });
    pings.start();
    flood->connectToServer();
    const MergedTimelineModel *merged = window.mergedModel();
    const auto everything = [&] {
        if (logged < messages || flood->timelineModel()->rowCount() < session->count())
            return false;
        qsizetype total = 0;
        for (int i = 0; i < window.serverCount(); ++i)
            total += window.server(i)->session()->count();
        return merged->rowCount() >= total;
    };
    if (!waitFor(everything, 180000)) {
        std::fprintf(stderr, "bench_workspace: the flood did not end within 180 s (%lld of %lld)\n",
                     static_cast<long long>(logged), static_cast<long long>(messages));
        return 1;
    }
    const double floodSeconds = double(clock.nsecsElapsed()) / 1e9;
    stall.stop();
    pings.stop();
    waitFor([&] { return answered == asked; }, 10000);

    // Switching: the time from showServer() to the end of the next paint.
    std::vector<double> switches;
    for (int k = 0; k < 40; ++k) {
        const int target = k % 2 == 0 ? (k / 2) % floodIndex : -1;
        QElapsedTimer t;
        t.start();
        window.showServer(target);
        window.repaint();
        switches.push_back(double(t.nsecsElapsed()) / 1e6);
        settle(30);
    }
    std::sort(switches.begin(), switches.end());

    std::printf("bench_workspace: %d servers in one WorkspaceWindow (%d demo servers on stdio, one fault server "
                "flooding %lld log notifications)\n",
                servers, servers - 1, static_cast<long long>(messages));
    std::printf("  RSS with one server ready %.1f MB, with %d ready %.1f MB\n", double(rssOne) / 1048576.0, servers - 1,
                double(rssAll) / 1048576.0);
    std::printf("  flood: %.3f s until its timeline and the merged timeline (%d rows) showed every row; pings to "
                "the other servers during it: %d of %d answered; longest event-loop stall %.1f ms\n",
                floodSeconds, merged->rowCount(), answered, asked, stall.longestMs());
    verdict("memory per idle server (RSS)", perServerMb, "MB", 15, true);
    verdict("flooding server's ingest, others live", double(messages) / floodSeconds, "msg/s", 150000, false);
    verdict("switching servers, median to painted", switches.at(switches.size() / 2), "ms", 50, true);
    verdict("switching servers, worst to painted", switches.back(), "ms", 50, true);
    window.close();
    waitFor([&] { return !window.isVisible(); }, 20000);
    return answered == asked ? 0 : 1;
}
