// SPDX-License-Identifier: MIT
#include "tasklistmodel.h"

#include "tasktracker.h"

#include <QLocale>

namespace mcpscope {

namespace {

QString timeText(const QDateTime &t)
{
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("HH:mm:ss")) : QString();
}

QString durationText(qint64 ms)
{
    if (ms < 0)
        return QString();
    if (ms < 1000)
        return TaskListModel::tr("%1 ms").arg(ms);
    return TaskListModel::tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'g', 6));
}

} // namespace

TaskListModel::TaskListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void TaskListModel::setTracker(TaskTracker *tracker)
{
    if (tracker == m_tracker)
        return;
    beginResetModel();
    if (m_tracker)
        disconnect(m_tracker, nullptr, this, nullptr);
    m_tracker = tracker;
    m_ids = tracker ? tracker->taskIds() : QStringList();
    if (tracker) {
        connect(tracker, &TaskTracker::taskAdded, this, &TaskListModel::onAdded);
        connect(tracker, &TaskTracker::taskChanged, this, &TaskListModel::onChanged);
        connect(tracker, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_ids.clear();
            endResetModel();
        });
    }
    endResetModel();
}

void TaskListModel::onAdded(const QString &taskId)
{
    if (m_ids.contains(taskId)) {
        onChanged(taskId);
        return;
    }
    const int row = int(m_ids.size());
    beginInsertRows(QModelIndex(), row, row);
    m_ids.append(taskId);
    endInsertRows();
}

void TaskListModel::onChanged(const QString &taskId)
{
    const int row = rowOf(taskId);
    if (row < 0)
        return;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int TaskListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

int TaskListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TaskListModel::taskId(int row) const
{
    return row >= 0 && row < m_ids.size() ? m_ids.at(row) : QString();
}

QString TaskListModel::statusText(const QString &status, int follow, bool cancelRequested)
{
    QString text = status == QLatin1String("working")          ? tr("working")
                   : status == QLatin1String("input_required") ? tr("needs input")
                   : status == QLatin1String("completed")      ? tr("completed")
                   : status == QLatin1String("failed")         ? tr("failed")
                   : status == QLatin1String("cancelled")      ? tr("cancelled")
                                                               : status;
    switch (TaskState::Follow(follow)) {
    case TaskState::Follow::Expired:
        return tr("%1 (expired: its time to live ran out)").arg(text);
    case TaskState::Follow::Lost:
        return tr("%1 (no longer followed)").arg(text);
    case TaskState::Follow::Listed:
        return tr("%1 (listed)").arg(text);
    case TaskState::Follow::Following:
        if (cancelRequested)
            return tr("%1 (cancelling)").arg(text);
        break;
    case TaskState::Follow::Done:
        break;
    }
    return text;
}

QVariant TaskListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_tracker || index.row() >= m_ids.size())
        return {};
    const TaskState *t = m_tracker->task(m_ids.at(index.row()));
    if (!t)
        return {};
    switch (role) {
    case TaskIdRole:
        return t->taskId;
    case StatusRole:
        return t->status;
    case FollowRole:
        return int(t->follow);
    case ProblemRole:
        return t->problem;
    case HasResultRole:
        return t->hasResult;
    case TerminalRole:
        return t->isTerminal();
    case CallIndexRole:
        return qlonglong(t->callIndex);
    case InputRequiredRole:
        return t->status == QLatin1String("input_required");
    case Qt::ToolTipRole:
        if (!t->problem.isEmpty())
            return t->problem;
        return index.column() == MessageColumn ? t->statusMessage : QVariant();
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (Column(index.column())) {
    case IdColumn:
        return t->taskId;
    case ToolColumn:
        return t->toolName;
    case StatusColumn:
        return statusText(t->status, int(t->follow), t->cancelRequested);
    case ProgressColumn:
        if (t->progress < 0)
            return QString();
        if (t->total > 0)
            return tr("%1 of %2").arg(QLocale().toString(t->progress, 'g', 6), QLocale().toString(t->total, 'g', 6));
        return QLocale().toString(t->progress, 'g', 6);
    case MessageColumn:
        return t->problem.isEmpty() ? t->statusMessage : t->problem;
    case CreatedColumn:
        return timeText(t->createdAt);
    case UpdatedColumn:
        return timeText(t->lastUpdatedAt);
    case TtlColumn:
        return t->ttlMs < 0 ? tr("unlimited") : durationText(t->ttlMs);
    case PollColumn:
        return durationText(t->pollIntervalMs);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant TaskListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case IdColumn:
        return tr("Task");
    case ToolColumn:
        return tr("Tool");
    case StatusColumn:
        return tr("Status");
    case ProgressColumn:
        return tr("Progress");
    case MessageColumn:
        return tr("Message");
    case CreatedColumn:
        return tr("Created");
    case UpdatedColumn:
        return tr("Last update");
    case TtlColumn:
        return tr("Time to live");
    case PollColumn:
        return tr("Poll interval");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace mcpscope
