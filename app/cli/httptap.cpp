// SPDX-License-Identifier: MIT
// app/cli/httptap.cpp
#include "httptap.h"
#include "headlessrun.h"

#include "session/ingest.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "transport/httpexchange.h"
#include "transport/sseparser.h"

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

QString tr(const char *text) { return HttpTapText::tr(text); }

void say(const QString &text)
{
    writeText(stderr, QStringLiteral("mcpscope tap: ") + text + QLatin1Char('\n'));
}

// Hop-by-hop headers (RFC 9110 section 7.6.1) and those the two sides make themselves.
bool passesThrough(const QByteArray &name)
{
    const QByteArray n = name.toLower();
    return n != "connection" && n != "keep-alive" && n != "proxy-connection" && n != "te" && n != "trailer"
        && n != "transfer-encoding" && n != "upgrade" && n != "host" && n != "content-length";
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
        addPendingConnection(socket);
    }
};

QByteArray mediaType(const QByteArray &contentType)
{
    return contentType.split(';').constFirst().trimmed().toLower();
}

/// One request on its way: the host's responder, the upstream reply, what is recorded.
struct Exchange
{
    HttpExchange record;
    QPointer<QNetworkReply> reply;
    std::shared_ptr<QHttpServerResponder> responder;
    QElapsedTimer clock;
    SseParser parser;
    QByteArray body;        ///< a JSON body being collected for the session (not for the host)
    QString peer;
    bool begun = false;     ///< the status line went to the host
    bool sse = false;
    bool messages = true;   ///< the body can be read as JSON-RPC (not compressed, not HTML)
};

class HttpTap
{
public:
    HttpTap(const QUrl &upstream, Session *session)
        : m_upstream(upstream)
        , m_ingest(session, options())
    {
        m_network.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy); // 3xx go to the host as they are
        m_socket = new ListeningSocket;
        m_socket->setParent(&m_server);
        m_socket->closed = [this](const QString &peer) {
            const QList<QPointer<QNetworkReply>> replies = m_byPeer.take(peer);
            for (const QPointer<QNetworkReply> &reply : replies)
                if (reply && reply->isRunning())
                    reply->abort(); // the host left: so does the upstream request
        };
        m_server.setMissingHandler(&m_server, [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
            forward(request, responder);
        });
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
            *error = tr("cannot listen on %1 port %2: %3").arg(address.toString()).arg(port).arg(m_socket->errorString());
            return false;
        }
        return true;
    }
    quint16 port() const { return m_socket->serverPort(); }

