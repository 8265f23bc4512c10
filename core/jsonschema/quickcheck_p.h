// SPDX-License-Identifier: MIT
// The quick check: a schema made only of keywords whose meaning in valijson is simple,
// translated into a small program that decides exactly as valijson would. Private to
// core/jsonschema. Implemented here (the checks are templates) and in quickcheck.cpp (the
// translation from a schema).
#pragma once

#include "json/lightjson.h"
#include "json/rawjson.h"
#include "valijsonadapters_p.h"

#include <QByteArrayView>

#include <algorithm>
#include <memory>

namespace mcpscope::schemacheck {

// --- the quick check -----------------------------------------------------------------------
// valijson's cost per value is mostly bookkeeping: for every subschema it visits it builds a
// std::function, copies the context (a vector of strings) and goes through a virtual visitor
// per constraint, also when nobody collects the results. A schema made only of keywords whose
// meaning in valijson is simple (the JSON Schema that MCP tool schemas and elicitation forms
// use) is translated at compile time into the small program below, which decides the same over
// the light tree. A value it accepts is valid; a value it rejects is handed to valijson, whose
// violation texts are the report. Every decision mirrors valijson's code for the strict types
// the validator uses (validation_visitor.hpp, basic_adapter.hpp): numbers compared as doubles,
// "integer" = LightNode::whole, strings compared and counted as the UTF-8 that valijson reads.

enum TypeBit : uint8_t {
    NullBit = 1,
    BooleanBit = 2,
    ObjectBit = 4,
    ArrayBit = 8,
    NumberBit = 16,
    StringBit = 32,
    IntegerBit = 64,
};

constexpr uint64_t Unbounded = std::numeric_limits<uint64_t>::max();
constexpr int AnyAdditional = -1; ///< "additionalProperties" absent or true
constexpr int NoAdditional = -2;  ///< "additionalProperties": false

struct QuickSchema
{
    bool never = false; ///< the schema false
    uint8_t types = 0;  ///< TypeBits "type" allows; 0 = no "type"

    bool numberChecks = false;
    bool hasMinimum = false, hasExclusiveMinimum = false, hasMaximum = false, hasExclusiveMaximum = false;
    double minimum = 0, exclusiveMinimum = 0, maximum = 0, exclusiveMaximum = 0;

    bool stringChecks = false;
    bool hasLength = false;
    bool utf16Length = false; ///< a test's deliberate fault (QuickFault::LengthInUtf16)
    uint64_t minLength = 0, maxLength = Unbounded;
    int pattern = -1; ///< index into QuickCheck::patterns

    bool arrayChecks = false;
    uint64_t minItems = 0, maxItems = Unbounded;
    int items = -1; ///< the schema of every item
    bool uniqueItems = false;

    bool objectChecks = false;
    uint64_t minProperties = 0, maxProperties = Unbounded;
    std::vector<std::string> propertyNames; ///< sorted by bytes
    std::vector<int> propertySchemas;       ///< parallel to propertyNames
    int additional = AnyAdditional;
    std::vector<std::string> required;
    std::vector<int> requiredProperties; ///< parallel to required: index in propertyNames, or -1

    bool hasConst = false;
    LightNode constValue;
    bool hasEnum = false;
    std::vector<LightNode> enumValues;
    bool numbersAsIntegers = false; ///< a test's deliberate fault (QuickFault::ConstByInteger)

    std::vector<int> allOf, anyOf, oneOf;
    int notSchema = -1;
};

/// valijson's utils::u8_strlen: code points up to the first NUL (or the end of @p text, as
/// the NUL after a std::string's characters ends it there).
inline uint64_t utf8Length(std::string_view text)
{
    static constexpr uint32_t offsets[6]
        = {0x00000000UL, 0x00003080UL, 0x000E2080UL, 0x03C82080UL, 0xFA082080UL, 0x82082080UL};
    const char *s = text.data();
    const size_t n = text.size();
    uint64_t count = 0;
    size_t i = 0;
    while (i < n && s[i] != 0) {
        uint64_t ch = 0;
        int size = 0;
        do {
            ch <<= 6;
            ch += static_cast<unsigned char>(s[i++]);
            ++size;
        } while (i < n && s[i] && (s[i] & 0xC0) == 0x80);
        if (size > 6)
            return count; // not UTF-8 that QString makes; valijson would read out of its table
        ch -= offsets[size - 1];
        if (ch == 0)
            break;
        ++count;
    }
    return count;
}

/// The quick check reads a value through one of two readers with the same functions: this
/// one for a LightNode (the tree valijson reads, and schemas' "enum" and "const" values) ...
struct TreeRead
{
    const LightNode *n;

