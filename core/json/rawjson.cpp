// SPDX-License-Identifier: MIT
#include "rawjson.h"

#include "jsonpointer.h"

#include <QUtf8StringView>
#include <QtAlgorithms>

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace mcpscope::rawjson {

namespace {

struct Nesting
{
    int change = 0; ///< at the end of the text
    int deepest = 0;
};

Nesting nesting(QByteArrayView text)
{
    Nesting n;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '{':
        case '[':
            n.deepest = std::max(n.deepest, ++n.change);
            break;
        case '}':
        case ']':
            --n.change;
            break;
        default:
            break;
        }
    }
    return n;
}

} // namespace

int nestingChange(QByteArrayView line)
{
    return nesting(line).change;
}

int maxNesting(QByteArrayView text)
{
    return nesting(text).deepest;
}

namespace {

char32_t readHex4(QByteArrayView s, qsizetype at, bool *ok)
{
    char32_t v = 0;
    *ok = at + 4 <= s.size();
    for (qsizetype k = 0; *ok && k < 4; ++k) {
        const int h = hexValue(s.at(at + k));
        *ok = h >= 0;
        v = (v << 4) | char32_t(qMax(h, 0));
    }
    return v;
}

void appendUtf8(QByteArray &out, char32_t c)
{
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xc0 | (c >> 6));
        out += char(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
        out += char(0xe0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3f));
        out += char(0x80 | (c & 0x3f));
    } else {
        out += char(0xf0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3f));
        out += char(0x80 | ((c >> 6) & 0x3f));
        out += char(0x80 | (c & 0x3f));
    }
}

/// Index just past the closing quote of the string whose opening quote is at @p i (@p n when
/// it does not end); sets @p escapes when the string holds a backslash.
inline qsizetype scanString(const char *s, qsizetype n, qsizetype i, bool *escapes)
{
    qsizetype j = i + 1;
    for (;;) {
        j = nextQuoteOrBackslash(s, n, j);
        if (j >= n)
            return n;
        if (s[j] == '"')
            return j + 1;
        *escapes = true;
        j += 2; // the escaped byte cannot end the string
    }
}

} // namespace

QByteArray decodeString(QByteArrayView s)
{
    QByteArray out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        const char c = s.at(i);
        if (c != '\\' || i + 1 >= s.size()) {
            out += c;
            continue;
        }
        const char e = s.at(++i);
        switch (e) {
        case 'n':
            out += '\n';
            break;
        case 't':
            out += '\t';
            break;
        case 'r':
            out += '\r';
            break;
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'u': {
            bool ok = false;
            char32_t v = readHex4(s, i + 1, &ok);
            if (!ok) {
                out += "\\u";
                break;
            }
            i += 4;
            if (v >= 0xd800 && v <= 0xdbff && i + 2 < s.size() && s.at(i + 1) == '\\' && s.at(i + 2) == 'u') {
                bool ok2 = false;
                const char32_t lo = readHex4(s, i + 3, &ok2);
                if (ok2 && lo >= 0xdc00 && lo <= 0xdfff) {
                    v = 0x10000 + ((v - 0xd800) << 10) + (lo - 0xdc00);
                    i += 6;
                }
            }
            appendUtf8(out, v);
            break;
        }
        default:
            out += e;
            break; // \" \\ \/
        }
    }
    return out;
}

QString decodeText(QByteArrayView s)
{
    QString out;
    out.reserve(s.size());
    qsizetype run = 0;
    auto flush = [&](qsizetype upTo) {
        if (upTo <= run)
            return;
        QByteArrayView part = s.sliced(run, upTo - run);
        // Appending UTF-8 to a QString drops a byte order mark that starts the appended bytes;
        // an escaped string's U+FEFF stays in QJsonValue's text (QJsonDocument decodes such
        // strings itself).
        if (startsWithBom(part)) {
            out += QChar(0xfeff);
            part = part.sliced(3);
        }
        out += QUtf8StringView(part);
    };
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 >= s.size())
            continue;
        flush(i);
        const char e = s[++i];
        switch (e) {
        case 'n':
            out += QLatin1Char('\n');
            break;
        case 't':
            out += QLatin1Char('\t');
            break;
        case 'r':
            out += QLatin1Char('\r');
            break;
        case 'b':
            out += QLatin1Char('\b');
            break;
        case 'f':
            out += QLatin1Char('\f');
            break;
        case 'u': {
            char16_t unit = 0;
            int digits = 0;
            for (; digits < 4 && i + 1 + digits < s.size(); ++digits) {
                const int h = hexValue(s[i + 1 + digits]);
                if (h < 0)
                    break;
                unit = char16_t((unit << 4) | h);
            }
            i += digits;
            out += QChar(unit);
            break;
        }
        default:
            out += QLatin1Char(e);
            break; // \" \\ \/
        }
        run = i + 1;
    }
    flush(s.size());
    return out;
}

