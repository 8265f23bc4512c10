// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "transport/httpexchange.h"

#include <QCoreApplication>

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

private:
    QByteArray m_sessionId;     ///< the Mcp-Session-Id the server issued, if any
    bool m_reportedSseFraming = false;
};

} // namespace mcpscope
