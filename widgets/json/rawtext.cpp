// SPDX-License-Identifier: MIT
#include "widgets/json/rawtext.h"

namespace mcpscope::rawtext {

namespace {

const char Hex[] = "0123456789ABCDEF";

} // namespace

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
