// SPDX-License-Identifier: MIT
// Remote server profiles and the secrets of all profiles (core/profiles): URL checks, the
// HTTP configuration, mcpServers entries with a URL, and profiles.json holding names only
// while the values go to the secret store (including the move out of older files).
#include "profiles/secretstore.h"
#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

class TestRemoteProfiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void checksUrls_data();
    void checksUrls();
    void remoteProfileBasics();
    void headerProblems();
    void jsonKeepsNamesOnly();
    void oauthSettingsKeepTheSecretOut();
    void storeKeepsSecretsInSecretStore();
    void secretsFollowRenameAndRemove();
    void recentServersKeepTheirSecrets();
    void migratesOldProfilesFile();
    void defaultSecretStoreSitsBesideTheFile();
    void twoWindowsLoseNothing();
    void readsRemoteConfigEntries();
    void writesRemoteConfigEntries();
};

namespace {

ServerProfile remote()
{
    ServerProfile p;
    p.name = QStringLiteral("remote");
    p.url = QStringLiteral("https://mcp.example.com/mcp");
    p.transportKind = QStringLiteral("http");
    p.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer s3cret-token")},
                 {QStringLiteral("X-Team"), QStringLiteral("blue")}};
    p.trustedCertificates = {QStringLiteral("ab12cd34")};
    p.requestTimeoutMs = 15000;
    return p;
}

ServerProfile local()
{
    ServerProfile p;
    p.name = QStringLiteral("local");
    p.program = QStringLiteral("npx");
    p.arguments = {QStringLiteral("-y"), QStringLiteral("server")};
    p.environment = {{QStringLiteral("API_KEY"), QStringLiteral("k-123")}, {QStringLiteral("EMPTY"), QString()}};
    return p;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject secretsIn(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object().value(QStringLiteral("secrets")).toObject();
}

} // namespace

void TestRemoteProfiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestRemoteProfiles::checksUrls_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("problem"); // a part of the message; empty: accepted
    QTest::newRow("https") << QStringLiteral("https://example.com/mcp") << QString();
    QTest::newRow("http with port") << QStringLiteral("http://127.0.0.1:3001/mcp") << QString();
    QTest::newRow("upper case scheme") << QStringLiteral("HTTPS://Example.com/sse") << QString();
    QTest::newRow("blanks around") << QStringLiteral("  https://example.com/mcp ") << QString();
    QTest::newRow("empty") << QString() << QStringLiteral("Type the server's URL");
    QTest::newRow("no scheme") << QStringLiteral("example.com/mcp")
                               << QStringLiteral("must start with https:// or http://");
    QTest::newRow("host and port only") << QStringLiteral("localhost:3000/mcp") << QStringLiteral("is not a whole URL");
    QTest::newRow("ftp") << QStringLiteral("ftp://example.com/mcp") << QStringLiteral("not ftp://");
    QTest::newRow("websocket") << QStringLiteral("ws://example.com/mcp") << QStringLiteral("not ws://");
    QTest::newRow("file") << QStringLiteral("file:///tmp/x") << QStringLiteral("not file://");
    QTest::newRow("no host") << QStringLiteral("https:///mcp") << QStringLiteral("no server name");
    QTest::newRow("space in host") << QStringLiteral("https://exa mple.com/mcp") << QStringLiteral("not a valid URL");
}

void TestRemoteProfiles::checksUrls()
{
    QFETCH(QString, url);
    QFETCH(QString, problem);
    const QString error = ServerProfile::checkUrl(url);
    if (problem.isEmpty())
        QVERIFY2(error.isEmpty(), qPrintable(error));
    else
        QVERIFY2(error.contains(problem), qPrintable(error));
}

