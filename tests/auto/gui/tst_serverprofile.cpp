// SPDX-License-Identifier: MIT
// Saved server profiles (core/profiles/serverprofile): format, store, mcpServers round trip.
#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

class TestServerProfile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void jsonRoundTrip();
    void storeKeepsProfilesAndRecent();
    void renameDuplicateRemove();
    void refusesForeignFiles();
    void exportsAndImportsMcpServers();
};

namespace {

ServerProfile sample()
{
    ServerProfile p;
    p.name = QStringLiteral("everything");
    p.program = QStringLiteral("npx");
    p.arguments
        = {QStringLiteral("-y"), QStringLiteral("@modelcontextprotocol/server-everything"), QStringLiteral("a b")};
    p.environment = {{QStringLiteral("API_KEY"), QStringLiteral("s3cret")}};
    p.workingDirectory = QStringLiteral("/tmp");
    p.inheritEverything = true;
    p.requestTimeoutMs = 5000;
    p.closeStdinWaitMs = 1000;
    p.terminateWaitMs = 3000;
    return p;
}

} // namespace

void TestServerProfile::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestServerProfile::jsonRoundTrip()
{
    const ServerProfile p = sample();
    // The file keeps the names of environment variables; their values go to the secret store.
    QVERIFY(!QJsonDocument(p.toJson()).toJson().contains("s3cret"));
    ServerProfile back = ServerProfile::fromJson(p.toJson());
    QCOMPARE(back.environment.value(QStringLiteral("API_KEY")), QString());
    back.setSecret(QStringLiteral("env/API_KEY"), QStringLiteral("s3cret"));
    QCOMPARE(back, p);
    const StdioServerConfig config = p.toStdioConfig();
    QCOMPARE(config.program, p.program);
    QCOMPARE(config.arguments, p.arguments);
    QCOMPARE(config.inherit, StdioServerConfig::Inherit::Everything);
    QCOMPARE(config.terminateWaitMs, 3000);
    // Values stay hidden in what people see unless asked for.
    QVERIFY(p.displayCommand().startsWith(QStringLiteral("API_KEY=… npx -y")));
    QVERIFY(p.displayCommand(true).contains(QStringLiteral("s3cret")));
    QVERIFY(!p.displayCommand().contains(QStringLiteral("s3cret")));
    QVERIFY(ServerProfileStore::defaultPath().endsWith(QStringLiteral("/profiles.json")));
}

void TestServerProfile::storeKeepsProfilesAndRecent()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/profiles.json"));
    {
        ServerProfileStore store(path);
        QVERIFY(store.load()); // no file yet: empty
        QVERIFY(store.profiles().isEmpty());
        store.upsert(sample());
        ServerProfile other = sample();
        other.name = QStringLiteral("demo");
        other.program = QStringLiteral("/usr/bin/demo");
        store.upsert(other);
        other.arguments = {QStringLiteral("--x")};
        store.upsert(other); // replaces
        QCOMPARE(store.names(), (QStringList{QStringLiteral("everything"), QStringLiteral("demo")}));
        for (int i = 0; i < ServerProfileStore::MaxRecent + 3; ++i) {
            ServerProfile recent;
            recent.program = QStringLiteral("server%1").arg(i);
            store.addRecent(recent);
        }
        store.addRecent(sample());
        ServerProfile again;
        again.program = QStringLiteral("server12");
        store.addRecent(again); // moves to the front, no duplicate
        QCOMPARE(store.recent().size(), ServerProfileStore::MaxRecent);
        QCOMPARE(store.recent().at(0).program, QStringLiteral("server12"));
        QCOMPARE(store.recent().at(1).name, QStringLiteral("everything"));
        QVERIFY(store.save());
    }
    QCOMPARE(QFile::permissions(path) & (QFileDevice::ReadOther | QFileDevice::ReadGroup), QFileDevice::Permissions());
    ServerProfileStore store(path);
    QVERIFY(store.load());
    QCOMPARE(store.profiles().size(), 2);
    QCOMPARE(*store.find(QStringLiteral("everything")), sample());
    QCOMPARE(store.find(QStringLiteral("demo"))->arguments, QStringList{QStringLiteral("--x")});
    QCOMPARE(store.recent().size(), ServerProfileStore::MaxRecent);
    QCOMPARE(store.recent().at(0).program, QStringLiteral("server12"));
}

void TestServerProfile::renameDuplicateRemove()
{
    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("p.json")));
    store.upsert(sample());
    const QString copy = store.duplicate(QStringLiteral("everything"));
    QCOMPARE(copy, QStringLiteral("everything (copy)"));
    QCOMPARE(store.duplicate(QStringLiteral("everything")), QStringLiteral("everything (copy) (2)"));
    QCOMPARE(store.find(copy)->arguments, sample().arguments);
    QString error;
    QVERIFY(!store.rename(copy, QStringLiteral("everything"), &error));
    QVERIFY(error.contains(QStringLiteral("already")));
    QVERIFY(!store.rename(copy, QStringLiteral("  "), &error));
    QVERIFY(store.rename(copy, QStringLiteral("renamed"), &error));
    QVERIFY(store.find(QStringLiteral("renamed")));
    QVERIFY(!store.find(copy));
    QVERIFY(store.remove(QStringLiteral("renamed")));
    QVERIFY(!store.remove(QStringLiteral("renamed")));
    QCOMPARE(store.profiles().size(), 2);
    QCOMPARE(store.uniqueName(QStringLiteral("fresh")), QStringLiteral("fresh"));
}

void TestServerProfile::refusesForeignFiles()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"mcpServers":{}})");
    file.close();
    ServerProfileStore store(path);
    QString error;
    QVERIFY(!store.load(&error));
    QVERIFY(error.contains(QStringLiteral("not a file of saved servers")));
}

void TestServerProfile::exportsAndImportsMcpServers()
{
    const ServerProfile p = sample();
    // Secret values are exported only when asked for.
    QVERIFY(!p.toMcpServersJson().contains("s3cret"));
    const QByteArray json = p.toMcpServersJson(SecretValues::Include);
    const QJsonObject entry = QJsonDocument::fromJson(json)
                                  .object()
                                  .value(QStringLiteral("mcpServers"))
                                  .toObject()
                                  .value(QStringLiteral("everything"))
                                  .toObject();
    QCOMPARE(entry.value(QStringLiteral("command")).toString(), QStringLiteral("npx"));
    QCOMPARE(entry.value(QStringLiteral("env")).toObject().value(QStringLiteral("API_KEY")).toString(),
             QStringLiteral("s3cret"));
    ServerConfigFile file;
    QString error;
    QVERIFY(file.parse(json, &error));
    QCOMPARE(file.entries().size(), 1);
    const ServerProfile back = ServerProfile::fromConfigEntry(file.entries().first());
    QCOMPARE(back.name, p.name);
    QCOMPARE(back.program, p.program);
    QCOMPARE(back.arguments, p.arguments);
    QCOMPARE(back.environment, p.environment);
    QCOMPARE(back.workingDirectory, p.workingDirectory);
}

QTEST_GUILESS_MAIN(TestServerProfile)
#include "tst_serverprofile.moc"
