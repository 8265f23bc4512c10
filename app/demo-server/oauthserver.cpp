// SPDX-License-Identifier: MIT
#include "oauthserver.h"

#include "demoserver.h"
#include "httputil.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUrl>

#include <array>

using namespace Qt::StringLiterals;
using HttpUtil::Status;

namespace {

constexpr qint64 CodeLifetimeMs = 5 * 60 * 1000;
// Expired access tokens are remembered this long, so that using one is told as "expired".
constexpr qint64 ExpiredTokenMemoryMs = 60 * 60 * 1000;

qint64 now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QString randomToken()
{
    std::array<quint32, 8> words;
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    const QByteArray bytes(reinterpret_cast<const char *>(words.data()), qsizetype(sizeof(words)));
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString s256(const QString &verifier)
{
    const QByteArray hash = QCryptographicHash::hash(verifier.toLatin1(), QCryptographicHash::Sha256);
    return QString::fromLatin1(hash.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

/// RFC 7636: 43 to 128 characters of [A-Z] [a-z] [0-9] - . _ ~
bool isValidVerifier(const QString &verifier)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9._~-]{43,128}$"_s);
    return pattern.match(verifier).hasMatch();
}

bool isValidChallenge(const QString &challenge)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9_-]{43}$"_s);
    return pattern.match(challenge).hasMatch();
}

/// The scope asked for, checked against the one scope this server knows; empty on an unknown one.
QString grantedScope(const QString &requested, QString *unknown)
{
    const QStringList scopes = requested.split(u' ', Qt::SkipEmptyParts);
    for (const QString &scope : scopes) {
        if (scope != u"mcp") {
            *unknown = scope;
            return QString();
        }
    }
    return u"mcp"_s;
}

QHttpHeaders noStore()
{
    QHttpHeaders headers;
    headers.append(QHttpHeaders::WellKnownHeader::CacheControl, "no-store");
    headers.append(QHttpHeaders::WellKnownHeader::Pragma, "no-cache");
    return headers;
}

/// An OAuth error (RFC 6749 §5.2, RFC 7591 §3.2.2) as JSON.
void replyError(QHttpServerResponder &responder, Status status, const QString &error, const QString &description,
                QHttpHeaders headers = noStore())
{
    HttpUtil::replyJson(responder, status, QJsonObject { { u"error"_s, error }, { u"error_description"_s, description } },
                        std::move(headers));
}

/// The page shown when the browser cannot be sent back to the client.
void replyPage(QHttpServerResponder &responder, const QString &description)
{
    DemoServer::logLine(u"oauth: /authorize refused: "_s + HttpUtil::printable(description, 400));
    const QString html = u"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Authorization failed</title></head>"
                         u"<body><h1>Authorization failed</h1><p>%1</p><p>(mcpscope demo server, test OAuth "
                         u"authorization server)</p></body></html>\n"_s.arg(description.toHtmlEscaped());
    HttpUtil::reply(responder, Status::BadRequest, html.toUtf8(), "text/html; charset=utf-8", noStore());
}

void redirect(QHttpServerResponder &responder, const QString &uri, const QList<QPair<QString, QString>> &parameters)
{
    QByteArray location = QUrl(uri).toEncoded();
    char separator = uri.contains(u'?') ? '&' : '?';
    for (const auto &parameter : parameters) {
        if (parameter.second.isNull())
            continue;
        location += separator + HttpUtil::formEncode(parameter.first) + '=' + HttpUtil::formEncode(parameter.second);
        separator = '&';
    }
    QHttpHeaders headers = noStore();
    headers.append(QHttpHeaders::WellKnownHeader::Location, location);
    HttpUtil::reply(responder, Status::Found, "Redirecting to " + location + '\n', "text/plain; charset=utf-8", headers);
}

/// A redirect URI this server accepts: http(s) to a loopback address, no fragment.
bool isLoopbackRedirect(const QString &uri)
{
    const QUrl url(uri, QUrl::StrictMode);
    return url.isValid() && (url.scheme() == u"http" || url.scheme() == u"https") && !url.hasFragment()
        && HttpUtil::isLoopbackHost(url.host());
}

QString methodName(int method)
{
    static const QStringList names { u"none"_s, u"client_secret_basic"_s, u"client_secret_post"_s };
    return names.value(method);
}

} // namespace

OAuthServer::OAuthServer(qint64 tokenLifetimeSeconds)
    : m_tokenLifetime(tokenLifetimeSeconds)
{
}