void TestRemoteProfiles::remoteProfileBasics()
{
    const ServerProfile p = remote();
    QVERIFY(p.isRemote());
    QVERIFY(!local().isRemote());
    QVERIFY(p.problem().isEmpty());

    const HttpServerConfig config = p.toHttpConfig();
    QCOMPARE(config.url, QUrl(QStringLiteral("https://mcp.example.com/mcp")));
    QCOMPARE(config.kind, HttpServerConfig::Kind::StreamableHttp);
    QCOMPARE(config.headers.size(), 2);
    QCOMPARE(config.headers.at(0).first, QByteArray("Authorization"));
    QCOMPARE(config.headers.at(0).second, QByteArray("Bearer s3cret-token"));
    QCOMPARE(config.trustedCertificates, QStringList{QStringLiteral("ab12cd34")});
    ServerProfile sse = p;
    sse.transportKind = QStringLiteral("sse");
    QCOMPARE(sse.toHttpConfig().kind, HttpServerConfig::Kind::Sse);
    sse.transportKind = QStringLiteral("auto");
    QCOMPARE(sse.toHttpConfig().kind, HttpServerConfig::Kind::Auto);

    // What people see: the URL, the transport, header names; values only when asked.
    QCOMPARE(p.displayCommand(),
             QStringLiteral("https://mcp.example.com/mcp (Streamable HTTP; Authorization: …; X-Team: …)"));
    QVERIFY(p.displayCommand(true).contains(QStringLiteral("Bearer s3cret-token")));
    QCOMPARE(p.displayName(), QStringLiteral("remote"));
    ServerProfile unnamed = p;
    unnamed.name.clear();
    unnamed.url = QStringLiteral("https://user:pa55@mcp.example.com/mcp");
    QCOMPARE(unnamed.displayName(), QStringLiteral("https://mcp.example.com/mcp"));
    QVERIFY(!unnamed.displayCommand(true).contains(QStringLiteral("pa55")));
    QCOMPARE(unnamed.suggestedName(), QStringLiteral("mcp.example.com"));
    QCOMPARE(local().suggestedName(), QStringLiteral("npx"));

    // The same server: URL, transport and header names; not the values, name or timeouts.
    ServerProfile other = p;
    other.name = QStringLiteral("else");
    other.headers[0].second = QStringLiteral("Bearer another");
    other.requestTimeoutMs = 1;
    QVERIFY(p.sameServer(other));
    QVERIFY(p != other);
    other.headers[0].first = QStringLiteral("authorization"); // header names know no case
    QVERIFY(p.sameServer(other));
    other.headers.removeLast();
    QVERIFY(!p.sameServer(other));
    other = p;
    other.transportKind = QStringLiteral("sse");
    QVERIFY(!p.sameServer(other));
    QVERIFY(!p.sameServer(local()));

    // Secrets to hide in exports.
    const QMap<QString, QString> hidden = p.secretValuesForRedaction();
    QCOMPARE(hidden.value(QStringLiteral("the header Authorization")), QStringLiteral("Bearer s3cret-token"));
    QCOMPARE(local().secretValuesForRedaction().value(QStringLiteral("API_KEY")), QStringLiteral("k-123"));
}

void TestRemoteProfiles::headerProblems()
{
    ServerProfile p = remote();
    p.headers.append({QStringLiteral("Bad Name"), QStringLiteral("x")});
    QVERIFY(p.problem().contains(QStringLiteral("cannot be a header name")));
    p = remote();
    p.headers.append({QStringLiteral("authorization"), QStringLiteral("x")});
    QVERIFY(p.problem().contains(QStringLiteral("given twice")));
    p = remote();
    p.headers[1].second = QStringLiteral("a\r\nInjected: yes");
    QVERIFY(p.problem().contains(QStringLiteral("line break")));
    p = remote();
    p.headers.append({QString(), QStringLiteral("value")});
    QVERIFY(p.problem().contains(QStringLiteral("no name")));
    p = remote();
    p.headers.append({QString(), QString()}); // an empty row is no problem
    QVERIFY(p.problem().isEmpty());
    p.url = QStringLiteral("ftp://example.com");
    QVERIFY(p.problem().contains(QStringLiteral("not ftp://")));
    ServerProfile nothing;
    QVERIFY(!nothing.problem().isEmpty());
}

