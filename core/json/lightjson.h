// SPDX-License-Identifier: MIT
// The validator's one-pass view of a JSON text. Implemented in lightjson.cpp.
#pragma once

#include <QByteArrayView>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1String>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <vector>

/// A read-only view of one JSON document, built from its raw text in one pass, for the
/// validator's rules. Member names and strings stay views into the text, so looking at them
/// allocates nothing, and a member lookup compares bytes; QJsonObject allocates a QString for
/// every name it hands out and a refcounted QJsonValue for every value.
///
/// It takes exactly the texts QJsonDocument::fromJson takes (an object or an array; JSON's
/// grammar with QJsonDocument's leniencies: a byte order mark before the text, any escaped
/// byte, control characters in strings; numbers as its conversions accept them; valid UTF-8;
/// at most 1024 levels), so the validator decides with it whether a message is JSON without
/// parsing it with Qt. It answers as QJsonDocument does for the same text: an object's members
/// iterate in QJsonObject's order (by name, byte order of the UTF-8), a name written twice
/// counts once with its last value, numbers read as QJsonValue reads them (integers exact up to
/// 64 bits). tst_lightjson and the fuzzer compare the two.
namespace mcpscope::lightjson {

class Document;
class Object;
class Array;

/// One value of a Document (or undefined). Valid while its Document is unchanged.
class Value
{
public:
    Value() = default;

    QJsonValue::Type type() const;
    bool isUndefined() const { return type() == QJsonValue::Undefined; }
    bool isNull() const { return type() == QJsonValue::Null; }
    bool isBool() const { return type() == QJsonValue::Bool; }
    bool isDouble() const { return type() == QJsonValue::Double; }
    bool isString() const { return type() == QJsonValue::String; }
    bool isArray() const { return type() == QJsonValue::Array; }
    bool isObject() const { return type() == QJsonValue::Object; }

    bool toBool(bool defaultValue = false) const;
    double toDouble(double defaultValue = 0) const;
    /// As QJsonValue::toInteger(): integers exactly (also beyond 2^53), whole doubles in range.
    qint64 toInteger(qint64 defaultValue = 0) const;
    /// As QJsonValue::toInt().
    int toInt(int defaultValue = 0) const;
    /// Numbers: true when QJsonDocument stores it as a 64-bit integer (written as one, or a
    /// whole number in range written with fraction or exponent: "1.0", "1e2").
    bool isStoredAsInteger() const;
    /// Strings: the decoded text; otherwise @p defaultValue.
    QString toString(const QString &defaultValue = QString()) const;
    /// Strings: whether the decoded text equals @p text (no allocation without escapes).
    bool equals(QLatin1String text) const;
    bool equals(QStringView text) const;
    /// Strings: the length of the decoded text in UTF-16 code units (QString::size()).
    qsizetype stringSize() const;
    /// Strings: whether the text holds escapes.
    bool hasEscapes() const;
    /// Strings without escapes: the UTF-8 text between the quotes (without a leading byte order
    /// mark, which QJsonValue drops as well); null otherwise.
    QByteArrayView rawString() const;
    /// The value's text as written (strings with their quotes); null when undefined.
    QByteArrayView raw() const;

    Object toObject() const;
    Array toArray() const;
    /// The value as QJsonValue (containers are parsed from their raw text).
    QJsonValue toJson() const;

private:
    friend class Document;
    friend class Object;
    friend class Array;
    Value(const Document *doc, quint32 node)
        : m_doc(doc)
        , m_node(node)
    {
    }

    const Document *m_doc = nullptr;
    quint32 m_node = 0;
};

/// An object of a Document; empty when default-constructed or taken from a non-object.
class Object
{
public:
    Object() = default;

    /// Distinct member names (as QJsonObject::size()).
    qsizetype size() const;
    bool isEmpty() const { return size() == 0; }
    /// The value of the member @p name (its last one when written twice); undefined when absent.
    Value value(QLatin1String name) const;
    Value value(QStringView name) const;
    Value value(const QString &name) const { return value(QStringView(name)); }
    Value value(const char *name) const { return value(QLatin1String(name)); }
    bool contains(QLatin1String name) const { return !value(name).isUndefined(); }
    bool contains(QStringView name) const { return !value(name).isUndefined(); }
    bool contains(const QString &name) const { return contains(QStringView(name)); }
    QStringList keys() const;
    QByteArrayView raw() const;
    Value toValue() const;
    QJsonObject toJson() const;

