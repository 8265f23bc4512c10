#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes messages.jsonl: MCP 2025-11-25 messages for every method, valid ones and broken ones.

One JSON object a line:
  direction   "client->server" | "server->client"
  msg         the message
  context     for results: {"method", "requestParams"}; "tools": Tool objects a tools/list
              listed before (the validator's toolsByName)
  expect      diagnostic codes the shape rules must report (empty: none at error level)
  difference  set when the official JSON Schema and mcpscope deliberately disagree; the key is
              explained in tst_shapeoracle.cpp
  note        what the line is about

tst_shapeoracle checks every line against the official schema and against the shape rules;
the fuzzer (tests/fuzz) seeds from the messages. Run: python3 make_corpus.py > messages.jsonl
"""
import copy
import json
import sys

C2S = "client->server"
S2C = "server->client"

out = []
next_id = [100]


def nid():
    next_id[0] += 1
    return next_id[0]


def put(direction, msg, expect=(), note="", context=None, difference=None):
    entry = {"direction": direction, "msg": msg}
    if context:
        entry["context"] = context
    entry["expect"] = list(expect)
    if difference:
        entry["difference"] = difference
    if note:
        entry["note"] = note
    out.append(entry)


def request(method, params=None):
    m = {"jsonrpc": "2.0", "id": nid(), "method": method}
    if params is not None:
        m["params"] = params
    return m


def notification(method, params=None):
    m = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        m["params"] = params
    return m


def result(value):
    return {"jsonrpc": "2.0", "id": nid(), "result": value}


def edit(obj, path, value=None, delete=False):
    """A deep copy of obj with the member at path ("a/b/0") replaced or deleted."""
    obj = copy.deepcopy(obj)
    parts = [p for p in path.split("/") if p != ""]
    at = obj
    for p in parts[:-1]:
        at = at[int(p)] if isinstance(at, list) else at[p]
    last = parts[-1]
    if isinstance(at, list):
        last = int(last)
    if delete:
        del at[last]
    else:
        at[last] = value
    return obj


def req_cases(method, direction, valid_params, mutations, params_required=True):
    """valid_params: list of (params, note); mutations: list of (path, value|DELETE, codes, note[, difference])."""
    for params, note in valid_params:
        put(direction, request(method, params), [], note or f"{method}: valid")
    if params_required:
        put(direction, request(method), ["mcp.params.missing"], f"{method} without params")
    base = next((p for p, _ in valid_params if p is not None), {})
    for mutation in mutations:
        path, value, codes, note = mutation[:4]
        difference = mutation[4] if len(mutation) > 4 else None
        params = edit(base, path, delete=True) if value is DELETE else edit(base, path, value)
        put(direction, request(method, params), codes, note, difference=difference)


def res_cases(method, direction, request_params, valid_results, mutations, tools=None):
    context = {"method": method}
    if request_params is not None:
        context["requestParams"] = request_params
    if tools is not None:
        context["tools"] = tools
    for value, note in valid_results:
        put(direction, result(value), [], note or f"{method} result: valid", context=context)
    base = valid_results[0][0]
    for mutation in mutations:
        path, value, codes, note = mutation[:4]
        difference = mutation[4] if len(mutation) > 4 else None
        value2 = edit(base, path, delete=True) if value is DELETE else edit(base, path, value)
        put(direction, result(value2), codes, note, context=context, difference=difference)


DELETE = object()

PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
WAV = "UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA="
JPEG_AS_PNG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ=="

IMPL = {"name": "corpus-client", "version": "1.0.0"}
SERVER_IMPL = {"name": "corpus-server", "title": "Corpus Server", "version": "2.1.0",
               "icons": [{"src": "https://example.com/icon.png", "mimeType": "image/png", "sizes": ["48x48"]}],
               "websiteUrl": "https://example.com"}

# --- initialize --------------------------------------------------------------------------------
init_params = {"protocolVersion": "2025-11-25",
               "capabilities": {"roots": {"listChanged": True}, "sampling": {}, "elicitation": {"form": {}, "url": {}}},
               "clientInfo": IMPL}
req_cases("initialize", C2S,
          [(init_params, "initialize: valid"),
           ({"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "x", "version": "0", "title": "X",
                                                                                "description": "a client"},
             "_meta": {"progressToken": "init-1"}}, "initialize: minimal with _meta progressToken"),
           ({"protocolVersion": "2025-11-25", "capabilities": {"experimental": {"foo": {}},
                                                               "tasks": {"list": {}, "cancel": {}, "requests": {"sampling": {"createMessage": {}}}}},
             "clientInfo": IMPL}, "initialize: experimental and tasks capabilities")],
          [("protocolVersion", DELETE, ["mcp.member.missing"], "initialize without protocolVersion"),
           ("protocolVersion", 20251125, ["mcp.member.type"], "protocolVersion as a number"),
           ("capabilities", DELETE, ["mcp.member.missing"], "initialize without capabilities"),
           ("capabilities", [], ["mcp.member.type"], "capabilities as an array"),
           ("capabilities/roots/listChanged", "yes", ["mcp.member.type"], "roots.listChanged as a string"),
           ("capabilities/sampling", True, ["mcp.member.type"], "sampling capability as true"),
           ("capabilities/experimental", {"x": 1}, ["mcp.member.type"], "experimental capability value not an object"),
           ("clientInfo", DELETE, ["mcp.member.missing"], "initialize without clientInfo"),
           ("clientInfo/version", DELETE, ["mcp.member.missing"], "clientInfo without version"),
           ("clientInfo/name", 7, ["mcp.member.type"], "clientInfo name as a number"),
           ("clientInfo/icons", [{"mimeType": "image/png"}], ["mcp.member.missing"], "icon without src"),
           ("clientInfo/websiteUrl", "example.com", ["mcp.uri.syntax"], "websiteUrl without a scheme", "uri"),
           ("_meta", {"progressToken": 1.5}, ["mcp.member.type"], "progressToken as a fraction"),
           ("_meta", {"progressToken": "t", "-bad": 1}, ["mcp.meta.key"], "_meta key starting with '-'", "meta-key"),
           ("_meta", "meta", ["mcp.member.type"], "_meta as a string")])

init_result = {"protocolVersion": "2025-11-25",
               "capabilities": {"tools": {"listChanged": True}, "prompts": {}, "resources": {"subscribe": True, "listChanged": True},
                                "logging": {}, "completions": {}, "tasks": {"list": {}, "cancel": {}, "requests": {"tools": {"call": {}}}}},
               "serverInfo": SERVER_IMPL, "instructions": "Be nice."}
res_cases("initialize", S2C, init_params,
          [(init_result, "initialize result: valid"),
           ({"protocolVersion": "2025-11-25", "capabilities": {}, "serverInfo": {"name": "s", "version": "1"}}, "initialize result: minimal"),
           ({"protocolVersion": "2025-11-25", "capabilities": {}, "serverInfo": {"name": "s", "version": "1"},
             "_meta": {"com.example/trace": "abc", "io.modelcontextprotocol/related-task": {"taskId": "t1"}}},
            "initialize result: prefixed _meta keys")],
          [("serverInfo", DELETE, ["mcp.member.missing"], "initialize result without serverInfo"),
           ("serverInfo/name", DELETE, ["mcp.member.missing"], "serverInfo without name"),
           ("serverInfo/version", 2, ["mcp.member.type"], "serverInfo version as a number"),
           ("serverInfo/icons/0/theme", "blue", ["mcp.member.value"], "icon theme not light/dark"),
           ("serverInfo/icons/0/src", "javascript:alert(1)", ["mcp.icon.src"], "icon src with javascript: scheme"),
           ("serverInfo/icons/0/src", "data:image/png;base64,iVBOR!", ["mcp.icon.src"], "icon data: URI with broken base64"),
           ("serverInfo/icons/0/sizes", ["48"], ["mcp.icon.sizes"], "icon size without WxH"),
           ("serverInfo/icons/0/sizes", "48x48", ["mcp.member.type"], "icon sizes as a string"),
           ("capabilities", DELETE, ["mcp.member.missing"], "initialize result without capabilities"),
           ("capabilities/tools/listChanged", "true", ["mcp.member.type"], "tools.listChanged as a string"),
           ("capabilities/resources/subscribe", 1, ["mcp.member.type"], "resources.subscribe as a number"),
           ("capabilities/logging", "on", ["mcp.member.type"], "logging capability as a string"),
           ("protocolVersion", DELETE, ["mcp.member.missing"], "initialize result without protocolVersion"),
           ("instructions", ["a"], ["mcp.member.type"], "instructions as an array"),
           ("_meta", {"mcp.example/x": 1}, [], "_meta prefix mcp.example: second label is not reserved"),
           ("_meta", {"dev.mcp/x": 1}, ["mcp.meta.reserved"], "_meta key under the reserved dev.mcp/ prefix"),
           ("_meta", {"example.com/": 1}, [], "_meta key with empty name"),
           ("_meta", {"1abc/x": 1}, ["mcp.meta.key"], "_meta prefix label starting with a digit", "meta-key"),
           ("_meta", {"a..b/x": 1}, ["mcp.meta.key"], "_meta prefix with an empty label", "meta-key"),
           ("_meta", {"com.example/na me": 1}, ["mcp.meta.key"], "_meta name with a space", "meta-key"),
           ("_meta", {"io.modelcontextprotocol/related-task": {"id": "x"}}, ["mcp.member.missing"], "related-task without taskId", "related-task-meta")])

# --- ping ------------------------------------------------------------------------------------------
put(C2S, request("ping"), [], "ping from the client")
put(S2C, request("ping"), [], "ping from the server")
put(C2S, request("ping", {}), [], "ping with empty params")
put(C2S, request("ping", {"_meta": {"progressToken": 5}}), [], "ping with a progress token")
put(C2S, request("ping", {"_meta": {"progressToken": True}}), ["mcp.member.type"], "ping with a boolean progress token")
res_cases("ping", S2C, {}, [({}, "ping result: empty"), ({"_meta": {}}, "ping result: empty _meta")],
          [("extra", 1, ["mcp.result.notEmpty"], "ping result with a member"),
           ("_meta", 5, ["mcp.member.type"], "ping result _meta as a number")])

# --- tools -------------------------------------------------------------------------------------------
ADD_TOOL = {"name": "add", "title": "Add", "description": "Adds two numbers",
            "inputSchema": {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
                            "required": ["a", "b"], "additionalProperties": False},
            "outputSchema": {"type": "object", "properties": {"sum": {"type": "number"}}, "required": ["sum"]},
            "annotations": {"readOnlyHint": True, "idempotentHint": True},
            "icons": [{"src": "data:image/png;base64," + PNG, "mimeType": "image/png", "sizes": ["any"], "theme": "light"}]}
ECHO_TOOL = {"name": "echo", "description": "Echoes", "inputSchema": {"type": "object", "properties": {"text": {"type": "string", "minLength": 1}},
                                                                          "required": ["text"]}}
BIG_TOOL = {"name": "stamp", "inputSchema": {"type": "object", "properties": {"ms": {"type": "integer", "minimum": 0},
                                                                              "tags": {"type": "array", "items": {"type": "string", "pattern": "^[a-z]+$"}},
                                                                              "mode": {"enum": ["fast", "slow"]}}}}
TASK_TOOL = {"name": "slow-job", "inputSchema": {"type": "object"}, "execution": {"taskSupport": "required"}}
NOTASK_TOOL = {"name": "quick", "inputSchema": {"type": "object"}, "execution": {"taskSupport": "forbidden"}}
TOOLS = [ADD_TOOL, ECHO_TOOL, BIG_TOOL, TASK_TOOL, NOTASK_TOOL]

req_cases("tools/list", C2S, [(None, "tools/list without params"), ({"cursor": "page-2"}, "tools/list with cursor")],
          [("cursor", 2, ["mcp.member.type"], "tools/list cursor as a number")], params_required=False)
put(C2S, request("tools/list", {}), [], "tools/list with empty params")

tools_result = {"tools": TOOLS, "nextCursor": "next"}
res_cases("tools/list", S2C, {}, [(tools_result, "tools/list result: five tools"), ({"tools": []}, "tools/list result: empty")],
          [("tools", DELETE, ["mcp.member.missing"], "tools/list result without tools"),
           ("tools", {"add": ADD_TOOL}, ["mcp.member.type"], "tools as an object"),
           ("nextCursor", 3, ["mcp.member.type"], "nextCursor as a number"),
           ("tools/0/name", DELETE, ["mcp.member.missing"], "tool without name"),
           ("tools/0/name", "get weather", ["mcp.tool.name"], "tool name with a space"),
           ("tools/0/name", "a" * 129, ["mcp.tool.name"], "tool name of 129 characters"),
           ("tools/0/name", "", ["mcp.tool.name"], "empty tool name"),
           ("tools/0/name", "user/profile", ["mcp.tool.name"], "tool name with a slash"),
           ("tools/1/name", "add", ["mcp.tool.duplicate"], "two tools named add"),
           ("tools/0/inputSchema", DELETE, ["mcp.member.missing"], "tool without inputSchema"),
           ("tools/0/inputSchema", None, ["mcp.member.type"], "inputSchema null"),
           ("tools/0/inputSchema", {"type": "array"}, ["mcp.tool.inputSchema"], "inputSchema of type array"),
           ("tools/0/inputSchema", {"properties": {}}, ["mcp.tool.inputSchema"], "inputSchema without type"),
           ("tools/0/inputSchema/properties", [], ["mcp.tool.inputSchema"], "inputSchema properties as an array"),
           ("tools/0/inputSchema/properties/a", True, ["mcp.tool.inputSchema"], "inputSchema property as a boolean schema"),
           ("tools/0/inputSchema/required", "a", ["mcp.tool.inputSchema"], "inputSchema required as a string"),
           ("tools/0/inputSchema/properties/a", {"type": "numbr"}, ["mcp.schema.invalid"], "inputSchema with an unknown type name", "schema-validity"),
           ("tools/0/inputSchema/properties/a", {"type": "string", "pattern": "([a-z"}, ["mcp.schema.invalid"], "inputSchema with a broken regex", "schema-validity"),
           ("tools/0/inputSchema/properties/a", {"$ref": "#/$defs/missing"}, ["mcp.schema.invalid"], "inputSchema with a dangling $ref", "schema-validity"),
           ("tools/0/inputSchema/properties/a", {"minimum": "zero"}, ["mcp.schema.invalid"], "inputSchema minimum as a string", "schema-validity"),
           ("tools/0/inputSchema/properties/a", {"$ref": "https://example.com/s.json"}, ["mcp.schema.unchecked"], "inputSchema with a remote $ref"),
           ("tools/0/outputSchema", {"type": "string"}, ["mcp.tool.outputSchema"], "outputSchema of type string"),
           ("tools/0/outputSchema", "object", ["mcp.member.type"], "outputSchema as a string"),
           ("tools/0/outputSchema/properties/sum", {"type": 5}, ["mcp.schema.invalid"], "outputSchema type as a number", "schema-validity"),
           ("tools/0/annotations/readOnlyHint", "yes", ["mcp.member.type"], "readOnlyHint as a string"),
           ("tools/0/annotations", [], ["mcp.member.type"], "annotations as an array"),
           ("tools/0/title", 1, ["mcp.member.type"], "title as a number"),
           ("tools/0/description", None, ["mcp.member.type"], "description null"),
           ("tools/0/icons/0/src", "file:///icon.png", ["mcp.icon.src"], "icon with a file: URI"),
           ("tools/0/icons", {}, ["mcp.member.type"], "icons as an object"),
           ("tools/3/execution/taskSupport", "sometimes", ["mcp.member.value"], "taskSupport not an allowed value"),
           ("tools/0/_meta", {"com.example/": 1, "ok": 2}, [], "tool _meta with valid keys"),
           ("tools/0/_meta", {"bad key": 1}, ["mcp.meta.key"], "tool _meta key with a space", "meta-key")])

call_add = {"name": "add", "arguments": {"a": 1, "b": 2}}
tools_ctx = {"tools": TOOLS}
for params, codes, note in [
        (call_add, [], "tools/call add: valid"),
        ({"name": "add", "arguments": {"a": 1.5, "b": -2}}, [], "tools/call add: fractions"),
        ({"name": "echo", "arguments": {"text": "hi"}, "_meta": {"progressToken": "p-1"}}, [], "tools/call echo with a progress token"),
        ({"name": "stamp", "arguments": {"ms": 1732600000123, "tags": ["a", "bc"], "mode": "fast"}}, [], "tools/call with a 64-bit integer argument"),
        ({"name": "stamp"}, [], "tools/call without arguments (no required properties)"),
        ({"name": "slow-job", "arguments": {}, "task": {"ttl": 60000}}, [], "tools/call as a task"),
        ({"name": "add", "arguments": {"a": 1}}, ["mcp.tool.arguments"], "tools/call add without b"),
        ({"name": "add"}, ["mcp.tool.arguments"], "tools/call add without arguments"),
        ({"name": "add", "arguments": {"a": "1", "b": 2}}, ["mcp.tool.arguments"], "tools/call add with a string number"),
        ({"name": "add", "arguments": {"a": 1, "b": 2, "c": 3}}, ["mcp.tool.arguments"], "tools/call add with an extra argument"),
        ({"name": "echo", "arguments": {"text": ""}}, ["mcp.tool.arguments"], "tools/call echo with a too short text"),
        ({"name": "stamp", "arguments": {"ms": 1.5}}, ["mcp.tool.arguments"], "tools/call stamp ms not an integer"),
        ({"name": "stamp", "arguments": {"ms": -1}}, ["mcp.tool.arguments"], "tools/call stamp ms below minimum"),
        ({"name": "stamp", "arguments": {"tags": ["ok", "NOT"]}}, ["mcp.tool.arguments"], "tools/call stamp tag not matching the pattern"),
        ({"name": "stamp", "arguments": {"mode": "medium"}}, ["mcp.tool.arguments"], "tools/call stamp mode not in the enum"),
        ({"name": "nope", "arguments": {}}, ["mcp.tool.unknown"], "tools/call for an unlisted tool"),
        ({"name": "slow-job", "arguments": {}}, ["mcp.tool.taskSupport"], "tools/call without task for a task-required tool"),
        ({"name": "quick", "arguments": {}, "task": {}}, ["mcp.tool.taskSupport"], "tools/call as a task for a task-forbidden tool"),
        ({"name": "add", "arguments": [1, 2]}, ["mcp.member.type"], "tools/call arguments as an array"),
        ({"arguments": {}}, ["mcp.member.missing"], "tools/call without name"),
        ({"name": 5}, ["mcp.member.type"], "tools/call name as a number"),
        ({"name": "slow-job", "task": {"ttl": "1m"}}, ["mcp.member.type"], "task ttl as a string"),
        ({"name": "add", "arguments": {"a": 1, "b": 2}, "_meta": {"progressToken": None}}, ["mcp.member.type"], "progressToken null")]:
    difference = "tool-arguments" if "mcp.tool.arguments" in codes else "task-support" if "mcp.tool.taskSupport" in codes else None
    put(C2S, request("tools/call", params), codes, note, context=tools_ctx, difference=difference)
put(C2S, request("tools/call"), ["mcp.params.missing"], "tools/call without params", context=tools_ctx)
put(S2C, request("tools/call", call_add), ["mcp.method.direction"], "tools/call sent by the server", context=tools_ctx)

call_ctx_tools = TOOLS
ok_add = {"content": [{"type": "text", "text": "{\"sum\":3}"}], "structuredContent": {"sum": 3}}
res_cases("tools/call", S2C, call_add,
          [(ok_add, "tools/call add result: structured"),
           ({"content": [{"type": "text", "text": "oops"}], "isError": True}, "tools/call error result without structuredContent"),
           ({"content": [{"type": "text", "text": "3"}], "structuredContent": {"sum": 3.5}, "isError": False}, "structured with fraction"),
           ({"content": [{"type": "image", "data": PNG, "mimeType": "image/png", "annotations": {"audience": ["user"], "priority": 0.5}},
                         {"type": "text", "text": "{\"sum\":0}"}], "structuredContent": {"sum": 0}}, "image block with annotations"),
           ({"content": [{"type": "audio", "data": WAV, "mimeType": "audio/wav"}, {"type": "text", "text": "{}"}], "structuredContent": {"sum": 1}},
            "audio block"),
           ({"content": [{"type": "resource_link", "uri": "file:///project/src/main.rs", "name": "main.rs", "mimeType": "text/x-rust",
                          "size": 120, "annotations": {"lastModified": "2025-05-03T14:30:00Z"}}, {"type": "text", "text": "{}"}],
             "structuredContent": {"sum": 1}}, "resource_link block"),
           ({"content": [{"type": "resource", "resource": {"uri": "file:///a.txt", "mimeType": "text/plain", "text": "hello"}},
                         {"type": "resource", "resource": {"uri": "https://example.com/b.bin", "blob": "AAEC"}},
                         {"type": "text", "text": "{}"}], "structuredContent": {"sum": 1}}, "embedded resources"),
           ({"content": [{"type": "text", "text": "{}", "_meta": {"com.example.cache/hit": True}}], "structuredContent": {"sum": 1},
             "_meta": {"io.modelcontextprotocol/related-task": {"taskId": "t-9"}}}, "result with related-task _meta")],
          [("content", DELETE, ["mcp.member.missing"], "tools/call result without content"),
           ("content", "3", ["mcp.member.type"], "content as a string"),
           ("content/0", "text", ["mcp.member.type"], "content block as a string"),
           ("content/0/type", DELETE, ["mcp.member.missing"], "content block without type"),
           ("content/0/type", "video", ["mcp.content.type"], "content block of type video"),
           ("content/0/type", "tool_use", ["mcp.content.type"], "tool_use block in a tool result"),
           ("content/0/text", DELETE, ["mcp.member.missing"], "text block without text"),
           ("content/0/text", 3, ["mcp.member.type"], "text block text as a number"),
           ("content/0", {"type": "image", "data": PNG}, ["mcp.member.missing"], "image without mimeType"),
           ("content/0", {"type": "image", "mimeType": "image/png"}, ["mcp.member.missing"], "image without data"),
           ("content/0", {"type": "image", "data": "iVBORw0KGgo=", "mimeType": "image/png"}, [], "short PNG data"),
           ("content/0", {"type": "image", "data": "iVBORw0KGgo", "mimeType": "image/png"}, ["mcp.content.base64"], "base64 without padding", "base64"),
           ("content/0", {"type": "image", "data": "iVBOR w0KGgo=", "mimeType": "image/png"}, ["mcp.content.base64"], "base64 with a space", "base64"),
           ("content/0", {"type": "image", "data": "iVBORw0KGgo=\n", "mimeType": "image/png"}, ["mcp.content.base64"], "base64 with a newline", "base64"),
           ("content/0", {"type": "image", "data": "iVBO-w0_Ggo=", "mimeType": "image/png"}, ["mcp.content.base64"], "base64url alphabet", "base64"),
           ("content/0", {"type": "image", "data": "iVBORw0K=Ggo", "mimeType": "image/png"}, ["mcp.content.base64"], "padding in the middle", "base64"),
           ("content/0", {"type": "image", "data": "not base64 at all!", "mimeType": "image/png"}, ["mcp.content.base64"], "prose as image data", "base64"),
           ("content/0", {"type": "image", "data": JPEG_AS_PNG, "mimeType": "image/png"}, ["mcp.content.mimeMismatch"], "JPEG bytes labelled image/png"),
           ("content/0", {"type": "image", "data": PNG, "mimeType": "png"}, ["mcp.content.mimeType"], "mimeType without a slash"),
           ("content/0", {"type": "image", "data": PNG, "mimeType": "audio/wav"}, ["mcp.content.mimeType"], "image block with an audio mimeType"),
           ("content/0", {"type": "audio", "data": "UklGR", "mimeType": "audio/wav"}, ["mcp.content.base64"], "audio base64 of bad length", "base64"),
           ("content/0", {"type": "audio", "data": WAV, "mimeType": 3}, ["mcp.member.type"], "audio mimeType as a number"),
           ("content/0", {"type": "resource_link", "uri": "file:///x"}, ["mcp.member.missing"], "resource_link without name"),
           ("content/0", {"type": "resource_link", "name": "x", "uri": "not a uri"}, ["mcp.uri.syntax"], "resource_link with a bad URI", "uri"),
           ("content/0", {"type": "resource_link", "name": "x", "uri": "file:///a", "size": 1.5}, ["mcp.member.type"], "resource_link size fraction"),
           ("content/0", {"type": "resource", "resource": {"uri": "file:///a"}}, ["mcp.resource.textBlob"], "embedded resource with neither text nor blob"),
           ("content/0", {"type": "resource", "resource": {"uri": "file:///a", "text": "x", "blob": "AAAA"}}, ["mcp.resource.textBlob"],
            "embedded resource with text and blob", "text-xor-blob"),
           ("content/0", {"type": "resource", "resource": {"text": "x"}}, ["mcp.member.missing"], "embedded resource without uri"),
           ("content/0", {"type": "resource", "resource": {"uri": "file:///a", "blob": "AA=A"}}, ["mcp.content.base64"], "blob with bad padding", "base64"),
           ("content/0", {"type": "resource", "resource": "file:///a"}, ["mcp.member.type"], "embedded resource as a string"),
           ("content/0", {"type": "text", "text": "x", "annotations": {"priority": 2}}, ["mcp.member.range"], "priority above 1"),
           ("content/0", {"type": "text", "text": "x", "annotations": {"audience": ["robot"]}}, ["mcp.member.value"], "audience robot"),
           ("content/0", {"type": "text", "text": "x", "annotations": {"lastModified": "yesterday"}}, ["mcp.timestamp.format"], "lastModified not ISO 8601"),
           ("isError", "false", ["mcp.member.type"], "isError as a string"),
           ("structuredContent", [3], ["mcp.member.type"], "structuredContent as an array"),
           ("structuredContent", DELETE, ["mcp.tool.structuredContent.missing"], "no structuredContent though the tool has an outputSchema", "output-schema"),
           ("structuredContent", {"sum": "3"}, ["mcp.tool.structuredContent"], "structuredContent sum as a string", "output-schema"),
           ("structuredContent", {"total": 3}, ["mcp.tool.structuredContent"], "structuredContent without sum", "output-schema"),
           ("content", [], ["mcp.tool.structuredContent.text"], "structured result without a text block")],
          tools=call_ctx_tools)

res_cases("tools/call", S2C, {"name": "slow-job", "arguments": {}, "task": {"ttl": 60000}},
          [({"task": {"taskId": "t-1", "status": "working", "createdAt": "2025-11-25T10:30:00Z", "lastUpdatedAt": "2025-11-25T10:30:00Z",
                      "ttl": 60000, "pollInterval": 5000}}, "task-augmented tools/call: CreateTaskResult"),
           ({"task": {"taskId": "t-2", "status": "working", "createdAt": "2025-11-25T10:30:00Z", "lastUpdatedAt": "2025-11-25T10:30:00Z",
                      "ttl": None}, "_meta": {"io.modelcontextprotocol/model-immediate-response": "started"}}, "CreateTaskResult with ttl null")],
          [("task/taskId", DELETE, ["mcp.member.missing"], "task without taskId"),
           ("task/status", "running", ["mcp.member.value"], "task status running"),
           ("task/ttl", DELETE, ["mcp.member.missing"], "task without ttl"),
           ("task/ttl", "60s", ["mcp.member.type"], "task ttl as a string"),
           ("task/createdAt", "25.11.2025", ["mcp.timestamp.format"], "createdAt not ISO 8601"),
           ("task/pollInterval", 0.5, ["mcp.member.type"], "pollInterval fraction"),
           ("_meta", {"io.modelcontextprotocol/model-immediate-response": 5}, ["mcp.member.type"], "model-immediate-response not a string", "related-task-meta")],
          tools=TOOLS)

# --- notifications/tools/list_changed etc. ---------------------------------------------------------------
for method, direction in [("notifications/tools/list_changed", S2C), ("notifications/prompts/list_changed", S2C),
                          ("notifications/resources/list_changed", S2C), ("notifications/roots/list_changed", C2S),
                          ("notifications/initialized", C2S)]:
    put(direction, notification(method), [], f"{method}")
    put(direction, notification(method, {}), [], f"{method} with empty params")
    put(direction, notification(method, {"_meta": {"com.example/why": "refresh"}}), [], f"{method} with _meta")
    put(direction, notification(method, {"_meta": []}), ["mcp.member.type"], f"{method} with _meta as an array")
    other = C2S if direction == S2C else S2C
    put(other, notification(method), ["mcp.method.direction"], f"{method} sent by the wrong side")

# --- resources --------------------------------------------------------------------------------------------------
req_cases("resources/list", C2S, [(None, "resources/list"), ({"cursor": "c2"}, "resources/list with cursor")],
          [("cursor", None, ["mcp.member.type"], "resources/list cursor null")], params_required=False)
res_cases("resources/list", S2C, {},
          [({"resources": [{"uri": "file:///project/README.md", "name": "README.md", "title": "Readme", "mimeType": "text/markdown", "size": 1024,
                            "annotations": {"audience": ["user", "assistant"], "priority": 0.8, "lastModified": "2025-01-12T15:00:58Z"}},
                           {"uri": "https://example.com/data.json", "name": "data"},
                           {"uri": "urn:isbn:0451450523", "name": "book"},
                           {"uri": "custom+scheme://host:8080/p?q=1#frag", "name": "custom"}], "nextCursor": "c3"}, "resources/list result: valid"),
           ({"resources": []}, "resources/list result: empty")],
          [("resources", DELETE, ["mcp.member.missing"], "resources/list result without resources"),
           ("resources/0/uri", DELETE, ["mcp.member.missing"], "resource without uri"),
           ("resources/0/name", DELETE, ["mcp.member.missing"], "resource without name"),
           ("resources/0/uri", "README.md", ["mcp.uri.syntax"], "resource URI without scheme", "uri"),
           ("resources/0/uri", "file:///my docs/a.txt", ["mcp.uri.syntax"], "resource URI with a space", "uri"),
           ("resources/0/uri", "C:\\dir\\a.txt", ["mcp.uri.syntax"], "Windows path as URI", "uri"),
           ("resources/0/uri", "file:///a%zz", ["mcp.uri.syntax"], "bad percent escape", "uri"),
           ("resources/0/uri", "http://host:port/x", ["mcp.uri.syntax"], "non-numeric port", "uri"),
           ("resources/0/uri", "file:///a#b#c", ["mcp.uri.syntax"], "two fragments", "uri"),
           ("resources/0/size", "1KB", ["mcp.member.type"], "size as a string"),
           ("resources/0/mimeType", "text", ["mcp.content.mimeType"], "mimeType without subtype"),
           ("resources/0/annotations/priority", -0.1, ["mcp.member.range"], "priority below 0"),
           ("resources/0/annotations/audience", "user", ["mcp.member.type"], "audience as a string"),
           ("resources/0/icons", [{"src": "https://example.com/i.svg", "mimeType": "image/svg+xml", "sizes": ["any"]}], [], "resource icon")])

req_cases("resources/templates/list", C2S, [(None, "resources/templates/list")], [("cursor", [], ["mcp.member.type"], "cursor as an array")],
          params_required=False)
res_cases("resources/templates/list", S2C, {},
          [({"resourceTemplates": [{"uriTemplate": "file:///{path}", "name": "files"},
                                   {"uriTemplate": "https://api.example.com/{+base}/items{?page,limit}{#frag}", "name": "api"},
                                   {"uriTemplate": "db://{schema}.{table}/{id:3}{/segments*}{;params*}{&more}", "name": "db",
                                    "mimeType": "application/json", "title": "DB"},
                                   {"uriTemplate": "x://{var.name}/{a%20b}", "name": "dotted"}]}, "templates: levels 1-4")],
          [("resourceTemplates", DELETE, ["mcp.member.missing"], "templates result without resourceTemplates"),
           ("resourceTemplates/0/uriTemplate", DELETE, ["mcp.member.missing"], "template without uriTemplate"),
           ("resourceTemplates/0/uriTemplate", "file:///{path", ["mcp.template.syntax"], "unclosed expression", "uri-template"),
           ("resourceTemplates/0/uriTemplate", "file:///{}", ["mcp.template.syntax"], "empty expression", "uri-template"),
           ("resourceTemplates/0/uriTemplate", "file:///{=path}", ["mcp.template.syntax"], "reserved operator =", "uri-template"),
           ("resourceTemplates/0/uriTemplate", "file:///{pa th}", ["mcp.template.syntax"], "space in a variable name", "uri-template"),
           ("resourceTemplates/0/uriTemplate", "file:///{path:0}", ["mcp.template.syntax"], "prefix length 0", "uri-template"),
           ("resourceTemplates/0/uriTemplate", "file:///{path:10000}", ["mcp.template.syntax"], "prefix length 10000", "uri-template"),
           ("resourceTemplates/0/uriTemplate", "file:///a}b", ["mcp.template.syntax"], "stray closing brace", "uri-template"),
           ("resourceTemplates/0/uriTemplate", "file:///a b/{x}", ["mcp.template.syntax"], "space in a literal", "uri-template"),
           ("resourceTemplates/0/uriTemplate", "file:///{.x}", [], "dot operator"),
           ("resourceTemplates/0/uriTemplate", "file:///{x*,y:2}", [], "explode and prefix in one expression"),
           ("resourceTemplates/0/name", 1, ["mcp.member.type"], "template name as a number")])

req_cases("resources/read", C2S, [({"uri": "file:///project/README.md"}, "resources/read")],
          [("uri", DELETE, ["mcp.member.missing"], "resources/read without uri"),
           ("uri", 5, ["mcp.member.type"], "resources/read uri as a number"),
           ("uri", "README.md", ["mcp.uri.syntax"], "resources/read relative uri", "uri")])
res_cases("resources/read", S2C, {"uri": "file:///project/README.md"},
          [({"contents": [{"uri": "file:///project/README.md", "mimeType": "text/markdown", "text": "# Hi"}]}, "resources/read text"),
           ({"contents": [{"uri": "file:///logo.png", "mimeType": "image/png", "blob": PNG}, {"uri": "file:///e", "text": ""}]}, "resources/read blob")],
          [("contents", DELETE, ["mcp.member.missing"], "resources/read result without contents"),
           ("contents/0/text", DELETE, ["mcp.resource.textBlob"], "contents with neither text nor blob"),
           ("contents/0/blob", "AAAA", ["mcp.resource.textBlob"], "contents with text and blob", "text-xor-blob"),
           ("contents/0/uri", DELETE, ["mcp.member.missing"], "contents without uri"),
           ("contents/0", {"uri": "file:///x", "blob": "AAA"}, ["mcp.content.base64"], "blob of length 3", "base64"),
           ("contents/0", {"uri": "file:///x", "blob": 123}, ["mcp.member.type"], "blob as a number"),
           ("contents/0/uri", "no scheme", ["mcp.uri.syntax"], "contents uri without scheme", "uri")])

for method in ["resources/subscribe", "resources/unsubscribe"]:
    req_cases(method, C2S, [({"uri": "file:///project/README.md"}, f"{method}")],
              [("uri", DELETE, ["mcp.member.missing"], f"{method} without uri"),
               ("uri", "", ["mcp.uri.syntax"], f"{method} with an empty uri", "uri")])
    res_cases(method, S2C, {"uri": "file:///project/README.md"}, [({}, f"{method} result")],
              [("ok", True, ["mcp.result.notEmpty"], f"{method} result not empty")])

put(S2C, notification("notifications/resources/updated", {"uri": "file:///project/README.md"}), [], "resources/updated")
put(S2C, notification("notifications/resources/updated", {"uri": "file:///x", "title": "x"}), [], "resources/updated with extra member")
put(S2C, notification("notifications/resources/updated", {}), ["mcp.member.missing"], "resources/updated without uri")
put(S2C, notification("notifications/resources/updated"), ["mcp.params.missing"], "resources/updated without params")
put(S2C, notification("notifications/resources/updated", {"uri": "not uri"}), ["mcp.uri.syntax"], "resources/updated bad uri", difference="uri")
put(C2S, notification("notifications/resources/updated", {"uri": "file:///x"}), ["mcp.method.direction"], "resources/updated from the client")

# --- prompts -------------------------------------------------------------------------------------------------------
req_cases("prompts/list", C2S, [(None, "prompts/list")], [("cursor", 1, ["mcp.member.type"], "cursor as a number")], params_required=False)
res_cases("prompts/list", S2C, {},
          [({"prompts": [{"name": "review", "title": "Code review", "description": "Review code",
                          "arguments": [{"name": "code", "required": True, "description": "The code"}, {"name": "style"}],
                          "icons": [{"src": "https://example.com/p.png"}]}]}, "prompts/list result")],
          [("prompts", DELETE, ["mcp.member.missing"], "prompts/list result without prompts"),
           ("prompts/0/name", DELETE, ["mcp.member.missing"], "prompt without name"),
           ("prompts/0/arguments/0/name", DELETE, ["mcp.member.missing"], "prompt argument without name"),
           ("prompts/0/arguments/0/required", "yes", ["mcp.member.type"], "prompt argument required as a string"),
           ("prompts/0/arguments", {"code": {}}, ["mcp.member.type"], "prompt arguments as an object")])
req_cases("prompts/get", C2S, [({"name": "review", "arguments": {"code": "x = 1"}}, "prompts/get"), ({"name": "simple"}, "prompts/get without arguments")],
          [("name", DELETE, ["mcp.member.missing"], "prompts/get without name"),
           ("arguments/code", 1, ["mcp.member.type"], "prompt argument value as a number"),
           ("arguments", ["x"], ["mcp.member.type"], "prompt arguments as an array")])
res_cases("prompts/get", S2C, {"name": "review"},
          [({"description": "Review", "messages": [{"role": "user", "content": {"type": "text", "text": "Review this"}},
                                                   {"role": "assistant", "content": {"type": "image", "data": PNG, "mimeType": "image/png"}},
                                                   {"role": "user", "content": {"type": "resource", "resource": {"uri": "file:///a", "text": "x"}}},
                                                   {"role": "user", "content": {"type": "resource_link", "uri": "file:///b", "name": "b"}}]},
            "prompts/get result")],
          [("messages", DELETE, ["mcp.member.missing"], "prompts/get result without messages"),
           ("messages/0/role", "system", ["mcp.member.value"], "prompt message role system"),
           ("messages/0/role", DELETE, ["mcp.member.missing"], "prompt message without role"),
           ("messages/0/content", [{"type": "text", "text": "x"}], ["mcp.member.type"], "prompt message content as an array"),
           ("messages/0/content", {"type": "tool_use", "id": "1", "name": "x", "input": {}}, ["mcp.content.type"], "tool_use in a prompt"),
           ("messages/1/content/data", "****", ["mcp.content.base64"], "prompt image with bad base64", "base64"),
           ("description", 5, ["mcp.member.type"], "description as a number")])

# --- logging -------------------------------------------------------------------------------------------------------
for level in ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"]:
    put(S2C, notification("notifications/message", {"level": level, "logger": "corpus", "data": {"n": 1}}), [], f"log message {level}")
put(S2C, notification("notifications/message", {"level": "info", "data": None}), [], "log message with null data")
put(S2C, notification("notifications/message", {"level": "verbose", "data": "x"}), ["mcp.member.value"], "log level verbose")
put(S2C, notification("notifications/message", {"level": "INFO", "data": "x"}), ["mcp.member.value"], "log level in upper case")
put(S2C, notification("notifications/message", {"level": "info"}), ["mcp.member.missing"], "log message without data")
put(S2C, notification("notifications/message", {"data": "x"}), ["mcp.member.missing"], "log message without level")
put(S2C, notification("notifications/message", {"level": "info", "data": "x", "logger": 3}), ["mcp.member.type"], "logger as a number")
put(S2C, notification("notifications/message"), ["mcp.params.missing"], "log message without params")
put(C2S, notification("notifications/message", {"level": "info", "data": "x"}), ["mcp.method.direction"], "log message from the client")
req_cases("logging/setLevel", C2S, [({"level": "warning"}, "logging/setLevel")],
          [("level", "trace", ["mcp.member.value"], "setLevel trace"), ("level", DELETE, ["mcp.member.missing"], "setLevel without level"),
           ("level", 3, ["mcp.member.type"], "setLevel level as a number")])
res_cases("logging/setLevel", S2C, {"level": "warning"}, [({}, "setLevel result")], [("level", "warning", ["mcp.result.notEmpty"], "setLevel result not empty")])

# --- progress and cancellation -------------------------------------------------------------------------------------
for direction in [S2C, C2S]:
    put(direction, notification("notifications/progress", {"progressToken": "p-1", "progress": 1, "total": 10, "message": "one"}), [], "progress")
put(S2C, notification("notifications/progress", {"progressToken": 7, "progress": 0.5}), [], "progress with an integer token and fraction")
put(S2C, notification("notifications/progress", {"progressToken": 7.5, "progress": 1}), ["mcp.member.type"], "progress token as a fraction")
put(S2C, notification("notifications/progress", {"progressToken": None, "progress": 1}), ["mcp.member.type"], "progress token null")
put(S2C, notification("notifications/progress", {"progress": 1}), ["mcp.member.missing"], "progress without token")
put(S2C, notification("notifications/progress", {"progressToken": "p", "progress": "50%"}), ["mcp.member.type"], "progress as a string")
put(S2C, notification("notifications/progress", {"progressToken": "p"}), ["mcp.member.missing"], "progress without progress")
put(S2C, notification("notifications/progress", {"progressToken": "p", "progress": 1, "total": "10"}), ["mcp.member.type"], "total as a string")
put(S2C, notification("notifications/progress", {"progressToken": "p", "progress": 12, "total": 10}), ["mcp.progress.total"], "progress above total")
put(S2C, notification("notifications/progress"), ["mcp.params.missing"], "progress without params")
for direction in [C2S, S2C]:
    put(direction, notification("notifications/cancelled", {"requestId": 5, "reason": "user"}), [], "cancelled")
put(C2S, notification("notifications/cancelled", {"requestId": "abc"}), [], "cancelled with a string id")
put(C2S, notification("notifications/cancelled", {"reason": "x"}), ["mcp.cancelled.requestId"], "cancelled without requestId",
    difference="cancelled-request-id")
put(C2S, notification("notifications/cancelled", {"requestId": 1.5}), ["mcp.member.type"], "cancelled id fraction")
put(C2S, notification("notifications/cancelled", {"requestId": 1, "reason": 2}), ["mcp.member.type"], "cancelled reason as a number")
put(C2S, notification("notifications/cancelled"), ["mcp.params.missing"], "cancelled without params")

# --- completion -----------------------------------------------------------------------------------------------------
req_cases("completion/complete", C2S,
          [({"ref": {"type": "ref/prompt", "name": "review"}, "argument": {"name": "code", "value": "pri"}}, "complete prompt argument"),
           ({"ref": {"type": "ref/resource", "uri": "file:///{path}"}, "argument": {"name": "path", "value": "sr"},
             "context": {"arguments": {"other": "x"}}}, "complete template argument with context")],
          [("ref", DELETE, ["mcp.member.missing"], "complete without ref"),
           ("ref/type", "ref/tool", ["mcp.completion.ref"], "ref type ref/tool"),
           ("ref/type", DELETE, ["mcp.member.missing"], "ref without type"),
           ("ref/name", DELETE, ["mcp.member.missing"], "prompt ref without name"),
           ("ref", {"type": "ref/resource"}, ["mcp.member.missing"], "resource ref without uri"),
           ("ref", {"type": "ref/resource", "uri": "file:///{pa"}, ["mcp.template.syntax"], "resource ref with a broken template", "uri-template"),
           ("argument", DELETE, ["mcp.member.missing"], "complete without argument"),
           ("argument/value", DELETE, ["mcp.member.missing"], "argument without value"),
           ("argument/value", 5, ["mcp.member.type"], "argument value as a number"),
           ("context", {"arguments": {"x": 1}}, ["mcp.member.type"], "context argument as a number")])
res_cases("completion/complete", S2C, {"ref": {"type": "ref/prompt", "name": "review"}, "argument": {"name": "code", "value": "p"}},
          [({"completion": {"values": ["python", "pytorch"], "total": 10, "hasMore": True}}, "completion result"),
           ({"completion": {"values": []}}, "completion result: no values"),
           ({"completion": {"values": ["v%d" % i for i in range(100)]}}, "completion result: 100 values")],
          [("completion", DELETE, ["mcp.member.missing"], "completion result without completion"),
           ("completion/values", DELETE, ["mcp.member.missing"], "completion without values"),
           ("completion/values", [1, 2], ["mcp.member.type"], "completion values as numbers"),
           ("completion/values", ["v%d" % i for i in range(101)], ["mcp.completion.values"], "101 completion values", "completion-max"),
           ("completion/total", 1, ["mcp.completion.total"], "total below the number of values"),
           ("completion/total", 2.5, ["mcp.member.type"], "total as a fraction"),
           ("completion/hasMore", "no", ["mcp.member.type"], "hasMore as a string")])

# --- roots ---------------------------------------------------------------------------------------------------------------
put(S2C, request("roots/list"), [], "roots/list")
put(S2C, request("roots/list", {"_meta": {"progressToken": "r"}}), [], "roots/list with _meta")
put(C2S, request("roots/list"), ["mcp.method.direction"], "roots/list from the client")
res_cases("roots/list", C2S, {},
          [({"roots": [{"uri": "file:///home/user/project", "name": "project"}, {"uri": "file:///tmp"}]}, "roots/list result"),
           ({"roots": []}, "roots/list result: empty")],
          [("roots", DELETE, ["mcp.member.missing"], "roots/list result without roots"),
           ("roots/0/uri", DELETE, ["mcp.member.missing"], "root without uri"),
           ("roots/0/uri", "https://example.com/repo", ["mcp.roots.fileUri"], "root with an https URI", "roots-file"),
           ("roots/0/uri", "/home/user/project", ["mcp.uri.syntax"], "root as a plain path", "uri"),
           ("roots/0/name", 3, ["mcp.member.type"], "root name as a number")])

# --- sampling ------------------------------------------------------------------------------------------------------------
sampling = {"messages": [{"role": "user", "content": {"type": "text", "text": "What is the capital of France?"}}],
            "modelPreferences": {"hints": [{"name": "claude-3-sonnet"}], "intelligencePriority": 0.8, "speedPriority": 0.5, "costPriority": 0},
            "systemPrompt": "You are helpful.", "includeContext": "thisServer", "temperature": 0.7, "maxTokens": 100,
            "stopSequences": ["\n\n"], "metadata": {"x": 1}}
tool_loop = {"messages": [{"role": "user", "content": {"type": "text", "text": "Weather in Paris and London?"}},
                          {"role": "assistant", "content": [{"type": "tool_use", "id": "call_1", "name": "get_weather", "input": {"city": "Paris"}},
                                                            {"type": "tool_use", "id": "call_2", "name": "get_weather", "input": {"city": "London"}}]},
                          {"role": "user", "content": [{"type": "tool_result", "toolUseId": "call_1", "content": [{"type": "text", "text": "18C"}]},
                                                       {"type": "tool_result", "toolUseId": "call_2", "content": [{"type": "text", "text": "15C"}],
                                                        "isError": False}]}],
             "tools": [{"name": "get_weather", "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}],
             "toolChoice": {"mode": "auto"}, "maxTokens": 1000}
req_cases("sampling/createMessage", S2C,
          [(sampling, "sampling/createMessage"), (tool_loop, "sampling with a tool loop"),
           ({"messages": [{"role": "user", "content": [{"type": "image", "data": PNG, "mimeType": "image/png"},
                                                       {"type": "audio", "data": WAV, "mimeType": "audio/wav"}]}], "maxTokens": 10,
             "task": {"ttl": 1000}}, "sampling with image and audio, as a task")],
          [("messages", DELETE, ["mcp.member.missing"], "sampling without messages"),
           ("maxTokens", DELETE, ["mcp.member.missing"], "sampling without maxTokens"),
           ("maxTokens", "100", ["mcp.member.type"], "maxTokens as a string"),
           ("maxTokens", 10.5, ["mcp.member.type"], "maxTokens as a fraction"),
           ("maxTokens", 0, ["mcp.sampling.maxTokens"], "maxTokens 0"),
           ("messages/0/role", "system", ["mcp.member.value"], "sampling message role system"),
           ("messages/0/content", {"type": "resource", "resource": {"uri": "file:///a", "text": "x"}}, ["mcp.content.type"], "embedded resource in sampling"),
           ("messages/0/content", {"type": "resource_link", "uri": "file:///a", "name": "a"}, ["mcp.content.type"], "resource_link in sampling"),
           ("messages/0/content", "hi", ["mcp.member.type"], "sampling content as a string"),
           ("messages/0/content/text", DELETE, ["mcp.member.missing"], "sampling text without text"),
           ("modelPreferences/costPriority", 1.5, ["mcp.member.range"], "costPriority above 1"),
           ("modelPreferences/speedPriority", "fast", ["mcp.member.type"], "speedPriority as a string"),
           ("modelPreferences/hints", [{"name": 3}], ["mcp.member.type"], "model hint name as a number"),
           ("includeContext", "everything", ["mcp.member.value"], "includeContext everything"),
           ("systemPrompt", ["a"], ["mcp.member.type"], "systemPrompt as an array"),
           ("temperature", "hot", ["mcp.member.type"], "temperature as a string"),
           ("stopSequences", "\n", ["mcp.member.type"], "stopSequences as a string"),
           ("toolChoice", {"mode": "always"}, ["mcp.member.value"], "toolChoice mode always"),
           ("tools", [{"name": "t"}], ["mcp.member.missing"], "sampling tool without inputSchema")])
for params, codes, note in [
        (edit(tool_loop, "messages/2/content/1", {"type": "text", "text": "and also"}), ["mcp.sampling.toolResultMixed", "mcp.sampling.toolResultMissing"],
         "tool results mixed with text"),
        (edit(tool_loop, "messages/2/content", [tool_loop["messages"][2]["content"][0]]), ["mcp.sampling.toolResultMissing"], "missing tool result"),
        (edit(tool_loop, "messages/2/content/1/toolUseId", "call_9"), ["mcp.sampling.toolUseId", "mcp.sampling.toolResultMissing"], "tool result for an unknown id"),
        (edit(tool_loop, "messages/2/role", "assistant"), ["mcp.sampling.toolRole"], "tool results in an assistant message"),
        (edit(tool_loop, "messages/1/role", "user"), ["mcp.sampling.toolRole"], "tool uses in a user message"),
        (edit(tool_loop, "messages/1/content/0/input", "Paris"), ["mcp.member.type"], "tool_use input as a string"),
        (edit(tool_loop, "messages/1/content/0", {"type": "tool_use", "name": "get_weather", "input": {}}),
         ["mcp.member.missing"], "tool_use without id"),
        (edit(tool_loop, "messages/2/content/0/content", "18C"), ["mcp.member.type"], "tool_result content as a string"),
        (edit(tool_loop, "messages/2/content/0/content", [{"type": "tool_use", "id": "x", "name": "y", "input": {}}]), ["mcp.content.type"],
         "tool_use inside a tool_result")]:
    codes2 = codes
    put(S2C, request("sampling/createMessage", params), codes2, note,
        difference="sampling-tools" if any(c.startswith("mcp.sampling.") for c in codes) else None)
put(C2S, request("sampling/createMessage", sampling), ["mcp.method.direction"], "sampling from the client")

res_cases("sampling/createMessage", C2S, sampling,
          [({"role": "assistant", "content": {"type": "text", "text": "Paris."}, "model": "claude-3-sonnet-20240307", "stopReason": "endTurn"},
            "sampling result"),
           ({"role": "assistant", "content": [{"type": "tool_use", "id": "c1", "name": "get_weather", "input": {"city": "Paris"}}],
             "model": "m", "stopReason": "toolUse"}, "sampling result with tool use"),
           ({"role": "assistant", "content": {"type": "image", "data": PNG, "mimeType": "image/png"}, "model": "m", "stopReason": "provider-specific"},
            "sampling result with an image and a custom stop reason")],
          [("role", DELETE, ["mcp.member.missing"], "sampling result without role"),
           ("role", "bot", ["mcp.member.value"], "sampling result role bot"),
           ("model", DELETE, ["mcp.member.missing"], "sampling result without model"),
           ("model", 4, ["mcp.member.type"], "model as a number"),
           ("content", DELETE, ["mcp.member.missing"], "sampling result without content"),
           ("content", {"type": "resource_link", "uri": "file:///a", "name": "a"}, ["mcp.content.type"], "resource_link as sampling result"),
           ("content/text", 1, ["mcp.member.type"], "sampling result text as a number"),
           ("stopReason", 1, ["mcp.member.type"], "stopReason as a number"),
           ("stopReason", "toolUse", ["mcp.sampling.stopReason"], "stopReason toolUse without tool_use")])
put(C2S, result({"role": "user", "content": [{"type": "tool_use", "id": "c", "name": "n", "input": {}}], "model": "m"}), ["mcp.sampling.toolRole"],
    "sampling result: tool_use from the user role", context={"method": "sampling/createMessage", "requestParams": sampling}, difference="sampling-tools")

# --- elicitation ---------------------------------------------------------------------------------------------------------
form = {"mode": "form", "message": "Please provide your contact information",
        "requestedSchema": {"type": "object", "properties": {
            "name": {"type": "string", "title": "Name", "minLength": 1, "maxLength": 50},
            "email": {"type": "string", "format": "email"},
            "age": {"type": "integer", "minimum": 18, "maximum": 150, "default": 30},
            "score": {"type": "number"},
            "subscribe": {"type": "boolean", "default": False},
            "color": {"type": "string", "enum": ["red", "green"], "enumNames": ["Red", "Green"]},
            "size": {"type": "string", "oneOf": [{"const": "s", "title": "Small"}, {"const": "l", "title": "Large"}], "default": "s"},
            "tags": {"type": "array", "items": {"type": "string", "enum": ["a", "b"]}, "minItems": 1, "default": ["a"]},
            "toppings": {"type": "array", "items": {"anyOf": [{"const": "x", "title": "X"}, {"const": "y", "title": "Y"}]}}},
            "required": ["name", "email"]}}
url_mode = {"mode": "url", "message": "Please sign in", "url": "https://mcp.example.com/connect?elicitationId=e-1", "elicitationId": "e-1"}
req_cases("elicitation/create", S2C,
          [(form, "elicitation form"), (url_mode, "elicitation URL mode"),
           ({"message": "Name?", "requestedSchema": {"type": "object", "properties": {"n": {"type": "string"}}}}, "elicitation without mode"),
           ({"message": "Name?", "requestedSchema": {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
                                                     "properties": {"n": {"type": "string", "pattern": "^[a-z]+$", "description": "lower"}}}},
            "elicitation with $schema and pattern")],
          [("message", DELETE, ["mcp.member.missing"], "elicitation without message"),
           ("requestedSchema", DELETE, ["mcp.member.missing"], "form elicitation without requestedSchema"),
           ("requestedSchema/type", "array", ["mcp.elicitation.schema"], "requestedSchema of type array"),
           ("requestedSchema/properties", DELETE, ["mcp.elicitation.schema"], "requestedSchema without properties"),
           ("requestedSchema/properties/name", {"type": "object", "properties": {"first": {"type": "string"}}}, ["mcp.elicitation.schema"], "nested object property"),
           ("requestedSchema/properties/name", {"type": "array", "items": {"type": "string"}}, ["mcp.elicitation.schema"], "free string array"),
           ("requestedSchema/properties/name", {"type": "array", "items": {"type": "object"}}, ["mcp.elicitation.schema"], "array of objects"),
           ("requestedSchema/properties/email/format", "hostname", ["mcp.elicitation.schema"], "string format hostname"),
           ("requestedSchema/properties/name", {"title": "no type"}, ["mcp.elicitation.schema"], "property without type"),
           ("requestedSchema/properties/name", {"type": "null"}, ["mcp.elicitation.schema"], "property of type null"),
           ("requestedSchema/properties/color/enum", ["red", 2], ["mcp.elicitation.schema"], "enum with a number", "elicitation-subset"),
           ("requestedSchema/properties/size/oneOf", [{"const": "s"}], ["mcp.elicitation.schema"], "titled option without title", "elicitation-subset"),
           ("requestedSchema/properties/age/default", "thirty", ["mcp.elicitation.schema"], "number default as a string"),
           ("requestedSchema/properties/subscribe/default", "no", ["mcp.elicitation.schema"], "boolean default as a string"),
           ("requestedSchema/properties/name/minLength", "1", ["mcp.elicitation.schema"], "minLength as a string"),
           ("requestedSchema/properties/name", {"$ref": "#/$defs/x", "type": "string"}, ["mcp.elicitation.schema"], "property with $ref",
            "elicitation-subset"),
           ("requestedSchema/properties/name/pattern", "([", ["mcp.schema.invalid"], "elicitation pattern broken", "schema-validity"),
           ("requestedSchema/required", "name", ["mcp.elicitation.schema"], "required as a string"),
           ("mode", "popup", ["mcp.member.value"], "elicitation mode popup"),
           ("mode", 1, ["mcp.member.type"], "elicitation mode as a number")])
for params, codes, note in [
        ({k: v for k, v in url_mode.items() if k != "url"}, ["mcp.member.missing"], "URL elicitation without url"),
        ({k: v for k, v in url_mode.items() if k != "elicitationId"}, ["mcp.member.missing"], "URL elicitation without elicitationId"),
        (edit(url_mode, "url", "not a url"), ["mcp.uri.syntax"], "URL elicitation with a bad url"),
        (edit(url_mode, "elicitationId", 5), ["mcp.member.type"], "elicitationId as a number")]:
    put(S2C, request("elicitation/create", params), codes, note, difference="uri" if "mcp.uri.syntax" in codes else None)
put(C2S, request("elicitation/create", form), ["mcp.method.direction"], "elicitation from the client")

res_cases("elicitation/create", C2S, form,
          [({"action": "accept", "content": {"name": "Monalisa", "email": "octocat@github.com", "age": 30, "subscribe": True,
                                             "color": "red", "tags": ["a"], "score": 7}}, "elicitation accepted"),
           ({"action": "decline"}, "elicitation declined"), ({"action": "cancel"}, "elicitation cancelled")],
          [("action", DELETE, ["mcp.member.missing"], "elicitation result without action"),
           ("action", "ok", ["mcp.member.value"], "elicitation action ok"),
           ("content/name", {"first": "x"}, ["mcp.elicitation.value"], "elicitation value as an object"),
           ("content/tags", [1], ["mcp.elicitation.value"], "elicitation array of numbers"),
           ("content/name", None, ["mcp.elicitation.value"], "elicitation value null"),
           ("content/score", 7.5, [], "elicitation number value with a fraction", "elicit-number"),
           ("content/age", 12, ["mcp.elicitation.contentSchema"], "age below the requested minimum", "elicit-content-schema"),
           ("content/email", DELETE, ["mcp.elicitation.contentSchema"], "required email missing", "elicit-content-schema"),
           ("content/color", "blue", ["mcp.elicitation.contentSchema"], "color outside the enum", "elicit-content-schema"),
           ("content", "Monalisa", ["mcp.member.type"], "elicitation content as a string")])
put(C2S, result({"action": "decline", "content": {"name": "x"}}), ["mcp.elicitation.content"], "declined elicitation with content",
    context={"method": "elicitation/create", "requestParams": form})
put(C2S, result({"action": "accept", "content": {"x": "y"}}), ["mcp.elicitation.content"], "URL-mode elicitation answered with content",
    context={"method": "elicitation/create", "requestParams": url_mode})
put(C2S, result({"action": "accept"}), [], "URL-mode elicitation accepted", context={"method": "elicitation/create", "requestParams": url_mode})
put(S2C, notification("notifications/elicitation/complete", {"elicitationId": "e-1"}), [], "elicitation complete")
put(S2C, notification("notifications/elicitation/complete", {}), ["mcp.member.missing"], "elicitation complete without id")
put(S2C, notification("notifications/elicitation/complete", {"elicitationId": 1}), ["mcp.member.type"], "elicitation complete id as a number")
put(C2S, notification("notifications/elicitation/complete", {"elicitationId": "e"}), ["mcp.method.direction"], "elicitation complete from the client")

# --- tasks ---------------------------------------------------------------------------------------------------------------------
task = {"taskId": "786512e2", "status": "working", "statusMessage": "in progress", "createdAt": "2025-11-25T10:30:00Z",
        "lastUpdatedAt": "2025-11-25T10:40:00Z", "ttl": 30000, "pollInterval": 5000}
for method in ["tasks/get", "tasks/result", "tasks/cancel"]:
    for direction in [C2S, S2C]:
        put(direction, request(method, {"taskId": "786512e2"}), [], f"{method}")
    put(C2S, request(method, {}), ["mcp.member.missing"], f"{method} without taskId")
    put(C2S, request(method, {"taskId": 5}), ["mcp.member.type"], f"{method} taskId as a number")
    put(C2S, request(method), ["mcp.params.missing"], f"{method} without params")
for method in ["tasks/get", "tasks/cancel"]:
    res_cases(method, S2C, {"taskId": "786512e2"}, [(task, f"{method} result"), (dict(task, status="cancelled"), f"{method} result cancelled")],
              [("status", DELETE, ["mcp.member.missing"], f"{method} result without status"),
               ("status", "paused", ["mcp.member.value"], f"{method} status paused"),
               ("lastUpdatedAt", 5, ["mcp.member.type"], f"{method} lastUpdatedAt as a number"),
               ("ttl", 1.5, ["mcp.member.type"], f"{method} ttl fraction")])
res_cases("tasks/result", S2C, {"taskId": "786512e2"},
          [({"content": [{"type": "text", "text": "done"}], "_meta": {"io.modelcontextprotocol/related-task": {"taskId": "786512e2"}}}, "tasks/result payload")],
          [("_meta", {"io.modelcontextprotocol/unknown": 1}, ["mcp.meta.reserved"], "tasks/result with an undefined reserved _meta key")])
put(C2S, request("tasks/list"), [], "tasks/list")
put(S2C, request("tasks/list", {"cursor": "x"}), [], "tasks/list with cursor from the server")
put(C2S, request("tasks/list", {"cursor": 1}), ["mcp.member.type"], "tasks/list cursor as a number")
res_cases("tasks/list", S2C, {}, [({"tasks": [task, dict(task, taskId="t2", status="completed", ttl=None)], "nextCursor": "n"}, "tasks/list result")],
          [("tasks", DELETE, ["mcp.member.missing"], "tasks/list result without tasks"),
           ("tasks/0/taskId", DELETE, ["mcp.member.missing"], "listed task without taskId"),
           ("tasks/1/status", "done", ["mcp.member.value"], "listed task status done")])
put(S2C, notification("notifications/tasks/status", task), [], "task status notification")
put(C2S, notification("notifications/tasks/status", dict(task, status="input_required")), [], "task status notification from the client")
put(S2C, notification("notifications/tasks/status", {"taskId": "x", "status": "working"}), ["mcp.member.missing"], "task status notification incomplete")
put(S2C, notification("notifications/tasks/status", dict(task, status="sleeping")), ["mcp.member.value"], "task status sleeping")
put(S2C, notification("notifications/tasks/status"), ["mcp.params.missing"], "task status without params")

# --- custom methods: no MCP shape applies ------------------------------------------------------------------------------------
put(C2S, request("com.example/custom", {"anything": [1, 2]}), [], "a custom request method")
put(S2C, notification("notifications/com.example/custom", {"x": 1}), [], "a custom notification")

for entry in out:
    sys.stdout.write(json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n")
sys.stderr.write(f"{len(out)} messages\n")
