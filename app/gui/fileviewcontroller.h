// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

namespace mcpscope {
class Session;
class SessionFollower;
} // namespace mcpscope

namespace mcpscope::gui {

/// The read-only side of a window: reads a session file or transcript into the window's
/// session, follows a file that is still being written as it grows, and stops following.
class FileViewController : public QObject
{
    Q_OBJECT
public:
    explicit FileViewController(Session *session, QObject *parent = nullptr);
    ~FileViewController() override;

    /// Reads @p path into the session. A file still being written (tap, --cli
    /// --save-session, another window's journal) is followed once start() is called; one
    /// finished long ago is read once. False with plain words in @p errorMessage.
    /// A workspace session file shows the events of its server @p server (0-based).
    bool open(const QString &path, QString *errorMessage, int server = 0);
    /// Follows the file opened as it grows, or stops reading it when it was finished.
    void start();

    /// True once a file was opened.
    bool isOpen() const { return !m_path.isEmpty(); }
    /// The file opened (absolute; empty before open()).
    QString path() const { return m_path; }
    /// True when the file opened is still being written (it is followed from start() on).
    bool isLive() const { return m_live; }
    /// True while the file is followed as it grows.
    bool isFollowing() const;
    /// Stops reading what is appended to the file; what was read stays.
    void stopFollowing();
    /// The server command the file's header records (empty when it has none).
    QString recordedServer() const { return m_recordedServer; }

    /// How the file is shown, in plain words (the window's status line).
    QString statusText() const;
    /// The window title: the file's name, live or read-only.
    QString windowTitle() const;

Q_SIGNALS:
    /// The header of a followed file was read (recordedServer() may have changed).
    void headerRead();
    /// Following stopped; @p reason says why when it was not asked for.
    void followingStopped(const QString &reason);

private:
    void readHeader();

    Session *m_session;
    SessionFollower *m_follower = nullptr;
    QString m_path;
    QString m_recordedServer;
    bool m_live = false;
};

} // namespace mcpscope::gui
