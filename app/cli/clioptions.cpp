// SPDX-License-Identifier: MIT
#include "clioptions.h"

#include "headlessrun.h"

#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QCoreApplication>

#include <algorithm>

namespace mcpscope::cli {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::cli", text);
}

bool splitKeyValue(const QString &text, QPair<QString, QString> *out)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq <= 0)
        return false;
    *out = {text.left(eq), text.mid(eq + 1)};
    return true;
}
} // namespace

namespace {
QString dashed(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

const OptionSpec *findOption(const QList<OptionSpec> &options, const QString &name)
{
    for (const OptionSpec &o : options) {
        if (o.names.contains(name))
            return &o;
    }
    return nullptr;
}
} // namespace

CommandLine::CommandLine(QString command)
    : m_command(std::move(command))
{
    // "--name value" and "--name=value" for long names, "-e VALUE" for one letter, as every
    // command has always spelled them.
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsCompactedShortOptions);
}

void CommandLine::add(const QList<OptionSpec> &options)
{
    for (const OptionSpec &o : options) {
        m_parser.addOption(o.valueName.isEmpty() ? QCommandLineOption(o.names)
                                                 : QCommandLineOption(o.names, QString(), o.valueName));
        m_options << o;
    }
}

void CommandLine::addHelp()
{
    add({{{QStringLiteral("h"), QStringLiteral("help")}, {}}});
}

void CommandLine::setOptionsEndAtFirstWord(bool on)
{
    m_parser.setOptionsAfterPositionalArgumentsMode(on ? QCommandLineParser::ParseAsPositionalArguments
                                                       : QCommandLineParser::ParseAsOptions);
}

bool CommandLine::parse(const QStringList &input, QString *error)
{
    QStringList args = input;
    if (m_dashDashStartsCommand) {
        const qsizetype dashDash = args.indexOf(QStringLiteral("--"));
        if (dashDash >= 0) {
            m_hasDashDash = true;
            m_serverCommand = args.mid(dashDash + 1);
            args.resize(dashDash);
        }
    }
    // QCommandLineParser takes the program's name first.
    if (m_parser.parse(QStringList{QStringLiteral("mcpscope")} + args))
        return true;
    // Its own words name no command and say nothing of --help: ours, the same for every command.
    const QStringList unknown = m_parser.unknownOptionNames();
    if (!unknown.isEmpty()) {
        *error = tr("Unknown option \"%1\" (see mcpscope %2 --help).").arg(dashed(unknown.constFirst()), m_command);
        return false;
    }
    // An option's value is the next word, whatever it is: only the last word can lack one.
    const QString last = args.isEmpty() ? QString() : args.constLast();
    const OptionSpec *lastOption = last.startsWith(QLatin1Char('-')) && !last.contains(QLatin1Char('='))
                                       ? findOption(m_options, last.mid(last.startsWith(QLatin1String("--")) ? 2 : 1))
                                       : nullptr;
    if (lastOption && !lastOption->valueName.isEmpty()) {
        *error = OptionArgument::tr("The option %1 needs a value.").arg(last);
        return false;
    }
    for (const QString &arg : std::as_const(args)) {
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        const OptionSpec *flag
            = arg.startsWith(QLatin1String("--")) && eq > 0 ? findOption(m_options, arg.mid(2, eq - 2)) : nullptr;
        if (flag && flag->valueName.isEmpty()) {
            *error = tr("The option %1 takes no value.").arg(arg.left(eq));
            return false;
        }
    }
    *error = m_parser.errorText();
    return false;
}

bool CommandLine::apply(const QList<OptionSpec> &options, const OptionSetter &setter, QString *error) const
{
    // optionNames() is in the order given, repeats included; values() of each option too.
    QHash<QString, qsizetype> taken;
    const QStringList names = m_parser.optionNames();
    for (const QString &name : names) {
        const OptionSpec *option = findOption(options, name);
        if (!option)
            continue;
        QString value;
        if (!option->valueName.isEmpty())
            value = m_parser.values(name).value(taken[option->names.constFirst()]++);
        if (!setter(dashed(name), value, error))
            return false;
    }
    return true;
}

