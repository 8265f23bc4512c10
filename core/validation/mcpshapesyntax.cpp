// SPDX-License-Identifier: MIT
#include "mcpshapesyntax.h"

#include "diagnostic.h"

#include <QCoreApplication>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace mcpscope::shapesyntax {

namespace {

// lupdate files the texts of these free functions under the namespace's name, so that is the
// context they are looked up in (tst_translateddiagnostics checks it).
QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::shapesyntax", text);
}

bool isAlpha(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z');
}

bool isDigit(QChar c)
{
    const char16_t u = c.unicode();
    return u >= '0' && u <= '9';
}

bool isAlnum(QChar c)
{
    return isAlpha(c) || isDigit(c);
}

bool isHex(QChar c)
{
    const char16_t u = c.unicode();
    return isDigit(c) || (u >= 'a' && u <= 'f') || (u >= 'A' && u <= 'F');
}

/// "U+0020 ' '" style description of one character for reasons.
QString describeChar(QChar c)
{
    const QString code
        = QStringLiteral("U+") + QString::number(c.unicode(), 16).toUpper().rightJustified(4, QLatin1Char('0'));
    if (c.unicode() < 0x20 || c.unicode() == 0x7f || !c.isPrint())
        return code;
    return QLatin1Char('\'') + QString(c) + QStringLiteral("' (") + code + QLatin1Char(')');
}

QString atOffset(qsizetype offset)
{
    return tr("at offset %1").arg(offset);
}

bool isUnreserved(QChar c)
{
    const char16_t u = c.unicode();
    return isAlnum(c) || u == '-' || u == '.' || u == '_' || u == '~';
}

bool isSubDelim(QChar c)
{
    switch (c.unicode()) {
    case '!':
    case '$':
    case '&':
    case '\'':
    case '(':
    case ')':
    case '*':
    case '+':
    case ',':
    case ';':
    case '=':
        return true;
    default:
        return false;
    }
}

/// Characters RFC 3987 lets IRIs carry unescaped (ucschar / iprivate, roughly: non-ASCII
/// that is not a control or a surrogate problem).
bool isIriChar(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0xa0)
        return false;
    if (u >= 0xfdd0 && u <= 0xfdef)
        return false;
    return u != 0xfffe && u != 0xffff;
}

/// Checks "%XX" at @p i. Returns false with a reason when malformed.
bool checkPercent(QStringView s, qsizetype i, QString *why)
{
    if (i + 2 >= s.size() || !isHex(s.at(i + 1)) || !isHex(s.at(i + 2))) {
        if (why)
            *why = tr("'%' %1 is not followed by two hex digits").arg(atOffset(i));
        return false;
    }
    return true;
}

/// pchar / "/" / "?" (path, query and fragment characters).
bool isPathChar(QChar c)
{
    const char16_t u = c.unicode();
    return isUnreserved(c) || isSubDelim(c) || u == ':' || u == '@' || u == '/' || u == '?' || isIriChar(c);
}

