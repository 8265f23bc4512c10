// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QLockFile;

namespace mcpscope {

/// What one operation on a SecretStore came to.
struct SecretResult
{
    enum class Status { Ok, NotFound, Failed };
    Status status = Status::Failed;
    QString value; ///< read(): the secret
    QString error; ///< Failed: what went wrong, in plain words

    bool ok() const { return status == Status::Ok; }
    static SecretResult success(const QString &value = {}) { return {Status::Ok, value, {}}; }
    static SecretResult notFound() { return {Status::NotFound, {}, {}}; }
    static SecretResult failure(const QString &error) { return {Status::Failed, {}, error}; }
};

/// Holds "<path>.lock" while a file that several processes keep (two windows, a window and a
/// command line run) is read, changed and written again, so that none loses what another wrote
/// meanwhile. A lock left by a process that died is taken over.
class StoreLock
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::StoreLock)
public:
    explicit StoreLock(const QString &path, int timeoutMs = 10000);
    ~StoreLock();
    StoreLock(const StoreLock &) = delete;
    StoreLock &operator=(const StoreLock &) = delete;
    bool locked() const;
    /// Why the lock could not be taken, in plain words.
    QString error() const;

private:
    std::unique_ptr<QLockFile> m_lock;
    QString m_path;
};

/// Keeps secrets (the header values and environment values of server profiles) out of plain
/// files: in the system keychain through QtKeychain where one answers (a Secret Service on
/// Linux, the platform's keychain elsewhere); otherwise in a JSON file readable only by its
/// owner (0600), secrets.json in the application's configuration folder.
///
/// Keys are paths such as "profile/<name>/header/<Header-Name>" or "profile/<name>/env/<VAR>"
/// (see profileHeaderKey(), profileEnvKey()). The keychain is asynchronous; every operation
/// exists as a callback (readAsync() …) and as a call that waits for the answer in a local
/// event loop (user input is held back meanwhile) for at most timeoutMs().
class SecretStore : public QObject
{
    Q_OBJECT
public:
    enum class Backend {
        Auto,     ///< the keychain when one answers, else the file
        Keychain, ///< the system keychain through QtKeychain
        File,     ///< the owner-only JSON file
    };

    /// A store kept in @p backend. @p filePath: the file of the fallback (default:
    /// defaultFilePath()). Auto also chooses the file when QStandardPaths' test mode is on, or
    /// when the environment variable MCPSCOPE_SECRET_STORE is "file" ("keychain" forces the
    /// keychain).
    explicit SecretStore(Backend backend = Backend::Auto, const QString &filePath = {}, QObject *parent = nullptr);
    ~SecretStore() override;

    /// <AppConfigLocation>/secrets.json
    static QString defaultFilePath();
    /// Creates the missing folders of @p folder owner-only (0700), so that no file made in them
    /// is within reach of other users, not even for the instant before its own mode is set.
    /// @p folder itself (mcpscope's own) is narrowed to 0700 when it exists with more; the
    /// folders above it are left as they are. False when one cannot be made or narrowed.
    static bool makePrivateFolders(const QString &folder);
    /// The service name the keychain entries are filed under ("mcpscope").
    static QString serviceName();
    /// True when a system keychain can be reached (on Linux: a Secret Service or KWallet on the
    /// D-Bus session bus). Asked once per process.
    static bool keychainAvailable();
    /// "profile/<profile>/header/<header>"
    static QString profileHeaderKey(const QString &profile, const QString &header);
    /// "profile/<profile>/env/<variable>"
    static QString profileEnvKey(const QString &profile, const QString &variable);

    /// Keychain or File: where the secrets really go.
    Backend backend() const { return m_backend; }
    /// True when the secrets go to the file because no keychain is used.
    bool usingFallback() const { return m_backend == Backend::File; }
    /// Plain words for the user when usingFallback(), else empty.
    QString fallbackNotice() const;
    /// The fallback file (used only when usingFallback()).
    QString filePath() const { return m_filePath; }

    /// How long the waiting calls wait for the keychain (default 30 s: it may ask the user
    /// to unlock it).
    int timeoutMs() const { return m_timeoutMs; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    /// The secret under @p key (NotFound when there is none).
    SecretResult read(const QString &key);
    /// Stores @p value under @p key (replacing what was there).
    SecretResult write(const QString &key, const QString &value);
    /// Forgets @p key (Ok also when there was nothing).
    SecretResult remove(const QString &key);

    using Callback = std::function<void(const SecretResult &result)>;
    /// The same operations with the answer given to @p done later (never during the call),
    /// unless @p context is destroyed first.
    void readAsync(const QString &key, QObject *context, Callback done);
    void writeAsync(const QString &key, const QString &value, QObject *context, Callback done);
    void removeAsync(const QString &key, QObject *context, Callback done);

private:
    enum class Operation { Read, Write, Remove };
    void startKeychainJob(Operation operation, const QString &key, const QString &value, QObject *context,
                          Callback done);
    SecretResult waitFor(Operation operation, const QString &key, const QString &value);
    SecretResult fileOperation(Operation operation, const QString &key, const QString &value);

    Backend m_backend;
    QString m_filePath;
    int m_timeoutMs = 30000;
};

} // namespace mcpscope
