// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace mcpscope::cli {

/// `mcpscope tap [--save-session FILE] -- COMMAND ARGS…`: sits between a real MCP host and a
/// stdio server, passes every byte through unchanged both ways, and journals the session.
/// @p args are the arguments after "tap". Needs a QCoreApplication. Returns the exit code
/// (or re-raises the server's fatal signal).
int runTap(const QStringList &args);

} // namespace mcpscope::cli