bool OAuthServer::checkBearer(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &origin)
{
    const auto refuse = [&](const QString &error, const QString &description) {
        QByteArray challenge = "Bearer ";
        if (!error.isEmpty())
            challenge += "error=\"" + error.toLatin1() + "\", error_description=\"" + description.toLatin1() + "\", ";
        challenge += "resource_metadata=\"" + origin.toUtf8() + "/.well-known/oauth-protected-resource/mcp\", scope=\"mcp\"";
        QHttpHeaders headers;
        headers.append(QHttpHeaders::WellKnownHeader::WWWAuthenticate, challenge);
        QJsonObject body { { u"error_description"_s, description } };
        if (!error.isEmpty())
            body.insert(u"error"_s, error);
        HttpUtil::replyJson(responder, Status::Unauthorized, body, headers);
        return false;
    };

    const QByteArrayView authorization = request.headers().value(QHttpHeaders::WellKnownHeader::Authorization);
    if (authorization.size() < 7 || authorization.first(7).compare("Bearer ", Qt::CaseInsensitive) != 0) {
        return refuse(QString(), u"This server needs an OAuth access token (Authorization: Bearer ...). Its "
                                 u"protected resource metadata tells where to get one."_s);
    }
    const QString token = QString::fromLatin1(authorization.sliced(7).trimmed());
    const auto it = m_accessTokens.constFind(token);
    if (it == m_accessTokens.constEnd()) {
        return refuse(u"invalid_token"_s, u"The access token is not one this server issued (or it was issued by an "
                                          u"earlier run of the server)."_s);
    }
    if (now() >= it->expires)
        return refuse(u"invalid_token"_s, u"The access token expired."_s);
    if (!it->grant.resource.isEmpty() && it->grant.resource != origin + u"/mcp")
        return refuse(u"invalid_token"_s, u"The access token was issued for another resource."_s);
    return true;
}

void OAuthServer::protectedResourceMetadata(QHttpServerResponder &responder, const QString &origin) const
{
    HttpUtil::replyJson(responder, Status::Ok,
                        QJsonObject {
                            { u"resource"_s, QString(origin + u"/mcp"_s) },
                            { u"authorization_servers"_s, QJsonArray { origin } },
                            { u"scopes_supported"_s, QJsonArray { u"mcp"_s } },
                            { u"bearer_methods_supported"_s, QJsonArray { u"header"_s } },
                            { u"resource_name"_s, u"mcpscope demo server"_s },
                        });
}

void OAuthServer::authorizationServerMetadata(QHttpServerResponder &responder, const QString &origin) const
{
    HttpUtil::replyJson(
        responder, Status::Ok,
        QJsonObject {
            { u"issuer"_s, origin },
            { u"authorization_endpoint"_s, QString(origin + u"/authorize"_s) },
            { u"token_endpoint"_s, QString(origin + u"/token"_s) },
            { u"registration_endpoint"_s, QString(origin + u"/register"_s) },
            { u"response_types_supported"_s, QJsonArray { u"code"_s } },
            { u"response_modes_supported"_s, QJsonArray { u"query"_s } },
            { u"grant_types_supported"_s, QJsonArray { u"authorization_code"_s, u"refresh_token"_s, u"client_credentials"_s } },
            { u"code_challenge_methods_supported"_s, QJsonArray { u"S256"_s } },
            { u"token_endpoint_auth_methods_supported"_s,
              QJsonArray { u"none"_s, u"client_secret_basic"_s, u"client_secret_post"_s } },
            { u"scopes_supported"_s, QJsonArray { u"mcp"_s } },
            { u"client_id_metadata_document_supported"_s, false },
        });
}