bool checkAuthority(QStringView uri, qsizetype begin, qsizetype end, QString *why)
{
    QStringView auth = uri.mid(begin, end - begin);
    qsizetype hostBegin = 0;
    const qsizetype at = auth.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        for (qsizetype i = 0; i < at; ++i) {
            const QChar c = auth.at(i);
            if (c == QLatin1Char('%')) {
                if (!checkPercent(uri, begin + i, why))
                    return false;
                i += 2;
            } else if (!isUnreserved(c) && !isSubDelim(c) && c != QLatin1Char(':') && !isIriChar(c)) {
                if (why)
                    *why = tr("the user info contains %1 %2").arg(describeChar(c), atOffset(begin + i));
                return false;
            }
        }
        hostBegin = at + 1;
    }
    QStringView hostPort = auth.mid(hostBegin);
    qsizetype portStart = -1;
    if (hostPort.startsWith(QLatin1Char('['))) {
        const qsizetype close = hostPort.indexOf(QLatin1Char(']'));
        if (close < 0) {
            if (why)
                *why = tr("the IP literal host has no closing ']'");
            return false;
        }
        for (qsizetype i = 1; i < close; ++i) {
            const QChar c = hostPort.at(i);
            if (!isHex(c) && c != QLatin1Char(':') && c != QLatin1Char('.') && c != QLatin1Char('v')
                && c != QLatin1Char('V') && !isUnreserved(c) && !isSubDelim(c)) {
                if (why)
                    *why = tr("the IP literal host contains %1").arg(describeChar(c));
                return false;
            }
        }
        if (close + 1 < hostPort.size()) {
            if (hostPort.at(close + 1) != QLatin1Char(':')) {
                if (why)
                    *why = tr("unexpected %1 after the IP literal host").arg(describeChar(hostPort.at(close + 1)));
                return false;
            }
            portStart = close + 2;
        }
    } else {
        const qsizetype colon = hostPort.lastIndexOf(QLatin1Char(':'));
        const qsizetype hostEnd = colon >= 0 ? colon : hostPort.size();
        for (qsizetype i = 0; i < hostEnd; ++i) {
            const QChar c = hostPort.at(i);
            if (c == QLatin1Char('%')) {
                if (!checkPercent(uri, begin + hostBegin + i, why))
                    return false;
                i += 2;
            } else if (!isUnreserved(c) && !isSubDelim(c) && !isIriChar(c)) {
                if (why)
                    *why = tr("the host contains %1 %2").arg(describeChar(c), atOffset(begin + hostBegin + i));
                return false;
            }
        }
        if (colon >= 0)
            portStart = colon + 1;
    }
    if (portStart >= 0) {
        for (qsizetype i = portStart; i < hostPort.size(); ++i) {
            if (!isDigit(hostPort.at(i))) {
                if (why)
                    *why = tr("the port is not a number (%1 %2)")
                               .arg(describeChar(hostPort.at(i)), atOffset(begin + hostBegin + i));
                return false;
            }
        }
    }
    return true;
}

char16_t base64Value(char16_t c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return 0xff;
}

bool checkLabel(QStringView label, QString *why)
{
    if (label.isEmpty()) {
        if (why)
            *why = tr("the prefix has an empty label");
        return false;
    }
    if (!isAlpha(label.front())) {
        if (why)
            *why = tr("prefix label \"%1\" must start with a letter").arg(previewText(label, 40));
        return false;
    }
    if (!isAlnum(label.back())) {
        if (why)
            *why = tr("prefix label \"%1\" must end with a letter or digit").arg(previewText(label, 40));
        return false;
    }
    for (const QChar c : label) {
        if (!isAlnum(c) && c != QLatin1Char('-')) {
            if (why)
                *why = tr("prefix label contains %1 (only letters, digits and '-' are allowed)").arg(describeChar(c));
            return false;
        }
    }
    return true;
}

bool isDigits(QStringView s, qsizetype from, qsizetype count)
{
    if (from + count > s.size())
        return false;
    for (qsizetype i = from; i < from + count; ++i) {
        if (!isDigit(s.at(i)))
            return false;
    }
    return true;
}

int number(QStringView s, qsizetype from, qsizetype count)
{
    return s.mid(from, count).toInt();
}

} // namespace

bool checkToolName(QStringView name, QString *why)
{
    if (name.isEmpty()) {
        if (why)
            *why = tr("it is empty");
        return false;
    }
    if (name.size() > 128) {
        if (why)
            *why = tr("it is %1 characters long (at most 128)").arg(name.size());
        return false;
    }
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (!isAlnum(c) && c != QLatin1Char('_') && c != QLatin1Char('-') && c != QLatin1Char('.')) {
            if (why)
                *why = tr("it contains %1 %2 (only A-Z, a-z, 0-9, '_', '-' and '.' are allowed)")
                           .arg(describeChar(c), atOffset(i));
            return false;
        }
    }
    return true;
}

/// 1 for the 64 characters of the standard base64 alphabet (images are megabytes of them).
struct Base64Table
{
    bool valid[128] = {};
    constexpr Base64Table()
    {
        for (int c = 'A'; c <= 'Z'; ++c)
            valid[c] = true;
        for (int c = 'a'; c <= 'z'; ++c)
            valid[c] = true;
        for (int c = '0'; c <= '9'; ++c)
            valid[c] = true;
        valid[int('+')] = true;
        valid[int('/')] = true;
    }
};
constexpr Base64Table Base64Chars;