void TestRemoteProfiles::jsonKeepsNamesOnly()
{
    ServerProfile p = remote();
    p.url = QStringLiteral("https://me:pa55@mcp.example.com/mcp");
    const QJsonObject json = p.toJson();
    const QByteArray text = QJsonDocument(json).toJson();
    QVERIFY(!text.contains("s3cret-token"));
    QVERIFY(!text.contains("blue"));
    QVERIFY(!text.contains("pa55"));
    QCOMPARE(json.value(QStringLiteral("url")).toString(), QStringLiteral("https://me@mcp.example.com/mcp"));
    QCOMPARE(json.value(QStringLiteral("transport")).toString(), QStringLiteral("http"));
    QCOMPARE(json.value(QStringLiteral("headers")).toArray(),
             (QJsonArray{QStringLiteral("Authorization"), QStringLiteral("X-Team")}));
    QCOMPARE(json.value(QStringLiteral("trustedCertificates")).toArray(), QJsonArray{QStringLiteral("ab12cd34")});

    bool hadValues = true;
    ServerProfile back = ServerProfile::fromJson(json, &hadValues);
    QVERIFY(!hadValues);
    QCOMPARE(back.secretNames(), (QStringList{QStringLiteral("header/Authorization"), QStringLiteral("header/X-Team"),
                                              QStringLiteral("url-password")}));
    QVERIFY(back.secrets().isEmpty());
    const QHash<QString, QString> secrets = p.secrets();
    for (auto it = secrets.cbegin(); it != secrets.cend(); ++it)
        back.setSecret(it.key(), it.value());
    QCOMPARE(back, p);

    const QJsonObject localJson = local().toJson();
    QCOMPARE(localJson.value(QStringLiteral("env")).toArray(),
             (QJsonArray{QStringLiteral("API_KEY"), QStringLiteral("EMPTY")}));
    QVERIFY(!QJsonDocument(localJson).toJson().contains("k-123"));
}

void TestRemoteProfiles::oauthSettingsKeepTheSecretOut()
{
    ServerProfile p = remote();
    p.oauthClientId = QStringLiteral("mcpscope-desktop");
    p.oauthClientSecret = QStringLiteral("oauth-s3cret");
    p.oauthCallbackUrl = QStringLiteral("http://127.0.0.1:6276/oauth/callback");
    p.oauthClientIssuer = QStringLiteral("https://auth.example.com");
    QVERIFY2(p.problem().isEmpty(), qPrintable(p.problem()));
    const QJsonObject json = p.toJson();
    QVERIFY(!QJsonDocument(json).toJson().contains("oauth-s3cret"));
    QCOMPARE(json.value(QStringLiteral("oauth")).toObject().value(QStringLiteral("clientId")).toString(),
             QStringLiteral("mcpscope-desktop"));
    QCOMPARE(p.secrets().value(QStringLiteral("oauth-client-secret")), QStringLiteral("oauth-s3cret"));
    ServerProfile back = ServerProfile::fromJson(json);
    QVERIFY(back.secretNames().contains(QStringLiteral("oauth-client-secret")));
    QVERIFY(back != p); // the secret is not in the file
    const QHash<QString, QString> secrets = p.secrets();
    for (auto it = secrets.cbegin(); it != secrets.cend(); ++it)
        back.setSecret(it.key(), it.value());
    QCOMPARE(back, p);
    QCOMPARE(back.oauthClientIssuer, QStringLiteral("https://auth.example.com"));

    // Plain words for settings that cannot work.
    ServerProfile wrong = remote();
    wrong.oauthClientSecret = QStringLiteral("x");
    QVERIFY(wrong.problem().contains(QLatin1String("client id")));
    wrong = remote();
    wrong.oauthCallbackUrl = QStringLiteral("http://example.com/cb");
    QVERIFY(wrong.problem().contains(QLatin1String("loopback")));
    wrong = remote();
    wrong.oauthClientMetadataUrl = QStringLiteral("http://example.com/cimd.json");
    QVERIFY(wrong.problem().contains(QLatin1String("https://")));
    wrong = remote();
    wrong.oauthClientIssuer = QStringLiteral("https://auth.example.com");
    QVERIFY(wrong.problem().contains(QLatin1String("client id")));
}

