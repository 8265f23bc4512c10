// SPDX-License-Identifier: MIT
// app/oauth/oauthauthorizer.cpp
#include "oauthauthorizer.h"
#include "json/jsontree.h"

#include "jwtassertion.h"
#include "profiles/secretstore.h"
#include "text/mediatype.h"
#include "text/preview.h"
#include "transport/urlpolicy.h"

#include <QAbstractOAuthReplyHandler>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QOAuth2AuthorizationCodeFlow>
#include <QOAuthHttpServerReplyHandler>
#include <QRegularExpression>
#include <QTimer>

#include <QUrlQuery>
#include <memory>

namespace mcpscope {

namespace {

constexpr qsizetype MetadataLimit = 1024 * 1024;
const QByteArray Redacted = QByteArrayLiteral("[redacted]");

// Token-like values in a JSON body: never kept.
QByteArray redactBody(QByteArray body)
{
    static const QRegularExpression secrets(QStringLiteral(
        R"re("(access_token|refresh_token|id_token|client_secret|registration_access_token|code_verifier)"\s*:\s*"(?:[^"\\]|\\.)*")re"));
    // ... nor an authorization code in a redirect page's text ("Redirecting to …?code=…"), nor
    // the tokens of a form-encoded answer ("access_token=…&token_type=bearer", as GitHub's).
    static const QRegularExpression codes(QStringLiteral(
        R"re(((?:^|[?&\s])(?:code|access_token|refresh_token|id_token|client_secret|code_verifier|client_assertion|registration_access_token)=)[^&\s"'<]+)re"));
    QString s = QString::fromUtf8(body);
    s.replace(secrets, QStringLiteral("\"\\1\":\"[redacted]\""));
    s.replace(codes, QStringLiteral("\\1[redacted]"));
    return s.toUtf8();
}

// The code, the verifier and every other secret query parameter in an address: never kept.
QString redactUrl(const QUrl &url)
{
    return HttpExchange::redactUrl(url);
}

QString origin(const QUrl &url)
{
    return url.toString(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo
                        | QUrl::StripTrailingSlash);
}

QStringList scopeList(const QString &scope)
{
    return scope.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The two halves of an authorization server's refusal: its status (or the network error), and
// ": error description" where its JSON says why (RFC 6749 section 5.2, RFC 7591 section 3.2.2).
QString refusedStatus(int status, const QNetworkReply *reply)
{
    const QString stopped = reply->property("mcpscopeRefused").toString();
    if (!stopped.isEmpty())
        return stopped;
    return status ? OAuthAuthorizer::tr("HTTP %1").arg(status) : reply->errorString();
}

QString refusedBecause(const QJsonObject &answer)
{
    if (!answer.contains(QStringLiteral("error")))
        return {};
    return QStringLiteral(": ") + answer.value(QStringLiteral("error")).toString() + QLatin1Char(' ')
           + answer.value(QStringLiteral("error_description")).toString();
}

QStringList stringArray(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

} // namespace

// --- free functions ----------------------------------------------------------------------

QMap<QString, QString> parseBearerChallenge(const QByteArray &wwwAuthenticate)
{
    // challenge = auth-scheme [ 1*SP ( token68 / #auth-param ) ], several challenges comma separated.
    QMap<QString, QString> params;
    const QString header = QString::fromLatin1(wwwAuthenticate);
    qsizetype i = 0;
    const qsizetype n = header.size();
    bool inBearer = false;
    bool sawBearer = false;
    auto skipSpace = [&] {
        while (i < n
               && (header[i] == QLatin1Char(' ') || header[i] == QLatin1Char('\t') || header[i] == QLatin1Char(',')))
            ++i;
    };
    while (i < n) {
        skipSpace();
        qsizetype start = i;
        while (i < n && header[i] != QLatin1Char(' ') && header[i] != QLatin1Char('=') && header[i] != QLatin1Char(','))
            ++i;
        const QString token = header.mid(start, i - start);
        if (token.isEmpty())
            break;
        qsizetype look = i;
        while (look < n && header[look] == QLatin1Char(' '))
            ++look;
        if (look < n && header[look] == QLatin1Char('=')) {
            // An auth-param of the current challenge.
            i = look + 1;
            while (i < n && header[i] == QLatin1Char(' '))
                ++i;
            QString value;
            if (i < n && header[i] == QLatin1Char('"')) {
                ++i;
                while (i < n && header[i] != QLatin1Char('"')) {
                    if (header[i] == QLatin1Char('\\') && i + 1 < n)
                        ++i;
                    value += header[i++];
                }
                ++i; // closing quote
            } else {
                const qsizetype vs = i;
                while (i < n && header[i] != QLatin1Char(',') && header[i] != QLatin1Char(' '))
                    ++i;
                value = header.mid(vs, i - vs);
            }
            if (inBearer)
                params.insert(token.toLower(), value);
        } else {
            // A new challenge's scheme.
            inBearer = token.compare(QLatin1String("Bearer"), Qt::CaseInsensitive) == 0;
            sawBearer = sawBearer || inBearer;
        }
    }
    if (sawBearer && params.isEmpty())
        params.insert(QString(), QString()); // a bare "Bearer": known, without parameters
    return params;
}

bool resourceCovers(const QUrl &resource, const QUrl &serverUrl)
{
    if (!resource.isValid() || resource.scheme().compare(serverUrl.scheme(), Qt::CaseInsensitive) != 0
        || resource.host().compare(serverUrl.host(), Qt::CaseInsensitive) != 0
        || resource.port(resource.scheme() == QLatin1String("https") ? 443 : 80)
               != serverUrl.port(serverUrl.scheme() == QLatin1String("https") ? 443 : 80))
        return false;
    QString resourcePath = resource.path();
    QString serverPath = serverUrl.path();
    if (!resourcePath.endsWith(QLatin1Char('/')))
        resourcePath += QLatin1Char('/');
    if (!serverPath.endsWith(QLatin1Char('/')))
        serverPath += QLatin1Char('/');
    return serverPath.startsWith(resourcePath);
}

QList<QUrl> authorizationServerMetadataUrls(const QUrl &issuer)
{
    const QString base = origin(issuer);
    QString path = issuer.path();
    if (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (path.isEmpty())
        return {QUrl(base + QStringLiteral("/.well-known/oauth-authorization-server")),
                QUrl(base + QStringLiteral("/.well-known/openid-configuration"))};
    return {QUrl(base + QStringLiteral("/.well-known/oauth-authorization-server") + path),
            QUrl(base + QStringLiteral("/.well-known/openid-configuration") + path),
            QUrl(base + path + QStringLiteral("/.well-known/openid-configuration"))};
}

QList<QUrl> protectedResourceMetadataUrls(const QUrl &serverUrl)
{
    const QString base = origin(serverUrl);
    QString path = serverUrl.path();
    if (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    QList<QUrl> out;
    if (!path.isEmpty())
        out << QUrl(base + QStringLiteral("/.well-known/oauth-protected-resource") + path);
    out << QUrl(base + QStringLiteral("/.well-known/oauth-protected-resource"));
    return out;
}

// --- the network access of the flow ------------------------------------------------------------

/// Qt's network access for every request of the flow: each finished request is reported, and
/// the token endpoint gets HTTP Basic client authentication when the client uses
/// client_secret_basic (QOAuth2AuthorizationCodeFlow of Qt 6.8 sends secrets only in the body).
/// Every redirect is looked at before it is followed: a GET within its origin only, and a POST
/// (a token request with a code or a secret, a registration) never. No answer may be larger
/// than MetadataLimit: the reading stops there, nothing is buffered beyond it.
class ObservingNetworkAccess : public QNetworkAccessManager
{
public:
    using Observer = std::function<void(QNetworkReply *reply, qint64 requestBytes, qint64 elapsedMs)>;
    explicit ObservingNetworkAccess(QObject *parent)
        : QNetworkAccessManager(parent)
    {
        setRedirectPolicy(QNetworkRequest::UserVerifiedRedirectPolicy);
    }
    void setObserver(Observer observer) { m_observer = std::move(observer); }
    /// Why the request of @p reply was stopped by mcpscope (a redirect, a size), or empty.
    static QString refusal(const QNetworkReply *reply) { return reply->property("mcpscopeRefused").toString(); }
    void setBasicAuthentication(const QUrl &tokenEndpoint, const QString &clientId, const QString &secret)
    {
        m_basicUrl = tokenEndpoint;
        // RFC 6749 section 2.3.1: both form-urlencoded before Base64.
        m_basic = QByteArrayLiteral("Basic ")
                  + QByteArray(QUrl::toPercentEncoding(clientId) + ':' + QUrl::toPercentEncoding(secret)).toBase64();
    }
    void clearBasicAuthentication() { m_basicUrl.clear(); }
    /// Requests to @p url ask for JSON: a token endpoint such as GitHub's answers a form
    /// otherwise, whose tokens are harder to keep out of the record.
    void setTokenEndpoint(const QUrl &url) { m_tokenUrl = url; }

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &original, QIODevice *outgoingData) override
    {
        QNetworkRequest request = original;
        if (!m_basicUrl.isEmpty()
            && request.url().adjusted(QUrl::RemoveQuery) == m_basicUrl.adjusted(QUrl::RemoveQuery))
            request.setRawHeader("Authorization", m_basic);
        if (!m_tokenUrl.isEmpty()
            && request.url().adjusted(QUrl::RemoveQuery) == m_tokenUrl.adjusted(QUrl::RemoveQuery))
            request.setRawHeader("Accept", "application/json");
        request.setTransferTimeout(30000);
        if (request.attribute(QNetworkRequest::RedirectPolicyAttribute).toInt()
            != QNetworkRequest::ManualRedirectPolicy)
            request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::UserVerifiedRedirectPolicy);
        const qint64 bytes = outgoingData ? outgoingData->size() : 0;
        auto clock = std::make_shared<QElapsedTimer>();
        clock->start();
        QNetworkReply *reply = QNetworkAccessManager::createRequest(op, request, outgoingData);
        auto hop = std::make_shared<QUrl>(request.url());
        connect(reply, &QNetworkReply::redirected, reply, [reply, op, hop](const QUrl &target) {
            const QUrl next = hop->resolved(target);
            QString problem;
            if (op != GetOperation)
                problem
                    = OAuthAuthorizer::tr("%1 answered with a redirect to %2; mcpscope never follows a redirect with a "
                                          "code, a client secret or a registration.")
                          .arg(hop->toDisplayString(QUrl::RemoveQuery | QUrl::RemoveUserInfo),
                               urlpolicy::origin(next).isEmpty()
                                   ? next.toDisplayString(QUrl::RemoveQuery | QUrl::RemoveUserInfo).left(200)
                                   : urlpolicy::origin(next));
            else
                problem = urlpolicy::redirectProblem(*hop, next);
            if (!problem.isEmpty()) {
                reply->setProperty("mcpscopeRefused", problem);
                reply->abort();
                return;
            }
            *hop = next;
            reply->redirectAllowed();
        });
        // Bounded: a stated length above the limit ends the request before its body is read,
        // and Qt's reading stops at the limit (the buffer is full) for one that states none.
        reply->setReadBufferSize(MetadataLimit + 1);
        const auto tooLarge = [reply](qint64 received, qint64 total) {
            if (received <= MetadataLimit && total <= MetadataLimit)
                return;
            reply->setProperty("mcpscopeRefused",
                               OAuthAuthorizer::tr("%1 sent an answer larger than %2 KiB; mcpscope stopped "
                                                   "reading it.")
                                   .arg(urlpolicy::origin(reply->url()))
                                   .arg(MetadataLimit / 1024));
            reply->abort();
        };
        connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, tooLarge] {
            const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
            if (length.isValid())
                tooLarge(0, length.toLongLong());
        });
        connect(reply, &QNetworkReply::downloadProgress, reply, tooLarge);
        if (m_observer) {
            connect(reply, &QNetworkReply::finished, this, [this, reply, bytes, clock] {
                if (m_observer)
                    m_observer(reply, bytes, clock->elapsed());
            });
        }
        return reply;
    }

private:
    Observer m_observer;
    QUrl m_tokenUrl;
    QUrl m_basicUrl;
    QByteArray m_basic;
};

// --- the callback gate ---------------------------------------------------------------------------

/// What the flow sees of the loopback listener: the listener's address, its token answers, and
/// only those returns to the callback that the authorizer accepts. Anything on this computer
/// (a web page in the browser, too) can send a request to the listener; one that is not this
/// sign-in's must neither abort it nor stand in for it (QtNetworkAuth 6.8 ends the flow on any
/// "error" that arrives, whatever its state).
class CallbackGate : public QOAuthOobReplyHandler
{
public:
    CallbackGate(QOAuthHttpServerReplyHandler *listener, std::function<bool(const QVariantMap &)> accept,
                 QObject *parent)
        : QOAuthOobReplyHandler(parent)
        , m_listener(listener)
    {
        listener->setParent(this);
        connect(listener, &QAbstractOAuthReplyHandler::callbackReceived, this,
                [this, accept](const QVariantMap &values) {
                    if (accept(values))
                        Q_EMIT callbackReceived(values);
                });
    }
    QString callback() const override { return m_listener->callback(); }
    QOAuthHttpServerReplyHandler *listener() const { return m_listener; }

private:
    QOAuthHttpServerReplyHandler *m_listener;
};

// --- OAuthAuthorizer ---------------------------------------------------------------------------

OAuthAuthorizer::OAuthAuthorizer(const QUrl &serverUrl, const OAuthSettings &settings, QObject *parent)
    : QObject(parent)
    , m_serverUrl(serverUrl.adjusted(QUrl::RemoveFragment | QUrl::RemoveUserInfo))
    , m_settings(settings)
    , m_network(new ObservingNetworkAccess(this))
{
    m_network->setObserver(
        [this](QNetworkReply *reply, qint64 bytes, qint64 elapsed) { observe(reply, bytes, elapsed); });
}

void OAuthAuthorizer::observe(QNetworkReply *reply, qint64 bytes, qint64 elapsed)
{
    const QUrl url = reply->request().url().adjusted(QUrl::RemoveQuery);
    QString purpose = reply->property("mcpscopePurpose").toString();
    if (purpose.isEmpty())
        purpose = url == m_tokenEndpoint.adjusted(QUrl::RemoveQuery)
                      ? (m_refreshing ? tr("token refresh") : tr("token request"))
                      : tr("authorization");
    report(reply, purpose, bytes, elapsed);
}

OAuthAuthorizer::~OAuthAuthorizer() = default;

QString OAuthAuthorizer::storeKey(const QUrl &serverUrl)
{
    return QStringLiteral("oauth/") + serverUrl.adjusted(QUrl::RemoveFragment | QUrl::RemoveUserInfo).toString();
}

void OAuthAuthorizer::setSecretStore(SecretStore *store)
{
    m_store = store;
    loadStored();
}

void OAuthAuthorizer::attach(HttpTransport *transport)
{
    transport->setAuthorizer(this);
    connect(this, &OAuthAuthorizer::exchange, transport, &HttpTransport::reportAuthorizationExchange);
    connect(this, &OAuthAuthorizer::step, transport, &HttpTransport::reportAuthorizationStep);
}

QString OAuthAuthorizer::stateText() const
{
    if (m_busy)
        return tr("authorizing at %1").arg(m_issuer.isEmpty() ? origin(m_serverUrl) : m_issuer.toDisplayString());
    if (!m_accessToken.isEmpty())
        return tr("signed in at %1").arg(m_issuer.isEmpty() ? origin(m_serverUrl) : m_issuer.toDisplayString());
    if (!m_lastError.isEmpty())
        return tr("failed: %1").arg(m_lastError);
    return tr("not needed so far");
}

QByteArray OAuthAuthorizer::authorization() const
{
    if (m_accessToken.isEmpty())
        return {};
    return QByteArrayLiteral("Bearer ") + m_accessToken.toUtf8();
}

void OAuthAuthorizer::loadStored()
{
    if (!m_store)
        return;
    const SecretResult result = m_store->read(storeKey(m_serverUrl));
    if (!result.ok())
        return;
    const QJsonObject o = jsontree::parse(result.value.toUtf8()).object();
    m_records = storedRecords(o);
    m_clientIssuers = o.value(QStringLiteral("clientIssuers")).toObject();
    m_issuer = QUrl(o.value(QStringLiteral("issuer")).toString());
    useRecord(m_issuer);
    if (!m_accessToken.isEmpty())
        Q_EMIT step(tr("Using the stored sign-in for %1 (from %2).")
                        .arg(m_serverUrl.toDisplayString(), m_issuer.toDisplayString()));
    Q_EMIT stateChanged();
}

void OAuthAuthorizer::useRecord(const QUrl &issuer)
{
    // The client registered at @p issuer and its tokens: those of another issuer never go there.
    const QJsonObject o = m_records.value(issuer.toString()).toObject();
    m_recordIssuer = issuer;
    m_clientId = o.value(QStringLiteral("clientId")).toString();
    m_clientSecret = o.value(QStringLiteral("clientSecret")).toString();
    m_tokenAuthMethod = o.value(QStringLiteral("tokenAuthMethod")).toString();
    m_authorizationEndpoint = QUrl(o.value(QStringLiteral("authorizationEndpoint")).toString());
    m_tokenEndpoint = QUrl(o.value(QStringLiteral("tokenEndpoint")).toString());
    m_resource = QUrl(o.value(QStringLiteral("resource")).toString());
    if (o.contains(QStringLiteral("scope")))
        m_scope = o.value(QStringLiteral("scope")).toString();
    m_accessToken = o.value(QStringLiteral("accessToken")).toString();
    m_refreshToken = o.value(QStringLiteral("refreshToken")).toString();
    m_expiresAt = QDateTime::fromString(o.value(QStringLiteral("expiresAt")).toString(), Qt::ISODate);
    m_obtainedAt = o.value(QStringLiteral("obtainedAt")).toInteger();
    m_registeredRedirect.clear();
    // A client registered for another identity than the one now asked for is not reused.
    if (!m_settings.clientId.isEmpty() && m_clientId != m_settings.clientId) {
        m_clientId.clear();
        m_clientSecret.clear();
        m_accessToken.clear();
        m_refreshToken.clear();
    }
}

void OAuthAuthorizer::learnIssuer(const QUrl &issuer)
{
    if (!m_recordIssuer.isEmpty() && m_recordIssuer != issuer) {
        // The server names another authorization server than before (it moved, or it lies):
        // what was registered and granted at the old one stays with it.
        m_records.insert(m_recordIssuer.toString(), currentRecord());
        Q_EMIT step(tr("The server now names the authorization server %1 (it was %2). The client registration and "
                       "tokens of %2 stay with it and are not used at %1.")
                        .arg(issuer.toDisplayString(), m_recordIssuer.toDisplayString()));
        // What discovery just learned of the resource is the server's, not the issuer's.
        const QString keepScope = m_scope;
        const QUrl keepResource = m_resource;
        useRecord(issuer);
        m_resource = keepResource;
        if (m_scope.isEmpty())
            m_scope = keepScope;
    }
    m_recordIssuer = issuer;
    m_issuer = issuer;
}

QString OAuthAuthorizer::verifiedIssuer() const
{
    const QString named = m_serverMetadata.value(QStringLiteral("issuer")).toString();
    return named.isEmpty() ? m_issuer.toString() : named;
}

QJsonObject OAuthAuthorizer::storedRecords(const QJsonObject &stored)
{
    // Per issuer: {"issuer": the one in use, "issuers": {issuer: record}, "clientIssuers":
    // {client id: issuer}}. An older file kept one record at the top.
    return stored.contains(QStringLiteral("issuers"))
               ? stored.value(QStringLiteral("issuers")).toObject()
               : QJsonObject{{stored.value(QStringLiteral("issuer")).toString(), stored}};
}

QString OAuthAuthorizer::clientSecretProblem() const
{
    // A pre-registered client's secret (or key) goes only to the authorization server it was
    // registered with: the one the user named, or the one it was first used with here.
    if (m_settings.clientId.isEmpty() || (m_settings.clientSecret.isEmpty() && m_settings.privateKeyPem.isEmpty()))
        return {};
    const QString verified = verifiedIssuer();
    if (m_settings.clientIssuer.isValid() && !m_settings.clientIssuer.isEmpty()) {
        if (sameIssuer(verified, m_settings.clientIssuer.toString()))
            return {};
        return tr("The client %1 is registered at %2, and this server sends its sign-in to %3: mcpscope sends a client's "
                  "secret only to the authorization server it belongs to.")
            .arg(m_settings.clientId, m_settings.clientIssuer.toDisplayString(), verified);
    }
    const QString bound = m_clientIssuers.value(m_settings.clientId).toString();
    if (bound.isEmpty() || sameIssuer(verified, bound))
        return {};
    return tr("The client %1 was used with the authorization server %2, and this server now sends its sign-in to %3: "
              "mcpscope sends a client's secret only to the authorization server it belongs to. If the client really "
              "is registered at %3, say so (--client-issuer, or forget the stored sign-in with --relogin).")
        .arg(m_settings.clientId, bound, verified);
}

QJsonObject OAuthAuthorizer::currentRecord() const
{
    QJsonObject o{{QStringLiteral("clientId"), m_clientId},
                  {QStringLiteral("tokenAuthMethod"), m_tokenAuthMethod},
                  {QStringLiteral("authorizationEndpoint"), m_authorizationEndpoint.toString()},
                  {QStringLiteral("tokenEndpoint"), m_tokenEndpoint.toString()},
                  {QStringLiteral("resource"), m_resource.toString()},
                  {QStringLiteral("scope"), m_scope},
                  {QStringLiteral("accessToken"), m_accessToken},
                  {QStringLiteral("refreshToken"), m_refreshToken},
                  {QStringLiteral("expiresAt"), m_expiresAt.toString(Qt::ISODate)},
                  {QStringLiteral("obtainedAt"), m_obtainedAt}};
    if (!m_clientSecret.isEmpty())
        o.insert(QStringLiteral("clientSecret"), m_clientSecret);
    return o;
}

bool OAuthAuthorizer::adoptNewerStored()
{
    // Another window or process may have refreshed (and so rotated) the tokens since they were
    // read here: theirs are newer, and a refresh with the old refresh token would fail.
    if (!m_store)
        return false;
    const SecretResult result = m_store->read(storeKey(m_serverUrl));
    if (!result.ok())
        return false;
    const QJsonObject o = jsontree::parse(result.value.toUtf8()).object();
    const QJsonObject records = storedRecords(o);
    bool adopted = false;
    for (auto it = records.begin(); it != records.end(); ++it) {
        const QJsonObject theirs = it.value().toObject();
        const qint64 theirTime = theirs.value(QStringLiteral("obtainedAt")).toInteger();
        const qint64 ourTime
            = it.key() == m_recordIssuer.toString()
                  ? m_obtainedAt
                  : m_records.value(it.key()).toObject().value(QStringLiteral("obtainedAt")).toInteger();
        if (theirTime <= ourTime && m_records.contains(it.key()))
            continue;
        m_records.insert(it.key(), theirs);
        if (it.key() == m_recordIssuer.toString() && theirTime > ourTime) {
            useRecord(m_recordIssuer);
            adopted = !m_accessToken.isEmpty();
        }
    }
    const QJsonObject bound = o.value(QStringLiteral("clientIssuers")).toObject();
    for (auto it = bound.begin(); it != bound.end(); ++it)
        if (!m_clientIssuers.contains(it.key()))
            m_clientIssuers.insert(it.key(), it.value());
    return adopted;
}

void OAuthAuthorizer::saveStored()
{
    // The pre-registered client is bound to the issuer it was first used with.
    if (!m_settings.clientId.isEmpty() && !m_clientIssuers.contains(m_settings.clientId) && !m_issuer.isEmpty()
        && (!m_settings.clientSecret.isEmpty() || !m_settings.privateKeyPem.isEmpty()))
        m_clientIssuers.insert(m_settings.clientId, m_issuer.toString());
    if (!m_store)
        return;
    // Under a lock, over what another window or process stored meanwhile: its newer tokens (of
    // any issuer) are not overwritten with older ones.
    StoreLock lock(m_store->filePath() + QStringLiteral(".oauth"));
    const QJsonObject current = currentRecord();
    const QUrl issuer = m_issuer;
    if (adoptNewerStored())
        Q_EMIT step(tr("Another mcpscope stored a newer sign-in for %1 meanwhile; it is used, and kept.")
                        .arg(m_serverUrl.toDisplayString()));
    else
        m_records.insert(issuer.toString(), current);
    const QJsonObject o{{QStringLiteral("issuer"), m_issuer.toString()},
                        {QStringLiteral("issuers"), m_records},
                        {QStringLiteral("clientIssuers"), m_clientIssuers}};
    const SecretResult result
        = m_store->write(storeKey(m_serverUrl), QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    if (!result.ok())
        Q_EMIT step(tr("The sign-in could not be stored: %1. It lasts until mcpscope quits.").arg(result.error));
}

void OAuthAuthorizer::forget()
{
    m_accessToken.clear();
    m_refreshToken.clear();
    m_clientId.clear();
    m_clientSecret.clear();
    m_records = {};
    m_clientIssuers = {};
    m_recordIssuer.clear();
    if (m_store)
        m_store->remove(storeKey(m_serverUrl));
    Q_EMIT stateChanged();
}

// --- the challenge ---------------------------------------------------------------------------

void OAuthAuthorizer::challenge(int status, const QByteArray &wwwAuthenticate, const QUrl &resource,
                                std::function<void(bool retry, const QString &error)> done)
{
    Q_UNUSED(resource);
    if (m_busy) {
        done(false, tr("An authorization is already in progress."));
        return;
    }
    m_busy = true;
    m_done = std::move(done);
    m_lastError.clear();
    Q_EMIT stateChanged();
    const QMap<QString, QString> params = parseBearerChallenge(wwwAuthenticate);

    if (status == 403) {
        // Step-up (2025-11-25 authorization, "Scope challenge handling"): ask again for the
        // scopes the server names, on top of those granted.
        if (params.value(QStringLiteral("error")) != QLatin1String("insufficient_scope")) {
            finish(false, tr("The server refuses access (403)%1; more authorization would not change that.")
                              .arg(params.contains(QStringLiteral("error"))
                                       ? QStringLiteral(": ") + params.value(QStringLiteral("error"))
                                       : QString()));
            return;
        }
        QStringList scopes = scopeList(m_scope);
        for (const QString &s : scopeList(params.value(QStringLiteral("scope"))))
            if (!scopes.contains(s))
                scopes << s;
        m_scope = scopes.join(QLatin1Char(' '));
        Q_EMIT step(tr("The server needs more scope (insufficient_scope); asking for \"%1\".").arg(m_scope));
        if (m_tokenEndpoint.isEmpty())
            discoverResource(params);
        else if (m_settings.clientCredentials)
            requestClientCredentialsToken();
        else
            authorize();
        return;
    }

    Q_EMIT step(tr("The server asks for authorization (401%1).")
                    .arg(wwwAuthenticate.isEmpty()
                             ? tr(", without a WWW-Authenticate challenge")
                             : QStringLiteral(": ") + QString::fromLatin1(wwwAuthenticate.left(300))));
    if (params.contains(QStringLiteral("scope")))
        m_scope = params.value(QStringLiteral("scope"));
    // Another mcpscope may hold newer tokens (it refreshed, and the refresh token rotated).
    const QString refused = m_accessToken;
    if (adoptNewerStored() && m_accessToken != refused) {
        Q_EMIT step(
            tr("Another mcpscope stored a newer sign-in for %1; trying it.").arg(m_serverUrl.toDisplayString()));
        finish(true, QString());
        return;
    }
    // A token that was refused: refresh it first, if there is a way to.
    if (!m_settings.clientCredentials && !m_accessToken.isEmpty() && !m_refreshToken.isEmpty()
        && !m_tokenEndpoint.isEmpty() && !m_clientId.isEmpty()) {
        m_accessToken.clear();
        refresh();
        return;
    }
    m_accessToken.clear();
    if (m_settings.clientCredentials) {
        if (m_tokenEndpoint.isEmpty())
            discoverResource(params);
        else
            requestClientCredentialsToken();
        return;
    }
    if (!m_presenter) {
        finish(
            false,
            tr("The server at %1 needs a sign-in, and none may be started here.").arg(m_serverUrl.toDisplayString()));
        return;
    }
    discoverResource(params);
}

void OAuthAuthorizer::cancel(const QString &reason)
{
    if (!m_busy)
        return;
    finish(false, reason);
    // Whatever is still in flight ends now; its answers find the sign-in over (m_busy).
    const auto replies = findChildren<QNetworkReply *>();
    for (QNetworkReply *reply : replies) {
        reply->setProperty("mcpscopeRefused", reason);
        reply->abort();
    }
}

void OAuthAuthorizer::finish(bool retry, const QString &error)
{
    if (!m_busy && !m_done)
        return; // over already (cancelled): a late answer changes nothing
    if (m_userTimer)
        m_userTimer->stop();
    m_busy = false;
    m_refreshing = false;
    m_lastError = retry ? QString() : error;
    if (!retry)
        Q_EMIT step(tr("Authorization failed: %1").arg(error));
    Q_EMIT stateChanged();
    if (Done done = std::exchange(m_done, {}))
        done(retry, error);
}

// --- discovery -------------------------------------------------------------------------------

QString OAuthAuthorizer::addressProblem(const QUrl &url, const QString &what) const
{
    // Where first: "a cloud metadata address" says more than "plain http".
    const QString where = urlpolicy::privateTargetProblem(url, m_serverUrl, what);
    return where.isEmpty() ? urlpolicy::signInUrlProblem(url, what) : where;
}

bool OAuthAuthorizer::sameIssuer(const QString &named, const QString &expected)
{
    // Identical, as RFC 8414 asks; an empty path and "/" are the same address (QUrl writes an
    // issuer without its trailing slash).
    if (named.isEmpty())
        return false;
    const auto bare = [](QString s) { return s.endsWith(QLatin1Char('/')) ? s.chopped(1) : s; };
    return named == expected || (QUrl(named).path().size() <= 1 && bare(named) == bare(expected));
}

void OAuthAuthorizer::getJson(const QUrl &url, const QString &purpose, JsonDone done)
{
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("MCP-Protocol-Version", "2025-11-25");
    QNetworkReply *reply = m_network->get(request);
    reply->setProperty("mcpscopePurpose", purpose);
    connect(reply, &QNetworkReply::finished, this, [reply, done] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QString stopped = ObservingNetworkAccess::refusal(reply);
        if (status == 0 || !stopped.isEmpty()) {
            done(0, {}, stopped.isEmpty() ? reply->errorString() : stopped);
            return;
        }
        const QByteArray body = reply->read(MetadataLimit);
        QJsonParseError error;
        const QJsonDocument doc = jsontree::parse(body, &error);
        if (status >= 200 && status < 300 && !doc.isObject()) {
            done(status, {}, OAuthAuthorizer::tr("the answer is not a JSON object (%1)").arg(error.errorString()));
            return;
        }
        done(status, doc.object(), QString());
    });
}

void OAuthAuthorizer::tryJsonUrls(QList<QUrl> urls, const QString &purpose,
                                  std::function<void(const QUrl &, const QJsonObject &)> found,
                                  std::function<void()> none)
{
    if (urls.isEmpty()) {
        none();
        return;
    }
    const QUrl url = urls.takeFirst();
    getJson(url, purpose,
            [this, url, urls, purpose, found, none](int status, const QJsonObject &json, const QString &error) {
                if (!m_busy)
                    return; // cancelled meanwhile
                if (status >= 200 && status < 300 && error.isEmpty()) {
                    found(url, json);
                    return;
                }
                Q_EMIT step(tr("No %1 at %2 (%3).")
                                .arg(purpose, url.toDisplayString(),
                                     status ? tr("HTTP %1").arg(status)
                                                  + (error.isEmpty() ? QString() : QStringLiteral(", ") + error)
                                            : error));
                tryJsonUrls(urls, purpose, found, none);
            });
}

void OAuthAuthorizer::discoverResource(const QMap<QString, QString> &challenge)
{
    QList<QUrl> urls;
    const QString named = challenge.value(QStringLiteral("resource_metadata"));
    if (!named.isEmpty()) {
        const QUrl url = m_serverUrl.resolved(QUrl(named));
        if (const QString problem
            = addressProblem(url, tr("The resource metadata address the server's challenge names"));
            !problem.isEmpty()) {
            finish(false, problem);
            return;
        }
        urls << url;
    }
    for (const QUrl &url : protectedResourceMetadataUrls(m_serverUrl))
        if (!urls.contains(url))
            urls << url;
    const QString purpose = tr("protected resource metadata");
    tryJsonUrls(
        urls, purpose,
        [this](const QUrl &url, const QJsonObject &prm) {
            m_resourceMetadataUrl = url;
            const QStringList servers = stringArray(prm.value(QStringLiteral("authorization_servers")));
            const QUrl resource(prm.value(QStringLiteral("resource")).toString());
            if (!prm.value(QStringLiteral("resource")).toString().isEmpty() && !resourceCovers(resource, m_serverUrl)) {
                finish(false,
                       tr("The protected resource metadata at %1 is for %2, not for %3; mcpscope does not send "
                          "a token meant for another resource (RFC 9728).")
                           .arg(url.toDisplayString(), resource.toDisplayString(), m_serverUrl.toDisplayString()));
                return;
            }
            m_resource = resource.isValid() && !resource.isEmpty() ? resource : m_serverUrl;
            m_scopesSupported = stringArray(prm.value(QStringLiteral("scopes_supported")));
            if (servers.isEmpty()) {
                finish(false, tr("The protected resource metadata at %1 names no authorization server.")
                                  .arg(url.toDisplayString()));
                return;
            }
            const QUrl issuer(servers.constFirst());
            if (const QString problem
                = addressProblem(issuer, tr("The authorization server that %1 names").arg(url.toDisplayString()));
                !problem.isEmpty()) {
                finish(false, problem);
                return;
            }
            learnIssuer(issuer);
            Q_EMIT step(tr("Learned from %1: the resource is %2, its authorization server is %3%4.")
                            .arg(url.toDisplayString(), m_resource.toDisplayString(), m_issuer.toDisplayString(),
                                 m_scopesSupported.isEmpty()
                                     ? QString()
                                     : tr(", scopes offered: %1").arg(m_scopesSupported.join(QLatin1Char(' ')))));
            if (m_scope.isEmpty() && !m_scopesSupported.isEmpty())
                m_scope = m_scopesSupported.join(QLatin1Char(' '));
            discoverAuthorizationServer();
        },
        [this] {
            // 2025-03-26 servers publish no resource metadata: the authorization server is
            // the MCP server's origin.
            m_resource = m_serverUrl;
            learnIssuer(QUrl(origin(m_serverUrl)));
            Q_EMIT step(tr("The server publishes no protected resource metadata; as in the 2025-03-26 specification, "
                           "its own origin %1 is taken as the authorization server.")
                            .arg(m_issuer.toDisplayString()));
            discoverAuthorizationServer();
        });
}

void OAuthAuthorizer::discoverAuthorizationServer()
{
    tryJsonUrls(
        authorizationServerMetadataUrls(m_issuer), tr("authorization server metadata"),
        [this](const QUrl &url, const QJsonObject &metadata) {
            // RFC 8414 section 3.3: the metadata is of the issuer it was fetched for, or of nobody.
            const QString issuer = metadata.value(QStringLiteral("issuer")).toString();
            const bool sameOrigin = !issuer.isEmpty() && urlpolicy::sameOrigin(QUrl(issuer), m_issuer);
            if (!sameIssuer(issuer, m_issuer.toString()) && sameOrigin) {
                // Another path on the same origin (the official conformance suite's servers
                // answer so for a tenant path): said, and gone on with; never another origin.
                Q_EMIT step(
                    tr("The authorization server metadata at %1 names the issuer %2, not %3 where it was fetched "
                       "(RFC 8414 asks for the same). Both are on %4, so mcpscope goes on.")
                        .arg(url.toDisplayString(), issuer.left(200), m_issuer.toDisplayString(),
                             urlpolicy::origin(m_issuer)));
            } else if (!sameIssuer(issuer, m_issuer.toString())) {
                finish(
                    false,
                    issuer.isEmpty()
                        ? tr("The authorization server metadata at %1 names no issuer; RFC 8414 requires it, and "
                             "mcpscope signs in only where the issuer is confirmed.")
                              .arg(url.toDisplayString())
                        : tr("The authorization server metadata at %1 is for the issuer \"%2\", not for %3, where it "
                             "was fetched: mcpscope does not sign in with metadata that speaks for another server "
                             "(RFC 8414, section 3.3).")
                              .arg(url.toDisplayString(), issuer.left(200), m_issuer.toDisplayString()));
                return;
            }
            m_serverMetadata = metadata;
            m_authorizationEndpoint = QUrl(metadata.value(QStringLiteral("authorization_endpoint")).toString());
            m_tokenEndpoint = QUrl(metadata.value(QStringLiteral("token_endpoint")).toString());
            if (!m_authorizationEndpoint.isValid() || m_authorizationEndpoint.isEmpty() || !m_tokenEndpoint.isValid()
                || m_tokenEndpoint.isEmpty()) {
                finish(false,
                       tr("The authorization server metadata at %1 lacks authorization_endpoint or token_endpoint.")
                           .arg(url.toDisplayString()));
                return;
            }
            // Nothing the metadata names is shown, opened or fetched before it is checked.
            for (const char *member : {"authorization_endpoint", "token_endpoint", "registration_endpoint", "jwks_uri",
                                       "revocation_endpoint", "introspection_endpoint"}) {
                const QString key = QString::fromLatin1(member);
                if (!metadata.contains(key))
                    continue;
                const QUrl named(metadata.value(key).toString());
                if (const QString problem
                    = addressProblem(named, tr("The %1 in the metadata at %2").arg(key, url.toDisplayString()));
                    !problem.isEmpty()) {
                    finish(false, problem);
                    return;
                }
            }
            const QStringList pkce = stringArray(metadata.value(QStringLiteral("code_challenge_methods_supported")));
            if (!m_settings.clientCredentials && !pkce.contains(QLatin1String("S256"))) {
                finish(false, tr("The authorization server %1 does not say it supports PKCE with S256 "
                                 "(code_challenge_methods_supported is %2); the MCP specification forbids going on.")
                                  .arg(m_issuer.toDisplayString(),
                                       pkce.isEmpty() ? tr("missing") : pkce.join(QStringLiteral(", "))));
                return;
            }
            Q_EMIT step(tr("Learned from %1: sign-in at %2, tokens from %3.")
                            .arg(url.toDisplayString(), m_authorizationEndpoint.toDisplayString(),
                                 m_tokenEndpoint.toDisplayString()));
            registerClient();
        },
        [this] {
            // 2025-03-26 fallback: the default endpoints at the server's origin.
            const QString base = origin(m_issuer);
            m_serverMetadata = {};
            m_authorizationEndpoint = QUrl(base + QStringLiteral("/authorize"));
            m_tokenEndpoint = QUrl(base + QStringLiteral("/token"));
            m_serverMetadata.insert(QStringLiteral("registration_endpoint"),
                                    QString(base + QStringLiteral("/register")));
            Q_EMIT step(tr("The authorization server publishes no metadata; using the default endpoints of the "
                           "2025-03-26 specification: %1, %2 and %3/register.")
                            .arg(m_authorizationEndpoint.toDisplayString(), m_tokenEndpoint.toDisplayString(), base));
            registerClient();
        });
}

QString OAuthAuthorizer::chooseTokenAuthMethod() const
{
    if (m_clientSecret.isEmpty())
        return QStringLiteral("none");
    QStringList supported
        = stringArray(m_serverMetadata.value(QStringLiteral("token_endpoint_auth_methods_supported")));
    if (supported.isEmpty())
        supported << QStringLiteral("client_secret_basic"); // RFC 8414's default
    if (supported.contains(QLatin1String("client_secret_basic")))
        return QStringLiteral("client_secret_basic");
    if (supported.contains(QLatin1String("client_secret_post")))
        return QStringLiteral("client_secret_post");
    return QStringLiteral("client_secret_basic");
}

bool OAuthAuthorizer::ensureListener()
{
    if (m_replyHandler)
        return true;
    const QUrl callback = m_settings.callbackUrl;
    const QHostAddress host(callback.host() == QLatin1String("localhost") ? QStringLiteral("127.0.0.1")
                                                                          : callback.host());
    if (callback.scheme() != QLatin1String("http") || !host.isLoopback()) {
        finish(false, tr("The callback address %1 is not a loopback http:// address.").arg(callback.toDisplayString()));
        return false;
    }
    auto listener = std::make_unique<QOAuthHttpServerReplyHandler>(host, quint16(qMax(0, callback.port(0))));
    if (!listener->isListening() && m_settings.anyPortIfTaken && callback.port(0) != 0) {
        // Loopback redirects may use any port (RFC 8252 section 7.3): another free one, said.
        listener = std::make_unique<QOAuthHttpServerReplyHandler>(host, quint16(0));
        if (listener->isListening())
            Q_EMIT step(tr("The port %1 for the browser's return is in use; listening on %2 instead.")
                            .arg(callback.port())
                            .arg(listener->port()));
    }
    if (!listener->isListening()) {
        finish(false, tr("Cannot listen for the browser's return on %1 (is the port in use?). Choose another "
                         "callback address.")
                          .arg(callback.toDisplayString()));
        return false;
    }
    // Qt 6.8 builds the callback with QUrl::setPath(): an absolute path.
    QString path = callback.path();
    if (!path.startsWith(QLatin1Char('/')))
        path.prepend(QLatin1Char('/'));
    listener->setCallbackPath(path);
    if (listener->callback().isEmpty()) {
        finish(false, tr("The callback address %1 cannot be used.").arg(callback.toDisplayString()));
        return false;
    }
    listener->setCallbackText(tr("mcpscope received the sign-in. You can close this page and go back to mcpscope."));
    m_replyHandler = new CallbackGate(
        listener.release(), [this](const QVariantMap &values) { return acceptCallback(values); }, this);
    return true;
}

bool OAuthAuthorizer::acceptCallback(const QVariantMap &values)
{
    const QString state = values.value(QStringLiteral("state")).toString();
    if (!m_busy || m_refreshing || !m_flow || m_flow->state().isEmpty() || state != m_flow->state()) {
        // Not this sign-in's: a web page, a stale tab, a second attempt. It changes nothing.
        ++m_ignoredCallbacks;
        Q_EMIT step(
            tr("A request reached the sign-in's callback address without this sign-in's state%1; it was ignored "
               "(%n so far).",
               nullptr, m_ignoredCallbacks)
                .arg(
                    values.contains(QStringLiteral("error"))
                        ? tr(" (it said \"%1\")").arg(previewText(values.value(QStringLiteral("error")).toString(), 60))
                        : QString()));
        return false;
    }
    // RFC 9207: the authorization server names itself in its answer. Another name means the
    // answer is not from the server this sign-in started at (a mix-up): its code is not used.
    const QString expected = verifiedIssuer();
    const bool promised
        = m_serverMetadata.value(QStringLiteral("authorization_response_iss_parameter_supported")).toBool();
    if (values.contains(QStringLiteral("iss"))) {
        const QString iss = QUrl::fromPercentEncoding(values.value(QStringLiteral("iss")).toString().toUtf8());
        // Simple string comparison with the issuer the metadata names (RFC 9207 section 2.4): no
        // case folding, no trailing slash, no default port. Only metadata that names none
        // (2025-03-26's default endpoints) leaves the discovered address to compare with.
        const QString named = m_serverMetadata.value(QStringLiteral("issuer")).toString();
        if (named.isEmpty() ? !sameIssuer(iss, expected) : iss != named) {
            finish(false,
                   tr("The browser came back from the authorization server \"%1\", not from %2 where the sign-in "
                      "started (RFC 9207). The answer may come from another server (a mix-up attack); mcpscope "
                      "does not use its code.")
                       .arg(previewText(iss, 200), expected));
            return false;
        }
    } else if (promised) {
        finish(false, tr("The authorization server %1 promises to name itself in its answer "
                         "(authorization_response_iss_parameter_supported), and this answer does not (RFC 9207); "
                         "mcpscope does not use its code.")
                          .arg(expected));
        return false;
    }
    return true;
}

void OAuthAuthorizer::registerClient()
{
    if (m_settings.clientCredentials) {
        // A machine client is always registered beforehand: no browser, no redirect.
        if (m_settings.clientId.isEmpty()) {
            finish(false,
                   tr("The client credentials grant needs the client's id (--client-id) and its secret or key."));
            return;
        }
        if (const QString problem = clientSecretProblem(); !problem.isEmpty()) {
            finish(false, problem);
            return;
        }
        m_clientId = m_settings.clientId;
        m_clientSecret = m_settings.clientSecret;
        m_tokenAuthMethod
            = !m_settings.privateKeyPem.isEmpty() ? QStringLiteral("private_key_jwt") : chooseTokenAuthMethod();
        requestClientCredentialsToken();
        return;
    }
    // The loopback listener first: its address is the redirect URI to register.
    if (!ensureListener())
        return;
    const QString redirectUri = m_replyHandler->callback();

    if (!m_settings.clientId.isEmpty()) {
        if (const QString problem = clientSecretProblem(); !problem.isEmpty()) {
            finish(false, problem);
            return;
        }
        m_clientId = m_settings.clientId;
        m_clientSecret = m_settings.clientSecret;
        m_tokenAuthMethod = chooseTokenAuthMethod();
        Q_EMIT step(tr("Using the pre-registered client %1 (token endpoint authentication: %2).")
                        .arg(m_clientId, m_tokenAuthMethod));
        authorize();
        return;
    }
    if (!m_clientId.isEmpty() && m_registeredRedirect == redirectUri) {
        authorize(); // registered earlier in this session (or stored)
        return;
    }
    if (m_settings.clientMetadataUrl.isValid() && !m_settings.clientMetadataUrl.isEmpty()
        && m_serverMetadata.value(QStringLiteral("client_id_metadata_document_supported")).toBool()) {
        m_clientId = m_settings.clientMetadataUrl.toString();
        m_clientSecret.clear();
        m_tokenAuthMethod = QStringLiteral("none");
        m_registeredRedirect = redirectUri;
        Q_EMIT step(
            tr("The authorization server reads Client ID Metadata Documents; the client id is %1.").arg(m_clientId));
        authorize();
        return;
    }
    const QUrl registration(m_serverMetadata.value(QStringLiteral("registration_endpoint")).toString());
    if (!registration.isValid() || registration.isEmpty()) {
        finish(false, tr("The authorization server %1 offers no dynamic client registration%2. Register mcpscope there "
                         "and give its client id (--client-id, or in the connection's settings).")
                          .arg(m_issuer.toDisplayString(), m_settings.clientMetadataUrl.isEmpty()
                                                               ? QString()
                                                               : tr(" and reads no Client ID Metadata Documents")));
        return;
    }
    const QStringList supported
        = stringArray(m_serverMetadata.value(QStringLiteral("token_endpoint_auth_methods_supported")));
    QString method = QStringLiteral("none");
    if (!supported.isEmpty() && !supported.contains(method))
        method = supported.contains(QLatin1String("client_secret_basic")) ? QStringLiteral("client_secret_basic")
                                                                          : supported.constFirst();
    QJsonObject body{{QStringLiteral("client_name"), QStringLiteral("mcpscope")},
                     {QStringLiteral("redirect_uris"), QJsonArray{redirectUri}},
                     {QStringLiteral("grant_types"),
                      QJsonArray{QStringLiteral("authorization_code"), QStringLiteral("refresh_token")}},
                     {QStringLiteral("response_types"), QJsonArray{QStringLiteral("code")}},
                     {QStringLiteral("token_endpoint_auth_method"), method},
                     // A desktop program whose browser returns to a loopback address (SEP-837,
                     // OpenID Connect Registration): "native", so no server takes it for a web client.
                     {QStringLiteral("application_type"), QStringLiteral("native")}};
    if (!m_scope.isEmpty())
        body.insert(QStringLiteral("scope"), m_scope);
    QNetworkRequest request(registration);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    QNetworkReply *reply = m_network->post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    reply->setProperty("mcpscopePurpose", tr("client registration"));
    Q_EMIT step(tr("Registering mcpscope at %1 (RFC 7591), with the redirect address %2.")
                    .arg(registration.toDisplayString(), redirectUri));
    connect(reply, &QNetworkReply::finished, this, [this, reply, redirectUri] {
        reply->deleteLater();
        if (!m_busy)
            return; // cancelled meanwhile
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QJsonObject answer = jsontree::parse(reply->read(MetadataLimit)).object();
        if (status < 200 || status >= 300 || answer.value(QStringLiteral("client_id")).toString().isEmpty()) {
            finish(false, tr("The client registration was refused (%1)%2.")
                              .arg(refusedStatus(status, reply), refusedBecause(answer)));
            return;
        }
        m_clientId = answer.value(QStringLiteral("client_id")).toString();
        m_clientSecret = answer.value(QStringLiteral("client_secret")).toString();
        const QString method = answer.value(QStringLiteral("token_endpoint_auth_method")).toString();
        m_tokenAuthMethod = method.isEmpty() ? chooseTokenAuthMethod() : method;
        m_registeredRedirect = redirectUri;
        Q_EMIT step(
            tr("Registered as client %1 (token endpoint authentication: %2).").arg(m_clientId, m_tokenAuthMethod));
        authorize();
    });
}

// --- the grant -----------------------------------------------------------------------------------

void OAuthAuthorizer::setupFlow()
{
    delete m_flow;
    m_flow = new QOAuth2AuthorizationCodeFlow(m_network, this);
    m_flow->setAuthorizationUrl(m_authorizationEndpoint);
    m_flow->setAccessTokenUrl(m_tokenEndpoint);
    m_network->setTokenEndpoint(m_tokenEndpoint);
    m_flow->setClientIdentifier(m_clientId);
    m_flow->setPkceMethod(QOAuth2AuthorizationCodeFlow::PkceMethod::S256);
    m_flow->setScope(m_scope);
    if (m_tokenAuthMethod == QLatin1String("client_secret_post"))
        m_flow->setClientIdentifierSharedKey(m_clientSecret);
    if (m_tokenAuthMethod == QLatin1String("client_secret_basic"))
        m_network->setBasicAuthentication(m_tokenEndpoint, m_clientId, m_clientSecret);
    else
        m_network->clearBasicAuthentication();
    m_flow->setModifyParametersFunction([this](QAbstractOAuth::Stage stage, QMultiMap<QString, QVariant> *parameters) {
        // RFC 8707: the token is for this resource, in every request of the grant.
        parameters->remove(QStringLiteral("resource"));
        parameters->insert(QStringLiteral("resource"), m_resource.toString());
        if (m_scope.isEmpty())
            parameters->remove(QStringLiteral("scope")); // no scope known: none sent
        if (stage == QAbstractOAuth::Stage::RefreshingAccessToken
            && m_tokenAuthMethod == QLatin1String("client_secret_post")
            && !parameters->contains(QStringLiteral("client_secret")))
            parameters->insert(QStringLiteral("client_secret"), m_clientSecret);
        if (m_tokenAuthMethod != QLatin1String("client_secret_post"))
            parameters->remove(QStringLiteral("client_secret"));
    });
    if (m_replyHandler)
        m_flow->setReplyHandler(m_replyHandler);

    connect(m_flow, &QAbstractOAuth::authorizeWithBrowser, this, [this](const QUrl &url) {
        if (!m_presenter) {
            finish(false, tr("The server needs a sign-in at %1, and nothing here can show it to you.")
                              .arg(m_issuer.toDisplayString()));
            return;
        }
        // Checked again where it leaves mcpscope (the window's browser, the CLI's xdg-open or
        // fetch): an endpoint stored by an older version was never checked.
        if (const QString problem = addressProblem(url, tr("The sign-in address")); !problem.isEmpty()) {
            finish(false, problem);
            return;
        }
        Q_EMIT step(tr("Waiting for the sign-in at %1 in the browser.").arg(m_issuer.toDisplayString()));
        QPointer<OAuthAuthorizer> self(this);
        m_presenter(url, m_issuer, [self](bool proceed) {
            if (self && !proceed && self->m_busy)
                self->finish(false, tr("The sign-in was cancelled."));
        });
    });
    connect(
        m_flow, &QAbstractOAuth2::error, this, [this](const QString &error, const QString &description, const QUrl &) {
            if (m_busy)
                finish(false, tr("The authorization server answered \"%1\"%2.")
                                  .arg(error, description.isEmpty() ? QString() : QStringLiteral(": ") + description));
        });
    connect(m_flow, &QAbstractOAuth::requestFailed, this, [this](QAbstractOAuth::Error error) {
        if (!m_busy)
            return;
        QString why;
        switch (error) {
        case QAbstractOAuth::Error::NetworkError:
            why = tr("the token endpoint could not be reached");
            break;
        case QAbstractOAuth::Error::ServerError:
            why = tr("the token endpoint answered with an error");
            break;
        case QAbstractOAuth::Error::OAuthTokenNotFoundError:
            why = tr("the answer carried no access token");
            break;
        case QAbstractOAuth::Error::OAuthCallbackNotVerified:
            why = tr("the browser came back with a wrong state");
            break;
        default:
            why = tr("error %1").arg(int(error));
            break;
        }
        if (!m_tokenAnswerProblem.isEmpty())
            why += QStringLiteral(" (") + m_tokenAnswerProblem + QLatin1Char(')');
        if (m_refreshing)
            refreshFailed(why);
        else
            finish(false, tr("No token: %1.").arg(why));
    });
}

void OAuthAuthorizer::authorize()
{
    if (!m_replyHandler) {
        registerClient(); // makes the listener, then comes back here
        return;
    }
    setupFlow();
    if (!m_userTimer) {
        m_userTimer = new QTimer(this);
        m_userTimer->setSingleShot(true);
        connect(m_userTimer, &QTimer::timeout, this, [this] {
            if (m_busy)
                finish(false, tr("The sign-in did not come back within %n minute(s).", nullptr,
                                 qMax(1, (m_settings.userTimeoutMs + 59999) / 60000)));
        });
    }
    m_userTimer->start(m_settings.userTimeoutMs);
    connect(m_replyHandler, &QAbstractOAuthReplyHandler::callbackReceived, m_flow, [this](const QVariantMap &values) {
        if (values.contains(QStringLiteral("code")))
            Q_EMIT step(tr("The browser came back with an authorization code; asking %1 for a token.")
                            .arg(m_tokenEndpoint.toDisplayString()));
    });
    connect(m_replyHandler, &QAbstractOAuthReplyHandler::tokenRequestErrorOccurred, m_flow,
            [this](QAbstractOAuth::Error, const QString &error) {
                if (m_busy)
                    finish(false, tr("The token request failed: %1")
                                      .arg(m_tokenAnswerProblem.isEmpty() ? error : m_tokenAnswerProblem));
            });
    // Queued: the flow takes the tokens first.
    connect(
        m_replyHandler, &QAbstractOAuthReplyHandler::tokensReceived, m_flow,
        [this](const QVariantMap &tokens) {
            if (!m_busy)
                return;
            const QString granted = tokens.value(QStringLiteral("scope")).toString();
            m_accessToken = m_flow->token();
            if (m_accessToken.isEmpty())
                m_accessToken = tokens.value(QStringLiteral("access_token")).toString();
            if (!m_flow->refreshToken().isEmpty())
                m_refreshToken = m_flow->refreshToken();
            else if (tokens.contains(QStringLiteral("refresh_token")))
                m_refreshToken = tokens.value(QStringLiteral("refresh_token")).toString();
            m_expiresAt = m_flow->expirationAt();
            if (m_accessToken.isEmpty()) {
                finish(false,
                       m_tokenAnswerProblem.isEmpty()
                           ? tr("The token endpoint's answer carried no access token.")
                           : tr("The token endpoint's answer carried no access token: %1").arg(m_tokenAnswerProblem));
                return;
            }
            Q_EMIT step(m_refreshing
                            ? tr("Token refreshed%1.")
                                  .arg(m_expiresAt.isValid()
                                           ? tr(", valid until %1").arg(m_expiresAt.toLocalTime().toString(Qt::ISODate))
                                           : QString())
                            : tr("Signed in at %1%2%3.")
                                  .arg(m_issuer.toDisplayString(),
                                       granted.isEmpty() ? QString() : tr(", scope \"%1\"").arg(granted),
                                       m_refreshToken.isEmpty() ? QString() : tr(", with a refresh token")));
            m_obtainedAt = QDateTime::currentMSecsSinceEpoch();
            saveStored();
            finish(true, QString());
        },
        Qt::QueuedConnection);
    m_refreshing = false;
    Q_EMIT step(tr("Starting the authorization code grant with PKCE (S256) for the resource %1%2.")
                    .arg(m_resource.toDisplayString(),
                         m_scope.isEmpty() ? tr(", no scope") : tr(", scope \"%1\"").arg(m_scope)));
    m_flow->grant();
}

void OAuthAuthorizer::requestClientCredentialsToken()
{
    // QtNetworkAuth 6.8 has no client credentials flow: one form POST to the token endpoint
    // through Qt Network (RFC 6749 section 4.4).
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("client_credentials"));
    form.addQueryItem(QStringLiteral("resource"), m_resource.toString());
    if (!m_scope.isEmpty())
        form.addQueryItem(QStringLiteral("scope"), m_scope);
    QNetworkRequest request(m_tokenEndpoint);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    request.setRawHeader("Accept", "application/json");
    m_network->clearBasicAuthentication();
    if (m_tokenAuthMethod == QLatin1String("private_key_jwt")) {
        QString error;
        QString algorithm;
        // The verified issuer (the metadata's issuer was checked against it: the same, or on the
        // same origin), never a string of another origin that the metadata chose on its own.
        const QString audience = verifiedIssuer();
        const QByteArray assertion
            = signedJwt(clientAssertionClaims(m_clientId, audience), m_settings.privateKeyPem, &error, &algorithm);
        if (assertion.isEmpty()) {
            finish(false, error);
            return;
        }
        form.addQueryItem(QStringLiteral("client_id"), m_clientId);
        form.addQueryItem(QStringLiteral("client_assertion_type"),
                          QStringLiteral("urn:ietf:params:oauth:client-assertion-type:jwt-bearer"));
        form.addQueryItem(QStringLiteral("client_assertion"), QString::fromLatin1(assertion));
        Q_EMIT step(
            tr("Asking %1 for a token with the client credentials grant, authenticated by a %2-signed assertion.")
                .arg(m_tokenEndpoint.toDisplayString(), algorithm));
    } else {
        if (m_tokenAuthMethod == QLatin1String("client_secret_basic")) {
            m_network->setBasicAuthentication(m_tokenEndpoint, m_clientId, m_clientSecret);
        } else {
            form.addQueryItem(QStringLiteral("client_id"), m_clientId);
            if (m_tokenAuthMethod == QLatin1String("client_secret_post"))
                form.addQueryItem(QStringLiteral("client_secret"), m_clientSecret);
        }
        Q_EMIT step(tr("Asking %1 for a token with the client credentials grant (%2).")
                        .arg(m_tokenEndpoint.toDisplayString(), m_tokenAuthMethod));
    }
    // Form encoding: '+' must not stand for a space in a value.
    QByteArray body = form.toString(QUrl::FullyEncoded).toUtf8();
    body.replace('+', "%2B");
    QNetworkReply *reply = m_network->post(request, body);
    reply->setProperty("mcpscopePurpose", tr("token request (client credentials)"));
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        if (!m_busy)
            return; // cancelled meanwhile
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QJsonObject answer = jsontree::parse(reply->read(MetadataLimit)).object();
        const QString token = answer.value(QStringLiteral("access_token")).toString();
        if (status < 200 || status >= 300 || token.isEmpty()) {
            finish(false, tr("The token endpoint refused the client credentials (%1)%2.")
                              .arg(refusedStatus(status, reply), refusedBecause(answer)));
            return;
        }
        m_accessToken = token;
        const int expiresIn = answer.value(QStringLiteral("expires_in")).toInt(0);
        m_expiresAt = expiresIn > 0 ? QDateTime::currentDateTimeUtc().addSecs(expiresIn) : QDateTime();
        Q_EMIT step(tr("Token received for client %1.").arg(m_clientId));
        m_obtainedAt = QDateTime::currentMSecsSinceEpoch();
        saveStored();
        finish(true, QString());
    });
}

void OAuthAuthorizer::refresh()
{
    // The token endpoint needs no redirect, but QtNetworkAuth reads tokens through a reply handler.
    if (!ensureListener())
        return;
    m_refreshing = true;
    const bool keepBusy = m_busy;
    setupFlow();
    m_busy = keepBusy;
    connect(
        m_replyHandler, &QAbstractOAuthReplyHandler::tokensReceived, m_flow,
        [this](const QVariantMap &tokens) {
            if (!m_busy || !m_refreshing)
                return;
            m_accessToken = m_flow->token();
            if (m_accessToken.isEmpty())
                m_accessToken = tokens.value(QStringLiteral("access_token")).toString();
            if (!m_flow->refreshToken().isEmpty())
                m_refreshToken = m_flow->refreshToken();
            m_expiresAt = m_flow->expirationAt();
            if (m_accessToken.isEmpty()) {
                finish(false, tr("The refresh answer carried no access token."));
                return;
            }
            Q_EMIT step(tr("Token refreshed at %1.").arg(m_tokenEndpoint.toDisplayString()));
            m_obtainedAt = QDateTime::currentMSecsSinceEpoch();
            saveStored();
            finish(true, QString());
        },
        Qt::QueuedConnection);
    connect(m_replyHandler, &QAbstractOAuthReplyHandler::tokenRequestErrorOccurred, m_flow,
            [this](QAbstractOAuth::Error, const QString &error) { refreshFailed(error); });
    Q_EMIT step(tr("The token was refused; refreshing it at %1.").arg(m_tokenEndpoint.toDisplayString()));
    m_flow->setRefreshToken(m_refreshToken);
    m_flow->refreshAccessToken();
}

void OAuthAuthorizer::refreshFailed(const QString &why)
{
    if (!m_busy || !m_refreshing)
        return;
    // A refused refresh token: this flow is done with; start over with the user.
    m_refreshing = false;
    m_refreshToken.clear();
    m_flow->disconnect(this);
    m_replyHandler->disconnect(m_flow);
    Q_EMIT step(tr("The token could not be refreshed (%1); signing in again.").arg(why));
    QTimer::singleShot(0, this, [this] {
        if (m_busy)
            discoverResource({});
    });
}

void OAuthAuthorizer::fetchAuthorization(const QUrl &url)
{
    fetchHop(url, 10);
}

void OAuthAuthorizer::fetchHop(const QUrl &url, int redirectsLeft)
{
    // Only web addresses, and none inside this computer or its network that the server is not
    // on: our own loopback callback excepted, where the flow goes on.
    const QUrl callback = m_replyHandler ? QUrl(m_replyHandler->callback()) : m_settings.callbackUrl;
    if (!urlpolicy::sameOrigin(url, callback)) {
        if (const QString problem = addressProblem(url, tr("The authorization address")); !problem.isEmpty()) {
            if (m_busy)
                finish(false, problem);
            return;
        }
    }
    // A network access of its own, as a browser would be, and one hop at a time: each
    // redirect is a request of its own (and a row of its own), none is sent twice.
    auto *browser = new ObservingNetworkAccess(this);
    browser->setObserver(
        [this](QNetworkReply *reply, qint64 bytes, qint64 elapsed) { observe(reply, bytes, elapsed); });
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply *reply = browser->get(request);
    reply->setProperty("mcpscopePurpose", tr("authorization (fetched without a browser)"));
    connect(reply, &QNetworkReply::finished, this, [this, reply, browser, url, redirectsLeft] {
        reply->deleteLater();
        browser->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QUrl location = reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
        if (status >= 300 && status < 400 && location.isValid()) {
            const QUrl next = url.resolved(location);
            if (redirectsLeft <= 0) {
                if (m_busy)
                    finish(false, tr("The authorization address kept redirecting."));
                return;
            }
            fetchHop(next, redirectsLeft - 1); // checked there before it is fetched
            return;
        }
        // The end of the road: the loopback callback (the flow goes on from there), or a page
        // that wants a person.
        if (m_busy && !(url.host() == m_settings.callbackUrl.host() || QHostAddress(url.host()).isLoopback()))
            Q_EMIT step(tr("The authorization address ended at %1 (HTTP %2), which is not the callback: it needs a "
                           "person in a browser.")
                            .arg(url.toDisplayString(QUrl::RemoveQuery))
                            .arg(status));
    });
}

// --- reporting -------------------------------------------------------------------------------------

void OAuthAuthorizer::report(QNetworkReply *reply, const QString &purpose, qint64 requestBytes, qint64 elapsedMs)
{
    const QNetworkRequest request = reply->request();
    HttpExchange e;
    e.authorization = true;
    e.purpose = purpose;
    const QVariant verb = request.attribute(QNetworkRequest::CustomVerbAttribute);
    switch (reply->operation()) {
    case QNetworkAccessManager::GetOperation:
        e.method = "GET";
        break;
    case QNetworkAccessManager::PostOperation:
        e.method = "POST";
        break;
    case QNetworkAccessManager::PutOperation:
        e.method = "PUT";
        break;
    case QNetworkAccessManager::DeleteOperation:
        e.method = "DELETE";
        break;
    default:
        e.method = verb.toByteArray();
        break;
    }
    e.url = redactUrl(request.url());
    if (reply->url() != request.url())
        e.finalUrl = redactUrl(reply->url());
    const auto requestHeaders = request.rawHeaderList();
    for (const QByteArray &name : requestHeaders)
        e.requestHeaders.append(
            {name, HttpExchange::isSecretHeader(name, request.rawHeader(name)) ? Redacted : request.rawHeader(name)});
    e.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    e.reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
    for (const auto &pair : reply->rawHeaderPairs()) {
        QByteArray value = HttpExchange::isSecretHeader(pair.first, pair.second) ? Redacted : pair.second;
        // A redirect back to the callback carries the authorization code.
        if (pair.first.compare("Location", Qt::CaseInsensitive) == 0)
            value = redactUrl(QUrl::fromEncoded(pair.second)).toUtf8();
        e.responseHeaders.append({pair.first, value});
    }
    e.contentType = mediatype::essence(reply->header(QNetworkRequest::ContentTypeHeader).toByteArray());
    e.requestBytes = requestBytes;
    // The body is read without taking it from those who read it next (QtNetworkAuth).
    const QByteArray body
        = reply->isOpen() ? reply->peek(qMin<qint64>(reply->bytesAvailable(), HttpExchange::BodyKeep)) : QByteArray();
    e.responseBytes = reply->bytesAvailable();
    e.body = redactBody(body);
    e.bodyTruncated = reply->bytesAvailable() > HttpExchange::BodyKeep;
    e.elapsedMs = elapsedMs;
    const QString stopped = ObservingNetworkAccess::refusal(reply);
    if (e.status == 0 || !stopped.isEmpty()) {
        e.phase = HttpExchange::Phase::Failed;
        e.error = stopped.isEmpty() ? reply->errorString() : stopped;
    }
    // What a token endpoint said instead of tokens, for the message that follows.
    if (request.url().adjusted(QUrl::RemoveQuery) == m_tokenEndpoint.adjusted(QUrl::RemoveQuery)) {
        m_tokenAnswerProblem.clear();
        if (!stopped.isEmpty())
            m_tokenAnswerProblem = stopped;
        else if (e.status == 0)
            m_tokenAnswerProblem = tr("no answer: %1").arg(e.error);
        else if (e.contentType != "application/json")
            m_tokenAnswerProblem
                = tr("HTTP %1 with %2 instead of JSON: \"%3\"")
                      .arg(e.status)
                      .arg(QString::fromLatin1(e.contentType.isEmpty() ? QByteArray("no content type") : e.contentType),
                           QString::fromUtf8(body.left(160)).simplified());
        else if (e.status >= 400)
            m_tokenAnswerProblem
                = tr("HTTP %1: %2").arg(e.status).arg(QString::fromUtf8(e.body.left(300)).simplified());
    }
    Q_EMIT exchange(e);
}

} // namespace mcpscope
