// SPDX-License-Identifier: MIT
#include "sessionrules.h"

#include "jsonrpc/message.h"
#include "rulecatalogue.h"
#include "shaperules.h"

#include <QJsonArray>
#include <QtAlgorithms>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace mcpscope {

namespace {

const QString DefaultVersion = QStringLiteral("2025-11-25");
const QString ModernVersion = QStringLiteral("2026-07-28"); ///< the shapes of modern messages
const QString SubscriptionIdKey
    = QStringLiteral("io.modelcontextprotocol/subscriptionId"); // as ModernMcp::SubscriptionIdKey

bool isDateVersion(const QString &v)
{
    if (v.size() != 10 || v.at(4) != QLatin1Char('-') || v.at(7) != QLatin1Char('-'))
        return false;
    for (int i : {0, 1, 2, 3, 5, 6, 8, 9}) {
        if (!v.at(i).isDigit() || v.at(i).unicode() > 127)
            return false;
    }
    return true;
}

/// Whether a capability's value declares it: present and not false/null.
bool declared(const lightjson::Value &v)
{
    return !v.isUndefined() && !v.isNull() && !(v.isBool() && !v.toBool());
}

/// Whether @p caps declares @p path ("resources.subscribe"): every step an object, the last
/// one present and not false/null.
bool declares(const lightjson::Object &caps, QLatin1String path)
{
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    const lightjson::Value v = caps.value(dot < 0 ? path : path.left(dot));
    if (dot >= 0)
        return v.isObject() && declares(v.toObject(), path.mid(dot + 1));
    return declared(v);
}

/// Every capability a rule looks at, as bits computed once from the initialize messages.
enum CapabilityBit : quint32 {
    CapTools = 1u << 0,
    CapToolsListChanged = 1u << 1,
    CapResources = 1u << 2,
    CapResourcesSubscribe = 1u << 3,
    CapResourcesListChanged = 1u << 4,
    CapPrompts = 1u << 5,
    CapPromptsListChanged = 1u << 6,
    CapCompletions = 1u << 7,
    CapLogging = 1u << 8,
    CapTasks = 1u << 9,
    CapTasksList = 1u << 10,
    CapTasksCancel = 1u << 11,
    CapRoots = 1u << 12,
    CapRootsListChanged = 1u << 13,
    CapSampling = 1u << 14,
    CapSamplingTools = 1u << 15,
    CapElicitation = 1u << 16,
    CapElicitationForm = 1u << 17,
    CapElicitationUrl = 1u << 18,
    CapElicitationEmpty = 1u << 19, ///< declared as {}: form mode only
};

struct Capability
{
    quint32 bit;
    const char *path;
};
constexpr Capability Capabilities[] = {
    {CapTools, "tools"},
    {CapToolsListChanged, "tools.listChanged"},
    {CapResources, "resources"},
    {CapResourcesSubscribe, "resources.subscribe"},
    {CapResourcesListChanged, "resources.listChanged"},
    {CapPrompts, "prompts"},
    {CapPromptsListChanged, "prompts.listChanged"},
    {CapCompletions, "completions"},
    {CapLogging, "logging"},
    {CapTasks, "tasks"},
    {CapTasksList, "tasks.list"},
    {CapTasksCancel, "tasks.cancel"},
    {CapRoots, "roots"},
    {CapRootsListChanged, "roots.listChanged"},
    {CapSampling, "sampling"},
    {CapSamplingTools, "sampling.tools"},
    {CapElicitation, "elicitation"},
    {CapElicitationForm, "elicitation.form"},
    {CapElicitationUrl, "elicitation.url"},
};

const Capability *capability(CapabilityBit bit)
{
    // The table is in bit order.
    return &Capabilities[qCountTrailingZeroBits(quint32(bit))];
}

quint32 capabilityBits(const lightjson::Object &caps)
{
    // One pass over the declared members (a handful) instead of a lookup per table entry:
    // the same answers as declares() for each path.
    struct Split
    {
        QLatin1String first;  ///< the path's first step
        QLatin1String rest;   ///< the steps after it; null when there are none
        bool oneStep = false; ///< rest is a single step (no dot)
    };
    static const auto splits = [] {
        std::array<Split, std::size(Capabilities)> out;
        for (size_t i = 0; i < out.size(); ++i) {
            const QLatin1String path(Capabilities[i].path);
            const qsizetype dot = path.indexOf(QLatin1Char('.'));
            out[i] = dot < 0 ? Split{path, QLatin1String(), false}
                             : Split{path.left(dot), path.mid(dot + 1), !path.mid(dot + 1).contains(QLatin1Char('.'))};
        }
        return out;
    }();
    quint32 bits = 0;
    // As written when no name repeats (QJsonObject's order would have to be made first); the
    // bits do not depend on the order, only on each name's value counting once.
    const bool repeats = caps.size() != caps.writtenEnd() - caps.writtenBegin();
    const auto end = repeats ? caps.end() : caps.writtenEnd();
    for (auto it = repeats ? caps.begin() : caps.writtenBegin(); it != end; ++it) {
        // The names are ASCII: a name's UTF-8 text equals one exactly when its bytes do.
        QByteArray decoded;
        QByteArrayView key = it.rawKey();
        if (key.isNull()) {
            decoded = it.key().toUtf8();
            key = decoded;
        }
        bool valueRead = false;
        lightjson::Value v;
        for (size_t i = 0; i < splits.size(); ++i) {
            const Split &split = splits[i];
            if (key.size() != split.first.size() || key != QByteArrayView(split.first.data(), split.first.size()))
                continue;
            if (!valueRead) {
                v = it.value();
                valueRead = true;
            }
            if (split.rest.isNull() ? declared(v)
                : split.oneStep     ? declared(v.toObject().value(split.rest))
                                    : v.isObject() && declares(v.toObject(), split.rest))
                bits |= Capabilities[i].bit;
        }
        if (valueRead && key == "elicitation" && v.isObject() && v.toObject().isEmpty())
            bits |= CapElicitationEmpty;
    }
    return bits;
}

/// The server capability a client request needs, or nullptr.
const Capability *serverCapabilityFor(McpMethod m)
{
    switch (m) {
    case McpMethod::ToolsList:
    case McpMethod::ToolsCall:
        return capability(CapTools);
    case McpMethod::ResourcesList:
    case McpMethod::ResourcesRead:
    case McpMethod::ResourcesTemplatesList:
        return capability(CapResources);
    case McpMethod::ResourcesSubscribe:
    case McpMethod::ResourcesUnsubscribe:
        return capability(CapResourcesSubscribe);
    case McpMethod::PromptsList:
    case McpMethod::PromptsGet:
        return capability(CapPrompts);
    case McpMethod::CompletionComplete:
        return capability(CapCompletions);
    case McpMethod::LoggingSetLevel:
        return capability(CapLogging);
    case McpMethod::TasksList:
        return capability(CapTasksList);
    case McpMethod::TasksCancel:
        return capability(CapTasksCancel);
    case McpMethod::TasksGet:
    case McpMethod::TasksResult:
        return capability(CapTasks);
    default:
        return nullptr;
    }
}

QString requesterName(Direction requester)
{
    return requester == Direction::ClientToServer ? QStringLiteral("client") : QStringLiteral("server");
}

void appendShapeDiagnostics(Diagnostics &shape, const QString &prefix, Diagnostics &out)
{
    if (shape.isEmpty())
        return;
    if (!prefix.isEmpty()) {
        for (Diagnostic &d : shape)
            d.pointer.prepend(prefix);
    }
    out.append(shape);
    shape.clear();
}

bool isUsableToken(const lightjson::Value &v)
{
    return v.isString() || classifyNumber(v) == NumberKind::Integer;
}

QString idText(const lightjson::Value &id)
{
    return idToDisplay(id.toJson());
}

/// Whether the shape rules of @p m's result read the params of its request (RequestFacts in
/// shaperules.h: the tool name of tools/call, "mode" and "requestedSchema" of
/// elicitation/create, "task" of the task-augmentable requests).
bool resultReadsParams(McpMethod m)
{
    return m == McpMethod::ToolsCall || m == McpMethod::SamplingCreateMessage || m == McpMethod::ElicitationCreate;
}

/// The x-mcp-header annotations of a tool's inputSchema (MCP 2026-07-28, basic/transports/
/// streamable-http#custom-headers): each header name with the chain of "properties" keys to its
/// argument. Only what the headers of a request are compared with; ModernMcp::paramHeaders is
/// the client's full reading of the keyword (which also refuses tools that break its rules).
void collectParamHeaders(const QJsonObject &schema, const QStringList &path,
                         QList<std::pair<QString, QStringList>> *out, int depth = 0)
{
    const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
    for (auto it = properties.begin(); it != properties.end() && depth < 16; ++it) {
        const QJsonObject property = it.value().toObject();
        const QStringList at = path + QStringList{it.key()};
        const QJsonValue header = property.value(QLatin1String("x-mcp-header"));
        if (header.isString() && !header.toString().isEmpty())
            out->append({header.toString(), at});
        collectParamHeaders(property, at, out, depth + 1);
    }
}

/// An argument's value as its Mcp-Param-* header carries it (before encoding): a string as it
/// is, a boolean as true/false, an integer in decimal; null when there is no value to send.
QString paramHeaderText(const lightjson::Value &v)
{
    if (v.isString())
        return v.toString();
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (classifyNumber(v) == NumberKind::Integer)
        return QString::number(v.toInteger());
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    return QString();
}

/// The key of the envelope's id: the integer classifyNumber() found, or IdKey::from().
IdKey idKey(const Envelope &e)
{
    if (!e.idIsInteger)
        return IdKey::from(e.id);
    IdKey k;
    k.type = IdKey::Integer;
    k.number = e.idInteger;
    return k;
}

} // namespace

