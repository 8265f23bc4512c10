// SPDX-License-Identifier: MIT
#pragma once

#include "headlessauth.h"
#include "mcp/modernmcp.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

namespace mcpscope::cli {

using KeyValueList = QList<QPair<QString, QString>>;

/// The command line of `mcpscope --cli`, spelled like the official inspector's CLI.
struct CliOptions
{
    QStringList target;          ///< server command and its arguments
    QString method;
    QString toolName;
    KeyValueList toolArgs;       ///< --tool-arg k=v (values JSON-parsed when they parse)
    QString toolArgsJson;        ///< --tool-args-json '{...}'
    QString uri;
    QString promptName;
    KeyValueList promptArgs;
    QString logLevel;
    KeyValueList metadata;       ///< --metadata k=v: _meta of every request
    KeyValueList toolMetadata;   ///< --tool-metadata k=v: _meta of tools/call only
    QMap<QString, QString> env;  ///< -e KEY=VALUE
    QString cwd;
    QString configFile;
    QString serverName;
    QString transport;           ///< stdio (default), sse, http
    QString serverUrl;
    QStringList headers;
    int connectTimeoutMs = 0;    ///< 0: the default
    AuthOptions auth;            ///< --client-id, --authorize and the other OAuth options
    QString format = QStringLiteral("text");
    QString saveSession;
    int requestTimeoutMs = 60000;
    ProtocolEra protocolEra = ProtocolEra::Legacy; ///< --protocol-era (the official CLI's default)
    double durationS = 0;        ///< --duration: subscriptions/listen ends after it (0: never)
    bool quiet = false;          ///< -q: do not pass the server's stderr through
    QString elicitation = QStringLiteral("decline"); ///< --elicitation: decline, cancel, accept-defaults
    bool check = false;          ///< --check: validate the session; exit 6 on an error finding
    bool help = false;
    bool version = false;
};

/// One option on a command line, spelled "--name value" or "--name=value".
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

/// Parses the arguments that follow "--cli". Returns false with a plain-words @p error.
/// The server command is the leading tokens that do not start with "-", or, when "--" is
/// given, everything before it (options then follow "--").
bool parseCliOptions(const QStringList &args, CliOptions *options, QString *error);

/// The --help text.
QString cliUsage();

/// Methods --cli can call.
QStringList supportedMethods();

} // namespace mcpscope::cli