void TestRemoteProfiles::storeKeepsSecretsInSecretStore()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("profiles.json"));
    const QString secretsPath = dir.filePath(QStringLiteral("vault/secrets.json"));
    SecretStore secrets(SecretStore::Backend::File, secretsPath);
    {
        ServerProfileStore store(path, &secrets);
        QVERIFY(store.load());
        store.upsert(remote());
        store.upsert(local());
        QString error;
        QVERIFY2(store.save(&error), qPrintable(error));
        QCOMPARE(store.secretStore(), &secrets);
    }
    // profiles.json: names only.
    const QByteArray text = readAll(path);
    QVERIFY(!text.isEmpty());
    QVERIFY(!text.contains("s3cret-token"));
    QVERIFY(!text.contains("k-123"));
    QVERIFY(text.contains("Authorization"));
    QVERIFY(text.contains("API_KEY"));
    QCOMPARE(QJsonDocument::fromJson(text).object().value(QStringLiteral("version")).toInt(), 2);
    // The values: in the secret store, under the profile's keys (empty values are not kept).
    const QJsonObject stored = secretsIn(secretsPath);
    QCOMPARE(stored.value(SecretStore::profileHeaderKey(QStringLiteral("remote"), QStringLiteral("Authorization")))
                 .toString(),
             QStringLiteral("Bearer s3cret-token"));
    QCOMPARE(stored.value(SecretStore::profileEnvKey(QStringLiteral("local"), QStringLiteral("API_KEY"))).toString(),
             QStringLiteral("k-123"));
    QCOMPARE(stored.size(), 3);

    // Read back whole.
    ServerProfileStore reread(path, &secrets);
    QVERIFY(reread.load());
    QVERIFY(reread.secretsProblem().isEmpty());
    QVERIFY(!reread.needsMigration());
    QCOMPARE(*reread.find(QStringLiteral("remote")), remote());
    QCOMPARE(*reread.find(QStringLiteral("local")), local());

    // A value changed by hand goes to the store, the others are left alone.
    ServerProfile changed = remote();
    changed.headers[0].second = QStringLiteral("Bearer rotated");
    reread.upsert(changed);
    QVERIFY(reread.save());
    QCOMPARE(secretsIn(secretsPath)
                 .value(SecretStore::profileHeaderKey(QStringLiteral("remote"), QStringLiteral("Authorization")))
                 .toString(),
             QStringLiteral("Bearer rotated"));

    // Without the values (another machine, a lost keychain) the profiles still load, empty.
    SecretStore empty(SecretStore::Backend::File, dir.filePath(QStringLiteral("elsewhere/secrets.json")));
    ServerProfileStore bare(path, &empty);
    QVERIFY(bare.load());
    QCOMPARE(bare.find(QStringLiteral("remote"))->headers.at(0).second, QString());
    QCOMPARE(bare.find(QStringLiteral("local"))->environment.value(QStringLiteral("API_KEY")), QString());

    // A secret store that cannot be read: loaded anyway, the problem in plain words.
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not json");
    }
    SecretStore unreadable(SecretStore::Backend::File, broken);
    ServerProfileStore failing(path, &unreadable);
    QVERIFY(failing.load());
    QVERIFY2(failing.secretsProblem().contains(QStringLiteral("could not be read")),
             qPrintable(failing.secretsProblem()));
    QCOMPARE(failing.profiles().size(), 2);
    // And nothing is saved while the secrets cannot be.
    QString error;
    failing.upsert(remote());
    QVERIFY(!failing.save(&error));
    QVERIFY2(error.contains(QStringLiteral("nothing was saved")), qPrintable(error));
}

