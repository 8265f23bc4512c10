// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/mcpclient.h"
#include "toolcallhistory.h"

#include <QHash>
#include <QObject>
#include <QPointer>

namespace mcpscope {

class ToolListModel;

/// The tools of the connected server and the calls made to them: asks tools/list (all pages)
/// once the server is ready and again when it says the list changed, calls tools with a
/// progress token always attached, cancels them, and records every call in a history.
class ToolController : public QObject
{
    Q_OBJECT
public:
    enum class Availability {
        NotConnected, ///< no server ready
        NoTools,      ///< the server does not offer tools (no "tools" capability)
        Loading,      ///< tools/list asked, no answer yet
        Ready,        ///< the list is there
        ListFailed,   ///< tools/list failed (listError() says why)
    };
    Q_ENUM(Availability)

    explicit ToolController(QObject *parent = nullptr);
    ~ToolController() override;

    /// Follows @p client (not owned).
    void setClient(McpClient *client);
    McpClient *client() const { return m_client; }

    ToolListModel *tools() const { return m_tools; }
    ToolCallHistory *history() const { return m_history; }
    Availability availability() const { return m_availability; }
    /// Why tools/list failed, in plain words.
    QString listError() const { return m_listError; }

    /// Asks tools/list again (all pages).
    void refresh();
    /// MCP 2026-07-28: the list's caching hints (ttlMs, cacheScope), unknown on older connections.
    CacheHint cacheHint() const { return m_cache; }
    /// Asks for the list again when its caching hint says it is stale (the spec: re-fetch on
    /// the next access); true when it did.
    bool refreshIfStale();

    /// Calls @p tool with @p arguments; @p argumentsInvalid marks a call sent although the
    /// arguments break the inputSchema. Returns the call's serial in history(), or -1 when
    /// no server is ready.
    qint64 call(const QString &tool, const QJsonObject &arguments, bool argumentsInvalid = false);
    /// Cancels a running call (notifications/cancelled).
    void cancel(qint64 serial);
    bool isRunning(qint64 serial) const { return m_running.contains(serial); }
    qsizetype runningCount() const { return m_running.size(); }

Q_SIGNALS:
    void availabilityChanged(mcpscope::ToolController::Availability availability);
    /// A new list arrived; @p serverChanged when the server had said its list changed.
    void toolsRefreshed(bool serverChanged);
    void callStarted(qint64 serial);
    /// notifications/progress for a running call (@p total is 0 when unknown).
    void callProgress(qint64 serial, double progress, double total, const QString &message);
    /// The call ended (its record in history() has the outcome).
    void callFinished(qint64 serial);

private:
    void setAvailability(Availability availability);
    void onClientState();
    void onReady();
    void fetch();

    QPointer<McpClient> m_client;
    ToolListModel *m_tools;
    ToolCallHistory *m_history;
    Availability m_availability = Availability::NotConnected;
    QString m_listError;
    QHash<qint64, qint64> m_running; ///< serial -> request id
    bool m_fetching = false;
    CacheHint m_cache;
    bool m_fetchAgain = false;
    bool m_serverChanged = false;
    int m_generation = 0; ///< bumps per connection, so late answers of an old one are ignored
};

} // namespace mcpscope
