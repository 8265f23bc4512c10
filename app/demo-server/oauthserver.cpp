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
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9._~-]{43,128}$"));
    return pattern.match(verifier).hasMatch();
}

bool isValidChallenge(const QString &challenge)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_-]{43}$"));
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
    return QStringLiteral("mcp");
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
    HttpUtil::replyJson(
        responder, status,
        QJsonObject{{QStringLiteral("error"), error}, {QStringLiteral("error_description"), description}},
        std::move(headers));
}

/// The page shown when the browser cannot be sent back to the client.
void replyPage(QHttpServerResponder &responder, const QString &description)
{
    DemoServer::logLine(QStringLiteral("oauth: /authorize refused: ") + HttpUtil::printable(description, 400));
    const QString html
        = QStringLiteral(
              "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Authorization failed</title></head>"
              "<body><h1>Authorization failed</h1><p>%1</p><p>(mcpscope demo server, test OAuth "
              "authorization server)</p></body></html>\n")
              .arg(description.toHtmlEscaped());
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
    HttpUtil::reply(responder, Status::Found, "Redirecting to " + location + '\n', "text/plain; charset=utf-8",
                    headers);
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
    static const QStringList names{QStringLiteral("none"), QStringLiteral("client_secret_basic"),
                                   QStringLiteral("client_secret_post")};
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
        challenge
            += "resource_metadata=\"" + origin.toUtf8() + "/.well-known/oauth-protected-resource/mcp\", scope=\"mcp\"";
        QHttpHeaders headers;
        headers.append(QHttpHeaders::WellKnownHeader::WWWAuthenticate, challenge);
        QJsonObject body{{QStringLiteral("error_description"), description}};
        if (!error.isEmpty())
            body.insert(QStringLiteral("error"), error);
        HttpUtil::replyJson(responder, Status::Unauthorized, body, headers);
        return false;
    };

    const QByteArrayView authorization = request.headers().value(QHttpHeaders::WellKnownHeader::Authorization);
    if (authorization.size() < 7 || authorization.first(7).compare("Bearer ", Qt::CaseInsensitive) != 0) {
        return refuse(QString(),
                      QStringLiteral("This server needs an OAuth access token (Authorization: Bearer ...). Its "
                                     "protected resource metadata tells where to get one."));
    }
    const QString token = QString::fromLatin1(authorization.sliced(7).trimmed());
    const auto it = m_accessTokens.constFind(token);
    if (it == m_accessTokens.constEnd()) {
        return refuse(QStringLiteral("invalid_token"),
                      QStringLiteral("The access token is not one this server issued (or it was issued by an "
                                     "earlier run of the server)."));
    }
    if (now() >= it->expires)
        return refuse(QStringLiteral("invalid_token"), QStringLiteral("The access token expired."));
    if (!it->grant.resource.isEmpty() && it->grant.resource != origin + u"/mcp")
        return refuse(QStringLiteral("invalid_token"),
                      QStringLiteral("The access token was issued for another resource."));
    return true;
}

void OAuthServer::protectedResourceMetadata(QHttpServerResponder &responder, const QString &origin) const
{
    HttpUtil::replyJson(responder, Status::Ok,
                        QJsonObject{
                            {QStringLiteral("resource"), QString(origin + QStringLiteral("/mcp"))},
                            {QStringLiteral("authorization_servers"), QJsonArray{origin}},
                            {QStringLiteral("scopes_supported"), QJsonArray{QStringLiteral("mcp")}},
                            {QStringLiteral("bearer_methods_supported"), QJsonArray{QStringLiteral("header")}},
                            {QStringLiteral("resource_name"), QStringLiteral("mcpscope demo server")},
                        });
}

