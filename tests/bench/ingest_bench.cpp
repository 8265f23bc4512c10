// SPDX-License-Identifier: MIT
// bench_ingest: the one data path, measured whole (issue "One pass per message").
//
//   bench_ingest [--mb N] [--rows N] [--result-mb N] [--only live|big]
//
// live: the recorded transcripts (tests/data/*.jsonl), their messages repeated
//   to about --mb MB (default 16) as one NDJSON stream per direction, go the live way: Framer →
//   Ingest (one scan, the validator) → Session, with what the window attaches to the session:
//   the TimelineModel and its TimelineFilter, the server-log model, the diagnostics model and the
//   session journal writing to a real file (the McpClient needs a transport: bench_timeline
//   --process and bench_window measure it). Its time is compared with QJsonDocument::fromJson
//   alone on the same messages (target: at most 1.0x).
// big: a session of --rows notifications (default 1,000,000) and one tools/call result of
//   --result-mb MB (default 50), ingested the same way, in a TimelineView (offscreen) with the
//   big row on screen: the time of a repaint (target <= 16 ms), of sorting by every column
//   (target <= 300 ms each), of filter changes, and how often QJsonDocument::fromJson was
//   called by mcpscope's code meanwhile (target: zero during ingest, scrolling, sorting and
//   filtering). The calls are counted at the function itself: this executable defines
//   QJsonDocument::fromJson, which counts and hands over to Qt's, so every call made from
//   mcpscope's code (all of it is linked in statically) is seen, whoever makes it.
#include "jsonrpc/message.h"
#include "mcp/logmodel.h"
#include "session/diagnosticsmodel.h"
#include "session/ingest.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "session/sessionreader.h"
#include "session/timelinefilter.h"
#include "session/timelinemodel.h"
#include "transport/framer.h"
#include "widgets/timeline/timelineview.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QScrollBar>
#include <QTemporaryDir>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <dlfcn.h>
#include <vector>

using namespace mcpscope;

namespace {
std::atomic<quint64> g_fromJsonCalls{0};
}

// Every call of QJsonDocument::fromJson from this executable's code (mcpscope's static
// libraries included) lands here first.
QJsonDocument QJsonDocument::fromJson(const QByteArray &json, QJsonParseError *error)
{
    g_fromJsonCalls.fetch_add(1, std::memory_order_relaxed);
    using Real = QJsonDocument (*)(const QByteArray &, QJsonParseError *);
    static const Real real
        = reinterpret_cast<Real>(dlsym(RTLD_NEXT, "_ZN13QJsonDocument8fromJsonERK10QByteArrayP15QJsonParseError"));
    if (!real) {
        std::fprintf(stderr, "bench_ingest: cannot find Qt's QJsonDocument::fromJson\n");
        std::abort();
    }
    return real(json, error);
}

namespace {

void verdict(const char *what, double value, const char *unit, double target, bool atMost)
{
    const bool ok = atMost ? value <= target : value >= target;
    std::printf("  %-52s %10.2f %-5s (target %s %g %s) %s\n", what, value, unit, atMost ? "<=" : ">=", target, unit,
                ok ? "met" : "NOT met");
}

struct Recorded
{
    Direction direction;
    QByteArray raw;
};

QList<Recorded> transcriptMessages()
{
    QList<Recorded> out;
    const QDir dir(QStringLiteral(MCPSCOPE_SOURCE_DIR "/tests/data"));
    const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        SessionReader reader;
        if (!reader.open(dir.filePath(file)))
            continue;
        SessionReader::Entry entry;
        while (reader.next(&entry))
            out.append({entry.direction, entry.raw});
    }
    return out;
}

double ms(qint64 ns)
{
    return double(ns) / 1e6;
}

