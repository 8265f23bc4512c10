// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QTcpServer>

#include <functional>

class QHostAddress;
class QTcpSocket;

/// The listening socket of the HTTP mode, bound to QHttpServer. It adds two things QHttpServer
/// 6.8 does not offer: it tells when a connection closes (so an SSE stream whose client went away
/// is known to be gone), and it refuses a request whose Content-Length is above a limit before
/// its body is read (QHttpServer 6.8 reads any body whole into memory).
class TcpListener : public QTcpServer
{
    Q_OBJECT
public:
    /// Refuses request bodies larger than @p maxBodyBytes with 413.
    explicit TcpListener(qint64 maxBodyBytes, QObject *parent = nullptr);

    /// How connections are named here: "address port" of the client's end.
    static QString peerKey(const QHostAddress &address, quint16 port);
    /// True while the connection @p peer is open.
    bool isOpen(const QString &peer) const { return m_open.contains(peer); }
    /// Tells which connections are still answering a request (a stream): what arrives there
    /// meanwhile is not the start of a request QHttpServer is about to read.
    void setBusyCheck(std::function<bool(const QString &peer)> busy) { m_busy = std::move(busy); }

Q_SIGNALS:
    /// The connection @p peer (see peerKey()) closed.
    void connectionClosed(const QString &peer);

protected:
    void incomingConnection(qintptr handle) override;

private:
    void inspect(QTcpSocket *socket, const QString &peer);

    qint64 m_maxBodyBytes;
    std::function<bool(const QString &peer)> m_busy;
    QSet<QString> m_open;
    QHash<QTcpSocket *, qint64> m_discarding; // bytes of a refused body still to be read and dropped
};
