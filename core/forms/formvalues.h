// SPDX-License-Identifier: MIT
#pragma once

#include "formfield.h"
#include "jsonschema/schemacheck.h"

#include <QCoreApplication>

#include <optional>

namespace mcpscope {

/// The rules for turning what a person typed into JSON values and back, shared by every
/// form editor: numbers from text (integers stay integers, huge ones are not clipped),
/// which values a field can show, which variant of a Variant field a value belongs to.
class FormValues
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::FormValues)
public:
    /// The JSON number spelled by @p text (C locale, surrounding spaces ignored), or nothing
    /// when it is not a number. With @p integer, whole values become integers (qint64 when
    /// they fit); a fraction is still returned as a double so validation can say what is wrong.
    static std::optional<QJsonValue> numberFromText(const QString &text, bool integer);
    /// @p value (a number) as text that numberFromText() reads back unchanged.
    static QString numberText(const QJsonValue &value);
    /// Most list items shown as rows; a longer list is kept and sent as given.
    static constexpr int MaxRows = 500;

    /// True when an editor for @p field can show @p value without losing it.
    static bool fits(const FormField &field, const QJsonValue &value);
    /// The variant of Variant field @p field that @p value belongs to best, or -1.
    static int matchVariant(const FormField &field, const QJsonValue &value);
    /// The required members missing from @p value (following objects, list items and the
    /// variant the value belongs to), each at the missing member's JSON pointer below
    /// @p pointer. valijson names them at their object, and not at all when something deeper
    /// fails too; a form needs each one at its field.
    static QList<schemacheck::Violation> missingRequired(const FormField &field, const QJsonValue &value,
                                                         const QString &pointer = QString());
    /// Why @p text does not fit string format @p format ("email", "uri", "date", "date-time",
    /// "time", "uuid", "ipv4", "hostname"), in plain words; empty when it fits or the format is
    /// not checked. valijson does not check formats (an annotation in 2020-12); a person
    /// still wants to hear about "2025-13-01".
    static QString formatProblem(const QString &format, const QString &text);
    /// The field of @p root that JSON pointer @p pointer points at inside @p value (following
    /// the variant each value belongs to), or nullptr.
    static const FormField *fieldAt(const FormField &root, const QJsonValue &value, const QString &pointer);
    /// valijson's reason (@p reason) in plain words, using what @p field (may be null) knows
    /// (its range, pattern, type); reasons it does not know are returned unchanged.
    static QString plainReason(const QString &reason, const FormField *field);
    /// A short name of the JSON type of @p value in plain words ("text", "number", ...).
    static QString typeName(const QJsonValue &value);
    /// A text of string format @p format ("uri", "email", "date", "uuid", …) to show as an
    /// example; empty for formats without one.
    static QString formatExample(const QString &format);
    /// A value that fits @p field, to show a person what to type: the schema's first
    /// "examples" entry (or OpenAPI's "example"), else its "default", its first choice, a
    /// value of its string format, a number in its range, a list of one item's example.
    /// Nothing for fields that are plain text without a format, yes/no and fixed values.
    static std::optional<QJsonValue> exampleValue(const FormField &field);
    /// exampleValue() as it is shown: text as it is typed, other values as compact JSON
    /// (at most 120 characters); empty when there is none.
    static QString exampleText(const FormField &field);
    /// @p value as compact JSON text (scalars too).
    static QString jsonText(const QJsonValue &value);
    /// Parses JSON text holding any value (scalars too). Returns nothing and fills @p error
    /// (plain words with line and column) when it is not valid JSON; empty text is not valid.
    static std::optional<QJsonValue> parseJsonText(const QString &text, QString *error);
    /// The type of the one JSON value @p text holds, checked without a tree (the raw arguments
    /// editor checks every keystroke); std::nullopt, with parseJsonText()'s words, otherwise.
    static std::optional<QJsonValue::Type> jsonTextType(const QString &text, QString *error);
};

} // namespace mcpscope
