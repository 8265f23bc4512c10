// SPDX-License-Identifier: MIT
#include "quickcheck_p.h"

#include <QSet>

#include <algorithm>

namespace mcpscope::schemacheck {

namespace {

/// Translates a prepared schema (valijson already compiled it in draft-7 mode) into a
/// QuickCheck, or fails on the first keyword that valijson reads and the quick check does not
/// reproduce. Keywords valijson never reads (annotations, "$defs", "examples", 2019+ keywords
/// like "prefixItems") are ignored, as valijson ignores them.
class QuickTranslator
{
public:
    QuickTranslator(QuickCheck &out, testing::QuickFault fault)
        : m_out(out)
        , m_fault(fault)
    {
    }

    bool failed() const { return m_failed; }

    int translate(const QJsonValue &node)
    {
        if (m_failed)
            return -1;
        const int index = int(m_out.schemas.size());
        m_out.schemas.emplace_back();
        QuickSchema s;
        if (node.isBool()) {
            s.never = !node.toBool();
            m_out.schemas[size_t(index)] = std::move(s);
            return index;
        }
        if (!node.isObject())
            return fail();
        const QJsonObject object = node.toObject();
        for (auto it = object.constBegin(); it != object.constEnd() && !m_failed; ++it)
            keyword(s, it.key(), it.value());
        if (m_failed)
            return -1;
        s.numberChecks = s.hasMinimum || s.hasExclusiveMinimum || s.hasMaximum || s.hasExclusiveMaximum;
        s.stringChecks = s.hasLength || s.pattern >= 0;
        s.arrayChecks = s.minItems > 0 || s.maxItems != Unbounded || s.items >= 0 || s.uniqueItems;
        s.objectChecks = s.minProperties > 0 || s.maxProperties != Unbounded || !s.propertyNames.empty()
                         || s.additional != AnyAdditional || !s.required.empty();
        for (const std::string &name : s.required) {
            const auto it = std::lower_bound(s.propertyNames.begin(), s.propertyNames.end(), name);
            s.requiredProperties.push_back(
                it != s.propertyNames.end() && *it == name ? int(it - s.propertyNames.begin()) : -1);
        }
        s.utf16Length = m_fault == testing::QuickFault::LengthInUtf16;
        s.numbersAsIntegers = m_fault == testing::QuickFault::ConstByInteger;
        m_out.schemas[size_t(index)] = std::move(s);
        return index;
    }

private:
    using Fault = testing::QuickFault;

    int fail()
    {
        m_failed = true;
        return -1;
    }

    /// A non-negative whole number, as valijson's parser reads "maxLength" and the like.
    uint64_t count(const QJsonValue &value)
    {
        int64_t n = 0;
        if (!isWholeNumber(value) || !JsonValue(value).getInteger(n) || n < 0) {
            fail();
            return 0;
        }
        return uint64_t(n);
    }

    double number(const QJsonValue &value)
    {
        if (!value.isDouble())
            fail();
        return value.toDouble();
    }

    /// A name valijson keeps whole: it passes names on as C strings, so a NUL would cut one.
    std::string name(const QString &text)
    {
        std::string out = utf8Text(text);
        if (out.find('\0') != std::string::npos)
            fail();
        return out;
    }

    std::string name(const QJsonValue &value)
    {
        if (!value.isString()) {
            fail();
            return {};
        }
        return name(value.toString());
    }

    uint8_t typeBit(const QJsonValue &value) const
    {
        const QString type = value.toString();
        if (type == QLatin1String("null"))
            return NullBit;
        if (type == QLatin1String("boolean"))
            return BooleanBit;
        if (type == QLatin1String("object"))
            return ObjectBit;
        if (type == QLatin1String("array"))
            return ArrayBit;
        if (type == QLatin1String("number"))
            return NumberBit;
        if (type == QLatin1String("string"))
            return StringBit;
        if (type == QLatin1String("integer"))
            return m_fault == Fault::IntegerAsNumber ? NumberBit : IntegerBit;
        return 0;
    }

    void subschemas(std::vector<int> &out, const QJsonValue &value)
    {
        const QJsonArray items = value.toArray();
        if (!value.isArray() || items.isEmpty()) {
            fail();
            return;
        }
        for (const QJsonValue &item : items)
            out.push_back(translate(item));
    }

