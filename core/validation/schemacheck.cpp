// SPDX-License-Identifier: MIT
#include "schemacheck.h"

#include "diagnostic.h"
#include "json/lightjson.h"
#include "json/rawjson.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

// valijson reports bad schemas by throwing; without this it prints and aborts.
#ifndef VALIJSON_USE_EXCEPTIONS
#define VALIJSON_USE_EXCEPTIONS 1
#endif
#include <valijson/internal/adapter.hpp>
#include <valijson/internal/basic_adapter.hpp>
#include <valijson/internal/frozen_value.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace mcpscope::schemacheck {

namespace {

// lupdate files the texts under the namespace's name, or under SchemaWalker's for the calls
// inside that class; the text is looked up in both (tst_translateddiagnostics checks it).
QString tr(const char *text)
{
    const QString free = QCoreApplication::translate("mcpscope::schemacheck", text);
    if (free != QLatin1String(text))
        return free;
    return QCoreApplication::translate("mcpscope::schemacheck::SchemaWalker", text);
}

// --- a valijson adapter over QJsonValue ---------------------------------------------------
// valijson ships a QtJson adapter, but it decides "integer" with QJsonValue::toInt(), so any
// integer beyond 32 bits (a timestamp in milliseconds, a file size) fails "type": "integer".
// This one follows the same shape with 64-bit integers and whole doubles counted as integers.

class JsonAdapter;
class JsonArrayIterator;
class JsonObjectIterator;
using JsonObjectMember = std::pair<std::string, JsonAdapter>;

class JsonArray
{
public:
    using const_iterator = JsonArrayIterator;
    using iterator = JsonArrayIterator;
    JsonArray() = default;
    explicit JsonArray(const QJsonValue &value) : m_value(value.toArray()) {}
    JsonArrayIterator begin() const;
    JsonArrayIterator end() const;
    size_t size() const { return size_t(m_value.size()); }

private:
    QJsonArray m_value;
};

class JsonObject
{
public:
    using const_iterator = JsonObjectIterator;
    using iterator = JsonObjectIterator;
    JsonObject() = default;
    explicit JsonObject(const QJsonValue &value) : m_value(value.toObject()) {}
    JsonObjectIterator begin() const;
    JsonObjectIterator end() const;
    JsonObjectIterator find(const std::string &name) const;
    size_t size() const { return size_t(m_value.size()); }

private:
    QJsonObject m_value;
};

/// A frozen copy of @p value for valijson's "enum" and "const" (defined with the light tree).
valijson::adapters::FrozenValue *freezeLight(const QJsonValue &value);
/// QString::toStdString(), faster for ASCII (defined with the light tree).
std::string utf8Text(const QString &text);

bool isWholeNumber(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::isfinite(d) && std::floor(d) == d;
}

class JsonValue
{
public:
    JsonValue() = default;
    JsonValue(QJsonValue value) : m_value(std::move(value)) {}

    // Schemas freeze their "enum" and "const" values: as light trees, comparing a value with
    // them converts no strings.
    valijson::adapters::FrozenValue *freeze() const { return freezeLight(m_value); }

    opt::optional<JsonArray> getArrayOptional() const
    {
        if (m_value.isArray())
            return opt::make_optional(JsonArray(m_value));
        return opt::optional<JsonArray>();
    }
    bool getArraySize(size_t &result) const
    {
        if (!m_value.isArray())
            return false;
        result = size_t(m_value.toArray().size());
        return true;
    }
    bool getBool(bool &result) const
    {
        if (!m_value.isBool())
            return false;
        result = m_value.toBool();
        return true;
    }
    bool getDouble(double &result) const
    {
        if (!m_value.isDouble())
            return false;
        result = m_value.toDouble();
        return true;
    }
    bool getInteger(int64_t &result) const
    {
        if (!isWholeNumber(m_value))
            return false;
        const qint64 exact = m_value.toInteger(0);
        if (exact != 0 || m_value.toInteger(1) == 0) {
            result = exact;
            return true;
        }
        const double d = m_value.toDouble();
        result = d < 0 ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
        return true;
    }
    opt::optional<JsonObject> getObjectOptional() const
    {
        if (m_value.isObject())
            return opt::make_optional(JsonObject(m_value));
        return opt::optional<JsonObject>();
    }
    bool getObjectSize(size_t &result) const
    {
        if (!m_value.isObject())
            return false;
        result = size_t(m_value.toObject().size());
        return true;
    }
    bool getString(std::string &result) const
    {
        if (!m_value.isString())
            return false;
        result = m_value.toString().toStdString();
        return true;
    }
    static bool hasStrictTypes() { return true; }
    bool isArray() const { return m_value.isArray(); }
    bool isBool() const { return m_value.isBool(); }
    bool isDouble() const { return m_value.isDouble(); }
    bool isInteger() const { return isWholeNumber(m_value); }
    bool isNull() const { return m_value.isNull(); }
    bool isNumber() const { return m_value.isDouble(); }
    bool isObject() const { return m_value.isObject(); }
    bool isString() const { return m_value.isString(); }

private:
    QJsonValue m_value;
};

class JsonAdapter
    : public valijson::adapters::BasicAdapter<JsonAdapter, JsonArray, JsonObjectMember, JsonObject, JsonValue>
{
public:
    JsonAdapter() = default;
    JsonAdapter(const QJsonValue &value) : BasicAdapter(value) {}
};

class JsonArrayIterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = JsonAdapter;
    using difference_type = JsonAdapter;
    using pointer = JsonAdapter *;
    using reference = JsonAdapter &;

    JsonArrayIterator(const QJsonArray::const_iterator &it) : m_it(it) {}
    JsonAdapter operator*() const { return JsonAdapter(*m_it); }
    valijson::adapters::DerefProxy<JsonAdapter> operator->() const
    {
        return valijson::adapters::DerefProxy<JsonAdapter>(**this);
    }
    bool operator==(const JsonArrayIterator &other) const { return m_it == other.m_it; }
    bool operator!=(const JsonArrayIterator &other) const { return m_it != other.m_it; }
    const JsonArrayIterator &operator++()
    {
        ++m_it;
        return *this;
    }
    JsonArrayIterator operator++(int)
    {
        JsonArrayIterator before(m_it);
        ++m_it;
        return before;
    }
    const JsonArrayIterator &operator--()
    {
        --m_it;
        return *this;
    }
    void advance(std::ptrdiff_t n) { m_it += n; }

private:
    QJsonArray::const_iterator m_it;
};

class JsonObjectIterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = JsonObjectMember;
    using difference_type = JsonObjectMember;
    using pointer = JsonObjectMember *;
    using reference = JsonObjectMember &;

    JsonObjectIterator(const QJsonObject::const_iterator &it) : m_it(it) {}
    JsonObjectMember operator*() const { return JsonObjectMember(m_it.key().toStdString(), JsonAdapter(m_it.value())); }
    valijson::adapters::DerefProxy<JsonObjectMember> operator->() const
    {
        return valijson::adapters::DerefProxy<JsonObjectMember>(**this);
    }
    bool operator==(const JsonObjectIterator &other) const { return m_it == other.m_it; }
    bool operator!=(const JsonObjectIterator &other) const { return m_it != other.m_it; }
    const JsonObjectIterator &operator++()
    {
        ++m_it;
        return *this;
    }
    JsonObjectIterator operator++(int)
    {
        JsonObjectIterator before(m_it);
        ++m_it;
        return before;
    }
    const JsonObjectIterator &operator--()
    {
        --m_it;
        return *this;
    }

