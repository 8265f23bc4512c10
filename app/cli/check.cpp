// SPDX-License-Identifier: MIT
// mcpscope check: the validator over a recorded session, offline. Text for people (grouped
// by message, plain words, spec references), JSON Lines for scripts.
#include "check.h"

#include "clioptions.h"
#include "headlessrun.h"

#include "jsonrpc/pairing.h"
#include "session/ingest.h"
#include "session/session.h"
#include "session/sessionreader.h"
#include "text/preview.h"
#include "validation/rulecatalogue.h"
#include "validation/validator.h"
#include "wire/httpexchange.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

namespace mcpscope::cli {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("mcpscope::cli", text, disambiguation, n);
}

enum CheckExit { CheckClean = 0, CheckFoundErrors = 1, CheckCannotRead = 2 };

struct CheckOptions
{
    QString file;
    QString format = QStringLiteral("text");
    QString protocolVersion;
    bool help = false;
};

/// Buffered writing to a stdio stream; flushed in large pieces.
class Output
{
public:
    explicit Output(FILE *stream)
        : m_stream(stream)
    {
    }
    ~Output() { flush(); }
    Output(const Output &) = delete;
    Output &operator=(const Output &) = delete;

    void write(const QByteArray &bytes)
    {
        m_buffer += bytes;
        if (m_buffer.size() >= 64 * 1024)
            flush();
    }
    void write(const QString &text) { write(text.toUtf8()); }
    void flush()
    {
        if (!m_buffer.isEmpty())
            std::fwrite(m_buffer.constData(), 1, size_t(m_buffer.size()), m_stream);
        std::fflush(m_stream);
        m_buffer.clear();
    }

private:
    FILE *m_stream;
    QByteArray m_buffer;
};

void complain(const QString &message)
{
    writeText(stderr, QStringLiteral("mcpscope check: ") + message + QLatin1Char('\n'));
}

bool parseCheckOptions(const QStringList &args, CheckOptions *o, QString *error)
{
    const QList<OptionSpec> own{{{QStringLiteral("format")}, QStringLiteral("text|json")},
                                {{QStringLiteral("protocol-version")}, QStringLiteral("version")}};
    CommandLine commandLine(QStringLiteral("check"));
    commandLine.addHelp();
    commandLine.add(own);
    if (!commandLine.parse(args, error))
        return false;
    o->help = commandLine.helpRequested();
    if (o->help)
        return true; // as every command: -h is the help, whatever else is given
    const bool read = commandLine.apply(
        own,
        [o](const QString &name, const QString &value, QString *error) {
            if (name == QLatin1String("--format")) {
                o->format = value;
                if (o->format != QLatin1String("text") && o->format != QLatin1String("json")) {
                    *error = tr("--format must be text or json, not \"%1\".").arg(o->format);
                    return false;
                }
            } else if (name == QLatin1String("--protocol-version")) {
                o->protocolVersion = value;
                if (o->protocolVersion.isEmpty()) {
                    *error = tr("--protocol-version needs a version such as 2025-11-25.");
                    return false;
                }
            }
            return true;
        },
        error);
    if (!read)
        return false;
    const QStringList files = commandLine.positional();
    if (files.size() > 1) {
        *error = tr("Give one file to check, not several (\"%1\" and \"%2\").").arg(files.at(0), files.at(1));
        return false;
    }
    o->file = files.value(0);
    if (!o->help && o->file.isEmpty()) {
        *error = tr("No file given. Usage: mcpscope check [--format text|json] [--protocol-version V] FILE");
        return false;
    }
    return true;
}

/// What the text output says about a message in its heading.
struct LineInfo
{
    Direction direction = Direction::ClientToServer;
    QString what;
    /// A message between an MCP App and its host: 1 sent by the app, 2 by the host; 0: none.
    int app = 0;
    int server = -1;    ///< a workspace session's server; -1 otherwise
    int connection = 0; ///< the recorded session (connection) it belongs to, from 1
};

/// One finding and where it belongs: a workspace session's server, and the recorded session.
struct Finding
{
    Diagnostic diagnostic;
    int server = -1;
    int connection = 0; ///< 0: about the file, no session
};

/// How findings are placed: which servers and sessions the file holds.
struct Places
{
    // lupdate files the texts of its members under this name: they are looked up there too.
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::Places)

