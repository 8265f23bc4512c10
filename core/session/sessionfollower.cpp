// SPDX-License-Identifier: MIT
#include "sessionfollower.h"
#include "json/jsontree.h"

#include "session.h"
#include "sessionjournal.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <utility>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace mcpscope {

namespace {
constexpr qint64 ChunkBytes = 4 * 1024 * 1024;
constexpr qsizetype PrefixBytes = 256;
// The header line is small; a longer first line is not a session header.
constexpr qint64 HeaderBytes = 64 * 1024;
} // namespace

SessionFollower::SessionFollower(Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_ingest(session)
    , m_pollTimer(new QTimer(this))
    , m_changeTimer(new QTimer(this))
{
    m_reader.setIncludeAllEvents(true);
    m_reader.setServer(0); // a workspace session file: its first server unless told otherwise
    m_pollTimer->setInterval(1000);
    connect(m_pollTimer, &QTimer::timeout, this, &SessionFollower::readAppended);
    // A journal flushes every event: many change notices in a burst become one read.
    m_changeTimer->setSingleShot(true);
    m_changeTimer->setInterval(20);
    connect(m_changeTimer, &QTimer::timeout, this, &SessionFollower::readAppended);
}

SessionFollower::~SessionFollower() = default;

void SessionFollower::setPollInterval(int ms)
{
    m_pollTimer->setInterval(ms);
}

bool SessionFollower::looksLive(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile() || !SessionJournal::isBeingWritten(info.absoluteFilePath()))
        return false;
    // A saved session's header carries its event count: it is complete, whatever lock lies
    // beside it (a file saved over a journal's name).
    QFile file(info.absoluteFilePath());
    if (!file.open(QIODevice::ReadOnly))
        return true;
    const QByteArray first = file.readLine(HeaderBytes);
    const QJsonObject header = jsontree::parse(first).object();
    return !(header.value(QLatin1String("format")) == QLatin1String("mcpscope-session")
             && header.contains(QLatin1String("events")));
}

bool SessionFollower::open(const QString &path, bool allowEmpty, QString *errorMessage)
{
    if (QFileInfo(path).isDir()) {
        *errorMessage = tr("\"%1\" is a folder, not a file.").arg(path);
        return false;
    }
    m_path = QFileInfo(path).absoluteFilePath();
    m_file.setFileName(m_path);
    // Unbuffered: every read goes to the file, so bytes appended later are seen.
    if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        *errorMessage = tr("Cannot read \"%1\": %2").arg(path, m_file.errorString());
        return false;
    }
    QString problem;
    if (!readMore(&problem)) {
        *errorMessage = problem;
        return false;
    }
    if (format() == SessionReader::Format::Unknown && !m_reader.errorString().isEmpty()) {
        *errorMessage = m_reader.errorString();
        return false;
    }
    if (format() == SessionReader::Format::Unknown && !allowEmpty) {
        // A file that is complete now: a last line without its end is all there is.
        stop();
        if (format() == SessionReader::Format::Unknown) {
            *errorMessage = m_reader.errorString().isEmpty() ? tr("The file is empty: there is nothing to show.")
                                                             : m_reader.errorString();
            return false;
        }
    }
    return true;
}

void SessionFollower::follow()
{
    if (m_following || m_finished || !m_file.isOpen())
        return;
    m_following = true;
    if (!m_watcher) {
        m_watcher = new QFileSystemWatcher(this);
        connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &SessionFollower::scheduleRead);
    }
    m_watcher->addPath(m_path);
    m_pollTimer->start();
    // Whatever arrived between open() and now.
    scheduleRead();
}

void SessionFollower::scheduleRead()
{
    if (m_following && !m_changeTimer->isActive())
        m_changeTimer->start();
}

void SessionFollower::stop(const QString &reason)
{
    if (m_finished)
        return;
    const bool wasFollowing = m_following;
    m_following = false;
    m_finished = true;
    m_pollTimer->stop();
    m_changeTimer->stop();
    if (m_watcher)
        m_watcher->removePaths(m_watcher->files());
    if (!m_partial.isEmpty()) {
        SessionReader::Entry entry;
        if (m_reader.takeLine(std::exchange(m_partial, QByteArray()), &entry, false))
            m_ingest.entry(entry);
        m_session->addFileProblems(m_reader.takeProblems());
    }
    m_ingest.finish();
    m_file.close();
    if (wasFollowing || !reason.isEmpty())
        Q_EMIT stopped(reason);
}

void SessionFollower::readAppended()
{
    if (!m_following)
        return;
    QString problem;
    if (!readMore(&problem))
        stop(problem);
}

bool SessionFollower::readMore(QString *problem)
{
    const QString name = QFileInfo(m_path).fileName();
    const QFileInfo info(m_path);
    if (!info.exists()) {
        *problem = tr("%1 was deleted or moved away; following stopped.").arg(name);
        return false;
    }
#ifdef Q_OS_UNIX
    struct stat onDisk, opened;
    if (::stat(QFile::encodeName(m_path).constData(), &onDisk) == 0 && ::fstat(m_file.handle(), &opened) == 0
        && (onDisk.st_ino != opened.st_ino || onDisk.st_dev != opened.st_dev)) {
        *problem
            = tr("%1 was replaced by another file; following stopped. Open it again to see the new one.").arg(name);
        return false;
    }
#endif
    const qint64 size = m_file.size();
    if (size < m_offset) {
        *problem = tr("%1 got shorter than what was already read (it was cut or written anew); following "
                      "stopped. Open it again to see what it holds now.")
                       .arg(name);
        return false;
    }
    if (!m_prefix.isEmpty()) {
        if (!m_file.seek(0) || m_file.read(m_prefix.size()) != m_prefix) {
            *problem = tr("%1 was written anew from its start; following stopped. Open it again to see "
                          "what it holds now.")
                           .arg(name);
            return false;
        }
    }
    while (m_offset < size) {
        if (!m_file.seek(m_offset)) {
            *problem = tr("Cannot read %1: %2").arg(name, m_file.errorString());
            return false;
        }
        const QByteArray data = m_file.read(qMin(ChunkBytes, size - m_offset));
        if (data.isEmpty()) {
            if (m_file.error() != QFileDevice::NoError) {
                *problem = tr("Cannot read %1: %2").arg(name, m_file.errorString());
                return false;
            }
            break;
        }
        if (m_prefix.size() < PrefixBytes)
            m_prefix += data.left(PrefixBytes - m_prefix.size());
        m_offset += data.size();
        m_partial += data;
        takeLines();
    }
    return true;
}

void SessionFollower::takeLines()
{
    const bool hadFormat = format() != SessionReader::Format::Unknown;
    SessionReader::Entry entry;
    qsizetype start = 0;
    for (qsizetype nl = m_partial.indexOf('\n'); nl >= 0; nl = m_partial.indexOf('\n', start)) {
        const QByteArray line = m_partial.mid(start, nl - start);
        start = nl + 1;
        const bool wasUnknown = format() == SessionReader::Format::Unknown;
        if (m_reader.takeLine(line, &entry))
            m_ingest.entry(entry);
        if (wasUnknown && format() == SessionReader::Format::Session) {
            const QDateTime started
                = QDateTime::fromString(header().value(QStringLiteral("startedAt")).toString(), Qt::ISODateWithMs);
            if (started.isValid() && m_session->count() == 0)
                m_session->setStartedAt(started);
        }
    }
    m_partial.remove(0, start);
    m_session->addFileProblems(m_reader.takeProblems());
    if (!hadFormat && format() == SessionReader::Format::Session)
        Q_EMIT headerRead();
}

} // namespace mcpscope
