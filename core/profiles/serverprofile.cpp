// SPDX-License-Identifier: MIT
#include "serverprofile.h"
#include "json/jsontree.h"

#include "secretstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

namespace mcpscope {

namespace {

const QString FormatName = QStringLiteral("mcpscope-profiles");
// 2: names of environment variables and headers only; their values are in the secret store.
constexpr int FormatVersion = 2;

const QString EnvPrefix = QStringLiteral("env/");
const QString HeaderPrefix = QStringLiteral("header/");
const QString UrlPassword = QStringLiteral("url-password");
const QString OAuthClientSecret = QStringLiteral("oauth-client-secret");

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::ServerProfile", text);
}

// RFC 9110 token characters: what a header name may be made of.
bool isHeaderName(const QString &name)
{
    if (name.isEmpty())
        return false;
    for (const QChar c : name) {
        const char16_t u = c.unicode();
        const bool alnum = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9');
        if (!alnum && !QStringView(u"!#$%&'*+-.^_`|~").contains(c))
            return false;
    }
    return true;
}

QStringList lowerNames(const QList<QPair<QString, QString>> &headers)
{
    QStringList names;
    for (const auto &header : headers)
        names << header.first.trimmed().toLower();
    return names;
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

HttpServerConfig ServerProfile::toHttpConfig() const
{
    HttpServerConfig config;
    config.url = QUrl(url.trimmed());
    config.kind = ServerConfigFile::httpKind(transportKind);
    for (const auto &[header, value] : headers) {
        if (!header.trimmed().isEmpty())
            config.headers.append({header.trimmed().toUtf8(), value.toUtf8()});
    }
    config.trustedCertificates = trustedCertificates;
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
    if (entry.isRemote()) {
        ServerProfile p;
        p.name = entry.name;
        p.url = entry.url;
        p.transportKind = ServerConfigFile::remoteType(entry.type);
        p.headers = entry.headers;
        p.protocolEra = entry.protocolEra;
        return p;
    }
    ServerProfile p = fromStdioConfig(entry.toStdioConfig(), entry.name);
    p.protocolEra = entry.protocolEra;
    return p;
}

ServerConfigEntry ServerProfile::toConfigEntry() const
{
    ServerConfigEntry e;
    e.name = name.isEmpty() ? suggestedName() : name;
    e.protocolEra = protocolEra;
    if (isRemote()) {
        e.type = ServerConfigFile::remoteType(transportKind);
        if (e.type.isEmpty())
            e.type = QStringLiteral("auto");
        e.url = url;
        e.headers = headers;
        return e;
    }
    e.type = QStringLiteral("stdio");
    e.command = program;
    e.args = arguments;
    e.env = environment;
    e.cwd = workingDirectory;
    return e;
}

QByteArray ServerProfile::toMcpServersJson(SecretValues values) const
{
    return ServerConfigFile::toMcpServersJson({toConfigEntry()}, values);
}

QString ServerProfile::displayUrl() const
{
    const QUrl parsed(url.trimmed());
    return parsed.isValid() ? parsed.toString(QUrl::RemoveUserInfo) : url.trimmed();
}

QString ServerProfile::displayCommand(bool showValues) const
{
    if (!isRemote())
        return toStdioConfig().displayCommand(showValues);
    QStringList details;
    const QString kind = ServerConfigFile::remoteType(transportKind);
    if (kind == QLatin1String("http"))
        details << QStringLiteral("Streamable HTTP");
    else if (kind == QLatin1String("sse"))
        details << QStringLiteral("SSE");
    for (const auto &[header, value] : headers) {
        if (!header.trimmed().isEmpty())
            details << header.trimmed() + QStringLiteral(": ") + (showValues ? value : QStringLiteral("…"));
    }
    const QString shown = displayUrl();
    return details.isEmpty() ? shown
                             : shown + QStringLiteral(" (") + details.join(QStringLiteral("; ")) + QLatin1Char(')');
}

QString ServerProfile::displayName() const
{
    if (!name.isEmpty())
        return name;
    return isRemote() ? displayUrl() : displayCommand();
}

QString ServerProfile::suggestedName() const
{
    if (isRemote()) {
        const QString host = QUrl(url.trimmed()).host();
        return host.isEmpty() ? QStringLiteral("server") : host;
    }
    return QFileInfo(program).baseName();
}

bool ServerProfile::sameServer(const ServerProfile &other) const
{
    if (isRemote() != other.isRemote())
        return false;
    if (isRemote()) {
        return url.trimmed() == other.url.trimmed()
               && ServerConfigFile::remoteType(transportKind) == ServerConfigFile::remoteType(other.transportKind)
               && lowerNames(headers) == lowerNames(other.headers);
    }
    return program == other.program && arguments == other.arguments && environment == other.environment
           && workingDirectory == other.workingDirectory && inheritEverything == other.inheritEverything;
}

bool operator==(const ServerProfile &a, const ServerProfile &b)
{
    return a.name == b.name && a.sameServer(b) && a.requestTimeoutMs == b.requestTimeoutMs
           && a.closeStdinWaitMs == b.closeStdinWaitMs && a.terminateWaitMs == b.terminateWaitMs && a.url == b.url
           && a.headers == b.headers && a.trustedCertificates == b.trustedCertificates
           && a.oauthClientId == b.oauthClientId && a.oauthClientSecret == b.oauthClientSecret
           && a.oauthClientMetadataUrl == b.oauthClientMetadataUrl && a.oauthCallbackUrl == b.oauthCallbackUrl
           && a.oauthClientIssuer == b.oauthClientIssuer && a.protocolEra == b.protocolEra;
}

QString ServerProfile::effectiveProtocolEra() const
{
    if (!protocolEra.isEmpty())
        return protocolEra;
    return isRemote() ? QStringLiteral("auto") : QStringLiteral("legacy");
}

QString ServerProfile::checkUrl(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return tr("Type the server's URL, for example https://example.com/mcp.");
    if (!trimmed.contains(QStringLiteral("://")))
        return tr("\"%1\" is not a whole URL: it must start with https:// or http://, for example "
                  "https://example.com/mcp.")
            .arg(trimmed);
    const QUrl parsed(trimmed, QUrl::StrictMode);
    const QString scheme = trimmed.section(QStringLiteral("://"), 0, 0).toLower();
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return tr("mcpscope reaches servers over HTTP: the URL must start with https:// or http://, not %1://.")
            .arg(scheme);
    if (!parsed.isValid())
        return tr("\"%1\" is not a valid URL: %2").arg(trimmed, parsed.errorString());
    if (parsed.host().isEmpty())
        return tr("The URL has no server name after %1://.").arg(scheme);
    return {};
}

QString ServerProfile::problem() const
{
    if (!isRemote())
        return program.trimmed().isEmpty() ? tr("Type the program that starts the server.") : QString();
    if (const QString error = checkUrl(url); !error.isEmpty())
        return error;
    QStringList seen;
    for (const auto &[header, value] : headers) {
        const QString name = header.trimmed();
        if (name.isEmpty()) {
            if (!value.isEmpty())
                return tr("A header has a value but no name.");
            continue;
        }
        if (!isHeaderName(name))
            return tr("\"%1\" cannot be a header name: use letters, digits and - only.").arg(name);
        if (seen.contains(name.toLower()))
            return tr("The header %1 is given twice.").arg(name);
        seen << name.toLower();
        if (value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')))
            return tr("The value of the header %1 has a line break; a header value must be one line.").arg(name);
    }
    if (!oauthClientSecret.isEmpty() && oauthClientId.trimmed().isEmpty())
        return tr("An OAuth client secret needs the client id it belongs to.");
    if (!oauthClientMetadataUrl.trimmed().isEmpty()
        && QUrl(oauthClientMetadataUrl.trimmed()).scheme() != QLatin1String("https"))
        return tr("The client metadata document must be an https:// address.");
    if (!oauthClientIssuer.trimmed().isEmpty()
        && (oauthClientId.trimmed().isEmpty() || QUrl(oauthClientIssuer.trimmed(), QUrl::StrictMode).host().isEmpty()))
        return tr("The client's authorization server needs the client id, and must be an address such as "
                  "https://auth.example.com.");
    if (!oauthCallbackUrl.trimmed().isEmpty()) {
        const QUrl callback(oauthCallbackUrl.trimmed(), QUrl::StrictMode);
        const QString host = callback.host();
        if (callback.scheme() != QLatin1String("http")
            || (host != QLatin1String("127.0.0.1") && host != QLatin1String("localhost")
                && host != QLatin1String("::1")))
            return tr(
                "The sign-in callback must be a loopback http:// address, such as http://127.0.0.1:6276/oauth/callback.");
    }
    return {};
}

bool ServerProfile::sendsSecretsUnencrypted() const
{
    const QUrl parsed(url.trimmed());
    if (parsed.scheme().toLower() != QLatin1String("http"))
        return false;
    const QString host = parsed.host();
    // Loopback traffic never leaves this computer.
    if (host == QLatin1String("localhost") || host.startsWith(QLatin1String("127.")) || host == QLatin1String("::1"))
        return false;
    bool headerValues = false;
    for (const auto &header : headers)
        headerValues = headerValues || !header.second.isEmpty();
    return headerValues || !parsed.password().isEmpty();
}

QHash<QString, QString> ServerProfile::secrets() const
{
    QHash<QString, QString> values;
    for (auto it = environment.cbegin(); it != environment.cend(); ++it) {
        if (!it.value().isEmpty())
            values.insert(EnvPrefix + it.key(), it.value());
    }
    for (const auto &[header, value] : headers) {
        if (!header.trimmed().isEmpty() && !value.isEmpty())
            values.insert(HeaderPrefix + header.trimmed(), value);
    }
    const QString password = QUrl(url.trimmed()).password();
    if (!password.isEmpty())
        values.insert(UrlPassword, password);
    if (!oauthClientSecret.isEmpty())
        values.insert(OAuthClientSecret, oauthClientSecret);
    return values;
}

QStringList ServerProfile::secretNames() const
{
    QStringList names;
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        names << EnvPrefix + it.key();
    for (const auto &header : headers) {
        if (!header.first.trimmed().isEmpty())
            names << HeaderPrefix + header.first.trimmed();
    }
    if (!QUrl(url.trimmed()).userName().isEmpty())
        names << UrlPassword;
    if (!oauthClientId.isEmpty())
        names << OAuthClientSecret;
    return names;
}

void ServerProfile::setSecret(const QString &relativeKey, const QString &value)
{
    if (relativeKey.startsWith(EnvPrefix)) {
        environment.insert(relativeKey.mid(EnvPrefix.size()), value);
    } else if (relativeKey.startsWith(HeaderPrefix)) {
        const QString name = relativeKey.mid(HeaderPrefix.size());
        for (auto &header : headers) {
            if (header.first.trimmed() == name) {
                header.second = value;
                return;
            }
        }
        headers.append({name, value});
    } else if (relativeKey == OAuthClientSecret) {
        oauthClientSecret = value;
    } else if (relativeKey == UrlPassword) {
        QUrl parsed(url.trimmed());
        if (parsed.isValid()) {
            parsed.setPassword(value);
            url = parsed.toString();
        }
    }
}

QMap<QString, QString> ServerProfile::secretValuesForRedaction() const
{
    QMap<QString, QString> values = environment;
    for (const auto &[header, value] : headers) {
        if (!value.isEmpty())
            values.insert(tr("the header %1").arg(header.trimmed()), value);
    }
    const QString password = QUrl(url.trimmed()).password();
    if (!password.isEmpty())
        values.insert(tr("the password in the URL"), password);
    if (!oauthClientSecret.isEmpty())
        values.insert(tr("the OAuth client secret"), oauthClientSecret);
    return values;
}

QJsonObject ServerProfile::toJson() const
{
    QJsonObject o{{key("name"), name}};
    if (isRemote()) {
        const QUrl parsed(url.trimmed());
        o.insert(key("url"), parsed.password().isEmpty() ? url.trimmed() : parsed.toString(QUrl::RemovePassword));
        o.insert(key("transport"), ServerConfigFile::remoteType(transportKind).isEmpty()
                                       ? QStringLiteral("auto")
                                       : ServerConfigFile::remoteType(transportKind));
        QJsonArray names;
        for (const auto &header : headers) {
            if (!header.first.trimmed().isEmpty())
                names.append(header.first.trimmed());
        }
        if (!names.isEmpty())
            o.insert(key("headers"), names);
        if (!trustedCertificates.isEmpty())
            o.insert(key("trustedCertificates"), QJsonArray::fromStringList(trustedCertificates));
        QJsonObject oauth;
        if (!oauthClientId.isEmpty())
            oauth.insert(key("clientId"), oauthClientId);
        if (!oauthClientMetadataUrl.isEmpty())
            oauth.insert(key("clientMetadataUrl"), oauthClientMetadataUrl);
        if (!oauthCallbackUrl.isEmpty())
            oauth.insert(key("callbackUrl"), oauthCallbackUrl);
        if (!oauthClientIssuer.isEmpty())
            oauth.insert(key("clientIssuer"), oauthClientIssuer);
        if (!oauth.isEmpty())
            o.insert(key("oauth"), oauth); // the client secret is in the secret store
    } else {
        o.insert(key("command"), program);
        if (!arguments.isEmpty())
            o.insert(key("args"), QJsonArray::fromStringList(arguments));
        if (!environment.isEmpty())
            o.insert(key("env"), QJsonArray::fromStringList(environment.keys()));
        if (!workingDirectory.isEmpty())
            o.insert(key("cwd"), workingDirectory);
        o.insert(key("inheritEnvironment"), inheritEverything ? key("everything") : key("minimal"));
    }
    if (!protocolEra.isEmpty())
        o.insert(key("protocolEra"), protocolEra);
    o.insert(key("requestTimeoutMs"), requestTimeoutMs);
    o.insert(key("closeStdinWaitMs"), closeStdinWaitMs);
    o.insert(key("terminateWaitMs"), terminateWaitMs);
    return o;
}

ServerProfile ServerProfile::fromJson(const QJsonObject &o, bool *hadValues)
{
    ServerProfile p;
    bool values = false;
    p.name = o.value(key("name")).toString();
    p.program = o.value(key("command")).toString();
    const QJsonArray args = o.value(key("args")).toArray();
    for (const QJsonValue &arg : args)
        p.arguments << arg.toString();
    // Format 1 kept the values beside the names: they are read, to be moved to the secret store.
    const QJsonValue env = o.value(key("env"));
    if (env.isArray()) {
        const QJsonArray names = env.toArray();
        for (const QJsonValue &variable : names)
            p.environment.insert(variable.toString(), QString());
    } else {
        const QJsonObject map = env.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            p.environment.insert(it.key(), it.value().toString());
            values = values || !it.value().toString().isEmpty();
        }
    }
    p.workingDirectory = o.value(key("cwd")).toString();
    p.inheritEverything = o.value(key("inheritEnvironment")).toString() == key("everything");
    p.url = o.value(key("url")).toString();
    if (o.contains(key("transport"))) {
        const QString kind = ServerConfigFile::remoteType(o.value(key("transport")).toString());
        p.transportKind = kind.isEmpty() ? QStringLiteral("auto") : kind;
    }
    const QJsonValue headers = o.value(key("headers"));
    if (headers.isArray()) {
        const QJsonArray names = headers.toArray();
        for (const QJsonValue &header : names)
            p.headers.append({header.toString(), QString()});
    } else {
        const QJsonObject map = headers.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            p.headers.append({it.key(), it.value().toString()});
            values = values || !it.value().toString().isEmpty();
        }
    }
    const QJsonArray certificates = o.value(key("trustedCertificates")).toArray();
    for (const QJsonValue &certificate : certificates)
        p.trustedCertificates << certificate.toString();
    const QJsonObject oauth = o.value(key("oauth")).toObject();
    p.oauthClientId = oauth.value(key("clientId")).toString();
    p.oauthClientMetadataUrl = oauth.value(key("clientMetadataUrl")).toString();
    p.oauthCallbackUrl = oauth.value(key("callbackUrl")).toString();
    p.oauthClientIssuer = oauth.value(key("clientIssuer")).toString();
    const QString era = o.value(key("protocolEra")).toString();
    if (era == QLatin1String("legacy") || era == QLatin1String("auto") || era == QLatin1String("modern"))
        p.protocolEra = era;
    values = values || !QUrl(p.url).password().isEmpty();
    const auto number = [&o](const char *name, int fallback) {
        const QJsonValue v = o.value(key(name));
        return v.isDouble() && v.toInteger() >= 0 ? int(qMin<qint64>(v.toInteger(), 24 * 3600 * 1000)) : fallback;
    };
    p.requestTimeoutMs = number("requestTimeoutMs", p.requestTimeoutMs);
    p.closeStdinWaitMs = number("closeStdinWaitMs", p.closeStdinWaitMs);
    p.terminateWaitMs = number("terminateWaitMs", p.terminateWaitMs);
    if (hadValues)
        *hadValues = values;
    return p;
}

ServerProfileStore::ServerProfileStore(const QString &path, SecretStore *secrets)
    : m_path(path)
    , m_secrets(secrets)
{
}

ServerProfileStore::~ServerProfileStore() = default;

SecretStore *ServerProfileStore::secretStore() const
{
    if (m_secrets)
        return m_secrets;
    if (!m_ownSecrets) {
        const QFileInfo file(m_path);
        const bool isDefault = file.absoluteFilePath() == QFileInfo(defaultPath()).absoluteFilePath();
        m_ownSecrets
            = std::make_unique<SecretStore>(isDefault ? SecretStore::Backend::Auto : SecretStore::Backend::File,
                                            file.absolutePath() + QStringLiteral("/secrets.json"));
    }
    return m_ownSecrets.get();
}

QString ServerProfileStore::secretPrefix(const ServerProfile &profile, qsizetype recentIndex) const
{
    if (recentIndex >= 0)
        return QStringLiteral("recent/") + m_recentIds.value(recentIndex) + QLatin1Char('/');
    return QStringLiteral("profile/") + profile.name + QLatin1Char('/');
}

QString ServerProfileStore::newRecentId() const
{
    for (;;) {
        const QString id
            = QString::number(QRandomGenerator::global()->generate64(), 16).rightJustified(16, QLatin1Char('0'));
        if (!m_recentIds.contains(id))
            return id;
    }
}

QString ServerProfileStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/profiles.json");
}

