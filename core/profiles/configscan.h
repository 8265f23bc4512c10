// SPDX-License-Identifier: MIT
// Finds the MCP servers configured on this computer, read-only. Implemented in configscan.cpp.
#pragma once

#include "profiles/serverconfigfile.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace mcpscope {

/// How a configuration file keeps its servers.
enum class ConfigFileFormat {
    McpServers,     ///< {"mcpServers": {...}} or {"servers": {...}} (Claude Desktop, Cursor, VS Code's mcp.json, …)
    VsCodeSettings, ///< a settings.json with comments: {"mcp": {"servers": {...}}}
    ClaudeCode,     ///< ~/.claude.json: {"mcpServers": {...}, "projects": {DIR: {"mcpServers": {...}}}}
    Zed,            ///< Zed's settings.json with comments: {"context_servers": {...}}
};

/// A place where an application keeps its MCP servers.
struct ConfigLocation
{
    QString application; ///< "Claude Desktop", "VS Code", …
    QString scope;       ///< "user", "workspace", …: whose servers these are
    QString path;
    ConfigFileFormat format = ConfigFileFormat::McpServers;
};

/// The servers of one configuration file that exists.
struct FoundServers
{
    ConfigLocation location;
    /// The servers mcpscope can start or reach, as written (nothing is expanded or run).
    QList<ServerConfigEntry> entries;
    /// The scope of each entry when it differs from the file's (Claude Code's projects: the
    /// project's folder); empty otherwise. Same length as entries.
    QStringList entryScopes;
    /// Why the file could not be read, in plain words; empty when it was read.
    QString problem;
    /// Entries that are in the file but give neither a command nor a URL (Zed's extensions).
    int skipped = 0;
};

/// Reads the configuration files of the MCP hosts and editors a user may have: Claude
/// Desktop, Claude Code, VS Code (user and workspace; also Insiders and VSCodium), Cursor,
/// Windsurf, Zed, Gemini CLI, LM Studio, Amazon Q, and Cline and Roo Code inside VS Code.
/// It only reads: nothing is started, written or sent anywhere.
class ServerConfigScan
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::ServerConfigScan)
public:
    /// Where to look: the home folder, the per-user configuration folders, the workspace.
    struct Places
    {
        QString home;
        /// $XDG_CONFIG_HOME, else HOME/.config (Linux and the BSDs).
        QString configHome;
        /// %APPDATA% on Windows; empty elsewhere.
        QString appData;
        /// A project folder whose workspace files (.vscode/mcp.json, .mcp.json, …) count too;
        /// empty for none.
        QString workspace;
        /// "linux", "macos" or "windows": which of each application's folders apply.
        QString system;
    };
    /// The places of this computer and user; @p workspace as given.
    static Places currentPlaces(const QString &workspace = QString());

    /// Every file the applications may keep servers in, whether it exists or not.
    static QList<ConfigLocation> locations(const Places &places);
    /// The servers of the files among locations() that exist, in the same order.
    static QList<FoundServers> scan(const Places &places);
    /// Reads one file (it must exist).
    static FoundServers read(const ConfigLocation &location);
    /// Reads @p text as a file of @p location's format.
    static FoundServers parse(const ConfigLocation &location, const QByteArray &text);

    /// Files larger than this are not read (Claude Code's file keeps histories; a few MB).
    static constexpr qint64 MaxFileSize = 64 * 1024 * 1024;
};

} // namespace mcpscope
