// SPDX-License-Identifier: MIT
#include "httpsession.h"

#include "demoserver.h"
#include "httputil.h"

#include <QHttpServerResponder>

#include <algorithm>

namespace {

// What a session keeps for Last-Event-ID: the last events of each stream, and the finished
// streams of the most recent requests.
constexpr qsizetype MaxKeptEvents = 256;
constexpr size_t MaxKeptStreams = 32;
// The wait the client is told to leave before it reconnects (the SSE "retry" field).
constexpr int RetryMilliseconds = 3000;
// The last chunk of a stream that ends without an event: an SSE comment, which clients ignore.
const QByteArray EndOfStream = QByteArrayLiteral(": end of stream\n\n");

} // namespace

HttpSession::HttpSession(const QString &id, bool jsonResponses, QObject *parent)
    : QObject(parent)
    , m_id(id)
    , m_jsonResponses(jsonResponses)
    , m_server(std::make_unique<DemoServer>())
{
    m_get.id = QStringLiteral("0");
    m_server->setOutput([this](const QJsonObject &message, const QString &requestKey) { route(message, requestKey); });
    connect(m_server.get(), &DemoServer::requestDropped, this, &HttpSession::requestDropped);
}

HttpSession::~HttpSession()
{
    close();
    // Nothing the server might still send (from its destructor) may reach a stream that is gone.
    m_server->setOutput([](const QJsonObject &, const QString &) { });
}

void HttpSession::postRequest(const QJsonObject &message, QHttpServerResponder &&responder, const QString &peer,
                              bool initialize)
{
    auto owned = std::make_unique<Stream>();
    Stream *stream = owned.get();
    stream->id = nextStreamId();
    stream->requestKey = DemoServer::requestKey(message.value(u"id"));
    stream->json = m_jsonResponses;
    stream->initialize = initialize;
    stream->responder = std::make_unique<QHttpServerResponder>(std::move(responder));
    stream->peer = peer;
    const QString key = stream->requestKey;
    m_pending.insert(key, stream);
    keep(std::move(owned));

    m_server->handleMessage(message);

    // Still running (a tool that waits): open the stream now, so that the client sees it started.
    // (When the request is finished, the stream may be gone: look it up again.)
    if (m_pending.value(key) == stream && !stream->json && stream->responder && !stream->started)
        start(stream, true);
}

void HttpSession::openStream(QHttpServerResponder &&responder, const QString &peer, const QByteArray &lastEventId)
{
    if (lastEventId.isEmpty()) {
        if (m_get.responder) {
            HttpUtil::replyRpcError(
                responder, HttpUtil::Status::Conflict, -32600,
                QStringLiteral("Conflict: this session already has an open GET stream. Close it first, or "
                               "resume a stream with Last-Event-ID."));
            return;
        }
        m_get.responder = std::make_unique<QHttpServerResponder>(std::move(responder));
        m_get.peer = peer;
        start(&m_get, true);
        // What was sent while no GET stream was open.
        for (const Event &event : std::as_const(m_get.events)) {
            if (event.number > m_get.delivered)
                write(&m_get, event);
        }
        DemoServer::logLine(QStringLiteral("session %1: GET stream open").arg(m_id.left(8)));
        return;
    }

    const qsizetype dash = lastEventId.lastIndexOf('-');
    bool ok = false;
    const qint64 after = dash > 0 ? lastEventId.mid(dash + 1).toLongLong(&ok) : -1;
    const QString streamId = QString::fromLatin1(lastEventId.left(qMax<qsizetype>(dash, 0)));
    Stream *stream = streamId == m_get.id ? &m_get : findStream(streamId);
    if (!ok || !stream || stream->json || after < 0 || after > stream->lastNumber) {
        HttpUtil::replyRpcError(
            responder, HttpUtil::Status::BadRequest, -32600,
            QStringLiteral("Bad Request: Last-Event-ID '%1' names no event this session sent (or one it no "
                           "longer keeps). Open the GET stream without Last-Event-ID instead.")
                .arg(HttpUtil::preview(lastEventId)));
        return;
    }
    if (stream->responder) {
        DemoServer::logLine(QStringLiteral("session %1: stream %2 resumed on a new connection; the old one is closed")
                                .arg(m_id.left(8), stream->id));
        endConnection(stream);
    }
    stream->responder = std::make_unique<QHttpServerResponder>(std::move(responder));
    stream->peer = peer;
    start(stream, false);
    if (!stream->events.isEmpty() && stream->events.constFirst().number > after + 1) {
        DemoServer::logLine(
            QStringLiteral("session %1: stream %2 resumed after event %3, but events up to %4 are no longer kept")
                .arg(m_id.left(8), stream->id)
                .arg(after)
                .arg(stream->events.constFirst().number - 1));
    }
    for (const Event &event : std::as_const(stream->events)) {
        if (event.number > after)
            write(stream, event);
    }
    DemoServer::logLine(
        QStringLiteral("session %1: stream %2 resumed after event %3").arg(m_id.left(8), stream->id).arg(after));
    if (stream->finished)
        endConnection(stream);
}

