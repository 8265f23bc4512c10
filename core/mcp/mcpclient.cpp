// SPDX-License-Identifier: MIT
#include "mcpclient.h"

#include "clientlog.h"
#include "json/jsontext.h"
#include "serverrequesthandler.h"
#include "session/ingest.h"
#include "session/session.h"
#include "text/preview.h"
#include "transport/httptransport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTimer>
#include <QUrl>

#include <utility>

namespace mcpscope {

namespace {

constexpr int StderrTailLines = 5;
constexpr int MaxPages = 10000;
} // namespace

ServerRequestHandler::~ServerRequestHandler() = default;

void ServerRequestHandler::serverRequestAbandoned(const QJsonValue &, const QString &)
{
}

QJsonObject ServerRequestHandler::rootsResult(const QStringList &directories)
{
    QJsonArray roots;
    for (const QString &directory : directories) {
        const QString path = QDir(directory).absolutePath();
        const QString name = QFileInfo(path).fileName();
        roots.append(QJsonObject{{QStringLiteral("uri"), QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded)},
                                 {QStringLiteral("name"), name.isEmpty() ? path : name}});
    }
    return {{QStringLiteral("roots"), roots}};
}

const QString McpClient::TasksExtension = QStringLiteral("io.modelcontextprotocol/tasks");
const QString McpClient::AppsExtension = QStringLiteral("io.modelcontextprotocol/ui");
const QString McpClient::AppMimeType = QStringLiteral("text/html;profile=mcp-app");

QJsonObject McpClient::appsExtension()
{
    return QJsonObject{{AppsExtension, QJsonObject{{QStringLiteral("mimeTypes"), QJsonArray{AppMimeType}}}}};
}

const QString McpClient::LatestProtocolVersion = QStringLiteral("2025-11-25");
const QStringList McpClient::SupportedProtocolVersions = {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"),
                                                          QStringLiteral("2025-03-26"), QStringLiteral("2024-11-05")};

McpClient::McpClient(Transport *transport, Session *session, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_session(session)
    , m_ingest(std::make_unique<Ingest>(session, ingestOptions(transport)))
{
    m_clientCapabilities
        = QJsonObject{{QStringLiteral("roots"), QJsonObject{{QStringLiteral("listChanged"), true}}},
                      {QStringLiteral("sampling"), QJsonObject{}},
                      {QStringLiteral("elicitation"),
                       QJsonObject{{QStringLiteral("form"), QJsonObject{}}, {QStringLiteral("url"), QJsonObject{}}}},
                      // MCP Apps (SEP-1865): the window shows a tool's ui:// app; servers may offer their app
                      // tools only to a client that says so. In both eras (the modern envelope carries these).
                      {QStringLiteral("extensions"), appsExtension()}};
    m_clientInfo = QJsonObject{{QStringLiteral("name"), QStringLiteral("mcpscope")},
                               {QStringLiteral("title"), QStringLiteral("mcpscope")},
                               {QStringLiteral("version"), QStringLiteral(MCPSCOPE_VERSION)}};
    m_junkTimer = new QTimer(this);
    m_junkTimer->setSingleShot(true);
    connect(m_junkTimer, &QTimer::timeout, this, &McpClient::onJunkQuiet);
    connect(m_transport, &Transport::stateChanged, this, &McpClient::onTransportState);
    connect(m_transport, &Transport::frameReceived, this, &McpClient::onFrame);
    connect(m_transport, &Transport::stderrLine, this, [this](const QByteArray &line) {
        m_session->appendStderr(line);
        m_stderrTail.append(line);
        if (m_junkTimer->isActive())
            m_junkTimer->start(m_junkQuietMs); // the server is busy: silence counts from now
        while (m_stderrTail.size() > StderrTailLines)
            m_stderrTail.removeFirst();
    });
    connect(m_transport, &Transport::notice, this, [this](const QString &text) { m_session->appendLifecycle(text); });
    if (auto *http = qobject_cast<HttpTransport *>(m_transport)) {
        connect(http, &HttpTransport::httpExchange, this,
                [this](const HttpExchange &exchange) { m_ingest->http(exchange); });
        connect(http, &HttpTransport::deliveryFailed, this, &McpClient::onDeliveryFailed);
        http->setAwaitingResponse([this](const QByteArray &payload) {
            for (const Pending &p : std::as_const(m_pending)) {
                if (p.request.raw() == payload)
                    return true;
            }
            return false;
        });
    }
}

McpClient::~McpClient()
{
    for (const Pending &p : std::as_const(m_pending))
        delete p.timer;
}

QString McpClient::stateName(State state)
{
    switch (state) {
    case State::Disconnected:
        return tr("Not connected");
    case State::Starting:
        return tr("Starting");
    case State::Initializing:
        return tr("Initializing");
    case State::Ready:
        return tr("Ready");
    case State::ShuttingDown:
        return tr("Shutting down");
    case State::Closed:
        return tr("Closed");
    case State::Failed:
        return tr("Failed");
    }
    return QString();
}

void McpClient::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    qCDebug(lcClient) << "state" << stateName(state);
    Q_EMIT stateChanged(state);
}

void McpClient::fail(Failure kind, const QString &reason)
{
    if (m_state == State::Failed)
        return;
    m_failure = kind;
    m_failureReason = reason;
    m_session->appendLifecycle(reason);
    setState(State::Failed);
    Q_EMIT failed(reason);
}

QString McpClient::stderrTail() const
{
    QStringList lines;
    for (const QByteArray &line : m_stderrTail)
        lines << QString::fromUtf8(line.left(500));
    return lines.join(QLatin1Char('\n'));
}

