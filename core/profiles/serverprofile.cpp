// SPDX-License-Identifier: MIT
#include "serverprofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace mcpscope {

namespace {

const QString FormatName = QStringLiteral("mcpscope-profiles");
constexpr int FormatVersion = 1;

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

} // namespace

StdioServerConfig ServerProfile::toStdioConfig() const
{
    StdioServerConfig config;
    config.program = program;
    config.arguments = arguments;
    config.environment = environment;
    config.workingDirectory = workingDirectory;
    config.inherit = inheritEverything ? StdioServerConfig::Inherit::Everything : StdioServerConfig::Inherit::Minimal;
    config.closeStdinWaitMs = closeStdinWaitMs;
    config.terminateWaitMs = terminateWaitMs;
    return config;
}

ServerProfile ServerProfile::fromStdioConfig(const StdioServerConfig &config, const QString &name)
{
    ServerProfile p;
    p.name = name;
    p.program = config.program;
    p.arguments = config.arguments;
    p.environment = config.environment;
    p.workingDirectory = config.workingDirectory;
    p.inheritEverything = config.inherit == StdioServerConfig::Inherit::Everything;
    p.closeStdinWaitMs = config.closeStdinWaitMs;
    p.terminateWaitMs = config.terminateWaitMs;
    return p;
}

ServerProfile ServerProfile::fromConfigEntry(const ServerConfigEntry &entry)
{
    ServerProfile p = fromStdioConfig(entry.toStdioConfig(), entry.name);
    return p;
}

ServerConfigEntry ServerProfile::toConfigEntry() const
{
    ServerConfigEntry e;
    e.name = name.isEmpty() ? QFileInfo(program).baseName() : name;
    e.type = QStringLiteral("stdio");
    e.command = program;
    e.args = arguments;
    e.env = environment;
    e.cwd = workingDirectory;
    return e;
}

QByteArray ServerProfile::toMcpServersJson() const
{
    return ServerConfigFile::toMcpServersJson({toConfigEntry()});
}

QString ServerProfile::displayCommand(bool showValues) const
{
    return toStdioConfig().displayCommand(showValues);
}

QString ServerProfile::displayName() const
{
    return name.isEmpty() ? displayCommand() : name;
}

bool ServerProfile::sameServer(const ServerProfile &other) const
{
    return program == other.program && arguments == other.arguments && environment == other.environment
        && workingDirectory == other.workingDirectory && inheritEverything == other.inheritEverything;
}

bool operator==(const ServerProfile &a, const ServerProfile &b)
{
    return a.name == b.name && a.sameServer(b) && a.requestTimeoutMs == b.requestTimeoutMs
        && a.closeStdinWaitMs == b.closeStdinWaitMs && a.terminateWaitMs == b.terminateWaitMs;
}

QJsonObject ServerProfile::toJson() const
{
    QJsonObject o{{key("name"), name}, {key("command"), program}};
    if (!arguments.isEmpty())
        o.insert(key("args"), QJsonArray::fromStringList(arguments));
    if (!environment.isEmpty()) {
        QJsonObject env;
        for (auto it = environment.cbegin(); it != environment.cend(); ++it)
            env.insert(it.key(), it.value());
        o.insert(key("env"), env);
    }
    if (!workingDirectory.isEmpty())
        o.insert(key("cwd"), workingDirectory);
    o.insert(key("inheritEnvironment"), inheritEverything ? key("everything") : key("minimal"));
    o.insert(key("requestTimeoutMs"), requestTimeoutMs);
    o.insert(key("closeStdinWaitMs"), closeStdinWaitMs);
    o.insert(key("terminateWaitMs"), terminateWaitMs);
    return o;
}

ServerProfile ServerProfile::fromJson(const QJsonObject &o)
{
    ServerProfile p;
    p.name = o.value(key("name")).toString();
    p.program = o.value(key("command")).toString();
    const QJsonArray args = o.value(key("args")).toArray();
    for (const QJsonValue &arg : args)
        p.arguments << arg.toString();
    const QJsonObject env = o.value(key("env")).toObject();
    for (auto it = env.begin(); it != env.end(); ++it)
        p.environment.insert(it.key(), it.value().toString());
    p.workingDirectory = o.value(key("cwd")).toString();
    p.inheritEverything = o.value(key("inheritEnvironment")).toString() == key("everything");
    const auto number = [&o](const char *name, int fallback) {
        const QJsonValue v = o.value(key(name));
        return v.isDouble() && v.toInteger() >= 0 ? int(qMin<qint64>(v.toInteger(), 24 * 3600 * 1000)) : fallback;
    };
    p.requestTimeoutMs = number("requestTimeoutMs", p.requestTimeoutMs);
    p.closeStdinWaitMs = number("closeStdinWaitMs", p.closeStdinWaitMs);
    p.terminateWaitMs = number("terminateWaitMs", p.terminateWaitMs);
    return p;
}

