// SPDX-License-Identifier: MIT
// DemoServer in the stateless era (MCP 2026-07-28): requests with the `_meta` envelope,
// server/discover, the caching hints of lists and reads, and subscriptions/listen.
#include "demoserver.h"

#include "demotools.h"
#include "modernprotocol.h"

#include <QJsonArray>
#include <QScopedValueRollback>

using namespace Qt::StringLiterals;

namespace {

// How long a client may keep an answer (ttlMs). The lists change only when a tool call changes
// them (toggle-tools, add-note), and then the listeners hear of it.
constexpr qint64 ListTtlMs = 60 * 1000;
constexpr qint64 DiscoverTtlMs = 60 * 60 * 1000;
// A resource's contents: the clock changes all the time, the others never.
constexpr qint64 ClockTtlMs = 0;
constexpr qint64 ResourceTtlMs = 5 * 60 * 1000;

QString modernInstructions()
{
    return DemoServer::instructions()
           + QStringLiteral(
               "\nWith protocol 2026-07-28 there is no session: ask-sampling, ask-elicitation and list-roots ask "
               "through an InputRequiredResult (call again with inputResponses and the requestState), resource "
               "updates and list changes come on a subscriptions/listen stream, a request gets log messages "
               "when its _meta names a logLevel, and slow_count answers with a task when the call declares the "
               "extension io.modelcontextprotocol/tasks.\n");
}

} // namespace

void DemoServer::handleModernRequest(const Request &request)
{
    const QString &method = request.method;
    const RpcError envelopeError = ModernProtocol::checkEnvelope(request.params);
    if (envelopeError.isSet()) {
        logLine(QStringLiteral("refused %1 (2026-07-28): %2").arg(method, envelopeError.message));
        sendError(request.id, envelopeError);
        return;
    }
    const QJsonValue logLevel = request.params.value(u"_meta").toObject().value(ModernProtocol::logLevelKey());
    if (!logLevel.isUndefined() && !logLevels().contains(logLevel.toString())) {
        sendError(request.id, RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: %1 must be one of %2")
                                                                    .arg(ModernProtocol::logLevelKey(),
                                                                         logLevels().join(QStringLiteral(", ")))});
        return;
    }
    m_modernKeys.insert(request.key);
    if (method == u"tools/call") {
        callTool(request);
        return;
    }
    if (method == u"subscriptions/listen") {
        listen(request);
        return;
    }
    if (method == u"tasks/get" || method == u"tasks/update" || method == u"tasks/cancel") {
        handleTaskRequest(request, true);
        return;
    }

    RpcError error;
    QJsonObject result;
    const QJsonObject &params = request.params;
    if (method == u"server/discover") {
        result = discover();
    } else if (method == u"tools/list") {
        // The era has no execution.taskSupport: with the extension the server decides per call.
        QJsonArray tools = DemoTools::definitions(m_extraTool);
        for (qsizetype i = 0; i < tools.size(); ++i) {
            QJsonObject tool = tools.at(i).toObject();
            if (tool.contains(u"execution")) {
                tool.remove(QStringLiteral("execution"));
                tools.replace(i, tool);
            }
        }
        result = paginate(tools, QStringLiteral("tools"), params, 100, &error);
        ModernProtocol::addCacheHints(&result, ListTtlMs);
    } else if (method == u"resources/list") {
        result = paginate(m_content.resources(), QStringLiteral("resources"), params, 10, &error);
        ModernProtocol::addCacheHints(&result, ListTtlMs);
    } else if (method == u"resources/templates/list") {
        result = paginate(m_content.resourceTemplates(), QStringLiteral("resourceTemplates"), params, 100, &error);
        ModernProtocol::addCacheHints(&result, ListTtlMs);
    } else if (method == u"resources/read") {
        result = readResource(params, &error);
        // 2026-07-28 says "invalid params" for a resource that does not exist.
        if (error.code == RpcError::ResourceNotFound)
            error.code = RpcError::InvalidParams;
        const bool clock = params.value(u"uri").toString() == DemoContent::clockUri();
        ModernProtocol::addCacheHints(&result, clock ? ClockTtlMs : ResourceTtlMs);
    } else if (method == u"prompts/list") {
        result = paginate(m_content.prompts(), QStringLiteral("prompts"), params, 100, &error);
        ModernProtocol::addCacheHints(&result, ListTtlMs);
    } else if (method == u"prompts/get") {
        result = getPrompt(params, &error);
    } else if (method == u"completion/complete") {
        result = complete(params, &error);
    } else {
        logLine(ModernProtocol::isRemovedMethod(method)
                    ? QStringLiteral("refused %1: protocol 2026-07-28 removed it").arg(method)
                    : QStringLiteral("unknown method ") + method);
        error = RpcError{RpcError::MethodNotFound, QStringLiteral("Method not found"),
                         QJsonObject{{QStringLiteral("method"), method}}};
    }
    if (error.isSet())
        sendError(request.id, error);
    else
        sendResult(request.id, result);
}

QJsonObject DemoServer::discover() const
{
    const QJsonObject capabilities{
        {QStringLiteral("tools"), QJsonObject{{QStringLiteral("listChanged"), true}}},
        {QStringLiteral("resources"),
         QJsonObject{{QStringLiteral("subscribe"), true}, {QStringLiteral("listChanged"), true}}},
        {QStringLiteral("prompts"), QJsonObject{{QStringLiteral("listChanged"), true}}},
        {QStringLiteral("logging"), QJsonObject()},
        {QStringLiteral("completions"), QJsonObject()},
        // MCP Apps: show_counter comes with the app ui://demo/counter (SEP-1865).
        // Tasks (SEP-2663): slow_count answers with a task when the call declares the extension.
        {QStringLiteral("extensions"), QJsonObject{{QStringLiteral("io.modelcontextprotocol/ui"), QJsonObject()},
                                                   {QStringLiteral("io.modelcontextprotocol/tasks"), QJsonObject()}}},
    };
    QJsonObject result{
        {QStringLiteral("supportedVersions"), QJsonArray::fromStringList(ModernProtocol::supportedVersions())},
        {QStringLiteral("capabilities"), capabilities},
        {QStringLiteral("instructions"), modernInstructions()},
    };
    ModernProtocol::addCacheHints(&result, DiscoverTtlMs);
    return result;
}

