// SPDX-License-Identifier: MIT
// bench_validate: validation throughput next to bare parsing, on recorded traffic.
//
//   bench_validate [--mb N] [--runs N] [--shapes FILE | --no-shapes] [--in-process | --only a|b|v|e|c|d | --by-message]
//                  [TRANSCRIPT.jsonl...]
//
// Corpus "transcripts": the recorded transcripts (default: all of tests/data/*.jsonl),
// each a session of its own, repeated until they make about N MB (default 50).
// Corpus "shapes": the generated shapes corpus (tests/auto/shapes/corpus/messages.jsonl)
// repeated the same way, when it exists (--no-shapes: not at all). Per corpus, the best of --runs passes (default 3):
//   (a) QJsonDocument::fromJson alone: parsing, the measure the target is set against
//   (b) Message::parse: a lightjson scan for the envelope (kind, id, method), no Qt tree
//   (v) the validator's view alone (lightjson::Document::build: it decides whether the bytes
//       are JSON, taking exactly what QJsonDocument takes, and is what the rules read)
//   (e) the view + the stateless JSON-RPC envelope rules (JsonRpcRules::check) on each object:
//       the cheapest layer of rules
//   (c) full validation: Validator::checkFrame on each frame's bytes + finish(), a fresh
//       Validator per repetition of the transcript, so the session state (ids, capabilities,
//       subscriptions) stays the size a real session has. The validator reads the raw bytes
//       only: nothing parses them with Qt first.
//   (d) the same validation handing out the scanned Message (checkFrame with a Message out):
//       the ingest path of the window, tap and the CLI, one scan for both
// Prints a table and the cost of (c) against (a) against the target (validation at most 30%
// more than parsing alone), and (d) against (a). Each pass runs in a process of its own
// (this program again, with --only): in one process, a pass's figure depends on the heap and
// caches the passes before it left, by up to a fifth. --in-process runs them all in this one.
// --only a|b|v|e|c|d runs one pass alone and prints only "best CORPUS SECONDS DIAGNOSTICS" a
// corpus (the best of --runs), for the table, profilers and `perf stat`.
// --by-message times Message::parse and checkFrame for each message of the sessions on its own
// and prints where the validation time goes, message by message.
#include "json/lightjson.h"
#include "jsonrpc/message.h"
#include "session/sessionreader.h"
#include "transport/framer.h"
#include "validation/jsonrpcrules.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QList>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace mcpscope;