    /// Iterates the members in QJsonObject's order, each name once.
    class const_iterator
    {
    public:
        const_iterator() = default;
        QString key() const;
        /// The name's UTF-8 text when written without escapes; null otherwise.
        QByteArrayView rawKey() const;
        /// Whether key() is @p name.
        bool keyEquals(QLatin1String name) const;
        Value value() const;
        Value operator*() const { return value(); }
        const_iterator &operator++()
        {
            ++m_at;
            return *this;
        }
        const_iterator operator+(qsizetype n) const { return const_iterator(m_doc, m_list, m_at + std::size_t(n)); }
        qsizetype operator-(const const_iterator &other) const { return qsizetype(m_at) - qsizetype(other.m_at); }
        bool operator==(const const_iterator &o) const { return m_at == o.m_at; }
        bool operator!=(const const_iterator &o) const { return m_at != o.m_at; }

    private:
        friend class Object;
        // An index, not a pointer: iterating a nested object may grow the list (orders are
        // made when first needed).
        const_iterator(const Document *doc, const std::vector<quint32> *list, std::size_t at)
            : m_doc(doc)
            , m_list(list)
            , m_at(at)
        {
        }
        quint32 nodeIndex() const { return (*m_list)[m_at]; }
        const Document *m_doc = nullptr;
        const std::vector<quint32> *m_list = nullptr;
        std::size_t m_at = 0;
    };
    const_iterator begin() const;
    const_iterator end() const;
    const_iterator constBegin() const { return begin(); }
    const_iterator constEnd() const { return end(); }
    /// Iterates the members as written, without putting them in QJsonObject's order first: a
    /// name written twice comes twice (the later one is the value that counts).
    const_iterator writtenBegin() const;
    const_iterator writtenEnd() const;

private:
    friend class Value;
    friend class Document;
    Object(const Document *doc, quint32 node)
        : m_doc(doc)
        , m_node(node)
    {
    }
    Value find(QByteArrayView utf8) const;

    const Document *m_doc = nullptr;
    quint32 m_node = 0;
};

/// An array of a Document; empty when default-constructed or taken from a non-array.
class Array
{
public:
    Array() = default;

    qsizetype size() const;
    bool isEmpty() const { return size() == 0; }
    Value at(qsizetype i) const;
    Value operator[](qsizetype i) const { return at(i); }
    QByteArrayView raw() const;
    Value toValue() const;
    QJsonArray toJson() const;

    class const_iterator
    {
    public:
        const_iterator() = default;
        Value operator*() const;
        const_iterator &operator++()
        {
            ++m_at;
            return *this;
        }
        bool operator==(const const_iterator &o) const { return m_at == o.m_at; }
        bool operator!=(const const_iterator &o) const { return m_at != o.m_at; }

    private:
        friend class Array;
        const_iterator(const Document *doc, const quint32 *at)
            : m_doc(doc)
            , m_at(at)
        {
        }
        const Document *m_doc = nullptr;
        const quint32 *m_at = nullptr;
    };
    const_iterator begin() const;
    const_iterator end() const;

private:
    friend class Value;
    friend class Document;
    Array(const Document *doc, quint32 node)
        : m_doc(doc)
        , m_node(node)
    {
    }

    const Document *m_doc = nullptr;
    quint32 m_node = 0;
};

/// The values of one JSON text. Reuses its buffers between build() calls: keep one per
/// validator.
class Document
{
public:
    Document() = default;
    Document(const Document &) = delete;
    Document &operator=(const Document &) = delete;

    /// Reads @p json, which must stay unchanged and alive while the document or its values are
    /// used. False (and an empty document) when QJsonDocument::fromJson would refuse the text,
    /// or it nests deeper than @p maxDepth (QJsonDocument's limit: 1024).
    bool build(QByteArrayView json, int maxDepth = 1024);
    void clear();

    /// The top-level value; undefined when empty.
    Value root() const { return m_nodes.empty() ? Value() : Value(this, 0); }
    /// Whether some object has a member name twice.
    bool hasDuplicateNames() const { return m_duplicates; }
    QByteArrayView text() const { return m_text; }
    /// Bytes the document's buffers hold (kept between messages, released after a huge one).
    std::size_t heldBytes() const
    {
        return m_nodes.capacity() * sizeof(Node)
               + (m_kids.capacity() + m_order.capacity() + m_pending.capacity()) * sizeof(quint32);
    }

private:
    friend class Value;
    friend class Object;
    friend class Array;