void OAuthServer::registerClient(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    const auto invalid = [&](const QString &error, const QString &description) {
        DemoServer::logLine(u"oauth: registration refused: "_s + HttpUtil::printable(description, 400));
        replyError(responder, Status::BadRequest, error, description);
    };
    const QList<QByteArray> contentType = HttpUtil::mediaTypes(request.headers().value(QHttpHeaders::WellKnownHeader::ContentType));
    if (!contentType.contains("application/json"))
        return invalid(u"invalid_client_metadata"_s, u"Send the client metadata as application/json."_s);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        return invalid(u"invalid_client_metadata"_s, u"The client metadata is not a JSON object (%1)."_s.arg(
            parseError.error != QJsonParseError::NoError ? parseError.errorString() : u"another JSON value"_s));
    }
    const QJsonObject metadata = document.object();

    const QJsonArray grantTypes = metadata.contains(u"grant_types") ? metadata.value(u"grant_types").toArray()
                                                                    : QJsonArray { u"authorization_code"_s };
    // A machine client (client credentials only) is sent nowhere: it needs no redirect URI.
    const bool redirects = grantTypes.contains(QJsonValue(u"authorization_code"_s));
    const QJsonValue uris = metadata.value(u"redirect_uris");
    if (redirects && (!uris.isArray() || uris.toArray().isEmpty()))
        return invalid(u"invalid_redirect_uri"_s, u"redirect_uris must be a non-empty array of URLs."_s);
    Client client;
    for (const QJsonValue &uri : uris.toArray()) {
        if (!uri.isString() || !isLoopbackRedirect(uri.toString())) {
            return invalid(u"invalid_redirect_uri"_s,
                           u"Redirect URI %1 is not allowed: this test server only redirects to loopback http URLs such "
                           u"as http://127.0.0.1:PORT/callback (no fragment)."_s.arg(
                               QString::fromUtf8(QJsonDocument(QJsonArray { uri }).toJson(QJsonDocument::Compact))));
        }
        client.redirectUris.append(uri.toString());
    }

    // RFC 7591: client_secret_basic unless the client says otherwise.
    const QString method = metadata.value(u"token_endpoint_auth_method").toString(u"client_secret_basic"_s);
    if (method == u"none")
        client.method = AuthMethod::None;
    else if (method == u"client_secret_basic")
        client.method = AuthMethod::Basic;
    else if (method == u"client_secret_post")
        client.method = AuthMethod::Post;
    else
        return invalid(u"invalid_client_metadata"_s,
                       u"token_endpoint_auth_method must be none, client_secret_basic or client_secret_post."_s);

    for (const QJsonValue &grant : grantTypes) {
        if (grant != QJsonValue(u"authorization_code"_s) && grant != QJsonValue(u"refresh_token"_s)
            && grant != QJsonValue(u"client_credentials"_s))
            return invalid(u"invalid_client_metadata"_s,
                           u"grant_types may hold authorization_code, refresh_token and client_credentials only."_s);
        if (grant == QJsonValue(u"client_credentials"_s) && client.method == AuthMethod::None)
            return invalid(u"invalid_client_metadata"_s,
                           u"client_credentials is for confidential clients: register with token_endpoint_auth_method "
                           u"client_secret_basic or client_secret_post."_s);
        client.grantTypes.append(grant.toString());
    }
    const QJsonArray responseTypes = metadata.contains(u"response_types") ? metadata.value(u"response_types").toArray()
                                                                          : QJsonArray { u"code"_s };
    if (responseTypes != QJsonArray { u"code"_s })
        return invalid(u"invalid_client_metadata"_s, u"response_types must be [\"code\"]."_s);
    QString unknownScope;
    if (metadata.value(u"scope").isString() && grantedScope(metadata.value(u"scope").toString(), &unknownScope).isEmpty())
        return invalid(u"invalid_client_metadata"_s, u"Unknown scope '%1': this server knows only 'mcp'."_s.arg(unknownScope));

    const QString clientId = randomToken().left(22);
    if (client.method != AuthMethod::None)
        client.secret = randomToken();
    m_clients.insert(clientId, client);

    QJsonObject answer = metadata;
    answer.insert(u"client_id"_s, clientId);
    answer.insert(u"client_id_issued_at"_s, now() / 1000);
    answer.insert(u"token_endpoint_auth_method"_s, method);
    answer.insert(u"grant_types"_s, grantTypes);
    answer.insert(u"response_types"_s, responseTypes);
    if (!client.secret.isEmpty()) {
        answer.insert(u"client_secret"_s, client.secret);
        answer.insert(u"client_secret_expires_at"_s, 0);
    }
    DemoServer::logLine(u"oauth: registered client %1 (%2, %3)"_s.arg(
        clientId, HttpUtil::printable(metadata.value(u"client_name").toString(u"unnamed"_s), 100), method));
    HttpUtil::replyJson(responder, Status::Created, answer, noStore());
}

