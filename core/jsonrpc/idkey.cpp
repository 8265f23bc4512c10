// SPDX-License-Identifier: MIT
#include "idkey.h"

#include "json/lightjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QVariant>

#include <cmath>
#include <limits>

namespace mcpscope {

namespace {

template<typename Value>
NumberKind classify(const Value &v, qint64 *value)
{
    if (!v.isDouble())
        return NumberKind::NotANumber;
    constexpr qint64 Sentinel = std::numeric_limits<qint64>::min();
    qint64 n = v.toInteger(Sentinel);
    if (n == Sentinel && v.toInteger(0) != Sentinel) {
        const double d = v.toDouble();
        return std::isfinite(d) && std::floor(d) == d ? NumberKind::BigInteger : NumberKind::Fraction;
    }
    if (value)
        *value = n;
    return NumberKind::Integer;
}

/// A JSON integer of at most 18 digits, read directly: exactly what QJsonDocument keeps for it
/// (a 64-bit integer), without the general number parser. False for any other text.
bool shortInteger(QByteArrayView text, qint64 *value)
{
    const bool negative = text.startsWith('-');
    const qsizetype digits = text.size() - negative;
    if (digits < 1 || digits > 18)
        return false;
    qint64 n = 0;
    for (qsizetype i = negative; i < text.size(); ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return false;
        n = n * 10 + (c - '0');
    }
    *value = negative ? -n : n;
    return true;
}

/// IdKey::from() for a QJsonValue and for a lightjson view of one (the same accessors).
template<typename JsonValue>
IdKey idKeyFrom(const JsonValue &id)
{
    IdKey k;
    if (id.isUndefined())
        return k;
    if (id.isString()) {
        k.type = IdKey::String;
        k.text = id.toString();
    } else if (classifyNumber(id, &k.number) == NumberKind::Integer) {
        k.type = IdKey::Integer;
    } else if (id.isDouble()) {
        k.type = IdKey::Other;
        k.number = 0;
        k.text = QString::number(id.toDouble(), 'g', 17);
    } else {
        k.type = IdKey::Other;
        k.text = QString::number(int(id.type()));
    }
    return k;
}

} // namespace

NumberKind classifyNumber(const QJsonValue &v, qint64 *value)
{
    return classify(v, value);
}

NumberKind classifyNumber(const lightjson::Value &v, qint64 *value)
{
    qint64 n = 0;
    if (v.isDouble() && shortInteger(v.raw(), &n)) {
        if (value)
            *value = n;
        return NumberKind::Integer;
    }
    return classify(v, value);
}

IdKey IdKey::from(const QJsonValue &id)
{
    return idKeyFrom(id);
}

IdKey IdKey::from(const lightjson::Value &id)
{
    return idKeyFrom(id);
}

bool IdKey::swapped(IdKey *other) const
{
    if (type == Integer) {
        other->type = String;
        other->number = 0;
        other->text = QString::number(number);
        return true;
    }
    if (type == String) {
        bool ok = false;
        const qint64 n = text.toLongLong(&ok);
        if (!ok || QString::number(n) != text)
            return false;
        other->type = Integer;
        other->number = n;
        other->text.clear();
        return true;
    }
    return false;
}

QJsonValue IdKey::toJson() const
{
    switch (type) {
    case String:
        return QJsonValue(text);
    case Integer:
        return QJsonValue(number);
    case None:
        return QJsonValue(QJsonValue::Undefined);
    case Other:
        break;
    }
    if (text == QString::number(int(QJsonValue::Null)))
        return QJsonValue(QJsonValue::Null);
    return QJsonValue(text.toDouble());
}

size_t qHash(const IdKey &key, size_t seed)
{
    return key.type == IdKey::Integer ? qHashMulti(seed, key.number) : qHashMulti(seed, int(key.type), key.text);
}

QString idToDisplay(const QJsonValue &id)
{
    switch (id.type()) {
    case QJsonValue::String:
        return QLatin1Char('"') + id.toString() + QLatin1Char('"');
    case QJsonValue::Double:
        return id.toVariant().toString();
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Undefined:
        return QString();
    default:
        return QString::fromUtf8(QJsonDocument(QJsonArray{id}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    }
}

} // namespace mcpscope
