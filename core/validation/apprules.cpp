// SPDX-License-Identifier: MIT
#include "apprules.h"

#include "json/jsontree.h"
#include "jsonschema/schemacheck.h"
#include "rulecatalogue.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <memory>

namespace mcpscope {

namespace {

/// Which side of an app conversation may send a method.
enum class Sender { App, Host, Both };

/// One method of the apps dialect. Shapes come from a definition of the ext-apps schema
/// (its "params" member for requests and notifications, the whole definition for results) or,
/// for the MCP methods the dialect reuses, from a small schema of our own (JSON text).
struct MethodRow
{
    const char *method;
    Sender sender;
    bool request;
    const char *paramsDef;    ///< ext-apps definition of the request or notification, or nullptr
    const char *resultDef;    ///< ext-apps definition of the result, or nullptr
    const char *paramsSchema; ///< our own schema of params when paramsDef is null (nullptr: any object)
    const char *resultSchema; ///< our own schema of the result when resultDef is null (nullptr: any object)
};

// The MCP methods the dialect reuses, checked for what an app and a host rely on (the server's
// answers they relay are checked in full on the server's side of the session).
constexpr const char *ListParams
    = R"({"type":"object","properties":{"cursor":{"type":"string"},"_meta":{"type":"object"}}})";
constexpr const char *AnyObject = R"({"type":"object"})";

// The dialect as @modelcontextprotocol/ext-apps 2.0.4 defines it (spec.types.d.ts, app.d.ts,
// app-bridge.d.ts: what App and AppBridge send and what their handlers take).
const MethodRow Methods[] = {
    // app → host
    {"ui/initialize", Sender::App, true, "McpUiInitializeRequest", "McpUiInitializeResult", nullptr, nullptr},
    {"ui/message", Sender::App, true, "McpUiMessageRequest", "McpUiMessageResult", nullptr, nullptr},
    {"ui/open-link", Sender::App, true, "McpUiOpenLinkRequest", "McpUiOpenLinkResult", nullptr, nullptr},
    {"ui/download-file", Sender::App, true, "McpUiDownloadFileRequest", "McpUiDownloadFileResult", nullptr, nullptr},
    {"ui/request-display-mode", Sender::App, true, "McpUiRequestDisplayModeRequest", "McpUiRequestDisplayModeResult",
     nullptr, nullptr},
    {"ui/update-model-context", Sender::App, true, "McpUiUpdateModelContextRequest", nullptr, nullptr, AnyObject},
    {"resources/read", Sender::App, true, nullptr, nullptr,
     R"({"type":"object","properties":{"uri":{"type":"string"},"_meta":{"type":"object"}},"required":["uri"]})",
     R"({"type":"object","properties":{"contents":{"type":"array","items":{"type":"object","properties":{"uri":{"type":"string"},"mimeType":{"type":"string"},"text":{"type":"string"},"blob":{"type":"string"}},"required":["uri"]}}},"required":["contents"]})"},
    {"resources/list", Sender::App, true, nullptr, nullptr, ListParams,
     R"({"type":"object","properties":{"resources":{"type":"array"},"nextCursor":{"type":"string"}},"required":["resources"]})"},
    {"resources/templates/list", Sender::App, true, nullptr, nullptr, ListParams,
     R"({"type":"object","properties":{"resourceTemplates":{"type":"array"},"nextCursor":{"type":"string"}},"required":["resourceTemplates"]})"},
    {"prompts/list", Sender::App, true, nullptr, nullptr, ListParams,
     R"({"type":"object","properties":{"prompts":{"type":"array"},"nextCursor":{"type":"string"}},"required":["prompts"]})"},
    {"sampling/createMessage", Sender::App, true, nullptr, nullptr,
     R"({"type":"object","properties":{"messages":{"type":"array"},"maxTokens":{"type":"integer"}},"required":["messages","maxTokens"]})",
     R"({"type":"object","properties":{"role":{"type":"string"},"model":{"type":"string"}},"required":["role","content","model"]})"},
    {"ui/notifications/initialized", Sender::App, false, "McpUiInitializedNotification", nullptr, nullptr, nullptr},
    {"ui/notifications/size-changed", Sender::App, false, "McpUiSizeChangedNotification", nullptr, nullptr, nullptr},
    {"ui/notifications/request-teardown", Sender::App, false, "McpUiRequestTeardownNotification", nullptr, nullptr,
     nullptr},
    {"ui/notifications/sandbox-proxy-ready", Sender::App, false, "McpUiSandboxProxyReadyNotification", nullptr, nullptr,
     nullptr},
    {"notifications/message", Sender::App, false, nullptr, nullptr,
     R"({"type":"object","properties":{"level":{"enum":["debug","info","notice","warning","error","critical","alert","emergency"]},"logger":{"type":"string"}},"required":["level","data"]})",
     nullptr},
    // host → app
    {"ui/resource-teardown", Sender::Host, true, "McpUiResourceTeardownRequest", "McpUiResourceTeardownResult", nullptr,
     nullptr},
    {"tools/list", Sender::Host, true, nullptr, nullptr, ListParams,
     R"({"type":"object","properties":{"tools":{"type":"array","items":{"type":"object","properties":{"name":{"type":"string"},"inputSchema":{"type":"object"}},"required":["name","inputSchema"]}},"nextCursor":{"type":"string"}},"required":["tools"]})"},
    {"ui/notifications/host-context-changed", Sender::Host, false, "McpUiHostContextChangedNotification", nullptr,
     nullptr, nullptr},
    {"ui/notifications/tool-input", Sender::Host, false, "McpUiToolInputNotification", nullptr, nullptr, nullptr},
    {"ui/notifications/tool-input-partial", Sender::Host, false, "McpUiToolInputPartialNotification", nullptr, nullptr,
     nullptr},
    {"ui/notifications/tool-result", Sender::Host, false, "McpUiToolResultNotification", nullptr, nullptr, nullptr},
    {"ui/notifications/tool-cancelled", Sender::Host, false, "McpUiToolCancelledNotification", nullptr, nullptr,
     nullptr},
    {"ui/notifications/sandbox-resource-ready", Sender::Host, false, "McpUiSandboxResourceReadyNotification", nullptr,
     nullptr, nullptr},
    {"notifications/resources/list_changed", Sender::Host, false, nullptr, nullptr, AnyObject, nullptr},
    {"notifications/prompts/list_changed", Sender::Host, false, nullptr, nullptr, AnyObject, nullptr},
    // either side (the app may offer tools of its own, which the host calls)
    {"tools/call", Sender::Both, true, nullptr, nullptr,
     R"({"type":"object","properties":{"name":{"type":"string"},"arguments":{"type":"object"},"_meta":{"type":"object"}},"required":["name"]})",
     R"({"type":"object","properties":{"content":{"type":"array","items":{"type":"object","properties":{"type":{"type":"string"}},"required":["type"]}},"structuredContent":{"type":"object"},"isError":{"type":"boolean"}},"required":["content"]})"},
    {"ping", Sender::Both, true, nullptr, nullptr, AnyObject, AnyObject},
    {"notifications/tools/list_changed", Sender::Both, false, nullptr, nullptr, AnyObject, nullptr},
    {"notifications/cancelled", Sender::Both, false, nullptr, nullptr,
     R"({"type":"object","properties":{"reason":{"type":"string"}}})", nullptr},
    {"notifications/progress", Sender::Both, false, nullptr, nullptr,
     R"({"type":"object","properties":{"progress":{"type":"number"},"total":{"type":"number"},"message":{"type":"string"}},"required":["progressToken","progress"]})",
     nullptr},
};

const MethodRow *findMethod(const QString &method)
{
    static const QHash<QString, const MethodRow *> byName = [] {
        QHash<QString, const MethodRow *> h;
        for (const MethodRow &row : Methods)
            h.insert(QString::fromLatin1(row.method), &row);
        return h;
    }();
    return byName.value(method);
}

/// @p schema as the SDK's own (zod) schema reads it, where the generated JSON differs.
/// Every "containerDimensions" member's object branches are opened to other members.
/// ext-apps 2.0.4's schema.json writes containerDimensions as the intersection (allOf) of
/// {height} | {maxHeight} and {width} | {maxWidth}, each branch closed (additionalProperties
/// false), so that no object naming both a height and a width passes; the SDK's own zod schema
/// (objects that ignore other members) accepts {width, maxHeight} as the spec says. The
/// branches are opened here, as the SDK reads them (as loosely: a branch that fits takes the
/// object, whatever else it holds).
QJsonValue openDimensions(const QJsonValue &value, bool inside)
{
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(openDimensions(v, inside));
        return out;
    }
    if (!value.isObject())
        return value;
    QJsonObject o = value.toObject();
    if (inside && o.value(QStringLiteral("additionalProperties")) == QJsonValue(false))
        o.remove(QStringLiteral("additionalProperties"));
    // A record over named keys (McpUiStyles: Record<McpUiStyleVariableKey, string | undefined>)
    // comes out with every key required; the SDK, and the spec's words ("hosts may provide any
    // subset of these values"), take any subset.
    if (o.contains(QStringLiteral("propertyNames")) && o.contains(QStringLiteral("required")))
        o.remove(QStringLiteral("required"));
    for (auto it = o.begin(); it != o.end(); ++it)
        it.value() = openDimensions(it.value(), inside || it.key() == QLatin1String("containerDimensions"));
    return o;
}

QJsonObject openContainerDimensions(const QJsonObject &defs)
{
    return openDimensions(defs, false).toObject();
}

/// The definitions of the copied ext-apps schema ("$defs"), read once.
const QJsonObject &appSchemaDefs()
{
    static const QJsonObject defs = [] {
        QFile file(QStringLiteral(":/mcpscope/validation/apps/ext-apps-2.0.4.schema.json"));
        if (!file.open(QIODevice::ReadOnly))
            return QJsonObject();
        return openContainerDimensions(
            jsontree::parse(file.readAll()).object().value(QStringLiteral("$defs")).toObject());
    }();
    return defs;
}

/// The definition @p def made a schema of its own: its "params" member (@p params) or itself,
/// with the definition's "$defs" kept beside it (its "$ref"s point there), without "$schema"
/// (the dialect is 2020-12; the keywords it uses mean the same in the draft mcpscope checks).
QJsonObject schemaOf(const char *def, bool params, bool *required)
{
    QJsonObject d = appSchemaDefs().value(QLatin1String(def)).toObject();
    if (d.isEmpty())
        return {};
    QJsonObject schema = d;
    if (params) {
        schema = d.value(QStringLiteral("properties")).toObject().value(QStringLiteral("params")).toObject();
        if (required)
            *required = d.value(QStringLiteral("required")).toArray().contains(QStringLiteral("params"));
        if (d.contains(QStringLiteral("$defs")))
            schema.insert(QStringLiteral("$defs"), d.value(QStringLiteral("$defs")));
    }
    schema.remove(QStringLiteral("$schema"));
    return schema;
}

/// A compiled schema with whether its value must be present.
struct Shape
{
    std::shared_ptr<schemacheck::CompiledSchema> schema;
    bool required = false;
};

/// The shape of @p row's params (@p result false) or result, compiled once per thread.
Shape shapeOf(const MethodRow &row, bool result)
{
    thread_local QHash<QString, Shape> cache;
    const QString key = QLatin1String(row.method) + (result ? QLatin1String("#result") : QLatin1String("#params"));
    const auto it = cache.constFind(key);
    if (it != cache.cend())
        return *it;
    Shape shape;
    const char *def = result ? row.resultDef : row.paramsDef;
    const char *own = result ? row.resultSchema : row.paramsSchema;
    schemacheck::SchemaProblem problem;
    if (def) {
        const QJsonObject schema = schemaOf(def, !result, &shape.required);
        if (!schema.isEmpty())
            shape.schema = schemacheck::compile(schema, &problem);
        if (result)
            shape.required = true;
    } else if (own) {
        shape.schema = schemacheck::compileCachedText(QByteArrayView(own), &problem);
        shape.required = result || QByteArrayView(own).contains("\"required\"");
    } else if (result) {
        shape.required = true;
    }
    cache.insert(key, shape);
    return shape;
}

QString senderWord(bool fromApp)
{
    return fromApp ? AppRules::tr("app") : AppRules::tr("host");
}

/// The key of the envelope's id (as the session rules make it).
IdKey idKey(const Envelope &e)
{
    if (!e.idIsInteger)
        return IdKey::from(e.id);
    return IdKey::integer(e.idInteger);
}

void checkShape(const MethodRow &row, bool result, const lightjson::Value &value, bool fromApp, qsizetype index,
                Diagnostics &out)
{
    const Shape shape = shapeOf(row, result);
    const QString member = result ? QStringLiteral("result") : QStringLiteral("params");
    const QString method = QString::fromLatin1(row.method);
    if (value.isUndefined()) {
        if (shape.required && !result)
            out.append(
                makeDiagnostic(QLatin1String("app.shape"),
                               AppRules::tr("The %1's %2 has no \"params\"; the MCP Apps specification requires them.")
                                   .arg(senderWord(fromApp), method),
                               index));
        return;
    }
    if (!value.isObject()) {
        out.append(makeDiagnostic(
            QLatin1String("app.shape"),
            AppRules::tr("The \"%1\" of the %2's %3 is not an object.").arg(member, senderWord(fromApp), method), index,
            QLatin1Char('/') + member));
        return;
    }
    if (!shape.schema)
        return;
    QList<schemacheck::Violation> violations;
    QString skipped;
    if (!schemacheck::validate(*shape.schema, value, &violations, 3, &skipped))
        return; // too deep or too large to check: the size rules speak of that
    for (const schemacheck::Violation &v : std::as_const(violations))
        out.append(
            makeDiagnostic(QLatin1String("app.shape"),
                           result ? AppRules::tr("The %1 answered %2 with a result that does not match the MCP Apps "
                                                 "schema at \"%3\": %4")
                                        .arg(senderWord(fromApp), method, QLatin1Char('/') + member + v.pointer,
                                             previewText(v.reason, 200))
                                  : AppRules::tr("The %1's %2 does not match the MCP Apps schema at \"%3\": %4")
                                        .arg(senderWord(fromApp), method, QLatin1Char('/') + member + v.pointer,
                                             previewText(v.reason, 200)),
                           index, QLatin1Char('/') + member + v.pointer));
}

} // namespace

