// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/mcpclient.h"

#include <QObject>
#include <QPointer>

namespace mcpscope {

class PromptListModel;

/// What a server offers as prompts, kept current: the list (all pages, asked for when the
/// connection is ready and again on notifications/prompts/list_changed) and prompts/get.
class PromptCatalog : public QObject
{
    Q_OBJECT
public:
    explicit PromptCatalog(QObject *parent = nullptr);
    ~PromptCatalog() override;

    /// Follows @p client (not owned); the list is asked for whenever it becomes ready.
    void setClient(McpClient *client);
    McpClient *client() const { return m_client; }
    PromptListModel *prompts() const { return m_prompts; }

    /// True while connected to a server that declared the "prompts" capability.
    bool isOffered() const;
    bool isLoading() const { return m_loading; }
    /// Why the last refresh failed, in plain words ("" when it did not).
    QString errorText() const { return m_error; }

    /// Asks for the list again (all pages).
    void refresh();
    /// MCP 2026-07-28: the list's caching hints (ttlMs, cacheScope), unknown on older connections.
    CacheHint cacheHint() const { return m_cache; }
    /// Asks for the list again when its caching hint says it is stale (the spec: re-fetch on
    /// the next access); true when it did.
    bool refreshIfStale();
    /// prompts/get of @p name with string @p arguments (empty values are left out).
    qint64 get(const QString &name, const QJsonObject &arguments, QObject *context, McpClient::Callback callback);

Q_SIGNALS:
    void refreshed();
    /// The server said its prompt list changed; a refresh has been started.
    void listChanged();
    void availabilityChanged();

private:
    void onStateChanged(McpClient::State state);

    QPointer<McpClient> m_client;
    PromptListModel *m_prompts;
    bool m_loading = false;
    QString m_error;
    int m_generation = 0;
    CacheHint m_cache;
};

} // namespace mcpscope
