// SPDX-License-Identifier: MIT
// mcpscope diff: what two servers offer, side by side, for CI ("did this release change my
// server's surface?"). Each side is a recorded session or a live server read to the end of
// every list; the comparison is the one of `compare` (SessionComparison::compareSurface).
#include "diff.h"

#include "clioptions.h"
#include "compare.h"
#include "headlessrun.h"

#include "mcp/mcpclient.h"
#include "mcp/surfacereader.h"
#include "profiles/serverprofile.h"
#include "session/session.h"
#include "session/sessioncompare.h"
#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QProcess>

#include <memory>

namespace mcpscope::cli {

namespace {

/// One side as the command line gave it.
struct SideSpec
{
    enum class Kind { None, File, Profile, Url, Command };
    Kind kind = Kind::None;
    QString word;        ///< the file, profile name or URL as given
    QStringList command; ///< Kind::Command: program and arguments
    QString save;        ///< --save-a / --save-b: the live side's session file
};

int usageError(const QString &message)
{
    writeText(stderr, DiffCommand::tr("mcpscope diff: %1\n").arg(message));
    return DiffCommand::CannotRead;
}

bool isUrl(const QString &word)
{
    return word.startsWith(QLatin1String("http://"), Qt::CaseInsensitive)
           || word.startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
}

/// A live server read to the end of every list it offers, then left.
class SurfaceFetch : public HeadlessRun
{
public:
    SurfaceFetch(const Settings &settings, Transport *transport, QString side, QString label)
        : HeadlessRun(settings, transport)
        , m_side(std::move(side))
        , m_label(std::move(label))
    {
    }

    /// The server's session: the handshake and every page of every list.
    const Session &liveSession() const { return *session(); }

private:
    void onReady() override
    {
        auto *reader = new SurfaceReader(client(), this);
        connect(reader, &SurfaceReader::finished, this, [this, reader](bool ok) {
            m_error = reader->error();
            finish(ok ? DiffCommand::Same : DiffCommand::CannotRead);
        });
        reader->start();
    }

    void reportUnreachable(const QString &reason, bool authRequired) override
    {
        writeText(stderr, DiffCommand::tr("mcpscope diff: %1 (%2) cannot be reached.\n").arg(m_side, m_label));
        HeadlessRun::reportUnreachable(reason, authRequired);
    }

    void reportError(const QString &message) override
    {
        writeText(stderr, DiffCommand::tr("mcpscope diff: %1 (%2): %3\n").arg(m_side, m_label, message));
    }

    int onClosed(int exitCode) override
    {
        if (!m_error.isEmpty())
            writeText(stderr, DiffCommand::tr("mcpscope diff: %1 (%2): %3\n").arg(m_side, m_label, m_error));
        else if (exitCode == DiffCommand::Same && !isReady())
            exitCode = DiffCommand::CannotRead;
        return exitCode;
    }

    QString m_side;
    QString m_label;
    QString m_error;
};

/// One side, read: its session and how it is named in the report.
struct Side
{
    std::unique_ptr<Session> recorded;
    std::unique_ptr<SurfaceFetch> live;
    QString label;

