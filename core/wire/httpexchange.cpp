// SPDX-License-Identifier: MIT
#include "httpexchange.h"

#include "text/base64.h"
#include "text/utf8.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

#include <optional>

namespace mcpscope {

namespace {

QJsonArray headersToJson(const HttpHeaders &headers)
{
    QJsonArray out;
    for (const auto &h : headers)
        out.append(QJsonArray{QString::fromLatin1(h.first), QString::fromUtf8(h.second)});
    return out;
}

HttpHeaders headersFromJson(const QJsonValue &value)
{
    HttpHeaders out;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        const QJsonArray pair = item.toArray();
        if (pair.size() == 2)
            out.append({pair.at(0).toString().toLatin1(), pair.at(1).toString().toUtf8()});
    }
    return out;
}

struct PhaseName
{
    HttpExchange::Phase phase;
    const char *name;
};
constexpr PhaseName PhaseNames[] = {
    {HttpExchange::Phase::Response, "response"},
    {HttpExchange::Phase::Complete, "complete"},
    {HttpExchange::Phase::StreamEnd, "streamEnd"},
    {HttpExchange::Phase::Failed, "failed"},
};

} // namespace

QString HttpExchange::phaseName(Phase phase)
{
    for (const PhaseName &p : PhaseNames)
        if (p.phase == phase)
            return QLatin1String(p.name);
    return QString();
}

bool HttpExchange::phaseFromName(const QString &name, Phase *phase)
{
    for (const PhaseName &p : PhaseNames) {
        if (name == QLatin1String(p.name)) {
            *phase = p.phase;
            return true;
        }
    }
    return false;
}

bool HttpExchange::isSecretHeader(const QByteArray &name)
{
    const QByteArray n = name.toLower();
    // By name and by shape: x-functions-key, Ocp-Apim-Subscription-Key, X-Auth-Key, X-Auth-Token…
    return n == "authorization" || n == "cookie" || n == "set-cookie" || n == "proxy-authorization" || n == "x-auth"
           || n.startsWith("x-auth-") || n.contains("token") || n.contains("api-key") || n.contains("apikey")
           || n.contains("secret") || n.contains("password") || n.endsWith("-key") || n.endsWith("_key")
           || n.contains("signature");
}

bool HttpExchange::isSecretHeader(const QByteArray &name, const QByteArray &value)
{
    if (isSecretHeader(name))
        return true;
    static const QRegularExpression credential(
        QStringLiteral("^\\s*(?:"
                       "(?:bearer|basic|token|digest|negotiate|apikey|dpop)\\s+\\S{6,}"
                       "|eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}\\."
                       "|sk-[A-Za-z0-9_-]{16,}|sk_(?:live|test)_[A-Za-z0-9]{16,}"
                       "|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}"
                       "|xox[abposr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}"
                       ")"),
        QRegularExpression::CaseInsensitiveOption);
    return credential.match(QString::fromLatin1(value.left(512))).hasMatch();
}

bool HttpExchange::isSecretQueryKey(const QString &key)
{
    const QString k = key.toLower();
    static const QStringList names{
        QStringLiteral("key"),  QStringLiteral("code"), QStringLiteral("sig"),     QStringLiteral("auth"),
        QStringLiteral("pass"), QStringLiteral("pwd"),  QStringLiteral("session"), QStringLiteral("client_assertion")};
    return names.contains(k) || k.contains(QLatin1String("token")) || k.contains(QLatin1String("secret"))
           || k.contains(QLatin1String("password")) || k.contains(QLatin1String("apikey"))
           || k.contains(QLatin1String("api_key")) || k.contains(QLatin1String("api-key"))
           || k.contains(QLatin1String("signature")) || k.endsWith(QLatin1String("_key"))
           || k.endsWith(QLatin1String("-key")) || k == QLatin1String("code_verifier");
}

QString HttpExchange::redactUrl(const QUrl &url)
{
    QUrl copy = url;
    if (copy.hasQuery()) {
        QUrlQuery query(copy);
        auto items = query.queryItems(QUrl::FullyEncoded);
        bool changed = false;
        for (auto &item : items) {
            if (isSecretQueryKey(QUrl::fromPercentEncoding(item.first.toUtf8()))) {
                item.second = QString::fromLatin1(RedactedValue);
                changed = true;
            }
        }
        if (changed) {
            query.setQueryItems(items);
            copy.setQuery(query);
        }
    }
    return copy.toDisplayString(QUrl::RemoveUserInfo);
}

