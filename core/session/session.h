// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/message.h"
#include "jsonrpc/pairing.h"
#include "validation/diagnostic.h"
#include "wire/httpexchange.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSharedPointer>

class QIODevice;

namespace mcpscope {

class Validator;

/// One thing that happened in a session, in the order it happened.
struct SessionEvent
{
    /// App: a message between an MCP App (a `ui://` resource shown in a web view) and the host
    /// (mcpscope), in either direction; not server traffic.
    enum class Type { Sent, Received, Stderr, Lifecycle, Http, App };
    Type type = Type::Lifecycle;
    qsizetype index = 0;   ///< position in the session
    QDateTime wallTime;    ///< when, in UTC
    qint64 elapsedUs = 0;  ///< since the session started, monotonic
    Message message;       ///< Sent / Received
    QByteArray stderrLine; ///< Stderr: the raw bytes of the line
    /// Lifecycle: plain words; Received: framing note if any; App: the `ui://` resource of the
    /// app that sent or received it (appUri()). One string for the three: an event costs
    /// memory for every message of a flood, so a type's own facts share members where they can.
    QString text;
    int frameFlags = 0; ///< Received: Frame::Flag bits of the frame it came in
    /// Sent / Received: the other half of a request/response pair (the response of a request,
    /// the request of a response; Pairing decides), or -1.
    qsizetype linked = -1;
    /// Received over HTTP: the HttpExchange::id of the response that carried it (-1: none).
    int exchange = -1;
    /// App: the app sent it to the host (false: the host sent it to the app). Beside
    /// `exchange`, in what would be padding.
    bool fromApp = false;
    /// Http: one row of an HTTP exchange (request, status, headers; secrets redacted).
    QSharedPointer<const HttpExchange> http;

    static QString typeName(Type type);
    /// A message that crossed the wire (sent or received), not a stderr line or a note.
    bool isMessage() const { return type == Type::Sent || type == Type::Received; }
    /// A message between an app and the host (Type::App).
    bool isAppMessage() const { return type == Type::App; }
    /// Whether `message` holds a message: server traffic or app traffic.
    bool hasMessage() const { return isMessage() || isAppMessage(); }
    /// App: the `ui://` resource of the app that sent or received it (kept in `text`).
    const QString &appUri() const { return text; }
};

/// The append-only record of everything that crossed the wire and around it: the single
/// source of truth for models, diagnostics and exports.
class Session : public QObject
{
    Q_OBJECT
public:
    explicit Session(QObject *parent = nullptr);

    qsizetype count() const { return m_events.size(); }
    const SessionEvent &eventAt(qsizetype index) const { return m_events.at(index); }
    const QList<SessionEvent> &events() const { return m_events; }
    QDateTime startedAt() const { return m_startedAt; }

    /// Appends @p event with the @p diagnostics found on it, timed now, and pairs it: one
    /// eventAppended signal tells listeners of the event, its diagnostics and its link. This is
    /// where the ingest path (Ingest) ends.
    qsizetype append(SessionEvent event, const Diagnostics &diagnostics = {});
    /// The same for an event read back from a file: its recorded times are kept.
    qsizetype appendRecorded(SessionEvent event, const Diagnostics &diagnostics = {});
    /// Appends a message as it is, without validating it (Ingest validates; this is for
    /// messages whose findings do not matter, such as those tests and previews make).
    qsizetype appendSent(const Message &message, int frameFlags = 0);
    qsizetype appendReceived(const Message &message, int frameFlags = 0, const QString &note = {});
    qsizetype appendStderr(const QByteArray &line);
    qsizetype appendLifecycle(const QString &text);
    /// An HTTP exchange without findings (Ingest::http() validates them).
    qsizetype appendHttp(const HttpExchange &exchange);
    void setStartedAt(const QDateTime &when) { m_startedAt = when; }

    /// Reads a session file or a plain transcript into @p session (empty), all events, and
    /// runs the validator over its messages so diagnostics are there as for a live session.
    /// @p header receives the file's header (session files). False with plain words in
    /// @p errorMessage when the file cannot be read at all.
    static bool load(const QString &path, Session *session, QJsonObject *header, QString *errorMessage);

    /// Findings of the validator, in the order they were made. Diagnostic::messageIndex is
    /// the index of the event they belong to (-1: the session as a whole).
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    /// Adds findings made after their events were appended (a request that timed out, the
    /// session's end); diagnosticsAdded tells of them.
    void addDiagnostics(const Diagnostics &diagnostics);
    /// The lines of the file being read that held no readable event (@p problems from
    /// SessionReader::takeProblems(), whose messageIndex is the file's line): kept as
    /// diagnostics of the whole session, each text naming its line, so that a file opened or
    /// exported shows what could not be read instead of leaving it out silently.
    void addFileProblems(const Diagnostics &problems);
    /// Indices into diagnostics() of those about event @p eventIndex.
    QList<qsizetype> diagnosticsOf(qsizetype eventIndex) const { return m_diagnosticsByEvent.value(eventIndex); }
    /// The worst severity among the diagnostics of event @p eventIndex; false when it has none.
    bool worstSeverityOf(qsizetype eventIndex, Severity *severity) const;
    qsizetype countOf(Severity severity) const;

