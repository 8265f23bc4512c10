// SPDX-License-Identifier: MIT
#include "uritemplate.h"

#include "validation/mcpshapesyntax.h"

namespace mcpscope {

namespace {

bool isUnreserved(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.'
           || c == '_' || c == '~';
}

bool isReserved(char c)
{
    return QByteArrayView(":/?#[]@!$&'()*+,;=").contains(c);
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
}

// Percent-encodes @p value as UTF-8; @p allowReserved keeps reserved characters and
// existing %XX triplets (the + and # operators).
QString encode(const QString &value, bool allowReserved)
{
    static const char Hex[] = "0123456789ABCDEF";
    const QByteArray utf8 = value.toUtf8();
    QString out;
    out.reserve(utf8.size());
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        const char c = utf8.at(i);
        if (isUnreserved(c) || (allowReserved && isReserved(c))) {
            out += QLatin1Char(c);
        } else if (allowReserved && c == '%' && i + 2 < utf8.size() && isHex(utf8.at(i + 1)) && isHex(utf8.at(i + 2))) {
            out += QLatin1Char('%');
        } else {
            const uchar u = uchar(c);
            out += QLatin1Char('%');
            out += QLatin1Char(Hex[u >> 4]);
            out += QLatin1Char(Hex[u & 0xf]);
        }
    }
    return out;
}

// The first @p length code points of @p value.
QString prefixOf(const QString &value, int length)
{
    qsizetype i = 0;
    for (int n = 0; i < value.size() && n < length; ++n)
        i += (value.at(i).isHighSurrogate() && i + 1 < value.size()) ? 2 : 1;
    return value.left(i);
}

} // namespace

UriTemplate::UriTemplate(const QString &text)
    : m_text(text)
{
    QString why;
    m_valid = shapesyntax::checkUriTemplate(text, &why);
    if (!m_valid) {
        m_error = why;
        return;
    }
    // The syntax is known to be right: splitting it needs no further checks.
    qsizetype i = 0;
    QStringList optional;
    while (i < text.size()) {
        const qsizetype open = text.indexOf(QLatin1Char('{'), i);
        if (open < 0) {
            m_parts.append(Part{text.mid(i), QChar(), {}});
            break;
        }
        if (open > i)
            m_parts.append(Part{text.mid(i, open - i), QChar(), {}});
        const qsizetype close = text.indexOf(QLatin1Char('}'), open);
        QString body = text.mid(open + 1, close - open - 1);
        Part part;
        if (QStringLiteral("+#./;?&").contains(body.at(0))) {
            part.op = body.at(0);
            body.remove(0, 1);
        }
        const QStringList specs = body.split(QLatin1Char(','));
        for (const QString &spec : specs) {
            VarSpec v;
            v.name = spec;
            if (spec.endsWith(QLatin1Char('*'))) {
                v.explode = true;
                v.name.chop(1);
            } else if (const qsizetype colon = spec.indexOf(QLatin1Char(':')); colon >= 0) {
                v.name = spec.left(colon);
                v.prefix = spec.mid(colon + 1).toInt();
            }
            part.vars.append(v);
            if (!m_variables.contains(v.name))
                m_variables.append(v.name);
            const bool queryStyle
                = part.op == QLatin1Char('?') || part.op == QLatin1Char('&') || part.op == QLatin1Char(';');
            if (!queryStyle && !m_required.contains(v.name))
                m_required.append(v.name);
        }
        m_parts.append(part);
        i = close + 1;
    }
}

bool UriTemplate::isOptional(const QString &variable) const
{
    return m_variables.contains(variable) && !m_required.contains(variable);
}

QString UriTemplate::expand(const QHash<QString, QString> &values) const
{
    if (!m_valid)
        return m_text;
    QString out;
    for (const Part &part : m_parts) {
        if (part.vars.isEmpty()) {
            out += encode(part.literal, true);
            continue;
        }
        const char16_t op = part.op.unicode();
        QString first, separator = QStringLiteral(","), ifEmpty;
        bool named = false;
        bool allowReserved = false;
        switch (op) {
        case '+':
            allowReserved = true;
            break;
        case '#':
            first = QStringLiteral("#");
            allowReserved = true;
            break;
        case '.':
            first = separator = QStringLiteral(".");
            break;
        case '/':
            first = separator = QStringLiteral("/");
            break;
        case ';':
            first = separator = QStringLiteral(";");
            named = true;
            break;
        case '?':
            first = QStringLiteral("?");
            separator = QStringLiteral("&");
            named = true;
            ifEmpty = QStringLiteral("=");
            break;
        case '&':
            first = separator = QStringLiteral("&");
            named = true;
            ifEmpty = QStringLiteral("=");
            break;
        default:
            break;
        }
        bool any = false;
        for (const VarSpec &v : part.vars) {
            const auto it = values.constFind(v.name);
            if (it == values.constEnd() || it->isNull())
                continue;
            out += any ? separator : first;
            any = true;
            const QString value = v.prefix > 0 ? prefixOf(*it, v.prefix) : *it;
            if (named) {
                out += encode(v.name, true);
                out += value.isEmpty() ? ifEmpty : QString(QLatin1Char('=') + encode(value, allowReserved));
            } else {
                out += encode(value, allowReserved);
            }
        }
    }
    return out;
}

} // namespace mcpscope
