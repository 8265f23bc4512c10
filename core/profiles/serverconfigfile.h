// SPDX-License-Identifier: MIT
#pragma once

#include "transport/stdiotransport.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// One server entry of an "mcpServers" style configuration file.
struct ServerConfigEntry
{
    QString name;
    QString type;              ///< "stdio" (default when a command is given), "http", "sse"
    QString command;
    QStringList args;
    QMap<QString, QString> env;
    QString cwd;
    QString url;
    /// Remote entries: "headers" (name → value; values may be secrets).
    QList<QPair<QString, QString>> headers;

    bool isStdio() const { return type == QLatin1String("stdio"); }
    StdioServerConfig toStdioConfig() const;
};

/// Reads the configuration files desktop MCP hosts and editors use: Claude Desktop's
/// {"mcpServers": {...}}, VS Code's .vscode/mcp.json {"servers": {...}}, Cursor's mcp.json.
/// Nothing is started here: callers show the entries before running anything.
class ServerConfigFile
{
public:
    /// Parses @p json; on failure returns false and a plain-words @p errorMessage.
    bool parse(const QByteArray &json, QString *errorMessage);
    bool load(const QString &path, QString *errorMessage);

    const QList<ServerConfigEntry> &entries() const { return m_entries; }
    QStringList names() const;
    /// The entry named @p name, or nullptr.
    const ServerConfigEntry *find(const QString &name) const;

    /// Writes entries back as {"mcpServers": {...}}.
    static QByteArray toMcpServersJson(const QList<ServerConfigEntry> &entries);

    /// The text parse() or load() read last, exactly as it was.
    QByteArray json() const { return m_json; }

    /// The program and arguments that run @p entry through `mcpscope tap`, journaling to
    /// @p sessionFile: mcpscope, tap, --save-session, FILE, --, the command, its arguments.
    static QStringList tapCommand(const ServerConfigEntry &entry, const QString &mcpscopeBinary,
                                  const QString &sessionFile);
    /// True when @p entry already runs its server through `mcpscope tap`.
    static bool runsThroughTap(const ServerConfigEntry &entry);
    /// @p json with entry @p name changed to run through `mcpscope tap` (see tapCommand()):
    /// only its "command" and "args" change; its env, cwd, type and all other members and
    /// entries stay exactly as written. False with plain words when the entry is missing, is
    /// not a stdio server, or already runs through tap.
    static bool wrapWithTap(const QByteArray &json, const QString &name, const QString &mcpscopeBinary,
                            const QString &sessionFile, QByteArray *patched, QString *errorMessage);
    /// Where tap writes the sessions of server @p name by default: "DIR/tap-NAME.jsonl", the
    /// name reduced to characters that are safe in a file name.
    static QString tapSessionPath(const QString &directory, const QString &name);
    /// @p name reduced to letters, digits, '.', '_' and '-' (at most 40; "server" when empty).
    static QString safeFileStem(const QString &name);
    /// Writes @p data to @p path. An existing file is first copied to a backup beside it
    /// ("PATH.bak", else "PATH.bak-2", …), whose name goes to @p backupPath (empty: none).
    static bool writeWithBackup(const QString &path, const QByteArray &data, QString *backupPath,
                                QString *errorMessage);

private:
    QList<ServerConfigEntry> m_entries;
    QByteArray m_json;
};

} // namespace mcpscope