void OAuthServer::authorize(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &origin)
{
    QString duplicate;
    const auto form = HttpUtil::parseForm(request.url().query(QUrl::FullyEncoded).toUtf8(), &duplicate);
    const auto value = [&form](const QString &name) { return HttpUtil::formValue(form, name); };
    if (!duplicate.isNull())
        return replyPage(responder, u"The parameter '%1' appears more than once."_s.arg(duplicate));

    const QString clientId = value(u"client_id"_s);
    if (clientId.isEmpty())
        return replyPage(responder, u"client_id is missing."_s);
    const auto client = m_clients.constFind(clientId);
    if (client == m_clients.constEnd()) {
        return replyPage(responder, u"The client_id '%1' is not registered here (register at /register first; "
                                    u"registrations do not outlive the server)."_s.arg(clientId.left(100)));
    }
    if (!client->grantTypes.contains(u"authorization_code"_s))
        return replyPage(responder, u"The client '%1' did not register for authorization_code (grant_types), so it "
                                    u"cannot use /authorize."_s.arg(clientId.left(100)));
    QString redirectUri = value(u"redirect_uri"_s);
    const bool redirectUriGiven = !redirectUri.isNull();
    if (!redirectUriGiven) {
        if (client->redirectUris.size() != 1)
            return replyPage(responder, u"redirect_uri is missing (the client registered several)."_s);
        redirectUri = client->redirectUris.constFirst();
    } else if (!redirectUriAllowed(*client, redirectUri)) {
        return replyPage(responder, u"The redirect_uri '%1' is not one the client registered."_s.arg(redirectUri.left(300)));
    }

    const QString state = value(u"state"_s);
    const auto fail = [&](const QString &error, const QString &description) {
        DemoServer::logLine(u"oauth: /authorize refused: "_s + HttpUtil::printable(description, 400));
        redirect(responder, redirectUri, { { u"error"_s, error }, { u"error_description"_s, description }, { u"state"_s, state } });
    };
    if (value(u"response_type"_s) != u"code")
        return fail(u"unsupported_response_type"_s, u"response_type must be 'code'."_s);
    const QString challenge = value(u"code_challenge"_s);
    if (challenge.isEmpty())
        return fail(u"invalid_request"_s, u"PKCE is required: send code_challenge and code_challenge_method=S256."_s);
    if (value(u"code_challenge_method"_s) != u"S256")
        return fail(u"invalid_request"_s, u"code_challenge_method must be S256 (plain is not accepted)."_s);
    if (!isValidChallenge(challenge))
        return fail(u"invalid_request"_s, u"code_challenge must be 43 characters of base64url (an S256 hash)."_s);
    const QString resource = value(u"resource"_s);
    if (!resource.isNull() && resource != origin + u"/mcp")
        return fail(u"invalid_target"_s, u"resource must be %1/mcp, the MCP endpoint of this server."_s.arg(origin));
    QString unknownScope;
    const QString scope = grantedScope(value(u"scope"_s), &unknownScope);
    if (scope.isEmpty())
        return fail(u"invalid_scope"_s, u"Unknown scope '%1': this server knows only 'mcp'."_s.arg(unknownScope.left(100)));

    purgeExpired();
    const QString code = randomToken();
    m_codes.insert(code, Code { Grant { clientId, resource, scope }, redirectUriGiven ? redirectUri : QString(),
                                challenge, now() + CodeLifetimeMs });
    DemoServer::logLine(u"oauth: authorized client %1 (approved without asking: this is a test server)"_s.arg(clientId));
    redirect(responder, redirectUri, { { u"code"_s, code }, { u"state"_s, state } });
}

