// SPDX-License-Identifier: MIT
#include "modernmcp.h"

#include "text/preview.h"

#include <QJsonArray>

namespace mcpscope {

const QString ModernMcp::ProtocolVersion = QStringLiteral("2026-07-28");
const QStringList ModernMcp::SupportedVersions = {QStringLiteral("2026-07-28")};
const QString ModernMcp::ProtocolVersionKey = QStringLiteral("io.modelcontextprotocol/protocolVersion");
const QString ModernMcp::ClientInfoKey = QStringLiteral("io.modelcontextprotocol/clientInfo");
const QString ModernMcp::ClientCapabilitiesKey = QStringLiteral("io.modelcontextprotocol/clientCapabilities");
const QString ModernMcp::LogLevelKey = QStringLiteral("io.modelcontextprotocol/logLevel");
const QString ModernMcp::ServerInfoKey = QStringLiteral("io.modelcontextprotocol/serverInfo");
const QString ModernMcp::SubscriptionIdKey = QStringLiteral("io.modelcontextprotocol/subscriptionId");

namespace {

constexpr qint64 MaxSafeInteger = 9007199254740991LL; // 2^53 - 1

bool isTchar(QChar c)
{
    if (c.unicode() > 0x7e || c.unicode() < 0x21)
        return false;
    if (c.isLetterOrNumber())
        return true;
    return QStringLiteral("!#$%&'*+-.^_`|~").contains(c);
}

/// Looks for x-mcp-header below @p node where it may not be (anything but a chain of
/// "properties"); the first place found, as a JSON pointer, or "".
QString misplacedHeader(const QJsonValue &node, const QString &pointer)
{
    if (node.isArray()) {
        const QJsonArray array = node.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString found = misplacedHeader(array.at(i), pointer + QLatin1Char('/') + QString::number(i));
            if (!found.isEmpty())
                return found;
        }
        return QString();
    }
    if (!node.isObject())
        return QString();
    const QJsonObject object = node.toObject();
    if (object.contains(QLatin1String("x-mcp-header")))
        return pointer;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString found = misplacedHeader(it.value(), pointer + QLatin1Char('/') + it.key());
        if (!found.isEmpty())
            return found;
    }
    return QString();
}

bool collectHeaders(const QJsonObject &schema, const QStringList &path, QList<ModernMcp::ParamHeader> *headers,
                    QString *why)
{
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        const QString pointer = QLatin1Char('/') + path.join(QLatin1String("/properties/"));
        if (it.key() == QLatin1String("properties") && it.value().isObject()) {
            const QJsonObject properties = it.value().toObject();
            for (auto p = properties.begin(); p != properties.end(); ++p) {
                const QJsonObject property = p.value().toObject();
                const QStringList propertyPath = path + QStringList{p.key()};
                if (property.contains(QLatin1String("x-mcp-header"))) {
                    const QJsonValue name = property.value(QLatin1String("x-mcp-header"));
                    const QString text = name.toString();
                    const QString where = propertyPath.join(QLatin1Char('.'));
                    if (!name.isString() || text.isEmpty() || !std::all_of(text.begin(), text.end(), isTchar)) {
                        *why = ModernMcp::tr("the x-mcp-header of \"%1\" is \"%2\", which is not an HTTP header name")
                                   .arg(previewText(where, 80),
                                        previewText(name.isString() ? text : QStringLiteral("…"), 80));
                        return false;
                    }
                    const QString type = property.value(QLatin1String("type")).toString();
                    if (type != QLatin1String("string") && type != QLatin1String("integer")
                        && type != QLatin1String("boolean")) {
                        *why = ModernMcp::tr("\"%1\" has x-mcp-header but its type is not string, integer or boolean")
                                   .arg(previewText(where, 80));
                        return false;
                    }
                    for (const ModernMcp::ParamHeader &other : std::as_const(*headers)) {
                        if (other.name.compare(text, Qt::CaseInsensitive) == 0) {
                            *why = ModernMcp::tr("the header name \"%1\" is used twice").arg(previewText(text, 80));
                            return false;
                        }
                    }
                    headers->append({propertyPath, text});
                }
                if (!collectHeaders(property, propertyPath, headers, why))
                    return false;
            }
            continue;
        }
        if (it.key() == QLatin1String("x-mcp-header"))
            continue; // the property's own annotation, handled by its parent
        const QString misplaced = misplacedHeader(it.value(), pointer + QLatin1Char('/') + it.key());
        if (!misplaced.isEmpty()) {
            *why = ModernMcp::tr("x-mcp-header at %1 is not reachable through \"properties\" alone")
                       .arg(previewText(misplaced, 120));
            return false;
        }
    }
    return true;
}

} // namespace

