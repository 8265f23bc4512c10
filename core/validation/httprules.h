// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "wire/httpexchange.h"

#include <QCoreApplication>
#include <QHash>

namespace mcpscope {

/// The rules of MCP over HTTP (basic/transports "Streamable HTTP", the authorization page):
/// content types, 202 bodies, session ids, protocol version headers, challenges, SSE framing.
/// One per session; it remembers the session id the server issued.
class HttpRules
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::HttpRules)
public:
    /// @p protocolVersion: the version the handshake settled on (empty before).
    void check(const HttpExchange &exchange, const QString &protocolVersion, qsizetype index, Diagnostics &out);

    /// What the body of a modern request said that its HTTP headers must mirror.
    struct RequestBody
    {
        QString method;
        QString version;      ///< io.modelcontextprotocol/protocolVersion of its _meta
        QString name;         ///< params.name or params.uri
        bool hasName = false; ///< the method takes Mcp-Name and the body has it
        qsizetype index = -1; ///< the request's message
        qint64 errorCode = 0; ///< the answer's error code; 0 for a result
        /// Mcp-Param-* headers the body calls for: name (after "Mcp-Param-") and the
        /// argument's value as text, null when the body has none (no header then).
        QList<std::pair<QString, QString>> paramHeaders;
    };
    /// The answer to a modern request arrived in the response to exchange @p exchange: its
    /// headers (seen earlier by check()) are compared with @p body (MCP 2026-07-28,
    /// basic/transports/streamable-http#server-validation).
    void checkAnswer(int exchange, const RequestBody &body, qsizetype index, Diagnostics &out);

private:
    /// The headers of a modern POST that the answer is compared with.
    struct MirroredHeaders
    {
        QByteArray version; ///< MCP-Protocol-Version (null when absent)
        QByteArray method;  ///< Mcp-Method
        QByteArray name;    ///< Mcp-Name
        HttpHeaders params; ///< every Mcp-Param-* header
    };
    QHash<int, MirroredHeaders> m_mirrored; ///< by exchange id, until its answer came
    QByteArray m_sessionId;                 ///< the Mcp-Session-Id the server issued, if any
    bool m_reportedSseFraming = false;
};

} // namespace mcpscope