void TestRemoteProfiles::secretsFollowRenameAndRemove()
{
    QTemporaryDir dir;
    const QString secretsPath = dir.filePath(QStringLiteral("secrets.json"));
    SecretStore secrets(SecretStore::Backend::File, secretsPath);
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")), &secrets);
    store.upsert(remote());
    QVERIFY(store.save());
    QVERIFY(store.rename(QStringLiteral("remote"), QStringLiteral("renamed")));
    const QString copy = store.duplicate(QStringLiteral("renamed"));
    QVERIFY(store.save());
    QJsonObject stored = secretsIn(secretsPath);
    QVERIFY(!stored.contains(SecretStore::profileHeaderKey(QStringLiteral("remote"), QStringLiteral("Authorization"))));
    QCOMPARE(stored.value(SecretStore::profileHeaderKey(QStringLiteral("renamed"), QStringLiteral("Authorization")))
                 .toString(),
             QStringLiteral("Bearer s3cret-token"));
    QCOMPARE(stored.value(SecretStore::profileHeaderKey(copy, QStringLiteral("X-Team"))).toString(),
             QStringLiteral("blue"));
    QVERIFY(store.remove(QStringLiteral("renamed")));
    QVERIFY(store.remove(copy));
    QVERIFY(store.save());
    QVERIFY(secretsIn(secretsPath).isEmpty());
}

void TestRemoteProfiles::recentServersKeepTheirSecrets()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("profiles.json"));
    const QString secretsPath = dir.filePath(QStringLiteral("secrets.json"));
    SecretStore secrets(SecretStore::Backend::File, secretsPath);
    {
        ServerProfileStore store(path, &secrets);
        ServerProfile unnamed = remote();
        unnamed.name.clear();
        store.addRecent(unnamed);
        store.addRecent(local());
        // The same remote server again with another token: one entry, the new token.
        unnamed.headers[0].second = QStringLiteral("Bearer second");
        store.addRecent(unnamed);
        QCOMPARE(store.recent().size(), 2);
        QVERIFY(store.save());
    }
    QVERIFY(!readAll(path).contains("Bearer"));
    QCOMPARE(secretsIn(secretsPath).size(), 3); // the token, X-Team, API_KEY
    ServerProfileStore store(path, &secrets);
    QVERIFY(store.load());
    QCOMPARE(store.recent().size(), 2);
    QVERIFY(store.recent().at(0).isRemote());
    QCOMPARE(store.recent().at(0).headers.at(0).second, QStringLiteral("Bearer second"));
    QCOMPARE(store.recent().at(1).environment.value(QStringLiteral("API_KEY")), QStringLiteral("k-123"));
    // Reordering does not move the secrets around; clearing forgets them.
    store.addRecent(store.recent().at(1));
    QVERIFY(store.save());
    QCOMPARE(secretsIn(secretsPath).size(), 3);
    store.clearRecent();
    QVERIFY(store.save());
    QVERIFY(secretsIn(secretsPath).isEmpty());
}

