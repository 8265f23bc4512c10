// SPDX-License-Identifier: MIT
// The engine of the MCP shape rules: walking an object against its Shape, describing values
// for messages, the per-method table and the entry points of shaperules.h and mcpshapes.h.
#include "mcpshapes.h"
#include "mcpshapes_p.h"
#include "validationcache.h"

#include <QByteArrayView>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <array>
#include <cmath>
#include <cstring>
#include <new>
#include <utility>

namespace mcpscope {

RequestFacts RequestFacts::from(const QJsonObject &params)
{
    RequestFacts facts;
    facts.toolName = params.value(QLatin1String("name")).toString();
    facts.task = params.value(QLatin1String("task")).isObject();
    facts.urlMode = params.value(QLatin1String("mode")) == QJsonValue(QLatin1String("url"));
    const QJsonValue requested = params.value(QLatin1String("requestedSchema"));
    facts.hasRequestedSchema = requested.isObject();
    if (facts.hasRequestedSchema)
        facts.requestedSchemaText = QJsonDocument(requested.toObject()).toJson(QJsonDocument::Compact);
    return facts;
}

quint8 typeBits(const JValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return TString;
    case QJsonValue::Bool:
        return TBool;
    case QJsonValue::Object:
        return TObject;
    case QJsonValue::Array:
        return TArray;
    case QJsonValue::Null:
        return TNull;
    case QJsonValue::Double: {
        // A number kept as a 64-bit integer is whole; otherwise as QJsonValue's double.
        if (v.isStoredAsInteger())
            return TInteger;
        const double d = v.toDouble();
        return std::isfinite(d) && std::floor(d) == d ? quint8(TInteger) : quint8(TFraction);
    }
    case QJsonValue::Undefined:
        break;
    }
    return 0;
}

QString describeTypes(quint8 bits)
{
    QStringList names;
    if (bits & TString)
        names << tr("a string");
    if ((bits & TNumber) == TNumber)
        names << tr("a number");
    else if (bits & TInteger)
        names << tr("an integer");
    if (bits & TBool)
        names << tr("a boolean");
    if (bits & TObject)
        names << tr("an object");
    if (bits & TArray)
        names << tr("an array");
    if (bits & TNull)
        names << tr("null");
    if (names.size() <= 1)
        return names.value(0);
    const QString last = names.takeLast();
    return names.join(QLatin1String(", ")) + tr(" or ") + last;
}

QString quoted(QStringView text)
{
    return QLatin1Char('"') + previewText(text, 60) + QLatin1Char('"');
}

QString describeValue(const JValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return tr("a string (%1)").arg(quoted(v.toString()));
    case QJsonValue::Bool:
        return v.toBool() ? tr("a boolean (true)") : tr("a boolean (false)");
    case QJsonValue::Double: {
        // Written as QJsonDocument writes the number it read.
        const QByteArray text = QJsonDocument(QJsonArray{v.toJson()}).toJson(QJsonDocument::Compact);
        const QString number = QString::fromUtf8(text.mid(1, text.size() - 2));
        return typeBits(v) == TInteger ? tr("an integer (%1)").arg(number) : tr("a number (%1)").arg(number);
    }
    case QJsonValue::Array:
        return tr("an array");
    case QJsonValue::Object:
        return tr("an object");
    case QJsonValue::Null:
        return tr("null");
    case QJsonValue::Undefined:
        break;
    }
    return tr("nothing");
}

/// The member @p name of @p o: as applyShape() found it when @p o is the object whose extra
/// check runs and @p name one of its shape's fields (no lookup), else looked up.
JValue member(const Walk &w, const JObject &o, QLatin1String name)
{
    if (const Gathered *g = w.gathered; g && g->object == &o) {
        for (size_t i = 0; i < g->shape->count; ++i) {
            const QLatin1String field = g->shape->fields[i].name;
            if (field.size() == name.size() && std::memcmp(field.data(), name.data(), size_t(name.size())) == 0)
                return g->values[i].value;
        }
    }
    return o.value(name);
}

