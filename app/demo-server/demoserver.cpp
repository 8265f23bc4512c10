// SPDX-License-Identifier: MIT
#include "demoserver.h"

#include "argumentvalidator.h"
#include "demotools.h"
#include "modernprotocol.h"
#include "stdinreader.h"
#include "toolresult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QScopedValueRollback>
#include <QStringList>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

const QStringList &DemoServer::logLevels()
{
    // Severity order of RFC 5424, as MCP uses it.
    static const QStringList levels{QStringLiteral("debug"),   QStringLiteral("info"),     QStringLiteral("notice"),
                                    QStringLiteral("warning"), QStringLiteral("error"),    QStringLiteral("critical"),
                                    QStringLiteral("alert"),   QStringLiteral("emergency")};
    return levels;
}

namespace {

QString latestProtocolVersion()
{
    return QStringLiteral("2025-11-25");
}

} // namespace

QString DemoServer::instructions()
{
    return QStringLiteral(
        "# mcpscope demo server\n\n"
        "A small MCP server that ships with mcpscope, so every part of the protocol can be tried "
        "without installing anything.\n\n"
        "- **Tools**: `echo`, `add` (structured output), `all-types` (one argument of every type), "
        "`get-image`, `get-audio`, `get-resource-links`, `get-embedded-resource`, `fail` (a tool error), "
        "`long-running` (progress and cancellation), `slow_count` (runs as a task: follow it with "
        "`tasks/get`, cancel it with `tasks/cancel`; `confirm` makes it wait for the user first), `ask-sampling`, `ask-elicitation` and `list-roots` "
        "(requests to the client), `toggle-tools`, `add-note` and `log-something`.\n"
        "- **Resources**: 25 notes, data sets and images under `demo://` (10 a page), `demo://clock` "
        "(subscribe to it for an update every 2 s), and the templates `demo://greeting/{name}` and "
        "`demo://numbers/{n}`.\n"
        "- **Prompts**: `simple`, `greeting` and `review-code` (completion for `language`).\n"
        "- **Logging**: pick a level with `logging/setLevel`, then call `log-something`.\n");
}

namespace {

bool isValidId(const QJsonValue &id)
{
    if (id.isString())
        return true;
    if (!id.isDouble())
        return false;
    const double d = id.toDouble();
    return std::isfinite(d) && d == std::trunc(d);
}

using ToolResult::jsonText;

QJsonObject textResult(const QString &text, bool isError = false)
{
    return ToolResult::text(text, isError);
}

bool writeAll(const QByteArray &bytes)
{
    const char *data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
#ifdef Q_OS_WIN
        const qsizetype n = ::_write(1, data, static_cast<unsigned>(left));
#else
        const qsizetype n = ::write(1, data, static_cast<size_t>(left));
#endif
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += n;
        left -= n;
    }
    return true;
}

} // namespace

DemoServer::DemoServer(QObject *parent)
    : QObject(parent)
    , m_tools {
        { QStringLiteral("echo"), &DemoServer::toolEcho },
        { QStringLiteral("add"), &DemoServer::toolAdd },
        { QStringLiteral("all-types"), &DemoServer::toolAllTypes },
        { QStringLiteral("get-image"), &DemoServer::toolGetImage },
        { QStringLiteral("get-audio"), &DemoServer::toolGetAudio },
        { QStringLiteral("get-resource-links"), &DemoServer::toolGetResourceLinks },
        { QStringLiteral("get-embedded-resource"), &DemoServer::toolGetEmbeddedResource },
        { QStringLiteral("fail"), &DemoServer::toolFail },
        { QStringLiteral("long-running"), &DemoServer::toolLongRunning },
        { QStringLiteral("ask-sampling"), &DemoServer::toolAskSampling },
        { QStringLiteral("ask-elicitation"), &DemoServer::toolAskElicitation },
        { QStringLiteral("list-roots"), &DemoServer::toolListRoots },
        { QStringLiteral("toggle-tools"), &DemoServer::toolToggleTools },
        { QStringLiteral("add-note"), &DemoServer::toolAddNote },
        { QStringLiteral("log-something"), &DemoServer::toolLogSomething },
        { QStringLiteral("show_counter"), &DemoServer::toolShowCounter },
        { QStringLiteral("counter_increment"), &DemoServer::toolCounterIncrement },
        { QStringLiteral("slow_count"), &DemoServer::toolSlowCount },
        { DemoTools::extraToolName(), &DemoServer::toolExtra },
    }
    , m_inputTools {
        { QStringLiteral("ask-sampling"), &DemoServer::inputAskSampling },
        { QStringLiteral("ask-elicitation"), &DemoServer::inputAskElicitation },
        { QStringLiteral("list-roots"), &DemoServer::inputListRoots },
    }
{
    m_clockTimer.setInterval(2000);
    connect(&m_clockTimer, &QTimer::timeout, this, [this] {
        announce(Change::ResourceUpdated, QStringLiteral("notifications/resources/updated"),
                 QJsonObject{{QStringLiteral("uri"), DemoContent::clockUri()}});
    });
}