namespace {

/// Length of a leading run of base64 alphabet characters in @p data, found 8 at a time (it
/// may stop a few characters short of the run's end; the caller goes on one by one).
qsizetype base64Run(const char16_t *data, qsizetype n)
{
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i foldCase = _mm_set1_epi16(0x20);
    const __m128i beforeLower = _mm_set1_epi16('a' - 1);
    const __m128i afterLower = _mm_set1_epi16('z' + 1);
    const __m128i beforeDigit = _mm_set1_epi16('0' - 1);
    const __m128i afterDigit = _mm_set1_epi16('9' + 1);
    const __m128i plus = _mm_set1_epi16('+');
    const __m128i slash = _mm_set1_epi16('/');
    while (i + 8 <= n) {
        // Signed 16-bit compares: characters from U+8000 up are negative and fail every range.
        const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
        const __m128i lower = _mm_or_si128(c, foldCase);
        const __m128i letter = _mm_and_si128(_mm_cmpgt_epi16(lower, beforeLower), _mm_cmpgt_epi16(afterLower, lower));
        const __m128i digit = _mm_and_si128(_mm_cmpgt_epi16(c, beforeDigit), _mm_cmpgt_epi16(afterDigit, c));
        const __m128i sign = _mm_or_si128(_mm_cmpeq_epi16(c, plus), _mm_cmpeq_epi16(c, slash));
        if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), sign)) != 0xffff)
            break;
        i += 8;
    }
#else
    Q_UNUSED(data);
    Q_UNUSED(n);
#endif
    return i;
}

} // namespace

bool checkBase64(QStringView text, QString *why, qsizetype *decodedSize)
{
    const qsizetype n = text.size();
    const char16_t *data = text.utf16();
    // The common case first: a run of alphabet characters, then at most "==".
    qsizetype body = base64Run(data, n);
    while (body < n && data[body] < 128 && Base64Chars.valid[data[body]])
        ++body;
    if (body == n || (n - body <= 2 && data[body] == u'=' && (n - body == 1 || data[body + 1] == u'='))) {
        if (n % 4 == 0) {
            if (decodedSize)
                *decodedSize = n / 4 * 3 - (n - body);
            return true;
        }
    }
    // Otherwise say precisely what is wrong.
    qsizetype padding = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c == '=') {
            if (padding == 0 && i < n - 2) {
                if (why)
                    *why = tr("'=' padding %1 is not at the end").arg(atOffset(i));
                return false;
            }
            ++padding;
            continue;
        }
        if (padding > 0) {
            if (why)
                *why = tr("%1 %2 follows the '=' padding").arg(describeChar(QChar(c)), atOffset(i));
            return false;
        }
        if (base64Value(c) == 0xff) {
            if (why) {
                if (c == '-' || c == '_')
                    *why = tr("%1 %2 belongs to the base64url alphabet, not to base64")
                               .arg(describeChar(QChar(c)), atOffset(i));
                else if (c == '\n' || c == '\r' || c == ' ' || c == '\t')
                    *why = tr("whitespace %1 %2 (line-wrapped base64 is not allowed)")
                               .arg(describeChar(QChar(c)), atOffset(i));
                else
                    *why = tr("%1 %2 is not a base64 character").arg(describeChar(QChar(c)), atOffset(i));
            }
            return false;
        }
    }
    if (padding > 2) {
        if (why)
            *why = tr("it ends with %1 '=' (at most 2)").arg(padding);
        return false;
    }
    if (n % 4 != 0) {
        if (why)
            *why = padding == 0 ? tr("its length %1 is not a multiple of 4 (missing '=' padding?)").arg(n)
                                : tr("its length %1 is not a multiple of 4").arg(n);
        return false;
    }
    if (decodedSize)
        *decodedSize = n / 4 * 3 - padding;
    return true;
}

QByteArray decodeBase64Prefix(QStringView text, qsizetype maxBytes)
{
    QByteArray out;
    quint32 acc = 0;
    int bits = 0;
    for (const QChar ch : text) {
        if (out.size() >= maxBytes)
            break;
        const char16_t v = base64Value(ch.unicode());
        if (v == 0xff)
            break;
        acc = (acc << 6) | v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.append(char((acc >> bits) & 0xff));
        }
    }
    return out;
}

QString uriScheme(QStringView uri)
{
    const qsizetype colon = uri.indexOf(QLatin1Char(':'));
    if (colon <= 0 || !isAlpha(uri.front()))
        return QString();
    for (qsizetype i = 1; i < colon; ++i) {
        const QChar c = uri.at(i);
        if (!isAlnum(c) && c != QLatin1Char('+') && c != QLatin1Char('-') && c != QLatin1Char('.'))
            return QString();
    }
    return uri.left(colon).toString().toLower();
}

