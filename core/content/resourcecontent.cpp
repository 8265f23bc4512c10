// SPDX-License-Identifier: MIT
#include "resourcecontent.h"

#include "text/mediatype.h"
#include "text/utf8.h"
#include "validation/mcpshapesyntax.h"

#include <QJsonArray>
#include <QUrl>

namespace mcpscope {

namespace {

} // namespace

bool ResourceContent::isTextMimeType(const QString &mimeType)
{
    const QString m = mediatype::essence(mimeType);
    if (m.startsWith(QLatin1String("text/")))
        return true;
    static const QStringList exact = {QStringLiteral("application/json"),
                                      QStringLiteral("application/xml"),
                                      QStringLiteral("application/javascript"),
                                      QStringLiteral("application/ecmascript"),
                                      QStringLiteral("application/x-javascript"),
                                      QStringLiteral("application/typescript"),
                                      QStringLiteral("application/yaml"),
                                      QStringLiteral("application/x-yaml"),
                                      QStringLiteral("application/toml"),
                                      QStringLiteral("application/sql"),
                                      QStringLiteral("application/x-sh"),
                                      QStringLiteral("application/x-python"),
                                      QStringLiteral("application/graphql"),
                                      QStringLiteral("application/ld+json"),
                                      QStringLiteral("image/svg+xml")};
    return exact.contains(m) || m.endsWith(QLatin1String("+json")) || m.endsWith(QLatin1String("+xml"));
}

QString ResourceContent::sniffImageType(const QByteArray &bytes)
{
    if (bytes.startsWith("\x89PNG\r\n\x1a\n"))
        return QStringLiteral("image/png");
    if (bytes.startsWith("\xff\xd8\xff"))
        return QStringLiteral("image/jpeg");
    if (bytes.startsWith("GIF87a") || bytes.startsWith("GIF89a"))
        return QStringLiteral("image/gif");
    if (bytes.size() >= 12 && bytes.startsWith("RIFF") && bytes.mid(8, 4) == "WEBP")
        return QStringLiteral("image/webp");
    if (bytes.startsWith("BM") && bytes.size() > 26)
        return QStringLiteral("image/bmp");
    return {};
}

QString ResourceContent::uriSuffix() const
{
    const QString path = QUrl(uri).path();
    const QString last = path.section(QLatin1Char('/'), -1);
    const qsizetype dot = last.lastIndexOf(QLatin1Char('.'));
    if (dot <= 0 || dot == last.size() - 1)
        return {};
    return last.mid(dot + 1).toLower();
}

ResourceContent ResourceContent::fromJson(const QJsonObject &item)
{
    ResourceContent c;
    c.json = item;
    c.uri = item.value(QLatin1String("uri")).toString();
    c.mimeType = item.value(QLatin1String("mimeType")).toString();
    const QJsonValue text = item.value(QLatin1String("text"));
    const QJsonValue blob = item.value(QLatin1String("blob"));
    if (text.isString()) {
        c.kind = Kind::Text;
        c.text = text.toString();
        c.bytes = c.text.toUtf8();
        if (blob.isString()) {
            c.issue = Issue::TextAndBlob;
            c.problem = tr("The item has both \"text\" and \"blob\"; the text is shown.");
        }
        return c;
    }
    if (!blob.isString()) {
        c.kind = Kind::Binary;
        c.issue = Issue::NoTextNorBlob;
        c.problem = tr("The item has neither \"text\" nor \"blob\": there is nothing to show.");
        return c;
    }
    c.fromBlob = true;
    const QString encoded = blob.toString();
    QString why;
    if (!shapesyntax::checkBase64(encoded, &why)) {
        c.issue = Issue::BadBase64;
        c.problem = tr("The \"blob\" is not valid base64 (%1); what could be decoded is shown.").arg(why);
        c.bytes = QByteArray::fromBase64(encoded.toLatin1());
    } else {
        c.bytes = QByteArray::fromBase64(encoded.toLatin1());
    }
    const QString m = mediatype::essence(c.mimeType);
    if (m.startsWith(QLatin1String("image/")) && m != QLatin1String("image/svg+xml")) {
        c.kind = Kind::Image;
    } else if (m.startsWith(QLatin1String("audio/"))) {
        c.kind = Kind::Audio;
    } else if (isTextMimeType(m)) {
        if (utf8::isValid(c.bytes)) {
            c.kind = Kind::Text;
            c.text = QString::fromUtf8(c.bytes);
        } else {
            c.kind = Kind::Binary;
            c.issue = Issue::NotUtf8;
            c.problem = tr("The MIME type says text, but the bytes are not valid UTF-8; shown as bytes.");
        }
    } else if (m.isEmpty() && !sniffImageType(c.bytes).isEmpty()) {
        c.kind = Kind::Image;
    } else {
        c.kind = Kind::Binary;
    }
    return c;
}

QList<ResourceContent> ResourceContent::fromReadResult(const QJsonObject &result, QString *problem)
{
    QList<ResourceContent> list;
    const QJsonValue contents = result.value(QLatin1String("contents"));
    if (!contents.isArray()) {
        if (problem)
            *problem = tr("The answer has no \"contents\" list.");
        return list;
    }
    const QJsonArray items = contents.toArray();
    for (const QJsonValue &item : items) {
        if (item.isObject()) {
            list.append(fromJson(item.toObject()));
        } else {
            ResourceContent bad;
            bad.issue = Issue::NotObject;
            bad.problem = tr("An item of \"contents\" is not an object.");
            list.append(bad);
        }
    }
    if (problem && items.isEmpty())
        *problem = tr("The server returned no contents for this resource.");
    return list;
}

} // namespace mcpscope