void TestRemoteProfiles::migratesOldProfilesFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("profiles.json"));
    const QString secretsPath = dir.filePath(QStringLiteral("secrets.json"));
    // As mcpscope wrote it before the secret store: format 1, values beside the names.
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "mcpscope-profiles", "version": 1,
  "profiles": [{"name": "weather", "command": "uvx", "args": ["weather"],
                "env": {"TOKEN": "abc123", "REGION": "eu"}, "inheritEnvironment": "minimal",
                "requestTimeoutMs": 30000, "closeStdinWaitMs": 2000, "terminateWaitMs": 2000}],
  "recent": [{"name": "", "command": "node", "args": ["s.js"], "env": {"KEY": "r3cent"}}]})");
    }
    SecretStore secrets(SecretStore::Backend::File, secretsPath);
    ServerProfileStore store(path, &secrets);
    QVERIFY(store.load());
    QVERIFY(store.needsMigration());
    const ServerProfile *weather = store.find(QStringLiteral("weather"));
    QVERIFY(weather);
    QCOMPARE(weather->environment.value(QStringLiteral("TOKEN")), QStringLiteral("abc123"));
    QCOMPARE(weather->requestTimeoutMs, 30000);
    QCOMPARE(store.recent().at(0).environment.value(QStringLiteral("KEY")), QStringLiteral("r3cent"));
    // The next save moves them.
    QVERIFY(store.save());
    QVERIFY(!store.needsMigration());
    const QByteArray text = readAll(path);
    QVERIFY(!text.contains("abc123"));
    QVERIFY(!text.contains("r3cent"));
    QVERIFY(!text.contains("\"eu\""));
    QCOMPARE(secretsIn(secretsPath)
                 .value(SecretStore::profileEnvKey(QStringLiteral("weather"), QStringLiteral("TOKEN")))
                 .toString(),
             QStringLiteral("abc123"));
    ServerProfileStore after(path, &secrets);
    QVERIFY(after.load());
    QVERIFY(!after.needsMigration());
    QCOMPARE(*after.find(QStringLiteral("weather")), *weather);
    QCOMPARE(after.recent().at(0).environment.value(QStringLiteral("KEY")), QStringLiteral("r3cent"));
}

void TestRemoteProfiles::twoWindowsLoseNothing()
{
    // Two windows hold the same profiles file, each with what it read at its start. Each saves
    // what it changed; neither loses the other's profiles or their secret values, and a profile
    // one removed does not come back with the other's save.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("profiles.json"));
    const QString secretsPath = dir.filePath(QStringLiteral("secrets.json"));
    SecretStore secrets(SecretStore::Backend::File, secretsPath);
    const auto remote = [](const QString &name, const QString &key) {
        ServerProfile p;
        p.name = name;
        p.url = QStringLiteral("https://%1.example.com/mcp").arg(name);
        p.headers = {{QStringLiteral("X-Api-Key"), key}};
        return p;
    };
    {
        ServerProfileStore first(path, &secrets);
        QVERIFY(first.load());
        first.upsert(remote(QStringLiteral("shared"), QStringLiteral("shared-key")));
        first.upsert(remote(QStringLiteral("doomed"), QStringLiteral("doomed-key")));
        QVERIFY(first.save());
    }
    ServerProfileStore a(path, &secrets);
    ServerProfileStore b(path, &secrets);
    QVERIFY(a.load());
    QVERIFY(b.load());
    a.upsert(remote(QStringLiteral("from-a"), QStringLiteral("a-key")));
    QVERIFY(a.remove(QStringLiteral("doomed")));
    QString error;
    QVERIFY2(a.save(&error), qPrintable(error));
    b.upsert(remote(QStringLiteral("from-b"), QStringLiteral("b-key")));
    ServerProfile edited = *b.find(QStringLiteral("shared"));
    edited.headers = {{QStringLiteral("X-Api-Key"), QStringLiteral("shared-key-2")}};
    b.upsert(edited);
    QVERIFY2(b.save(&error), qPrintable(error));
    // b now knows a's profile, and the removal stands.
    QVERIFY(b.find(QStringLiteral("from-a")));
    QVERIFY(!b.find(QStringLiteral("doomed")));

    ServerProfileStore reread(path, &secrets);
    QVERIFY(reread.load());
    QCOMPARE(reread.names(),
             (QStringList{QStringLiteral("shared"), QStringLiteral("from-a"), QStringLiteral("from-b")}));
    QCOMPARE(reread.find(QStringLiteral("from-a"))->headers.value(0).second, QStringLiteral("a-key"));
    QCOMPARE(reread.find(QStringLiteral("from-b"))->headers.value(0).second, QStringLiteral("b-key"));
    QCOMPARE(reread.find(QStringLiteral("shared"))->headers.value(0).second, QStringLiteral("shared-key-2"));
    const QJsonObject stored = secretsIn(secretsPath);
    QVERIFY(!stored.contains(SecretStore::profileHeaderKey(QStringLiteral("doomed"), QStringLiteral("X-Api-Key"))));
    // a saves again, knowing nothing of b's change: b's value of "shared" stays.
    a.upsert(remote(QStringLiteral("from-a-2"), QStringLiteral("a2-key")));
    QVERIFY(a.save());
    ServerProfileStore last(path, &secrets);
    QVERIFY(last.load());
    QCOMPARE(last.names().size(), 4);
    QCOMPARE(last.find(QStringLiteral("shared"))->headers.value(0).second, QStringLiteral("shared-key-2"));
    QCOMPARE(last.find(QStringLiteral("from-b"))->headers.value(0).second, QStringLiteral("b-key"));
}