void OAuthServer::authorizationServerMetadata(QHttpServerResponder &responder, const QString &origin) const
{
    HttpUtil::replyJson(responder, Status::Ok,
                        QJsonObject{
                            {QStringLiteral("issuer"), origin},
                            {QStringLiteral("authorization_endpoint"), QString(origin + QStringLiteral("/authorize"))},
                            {QStringLiteral("token_endpoint"), QString(origin + QStringLiteral("/token"))},
                            {QStringLiteral("registration_endpoint"), QString(origin + QStringLiteral("/register"))},
                            {QStringLiteral("response_types_supported"), QJsonArray{QStringLiteral("code")}},
                            {QStringLiteral("response_modes_supported"), QJsonArray{QStringLiteral("query")}},
                            {QStringLiteral("grant_types_supported"),
                             QJsonArray{QStringLiteral("authorization_code"), QStringLiteral("refresh_token"),
                                        QStringLiteral("client_credentials")}},
                            {QStringLiteral("code_challenge_methods_supported"), QJsonArray{QStringLiteral("S256")}},
                            {QStringLiteral("token_endpoint_auth_methods_supported"),
                             QJsonArray{QStringLiteral("none"), QStringLiteral("client_secret_basic"),
                                        QStringLiteral("client_secret_post")}},
                            {QStringLiteral("scopes_supported"), QJsonArray{QStringLiteral("mcp")}},
                            {QStringLiteral("client_id_metadata_document_supported"), false},
                        });
}

void OAuthServer::registerClient(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    const auto invalid = [&](const QString &error, const QString &description) {
        DemoServer::logLine(QStringLiteral("oauth: registration refused: ") + HttpUtil::printable(description, 400));
        replyError(responder, Status::BadRequest, error, description);
    };
    const QList<QByteArray> contentType
        = HttpUtil::mediaTypes(request.headers().value(QHttpHeaders::WellKnownHeader::ContentType));
    if (!contentType.contains("application/json"))
        return invalid(QStringLiteral("invalid_client_metadata"),
                       QStringLiteral("Send the client metadata as application/json."));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        return invalid(QStringLiteral("invalid_client_metadata"),
                       QStringLiteral("The client metadata is not a JSON object (%1).")
                           .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                             : QStringLiteral("another JSON value")));
    }
    const QJsonObject metadata = document.object();

    const QJsonArray grantTypes = metadata.contains(u"grant_types") ? metadata.value(u"grant_types").toArray()
                                                                    : QJsonArray{QStringLiteral("authorization_code")};
    // A machine client (client credentials only) is sent nowhere: it needs no redirect URI.
    const bool redirects = grantTypes.contains(QJsonValue(QStringLiteral("authorization_code")));
    const QJsonValue uris = metadata.value(u"redirect_uris");
    if (redirects && (!uris.isArray() || uris.toArray().isEmpty()))
        return invalid(QStringLiteral("invalid_redirect_uri"),
                       QStringLiteral("redirect_uris must be a non-empty array of URLs."));
    Client client;
    for (const QJsonValue &uri : uris.toArray()) {
        if (!uri.isString() || !isLoopbackRedirect(uri.toString())) {
            return invalid(
                QStringLiteral("invalid_redirect_uri"),
                QStringLiteral(
                    "Redirect URI %1 is not allowed: this test server only redirects to loopback http URLs such "
                    "as http://127.0.0.1:PORT/callback (no fragment).")
                    .arg(QString::fromUtf8(QJsonDocument(QJsonArray{uri}).toJson(QJsonDocument::Compact))));
        }
        client.redirectUris.append(uri.toString());
    }

    // RFC 7591: client_secret_basic unless the client says otherwise.
    const QString method
        = metadata.value(u"token_endpoint_auth_method").toString(QStringLiteral("client_secret_basic"));
    if (method == u"none")
        client.method = AuthMethod::None;
    else if (method == u"client_secret_basic")
        client.method = AuthMethod::Basic;
    else if (method == u"client_secret_post")
        client.method = AuthMethod::Post;
    else
        return invalid(
            QStringLiteral("invalid_client_metadata"),
            QStringLiteral("token_endpoint_auth_method must be none, client_secret_basic or client_secret_post."));

    for (const QJsonValue &grant : grantTypes) {
        if (grant != QJsonValue(QStringLiteral("authorization_code"))
            && grant != QJsonValue(QStringLiteral("refresh_token"))
            && grant != QJsonValue(QStringLiteral("client_credentials")))
            return invalid(
                QStringLiteral("invalid_client_metadata"),
                QStringLiteral("grant_types may hold authorization_code, refresh_token and client_credentials only."));
        if (grant == QJsonValue(QStringLiteral("client_credentials")) && client.method == AuthMethod::None)
            return invalid(
                QStringLiteral("invalid_client_metadata"),
                QStringLiteral(
                    "client_credentials is for confidential clients: register with token_endpoint_auth_method "
                    "client_secret_basic or client_secret_post."));
        client.grantTypes.append(grant.toString());
    }
    const QJsonArray responseTypes = metadata.contains(u"response_types") ? metadata.value(u"response_types").toArray()
                                                                          : QJsonArray{QStringLiteral("code")};
    if (responseTypes != QJsonArray{QStringLiteral("code")})
        return invalid(QStringLiteral("invalid_client_metadata"), QStringLiteral("response_types must be [\"code\"]."));
    QString unknownScope;
    if (metadata.value(u"scope").isString()
        && grantedScope(metadata.value(u"scope").toString(), &unknownScope).isEmpty())
        return invalid(QStringLiteral("invalid_client_metadata"),
                       QStringLiteral("Unknown scope '%1': this server knows only 'mcp'.").arg(unknownScope));

    const QString clientId = randomToken().left(22);
    if (client.method != AuthMethod::None)
        client.secret = randomToken();
    m_clients.insert(clientId, client);

    QJsonObject answer = metadata;
    answer.insert(QStringLiteral("client_id"), clientId);
    answer.insert(QStringLiteral("client_id_issued_at"), now() / 1000);
    answer.insert(QStringLiteral("token_endpoint_auth_method"), method);
    answer.insert(QStringLiteral("grant_types"), grantTypes);
    answer.insert(QStringLiteral("response_types"), responseTypes);
    if (!client.secret.isEmpty()) {
        answer.insert(QStringLiteral("client_secret"), client.secret);
        answer.insert(QStringLiteral("client_secret_expires_at"), 0);
    }
    DemoServer::logLine(
        QStringLiteral("oauth: registered client %1 (%2, %3)")
            .arg(clientId, HttpUtil::printable(metadata.value(u"client_name").toString(QStringLiteral("unnamed")), 100),
                 method));
    HttpUtil::replyJson(responder, Status::Created, answer, noStore());
}

