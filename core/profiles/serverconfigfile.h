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

private:
    QList<ServerConfigEntry> m_entries;
};

} // namespace mcpscope