bool checkUri(QStringView uri, QString *why)
{
    if (uri.isEmpty()) {
        if (why)
            *why = tr("it is empty");
        return false;
    }
    const qsizetype colon = uri.indexOf(QLatin1Char(':'));
    if (colon < 0) {
        if (why)
            *why = tr("it has no scheme (like \"file:\" or \"https:\")");
        return false;
    }
    if (colon == 0 || !isAlpha(uri.front())) {
        if (why)
            *why = tr("the scheme must start with a letter");
        return false;
    }
    for (qsizetype i = 1; i < colon; ++i) {
        const QChar c = uri.at(i);
        if (!isAlnum(c) && c != QLatin1Char('+') && c != QLatin1Char('-') && c != QLatin1Char('.')) {
            if (why) {
                // "C:\dir" or "my file:x" are not URIs with a scheme; say so plainly.
                *why = tr("it has no valid scheme (the part before ':' contains %1)").arg(describeChar(c));
            }
            return false;
        }
    }
    qsizetype i = colon + 1;
    if (uri.mid(i).startsWith(QLatin1String("//"))) {
        const qsizetype authBegin = i + 2;
        qsizetype authEnd = authBegin;
        while (authEnd < uri.size()) {
            const char16_t c = uri.at(authEnd).unicode();
            if (c == '/' || c == '?' || c == '#')
                break;
            ++authEnd;
        }
        if (!checkAuthority(uri, authBegin, authEnd, why))
            return false;
        i = authEnd;
    }
    bool inFragment = false;
    for (; i < uri.size(); ++i) {
        const QChar c = uri.at(i);
        if (c == QLatin1Char('%')) {
            if (!checkPercent(uri, i, why))
                return false;
            i += 2;
            continue;
        }
        if (c == QLatin1Char('#')) {
            if (inFragment) {
                if (why)
                    *why = tr("a second '#' %1").arg(atOffset(i));
                return false;
            }
            inFragment = true;
            continue;
        }
        if (isPathChar(c))
            continue;
        if (why) {
            if (c == QLatin1Char(' '))
                *why = tr("it contains a space %1 (write %20)").arg(atOffset(i));
            else if (c == QLatin1Char('\\'))
                *why = tr("it contains a backslash %1 (URIs use '/')").arg(atOffset(i));
            else
                *why = tr("it contains %1 %2, which a URI must percent-encode").arg(describeChar(c), atOffset(i));
        }
        return false;
    }
    return true;
}

