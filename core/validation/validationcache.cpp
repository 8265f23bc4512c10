// SPDX-License-Identifier: MIT
#include "validationcache.h"

#include "jsonschema/schemacheck.h"

namespace mcpscope {

ValidationCache &ValidationCache::forThisThread()
{
    thread_local ValidationCache cache;
    return cache;
}

std::shared_ptr<ToolSchemaSet> ValidationCache::toolSchemaSet(QByteArrayView raw)
{
    constexpr qsizetype MaxText = 4 * 1024 * 1024;
    if (raw.isNull() || raw.size() > MaxText)
        return {};
    // A handful of recent lists: a server sends the same list in session after session, and
    // again after list_changed when nothing changed.
    for (auto it = m_toolSchemaSets.begin(); it != m_toolSchemaSets.end(); ++it) {
        if (QByteArrayView((*it)->raw) == raw) {
            std::shared_ptr<ToolSchemaSet> found = *it;
            m_toolSchemaSets.erase(it);
            m_toolSchemaSets.push_back(found);
            return found;
        }
    }
    if (m_toolSchemaSets.size() >= 8)
        m_toolSchemaSets.erase(m_toolSchemaSets.begin());
    auto set = std::make_shared<ToolSchemaSet>();
    set->raw = raw.toByteArray();
    m_toolSchemaSets.push_back(set);
    return set;
}

} // namespace mcpscope
