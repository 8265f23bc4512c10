// SPDX-License-Identifier: MIT
// The MCP 2026-07-28 shapes (schema/2026-07-28): server/discover, subscriptions/listen and its
// acknowledgement, the request envelope in _meta, resultType, the cacheable results (ttlMs,
// cacheScope) and the multi round-trip members (inputRequests, inputResponses, requestState).
// Shapes the era did not change are the 2025-11-25 ones of mcpshapes_tables.cpp.
//
// What the session rules own is left out of the tables, so that one fault is reported once:
// the presence of io.modelcontextprotocol/clientCapabilities (modern.envelope.missing), of
// resultType (modern.resultType) and of ttlMs and cacheScope on list and resources/read results
// (modern.cacheable.missing); the tables check their types and values when they are there.
#include "mcpshapes_p.h"

namespace mcpscope {

namespace {

void checkCacheScope(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "cacheScope", {"public", "private"});
}

void checkTtl(Walk &w, const JValue &v, const Path &p)
{
    if (typeBits(v) == TInteger && v.toDouble() < 0)
        w.add("mcp.member.range",
              tr("ttlMs %1 is negative; a time to live is 0 or more milliseconds").arg(v.toDouble()), p);
}

/// "extensions": settings objects by extension id (io.modelcontextprotocol/tasks, ...).
void checkExtensions(Walk &w, const JValue &v, const Path &p)
{
    const JObject o = v.toObject();
    for (auto it = o.constBegin(); it != o.constEnd() && !w.full(); ++it) {
        if (!it.value().isObject())
            w.add("mcp.member.type",
                  tr("Capabilities: the settings of extension \"%1\" must be an object, not %2")
                      .arg(previewText(it.key(), 60), describeValue(it.value())),
                  join(p, it));
    }
}

/// "task" is the tasks extension's (io.modelcontextprotocol/tasks, SEP-2663); where it may
/// stand is the session rules' business (modern.task.undeclared, modern.task.method).
void checkResultTypeValue(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "resultType", {"complete", "input_required", "task"});
}

/// A task's ttlMs: milliseconds from its creation, or null for no limit.
void checkTaskTtl(Walk &w, const JValue &v, const Path &p)
{
    if (typeBits(v) == TInteger && v.toDouble() < 0)
        w.add("mcp.member.range", tr("Task ttlMs %1 is negative").arg(v.toDouble()), p);
}

} // namespace

// 2026-07-28: "extensions" on both sides, no "tasks" (an extension now), roots without listChanged.
SHAPE(kModernClientCapabilities, "ClientCapabilities", nullptr,
      opt("experimental", TObject, nullptr, checkExperimental), opt("extensions", TObject, nullptr, checkExtensions),
      opt("roots", TObject), opt("sampling", TObject, &kSamplingCapability),
      opt("elicitation", TObject, &kElicitationCapability))

SHAPE(kModernServerCapabilities, "ServerCapabilities", nullptr,
      opt("experimental", TObject, nullptr, checkExperimental), opt("extensions", TObject, nullptr, checkExtensions),
      opt("logging", TObject), opt("completions", TObject), opt("prompts", TObject, &kListChanged),
      opt("resources", TObject, &kResourcesCapability), opt("tools", TObject, &kListChanged))

SHAPE(kModernRequestMeta, "RequestMetaObject", nullptr, req("io.modelcontextprotocol/protocolVersion", TAny),
      opt("io.modelcontextprotocol/clientCapabilities", TAny),
      opt("io.modelcontextprotocol/logLevel", TAny, nullptr, checkLoggingLevel))