void DemoServer::listen(const Request &request)
{
    const QJsonValue filterValue = request.params.value(u"notifications");
    const QJsonObject filter = filterValue.toObject();
    const QJsonValue uris = filter.value(u"resourceSubscriptions");
    const auto isFlag = [&filter](const QString &name) {
        const QJsonValue value = filter.value(name);
        return value.isUndefined() || value.isBool();
    };
    bool urisOk = uris.isUndefined() || uris.isArray();
    const QJsonArray uriArray = uris.toArray();
    for (const QJsonValue &uri : uriArray)
        urisOk = urisOk && uri.isString();
    if ((!filterValue.isUndefined() && !filterValue.isObject()) || !urisOk
        || !isFlag(QStringLiteral("toolsListChanged")) || !isFlag(QStringLiteral("promptsListChanged"))
        || !isFlag(QStringLiteral("resourcesListChanged"))) {
        sendError(request.id,
                  RpcError{RpcError::InvalidParams,
                           QStringLiteral("Invalid params: notifications is an object with the flags toolsListChanged, "
                                          "promptsListChanged, resourcesListChanged and the string array "
                                          "resourceSubscriptions")});
        return;
    }
    if (m_listeners.contains(request.key) || m_calls.contains(request.key)) {
        sendError(
            request.id,
            RpcError{RpcError::InvalidRequest,
                     QStringLiteral("Invalid Request: this id is already used by a request that is still running")});
        return;
    }

    Listener listener;
    listener.id = request.id;
    listener.toolsListChanged = filter.value(u"toolsListChanged").toBool();
    listener.promptsListChanged = filter.value(u"promptsListChanged").toBool();
    listener.resourcesListChanged = filter.value(u"resourcesListChanged").toBool();
    // The acknowledgment names what the server honours: the resources that exist.
    QJsonObject honoured;
    if (listener.toolsListChanged)
        honoured.insert(QStringLiteral("toolsListChanged"), true);
    if (listener.promptsListChanged)
        honoured.insert(QStringLiteral("promptsListChanged"), true);
    if (listener.resourcesListChanged)
        honoured.insert(QStringLiteral("resourcesListChanged"), true);
    for (const QJsonValue &uri : uriArray) {
        RpcError unknown;
        m_content.read(uri.toString(), &unknown);
        if (!unknown.isSet() && !listener.resourceSubscriptions.contains(uri.toString()))
            listener.resourceSubscriptions.append(uri.toString());
    }
    if (uris.isArray())
        honoured.insert(QStringLiteral("resourceSubscriptions"),
                        QJsonArray::fromStringList(listener.resourceSubscriptions));
    m_listeners.insert(request.key, listener);
    logLine(QStringLiteral("subscriptions/listen opened (%1 open)").arg(m_listeners.size()));
    const QScopedValueRollback<QString> context(m_context, request.key);
    sendNotification(
        QStringLiteral("notifications/subscriptions/acknowledged"),
        QJsonObject{{QStringLiteral("_meta"), QJsonObject{{ModernProtocol::subscriptionIdKey(), request.id}}},
                    {QStringLiteral("notifications"), honoured}});
    updateClockTimer();
}

void DemoServer::notifyListeners(Change change, const QString &method, const QJsonObject &params)
{
    // A copy: a listener may end while its notification is written.
    const QHash<QString, Listener> listeners = m_listeners;
    for (auto it = listeners.constBegin(); it != listeners.constEnd(); ++it) {
        const Listener &listener = it.value();
        const bool wanted = (change == Change::Tools && listener.toolsListChanged)
                            || (change == Change::Prompts && listener.promptsListChanged)
                            || (change == Change::Resources && listener.resourcesListChanged)
                            || (change == Change::ResourceUpdated
                                && listener.resourceSubscriptions.contains(params.value(u"uri").toString()));
        if (!wanted || !m_listeners.contains(it.key()))
            continue;
        QJsonObject tagged = params;
        tagged.insert(QStringLiteral("_meta"), QJsonObject{{ModernProtocol::subscriptionIdKey(), listener.id}});
        const QScopedValueRollback<QString> context(m_context, it.key());
        sendNotification(method, tagged);
    }
}

void DemoServer::announce(Change change, const QString &method, const QJsonObject &params)
{
    if (change == Change::ResourceUpdated) {
        if (m_subscriptions.contains(params.value(u"uri").toString()))
            sendNotification(method, params);
    } else if (!m_modernKeys.contains(m_context)) {
        // 2025-11-25: on the stream of the request that made the change, as always.
        sendNotification(method, params);
    }
    notifyListeners(change, method, params);
}

void DemoServer::updateClockTimer()
{
    bool wanted = m_subscriptions.contains(DemoContent::clockUri());
    for (const Listener &listener : std::as_const(m_listeners))
        wanted = wanted || listener.resourceSubscriptions.contains(DemoContent::clockUri());
    if (!wanted)
        m_clockTimer.stop();
    else if (!m_clockTimer.isActive())
        m_clockTimer.start();
}

void DemoServer::failCall(const QString &callKey, const RpcError &error)
{
    ToolCall call;
    if (takeCall(callKey, &call))
        sendError(call.id, error);
}