bool ModernMcp::isModernError(int code)
{
    return code == HeaderMismatch || code == MissingRequiredClientCapability || code == UnsupportedProtocolVersion;
}

QString ModernMcp::explainError(int code, const QJsonValue &data)
{
    switch (code) {
    case HeaderMismatch:
        return tr("The server says the HTTP headers of the request do not match its body (error -32020, header "
                  "mismatch). If a tool's x-mcp-header changed, list the tools again.");
    case MissingRequiredClientCapability: {
        const QJsonObject required = data.toObject().value(QLatin1String("requiredCapabilities")).toObject();
        return tr("The server needs a client capability the request did not declare (error -32021)%1.")
            .arg(required.isEmpty() ? QString() : QStringLiteral(": ") + required.keys().join(QStringLiteral(", ")));
    }
    case UnsupportedProtocolVersion: {
        QStringList supported;
        for (const QJsonValue &v : data.toObject().value(QLatin1String("supported")).toArray())
            supported << previewText(v.toString(), 40);
        return supported.isEmpty()
                   ? tr("The server does not support the protocol version of the request (error -32022) and names none "
                        "that it does.")
                   : tr("The server does not support the protocol version of the request (error -32022); it supports %1.")
                         .arg(supported.join(QStringLiteral(", ")));
    }
    default:
        return QString();
    }
}

QString ModernMcp::eraName(ProtocolEra era)
{
    switch (era) {
    case ProtocolEra::Legacy:
        return QStringLiteral("legacy");
    case ProtocolEra::Auto:
        return QStringLiteral("auto");
    case ProtocolEra::Modern:
        return QStringLiteral("modern");
    }
    return QString();
}

bool ModernMcp::eraFromName(const QString &name, ProtocolEra *era)
{
    for (ProtocolEra e : {ProtocolEra::Legacy, ProtocolEra::Auto, ProtocolEra::Modern}) {
        if (name.compare(eraName(e), Qt::CaseInsensitive) == 0) {
            *era = e;
            return true;
        }
    }
    return false;
}

QString ModernMcp::eraDisplayName(ProtocolEra era)
{
    switch (era) {
    case ProtocolEra::Legacy:
        return tr("Legacy (initialize, 2025-11-25 and earlier)");
    case ProtocolEra::Auto:
        return tr("Auto (try 2026-07-28, fall back to initialize)");
    case ProtocolEra::Modern:
        return tr("Modern (2026-07-28 only)");
    }
    return QString();
}

QString ModernMcp::pickVersion(const QJsonValue &offered, const QStringList &ours, QStringList *all)
{
    QStringList named;
    for (const QJsonValue &v : offered.toArray())
        named << v.toString();
    if (all)
        *all = named;
    for (const QString &version : ours) {
        if (named.contains(version))
            return version;
    }
    return QString();
}

bool ModernMcp::isModernVersion(const QString &version)
{
    return version.size() == 10 && version >= ProtocolVersion;
}

QJsonObject ModernMcp::withEnvelope(QJsonObject params, const QString &version, const QJsonObject &clientCapabilities,
                                    const QJsonObject &clientInfo, const QString &logLevel)
{
    QJsonObject meta = params.value(QLatin1String("_meta")).toObject();
    meta.insert(ProtocolVersionKey, version);
    meta.insert(ClientCapabilitiesKey, clientCapabilities);
    meta.insert(ClientInfoKey, clientInfo);
    if (!logLevel.isEmpty())
        meta.insert(LogLevelKey, logLevel);
    params.insert(QStringLiteral("_meta"), meta);
    return params;
}