DemoServer::~DemoServer() = default;

void DemoServer::setOutput(Output output)
{
    m_output = std::move(output);
}

QString DemoServer::version()
{
    return QStringLiteral("1.0.0");
}

QStringList DemoServer::supportedProtocolVersions()
{
    return {latestProtocolVersion(), QStringLiteral("2025-06-18"), QStringLiteral("2025-03-26"),
            QStringLiteral("2024-11-05")};
}

QString DemoServer::requestKey(const QJsonValue &id)
{
    return id.isString() ? QStringLiteral("s:") + id.toString()
                         : QStringLiteral("n:") + QString::number(id.toInteger());
}

void DemoServer::logLine(const QString &text)
{
    QByteArray line = text.toUtf8();
    line.append('\n');
    std::fwrite(line.constData(), 1, static_cast<size_t>(line.size()), stderr);
    std::fflush(stderr);
}

// --- input ------------------------------------------------------------------------------

void DemoServer::handleLine(const QByteArray &line)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Valid JSON that is not an object (e.g. 42 or "x") is an invalid request, not a parse error.
        QByteArray wrapped;
        wrapped.reserve(line.size() + 2);
        wrapped.append('[').append(line).append(']');
        QJsonParseError wrappedError;
        QJsonDocument::fromJson(wrapped, &wrappedError);
        if (wrappedError.error == QJsonParseError::NoError) {
            logLine(QStringLiteral("input line is JSON but not an object"));
            sendError(
                QJsonValue(QJsonValue::Undefined),
                RpcError{RpcError::InvalidRequest, QStringLiteral("Invalid Request: a message must be a JSON object")});
            return;
        }
        logLine(QStringLiteral("unparsable input line (%1 bytes): %2 at offset %3")
                    .arg(line.size())
                    .arg(parseError.errorString())
                    .arg(parseError.offset));
        sendError(
            QJsonValue(QJsonValue::Undefined),
            RpcError{
                RpcError::ParseError,
                QStringLiteral("Parse error: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset)});
        return;
    }
    if (document.isArray()) {
        logLine(QStringLiteral("refused a JSON-RPC batch"));
        sendError(
            QJsonValue(QJsonValue::Undefined),
            RpcError{RpcError::InvalidRequest,
                     QStringLiteral(
                         "Invalid Request: JSON-RPC batches are not supported (MCP removed them in 2025-06-18)")});
        return;
    }
    if (!document.isObject()) {
        sendError(
            QJsonValue(QJsonValue::Undefined),
            RpcError{RpcError::InvalidRequest, QStringLiteral("Invalid Request: a message must be a JSON object")});
        return;
    }
    handleMessage(document.object());
}

void DemoServer::handleOverlongLine(qsizetype length)
{
    logLine(QStringLiteral("dropped an input line of %1 bytes (too long)").arg(length));
    sendError(
        QJsonValue(QJsonValue::Undefined),
        RpcError{RpcError::InvalidRequest,
                 QStringLiteral("Invalid Request: a message of %1 bytes is longer than the %2 bytes this server reads")
                     .arg(length)
                     .arg(StdinReader::MaxLineLength)});
}

void DemoServer::handleMessage(const QJsonObject &message)
{
    const bool hasId = message.contains(u"id");
    const QJsonValue id = message.value(u"id");
    const QJsonValue replyId = isValidId(id) ? id : QJsonValue(QJsonValue::Undefined);
    // Whatever is sent while handling a request belongs to it.
    const QScopedValueRollback<QString> context(m_context, message.contains(u"method") && isValidId(id) ? requestKey(id)
                                                                                                        : m_context);
    const bool jsonrpcOk = message.value(u"jsonrpc") == QJsonValue(QStringLiteral("2.0"));
    const auto invalid = [&](const QString &why) {
        logLine(QStringLiteral("invalid message: ") + why);
        sendError(replyId, RpcError{RpcError::InvalidRequest, QStringLiteral("Invalid Request: ") + why});
    };

    if (message.contains(u"method")) {
        const QJsonValue method = message.value(u"method");
        if (!method.isString()) {
            if (hasId)
                invalid(QStringLiteral("method must be a string"));
            return;
        }
        const QJsonValue params = message.value(u"params");
        if (!hasId) {
            // Notifications never get a response, not even an error.
            if (!jsonrpcOk || (!params.isUndefined() && !params.isObject())) {
                logLine(QStringLiteral("ignored a malformed notification ") + method.toString());
                return;
            }
            handleNotification(method.toString(), params.toObject());
            return;
        }
        if (!isValidId(id)) {
            invalid(QStringLiteral("id must be a string or an integer"));
            return;
        }
        if (!jsonrpcOk) {
            invalid(QStringLiteral("jsonrpc must be \"2.0\""));
            return;
        }
        if (!params.isUndefined() && !params.isObject()) {
            sendError(id,
                      RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: params must be an object")});
            return;
        }
        const Request request{id, requestKey(id), method.toString(), params.toObject()};
        if (m_modernEnabled && ModernProtocol::isModernRequest(request.method, request.params))
            handleModernRequest(request);
        else
            handleRequest(request);
        return;
    }
    if (message.contains(u"result") || message.contains(u"error")) {
        handleResponse(message);
        return;
    }
    invalid(QStringLiteral("a message needs a method, a result or an error"));
}

void DemoServer::handleRequest(const Request &request)
{
    const QString &method = request.method;
    if (!m_initialized && method != u"initialize" && method != u"ping") {
        logLine(QStringLiteral("refused %1 before initialize").arg(method));
        sendError(request.id, RpcError{RpcError::InvalidRequest, QStringLiteral("Server not initialized")});
        return;
    }
    if (method == u"tools/call") {
        callTool(request);
        return;
    }
    if (method == u"tasks/get" || method == u"tasks/result" || method == u"tasks/list" || method == u"tasks/cancel") {
        handleTaskRequest(request, false);
        return;
    }

    RpcError error;
    QJsonObject result;
    const QJsonObject &params = request.params;
    if (method == u"initialize") {
        result = initialize(params, &error);
    } else if (method == u"ping") {
        // The empty result.
    } else if (method == u"tools/list") {
        result = paginate(DemoTools::definitions(m_extraTool), QStringLiteral("tools"), params, 100, &error);
    } else if (method == u"resources/list") {
        result = paginate(m_content.resources(), QStringLiteral("resources"), params, 10, &error);
    } else if (method == u"resources/templates/list") {
        result = paginate(m_content.resourceTemplates(), QStringLiteral("resourceTemplates"), params, 100, &error);
    } else if (method == u"resources/read") {
        result = readResource(params, &error);
    } else if (method == u"resources/subscribe") {
        result = subscribe(params, true, &error);
    } else if (method == u"resources/unsubscribe") {
        result = subscribe(params, false, &error);
    } else if (method == u"prompts/list") {
        result = paginate(m_content.prompts(), QStringLiteral("prompts"), params, 100, &error);
    } else if (method == u"prompts/get") {
        result = getPrompt(params, &error);
    } else if (method == u"completion/complete") {
        result = complete(params, &error);
    } else if (method == u"logging/setLevel") {
        result = setLevel(params, &error);
    } else {
        logLine(QStringLiteral("unknown method ") + method);
        error = RpcError{RpcError::MethodNotFound, QStringLiteral("Method not found"),
                         QJsonObject{{QStringLiteral("method"), method}}};
    }
    if (error.isSet())
        sendError(request.id, error);
    else
        sendResult(request.id, result);
}

void DemoServer::handleNotification(const QString &method, const QJsonObject &params)
{
    if (method == u"notifications/initialized") {
        logLine(QStringLiteral("client is initialized"));
    } else if (method == u"notifications/cancelled") {
        const QJsonValue requestId = params.value(u"requestId");
        if (isValidId(requestId))
            cancelCall(requestKey(requestId), params.value(u"reason").toString());
    } else if (method == u"notifications/roots/list_changed") {
        logLine(QStringLiteral("the client's roots changed"));
    } else {
        logLine(QStringLiteral("ignored notification ") + method);
    }
}

void DemoServer::handleResponse(const QJsonObject &message)
{
    const QJsonValue id = message.value(u"id");
    const auto it = id.isString() ? m_outgoing.find(id.toString()) : m_outgoing.end();
    if (it == m_outgoing.end()) {
        logLine(QStringLiteral("ignored a response to unknown request id ") + jsonText(id));
        return;
    }
    const OutgoingRequest request = it.value();
    m_outgoing.erase(it);

    RpcError error;
    QJsonObject result;
    if (message.contains(u"error")) {
        const QJsonObject e = message.value(u"error").toObject();
        error = RpcError{e.value(u"code").toInt(), e.value(u"message").toString(), e.value(u"data")};
        if (error.code == 0)
            error.code = RpcError::InternalError;
        if (error.message.isEmpty())
            error.message = QStringLiteral("(no message)");
    } else if (!message.value(u"result").isObject()) {
        error = RpcError{RpcError::InternalError, QStringLiteral("the client's result is not a JSON object")};
    } else {
        result = message.value(u"result").toObject();
    }
    logLine(QStringLiteral("<- %1 %2 %3")
                .arg(id.toString(), request.method,
                     error.isSet() ? QStringLiteral("error: ") + error.message : QStringLiteral("ok")));

    const auto call = m_calls.find(request.callKey);
    if (call != m_calls.end())
        call->outgoingId.clear();
    else if (!request.callKey.startsWith(taskCallKey(QString())))
        return; // the tool call was cancelled meanwhile (a task's handler finds its task itself)
    const QScopedValueRollback<QString> context(m_context, request.callKey);
    request.handler(result, error);
}

// --- output -----------------------------------------------------------------------------

void DemoServer::send(const QJsonObject &message)
{
    if (m_output) {
        m_output(message, m_context);
        return;
    }
    QByteArray bytes = QJsonDocument(message).toJson(QJsonDocument::Compact);
    bytes.append('\n');
    if (!writeAll(bytes))
        logLine(QStringLiteral("cannot write to stdout: ") + QString::fromLocal8Bit(std::strerror(errno)));
}

void DemoServer::sendResult(const QJsonValue &id, const QJsonObject &result)
{
    const bool modern = m_modernKeys.remove(requestKey(id));
    send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                     {QStringLiteral("id"), id},
                     {QStringLiteral("result"), modern ? ModernProtocol::finishResult(result) : result}});
}

