// SPDX-License-Identifier: MIT
#include "sessionjournal.h"

#include "session.h"

namespace mcpscope {

SessionJournal::SessionJournal(Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_flush(this, &SessionJournal::flush)
{
}

SessionJournal::~SessionJournal()
{
    close();
}

bool SessionJournal::open(const QString &path, const QJsonObject &header, QString *errorMessage)
{
    close();
    if (!m_file.open(path, errorMessage))
        return false;
    m_header = header;
    m_file.write(m_session->headerLine(header));
    m_written = 0;
    flush();
    connect(m_session, &Session::eventAppended, this, &SessionJournal::onEventAppended);
    return true;
}

bool SessionJournal::addToHeader(const QJsonObject &members, QString *errorMessage)
{
    if (!m_file.isOpen())
        return true;
    QJsonObject header = m_header;
    for (auto it = members.begin(); it != members.end(); ++it)
        header.insert(it.key(), it.value());
    if (header == m_header)
        return true;
    const QString path = m_file.path();
    return open(path, header, errorMessage);
}

void SessionJournal::onEventAppended(qsizetype)
{
    if (m_file.isOpen())
        m_flush.schedule();
}

void SessionJournal::flush()
{
    m_flush.cancel();
    if (!m_file.isOpen())
        return;
    // The events are appended in order and never change: everything after the last one
    // written goes out in one write and one flush.
    QByteArray lines;
    for (; m_written < m_session->count(); ++m_written)
        lines += m_session->lineOf(m_written);
    m_file.write(lines);
}

void SessionJournal::close()
{
    if (!m_file.isOpen())
        return;
    flush();
    disconnect(m_session, &Session::eventAppended, this, &SessionJournal::onEventAppended);
    m_file.close();
}

} // namespace mcpscope
