// SPDX-License-Identifier: MIT
#include "headlessauth.h"

#include "clioptions.h"
#include "headlessrun.h"

#include "mcp/mcpclient.h"
#include "oauthauthorizer.h"
#include "profiles/secretstore.h"
#include "profiles/serverprofile.h"
#include "transport/httptransport.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

namespace mcpscope::cli {

namespace {
const QStringList &authorizeModes()
{
    static const QStringList modes{QStringLiteral("ask"), QStringLiteral("print"), QStringLiteral("fetch"),
                                   QStringLiteral("never")};
    return modes;
}
} // namespace

QList<OptionSpec> AuthOptions::options()
{
    return {{{QStringLiteral("client-credentials")}, {}},
            {{QStringLiteral("stored-auth-only")}, {}},
            {{QStringLiteral("relogin")}, {}},
            {{QStringLiteral("auth-timeout")}, QStringLiteral("ms")},
            {{QStringLiteral("client-secret")}, QStringLiteral("secret")},
            {{QStringLiteral("client-secret-file")}, QStringLiteral("file")},
            {{QStringLiteral("client-id")}, QStringLiteral("id")},
            {{QStringLiteral("client-metadata-url")}, QStringLiteral("url")},
            {{QStringLiteral("client-issuer")}, QStringLiteral("url")},
            {{QStringLiteral("callback-url")}, QStringLiteral("url")},
            {{QStringLiteral("client-private-key")}, QStringLiteral("file")},
            {{QStringLiteral("authorize")}, QStringLiteral("mode")}};
}

bool AuthOptions::set(const QString &name, const QString &v, QString *error)
{
    if (name == QLatin1String("--client-credentials")) {
        clientCredentials = true;
    } else if (name == QLatin1String("--stored-auth-only")) {
        storedAuthOnly = true;
    } else if (name == QLatin1String("--relogin")) {
        relogin = true;
    } else if (name == QLatin1String("--auth-timeout")) {
        bool ok = false;
        authTimeoutMs = v.toInt(&ok);
        if (!ok || authTimeoutMs <= 0) {
            *error = tr("--auth-timeout expects a positive number of milliseconds, not \"%1\".").arg(v);
            return false;
        }
    } else if (name == QLatin1String("--client-secret") || name == QLatin1String("--client-secret-file")) {
        return readSecretArgument(name == QLatin1String("--client-secret-file") ? QLatin1Char('@') + v : v,
                                  &clientSecret, error);
    } else if (name == QLatin1String("--authorize")) {
        authorize = v;
        if (!authorizeModes().contains(authorize)) {
            *error = tr("--authorize must be ask, print, fetch or never, not \"%1\".").arg(authorize);
            return false;
        }
    } else {
        QString *target = name == QLatin1String("--client-id")             ? &clientId
                          : name == QLatin1String("--client-metadata-url") ? &clientMetadataUrl
                          : name == QLatin1String("--client-issuer")       ? &clientIssuer
                          : name == QLatin1String("--callback-url")        ? &callbackUrl
                          : name == QLatin1String("--client-private-key")  ? &clientPrivateKey
                                                                           : nullptr;
        if (target)
            *target = v;
    }
    return true;
}

bool AuthOptions::prepare(QString *error)
{
    if (!callbackUrl.isEmpty()) {
        const QUrl callback(callbackUrl, QUrl::StrictMode);
        const QString host = callback.host();
        if (!callback.isValid() || callback.scheme() != QLatin1String("http")
            || (host != QLatin1String("127.0.0.1") && host != QLatin1String("localhost")
                && host != QLatin1String("::1"))) {
            *error
                = tr("--callback-url must be a loopback http:// address (127.0.0.1, localhost or [::1]), not \"%1\".")
                      .arg(callbackUrl);
            return false;
        }
    }
    if (!clientIssuer.isEmpty()
        && (clientId.isEmpty() || !QUrl(clientIssuer, QUrl::StrictMode).isValid()
            || QUrl(clientIssuer).host().isEmpty())) {
        *error = tr("--client-issuer needs --client-id and the address of the authorization server the client is "
                    "registered at, not \"%1\".")
                     .arg(clientIssuer);
        return false;
    }
    if (!clientMetadataUrl.isEmpty() && QUrl(clientMetadataUrl).scheme() != QLatin1String("https")) {
        *error = tr("--client-metadata-url must be an https:// address.");
        return false;
    }
    if (!clientPrivateKey.isEmpty()) {
        QFile key(clientPrivateKey);
        if (!key.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read the private key \"%1\": %2").arg(clientPrivateKey, key.errorString());
            return false;
        }
        clientPrivateKeyPem = key.read(1024 * 1024);
    }
    if (clientSecret.isEmpty() && !clientId.isEmpty())
        clientSecret = qEnvironmentVariable("MCPSCOPE_CLIENT_SECRET"); // kept out of the process list
    if (clientCredentials && clientId.isEmpty()) {
        *error = tr("--client-credentials needs --client-id (and --client-secret or --client-private-key).");
        return false;
    }
    return true;
}