    enum class Keyword {
        Other, ///< not read by valijson (annotations, "$defs", 2019+ keywords): no effect
        Type,
        Properties,
        AdditionalProperties,
        Required,
        Items,
        MinItems,
        MaxItems,
        MinLength,
        MaxLength,
        MinProperties,
        MaxProperties,
        Minimum,
        Maximum,
        ExclusiveMinimum,
        ExclusiveMaximum,
        Enum,
        Const,
        Pattern,
        UniqueItems,
        AllOf,
        AnyOf,
        OneOf,
        Not,
        Unsupported, ///< read by valijson, not reproduced by the quick check
        Id,          ///< a resolution scope for valijson, which may refuse it
        Annotation,  ///< "title" and "description": valijson refuses some non-strings
    };

    static Keyword keywordOf(const QString &key)
    {
        static const QHash<QString, Keyword> table{
            {QStringLiteral("type"), Keyword::Type},
            {QStringLiteral("properties"), Keyword::Properties},
            {QStringLiteral("additionalProperties"), Keyword::AdditionalProperties},
            {QStringLiteral("required"), Keyword::Required},
            {QStringLiteral("items"), Keyword::Items},
            {QStringLiteral("minItems"), Keyword::MinItems},
            {QStringLiteral("maxItems"), Keyword::MaxItems},
            {QStringLiteral("minLength"), Keyword::MinLength},
            {QStringLiteral("maxLength"), Keyword::MaxLength},
            {QStringLiteral("minProperties"), Keyword::MinProperties},
            {QStringLiteral("maxProperties"), Keyword::MaxProperties},
            {QStringLiteral("minimum"), Keyword::Minimum},
            {QStringLiteral("maximum"), Keyword::Maximum},
            {QStringLiteral("exclusiveMinimum"), Keyword::ExclusiveMinimum},
            {QStringLiteral("exclusiveMaximum"), Keyword::ExclusiveMaximum},
            {QStringLiteral("enum"), Keyword::Enum},
            {QStringLiteral("const"), Keyword::Const},
            {QStringLiteral("pattern"), Keyword::Pattern},
            {QStringLiteral("uniqueItems"), Keyword::UniqueItems},
            {QStringLiteral("allOf"), Keyword::AllOf},
            {QStringLiteral("anyOf"), Keyword::AnyOf},
            {QStringLiteral("oneOf"), Keyword::OneOf},
            {QStringLiteral("not"), Keyword::Not},
            {QStringLiteral("$ref"), Keyword::Unsupported},
            {QStringLiteral("contains"), Keyword::Unsupported},
            {QStringLiteral("dependencies"), Keyword::Unsupported},
            {QStringLiteral("divisibleBy"), Keyword::Unsupported},
            {QStringLiteral("format"), Keyword::Unsupported},
            {QStringLiteral("if"), Keyword::Unsupported},
            {QStringLiteral("then"), Keyword::Unsupported},
            {QStringLiteral("else"), Keyword::Unsupported},
            {QStringLiteral("multipleOf"), Keyword::Unsupported},
            {QStringLiteral("patternProperties"), Keyword::Unsupported},
            {QStringLiteral("propertyNames"), Keyword::Unsupported},
            {QStringLiteral("additionalItems"), Keyword::Unsupported},
            {QStringLiteral("id"), Keyword::Id},
            {QStringLiteral("title"), Keyword::Annotation},
            {QStringLiteral("description"), Keyword::Annotation},
        };
        return table.value(key, Keyword::Other);
    }

