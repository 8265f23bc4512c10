// SPDX-License-Identifier: MIT
// Implemented in ingest.cpp.
#pragma once

#include "jsonrpc/message.h"
#include "sessionreader.h"
#include "sessionsplitter.h"
#include "validation/validator.h"
#include "wire/frame.h"

#include <QCoreApplication>

#include <memory>
#include <utility>
#include <vector>

namespace mcpscope {

class Session;

/// The one way a message gets into mcpscope: frame → one scan of its bytes (the validator's
/// lightjson view, from which the message's envelope is read as well) → the rules → one
/// SessionEvent appended with its diagnostics and its pair link, in one signal. McpClient (both
/// directions), tap, opening and following session files, `check`, `export` and `compare` all
/// go through it; nothing parses a message into a Qt tree on the way.
///
/// Each connection (MCP session) has a validator of its own: the connection the Session
/// appends to (Session::setConnection(), which McpClient and the taps call), or, when a
/// recording is read (entry(), selectConnection()), the one it records or SessionSplitter
/// tells. A file with one session has one validator, as before.
class Ingest
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::Ingest)
public:
    /// Appends to @p session (not owned); null: scan() only (check streams files that way).
    explicit Ingest(Session *session, const Validator::Options &options = {});
    ~Ingest();
    Ingest(const Ingest &) = delete;
    Ingest &operator=(const Ingest &) = delete;

    /// A frame that crossed the wire in @p direction: its framing facts and message. @p note:
    /// plain words about its framing, shown with it; @p afterClose: the sender wrote after its
    /// side of the connection was closed. Returns the event's index; @p message (optional)
    /// gets the message as scanned.
    qsizetype frame(const Frame &frame, Direction direction, bool afterClose = false, Message *message = nullptr);
    /// A message of ours, made by mcpscope (its envelope is known from the tree it was built
    /// from; the validator still reads its bytes, for mcpscope's own traffic must be spotless).
    qsizetype sent(const Message &message);
    /// One row of an HTTP exchange (HttpTransport::httpExchange), checked by the HTTP rules.
    qsizetype http(const HttpExchange &exchange);
    /// A message between an MCP App and the host (mcpscope), in either direction: @p fromApp
    /// when the app sent it, @p appUri the app's `ui://` resource. Scanned once and checked
    /// against the apps dialect (the app's own state: its handshake, its ids); it pairs only
    /// with messages of the same app. Returns the event's index. A host message mcpscope made
    /// must pass (the traffic audit reports it otherwise).
    qsizetype app(const QByteArray &bytes, bool fromApp, const QString &appUri);
    /// An entry read back from a file (SessionReader with all events), with its recorded times,
    /// checked by the validator of its connection (selectConnection()).
    qsizetype entry(const SessionReader::Entry &entry);
    /// Reading a recording: the connection (MCP session, numbered from 1) @p entry belongs to,
    /// as the file records it or SessionSplitter tells it. That connection's validator checks
    /// what comes next (scan(), scanApp(), scanHttp(); entry() calls this itself), and with a
    /// Session it is the connection the next event is appended to. A message is looked at
    /// (Validator::peek()) before it is checked only when the file does not number its
    /// connections, and its bytes are still read once.
    int selectConnection(const SessionReader::Entry &entry);
    /// The connections seen so far (1 for a single session).
    int connectionCount() const;

    /// What scan() found about one message, for users without a Session.
    struct Scanned
    {
        Message message;
        Diagnostics diagnostics;
    };
    /// One scan and the rules, without appending: @p frame when the framing is known, else
    /// the bytes alone; @p index is what the diagnostics name (a file's line, for check).
    Scanned scan(const Frame *frame, const QByteArray &raw, Direction direction, qsizetype index);
    /// The apps dialect's rules on one app message, without appending (check).
    Scanned scanApp(const QByteArray &raw, bool fromApp, const QString &appUri, qsizetype index);
    /// The HTTP rules on one recorded exchange row, without appending (check).
    Diagnostics scanHttp(const HttpExchange &exchange, qsizetype index) { return current().checkHttp(exchange, index); }

    /// The requester stopped waiting for request @p id: reported on that request.
    void requestTimedOut(Direction requester, const QJsonValue &id, qint64 timeoutMs);
    /// The session (or the file) ended: requests never answered, etc.
    void finish();
    /// The same, returned instead of added to a session.
    Diagnostics finishScan();
    /// The same, connection by connection (in the order they started).
    QList<std::pair<int, Diagnostics>> finishScanByConnection();

    /// The validator of the connection in force.
    const Validator &validator() const { return const_cast<Ingest *>(this)->current(); }

    /// The words McpClient and the journal show with a frame that was not framed as it should
    /// be ("sent with Content-Length framing …"); empty for a well-framed line.
    static QString framingNote(const Frame &frame);

private:
    /// The validator of connection @p connection (made when it is first needed).
    Validator &validatorOf(int connection);
    /// The validator of the connection in force: the Session's, or the one selectConnection()
    /// chose.
    Validator &current();

    struct Part
    {
        int connection = 0;
        std::unique_ptr<Validator> validator;
        quint64 lastUse = 0;
    };
    /// Validators kept for connections beside the first; beyond, the one idle longest ends.
    static constexpr size_t MaxOpenConnections = 64;

    Session *m_session;
    Validator::Options m_options;
    Validator m_validator; ///< the first connection's
    int m_firstConnection = 0;
    std::vector<Part> m_others; ///< the other connections', in the order they started
    int m_selected = 1;         ///< without a Session: the connection selectConnection() chose
    int m_lastConnection = 0;   ///< the other connection used last, and its validator
    Validator *m_lastValidator = nullptr;
    quint64 m_uses = 0;
    QList<std::pair<int, Diagnostics>> m_finished; ///< without a Session: findings of ended ones
    SessionSplitter m_splitter;
};

} // namespace mcpscope