    const Session &session() const { return recorded ? *recorded : live->liveSession(); }
};

/// Reads or connects side @p spec (named @p name: "A" or "B"); exit code, Same when it is read.
int readSide(const SideSpec &spec, const QString &name, ConnectionOptions connection, Side *side)
{
    if (spec.kind == SideSpec::Kind::File) {
        side->label = spec.word;
        if (!spec.save.isEmpty())
            return usageError(DiffCommand::tr("--save-%1 is for a server diff connects to; %2 is a recorded session.")
                                  .arg(name.toLower(), name));
        side->recorded = std::make_unique<Session>();
        QString error;
        if (!Session::load(spec.word, side->recorded.get(), nullptr, &error)) {
            writeText(stderr,
                      DiffCommand::tr("mcpscope diff: %1 (%2) cannot be read: %3\n").arg(name, spec.word, error));
            return DiffCommand::CannotRead;
        }
        return DiffCommand::Same;
    }

    StdioServerConfig stdio;
    HttpServerConfig http;
    bool remote = false;
    QString rootDir = QDir::currentPath();
    switch (spec.kind) {
    case SideSpec::Kind::Url:
        remote = true;
        http.url = QUrl(spec.word, QUrl::StrictMode);
        side->label = http.displayUrl();
        break;
    case SideSpec::Kind::Command:
        stdio.program = spec.command.constFirst();
        stdio.arguments = spec.command.mid(1);
        side->label = spec.command.join(QLatin1Char(' '));
        break;
    case SideSpec::Kind::Profile: {
        ServerProfileStore store;
        QString error;
        if (!store.load(&error))
            return usageError(error);
        const ServerProfile *profile = store.find(spec.word);
        if (!profile)
            return usageError(
                DiffCommand::tr("%1: \"%2\" is no file, no URL and no saved server profile (saved: %3).")
                    .arg(name, spec.word,
                         store.names().isEmpty() ? DiffCommand::tr("none") : store.names().join(QStringLiteral(", "))));
        remote = profile->isRemote();
        if (remote) {
            http = profile->toHttpConfig();
            connection.auth.useProfile(*profile);
        } else {
            stdio = profile->toStdioConfig();
            if (!stdio.workingDirectory.isEmpty())
                rootDir = stdio.workingDirectory;
        }
        side->label = DiffCommand::tr("profile %1").arg(spec.word);
        break;
    }
    case SideSpec::Kind::File:
    case SideSpec::Kind::None:
        return usageError(DiffCommand::tr("%1 is missing.").arg(name));
    }
    // The options of one kind of server apply to the sides of that kind only.
    if (remote) {
        connection.env.clear();
    } else {
        connection.headers.clear();
        connection.auth = AuthOptions();
    }
    QString error;
    Transport *transport = connection.transport(stdio, http, remote, &error);
    if (!transport)
        return usageError(DiffCommand::tr("%1 (%2): %3").arg(name, side->label, error));
    connection.saveSession = spec.save;
    HeadlessRun::Settings settings = HeadlessRun::settingsFor(QStringLiteral("diff"), connection);
    const auto *httpTransport = qobject_cast<const HttpTransport *>(transport);
    settings.journalHeader
        = QJsonObject{{QStringLiteral("mode"), QStringLiteral("diff")},
                      {QStringLiteral("server"),
                       httpTransport ? QJsonObject{{QStringLiteral("url"), httpTransport->config().displayUrl()}}
                                     : QJsonObject{{QStringLiteral("command"), transport->describe()}}}};
    settings.unreachableExit = DiffCommand::CannotRead;
    settings.authRequiredExit = DiffCommand::CannotRead;
    settings.usageExit = DiffCommand::CannotRead;
    settings.rootDir = rootDir;
    settings.lingerForServerRequests = true;
    settings.failAfterReady = true;
    side->live = std::make_unique<SurfaceFetch>(settings, transport, name, side->label);
    return side->live->exec();
}

} // namespace

QString DiffCommand::usage()
{
    return tr("Usage: mcpscope diff [options] A B\n"
              "       mcpscope diff [options] A -- COMMAND [ARGS...]\n"
              "\n"
              "Did the server's surface change? Compares what two MCP servers offer: their\n"
              "instructions, capabilities, tools (with their input and output schemas and\n"
              "annotations), resources, resource templates and prompts, each change said in plain\n"
              "words (\"argument `path` became required\"). Call results are not compared (that is\n"
              "mcpscope compare). The servers' names, versions and protocols are shown, not compared.\n"
              "\n"
              "A and B may each be:\n"
              "  FILE                     a recorded session (mcpscope session file or transcript):\n"
              "                           the last complete lists it holds\n"
              "  NAME                     a server profile saved in the window\n"
              "  URL                      a server over HTTP (http:// or https://)\n"
              "  --a-command \"CMD ARGS\"   A is a server started as a command (stdio); the words are\n"
              "  --b-command \"CMD ARGS\"   split like a shell does (quotes group, no variables)\n"
              "  -- COMMAND [ARGS...]     the side not given otherwise (B, or A when B is the only\n"
              "                           word) is this command; it takes the rest of the line\n"
              "A server diff connects to is started, initialized, asked for every list its\n"
              "capabilities announce (all pages), and left. A list a recorded session never asked\n"
              "for is not compared (said in the report); a server that does not announce a list\n"
              "has none.\n"
              "\n"
              "Options:\n"
              "  --format text|json       text: the changes for people (default); json: one object\n"
              "                           (below)\n"
              "  --save-a FILE            write the session with server A (a server diff connects to)\n"
              "  --save-b FILE            the same for B; a later diff can read it as the baseline\n"
              "  -e KEY=VALUE             environment for command servers (repeatable)\n"
              "  --header \"Name: Value\"   header for URL servers (repeatable); @FILE, --header-file\n"
              "                           FILE or MCPSCOPE_HEADERS: one \"Name: Value\" a line\n"
              "  --connect-timeout MS     give up when a handshake takes longer (default 15000)\n"
              "  --request-timeout MS     give up on a list after MS (default 60000)\n"
              "  --protocol-era legacy|auto|modern\n"
              "                           the MCP era to speak to live servers (default legacy)\n"
              "  -q, --quiet              no server error output on stderr\n"
              "  -h, --help               this text\n"
              "\n"
              "JSON output (one line; fields are added, never renamed or removed):\n"
              "  {\"a\": LABEL, \"b\": LABEL, \"surface\": true, \"equal\": BOOL,\n"
              "   \"servers\": {\"a\": {\"name\", \"version\", \"protocolVersion\"}, \"b\": {…}},\n"
              "   \"summary\": {\"compared\", \"same\", \"writtenDifferently\", \"different\", \"onlyInA\",\n"
              "               \"onlyInB\"},\n"
              "   \"notCompared\": [{\"section\", \"reason\"}],\n"
              "   \"items\": [{\"section\": \"capabilities|server|tools|resources|resourceTemplates|prompts\",\n"
              "              \"name\", \"status\": \"different|only-in-a|only-in-b|written-differently\",\n"
              "              \"changes\": [plain words], \"a\": {…}, \"b\": {…}, \"what\", \"notes\",\n"
              "              \"differences\": [{\"kind\", \"pointer\", \"a\", \"b\"}]}]}\n"
              "  Items that are the same are left out.\n"
              "\n"
              "Exit codes: 0 the surfaces are the same, 1 they differ, 2 a side cannot be read or\n"
              "reached, a list fails, or the command line is wrong.\n")
           + QLatin1Char('\n') + AuthOptions::helpText();
}

int DiffCommand::run(const QStringList &args)
{
    QList<OptionSpec> connectionOptions;
    for (const OptionSpec &spec : ConnectionOptions::options()) {
        // One session per side: --save-a and --save-b instead.
        if (!spec.names.contains(QLatin1String("save-session")))
            connectionOptions << spec;
    }
    const QList<OptionSpec> own{{{QStringLiteral("a-command")}, QStringLiteral("command")},
                                {{QStringLiteral("b-command")}, QStringLiteral("command")},
                                {{QStringLiteral("save-a")}, QStringLiteral("file")},
                                {{QStringLiteral("save-b")}, QStringLiteral("file")}};
    CommandLine commandLine(QStringLiteral("diff"));
    commandLine.addHelp();
    commandLine.add(own);
    commandLine.add(connectionOptions);
    commandLine.setDashDashStartsCommand(true);
    QString error;
    if (!commandLine.parse(args, &error))
        return usageError(error);
    if (commandLine.helpRequested()) {
        writeText(stdout, usage());
        return Same;
    }
    ConnectionOptions connection;
    if (!connection.read(commandLine, &error))
        return usageError(error);

    SideSpec a;
    SideSpec b;
    for (const auto &[option, spec] :
         {std::pair<QString, SideSpec *>{QStringLiteral("a-command"), &a}, {QStringLiteral("b-command"), &b}}) {
        if (!commandLine.isSet(option))
            continue;
        spec->kind = SideSpec::Kind::Command;
        spec->command = QProcess::splitCommand(commandLine.value(option));
        if (spec->command.isEmpty())
            return usageError(tr("--%1 needs a command.").arg(option));
    }
    a.save = commandLine.value(QStringLiteral("save-a"));
    b.save = commandLine.value(QStringLiteral("save-b"));
    QStringList words = commandLine.positional();
    for (SideSpec *spec : {&a, &b}) {
        if (spec->kind != SideSpec::Kind::None || words.isEmpty())
            continue;
        spec->word = words.takeFirst();
        if (isUrl(spec->word))
            spec->kind = SideSpec::Kind::Url;
        else if (QFileInfo(spec->word).isFile())
            spec->kind = SideSpec::Kind::File;
        else
            spec->kind = SideSpec::Kind::Profile;
    }
    if (!words.isEmpty())
        return usageError(tr("Unexpected argument \"%1\": give two sides, A and B.").arg(words.constFirst()));
    if (commandLine.hasDashDash()) {
        if (commandLine.serverCommand().isEmpty())
            return usageError(tr("\"--\" must be followed by the server's command."));
        SideSpec *free = a.kind == SideSpec::Kind::None ? &a : b.kind == SideSpec::Kind::None ? &b : nullptr;
        if (!free)
            return usageError(tr("A and B are given already; the command after \"--\" would be a third side."));
        free->kind = SideSpec::Kind::Command;
        free->command = commandLine.serverCommand();
    }
    if (a.kind == SideSpec::Kind::None || b.kind == SideSpec::Kind::None)
        return usageError(tr("give two sides, A and B (see mcpscope diff --help)."));

    Side sideA;
    Side sideB;
    // Recorded sides first: a file that cannot be read fails before any server is started.
    for (const auto &[spec, side, name] : {std::tuple<SideSpec *, Side *, QString>{&a, &sideA, QStringLiteral("A")},
                                           {&b, &sideB, QStringLiteral("B")}}) {
        if (spec->kind != SideSpec::Kind::File)
            continue;
        const int code = readSide(*spec, name, connection, side);
        if (code != Same)
            return code;
    }
    for (const auto &[spec, side, name] : {std::tuple<SideSpec *, Side *, QString>{&a, &sideA, QStringLiteral("A")},
                                           {&b, &sideB, QStringLiteral("B")}}) {
        if (spec->kind == SideSpec::Kind::File)
            continue;
        const int code = readSide(*spec, name, connection, side);
        if (code != Same)
            return code == Different ? CannotRead : code;
    }
    return CompareCommand::report(SessionComparison::compareSurface(sideA.session(), sideB.session()), sideA.label,
                                  sideB.label, connection.format);
}

} // namespace mcpscope::cli
