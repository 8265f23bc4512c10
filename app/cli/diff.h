// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace mcpscope::cli {

/// `mcpscope diff [options] A B`: did the server's surface change? Compares what two servers
/// offer (instructions, capabilities, tools, resources, resource templates, prompts), not what
/// they answer. A and B may each be a recorded session (session file or transcript), a saved
/// profile, a URL, or a command (--a-command, --b-command, or the words after "--"). A live
/// side is connected like --cli, and every list it offers is read with all its pages. Exit
/// code 0 when the surfaces are the same, 1 when they differ, 2 when a side cannot be read or
/// reached (or the command line is wrong).
class DiffCommand
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::DiffCommand)

public:
    enum Exit { Same = 0, Different = 1, CannotRead = 2 };

    /// Runs the command; @p args are the arguments after "diff". Needs a QCoreApplication.
    static int run(const QStringList &args);
    /// The --help text.
    static QString usage();
};

} // namespace mcpscope::cli
