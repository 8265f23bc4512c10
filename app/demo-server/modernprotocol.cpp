// SPDX-License-Identifier: MIT
#include "modernprotocol.h"

#include "demoserver.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace ModernProtocol {

QString version()
{
    return QStringLiteral("2026-07-28");
}

QStringList supportedVersions()
{
    return QStringList{version()} + DemoServer::supportedProtocolVersions();
}

bool isModernVersion(const QString &version)
{
    // Dated versions compare as text; every version of the stateless era is 2026-07-28 or later.
    return version.size() == 10 && version >= QStringLiteral("2026-07-28");
}

QString protocolVersionKey()
{
    return QStringLiteral("io.modelcontextprotocol/protocolVersion");
}

QString clientCapabilitiesKey()
{
    return QStringLiteral("io.modelcontextprotocol/clientCapabilities");
}

QString clientInfoKey()
{
    return QStringLiteral("io.modelcontextprotocol/clientInfo");
}

QString logLevelKey()
{
    return QStringLiteral("io.modelcontextprotocol/logLevel");
}

QString serverInfoKey()
{
    return QStringLiteral("io.modelcontextprotocol/serverInfo");
}

QString subscriptionIdKey()
{
    return QStringLiteral("io.modelcontextprotocol/subscriptionId");
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
    return RpcError{UnsupportedProtocolVersion, QStringLiteral("Unsupported protocol version"),
                    QJsonObject{{QStringLiteral("supported"), QJsonArray::fromStringList(supportedVersions())},
                                {QStringLiteral("requested"), requested}}};
}

RpcError checkEnvelopeFields(const QJsonObject &params)
{
    const QJsonValue meta = params.value(u"_meta");
    if (!meta.isObject()) {
        return RpcError{RpcError::InvalidParams,
                        QStringLiteral("Invalid params: a request of protocol %1 carries _meta with %2 and %3")
                            .arg(version(), protocolVersionKey(), clientCapabilitiesKey())};
    }
    const QJsonObject envelope = meta.toObject();
    const QJsonValue requested = envelope.value(protocolVersionKey());
    if (!requested.isString()) {
        return RpcError{RpcError::InvalidParams,
                        QStringLiteral("Invalid params: _meta has no %1 (a string)").arg(protocolVersionKey())};
    }
    if (!envelope.value(clientCapabilitiesKey()).isObject()) {
        return RpcError{RpcError::InvalidParams,
                        QStringLiteral("Invalid params: _meta has no %1 (an object)").arg(clientCapabilitiesKey())};
    }
    const QJsonValue info = envelope.value(clientInfoKey());
    if (!info.isUndefined() && !info.isObject()) {
        return RpcError{RpcError::InvalidParams,
                        QStringLiteral("Invalid params: %1 must be an object").arg(clientInfoKey())};
    }
    return RpcError();
}

QJsonObject clientCapabilities(const QJsonObject &params)
{
    return params.value(u"_meta").toObject().value(clientCapabilitiesKey()).toObject();
}

bool isRemovedMethod(const QString &method)
{
    static const QStringList removed{QStringLiteral("initialize"), QStringLiteral("ping"),
                                     QStringLiteral("logging/setLevel"), QStringLiteral("resources/subscribe"),
                                     QStringLiteral("resources/unsubscribe")};
    return removed.contains(method);
}

RpcError missingCapability(const QString &capability, const QString &why)
{
    return RpcError{MissingRequiredClientCapability, why,
                    QJsonObject{{QStringLiteral("requiredCapabilities"), QJsonObject{{capability, QJsonObject()}}}}};
}

QJsonObject serverInfo()
{
    return QJsonObject{{QStringLiteral("name"), QStringLiteral("mcpscope-demo")},
                       {QStringLiteral("title"), QStringLiteral("mcpscope demo server")},
                       {QStringLiteral("version"), DemoServer::version()}};
}

QJsonObject finishResult(QJsonObject result)
{
    if (!result.contains(u"resultType"))
        result.insert(QStringLiteral("resultType"), QStringLiteral("complete"));
    QJsonObject meta = result.value(u"_meta").toObject();
    meta.insert(serverInfoKey(), serverInfo());
    result.insert(QStringLiteral("_meta"), meta);
    return result;
}

void addCacheHints(QJsonObject *result, qint64 ttlMs)
{
    result->insert(QStringLiteral("ttlMs"), ttlMs);
    // Nothing the demo server answers depends on who asks.
    result->insert(QStringLiteral("cacheScope"), QStringLiteral("public"));
}

} // namespace ModernProtocol