QByteArray HttpExchange::header(const HttpHeaders &headers, const QByteArray &name)
{
    for (const auto &h : headers)
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return QByteArray();
}

QString HttpExchange::summary() const
{
    const QString path = QUrl(url).path().isEmpty() ? QStringLiteral("/") : QUrl(url).path();
    QString text = QString::fromLatin1(method) + QLatin1Char(' ') + path;
    switch (phase) {
    case Phase::Failed:
        return text + QStringLiteral(" → ") + error;
    case Phase::StreamEnd:
        return text + QStringLiteral(" · stream ended (%1 events, %2 bytes)").arg(events).arg(responseBytes);
    case Phase::Response:
    case Phase::Complete:
        break;
    }
    text += QStringLiteral(" → %1").arg(status);
    if (!contentType.isEmpty())
        text += QLatin1Char(' ') + QString::fromLatin1(contentType);
    return text;
}

QByteArray HttpExchange::encodeHeaderText(const QString &value)
{
    bool plain = value.isEmpty() || (!value.front().isSpace() && !value.back().isSpace());
    for (QChar c : value)
        plain = plain && (c.unicode() == 0x09 || (c.unicode() >= 0x20 && c.unicode() <= 0x7e));
    plain = plain && !(value.startsWith(QLatin1String("=?base64?")) && value.endsWith(QLatin1String("?=")));
    return plain ? value.toLatin1() : "=?base64?" + value.toUtf8().toBase64() + "?=";
}

QString HttpExchange::decodeHeaderText(const QByteArray &value, bool *encoded)
{
    std::optional<QByteArray> decoded;
    if (value.startsWith("=?base64?") && value.endsWith("?=") && value.size() >= 11) {
        decoded = base64::decodeStrict(QByteArrayView(value).sliced(9, value.size() - 11));
    }
    if (encoded)
        *encoded = decoded.has_value();
    return decoded ? QString::fromUtf8(*decoded) : QString::fromLatin1(value);
}

QString HttpExchange::text() const
{
    QString out = QString::fromLatin1(method) + QLatin1Char(' ') + url + QLatin1Char('\n');
    for (const auto &h : requestHeaders) {
        out += QString::fromLatin1(h.first) + QStringLiteral(": ") + QString::fromUtf8(h.second);
        // MCP 2026-07-28's base64 form, shown decoded (escaped: it is the server's text).
        bool encoded = false;
        const QString decoded = decodeHeaderText(h.second, &encoded);
        if (encoded) {
            QString shown;
            for (QChar c : decoded.left(200))
                shown += c.isPrint() ? QString(c) : QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            out += QStringLiteral("   (decoded: %1%2)")
                       .arg(shown, decoded.size() > 200 ? QStringLiteral("…") : QString());
        }
        out += QLatin1Char('\n');
    }
    if (requestBytes)
        out += QStringLiteral("(%1 bytes of body: the message before this row)\n").arg(requestBytes);
    out += QLatin1Char('\n');
    if (!finalUrl.isEmpty())
        out += QStringLiteral("redirected to ") + finalUrl + QLatin1Char('\n');
    if (phase == Phase::Failed) {
        out += QStringLiteral("no response: ") + error + QLatin1Char('\n');
        return out;
    }
    if (phase == Phase::StreamEnd) {
        out += QStringLiteral("stream ended after %1 ms: %2 events, %3 bytes")
                   .arg(elapsedMs)
                   .arg(events)
                   .arg(responseBytes);
        if (!lastEventId.isEmpty())
            out += QStringLiteral(", last event id ") + QString::fromUtf8(lastEventId);
        out += QLatin1Char('\n');
        if (!error.isEmpty())
            out += error + QLatin1Char('\n');
    } else {
        out += QStringLiteral("HTTP %1 %2 (after %3 ms)\n").arg(status).arg(QString::fromLatin1(reason)).arg(elapsedMs);
        for (const auto &h : responseHeaders)
            out += QString::fromLatin1(h.first) + QStringLiteral(": ") + QString::fromUtf8(h.second)
                   + QLatin1Char('\n');
    }
    if (!body.isEmpty()) {
        out += QLatin1Char('\n') + QString::fromUtf8(body);
        if (bodyTruncated)
            out += QStringLiteral("\n[… cut; %1 bytes in all]").arg(responseBytes);
        out += QLatin1Char('\n');
    }
    return out;
}

