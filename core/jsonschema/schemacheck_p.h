// SPDX-License-Identifier: MIT
// What the files of core/jsonschema share: tr() and the compiled schema. Private to
// core/jsonschema. Implemented here (inline).
#pragma once

#include "quickcheck_p.h"
#include "schemacheck.h"
#include "valijsonadapters_p.h"

#include <QCoreApplication>

#include <memory>

namespace mcpscope::schemacheck {

namespace {

// lupdate files the texts of these free functions under the namespace's name, so that is the
// context they are looked up in (SchemaWalker has a context of its own; tst_translations and
// tst_translateddiagnostics check both).
inline QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::schemacheck", text);
}

} // namespace

class CompiledSchema
{
public:
    valijson::Schema schema;
    valijson::ValidatorT<PcreRegexEngine> validator;
    Limits limits;
    std::unique_ptr<QuickCheck> quick;          ///< when every keyword of the schema has one
    bool parsed = false;                        ///< valijson parsed the schema
    QJsonValue prepared{QJsonValue::Undefined}; ///< what valijson parses on first need (with a quick check)
};

} // namespace mcpscope::schemacheck
