// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverconfigfile.h"
#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace mcpscope {

class SecretStore;

/// A saved way to reach one server, under a name people choose: a program to start
/// (arguments, environment, working directory) or a URL (transport, headers, certificates
/// trusted by hand), and timeouts.
///
/// A profile in memory holds its secret values (environment values, header values, a password
/// in the URL); toJson() writes their names only, and ServerProfileStore keeps the values in a
/// SecretStore.
struct ServerProfile
{
    QString name;
    QString program;
    QStringList arguments;
    QMap<QString, QString> environment;
    QString workingDirectory;
    bool inheritEverything = false; ///< pass all of mcpscope's environment (default: minimal)
    int requestTimeoutMs = 60000;   ///< how long to wait for a response (0: forever)
    int closeStdinWaitMs = 2000;    ///< after closing the server's input, wait this long
    int terminateWaitMs = 2000;     ///< after SIGTERM, wait this long before SIGKILL

    // A remote server (when url is set; program, arguments, environment, working directory
    // and the two waits for a process are then unused).
    QString url;                                    ///< http:// or https://
    QString transportKind = QStringLiteral("auto"); ///< "auto", "http" (Streamable HTTP) or "sse"
    QList<QPair<QString, QString>> headers;         ///< sent with every request; values are secrets
    /// SHA-256 fingerprints (hex, lower case) of certificates trusted for this server although
    /// their verification failed.
    QStringList trustedCertificates;
    /// OAuth, when the server asks for authorization: a client registered beforehand at its
    /// authorization server (the secret is a secret value), or a Client ID Metadata Document
    /// URL; all empty: mcpscope registers itself where the server allows it. The callback URL
    /// is the loopback address the browser returns to (empty: any free port).
    QString oauthClientId;
    QString oauthClientSecret;
    QString oauthClientMetadataUrl;
    QString oauthCallbackUrl;
    /// The authorization server (issuer) the pre-registered client belongs to: its secret goes
    /// nowhere else (empty: the first one it is used with).
    QString oauthClientIssuer;

    /// True for a server reached over HTTP (a URL), false for one started as a program.
    /// "legacy", "auto" or "modern"; "" means the default: auto for a URL (a modern server
    /// over HTTP still answers initialize, so legacy would hide what matters), legacy for a
    /// command (a silent legacy stdio server would make every connect wait for the probe).
    QString protocolEra;
    /// protocolEra, or the default for this kind of server.
    QString effectiveProtocolEra() const;

    bool isRemote() const { return !url.isEmpty(); }

    StdioServerConfig toStdioConfig() const;
    /// The URL, transport, headers (names and values) and trusted certificates.
    HttpServerConfig toHttpConfig() const;
    static ServerProfile fromStdioConfig(const StdioServerConfig &config, const QString &name = {});
    /// From an entry of an mcpServers file (stdio and remote entries).
    static ServerProfile fromConfigEntry(const ServerConfigEntry &entry);
    ServerConfigEntry toConfigEntry() const;
    /// The profile as a Claude Desktop / Cursor style {"mcpServers": {name: {...}}} document;
    /// secret values are left empty unless @p values is SecretValues::Include.
    QByteArray toMcpServersJson(SecretValues values = SecretValues::Omit) const;

    /// The command as people read it, or the URL of a remote server with its transport and
    /// header names (environment and header values hidden unless @p showValues).
    QString displayCommand(bool showValues = false) const;
    /// The name, or the command (the URL) when there is none.
    QString displayName() const;
    /// The URL as people read it: without user name and password.
    QString displayUrl() const;
    /// A name to offer when saving: the program's file name, or the URL's host.
    QString suggestedName() const;
    /// Starts (or reaches) the same server, name and timeouts aside: the same command,
    /// environment and folder; or the same URL, transport and header names.
    bool sameServer(const ServerProfile &other) const;

    /// Plain words when the URL cannot be used (empty, not http:// or https://, no host,
    /// not a URL at all); empty when it can.
    static QString checkUrl(const QString &url);
    /// Plain words when the profile cannot be connected to (no command; a bad URL; a header
    /// without a name or with a line break); empty when it can.
    QString problem() const;

    /// True when secret values (headers, a URL password) would go over plain http:// to
    /// another computer (loopback addresses are not counted).
    bool sendsSecretsUnencrypted() const;

    /// The secret values, under names relative to the profile: "env/VAR", "header/Name",
    /// "url-password". Empty values are left out.
    QHash<QString, QString> secrets() const;
    /// The names secrets() may have for this profile (whether their values are set or not).
    QStringList secretNames() const;
    /// Puts the value of the secret @p relativeKey (a name from secretNames()) in place.
    void setSecret(const QString &relativeKey, const QString &value);
    /// The secret values to hide from exports, by what they are ("API_KEY",
    /// "the header Authorization").
    QMap<QString, QString> secretValuesForRedaction() const;

