// SPDX-License-Identifier: MIT
#include "httptransport.h"

#include "json/jsontext.h"
#include "text/mediatype.h"
#include "transportlog.h"
#include "urlpolicy.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>
#include <QTimer>

#include <algorithm>

#include <cctype>
#include <memory>

namespace mcpscope {

namespace {

constexpr const char Redacted[] = "[redacted]";
constexpr int CloseWaitMs = 2000;
constexpr int MaxAuthAttempts = 3;

QString statusText(int status, const QByteArray &reason)
{
    return reason.isEmpty() ? QStringLiteral("HTTP %1").arg(status)
                            : QStringLiteral("HTTP %1 (%2)").arg(status).arg(QString::fromLatin1(reason));
}

QString bodyPreview(const QByteArray &body)
{
    QString text = QString::fromUtf8(body.left(300)).simplified();
    if (body.size() > 300)
        text += QStringLiteral("…");
    return text;
}

} // namespace

HttpAuthorizer::~HttpAuthorizer() = default;

// --- HttpServerConfig -------------------------------------------------------------------

QString HttpServerConfig::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Auto:
        return QStringLiteral("auto");
    case Kind::StreamableHttp:
        return QStringLiteral("http");
    case Kind::Sse:
        return QStringLiteral("sse");
    }
    return QString();
}

bool HttpServerConfig::kindFromName(const QString &name, Kind *kind)
{
    const QString n = name.toLower();
    if (n == QLatin1String("auto")) {
        *kind = Kind::Auto;
    } else if (n == QLatin1String("http") || n == QLatin1String("streamable-http")
               || n == QLatin1String("streamablehttp") || n == QLatin1String("streamable_http")) {
        *kind = Kind::StreamableHttp;
    } else if (n == QLatin1String("sse")) {
        *kind = Kind::Sse;
    } else {
        return false;
    }
    return true;
}

HttpServerConfig::Kind HttpServerConfig::kindForUrl(const QUrl &url)
{
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path.endsWith(QLatin1String("/sse")) ? Kind::Sse : Kind::StreamableHttp;
}

bool HttpServerConfig::parseHeader(const QString &text, QPair<QByteArray, QByteArray> *header)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    const QByteArray name = text.left(colon).trimmed().toLatin1();
    if (name.isEmpty())
        return false;
    for (char c : name) {
        // RFC 9110 token characters only.
        if (!(std::isalnum(static_cast<unsigned char>(c)) || QByteArrayView("!#$%&'*+-.^_`|~").contains(c)))
            return false;
    }
    *header = {name, text.mid(colon + 1).trimmed().toUtf8()};
    return true;
}

QString HttpServerConfig::displayUrl() const
{
    return HttpExchange::redactUrl(url);
}

// --- one request in flight ----------------------------------------------------------------

struct HttpTransport::Call
{
    enum class Role { Post, GetStream, ResumeStream, LegacyStream, Delete };
    QNetworkReply *reply = nullptr;
    Role role = Role::Post;
    int id = -1;
    QByteArray method;
    QByteArray payload; ///< Post: the message; ResumeStream: the message it resumes
    QString purpose;
    QString url;
    HttpHeaders requestHeaders;
    QElapsedTimer clock;
    QTimer *connectTimer = nullptr;
    QTimer *deliveryTimer = nullptr; ///< a POST that awaits no answer: the whole exchange is timed
    bool headersSeen = false;
    bool sse = false;
    int status = 0;
    QByteArray reason;
    QByteArray contentType;
    HttpHeaders responseHeaders;
    QByteArray body; ///< a JSON body being read, or a body that is no message
    bool bodyTruncated = false;
    qint64 bytes = 0;
    SseParser parser;
    int events = 0;
    bool responseReported = false;
    bool timedOut = false;
    bool tooLarge = false;
    QString sslProblem;
    bool legacy = false;     ///< made while the HTTP+SSE transport is in use
    bool abandoned = false;  ///< closed by us: its answer was no longer awaited
    QUrl hopUrl;             ///< the address of the request as it is now (redirects followed)
    QString redirectRefused; ///< why a redirect was not followed (the call was stopped there)

    explicit Call(qint64 maxEventBytes)
        : parser(maxEventBytes)
    {
    }
};