ServerProfileStore::ServerProfileStore(const QString &path)
    : m_path(path)
{
}

QString ServerProfileStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/profiles.json");
}

bool ServerProfileStore::load(QString *errorMessage)
{
    m_profiles.clear();
    m_recent.clear();
    QFile file(m_path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        if (errorMessage)
            *errorMessage = tr("Cannot read the saved servers from \"%1\": %2").arg(m_path, file.errorString());
        return false;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    const QJsonObject root = doc.object();
    if (error.error != QJsonParseError::NoError || root.value(key("format")).toString() != FormatName) {
        if (errorMessage)
            *errorMessage = tr("\"%1\" is not a file of saved servers of mcpscope.").arg(m_path);
        return false;
    }
    if (root.value(key("version")).toInt() > FormatVersion) {
        if (errorMessage)
            *errorMessage = tr("\"%1\" was written by a newer mcpscope (format version %2).")
                                .arg(m_path)
                                .arg(root.value(key("version")).toInt());
        return false;
    }
    const QJsonArray profiles = root.value(key("profiles")).toArray();
    for (const QJsonValue &v : profiles) {
        const ServerProfile p = ServerProfile::fromJson(v.toObject());
        if (!p.name.isEmpty() && !find(p.name))
            m_profiles.append(p);
    }
    const QJsonArray recent = root.value(key("recent")).toArray();
    for (const QJsonValue &v : recent) {
        if (m_recent.size() < MaxRecent)
            m_recent.append(ServerProfile::fromJson(v.toObject()));
    }
    return true;
}

bool ServerProfileStore::save(QString *errorMessage) const
{
    QJsonArray profiles;
    for (const ServerProfile &p : m_profiles)
        profiles.append(p.toJson());
    QJsonArray recent;
    for (const ServerProfile &p : m_recent)
        recent.append(p.toJson());
    const QJsonObject root{{key("format"), FormatName},
                           {key("version"), FormatVersion},
                           {key("profiles"), profiles},
                           {key("recent"), recent}};
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (errorMessage)
            *errorMessage = tr("Cannot save the servers to \"%1\": %2").arg(m_path, file.errorString());
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        if (errorMessage)
            *errorMessage = tr("Cannot save the servers to \"%1\": %2").arg(m_path, file.errorString());
        return false;
    }
    return true;
}

QStringList ServerProfileStore::names() const
{
    QStringList names;
    for (const ServerProfile &p : m_profiles)
        names << p.name;
    return names;
}

const ServerProfile *ServerProfileStore::find(const QString &name) const
{
    for (const ServerProfile &p : m_profiles) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

void ServerProfileStore::upsert(const ServerProfile &profile)
{
    for (ServerProfile &p : m_profiles) {
        if (p.name == profile.name) {
            p = profile;
            return;
        }
    }
    m_profiles.append(profile);
}

bool ServerProfileStore::rename(const QString &from, const QString &to, QString *errorMessage)
{
    const QString name = to.trimmed();
    if (name.isEmpty()) {
        if (errorMessage)
            *errorMessage = tr("A saved server needs a name.");
        return false;
    }
    if (name != from && find(name)) {
        if (errorMessage)
            *errorMessage = tr("There is already a saved server called \"%1\".").arg(name);
        return false;
    }
    for (ServerProfile &p : m_profiles) {
        if (p.name == from) {
            p.name = name;
            return true;
        }
    }
    if (errorMessage)
        *errorMessage = tr("There is no saved server called \"%1\".").arg(from);
    return false;
}

QString ServerProfileStore::uniqueName(const QString &base) const
{
    const QString trimmed = base.trimmed().isEmpty() ? tr("Server") : base.trimmed();
    if (!find(trimmed))
        return trimmed;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(trimmed).arg(n);
        if (!find(candidate))
            return candidate;
    }
}

QString ServerProfileStore::duplicate(const QString &name)
{
    const ServerProfile *original = find(name);
    if (!original)
        return {};
    ServerProfile copy = *original;
    copy.name = uniqueName(tr("%1 (copy)").arg(name));
    m_profiles.append(copy);
    return copy.name;
}

bool ServerProfileStore::remove(const QString &name)
{
    for (qsizetype i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).name == name) {
            m_profiles.removeAt(i);
            return true;
        }
    }
    return false;
}

void ServerProfileStore::addRecent(const ServerProfile &profile)
{
    m_recent.removeIf([&profile](const ServerProfile &p) { return p.sameServer(profile); });
    m_recent.prepend(profile);
    while (m_recent.size() > MaxRecent)
        m_recent.removeLast();
}

} // namespace mcpscope