void applyField(Walk &w, const JValue &value, const Field &field, const Shape &owner, const Path &pointer)
{
    const quint8 bits = typeBits(value);
    if (!(bits & field.types)) {
        w.add("mcp.member.type",
              tr("%1: \"%2\" must be %3, not %4")
                  .arg(QLatin1String(owner.name), field.name, describeTypes(field.types), describeValue(value)),
              pointer);
        return;
    }
    if (field.itemTypes && bits == TArray) {
        const JArray items = value.toArray();
        const qsizetype count = items.size();
        for (qsizetype i = 0; i < count && !w.full(); ++i) {
            const JValue item = items.at(i);
            const Path at = join(pointer, i);
            if (!(typeBits(item) & field.itemTypes)) {
                w.add("mcp.member.type",
                      tr("%1: each item of \"%2\" must be %3, not %4")
                          .arg(QLatin1String(owner.name), field.name, describeTypes(field.itemTypes),
                               describeValue(item)),
                      at);
                continue;
            }
            if (field.shape && item.isObject())
                applyShape(w, item.toObject(), *field.shape, at);
            if (field.check)
                field.check(w, item, at);
        }
        return;
    }
    if (field.shape && bits == TObject)
        applyShape(w, value.toObject(), *field.shape, pointer);
    if (field.check)
        field.check(w, value, pointer);
}

void applyShape(Walk &w, const JObject &object, const Shape &shape, const Path &pointer)
{
    // Objects are small and shapes list many optional members: one pass over the members as
    // written, comparing the bytes of their names with the fields', is cheaper than a lookup
    // per field. Of a name written twice the later value counts, as in QJsonObject. Fields are
    // still checked in table order.
    constexpr size_t MaxGathered = 24;
    constexpr qsizetype MaxScanned = 32;
    GatheredSlot found[MaxGathered];
    const bool gathered = shape.count <= MaxGathered && object.size() <= MaxScanned;
    if (gathered) {
        for (size_t i = 0; i < shape.count; ++i)
            new (&found[i].value) JValue();
        for (auto it = object.writtenBegin(), end = object.writtenEnd(); it != end; ++it) {
            const QByteArrayView key = it.rawKey();
            // A name written with escapes is decoded once.
            const QString decoded = key.isNull() ? it.key() : QString();
            for (size_t i = 0; i < shape.count; ++i) {
                const QLatin1String name = shape.fields[i].name;
                if (key.isNull()
                        ? decoded == name
                        : key.size() == name.size() && std::memcmp(key.data(), name.data(), size_t(key.size())) == 0) {
                    found[i].value = it.value();
                    break;
                }
            }
        }
    }
    for (size_t i = 0; i < shape.count && !w.full(); ++i) {
        const Field &field = shape.fields[i];
        const JValue value = gathered ? found[i].value : object.value(field.name);
        if (value.isUndefined()) {
            if (field.required)
                w.add("mcp.member.missing",
                      tr("%1: required member \"%2\" is missing").arg(QLatin1String(shape.name), field.name), pointer);
            continue;
        }
        applyField(w, value, field, shape, join(pointer, field.name));
    }
    if (!shape.extra || w.full())
        return;
    if (gathered) {
        const Gathered gather{&object, &shape, found};
        const Gathered *outer = std::exchange(w.gathered, &gather);
        shape.extra(w, object, pointer);
        w.gathered = outer;
    } else {
        shape.extra(w, object, pointer);
    }
}

/// A value that must be one of a few strings.
void checkOneOf(Walk &w, const JValue &value, const Path &pointer, const char *what,
                std::initializer_list<const char *> allowed)
{
    if (!value.isString())
        return; // the type rule already spoke
    for (const char *a : allowed) {
        if (value.equals(QLatin1String(a)))
            return;
    }
    QStringList names;
    for (const char *a : allowed)
        names << QLatin1Char('"') + QLatin1String(a) + QLatin1Char('"');
    w.add("mcp.member.value",
          tr("%1 %2 is not one of %3")
              .arg(QLatin1String(what), quoted(value.toString()), names.join(QLatin1String(", "))),
          pointer);
}

