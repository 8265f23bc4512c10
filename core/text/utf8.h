// SPDX-License-Identifier: MIT
// The one UTF-8 decoder: which bytes are valid UTF-8, and bytes as text people can read.
// Implemented in utf8.cpp; sequenceLength() is inline for the JSON scan.
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace mcpscope::utf8 {

/// Length of the valid UTF-8 sequence that starts at @p p (1 to 4), or 0 when none does
/// there: a stray continuation byte, C0/C1 and F5..FF leads, overlong forms, surrogates, code
/// points above U+10FFFF, a sequence cut off by the end at @p n bytes. The same bytes
/// QJsonDocument refuses in a string. Every code point itself is valid, U+FFFD (EF BF BD)
/// included. @p code, when given, receives the code point of a valid sequence.
inline int sequenceLength(const uchar *p, qsizetype n, char32_t *code = nullptr)
{
    const uchar b = p[0];
    if (b < 0x80) {
        if (code)
            *code = b;
        return 1;
    }
    int len;
    uchar lo = 0x80, hi = 0xbf; // allowed range of the second byte
    if (b >= 0xc2 && b <= 0xdf) {
        len = 2;
    } else if (b >= 0xe0 && b <= 0xef) {
        len = 3;
        if (b == 0xe0)
            lo = 0xa0; // overlong
        else if (b == 0xed)
            hi = 0x9f; // surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
        len = 4;
        if (b == 0xf0)
            lo = 0x90; // overlong
        else if (b == 0xf4)
            hi = 0x8f; // above U+10FFFF
    } else {
        return 0;
    }
    if (len > n || p[1] < lo || p[1] > hi)
        return 0;
    for (int k = 2; k < len; ++k) {
        if ((p[k] & 0xc0) != 0x80)
            return 0;
    }
    if (code) {
        char32_t c = b & (0x7f >> len);
        for (int k = 1; k < len; ++k)
            c = (c << 6) | (p[k] & 0x3f);
        *code = c;
    }
    return len;
}

/// Byte offset of the first byte that is not part of a valid UTF-8 sequence, or -1 when all
/// of @p bytes is valid.
qsizetype firstInvalid(QByteArrayView bytes);

/// Whether all of @p bytes is valid UTF-8 (an empty array is; a sequence cut off at the end
/// is not). The one answer to "is this UTF-8?"; a stateless QStringDecoder agrees (no
/// hasError() exactly when this is true).
inline bool isValid(QByteArrayView bytes)
{
    return firstInvalid(bytes) < 0;
}

/// Bytes as text people can read, with nothing lost and nothing made up.
struct ReadableText
{
    /// A stretch of text() that stands for something other than itself.
    struct Mark
    {
        enum class Kind {
            InvalidByte, ///< "\xNN": one byte that is not valid UTF-8 (NN: its value in hex)
            Control,     ///< a control picture (U+2400..U+2421) for a C0 control or DEL
        };
        qsizetype position = 0; ///< in text
        qsizetype length = 0;
        Kind kind = Kind::InvalidByte;
        uchar byte = 0; ///< the byte it stands for
    };

    QString text;
    QList<Mark> marks; ///< in text order
    qsizetype invalidBytes = 0;
};

/// @p bytes as text: valid UTF-8 as it is (U+FFFD too: it is a character like any other);
/// each byte that is not valid UTF-8 as "\xNN" (upper-case hex); each C0 control but tab and
/// line feed, and DEL, as its control picture (CR as ␍, NUL as ␀, DEL as ␡).
///
/// So that literal text can never pass for an invalid byte, when @p bytes hold at least one
/// invalid byte every backslash of the text that stands right before an "x" or before an
/// invalid byte's "\xNN" is doubled: an odd run of backslashes before "x" ends in an invalid
/// byte, an even one is text ("\x41" written by the peer reads "\\x41"). Bytes that are all
/// valid UTF-8 come out unchanged apart from the control pictures, and there is no "\xNN" in
/// them to mistake. marks says exactly where the invalid bytes and the pictures are.
ReadableText readable(QByteArrayView bytes);

} // namespace mcpscope::utf8
