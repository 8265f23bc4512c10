// SPDX-License-Identifier: MIT
#include "listenstream.h"

#include "modernmcp.h"

#include <QJsonArray>
#include <QLocale>
#include <QTimer>

#include <memory>

namespace mcpscope {

namespace {

const QLatin1String ToolsKey("toolsListChanged");
const QLatin1String PromptsKey("promptsListChanged");
const QLatin1String ResourcesKey("resourcesListChanged");
const QLatin1String SubscriptionsKey("resourceSubscriptions");

QStringList uris(const QJsonObject &filter)
{
    QStringList out;
    for (const QJsonValue &uri : filter.value(SubscriptionsKey).toArray())
        out.append(uri.toString());
    return out;
}

} // namespace

ListenStream::ListenStream(QObject *parent)
    : QObject(parent)
    , m_reopenTimer(new QTimer(this))
    , m_lateTimer(new QTimer(this))
{
    m_reopenTimer->setSingleShot(true);
    connect(m_reopenTimer, &QTimer::timeout, this, [this] {
        ++m_reopens;
        open();
    });
    m_lateTimer->setSingleShot(true);
    m_lateTimer->setInterval(AcknowledgmentWaitMs);
    connect(m_lateTimer, &QTimer::timeout, this, [this] {
        if (m_pendingId < 0)
            return;
        m_late = true;
        Q_EMIT stateChanged();
    });
}

ListenStream::~ListenStream() = default;

void ListenStream::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    stop();
    m_client = client;
    if (!m_client)
        return;
    connect(m_client, &McpClient::stateChanged, this, &ListenStream::onClientState);
    connect(m_client, &McpClient::notificationReceived, this, &ListenStream::onNotification);
    onClientState(m_client->state());
}

bool ListenStream::offersResourceSubscriptions() const
{
    return m_client && m_client->isModern()
           && m_client->serverCapabilities()
                  .value(QLatin1String("resources"))
                  .toObject()
                  .value(QLatin1String("subscribe"))
                  .toBool();
}

QStringList ListenStream::acknowledgedResources() const
{
    return m_activeId >= 0 ? uris(m_acknowledged) : QStringList();
}

void ListenStream::setResourceSubscriptions(const QStringList &resources)
{
    if (resources == m_resources)
        return;
    m_resources = resources;
    if (m_client && m_client->isModern() && m_client->state() == McpClient::State::Ready) {
        m_failures = 0;
        m_reopenTimer->stop();
        open();
    }
}

QJsonObject ListenStream::filter() const
{
    const QJsonObject capabilities = m_client->serverCapabilities();
    QJsonObject filter;
    for (const auto &[feature, key] :
         {std::pair{QLatin1String("tools"), ToolsKey}, std::pair{QLatin1String("prompts"), PromptsKey},
          std::pair{QLatin1String("resources"), ResourcesKey}}) {
        if (capabilities.value(feature).toObject().value(QLatin1String("listChanged")).toBool())
            filter.insert(key, true);
    }
    if (!m_resources.isEmpty() && offersResourceSubscriptions())
        filter.insert(SubscriptionsKey, QJsonArray::fromStringList(m_resources));
    return filter;
}

void ListenStream::onClientState(McpClient::State state)
{
    if (state == McpClient::State::Ready && m_client->isModern()) {
        m_reopens = 0;
        m_failures = 0;
        open();
    } else if (state != McpClient::State::Ready) {
        // A new connection holds no subscription of the old one (the spec: re-send on stdio).
        if (state == McpClient::State::Starting)
            m_resources.clear();
        stop();
    }
}

void ListenStream::stop()
{
    m_reopenTimer->stop();
    m_lateTimer->stop();
    m_activeId = -1;
    m_pendingId = -1;
    m_late = false;
    m_acknowledged = {};
    m_requested = {};
    setState(State::Off);
}

void ListenStream::open()
{
    if (!m_client || !m_client->isModern() || m_client->state() != McpClient::State::Ready)
        return;
    if (m_pendingId >= 0) {
        // A newer filter replaces the one still waiting for its acknowledgment.
        const qint64 superseded = m_pendingId;
        m_pendingId = -1;
        m_client->cancel(superseded, tr("Replaced by a stream with other resources."));
    }
    m_requested = filter();
    if (m_requested.isEmpty()) {
        const qint64 active = m_activeId;
        m_activeId = -1;
        m_acknowledged = {};
        if (active >= 0)
            m_client->cancel(active, tr("Nothing to listen for any more."));
        setState(State::Off, tr("Not listening for changes: the server announces no list changes, and no resource "
                                "is subscribed."));
        return;
    }
    RequestOptions options;
    options.timeoutMs = 0; // a stream stays open until one side ends it
    m_late = false;
    m_lateTimer->start();
    // The answer may come before request() returns (a request refused before sending): the
    // callback learns its id through the holder.
    const auto id = std::make_shared<qint64>(-1);
    *id = m_client->request(
        QStringLiteral("subscriptions/listen"), {{QStringLiteral("notifications"), m_requested}}, this,
        [this, id](const Reply &reply) { onReply(*id, reply); }, options);
    if (*id < 0) {
        m_lateTimer->stop();
        setState(State::Failed, tr("The change stream could not be opened."));
        return;
    }
    m_pendingId = *id;
    setState(m_activeId >= 0 ? m_state : State::Opening);
}