void OAuthServer::authorize(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &origin)
{
    QString duplicate;
    const auto form = HttpUtil::parseForm(request.url().query(QUrl::FullyEncoded).toUtf8(), &duplicate);
    const auto value = [&form](const QString &name) { return HttpUtil::formValue(form, name); };
    if (!duplicate.isNull())
        return replyPage(responder, QStringLiteral("The parameter '%1' appears more than once.").arg(duplicate));

    const QString clientId = value(QStringLiteral("client_id"));
    if (clientId.isEmpty())
        return replyPage(responder, QStringLiteral("client_id is missing."));
    const auto client = m_clients.constFind(clientId);
    if (client == m_clients.constEnd()) {
        return replyPage(responder,
                         QStringLiteral("The client_id '%1' is not registered here (register at /register first; "
                                        "registrations do not outlive the server).")
                             .arg(clientId.left(100)));
    }
    if (!client->grantTypes.contains(QStringLiteral("authorization_code")))
        return replyPage(responder,
                         QStringLiteral("The client '%1' did not register for authorization_code (grant_types), so it "
                                        "cannot use /authorize.")
                             .arg(clientId.left(100)));
    QString redirectUri = value(QStringLiteral("redirect_uri"));
    const bool redirectUriGiven = !redirectUri.isNull();
    if (!redirectUriGiven) {
        if (client->redirectUris.size() != 1)
            return replyPage(responder, QStringLiteral("redirect_uri is missing (the client registered several)."));
        redirectUri = client->redirectUris.constFirst();
    } else if (!redirectUriAllowed(*client, redirectUri)) {
        return replyPage(
            responder,
            QStringLiteral("The redirect_uri '%1' is not one the client registered.").arg(redirectUri.left(300)));
    }

    const QString state = value(QStringLiteral("state"));
    const auto fail = [&](const QString &error, const QString &description) {
        DemoServer::logLine(QStringLiteral("oauth: /authorize refused: ") + HttpUtil::printable(description, 400));
        redirect(responder, redirectUri,
                 {{QStringLiteral("error"), error},
                  {QStringLiteral("error_description"), description},
                  {QStringLiteral("state"), state}});
    };
    if (value(QStringLiteral("response_type")) != u"code")
        return fail(QStringLiteral("unsupported_response_type"), QStringLiteral("response_type must be 'code'."));
    const QString challenge = value(QStringLiteral("code_challenge"));
    if (challenge.isEmpty())
        return fail(QStringLiteral("invalid_request"),
                    QStringLiteral("PKCE is required: send code_challenge and code_challenge_method=S256."));
    if (value(QStringLiteral("code_challenge_method")) != u"S256")
        return fail(QStringLiteral("invalid_request"),
                    QStringLiteral("code_challenge_method must be S256 (plain is not accepted)."));
    if (!isValidChallenge(challenge))
        return fail(QStringLiteral("invalid_request"),
                    QStringLiteral("code_challenge must be 43 characters of base64url (an S256 hash)."));
    const QString resource = value(QStringLiteral("resource"));
    if (!resource.isNull() && resource != origin + u"/mcp")
        return fail(QStringLiteral("invalid_target"),
                    QStringLiteral("resource must be %1/mcp, the MCP endpoint of this server.").arg(origin));
    QString unknownScope;
    const QString scope = grantedScope(value(QStringLiteral("scope")), &unknownScope);
    if (scope.isEmpty())
        return fail(QStringLiteral("invalid_scope"),
                    QStringLiteral("Unknown scope '%1': this server knows only 'mcp'.").arg(unknownScope.left(100)));

    purgeExpired();
    const QString code = randomToken();
    m_codes.insert(code, Code{Grant{clientId, resource, scope}, redirectUriGiven ? redirectUri : QString(), challenge,
                              now() + CodeLifetimeMs});
    DemoServer::logLine(
        QStringLiteral("oauth: authorized client %1 (approved without asking: this is a test server)").arg(clientId));
    redirect(responder, redirectUri, {{QStringLiteral("code"), code}, {QStringLiteral("state"), state}});
}