void McpClient::connectToServer()
{
    if (m_transport->state() == Transport::State::Running || m_transport->state() == Transport::State::Starting)
        return;
    m_failureReason.clear();
    m_failure = Failure::None;
    m_stderrTail.clear();
    m_protocolVersion.clear();
    m_serverInfo = {};
    m_serverCapabilities = {};
    m_instructions.clear();
    m_initializeResult = {};
    m_envelope = false;
    m_modern = false;
    m_modernVersion = ModernMcp::ProtocolVersion;
    m_supportedVersions.clear();
    m_toolHeaders.clear();
    // A new connection is a new MCP session: its events say so in the journal, and it gets a
    // validator (and request ids) of its own.
    m_session->beginConnection();
    m_ingest = std::make_unique<Ingest>(m_session, ingestOptions(m_transport));
    m_broken.reset();
    m_junkTimer->stop();
    m_junkWarned = false;
    setState(State::Starting);
    m_session->appendLifecycle(m_transport->isStdio() ? tr("Starting the server: %1").arg(m_transport->describe())
                                                      : tr("Connecting to %1").arg(m_transport->describe()));
    m_transport->start();
}

void McpClient::disconnectFromServer()
{
    const Transport::State ts = m_transport->state();
    if (ts == Transport::State::Running || ts == Transport::State::Starting) {
        setState(State::ShuttingDown);
        m_session->appendLifecycle(m_transport->isStdio() ? tr("Closing the connection (closing the server's input)")
                                                          : tr("Closing the connection (ending the HTTP session)"));
        m_transport->close();
    } else if (m_state != State::Failed) {
        setState(State::Closed);
    }
}

void McpClient::onTransportState(Transport::State state)
{
    switch (state) {
    case Transport::State::Running:
        if (m_transport->isStdio())
            m_session->appendLifecycle(tr("The server process started"));
        setState(State::Initializing);
        if (m_era == ProtocolEra::Legacy)
            sendInitialize();
        else
            sendDiscover();
        break;
    case Transport::State::Exited: {
        const QString how = m_transport->exitInfo().describe();
        const bool expected = m_state == State::ShuttingDown || m_state == State::Closed || m_state == State::Failed;
        QString text;
        if (expected) {
            text = tr("The server %1.").arg(how);
        } else if (m_state == State::Ready) {
            text = tr("The server %1 unexpectedly.").arg(how);
        } else {
            text = m_envelope ? tr("The server %1 before it answered server/discover.").arg(how)
                              : tr("The server %1 before it answered initialize.").arg(how);
        }
        const QString tail = stderrTail();
        if (!expected && !tail.isEmpty())
            text += QLatin1Char(' ') + tr("Its last error output:") + QLatin1Char('\n') + tail;
        failAllPending(tr("The server %1 before it answered.").arg(how));
        abandonServerRequests(tr("The server %1.").arg(how));
        m_ingest->finish();
        Q_EMIT serverExited(how);
        if (expected) {
            m_session->appendLifecycle(text);
            if (m_state != State::Failed)
                setState(State::Closed);
        } else {
            fail(Failure::Exited, text);
        }
        break;
    }
    case Transport::State::Failed:
        failAllPending(m_transport->failureReason());
        abandonServerRequests(m_transport->failureReason());
        m_ingest->finish();
        fail(Failure::Transport, m_transport->failureReason());
        break;
    default:
        break;
    }
}

Validator::Options McpClient::ingestOptions(const Transport *transport)
{
    Validator::Options options;
    options.stdio = transport->isStdio();
    return options;
}

void McpClient::onDeliveryFailed(const QByteArray &payload, const QString &reason)
{
    // The transport could not deliver one of our messages (an HTTP error, a stream that closed
    // for good): the request it carried ends now instead of waiting for its timeout.
    QList<IdKey> keys;
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it) {
        if (it->request.raw() == payload)
            keys << it.key();
    }
    m_session->appendLifecycle(reason);
    for (const IdKey &key : keys) {
        Reply reply;
        reply.status = Reply::Status::Disconnected;
        reply.errorMessage = reason;
        finish(key, reply);
    }
}

bool McpClient::sendMessage(const Message &message)
{
    return sendMessage(message, HttpHeaders());
}

bool McpClient::sendMessage(const Message &message, const HttpHeaders &headers)
{
    if (m_transport->state() != Transport::State::Running)
        return false;
    m_ingest->sent(message);
    if (!headers.isEmpty()) {
        if (auto *http = qobject_cast<HttpTransport *>(m_transport))
            return http->send(message.raw(), headers);
    }
    return m_transport->send(message.raw());
}

void McpClient::onFrame(const Frame &frame)
{
    Message message;
    const qsizetype index = m_ingest->frame(frame, Direction::ServerToClient, m_state == State::Closed, &message);
    const bool paired = message.isResponse() && m_session->eventAt(index).linked >= 0;
    if (paired)
        m_broken.messageSeen();
    else
        examineUnpaired(message, index);

    switch (message.kind()) {
    case Message::Kind::Request:
        handleServerRequest(message);
        break;
    case Message::Kind::Notification:
        handleNotification(message);
        break;
    case Message::Kind::Result:
    case Message::Kind::Error:
        handleResponse(message, paired);
        break;
    case Message::Kind::Batch: {
        const QJsonArray items = message.json().toArray();
        for (const QJsonValue &item : items) {
            if (!item.isObject())
                continue;
            const Message element = Message::fromObject(item.toObject());
            if (element.isResponse())
                handleResponse(element, true); // the session pairs whole messages only
            else if (element.isRequest())
                handleServerRequest(element);
            else if (element.isNotification())
                handleNotification(element);
        }
        break;
    }
    case Message::Kind::Invalid:
        break; // recorded; the validator explains what is wrong with it
    }
}

