// SPDX-License-Identifier: MIT
#include "argumentvalidator.h"

#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QUrl>

#include <cmath>

namespace {

QString subject(const QString &path)
{
    return path.isEmpty() ? QStringLiteral("the arguments") : QStringLiteral("argument '") + path + u'\'';
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
        const bool ok = at > 0 && at == text.lastIndexOf(u'@') && at < text.size() - 1 && !text.contains(u' ');
        return ok ? QString() : QStringLiteral("an email address");
    }
    if (format == u"uri") {
        const QUrl url(text, QUrl::StrictMode);
        return url.isValid() && !url.scheme().isEmpty() ? QString() : QStringLiteral("an absolute URI");
    }
    if (format == u"date")
        return QDate::fromString(text, Qt::ISODate).isValid() ? QString() : QStringLiteral("a date (YYYY-MM-DD)");
    if (format == u"date-time") {
        return QDateTime::fromString(text, Qt::ISODateWithMs).isValid()
                   ? QString()
                   : QStringLiteral("a date and time (e.g. 2025-11-25T12:00:00Z)");
    }
    return QString();
}

} // namespace

QString ArgumentValidator::describeType(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return isInteger(value) ? QStringLiteral("an integer") : QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString ArgumentValidator::check(const QJsonValue &value, const QJsonObject &schema, const QString &path)
{
    const QString type = schema.value(u"type").toString();
    const auto wrongType = [&](const QString &expected) {
        return subject(path) + QStringLiteral(" must be ") + expected + QStringLiteral(" (got ") + describeType(value)
               + u')';
    };

    if (type == u"object") {
        if (!value.isObject())
            return wrongType(QStringLiteral("an object"));
        const QJsonObject object = value.toObject();
        const QString prefix = path.isEmpty() ? QString() : path + u'.';
        const QJsonArray required = schema.value(u"required").toArray();
        for (const QJsonValue &name : required) {
            if (!object.contains(name.toString()))
                return QStringLiteral("missing required argument '") + prefix + name.toString() + u'\'';
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
            return wrongType(QStringLiteral("an array"));
        const QJsonArray array = value.toArray();
        if (schema.contains(u"minItems") && array.size() < schema.value(u"minItems").toInteger())
            return subject(path)
                   + QStringLiteral(" needs at least %1 items").arg(schema.value(u"minItems").toInteger());
        if (schema.contains(u"maxItems") && array.size() > schema.value(u"maxItems").toInteger())
            return subject(path) + QStringLiteral(" takes at most %1 items").arg(schema.value(u"maxItems").toInteger());
        const QJsonObject items = schema.value(u"items").toObject();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString problem = check(array.at(i), items, path + QStringLiteral("[%1]").arg(i));
            if (!problem.isEmpty())
                return problem;
        }
        return QString();
    }

    if (type == u"string") {
        if (!value.isString())
            return wrongType(QStringLiteral("a string"));
        const QString text = value.toString();
        if (schema.contains(u"minLength") && text.size() < schema.value(u"minLength").toInteger())
            return subject(path)
                   + QStringLiteral(" must be at least %1 characters long").arg(schema.value(u"minLength").toInteger());
        if (schema.contains(u"maxLength") && text.size() > schema.value(u"maxLength").toInteger())
            return subject(path)
                   + QStringLiteral(" must be at most %1 characters long").arg(schema.value(u"maxLength").toInteger());
        const QString problem = formatProblem(text, schema.value(u"format").toString());
        if (!problem.isEmpty())
            return subject(path) + QStringLiteral(" must be ") + problem;
    } else if (type == u"number" || type == u"integer") {
        if (!value.isDouble())
            return wrongType(type == u"number" ? QStringLiteral("a number") : QStringLiteral("an integer"));
        if (type == u"integer" && !isInteger(value))
            return wrongType(QStringLiteral("an integer"));
        const double number = value.toDouble();
        if (schema.contains(u"minimum") && number < schema.value(u"minimum").toDouble())
            return subject(path) + QStringLiteral(" must be at least %1").arg(schema.value(u"minimum").toDouble());
        if (schema.contains(u"maximum") && number > schema.value(u"maximum").toDouble())
            return subject(path) + QStringLiteral(" must be at most %1").arg(schema.value(u"maximum").toDouble());
    } else if (type == u"boolean") {
        if (!value.isBool())
            return wrongType(QStringLiteral("a boolean"));
    }

    if (schema.contains(u"enum")) {
        const QJsonArray allowed = schema.value(u"enum").toArray();
        if (!allowed.contains(value)) {
            QStringList names;
            for (const QJsonValue &v : allowed)
                names.append(v.toString());
            return subject(path) + QStringLiteral(" must be one of: ") + names.join(QStringLiteral(", "));
        }
    }
    return QString();
}