void OAuthServer::token(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &origin)
{
    const auto fail = [&](const QString &error, const QString &description) {
        DemoServer::logLine(
            QStringLiteral("oauth: /token refused (%1): %2").arg(error, HttpUtil::printable(description, 400)));
        replyError(responder, Status::BadRequest, error, description);
    };
    const QList<QByteArray> contentType
        = HttpUtil::mediaTypes(request.headers().value(QHttpHeaders::WellKnownHeader::ContentType));
    if (!contentType.contains("application/x-www-form-urlencoded"))
        return fail(QStringLiteral("invalid_request"),
                    QStringLiteral("Send the token request as application/x-www-form-urlencoded."));
    QString duplicate;
    const auto form = HttpUtil::parseForm(request.body(), &duplicate);
    const auto value = [&form](const QString &name) { return HttpUtil::formValue(form, name); };
    if (!duplicate.isNull())
        return fail(QStringLiteral("invalid_request"),
                    QStringLiteral("The parameter '%1' appears more than once.").arg(duplicate.left(100)));

    QString clientId;
    if (!authenticateClient(request, value(QStringLiteral("client_id")), value(QStringLiteral("client_secret")),
                            responder, &clientId))
        return;

    const QString grantType = value(QStringLiteral("grant_type"));
    const QString resource = value(QStringLiteral("resource"));
    if (!resource.isNull() && resource != origin + u"/mcp")
        return fail(QStringLiteral("invalid_target"),
                    QStringLiteral("resource must be %1/mcp, the MCP endpoint of this server.").arg(origin));

    if (grantType == u"authorization_code") {
        const QString codeValue = value(QStringLiteral("code"));
        if (codeValue.isEmpty())
            return fail(QStringLiteral("invalid_request"), QStringLiteral("code is missing."));
        const auto it = m_codes.find(codeValue);
        if (it == m_codes.end() || now() >= it->expires)
            return fail(QStringLiteral("invalid_grant"),
                        QStringLiteral("The authorization code is unknown, expired or already used."));
        if (it->grant.clientId != clientId)
            return fail(QStringLiteral("invalid_grant"),
                        QStringLiteral("The authorization code was issued to another client."));
        // A code works once, whatever happens next.
        const Code code = it.value();
        m_codes.erase(it);
        if (!code.redirectUri.isEmpty() && value(QStringLiteral("redirect_uri")) != code.redirectUri)
            return fail(QStringLiteral("invalid_grant"),
                        QStringLiteral("redirect_uri differs from the one sent to /authorize."));
        const QString verifier = value(QStringLiteral("code_verifier"));
        if (verifier.isEmpty())
            return fail(QStringLiteral("invalid_request"),
                        QStringLiteral("code_verifier is missing (PKCE is required)."));
        if (!isValidVerifier(verifier) || s256(verifier) != code.challenge)
            return fail(QStringLiteral("invalid_grant"),
                        QStringLiteral("code_verifier does not match the code_challenge (PKCE S256)."));
        if (!resource.isNull() && !code.grant.resource.isEmpty() && resource != code.grant.resource)
            return fail(QStringLiteral("invalid_target"),
                        QStringLiteral("resource differs from the one sent to /authorize."));
        Grant grant = code.grant;
        if (grant.resource.isEmpty())
            grant.resource = resource;
        DemoServer::logLine(QStringLiteral("oauth: tokens issued to client %1").arg(clientId));
        issueTokens(responder, grant);
        return;
    }
    if (grantType == u"refresh_token") {
        const QString refresh = value(QStringLiteral("refresh_token"));
        if (refresh.isEmpty())
            return fail(QStringLiteral("invalid_request"), QStringLiteral("refresh_token is missing."));
        const auto it = m_refreshTokens.find(refresh);
        if (it == m_refreshTokens.end())
            return fail(QStringLiteral("invalid_grant"),
                        QStringLiteral("The refresh token is unknown or already used (each refresh token "
                                       "works once: a refresh returns a new one)."));
        if (it->clientId != clientId)
            return fail(QStringLiteral("invalid_grant"),
                        QStringLiteral("The refresh token was issued to another client."));
        Grant grant = it.value();
        m_refreshTokens.erase(it);
        if (!resource.isNull() && !grant.resource.isEmpty() && resource != grant.resource)
            return fail(QStringLiteral("invalid_target"),
                        QStringLiteral("resource differs from the one the refresh token was issued for."));
        QString unknownScope;
        if (!value(QStringLiteral("scope")).isNull()
            && grantedScope(value(QStringLiteral("scope")), &unknownScope).isEmpty())
            return fail(
                QStringLiteral("invalid_scope"),
                QStringLiteral("Unknown scope '%1': this server knows only 'mcp'.").arg(unknownScope.left(100)));
        DemoServer::logLine(QStringLiteral("oauth: tokens refreshed for client %1").arg(clientId));
        issueTokens(responder, grant);
        return;
    }
    if (grantType == u"client_credentials") {
        // Only a confidential client registered for it: authenticateClient() checked its secret.
        const Client client = m_clients.value(clientId);
        if (!client.grantTypes.contains(QStringLiteral("client_credentials")))
            return fail(QStringLiteral("unauthorized_client"),
                        QStringLiteral("The client did not register for client_credentials (grant_types)."));
        QString unknownScope;
        const QString scope = grantedScope(value(QStringLiteral("scope")), &unknownScope);
        if (scope.isEmpty())
            return fail(
                QStringLiteral("invalid_scope"),
                QStringLiteral("Unknown scope '%1': this server knows only 'mcp'.").arg(unknownScope.left(100)));
        DemoServer::logLine(
            QStringLiteral("oauth: token issued to machine client %1 (client credentials)").arg(clientId));
        // RFC 6749 4.4.3: no refresh token; the client asks again with its credentials.
        issueTokens(responder, Grant{clientId, resource, scope}, false);
        return;
    }
    if (grantType.isNull())
        return fail(QStringLiteral("invalid_request"), QStringLiteral("grant_type is missing."));
    fail(QStringLiteral("unsupported_grant_type"),
         QStringLiteral(
             "grant_type '%1' is not supported (authorization_code, refresh_token and client_credentials are).")
             .arg(grantType.left(100)));
}

