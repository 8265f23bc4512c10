// SPDX-License-Identifier: MIT
#pragma once

#include "wire/frame.h"

#include <QByteArray>
#include <QList>

class QIODevice;

namespace mcpscope {

/// Cuts a byte stream into frames: newline-delimited JSON (MCP stdio), tolerating "\r\n",
/// with per-frame auto-detection of "Content-Length:" framing (counts bytes, not characters).
/// Consumed bytes are never scanned again and are dropped, so memory is bounded by the
/// largest frame rather than by the stream.
class Framer
{
public:
    /// Adds bytes read from the stream.
    void append(const QByteArray &bytes);
    /// Reads everything available from @p device and appends it.
    void readFrom(QIODevice *device);
    /// Takes the next complete frame, if there is one.
    bool next(Frame *frame);
    /// The stream ended: whatever is left becomes one last frame flagged Unterminated.
    bool finish(Frame *frame);

    /// Convenience: everything complete so far.
    QList<Frame> takeAll();

    /// A Content-Length above this is not believed: its header block becomes a BadHeader frame
    /// and what follows is read as lines again (one bogus header must not swallow the stream).
    static constexpr qint64 DefaultMaxFrameBytes = 256 * 1024 * 1024;
    void setMaxFrameBytes(qint64 bytes) { m_maxFrame = bytes; }

    qint64 bytesConsumed() const { return m_base + m_pos; }
    qsizetype bufferedBytes() const { return m_buffer.size() - m_pos; }
    bool sawContentLength() const { return m_sawContentLength; }

private:
    bool nextLine(Frame *frame);
    bool nextContentLength(Frame *frame);
    void compact();

    QByteArray m_buffer;
    qsizetype m_pos = 0;            ///< start of the unconsumed part of m_buffer
    qsizetype m_scan = 0;           ///< where the search for the next "\n" resumes
    qint64 m_base = 0;              ///< stream offset of m_buffer[0]
    qsizetype m_clHeaderStart = -1; ///< Content-Length frame being read: its header start
    qsizetype m_clBodyStart = -1;   ///< ... its body start in m_buffer (-1: none pending)
    qint64 m_clLength = 0;          ///< ... and its promised byte count
    bool m_sawContentLength = false;
    qint64 m_maxFrame = DefaultMaxFrameBytes;
};

} // namespace mcpscope