HttpTransport::HttpTransport(const HttpServerConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
    , m_kind(config.kind)
    , m_network(new QNetworkAccessManager(this))
{
    if (m_kind == HttpServerConfig::Kind::Auto
        && HttpServerConfig::kindForUrl(config.url) == HttpServerConfig::Kind::Sse)
        m_kind = HttpServerConfig::Kind::Sse;
    m_network->setAutoDeleteReplies(false);
    // Every redirect is looked at first (onRedirected): Qt would carry the Authorization header,
    // the user's headers, the session id and a 307/308's body to wherever it points.
    m_network->setRedirectPolicy(QNetworkRequest::UserVerifiedRedirectPolicy);
}

HttpTransport::~HttpTransport()
{
    const auto calls = m_calls;
    for (Call *call : calls) {
        call->reply->disconnect(this);
        call->reply->abort();
        call->reply->deleteLater();
        delete call;
    }
}

QString HttpTransport::describe() const
{
    const QString kind = m_kind == HttpServerConfig::Kind::Sse              ? tr("HTTP+SSE")
                         : m_kind == HttpServerConfig::Kind::StreamableHttp ? tr("Streamable HTTP")
                                                                            : tr("HTTP");
    return QStringLiteral("%1 (%2)").arg(m_config.displayUrl(), kind);
}

void HttpTransport::start()
{
    if (state() == State::Running || state() == State::Starting)
        return;
    m_sessionId.clear();
    m_protocolVersion.clear();
    m_messageHeaders.clear();
    m_queued.clear();
    m_unanswered.clear();
    m_firstAnswer = false;
    m_handshakeDone = false;
    m_getStreamRefused = false;
    m_authRequired = false;
    m_refused.clear();
    m_authRounds = 0;
    m_authWaiters.clear();
    m_authorizing = false;
    m_resumeAttempts = 0;
    setExitInfo(ExitInfo());
    const QString scheme = m_config.url.scheme().toLower();
    if (!m_config.url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        || m_config.url.host().isEmpty()) {
        setState(State::Starting);
        fail(tr("\"%1\" is not an http:// or https:// address.").arg(m_config.displayUrl()));
        return;
    }
    m_postUrl = m_config.url;
    setState(State::Starting);
    if (m_kind == HttpServerConfig::Kind::Sse) {
        openLegacyStream();
        return;
    }
    // Streamable HTTP has no connection of its own: the first POST (initialize) is the test.
    setState(State::Running);
}

QNetworkRequest HttpTransport::makeRequest(const QUrl &url, const QByteArray &accept) const
{
    QNetworkRequest request(url);
    request.setRawHeader("Accept", accept);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::UserVerifiedRedirectPolicy);
    request.setMaximumRedirectsAllowed(m_config.maxRedirects);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArray("mcpscope/" MCPSCOPE_VERSION));
    bool userAuthorization = false;
    for (const auto &h : m_config.headers) {
        request.setRawHeader(h.first, h.second);
        userAuthorization = userAuthorization || h.first.compare("authorization", Qt::CaseInsensitive) == 0;
    }
    if (!userAuthorization && m_authorizer) {
        const QByteArray auth = m_authorizer->authorization();
        if (!auth.isEmpty())
            request.setRawHeader("Authorization", auth);
    }
    if (!m_sessionId.isEmpty() && m_kind != HttpServerConfig::Kind::Sse)
        request.setRawHeader("Mcp-Session-Id", m_sessionId);
    if (!m_protocolVersion.isEmpty() && m_kind != HttpServerConfig::Kind::Sse)
        request.setRawHeader("MCP-Protocol-Version", m_protocolVersion);
    return request;
}

HttpTransport::Call *HttpTransport::track(QNetworkReply *reply, const QByteArray &method, const QByteArray &payload,
                                          const QString &purpose)
{
    auto *call = new Call(m_config.maxMessageBytes);
    call->reply = reply;
    call->id = nextExchangeId();
    call->method = method;
    call->payload = payload;
    call->purpose = purpose;
    call->url = HttpExchange::redactUrl(reply->request().url());
    call->hopUrl = reply->request().url();
    const QNetworkRequest request = reply->request();
    const QList<QByteArray> names = request.rawHeaderList();
    for (const QByteArray &name : names)
        call->requestHeaders.append({name, request.rawHeader(name)});
    if (!payload.isEmpty() && !request.hasRawHeader("Content-Type"))
        call->requestHeaders.append({"Content-Type", request.header(QNetworkRequest::ContentTypeHeader).toByteArray()});
    call->legacy = m_kind == HttpServerConfig::Kind::Sse;
    call->clock.start();
    m_calls.insert(reply, call);
    reply->setReadBufferSize(0);
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, call] { onMetaData(call); });
    connect(reply, &QNetworkReply::readyRead, this, [this, call] { onReadyRead(call); });
    connect(reply, &QNetworkReply::redirected, this, [this, call](const QUrl &target) { onRedirected(call, target); });
    connect(reply, &QNetworkReply::finished, this, [this, call] { onFinished(call); });
    connect(reply, &QNetworkReply::sslErrors, this,
            [this, call](const QList<QSslError> &errors) { onSslErrors(call, errors); });
    if (m_config.connectTimeoutMs > 0) {
        call->connectTimer = new QTimer(reply);
        call->connectTimer->setSingleShot(true);
        connect(call->connectTimer, &QTimer::timeout, this, [call] {
            call->timedOut = true;
            call->reply->abort();
        });
        call->connectTimer->start(m_config.connectTimeoutMs);
    }
    qCDebug(lcTransport) << "http" << method << call->url << purpose << "exchange" << call->id;
    return call;
}

bool HttpTransport::send(const QByteArray &payload)
{
    if (state() != State::Running)
        return false;
    if (m_kind == HttpServerConfig::Kind::Sse && m_postUrl == m_config.url) {
        m_queued.append(payload); // the endpoint event has not come yet
        return true;
    }
    post(payload);
    return true;
}

bool HttpTransport::send(const QByteArray &payload, const HttpHeaders &headers)
{
    if (!headers.isEmpty())
        m_messageHeaders.insert(payload, headers);
    const bool sent = send(payload);
    if (!sent)
        m_messageHeaders.remove(payload);
    return sent;
}

void HttpTransport::setSessionless(bool sessionless)
{
    m_sessionless = sessionless;
    if (sessionless)
        m_sessionId.clear();
}

