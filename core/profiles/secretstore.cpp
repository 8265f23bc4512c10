// SPDX-License-Identifier: MIT
#include "secretstore.h"
#include "json/jsontree.h"

#include <qt6keychain/keychain.h>

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

#if MCPSCOPE_SECRETS_DBUS
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#endif

#include <optional>

namespace mcpscope {

namespace {

const QString FileFormat = QStringLiteral("mcpscope-secrets");
constexpr int FileVersion = 1;
constexpr QFileDevice::Permissions OwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions NotOwner = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
                                              | QFileDevice::ReadOther | QFileDevice::WriteOther
                                              | QFileDevice::ExeOther;

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

} // namespace

SecretStore::SecretStore(Backend backend, const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_backend(backend)
    , m_filePath(filePath.isEmpty() ? defaultFilePath() : filePath)
{
    if (m_backend == Backend::Auto) {
        const QByteArray forced = qgetenv("MCPSCOPE_SECRET_STORE").trimmed().toLower();
        if (forced == "file")
            m_backend = Backend::File;
        else if (forced == "keychain")
            m_backend = Backend::Keychain;
        // Tests must never touch the keychain of the person running them.
        else if (QStandardPaths::isTestModeEnabled())
            m_backend = Backend::File;
        else
            m_backend = keychainAvailable() ? Backend::Keychain : Backend::File;
    }
}

SecretStore::~SecretStore() = default;

QString SecretStore::defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/secrets.json");
}

QString SecretStore::serviceName()
{
    return QStringLiteral("mcpscope");
}

bool SecretStore::keychainAvailable()
{
    static const bool available = [] {
#if MCPSCOPE_SECRETS_DBUS
        // QKeychain::isAvailable() only says whether libsecret could be loaded; whether a
        // Secret Service (or KWallet) is there to answer is a question for the session bus.
        // Without a bus address there is no bus to ask (and no reason to start one).
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS")) {
            const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
            if (runtime.isEmpty() || !QFileInfo::exists(runtime + QStringLiteral("/bus")))
                return false;
        }
        const QDBusConnection bus = QDBusConnection::sessionBus();
        const QDBusConnectionInterface *bureau = bus.isConnected() ? bus.interface() : nullptr;
        if (!bureau)
            return false;
        const QStringList registered = bureau->registeredServiceNames().value();
        const QStringList activatable = bureau->activatableServiceNames().value();
        for (const char *name : {"org.freedesktop.secrets", "org.kde.kwalletd6", "org.kde.kwalletd5"}) {
            const QString service = QString::fromLatin1(name);
            if (registered.contains(service) || activatable.contains(service))
                return QKeychain::isAvailable();
        }
        return false;
#else
        return QKeychain::isAvailable();
#endif
    }();
    return available;
}

QString SecretStore::profileHeaderKey(const QString &profile, const QString &header)
{
    return QStringLiteral("profile/") + profile + QStringLiteral("/header/") + header;
}

QString SecretStore::profileEnvKey(const QString &profile, const QString &variable)
{
    return QStringLiteral("profile/") + profile + QStringLiteral("/env/") + variable;
}

QString SecretStore::fallbackNotice() const
{
    if (!usingFallback())
        return {};
    return tr("No system keychain is available; secrets are kept in %1, readable only by you.")
        .arg(QDir::toNativeSeparators(m_filePath));
}

SecretResult SecretStore::read(const QString &key)
{
    return waitFor(Operation::Read, key, {});
}

SecretResult SecretStore::write(const QString &key, const QString &value)
{
    return waitFor(Operation::Write, key, value);
}

SecretResult SecretStore::remove(const QString &key)
{
    return waitFor(Operation::Remove, key, {});
}

void SecretStore::readAsync(const QString &key, QObject *context, Callback done)
{
    startKeychainJob(Operation::Read, key, {}, context, std::move(done));
}

void SecretStore::writeAsync(const QString &key, const QString &value, QObject *context, Callback done)
{
    startKeychainJob(Operation::Write, key, value, context, std::move(done));
}

void SecretStore::removeAsync(const QString &key, QObject *context, Callback done)
{
    startKeychainJob(Operation::Remove, key, {}, context, std::move(done));
}

void SecretStore::startKeychainJob(Operation operation, const QString &key, const QString &value, QObject *context,
                                   Callback done)
{
    if (!context)
        context = this;
    if (m_backend == Backend::File) {
        // The file answers at once; the answer still comes later, as the keychain's would.
        const SecretResult result = fileOperation(operation, key, value);
        QMetaObject::invokeMethod(context, [done = std::move(done), result] { done(result); }, Qt::QueuedConnection);
        return;
    }
    QKeychain::Job *job = nullptr;
    switch (operation) {
    case Operation::Read:
        job = new QKeychain::ReadPasswordJob(serviceName());
        break;
    case Operation::Write: {
        auto *write = new QKeychain::WritePasswordJob(serviceName());
        write->setTextData(value);
        job = write;
        break;
    }
    case Operation::Remove:
        job = new QKeychain::DeletePasswordJob(serviceName());
        break;
    }
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, context, [operation, done = std::move(done)](QKeychain::Job *finished) {
        const QString details = finished->errorString();
        switch (finished->error()) {
        case QKeychain::NoError:
            if (operation == Operation::Read)
                done(SecretResult::success(static_cast<QKeychain::ReadPasswordJob *>(finished)->textData()));
            else
                done(SecretResult::success());
            return;
        case QKeychain::EntryNotFound:
            done(operation == Operation::Remove ? SecretResult::success() : SecretResult::notFound());
            return;
        case QKeychain::AccessDeniedByUser:
            done(SecretResult::failure(tr("Access to the system keychain was declined.")));
            return;
        case QKeychain::AccessDenied:
            done(SecretResult::failure(
                tr("The system keychain refused access (it may be locked, or the request was declined): %1")
                    .arg(details)));
            return;
        case QKeychain::NoBackendAvailable:
            done(SecretResult::failure(tr("No system keychain answered: %1").arg(details)));
            return;
        case QKeychain::CouldNotDeleteEntry:
        case QKeychain::NotImplemented:
        case QKeychain::OtherError:
            break;
        }
        done(SecretResult::failure(tr("The system keychain failed: %1").arg(details)));
    });
    job->start();
}

