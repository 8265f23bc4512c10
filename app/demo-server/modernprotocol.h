// SPDX-License-Identifier: MIT
#pragma once

#include "rpcerror.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

/// The rules of MCP 2026-07-28 (the stateless era) as the demo server applies them: the names,
/// the `_meta` envelope every request carries, the error codes and the fields of its results.
/// The same names as mcpscope's ModernMcp (core/mcp/modernmcp.h); the demo server does not link
/// mcpscope_core, so it keeps its own copy.
namespace ModernProtocol {

/// "2026-07-28".
QString version();
/// Every version the server speaks, newest first: 2026-07-28, then those of initialize.
QStringList supportedVersions();
/// True for a version of the stateless era (2026-07-28 or later).
bool isModernVersion(const QString &version);

// The `_meta` keys of the era.
QString protocolVersionKey();    ///< io.modelcontextprotocol/protocolVersion
QString clientCapabilitiesKey(); ///< io.modelcontextprotocol/clientCapabilities
QString clientInfoKey();         ///< io.modelcontextprotocol/clientInfo
QString logLevelKey();           ///< io.modelcontextprotocol/logLevel
QString serverInfoKey();         ///< io.modelcontextprotocol/serverInfo
QString subscriptionIdKey();     ///< io.modelcontextprotocol/subscriptionId

/// The error codes the era defines.
enum ErrorCode {
    HeaderMismatch = -32020,
    MissingRequiredClientCapability = -32021,
    UnsupportedProtocolVersion = -32022,
};

/// True when the request @p method with @p params belongs to the stateless era: its params carry
/// the envelope's protocol version, or the method exists only in that era (server/discover,
/// subscriptions/listen). Everything else is served as in 2025-11-25.
bool isModernRequest(const QString &method, const QJsonObject &params);
/// Checks the envelope in @p params: -32602 when `_meta`, its protocol version or the client
/// capabilities are missing or malformed; then checkVersion(). No error when the envelope is fine.
RpcError checkEnvelope(const QJsonObject &params);
/// Only the fields of the envelope (the -32602 part of checkEnvelope()).
RpcError checkEnvelopeFields(const QJsonObject &params);
/// -32022 (with the supported versions and the requested one) when the envelope's version is
/// not one the server serves statelessly.
RpcError checkVersion(const QJsonObject &params);
/// The protocol version the envelope in @p params names ("" when none).
QString requestedVersion(const QJsonObject &params);
/// The client capabilities of the envelope in @p params.
QJsonObject clientCapabilities(const QJsonObject &params);
/// True for the methods the era removed (initialize, ping, logging/setLevel, resources/subscribe,
/// resources/unsubscribe): a modern request for one is answered "method not found".
bool isRemovedMethod(const QString &method);
/// A MissingRequiredClientCapabilityError naming @p capability.
RpcError missingCapability(const QString &capability, const QString &why);

/// The server's Implementation object (name, title, version).
QJsonObject serverInfo();
/// @p result as the era sends it: `resultType` ("complete" unless it says otherwise) and the
/// server's identity in `_meta`.
QJsonObject finishResult(QJsonObject result);
/// Adds the caching hints of a CacheableResult (ttlMs, cacheScope "public") to @p result.
void addCacheHints(QJsonObject *result, qint64 ttlMs);

} // namespace ModernProtocol
