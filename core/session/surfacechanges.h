// SPDX-License-Identifier: MIT
#pragma once

#include "sessioncompare.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace mcpscope {

/// What changed between two versions of something a server offers, said in plain words per
/// field: a tool's arguments and output fields (from its JSON Schemas), its description and
/// annotations; a prompt's arguments; a resource's name and MIME type; a capability; the
/// instructions. Used by the session comparison for `mcpscope compare`, `mcpscope diff` and the
/// window's compare view. Names are written in backticks: "argument `path` became required".
class SurfaceChanges
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::SurfaceChanges)

public:
    /// Which JSON Schema of a tool is described: its arguments or its structured output.
    enum class SchemaKind { Input, Output };

    /// The changes from schema @p a to schema @p b (an inputSchema or outputSchema), one
    /// sentence each: "argument `limit` was added (integer, optional)", "argument `mode`
    /// changed type from string to integer", "the enum of `format` lost `xml`", …
    static QStringList schema(const QJsonValue &a, const QJsonValue &b, SchemaKind kind);

    /// The changes from @p a to @p b, two versions of an item of @p section as the comparison
    /// holds them: a listed tool, resource, resource template or prompt (the item itself), a
    /// capability or a server field (wrapped: {"tools": {…}}, {"instructions": "…"}). Either
    /// may be empty (the item is only on one side). Empty when nothing differs.
    static QStringList describe(SessionComparison::Section section, const QJsonObject &a, const QJsonObject &b);
};

} // namespace mcpscope