void McpClient::examineUnpaired(const Message &message, qsizetype index)
{
    QString problem;
    const Diagnostics &all = m_session->diagnostics();
    for (qsizetype i : m_session->diagnosticsOf(index)) {
        if (all.at(i).severity == Severity::Error) {
            problem = all.at(i).message;
            break;
        }
    }
    QList<BrokenAnswers::Open> open;
    open.reserve(m_pending.size());
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
        open.append({it.key(), it->method});
    const bool stdio = m_transport->isStdio();
    const auto verdict = m_broken.examine(message, problem, stdio, open, m_nextId);
    if (verdict) {
        failBroken(verdict->request, verdict->reason);
        return;
    }
    // Nothing but lines that are no messages so far: once the server has been silent for a
    // moment after them, the user is told (the doctor says more); its answer may still come.
    if (stdio && !m_junkWarned && !m_broken.sawMessage() && m_broken.junkLines() > 0 && !m_pending.isEmpty())
        m_junkTimer->start(m_junkQuietMs);
}

void McpClient::failBroken(const IdKey &key, const QString &reason)
{
    const auto it = m_pending.constFind(key);
    if (it == m_pending.cend())
        return;
    qCDebug(lcClient) << "request" << it->request.idText() << it->method << "failed fast:" << reason;
    m_session->appendLifecycle(
        tr("mcpscope stopped waiting for request %1 (%2): %3").arg(it->request.idText(), it->method, reason));
    if (auto *http = qobject_cast<HttpTransport *>(m_transport))
        http->abandon(it->request.raw());
    Reply reply;
    reply.status = Reply::Status::Broken;
    reply.errorMessage = reason;
    finish(key, reply);
}

void McpClient::onJunkQuiet()
{
    if (m_broken.sawMessage() || m_broken.junkLines() == 0 || m_pending.isEmpty()
        || m_transport->state() != Transport::State::Running)
        return;
    m_junkWarned = true;
    const QString text
        = m_broken.onlyJunkReason(m_junkQuietMs) + QLatin1Char(' ') + tr("mcpscope goes on waiting for its answer.");
    qCDebug(lcClient) << "only junk, then silence:" << text;
    m_session->appendLifecycle(text);
    Q_EMIT warning(text);
}

void McpClient::handleResponse(const Message &message, bool paired)
{
    const IdKey &key = message.idKey();
    auto it = m_pending.find(key);
    // Not paired: unknown or already answered; recorded, and the validator reports it.
    if (!paired || it == m_pending.end()) {
        qCDebug(lcClient) << "response" << message.idText() << "answers no open request of ours";
        return;
    }
    qCDebug(lcClient) << "response" << message.idText() << "to" << it->method << "after" << it->clock.elapsed() << "ms";
    Reply reply;
    reply.request = it->request;
    reply.response = message;
    reply.latencyMs = it->clock.elapsed();
    reply.rounds = it->round;
    if (message.kind() == Message::Kind::Result) {
        reply.status = Reply::Status::Result;
        // The result as written, cut out where the scan found it: no tree is made here.
        reply.result = ObjectText(message.bodyText().toByteArray());
        if (message.round() == Message::Round::AsksForInput) {
            continueWithInput(key, reply);
            return;
        }
        if (it->method == QLatin1String("tools/call") && (m_envelope || it->acceptTask)) {
            // A task instead of the tool's result (core/tasks follows it).
            const QJsonObject result = reply.result.object();
            const bool modernTask
                = m_envelope && result.value(QLatin1String("resultType")).toString() == QLatin1String("task");
            const bool legacyTask = !m_envelope && it->params.value(QLatin1String("task")).isObject()
                                    && result.value(QLatin1String("task")).isObject();
            if ((modernTask || legacyTask) && it->acceptTask) {
                reply.task = true;
            } else if (modernTask) {
                reply.status = Reply::Status::Broken;
                reply.errorMessage
                    = tr("The server answered tools/call with a task, although mcpscope did not declare "
                         "the tasks extension on that request; it cannot be taken as the tool's result.");
            }
        }
        if (it->method == QLatin1String("tools/list") && m_envelope && qobject_cast<HttpTransport *>(m_transport))
            learnToolHeaders(reply);
    } else {
        reply.status = Reply::Status::Error;
        reply.errorCode = message.errorCode();
        reply.errorMessage = message.errorMessage();
        if (reply.errorCode == ModernMcp::UnsupportedProtocolVersion && m_envelope
            && retryWithSupportedVersion(key, message))
            return;
    }
    finish(key, reply);
}

McpClient::Pending McpClient::take(QHash<IdKey, Pending>::iterator it)
{
    Pending p = it.value();
    m_pending.erase(it);
    if (p.timer) {
        p.timer->stop();
        p.timer->deleteLater();
    }
    if (!p.progressToken.isNone())
        m_progressOwner.remove(p.progressToken);
    return p;
}

void McpClient::finish(const IdKey &key, Reply reply)
{
    auto it = m_pending.find(key);
    if (it == m_pending.end())
        return;
    const Pending p = take(it);
    if (reply.request.raw().isEmpty())
        reply.request = p.request;
    if (reply.status == Reply::Status::Result && m_envelope)
        reply.cache = CacheHint::fromResult(reply.response, QDateTime::currentMSecsSinceEpoch());
    if (p.hasContext && !p.context)
        return;
    if (p.callback)
        p.callback(reply);
}

void McpClient::failAllPending(const QString &reason)
{
    const QList<IdKey> keys = m_pending.keys();
    for (const IdKey &key : keys) {
        Reply reply;
        reply.status = Reply::Status::Disconnected;
        reply.errorMessage = reason;
        finish(key, reply);
    }
}

qint64 McpClient::request(const QString &method, const QJsonObject &params, QObject *context, Callback callback,
                          const RequestOptions &options)
{
    return startRequest(method, params, context, std::move(callback), options, 1);
}

void McpClient::finishLater(const IdKey &key, Reply::Status status, const QString &text)
{
    QTimer::singleShot(0, this, [this, key, status, text] {
        Reply reply;
        reply.status = status;
        reply.errorMessage = text;
        finish(key, reply);
    });
}

