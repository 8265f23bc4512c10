// SPDX-License-Identifier: MIT
#include "serverconfigfile.h"
#include "json/jsontree.h"

#include "json/jsontext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QUrl>

namespace mcpscope {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::ServerConfigFile", text);
}

/// @p text as a JSON string literal.
QByteArray jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

/// The last member called @p key of the object @p json (the one a JSON parser keeps).
QByteArrayView lastMember(QByteArrayView json, QByteArrayView key)
{
    QByteArrayView found;
    const auto all = jsontext::members(json);
    for (const auto &member : all) {
        if (member.first == key)
            found = member.second;
    }
    return found;
}
} // namespace

bool ServerConfigEntry::isRemote() const
{
    return !url.isEmpty() && !ServerConfigFile::remoteType(type).isEmpty();
}

HttpServerConfig ServerConfigEntry::toHttpConfig() const
{
    HttpServerConfig config;
    config.url = QUrl(url);
    config.kind = ServerConfigFile::httpKind(type);
    for (const auto &[header, value] : headers)
        config.headers.append({header.toUtf8(), value.toUtf8()});
    return config;
}

StdioServerConfig ServerConfigEntry::toStdioConfig() const
{
    StdioServerConfig config;
    config.program = command;
    config.arguments = args;
    config.environment = env;
    config.workingDirectory = cwd;
    return config;
}

bool ServerConfigFile::parse(const QByteArray &json, QString *errorMessage)
{
    m_entries.clear();
    m_json = json;
    QJsonParseError error;
    const QJsonDocument doc = jsontree::parse(json, &error);
    if (error.error != QJsonParseError::NoError) {
        *errorMessage
            = tr("The configuration is not valid JSON: %1 at byte %2.").arg(error.errorString()).arg(error.offset);
        return false;
    }
    const QJsonObject root = doc.object();
    QJsonValue servers = root.value(QStringLiteral("mcpServers"));
    if (!servers.isObject())
        servers = root.value(QStringLiteral("servers"));
    if (!servers.isObject()) {
        *errorMessage = tr("The configuration has no \"mcpServers\" (or \"servers\") object.");
        return false;
    }
    m_entries = entriesFrom(servers.toObject());
    return true;
}

QList<ServerConfigEntry> ServerConfigFile::entriesFrom(const QJsonObject &map)
{
    QList<ServerConfigEntry> entries;
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        ServerConfigEntry e;
        e.name = it.key();
        e.command = o.value(QStringLiteral("command")).toString();
        const QJsonArray args = o.value(QStringLiteral("args")).toArray();
        for (const QJsonValue &a : args)
            e.args << (a.isString() ? a.toString()
                                    : QString::fromUtf8(QJsonDocument(QJsonArray{a}).toJson(QJsonDocument::Compact))
                                          .mid(1)
                                          .chopped(1));
        const QJsonObject env = o.value(QStringLiteral("env")).toObject();
        for (auto envIt = env.begin(); envIt != env.end(); ++envIt)
            e.env.insert(envIt.key(),
                         envIt.value().isString() ? envIt.value().toString() : envIt.value().toVariant().toString());
        e.cwd = o.value(QStringLiteral("cwd")).toString();
        e.url = o.value(QStringLiteral("url")).toString();
        // Gemini CLI names a Streamable HTTP server's address "httpUrl", Windsurf "serverUrl".
        if (e.url.isEmpty() && o.value(QStringLiteral("httpUrl")).isString()) {
            e.url = o.value(QStringLiteral("httpUrl")).toString();
            if (!o.contains(QStringLiteral("type")))
                e.type = QStringLiteral("http");
        }
        if (e.url.isEmpty())
            e.url = o.value(QStringLiteral("serverUrl")).toString();
        const QJsonObject headers = o.value(QStringLiteral("headers")).toObject();
        for (auto headerIt = headers.begin(); headerIt != headers.end(); ++headerIt) {
            const QJsonValue value = headerIt.value();
            e.headers.append({headerIt.key(), value.isString() ? value.toString() : value.toVariant().toString()});
        }
        if (o.contains(QStringLiteral("type")))
            e.type = o.value(QStringLiteral("type")).toString();
        e.protocolEra = o.value(QStringLiteral("protocolEra")).toString().toLower();
        if (e.protocolEra != QLatin1String("legacy") && e.protocolEra != QLatin1String("auto")
            && e.protocolEra != QLatin1String("modern"))
            e.protocolEra.clear();
        // A URL without a type: Streamable HTTP, or SSE when the server refuses it (as Cursor
        // reads such entries).
        if (e.type.isEmpty())
            e.type = e.command.isEmpty() && !e.url.isEmpty() ? QStringLiteral("auto") : QStringLiteral("stdio");
        if (const QString remote = remoteType(e.type); !remote.isEmpty())
            e.type = remote;
        entries.append(e);
    }
    return entries;
}

