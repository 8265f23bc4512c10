// SPDX-License-Identifier: MIT
// mcpscope run: a collection of saved requests with expectations, run headless for CI.
#include "run.h"

#include "headlessrun.h"

#include "collections/collection.h"
#include "collections/collectionrunner.h"
#include "collections/junitreport.h"
#include "collections/loadrun.h"
#include "mcp/connectiondoctor.h"
#include "mcp/mcpclient.h"
#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTimer>

#include <cstdio>

namespace mcpscope::cli {

namespace {

enum RunExit { RunPassed = 0, RunFailed = 1, RunUsage = 2, RunAuthRequired = 3, RunUnreachable = 4 };

class RunText
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::RunText)
};

int usage(const QString &message)
{
    writeText(stderr, QStringLiteral("mcpscope run: ") + message + QLatin1Char('\n'));
    return RunUsage;
}

QString runUsage()
{
    return RunText::tr(
               "Usage: mcpscope run COLLECTION [SERVER] [options]\n"
               "Runs the steps of a collection (docs/COLLECTIONS.md) against a server and checks their\n"
               "expectations. Exit 0: every step passed; 1: a step failed; 2: usage; 3: the server wants a\n"
               "sign-in that could not be made; 4: server unreachable.\n"
               "\n"
               "SERVER (default: the collection's own server):\n"
               "  --server NAME            a profile saved in the window (or, with --config, an entry of FILE)\n"
               "  --config FILE            an mcpServers file (desktop hosts' and editors' format)\n"
               "  URL                      a server reached over HTTP\n"
               "  -- COMMAND [ARGS...]     a server started as a command (stdio)\n"
               "\n"
               "Options:\n"
               "  --junit FILE             write a JUnit XML report (one test case per step)\n"
               "  --format text|json       how results are printed on stdout (default text)\n"
               "  --save-session FILE      write every message of the run (JSON Lines)\n"
               "  -e KEY=VALUE             environment for a command server (repeatable)\n"
               "  --header \"Name: Value\"   header for a URL server (repeatable); @FILE, --header-file\n"
               "                           FILE or MCPSCOPE_HEADERS: one \"Name: Value\" a line\n"
               "  --connect-timeout MS     give up when the handshake takes longer (default 15000)\n"
               "  --request-timeout MS     give up on a step after MS (default 60000)\n"
               "  --protocol-era legacy|auto|modern\n"
               "                           the MCP era: legacy (default) sends initialize; auto tries\n"
               "                           2026-07-28 (server/discover) and falls back; modern only\n"
               "                           2026-07-28\n"
               "  --load                   after the run, send the steps again and again and measure\n"
               "  --concurrency N          --load: requests in flight at once (default 1)\n"
               "  --duration S             --load: for S seconds (default 10 unless --requests)\n"
               "  --requests N             --load: this many requests\n"
               "  -q, --quiet              no progress and no server error output on stderr\n"
               "  -h, --help               this text\n")
           + QLatin1Char('\n') + AuthOptions::helpText();
}

struct RunOptions
{
    QString collectionPath;
    QString serverName;
    QString configFile;
    QString url;
    QStringList command;
    QString junit;
    ConnectionOptions connection; ///< --format, --save-session, -e, --header, timeouts, -q
    bool load = false;
    int concurrency = 1;
    double durationS = 0;
    qint64 requests = 0;
};

class CollectionRun : public HeadlessRun
{
public:
    CollectionRun(const RunOptions &options, const Collection &collection, Transport *transport, const QString &rootDir)
        : HeadlessRun(settingsFor(options, collection, transport, rootDir), transport)
        , m_options(options)
        , m_collection(collection)
        , m_progress(!options.connection.quiet && isTerminal(stderr))
    {
    }

private:
    static Settings settingsFor(const RunOptions &options, const Collection &collection, const Transport *transport,
                                const QString &rootDir)
    {
        Settings s = HeadlessRun::settingsFor(QStringLiteral("run"), options.connection);
        s.journalHeader
            = QJsonObject{{QStringLiteral("mode"), QStringLiteral("run")},
                          {QStringLiteral("collection"), collection.name},
                          {QStringLiteral("server"), QJsonObject{{QStringLiteral("command"), transport->describe()}}}};
        s.unreachableExit = RunUnreachable;
        s.authRequiredExit = RunAuthRequired;
        s.usageExit = RunUsage;
        s.rootDir = rootDir;
        return s;
    }

