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
        + u"\nWith protocol 2026-07-28 there is no session: ask-sampling, ask-elicitation and list-roots ask "
          u"through an InputRequiredResult (call again with inputResponses and the requestState), resource "
          u"updates and list changes come on a subscriptions/listen stream, and a request gets log messages "
          u"when its _meta names a logLevel.\n"_s;
}

} // namespace

void DemoServer::handleModernRequest(const Request &request)
{
    const QString &method = request.method;
    const RpcError envelopeError = ModernProtocol::checkEnvelope(request.params);
    if (envelopeError.isSet()) {
        logLine(u"refused %1 (2026-07-28): %2"_s.arg(method, envelopeError.message));
        sendError(request.id, envelopeError);
        return;
    }
    const QJsonValue logLevel = request.params.value(u"_meta").toObject().value(ModernProtocol::logLevelKey());
    if (!logLevel.isUndefined() && !logLevels().contains(logLevel.toString())) {
        sendError(request.id, RpcError { RpcError::InvalidParams,
                                         u"Invalid params: %1 must be one of %2"_s.arg(ModernProtocol::logLevelKey(),
                                                                                      logLevels().join(u", "_s)) });
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

    RpcError error;
    QJsonObject result;
    const QJsonObject &params = request.params;
    if (method == u"server/discover") {
        result = discover();
    } else if (method == u"tools/list") {
        result = paginate(DemoTools::definitions(m_extraTool), u"tools"_s, params, 100, &error);
        ModernProtocol::addCacheHints(&result, ListTtlMs);
    } else if (method == u"resources/list") {
        result = paginate(m_content.resources(), u"resources"_s, params, 10, &error);
        ModernProtocol::addCacheHints(&result, ListTtlMs);
    } else if (method == u"resources/templates/list") {
        result = paginate(m_content.resourceTemplates(), u"resourceTemplates"_s, params, 100, &error);
        ModernProtocol::addCacheHints(&result, ListTtlMs);
    } else if (method == u"resources/read") {
        result = readResource(params, &error);
        // 2026-07-28 says "invalid params" for a resource that does not exist.
        if (error.code == RpcError::ResourceNotFound)
            error.code = RpcError::InvalidParams;
        const bool clock = params.value(u"uri").toString() == DemoContent::clockUri();
        ModernProtocol::addCacheHints(&result, clock ? ClockTtlMs : ResourceTtlMs);
    } else if (method == u"prompts/list") {
        result = paginate(m_content.prompts(), u"prompts"_s, params, 100, &error);
        ModernProtocol::addCacheHints(&result, ListTtlMs);
    } else if (method == u"prompts/get") {
        result = getPrompt(params, &error);
    } else if (method == u"completion/complete") {
        result = complete(params, &error);
    } else {
        logLine(ModernProtocol::isRemovedMethod(method) ? u"refused %1: protocol 2026-07-28 removed it"_s.arg(method)
                                                        : u"unknown method "_s + method);
        error = RpcError { RpcError::MethodNotFound, u"Method not found"_s, QJsonObject { { u"method"_s, method } } };
    }
    if (error.isSet())
        sendError(request.id, error);
    else
        sendResult(request.id, result);
}

QJsonObject DemoServer::discover() const
{
    const QJsonObject capabilities {
        { u"tools"_s, QJsonObject { { u"listChanged"_s, true } } },
        { u"resources"_s, QJsonObject { { u"subscribe"_s, true }, { u"listChanged"_s, true } } },
        { u"prompts"_s, QJsonObject { { u"listChanged"_s, true } } },
        { u"logging"_s, QJsonObject() },
        { u"completions"_s, QJsonObject() },
        // MCP Apps: show_counter comes with the app ui://demo/counter (SEP-1865).
        { u"extensions"_s, QJsonObject { { u"io.modelcontextprotocol/ui"_s, QJsonObject() } } },
    };
    QJsonObject result {
        { u"supportedVersions"_s, QJsonArray::fromStringList(ModernProtocol::supportedVersions()) },
        { u"capabilities"_s, capabilities },
        { u"instructions"_s, modernInstructions() },
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
    if ((!filterValue.isUndefined() && !filterValue.isObject()) || !urisOk || !isFlag(u"toolsListChanged"_s)
        || !isFlag(u"promptsListChanged"_s) || !isFlag(u"resourcesListChanged"_s)) {
        sendError(request.id, RpcError { RpcError::InvalidParams,
                                         u"Invalid params: notifications is an object with the flags toolsListChanged, "
                                         u"promptsListChanged, resourcesListChanged and the string array "
                                         u"resourceSubscriptions"_s });
        return;
    }
    if (m_listeners.contains(request.key) || m_calls.contains(request.key)) {
        sendError(request.id, RpcError { RpcError::InvalidRequest,
                                         u"Invalid Request: this id is already used by a request that is still running"_s });
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
        honoured.insert(u"toolsListChanged"_s, true);
    if (listener.promptsListChanged)
        honoured.insert(u"promptsListChanged"_s, true);
    if (listener.resourcesListChanged)
        honoured.insert(u"resourcesListChanged"_s, true);
    for (const QJsonValue &uri : uriArray) {
        RpcError unknown;
        m_content.read(uri.toString(), &unknown);
        if (!unknown.isSet() && !listener.resourceSubscriptions.contains(uri.toString()))
            listener.resourceSubscriptions.append(uri.toString());
    }
    if (uris.isArray())
        honoured.insert(u"resourceSubscriptions"_s, QJsonArray::fromStringList(listener.resourceSubscriptions));
    m_listeners.insert(request.key, listener);
    logLine(u"subscriptions/listen opened (%1 open)"_s.arg(m_listeners.size()));
    const QScopedValueRollback<QString> context(m_context, request.key);
    sendNotification(u"notifications/subscriptions/acknowledged"_s,
                     QJsonObject { { u"_meta"_s, QJsonObject { { ModernProtocol::subscriptionIdKey(), request.id } } },
                                   { u"notifications"_s, honoured } });
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
        tagged.insert(u"_meta"_s, QJsonObject { { ModernProtocol::subscriptionIdKey(), listener.id } });
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
