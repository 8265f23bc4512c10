// SPDX-License-Identifier: MIT
// The validator's per-thread caches. Implemented in validationcache.cpp.
#pragma once

#include "diagnostic.h"
#include "json/jsontree.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringView>

#include <memory>
#include <vector>

namespace mcpscope {

/// The Tool objects of tools/list results by name, each kept as its text: a tree is made only
/// for a tool whose call is checked.
using ToolsByName = QHash<QString, ObjectText>;

namespace schemacheck {
class CompiledSchema;
}

/// The compiled inputSchema and outputSchema of the tools of one tools/list result, shared by
/// every session on this thread that received exactly the same text (ValidationCache keeps
/// the recent ones; see toolSchemaSet() in shaperules.h).
struct ToolSchemaSet
{
    /// What the tools/call rules read from one listed tool.
    struct Tool
    {
        QString taskSupport; ///< execution.taskSupport, empty when absent
        QByteArray input;    ///< inputSchema's text when it is an object
        QByteArray output;   ///< outputSchema's text when it is an object
        bool hasInput = false;
        bool hasOutput = false;
        bool inputCompiled = false; ///< compiledInput is known (null: not compilable)
        bool outputCompiled = false;
        std::shared_ptr<schemacheck::CompiledSchema> compiledInput;
        std::shared_ptr<schemacheck::CompiledSchema> compiledOutput;
    };
    QByteArray raw;             ///< the tools/list result's text
    QHash<QString, Tool> tools; ///< by name, filled as tools are called
    /// The listed Tool objects by name, as SessionRules keeps them (filled by the first session
    /// that receives the text; later ones share it instead of building their own).
    ToolsByName byName;
    bool byNameFilled = false;
};

/// The diagnostics of shape checks that depend on nothing but the text they checked and the
/// few facts in the tag (method, direction, protocol version, ...), remembered by that
/// text: a server's tool list or an elicitation form comes again and again, within a
/// session and across sessions with the same server, and is checked once.
class ShapeMemo
{
public:
    static constexpr qsizetype MinBytes = 256;     ///< smaller texts are cheaper to check than to look up
    static constexpr qsizetype MaxBytes = 4 << 20; ///< text remembered, in all
    static constexpr qsizetype MaxEntries = 512;

    const Diagnostics *find(quint64 tag, QByteArrayView raw, size_t hash)
    {
        // The texts are in the language of when they were made.
        if (const quint32 generation = translationGeneration(); generation != m_generation) {
            m_entries.clear();
            m_bytes = 0;
            m_generation = generation;
        }
        const auto it = m_entries.constFind(hash);
        if (it == m_entries.cend() || it->tag != tag || QByteArrayView(it->raw) != raw)
            return nullptr;
        return &it->diagnostics;
    }

    void insert(quint64 tag, QByteArrayView raw, size_t hash, Diagnostics diagnostics)
    {
        if (raw.size() > MaxBytes / 4)
            return;
        if (m_entries.size() >= MaxEntries || m_bytes + raw.size() > MaxBytes) {
            // A bound against hostile churn; a real session has a handful of large texts.
            m_entries.clear();
            m_bytes = 0;
        }
        auto it = m_entries.find(hash);
        if (it != m_entries.end())
            m_bytes -= it->raw.size(); // a hash collision: the newer one stays
        m_entries.insert(hash, Entry{tag, raw.toByteArray(), std::move(diagnostics)});
        m_bytes += raw.size();
    }

private:
    struct Entry
    {
        quint64 tag;
        QByteArray raw;
        Diagnostics diagnostics; ///< pointers as the check made them; the index is set on replay
    };
    QHash<size_t, Entry> m_entries;
    qsizetype m_bytes = 0;
    quint32 m_generation = 0;
};

/// Everything the validator remembers between messages beyond one session's state, per thread:
/// the same texts come again and again (a server's tool list in session after session, a form
/// each time it is asked, every tools/call of one tool against the same schema), and are read
/// once. Per thread because validators run on any thread (the window's, a `check` worker, the
/// tests' and benchmarks' threads) and a cache of its own needs no lock; every member is bounded,
/// so hostile churn costs memory only up to the bounds and then starts over.
///
/// Members:
/// - tool schema sets: the ToolSchemaSet of each of the last 8 tools/list result texts (by
///   their exact bytes, texts up to 4 MB); the least recently used goes first.
/// - tool schemas: per tool name, the tool's inputSchema and outputSchema as QJsonObject with
///   the schema compiled from it (up to 512 names each, then cleared): tools/call results are
///   frequent and a tool's schemas rarely change.
/// - shape memo: the diagnostics of shape checks that depend only on the text they checked,
///   by that text (ShapeMemo: at most 512 texts, 4 MB of text, each at least 256 bytes).
///
/// Compiled schemas themselves (by schema object and by schema text) are kept one layer down,
/// by jsonschema's own per-thread schemacheck::SchemaCache, which the tool schemas here fill
/// through schemacheck::compileCached().
class ValidationCache
{
public:
    /// This thread's cache, made on first use and destroyed with the thread.
    static ValidationCache &forThisThread();

    /// The set for the tools/list result whose raw text is @p raw (a recent one with the same
    /// bytes, or a new one); null when @p raw is null or too large to keep.
    std::shared_ptr<ToolSchemaSet> toolSchemaSet(QByteArrayView raw);
    /// The replay memo of the shape rules.
    ShapeMemo &shapeMemo() { return m_shapeMemo; }

private:
    ValidationCache() = default;

    std::vector<std::shared_ptr<ToolSchemaSet>> m_toolSchemaSets; ///< most recently used last
    ShapeMemo m_shapeMemo;
};

} // namespace mcpscope
