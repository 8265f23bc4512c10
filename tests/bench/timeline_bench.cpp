// SPDX-License-Identifier: MIT
// bench_timeline: a flood of small notifications into a Session with what the window attaches
// to it: the timeline model and its filter, the server-log model, the diagnostics model, and
// the session journal writing to a real file (and, with --process, the McpClient).
//
//   bench_timeline [--messages N] [--chunk BYTES] [--process] [--sort COLUMN]
//
// The source (default 1,000,000 notifications, about 100 bytes each, alternating
// notifications/message and notifications/progress):
//   in-process (default): the NDJSON byte stream is made up front and fed to a Framer in
//     chunks of --chunk bytes (default 65536, what one read of a pipe gives), one chunk per
//     event-loop pass; every frame goes the ingest path (Ingest: one scan, the validator, one
//     Session event).
//   --process: the real thing end to end: McpClient over StdioTransport connects to a flood
//     server process (python3: it answers initialize, then writes the same lines to its
//     stdout), so every frame goes through the client, the validator and the Session.
// --sort COLUMN: the filter is sorted by that column (TimelineModel::Column, 10 is Summary)
// before the flood, so every row that arrives is placed among the rows sorted so far.
// Figures (printed against the targets of issue 4):
//   - messages/s: from the first byte until the model has inserted every row
//   - the longest event-loop stall: a 1 ms timer measuring its own lateness meanwhile
//   - bytes of memory per message beyond its raw bytes (VmRSS growth from /proc/self/status,
//     minus the raw bytes kept), for everything (session + models + journal) and for the
//     timeline model + filter alone (built afresh over the full session)
//   - the filter over all rows: method, free text (hit and miss), only-with-diagnostics,
//     back to everything.
#include "jsonrpc/message.h"
#include "mcp/logmodel.h"
#include "mcp/mcpclient.h"
#include "session/diagnosticsmodel.h"
#include "session/ingest.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "session/timelinefilter.h"
#include "session/timelinemodel.h"
#include "transport/framer.h"
#include "transport/stdiotransport.h"

#include "benchmeter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <QEventLoop>

#include <cstdio>
#include <functional>
#include <malloc.h>
#include <memory>

using namespace mcpscope;
using namespace mcpscope::bench;

namespace {

QByteArray line(qint64 i)
{
    if (i % 2 == 0)
        return R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"tick )"
               + QByteArray::number(i) + "\"}}\n";
    return R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"flood","progress":)"
           + QByteArray::number(i) + "}}\n";
}

