// SPDX-License-Identifier: MIT
#include "schemacheck.h"

#include "diagnostic.h"

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
    std::vector<uint32_t> sorted;    ///< large objects: indexes of keys in byte order

    /// Strings: the text, converted on first use.
    const std::string &stringText() const
    {
        // Many schemas only ask a string for its type: a large argument (base64 data) is
        // not converted unless a "pattern", "maxLength" or "enum" reads it.
        if (!converted) {
            text = string.toString().toStdString();
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
    size_t find(const std::string &name) const
    {
        if (sorted.empty()) {
            for (size_t k = 0; k < keys.size(); ++k) {
                if (keys[k] == name)
                    return k;
            }
            return keys.size();
        }
        const auto it = std::lower_bound(sorted.begin(), sorted.end(), name,
                                         [this](uint32_t x, const std::string &n) { return keys[x] < n; });
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

class CompiledSchema
{
public:
    valijson::Schema schema;
    valijson::ValidatorT<PcreRegexEngine> validator;
    Limits limits;
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

/// Walks a schema document where the JSON Schema vocabulary says subschemas live, checking
/// what valijson does not (regexes, $ref targets, type names) and copying it without
/// "format" keywords when asked.
class SchemaWalker
{
public:
    SchemaWalker(const QJsonObject &root, const Limits &limits) : m_root(root), m_limits(limits) {}

    bool failed() const { return m_failed; }
    SchemaProblem problem() const { return m_problem; }

    QJsonValue schema(const QJsonValue &node, const QString &pointer, int depth)
    {
        if (m_failed)
            return node;
        if (depth > m_limits.maxDepth)
            return fail(SchemaProblem::Unchecked, tr("the schema is nested more than %1 levels deep").arg(m_limits.maxDepth), pointer), node;
        if (node.isBool())
            return node;
        if (!node.isObject())
            return fail(SchemaProblem::Invalid, tr("a schema must be an object or a boolean, not %1").arg(typeName(node)), pointer), node;
        const QJsonObject object = node.toObject();
        QJsonObject copy;
        for (auto it = object.constBegin(); it != object.constEnd() && !m_failed; ++it) {
            const QString key = it.key();
            const QJsonValue value = it.value();
            const QString at = pointer + QLatin1Char('/') + pointerToken(key);
            if (key == QLatin1String("properties") || key == QLatin1String("patternProperties")
                || key == QLatin1String("$defs") || key == QLatin1String("definitions")
                || key == QLatin1String("dependentSchemas")) {
                if (!value.isObject()) {
                    fail(SchemaProblem::Invalid, tr("\"%1\" must be an object of schemas, not %2").arg(key, typeName(value)), at);
                    break;
                }
                const QJsonObject members = value.toObject();
                QJsonObject out;
                for (auto m = members.constBegin(); m != members.constEnd() && !m_failed; ++m) {
                    if (key == QLatin1String("patternProperties"))
                        checkRegex(m.key(), at + QLatin1Char('/') + pointerToken(m.key()));
                    out.insert(m.key(), schema(m.value(), at + QLatin1Char('/') + pointerToken(m.key()), depth + 1));
                }
                copy.insert(key, out);
            } else if (key == QLatin1String("additionalProperties") || key == QLatin1String("additionalItems")
                       || key == QLatin1String("contains") || key == QLatin1String("not")
                       || key == QLatin1String("if") || key == QLatin1String("then") || key == QLatin1String("else")
                       || key == QLatin1String("propertyNames") || key == QLatin1String("unevaluatedItems")
                       || key == QLatin1String("unevaluatedProperties") || key == QLatin1String("contentSchema")) {
                copy.insert(key, schema(value, at, depth + 1));
            } else if (key == QLatin1String("items") && !value.isArray()) {
                copy.insert(key, schema(value, at, depth + 1));
            } else if (key == QLatin1String("allOf") || key == QLatin1String("anyOf") || key == QLatin1String("oneOf")
                       || key == QLatin1String("prefixItems") || key == QLatin1String("items")) {
                if (!value.isArray() || value.toArray().isEmpty()) {
                    fail(SchemaProblem::Invalid, tr("\"%1\" must be a non-empty array of schemas").arg(key), at);
                    break;
                }
                const QJsonArray items = value.toArray();
                QJsonArray out;
                for (qsizetype i = 0; i < items.size() && !m_failed; ++i)
                    out.append(schema(items.at(i), at + QLatin1Char('/') + QString::number(i), depth + 1));
                copy.insert(key, out);
            } else if (key == QLatin1String("dependencies") && value.isObject()) {
                const QJsonObject members = value.toObject();
                QJsonObject out;
                for (auto m = members.constBegin(); m != members.constEnd() && !m_failed; ++m)
                    out.insert(m.key(), m.value().isArray() ? m.value()
                                                           : schema(m.value(), at + QLatin1Char('/') + pointerToken(m.key()), depth + 1));
                copy.insert(key, out);
            } else if (key == QLatin1String("format") && m_limits.stripFormats) {
                if (!value.isString()) {
                    fail(SchemaProblem::Invalid, tr("\"format\" must be a string, not %1").arg(typeName(value)), at);
                    break;
                }
            } else if (key == QLatin1String("pattern")) {
                if (!value.isString()) {
                    fail(SchemaProblem::Invalid, tr("\"pattern\" must be a string, not %1").arg(typeName(value)), at);
                    break;
                }
                checkRegex(value.toString(), at);
                copy.insert(key, value);
            } else if (key == QLatin1String("type")) {
                checkType(value, at);
                copy.insert(key, value);
            } else if (key == QLatin1String("$ref")) {
                checkRef(value, at);
                if (value.isString())
                    m_refs.append({pointer, value.toString()});
                copy.insert(key, value);
            } else {
                copy.insert(key, value);
            }
        }
        return copy;
    }

private:
    void fail(SchemaProblem::Kind kind, const QString &reason, const QString &pointer)
    {
        if (m_failed)
            return;
        m_failed = true;
        m_problem = SchemaProblem{kind, reason, pointer};
    }

    void checkRegex(const QString &pattern, const QString &pointer)
    {
        const QRegularExpression re(pattern);
        if (!re.isValid())
            fail(SchemaProblem::Invalid, tr("invalid regular expression: %1 (at character %2)")
                                           .arg(re.errorString()).arg(re.patternErrorOffset()), pointer);
    }

    void checkType(const QJsonValue &value, const QString &pointer)
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

    void checkRef(const QJsonValue &value, const QString &pointer)
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
            node.keys.push_back(it.key().toStdString());
            node.items.emplace_back();
            buildImpl(node.items.back(), it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
        if (node.keys.size() > 8) {
            node.sorted.resize(node.keys.size());
            for (uint32_t i = 0; i < node.sorted.size(); ++i)
                node.sorted[i] = i;
            std::sort(node.sorted.begin(), node.sorted.end(),
                      [&node](uint32_t x, uint32_t y) { return node.keys[x] < node.keys[y]; });
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

valijson::adapters::FrozenValue *freezeLight(const QJsonValue &value)
{
    LightNode node;
    int depth = 0;
    qsizetype nodes = 0;
    buildImpl(node, value, 0, &depth, &nodes, std::numeric_limits<int>::max(), std::numeric_limits<qsizetype>::max());
    return new LightFrozenValue(node);
}

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

std::shared_ptr<CompiledSchema> compile(const QJsonObject &schema, SchemaProblem *problem, const Limits &limits)
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
    const QJsonValue prepared = walker.schema(schema, QString(), 0);
    if (!walker.failed())
        walker.checkInPlaceCycles();
    if (walker.failed()) {
        if (problem)
            *problem = walker.problem();
        return {};
    }

    auto compiled = std::make_shared<CompiledSchema>();
    compiled->limits = limits;
    try {
        valijson::SchemaParser parser(version);
        parser.populateSchema(JsonAdapter(prepared), compiled->schema);
    } catch (const std::exception &e) {
        return report(SchemaProblem::Invalid, previewText(QString::fromStdString(e.what()), 200));
    } catch (...) {
        return report(SchemaProblem::Invalid, tr("valijson could not parse it"));
    }
    return compiled;
}

std::shared_ptr<CompiledSchema> compileCached(const QJsonObject &schema, SchemaProblem *problem)
{
    struct Entry
    {
        std::shared_ptr<CompiledSchema> compiled;
        SchemaProblem problem;
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
    const QJsonObject &key = schema;
    const auto it = cache.constFind(key);
    if (it != cache.cend()) {
        if (problem)
            *problem = it->problem;
        if (it->compiled) {
            recent[next] = Recent{schema, *it};
            next = (next + 1) % 8;
        }
        return it->compiled;
    }
    Entry entry;
    entry.compiled = compile(schema, &entry.problem);
    if (cache.size() >= 256)
        cache.clear(); // plenty for one session's schemas; a bound against hostile churn
    cache.insert(key, entry);
    if (problem)
        *problem = entry.problem;
    return entry.compiled;
}

bool validate(CompiledSchema &schema, const QJsonValue &value, QList<Violation> *violations, int maxViolations,
              QString *skipped)
{
    int depth = 0;
    qsizetype nodes = 0;
    LightNode tree;
    buildImpl(tree, value, 0, &depth, &nodes, schema.limits.maxValueDepth + 1, schema.limits.maxValueNodes + 1);
    if (depth > schema.limits.maxValueDepth || nodes > schema.limits.maxValueNodes) {
        if (skipped)
            *skipped = depth > schema.limits.maxValueDepth
                ? tr("the value is nested more than %1 levels deep").arg(schema.limits.maxValueDepth)
                : tr("the value has more than %1 parts").arg(schema.limits.maxValueNodes);
        return false;
    }
    valijson::ValidationResults results;
    bool ok = false;
    try {
        // Most values pass: without collecting results valijson stops at the first failure and
        // builds no messages; only a failing value is walked again for its violations.
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

} // namespace mcpscope::schemacheck