namespace {

// --- per method -------------------------------------------------------------------------------

enum From : quint8 { FromClient = 1, FromServer = 2, FromBoth = 3 };

struct Method
{
    const char *name;
    bool request; ///< false: a notification
    quint8 from;  ///< who may send it
    bool paramsRequired;
    const Shape *params; ///< nullptr: paramsCheck decides
    ObjectCheck paramsCheck;
    const Shape *result;   ///< requests: the result's shape (nullptr: any result)
    bool taskAugmentable;  ///< a "task" in the params turns the result into a CreateTaskResult
    const char *direction; ///< for messages: "client", "server"
};

const Method Methods[] = {
    {"initialize", true, FromClient, true, &kInitializeParams, nullptr, &kInitializeResult, false, "client"},
    {"ping", true, FromBoth, false, &kRequestParams, nullptr, &kEmptyResult, false, ""},
    {"resources/list", true, FromClient, false, &kPaginatedParams, nullptr, &kListResourcesResult, false, "client"},
    {"resources/templates/list", true, FromClient, false, &kPaginatedParams, nullptr, &kListTemplatesResult, false,
     "client"},
    {"resources/read", true, FromClient, true, &kUriParams, nullptr, &kReadResourceResult, false, "client"},
    {"resources/subscribe", true, FromClient, true, &kUriParams, nullptr, &kEmptyResult, false, "client"},
    {"resources/unsubscribe", true, FromClient, true, &kUriParams, nullptr, &kEmptyResult, false, "client"},
    {"prompts/list", true, FromClient, false, &kPaginatedParams, nullptr, &kListPromptsResult, false, "client"},
    {"prompts/get", true, FromClient, true, &kGetPromptParams, nullptr, &kGetPromptResult, false, "client"},
    {"tools/list", true, FromClient, false, &kPaginatedParams, nullptr, &kListToolsResult, false, "client"},
    {"tools/call", true, FromClient, true, &kCallToolParams, nullptr, &kCallToolResult, true, "client"},
    {"logging/setLevel", true, FromClient, true, &kSetLevelParams, nullptr, &kEmptyResult, false, "client"},
    {"completion/complete", true, FromClient, true, &kCompleteParams, nullptr, &kCompleteResult, false, "client"},
    {"tasks/get", true, FromBoth, true, &kTaskIdParams, nullptr, &kTask, false, ""},
    {"tasks/result", true, FromBoth, true, &kTaskIdParams, nullptr, &kAnyResult, false, ""},
    {"tasks/cancel", true, FromBoth, true, &kTaskIdParams, nullptr, &kTask, false, ""},
    {"tasks/list", true, FromBoth, false, &kPaginatedParams, nullptr, &kListTasksResult, false, ""},
    {"sampling/createMessage", true, FromServer, true, &kCreateMessageParams, nullptr, &kCreateMessageResult, true,
     "server"},
    {"roots/list", true, FromServer, false, &kRequestParams, nullptr, &kListRootsResult, false, "server"},
    {"elicitation/create", true, FromServer, true, nullptr, checkElicitParams, &kElicitResult, true, "server"},

    {"notifications/initialized", false, FromClient, false, &kNotificationParams, nullptr, nullptr, false, "client"},
    {"notifications/cancelled", false, FromBoth, true, &kCancelledParams, nullptr, nullptr, false, ""},
    {"notifications/progress", false, FromBoth, true, &kProgressParams, nullptr, nullptr, false, ""},
    {"notifications/roots/list_changed", false, FromClient, false, &kNotificationParams, nullptr, nullptr, false,
     "client"},
    {"notifications/resources/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false,
     "server"},
    {"notifications/resources/updated", false, FromServer, true, &kResourceUpdatedParams, nullptr, nullptr, false,
     "server"},
    {"notifications/prompts/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false,
     "server"},
    {"notifications/tools/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false,
     "server"},
    {"notifications/message", false, FromServer, true, &kLoggingMessageParams, nullptr, nullptr, false, "server"},
    {"notifications/elicitation/complete", false, FromServer, true, &kElicitationCompleteParams, nullptr, nullptr,
     false, "server"},
    {"notifications/tasks/status", false, FromBoth, true, &kTaskStatusParams, nullptr, nullptr, false, ""},
};

// MCP 2026-07-28: no handshake, no ping, no server requests (servers ask inside results), no
// logging/setLevel or resources/subscribe, tasks moved to an extension. A method of the other
// table is not found here: the session rules say it was removed (modern.method.removed).
const Method ModernMethods[] = {
    {"server/discover", true, FromClient, true, &kModernRequestParams, nullptr, &kDiscoverResult, false, "client"},
    {"subscriptions/listen", true, FromClient, true, &kListenParams, nullptr, &kListenResult, false, "client"},
    {"resources/list", true, FromClient, true, &kModernPaginatedParams, nullptr, &kModernListResourcesResult, false,
     "client"},
    {"resources/templates/list", true, FromClient, true, &kModernPaginatedParams, nullptr, &kModernListTemplatesResult,
     false, "client"},
    {"resources/read", true, FromClient, true, &kModernReadResourceParams, nullptr, &kModernReadResourceResult, false,
     "client"},
    {"prompts/list", true, FromClient, true, &kModernPaginatedParams, nullptr, &kModernListPromptsResult, false,
     "client"},
    {"prompts/get", true, FromClient, true, &kModernGetPromptParams, nullptr, &kModernGetPromptResult, false, "client"},
    {"tools/list", true, FromClient, true, &kModernPaginatedParams, nullptr, &kModernListToolsResult, false, "client"},
    {"tools/call", true, FromClient, true, &kModernCallToolParams, nullptr, &kModernCallToolResult, false, "client"},
    {"completion/complete", true, FromClient, true, &kModernCompleteParams, nullptr, &kModernCompleteResult, false,
     "client"},
    // The tasks extension (io.modelcontextprotocol/tasks, SEP-2663): a tools/call answered with
    // resultType "task" is followed with these.
    {"tasks/get", true, FromClient, true, &kModernTaskIdParams, nullptr, &kModernDetailedTask, false, "client"},
    {"tasks/update", true, FromClient, true, &kModernUpdateTaskParams, nullptr, &kModernResult, false, "client"},
    {"tasks/cancel", true, FromClient, true, &kModernTaskIdParams, nullptr, &kModernResult, false, "client"},
    {"notifications/tasks", false, FromServer, true, &kModernTaskNotificationParams, nullptr, nullptr, false, "server"},

    // The server cancels only to end a listen stream on stdio; the client cancels its requests.
    {"notifications/cancelled", false, FromBoth, true, &kCancelledParams, nullptr, nullptr, false, ""},
    {"notifications/progress", false, FromServer, true, &kProgressParams, nullptr, nullptr, false, "server"},
    {"notifications/subscriptions/acknowledged", false, FromServer, true, &kAcknowledgedParams, nullptr, nullptr, false,
     "server"},
    {"notifications/resources/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false,
     "server"},
    {"notifications/resources/updated", false, FromServer, true, &kResourceUpdatedParams, nullptr, nullptr, false,
     "server"},
    {"notifications/prompts/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false,
     "server"},
    {"notifications/tools/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false,
     "server"},
    {"notifications/message", false, FromServer, true, &kLoggingMessageParams, nullptr, nullptr, false, "server"},
};

/// The entries of one era's table by the length of their names.
struct ByLength
{
    static constexpr qsizetype MaxLength = 48;
    std::vector<const Method *> of[MaxLength + 1];