double timeFilter(TimelineFilter &filter, const std::function<void()> &change, int *shown)
{
    QElapsedTimer timer;
    timer.start();
    change();
    // A view asks for the row count at once; the proxy maps its rows then.
    *shown = filter.rowCount();
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    qint64 count = 1000000;
    qsizetype chunk = 65536;
    bool process = false;
    int sortColumn = -1;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--messages") && i + 1 < args.size())
            count = args.at(++i).toLongLong();
        else if (args.at(i) == QLatin1String("--chunk") && i + 1 < args.size())
            chunk = args.at(++i).toLongLong();
        else if (args.at(i) == QLatin1String("--process"))
            process = true;
        else if (args.at(i) == QLatin1String("--sort") && i + 1 < args.size())
            sortColumn = args.at(++i).toInt();
        else {
            std::fprintf(stderr, "usage: bench_timeline [--messages N] [--chunk BYTES] [--process] [--sort COLUMN]\n");
            return 2;
        }
    }

    QByteArray stream;
    if (!process) {
        stream.reserve(count * 110);
        for (qint64 i = 0; i < count; ++i)
            stream += line(i);
    }

    const qint64 rssBefore = rssBytes();
    const qint64 heapBefore = heapInUse();
    auto session = std::make_unique<Session>();
    auto model = std::make_unique<TimelineModel>();
    auto filter = std::make_unique<TimelineFilter>();
    filter->setSourceModel(model.get());
    model->setSession(session.get());
    if (sortColumn >= 0)
        filter->sort(sortColumn, Qt::AscendingOrder);
    // What else the window attaches: the server log, the diagnostics, the journal on disk.
    LogModel log;
    log.setSession(session.get());
    DiagnosticsModel diagnostics;
    diagnostics.setSession(session.get());
    QTemporaryDir journalDir;
    SessionJournal journal(session.get());
    QString journalError;
    if (!journal.open(journalDir.filePath(QStringLiteral("bench.jsonl")), {}, &journalError)) {
        std::fprintf(stderr, "bench_timeline: %s\n", qPrintable(journalError));
        return 1;
    }

    qint64 rawBytes = 0;
    qint64 appended = 0;
    qint64 longestAppendNs = 0;
    qint64 longestPassNs = 0;
    QElapsedTimer appendClock;
    Ingest ingest(session.get());
    const auto take = [&](const Frame &frame) {
        rawBytes += frame.payload.size();
        appendClock.start();
        ingest.frame(frame, Direction::ServerToClient);
        longestAppendNs = qMax(longestAppendNs, appendClock.nsecsElapsed());
        ++appended;
    };

    StallMeter stall;
    QElapsedTimer clock;
    QEventLoop loop;
    // --process: the rows of the handshake come before the flood.
    qint64 expectedRows = count;
    QObject::connect(model.get(), &QAbstractItemModel::rowsInserted, &loop, [&] {
        if (model->rowCount() >= expectedRows)
            loop.quit();
    });

    std::unique_ptr<StdioTransport> transport;
    std::unique_ptr<McpClient> client;
    QTimer producer;
    Framer framer;
    qsizetype fed = 0;
    if (process) {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty()) {
            std::fprintf(stderr, "bench_timeline: --process needs python3\n");
            return 2;
        }
        StdioServerConfig config;
        config.program = python;
        config.arguments = {
            QStringLiteral("-c"),
            QStringLiteral(
                "import sys, json\n"
                "w=sys.stdout.buffer.write\n"
                "req=json.loads(sys.stdin.buffer.readline())\n"
                "w(json.dumps({'jsonrpc':'2.0','id':req['id'],'result':{'protocolVersion':'2025-11-25','capabilities':{'logging':{},'tools':{}},'serverInfo':{'name':'flood','version':'1'}}}).encode()+b'\\n')\n"
                "sys.stdout.flush()\n"
                "sys.stdin.buffer.readline()\n"
                "sys.stdin.buffer.readline()\n"
                "n=%1\n"
                "for i in range(n):\n"
                "    if i%2==0: w(b'{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\",\"data\":\"tick %d\"}}\\n' % i)\n"
                "    else: w(b'{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"flood\",\"progress\":%d}}\\n' % i)\n"
                "sys.stdout.flush()\n"
                "sys.stdin.read()\n")
                .arg(count)};
        transport = std::make_unique<StdioTransport>(config);
        client = std::make_unique<McpClient>(transport.get(), session.get());
        QObject::connect(transport.get(), &Transport::frameReceived, transport.get(),
                         [&](const Frame &frame) { rawBytes += frame.payload.size(); });
        QObject::connect(client.get(), &McpClient::failed, &loop, [&](const QString &reason) {
            std::fprintf(stderr, "bench_timeline: the flood server failed: %s\n", qPrintable(reason));
            loop.exit(1);
        });
        QObject::connect(client.get(), &McpClient::ready, &loop, [&] {
            // The flood's progress belongs to this call (never answered), so it is clean
            // traffic: the stream is measured, not a pile of diagnostics about it.
            client->request(
                QStringLiteral("tools/call"),
                {{QStringLiteral("name"), QStringLiteral("flood")},
                 {QStringLiteral("_meta"), QJsonObject{{QStringLiteral("progressToken"), QStringLiteral("flood")}}}},
                client.get(), [](const Reply &) { }, RequestOptions{0, {}});
            // Lifecycle rows, the handshake and the call are in; the flood follows.
            expectedRows = session->count() + count;
            rawBytes = 0;
            stall.start();
            clock.start();
        });
        client->connectToServer();
    } else {
        // The handshake and a call whose progress the flood reports, so the flood is clean
        // traffic, as from a well-behaved server.
        const auto ours = [&](const char *json) {
            Frame frame;
            frame.payload = json;
            ingest.frame(frame, Direction::ClientToServer);
        };
        ours(
            R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}})");
        Frame result;
        result.payload
            = R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"logging":{},"tools":{}},"serverInfo":{"name":"flood","version":"1"}}})";
        ingest.frame(result, Direction::ServerToClient);
        ours(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
        ours(
            R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"flood","_meta":{"progressToken":"flood"}}})");
        expectedRows = session->count() + count;
        producer.setInterval(0);
        QObject::connect(&producer, &QTimer::timeout, &producer, [&] {
            QElapsedTimer pass;
            pass.start();
            const auto measure = qScopeGuard([&] { longestPassNs = qMax(longestPassNs, pass.nsecsElapsed()); });
            const qsizetype n = qMin(chunk, stream.size() - fed);
            framer.append(stream.mid(fed, n));
            fed += n;
            Frame frame;
            while (framer.next(&frame))
                take(frame);
            if (fed >= stream.size())
                producer.stop();
        });
        stall.start();
        clock.start();
        producer.start();
    }
    if (loop.exec() != 0)
        return 1;
    // The journal writes on the same tick as the models insert their rows: done when they are.
    journal.flush();
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    stall.stop();
    if (client)
        client->disconnectFromServer();

    // Memory: everything since before the Session existed. The input stream was made before
    // the first measurement and is released now, so it is not counted either way.
    stream = QByteArray();
    const qint64 rssAfter = rssBytes();
    const double perMessage = double(rssAfter - rssBefore - rawBytes) / double(count);
    const double heapPerMessage = double(heapInUse() - heapBefore - rawBytes) / double(count);

    // The timeline's own share: a second model and filter over the full session.
    const qint64 heapBeforeModel = heapInUse();
    auto model2 = std::make_unique<TimelineModel>();
    auto filter2 = std::make_unique<TimelineFilter>();
    filter2->setSourceModel(model2.get());
    model2->setSession(session.get());
    filter2->rowCount(); // the proxy maps its rows on first use
    const double modelPerMessage = double(heapInUse() - heapBeforeModel) / double(count);
    filter2.reset();
    model2.reset();

    std::printf("bench_timeline: %lld notifications (%s), %.1f MB of raw bytes, %.1f bytes each\n",
                static_cast<long long>(count),
                process ? "a flood server process over a pipe, through McpClient and the validator"
                        : "in-process, through the Framer and the ingest path with its validator",
                double(rawBytes) / 1e6, double(rawBytes) / double(count));
    std::printf(
        "  ingest: %.2f s until the model had every row; %lld rows, %d shown by the filter%s; %d log rows; "
        "journal %.1f MB; %lld diagnostics\n",
        seconds, static_cast<long long>(model->rowCount()), filter->rowCount(),
        sortColumn >= 0
            ? qPrintable(QStringLiteral(", sorted by %1").arg(model->headerData(sortColumn, Qt::Horizontal).toString()))
            : "",
        log.rowCount(), double(QFileInfo(journal.path()).size()) / 1e6,
        static_cast<long long>(session->diagnostics().size()));
    verdict("messages/s ingested into the timeline model", double(count) / seconds, "msg/s", 200000, false);
    verdict("longest event-loop stall while ingesting", stall.longestMs(), "ms", 50, true);
    std::printf("  %-48s %12.1f ms     (Ingest::frame: scan, validate, append; the event list grows by reallocation)\n",
                "  longest single Session append", double(longestAppendNs) / 1e6);
    if (!process)
        std::printf("  %-48s %12.1f ms     (framing, parsing and appending one chunk)\n", "  longest producer pass",
                    double(longestPassNs) / 1e6);
    verdict("bytes/message beyond raw, RSS (all of it)", perMessage, "B", 400, true);
    std::printf("  %-48s %12.1f B      (heap in use: session, models, journal)\n", "bytes/message beyond raw, heap",
                heapPerMessage);
    verdict("bytes/message of the timeline model + filter", modelPerMessage, "B", 400, true);
    std::printf("  %-48s %12.1f B      (the Session's events: SessionEvent, envelope, diagnostics)\n",
                "bytes/message of the rest", heapPerMessage - modelPerMessage);

    int shown = 0;
    std::printf("  filter over %lld rows:\n", static_cast<long long>(model->rowCount()));
    double worst = 0;
    const auto report = [&](const char *what, double ms) {
        worst = qMax(worst, ms);
        std::printf("    %-42s %10.1f ms  (%d shown)\n", what, ms, shown);
    };
    report("method = notifications/progress",
           timeFilter(*filter, [&] { filter->setMethod(QStringLiteral("notifications/progress")); }, &shown));
    report("back to all methods", timeFilter(*filter, [&] { filter->setMethod(QString()); }, &shown));
    report("text \"tick 99999\" (hits)", timeFilter(
                                             *filter,
                                             [&] {
                                                 filter->setText(QStringLiteral("tick 99999"));
                                                 filter->applyText();
                                             },
                                             &shown));
    report("text \"no such text\" (misses)", timeFilter(
                                                 *filter,
                                                 [&] {
                                                     filter->setText(QStringLiteral("no such text"));
                                                     filter->applyText();
                                                 },
                                                 &shown));
    report("text cleared", timeFilter(
                               *filter,
                               [&] {
                                   filter->setText(QString());
                                   filter->applyText();
                               },
                               &shown));
    report("only with diagnostics", timeFilter(*filter, [&] { filter->setOnlyWithDiagnostics(true); }, &shown));
    report("not only with diagnostics", timeFilter(*filter, [&] { filter->setOnlyWithDiagnostics(false); }, &shown));
    report("direction client->server",
           timeFilter(*filter, [&] { filter->setDirection(TimelineFilter::DirectionFilter::ClientToServer); }, &shown));
    report("kind: notifications", timeFilter(
                                      *filter,
                                      [&] {
                                          filter->setDirection(TimelineFilter::DirectionFilter::Any);
                                          filter->setKinds(TimelineModel::Notifications);
                                      },
                                      &shown));
    report("everything again (clear)", timeFilter(*filter, [&] { filter->clear(); }, &shown));
    verdict("slowest filter change", worst, "ms", 300, true);

    // What the text filter costs beyond the proxy: the same rows scanned directly.
    {
        qint64 hits = 0;
        filter->setText(QStringLiteral("no such text"));
        filter->applyText();
        QElapsedTimer timer;
        timer.start();
        for (int row = 0; row < model->rowCount(); ++row)
            hits += filter->acceptsRow(row) ? 1 : 0;
        std::printf("    %-42s %10.1f ms  (acceptsRow() over every row, no proxy; %lld hits)\n",
                    "text \"no such text\", matching alone", double(timer.nsecsElapsed()) / 1e6,
                    static_cast<long long>(hits));
        timer.restart();
        qint64 bytes = 0;
        for (int row = 0; row < model->rowCount(); ++row)
            bytes += session->eventAt(row).message.raw().size();
        std::printf("    %-42s %10.1f ms  (%lld bytes)\n", "touching every row's raw bytes",
                    double(timer.nsecsElapsed()) / 1e6, static_cast<long long>(bytes));
    }
    return 0;
}
