// SPDX-License-Identifier: MIT
// Implemented in run.cpp.
#pragma once

#include <QStringList>

namespace mcpscope::cli {

/// mcpscope run COLLECTION [--server NAME | --config FILE --server NAME | URL | -- CMD…]
///     [--junit FILE] [--format text|json] [--save-session FILE] [--load --concurrency N
///     (--duration S | --requests N)] …
/// Runs a collection headless. Exit 0 when every step passes, 1 when any fails, 2 for a usage
/// error, 4 when the server cannot be reached.
int runCollection(const QStringList &args);

} // namespace mcpscope::cli