private:
    void forward(const QHttpServerRequest &request, QHttpServerResponder &responder)
    {
        auto x = std::make_shared<Exchange>();
        x->responder = std::make_shared<QHttpServerResponder>(std::move(responder));
        x->clock.start();
        x->peer = peerKey(request.remoteAddress(), request.remotePort());

        QUrl target = m_upstream;
        target.setPath(request.url().path());
        target.setQuery(request.url().query());
        QNetworkRequest upstream(target);
        upstream.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        const QHttpHeaders &headers = request.headers();
        for (qsizetype i = 0; i < headers.size(); ++i) {
            const QByteArray name(headers.nameAt(i).data(), headers.nameAt(i).size());
            if (!passesThrough(name))
                continue;
            const QByteArray value = headers.valueAt(i).toByteArray();
            upstream.setRawHeader(name, upstream.hasRawHeader(name) ? upstream.rawHeader(name) + ", " + value : value);
            x->record.requestHeaders.append({name, HttpExchange::isSecretHeader(name) ? QByteArray(HttpExchange::RedactedValue) : value});
        }
        const QByteArray method = methodName(request.method());
        const QByteArray body = request.body();
        x->record.id = m_nextId++;
        x->record.method = method;
        x->record.url = HttpExchange::redactUrl(target);
        x->record.requestBytes = body.size();
        x->record.purpose = tr("forwarded for the host");

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
        m_byPeer[x->peer].append(reply);
        QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [this, x] { begin(x); });
        QObject::connect(reply, &QNetworkReply::readyRead, reply, [this, x] { relay(x); });
        QObject::connect(reply, &QNetworkReply::finished, reply, [this, x] { end(x); });
    }

    static QByteArray methodName(QHttpServerRequest::Method method)
    {
        switch (method) {
        case QHttpServerRequest::Method::Get: return "GET";
        case QHttpServerRequest::Method::Put: return "PUT";
        case QHttpServerRequest::Method::Delete: return "DELETE";
        case QHttpServerRequest::Method::Post: return "POST";
        case QHttpServerRequest::Method::Head: return "HEAD";
        case QHttpServerRequest::Method::Options: return "OPTIONS";
        case QHttpServerRequest::Method::Patch: return "PATCH";
        case QHttpServerRequest::Method::Connect: return "CONNECT";
        case QHttpServerRequest::Method::Trace: return "TRACE";
        default: return "GET";
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
        QHttpHeaders headers;
        for (const auto &pair : reply->rawHeaderPairs()) {
            x->record.responseHeaders.append(
                {pair.first, HttpExchange::isSecretHeader(pair.first) ? QByteArray(HttpExchange::RedactedValue) : pair.second});
            if (passesThrough(pair.first))
                headers.append(QLatin1StringView(pair.first), QLatin1StringView(pair.second));
        }
        x->record.contentType = mediaType(reply->rawHeader("Content-Type"));
        x->record.sessionId = reply->rawHeader("Mcp-Session-Id");
        const QByteArray encoding = reply->rawHeader("Content-Encoding").toLower();
        x->messages = (encoding.isEmpty() || encoding == "identity") && x->record.contentType != "text/html";
        x->sse = x->record.contentType == "text/event-stream";
        x->responder->writeBeginChunked(headers, QHttpServerResponder::StatusCode(x->record.status));
        if (x->sse) {
            HttpExchange row = x->record;
            row.phase = HttpExchange::Phase::Response;
            row.elapsedMs = x->clock.elapsed();
            m_ingest.http(row);
        }
    }

    void relay(const std::shared_ptr<Exchange> &x)
    {
        begin(x);
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

    void received(const std::shared_ptr<Exchange> &x, const QByteArray &payload, bool message, const QByteArray &eventId)
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
        m_ingest.frame(frame, Direction::ServerToClient);
    }

    void end(const std::shared_ptr<Exchange> &x)
    {
        QNetworkReply *reply = x->reply;
        m_byPeer[x->peer].removeAll(reply);
        if (m_byPeer.value(x->peer).isEmpty())
            m_byPeer.remove(x->peer);
        reply->deleteLater();
        relay(x);
        x->record.elapsedMs = x->clock.elapsed();
        if (!x->begun) {
            // No answer at all: the host gets a 502 that says why.
            x->record.phase = HttpExchange::Phase::Failed;
            x->record.error = reply->errorString();
            m_ingest.http(x->record);
            if (reply->error() != QNetworkReply::OperationCanceledError)
                x->responder->write(tr("mcpscope tap: the upstream server could not be reached: %1").arg(reply->errorString()).toUtf8(),
                                    QByteArrayLiteral("text/plain; charset=utf-8"), QHttpServerResponder::StatusCode::BadGateway);
            return;
        }
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
        const bool json = x->messages && !x->body.isEmpty()
            && (x->record.contentType == "application/json" || x->body.trimmed().startsWith('{') || x->body.trimmed().startsWith('['));
        if (!json) {
            row.body = x->body.left(HttpExchange::BodyKeep);
            row.bodyTruncated = x->body.size() > HttpExchange::BodyKeep;
        }
        m_ingest.http(row);
        if (json)
            received(x, x->body, true, {});
    }

    QUrl m_upstream;
    QHttpServer m_server;
    ListeningSocket *m_socket = nullptr;
    QNetworkAccessManager m_network;
    Ingest m_ingest;
    QHash<QString, QList<QPointer<QNetworkReply>>> m_byPeer;
    int m_nextId = 1;
    qint64 m_clientOffset = 0;
    qint64 m_serverOffset = 0;
};