void HttpTransport::post(const QByteArray &payload)
{
    QNetworkRequest request = makeRequest(m_postUrl, "application/json, text/event-stream");
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    const auto own = m_messageHeaders.constFind(payload);
    if (own != m_messageHeaders.cend()) {
        for (const auto &h : *own)
            request.setRawHeader(h.first, h.second);
    }
    if (m_kind == HttpServerConfig::Kind::Auto && !m_firstAnswer)
        m_unanswered.append(payload);
    QNetworkReply *reply = m_network->post(request, payload);
    Call *call = track(reply, "POST", payload, tr("message"));
    call->role = Call::Role::Post;
    // Once the server has answered, how long a request may take is the client's request
    // timeout (a tool may work for minutes before its JSON answer starts).
    if (m_firstAnswer && call->connectTimer)
        call->connectTimer->stop();
    // A notification or a response awaits nothing: the server owes 202 Accepted at once. One it
    // leaves open would hold one of the few connections to the host, and a handful of them
    // every later request: the whole exchange is bounded.
    if (!m_awaitingResponse || m_awaitingResponse(payload))
        return;
    const int limit = m_config.connectTimeoutMs > 0 ? m_config.connectTimeoutMs : 30000;
    call->deliveryTimer = new QTimer(reply);
    call->deliveryTimer->setSingleShot(true);
    connect(call->deliveryTimer, &QTimer::timeout, this, [this, call, limit] {
        Q_EMIT notice(
            tr("The server did not finish its answer to a notification or response of mcpscope's within %1 ms "
               "(HTTP %2 so far; the specification asks for 202 Accepted at once). mcpscope closed that "
               "request so that it cannot hold a connection.")
                .arg(limit)
                .arg(call->headersSeen ? QString::number(call->status) : tr("no headers")));
        call->timedOut = true;
        call->abandoned = true;
        call->reply->abort();
    });
    call->deliveryTimer->start(limit);
}

void HttpTransport::openGetStream(bool resume)
{
    QNetworkRequest request = makeRequest(m_postUrl, "text/event-stream");
    if (resume && !m_lastGetEventId.isEmpty())
        request.setRawHeader("Last-Event-ID", m_lastGetEventId);
    Call *call = track(m_network->get(request), "GET", QByteArray(), tr("the server's event stream"));
    call->role = Call::Role::GetStream;
    // A stream has no answer to wait for: only its headers are timed.
}

void HttpTransport::openLegacyStream()
{
    QNetworkRequest request = makeRequest(m_config.url, "text/event-stream");
    Call *call = track(m_network->get(request), "GET", QByteArray(), tr("the HTTP+SSE event stream"));
    call->role = Call::Role::LegacyStream;
}

void HttpTransport::setProtocolVersion(const QString &version)
{
    m_protocolVersion = version.toLatin1();
}

void HttpTransport::handshakeDone()
{
    m_handshakeDone = true;
    if (m_kind != HttpServerConfig::Kind::Sse && !m_getStreamRefused && !m_sessionless && state() == State::Running)
        openGetStream(false);
}

// --- responses ----------------------------------------------------------------------------

void HttpTransport::onMetaData(Call *call)
{
    QNetworkReply *reply = call->reply;
    const QVariant statusValue = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (!statusValue.isValid())
        return;
    const int status = statusValue.toInt();
    // A redirect being followed: its own headers are not the answer.
    if (status >= 300 && status < 400 && reply->header(QNetworkRequest::LocationHeader).isValid()
        && reply->error() == QNetworkReply::NoError && !reply->isFinished())
        return;
    if (call->headersSeen)
        return;
    call->headersSeen = true;
    if (call->connectTimer)
        call->connectTimer->stop();
    call->status = status;
    call->reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray();
    const auto pairs = reply->rawHeaderPairs();
    for (const auto &p : pairs)
        call->responseHeaders.append({p.first, p.second});
    call->contentType = mediatype::essence(reply->rawHeader("Content-Type"));
    call->sse = call->contentType == "text/event-stream";

    const bool ok = status >= 200 && status < 300;
    if (ok && call->role != Call::Role::Delete && !m_sessionless) {
        const QByteArray sessionId = reply->rawHeader("Mcp-Session-Id");
        if (m_sessionId.isEmpty() && !sessionId.isEmpty() && m_kind != HttpServerConfig::Kind::Sse)
            m_sessionId = sessionId;
    }
    if (ok && call->role == Call::Role::Post && m_refused.remove(call->payload))
        m_authRounds = 0; // a refused request got through: the authorization worked
    // A web page is not an answer from an MCP server (a login page, a captive portal).
    if (ok && call->role == Call::Role::Post && !m_firstAnswer && call->contentType != "text/html") {
        m_firstAnswer = true;
        m_unanswered.clear();
        if (m_kind == HttpServerConfig::Kind::Auto)
            m_kind = HttpServerConfig::Kind::StreamableHttp;
    }
    if (ok && call->sse) {
        call->responseReported = true;
        report(call, HttpExchange::Phase::Response);
    }
}

void HttpTransport::onReadyRead(Call *call)
{
    if (!call->headersSeen)
        onMetaData(call);
    const QByteArray bytes = call->reply->readAll();
    if (bytes.isEmpty())
        return;
    call->bytes += bytes.size();
    const bool ok = call->status >= 200 && call->status < 300;
    if (call->sse && ok) {
        QList<SseEvent> events;
        const bool fine = call->parser.append(bytes, &events);
        deliverEvents(call, events);
        if (!fine) {
            call->tooLarge = true;
            call->reply->abort();
        } else if (call->parser.eventsWithoutData() > 0 && call->parser.unknownFieldLines() > 0
                   && (call->role == Call::Role::Post || call->role == Call::Role::ResumeStream)
                   && !call->payload.isEmpty() && m_awaitingResponse && m_awaitingResponse(call->payload)) {
            // Lines that are no SSE field (a JSON text without "data: " in front, say) make an
            // event that SSE drops: the answer this stream should carry cannot come. Said now,
            // rather than after the request's whole timeout.
            const QString why
                = tr("The server's event stream for this request carries an event without a \"data:\" line "
                     "(%n line(s) with no SSE field name, such as a message written without \"data: \" in "
                     "front). SSE drops such an event, so the answer cannot arrive; mcpscope stopped waiting "
                     "for it.",
                     nullptr, call->parser.unknownFieldLines());
            Q_EMIT notice(why);
            const QByteArray payload = std::exchange(call->payload, QByteArray());
            call->abandoned = true;
            call->reply->abort();
            Q_EMIT deliveryFailed(payload, why);
        }
        return;
    }
    // A JSON body (or one that carries no message) is kept whole, up to the limit.
    const bool refusal = m_sessionless && call->role == Call::Role::Post && call->status >= 400 && call->status < 500;
    const bool message = (ok || refusal) && call->contentType != "text/html";
    const qint64 limit = message ? m_config.maxMessageBytes : HttpExchange::BodyKeep;
    if (call->body.size() + bytes.size() > limit) {
        call->body.append(bytes.left(limit - call->body.size()));
        call->bodyTruncated = true;
        if (message) {
            call->tooLarge = true;
            call->reply->abort();
        }
        return;
    }
    if (!call->bodyTruncated)
        call->body.append(bytes);
}

