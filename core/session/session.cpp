// SPDX-License-Identifier: MIT
#include "session.h"

#include "ingest.h"
#include "sessionlog.h"
#include "sessionreader.h"
#include "text/utf8.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>
#include <QTimeZone>

#include <algorithm>

namespace mcpscope {

namespace {
/// Stores bytes as text when they are valid UTF-8, else as base64, so nothing is lost.
void putBytes(QJsonObject &o, const QString &key, const QByteArray &bytes)
{
    if (utf8::isValid(bytes)) {
        // A leading byte order mark is kept as U+FEFF: session files are byte-lossless.
        QStringDecoder decoder(QStringDecoder::Utf8,
                               QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
        o.insert(key, QString(decoder.decode(bytes)));
    } else {
        o.insert(key + QLatin1String("Base64"), QString::fromLatin1(bytes.toBase64()));
    }
}
/// Whether a message's bytes can stand in an event line as they are (the "json" member): one
/// JSON object or array the scan accepted (so valid UTF-8), with nothing before or after it and
/// no line break in it. Everything else is kept as an escaped string or base64 ("raw",
/// "rawBase64"), so nothing is lost either way.
bool embeddable(const Message &m)
{
    const QByteArray &raw = m.raw();
    if (!m.isValidJson() || raw.isEmpty())
        return false;
    const char first = raw.front();
    const char last = raw.back();
    if ((first != '{' && first != '[') || (last != '}' && last != ']'))
        return false;
    return !raw.contains('\n') && !raw.contains('\r');
}
} // namespace

QString SessionEvent::typeName(Type type)
{
    switch (type) {
    case Type::Sent:
        return QStringLiteral("sent");
    case Type::Received:
        return QStringLiteral("received");
    case Type::Stderr:
        return QStringLiteral("stderr");
    case Type::Lifecycle:
        return QStringLiteral("lifecycle");
    case Type::Http:
        return QStringLiteral("http");
    case Type::App:
        return QStringLiteral("app");
    }
    return QString();
}

Session::Session(QObject *parent)
    : QObject(parent)
    , m_startedAt(QDateTime::currentDateTimeUtc())
{
    m_clock.start();
}

qsizetype Session::store(SessionEvent event, const Diagnostics &diagnostics)
{
    const qsizetype index = m_events.size();
    event.index = index;
    event.linked = -1;
    if (event.isMessage()) {
        Pairing &pairing = m_connection <= 1 ? m_pairing : m_connectionPairing[m_connection];
        const qsizetype request = pairing.add(
            event.message,
            event.type == SessionEvent::Type::Sent ? Direction::ClientToServer : Direction::ServerToClient, index);
        if (request >= 0) {
            event.linked = request;
            m_events[request].linked = index;
        }
        linkRound(event, index);
        linkTask(event, index);
    } else if (event.isAppMessage()) {
        // The app is the client of the host: its requests go "client to server".
        const qsizetype request = m_appPairing[event.appUri()].add(
            event.message, event.fromApp ? Direction::ClientToServer : Direction::ServerToClient, index);
        if (request >= 0) {
            event.linked = request;
            m_events[request].linked = index;
        }
    }
    qCDebug(lcSession) << "event" << index << SessionEvent::typeName(event.type) << "linked to" << event.linked
                       << diagnostics.size() << "findings";
    m_events.append(std::move(event));
    storeDiagnostics(diagnostics);
    Q_EMIT eventAppended(index);
    return index;
}

void Session::setConnection(int connection)
{
    if (connection < 1 || connection == m_connection)
        return;
    const qsizetype first = m_events.size();
    // Events before the first connection was named belong to connection 1.
    if (m_connectionRuns.isEmpty() && first > 0 && connection != 1)
        m_connectionRuns.append({0, 1});
    if (!m_connectionRuns.isEmpty() && m_connectionRuns.constLast().first == first)
        m_connectionRuns.removeLast(); // no event came through the one before
    if (m_connectionRuns.isEmpty() || m_connectionRuns.constLast().connection != connection)
        m_connectionRuns.append({first, connection});
    m_connection = connection;
    m_connectionCount = qMax(m_connectionCount, connection);
}

int Session::beginConnection()
{
    const int next = m_connectionCount + 1;
    setConnection(next);
    return next;
}

int Session::connectionOf(qsizetype index) const
{
    if (m_connectionRuns.isEmpty() || index < m_connectionRuns.constFirst().first)
        return 1;
    // The last run that starts at or before the event.
    const auto after = std::upper_bound(m_connectionRuns.cbegin(), m_connectionRuns.cend(), index,
                                        [](qsizetype i, const ConnectionRun &run) { return i < run.first; });
    return std::prev(after)->connection;
}

void Session::linkTask(const SessionEvent &event, qsizetype index)
{
    const QString task = event.message.taskId();
    if (task.isEmpty())
        return;
    if (event.message.kind() == Message::Kind::Result) {
        // The answer that made the task: its request is the call.
        if (event.linked >= 0 && m_events.at(event.linked).message.method() == QLatin1String("tools/call")) {
            if (m_taskCalls.size() < 100000 || m_taskCalls.contains(task))
                m_taskCalls.insert(task, event.linked);
            m_taskEvents.insert(index, event.linked);
        }
        return;
    }
    const qsizetype call = m_taskCalls.value(task, -1);
    if (call >= 0)
        m_taskEvents.insert(index, call);
}

qsizetype Session::taskCall(qsizetype index) const
{
    if (m_taskEvents.isEmpty() || index < 0 || index >= m_events.size())
        return -1;
    const auto it = m_taskEvents.constFind(index);
    if (it != m_taskEvents.cend())
        return *it;
    // The answer to a task's request belongs to the task too.
    const qsizetype request = m_events.at(index).linked;
    return request >= 0 && !m_events.at(index).message.isRequest() ? m_taskEvents.value(request, -1) : -1;
}

void Session::linkRound(const SessionEvent &event, qsizetype index)
{
    const Message &message = event.message;
    switch (message.round()) {
    case Message::Round::None:
        return;
    case Message::Round::AsksForInput: {
        if (event.linked < 0)
            return;
        const qsizetype request = event.linked;
        if (const size_t state = message.roundStateHash())
            m_roundStates.insert(state, request);
        m_awaitingInput.insert(m_events.at(request).message.method(), request);
        return;
    }
    case Message::Round::Continues: {
        if (!message.isRequest())
            return;
        const QString &method = message.method();
        qsizetype previous = -1;
        if (const size_t state = message.roundStateHash())
            previous = m_roundStates.value(state, -1);
        if (previous < 0)
            previous = m_awaitingInput.value(method, -1);
        if (previous < 0 || m_events.at(previous).message.method() != method || m_rounds.value(previous).next >= 0)
            return;
        if (m_awaitingInput.value(method, -1) == previous)
            m_awaitingInput.remove(method);
        m_rounds[previous].next = index;
        m_rounds[index].previous = previous;
        return;
    }
    }
}

Session::RoundPlace Session::roundPlace(qsizetype index) const
{
    if (m_rounds.isEmpty() || index < 0 || index >= m_events.size())
        return {};
    const SessionEvent &event = m_events.at(index);
    const qsizetype request = event.message.isRequest() ? index : event.linked;
    const auto it = m_rounds.constFind(request);
    if (request < 0 || it == m_rounds.cend())
        return {};
    RoundPlace place{1, 1};
    for (qsizetype at = it->previous; at >= 0; at = m_rounds.value(at).previous)
        ++place.number;
    place.count = place.number;
    for (qsizetype at = it->next; at >= 0; at = m_rounds.value(at).next)
        ++place.count;
    return place;
}

QList<qsizetype> Session::roundRequests(qsizetype index) const
{
    if (index < 0 || index >= m_events.size())
        return {};
    const SessionEvent &event = m_events.at(index);
    qsizetype request = event.message.isRequest() ? index : event.linked;
    if (!event.isMessage() || request < 0)
        return {};
    for (qsizetype at = m_rounds.value(request).previous; at >= 0; at = m_rounds.value(at).previous)
        request = at;
    QList<qsizetype> out;
    for (qsizetype at = request; at >= 0; at = m_rounds.value(at).next)
        out.append(at);
    return out;
}

qsizetype Session::appendRecorded(SessionEvent event, const Diagnostics &diagnostics)
{
    return store(std::move(event), diagnostics);
}

qsizetype Session::append(SessionEvent event, const Diagnostics &diagnostics)
{
    event.wallTime = QDateTime::currentDateTimeUtc();
    event.elapsedUs = m_clock.nsecsElapsed() / 1000;
    return store(std::move(event), diagnostics);
}

bool Session::load(const QString &path, Session *session, QJsonObject *header, QString *errorMessage)
{
    SessionReader reader;
    reader.setIncludeAllEvents(true);
    if (!reader.open(path)) {
        *errorMessage = reader.errorString();
        return false;
    }
    if (reader.format() == SessionReader::Format::Workspace) {
        // A workspace session holds the sessions of several servers, each a Session of its
        // own (WorkspaceJournal::load).
        *errorMessage = tr("This file is a workspace session: it holds the sessions of several servers. Open it "
                           "as a workspace, or export one server of it with mcpscope export --server NAME.");
        return false;
    }
    if (header)
        *header = reader.header();
    const QDateTime started
        = QDateTime::fromString(reader.header().value(QStringLiteral("startedAt")).toString(), Qt::ISODateWithMs);
    if (started.isValid())
        session->setStartedAt(started);
    Ingest ingest(session);
    SessionReader::Entry entry;
    while (reader.next(&entry))
        ingest.entry(entry);
    session->addFileProblems(reader.takeProblems());
    ingest.finish();
    return true;
}

qsizetype Session::appendSent(const Message &message, int frameFlags)
{
    SessionEvent e;
    e.type = SessionEvent::Type::Sent;
    e.message = message;
    e.frameFlags = frameFlags;
    return append(std::move(e));
}

qsizetype Session::appendReceived(const Message &message, int frameFlags, const QString &note)
{
    SessionEvent e;
    e.type = SessionEvent::Type::Received;
    e.message = message;
    e.frameFlags = frameFlags;
    e.text = note;
    return append(std::move(e));
}

qsizetype Session::appendStderr(const QByteArray &line)
{
    SessionEvent e;
    e.type = SessionEvent::Type::Stderr;
    e.stderrLine = line;
    return append(std::move(e));
}

qsizetype Session::appendHttp(const HttpExchange &exchange)
{
    SessionEvent e;
    e.type = SessionEvent::Type::Http;
    e.exchange = exchange.id;
    e.http = QSharedPointer<const HttpExchange>::create(exchange);
    return append(std::move(e));
}

qsizetype Session::appendLifecycle(const QString &text)
{
    SessionEvent e;
    e.type = SessionEvent::Type::Lifecycle;
    e.text = text;
    return append(std::move(e));
}

void Session::storeDiagnostics(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics) {
        m_diagnosticsByEvent[d.messageIndex].append(m_diagnostics.size());
        ++m_severityCounts[int(d.severity)];
        m_diagnostics.append(d);
    }
}

void Session::addDiagnostics(const Diagnostics &diagnostics)
{
    if (diagnostics.isEmpty())
        return;
    const qsizetype first = m_diagnostics.size();
    storeDiagnostics(diagnostics);
    Q_EMIT diagnosticsAdded(first, m_diagnostics.size() - 1);
}

void Session::addFileProblems(const Diagnostics &problems)
{
    Diagnostics found;
    found.reserve(problems.size());
    for (Diagnostic d : problems) {
        d.message = tr("Line %1 of the file: %2").arg(d.messageIndex + 1).arg(d.message);
        d.messageIndex = -1;
        found.append(std::move(d));
    }
    addDiagnostics(found);
}

bool Session::worstSeverityOf(qsizetype eventIndex, Severity *severity) const
{
    const auto it = m_diagnosticsByEvent.constFind(eventIndex);
    if (it == m_diagnosticsByEvent.cend() || it->isEmpty())
        return false;
    Severity worst = Severity::Info;
    for (qsizetype i : *it)
        worst = qMax(worst, m_diagnostics.at(i).severity);
    *severity = worst;
    return true;
}

qsizetype Session::countOf(Severity severity) const
{
    return m_severityCounts[int(severity)];
}

QByteArray Session::headerLine(const QJsonObject &extra) const
{
    // The session file: JSON Lines, a header line, then one event a line. Readers must check
    // "format" and "version".
    QJsonObject header{{QStringLiteral("format"), QStringLiteral("mcpscope-session")},
                       {QStringLiteral("version"), 2},
                       {QStringLiteral("mcpscopeVersion"), QStringLiteral(MCPSCOPE_VERSION)},
                       {QStringLiteral("startedAt"), m_startedAt.toString(Qt::ISODateWithMs)}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        header.insert(it.key(), it.value());
    return QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray Session::eventTime(const QDateTime &time)
{
    // The journal writes a time for every event: a UTC time is written from the text of its
    // second, made once a second, instead of by QDateTime::toString each time.
    const qint64 ms = time.toMSecsSinceEpoch();
    if (time.timeRepresentation().timeSpec() != Qt::UTC || ms < 0 || ms >= 253402300800000LL)
        return time.toString(Qt::ISODateWithMs).toLatin1();
    thread_local qint64 cachedSecond = -1;
    thread_local QByteArray prefix;
    const qint64 second = ms / 1000;
    if (second != cachedSecond) {
        prefix = QDateTime::fromSecsSinceEpoch(second, QTimeZone::UTC).toString(Qt::ISODate).toLatin1();
        prefix.chop(1); // "Z"
        prefix += '.';
        cachedSecond = second;
    }
    const int milli = int(ms % 1000);
    const char tail[4] = {char('0' + milli / 100), char('0' + milli / 10 % 10), char('0' + milli % 10), 'Z'};
    return prefix + QByteArrayView(tail, 4);
}

QByteArray Session::lineOf(qsizetype index, int server) const
{
    return eventLine(m_events.at(index), tellsConnectionsApart() ? connectionOf(index) : 0, server);
}

QByteArray Session::eventLine(const SessionEvent &e, int connection, int server)
{
    if (e.isMessage() && embeddable(e.message) && e.text.isEmpty()) {
        // The common line, written by hand: a message whose bytes stand in it as they are.
        // Its members are those of the general case below, in the same order.
        QByteArray line;
        line.reserve(e.message.size() + 120);
        line += '{';
        if (connection > 0)
            line += "\"conn\":" + QByteArray::number(connection) + ',';
        if (e.exchange >= 0)
            line += "\"exchange\":" + QByteArray::number(e.exchange) + ',';
        if (e.frameFlags)
            line += "\"frameFlags\":" + QByteArray::number(e.frameFlags) + ',';
        line += "\"i\":" + QByteArray::number(e.index);
        line += ",\"kind\":\"" + Message::kindName(e.message.kind()).toLatin1();
        if (server >= 0)
            line += "\",\"server\":" + QByteArray::number(server) + ",\"t\":\"" + eventTime(e.wallTime);
        else
            line += "\",\"t\":\"" + eventTime(e.wallTime);
        line += "\",\"type\":\"" + SessionEvent::typeName(e.type).toLatin1();
        line += "\",\"us\":" + QByteArray::number(e.elapsedUs);
        line += ",\"json\":";
        line += e.message.raw();
        line += "}\n";
        return line;
    }
    QJsonObject o{{QStringLiteral("i"), qint64(e.index)},
                  {QStringLiteral("t"), QString::fromLatin1(eventTime(e.wallTime))},
                  {QStringLiteral("us"), e.elapsedUs},
                  {QStringLiteral("type"), SessionEvent::typeName(e.type)}};
    if (connection > 0)
        o.insert(QStringLiteral("conn"), connection);
    if (server >= 0)
        o.insert(QStringLiteral("server"), server);
    switch (e.type) {
    case SessionEvent::Type::Sent:
    case SessionEvent::Type::Received:
        o.insert(QStringLiteral("kind"), Message::kindName(e.message.kind()));
        if (!embeddable(e.message))
            putBytes(o, QStringLiteral("raw"), e.message.raw());
        if (e.frameFlags)
            o.insert(QStringLiteral("frameFlags"), e.frameFlags);
        if (!e.text.isEmpty())
            o.insert(QStringLiteral("note"), e.text);
        if (e.exchange >= 0)
            o.insert(QStringLiteral("exchange"), e.exchange);
        break;
    case SessionEvent::Type::App:
        o.insert(QStringLiteral("kind"), Message::kindName(e.message.kind()));
        o.insert(QStringLiteral("fromApp"), e.fromApp);
        o.insert(QStringLiteral("app"), e.appUri());
        if (!embeddable(e.message))
            putBytes(o, QStringLiteral("raw"), e.message.raw());
        break;
    case SessionEvent::Type::Http:
        if (e.http)
            o.insert(QStringLiteral("http"), e.http->toJson());
        break;
    case SessionEvent::Type::Stderr:
        putBytes(o, QStringLiteral("line"), e.stderrLine);
        break;
    case SessionEvent::Type::Lifecycle:
        o.insert(QStringLiteral("text"), e.text);
        break;
    }
    QByteArray line = QJsonDocument(o).toJson(QJsonDocument::Compact);
    if (e.hasMessage() && embeddable(e.message)) {
        // The message's own bytes, as they crossed the wire, as the last member: not decoded,
        // not escaped again. Readers take the member's text as written.
        line.chop(1);
        line += ",\"json\":";
        line += e.message.raw();
        line += '}';
    }
    return line + '\n';
}

bool Session::save(QIODevice *device, QString *errorMessage) const
{
    QByteArray out = headerLine({{QStringLiteral("events"), qint64(m_events.size())}});
    for (qsizetype i = 0; i < m_events.size(); ++i)
        out += lineOf(i);
    if (device->write(out) != out.size()) {
        if (errorMessage)
            *errorMessage = device->errorString();
        return false;
    }
    return true;
}

} // namespace mcpscope
