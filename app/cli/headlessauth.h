// SPDX-License-Identifier: MIT
// Implemented in headlessauth.cpp.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>

namespace mcpscope {
struct ServerProfile;
class HttpTransport;
class McpClient;
class OAuthAuthorizer;
class SecretStore;
struct OAuthSettings;
} // namespace mcpscope

namespace mcpscope::cli {

struct OptionSpec;

/// The sign-in options of the headless commands that reach a server over HTTP (--cli, run,
/// replay): which OAuth client, which grant, and how a sign-in reaches the person.
struct AuthOptions
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::AuthOptions)
public:
    QString clientId;               ///< --client-id: a pre-registered OAuth client
    QString clientSecret;           ///< --client-secret
    QString clientMetadataUrl;      ///< --client-metadata-url: a Client ID Metadata Document
    QString clientIssuer;           ///< --client-issuer: where the --client-id is registered
    QString callbackUrl;            ///< --callback-url: the loopback redirect (empty: the default)
    bool clientCredentials = false; ///< --client-credentials: the grant for machine clients
    QString clientPrivateKey;       ///< --client-private-key FILE: private_key_jwt (PEM)
    QByteArray clientPrivateKeyPem; ///< its contents, read by prepare()
    /// --authorize: how a sign-in reaches the person (ask, print, fetch, never; empty: ask on
    /// a terminal, never otherwise)
    QString authorize;
    bool storedAuthOnly = false; ///< --stored-auth-only: never sign in, use a stored token
    bool relogin = false;        ///< --relogin: forget the stored sign-in first
    /// --auth-timeout MS: a sign-in that has not finished by then ends with exit 3 and the
    /// step it was at (a server that drips its answers, a person who went away)
    int authTimeoutMs = DefaultAuthTimeoutMs;
    static constexpr int DefaultAuthTimeoutMs = 5 * 60 * 1000;

    /// These options (part of ConnectionOptions::options()).
    static QList<OptionSpec> options();
    /// Sets the option @p name ("--client-id") to @p value. False with plain words in @p error
    /// when the value is wrong.
    bool set(const QString &name, const QString &value, QString *error);
    /// Checks the options together and reads --client-private-key. False with plain words.
    bool prepare(QString *error);
    /// True when any of these options was given.
    bool given() const;
    /// Takes the OAuth client of a profile saved in the window (its pre-registered client id
    /// and secret, metadata document, callback address) where the command line names none.
    void useProfile(const ServerProfile &profile);
    OAuthSettings settings() const;
    /// The lines of these options for a command's --help.
    static QString helpText();
};

/// OAuth for a headless command's connection over HTTP. Tokens are kept in the keychain, or in
/// the owner-only file (said once per file), and refreshed when the server refuses them. A
/// sign-in starts only as --authorize says: asked on a terminal, never otherwise, so a CI job
/// without a stored token or client credentials ends with "sign-in needed" instead of waiting.
/// While a person signs in, the client's timeouts wait.
class HeadlessSignIn : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::HeadlessSignIn)
public:
    HeadlessSignIn(const AuthOptions &options, HttpTransport *transport, McpClient *client, bool quiet,
                   QObject *parent = nullptr);

private:
    void presentSignIn(const QUrl &url, const QUrl &issuer, const std::function<void(bool)> &proceed);
    void noticeFallback();

    QString m_mode;
    QString m_lastStep;
    bool m_quiet;
    McpClient *m_client;
    SecretStore *m_secrets;
    OAuthAuthorizer *m_auth;
};

} // namespace mcpscope::cli