const QStringList &knownProtocolVersions()
{
    static const QStringList versions{QStringLiteral("2024-11-05"), QStringLiteral("2025-03-26"),
                                      QStringLiteral("2025-06-18"), QStringLiteral("2025-11-25"),
                                      QStringLiteral("2026-07-28")};
    return versions;
}

SessionRules::SessionRules(const QString &forcedVersion)
    : m_forcedVersion(forcedVersion)
{
}

const QString &SessionRules::shapeVersion(bool modern) const
{
    if (modern)
        return isModernEra(protocolVersion()) ? protocolVersion() : ModernVersion;
    // A message without the envelope on a connection that speaks 2026-07-28 is reported by
    // the era's rules; its shape is read as the handshake era's.
    return isModernEra(protocolVersion()) && m_forcedVersion.isEmpty() ? DefaultVersion : protocolVersion();
}

const QString &SessionRules::protocolVersion() const
{
    if (!m_forcedVersion.isEmpty())
        return m_forcedVersion;
    return m_negotiatedVersion.isEmpty() ? DefaultVersion : m_negotiatedVersion;
}

void SessionRules::process(const Envelope &e, const lightjson::Object &light, Direction d, qsizetype index,
                           const QString &prefix, Diagnostics &out, QByteArrayView rawParams, QByteArrayView rawResult)
{
    m_lastAnswered.index = -1;
    m_hasLastSubscription = false;
    switch (e.kind) {
    case Envelope::Kind::Request:
        onRequest(e, light, d, index, prefix, out, rawParams);
        break;
    case Envelope::Kind::Notification:
        onNotification(e, light, d, index, prefix, out, rawParams);
        break;
    case Envelope::Kind::Result:
    case Envelope::Kind::Error:
        onResponse(e, light, d, index, prefix, out, rawResult);
        break;
    case Envelope::Kind::None:
        break;
    }
}