bool DuplicateKeyScanner::scan(QByteArrayView json, std::vector<Duplicate> *out, int limit)
{
    const std::size_t before = out->size();
    m_frames.clear();
    m_keys.clear();
    const char *s = json.data();
    const qsizetype n = json.size();
    bool expectKey = false;
    qsizetype i = 0;
    while (i < n) {
        const char c = s[i];
        switch (c) {
        case '"': {
            bool escapes = false;
            const qsizetype end = scanString(s, n, i, &escapes);
            if (expectKey && !m_frames.empty() && m_frames.back().object) {
                const QByteArrayView key(s + i + 1, qMax<qsizetype>(0, end - i - 2));
                // A constant-time fingerprint (length, first, middle and last byte): enough to
                // tell most keys apart without comparing their bytes.
                quint32 h = quint32(key.size()) << 24;
                if (!key.isEmpty())
                    h ^= uchar(key.front()) | (uint(uchar(key.back())) << 8)
                         | (uint(uchar(key.at(key.size() / 2))) << 16);
                if (escapes)
                    m_frames.back().escapes = true;
                m_keys.push_back(Key{key, h});
                expectKey = false;
            }
            i = end;
            continue;
        }
        case '{':
        case '[': {
            Frame f;
            f.object = c == '{';
            f.keysBegin = m_keys.size();
            m_frames.push_back(f);
            expectKey = f.object;
            break;
        }
        case '}':
        case ']':
            if (m_frames.empty())
                return out->size() > before; // not valid JSON after all: stop quietly
            if (m_frames.back().object && m_keys.size() - m_frames.back().keysBegin > 1
                && int(out->size() - before) < limit)
                checkObject(json, out, limit - int(out->size() - before));
            m_keys.resize(m_frames.back().keysBegin);
            m_frames.pop_back();
            expectKey = false;
            break;
        case ',':
            if (!m_frames.empty()) {
                if (m_frames.back().object)
                    expectKey = true;
                else
                    ++m_frames.back().index;
            }
            break;
        default:
            break;
        }
        ++i;
    }
    return out->size() > before;
}

void DuplicateKeyScanner::checkObject(QByteArrayView, std::vector<Duplicate> *out, int limit)
{
    const Frame &frame = m_frames.back();
    const auto first = m_keys.begin() + std::ptrdiff_t(frame.keysBegin);
    const auto last = m_keys.end();
    auto report = [&](QByteArrayView name) {
        if (limit-- <= 0)
            return false;
        QByteArray decoded = frame.escapes ? decodeString(name) : name.toByteArray();
        out->push_back(Duplicate{pointerTo(name), std::move(decoded)});
        return true;
    };

    if (frame.escapes) {
        // Rare: compare decoded names ("a" and "\u0061" are the same member).
        std::vector<QByteArray> sorted;
        for (auto it = first; it != last; ++it)
            sorted.push_back(decodeString(it->text));
        std::sort(sorted.begin(), sorted.end());
        for (std::size_t k = 1; k < sorted.size(); ++k) {
            if (sorted[k] != sorted[k - 1] || (k + 1 < sorted.size() && sorted[k + 1] == sorted[k]))
                continue;
            for (auto it = first; it != last; ++it) {
                if (decodeString(it->text) == sorted[k]) {
                    if (!report(it->text))
                        return;
                    break;
                }
            }
        }
        return;
    }
    const std::size_t count = std::size_t(last - first);
    if (count <= 16) {
        for (std::size_t a = 1; a < count; ++a) {
            const Key &ka = first[std::ptrdiff_t(a)];
            for (std::size_t b = 0; b < a; ++b) {
                const Key &kb = first[std::ptrdiff_t(b)];
                if (ka.hash != kb.hash || ka.text != kb.text)
                    continue;
                // Report each name once, at its second occurrence.
                bool seenBefore = false;
                for (std::size_t c = b + 1; c < a && !seenBefore; ++c)
                    seenBefore = first[std::ptrdiff_t(c)].hash == ka.hash && first[std::ptrdiff_t(c)].text == ka.text;
                if (!seenBefore && !report(ka.text))
                    return;
                break;
            }
        }
        return;
    }
    m_scratch.assign(first, last);
    std::sort(m_scratch.begin(), m_scratch.end(),
              [](const Key &x, const Key &y) { return x.hash != y.hash ? x.hash < y.hash : x.text < y.text; });
    for (std::size_t k = 1; k < m_scratch.size(); ++k) {
        const bool same = m_scratch[k].hash == m_scratch[k - 1].hash && m_scratch[k].text == m_scratch[k - 1].text;
        const bool more = k + 1 < m_scratch.size() && m_scratch[k + 1].hash == m_scratch[k].hash
                          && m_scratch[k + 1].text == m_scratch[k].text;
        if (same && !more && !report(m_scratch[k].text))
            return;
    }
}

QString DuplicateKeyScanner::pointerTo(QByteArrayView name) const
{
    QString pointer;
    for (std::size_t k = 1; k < m_frames.size(); ++k) {
        const Frame &parent = m_frames[k - 1];
        pointer += QLatin1Char('/');
        if (parent.object) {
            // The name written before this value; in text that is not JSON (an object opened
            // where a name belongs) there may be none.
            const std::size_t before = m_frames[k].keysBegin;
            const QByteArrayView key = before > 0 ? m_keys[before - 1].text : QByteArrayView();
            pointer += jsonPointerToken(QString::fromUtf8(parent.escapes ? decodeString(key) : key.toByteArray()));
        } else {
            pointer += QString::number(parent.index);
        }
    }
    const QByteArray decoded = m_frames.back().escapes ? decodeString(name) : name.toByteArray();
    return pointer + QLatin1Char('/') + jsonPointerToken(QString::fromUtf8(decoded));
}

} // namespace mcpscope::rawjson
