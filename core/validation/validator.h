// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "jsonrpc/message.h"
#include "wire/frame.h"
#include "wire/httpexchange.h"

#include <QString>

#include <memory>

namespace mcpscope {

/// Checks every message of one session, in order, in both directions: framing, JSON-RPC 2.0
/// structure, MCP shapes (2025-11-25, or 2026-07-28 on a modern connection), and the session's state (ids, lifecycle, capabilities,
/// subscriptions, progress). Feed it exactly what crossed the wire, in the order it did.
class Validator
{
public:
    struct Options
    {
        qint64 maxMessageBytes = 10 * 1024 * 1024; ///< larger messages get a warning
        /// Validate as this protocol version instead of the negotiated one ("" = negotiated,
        /// 2025-11-25 until the handshake says otherwise).
        QString protocolVersion;
        bool stdio = true; ///< framing rules for stdio apply
    };

    Validator();
    explicit Validator(const Options &options);
    ~Validator();
    Validator(const Validator &) = delete;
    Validator &operator=(const Validator &) = delete;

    /// One frame's framing facts (CRLF, Content-Length, empty line, unterminated, size, bytes
    /// after close) and then the message in it. @p index is the message's index in the
    /// session (or line in a file); every diagnostic carries it.
    /// The validator reads the message's raw bytes (its own view of them decides whether they
    /// are JSON, taking exactly what QJsonDocument takes), never its parsed value.
    Diagnostics checkFrame(const Frame &frame, const Message &message, Direction direction, qsizetype index);
    /// The same for the frame's payload: nothing needs to parse the bytes first.
    Diagnostics checkFrame(const Frame &frame, Direction direction, qsizetype index);
    /// The same, and @p scanned gets the message made from the validator's own scan of the
    /// bytes (its envelope read from the same view the rules read): the ingest path's one pass.
    Diagnostics checkFrame(const Frame &frame, Direction direction, qsizetype index, Message *scanned);
    /// A message whose framing is not known or does not matter (e.g. our own outgoing ones,
    /// transcripts).
    Diagnostics checkMessage(const Message &message, Direction direction, qsizetype index);
    /// The same for the message's raw bytes.
    Diagnostics checkMessage(const QByteArray &raw, Direction direction, qsizetype index);
    /// The same, and @p scanned gets the message made from the validator's own scan.
    Diagnostics checkMessage(const QByteArray &raw, Direction direction, qsizetype index, Message *scanned);
    /// A message between an MCP App and its host (postMessage, no framing): JSON, JSON-RPC 2.0
    /// and the apps dialect's rules (AppRules), with the app's own state and ids. @p fromApp:
    /// the app sent it; @p appUri: the app's `ui://` resource. @p scanned gets the message made
    /// from the same scan.
    Diagnostics checkApp(const QByteArray &raw, bool fromApp, const QString &appUri, qsizetype index, Message *scanned);
    /// The peer wrote after its side was closed (stdout after stdin EOF / exit notice).
    Diagnostics writeAfterClose(Direction direction, qsizetype index);
    /// One row of an HTTP exchange (event @p index): the HTTP rules.
    Diagnostics checkHttp(const HttpExchange &exchange, qsizetype index);
    /// The requester (@p requester: the direction its request went) stopped waiting for the
    /// answer to request @p id after @p timeoutMs; reported on that request.
    Diagnostics requestTimedOut(Direction requester, const QJsonValue &id, qint64 timeoutMs);
    /// The session ended (or the file did): requests never answered, etc.
    Diagnostics finish();

    /// Scans @p raw once and returns its message, keeping the scan for the check of these very
    /// bytes that follows on this thread (checkFrame() or checkMessage() of the same QByteArray,
    /// by any Validator): a look at a message's envelope before it is checked, such as which
    /// recorded session it belongs to (Ingest), without reading its bytes twice.
    static Message peek(const QByteArray &raw);

    /// The protocol version in force (negotiated, forced, or the default).
    QString protocolVersion() const;
    /// The options this validator was made with.
    const Options &options() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace mcpscope
