// SPDX-License-Identifier: MIT
// Header only.
#pragma once

namespace mcpscope {

/// Where a message went.
enum class Direction { ClientToServer, ServerToClient };

/// The way an answer goes: the opposite of its request's.
constexpr Direction opposite(Direction d)
{
    return d == Direction::ClientToServer ? Direction::ServerToClient : Direction::ClientToServer;
}

} // namespace mcpscope
