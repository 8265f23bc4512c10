// SPDX-License-Identifier: MIT
// The secret store (core/profiles/secretstore): the owner-only file used when no system
// keychain answers (as here: the tests run without a D-Bus session), its waiting and
// asynchronous calls, and the choice of backend.
#include "profiles/secretstore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

using namespace mcpscope;

class TestSecretStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void fileRoundTrip();
    void fileIsOwnerOnly();
    void asyncCalls();
    void refusesForeignFile();
    void choosesBackend();
    void keyNames();
    void concurrentWritersLoseNothing();
};

namespace {

constexpr QFileDevice::Permissions NotOwner = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
                                              | QFileDevice::ReadOther | QFileDevice::WriteOther
                                              | QFileDevice::ExeOther;

QJsonObject readSecretsFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

void TestSecretStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSecretStore::fileRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("config/secrets.json"));
    SecretStore store(SecretStore::Backend::File, path);
    QVERIFY(store.usingFallback());
    QCOMPARE(store.backend(), SecretStore::Backend::File);
    QCOMPARE(store.filePath(), path);

    // Nothing yet: not found (and reading makes no file).
    QCOMPARE(store.read(QStringLiteral("profile/a/env/KEY")).status, SecretResult::Status::NotFound);
    QVERIFY(!QFile::exists(path));

    const QString key = SecretStore::profileHeaderKey(QStringLiteral("remote"), QStringLiteral("Authorization"));
    QVERIFY(store.write(key, QStringLiteral("Bearer t0k3n ünïcode")).ok());
    QVERIFY(store.write(QStringLiteral("profile/a/env/KEY"), QString()).ok()); // empty values are values
    SecretResult result = store.read(key);
    QVERIFY(result.ok());
    QCOMPARE(result.value, QStringLiteral("Bearer t0k3n ünïcode"));
    QCOMPARE(store.read(QStringLiteral("profile/a/env/KEY")).status, SecretResult::Status::Ok);

    // Another store on the same file sees the same secrets (the CLI and the window share them).
    SecretStore other(SecretStore::Backend::File, path);
    QCOMPARE(other.read(key).value, QStringLiteral("Bearer t0k3n ünïcode"));
    QVERIFY(other.write(key, QStringLiteral("Bearer new")).ok());
    QCOMPARE(store.read(key).value, QStringLiteral("Bearer new"));

    QVERIFY(store.remove(key).ok());
    QCOMPARE(store.read(key).status, SecretResult::Status::NotFound);
    QVERIFY(store.remove(key).ok()); // already gone: fine
    const QJsonObject root = readSecretsFile(path);
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("mcpscope-secrets"));
    QCOMPARE(root.value(QStringLiteral("secrets")).toObject().keys(), QStringList{QStringLiteral("profile/a/env/KEY")});

    QVERIFY(store.fallbackNotice().startsWith(QStringLiteral("No system keychain is available; secrets are kept in ")));
    QVERIFY(store.fallbackNotice().contains(path));
    QVERIFY(store.fallbackNotice().endsWith(QStringLiteral(", readable only by you.")));
}