    /// The rounds of a multi-round-trip request (MCP 2026-07-28): a request sent again with
    /// inputResponses (or the requestState echoed) after a result that asked for input is that
    /// request's next round. Linked by the requestState when there is one, else by the method.
    struct RoundLinks
    {
        qsizetype previous = -1; ///< the request of the round before, or -1
        qsizetype next = -1;     ///< the request of the round after, or -1
    };
    /// The links of request @p request (both -1 when it is not part of several rounds).
    RoundLinks roundLinks(qsizetype request) const { return m_rounds.value(request); }
    /// The tools/call request that made the task event @p index is about (a task's requests
    /// and their answers, its status notifications, the answer that made it; MCP tasks, both
    /// eras), or -1.
    qsizetype taskCall(qsizetype index) const;
    /// Where event @p index (a request, or the response to one) stands among its request's
    /// rounds: number from 1 and count; {0, 0} when its request had a single round.
    struct RoundPlace
    {
        int number = 0;
        int count = 0;
    };
    RoundPlace roundPlace(qsizetype index) const;
    /// The requests of every round of the conversation event @p index belongs to, in order
    /// (just its request when it had one round; empty for other events).
    QList<qsizetype> roundRequests(qsizetype index) const;

    /// Connections: a recording may hold several connections of clients to the server, each
    /// its own MCP session (a restart or a reconnect of the window, two hosts through one HTTP
    /// tap, a host that opened a new session). They are numbered from 1 in the order they
    /// started; the events appended from setConnection(n) on belong to connection n (events
    /// before the first call to connection 1). Kept as the indexes where the connection changes,
    /// beside the events: nothing per event, nothing at all for a single connection.
    void setConnection(int connection);
    /// Starts the next connection (one more than the highest so far) and returns its number.
    int beginConnection();
    /// The connection events are appended to now (0 before any setConnection()).
    int connection() const { return m_connection; }
    /// The connection of event @p index (1 when the session never told connections apart).
    int connectionOf(qsizetype index) const;
    /// How many connections the session holds (1 when it never told them apart).
    int connectionCount() const { return qMax(1, m_connectionCount); }
    /// Whether connections were told apart (setConnection() was called): event lines then say
    /// which connection they belong to ("conn").
    bool tellsConnectionsApart() const { return !m_connectionRuns.isEmpty(); }
    /// Where a connection starts or the events switch to another one.
    struct ConnectionRun
    {
        qsizetype first = 0; ///< the first event of the run
        int connection = 1;
    };
    /// The runs of events by connection, in event order (empty for a single connection); a
    /// connection has several runs only when connections interleave (two hosts at once).
    const QList<ConnectionRun> &connectionRuns() const { return m_connectionRuns; }

    /// The session file format, line by line: the header (with @p extra members) and one event.
    QByteArray headerLine(const QJsonObject &extra = {}) const;
    /// One event line; @p connection > 0 adds "conn" (the connection it came through), @p server
    /// >= 0 adds "server" (its server in a workspace session file, WorkspaceJournal).
    static QByteArray eventLine(const SessionEvent &event, int connection = 0, int server = -1);
    /// The line of event @p index, with its connection when the session tells them apart.
    QByteArray lineOf(qsizetype index, int server = -1) const;
    /// @p time as the session file writes it: what QDateTime::toString(Qt::ISODateWithMs)
    /// gives ("2026-11-28T13:54:00.123Z" for UTC), made faster for UTC times.
    static QByteArray eventTime(const QDateTime &time);

    /// Writes the session as JSON Lines (format "mcpscope-session", version 1: version 0 and
    /// "http" events; readers take both).
    bool save(QIODevice *device, QString *errorMessage = nullptr) const;

Q_SIGNALS:
    /// Event @p index was appended, with its diagnostics (diagnosticsOf()) and its link; the
    /// request it answers, if any, is linked back to it as well.
    void eventAppended(qsizetype index);
    /// diagnostics() grew by the entries first..last, about events appended earlier (or the
    /// session as a whole).
    void diagnosticsAdded(qsizetype first, qsizetype last);

private:
    qsizetype store(SessionEvent event, const Diagnostics &diagnostics);
    void storeDiagnostics(const Diagnostics &diagnostics);
    void linkRound(const SessionEvent &event, qsizetype index);
    void linkTask(const SessionEvent &event, qsizetype index);

    QList<SessionEvent> m_events;
    Diagnostics m_diagnostics;
    QHash<qsizetype, QList<qsizetype>> m_diagnosticsByEvent;
    qsizetype m_severityCounts[3] = {0, 0, 0};
    Pairing m_pairing; ///< connection 1's (and that of a session with one connection)
    /// The requests of the other connections pair among themselves: each has its own ids.
    QHash<int, Pairing> m_connectionPairing;
    QList<ConnectionRun> m_connectionRuns;
    int m_connection = 0;
    int m_connectionCount = 0;
    /// App messages pair among themselves, each app by its own ids: never with server messages.
    QHash<QString, Pairing> m_appPairing;
    QHash<qsizetype, RoundLinks> m_rounds;     ///< only requests of several rounds
    QHash<QString, qsizetype> m_taskCalls;     ///< task id → the tools/call request that made it
    QHash<qsizetype, qsizetype> m_taskEvents;  ///< a task's message → that tools/call request
    QHash<size_t, qsizetype> m_roundStates;    ///< requestState hash → the request that was asked for input
    QHash<QString, qsizetype> m_awaitingInput; ///< method → its latest request asked for input, not yet continued
    QDateTime m_startedAt;
    QElapsedTimer m_clock;
};

} // namespace mcpscope

// Implicitly shared Qt values and plain values only: QList grows it with realloc instead of
// copying a million events one by one (that copy was a 90 ms stall at 1,000,000 events).
Q_DECLARE_TYPEINFO(mcpscope::SessionEvent, Q_RELOCATABLE_TYPE);
