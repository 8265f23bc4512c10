// SPDX-License-Identifier: MIT
// app/cli/httptap.cpp
#include "httptap.h"
#include "clioptions.h"
#include "headlessrun.h"

#include "session/ingest.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "text/mediatype.h"
#include "text/preview.h"
#include "transport/sseparser.h"
#include "validation/validator.h"
#include "wire/httpexchange.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QHttpHeaders>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <memory>

namespace mcpscope::cli {

namespace {

class HttpTapText
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::HttpTap)
};

QString tr(const char *text)
{
    return HttpTapText::tr(text);
}

void say(const QString &text)
{
    writeText(stderr, QStringLiteral("mcpscope tap: ") + text + QLatin1Char('\n'));
}

/// What may wait in the host's connection before the tap passes on more of an answer.
constexpr qint64 HostBacklog = 1024 * 1024;
/// What of an answer may wait in the tap for a host that does not read it (see relay()).
constexpr qint64 HostHoldLimit = 32 * 1024 * 1024;

/// The content codings Qt's network access decodes by itself (it asks for them when the request
/// names none, and removes the coding from the body).
bool decodedByQt(const QByteArray &coding)
{
    return coding == "gzip" || coding == "x-gzip" || coding == "deflate" || coding == "br" || coding == "zstd";
}

/// The headers a proxy does not pass on: hop-by-hop ones (RFC 9110 section 7.6.1), those named in
/// this message's Connection header, those the two sides make themselves, the proxy's own
/// credentials (Proxy-Authorization, never the upstream's business), and Accept-Encoding (the
/// tap asks for what it can decode, so that it can record what it passes on).
class HeaderFilter
{
public:
    explicit HeaderFilter(const QByteArray &connection)
    {
        for (const QByteArray &token : connection.split(','))
            if (!token.trimmed().isEmpty())
                m_named << token.trimmed().toLower();
    }
    bool passes(const QByteArray &name) const
    {
        const QByteArray n = name.toLower();
        static const QList<QByteArray> never{"connection",
                                             "keep-alive",
                                             "proxy-connection",
                                             "te",
                                             "trailer",
                                             "transfer-encoding",
                                             "upgrade",
                                             "host",
                                             "content-length",
                                             "proxy-authorization",
                                             "proxy-authenticate",
                                             "accept-encoding"};
        return !never.contains(n) && !m_named.contains(n);
    }

private:
    QList<QByteArray> m_named;
};

/// Whether @p host (a Host header's name, or an Origin's host) is this computer.
bool isLoopbackName(const QString &host)
{
    const QString h = host.toLower();
    return h == QLatin1String("localhost") || h.endsWith(QLatin1String(".localhost")) || QHostAddress(h).isLoopback();
}

QString peerKey(const QHostAddress &address, quint16 port)
{
    return address.toString() + QLatin1Char(' ') + QString::number(port);
}

/// QHttpServer's listening socket, telling when a host's connection closes (QHttpServer 6.8
/// does not), so the upstream request it was waiting for (an SSE stream) is let go.
class ListeningSocket : public QTcpServer
{
public:
    std::function<void(const QString &peer)> closed;
    std::function<void(const QString &peer, QTcpSocket *socket)> opened;

protected:
    void incomingConnection(qintptr handle) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(handle)) {
            delete socket;
            return;
        }
        const QString peer = peerKey(socket->peerAddress(), socket->peerPort());
        connect(socket, &QTcpSocket::disconnected, this, [this, peer] {
            if (closed)
                closed(peer);
        });
        if (opened)
            opened(peer, socket);
        addPendingConnection(socket);
    }
};