qint64 McpClient::startRequest(const QString &method, const QJsonObject &params, QObject *context, Callback callback,
                               const RequestOptions &options, int round, bool versionRetried)
{
    const qint64 id = m_nextId++;
    QJsonObject p = params;
    Pending pending;
    pending.params = params;
    pending.round = round;
    pending.versionRetried = versionRetried;
    if (options.onProgress) {
        pending.progressToken = IdKey::integer(id);
        QJsonObject meta = p.value(QStringLiteral("_meta")).toObject();
        meta.insert(QStringLiteral("progressToken"), QJsonValue(id));
        p.insert(QStringLiteral("_meta"), meta);
        pending.onProgress = options.onProgress;
    }
    HttpHeaders headers;
    QString refusal;
    pending.acceptTask = options.acceptTask;
    if (m_envelope) {
        QJsonObject capabilities = m_clientCapabilities;
        // The tasks extension is declared where a task may come back, and on the task's own
        // requests (tasks/get, tasks/update, tasks/cancel).
        if (options.acceptTask || method.startsWith(QLatin1String("tasks/"))) {
            QJsonObject extensions = capabilities.value(QStringLiteral("extensions")).toObject();
            extensions.insert(TasksExtension, QJsonObject());
            capabilities.insert(QStringLiteral("extensions"), extensions);
        }
        p = ModernMcp::withEnvelope(p, m_modernVersion, capabilities, m_clientInfo, m_logLevel);
        if (m_modern)
            refusal = ModernMcp::removedMethodReason(method);
        if (refusal.isEmpty() && qobject_cast<HttpTransport *>(m_transport)) {
            const auto toolHeaders = method == QLatin1String("tools/call")
                                         ? m_toolHeaders.value(params.value(QLatin1String("name")).toString())
                                         : QList<ModernMcp::ParamHeader>();
            ModernMcp::requestHeaders(m_modernVersion, method, p, toolHeaders, &headers, &refusal);
        }
    }
    const Message message = Message::request(QJsonValue(id), method, p);
    pending.request = message;
    pending.method = method;
    pending.context = context;
    pending.hasContext = context != nullptr;
    pending.callback = std::move(callback);
    pending.timeoutMs = options.timeoutMs < 0 ? m_defaultTimeoutMs : options.timeoutMs;
    const IdKey key = IdKey::integer(id);
    if (pending.timeoutMs > 0) {
        pending.timer = new QTimer(this);
        pending.timer->setSingleShot(true);
        connect(pending.timer, &QTimer::timeout, this, [this, key] { onTimeout(key); });
    }
    pending.clock.start();
    qCDebug(lcClient) << "request" << id << method;
    if (!pending.progressToken.isNone())
        m_progressOwner.insert(pending.progressToken, key);
    m_pending.insert(key, pending);
    if (!refusal.isEmpty()) {
        // Not sent: what the era does not have, or what cannot go into a header.
        m_session->appendLifecycle(tr("mcpscope did not send %1: %2").arg(method, refusal));
        finishLater(key, Reply::Status::Error, refusal);
    } else if (!sendMessage(message, headers)) {
        finishLater(key, Reply::Status::Disconnected, tr("Cannot send %1: the server is not running.").arg(method));
    } else if (pending.timer && !m_timeoutsHeld) {
        pending.timer->start(pending.timeoutMs);
    }
    return id;
}

void McpClient::holdTimeouts(bool held)
{
    if (held == m_timeoutsHeld)
        return;
    m_timeoutsHeld = held;
    for (const Pending &p : std::as_const(m_pending)) {
        if (!p.timer)
            continue;
        if (held)
            p.timer->stop();
        else
            p.timer->start(p.timeoutMs);
    }
}

bool McpClient::notify(const QString &method, const QJsonObject &params)
{
    return sendMessage(Message::notification(method, params));
}

void McpClient::onTimeout(const IdKey &key)
{
    auto it = m_pending.find(key);
    if (it == m_pending.end())
        return;
    const QString method = it->method;
    const int ms = it->timeoutMs;
    const QJsonValue id = it->request.id();
    qCDebug(lcClient) << "request" << it->request.idText() << method << "timed out after" << ms << "ms";
    m_ingest->requestTimedOut(Direction::ClientToServer, id, ms);
    // initialize must never be cancelled (MCP: cancellation), nor is the era probe (a legacy
    // server has not been initialized); on modern HTTP, closing the stream is the cancellation.
    const bool modernHttp = m_envelope && !m_transport->isStdio();
    if (method != QLatin1String("initialize") && !(method == QLatin1String("server/discover") && !m_modern)
        && !modernHttp)
        notify(QStringLiteral("notifications/cancelled"),
               {{QStringLiteral("requestId"), id},
                {QStringLiteral("reason"), QStringLiteral("Request timed out after %1 ms").arg(ms)}});
    if (auto *http = qobject_cast<HttpTransport *>(m_transport))
        http->abandon(m_pending.value(key).request.raw());
    Reply reply;
    reply.status = Reply::Status::Timeout;
    reply.errorMessage = tr("The server did not answer %1 within %2 s.").arg(method).arg(ms / 1000.0);
    finish(key, reply);
}

void McpClient::cancel(qint64 requestId, const QString &reason)
{
    const IdKey key = IdKey::integer(requestId);
    auto it = m_pending.find(key);
    if (it == m_pending.end())
        return;
    const QString method = it->method;
    if (method != QLatin1String("initialize") && !(m_envelope && !m_transport->isStdio())) {
        QJsonObject params{{QStringLiteral("requestId"), QJsonValue(requestId)}};
        if (!reason.isEmpty())
            params.insert(QStringLiteral("reason"), reason);
        notify(QStringLiteral("notifications/cancelled"), params);
    }
    if (auto *http = qobject_cast<HttpTransport *>(m_transport))
        http->abandon(m_pending.value(key).request.raw());
    Reply reply;
    reply.status = Reply::Status::Cancelled;
    reply.errorMessage = reason.isEmpty() ? tr("Cancelled.") : reason;
    finish(key, reply);
}

