// SPDX-License-Identifier: MIT
// A request as a command line for mcpscope --cli or the official inspector's --cli.
// Implemented in clicommandline.cpp.
#pragma once

#include "profiles/serverprofile.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// Writes one request to a server as a POSIX shell command line that makes the same request
/// from a terminal: `mcpscope --cli …`, or `npx @modelcontextprotocol/inspector --cli …` for
/// the official inspector, whose flags mcpscope's --cli shares. Secret values (environment
/// and header values) are not written: they become shell variables ("$API_KEY") the user
/// sets first; their names are listed in secretVariables.
class CliCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::CliCommandLine)
public:
    enum class Flavor {
        Mcpscope,          ///< mcpscope --cli
        OfficialInspector, ///< npx @modelcontextprotocol/inspector --cli
    };

    struct Result
    {
        /// The command line, one line, quoted for a POSIX shell; empty when @p problem is set.
        QString text;
        /// Why the request cannot be written as a command line, in plain words.
        QString problem;
        /// The shell variables the command line reads for secret values, in order.
        QStringList secretVariables;
    };

    /// The command line that sends @p method with @p params to the server of @p profile.
    /// The methods the --cli options can express: ping, tools/list, tools/call,
    /// resources/list, resources/read, resources/templates/list, prompts/list, prompts/get,
    /// logging/setLevel.
    static Result forRequest(Flavor flavor, const ServerProfile &profile, const QString &method,
                             const QJsonObject &params);

    /// @p word quoted for a POSIX shell (as it is when nothing needs quoting).
    static QString quote(const QString &word);
    /// The shell variable that carries the value of environment variable or header @p name.
    static QString variableFor(const QString &name);
};

} // namespace mcpscope
