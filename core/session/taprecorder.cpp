// SPDX-License-Identifier: MIT
#include "taprecorder.h"

#include "session.h"

namespace mcpscope {

TapRecorder::TapRecorder(Session *session)
    : m_session(session)
    , m_ingest(session)
{
    // A tap of a stdio server records one connection: its lines say so, and a second
    // initialize in it is the client's error, not a new session.
    m_session->setConnection(1);
}

void TapRecorder::clientBytes(const QByteArray &bytes)
{
    m_client.append(bytes);
    Frame frame;
    while (m_client.next(&frame))
        m_ingest.frame(frame, Direction::ClientToServer);
}

void TapRecorder::serverBytes(const QByteArray &bytes)
{
    m_server.append(bytes);
    Frame frame;
    while (m_server.next(&frame))
        m_ingest.frame(frame, Direction::ServerToClient);
}

void TapRecorder::stderrBytes(const QByteArray &bytes)
{
    m_stderr.append(bytes, [this](const QByteArray &line) { m_session->appendStderr(line); });
}

void TapRecorder::finish()
{
    Frame frame;
    while (m_client.finish(&frame))
        m_ingest.frame(frame, Direction::ClientToServer);
    while (m_server.finish(&frame))
        m_ingest.frame(frame, Direction::ServerToClient);
    m_stderr.finish([this](const QByteArray &line) { m_session->appendStderr(line); });
}

} // namespace mcpscope