QJsonObject McpClient::negotiatedHeader() const
{
    if (m_state != State::Ready)
        return {};
    QJsonObject protocol{{QStringLiteral("era"), m_modern ? QStringLiteral("modern") : QStringLiteral("legacy")},
                         {QStringLiteral("version"), protocolVersion()},
                         {QStringLiteral("configuredEra"), ModernMcp::eraName(m_era)}};
    return {{QStringLiteral("protocol"), protocol}};
}

void McpClient::ping(QObject *context, Callback callback)
{
    // On a modern connection request() refuses it with the reason.
    request(QStringLiteral("ping"), {}, context, std::move(callback));
}

void McpClient::requestAll(const QString &method, const QString &itemsKey, const QJsonObject &params, QObject *context,
                           Callback callback)
{
    requestPage(method, itemsKey, params, QByteArrayList(), QSet<QString>(), context, std::move(callback));
}

void McpClient::requestPage(const QString &method, const QString &itemsKey, const QJsonObject &params,
                            QByteArrayList rawItems, QSet<QString> cursors, QObject *context, Callback callback,
                            const CacheHint &cache)
{
    QPointer<QObject> guard(context);
    const bool hasContext = context != nullptr;
    request(method, params, this,
            [this, method, itemsKey, params, rawItems, cursors, guard, hasContext, callback,
             cache](const Reply &reply) mutable {
                if (hasContext && !guard)
                    return;
                if (!reply.ok()) {
                    callback(reply);
                    return;
                }
                // The cursor is known from the scan: a list of one page is handed on as the
                // server wrote it, without another walk over it.
                const QString cursor = reply.response.nextCursor();
                if (cursor.isEmpty() && cursors.isEmpty()) {
                    callback(reply);
                    return;
                }
                const auto members = jsontext::members(reply.result.text());
                for (const auto &m : members) {
                    if (m.first == itemsKey.toUtf8()) {
                        for (QByteArrayView e : jsontext::elements(m.second))
                            rawItems.append(e.toByteArray());
                    }
                }
                if (!cursor.isEmpty()) {
                    if (cursors.contains(cursor) || cursors.size() >= MaxPages) {
                        Reply broken = reply;
                        broken.status = Reply::Status::Error;
                        broken.errorCode = 0;
                        broken.errorMessage
                            = cursors.contains(cursor)
                                  ? tr("The server's %1 pagination does not end: it returned the cursor \"%2\" again.")
                                        .arg(method, cursor.left(80))
                                  : tr("The server's %1 pagination goes on past %n page(s); mcpscope stopped there.",
                                       nullptr, MaxPages)
                                        .arg(method);
                        callback(broken);
                        return;
                    }
                    cursors.insert(cursor);
                    QJsonObject next = params;
                    next.insert(QStringLiteral("cursor"), cursor);
                    requestPage(method, itemsKey, next, rawItems, cursors, guard, callback,
                                cache.mergedWith(reply.cache));
                    return;
                }
                // The pages joined on the server's own text: items first, then the last page's
                // other members, so nothing is reordered or respelled. Its tree is made only if
                // someone asks for it.
                Reply all = reply;
                all.cache = cache.mergedWith(reply.cache);
                QByteArray text = '{' + QByteArray("\"") + itemsKey.toUtf8() + "\":[" + rawItems.join(',') + ']';
                for (const auto &m : members) {
                    if (m.first == itemsKey.toUtf8() || m.first == QByteArrayView("nextCursor"))
                        continue;
                    text += ",\"" + m.first.toByteArray() + "\":" + m.second.toByteArray();
                }
                all.result = ObjectText(text + '}');
                callback(all);
            });
}

void McpClient::handleNotification(const Message &message)
{
    const QString &method = message.method();
    if (method == QLatin1String("notifications/progress")) {
        const auto owner = m_progressOwner.constFind(message.progressToken());
        auto it = owner == m_progressOwner.cend() ? m_pending.end() : m_pending.find(*owner);
        if (it != m_pending.end()) {
            // The values are read from the tree only for a request that asked for them.
            const QJsonObject params = it->onProgress ? message.params() : QJsonObject();
            if (it->timer && !m_timeoutsHeld)
                it->timer->start(it->timeoutMs); // progress resets the timeout
            if (it->onProgress)
                it->onProgress(params.value(QStringLiteral("progress")).toDouble(),
                               params.value(QStringLiteral("total")).toDouble(-1),
                               params.value(QStringLiteral("message")).toString());
        }
    }
    if (method == QLatin1String("notifications/cancelled")) {
        // The server withdrew one of its own requests: no response may follow (MCP cancellation).
        const QJsonObject params = message.params();
        const QJsonValue requestId = params.value(QStringLiteral("requestId"));
        const auto it = m_serverRequests.constFind(IdKey::from(requestId));
        if (it != m_serverRequests.constEnd()) {
            *it->answered = true;
            m_serverRequests.erase(it);
            if (m_handler)
                m_handler->serverRequestAbandoned(requestId, params.value(QStringLiteral("reason")).toString());
        }
    }
    Q_EMIT notificationReceived(message);
}

void McpClient::abandonServerRequests(const QString &reason)
{
    const auto requests = std::exchange(m_serverRequests, {});
    for (const ServerRequest &request : requests)
        *request.answered = true;
    if (!m_handler)
        return;
    for (const ServerRequest &request : requests)
        m_handler->serverRequestAbandoned(request.id, reason);
}

