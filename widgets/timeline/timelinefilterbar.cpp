// SPDX-License-Identifier: MIT
#include "widgets/timeline/timelinefilterbar.h"

#include "session/timelinefilter.h"
#include "session/timelinemodel.h"
#include "widgets/timeline/timelineview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStringListModel>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace mcpscope {

namespace {

TimelineModel::Kinds presetKinds(int preset)
{
    switch (preset) {
    case TimelineFilterBar::Requests:
        return TimelineModel::Requests;
    case TimelineFilterBar::Responses:
        return TimelineModel::Results | TimelineModel::Errors;
    case TimelineFilterBar::Notifications:
        return TimelineModel::Notifications;
    case TimelineFilterBar::Errors:
        return TimelineModel::Errors | TimelineModel::InvalidMessages;
    case TimelineFilterBar::RequestsAndResponses:
        return TimelineModel::Requests | TimelineModel::Results | TimelineModel::Errors;
    case TimelineFilterBar::MessagesOnly:
        return TimelineModel::Requests | TimelineModel::Notifications | TimelineModel::Results | TimelineModel::Errors
               | TimelineModel::Batches | TimelineModel::InvalidMessages;
    case TimelineFilterBar::AppMessages:
        return TimelineModel::AppMessages;
    default:
        return TimelineModel::AllKinds;
    }
}

} // namespace