/// One request on its way: the host's responder, the upstream reply, what is recorded.
struct Exchange
{
    HttpExchange record;
    QPointer<QNetworkReply> reply;
    std::shared_ptr<QHttpServerResponder> responder;
    QElapsedTimer clock;
    SseParser parser;
    QByteArray body; ///< a JSON body being collected for the session (not for the host)
    QString peer;
    QPointer<QTcpSocket> host; ///< the host's connection (for back-pressure)
    QByteArray requestMethod;
    bool begun = false;    ///< the status line went to the host
    bool bodyless = false; ///< HEAD, 1xx, 204, 304: the answer has no body (and no chunks)
    bool decoded = false;  ///< Qt decoded the content coding: the host gets the plain body
    bool held = false;     ///< ended because the host did not read it (HostHoldLimit)
    bool sse = false;
    bool messages = true; ///< the body can be read as JSON-RPC (not compressed, not HTML)
    int connection = 1;   ///< the host's MCP session it belongs to (Session::setConnection())
};

class HttpTap
{
public:
    HttpTap(const QUrl &upstream, bool allowRemote, const QList<QByteArray> &secretHeaders, Session *session)
        : m_upstream(upstream)
        , m_allowRemote(allowRemote)
        , m_secretHeaders(secretHeaders)
        , m_session(session)
        , m_ingest(session, options())
    {
        m_network.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy); // 3xx go to the host as they are
        m_socket = new ListeningSocket;
        m_socket->setParent(&m_server);
        m_socket->opened = [this](const QString &peer, QTcpSocket *socket) { m_sockets.insert(peer, socket); };
        m_socket->closed = [this](const QString &peer) {
            m_sockets.remove(peer);
            const QList<QPointer<QNetworkReply>> replies = m_byPeer.take(peer);
            for (const QPointer<QNetworkReply> &reply : replies)
                if (reply && reply->isRunning())
                    reply->abort(); // the host left: so does the upstream request
        };
        m_server.setMissingHandler(&m_server, [this](const QHttpServerRequest &request,
                                                     QHttpServerResponder &responder) { forward(request, responder); });
    }

    static Validator::Options options()
    {
        Validator::Options o;
        o.stdio = false;
        return o;
    }

    bool listen(const QHostAddress &address, quint16 port, QString *error)
    {
        if (!m_socket->listen(address, port) || !m_server.bind(m_socket)) {
            *error
                = tr("cannot listen on %1 port %2: %3").arg(address.toString()).arg(port).arg(m_socket->errorString());
            return false;
        }
        return true;
    }
    quint16 port() const { return m_socket->serverPort(); }