void McpClient::handleServerRequest(const Message &message)
{
    const QString method = message.method();
    const QJsonValue id = message.id();
    if (!id.isString() && !id.isDouble()) {
        // "id": null (or an object, a boolean…) makes no request (JSON-RPC 2.0 section 4): there is
        // nothing a response could name. mcpscope does not answer; the validator reports it.
        m_session->appendLifecycle(tr("The server sent %1 with an id that is not a string or a number; that is "
                                      "not a request, and mcpscope does not answer it.")
                                       .arg(method.left(100)));
        return;
    }
    if (method == QLatin1String("ping")) {
        sendMessage(Message::result(id, {}));
        return;
    }
    const bool answerable = method == QLatin1String("roots/list") || method == QLatin1String("sampling/createMessage")
                            || method == QLatin1String("elicitation/create");
    if (!answerable) {
        sendMessage(Message::error(id, ErrorCode::MethodNotFound, tr("Method not found: %1").arg(method.left(100))));
        return;
    }
    if (!m_handler) {
        sendMessage(
            Message::error(id, ErrorCode::MethodNotFound, tr("This client has no handler for %1.").arg(method)));
        return;
    }
    QPointer<McpClient> self(this);
    auto answered = std::make_shared<bool>(false);
    const IdKey key = message.idKey();
    m_serverRequests.insert(key, {id, answered});
    const auto done = [self, key, answered] {
        *answered = true;
        const auto it = self->m_serverRequests.constFind(key);
        if (it != self->m_serverRequests.constEnd() && it->answered == answered)
            self->m_serverRequests.erase(it);
    };
    m_handler->handleServerRequest(
        message,
        [self, id, answered, done](const QJsonObject &result) {
            if (!self || *answered)
                return;
            done();
            self->sendMessage(Message::result(id, result));
        },
        [self, id, answered, done](int code, const QString &text) {
            if (!self || *answered)
                return;
            done();
            self->sendMessage(Message::error(id, code, text));
        });
}

bool McpClient::retryWithSupportedVersion(const IdKey &key, const Message &error)
{
    auto it = m_pending.find(key);
    if (it == m_pending.end() || it->versionRetried)
        return false;
    QStringList supported;
    const QJsonObject data
        = error.json().toObject().value(QLatin1String("error")).toObject().value(QLatin1String("data")).toObject();
    const QString chosen
        = ModernMcp::pickVersion(data.value(QLatin1String("supported")), ModernMcp::SupportedVersions, &supported);
    if (chosen.isEmpty())
        return false;
    const Pending p = take(it);
    if (p.hasContext && !p.context)
        return true;
    m_session->appendLifecycle(
        tr("The server refused protocol version %1 (error -32022); it supports %2. mcpscope sends "
           "%3 again with %4.")
            .arg(m_modernVersion, supported.join(QStringLiteral(", ")).left(200), p.method, chosen));
    m_modernVersion = chosen;
    RequestOptions options;
    options.timeoutMs = p.timeoutMs;
    options.onProgress = p.onProgress;
    options.acceptTask = p.acceptTask;
    startRequest(p.method, p.params, p.hasContext ? p.context.data() : nullptr, p.callback, options, p.round, true);
    return true;
}

void McpClient::sendDiscover()
{
    m_envelope = true;
    if (auto *http = qobject_cast<HttpTransport *>(m_transport))
        http->setSessionless(true);
    RequestOptions options;
    // A legacy stdio server may stay silent on a method it does not know before initialize:
    // Auto waits a bounded time for it (HTTP answers at once, with a status).
    if (m_era == ProtocolEra::Auto && m_transport->isStdio())
        options.timeoutMs = m_probeTimeoutMs;
    request(QStringLiteral("server/discover"), {}, this, [this](const Reply &reply) { onDiscovered(reply); }, options);
}

void McpClient::onDiscovered(const Reply &reply)
{
    switch (reply.status) {
    case Reply::Status::Result: {
        const QJsonValue versions = reply.result.object().value(QLatin1String("supportedVersions"));
        QStringList offered;
        const QString chosen = ModernMcp::pickVersion(versions, ModernMcp::SupportedVersions, &offered);
        if (chosen.isEmpty()) {
            if (!versions.isArray() && reply.result.object().contains(QLatin1String("protocolVersion")))
                notModern(tr("answered server/discover with what looks like an initialize result"));
            else if (!versions.isArray())
                notModern(tr("answered server/discover with a result that names no supportedVersions"));
            else
                notModern(
                    tr("supports only the protocol versions %1")
                        .arg(offered.isEmpty() ? tr("(none named)") : offered.join(QStringLiteral(", ")).left(200)));
            return;
        }
        m_modern = true;
        m_modernVersion = chosen;
        m_supportedVersions = offered;
        m_initializeResult = reply.result.object();
        m_initializeResultText = reply.result.text();
        m_protocolVersion = chosen;
        m_serverInfo
            = reply.result.object().value(QLatin1String("_meta")).toObject().value(ModernMcp::ServerInfoKey).toObject();
        m_serverCapabilities = reply.result.object().value(QLatin1String("capabilities")).toObject();
        m_instructions = reply.result.object().value(QLatin1String("instructions")).toString();
        setState(State::Ready);
        m_session->appendLifecycle(
            tr("Connected to %1 %2 (protocol %3: no session; every request carries its version and capabilities)")
                .arg(m_serverInfo.value(QLatin1String("name")).toString(),
                     m_serverInfo.value(QLatin1String("version")).toString(), chosen));
        Q_EMIT ready();
        return;
    }
    case Reply::Status::Error: {
        if (!ModernMcp::isModernError(reply.errorCode)) {
            notModern(tr("answered server/discover with error %1 (%2)")
                          .arg(reply.errorCode)
                          .arg(reply.errorMessage.left(200)));
            return;
        }
        // A modern server: it does not fall back to initialize (the spec's versioning page).
        const QJsonValue data
            = reply.response.json().toObject().value(QLatin1String("error")).toObject().value(QLatin1String("data"));
        QStringList supported;
        const QString legacy = ModernMcp::pickVersion(data.toObject().value(QLatin1String("supported")),
                                                      SupportedProtocolVersions, &supported);
        if (reply.errorCode == ModernMcp::UnsupportedProtocolVersion && m_era == ProtocolEra::Auto
            && !legacy.isEmpty()) {
            notModern(tr("supports only the protocol versions %1").arg(supported.join(QStringLiteral(", ")).left(200)));
            return;
        }
        const QString explained = ModernMcp::explainError(reply.errorCode, data);
        fail(reply.errorCode == ModernMcp::UnsupportedProtocolVersion ? Failure::UnsupportedVersion : Failure::Refused,
             tr("The server refused server/discover: %1 Its words: %2").arg(explained, reply.errorMessage.left(300)));
        m_transport->close();
        return;
    }
    case Reply::Status::Timeout: {
        const int waited = m_era == ProtocolEra::Auto && m_transport->isStdio() ? m_probeTimeoutMs : m_defaultTimeoutMs;
        notModern(tr("did not answer server/discover within %1 s").arg(waited / 1000.0));
        return;
    }
    case Reply::Status::Broken:
        notModern(tr("answered server/discover with something that is not an answer: %1").arg(reply.errorMessage));
        return;
    case Reply::Status::Disconnected:
        // Over HTTP a refusal without a JSON-RPC answer (400 with an empty or HTML body).
        if (m_transport->state() == Transport::State::Running)
            notModern(reply.errorMessage.isEmpty() ? tr("did not answer server/discover")
                                                   : tr("refused server/discover (%1)").arg(reply.errorMessage));
        return;
    case Reply::Status::Cancelled:
        return;
    }
}