namespace {

/// A modern request's _meta: the key rules of every _meta, the envelope's version required
/// (its capabilities are the session rules', see above), the capabilities' shape.
void checkModernRequestMeta(Walk &w, const JValue &v, const Path &p)
{
    checkRequestMeta(w, v, p);
    if (!v.isObject())
        return;
    const JObject meta = v.toObject();
    applyShape(w, meta, kModernRequestMeta, p);
    const JValue caps = meta.value(QLatin1String("io.modelcontextprotocol/clientCapabilities"));
    if (caps.isObject())
        applyShape(w, caps.toObject(), kModernClientCapabilities,
                   join(p, QLatin1String("io.modelcontextprotocol/clientCapabilities")));
}

/// inputRequests: every value one of the requests a server may ask inside a result.
void checkInputRequests(Walk &w, const JValue &v, const Path &p)
{
    const JObject asks = v.toObject();
    for (auto it = asks.begin(); it != asks.end() && !w.full(); ++it) {
        const Path at = join(p, it);
        const JValue ask = it.value();
        if (!ask.isObject()) {
            w.add("mcp.member.type", tr("InputRequests: each value must be an object, not %1").arg(describeValue(ask)),
                  at);
            continue;
        }
        const JObject request = ask.toObject();
        const JValue method = request.value(QLatin1String("method"));
        const JValue params = request.value(QLatin1String("params"));
        const Path paramsAt = join(at, QLatin1String("params"));
        if (method.isUndefined()) {
            w.add("mcp.member.missing", tr("InputRequest: required member \"method\" is missing"), at);
        } else if (method.equals(QLatin1String("elicitation/create"))) {
            if (params.isObject())
                checkElicitParams(w, params.toObject(), paramsAt);
            else
                w.add("mcp.member.missing", tr("InputRequest: elicitation/create needs \"params\""), at);
        } else if (method.equals(QLatin1String("sampling/createMessage"))) {
            if (params.isObject())
                applyShape(w, params.toObject(), kModernCreateMessageParams, paramsAt);
            else
                w.add("mcp.member.missing", tr("InputRequest: sampling/createMessage needs \"params\""), at);
        } else if (method.equals(QLatin1String("roots/list"))) {
            if (!params.isUndefined() && !params.isObject())
                w.add("mcp.member.type",
                      tr("InputRequest: \"params\" must be an object, not %1").arg(describeValue(params)), paramsAt);
        } else {
            // modern.inputRequired names unknown kinds in a session; alone, the shape says it.
            checkOneOf(w, method, join(at, QLatin1String("method")), "InputRequest method",
                       {"elicitation/create", "sampling/createMessage", "roots/list"});
            if (!method.isString())
                w.add("mcp.member.type",
                      tr("InputRequest: \"method\" must be a string, not %1").arg(describeValue(method)),
                      join(at, QLatin1String("method")));
        }
    }
}

/// inputResponses: every value a client's result to one of the input requests (which one the
/// message does not say: the shape of any of the three).
void checkInputResponses(Walk &w, const JValue &v, const Path &p)
{
    const JObject answers = v.toObject();
    for (auto it = answers.begin(); it != answers.end() && !w.full(); ++it) {
        if (!it.value().isObject())
            w.add("mcp.member.type",
                  tr("InputResponses: each value must be an object, not %1").arg(describeValue(it.value())),
                  join(p, it));
    }
}

} // namespace

SHAPE(kModernCreateMessageParams, "CreateMessageRequest params", checkSamplingParams,
      reqList("messages", TObject, &kSamplingMessage), req("maxTokens", TInteger), opt("systemPrompt", TString),
      opt("modelPreferences", TObject, &kModelPreferences),
      opt("includeContext", TString, nullptr, checkIncludeContext), opt("temperature", TNumber),
      optList("stopSequences", TString), opt("metadata", TObject), optList("tools", TObject, &kTool),
      opt("toolChoice", TObject, &kToolChoice))

SHAPE(kModernElicitUrlParams, "ElicitRequest params (URL mode)", nullptr, req("mode", TString), req("message", TString),
      req("url", TString, nullptr, checkUri))

SHAPE(kSubscriptionFilter, "SubscriptionFilter", nullptr, opt("toolsListChanged", TBool),
      opt("promptsListChanged", TBool), opt("resourcesListChanged", TBool),
      optList("resourceSubscriptions", TString, nullptr, checkUri))

// Params.