public:
    QStringList servers; ///< workspace session files: the servers' names
    bool workspace = false;
    bool severalSessions = false; ///< some server holds more than one session

    /// "Session 2 · ", "Server demo · Session 2 · ", or nothing for a file of one session.
    QString prefix(int server, int connection) const
    {
        QString out;
        if (workspace && server >= 0)
            out += tr("Server %1").arg(previewText(servers.value(server), 80)) + QStringLiteral(" · ");
        if (severalSessions && connection > 0)
            out += tr("Session %1").arg(connection) + QStringLiteral(" · ");
        return out;
    }
};

/// The direction of a line as people read it.
QString directionText(const LineInfo &line)
{
    if (line.app)
        return line.app == 1 ? tr("app → host") : tr("host → app");
    return line.direction == Direction::ClientToServer ? tr("client → server") : tr("server → client");
}

/// The direction of a line as `check --format json` spells it ("app->host", "host->app" for
/// app messages).
QString directionName(const LineInfo &line)
{
    if (line.app)
        return line.app == 1 ? QStringLiteral("app->host") : QStringLiteral("host->app");
    return mcpscope::directionName(line.direction);
}

QString severityText(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return tr("error");
    case Severity::Warning:
        return tr("warning");
    case Severity::Info:
        return tr("note");
    }
    return QString();
}

/// Requests seen so far, per direction they went: id key -> method, to name what a response
/// answers.
/// The requests seen and not answered yet: the session's pairing, and their methods by line.
struct OpenRequests
{
    Pairing pairing;
    QHash<qsizetype, QString> methods;
};

/// "request tools/call (id 3)", "result of tools/list (id 2)", "not JSON", ... (A free
/// function rather than a member, so that tr() has the context lupdate gives it.)
QString describeMessage(const Message &message, Direction direction, qsizetype line, OpenRequests *requests)
{
    const QString id = previewText(idToDisplay(message.id()), 40);
    const qsizetype request = requests->pairing.add(message, direction, line);
    switch (message.kind()) {
    case Message::Kind::Request: {
        const QString method = previewText(message.method(), 60);
        requests->methods.insert(line, method);
        return tr("request %1 (id %2)").arg(method, id);
    }
    case Message::Kind::Notification:
        return tr("notification %1").arg(previewText(message.method(), 60));
    case Message::Kind::Result:
    case Message::Kind::Error: {
        const QString method = request >= 0 ? requests->methods.take(request) : QString();
        if (message.kind() == Message::Kind::Result)
            return method.isEmpty() ? tr("result (id %1)").arg(id) : tr("result of %1 (id %2)").arg(method, id);
        return method.isEmpty() ? tr("error response (id %1)").arg(id)
                                : tr("error response to %1 (id %2)").arg(method, id);
    }
    case Message::Kind::Batch:
        return tr("batch of %1").arg(message.batchSize());
    case Message::Kind::Invalid:
        break;
    }
    return message.isValidJson() ? tr("not a JSON-RPC message") : tr("not JSON");
}

/// The spec reference as a link people can open, when there is one.
QString specText(const QString &specRef)
{
    if (specRef.startsWith(QLatin1String("https://")))
        return tr("spec: %1").arg(specRef);
    const QByteArray latin1 = specRef.toLatin1();
    const QString url = RuleCatalogue::specUrl(QLatin1String(latin1));
    return tr("spec: %1").arg(url.isEmpty() ? specRef : url);
}

void writeText(Output &out, const QList<Finding> &findings, const QHash<qsizetype, LineInfo> &lines,
               const Places &places)
{
    int width = 0;
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Info})
        width = qMax(width, int(severityText(s).size()));
    const QString indent(width + 4, QLatin1Char(' '));

    qsizetype current = -2;
    int currentServer = -2;
    int currentConnection = -2;
    for (const Finding &f : findings) {
        const Diagnostic &d = f.diagnostic;
        if (d.messageIndex != current
            || (d.messageIndex < 0 && (f.server != currentServer || f.connection != currentConnection))) {
            current = d.messageIndex;
            currentServer = f.server;
            currentConnection = f.connection;
            out.write(QByteArray("\n"));
            if (current < 0) {
                const QString prefix = places.prefix(f.server, f.connection);
                out.write((prefix.isEmpty() ? tr("The session as a whole") : prefix + tr("as a whole"))
                          + QLatin1Char('\n'));
            } else {
                const auto it = lines.constFind(current);
                if (it == lines.cend())
                    out.write(tr("Line %1").arg(current + 1) + QLatin1Char('\n'));
                else
                    out.write(places.prefix(it->server, it->connection)
                              + tr("Line %1 · %2 · %3").arg(current + 1).arg(directionText(*it), it->what)
                              + QLatin1Char('\n'));
            }
        }
        out.write(QStringLiteral("  ") + severityText(d.severity).leftJustified(width) + QStringLiteral("  ")
                  + d.message + QLatin1Char('\n'));
        QStringList where{d.code};
        if (!d.pointer.isEmpty())
            where << tr("at %1").arg(d.pointer);
        if (!d.specRef.isEmpty())
            where << specText(d.specRef);
        out.write(indent + where.join(QStringLiteral(" · ")) + QLatin1Char('\n'));
    }
}

} // namespace

