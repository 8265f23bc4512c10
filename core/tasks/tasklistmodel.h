// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

namespace mcpscope {

class TaskTracker;

/// The tasks of one connection (a TaskTracker), one row each, in the order they were
/// learned of: id, tool, status, progress, status message, created, last update, TTL and
/// poll interval. Display texts for the columns; raw values through the roles.
class TaskListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        IdColumn,
        ToolColumn,
        StatusColumn,
        ProgressColumn,
        MessageColumn,
        CreatedColumn,
        UpdatedColumn,
        TtlColumn,
        PollColumn,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        TaskIdRole = Qt::UserRole + 1, ///< QString
        StatusRole,                    ///< QString: the server's status word
        FollowRole,                    ///< int: TaskState::Follow
        ProblemRole,                   ///< QString: what went wrong, in plain words (empty when nothing)
        HasResultRole,                 ///< bool: it ended with a result or an error to show
        TerminalRole,                  ///< bool: its status is terminal
        CallIndexRole,                 ///< qlonglong: the session event of the tools/call that created it (-1)
        InputRequiredRole,             ///< bool: it waits for input
    };
    Q_ENUM(Role)

    explicit TaskListModel(QObject *parent = nullptr);

    /// Shows the tasks of @p tracker (nullptr: none).
    void setTracker(TaskTracker *tracker);
    TaskTracker *tracker() const { return m_tracker; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The id of the task in @p row (empty when out of range).
    QString taskId(int row) const;
    int rowOf(const QString &taskId) const { return int(m_ids.indexOf(taskId)); }
    /// The status column's text for a task: the server's status in words, and how mcpscope
    /// follows it (expired, lost, cancelling).
    static QString statusText(const QString &status, int follow, bool cancelRequested);

private:
    void onAdded(const QString &taskId);
    void onChanged(const QString &taskId);

    QPointer<TaskTracker> m_tracker;
    QStringList m_ids;
};

} // namespace mcpscope
