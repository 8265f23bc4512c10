// SPDX-License-Identifier: MIT
#include "taskspanel.h"

#include "json/jsontext.h"
#include "jsonrpc/message.h"
#include "mcp/mcpclient.h"
#include "tasks/tasklistmodel.h"
#include "tasks/tasktracker.h"
#include "widgets/json/jsonview.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace mcpscope {

TasksPanel::TasksPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new TaskListModel(this))
    , m_table(new QTableView(this))
    , m_openResult(new QPushButton(tr("Open result"), this))
    , m_cancel(new QPushButton(tr("Cancel task"), this))
    , m_showCall(new QPushButton(tr("Show the call"), this))
    , m_refresh(new QPushButton(tr("Ask the server for its tasks"), this))
    , m_note(new QLabel(this))
    , m_result(new JsonView(this))
{
    m_table->setObjectName(QStringLiteral("tasksTable"));
    m_openResult->setObjectName(QStringLiteral("tasksOpenResult"));
    m_cancel->setObjectName(QStringLiteral("tasksCancel"));
    m_showCall->setObjectName(QStringLiteral("tasksShowCall"));
    m_refresh->setObjectName(QStringLiteral("tasksRefresh"));
    m_note->setObjectName(QStringLiteral("tasksNote"));
    m_result->setObjectName(QStringLiteral("tasksResult"));

    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(TaskListModel::MessageColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("Tasks"));

    m_openResult->setToolTip(tr("Show how the chosen task ended: the tool's result, or the error"));
    m_cancel->setToolTip(tr("Ask the server to cancel the chosen task (tasks/cancel)"));
    m_showCall->setToolTip(tr("Show the tools/call that made the chosen task in the Messages tab"));
    m_refresh->setToolTip(tr("List the server's tasks (tasks/list, MCP 2025-11-25)"));
    m_note->setWordWrap(true);
    m_note->setText(tr("Run a tool as a task from the Tools tab. A task that needs input asks you with the usual "
                       "dialog; its messages are in the Messages tab."));
    m_result->setAccessibleName(tr("Result of the chosen task"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openResult);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_showCall);
    buttons->addStretch(1);
    buttons->addWidget(m_refresh);

    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_note);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(buttons);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_result);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_openResult, &QPushButton::clicked, this, &TasksPanel::openResult);
    connect(m_cancel, &QPushButton::clicked, this, &TasksPanel::cancelTask);
    connect(m_showCall, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentIndex().row();
        const qsizetype at = m_model->data(m_model->index(row, 0), TaskListModel::CallIndexRole).toLongLong();
        if (row >= 0 && at >= 0)
            Q_EMIT showEventRequested(at);
    });
    connect(m_refresh, &QPushButton::clicked, this, [this] {
        if (m_tracker)
            m_tracker->refreshList();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateActions();
        showChosen();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        updateActions();
        showChosen();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int, int last) {
        // A new task is the one to follow.
        m_table->setCurrentIndex(m_model->index(last, TaskListModel::StatusColumn));
        updateActions();
    });
    updateActions();
}

void TasksPanel::setTracker(TaskTracker *tracker)
{
    m_tracker = tracker;
    m_model->setTracker(tracker);
    updateActions();
}

QString TasksPanel::currentTaskId() const
{
    return m_model->taskId(m_table->currentIndex().row());
}

void TasksPanel::openResult()
{
    const TaskState *t = m_tracker ? m_tracker->task(currentTaskId()) : nullptr;
    if (!t)
        return;
    if (!t->hasResult) {
        m_result->showPlainText(t->problem.isEmpty() ? tr("The task has not ended yet.") : t->problem);
        return;
    }
    const Reply &r = t->result;
    switch (r.status) {
    case Reply::Status::Result:
        m_result->showMessage(Message::parse(r.result.text()));
        break;
    case Reply::Status::Error:
        m_result->showPlainText(tr("The task ended with the error %1: %2").arg(r.errorCode).arg(r.errorMessage));
        break;
    default:
        m_result->showPlainText(r.errorMessage);
        break;
    }
}

void TasksPanel::cancelTask()
{
    if (m_tracker)
        m_tracker->cancel(currentTaskId());
}

void TasksPanel::showChosen()
{
    const TaskState *t = m_tracker ? m_tracker->task(currentTaskId()) : nullptr;
    if (!t)
        m_result->clearContent();
    else if (t->hasResult || !t->problem.isEmpty())
        openResult();
    else
        m_result->showPlainText(
            t->statusMessage.isEmpty()
                ? tr("The task is %1.").arg(TaskListModel::statusText(t->status, int(t->follow), t->cancelRequested))
                : t->statusMessage);
}

void TasksPanel::updateActions()
{
    const TaskState *t = m_tracker ? m_tracker->task(currentTaskId()) : nullptr;
    m_openResult->setEnabled(t != nullptr);
    m_cancel->setEnabled(t && !t->isTerminal() && !t->cancelRequested
                         && (t->follow == TaskState::Follow::Following || t->follow == TaskState::Follow::Listed));
    m_showCall->setEnabled(t && t->callIndex >= 0);
    const bool listable = m_tracker && !m_tracker->client()->isModern()
                          && m_tracker->client()
                                 ->serverCapabilities()
                                 .value(QLatin1String("tasks"))
                                 .toObject()
                                 .contains(QLatin1String("list"));
    m_refresh->setVisible(listable);
}

} // namespace mcpscope
