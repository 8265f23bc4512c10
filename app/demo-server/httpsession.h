// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QHttpHeaders>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class DemoServer;
class QHttpServerResponder;

/// One MCP session of the Streamable HTTP transport: its own DemoServer, the SSE streams that
/// carry what the server sends, and what those streams sent (so that a client can resume one
/// with Last-Event-ID).
///
/// A request POSTed gets its own stream: its response, and everything the server sends while it
/// handles that request (progress, log messages, sampling or elicitation requests), go there; then
/// the stream ends. With JSON responses the request gets one application/json answer instead, and
/// the other messages go to the GET stream. The GET stream carries what belongs to no request
/// (resource updates); while no GET connection is open it keeps them until one opens.
class HttpSession : public QObject
{
    Q_OBJECT
public:
    /// A session called @p id; requests are answered with JSON instead of SSE when @p jsonResponses.
    HttpSession(const QString &id, bool jsonResponses, QObject *parent = nullptr);
    ~HttpSession() override;

    QString id() const { return m_id; }
    DemoServer *server() const { return m_server.get(); }
    /// True when a request with the key @p requestKey is still waiting for its response.
    bool isPending(const QString &requestKey) const { return m_pending.contains(requestKey); }

    /// Hands the request @p message to the server; its answer goes to @p responder (the POST's
    /// connection, client end @p peer). For initialize, @p initialize adds Mcp-Session-Id to a
    /// successful answer.
    void postRequest(const QJsonObject &message, QHttpServerResponder &&responder, const QString &peer,
                     bool initialize = false);
    /// Opens the GET stream on @p responder, or resumes the stream named in @p lastEventId.
    void openStream(QHttpServerResponder &&responder, const QString &peer, const QByteArray &lastEventId);
    /// True while a stream of this session answers on the connection @p peer.
    bool holds(const QString &peer) const;
    /// The connection @p peer closed: its stream keeps what is sent until the client resumes it.
    void connectionClosed(const QString &peer);
    /// Ends every open stream (the session was deleted or replaced).
    void close();

private:
    struct Event
    {
        qint64 number = 0;
        QByteArray bytes; // the whole SSE event
    };
    struct Stream
    {
        QString id;
        QString requestKey; // the request whose response ends this stream; empty for the GET stream
        bool json = false;  // answer with one application/json body
        bool initialize = false;
        QList<Event> events; // the last MaxKeptEvents events, for resumption
        qint64 lastNumber = 0;
        qint64 delivered = 0;                            // the last event written to a connection
        bool finished = false;                           // the response was sent; nothing more comes
        std::unique_ptr<QHttpServerResponder> responder; // the open connection, if any
        QString peer;
        bool started = false; // the connection's status line and headers are written
    };

    void route(const QJsonObject &message, const QString &requestKey);
    void requestDropped(const QString &requestKey);
    /// Sends @p message as the next event of @p stream (or keeps it until a connection takes it);
    /// @p last ends the stream with it.
    void append(Stream *stream, const QJsonObject &message, bool last = false);
    void start(Stream *stream, bool prime, const QHttpHeaders &extra = {});
    void write(Stream *stream, const Event &event);
    void finish(Stream *stream);
    void endConnection(Stream *stream);
    void keep(std::unique_ptr<Stream> stream);
    Stream *findStream(const QString &id) const;
    QString nextStreamId();

    QString m_id;
    bool m_jsonResponses;
    std::unique_ptr<DemoServer> m_server;
    Stream m_get;
    QHash<QString, Stream *> m_pending;             // request key -> its POST stream (in m_streams)
    std::vector<std::unique_ptr<Stream>> m_streams; // POST streams, oldest first
    int m_nextStream = 1;
};
