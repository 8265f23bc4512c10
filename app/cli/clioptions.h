// SPDX-License-Identifier: MIT
#pragma once

#include "headlessauth.h"
#include "mcp/modernmcp.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>

namespace mcpscope {
class Transport;
struct HttpServerConfig;
struct StdioServerConfig;
} // namespace mcpscope

namespace mcpscope::cli {

using KeyValueList = QList<QPair<QString, QString>>;

/// An option a command accepts: its names without dashes ("q", "quiet"), and the name of its
/// value (empty: a flag without a value).
struct OptionSpec
{
    QStringList names;
    QString valueName;
};

/// Sets one option: @p name as it was given ("--header", "-e"), @p value (empty for a flag).
/// False with plain words in @p error when the value is wrong.
using OptionSetter = std::function<bool(const QString &name, const QString &value, QString *error)>;

/// The one way every command but --cli reads its command line: QCommandLineParser, set up alike
/// for all of them ("--name value" or "--name=value", options anywhere among the other words
/// unless optionsEndAtFirstWord, "--" ending the options), with the same plain words for its
/// errors. Options are declared as OptionSpec lists, so a group of them (the connection's, the
/// sign-in's) is declared once and read the same way by every command that has it. --cli alone
/// has a parser of its own (parseCliOptions): the official CLI's syntax does not fit this one.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::CommandLine)
public:
    /// @p command names the command in the errors ("see mcpscope run --help").
    explicit CommandLine(QString command);

    void add(const QList<OptionSpec> &options);
    /// -h, --help (helpRequested()).
    void addHelp();
    /// The words after "--" are a server command (serverCommand()), not positional words.
    void setDashDashStartsCommand(bool on) { m_dashDashStartsCommand = on; }
    /// The first word that is no option ends the options (tap COMMAND ARGS...: the server's own
    /// options are its own).
    void setOptionsEndAtFirstWord(bool on);

    /// Parses @p args (the words after the command's). False with plain words in @p error.
    bool parse(const QStringList &args, QString *error);
    /// Hands every option given to @p setter in the order they were given (an option given
    /// twice, twice). False as soon as the setter says no.
    bool apply(const QList<OptionSpec> &options, const OptionSetter &setter, QString *error) const;

    bool helpRequested() const { return m_parser.isSet(QStringLiteral("help")); }
    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    QString value(const QString &name) const { return m_parser.value(name); }
    QStringList values(const QString &name) const { return m_parser.values(name); }
    QStringList positional() const { return m_parser.positionalArguments(); }
    /// The words after "--" (with setDashDashStartsCommand).
    const QStringList &serverCommand() const { return m_serverCommand; }
    bool hasDashDash() const { return m_hasDashDash; }

private:
    QString m_command;
    QCommandLineParser m_parser;
    QList<OptionSpec> m_options;
    QStringList m_serverCommand;
    bool m_dashDashStartsCommand = false;
    bool m_hasDashDash = false;
};

/// One option on a command line, spelled "--name value" or "--name=value" (the small parser of
/// --cli and of the sign-in options it shares).
class OptionArgument
{
    // lupdate files its texts under the class, so they are looked up there too.
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::OptionArgument)
public:
    /// Reads the option at @p *index of @p args; value() may advance @p *index past its value.
    OptionArgument(const QStringList &args, qsizetype *index);
    const QString &name() const { return m_name; }
    bool hasInlineValue() const { return m_hasInline; }
    /// Takes the option's value; false with plain words in @p error when it has none.
    bool value(QString *out, QString *error);

private:
    const QStringList &m_args;
    qsizetype *m_index;
    QString m_name;
    QString m_inline;
    bool m_hasInline = false;
};

