// SPDX-License-Identifier: MIT
#pragma once

#include "json/lightjson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <cmath>
#include <cstring>

namespace mcpscope::testing {

/// Where a lightjson value answers differently from the QJsonValue QJsonDocument made of the
/// same text ("" when every accessor agrees, all the way down). Used by tst_lightjson and by
/// the fuzzer.
inline QString lightJsonDifference(const lightjson::Value &light, const QJsonValue &qt, const QString &at = QString())
{
    auto differ = [&](const char *what) {
        return (at.isEmpty() ? QStringLiteral("/") : at) + QStringLiteral(": ") + QLatin1String(what);
    };
    if (light.type() != qt.type())
        return differ("type");
    if (light.toBool(true) != qt.toBool(true) || light.toBool(false) != qt.toBool(false))
        return differ("toBool");
    const double ld = light.toDouble(-1.5);
    const double qd = qt.toDouble(-1.5);
    if (!(ld == qd && std::signbit(ld) == std::signbit(qd)) && !(std::isnan(ld) && std::isnan(qd)))
        return differ("toDouble");
    if (light.toInteger(-7) != qt.toInteger(-7))
        return differ("toInteger");
    if (light.toInt(-7) != qt.toInt(-7))
        return differ("toInt");
    if (qt.isDouble() && light.isStoredAsInteger() != (qt.toVariant().typeId() == QMetaType::LongLong))
        return differ("isStoredAsInteger");
    const QString qs = qt.toString(QStringLiteral("(none)"));
    if (light.toString(QStringLiteral("(none)")) != qs)
        return differ("toString");
    if (qt.isString()) {
        if (light.stringSize() != qs.size())
            return differ("stringSize");
        if (!light.equals(QStringView(qs)))
            return differ("equals(QStringView)");
        const QByteArray latin = qs.toLatin1();
        if (QString::fromLatin1(latin) == qs && !light.equals(QLatin1String(latin)))
            return differ("equals(QLatin1String)");
        if (const QString longer = qs + QLatin1Char('x'); light.equals(QStringView(longer)))
            return differ("equals(QStringView) of a longer text");
        if (light.hasEscapes() != light.rawString().isNull())
            return differ("rawString");
        // (Bytes against bytes: QString::fromUtf8 would drop a leading byte order mark again.)
        if (!light.hasEscapes() && light.rawString() != qs.toUtf8())
            return differ("rawString text");
    }
    if (light.toJson() != qt)
        return differ("toJson");
    if (qt.isArray()) {
        const QJsonArray qa = qt.toArray();
        const lightjson::Array la = light.toArray();
        if (la.size() != qa.size())
            return differ("array size");
        qsizetype i = 0;
        for (auto it = la.begin(); it != la.end(); ++it, ++i) {
            if (i >= qa.size())
                return differ("array iteration");
            const QString inner = lightJsonDifference(*it, qa.at(i), at + QLatin1Char('/') + QString::number(i));
            if (!inner.isEmpty())
                return inner;
            if (la.at(i).raw() != (*it).raw())
                return differ("at()");
        }
        if (i != qa.size() || !la.at(qa.size()).isUndefined() || !la.at(-1).isUndefined())
            return differ("array end");
    }
    if (qt.isObject()) {
        const QJsonObject qo = qt.toObject();
        const lightjson::Object lo = light.toObject();
        if (lo.size() != qo.size())
            return differ("object size");
        if (lo.keys() != qo.keys())
            return differ("keys (order)");
        auto qit = qo.begin();
        auto lit = lo.begin();
        for (; qit != qo.end() && lit != lo.end(); ++qit, ++lit) {
            const QString key = qit.key();
            if (lit.key() != key)
                return differ("iteration key");
            if (!lit.rawKey().isNull() && QString::fromUtf8(lit.rawKey()) != key)
                return differ("rawKey");
            const QByteArray latin = key.toLatin1();
            if (QString::fromLatin1(latin) == key && !lit.keyEquals(QLatin1String(latin)))
                return differ("keyEquals");
            const QString inner = lightJsonDifference(lit.value(), qit.value(), at + QLatin1Char('/') + key);
            if (!inner.isEmpty())
                return inner;
            // Looked up by name, as QStringView and (when it is Latin-1) as QLatin1String:
            // the value QJsonObject finds by that name. Usually this member's; not always: a name
            // that starts with a byte order mark is handed out without it, and then that name
            // finds another member or none.
            const QJsonValue qtByName = qo.value(key);
            const lightjson::Value byName = lo.value(QStringView(key));
            // (This member's value was compared above; another one's is compared whole.)
            const auto sameAsQt = [&](const lightjson::Value &v) {
                return v.isUndefined() == qtByName.isUndefined()
                       && (v.isUndefined() || v.raw() == lit.value().raw() || v.toJson() == qtByName);
            };
            if (!sameAsQt(byName))
                return differ("value(QStringView)");
            if (QString::fromLatin1(latin) == key) {
                const lightjson::Value byLatin1 = lo.value(QLatin1String(latin));
                if (!sameAsQt(byLatin1))
                    return differ("value(QLatin1String)");
            }
        }
        if (qit != qo.end() || lit != lo.end())
            return differ("iteration length");
        if (lo.contains(QStringLiteral("\x01no such member"))
            || !lo.value(QLatin1String("\x01no such member")).isUndefined())
            return differ("absent member");
    }
    return QString();
}

} // namespace mcpscope::testing
