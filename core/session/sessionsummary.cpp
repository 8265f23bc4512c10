// SPDX-License-Identifier: MIT
#include "sessionsummary.h"

#include "session.h"

#include "json/lightjson.h"

#include <QJsonArray>
#include <QSet>

namespace mcpscope {

namespace {

/// The methods whose messages the summary reads whole.
bool isInteresting(const QString &method)
{
    return method == QLatin1String("initialize") || method == QLatin1String("server/discover")
           || method == QLatin1String("tools/list") || method == QLatin1String("prompts/list")
           || method == QLatin1String("resources/list") || method == QLatin1String("resources/templates/list");
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
    // Most messages (tool calls, notifications' answers) matter here only by their envelope
    // and the session's pairing; only the few messages that say something about the session
    // (initialize, the lists) are parsed whole. A long session opened read-only is summarised
    // without parsing every message.
    if (m.isRequest()) {
        const QString &method = m.method();
        const bool handshake = method == QLatin1String("initialize") || method == QLatin1String("server/discover");
        const QJsonObject params = handshake && reading == Reading::Everything ? m.params() : QJsonObject();
        m_pending.insert(e.index,
                         Pending{method, isInteresting(method) && !m.paramString(QLatin1String("cursor")).isEmpty()});
        if (reading == Reading::ListsOnly)
            return;
        if (fromClient && method == QLatin1String("initialize") && initializeRequestIndex < 0) {
            initializeRequestIndex = e.index;
            requestedProtocolVersion = params.value(QLatin1String("protocolVersion")).toString();
            clientInfo = params.value(QLatin1String("clientInfo")).toObject();
            clientCapabilities = params.value(QLatin1String("capabilities")).toObject();
            era = QStringLiteral("legacy");
        }
        if (fromClient && method == QLatin1String("server/discover") && initializeRequestIndex < 0) {
            // MCP 2026-07-28: the client says who it is in every request's _meta envelope.
            const QJsonObject meta = params.value(QLatin1String("_meta")).toObject();
            discoverRequestIndex = e.index;
            requestedProtocolVersion = meta.value(QLatin1String("io.modelcontextprotocol/protocolVersion")).toString();
            clientInfo = meta.value(QLatin1String("io.modelcontextprotocol/clientInfo")).toObject();
            clientCapabilities = meta.value(QLatin1String("io.modelcontextprotocol/clientCapabilities")).toObject();
        }
        return;
    }
    // The session paired the response with the request it answers (Pairing), if any.
    const Pending request = e.linked >= 0 ? m_pending.take(e.linked) : Pending();
    if (request.method.isEmpty())
        return;
    m_methodOfResponse.insert(e.index, request.method);
    if (fromClient || !isInteresting(request.method))
        return;
    if (request.method != QLatin1String("initialize") && request.method != QLatin1String("server/discover")) {
        if (m.kind() == Message::Kind::Result)
            addList(request.method, request.continues, m);
        return;
    }
    if (reading == Reading::ListsOnly)
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
    if (request.method == QLatin1String("server/discover")) {
        // A discovery that the server answered with a result is the modern handshake; an error
        // (a 2025 server probed by Auto) leaves it to the initialize that follows.
        if (initializeResponseIndex >= 0 || m.kind() != Message::Kind::Result)
            return;
        initializeRequestIndex = discoverRequestIndex;
        initializeResponseIndex = e.index;
        era = QStringLiteral("modern");
        for (const QJsonValue &v : result.value(QLatin1String("supportedVersions")).toArray())
            supportedVersions.append(v.toString());
        protocolVersion = supportedVersions.contains(requestedProtocolVersion) || supportedVersions.isEmpty()
                              ? requestedProtocolVersion
                              : supportedVersions.first();
        serverInfo = result.value(QLatin1String("_meta"))
                         .toObject()
                         .value(QLatin1String("io.modelcontextprotocol/serverInfo"))
                         .toObject();
        serverCapabilities = result.value(QLatin1String("capabilities")).toObject();
        instructions = result.value(QLatin1String("instructions")).toString();
    }
}

void SessionSummary::addList(const QString &method, bool continues, const Message &response)
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
    // Only the names: read from the result where the scan found it, without a tree.
    thread_local lightjson::Document view;
    if (!view.build(response.bodyText()))
        return;
    const lightjson::Array items = view.root().toObject().value(member).toArray();
    QSet<QString> seen(names->cbegin(), names->cend());
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString name = items.at(i).toObject().value(key).toString();
        if (!seen.contains(name)) {
            seen.insert(name);
            names->append(name);
        }
    }
    view.clear();
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
