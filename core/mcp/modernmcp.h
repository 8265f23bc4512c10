// SPDX-License-Identifier: MIT
#pragma once

#include "wire/httpexchange.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// Which MCP era a connection speaks: the handshake era (2025-11-25 and earlier, `initialize`)
/// or the stateless one of 2026-07-28 (`server/discover`, a `_meta` envelope on every request).
enum class ProtocolEra {
    Legacy, ///< initialize, as before; no probing
    Auto,   ///< probe server/discover, fall back to initialize on anything that is not modern
    Modern, ///< 2026-07-28 only; a server that does not speak it fails loudly
};

/// The rules of the 2026-07-28 era that the client, the CLI and the window share: the era's
/// names, the request envelope, the HTTP headers mirrored from a request's body, and the
/// `x-mcp-header` keyword of tool input schemas.
class ModernMcp
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::ModernMcp)
public:
    static const QString ProtocolVersion;       ///< "2026-07-28"
    static const QStringList SupportedVersions; ///< the modern versions mcpscope speaks
    static const QString ProtocolVersionKey;    ///< io.modelcontextprotocol/protocolVersion
    static const QString ClientInfoKey;         ///< io.modelcontextprotocol/clientInfo
    static const QString ClientCapabilitiesKey; ///< io.modelcontextprotocol/clientCapabilities
    static const QString LogLevelKey;           ///< io.modelcontextprotocol/logLevel
    static const QString ServerInfoKey;         ///< io.modelcontextprotocol/serverInfo
    static const QString SubscriptionIdKey;     ///< io.modelcontextprotocol/subscriptionId

    /// The JSON-RPC error codes the era defines.
    enum ErrorCode {
        HeaderMismatch = -32020,
        MissingRequiredClientCapability = -32021,
        UnsupportedProtocolVersion = -32022,
    };
    /// True for the three codes above: an error that only a modern server sends.
    static bool isModernError(int code);
    /// What the error means, in plain words, and what to do about it ("" for other codes).
    static QString explainError(int code, const QJsonValue &data);

    /// "legacy", "auto", "modern".
    static QString eraName(ProtocolEra era);
    /// Reads the names above (case-insensitive); false otherwise.
    static bool eraFromName(const QString &name, ProtocolEra *era);
    /// The era for people ("Modern (2026-07-28)").
    static QString eraDisplayName(ProtocolEra era);
    /// The first of @p ours that the array @p offered names (a DiscoverResult's
    /// supportedVersions, an UnsupportedProtocolVersionError's supported), or ""; @p all gets
    /// every version it names.
    static QString pickVersion(const QJsonValue &offered, const QStringList &ours, QStringList *all = nullptr);
    /// True when @p version is a modern protocol version (2026-07-28 or later).
    static bool isModernVersion(const QString &version);

    /// @p params with the request envelope in its `_meta`: protocol version, client
    /// capabilities and client info, and the log level when one is given. Members the caller
    /// put in `_meta` (a progress token, metadata) are kept.
    static QJsonObject withEnvelope(QJsonObject params, const QString &version, const QJsonObject &clientCapabilities,
                                    const QJsonObject &clientInfo, const QString &logLevel = QString());

    /// The methods the era removed (ping, logging/setLevel, resources/subscribe, …), with the
    /// reason in plain words; "" when @p method is not one of them.
    static QString removedMethodReason(const QString &method);

    /// One `Mcp-Param-*` header a tool asks for: the chain of `properties` keys to its value.
    struct ParamHeader
    {
        QStringList path;
        QString name; ///< the x-mcp-header value (the part after "Mcp-Param-")
    };
    /// The x-mcp-header annotations of @p inputSchema. False, with @p why in plain words, when
    /// one breaks the rules of the keyword (the tool must then not be offered).
    static bool paramHeaders(const QJsonObject &inputSchema, QList<ParamHeader> *headers, QString *why);
    /// A header value as the era encodes it: plain when it is safe visible ASCII, otherwise
    /// `=?base64?…?=` of its UTF-8.
    static QByteArray encodeHeaderValue(const QString &value);
    /// The reverse (for showing headers decoded); @p encoded tells whether it was.
    static QString decodeHeaderValue(const QByteArray &value, bool *encoded = nullptr);

    /// The HTTP headers a modern request carries: MCP-Protocol-Version, Mcp-Method, Mcp-Name
    /// for tools/call, resources/read and prompts/get, and the tool's Mcp-Param-* headers.
    /// False, with @p why, when an argument cannot be sent as a header (a value of a type the
    /// keyword does not allow, an integer outside the safe range).
    static bool requestHeaders(const QString &version, const QString &method, const QJsonObject &params,
                               const QList<ParamHeader> &toolHeaders, HttpHeaders *headers, QString *why);
};

} // namespace mcpscope
