// SPDX-License-Identifier: MIT
// mcpscope replay: a recorded session's requests sent again, and the answers compared.
#include "replay.h"

#include "compare.h"
#include "headlessrun.h"

#include "collections/sessionreplay.h"
#include "mcp/connectiondoctor.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "session/sessioncompare.h"
#include "session/sessionjournal.h"
#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

namespace mcpscope::cli {

namespace {

enum ReplayExit { ReplaySame = 0, ReplayDifferent = 1, ReplayUsage = 2, ReplayAuthRequired = 3, ReplayUnreachable = 4 };

class ReplayText
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::ReplayText)
};

int usage(const QString &message)
{
    writeText(stderr, QStringLiteral("mcpscope replay: ") + message + QLatin1Char('\n'));
    return ReplayUsage;
}

QString replayUsage()
{
    return ReplayText::tr("Usage: mcpscope replay SESSION (URL | -- COMMAND [ARGS...]) [options]\n"
                          "       mcpscope replay SESSION --write-collection FILE\n"
                          "Sends the client requests of a recorded session (a session file or a transcript) to a\n"
                          "server again, answers the server's own requests the way the recording did, and compares\n"
                          "the new answers with the recorded ones as mcpscope compare does.\n"
                          "Exit 0: they mean the same; 1: they differ; 2: usage; 3: the server wants a sign-in that\n"
                          "could not be made; 4: server unreachable.\n"
                          "\n"
                          "Options:\n"
                          "  --format text|json       how the comparison is printed (default text)\n"
                          "  --save-session FILE      write every message of the replay (JSON Lines)\n"
                          "  --write-collection FILE  make a collection of the session's requests (each expecting\n"
                          "                           its recorded answer) instead of replaying it\n"
                          "  -e KEY=VALUE             environment for a command server (repeatable)\n"
                          "  --header \"Name: Value\"   header for a URL server (repeatable); @FILE, --header-file\n"
                          "                           FILE or MCPSCOPE_HEADERS: one \"Name: Value\" a line\n"
                          "  --connect-timeout MS     give up when the handshake takes longer (default 15000)\n"
                          "  --request-timeout MS     give up on a request after MS (default 60000)\n"
                          "  --protocol-era legacy|auto|modern\n"
                          "                           the MCP era: legacy (default) sends initialize; auto tries\n"
                          "                           2026-07-28 (server/discover) and falls back; modern only\n"
                          "                           2026-07-28\n"
                          "  -q, --quiet              no server error output on stderr\n"
                          "  -h, --help               this text\n")
           + QLatin1Char('\n') + AuthOptions::helpText();
}

class Replay : public HeadlessRun
{
public:
    Replay(const Session &recorded, const QString &recordedName, Transport *transport, const QString &format,
           const Settings &settings)
        : HeadlessRun(settings, transport)
        , m_recorded(recorded)
        , m_recordedName(recordedName)
        , m_requests(RecordedRequests::fromSession(recorded))
        , m_handler(m_requests.answers)
        , m_format(format)
    {
        setServerRequestHandler(&m_handler);
    }

private:
    void onReady() override
    {
        m_replay = new SessionReplay(client(), m_requests, this);
        connect(m_replay, &SessionReplay::finished, this, &Replay::onReplayed);
        m_replay->start();
    }

    void onReplayed()
    {
        if (isFinished())
            return;
        const SessionComparison comparison = SessionComparison::compare(m_recorded, *session());
        const int exitCode = CompareCommand::report(comparison, m_recordedName, ReplayText::tr("the replay"), m_format)
                                     == CompareCommand::Equal
                                 ? ReplaySame
                                 : ReplayDifferent;
        if (m_replay->unanswered() > 0)
            writeText(stderr, ReplayText::tr("mcpscope replay: %n request(s) got no answer.\n", nullptr,
                                             m_replay->unanswered()));
        finish(exitCode);
    }

    const Session &m_recorded;
    QString m_recordedName;
    RecordedRequests m_requests;
    RecordedAnswerHandler m_handler;
    SessionReplay *m_replay = nullptr;
    QString m_format;
};

} // namespace

int replaySession(const QStringList &args)
{
    const QList<OptionSpec> own{{{QStringLiteral("write-collection")}, QStringLiteral("file")}};
    CommandLine commandLine(QStringLiteral("replay"));
    commandLine.addHelp();
    commandLine.add(own);
    commandLine.add(ConnectionOptions::options());
    commandLine.setDashDashStartsCommand(true);
    ConnectionOptions connection;
    QString error;
    if (!commandLine.parse(args, &error))
        return usage(error);
    if (commandLine.helpRequested()) {
        writeText(stdout, replayUsage());
        return ReplaySame;
    }
    if (!connection.read(commandLine, &error))
        return usage(error);
    const QString writeCollection = commandLine.value(QStringLiteral("write-collection"));
    const QStringList command = commandLine.serverCommand();
    QStringList positional = commandLine.positional();
    if (positional.isEmpty())
        return usage(ReplayText::tr("Which session? Usage: mcpscope replay SESSION (URL | -- COMMAND…)"));
    const QString path = positional.takeFirst();
    Session recorded;
    if (!Session::load(path, &recorded, nullptr, &error))
        return usage(QStringLiteral("%1: %2").arg(path, error));

    if (!writeCollection.isEmpty()) {
        const Collection collection = collectionFromSession(recorded, QFileInfo(path).completeBaseName());
        if (!collection.save(writeCollection, &error))
            return usage(error);
        writeText(stdout,
                  ReplayText::tr("Wrote a collection of %n step(s) to %1\n", nullptr, int(collection.steps.size()))
                      .arg(writeCollection));
        return ReplaySame;
    }
    const QString url = positional.isEmpty() ? QString() : positional.takeFirst();
    if (!positional.isEmpty())
        return usage(ReplayText::tr("Unexpected argument \"%1\".").arg(positional.constFirst()));
    if (url.isEmpty() == command.isEmpty())
        return usage(ReplayText::tr("Give the server to replay against: a URL, or a command after \"--\"."));
    StdioServerConfig stdio;
    HttpServerConfig http;
    if (!url.isEmpty()) {
        http.url = QUrl(url, QUrl::StrictMode);
        http.kind = HttpServerConfig::kindForUrl(http.url);
    } else {
        stdio.program = command.constFirst();
        stdio.arguments = command.mid(1);
    }
    Transport *transport = connection.transport(stdio, http, !url.isEmpty(), &error);
    if (!transport)
        return usage(error);
    HeadlessRun::Settings settings = HeadlessRun::settingsFor(QStringLiteral("replay"), connection);
    settings.journalHeader
        = QJsonObject{{QStringLiteral("mode"), QStringLiteral("replay")},
                      {QStringLiteral("replayOf"), path},
                      {QStringLiteral("server"), QJsonObject{{QStringLiteral("command"), transport->describe()}}}};
    settings.unreachableExit = ReplayUnreachable;
    settings.authRequiredExit = ReplayAuthRequired;
    settings.usageExit = ReplayUsage;
    Replay replay(recorded, path, transport, connection.format, settings);
    return replay.exec();
}

} // namespace mcpscope::cli
