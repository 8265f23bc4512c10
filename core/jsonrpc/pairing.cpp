// SPDX-License-Identifier: MIT
#include "pairing.h"

#include "message.h"

namespace mcpscope {

qsizetype Pairing::add(const Message &message, Direction direction, qsizetype index)
{
    if (!message.hasId())
        return -1;
    if (message.isRequest()) {
        m_open[int(direction)].insert(message.idKey(), index);
        return -1;
    }
    if (!message.isResponse())
        return -1;
    auto &open = m_open[int(opposite(direction))];
    const auto it = open.find(message.idKey());
    if (it == open.end())
        return -1;
    const qsizetype request = *it;
    open.erase(it);
    return request;
}

qsizetype Pairing::openRequest(Direction direction, const IdKey &id) const
{
    return m_open[int(direction)].value(id, -1);
}

void Pairing::clear()
{
    for (auto &open : m_open)
        open.clear();
}

} // namespace mcpscope