QJsonObject HttpExchange::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("phase"), phaseName(phase)},
                  {QStringLiteral("method"), QString::fromLatin1(method)},
                  {QStringLiteral("url"), url}};
    if (!finalUrl.isEmpty())
        o.insert(QStringLiteral("finalUrl"), finalUrl);
    if (!requestHeaders.isEmpty())
        o.insert(QStringLiteral("requestHeaders"), headersToJson(requestHeaders));
    if (status)
        o.insert(QStringLiteral("status"), status);
    if (!reason.isEmpty())
        o.insert(QStringLiteral("reason"), QString::fromLatin1(reason));
    if (!responseHeaders.isEmpty())
        o.insert(QStringLiteral("responseHeaders"), headersToJson(responseHeaders));
    if (!contentType.isEmpty())
        o.insert(QStringLiteral("contentType"), QString::fromLatin1(contentType));
    if (!sessionId.isEmpty())
        o.insert(QStringLiteral("sessionId"), QString::fromLatin1(sessionId));
    if (!lastEventId.isEmpty())
        o.insert(QStringLiteral("lastEventId"), QString::fromUtf8(lastEventId));
    o.insert(QStringLiteral("requestBytes"), requestBytes);
    o.insert(QStringLiteral("responseBytes"), responseBytes);
    o.insert(QStringLiteral("elapsedMs"), elapsedMs);
    if (events)
        o.insert(QStringLiteral("events"), events);
    if (!body.isEmpty()) {
        // Kept as text when it is UTF-8 (an HTML page, an error text), else base64; also when it
        // starts with a byte order mark, which QString::fromUtf8 would drop.
        if (utf8::isValid(body) && !body.startsWith("\xEF\xBB\xBF"))
            o.insert(QStringLiteral("body"), QString::fromUtf8(body));
        else
            o.insert(QStringLiteral("bodyBase64"), QString::fromLatin1(body.toBase64()));
    }
    if (bodyTruncated)
        o.insert(QStringLiteral("bodyTruncated"), true);
    if (sseCut)
        o.insert(QStringLiteral("sseCut"), true);
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    if (!purpose.isEmpty())
        o.insert(QStringLiteral("purpose"), purpose);
    if (legacySse)
        o.insert(QStringLiteral("legacySse"), true);
    if (authorization)
        o.insert(QStringLiteral("authorization"), true);
    return o;
}

HttpExchange HttpExchange::fromJson(const QJsonObject &o)
{
    HttpExchange e;
    e.id = o.value(QStringLiteral("id")).toInt(-1);
    phaseFromName(o.value(QStringLiteral("phase")).toString(), &e.phase);
    e.method = o.value(QStringLiteral("method")).toString().toLatin1();
    e.url = o.value(QStringLiteral("url")).toString();
    e.finalUrl = o.value(QStringLiteral("finalUrl")).toString();
    e.requestHeaders = headersFromJson(o.value(QStringLiteral("requestHeaders")));
    e.status = o.value(QStringLiteral("status")).toInt();
    e.reason = o.value(QStringLiteral("reason")).toString().toLatin1();
    e.responseHeaders = headersFromJson(o.value(QStringLiteral("responseHeaders")));
    e.contentType = o.value(QStringLiteral("contentType")).toString().toLatin1();
    e.sessionId = o.value(QStringLiteral("sessionId")).toString().toLatin1();
    e.lastEventId = o.value(QStringLiteral("lastEventId")).toString().toUtf8();
    e.requestBytes = o.value(QStringLiteral("requestBytes")).toInteger();
    e.responseBytes = o.value(QStringLiteral("responseBytes")).toInteger();
    e.elapsedMs = o.value(QStringLiteral("elapsedMs")).toInteger();
    e.events = o.value(QStringLiteral("events")).toInt();
    if (o.contains(QStringLiteral("bodyBase64")))
        e.body = QByteArray::fromBase64(o.value(QStringLiteral("bodyBase64")).toString().toLatin1());
    else
        e.body = o.value(QStringLiteral("body")).toString().toUtf8();
    e.bodyTruncated = o.value(QStringLiteral("bodyTruncated")).toBool();
    e.sseCut = o.value(QStringLiteral("sseCut")).toBool();
    e.error = o.value(QStringLiteral("error")).toString();
    e.purpose = o.value(QStringLiteral("purpose")).toString();
    e.legacySse = o.value(QStringLiteral("legacySse")).toBool();
    e.authorization = o.value(QStringLiteral("authorization")).toBool();
    return e;
}

} // namespace mcpscope