void TestSecretStore::fileIsOwnerOnly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("secrets.json"));
    SecretStore store(SecretStore::Backend::File, path);
    QVERIFY(store.write(QStringLiteral("k"), QStringLiteral("v")).ok());
    QFileDevice::Permissions permissions = QFile::permissions(path);
    QCOMPARE(permissions & NotOwner, QFileDevice::Permissions());
    QVERIFY(permissions.testFlag(QFileDevice::ReadOwner));
    QVERIFY(permissions.testFlag(QFileDevice::WriteOwner));

    // Made readable by others behind our back: made private again when read.
    QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                            | QFileDevice::ReadOther));
    QCOMPARE(store.read(QStringLiteral("k")).value, QStringLiteral("v"));
    QCOMPARE(QFile::permissions(path) & NotOwner, QFileDevice::Permissions());

    // And stays private when it is rewritten.
    QVERIFY(store.write(QStringLiteral("k2"), QStringLiteral("v2")).ok());
    permissions = QFile::permissions(path);
    QCOMPARE(permissions & NotOwner, QFileDevice::Permissions());
    QVERIFY(permissions.testFlag(QFileDevice::ReadOwner));

    // Folders it makes are the owner's alone (0700): no other user can reach the file inside,
    // not even while it is being made.
    const QString deep = dir.filePath(QStringLiteral("a/b/secrets.json"));
    SecretStore nested(SecretStore::Backend::File, deep);
    QVERIFY(nested.write(QStringLiteral("k"), QStringLiteral("v")).ok());
    for (const QString &folder : {dir.filePath(QStringLiteral("a")), dir.filePath(QStringLiteral("a/b"))}) {
        const QFileDevice::Permissions mode = QFile::permissions(folder);
        QCOMPARE(mode & NotOwner, QFileDevice::Permissions());
        QVERIFY(mode.testFlag(QFileDevice::ExeOwner));
    }
    // A folder of its own that an older version made 0755 is narrowed; the one above is not.
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("old/app"))));
    const QFileDevice::Permissions wide = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                          | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther
                                          | QFileDevice::ExeOther;
    QVERIFY(QFile::setPermissions(dir.filePath(QStringLiteral("old")), wide));
    QVERIFY(QFile::setPermissions(dir.filePath(QStringLiteral("old/app")), wide));
    SecretStore older(SecretStore::Backend::File, dir.filePath(QStringLiteral("old/app/secrets.json")));
    QVERIFY(older.write(QStringLiteral("k"), QStringLiteral("v")).ok());
    QCOMPARE(QFile::permissions(dir.filePath(QStringLiteral("old/app"))) & NotOwner, QFileDevice::Permissions());
    QCOMPARE(QFile::permissions(dir.filePath(QStringLiteral("old"))) & NotOwner, wide & NotOwner);
}

void TestSecretStore::asyncCalls()
{
    QTemporaryDir dir;
    SecretStore store(SecretStore::Backend::File, dir.filePath(QStringLiteral("secrets.json")));
    QList<SecretResult> answers;
    QObject context;
    store.writeAsync(QStringLiteral("a"), QStringLiteral("1"), &context,
                     [&answers](const SecretResult &result) { answers << result; });
    // The answer never comes during the call.
    QVERIFY(answers.isEmpty());
    QTRY_COMPARE(answers.size(), 1);
    QVERIFY(answers.at(0).ok());
    store.readAsync(QStringLiteral("a"), &context, [&answers](const SecretResult &result) { answers << result; });
    store.readAsync(QStringLiteral("missing"), &context, [&answers](const SecretResult &result) { answers << result; });
    store.removeAsync(QStringLiteral("a"), &context, [&answers](const SecretResult &result) { answers << result; });
    QTRY_COMPARE(answers.size(), 4);
    QCOMPARE(answers.at(1).value, QStringLiteral("1"));
    QCOMPARE(answers.at(2).status, SecretResult::Status::NotFound);
    QVERIFY(answers.at(3).ok());

    // A context that is gone gets no answer.
    bool called = false;
    {
        QObject gone;
        store.readAsync(QStringLiteral("a"), &gone, [&called](const SecretResult &) { called = true; });
    }
    // Answers come in the order they were asked for: once a later one is in, the answer to the
    // gone context would have come before it.
    bool later = false;
    store.readAsync(QStringLiteral("a"), &context, [&later, &called](const SecretResult &) {
        QVERIFY(!called);
        later = true;
    });
    QTRY_VERIFY(later);
    QVERIFY(!called);
}