bool checkUriTemplate(QStringView tpl, QString *why)
{
    const qsizetype n = tpl.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = tpl.at(i);
        const char16_t u = c.unicode();
        if (u == '{') {
            const qsizetype close = tpl.indexOf(QLatin1Char('}'), i + 1);
            if (close < 0) {
                if (why)
                    *why = tr("the expression %1 has no closing '}'").arg(atOffset(i));
                return false;
            }
            qsizetype j = i + 1;
            if (j == close) {
                if (why)
                    *why = tr("empty expression \"{}\" %1").arg(atOffset(i));
                return false;
            }
            const char16_t op = tpl.at(j).unicode();
            switch (op) {
            case '+':
            case '#':
            case '.':
            case '/':
            case ';':
            case '?':
            case '&':
                ++j;
                break;
            case '=':
            case ',':
            case '!':
            case '@':
            case '|':
                if (why)
                    *why = tr("operator '%1' %2 is reserved for future extensions of RFC 6570")
                               .arg(QChar(op))
                               .arg(atOffset(j));
                return false;
            default:
                break;
            }
            // variable-list = varspec *( "," varspec )
            while (true) {
                const qsizetype nameStart = j;
                bool lastWasDot = true; // a varname cannot start with '.'
                while (j < close) {
                    const QChar v = tpl.at(j);
                    if (v == QLatin1Char('%')) {
                        if (j + 2 >= close || !isHex(tpl.at(j + 1)) || !isHex(tpl.at(j + 2))) {
                            if (why)
                                *why = tr("'%' %1 in a variable name is not followed by two hex digits")
                                           .arg(atOffset(j));
                            return false;
                        }
                        j += 3;
                        lastWasDot = false;
                        continue;
                    }
                    if (isAlnum(v) || v == QLatin1Char('_')) {
                        ++j;
                        lastWasDot = false;
                        continue;
                    }
                    if (v == QLatin1Char('.')) {
                        if (lastWasDot) {
                            if (why)
                                *why = tr("misplaced '.' in a variable name %1").arg(atOffset(j));
                            return false;
                        }
                        lastWasDot = true;
                        ++j;
                        continue;
                    }
                    break;
                }
                if (j == nameStart) {
                    if (why)
                        *why = j < close
                                   ? tr("%1 %2 cannot start a variable name").arg(describeChar(tpl.at(j)), atOffset(j))
                                   : tr("an expression %1 has an empty variable name").arg(atOffset(i));
                    return false;
                }
                if (lastWasDot) {
                    if (why)
                        *why = tr("a variable name ends with '.' %1").arg(atOffset(j - 1));
                    return false;
                }
                if (j < close && tpl.at(j) == QLatin1Char(':')) {
                    ++j;
                    const qsizetype digitsStart = j;
                    while (j < close && isDigit(tpl.at(j)))
                        ++j;
                    const qsizetype digits = j - digitsStart;
                    if (digits == 0 || digits > 4 || tpl.at(digitsStart) == QLatin1Char('0')) {
                        if (why)
                            *why = tr("the prefix modifier %1 needs a length from 1 to 9999")
                                       .arg(atOffset(digitsStart - 1));
                        return false;
                    }
                } else if (j < close && tpl.at(j) == QLatin1Char('*')) {
                    ++j;
                }
                if (j == close)
                    break;
                if (tpl.at(j) != QLatin1Char(',')) {
                    if (why)
                        *why
                            = tr("%1 %2 is not allowed inside an expression").arg(describeChar(tpl.at(j)), atOffset(j));
                    return false;
                }
                ++j;
            }
            i = close;
            continue;
        }
        if (u == '}') {
            if (why)
                *why = tr("'}' %1 without an opening '{'").arg(atOffset(i));
            return false;
        }
        if (u == '%') {
            if (i + 2 >= n || !isHex(tpl.at(i + 1)) || !isHex(tpl.at(i + 2))) {
                if (why)
                    *why = tr("'%' %1 is not followed by two hex digits").arg(atOffset(i));
                return false;
            }
            i += 2;
            continue;
        }
        // literals: any character except CTL, SP, DQUOTE, "'", "%", "<", ">", "\", "^", "`", "{", "|", "}"
        const bool forbidden = u <= 0x20 || u == 0x7f || u == '"' || u == '\'' || u == '<' || u == '>' || u == '\\'
                               || u == '^' || u == '`' || u == '|' || (u >= 0x80 && u < 0xa0);
        if (forbidden) {
            if (why)
                *why = tr("the literal character %1 %2 is not allowed in a URI template")
                           .arg(describeChar(c), atOffset(i));
            return false;
        }
    }
    return true;
}

bool checkMetaKey(QStringView key, QString *why)
{
    const qsizetype slash = key.indexOf(QLatin1Char('/'));
    QStringView name = key;
    if (slash >= 0) {
        const QStringView prefix = key.left(slash);
        name = key.mid(slash + 1);
        if (prefix.isEmpty()) {
            if (why)
                *why = tr("the prefix before '/' is empty");
            return false;
        }
        qsizetype start = 0;
        while (true) {
            const qsizetype dot = prefix.indexOf(QLatin1Char('.'), start);
            const QStringView label = prefix.mid(start, dot < 0 ? -1 : dot - start);
            if (!checkLabel(label, why))
                return false;
            if (dot < 0)
                break;
            start = dot + 1;
        }
    }
    if (name.isEmpty())
        return true;
    if (!isAlnum(name.front()) || !isAlnum(name.back())) {
        if (why)
            *why = tr("the name must begin and end with a letter or digit");
        return false;
    }
    for (const QChar c : name) {
        if (!isAlnum(c) && c != QLatin1Char('-') && c != QLatin1Char('_') && c != QLatin1Char('.')) {
            if (why)
                *why = tr("the name contains %1 (only letters, digits, '-', '_' and '.' are allowed)")
                           .arg(describeChar(c));
            return false;
        }
    }
    return true;
}

bool isReservedMetaKey(QStringView key)
{
    const qsizetype slash = key.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return false;
    const QStringView prefix = key.left(slash);
    const qsizetype firstDot = prefix.indexOf(QLatin1Char('.'));
    if (firstDot < 0)
        return false;
    const qsizetype secondDot = prefix.indexOf(QLatin1Char('.'), firstDot + 1);
    const QStringView second = prefix.mid(firstDot + 1, secondDot < 0 ? -1 : secondDot - firstDot - 1);
    return second == QLatin1String("modelcontextprotocol") || second == QLatin1String("mcp");
}

