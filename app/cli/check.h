// SPDX-License-Identifier: MIT
#pragma once

#include "validation/diagnostic.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace mcpscope {
class Session;
}

namespace mcpscope::cli {

/// `mcpscope check [--format text|json] [--protocol-version V] FILE`: validates a recorded
/// session (mcpscope's session file or a plain transcript) offline. @p args are the arguments
/// after "check". Needs a QCoreApplication. Returns the exit code: 0 no error-level
/// diagnostic, 1 at least one, 2 the file cannot be read (or the command line is wrong).
int runCheck(const QStringList &args);

/// The --help text of `mcpscope check`.
QString checkUsage();

/// One diagnostic as one line of JSON: {"severity","code","message","index","direction",
/// "pointer","spec"}; index and direction are null for findings about the whole session.
QByteArray diagnosticJsonLine(const Diagnostic &diagnostic, std::optional<Direction> direction);

/// `--cli --check`: writes the live session's diagnostics to stderr as JSON lines (index: the
/// event's index in the session). Returns how many are errors.
qsizetype reportSessionDiagnostics(const Session &session);
/// `--cli --check`: the error line's words when the session has @p errors error findings.
QString validationFailedMessage(qsizetype errors);

} // namespace mcpscope::cli
