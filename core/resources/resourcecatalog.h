// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/mcpclient.h"

#include <QObject>
#include <QPointer>

namespace mcpscope {

class ListenStream;
class ResourceListModel;
class ResourceTemplateModel;

/// What a server offers as resources, kept current: the resource and template lists (all
/// pages, asked for when the connection is ready and again on
/// notifications/resources/list_changed), reading, and subscriptions with their "updated"
/// state (notifications/resources/updated).
class ResourceCatalog : public QObject
{
    Q_OBJECT
public:
    explicit ResourceCatalog(QObject *parent = nullptr);
    ~ResourceCatalog() override;

    /// Follows @p client (not owned); lists are asked for whenever it becomes ready.
    void setClient(McpClient *client);
    McpClient *client() const { return m_client; }
    /// The change stream of the connection (not owned): on a modern connection (MCP
    /// 2026-07-28) subscribing adds the resource to it instead of resources/subscribe.
    void setListenStream(ListenStream *stream);
    ResourceListModel *resources() const { return m_resources; }
    ResourceTemplateModel *templates() const { return m_templates; }

    /// True while connected to a server that declared the "resources" capability.
    bool isOffered() const;
    /// True when the server declared resources.subscribe (on a modern connection: and a
    /// change stream can carry the subscription).
    bool canSubscribe() const;
    /// True when the server declared resources.listChanged.
    bool announcesListChanges() const;
    /// True while a list is being asked for.
    bool isLoading() const { return m_pendingLists > 0; }
    /// Why the last refresh failed, in plain words ("" when it did not).
    QString errorText() const { return m_error; }

    /// Asks for both lists again (all pages).
    void refresh();
    /// MCP 2026-07-28: both lists' caching hints (ttlMs, cacheScope), unknown on older connections.
    CacheHint cacheHint() const { return m_cache; }
    /// Asks for the list again when its caching hint says it is stale (the spec: re-fetch on
    /// the next access); true when it did.
    bool refreshIfStale();
    /// resources/read of @p uri; a successful read clears the URI's "updated" flag.
    qint64 read(const QString &uri, QObject *context, McpClient::Callback callback);
    /// resources/subscribe (modern: the change stream, opened again with @p uri); the URI
    /// counts as subscribed once the server agreed (modern: acknowledged the stream).
    void subscribe(const QString &uri);
    /// resources/unsubscribe (modern: the change stream without @p uri).
    void unsubscribe(const QString &uri);
    bool isSubscribed(const QString &uri) const;
    bool isUpdated(const QString &uri) const;

Q_SIGNALS:
    /// A refresh finished (both lists answered or failed).
    void refreshed();
    /// The server said its resource list changed; a refresh has been started.
    void listChanged();
    /// The server said @p uri changed (its "updated" flag is set).
    void resourceUpdated(const QString &uri);
    void subscriptionChanged(const QString &uri, bool subscribed);
    /// The server refused a subscribe or unsubscribe (plain words).
    void subscriptionFailed(const QString &uri, const QString &reason);
    /// Connection state or capabilities changed (isOffered() and friends may differ).
    void availabilityChanged();

private:
    /// resources/subscribe (or unsubscribe) for @p uri; the model follows the answer.
    void requestSubscription(const QString &uri, bool subscribe);
    void onStateChanged(McpClient::State state);
    void onNotification(const Message &message);
    void listDone(const QString &error);
    void onStreamAcknowledged(const QStringList &uris, const QStringList &refused);
    bool isModern() const;

    QPointer<McpClient> m_client;
    QPointer<ListenStream> m_listen;
    CacheHint m_cache;
    CacheHint m_pendingCache;
    QStringList m_subscribedOnStream; ///< modern: the resources the acknowledged stream covers
    ResourceListModel *m_resources;
    ResourceTemplateModel *m_templates;
    int m_pendingLists = 0;
    QString m_error;
    QString m_pendingError;
    int m_generation = 0; ///< bumps on every refresh: late lists are ignored
    int m_connection = 0; ///< bumps on every connection: answers of an old one are ignored
};

} // namespace mcpscope