void SessionRules::onRequest(const Envelope &e, const lightjson::Object &light, Direction d, qsizetype index,
                             const QString &prefix, Diagnostics &out, QByteArrayView rawParams)
{
    const bool fromClient = d == Direction::ClientToServer;
    const QString &method = e.method;
    Side &s = side(d);

    IdKey key;
    if (e.idUsable) {
        key = idKey(e);
        const auto it = s.requests.constFind(key);
        if (it != s.requests.cend())
            out.append(
                makeDiagnostic(QLatin1String("session.request.idReused"),
                               tr("The %1 already used the id %2 for an earlier request (%3, message #%4); a requester "
                                  "must not reuse ids within a session.")
                                   .arg(requesterName(d), idText(e.id), previewText(it->method))
                                   .arg(it->index),
                               index, prefix + QLatin1String("/id")));
    }

    const bool modernRequest = fromClient && checkModernRequest(e, index, prefix, out);
    if (modernRequest) {
        const bool taskMethod = e.mcp == McpMethod::TasksGet || e.mcp == McpMethod::TasksCancel
                                || e.method == QLatin1String("tasks/update");
        if (taskMethod && m_modernAnswered && !m_serverTasksExtension)
            out.append(makeDiagnostic(QLatin1String("capability.server.missing"),
                                      tr("The client called %1, but the server did not declare the extension "
                                         "io.modelcontextprotocol/tasks in its server/discover result.")
                                          .arg(e.method),
                                      index, prefix + QLatin1String("/method")));
        else if (!taskMethod && (m_modernAnswered || m_initializeAnswered))
            checkCapabilities(e, d, index, prefix, out);
    } else if (fromClient) {
        if (e.mcp == McpMethod::Initialize) {
            if (m_initializeSent) {
                out.append(makeDiagnostic(
                    QLatin1String("lifecycle.initialize.repeated"),
                    tr("The client sent initialize a second time; a session is initialized exactly once."), index,
                    prefix + QLatin1String("/method")));
            } else {
                m_initializeSent = true;
                m_clientCapabilities = capabilityBits(e.params.value(QLatin1String("capabilities")).toObject());
                const lightjson::Value version = e.params.value(QLatin1String("protocolVersion"));
                if (!version.isUndefined() && (!version.isString() || !isDateVersion(version.toString())))
                    out.append(makeDiagnostic(
                        QLatin1String("lifecycle.protocolVersion.malformed"),
                        tr("The client asked for protocol version %1; MCP versions are strings of the "
                           "form YYYY-MM-DD, such as \"2025-11-25\".")
                            .arg(version.isString()
                                     ? QLatin1Char('"') + previewText(version.toString(), 40) + QLatin1Char('"')
                                     : idText(version)),
                        index, prefix + QLatin1String("/params/protocolVersion")));
            }
        } else if (e.mcp != McpMethod::Ping) {
            if (!m_initializeSent)
                out.append(
                    makeDiagnostic(QLatin1String("lifecycle.initialize.first"),
                                   tr("The client sent %1 before initialize; the first request of a session must be "
                                      "initialize (only ping may come before it).")
                                       .arg(previewText(method)),
                                   index, prefix + QLatin1String("/method")));
            else if (!m_initializeAnswered || !m_initializedSent)
                out.append(
                    makeDiagnostic(QLatin1String("lifecycle.request.beforeInitialized"),
                                   m_initializeAnswered
                                       ? tr("The client sent %1 before notifications/initialized; it should finish the "
                                            "handshake first.")
                                             .arg(previewText(method))
                                       : tr("The client sent %1 before the server answered initialize; only ping may "
                                            "be sent then.")
                                             .arg(previewText(method)),
                                   index, prefix + QLatin1String("/method")));
            if (m_initializeAnswered)
                checkCapabilities(e, d, index, prefix, out);
        }
    } else if (m_modern && !m_initializeSent) {
        out.append(
            makeDiagnostic(QLatin1String("modern.serverRequest"),
                           tr("The server sent the request %1 on a connection that speaks MCP 2026-07-28; servers "
                              "of this era send no requests, they ask for input inside the result "
                              "(input_required).")
                               .arg(previewText(method)),
                           index, prefix + QLatin1String("/method")));
    } else {
        if (e.mcp != McpMethod::Ping && !m_initializedSent)
            out.append(
                makeDiagnostic(QLatin1String("lifecycle.request.beforeInitialized"),
                               tr("The server sent %1 before the client's notifications/initialized; until then a "
                                  "server should send only ping requests (and log messages).")
                                   .arg(previewText(method)),
                               index, prefix + QLatin1String("/method")));
        if (m_initializeSent && e.mcp != McpMethod::Ping)
            checkCapabilities(e, d, index, prefix, out);
    }

    // What the answer's rules will read, taken from the view now; of the request's text only
    // an elicitation's requestedSchema is kept, as text (compiled when the answer comes, once
    // per distinct text).
    RequestFacts facts;
    if (resultReadsParams(e.mcp) && e.paramsValue.isObject()) {
        facts.toolName = e.params.value(QLatin1String("name")).toString();
        facts.task = e.params.value(QLatin1String("task")).isObject();
        facts.urlMode = e.params.value(QLatin1String("mode")).equals(QLatin1String("url"));
        const lightjson::Value requestedSchema = e.params.value(QLatin1String("requestedSchema"));
        facts.hasRequestedSchema = requestedSchema.isObject();
        if (facts.hasRequestedSchema)
            facts.requestedSchemaText = requestedSchema.raw().toByteArray();
    }
    const lightjson::Value token
        = e.params.value(QLatin1String("_meta")).toObject().value(QLatin1String("progressToken"));
    if (e.idUsable) {
        Request r;
        r.method = method;
        r.mcp = e.mcp;
        r.facts = facts;
        r.index = index;
        r.notificationStyle = e.notificationName;
        r.cursor = e.mcp == McpMethod::ToolsList && e.params.contains(QLatin1String("cursor"));
        r.modern = modernRequest;
        if (modernRequest) {
            r.tasksExtension = e.params.value(QLatin1String("_meta"))
                                   .toObject()
                                   .value(QLatin1String("io.modelcontextprotocol/clientCapabilities"))
                                   .toObject()
                                   .value(QLatin1String("extensions"))
                                   .toObject()
                                   .value(QLatin1String("io.modelcontextprotocol/tasks"))
                                   .isObject();
            r.version = e.params.value(QLatin1String("_meta"))
                            .toObject()
                            .value(QLatin1String("io.modelcontextprotocol/protocolVersion"))
                            .toString();
            const lightjson::Value name = e.mcp == McpMethod::ResourcesRead ? e.params.value(QLatin1String("uri"))
                                          : e.mcp == McpMethod::ToolsCall || e.mcp == McpMethod::PromptsGet
                                              ? e.params.value(QLatin1String("name"))
                                              : lightjson::Value();
            r.hasName = name.isString();
            if (r.hasName)
                r.name = name.toString();
            const auto tool = e.mcp == McpMethod::ToolsCall && r.hasName ? m_tools.constFind(r.name) : m_tools.cend();
            if (tool != m_tools.cend()) {
                QList<std::pair<QString, QStringList>> headers;
                collectParamHeaders(tool->object().value(QLatin1String("inputSchema")).toObject(), QStringList(),
                                    &headers);
                const lightjson::Object arguments = e.params.value(QLatin1String("arguments")).toObject();
                for (const auto &[header, path] : std::as_const(headers)) {
                    lightjson::Value v = lightjson::Value();
                    lightjson::Object at = arguments;
                    for (qsizetype i = 0; i < path.size(); ++i) {
                        v = at.value(path.at(i));
                        at = v.toObject();
                    }
                    r.paramHeaders.append({header, v.isUndefined() || v.isNull() ? QString() : paramHeaderText(v)});
                }
            }
        }
        if (isUsableToken(token)) {
            r.progressToken = IdKey::from(token);
            r.hasProgressToken = true;
            s.tokens.insert(r.progressToken, Progress{key, 0, false, true});
        }
        s.requests.emplace(key, std::move(r));
    }
    if (fromClient && e.mcp == McpMethod::ResourcesSubscribe) {
        const lightjson::Value uri = e.params.value(QLatin1String("uri"));
        if (uri.isString())
            m_subscribed.insert(uri.toString());
    }
    if (fromClient && modernRequest && e.idUsable && method == QLatin1String("subscriptions/listen"))
        m_listens.insert(key, Listen{index, false, false, false});
    if (fromClient && method == QLatin1String("subscriptions/listen")) {
        const lightjson::Array uris = e.params.value(QLatin1String("notifications"))
                                          .toObject()
                                          .value(QLatin1String("resourceSubscriptions"))
                                          .toArray();
        for (qsizetype i = 0; i < uris.size(); ++i) {
            if (uris.at(i).isString())
                m_subscribed.insert(uris.at(i).toString());
        }
    }

    Diagnostics shape;
    checkRequestShape(light,
                      ShapeContext{d, index, shapeVersion(fromClient && modernRequest), method, facts, &m_tools,
                                   m_toolSchemas.get(), e.mcp},
                      shape, rawParams, e.method, e.paramsValue);
    appendShapeDiagnostics(shape, prefix, out);
}