bool HttpSession::holds(const QString &peer) const
{
    if (m_get.responder && m_get.peer == peer)
        return true;
    return std::any_of(m_streams.begin(), m_streams.end(),
                       [&peer](const std::unique_ptr<Stream> &s) { return s->responder && s->peer == peer; });
}

void HttpSession::connectionClosed(const QString &peer)
{
    const auto drop = [&](Stream *stream) {
        if (!stream->responder || stream->peer != peer)
            return;
        // Destroying the responder lets QHttpServer release the connection.
        stream->responder.reset();
        stream->started = false;
        if (!stream->finished) {
            DemoServer::logLine(
                QStringLiteral("session %1: the client closed stream %2; what is sent there is kept for Last-Event-ID")
                    .arg(m_id.left(8), stream->id));
        }
    };
    drop(&m_get);
    for (const auto &stream : m_streams)
        drop(stream.get());
}

void HttpSession::close()
{
    const auto end = [this](Stream *stream) {
        if (!stream->responder)
            return;
        if (stream->started) {
            stream->responder->writeEndChunked(EndOfStream);
        } else {
            HttpUtil::replyRpcError(*stream->responder, HttpUtil::Status::NotFound, -32600,
                                    QStringLiteral("Not Found: the session ended before this request was answered"));
        }
        stream->responder.reset();
        stream->started = false;
    };
    end(&m_get);
    for (const auto &stream : m_streams)
        end(stream.get());
    m_pending.clear();
}

void HttpSession::route(const QJsonObject &message, const QString &requestKey)
{
    const bool isResponse = !message.contains(u"method");
    Stream *stream = requestKey.isEmpty() ? nullptr : m_pending.value(requestKey);
    if (stream) {
        if (isResponse && message.contains(u"id") && DemoServer::requestKey(message.value(u"id")) == requestKey) {
            m_pending.remove(requestKey);
            if (!stream->json) {
                append(stream, message, true);
            } else if (stream->responder) {
                QHttpHeaders headers;
                if (stream->initialize && message.contains(u"result"))
                    headers.append("Mcp-Session-Id", m_id.toLatin1());
                HttpUtil::replyJson(*stream->responder, HttpUtil::Status::Ok, message, headers);
                stream->responder.reset();
            } else {
                DemoServer::logLine(
                    QStringLiteral("session %1: the client of request %2 went away before its response; dropped")
                        .arg(m_id.left(8), HttpUtil::printable(requestKey.mid(2), 100)));
            }
            finish(stream);
            return;
        }
        // With JSON responses there is no stream for the rest: it goes to the GET stream.
        if (!isResponse && !stream->json) {
            append(stream, message);
            return;
        }
    }
    if (isResponse) {
        DemoServer::logLine(
            QStringLiteral("session %1: dropped a response that belongs to no open request").arg(m_id.left(8)));
        return;
    }
    append(&m_get, message);
}

