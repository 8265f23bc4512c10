// SPDX-License-Identifier: MIT
// Implemented in ingest.cpp.
#pragma once

#include "jsonrpc/message.h"
#include "sessionreader.h"
#include "validation/validator.h"
#include "wire/frame.h"

#include <QCoreApplication>

namespace mcpscope {

class Session;

/// The one way a message gets into mcpscope: frame → one scan of its bytes (the validator's
/// lightjson view, from which the message's envelope is read as well) → the rules → one
/// SessionEvent appended with its diagnostics and its pair link, in one signal. McpClient (both
/// directions), tap, opening and following session files, `check`, `export` and `compare` all
/// go through it; nothing parses a message into a Qt tree on the way.
///
/// One Ingest is one MCP session's validator: a reconnect is a new Ingest.
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
    /// An entry read back from a file (SessionReader with all events), with its recorded times.
    qsizetype entry(const SessionReader::Entry &entry);

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
    Diagnostics scanHttp(const HttpExchange &exchange, qsizetype index)
    {
        return m_validator.checkHttp(exchange, index);
    }

    /// The requester stopped waiting for request @p id: reported on that request.
    void requestTimedOut(Direction requester, const QJsonValue &id, qint64 timeoutMs);
    /// The session (or the file) ended: requests never answered, etc.
    void finish();
    /// The same, returned instead of added to a session.
    Diagnostics finishScan();

    const Validator &validator() const { return m_validator; }

    /// The words McpClient and the journal show with a frame that was not framed as it should
    /// be ("sent with Content-Length framing …"); empty for a well-framed line.
    static QString framingNote(const Frame &frame);

private:
    Session *m_session;
    Validator m_validator;
};

} // namespace mcpscope
