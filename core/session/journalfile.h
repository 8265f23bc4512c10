// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <memory>

class QLockFile;

namespace mcpscope {

/// The file under a journal (SessionJournal, WorkspaceJournal): made owner-only (0600, in
/// folders it makes owner-only, 0700), written line by line and flushed, with the lock file
/// that tells readers it is still being written (SessionFollower).
class JournalFile
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::JournalFile)
public:
    JournalFile();
    ~JournalFile();
    JournalFile(const JournalFile &) = delete;
    JournalFile &operator=(const JournalFile &) = delete;

    /// Creates (or empties) @p path for writing. False with plain words in @p errorMessage.
    bool open(const QString &path, QString *errorMessage);
    /// Writes @p bytes and flushes them to the system.
    void write(const QByteArray &bytes);
    void close();
    bool isOpen() const { return m_file.isOpen(); }
    QString path() const { return m_file.fileName(); }

    /// The lock file that says "still being written" while a journal is open: @p path + ".lock".
    static QString writerLockPath(const QString &path);
    /// True while a running process (this one included) writes the journal @p path.
    static bool isBeingWritten(const QString &path);

private:
    QFile m_file;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace mcpscope
