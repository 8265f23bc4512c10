// SPDX-License-Identifier: MIT
// Implemented in replay.cpp.
#pragma once

#include <QStringList>

namespace mcpscope::cli {

/// mcpscope replay SESSION (URL | -- COMMAND…) [--format text|json] [--save-session FILE]
/// mcpscope replay SESSION --write-collection FILE
/// Sends the client requests of a recorded session to a server again (answering its requests
/// as the recording did) and compares the new answers with the recorded ones, as `compare`
/// does. Exit 0 when they mean the same, 1 when they differ, 2 for a usage error, 4 when the
/// server cannot be reached. With --write-collection it makes a collection of the session.
int replaySession(const QStringList &args);

} // namespace mcpscope::cli