void SessionRules::checkCapabilities(const Envelope &e, Direction d, qsizetype index, const QString &prefix,
                                     Diagnostics &out)
{
    // Built only for a diagnostic: most requests are allowed.
    const auto pointer = [&prefix] { return prefix + QLatin1String("/method"); };
    if (d == Direction::ClientToServer) {
        const Capability *needed = serverCapabilityFor(e.mcp);
        if (needed && !(m_serverCapabilities & needed->bit))
            out.append(
                makeDiagnostic(QLatin1String("capability.server.missing"),
                               tr("The client called %1, but the server did not declare the \"%2\" capability in its "
                                  "initialize result.")
                                   .arg(e.method, QLatin1String(needed->path)),
                               index, pointer()));
        return;
    }
    auto missing = [&](const QString &what) {
        out.append(makeDiagnostic(QLatin1String("capability.client.missing"),
                                  tr("The server sent %1, but the client did not declare %2 in its initialize request.")
                                      .arg(previewText(e.method), what),
                                  index, pointer()));
    };
    const quint32 caps = m_clientCapabilities;
    switch (e.mcp) {
    case McpMethod::RootsList:
        if (!(caps & CapRoots))
            missing(tr("the \"roots\" capability"));
        break;
    case McpMethod::SamplingCreateMessage:
        if (!(caps & CapSampling))
            missing(tr("the \"sampling\" capability"));
        else if ((e.params.contains(QLatin1String("tools")) || e.params.contains(QLatin1String("toolChoice")))
                 && !(caps & CapSamplingTools))
            missing(tr("\"sampling.tools\" (needed for a sampling request with tools)"));
        break;
    case McpMethod::ElicitationCreate: {
        const bool url = e.params.value(QLatin1String("mode")).toString() == QLatin1String("url");
        if (!(caps & CapElicitation))
            missing(tr("the \"elicitation\" capability"));
        else if (url && !(caps & CapElicitationUrl))
            missing(tr("\"elicitation.url\" (needed for a URL-mode elicitation)"));
        // An empty elicitation object means form mode (for compatibility with 2025-06-18).
        else if (!url && !(caps & (CapElicitationEmpty | CapElicitationForm)))
            missing(tr("\"elicitation.form\" (needed for a form-mode elicitation)"));
        break;
    }
    case McpMethod::TasksList:
    case McpMethod::TasksCancel:
    case McpMethod::TasksGet:
    case McpMethod::TasksResult: {
        const Capability *needed = serverCapabilityFor(e.mcp); // the same names on both sides
        if (!(caps & needed->bit))
            missing(tr("the \"%1\" capability").arg(QLatin1String(needed->path)));
        break;
    }
    default:
        break;
    }
}

void SessionRules::onNotification(const Envelope &e, const lightjson::Object &light, Direction d, qsizetype index,
                                  const QString &prefix, Diagnostics &out, QByteArrayView rawParams)
{
    const bool fromClient = d == Direction::ClientToServer;
    const QString &method = e.method;
    const lightjson::Object &params = e.params;
    const bool modern = m_modern && !m_initializeSent;
    if (modern && !fromClient)
        checkListenNotification(e, index, prefix, out);

    if (!fromClient
        && (method == QLatin1String("notifications/tasks/status") || method == QLatin1String("notifications/tasks")))
        noteTaskStatus(params, index, prefix + QLatin1String("/params"), out);

    switch (e.mcp) {
    case McpMethod::Progress: {
        // Progress is sent by whoever received the request that carried the token.
        const lightjson::Value token = params.value(QLatin1String("progressToken"));
        if (isUsableToken(token)) {
            Side &requester = side(opposite(d));
            const auto it = requester.tokens.find(IdKey::from(token));
            if (it == requester.tokens.end()) {
                out.append(makeDiagnostic(
                    QLatin1String("session.progress.token"),
                    tr("Progress for the token %1, which no request of the %2 carried in _meta.progressToken.")
                        .arg(idText(token), requesterName(opposite(d))),
                    index, prefix + QLatin1String("/params/progressToken")));
            } else if (!it->active) {
                const Request req = requester.requests.value(it->request);
                out.append(
                    makeDiagnostic(QLatin1String("session.progress.late"),
                                   tr("Progress for the token %1 after its request (%2, message #%3) was already "
                                      "finished; progress must stop when the operation completes.")
                                       .arg(idText(token), previewText(req.method))
                                       .arg(req.index),
                                   index, prefix + QLatin1String("/params/progressToken")));
            } else {
                const lightjson::Value progress = params.value(QLatin1String("progress"));
                if (progress.isDouble()) {
                    const double value = progress.toDouble();
                    if (it->hasLast && !(value > it->last))
                        out.append(makeDiagnostic(
                            QLatin1String("session.progress.decreasing"),
                            tr("The progress value %1 does not increase (the previous notification for this "
                               "token said %2); progress must grow with every notification.")
                                .arg(value)
                                .arg(it->last),
                            index, prefix + QLatin1String("/params/progress")));
                    it->last = value;
                    it->hasLast = true;
                }
            }
        }
        break;
    }
    case McpMethod::Cancelled: {
        // Only the sender of a request may cancel it.
        const lightjson::Value requestId = params.value(QLatin1String("requestId"));
        if (isUsableToken(requestId)) {
            Side &s = side(d);
            const auto it = s.requests.find(IdKey::from(requestId));
            if (it == s.requests.end()) {
                out.append(makeDiagnostic(QLatin1String("session.cancelled.unknown"),
                                          tr("The %1 cancelled request %2, but it never sent a request with that id.")
                                              .arg(requesterName(d), idText(requestId)),
                                          index, prefix + QLatin1String("/params/requestId")));
            } else if (it->mcp == McpMethod::Initialize) {
                out.append(makeDiagnostic(
                    QLatin1String("session.cancelled.initialize"),
                    tr("The client cancelled initialize; the initialize request must never be cancelled."), index,
                    prefix + QLatin1String("/params/requestId")));
            } else if (it->state == State::Pending || it->state == State::TimedOut) {
                it->state = State::Cancelled;
                if (it->hasProgressToken) {
                    const auto token = s.tokens.find(it->progressToken);
                    if (token != s.tokens.end() && token->request == it.key())
                        token->active = false;
                }
            }
        }
        break;
    }
    case McpMethod::Initialized:
        if (!fromClient)
            break;
        if (!m_initializeAnswered && !m_initializedSent)
            out.append(makeDiagnostic(
                QLatin1String("lifecycle.initialized.early"),
                m_initializeSent
                    ? tr("The client sent notifications/initialized before the server answered initialize.")
                    : tr("The client sent notifications/initialized without sending initialize first."),
                index, prefix + QLatin1String("/method")));
        m_initializedSent = true;
        break;
    case McpMethod::RootsListChanged:
        if (fromClient && m_initializeSent && !(m_clientCapabilities & CapRootsListChanged))
            out.append(makeDiagnostic(QLatin1String("capability.listChanged"),
                                      tr("The client sent notifications/roots/list_changed but did not declare "
                                         "\"roots.listChanged\" in its initialize request."),
                                      index, prefix + QLatin1String("/method")));
        break;
    case McpMethod::Message:
        if (!fromClient && m_initializeAnswered && !(m_serverCapabilities & CapLogging))
            out.append(
                makeDiagnostic(QLatin1String("capability.logging"),
                               tr("The server sent a log message (notifications/message) but did not declare the "
                                  "\"logging\" capability."),
                               index, prefix + QLatin1String("/method")));
        break;
    case McpMethod::ResourcesUpdated: {
        const lightjson::Value uri = params.value(QLatin1String("uri"));
        if (!fromClient && uri.isString() && !m_subscribed.contains(uri.toString()))
            out.append(makeDiagnostic(QLatin1String("session.resources.unsubscribed"),
                                      tr("The server reported an update of %1, but the client never subscribed to it "
                                         "(resources/subscribe).")
                                          .arg(previewText(uri.toString(), 80)),
                                      index, prefix + QLatin1String("/params/uri")));
        break;
    }
    case McpMethod::ToolsListChanged:
    case McpMethod::PromptsListChanged:
    case McpMethod::ResourcesListChanged: {
        if (fromClient)
            break;
        const Capability *needed = capability(e.mcp == McpMethod::ToolsListChanged     ? CapToolsListChanged
                                              : e.mcp == McpMethod::PromptsListChanged ? CapPromptsListChanged
                                                                                       : CapResourcesListChanged);
        if (e.mcp == McpMethod::ToolsListChanged) {
            m_tools.clear(); // what we knew may be stale now
            m_toolSchemas.reset();
        }
        if (m_initializeAnswered && !(m_serverCapabilities & needed->bit))
            out.append(makeDiagnostic(QLatin1String("capability.listChanged"),
                                      tr("The server sent %1 but did not declare \"%2\" in its initialize result.")
                                          .arg(method, QLatin1String(needed->path)),
                                      index, prefix + QLatin1String("/method")));
        break;
    }
    default:
        break;
    }

    Diagnostics shape;
    checkNotificationShape(
        light, ShapeContext{d, index, shapeVersion(modern), method, RequestFacts(), &m_tools, nullptr, e.mcp}, shape,
        rawParams, e.method, e.paramsValue);
    appendShapeDiagnostics(shape, prefix, out);
}

