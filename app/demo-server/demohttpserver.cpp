// SPDX-License-Identifier: MIT
#include "demohttpserver.h"

#include "demoserver.h"
#include "httpsession.h"
#include "httputil.h"
#include "modernhttp.h"
#include "oauthserver.h"
#include "rpcerror.h"
#include "tcplistener.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

using HttpUtil::Status;

namespace {

QString methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get:
        return QStringLiteral("GET");
    case QHttpServerRequest::Method::Post:
        return QStringLiteral("POST");
    case QHttpServerRequest::Method::Delete:
        return QStringLiteral("DELETE");
    case QHttpServerRequest::Method::Put:
        return QStringLiteral("PUT");
    case QHttpServerRequest::Method::Head:
        return QStringLiteral("HEAD");
    case QHttpServerRequest::Method::Options:
        return QStringLiteral("OPTIONS");
    case QHttpServerRequest::Method::Patch:
        return QStringLiteral("PATCH");
    default:
        return QStringLiteral("?");
    }
}

/// Logs and answers a refused HTTP request with a JSON-RPC error that has no id.
void refuse(const QHttpServerRequest &request, QHttpServerResponder &responder, Status status, const QString &message,
            QHttpHeaders headers = {})
{
    DemoServer::logLine(QStringLiteral("http: %1 %2 %3: %4")
                            .arg(methodName(request.method()), HttpUtil::printable(request.url().path()))
                            .arg(int(status))
                            .arg(message));
    int code = status == Status::PayloadTooLarge || status == Status::BadRequest ? RpcError::InvalidRequest : -32000;
    if (message.startsWith(u"Parse error"))
        code = RpcError::ParseError;
    HttpUtil::replyRpcError(responder, status, code, message, QJsonValue(QJsonValue::Undefined), std::move(headers));
}

bool isValidId(const QJsonValue &id)
{
    if (id.isString())
        return true;
    return id.isDouble() && std::isfinite(id.toDouble()) && id.toDouble() == std::trunc(id.toDouble());
}

/// A media type list for a message: at most 200 characters.
QString shown(QByteArrayView value)
{
    return value.isEmpty() ? QStringLiteral("none")
                           : QStringLiteral("'") + HttpUtil::preview(value) + QStringLiteral("'");
}

} // namespace