/// The live path over the transcripts against QJsonDocument::fromJson alone.
void live(double mb, int runs)
{
    const QList<Recorded> messages = transcriptMessages();
    if (messages.isEmpty()) {
        std::fprintf(stderr, "bench_ingest: no transcripts under %s\n", MCPSCOPE_SOURCE_DIR "/tests/data");
        std::exit(2);
    }
    // The messages in order, repeated; each repetition is a new session (the rules of one
    // session would otherwise see a thousand initializes).
    qint64 perSession = 0;
    for (const Recorded &r : messages)
        perSession += r.raw.size() + 1;
    const int sessions = qMax(1, int(mb * 1e6 / double(perSession)));
    QByteArray streams[2];
    for (const Recorded &r : messages)
        streams[int(r.direction)] += r.raw + '\n';
    const qint64 total = qint64(sessions) * qint64(messages.size());

    double bestParse = 1e18;
    double bestLive = 1e18;
    quint64 parseCount = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        qint64 ok = 0;
        for (int s = 0; s < sessions; ++s)
            for (const Recorded &r : messages)
                ok += !QJsonDocument::fromJson(r.raw).isNull();
        bestParse = qMin(bestParse, double(timer.nsecsElapsed()));
        if (ok != total)
            std::fprintf(stderr, "bench_ingest: %lld messages did not parse\n", static_cast<long long>(total - ok));

        QTemporaryDir journals;
        const quint64 before = g_fromJsonCalls.load();
        timer.restart();
        for (int s = 0; s < sessions; ++s) {
            Session session;
            TimelineModel model;
            TimelineFilter filter;
            filter.setSourceModel(&model);
            model.setSession(&session);
            LogModel log;
            log.setSession(&session);
            DiagnosticsModel diagnostics;
            diagnostics.setSession(&session);
            SessionJournal journal(&session);
            QString journalError;
            if (!journal.open(journals.filePath(QStringLiteral("live.jsonl")), {}, &journalError)) {
                std::fprintf(stderr, "bench_ingest: %s\n", qPrintable(journalError));
                std::exit(1);
            }
            Ingest ingest(&session);
            // Frames as the transport cuts them: one framer per direction, fed the whole
            // stream of the session (the order between directions is the recorded one).
            Framer framers[2];
            framers[0].append(streams[0]);
            framers[1].append(streams[1]);
            for (const Recorded &r : messages) {
                Frame frame;
                framers[int(r.direction)].next(&frame);
                ingest.frame(frame, r.direction);
            }
            // What the BatchFlush tick does: rows inserted, lines written.
            model.flush();
            log.flush();
            diagnostics.flush();
            journal.flush();
            filter.rowCount();
        }
        bestLive = qMin(bestLive, double(timer.nsecsElapsed()));
        parseCount = g_fromJsonCalls.load() - before;
    }
    std::printf("bench_ingest live: %lld messages (%d sessions of the %lld recorded ones, %.1f MB), best of %d\n",
                static_cast<long long>(total), sessions, static_cast<long long>(messages.size()),
                double(total) * double(perSession) / double(messages.size()) / 1e6, runs);
    std::printf("  (a) QJsonDocument::fromJson alone                      %10.1f ms\n", ms(qint64(bestParse)));
    std::printf("  (l) frame -> ingest -> rows, log, diagnostics, journal %10.1f ms  (%.0f messages/s)\n",
                ms(qint64(bestLive)), double(total) / (bestLive / 1e9));
    verdict("live path / parsing alone", bestLive / bestParse, "x", 1.0, true);
    verdict("QJsonDocument::fromJson calls on the live path", double(parseCount), "calls", 0, true);
}

QByteArray notification(qint64 i)
{
    if (i % 2 == 0)
        return R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"tick )"
               + QByteArray::number(i) + "\"}}";
    return R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":7,"progress":)"
           + QByteArray::number(i) + "}}";
}

