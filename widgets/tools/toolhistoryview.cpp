// SPDX-License-Identifier: MIT
#include "widgets/tools/toolhistoryview.h"

#include "tools/toolcallhistory.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace mcpscope {

ToolHistoryView::ToolHistoryView(QWidget *parent)
    : QWidget(parent)
    , m_view(new QTreeView(this))
    , m_rerun(new QPushButton(tr("Re-run"), this))
    , m_edit(new QPushButton(tr("Edit && Re-run"), this))
{
    m_view->setObjectName(QStringLiteral("toolHistory"));
    m_view->setAccessibleName(tr("Tool call history"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_rerun->setToolTip(tr("Call the tool again with the same arguments"));
    m_edit->setToolTip(tr("Put these arguments into the form, to change them before running again"));
    connect(m_rerun, &QPushButton::clicked, this, [this] {
        if (selectedSerial() >= 0)
            Q_EMIT rerunRequested(selectedSerial());
    });
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (selectedSerial() >= 0)
            Q_EMIT editRequested(selectedSerial());
    });
    connect(m_view, &QTreeView::doubleClicked, this, [this] {
        if (selectedSerial() >= 0)
            Q_EMIT editRequested(selectedSerial());
    });

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_rerun);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    updateButtons();
}

void ToolHistoryView::setHistory(ToolCallHistory *history)
{
    m_history = history;
    m_view->setModel(history);
    if (history) {
        QHeaderView *header = m_view->header();
        header->setStretchLastSection(false);
        header->setSectionResizeMode(ToolCallHistory::TimeColumn, QHeaderView::ResizeToContents);
        header->setSectionResizeMode(ToolCallHistory::ArgumentsColumn, QHeaderView::Stretch);
        header->setSectionResizeMode(ToolCallHistory::OutcomeColumn, QHeaderView::ResizeToContents);
        header->setSectionResizeMode(ToolCallHistory::LatencyColumn, QHeaderView::ResizeToContents);
        connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
            updateButtons();
            if (selectedSerial() >= 0)
                Q_EMIT callSelected(selectedSerial());
        });
        connect(history, &QAbstractItemModel::modelReset, this, &ToolHistoryView::updateButtons);
        connect(history, &QAbstractItemModel::dataChanged, this, &ToolHistoryView::updateButtons);
    }
    updateButtons();
}

qint64 ToolHistoryView::selectedSerial() const
{
    if (!m_history || !m_view->selectionModel())
        return -1;
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    if (!current.isValid() || !m_view->selectionModel()->isRowSelected(current.row(), QModelIndex()))
        return -1;
    return m_history->index(current.row(), 0).data(ToolCallHistory::SerialRole).toLongLong();
}

void ToolHistoryView::selectSerial(qint64 serial)
{
    if (!m_history)
        return;
    const int row = m_history->rowOf(serial);
    if (row < 0)
        return;
    m_view->selectionModel()->setCurrentIndex(m_history->index(row, 0),
                                              QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void ToolHistoryView::setRerunEnabled(bool enabled)
{
    m_rerunEnabled = enabled;
    updateButtons();
}

void ToolHistoryView::updateButtons()
{
    const bool selected = selectedSerial() >= 0;
    m_rerun->setEnabled(selected && m_rerunEnabled);
    m_edit->setEnabled(selected);
}

} // namespace mcpscope