    void onReady() override
    {
        if (m_progress)
            writeText(stderr,
                      RunText::tr("Running %1 (%n step(s)) against %2\n", nullptr, int(m_collection.steps.size()))
                          .arg(m_collection.name, transport()->describe()));
        m_runner = new CollectionRunner(client(), m_collection, this);
        connect(m_runner, &CollectionRunner::stepFinished, this, [this](int index) {
            if (m_progress)
                writeText(stderr, stepLine(m_runner->results().at(index)));
        });
        connect(m_runner, &CollectionRunner::finished, this, &CollectionRun::onStepsDone);
        m_runner->start();
    }

    void onUnreachable() override
    {
        // CI still gets its report: every step not run.
        if (!m_options.junit.isEmpty())
            writeJunit(CollectionRunner::notRun(m_collection), elapsedMs() / 1000.0);
    }

    void onStepsDone()
    {
        m_stepsSeconds = elapsedMs() / 1000.0;
        if (m_options.load && client()->state() == McpClient::State::Ready) {
            LoadRun::Options load;
            load.concurrency = m_options.concurrency;
            load.requests = m_options.requests;
            load.durationMs
                = m_options.requests > 0 ? 0 : qint64((m_options.durationS > 0 ? m_options.durationS : 10) * 1000);
            if (m_progress)
                writeText(stderr, RunText::tr("Load: %1 in flight, %2\n")
                                      .arg(load.concurrency)
                                      .arg(load.requests > 0 ? RunText::tr("%1 requests").arg(load.requests)
                                                             : RunText::tr("%1 s").arg(load.durationMs / 1000.0)));
            m_load = new LoadRun(client(), m_collection, m_runner->variables(), load, this);
            connect(m_load, &LoadRun::finished, this, &CollectionRun::report);
            m_load->start();
            return;
        }
        report();
    }

    bool writeJunit(const QList<StepResult> &results, double seconds)
    {
        QSaveFile file(m_options.junit);
        if (file.open(QIODevice::WriteOnly)) {
            file.write(junitReport(m_collection, results, seconds));
            if (file.commit())
                return true;
        }
        writeText(stderr, RunText::tr("mcpscope run: cannot write the JUnit report \"%1\": %2\n")
                              .arg(m_options.junit, file.errorString()));
        return false;
    }

    void report()
    {
        if (isFinished())
            return;
        const QList<StepResult> &results = m_runner->results();
        const int failed = m_runner->failedCount();
        bool loadFailed = false;
        if (m_options.connection.format == QLatin1String("json")) {
            QJsonArray steps;
            for (const StepResult &r : results) {
                QJsonArray checks;
                for (const CheckResult &c : r.checks)
                    checks.append(QJsonObject{{QStringLiteral("expectation"), c.expectation.describe()},
                                              {QStringLiteral("passed"), c.passed},
                                              {QStringLiteral("detail"), c.detail}});
                steps.append(QJsonObject{{QStringLiteral("name"), r.name},
                                         {QStringLiteral("method"), r.method},
                                         {QStringLiteral("ran"), r.ran},
                                         {QStringLiteral("passed"), r.passed},
                                         {QStringLiteral("latencyMs"), r.latencyMs},
                                         {QStringLiteral("outcome"), r.outcome},
                                         {QStringLiteral("checks"), checks}});
            }
            QJsonObject out{{QStringLiteral("collection"), m_collection.name},
                            {QStringLiteral("passed"), m_runner->passedCount()},
                            {QStringLiteral("failed"), failed},
                            {QStringLiteral("seconds"), m_stepsSeconds},
                            {QStringLiteral("steps"), steps}};
            if (m_load) {
                const LoadFigures f = m_load->figures();
                loadFailed = f.errors > 0;
                out.insert(QStringLiteral("load"), f.toJson());
            }
            writeText(stdout, QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact)) + QLatin1Char('\n'));
        } else {
            QString text;
            for (const StepResult &r : results)
                text += stepLine(r);
            text += RunText::tr("%1: %2 passed, %3 failed, %4 not run in %5 s\n")
                        .arg(m_collection.name.isEmpty() ? RunText::tr("collection") : m_collection.name)
                        .arg(m_runner->passedCount())
                        .arg(failed)
                        .arg(results.size() - m_runner->passedCount() - failed)
                        .arg(m_stepsSeconds, 0, 'f', 2);
            if (m_load) {
                const LoadFigures f = m_load->figures();
                loadFailed = f.errors > 0;
                text += RunText::tr("Load:") + QLatin1Char('\n') + f.toText() + QLatin1Char('\n');
            }
            writeText(stdout, text);
        }
        int exitCode = failed > 0 || loadFailed ? RunFailed : RunPassed;
        const bool notReached = std::any_of(results.begin(), results.end(), [](const StepResult &r) { return !r.ran; })
                                && client()->state() != McpClient::State::Ready;
        if (notReached)
            exitCode = RunUnreachable;
        if (!m_options.junit.isEmpty() && !writeJunit(results, m_stepsSeconds))
            exitCode = RunUsage;
        finish(exitCode);
    }

    static QString stepLine(const StepResult &r)
    {
        if (!r.ran)
            return RunText::tr("  SKIP  %1 (%2): not run\n").arg(r.name, r.method);
        QString text = QStringLiteral("  %1  %2 (%3, %4)\n")
                           .arg(r.passed ? RunText::tr("PASS") : RunText::tr("FAIL"), r.name, r.method,
                                r.latencyMs >= 0 ? RunText::tr("%1 ms").arg(r.latencyMs) : r.outcome);
        for (const CheckResult &c : r.checks) {
            if (!c.passed)
                text += QStringLiteral("        %1: %2\n").arg(c.expectation.describe(), c.detail);
        }
        return text;
    }

    RunOptions m_options;
    Collection m_collection;
    CollectionRunner *m_runner = nullptr;
    LoadRun *m_load = nullptr;
    double m_stepsSeconds = 0;
    bool m_progress = false;
};