private:
    QJsonObject::const_iterator m_it;
};

inline JsonArrayIterator JsonArray::begin() const { return m_value.constBegin(); }
inline JsonArrayIterator JsonArray::end() const { return m_value.constEnd(); }
inline JsonObjectIterator JsonObject::begin() const { return m_value.constBegin(); }
inline JsonObjectIterator JsonObject::end() const { return m_value.constEnd(); }
inline JsonObjectIterator JsonObject::find(const std::string &name) const
{
    return m_value.constFind(QString::fromStdString(name));
}

// --- a light tree for validation ---------------------------------------------------------
// valijson reads a value through many short-lived copies (an adapter per member per
// constraint), and the QJsonValue adapter above converts a member name from QString to
// std::string every time valijson looks at it. Validation converts the value once into this
// tree instead (names and strings as std::string) and reads it through the adapter below,
// with the same answers as JsonAdapter gives for the same QJsonValue.

struct LightNode
{
    QJsonValue::Type type = QJsonValue::Undefined;
    bool boolean = false;
    bool whole = false;      ///< a finite number without fractional part ("integer")
    double number = 0;
    int64_t integer = 0;     ///< whole numbers: as JsonValue::getInteger gives it
    QJsonValue string;       ///< strings: the value, converted to text only when read
    mutable std::string text;
    mutable bool converted = false;
    std::vector<std::string> keys;   ///< objects: member names, in QJsonObject's order
    std::vector<LightNode> items;    ///< arrays: elements; objects: values, parallel to keys
    /// Objects of more than 8 members: indexes of keys in byte order, made on the first find()
    /// (or at once by indexKeys() for trees shared between threads).
    mutable std::vector<uint32_t> sorted;

    /// Strings: the text, converted on first use.
    const std::string &stringText() const
    {
        // Many schemas only ask a string for its type: a large argument (base64 data) is
        // not converted unless a "pattern", "maxLength" or "enum" reads it.
        if (!converted) {
            text = utf8Text(string.toString());
            converted = true;
        }
        return text;
    }

    static const LightNode &undefinedNode()
    {
        static const LightNode node;
        return node;
    }

    /// Index of the member @p name, or keys.size().
    size_t find(std::string_view name) const
    {
        if (keys.size() <= 8) {
            for (size_t k = 0; k < keys.size(); ++k) {
                if (keys[k] == name)
                    return k;
            }
            return keys.size();
        }
        if (sorted.empty()) {
            sorted.resize(keys.size());
            for (uint32_t i = 0; i < sorted.size(); ++i)
                sorted[i] = i;
            std::sort(sorted.begin(), sorted.end(), [this](uint32_t x, uint32_t y) { return keys[x] < keys[y]; });
        }
        const auto it = std::lower_bound(sorted.begin(), sorted.end(), name,
                                         [this](uint32_t x, std::string_view n) { return keys[x] < n; });
        return it != sorted.end() && keys[*it] == name ? *it : keys.size();
    }
};

class LightAdapter;
class LightArrayIterator;
class LightObjectIterator;
using LightObjectMember = std::pair<std::string, LightAdapter>;

class LightArray
{
public:
    using const_iterator = LightArrayIterator;
    using iterator = LightArrayIterator;
    LightArray() = default;
    explicit LightArray(const LightNode *node) : m_node(node) {}
    LightArrayIterator begin() const;
    LightArrayIterator end() const;
    size_t size() const { return m_node ? m_node->items.size() : 0; }

private:
    const LightNode *m_node = nullptr;
};

class LightObject
{
public:
    using const_iterator = LightObjectIterator;
    using iterator = LightObjectIterator;
    LightObject() = default;
    explicit LightObject(const LightNode *node) : m_node(node) {}
    LightObjectIterator begin() const;
    LightObjectIterator end() const;
    LightObjectIterator find(const std::string &name) const;
    size_t size() const { return m_node ? m_node->keys.size() : 0; }

private:
    const LightNode *m_node = nullptr;
};

class LightFrozenValue : public valijson::adapters::FrozenValue
{
public:
    explicit LightFrozenValue(const LightNode &node) : m_node(node) {}
    FrozenValue *clone() const override { return new LightFrozenValue(m_node); }
    bool equalTo(const valijson::adapters::Adapter &other, bool strict) const override;

private:
    LightNode m_node;
};

class LightValue
{
public:
    LightValue() = default;
    LightValue(const LightNode *node) : m_node(node) {}

    valijson::adapters::FrozenValue *freeze() const { return new LightFrozenValue(*m_node); }

    opt::optional<LightArray> getArrayOptional() const
    {
        if (m_node->type == QJsonValue::Array)
            return opt::make_optional(LightArray(m_node));
        return opt::optional<LightArray>();
    }
    bool getArraySize(size_t &result) const
    {
        if (m_node->type != QJsonValue::Array)
            return false;
        result = m_node->items.size();
        return true;
    }
    bool getBool(bool &result) const
    {
        if (m_node->type != QJsonValue::Bool)
            return false;
        result = m_node->boolean;
        return true;
    }
    bool getDouble(double &result) const
    {
        if (m_node->type != QJsonValue::Double)
            return false;
        result = m_node->number;
        return true;
    }
    bool getInteger(int64_t &result) const
    {
        if (!m_node->whole)
            return false;
        result = m_node->integer;
        return true;
    }
    opt::optional<LightObject> getObjectOptional() const
    {
        if (m_node->type == QJsonValue::Object)
            return opt::make_optional(LightObject(m_node));
        return opt::optional<LightObject>();
    }
    bool getObjectSize(size_t &result) const
    {
        if (m_node->type != QJsonValue::Object)
            return false;
        result = m_node->keys.size();
        return true;
    }
    bool getString(std::string &result) const
    {
        if (m_node->type != QJsonValue::String)
            return false;
        result = m_node->stringText();
        return true;
    }
    static bool hasStrictTypes() { return true; }
    bool isArray() const { return m_node->type == QJsonValue::Array; }
    bool isBool() const { return m_node->type == QJsonValue::Bool; }
    bool isDouble() const { return m_node->type == QJsonValue::Double; }
    bool isInteger() const { return m_node->whole; }
    bool isNull() const { return m_node->type == QJsonValue::Null; }
    bool isNumber() const { return m_node->type == QJsonValue::Double; }
    bool isObject() const { return m_node->type == QJsonValue::Object; }
    bool isString() const { return m_node->type == QJsonValue::String; }

private:
    const LightNode *m_node = &LightNode::undefinedNode();
};

class LightAdapter
    : public valijson::adapters::BasicAdapter<LightAdapter, LightArray, LightObjectMember, LightObject, LightValue>
{
public:
    LightAdapter() = default;
    LightAdapter(const LightNode &node) : BasicAdapter(LightValue(&node)) {}
};

class LightArrayIterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = LightAdapter;
    using difference_type = LightAdapter;
    using pointer = LightAdapter *;
    using reference = LightAdapter &;

    LightArrayIterator(const LightNode *at) : m_at(at) {}
    LightAdapter operator*() const { return LightAdapter(*m_at); }
    valijson::adapters::DerefProxy<LightAdapter> operator->() const
    {
        return valijson::adapters::DerefProxy<LightAdapter>(**this);
    }
    bool operator==(const LightArrayIterator &other) const { return m_at == other.m_at; }
    bool operator!=(const LightArrayIterator &other) const { return m_at != other.m_at; }
    const LightArrayIterator &operator++()
    {
        ++m_at;
        return *this;
    }
    LightArrayIterator operator++(int)
    {
        LightArrayIterator before(m_at);
        ++m_at;
        return before;
    }
    const LightArrayIterator &operator--()
    {
        --m_at;
        return *this;
    }
    void advance(std::ptrdiff_t n) { m_at += n; }

private:
    const LightNode *m_at;
};

class LightObjectIterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = LightObjectMember;
    using difference_type = LightObjectMember;
    using pointer = LightObjectMember *;
    using reference = LightObjectMember &;

    LightObjectIterator(const LightNode *node, size_t index) : m_node(node), m_index(index) {}
    LightObjectMember operator*() const { return LightObjectMember(m_node->keys[m_index], LightAdapter(m_node->items[m_index])); }
    valijson::adapters::DerefProxy<LightObjectMember> operator->() const
    {
        return valijson::adapters::DerefProxy<LightObjectMember>(**this);
    }
    bool operator==(const LightObjectIterator &other) const { return m_index == other.m_index; }
    bool operator!=(const LightObjectIterator &other) const { return m_index != other.m_index; }
    const LightObjectIterator &operator++()
    {
        ++m_index;
        return *this;
    }
    LightObjectIterator operator++(int)
    {
        LightObjectIterator before(m_node, m_index);
        ++m_index;
        return before;
    }
    const LightObjectIterator &operator--()
    {
        --m_index;
        return *this;
    }

private:
    const LightNode *m_node;
    size_t m_index;
};

inline bool LightFrozenValue::equalTo(const valijson::adapters::Adapter &other, bool strict) const
{
    return LightAdapter(m_node).equalTo(other, strict);
}

inline LightArrayIterator LightArray::begin() const { return m_node ? m_node->items.data() : nullptr; }
inline LightArrayIterator LightArray::end() const { return m_node ? m_node->items.data() + m_node->items.size() : nullptr; }
inline LightObjectIterator LightObject::begin() const { return LightObjectIterator(m_node, 0); }
inline LightObjectIterator LightObject::end() const { return LightObjectIterator(m_node, size()); }
inline LightObjectIterator LightObject::find(const std::string &name) const
{
    return LightObjectIterator(m_node, m_node ? m_node->find(name) : 0);
}

/// "pattern" and "patternProperties" on PCRE2: bounded backtracking, no stack recursion per
/// character (std::regex overflows the stack on long strings).
struct PcreRegexEngine
{
    // (*LIMIT_MATCH) bounds backtracking: "(a+)+$" against a long string gives up (as "no
    // match") after a fraction of a millisecond instead of running for minutes.
    explicit PcreRegexEngine(const std::string &pattern)
        : regex(QStringLiteral("(*LIMIT_MATCH=100000)") + QString::fromStdString(pattern))
    {
    }
    static bool search(const std::string &text, const PcreRegexEngine &engine)
    {
        if (!engine.regex.isValid())
            return true; // reported as a schema problem when the schema was checked
        return engine.regex.match(QString::fromStdString(text)).hasMatch();
    }
    QRegularExpression regex;
};

} // namespace
} // namespace mcpscope::schemacheck

namespace valijson::adapters {
template<>
struct AdapterTraits<mcpscope::schemacheck::JsonAdapter>
{
    using DocumentType = QJsonValue;
    static std::string adapterName() { return "McpscopeJsonAdapter"; }
};
template<>
struct AdapterTraits<mcpscope::schemacheck::LightAdapter>
{
    using DocumentType = mcpscope::schemacheck::LightNode;
    static std::string adapterName() { return "McpscopeLightAdapter"; }
};
} // namespace valijson::adapters

