// SPDX-License-Identifier: MIT
#include "jsonpointer.h"

#include "rawjson.h"

#include <QString>
#include <QStringList>

namespace mcpscope::jsonpointer {

namespace {

struct Scanner
{
    QByteArrayView text;

    qsizetype skipSpace(qsizetype i) const
    {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
            ++i;
        return i;
    }

    // End (one past) of the string starting at the quote at @p i, or -1.
    qsizetype skipString(qsizetype i) const
    {
        for (++i; i < text.size(); ++i) {
            if (text[i] == '\\')
                ++i;
            else if (text[i] == '"')
                return i + 1;
        }
        return -1;
    }

    // End of the value starting at @p i (after whitespace), or -1 when it is malformed.
    qsizetype skipValue(qsizetype i) const
    {
        i = skipSpace(i);
        if (i >= text.size())
            return -1;
        const char c = text[i];
        if (c == '"')
            return skipString(i);
        if (c == '{' || c == '[') {
            int depth = 0;
            for (; i < text.size(); ++i) {
                const char d = text[i];
                if (d == '"') {
                    i = skipString(i);
                    if (i < 0)
                        return -1;
                    --i;
                } else if (d == '{' || d == '[') {
                    ++depth;
                } else if (d == '}' || d == ']') {
                    if (--depth == 0)
                        return i + 1;
                }
            }
            return -1;
        }
        while (i < text.size() && text[i] != ',' && text[i] != '}' && text[i] != ']' && text[i] != ' '
               && text[i] != '\n' && text[i] != '\r' && text[i] != '\t')
            ++i;
        return i;
    }

    // The decoded text of the string token [start, end).
    QString decodeString(qsizetype start, qsizetype end) const
    {
        return rawjson::decodeText(text.mid(start + 1, end - start - 2));
    }
};

QStringList tokens(QStringView pointer)
{
    QStringList out;
    if (pointer.isEmpty())
        return out;
    const QStringView rest = pointer.startsWith(QLatin1Char('/')) ? pointer.mid(1) : pointer;
    for (const QStringView token : rest.split(QLatin1Char('/'))) {
        QString t = token.toString();
        t.replace(QLatin1String("~1"), QLatin1String("/"));
        t.replace(QLatin1String("~0"), QLatin1String("~"));
        out << t;
    }
    return out;
}

} // namespace

Location locate(QByteArrayView json, QStringView pointer)
{
    const Scanner s{json};
    Location found;
    qsizetype valueStart = s.skipSpace(0);
    qsizetype valueEnd = s.skipValue(valueStart);
    if (valueEnd < 0)
        return found;
    found.start = valueStart;
    found.length = valueEnd - valueStart;
    found.exact = true;

    for (const QString &token : tokens(pointer)) {
        const char open = json[valueStart];
        bool matched = false;
        qsizetype i = s.skipSpace(valueStart + 1);
        if (open == '{') {
            while (i < valueEnd && json[i] == '"') {
                const qsizetype keyEnd = s.skipString(i);
                if (keyEnd < 0)
                    break;
                const qsizetype colon = s.skipSpace(keyEnd);
                if (colon >= json.size() || json[colon] != ':')
                    break;
                const qsizetype memberValue = s.skipSpace(colon + 1);
                const qsizetype memberEnd = s.skipValue(memberValue);
                if (memberEnd < 0)
                    break;
                if (s.decodeString(i, keyEnd) == token) {
                    found.start = i;
                    found.length = memberEnd - i;
                    valueStart = memberValue;
                    valueEnd = memberEnd;
                    matched = true;
                    break;
                }
                i = s.skipSpace(memberEnd);
                if (i < json.size() && json[i] == ',')
                    i = s.skipSpace(i + 1);
            }
        } else if (open == '[') {
            bool ok = false;
            const qsizetype wanted = token.toLongLong(&ok);
            for (qsizetype n = 0; ok && i < valueEnd && json[i] != ']'; ++n) {
                const qsizetype elementEnd = s.skipValue(i);
                if (elementEnd < 0)
                    break;
                if (n == wanted) {
                    found.start = i;
                    found.length = elementEnd - i;
                    valueStart = i;
                    valueEnd = elementEnd;
                    matched = true;
                    break;
                }
                i = s.skipSpace(elementEnd);
                if (i < json.size() && json[i] == ',')
                    i = s.skipSpace(i + 1);
            }
        }
        if (!matched) {
            found.exact = false;
            return found;
        }
    }
    return found;
}

} // namespace mcpscope::jsonpointer

namespace mcpscope {

QString jsonPointerToken(QStringView token)
{
    if (!token.contains(QLatin1Char('~')) && !token.contains(QLatin1Char('/')))
        return token.toString();
    QString out = token.toString();
    out.replace(QLatin1Char('~'), QLatin1String("~0"));
    out.replace(QLatin1Char('/'), QLatin1String("~1"));
    return out;
}

} // namespace mcpscope