void McpClient::notModern(const QString &why)
{
    if (m_era == ProtocolEra::Auto) {
        m_session->appendLifecycle(tr("The server does not speak MCP 2026-07-28: it %1. mcpscope falls back to "
                                      "initialize, as the protocol era Auto says.")
                                       .arg(why));
        m_envelope = false;
        if (auto *http = qobject_cast<HttpTransport *>(m_transport))
            http->setSessionless(false);
        sendInitialize();
        return;
    }
    fail(
        Failure::EraMismatch,
        tr("The server does not speak MCP 2026-07-28: it %1. Choose the protocol era Legacy (or Auto) for this server.")
            .arg(why));
    m_transport->close();
}

void McpClient::continueWithInput(const IdKey &key, const Reply &interim)
{
    auto it = m_pending.find(key);
    if (it == m_pending.end())
        return;
    const Pending p = take(it);
    if (p.hasContext && !p.context)
        return;
    const auto end = [p, interim](Reply::Status status, const QString &text) {
        Reply reply = interim;
        reply.status = status;
        reply.errorMessage = text;
        if (p.callback)
            p.callback(reply);
    };
    const QString &method = p.method;
    if (method != QLatin1String("tools/call") && method != QLatin1String("resources/read")
        && method != QLatin1String("prompts/get")) {
        end(Reply::Status::Broken,
            tr("The server answered %1 with input_required, which only tools/call, resources/read "
               "and prompts/get may get.")
                .arg(method));
        return;
    }
    if (p.round >= m_maxInputRounds) {
        end(Reply::Status::Error, tr("The server asked for more input again and again: mcpscope stopped %1 after %n "
                                     "round(s).",
                                     nullptr, p.round)
                                      .arg(method));
        return;
    }
    const QJsonValue inputRequests = interim.result.object().value(QLatin1String("inputRequests"));
    const QJsonValue state = interim.result.object().value(QLatin1String("requestState"));
    if (!inputRequests.isUndefined() && !inputRequests.isObject()) {
        end(Reply::Status::Broken,
            tr("The server's inputRequests is not an object; mcpscope cannot tell what it asks."));
        return;
    }
    if (!state.isUndefined() && !state.isString()) {
        end(Reply::Status::Broken, tr("The server's requestState is not a string; mcpscope cannot send it back."));
        return;
    }
    const QJsonObject asks = inputRequests.toObject();
    for (auto a = asks.begin(); a != asks.end(); ++a) {
        const QString kind = a.value().toObject().value(QLatin1String("method")).toString();
        if (kind != QLatin1String("elicitation/create") && kind != QLatin1String("sampling/createMessage")
            && kind != QLatin1String("roots/list")) {
            end(Reply::Status::Error, tr("The server asks for input of a kind mcpscope does not know (\"%1\" under "
                                         "\"%2\"); MCP 2026-07-28 has elicitation/create, sampling/createMessage and "
                                         "roots/list.")
                                          .arg(previewText(kind, 60), previewText(a.key(), 60)));
            return;
        }
        if (!m_handler) {
            end(Reply::Status::Error,
                tr("The server needs input (%1) that this client has nobody to ask for.").arg(kind));
            return;
        }
    }
    m_session->appendLifecycle(asks.isEmpty()
                                   ? tr("The server asked to send %1 again (round %2).").arg(method).arg(p.round + 1)
                                   : tr("The server needs input to finish %1: %2.")
                                         .arg(method, asks.keys().join(QStringLiteral(", ")).left(300)));
    struct Gathered
    {
        QJsonObject responses;
        qsizetype remaining = 0;
        bool over = false;
    };
    auto gathered = std::make_shared<Gathered>();
    gathered->remaining = asks.size();
    QPointer<McpClient> self(this);
    const auto again = [self, p, state, gathered, asks] {
        if (!self)
            return;
        QJsonObject params = p.params;
        params.remove(QStringLiteral("inputResponses"));
        params.remove(QStringLiteral("requestState"));
        if (!asks.isEmpty())
            params.insert(QStringLiteral("inputResponses"), gathered->responses);
        if (state.isString())
            params.insert(QStringLiteral("requestState"), state);
        RequestOptions options;
        options.timeoutMs = p.timeoutMs;
        options.onProgress = p.onProgress;
        options.acceptTask = p.acceptTask;
        self->startRequest(p.method, params, p.hasContext ? p.context.data() : nullptr, p.callback, options,
                           p.round + 1);
    };
    if (asks.isEmpty()) {
        QTimer::singleShot(0, this, again);
        return;
    }
    for (auto a = asks.begin(); a != asks.end(); ++a) {
        const QJsonObject ask = a.value().toObject();
        const QString name = a.key();
        const Message message = Message::request(QJsonValue(name), ask.value(QLatin1String("method")).toString(),
                                                 ask.value(QLatin1String("params")).toObject());
        m_handler->handleServerRequest(
            message,
            [gathered, name, again](const QJsonObject &result) {
                if (gathered->over || gathered->responses.contains(name))
                    return;
                gathered->responses.insert(name, result);
                if (--gathered->remaining == 0) {
                    gathered->over = true;
                    again();
                }
            },
            [gathered, end, name, self](int code, const QString &text) {
                if (gathered->over || !self)
                    return;
                gathered->over = true;
                Q_UNUSED(code)
                end(Reply::Status::Error,
                    McpClient::tr("mcpscope could not give the input the server asked for (%1): %2").arg(name, text));
            });
    }
}

