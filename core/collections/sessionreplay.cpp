// SPDX-License-Identifier: MIT
#include "sessionreplay.h"

#include "jsonrpc/jsondiff.h"
#include "mcp/mcpclient.h"
#include "session/session.h"

#include <QTimer>

namespace mcpscope {

namespace {

/// What the connection does by itself, not the user: the handshake of either era, and the
/// change stream of a modern connection (it stays open; a replay's client opens its own).
bool madeByConnection(const QString &method)
{
    return method == QLatin1String("initialize") || method == QLatin1String("server/discover")
           || method == QLatin1String("subscriptions/listen");
}

/// A later round of a multi-round-trip request (MCP 2026-07-28) holds the answers the
/// client gave to the server's inputRequests of the round before: kept as answers to
/// server requests, for the replaying client gives them again when asked.
void addInputResponses(const Session &session, qsizetype request, RecordedRequests *out)
{
    const qsizetype previous = session.roundLinks(request).previous;
    const qsizetype asked = previous >= 0 ? session.eventAt(previous).linked : -1;
    if (asked < 0)
        return;
    const QJsonObject inputRequests
        = session.eventAt(asked).message.resultValue().toObject().value(QLatin1String("inputRequests")).toObject();
    const QJsonObject responses
        = session.eventAt(request).message.params().value(QLatin1String("inputResponses")).toObject();
    for (auto it = responses.begin(); it != responses.end(); ++it) {
        const QJsonObject ask = inputRequests.value(it.key()).toObject();
        const QString method = ask.value(QLatin1String("method")).toString();
        if (method.isEmpty())
            continue;
        out->answers[method].append(
            {ask.value(QLatin1String("params")).toObject(), QJsonObject{{QStringLiteral("result"), it.value()}}});
    }
}

} // namespace

RecordedRequests RecordedRequests::fromSession(const Session &session)
{
    RecordedRequests out;
    for (qsizetype i = 0; i < session.count(); ++i) {
        const SessionEvent &e = session.eventAt(i);
        if (e.type != SessionEvent::Type::Sent)
            continue;
        const Message &m = e.message;
        if (m.isRequest() && session.roundLinks(i).previous >= 0) {
            addInputResponses(session, i, &out);
        } else if (m.isRequest() && !madeByConnection(m.method())) {
            out.requests.append({m.method(), m.params(), i});
        } else if (m.isResponse() && e.linked >= 0) {
            // Our answer to a request of the server's.
            const Message &request = session.eventAt(e.linked).message;
            const QJsonObject whole = m.object();
            QJsonObject response;
            if (whole.contains(QStringLiteral("error")))
                response.insert(QStringLiteral("error"), whole.value(QStringLiteral("error")));
            else
                response.insert(QStringLiteral("result"), whole.value(QStringLiteral("result")));
            out.answers[request.method()].append({request.params(), response});
        }
    }
    return out;
}

Collection collectionFromSession(const Session &session, const QString &name)
{
    Collection c;
    c.name = name;
    c.description = QCoreApplication::translate(
        "mcpscope::Collection", "Made from a recorded session: each request expects the answer it got then.");
    const RecordedRequests recorded = RecordedRequests::fromSession(session);
    for (const RecordedRequests::Request &r : recorded.requests) {
        CollectionStep step;
        step.method = r.method;
        step.params = withoutConnectionMeta(r.params);
        const QString what
            = r.params.value(QStringLiteral("name")).toString(r.params.value(QStringLiteral("uri")).toString());
        step.name = what.isEmpty() ? r.method : QStringLiteral("%1 %2").arg(r.method, what);
        // A request of several rounds expects what its last round got.
        const SessionEvent &event = session.eventAt(session.roundRequests(r.event).constLast());
        if (event.linked >= 0) {
            const Message &answer = session.eventAt(event.linked).message;
            Expectation e;
            if (answer.kind() == Message::Kind::Error) {
                e.type = Expectation::Type::ProtocolError;
                e.code = answer.errorCode();
            } else {
                e.type = Expectation::Type::Snapshot;
                e.value = answer.resultValue();
            }
            step.expect.append(e);
        }
        c.steps.append(step);
    }
    return c;
}

RecordedAnswerHandler::RecordedAnswerHandler(const QHash<QString, QList<RecordedRequests::Answer>> &answers)
    : m_answers(answers)
{
}

void RecordedAnswerHandler::handleServerRequest(const Message &request, Succeed succeed, Fail fail)
{
    const QString method = request.method();
    const auto it = m_answers.constFind(method);
    if (it == m_answers.constEnd() || it->isEmpty()) {
        fail(-32601,
             QCoreApplication::translate("mcpscope::SessionReplay", "The recording has no answer to %1.").arg(method));
        return;
    }
    const QJsonObject params = request.params();
    const RecordedRequests::Answer *chosen = nullptr;
    for (const RecordedRequests::Answer &a : *it) {
        if (jsondiff::equal(a.params, params)) {
            chosen = &a;
            break;
        }
    }
    if (!chosen) {
        qsizetype &next = m_next[method];
        chosen = &it->at(qMin(next, it->size() - 1));
        ++next;
    }
    if (chosen->response.contains(QStringLiteral("error"))) {
        const QJsonObject error = chosen->response.value(QStringLiteral("error")).toObject();
        fail(error.value(QStringLiteral("code")).toInt(), error.value(QStringLiteral("message")).toString());
    } else {
        succeed(chosen->response.value(QStringLiteral("result")).toObject());
    }
}

SessionReplay::SessionReplay(McpClient *client, const RecordedRequests &recorded, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_recorded(recorded)
{
}

void SessionReplay::start()
{
    QTimer::singleShot(0, this, &SessionReplay::sendNext);
}

void SessionReplay::sendNext()
{
    if (m_next >= m_recorded.requests.size()) {
        Q_EMIT finished();
        return;
    }
    const int index = m_next++;
    const RecordedRequests::Request &r = m_recorded.requests.at(index);
    m_client->request(r.method, withoutConnectionMeta(r.params), this, [this, index](const Reply &reply) {
        const bool answered = reply.status == Reply::Status::Result || reply.status == Reply::Status::Error;
        m_unanswered += !answered;
        Q_EMIT requestDone(index, m_recorded.requests.at(index).method, answered);
        if (reply.status == Reply::Status::Disconnected) {
            m_unanswered += int(m_recorded.requests.size()) - m_next;
            Q_EMIT finished();
            return;
        }
        sendNext();
    });
}

} // namespace mcpscope