bool ServerConfigFile::load(const QString &path, QString *errorMessage)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *errorMessage = tr("Cannot read the configuration file \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    if (!parse(file.readAll(), errorMessage)) {
        *errorMessage = QStringLiteral("%1: %2").arg(path, *errorMessage);
        return false;
    }
    return true;
}

QStringList ServerConfigFile::names() const
{
    QStringList names;
    for (const ServerConfigEntry &e : m_entries)
        names << e.name;
    return names;
}

const ServerConfigEntry *ServerConfigFile::find(const QString &name) const
{
    for (const ServerConfigEntry &e : m_entries) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

QString ServerConfigFile::remoteType(const QString &name)
{
    const QString type = name.trimmed().toLower();
    if (type == QLatin1String("http") || type == QLatin1String("streamable-http")
        || type == QLatin1String("streamablehttp") || type == QLatin1String("streamable_http"))
        return QStringLiteral("http");
    if (type == QLatin1String("sse"))
        return QStringLiteral("sse");
    if (type == QLatin1String("auto"))
        return QStringLiteral("auto");
    return {};
}

HttpServerConfig::Kind ServerConfigFile::httpKind(const QString &type)
{
    const QString remote = remoteType(type);
    if (remote == QLatin1String("http"))
        return HttpServerConfig::Kind::StreamableHttp;
    if (remote == QLatin1String("sse"))
        return HttpServerConfig::Kind::Sse;
    return HttpServerConfig::Kind::Auto;
}

QByteArray ServerConfigFile::toMcpServersJson(const QList<ServerConfigEntry> &entries, SecretValues values)
{
    const bool withValues = values == SecretValues::Include;
    QJsonObject servers;
    for (const ServerConfigEntry &e : entries) {
        QJsonObject o;
        if (e.isStdio()) {
            o.insert(QStringLiteral("command"), e.command);
            if (!e.args.isEmpty())
                o.insert(QStringLiteral("args"), QJsonArray::fromStringList(e.args));
            if (!e.env.isEmpty()) {
                QJsonObject env;
                for (auto it = e.env.cbegin(); it != e.env.cend(); ++it)
                    env.insert(it.key(), withValues ? it.value() : QString());
                o.insert(QStringLiteral("env"), env);
            }
            if (!e.cwd.isEmpty())
                o.insert(QStringLiteral("cwd"), e.cwd);
            if (!e.protocolEra.isEmpty())
                o.insert(QStringLiteral("protocolEra"), e.protocolEra);
        } else {
            if (!e.protocolEra.isEmpty())
                o.insert(QStringLiteral("protocolEra"), e.protocolEra);
            // Hosts know "http" and "sse"; "auto" starts with Streamable HTTP as well.
            const QString remote = remoteType(e.type);
            o.insert(QStringLiteral("type"), remote == QLatin1String("auto") ? QStringLiteral("http") : e.type);
            // A password in the URL is a secret like the others.
            o.insert(QStringLiteral("url"), withValues ? e.url : QUrl(e.url).toString(QUrl::RemovePassword));
            if (!e.headers.isEmpty()) {
                QJsonObject headers;
                for (const auto &[header, value] : e.headers)
                    headers.insert(header, withValues ? value : QString());
                o.insert(QStringLiteral("headers"), headers);
            }
        }
        servers.insert(e.name, o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("mcpServers"), servers}}).toJson(QJsonDocument::Indented);
}

QStringList ServerConfigFile::tapCommand(const ServerConfigEntry &entry, const QString &mcpscopeBinary,
                                         const QString &sessionFile)
{
    return QStringList{mcpscopeBinary, QStringLiteral("tap"), QStringLiteral("--save-session"),
                       sessionFile,    QStringLiteral("--"),  entry.command}
           + entry.args;
}

bool ServerConfigFile::runsThroughTap(const ServerConfigEntry &entry)
{
    const QString program = QFileInfo(entry.command).fileName();
    return (program == QLatin1String("mcpscope") || program == QLatin1String("mcpscope.exe"))
           && entry.args.value(0) == QLatin1String("tap");
}

