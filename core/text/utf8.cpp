// SPDX-License-Identifier: MIT
#include "utf8.h"

namespace mcpscope::utf8 {

qsizetype firstInvalid(QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const uchar *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const int len = sequenceLength(p + i, n - i);
        if (len == 0)
            return i;
        i += len;
    }
    return -1;
}

ReadableText readable(QByteArrayView bytes)
{
    static const char Hex[] = "0123456789ABCDEF";
    using Mark = ReadableText::Mark;
    ReadableText out;
    out.text.reserve(bytes.size());
    const auto *p = reinterpret_cast<const uchar *>(bytes.data());
    const qsizetype n = bytes.size();
    // Backslashes are only doubled when there is an escape to tell them from.
    const bool anyInvalid = firstInvalid(bytes) >= 0;

    qsizetype runStart = 0; // valid text not yet appended starts here
    const auto flush = [&](qsizetype end) {
        if (end > runStart)
            out.text += QString::fromUtf8(bytes.sliced(runStart, end - runStart));
        runStart = end;
    };
    qsizetype i = 0;
    while (i < n) {
        const uchar b = p[i];
        if (b == '\\' && anyInvalid) {
            qsizetype end = i;
            while (end < n && p[end] == '\\')
                ++end;
            if (end < n && (p[end] == 'x' || sequenceLength(p + end, n - end) == 0)) {
                flush(end);                                      // the run once, as text
                out.text += QString(end - i, QLatin1Char('\\')); // and once more
            }
            i = end;
            continue;
        }
        if (b < 0x80) {
            if ((b < 0x20 && b != '\t' && b != '\n') || b == 0x7f) {
                flush(i);
                out.marks.append(Mark{out.text.size(), 1, Mark::Kind::Control, b});
                out.text += QChar(b == 0x7f ? 0x2421 : 0x2400 + b);
                runStart = i + 1;
            }
            ++i;
            continue;
        }
        const int len = sequenceLength(p + i, n - i);
        if (len > 0) {
            i += len;
            continue;
        }
        flush(i);
        out.marks.append(Mark{out.text.size(), 4, Mark::Kind::InvalidByte, b});
        out.text += QLatin1String("\\x") + QLatin1Char(Hex[b >> 4]) + QLatin1Char(Hex[b & 0xf]);
        ++out.invalidBytes;
        ++i;
        runStart = i;
    }
    flush(n);
    return out;
}

} // namespace mcpscope::utf8