QStringList AppRules::methods()
{
    QStringList out;
    for (const MethodRow &row : Methods)
        out << QLatin1String(row.method) + QLatin1Char(' ')
                   + (row.sender == Sender::App    ? QLatin1String("app")
                      : row.sender == Sender::Host ? QLatin1String("host")
                                                   : QLatin1String("both"));
    return out;
}

bool AppRules::schemaLoaded()
{
    const QJsonObject &defs = appSchemaDefs();
    if (defs.isEmpty())
        return false;
    for (const MethodRow &row : Methods) {
        if ((row.paramsDef && !defs.contains(QLatin1String(row.paramsDef)))
            || (row.resultDef && !defs.contains(QLatin1String(row.resultDef))))
            return false;
        if ((row.paramsDef || row.paramsSchema) && !shapeOf(row, false).schema)
            return false;
        if ((row.resultDef || row.resultSchema) && !shapeOf(row, true).schema)
            return false;
    }
    return true;
}

void AppRules::process(const Envelope &e, bool fromApp, const QString &appUri, qsizetype index, Diagnostics &out)
{
    AppState &app = m_apps[appUri];
    const int side = fromApp ? 0 : 1;
    switch (e.kind) {
    case Envelope::Kind::None:
        return;
    case Envelope::Kind::Result:
    case Envelope::Kind::Error: {
        if (!e.idUsable)
            return;
        const IdKey id = idKey(e);
        // An answer goes the other way: to a request the other side sent.
        const auto it = app.open[1 - side].find(id);
        if (it == app.open[1 - side].end()) {
            out.append(makeDiagnostic(
                QLatin1String("app.response.unknown"),
                tr("The %1 answered a request with id %2 that the %3 did not send or that was answered already.")
                    .arg(senderWord(fromApp), idToDisplay(e.id.toJson()), senderWord(!fromApp)),
                index, QStringLiteral("/id")));
            return;
        }
        const Open open = *it;
        app.open[1 - side].erase(it);
        if (open.method == QLatin1String("ui/initialize") && e.kind == Envelope::Kind::Result)
            app.initializeAnswered = true;
        if (e.kind == Envelope::Kind::Result)
            if (const MethodRow *row = findMethod(open.method))
                checkShape(*row, true, e.result, fromApp, index, out);
        return;
    }
    case Envelope::Kind::Request:
    case Envelope::Kind::Notification:
        break;
    }

    const QString &method = e.method;
    const MethodRow *row = findMethod(method);
    const bool request = e.kind == Envelope::Kind::Request;
    if (request && e.idUsable)
        app.open[side].insert(idKey(e), Open{method, index});

    if (fromApp) {
        if (method == QLatin1String("ui/initialize")) {
            if (app.initializeSent)
                out.append(makeDiagnostic(QLatin1String("app.initialize.repeated"),
                                          tr("The app sent ui/initialize again; an app initializes once."), index,
                                          QStringLiteral("/method")));
            app.initializeSent = true;
        } else if (method == QLatin1String("ui/notifications/initialized")) {
            app.initialized = true;
        } else if (!app.initializeSent && !app.reportedNoInitialize && method != QLatin1String("ping")
                   && method != QLatin1String("ui/notifications/sandbox-proxy-ready")) {
            app.reportedNoInitialize = true;
            out.append(makeDiagnostic(QLatin1String("app.initialize.missing"),
                                      tr("The app sent %1 before ui/initialize; an app must begin with ui/initialize "
                                         "(reported once).")
                                          .arg(previewText(method, 80)),
                                      index, QStringLiteral("/method")));
        }
    } else if (!app.initialized && !app.reportedHostEarly && method != QLatin1String("ping")
               && method != QLatin1String("ui/notifications/sandbox-resource-ready")) {
        app.reportedHostEarly = true;
        out.append(makeDiagnostic(QLatin1String("app.host.early"),
                                  tr("The host sent %1 before the app said ui/notifications/initialized; a host waits "
                                     "for it before it sends anything else (reported once).")
                                      .arg(previewText(method, 80)),
                                  index, QStringLiteral("/method")));
    }

    if (!row) {
        out.append(
            makeDiagnostic(QLatin1String("app.method.unknown"),
                           tr("The %1 sent \"%2\", which is not a method of the MCP Apps dialect (ext-apps 2.0.4).")
                               .arg(senderWord(fromApp), previewText(method, 80)),
                           index, QStringLiteral("/method")));
        return;
    }
    if ((row->sender == Sender::App && !fromApp) || (row->sender == Sender::Host && fromApp)) {
        out.append(makeDiagnostic(
            QLatin1String("app.method.direction"),
            tr("The %1 sent %2, which only the %3 sends.").arg(senderWord(fromApp), method, senderWord(!fromApp)),
            index, QStringLiteral("/method")));
        return;
    }
    if (row->request != request) {
        out.append(makeDiagnostic(
            QLatin1String("app.shape"),
            row->request ? tr("%1 is a request, but the %2 sent it without an id.").arg(method, senderWord(fromApp))
                         : tr("%1 is a notification, but the %2 sent it with an id.").arg(method, senderWord(fromApp)),
            index));
        if (request && e.idUsable)
            app.open[side].remove(idKey(e)); // no answer is owed to a notification
        return;
    }
    checkShape(*row, false, e.paramsValue, fromApp, index, out);
}

} // namespace mcpscope
