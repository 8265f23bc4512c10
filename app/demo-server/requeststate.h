// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

/// The `requestState` of a multi round-trip request (MRTR): what the server needs to go on when
/// the client sends the request again, carried by the client. The client may change it, so it is
/// signed (HMAC-SHA-256 with a key made when the process starts) and bound to the request it
/// belongs to (method, tool, a digest of the arguments) and to a short lifetime.
class RequestState
{
public:
    /// How long a state stays valid.
    static constexpr qint64 LifetimeMs = 10 * 60 * 1000;

    /// An opaque, signed state for @p method / @p name with @p arguments that carries @p data.
    static QString seal(const QString &method, const QString &name, const QJsonObject &arguments,
                        const QJsonObject &data);
    /// The data of @p state when its signature holds, it has not expired and it belongs to
    /// @p method / @p name with @p arguments; false with the reason in plain words otherwise.
    static bool open(const QString &state, const QString &method, const QString &name, const QJsonObject &arguments,
                     QJsonObject *data, QString *why);

private:
    static QByteArray key();
    static QByteArray digest(const QJsonObject &arguments);
};