bool AuthOptions::given() const
{
    return !clientId.isEmpty() || !clientSecret.isEmpty() || !clientMetadataUrl.isEmpty() || !callbackUrl.isEmpty()
           || clientCredentials || !clientPrivateKey.isEmpty() || !authorize.isEmpty() || storedAuthOnly || relogin;
}

void AuthOptions::useProfile(const ServerProfile &profile)
{
    if (!clientId.isEmpty() || !clientMetadataUrl.isEmpty())
        return; // the command line chose the client: none of the profile's goes with it
    clientId = profile.oauthClientId;
    clientSecret = clientSecret.isEmpty() ? profile.oauthClientSecret : clientSecret;
    clientMetadataUrl = profile.oauthClientMetadataUrl;
    if (clientIssuer.isEmpty())
        clientIssuer = profile.oauthClientIssuer;
    if (callbackUrl.isEmpty())
        callbackUrl = profile.oauthCallbackUrl;
}

OAuthSettings AuthOptions::settings() const
{
    OAuthSettings s;
    s.clientId = clientId;
    s.clientSecret = clientSecret;
    s.clientMetadataUrl = QUrl(clientMetadataUrl);
    s.clientIssuer = QUrl(clientIssuer);
    if (!callbackUrl.isEmpty())
        s.callbackUrl = QUrl(callbackUrl);
    else
        s.anyPortIfTaken = true; // the default 6276 may be taken: another free port then
    s.clientCredentials = clientCredentials;
    s.privateKeyPem = clientPrivateKeyPem;
    s.userTimeoutMs = authTimeoutMs; // the browser is part of the sign-in: the same deadline
    return s;
}

QString AuthOptions::helpText()
{
    return tr("OAuth, for a URL server that asks for a sign-in (as with mcpscope --cli):\n"
              "  --client-id ID, --client-secret SECRET   a client registered at the authorization server\n"
              "                           (the secret: @FILE or --client-secret-file FILE reads it from\n"
              "                           FILE, MCPSCOPE_CLIENT_SECRET from the environment)\n"
              "  --client-issuer URL      the authorization server that client is registered at: its\n"
              "                           secret goes nowhere else (default: the first one it is used with)\n"
              "  --client-metadata-url URL  a Client ID Metadata Document to use as client id\n"
              "  --callback-url URL       the loopback address the browser returns to\n"
              "  --client-credentials     the client credentials grant (no browser; with --client-id\n"
              "                           and --client-secret or --client-private-key FILE)\n"
              "  --authorize ask|print|fetch|never  how to sign in (default: ask on a terminal,\n"
              "                           never otherwise: exit 3)\n"
              "  --stored-auth-only       use a stored sign-in only (exit 3 without one)\n"
              "  --relogin                forget the stored sign-in for this URL first\n"
              "  --auth-timeout MS        end a sign-in that takes longer, browser included, with\n"
              "                           exit 3 (default 300000: five minutes)\n");
}

