// SPDX-License-Identifier: MIT
// The entry points of the MCP shape rules for the Validator. Implemented in
// mcpshapes_engine.cpp (the checks; RequestFacts::from) and mcpshapes_tools.cpp (the
// ToolSchemaSet functions; the set itself is defined in validationcache.h).
#pragma once

#include "diagnostic.h"
#include "json/lightjson.h"
#include "jsonrpcrules.h"
#include "validationcache.h"

#include <QByteArrayView>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <memory>

namespace mcpscope {

/// The compiled inputSchema and outputSchema of the tools of one tools/list result, shared
/// by every session on this thread that received exactly the same text (defined in
/// validationcache.h).
struct ToolSchemaSet;

/// The set for the tools/list result whose raw text is @p raw; null when @p raw is null or
/// too large to keep.
std::shared_ptr<ToolSchemaSet> toolSchemaSet(QByteArrayView raw);
/// The tools of @p set's text by name (name -> Tool object, as SessionRules keeps them), when a
/// session already made them (shareToolsByName()); else null.
const ToolsByName *sharedToolsByName(const ToolSchemaSet &set);
/// Keeps @p byName, made from @p set's text, for the next sessions that receive the same text.
void shareToolsByName(ToolSchemaSet &set, const ToolsByName &byName);

/// What the rules of a result read from the params of the request it answers, taken when the
/// request was checked (the request's own QJsonObject is not kept until the answer).
struct RequestFacts
{
    QString toolName;                ///< tools/call: "name" (empty unless a string)
    bool task = false;               ///< "task" is an object: a task-augmented request
    bool urlMode = false;            ///< elicitation/create: "mode" is "url"
    bool hasRequestedSchema = false; ///< elicitation/create: "requestedSchema" is an object ...
    QByteArray requestedSchemaText;  ///< ... this text (compiled when the answer comes, once per text)

    /// The same facts from a request's params as QJsonObject (tests, tools).
    static RequestFacts from(const QJsonObject &params);
};

/// What the per-method MCP shape rules may know about the message they look at. The
/// Validator fills it; the shape rules never keep state of their own.
/// Made for each message and read while it is checked: the strings and the facts are
/// referenced, not copied (for a small message, the reference counting of copies cost more
/// than some of its checks). Whoever makes one keeps them alive meanwhile; braced
/// initialisation of a variable keeps temporaries alive with it.
struct ShapeContext
{
    Direction direction;
    qsizetype index;
    const QString &protocolVersion;       // in force
    const QString &method;                // for results: the method of the request they answer
    const RequestFacts &request;          // for results: what their rules read from that request's params
    const ToolsByName *toolsByName;       // tools seen in tools/list results so far (name -> Tool object), may be empty
    ToolSchemaSet *toolSchemas = nullptr; // when toolsByName is exactly the tools of one tools/list result text
    McpMethod mcp = McpMethod::Other;     // method as McpMethod, when the caller knows it (Other: looked up by name)
};

// Called by the Validator for every structurally sound request, notification and result
// (a result only when it is an object). Diagnostics carry ctx.index and make their rows with
// makeDiagnostic() (rulecatalogue.h). Pointers: for requests and notifications relative to
// the message ("/params/name"), for results relative to the result object ("/content/0");
// the Validator prefixes "/result" and, inside a batch, the element ("/3").

// @p raw, when not null, is the exact text the checked params (requests, notifications) or
// result was parsed from. Large ones (tool lists, elicitation forms) repeat within and across
// sessions: when the same text was checked before in the same circumstances (method,
// direction, protocol version), its diagnostics are replayed instead of walking it again.
// Checks that depend on the session's state (tools/call against the listed tools, results
// read with their request's params) are never replayed.

/// Whether @p protocolVersion (a ShapeContext's) is of the 2026-07-28 era: its messages are
/// checked against the shapes of that revision (server/discover, subscriptions/listen, the
/// request envelope, resultType, cacheable results, multi round-trip members).
inline bool isModernEra(const QString &protocolVersion)
{
    return protocolVersion.size() == 10 && protocolVersion >= QLatin1String("2026-07-28");
}

/// Implemented in mcpshapes_engine.cpp. The message (or result) is read through its lightjson view,
/// built by the Validator from the raw text.
void checkRequestShape(const lightjson::Object &message, const ShapeContext &ctx, Diagnostics &out,
                       QByteArrayView raw = {});
void checkNotificationShape(const lightjson::Object &message, const ShapeContext &ctx, Diagnostics &out,
                            QByteArrayView raw = {});
void checkResultShape(const lightjson::Object &result, const ShapeContext &ctx, Diagnostics &out,
                      QByteArrayView raw = {});
/// As above, with the message's "method" string and its "params" as sent (undefined when
/// absent), which the caller already took out of @p message.
void checkRequestShape(const lightjson::Object &message, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw,
                       const QString &method, const lightjson::Value &params);
void checkNotificationShape(const lightjson::Object &message, const ShapeContext &ctx, Diagnostics &out,
                            QByteArrayView raw, const QString &method, const lightjson::Value &params);

/// For tests and tools holding a QJsonObject: the same checks on a view built from its
/// compact text.
void checkRequestShape(const QJsonObject &message, const ShapeContext &ctx, Diagnostics &out);
void checkNotificationShape(const QJsonObject &message, const ShapeContext &ctx, Diagnostics &out);
void checkResultShape(const QJsonObject &result, const ShapeContext &ctx, Diagnostics &out);

} // namespace mcpscope
