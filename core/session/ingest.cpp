// SPDX-License-Identifier: MIT
#include "ingest.h"

#include "session.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

namespace mcpscope {

namespace {

/// MCPSCOPE_TRAFFIC_AUDIT=FILE: every error the validator finds in a message mcpscope itself
/// made is appended to FILE, one JSON line each (the program, the rule, its words, the message).
/// The test suite sets it for every test and fails when the file is not empty at the end:
/// mcpscope's own messages must pass its own validator, always.
void auditOwnMessage(const Message &message, const Diagnostics &found)
{
    // Read each time: a test that sends a wrong message on purpose lifts it for that message.
    const QString path = qEnvironmentVariable("MCPSCOPE_TRAFFIC_AUDIT");
    if (path.isEmpty())
        return;
    QByteArray lines;
    for (const Diagnostic &d : found) {
        if (d.severity != Severity::Error)
            continue;
        const QJsonObject entry{{QStringLiteral("program"), QCoreApplication::applicationFilePath()},
                                {QStringLiteral("code"), d.code},
                                {QStringLiteral("message"), d.message},
                                {QStringLiteral("sent"), QString::fromUtf8(message.raw().left(2000))}};
        lines += QJsonDocument(entry).toJson(QJsonDocument::Compact) + '\n';
    }
    if (lines.isEmpty())
        return;
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Append))
        file.write(lines); // one write per message: processes of a parallel run do not interleave
}

} // namespace

Ingest::Ingest(Session *session, const Validator::Options &options)
    : m_session(session)
    , m_options(options)
    , m_validator(options)
{
}

Validator &Ingest::validatorOf(int connection)
{
    if (m_firstConnection == 0)
        m_firstConnection = connection;
    if (connection == m_firstConnection)
        return m_validator;
    if (connection == m_lastConnection && m_lastValidator)
        return *m_lastValidator; // the common case: the same connection as the message before
    ++m_uses;
    for (Part &part : m_others) {
        if (part.connection == connection) {
            part.lastUse = m_uses;
            m_lastConnection = connection;
            m_lastValidator = part.validator.get();
            return *part.validator;
        }
    }
    if (m_others.size() >= MaxOpenConnections) {
        // A recording of many sessions (a tap that runs for days): the one idle longest is
        // over; its end-of-session findings are kept, and its validator goes.
        auto oldest = std::min_element(m_others.begin(), m_others.end(),
                                       [](const Part &a, const Part &b) { return a.lastUse < b.lastUse; });
        Diagnostics found = oldest->validator->finish();
        if (m_session)
            m_session->addDiagnostics(found);
        else
            m_finished.append({oldest->connection, std::move(found)});
        m_others.erase(oldest);
    }
    m_others.push_back({connection, std::make_unique<Validator>(m_options), m_uses});
    m_lastConnection = connection;
    m_lastValidator = m_others.back().validator.get();
    return *m_lastValidator;
}

Validator &Ingest::current()
{
    return validatorOf(m_session ? qMax(1, m_session->connection()) : m_selected);
}

int Ingest::selectConnection(const SessionReader::Entry &entry)
{
    int connection = 0;
    if (SessionSplitter::needsMessage(entry)) {
        // The one scan of the bytes, made now; the check that follows reads the same view.
        const Message message = Validator::peek(entry.hasFrame ? entry.frame.payload : entry.raw);
        connection = m_splitter.next(entry, &message);
    } else {
        connection = m_splitter.next(entry, nullptr);
    }
    m_selected = connection;
    // A file of one session keeps a Session that does not tell connections apart.
    if (m_session && (entry.connection > 0 || connection > 1 || m_session->tellsConnectionsApart()))
        m_session->setConnection(connection);
    return connection;
}

int Ingest::connectionCount() const
{
    return qMax(1, qMax(m_splitter.count(), int(m_others.size()) + 1));
}

Ingest::~Ingest() = default;

QString Ingest::framingNote(const Frame &frame)
{
    QStringList notes;
    if (frame.isEmptyLine())
        notes << tr("empty line");
    if (frame.has(Frame::ContentLength))
        notes << tr("sent with Content-Length framing instead of one JSON object a line");
    if (frame.has(Frame::BadHeader))
        notes << tr("a Content-Length header block that could not be understood");
    if (frame.has(Frame::Unterminated))
        notes << tr("the output ended before this message was complete");
    return notes.join(QStringLiteral("; "));
}

qsizetype Ingest::frame(const Frame &frame, Direction direction, bool afterClose, Message *message)
{
    Q_ASSERT(m_session);
    const qsizetype index = m_session->count();
    SessionEvent e;
    e.type = direction == Direction::ClientToServer ? SessionEvent::Type::Sent : SessionEvent::Type::Received;
    e.frameFlags = frame.flags;
    e.exchange = frame.exchange;
    e.text = framingNote(frame);
    Diagnostics found;
    if (afterClose)
        found = current().writeAfterClose(direction, index);
    found += current().checkFrame(frame, direction, index, &e.message);
    if (message)
        *message = e.message;
    return m_session->append(std::move(e), found);
}

