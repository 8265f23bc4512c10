// SPDX-License-Identifier: MIT
#pragma once

#include "sseparser.h"
#include "transport.h"
#include "wire/httpexchange.h"

#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;
class QSslError;
class QTimer;

namespace mcpscope {

/// Where a remote server is and how to reach it.
struct HttpServerConfig
{
    /// Auto: Streamable HTTP, falling back to HTTP+SSE when the first POST is refused (4xx),
    /// as the official client does; a URL whose path ends in "/sse" starts with SSE.
    enum class Kind { Auto, StreamableHttp, Sse };
    QUrl url;
    Kind kind = Kind::Auto;
    /// Sent with every request (e.g. "Authorization: Bearer …"; the values may be secrets).
    HttpHeaders headers;
    int maxRedirects = 5;
    /// SHA-256 fingerprints (hex, lower case) of certificates the user chose to trust for
    /// this server although verification failed. Nothing else is ever accepted.
    QStringList trustedCertificates;
    qint64 maxMessageBytes = 256 * 1024 * 1024; ///< a body or SSE event larger than this is cut
    int connectTimeoutMs = 30000;               ///< no response headers within this: the request fails
    int streamReconnectLimit = 5;               ///< SSE streams resumed (Last-Event-ID) at most this often in a row
    int defaultRetryMs = 1000;                  ///< wait before resuming a stream that gave no "retry"
    /// The range a server's SSE "retry" is clamped to (milliseconds).
    static constexpr qint64 MinRetryMs = 100;
    static constexpr qint64 MaxRetryMs = 60 * 1000;

    /// "http", "sse" or "auto" (as --transport and mcpServers' "type" spell them).
    static QString kindName(Kind kind);
    /// Reads "http", "streamable-http", "streamableHttp", "sse", "auto"; false otherwise.
    static bool kindFromName(const QString &name, Kind *kind);
    /// The transport the official CLI picks for @p url: SSE when its path ends in "/sse".
    static Kind kindForUrl(const QUrl &url);
    /// Parses "Name: Value"; false when there is no name or no colon.
    static bool parseHeader(const QString &text, QPair<QByteArray, QByteArray> *header);
    /// The URL as people read it and as it is recorded: no user name or password, and the
    /// values of secret query parameters (key, sig, token, …) redacted.
    QString displayUrl() const;
};

/// Answers authorization challenges for an HttpTransport (OAuth lives outside transport).
class HttpAuthorizer
{
public:
    virtual ~HttpAuthorizer();
    /// The Authorization header value to send ("Bearer …"), or empty.
    virtual QByteArray authorization() const = 0;
    /// The server answered @p status (401 or 403) with @p wwwAuthenticate for @p resource.
    /// Call @p done once: true when a retry with the new authorization() makes sense; false
    /// with plain words when authorization cannot happen.
    virtual void challenge(int status, const QByteArray &wwwAuthenticate, const QUrl &resource,
                           std::function<void(bool retry, const QString &error)> done)
        = 0;
};

/// MCP over HTTP: Streamable HTTP (2025-03-26 and later: every message POSTed, answers as JSON
/// or as an SSE stream, an optional GET stream for the server's own messages, Mcp-Session-Id,
/// MCP-Protocol-Version, resumption with Last-Event-ID) and the HTTP+SSE transport of
/// 2024-11-05 (a GET event stream whose "endpoint" event names where to POST).
///
/// Every exchange is reported (httpExchange) before the frames it carried; each JSON body and
/// each SSE event with data becomes one Frame (flag Frame::Http, its exchange id in
/// Frame::exchange). The transport knows no JSON-RPC: it is told the protocol version and the
/// end of the handshake, and reports a message it could not deliver (deliveryFailed).
class HttpTransport : public Transport
{
    Q_OBJECT
public:
    explicit HttpTransport(const HttpServerConfig &config, QObject *parent = nullptr);
    ~HttpTransport() override;

    const HttpServerConfig &config() const { return m_config; }
    void setAuthorizer(HttpAuthorizer *authorizer) { m_authorizer = authorizer; }
    /// Asked when a response stream closes early: does the message @p payload still wait for
    /// its answer? Then the stream is resumed (GET with Last-Event-ID), as the spec says.
    void setAwaitingResponse(std::function<bool(const QByteArray &payload)> awaiting)
    {
        m_awaitingResponse = std::move(awaiting);
    }

    QString describe() const override;
    void start() override;
    bool send(const QByteArray &payload) override;
    void close() override;
    bool isStdio() const override { return false; }
    void setProtocolVersion(const QString &version) override;
    void handshakeDone() override;
    /// Sends @p payload with @p headers of its own besides the configured ones (the request
    /// metadata headers of MCP 2026-07-28: Mcp-Method, Mcp-Name, Mcp-Param-*). They go again
    /// with the message when it is sent again (after an authorization).
    bool send(const QByteArray &payload, const HttpHeaders &headers);

