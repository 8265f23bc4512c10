// SPDX-License-Identifier: MIT
// The walk over a schema document before valijson reads it. Private to core/jsonschema.
// Implemented in schemawalker.cpp.
#pragma once

#include "schemacheck.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringView>

namespace mcpscope::schemacheck {

/// Escapes one JSON pointer reference token ("~" -> "~0", "/" -> "~1").
QString pointerToken(QStringView token);

/// Walks @p schema where the JSON Schema vocabulary says subschemas live, checking what valijson
/// does not (regexes, $ref targets, type names, the limits) and copying it without "format"
/// keywords when @p limits asks. True with the schema as valijson gets it in @p prepared, or
/// false with why in @p problem.
bool walkSchema(const QJsonObject &schema, const Limits &limits, QJsonValue *prepared, SchemaProblem *problem);

} // namespace mcpscope::schemacheck