    template<size_t N>
    explicit ByLength(const Method (&table)[N])
    {
        for (const Method &m : table) {
            Q_ASSERT(qstrlen(m.name) <= MaxLength);
            of[qstrlen(m.name)].push_back(&m);
        }
    }
};

const Method *findMethod(const QString &name, bool modern)
{
    // By the name's length first: few methods share one, and comparing a name is cheaper than
    // hashing it.
    constexpr qsizetype MaxLength = ByLength::MaxLength;
    static const ByLength legacyTable(Methods);
    static const ByLength modernTable(ModernMethods);
    const ByLength &table = modern ? modernTable : legacyTable;
    const qsizetype size = name.size();
    if (size > MaxLength)
        return nullptr;
    const QChar *units = name.constData();
    for (const Method *m : table.of[size]) {
        // From the end: names of one length mostly differ in their last word.
        qsizetype i = size;
        while (i > 0 && units[i - 1].unicode() == uchar(m->name[i - 1]))
            --i;
        if (i == 0)
            return m;
    }
    return nullptr;
}

/// The table entry of @p name, which is @p ctx.method or not: when it is and the caller knew
/// the method as McpMethod (the session rules do), found by that instead of by the name.
const Method *methodOf(const QString &name, const ShapeContext &ctx)
{
    using ByMcp = std::array<const Method *, size_t(McpMethod::RootsListChanged) + 1>;
    const auto index = [](const auto &methods) {
        ByMcp table{};
        for (const Method &m : methods) {
            const McpMethod mcp = mcpMethod(QString::fromLatin1(m.name));
            if (mcp != McpMethod::Other)
                table[size_t(mcp)] = &m;
        }
        return table;
    };
    static const ByMcp legacyByMcp = index(Methods);
    static const ByMcp modernByMcp = index(ModernMethods);
    const bool modern = isModernEra(ctx.protocolVersion);
    const ByMcp &byMcp = modern ? modernByMcp : legacyByMcp;
    if (&name == &ctx.method && ctx.mcp != McpMethod::Other && size_t(ctx.mcp) < byMcp.size())
        return byMcp[size_t(ctx.mcp)];
    return findMethod(name, modern);
}

/// The row of @p method in its era's table, for the memo key.
quint64 methodRow(const Method *method)
{
    const Method *legacyEnd = Methods + std::size(Methods);
    if (method >= Methods && method < legacyEnd)
        return quint64(method - Methods);
    return quint64(method - ModernMethods);
}

/// Runs @p check, or replays what it reported when it ran on the same @p raw text with the
/// same @p tag before. @p raw must be the exact text of what @p check looks at.
template<typename Check>
void memoized(quint64 tag, QByteArrayView raw, const ShapeContext &ctx, Diagnostics &out, Check check)
{
    if (raw.size() < ShapeMemo::MinBytes) {
        check();
        return;
    }
    ShapeMemo &memo = ValidationCache::forThisThread().shapeMemo();
    const size_t hash = qHashBits(raw.data(), size_t(raw.size()), size_t(tag));
    if (const Diagnostics *seen = memo.find(tag, raw, hash)) {
        for (Diagnostic d : *seen) {
            d.messageIndex = ctx.index;
            out.append(std::move(d));
        }
        return;
    }
    const qsizetype before = out.size();
    check();
    memo.insert(tag, raw, hash, out.mid(before));
}

/// What the memo key must say besides the text: the kind of check, the method (its row),
/// who sent it, the protocol revision's rules, and whether the result is a task.
quint64 memoTag(int kind, const Method *method, const ShapeContext &ctx, bool task)
{
    const bool spec20251125 = ctx.protocolVersion.isEmpty() || ctx.protocolVersion >= QLatin1String("2025-11-25");
    return quint64(kind) | (methodRow(method) << 4) | (quint64(ctx.direction == Direction::ClientToServer) << 12)
           | (quint64(spec20251125) << 13) | (quint64(task) << 14) | (quint64(isModernEra(ctx.protocolVersion)) << 15);
}

/// Whether the raw text can stand for @p value: an object, and the text is one.
bool rawIsObject(QByteArrayView raw, const JValue &value)
{
    return !raw.isEmpty() && raw.front() == '{' && value.isObject();
}

void checkInvocationParams(const Method *method, const QString &name, const JValue &params, const ShapeContext &ctx,
                           Diagnostics &out, bool request)
{
    Walk w(ctx, out);
    const quint8 sender = ctx.direction == Direction::ClientToServer ? FromClient : FromServer;
    if (!(method->from & sender)) {
        w.add("mcp.method.direction",
              request ? tr("%1 is a request only the %2 sends").arg(name, QLatin1String(method->direction))
                      : tr("%1 is a notification only the %2 sends").arg(name, QLatin1String(method->direction)),
              QStringLiteral("/method"));
    }
    if (params.isUndefined()) {
        if (method->paramsRequired)
            w.add("mcp.params.missing", tr("%1 needs \"params\"").arg(name), QString());
        if (method->params)
            return;
    }
    if (!params.isUndefined() && !params.isObject())
        return; // jsonrpc.params.type
    const JObject object = params.toObject();
    const Path pointer(QLatin1String("/params"));
    if (method->params && !params.isUndefined())
        applyShape(w, object, *method->params, pointer);
    if (method->paramsCheck && !params.isUndefined())
        method->paramsCheck(w, object, pointer);
}

void checkInvocation(const QString &name, const JValue &params, const ShapeContext &ctx, Diagnostics &out, bool request,
                     QByteArrayView raw)
{
    const Method *method = methodOf(name, ctx);
    if (!method || method->request != request)
        return; // unknown methods, and requests sent as notifications, are the JSON-RPC rules' business
    // tools/call params are checked against the tools the session listed: never replayed.
    if (method->params == &kCallToolParams || method->params == &kModernCallToolParams || !rawIsObject(raw, params)) {
        checkInvocationParams(method, name, params, ctx, out, request);
        return;
    }
    memoized(memoTag(request ? 1 : 2, method, ctx, false), raw, ctx, out,
             [&] { checkInvocationParams(method, name, params, ctx, out, request); });
}

void checkResult(const Method *method, const JObject &result, const ShapeContext &ctx, Diagnostics &out, bool task)
{
    Walk w(ctx, out);
    const Path pointer{QLatin1String()}; // the Validator prefixes "/result"
    // A multi round-trip answer is not the method's result but a request for input.
    if (w.modern && result.value(QLatin1String("resultType")).equals(QLatin1String("input_required")))
        applyShape(w, result, kInputRequiredResult, pointer);
    else
        applyShape(w, result, task ? (w.modern ? kModernCreateTaskResult : kCreateTaskResult) : *method->result,
                   pointer);
}

const QList<QLatin1String> Codes = {
    QLatin1String("mcp.method.direction"),
    QLatin1String("mcp.params.missing"),
    QLatin1String("mcp.member.missing"),
    QLatin1String("mcp.member.type"),
    QLatin1String("mcp.member.value"),
    QLatin1String("mcp.member.range"),
    QLatin1String("mcp.meta.key"),
    QLatin1String("mcp.meta.reserved"),
    QLatin1String("mcp.uri.syntax"),
    QLatin1String("mcp.template.syntax"),
    QLatin1String("mcp.timestamp.format"),
    QLatin1String("mcp.icon.src"),
    QLatin1String("mcp.icon.sizes"),
    QLatin1String("mcp.content.type"),
    QLatin1String("mcp.content.base64"),
    QLatin1String("mcp.content.mimeType"),
    QLatin1String("mcp.content.mimeMismatch"),
    QLatin1String("mcp.resource.textBlob"),
    QLatin1String("mcp.tool.name"),
    QLatin1String("mcp.tool.duplicate"),
    QLatin1String("mcp.tool.inputSchema"),
    QLatin1String("mcp.tool.outputSchema"),
    QLatin1String("mcp.tool.unknown"),
    QLatin1String("mcp.tool.taskSupport"),
    QLatin1String("mcp.tool.arguments"),
    QLatin1String("mcp.tool.structuredContent"),
    QLatin1String("mcp.tool.structuredContent.missing"),
    QLatin1String("mcp.tool.structuredContent.text"),
    QLatin1String("mcp.schema.invalid"),
    QLatin1String("mcp.schema.unchecked"),
    QLatin1String("mcp.completion.ref"),
    QLatin1String("mcp.completion.values"),
    QLatin1String("mcp.completion.total"),
    QLatin1String("mcp.sampling.maxTokens"),
    QLatin1String("mcp.sampling.toolRole"),
    QLatin1String("mcp.sampling.toolResultMixed"),
    QLatin1String("mcp.sampling.toolResultMissing"),
    QLatin1String("mcp.sampling.toolUseId"),
    QLatin1String("mcp.sampling.stopReason"),
    QLatin1String("mcp.elicitation.schema"),
    QLatin1String("mcp.elicitation.content"),
    QLatin1String("mcp.elicitation.value"),
    QLatin1String("mcp.elicitation.contentSchema"),
    QLatin1String("mcp.roots.fileUri"),
    QLatin1String("mcp.cancelled.requestId"),
    QLatin1String("mcp.progress.total"),
    QLatin1String("mcp.result.notEmpty"),
};

} // namespace

