// SPDX-License-Identifier: MIT
#include "redactor.h"
#include "json/jsontree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

namespace mcpscope {

namespace {
QString normalizedName(const QString &name)
{
    QString n = name.toLower();
    n.remove(QLatin1Char('-'));
    n.remove(QLatin1Char('_'));
    return n;
}
} // namespace

Redactor::Redactor()
{
    // Member names (normalised: lower case, no '-' or '_') whose values are credentials.
    m_names = {QStringLiteral("authorization"), QStringLiteral("proxyauthorization"),
               QStringLiteral("cookie"),        QStringLiteral("setcookie"),
               QStringLiteral("apikey"),        QStringLiteral("xapikey"),
               QStringLiteral("accesstoken"),   QStringLiteral("refreshtoken"),
               QStringLiteral("idtoken"),       QStringLiteral("token"),
               QStringLiteral("bearer"),        QStringLiteral("password"),
               QStringLiteral("passwd"),        QStringLiteral("secret"),
               QStringLiteral("clientsecret"),  QStringLiteral("privatekey"),
               QStringLiteral("sessiontoken"),  QStringLiteral("authtoken")};
    // Token shapes that are secrets wherever they stand.
    const char *builtIn[] = {
        "\\bBearer\\s+[A-Za-z0-9._~+/=-]{8,}", // HTTP bearer credentials
        "\\bBasic\\s+[A-Za-z0-9+/=]{8,}",      // HTTP basic credentials
        "\\bsk-[A-Za-z0-9_-]{16,}",            // OpenAI / Anthropic style keys
        "\\bgh[pousr]_[A-Za-z0-9]{20,}",       // GitHub tokens
        "\\bgithub_pat_[A-Za-z0-9_]{20,}",
        "\\bxox[abprs]-[A-Za-z0-9-]{10,}",                                 // Slack tokens
        "\\bAKIA[0-9A-Z]{16}\\b",                                          // AWS access key ids
        "\\bAIza[0-9A-Za-z_-]{30,}",                                       // Google API keys
        "\\beyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}", // JWTs
        "-----BEGIN [A-Z ]*PRIVATE KEY-----[\\s\\S]*?-----END [A-Z ]*PRIVATE KEY-----",
    };
    for (const char *p : builtIn)
        m_patterns.append(QRegularExpression(QString::fromLatin1(p)));
}

void Redactor::addSecretValue(const QString &value)
{
    // Very short values would hide ordinary words everywhere.
    if (value.size() >= 4 && !m_values.contains(value))
        m_values.append(value);
}

bool Redactor::addPattern(const QString &pattern, QString *errorMessage)
{
    QRegularExpression re(pattern);
    if (!re.isValid()) {
        if (errorMessage)
            *errorMessage = re.errorString();
        return false;
    }
    m_patterns.append(re);
    return true;
}

QStringList Redactor::patterns() const
{
    QStringList out;
    for (const QRegularExpression &re : m_patterns)
        out << re.pattern();
    return out;
}

bool Redactor::isSensitiveName(const QString &name) const
{
    const QString n = normalizedName(name);
    if (m_names.contains(n))
        return true;
    // "X-My-Api-Key", "github_token", "DB_PASSWORD": a sensitive word at the end.
    for (const QString &word :
         {QStringLiteral("apikey"), QStringLiteral("token"), QStringLiteral("secret"), QStringLiteral("password")}) {
        if (n.endsWith(word))
            return true;
    }
    return false;
}

QString Redactor::redactText(const QString &text, int *hits) const
{
    QString out = text;
    int count = 0;
    for (const QString &value : m_values) {
        const qsizetype n = out.count(value);
        if (n > 0) {
            out.replace(value, mask());
            count += int(n);
        }
    }
    for (const QRegularExpression &re : m_patterns) {
        QRegularExpressionMatchIterator it = re.globalMatch(out);
        int n = 0;
        while (it.hasNext()) {
            it.next();
            ++n;
        }
        if (n > 0) {
            out.replace(re, mask());
            count += n;
        }
    }
    // "Authorization: Bearer …" style header lines and "--api-key=…" style arguments.
    static const QRegularExpression headerLike(QStringLiteral(
        "(?i)\\b(authorization|cookie|x-api-key|api[-_]?key|(?:access[-_]?|auth[-_]?|refresh[-_]?)?token|password|passwd|secret)(\\s*[:=]\\s*)(?!\\[redacted\\])([^\\s,;\"']+)"));
    QRegularExpressionMatchIterator it = headerLike.globalMatch(out);
    int headerHits = 0;
    while (it.hasNext()) {
        it.next();
        ++headerHits;
    }
    if (headerHits) {
        out.replace(headerLike, QStringLiteral("\\1\\2") + mask());
        count += headerHits;
    }
    if (hits)
        *hits += count;
    return out;
}

QJsonValue Redactor::redactJson(const QJsonValue &value, int *hits) const
{
    switch (value.type()) {
    case QJsonValue::Object: {
        QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (isSensitiveName(it.key()) && !(it.value().isString() && it.value().toString() == mask())
                && !it.value().isNull() && !it.value().isBool() && !it.value().isObject() && !it.value().isArray()) {
                it.value() = mask();
                if (hits)
                    ++*hits;
            } else {
                it.value() = redactJson(it.value(), hits);
            }
        }
        return o;
    }
    case QJsonValue::Array: {
        QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            a[i] = redactJson(a.at(i), hits);
        return a;
    }
    case QJsonValue::String:
        return redactText(value.toString(), hits);
    default:
        return value;
    }
}

QByteArray Redactor::redactRaw(const QByteArray &raw, int *hits) const
{
    int found = 0;
    QJsonParseError error;
    const QJsonDocument doc = jsontree::parse(raw, &error);
    if (error.error == QJsonParseError::NoError && (doc.isObject() || doc.isArray())) {
        const QJsonValue redacted
            = redactJson(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), &found);
        if (hits)
            *hits += found;
        if (!found)
            return raw;
        return redacted.isObject() ? QJsonDocument(redacted.toObject()).toJson(QJsonDocument::Compact)
                                   : QJsonDocument(redacted.toArray()).toJson(QJsonDocument::Compact);
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    const QString text = decoder.decode(raw);
    const QString redacted = redactText(text, &found);
    if (hits)
        *hits += found;
    return found ? redacted.toUtf8() : raw;
}

} // namespace mcpscope