QString checkUsage()
{
    return tr("Usage: mcpscope check [--format text|json] [--protocol-version V] FILE\n"
              "\n"
              "Validates a recorded MCP session offline: every message against JSON-RPC 2.0 and the\n"
              "MCP specification, and the session as a whole (ids, lifecycle, capabilities); the\n"
              "messages between MCP Apps and the host that a session file holds against the apps\n"
              "dialect (ext-apps 2.0.4).\n"
              "FILE is a session file of mcpscope (--save-session, tap) or a transcript: JSON Lines,\n"
              "one {\"direction\": \"client->server\" or \"server->client\", \"msg\": MESSAGE} a line.\n"
              "FILE - reads standard input.\n"
              "A recording that holds several sessions (a host that reconnected, two hosts through one\n"
              "tap, a window restarted) is checked session by session, each from a fresh start; a\n"
              "workspace session file (several servers) server by server. docs/FILES.md has the formats.\n"
              "\n"
              "Options:\n"
              "  --format text|json       text: findings grouped by message, for people (default);\n"
              "                           json: one object a line per finding, {\"severity\", \"code\",\n"
              "                           \"message\", \"index\" (0-based line of FILE), \"direction\"\n"
              "                           (client->server, server->client, app->host, host->app),\n"
              "                           \"pointer\", \"spec\"}, then {\"summary\": {...}}; a file that holds\n"
              "                           several sessions or servers adds \"session\" (from 1) and\n"
              "                           \"server\" (its name) to each, and \"sessions\" (and\n"
              "                           \"servers\") to the summary\n"
              "  --protocol-version V     check against protocol version V instead of the negotiated one\n"
              "  -h, --help               this help\n"
              "\n"
              "Exit codes: 0 no errors (warnings and notes allowed), 1 at least one error,\n"
              "2 FILE cannot be read or is not a session or transcript.\n");
}

namespace {

/// @p text as a JSON string.
QByteArray jsonString(const QString &text)
{
    // terminalSafe(): C1 controls and bidirectional overrides as \\uXXXX, the same JSON.
    return terminalSafe(
               QString::fromUtf8(QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact).chopped(1).mid(1)))
        .toUtf8();
}

/// The finding as `check --format json` writes it, its direction as @p direction says (null
/// when empty).
QByteArray jsonLine(const Diagnostic &diagnostic, const QString &direction, const QByteArray &extra = {})
{
    // Written member by member so the order is the documented one (QJsonObject sorts keys).
    const auto string = jsonString;
    QByteArray line = "{\"severity\":" + string(severityName(diagnostic.severity));
    line += ",\"code\":" + string(diagnostic.code);
    line += ",\"message\":" + string(diagnostic.message);
    line += ",\"index\":"
            + (diagnostic.messageIndex >= 0 ? QByteArray::number(qint64(diagnostic.messageIndex)) : QByteArray("null"));
    line += ",\"direction\":" + (!direction.isEmpty() ? string(direction) : QByteArray("null"));
    line += ",\"pointer\":" + string(diagnostic.pointer);
    line += ",\"spec\":" + string(diagnostic.specRef);
    line += extra; // a workspace session's "server", the recorded "session"
    line += "}\n";
    return line;
}

} // namespace

QByteArray diagnosticJsonLine(const Diagnostic &diagnostic, std::optional<Direction> direction)
{
    return jsonLine(diagnostic, direction ? directionName(*direction) : QString());
}

QString validationFailedMessage(qsizetype errors)
{
    return tr("Validation found errors in the session (%1); they are listed above.").arg(errors);
}

