// SPDX-License-Identifier: MIT
#include "rootslist.h"

#include "mcpclient.h"
#include "serverrequesthandler.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace mcpscope {

RootsList::RootsList(QObject *parent)
    : QAbstractListModel(parent)
{
}

void RootsList::setClient(McpClient *client)
{
    m_client = client;
}

QString RootsList::normalized(const QString &directory)
{
    return QDir::cleanPath(QDir(directory).absolutePath());
}

void RootsList::setDirectories(const QStringList &directories)
{
    QStringList list;
    for (const QString &d : directories) {
        const QString path = normalized(d);
        if (!d.isEmpty() && !list.contains(path))
            list.append(path);
    }
    if (list == m_directories)
        return;
    beginResetModel();
    m_directories = list;
    endResetModel();
    announce();
}

bool RootsList::addDirectory(const QString &directory)
{
    const QString path = normalized(directory);
    if (directory.isEmpty() || m_directories.contains(path))
        return false;
    const int row = int(m_directories.size());
    beginInsertRows({}, row, row);
    m_directories.append(path);
    endInsertRows();
    announce();
    return true;
}

void RootsList::removeAt(int row)
{
    if (row < 0 || row >= m_directories.size())
        return;
    beginRemoveRows({}, row, row);
    m_directories.removeAt(row);
    endRemoveRows();
    announce();
}

QJsonObject RootsList::result() const
{
    return ServerRequestHandler::rootsResult(m_directories);
}

bool RootsList::notifiesChanges() const
{
    // MCP 2026-07-28 removed the notification: a server asks for the roots (an input
    // request) whenever it needs them, and gets the list as it is then.
    if (!m_client || m_client->state() != McpClient::State::Ready || m_client->isModern())
        return false;
    const QJsonObject roots = m_client->clientCapabilities().value(QLatin1String("roots")).toObject();
    return roots.value(QLatin1String("listChanged")).toBool();
}

void RootsList::announce()
{
    // Only a client that promised roots.listChanged may send it (MCP client/roots).
    const bool notify = notifiesChanges();
    if (notify)
        m_client->notify(QStringLiteral("notifications/roots/list_changed"));
    Q_EMIT changed(notify);
}

int RootsList::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_directories.size());
}

QVariant RootsList::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QJsonObject root = ServerRequestHandler::rootsResult({m_directories.at(index.row())})
                                 .value(QLatin1String("roots"))
                                 .toArray()
                                 .first()
                                 .toObject();
    switch (role) {
    case Qt::DisplayRole:
        return QDir::toNativeSeparators(m_directories.at(index.row()));
    case NameRole:
        return root.value(QLatin1String("name")).toString();
    case Qt::ToolTipRole:
    case UriRole:
        return root.value(QLatin1String("uri")).toString();
    case PathRole:
        return m_directories.at(index.row());
    default:
        return {};
    }
}

QHash<int, QByteArray> RootsList::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(PathRole, "path");
    names.insert(UriRole, "uri");
    names.insert(NameRole, "name");
    return names;
}

} // namespace mcpscope