/// The options of the headless jobs over one connection (--cli, run, replay): how results are
/// printed, the session file, the server's environment and headers, the timeouts, -q, and the
/// sign-in. Declared once (options()) and set once (set()), whichever parser reads them.
struct ConnectionOptions
{
    QString format = QStringLiteral("text");
    QString saveSession;
    QMap<QString, QString> env;
    QStringList headers;
    /// --connect-timeout; 0: not given (15000 ms for the handshake, the transport's own
    /// default for each HTTP request)
    int connectTimeoutMs = 0;
    int requestTimeoutMs = 60000;
    ProtocolEra protocolEra = ProtocolEra::Legacy; ///< --protocol-era
    bool quiet = false;
    AuthOptions auth; ///< the OAuth options, for a server reached over HTTP

    /// These options, the sign-in's included, for a CommandLine.
    static QList<OptionSpec> options();
    /// Sets the option @p name ("--header", "-e") to @p value; false with plain words in
    /// @p error when the value is wrong.
    bool set(const QString &name, const QString &value, QString *error);
    /// Reads them off @p commandLine (parsed). False with plain words in @p error.
    bool read(const CommandLine &commandLine, QString *error);
    /// Reads the option at @p args[*index] when it is one of these (@p taken), advancing
    /// @p *index past its value (--cli's parser). False with plain words in @p error.
    bool take(const QStringList &args, qsizetype *index, bool *taken, QString *error);
    /// The transport to the server @p remote ? @p http : @p stdio, with --header, -e and the
    /// timeouts applied (owned by the caller); nullptr with plain words in @p error. Checks
    /// the OAuth options too (and reads --client-private-key).
    Transport *transport(StdioServerConfig stdio, HttpServerConfig http, bool remote, QString *error);
};

/// The command line of `mcpscope --cli`, spelled like the official inspector's CLI.
struct CliOptions
{
    QStringList target; ///< server command and its arguments
    QString method;
    QString toolName;
    KeyValueList toolArgs; ///< --tool-arg k=v (values JSON-parsed when they parse)
    QString toolArgsJson;  ///< --tool-args-json '{...}'
    QString uri;
    QString promptName;
    KeyValueList promptArgs;
    QString logLevel;
    KeyValueList metadata;     ///< --metadata k=v: _meta of every request
    KeyValueList toolMetadata; ///< --tool-metadata k=v: _meta of tools/call only
    QString cwd;
    QString configFile;
    QString serverName;
    QString transport; ///< stdio (default), sse, http
    QString serverUrl;
    /// -e, --header, --format, --save-session, the timeouts, --protocol-era (the official
    /// CLI's default: legacy), -q, and the OAuth options
    ConnectionOptions connection;
    double durationS = 0;                            ///< --duration: subscriptions/listen ends after it (0: never)
    bool task = false;                               ///< --task: tools/call runs as a task, followed to its end
    qint64 taskTtlMs = 0;                            ///< --task-ttl MS: the time to live asked for (0: none asked)
    QString elicitation = QStringLiteral("decline"); ///< --elicitation: decline, cancel, accept-defaults
    bool elicitationGiven = false;                   ///< --elicitation was given: the client declares elicitation
    bool appInfo = false;       ///< --app-info: the tool's MCP App (tools/call, tools/list), exit 2 without one
    bool advertiseApps = false; ///< --advertise-apps: declare the MCP Apps extension at initialize
    bool check = false;         ///< --check: validate the session; exit 6 on an error finding
    bool help = false;
    bool version = false;
};

/// Parses the arguments that follow "--cli". Returns false with a plain-words @p error.
/// The server command is the leading tokens that do not start with "-", or, when "--" is
/// given, everything before it (options then follow "--").
///
/// The one small parser besides CommandLine, because the official inspector's CLI (commander.js)
/// has a syntax QCommandLineParser cannot read, and --cli must take its command lines as they
/// are: options it does not know belong to the server's command ("npx -y server --method x"),
/// and one --tool-arg or --prompt-args takes every KEY=VALUE word that follows it
/// ("--tool-arg a=1 b=2").
bool parseCliOptions(const QStringList &args, CliOptions *options, QString *error);

/// The --help text.
QString cliUsage();

/// Methods --cli can call.
QStringList supportedMethods();

} // namespace mcpscope::cli