void OAuthServer::issueTokens(QHttpServerResponder &responder, const Grant &grant, bool withRefreshToken)
{
    purgeExpired();
    const QString access = randomToken();
    m_accessTokens.insert(access, AccessToken{grant, now() + m_tokenLifetime * 1000});
    QJsonObject answer{
        {QStringLiteral("access_token"), access},
        {QStringLiteral("token_type"), QStringLiteral("Bearer")},
        {QStringLiteral("expires_in"), m_tokenLifetime},
        {QStringLiteral("scope"), grant.scope},
    };
    if (withRefreshToken) {
        const QString refresh = randomToken();
        m_refreshTokens.insert(refresh, grant);
        answer.insert(QStringLiteral("refresh_token"), refresh);
    }
    HttpUtil::replyJson(responder, Status::Ok, answer, noStore());
}

bool OAuthServer::authenticateClient(const QHttpServerRequest &request, const QString &formClientId,
                                     const QString &formSecret, QHttpServerResponder &responder, QString *clientId)
{
    const QByteArrayView authorization = request.headers().value(QHttpHeaders::WellKnownHeader::Authorization);
    const bool basic = authorization.size() > 6
                       && QByteArrayView(authorization).first(6).compare("Basic ", Qt::CaseInsensitive) == 0;
    const auto refuse = [&](const QString &description) {
        DemoServer::logLine(QStringLiteral("oauth: /token refused (invalid_client): ") + description);
        QHttpHeaders headers = noStore();
        if (basic)
            headers.append(QHttpHeaders::WellKnownHeader::WWWAuthenticate, "Basic realm=\"mcpscope-demo-server\"");
        replyError(responder, Status::Unauthorized, QStringLiteral("invalid_client"), description, headers);
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
            return refuse(QStringLiteral("The Basic credentials are not base64 of client_id:client_secret."));
        const auto part = [](QByteArray text) {
            text.replace('+', ' ');
            return QString::fromUtf8(QByteArray::fromPercentEncoding(text));
        };
        const QString basicId = part(decoded.decoded.left(colon));
        if (!formClientId.isNull() && formClientId != basicId)
            return refuse(QStringLiteral("client_id in the body differs from the one in the Authorization header."));
        id = basicId;
        secret = part(decoded.decoded.mid(colon + 1));
        used = AuthMethod::Basic;
    } else if (!formSecret.isNull()) {
        secret = formSecret;
        used = AuthMethod::Post;
    }
    if (id.isEmpty())
        return refuse(QStringLiteral("client_id is missing."));
    const auto client = m_clients.constFind(id);
    if (client == m_clients.constEnd())
        return refuse(
            QStringLiteral("The client_id is not registered here (registrations do not outlive the server)."));
    if (used != client->method) {
        return refuse(QStringLiteral("The client registered token_endpoint_auth_method %1 but authenticated with %2.")
                          .arg(methodName(int(client->method)), methodName(int(used))));
    }
    if (client->method != AuthMethod::None && secret != client->secret)
        return refuse(QStringLiteral("The client secret is wrong."));
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
