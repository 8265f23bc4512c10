// SPDX-License-Identifier: MIT
#include "sessionsummary.h"

#include "session.h"

#include "json/jsontext.h"

#include <QJsonArray>
#include <QSet>

namespace mcpscope {

namespace {

/// The methods whose messages the summary reads whole.
bool isInteresting(const QString &method)
{
    return method == QLatin1String("initialize") || method == QLatin1String("tools/list")
        || method == QLatin1String("prompts/list") || method == QLatin1String("resources/list")
        || method == QLatin1String("resources/templates/list");
}

/// The text of a JSON string literal without escapes; a null string when it has escapes (or
/// is not a string), so the caller parses the message instead.
QString rawString(QByteArrayView literal)
{
    if (literal.size() < 2 || !literal.startsWith('"') || !literal.endsWith('"') || literal.contains('\\'))
        return QString();
    const QString text = QString::fromUtf8(literal.sliced(1, literal.size() - 2));
    return text.isNull() ? QStringLiteral("") : text;
}

/// The member that names an item of each list (what people recognise it by).
QString itemKey(const QString &method)
{
    if (method == QLatin1String("resources/list"))
        return QStringLiteral("uri");
    if (method == QLatin1String("resources/templates/list"))
        return QStringLiteral("uriTemplate");
    return QStringLiteral("name");
}

} // namespace

SessionSummary SessionSummary::of(const Session &session)
{
    SessionSummary summary;
    for (const SessionEvent &event : session.events())
        summary.add(event);
    return summary;
}

void SessionSummary::add(const SessionEvent &e)
{
    durationUs = e.elapsedUs;
    if (e.type == SessionEvent::Type::Stderr) {
        ++stderrLines;
        return;
    }
    if (!e.isMessage())
        return;
    const bool fromClient = e.type == SessionEvent::Type::Sent;
    fromClient ? ++sent : ++received;
    const Message &m = e.message;
    if (!fromClient && (m.kind() == Message::Kind::Error || m.kind() == Message::Kind::Invalid))
        ++errorResponses;
    if (!m.isRequest() && !m.isResponse())
        return;
    // Most messages (tool calls, notifications' answers) matter here only by id and method:
    // those are read from the raw text, and only the few messages that say something about
    // the session (initialize, the lists) are parsed whole. A long session opened read-only
    // is summarised without parsing every message once more.
    const QByteArray &raw = m.raw();
    const QString id = QString::fromUtf8(jsontext::memberText(raw, "id"));
    if (m.isRequest()) {
        QString method = rawString(jsontext::memberText(raw, "method"));
        const bool escaped = method.isNull();
        QJsonObject params;
        if (escaped || isInteresting(method)) {
            const QJsonObject o = m.object();
            method = o.value(QLatin1String("method")).toString();
            params = o.value(QLatin1String("params")).toObject();
        }
        m_pending[fromClient ? 0 : 1].insert(id, Pending{method, params.contains(QLatin1String("cursor"))});
        if (fromClient && method == QLatin1String("initialize") && initializeRequestIndex < 0) {
            initializeRequestIndex = e.index;
            requestedProtocolVersion = params.value(QLatin1String("protocolVersion")).toString();
            clientInfo = params.value(QLatin1String("clientInfo")).toObject();
            clientCapabilities = params.value(QLatin1String("capabilities")).toObject();
        }
        return;
    }
    // A response answers a request that went the other way.
    const Pending request = m_pending[fromClient ? 1 : 0].take(id);
    if (request.method.isEmpty())
        return;
    m_methodOfResponse.insert(e.index, request.method);
    if (fromClient || !isInteresting(request.method))
        return;
    const QJsonObject o = m.object();
    const QJsonObject result = o.value(QLatin1String("result")).toObject();
    if (request.method == QLatin1String("initialize")) {
        if (initializeResponseIndex >= 0)
            return;
        initializeResponseIndex = e.index;
        if (m.kind() == Message::Kind::Error) {
            initializeError = o.value(QLatin1String("error")).toObject().value(QLatin1String("message")).toString();
            if (initializeError.isEmpty())
                initializeError = QStringLiteral("error");
            return;
        }
        protocolVersion = result.value(QLatin1String("protocolVersion")).toString();
        serverInfo = result.value(QLatin1String("serverInfo")).toObject();
        serverCapabilities = result.value(QLatin1String("capabilities")).toObject();
        instructions = result.value(QLatin1String("instructions")).toString();
        return;
    }
    if (m.kind() == Message::Kind::Result)
        addList(request.method, request.continues, result);
}

void SessionSummary::addList(const QString &method, bool continues, const QJsonObject &result)
{
    QStringList *names = nullptr;
    bool *listed = nullptr;
    QString member;
    if (method == QLatin1String("tools/list"))
        names = &tools, listed = &toolsListed, member = QStringLiteral("tools");
    else if (method == QLatin1String("prompts/list"))
        names = &prompts, listed = &promptsListed, member = QStringLiteral("prompts");
    else if (method == QLatin1String("resources/list"))
        names = &resources, listed = &resourcesListed, member = QStringLiteral("resources");
    else if (method == QLatin1String("resources/templates/list"))
        names = &resourceTemplates, listed = &resourceTemplatesListed, member = QStringLiteral("resourceTemplates");
    else
        return;
    // A listing without a cursor starts afresh (after list_changed the old one is stale);
    // its later pages add to it.
    if (!continues)
        names->clear();
    *listed = true;
    const QString key = itemKey(method);
    const QJsonArray items = result.value(member).toArray();
    QSet<QString> seen(names->cbegin(), names->cend());
    for (const QJsonValue &item : items) {
        const QString name = item.toObject().value(key).toString();
        if (!seen.contains(name)) {
            seen.insert(name);
            names->append(name);
        }
    }
}

QString SessionSummary::serverDisplayName() const
{
    const QString name = serverInfo.value(QLatin1String("name")).toString();
    const QString title = serverInfo.value(QLatin1String("title")).toString();
    if (!title.isEmpty() && !name.isEmpty() && title != name)
        return title + QStringLiteral(" (") + name + QLatin1Char(')');
    return name.isEmpty() ? title : name;
}

QString SessionSummary::serverVersion() const
{
    return serverInfo.value(QLatin1String("version")).toString();
}

} // namespace mcpscope
