// SPDX-License-Identifier: MIT
#include "resourcecatalog.h"

#include "mcp/listenstream.h"
#include "resourcelistmodel.h"
#include "resourcetemplatemodel.h"

#include <QDateTime>

namespace mcpscope {

ResourceCatalog::ResourceCatalog(QObject *parent)
    : QObject(parent)
    , m_resources(new ResourceListModel(this))
    , m_templates(new ResourceTemplateModel(this))
{
}

ResourceCatalog::~ResourceCatalog() = default;

void ResourceCatalog::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    m_client = client;
    ++m_generation;
    ++m_connection;
    m_resources->clear();
    m_resources->clearSubscriptions();
    m_templates->clear();
    m_pendingLists = 0;
    if (m_client) {
        connect(m_client, &McpClient::stateChanged, this, &ResourceCatalog::onStateChanged);
        connect(m_client, &McpClient::notificationReceived, this, &ResourceCatalog::onNotification);
        if (m_client->state() == McpClient::State::Ready)
            refresh();
    }
    Q_EMIT availabilityChanged();
}

bool ResourceCatalog::isOffered() const
{
    return m_client && m_client->state() == McpClient::State::Ready
           && m_client->serverCapabilities().value(QLatin1String("resources")).isObject();
}

bool ResourceCatalog::canSubscribe() const
{
    if (isModern())
        return isOffered() && m_listen && m_listen->offersResourceSubscriptions();
    return isOffered()
           && m_client->serverCapabilities()
                  .value(QLatin1String("resources"))
                  .toObject()
                  .value(QLatin1String("subscribe"))
                  .toBool();
}

bool ResourceCatalog::isModern() const
{
    return m_client && m_client->isModern();
}

void ResourceCatalog::setListenStream(ListenStream *stream)
{
    if (m_listen)
        disconnect(m_listen, nullptr, this, nullptr);
    m_listen = stream;
    if (m_listen) {
        connect(m_listen, &ListenStream::resourcesAcknowledged, this, &ResourceCatalog::onStreamAcknowledged);
        connect(m_listen, &ListenStream::stateChanged, this, &ResourceCatalog::availabilityChanged);
    }
    Q_EMIT availabilityChanged();
}

void ResourceCatalog::onStreamAcknowledged(const QStringList &uris, const QStringList &refused)
{
    // The acknowledged stream is what counts: every resource it covers is subscribed, and
    // every other one is not (any more).
    for (const QString &uri : m_listen->resourceSubscriptions() + m_subscribedOnStream) {
        const bool now = uris.contains(uri);
        if (now == m_resources->isSubscribed(uri))
            continue;
        m_resources->setSubscribed(uri, now);
        if (!now)
            m_resources->setUpdated(uri, false);
        if (!refused.contains(uri))
            Q_EMIT subscriptionChanged(uri, now);
    }
    m_subscribedOnStream = uris;
    for (const QString &uri : refused)
        Q_EMIT subscriptionFailed(uri, tr("the server left this resource out when it acknowledged the change stream, "
                                          "so it will not report its changes"));
}

bool ResourceCatalog::announcesListChanges() const
{
    return isOffered()
           && m_client->serverCapabilities()
                  .value(QLatin1String("resources"))
                  .toObject()
                  .value(QLatin1String("listChanged"))
                  .toBool();
}

bool ResourceCatalog::isSubscribed(const QString &uri) const
{
    return m_resources->isSubscribed(uri);
}

bool ResourceCatalog::isUpdated(const QString &uri) const
{
    return m_resources->isUpdated(uri);
}

void ResourceCatalog::onStateChanged(McpClient::State state)
{
    if (state == McpClient::State::Starting) {
        // A new connection is a new MCP session: nothing of the old one holds.
        ++m_generation;
        ++m_connection;
        m_pendingLists = 0;
        m_error.clear();
        m_resources->clear();
        m_resources->clearSubscriptions();
        m_subscribedOnStream.clear();
        m_templates->clear();
    } else if (state == McpClient::State::Ready) {
        refresh();
    } else if (state != McpClient::State::Initializing) {
        // Subscriptions end with the session; the lists stay visible.
        m_resources->clearSubscriptions();
        m_subscribedOnStream.clear();
        m_pendingLists = 0;
    }
    Q_EMIT availabilityChanged();
}