namespace {

struct Recorded
{
    Direction direction;
    QByteArray raw;
};

using Recording = QList<Recorded>;

struct Corpus
{
    QString name;
    QList<Recording> sessions; ///< one repetition: each a session of its own, in order
    int repetitions = 0;
    qint64 bytes = 0; ///< of all repetitions
    qint64 messages = 0;
};

bool readRecording(const QString &path, Recording *out)
{
    SessionReader reader;
    if (!reader.open(path)) {
        std::fprintf(stderr, "bench_validate: %s: %s\n", qPrintable(path), qPrintable(reader.errorString()));
        return false;
    }
    SessionReader::Entry e;
    while (reader.next(&e))
        out->append({e.direction, e.raw});
    return true;
}

Corpus makeCorpus(const QString &name, const QList<Recording> &sessions, double megabytes)
{
    Corpus c;
    c.name = name;
    c.sessions = sessions;
    qint64 once = 0;
    qint64 count = 0;
    for (const Recording &session : sessions) {
        for (const Recorded &r : session)
            once += r.raw.size();
        count += session.size();
    }
    if (once == 0)
        return c;
    c.repetitions = qMax<int>(1, int(megabytes * 1e6 / double(once) + 0.5));
    c.bytes = once * c.repetitions;
    c.messages = count * c.repetitions;
    return c;
}

volatile qint64 g_sink = 0; // keeps results observable

/// Runs @p each on every message of every repetition, in order, and returns the seconds it
/// took; what @p each returns is summed and kept observable.
template<typename F>
double timeMessages(const Corpus &c, F each)
{
    QElapsedTimer t;
    t.start();
    qint64 sink = 0;
    for (int rep = 0; rep < c.repetitions; ++rep) {
        for (const Recording &session : c.sessions) {
            for (const Recorded &r : session)
                sink += each(r);
        }
    }
    const qint64 ns = t.nsecsElapsed();
    g_sink = g_sink + sink;
    return double(ns) / 1e9;
}

[[gnu::noinline]] double passFromJson(const Corpus &c)
{
    return timeMessages(c, [](const Recorded &r) { return qint64(QJsonDocument::fromJson(r.raw).isObject()); });
}

[[gnu::noinline]] double passParse(const Corpus &c)
{
    return timeMessages(c, [](const Recorded &r) { return qint64(Message::parse(r.raw).kind()); });
}

[[gnu::noinline]] double passView(const Corpus &c)
{
    lightjson::Document view;
    return timeMessages(c, [&](const Recorded &r) { return view.build(r.raw) ? qint64(view.root().type()) : 0; });
}

[[gnu::noinline]] double passEnvelope(const Corpus &c)
{
    lightjson::Document view;
    Diagnostics out;
    const QString prefix;
    qsizetype index = 0;
    return timeMessages(c, [&](const Recorded &r) {
        qint64 sink = 0;
        if (!view.build(r.raw))
            return sink;
        const lightjson::Value root = view.root();
        if (root.isObject()) {
            sink += int(JsonRpcRules::check(root.toObject(), prefix, index, out).kind);
        } else {
            const lightjson::Array batch = root.toArray();
            for (qsizetype i = 0; i < batch.size(); ++i) {
                if (batch.at(i).isObject())
                    sink += int(JsonRpcRules::check(batch.at(i).toObject(), prefix, index, out).kind);
            }
        }
        sink += out.size();
        out.clear();
        ++index;
        return sink;
    });
}

/// (c) with @p parse false, (d) with it true: validation that also hands out the scanned
/// Message, as Ingest does.
[[gnu::noinline]] double passValidate(const Corpus &c, qint64 *diagnostics, bool parse)
{
    QElapsedTimer t;
    t.start();
    qint64 found = 0;
    qint64 sink = 0;
    for (int rep = 0; rep < c.repetitions; ++rep) {
        for (const Recording &session : c.sessions) {
            Validator validator;
            qsizetype index = 0;
            for (const Recorded &r : session) {
                Frame frame;
                frame.payload = r.raw;
                if (parse) {
                    // The ingest path: the message (its envelope) comes out of the validator's own scan.
                    Message message;
                    found += validator.checkFrame(frame, r.direction, index++, &message).size();
                    sink += int(message.kind());
                } else {
                    found += validator.checkFrame(frame, r.direction, index++).size();
                }
            }
            found += validator.finish().size();
        }
    }
    const qint64 ns = t.nsecsElapsed();
    g_sink = g_sink + sink;
    *diagnostics = found / qMax(1, c.repetitions);
    return double(ns) / 1e9;
}

/// A short label for a recorded message: its method, or what it answers.
QByteArray labelOf(const Recording &session, qsizetype at)
{
    const QJsonObject o = Message::parse(session.at(at).raw).json().toObject();
    const QByteArray dir = session.at(at).direction == Direction::ClientToServer ? "c>s " : "s>c ";
    if (o.contains(QLatin1String("method")))
        return dir + (o.contains(QLatin1String("id")) ? "request " : "notification ")
               + o.value(QLatin1String("method")).toString().toUtf8();
    for (qsizetype i = at - 1; i >= 0; --i) {
        const QJsonObject r = Message::parse(session.at(i).raw).json().toObject();
        if (session.at(i).direction != session.at(at).direction
            && r.value(QLatin1String("id")) == o.value(QLatin1String("id")) && r.contains(QLatin1String("method")))
            return dir + "answer to " + r.value(QLatin1String("method")).toString().toUtf8();
    }
    return dir + "?";
}

/// --by-message: where pass (c)'s time goes, message by message of the repeated sessions
/// (each timed on its own, so the figures include the timer's own cost of some 20 ns).
void byMessage(const Corpus &c)
{
    struct Cost
    {
        qint64 parse = 0;
        qint64 check = 0;
    };
    QList<QList<Cost>> costs;
    QList<qint64> setup; // per session: constructing the Validator, finish() and destroying it
    for (const Recording &session : c.sessions) {
        costs.append(QList<Cost>(session.size()));
        setup.append(0);
    }
    QElapsedTimer t;
    for (int rep = 0; rep < c.repetitions; ++rep) {
        for (qsizetype s = 0; s < c.sessions.size(); ++s) {
            const Recording &session = c.sessions.at(s);
            t.start();
            auto validator = std::make_unique<Validator>();
            setup[s] += t.nsecsElapsed();
            for (qsizetype i = 0; i < session.size(); ++i) {
                Frame frame;
                frame.payload = session.at(i).raw;
                t.start();
                const Message message = Message::parse(session.at(i).raw);
                const qint64 parsed = t.nsecsElapsed();
                t.start();
                g_sink = g_sink + int(message.kind()) + validator->checkFrame(frame, session.at(i).direction, i).size();
                costs[s][i].check += t.nsecsElapsed();
                costs[s][i].parse += parsed;
            }
            t.start();
            g_sink = g_sink + validator->finish().size();
            validator.reset();
            setup[s] += t.nsecsElapsed();
        }
    }
    // The same parses with the same timer calls but nothing between them: how much slower
    // parsing gets when validation runs in between (caches, branch predictors, the heap).
    qint64 parseAlone = 0;
    for (int rep = 0; rep < c.repetitions; ++rep) {
        for (const Recording &session : c.sessions) {
            for (const Recorded &r : session) {
                t.start();
                const Message message = Message::parse(r.raw);
                parseAlone += t.nsecsElapsed();
                t.start();
                g_sink = g_sink + int(message.kind()) + t.nsecsElapsed();
            }
        }
    }
    const double reps = double(c.repetitions);
    double parseAll = 0;
    double checkAll = 0;
    std::printf("%s: ns per message, mean of %d repetitions (parse = Message::parse, check = checkFrame)\n",
                qPrintable(c.name), c.repetitions);
    std::printf("  %4s %4s %8s %8s %8s  %s\n", "sess", "msg", "bytes", "parse", "check", "message");
    for (qsizetype s = 0; s < c.sessions.size(); ++s) {
        const Recording &session = c.sessions.at(s);
        for (qsizetype i = 0; i < session.size(); ++i) {
            const Cost &k = costs.at(s).at(i);
            parseAll += double(k.parse) / reps;
            checkAll += double(k.check) / reps;
            std::printf("  %4lld %4lld %8lld %8.0f %8.0f  %s\n", qint64(s), qint64(i), qint64(session.at(i).raw.size()),
                        double(k.parse) / reps, double(k.check) / reps, labelOf(session, i).constData());
        }
        checkAll += double(setup.at(s)) / reps;
        std::printf("  %4lld    - %8s %8s %8.0f  (new Validator, finish(), delete)\n", qint64(s), "", "",
                    double(setup.at(s)) / reps);
    }
    std::printf("  all: parse %.0f ns, check %.0f ns per repetition: check = %.1f%% of parse\n", parseAll, checkAll,
                checkAll / parseAll * 100.0);
    std::printf("  the same parses without validation in between: %.0f ns (parse with validation: %+.1f%%);\n"
                "  check + the slower parse = %.1f%% of parse alone\n",
                double(parseAlone) / reps, (parseAll / (double(parseAlone) / reps) - 1.0) * 100.0,
                (checkAll + parseAll - double(parseAlone) / reps) / (double(parseAlone) / reps) * 100.0);
}

template<typename F>
double best(int runs, F pass)
{
    double b = 1e300;
    for (int i = 0; i < runs; ++i)
        b = std::min(b, pass());
    return b;
}

void row(const char *step, const Corpus &c, double seconds, double baseSeconds)
{
    const double rate = double(c.messages) / seconds;
    const double mbs = double(c.bytes) / 1e6 / seconds;
    if (baseSeconds > 0)
        std::printf("  %-42s %12.0f %10.1f %9.3f %+9.1f%%\n", step, rate, mbs, seconds,
                    (seconds / baseSeconds - 1.0) * 100.0);
    else
        std::printf("  %-42s %12.0f %10.1f %9.3f %10s\n", step, rate, mbs, seconds, "");
}

int usage()
{
    std::fprintf(
        stderr,
        "usage: bench_validate [--mb N] [--runs N] [--shapes FILE | --no-shapes] [--in-process | --only a|b|v|e|c|d | --by-message] [TRANSCRIPT.jsonl...]\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    double megabytes = 50;
    int runs = 3;
    QString shapes = QStringLiteral(MCPSCOPE_SOURCE_DIR "/tests/auto/shapes/corpus/messages.jsonl");
    QStringList transcripts;
    QString only;
    bool perMessage = false;
    bool inProcess = false;
    const QStringList args = QCoreApplication::arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        bool ok = true;
        if (a == QLatin1String("--mb") && i + 1 < args.size())
            megabytes = args.at(++i).toDouble(&ok);
        else if (a == QLatin1String("--runs") && i + 1 < args.size())
            runs = args.at(++i).toInt(&ok);
        else if (a == QLatin1String("--shapes") && i + 1 < args.size())
            shapes = args.at(++i);
        else if (a == QLatin1String("--by-message"))
            perMessage = true;
        else if (a == QLatin1String("--in-process"))
            inProcess = true;
        else if (a == QLatin1String("--no-shapes"))
            shapes.clear();
        else if (a == QLatin1String("--only") && i + 1 < args.size())
            ok = QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("v"),
                             QStringLiteral("e"), QStringLiteral("c"), QStringLiteral("d")}
                     .contains(only = args.at(++i));
        else if (a.startsWith(QLatin1Char('-')))
            return usage();
        else
            transcripts << a;
        if (!ok || megabytes <= 0 || runs <= 0)
            return usage();
    }
    if (transcripts.isEmpty()) {
        const QDir dir(QStringLiteral(MCPSCOPE_SOURCE_DIR "/tests/data"));
        for (const QString &f : dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name))
            transcripts << dir.filePath(f);
    }
    if (transcripts.isEmpty()) {
        std::fprintf(stderr, "bench_validate: no transcripts found (give them as arguments)\n");
        return 1;
    }

    // One realistic session per transcript, each validated as a whole; the corpus cycles
    // through them.
    QList<Recording> recorded;
    QStringList names;
    for (const QString &path : transcripts) {
        Recording session;
        if (!readRecording(path, &session))
            return 1;
        recorded << session;
        names << QFileInfo(path).fileName();
    }
    QList<Corpus> corpora{
        makeCorpus(QStringLiteral("transcripts (%1)").arg(names.join(QStringLiteral(", "))), recorded, megabytes)};
    if (shapes.isEmpty()) {
        // --no-shapes
    } else if (QFileInfo::exists(shapes)) {
        Recording shapeMessages;
        if (!readRecording(shapes, &shapeMessages))
            return 1;
        corpora << makeCorpus(QStringLiteral("shapes corpus (%1)").arg(QFileInfo(shapes).fileName()), {shapeMessages},
                              megabytes);
    } else {
        std::printf("(no shapes corpus at %s: skipped)\n", qPrintable(shapes));
    }

    if (perMessage) {
        for (const Corpus &c : corpora)
            byMessage(c);
        return 0;
    }
    const auto runPass = [](const QString &pass, const Corpus &c, qint64 *diagnostics) {
        if (pass == QLatin1String("a"))
            return passFromJson(c);
        if (pass == QLatin1String("b"))
            return passParse(c);
        if (pass == QLatin1String("v"))
            return passView(c);
        if (pass == QLatin1String("e"))
            return passEnvelope(c);
        return passValidate(c, diagnostics, pass == QLatin1String("d"));
    };
    if (!only.isEmpty()) {
        for (qsizetype k = 0; k < corpora.size(); ++k) {
            qint64 diagnostics = 0;
            const double seconds = best(runs, [&] { return runPass(only, corpora.at(k), &diagnostics); });
            std::printf("best %lld %.6f %lld\n", qint64(k), seconds, diagnostics);
        }
        return 0;
    }
    // Each pass in a process of its own: the same arguments, with --only.
    QStringList childArgs{QStringLiteral("--mb"), QString::number(megabytes), QStringLiteral("--runs"),
                          QString::number(runs)};
    childArgs << (shapes.isEmpty() ? QStringList{QStringLiteral("--no-shapes")}
                                   : QStringList{QStringLiteral("--shapes"), shapes});
    childArgs << transcripts;
    struct Figure
    {
        double seconds = 0;
        qint64 diagnostics = 0;
    };
    QHash<QString, QList<Figure>> figures; // pass -> per corpus
    if (!inProcess) {
        for (const QString &pass : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("v"), QStringLiteral("e"),
                                    QStringLiteral("c"), QStringLiteral("d")}) {
            QProcess child;
            child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            child.start(QCoreApplication::applicationFilePath(),
                        childArgs + QStringList{QStringLiteral("--only"), pass});
            if (!child.waitForFinished(-1) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
                std::fprintf(stderr, "bench_validate: pass %s failed in its own process (%s)\n", qPrintable(pass),
                             qPrintable(child.errorString()));
                return 1;
            }
            QList<Figure> perCorpus(corpora.size());
            for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
                const QList<QByteArray> f = line.split(' ');
                if (f.size() == 4 && f.at(0) == "best" && f.at(1).toLongLong() < corpora.size())
                    perCorpus[f.at(1).toLongLong()] = Figure{f.at(2).toDouble(), f.at(3).toLongLong()};
            }
            figures.insert(pass, perCorpus);
        }
    }
    std::printf("bench_validate: best of %d passes, %s; 1 MB = 10^6 bytes\n", runs,
                inProcess ? "all in this process" : "each pass in a process of its own");
    std::printf("(each corpus repeats the same sessions: params and results of 256 bytes or more that were checked\n"
                " before are replayed from the shape rules' memo, as in a real process that meets a server's tool\n"
                " list again; callgrind with --mb 0.05 --runs 1 measures one cold repetition)\n");
    bool allMet = true;
    for (qsizetype k = 0; k < corpora.size(); ++k) {
        const Corpus &c = corpora.at(k);
        if (c.messages == 0)
            continue;
        std::printf("\n%s\n  %lld messages (%d repetitions of %lld), %.1f MB, %.0f B average\n", qPrintable(c.name),
                    c.messages, c.repetitions, c.messages / c.repetitions, double(c.bytes) / 1e6,
                    double(c.bytes) / double(c.messages));
        std::printf("  %-42s %12s %10s %9s %10s\n", "step", "messages/s", "MB/s", "seconds", "vs (a)");
        qint64 diagnostics = 0;
        const auto measure = [&](const QString &pass) {
            if (!inProcess) {
                const Figure f = figures.value(pass).value(k);
                if (pass == QLatin1String("c"))
                    diagnostics = f.diagnostics;
                return f.seconds;
            }
            return best(runs, [&] { return runPass(pass, c, &diagnostics); });
        };
        const double fromJson = measure(QStringLiteral("a"));
        const double parse = measure(QStringLiteral("b"));
        const double view = measure(QStringLiteral("v"));
        const double envelope = measure(QStringLiteral("e"));
        const double live = measure(QStringLiteral("d"));
        const double validate = measure(QStringLiteral("c"));
        row("(a) QJsonDocument::fromJson (parsing)", c, fromJson, 0);
        row("(b) Message::parse (a scan for the envelope)", c, parse, fromJson);
        row("(v) the validator's view alone", c, view, fromJson);
        row("(e) view + JSON-RPC envelope rules", c, envelope, fromJson);
        row("(c) full validation", c, validate, fromJson);
        row("(d) the ingest scan: validation + Message", c, live, fromJson);
        const double ratio = validate / fromJson;
        const bool met = ratio <= 1.3;
        allMet = allMet && met;
        std::printf("  diagnostics per repetition: %lld\n", diagnostics);
        std::printf("  full validation (c) costs %.2fx parsing alone (a) (target: at most 1.30x) -> %s\n", ratio,
                    met ? "met" : "NOT met");
        std::printf("  the ingest scan (d) costs %.2fx parsing alone (a)\n", live / fromJson);
    }
    std::printf("\n%s\n", allMet ? "target met on every corpus" : "target NOT met on every corpus");
    return 0;
}
