// SPDX-License-Identifier: MIT
// Implemented in idkey.cpp.
#pragma once

#include <QHashFunctions>
#include <QJsonValue>
#include <QString>

namespace mcpscope {

namespace lightjson {
class Value;
}

/// What kind of number a JSON value is (QJsonValue keeps integers exactly as qint64).
enum class NumberKind { NotANumber, Integer, BigInteger, Fraction };
/// Classifies @p v; for NumberKind::Integer, @p value gets it.
NumberKind classifyNumber(const QJsonValue &v, qint64 *value = nullptr);
/// The same for a value of a lightjson view (the same answers as for its QJsonValue).
NumberKind classifyNumber(const lightjson::Value &v, qint64 *value = nullptr);

/// A JSON-RPC id (or progress token) as a hash key that keeps types apart: 2 is not "2".
/// The one id key of mcpscope: the validator's rules, the session's request/response pairing,
/// the client's request tracking and the views all use it.
struct IdKey
{
    enum Type : quint8 {
        Integer, ///< an integer JSON number (also written 2.0 or 2e0, as QJsonDocument keeps it)
        String,
        Other, ///< any other value: text is a fraction's 17 digits, or the JSON type's number
        None   ///< no id at all (a notification)
    };
    Type type = None;
    qint64 number = 0;
    QString text;

    static IdKey from(const QJsonValue &id);
    /// The same key as from() gives for the value's QJsonValue.
    static IdKey from(const lightjson::Value &id);
    static IdKey integer(qint64 n)
    {
        IdKey k;
        k.type = Integer;
        k.number = n;
        return k;
    }

    bool isNone() const { return type == None; }
    /// A string or an integer: what MCP allows, and what can be paired reliably.
    bool isUsable() const { return type == Integer || type == String; }
    /// The same value with the other type ("2" <-> 2), when there is one.
    bool swapped(IdKey *other) const;
    /// The id as a JSON value again (a number that is no 64-bit integer reads back as its
    /// double; other types as the type's number, which only tells them apart).
    QJsonValue toJson() const;
    friend bool operator==(const IdKey &a, const IdKey &b)
    {
        return a.type == b.type && a.number == b.number && a.text == b.text;
    }
    friend bool operator!=(const IdKey &a, const IdKey &b) { return !(a == b); }
};
size_t qHash(const IdKey &key, size_t seed = 0);

/// An id as compact text for people: 7, "abc", null.
QString idToDisplay(const QJsonValue &id);

} // namespace mcpscope

Q_DECLARE_TYPEINFO(mcpscope::IdKey, Q_RELOCATABLE_TYPE);