    /// Stateless Streamable HTTP (MCP 2026-07-28): no session id is taken or sent, no event
    /// stream is opened with GET, a closed response stream is not resumed (its request ends),
    /// and a JSON body that comes with an error status (400, 404) is delivered as the answer it
    /// is. A POST refused with 4xx is reported (deliveryFailed) rather than failing the
    /// connection or switching to HTTP+SSE: the client decides whether to fall back.
    void setSessionless(bool sessionless);
    bool sessionless() const { return m_sessionless; }

    /// The answer to @p payload is no longer awaited (timed out, cancelled): the stream that
    /// would carry it is closed.
    void abandon(const QByteArray &payload);

    /// The transport in use (StreamableHttp or Sse once known; Auto before the first answer).
    HttpServerConfig::Kind activeKind() const { return m_kind; }
    QByteArray sessionId() const { return m_sessionId; }
    /// The server needs authorization and it could not happen (the CLI's exit code 3).
    bool authorizationRequired() const { return m_authRequired; }
    /// The SHA-256 fingerprint of the certificate that failed verification last, if any.
    QString untrustedCertificate() const { return m_untrustedCertificate; }

    /// Reports a request the authorizer made (HttpExchange::authorization) as a row of this
    /// connection's timeline, numbered among the transport's own, and a step in plain words.
    void reportAuthorizationExchange(HttpExchange exchange);
    void reportAuthorizationStep(const QString &text) { Q_EMIT notice(text); }

Q_SIGNALS:
    /// A row of the HTTP timeline: emitted before the frames the exchange carried.
    void httpExchange(const mcpscope::HttpExchange &exchange);
    /// @p payload (sent with send()) will never reach the server, in plain words why.
    void deliveryFailed(const QByteArray &payload, const QString &reason);

private:
    struct Call;
    void post(const QByteArray &payload);
    void openGetStream(bool resume);
    void openLegacyStream();
    QNetworkRequest makeRequest(const QUrl &url, const QByteArray &accept) const;
    Call *track(QNetworkReply *reply, const QByteArray &method, const QByteArray &payload, const QString &purpose);
    void onMetaData(Call *call);
    void onReadyRead(Call *call);
    void onFinished(Call *call);
    void onSslErrors(Call *call, const QList<QSslError> &errors);
    /// A redirect: followed within the origin, stopped (the call fails, saying why) elsewhere.
    void onRedirected(Call *call, const QUrl &target);
    void deliverEvents(Call *call, const QList<SseEvent> &events);
    void emitBodyFrame(Call *call);
    void report(Call *call, HttpExchange::Phase phase);
    HttpExchange exchangeOf(const Call *call, HttpExchange::Phase phase) const;
    QString networkErrorText(const Call *call) const;
    void fallBackToSse(const QString &why);
    void handleAuthorization(Call *call);
    void scheduleResume(Call *call);
    void endSession(const QString &reason);
    void finishClose();
    int nextExchangeId() { return m_nextExchange++; }

    HttpServerConfig m_config;
    HttpServerConfig::Kind m_kind;
    QNetworkAccessManager *m_network = nullptr;
    HttpAuthorizer *m_authorizer = nullptr;
    QHash<QNetworkReply *, Call *> m_calls;
    QUrl m_postUrl; ///< Streamable HTTP: the URL; SSE: the endpoint event's URL
    QByteArray m_sessionId;
    QByteArray m_protocolVersion;
    QByteArray m_lastGetEventId; ///< the last event id seen on a stream we may resume
    qint64 m_retryMs = -1;       ///< the server's last "retry", or -1
    std::function<bool(const QByteArray &)> m_awaitingResponse;
    QHash<QByteArray, HttpHeaders> m_messageHeaders; ///< send(payload, headers): by payload
    bool m_sessionless = false;
    QByteArrayList m_queued;     ///< payloads waiting for the SSE endpoint (or a fallback)
    QByteArrayList m_unanswered; ///< Auto: the first POSTs, re-sent if we fall back to SSE
    bool m_firstAnswer = false;  ///< the server answered a POST (Auto is settled)
    bool m_handshakeDone = false;
    bool m_getStreamRefused = false;
    bool m_authRequired = false;
    struct AuthWaiter
    {
        QByteArray payload;
        int role; ///< Call::Role
    };
    void authorizationFailed(const AuthWaiter &waiter, const QString &why);
    QSet<QByteArray> m_refused;      ///< requests refused (401/403) and not through yet
    int m_authRounds = 0;            ///< authorizations since one last worked
    QList<AuthWaiter> m_authWaiters; ///< refused while an authorization runs
    bool m_authorizing = false;
    int m_resumeAttempts = 0;
    QString m_untrustedCertificate;
    int m_nextExchange = 1;
    qint64 m_frameOffset = 0;
    QTimer *m_closeTimer = nullptr;
};

} // namespace mcpscope