DemoHttpServer::DemoHttpServer(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_modern(std::make_unique<ModernHttp>())
{
    using Method = QHttpServerRequest::Method;
    m_http.route(
        QStringLiteral("/mcp"), Method::AnyKnown, this,
        [this](const QHttpServerRequest &request, QHttpServerResponder &responder) { handleMcp(request, responder); });

    if (m_options.oauth) {
        m_oauth = std::make_unique<OAuthServer>(m_options.tokenLifetimeSeconds);
        // Each OAuth endpoint answers one method; the rest get 405.
        const auto endpoint = [this](const QString &path, Method method,
                                     std::function<void(const QHttpServerRequest &, QHttpServerResponder &)> handler) {
            m_http.route(
                path, Method::AnyKnown, this,
                [this, method, handler](const QHttpServerRequest &request, QHttpServerResponder &responder) {
                    if (!checkOrigin(request, responder))
                        return;
                    if (request.method() != method) {
                        QHttpHeaders allow;
                        allow.append(QHttpHeaders::WellKnownHeader::Allow, methodName(method).toLatin1());
                        refuse(request, responder, Status::MethodNotAllowed,
                               QStringLiteral("Method Not Allowed: use %1 here").arg(methodName(method)), allow);
                        return;
                    }
                    if (request.body().size() > MaxBodyBytes) {
                        refuse(request, responder, Status::PayloadTooLarge,
                               QStringLiteral("Request body too large: %1 bytes; this server accepts at most %2 bytes")
                                   .arg(request.body().size())
                                   .arg(MaxBodyBytes));
                        return;
                    }
                    handler(request, responder);
                });
        };
        const auto resourceMetadata = [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
            m_oauth->protectedResourceMetadata(responder, origin(request));
        };
        endpoint(QStringLiteral("/.well-known/oauth-protected-resource"), Method::Get, resourceMetadata);
        endpoint(QStringLiteral("/.well-known/oauth-protected-resource/mcp"), Method::Get, resourceMetadata);
        endpoint(QStringLiteral("/.well-known/oauth-authorization-server"), Method::Get,
                 [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
                     m_oauth->authorizationServerMetadata(responder, origin(request));
                 });
        endpoint(QStringLiteral("/register"), Method::Post,
                 [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
                     m_oauth->registerClient(request, responder);
                 });
        endpoint(QStringLiteral("/authorize"), Method::Get,
                 [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
                     m_oauth->authorize(request, responder, origin(request));
                 });
        endpoint(QStringLiteral("/token"), Method::Post,
                 [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
                     m_oauth->token(request, responder, origin(request));
                 });
    }

    m_http.setMissingHandler(this, [this](const QHttpServerRequest &request, QHttpServerResponder &responder) {
        refuse(request, responder, Status::NotFound,
               QStringLiteral("Not Found: %1 is not served here. The MCP endpoint is %2%3")
                   .arg(HttpUtil::printable(request.url().path()), endpoint(),
                        m_oauth ? QStringLiteral("; OAuth metadata is at /.well-known/oauth-protected-resource/mcp")
                                : QString()));
    });
}

DemoHttpServer::~DemoHttpServer()
{
    if (m_listener) {
        disconnect(m_listener, nullptr, this, nullptr);
        m_listener->setBusyCheck({});
    }
    // The sessions' responders belong to connections of m_http: end them while it still exists.
    qDeleteAll(m_sessions);
    m_sessions.clear();
}

bool DemoHttpServer::listen(QString *error)
{
    auto *listener = new TcpListener(MaxBodyBytes);
    if (!listener->listen(m_options.address, m_options.port)) {
        *error = QStringLiteral("cannot listen on %1:%2: %3")
                     .arg(m_options.address.toString())
                     .arg(m_options.port)
                     .arg(listener->errorString());
        delete listener;
        return false;
    }
    if (!m_http.bind(listener)) {
        *error = QStringLiteral("cannot serve HTTP on %1:%2")
                     .arg(m_options.address.toString())
                     .arg(listener->serverPort());
        delete listener;
        return false;
    }
    m_listener = listener;
    connect(m_listener, &TcpListener::connectionClosed, this, &DemoHttpServer::connectionClosed);
    m_listener->setBusyCheck([this](const QString &peer) {
        return m_modern->holds(peer)
               || std::any_of(m_sessions.cbegin(), m_sessions.cend(),
                              [&peer](const HttpSession *s) { return s->holds(peer); });
    });
    return true;
}

QString DemoHttpServer::endpoint() const
{
    return QStringLiteral("http://") + hostPort() + QStringLiteral("/mcp");
}

QString DemoHttpServer::hostPort() const
{
    QString host = m_options.address.toString();
    if (m_options.address.protocol() == QAbstractSocket::IPv6Protocol)
        host = u'[' + host + u']';
    return host + u':' + QString::number(m_listener ? m_listener->serverPort() : m_options.port);
}

QString DemoHttpServer::origin(const QHttpServerRequest &request) const
{
    // The client's own spelling (localhost or 127.0.0.1), so that the URLs in the OAuth metadata
    // match the URL it connected to.
    const QUrl url = request.url();
    if (url.host().isEmpty())
        return QStringLiteral("http://") + hostPort();
    QString host = url.host();
    if (host.contains(u':'))
        host = u'[' + host + u']';
    return QStringLiteral("http://") + host + u':'
           + QString::number(url.port(m_listener ? m_listener->serverPort() : 80));
}

bool DemoHttpServer::checkOrigin(const QHttpServerRequest &request, QHttpServerResponder &responder) const
{
    // DNS rebinding: a web page elsewhere must not reach this server through the user's browser.
    const QByteArrayView origin = request.headers().value(QHttpHeaders::WellKnownHeader::Origin);
    if (origin.isEmpty() || HttpUtil::isLoopbackOrigin(origin))
        return true;
    refuse(request, responder, Status::Forbidden,
           QStringLiteral(
               "Forbidden: requests from the web origin %1 are refused; this server accepts browser requests only from "
               "http://localhost, http://127.0.0.1 and http://[::1] (DNS rebinding protection)")
               .arg(shown(origin)));
    return false;
}

void DemoHttpServer::handleMcp(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    if (!checkOrigin(request, responder))
        return;
    const auto method = request.method();
    if (method != QHttpServerRequest::Method::Post && method != QHttpServerRequest::Method::Get
        && method != QHttpServerRequest::Method::Delete) {
        QHttpHeaders allow;
        allow.append(QHttpHeaders::WellKnownHeader::Allow, "GET, POST, DELETE");
        refuse(request, responder, Status::MethodNotAllowed,
               QStringLiteral(
                   "Method Not Allowed: the MCP endpoint takes POST (messages), GET (the server's stream) and DELETE "
                   "(end the session)"),
               allow);
        return;
    }
    if (m_oauth && !m_oauth->checkBearer(request, responder, origin(request))) {
        DemoServer::logLine(QStringLiteral("http: %1 /mcp 401: no valid access token").arg(methodName(method)));
        return;
    }
    if (method == QHttpServerRequest::Method::Post)
        handlePost(request, responder);
    else if (method == QHttpServerRequest::Method::Get)
        handleGet(request, responder);
    else
        handleDelete(request, responder);
}

void DemoHttpServer::handlePost(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    const QByteArray body = request.body();
    if (body.size() > MaxBodyBytes) {
        refuse(request, responder, Status::PayloadTooLarge,
               QStringLiteral("Request body too large: %1 bytes; this server accepts at most %2 bytes")
                   .arg(body.size())
                   .arg(MaxBodyBytes));
        return;
    }
    const QHttpHeaders &headers = request.headers();
    const QByteArrayView contentType = headers.value(QHttpHeaders::WellKnownHeader::ContentType);
    if (!HttpUtil::mediaTypes(contentType).contains("application/json")) {
        refuse(request, responder, Status::UnsupportedMediaType,
               QStringLiteral(
                   "Unsupported Media Type: POST one JSON-RPC message as Content-Type: application/json (got %1)")
                   .arg(shown(contentType)));
        return;
    }
    const QByteArray accept = headers.combinedValue(QHttpHeaders::WellKnownHeader::Accept);
    const QList<QByteArray> accepted = HttpUtil::mediaTypes(accept);
    if (!accepted.contains("application/json") || !accepted.contains("text/event-stream")) {
        refuse(request, responder, Status::NotAcceptable,
               QStringLiteral(
                   "Not Acceptable: the Accept header must list both application/json and text/event-stream (got %1)")
                   .arg(shown(accept)));
        return;
    }

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Valid JSON that is not an object or array (e.g. 42) is an invalid request, not a parse error.
        if (body.trimmed().isEmpty()) {
            refuse(request, responder, Status::BadRequest, QStringLiteral("Parse error: the request body is empty"));
            return;
        }
        QJsonParseError wrappedError;
        QJsonDocument::fromJson("[" + body + "]", &wrappedError);
        if (wrappedError.error == QJsonParseError::NoError) {
            refuse(request, responder, Status::BadRequest,
                   QStringLiteral("Invalid Request: a message must be a JSON object"));
            return;
        }
        DemoServer::logLine(QStringLiteral("http: POST /mcp 400: unparsable body (%1 bytes)").arg(body.size()));
        HttpUtil::replyRpcError(
            responder, Status::BadRequest, RpcError::ParseError,
            QStringLiteral("Parse error: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset));
        return;
    }
    if (document.isArray()) {
        refuse(
            request, responder, Status::BadRequest,
            QStringLiteral(
                "Invalid Request: JSON-RPC batches are not supported (MCP removed them in 2025-06-18); POST one message "
                "at a time"));
        return;
    }
    if (!document.isObject()) {
        refuse(request, responder, Status::BadRequest,
               QStringLiteral("Invalid Request: a message must be a JSON object"));
        return;
    }
    const QJsonObject message = document.object();
    const bool hasMethod = message.contains(u"method");
    const bool isRequest = hasMethod && message.contains(u"id");
    const bool isNotification = hasMethod && !message.contains(u"id");
    const bool isResponse = !hasMethod && (message.contains(u"result") || message.contains(u"error"));
    if (!isRequest && !isNotification && !isResponse) {
        refuse(request, responder, Status::BadRequest,
               QStringLiteral("Invalid Request: a message needs a method, a result or an error"));
        return;
    }
    if (isRequest && !isValidId(message.value(u"id"))) {
        refuse(request, responder, Status::BadRequest,
               QStringLiteral("Invalid Request: id must be a string or an integer"));
        return;
    }
    if (!isRequest && message.value(u"jsonrpc") != QJsonValue(QStringLiteral("2.0"))) {
        refuse(request, responder, Status::BadRequest, QStringLiteral("Invalid Request: jsonrpc must be \"2.0\""));
        return;
    }
    if (isNotification
        && (!message.value(u"method").isString()
            || (message.contains(u"params") && !message.value(u"params").isObject()))) {
        refuse(request, responder, Status::BadRequest,
               QStringLiteral("Invalid Request: a notification needs a string method and, if any, object params"));
        return;
    }

    const QString peer = TcpListener::peerKey(request.remoteAddress(), request.remotePort());
    if (!m_options.legacyOnly && !headers.contains("Mcp-Session-Id") && ModernHttp::isModern(message, headers)) {
        m_modern->post(message, headers, std::move(responder), peer);
        if (!m_listener->isOpen(peer))
            m_modern->connectionClosed(peer);
        return;
    }
    if (!headers.contains("Mcp-Session-Id")) {
        if (!isRequest || message.value(u"method") != QJsonValue(QStringLiteral("initialize"))) {
            refuse(request, responder, Status::BadRequest,
                   QStringLiteral(
                       "Bad Request: the Mcp-Session-Id header is missing. Start a session with initialize (its answer "
                       "carries the header), then send that header with every request"));
            return;
        }
        HttpSession *session = createSession();
        const QString id = session->id();
        session->postRequest(message, std::move(responder), peer, true);
        if (!session->server()->isInitialized()) {
            endSession(id); // initialize failed: no session
        } else {
            DemoServer::logLine(
                QStringLiteral("session %1 started (%2 session(s) open)").arg(id.left(8)).arg(m_sessions.size()));
            if (!m_listener->isOpen(peer))
                session->connectionClosed(peer);
        }
        return;
    }

    HttpSession *session = sessionFor(request, responder);
    if (!session)
        return;
    if (isRequest) {
        const QJsonValue id = message.value(u"id");
        if (session->isPending(DemoServer::requestKey(id))) {
            refuse(request, responder, Status::BadRequest,
                   QStringLiteral(
                       "Invalid Request: id %1 is already used by a request of this session that is still running")
                       .arg(QString::fromUtf8(
                           QJsonDocument(QJsonObject{{QStringLiteral("id"), id}}).toJson(QJsonDocument::Compact))));
            return;
        }
        session->postRequest(message, std::move(responder), peer);
        if (!m_listener->isOpen(peer))
            session->connectionClosed(peer);
        return;
    }
    session->server()->handleMessage(message);
    responder.write(Status::Accepted);
}

void DemoHttpServer::handleGet(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    const QByteArray accept = request.headers().combinedValue(QHttpHeaders::WellKnownHeader::Accept);
    if (!HttpUtil::mediaTypes(accept).contains("text/event-stream")) {
        refuse(request, responder, Status::NotAcceptable,
               QStringLiteral(
                   "Not Acceptable: GET opens the server's event stream; the Accept header must list text/event-stream "
                   "(got %1)")
                   .arg(shown(accept)));
        return;
    }
    HttpSession *session = sessionFor(request, responder);
    if (!session)
        return;
    const QString peer = TcpListener::peerKey(request.remoteAddress(), request.remotePort());
    session->openStream(std::move(responder), peer, request.headers().value("Last-Event-ID").toByteArray());
    if (!m_listener->isOpen(peer))
        session->connectionClosed(peer);
}

void DemoHttpServer::handleDelete(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    HttpSession *session = sessionFor(request, responder);
    if (!session)
        return;
    const QString id = session->id();
    endSession(id);
    DemoServer::logLine(
        QStringLiteral("session %1 ended by the client (%2 session(s) open)").arg(id.left(8)).arg(m_sessions.size()));
    responder.write(QHttpHeaders(), Status::Ok);
}

HttpSession *DemoHttpServer::sessionFor(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    const QByteArrayView id = request.headers().value("Mcp-Session-Id");
    if (id.isEmpty()) {
        refuse(request, responder, Status::BadRequest,
               QStringLiteral(
                   "Bad Request: the Mcp-Session-Id header is missing. Start a session with initialize (its answer "
                   "carries the header), then send that header with every request"));
        return nullptr;
    }
    HttpSession *session = m_sessions.value(QString::fromLatin1(id));
    if (!session) {
        refuse(
            request, responder, Status::NotFound,
            QStringLiteral(
                "Not Found: there is no session %1 (it was ended, or the server restarted). Start a new session with "
                "initialize, without Mcp-Session-Id")
                .arg(shown(id)));
        return nullptr;
    }
    const QByteArrayView version = request.headers().value("MCP-Protocol-Version");
    if (!version.isEmpty()) {
        const QStringList supported = DemoServer::supportedProtocolVersions();
        if (!supported.contains(QString::fromLatin1(version))) {
            refuse(request, responder, Status::BadRequest,
                   QStringLiteral("Bad Request: unsupported MCP-Protocol-Version %1 (this server supports %2)")
                       .arg(shown(version), supported.join(QStringLiteral(", "))));
            return nullptr;
        }
        if (version != session->server()->protocolVersion().toLatin1()) {
            DemoServer::logLine(
                QStringLiteral("session %1: MCP-Protocol-Version %2 differs from the version agreed in initialize (%3)")
                    .arg(session->id().left(8), shown(version), session->server()->protocolVersion()));
        }
    }
    m_lastUse.insert(session->id(), ++m_useCounter);
    return session;
}

HttpSession *DemoHttpServer::createSession()
{
    if (m_sessions.size() >= MaxSessions) {
        QString oldest;
        quint64 oldestUse = std::numeric_limits<quint64>::max();
        for (auto it = m_lastUse.constBegin(); it != m_lastUse.constEnd(); ++it) {
            if (it.value() < oldestUse) {
                oldest = it.key();
                oldestUse = it.value();
            }
        }
        DemoServer::logLine(QStringLiteral("session %1 ended: %2 sessions are open, the most this server keeps")
                                .arg(oldest.left(8))
                                .arg(MaxSessions));
        endSession(oldest);
    }
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    auto *session = new HttpSession(id, m_options.jsonResponses);
    session->server()->setModernEnabled(!m_options.legacyOnly);
    m_sessions.insert(id, session);
    m_lastUse.insert(id, ++m_useCounter);
    return session;
}

void DemoHttpServer::endSession(const QString &id)
{
    m_lastUse.remove(id);
    delete m_sessions.take(id);
}

void DemoHttpServer::connectionClosed(const QString &peer)
{
    m_modern->connectionClosed(peer);
    for (HttpSession *session : std::as_const(m_sessions))
        session->connectionClosed(peer);
}
