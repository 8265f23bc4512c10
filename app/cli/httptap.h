// SPDX-License-Identifier: MIT
// app/cli/httptap.h: tap for servers reached over HTTP (a recording reverse proxy).
#pragma once

#include <QStringList>

namespace mcpscope::cli {

/// mcpscope tap --listen [ADDR:]PORT --upstream URL [--save-session FILE] [--allow-remote]:
/// listens on loopback (another address only with --allow-remote) and forwards every request
/// to the upstream server's origin, same method, path, query, headers and body; the answer
/// comes back as it arrives (an SSE stream is passed on event by event, never held back).
/// Every exchange and every JSON-RPC message in it is recorded and validated like a session
/// of the window; Authorization, cookies and token-like values are recorded redacted.
int runHttpTap(const QStringList &args);

} // namespace mcpscope::cli