QString ModernMcp::removedMethodReason(const QString &method)
{
    if (method == QLatin1String("ping"))
        return tr("MCP 2026-07-28 removed ping: every request stands alone, so there is no connection to keep alive.");
    if (method == QLatin1String("logging/setLevel"))
        return tr("MCP 2026-07-28 removed logging/setLevel: the log level travels with each request, in its _meta "
                  "(io.modelcontextprotocol/logLevel).");
    if (method == QLatin1String("resources/subscribe") || method == QLatin1String("resources/unsubscribe"))
        return tr("MCP 2026-07-28 removed %1: subscriptions/listen opens one stream for the changes a client "
                  "wants to hear about.")
            .arg(method);
    if (method == QLatin1String("initialize") || method == QLatin1String("notifications/initialized"))
        return tr("MCP 2026-07-28 has no initialize handshake: each request carries its version, capabilities and "
                  "client info in _meta, and server/discover tells what the server offers.");
    if (method == QLatin1String("notifications/roots/list_changed"))
        return tr("MCP 2026-07-28 removed notifications/roots/list_changed: a server asks for the roots when it "
                  "needs them, inside the result of a request.");
    if (method == QLatin1String("notifications/elicitation/complete"))
        return tr("MCP 2026-07-28 removed notifications/elicitation/complete: the client learns the outcome by "
                  "sending the original request again.");
    return QString();
}

bool ModernMcp::paramHeaders(const QJsonObject &inputSchema, QList<ParamHeader> *headers, QString *why)
{
    headers->clear();
    QString reason;
    if (!collectHeaders(inputSchema, QStringList(), headers, &reason)) {
        headers->clear();
        if (why)
            *why = reason;
        return false;
    }
    return true;
}

QByteArray ModernMcp::encodeHeaderValue(const QString &value)
{
    return HttpExchange::encodeHeaderText(value);
}

QString ModernMcp::decodeHeaderValue(const QByteArray &value, bool *encoded)
{
    return HttpExchange::decodeHeaderText(value, encoded);
}

bool ModernMcp::requestHeaders(const QString &version, const QString &method, const QJsonObject &params,
                               const QList<ParamHeader> &toolHeaders, HttpHeaders *headers, QString *why)
{
    headers->append({"MCP-Protocol-Version", version.toLatin1()});
    headers->append({"Mcp-Method", encodeHeaderValue(method)});
    if (method == QLatin1String("tools/call") || method == QLatin1String("prompts/get"))
        headers->append({"Mcp-Name", encodeHeaderValue(params.value(QLatin1String("name")).toString())});
    else if (method == QLatin1String("resources/read"))
        headers->append({"Mcp-Name", encodeHeaderValue(params.value(QLatin1String("uri")).toString())});
    // The tasks extension (SEP-2663): a task's requests are routed by its id.
    else if (method == QLatin1String("tasks/get") || method == QLatin1String("tasks/update")
             || method == QLatin1String("tasks/cancel"))
        headers->append({"Mcp-Name", encodeHeaderValue(params.value(QLatin1String("taskId")).toString())});
    if (method != QLatin1String("tools/call"))
        return true;
    const QJsonObject arguments = params.value(QLatin1String("arguments")).toObject();
    for (const ParamHeader &h : toolHeaders) {
        QJsonValue value = arguments;
        for (const QString &key : h.path)
            value = value.toObject().value(key);
        if (value.isUndefined() || value.isNull())
            continue; // no value, no header
        QString text;
        if (value.isString()) {
            text = value.toString();
        } else if (value.isBool()) {
            text = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        } else if (value.isDouble() && value.toDouble() == double(qint64(value.toDouble()))
                   && qAbs(qint64(value.toDouble())) <= MaxSafeInteger) {
            text = QString::number(qint64(value.toDouble()));
        } else {
            if (why)
                *why = tr("The argument \"%1\" goes into the header Mcp-Param-%2, which takes a string, a boolean or "
                          "an integer of at most 2^53 - 1, but its value is not one.")
                           .arg(previewText(h.path.join(QLatin1Char('.')), 80), h.name);
            return false;
        }
        headers->append({"Mcp-Param-" + h.name.toLatin1(), encodeHeaderValue(text)});
    }
    return true;
}

} // namespace mcpscope
