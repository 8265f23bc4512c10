// SPDX-License-Identifier: MIT
#include "jsonrpcrules.h"

#include "json/jsonpointer.h"
#include "jsonrpc/message.h"
#include "rulecatalogue.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <array>
#include <cmath>
#include <limits>

namespace mcpscope {

namespace {

constexpr qint64 MaxSafeInteger = (qint64(1) << 53);

QString typeName(QJsonValue::Type type)
{
    switch (type) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("missing");
}

QString typeName(const lightjson::Value &v)
{
    return typeName(v.type());
}

/// A short, escaped rendering of any JSON value for messages.
QString valuePreview(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return QLatin1Char('"') + previewText(v.toString(), 40) + QLatin1Char('"');
    case QJsonValue::Double:
    case QJsonValue::Bool:
    case QJsonValue::Null:
        return idToDisplay(v);
    case QJsonValue::Array:
        return previewBytes(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact), 40);
    case QJsonValue::Object:
        return previewBytes(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact), 40);
    case QJsonValue::Undefined:
        break;
    }
    return QString();
}

/// Only for diagnostics: the value is made as QJsonValue to render it as before.
QString valuePreview(const lightjson::Value &v)
{
    return valuePreview(v.toJson());
}

QString idText(const lightjson::Value &id)
{
    return idToDisplay(id.toJson());
}

} // namespace

namespace {

struct KnownMethod
{
    QByteArrayView name;
    McpMethod mcp;
};

// Every name mcpMethod() knows.
constexpr KnownMethod KnownMethods[] = {{"initialize", McpMethod::Initialize},
                                        {"ping", McpMethod::Ping},
                                        {"tools/list", McpMethod::ToolsList},
                                        {"tools/call", McpMethod::ToolsCall},
                                        {"resources/list", McpMethod::ResourcesList},
                                        {"resources/read", McpMethod::ResourcesRead},
                                        {"resources/templates/list", McpMethod::ResourcesTemplatesList},
                                        {"resources/subscribe", McpMethod::ResourcesSubscribe},
                                        {"resources/unsubscribe", McpMethod::ResourcesUnsubscribe},
                                        {"prompts/list", McpMethod::PromptsList},
                                        {"prompts/get", McpMethod::PromptsGet},
                                        {"completion/complete", McpMethod::CompletionComplete},
                                        {"logging/setLevel", McpMethod::LoggingSetLevel},
                                        {"sampling/createMessage", McpMethod::SamplingCreateMessage},
                                        {"elicitation/create", McpMethod::ElicitationCreate},
                                        {"roots/list", McpMethod::RootsList},
                                        {"tasks/get", McpMethod::TasksGet},
                                        {"tasks/result", McpMethod::TasksResult},
                                        {"tasks/list", McpMethod::TasksList},
                                        {"tasks/cancel", McpMethod::TasksCancel},
                                        {"notifications/initialized", McpMethod::Initialized},
                                        {"notifications/cancelled", McpMethod::Cancelled},
                                        {"notifications/progress", McpMethod::Progress},
                                        {"notifications/message", McpMethod::Message},
                                        {"notifications/resources/updated", McpMethod::ResourcesUpdated},
                                        {"notifications/tools/list_changed", McpMethod::ToolsListChanged},
                                        {"notifications/prompts/list_changed", McpMethod::PromptsListChanged},
                                        {"notifications/resources/list_changed", McpMethod::ResourcesListChanged},
                                        {"notifications/roots/list_changed", McpMethod::RootsListChanged}};
constexpr int KnownMethodCount = int(sizeof(KnownMethods) / sizeof(KnownMethods[0]));

/// The index in KnownMethods of the method whose UTF-8 text is @p name, or -1.
int knownMethodIndex(QByteArrayView name)
{
    // By length first: at most a handful of names share one.
    constexpr std::size_t MaxLength = 40;
    constexpr std::size_t PerLength = 8;
    static const auto byLength = [] {
        std::array<std::array<qint8, PerLength>, MaxLength> table;
        for (auto &row : table)
            row.fill(-1);
        for (int i = 0; i < KnownMethodCount; ++i) {
            auto &row = table[std::size_t(KnownMethods[i].name.size())];
            std::size_t k = 0;
            while (row[k] >= 0)
                ++k;
            row[k] = qint8(i);
        }
        return table;
    }();
    if (name.size() >= qsizetype(MaxLength))
        return -1;
    for (const qint8 i : byLength[std::size_t(name.size())]) {
        if (i < 0)
            break;
        if (KnownMethods[i].name == name)
            return i;
    }
    return -1;
}

/// The known methods' names as QStrings made once: copying one allocates nothing.
const QString &knownMethodName(int i)
{
    static const auto names = [] {
        std::array<QString, KnownMethodCount> n;
        for (int k = 0; k < KnownMethodCount; ++k)
            n[std::size_t(k)] = QString::fromLatin1(KnownMethods[k].name);
        return n;
    }();
    return names[std::size_t(i)];
}

} // namespace

