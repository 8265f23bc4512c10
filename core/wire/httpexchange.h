// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QPair>
#include <QString>

class QUrl;

namespace mcpscope {

using HttpHeaders = QList<QPair<QByteArray, QByteArray>>;

/// One HTTP request and what came back, as the HTTP transport saw it: a row of the timeline
/// and a line of the session file. The JSON-RPC messages it carried are events of their own
/// that name its id (SessionEvent::exchange).
struct HttpExchange
{
    enum class Phase {
        Response,  ///< the response's status and headers arrived (a stream goes on)
        Complete,  ///< the response is complete: status, headers and body
        StreamEnd, ///< an event stream that an earlier Response row opened ended
        Failed,    ///< no response: connection refused, DNS, TLS, timeout, redirect loop
    };
    int id = -1; ///< the transport's number for it, shared by its rows
    Phase phase = Phase::Complete;
    QByteArray method;          ///< GET, POST, DELETE
    QString url;                ///< as requested (credentials removed)
    QString finalUrl;           ///< after redirects, when it differs
    HttpHeaders requestHeaders; ///< as sent; secret values are redacted by Redactor on export
    int status = 0;             ///< 0: no response
    QByteArray reason;          ///< the status line's reason phrase
    HttpHeaders responseHeaders;
    QByteArray contentType; ///< the media type, lower case, without parameters
    QByteArray sessionId;   ///< Mcp-Session-Id of the response, if any
    QByteArray lastEventId; ///< StreamEnd: the last SSE event id seen on the stream
    qint64 requestBytes = 0;
    qint64 responseBytes = 0; ///< body bytes received (so far, for a Response row)
    qint64 elapsedMs = 0;     ///< from sending the request to this row
    int events = 0;           ///< StreamEnd: SSE events with data on the stream
    QByteArray body;          ///< a body that carried no JSON-RPC message (an HTML page, an
                              ///< error text), at most BodyKeep bytes; messages are events
    bool bodyTruncated = false;
    bool sseCut = false;        ///< StreamEnd: the stream ended in the middle of an event
    QString error;              ///< Failed (or a stream cut short): what went wrong, in plain words
    QString purpose;            ///< plain words: "message", "event stream", "end of session"…
    bool legacySse = false;     ///< made by the HTTP+SSE transport of 2024-11-05
    bool authorization = false; ///< made by the OAuth client (metadata, registration, token),
                                ///< not by the transport: no MCP rules apply to it

    static constexpr qsizetype BodyKeep = 64 * 1024;

    static QString phaseName(Phase phase);
    static bool phaseFromName(const QString &name, Phase *phase);
    /// True for headers whose values are secrets (authorization, cookies, names with token,
    /// api-key or secret in them): recorded as "[redacted]".
    static bool isSecretHeader(const QByteArray &name);
    /// By its name, or by the shape of @p value: a credential scheme ("Bearer …", "Basic …"),
    /// a JSON Web Token, or a key of a well-known kind (sk-…, ghp_…, xoxb-…, AKIA…, AIza…).
    static bool isSecretHeader(const QByteArray &name, const QByteArray &value);
    /// Whether a query parameter named @p key holds a secret (key, code, sig, token, api_key, …).
    static bool isSecretQueryKey(const QString &key);
    /// A header value in the form MCP 2026-07-28 sends text that is not plain visible ASCII
    /// in (Mcp-Name, Mcp-Param-*): as it is when it is plain, else "=?base64?…?=" of its UTF-8.
    static QByteArray encodeHeaderText(const QString &value);
    /// The reverse; @p encoded tells whether the value was in the base64 form.
    static QString decodeHeaderText(const QByteArray &value, bool *encoded = nullptr);
    /// @p url for the record: no user info, and the values of secret query parameters redacted.
    static QString redactUrl(const QUrl &url);
    static constexpr const char *RedactedValue = "[redacted]";
    /// The value of header @p name (case-insensitive), or a null array.
    static QByteArray header(const HttpHeaders &headers, const QByteArray &name);
    /// "POST /mcp → 200 text/event-stream" and the like, for one line of a list.
    QString summary() const;
    /// The exchange as people read it: the request line and headers, the status line and
    /// headers, and a body that carried no message (secret values as recorded: redacted).
    QString text() const;

    QJsonObject toJson() const;
    static HttpExchange fromJson(const QJsonObject &object);
};

} // namespace mcpscope

Q_DECLARE_METATYPE(mcpscope::HttpExchange)
