// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace mcpscope {
class SessionComparison;
}

namespace mcpscope::cli {

/// `mcpscope compare [--format text|json] A B`: compares two recorded sessions (session
/// files or transcripts) for a regression check: server, capabilities, lists and the results
/// of the same calls. Exit code 0 when they mean the same, 1 when they differ, 2 when a file
/// cannot be read (or the command line is wrong).
class CompareCommand
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::CompareCommand)

public:
    enum Exit { Equal = 0, Different = 1, CannotRead = 2 };

    /// Runs the command; @p args are the arguments after "compare". Needs a QCoreApplication.
    static int run(const QStringList &args);
    /// The --help text.
    static QString usage();
    /// Prints @p comparison on stdout as `compare` does (@p format: text or json; A and B
    /// named @p nameA and @p nameB); returns Equal or Different.
    static int report(const SessionComparison &comparison, const QString &nameA, const QString &nameB,
                      const QString &format);
};

} // namespace mcpscope::cli
