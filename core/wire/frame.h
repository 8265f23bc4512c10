// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

namespace mcpscope {

/// One unit cut from a byte stream: a line of newline-delimited JSON, or the body of an
/// LSP-style Content-Length frame.
struct Frame
{
    enum Flag {
        NoFlags = 0,
        CrLf = 1,          ///< the line ended in "\r\n" (the "\r" is not in payload)
        ContentLength = 2, ///< came in a "Content-Length:" frame, not as a line
        Unterminated = 4,  ///< stream ended before the newline / before all promised bytes
        BadHeader = 8,     ///< a Content-Length header block that could not be understood
        Http = 16,         ///< an HTTP body or an SSE event's data (no line rules apply)
        SseEvent = 32,     ///< ... an SSE event's data (else a whole JSON body)
    };
    QByteArray payload;
    qint64 offset = 0; ///< stream offset of the frame's first byte (header included)
    int flags = NoFlags;
    int exchange = -1;  ///< Http: the HttpExchange::id of the response that carried it
    QByteArray eventId; ///< SseEvent: the event's id, if it had one

    bool has(Flag f) const { return flags & f; }
    bool isEmptyLine() const { return payload.isEmpty() && !(flags & ContentLength); }
};

} // namespace mcpscope
