// SPDX-License-Identifier: MIT
#include "fileviewcontroller.h"

#include "session/sessionfollower.h"

#include <QFileInfo>
#include <QJsonObject>

namespace mcpscope::gui {

FileViewController::FileViewController(Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

FileViewController::~FileViewController()
{
    delete m_follower;
}

bool FileViewController::open(const QString &path, QString *errorMessage, int server)
{
    // A file still being written (tap, --cli --save-session, another window's journal) is
    // followed as it grows; one finished long ago is read once.
    const bool live = SessionFollower::looksLive(path);
    auto *follower = new SessionFollower(m_session, this);
    follower->setServer(server);
    QString error;
    if (!follower->open(path, live, &error)) {
        delete follower;
        if (errorMessage)
            *errorMessage = error;
        return false;
    }
    m_follower = follower;
    m_live = live;
    m_path = QFileInfo(path).absoluteFilePath();
    readHeader();
    if (live) {
        connect(follower, &SessionFollower::headerRead, this, [this] {
            readHeader();
            Q_EMIT headerRead();
        });
        connect(follower, &SessionFollower::stopped, this, &FileViewController::followingStopped);
    }
    return true;
}

void FileViewController::start()
{
    if (!m_follower)
        return;
    if (m_live)
        m_follower->follow();
    else
        m_follower->stop();
}

void FileViewController::readHeader()
{
    m_recordedServer
        = m_follower->header().value(QLatin1String("server")).toObject().value(QLatin1String("command")).toString();
}

bool FileViewController::isFollowing() const
{
    return m_follower && m_follower->isFollowing();
}

void FileViewController::stopFollowing()
{
    if (m_follower)
        m_follower->stop();
}

QString FileViewController::statusText() const
{
    const QString name = QFileInfo(m_path).fileName();
    return isFollowing() ? tr("Following %1 — live").arg(name) : tr("Viewing %1 (read-only)").arg(name);
}

QString FileViewController::windowTitle() const
{
    const QString name = QFileInfo(m_path).fileName();
    return isFollowing() ? tr("%1 (live) — mcpscope").arg(name) : tr("%1 (read-only) — mcpscope").arg(name);
}

} // namespace mcpscope::gui
