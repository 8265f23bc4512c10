// SPDX-License-Identifier: MIT
// The MCP 2025-11-25 shapes as tables of members (Field), bottom-up: what a table cannot say
// is left to the checks it names.
#include "mcpshapes_p.h"

namespace mcpscope {

SHAPE(kRelatedTask, "RelatedTaskMetadata", nullptr, req("taskId", TString))

SHAPE(kIcon, "Icon", nullptr, req("src", TString, nullptr, checkIconSrc), opt("mimeType", TString, nullptr, checkMime),
      optList("sizes", TString, nullptr, checkIconSize), opt("theme", TString, nullptr, checkIconTheme))

SHAPE(kImplementation, "Implementation", nullptr, req("name", TString), req("version", TString), opt("title", TString),
      opt("description", TString), optList("icons", TObject, &kIcon), opt("websiteUrl", TString, nullptr, checkUri))

SHAPE(kListChanged, "Capability", nullptr, opt("listChanged", TBool))

SHAPE(kResourcesCapability, "Resources capability", nullptr, opt("listChanged", TBool), opt("subscribe", TBool))

SHAPE(kSamplingCapability, "Sampling capability", nullptr, opt("context", TObject), opt("tools", TObject))

SHAPE(kElicitationCapability, "Elicitation capability", nullptr, opt("form", TObject), opt("url", TObject))

SHAPE(kClientTaskSampling, "Tasks capability", nullptr, opt("createMessage", TObject))
SHAPE(kClientTaskElicitation, "Tasks capability", nullptr, opt("create", TObject))
SHAPE(kClientTaskRequests, "Tasks capability", nullptr, opt("sampling", TObject, &kClientTaskSampling),
      opt("elicitation", TObject, &kClientTaskElicitation))
SHAPE(kClientTasks, "Tasks capability", nullptr, opt("list", TObject), opt("cancel", TObject),
      opt("requests", TObject, &kClientTaskRequests))

SHAPE(kServerTaskTools, "Tasks capability", nullptr, opt("call", TObject))
SHAPE(kServerTaskRequests, "Tasks capability", nullptr, opt("tools", TObject, &kServerTaskTools))
SHAPE(kServerTasks, "Tasks capability", nullptr, opt("list", TObject), opt("cancel", TObject),
      opt("requests", TObject, &kServerTaskRequests))

SHAPE(kClientCapabilities, "ClientCapabilities", nullptr, opt("experimental", TObject, nullptr, checkExperimental),
      opt("roots", TObject, &kListChanged), opt("sampling", TObject, &kSamplingCapability),
      opt("elicitation", TObject, &kElicitationCapability), opt("tasks", TObject, &kClientTasks))

SHAPE(kServerCapabilities, "ServerCapabilities", nullptr, opt("experimental", TObject, nullptr, checkExperimental),
      opt("logging", TObject), opt("completions", TObject), opt("prompts", TObject, &kListChanged),
      opt("resources", TObject, &kResourcesCapability), opt("tools", TObject, &kListChanged),
      opt("tasks", TObject, &kServerTasks))

SHAPE(kAnnotations, "Annotations", nullptr, optList("audience", TString, nullptr, checkRole),
      opt("priority", TNumber, nullptr, checkUnitInterval), opt("lastModified", TString, nullptr, checkTimestamp))

SHAPE(kTextContent, "TextContent", nullptr, req("type", TString), req("text", TString),
      opt("annotations", TObject, &kAnnotations), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kImageContent, "ImageContent", checkImageData, req("type", TString), req("data", TString),
      req("mimeType", TString, nullptr, checkMime), opt("annotations", TObject, &kAnnotations),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kAudioContent, "AudioContent", checkAudioData, req("type", TString), req("data", TString),
      req("mimeType", TString, nullptr, checkMime), opt("annotations", TObject, &kAnnotations),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResourceLink, "ResourceLink", nullptr, req("type", TString), req("uri", TString, nullptr, checkUri),
      req("name", TString), opt("title", TString), opt("description", TString),
      opt("mimeType", TString, nullptr, checkMime), opt("size", TInteger), opt("annotations", TObject, &kAnnotations),
      optList("icons", TObject, &kIcon), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResourceContents, "ResourceContents", checkResourceContentsOfApp, req("uri", TString, nullptr, checkUri),
      opt("mimeType", TString, nullptr, checkMime), opt("text", TString),
      opt("blob", TString, nullptr, checkBase64Member), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kEmbeddedResource, "EmbeddedResource", nullptr, req("type", TString),
      req("resource", TObject, nullptr, checkResourceContents), opt("annotations", TObject, &kAnnotations),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kToolUseContent, "ToolUseContent", nullptr, req("type", TString), req("id", TString), req("name", TString),
      req("input", TObject), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kToolResultContent, "ToolResultContent", nullptr, req("type", TString), req("toolUseId", TString),
      reqList("content", TObject, nullptr, checkContentBlock), opt("structuredContent", TObject), opt("isError", TBool),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kToolAnnotations, "ToolAnnotations", nullptr, opt("title", TString), opt("readOnlyHint", TBool),
      opt("destructiveHint", TBool), opt("idempotentHint", TBool), opt("openWorldHint", TBool))

SHAPE(kToolExecution, "ToolExecution", nullptr, opt("taskSupport", TString, nullptr, checkTaskSupport))

SHAPE(kTool, "Tool", checkToolUiMeta, req("name", TString, nullptr, checkToolName), opt("title", TString),
      opt("description", TString), req("inputSchema", TObject, nullptr, checkInputSchema),
      opt("outputSchema", TObject, nullptr, checkOutputSchema), opt("annotations", TObject, &kToolAnnotations),
      opt("execution", TObject, &kToolExecution), optList("icons", TObject, &kIcon),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kTaskMetadata, "TaskMetadata", nullptr, opt("ttl", TInteger))

SHAPE(kTask, "Task", nullptr, req("taskId", TString), req("status", TString, nullptr, checkTaskStatus),
      opt("statusMessage", TString), req("createdAt", TString, nullptr, checkTimestamp),
      req("lastUpdatedAt", TString, nullptr, checkTimestamp), req("ttl", TInteger | TNull),
      opt("pollInterval", TInteger), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResource, "Resource", checkUiResource, req("uri", TString, nullptr, checkUri), req("name", TString),
      opt("title", TString), opt("description", TString), opt("mimeType", TString, nullptr, checkMime),
      opt("size", TInteger), opt("annotations", TObject, &kAnnotations), optList("icons", TObject, &kIcon),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResourceTemplate, "ResourceTemplate", nullptr, req("uriTemplate", TString, nullptr, checkUriTemplate),
      req("name", TString), opt("title", TString), opt("description", TString),
      opt("mimeType", TString, nullptr, checkMime), opt("annotations", TObject, &kAnnotations),
      optList("icons", TObject, &kIcon), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kPromptArgument, "PromptArgument", nullptr, req("name", TString), opt("title", TString),
      opt("description", TString), opt("required", TBool))

SHAPE(kPrompt, "Prompt", nullptr, req("name", TString), opt("title", TString), opt("description", TString),
      optList("arguments", TObject, &kPromptArgument), optList("icons", TObject, &kIcon),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kPromptMessage, "PromptMessage", nullptr, req("role", TString, nullptr, checkRole),
      req("content", TObject, nullptr, checkContentBlock))

SHAPE(kRoot, "Root", nullptr, req("uri", TString, nullptr, checkRootUri), opt("name", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModelHint, "ModelHint", nullptr, opt("name", TString))

SHAPE(kModelPreferences, "ModelPreferences", nullptr, optList("hints", TObject, &kModelHint),
      opt("costPriority", TNumber, nullptr, checkUnitInterval),
      opt("speedPriority", TNumber, nullptr, checkUnitInterval),
      opt("intelligencePriority", TNumber, nullptr, checkUnitInterval))

SHAPE(kSamplingMessage, "SamplingMessage", nullptr, req("role", TString, nullptr, checkRole),
      req("content", TObject | TArray, nullptr, checkSamplingContent), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kToolChoice, "ToolChoice", nullptr, opt("mode", TString, nullptr, checkToolChoiceMode))

SHAPE(kCompletionArgument, "CompleteRequest argument", nullptr, req("name", TString), req("value", TString))

SHAPE(kCompletionContext, "CompleteRequest context", nullptr, opt("arguments", TObject, nullptr, checkStringMap))

SHAPE(kCompletionValues, "CompleteResult completion", checkCompletion, reqList("values", TString),
      opt("total", TInteger), opt("hasMore", TBool))

// Params of requests and notifications.

SHAPE(kRequestParams, "Request params", nullptr, opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kNotificationParams, "Notification params", nullptr, opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kPaginatedParams, "PaginatedRequest params", nullptr, opt("cursor", TString),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kInitializeParams, "InitializeRequest params", nullptr, req("protocolVersion", TString),
      req("capabilities", TObject, &kClientCapabilities), req("clientInfo", TObject, &kImplementation),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kUriParams, "Resource request params", nullptr, req("uri", TString, nullptr, checkUri),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kGetPromptParams, "GetPromptRequest params", nullptr, req("name", TString),
      opt("arguments", TObject, nullptr, checkStringMap), opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kCallToolParams, "CallToolRequest params", checkCallToolParams, req("name", TString), opt("arguments", TObject),
      opt("task", TObject, &kTaskMetadata), opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kTaskIdParams, "Task request params", nullptr, req("taskId", TString),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kSetLevelParams, "SetLevelRequest params", nullptr, req("level", TString, nullptr, checkLoggingLevel),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kCompleteParams, "CompleteRequest params", nullptr, req("ref", TObject, nullptr, checkCompletionRef),
      req("argument", TObject, &kCompletionArgument), opt("context", TObject, &kCompletionContext),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kCreateMessageParams, "CreateMessageRequest params", checkSamplingParams,
      reqList("messages", TObject, &kSamplingMessage), req("maxTokens", TInteger), opt("systemPrompt", TString),
      opt("modelPreferences", TObject, &kModelPreferences),
      opt("includeContext", TString, nullptr, checkIncludeContext), opt("temperature", TNumber),
      optList("stopSequences", TString), opt("metadata", TObject), optList("tools", TObject, &kTool),
      opt("toolChoice", TObject, &kToolChoice), opt("task", TObject, &kTaskMetadata),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kCancelledParams, "CancelledNotification params", checkCancelled, opt("requestId", TString | TInteger),
      opt("reason", TString), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kProgressParams, "ProgressNotification params", checkProgress, req("progressToken", TString | TInteger),
      req("progress", TNumber), opt("total", TNumber), opt("message", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResourceUpdatedParams, "ResourceUpdatedNotification params", nullptr, req("uri", TString, nullptr, checkUri),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kLoggingMessageParams, "LoggingMessageNotification params", nullptr,
      req("level", TString, nullptr, checkLoggingLevel), opt("logger", TString), req("data", TAny),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kElicitationCompleteParams, "ElicitationCompleteNotification params", nullptr, req("elicitationId", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kTaskStatusParams, "TaskStatusNotification params", nullptr, req("taskId", TString),
      req("status", TString, nullptr, checkTaskStatus), opt("statusMessage", TString),
      req("createdAt", TString, nullptr, checkTimestamp), req("lastUpdatedAt", TString, nullptr, checkTimestamp),
      req("ttl", TInteger | TNull), opt("pollInterval", TInteger), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kElicitFormParams, "ElicitRequest params (form mode)", nullptr, opt("mode", TString), req("message", TString),
      req("requestedSchema", TObject), opt("task", TObject, &kTaskMetadata),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kElicitUrlParams, "ElicitRequest params (URL mode)", nullptr, req("mode", TString), req("message", TString),
      req("url", TString, nullptr, checkUri), req("elicitationId", TString), opt("task", TObject, &kTaskMetadata),
      opt("_meta", TObject, nullptr, checkRequestMeta))

// Results.

SHAPE(kEmptyResult, "EmptyResult", checkEmptyResult, opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kAnyResult, "Result", nullptr, opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kInitializeResult, "InitializeResult", nullptr, req("protocolVersion", TString),
      req("capabilities", TObject, &kServerCapabilities), req("serverInfo", TObject, &kImplementation),
      opt("instructions", TString), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListToolsResult, "ListToolsResult", checkToolList, reqList("tools", TObject, &kTool), opt("nextCursor", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kCallToolResult, "CallToolResult", checkCallToolResult, reqList("content", TObject, nullptr, checkContentBlock),
      opt("structuredContent", TObject), opt("isError", TBool), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kCreateTaskResult, "CreateTaskResult", nullptr, req("task", TObject, &kTask),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListResourcesResult, "ListResourcesResult", nullptr, reqList("resources", TObject, &kResource),
      opt("nextCursor", TString), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListTemplatesResult, "ListResourceTemplatesResult", nullptr,
      reqList("resourceTemplates", TObject, &kResourceTemplate), opt("nextCursor", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kReadResourceResult, "ReadResourceResult", nullptr, reqList("contents", TObject, nullptr, checkResourceContents),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListPromptsResult, "ListPromptsResult", nullptr, reqList("prompts", TObject, &kPrompt),
      opt("nextCursor", TString), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kGetPromptResult, "GetPromptResult", nullptr, opt("description", TString),
      reqList("messages", TObject, &kPromptMessage), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kCompleteResult, "CompleteResult", nullptr, req("completion", TObject, &kCompletionValues),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kCreateMessageResult, "CreateMessageResult", checkSamplingResult, req("role", TString, nullptr, checkRole),
      req("content", TObject | TArray, nullptr, checkSamplingContent), req("model", TString),
      opt("stopReason", TString), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListRootsResult, "ListRootsResult", nullptr, reqList("roots", TObject, &kRoot),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kElicitResult, "ElicitResult", checkElicitResult, req("action", TString, nullptr, checkElicitAction),
      opt("content", TObject), opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListTasksResult, "ListTasksResult", nullptr, reqList("tasks", TObject, &kTask), opt("nextCursor", TString),
      opt("_meta", TObject, nullptr, checkMeta))

// Completion references.

SHAPE(kPromptReference, "PromptReference", nullptr, req("type", TString), req("name", TString), opt("title", TString))

SHAPE(kResourceTemplateReference, "ResourceTemplateReference", nullptr, req("type", TString),
      req("uri", TString, nullptr, checkUriTemplate))

#undef SHAPE

} // namespace mcpscope