    enum Flag : quint8 {
        Escapes = 1,       ///< strings: the text has backslashes
        KeyEscapes = 2,    ///< members: the name has backslashes
        Duplicates = 4,    ///< objects: a name is written twice
        AnyKeyEscapes = 8, ///< objects: some member name has backslashes
    };
    struct Node
    {
        quint32 offset = 0;    ///< strings: after the opening quote; others: first byte
        quint32 length = 0;    ///< strings: up to the closing quote; containers: to the closing bracket
        quint32 keyOffset = 0; ///< members of an object: the name, after its opening quote
        quint32 keyLength = 0;
        quint32 kids = 0;                ///< containers: first index in m_kids
        quint32 count = 0;               ///< containers: children as written
        mutable quint32 order = NoOrder; ///< objects: where their distinct names start, in QJsonObject's order
        mutable quint32 distinct = 0;    ///< objects: how many there are
        QJsonValue::Type type() const { return QJsonValue::Type(kind); }
        quint8 kind = quint8(QJsonValue::Undefined); ///< a QJsonValue::Type
        quint8 flags = 0;
        mutable bool orderIsKids = false; ///< objects: the order is m_kids (written sorted, each name once)
    };
    static constexpr quint32 NoOrder = 0xffffffffu;

    const Node &node(quint32 i) const { return m_nodes[i]; }
    QByteArrayView keyOf(const Node &n) const { return m_text.sliced(n.keyOffset, n.keyLength); }
    QByteArrayView bytesOf(const Node &n) const { return m_text.sliced(n.offset, n.length); }
    /// The member's name decoded to UTF-8 (views the text when it has no escapes).
    QByteArrayView keyBytes(const Node &n, QByteArray *storage) const;
    /// Objects: the list holding their distinct members in order, and where they start.
    const std::vector<quint32> &orderOf(const Node &n, std::size_t *start) const;
    /// Numbers: true and the integer when QJsonDocument keeps it as one; else the double.
    bool integerOf(const Node &n, qint64 *integer, double *number) const;
    void closeObject(Node &object);
    quint32 addNode(QJsonValue::Type type, quint32 offset, quint32 length);

    QByteArrayView m_text;
    std::vector<Node> m_nodes;
    std::vector<quint32> m_kids;
    mutable std::vector<quint32> m_order;
    struct Open
    {
        quint32 node;
        bool object;
        std::size_t pending; ///< first child in m_pending
    };
    std::vector<Open> m_open;
    std::vector<quint32> m_pending;
    quint32 m_keyOffset = 0;
    quint32 m_keyLength = 0;
    bool m_keyEscapes = false;
    bool m_duplicates = false;
};

// The accessors the rules call most, inline.

inline QJsonValue::Type Value::type() const
{
    return m_doc ? m_doc->node(m_node).type() : QJsonValue::Undefined;
}

inline Object Value::toObject() const
{
    return isObject() ? Object(m_doc, m_node) : Object();
}

inline Array Value::toArray() const
{
    return isArray() ? Array(m_doc, m_node) : Array();
}

inline Object::const_iterator Object::writtenBegin() const
{
    if (!m_doc)
        return {};
    return const_iterator(m_doc, &m_doc->m_kids, m_doc->node(m_node).kids);
}

inline Object::const_iterator Object::writtenEnd() const
{
    if (!m_doc)
        return {};
    const auto &n = m_doc->node(m_node);
    return const_iterator(m_doc, &m_doc->m_kids, std::size_t(n.kids) + n.count);
}

inline QByteArrayView Object::const_iterator::rawKey() const
{
    const auto &n = m_doc->node(nodeIndex());
    return (n.flags & Document::KeyEscapes) ? QByteArrayView() : m_doc->keyOf(n);
}

inline Value Object::const_iterator::value() const
{
    return Value(m_doc, nodeIndex());
}

inline qsizetype Array::size() const
{
    return m_doc ? m_doc->node(m_node).count : 0;
}

inline Value Array::at(qsizetype i) const
{
    if (!m_doc || i < 0 || i >= qsizetype(m_doc->node(m_node).count))
        return {};
    return Value(m_doc, m_doc->m_kids[m_doc->node(m_node).kids + quint32(i)]);
}

} // namespace mcpscope::lightjson