qsizetype Ingest::http(const HttpExchange &exchange)
{
    Q_ASSERT(m_session);
    SessionEvent e;
    e.type = SessionEvent::Type::Http;
    e.exchange = exchange.id;
    e.http = QSharedPointer<const HttpExchange>::create(exchange);
    return m_session->append(std::move(e), current().checkHttp(exchange, m_session->count()));
}

qsizetype Ingest::sent(const Message &message)
{
    Q_ASSERT(m_session);
    const qsizetype index = m_session->count();
    SessionEvent e;
    e.type = SessionEvent::Type::Sent;
    e.message = message;
    const Diagnostics found = current().checkMessage(message.raw(), Direction::ClientToServer, index);
    auditOwnMessage(message, found);
    return m_session->append(std::move(e), found);
}

qsizetype Ingest::app(const QByteArray &bytes, bool fromApp, const QString &appUri)
{
    Q_ASSERT(m_session);
    SessionEvent e;
    e.type = SessionEvent::Type::App;
    e.fromApp = fromApp;
    e.text = appUri;
    Scanned scanned = scanApp(bytes, fromApp, appUri, m_session->count());
    e.message = std::move(scanned.message);
    if (!fromApp)
        auditOwnMessage(e.message, scanned.diagnostics); // the host's messages are mcpscope's own
    return m_session->append(std::move(e), scanned.diagnostics);
}

Ingest::Scanned Ingest::scanApp(const QByteArray &raw, bool fromApp, const QString &appUri, qsizetype index)
{
    Scanned out;
    out.diagnostics = current().checkApp(raw, fromApp, appUri, index, &out.message);
    return out;
}

qsizetype Ingest::entry(const SessionReader::Entry &entry)
{
    Q_ASSERT(m_session);
    selectConnection(entry);
    SessionEvent e;
    e.wallTime = entry.time.isValid() ? entry.time : m_session->startedAt();
    // Transcripts have no times: an event is as late as the one before it.
    e.elapsedUs = entry.elapsedUs >= 0
                      ? entry.elapsedUs
                      : (m_session->count() == 0 ? 0 : m_session->eventAt(m_session->count() - 1).elapsedUs);
    switch (entry.kind) {
    case SessionReader::Entry::Kind::Stderr:
        e.type = SessionEvent::Type::Stderr;
        e.stderrLine = entry.stderrLine;
        return m_session->appendRecorded(std::move(e));
    case SessionReader::Entry::Kind::Lifecycle:
        e.type = SessionEvent::Type::Lifecycle;
        e.text = entry.text;
        return m_session->appendRecorded(std::move(e));
    case SessionReader::Entry::Kind::Http: {
        const HttpExchange exchange = HttpExchange::fromJson(entry.http);
        e.type = SessionEvent::Type::Http;
        e.exchange = exchange.id;
        e.http = QSharedPointer<const HttpExchange>::create(exchange);
        return m_session->appendRecorded(std::move(e), current().checkHttp(exchange, m_session->count()));
    }
    case SessionReader::Entry::Kind::App: {
        e.type = SessionEvent::Type::App;
        e.fromApp = entry.fromApp;
        e.text = entry.appUri;
        Scanned scanned = scanApp(entry.raw, entry.fromApp, entry.appUri, m_session->count());
        e.message = std::move(scanned.message);
        return m_session->appendRecorded(std::move(e), scanned.diagnostics);
    }
    case SessionReader::Entry::Kind::Message:
        break;
    }
    e.exchange = entry.exchange;
    e.type = entry.direction == Direction::ClientToServer ? SessionEvent::Type::Sent : SessionEvent::Type::Received;
    e.frameFlags = entry.hasFrame ? entry.frame.flags : 0;
    Scanned scanned = scan(entry.hasFrame ? &entry.frame : nullptr, entry.raw, entry.direction, m_session->count());
    e.message = std::move(scanned.message);
    return m_session->appendRecorded(std::move(e), scanned.diagnostics);
}

Ingest::Scanned Ingest::scan(const Frame *frame, const QByteArray &raw, Direction direction, qsizetype index)
{
    Scanned out;
    out.diagnostics = frame ? current().checkFrame(*frame, direction, index, &out.message)
                            : current().checkMessage(raw, direction, index, &out.message);
    return out;
}

void Ingest::requestTimedOut(Direction requester, const QJsonValue &id, qint64 timeoutMs)
{
    Q_ASSERT(m_session);
    m_session->addDiagnostics(current().requestTimedOut(requester, id, timeoutMs));
}

void Ingest::finish()
{
    Q_ASSERT(m_session);
    m_session->addDiagnostics(finishScan());
}

Diagnostics Ingest::finishScan()
{
    Diagnostics out;
    for (auto &[connection, found] : finishScanByConnection())
        out += found;
    return out;
}

QList<std::pair<int, Diagnostics>> Ingest::finishScanByConnection()
{
    QList<std::pair<int, Diagnostics>> out = std::exchange(m_finished, {});
    out.append({qMax(1, m_firstConnection), m_validator.finish()});
    for (Part &part : m_others)
        out.append({part.connection, part.validator->finish()});
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

} // namespace mcpscope
