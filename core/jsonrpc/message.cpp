// SPDX-License-Identifier: MIT
#include "message.h"
#include "json/jsontree.h"

#include "json/jsontext.h"
#include "json/lightjson.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace mcpscope {

namespace {

/// Method names are few and repeat in every message: each distinct name is made once per
/// thread and shared by the messages that carry it (a million notifications/message hold
/// one string, not a million).
QString internedMethod(const lightjson::Value &method)
{
    thread_local QHash<QByteArray, QString> names;
    const QByteArrayView raw = method.rawString();
    if (raw.isNull() || raw.size() > 256)
        return method.toString();
    const auto it = names.constFind(QByteArray::fromRawData(raw.data(), raw.size()));
    if (it != names.cend())
        return *it;
    QString name = method.toString();
    if (names.size() < 4096)
        names.insert(raw.toByteArray(), name);
    return name;
}

QString internedMethod(const QJsonValue &method)
{
    return method.toString();
}

/// The id as written, for ids that are neither strings nor integers (rare; display only).
QString otherIdText(const lightjson::Value &id)
{
    return QString::fromUtf8(id.raw());
}

QString otherIdText(const QJsonValue &id)
{
    return idToDisplay(id);
}

/// Where @p body stands in @p raw: views know it (they are views into the bytes), trees do not.
bool bodySpan(const QByteArray &raw, const lightjson::Value &body, quint32 *offset, quint32 *length)
{
    const QByteArrayView text = body.raw();
    if (text.isNull())
        return true; // no body: known to be absent
    const qsizetype at = text.data() - raw.constData();
    if (at < 0 || at + text.size() > raw.size())
        return false;
    *offset = quint32(at);
    *length = quint32(text.size());
    return true;
}

bool bodySpan(const QByteArray &, const QJsonValue &, quint32 *, quint32 *)
{
    return false;
}

} // namespace

/// Where a message stands in a multi-round-trip request.
template<typename Value>
void readRound(Message &m, Message::Round round, const Value &state)
{
    m.m_round = round;
    if (state.isString())
        m.rare().roundState = qHash(state.toString(), size_t(1)) | 1;
}

/// Reads the envelope from an object of either kind of tree (QJsonObject for messages we
/// build, a lightjson view for bytes that arrive): the same accessors, the same answers.
template<typename Object>
void readEnvelope(Message &m, const Object &o)
{
    using Value = decltype(o.value(QLatin1String("id")));
    const Value method = o.value(QLatin1String("method"));
    const Value id = o.value(QLatin1String("id"));
    const bool hasMethod = method.isString();
    const bool hasId = !id.isUndefined();
    if (hasMethod)
        m.m_kind = hasId ? Message::Kind::Request : Message::Kind::Notification;
    else if (!o.value(QLatin1String("error")).isUndefined())
        m.m_kind = Message::Kind::Error;
    else if (!o.value(QLatin1String("result")).isUndefined())
        m.m_kind = Message::Kind::Result;
    else
        m.m_kind = Message::Kind::Invalid;
    if (hasMethod)
        m.m_method = internedMethod(method);
    if (m.m_kind == Message::Kind::Request || m.m_kind == Message::Kind::Notification
        || m.m_kind == Message::Kind::Result) {
        const Value body
            = o.value(m.m_kind == Message::Kind::Result ? QLatin1String("result") : QLatin1String("params"));
        m.m_bodyKnown = bodySpan(m.m_raw, body, &m.m_bodyOffset, &m.m_bodyLength);
    }
    if (hasId) {
        m.m_id = IdKey::from(id);
        if (m.m_id.type == IdKey::Other)
            m.extra().idText = otherIdText(id);
    }
    if (m.m_kind == Message::Kind::Error) {
        const auto error = o.value(QLatin1String("error")).toObject();
        Message::Extra &x = m.extra();
        x.errorCode = error.value(QLatin1String("code")).toInt();
        x.errorMessage = error.value(QLatin1String("message")).toString();
    } else if (hasMethod) {
        const auto params = o.value(QLatin1String("params")).toObject();
        const Value token = m.m_kind == Message::Kind::Request
                                ? params.value(QLatin1String("_meta")).toObject().value(QLatin1String("progressToken"))
                                : params.value(QLatin1String("progressToken"));
        if (!token.isUndefined())
            m.extra().progressToken = IdKey::from(token);
        if (m.m_kind == Message::Kind::Notification) {
            const Value subscription = params.value(QLatin1String("_meta"))
                                           .toObject()
                                           .value(QLatin1String("io.modelcontextprotocol/subscriptionId"));
            if (!subscription.isUndefined())
                m.rare().subscriptionId = IdKey::from(subscription);
        }
        if (m.m_method.startsWith(QLatin1String("tasks/"))
            || m.m_method.startsWith(QLatin1String("notifications/tasks"))) {
            const Value task = params.value(QLatin1String("taskId"));
            if (task.isString())
                m.rare().taskId = task.toString();
        }
        if (m.m_kind == Message::Kind::Request) {
            const Value state = params.value(QLatin1String("requestState"));
            if (state.isString() || !params.value(QLatin1String("inputResponses")).isUndefined())
                readRound(m, Message::Round::Continues, state);
        }
    } else if (m.m_kind == Message::Kind::Result) {
        const auto result = o.value(QLatin1String("result")).toObject();
        if (result.value(QLatin1String("resultType")).toString() == QLatin1String("input_required"))
            readRound(m, Message::Round::AsksForInput, result.value(QLatin1String("requestState")));
        // A task made instead of the result: the extension's (resultType "task"), or 2025-11-25's.
        const Value task = result.value(QLatin1String("resultType")).toString() == QLatin1String("task")
                               ? result.value(QLatin1String("taskId"))
                               : result.value(QLatin1String("task")).toObject().value(QLatin1String("taskId"));
        if (task.isString())
            m.rare().taskId = task.toString();
        const Value cursor = result.value(QLatin1String("nextCursor"));
        if (cursor.isString())
            m.rare().nextCursor = cursor.toString();
        const Value ttl = result.value(QLatin1String("ttlMs"));
        if (ttl.isDouble()) {
            m.rare().ttlMs = ttl.toDouble();
            m.rare().hasTtl = true;
        }
        const Value scope = result.value(QLatin1String("cacheScope"));
        if (scope.isString())
            m.rare().cacheScope = scope.toString();
    }
}

