// SPDX-License-Identifier: MIT
#include "argumentvalidator.h"

#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QUrl>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QString subject(const QString &path)
{
    return path.isEmpty() ? u"the arguments"_s : u"argument '"_s + path + u'\'';
}

bool isInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return std::isfinite(d) && d == std::trunc(d);
}

QString formatProblem(const QString &text, const QString &format)
{
    if (format == u"email") {
        const qsizetype at = text.indexOf(u'@');
        const bool ok = at > 0 && at == text.lastIndexOf(u'@') && at < text.size() - 1
            && !text.contains(u' ');
        return ok ? QString() : u"an email address"_s;
    }
    if (format == u"uri") {
        const QUrl url(text, QUrl::StrictMode);
        return url.isValid() && !url.scheme().isEmpty() ? QString() : u"an absolute URI"_s;
    }
    if (format == u"date")
        return QDate::fromString(text, Qt::ISODate).isValid() ? QString() : u"a date (YYYY-MM-DD)"_s;
    if (format == u"date-time") {
        return QDateTime::fromString(text, Qt::ISODateWithMs).isValid()
            ? QString()
            : u"a date and time (e.g. 2025-11-25T12:00:00Z)"_s;
    }
    return QString();
}

} // namespace

QString ArgumentValidator::describeType(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return u"a boolean"_s;
    case QJsonValue::Double:
        return isInteger(value) ? u"an integer"_s : u"a number"_s;
    case QJsonValue::String:
        return u"a string"_s;
    case QJsonValue::Array:
        return u"an array"_s;
    case QJsonValue::Object:
        return u"an object"_s;
    case QJsonValue::Undefined:
        break;
    }
    return u"nothing"_s;
}

QString ArgumentValidator::check(const QJsonValue &value, const QJsonObject &schema, const QString &path)
{
    const QString type = schema.value(u"type").toString();
    const auto wrongType = [&](const QString &expected) {
        return subject(path) + u" must be "_s + expected + u" (got "_s + describeType(value) + u')';
    };

    if (type == u"object") {
        if (!value.isObject())
            return wrongType(u"an object"_s);
        const QJsonObject object = value.toObject();
        const QString prefix = path.isEmpty() ? QString() : path + u'.';
        const QJsonArray required = schema.value(u"required").toArray();
        for (const QJsonValue &name : required) {
            if (!object.contains(name.toString()))
                return u"missing required argument '"_s + prefix + name.toString() + u'\'';
        }
        const QJsonObject properties = schema.value(u"properties").toObject();
        for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
            if (!object.contains(it.key()))
                continue;
            const QString problem = check(object.value(it.key()), it.value().toObject(), prefix + it.key());
            if (!problem.isEmpty())
                return problem;
        }
        return QString();
    }

    if (type == u"array") {
        if (!value.isArray())
            return wrongType(u"an array"_s);
        const QJsonArray array = value.toArray();
        if (schema.contains(u"minItems") && array.size() < schema.value(u"minItems").toInteger())
            return subject(path) + u" needs at least %1 items"_s.arg(schema.value(u"minItems").toInteger());
        if (schema.contains(u"maxItems") && array.size() > schema.value(u"maxItems").toInteger())
            return subject(path) + u" takes at most %1 items"_s.arg(schema.value(u"maxItems").toInteger());
        const QJsonObject items = schema.value(u"items").toObject();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString problem = check(array.at(i), items, path + u"[%1]"_s.arg(i));
            if (!problem.isEmpty())
                return problem;
        }
        return QString();
    }

    if (type == u"string") {
        if (!value.isString())
            return wrongType(u"a string"_s);
        const QString text = value.toString();
        if (schema.contains(u"minLength") && text.size() < schema.value(u"minLength").toInteger())
            return subject(path) + u" must be at least %1 characters long"_s.arg(schema.value(u"minLength").toInteger());
        if (schema.contains(u"maxLength") && text.size() > schema.value(u"maxLength").toInteger())
            return subject(path) + u" must be at most %1 characters long"_s.arg(schema.value(u"maxLength").toInteger());
        const QString problem = formatProblem(text, schema.value(u"format").toString());
        if (!problem.isEmpty())
            return subject(path) + u" must be "_s + problem;
    } else if (type == u"number" || type == u"integer") {
        if (!value.isDouble())
            return wrongType(type == u"number" ? u"a number"_s : u"an integer"_s);
        if (type == u"integer" && !isInteger(value))
            return wrongType(u"an integer"_s);
        const double number = value.toDouble();
        if (schema.contains(u"minimum") && number < schema.value(u"minimum").toDouble())
            return subject(path) + u" must be at least %1"_s.arg(schema.value(u"minimum").toDouble());
        if (schema.contains(u"maximum") && number > schema.value(u"maximum").toDouble())
            return subject(path) + u" must be at most %1"_s.arg(schema.value(u"maximum").toDouble());
    } else if (type == u"boolean") {
        if (!value.isBool())
            return wrongType(u"a boolean"_s);
    }

    if (schema.contains(u"enum")) {
        const QJsonArray allowed = schema.value(u"enum").toArray();
        if (!allowed.contains(value)) {
            QStringList names;
            for (const QJsonValue &v : allowed)
                names.append(v.toString());
            return subject(path) + u" must be one of: "_s + names.join(u", "_s);
        }
    }
    return QString();
}