void checkRequestShape(const lightjson::Object &message, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw)
{
    checkRequestShape(message, ctx, out, raw, message.value(QLatin1String("method")).toString(),
                      message.value(QLatin1String("params")));
}

void checkNotificationShape(const lightjson::Object &message, const ShapeContext &ctx, Diagnostics &out,
                            QByteArrayView raw)
{
    checkNotificationShape(message, ctx, out, raw, message.value(QLatin1String("method")).toString(),
                           message.value(QLatin1String("params")));
}

void checkRequestShape(const lightjson::Object &, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw,
                       const QString &method, const lightjson::Value &params)
{
    checkInvocation(method, params, ctx, out, true, raw);
}

void checkNotificationShape(const lightjson::Object &, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw,
                            const QString &method, const lightjson::Value &params)
{
    checkInvocation(method, params, ctx, out, false, raw);
}

void checkResultShape(const lightjson::Object &result, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw)
{
    const Method *method = methodOf(ctx.method, ctx);
    if (!method || !method->request || !method->result)
        return;
    // 2025-11-25: a request with "task" is answered with a CreateTaskResult; 2026-07-28 (the
    // tasks extension): a tools/call result with resultType "task" is one.
    const bool task = isModernEra(ctx.protocolVersion)
                          ? method->result == &kModernCallToolResult
                                && result.value(QLatin1String("resultType")).equals(QLatin1String("task"))
                          : method->taskAugmentable && result.contains(QLatin1String("task")) && ctx.request.task;
    // Results of tools/call and elicitation/create are read with their request and the
    // listed tools: never replayed.
    const bool stateful = method->result == &kCallToolResult || method->result == &kModernCallToolResult
                          || method->result == &kElicitResult;
    if (stateful || raw.isEmpty() || raw.front() != '{') {
        checkResult(method, result, ctx, out, task);
        return;
    }
    memoized(memoTag(3, method, ctx, task), raw, ctx, out, [&] { checkResult(method, result, ctx, out, task); });
}

