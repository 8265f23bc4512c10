// SPDX-License-Identifier: MIT
#include "sessionsplitter.h"

#include "jsonrpc/message.h"
#include "wire/httpexchange.h"

namespace mcpscope {

namespace {

/// An Mcp-Session-Id that tells sessions apart: not absent, not redacted in the recording.
bool usableSessionId(const QByteArray &id)
{
    return !id.isEmpty() && id != HttpExchange::RedactedValue;
}

} // namespace

bool SessionSplitter::needsMessage(const SessionReader::Entry &entry)
{
    return entry.connection <= 0 && entry.kind == SessionReader::Entry::Kind::Message;
}

int SessionSplitter::start()
{
    m_parts.append(Part());
    m_current = int(m_parts.size());
    return m_current;
}

void SessionSplitter::bindSessionId(int part, const QByteArray &id)
{
    Part &p = m_parts[part - 1];
    if (p.sessionId.isEmpty() && !m_bySession.contains(id)) {
        p.sessionId = id;
        m_bySession.insert(id, part);
    }
}

int SessionSplitter::next(const SessionReader::Entry &entry, const Message *message, const HttpExchange *exchange)
{
    if (entry.connection > 0) {
        // The recording numbers its connections: taken as they are, numbered here in the order
        // they first appear (so that the numbers stay 1, 2, … whatever the file says).
        const auto it = m_recorded.constFind(entry.connection);
        if (it != m_recorded.cend()) {
            m_current = *it;
            return m_current;
        }
        if (m_prelude) {
            // Notes written before the first connection was named (a tap's "Tapping …") open
            // the first connection rather than a session of their own.
            m_prelude = false;
            m_recorded.insert(entry.connection, m_current);
            return m_current;
        }
        const int part = start();
        m_recorded.insert(entry.connection, part);
        return part;
    }
    if (m_current == 0) {
        start();
        m_prelude = true;
    }
    if (entry.kind != SessionReader::Entry::Kind::Stderr && entry.kind != SessionReader::Entry::Kind::Lifecycle)
        m_prelude = false;

    switch (entry.kind) {
    case SessionReader::Entry::Kind::Http: {
        const HttpExchange read = exchange ? HttpExchange() : HttpExchange::fromJson(entry.http);
        const HttpExchange &row = exchange ? *exchange : read;
        int part = m_current;
        const QByteArray named = HttpExchange::header(row.requestHeaders, "Mcp-Session-Id");
        if (usableSessionId(named)) {
            const int known = m_bySession.value(named, 0);
            if (known > 0) {
                part = known;
            } else if (!m_parts.at(m_current - 1).sessionId.isEmpty()) {
                part = start(); // an id the session before did not have: another session
                bindSessionId(part, named);
            } else {
                bindSessionId(part, named);
            }
        }
        const QByteArray issued
            = row.sessionId.isEmpty() ? HttpExchange::header(row.responseHeaders, "Mcp-Session-Id") : row.sessionId;
        if (usableSessionId(issued) && row.status >= 200 && row.status < 300)
            bindSessionId(part, issued);
        if (row.id >= 0) {
            if (m_byExchange.size() >= 65536) // a long recording: older exchanges are done
                m_byExchange.clear();
            m_byExchange.insert(row.id, part);
        }
        return part;
    }
    case SessionReader::Entry::Kind::Message: {
        if (entry.exchange >= 0 && entry.direction == Direction::ServerToClient) {
            // An answer of an exchange whose row came first (the row of its response, or of
            // the event stream it came in). A client's message comes before its row.
            if (const int part = m_byExchange.value(entry.exchange, 0); part > 0)
                return part;
        }
        if (!message)
            return m_current;
        Part &current = m_parts[m_current - 1];
        if (entry.direction == Direction::ServerToClient) {
            if (current.initialized && message->isResponse() && message->idKey() == current.initializeId)
                current.answered = true;
            return m_current;
        }
        if (message->isRequest() && message->method() == QLatin1String("initialize")) {
            // A new session after a handshake that was done, or after a session whose start
            // the recording missed. An initialize sent again before the first was answered is
            // the client's mistake in the same session, and is reported as such.
            if (current.answered || (!current.initialized && current.clientSpoke))
                start();
            Part &part = m_parts[m_current - 1];
            if (!part.initialized) {
                part.initialized = true;
                part.initializeId = message->idKey();
            }
        } else if ((message->isRequest() || message->kind() == Message::Kind::Notification
                    || message->kind() == Message::Kind::Batch)
                   && message->method() != QLatin1String("ping")) {
            current.clientSpoke = true;
        }
        return m_current;
    }
    case SessionReader::Entry::Kind::Stderr:
    case SessionReader::Entry::Kind::Lifecycle:
    case SessionReader::Entry::Kind::App:
        break;
    }
    return m_current;
}

} // namespace mcpscope
