// SPDX-License-Identifier: MIT
#pragma once

#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// Whether secret values (environment and header values) are written out.
enum class SecretValues {
    Omit,    ///< names only: the values are left empty
    Include, ///< the values as they are (only when the user asks for them)
};

/// One server entry of an "mcpServers" style configuration file.
struct ServerConfigEntry
{
    QString name;
    /// "stdio" (default when a command is given), "http" (Streamable HTTP; also read from
    /// "streamable-http" and "streamableHttp"), "sse", "auto" (a URL without a type), or
    /// what the file says when it is none of these.
    QString type;
    QString command;
    QStringList args;
    QMap<QString, QString> env;
    QString cwd;
    QString url;
    /// HTTP headers sent to a remote server, name and value, sorted by name (the values are
    /// often secrets: "Authorization": "Bearer …").
    QList<QPair<QString, QString>> headers;
    /// "legacy", "auto" or "modern" as the entry's "protocolEra" says (the official inspector's
    /// field), or "" when it says nothing.
    QString protocolEra;

    bool isStdio() const { return type == QLatin1String("stdio"); }
    /// A server reached over HTTP: a URL and a type mcpscope speaks (http, sse, auto).
    bool isRemote() const;
    StdioServerConfig toStdioConfig() const;
    /// The URL, transport and headers of a remote entry.
    HttpServerConfig toHttpConfig() const;
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
    /// The entries of a server map ({name: {command, args, env, cwd, url, headers, type}}), as
    /// mcpServers files, VS Code and Zed write it; also "httpUrl" (Gemini CLI, Streamable HTTP)
    /// and "serverUrl" (Windsurf) for the URL.
    static QList<ServerConfigEntry> entriesFrom(const QJsonObject &servers);

    const QList<ServerConfigEntry> &entries() const { return m_entries; }
    QStringList names() const;
    /// The entry named @p name, or nullptr.
    const ServerConfigEntry *find(const QString &name) const;

    /// "http", "sse" or "auto" for the names mcpServers files and mcpscope use for them
    /// ("http", "streamable-http", "streamableHttp", "sse", "auto", any case); empty otherwise.
    static QString remoteType(const QString &name);
    /// The transport of a remote type ("http": Streamable HTTP, "sse", anything else: Auto).
    static HttpServerConfig::Kind httpKind(const QString &type);

    /// Writes entries back as {"mcpServers": {...}}: stdio entries with command, args, env,
    /// cwd; remote ones with type ("http" for auto), url and headers. With SecretValues::Omit
    /// the environment and header values are written empty (the names stay).
    static QByteArray toMcpServersJson(const QList<ServerConfigEntry> &entries,
                                       SecretValues values = SecretValues::Omit);

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