OptionArgument::OptionArgument(const QStringList &args, qsizetype *index)
    : m_args(args)
    , m_index(index)
    , m_name(args.at(*index))
{
    const qsizetype eq = m_name.indexOf(QLatin1Char('='));
    if (m_name.startsWith(QLatin1String("--")) && eq > 0) {
        m_inline = m_name.mid(eq + 1);
        m_name.truncate(eq);
        m_hasInline = true;
    }
}

bool OptionArgument::value(QString *out, QString *error)
{
    if (m_hasInline) {
        *out = m_inline;
        return true;
    }
    if (*m_index + 1 >= m_args.size()) {
        *error = tr("The option %1 needs a value.").arg(m_name);
        return false;
    }
    *out = m_args.at(++*m_index);
    return true;
}

QList<OptionSpec> ConnectionOptions::options()
{
    return QList<OptionSpec>{{{QStringLiteral("q"), QStringLiteral("quiet")}, {}},
                             {{QStringLiteral("format")}, QStringLiteral("text|json")},
                             {{QStringLiteral("save-session")}, QStringLiteral("file")},
                             {{QStringLiteral("e"), QStringLiteral("env")}, QStringLiteral("key=value")},
                             {{QStringLiteral("header")}, QStringLiteral("header")},
                             {{QStringLiteral("header-file")}, QStringLiteral("file")},
                             {{QStringLiteral("connect-timeout")}, QStringLiteral("ms")},
                             {{QStringLiteral("request-timeout")}, QStringLiteral("ms")},
                             {{QStringLiteral("protocol-era")}, QStringLiteral("era")}}
           + AuthOptions::options();
}

// The words --cli has always had; looked up where lupdate files them (a member of a class
// without tr functions of its own: HeadlessRun's, as the rest of ConnectionOptions).
bool ConnectionOptions::set(const QString &name, const QString &v, QString *error)
{
    if (name == QLatin1String("-q") || name == QLatin1String("--quiet")) {
        quiet = true;
    } else if (name == QLatin1String("--format")) {
        format = v;
        if (format != QLatin1String("text") && format != QLatin1String("json")) {
            *error = HeadlessRun::tr("--format must be text or json, not \"%1\".").arg(v);
            return false;
        }
    } else if (name == QLatin1String("--save-session")) {
        saveSession = v;
    } else if (name == QLatin1String("-e") || name == QLatin1String("--env")) {
        const qsizetype eq = v.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            *error = HeadlessRun::tr("-e expects KEY=VALUE, not \"%1\".").arg(v);
            return false;
        }
        env.insert(v.left(eq), v.mid(eq + 1));
    } else if (name == QLatin1String("--protocol-era")) {
        if (!ModernMcp::eraFromName(v, &protocolEra)) {
            *error = HeadlessRun::tr("--protocol-era is legacy, auto or modern, not \"%1\".").arg(v);
            return false;
        }
    } else if (name == QLatin1String("--header") || name == QLatin1String("--header-file")) {
        if (!readHeaderArgument(name == QLatin1String("--header-file") ? QLatin1Char('@') + v : v, &headers, error))
            return false;
    } else if (name == QLatin1String("--connect-timeout") || name == QLatin1String("--request-timeout")) {
        bool ok = false;
        const int ms = v.toInt(&ok);
        const bool connect = name == QLatin1String("--connect-timeout");
        if (!ok || ms < (connect ? 1 : 0)) {
            *error = connect
                         ? HeadlessRun::tr("--connect-timeout expects a positive number of milliseconds, not \"%1\".")
                               .arg(v)
                         : HeadlessRun::tr("--request-timeout expects a number of milliseconds, not \"%1\".").arg(v);
            return false;
        }
        (connect ? connectTimeoutMs : requestTimeoutMs) = ms;
    } else {
        return auth.set(name, v, error);
    }
    return true;
}

bool ConnectionOptions::read(const CommandLine &commandLine, QString *error)
{
    return commandLine.apply(
        options(), [this](const QString &name, const QString &v, QString *error) { return set(name, v, error); },
        error);
}

