// SPDX-License-Identifier: MIT
#include "modernhttp.h"

#include "demoserver.h"
#include "httputil.h"
#include "modernprotocol.h"

#include <QHttpServerResponder>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using HttpUtil::Status;

namespace {

/// A header value as 2026-07-28 encodes it: plain, or "=?base64?…?=" of its UTF-8.
bool decodeHeaderValue(QByteArrayView value, QString *decoded)
{
    const QByteArray bytes = value.toByteArray();
    if (bytes.startsWith("=?base64?") && bytes.endsWith("?=")) {
        const auto result
            = QByteArray::fromBase64Encoding(bytes.mid(9, bytes.size() - 11), QByteArray::AbortOnBase64DecodingErrors);
        if (!result)
            return false;
        *decoded = QString::fromUtf8(result.decoded);
        return true;
    }
    for (const char c : bytes) {
        if (uchar(c) < 0x20 || uchar(c) > 0x7e)
            return false;
    }
    *decoded = QString::fromLatin1(bytes);
    return true;
}

/// The HTTP status of a modern error: 400 for what the request got wrong about the era,
/// 404 for a method the server does not have, 200 for the rest (errors of the method itself).
Status statusOf(int code)
{
    switch (code) {
    case ModernProtocol::HeaderMismatch:
    case ModernProtocol::MissingRequiredClientCapability:
    case ModernProtocol::UnsupportedProtocolVersion:
        return Status::BadRequest;
    case RpcError::MethodNotFound:
        return Status::NotFound;
    default:
        return Status::Ok;
    }
}

QJsonObject errorMessage(const QJsonValue &id, const RpcError &error)
{
    QJsonObject object{{QStringLiteral("code"), error.code}, {QStringLiteral("message"), error.message}};
    if (!error.data.isUndefined())
        object.insert(QStringLiteral("data"), error.data);
    return QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                       {QStringLiteral("id"), id},
                       {QStringLiteral("error"), object}};
}

/// The -32020 error when a header that mirrors the body is missing or says something else.
RpcError checkHeaders(const QJsonObject &message, const QHttpHeaders &headers)
{
    const auto mismatch = [](const QString &why) {
        return RpcError{ModernProtocol::HeaderMismatch, QStringLiteral("Header mismatch: ") + why};
    };
    const QJsonObject params = message.value(u"params").toObject();
    const QString method = message.value(u"method").toString();
    const QString bodyVersion = ModernProtocol::requestedVersion(params);
    if (!headers.contains("MCP-Protocol-Version"))
        return mismatch(
            QStringLiteral("the MCP-Protocol-Version header is missing (the body names %1)").arg(bodyVersion));
    const QString headerVersion = QString::fromLatin1(headers.value("MCP-Protocol-Version"));
    if (headerVersion != bodyVersion) {
        return mismatch(QStringLiteral("MCP-Protocol-Version header value '%1' does not match body value '%2'")
                            .arg(HttpUtil::printable(headerVersion), bodyVersion));
    }
    if (!headers.contains("Mcp-Method"))
        return mismatch(QStringLiteral("the Mcp-Method header is missing (the body names %1)").arg(method));
    const QString headerMethod = QString::fromLatin1(headers.value("Mcp-Method"));
    if (headerMethod != method) {
        return mismatch(QStringLiteral("Mcp-Method header value '%1' does not match body value '%2'")
                            .arg(HttpUtil::printable(headerMethod), method));
    }
    QString nameKey;
    if (method == u"tools/call" || method == u"prompts/get")
        nameKey = QStringLiteral("name");
    else if (method == u"resources/read")
        nameKey = QStringLiteral("uri");
    if (nameKey.isEmpty())
        return RpcError();
    const QString bodyName = params.value(nameKey).toString();
    if (!headers.contains("Mcp-Name"))
        return mismatch(QStringLiteral("the Mcp-Name header is missing (the body's %1 is '%2')")
                            .arg(nameKey, HttpUtil::printable(bodyName)));
    QString headerName;
    if (!decodeHeaderValue(headers.value("Mcp-Name"), &headerName))
        return mismatch(QStringLiteral("the Mcp-Name header has characters a header value may not carry unencoded"));
    if (headerName != bodyName) {
        return mismatch(QStringLiteral("Mcp-Name header value '%1' does not match body value '%2'")
                            .arg(HttpUtil::printable(headerName), HttpUtil::printable(bodyName)));
    }
    return RpcError();
}

} // namespace

ModernHttp::ModernHttp(QObject *parent)
    : QObject(parent)
    , m_server(std::make_unique<DemoServer>())
{
    m_server->setOutput([this](const QJsonObject &message, const QString &requestKey) { route(message, requestKey); });
    connect(m_server.get(), &DemoServer::requestDropped, this, &ModernHttp::requestDropped);
}

ModernHttp::~ModernHttp()
{
    m_server->setOutput([](const QJsonObject &, const QString &) { });
    const QStringList keys = m_pending.keys();
    for (const QString &key : keys)
        end(key);
}

bool ModernHttp::isModern(const QJsonObject &message, const QHttpHeaders &headers)
{
    const QJsonValue method = message.value(u"method");
    if (!method.isString())
        return false;
    return ModernProtocol::isModernRequest(method.toString(), message.value(u"params").toObject())
           || ModernProtocol::isModernVersion(QString::fromLatin1(headers.value("MCP-Protocol-Version")));
}