void HttpSession::requestDropped(const QString &requestKey)
{
    Stream *stream = m_pending.take(requestKey);
    if (!stream)
        return;
    if (stream->json && stream->responder) {
        // The client cancelled it: no JSON-RPC response will come, so the HTTP answer is empty.
        stream->responder->write(HttpUtil::Status::NoContent);
        stream->responder.reset();
    }
    finish(stream);
}

void HttpSession::append(Stream *stream, const QJsonObject &message, bool last)
{
    Event event;
    event.number = ++stream->lastNumber;
    event.bytes = "id: " + stream->id.toLatin1() + '-' + QByteArray::number(event.number)
                  + "\nevent: message\ndata: " + HttpUtil::compact(message) + "\n\n";
    stream->events.append(event);
    if (stream->events.size() > MaxKeptEvents) {
        if (stream->events.constFirst().number > stream->delivered) {
            DemoServer::logLine(
                QStringLiteral("session %1: dropped an undelivered message of stream %2 (no connection took it; "
                               "at most %3 are kept)")
                    .arg(m_id.left(8), stream->id)
                    .arg(MaxKeptEvents));
        }
        stream->events.removeFirst();
    }
    if (!stream->responder)
        return;
    if (!stream->started) {
        QHttpHeaders headers;
        if (stream->initialize && message.contains(u"result"))
            headers.append("Mcp-Session-Id", m_id.toLatin1());
        start(stream, true, headers);
    }
    if (last) {
        // The response ends the stream in the same write (QHttpServer wants no empty last chunk).
        stream->responder->writeEndChunked(event.bytes);
        stream->delivered = event.number;
        stream->responder.reset();
        stream->started = false;
        return;
    }
    write(stream, event);
}

void HttpSession::start(Stream *stream, bool prime, const QHttpHeaders &extra)
{
    QHttpHeaders headers = extra;
    headers.append(QHttpHeaders::WellKnownHeader::ContentType, "text/event-stream");
    headers.append(QHttpHeaders::WellKnownHeader::CacheControl, "no-cache");
    stream->responder->writeBeginChunked(headers);
    stream->started = true;
    // 2025-11-25 opens a stream with an event that has an id and no data (the client may resume
    // from it) and the retry field; clients of older versions may take an event without data for
    // a broken message, so they get neither.
    if (m_server->protocolVersion() < u"2025-11-25")
        return;
    QByteArray first;
    if (prime)
        first += "id: " + stream->id.toLatin1() + '-' + QByteArray::number(stream->delivered) + '\n';
    first += "retry: " + QByteArray::number(RetryMilliseconds) + '\n';
    if (prime)
        first += "data:\n";
    first += '\n';
    stream->responder->writeChunk(first);
}

void HttpSession::write(Stream *stream, const Event &event)
{
    stream->responder->writeChunk(event.bytes);
    stream->delivered = qMax(stream->delivered, event.number);
}

void HttpSession::finish(Stream *stream)
{
    stream->finished = true;
    if (stream->json) {
        // Nothing to resume: forget it.
        const auto it = std::find_if(m_streams.begin(), m_streams.end(),
                                     [stream](const std::unique_ptr<Stream> &s) { return s.get() == stream; });
        if (it != m_streams.end())
            m_streams.erase(it);
        return;
    }
    endConnection(stream);
}

void HttpSession::endConnection(Stream *stream)
{
    if (!stream->responder)
        return;
    if (stream->started)
        stream->responder->writeEndChunked(EndOfStream);
    else
        stream->responder->write(HttpUtil::Status::NoContent);
    stream->responder.reset();
    stream->started = false;
}

void HttpSession::keep(std::unique_ptr<Stream> stream)
{
    m_streams.push_back(std::move(stream));
    for (auto it = m_streams.begin(); m_streams.size() > MaxKeptStreams && it != m_streams.end();) {
        if ((*it)->finished && !(*it)->responder)
            it = m_streams.erase(it);
        else
            ++it;
    }
}

HttpSession::Stream *HttpSession::findStream(const QString &id) const
{
    for (const auto &stream : m_streams) {
        if (stream->id == id)
            return stream.get();
    }
    return nullptr;
}

QString HttpSession::nextStreamId()
{
    return QString::number(m_nextStream++);
}
