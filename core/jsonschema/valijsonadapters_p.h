// SPDX-License-Identifier: MIT
// valijson's view of JSON for schemacheck: an adapter over QJsonValue (for schemas), the light
// tree values are validated as, its adapter, and regular expressions on PCRE2. Private to
// core/jsonschema. Implemented here (the adapters are inline) and in valijsonadapters.cpp
// (building light trees).
#pragma once

#include "schemacheck.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QString>

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
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mcpscope::schemacheck {

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
    explicit JsonArray(const QJsonValue &value)
        : m_value(value.toArray())
    {
    }
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
    explicit JsonObject(const QJsonValue &value)
        : m_value(value.toObject())
    {
    }
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

inline bool isWholeNumber(const QJsonValue &v)
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
    JsonValue(QJsonValue value)
        : m_value(std::move(value))
    {
    }

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
    JsonAdapter(const QJsonValue &value)
        : BasicAdapter(value)
    {
    }
};

class JsonArrayIterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = JsonAdapter;
    using difference_type = JsonAdapter;
    using pointer = JsonAdapter *;
    using reference = JsonAdapter &;

    JsonArrayIterator(const QJsonArray::const_iterator &it)
        : m_it(it)
    {
    }
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

    JsonObjectIterator(const QJsonObject::const_iterator &it)
        : m_it(it)
    {
    }
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

inline JsonArrayIterator JsonArray::begin() const
{
    return m_value.constBegin();
}
inline JsonArrayIterator JsonArray::end() const
{
    return m_value.constEnd();
}
inline JsonObjectIterator JsonObject::begin() const
{
    return m_value.constBegin();
}
inline JsonObjectIterator JsonObject::end() const
{
    return m_value.constEnd();
}
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
    bool whole = false; ///< a finite number without fractional part ("integer")
    double number = 0;
    int64_t integer = 0; ///< whole numbers: as JsonValue::getInteger gives it
    QJsonValue string;   ///< strings: the value, converted to text only when read
    mutable std::string text;
    mutable bool converted = false;
    std::vector<std::string> keys; ///< objects: member names, in QJsonObject's order
    std::vector<LightNode> items;  ///< arrays: elements; objects: values, parallel to keys
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
    explicit LightArray(const LightNode *node)
        : m_node(node)
    {
    }
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
    explicit LightObject(const LightNode *node)
        : m_node(node)
    {
    }
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
    explicit LightFrozenValue(const LightNode &node)
        : m_node(node)
    {
    }
    FrozenValue *clone() const override { return new LightFrozenValue(m_node); }
    bool equalTo(const valijson::adapters::Adapter &other, bool strict) const override;

private:
    LightNode m_node;
};

class LightValue
{
public:
    LightValue() = default;
    LightValue(const LightNode *node)
        : m_node(node)
    {
    }

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
    LightAdapter(const LightNode &node)
        : BasicAdapter(LightValue(&node))
    {
    }
};

class LightArrayIterator
{
public:
    using iterator_category = std::bidirectional_iterator_tag;
    using value_type = LightAdapter;
    using difference_type = LightAdapter;
    using pointer = LightAdapter *;
    using reference = LightAdapter &;

    LightArrayIterator(const LightNode *at)
        : m_at(at)
    {
    }
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

    LightObjectIterator(const LightNode *node, size_t index)
        : m_node(node)
        , m_index(index)
    {
    }
    LightObjectMember operator*() const
    {
        return LightObjectMember(m_node->keys[m_index], LightAdapter(m_node->items[m_index]));
    }
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

inline LightArrayIterator LightArray::begin() const
{
    return m_node ? m_node->items.data() : nullptr;
}
inline LightArrayIterator LightArray::end() const
{
    return m_node ? m_node->items.data() + m_node->items.size() : nullptr;
}
inline LightObjectIterator LightObject::begin() const
{
    return LightObjectIterator(m_node, 0);
}
inline LightObjectIterator LightObject::end() const
{
    return LightObjectIterator(m_node, size());
}
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

/// measure() that also builds the light tree of @p value (the same walk, the same stops).
void buildImpl(LightNode &node, const QJsonValue &value, int depth, int *maxDepth, qsizetype *nodes, int depthLimit,
               qsizetype nodeLimit);
/// A light tree of a schema's "enum" or "const" value, its strings already converted.
LightNode frozenNode(const QJsonValue &value);

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
