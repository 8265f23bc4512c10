// SPDX-License-Identifier: MIT
#include "serverconfigfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace mcpscope {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::ServerConfigFile", text);
}
} // namespace

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
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        *errorMessage = tr("The configuration is not valid JSON: %1 at byte %2.")
                            .arg(error.errorString()).arg(error.offset);
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
    const QJsonObject map = servers.toObject();
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        ServerConfigEntry e;
        e.name = it.key();
        e.command = o.value(QStringLiteral("command")).toString();
        const QJsonArray args = o.value(QStringLiteral("args")).toArray();
        for (const QJsonValue &a : args)
            e.args << (a.isString() ? a.toString() : QString::fromUtf8(QJsonDocument(QJsonArray{a}).toJson(QJsonDocument::Compact)).mid(1).chopped(1));
        const QJsonObject env = o.value(QStringLiteral("env")).toObject();
        for (auto envIt = env.begin(); envIt != env.end(); ++envIt)
            e.env.insert(envIt.key(), envIt.value().isString() ? envIt.value().toString() : envIt.value().toVariant().toString());
        e.cwd = o.value(QStringLiteral("cwd")).toString();
        e.url = o.value(QStringLiteral("url")).toString();
        e.type = o.value(QStringLiteral("type")).toString();
        if (e.type.isEmpty())
            e.type = e.command.isEmpty() && !e.url.isEmpty() ? QStringLiteral("http") : QStringLiteral("stdio");
        if (e.type == QLatin1String("streamable-http") || e.type == QLatin1String("streamableHttp"))
            e.type = QStringLiteral("http");
        m_entries.append(e);
    }
    return true;
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

QByteArray ServerConfigFile::toMcpServersJson(const QList<ServerConfigEntry> &entries)
{
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
                    env.insert(it.key(), it.value());
                o.insert(QStringLiteral("env"), env);
            }
            if (!e.cwd.isEmpty())
                o.insert(QStringLiteral("cwd"), e.cwd);
        } else {
            o.insert(QStringLiteral("type"), e.type);
            o.insert(QStringLiteral("url"), e.url);
        }
        servers.insert(e.name, o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("mcpServers"), servers}}).toJson(QJsonDocument::Indented);
}

} // namespace mcpscope
