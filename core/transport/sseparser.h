// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>

namespace mcpscope {

/// One event of a text/event-stream (the WHATWG "server-sent events" format).
struct SseEvent
{
    QByteArray event; ///< the "event" field; empty means "message"
    QByteArray data;  ///< the "data" lines joined with "\n"
    QByteArray id;    ///< the "id" field of this event, if it had one
    bool hasId = false;
    qint64 offset = 0; ///< stream offset of the event's first byte
    qint64 size = 0;   ///< bytes of the stream the event took (fields and blank line)

    QByteArray type() const { return event.isEmpty() ? QByteArrayLiteral("message") : event; }
};

/// Cuts a text/event-stream into events as bytes arrive, without buffering more than the
/// event being read. Lines end in CR LF, LF or CR; comments (":") are skipped; "retry" is
/// remembered; "id" sets the last event id (kept across events, as the format says).
class SseParser
{
public:
    /// @p maxEventBytes: an event larger than this stops the parser (tooLarge()).
    explicit SseParser(qint64 maxEventBytes = 64 * 1024 * 1024);

    /// Adds bytes; complete events are appended to @p events. False once the stream is
    /// beyond repair (an event over the limit).
    bool append(const QByteArray &bytes, QList<SseEvent> *events);
    /// The stream ended; an event without its closing blank line is returned in @p partial
    /// (true when there was one: the format says it is dropped, the caller says so).
    bool finish(SseEvent *partial);

    QByteArray lastEventId() const { return m_lastEventId; }
    /// The last "retry" value in milliseconds, or -1.
    qint64 retryMs() const { return m_retryMs; }
    bool tooLarge() const { return m_tooLarge; }
    qint64 bytesSeen() const { return m_offset; }
    /// Lines that are not "field: value" or that name no known field (ignored, counted).
    int unknownFieldLines() const { return m_unknownFields; }
    /// Events that had fields but no "data" (dispatched as nothing, per the format).
    int eventsWithoutData() const { return m_withoutData; }

private:
    void line(const QByteArray &line, QList<SseEvent> *events);

    QByteArray m_buffer;
    qint64 m_offset = 0;   ///< stream offset of m_buffer[0]
    qsizetype m_scan = 0;  ///< bytes of m_buffer already searched for a line end
    bool m_skipLf = false; ///< the last chunk ended in CR: a following LF belongs to it
    bool m_bomChecked = false;
    SseEvent m_current;
    bool m_hasData = false;
    bool m_hasFields = false;
    qint64 m_eventStart = -1;
    QByteArray m_lastEventId;
    qint64 m_retryMs = -1;
    qint64 m_maxEventBytes;
    bool m_tooLarge = false;
    int m_unknownFields = 0;
    int m_withoutData = 0;
};

} // namespace mcpscope