private:
    void forward(const QHttpServerRequest &request, QHttpServerResponder &responder)
    {
        if (const QString refused = rebindingProblem(request); !refused.isEmpty()) {
            // A web page that had a name of its own resolve to this computer (DNS rebinding)
            // must not reach the upstream server with whatever the tap adds: refused, said.
            say(refused);
            responder.write(refused.toUtf8(), QByteArrayLiteral("text/plain; charset=utf-8"),
                            QHttpServerResponder::StatusCode::Forbidden);
            return;
        }
        auto x = std::make_shared<Exchange>();
        x->responder = std::make_shared<QHttpServerResponder>(std::move(responder));
        x->clock.start();
        x->peer = peerKey(request.remoteAddress(), request.remotePort());
        x->host = m_sockets.value(x->peer);

        // The upstream URL's own query (a key, a tenant) stays; the host's comes after it.
        QUrl target = m_upstream;
        target.setPath(request.url().path());
        const QString ownQuery = m_upstream.query(QUrl::FullyEncoded);
        const QString hostQuery = request.url().query(QUrl::FullyEncoded);
        target.setQuery(ownQuery.isEmpty() || hostQuery.isEmpty() ? QString(ownQuery + hostQuery)
                                                                  : QString(ownQuery + QLatin1Char('&') + hostQuery),
                        QUrl::StrictMode);
        QNetworkRequest upstream(target);
        upstream.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        const QHttpHeaders &headers = request.headers();
        const HeaderFilter filter(headers.combinedValue(QHttpHeaders::WellKnownHeader::Connection));
        for (qsizetype i = 0; i < headers.size(); ++i) {
            const QByteArray name(headers.nameAt(i).data(), headers.nameAt(i).size());
            if (!filter.passes(name))
                continue;
            const QByteArray value = headers.valueAt(i).toByteArray();
            upstream.setRawHeader(name, upstream.hasRawHeader(name) ? upstream.rawHeader(name) + ", " + value : value);
            x->record.requestHeaders.append(
                {name, secret(name, value) ? QByteArray(HttpExchange::RedactedValue) : value});
        }
        const QByteArray method = methodName(request.method());
        x->requestMethod = method;
        const QByteArray body = request.body();
        x->record.id = m_nextId++;
        x->record.method = method;
        x->record.url = HttpExchange::redactUrl(target);
        x->record.requestBytes = body.size();
        x->record.purpose = tr("forwarded for the host");
        x->connection = connectionOf(headers.value("Mcp-Session-Id").toByteArray(),
                                     method == "POST" ? body : QByteArray(), x->peer);
        m_session->setConnection(x->connection);

        // What the host sent is recorded before it goes on.
        if (method == "POST" && !body.isEmpty()) {
            Frame frame;
            frame.payload = body;
            frame.offset = m_clientOffset;
            m_clientOffset += body.size();
            frame.flags = Frame::Http;
            frame.exchange = x->record.id;
            m_ingest.frame(frame, Direction::ClientToServer);
        }

        QNetworkReply *reply = m_network.sendCustomRequest(upstream, method, body);
        x->reply = reply;
        if (x->host)
            QObject::connect(x->host, &QTcpSocket::bytesWritten, reply, [this, x] { relay(x); });
        m_byPeer[x->peer].append(reply);
        QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [this, x] { begin(x); });
        QObject::connect(reply, &QNetworkReply::readyRead, reply, [this, x] { relay(x); });
        QObject::connect(reply, &QNetworkReply::finished, reply, [this, x] { end(x); });
    }

    /// The MCP session of the host that a request belongs to, numbered from 1 in the order
    /// they started (the recording's connections, "conn", which `check` judges one by one): a
    /// host uses several TCP connections for one session, and may open a new session on the
    /// same one, so the session is told by what the request says. An Mcp-Session-Id names the
    /// session it was issued in; an initialize without one starts a new session; any other
    /// request without one (a server that issues no ids) belongs to the latest session of the
    /// host's TCP connection, or else to the latest session.
    int connectionOf(const QByteArray &sessionId, const QByteArray &body, const QString &peer)
    {
        int connection = 0;
        if (!sessionId.isEmpty()) {
            connection = m_bySessionId.value(sessionId, 0);
            if (connection == 0) {
                // A session that began before the tap did: a session of its own.
                connection = ++m_connections;
                m_bySessionId.insert(sessionId, connection);
            }
        } else if (!body.isEmpty()) {
            // Looked at once: the scan stays for the check of the same bytes that follows.
            const Message message = Validator::peek(body);
            if (message.isRequest() && message.method() == QLatin1String("initialize"))
                connection = ++m_connections;
        }
        if (connection == 0)
            connection = m_peerConnection.value(peer, 0);
        if (connection == 0)
            connection = m_connections > 0 ? m_connections : ++m_connections;
        if (m_peerConnection.size() >= 4096) // hosts that come and go: older ones are done
            m_peerConnection.clear();
        m_peerConnection.insert(peer, connection);
        return connection;
    }

    /// Why @p request may not go on (DNS rebinding, another web page), or empty. The MCP
    /// specification asks local servers to check Origin; the tap is one, and it holds credentials.
    QString rebindingProblem(const QHttpServerRequest &request) const
    {
        const QHttpHeaders &headers = request.headers();
        const QString host = QString::fromLatin1(headers.value(QHttpHeaders::WellKnownHeader::Host));
        const QString hostName = QUrl(QStringLiteral("http://") + host).host();
        if (!m_allowRemote && !host.isEmpty() && !isLoopbackName(hostName))
            return tr("refused a request for the host \"%1\": the tap listens on this computer only, and a request that "
                      "names another host comes from a web page that made its name point here (DNS rebinding).")
                .arg(previewText(host, 80));
        const QString origin = QString::fromLatin1(headers.value(QHttpHeaders::WellKnownHeader::Origin));
        if (!origin.isEmpty()) {
            const QString originHost = QUrl(origin).host();
            if (origin == QLatin1String("null")
                || (!isLoopbackName(originHost) && originHost.compare(hostName, Qt::CaseInsensitive) != 0))
                return tr("refused a request from the web page %1: only pages of this computer may use the tap.")
                    .arg(previewText(origin, 80));
        }
        return {};
    }

    static QByteArray methodName(QHttpServerRequest::Method method)
    {
        switch (method) {
        case QHttpServerRequest::Method::Get:
            return "GET";
        case QHttpServerRequest::Method::Put:
            return "PUT";
        case QHttpServerRequest::Method::Delete:
            return "DELETE";
        case QHttpServerRequest::Method::Post:
            return "POST";
        case QHttpServerRequest::Method::Head:
            return "HEAD";
        case QHttpServerRequest::Method::Options:
            return "OPTIONS";
        case QHttpServerRequest::Method::Patch:
            return "PATCH";
        case QHttpServerRequest::Method::Connect:
            return "CONNECT";
        case QHttpServerRequest::Method::Trace:
            return "TRACE";
        default:
            return "GET";
        }
    }

    void begin(const std::shared_ptr<Exchange> &x)
    {
        QNetworkReply *reply = x->reply;
        const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        if (x->begun || !status.isValid())
            return;
        x->begun = true;
        x->record.status = status.toInt();
        x->record.reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
        const QByteArray encoding = reply->rawHeader("Content-Encoding").trimmed().toLower();
        x->decoded = decodedByQt(encoding);
        const HeaderFilter filter(reply->rawHeader("Connection"));
        QHttpHeaders headers;
        for (const auto &pair : reply->rawHeaderPairs()) {
            x->record.responseHeaders.append(
                {pair.first, secret(pair.first, pair.second) ? QByteArray(HttpExchange::RedactedValue) : pair.second});
            // A body Qt decoded goes on decoded: its coding (and length) no longer describe it.
            if (filter.passes(pair.first)
                && !(x->decoded && pair.first.compare("Content-Encoding", Qt::CaseInsensitive) == 0))
                headers.append(QLatin1String(pair.first), QLatin1String(pair.second));
        }
        x->record.contentType = mediatype::essence(reply->rawHeader("Content-Type"));
        x->record.sessionId = reply->rawHeader("Mcp-Session-Id");
        // The id the server issued names this session from now on.
        if (!x->record.sessionId.isEmpty() && x->record.status >= 200 && x->record.status < 300
            && !m_bySessionId.contains(x->record.sessionId)) {
            if (m_bySessionId.size() >= 65536)
                m_bySessionId.clear();
            m_bySessionId.insert(x->record.sessionId, x->connection);
        }
        x->messages
            = (encoding.isEmpty() || encoding == "identity" || x->decoded) && x->record.contentType != "text/html";
        if (!encoding.isEmpty() && encoding != "identity" && !x->decoded)
            x->record.error
                = tr("The answer is compressed with \"%1\", which mcpscope cannot decode: it was passed on to "
                     "the host, and is not in the recording.")
                      .arg(QString::fromLatin1(encoding.left(40)));
        x->sse = x->record.contentType == "text/event-stream";
        const int code = x->record.status;
        x->bodyless = x->requestMethod == "HEAD" || code == 204 || code == 304 || (code >= 100 && code < 200);
        if (x->bodyless) {
            // No body and no chunks: a chunked end on a HEAD or a 304 would be read as the start
            // of the next answer on the connection. (QHttpServer adds "Content-Length: 0".)
            x->responder->write(headers, QHttpServerResponder::StatusCode(code));
            x->responder.reset(); // the answer is complete: the connection takes the next request
            return;
        }
        x->responder->writeBeginChunked(headers, QHttpServerResponder::StatusCode(x->record.status));
        if (x->sse) {
            HttpExchange row = x->record;
            row.phase = HttpExchange::Phase::Response;
            row.elapsedMs = x->clock.elapsed();
            m_session->setConnection(x->connection);
            m_ingest.http(row);
        }
    }

    /// Passes on what the upstream sent. While the host has not taken HostBacklog yet, the rest
    /// waits in the reply (bounded by its read buffer, so the upstream waits too) unless
    /// @p drain: the end of the answer.
    void relay(const std::shared_ptr<Exchange> &x, bool drain = false)
    {
        if (!x->reply)
            return;
        begin(x);
        if (!x->begun)
            return;
        if (x->bodyless || x->held || !x->reply->isOpen())
            return;
        if (!drain && x->host && x->host->bytesToWrite() > HostBacklog) {
            // Qt's network access reads on regardless of the reply's read buffer (6.8): what the
            // host does not take waits here, up to HostHoldLimit. Beyond that the stream ends,
            // said in the recording, rather than the tap's memory grow with it.
            if (x->reply->bytesAvailable() > HostHoldLimit) {
                x->record.error = tr("The host did not read the answer: more than %1 MiB of it waited in the tap, "
                                     "which ended the answer there rather than hold more.")
                                      .arg(HostHoldLimit / (1024 * 1024));
                say(x->record.error);
                x->held = true;
                x->reply->abort();
            }
            return; // the host's bytesWritten calls again
        }
        const QByteArray data = x->reply->readAll();
        if (data.isEmpty())
            return;
        x->responder->writeChunk(data); // on to the host first: recording must not add latency
        x->record.responseBytes += data.size();
        if (x->sse && x->messages) {
            QList<SseEvent> events;
            if (!x->parser.append(data, &events))
                x->messages = false; // an endless event: passed on, no longer read
            for (const SseEvent &event : events)
                received(x, event.data, event.type() == "message", event.id);
        } else if (x->messages && x->body.size() < HttpExchange::BodyKeep * 256) {
            x->body += data;
        }
    }

    void received(const std::shared_ptr<Exchange> &x, const QByteArray &payload, bool message,
                  const QByteArray &eventId)
    {
        if (payload.isEmpty() || !message)
            return;
        Frame frame;
        frame.payload = payload;
        frame.offset = m_serverOffset;
        m_serverOffset += payload.size();
        frame.flags = Frame::Http | (x->sse ? Frame::SseEvent : 0);
        frame.exchange = x->record.id;
        frame.eventId = eventId;
        m_session->setConnection(x->connection);
        m_ingest.frame(frame, Direction::ServerToClient);
    }

    void end(const std::shared_ptr<Exchange> &x)
    {
        QNetworkReply *reply = x->reply;
        m_byPeer[x->peer].removeAll(reply);
        if (m_byPeer.value(x->peer).isEmpty())
            m_byPeer.remove(x->peer);
        reply->deleteLater();
        relay(x, true);
        x->record.elapsedMs = x->clock.elapsed();
        m_session->setConnection(x->connection);
        if (!x->begun) {
            // No answer at all: the host gets a 502 that says why.
            x->record.phase = HttpExchange::Phase::Failed;
            x->record.error = reply->errorString();
            m_ingest.http(x->record);
            if (reply->error() != QNetworkReply::OperationCanceledError)
                x->responder->write(
                    tr("mcpscope tap: the upstream server could not be reached: %1").arg(reply->errorString()).toUtf8(),
                    QByteArrayLiteral("text/plain; charset=utf-8"), QHttpServerResponder::StatusCode::BadGateway);
            return;
        }
        if (!x->bodyless)
            x->responder->writeEndChunked(QByteArray());
        if (x->sse) {
            HttpExchange row = x->record;
            row.phase = HttpExchange::Phase::StreamEnd;
            SseEvent partial;
            row.sseCut = x->messages && x->parser.finish(&partial);
            row.lastEventId = x->parser.lastEventId();
            if (reply->error() != QNetworkReply::NoError && reply->error() != QNetworkReply::OperationCanceledError)
                row.error = tr("The stream was cut off: %1").arg(reply->errorString());
            m_ingest.http(row);
            return;
        }
        HttpExchange row = x->record;
        row.phase = HttpExchange::Phase::Complete;
        if (reply->error() != QNetworkReply::NoError && reply->error() != QNetworkReply::OperationCanceledError)
            row.error = tr("The answer was cut off: %1").arg(reply->errorString());
        const bool json = x->messages && !x->body.isEmpty()
                          && (x->record.contentType == "application/json" || x->body.trimmed().startsWith('{')
                              || x->body.trimmed().startsWith('['));
        if (!json) {
            row.body = x->body.left(HttpExchange::BodyKeep);
            row.bodyTruncated = x->body.size() > HttpExchange::BodyKeep;
        }
        m_ingest.http(row);
        if (json)
            received(x, x->body, true, {});
    }

    /// Whether a header's value stays out of the recording: by name or shape, or named with
    /// --secret-header.
    bool secret(const QByteArray &name, const QByteArray &value) const
    {
        return HttpExchange::isSecretHeader(name, value) || m_secretHeaders.contains(name.toLower());
    }

    QUrl m_upstream;
    bool m_allowRemote = false;
    QList<QByteArray> m_secretHeaders; ///< lower case
    QHttpServer m_server;
    ListeningSocket *m_socket = nullptr;
    QNetworkAccessManager m_network;
    Session *m_session;
    Ingest m_ingest;
    int m_connections = 0;                ///< the host's sessions so far
    QHash<QByteArray, int> m_bySessionId; ///< Mcp-Session-Id → its session
    QHash<QString, int> m_peerConnection; ///< a host's TCP connection → its latest session
    QHash<QString, QList<QPointer<QNetworkReply>>> m_byPeer;
    QHash<QString, QPointer<QTcpSocket>> m_sockets; ///< the host's connections, by peer
    int m_nextId = 1;
    qint64 m_clientOffset = 0;
    qint64 m_serverOffset = 0;
};