SHAPE(kModernRequestParams, "RequestParams", nullptr, req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kModernPaginatedParams, "PaginatedRequestParams", nullptr, opt("cursor", TString),
      req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kModernReadResourceParams, "ReadResourceRequestParams", nullptr, req("uri", TString, nullptr, checkUri),
      opt("inputResponses", TObject, nullptr, checkInputResponses), opt("requestState", TString),
      req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kModernGetPromptParams, "GetPromptRequestParams", nullptr, req("name", TString),
      opt("arguments", TObject, nullptr, checkStringMap), opt("inputResponses", TObject, nullptr, checkInputResponses),
      opt("requestState", TString), req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kModernCallToolParams, "CallToolRequestParams", checkCallToolParams, req("name", TString),
      opt("arguments", TObject), opt("inputResponses", TObject, nullptr, checkInputResponses),
      opt("requestState", TString), req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kModernCompleteParams, "CompleteRequestParams", nullptr, req("ref", TObject, nullptr, checkCompletionRef),
      req("argument", TObject, &kCompletionArgument), opt("context", TObject, &kCompletionContext),
      req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kListenParams, "SubscriptionsListenRequestParams", nullptr, req("notifications", TObject, &kSubscriptionFilter),
      req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kAcknowledgedParams, "SubscriptionsAcknowledgedNotificationParams", nullptr,
      req("notifications", TObject, &kSubscriptionFilter), opt("_meta", TObject, nullptr, checkMeta))

// Results.