bool ServerProfileStore::load(QString *errorMessage)
{
    m_touched.clear();
    m_removed.clear();
    m_recentChanged = false;
    m_recentCleared = false;
    m_storedSecrets.clear();
    m_secretsProblem.clear();
    if (!readFile(errorMessage))
        return false;
    // The values of the secrets the file names. Values the file still holds itself (format 1)
    // stay as read, to be moved to the secret store by the next save().
    for (ServerProfile &p : m_profiles)
        fillSecrets(p, secretPrefix(p, -1));
    for (qsizetype i = 0; i < m_recent.size(); ++i)
        fillSecrets(m_recent[i], secretPrefix(m_recent.at(i), i));
    return true;
}

bool ServerProfileStore::readFile(QString *errorMessage)
{
    m_profiles.clear();
    m_recent.clear();
    m_recentIds.clear();
    m_loaded.clear();
    m_needsMigration = false;
    QFile file(m_path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        if (errorMessage)
            *errorMessage = tr("Cannot read the saved servers from \"%1\": %2").arg(m_path, file.errorString());
        return false;
    }
    QJsonParseError error;
    const QJsonDocument doc = jsontree::parse(file.readAll(), &error);
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
        bool hadValues = false;
        const ServerProfile p = ServerProfile::fromJson(v.toObject(), &hadValues);
        if (!p.name.isEmpty() && !find(p.name)) {
            m_profiles.append(p);
            m_loaded.insert(p.name);
            m_needsMigration = m_needsMigration || hadValues;
        }
    }
    const QJsonArray recent = root.value(key("recent")).toArray();
    for (const QJsonValue &v : recent) {
        if (m_recent.size() >= MaxRecent)
            break;
        bool hadValues = false;
        m_recent.append(ServerProfile::fromJson(v.toObject(), &hadValues));
        m_needsMigration = m_needsMigration || hadValues;
        const QString id = v.toObject().value(key("secrets")).toString();
        m_recentIds.append(id.isEmpty() || m_recentIds.contains(id) ? newRecentId() : id);
    }
    return true;
}

