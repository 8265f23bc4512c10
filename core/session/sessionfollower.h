// SPDX-License-Identifier: MIT
#pragma once

#include "ingest.h"
#include "sessionreader.h"

#include <QFile>
#include <QJsonObject>
#include <QObject>

class QFileSystemWatcher;
class QTimer;

namespace mcpscope {

class Session;

/// Reads a session file or transcript into a Session and, while it is still being written
/// (by `mcpscope tap --save-session`, `--cli --save-session` or another window's journal),
/// follows it: only the bytes appended since the last read are read, complete lines become
/// events exactly once, a partial last line waits until it is complete. A file watcher says
/// when the file changed; a short poll timer is the fallback where watching does not work.
/// When the file is deleted, replaced or cut shorter, following stops with plain words.
class SessionFollower : public QObject
{
    Q_OBJECT
public:
    /// Appends to @p session (not owned; empty), validating as Session::load does.
    explicit SessionFollower(Session *session, QObject *parent = nullptr);
    ~SessionFollower() override;

    /// Reads the complete lines @p path holds now. False with plain words when it cannot be
    /// read or is neither a session file nor a transcript. With @p allowEmpty, a file with no
    /// complete line yet is fine (its first line is waited for); without, it is an error.
    bool open(const QString &path, bool allowEmpty, QString *errorMessage);
    /// Starts following: what is appended from now on is read as it arrives.
    void follow();
    /// Stops following (also when it never started): a partial last line is read as cut off,
    /// and the validator's end-of-session checks run. Emits stopped() with @p reason.
    void stop(const QString &reason = QString());
    /// Reads what was appended since the last read (the watcher and the timer call this).
    void readAppended();

    bool isFollowing() const { return m_following; }
    QString path() const { return m_path; }
    /// Session files: the header line (empty until it was read).
    QJsonObject header() const { return m_reader.header(); }
    SessionReader::Format format() const { return m_reader.format(); }
    /// Bytes of the file read so far (the partial last line included).
    qint64 bytesRead() const { return m_offset; }
    /// A workspace session file (WorkspaceJournal): follow the events of server @p server
    /// (0-based; the first by default), one follower per server. Call before open().
    void setServer(int server) { m_reader.setServer(server); }
    /// The longest the poll timer waits between two looks at the file.
    void setPollInterval(int ms);

    /// True when @p path is still being written: an mcpscope journal whose writer still runs
    /// (SessionJournal's lock, which names the writer's process). Decided from the file's own
    /// facts, never from its age: a saved session (its header counts its events: finished) and
    /// a copy of a journal (no writer holds a lock for it) are not live, however new.
    static bool looksLive(const QString &path);

Q_SIGNALS:
    /// The header line of a session file was read (when the file was empty at first).
    void headerRead();
    /// Following ended: @p reason is empty when stop() was asked for, plain words otherwise.
    void stopped(const QString &reason);

private:
    bool readMore(QString *problem);
    void takeLines();
    void scheduleRead();

    Session *m_session;
    SessionReader m_reader;
    Ingest m_ingest;
    QFile m_file;
    QString m_path;
    qint64 m_offset = 0;
    QByteArray m_partial; ///< bytes of the last line, not complete yet
    QByteArray m_prefix;  ///< the file's first bytes, to notice it was rewritten
    bool m_following = false;
    bool m_finished = false;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_pollTimer;
    QTimer *m_changeTimer;
};

} // namespace mcpscope
