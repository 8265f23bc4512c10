// SPDX-License-Identifier: MIT
#include "mergedtimelineview.h"

#include "session/mergedtimelinemodel.h"
#include "widgets/timeline/messagedetailview.h"
#include "widgets/timeline/timelinedisplaymodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace mcpscope {

MergedTimelineView::MergedTimelineView(MergedTimelineModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_filter(new MergedTimelineFilter(this))
    , m_server(new QComboBox(this))
    , m_text(new QLineEdit(this))
    , m_findings(new QCheckBox(tr("Only with findings"), this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_detail(new MessageDetailView(this))
{
    m_filter->setMergedModel(model);
    m_filter->setSourceModel(nullptr); // attached while a filter is set (useFilter)
    m_server->setObjectName(QStringLiteral("mergedServerFilter"));
    m_server->setAccessibleName(tr("Server"));
    m_server->setToolTip(tr("Show the messages of one server, or of all"));
    m_text->setObjectName(QStringLiteral("mergedTextFilter"));
    m_text->setPlaceholderText(tr("Filter by text (method, content, server)"));
    m_text->setClearButtonEnabled(true);
    m_findings->setObjectName(QStringLiteral("mergedFindingsOnly"));
    m_findings->setToolTip(tr("Show only messages with errors, warnings or notes: the diagnostics of every server"));
    m_count->setObjectName(QStringLiteral("mergedCount"));
    m_detail->setObjectName(QStringLiteral("mergedDetail"));

    // Colours, icons and the summary's shape as in each server's own timeline.
    auto *display = new TimelineDisplayModel(this);
    m_display = display;
    display->setColumnOffset(MergedTimelineModel::ColumnOffset);
    // Unfiltered, the rows come straight from the merged model: a flood pays for no filter.
    display->setSourceModel(model);
    m_table->setObjectName(QStringLiteral("mergedTimeline"));
    m_table->setModel(display);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setAccessibleName(tr("Messages of all servers"));
    applyColumnWidths();
    // A reset of the model gives the header its default widths again.
    connect(display, &QAbstractItemModel::modelReset, this, &MergedTimelineView::applyColumnWidths);

    auto *filters = new QHBoxLayout;
    filters->addWidget(new QLabel(tr("Server:"), this));
    filters->addWidget(m_server);
    filters->addWidget(m_text, 1);
    filters->addWidget(m_findings);
    filters->addWidget(m_count);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 400});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);

    updateServers();
    connect(m_server, &QComboBox::activated, this, [this](int i) {
        m_filter->setServer(m_server->itemData(i).toInt());
        useFilter();
    });
    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setText(text);
        useFilter();
    });
    connect(m_findings, &QCheckBox::toggled, this, [this](bool only) {
        m_filter->setOnlyWithDiagnostics(only);
        useFilter();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MergedTimelineView::onCurrentChanged);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const int source = index.data(MergedTimelineModel::SourceRole).toInt();
        Q_EMIT openInServer(source, index.data(MergedTimelineModel::SourceRowRole).toLongLong());
    });
    // New rows keep the view at the bottom while it is there.
    connect(m_table->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int value) { m_following = value >= m_table->verticalScrollBar()->maximum(); });
    connect(display, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_following)
            QTimer::singleShot(0, m_table, &QTableView::scrollToBottom);
        updateCount();
    });
    connect(display, &QAbstractItemModel::modelReset, this, &MergedTimelineView::updateCount);
    connect(display, &QAbstractItemModel::layoutChanged, this, &MergedTimelineView::updateCount);
    connect(display, &QAbstractItemModel::rowsRemoved, this, &MergedTimelineView::updateCount);
    updateCount();
}

void MergedTimelineView::applyColumnWidths()
{
    // Wide enough for what the columns hold, in the table's own font.
    const QFontMetrics fm = m_table->fontMetrics();
    const int pad = fm.averageCharWidth() * 3;
    const auto fit = [&fm, pad](const QString &sample) { return fm.horizontalAdvance(sample) + pad; };
    int server = fit(tr("Server"));
    for (int source = 0; source < m_model->sourceCount(); ++source)
        server = qMax(server, fit(m_model->sourceName(source)));
    const int offset = MergedTimelineModel::ColumnOffset;
    m_table->setColumnWidth(MergedTimelineModel::ServerColumn, qMin(server, fm.averageCharWidth() * 30));
    m_table->setColumnWidth(offset + TimelineModel::NumberColumn, fit(QStringLiteral("00000")));
    m_table->setColumnWidth(offset + TimelineModel::TimeColumn, fit(QStringLiteral("00:00:00.000")));
    m_table->setColumnWidth(offset + TimelineModel::DirectionColumn, fit(QStringLiteral("Dir.")));
    m_table->setColumnWidth(offset + TimelineModel::KindColumn, fit(tr("notification")));
    m_table->setColumnWidth(offset + TimelineModel::MethodColumn, fit(QStringLiteral("notifications/resources/list")));
    m_table->setColumnWidth(offset + TimelineModel::IdColumn, fit(QStringLiteral("0000")));
    m_table->setColumnWidth(offset + TimelineModel::LatencyColumn, fit(QStringLiteral("0000.0 ms")));
    m_table->setColumnWidth(offset + TimelineModel::SizeColumn, fit(QStringLiteral("0,000 bytes")));
    m_table->setColumnWidth(offset + TimelineModel::DiagnosticsColumn, fit(tr("Diagnostics")));
    m_table->hideColumn(offset + TimelineModel::ElapsedColumn);
}

void MergedTimelineView::updateServers()
{
    applyColumnWidths();
    const int current = m_filter->server();
    m_server->clear();
    m_server->addItem(tr("All servers"), -1);
    for (int source = 0; source < m_model->sourceCount(); ++source) {
        if (m_model->isSourceActive(source))
            m_server->addItem(m_model->sourceName(source), source);
    }
    const int at = m_server->findData(current);
    m_server->setCurrentIndex(qMax(0, at));
    if (at < 0 && current >= 0) {
        m_filter->setServer(-1);
        useFilter();
    }
}

void MergedTimelineView::setServerFilter(int source)
{
    const int at = m_server->findData(source);
    m_server->setCurrentIndex(qMax(0, at));
    m_filter->setServer(at < 0 ? -1 : source);
    useFilter();
}

void MergedTimelineView::useFilter()
{
    const bool active = m_filter->isActive();
    QAbstractItemModel *wanted = active ? static_cast<QAbstractItemModel *>(m_filter) : m_model;
    if (active && !m_filter->sourceModel())
        m_filter->setSourceModel(m_model);
    if (m_display->sourceModel() != wanted)
        m_display->setSourceModel(wanted);
    if (!active && m_filter->sourceModel())
        m_filter->setSourceModel(nullptr);
    updateCount();
}

void MergedTimelineView::onCurrentChanged()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid()) {
        m_detail->showSessionEvent(-1);
        return;
    }
    const int source = current.data(MergedTimelineModel::SourceRole).toInt();
    m_detail->setTimelineModel(m_model->sourceModel(source));
    m_detail->showSessionEvent(current.data(MergedTimelineModel::SourceRowRole).toLongLong());
}

void MergedTimelineView::updateCount()
{
    const int shown = m_display->rowCount();
    const int all = m_model->rowCount();
    m_count->setText(shown == all ? tr("%n message(s)", nullptr, all)
                                  : tr("%1 of %n message(s)", nullptr, all).arg(shown));
}

} // namespace mcpscope