void HttpTransport::deliverEvents(Call *call, const QList<SseEvent> &events)
{
    for (const SseEvent &event : events) {
        if (call->role == Call::Role::GetStream || call->role == Call::Role::ResumeStream) {
            if (event.hasId)
                m_lastGetEventId = event.id;
        }
        const QByteArray type = event.type();
        if (call->role == Call::Role::LegacyStream && type == "endpoint") {
            const QUrl endpoint = m_config.url.resolved(QUrl(QString::fromUtf8(event.data.trimmed())));
            if (!endpoint.isValid() || endpoint.host() != m_config.url.host()
                || endpoint.scheme() != m_config.url.scheme() || endpoint.port() != m_config.url.port()) {
                // The old transport's client must not follow an endpoint to another origin.
                fail(tr("The server's \"endpoint\" event names %1, which is not on %2; mcpscope does not send "
                        "messages to another origin.")
                         .arg(endpoint.toDisplayString(QUrl::RemoveUserInfo),
                              m_config.url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemovePath
                                                           | QUrl::RemoveQuery)));
                call->reply->abort();
                return;
            }
            m_postUrl = endpoint;
            Q_EMIT notice(tr("The server's event stream names %1 as the address for messages.")
                              .arg(endpoint.toDisplayString(QUrl::RemoveUserInfo)));
            if (state() == State::Starting)
                setState(State::Running);
            const QByteArrayList queued = std::exchange(m_queued, {});
            for (const QByteArray &payload : queued)
                post(payload);
            continue;
        }
        if (event.data.isEmpty())
            continue; // a priming event (an id to resume from) carries no message
        if (type != "message") {
            Q_EMIT notice(tr("The server sent an SSE event of type \"%1\", which MCP does not use; ignored.")
                              .arg(QString::fromUtf8(type.left(80))));
            continue;
        }
        ++call->events;
        m_resumeAttempts = 0;
        Frame frame;
        frame.payload = event.data;
        frame.offset = m_frameOffset;
        m_frameOffset += event.data.size();
        frame.flags = Frame::Http | Frame::SseEvent;
        frame.exchange = call->id;
        frame.eventId = event.id;
        Q_EMIT frameReceived(frame);
        if (state() == State::Exited || state() == State::Failed)
            return;
    }
}

void HttpTransport::emitBodyFrame(Call *call)
{
    Frame frame;
    frame.payload = call->body;
    frame.offset = m_frameOffset;
    m_frameOffset += call->body.size();
    frame.flags = Frame::Http;
    frame.exchange = call->id;
    Q_EMIT frameReceived(frame);
}

HttpExchange HttpTransport::exchangeOf(const Call *call, HttpExchange::Phase phase) const
{
    HttpExchange e;
    e.id = call->id;
    e.phase = phase;
    e.method = call->method;
    e.url = call->url;
    const QString finalUrl = HttpExchange::redactUrl(call->reply->url());
    if (finalUrl != call->url)
        e.finalUrl = finalUrl;
    // Secrets never reach the session: authorization, cookies and the values of headers the
    // user configured (they may be API keys).
    for (const auto &h : call->requestHeaders) {
        bool secret = HttpExchange::isSecretHeader(h.first, h.second);
        for (const auto &configured : m_config.headers)
            secret = secret || configured.first.compare(h.first, Qt::CaseInsensitive) == 0;
        e.requestHeaders.append({h.first, secret ? QByteArray(Redacted) : h.second});
    }
    e.status = call->status;
    e.reason = call->reason;
    for (const auto &h : call->responseHeaders)
        e.responseHeaders.append(
            {h.first, HttpExchange::isSecretHeader(h.first, h.second) ? QByteArray(Redacted) : h.second});
    e.contentType = call->contentType;
    e.sessionId = HttpExchange::header(call->responseHeaders, "Mcp-Session-Id");
    e.requestBytes = call->payload.size();
    e.responseBytes = call->bytes;
    e.elapsedMs = call->clock.elapsed();
    e.events = call->events;
    e.lastEventId = call->parser.lastEventId();
    e.purpose = call->purpose;
    e.legacySse = call->legacy;
    return e;
}

void HttpTransport::report(Call *call, HttpExchange::Phase phase)
{
    HttpExchange e = exchangeOf(call, phase);
    if (phase == HttpExchange::Phase::Failed)
        e.error = networkErrorText(call);
    Q_EMIT httpExchange(e);
}