    QJsonValue::Type type() const { return n->type; }
    bool boolean() const { return n->boolean; }
    double number() const { return n->number; }
    bool whole() const { return n->whole; }
    int64_t integer() const { return n->integer; }
    std::string_view text(std::string &) const { return n->stringText(); }
    qsizetype utf16Size() const { return n->string.toString().size(); }
    size_t size() const { return n->items.size(); }
    TreeRead item(size_t i) const { return TreeRead{&n->items[i]}; }
    std::string_view key(size_t i, std::string &) const { return n->keys[i]; }
    size_t find(std::string_view name) const { return n->find(name); }
};

/// ... or a lightjson view of the message, read in place with the same answers as the tree
/// buildFromView() makes of it.
struct ViewRead
{
    lightjson::Value v;

    QJsonValue::Type type() const { return v.type(); }
    bool boolean() const { return v.toBool(); }
    double number() const { return v.toDouble(); }
    bool whole() const
    {
        const double d = v.toDouble();
        return std::isfinite(d) && std::floor(d) == d;
    }
    int64_t integer() const
    {
        const qint64 exact = v.toInteger(0);
        if (exact != 0 || v.toInteger(1) == 0)
            return exact;
        return v.toDouble() < 0 ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
    }
    std::string_view text(std::string &storage) const
    {
        const QByteArrayView raw = v.rawString();
        if (!raw.isNull() && rawjson::isAscii(raw))
            return std::string_view(raw.data(), size_t(raw.size()));
        storage = utf8Text(v.toString());
        return storage;
    }
    qsizetype utf16Size() const { return v.toString().size(); }
    size_t size() const { return size_t(v.isObject() ? v.toObject().size() : v.toArray().size()); }
    ViewRead item(size_t i) const
    {
        if (v.isObject())
            return ViewRead{(v.toObject().constBegin() + qsizetype(i)).value()};
        return ViewRead{v.toArray().at(qsizetype(i))};
    }
    std::string_view key(size_t i, std::string &storage) const
    {
        return keyText(v.toObject().constBegin() + qsizetype(i), storage);
    }
    /// The name at @p it as UTF-8: the text itself when ASCII without escapes (then the bytes
    /// are the UTF-8 that QString would give), else decoded into @p storage.
    static std::string_view keyText(const lightjson::Object::const_iterator &it, std::string &storage)
    {
        const QByteArrayView raw = it.rawKey();
        if (!raw.isNull() && rawjson::isAscii(raw))
            return std::string_view(raw.data(), size_t(raw.size()));
        storage = utf8Text(it.key());
        return storage;
    }
    size_t find(std::string_view name) const
    {
        const size_t count = size();
        std::string storage;
        for (size_t k = 0; k < count; ++k) {
            if (key(k, storage) == name)
                return k;
        }
        return count;
    }
};

struct QuickCheck
{
    std::vector<QuickSchema> schemas; ///< [0] is the root
    std::vector<PcreRegexEngine> patterns;

    /// valijson's BasicAdapter::equalTo(strict) with @p a the schema's value, @p b the target.
    template<typename A, typename B>
    static bool equal(const A &a, const B &b, bool numbersAsIntegers)
    {
        switch (a.type()) {
        case QJsonValue::Null:
            return b.type() == QJsonValue::Null;
        case QJsonValue::Bool:
            return b.type() == QJsonValue::Bool && b.boolean() == a.boolean();
        case QJsonValue::Double:
            if (numbersAsIntegers && a.whole() && b.type() == QJsonValue::Double && b.whole())
                return b.integer() == a.integer();
            return b.type() == QJsonValue::Double && b.number() == a.number();
        case QJsonValue::String: {
            if (b.type() != QJsonValue::String)
                return false;
            std::string sa, sb;
            return b.text(sb) == a.text(sa);
        }
        case QJsonValue::Array:
            if (b.type() != QJsonValue::Array || b.size() != a.size())
                return false;
            for (size_t i = 0; i < a.size(); ++i) {
                if (!equal(a.item(i), b.item(i), numbersAsIntegers))
                    return false;
            }
            return true;
        case QJsonValue::Object: {
            if (b.type() != QJsonValue::Object || b.size() != a.size())
                return false;
            std::string storage;
            for (size_t i = 0; i < b.size(); ++i) {
                const size_t at = a.find(b.key(i, storage));
                if (at == a.size() || !equal(a.item(at), b.item(i), numbersAsIntegers))
                    return false;
            }
            return true;
        }
        case QJsonValue::Undefined:
            break;
        }
        return false;
    }

    template<typename V>
    static uint8_t typeBits(const V &value)
    {
        switch (value.type()) {
        case QJsonValue::Null:
            return NullBit;
        case QJsonValue::Bool:
            return BooleanBit;
        case QJsonValue::Double:
            return value.whole() ? NumberBit | IntegerBit : NumberBit;
        case QJsonValue::String:
            return StringBit;
        case QJsonValue::Array:
            return ArrayBit;
        case QJsonValue::Object:
            return ObjectBit;
        case QJsonValue::Undefined:
            break;
        }
        return 0;
    }

