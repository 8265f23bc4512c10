// SPDX-License-Identifier: MIT
#include "rulecatalogue.h"

#include <QHash>

namespace mcpscope {

namespace {

struct RuleRow
{
    const char *code;
    Severity severity;
    const char *summary;
    /// MCP page relative to the 2025-11-25 specification ("basic#requests"), an MCP page of
    /// another revision ("2025-06-18/changelog"), "JSON-RPC 2.0 §N", "RFC NNNN §N", or
    /// "mcpscope" for limits of our own.
    const char *specRef;
};

constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;
[[maybe_unused]] constexpr Severity I = Severity::Info;

// Every rule, one row each. Codes are stable: never rename or reuse one; retire a rule by
// keeping its row and saying so in the summary. RULES.md is generated from this table (the
// tst_validation catalogue test prints the new page when they disagree).
const RuleRow Rows[] = {
    // --- stdio framing ------------------------------------------------------------------
    {"stdio.notJson", E,
     "A line on stdout (or stdin) that is not JSON: stdout pollution, e.g. a log line that belongs on stderr",
     "basic/transports#stdio"},
    {"stdio.multiline", E, "A message spread over several lines (pretty-printed JSON or embedded newlines)",
     "basic/transports#stdio"},
    {"stdio.emptyLine", W, "An empty line where a message was expected", "basic/transports#stdio"},
    {"stdio.crlf", W, "A line ended by CR LF instead of LF", "basic/transports#stdio"},
    {"stdio.contentLength", W, "LSP-style Content-Length framing instead of one message a line (decoded anyway)",
     "basic/transports#stdio"},
    {"stdio.badHeader", E, "A Content-Length header block that cannot be understood", "basic/transports#stdio"},
    {"stdio.unterminated", E, "The stream ended in the middle of a message", "basic/transports#stdio"},
    {"stdio.noFinalNewline", W, "The last message is complete but not followed by a newline", "basic/transports#stdio"},
    {"stdio.writeAfterClose", W, "The peer wrote after the connection was closed", "basic/lifecycle#shutdown"},

    // --- HTTP (Streamable HTTP and HTTP+SSE) ---------------------------------------------
    {"http.contentType", E,
     "A POST answered 200 with a Content-Type other than application/json or text/event-stream (an HTML login page, plain text)",
     "basic/transports#sending-messages-to-the-server"},
    {"http.accepted.body", W, "A 202 Accepted response that has a body",
     "basic/transports#sending-messages-to-the-server"},
    {"http.status.serverError", E, "The server failed with an HTTP 5xx status", "RFC 9110 §15.6"},
    {"http.unauthorized.challenge", E, "A 401 response without a WWW-Authenticate header",
     "basic/authorization#authorization-server-location"},
    {"http.sessionId.chars", E, "An Mcp-Session-Id with characters outside visible ASCII (0x21 to 0x7E)",
     "basic/transports#session-management"},
    {"http.sessionId.changed", E, "A response that carries a session id other than the one the server issued",
     "basic/transports#session-management"},
    {"http.sessionId.missing", E, "A request after the server issued a session id that does not carry it",
     "basic/transports#session-management"},
    {"http.protocolVersionHeader", E,
     "A request after the handshake without the MCP-Protocol-Version header, or with another version than the session's",
     "basic/transports#protocol-version-header"},
    {"http.sse.framing", W, "An event stream that ended in the middle of an event (the event is lost)",
     "basic/transports#streamable-http"},

    // --- the message as bytes -----------------------------------------------------------
    {"message.tooLarge", W, "A message larger than the configured limit (10 MiB unless changed)", "mcpscope"},
    {"json.invalid", E, "A message that is not JSON", "RFC 8259 §2"},
    {"json.utf8", E, "A message that is not valid UTF-8 (the offset of the first bad byte is reported)",
     "basic/transports"},
    {"json.bom", W,
     "A message that starts with a UTF-8 byte order mark, which JSON sent over a network must not have (read anyway)",
     "RFC 8259 §8.1"},
    {"json.duplicateKey", W, "An object with the same member name twice: receivers disagree about which value wins",
     "RFC 8259 §4"},

    // --- JSON-RPC 2.0 structure ---------------------------------------------------------
    {"jsonrpc.message.type", E, "A message or batch element that is not a JSON object", "JSON-RPC 2.0 §4"},
    {"jsonrpc.message.kind", E, "An object that is neither a request, a notification nor a response",
     "JSON-RPC 2.0 §4"},
    {"jsonrpc.version.missing", E, "The \"jsonrpc\" member is missing", "JSON-RPC 2.0 §4"},
    {"jsonrpc.version.value", E, "\"jsonrpc\" is not exactly the string \"2.0\"", "JSON-RPC 2.0 §4"},
    {"jsonrpc.id.type", E, "An id that is neither a string nor an integer", "basic#requests"},
    {"jsonrpc.id.null", E, "A null id on a request or a result (MCP forbids null ids)", "basic#requests"},
    {"jsonrpc.id.fractional", E, "A numeric id with a fractional part", "basic#requests"},
    {"jsonrpc.id.precision", W, "An integer id beyond ±2^53, which JavaScript clients cannot hold exactly",
     "basic#requests"},
    {"jsonrpc.method.type", E, "\"method\" is not a string", "JSON-RPC 2.0 §4"},
    {"jsonrpc.method.empty", E, "\"method\" is an empty string", "JSON-RPC 2.0 §4"},
    {"jsonrpc.method.reserved", E, "A method name starting with \"rpc.\", which JSON-RPC reserves", "JSON-RPC 2.0 §4"},
    {"jsonrpc.params.type", E, "\"params\" is not an object (JSON-RPC also allows arrays; MCP does not)",
     "basic#requests"},
    {"jsonrpc.response.both", E, "A response with both \"result\" and \"error\"", "basic#responses"},
    {"jsonrpc.response.neither", E, "A response (it has an id) with neither \"result\" nor \"error\"",
     "basic#responses"},
    {"jsonrpc.response.id.missing", E, "A result response without an id", "basic#responses"},
    {"jsonrpc.error.id.missing", W, "An error response without an id (JSON-RPC wants null when the id is unknown)",
     "JSON-RPC 2.0 §5"},
    {"jsonrpc.result.type", E, "\"result\" is not an object", "basic#responses"},
    {"jsonrpc.error.type", E, "\"error\" is not an object", "JSON-RPC 2.0 §5.1"},
    {"jsonrpc.error.code", E, "\"error.code\" is missing or not an integer", "basic#responses"},
    {"jsonrpc.error.message", E, "\"error.message\" is missing or not a string", "JSON-RPC 2.0 §5.1"},
    {"jsonrpc.error.reserved", W,
     "An error code JSON-RPC reserves (-32768 to -32100) that is not one of its five predefined errors",
     "JSON-RPC 2.0 §5.1"},
    {"jsonrpc.member.unknown", W, "A top-level member that JSON-RPC does not define", "JSON-RPC 2.0 §4"},
    {"jsonrpc.batch.empty", E, "An empty batch array", "JSON-RPC 2.0 §6"},
    {"jsonrpc.batch.unsupported", E, "A batch, which MCP removed in revision 2025-06-18", "2025-06-18/changelog"},
    {"jsonrpc.notification.id", E, "A notifications/* method sent with an id, as if it were a request",
     "basic#notifications"},
    {"jsonrpc.request.noId", E, "A request method (e.g. tools/call) sent without an id: it can never be answered",
     "basic#requests"},

    // --- lifecycle ----------------------------------------------------------------------
    {"lifecycle.initialize.first", E, "The client's first request is not initialize (ping excepted)",
     "basic/lifecycle#initialization"},
    {"lifecycle.initialize.repeated", E, "initialize sent a second time in one session",
     "basic/lifecycle#initialization"},
    {"lifecycle.initialized.early", E, "notifications/initialized sent before the initialize result arrived",
     "basic/lifecycle#initialization"},
    {"lifecycle.request.beforeInitialized", W, "A request other than ping before the handshake finished",
     "basic/lifecycle#initialization"},
    {"lifecycle.protocolVersion.malformed", E, "A protocolVersion that is not a YYYY-MM-DD string",
     "basic/lifecycle#version-negotiation"},
    {"lifecycle.protocolVersion.unsupported", E,
     "The server answered a protocol version that is not a published MCP revision",
     "basic/lifecycle#version-negotiation"},

    // --- capabilities -------------------------------------------------------------------
    {"capability.server.missing", E,
     "The client used a feature the server did not declare (tools, resources, prompts, completions, logging, tasks)",
     "basic/lifecycle#capability-negotiation"},
    {"capability.client.missing", E,
     "The server asked for a feature the client did not declare (roots, sampling, elicitation, tasks)",
     "basic/lifecycle#capability-negotiation"},
    {"capability.listChanged", E, "A list_changed notification from a side that did not declare listChanged",
     "basic/lifecycle#capability-negotiation"},
    {"capability.logging", E, "notifications/message from a server that did not declare the logging capability",
     "server/utilities/logging"},

    // --- session state ------------------------------------------------------------------
    {"session.response.unknownId", E, "A response to an id that was never sent as a request", "basic#responses"},
    {"session.response.duplicate", E, "A second response to the same request", "basic#responses"},
    {"session.response.idType", E, "A response id with a request id's value but another type (\"2\" vs 2)",
     "basic#responses"},
    {"session.request.idReused", E, "A requester used the same id twice in one session", "basic#requests"},
    {"session.request.unanswered", W, "A request that was never answered before the session ended", "basic#responses"},
    {"session.request.timeout", W, "A request that was not answered within the client's timeout",
     "basic/lifecycle#timeouts"},
    {"session.resources.unsubscribed", W, "notifications/resources/updated for a URI the client never subscribed to",
     "server/resources#subscriptions"},
    {"session.progress.token", E, "notifications/progress with a token that no request carried",
     "basic/utilities/progress"},
    {"session.progress.late", W, "notifications/progress after its request was answered", "basic/utilities/progress"},
    {"session.progress.decreasing", E, "A progress value that does not increase", "basic/utilities/progress"},
    {"session.cancelled.unknown", E, "notifications/cancelled for a request its sender never issued",
     "basic/utilities/cancellation"},
    {"session.cancelled.initialize", E, "notifications/cancelled for initialize, which must never be cancelled",
     "basic/utilities/cancellation"},

    // --- the 2026-07-28 era (no initialize; an envelope on every request) ----------------
    {"modern.envelope.missing", E,
     "A modern request without io.modelcontextprotocol/protocolVersion and clientCapabilities in its _meta, or a request without the envelope on a connection that speaks 2026-07-28",
     "2026-07-28/basic/versioning#protocol-version-negotiation"},
    {"modern.clientInfo.missing", W, "A modern request without io.modelcontextprotocol/clientInfo in its _meta",
     "2026-07-28/changelog"},
    {"modern.method.removed", E,
     "A method the 2026-07-28 era removed (ping, logging/setLevel, resources/subscribe, initialize, notifications/initialized, roots list_changed, elicitation/complete) used on a modern connection",
     "2026-07-28/changelog"},
    {"modern.serverRequest", E,
     "A JSON-RPC request from the server on a modern connection: servers ask for input inside results (multi round-trip requests)",
     "2026-07-28/basic/patterns/mrtr"},
    {"modern.resultType", E,
     "A result to a modern request without resultType, or with one that is none of \"complete\", \"input_required\" and \"task\" (the tasks extension)",
     "2026-07-28/changelog"},
    {"modern.inputRequired", E,
     "An input_required result on a method that may not get one, with neither inputRequests nor requestState, or asking for input of an unknown kind",
     "2026-07-28/basic/patterns/mrtr"},
    {"modern.task.undeclared", E,
     "A tools/call answered with a task (resultType \"task\") although the client did not declare the extension io.modelcontextprotocol/tasks on that request",
     "https://modelcontextprotocol.io/extensions/tasks/overview"},
    {"modern.task.method", E,
     "A result with resultType \"task\" to a request other than tools/call, the one method the tasks extension augments",
     "https://modelcontextprotocol.io/extensions/tasks/overview"},
    {"modern.requestState.changed", E,
     "A retry whose requestState is not one the server gave: the client must echo it unchanged",
     "2026-07-28/basic/patterns/mrtr"},
    {"modern.cacheable.missing", E,
     "A list, resources/read or server/discover result of a modern request without ttlMs or cacheScope",
     "2026-07-28/server/utilities/caching"},
    {"modern.resource.notFoundCode", I,
     "resources/read answered with -32002 on a modern connection: 2026-07-28 uses -32602 for a resource that is not found",
     "2026-07-28/changelog"},
    {"modern.listen.unacknowledged", E,
     "A subscriptions/listen stream the server never acknowledged: a notification on it, or its end, came before notifications/subscriptions/acknowledged",
     "2026-07-28/basic/patterns/subscriptions"},
    {"modern.listen.subscriptionId", E,
     "A notification that belongs on a subscriptions/listen stream (list changes, resource updates, the acknowledgement) without io.modelcontextprotocol/subscriptionId in its _meta",
     "2026-07-28/basic/patterns/subscriptions"},
    {"modern.error.data", E,
     "An error of the 2026-07-28 era without the data it must carry: -32022 (unsupported protocol version) without the supported versions and the one requested, or listing the refused version; -32021 (missing client capability) without requiredCapabilities",
     "2026-07-28/basic/versioning#protocol-version-negotiation"},
    {"modern.http.headerMismatch", E,
     "A modern HTTP request whose MCP-Protocol-Version, Mcp-Method, Mcp-Name or Mcp-Param-* header is missing or says something else than its body (values in the =?base64?…?= form compared decoded)",
     "2026-07-28/basic/transports/streamable-http#server-validation"},
    {"modern.http.mismatchAccepted", E,
     "A server that answered a modern HTTP request whose headers do not match its body, instead of refusing it with -32020 (header mismatch)",
     "2026-07-28/basic/transports/streamable-http#server-validation"},

    // ===================================================================================
    // --- MCP shapes (per method: params, results, notifications) ------------------------
    // Rows of core/validation/mcpshapes.cpp go here, one per code, in the same form:
    //   {"<family>.<rule>", E|W|I, "one line in plain words", "server/tools#..."},
    // ===================================================================================
    {"mcp.method.direction", E,
     "A request or notification sent by the side that the specification does not let send it (e.g. tools/call from the server)",
     "basic/lifecycle#operation"},
    {"mcp.params.missing", E,
     "A method whose params are required (tools/call, resources/read, ...) sent without \"params\"", "basic#requests"},
    {"mcp.member.missing", E,
     "A member the schema requires is missing (e.g. Tool without inputSchema, Implementation without version)",
     "schema"},
    {"mcp.member.type", E, "A member has the wrong JSON type (e.g. maxTokens as a string, isError as \"true\")",
     "schema"},
    {"mcp.member.value", E,
     "A member's value is not one of the allowed ones (role, logging level, includeContext, action, mode, ...)",
     "schema"},
    {"mcp.member.range", E, "A number outside its range (priorities must be between 0 and 1)", "schema#annotations"},
    {"mcp.meta.key", E,
     "A _meta key name that breaks the key syntax (optional dotted-label prefix and '/', then an alphanumeric-bounded name)",
     "basic#meta"},
    {"mcp.meta.reserved", W,
     "A _meta key under a prefix reserved for MCP (second label modelcontextprotocol or mcp) that MCP does not define",
     "basic#meta"},
    {"mcp.uri.syntax", E, "A URI that is not a valid URI: no scheme, spaces, backslashes, bad percent-escapes",
     "RFC 3986 §3"},
    {"mcp.template.syntax", E, "A resource template or completion reference that is not RFC 6570 URI template syntax",
     "RFC 6570 §2"},
    {"mcp.timestamp.format", W, "A timestamp (lastModified, createdAt, lastUpdatedAt) that is not ISO 8601",
     "schema#annotations"},
    {"mcp.icon.src", W,
     "An icon whose source is neither an https: nor a data: URI, or a data: URI whose base64 is broken", "basic#icons"},
    {"mcp.icon.sizes", W, "An icon size that is neither \"WxH\" nor \"any\"", "schema#icon"},
    {"mcp.content.type", E,
     "A content block of an unknown type (or one not allowed there, e.g. resource in a sampling message)",
     "schema#contentblock"},
    {"mcp.content.base64", E,
     "Image or audio data, or a resource blob, that is not valid base64 (alphabet, padding, length)", "RFC 4648 §4"},
    {"mcp.content.mimeType", W,
     "A mimeType that is not a MIME type, or an image/audio block whose mimeType is not image/* or audio/*",
     "RFC 6838 §4.2"},
    {"mcp.content.mimeMismatch", W,
     "Image or audio data whose first bytes do not match its mimeType (e.g. JPEG data labelled image/png)",
     "server/tools#image-content"},
    {"mcp.resource.textBlob", E, "Resource contents with both text and blob, or with neither",
     "server/resources#resource-contents"},
    {"mcp.tool.name", W, "A tool name that is not 1-128 characters of A-Z, a-z, 0-9, '_', '-' and '.'",
     "server/tools#tool-names"},
    {"mcp.tool.duplicate", W, "The same tool name twice in one tools/list result", "server/tools#tool-names"},
    {"mcp.tool.inputSchema", E,
     "A tool inputSchema that is not an object schema (\"type\": \"object\", properties of schema objects)",
     "server/tools#tool"},
    {"mcp.tool.outputSchema", E,
     "A tool outputSchema that is not an object schema (\"type\": \"object\", properties of schema objects)",
     "server/tools#output-schema"},
    {"mcp.tool.unknown", I, "tools/call for a tool that no tools/list result of this session listed",
     "server/tools#error-handling"},
    {"mcp.task.statusBackwards", E,
     "A task the server reported in a terminal status (completed, failed, cancelled) later reported in another status",
     "basic/utilities/tasks#task-status-lifecycle"},
    {"mcp.tool.taskSupport", E,
     "tools/call as a task for a tool that forbids it, or without a task for a tool that requires one",
     "basic/utilities/tasks#tool-level-negotiation"},
    {"mcp.tool.arguments", E, "tools/call arguments that do not validate against the tool's inputSchema",
     "server/tools#tool"},
    {"mcp.tool.structuredContent", E, "structuredContent that does not validate against the tool's outputSchema",
     "server/tools#output-schema"},
    {"mcp.tool.structuredContent.missing", E,
     "A successful result of a tool with an outputSchema that has no structuredContent", "server/tools#output-schema"},
    {"mcp.tool.structuredContent.text", I,
     "structuredContent without a text block carrying the same JSON for older clients",
     "server/tools#structured-content"},
    {"mcp.schema.invalid", E,
     "A JSON Schema inside a message (inputSchema, outputSchema, requestedSchema) that is not a valid JSON Schema",
     "basic#schema-validation"},
    {"mcp.schema.unchecked", I,
     "A JSON Schema or value mcpscope could not check (remote $ref, unsupported dialect, too deep or too large)",
     "basic#json-schema-usage"},
    {"mcp.completion.ref", E, "A completion reference whose type is neither ref/prompt nor ref/resource",
     "server/utilities/completion#reference-types"},
    {"mcp.completion.values", E, "More than 100 completion values in one result",
     "server/utilities/completion#completion-results"},
    {"mcp.completion.total", W, "A completion total smaller than the number of values sent",
     "server/utilities/completion#completion-results"},
    {"mcp.sampling.maxTokens", W, "sampling/createMessage with maxTokens below 1", "schema#createmessagerequest"},
    {"mcp.sampling.toolRole", E, "A tool_use block in a user message or a tool_result block in an assistant message",
     "client/sampling#message-roles"},
    {"mcp.sampling.toolResultMixed", E, "A sampling message that mixes tool_result blocks with other content",
     "client/sampling#tool-result-messages"},
    {"mcp.sampling.toolResultMissing", E,
     "An assistant tool_use that the next message does not answer with a matching tool_result",
     "client/sampling#tool-use-and-result-balance"},
    {"mcp.sampling.toolUseId", E, "A tool_result whose toolUseId matches no tool_use of the previous message",
     "client/sampling#tool-use-and-result-balance"},
    {"mcp.sampling.stopReason", W, "stopReason \"toolUse\" in a sampling result without a tool_use block",
     "schema#createmessageresult"},
    {"mcp.elicitation.schema", E,
     "A form-mode requestedSchema outside the flat, primitive-only subset (nesting, free arrays, unknown formats)",
     "client/elicitation#requested-schema"},
    {"mcp.elicitation.content", W,
     "An elicitation result with content although the action is not accept or the mode was url",
     "client/elicitation#response-actions"},
    {"mcp.elicitation.value", E,
     "An elicitation content value that is not a string, number, boolean or array of strings", "schema#elicitresult"},
    {"mcp.elicitation.contentSchema", E,
     "Accepted elicitation content that does not validate against the requestedSchema",
     "client/elicitation#response-actions"},
    {"mcp.roots.fileUri", E, "A root whose URI does not start with file://", "schema#root"},
    {"mcp.cancelled.requestId", E,
     "notifications/cancelled without a requestId (non-task requests need it; tasks use tasks/cancel)",
     "basic/utilities/cancellation#cancellation-flow"},
    {"mcp.progress.total", W, "A progress notification whose progress exceeds its total",
     "basic/utilities/progress#progress-flow"},
    {"mcp.result.notEmpty", W,
     "A ping, subscribe, unsubscribe or logging/setLevel result with members other than _meta",
     "basic/utilities/ping#behavior-requirements"},

    // --- MCP Apps (io.modelcontextprotocol/ui, SEP-1865): app <-> host, and the server's side ---
    // The shapes are those of @modelcontextprotocol/ext-apps 2.0.4 (core/validation/apps/).
    {"app.batch", E, "An app or host that sent a batch (a JSON array) instead of one message",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.method.unknown", W, "A method that is not part of the MCP Apps dialect (ext-apps 2.0.4)",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.method.direction", E,
     "A method of the dialect sent by the side that does not send it (e.g. ui/notifications/tool-result from the app)",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.shape", E,
     "An app or host message whose params or result do not match the MCP Apps schema (ext-apps 2.0.4), or a request sent as a notification",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.initialize.missing", E,
     "An app that sent something other than ui/initialize (or ping) first (reported once per app)",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.initialize.repeated", W, "An app that sent ui/initialize a second time",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.early", W,
     "A host that sent the app a request or notification before the app said ui/notifications/initialized (reported once per app)",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.response.unknown", W, "An app or host answer whose id matches no open request of the other side",
     "JSON-RPC 2.0 §5"},
    {"app.tool.resourceUri", E, "A tool whose _meta.ui.resourceUri is not a string naming a ui:// resource",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.resource.mimeType", W, "A ui:// resource whose mimeType is not text/html;profile=mcp-app",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    // Found by the host itself (core/apps AppHost, widgets/apps AppView), not by the validator.
    {"app.host.silent", W,
     "An app that sent no ui/initialize within the time mcpscope gives it (it may have failed to load)",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.meta", W,
     "A UI resource whose _meta.ui (csp origins, permissions, domain) mcpscope could not take as written; what it left out is named",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.flood", W,
     "An app that sent more messages a second than mcpscope reads; the rest of that second is dropped and counted",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.tooLarge", W, "An app message larger than mcpscope reads from an app (4 MB)",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.link", W, "An app that asked to open a link that is not http or https",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.toolRefused", W,
     "An app that called a tool it may not call (not listed, or its visibility does not include app)",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.blocked", W,
     "An app that loaded from or connected to an origin its _meta.ui.csp does not declare; the request was blocked",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.navigation", W, "An app that tried to navigate the host page or open a window; refused",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
    {"app.host.permission", W,
     "An app that asked for a permission (camera, microphone, ...) its _meta.ui.permissions does not declare, or that the user refused",
     "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"},
};

struct Catalogue
{
    QList<Rule> rules;
    QHash<QString, qsizetype> byCode;

    Catalogue()
    {
        rules.reserve(qsizetype(std::size(Rows)));
        for (const RuleRow &row : Rows) {
            const QString code = QString::fromUtf8(row.code);
            Q_ASSERT_X(!byCode.contains(code), "RuleCatalogue", row.code);
            byCode.insert(code, rules.size());
            rules.append(Rule{code, row.severity, QString::fromUtf8(row.summary), QString::fromUtf8(row.specRef)});
        }
    }
};

const Catalogue &catalogue()
{
    static const Catalogue c;
    return c;
}

} // namespace

namespace RuleCatalogue {

const QList<Rule> &all()
{
    return catalogue().rules;
}

const Rule *find(QStringView code)
{
    const Catalogue &c = catalogue();
    const auto it = c.byCode.constFind(code.toString());
    return it == c.byCode.cend() ? nullptr : &c.rules.at(*it);
}

QString specUrl(QStringView ref)
{
    if (ref.startsWith(u"JSON-RPC 2.0")) {
        static const QHash<QString, QString> anchors{{QStringLiteral("§4"), QStringLiteral("request_object")},
                                                     {QStringLiteral("§4.1"), QStringLiteral("notification")},
                                                     {QStringLiteral("§4.2"), QStringLiteral("parameter_structures")},
                                                     {QStringLiteral("§5"), QStringLiteral("response_object")},
                                                     {QStringLiteral("§5.1"), QStringLiteral("error_object")},
                                                     {QStringLiteral("§6"), QStringLiteral("batch")}};
        const QString section = ref.toString().section(QLatin1Char(' '), 2, 2);
        return QStringLiteral("https://www.jsonrpc.org/specification#") + anchors.value(section);
    }
    if (ref.startsWith(u"RFC ")) {
        const QString text = ref.toString();
        const QString number = text.section(QLatin1Char(' '), 1, 1);
        const QString section = text.section(QLatin1Char(' '), 2, 2).mid(1);
        return QStringLiteral("https://www.rfc-editor.org/rfc/rfc") + number
               + (section.isEmpty() ? QString() : QStringLiteral("#section-") + section);
    }
    if (ref.startsWith(u"https://"))
        return ref.toString();
    if (ref.isEmpty() || ref == u"mcpscope")
        return QString();
    const bool versioned = ref.size() > 10 && ref.at(4) == QLatin1Char('-') && ref.at(10) == QLatin1Char('/');
    return QStringLiteral("https://modelcontextprotocol.io/specification/")
           + (versioned ? ref.toString() : QStringLiteral("2025-11-25/") + ref.toString());
}

} // namespace RuleCatalogue

Diagnostic makeDiagnostic(QLatin1String code, const QString &message, qsizetype index, const QString &pointer)
{
    Diagnostic d;
    d.code = code;
    d.message = message;
    d.messageIndex = index;
    d.pointer = pointer;
    if (const Rule *rule = RuleCatalogue::find(d.code)) {
        d.severity = rule->severity;
        d.specRef = rule->specRef;
    } else {
        Q_ASSERT_X(false, "makeDiagnostic", "rule missing from the catalogue");
    }
    return d;
}

} // namespace mcpscope