void McpClient::learnToolHeaders(Reply &reply)
{
    const QJsonArray tools = reply.result.object().value(QLatin1String("tools")).toArray();
    QJsonArray kept;
    QList<qsizetype> dropped;
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QJsonObject tool = tools.at(i).toObject();
        const QString name = tool.value(QLatin1String("name")).toString();
        QList<ModernMcp::ParamHeader> headers;
        QString why;
        if (!ModernMcp::paramHeaders(tool.value(QLatin1String("inputSchema")).toObject(), &headers, &why)) {
            const QString text = tr("The tool \"%1\" is left out: %2. Over Streamable HTTP a client must not offer a "
                                    "tool whose x-mcp-header breaks the rules of MCP 2026-07-28.")
                                     .arg(previewText(name, 80), why);
            m_session->appendLifecycle(text);
            Q_EMIT warning(text);
            dropped << i;
            m_toolHeaders.remove(name);
            continue;
        }
        kept.append(tools.at(i));
        if (headers.isEmpty())
            m_toolHeaders.remove(name);
        else
            m_toolHeaders.insert(name, headers);
    }
    if (dropped.isEmpty())
        return;
    // The same on the server's own text: the other tools and members as written.
    QByteArray text = "{";
    bool first = true;
    for (const auto &m : jsontext::members(reply.result.text())) {
        text += first ? "" : ",";
        first = false;
        text += '"' + m.first.toByteArray() + "\":";
        if (m.first != QByteArrayView("tools")) {
            text += m.second.toByteArray();
            continue;
        }
        QByteArrayList elements;
        const auto all = jsontext::elements(m.second);
        for (qsizetype i = 0; i < all.size(); ++i) {
            if (!dropped.contains(i))
                elements << all.at(i).toByteArray();
        }
        text += '[' + elements.join(',') + ']';
    }
    QJsonObject tree = reply.result.object();
    tree.insert(QStringLiteral("tools"), kept);
    reply.result = ObjectText(text + '}', tree);
}

void McpClient::sendInitialize()
{
    const QJsonObject params{
        {QStringLiteral("protocolVersion"), m_requestedVersion.isEmpty() ? LatestProtocolVersion : m_requestedVersion},
        {QStringLiteral("capabilities"), m_clientCapabilities},
        {QStringLiteral("clientInfo"), m_clientInfo}};
    request(QStringLiteral("initialize"), params, this, [this](const Reply &reply) {
        switch (reply.status) {
        case Reply::Status::Result: {
            const QString version = reply.result.object().value(QStringLiteral("protocolVersion")).toString();
            if (!SupportedProtocolVersions.contains(version)) {
                fail(Failure::UnsupportedVersion,
                     tr("The server answered with protocol version \"%1\", which mcpscope does not "
                        "support (it supports %2).")
                         .arg(version.left(40), SupportedProtocolVersions.join(QStringLiteral(", "))));
                m_transport->close();
                return;
            }
            m_initializeResult = reply.result.object();
            m_initializeResultText = reply.result.text();
            m_protocolVersion = version;
            m_serverInfo = reply.result.object().value(QStringLiteral("serverInfo")).toObject();
            m_serverCapabilities = reply.result.object().value(QStringLiteral("capabilities")).toObject();
            m_instructions = reply.result.object().value(QStringLiteral("instructions")).toString();
            m_transport->setProtocolVersion(version);
            notify(QStringLiteral("notifications/initialized"));
            m_transport->handshakeDone();
            setState(State::Ready);
            m_session->appendLifecycle(tr("Connected to %1 %2 (protocol %3)")
                                           .arg(m_serverInfo.value(QStringLiteral("name")).toString(),
                                                m_serverInfo.value(QStringLiteral("version")).toString(), version));
            Q_EMIT ready();
            break;
        }
        case Reply::Status::Error:
            fail(Failure::Refused, tr("The server refused initialize: %1 (error %2).")
                                       .arg(reply.errorMessage.left(500))
                                       .arg(reply.errorCode));
            m_transport->close();
            break;
        case Reply::Status::Timeout:
        case Reply::Status::Broken:
            fail(reply.status == Reply::Status::Timeout ? Failure::Timeout : Failure::BrokenAnswer, reply.errorMessage);
            m_transport->close();
            break;
        case Reply::Status::Cancelled:
        case Reply::Status::Disconnected:
            break; // the transport's own failure or exit has been reported already
        }
    });
}

} // namespace mcpscope
