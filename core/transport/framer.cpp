// SPDX-License-Identifier: MIT
#include "framer.h"

#include <QIODevice>

namespace mcpscope {

namespace {
constexpr QByteArrayView ContentLengthHeader("content-length:");

bool startsWithContentLength(const char *data, qsizetype size)
{
    if (size < ContentLengthHeader.size())
        return false;
    return QByteArrayView(data, ContentLengthHeader.size()).compare(ContentLengthHeader, Qt::CaseInsensitive) == 0;
}
} // namespace

void Framer::append(const QByteArray &bytes)
{
    compact();
    m_buffer.append(bytes);
}

void Framer::readFrom(QIODevice *device)
{
    append(device->readAll());
}

void Framer::compact()
{
    if (m_pos == 0)
        return;
    if (m_pos >= m_buffer.size()) {
        m_base += m_pos;
        m_scan = 0;
        m_pos = 0;
        m_buffer.clear();
        return;
    }
    // Drop consumed bytes only when they are the larger part: amortised linear cost.
    if (m_pos >= m_buffer.size() / 2) {
        m_buffer.remove(0, m_pos);
        m_base += m_pos;
        m_scan -= m_pos;
        if (m_clBodyStart >= 0) {
            m_clBodyStart -= m_pos;
            m_clHeaderStart -= m_pos;
        }
        m_pos = 0;
    }
}

bool Framer::next(Frame *frame)
{
    if (m_pos >= m_buffer.size())
        return false;
    if (m_clBodyStart >= 0 || startsWithContentLength(m_buffer.constData() + m_pos, m_buffer.size() - m_pos))
        return nextContentLength(frame);
    return nextLine(frame);
}

bool Framer::nextLine(Frame *frame)
{
    const qsizetype nl = m_buffer.indexOf('\n', qMax(m_scan, m_pos));
    if (nl < 0) {
        m_scan = m_buffer.size();
        return false;
    }
    qsizetype end = nl;
    frame->flags = Frame::NoFlags;
    if (end > m_pos && m_buffer.at(end - 1) == '\r') {
        --end;
        frame->flags |= Frame::CrLf;
    }
    frame->offset = m_base + m_pos;
    frame->payload = m_buffer.mid(m_pos, end - m_pos);
    m_pos = nl + 1;
    m_scan = m_pos;
    return true;
}

bool Framer::nextContentLength(Frame *frame)
{
    if (m_clBodyStart < 0) {
        // Parse the header block: header lines up to an empty line.
        qsizetype p = m_pos;
        qint64 length = -1;
        bool bad = false;
        for (;;) {
            const qsizetype nl = m_buffer.indexOf('\n', p);
            if (nl < 0)
                return false; // header block not complete yet
            QByteArrayView line(m_buffer.constData() + p, nl - p);
            if (line.endsWith('\r'))
                line.chop(1);
            p = nl + 1;
            if (line.isEmpty())
                break;
            if (startsWithContentLength(line.data(), line.size())) {
                bool ok = false;
                length = line.mid(ContentLengthHeader.size()).trimmed().toLongLong(&ok);
                if (!ok || length < 0 || length > m_maxFrame)
                    bad = true;
            } else if (!line.contains(':')) {
                bad = true; // not a header at all: give the block back as one frame
                break;
            }
            if (p - m_pos > 8192) {
                bad = true;
                break;
            }
        }
        m_sawContentLength = true;
        if (bad || length < 0) {
            frame->offset = m_base + m_pos;
            frame->flags = Frame::ContentLength | Frame::BadHeader;
            frame->payload = m_buffer.mid(m_pos, p - m_pos);
            m_pos = p;
            m_scan = m_pos;
            return true;
        }
        m_clHeaderStart = m_pos;
        m_clBodyStart = p;
        m_clLength = length;
    }
    if (m_buffer.size() - m_clBodyStart < m_clLength)
        return false;
    frame->offset = m_base + m_clHeaderStart;
    frame->flags = Frame::ContentLength;
    frame->payload = m_buffer.mid(m_clBodyStart, m_clLength);
    m_pos = m_clBodyStart + m_clLength;
    m_scan = m_pos;
    m_clBodyStart = -1;
    m_clHeaderStart = -1;
    m_clLength = 0;
    return true;
}

bool Framer::finish(Frame *frame)
{
    if (next(frame))
        return true;
    if (m_pos >= m_buffer.size())
        return false;
    frame->flags = Frame::Unterminated;
    if (m_clBodyStart >= 0) {
        frame->flags |= Frame::ContentLength;
        frame->offset = m_base + m_clHeaderStart;
        frame->payload = m_buffer.mid(m_clBodyStart);
    } else {
        frame->offset = m_base + m_pos;
        frame->payload = m_buffer.mid(m_pos);
        if (frame->payload.endsWith('\r')) {
            frame->payload.chop(1);
            frame->flags |= Frame::CrLf;
        }
    }
    m_pos = m_buffer.size();
    m_scan = m_pos;
    m_clBodyStart = -1;
    m_clHeaderStart = -1;
    compact();
    return true;
}

QList<Frame> Framer::takeAll()
{
    QList<Frame> frames;
    Frame f;
    while (next(&f))
        frames.append(f);
    return frames;
}

} // namespace mcpscope