bool ConnectionOptions::take(const QStringList &args, qsizetype *index, bool *taken, QString *error)
{
    OptionArgument option(args, index);
    const QString &name = option.name();
    const QString bare = name.startsWith(QLatin1String("--"))                    ? name.mid(2)
                         : name.size() == 2 && name.startsWith(QLatin1Char('-')) ? name.mid(1)
                                                                                 : QString();
    const QList<OptionSpec> specs = options();
    const auto spec
        = std::find_if(specs.cbegin(), specs.cend(), [&bare](const OptionSpec &o) { return o.names.contains(bare); });
    *taken = !bare.isEmpty() && spec != specs.cend();
    if (!*taken)
        return true;
    QString v;
    if (!spec->valueName.isEmpty() && !option.value(&v, error))
        return false;
    return set(name, v, error);
}

Transport *ConnectionOptions::transport(StdioServerConfig stdio, HttpServerConfig http, bool remote, QString *error)
{
    if (!remote && auth.given()) {
        *error = HeadlessRun::tr(
            "The OAuth options (--client-id, --authorize and the like) are for servers reached over HTTP.");
        return nullptr;
    }
    if (remote) {
        if (!auth.prepare(error))
            return nullptr;
        if (!http.url.isValid() || http.url.host().isEmpty()
            || (http.url.scheme() != QLatin1String("http") && http.url.scheme() != QLatin1String("https"))) {
            *error = HeadlessRun::tr("\"%1\" is not a valid server URL.").arg(http.url.toString());
            return nullptr;
        }
        for (const QString &text : headers + environmentHeaders()) {
            QPair<QByteArray, QByteArray> header;
            if (!HttpServerConfig::parseHeader(text, &header)) {
                *error = HeadlessRun::tr("--header expects \"Name: Value\", not \"%1\".").arg(text);
                return nullptr;
            }
            http.headers.append(header);
        }
        if (connectTimeoutMs > 0)
            http.connectTimeoutMs = connectTimeoutMs;
        return new HttpTransport(http);
    }
    if (!headers.isEmpty()) {
        *error = HeadlessRun::tr("--header is for servers reached over HTTP.");
        return nullptr;
    }
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        stdio.environment.insert(it.key(), it.value());
    // The job is done once it has its answers: a short grace period before escalating.
    stdio.closeStdinWaitMs = 1000;
    stdio.terminateWaitMs = 1000;
    return new StdioTransport(stdio);
}

QStringList supportedMethods()
{
    return {QStringLiteral("initialize"), QStringLiteral("ping"), QStringLiteral("tools/list"),
            QStringLiteral("tools/call"), QStringLiteral("resources/list"), QStringLiteral("resources/read"),
            QStringLiteral("resources/templates/list"), QStringLiteral("prompts/list"), QStringLiteral("prompts/get"),
            QStringLiteral("logging/setLevel"),
            // MCP 2026-07-28
            QStringLiteral("server/discover"), QStringLiteral("subscriptions/listen")};
}

