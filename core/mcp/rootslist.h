// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QJsonObject>
#include <QPointer>
#include <QStringList>

namespace mcpscope {

class McpClient;

/// The client's roots: directories offered to the server as file:// roots named after their
/// folder. A change is told to the server with notifications/roots/list_changed, when the
/// client is connected and declared roots.listChanged in initialize.
class RootsList : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        PathRole = Qt::UserRole + 1, ///< the directory, absolute
        UriRole,                     ///< its file:// URI as sent
        NameRole,                    ///< the name sent with it (display: the directory)
    };

    explicit RootsList(QObject *parent = nullptr);

    /// The client the list_changed notifications go through (may be null).
    void setClient(McpClient *client);

    QStringList directories() const { return m_directories; }
    /// Replaces the list (absolute paths, duplicates dropped).
    void setDirectories(const QStringList &directories);
    /// Adds @p directory at the end; false when it is already there.
    bool addDirectory(const QString &directory);
    void removeAt(int row);

    /// The roots/list result for the current list.
    QJsonObject result() const;
    /// True when a change would be sent to the server now.
    bool notifiesChanges() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    /// The list changed; @p notified says whether the server was told.
    void changed(bool notified);

private:
    void announce();
    static QString normalized(const QString &directory);

    QStringList m_directories;
    QPointer<McpClient> m_client;
};

} // namespace mcpscope
