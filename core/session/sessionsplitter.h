// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/idkey.h"
#include "sessionreader.h"

#include <QByteArray>
#include <QHash>
#include <QList>

namespace mcpscope {

class Message;
struct HttpExchange;

/// Tells the MCP sessions of a recording apart, event by event, as it is read: an HTTP tap in
/// front of a host records every session that passes through it (a host reconnects, two
/// clients share one proxy), and a window's journal continues over restarts. Each session is
/// a connection, numbered from 1 in the order they started, and is checked on its own.
///
/// A recording that numbers its connections (the "conn" member of its event lines, which
/// mcpscope writes since it tells them apart) is taken at its word. One that does not (older
/// files, transcripts) is split where a new session shows in the traffic:
/// - the client sends `initialize` after the session's handshake was answered, or after it
///   spoke in a session whose start the recording missed (an initialize sent again before the
///   first was answered stays the client's mistake in the same session);
/// - a request carries an Mcp-Session-Id the session before did not have (an id seen before
///   goes back to its own session, so two hosts at once stay apart);
/// - an HTTP row and the messages of its exchange go with the session its request named.
/// Everything else (error output, notes, app messages) belongs to the latest session.
class SessionSplitter
{
public:
    /// Whether next() needs the envelope of @p entry: a message in a recording that does not
    /// number its connections (a client's initialize may start a session; the server's answer
    /// to it ends the handshake).
    static bool needsMessage(const SessionReader::Entry &entry);
    /// The connection of @p entry, the next event of the recording. @p message: its envelope
    /// (needed when needsMessage() says so; null otherwise); @p exchange: the exchange of an
    /// HTTP row (null: read from the entry).
    int next(const SessionReader::Entry &entry, const Message *message, const HttpExchange *exchange = nullptr);
    /// How many connections were seen so far.
    int count() const { return int(m_parts.size()); }

private:
    struct Part
    {
        QByteArray sessionId;     ///< the Mcp-Session-Id it uses, once known
        IdKey initializeId;       ///< the id of its initialize request
        bool initialized = false; ///< the client sent initialize
        bool answered = false;    ///< the server answered it
        bool clientSpoke = false; ///< the client sent something other than initialize or ping
    };
    int start();
    void bindSessionId(int part, const QByteArray &id);

    QList<Part> m_parts;                ///< connection n is m_parts[n - 1]
    int m_current = 0;                  ///< the latest connection (0: none yet)
    bool m_prelude = false;             ///< only notes so far, in a connection no line named
    QHash<int, int> m_recorded;         ///< a "conn" of the file → its number here
    QHash<QByteArray, int> m_bySession; ///< Mcp-Session-Id → connection
    QHash<int, int> m_byExchange;       ///< HttpExchange::id → connection
};

} // namespace mcpscope