    void keyword(QuickSchema &s, const QString &key, const QJsonValue &value)
    {
        const Keyword which = keywordOf(key);
        switch (which) {
        case Keyword::Type:
            if (value.isString()) {
                s.types |= typeBit(value);
            } else if (value.isArray() && !value.toArray().isEmpty()) {
                for (const QJsonValue &type : value.toArray()) {
                    const uint8_t bit = type.isString() ? typeBit(type) : 0;
                    if (!bit)
                        fail();
                    s.types |= bit;
                }
            }
            if (!s.types)
                fail();
            break;
        case Keyword::Properties: {
            if (!value.isObject()) {
                fail();
                return;
            }
            const QJsonObject members = value.toObject();
            std::vector<std::pair<std::string, int>> properties;
            for (auto m = members.constBegin(); m != members.constEnd() && !m_failed; ++m) {
                std::string n = name(m.key());
                properties.emplace_back(std::move(n), translate(m.value()));
            }
            std::sort(properties.begin(), properties.end());
            for (size_t i = 0; i < properties.size(); ++i) {
                // Two names that are one in UTF-8 (lone surrogates): valijson keeps the first.
                if (i > 0 && properties[i].first == properties[i - 1].first)
                    fail();
                s.propertyNames.push_back(properties[i].first);
                s.propertySchemas.push_back(properties[i].second);
            }
            break;
        }
        case Keyword::AdditionalProperties:
            if (value.isBool())
                s.additional = value.toBool() || m_fault == Fault::IgnoreAdditionalFalse ? AnyAdditional : NoAdditional;
            else if (value.isObject())
                s.additional = translate(value);
            else
                fail();
            break;
        case Keyword::Required:
            if (!value.isArray()) {
                fail();
                return;
            }
            for (const QJsonValue &n : value.toArray())
                s.required.push_back(name(n));
            if (m_fault == Fault::IgnoreRequired)
                s.required.clear();
            break;
        case Keyword::Items:
            if (value.isObject() || value.isBool())
                s.items = translate(value);
            else
                fail(); // an array of schemas: valijson's LinearItemsConstraint
            break;
        case Keyword::MinItems:
            s.minItems = count(value);
            break;
        case Keyword::MaxItems:
            s.maxItems = count(value);
            break;
        case Keyword::MinLength:
            s.minLength = count(value);
            s.hasLength = true;
            break;
        case Keyword::MaxLength: {
            const uint64_t n = count(value);
            if (m_fault != Fault::IgnoreMaxLength) {
                s.maxLength = n;
                s.hasLength = true;
            }
            break;
        }
        case Keyword::MinProperties:
            s.minProperties = count(value);
            break;
        case Keyword::MaxProperties:
            s.maxProperties = count(value);
            break;
        case Keyword::Minimum:
        case Keyword::ExclusiveMinimum: {
            // valijson's draft-7 reading of the exclusive form: a number (a boolean failed to
            // compile). The test fault reads it as inclusive.
            const bool exclusive = which == Keyword::ExclusiveMinimum && m_fault != Fault::ExclusiveAsInclusive;
            (exclusive ? s.exclusiveMinimum : s.minimum) = number(value);
            (exclusive ? s.hasExclusiveMinimum : s.hasMinimum) = true;
            break;
        }
        case Keyword::Maximum:
        case Keyword::ExclusiveMaximum: {
            const bool exclusive = which == Keyword::ExclusiveMaximum && m_fault != Fault::ExclusiveAsInclusive;
            (exclusive ? s.exclusiveMaximum : s.maximum) = number(value);
            (exclusive ? s.hasExclusiveMaximum : s.hasMaximum) = true;
            break;
        }
        case Keyword::Enum:
            if (!value.isArray()) {
                fail();
                return;
            }
            s.hasEnum = true;
            for (const QJsonValue &v : value.toArray())
                s.enumValues.push_back(frozenNode(v));
            if (m_fault == Fault::DropLastEnumValue && !s.enumValues.empty())
                s.enumValues.pop_back();
            break;
        case Keyword::Const:
            s.hasConst = true;
            s.constValue = frozenNode(value);
            break;
        case Keyword::Pattern: {
            const std::string pattern = name(value);
            if (m_failed || m_fault == Fault::IgnorePattern)
                return;
            s.pattern = int(m_out.patterns.size());
            m_out.patterns.emplace_back(pattern);
            break;
        }
        case Keyword::UniqueItems:
            if (!value.isBool())
                fail();
            s.uniqueItems = value.toBool() && m_fault != Fault::IgnoreUniqueItems;
            break;
        case Keyword::AllOf:
            subschemas(s.allOf, value);
            break;
        case Keyword::AnyOf:
            subschemas(s.anyOf, value);
            break;
        case Keyword::OneOf:
            subschemas(m_fault == Fault::OneOfAsAnyOf ? s.anyOf : s.oneOf, value);
            break;
        case Keyword::Not:
            s.notSchema = translate(value);
            break;
        case Keyword::Unsupported:
        case Keyword::Id:
            fail();
            break;
        case Keyword::Annotation:
            if (!value.isString())
                fail();
            break;
        case Keyword::Other:
            break;
        }
    }

    QuickCheck &m_out;
    Fault m_fault;
    bool m_failed = false;
};

} // namespace

bool translateQuickCheck(const QJsonValue &prepared, testing::QuickFault fault, QuickCheck &out)
{
    QuickTranslator translator(out, fault);
    translator.translate(prepared);
    return !translator.failed();
}

} // namespace mcpscope::schemacheck