bool ServerConfigFile::wrapWithTap(const QByteArray &json, const QString &name, const QString &mcpscopeBinary,
                                   const QString &sessionFile, QByteArray *patched, QString *errorMessage)
{
    ServerConfigFile file;
    if (!file.parse(json, errorMessage))
        return false;
    const ServerConfigEntry *entry = file.find(name);
    if (!entry) {
        *errorMessage = tr("The configuration has no server called \"%1\".").arg(name);
        return false;
    }
    if (!entry->isStdio() || entry->command.isEmpty()) {
        *errorMessage
            = tr("\"%1\" is not a server started by a command (stdio), so tap cannot sit in front of it.").arg(name);
        return false;
    }
    if (runsThroughTap(*entry)) {
        *errorMessage = tr("\"%1\" already runs through mcpscope tap.").arg(name);
        return false;
    }

    // Only the two values change, in place, so the host's file keeps its order, layout and
    // every member mcpscope does not know.
    QByteArrayView servers = lastMember(json, "mcpServers");
    if (servers.isEmpty() || !servers.startsWith('{'))
        servers = lastMember(json, "servers");
    const QByteArrayView object = lastMember(servers, name.toUtf8());
    const QByteArrayView command = lastMember(object, "command");
    const QByteArrayView args = lastMember(object, "args");
    QByteArray out;
    if (!object.isEmpty() && command.startsWith('"') && (args.isEmpty() || args.startsWith('['))) {
        QByteArray newArgs
            = "[\"tap\", \"--save-session\", " + jsonString(sessionFile) + ", \"--\", " + command.toByteArray();
        const QList<QByteArrayView> elements = jsontext::elements(args);
        for (const QByteArrayView &element : elements)
            newArgs += ", " + element.toByteArray();
        newArgs += ']';
        const qsizetype commandAt = command.data() - json.constData();
        if (args.isEmpty()) {
            out = json.left(commandAt) + jsonString(mcpscopeBinary) + ", \"args\": " + newArgs
                  + json.mid(commandAt + command.size());
        } else {
            const qsizetype argsAt = args.data() - json.constData();
            // The later value first, so the earlier offset still holds.
            out = json;
            if (argsAt > commandAt) {
                out.replace(argsAt, args.size(), newArgs);
                out.replace(commandAt, command.size(), jsonString(mcpscopeBinary));
            } else {
                out.replace(commandAt, command.size(), jsonString(mcpscopeBinary));
                out.replace(argsAt, args.size(), newArgs);
            }
        }
    }
    // Checked by reading it back; a file the in-place change cannot handle (a name written
    // with escapes) is written anew instead.
    const QStringList expected = tapCommand(*entry, mcpscopeBinary, sessionFile);
    ServerConfigFile check;
    QString ignored;
    const ServerConfigEntry *wrapped = nullptr;
    if (!out.isEmpty() && check.parse(out, &ignored))
        wrapped = check.find(name);
    if (!wrapped || QStringList(QStringList{wrapped->command} + wrapped->args) != expected) {
        QJsonObject root = jsontree::parse(json).object();
        const QString key = root.value(QStringLiteral("mcpServers")).isObject() ? QStringLiteral("mcpServers")
                                                                                : QStringLiteral("servers");
        QJsonObject map = root.value(key).toObject();
        QJsonObject o = map.value(name).toObject();
        QJsonArray newArgs{QStringLiteral("tap"), QStringLiteral("--save-session"), sessionFile, QStringLiteral("--"),
                           o.value(QStringLiteral("command"))};
        const QJsonArray oldArgs = o.value(QStringLiteral("args")).toArray();
        for (const QJsonValue &a : oldArgs)
            newArgs.append(a);
        o.insert(QStringLiteral("command"), mcpscopeBinary);
        o.insert(QStringLiteral("args"), newArgs);
        map.insert(name, o);
        root.insert(key, map);
        out = QJsonDocument(root).toJson(QJsonDocument::Indented);
    }
    *patched = out;
    return true;
}

QString ServerConfigFile::safeFileStem(const QString &serverName)
{
    QString name;
    for (const QChar c : serverName) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            name += c;
        else if (c == QLatin1Char('.') || c == QLatin1Char('_'))
            name += c;
        else if (!name.endsWith(QLatin1Char('-')))
            name += QLatin1Char('-');
        if (name.size() >= 40)
            break;
    }
    while (name.startsWith(QLatin1Char('-')) || name.startsWith(QLatin1Char('.')))
        name.remove(0, 1);
    while (name.endsWith(QLatin1Char('-')))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("server") : name;
}

QString ServerConfigFile::tapSessionPath(const QString &directory, const QString &name)
{
    return directory + QStringLiteral("/tap-") + safeFileStem(name) + QStringLiteral(".jsonl");
}

bool ServerConfigFile::writeWithBackup(const QString &path, const QByteArray &data, QString *backupPath,
                                       QString *errorMessage)
{
    QString backup;
    if (QFileInfo::exists(path)) {
        backup = path + QStringLiteral(".bak");
        for (int n = 2; QFileInfo::exists(backup); ++n)
            backup = path + QStringLiteral(".bak-") + QString::number(n);
        if (!QFile::copy(path, backup)) {
            *errorMessage
                = tr("Cannot make a backup of \"%1\" before changing it, so it was left as it was.").arg(path);
            return false;
        }
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        *errorMessage = tr("Cannot write \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    if (backupPath)
        *backupPath = backup;
    return true;
}

} // namespace mcpscope
