// SPDX-License-Identifier: MIT
#include "widgets/timeline/timelineview.h"

#include <algorithm>

#include "session/timelinefilter.h"
#include "session/timelinemodel.h"
#include "widgets/timeline/timelinedisplaymodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QTimer>

namespace mcpscope {

TimelineView::TimelineView(QWidget *parent)
    : QTableView(parent)
    , m_model(new TimelineModel(this))
    , m_filter(new TimelineFilter(this))
    , m_display(new TimelineDisplayModel(this))
    , m_repaintTimer(new QTimer(this))
{
    m_repaintTimer->setSingleShot(true);
    connect(m_repaintTimer, &QTimer::timeout, this, [this] {
        setUpdatesEnabled(true);
        if (m_following)
            scrollToEnd();
    });
    m_filter->setSourceModel(m_model);
    m_display->setSourceModel(m_filter);
    m_display->setTimelineModel(m_model);
    m_display->setPalette(palette());
    setModel(m_display);

    // A table, not a tree: QTreeView lays out every row again on each insertion, which
    // makes a flood of messages quadratic. Fixed row heights keep the table's cost flat.
    QHeaderView *rows = verticalHeader();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setMinimumSectionSize(fontMetrics().height() + 2);
    rows->setDefaultSectionSize(fontMetrics().height() + 2);
    rows->hide();
    setShowGrid(false);
    setWordWrap(false);
    setCornerButtonEnabled(false);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTextElideMode(Qt::ElideRight);
    setSortingEnabled(true);
    sortByColumn(TimelineModel::NumberColumn, Qt::AscendingOrder);
    setAccessibleName(tr("Message timeline"));
    setAccessibleDescription(tr("Every message, error output line and connection event of the session"));

    QHeaderView *head = horizontalHeader();
    head->setStretchLastSection(true);
    head->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    head->setHighlightSections(false);
    head->setSectionsMovable(true);
    head->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(head, &QWidget::customContextMenuRequested, this, &TimelineView::showHeaderMenu);
    setDefaultColumnWidths();
    // Wall-clock time is in the tooltip of "Since start"; the column is there when wanted.
    setColumnHidden(TimelineModel::TimeColumn, true);

    connect(m_display, &QAbstractItemModel::rowsInserted, this, &TimelineView::onRowsInserted);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, &TimelineView::onScrolled);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    connect(m_display, &QAbstractItemModel::modelReset, this, [this] { onCurrentChanged({}); });
    // Re-filtering and sorting keep the selected row in sight (or the bottom when following).
    const auto keepInSight = [this] {
        if (m_following) {
            setFollowing(true);
        } else if (currentIndex().isValid()) {
            scrollTo(currentIndex(), QAbstractItemView::PositionAtCenter);
        }
    };
    connect(m_filter, &TimelineFilter::filterChanged, this, keepInSight);
    connect(m_display, &QAbstractItemModel::layoutChanged, this, keepInSight);
}

TimelineView::~TimelineView() = default;

void TimelineView::setDefaultColumnWidths()
{
    const QFontMetrics metrics = fontMetrics();
    const auto width
        = [&metrics](const char *sample) { return metrics.horizontalAdvance(QString::fromUtf8(sample)) + 18; };
    setColumnWidth(TimelineModel::NumberColumn, width("000000"));
    setColumnWidth(TimelineModel::TimeColumn, width("00:00:00.000"));
    setColumnWidth(TimelineModel::ElapsedColumn, width("0000.000"));
    // App rows say "host→app" there.
    setColumnWidth(
        TimelineModel::DirectionColumn,
        qMax(width("Dir."), metrics.horizontalAdvance(TimelineModel::directionText(TimelineModel::HostToApp)) + 18));
    int kindWidth = 0;
    for (int kind = 0; kind < TimelineModel::KindCount; ++kind)
        kindWidth = qMax(kindWidth, metrics.horizontalAdvance(TimelineModel::kindText(TimelineModel::Kind(kind))) + 18);
    setColumnWidth(TimelineModel::KindColumn, kindWidth);
    setColumnWidth(TimelineModel::MethodColumn, width("notifications/message"));
    setColumnWidth(TimelineModel::IdColumn, width("0000"));
    setColumnWidth(TimelineModel::LatencyColumn, width("000.00 ms"));
    setColumnWidth(TimelineModel::SizeColumn, width("000.0 KiB"));
    setColumnWidth(TimelineModel::DiagnosticsColumn, width("warning (00)") + 16);
}

void TimelineView::setSession(Session *session)
{
    m_model->setSession(session);
    setFollowing(true);
}

qsizetype TimelineView::selectedEventIndex() const
{
    const QModelIndex current = currentIndex();
    if (!current.isValid() || !selectionModel()->isRowSelected(current.row(), current.parent()))
        return -1;
    return qsizetype(current.data(TimelineModel::EventIndexRole).toLongLong());
}

