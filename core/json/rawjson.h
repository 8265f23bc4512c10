// SPDX-License-Identifier: MIT
// Byte-level scanning of JSON text (nesting, strings, duplicate names). Implemented in
// rawjson.cpp. Which bytes are valid UTF-8 is text/utf8.h's to say.
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

/// Net nesting change of one line of JSON text: +1 per '{' / '[', -1 per '}' / ']', outside
/// strings (a string still open at the end of the line ends there).
int nestingChange(QByteArrayView line);
/// The deepest nesting of '{' / '[' outside strings in @p text.
int maxNesting(QByteArrayView text);

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
        QString pointer; ///< JSON pointer of the repeated member ("/params/a")
        QByteArray name; ///< the member name, decoded
    };

    /// Appends the duplicates of @p json to @p out (at most @p limit); false when there are none.
    bool scan(QByteArrayView json, std::vector<Duplicate> *out, int limit = 20);

private:
    struct Frame
    {
        bool object = false;
        bool escapes = false;      ///< some key of this object has a backslash
        std::size_t keysBegin = 0; ///< this object's keys start here in m_keys
        qsizetype index = 0;       ///< arrays: index of the current element
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
