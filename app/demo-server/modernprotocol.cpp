// SPDX-License-Identifier: MIT
#include "modernprotocol.h"

#include "demoserver.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace ModernProtocol {

QString version()
{
    return u"2026-07-28"_s;
}

QStringList supportedVersions()
{
    return QStringList { version() } + DemoServer::supportedProtocolVersions();
}

bool isModernVersion(const QString &version)
{
    // Dated versions compare as text; every version of the stateless era is 2026-07-28 or later.
    return version.size() == 10 && version >= u"2026-07-28"_s;
}

QString protocolVersionKey()
{
    return u"io.modelcontextprotocol/protocolVersion"_s;
}

QString clientCapabilitiesKey()
{
    return u"io.modelcontextprotocol/clientCapabilities"_s;
}

QString clientInfoKey()
{
    return u"io.modelcontextprotocol/clientInfo"_s;
}

QString logLevelKey()
{
    return u"io.modelcontextprotocol/logLevel"_s;
}

QString serverInfoKey()
{
    return u"io.modelcontextprotocol/serverInfo"_s;
}

QString subscriptionIdKey()
{
    return u"io.modelcontextprotocol/subscriptionId"_s;
}

bool isModernRequest(const QString &method, const QJsonObject &params)
{
    if (method == u"server/discover" || method == u"subscriptions/listen")
        return true;
    return params.value(u"_meta").toObject().contains(protocolVersionKey());
}

RpcError checkEnvelope(const QJsonObject &params)
{
    const RpcError error = checkEnvelopeFields(params);
    return error.isSet() ? error : checkVersion(params);
}

QString requestedVersion(const QJsonObject &params)
{
    return params.value(u"_meta").toObject().value(protocolVersionKey()).toString();
}

RpcError checkVersion(const QJsonObject &params)
{
    const QString requested = requestedVersion(params);
    if (requested == version())
        return RpcError();
    // The 2025 versions are listed too: a client that speaks one of them starts with initialize.
    return RpcError { UnsupportedProtocolVersion, u"Unsupported protocol version"_s,
                      QJsonObject { { u"supported"_s, QJsonArray::fromStringList(supportedVersions()) },
                                    { u"requested"_s, requested } } };
}

RpcError checkEnvelopeFields(const QJsonObject &params)
{
    const QJsonValue meta = params.value(u"_meta");
    if (!meta.isObject()) {
        return RpcError { RpcError::InvalidParams,
                          u"Invalid params: a request of protocol %1 carries _meta with %2 and %3"_s.arg(
                              version(), protocolVersionKey(), clientCapabilitiesKey()) };
    }
    const QJsonObject envelope = meta.toObject();
    const QJsonValue requested = envelope.value(protocolVersionKey());
    if (!requested.isString()) {
        return RpcError { RpcError::InvalidParams,
                          u"Invalid params: _meta has no %1 (a string)"_s.arg(protocolVersionKey()) };
    }
    if (!envelope.value(clientCapabilitiesKey()).isObject()) {
        return RpcError { RpcError::InvalidParams,
                          u"Invalid params: _meta has no %1 (an object)"_s.arg(clientCapabilitiesKey()) };
    }
    const QJsonValue info = envelope.value(clientInfoKey());
    if (!info.isUndefined() && !info.isObject()) {
        return RpcError { RpcError::InvalidParams,
                          u"Invalid params: %1 must be an object"_s.arg(clientInfoKey()) };
    }
    return RpcError();
}

QJsonObject clientCapabilities(const QJsonObject &params)
{
    return params.value(u"_meta").toObject().value(clientCapabilitiesKey()).toObject();
}

bool isRemovedMethod(const QString &method)
{
    static const QStringList removed { u"initialize"_s, u"ping"_s, u"logging/setLevel"_s, u"resources/subscribe"_s,
                                       u"resources/unsubscribe"_s };
    return removed.contains(method);
}

RpcError missingCapability(const QString &capability, const QString &why)
{
    return RpcError { MissingRequiredClientCapability, why,
                      QJsonObject { { u"requiredCapabilities"_s, QJsonObject { { capability, QJsonObject() } } } } };
}

QJsonObject serverInfo()
{
    return QJsonObject { { u"name"_s, u"mcpscope-demo"_s },
                         { u"title"_s, u"mcpscope demo server"_s },
                         { u"version"_s, DemoServer::version() } };
}

QJsonObject finishResult(QJsonObject result)
{
    if (!result.contains(u"resultType"))
        result.insert(u"resultType"_s, u"complete"_s);
    QJsonObject meta = result.value(u"_meta").toObject();
    meta.insert(serverInfoKey(), serverInfo());
    result.insert(u"_meta"_s, meta);
    return result;
}

void addCacheHints(QJsonObject *result, qint64 ttlMs)
{
    result->insert(u"ttlMs"_s, ttlMs);
    // Nothing the demo server answers depends on who asks.
    result->insert(u"cacheScope"_s, u"public"_s);
}

} // namespace ModernProtocol