QString HttpTransport::networkErrorText(const Call *call) const
{
    QNetworkReply *reply = call->reply;
    const QString host = QUrl(call->url).host();
    if (!call->redirectRefused.isEmpty())
        return call->redirectRefused;
    if (call->timedOut)
        return tr("%1 did not answer within %2 ms.").arg(host).arg(m_config.connectTimeoutMs);
    if (!call->sslProblem.isEmpty())
        return call->sslProblem;
    switch (reply->error()) {
    case QNetworkReply::ConnectionRefusedError:
        return tr("%1 refused the connection: nothing listens on port %2.")
            .arg(host)
            .arg(QUrl(call->url).port(QUrl(call->url).scheme() == QLatin1String("https") ? 443 : 80));
    case QNetworkReply::HostNotFoundError:
        return tr("The name %1 could not be resolved (DNS): check the address.").arg(host);
    case QNetworkReply::RemoteHostClosedError:
        return tr("%1 closed the connection before it answered.").arg(host);
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:
        return tr("The request to %1 was cancelled.").arg(host);
    case QNetworkReply::SslHandshakeFailedError:
        return tr("The secure connection (TLS) to %1 failed: %2").arg(host, reply->errorString());
    case QNetworkReply::TooManyRedirectsError:
        return tr("%1 redirected more than %n time(s) (a redirect loop?).", nullptr, m_config.maxRedirects).arg(host);
    case QNetworkReply::InsecureRedirectError:
        return tr("%1 redirected from https to plain http; mcpscope does not follow that.").arg(host);
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyTimeoutError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
        return tr("The proxy failed: %1").arg(reply->errorString());
    default:
        return reply->errorString();
    }
}

void HttpTransport::onRedirected(Call *call, const QUrl &target)
{
    const QUrl next = call->hopUrl.resolved(target);
    const QString problem = urlpolicy::redirectProblem(call->hopUrl, next);
    if (!problem.isEmpty()) {
        // Stopped before anything was sent there: the credentials stay with their origin.
        call->redirectRefused = problem;
        qCDebug(lcTransport) << "http redirect refused" << call->hopUrl << "->" << next;
        call->reply->abort();
        return;
    }
    call->hopUrl = next;
    call->reply->redirectAllowed();
}

void HttpTransport::onSslErrors(Call *call, const QList<QSslError> &errors)
{
    const QSslCertificate certificate = call->reply->sslConfiguration().peerCertificate();
    const QString fingerprint = QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex());
    if (!certificate.isNull() && m_config.trustedCertificates.contains(fingerprint)) {
        // The user looked at this very certificate and chose to trust it for this server.
        call->reply->ignoreSslErrors(errors);
        return;
    }
    QStringList problems;
    for (const QSslError &error : errors)
        problems << error.errorString();
    m_untrustedCertificate = fingerprint;
    call->sslProblem = tr("The certificate of %1 is not trusted: %2. Its SHA-256 fingerprint is %3. If you know this "
                          "server, trust this certificate in the connection's settings; mcpscope never skips the check "
                          "on its own.")
                           .arg(QUrl(call->url).host(), problems.join(QStringLiteral("; ")), fingerprint);
}

