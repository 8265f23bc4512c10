// SPDX-License-Identifier: MIT
#pragma once

#include "batchflush.h"
#include "journalfile.h"

#include <QJsonObject>
#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QPointer>

namespace mcpscope {

class Session;

/// Writes the sessions of several servers (a workspace) into one file as their events arrive,
/// in the order they arrived across servers: the workspace session file. It is the session
/// file format with a header of its own ({"format": "mcpscope-workspace-session", "version": 1,
/// "servers": [...]}) and every event line tagged with its server ("server": k, the server's
/// place in the list); docs/FILES.md describes it. Written as SessionJournal writes (the same
/// owner-only file, one write per BatchFlush tick, a message's bytes as they are: Session's
/// own event lines), so a crash loses nothing already shown.
class WorkspaceJournal : public QObject
{
    Q_OBJECT
public:
    static constexpr const char *FormatName = "mcpscope-workspace-session";
    static constexpr int FormatVersion = 1;

    explicit WorkspaceJournal(QObject *parent = nullptr);
    ~WorkspaceJournal() override;

    /// Adds server @p name, whose events @p session holds (not owned; it must outlive the
    /// server's place here or be removed first). @p description says what the server is, as a
    /// session file's header says it ("command" or "url", "transport", "protocolEra", …):
    /// members whose names look like secrets (Authorization, tokens, keys) and values that
    /// look like credentials are written "[redacted]". The session's events so far are
    /// written, then each new one. Returns the server's number (its "server" in the file).
    int addServer(Session *session, const QString &name, const QJsonObject &description);
    /// Adds @p members to what the file says about server @p server (what became known later,
    /// such as the protocol it negotiated): a "server" line, redacted as above.
    void describeServer(int server, const QJsonObject &members);
    /// Stops writing server @p server's new events (it left the workspace); what was written
    /// stays.
    void removeServer(int server);
    int serverCount() const { return int(m_servers.size()); }

    /// Starts writing to @p path: the header (with @p header's members and the servers added
    /// so far), the events so far, then each new one.
    bool open(const QString &path, const QJsonObject &header, QString *errorMessage);
    QString path() const { return m_file.path(); }
    bool isOpen() const { return m_file.isOpen(); }
    void close();
    /// Writes the events queued so far now instead of on the next BatchFlush tick.
    void flush();

    /// A server read back from a workspace session file.
    struct Server
    {
        QString name;
        QJsonObject description; ///< as written (redacted), without "name"; "server" of a plain session file
        Session *session = nullptr;
    };
    /// Where an event was in the file: the order of arrival across servers.
    struct Place
    {
        quint32 server = 0;
        quint32 index = 0; ///< in the server's session
    };
    /// Reads a workspace session file into one Session per server (children of @p parent),
    /// each validated on its own (and split into its connections, as Session::load does), with
    /// the servers' names. A plain session file or transcript gives one server. @p order (may
    /// be null) receives the events in the file's order. False with plain words when the file
    /// cannot be read at all.
    static bool load(const QString &path, QObject *parent, QList<Server> *servers, QJsonObject *header,
                     QString *errorMessage, QList<Place> *order = nullptr);

    /// The header line of a workspace session file with @p servers (each {"name", "command" or
    /// "url", "transport", …}, written as given) and @p extra members.
    static QByteArray headerLine(const QList<QJsonObject> &servers, const QJsonObject &extra = {});
    /// A "server" line: declares server @p server (or adds @p members to what was said of it).
    static QByteArray serverLine(int server, const QJsonObject &members);

private:
    struct Entry
    {
        QPointer<Session> session;
        QJsonObject declared; ///< the description and "name", redacted
        QMetaObject::Connection appended;
        bool inHeader = false; ///< declared in the header (added before open())
    };
    void queue(int server, qsizetype index);

    QList<Entry> m_servers;
    QList<Place> m_queue;      ///< events not written yet, in arrival order
    QByteArray m_pendingLines; ///< "server" lines not written yet
    JournalFile m_file;
    BatchFlush m_flush;
};

} // namespace mcpscope
