// SPDX-License-Identifier: MIT
#include "jsontext.h"
#include "jsontree.h"

#include <QJsonArray>

namespace mcpscope::jsontext {

namespace {
bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/// Index just past the string starting at @p i (which is a '"').
qsizetype skipString(QByteArrayView s, qsizetype i)
{
    ++i;
    while (i < s.size()) {
        const char c = s.at(i);
        if (c == '\\')
            i += 2;
        else if (c == '"')
            return i + 1;
        else
            ++i;
    }
    return s.size();
}

qsizetype skipSpace(QByteArrayView s, qsizetype i)
{
    while (i < s.size() && isSpace(s.at(i)))
        ++i;
    return i;
}

/// Index just past the value starting at @p i.
qsizetype skipValue(QByteArrayView s, qsizetype i)
{
    if (i >= s.size())
        return i;
    const char c = s.at(i);
    if (c == '"')
        return skipString(s, i);
    if (c == '{' || c == '[') {
        int depth = 0;
        while (i < s.size()) {
            const char d = s.at(i);
            if (d == '"') {
                i = skipString(s, i);
                continue;
            }
            if (d == '{' || d == '[')
                ++depth;
            else if (d == '}' || d == ']') {
                if (--depth == 0)
                    return i + 1;
            }
            ++i;
        }
        return s.size();
    }
    while (i < s.size() && !isSpace(s.at(i)) && s.at(i) != ',' && s.at(i) != '}' && s.at(i) != ']')
        ++i;
    return i;
}

void newline(QByteArray &out, int level, int indent)
{
    out += '\n';
    out.append(qsizetype(level) * indent, ' ');
}
} // namespace

bool looksLikeJson(QByteArrayView text)
{
    for (const char c : text) {
        if (!isSpace(c))
            return c == '{' || c == '[';
    }
    return false;
}

QJsonValue parseScalar(QByteArrayView text, bool *ok, QJsonParseError *error)
{
    // The newline lets nothing of the text run into the "]"; it changes no verdict.
    QByteArray wrapped;
    wrapped.reserve(text.size() + 3);
    wrapped += '[';
    wrapped += text;
    wrapped += "\n]";
    QJsonParseError parseError;
    const QJsonArray values = jsontree::parse(wrapped, &parseError).array();
    if (ok)
        *ok = parseError.error == QJsonParseError::NoError && values.size() == 1;
    if (error) {
        *error = parseError;
        if (parseError.error != QJsonParseError::NoError)
            error->offset = int(qBound(qsizetype(0), qsizetype(parseError.offset) - 1, text.size()));
    }
    return values.isEmpty() ? QJsonValue(QJsonValue::Undefined) : values.at(0);
}

QByteArray reindent(QByteArrayView s, int indent)
{
    QByteArray out;
    out.reserve(s.size() + s.size() / 4);
    int level = 0;
    qsizetype i = 0;
    while (i < s.size()) {
        const char c = s.at(i);
        if (isSpace(c)) {
            ++i;
            continue;
        }
        switch (c) {
        case '"': {
            const qsizetype end = skipString(s, i);
            out.append(s.sliced(i, end - i));
            i = end;
            continue;
        }
        case '{':
        case '[': {
            const qsizetype next = skipSpace(s, i + 1);
            const char close = c == '{' ? '}' : ']';
            if (next < s.size() && s.at(next) == close) {
                out += c;
                out += close;
                i = next + 1;
                continue;
            }
            out += c;
            ++level;
            newline(out, level, indent);
            i = next;
            continue;
        }
        case '}':
        case ']':
            --level;
            newline(out, level, indent);
            out += c;
            break;
        case ',':
            out += ',';
            newline(out, level, indent);
            break;
        case ':':
            out += ": ";
            break;
        default:
            out += c;
            break;
        }
        ++i;
    }
    return out;
}

QByteArray compact(QByteArrayView s)
{
    QByteArray out;
    out.reserve(s.size());
    qsizetype i = 0;
    while (i < s.size()) {
        const char c = s.at(i);
        if (c == '"') {
            const qsizetype end = skipString(s, i);
            out.append(s.sliced(i, end - i));
            i = end;
        } else {
            if (!isSpace(c))
                out += c;
            ++i;
        }
    }
    return out;
}

QList<QPair<QByteArrayView, QByteArrayView>> members(QByteArrayView s)
{
    QList<QPair<QByteArrayView, QByteArrayView>> out;
    qsizetype i = skipSpace(s, 0);
    if (i >= s.size() || s.at(i) != '{')
        return out;
    i = skipSpace(s, i + 1);
    if (i < s.size() && s.at(i) == '}')
        return out;
    while (i < s.size()) {
        i = skipSpace(s, i);
        if (i >= s.size() || s.at(i) != '"')
            return out;
        const qsizetype keyEnd = skipString(s, i);
        const QByteArrayView name = s.sliced(i + 1, qMax<qsizetype>(0, keyEnd - i - 2));
        i = skipSpace(s, keyEnd);
        if (i >= s.size() || s.at(i) != ':')
            return out;
        i = skipSpace(s, i + 1);
        const qsizetype valueEnd = skipValue(s, i);
        out.append({name, s.sliced(i, valueEnd - i)});
        i = skipSpace(s, valueEnd);
        if (i < s.size() && s.at(i) == ',')
            ++i;
        else
            return out;
    }
    return out;
}

QList<QByteArrayView> elements(QByteArrayView s)
{
    QList<QByteArrayView> out;
    qsizetype i = skipSpace(s, 0);
    if (i >= s.size() || s.at(i) != '[')
        return out;
    i = skipSpace(s, i + 1);
    if (i < s.size() && s.at(i) == ']')
        return out;
    while (i < s.size()) {
        i = skipSpace(s, i);
        const qsizetype end = skipValue(s, i);
        if (end <= i)
            return out;
        out.append(s.sliced(i, end - i));
        i = skipSpace(s, end);
        if (i < s.size() && s.at(i) == ',')
            ++i;
        else
            return out;
    }
    return out;
}

QByteArrayView memberText(QByteArrayView s, QByteArrayView key)
{
    // Keys are compared as written; MCP member names never need escapes. Stops at the first
    // match: "id" and "method" usually come before a large "params".
    qsizetype i = skipSpace(s, 0);
    if (i >= s.size() || s.at(i) != '{')
        return {};
    i = skipSpace(s, i + 1);
    while (i < s.size() && s.at(i) == '"') {
        const qsizetype keyEnd = skipString(s, i);
        const QByteArrayView name = s.sliced(i + 1, qMax<qsizetype>(0, keyEnd - i - 2));
        i = skipSpace(s, keyEnd);
        if (i >= s.size() || s.at(i) != ':')
            return {};
        i = skipSpace(s, i + 1);
        const qsizetype valueEnd = skipValue(s, i);
        if (name == key)
            return s.sliced(i, valueEnd - i);
        i = skipSpace(s, valueEnd);
        if (i >= s.size() || s.at(i) != ',')
            return {};
        i = skipSpace(s, i + 1);
    }
    return {};
}

QByteArray withoutComments(QByteArrayView jsonc)
{
    QByteArray out(jsonc.data(), jsonc.size());
    const qsizetype n = out.size();
    // Where the last comma outside strings is, while only whitespace and comments follow it.
    qsizetype pendingComma = -1;
    for (qsizetype i = 0; i < n; ++i) {
        const char c = out[i];
        if (c == '"') {
            pendingComma = -1;
            for (++i; i < n && out[i] != '"'; ++i) {
                if (out[i] == '\\')
                    ++i;
            }
            continue;
        }
        if (c == '/' && i + 1 < n && out[i + 1] == '/') {
            for (; i < n && out[i] != '\n'; ++i)
                out[i] = ' ';
            continue;
        }
        if (c == '/' && i + 1 < n && out[i + 1] == '*') {
            out[i] = out[i + 1] = ' ';
            for (i += 2; i < n && !(out[i] == '*' && i + 1 < n && out[i + 1] == '/'); ++i) {
                if (out[i] != '\n')
                    out[i] = ' ';
            }
            if (i < n)
                out[i] = out[i + 1] = ' ';
            ++i;
            continue;
        }
        if (c == ',') {
            pendingComma = i;
        } else if ((c == '}' || c == ']') && pendingComma >= 0) {
            out[pendingComma] = ' ';
            pendingComma = -1;
        } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
            pendingComma = -1;
        }
    }
    return out;
}

} // namespace mcpscope::jsontext
