// SPDX-License-Identifier: MIT
#include "sessionjournal.h"

#include "session.h"

#include <QDir>
#include <QFileInfo>

namespace mcpscope {

SessionJournal::SessionJournal(Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

SessionJournal::~SessionJournal()
{
    close();
}

bool SessionJournal::open(const QString &path, const QJsonObject &header, QString *errorMessage)
{
    close();
    QDir().mkpath(QFileInfo(path).absolutePath());
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *errorMessage = tr("Cannot write the session journal \"%1\": %2").arg(path, m_file.errorString());
        return false;
    }
    m_file.write(m_session->headerLine(header));
    for (qsizetype i = 0; i < m_session->count(); ++i)
        m_file.write(Session::eventLine(m_session->eventAt(i)));
    m_file.flush();
    connect(m_session, &Session::eventAppended, this, &SessionJournal::write);
    return true;
}

void SessionJournal::write(qsizetype index)
{
    if (!m_file.isOpen())
        return;
    // One line, flushed at once: the file is complete up to the last event at any moment.
    m_file.write(Session::eventLine(m_session->eventAt(index)));
    m_file.flush();
}

void SessionJournal::close()
{
    if (!m_file.isOpen())
        return;
    disconnect(m_session, &Session::eventAppended, this, &SessionJournal::write);
    m_file.close();
}

} // namespace mcpscope