void SessionRules::onResponse(const Envelope &e, const lightjson::Object &light, Direction d, qsizetype index,
                              const QString &prefix, Diagnostics &out, QByteArrayView rawResult)
{
    if (!e.idUsable)
        return; // a null id (an error about an unreadable request) or one already reported
    const Direction requester = opposite(d);
    Side &s = side(requester);
    const IdKey key = idKey(e);
    auto it = s.requests.find(key);
    if (it == s.requests.end()) {
        IdKey other;
        if (key.swapped(&other))
            it = s.requests.find(other);
        if (it != s.requests.end() && it->state != State::Answered) {
            out.append(
                makeDiagnostic(QLatin1String("session.response.idType"),
                               tr("The response's id is %1 but the request it answers (%2, message #%3) has the id %4: "
                                  "ids must match in type as well as value.")
                                   .arg(idText(e.id), previewText(it->method))
                                   .arg(it->index)
                                   .arg(idToDisplay(it.key().toJson())),
                               index, prefix + QLatin1String("/id")));
        } else {
            out.append(makeDiagnostic(QLatin1String("session.response.unknownId"),
                                      tr("This response has the id %1, but the %2 never sent a request with that id.")
                                          .arg(idText(e.id), requesterName(requester)),
                                      index, prefix + QLatin1String("/id")));
            return;
        }
    }
    if (it->state == State::Answered) {
        out.append(
            makeDiagnostic(QLatin1String("session.response.duplicate"),
                           tr("Request %1 (%2, message #%3) was already answered; a request gets exactly one response.")
                               .arg(idText(e.id), previewText(it->method))
                               .arg(it->index),
                           index, prefix + QLatin1String("/id")));
        return;
    }
    it->state = State::Answered;
    if (it->hasProgressToken) {
        const auto token = s.tokens.find(it->progressToken);
        if (token != s.tokens.end() && token->request == it.key())
            token->active = false;
    }
    // Nothing below adds or removes requests: the entry stays where it is.
    const QString &method = it->method;
    const McpMethod mcp = it->mcp;
    const bool cursor = it->cursor;
    const RequestFacts facts = std::exchange(it->facts, RequestFacts());
    const Request request = *it;
    if (request.modern && requester == Direction::ClientToServer) {
        m_lastAnswered
            = AnsweredRequest{request.method,      request.version, request.name,
                              request.hasName,     request.index,   e.kind == Envelope::Kind::Error ? e.errorCode : 0,
                              request.paramHeaders};
    }
    bool listenEndedUnacknowledged = false;
    if (requester == Direction::ClientToServer) {
        const auto listen = m_listens.find(it.key());
        if (listen != m_listens.end() && !listen->ended) {
            listen->ended = true;
            listenEndedUnacknowledged = e.kind == Envelope::Kind::Result && !listen->acknowledged && !listen->reported;
            listen->reported = listen->reported || listenEndedUnacknowledged;
        }
    }
    if (listenEndedUnacknowledged)
        out.append(makeDiagnostic(
            QLatin1String("modern.listen.unacknowledged"),
            tr("The server ended the subscription of the subscriptions/listen request (message #%1) without ever "
               "acknowledging it (notifications/subscriptions/acknowledged); a client cannot tell "
               "which notifications it was going to get.")
                .arg(request.index),
            index, prefix + QLatin1String("/result")));
    if (e.kind == Envelope::Kind::Error && requester == Direction::ClientToServer && (request.modern || m_modern))
        checkModernError(request, light.value(QLatin1String("error")).toObject(), index, prefix, out);

    if (request.modern && e.kind == Envelope::Kind::Error && mcp == McpMethod::ResourcesRead && e.errorCode == -32002)
        out.append(
            makeDiagnostic(QLatin1String("modern.resource.notFoundCode"),
                           tr("The server answered resources/read with -32002; MCP 2026-07-28 uses -32602 (invalid "
                              "params) for a resource that is not found. Older servers used -32002."),
                           index, prefix + QLatin1String("/error/code")));
    if (e.kind != Envelope::Kind::Result || !e.result.isObject())
        return;
    const lightjson::Object result = e.result.toObject();
    bool inputRequired = false;
    if (request.modern && requester == Direction::ClientToServer) {
        if (!checkModernResult(request, result, index, prefix, out))
            return;
        // A request for input, or a task (the tasks extension): not the method's result.
        inputRequired = result.value(QLatin1String("resultType")).equals(QLatin1String("input_required"))
                        || result.value(QLatin1String("resultType")).equals(QLatin1String("task"));
    }
    if (requester == Direction::ClientToServer && mcp == McpMethod::Initialize)
        onInitializeResult(result, index, prefix, out);

    Diagnostics shape;
    checkResultShape(result,
                     ShapeContext{d, index, shapeVersion(request.modern && requester == Direction::ClientToServer),
                                  method, facts, &m_tools, m_toolSchemas.get(), mcp},
                     shape, rawResult);
    if (!shape.isEmpty())
        appendShapeDiagnostics(shape, prefix + QLatin1String("/result"), out);
    if (requester == Direction::ClientToServer) {
        // Task states, in both eras: a CreateTaskResult (2025-11-25: under "task"; the tasks
        // extension: the result itself), tasks/get and (2025-11-25) tasks/cancel.
        if (mcp == McpMethod::ToolsCall && request.modern
            && result.value(QLatin1String("resultType")).equals(QLatin1String("task")))
            noteTaskStatus(result, index, prefix + QLatin1String("/result"), out);
        else if (mcp == McpMethod::ToolsCall && !request.modern && facts.task
                 && result.value(QLatin1String("task")).isObject()) {
            const lightjson::Object task = result.value(QLatin1String("task")).toObject();
            // 2025-11-25: the call's progress token stays valid for the task's life.
            const lightjson::Value taskId = task.value(QLatin1String("taskId"));
            const auto token = request.hasProgressToken ? s.tokens.find(request.progressToken) : s.tokens.end();
            if (taskId.isString() && token != s.tokens.end() && token->request == it.key()
                && m_taskTokens.size() < 10000) {
                token->active = true;
                m_taskTokens.insert(taskId.toString(), request.progressToken);
            }
            noteTaskStatus(task, index, prefix + QLatin1String("/result/task"), out);
        } else if (mcp == McpMethod::TasksGet || (mcp == McpMethod::TasksCancel && !request.modern))
            noteTaskStatus(result, index, prefix + QLatin1String("/result"), out);
    }
    if (inputRequired)
        return; // a request for input, not the method's result

    if (requester == Direction::ClientToServer && mcp == McpMethod::ToolsList) {
        // One whole list in one text: its compiled schemas can be shared with sessions that
        // receive the same text. A page added to earlier ones has no such set.
        if (!cursor) {
            m_tools.clear();
            m_toolSchemas = toolSchemaSet(rawResult);
        } else {
            m_toolSchemas.reset();
        }
        // The same text made the same map in an earlier session: share it (implicitly shared,
        // so a later page detaches this session's copy).
        if (const ToolsByName *shared = m_toolSchemas ? sharedToolsByName(*m_toolSchemas) : nullptr) {
            m_tools = *shared;
            return;
        }
        // The names are read in the view; each Tool is kept as its text, made a tree only when a
        // call of that tool is checked (once per distinct list text and thread: later sessions
        // share this map).
        const lightjson::Array tools = result.value(QLatin1String("tools")).toArray();
        for (qsizetype i = 0; i < tools.size(); ++i) {
            const lightjson::Object tool = tools.at(i).toObject();
            const lightjson::Value name = tool.value(QLatin1String("name"));
            if (name.isString())
                m_tools.insert(name.toString(), ObjectText(tool.raw().toByteArray()));
        }
        if (m_toolSchemas)
            shareToolsByName(*m_toolSchemas, m_tools);
    }
}

