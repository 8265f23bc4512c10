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

    /// The field tree of @p schema. QJsonObject sorts member names; pass the schema's JSON
    /// text as @p rawSchemaText to keep properties in the order the server wrote them.
    static FormField parse(const QJsonObject &schema, QByteArrayView rawSchemaText = {});
    /// Like parse(), from a schema value that may also be a boolean schema.
    static FormField parseValue(const QJsonValue &schema, QByteArrayView rawSchemaText = {});
};

} // namespace mcpscope