Message::Extra::Rare &Message::rare()
{
    Extra &x = extra();
    if (!x.rare)
        x.rare = std::make_unique<Extra::Rare>();
    return *x.rare;
}

Message::Extra &Message::extra()
{
    if (!m_extra)
        m_extra = std::make_shared<Extra>();
    return const_cast<Extra &>(*m_extra);
}

Message Message::parse(const QByteArray &raw)
{
    thread_local lightjson::Document view;
    const bool json = view.build(raw);
    Message m = fromView(raw, json ? &view : nullptr);
    view.clear();
    return m;
}

Message Message::fromView(const QByteArray &raw, const lightjson::Document *view)
{
    Message m;
    m.m_raw = raw;
    if (!view)
        return m;
    const lightjson::Value root = view->root();
    m.m_valid = root.isObject() || root.isArray();
    if (root.isArray()) {
        m.m_kind = Kind::Batch;
        m.extra().batchSize = root.toArray().size();
    } else if (root.isObject())
        readEnvelope(m, root.toObject());
    return m;
}

Message Message::fromObject(const QJsonObject &object)
{
    Message m;
    m.m_raw = QJsonDocument(object).toJson(QJsonDocument::Compact);
    m.m_valid = true;
    readEnvelope(m, object);
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

quint64 Message::treeParses()
{
    return jsontree::parses();
}

QJsonValue Message::json() const
{
    if (!m_valid)
        return QJsonValue(QJsonValue::Undefined);
    const QJsonDocument doc = jsontree::parse(m_raw);
    if (doc.isObject())
        return doc.object();
    if (doc.isArray())
        return doc.array();
    return QJsonValue(QJsonValue::Undefined);
}

Message::ParseFailure Message::parseFailure() const
{
    ParseFailure failure;
    if (m_valid)
        return failure;
    QJsonParseError error;
    jsontree::parse(m_raw, &error);
    // No error: a scalar, JSON but not a message.
    if (error.error != QJsonParseError::NoError) {
        failure.error = error.errorString();
        failure.offset = error.offset;
    }
    return failure;
}

QJsonValue Message::id() const
{
    if (m_id.type == IdKey::Other && m_extra) {
        // Rare (ids MCP does not allow): read back from the text as written.
        return jsontext::parseScalar(m_extra->idText.toUtf8());
    }
    return m_id.toJson();
}

QString Message::idText() const
{
    switch (m_id.type) {
    case IdKey::None:
        return QString();
    case IdKey::Integer:
        return QString::number(m_id.number);
    case IdKey::String:
        return QLatin1Char('"') + m_id.text + QLatin1Char('"');
    case IdKey::Other:
        break;
    }
    return m_extra ? m_extra->idText : QString();
}

QByteArrayView Message::bodyText() const
{
    if (m_bodyKnown)
        return m_bodyLength ? QByteArrayView(m_raw).sliced(m_bodyOffset, m_bodyLength) : QByteArrayView();
    if (m_kind != Kind::Request && m_kind != Kind::Notification && m_kind != Kind::Result)
        return {};
    return jsontext::memberText(m_raw, m_kind == Kind::Result ? QByteArrayView("result") : QByteArrayView("params"));
}

qsizetype Message::batchSize() const
{
    return m_extra ? m_extra->batchSize : 0;
}

int Message::errorCode() const
{
    return m_extra ? m_extra->errorCode : 0;
}

QString Message::errorMessage() const
{
    return m_extra ? m_extra->errorMessage : QString();
}

IdKey Message::subscriptionId() const
{
    return m_extra && m_extra->rare ? m_extra->rare->subscriptionId : IdKey();
}

QString Message::taskId() const
{
    return m_extra && m_extra->rare ? m_extra->rare->taskId : QString();
}

QString Message::nextCursor() const
{
    return m_extra && m_extra->rare ? m_extra->rare->nextCursor : QString();
}

bool Message::ttlMs(double *ms) const
{
    if (!m_extra || !m_extra->rare || !m_extra->rare->hasTtl)
        return false;
    *ms = m_extra->rare->ttlMs;
    return true;
}

QString Message::cacheScope() const
{
    return m_extra && m_extra->rare ? m_extra->rare->cacheScope : QString();
}

Message::Round Message::round() const
{
    return m_round;
}

size_t Message::roundStateHash() const
{
    return m_extra && m_extra->rare ? m_extra->rare->roundState : 0;
}

IdKey Message::progressToken() const
{
    return m_extra ? m_extra->progressToken : IdKey();
}

QString Message::paramString(QLatin1String name) const
{
    if (m_kind != Kind::Request && m_kind != Kind::Notification)
        return QString();
    thread_local lightjson::Document view;
    const QString value = view.build(bodyText()) ? view.root().toObject().value(name).toString() : QString();
    view.clear();
    return value;
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

QString Message::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Request:
        return QStringLiteral("request");
    case Kind::Notification:
        return QStringLiteral("notification");
    case Kind::Result:
        return QStringLiteral("result");
    case Kind::Error:
        return QStringLiteral("error");
    case Kind::Batch:
        return QStringLiteral("batch");
    case Kind::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

} // namespace mcpscope
