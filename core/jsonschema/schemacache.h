// SPDX-License-Identifier: MIT
// The per-thread cache of compiled schemas behind schemacheck::compileCached() and
// compileCachedText(). Implemented in schemacache.cpp.
#pragma once

#include "schemacheck.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QJsonObject>

#include <memory>

namespace mcpscope::schemacheck {

/// The schemas compiled on this thread, so that each is compiled once: schemas repeat (every
/// tools/call of one tool validates against the same inputSchema, a form comes again and again,
/// the same tool list arrives in session after session). Per thread because schemas are compiled
/// on any thread (the window's, a `check` worker, the tests' and benchmarks' threads) and a cache
/// of its own needs no lock; the compiled schemas are shared (std::shared_ptr) and read-only once
/// made, except that valijson parses one on first need. Problems are kept with their texts in
/// the language of when they were made: a change of translator empties the cache.
///
/// Members:
/// - by object: the last 8 schemas found again (QJsonObject's == is a pointer compare while the
///   session keeps the same object), then every schema by content (QJsonObject's hash), up to
///   256, then cleared.
/// - by text: schema texts (an object's text inside a message) of up to 256 KB, up to 256 texts
///   and 4 MB of text, then cleared; each text is parsed once and compiled through by object.
///
/// The validator's other per-thread caches (tool schema sets, tool schemas, the shape memo) are
/// ValidationCache's (core/validation/validationcache.h).
class SchemaCache
{
public:
    /// This thread's cache, made on first use and destroyed with the thread.
    static SchemaCache &forThisThread();

    /// compileCached(): @p schema compiled, remembered by its content.
    std::shared_ptr<CompiledSchema> byObject(const QJsonObject &schema, SchemaProblem *problem);
    /// compileCachedText(): the schema whose JSON text is @p schemaText, remembered by that text.
    std::shared_ptr<CompiledSchema> byText(QByteArrayView schemaText, SchemaProblem *problem);

private:
    SchemaCache() = default;

    struct Entry
    {
        std::shared_ptr<CompiledSchema> compiled;
        SchemaProblem problem;
        bool filled = false;
    };
    struct Recent
    {
        QJsonObject schema;
        Entry entry;
    };
    struct TextEntry
    {
        std::shared_ptr<CompiledSchema> compiled;
        SchemaProblem problem;
    };

    Recent m_recent[8]; ///< by object: the last ones found again, round robin
    int m_next = 0;     ///< the next slot of m_recent to fill
    QHash<QJsonObject, Entry> m_byObject;
    quint32 m_objectGeneration = 0; ///< translationGeneration() m_byObject was made in
    QHash<QByteArray, TextEntry> m_byText;
    qsizetype m_textBytes = 0;    ///< the keys' bytes in m_byText
    quint32 m_textGeneration = 0; ///< translationGeneration() m_byText was made in
};

} // namespace mcpscope::schemacheck