void ModernHttp::post(const QJsonObject &message, const QHttpHeaders &headers, QHttpServerResponder &&responder,
                      const QString &peer)
{
    const QString method = message.value(u"method").toString();
    if (!message.contains(u"id")) {
        // Cancelling is closing the request's stream; no notification of the client needs an answer.
        DemoServer::logLine(
            QStringLiteral("http (2026-07-28): notification %1 accepted and ignored").arg(HttpUtil::printable(method)));
        responder.write(Status::Accepted);
        return;
    }
    const QJsonValue id = message.value(u"id");
    const QJsonObject params = message.value(u"params").toObject();
    const auto refuse = [&](const RpcError &error, Status status) {
        DemoServer::logLine(QStringLiteral("http (2026-07-28): POST %1 %2: %3")
                                .arg(HttpUtil::printable(method))
                                .arg(int(status))
                                .arg(error.message));
        HttpUtil::replyJson(responder, status, errorMessage(id, error));
    };
    if (const RpcError error = ModernProtocol::checkEnvelopeFields(params); error.isSet()) {
        refuse(error, Status::BadRequest);
        return;
    }
    if (const RpcError error = checkHeaders(message, headers); error.isSet()) {
        refuse(error, Status::BadRequest);
        return;
    }
    if (const RpcError error = ModernProtocol::checkVersion(params); error.isSet()) {
        refuse(error, Status::BadRequest);
        return;
    }

    auto pending = std::make_shared<Pending>();
    pending->clientId = id;
    pending->internalId = QStringLiteral("http-%1").arg(m_nextId++);
    pending->responder = std::make_unique<QHttpServerResponder>(std::move(responder));
    pending->peer = peer;
    const QString key = DemoServer::requestKey(pending->internalId);
    m_pending.insert(key, pending);
    QJsonObject internal = message;
    internal.insert(QStringLiteral("id"), pending->internalId);
    m_server->handleMessage(internal);
}

bool ModernHttp::holds(const QString &peer) const
{
    for (const auto &pending : m_pending) {
        if (pending->peer == peer)
            return true;
    }
    return false;
}

void ModernHttp::connectionClosed(const QString &peer)
{
    const QStringList keys = m_pending.keys();
    for (const QString &key : keys) {
        const auto pending = m_pending.value(key);
        if (!pending || pending->peer != peer)
            continue;
        // Nothing can reach the client any more: let the server stop working for it.
        pending->responder.reset();
        m_server->handleMessage(
            QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                        {QStringLiteral("method"), QStringLiteral("notifications/cancelled")},
                        {QStringLiteral("params"),
                         QJsonObject{{QStringLiteral("requestId"), pending->internalId},
                                     {QStringLiteral("reason"), QStringLiteral("the client closed the connection")}}}});
        m_pending.remove(key);
    }
}

void ModernHttp::route(const QJsonObject &original, const QString &requestKey)
{
    const auto pending = m_pending.value(requestKey);
    if (!pending) {
        DemoServer::logLine(QStringLiteral("http (2026-07-28): dropped a message that belongs to no open request"));
        return;
    }
    QJsonObject message = original;
    const bool isResponse = !message.contains(u"method");
    if (isResponse)
        message.insert(QStringLiteral("id"), pending->clientId);
    QJsonObject params = message.value(u"params").toObject();
    QJsonObject meta = params.value(u"_meta").toObject();
    if (meta.value(ModernProtocol::subscriptionIdKey()) == QJsonValue(pending->internalId)) {
        meta.insert(ModernProtocol::subscriptionIdKey(), pending->clientId);
        params.insert(QStringLiteral("_meta"), meta);
        message.insert(QStringLiteral("params"), params);
    }
    if (!pending->responder) {
        if (isResponse)
            m_pending.remove(requestKey);
        return;
    }
    if (isResponse && !pending->streaming) {
        const QJsonValue error = message.value(u"error");
        HttpUtil::replyJson(*pending->responder,
                            error.isObject() ? statusOf(error.toObject().value(u"code").toInt()) : Status::Ok, message);
        m_pending.remove(requestKey);
        return;
    }
    if (!pending->streaming) {
        QHttpHeaders headers;
        headers.append(QHttpHeaders::WellKnownHeader::ContentType, "text/event-stream");
        headers.append(QHttpHeaders::WellKnownHeader::CacheControl, "no-cache");
        pending->responder->writeBeginChunked(headers);
        pending->streaming = true;
    }
    pending->responder->writeChunk("event: message\ndata: " + HttpUtil::compact(message) + "\n\n");
    if (isResponse)
        end(requestKey);
}

void ModernHttp::requestDropped(const QString &requestKey)
{
    end(requestKey);
}

void ModernHttp::end(const QString &requestKey)
{
    const auto pending = m_pending.take(requestKey);
    if (!pending || !pending->responder)
        return;
    if (pending->streaming)
        pending->responder->writeEndChunked(QByteArrayLiteral(": end of stream\n\n"));
    else
        pending->responder->write(Status::NoContent);
    pending->responder.reset();
}