QString usage()
{
    return tr("Usage: mcpscope tap --listen [ADDR:]PORT --upstream URL [--save-session FILE] [--allow-remote]\n"
              "\n"
              "Put mcpscope between an MCP host and a server reached over HTTP: point the host at\n"
              "http://ADDR:PORT with the upstream URL's path, and every request goes on to the\n"
              "upstream server unchanged (method, path, headers, body); its answers come back as\n"
              "they arrive, event streams included. The whole session is recorded to FILE as it\n"
              "happens, Authorization and cookies redacted. ADDR defaults to 127.0.0.1; an address\n"
              "other than loopback needs --allow-remote.\n");
}

volatile std::sig_atomic_t g_stop = 0;

} // namespace

int runHttpTap(const QStringList &args)
{
    QString listen;
    QString upstreamText;
    QString journalPath;
    bool allowRemote = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        auto value = [&](QString *out) {
            if (i + 1 >= args.size())
                return false;
            *out = args.at(++i);
            return true;
        };
        bool ok = true;
        if (arg == QLatin1String("--listen"))
            ok = value(&listen);
        else if (arg == QLatin1String("--upstream"))
            ok = value(&upstreamText);
        else if (arg == QLatin1String("--save-session"))
            ok = value(&journalPath);
        else if (arg == QLatin1String("--allow-remote"))
            allowRemote = true;
        else if (arg == QLatin1String("-h") || arg == QLatin1String("--help")) {
            std::fputs(usage().toUtf8().constData(), stdout);
            return 0;
        } else {
            say(tr("unknown option \"%1\".").arg(arg));
            std::fputs(usage().toUtf8().constData(), stderr);
            return 1;
        }
        if (!ok) {
            say(tr("%1 needs a value.").arg(arg));
            return 1;
        }
    }
    const QUrl upstream(upstreamText, QUrl::StrictMode);
    if (listen.isEmpty() || upstreamText.isEmpty()) {
        say(tr("--listen and --upstream are both needed."));
        std::fputs(usage().toUtf8().constData(), stderr);
        return 1;
    }
    if (!upstream.isValid() || (upstream.scheme() != QLatin1String("http") && upstream.scheme() != QLatin1String("https"))
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
               "through it). Add --allow-remote if that is what you want.").arg(address.toString()));
        return 1;
    }

    Session session;
    SessionJournal journal(&session);
    if (!journalPath.isEmpty()) {
        QString error;
        const QJsonObject header{{QStringLiteral("mode"), QStringLiteral("tap")},
                                 {QStringLiteral("server"), QJsonObject{{QStringLiteral("url"), HttpExchange::redactUrl(upstream)},
                                                                        {QStringLiteral("transport"), QStringLiteral("http")}}}};
        if (!journal.open(journalPath, header, &error)) {
            say(error);
            return 1;
        }
    }
    HttpTap tap(upstream, &session);
    QString error;
    if (!tap.listen(address, quint16(port), &error)) {
        say(error);
        return 1;
    }
    QUrl shown;
    shown.setScheme(QStringLiteral("http"));
    shown.setHost(address.toString());
    shown.setPort(tap.port());
    shown.setPath(upstream.path());
    session.appendLifecycle(tr("Tapping %1 at %2").arg(upstream.toDisplayString(QUrl::RemoveUserInfo), shown.toString()));
    // The line tools wait for: where to point the host. Not translated: scripts read it.
    say(QStringLiteral("listening on %1 for %2").arg(shown.toString(), upstream.toDisplayString(QUrl::RemoveUserInfo)));

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