void big(qint64 rows, double resultMb)
{
    Session session;
    Ingest ingest(&session);
    Framer framer;
    const auto feed = [&](Direction d, const QByteArray &raw) {
        Frame frame;
        frame.payload = raw;
        ingest.frame(frame, d);
    };
    const quint64 start = g_fromJsonCalls.load();
    QElapsedTimer timer;
    timer.start();
    feed(
        Direction::ClientToServer,
        R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}})");
    feed(
        Direction::ServerToClient,
        R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"bench","version":"1"}}})");
    feed(Direction::ClientToServer, R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
    feed(Direction::ClientToServer,
         R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"dump","arguments":{}}})");
    for (qint64 i = 0; i < rows / 2; ++i)
        feed(Direction::ServerToClient, notification(i));
    QByteArray result = R"({"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":")";
    result += QByteArray(qsizetype(resultMb * 1024 * 1024), 'x');
    result += R"("}],"isError":false}})";
    feed(Direction::ServerToClient, result);
    for (qint64 i = rows / 2; i < rows; ++i)
        feed(Direction::ServerToClient, notification(i));
    const double ingestMs = ms(timer.nsecsElapsed());
    const quint64 afterIngest = g_fromJsonCalls.load();
    const qsizetype bigRow = 4 + rows / 2;

    TimelineView view;
    view.resize(1400, 800);
    view.setSession(&session);
    view.timelineModel()->flush();
    view.show();
    QApplication::processEvents();
    const quint64 beforeScroll = g_fromJsonCalls.load();
    // Scroll so that the big row is on screen, and repaint.
    // Repaints: the median and the worst of 21, with the big row in the middle of the screen
    // and, for comparison, at the top of the session, where every row is small.
    const auto repaints = [&](int row, double *worst) {
        view.scrollTo(view.filter()->mapFromSource(view.timelineModel()->index(row, 0)),
                      QAbstractItemView::PositionAtCenter);
        QApplication::processEvents();
        view.viewport()->repaint(); // fonts and glyphs are cached by the first paint
        std::vector<double> times;
        for (int i = 0; i < 21; ++i) {
            timer.restart();
            view.viewport()->repaint();
            times.push_back(ms(timer.nsecsElapsed()));
        }
        std::sort(times.begin(), times.end());
        *worst = times.back();
        return times[times.size() / 2];
    };
    double worstSmall = 0;
    const double medianSmall = repaints(20, &worstSmall);
    double worstRepaint = 0;
    const double medianRepaint = repaints(int(bigRow), &worstRepaint);
    // Scroll through a screenful at a time near the big row, repainting each time.
    for (int i = 0; i < 20; ++i) {
        view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() + (i < 10 ? 30 : -30));
        view.viewport()->repaint();
    }
    const quint64 afterScroll = g_fromJsonCalls.load();

    std::printf("bench_ingest big: %lld rows, one result of %.0f MB (row %lld), ingested in %.0f ms\n",
                static_cast<long long>(session.count()), resultMb, static_cast<long long>(bigRow + 1), ingestMs);
    std::printf("  repaint (median, worst of 21) at the top: %.2f ms, %.2f ms; with the big row: %.2f ms, %.2f ms\n",
                medianSmall, worstSmall, medianRepaint, worstRepaint);
    verdict("repaint of the timeline with the big row visible", medianRepaint, "ms", 16, true);

    double worstSort = 0;
    TimelineFilter *filter = view.filter();
    for (int column = 0; column < TimelineModel::ColumnCount; ++column) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            timer.restart();
            view.sortByColumn(column, order);
            filter->rowCount();
            const double t = ms(timer.nsecsElapsed());
            worstSort = qMax(worstSort, t);
            timer.restart();
            const std::vector<int> sorted = view.timelineModel()->sortedRows(column);
            const double keysMs = ms(timer.nsecsElapsed());
            std::printf("    sort by %-12s %-10s %10.1f ms  (the model's order alone: %.1f ms)\n",
                        qPrintable(view.timelineModel()->headerData(column, Qt::Horizontal).toString()),
                        order == Qt::AscendingOrder ? "ascending" : "descending", t, keysMs);
        }
    }
    view.sortByColumn(-1, Qt::AscendingOrder);
    verdict("slowest sort of all rows by one column", worstSort, "ms", 300, true);
    const quint64 afterSort = g_fromJsonCalls.load();

    double worstFilter = 0;
    const auto change = [&](const char *what, const std::function<void()> &f) {
        timer.restart();
        f();
        filter->rowCount();
        const double t = ms(timer.nsecsElapsed());
        worstFilter = qMax(worstFilter, t);
        std::printf("    filter: %-40s %10.1f ms  (%d shown)\n", what, t, filter->rowCount());
    };
    change("method = notifications/progress", [&] { filter->setMethod(QStringLiteral("notifications/progress")); });
    change("text \"tick 99999\"", [&] {
        filter->setMethod(QString());
        filter->setText(QStringLiteral("tick 99999"));
        filter->applyText();
    });
    change("cleared", [&] { filter->clear(); });
    verdict("slowest filter change", worstFilter, "ms", 300, true);
    const quint64 afterFilter = g_fromJsonCalls.load();

    std::printf("  QJsonDocument::fromJson calls: ingest %llu, scroll and repaint %llu, sort %llu, filter %llu\n",
                static_cast<unsigned long long>(afterIngest - start),
                static_cast<unsigned long long>(afterScroll - beforeScroll),
                static_cast<unsigned long long>(afterSort - afterScroll),
                static_cast<unsigned long long>(afterFilter - afterSort));
    verdict("QJsonDocument::fromJson calls in all four",
            double(afterIngest - start + afterScroll - beforeScroll + afterFilter - afterScroll), "calls", 0, true);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    double mb = 16;
    qint64 rows = 1000000;
    double resultMb = 50;
    int runs = 3;
    QString only;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString a = args.at(i);
        const bool more = i + 1 < args.size();
        if (a == QLatin1String("--mb") && more)
            mb = args.at(++i).toDouble();
        else if (a == QLatin1String("--rows") && more)
            rows = args.at(++i).toLongLong();
        else if (a == QLatin1String("--result-mb") && more)
            resultMb = args.at(++i).toDouble();
        else if (a == QLatin1String("--runs") && more)
            runs = args.at(++i).toInt();
        else if (a == QLatin1String("--only") && more)
            only = args.at(++i);
        else {
            std::fprintf(stderr,
                         "usage: bench_ingest [--mb N] [--runs N] [--rows N] [--result-mb N] [--only live|big]\n");
            return 2;
        }
    }
    if (only.isEmpty() || only == QLatin1String("live"))
        live(mb, runs);
    if (only.isEmpty() || only == QLatin1String("big"))
        big(rows, resultMb);
    return 0;
}
