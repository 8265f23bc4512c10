// SPDX-License-Identifier: MIT
#include "tcplistener.h"

#include "demoserver.h"

#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>

namespace {

// Only the start of a request is looked at; a header block longer than this is left to QHttpServer.
constexpr qint64 HeaderPeekBytes = 64 * 1024;

/// The Content-Length of the request whose header block is @p head, or -1.
qint64 contentLength(QByteArrayView head)
{
    qsizetype at = head.indexOf('\n');
    while (at >= 0 && at + 1 < head.size()) {
        const qsizetype end = head.indexOf('\n', at + 1);
        const QByteArrayView line = head.sliced(at + 1, (end < 0 ? head.size() : end) - at - 1).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.first(colon).trimmed().compare("content-length", Qt::CaseInsensitive) == 0) {
            bool ok = false;
            const qint64 length = line.sliced(colon + 1).trimmed().toLongLong(&ok);
            return ok ? length : -1;
        }
        at = end;
    }
    return -1;
}

} // namespace

TcpListener::TcpListener(qint64 maxBodyBytes, QObject *parent)
    : QTcpServer(parent)
    , m_maxBodyBytes(maxBodyBytes)
{
}

QString TcpListener::peerKey(const QHostAddress &address, quint16 port)
{
    return address.toString() + u' ' + QString::number(port);
}

void TcpListener::incomingConnection(qintptr handle)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(handle)) {
        delete socket;
        return;
    }
    // The peer's address is gone once the socket is closed: name it now.
    const QString peer = peerKey(socket->peerAddress(), socket->peerPort());
    m_open.insert(peer);
    connect(socket, &QTcpSocket::disconnected, this, [this, socket, peer] {
        m_open.remove(peer);
        m_discarding.remove(socket);
        Q_EMIT connectionClosed(peer);
    });
    connect(socket, &QObject::destroyed, this, [this, socket, peer] {
        m_discarding.remove(socket);
        if (m_open.remove(peer))
            Q_EMIT connectionClosed(peer);
    });
    // Connected before QHttpServer connects its own reader, so this one runs first.
    connect(socket, &QIODevice::readyRead, this, [this, socket, peer] { inspect(socket, peer); });
    addPendingConnection(socket);
}

void TcpListener::inspect(QTcpSocket *socket, const QString &peer)
{
    const auto discarding = m_discarding.find(socket);
    if (discarding != m_discarding.end()) {
        // Drop the refused body so that QHttpServer never sees it; close once it is all read.
        const qint64 drop = qMin(socket->bytesAvailable(), discarding.value());
        socket->skip(drop);
        discarding.value() -= drop;
        if (discarding.value() <= 0) {
            m_discarding.erase(discarding);
            socket->disconnectFromHost();
        } else if (socket->bytesAvailable() > 0) {
            socket->skip(socket->bytesAvailable());
        }
        return;
    }

    // QHttpServer reads a request's line and headers as soon as they are there, so new data that
    // starts with a request line is the start of a request: look at its Content-Length. (While a
    // response is still being streamed on this connection QHttpServer reads nothing; it comes
    // back here when it starts reading again.)
    if (m_busy && m_busy(peer))
        return;
    const QByteArray head = socket->peek(HeaderPeekBytes);
    const qsizetype lineEnd = head.indexOf('\n');
    if (lineEnd < 0 || !head.first(lineEnd).contains(" HTTP/1."))
        return;
    qsizetype headEnd = head.indexOf("\r\n\r\n");
    qsizetype separator = 4;
    if (headEnd < 0) {
        headEnd = head.indexOf("\n\n");
        separator = 2;
    }
    if (headEnd < 0)
        return;
    const qint64 length = contentLength(QByteArrayView(head).first(headEnd));
    if (length <= m_maxBodyBytes)
        return;

    DemoServer::logLine(
        QStringLiteral("http: 413: refused a request with a body of %1 bytes before reading it (the limit is %2)")
            .arg(length)
            .arg(m_maxBodyBytes));
    socket->skip(headEnd + separator);
    const QByteArray body
        = QJsonDocument(
              QJsonObject{
                  {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                  {QStringLiteral("error"),
                   QJsonObject{{QStringLiteral("code"), -32600},
                               {QStringLiteral("message"),
                                QStringLiteral("Request body too large: %1 bytes; this server accepts at most %2 bytes")
                                    .arg(length)
                                    .arg(m_maxBodyBytes)}}}})
              .toJson(QJsonDocument::Compact);
    socket->write("HTTP/1.1 413 Request Entity Too Large\r\nContent-Type: application/json\r\nContent-Length: "
                  + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
    m_discarding.insert(socket, length);
    inspect(socket, peer);
}