McpMethod mcpMethod(const QString &method)
{
    static const QHash<QString, McpMethod> methods = [] {
        QHash<QString, McpMethod> m;
        for (int i = 0; i < KnownMethodCount; ++i)
            m.insert(knownMethodName(i), KnownMethods[i].mcp);
        return m;
    }();
    return methods.value(method, McpMethod::Other);
}

namespace {

enum Member { MemberOther, MemberJsonrpc, MemberId, MemberMethod, MemberParams, MemberResult, MemberError };

/// Which JSON-RPC member the name @p name (UTF-8) is.
Member memberOf(QByteArrayView name)
{
    switch (name.size()) {
    case 2:
        return name == "id" ? MemberId : MemberOther;
    case 5:
        return name == "error" ? MemberError : MemberOther;
    case 6:
        return name == "method"   ? MemberMethod
               : name == "params" ? MemberParams
               : name == "result" ? MemberResult
                                  : MemberOther;
    case 7:
        return name == "jsonrpc" ? MemberJsonrpc : MemberOther;
    default:
        return MemberOther;
    }
}

Member memberOf(const lightjson::Object::const_iterator &it)
{
    const QByteArrayView raw = it.rawKey();
    // A name written with escapes ("\u0069d") is the member its decoded text names.
    return raw.isNull() ? memberOf(QByteArrayView(it.key().toUtf8())) : memberOf(raw);
}

} // namespace