HeadlessSignIn::HeadlessSignIn(const AuthOptions &options, HttpTransport *transport, McpClient *client, bool quiet,
                               QObject *parent)
    : QObject(parent)
    , m_quiet(quiet)
    , m_client(client)
    , m_secrets(new SecretStore(SecretStore::Backend::Auto, {}, this))
    , m_auth(new OAuthAuthorizer(transport->config().url, options.settings(), this))
{
    if (!quiet)
        connect(m_auth, &OAuthAuthorizer::step, this, &writeNotice);
    connect(m_auth, &OAuthAuthorizer::step, this, [this](const QString &text) { m_lastStep = text; });
    // One deadline for the whole sign-in: discovery, registration, the browser, the token. A
    // server that drips its answers byte by byte never trips a transfer timeout; this ends it.
    auto *deadline = new QTimer(this);
    deadline->setSingleShot(true);
    deadline->setInterval(options.authTimeoutMs);
    connect(deadline, &QTimer::timeout, this, [this, deadline] {
        m_auth->cancel(tr("The sign-in did not finish within %1 ms (--auth-timeout). It was at: %2")
                           .arg(deadline->interval())
                           .arg(m_lastStep.isEmpty() ? tr("the start") : m_lastStep));
    });
    if (options.relogin) // forgotten before it is read, so it is not announced as used
        m_secrets->remove(OAuthAuthorizer::storeKey(transport->config().url));
    m_auth->setSecretStore(m_secrets);
    m_auth->attach(transport);
    connect(m_auth, &OAuthAuthorizer::stateChanged, this, [this, deadline] {
        m_client->holdTimeouts(m_auth->busy());
        if (!m_auth->busy())
            deadline->stop();
        else if (!deadline->isActive())
            deadline->start();
        noticeFallback();
    });

    m_mode = options.authorize;
    if (m_mode.isEmpty())
        m_mode = isTerminal(stdin) && isTerminal(stderr) ? QStringLiteral("ask") : QStringLiteral("never");
    if (options.storedAuthOnly)
        m_mode = QStringLiteral("never");
    if (m_mode == QLatin1String("never"))
        return; // no presenter: a challenge without a stored or refreshable token ends the run (exit 3)
    m_auth->setPresenter([this](const QUrl &url, const QUrl &issuer, std::function<void(bool)> proceed) {
        presentSignIn(url, issuer, proceed);
    });
}

void HeadlessSignIn::noticeFallback()
{
    // Tokens kept in the owner-only file rather than a keychain: said once per file.
    if (!m_auth->hasToken() || !m_secrets->usingFallback() || m_quiet)
        return;
    QSettings settings;
    const QString key = QStringLiteral("Secrets/cliFallbackNoticeShownFor");
    if (settings.value(key).toString() == m_secrets->filePath())
        return;
    settings.setValue(key, m_secrets->filePath());
    writeNotice(m_secrets->fallbackNotice());
}

void HeadlessSignIn::presentSignIn(const QUrl &url, const QUrl &issuer, const std::function<void(bool)> &proceed)
{
    if (m_mode == QLatin1String("fetch")) {
        m_auth->fetchAuthorization(url);
        proceed(true);
        return;
    }
    QTextStream err(stderr);
    err << tr("mcpscope: the server wants you to sign in at %1. The address to open:").arg(issuer.toDisplayString())
        << "\n  " << url.toString(QUrl::FullyEncoded) << "\n";
    if (m_mode == QLatin1String("print")) {
        err << tr("mcpscope: waiting for the browser to come back…") << "\n";
        err.flush();
        proceed(true);
        return;
    }
    err << tr("Open it in your browser now? [Y/n] ");
    err.flush();
    QTextStream in(stdin);
    const QString answer = in.readLine().trimmed().toLower();
    //: The first letter of the word for "yes" that the [Y/n] question above accepts.
    const QString yes = tr("y");
    if (!answer.isEmpty() && !answer.startsWith(QLatin1Char('y')) && !answer.startsWith(yes)) {
        proceed(false);
        return;
    }
#if defined(Q_OS_MACOS)
    const bool opened = QProcess::startDetached(QStringLiteral("open"), {url.toString(QUrl::FullyEncoded)});
#elif defined(Q_OS_WIN)
    const bool opened = false;
#else
    const bool opened = QProcess::startDetached(QStringLiteral("xdg-open"), {url.toString(QUrl::FullyEncoded)});
#endif
    if (!opened)
        err << tr("mcpscope: no browser could be started; open the address yourself.") << "\n";
    err << tr("mcpscope: waiting for the browser to come back…") << "\n";
    err.flush();
    proceed(true);
}

} // namespace mcpscope::cli
