// SPDX-License-Identifier: MIT
// Implemented in sessionreplay.cpp.
#pragma once

#include "collection.h"
#include "mcp/serverrequesthandler.h"

#include <QHash>
#include <QList>
#include <QObject>

namespace mcpscope {

class McpClient;
class Session;
struct Reply;

/// The client's requests of a recorded session, in order (initialize aside: the client makes
/// its own handshake), and how the recording answered the server's own requests.
struct RecordedRequests
{
    struct Request
    {
        QString method;
        QJsonObject params;
        qsizetype event = -1; ///< where it is in the recording
    };
    QList<Request> requests;
    /// The client's answers to the server's requests, by method, in the order they were given:
    /// {"result": …} or {"error": …}, with the request's params to match on.
    struct Answer
    {
        QJsonObject params;
        QJsonObject response; ///< the response's "result" or "error" member, as one object
    };
    QHash<QString, QList<Answer>> answers;

    static RecordedRequests fromSession(const Session &session);
};

/// A collection made from a recorded session: one step per client request, each expecting the
/// recorded answer (a snapshot of its result, or the same protocol error).
Collection collectionFromSession(const Session &session, const QString &name);

/// Answers the server's requests the way a recording did: the recorded answer to a request
/// with the same method and params, else the next recorded answer for that method, else the
/// JSON-RPC error for a method not found.
class RecordedAnswerHandler : public ServerRequestHandler
{
public:
    explicit RecordedAnswerHandler(const QHash<QString, QList<RecordedRequests::Answer>> &answers);
    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override;

private:
    QHash<QString, QList<RecordedRequests::Answer>> m_answers;
    QHash<QString, qsizetype> m_next;
};

/// Sends the recorded requests again over a connected client, one after another, waiting for
/// each answer; the client's session then holds the new conversation, to compare with the
/// recording (SessionComparison).
class SessionReplay : public QObject
{
    Q_OBJECT
public:
    SessionReplay(McpClient *client, const RecordedRequests &recorded, QObject *parent = nullptr);
    void start();
    /// How many requests got no answer at all (timeouts, a lost connection).
    int unanswered() const { return m_unanswered; }

Q_SIGNALS:
    void requestDone(int index, const QString &method, bool answered);
    void finished();

private:
    void sendNext();

    McpClient *m_client;
    RecordedRequests m_recorded;
    int m_next = 0;
    int m_unanswered = 0;
};

} // namespace mcpscope
