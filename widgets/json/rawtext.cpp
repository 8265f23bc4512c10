// SPDX-License-Identifier: MIT
#include "json/rawtext.h"

namespace mcpscope::rawtext {

namespace {

// Length of the valid UTF-8 sequence at @p i, or 0 when the byte there does not start one.
int validSequence(QByteArrayView bytes, qsizetype i)
{
    const uchar b = uchar(bytes.at(i));
    int length = 0;
    uint min = 0;
    if (b < 0x80)
        return 1;
    if (b >= 0xc2 && b <= 0xdf) {
        length = 2;
        min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
        length = 3;
        min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
        length = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (i + length > bytes.size())
        return 0;
    uint code = b & (0xff >> (length + 1));
    for (int k = 1; k < length; ++k) {
        const uchar c = uchar(bytes.at(i + k));
        if ((c & 0xc0) != 0x80)
            return 0;
        code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return 0;
    return length;
}

const char Hex[] = "0123456789ABCDEF";

} // namespace

QString fromBytes(QByteArrayView bytes, QList<qsizetype> *escapes)
{
    QString out;
    out.reserve(bytes.size());
    qsizetype runStart = 0;
    const auto flush = [&](qsizetype end) {
        if (end > runStart)
            out += QString::fromUtf8(bytes.mid(runStart, end - runStart));
    };
    for (qsizetype i = 0; i < bytes.size();) {
        const uchar b = uchar(bytes.at(i));
        if (b < 0x80) {
            if ((b < 0x20 && b != '\t' && b != '\n') || b == 0x7f) {
                flush(i);
                out += QChar(b == 0x7f ? 0x2421 : 0x2400 + b);
                runStart = i + 1;
            }
            ++i;
            continue;
        }
        const int length = validSequence(bytes, i);
        if (length > 0) {
            i += length;
            continue;
        }
        flush(i);
        if (escapes)
            escapes->append(out.size());
        out += QLatin1String("\\x") + QLatin1Char(Hex[b >> 4]) + QLatin1Char(Hex[b & 0xf]);
        ++i;
        runStart = i;
    }
    flush(bytes.size());
    return out;
}

QString breakLongLines(const QString &text, qsizetype length, bool *broken)
{
    *broken = false;
    QString out;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && text.at(i) != QLatin1Char('\n'))
            continue;
        const qsizetype lineLength = i - lineStart;
        if (lineLength > length && !*broken) {
            *broken = true;
            out.reserve(text.size() + text.size() / length + 1);
            out += QStringView(text).left(lineStart);
        }
        if (*broken) {
            for (qsizetype at = lineStart; at < i; at += length) {
                if (at > lineStart)
                    out += QLatin1Char('\n');
                out += QStringView(text).mid(at, qMin(length, i - at));
            }
            if (i < text.size())
                out += QLatin1Char('\n');
        }
        lineStart = i + 1;
    }
    return *broken ? out : text;
}

QString hexDump(QByteArrayView bytes)
{
    QString out;
    out.reserve((bytes.size() / 16 + 1) * 80);
    for (qsizetype line = 0; line < bytes.size(); line += 16) {
        out += QStringLiteral("%1  ").arg(line, 8, 16, QLatin1Char('0'));
        QString ascii;
        for (qsizetype i = line; i < line + 16; ++i) {
            if (i < bytes.size()) {
                const uchar b = uchar(bytes.at(i));
                out += QLatin1Char(Hex[b >> 4]);
                out += QLatin1Char(Hex[b & 0xf]);
                out += QLatin1Char(' ');
                ascii += b >= 0x20 && b < 0x7f ? QLatin1Char(char(b)) : QLatin1Char('.');
            } else {
                out += QLatin1String("   ");
            }
            if (i == line + 7)
                out += QLatin1Char(' ');
        }
        out += QLatin1Char(' ') + ascii + QLatin1Char('\n');
    }
    return out;
}

} // namespace mcpscope::rawtext
