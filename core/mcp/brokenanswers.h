// SPDX-License-Identifier: MIT
// Implemented in brokenanswers.cpp.
#pragma once

#include "jsonrpc/idkey.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace mcpscope {

class Message;

/// Reads what the server wrote that answers none of the client's open requests, and names the
/// request it was meant to answer when that is already certain, so the client can stop waiting
/// at once instead of running into the request's timeout (and say why):
/// - a response whose id matches an open request only after a type change ("2" for 2);
/// - a response with an id the client never sent (or id null), while exactly one request is open;
/// - an answer that is not valid UTF-8, or not JSON, whose id can still be read;
/// - an answer pretty-printed over several lines on stdio (the lines are put together again).
/// A response that is merely late (its request was answered, cancelled or timed out) is left
/// alone: it answers a request the client did send.
///
/// It also keeps count of the lines that are no message at all, for the client's "nothing but
/// garbage" rule and the connection doctor.
class BrokenAnswers
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::BrokenAnswers)
public:
    /// A request of the client's that waits for its answer.
    struct Open
    {
        IdKey id;
        QString method;
    };
    /// The open request a broken answer was meant for, and plain words on what is wrong.
    struct Verdict
    {
        IdKey request;
        QString reason;
    };

    /// @p message: a frame the server wrote, as scanned, which the session did not pair with an
    /// open request (a paired response never comes here; requests and notifications do, they
    /// count as messages). @p problem: the validator's first error about it, in its words.
    /// @p stdio: the frame was a line of a stdio stream. @p open: the client's open requests;
    /// @p nextId: the client's ids are the integers below it.
    std::optional<Verdict> examine(const Message &message, const QString &problem, bool stdio, const QList<Open> &open,
                                   qint64 nextId);

    /// A whole JSON-RPC message (paired or not) has arrived from the server.
    void messageSeen();
    /// How many frames so far were not JSON-RPC messages at all (not JSON, not UTF-8, a
    /// fragment of a pretty-printed message…), and the first of them.
    qsizetype junkLines() const { return m_junkLines; }
    QByteArray firstJunk() const { return m_firstJunk; }
    /// Whether any whole message arrived.
    bool sawMessage() const { return m_messages > 0; }
    /// Whether a run of lines that opened a JSON value is still unbalanced.
    bool inPrettyPrintedRun() const { return !m_run.isEmpty(); }
    void reset();

    /// Plain words for the server having written only junk (@p quietMs: how long it has been
    /// silent since), naming the first line and the likely cause.
    QString onlyJunkReason(int quietMs) const;

private:
    std::optional<Verdict> examineResponse(const Message &message, const QList<Open> &open, qint64 nextId) const;
    std::optional<Verdict> examineJunk(const Message &message, const QString &problem, bool stdio,
                                       const QList<Open> &open);

    QByteArray m_run; ///< stdio: the lines of a value spread over several lines, so far
    int m_runLines = 0;
    int m_runDepth = 0;
    qsizetype m_junkLines = 0;
    QByteArray m_firstJunk;
    qsizetype m_messages = 0;
};

} // namespace mcpscope