bool parseCliOptions(const QStringList &input, CliOptions *o, QString *error)
{
    QStringList args = input;
    // "--cli" chose this mode; one given to the server after "--" is the server's.
    const qsizetype end = args.indexOf(QStringLiteral("--"));
    for (qsizetype i = 0; i < (end < 0 ? args.size() : end); ++i) {
        if (args.at(i) == QLatin1String("--cli")) {
            args.removeAt(i);
            break;
        }
    }

    QStringList optionArgs;
    const qsizetype dashDash = args.indexOf(QStringLiteral("--"));
    if (dashDash >= 0) {
        // Everything before "--" that is not an option belongs to the command; options may
        // stand on either side.
        QStringList before = args.mid(0, dashDash);
        optionArgs = args.mid(dashDash + 1);
        qsizetype i = 0;
        while (i < before.size() && !before.at(i).startsWith(QLatin1Char('-')))
            o->target << before.at(i++);
        if (i < before.size() && o->target.isEmpty()) {
            // "mcpscope --cli --method x -- cmd args": the command follows "--".
            optionArgs = before.mid(i);
            o->target = args.mid(dashDash + 1);
        } else {
            o->target << before.mid(i);
        }
    } else {
        // As the official CLI does: mcpscope's options are its own wherever they stand; every
        // other word, options it does not know included ("npx -y server …"), belongs to the
        // server's command, in order.
        optionArgs = args;
    }
    const bool passThrough = dashDash < 0;

    for (qsizetype i = 0; i < optionArgs.size(); ++i) {
        if (passThrough && (!optionArgs.at(i).startsWith(QLatin1Char('-')) || optionArgs.at(i) == QLatin1String("-"))) {
            o->target << optionArgs.at(i);
            continue;
        }
        bool taken = false;
        if (!o->connection.take(optionArgs, &i, &taken, error))
            return false;
        if (taken)
            continue;
        OptionArgument option(optionArgs, &i);
        const QString &arg = option.name();
        const bool hasInline = option.hasInlineValue();
        auto value = [&](QString *out) { return option.value(out, error); };
        auto keyValue = [&](KeyValueList *list) -> bool {
            QString text;
            if (!value(&text))
                return false;
            QPair<QString, QString> kv;
            if (!splitKeyValue(text, &kv)) {
                *error = tr("The option %1 expects key=value, not \"%2\".").arg(arg, text);
                return false;
            }
            list->append(kv);
            return true;
        };

        // Like the official CLI, one --tool-arg / --prompt-args takes every k=v that follows.
        auto keyValues = [&](KeyValueList *list) -> bool {
            if (!keyValue(list))
                return false;
            while (!hasInline && i + 1 < optionArgs.size() && !optionArgs.at(i + 1).startsWith(QLatin1Char('-'))
                   && optionArgs.at(i + 1).contains(QLatin1Char('='))) {
                QPair<QString, QString> kv;
                splitKeyValue(optionArgs.at(++i), &kv);
                list->append(kv);
            }
            return true;
        };

        QString v;
        if (arg == QLatin1String("--method")) {
            if (!value(&o->method))
                return false;
        } else if (arg == QLatin1String("--tool-name")) {
            if (!value(&o->toolName))
                return false;
        } else if (arg == QLatin1String("--tool-arg")) {
            if (!keyValues(&o->toolArgs))
                return false;
        } else if (arg == QLatin1String("--tool-args-json")) {
            if (!value(&o->toolArgsJson))
                return false;
        } else if (arg == QLatin1String("--uri")) {
            if (!value(&o->uri))
                return false;
        } else if (arg == QLatin1String("--prompt-name")) {
            if (!value(&o->promptName))
                return false;
        } else if (arg == QLatin1String("--prompt-args")) {
            if (!keyValues(&o->promptArgs))
                return false;
        } else if (arg == QLatin1String("--log-level")) {
            if (!value(&o->logLevel))
                return false;
        } else if (arg == QLatin1String("--metadata")) {
            if (!keyValue(&o->metadata))
                return false;
        } else if (arg == QLatin1String("--tool-metadata")) {
            if (!keyValue(&o->toolMetadata))
                return false;
        } else if (arg == QLatin1String("--cwd")) {
            if (!value(&o->cwd))
                return false;
        } else if (arg == QLatin1String("--config")) {
            if (!value(&o->configFile))
                return false;
        } else if (arg == QLatin1String("--server")) {
            if (!value(&o->serverName))
                return false;
        } else if (arg == QLatin1String("--transport")) {
            if (!value(&o->transport))
                return false;
        } else if (arg == QLatin1String("--server-url")) {
            if (!value(&o->serverUrl))
                return false;
        } else if (arg == QLatin1String("--task")) {
            o->task = true;
        } else if (arg == QLatin1String("--task-ttl")) {
            if (!value(&v))
                return false;
            bool ok = false;
            o->taskTtlMs = v.toLongLong(&ok);
            if (!ok || o->taskTtlMs <= 0) {
                *error = tr("--task-ttl expects a positive number of milliseconds, not \"%1\".").arg(v);
                return false;
            }
            o->task = true;
        } else if (arg == QLatin1String("--duration")) {
            if (!value(&v))
                return false;
            bool ok = false;
            o->durationS = v.toDouble(&ok);
            if (!ok || o->durationS <= 0) {
                *error = tr("--duration expects a positive number of seconds, not \"%1\".").arg(v);
                return false;
            }
        } else if (arg == QLatin1String("--elicitation")) {
            if (!value(&o->elicitation))
                return false;
            o->elicitationGiven = true;
            if (o->elicitation != QLatin1String("decline") && o->elicitation != QLatin1String("cancel")
                && o->elicitation != QLatin1String("accept-defaults")) {
                *error
                    = tr("--elicitation must be decline, cancel or accept-defaults, not \"%1\".").arg(o->elicitation);
                return false;
            }
        } else if (arg == QLatin1String("--app-info")) {
            o->appInfo = true;
        } else if (arg == QLatin1String("--advertise-apps")) {
            o->advertiseApps = true;
        } else if (arg == QLatin1String("--check")) {
            o->check = true;
        } else if (arg == QLatin1String("-h") || arg == QLatin1String("--help")) {
            o->help = true;
        } else if (arg == QLatin1String("-V") || arg == QLatin1String("--version")) {
            o->version = true;
        } else if (passThrough && !o->target.isEmpty()) {
            o->target << optionArgs.at(i); // the server's own option (with any inline value)
        } else {
            *error = tr("Unknown option \"%1\". See mcpscope --cli --help.").arg(arg);
            return false;
        }
    }
    return true;
}