void DemoServer::sendError(const QJsonValue &id, const RpcError &error)
{
    QJsonObject errorObject{{QStringLiteral("code"), error.code}, {QStringLiteral("message"), error.message}};
    if (!error.data.isUndefined())
        errorObject.insert(QStringLiteral("data"), error.data);
    QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("error"), errorObject}};
    // When the request's id is unknown, protocol 2025-11-25 leaves id out (it may not be null);
    // older protocols follow JSON-RPC 2.0, which asks for null.
    if (!id.isUndefined()) {
        message.insert(QStringLiteral("id"), id);
        m_modernKeys.remove(requestKey(id));
    } else if (!m_protocolVersion.isEmpty() && m_protocolVersion < latestProtocolVersion())
        message.insert(QStringLiteral("id"), QJsonValue(QJsonValue::Null));
    send(message);
}

void DemoServer::sendNotification(const QString &method, const QJsonObject &params)
{
    QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        message.insert(QStringLiteral("params"), params);
    send(message);
}

void DemoServer::sendRequest(const QString &callKey, const QString &method, const QJsonObject &params,
                             ResponseHandler handler)
{
    const QString id = QStringLiteral("srv-%1").arg(m_nextOutgoingId++);
    m_outgoing.insert(id, OutgoingRequest{callKey, method, std::move(handler)});
    const auto call = m_calls.find(callKey);
    if (call != m_calls.end())
        call->outgoingId = id;
    QJsonObject message{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                        {QStringLiteral("id"), id},
                        {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        message.insert(QStringLiteral("params"), params);
    logLine(QStringLiteral("-> %1 %2").arg(id, method));
    send(message);
}

void DemoServer::log(const QString &level, const QString &text)
{
    // 2026-07-28: only a request that named a log level in its _meta gets log messages.
    const auto call = m_calls.constFind(m_context);
    const bool modern = call != m_calls.cend() && call->modern;
    const int threshold = modern ? call->logLevel : m_logLevel;
    if (threshold < 0 || logLevels().indexOf(level) < threshold)
        return;
    sendNotification(QStringLiteral("notifications/message"),
                     QJsonObject{{QStringLiteral("level"), level},
                                 {QStringLiteral("logger"), QStringLiteral("mcpscope-demo")},
                                 {QStringLiteral("data"), text}});
}

// --- requests ---------------------------------------------------------------------------

QJsonObject DemoServer::initialize(const QJsonObject &params, RpcError *error)
{
    if (m_initialized) {
        *error = RpcError{RpcError::InvalidRequest, QStringLiteral("Server already initialized")};
        return QJsonObject();
    }
    const QJsonValue requested = params.value(u"protocolVersion");
    if (!requested.isString()) {
        *error = RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: protocolVersion must be a string")};
        return QJsonObject();
    }
    m_protocolVersion
        = supportedProtocolVersions().contains(requested.toString()) ? requested.toString() : latestProtocolVersion();
    m_clientCapabilities = params.value(u"capabilities").toObject();
    m_clientName = params.value(u"clientInfo").toObject().value(u"name").toString();
    m_initialized = true;
    logLine(QStringLiteral("initialize from %1: protocol %2 (asked for %3)")
                .arg(m_clientName.isEmpty() ? QStringLiteral("an unnamed client") : m_clientName, m_protocolVersion,
                     requested.toString()));

    const QJsonObject capabilities{
        {QStringLiteral("tools"), QJsonObject{{QStringLiteral("listChanged"), true}}},
        {QStringLiteral("resources"),
         QJsonObject{{QStringLiteral("subscribe"), true}, {QStringLiteral("listChanged"), true}}},
        {QStringLiteral("prompts"), QJsonObject{{QStringLiteral("listChanged"), true}}},
        {QStringLiteral("logging"), QJsonObject()},
        {QStringLiteral("completions"), QJsonObject()},
        {QStringLiteral("tasks"), taskCapability()},
    };
    return QJsonObject{
        {QStringLiteral("protocolVersion"), m_protocolVersion},
        {QStringLiteral("capabilities"), capabilities},
        {QStringLiteral("serverInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("mcpscope-demo")},
                                                   {QStringLiteral("title"), QStringLiteral("mcpscope demo server")},
                                                   {QStringLiteral("version"), version()}}},
        {QStringLiteral("instructions"), instructions()},
    };
}

QJsonObject DemoServer::paginate(const QJsonArray &items, const QString &key, const QJsonObject &params,
                                 qsizetype pageSize, RpcError *error) const
{
    static const QByteArray prefix = QByteArrayLiteral("offset:");
    constexpr auto encoding = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
    qsizetype offset = 0;
    const QJsonValue cursor = params.value(u"cursor");
    if (!cursor.isUndefined() && !cursor.isNull()) {
        bool ok = false;
        if (cursor.isString()) {
            const auto decoded = QByteArray::fromBase64Encoding(cursor.toString().toLatin1(),
                                                                encoding | QByteArray::AbortOnBase64DecodingErrors);
            if (decoded && decoded.decoded.startsWith(prefix)) {
                offset = decoded.decoded.mid(prefix.size()).toLongLong(&ok);
                ok = ok && offset >= 0 && offset <= items.size();
            }
        }
        if (!ok) {
            *error = RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: unknown cursor")};
            return QJsonObject();
        }
    }
    QJsonArray page;
    for (qsizetype i = offset; i < items.size() && i < offset + pageSize; ++i)
        page.append(items.at(i));
    QJsonObject result{{key, page}};
    if (offset + pageSize < items.size()) {
        const QByteArray next = prefix + QByteArray::number(offset + pageSize);
        result.insert(QStringLiteral("nextCursor"), QString::fromLatin1(next.toBase64(encoding)));
    }
    return result;
}

QJsonObject DemoServer::readResource(const QJsonObject &params, RpcError *error) const
{
    const QJsonValue uri = params.value(u"uri");
    if (!uri.isString()) {
        *error = RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: uri must be a string")};
        return QJsonObject();
    }
    const QJsonObject contents = m_content.read(uri.toString(), error);
    if (error->isSet())
        return QJsonObject();
    return QJsonObject{{QStringLiteral("contents"), QJsonArray{contents}}};
}

QJsonObject DemoServer::subscribe(const QJsonObject &params, bool on, RpcError *error)
{
    const QJsonValue uri = params.value(u"uri");
    if (!uri.isString()) {
        *error = RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: uri must be a string")};
        return QJsonObject();
    }
    if (on) {
        m_content.read(uri.toString(), error);
        if (error->isSet())
            return QJsonObject();
        m_subscriptions.insert(uri.toString());
    } else {
        m_subscriptions.remove(uri.toString());
    }
    logLine(QStringLiteral("%1 %2").arg(on ? QStringLiteral("subscribed to") : QStringLiteral("unsubscribed from"),
                                        uri.toString()));
    updateClockTimer();
    return QJsonObject();
}

QJsonObject DemoServer::getPrompt(const QJsonObject &params, RpcError *error) const
{
    const QJsonValue name = params.value(u"name");
    const QJsonValue arguments = params.value(u"arguments");
    if (!name.isString()) {
        *error = RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: name must be a string")};
        return QJsonObject();
    }
    if (!arguments.isUndefined() && !arguments.isNull() && !arguments.isObject()) {
        *error = RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: arguments must be an object")};
        return QJsonObject();
    }
    return m_content.getPrompt(name.toString(), arguments.toObject(), error);
}

QJsonObject DemoServer::complete(const QJsonObject &params, RpcError *error) const
{
    const QJsonObject ref = params.value(u"ref").toObject();
    const QJsonObject argument = params.value(u"argument").toObject();
    if (ref.isEmpty() || !argument.value(u"name").isString() || !argument.value(u"value").isString()) {
        *error = RpcError{RpcError::InvalidParams,
                          QStringLiteral("Invalid params: completion/complete needs ref and argument {name, value}")};
        return QJsonObject();
    }
    return m_content.complete(ref, argument.value(u"name").toString(), argument.value(u"value").toString(), error);
}

QJsonObject DemoServer::setLevel(const QJsonObject &params, RpcError *error)
{
    const QString level = params.value(u"level").toString();
    const qsizetype index = logLevels().indexOf(level);
    if (index < 0) {
        *error = RpcError{RpcError::InvalidParams,
                          QStringLiteral("Invalid params: unknown logging level '%1'").arg(level)};
        return QJsonObject();
    }
    m_logLevel = int(index);
    logLine(QStringLiteral("logging level set to ") + level);
    return QJsonObject();
}

// --- tool calls -------------------------------------------------------------------------

void DemoServer::callTool(const Request &request)
{
    const QJsonValue nameValue = request.params.value(u"name");
    if (!nameValue.isString()) {
        sendError(request.id,
                  RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: name must be a string")});
        return;
    }
    const QString name = nameValue.toString();
    const QJsonObject definition = DemoTools::definition(name, m_extraTool);
    const ToolHandler handler = m_tools.value(name);
    if (definition.isEmpty() || !handler) {
        logLine(QStringLiteral("unknown tool ") + name);
        sendError(request.id, RpcError{RpcError::InvalidParams, QStringLiteral("Unknown tool: ") + name});
        return;
    }
    const QJsonValue argumentsValue = request.params.value(u"arguments");
    if (!argumentsValue.isUndefined() && !argumentsValue.isNull() && !argumentsValue.isObject()) {
        sendError(request.id,
                  RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: arguments must be an object")});
        return;
    }
    if (m_calls.contains(request.key)) {
        sendError(
            request.id,
            RpcError{
                RpcError::InvalidRequest,
                QStringLiteral("Invalid Request: id %1 is already used by a running call").arg(jsonText(request.id))});
        return;
    }
    const QJsonObject arguments = argumentsValue.toObject();
    logLine(QStringLiteral("tools/call ") + name);

    // Like the official SDKs: bad arguments are a tool error the model can read, not a protocol error.
    const QString problem = ArgumentValidator::check(arguments, definition.value(u"inputSchema").toObject());
    if (!problem.isEmpty()) {
        sendResult(request.id,
                   textResult(QStringLiteral("Invalid arguments for tool '%1': %2.").arg(name, problem), true));
        return;
    }

    ToolCall call;
    call.id = request.id;
    call.tool = name;
    call.modern = m_modernKeys.contains(request.key);
    // A task: 2025-11-25 asks with params.task; 2026-07-28 declares the extension in the envelope
    // (and params.task means nothing there).
    const QJsonValue taskParam = request.params.value(u"task");
    const bool runsAsTask = definition.value(u"execution").toObject().value(u"taskSupport").toString() == u"optional";
    bool asTask = false;
    if (call.modern) {
        asTask = runsAsTask && declaresTasks(request.params);
    } else if (!taskParam.isUndefined()) {
        if (!taskParam.isObject()) {
            sendError(request.id,
                      RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: task must be an object")});
            return;
        }
        if (!runsAsTask) {
            sendError(request.id, RpcError{RpcError::MethodNotFound,
                                           QStringLiteral("Tool %1 does not run as a task (its execution.taskSupport "
                                                          "is forbidden)")
                                               .arg(name)});
            return;
        }
        asTask = true;
    }
    ToolHandler run = handler;
    if (call.modern) {
        call.params = request.params;
        call.logLevel = int(logLevels().indexOf(
            request.params.value(u"_meta").toObject().value(ModernProtocol::logLevelKey()).toString()));
        // Tools that ask the client something do it with an InputRequiredResult in 2026-07-28.
        run = m_inputTools.value(name, handler);
    }
    const QJsonValue token = request.params.value(u"_meta").toObject().value(u"progressToken");
    if (isValidId(token)) // a progress token has the same types as a request id
        call.progressToken = token;
    m_calls.insert(request.key, call);
    if (asTask) {
        if (arguments.value(u"confirm").toBool(false)) {
            // Form elicitation; a bare "elicitation": {} means form mode.
            const QJsonValue elicitation
                = (call.modern ? ModernProtocol::clientCapabilities(request.params) : m_clientCapabilities)
                      .value(u"elicitation");
            const bool canAsk
                = elicitation.isObject()
                  && (elicitation.toObject().contains(u"form") || !elicitation.toObject().contains(u"url"));
            if (!canAsk) {
                finishCall(request.key, textResult(QStringLiteral("confirm asks the user through a form "
                                                                  "(elicitation/create), and the client did not "
                                                                  "declare form elicitation."),
                                                   true));
                return;
            }
        }
        startTask(request.key, arguments, call.modern ? 0 : qint64(taskParam.toObject().value(u"ttl").toDouble(0)),
                  call.modern);
        return;
    }
    (this->*run)(request.key, arguments);
}

bool DemoServer::takeCall(const QString &callKey, ToolCall *call)
{
    const auto it = m_calls.find(callKey);
    if (it == m_calls.end())
        return false;
    *call = it.value();
    m_calls.erase(it);
    if (call->timer) {
        call->timer->stop();
        call->timer->deleteLater();
    }
    return true;
}

void DemoServer::finishCall(const QString &callKey, const QJsonObject &result)
{
    ToolCall call;
    if (takeCall(callKey, &call))
        sendResult(call.id, result);
}

void DemoServer::cancelCall(const QString &callKey, const QString &reason)
{
    if (m_listeners.remove(callKey)) {
        // Ending a subscription: no response follows.
        m_modernKeys.remove(callKey);
        updateClockTimer();
        logLine(QStringLiteral("subscriptions/listen ended%1")
                    .arg(reason.isEmpty() ? QString() : QStringLiteral(": ") + reason));
        Q_EMIT requestDropped(callKey);
        return;
    }
    ToolCall call;
    if (!takeCall(callKey, &call)) {
        logLine(QStringLiteral("cancellation for a request that is not running (ignored)"));
        return;
    }
    m_modernKeys.remove(callKey);
    if (!call.outgoingId.isEmpty()) {
        const QScopedValueRollback<QString> context(m_context, callKey);
        m_outgoing.remove(call.outgoingId);
        sendNotification(QStringLiteral("notifications/cancelled"),
                         QJsonObject{{QStringLiteral("requestId"), call.outgoingId},
                                     {QStringLiteral("reason"),
                                      QStringLiteral("The tool call that sent this request was cancelled")}});
    }
    // A cancelled request gets no response at all.
    logLine(QStringLiteral("tools/call %1 cancelled%2")
                .arg(call.tool, reason.isEmpty() ? QString() : QStringLiteral(": ") + reason));
    Q_EMIT requestDropped(callKey);
}

bool DemoServer::clientHas(const QString &capability, const QString &subCapability) const
{
    const QJsonValue value = m_clientCapabilities.value(capability);
    if (!value.isObject())
        return false;
    if (subCapability.isEmpty())
        return true;
    const QJsonObject object = value.toObject();
    // A bare "elicitation": {} means form mode (how clients of 2025-06-18 declare it).
    const bool bareElicitation = capability == u"elicitation" && subCapability == u"form" && !object.contains(u"url");
    return object.contains(subCapability) || bareElicitation;
}
