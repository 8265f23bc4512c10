// SPDX-License-Identifier: MIT
// Implemented in pairing.cpp.
#pragma once

#include "direction.h"
#include "idkey.h"

#include <QHash>

namespace mcpscope {

class Message;

/// Request/response pairing, the one place that decides which response answers which request:
/// the session links its events with it (and the timeline, compare, export and the client read
/// those links), and `check` pairs with it while streaming a file. A request is open from the
/// moment it is seen until the first response with its id (same type and value) comes back the
/// other way; a reused id replaces the older request.
class Pairing
{
public:
    /// Notes @p message, the @p index-th of the session, going in @p direction. For a response,
    /// the index of the request it answers (and that request is closed); -1 otherwise.
    qsizetype add(const Message &message, Direction direction, qsizetype index);
    /// The index of the open request with @p id that went in @p direction, or -1.
    qsizetype openRequest(Direction direction, const IdKey &id) const;
    void clear();

private:
    QHash<IdKey, qsizetype> m_open[2]; ///< open requests by id: [0] client→server, [1] server→client
};

} // namespace mcpscope