void TestRemoteProfiles::defaultSecretStoreSitsBesideTheFile()
{
    // A profiles file of its own (not the default one) keeps its secrets in a private file
    // beside it, never in the keychain.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/profiles.json"));
    ServerProfileStore store(path);
    QVERIFY(store.secretStore()->usingFallback());
    QCOMPARE(store.secretStore()->filePath(), dir.filePath(QStringLiteral("sub/secrets.json")));
    store.upsert(local());
    QVERIFY(store.save());
    QCOMPARE(QFile::permissions(dir.filePath(QStringLiteral("sub/secrets.json")))
                 & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
             QFileDevice::Permissions());
    ServerProfileStore again(path);
    QVERIFY(again.load());
    QCOMPARE(*again.find(QStringLiteral("local")), local());
}

void TestRemoteProfiles::readsRemoteConfigEntries()
{
    const QByteArray claude = R"({"mcpServers": {
        "stream": {"type": "streamable-http", "url": "https://a.example.com/mcp",
                   "headers": {"Authorization": "Bearer abc", "X-Num": 7}},
        "camel": {"type": "streamableHttp", "url": "https://b.example.com/mcp"},
        "legacy": {"type": "sse", "url": "https://c.example.com/sse"},
        "bare": {"url": "https://d.example.com/mcp"},
        "socket": {"type": "ws", "url": "wss://e.example.com"},
        "local": {"command": "node", "args": ["s.js"]}
    }})";
    ServerConfigFile file;
    QString error;
    QVERIFY2(file.parse(claude, &error), qPrintable(error));
    const ServerConfigEntry *stream = file.find(QStringLiteral("stream"));
    QVERIFY(stream->isRemote());
    QCOMPARE(stream->type, QStringLiteral("http"));
    QCOMPARE(stream->headers.size(), 2);
    QCOMPARE(stream->headers.at(0),
             (QPair<QString, QString>{QStringLiteral("Authorization"), QStringLiteral("Bearer abc")}));
    QCOMPARE(stream->headers.at(1).second, QStringLiteral("7"));
    QCOMPARE(stream->toHttpConfig().kind, HttpServerConfig::Kind::StreamableHttp);
    QCOMPARE(stream->toHttpConfig().headers.at(0).second, QByteArray("Bearer abc"));
    QCOMPARE(file.find(QStringLiteral("camel"))->type, QStringLiteral("http"));
    QCOMPARE(file.find(QStringLiteral("legacy"))->toHttpConfig().kind, HttpServerConfig::Kind::Sse);
    QCOMPARE(file.find(QStringLiteral("bare"))->type, QStringLiteral("auto"));
    QVERIFY(file.find(QStringLiteral("bare"))->isRemote());
    QVERIFY(!file.find(QStringLiteral("socket"))->isRemote());
    QVERIFY(!file.find(QStringLiteral("socket"))->isStdio());
    QVERIFY(!file.find(QStringLiteral("local"))->isRemote());

    const ServerProfile profile = ServerProfile::fromConfigEntry(*stream);
    QVERIFY(profile.isRemote());
    QCOMPARE(profile.name, QStringLiteral("stream"));
    QCOMPARE(profile.url, QStringLiteral("https://a.example.com/mcp"));
    QCOMPARE(profile.transportKind, QStringLiteral("http"));
    QCOMPARE(profile.headers, stream->headers);
    QCOMPARE(ServerProfile::fromConfigEntry(*file.find(QStringLiteral("bare"))).transportKind, QStringLiteral("auto"));

    // VS Code's .vscode/mcp.json.
    const QByteArray vscode = R"({"servers": {"remote": {"type": "http", "url": "https://f.example.com/mcp",
                                   "headers": {"X-Key": "k"}}}})";
    QVERIFY(file.parse(vscode, &error));
    QVERIFY(file.find(QStringLiteral("remote"))->isRemote());
    QCOMPARE(ServerProfile::fromConfigEntry(*file.find(QStringLiteral("remote"))).headers.at(0).second,
             QStringLiteral("k"));
}