bool SessionRules::checkModernRequest(const Envelope &e, qsizetype index, const QString &prefix, Diagnostics &out)
{
    const lightjson::Object meta = e.params.value(QLatin1String("_meta")).toObject();
    const lightjson::Value version = meta.value(QLatin1String("io.modelcontextprotocol/protocolVersion"));
    const bool modern
        = version.isString() && version.toString().size() == 10 && version.toString() >= QLatin1String("2026-07-28");
    const QString metaPointer = prefix + QLatin1String("/params/_meta");
    if (!modern) {
        if (m_modernAnswered && !m_initializeSent && e.mcp != McpMethod::Initialize)
            out.append(
                makeDiagnostic(QLatin1String("modern.envelope.missing"),
                               tr("The client sent %1 without the request envelope (_meta with "
                                  "io.modelcontextprotocol/protocolVersion and clientCapabilities), although the "
                                  "connection speaks MCP 2026-07-28.")
                                   .arg(previewText(e.method)),
                               index, metaPointer));
        if (m_modernAnswered && !m_initializeSent && e.mcp == McpMethod::Initialize)
            out.append(
                makeDiagnostic(QLatin1String("modern.method.removed"),
                               tr("The client sent initialize on a connection that already speaks MCP 2026-07-28, "
                                  "which has no handshake."),
                               index, prefix + QLatin1String("/method")));
        return false;
    }
    m_modern = true;
    const lightjson::Value capabilities = meta.value(QLatin1String("io.modelcontextprotocol/clientCapabilities"));
    if (!capabilities.isObject())
        out.append(
            makeDiagnostic(QLatin1String("modern.envelope.missing"),
                           tr("The request's _meta names protocol version %1 but has no "
                              "io.modelcontextprotocol/clientCapabilities object; every request of MCP 2026-07-28 "
                              "declares the client's capabilities.")
                               .arg(previewText(version.toString(), 20)),
                           index, metaPointer));
    else if (!m_initializeSent)
        m_clientCapabilities = capabilityBits(capabilities.toObject());
    if (!meta.value(QLatin1String("io.modelcontextprotocol/clientInfo")).isObject())
        out.append(makeDiagnostic(QLatin1String("modern.clientInfo.missing"),
                                  tr("The request's _meta has no io.modelcontextprotocol/clientInfo; clients of MCP "
                                     "2026-07-28 should name themselves on every request."),
                                  index, metaPointer));
    static const QStringList removed{QStringLiteral("ping"),
                                     QStringLiteral("logging/setLevel"),
                                     QStringLiteral("resources/subscribe"),
                                     QStringLiteral("resources/unsubscribe"),
                                     QStringLiteral("initialize"),
                                     QStringLiteral("tasks/result"),
                                     QStringLiteral("tasks/list")};
    if (removed.contains(e.method))
        out.append(
            makeDiagnostic(QLatin1String("modern.method.removed"),
                           tr("The client sent %1 with the envelope of MCP 2026-07-28, which removed that method.")
                               .arg(previewText(e.method)),
                           index, prefix + QLatin1String("/method")));
    const lightjson::Value state = e.params.value(QLatin1String("requestState"));
    if (state.isString() && !m_requestStates.contains(qHash(state.toString())))
        out.append(makeDiagnostic(QLatin1String("modern.requestState.changed"),
                                  tr("The client sent a requestState that the server never gave in this session; a "
                                     "client must echo the server's requestState unchanged."),
                                  index, prefix + QLatin1String("/params/requestState")));
    return true;
}

void SessionRules::noteTaskStatus(const lightjson::Object &task, qsizetype index, const QString &pointer,
                                  Diagnostics &out)
{
    const lightjson::Value id = task.value(QLatin1String("taskId"));
    const lightjson::Value status = task.value(QLatin1String("status"));
    if (!id.isString() || !status.isString())
        return; // the shape rules say what is missing
    const QString now = status.toString();
    static const QStringList terminal{QStringLiteral("completed"), QStringLiteral("failed"),
                                      QStringLiteral("cancelled")};
    if (m_taskStatus.size() > 10000 && !m_taskStatus.contains(id.toString()))
        return; // a bound on what a hostile server can make the validator keep
    if (terminal.contains(now)) {
        // The task's progress token (2025-11-25) ends with it.
        const auto token = m_taskTokens.constFind(id.toString());
        if (token != m_taskTokens.cend()) {
            Side &client = side(Direction::ClientToServer);
            const auto progress = client.tokens.find(token.value());
            if (progress != client.tokens.end())
                progress->active = false;
            m_taskTokens.erase(token);
        }
    }
    QString &before = m_taskStatus[id.toString()];
    if (terminal.contains(before) && before != now)
        out.append(
            makeDiagnostic(QLatin1String("mcp.task.statusBackwards"),
                           tr("The task %1 was already %2, and now the server says it is %3; a task in a terminal "
                              "status (completed, failed, cancelled) must stay in it.")
                               .arg(previewText(id.toString(), 60), before, previewText(now, 30)),
                           index, pointer + QLatin1String("/status")));
    else
        before = now;
}

