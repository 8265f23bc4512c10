// SPDX-License-Identifier: MIT
// What the files of core/jsonschema share: tr() and the compiled schema. Private to
// core/jsonschema. Implemented here (inline).
#pragma once

#include "schemacheck.h"
#include "quickcheck_p.h"
#include "valijsonadapters_p.h"

#include <QCoreApplication>

#include <memory>

namespace mcpscope::schemacheck {

namespace {

// lupdate files the texts under the namespace's name, or under SchemaWalker's for the calls
// inside that class; the text is looked up in both (tst_translateddiagnostics checks it).
inline QString tr(const char *text)
{
    const QString free = QCoreApplication::translate("mcpscope::schemacheck", text);
    if (free != QLatin1String(text))
        return free;
    return QCoreApplication::translate("mcpscope::schemacheck::SchemaWalker", text);
}

} // namespace

class CompiledSchema
{
public:
    valijson::Schema schema;
    valijson::ValidatorT<PcreRegexEngine> validator;
    Limits limits;
    std::unique_ptr<QuickCheck> quick; ///< when every keyword of the schema has one
    bool parsed = false;               ///< valijson parsed the schema
    QJsonValue prepared{QJsonValue::Undefined}; ///< what valijson parses on first need (with a quick check)
};

} // namespace mcpscope::schemacheck