QList<qsizetype> TimelineView::selectedEventIndices() const
{
    QList<qsizetype> indices;
    const QModelIndexList rows = selectionModel()->selectedRows();
    for (const QModelIndex &row : rows)
        indices.append(qsizetype(row.data(TimelineModel::EventIndexRole).toLongLong()));
    std::sort(indices.begin(), indices.end());
    return indices;
}

bool TimelineView::selectEvent(qsizetype eventIndex)
{
    m_model->flush();
    if (eventIndex < 0 || eventIndex >= m_model->rowCount())
        return false;
    QModelIndex filtered = m_filter->mapFromSource(m_model->index(int(eventIndex), 0));
    if (!filtered.isValid()) {
        m_filter->clear();
        Q_EMIT filterCleared();
        filtered = m_filter->mapFromSource(m_model->index(int(eventIndex), 0));
        if (!filtered.isValid())
            return false;
    }
    const QModelIndex shown = m_display->mapFromSource(filtered);
    // Looking at an older row: stop following, or the next batch scrolls it away.
    const bool atEnd = shown.row() == m_display->rowCount() - 1;
    if (!atEnd)
        setFollowing(false);
    selectionModel()->setCurrentIndex(shown, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    scrollTo(shown, atEnd ? QAbstractItemView::EnsureVisible : QAbstractItemView::PositionAtCenter);
    return true;
}

qsizetype TimelineView::linkedEventIndex() const
{
    const qsizetype selected = selectedEventIndex();
    if (selected < 0 || selected >= m_model->rowCount())
        return -1;
    return m_model->linkedRow(int(selected));
}

bool TimelineView::jumpToLinked()
{
    const qsizetype linked = linkedEventIndex();
    return linked >= 0 && selectEvent(linked);
}

void TimelineView::setFollowing(bool follow)
{
    if (follow)
        scrollToEnd();
    if (follow == m_following)
        return;
    m_following = follow;
    Q_EMIT followingChanged(follow);
}

void TimelineView::onRowsInserted()
{
    // A flood inserts rows on every pass of the event loop; painting each time would cost
    // more than everything else together. Hold repaints back for the rest of the interval.
    if (m_sincePaint.isValid() && updatesEnabled() && !m_repaintTimer->isActive()) {
        const qint64 elapsed = m_sincePaint.elapsed();
        if (elapsed < RepaintIntervalMs) {
            setUpdatesEnabled(false);
            m_repaintTimer->start(int(RepaintIntervalMs - elapsed));
        }
    }
    // Scrolling lays the table out; while repaints are held back it waits for them.
    if (m_following && !m_repaintTimer->isActive())
        scrollToEnd();
}

void TimelineView::scrollToEnd()
{
    m_scrollingToBottom = true;
    scrollToBottom();
    m_scrollingToBottom = false;
}

void TimelineView::onScrolled(int value)
{
    if (m_scrollingToBottom)
        return;
    // The user moved away from the bottom: stop following; back at the bottom: follow again.
    const bool atBottom = value >= verticalScrollBar()->maximum();
    if (atBottom != m_following) {
        m_following = atBottom;
        Q_EMIT followingChanged(atBottom);
    }
}

void TimelineView::onCurrentChanged(const QModelIndex &current)
{
    const qsizetype index
        = current.isValid() ? qsizetype(current.data(TimelineModel::EventIndexRole).toLongLong()) : -1;
    if (index == m_lastAnnounced)
        return;
    m_lastAnnounced = index;
    Q_EMIT eventSelected(index);
}

void TimelineView::showHeaderMenu(const QPoint &pos)
{
    QMenu menu(this);
    for (int column = 0; column < TimelineModel::ColumnCount; ++column) {
        QAction *action = menu.addAction(m_model->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!isColumnHidden(column));
        connect(action, &QAction::toggled, this, [this, column](bool on) { setColumnHidden(column, !on); });
    }
    menu.addSeparator();
    connect(menu.addAction(tr("Sort by Session Order")), &QAction::triggered, this,
            [this] { sortByColumn(TimelineModel::NumberColumn, Qt::AscendingOrder); });
    menu.exec(horizontalHeader()->mapToGlobal(pos));
}

QByteArray TimelineView::saveColumns() const
{
    return horizontalHeader()->saveState();
}

bool TimelineView::restoreColumns(const QByteArray &state)
{
    return !state.isEmpty() && horizontalHeader()->restoreState(state);
}

bool TimelineView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Paint)
        m_sincePaint.start();
    return QTableView::viewportEvent(event);
}

void TimelineView::changeEvent(QEvent *event)
{
    QTableView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_display->setPalette(palette());
}

} // namespace mcpscope
