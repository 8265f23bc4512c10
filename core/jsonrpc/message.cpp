// SPDX-License-Identifier: MIT
#include "message.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace mcpscope {

Message Message::parse(const QByteArray &raw)
{
    Message m;
    m.m_raw = raw;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(raw, &error);
    if (error.error != QJsonParseError::NoError) {
        m.m_parseError = error.errorString();
        m.m_parseErrorOffset = error.offset;
    } else if (doc.isObject()) {
        m.m_json = doc.object();
    } else if (doc.isArray()) {
        m.m_json = doc.array();
    }
    m.classify();
    return m;
}

Message Message::fromObject(const QJsonObject &object)
{
    Message m;
    m.m_raw = QJsonDocument(object).toJson(QJsonDocument::Compact);
    m.m_json = object;
    m.classify();
    return m;
}

Message Message::request(const QJsonValue &id, const QString &method, const QJsonObject &params)
{
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("id"), id},
                  {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        o.insert(QStringLiteral("params"), params);
    return fromObject(o);
}

Message Message::notification(const QString &method, const QJsonObject &params)
{
    QJsonObject o{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        o.insert(QStringLiteral("params"), params);
    return fromObject(o);
}

Message Message::result(const QJsonValue &id, const QJsonObject &result)
{
    return fromObject({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                       {QStringLiteral("id"), id},
                       {QStringLiteral("result"), result}});
}

Message Message::error(const QJsonValue &id, int code, const QString &message, const QJsonValue &data)
{
    QJsonObject err{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    if (!data.isUndefined())
        err.insert(QStringLiteral("data"), data);
    return fromObject({{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                       {QStringLiteral("id"), id},
                       {QStringLiteral("error"), err}});
}

QJsonValue Message::json() const
{
    if (!m_released)
        return m_json;
    const QJsonDocument doc = QJsonDocument::fromJson(m_raw);
    if (doc.isObject())
        return doc.object();
    if (doc.isArray())
        return doc.array();
    return QJsonValue(QJsonValue::Undefined);
}

void Message::releaseParsed()
{
    if (m_valid) {
        m_json = QJsonValue(QJsonValue::Undefined);
        m_released = true;
    }
}

void Message::classify()
{
    m_valid = m_json.isObject() || m_json.isArray();
    if (m_json.isArray()) {
        m_kind = Kind::Batch;
        return;
    }
    if (!m_json.isObject()) {
        m_kind = Kind::Invalid;
        return;
    }
    const QJsonObject o = m_json.toObject();
    const bool hasMethod = o.value(QStringLiteral("method")).isString();
    const bool hasId = o.contains(QStringLiteral("id"));
    if (hasMethod)
        m_kind = hasId ? Kind::Request : Kind::Notification;
    else if (o.contains(QStringLiteral("error")))
        m_kind = Kind::Error;
    else if (o.contains(QStringLiteral("result")))
        m_kind = Kind::Result;
    else
        m_kind = Kind::Invalid;
}

QString Message::method() const
{
    return object().value(QStringLiteral("method")).toString();
}

bool Message::hasId() const
{
    return object().contains(QStringLiteral("id"));
}

QJsonValue Message::id() const
{
    return object().value(QStringLiteral("id"));
}

QJsonObject Message::params() const
{
    return object().value(QStringLiteral("params")).toObject();
}

QJsonValue Message::resultValue() const
{
    return object().value(QStringLiteral("result"));
}

QJsonObject Message::errorObject() const
{
    return object().value(QStringLiteral("error")).toObject();
}

int Message::errorCode() const
{
    return errorObject().value(QStringLiteral("code")).toInt();
}

QString Message::errorMessage() const
{
    return errorObject().value(QStringLiteral("message")).toString();
}

QString Message::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Request: return QStringLiteral("request");
    case Kind::Notification: return QStringLiteral("notification");
    case Kind::Result: return QStringLiteral("result");
    case Kind::Error: return QStringLiteral("error");
    case Kind::Batch: return QStringLiteral("batch");
    case Kind::Invalid: break;
    }
    return QStringLiteral("invalid");
}

QString idKey(const QJsonValue &id)
{
    switch (id.type()) {
    case QJsonValue::String:
        return QLatin1String("s:") + id.toString();
    case QJsonValue::Double: {
        // Integers (qint64 inside QJsonValue) keep every digit; fractions stay apart.
        const double d = id.toDouble();
        const qint64 i = id.toInteger();
        if (double(i) == d || id.toVariant().typeId() == QMetaType::LongLong)
            return QLatin1String("n:") + QString::number(i);
        return QLatin1String("f:") + QString::number(d, 'g', 17);
    }
    case QJsonValue::Null:
        return QStringLiteral("null");
    default:
        return QLatin1String("?:") + QString::number(int(id.type()));
    }
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