TimelineFilterBar::TimelineFilterBar(TimelineView *view, QWidget *parent)
    : QWidget(parent)
    , m_view(view)
    , m_direction(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_method(new QComboBox(this))
    , m_methods(new QStringListModel(this))
    , m_search(new QLineEdit(this))
    , m_onlyDiagnostics(new QCheckBox(tr("With &diagnostics"), this))
    , m_stderr(new QCheckBox(tr("std&err"), this))
    , m_clear(new QToolButton(this))
    , m_follow(new QToolButton(this))
    , m_count(new QLabel(this))
    , m_countTimer(new QTimer(this))
{
    setAccessibleName(tr("Timeline filter"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    m_direction->addItem(tr("Both directions"));
    m_direction->addItem(tr("\u2192 Sent"));
    m_direction->addItem(tr("\u2190 Received"));
    m_direction->setToolTip(tr("Show messages in one direction only"));
    m_direction->setAccessibleName(tr("Direction"));
    m_direction->setMinimumContentsLength(8);
    m_direction->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);

    m_kind->addItem(tr("All kinds"));
    m_kind->addItem(tr("Requests"));
    m_kind->addItem(tr("Responses"));
    m_kind->addItem(tr("Notifications"));
    m_kind->addItem(tr("Errors and invalid"));
    m_kind->addItem(tr("Requests and responses"));
    m_kind->addItem(tr("Messages only"));
    m_kind->addItem(tr("App messages"));
    m_kind->setToolTip(tr("Show some kinds of rows only"));
    m_kind->setAccessibleName(tr("Kind"));
    m_kind->setMinimumContentsLength(8);
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);

    m_method->setEditable(true);
    m_method->setModel(m_methods);
    m_method->setInsertPolicy(QComboBox::NoInsert);
    // A placeholder also stops the box from picking the first method seen by itself.
    m_method->setPlaceholderText(tr("Any method"));
    m_method->lineEdit()->setPlaceholderText(tr("Any method"));
    m_method->lineEdit()->setClearButtonEnabled(true);
    m_method->setToolTip(tr("Show one method only (responses count as their request's method)"));
    m_method->setAccessibleName(tr("Method"));
    m_method->setMinimumContentsLength(9);
    m_method->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto *completer = new QCompleter(m_methods, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    m_method->setCompleter(completer);
    m_method->setCurrentIndex(-1);

    m_search->setPlaceholderText(tr("Search the raw bytes"));
    m_search->setClearButtonEnabled(true);
    m_search->setToolTip(tr("Show rows whose bytes contain this text (ASCII letters ignore case)"));
    m_search->setAccessibleName(tr("Search"));
    m_search->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 8);

    m_onlyDiagnostics->setToolTip(tr("Show only messages the validator found something about"));
    m_stderr->setToolTip(tr("Show the server's error output (stderr) among the messages"));
    m_stderr->setChecked(true);

    m_clear->setText(tr("Clear"));
    m_clear->setIcon(
        QIcon::fromTheme(QStringLiteral("edit-clear"), style()->standardIcon(QStyle::SP_LineEditClearButton)));
    m_clear->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_clear->setToolTip(tr("Show every row again"));
    m_clear->setAccessibleName(tr("Clear the filter"));
    m_clear->setAutoRaise(true);

    m_follow->setText(tr("Follow"));
    m_follow->setIcon(QIcon::fromTheme(QStringLiteral("go-bottom"), style()->standardIcon(QStyle::SP_ArrowDown)));
    m_follow->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_follow->setCheckable(true);
    m_follow->setChecked(view->isFollowing());
    m_follow->setAutoRaise(true);
    m_follow->setToolTip(tr("Keep the newest row in sight (End)"));
    m_follow->setAccessibleName(tr("Follow new messages"));

    m_count->setAccessibleName(tr("Rows shown"));
    m_count->setTextFormat(Qt::PlainText);

    layout->addWidget(m_direction);
    layout->addWidget(m_kind);
    layout->addWidget(m_method);
    layout->addWidget(m_search, 1);
    layout->addWidget(m_onlyDiagnostics);
    layout->addWidget(m_stderr);
    layout->addWidget(m_clear);
    layout->addWidget(m_count);
    layout->addWidget(m_follow);

    TimelineFilter *filter = view->filter();
    connect(m_direction, &QComboBox::currentIndexChanged, this, [this, filter](int index) {
        if (!m_syncing)
            filter->setDirection(TimelineFilter::DirectionFilter(index));
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, &TimelineFilterBar::applyKinds);
    connect(m_stderr, &QCheckBox::toggled, this, &TimelineFilterBar::applyKinds);
    connect(m_method, &QComboBox::currentTextChanged, this, [this] { applyMethod(false); });
    connect(m_method->lineEdit(), &QLineEdit::editingFinished, this, [this] { applyMethod(true); });
    connect(m_search, &QLineEdit::textChanged, this, [this, filter](const QString &text) {
        if (!m_syncing)
            filter->setText(text);
    });
    // Enter applies at once.
    connect(m_search, &QLineEdit::returnPressed, filter, &TimelineFilter::applyText);
    connect(m_onlyDiagnostics, &QCheckBox::toggled, this, [this, filter](bool on) {
        if (!m_syncing)
            filter->setOnlyWithDiagnostics(on);
    });
    connect(m_clear, &QToolButton::clicked, this, &TimelineFilterBar::clearFilters);
    connect(m_follow, &QToolButton::toggled, view, [view](bool on) {
        if (on != view->isFollowing() || on)
            view->setFollowing(on);
    });
    connect(view, &TimelineView::followingChanged, m_follow, &QToolButton::setChecked);
    connect(view, &TimelineView::filterCleared, this, &TimelineFilterBar::syncFromFilter);
    connect(view->timelineModel(), &TimelineModel::methodsAdded, this, &TimelineFilterBar::onMethodsAdded);
    connect(view->timelineModel(), &QAbstractItemModel::modelReset, this,
            [this] { m_methods->setStringList(m_view->timelineModel()->methods()); });

    m_countTimer->setSingleShot(true);
    m_countTimer->setInterval(50);
    connect(m_countTimer, &QTimer::timeout, this, &TimelineFilterBar::updateCount);
    for (QAbstractItemModel *model :
         {static_cast<QAbstractItemModel *>(filter), static_cast<QAbstractItemModel *>(view->timelineModel())}) {
        connect(model, &QAbstractItemModel::rowsInserted, this, &TimelineFilterBar::scheduleCount);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &TimelineFilterBar::scheduleCount);
        connect(model, &QAbstractItemModel::modelReset, this, &TimelineFilterBar::scheduleCount);
        connect(model, &QAbstractItemModel::layoutChanged, this, &TimelineFilterBar::scheduleCount);
    }
    connect(filter, &TimelineFilter::filterChanged, this, &TimelineFilterBar::updateCount);
    m_methods->setStringList(view->timelineModel()->methods());
    updateCount();
}

TimelineFilterBar::~TimelineFilterBar() = default;

void TimelineFilterBar::applyKinds()
{
    if (m_syncing)
        return;
    TimelineModel::Kinds kinds = presetKinds(m_kind->currentIndex());
    if (m_stderr->isChecked())
        kinds |= TimelineModel::StderrLines;
    else
        kinds &= ~TimelineModel::Kinds(TimelineModel::StderrLines);
    m_view->filter()->setKinds(kinds);
}

void TimelineFilterBar::applyMethod(bool finished)
{
    if (m_syncing)
        return;
    const QString text = m_method->currentText().trimmed();
    // While typing, only a complete method (or nothing) filters; Enter applies any text.
    if (finished || text.isEmpty() || m_view->timelineModel()->methodId(text) >= 0)
        m_view->filter()->setMethod(text);
}

void TimelineFilterBar::onMethodsAdded(int first, int last)
{
    const QStringList &all = m_view->timelineModel()->methods();
    const int at = m_methods->rowCount();
    m_methods->insertRows(at, last - first + 1);
    for (int i = first; i <= last; ++i)
        m_methods->setData(m_methods->index(at + i - first), all.at(i));
}

void TimelineFilterBar::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void TimelineFilterBar::clearFilters()
{
    m_view->filter()->clear();
    syncFromFilter();
}

void TimelineFilterBar::syncFromFilter()
{
    const TimelineFilter *filter = m_view->filter();
    m_syncing = true;
    m_direction->setCurrentIndex(int(filter->direction()));
    const TimelineModel::Kinds withoutStderr = filter->kinds() & ~TimelineModel::Kinds(TimelineModel::StderrLines);
    int preset = AllKinds;
    for (int i = AllKinds; i <= AppMessages; ++i) {
        if ((presetKinds(i) & ~TimelineModel::Kinds(TimelineModel::StderrLines)) == withoutStderr) {
            preset = i;
            break;
        }
    }
    m_kind->setCurrentIndex(preset);
    m_stderr->setChecked(filter->showStderr());
    m_method->setCurrentIndex(-1);
    m_method->setEditText(filter->method());
    m_search->setText(filter->text());
    m_onlyDiagnostics->setChecked(filter->onlyWithDiagnostics());
    m_syncing = false;
    updateCount();
}

void TimelineFilterBar::scheduleCount()
{
    if (!m_countTimer->isActive())
        m_countTimer->start();
}

QString TimelineFilterBar::countText() const
{
    return m_count->text();
}

void TimelineFilterBar::updateCount()
{
    m_countTimer->stop();
    const QLocale locale;
    const int shown = m_view->filter()->rowCount();
    const int total = m_view->timelineModel()->rowCount();
    m_count->setText(tr("%1 of %2 shown").arg(locale.toString(shown), locale.toString(total)));
    m_clear->setEnabled(m_view->filter()->isActive() || !m_search->text().isEmpty());
}

} // namespace mcpscope
