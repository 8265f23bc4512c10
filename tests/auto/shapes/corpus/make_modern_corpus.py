#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes modern.jsonl: MCP 2026-07-28 messages for every method of that revision, valid ones
and broken ones, in the format of messages.jsonl (see make_corpus.py):

  direction, msg, context {"method", "requestParams", "tools"}, expect, note

tst_shapeoracle checks every line against the SDK that answers for 2026-07-28
(@modelcontextprotocol/core, tests/oracle) and against the shape rules of that era; a line the
two judge differently must be one of the documented differences (ModernSdkDifferences in
tst_shapeoracle.cpp, tests/oracle/README.md). Run: python3 make_modern_corpus.py > modern.jsonl
"""
import copy
import json
import sys

C2S = "client->server"
S2C = "server->client"
V = "2026-07-28"
out = []
next_id = [500]


def nid():
    next_id[0] += 1
    return next_id[0]


def put(direction, msg, expect=(), note="", context=None):
    entry = {"direction": direction, "msg": msg}
    if context:
        entry["context"] = context
    entry["expect"] = list(expect)
    entry["note"] = note
    out.append(entry)


def envelope(**extra):
    meta = {"io.modelcontextprotocol/protocolVersion": V,
            "io.modelcontextprotocol/clientCapabilities": {"elicitation": {"form": {}}},
            "io.modelcontextprotocol/clientInfo": {"name": "corpus-client", "version": "1.0.0"}}
    meta.update(extra)
    return meta


def params(**members):
    p = dict(members)
    p["_meta"] = envelope()
    return p


def request(method, p=None):
    m = {"jsonrpc": "2.0", "id": nid(), "method": method}
    if p is not None:
        m["params"] = p
    return m


def notification(method, p=None):
    m = {"jsonrpc": "2.0", "method": method}
    if p is not None:
        m["params"] = p
    return m


def result(value):
    return {"jsonrpc": "2.0", "id": nid(), "result": value}


DELETE = object()


def edit(obj, path, value):
    obj = copy.deepcopy(obj)
    parts = [p for p in path.split("/") if p != ""]
    at = obj
    for p in parts[:-1]:
        at = at[int(p)] if isinstance(at, list) else at[p]
    last = int(parts[-1]) if isinstance(at, list) else parts[-1]
    if value is DELETE:
        del at[last]
    else:
        at[last] = value
    return obj


SERVER_META = {"io.modelcontextprotocol/serverInfo": {"name": "corpus-server", "version": "1.0.0"}}


def done(**members):
    r = dict(members)
    r["resultType"] = "complete"
    r["_meta"] = SERVER_META
    return r


def cacheable(**members):
    r = done(**members)
    r["ttlMs"] = 60000
    r["cacheScope"] = "private"
    return r


def req_cases(method, valid, mutations):
    for p, note in valid:
        put(C2S, request(method, p), [], note)
    base = valid[0][0]
    for path, value, expect, note in mutations:
        put(C2S, request(method, edit(base, path, value)), expect, note)


def res_cases(method, request_params, valid, mutations, tools=None):
    context = {"method": method, "requestParams": request_params}
    if tools:
        context["tools"] = tools
    for r, note in valid:
        put(S2C, result(r), [], note, context)
    base = valid[0][0]
    for path, value, expect, note in mutations:
        put(S2C, result(edit(base, path, value)), expect, note, context)


# --- the request envelope, on every request ----------------------------------------------------------------------------
req_cases("server/discover", [(params(), "server/discover"),
                              ({"_meta": envelope(**{"io.modelcontextprotocol/logLevel": "debug", "progressToken": "p1"})},
                               "server/discover with a log level and a progress token"),
                              ({"_meta": {"io.modelcontextprotocol/protocolVersion": V,
                                          "io.modelcontextprotocol/clientCapabilities": {"extensions": {"io.modelcontextprotocol/tasks": {}}}}},
                               "server/discover with an extension, without clientInfo")],
          [("_meta", DELETE, ["mcp.member.missing"], "server/discover without _meta")])
put(C2S, request("server/discover"), ["mcp.params.missing"], "server/discover without params")
put(C2S, request("server/discover", {"_meta": {"io.modelcontextprotocol/clientCapabilities": {}}}), ["mcp.member.missing"],
    "envelope without protocolVersion")
put(C2S, request("server/discover", {"_meta": envelope(**{"io.modelcontextprotocol/protocolVersion": 20260728})}),
    ["mcp.member.type"], "protocolVersion as a number")
put(C2S, request("server/discover", {"_meta": envelope(**{"io.modelcontextprotocol/clientCapabilities": []})}),
    ["mcp.member.type"], "clientCapabilities as an array")
put(C2S, request("server/discover", {"_meta": envelope(**{"io.modelcontextprotocol/clientCapabilities": {"roots": True}})}),
    ["mcp.member.type"], "clientCapabilities.roots as a boolean")
put(C2S, request("server/discover", {"_meta": envelope(**{"io.modelcontextprotocol/clientCapabilities": {"elicitation": {"url": True}}})}),
    ["mcp.member.type"], "clientCapabilities.elicitation.url as a boolean")
put(C2S, request("server/discover", {"_meta": envelope(**{"io.modelcontextprotocol/logLevel": "loud"})}),
    ["mcp.member.value"], "logLevel loud")
put(C2S, request("server/discover", {"_meta": envelope(**{"io.modelcontextprotocol/clientInfo": {"name": "x"}})}),
    ["mcp.member.missing"], "clientInfo without version")
put(C2S, request("server/discover", {"_meta": envelope(**{"io.modelcontextprotocol/futureKey": 1})}),
    [], "an undefined reserved _meta key (a warning)")

discover = cacheable(supportedVersions=[V], capabilities={"tools": {"listChanged": True}, "resources": {"subscribe": True},
                                                          "prompts": {}, "logging": {}, "completions": {},
                                                          "extensions": {"io.modelcontextprotocol/tasks": {}}},
                     instructions="Use the tools.")
res_cases("server/discover", params(), [(discover, "DiscoverResult"),
                                        ({"resultType": "complete", "supportedVersions": ["2026-07-28", "2027-01-01"], "capabilities": {},
                                          "ttlMs": 0, "cacheScope": "public"}, "DiscoverResult minimal")],
          [("supportedVersions", DELETE, ["mcp.member.missing"], "DiscoverResult without supportedVersions"),
           ("supportedVersions", V, ["mcp.member.type"], "supportedVersions as a string"),
           ("supportedVersions", [20260728], ["mcp.member.type"], "supportedVersions with a number"),
           ("capabilities", DELETE, ["mcp.member.missing"], "DiscoverResult without capabilities"),
           ("capabilities", {"tools": True}, ["mcp.member.type"], "capabilities.tools as a boolean"),
           ("capabilities", {"tools": {"listChanged": "yes"}}, ["mcp.member.type"], "capabilities.tools.listChanged as a string"),
           ("capabilities", {"extensions": {"io.modelcontextprotocol/tasks": True}}, ["mcp.member.type"], "an extension's settings as a boolean"),
           ("instructions", 5, ["mcp.member.type"], "instructions as a number"),
           ("ttlMs", -1, ["mcp.member.range"], "ttlMs negative"),
           ("ttlMs", 1.5, ["mcp.member.type"], "ttlMs with a fraction"),
           ("ttlMs", "60s", ["mcp.member.type"], "ttlMs as a string"),
           ("cacheScope", "shared", ["mcp.member.value"], "cacheScope shared"),
           ("resultType", "partial", ["mcp.member.value"], "resultType partial"),
           ("resultType", 1, ["mcp.member.type"], "resultType as a number"),
           ("_meta", {"io.modelcontextprotocol/serverInfo": {"name": "s"}}, ["mcp.member.missing"], "serverInfo without version")])

# --- subscriptions/listen ----------------------------------------------------------------------------------------------
listen = params(notifications={"toolsListChanged": True, "promptsListChanged": False, "resourcesListChanged": True,
                               "resourceSubscriptions": ["demo://counter", "file:///tmp/a.txt"]})
req_cases("subscriptions/listen", [(listen, "subscriptions/listen"), (params(notifications={}), "subscriptions/listen with an empty filter")],
          [("notifications", DELETE, ["mcp.member.missing"], "listen without notifications"),
           ("notifications", [], ["mcp.member.type"], "listen notifications as an array"),
           ("notifications/toolsListChanged", "yes", ["mcp.member.type"], "toolsListChanged as a string"),
           ("notifications/resourceSubscriptions", "demo://counter", ["mcp.member.type"], "resourceSubscriptions as a string"),
           ("notifications/resourceSubscriptions/0", 7, ["mcp.member.type"], "resourceSubscriptions with a number"),
           ("notifications/resourceSubscriptions/0", "not a uri", ["mcp.uri.syntax"], "resourceSubscriptions with no URI"),
           ("_meta", DELETE, ["mcp.member.missing"], "listen without the envelope")])
put(C2S, request("subscriptions/listen"), ["mcp.params.missing"], "listen without params")
listen_end = {"resultType": "complete", "_meta": {"io.modelcontextprotocol/subscriptionId": 7}}
res_cases("subscriptions/listen", listen, [(listen_end, "SubscriptionsListenResult"),
                                           (dict(listen_end, _meta={"io.modelcontextprotocol/subscriptionId": "s-1",
                                                                    "io.modelcontextprotocol/serverInfo": {"name": "s", "version": "1"}}),
                                            "SubscriptionsListenResult with a string id and serverInfo")],
          [("_meta", DELETE, ["mcp.member.missing"], "listen result without _meta"),
           ("_meta", {}, ["mcp.member.missing"], "listen result without subscriptionId"),
           ("_meta", {"io.modelcontextprotocol/subscriptionId": True}, ["mcp.member.type"], "subscriptionId as a boolean")])
ack = {"notifications": {"toolsListChanged": True, "resourceSubscriptions": ["demo://counter"]},
       "_meta": {"io.modelcontextprotocol/subscriptionId": 7}}
put(S2C, notification("notifications/subscriptions/acknowledged", ack), [], "acknowledged")
put(S2C, notification("notifications/subscriptions/acknowledged", {"notifications": {}}), [], "acknowledged with nothing honoured")
put(S2C, notification("notifications/subscriptions/acknowledged"), ["mcp.params.missing"], "acknowledged without params")
put(S2C, notification("notifications/subscriptions/acknowledged", {"_meta": {"io.modelcontextprotocol/subscriptionId": 7}}),
    ["mcp.member.missing"], "acknowledged without notifications")
put(S2C, notification("notifications/subscriptions/acknowledged", edit(ack, "notifications/toolsListChanged", 1)),
    ["mcp.member.type"], "acknowledged toolsListChanged as a number")
put(C2S, notification("notifications/subscriptions/acknowledged", ack), ["mcp.method.direction"], "acknowledged from the client")
for method in ["notifications/tools/list_changed", "notifications/prompts/list_changed", "notifications/resources/list_changed"]:
    put(S2C, notification(method, {"_meta": {"io.modelcontextprotocol/subscriptionId": 7}}), [], method + " on a listen stream")
    put(S2C, notification(method), [], method + " without params")
put(S2C, notification("notifications/tools/list_changed", {"_meta": {"io.modelcontextprotocol/subscriptionId": [7]}}),
    ["mcp.member.type"], "subscriptionId as an array")
put(S2C, notification("notifications/resources/updated", {"uri": "demo://counter", "_meta": {"io.modelcontextprotocol/subscriptionId": "s-1"}}),
    [], "resources/updated on a listen stream")
put(S2C, notification("notifications/resources/updated", {"_meta": {"io.modelcontextprotocol/subscriptionId": 7}}),
    ["mcp.member.missing"], "resources/updated without uri")
put(C2S, notification("notifications/tools/list_changed"), ["mcp.method.direction"], "tools/list_changed from the client")
put(C2S, notification("notifications/cancelled", {"requestId": 7, "reason": "closing the stream"}), [], "cancelled by the client")
put(S2C, notification("notifications/cancelled", {"requestId": 7}), [], "cancelled by the server (ends a listen stream on stdio)")
put(C2S, notification("notifications/cancelled", {"requestId": True}), ["mcp.member.type"], "cancelled with a boolean id")
put(S2C, notification("notifications/progress", {"progressToken": "p1", "progress": 1, "total": 2, "message": "half"}), [], "progress")
put(S2C, notification("notifications/progress", {"progressToken": "p1"}), ["mcp.member.missing"], "progress without progress")
put(S2C, notification("notifications/message", {"level": "info", "logger": "db", "data": {"rows": 3}}), [], "log message")
put(S2C, notification("notifications/message", {"level": "loud", "data": 1}), ["mcp.member.value"], "log message level loud")

# --- lists: cacheable results ------------------------------------------------------------------------------------------
tool = {"name": "add", "description": "Adds", "inputSchema": {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}},
                                                             "required": ["a", "b"]}}
header_tool = {"name": "region_echo", "inputSchema": {"type": "object", "properties": {"region": {"type": "string", "x-mcp-header": "Region"}},
                                                     "required": ["region"]}}
for method, member, item, bad_item, bad_expect in [
        ("tools/list", "tools", tool, {"name": "add"}, ["mcp.member.missing"]),
        ("prompts/list", "prompts", {"name": "greet", "arguments": [{"name": "name", "required": True}]}, {"title": "x"}, ["mcp.member.missing"]),
        ("resources/list", "resources", {"uri": "demo://counter", "name": "counter", "mimeType": "text/plain"}, {"uri": "demo://x"}, ["mcp.member.missing"]),
        ("resources/templates/list", "resourceTemplates", {"uriTemplate": "demo://item/{id}", "name": "item"}, {"uriTemplate": "demo://{", "name": "x"},
         ["mcp.template.syntax"])]:
    req_cases(method, [(params(), method), (params(cursor="c2"), method + " with a cursor")],
              [("cursor", 2, ["mcp.member.type"], method + " cursor as a number"),
               ("_meta", DELETE, ["mcp.member.missing"], method + " without the envelope")])
    put(C2S, request(method), ["mcp.params.missing"], method + " without params")
    items = [item, header_tool] if method == "tools/list" else [item]
    res_cases(method, params(), [(cacheable(**{member: items}), method + " result"),
                                 (dict(cacheable(**{member: []}), nextCursor="n2", ttlMs=0, cacheScope="public"), method + " empty page")],
              [(member, DELETE, ["mcp.member.missing"], method + " result without " + member),
               (member + "/0", bad_item, bad_expect, method + " result with a broken item"),
               ("ttlMs", -5, ["mcp.member.range"], method + " ttlMs negative"),
               ("ttlMs", "1h", ["mcp.member.type"], method + " ttlMs as a string"),
               ("cacheScope", "everyone", ["mcp.member.value"], method + " cacheScope everyone"),
               ("resultType", "later", ["mcp.member.value"], method + " resultType later")])

# --- tools/call, resources/read, prompts/get: multi round-trip --------------------------------------------------------
tools_ctx = [tool, header_tool, {"name": "ask_name", "inputSchema": {"type": "object"}}]
call = params(name="add", arguments={"a": 40, "b": 2})
put(C2S, request("tools/call", call), [], "tools/call")
put(C2S, request("tools/call", params(name="ask_name", arguments={}, inputResponses={"name": {"action": "accept", "content": {"name": "Ada"}}},
                                      requestState="eyJ0IjoiYXNrX25hbWUifQ")), [], "tools/call retry with inputResponses and requestState")
put(C2S, request("tools/call", params(name="ask_name", inputResponses={"name": {"action": "decline"}}, requestState="s")), [], "tools/call retry declined")
put(C2S, request("tools/call", edit(call, "requestState", 5)), ["mcp.member.type"], "requestState as a number")
put(C2S, request("tools/call", edit(call, "inputResponses", [])), ["mcp.member.type"], "inputResponses as an array")
put(C2S, request("tools/call", edit(call, "inputResponses", {"name": "Ada"})), ["mcp.member.type"], "an input response that is not an object")
put(C2S, request("tools/call", edit(call, "_meta", DELETE)), ["mcp.member.missing"], "tools/call without the envelope")
put(C2S, request("tools/call", edit(call, "name", DELETE)), ["mcp.member.missing"], "tools/call without name")
put(C2S, request("tools/call"), ["mcp.params.missing"], "tools/call without params")
text = [{"type": "text", "text": "42"}]
res_cases("tools/call", call, [(done(content=text), "CallToolResult"),
                               (done(content=text, structuredContent=[1, 2]), "CallToolResult with an array as structuredContent"),
                               (done(content=[], isError=True), "CallToolResult error")],
          [("content", DELETE, ["mcp.member.missing"], "CallToolResult without content"),
           ("structuredContent", [1, "x"], [], "structuredContent as an array (any JSON value in 2026-07-28)"),
           ("content/0/text", DELETE, ["mcp.member.missing"], "text block without text"),
           ("isError", "yes", ["mcp.member.type"], "isError as a string"),
           ("resultType", "done", ["mcp.member.value"], "CallToolResult resultType done")], tools=tools_ctx)
ask = {"resultType": "input_required",
       "inputRequests": {"name": {"method": "elicitation/create",
                                  "params": {"mode": "form", "message": "Your name?",
                                             "requestedSchema": {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}}},
                         "roots": {"method": "roots/list"},
                         "llm": {"method": "sampling/createMessage",
                                 "params": {"messages": [{"role": "user", "content": {"type": "text", "text": "hi"}}], "maxTokens": 10}},
                         "site": {"method": "elicitation/create", "params": {"mode": "url", "message": "Sign in", "url": "https://example.com/login"}}},
       "requestState": "eyJ0IjoiYXNrX25hbWUifQ", "_meta": SERVER_META}
ask_ctx = params(name="ask_name", arguments={})
res_cases("tools/call", ask_ctx, [(ask, "InputRequiredResult"),
                                  ({"resultType": "input_required", "requestState": "only-state"}, "InputRequiredResult with only a state")],
          [("requestState", 5, ["mcp.member.type"], "InputRequiredResult requestState as a number"),
           ("inputRequests", [], ["mcp.member.type"], "inputRequests as an array"),
           ("inputRequests/name", "elicit", ["mcp.member.type"], "an input request that is not an object"),
           ("inputRequests/name/method", "files/pick", ["mcp.member.value"], "an input request of an unknown kind"),
           ("inputRequests/name/method", DELETE, ["mcp.member.missing"], "an input request without method"),
           ("inputRequests/name/params/message", DELETE, ["mcp.member.missing"], "an elicitation input request without message"),
           ("inputRequests/name/params/requestedSchema", {"type": "array"}, ["mcp.elicitation.schema"], "an elicitation input request with a non-object schema"),
           ("inputRequests/llm/params/maxTokens", "10", ["mcp.member.type"], "a sampling input request with maxTokens as a string"),
           ("inputRequests/site/params/url", DELETE, ["mcp.member.missing"], "a URL elicitation input request without url")], tools=tools_ctx)

stats = {"name": "stats", "inputSchema": {"type": "object"},
         "outputSchema": {"type": "object", "properties": {"count": {"type": "integer"}}, "required": ["count"]}}
stats_call = params(name="stats", arguments={})
res_cases("tools/call", stats_call, [(done(content=[{"type": "text", "text": "{\"count\":3}"}], structuredContent={"count": 3}), "structured result")],
          [("structuredContent", [3], ["mcp.tool.structuredContent"], "structuredContent an array against an object outputSchema"),
           ("structuredContent", DELETE, ["mcp.tool.structuredContent.missing"], "no structuredContent although the tool has an outputSchema")],
          tools=[stats])

read = params(uri="demo://counter")
req_cases("resources/read", [(read, "resources/read"), (params(uri="demo://counter", requestState="s", inputResponses={}), "resources/read retry")],
          [("uri", DELETE, ["mcp.member.missing"], "resources/read without uri"),
           ("uri", "no scheme", ["mcp.uri.syntax"], "resources/read uri without scheme"),
           ("requestState", [], ["mcp.member.type"], "resources/read requestState as an array"),
           ("_meta", DELETE, ["mcp.member.missing"], "resources/read without the envelope")])
res_cases("resources/read", read, [(cacheable(contents=[{"uri": "demo://counter", "mimeType": "text/plain", "text": "counter=1"}]), "ReadResourceResult"),
                                   ({"resultType": "input_required", "requestState": "r"}, "resources/read input_required")],
          [("contents", DELETE, ["mcp.member.missing"], "ReadResourceResult without contents"),
           ("contents/0/uri", DELETE, ["mcp.member.missing"], "resource contents without uri"),
           ("ttlMs", None, ["mcp.member.type"], "ReadResourceResult ttlMs null"),
           ("cacheScope", 1, ["mcp.member.type"], "ReadResourceResult cacheScope as a number")])

get = params(name="greet", arguments={"name": "Ada"})
req_cases("prompts/get", [(get, "prompts/get"), (params(name="greet", arguments={"name": "Ada"}, requestState="p"), "prompts/get retry")],
          [("name", DELETE, ["mcp.member.missing"], "prompts/get without name"),
           ("arguments", {"name": 5}, ["mcp.member.type"], "prompts/get argument as a number"),
           ("inputResponses", "x", ["mcp.member.type"], "prompts/get inputResponses as a string"),
           ("_meta", DELETE, ["mcp.member.missing"], "prompts/get without the envelope")])
res_cases("prompts/get", get, [(done(messages=[{"role": "user", "content": {"type": "text", "text": "Please greet Ada warmly."}}]), "GetPromptResult")],
          [("messages", DELETE, ["mcp.member.missing"], "GetPromptResult without messages"),
           ("messages/0/role", "system", ["mcp.member.value"], "prompt message role system"),
           ("resultType", 0, ["mcp.member.type"], "GetPromptResult resultType as a number")])

complete = params(ref={"type": "ref/prompt", "name": "greet"}, argument={"name": "name", "value": "A"})
req_cases("completion/complete", [(complete, "completion/complete")],
          [("argument", DELETE, ["mcp.member.missing"], "completion/complete without argument"),
           ("_meta", DELETE, ["mcp.member.missing"], "completion/complete without the envelope")])
res_cases("completion/complete", complete, [(done(completion={"values": ["Ada", "Alan"], "total": 2, "hasMore": False}), "CompleteResult")],
          [("completion", DELETE, ["mcp.member.missing"], "CompleteResult without completion"),
           ("completion/values", "Ada", ["mcp.member.type"], "completion values as a string")])

# --- methods 2026-07-28 removed: no shape of this era applies (the session rules name them) ------------------------------
put(C2S, request("ping", params()), [], "ping (removed; modern.method.removed in a session)")
put(C2S, request("logging/setLevel", params(level="debug")), [], "logging/setLevel (removed)")
put(C2S, request("resources/subscribe", params(uri="demo://counter")), [], "resources/subscribe (removed)")

for entry in out:
    sys.stdout.write(json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n")
sys.stderr.write(f"{len(out)} messages\n")
