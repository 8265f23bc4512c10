// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QHttpServer>
#include <QObject>
#include <QString>

#include <memory>

class HttpSession;
class ModernHttp;
class OAuthServer;
class TcpListener;

/// The demo server's HTTP mode: MCP over Streamable HTTP at /mcp, and with oauth a test OAuth 2.1
/// authorization server beside it. Both eras on the one endpoint: 2025-11-25 and earlier with one
/// DemoServer per session (initialize starts one), and the stateless 2026-07-28 (a request with
/// the `_meta` envelope and no Mcp-Session-Id) through ModernHttp.
class DemoHttpServer : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QHostAddress address = QHostAddress(QHostAddress::LocalHost);
        quint16 port = 0;           // 0: any free port
        bool jsonResponses = false; // answer requests with application/json instead of SSE
        bool oauth = false;
        bool legacyOnly = false; // no 2026-07-28: every request needs a session
        qint64 tokenLifetimeSeconds = 3600;
    };
    /// Request bodies above this are refused with 413.
    static constexpr qint64 MaxBodyBytes = qint64(16) * 1024 * 1024;
    /// At most this many sessions live at once; a new one ends the one unused the longest.
    static constexpr int MaxSessions = 64;

    explicit DemoHttpServer(const Options &options, QObject *parent = nullptr);
    ~DemoHttpServer() override;

    /// Starts listening; false with plain words in @p error when it cannot.
    bool listen(QString *error);
    /// The MCP endpoint, e.g. http://127.0.0.1:8123/mcp.
    QString endpoint() const;

private:
    void handleMcp(const QHttpServerRequest &request, QHttpServerResponder &responder);
    void handlePost(const QHttpServerRequest &request, QHttpServerResponder &responder);
    void handleGet(const QHttpServerRequest &request, QHttpServerResponder &responder);
    void handleDelete(const QHttpServerRequest &request, QHttpServerResponder &responder);
    /// Refuses requests whose Origin is not a loopback origin (403); true when the request may go on.
    bool checkOrigin(const QHttpServerRequest &request, QHttpServerResponder &responder) const;
    /// The session named in Mcp-Session-Id; answers 400 or 404 and returns null when there is none.
    HttpSession *sessionFor(const QHttpServerRequest &request, QHttpServerResponder &responder);
    HttpSession *createSession();
    void endSession(const QString &id);
    void connectionClosed(const QString &peer);
    /// Scheme, host and port as the client reached this server (from Host), e.g. http://127.0.0.1:8123.
    QString origin(const QHttpServerRequest &request) const;
    QString hostPort() const;

    Options m_options;
    // Sessions hold responders of QHttpServer's connections: they must go before m_http does.
    QHttpServer m_http;
    TcpListener *m_listener = nullptr; // owned by m_http once bound
    std::unique_ptr<OAuthServer> m_oauth;
    // Holds responders of m_http's connections too: declared after m_http, so it goes first.
    std::unique_ptr<ModernHttp> m_modern;
    QHash<QString, HttpSession *> m_sessions;
    QHash<QString, quint64> m_lastUse;
    quint64 m_useCounter = 0;
};
