// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QHttpHeaders>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QString>

#include <memory>

class DemoServer;
class QHttpServerResponder;

/// The stateless Streamable HTTP of MCP 2026-07-28 at the demo server's /mcp: no session, one
/// POST per request. Checks the headers that mirror the body (MCP-Protocol-Version, Mcp-Method,
/// Mcp-Name), then hands the request to one DemoServer that serves every modern client.
///
/// Clients choose their request ids on their own, so two of them may use the same one: each
/// POST's request gets an id of its own on the way in, and its answer gets the client's back on
/// the way out (also as the subscription id of a subscriptions/listen stream). A request is
/// answered with application/json when its response is the first thing the server sends for it,
/// with an SSE stream when something comes first (progress, log messages, the acknowledgment of
/// a subscription).
class ModernHttp : public QObject
{
    Q_OBJECT
public:
    explicit ModernHttp(QObject *parent = nullptr);
    ~ModernHttp() override;

    /// True when @p message, POSTed without Mcp-Session-Id, belongs to 2026-07-28: its body
    /// says so (the envelope, or a method only that era has) or its MCP-Protocol-Version does.
    static bool isModern(const QJsonObject &message, const QHttpHeaders &headers);

    /// Answers @p message (a request or a notification) on @p responder, the POST of the client
    /// end @p peer.
    void post(const QJsonObject &message, const QHttpHeaders &headers, QHttpServerResponder &&responder,
              const QString &peer);
    /// True while a request POSTed on the connection @p peer is still being answered.
    bool holds(const QString &peer) const;
    /// The connection @p peer closed: what it was waiting for is cancelled.
    void connectionClosed(const QString &peer);

private:
    struct Pending
    {
        QJsonValue clientId; // the id the client gave the request
        QString internalId;  // the id the server saw
        std::unique_ptr<QHttpServerResponder> responder;
        QString peer;
        bool streaming = false; // an SSE stream was started
    };

    void route(const QJsonObject &message, const QString &requestKey);
    void requestDropped(const QString &requestKey);
    void end(const QString &requestKey);

    std::unique_ptr<DemoServer> m_server;
    QHash<QString, std::shared_ptr<Pending>> m_pending; // DemoServer::requestKey() of the internal id
    quint64 m_nextId = 1;
};