bool parse(const QStringList &args, RunOptions *o, QString *error, bool *help)
{
    const QList<OptionSpec> own{
        {{QStringLiteral("server")}, QStringLiteral("name")},   {{QStringLiteral("config")}, QStringLiteral("file")},
        {{QStringLiteral("junit")}, QStringLiteral("file")},    {{QStringLiteral("load")}, {}},
        {{QStringLiteral("concurrency")}, QStringLiteral("n")}, {{QStringLiteral("requests")}, QStringLiteral("n")},
        {{QStringLiteral("duration")}, QStringLiteral("s")}};
    CommandLine commandLine(QStringLiteral("run"));
    commandLine.addHelp();
    commandLine.add(own);
    commandLine.add(ConnectionOptions::options());
    commandLine.setDashDashStartsCommand(true);
    if (!commandLine.parse(args, error))
        return false;
    if (commandLine.helpRequested()) {
        *help = true;
        return true;
    }
    if (commandLine.hasDashDash()) {
        o->command = commandLine.serverCommand();
        if (o->command.isEmpty()) {
            *error = RunText::tr("\"--\" must be followed by the server's command.");
            return false;
        }
    }
    if (!o->connection.read(commandLine, error))
        return false;
    const bool read = commandLine.apply(
        own,
        [o](const QString &name, const QString &text, QString *error) {
            const auto number = [&](qint64 *out, qint64 min) {
                bool ok = false;
                *out = text.toLongLong(&ok);
                if (!ok || *out < min) {
                    *error = RunText::tr("%1 expects a whole number of at least %2, not \"%3\".")
                                 .arg(name, QString::number(min), text);
                    return false;
                }
                return true;
            };
            qint64 n = 0;
            if (name == QLatin1String("--server")) {
                o->serverName = text;
            } else if (name == QLatin1String("--config")) {
                o->configFile = text;
            } else if (name == QLatin1String("--junit")) {
                o->junit = text;
            } else if (name == QLatin1String("--load")) {
                o->load = true;
            } else if (name == QLatin1String("--concurrency")) {
                if (!number(&n, 1))
                    return false;
                o->concurrency = int(qMin<qint64>(n, 10000));
            } else if (name == QLatin1String("--requests")) {
                return number(&o->requests, 1);
            } else if (name == QLatin1String("--duration")) {
                bool ok = false;
                o->durationS = text.toDouble(&ok);
                if (!ok || o->durationS <= 0) {
                    *error = RunText::tr("--duration expects a positive number of seconds, not \"%1\".").arg(text);
                    return false;
                }
            }
            return true;
        },
        error);
    if (!read)
        return false;
    QStringList positional = commandLine.positional();
    if (positional.isEmpty()) {
        *error = RunText::tr("Which collection? Usage: mcpscope run COLLECTION [SERVER] [options]");
        return false;
    }
    o->collectionPath = positional.takeFirst();
    if (!positional.isEmpty()) {
        const QString target = positional.takeFirst();
        if (!target.startsWith(QLatin1String("http://"), Qt::CaseInsensitive)
            && !target.startsWith(QLatin1String("https://"), Qt::CaseInsensitive)) {
            *error = RunText::tr("\"%1\" is no URL; give a command after \"--\".").arg(target);
            return false;
        }
        o->url = target;
    }
    if (!positional.isEmpty()) {
        *error = RunText::tr("Unexpected argument \"%1\".").arg(positional.constFirst());
        return false;
    }
    if ((o->requests > 0 || o->durationS > 0 || o->concurrency > 1) && !o->load) {
        *error = RunText::tr("--concurrency, --duration and --requests go with --load.");
        return false;
    }
    if (o->requests > 0 && o->durationS > 0) {
        *error = RunText::tr("--load takes --duration or --requests, not both.");
        return false;
    }
    const int servers = int(!o->command.isEmpty()) + int(!o->url.isEmpty())
                        + int(!o->serverName.isEmpty() || !o->configFile.isEmpty());
    if (servers > 1) {
        *error = RunText::tr("Give one server: --server NAME, a URL, or a command after \"--\".");
        return false;
    }
    return true;
}

} // namespace

