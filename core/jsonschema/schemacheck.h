// SPDX-License-Identifier: MIT
// The public API of JSON Schema checks. Implemented in schemacheck.cpp (compile, validate,
// measure, testing), schemacache.cpp (compileCached, compileCachedText), and behind them
// schemawalker.cpp, quickcheck.cpp and valijsonadapters.cpp.
#pragma once

#include <QByteArrayView>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <memory>

/// JSON Schema work for the validator, over valijson: checking that a schema found inside a
/// message (a tool's inputSchema, an elicitation's requestedSchema) is itself a usable JSON
/// Schema, compiling it once, and validating values against it. Hostile input is bounded:
/// schemas and values nested too deeply or too large are reported as not checked, never
/// recursed into; regular expressions run on PCRE2 (QRegularExpression), not std::regex.
/// A schema that uses only keywords whose meaning in valijson is simple (what MCP tool schemas
/// and elicitation forms use) also gets a quick check that decides exactly as valijson would;
/// valijson then runs only for values the quick check rejects, to name the violations.
namespace mcpscope::schemacheck {

/// Why a schema could not be used.
struct SchemaProblem
{
    enum Kind {
        Invalid,   ///< not a valid JSON Schema (bad keyword value, broken $ref, bad regex, ...)
        Unchecked, ///< maybe valid, but mcpscope cannot check it (remote $ref, too big, dialect)
    };
    Kind kind = Invalid;
    QString reason;  ///< plain words, one line
    QString pointer; ///< JSON pointer inside the schema ("" = its root)
};

struct Limits
{
    int maxDepth = 64;          ///< nesting of the schema document
    int maxNodes = 20000;       ///< JSON values in the schema document
    int maxValueDepth = 128;    ///< nesting of a validated value
    int maxValueNodes = 200000; ///< JSON values in a validated value
    bool stripFormats = true;   ///< drop "format" (an annotation in 2020-12; valijson asserts a few)
};

class CompiledSchema;

/// Checks and compiles @p schema. Returns nullptr and fills @p problem when it is unusable.
std::shared_ptr<CompiledSchema> compile(const QJsonObject &schema, SchemaProblem *problem,
                                        const Limits &limits = Limits());
/// Like compile(), remembering results per schema text on this thread (schemas repeat: every
/// tools/call of one tool validates against the same inputSchema).
std::shared_ptr<CompiledSchema> compileCached(const QJsonObject &schema, SchemaProblem *problem);

/// One place where a value breaks its schema.
struct Violation
{
    QString pointer; ///< JSON pointer into the validated value
    QString reason;  ///< valijson's words, one line
};

/// Validates @p value. Returns false when the value was not checked (too deep or too large:
/// @p skipped says why). Otherwise fills @p violations (at most @p maxViolations of the most
/// specific ones; empty = valid) and returns true.
bool validate(CompiledSchema &schema, const QJsonValue &value, QList<Violation> *violations, int maxViolations = 5,
              QString *skipped = nullptr);

/// Nesting depth and node count of a JSON value, stopping early past the given limits.
void measure(const QJsonValue &value, int *depth, qsizetype *nodes, int depthLimit, qsizetype nodeLimit);

/// For tests only: the quick check that validate() runs before valijson. compile() translates
/// a schema made only of keywords whose meaning it reproduces exactly into a small program; a
/// value the program accepts is valid without valijson, one it rejects goes to valijson for the
/// violations. The program must agree with valijson on every value (tst_schemaquickcheck).
namespace testing {

/// A deliberate mistake in the quick check, to show that the differential test finds one.
enum class QuickFault {
    None,                  ///< the real quick check
    NoQuickCheck,          ///< no quick check: valijson alone, as before it existed
    IgnoreMaxLength,       ///< "maxLength" dropped
    LengthInUtf16,         ///< string lengths in UTF-16 code units instead of code points
    IntegerAsNumber,       ///< "integer" accepts any number
    ExclusiveAsInclusive,  ///< "exclusiveMinimum"/"exclusiveMaximum" include the bound
    IgnoreAdditionalFalse, ///< "additionalProperties": false allows any member
    IgnoreRequired,        ///< "required" dropped
    OneOfAsAnyOf,          ///< "oneOf" accepts a value that matches several branches
    DropLastEnumValue,     ///< the last "enum" value forgotten
    ConstByInteger,        ///< numbers in "const"/"enum" compared as clamped 64-bit integers
    IgnorePattern,         ///< "pattern" dropped
    IgnoreUniqueItems,     ///< "uniqueItems" dropped
};

/// compile() with @p fault in the quick check.
std::shared_ptr<CompiledSchema> compileWithFault(const QJsonObject &schema, QuickFault fault, SchemaProblem *problem);
/// Whether compile() made a quick check for @p schema.
bool hasQuickCheck(const CompiledSchema &schema);
/// Whether valijson parses @p schema (with a quick check, compile() leaves it to the first
/// value that fails the quick check).
bool parsesWithValijson(CompiledSchema &schema);
/// The quick check's verdict on @p value: 1 valid, 0 invalid, -1 no quick check or over the limits.
int quickVerdict(const CompiledSchema &schema, const QJsonValue &value);
/// valijson's verdict on @p value (as validate() gets it): 1 valid, 0 invalid, -1 over the limits or failed.
int valijsonVerdict(CompiledSchema &schema, const QJsonValue &value);

} // namespace testing

} // namespace mcpscope::schemacheck

// --- for the lightjson views of messages (the validator's rules read messages through them) ---

namespace mcpscope::lightjson {
class Value;
}

namespace mcpscope::schemacheck {

/// As compileCached(), for a schema given as its JSON text (an object's text inside a
/// message): remembered by that text on this thread, so each text is read once.
std::shared_ptr<CompiledSchema> compileCachedText(QByteArrayView schemaText, SchemaProblem *problem);

/// As validate() above, reading @p value through its lightjson view: no QJsonValue is made
/// for a value that passes.
bool validate(CompiledSchema &schema, const lightjson::Value &value, QList<Violation> *violations,
              int maxViolations = 5, QString *skipped = nullptr);

} // namespace mcpscope::schemacheck
