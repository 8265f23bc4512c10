// SPDX-License-Identifier: MIT
// core/transport/stderrlines.cpp
#include "stderrlines.h"

namespace mcpscope {

void StderrLines::append(const QByteArray &bytes, const Sink &sink)
{
    m_buffer.append(bytes);
    const auto cut = [this, &sink](qsizetype from) {
        qsizetype end = from + MaxLine;
        for (int back = 0; back < 3 && end > from && (uchar(m_buffer.at(end)) & 0xC0) == 0x80; ++back)
            --end;
        sink(m_buffer.mid(from, end - from));
        return end;
    };
    qsizetype start = 0;
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n', start);
        if (nl < 0) {
            while (m_buffer.size() - start > MaxLine)
                start = cut(start);
            break;
        }
        while (nl - start > MaxLine)
            start = cut(start);
        QByteArray line = m_buffer.mid(start, nl - start);
        if (line.endsWith('\r'))
            line.chop(1);
        sink(line);
        start = nl + 1;
    }
    m_buffer.remove(0, start);
}

void StderrLines::finish(const Sink &sink)
{
    if (!m_buffer.isEmpty())
        sink(std::exchange(m_buffer, {}));
}

} // namespace mcpscope