SecretResult SecretStore::waitFor(Operation operation, const QString &key, const QString &value)
{
    if (m_backend == Backend::File)
        return fileOperation(operation, key, value);
    QEventLoop loop;
    std::optional<SecretResult> result;
    startKeychainJob(operation, key, value, &loop, [&result, &loop](const SecretResult &answer) {
        result = answer;
        loop.quit();
    });
    if (!result) {
        QTimer::singleShot(m_timeoutMs, &loop, &QEventLoop::quit);
        // Clicks and keys wait: nothing may act on the window while it waits for the keychain.
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    if (!result) {
        return SecretResult::failure(
            tr("The system keychain did not answer within %n second(s).", nullptr, qMax(1, m_timeoutMs / 1000)));
    }
    return *result;
}

StoreLock::StoreLock(const QString &path, int timeoutMs)
    : m_lock(std::make_unique<QLockFile>(path + QStringLiteral(".lock")))
    , m_path(path)
{
    SecretStore::makePrivateFolders(QFileInfo(path).absolutePath());
    m_lock->setStaleLockTime(30000);
    m_lock->tryLock(timeoutMs);
}

StoreLock::~StoreLock() = default;

bool StoreLock::locked() const
{
    return m_lock->isLocked();
}

QString StoreLock::error() const
{
    qint64 pid = 0;
    QString host, application;
    if (m_lock->error() == QLockFile::LockFailedError && m_lock->getLockInfo(&pid, &host, &application))
        return tr("%1 is being written by another mcpscope (process %2); try again in a moment.")
            .arg(QDir::toNativeSeparators(m_path))
            .arg(pid);
    return tr("Cannot lock %1 for writing.").arg(QDir::toNativeSeparators(m_path));
}

SecretResult SecretStore::fileOperation(Operation operation, const QString &name, const QString &value)
{
    const QString shown = QDir::toNativeSeparators(m_filePath);
    // A change is read, made and written under the file's lock: another process's change in
    // between is not lost.
    std::optional<StoreLock> lock;
    if (operation != Operation::Read) {
        lock.emplace(m_filePath);
        if (!lock->locked())
            return SecretResult::failure(lock->error());
    }
    QJsonObject secrets;
    QFile file(m_filePath);
    const bool exists = file.exists();
    if (exists) {
        // A file someone made readable by others is made private again before it is read.
        if (file.permissions() & NotOwner)
            file.setPermissions(OwnerOnly);
        if (!file.open(QIODevice::ReadOnly))
            return SecretResult::failure(tr("Cannot read the secrets in %1: %2").arg(shown, file.errorString()));
        QJsonParseError error;
        const QJsonObject root = jsontree::parse(file.readAll(), &error).object();
        file.close();
        if (error.error != QJsonParseError::NoError || root.value(key("format")).toString() != FileFormat) {
            return SecretResult::failure(
                tr("%1 is not a file of secrets of mcpscope; it was left as it is.").arg(shown));
        }
        if (root.value(key("version")).toInt() > FileVersion) {
            return SecretResult::failure(tr("%1 was written by a newer mcpscope (format version %2).")
                                             .arg(shown)
                                             .arg(root.value(key("version")).toInt()));
        }
        secrets = root.value(key("secrets")).toObject();
    }

    switch (operation) {
    case Operation::Read: {
        const QJsonValue found = secrets.value(name);
        return found.isString() ? SecretResult::success(found.toString()) : SecretResult::notFound();
    }
    case Operation::Write:
        if (exists && secrets.value(name) == QJsonValue(value))
            return SecretResult::success();
        secrets.insert(name, value);
        break;
    case Operation::Remove:
        if (!secrets.contains(name))
            return SecretResult::success();
        secrets.remove(name);
        break;
    }

    const QJsonObject root{{key("format"), FileFormat}, {key("version"), FileVersion}, {key("secrets"), secrets}};
    makePrivateFolders(QFileInfo(m_filePath).absolutePath());
    QSaveFile out(m_filePath);
    // Private before the first byte is written.
    if (!out.open(QIODevice::WriteOnly) || !out.setPermissions(OwnerOnly)) {
        return SecretResult::failure(tr("Cannot keep the secrets in %1: %2").arg(shown, out.errorString()));
    }
    out.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!out.commit())
        return SecretResult::failure(tr("Cannot keep the secrets in %1: %2").arg(shown, out.errorString()));
    return SecretResult::success();
}

bool SecretStore::makePrivateFolders(const QString &folder)
{
    QStringList missing;
    for (QString dir = QFileInfo(folder).absoluteFilePath(); !QFileInfo::exists(dir); dir = QFileInfo(dir).path()) {
        missing.prepend(dir);
        if (QFileInfo(dir).path() == dir)
            break;
    }
    for (const QString &dir : std::as_const(missing)) {
        if (!QDir().mkdir(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner))
            return false;
    }
    // mcpscope's own folder, made by an older version or by hand with the usual 0755: narrowed.
    // (Only the folder itself; those above it are the user's.)
    QFile own(QFileInfo(folder).absoluteFilePath());
    if (own.permissions() & NotOwner)
        return own.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return true;
}

} // namespace mcpscope