void TestSecretStore::refusesForeignFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("secrets.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"something": "else"})");
    }
    SecretStore store(SecretStore::Backend::File, path);
    const SecretResult result = store.write(QStringLiteral("k"), QStringLiteral("v"));
    QCOMPARE(result.status, SecretResult::Status::Failed);
    QVERIFY2(result.error.contains(QStringLiteral("is not a file of secrets of mcpscope")), qPrintable(result.error));
    // Left as it was.
    QCOMPARE(readSecretsFile(path).value(QStringLiteral("something")).toString(), QStringLiteral("else"));
}

void TestSecretStore::choosesBackend()
{
    // There is no D-Bus session in the tests: no keychain answers.
    const QByteArray bus = qgetenv("DBUS_SESSION_BUS_ADDRESS");
    if (bus.isEmpty())
        QVERIFY(!SecretStore::keychainAvailable());
    // Test mode (set above) never uses the keychain of the person running the tests.
    QTemporaryDir dir;
    SecretStore automatic(SecretStore::Backend::Auto, dir.filePath(QStringLiteral("s.json")));
    QCOMPARE(automatic.backend(), SecretStore::Backend::File);
    QVERIFY(automatic.usingFallback());
    // Asked for explicitly, the file is chosen whatever the mode.
    qputenv("MCPSCOPE_SECRET_STORE", "file");
    QStandardPaths::setTestModeEnabled(false);
    SecretStore forced;
    QStandardPaths::setTestModeEnabled(true);
    qunsetenv("MCPSCOPE_SECRET_STORE");
    QCOMPARE(forced.backend(), SecretStore::Backend::File);
    QVERIFY(forced.filePath().endsWith(QStringLiteral("/secrets.json")));
    // The keychain asked for by hand says it is not the fallback (and no notice).
    SecretStore keychain(SecretStore::Backend::Keychain);
    QVERIFY(!keychain.usingFallback());
    QVERIFY(keychain.fallbackNotice().isEmpty());
    if (bus.isEmpty()) {
        // Without a keychain its calls fail in plain words instead of hanging or crashing.
        keychain.setTimeoutMs(5000);
        const SecretResult result = keychain.read(QStringLiteral("profile/x/env/Y"));
        QVERIFY(!result.ok());
        qInfo("Keychain without a session bus: %s", qPrintable(result.error));
        if (result.status == SecretResult::Status::Failed)
            QVERIFY(!result.error.isEmpty());
    }
}

void TestSecretStore::keyNames()
{
    QCOMPARE(SecretStore::profileHeaderKey(QStringLiteral("remote"), QStringLiteral("X-Api-Key")),
             QStringLiteral("profile/remote/header/X-Api-Key"));
    QCOMPARE(SecretStore::profileEnvKey(QStringLiteral("local"), QStringLiteral("API_KEY")),
             QStringLiteral("profile/local/env/API_KEY"));
    QCOMPARE(SecretStore::serviceName(), QStringLiteral("mcpscope"));
}

void TestSecretStore::concurrentWritersLoseNothing()
{
    // Four writers at once on the same owner-only file (as two windows and two command line
    // runs would be): every secret each wrote is there afterwards.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("secrets.json"));
    constexpr int Writers = 4;
    constexpr int Each = 30;
    std::vector<std::thread> threads;
    std::atomic<int> failures{0};
    for (int w = 0; w < Writers; ++w) {
        threads.emplace_back([w, &path, &failures] {
            SecretStore store(SecretStore::Backend::File, path);
            for (int i = 0; i < Each; ++i)
                if (!store.write(QStringLiteral("writer%1/key%2").arg(w).arg(i), QStringLiteral("v%1-%2").arg(w).arg(i))
                         .ok())
                    ++failures;
        });
    }
    for (std::thread &t : threads)
        t.join();
    QCOMPARE(failures.load(), 0);
    const QJsonObject secrets = readSecretsFile(path).value(QStringLiteral("secrets")).toObject();
    QCOMPARE(secrets.size(), Writers * Each);
    QVERIFY(!QFile::exists(path + QStringLiteral(".lock")));
}

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
