// SPDX-License-Identifier: MIT
#pragma once

#include "batchflush.h"
#include "journalfile.h"

#include <QJsonObject>
#include <QObject>

namespace mcpscope {

class Session;

/// Writes a Session to disk as its events happen (the session file format, line by line).
/// The lines of a batch are written and flushed together, on the same BatchFlush tick on which
/// the models show them (at most 16 ms after they arrived): a crash of the server loses
/// nothing already received, and one of mcpscope at most the batch it dies in, which no view
/// has shown yet. A message's
/// bytes go into its line as they are (Session::eventLine), never decoded and escaped again.
class SessionJournal : public QObject
{
    Q_OBJECT
public:
    explicit SessionJournal(Session *session, QObject *parent = nullptr);
    ~SessionJournal() override;

    /// Starts writing to @p path (header, then the events so far, then each new one).
    /// @p header adds members to the header line (e.g. the server command, redacted).
    bool open(const QString &path, const QJsonObject &header, QString *errorMessage);
    /// Adds @p members to the header of the open journal (what became known after it was
    /// opened, such as the protocol the connection negotiated): the file is written again
    /// from the session, which holds every event. False with plain words when it cannot be.
    bool addToHeader(const QJsonObject &members, QString *errorMessage);
    QString path() const { return m_file.path(); }
    bool isOpen() const { return m_file.isOpen(); }
    void close();

    /// The lock file that says "still being written" while a journal is open: @p path + ".lock".
    static QString writerLockPath(const QString &path) { return JournalFile::writerLockPath(path); }
    /// True while a running process (this one included) writes the journal @p path.
    static bool isBeingWritten(const QString &path) { return JournalFile::isBeingWritten(path); }

    /// Writes the events queued so far now instead of on the next BatchFlush tick.
    void flush();

private:
    void onEventAppended(qsizetype index);

    Session *m_session;
    BatchFlush m_flush;
    qsizetype m_written = 0; ///< events on disk: the next line is event m_written
    JournalFile m_file;
    QJsonObject m_header;
};

} // namespace mcpscope