QString usage()
{
    return tr("Usage: mcpscope tap --listen [ADDR:]PORT --upstream URL [--save-session FILE] [--allow-remote]\n"
              "                    [--secret-header NAME]...\n"
              "\n"
              "Put mcpscope between an MCP host and a server reached over HTTP: point the host at\n"
              "http://ADDR:PORT with the upstream URL's path, and every request goes on to the\n"
              "upstream server unchanged (method, path, headers, body); its answers come back as\n"
              "they arrive, event streams included. The whole session is recorded to FILE as it\n"
              "happens, Authorization, cookies and other secret headers redacted (by name, by the\n"
              "shape of their value, and each --secret-header NAME). ADDR defaults to\n"
              "127.0.0.1; an address other than loopback needs --allow-remote.\n"
              "\n"
              "The tap is a careful proxy: the upstream URL's query stays (the host's follows it);\n"
              "Proxy-Authorization and the headers named in Connection stay with the tap; compressed\n"
              "answers are decoded so that the recording has their messages; HEAD, 204 and 304 go\n"
              "on without a body. A request that names another host (DNS rebinding) or comes from\n"
              "a web page of another computer (Origin) is refused with 403. What a host does not\n"
              "read waits in the tap up to 32 MiB; beyond that the answer ends, and the tap says so.\n");
}