void ResourceCatalog::refresh()
{
    if (!isOffered())
        return;
    const int generation = ++m_generation;
    m_pendingLists = 2;
    m_pendingError.clear();
    m_pendingCache = {};
    m_client->requestAll(
        QStringLiteral("resources/list"), QStringLiteral("resources"), {}, this,
        [this, generation](const Reply &reply) {
            if (generation != m_generation)
                return;
            if (reply.ok())
                m_resources->setItems(reply.result.object().value(QLatin1String("resources")).toArray());
            m_pendingCache = m_pendingCache.mergedWith(reply.cache);
            listDone(reply.ok() ? QString()
                                : tr("The list of resources could not be read: %1").arg(reply.errorMessage));
        });
    m_client->requestAll(
        QStringLiteral("resources/templates/list"), QStringLiteral("resourceTemplates"), {}, this,
        [this, generation](const Reply &reply) {
            if (generation != m_generation)
                return;
            if (reply.ok())
                m_templates->setItems(reply.result.object().value(QLatin1String("resourceTemplates")).toArray());
            m_pendingCache = m_pendingCache.mergedWith(reply.cache);
            // Templates are optional: a server without them may answer "method not found".
            const bool missing = reply.status == Reply::Status::Error && reply.errorCode == -32601;
            if (missing)
                m_templates->clear();
            listDone(reply.ok() || missing
                         ? QString()
                         : tr("The list of resource templates could not be read: %1").arg(reply.errorMessage));
        });
}

void ResourceCatalog::listDone(const QString &error)
{
    if (!error.isEmpty())
        m_pendingError = m_pendingError.isEmpty() ? error : m_pendingError + QLatin1Char('\n') + error;
    if (--m_pendingLists > 0)
        return;
    m_pendingLists = 0;
    m_error = m_pendingError;
    m_cache = m_pendingCache;
    Q_EMIT refreshed();
}

bool ResourceCatalog::refreshIfStale()
{
    if (isLoading() || !isOffered() || !m_cache.isStale(QDateTime::currentMSecsSinceEpoch()))
        return false;
    refresh();
    return true;
}

qint64 ResourceCatalog::read(const QString &uri, QObject *context, McpClient::Callback callback)
{
    if (!m_client)
        return -1;
    QPointer<ResourceCatalog> self(this);
    const int connection = m_connection;
    return m_client->request(QStringLiteral("resources/read"), {{QStringLiteral("uri"), uri}}, context,
                             [self, uri, connection, callback](const Reply &reply) {
                                 if (self && reply.ok() && connection == self->m_connection)
                                     self->m_resources->setUpdated(uri, false);
                                 if (callback)
                                     callback(reply);
                             });
}

void ResourceCatalog::subscribe(const QString &uri)
{
    if (!canSubscribe())
        return;
    if (isModern()) {
        QStringList uris = m_listen->resourceSubscriptions();
        if (!uris.contains(uri))
            m_listen->setResourceSubscriptions(uris << uri);
        return;
    }
    requestSubscription(uri, true);
}

void ResourceCatalog::unsubscribe(const QString &uri)
{
    if (!isOffered())
        return;
    if (isModern()) {
        if (m_listen) {
            QStringList uris = m_listen->resourceSubscriptions();
            uris.removeAll(uri);
            m_listen->setResourceSubscriptions(uris);
        }
        return;
    }
    requestSubscription(uri, false);
}

void ResourceCatalog::requestSubscription(const QString &uri, bool subscribe)
{
    const int connection = m_connection;
    m_client->request(subscribe ? QStringLiteral("resources/subscribe") : QStringLiteral("resources/unsubscribe"),
                      {{QStringLiteral("uri"), uri}}, this, [this, uri, connection, subscribe](const Reply &reply) {
                          if (connection != m_connection)
                              return;
                          if (!reply.ok()) {
                              Q_EMIT subscriptionFailed(uri, reply.errorMessage);
                              return;
                          }
                          m_resources->setSubscribed(uri, subscribe);
                          if (!subscribe)
                              m_resources->setUpdated(uri, false);
                          Q_EMIT subscriptionChanged(uri, subscribe);
                      });
}

void ResourceCatalog::onNotification(const Message &message)
{
    const QString method = message.method();
    if (method == QLatin1String("notifications/resources/list_changed")) {
        Q_EMIT listChanged();
        refresh();
    } else if (method == QLatin1String("notifications/resources/updated")) {
        const QString uri = message.paramString(QLatin1String("uri"));
        if (uri.isEmpty())
            return;
        m_resources->setUpdated(uri, true);
        Q_EMIT resourceUpdated(uri);
    }
}

} // namespace mcpscope
