// SPDX-License-Identifier: MIT
#include "configscan.h"
#include "json/jsontree.h"

#include "json/jsontext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>

namespace mcpscope {

namespace {

QString joined(const QString &dir, const QString &relative)
{
    return dir.isEmpty() ? QString() : QDir::cleanPath(dir + QLatin1Char('/') + relative);
}

/// Zed writes a server as {"command": "npx", "args": […], "env": {…}} or, in older settings,
/// {"command": {"path": "npx", "args": […], "env": {…}}}; the second becomes the first.
QJsonObject zedServers(const QJsonObject &servers)
{
    QJsonObject flat;
    for (auto it = servers.begin(); it != servers.end(); ++it) {
        QJsonObject server = it.value().toObject();
        const QJsonValue command = server.value(QStringLiteral("command"));
        if (command.isObject()) {
            const QJsonObject nested = command.toObject();
            server.insert(QStringLiteral("command"), nested.value(QStringLiteral("path")));
            for (const QString &key : {QStringLiteral("args"), QStringLiteral("env")}) {
                if (nested.contains(key))
                    server.insert(key, nested.value(key));
            }
        }
        flat.insert(it.key(), server);
    }
    return flat;
}

} // namespace

ServerConfigScan::Places ServerConfigScan::currentPlaces(const QString &workspace)
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    Places places;
    places.home = QDir::homePath();
    places.workspace = workspace;
#if defined(Q_OS_WIN)
    places.system = QStringLiteral("windows");
    places.appData = env.value(QStringLiteral("APPDATA"));
#elif defined(Q_OS_MACOS)
    places.system = QStringLiteral("macos");
#else
    places.system = QStringLiteral("linux");
#endif
    places.configHome = env.value(QStringLiteral("XDG_CONFIG_HOME"));
    if (places.configHome.isEmpty() || !QDir::isAbsolutePath(places.configHome))
        places.configHome = joined(places.home, QStringLiteral(".config"));
    return places;
}

QList<ConfigLocation> ServerConfigScan::locations(const Places &places)
{
    // Where desktop applications keep their per-user settings on this system.
    QString appConfig = places.configHome;
    if (places.system == QLatin1String("macos"))
        appConfig = joined(places.home, QStringLiteral("Library/Application Support"));
    else if (places.system == QLatin1String("windows"))
        appConfig = places.appData;

    const QString user = tr("user");
    const QString workspace = tr("workspace");
    QList<ConfigLocation> list;
    const auto add = [&list](const QString &application, const QString &scope, const QString &path,
                             ConfigFileFormat format = ConfigFileFormat::McpServers) {
        if (!path.isEmpty())
            list.append({application, scope, path, format});
    };
    const QString &home = places.home;
    const QString &ws = places.workspace;

    add(QStringLiteral("Claude Desktop"), user, joined(appConfig, QStringLiteral("Claude/claude_desktop_config.json")));
    add(QStringLiteral("Claude Code"), user, joined(home, QStringLiteral(".claude.json")),
        ConfigFileFormat::ClaudeCode);
    add(QStringLiteral("Claude Code"), tr("project"), joined(ws, QStringLiteral(".mcp.json")));

    const struct
    {
        const char *application;
        const char *folder;
    } vsCodes[] = {{"VS Code", "Code"}, {"VS Code Insiders", "Code - Insiders"}, {"VSCodium", "VSCodium"}};
    for (const auto &code : vsCodes) {
        const QString application = QString::fromLatin1(code.application);
        const QString userDir = joined(appConfig, QString::fromLatin1(code.folder) + QStringLiteral("/User"));
        add(application, user, joined(userDir, QStringLiteral("mcp.json")));
        add(application, user, joined(userDir, QStringLiteral("settings.json")), ConfigFileFormat::VsCodeSettings);
        add(QStringLiteral("Cline (%1)").arg(application), user,
            joined(userDir, QStringLiteral("globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json")));
        add(QStringLiteral("Roo Code (%1)").arg(application), user,
            joined(userDir, QStringLiteral("globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json")));
    }
    add(QStringLiteral("VS Code"), workspace, joined(ws, QStringLiteral(".vscode/mcp.json")));
    add(QStringLiteral("VS Code"), workspace, joined(ws, QStringLiteral(".vscode/settings.json")),
        ConfigFileFormat::VsCodeSettings);

    add(QStringLiteral("Cursor"), user, joined(home, QStringLiteral(".cursor/mcp.json")));
    add(QStringLiteral("Cursor"), workspace, joined(ws, QStringLiteral(".cursor/mcp.json")));
    add(QStringLiteral("Windsurf"), user, joined(home, QStringLiteral(".codeium/windsurf/mcp_config.json")));

    // Zed keeps its settings in ~/.config/zed on macOS too.
    const QString zedDir = places.system == QLatin1String("windows") ? joined(places.appData, QStringLiteral("Zed"))
                           : places.system == QLatin1String("macos") ? joined(home, QStringLiteral(".config/zed"))
                                                                     : joined(places.configHome, QStringLiteral("zed"));
    add(QStringLiteral("Zed"), user, joined(zedDir, QStringLiteral("settings.json")), ConfigFileFormat::Zed);
    add(QStringLiteral("Zed"), workspace, joined(ws, QStringLiteral(".zed/settings.json")), ConfigFileFormat::Zed);

    add(QStringLiteral("Gemini CLI"), user, joined(home, QStringLiteral(".gemini/settings.json")));
    add(QStringLiteral("Gemini CLI"), workspace, joined(ws, QStringLiteral(".gemini/settings.json")));
    add(QStringLiteral("LM Studio"), user, joined(home, QStringLiteral(".lmstudio/mcp.json")));
    add(QStringLiteral("Amazon Q"), user, joined(home, QStringLiteral(".aws/amazonq/mcp.json")));
    add(QStringLiteral("Amazon Q"), workspace, joined(ws, QStringLiteral(".amazonq/mcp.json")));
    return list;
}