void ListenStream::onNotification(const Message &message)
{
    if (message.method() != QLatin1String("notifications/subscriptions/acknowledged") || m_pendingId < 0
        || message.subscriptionId() != IdKey::integer(m_pendingId))
        return;
    const qint64 previous = m_activeId;
    m_activeId = m_pendingId;
    m_pendingId = -1;
    m_lateTimer->stop();
    m_late = false;
    m_failures = 0;
    m_acknowledged = message.params().value(QLatin1String("notifications")).toObject();
    if (previous >= 0)
        m_client->cancel(previous, tr("Replaced by a stream with other resources."));
    setState(State::Listening);
    const QStringList agreed = uris(m_acknowledged);
    QStringList refused;
    for (const QString &uri : uris(m_requested)) {
        if (!agreed.contains(uri))
            refused.append(uri);
    }
    Q_EMIT resourcesAcknowledged(agreed, refused);
}

void ListenStream::onReply(qint64 id, const Reply &reply)
{
    if (id < 0 || (id != m_activeId && id != m_pendingId))
        return; // a stream replaced or stopped by us
    const bool wasActive = id == m_activeId;
    if (wasActive)
        m_activeId = -1;
    else
        m_pendingId = -1;
    if (!m_client || m_client->state() != McpClient::State::Ready) {
        stop();
        return;
    }
    if (m_pendingId >= 0 || m_activeId >= 0)
        return; // the other stream goes on
    m_lateTimer->stop();
    switch (reply.status) {
    case Reply::Status::Result:
        setState(State::Ended, tr("The server closed the change stream (it answered subscriptions/listen). Changes "
                                  "are no longer reported; reconnect to listen again."));
        return;
    case Reply::Status::Error:
        setState(State::Failed, reply.errorCode == ErrorCode::MethodNotFound
                                    ? tr("The server does not offer subscriptions/listen (it answered “method not "
                                         "found”), so changes are not reported.")
                                    : tr("The server refused the change stream: %1").arg(reply.errorMessage));
        return;
    case Reply::Status::Cancelled:
        setState(State::Ended, tr("The change stream was cancelled: %1").arg(reply.errorMessage));
        return;
    case Reply::Status::Timeout:
    case Reply::Status::Disconnected:
    case Reply::Status::Broken:
        scheduleReopen(reply.errorMessage);
        return;
    }
}

void ListenStream::scheduleReopen(const QString &why)
{
    ++m_failures;
    if (m_failures > MaxReopenAttempts) {
        setState(State::Failed, tr("The change stream dropped %n times in a row, without being acknowledged in "
                                   "between; mcpscope stopped opening it. Last reason: %1",
                                   nullptr, m_failures - 1)
                                    .arg(why));
        return;
    }
    const int delay = m_reopenDelayMs << (m_failures - 1);
    m_reopenTimer->start(delay);
    setState(State::Reopening, tr("The change stream dropped (%1); it is opened again in %2 s (attempt %3 of %4).")
                                   .arg(why)
                                   .arg(QLocale().toString(delay / 1000.0, 'f', delay % 1000 ? 1 : 0))
                                   .arg(m_failures)
                                   .arg(MaxReopenAttempts));
}

void ListenStream::setState(State state, const QString &reason)
{
    if (state == m_state && reason == m_reason && state != State::Listening && state != State::Opening)
        return;
    m_state = state;
    m_reason = reason;
    Q_EMIT stateChanged();
}

QString ListenStream::stateText() const
{
    switch (m_state) {
    case State::Off:
        return m_reason.isEmpty() ? tr("Not listening (no modern connection).") : m_reason;
    case State::Opening: {
        QString text = tr("Opening the change stream (subscriptions/listen, request %1)…").arg(m_pendingId);
        if (m_late)
            text += QLatin1Char(' ')
                    + tr("The server has not acknowledged it after %n seconds; it must send "
                         "notifications/subscriptions/acknowledged first.",
                         nullptr, AcknowledgmentWaitMs / 1000);
        return text;
    }
    case State::Listening: {
        QStringList what;
        if (m_acknowledged.value(ToolsKey).toBool())
            what << tr("tool list");
        if (m_acknowledged.value(PromptsKey).toBool())
            what << tr("prompt list");
        if (m_acknowledged.value(ResourcesKey).toBool())
            what << tr("resource list");
        const qsizetype resources = uris(m_acknowledged).size();
        if (resources > 0)
            what << tr("%n subscribed resource(s)", nullptr, int(resources));
        QString text = tr("Listening for changes under subscription %1: %2.")
                           .arg(m_activeId)
                           .arg(what.isEmpty() ? tr("nothing (the server agreed to none of it)")
                                               : what.join(QLatin1String(", ")));
        QStringList left;
        for (const QLatin1String key : {ToolsKey, PromptsKey, ResourcesKey}) {
            if (m_requested.value(key).toBool() && !m_acknowledged.value(key).toBool())
                left << key;
        }
        if (!left.isEmpty())
            text += QLatin1Char(' ') + tr("The server left out: %1.").arg(left.join(QLatin1String(", ")));
        if (m_pendingId >= 0)
            text += QLatin1Char(' ') + tr("A stream with other resources is being opened.");
        if (m_reopens > 0)
            text += QLatin1Char(' ') + tr("Reopened %n time(s) after a drop.", nullptr, m_reopens);
        return text;
    }
    case State::Reopening:
    case State::Ended:
    case State::Failed:
        return m_reason;
    }
    return {};
}

} // namespace mcpscope