bool SessionRules::checkModernResult(const Request &request, const lightjson::Object &result, qsizetype index,
                                     const QString &prefix, Diagnostics &out)
{
    const QString resultPointer = prefix + QLatin1String("/result");
    const lightjson::Value type = result.value(QLatin1String("resultType"));
    // A result without resultType is what an earlier-era server sends (a client must read it
    // as "complete"): it does not make the connection a modern one, and a client may fall
    // back to initialize after it.
    if (!type.isUndefined())
        m_modernAnswered = true;
    if (type.isUndefined()) {
        out.append(makeDiagnostic(QLatin1String("modern.resultType"),
                                  tr("The result of %1 has no resultType; servers of MCP 2026-07-28 must say "
                                     "\"complete\" or \"input_required\".")
                                      .arg(previewText(request.method)),
                                  index, resultPointer));
    } else if (type.equals(QLatin1String("task"))) {
        // The tasks extension (SEP-2663): only for tools/call, and only to a client that
        // declared the extension on that very request.
        if (request.mcp != McpMethod::ToolsCall)
            out.append(
                makeDiagnostic(QLatin1String("modern.task.method"),
                               tr("The server answered %1 with a task (resultType \"task\"); only tools/call may "
                                  "be answered with a task.")
                                   .arg(previewText(request.method)),
                               index, resultPointer + QLatin1String("/resultType")));
        else if (!request.tasksExtension)
            out.append(
                makeDiagnostic(QLatin1String("modern.task.undeclared"),
                               tr("The server answered tools/call with a task (resultType \"task\"), but the client "
                                  "did not declare the extension io.modelcontextprotocol/tasks on that request."),
                               index, resultPointer + QLatin1String("/resultType")));
        return request.mcp == McpMethod::ToolsCall; // the shape rules read it as a CreateTaskResult
    } else if (!type.equals(QLatin1String("complete")) && !type.equals(QLatin1String("input_required"))) {
        out.append(makeDiagnostic(QLatin1String("modern.resultType"),
                                  tr("The result of %1 has the resultType %2, which is none of \"complete\", "
                                     "\"input_required\" and \"task\".")
                                      .arg(previewText(request.method), idText(type)),
                                  index, resultPointer + QLatin1String("/resultType")));
        return false;
    }
    if (type.equals(QLatin1String("input_required"))) {
        if (request.mcp != McpMethod::ToolsCall && request.mcp != McpMethod::ResourcesRead
            && request.mcp != McpMethod::PromptsGet)
            out.append(makeDiagnostic(QLatin1String("modern.inputRequired"),
                                      tr("The server answered %1 with input_required; only tools/call, resources/read "
                                         "and prompts/get may ask for input.")
                                          .arg(previewText(request.method)),
                                      index, resultPointer + QLatin1String("/resultType")));
        const lightjson::Value asks = result.value(QLatin1String("inputRequests"));
        const lightjson::Value state = result.value(QLatin1String("requestState"));
        if (asks.isUndefined() && state.isUndefined())
            out.append(makeDiagnostic(QLatin1String("modern.inputRequired"),
                                      tr("The input_required result has neither inputRequests nor requestState: the "
                                         "client cannot tell what to send again."),
                                      index, resultPointer));
        const lightjson::Object askObject = asks.toObject();
        for (auto it = askObject.begin(); it != askObject.end(); ++it) {
            const lightjson::Value kind = it.value().toObject().value(QLatin1String("method"));
            if (!kind.equals(QLatin1String("elicitation/create"))
                && !kind.equals(QLatin1String("sampling/createMessage")) && !kind.equals(QLatin1String("roots/list")))
                out.append(
                    makeDiagnostic(QLatin1String("modern.inputRequired"),
                                   tr("The input request \"%1\" asks for %2, which is not elicitation/create, "
                                      "sampling/createMessage or roots/list.")
                                       .arg(previewText(it.key(), 60),
                                            kind.isString() ? previewText(kind.toString(), 60) : tr("nothing known")),
                                   index, resultPointer + QLatin1String("/inputRequests/") + it.key()));
        }
        if (state.isString())
            m_requestStates.insert(qHash(state.toString()));
        return true; // the shape rules read it as an InputRequiredResult
    }
    if (request.method == QLatin1String("server/discover")) {
        m_serverCapabilities = capabilityBits(result.value(QLatin1String("capabilities")).toObject());
        m_serverTasksExtension = result.value(QLatin1String("capabilities"))
                                     .toObject()
                                     .value(QLatin1String("extensions"))
                                     .toObject()
                                     .value(QLatin1String("io.modelcontextprotocol/tasks"))
                                     .isObject();
        const lightjson::Array versions = result.value(QLatin1String("supportedVersions")).toArray();
        for (qsizetype i = 0; i < versions.size(); ++i) {
            if (versions.at(i).isString() && knownProtocolVersions().contains(versions.at(i).toString())
                && versions.at(i).toString() >= QLatin1String("2026-07-28"))
                m_negotiatedVersion = versions.at(i).toString();
        }
    }
    const bool cacheable
        = request.mcp == McpMethod::ToolsList || request.mcp == McpMethod::PromptsList
          || request.mcp == McpMethod::ResourcesList || request.mcp == McpMethod::ResourcesTemplatesList
          || request.mcp == McpMethod::ResourcesRead || request.method == QLatin1String("server/discover");
    if (cacheable) {
        // Their types and values are the shape rules' (mcp.member.type, mcp.member.value).
        QStringList missing;
        if (result.value(QLatin1String("ttlMs")).isUndefined())
            missing << QStringLiteral("ttlMs");
        if (result.value(QLatin1String("cacheScope")).isUndefined())
            missing << QStringLiteral("cacheScope");
        if (!missing.isEmpty())
            out.append(
                makeDiagnostic(QLatin1String("modern.cacheable.missing"),
                               tr("The result of %1 lacks %2; MCP 2026-07-28 asks every list, resources/read and "
                                  "server/discover result for ttlMs (a number of milliseconds) and cacheScope "
                                  "(\"public\" or \"private\").")
                                   .arg(previewText(request.method), missing.join(QStringLiteral(" and "))),
                               index, resultPointer));
    }
    return true;
}

void SessionRules::onInitializeResult(const lightjson::Object &result, qsizetype index, const QString &prefix,
                                      Diagnostics &out)
{
    m_initializeAnswered = true;
    m_serverCapabilities = capabilityBits(result.value(QLatin1String("capabilities")).toObject());
    const lightjson::Value version = result.value(QLatin1String("protocolVersion"));
    if (version.isUndefined())
        return; // a shape rule says so
    const QString pointer = prefix + QLatin1String("/result/protocolVersion");
    if (!version.isString() || !isDateVersion(version.toString())) {
        out.append(makeDiagnostic(
            QLatin1String("lifecycle.protocolVersion.malformed"),
            tr("The server answered protocol version %1; MCP versions are strings of the form "
               "YYYY-MM-DD, such as \"2025-11-25\".")
                .arg(version.isString() ? QLatin1Char('"') + previewText(version.toString(), 40) + QLatin1Char('"')
                                        : idText(version)),
            index, pointer));
    } else if (!knownProtocolVersions().contains(version.toString())) {
        out.append(
            makeDiagnostic(QLatin1String("lifecycle.protocolVersion.unsupported"),
                           tr("The server answered protocol version \"%1\", which is not a published MCP revision "
                              "(known: %2); the client cannot speak it and should disconnect.")
                               .arg(version.toString(), knownProtocolVersions().join(QStringLiteral(", "))),
                           index, pointer));
    } else {
        m_negotiatedVersion = version.toString();
    }
}

void SessionRules::timedOut(Direction requester, const QJsonValue &id, qint64 timeoutMs, Diagnostics &out)
{
    Side &s = side(requester);
    const auto it = s.requests.find(IdKey::from(id));
    if (it == s.requests.end() || it->state != State::Pending)
        return;
    it->state = State::TimedOut;
    out.append(makeDiagnostic(QLatin1String("session.request.timeout"),
                              tr("The %1 did not answer %2 (id %3) within %4 s.")
                                  .arg(requesterName(opposite(requester)), previewText(it->method), idToDisplay(id))
                                  .arg(double(timeoutMs) / 1000.0),
                              it->index, QString()));
}

