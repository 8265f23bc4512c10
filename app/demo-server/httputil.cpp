// SPDX-License-Identifier: MIT
#include "httputil.h"

#include <QHostAddress>
#include <QJsonDocument>
#include <QUrl>

namespace HttpUtil {

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

void reply(QHttpServerResponder &responder, Status status, const QByteArray &body, const QByteArray &contentType,
           QHttpHeaders headers)
{
    if (!contentType.isEmpty())
        headers.replaceOrAppend(QHttpHeaders::WellKnownHeader::ContentType, contentType);
    responder.write(body, headers, status);
}

void replyJson(QHttpServerResponder &responder, Status status, const QJsonObject &object, QHttpHeaders headers)
{
    reply(responder, status, compact(object), "application/json", std::move(headers));
}

void replyRpcError(QHttpServerResponder &responder, Status status, int code, const QString &message,
                   const QJsonValue &id, QHttpHeaders headers)
{
    QJsonObject response{
        {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
        {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}};
    if (!id.isUndefined())
        response.insert(QStringLiteral("id"), id);
    replyJson(responder, status, response, std::move(headers));
}

QList<QByteArray> mediaTypes(QByteArrayView headerValue)
{
    QList<QByteArray> types;
    for (const QByteArray &part : headerValue.toByteArray().split(',')) {
        const qsizetype semicolon = part.indexOf(';');
        const QByteArray type = (semicolon < 0 ? part : part.left(semicolon)).trimmed().toLower();
        if (!type.isEmpty())
            types.append(type);
    }
    return types;
}

bool isLoopbackHost(const QString &host)
{
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        return true;
    QString address = host;
    if (address.startsWith(u'[') && address.endsWith(u']'))
        address = address.mid(1, address.size() - 2);
    const QHostAddress parsed(address);
    return !parsed.isNull() && parsed.isLoopback();
}

bool isLoopbackOrigin(QByteArrayView origin)
{
    const QUrl url(QString::fromLatin1(origin), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https"))
        return false;
    if (!url.path().isEmpty() || url.hasQuery() || url.hasFragment() || !url.userInfo().isEmpty())
        return false;
    return isLoopbackHost(url.host());
}

QList<QPair<QString, QString>> parseForm(QByteArrayView text, QString *duplicate)
{
    QList<QPair<QString, QString>> form;
    const auto decode = [](QByteArray part) {
        part.replace('+', ' ');
        return QString::fromUtf8(QByteArray::fromPercentEncoding(part));
    };
    for (const QByteArray &pair : text.toByteArray().split('&')) {
        if (pair.isEmpty())
            continue;
        const qsizetype equals = pair.indexOf('=');
        const QString name = decode(equals < 0 ? pair : pair.left(equals));
        const QString value = equals < 0 ? QString() : decode(pair.mid(equals + 1));
        if (duplicate && duplicate->isNull()) {
            for (const auto &existing : std::as_const(form)) {
                if (existing.first == name)
                    *duplicate = name;
            }
        }
        form.append({name, value});
    }
    return form;
}

QString formValue(const QList<QPair<QString, QString>> &form, const QString &name)
{
    for (const auto &pair : form) {
        if (pair.first == name)
            return pair.second.isNull() ? QStringLiteral("") : pair.second;
    }
    return QString();
}

QByteArray formEncode(const QString &text)
{
    return QUrl::toPercentEncoding(text);
}

QString printable(QStringView text, qsizetype limit)
{
    QString shown;
    for (const QChar c : text.first(qMin(text.size(), limit))) {
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            shown += QStringLiteral("\\u") + QString::number(c.unicode(), 16).rightJustified(4, u'0');
        else
            shown += c;
    }
    if (text.size() > limit)
        shown += QStringLiteral("…");
    return shown;
}

QString preview(QByteArrayView value)
{
    return printable(QString::fromUtf8(value));
}

} // namespace HttpUtil
