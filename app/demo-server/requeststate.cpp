// SPDX-License-Identifier: MIT
#include "requeststate.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

namespace {

constexpr auto Encoding = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

QByteArray sign(const QByteArray &payload, const QByteArray &key)
{
    return QMessageAuthenticationCode::hash(payload, key, QCryptographicHash::Sha256);
}

} // namespace

QByteArray RequestState::key()
{
    static const QByteArray secret = [] {
        QByteArray bytes(32, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
        return bytes;
    }();
    return secret;
}

QByteArray RequestState::digest(const QJsonObject &arguments)
{
    return QCryptographicHash::hash(QJsonDocument(arguments).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
        .toBase64(Encoding);
}

QString RequestState::seal(const QString &method, const QString &name, const QJsonObject &arguments,
                           const QJsonObject &data)
{
    const QJsonObject payload{
        {QStringLiteral("method"), method},
        {QStringLiteral("name"), name},
        {QStringLiteral("arguments"), QString::fromLatin1(digest(arguments))},
        {QStringLiteral("expires"), QDateTime::currentMSecsSinceEpoch() + LifetimeMs},
        {QStringLiteral("data"), data},
    };
    const QByteArray bytes = QJsonDocument(payload).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(bytes.toBase64(Encoding) + '.' + sign(bytes, key()).toBase64(Encoding));
}

bool RequestState::open(const QString &state, const QString &method, const QString &name, const QJsonObject &arguments,
                        QJsonObject *data, QString *why)
{
    const QByteArray text = state.toLatin1();
    const qsizetype dot = text.indexOf('.');
    const auto payload
        = QByteArray::fromBase64Encoding(text.left(dot), Encoding | QByteArray::AbortOnBase64DecodingErrors);
    const auto signature
        = QByteArray::fromBase64Encoding(text.mid(dot + 1), Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (dot < 0 || !payload || !signature || QString::fromLatin1(text) != state) {
        *why = QStringLiteral("it is not a state this server made");
        return false;
    }
    if (signature.decoded != sign(payload.decoded, key())) {
        *why = QStringLiteral("its signature does not match (it was changed, or made by another run of the server)");
        return false;
    }
    const QJsonObject object = QJsonDocument::fromJson(payload.decoded).object();
    if (object.value(u"expires").toInteger() < QDateTime::currentMSecsSinceEpoch()) {
        *why = QStringLiteral("it expired; call again without inputResponses and requestState");
        return false;
    }
    if (object.value(u"method").toString() != method || object.value(u"name").toString() != name
        || object.value(u"arguments").toString() != QString::fromLatin1(digest(arguments))) {
        *why = QStringLiteral("it belongs to another request (method, name or arguments differ)");
        return false;
    }
    *data = object.value(u"data").toObject();
    return true;
}