void SessionRules::finish(Diagnostics &out)
{
    Diagnostics found;
    for (Direction d : {Direction::ClientToServer, Direction::ServerToClient}) {
        for (auto it = side(d).requests.begin(); it != side(d).requests.end(); ++it) {
            if (it->state != State::Pending || it->notificationStyle)
                continue;
            // A listen stream is answered only when the server ends it: one cut off with the
            // session is no unanswered request.
            if (d == Direction::ClientToServer && m_listens.contains(it.key()))
                continue;
            it->state = State::Reported;
            found.append(
                makeDiagnostic(QLatin1String("session.request.unanswered"),
                               tr("The %1's request %2 (id %3) was never answered.")
                                   .arg(requesterName(d), previewText(it->method), idToDisplay(it.key().toJson())),
                               it->index, QString()));
        }
    }
    for (auto it = m_listens.begin(); it != m_listens.end(); ++it) {
        if (it->ended || it->acknowledged || it->reported)
            continue;
        it->reported = true;
        found.append(
            makeDiagnostic(QLatin1String("modern.listen.unacknowledged"),
                           tr("The server never acknowledged the subscription of this subscriptions/listen request "
                              "(notifications/subscriptions/acknowledged) before the session ended."),
                           it->index, QString()));
    }
    std::sort(found.begin(), found.end(),
              [](const Diagnostic &a, const Diagnostic &b) { return a.messageIndex < b.messageIndex; });
    out.append(found);
}

void SessionRules::checkListenNotification(const Envelope &e, qsizetype index, const QString &prefix, Diagnostics &out)
{
    const lightjson::Value subscription = e.params.value(QLatin1String("_meta")).toObject().value(SubscriptionIdKey);
    const QString metaPointer = prefix + QLatin1String("/params/_meta");
    if (e.method == QLatin1String("notifications/subscriptions/acknowledged")) {
        if (subscription.isUndefined()) {
            out.append(makeDiagnostic(QLatin1String("modern.listen.subscriptionId"),
                                      tr("The server acknowledged a subscription without saying which one: the "
                                         "acknowledgement has no io.modelcontextprotocol/subscriptionId in its _meta."),
                                      index, metaPointer));
            return;
        }
        if (isUsableToken(subscription)) {
            const auto it = m_listens.find(IdKey::from(subscription));
            if (it != m_listens.end()) {
                it->acknowledged = true;
                m_lastSubscription = it.key();
                m_hasLastSubscription = true;
            }
        }
        return;
    }
    if (subscription.isUndefined()) {
        // These travel only on a listen stream in this era, and there every notification names
        // its subscription.
        const bool listenOnly = e.mcp == McpMethod::ToolsListChanged || e.mcp == McpMethod::PromptsListChanged
                                || e.mcp == McpMethod::ResourcesListChanged || e.mcp == McpMethod::ResourcesUpdated;
        if (listenOnly)
            out.append(
                makeDiagnostic(QLatin1String("modern.listen.subscriptionId"),
                               tr("The server sent %1 without io.modelcontextprotocol/subscriptionId in its _meta; "
                                  "in MCP 2026-07-28 it comes only on a subscriptions/listen stream, and every "
                                  "notification there must name the subscription it belongs to.")
                                   .arg(previewText(e.method)),
                               index, metaPointer));
        return;
    }
    if (!isUsableToken(subscription))
        return; // the shape rules say what is wrong with it
    const auto it = m_listens.find(IdKey::from(subscription));
    if (it != m_listens.end()) {
        m_lastSubscription = it.key();
        m_hasLastSubscription = true;
    }
    if (it == m_listens.end() || it->acknowledged || it->reported)
        return;
    it->reported = true;
    out.append(makeDiagnostic(
        QLatin1String("modern.listen.unacknowledged"),
        tr("The server sent %1 on the subscription of the subscriptions/listen request (message #%2) before acknowledging that "
           "subscription; notifications/subscriptions/acknowledged must come first.")
            .arg(previewText(e.method))
            .arg(it->index),
        index, prefix + QLatin1String("/method")));
}

void SessionRules::noteListenExchange(int exchange)
{
    if (!m_hasLastSubscription)
        return;
    const auto it = m_listens.find(m_lastSubscription);
    if (it != m_listens.end() && it->exchange < 0)
        it->exchange = exchange;
}

void SessionRules::listenStreamEnded(int exchange, bool judged, qsizetype index, Diagnostics &out)
{
    // The stream that carried a subscription's messages is known by them; a stream that carried
    // none is the one open listen no other stream is known for, when there is exactly one.
    auto found = m_listens.end();
    int candidates = 0;
    for (auto it = m_listens.begin(); it != m_listens.end(); ++it) {
        if (it->exchange == exchange) {
            found = it;
            candidates = 1;
            break;
        }
        if (!it->ended && it->exchange < 0) {
            found = it;
            ++candidates;
        }
    }
    if (candidates != 1)
        return;
    found->ended = true;
    found->exchange = exchange;
    if (!judged || found->acknowledged || found->reported)
        return;
    found->reported = true;
    out.append(makeDiagnostic(QLatin1String("modern.listen.unacknowledged"),
                              tr("The server's stream for the subscriptions/listen request (message #%1) ended without "
                                 "acknowledging the subscription (notifications/subscriptions/acknowledged).")
                                  .arg(found->index),
                              index));
}

void SessionRules::checkModernError(const Request &request, const lightjson::Object &error, qsizetype index,
                                    const QString &prefix, Diagnostics &out)
{
    const qint64 code = error.value(QLatin1String("code")).toInteger(0);
    const lightjson::Value data = error.value(QLatin1String("data"));
    const QString dataPointer = prefix + QLatin1String("/error/data");
    if (code == -32022) {
        const lightjson::Array supported = data.toObject().value(QLatin1String("supported")).toArray();
        bool strings = data.toObject().value(QLatin1String("supported")).isArray() && !supported.isEmpty();
        for (qsizetype i = 0; strings && i < supported.size(); ++i)
            strings = supported.at(i).isString();
        if (!strings) {
            out.append(
                makeDiagnostic(QLatin1String("modern.error.data"),
                               tr("The server refused the protocol version (error -32022) without listing the "
                                  "versions it supports (error.data.supported, a list of version strings), so the "
                                  "client cannot pick one it could use instead."),
                               index, dataPointer));
            return;
        }
        // A request that named no version in its envelope leaves nothing to repeat.
        if (!request.version.isEmpty() && !data.toObject().value(QLatin1String("requested")).isString()) {
            out.append(makeDiagnostic(QLatin1String("modern.error.data"),
                                      tr("The server refused the protocol version (error -32022) without naming the "
                                         "version it was asked for (error.data.requested)."),
                                      index, dataPointer));
            return;
        }
        if (!request.version.isEmpty()) {
            for (qsizetype i = 0; i < supported.size(); ++i) {
                if (supported.at(i).toString() == request.version) {
                    out.append(
                        makeDiagnostic(QLatin1String("modern.error.data"),
                                       tr("The server refused protocol version %1 (error -32022) but lists that very "
                                          "version as supported.")
                                           .arg(previewText(request.version, 20)),
                                       index, dataPointer));
                    return;
                }
            }
        }
    } else if (code == -32021) {
        if (!data.toObject().value(QLatin1String("requiredCapabilities")).isObject())
            out.append(makeDiagnostic(QLatin1String("modern.error.data"),
                                      tr("The server said a client capability is missing (error -32021) without naming "
                                         "it (error.data.requiredCapabilities), so the client cannot tell what to "
                                         "declare."),
                                      index, dataPointer));
    }
}

} // namespace mcpscope