void OAuthServer::token(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &origin)
{
    const auto fail = [&](const QString &error, const QString &description) {
        DemoServer::logLine(u"oauth: /token refused (%1): %2"_s.arg(error, HttpUtil::printable(description, 400)));
        replyError(responder, Status::BadRequest, error, description);
    };
    const QList<QByteArray> contentType = HttpUtil::mediaTypes(request.headers().value(QHttpHeaders::WellKnownHeader::ContentType));
    if (!contentType.contains("application/x-www-form-urlencoded"))
        return fail(u"invalid_request"_s, u"Send the token request as application/x-www-form-urlencoded."_s);
    QString duplicate;
    const auto form = HttpUtil::parseForm(request.body(), &duplicate);
    const auto value = [&form](const QString &name) { return HttpUtil::formValue(form, name); };
    if (!duplicate.isNull())
        return fail(u"invalid_request"_s, u"The parameter '%1' appears more than once."_s.arg(duplicate.left(100)));

    QString clientId;
    if (!authenticateClient(request, value(u"client_id"_s), value(u"client_secret"_s), responder, &clientId))
        return;

    const QString grantType = value(u"grant_type"_s);
    const QString resource = value(u"resource"_s);
    if (!resource.isNull() && resource != origin + u"/mcp")
        return fail(u"invalid_target"_s, u"resource must be %1/mcp, the MCP endpoint of this server."_s.arg(origin));

    if (grantType == u"authorization_code") {
        const QString codeValue = value(u"code"_s);
        if (codeValue.isEmpty())
            return fail(u"invalid_request"_s, u"code is missing."_s);
        const auto it = m_codes.find(codeValue);
        if (it == m_codes.end() || now() >= it->expires)
            return fail(u"invalid_grant"_s, u"The authorization code is unknown, expired or already used."_s);
        if (it->grant.clientId != clientId)
            return fail(u"invalid_grant"_s, u"The authorization code was issued to another client."_s);
        // A code works once, whatever happens next.
        const Code code = it.value();
        m_codes.erase(it);
        if (!code.redirectUri.isEmpty() && value(u"redirect_uri"_s) != code.redirectUri)
            return fail(u"invalid_grant"_s, u"redirect_uri differs from the one sent to /authorize."_s);
        const QString verifier = value(u"code_verifier"_s);
        if (verifier.isEmpty())
            return fail(u"invalid_request"_s, u"code_verifier is missing (PKCE is required)."_s);
        if (!isValidVerifier(verifier) || s256(verifier) != code.challenge)
            return fail(u"invalid_grant"_s, u"code_verifier does not match the code_challenge (PKCE S256)."_s);
        if (!resource.isNull() && !code.grant.resource.isEmpty() && resource != code.grant.resource)
            return fail(u"invalid_target"_s, u"resource differs from the one sent to /authorize."_s);
        Grant grant = code.grant;
        if (grant.resource.isEmpty())
            grant.resource = resource;
        DemoServer::logLine(u"oauth: tokens issued to client %1"_s.arg(clientId));
        issueTokens(responder, grant);
        return;
    }
    if (grantType == u"refresh_token") {
        const QString refresh = value(u"refresh_token"_s);
        if (refresh.isEmpty())
            return fail(u"invalid_request"_s, u"refresh_token is missing."_s);
        const auto it = m_refreshTokens.find(refresh);
        if (it == m_refreshTokens.end())
            return fail(u"invalid_grant"_s, u"The refresh token is unknown or already used (each refresh token "
                                            u"works once: a refresh returns a new one)."_s);
        if (it->clientId != clientId)
            return fail(u"invalid_grant"_s, u"The refresh token was issued to another client."_s);
        Grant grant = it.value();
        m_refreshTokens.erase(it);
        if (!resource.isNull() && !grant.resource.isEmpty() && resource != grant.resource)
            return fail(u"invalid_target"_s, u"resource differs from the one the refresh token was issued for."_s);
        QString unknownScope;
        if (!value(u"scope"_s).isNull() && grantedScope(value(u"scope"_s), &unknownScope).isEmpty())
            return fail(u"invalid_scope"_s, u"Unknown scope '%1': this server knows only 'mcp'."_s.arg(unknownScope.left(100)));
        DemoServer::logLine(u"oauth: tokens refreshed for client %1"_s.arg(clientId));
        issueTokens(responder, grant);
        return;
    }
    if (grantType == u"client_credentials") {
        // Only a confidential client registered for it: authenticateClient() checked its secret.
        const Client client = m_clients.value(clientId);
        if (!client.grantTypes.contains(u"client_credentials"_s))
            return fail(u"unauthorized_client"_s, u"The client did not register for client_credentials (grant_types)."_s);
        QString unknownScope;
        const QString scope = grantedScope(value(u"scope"_s), &unknownScope);
        if (scope.isEmpty())
            return fail(u"invalid_scope"_s, u"Unknown scope '%1': this server knows only 'mcp'."_s.arg(unknownScope.left(100)));
        DemoServer::logLine(u"oauth: token issued to machine client %1 (client credentials)"_s.arg(clientId));
        // RFC 6749 4.4.3: no refresh token; the client asks again with its credentials.
        issueTokens(responder, Grant { clientId, resource, scope }, false);
        return;
    }
    if (grantType.isNull())
        return fail(u"invalid_request"_s, u"grant_type is missing."_s);
    fail(u"unsupported_grant_type"_s,
         u"grant_type '%1' is not supported (authorization_code, refresh_token and client_credentials are)."_s.arg(
             grantType.left(100)));
}

