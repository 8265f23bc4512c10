// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace mcpscope::cli {

/// `mcpscope export [--format html|markdown|session] [--no-redact] [--redact REGEX]… IN OUT`:
/// turns a session file or a plain transcript into a shareable file. @p args are the
/// arguments after "export". Returns the exit code (0, 1 usage, 2 unreadable input).
int runExport(const QStringList &args);

} // namespace mcpscope::cli