namespace mcpscope::schemacheck {
namespace {

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
uint64_t utf8Length(std::string_view text)
{
    static constexpr uint32_t offsets[6] = {0x00000000UL, 0x00003080UL, 0x000E2080UL,
                                            0x03C82080UL, 0xFA082080UL, 0x82082080UL};
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
        case QJsonValue::Null: return NullBit;
        case QJsonValue::Bool: return BooleanBit;
        case QJsonValue::Double: return value.whole() ? NumberBit | IntegerBit : NumberBit;
        case QJsonValue::String: return StringBit;
        case QJsonValue::Array: return ArrayBit;
        case QJsonValue::Object: return ObjectBit;
        case QJsonValue::Undefined: break;
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
                    const auto it = std::lower_bound(s.propertyNames.begin(), s.propertyNames.end(), key,
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

namespace {

QString pointerToken(QStringView token)
{
    QString out = token.toString();
    out.replace(QLatin1Char('~'), QLatin1String("~0"));
    out.replace(QLatin1Char('/'), QLatin1String("~1"));
    return out;
}

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("a string");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

/// Resolves a local "#/a/b" reference inside @p root (nullptr-like Undefined when it does not).
QJsonValue resolveLocal(const QJsonObject &root, QStringView ref)
{
    QJsonValue at = root;
    if (ref == QLatin1String("#"))
        return at;
    const QString pointer = QUrl::fromPercentEncoding(ref.mid(1).toUtf8());
    const QStringList tokens = pointer.split(QLatin1Char('/'));
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        QString token = tokens.at(i);
        token.replace(QLatin1String("~1"), QLatin1String("/"));
        token.replace(QLatin1String("~0"), QLatin1String("~"));
        if (at.isObject()) {
            const QJsonObject o = at.toObject();
            if (!o.contains(token))
                return QJsonValue(QJsonValue::Undefined);
            at = o.value(token);
        } else if (at.isArray()) {
            bool ok = false;
            const int index = token.toInt(&ok);
            const QJsonArray a = at.toArray();
            if (!ok || index < 0 || index >= a.size())
                return QJsonValue(QJsonValue::Undefined);
            at = a.at(index);
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return at;
}

/// Where the walker is: made into a JSON pointer only for a problem (or a "$ref").
struct WalkPath
{
    const WalkPath *parent = nullptr; ///< nullptr: the schema's root
    const QString *key = nullptr;     ///< a member name, or else
    qsizetype index = 0;              ///< an array index

    QString pointer() const
    {
        if (!parent)
            return QString();
        return parent->pointer() + QLatin1Char('/') + (key ? pointerToken(*key) : QString::number(index));
    }
};

/// Walks a schema document where the JSON Schema vocabulary says subschemas live, checking
/// what valijson does not (regexes, $ref targets, type names) and copying it without
/// "format" keywords when asked (only the objects on the way to a "format" are copied).
class SchemaWalker
{
public:
    SchemaWalker(const QJsonObject &root, const Limits &limits) : m_root(root), m_limits(limits) {}

    bool failed() const { return m_failed; }
    SchemaProblem problem() const { return m_problem; }

    /// @p node as valijson gets it; @p changed is set when that differs from @p node.
    QJsonValue schema(const QJsonValue &node, const WalkPath &path, int depth, bool *changed)
    {
        if (m_failed)
            return node;
        if (depth > m_limits.maxDepth)
            return fail(SchemaProblem::Unchecked, tr("the schema is nested more than %1 levels deep").arg(m_limits.maxDepth), path), node;
        if (node.isBool())
            return node;
        if (!node.isObject())
            return fail(SchemaProblem::Invalid, tr("a schema must be an object or a boolean, not %1").arg(typeName(node)), path), node;
        const QJsonObject object = node.toObject();
        QJsonObject copy;
        bool copied = false;
        auto modified = [&]() -> QJsonObject & {
            if (!copied) {
                copy = object;
                copied = true;
            }
            return copy;
        };
        for (auto it = object.constBegin(); it != object.constEnd() && !m_failed; ++it) {
            const QString key = it.key();
            const QJsonValue value = it.value();
            const WalkPath at{&path, &key};
            const Keyword keyword = keywordOf(key);
            if (keyword == Keyword::Members || keyword == Keyword::PatternMembers) {
                if (!value.isObject()) {
                    fail(SchemaProblem::Invalid, tr("\"%1\" must be an object of schemas, not %2").arg(key, typeName(value)), at);
                    break;
                }
                const QJsonObject members = value.toObject();
                QJsonObject out;
                bool outChanged = false;
                for (auto m = members.constBegin(); m != members.constEnd() && !m_failed; ++m) {
                    const QString name = m.key();
                    const WalkPath member{&at, &name};
                    if (keyword == Keyword::PatternMembers)
                        checkRegex(name, member);
                    bool c = false;
                    const QJsonValue sub = schema(m.value(), member, depth + 1, &c);
                    if (c) {
                        if (!outChanged)
                            out = members;
                        outChanged = true;
                        out.insert(name, sub);
                    }
                }
                if (outChanged)
                    modified().insert(key, out);
            } else if (keyword == Keyword::Subschema || (keyword == Keyword::Items && !value.isArray())) {
                bool c = false;
                const QJsonValue sub = schema(value, at, depth + 1, &c);
                if (c)
                    modified().insert(key, sub);
            } else if (keyword == Keyword::Subschemas || keyword == Keyword::Items) {
                if (!value.isArray() || value.toArray().isEmpty()) {
                    fail(SchemaProblem::Invalid, tr("\"%1\" must be a non-empty array of schemas").arg(key), at);
                    break;
                }
                const QJsonArray items = value.toArray();
                QJsonArray out;
                bool outChanged = false;
                for (qsizetype i = 0; i < items.size() && !m_failed; ++i) {
                    bool c = false;
                    const QJsonValue sub = schema(items.at(i), WalkPath{&at, nullptr, i}, depth + 1, &c);
                    if (c) {
                        if (!outChanged)
                            out = items;
                        outChanged = true;
                        out.replace(i, sub);
                    }
                }
                if (outChanged)
                    modified().insert(key, out);
            } else if (keyword == Keyword::Dependencies && value.isObject()) {
                const QJsonObject members = value.toObject();
                QJsonObject out;
                bool outChanged = false;
                for (auto m = members.constBegin(); m != members.constEnd() && !m_failed; ++m) {
                    if (m.value().isArray())
                        continue;
                    const QString name = m.key();
                    bool c = false;
                    const QJsonValue sub = schema(m.value(), WalkPath{&at, &name}, depth + 1, &c);
                    if (c) {
                        if (!outChanged)
                            out = members;
                        outChanged = true;
                        out.insert(name, sub);
                    }
                }
                if (outChanged)
                    modified().insert(key, out);
            } else if (keyword == Keyword::Format && m_limits.stripFormats) {
                if (!value.isString()) {
                    fail(SchemaProblem::Invalid, tr("\"format\" must be a string, not %1").arg(typeName(value)), at);
                    break;
                }
                modified().remove(key);
            } else if (keyword == Keyword::Pattern) {
                if (!value.isString()) {
                    fail(SchemaProblem::Invalid, tr("\"pattern\" must be a string, not %1").arg(typeName(value)), at);
                    break;
                }
                checkRegex(value.toString(), at);
            } else if (keyword == Keyword::Type) {
                checkType(value, at);
            } else if (keyword == Keyword::Ref) {
                checkRef(value, at);
                if (value.isString())
                    m_refs.append({path.pointer(), value.toString()});
            }
        }
        if (!copied)
            return node;
        *changed = true;
        return copy;
    }

private:
    /// What the walker does with a keyword's value.
    enum class Keyword {
        Other,          ///< nothing
        Members,        ///< an object of schemas ("properties", "$defs", ...)
        PatternMembers, ///< "patternProperties": also the names are regexes
        Subschema,      ///< one schema ("not", "additionalProperties", ...)
        Items,          ///< "items": one schema or an array of them
        Subschemas,     ///< a non-empty array of schemas ("allOf", ...)
        Dependencies,   ///< "dependencies": schemas or arrays of names
        Format,
        Pattern,
        Type,
        Ref,
    };

    static Keyword keywordOf(const QString &key)
    {
        static const QHash<QString, Keyword> table{
            {QStringLiteral("properties"), Keyword::Members},
            {QStringLiteral("$defs"), Keyword::Members},
            {QStringLiteral("definitions"), Keyword::Members},
            {QStringLiteral("dependentSchemas"), Keyword::Members},
            {QStringLiteral("patternProperties"), Keyword::PatternMembers},
            {QStringLiteral("additionalProperties"), Keyword::Subschema},
            {QStringLiteral("additionalItems"), Keyword::Subschema},
            {QStringLiteral("contains"), Keyword::Subschema},
            {QStringLiteral("not"), Keyword::Subschema},
            {QStringLiteral("if"), Keyword::Subschema},
            {QStringLiteral("then"), Keyword::Subschema},
            {QStringLiteral("else"), Keyword::Subschema},
            {QStringLiteral("propertyNames"), Keyword::Subschema},
            {QStringLiteral("unevaluatedItems"), Keyword::Subschema},
            {QStringLiteral("unevaluatedProperties"), Keyword::Subschema},
            {QStringLiteral("contentSchema"), Keyword::Subschema},
            {QStringLiteral("items"), Keyword::Items},
            {QStringLiteral("allOf"), Keyword::Subschemas},
            {QStringLiteral("anyOf"), Keyword::Subschemas},
            {QStringLiteral("oneOf"), Keyword::Subschemas},
            {QStringLiteral("prefixItems"), Keyword::Subschemas},
            {QStringLiteral("dependencies"), Keyword::Dependencies},
            {QStringLiteral("format"), Keyword::Format},
            {QStringLiteral("pattern"), Keyword::Pattern},
            {QStringLiteral("type"), Keyword::Type},
            {QStringLiteral("$ref"), Keyword::Ref},
        };
        return table.value(key, Keyword::Other);
    }

    void fail(SchemaProblem::Kind kind, const QString &reason, const QString &pointer)
    {
        if (m_failed)
            return;
        m_failed = true;
        m_problem = SchemaProblem{kind, reason, pointer};
    }

    void fail(SchemaProblem::Kind kind, const QString &reason, const WalkPath &path)
    {
        if (!m_failed)
            fail(kind, reason, path.pointer());
    }

    void checkRegex(const QString &pattern, const WalkPath &path)
    {
        const QRegularExpression re(pattern);
        if (!re.isValid())
            fail(SchemaProblem::Invalid, tr("invalid regular expression: %1 (at character %2)")
                                           .arg(re.errorString()).arg(re.patternErrorOffset()), path);
    }

    void checkType(const QJsonValue &value, const WalkPath &pointer)
    {
        static const QStringList known{QStringLiteral("null"), QStringLiteral("boolean"), QStringLiteral("object"),
                                       QStringLiteral("array"), QStringLiteral("number"), QStringLiteral("string"),
                                       QStringLiteral("integer")};
        auto one = [&](const QJsonValue &v) {
            if (!v.isString()) {
                fail(SchemaProblem::Invalid, tr("a \"type\" must be a string, not %1").arg(typeName(v)), pointer);
                return;
            }
            if (!known.contains(v.toString()))
                fail(SchemaProblem::Invalid, tr("unknown type \"%1\" (JSON Schema knows null, boolean, object, array, number, string and integer)")
                                               .arg(previewText(v.toString(), 40)), pointer);
        };
        if (value.isArray()) {
            const QJsonArray types = value.toArray();
            if (types.isEmpty())
                fail(SchemaProblem::Invalid, tr("\"type\" is an empty array"), pointer);
            for (const QJsonValue &v : types)
                one(v);
        } else {
            one(value);
        }
    }

    void checkRef(const QJsonValue &value, const WalkPath &pointer)
    {
        if (!value.isString()) {
            fail(SchemaProblem::Invalid, tr("\"$ref\" must be a string, not %1").arg(typeName(value)), pointer);
            return;
        }
        const QString ref = value.toString();
        if (ref.size() > 2048) {
            fail(SchemaProblem::Unchecked, tr("a \"$ref\" longer than 2048 characters"), pointer);
            return;
        }
        if (!ref.startsWith(QLatin1Char('#'))) {
            fail(SchemaProblem::Unchecked, tr("\"$ref\" points outside the schema (%1); mcpscope does not fetch schemas")
                                             .arg(previewText(ref, 80)), pointer);
            return;
        }
        if (ref.size() > 1 && ref.at(1) != QLatin1Char('/')) {
            fail(SchemaProblem::Unchecked, tr("\"$ref\" uses an anchor (%1), which mcpscope cannot resolve").arg(previewText(ref, 80)), pointer);
            return;
        }
        // Follow chains of bare references: a cycle of them has no schema at its end.
        QStringList seen{ref};
        QJsonValue target = resolveLocal(m_root, ref);
        while (true) {
            if (target.isUndefined()) {
                fail(SchemaProblem::Invalid, tr("\"$ref\" %1 points to nothing in the schema").arg(previewText(seen.constLast(), 80)), pointer);
                return;
            }
            const QJsonObject o = target.toObject();
            if (!target.isObject() || !o.value(QLatin1String("$ref")).isString())
                return;
            const QString next = o.value(QLatin1String("$ref")).toString();
            if (!next.startsWith(QLatin1String("#/")) && next != QLatin1String("#"))
                return; // reported where that $ref itself is walked
            if (seen.contains(next)) {
                fail(SchemaProblem::Invalid, tr("\"$ref\" %1 is part of a cycle of references that never reaches a schema").arg(previewText(ref, 80)), pointer);
                return;
            }
            if (seen.size() > 64)
                return;
            seen.append(next);
            target = resolveLocal(m_root, next);
        }
    }

public:
    /// A "$ref" that leads back to the schema holding it without descending into the value
    /// ({"anyOf": [{"$ref": "#"}, ...]}) makes valijson recurse until the stack overflows:
    /// reported instead. Call after schema().
    void checkInPlaceCycles()
    {
        for (const Ref &r : std::as_const(m_refs)) {
            if (m_failed)
                return;
            if (!r.target.startsWith(QLatin1Char('#')))
                continue;
            QStringList stack{r.target.mid(1)};
            QSet<QString> visited;
            int steps = 0;
            while (!stack.isEmpty() && ++steps < 20000) {
                const QString at = stack.takeLast();
                if (at == r.source) {
                    fail(SchemaProblem::Invalid, tr("\"$ref\" %1 leads back to the schema that holds it without going into the value "
                                                    "(an endless loop)").arg(previewText(r.target, 80)),
                         r.source + QLatin1String("/$ref"));
                    return;
                }
                if (visited.contains(at))
                    continue;
                visited.insert(at);
                const QJsonObject o = resolveLocal(m_root, QString(QLatin1Char('#') + at)).toObject();
                const QJsonValue ref = o.value(QLatin1String("$ref"));
                if (ref.isString() && ref.toString().startsWith(QLatin1Char('#')))
                    stack.append(ref.toString().mid(1));
                for (const char *key : {"allOf", "anyOf", "oneOf"}) {
                    const QJsonArray items = o.value(QLatin1String(key)).toArray();
                    for (qsizetype i = 0; i < items.size(); ++i)
                        stack.append(at + QLatin1Char('/') + QLatin1String(key) + QLatin1Char('/') + QString::number(i));
                }
                for (const char *key : {"not", "if", "then", "else"}) {
                    if (o.value(QLatin1String(key)).isObject())
                        stack.append(at + QLatin1Char('/') + QLatin1String(key));
                }
                const QJsonObject dependent = o.value(QLatin1String("dependentSchemas")).toObject();
                for (auto it = dependent.constBegin(); it != dependent.constEnd(); ++it)
                    stack.append(at + QLatin1String("/dependentSchemas/") + pointerToken(it.key()));
            }
        }
    }

private:
    struct Ref
    {
        QString source; ///< pointer of the schema holding the "$ref"
        QString target; ///< the "$ref" as written
    };

    QJsonObject m_root;
    Limits m_limits;
    bool m_failed = false;
    SchemaProblem m_problem;
    QList<Ref> m_refs;
};

/// "[name]" context elements of valijson to a JSON pointer.
QString contextToPointer(const std::vector<std::string> &context)
{
    QString out;
    for (const std::string &element : context) {
        if (element == "<root>")
            continue;
        QString token = QString::fromStdString(element);
        if (token.startsWith(QLatin1Char('[')) && token.endsWith(QLatin1Char(']')))
            token = token.mid(1, token.size() - 2);
        out += QLatin1Char('/') + pointerToken(token);
    }
    return out;
}

/// QString::toStdString() without its QByteArray when @p text is ASCII (member names mostly
/// are): the same bytes.
std::string utf8Text(const QString &text)
{
    const qsizetype size = text.size();
    const QChar *units = text.constData();
    std::string out(size_t(size), '\0');
    for (qsizetype i = 0; i < size; ++i) {
        if (units[i].unicode() >= 0x80)
            return text.toStdString();
        out[size_t(i)] = char(units[i].unicode());
    }
    return out;
}

/// measureImpl() that also builds the light tree of @p value (the same walk, the same stops).
void buildImpl(LightNode &node, const QJsonValue &value, int depth, int *maxDepth, qsizetype *nodes, int depthLimit,
               qsizetype nodeLimit)
{
    ++*nodes;
    if (depth > *maxDepth)
        *maxDepth = depth;
    node.type = value.type();
    switch (node.type) {
    case QJsonValue::Bool:
        node.boolean = value.toBool();
        return;
    case QJsonValue::Double:
        node.number = value.toDouble();
        node.whole = isWholeNumber(value);
        if (node.whole) {
            const qint64 exact = value.toInteger(0);
            if (exact != 0 || value.toInteger(1) == 0)
                node.integer = exact;
            else
                node.integer = node.number < 0 ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
        }
        return;
    case QJsonValue::String:
        node.string = value;
        return;
    default:
        break;
    }
    if (depth > depthLimit || *nodes > nodeLimit)
        return;
    if (node.type == QJsonValue::Object) {
        const QJsonObject o = value.toObject();
        node.keys.reserve(size_t(o.size()));
        node.items.reserve(size_t(o.size()));
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            node.keys.push_back(utf8Text(it.key()));
            node.items.emplace_back();
            buildImpl(node.items.back(), it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    } else if (node.type == QJsonValue::Array) {
        const QJsonArray a = value.toArray();
        node.items.reserve(size_t(a.size()));
        for (const QJsonValue &v : a) {
            node.items.emplace_back();
            buildImpl(node.items.back(), v, depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    }
}

/// Makes the member indexes of every large object in @p node now: a schema's values are read
/// by find() without writing.
void indexKeys(const LightNode &node)
{
    if (node.keys.size() > 8)
        node.find(std::string());
    for (const LightNode &item : node.items)
        indexKeys(item);
}

valijson::adapters::FrozenValue *freezeLight(const QJsonValue &value)
{
    LightNode node;
    int depth = 0;
    qsizetype nodes = 0;
    buildImpl(node, value, 0, &depth, &nodes, std::numeric_limits<int>::max(), std::numeric_limits<qsizetype>::max());
    indexKeys(node);
    return new LightFrozenValue(node);
}

void convertStrings(const LightNode &node)
{
    if (node.type == QJsonValue::String)
        node.stringText();
    for (const LightNode &item : node.items)
        convertStrings(item);
}

/// A light tree of a schema's "enum" or "const" value, its strings already converted: the quick
/// check of one schema may run on several threads' values, and reads these without writing.
LightNode frozenNode(const QJsonValue &value)
{
    LightNode node;
    int depth = 0;
    qsizetype nodes = 0;
    buildImpl(node, value, 0, &depth, &nodes, std::numeric_limits<int>::max(), std::numeric_limits<qsizetype>::max());
    convertStrings(node);
    indexKeys(node);
    return node;
}

/// Translates a prepared schema (valijson already compiled it in draft-7 mode) into a
/// QuickCheck, or fails on the first keyword that valijson reads and the quick check does not
/// reproduce. Keywords valijson never reads (annotations, "$defs", "examples", 2019+ keywords
/// like "prefixItems") are ignored, as valijson ignores them.
class QuickTranslator
{
public:
    QuickTranslator(QuickCheck &out, testing::QuickFault fault) : m_out(out), m_fault(fault) {}

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
            s.requiredProperties.push_back(it != s.propertyNames.end() && *it == name ? int(it - s.propertyNames.begin()) : -1);
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
        Type, Properties, AdditionalProperties, Required, Items, MinItems, MaxItems, MinLength, MaxLength,
        MinProperties, MaxProperties, Minimum, Maximum, ExclusiveMinimum, ExclusiveMaximum, Enum, Const, Pattern,
        UniqueItems, AllOf, AnyOf, OneOf, Not,
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

void measureImpl(const QJsonValue &value, int depth, int *maxDepth, qsizetype *nodes, int depthLimit, qsizetype nodeLimit)
{
    ++*nodes;
    if (depth > *maxDepth)
        *maxDepth = depth;
    if (depth > depthLimit || *nodes > nodeLimit)
        return;
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            measureImpl(it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (const QJsonValue &v : a) {
            measureImpl(v, depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    }
}

} // namespace

void measure(const QJsonValue &value, int *depth, qsizetype *nodes, int depthLimit, qsizetype nodeLimit)
{
    int d = 0;
    qsizetype n = 0;
    measureImpl(value, 0, &d, &n, depthLimit, nodeLimit);
    if (depth)
        *depth = d;
    if (nodes)
        *nodes = n;
}

namespace {

std::shared_ptr<CompiledSchema> compileImpl(const QJsonObject &schema, SchemaProblem *problem, const Limits &limits,
                                            testing::QuickFault fault)
{
    auto report = [problem](SchemaProblem::Kind kind, const QString &reason, const QString &pointer = QString()) {
        if (problem)
            *problem = SchemaProblem{kind, reason, pointer};
        return std::shared_ptr<CompiledSchema>();
    };

    int depth = 0;
    qsizetype nodes = 0;
    measure(schema, &depth, &nodes, limits.maxDepth + 1, limits.maxNodes + 1);
    if (nodes > limits.maxNodes)
        return report(SchemaProblem::Unchecked, tr("the schema has more than %1 values").arg(limits.maxNodes));

    valijson::SchemaParser::Version version = valijson::SchemaParser::kDraft7;
    const QJsonValue dialect = schema.value(QLatin1String("$schema"));
    if (dialect.isString()) {
        const QString d = dialect.toString();
        if (d.contains(QLatin1String("draft-04")))
            version = valijson::SchemaParser::kDraft4;
        else if (!d.contains(QLatin1String("2020-12")) && !d.contains(QLatin1String("2019-09"))
                 && !d.contains(QLatin1String("draft-07")) && !d.contains(QLatin1String("draft-06")))
            return report(SchemaProblem::Unchecked, tr("unsupported dialect \"%1\" (mcpscope checks drafts 4 to 2020-12)").arg(previewText(d, 80)),
                          QStringLiteral("/$schema"));
    } else if (!dialect.isUndefined()) {
        return report(SchemaProblem::Invalid, tr("\"$schema\" must be a string"), QStringLiteral("/$schema"));
    }

    SchemaWalker walker(schema, limits);
    bool changed = false;
    const QJsonValue prepared = walker.schema(schema, WalkPath(), 0, &changed);
    if (!walker.failed())
        walker.checkInPlaceCycles();
    if (walker.failed()) {
        if (problem)
            *problem = walker.problem();
        return {};
    }

    auto compiled = std::make_shared<CompiledSchema>();
    compiled->limits = limits;
    // The quick check reproduces valijson's draft-7 reading only (draft 4 differs in
    // exclusiveMinimum/exclusiveMaximum and boolean schemas).
    if (version == valijson::SchemaParser::kDraft7 && fault != testing::QuickFault::NoQuickCheck) {
        auto quick = std::make_unique<QuickCheck>();
        QuickTranslator translator(*quick, fault);
        translator.translate(prepared);
        if (!translator.failed()) {
            // valijson parses the schema when a value fails the quick check (most never do).
            // It cannot refuse it: the quick check takes only keyword values of the types
            // valijson's parser wants, and no "$ref", "id" or non-string title/description.
            compiled->quick = std::move(quick);
            compiled->prepared = prepared;
            return compiled;
        }
    }
    try {
        valijson::SchemaParser parser(version);
        parser.populateSchema(JsonAdapter(prepared), compiled->schema);
    } catch (const std::exception &e) {
        return report(SchemaProblem::Invalid, previewText(QString::fromStdString(e.what()), 200));
    } catch (...) {
        return report(SchemaProblem::Invalid, tr("valijson could not parse it"));
    }
    compiled->parsed = true;
    return compiled;
}

/// Parses a schema with a quick check for valijson, on first need. False (and why in
/// @p skipped) when valijson refuses it, which compileImpl() rules out.
bool parseForValijson(CompiledSchema &schema, QString *skipped)
{
    if (schema.parsed)
        return true;
    if (schema.prepared.isUndefined()) {
        if (skipped)
            *skipped = tr("valijson failed");
        return false; // refused before
    }
    try {
        valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
        parser.populateSchema(JsonAdapter(schema.prepared), schema.schema);
        schema.parsed = true;
    } catch (const std::exception &e) {
        if (skipped)
            *skipped = tr("valijson failed: %1").arg(previewText(QString::fromStdString(e.what()), 200));
    } catch (...) {
        if (skipped)
            *skipped = tr("valijson failed");
    }
    schema.prepared = QJsonValue(QJsonValue::Undefined);
    return schema.parsed;
}

/// The light tree of @p value, or false (and why in @p skipped) when it is over the limits.
bool buildTree(const CompiledSchema &schema, const QJsonValue &value, LightNode &tree, QString *skipped)
{
    int depth = 0;
    qsizetype nodes = 0;
    buildImpl(tree, value, 0, &depth, &nodes, schema.limits.maxValueDepth + 1, schema.limits.maxValueNodes + 1);
    if (depth > schema.limits.maxValueDepth || nodes > schema.limits.maxValueNodes) {
        if (skipped)
            *skipped = depth > schema.limits.maxValueDepth
                ? tr("the value is nested more than %1 levels deep").arg(schema.limits.maxValueDepth)
                : tr("the value has more than %1 parts").arg(schema.limits.maxValueNodes);
        return false;
    }
    return true;
}

} // namespace

std::shared_ptr<CompiledSchema> compile(const QJsonObject &schema, SchemaProblem *problem, const Limits &limits)
{
    return compileImpl(schema, problem, limits, testing::QuickFault::None);
}

std::shared_ptr<CompiledSchema> compileCached(const QJsonObject &schema, SchemaProblem *problem)
{
    struct Entry
    {
        std::shared_ptr<CompiledSchema> compiled;
        SchemaProblem problem;
        bool filled = false;
    };
    // First the schemas seen last: while the session keeps the same object (a pending request's
    // params, a listed tool) QJsonObject's == is a pointer compare, and different schemas differ
    // early. Then by content: hashing walks the schema without allocating.
    struct Recent
    {
        QJsonObject schema;
        Entry entry;
    };
    thread_local Recent recent[8];
    thread_local int next = 0;
    thread_local QHash<QJsonObject, Entry> cache;
    // The problems' texts are in the language of when they were made.
    thread_local quint32 generation = 0;
    if (const quint32 now = translationGeneration(); now != generation) {
        cache.clear();
        for (Recent &r : recent)
            r = Recent();
        generation = now;
    }
    for (const Recent &r : recent) {
        if (r.entry.compiled && r.schema.size() == schema.size() && r.schema == schema) {
            if (problem)
                *problem = r.entry.problem;
            return r.entry.compiled;
        }
    }
    if (cache.size() >= 256)
        cache.clear(); // plenty for one session's schemas; a bound against hostile churn
    // One lookup (hashing walks the whole schema): the entry, or a new empty one to fill.
    Entry &entry = cache[schema];
    if (!entry.filled) {
        entry.compiled = compile(schema, &entry.problem);
        entry.filled = true;
    } else if (entry.compiled) {
        recent[next] = Recent{schema, entry};
        next = (next + 1) % 8;
    }
    if (problem)
        *problem = entry.problem;
    return entry.compiled;
}

bool validate(CompiledSchema &schema, const QJsonValue &value, QList<Violation> *violations, int maxViolations,
              QString *skipped)
{
    LightNode tree;
    if (!buildTree(schema, value, tree, skipped))
        return false;
    // The quick check decides as valijson would; a value it rejects goes to valijson for the
    // violations (valijson rejects it too).
    const bool quickFailed = schema.quick && !schema.quick->matches(0, tree);
    if (schema.quick && !quickFailed) {
        if (violations)
            violations->clear();
        return true;
    }
    if (!parseForValijson(schema, skipped))
        return false;
    valijson::ValidationResults results;
    bool ok = false;
    try {
        // Most values pass: without collecting results valijson stops at the first failure and
        // builds no messages; only a failing value is walked again for its violations.
        if (!quickFailed)
            ok = schema.validator.validate(schema.schema, LightAdapter(tree), nullptr);
        if (!ok)
            ok = schema.validator.validate(schema.schema, LightAdapter(tree), &results);
    } catch (const std::exception &e) {
        if (skipped)
            *skipped = tr("valijson failed: %1").arg(previewText(QString::fromStdString(e.what()), 200));
        return false;
    } catch (...) {
        if (skipped)
            *skipped = tr("valijson failed");
        return false;
    }
    if (!violations)
        return true;
    violations->clear();
    if (ok)
        return true;

    // valijson reports a failure at every level ("Failed to validate against schema associated
    // with property name 'a'" above the real reason inside "a"): keep the innermost ones.
    struct Item
    {
        QString pointer;
        QString reason;
    };
    QList<Item> all;
    for (const valijson::ValidationResults::Error &error : results) {
        all.append(Item{contextToPointer(error.context), previewText(QString::fromStdString(error.description), 200)});
        if (all.size() >= 200)
            break; // the innermost few are all a person reads
    }
    for (const Item &item : std::as_const(all)) {
        bool covered = false;
        for (const Item &other : std::as_const(all)) {
            if (other.pointer.size() > item.pointer.size() && other.pointer.startsWith(item.pointer)
                && (item.pointer.isEmpty() || other.pointer.at(item.pointer.size()) == QLatin1Char('/'))) {
                covered = true;
                break;
            }
        }
        if (covered)
            continue;
        bool duplicate = false;
        for (const Violation &v : std::as_const(*violations)) {
            if (v.pointer == item.pointer && v.reason == item.reason)
                duplicate = true;
        }
        if (!duplicate)
            violations->append(Violation{item.pointer, item.reason});
        if (violations->size() >= maxViolations)
            break;
    }
    if (violations->isEmpty() && !all.isEmpty())
        violations->append(Violation{all.constFirst().pointer, all.constFirst().reason});
    return true;
}

namespace testing {

std::shared_ptr<CompiledSchema> compileWithFault(const QJsonObject &schema, QuickFault fault, SchemaProblem *problem)
{
    return compileImpl(schema, problem, Limits(), fault);
}

bool hasQuickCheck(const CompiledSchema &schema)
{
    return schema.quick != nullptr;
}

bool parsesWithValijson(CompiledSchema &schema)
{
    return parseForValijson(schema, nullptr);
}

int quickVerdict(const CompiledSchema &schema, const QJsonValue &value)
{
    LightNode tree;
    if (!schema.quick || !buildTree(schema, value, tree, nullptr))
        return -1;
    return schema.quick->matches(0, tree) ? 1 : 0;
}

int valijsonVerdict(CompiledSchema &schema, const QJsonValue &value)
{
    LightNode tree;
    if (!buildTree(schema, value, tree, nullptr) || !parseForValijson(schema, nullptr))
        return -1;
    try {
        return schema.validator.validate(schema.schema, LightAdapter(tree), nullptr) ? 1 : 0;
    } catch (...) {
        return -1;
    }
}

} // namespace testing

} // namespace mcpscope::schemacheck

// --- for the lightjson views of messages ------------------------------------------------------

namespace mcpscope::schemacheck {

namespace {

/// buildImpl() for a lightjson view: the same tree, the same stops; numbers, strings and
/// names as ViewRead reads them (the quick check reads the view itself; valijson gets this).
void buildFromView(LightNode &node, const lightjson::Value &value, int depth, int *maxDepth, qsizetype *nodes,
                   int depthLimit, qsizetype nodeLimit)
{
    ++*nodes;
    if (depth > *maxDepth)
        *maxDepth = depth;
    node.type = value.type();
    switch (node.type) {
    case QJsonValue::Bool:
        node.boolean = value.toBool();
        return;
    case QJsonValue::Double: {
        const ViewRead read{value};
        node.number = read.number();
        node.whole = read.whole();
        if (node.whole)
            node.integer = read.integer();
        return;
    }
    case QJsonValue::String: {
        std::string storage;
        const std::string_view text = ViewRead{value}.text(storage);
        node.text.assign(text.data(), text.size());
        node.converted = true;
        return;
    }
    default:
        break;
    }
    if (depth > depthLimit || *nodes > nodeLimit)
        return;
    if (node.type == QJsonValue::Object) {
        const lightjson::Object o = value.toObject();
        node.keys.reserve(size_t(o.size()));
        node.items.reserve(size_t(o.size()));
        std::string storage;
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const std::string_view key = ViewRead::keyText(it, storage);
            node.keys.emplace_back(key.data(), key.size());
            node.items.emplace_back();
            buildFromView(node.items.back(), it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    } else if (node.type == QJsonValue::Array) {
        const lightjson::Array a = value.toArray();
        node.items.reserve(size_t(a.size()));
        for (const lightjson::Value v : a) {
            node.items.emplace_back();
            buildFromView(node.items.back(), v, depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    }
}

/// The depth and node count buildFromView() reaches for @p value, with its stops, without
/// building anything.
void measureView(const lightjson::Value &value, int depth, int *maxDepth, qsizetype *nodes, int depthLimit,
                 qsizetype nodeLimit)
{
    ++*nodes;
    if (depth > *maxDepth)
        *maxDepth = depth;
    const QJsonValue::Type type = value.type();
    if (type != QJsonValue::Object && type != QJsonValue::Array)
        return;
    if (depth > depthLimit || *nodes > nodeLimit)
        return;
    if (type == QJsonValue::Object) {
        const lightjson::Object o = value.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            measureView(it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    } else {
        for (const lightjson::Value v : value.toArray()) {
            measureView(v, depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    }
}

} // namespace

std::shared_ptr<CompiledSchema> compileCachedText(QByteArrayView schemaText, SchemaProblem *problem)
{
    constexpr qsizetype MaxText = 256 * 1024;
    constexpr qsizetype MaxBytes = 4 << 20;
    struct Entry
    {
        std::shared_ptr<CompiledSchema> compiled;
        SchemaProblem problem;
    };
    thread_local QHash<QByteArray, Entry> cache;
    thread_local qsizetype bytes = 0;
    // The problems' texts are in the language of when they were made.
    thread_local quint32 generation = 0;
    if (const quint32 now = translationGeneration(); now != generation) {
        cache.clear();
        bytes = 0;
        generation = now;
    }
    const auto it = cache.constFind(schemaText);
    if (it != cache.cend()) {
        if (problem)
            *problem = it->problem;
        return it->compiled;
    }
    Entry entry;
    const QJsonObject schema = QJsonDocument::fromJson(schemaText.toByteArray()).object();
    entry.compiled = compileCached(schema, &entry.problem);
    if (problem)
        *problem = entry.problem;
    if (schemaText.size() <= MaxText) {
        if (cache.size() >= 256 || bytes + schemaText.size() > MaxBytes) {
            cache.clear(); // plenty for one session's schemas; a bound against hostile churn
            bytes = 0;
        }
        cache.insert(schemaText.toByteArray(), entry);
        bytes += schemaText.size();
    }
    return entry.compiled;
}

bool validate(CompiledSchema &schema, const lightjson::Value &value, QList<Violation> *violations, int maxViolations,
              QString *skipped)
{
    // A value that passes is decided by the quick check, reading the view in place, or else by
    // valijson on a tree built from the view. Anything else (too large or deep, a failure to
    // explain, valijson refusing or throwing) goes through validate() for the QJsonValue,
    // which says why in the same words.
    int depth = 0;
    qsizetype nodes = 0;
    bool ok = false;
    if (schema.quick) {
        measureView(value, 0, &depth, &nodes, schema.limits.maxValueDepth + 1, schema.limits.maxValueNodes + 1);
        if (depth <= schema.limits.maxValueDepth && nodes <= schema.limits.maxValueNodes)
            ok = schema.quick->matches(0, ViewRead{value});
        if (!ok)
            return validate(schema, value.toJson(), violations, maxViolations, skipped);
        if (violations)
            violations->clear();
        return true;
    }
    LightNode tree;
    buildFromView(tree, value, 0, &depth, &nodes, schema.limits.maxValueDepth + 1, schema.limits.maxValueNodes + 1);
    if (depth <= schema.limits.maxValueDepth && nodes <= schema.limits.maxValueNodes) {
        if (parseForValijson(schema, nullptr)) {
            try {
                ok = schema.validator.validate(schema.schema, LightAdapter(tree), nullptr);
            } catch (...) {
                ok = false;
            }
        }
    }
    if (!ok)
        return validate(schema, value.toJson(), violations, maxViolations, skipped);
    if (violations)
        violations->clear();
    return true;
}

} // namespace mcpscope::schemacheck
