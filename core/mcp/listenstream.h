// SPDX-License-Identifier: MIT
#pragma once

#include "mcpclient.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QTimer;

namespace mcpscope {

/// The change stream of a modern connection (MCP 2026-07-28 `subscriptions/listen`): one per
/// connection, opened when the connection is ready, asking for the list changes the server
/// announces and for the resources the user subscribed to. It follows the stream's life in
/// plain words: waiting for the acknowledgment, listening under a subscription id, reopened
/// after a drop (a few times, with growing pauses), ended by the server, refused.
///
/// Changing the resources opens a new stream; the old one is cancelled once the new one is
/// acknowledged, so that no change is missed in between. On a 2025 connection it stays Off:
/// there, resources/subscribe and the list_changed notifications need no stream.
class ListenStream : public QObject
{
    Q_OBJECT
public:
    enum class State {
        Off,       ///< no modern connection, or nothing to listen for
        Opening,   ///< asked; no acknowledgment yet
        Listening, ///< acknowledged
        Reopening, ///< dropped; opened again after a pause
        Ended,     ///< the server closed it (a result to subscriptions/listen)
        Failed,    ///< refused, or dropped too often
    };
    Q_ENUM(State)

    /// Attempts to reopen a dropped stream before it counts as failed.
    static constexpr int MaxReopenAttempts = 5;
    /// An acknowledgment later than this is reported as late.
    static constexpr int AcknowledgmentWaitMs = 10000;

    explicit ListenStream(QObject *parent = nullptr);
    ~ListenStream() override;

    /// Follows @p client (not owned).
    void setClient(McpClient *client);
    /// Pause before the first reopening (doubled for each further one); tests shorten it.
    void setReopenDelayMs(int ms) { m_reopenDelayMs = ms; }

    State state() const { return m_state; }
    /// The state in plain words, with the subscription id and what the server agreed to.
    QString stateText() const;
    /// The JSON-RPC id of the acknowledged stream's request (its subscription id), or -1.
    qint64 subscriptionId() const { return m_activeId; }
    /// The filter asked for, and the part of it the server acknowledged.
    QJsonObject requestedFilter() const { return m_requested; }
    QJsonObject acknowledgedFilter() const { return m_acknowledged; }
    /// How often the stream was opened again after a drop, on this connection.
    int reopenCount() const { return m_reopens; }

    /// The resources to be told about (notifications/resources/updated); opens a new stream.
    void setResourceSubscriptions(const QStringList &uris);
    QStringList resourceSubscriptions() const { return m_resources; }
    /// The resources the acknowledged stream covers.
    QStringList acknowledgedResources() const;
    /// True when the server can tell about changes of single resources (resources.subscribe).
    bool offersResourceSubscriptions() const;

Q_SIGNALS:
    void stateChanged();
    /// A stream was acknowledged, covering @p uris of the resources asked for; @p refused are
    /// those asked for that the server left out.
    void resourcesAcknowledged(const QStringList &uris, const QStringList &refused);

private:
    void onClientState(McpClient::State state);
    void onNotification(const Message &message);
    void open();
    void onReply(qint64 id, const Reply &reply);
    void scheduleReopen(const QString &why);
    void stop();
    void setState(State state, const QString &reason = {});
    QJsonObject filter() const;

    QPointer<McpClient> m_client;
    State m_state = State::Off;
    QString m_reason;        ///< why it ended, failed or reopens (plain words)
    qint64 m_activeId = -1;  ///< the acknowledged stream
    qint64 m_pendingId = -1; ///< a stream asked for, not acknowledged yet
    QJsonObject m_requested;
    QJsonObject m_acknowledged;
    QStringList m_resources;
    int m_reopens = 0;
    int m_failures = 0; ///< drops in a row, without an acknowledgment between them
    int m_reopenDelayMs = 1000;
    bool m_late = false; ///< the pending stream waited longer than AcknowledgmentWaitMs
    QTimer *m_reopenTimer;
    QTimer *m_lateTimer;
};

} // namespace mcpscope