bool checkMimeType(QStringView mime, QString *why)
{
    auto isTokenChar = [](QChar c) {
        if (isAlnum(c))
            return true;
        switch (c.unicode()) {
        case '!':
        case '#':
        case '$':
        case '%':
        case '&':
        case '\'':
        case '*':
        case '+':
        case '-':
        case '.':
        case '^':
        case '_':
        case '`':
        case '|':
        case '~':
            return true;
        default:
            return false;
        }
    };
    const qsizetype semicolon = mime.indexOf(QLatin1Char(';'));
    const QStringView essence = (semicolon < 0 ? mime : mime.left(semicolon)).trimmed();
    const qsizetype slash = essence.indexOf(QLatin1Char('/'));
    if (slash <= 0 || slash == essence.size() - 1) {
        if (why)
            *why = tr("it is not of the form type/subtype");
        return false;
    }
    for (qsizetype i = 0; i < essence.size(); ++i) {
        if (i == slash)
            continue;
        if (!isTokenChar(essence.at(i))) {
            if (why)
                *why = tr("it contains %1").arg(describeChar(essence.at(i)));
            return false;
        }
    }
    return true;
}

bool checkIso8601(QStringView s, QString *why)
{
    auto fail = [why]() {
        if (why)
            *why = tr("it is not an ISO 8601 date-time like 2025-01-12T15:00:58Z");
        return false;
    };
    if (!isDigits(s, 0, 4) || s.size() < 10 || s.at(4) != QLatin1Char('-') || !isDigits(s, 5, 2)
        || s.at(7) != QLatin1Char('-') || !isDigits(s, 8, 2))
        return fail();
    const int month = number(s, 5, 2);
    const int day = number(s, 8, 2);
    if (month < 1 || month > 12 || day < 1 || day > 31)
        return fail();
    if (s.size() == 10)
        return true;
    if (s.at(10) != QLatin1Char('T') && s.at(10) != QLatin1Char('t') && s.at(10) != QLatin1Char(' '))
        return fail();
    qsizetype i = 11;
    if (!isDigits(s, i, 2) || i + 2 >= s.size() || s.at(i + 2) != QLatin1Char(':') || !isDigits(s, i + 3, 2))
        return fail();
    if (number(s, i, 2) > 23 || number(s, i + 3, 2) > 59)
        return fail();
    i += 5;
    if (i < s.size() && s.at(i) == QLatin1Char(':')) {
        if (!isDigits(s, i + 1, 2) || number(s, i + 1, 2) > 60)
            return fail();
        i += 3;
        if (i < s.size() && (s.at(i) == QLatin1Char('.') || s.at(i) == QLatin1Char(','))) {
            ++i;
            const qsizetype start = i;
            while (i < s.size() && isDigit(s.at(i)))
                ++i;
            if (i == start)
                return fail();
        }
    }
    if (i == s.size())
        return true; // local time: ISO 8601 allows it
    if ((s.at(i) == QLatin1Char('Z') || s.at(i) == QLatin1Char('z')) && i + 1 == s.size())
        return true;
    if (s.at(i) == QLatin1Char('+') || s.at(i) == QLatin1Char('-')) {
        const QStringView offset = s.mid(i + 1);
        if (offset.size() == 5 && isDigits(offset, 0, 2) && offset.at(2) == QLatin1Char(':') && isDigits(offset, 3, 2))
            return true;
        if ((offset.size() == 4 && isDigits(offset, 0, 4)) || (offset.size() == 2 && isDigits(offset, 0, 2)))
            return true;
    }
    return fail();
}

bool dataUriBase64Payload(QStringView uri, QStringView *mediaType, QStringView *payload)
{
    if (!uri.startsWith(QLatin1String("data:"), Qt::CaseInsensitive))
        return false;
    const qsizetype comma = uri.indexOf(QLatin1Char(','));
    if (comma < 0)
        return false;
    const QStringView header = uri.mid(5, comma - 5);
    if (!header.endsWith(QLatin1String(";base64"), Qt::CaseInsensitive))
        return false;
    if (mediaType)
        *mediaType = header.left(header.size() - 7);
    if (payload)
        *payload = uri.mid(comma + 1);
    return true;
}

} // namespace mcpscope::shapesyntax
