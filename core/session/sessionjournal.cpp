// SPDX-License-Identifier: MIT
#include "sessionjournal.h"

#include "session.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>

namespace mcpscope {

SessionJournal::SessionJournal(Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_flush(this, &SessionJournal::flush)
{
}

SessionJournal::~SessionJournal()
{
    close();
}

bool SessionJournal::open(const QString &path, const QJsonObject &header, QString *errorMessage)
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
    m_header = header;
    m_file.write(m_session->headerLine(header));
    m_written = 0;
    flush();
    connect(m_session, &Session::eventAppended, this, &SessionJournal::onEventAppended);
    return true;
}

bool SessionJournal::addToHeader(const QJsonObject &members, QString *errorMessage)
{
    if (!m_file.isOpen())
        return true;
    QJsonObject header = m_header;
    for (auto it = members.begin(); it != members.end(); ++it)
        header.insert(it.key(), it.value());
    if (header == m_header)
        return true;
    const QString path = m_file.fileName();
    return open(path, header, errorMessage);
}

void SessionJournal::onEventAppended(qsizetype)
{
    if (m_file.isOpen())
        m_flush.schedule();
}

void SessionJournal::flush()
{
    m_flush.cancel();
    if (!m_file.isOpen())
        return;
    // The events are appended in order and never change: everything after the last one
    // written goes out in one write and one flush.
    QByteArray lines;
    for (; m_written < m_session->count(); ++m_written)
        lines += Session::eventLine(m_session->eventAt(m_written));
    m_file.write(lines);
    m_file.flush();
}

void SessionJournal::close()
{
    if (!m_file.isOpen())
        return;
    flush();
    disconnect(m_session, &Session::eventAppended, this, &SessionJournal::onEventAppended);
    m_file.close();
    m_lock.reset();
}

QString SessionJournal::writerLockPath(const QString &path)
{
    return path + QStringLiteral(".lock");
}

bool SessionJournal::isBeingWritten(const QString &path)
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
