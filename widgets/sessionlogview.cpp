// SPDX-License-Identifier: MIT
#include "sessionlogview.h"

#include "sessionlogmodel.h"

#include <QHeaderView>
#include <QScrollBar>

namespace mcpscope {

SessionLogView::SessionLogView(QWidget *parent)
    : QTreeView(parent)
    , m_model(new SessionLogModel(this))
{
    setModel(m_model);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setItemsExpandable(false);
    setAllColumnsShowFocus(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTextElideMode(Qt::ElideRight);
    setAccessibleName(tr("Session log"));

    QHeaderView *head = header();
    head->setStretchLastSection(false);
    head->setSectionResizeMode(SessionLogModel::SummaryColumn, QHeaderView::Stretch);
    const QFontMetrics metrics = fontMetrics();
    setColumnWidth(SessionLogModel::TimeColumn, metrics.horizontalAdvance(QStringLiteral("00000.000")) + 16);
    setColumnWidth(SessionLogModel::DirectionColumn, metrics.horizontalAdvance(QStringLiteral("stderr")) + 16);
    setColumnWidth(SessionLogModel::IdColumn, metrics.horizontalAdvance(QStringLiteral("00000")) + 16);
    setColumnWidth(SessionLogModel::SizeColumn, metrics.horizontalAdvance(QStringLiteral("1,000.0 KiB")) + 16);

    connect(m_model, &QAbstractItemModel::rowsAboutToBeInserted, this,
            &SessionLogView::onRowsAboutToBeInserted);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &SessionLogView::onRowsInserted);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { Q_EMIT eventSelected(-1); });
}

SessionLogView::~SessionLogView() = default;

void SessionLogView::setSession(Session *session)
{
    m_model->setSession(session);
    m_followTail = true;
}

qsizetype SessionLogView::selectedEventIndex() const
{
    const QModelIndex current = currentIndex();
    if (!current.isValid() || !selectionModel()->isRowSelected(current.row(), {}))
        return -1;
    return qsizetype(current.data(SessionLogModel::EventIndexRole).toLongLong());
}

void SessionLogView::selectEvent(qsizetype eventIndex)
{
    m_model->flush();
    if (eventIndex < 0 || eventIndex >= m_model->rowCount()) {
        clearSelection();
        return;
    }
    const QModelIndex index = m_model->index(int(eventIndex), SessionLogModel::SummaryColumn);
    setCurrentIndex(index);
    scrollTo(index);
}

void SessionLogView::onRowsAboutToBeInserted()
{
    const QScrollBar *bar = verticalScrollBar();
    m_followTail = bar->value() >= bar->maximum();
}

void SessionLogView::onRowsInserted()
{
    if (m_followTail)
        scrollToBottom();
}

void SessionLogView::onCurrentChanged(const QModelIndex &current)
{
    Q_EMIT eventSelected(current.isValid()
                             ? qsizetype(current.data(SessionLogModel::EventIndexRole).toLongLong())
                             : -1);
}

} // namespace mcpscope