namespace {

/// A view of @p object's compact text, for the QJsonObject entry points.
struct Viewed
{
    QByteArray text;
    lightjson::Document document;
    explicit Viewed(const QJsonObject &object)
        : text(QJsonDocument(object).toJson(QJsonDocument::Compact))
    {
        document.build(text);
    }
    lightjson::Object object() const { return document.root().toObject(); }
};

} // namespace

void checkRequestShape(const QJsonObject &message, const ShapeContext &ctx, Diagnostics &out)
{
    const Viewed viewed(message);
    checkRequestShape(viewed.object(), ctx, out);
}

void checkNotificationShape(const QJsonObject &message, const ShapeContext &ctx, Diagnostics &out)
{
    const Viewed viewed(message);
    checkNotificationShape(viewed.object(), ctx, out);
}

void checkResultShape(const QJsonObject &result, const ShapeContext &ctx, Diagnostics &out)
{
    const Viewed viewed(result);
    checkResultShape(viewed.object(), ctx, out);
}

namespace shapes {

const QList<QLatin1String> &ruleCodes()
{
    return Codes;
}

bool isShapeRule(QStringView code)
{
    for (const QLatin1String c : Codes) {
        if (code == c)
            return true;
    }
    return false;
}

QStringList knownMethods()
{
    QStringList names;
    for (const Method &m : Methods)
        names << QLatin1String(m.name);
    return names;
}

QStringList knownModernMethods()
{
    // The era's own methods: those of the tasks extension (io.modelcontextprotocol/tasks) are in
    // the table so that a task is checked, but the era's schema does not define them.
    QStringList names;
    for (const Method &m : ModernMethods) {
        const QLatin1String name(m.name);
        if (!name.startsWith(QLatin1String("tasks/")) && name != QLatin1String("notifications/tasks"))
            names << name;
    }
    return names;
}

} // namespace shapes

} // namespace mcpscope