SHAPE(kModernResult, "Result", nullptr, opt("resultType", TString, nullptr, checkResultTypeValue),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kInputRequiredResult, "InputRequiredResult", nullptr, opt("resultType", TString, nullptr, checkResultTypeValue),
      opt("inputRequests", TObject, nullptr, checkInputRequests), opt("requestState", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kDiscoverResult, "DiscoverResult", nullptr, reqList("supportedVersions", TString),
      req("capabilities", TObject, &kModernServerCapabilities), opt("instructions", TString),
      opt("resultType", TString, nullptr, checkResultTypeValue), opt("ttlMs", TInteger, nullptr, checkTtl),
      opt("cacheScope", TString, nullptr, checkCacheScope), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListenResultMeta, "SubscriptionsListenResultMetaObject", nullptr,
      req("io.modelcontextprotocol/subscriptionId", TString | TInteger))

namespace {

void checkListenResultMeta(Walk &w, const JValue &v, const Path &p)
{
    checkMeta(w, v, p);
    if (v.isObject())
        applyShape(w, v.toObject(), kListenResultMeta, p);
}

} // namespace

SHAPE(kListenResult, "SubscriptionsListenResult", nullptr, opt("resultType", TString, nullptr, checkResultTypeValue),
      req("_meta", TObject, nullptr, checkListenResultMeta))

SHAPE(kModernListToolsResult, "ListToolsResult", checkToolList, reqList("tools", TObject, &kTool),
      opt("nextCursor", TString), opt("resultType", TString, nullptr, checkResultTypeValue),
      opt("ttlMs", TInteger, nullptr, checkTtl), opt("cacheScope", TString, nullptr, checkCacheScope),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModernCallToolResult, "CallToolResult", checkCallToolResult,
      reqList("content", TObject, nullptr, checkContentBlock), opt("structuredContent", TAny), opt("isError", TBool),
      opt("resultType", TString, nullptr, checkResultTypeValue), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModernListResourcesResult, "ListResourcesResult", nullptr, reqList("resources", TObject, &kResource),
      opt("nextCursor", TString), opt("resultType", TString, nullptr, checkResultTypeValue),
      opt("ttlMs", TInteger, nullptr, checkTtl), opt("cacheScope", TString, nullptr, checkCacheScope),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModernListTemplatesResult, "ListResourceTemplatesResult", nullptr,
      reqList("resourceTemplates", TObject, &kResourceTemplate), opt("nextCursor", TString),
      opt("resultType", TString, nullptr, checkResultTypeValue), opt("ttlMs", TInteger, nullptr, checkTtl),
      opt("cacheScope", TString, nullptr, checkCacheScope), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModernReadResourceResult, "ReadResourceResult", nullptr,
      reqList("contents", TObject, nullptr, checkResourceContents),
      opt("resultType", TString, nullptr, checkResultTypeValue), opt("ttlMs", TInteger, nullptr, checkTtl),
      opt("cacheScope", TString, nullptr, checkCacheScope), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModernListPromptsResult, "ListPromptsResult", nullptr, reqList("prompts", TObject, &kPrompt),
      opt("nextCursor", TString), opt("resultType", TString, nullptr, checkResultTypeValue),
      opt("ttlMs", TInteger, nullptr, checkTtl), opt("cacheScope", TString, nullptr, checkCacheScope),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModernGetPromptResult, "GetPromptResult", nullptr, opt("description", TString),
      reqList("messages", TObject, &kPromptMessage), opt("resultType", TString, nullptr, checkResultTypeValue),
      opt("_meta", TObject, nullptr, checkMeta))

// The tasks extension (io.modelcontextprotocol/tasks, SEP-2663).

SHAPE(kModernTaskIdParams, "GetTaskRequestParams", nullptr, req("taskId", TString),
      req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kModernUpdateTaskParams, "UpdateTaskRequestParams", nullptr, req("taskId", TString),
      req("inputResponses", TObject, nullptr, checkInputResponses),
      req("_meta", TObject, nullptr, checkModernRequestMeta))

SHAPE(kModernCreateTaskResult, "CreateTaskResult", nullptr, req("taskId", TString),
      req("status", TString, nullptr, checkTaskStatus), opt("statusMessage", TString),
      req("createdAt", TString, nullptr, checkTimestamp), req("lastUpdatedAt", TString, nullptr, checkTimestamp),
      req("ttlMs", TInteger | TNull, nullptr, checkTaskTtl), opt("pollIntervalMs", TInteger),
      opt("resultType", TString, nullptr, checkResultTypeValue), opt("_meta", TObject, nullptr, checkMeta))

namespace {

/// A DetailedTask (tasks/get, notifications/tasks): what its status says it carries.
void checkDetailedTask(Walk &w, const JObject &o, const Path &p)
{
    const JValue status = o.value(QLatin1String("status"));
    if (status.equals(QLatin1String("input_required"))) {
        const JValue asks = o.value(QLatin1String("inputRequests"));
        if (asks.isUndefined())
            w.add("mcp.member.missing", tr("Task: an input_required task must carry \"inputRequests\""), p);
        else if (asks.isObject())
            checkInputRequests(w, asks, join(p, QLatin1String("inputRequests")));
        else
            w.add("mcp.member.type", tr("Task: \"inputRequests\" must be an object, not %1").arg(describeValue(asks)),
                  join(p, QLatin1String("inputRequests")));
    } else if (status.equals(QLatin1String("completed"))) {
        const JValue result = o.value(QLatin1String("result"));
        if (result.isUndefined())
            w.add("mcp.member.missing", tr("Task: a completed task must carry its \"result\""), p);
        else if (!result.isObject())
            w.add("mcp.member.type", tr("Task: \"result\" must be an object, not %1").arg(describeValue(result)),
                  join(p, QLatin1String("result")));
    } else if (status.equals(QLatin1String("failed"))) {
        const JValue error = o.value(QLatin1String("error"));
        if (error.isUndefined())
            w.add("mcp.member.missing", tr("Task: a failed task must carry the \"error\" that ended it"), p);
        else if (!error.isObject())
            w.add("mcp.member.type", tr("Task: \"error\" must be an object, not %1").arg(describeValue(error)),
                  join(p, QLatin1String("error")));
    }
}

} // namespace

SHAPE(kModernDetailedTask, "GetTaskResult", checkDetailedTask, req("taskId", TString),
      req("status", TString, nullptr, checkTaskStatus), opt("statusMessage", TString),
      req("createdAt", TString, nullptr, checkTimestamp), req("lastUpdatedAt", TString, nullptr, checkTimestamp),
      req("ttlMs", TInteger | TNull, nullptr, checkTaskTtl), opt("pollIntervalMs", TInteger),
      opt("inputRequests", TObject), opt("result", TAny), opt("error", TAny),
      opt("resultType", TString, nullptr, checkResultTypeValue), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModernTaskNotificationParams, "TaskStatusNotificationParams", checkDetailedTask, req("taskId", TString),
      req("status", TString, nullptr, checkTaskStatus), opt("statusMessage", TString),
      req("createdAt", TString, nullptr, checkTimestamp), req("lastUpdatedAt", TString, nullptr, checkTimestamp),
      req("ttlMs", TInteger | TNull, nullptr, checkTaskTtl), opt("pollIntervalMs", TInteger),
      opt("inputRequests", TObject), opt("result", TAny), opt("error", TAny), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModernCompleteResult, "CompleteResult", nullptr, req("completion", TObject, &kCompletionValues),
      opt("resultType", TString, nullptr, checkResultTypeValue), opt("_meta", TObject, nullptr, checkMeta))

#undef SHAPE

} // namespace mcpscope
