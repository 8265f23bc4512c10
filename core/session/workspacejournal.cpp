// SPDX-License-Identifier: MIT
#include "workspacejournal.h"

#include "ingest.h"
#include "redactor.h"
#include "session.h"
#include "sessionreader.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <memory>
#include <vector>

namespace mcpscope {

namespace {

/// What the file says about a server, without secrets: a server's description may hold the
/// headers or the environment it was started with.
QJsonObject redacted(const QJsonObject &members)
{
    static const Redactor redactor;
    return redactor.redactJson(members).toObject();
}

QString startedAtText(const QJsonObject &header)
{
    return header.value(QStringLiteral("startedAt")).toString();
}

} // namespace

WorkspaceJournal::WorkspaceJournal(QObject *parent)
    : QObject(parent)
    , m_flush(this, &WorkspaceJournal::flush)
{
}

WorkspaceJournal::~WorkspaceJournal()
{
    close();
}

QByteArray WorkspaceJournal::headerLine(const QList<QJsonObject> &servers, const QJsonObject &extra)
{
    QJsonArray list;
    for (const QJsonObject &server : servers)
        list.append(server);
    QJsonObject header{{QStringLiteral("format"), QLatin1String(FormatName)},
                       {QStringLiteral("version"), FormatVersion},
                       {QStringLiteral("mcpscopeVersion"), QStringLiteral(MCPSCOPE_VERSION)},
                       {QStringLiteral("startedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        header.insert(it.key(), it.value());
    header.insert(QStringLiteral("servers"), list);
    return QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray WorkspaceJournal::serverLine(int server, const QJsonObject &members)
{
    QJsonObject line = members;
    line.insert(QStringLiteral("type"), QStringLiteral("server"));
    line.insert(QStringLiteral("server"), server);
    return QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
}

int WorkspaceJournal::addServer(Session *session, const QString &name, const QJsonObject &description)
{
    const int server = int(m_servers.size());
    Entry entry;
    entry.session = session;
    // The description's members beside the name: {"name", "command" or "url", "transport", …}.
    entry.declared = redacted(description);
    entry.declared.remove(QStringLiteral("type"));
    entry.declared.remove(QStringLiteral("server"));
    entry.declared.insert(QStringLiteral("name"), name);
    entry.appended
        = connect(session, &Session::eventAppended, this, [this, server](qsizetype index) { queue(server, index); });
    m_servers.append(entry);
    if (m_file.isOpen()) {
        m_pendingLines += serverLine(server, m_servers.constLast().declared);
        for (qsizetype i = 0; i < session->count(); ++i)
            m_queue.append({quint32(server), quint32(i)});
        m_flush.schedule();
    }
    return server;
}

void WorkspaceJournal::describeServer(int server, const QJsonObject &members)
{
    if (server < 0 || server >= m_servers.size())
        return;
    QJsonObject clean = redacted(members);
    clean.remove(QStringLiteral("type"));
    clean.remove(QStringLiteral("server"));
    for (auto it = clean.begin(); it != clean.end(); ++it)
        m_servers[server].declared.insert(it.key(), it.value());
    if (!m_file.isOpen())
        return;
    // The events queued before it are written first: the line says what became known then.
    flush();
    m_file.write(serverLine(server, clean));
}

void WorkspaceJournal::removeServer(int server)
{
    if (server < 0 || server >= m_servers.size())
        return;
    flush(); // what it sent so far is part of the recording
    disconnect(m_servers.at(server).appended);
    m_servers[server].session = nullptr;
}

bool WorkspaceJournal::open(const QString &path, const QJsonObject &header, QString *errorMessage)
{
    close();
    if (!m_file.open(path, errorMessage))
        return false;
    QList<QJsonObject> declared;
    m_queue.clear();
    m_pendingLines.clear();
    for (qsizetype server = 0; server < m_servers.size(); ++server) {
        declared.append(m_servers.at(server).declared);
        // What arrived before the file was opened goes first, server by server.
        if (const Session *session = m_servers.at(server).session) {
            for (qsizetype i = 0; i < session->count(); ++i)
                m_queue.append({quint32(server), quint32(i)});
        }
    }
    m_file.write(headerLine(declared, header));
    flush();
    return true;
}

void WorkspaceJournal::queue(int server, qsizetype index)
{
    if (!m_file.isOpen())
        return;
    m_queue.append({quint32(server), quint32(index)});
    m_flush.schedule();
}

void WorkspaceJournal::flush()
{
    m_flush.cancel();
    if (!m_file.isOpen())
        return;
    QByteArray lines = std::exchange(m_pendingLines, QByteArray());
    for (const Place &place : std::as_const(m_queue)) {
        const Session *session = m_servers.at(place.server).session;
        if (session && qsizetype(place.index) < session->count())
            lines += session->lineOf(place.index, int(place.server));
    }
    m_queue.clear();
    m_file.write(lines);
}

void WorkspaceJournal::close()
{
    if (!m_file.isOpen())
        return;
    flush();
    m_file.close();
}

bool WorkspaceJournal::load(const QString &path, QObject *parent, QList<Server> *servers, QJsonObject *header,
                            QString *errorMessage, QList<Place> *order)
{
    SessionReader reader;
    reader.setIncludeAllEvents(true);
    if (!reader.open(path)) {
        *errorMessage = reader.errorString();
        return false;
    }
    if (header)
        *header = reader.header();
    const bool workspace = reader.format() == SessionReader::Format::Workspace;
    const QDateTime started = QDateTime::fromString(startedAtText(reader.header()), Qt::ISODateWithMs);
    std::vector<std::unique_ptr<Ingest>> ingests;
    servers->clear();
    // A server gets its Session when the file declares it (the header, or a "server" line).
    auto declareUpTo = [&](qsizetype count) {
        while (servers->size() < count) {
            Server server;
            server.session = new Session(parent);
            if (started.isValid())
                server.session->setStartedAt(started);
            ingests.push_back(std::make_unique<Ingest>(server.session));
            servers->append(server);
        }
    };
    if (!workspace) {
        declareUpTo(1);
        (*servers)[0].description = reader.header().value(QStringLiteral("server")).toObject();
        const QJsonObject &d = (*servers)[0].description;
        (*servers)[0].name = d.value(QStringLiteral("command")).toString(d.value(QStringLiteral("url")).toString());
    }
    SessionReader::Entry entry;
    while (reader.next(&entry)) {
        const int server = workspace ? entry.server : 0;
        declareUpTo(workspace ? reader.servers().size() : 1);
        if (server < 0 || server >= servers->size())
            continue;
        const qsizetype index = ingests[size_t(server)]->entry(entry);
        if (order)
            order->append({quint32(server), quint32(index)});
    }
    const Diagnostics problems = reader.takeProblems();
    if (workspace) {
        const QList<QJsonObject> declared = reader.servers();
        declareUpTo(declared.size());
        for (qsizetype i = 0; i < declared.size(); ++i) {
            (*servers)[i].name = declared.at(i).value(QStringLiteral("name")).toString();
            (*servers)[i].description = declared.at(i);
            (*servers)[i].description.remove(QStringLiteral("name"));
        }
    }
    if (servers->isEmpty()) {
        *errorMessage = tr("The workspace session names no server.");
        return false;
    }
    // Lines that could not be read belong to no server: the first one shows them.
    servers->constFirst().session->addFileProblems(problems);
    for (auto &ingest : ingests)
        ingest->finish();
    return true;
}

} // namespace mcpscope
