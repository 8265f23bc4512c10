// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverconfigfile.h"
#include "transport/stdiotransport.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// A saved way to start one server: program, arguments, environment, working directory and
/// timeouts, under a name people choose.
struct ServerProfile
{
    QString name;
    QString program;
    QStringList arguments;
    QMap<QString, QString> environment;
    QString workingDirectory;
    bool inheritEverything = false;  ///< pass all of mcpscope's environment (default: minimal)
    int requestTimeoutMs = 60000;    ///< how long to wait for a response (0: forever)
    int closeStdinWaitMs = 2000;     ///< after closing the server's input, wait this long
    int terminateWaitMs = 2000;      ///< after SIGTERM, wait this long before SIGKILL

    StdioServerConfig toStdioConfig() const;
    static ServerProfile fromStdioConfig(const StdioServerConfig &config, const QString &name = {});
    /// From an entry of an mcpServers file (stdio entries only make sense).
    static ServerProfile fromConfigEntry(const ServerConfigEntry &entry);
    ServerConfigEntry toConfigEntry() const;
    /// The profile as a Claude Desktop / Cursor style {"mcpServers": {name: {...}}} document.
    QByteArray toMcpServersJson() const;

    /// The command as people read it (environment values hidden unless @p showValues).
    QString displayCommand(bool showValues = false) const;
    /// The name, or the command when there is none.
    QString displayName() const;
    /// Starts the same server (name and timeouts aside).
    bool sameServer(const ServerProfile &other) const;

    QJsonObject toJson() const;
    static ServerProfile fromJson(const QJsonObject &object);

    friend bool operator==(const ServerProfile &a, const ServerProfile &b);
    friend bool operator!=(const ServerProfile &a, const ServerProfile &b) { return !(a == b); }
};

/// The saved profiles and the recently used servers, kept in one JSON file
/// (profiles.json in the application's configuration folder).
class ServerProfileStore
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::ServerProfileStore)
public:
    static constexpr int MaxRecent = 10;

    /// A store kept in @p path (default: defaultPath()). Call load() to read it.
    explicit ServerProfileStore(const QString &path = defaultPath());
    /// <AppConfigLocation>/profiles.json
    static QString defaultPath();
    QString path() const { return m_path; }

    /// Reads the file; a missing file is an empty store. False with plain words on error.
    bool load(QString *errorMessage = nullptr);
    /// Writes the file (readable by its owner only: environment values may be secrets).
    bool save(QString *errorMessage = nullptr) const;

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
    void clearRecent() { m_recent.clear(); }

private:
    QString m_path;
    QList<ServerProfile> m_profiles;
    QList<ServerProfile> m_recent;
};

} // namespace mcpscope
