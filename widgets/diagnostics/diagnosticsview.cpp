// SPDX-License-Identifier: MIT
#include "widgets/diagnostics/diagnosticsview.h"
#include "widgets/common/contrast.h"

#include "session/diagnosticsmodel.h"
#include "widgets/diagnostics/severitystyle.h"

#include <QApplication>
#include <QBrush>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QEvent>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QTextDocument>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

/// @p text as a tooltip Qt shows as it is, even when it looks like HTML.
QVariant plainToolTip(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal));
}

} // namespace

DiagnosticsFilter::DiagnosticsFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(DiagnosticsModel::SortRole);
    setDynamicSortFilter(true);
}

void DiagnosticsFilter::setMinimumSeverity(int severity)
{
    if (severity == m_minimumSeverity)
        return;
    m_minimumSeverity = severity;
    invalidateRowsFilter();
}

void DiagnosticsFilter::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    invalidateRowsFilter();
}

bool DiagnosticsFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *source = sourceModel();
    const QModelIndex first = source->index(sourceRow, 0, sourceParent);
    if (first.data(DiagnosticsModel::SeverityRole).toInt() < m_minimumSeverity)
        return false;
    if (m_text.isEmpty())
        return true;
    for (const int column : {DiagnosticsModel::CodeColumn, DiagnosticsModel::MessageColumn,
                             DiagnosticsModel::PointerColumn, DiagnosticsModel::SpecColumn}) {
        if (source->index(sourceRow, column, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

QVariant DiagnosticsDisplayModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const auto raw = [this, &index](int rawRole) { return QIdentityProxyModel::data(index, rawRole); };
    const auto severity = [&raw] { return Severity(raw(DiagnosticsModel::SeverityRole).toInt()); };
    switch (role) {
    case Qt::DecorationRole:
        if (index.column() == DiagnosticsModel::SeverityColumn)
            return severityIcon(severity());
        return {};
    case Qt::ForegroundRole:
        if (index.column() == DiagnosticsModel::SeverityColumn && severity() != Severity::Info)
            return QBrush(severityColor(severity(), m_palette));
        if (index.column() == DiagnosticsModel::SpecColumn
            && !index.data(DiagnosticsModel::SpecUrlRole).toString().isEmpty())
            return QBrush(contrast::readableOn(m_palette.color(QPalette::Link), contrast::viewBackgrounds(m_palette)));
        return {};
    case Qt::FontRole:
        if (index.column() == DiagnosticsModel::SpecColumn
            && !index.data(DiagnosticsModel::SpecUrlRole).toString().isEmpty()) {
            QFont font;
            font.setUnderline(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == DiagnosticsModel::EventColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case DiagnosticsModel::CodeColumn: {
            const QString summary = index.data(DiagnosticsModel::RuleSummaryRole).toString();
            return plainToolTip(summary.isEmpty() ? index.data().toString() : summary);
        }
        case DiagnosticsModel::MessageColumn:
            return plainToolTip(index.data().toString()); // quotes the server: never read as HTML
        case DiagnosticsModel::EventColumn:
            return index.data(DiagnosticsModel::EventIndexRole).toLongLong() < 0
                       ? tr("About the session as a whole")
                       : tr("Double-click to select message #%1 in the timeline").arg(index.data().toString());
        case DiagnosticsModel::PointerColumn:
            return tr("JSON pointer to the place in the message");
        case DiagnosticsModel::SpecColumn: {
            const QString url = index.data(DiagnosticsModel::SpecUrlRole).toString();
            return url.isEmpty() ? QString() : tr("%1\nDouble-click to open the specification").arg(url);
        }
        default:
            return {};
        }
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

DiagnosticsView::DiagnosticsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new DiagnosticsModel(this))
    , m_filter(new DiagnosticsFilter(this))
    , m_display(new DiagnosticsDisplayModel(this))
    , m_severity(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_view(new QTreeView(this))
{
    setAccessibleName(tr("Diagnostics"));
    m_filter->setSourceModel(m_model);
    m_display->setSourceModel(m_filter);
    m_display->setPalette(palette());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_severity->addItem(tr("All severities"), int(Severity::Info));
    m_severity->addItem(tr("Warnings and errors"), int(Severity::Warning));
    m_severity->addItem(tr("Errors only"), int(Severity::Error));
    m_severity->setAccessibleName(tr("Least severity shown"));
    m_search->setPlaceholderText(tr("Filter by code, message or place"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Filter diagnostics"));
    bar->addWidget(m_severity);
    bar->addWidget(m_search, 1);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    m_view->setModel(m_display);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAccessibleName(tr("Diagnostics of the session"));
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    QHeaderView *head = m_view->header();
    head->setStretchLastSection(false);
    head->setSectionResizeMode(DiagnosticsModel::MessageColumn, QHeaderView::Stretch);
    const QFontMetrics metrics = fontMetrics();
    m_view->setColumnWidth(DiagnosticsModel::SeverityColumn, metrics.horizontalAdvance(QStringLiteral("warning")) + 44);
    m_view->setColumnWidth(DiagnosticsModel::CodeColumn,
                           metrics.horizontalAdvance(QStringLiteral("lifecycle.initialize.order")) + 16);
    m_view->setColumnWidth(DiagnosticsModel::EventColumn, metrics.horizontalAdvance(QStringLiteral("000000")) + 16);
    m_view->setColumnWidth(DiagnosticsModel::PointerColumn,
                           metrics.horizontalAdvance(QStringLiteral("/params/arguments")) + 16);
    m_view->setColumnWidth(DiagnosticsModel::SpecColumn,
                           metrics.horizontalAdvance(QStringLiteral("basic/lifecycle#init")) + 16);

    connect(m_severity, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setMinimumSeverity(m_severity->currentData().toInt()); });
    connect(m_search, &QLineEdit::textChanged, m_filter, &DiagnosticsFilter::setText);
    connect(m_view, &QTreeView::activated, this, &DiagnosticsView::onActivated);
    connect(m_view, &QWidget::customContextMenuRequested, this, &DiagnosticsView::showContextMenu);
}

DiagnosticsView::~DiagnosticsView() = default;

void DiagnosticsView::setSession(Session *session)
{
    m_model->setSession(session);
}

void DiagnosticsView::activateRow(int row)
{
    const QModelIndex index = m_display->index(row, DiagnosticsModel::MessageColumn);
    if (!index.isValid())
        return;
    m_view->setCurrentIndex(index);
    onActivated(index);
}

void DiagnosticsView::onActivated(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    if (index.column() == DiagnosticsModel::SpecColumn) {
        const QString url = index.data(DiagnosticsModel::SpecUrlRole).toString();
        if (!url.isEmpty()) {
            QDesktopServices::openUrl(QUrl(url));
            return;
        }
    }
    const qsizetype event = qsizetype(index.data(DiagnosticsModel::EventIndexRole).toLongLong());
    const qsizetype diagnostic = m_filter->mapToSource(m_display->mapToSource(index)).row();
    if (event >= 0)
        Q_EMIT eventActivated(event, diagnostic);
}

void DiagnosticsView::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    QMenu menu(this);
    const qsizetype event = qsizetype(index.data(DiagnosticsModel::EventIndexRole).toLongLong());
    QAction *show = menu.addAction(tr("Show the Message"));
    show->setEnabled(event >= 0);
    const qsizetype diagnostic = m_filter->mapToSource(m_display->mapToSource(index)).row();
    connect(show, &QAction::triggered, this, [this, event, diagnostic] { Q_EMIT eventActivated(event, diagnostic); });
    const QString url = index.data(DiagnosticsModel::SpecUrlRole).toString();
    QAction *spec = menu.addAction(tr("Open the Specification"));
    spec->setEnabled(!url.isEmpty());
    connect(spec, &QAction::triggered, this, [url] { QDesktopServices::openUrl(QUrl(url)); });
    QAction *copy = menu.addAction(tr("Copy"));
    connect(copy, &QAction::triggered, this, [index] {
        QStringList cells;
        for (int column = 0; column < DiagnosticsModel::ColumnCount; ++column)
            cells << index.siblingAtColumn(column).data().toString();
        QApplication::clipboard()->setText(cells.join(QLatin1Char('\t')));
    });
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void DiagnosticsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_display->setPalette(palette());
}

} // namespace mcpscope
