// SPDX-License-Identifier: MIT
#include "journalfile.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>

namespace mcpscope {

JournalFile::JournalFile() = default;

JournalFile::~JournalFile()
{
    close();
}

bool JournalFile::open(const QString &path, QString *errorMessage)
{
    close();
    // A journal holds the whole traffic, tokens included: folders made for it are the user's
    // alone (0700), and so is the file (0600).
    const QFileDevice::Permissions ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    const QString folder = QFileInfo(path).absolutePath();
    QStringList missing;
    for (QString dir = folder; !dir.isEmpty() && !QFileInfo::exists(dir); dir = QFileInfo(dir).path()) {
        missing.prepend(dir);
        if (QFileInfo(dir).path() == dir)
            break;
    }
    for (const QString &dir : std::as_const(missing))
        QDir().mkdir(dir, ownerOnly | QFileDevice::ExeOwner);
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate, ownerOnly)) {
        *errorMessage = tr("Cannot write the session journal \"%1\": %2").arg(path, m_file.errorString());
        return false;
    }
    m_file.setPermissions(ownerOnly); // also when the file was there before
    // Readers follow a file while this lock is held (SessionFollower); no lock, no harm.
    m_lock = std::make_unique<QLockFile>(writerLockPath(path));
    m_lock->setStaleLockTime(0);
    if (!m_lock->tryLock(0))
        m_lock.reset();
    return true;
}

void JournalFile::write(const QByteArray &bytes)
{
    if (!m_file.isOpen() || bytes.isEmpty())
        return;
    m_file.write(bytes);
    m_file.flush();
}

void JournalFile::close()
{
    if (!m_file.isOpen())
        return;
    m_file.close();
    m_lock.reset();
}

QString JournalFile::writerLockPath(const QString &path)
{
    return path + QStringLiteral(".lock");
}

bool JournalFile::isBeingWritten(const QString &path)
{
    const QString lockPath = writerLockPath(path);
    if (!QFileInfo::exists(lockPath))
        return false;
    QLockFile lock(lockPath);
    lock.setStaleLockTime(0);
    // Taking it succeeds only when its writer is gone (a stale lock is removed on the way).
    if (lock.tryLock(0)) {
        lock.unlock();
        return false;
    }
    return lock.error() == QLockFile::LockFailedError;
}

} // namespace mcpscope