Envelope JsonRpcRules::check(const lightjson::Object &o, const QString &prefix, qsizetype index, Diagnostics &out)
{
    Envelope e;
    int known = 0;

    // One pass over the members as written (a message has a handful), without putting them in
    // QJsonObject's order; of a repeated name the last value counts, as QJsonObject keeps it.
    lightjson::Value version, id, method, params, result, error;
    const auto written = o.writtenEnd();
    for (auto it = o.writtenBegin(); it != written; ++it) {
        switch (memberOf(it)) {
        case MemberJsonrpc:
            version = it.value();
            break;
        case MemberId:
            id = it.value();
            break;
        case MemberMethod:
            method = it.value();
            break;
        case MemberParams:
            params = it.value();
            break;
        case MemberResult:
            result = it.value();
            break;
        case MemberError:
            error = it.value();
            break;
        case MemberOther:
            break;
        }
    }

    if (version.isUndefined()) {
        out.append(makeDiagnostic(
            QLatin1String("jsonrpc.version.missing"),
            tr("The message has no \"jsonrpc\" member; JSON-RPC 2.0 needs \"jsonrpc\": \"2.0\" in every message."),
            index, prefix));
    } else {
        ++known;
        // Without escapes the raw text is the string itself.
        const QByteArrayView rawVersion = version.rawString();
        if (rawVersion.isNull() ? !version.equals(QLatin1String("2.0")) : rawVersion != "2.0")
            out.append(makeDiagnostic(QLatin1String("jsonrpc.version.value"),
                                      tr("\"jsonrpc\" is %1, not the string \"2.0\".").arg(valuePreview(version)),
                                      index, prefix + QLatin1String("/jsonrpc")));
    }

    const bool hasId = !id.isUndefined();
    known += hasId;

    auto checkId = [&](bool nullAllowed) {
        e.id = id;
        switch (id.type()) {
        case QJsonValue::String:
            e.idUsable = true;
            return;
        case QJsonValue::Double: {
            qint64 n = 0;
            const NumberKind kind = classifyNumber(id, &n);
            if (kind == NumberKind::Fraction) {
                out.append(makeDiagnostic(
                    QLatin1String("jsonrpc.id.fractional"),
                    tr("The id %1 has a fractional part; MCP ids are strings or integers.").arg(idText(id)), index,
                    prefix + QLatin1String("/id")));
                return;
            }
            if (kind == NumberKind::Integer) {
                e.idIsInteger = true;
                e.idInteger = n;
            }
            if (kind == NumberKind::BigInteger || n > MaxSafeInteger || n < -MaxSafeInteger)
                out.append(makeDiagnostic(
                    QLatin1String("jsonrpc.id.precision"),
                    tr("The id %1 is beyond ±2^53: JavaScript clients and servers cannot hold it exactly, "
                       "so the answer may not find its request.")
                        .arg(idText(id)),
                    index, prefix + QLatin1String("/id")));
            e.idUsable = true;
            return;
        }
        case QJsonValue::Null:
            if (!nullAllowed)
                out.append(makeDiagnostic(
                    QLatin1String("jsonrpc.id.null"),
                    e.kind == Envelope::Kind::Request
                        ? tr("The request's id is null; MCP requires a string or an integer.")
                        : tr("The result's id is null; a result must carry the id of the request it answers."),
                    index, prefix + QLatin1String("/id")));
            return;
        default:
            out.append(makeDiagnostic(
                QLatin1String("jsonrpc.id.type"),
                tr("The id is %1 (%2); MCP ids are strings or integers.").arg(typeName(id), valuePreview(id)), index,
                prefix + QLatin1String("/id")));
            return;
        }
    };

    if (!method.isUndefined()) {
        ++known;
        if (!method.isString()) {
            out.append(
                makeDiagnostic(QLatin1String("jsonrpc.method.type"),
                               tr("\"method\" is %1 (%2), not a string.").arg(typeName(method), valuePreview(method)),
                               index, prefix + QLatin1String("/method")));
            return e; // nothing can route it
        }
        const QByteArrayView rawMethod = method.rawString();
        const int knownName = rawMethod.isNull() ? -1 : knownMethodIndex(rawMethod);
        if (knownName >= 0) {
            // A known name's QString is shared, not made (without escapes the raw text is the
            // name itself).
            e.method = knownMethodName(knownName);
            e.mcp = KnownMethods[knownName].mcp;
            e.notificationName = e.mcp >= McpMethod::Initialized;
        } else {
            e.method = method.toString();
            e.mcp = rawMethod.isNull() ? mcpMethod(e.method) : McpMethod::Other;
            e.notificationName = e.method.startsWith(QLatin1String("notifications/"));
        }
        e.kind = hasId ? Envelope::Kind::Request : Envelope::Kind::Notification;
        // Known names are neither empty nor reserved.
        if (knownName < 0 && e.method.isEmpty())
            out.append(makeDiagnostic(QLatin1String("jsonrpc.method.empty"), tr("\"method\" is an empty string."),
                                      index, prefix + QLatin1String("/method")));
        else if (knownName < 0 && e.method.startsWith(QLatin1String("rpc.")))
            out.append(makeDiagnostic(
                QLatin1String("jsonrpc.method.reserved"),
                tr("The method \"%1\" starts with \"rpc.\", which JSON-RPC reserves for its own extensions.")
                    .arg(previewText(e.method)),
                index, prefix + QLatin1String("/method")));
        e.paramsValue = params;
        if (!params.isUndefined()) {
            ++known;
            if (params.isObject())
                e.params = params.toObject();
            else
                out.append(makeDiagnostic(
                    QLatin1String("jsonrpc.params.type"),
                    params.isArray() ? tr("\"params\" is an array; MCP passes parameters by name, in an object.")
                                     : tr("\"params\" is %1 (%2); it must be an object.")
                                           .arg(typeName(params), valuePreview(params)),
                    index, prefix + QLatin1String("/params")));
        }
        if (hasId) {
            checkId(false);
            if (e.notificationName)
                out.append(makeDiagnostic(
                    QLatin1String("jsonrpc.notification.id"),
                    tr("%1 is a notification but was sent with an id, as a request; notifications must not have an id.")
                        .arg(previewText(e.method)),
                    index, prefix + QLatin1String("/id")));
        } else if (isRequestMethod(e.mcp)) {
            out.append(makeDiagnostic(
                QLatin1String("jsonrpc.request.noId"),
                tr("%1 is a request but was sent without an id, as a notification: it can never be answered.")
                    .arg(e.method),
                index, prefix));
        }
    } else {
        const bool hasResult = !result.isUndefined();
        const bool hasError = !error.isUndefined();
        known += hasResult + hasError;
        if (!hasResult && !hasError) {
            if (hasId) {
                e.kind = Envelope::Kind::Result; // pair it anyway: the answer is there, only malformed
                checkId(false);
                out.append(makeDiagnostic(
                    QLatin1String("jsonrpc.response.neither"),
                    tr("The response to id %1 has neither \"result\" nor \"error\".").arg(idText(id)), index, prefix));
            } else {
                out.append(makeDiagnostic(
                    QLatin1String("jsonrpc.message.kind"),
                    tr("The object has no \"method\", \"result\", \"error\" or \"id\": it is neither a request, "
                       "a notification nor a response."),
                    index, prefix));
            }
        } else {
            e.kind = hasError ? Envelope::Kind::Error : Envelope::Kind::Result;
            if (hasResult && hasError)
                out.append(makeDiagnostic(
                    QLatin1String("jsonrpc.response.both"),
                    tr("The response has both \"result\" and \"error\"; it must have exactly one."), index, prefix));
            if (!hasId) {
                if (hasError)
                    out.append(makeDiagnostic(
                        QLatin1String("jsonrpc.error.id.missing"),
                        tr("The error response has no \"id\"; JSON-RPC wants the request's id, or null when it "
                           "could not be read."),
                        index, prefix));
                else
                    out.append(makeDiagnostic(QLatin1String("jsonrpc.response.id.missing"),
                                              tr("The result has no \"id\", so it cannot be matched to its request."),
                                              index, prefix));
            } else {
                checkId(hasError && !hasResult);
            }
            if (hasResult) {
                e.result = result;
                if (!result.isObject())
                    out.append(makeDiagnostic(QLatin1String("jsonrpc.result.type"),
                                              tr("\"result\" is %1 (%2); MCP results are objects (an empty one: {}).")
                                                  .arg(typeName(result), valuePreview(result)),
                                              index, prefix + QLatin1String("/result")));
            }
            if (hasError) {
                if (!error.isObject()) {
                    out.append(
                        makeDiagnostic(QLatin1String("jsonrpc.error.type"),
                                       tr("\"error\" is %1 (%2); it must be an object with \"code\" and \"message\".")
                                           .arg(typeName(error), valuePreview(error)),
                                       index, prefix + QLatin1String("/error")));
                } else {
                    const lightjson::Object err = error.toObject();
                    const lightjson::Value code = err.value(QLatin1String("code"));
                    const lightjson::Value message = err.value(QLatin1String("message"));
                    qint64 c = 0;
                    const NumberKind codeKind = classifyNumber(code, &c);
                    if (codeKind != NumberKind::Integer && codeKind != NumberKind::BigInteger) {
                        out.append(makeDiagnostic(QLatin1String("jsonrpc.error.code"),
                                                  code.isUndefined() ? tr("The error has no \"code\".")
                                                                     : tr("The error code is %1 (%2), not an integer.")
                                                                           .arg(typeName(code), valuePreview(code)),
                                                  index, prefix + QLatin1String("/error/code")));
                    } else {
                        if (codeKind == NumberKind::BigInteger)
                            c = code.toInteger();
                        e.errorCode = c;
                        const bool predefined = c == -32700 || c == -32600 || c == -32601 || c == -32602 || c == -32603;
                        if (c >= -32768 && c <= -32100 && !predefined)
                            out.append(makeDiagnostic(
                                QLatin1String("jsonrpc.error.reserved"),
                                tr("The error code %1 is in the range JSON-RPC reserves for its own errors "
                                   "(-32768 to -32000) but is not one of them; use -32000 to -32099 for server "
                                   "errors or a code outside the range.")
                                    .arg(c),
                                index, prefix + QLatin1String("/error/code")));
                    }
                    if (!message.isString())
                        out.append(makeDiagnostic(QLatin1String("jsonrpc.error.message"),
                                                  message.isUndefined()
                                                      ? tr("The error has no \"message\".")
                                                      : tr("The error message is %1 (%2), not a string.")
                                                            .arg(typeName(message), valuePreview(message)),
                                                  index, prefix + QLatin1String("/error/message")));
                }
            }
        }
    }

    if (e.kind != Envelope::Kind::None && o.size() > known) {
        const bool response = e.kind == Envelope::Kind::Result || e.kind == Envelope::Kind::Error;
        int reported = 0;
        const auto end = o.end();
        for (auto it = o.begin(); it != end && reported < 5; ++it) {
            const Member member = memberOf(it);
            const bool ok = member == MemberJsonrpc || member == MemberId
                            || (response ? member == MemberResult || member == MemberError
                                         : member == MemberMethod || member == MemberParams);
            if (ok)
                continue;
            ++reported;
            const QString key = it.key();
            out.append(makeDiagnostic(
                QLatin1String("jsonrpc.member.unknown"),
                response ? tr("The response has a member \"%1\" that JSON-RPC does not define (a response has "
                              "jsonrpc, id and result or error).")
                               .arg(previewText(key))
                         : tr("The %1 has a member \"%2\" that JSON-RPC does not define; MCP puts extra data in "
                              "params or params._meta.")
                               .arg(e.kind == Envelope::Kind::Request ? tr("request") : tr("notification"),
                                    previewText(key)),
                index, prefix + QLatin1Char('/') + jsonPointerToken(key)));
        }
    }
    return e;
}

} // namespace mcpscope