void ServerProfileStore::fillSecrets(ServerProfile &profile, const QString &prefix)
{
    const QHash<QString, QString> present = profile.secrets();
    const QStringList names = profile.secretNames();
    for (const QString &name : names) {
        // After the first failure the others would fail alike (and may each ask the user).
        if (present.contains(name) || !m_secretsProblem.isEmpty())
            continue;
        const SecretResult result = secretStore()->read(prefix + name);
        if (result.status == SecretResult::Status::Ok) {
            profile.setSecret(name, result.value);
            m_storedSecrets.insert(prefix + name, result.value);
        } else if (result.status == SecretResult::Status::Failed) {
            m_secretsProblem = tr("The secret values of the saved servers (API keys, headers) could not be "
                                  "read, so they are empty: %1")
                                   .arg(result.error);
        }
    }
}

bool ServerProfileStore::save(QString *errorMessage)
{
    // Two windows (or a window and mcpscope run) may keep this file: under its lock, what the
    // other saved meanwhile is read again, and only what this store changed is put over it.
    // A profile this store never touched keeps the other's version, and its secret values.
    StoreLock lock(m_path);
    if (!lock.locked()) {
        if (errorMessage)
            *errorMessage = lock.error();
        return false;
    }
    if (m_needsMigration) {
        // The file held secret values itself (an older mcpscope): all of them move now.
        for (const ServerProfile &p : std::as_const(m_profiles))
            m_touched.insert(p.name);
        m_recentChanged = true;
    }
    ServerProfileStore disk(m_path, secretStore());
    QString readError;
    if (QFileInfo::exists(m_path) && !disk.readFile(&readError)) {
        if (errorMessage)
            *errorMessage = readError;
        return false;
    }
    QList<ServerProfile> merged;
    for (const ServerProfile &p : std::as_const(disk.m_profiles)) {
        if (m_removed.contains(p.name))
            continue;
        const ServerProfile *ours = find(p.name);
        merged.append(ours && (m_touched.contains(p.name) || !isLoaded(p.name)) ? *ours : p);
    }
    for (const ServerProfile &p : std::as_const(m_profiles)) {
        bool there = false;
        for (const ServerProfile &m : std::as_const(merged))
            there = there || m.name == p.name;
        // New here, or changed here; one that was loaded, left alone, and is gone from the
        // file was removed by the other: it stays removed.
        if (!there && (m_touched.contains(p.name) || !isLoaded(p.name)))
            merged.append(p);
    }
    // Recent servers: as the file has them, unless this store started one (first, then the
    // file's others) or cleared the list.
    QList<ServerProfile> mergedRecent = m_recentChanged ? m_recent : disk.m_recent;
    QStringList mergedRecentIds = m_recentChanged ? m_recentIds : disk.m_recentIds;
    if (m_recentChanged && !m_recentCleared) {
        for (qsizetype i = 0; i < disk.m_recent.size() && mergedRecent.size() < MaxRecent; ++i) {
            bool known = false;
            for (const ServerProfile &r : std::as_const(mergedRecent))
                known = known || r.sameServer(disk.m_recent.at(i));
            if (!known && !mergedRecentIds.contains(disk.m_recentIds.at(i))) {
                mergedRecent.append(disk.m_recent.at(i));
                mergedRecentIds.append(disk.m_recentIds.at(i));
            }
        }
    }

    // The secret values of what this store changed first: the file names them, so they must be
    // in place when it does.
    QHash<QString, QString> wanted;
    QSet<QString> ours; // the keys this store may write or remove
    for (const ServerProfile &p : std::as_const(m_profiles)) {
        if (!m_touched.contains(p.name) && isLoaded(p.name))
            continue;
        const QHash<QString, QString> values = p.secrets();
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            wanted.insert(secretPrefix(p, -1) + it.key(), it.value());
    }
    for (qsizetype i = 0; m_recentChanged && i < m_recent.size(); ++i) {
        const QHash<QString, QString> values = m_recent.at(i).secrets();
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            wanted.insert(secretPrefix(m_recent.at(i), i) + it.key(), it.value());
    }
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
        const auto stored = m_storedSecrets.constFind(it.key());
        if (stored != m_storedSecrets.cend() && stored.value() == it.value())
            continue;
        const SecretResult result = secretStore()->write(it.key(), it.value());
        if (!result.ok()) {
            if (errorMessage)
                *errorMessage = tr("Cannot save the secret values of the servers (API keys, headers), so nothing "
                                   "was saved: %1")
                                    .arg(result.error);
            return false;
        }
        m_storedSecrets.insert(it.key(), it.value());
    }

    QJsonArray profiles;
    for (const ServerProfile &p : std::as_const(merged))
        profiles.append(p.toJson());
    QJsonArray recent;
    for (qsizetype i = 0; i < mergedRecent.size(); ++i) {
        QJsonObject o = mergedRecent.at(i).toJson();
        if (!mergedRecent.at(i).secretNames().isEmpty())
            o.insert(key("secrets"), mergedRecentIds.at(i));
        recent.append(o);
    }
    const QJsonObject root{{key("format"), FormatName},
                           {key("version"), FormatVersion},
                           {key("profiles"), profiles},
                           {key("recent"), recent}};
    SecretStore::makePrivateFolders(QFileInfo(m_path).absolutePath());
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

    // Only now, with the file no longer naming them: the values of what this store removed,
    // renamed or cleared, and of its recent servers that fell off the list.
    QSet<QString> keep;
    for (const ServerProfile &p : std::as_const(merged))
        for (const QString &name : p.secretNames())
            keep.insert(secretPrefix(p, -1) + name);
    for (qsizetype i = 0; i < mergedRecent.size(); ++i)
        for (const QString &name : mergedRecent.at(i).secretNames())
            keep.insert(QStringLiteral("recent/") + mergedRecentIds.at(i) + QLatin1Char('/') + name);
    const QStringList stored = m_storedSecrets.keys();
    for (const QString &name : stored) {
        if (!wanted.contains(name) && !keep.contains(name) && secretStore()->remove(name).ok())
            m_storedSecrets.remove(name);
    }

    // What the other saved is this store's from now on, its secret values read.
    const QList<ServerProfile> before = m_profiles;
    m_profiles = merged;
    m_recent = mergedRecent;
    m_recentIds = mergedRecentIds;
    for (ServerProfile &p : m_profiles) {
        bool known = false;
        for (const ServerProfile &b : before)
            known = known || b.name == p.name;
        if (!known || !m_touched.contains(p.name))
            fillSecrets(p, secretPrefix(p, -1));
    }
    for (qsizetype i = 0; i < m_recent.size(); ++i)
        fillSecrets(m_recent[i], secretPrefix(m_recent.at(i), i));
    m_loaded.clear();
    for (const ServerProfile &p : std::as_const(m_profiles))
        m_loaded.insert(p.name);
    m_touched.clear();
    m_removed.clear();
    m_recentChanged = false;
    m_recentCleared = false;
    m_needsMigration = false;
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
    m_touched.insert(profile.name);
    m_removed.remove(profile.name);
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
            if (name != from) {
                m_removed.insert(from);
                m_touched.remove(from);
            }
            m_touched.insert(name);
            m_removed.remove(name);
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
    m_touched.insert(copy.name);
    return copy.name;
}

bool ServerProfileStore::remove(const QString &name)
{
    for (qsizetype i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).name == name) {
            m_profiles.removeAt(i);
            m_removed.insert(name);
            m_touched.remove(name);
            return true;
        }
    }
    return false;
}

void ServerProfileStore::addRecent(const ServerProfile &added)
{
    // A copy: @p added may be one of the entries removed below.
    const ServerProfile profile = added;
    // The same server keeps its place in the secret store.
    QString id;
    for (qsizetype i = m_recent.size() - 1; i >= 0; --i) {
        if (m_recent.at(i).sameServer(profile)) {
            id = m_recentIds.at(i);
            m_recent.removeAt(i);
            m_recentIds.removeAt(i);
        }
    }
    if (id.isEmpty())
        id = newRecentId();
    m_recent.prepend(profile);
    m_recentIds.prepend(id);
    m_recentChanged = true;
    while (m_recent.size() > MaxRecent) {
        m_recent.removeLast();
        m_recentIds.removeLast();
    }
}

void ServerProfileStore::clearRecent()
{
    m_recent.clear();
    m_recentIds.clear();
    m_recentChanged = true;
    m_recentCleared = true;
}

} // namespace mcpscope