void TestRemoteProfiles::writesRemoteConfigEntries()
{
    ServerProfile p = remote();
    p.url = QStringLiteral("https://me:pa55@mcp.example.com/mcp");
    // By default the values are left empty (the names stay), the URL's password goes.
    const QByteArray redacted = p.toMcpServersJson();
    QVERIFY(!redacted.contains("s3cret-token"));
    QVERIFY(!redacted.contains("pa55"));
    QJsonObject entry = QJsonDocument::fromJson(redacted)
                            .object()
                            .value(QStringLiteral("mcpServers"))
                            .toObject()
                            .value(QStringLiteral("remote"))
                            .toObject();
    QCOMPARE(entry.value(QStringLiteral("type")).toString(), QStringLiteral("http"));
    QCOMPARE(entry.value(QStringLiteral("url")).toString(), QStringLiteral("https://me@mcp.example.com/mcp"));
    QCOMPARE(entry.value(QStringLiteral("headers")).toObject().value(QStringLiteral("Authorization")).toString(),
             QString());
    QVERIFY(!entry.contains(QStringLiteral("command")));
    // Asked for: as they are; and read back the same.
    const QByteArray full = p.toMcpServersJson(SecretValues::Include);
    ServerConfigFile file;
    QString error;
    QVERIFY(file.parse(full, &error));
    const ServerProfile back = ServerProfile::fromConfigEntry(file.entries().first());
    QCOMPARE(back.url, p.url);
    QCOMPARE(back.headers, p.headers);
    QCOMPARE(back.transportKind, QStringLiteral("http"));
    // Auto is written as "http", which hosts know; SSE as "sse".
    p.transportKind = QStringLiteral("sse");
    entry = QJsonDocument::fromJson(p.toMcpServersJson())
                .object()
                .value(QStringLiteral("mcpServers"))
                .toObject()
                .value(QStringLiteral("remote"))
                .toObject();
    QCOMPARE(entry.value(QStringLiteral("type")).toString(), QStringLiteral("sse"));
    p.transportKind = QStringLiteral("auto");
    entry = QJsonDocument::fromJson(p.toMcpServersJson())
                .object()
                .value(QStringLiteral("mcpServers"))
                .toObject()
                .value(QStringLiteral("remote"))
                .toObject();
    QCOMPARE(entry.value(QStringLiteral("type")).toString(), QStringLiteral("http"));
    // Environment values likewise.
    const QJsonObject env = QJsonDocument::fromJson(local().toMcpServersJson())
                                .object()
                                .value(QStringLiteral("mcpServers"))
                                .toObject()
                                .value(QStringLiteral("local"))
                                .toObject()
                                .value(QStringLiteral("env"))
                                .toObject();
    QCOMPARE(env.keys(), (QStringList{QStringLiteral("API_KEY"), QStringLiteral("EMPTY")}));
    QCOMPARE(env.value(QStringLiteral("API_KEY")).toString(), QString());
}

QTEST_GUILESS_MAIN(TestRemoteProfiles)
#include "tst_remoteprofiles.moc"