QString cliUsage()
{
    return tr(
        "Usage: mcpscope --cli COMMAND [ARGS...] [options]\n"
        "       mcpscope --cli URL [options]\n"
        "       mcpscope --cli [options] -- COMMAND [ARGS...]\n"
        "       mcpscope --cli --config FILE --server NAME [options]\n"
        "\n"
        "Starts an MCP server over stdio, or reaches one over HTTP, performs one request and\n"
        "prints the result.\n"
        "Compatible with the official MCP inspector's --cli flags and exit codes.\n"
        "\n"
        "Options:\n"
        "  --method METHOD          initialize, ping, tools/list, tools/call, resources/list,\n"
        "                           resources/read, resources/templates/list, prompts/list,\n"
        "                           prompts/get, logging/setLevel; MCP 2026-07-28 (with\n"
        "                           --protocol-era): server/discover, subscriptions/listen\n"
        "  --tool-name NAME         tool for tools/call\n"
        "  --tool-arg KEY=VALUE     a tool argument (VALUE is used as JSON when it parses)\n"
        "  --tool-args-json JSON    all tool arguments as one JSON object\n"
        "  --task                   tools/call: run the call as a task and follow it to its end\n"
        "                           (status and progress on stderr; the result as for a call;\n"
        "                           Ctrl+C cancels the task); both MCP 2025-11-25 tasks and the\n"
        "                           2026-07-28 extension io.modelcontextprotocol/tasks\n"
        "  --task-ttl MS            with --task: the time to live to ask for, in milliseconds\n"
        "  --app-info               the tool's MCP App (its ui:// resource, csp, permissions,\n"
        "                           domain) as one JSON line, the tool not called; exit 2 when\n"
        "                           it has none; with tools/list: one line a tool\n"
        "  --advertise-apps         declare the MCP Apps extension (io.modelcontextprotocol/ui)\n"
        "                           at initialize, for servers that show app tools only then\n"
        "  --uri URI                resource for resources/read\n"
        "  --prompt-name NAME       prompt for prompts/get\n"
        "  --prompt-args KEY=VALUE  a prompt argument\n"
        "  --log-level LEVEL        level for logging/setLevel\n"
        "  --metadata KEY=VALUE     _meta for every request\n"
        "  --tool-metadata KEY=VALUE  _meta for tools/call\n"
        "  -e KEY=VALUE             environment variable for the server\n"
        "  --cwd DIR                working directory of the server (and its root)\n"
        "  --server-url URL         the server's URL (or give the URL as COMMAND)\n"
        "  --transport stdio|http|sse  how to reach it (default: stdio for a command; for a URL,\n"
        "                           sse when its path ends in /sse, else Streamable HTTP)\n"
        "  --header \"NAME: VALUE\"   an HTTP header for every request (repeatable); --header @FILE\n"
        "                           or --header-file FILE adds each \"NAME: VALUE\" line of FILE,\n"
        "                           and so does the variable MCPSCOPE_HEADERS: secrets need not\n"
        "                           stand in the process list\n"
        "  --client-id ID           OAuth: a client registered at the authorization server\n"
        "  --client-secret SECRET   OAuth: its secret (a confidential client); @FILE reads it\n"
        "                           from FILE (or --client-secret-file FILE, or the variable\n"
        "                           MCPSCOPE_CLIENT_SECRET), so it is not in the process list\n"
        "  --client-issuer URL      OAuth: the authorization server the client is registered at;\n"
        "                           its secret goes nowhere else (default: the first one used)\n"
        "  --client-metadata-url URL  OAuth: a Client ID Metadata Document to use as client id\n"
        "  --callback-url URL       OAuth: the loopback address the browser returns to\n"
        "                           (default http://127.0.0.1:6276/oauth/callback; port 0: any)\n"
        "  --client-credentials     OAuth: the client credentials grant (a machine client, no\n"
        "                           browser): --client-id with --client-secret or --client-private-key\n"
        "  --client-private-key FILE  OAuth: sign client assertions with this PEM key\n"
        "                           (private_key_jwt; ES256 for a P-256 key, RS256 for RSA)\n"
        "  --authorize ask|print|fetch|never  OAuth: how to sign in when the server asks: ask\n"
        "                           before opening the browser (default on a terminal), print\n"
        "                           the address, fetch it without a browser (test servers that\n"
        "                           approve at once), never (exit 3; default otherwise)\n"
        "  --stored-auth-only       OAuth: use a stored sign-in only, never sign in (exit 3)\n"
        "  --relogin                OAuth: forget the stored sign-in for this URL first\n"
        "  --auth-timeout MS        OAuth: end a sign-in that takes longer, browser included,\n"
        "                           with exit 3 (default 300000: five minutes)\n"
        "  --elicitation decline|cancel|accept-defaults\n"
        "                           how to answer the server's form questions (default decline;\n"
        "                           accept-defaults accepts with the form's default values)\n"
        "  --config FILE            an mcpServers configuration file\n"
        "  --server NAME            the entry of --config to use\n"
        "  --connect-timeout MS     give up when the handshake takes longer (default 15000)\n"
        "  --request-timeout MS     give up on the request after MS (default 60000)\n"
        "  --protocol-era legacy|auto|modern\n"
        "                           the MCP era: legacy (default) sends initialize; auto tries\n"
        "                           2026-07-28 (server/discover) and falls back; modern only\n"
        "                           2026-07-28\n"
        "  --duration S             subscriptions/listen: stop after S seconds (default: when\n"
        "                           interrupted, or when the server ends the stream)\n"
        "  --format text|json       text: the result as indented JSON; json: {\"result\": ...}\n"
        "  --save-session FILE      write the whole session (every message) to FILE\n"
        "  --check                  validate every message; report findings on stderr as JSON lines\n"
        "  -q, --quiet              do not pass the server's error output through\n"
        "  -h, --help               this help\n"
        "  -V, --version            print the version\n"
        "\n"
        "Exit codes: 0 success, 1 usage error or error answer, 3 authorization required,\n"
        "4 server unreachable (not found, exited, timed out, answer unreadable), 5 tool error (isError result or\n"
        "unknown tool), 6 --check found an error.\n"
        "\n"
        "Other commands:\n"
        "  mcpscope [-- COMMAND ARGS...]   open the inspector window (default: the demo server)\n"
        "  mcpscope check FILE             validate a recorded session or transcript (check --help)\n"
        "  mcpscope compare A B            what differs between two recorded sessions (compare --help)\n"
        "  mcpscope run COLLECTION …       run a collection of requests with expectations (run --help)\n"
        "  mcpscope replay SESSION …       send a recorded session's requests again and compare (replay --help)\n");
}

} // namespace mcpscope::cli
