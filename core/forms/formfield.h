// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace mcpscope {

/// One field of a form built from a JSON Schema (see FormSchema::parse): what kind of input
/// it needs, its labels and its constraints. Objects hold their properties, arrays their item
/// field, variants (anyOf / oneOf, several types) their alternatives.
struct FormField
{
    enum Kind {
        String,  ///< text (single or multi-line)
        Number,  ///< any number
        Integer, ///< a whole number
        Boolean,
        Enum,    ///< one value out of enumValues
        Const,   ///< exactly constValue
        Array,   ///< a list of items (items.first() describes each)
        Object,  ///< named properties, in schema order
        Variant, ///< one of several alternatives (variants), picked by the person
        Json,    ///< anything else: edited as JSON text; unsupportedReason says why
    };

    /// Most choices shown as check boxes; longer lists get one row (combo box) per item.
    static constexpr int MaxCheckBoxChoices = 64;

    Kind kind = Json;
    QString name;                           ///< property name; empty for the root and for array items
    QString title;                          ///< "title", or empty
    QString description;                    ///< "description", or empty
    bool required = false;                  ///< listed in the parent's "required"
    bool nullable = false;                  ///< null is allowed besides the kind's values
    std::optional<QJsonValue> defaultValue; ///< "default", when given
    QJsonObject schema;                     ///< the field's schema, with "$ref" resolved

    // Enum and Const
    QJsonArray enumValues;  ///< Enum: the allowed values, in order
    QStringList enumTitles; ///< Enum: a title per value (empty string: none given)
    QJsonValue constValue;  ///< Const: the only allowed value

    // Number and Integer
    std::optional<double> minimum;
    std::optional<double> maximum;
    bool exclusiveMinimum = false; ///< minimum itself is not allowed
    bool exclusiveMaximum = false;
    std::optional<double> multipleOf;

    // String
    int minLength = -1; ///< -1: no limit
    int maxLength = -1;
    QString pattern;
    QString format;         ///< "uri", "email", "date", "date-time", ... or empty
    bool multiline = false; ///< long text expected: a multi-line editor fits

    // Array
    QList<FormField> items; ///< Array: exactly one entry, the field of each item
    int minItems = -1;
    int maxItems = -1;
    bool uniqueItems = false;

    // Object
    QList<FormField> properties; ///< Object: the properties, in schema order

    // Variant
    QList<FormField> variants; ///< Variant: the alternatives (each with a title to show)

    // Json
    QString unsupportedReason; ///< Json: why no better editor is used (plain words), or empty

    /// The title when given, else the property name.
    QString label() const { return title.isEmpty() ? name : title; }
    /// The item field of an Array, or nullptr.
    const FormField *itemField() const { return items.isEmpty() ? nullptr : &items.constFirst(); }
    /// True for a list of choices (an Array whose items are an Enum of at most
    /// MaxCheckBoxChoices values, MCP's multi-select): shown as check boxes rather than rows.
    bool isMultiSelect() const
    {
        return kind == Array && !items.isEmpty() && items.constFirst().kind == Enum
               && items.constFirst().enumValues.size() <= MaxCheckBoxChoices;
    }
    /// The property called @p propertyName of an Object, or nullptr.
    const FormField *property(const QString &propertyName) const
    {
        for (const FormField &p : properties) {
            if (p.name == propertyName)
                return &p;
        }
        return nullptr;
    }
};

} // namespace mcpscope
