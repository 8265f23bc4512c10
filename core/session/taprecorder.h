// SPDX-License-Identifier: MIT
#pragma once

#include "ingest.h"
#include "transport/framer.h"
#include "transport/stderrlines.h"

#include <QByteArray>

namespace mcpscope {

class Session;

/// Records traffic that mcpscope only watches (tap: a real host talking to a real server):
/// bytes of both directions are cut into frames and appended to the Session as they come.
/// The bytes themselves are forwarded by the caller, untouched; this only records them.
class TapRecorder
{
public:
    explicit TapRecorder(Session *session);

    /// Bytes the host wrote to the server (client -> server).
    void clientBytes(const QByteArray &bytes);
    /// Bytes the server wrote to its stdout (server -> client).
    void serverBytes(const QByteArray &bytes);
    /// Bytes the server wrote to its stderr.
    void stderrBytes(const QByteArray &bytes);
    /// The streams ended: what is left becomes last (unterminated) frames and lines.
    void finish();

private:
    Session *m_session;
    Ingest m_ingest; ///< both directions are validated, as in a window's session
    Framer m_client;
    Framer m_server;
    StderrLines m_stderr;
};

} // namespace mcpscope
