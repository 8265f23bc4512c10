// SPDX-License-Identifier: MIT
// Byte-level scanning of JSON text (UTF-8, nesting, strings, duplicate names). Implemented in
// rawjson.cpp.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <QtAlgorithms>

#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace mcpscope::rawjson {

/// Byte offset of the first byte that is not part of a valid UTF-8 sequence (overlong forms,
/// surrogates and code points above U+10FFFF are invalid), or -1 when all of @p bytes is valid.
qsizetype firstInvalidUtf8(QByteArrayView bytes);

/// Net nesting change of one line of JSON text: +1 per '{' / '[', -1 per '}' / ']', outside
/// strings (a string still open at the end of the line ends there).
int nestingChange(QByteArrayView line);
/// The deepest nesting of '{' / '[' outside strings in @p text.
int maxNesting(QByteArrayView text);

/// Length of the valid UTF-8 sequence that starts at @p p (1 to 4), or 0 when none does
/// there (overlong forms, surrogates, code points above U+10FFFF, a sequence cut off by the
/// end at @p n bytes). The same bytes QJsonDocument refuses in a string.
inline int utf8SequenceLength(const uchar *p, qsizetype n)
{
    const uchar b = p[0];
    if (b < 0x80)
        return 1;
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
    return len;
}

/// Index of the next '"' or '\\' at or after @p i, or @p n. With @p nonAscii, also of the next
/// byte of 0x80 or above (the start of a UTF-8 sequence to check).
template<bool nonAscii = false>
inline qsizetype nextQuoteOrBackslash(const char *s, qsizetype n, qsizetype i)
{
#if defined(__SSE2__)
    // 16 bytes a step: most strings are a few dozen bytes, where a memchr call (and a second
    // one for backslashes) costs more than the search itself.
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    while (i + 16 <= n) {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + i));
        __m128i hits = _mm_or_si128(_mm_cmpeq_epi8(block, quote), _mm_cmpeq_epi8(block, backslash));
        if constexpr (nonAscii)
            hits = _mm_or_si128(hits, block); // the byte's own top bit
        const int mask = _mm_movemask_epi8(hits);
        if (mask)
            return i + qCountTrailingZeroBits(uint(mask));
        i += 16;
    }
#endif
    while (i < n && s[i] != '"' && s[i] != '\\' && (!nonAscii || uchar(s[i]) < 0x80))
        ++i;
    return i;
}

/// Whether @p bytes start with a UTF-8 byte order mark (EF BB BF).
inline bool startsWithBom(QByteArrayView bytes)
{
    return bytes.startsWith("\xef\xbb\xbf");
}

/// Whether @p bytes are all ASCII (then they are the same text in Latin-1 and UTF-8).
inline bool isAscii(QByteArrayView bytes)
{
    for (const char c : bytes) {
        if (uchar(c) >= 0x80)
            return false;
    }
    return true;
}

/// Value of the hex digit @p c, or -1.
inline int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/// Decodes a JSON string's contents (without the quotes) to UTF-8.
QByteArray decodeString(QByteArrayView escaped);
/// Decodes a JSON string's contents (without the quotes) as QJsonDocument reads them:
/// "\uXXXX" adds that UTF-16 unit (a lone surrogate stays one).
QString decodeText(QByteArrayView escaped);

/// Finds member names that occur twice in one object, by one linear pass over the raw text
/// of a document QJsonDocument accepted (QJsonDocument keeps one of the values silently).
/// Reuses its buffers between calls: keep one per validator.
class DuplicateKeyScanner
{
public:
    struct Duplicate
    {
        QString pointer;   ///< JSON pointer of the repeated member ("/params/a")
        QByteArray name;   ///< the member name, decoded
    };

    /// Appends the duplicates of @p json to @p out (at most @p limit); false when there are none.
    bool scan(QByteArrayView json, std::vector<Duplicate> *out, int limit = 20);

private:
    struct Frame
    {
        bool object = false;
        bool escapes = false;         ///< some key of this object has a backslash
        std::size_t keysBegin = 0;    ///< this object's keys start here in m_keys
        qsizetype index = 0;          ///< arrays: index of the current element
    };
    void checkObject(QByteArrayView json, std::vector<Duplicate> *out, int limit);
    QString pointerTo(QByteArrayView name) const;

    struct Key
    {
        QByteArrayView text; ///< raw, between the quotes
        quint32 hash;        ///< cheap fingerprint: equal keys have equal hashes
    };
    std::vector<Frame> m_frames;
    std::vector<Key> m_keys;
    std::vector<Key> m_scratch;
};

} // namespace mcpscope::rawjson