qsizetype reportSessionDiagnostics(const Session &session)
{
    Output err(stderr);
    qsizetype errors = 0;
    for (const Diagnostic &d : session.diagnostics()) {
        std::optional<Direction> direction;
        if (d.messageIndex >= 0 && d.messageIndex < session.count()) {
            const SessionEvent &e = session.eventAt(d.messageIndex);
            if (e.type == SessionEvent::Type::Sent)
                direction = Direction::ClientToServer;
            else if (e.type == SessionEvent::Type::Received)
                direction = Direction::ServerToClient;
        }
        err.write(diagnosticJsonLine(d, direction));
        if (d.severity == Severity::Error)
            ++errors;
    }
    return errors;
}

int runCheck(const QStringList &args)
{
    CheckOptions options;
    QString error;
    if (!parseCheckOptions(args, &options, &error)) {
        complain(error);
        return CheckCannotRead;
    }
    if (options.help) {
        Output(stdout).write(checkUsage());
        return CheckClean;
    }

    QFile standardInput;
    SessionReader reader;
    bool opened = false;
    if (options.file == QLatin1String("-")) {
        if (standardInput.open(stdin, QIODevice::ReadOnly))
            opened = reader.open(&standardInput);
        else
            error = tr("Cannot read standard input: %1").arg(standardInput.errorString());
    } else {
        opened = reader.open(options.file);
    }
    if (!opened) {
        if (error.isEmpty())
            error = reader.errorString();
        complain(options.file == QLatin1String("-") ? error : tr("%1: %2").arg(options.file, error));
        return CheckCannotRead;
    }

    Validator::Options validatorOptions;
    validatorOptions.protocolVersion = options.protocolVersion;
    // One ingest per server (a workspace session holds several); each judges the recorded
    // sessions (connections) of its server one by one, each from a fresh validator.
    std::vector<std::unique_ptr<Ingest>> ingests;
    auto ingestOf = [&](int server) -> Ingest & {
        const size_t at = size_t(qMax(0, server));
        while (ingests.size() <= at)
            ingests.push_back(std::make_unique<Ingest>(nullptr, validatorOptions));
        return *ingests[at];
    };

    QList<Finding> findings;
    auto add = [&findings](const Diagnostics &found, int server, int connection) {
        for (const Diagnostic &d : found)
            findings.append({d, server, connection});
    };
    QHash<qsizetype, LineInfo> lines;
    QHash<std::pair<int, int>, OpenRequests> openRequests;                ///< by server and session
    QHash<std::pair<int, int>, QHash<QString, OpenRequests>> appRequests; ///< each app's own requests
    const bool text = options.format == QLatin1String("text");
    qsizetype messages = 0;
    SessionReader::Entry entry;
    // HTTP exchanges of remote sessions go through the HTTP rules; error output and lifecycle
    // notes carry no protocol.
    reader.setIncludeAllEvents(true);
    while (reader.next(&entry)) {
        Ingest &ingest = ingestOf(entry.server);
        const int connection = ingest.selectConnection(entry);
        const std::pair<int, int> place{entry.server, connection};
        if (entry.kind == SessionReader::Entry::Kind::Http) {
            const HttpExchange exchange = HttpExchange::fromJson(entry.http);
            add(ingest.scanHttp(exchange, entry.line), entry.server, connection);
            add(reader.takeProblems(), -1, 0);
            lines.insert(entry.line,
                         {Direction::ClientToServer, text ? QStringLiteral("HTTP ") + exchange.summary() : QString(), 0,
                          entry.server, connection});
            continue;
        }
        if (entry.kind == SessionReader::Entry::Kind::App) {
            // A message between an MCP App and its host: the apps dialect's rules, its own ids.
            ++messages;
            const Ingest::Scanned scanned = ingest.scanApp(entry.raw, entry.fromApp, entry.appUri, entry.line);
            add(scanned.diagnostics, entry.server, connection);
            add(reader.takeProblems(), -1, 0);
            LineInfo info{entry.direction, QString(), entry.fromApp ? 1 : 2, entry.server, connection};
            if (text)
                info.what
                    = describeMessage(scanned.message, entry.direction, entry.line, &appRequests[place][entry.appUri])
                      + QStringLiteral(" · ") + previewText(entry.appUri, 80);
            lines.insert(entry.line, info);
            continue;
        }
        if (entry.kind != SessionReader::Entry::Kind::Message) {
            add(reader.takeProblems(), -1, 0);
            continue;
        }
        ++messages;
        const Ingest::Scanned scanned
            = ingest.scan(entry.hasFrame ? &entry.frame : nullptr, entry.raw, entry.direction, entry.line);
        add(scanned.diagnostics, entry.server, connection);
        add(reader.takeProblems(), -1, 0);
        lines.insert(
            entry.line,
            {entry.direction,
             text ? describeMessage(scanned.message, entry.direction, entry.line, &openRequests[place]) : QString(), 0,
             entry.server, connection});
    }
    add(reader.takeProblems(), -1, 0);
    Places places;
    places.workspace = reader.format() == SessionReader::Format::Workspace;
    for (const QJsonObject &server : reader.servers())
        places.servers << server.value(QStringLiteral("name")).toString();
    int sessions = 0;
    for (size_t server = 0; server < ingests.size(); ++server) {
        const int count = ingests[server]->connectionCount();
        sessions += count;
        places.severalSessions = places.severalSessions || count > 1;
        for (auto &[connection, found] : ingests[server]->finishScanByConnection())
            add(found, places.workspace ? int(server) : -1, connection);
    }

    // By line, in file order; findings about a session as a whole last, session by session.
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        const qsizetype ia
            = a.diagnostic.messageIndex < 0 ? std::numeric_limits<qsizetype>::max() : a.diagnostic.messageIndex;
        const qsizetype ib
            = b.diagnostic.messageIndex < 0 ? std::numeric_limits<qsizetype>::max() : b.diagnostic.messageIndex;
        if (ia != ib)
            return ia < ib;
        return std::pair(a.server, a.connection) < std::pair(b.server, b.connection);
    });

    qsizetype counts[3] = {0, 0, 0};
    for (const Finding &f : findings)
        ++counts[int(f.diagnostic.severity)];
    const qsizetype errors = counts[int(Severity::Error)];
    const qsizetype warnings = counts[int(Severity::Warning)];
    const qsizetype infos = counts[int(Severity::Info)];

    Output out(stdout);
    if (text) {
        const QString kind = places.workspace
                                 ? tr("mcpscope workspace session, %n servers", nullptr, int(places.servers.size()))
                             : reader.format() == SessionReader::Format::Session ? tr("mcpscope session")
                                                                                 : tr("transcript");
        out.write(
            tr("Checked %1 (%2).").arg(options.file == QLatin1String("-") ? tr("standard input") : options.file, kind)
            + QLatin1Char('\n'));
        if (places.severalSessions)
            out.write(tr("The recording holds %n sessions; each was checked on its own.", nullptr, sessions)
                      + QLatin1Char('\n'));
        if (findings.isEmpty())
            out.write(tr("No findings: every message follows the rules.") + QLatin1Char('\n'));
        else
            writeText(out, findings, lines, places);
        out.write(QByteArray("\n"));
        out.write(
            tr("Messages: %1. Errors: %2, warnings: %3, notes: %4.").arg(messages).arg(errors).arg(warnings).arg(infos)
            + QLatin1Char('\n'));
    } else {
        for (const Finding &f : findings) {
            const auto it = lines.constFind(f.diagnostic.messageIndex);
            // Where it belongs, after the members every finding has: only for files that hold
            // several servers or sessions, so that the lines of a single session stay as they were.
            QByteArray extra;
            if (places.workspace && f.server >= 0)
                extra += ",\"server\":" + jsonString(places.servers.value(f.server));
            if (places.severalSessions || places.workspace)
                extra += ",\"session\":" + (f.connection > 0 ? QByteArray::number(f.connection) : QByteArray("null"));
            out.write(jsonLine(f.diagnostic, it == lines.cend() ? QString() : directionName(*it), extra));
        }
        QByteArray summary = "{\"summary\":{\"messages\":" + QByteArray::number(qint64(messages))
                             + ",\"errors\":" + QByteArray::number(qint64(errors)) + ",\"warnings\":"
                             + QByteArray::number(qint64(warnings)) + ",\"infos\":" + QByteArray::number(qint64(infos));
        if (places.severalSessions || places.workspace)
            summary += ",\"sessions\":" + QByteArray::number(sessions);
        if (places.workspace) {
            QJsonArray names;
            for (const QString &name : std::as_const(places.servers))
                names.append(name);
            summary += ",\"servers\":" + QJsonDocument(names).toJson(QJsonDocument::Compact);
        }
        out.write(summary + "}}\n");
    }
    return errors > 0 ? CheckFoundErrors : CheckClean;
}

} // namespace mcpscope::cli
