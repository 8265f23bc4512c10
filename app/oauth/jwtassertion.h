// SPDX-License-Identifier: MIT
// app/oauth/jwtassertion.h: signed JWTs for private_key_jwt client authentication (RFC 7523).
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace mcpscope {

/// A JWT signed with a private key in PEM (PKCS #8 or the traditional EC/RSA forms): ES256
/// for a P-256 key, RS256 for an RSA key, chosen from the key (OpenSSL's libcrypto signs;
/// Qt has no signing API). Empty with plain words in @p error when the key cannot be used.
QByteArray signedJwt(const QJsonObject &claims, const QByteArray &privateKeyPem, QString *error,
                     QString *algorithm = nullptr);

/// The claims of a client assertion (RFC 7523 section 3): iss and sub the client id, aud the
/// authorization server, a five-minute lifetime and a unique jti.
QJsonObject clientAssertionClaims(const QString &clientId, const QString &audience);

} // namespace mcpscope
