// SPDX-License-Identifier: MIT
#include "sseparser.h"

namespace mcpscope {

SseParser::SseParser(qint64 maxEventBytes)
    : m_maxEventBytes(maxEventBytes)
{
}

bool SseParser::append(const QByteArray &bytes, QList<SseEvent> *events)
{
    if (m_tooLarge)
        return false;
    m_buffer.append(bytes);
    if (!m_bomChecked && m_buffer.size() >= 3) {
        m_bomChecked = true;
        if (m_buffer.startsWith("\xEF\xBB\xBF")) {
            m_buffer.remove(0, 3);
            m_offset += 3;
        }
    }
    qsizetype pos = 0;
    if (m_skipLf && !m_buffer.isEmpty()) {
        m_skipLf = false;
        if (m_buffer.at(0) == '\n')
            pos = 1;
    }
    const char *data = m_buffer.constData();
    const qsizetype size = m_buffer.size();
    // A long line arrives in many chunks: its bytes are searched for the line end once.
    qsizetype end = qMax(pos, m_scan);
    m_scan = 0;
    while (pos < size) {
        while (end < size && data[end] != '\n' && data[end] != '\r')
            ++end;
        if (end == size) {
            m_scan = end - pos;
            break;
        }
        if (m_eventStart < 0)
            m_eventStart = m_offset + pos;
        line(QByteArray(data + pos, end - pos), events);
        qsizetype next = end + 1;
        if (data[end] == '\r') {
            if (next < size && data[next] == '\n')
                ++next;
            else if (next == size)
                m_skipLf = true;
        }
        if (events && !events->isEmpty() && events->constLast().size == 0) {
            SseEvent &e = events->last();
            e.size = m_offset + next - e.offset;
        }
        pos = next;
        end = pos;
    }
    m_buffer.remove(0, pos);
    m_offset += pos;
    // An event that keeps growing without end stops the stream before it eats the memory.
    if (m_current.data.size() + m_buffer.size() > m_maxEventBytes) {
        m_tooLarge = true;
        return false;
    }
    return true;
}

void SseParser::line(const QByteArray &text, QList<SseEvent> *events)
{
    if (text.isEmpty()) {
        // A blank line dispatches the event being read.
        if (m_hasData) {
            if (m_current.data.endsWith('\n'))
                m_current.data.chop(1);
            m_current.offset = m_eventStart;
            m_current.size = 0; // set by the caller once the line ending is known
            events->append(m_current);
        } else if (m_hasFields) {
            ++m_withoutData;
        }
        m_current = SseEvent();
        m_hasData = false;
        m_hasFields = false;
        m_eventStart = -1;
        return;
    }
    if (text.startsWith(':'))
        return; // a comment (often a keep-alive)
    qsizetype colon = text.indexOf(':');
    QByteArray field = colon < 0 ? text : text.left(colon);
    QByteArray value;
    if (colon >= 0) {
        value = text.mid(colon + 1);
        if (value.startsWith(' '))
            value.remove(0, 1);
    }
    m_hasFields = true;
    if (field == "data") {
        m_current.data.append(value);
        m_current.data.append('\n');
        m_hasData = true;
    } else if (field == "event") {
        m_current.event = value;
    } else if (field == "id") {
        if (!value.contains('\0')) {
            m_current.id = value;
            m_current.hasId = true;
            m_lastEventId = value;
        }
    } else if (field == "retry") {
        bool ok = !value.isEmpty();
        for (char c : value)
            ok = ok && c >= '0' && c <= '9';
        if (ok)
            m_retryMs = value.toLongLong();
        else
            ++m_unknownFields;
    } else {
        ++m_unknownFields;
    }
}

bool SseParser::finish(SseEvent *partial)
{
    if (m_skipLf)
        m_skipLf = false;
    const bool had = m_hasData || !m_buffer.isEmpty();
    if (had && partial) {
        *partial = m_current;
        if (!m_buffer.isEmpty() && m_buffer.startsWith("data")) {
            qsizetype colon = m_buffer.indexOf(':');
            QByteArray value = colon < 0 ? QByteArray() : m_buffer.mid(colon + 1);
            if (value.startsWith(' '))
                value.remove(0, 1);
            partial->data.append(value);
        }
        if (partial->data.endsWith('\n'))
            partial->data.chop(1);
        partial->offset = m_eventStart >= 0 ? m_eventStart : m_offset;
        partial->size = m_offset + m_buffer.size() - partial->offset;
    }
    m_buffer.clear();
    m_scan = 0;
    m_current = SseEvent();
    m_hasData = false;
    m_hasFields = false;
    m_eventStart = -1;
    return had;
}

} // namespace mcpscope