int runCollection(const QStringList &args)
{
    RunOptions options;
    QString error;
    bool help = false;
    if (!parse(args, &options, &error, &help))
        return usage(error);
    if (help) {
        writeText(stdout, runUsage());
        return RunPassed;
    }
    Collection collection;
    if (!Collection::load(options.collectionPath, &collection, &error))
        return usage(error);
    if (collection.name.isEmpty())
        collection.name = QFileInfo(options.collectionPath).completeBaseName();

    StdioServerConfig stdio;
    HttpServerConfig http;
    bool remote = false;
    if (!options.command.isEmpty()) {
        stdio.program = options.command.constFirst();
        stdio.arguments = options.command.mid(1);
    } else if (!options.url.isEmpty()) {
        remote = true;
        http.url = QUrl(options.url, QUrl::StrictMode);
    } else if (!options.configFile.isEmpty()) {
        ServerConfigFile file;
        if (!file.load(options.configFile, &error))
            return usage(error);
        QString name = options.serverName;
        if (name.isEmpty() && file.entries().size() == 1)
            name = file.entries().constFirst().name;
        const ServerConfigEntry *entry = file.find(name);
        if (!entry)
            return usage(RunText::tr("The configuration file has no server named \"%1\" (it has: %2).")
                             .arg(name, file.names().join(QStringLiteral(", "))));
        remote = entry->isRemote();
        if (remote)
            http = entry->toHttpConfig();
        else
            stdio = entry->toStdioConfig();
    } else {
        // A saved profile: named on the command line, or by the collection.
        QString profileName = options.serverName.isEmpty() ? collection.server.profile : options.serverName;
        if (!profileName.isEmpty()) {
            ServerProfileStore store;
            if (!store.load(&error))
                return usage(error);
            const ServerProfile *profile = store.find(profileName);
            if (!profile)
                return usage(RunText::tr("There is no saved server profile named \"%1\" (saved: %2).")
                                 .arg(profileName, store.names().join(QStringLiteral(", "))));
            remote = profile->isRemote();
            if (remote) {
                http = profile->toHttpConfig();
                options.connection.auth.useProfile(*profile);
            } else {
                stdio = profile->toStdioConfig();
            }
        } else if (collection.server.isRemote()) {
            remote = true;
            http.url = QUrl(collection.server.url, QUrl::StrictMode);
            http.headers = collection.server.headers;
        } else if (!collection.server.command.isEmpty()) {
            stdio.program = collection.server.command;
            stdio.arguments = collection.server.args;
            for (auto it = collection.server.env.cbegin(); it != collection.server.env.cend(); ++it)
                stdio.environment.insert(it.key(), it.value());
            if (!collection.server.cwd.isEmpty())
                stdio.workingDirectory
                    = QFileInfo(QFileInfo(options.collectionPath).absoluteDir(), collection.server.cwd)
                          .absoluteFilePath();
        } else {
            return usage(
                RunText::tr("The collection names no server: give one (--server NAME, a URL, or -- COMMAND)."));
        }
    }
    Transport *transport = options.connection.transport(stdio, http, remote, &error);
    if (!transport)
        return usage(error);
    const QString rootDir = stdio.workingDirectory.isEmpty() ? QDir::currentPath() : stdio.workingDirectory;
    CollectionRun run(options, collection, transport, rootDir);
    return run.exec();
}

} // namespace mcpscope::cli