    /// The profile as saved in profiles.json: names of environment variables and headers, never
    /// their values (they belong in a SecretStore), the URL without its password.
    QJsonObject toJson() const;
    /// Reads toJson()'s form; older files that still hold environment values give them back
    /// (@p hadValues is set, so they can be moved to the secret store).
    static ServerProfile fromJson(const QJsonObject &object, bool *hadValues = nullptr);

    friend bool operator==(const ServerProfile &a, const ServerProfile &b);
    friend bool operator!=(const ServerProfile &a, const ServerProfile &b) { return !(a == b); }
};

/// The saved profiles and the recently used servers, kept in one JSON file
/// (profiles.json in the application's configuration folder), their secret values in a
/// SecretStore under "profile/<name>/env/<VAR>", "profile/<name>/header/<Name>" (recent
/// servers: "recent/<id>/…").
class ServerProfileStore
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::ServerProfileStore)
public:
    static constexpr int MaxRecent = 10;

    /// A store kept in @p path (default: defaultPath()). Call load() to read it.
    /// @p secrets (not owned) keeps the secret values; without one the store makes its own:
    /// for defaultPath() the system keychain where one answers, for any other file the
    /// owner-only file secrets.json beside it (the keychain holds one set of profiles).
    explicit ServerProfileStore(const QString &path = defaultPath(), SecretStore *secrets = nullptr);
    ~ServerProfileStore();
    ServerProfileStore(const ServerProfileStore &) = delete;
    ServerProfileStore &operator=(const ServerProfileStore &) = delete;
    /// <AppConfigLocation>/profiles.json
    static QString defaultPath();
    QString path() const { return m_path; }
    /// Where the secret values go (made on first use when the store has its own).
    SecretStore *secretStore() const;

    /// Reads the file and the secret values of its profiles; a missing file is an empty
    /// store. False with plain words on error. Secret values that cannot be read are left
    /// empty and said in secretsProblem().
    bool load(QString *errorMessage = nullptr);
    /// Writes the secret values to the secret store, then the file (names only; readable by
    /// its owner only), then forgets the values of profiles that are gone. Under the file's
    /// lock, and over what another window or process saved meanwhile: only the profiles this
    /// store added, changed, renamed or removed since load() are put over the file's; the
    /// others are taken from it.
    bool save(QString *errorMessage = nullptr);
    /// Plain words when the last load() could not read some secret values, else empty.
    QString secretsProblem() const { return m_secretsProblem; }
    /// True when the file read last still held secret values (an older mcpscope wrote it):
    /// the next save() moves them to the secret store.
    bool needsMigration() const { return m_needsMigration; }

    const QList<ServerProfile> &profiles() const { return m_profiles; }
    QStringList names() const;
    /// The profile called @p name, or nullptr.
    const ServerProfile *find(const QString &name) const;
    /// Adds @p profile, or replaces the one with the same name.
    void upsert(const ServerProfile &profile);
    /// Renames a profile; false (with plain words) when @p to is empty or taken.
    bool rename(const QString &from, const QString &to, QString *errorMessage = nullptr);
    /// Copies profile @p name under a new name ("name (copy)"); returns it, or empty.
    QString duplicate(const QString &name);
    bool remove(const QString &name);
    /// @p base, or "base (2)", "base (3)"… whichever is not taken.
    QString uniqueName(const QString &base) const;

    /// Servers started lately, newest first (named or not).
    const QList<ServerProfile> &recent() const { return m_recent; }
    /// Puts @p profile first in recent() (an older entry for the same server goes).
    void addRecent(const ServerProfile &profile);
    void clearRecent();

private:
    QString secretPrefix(const ServerProfile &profile, qsizetype recentIndex) const;
    /// Reads profiles and recent servers from the file (no secret values).
    bool readFile(QString *errorMessage);
    /// Reads the secret values @p profile names from the secret store.
    void fillSecrets(ServerProfile &profile, const QString &prefix);
    bool isLoaded(const QString &name) const { return m_loaded.contains(name); }
    QString newRecentId() const;

    QString m_path;
    SecretStore *m_secrets;
    mutable std::unique_ptr<SecretStore> m_ownSecrets;
    QList<ServerProfile> m_profiles;
    QList<ServerProfile> m_recent;
    QStringList m_recentIds;                 ///< parallel to m_recent: their secrets' keys
    QHash<QString, QString> m_storedSecrets; ///< what the secret store holds for us
    QString m_secretsProblem;
    bool m_needsMigration = false;
    QSet<QString> m_loaded;  ///< the profiles the file held when it was read
    QSet<QString> m_touched; ///< added or changed here since
    QSet<QString> m_removed; ///< removed (or renamed away) here since
    bool m_recentChanged = false;
    bool m_recentCleared = false;
};

} // namespace mcpscope
