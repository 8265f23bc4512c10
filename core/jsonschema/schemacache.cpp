// SPDX-License-Identifier: MIT
#include "schemacache.h"
#include "json/jsontree.h"

#include "text/preview.h"

#include <QJsonDocument>

namespace mcpscope::schemacheck {

SchemaCache &SchemaCache::forThisThread()
{
    thread_local SchemaCache cache;
    return cache;
}

std::shared_ptr<CompiledSchema> SchemaCache::byObject(const QJsonObject &schema, SchemaProblem *problem)
{
    // First the schemas seen last: while the session keeps the same object (a pending request's
    // params, a listed tool) QJsonObject's == is a pointer compare, and different schemas differ
    // early. Then by content: hashing walks the schema without allocating.

    // The problems' texts are in the language of when they were made.
    if (const quint32 now = translationGeneration(); now != m_objectGeneration) {
        m_byObject.clear();
        for (Recent &r : m_recent)
            r = Recent();
        m_objectGeneration = now;
    }
    for (const Recent &r : m_recent) {
        if (r.entry.compiled && r.schema.size() == schema.size() && r.schema == schema) {
            if (problem)
                *problem = r.entry.problem;
            return r.entry.compiled;
        }
    }
    if (m_byObject.size() >= 256)
        m_byObject.clear(); // plenty for one session's schemas; a bound against hostile churn
    // One lookup (hashing walks the whole schema): the entry, or a new empty one to fill.
    Entry &entry = m_byObject[schema];
    if (!entry.filled) {
        entry.compiled = compile(schema, &entry.problem);
        entry.filled = true;
    } else if (entry.compiled) {
        m_recent[m_next] = Recent{schema, entry};
        m_next = (m_next + 1) % 8;
    }
    if (problem)
        *problem = entry.problem;
    return entry.compiled;
}

std::shared_ptr<CompiledSchema> SchemaCache::byText(QByteArrayView schemaText, SchemaProblem *problem)
{
    constexpr qsizetype MaxText = 256 * 1024;
    constexpr qsizetype MaxBytes = 4 << 20;
    // The problems' texts are in the language of when they were made.
    if (const quint32 now = translationGeneration(); now != m_textGeneration) {
        m_byText.clear();
        m_textBytes = 0;
        m_textGeneration = now;
    }
    const auto it = m_byText.constFind(schemaText);
    if (it != m_byText.cend()) {
        if (problem)
            *problem = it->problem;
        return it->compiled;
    }
    TextEntry entry;
    const QJsonObject schema = jsontree::parse(schemaText.toByteArray()).object();
    entry.compiled = compileCached(schema, &entry.problem);
    if (problem)
        *problem = entry.problem;
    if (schemaText.size() <= MaxText) {
        if (m_byText.size() >= 256 || m_textBytes + schemaText.size() > MaxBytes) {
            m_byText.clear(); // plenty for one session's schemas; a bound against hostile churn
            m_textBytes = 0;
        }
        m_byText.insert(schemaText.toByteArray(), entry);
        m_textBytes += schemaText.size();
    }
    return entry.compiled;
}

std::shared_ptr<CompiledSchema> compileCached(const QJsonObject &schema, SchemaProblem *problem)
{
    return SchemaCache::forThisThread().byObject(schema, problem);
}

std::shared_ptr<CompiledSchema> compileCachedText(QByteArrayView schemaText, SchemaProblem *problem)
{
    return SchemaCache::forThisThread().byText(schemaText, problem);
}

} // namespace mcpscope::schemacheck
