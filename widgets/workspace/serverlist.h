// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QCoreApplication>
#include <QList>
#include <QStyledItemDelegate>
#include <QWidget>

class QListView;
class QToolButton;

namespace mcpscope {

/// What the server list says about one server of a workspace.
struct ServerListEntry
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::ServerListEntry)

public:
    enum class State { NotConnected, Connecting, Ready, Failed, Closed, File };

    QString name;
    QString transport; ///< "stdio", "Streamable HTTP", "SSE", "file"
    QString era;       ///< the protocol version spoken, or empty before the handshake
    State state = State::NotConnected;
    QString cause; ///< Failed: the doctor's cause, in plain words
    qsizetype errors = 0;
    qsizetype warnings = 0;
    qint64 latencyUs = -1;        ///< the last response's round trip, or -1
    qsizetype unseen = 0;         ///< findings since the server was last looked at
    double messagesPerSecond = 0; ///< the rate of the last second (a flood shows here)

    static QString stateText(State state);
    /// The second line of the entry: "stdio · 2025-11-25 · ready · 12 ms".
    QString details() const;
};

/// The servers of a workspace, with "All servers" (the merged timeline) as the first row.
class ServerListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        EntryIndexRole = Qt::UserRole + 1, ///< the server's index, -1 for "All servers"
        DetailsRole,                       ///< the second line
        StateRole,                         ///< ServerListEntry::State (int), -1 for "All servers"
        ErrorsRole,
        WarningsRole,
        UnseenRole,
    };

    explicit ServerListModel(QObject *parent = nullptr);

    void setEntries(const QList<ServerListEntry> &entries);
    void setEntry(int index, const ServerListEntry &entry);
    const QList<ServerListEntry> &entries() const { return m_entries; }
    /// The row of server @p index (its entry's index + 1).
    static int rowOf(int index) { return index + 1; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<ServerListEntry> m_entries;
};

/// Paints an entry on two lines: a state dot, the name and a badge of unseen findings; the
/// transport, era, state and latency under it in a quieter colour.
class ServerListDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

/// The list at a workspace window's side: every server with its state and counts, and the
/// buttons that act on the selected one (connect, disconnect; restart, edit and remove in the
/// "More" menu and the list's context menu) or add one.
/// objectNames: serverList (the list view), addServerButton, connectServerButton,
/// disconnectServerButton, moreServerButton, and the actions restartServerAction,
/// editServerAction, removeServerAction.
class ServerList : public QWidget
{
    Q_OBJECT
public:
    explicit ServerList(QWidget *parent = nullptr);

    ServerListModel *model() const { return m_model; }
    /// The selected server's index, -1 for "All servers" (or nothing).
    int currentServer() const;
    void setCurrentServer(int index);

Q_SIGNALS:
    /// The selection moved: @p index is a server, -1 "All servers".
    void currentServerChanged(int index);
    void addRequested();
    void connectRequested(int index);
    void disconnectRequested(int index);
    void restartRequested(int index);
    void editRequested(int index);
    void removeRequested(int index);

private:
    void updateButtons();

    ServerListModel *m_model;
    QListView *m_view;
    void showContextMenu(const QPoint &pos);

    QToolButton *m_add;
    QToolButton *m_connect;
    QToolButton *m_disconnect;
    QToolButton *m_more;
    QAction *m_restart;
    QAction *m_edit;
    QAction *m_remove;
};

} // namespace mcpscope
