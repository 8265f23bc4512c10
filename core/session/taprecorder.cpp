// SPDX-License-Identifier: MIT
#include "taprecorder.h"

#include "session.h"

namespace mcpscope {

TapRecorder::TapRecorder(Session *session)
    : m_session(session)
    , m_ingest(session)
{
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
    m_stderr.append(bytes);
    qsizetype start = 0;
    for (qsizetype nl = m_stderr.indexOf('\n'); nl >= 0; nl = m_stderr.indexOf('\n', start)) {
        QByteArray line = m_stderr.mid(start, nl - start);
        if (line.endsWith('\r'))
            line.chop(1);
        m_session->appendStderr(line);
        start = nl + 1;
    }
    m_stderr.remove(0, start);
}

void TapRecorder::finish()
{
    Frame frame;
    while (m_client.finish(&frame))
        m_ingest.frame(frame, Direction::ClientToServer);
    while (m_server.finish(&frame))
        m_ingest.frame(frame, Direction::ServerToClient);
    if (!m_stderr.isEmpty()) {
        m_session->appendStderr(m_stderr);
        m_stderr.clear();
    }
}

} // namespace mcpscope
