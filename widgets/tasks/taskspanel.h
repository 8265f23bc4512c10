// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace mcpscope {

class JsonView;
class TaskListModel;
class TaskTracker;

/// The Tasks tab: the connection's tasks (tool calls run as tasks, core/tasks) with their
/// status, progress, status message, creation and last update. For the chosen task: open its
/// result, cancel it, show the call that made it. A task that needs input asks through the
/// usual elicitation and sampling dialogs as soon as the server says so.
/// Named parts: "tasksTable", "tasksOpenResult", "tasksCancel", "tasksShowCall",
/// "tasksRefresh", "tasksResult" (the result of the chosen task), "tasksNote".
class TasksPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TasksPanel(QWidget *parent = nullptr);

    void setTracker(TaskTracker *tracker);
    TaskListModel *model() const { return m_model; }
    /// The id of the chosen task, or empty.
    QString currentTaskId() const;

public Q_SLOTS:
    void openResult();
    void cancelTask();

Q_SIGNALS:
    /// "Show the call": the session event of the tools/call that made the chosen task.
    void showEventRequested(qsizetype eventIndex);

private:
    void updateActions();
    void showChosen();

    QPointer<TaskTracker> m_tracker;
    TaskListModel *m_model;
    QTableView *m_table;
    QPushButton *m_openResult;
    QPushButton *m_cancel;
    QPushButton *m_showCall;
    QPushButton *m_refresh;
    QLabel *m_note;
    JsonView *m_result;
};

} // namespace mcpscope
