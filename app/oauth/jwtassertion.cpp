// SPDX-License-Identifier: MIT
// app/oauth/jwtassertion.cpp
#include "jwtassertion.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QUuid>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ecdsa.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

#include <memory>

namespace mcpscope {

namespace {

class JwtAssertion
{
    Q_DECLARE_TR_FUNCTIONS(JwtAssertion)
};

QByteArray base64Url(const QByteArray &bytes)
{
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

} // namespace

QJsonObject clientAssertionClaims(const QString &clientId, const QString &audience)
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    return QJsonObject{{QStringLiteral("iss"), clientId},
                       {QStringLiteral("sub"), clientId},
                       {QStringLiteral("aud"), audience},
                       {QStringLiteral("iat"), now},
                       {QStringLiteral("exp"), now + 300},
                       {QStringLiteral("jti"), QUuid::createUuid().toString(QUuid::WithoutBraces)}};
}

QByteArray signedJwt(const QJsonObject &claims, const QByteArray &privateKeyPem, QString *error, QString *algorithm)
{
    std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new_mem_buf(privateKeyPem.constData(), int(privateKeyPem.size())),
                                                  &BIO_free);
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(
        bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr) : nullptr, &EVP_PKEY_free);
    if (!key) {
        *error = JwtAssertion::tr(
            "The client's private key could not be read (a PEM private key without a passphrase is needed).");
        return {};
    }
    QString alg;
    const int type = EVP_PKEY_get_base_id(key.get());
    if (type == EVP_PKEY_EC && EVP_PKEY_get_bits(key.get()) == 256)
        alg = QStringLiteral("ES256");
    else if (type == EVP_PKEY_RSA && EVP_PKEY_get_bits(key.get()) >= 2048)
        alg = QStringLiteral("RS256");
    if (alg.isEmpty()) {
        *error = JwtAssertion::tr(
            "The client's private key is neither a P-256 EC key (ES256) nor an RSA key of 2048 bits or more (RS256).");
        return {};
    }
    if (algorithm)
        *algorithm = alg;
    const QJsonObject header{{QStringLiteral("alg"), alg}, {QStringLiteral("typ"), QStringLiteral("JWT")}};
    const QByteArray input = base64Url(QJsonDocument(header).toJson(QJsonDocument::Compact)) + '.'
                             + base64Url(QJsonDocument(claims).toJson(QJsonDocument::Compact));

    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    size_t length = 0;
    const auto *data = reinterpret_cast<const unsigned char *>(input.constData());
    if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1
        || EVP_DigestSign(ctx.get(), nullptr, &length, data, size_t(input.size())) != 1) {
        *error = JwtAssertion::tr("The client assertion could not be signed.");
        return {};
    }
    QByteArray signature(qsizetype(length), '\0');
    if (EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(signature.data()), &length, data,
                       size_t(input.size()))
        != 1) {
        *error = JwtAssertion::tr("The client assertion could not be signed.");
        return {};
    }
    signature.resize(qsizetype(length));
    if (alg == QLatin1String("ES256")) {
        // OpenSSL gives DER (SEQUENCE of r and s); JWS wants r and s, 32 bytes each (RFC 7518 3.4).
        const auto *der = reinterpret_cast<const unsigned char *>(signature.constData());
        std::unique_ptr<ECDSA_SIG, decltype(&ECDSA_SIG_free)> sig(d2i_ECDSA_SIG(nullptr, &der, long(signature.size())),
                                                                  &ECDSA_SIG_free);
        const BIGNUM *r = nullptr;
        const BIGNUM *s = nullptr;
        if (sig)
            ECDSA_SIG_get0(sig.get(), &r, &s);
        QByteArray raw(64, '\0');
        if (!r || !s || BN_bn2binpad(r, reinterpret_cast<unsigned char *>(raw.data()), 32) != 32
            || BN_bn2binpad(s, reinterpret_cast<unsigned char *>(raw.data()) + 32, 32) != 32) {
            *error = JwtAssertion::tr("The client assertion could not be signed.");
            return {};
        }
        signature = raw;
    }
    return input + '.' + base64Url(signature);
}

} // namespace mcpscope