void HttpTransport::onFinished(Call *call)
{
    QNetworkReply *reply = call->reply;
    if (!call->headersSeen)
        onMetaData(call);
    if (reply->bytesAvailable() > 0)
        onReadyRead(call);
    m_calls.remove(reply);
    // The call ends here, but the reply lives until deleteLater: a signal it still emits (a
    // metaDataChanged queued from the network thread after an abort) or its connect timer
    // must not reach the deleted call.
    reply->disconnect(this);
    if (call->connectTimer)
        call->connectTimer->stop();
    if (call->deliveryTimer)
        call->deliveryTimer->stop();
    reply->deleteLater();
    const std::unique_ptr<Call> owner(call);
    if (call->role == Call::Role::Post && call->status != 401 && call->status != 403)
        m_messageHeaders.remove(call->payload);

    const bool closing = state() == State::Closing || state() == State::Exited;
    if (call->role == Call::Role::Delete) {
        if (call->status)
            report(call, HttpExchange::Phase::Complete);
        else
            report(call, HttpExchange::Phase::Failed);
        finishClose();
        return;
    }
    if (closing && reply->error() == QNetworkReply::OperationCanceledError && !call->timedOut)
        return; // we aborted it ourselves
    if (call->abandoned && !call->sse) {
        report(call, call->status ? HttpExchange::Phase::Complete : HttpExchange::Phase::Failed);
        return;
    }

    // No HTTP answer at all: refused, DNS, TLS, timeout, redirect loop, cut off. (After too many
    // redirects the reply still carries the last 3xx status; it is not an answer.)
    const bool redirectFailed = reply->error() == QNetworkReply::TooManyRedirectsError
                                || reply->error() == QNetworkReply::InsecureRedirectError
                                || !call->redirectRefused.isEmpty();
    if (call->status == 0 || redirectFailed || (reply->error() != QNetworkReply::NoError && !call->headersSeen)) {
        report(call, HttpExchange::Phase::Failed);
        const QString why = networkErrorText(call);
        if (call->role == Call::Role::Post) {
            if (!m_firstAnswer) {
                fail(tr("Could not reach %1: %2").arg(m_config.displayUrl(), why));
                return;
            }
            Q_EMIT deliveryFailed(call->payload, why);
        } else if (call->role == Call::Role::LegacyStream) {
            fail(tr("Could not open the event stream of %1: %2").arg(m_config.displayUrl(), why));
        } else {
            Q_EMIT notice(tr("The server's event stream could not be opened: %1").arg(why));
            scheduleResume(call);
        }
        return;
    }

    const int status = call->status;
    const bool ok = status >= 200 && status < 300;

    if (call->sse && ok) {
        SseEvent partial;
        const bool cut = call->parser.finish(&partial);
        HttpExchange end = exchangeOf(call, HttpExchange::Phase::StreamEnd);
        end.sseCut = cut && !call->tooLarge;
        if (call->tooLarge)
            end.error = tr("An event on the stream was larger than %1 MiB; mcpscope stopped reading the stream.")
                            .arg(m_config.maxMessageBytes / (1024 * 1024));
        else if (cut)
            end.error = tr("The stream ended in the middle of an event (%1 bytes without the closing blank line); "
                           "the event is dropped, as the SSE format says.")
                            .arg(partial.size);
        else if (reply->error() != QNetworkReply::NoError && !call->abandoned)
            end.error = tr("The stream was cut off: %1").arg(reply->errorString());
        if (!end.error.isEmpty()) {
            end.body = partial.data.left(HttpExchange::BodyKeep);
            end.bodyTruncated = partial.data.size() > HttpExchange::BodyKeep;
        }
        Q_EMIT httpExchange(end);
        if (!end.error.isEmpty())
            Q_EMIT notice(end.error);
        if (state() != State::Running)
            return;
        if (call->role == Call::Role::LegacyStream) {
            fail(tr("The server closed its HTTP+SSE event stream; with this transport that ends the session."));
            return;
        }
        if (call->tooLarge) {
            if (call->role != Call::Role::GetStream && !call->payload.isEmpty())
                Q_EMIT deliveryFailed(call->payload, end.error);
            return; // resuming would only replay the same event
        }
        if (call->role == Call::Role::Post && m_sessionless) {
            if (m_awaitingResponse && m_awaitingResponse(call->payload))
                Q_EMIT deliveryFailed(call->payload,
                                      tr("The server closed the response stream before it answered. Streams of MCP "
                                         "2026-07-28 cannot be resumed: the request is lost."));
            return;
        }
        if (call->role == Call::Role::Post || call->role == Call::Role::ResumeStream) {
            // Closed before the answer came: resume from the last event id, as the spec says.
            if (m_awaitingResponse && m_awaitingResponse(call->payload)) {
                if (!call->parser.lastEventId().isEmpty() || !m_lastGetEventId.isEmpty()) {
                    if (!call->parser.lastEventId().isEmpty())
                        m_lastGetEventId = call->parser.lastEventId();
                    scheduleResume(call);
                } else {
                    Q_EMIT deliveryFailed(
                        call->payload, tr("The server closed the response stream before it answered, and gave no event "
                                          "id to resume from."));
                }
            }
            return;
        }
        scheduleResume(call); // the GET stream: reopen it
        return;
    }

    // A complete (non-stream) response.
    if (ok
        && (call->contentType == "application/json"
            || (call->contentType.isEmpty() && jsontext::looksLikeJson(call->body))
            || (call->contentType != "text/html" && jsontext::looksLikeJson(call->body)))) {
        if (call->role == Call::Role::LegacyStream) {
            report(call, HttpExchange::Phase::Complete);
            fail(tr("The server answered the HTTP+SSE stream request with %1 instead of an event stream.")
                     .arg(QString::fromLatin1(call->contentType.isEmpty() ? QByteArray("no content type")
                                                                          : call->contentType)));
            return;
        }
        report(call, HttpExchange::Phase::Complete);
        if (call->tooLarge) {
            const QString why = tr("The response was larger than %1 MiB; mcpscope stopped reading it.")
                                    .arg(m_config.maxMessageBytes / (1024 * 1024));
            Q_EMIT notice(why);
            Q_EMIT deliveryFailed(call->payload, why);
            return;
        }
        if (!call->body.isEmpty() && call->status != 202)
            emitBodyFrame(call);
        else if (!call->body.isEmpty())
            emitBodyFrame(call); // a body on 202 is still shown; the validator reports it
        // A POST is answered by its response, in this body or on a stream: a body that was
        // not it (not JSON, another message) means the answer will never come.
        if (call->role == Call::Role::Post && m_awaitingResponse && m_awaitingResponse(call->payload))
            Q_EMIT deliveryFailed(call->payload,
                                  call->body.isEmpty()
                                      ? tr("The server answered the request with %1 and no body, so its "
                                           "answer will never come.")
                                            .arg(statusText(call->status, call->reason))
                                      : tr("The server answered the request with %1 and a body that is not "
                                           "its answer: \"%2\"")
                                            .arg(statusText(call->status, call->reason), bodyPreview(call->body)));
        return;
    }

    // Stateless HTTP answers a request it refuses with a JSON-RPC error and a 4xx status
    // (-32022 with 400, method not found with 404): that error is the answer.
    if (!ok && m_sessionless && call->role == Call::Role::Post && status >= 400 && status < 500 && status != 401
        && status != 403 && call->contentType != "text/html" && !call->tooLarge
        && jsontext::looksLikeJson(call->body)) {
        report(call, HttpExchange::Phase::Complete);
        emitBodyFrame(call);
        if (m_awaitingResponse && m_awaitingResponse(call->payload))
            Q_EMIT deliveryFailed(call->payload, tr("The server refused the request (%1) with a body that answers "
                                                    "no request: \"%2\"")
                                                     .arg(statusText(status, call->reason), bodyPreview(call->body)));
        return;
    }

    // Whatever else came back is kept with the exchange (an HTML page, an error text).
    HttpExchange e = exchangeOf(call, HttpExchange::Phase::Complete);
    e.body = call->body.left(HttpExchange::BodyKeep);
    e.bodyTruncated = call->bodyTruncated || call->body.size() > HttpExchange::BodyKeep;
    Q_EMIT httpExchange(e);

    if (ok) {
        if (call->role == Call::Role::Post && (status == 202 || call->body.isEmpty()))
            return; // accepted
        if (call->role == Call::Role::GetStream || call->role == Call::Role::ResumeStream) {
            Q_EMIT notice(tr("The server answered its event stream request with %1 instead of an event stream.")
                              .arg(QString::fromLatin1(call->contentType)));
            return;
        }
        const QString why
            = tr("The server answered with %1 content instead of JSON or an event stream: \"%2\"")
                  .arg(QString::fromLatin1(call->contentType.isEmpty() ? QByteArray("untyped") : call->contentType),
                       bodyPreview(call->body));
        if (call->role == Call::Role::LegacyStream || (call->role == Call::Role::Post && !m_firstAnswer)) {
            // Nothing MCP has come back yet: this address does not speak it (a login page, a proxy).
            fail(tr("%1 is not an MCP endpoint. %2").arg(m_config.displayUrl(), why));
            return;
        }
        Q_EMIT notice(why);
        Q_EMIT deliveryFailed(call->payload, why);
        return;
    }

    // Errors.
    if (status == 401 || status == 403) {
        handleAuthorization(call);
        return;
    }
    const QString described = statusText(status, call->reason);
    const QString preview = call->body.isEmpty() ? QString() : QStringLiteral(": \"%1\"").arg(bodyPreview(call->body));
    if (call->role == Call::Role::GetStream || call->role == Call::Role::ResumeStream) {
        if (status == 405) {
            m_getStreamRefused = true;
            Q_EMIT notice(tr("The server offers no stream for messages of its own (GET answered 405), which the "
                             "specification allows; its requests and notifications come with the answers to ours."));
            return;
        }
        if (status == 404 && !m_sessionId.isEmpty()) {
            endSession(tr("The server no longer knows session %1 (%2). It ended the session or restarted; connect "
                          "again to start a new one.")
                           .arg(QString::fromLatin1(m_sessionId), described));
            return;
        }
        Q_EMIT notice(tr("The server refused its event stream: %1%2").arg(described, preview));
        return;
    }
    if (call->role == Call::Role::LegacyStream) {
        fail(tr("The server refused the HTTP+SSE event stream: %1%2").arg(described, preview));
        return;
    }
    // A POST.
    if (status == 404 && !m_sessionId.isEmpty()) {
        endSession(tr("The server no longer knows session %1 (%2). It ended the session or restarted; connect again "
                      "to start a new one.")
                       .arg(QString::fromLatin1(m_sessionId), described));
        return;
    }
    if (!m_firstAnswer && m_kind == HttpServerConfig::Kind::Auto && status >= 400 && status < 500 && !m_sessionless) {
        fallBackToSse(described);
        return;
    }
    const QString why = tr("The server answered %1%2").arg(described, preview);
    if (!m_firstAnswer && !m_sessionless) {
        fail(tr("Could not connect to %1: %2").arg(m_config.displayUrl(), why));
        return;
    }
    Q_EMIT deliveryFailed(call->payload, why);
}