void OAuthServer::issueTokens(QHttpServerResponder &responder, const Grant &grant, bool withRefreshToken)
{
    purgeExpired();
    const QString access = randomToken();
    m_accessTokens.insert(access, AccessToken { grant, now() + m_tokenLifetime * 1000 });
    QJsonObject answer {
        { u"access_token"_s, access },
        { u"token_type"_s, u"Bearer"_s },
        { u"expires_in"_s, m_tokenLifetime },
        { u"scope"_s, grant.scope },
    };
    if (withRefreshToken) {
        const QString refresh = randomToken();
        m_refreshTokens.insert(refresh, grant);
        answer.insert(u"refresh_token"_s, refresh);
    }
    HttpUtil::replyJson(responder, Status::Ok, answer, noStore());
}

bool OAuthServer::authenticateClient(const QHttpServerRequest &request, const QString &formClientId,
                                     const QString &formSecret, QHttpServerResponder &responder, QString *clientId)
{
    const QByteArrayView authorization = request.headers().value(QHttpHeaders::WellKnownHeader::Authorization);
    const bool basic = authorization.size() > 6 && QByteArrayView(authorization).first(6).compare("Basic ", Qt::CaseInsensitive) == 0;
    const auto refuse = [&](const QString &description) {
        DemoServer::logLine(u"oauth: /token refused (invalid_client): "_s + description);
        QHttpHeaders headers = noStore();
        if (basic)
            headers.append(QHttpHeaders::WellKnownHeader::WWWAuthenticate, "Basic realm=\"mcpscope-demo-server\"");
        replyError(responder, Status::Unauthorized, u"invalid_client"_s, description, headers);
        return false;
    };

    AuthMethod used = AuthMethod::None;
    QString id = formClientId;
    QString secret;
    if (basic) {
        // RFC 6749 §2.3.1: both parts are form-urlencoded before they are joined and encoded.
        const auto decoded = QByteArray::fromBase64Encoding(authorization.sliced(6).trimmed().toByteArray(),
                                                            QByteArray::AbortOnBase64DecodingErrors);
        const qsizetype colon = decoded ? decoded.decoded.indexOf(':') : -1;
        if (colon < 0)
            return refuse(u"The Basic credentials are not base64 of client_id:client_secret."_s);
        const auto part = [](QByteArray text) {
            text.replace('+', ' ');
            return QString::fromUtf8(QByteArray::fromPercentEncoding(text));
        };
        const QString basicId = part(decoded.decoded.left(colon));
        if (!formClientId.isNull() && formClientId != basicId)
            return refuse(u"client_id in the body differs from the one in the Authorization header."_s);
        id = basicId;
        secret = part(decoded.decoded.mid(colon + 1));
        used = AuthMethod::Basic;
    } else if (!formSecret.isNull()) {
        secret = formSecret;
        used = AuthMethod::Post;
    }
    if (id.isEmpty())
        return refuse(u"client_id is missing."_s);
    const auto client = m_clients.constFind(id);
    if (client == m_clients.constEnd())
        return refuse(u"The client_id is not registered here (registrations do not outlive the server)."_s);
    if (used != client->method) {
        return refuse(u"The client registered token_endpoint_auth_method %1 but authenticated with %2."_s.arg(
            methodName(int(client->method)), methodName(int(used))));
    }
    if (client->method != AuthMethod::None && secret != client->secret)
        return refuse(u"The client secret is wrong."_s);
    *clientId = id;
    return true;
}

bool OAuthServer::redirectUriAllowed(const Client &client, const QString &uri) const
{
    if (!isLoopbackRedirect(uri))
        return false;
    // RFC 8252 §7.3: for loopback redirects the port may differ from the registered one.
    const QUrl asked(uri);
    for (const QString &registered : client.redirectUris) {
        QUrl candidate(registered);
        candidate.setPort(asked.port());
        if (candidate == asked)
            return true;
    }
    return false;
}

void OAuthServer::purgeExpired()
{
    const qint64 time = now();
    for (auto it = m_codes.begin(); it != m_codes.end();)
        it = time >= it->expires ? m_codes.erase(it) : std::next(it);
    for (auto it = m_accessTokens.begin(); it != m_accessTokens.end();)
        it = time >= it->expires + ExpiredTokenMemoryMs ? m_accessTokens.erase(it) : std::next(it);
}