    bool matches(int index, const LightNode &value) const { return matches(index, TreeRead{&value}); }

    template<typename V>
    bool matches(int index, const V &value) const
    {
        const QuickSchema &s = schemas[size_t(index)];
        if (s.never)
            return false;
        if (s.types && !(s.types & typeBits(value)))
            return false;
        switch (value.type()) {
        case QJsonValue::Double:
            if (s.numberChecks) {
                const double d = value.number();
                if ((s.hasMinimum && d < s.minimum) || (s.hasExclusiveMinimum && d <= s.exclusiveMinimum)
                    || (s.hasMaximum && d > s.maximum) || (s.hasExclusiveMaximum && d >= s.exclusiveMaximum))
                    return false;
            }
            break;
        case QJsonValue::String:
            if (s.stringChecks) {
                std::string storage;
                const std::string_view text = value.text(storage);
                if (s.hasLength) {
                    const uint64_t length = s.utf16Length ? uint64_t(value.utf16Size()) : utf8Length(text);
                    if (length < s.minLength || length > s.maxLength)
                        return false;
                }
                if (s.pattern >= 0 && !PcreRegexEngine::search(std::string(text), patterns[size_t(s.pattern)]))
                    return false;
            }
            break;
        case QJsonValue::Array:
            if (s.arrayChecks) {
                const uint64_t count = value.size();
                if (count < s.minItems || count > s.maxItems)
                    return false;
                if (s.items >= 0) {
                    for (size_t i = 0; i < count; ++i) {
                        if (!matches(s.items, value.item(i)))
                            return false;
                    }
                }
                if (s.uniqueItems) {
                    for (size_t i = 0; i + 1 < count; ++i) {
                        for (size_t j = i + 1; j < count; ++j) {
                            if (equal(value.item(i), value.item(j), false))
                                return false;
                        }
                    }
                }
            }
            break;
        case QJsonValue::Object:
            if (s.objectChecks) {
                const uint64_t count = value.size();
                if (count < s.minProperties || count > s.maxProperties)
                    return false;
                uint64_t present = 0; // the first 64 properties the value has
                std::string storage;
                for (size_t i = 0; i < count; ++i) {
                    const std::string_view key = value.key(i, storage);
                    const auto it = std::lower_bound(
                        s.propertyNames.begin(), s.propertyNames.end(), key,
                        [](const std::string &a, std::string_view b) { return std::string_view(a) < b; });
                    if (it != s.propertyNames.end() && *it == key) {
                        const size_t property = size_t(it - s.propertyNames.begin());
                        if (property < 64)
                            present |= uint64_t(1) << property;
                        if (!matches(s.propertySchemas[property], value.item(i)))
                            return false;
                    } else if (s.additional == NoAdditional) {
                        return false;
                    } else if (s.additional >= 0 && !matches(s.additional, value.item(i))) {
                        return false;
                    }
                }
                for (size_t r = 0; r < s.required.size(); ++r) {
                    const int property = s.requiredProperties[r];
                    const bool found = property >= 0 && property < 64 ? (present >> property) & 1
                                                                      : value.find(s.required[r]) != count;
                    if (!found)
                        return false;
                }
            }
            break;
        default:
            break;
        }
        if (s.hasConst && !equal(TreeRead{&s.constValue}, value, s.numbersAsIntegers))
            return false;
        if (s.hasEnum) {
            bool found = false;
            for (const LightNode &v : s.enumValues) {
                if (equal(TreeRead{&v}, value, s.numbersAsIntegers)) {
                    found = true;
                    break;
                }
            }
            if (!found)
                return false;
        }
        for (const int sub : s.allOf) {
            if (!matches(sub, value))
                return false;
        }
        if (!s.anyOf.empty()) {
            bool any = false;
            for (const int sub : s.anyOf) {
                if (matches(sub, value)) {
                    any = true;
                    break;
                }
            }
            if (!any)
                return false;
        }
        if (!s.oneOf.empty()) {
            int count = 0;
            for (const int sub : s.oneOf) {
                if (matches(sub, value) && ++count > 1)
                    return false;
            }
            if (count != 1)
                return false;
        }
        if (s.notSchema >= 0 && matches(s.notSchema, value))
            return false;
        return true;
    }
};

/// Translates @p prepared (a schema as valijson gets it, draft 7) into @p out; false on the
/// first keyword that valijson reads and the quick check does not reproduce.
bool translateQuickCheck(const QJsonValue &prepared, testing::QuickFault fault, QuickCheck &out);

} // namespace mcpscope::schemacheck
