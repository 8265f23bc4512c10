// SPDX-License-Identifier: MIT
#include "lightjson.h"
#include "jsontree.h"

#include "rawjson.h"
#include "text/utf8.h"

#include <QAnyStringView>
#include <QJsonDocument>
#include <QUtf8StringView>
#include <QVarLengthArray>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace mcpscope::lightjson {

namespace {

bool isAscii(QLatin1String s)
{
    return rawjson::isAscii(QByteArrayView(s.data(), s.size()));
}

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/// An unescaped string's bytes as QJsonValue holds its text: QJsonDocument keeps such a string
/// as UTF-8 and reads it with QString::fromUtf8, which drops a leading byte order mark.
QByteArrayView withoutLeadingBom(QByteArrayView bytes)
{
    return rawjson::startsWithBom(bytes) ? bytes.sliced(3) : bytes;
}

bool lessBytes(QByteArrayView a, QByteArrayView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    const int c = n ? std::memcmp(a.data(), b.data(), size_t(n)) : 0;
    return c != 0 ? c < 0 : a.size() < b.size();
}

bool sameBytes(QByteArrayView a, QByteArrayView b)
{
    return a.size() == b.size()
           && (a.isEmpty() || (a.front() == b.front() && std::memcmp(a.data(), b.data(), size_t(a.size())) == 0));
}

} // namespace

// --- Document ------------------------------------------------------------------------------

void Document::clear()
{
    m_text = {};
    // Buffers are kept for the next message, unless one huge message grew them: a 50 MB line
    // of small values must not keep hundreds of megabytes for the rest of the session.
    constexpr std::size_t Keep = 1u << 16; // values, about 2.3 MB of nodes
    if (m_nodes.capacity() > Keep) {
        std::vector<Node>().swap(m_nodes);
        std::vector<quint32>().swap(m_kids);
        std::vector<quint32>().swap(m_pending);
    }
    if (m_order.capacity() > Keep)
        std::vector<quint32>().swap(m_order);
    m_nodes.clear();
    m_kids.clear();
    m_order.clear();
    m_open.clear();
    m_pending.clear();
    m_duplicates = false;
}

Q_ALWAYS_INLINE quint32 Document::addNode(QJsonValue::Type type, quint32 offset, quint32 length)
{
    const auto index = quint32(m_nodes.size());
    const bool member = !m_open.empty() && m_open.back().object;
    // Filled in place, field by field: a Node made on the stack and copied in is written
    // with narrow stores and read back with wide loads, which stalls every append.
    Node &node = m_nodes.emplace_back();
    node.offset = offset;
    node.length = length;
    node.kind = quint8(type);
    if (member) {
        node.keyOffset = m_keyOffset;
        node.keyLength = m_keyLength;
        node.flags = m_keyEscapes ? KeyEscapes : 0;
    }
    if (!m_open.empty()) {
        if (member) {
            if (m_keyEscapes) {
                m_nodes[m_open.back().node].flags |= AnyKeyEscapes;
            }
        }
        m_pending.push_back(index);
    }
    return index;
}

