// SPDX-License-Identifier: MIT
#pragma once

#include "formfield.h"

#include <QByteArrayView>
#include <QCoreApplication>

namespace mcpscope {

/// Interprets a JSON Schema (a tool's inputSchema, an elicitation's requestedSchema) as a
/// tree of form fields. "$ref" into "$defs" / "definitions" (any local pointer) is resolved,
/// "allOf" merged, `"type": [x, "null"]` and a null branch of anyOf / oneOf make a field
/// nullable, anyOf / oneOf of constants become an Enum with titles, other anyOf / oneOf and
/// several types become a Variant. What a form cannot show (recursive references, tuples,
/// free-form maps, ...) becomes a Json field with a reason, never nothing.
class FormSchema
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::FormSchema)
public:
    /// Deepest schema nesting turned into form fields; deeper parts become Json fields.
    static constexpr int MaxDepth = 24;
    /// Most fields in one form (a hostile schema can multiply itself through "$ref"); the
    /// parts beyond become Json fields.
    static constexpr int MaxFields = 2000;

    /// The field tree of @p schema. QJsonObject sorts member names; pass the schema's JSON
    /// text as @p rawSchemaText to keep properties in the order the server wrote them.
    /// Without it, required properties come first, each group sorted by name.
    static FormField parse(const QJsonObject &schema, QByteArrayView rawSchemaText = {});
    /// Like parse(), from a schema value that may also be a boolean schema.
    static FormField parseValue(const QJsonValue &schema, QByteArrayView rawSchemaText = {});
    /// The raw text of what JSON pointer @p pointer points at inside the JSON text @p json
    /// (e.g. a tool's inputSchema inside the raw bytes of a tools/list response:
    /// "/result/tools/3/inputSchema"), or a null view when there is nothing there.
    static QByteArrayView rawTextAt(QByteArrayView json, const QString &pointer);
};

} // namespace mcpscope
