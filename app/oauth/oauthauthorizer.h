// SPDX-License-Identifier: MIT
// app/oauth/oauthauthorizer.h: OAuth 2.1 for remote MCP servers (2025-11-25 authorization spec).
#pragma once

#include "transport/httptransport.h"
#include "wire/httpexchange.h"

#include <QDateTime>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <memory>

class QNetworkReply;
class QTimer;
class QOAuth2AuthorizationCodeFlow;
class QOAuthHttpServerReplyHandler;

namespace mcpscope {

class SecretStore;
class ObservingNetworkAccess;
class CallbackGate;

/// How the client identifies itself to the authorization server. All optional: without them
/// mcpscope registers itself (Dynamic Client Registration) where the server allows it.
struct OAuthSettings
{
    QString clientId;       ///< a pre-registered client
    QString clientSecret;   ///< its secret (a confidential client)
    QUrl clientMetadataUrl; ///< a Client ID Metadata Document: used as the client id where
                            ///< the server supports it
    /// The loopback address the browser is sent back to. Port 0: any free port.
    QUrl callbackUrl = QUrl(QStringLiteral("http://127.0.0.1:6276/oauth/callback"));
    /// When the callback's port is taken, listen on another free loopback port instead of
    /// failing (the CLI's default 6276; never for an address the user chose).
    bool anyPortIfTaken = false;
    /// How long to wait for the user to finish in the browser.
    int userTimeoutMs = 5 * 60 * 1000;
    /// The client credentials grant (machine clients, no person; SEP-1046) instead of the
    /// authorization code: needs clientId and clientSecret or privateKeyPem.
    bool clientCredentials = false;
    /// private_key_jwt client authentication (RFC 7523): the client's key in PEM.
    QByteArray privateKeyPem;
    /// The authorization server (issuer) the pre-registered client belongs to: its secret or key
    /// goes nowhere else. Empty: the first one it is used with, kept with the sign-in.
    QUrl clientIssuer;
};

/// The parameters of a "Bearer" challenge in WWW-Authenticate (RFC 6750, RFC 9728): names in
/// lower case, quoted values unquoted. Empty when there is no Bearer challenge.
QMap<QString, QString> parseBearerChallenge(const QByteArray &wwwAuthenticate);

/// Whether the protected resource metadata's "resource" may stand for @p serverUrl: the same
/// origin, and a path that is a prefix of the server's (RFC 9728 section 3.3, RFC 8707).
bool resourceCovers(const QUrl &resource, const QUrl &serverUrl);

/// The addresses to try for authorization server metadata of @p issuer, in the order of the
/// 2025-11-25 spec (RFC 8414, then OpenID Connect discovery, with and without path insertion).
QList<QUrl> authorizationServerMetadataUrls(const QUrl &issuer);

/// The addresses to try for protected resource metadata of @p serverUrl when the challenge
/// names none: with the server's path inserted, then at the root (RFC 9728).
QList<QUrl> protectedResourceMetadataUrls(const QUrl &serverUrl);

/// Authorizes an HttpTransport with OAuth 2.1: on a 401 (or a 403 asking for more scope) it
/// discovers the protected resource's metadata and its authorization server, registers the
/// client (pre-registered, Client ID Metadata Document, or Dynamic Client Registration), runs
/// the authorization code grant with PKCE S256 and the "resource" parameter through a loopback
/// redirect (QtNetworkAuth), and keeps the tokens in the SecretStore. Refresh tokens are used
/// before the user is asked again.
///
/// Every request it makes is reported (exchange(), an HttpExchange with authorization set,
/// secrets redacted), and every step in plain words (step()), so the window and the CLI can
/// show the flow as it goes. The browser is never opened here: the presenter decides, after
/// showing the user the authorization server's address.
class OAuthAuthorizer
    : public QObject
    , public HttpAuthorizer
{
    Q_OBJECT
public:
    /// Called with the address to open and the authorization server (issuer) it belongs to.
    /// Call @p proceed with true once the user was sent there (or fetchAuthorization() was
    /// called), with false to cancel.
    using Presenter = std::function<void(const QUrl &authorizationUrl, const QUrl &issuer,
                                         std::function<void(bool proceed)> proceed)>;

    OAuthAuthorizer(const QUrl &serverUrl, const OAuthSettings &settings, QObject *parent = nullptr);
    ~OAuthAuthorizer() override;

    /// Where the tokens and the registered client are kept (nullptr: in memory only).
    void setSecretStore(SecretStore *store);
    void setPresenter(Presenter presenter) { m_presenter = std::move(presenter); }
    /// Reports steps and requests to @p transport's timeline, and answers its challenges.
    void attach(HttpTransport *transport);

    /// "oauth/<server URL>": the SecretStore key of this server's tokens.
    static QString storeKey(const QUrl &serverUrl);
    /// Forgets the stored tokens and client of this server.
    void forget();
    bool hasToken() const { return !m_accessToken.isEmpty(); }
    /// True while a challenge is being answered (discovery, the browser, the token).
    bool busy() const { return m_busy; }
    QString issuer() const { return m_issuer.toString(); }
    /// The state in a few words: "not needed", "signed in at …", "failed: …".
    QString stateText() const;

    QByteArray authorization() const override;
    void challenge(int status, const QByteArray &wwwAuthenticate, const QUrl &resource,
                   std::function<void(bool retry, const QString &error)> done) override;

    /// Ends the sign-in in progress (if any) with @p reason, and every request of it in flight.
    void cancel(const QString &reason);

    /// For authorization servers that approve without a person (test servers such as the
    /// conformance suite's and mcpscope-demo-server --oauth): requests @p url itself and
    /// follows its redirects to the loopback callback, as a browser would.
    void fetchAuthorization(const QUrl &url);

Q_SIGNALS:
    /// One request of the flow, as a timeline row (secrets redacted).
    void exchange(const mcpscope::HttpExchange &exchange);
    /// One step of the flow in plain words ("learned …", "failed because …").
    void step(const QString &text);
    void stateChanged();

private:
    using Done = std::function<void(bool retry, const QString &error)>;
    using JsonDone = std::function<void(int status, const QJsonObject &json, const QString &error)>;

    void getJson(const QUrl &url, const QString &purpose, JsonDone done);
    void tryJsonUrls(QList<QUrl> urls, const QString &purpose,
                     std::function<void(const QUrl &, const QJsonObject &)> found, std::function<void()> none);
    void discoverResource(const QMap<QString, QString> &challenge);
    void discoverAuthorizationServer();
    /// Why @p url, named by the server or its authorization server, may not be opened or
    /// fetched (scheme, a private address the server is not on), or empty.
    QString addressProblem(const QUrl &url, const QString &what) const;
    /// Whether the metadata's issuer @p named is the issuer @p expected it was fetched for.
    static bool sameIssuer(const QString &named, const QString &expected);
    bool ensureListener();
    /// Whether a return to the callback address belongs to this sign-in (its state) and comes
    /// from the authorization server it was started at (RFC 9207 "iss"). Others are ignored
    /// and counted, or end the sign-in when they name another issuer.
    bool acceptCallback(const QVariantMap &values);
    void registerClient();
    void authorize();
    void requestClientCredentialsToken();
    void refresh();
    void refreshFailed(const QString &why);
    void finish(bool retry, const QString &error);
    void loadStored();
    void saveStored();
    /// Takes the client and tokens kept for @p issuer (none: empty).
    void useRecord(const QUrl &issuer);
    /// Discovery named @p issuer: another than before keeps its client and tokens to itself.
    void learnIssuer(const QUrl &issuer);
    QJsonObject currentRecord() const;
    /// Takes newer tokens (and other issuers' records) that another process stored since they
    /// were read here; true when the tokens in use changed.
    bool adoptNewerStored();
    /// Why the pre-registered client's secret may not go to the authorization server now in
    /// use (another than it was registered or first used with), or empty.
    QString clientSecretProblem() const;
    /// The issuer the metadata confirmed (or, without metadata, the one discovery named).
    QString verifiedIssuer() const;
    /// The stored records of @p stored, by issuer (an older flat record under its issuer).
    static QJsonObject storedRecords(const QJsonObject &stored);
    void setupFlow();
    QString chooseTokenAuthMethod() const;
    void fetchHop(const QUrl &url, int redirectsLeft);
    void observe(QNetworkReply *reply, qint64 requestBytes, qint64 elapsedMs);
    void report(QNetworkReply *reply, const QString &purpose, qint64 requestBytes, qint64 elapsedMs);

    QUrl m_serverUrl;
    OAuthSettings m_settings;
    Presenter m_presenter;
    QPointer<SecretStore> m_store;
    ObservingNetworkAccess *m_network = nullptr;
    QOAuth2AuthorizationCodeFlow *m_flow = nullptr;
    CallbackGate *m_replyHandler = nullptr; ///< the loopback listener, seen through its gate
    QTimer *m_userTimer = nullptr;

    // What discovery learned.
    QUrl m_resourceMetadataUrl;
    QUrl m_resource; ///< the "resource" parameter (RFC 8707)
    QUrl m_issuer;
    QJsonObject m_serverMetadata; ///< the authorization server's metadata (empty: defaults)
    QString m_scope;
    QStringList m_scopesSupported;

    // The client and its tokens.
    QString m_clientId;
    QString m_clientSecret;
    QString m_tokenAuthMethod; ///< none, client_secret_basic, client_secret_post
    QUrl m_authorizationEndpoint;
    QUrl m_tokenEndpoint;
    QString m_accessToken;
    QString m_refreshToken;
    QDateTime m_expiresAt;
    qint64 m_obtainedAt = 0; ///< when the tokens in use were granted (ms since the epoch)

    QString m_registeredRedirect; ///< the redirect URI m_clientId was registered with
    QJsonObject m_records;        ///< stored clients and tokens, by issuer
    QJsonObject m_clientIssuers;  ///< pre-registered client id -> the issuer it was first used with
    QUrl m_recordIssuer;          ///< the issuer the client and tokens in use belong to

    Done m_done; ///< the challenge being answered
    bool m_busy = false;
    bool m_refreshing = false;
    QString m_lastError;
    QString m_tokenAnswerProblem; ///< the token endpoint's last answer, when it was no token
    int m_ignoredCallbacks = 0;   ///< returns to the callback with another sign-in's state
};

} // namespace mcpscope