namespace {

/// The index of the quote that closes the string whose text starts at @p j, or @p n when the
/// string is not one QJsonDocument takes: its UTF-8 must be valid, "\\u" needs four hex
/// digits, and any other escaped byte is taken as it is (as QJsonDocument does, for files
/// written by lax writers); control characters are allowed, as there.
qsizetype closingQuote(const char *s, qsizetype n, qsizetype j, bool *escapes)
{
    for (;;) {
        j = rawjson::nextQuoteOrBackslash<true>(s, n, j);
        if (j >= n)
            return n;
        if (s[j] == '"')
            return j;
        if (s[j] == '\\') {
            *escapes = true;
            if (j + 1 >= n)
                return n;
            if (s[j + 1] != 'u') {
                j += 2;
                continue;
            }
            if (n - (j + 2) < 4)
                return n;
            for (qsizetype k = j + 2; k < j + 6; ++k) {
                if (rawjson::hexValue(s[k]) < 0)
                    return n;
            }
            j += 6;
            continue;
        }
        const int len = utf8::sequenceLength(reinterpret_cast<const uchar *>(s) + j, n - j);
        if (len == 0)
            return n;
        j += len;
    }
}

/// Whether QJsonDocument takes @p text, read as it reads a number ([-] (0 | digits) [. digits]
/// [e [+-] digits], any part possibly empty), with the same conversions it makes.
/// @p integer: the text has no exponent and no fraction digit other than 0.
Q_NEVER_INLINE bool qtTakesNumber(QByteArrayView text, bool integer)
{
    const QByteArray number = QByteArray::fromRawData(text.data(), text.size());
    bool ok = false;
    if (integer) {
        number.toLongLong(&ok);
        if (ok)
            return true;
    }
    number.toDouble(&ok);
    return ok;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

} // namespace

bool Document::build(QByteArrayView json, int maxDepth)
{
    clear();
    if (json.size() >= qsizetype(0xffffffffu))
        return false;
    m_text = json;
    const char *s = json.data();
    const qsizetype n = json.size();
    auto fail = [this] {
        clear();
        return false;
    };
    // What may come next, as QJsonDocument's grammar has it: the text is one object or array.
    enum Expect : quint8 {
        TopValue,     ///< the start: '{' or '['
        Value,        ///< after ':' or an array's ','
        ValueOrClose, ///< after '['
        NameOrClose,  ///< after '{'
        Name,         ///< after an object's ','
        Colon,        ///< after a member's name
        CommaOrClose, ///< after a value inside a container
        End,          ///< after the top-level value: only white space
    };
    Expect expect = TopValue;
    qsizetype i = 0;
    // As QJsonDocument: a UTF-8 byte order mark before the text is skipped.
    if (n > 3 && rawjson::startsWithBom(json))
        i = 3;
    const auto afterValue = [this] { return m_open.empty() ? End : CommaOrClose; };
    while (i < n) {
        const char c = s[i];
        if (isJsonSpace(c)) {
            ++i;
            continue;
        }
        switch (expect) {
        case End:
            return fail();
        case Colon:
            if (c != ':')
                return fail();
            ++i;
            expect = Value;
            continue;
        case CommaOrClose:
            if (c == ',') {
                expect = m_open.back().object ? Name : Value;
                ++i;
                continue;
            }
            if (c != '}' && c != ']')
                return fail();
            break; // closes below
        case NameOrClose:
            if (c == '}')
                break; // closes below
            [[fallthrough]];
        case Name: {
            if (c != '"')
                return fail();
            bool escapes = false;
            const qsizetype j = closingQuote(s, n, i + 1, &escapes);
            if (j >= n)
                return fail();
            m_keyOffset = quint32(i + 1);
            m_keyLength = quint32(j - i - 1);
            m_keyEscapes = escapes;
            i = j + 1;
            if (i < n && s[i] == ':') { // the usual case: no space before the colon
                ++i;
                expect = Value;
            } else {
                expect = Colon;
            }
            continue;
        }
        case ValueOrClose:
            if (c == ']')
                break; // closes below
            [[fallthrough]];
        case Value:
        case TopValue:
            switch (c) {
            case '{':
            case '[': {
                if (int(m_open.size()) >= maxDepth)
                    return fail();
                const quint32 index = addNode(c == '{' ? QJsonValue::Object : QJsonValue::Array, quint32(i), 0);
                m_open.push_back(Open{index, c == '{', m_pending.size()});
                expect = c == '{' ? NameOrClose : ValueOrClose;
                ++i;
                continue;
            }
            case '"': {
                if (expect == TopValue)
                    return fail();
                bool escapes = false;
                const qsizetype j = closingQuote(s, n, i + 1, &escapes);
                if (j >= n)
                    return fail();
                const quint32 index = addNode(QJsonValue::String, quint32(i + 1), quint32(j - i - 1));
                if (escapes)
                    m_nodes[index].flags |= Escapes;
                i = j + 1;
                expect = afterValue();
                continue;
            }
            case 't':
            case 'f':
            case 'n': {
                if (expect == TopValue)
                    return fail();
                const QByteArrayView word = c == 't'   ? QByteArrayView("true")
                                            : c == 'f' ? QByteArrayView("false")
                                                       : QByteArrayView("null");
                if (json.sliced(i).left(word.size()) != word)
                    return fail();
                addNode(c == 'n' ? QJsonValue::Null : QJsonValue::Bool, quint32(i), quint32(word.size()));
                i += word.size();
                expect = afterValue();
                continue;
            }
            default: {
                if (expect == TopValue || c == ',' || c == '}' || c == ']' || c == ':')
                    return fail();
                // A number as QJsonDocument reads it. The usual integer (up to 18 digits, no
                // leading zero) is taken here; anything else as QJsonDocument decides.
                qsizetype j = i;
                if (s[j] == '-')
                    ++j;
                const qsizetype digitsFrom = j;
                if (j < n && s[j] == '0') {
                    ++j;
                } else {
                    while (j < n && isDigit(s[j]))
                        ++j;
                }
                const qsizetype intDigits = j - digitsFrom;
                bool plain = intDigits >= 1 && intDigits <= 18;
                bool integer = true;
                if (j < n && s[j] == '.') {
                    plain = false;
                    ++j;
                    for (; j < n && isDigit(s[j]); ++j)
                        integer = integer && s[j] == '0';
                }
                if (j < n && (s[j] == 'e' || s[j] == 'E')) {
                    plain = false;
                    integer = false;
                    ++j;
                    if (j < n && (s[j] == '-' || s[j] == '+'))
                        ++j;
                    while (j < n && isDigit(s[j]))
                        ++j;
                }
                if (j >= n || (!plain && !qtTakesNumber(json.sliced(i, j - i), integer)))
                    return fail();
                addNode(QJsonValue::Double, quint32(i), quint32(j - i));
                i = j;
                expect = afterValue();
                continue;
            }
            }
        }
        // A closing bracket that fits the state: it must also fit the container it closes.
        const Open top = m_open.back();
        if ((c == '}') != top.object)
            return fail();
        m_open.pop_back();
        Node &node = m_nodes[top.node];
        node.length = quint32(i + 1) - node.offset;
        node.kids = quint32(m_kids.size());
        node.count = quint32(m_pending.size() - top.pending);
        m_kids.insert(m_kids.end(), m_pending.begin() + std::ptrdiff_t(top.pending), m_pending.end());
        m_pending.resize(top.pending);
        if (top.object && node.count > 1)
            closeObject(node);
        expect = afterValue();
        ++i;
    }
    if (expect != End)
        return fail();
    return true;
}

QByteArrayView Document::keyBytes(const Node &n, QByteArray *storage) const
{
    if (!(n.flags & KeyEscapes))
        return keyOf(n);
    *storage = rawjson::decodeString(keyOf(n));
    return *storage;
}

void Document::closeObject(Node &object)
{
    const quint32 *kids = m_kids.data() + object.kids;
    const quint32 count = object.count;
    bool duplicate = false;
    if (object.flags & AnyKeyEscapes) {
        // Rare: compare decoded names ("a" and "\u0061" are the same member).
        std::vector<QByteArray> names;
        names.reserve(count);
        for (quint32 k = 0; k < count; ++k) {
            QByteArray storage;
            names.push_back(keyBytes(m_nodes[kids[k]], &storage).toByteArray());
        }
        std::sort(names.begin(), names.end());
        duplicate = std::adjacent_find(names.begin(), names.end()) != names.end();
    } else if (count <= 16) {
        for (quint32 a = 1; a < count && !duplicate; ++a) {
            const QByteArrayView ka = keyOf(m_nodes[kids[a]]);
            for (quint32 b = 0; b < a; ++b) {
                if (sameBytes(ka, keyOf(m_nodes[kids[b]]))) {
                    duplicate = true;
                    break;
                }
            }
        }
    } else {
        std::vector<QByteArrayView> names;
        names.reserve(count);
        for (quint32 k = 0; k < count; ++k)
            names.push_back(keyOf(m_nodes[kids[k]]));
        std::sort(names.begin(), names.end(), lessBytes);
        duplicate = std::adjacent_find(names.begin(), names.end(), sameBytes) != names.end();
    }
    if (duplicate) {
        object.flags |= Duplicates;
        m_duplicates = true;
    }
}

const std::vector<quint32> &Document::orderOf(const Node &n, std::size_t *start) const
{
    if (n.orderIsKids) {
        *start = n.kids;
        return m_kids;
    }
    if (n.order != NoOrder) {
        *start = n.order;
        return m_order;
    }
    const quint32 *kids = m_kids.data() + n.kids;
    if (!(n.flags & (Duplicates | AnyKeyEscapes))) {
        bool sorted = true;
        for (quint32 k = 1; k < n.count && sorted; ++k)
            sorted = lessBytes(keyOf(m_nodes[kids[k - 1]]), keyOf(m_nodes[kids[k]]));
        if (sorted) {
            n.orderIsKids = true;
            n.distinct = n.count;
            *start = n.kids;
            return m_kids;
        }
    }
    // QJsonObject's order: by name, the bytes of the UTF-8; of a repeated name the last value.
    std::vector<quint32> members;
    std::vector<QByteArray> decoded;
    auto nameOf = [&](quint32 node) -> QByteArrayView { return keyOf(m_nodes[node]); };
    if (n.flags & AnyKeyEscapes) {
        // Names by position in the text; decoded once.
        decoded.resize(n.count);
        for (quint32 k = 0; k < n.count; ++k) {
            QByteArray storage;
            decoded[k] = keyBytes(m_nodes[kids[k]], &storage).toByteArray();
        }
        std::vector<quint32> positions(n.count);
        for (quint32 k = 0; k < n.count; ++k)
            positions[k] = k;
        std::stable_sort(positions.begin(), positions.end(),
                         [&](quint32 a, quint32 b) { return lessBytes(decoded[a], decoded[b]); });
        for (std::size_t k = 0; k < positions.size(); ++k) {
            if (k + 1 < positions.size() && decoded[positions[k]] == decoded[positions[k + 1]])
                continue; // a later one of the same name follows
            members.push_back(kids[positions[k]]);
        }
    } else {
        // Sorted in place at the end of m_order, then the repeated names dropped there: no
        // allocation once m_order has grown for a message (the usual, unescaped case).
        const std::size_t at = m_order.size();
        m_order.insert(m_order.end(), kids, kids + n.count);
        const auto less = [&](quint32 a, quint32 b) { return lessBytes(nameOf(a), nameOf(b)); };
        if (n.count <= 32) {
            // Insertion sort: stable, and unlike std::stable_sort it needs no buffer.
            for (std::size_t k = at + 1; k < m_order.size(); ++k) {
                const quint32 moving = m_order[k];
                std::size_t j = k;
                for (; j > at && less(moving, m_order[j - 1]); --j)
                    m_order[j] = m_order[j - 1];
                m_order[j] = moving;
            }
        } else {
            std::stable_sort(m_order.begin() + std::ptrdiff_t(at), m_order.end(), less);
        }
        // Of a run of one name the last is kept (stable: the last written).
        std::size_t out = at;
        for (std::size_t k = at; k < m_order.size(); ++k) {
            if (k + 1 < m_order.size() && sameBytes(nameOf(m_order[k]), nameOf(m_order[k + 1])))
                continue;
            m_order[out++] = m_order[k];
        }
        m_order.resize(out);
        n.order = quint32(at);
        n.distinct = quint32(out - at);
        *start = n.order;
        return m_order;
    }
    n.order = quint32(m_order.size());
    n.distinct = quint32(members.size());
    m_order.insert(m_order.end(), members.begin(), members.end());
    *start = n.order;
    return m_order;
}

// --- Value ---------------------------------------------------------------------------------

bool Value::toBool(bool defaultValue) const
{
    if (!isBool())
        return defaultValue;
    return m_doc->node(m_node).length == 4;
}

bool Document::integerOf(const Node &n, qint64 *integer, double *number) const
{
    // QJsonDocument keeps a number as a 64-bit integer when its text is one, and also when it
    // is a whole double in range ("1.0", "1e2", "-0.0"): QJsonValue(double) does that.
    const QByteArrayView text = bytesOf(n);
    bool ok = false;
    *integer = text.toLongLong(&ok);
    if (ok)
        return true;
    const double d = text.toDouble(&ok);
    *number = ok ? d : 0;
    if (ok && d >= -9223372036854775808.0 && d < 9223372036854775808.0 && d == std::trunc(d)) {
        *integer = qint64(d);
        return true;
    }
    return false;
}

bool Value::isStoredAsInteger() const
{
    if (!isDouble())
        return false;
    qint64 integer = 0;
    double number = 0;
    return m_doc->integerOf(m_doc->node(m_node), &integer, &number);
}

double Value::toDouble(double defaultValue) const
{
    if (!isDouble())
        return defaultValue;
    qint64 integer = 0;
    double number = 0;
    if (m_doc->integerOf(m_doc->node(m_node), &integer, &number))
        return double(integer);
    return number;
}

qint64 Value::toInteger(qint64 defaultValue) const
{
    if (!isDouble())
        return defaultValue;
    qint64 integer = 0;
    double number = 0;
    return m_doc->integerOf(m_doc->node(m_node), &integer, &number) ? integer : defaultValue;
}

int Value::toInt(int defaultValue) const
{
    if (!isDouble())
        return defaultValue;
    qint64 integer = 0;
    double number = 0;
    if (m_doc->integerOf(m_doc->node(m_node), &integer, &number) && qint64(int(integer)) == integer)
        return int(integer);
    return defaultValue;
}

QString Value::toString(const QString &defaultValue) const
{
    if (!isString())
        return defaultValue;
    const auto &n = m_doc->node(m_node);
    const QByteArrayView text = m_doc->bytesOf(n);
    if (n.flags & Document::Escapes)
        return rawjson::decodeText(text);
    return QString::fromUtf8(text);
}

bool Value::equals(QLatin1String text) const
{
    if (!isString())
        return false;
    const auto &n = m_doc->node(m_node);
    if (!(n.flags & Document::Escapes) && isAscii(text))
        return sameBytes(withoutLeadingBom(m_doc->bytesOf(n)), QByteArrayView(text.data(), text.size()));
    return toString() == text;
}

bool Value::equals(QStringView text) const
{
    if (!isString())
        return false;
    const auto &n = m_doc->node(m_node);
    if (!(n.flags & Document::Escapes))
        return QAnyStringView::compare(QUtf8StringView(withoutLeadingBom(m_doc->bytesOf(n))), text) == 0;
    return toString() == text;
}

qsizetype Value::stringSize() const
{
    if (!isString())
        return 0;
    const auto &n = m_doc->node(m_node);
    if (n.flags & Document::Escapes)
        return toString().size();
    qsizetype units = 0;
    for (const char c : withoutLeadingBom(m_doc->bytesOf(n))) {
        const auto b = uchar(c);
        units += (b & 0xc0) != 0x80; // each sequence's first byte
        units += b >= 0xf0;          // beyond the BMP: a surrogate pair
    }
    return units;
}

bool Value::hasEscapes() const
{
    return isString() && (m_doc->node(m_node).flags & Document::Escapes);
}

QByteArrayView Value::rawString() const
{
    if (!isString() || (m_doc->node(m_node).flags & Document::Escapes))
        return {};
    return withoutLeadingBom(m_doc->bytesOf(m_doc->node(m_node)));
}

QByteArrayView Value::raw() const
{
    if (!m_doc)
        return {};
    const auto &n = m_doc->node(m_node);
    if (n.type() == QJsonValue::String)
        return m_doc->m_text.sliced(n.offset - 1, n.length + 2);
    return m_doc->bytesOf(n);
}

QJsonValue Value::toJson() const
{
    switch (type()) {
    case QJsonValue::Null:
        return QJsonValue(QJsonValue::Null);
    case QJsonValue::Bool:
        return QJsonValue(toBool());
    case QJsonValue::Double: {
        if (isStoredAsInteger())
            return QJsonValue(toInteger());
        return QJsonValue(toDouble());
    }
    case QJsonValue::String:
        return QJsonValue(toString());
    case QJsonValue::Array:
        return jsontree::parse(raw().toByteArray()).array();
    case QJsonValue::Object:
        return jsontree::parse(raw().toByteArray()).object();
    case QJsonValue::Undefined:
        break;
    }
    return QJsonValue(QJsonValue::Undefined);
}

// --- Object --------------------------------------------------------------------------------

qsizetype Object::size() const
{
    if (!m_doc)
        return 0;
    const auto &n = m_doc->node(m_node);
    if (!(n.flags & Document::Duplicates))
        return n.count;
    std::size_t start = 0;
    m_doc->orderOf(n, &start);
    return n.distinct;
}

Value Object::find(QByteArrayView name) const
{
    if (!m_doc)
        return {};
    const auto &n = m_doc->node(m_node);
    if (n.count > 32) {
        // Large objects: a binary search over the names in order.
        std::size_t start = 0;
        const std::vector<quint32> &list = m_doc->orderOf(n, &start);
        const quint32 *first = list.data() + start;
        const quint32 *last = first + n.distinct;
        QByteArray storage;
        const quint32 *at = std::lower_bound(first, last, name, [&](quint32 node, QByteArrayView wanted) {
            return lessBytes(m_doc->keyBytes(m_doc->node(node), &storage), wanted);
        });
        if (at != last && sameBytes(m_doc->keyBytes(m_doc->node(*at), &storage), name))
            return Value(m_doc, *at);
        return {};
    }
    const quint32 *kids = m_doc->m_kids.data() + n.kids;
    for (quint32 k = n.count; k-- > 0;) { // the last one of a repeated name counts
        const auto &member = m_doc->node(kids[k]);
        if (member.flags & Document::KeyEscapes) {
            QByteArray storage;
            if (m_doc->keyBytes(member, &storage) == name)
                return Value(m_doc, kids[k]);
        } else if (sameBytes(m_doc->keyOf(member), name)) {
            return Value(m_doc, kids[k]);
        }
    }
    return {};
}

Value Object::value(QLatin1String name) const
{
    if (isAscii(name))
        return find(QByteArrayView(name.data(), name.size()));
    return find(QString(name).toUtf8());
}

Value Object::value(QStringView name) const
{
    QVarLengthArray<char, 64> ascii;
    for (const QChar c : name) {
        if (c.unicode() >= 0x80)
            return find(name.toUtf8());
        ascii.append(char(c.unicode()));
    }
    return find(QByteArrayView(ascii.constData(), ascii.size()));
}

QStringList Object::keys() const
{
    QStringList out;
    for (auto it = begin(); it != end(); ++it)
        out.append(it.key());
    return out;
}

QByteArrayView Object::raw() const
{
    return m_doc ? m_doc->bytesOf(m_doc->node(m_node)) : QByteArrayView();
}

Value Object::toValue() const
{
    return m_doc ? Value(m_doc, m_node) : Value();
}

QJsonObject Object::toJson() const
{
    return m_doc ? jsontree::parse(raw().toByteArray()).object() : QJsonObject();
}

Object::const_iterator Object::begin() const
{
    if (!m_doc)
        return {};
    std::size_t start = 0;
    const std::vector<quint32> &list = m_doc->orderOf(m_doc->node(m_node), &start);
    return const_iterator(m_doc, &list, start);
}

Object::const_iterator Object::end() const
{
    if (!m_doc)
        return {};
    std::size_t start = 0;
    const auto &n = m_doc->node(m_node);
    const std::vector<quint32> &list = m_doc->orderOf(n, &start);
    return const_iterator(m_doc, &list, start + n.distinct);
}

QString Object::const_iterator::key() const
{
    const auto &n = m_doc->node(nodeIndex());
    if (n.flags & Document::KeyEscapes)
        return rawjson::decodeText(m_doc->keyOf(n));
    return QString::fromUtf8(m_doc->keyOf(n));
}

bool Object::const_iterator::keyEquals(QLatin1String name) const
{
    const auto &n = m_doc->node(nodeIndex());
    if (!(n.flags & Document::KeyEscapes) && isAscii(name))
        return sameBytes(withoutLeadingBom(m_doc->keyOf(n)), QByteArrayView(name.data(), name.size()));
    return key() == name;
}

// --- Array ---------------------------------------------------------------------------------

QByteArrayView Array::raw() const
{
    return m_doc ? m_doc->bytesOf(m_doc->node(m_node)) : QByteArrayView();
}

Value Array::toValue() const
{
    return m_doc ? Value(m_doc, m_node) : Value();
}

QJsonArray Array::toJson() const
{
    return m_doc ? jsontree::parse(raw().toByteArray()).array() : QJsonArray();
}

Array::const_iterator Array::begin() const
{
    if (!m_doc)
        return {};
    return const_iterator(m_doc, m_doc->m_kids.data() + m_doc->node(m_node).kids);
}

Array::const_iterator Array::end() const
{
    if (!m_doc)
        return {};
    const auto &n = m_doc->node(m_node);
    return const_iterator(m_doc, m_doc->m_kids.data() + n.kids + n.count);
}

Value Array::const_iterator::operator*() const
{
    return Value(m_doc, *m_at);
}

} // namespace mcpscope::lightjson
