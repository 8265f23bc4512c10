// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/direction.h"
#include "validation/diagnostic.h"
#include "wire/frame.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <memory>

class QIODevice;

namespace mcpscope {

/// Reads a recorded conversation back, message by message: mcpscope's own session files
/// (JSON Lines, header {"format":"mcpscope-session","version":0}, then one event a line) or
/// plain transcripts (one {"direction":"client->server"|"server->client","msg":…} a line,
/// "msg" being the message as JSON or a string holding a line that was not JSON).
/// Streams line by line, so memory is bounded by the longest line, not by the file.
/// Workspace session files (header {"format":"mcpscope-workspace-session","version":1}, see
/// WorkspaceJournal) hold the events of several servers, each line tagged with its server.
class SessionReader
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::SessionReader)

public:
    enum class Format { Unknown, Session, Transcript, Workspace };

    /// One message (or, with setIncludeAllEvents(), any event) read from the file.
    struct Entry
    {
        /// App: a message between an MCP App and the host (read with setIncludeAllEvents() or
        /// setIncludeAppMessages()); direction is client to server for the app's own messages.
        enum class Kind { Message, Stderr, Lifecycle, Http, App };
        Kind kind = Kind::Message;
        qsizetype line = -1;   ///< 0-based line of the file it came from
        QByteArray stderrLine; ///< Kind::Stderr: the line's bytes
        QString text;          ///< Kind::Lifecycle: its words
        QJsonObject http;      ///< Kind::Http: the exchange (HttpExchange::toJson())
        int exchange = -1;     ///< Kind::Message over HTTP: the exchange that carried it
        QDateTime time;        ///< session files: when it happened (invalid in transcripts)
        qint64 elapsedUs = -1; ///< session files: since the session started (-1: unknown)
        Direction direction = Direction::ClientToServer;
        bool fromApp = false; ///< Kind::App: the app sent it to the host
        QString appUri;       ///< Kind::App: the app's `ui://` resource
        /// The message's bytes as they crossed the wire (session files), or as the
        /// transcript wrote them (the raw text of "msg"). Not scanned here: the ingest path
        /// (Ingest) reads them once, with the validator.
        QByteArray raw;
        /// Session files: how the message was framed (payload and Frame::Flag bits as
        /// recorded; the stream offset is not recorded and stays 0).
        bool hasFrame = false;
        Frame frame;
        /// The connection (MCP session) the event came through, as the recording numbers them
        /// from 1 (the "conn" member); 0 when it does not (SessionSplitter tells them apart).
        int connection = 0;
        /// Workspace session files: the server the event belongs to (0-based, servers()); -1
        /// otherwise.
        int server = -1;
    };

    SessionReader();
    ~SessionReader();
    SessionReader(const SessionReader &) = delete;
    SessionReader &operator=(const SessionReader &) = delete;

    /// Opens @p path and tells its format from its first JSON line. False, with plain words
    /// in errorString(), when the file cannot be read or is not a session file or transcript.
    bool open(const QString &path);
    /// The same over an open device (not owned; it must outlive the reader).
    bool open(QIODevice *device);

    Format format() const;
    QString errorString() const;

    /// The next message; false at the end. Events that are not messages (stderr lines,
    /// lifecycle notes) are skipped unless setIncludeAllEvents(true); lines that cannot be
    /// read become problems.
    bool next(Entry *entry);
    /// Push mode, for a file that is still being written (SessionFollower reads the bytes):
    /// hands over one line (its end may be left on) instead of reading from a device. The
    /// first JSON object tells the format as open() does; when it is neither format,
    /// errorString() says so and later lines are ignored. @p terminated: false for a last line
    /// that was cut off. True with @p entry filled when the line holds an entry.
    bool takeLine(const QByteArray &line, Entry *entry, bool terminated = true);
    /// Also return stderr lines and lifecycle notes of session files (for opening and
    /// exporting a session whole, not only checking its messages).
    void setIncludeAllEvents(bool all);
    /// Also return the messages between MCP Apps and the host (Entry::Kind::App), which
    /// setIncludeAllEvents() returns as well (for `check`, which reads messages only).
    void setIncludeAppMessages(bool apps);
    /// Session files: the header line's members (format, version, startedAt, server, …).
    QJsonObject header() const;
    /// Workspace session files: the servers declared so far (by the header's "servers" and
    /// by "server" lines), in their order; each {"name", "command" or "url", "transport", …}.
    /// Empty for other files.
    QList<QJsonObject> servers() const;
    /// Workspace session files: return only the events of server @p server (0-based); -1
    /// (the default): the events of every server.
    void setServer(int server);

    /// Lines that could not be read as messages, found since the last call, as diagnostics
    /// with the line as messageIndex (codes "file.line.notJson", "file.line.truncated",
    /// "file.line.notEntry").
    Diagnostics takeProblems();

    /// Lines read so far (the header and skipped events included).
    qsizetype linesRead() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mcpscope