void HttpTransport::reportAuthorizationExchange(HttpExchange exchange)
{
    exchange.id = nextExchangeId();
    exchange.authorization = true;
    Q_EMIT httpExchange(exchange);
}

void HttpTransport::handleAuthorization(Call *call)
{
    const QByteArray challenge = HttpExchange::header(call->responseHeaders, "WWW-Authenticate");
    const int status = call->status;
    const AuthWaiter waiter{call->payload, int(call->role)};
    if (call->role == Call::Role::Post)
        m_refused.insert(call->payload);
    // A few authorizations in a row, then no more: a step-up that never satisfies the server
    // must not loop. Requests refused while one runs wait for it instead of starting another.
    if (!m_authorizer || (!m_authorizing && m_authRounds >= MaxAuthAttempts)) {
        m_authRequired = true;
        const QString why
            = !m_authorizer
                  ? tr("The server needs authorization (%1%2) and no way to authorize is set up for it.")
                        .arg(statusText(status, call->reason),
                             challenge.isEmpty() ? QString()
                                                 : QStringLiteral(": ") + QString::fromLatin1(challenge.left(300)))
                  : tr("The server still refuses access (%1) after %n attempt(s) to authorize.", nullptr,
                       MaxAuthAttempts)
                        .arg(statusText(status, call->reason));
        authorizationFailed(waiter, why);
        return;
    }
    // One authorization at a time: requests refused meanwhile wait for its outcome.
    m_authWaiters.append(waiter);
    if (m_authorizing)
        return;
    m_authorizing = true;
    ++m_authRounds;
    QPointer<HttpTransport> self(this);
    m_authorizer->challenge(status, challenge, m_config.url, [self](bool retry, const QString &error) {
        if (!self)
            return;
        self->m_authorizing = false;
        const QList<AuthWaiter> waiters = std::exchange(self->m_authWaiters, {});
        if (self->state() != State::Running && self->state() != State::Starting)
            return;
        if (!retry)
            self->m_authRequired = true;
        bool streamReopened = false;
        for (const AuthWaiter &w : waiters) {
            if (!retry) {
                self->authorizationFailed(w, error);
                if (self->state() == State::Failed)
                    return;
                continue;
            }
            switch (Call::Role(w.role)) {
            case Call::Role::Post:
                self->post(w.payload);
                break;
            case Call::Role::LegacyStream:
                self->openLegacyStream();
                break;
            default:
                if (!streamReopened)
                    self->openGetStream(true);
                streamReopened = true;
                break;
            }
        }
    });
}

