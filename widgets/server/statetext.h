// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/mcpclient.h"

#include <QString>

namespace mcpscope {

/// A client state in plain words for people ("Connected", "Starting…").
QString describeClientState(McpClient::State state);

} // namespace mcpscope