volatile std::sig_atomic_t g_stop = 0;

} // namespace

int runHttpTap(const QStringList &args)
{
    CommandLine commandLine(QStringLiteral("tap"));
    commandLine.addHelp();
    commandLine.add({{{QStringLiteral("listen")}, QStringLiteral("[addr:]port")},
                     {{QStringLiteral("upstream")}, QStringLiteral("url")},
                     {{QStringLiteral("save-session")}, QStringLiteral("file")},
                     {{QStringLiteral("allow-remote")}, {}},
                     {{QStringLiteral("secret-header")}, QStringLiteral("name")}});
    QString error;
    if (!commandLine.parse(args, &error)) {
        say(error);
        std::fputs(usage().toUtf8().constData(), stderr);
        return 1;
    }
    if (commandLine.helpRequested()) {
        std::fputs(usage().toUtf8().constData(), stdout);
        return 0;
    }
    if (!commandLine.positional().isEmpty()) {
        say(tr("Unexpected argument \"%1\".").arg(commandLine.positional().constFirst()));
        std::fputs(usage().toUtf8().constData(), stderr);
        return 1;
    }
    const QString listen = commandLine.value(QStringLiteral("listen"));
    const QString upstreamText = commandLine.value(QStringLiteral("upstream"));
    QString journalPath = commandLine.value(QStringLiteral("save-session"));
    const bool allowRemote = commandLine.isSet(QStringLiteral("allow-remote"));
    QList<QByteArray> secretHeaders;
    for (const QString &name : commandLine.values(QStringLiteral("secret-header")))
        secretHeaders << name.trimmed().toLower().toLatin1();
    const QUrl upstream(upstreamText, QUrl::StrictMode);
    if (listen.isEmpty() || upstreamText.isEmpty()) {
        say(tr("--listen and --upstream are both needed."));
        std::fputs(usage().toUtf8().constData(), stderr);
        return 1;
    }
    if (!upstream.isValid()
        || (upstream.scheme() != QLatin1String("http") && upstream.scheme() != QLatin1String("https"))
        || upstream.host().isEmpty()) {
        say(tr("\"%1\" is not an http:// or https:// address.").arg(upstreamText));
        return 1;
    }
    QHostAddress address(QHostAddress::LocalHost);
    QString portText = listen;
    if (const qsizetype colon = listen.lastIndexOf(QLatin1Char(':')); colon >= 0) {
        address = QHostAddress(listen.left(colon).remove(QLatin1Char('[')).remove(QLatin1Char(']')));
        portText = listen.mid(colon + 1);
    }
    bool portOk = false;
    const uint port = portText.toUInt(&portOk);
    if (address.isNull() || !portOk || port > 65535) {
        say(tr("--listen expects [ADDR:]PORT, not \"%1\".").arg(listen));
        return 1;
    }
    if (!address.isLoopback() && !allowRemote) {
        say(tr("%1 is not a loopback address: other machines could use the tap (and the credentials passing "
               "through it). Add --allow-remote if that is what you want.")
                .arg(address.toString()));
        return 1;
    }

    Session session;
    SessionJournal journal(&session);
    if (!journalPath.isEmpty()) {
        const QJsonObject header{
            {QStringLiteral("mode"), QStringLiteral("tap")},
            {QStringLiteral("server"), QJsonObject{{QStringLiteral("url"), HttpExchange::redactUrl(upstream)},
                                                   {QStringLiteral("transport"), QStringLiteral("http")}}}};
        if (!journal.open(journalPath, header, &error)) {
            say(error);
            return 1;
        }
    }
    HttpTap tap(upstream, allowRemote, secretHeaders, &session);
    if (!tap.listen(address, quint16(port), &error)) {
        say(error);
        return 1;
    }
    QUrl shown;
    shown.setScheme(QStringLiteral("http"));
    shown.setHost(address.toString());
    shown.setPort(tap.port());
    shown.setPath(upstream.path());
    session.appendLifecycle(tr("Tapping %1 at %2").arg(HttpExchange::redactUrl(upstream), shown.toString()));
    // The line tools wait for: where to point the host. Not translated: scripts read it.
    say(QStringLiteral("listening on %1 for %2").arg(shown.toString(), HttpExchange::redactUrl(upstream)));

    auto stop = [](int) { g_stop = 1; };
    std::signal(SIGINT, stop);
    std::signal(SIGTERM, stop);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &poll, [] {
        if (g_stop)
            QCoreApplication::quit();
    });
    poll.start(100);
    QCoreApplication::exec();
    session.appendLifecycle(tr("The tap stopped."));
    journal.close();
    return 0;
}

} // namespace mcpscope::cli