void HttpTransport::authorizationFailed(const AuthWaiter &waiter, const QString &why)
{
    const auto role = Call::Role(waiter.role);
    if (m_firstAnswer && role == Call::Role::Post) {
        Q_EMIT deliveryFailed(waiter.payload, why);
    } else if (m_firstAnswer && (role == Call::Role::GetStream || role == Call::Role::ResumeStream)) {
        // The optional stream is lost; the session goes on with the answers to our requests.
        Q_EMIT notice(tr("The server's event stream stays closed: %1").arg(why));
    } else {
        fail(why);
    }
}

void HttpTransport::scheduleResume(Call *call)
{
    if (state() != State::Running)
        return;
    if (++m_resumeAttempts > m_config.streamReconnectLimit) {
        const QString why
            = tr("The server's event stream kept closing; mcpscope gave up after %n attempt(s) to resume it.", nullptr,
                 m_config.streamReconnectLimit);
        Q_EMIT notice(why);
        if (call->role != Call::Role::GetStream && !call->payload.isEmpty())
            Q_EMIT deliveryFailed(call->payload, why);
        return;
    }
    // The server's "retry" is taken within [MinRetryMs, MaxRetryMs]: neither a reconnection
    // storm nor a wait of days (or a negative one, past what a timer holds).
    const qint64 asked = call->parser.retryMs();
    if (asked >= 0)
        m_retryMs = std::clamp<qint64>(asked, HttpServerConfig::MinRetryMs, HttpServerConfig::MaxRetryMs);
    const qint64 retry = m_retryMs >= 0 ? m_retryMs : m_config.defaultRetryMs;
    if (asked >= 0 && asked != m_retryMs)
        Q_EMIT notice(
            tr("The server asked to wait %1 ms before reconnecting; mcpscope waits between %2 ms and %3 s, so %4 ms.")
                .arg(asked)
                .arg(HttpServerConfig::MinRetryMs)
                .arg(HttpServerConfig::MaxRetryMs / 1000)
                .arg(m_retryMs));
    const QByteArray payload = call->payload;
    const bool resumesMessage = call->role != Call::Role::GetStream;
    Q_EMIT notice(tr("The event stream closed; resuming it in %1 ms%2.")
                      .arg(retry)
                      .arg(m_lastGetEventId.isEmpty()
                               ? QString()
                               : tr(" from event %1").arg(QString::fromUtf8(m_lastGetEventId.left(80)))));
    QTimer::singleShot(retry, this, [this, payload, resumesMessage] {
        if (state() != State::Running)
            return;
        QNetworkRequest request = makeRequest(m_postUrl, "text/event-stream");
        if (!m_lastGetEventId.isEmpty())
            request.setRawHeader("Last-Event-ID", m_lastGetEventId);
        Call *resumed = track(m_network->get(request), "GET", QByteArray(),
                              resumesMessage ? tr("resuming a response stream") : tr("the server's event stream"));
        resumed->role = resumesMessage ? Call::Role::ResumeStream : Call::Role::GetStream;
        resumed->payload = payload;
    });
}

void HttpTransport::abandon(const QByteArray &payload)
{
    m_messageHeaders.remove(payload);
    // Its answer no longer matters: the stream that would carry it must not hold a
    // connection (HTTP/1.1 allows a client only a few per server) for ever.
    const auto calls = m_calls;
    for (Call *call : calls) {
        if ((call->role == Call::Role::Post || call->role == Call::Role::ResumeStream) && call->payload == payload) {
            call->payload.clear(); // not resumed, not reported as undeliverable
            call->abandoned = true;
            call->reply->abort();
        }
    }
}

void HttpTransport::fallBackToSse(const QString &why)
{
    Q_EMIT notice(tr("The server refused Streamable HTTP (%1); trying the older HTTP+SSE transport of 2024-11-05, as "
                     "the official client does.")
                      .arg(why));
    m_kind = HttpServerConfig::Kind::Sse;
    m_queued = std::exchange(m_unanswered, {});
    m_postUrl = m_config.url;
    setState(State::Starting);
    openLegacyStream();
}

void HttpTransport::endSession(const QString &reason)
{
    m_sessionId.clear();
    for (Call *other : std::as_const(m_calls))
        other->reply->abort();
    fail(reason);
}

void HttpTransport::close()
{
    if (state() != State::Running && state() != State::Starting) {
        if (state() == State::NotStarted)
            return;
        return;
    }
    setState(State::Closing);
    const auto calls = m_calls;
    for (Call *call : calls)
        call->reply->abort();
    if (!m_sessionId.isEmpty() && m_kind != HttpServerConfig::Kind::Sse) {
        // End the session on the server too; a server that does not allow it says 405.
        QNetworkRequest request = makeRequest(m_postUrl, "application/json, text/event-stream");
        Call *call = track(m_network->deleteResource(request), "DELETE", QByteArray(), tr("end of session"));
        call->role = Call::Role::Delete;
        if (!m_closeTimer) {
            m_closeTimer = new QTimer(this);
            m_closeTimer->setSingleShot(true);
            connect(m_closeTimer, &QTimer::timeout, this, [this] {
                for (Call *c : std::as_const(m_calls))
                    c->reply->abort();
                finishClose();
            });
        }
        m_closeTimer->start(CloseWaitMs);
        return;
    }
    QTimer::singleShot(0, this, &HttpTransport::finishClose);
}

void HttpTransport::finishClose()
{
    if (state() == State::Exited || state() == State::Failed)
        return;
    if (m_closeTimer)
        m_closeTimer->stop();
    m_sessionId.clear();
    ExitInfo info;
    info.valid = true;
    info.text = tr("was disconnected");
    setExitInfo(info);
    setState(State::Exited);
    Q_EMIT exited(info);
}

} // namespace mcpscope
