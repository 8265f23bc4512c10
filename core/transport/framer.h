// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>

class QIODevice;

namespace mcpscope {

/// One unit cut from a byte stream: a line of newline-delimited JSON, or the body of an
/// LSP-style Content-Length frame.
struct Frame
{
    enum Flag {
        NoFlags = 0,
        CrLf = 1,            ///< the line ended in "\r\n" (the "\r" is not in payload)
        ContentLength = 2,   ///< came in a "Content-Length:" frame, not as a line
        Unterminated = 4,    ///< stream ended before the newline / before all promised bytes
        BadHeader = 8,       ///< a Content-Length header block that could not be understood
        Http = 16,           ///< an HTTP body or an SSE event's data (no line rules apply)
        SseEvent = 32,       ///< ... an SSE event's data (else a whole JSON body)
    };
    QByteArray payload;
    qint64 offset = 0;      ///< stream offset of the frame's first byte (header included)
    int flags = NoFlags;
    int exchange = -1;      ///< Http: the HttpExchange::id of the response that carried it
    QByteArray eventId;     ///< SseEvent: the event's id, if it had one

    bool has(Flag f) const { return flags & f; }
    bool isEmptyLine() const { return payload.isEmpty() && !(flags & ContentLength); }
};

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
    qsizetype m_pos = 0;        ///< start of the unconsumed part of m_buffer
    qsizetype m_scan = 0;       ///< where the search for the next "\n" resumes
    qint64 m_base = 0;          ///< stream offset of m_buffer[0]
    qsizetype m_clHeaderStart = -1; ///< Content-Length frame being read: its header start
    qsizetype m_clBodyStart = -1;   ///< ... its body start in m_buffer (-1: none pending)
    qint64 m_clLength = 0;          ///< ... and its promised byte count
    bool m_sawContentLength = false;
    qint64 m_maxFrame = DefaultMaxFrameBytes;
};

} // namespace mcpscope