QList<FoundServers> ServerConfigScan::scan(const Places &places)
{
    QList<FoundServers> found;
    QStringList seen;
    for (const ConfigLocation &location : locations(places)) {
        // The workspace may be the home folder: each file is read once.
        const QString canonical = QFileInfo(location.path).canonicalFilePath();
        if (canonical.isEmpty() || !QFileInfo(canonical).isFile() || seen.contains(canonical))
            continue;
        seen.append(canonical);
        found.append(read(location));
    }
    return found;
}

FoundServers ServerConfigScan::read(const ConfigLocation &location)
{
    QFile file(location.path);
    if (file.size() > MaxFileSize) {
        FoundServers result;
        result.location = location;
        result.problem = tr("The file is larger than %1 MB; it was not read.").arg(MaxFileSize / (1024 * 1024));
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        FoundServers result;
        result.location = location;
        result.problem = tr("The file cannot be read: %1").arg(file.errorString());
        return result;
    }
    return parse(location, file.readAll());
}

FoundServers ServerConfigScan::parse(const ConfigLocation &location, const QByteArray &text)
{
    FoundServers result;
    result.location = location;
    // Settings files of editors allow comments and trailing commas; the others may as well
    // have them by mistake, and reading them costs nothing.
    QJsonParseError error;
    const QJsonDocument doc = jsontree::parse(jsontext::withoutComments(text), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        result.problem = error.error != QJsonParseError::NoError
                             ? tr("The file is not valid JSON (%1 at byte %2), so its servers are not shown.")
                                   .arg(error.errorString())
                                   .arg(error.offset)
                             : tr("The file does not hold a JSON object, so it has no servers to show.");
        return result;
    }
    const QJsonObject root = doc.object();
    const auto take = [&result](const QJsonObject &servers, const QString &scope) {
        const QList<ServerConfigEntry> entries = ServerConfigFile::entriesFrom(servers);
        for (const ServerConfigEntry &entry : entries) {
            if (entry.command.isEmpty() && entry.url.isEmpty()) {
                ++result.skipped;
                continue;
            }
            result.entries.append(entry);
            result.entryScopes.append(scope);
        }
    };
    switch (location.format) {
    case ConfigFileFormat::McpServers: {
        const QJsonValue servers = root.contains(QStringLiteral("mcpServers"))
                                       ? root.value(QStringLiteral("mcpServers"))
                                       : root.value(QStringLiteral("servers"));
        take(servers.toObject(), QString());
        break;
    }
    case ConfigFileFormat::VsCodeSettings:
        take(root.value(QStringLiteral("mcp")).toObject().value(QStringLiteral("servers")).toObject(), QString());
        break;
    case ConfigFileFormat::ClaudeCode: {
        take(root.value(QStringLiteral("mcpServers")).toObject(), QString());
        const QJsonObject projects = root.value(QStringLiteral("projects")).toObject();
        for (auto it = projects.begin(); it != projects.end(); ++it)
            take(it.value().toObject().value(QStringLiteral("mcpServers")).toObject(), tr("project %1").arg(it.key()));
        break;
    }
    case ConfigFileFormat::Zed:
        take(zedServers(root.value(QStringLiteral("context_servers")).toObject()), QString());
        break;
    }
    return result;
}

} // namespace mcpscope
