// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

class QHttpServerRequest;
class QHttpServerResponder;

/// A test OAuth 2.1 authorization server for the demo server's HTTP mode (--oauth), so that
/// OAuth clients can be tried with no account anywhere: protected resource metadata (RFC 9728),
/// authorization server metadata (RFC 8414), dynamic client registration (RFC 7591), the
/// authorization code grant with PKCE S256 only, resource indicators (RFC 8707) and rotating
/// refresh tokens, and the client credentials grant for confidential clients that registered
/// for it (machine clients). /authorize approves at once: there is no login page.
///
/// Every handler takes @p origin, the server's scheme, host and port as the client reached it
/// (e.g. "http://127.0.0.1:8123"); the MCP endpoint is origin + "/mcp".
class OAuthServer
{
public:
    /// Access tokens live @p tokenLifetimeSeconds (0: they are expired as soon as they are issued).
    explicit OAuthServer(qint64 tokenLifetimeSeconds);

    /// True when @p request carries a valid bearer token for origin/mcp; otherwise answers 401
    /// with WWW-Authenticate and returns false.
    bool checkBearer(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &origin);

    /// GET /.well-known/oauth-protected-resource[/mcp]
    void protectedResourceMetadata(QHttpServerResponder &responder, const QString &origin) const;
    /// GET /.well-known/oauth-authorization-server
    void authorizationServerMetadata(QHttpServerResponder &responder, const QString &origin) const;
    /// POST /register
    void registerClient(const QHttpServerRequest &request, QHttpServerResponder &responder);
    /// GET /authorize
    void authorize(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &origin);
    /// POST /token
    void token(const QHttpServerRequest &request, QHttpServerResponder &responder, const QString &origin);

private:
    enum class AuthMethod { None, Basic, Post };
    struct Client
    {
        QString secret;
        AuthMethod method = AuthMethod::None;
        QStringList redirectUris;
        QStringList grantTypes;
    };
    struct Grant
    {
        QString clientId;
        QString resource; // empty when the client named none
        QString scope;
    };
    struct Code
    {
        Grant grant;
        QString redirectUri;
        QString challenge;
        qint64 expires = 0; // ms since the epoch
    };
    struct AccessToken
    {
        Grant grant;
        qint64 expires = 0;
    };

    /// Answers /token with a new access token for @p grant, and a refresh token unless told not to.
    void issueTokens(QHttpServerResponder &responder, const Grant &grant, bool withRefreshToken = true);
    bool authenticateClient(const QHttpServerRequest &request, const QString &formClientId, const QString &formSecret,
                            QHttpServerResponder &responder, QString *clientId);
    bool redirectUriAllowed(const Client &client, const QString &uri) const;
    void purgeExpired();

    qint64 m_tokenLifetime;
    QHash<QString, Client> m_clients;
    QHash<QString, Code> m_codes;
    QHash<QString, AccessToken> m_accessTokens;
    QHash<QString, Grant> m_refreshTokens;
};
