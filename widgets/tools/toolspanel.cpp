// SPDX-License-Identifier: MIT
#include "widgets/tools/toolspanel.h"
#include "widgets/common/contrast.h"
#include "widgets/common/scaledfont.h"

#include "mcp/mcpclient.h"
#include "tasks/tasktracker.h"
#include "tools/toolcontroller.h"
#include "tools/toolfiltermodel.h"
#include "tools/toollistmodel.h"
#include "widgets/common/breakabletext.h"
#include "widgets/common/freshnesslabel.h"
#include "widgets/common/safetextview.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/tools/toolhistoryview.h"
#include "widgets/tools/toollistdelegate.h"
#include "widgets/tools/toolresultview.h"

#include <QCheckBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

QLabel *wrappedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ToolsPanel::ToolsPanel(QWidget *parent)
    : QWidget(parent)
    , m_controller(new ToolController(this))
    , m_filter(new ToolFilterModel(this))
    , m_stack(new QStackedWidget(this))
    , m_hintLabel(new QLabel(this))
    , m_search(new QLineEdit(this))
    , m_list(new QListView(this))
    , m_count(new QLabel(this))
    , m_changed(new QLabel(this))
    , m_changedTimer(new QTimer(this))
    , m_rightStack(new QStackedWidget(this))
    , m_noTool(new QLabel(this))
    , m_title(new QLabel(this))
    , m_name(new QLabel(this))
    , m_description(new SafeTextView(this))
    , m_editor(new ArgumentsEditor(this))
    , m_invalidBar(new QWidget(this))
    , m_invalidLabel(wrappedLabel(this))
    , m_sendAnyway(new QPushButton(tr("Send Anyway"), this))
    , m_run(new QPushButton(tr("Run"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_asTask(new QCheckBox(tr("Run as a task"), this))
    , m_taskTtl(new QSpinBox(this))
    , m_progress(new QProgressBar(this))
    , m_progressLabel(new QLabel(this))
    , m_elapsed(new QLabel(this))
    , m_tick(new QTimer(this))
    , m_outputTabs(new QTabWidget(this))
    , m_result(new ToolResultView(this))
    , m_history(new ToolHistoryView(this))
{
    setObjectName(QStringLiteral("toolsPanel"));
    m_filter->setSourceModel(m_controller->tools());
    buildHintPage();
    QWidget *left = buildToolList();
    QWidget *form = buildToolForm();
    buildOutputTabs();
    buildPages(left, form);
    followController();

    updateAvailability();
    updateRunState();
    updateCount();
}

ToolsPanel::~ToolsPanel() = default;

// The hint page: why there is nothing to call.
void ToolsPanel::buildHintPage()
{
    m_hintLabel->setObjectName(QStringLiteral("toolsHint"));
    m_hintLabel->setAlignment(Qt::AlignCenter);
    m_hintLabel->setWordWrap(true);
    m_hintLabel->setTextFormat(Qt::PlainText);
    m_hintLabel->setMargin(24);
}

// Left: search, list, count, and the "list changed" indicator.
QWidget *ToolsPanel::buildToolList()
{
    m_search->setObjectName(QStringLiteral("toolsSearch"));
    m_search->setPlaceholderText(tr("Search tools"));
    m_search->setAccessibleName(tr("Search tools"));
    m_search->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("toolsList"));
    m_list->setAccessibleName(tr("Tools"));
    m_list->setModel(m_filter);
    m_list->setItemDelegate(new ToolListDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setMouseTracking(true);
    m_count->setObjectName(QStringLiteral("toolsCount"));
    m_changed->setObjectName(QStringLiteral("toolsListChanged"));
    m_changed->setWordWrap(true);
    m_changed->setTextFormat(Qt::PlainText);
    m_changed->setMargin(4);
    m_changed->setAutoFillBackground(true);
    contrast::setColour(m_changed, QPalette::Window, [](const QPalette &base) {
        return isDarkPalette(base) ? QColor(0x1d, 0x3b, 0x5c) : QColor(0xdc, 0xea, 0xfb);
    });
    m_changed->hide();
    m_changedTimer->setSingleShot(true);
    m_changedTimer->setInterval(20000);
    connect(m_changedTimer, &QTimer::timeout, m_changed, &QWidget::hide);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(4, 4, 0, 4);
    leftLayout->addWidget(m_search);
    m_freshness = new FreshnessLabel(left);
    leftLayout->addWidget(m_freshness);
    leftLayout->addWidget(m_changed);
    leftLayout->addWidget(m_list, 1);
    leftLayout->addWidget(m_count);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setSearchText(text);
        updateCount();
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &ToolsPanel::onToolChosen);
    return left;
}

// Right, above the output: the chosen tool, its form, and Run.
QWidget *ToolsPanel::buildToolForm()
{
    m_editor->setObjectName(QStringLiteral("toolsArguments"));
    m_noTool->setAlignment(Qt::AlignCenter);
    m_noTool->setWordWrap(true);
    m_noTool->setText(tr("Choose a tool on the left to call it."));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont = scaledFont(titleFont, 1.2);
    m_title->setFont(titleFont);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setObjectName(QStringLiteral("toolTitle"));
    // Titles and names come from the server: never let their length widen the window.
    m_title->setMinimumWidth(1);
    m_name->setMinimumWidth(1);
    m_name->setTextFormat(Qt::PlainText);
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    contrast::setMutedText(m_name);
    m_description->setObjectName(QStringLiteral("toolDescription"));
    // A few lines at most: a long description scrolls instead of pushing the form away.
    m_description->setFrameShape(QFrame::NoFrame);
    m_description->viewport()->setAutoFillBackground(false);
    m_description->setMaximumContentHeight(m_description->fontMetrics().lineSpacing() * 5 + 8);
    buildInvalidArgumentsBar();
    QLayout *runRow = buildRunRow();

    auto *form = new QWidget(this);
    auto *formLayout = new QVBoxLayout(form);
    formLayout->setContentsMargins(6, 4, 6, 4);
    auto *heading = new QHBoxLayout;
    heading->addWidget(m_title);
    heading->addWidget(m_name);
    heading->addStretch(1);
    formLayout->addLayout(heading);
    formLayout->addWidget(m_description);
    formLayout->addWidget(m_editor, 1);
    formLayout->addWidget(m_invalidBar);
    formLayout->addLayout(runRow);

    connect(m_editor, &ArgumentsEditor::argumentsChanged, this, [this] {
        // The editor may say "changed" while it shows its errors; only a real edit makes
        // the warning about the checked arguments stale.
        if (m_editor->arguments() != m_checkedArguments)
            m_invalidBar->hide();
    });
    return form;
}

// Shown when Run found invalid arguments: what is wrong, and Send Anyway.
void ToolsPanel::buildInvalidArgumentsBar()
{
    m_invalidBar->setObjectName(QStringLiteral("toolsInvalidArguments"));
    m_invalidBar->setAutoFillBackground(true);
    contrast::setColour(m_invalidBar, QPalette::Window, [](const QPalette &base) {
        return isDarkPalette(base) ? QColor(0x5c, 0x3d, 0x0a) : QColor(0xff, 0xec, 0xc7);
    });
    m_sendAnyway->setToolTip(tr("Call the tool with these arguments anyway, to see how the server handles them. "
                                "The call is marked as sent with invalid arguments."));
    auto *invalidLayout = new QHBoxLayout(m_invalidBar);
    invalidLayout->setContentsMargins(6, 4, 6, 4);
    invalidLayout->addWidget(m_invalidLabel, 1);
    invalidLayout->addWidget(m_sendAnyway);
    m_invalidBar->hide();
    m_invalidLabel->setObjectName(QStringLiteral("toolsInvalidArgumentsText"));
    m_sendAnyway->setObjectName(QStringLiteral("toolsSendAnyway"));
    connect(m_sendAnyway, &QPushButton::clicked, this, &ToolsPanel::sendAnyway);
}

// Run, Cancel, the progress and the time taken, and "Copy as Command Line".
QLayout *ToolsPanel::buildRunRow()
{
    m_run->setObjectName(QStringLiteral("toolsRun"));
    m_run->setDefault(true);
    m_run->setToolTip(tr("Check the arguments, then call the tool (Ctrl+Return)"));
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_cancel->setObjectName(QStringLiteral("toolsCancel"));
    m_cancel->setToolTip(tr("Ask the server to stop this call"));
    m_asTask->setObjectName(QStringLiteral("toolsRunAsTask"));
    m_taskTtl->setObjectName(QStringLiteral("toolsTaskTtl"));
    m_taskTtl->setRange(1, 7 * 24 * 3600);
    m_taskTtl->setValue(300);
    m_taskTtl->setSuffix(tr(" s"));
    m_taskTtl->setAccessibleName(tr("Time to live of the task"));
    m_taskTtl->setToolTip(tr("How long the server should keep the task, in seconds"));
    connect(m_asTask, &QCheckBox::toggled, this, [this] { updateRunState(); });
    m_progress->setObjectName(QStringLiteral("toolsProgress"));
    m_progress->setTextVisible(true);
    m_progress->setFormat(QStringLiteral("%p%"));
    m_progress->setMaximumWidth(220);
    m_progressLabel->setObjectName(QStringLiteral("toolsProgressMessage"));
    m_progressLabel->setTextFormat(Qt::PlainText);
    m_elapsed->setObjectName(QStringLiteral("toolsElapsed"));
    m_tick->setInterval(100);
    connect(m_tick, &QTimer::timeout, this, &ToolsPanel::updateElapsed);

    m_copyCommand = new QToolButton(this);
    m_copyCommand->setObjectName(QStringLiteral("copyCommandLine"));
    m_copyCommand->setText(tr("Copy as Command Line"));
    m_copyCommand->setToolTip(tr("Put this call, with the arguments in the form, on the clipboard as a command line "
                                 "for a terminal"));
    m_copyCommand->setPopupMode(QToolButton::InstantPopup);
    auto *copyMenu = new QMenu(m_copyCommand);
    QAction *copyOwn = copyMenu->addAction(tr("For mcpscope --cli"));
    QAction *copyOfficial
        = copyMenu->addAction(tr("For the Official Inspector (npx @modelcontextprotocol/inspector --cli)"));
    m_copyCommand->setMenu(copyMenu);
    const auto copyFor = [this](bool official) {
        if (!currentTool().isEmpty())
            Q_EMIT copyCommandLineRequested(currentTool(), m_editor->arguments(), official);
    };
    connect(copyOwn, &QAction::triggered, this, [copyFor] { copyFor(false); });
    connect(copyOfficial, &QAction::triggered, this, [copyFor] { copyFor(true); });

    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_asTask);
    runRow->addWidget(m_taskTtl);
    runRow->addWidget(m_progress);
    runRow->addWidget(m_progressLabel, 1);
    runRow->addWidget(m_elapsed);
    runRow->addWidget(m_copyCommand);

    connect(m_run, &QPushButton::clicked, this, &ToolsPanel::run);
    connect(m_cancel, &QPushButton::clicked, this, &ToolsPanel::cancel);
    return runRow;
}

// Below the form: the result of the call shown, and the past calls.
void ToolsPanel::buildOutputTabs()
{
    m_outputTabs->setObjectName(QStringLiteral("toolsOutputTabs"));
    m_result->setObjectName(QStringLiteral("toolsResult"));
    m_history->setObjectName(QStringLiteral("toolsHistory"));
    m_outputTabs->setDocumentMode(true);
    m_outputTabs->addTab(m_result, tr("Result"));
    m_outputTabs->addTab(m_history, tr("History"));
    m_history->setHistory(m_controller->history());

    connect(m_result, &ToolResultView::resourceLinkActivated, this, &ToolsPanel::resourceLinkActivated);
    connect(m_history, &ToolHistoryView::callSelected, this,
            [this](qint64 serial) { m_result->showCall(m_controller->history()->call(serial)); });
    connect(m_history, &ToolHistoryView::rerunRequested, this, [this](qint64 serial) {
        const ToolCall call = m_controller->history()->call(serial);
        if (call.serial >= 0 && call.tool == m_tool)
            start(call.arguments, call.argumentsInvalid);
    });
    connect(m_history, &ToolHistoryView::editRequested, this, [this](qint64 serial) {
        const ToolCall call = m_controller->history()->call(serial);
        if (call.serial < 0 || call.tool != m_tool)
            return;
        m_editor->setArguments(call.arguments);
        m_invalidBar->hide();
        m_editor->setFocus();
    });
}

// The list beside the tool (form above output), or the hint page when there is nothing to call.
void ToolsPanel::buildPages(QWidget *left, QWidget *form)
{
    auto *rightSplitter = new QSplitter(Qt::Vertical, this);
    rightSplitter->setObjectName(QStringLiteral("toolsRightSplitter"));
    rightSplitter->addWidget(form);
    rightSplitter->addWidget(m_outputTabs);
    rightSplitter->setChildrenCollapsible(false);
    rightSplitter->setStretchFactor(0, 2);
    rightSplitter->setStretchFactor(1, 3);
    rightSplitter->setSizes({320, 520});
    m_rightStack->addWidget(m_noTool);
    m_rightStack->addWidget(rightSplitter);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("toolsSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(m_rightStack);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({300, 900});

    m_stack->addWidget(m_hintLabel);
    m_stack->addWidget(splitter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

void ToolsPanel::followController()
{
    connect(m_controller, &ToolController::availabilityChanged, this, &ToolsPanel::updateAvailability);
    connect(m_controller, &ToolController::toolsRefreshed, this, &ToolsPanel::onToolsRefreshed);
    connect(m_controller, &ToolController::callProgress, this, &ToolsPanel::onCallProgress);
    connect(m_controller, &ToolController::callFinished, this, &ToolsPanel::onCallFinished);
    connect(m_controller->history(), &QAbstractItemModel::rowsInserted, this, &ToolsPanel::updateCount);
    connect(m_controller->history(), &QAbstractItemModel::modelReset, this, &ToolsPanel::updateCount);
}

void ToolsPanel::setClient(McpClient *client)
{
    m_client = client;
    m_controller->setClient(client);
    if (client)
        connect(client, &McpClient::stateChanged, this, &ToolsPanel::updateRunState);
    updateAvailability();
}

void ToolsPanel::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    updateAvailability();
}

void ToolsPanel::updateAvailability()
{
    QString hint;
    if (m_readOnly) {
        hint = tr("This window shows a saved session. Tools can only be called on a running server: "
                  "connect to one in a new window.");
    } else {
        switch (m_controller->availability()) {
        case ToolController::Availability::NotConnected:
            hint = tr("Not connected. Connect to a server to see and call its tools.");
            break;
        case ToolController::Availability::NoTools:
            hint = tr("This server offers no tools (it did not announce the \"tools\" capability).");
            break;
        case ToolController::Availability::Loading:
            hint = tr("Asking the server for its tools…");
            break;
        case ToolController::Availability::ListFailed:
            hint = tr("The server's list of tools could not be read.\n%1")
                       .arg(breakabletext::breakable(m_controller->listError().left(2000)));
            break;
        case ToolController::Availability::Ready:
            break;
        }
    }
    // While a new list is loading after a change, the old one stays usable.
    if (m_controller->availability() == ToolController::Availability::Loading && m_controller->tools()->rowCount() > 0
        && !m_readOnly)
        hint.clear();
    const bool usable = hint.isEmpty();
    const bool changed = usable != m_usable || hint != m_hint;
    m_hint = hint;
    m_usable = usable;
    m_hintLabel->setText(hint);
    m_stack->setCurrentIndex(usable ? 1 : 0);
    m_stack->widget(1)->setEnabled(usable);
    if (changed)
        Q_EMIT availabilityChanged(usable, hint);
    updateRunState();
}

QString ToolsPanel::currentTool() const
{
    return m_tool;
}

bool ToolsPanel::selectTool(const QString &name)
{
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        const QModelIndex index = m_filter->index(row, 0);
        if (index.data(ToolListModel::NameRole).toString() == name) {
            m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
            m_list->scrollTo(index);
            return true;
        }
    }
    return false;
}

void ToolsPanel::onToolChosen()
{
    const QModelIndex index = m_list->selectionModel()->currentIndex();
    const QString name = index.isValid() ? index.data(ToolListModel::NameRole).toString() : QString();
    if (!m_tool.isEmpty())
        m_draftArguments.insert(m_tool, m_editor->arguments());
    m_tool = name;
    m_invalidBar->hide();
    m_controller->history()->setTool(name);
    if (name.isEmpty()) {
        m_rightStack->setCurrentIndex(0);
        updateRunState();
        return;
    }
    m_rightStack->setCurrentIndex(1);
    const QString title = index.data(Qt::DisplayRole).toString();
    m_title->setText(title.left(300));
    QStringList facts;
    if (title != name)
        facts << name.left(300);
    const QList<ToolListDelegate::Hint> hints = ToolListDelegate::hints(index);
    for (ToolListDelegate::Hint hint : hints)
        facts << ToolListDelegate::badgeText(hint);
    if (!index.data(ToolListModel::OutputSchemaRole).toJsonObject().isEmpty())
        facts << tr("declares an output schema");
    m_name->setText(facts.join(QStringLiteral(" · ")));
    m_name->setToolTip(ToolListDelegate::toolTip(index));
    const QString description = index.data(ToolListModel::DescriptionRole).toString();
    m_description->showText(description.isEmpty() ? tr("(The server gives no description.)") : description.left(20000),
                            false);
    m_editor->setSchema(index.data(ToolListModel::InputSchemaRole).toJsonObject(),
                        index.data(ToolListModel::InputSchemaTextRole).toByteArray());
    const auto draft = m_draftArguments.constFind(name);
    if (draft != m_draftArguments.constEnd())
        m_editor->setArguments(draft.value());

    // The tool's latest call, when there is one.
    if (m_controller->history()->rowCount() > 0)
        m_history->selectSerial(m_controller->history()->callAt(0).serial);
    else
        m_result->clearResult();
    updateRunState();
}

void ToolsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // MCP 2026-07-28 caching: a stale list is read again when it is needed.
    m_controller->refreshIfStale();
}

void ToolsPanel::onToolsRefreshed(bool serverChanged)
{
    updateAvailability();
    updateCount();
    m_freshness->setHint(m_controller->cacheHint());
    if (serverChanged) {
        m_changed->setText(tr("The server changed its tools — list refreshed (%1).")
                               .arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)));
        m_changed->show();
        m_changedTimer->start();
    }
    // Keep the chosen tool when it is still there (the model was reset).
    const QString previous = m_tool;
    if (!previous.isEmpty() && selectTool(previous))
        return;
    if (!previous.isEmpty()) {
        m_draftArguments.insert(previous, m_editor->arguments());
        m_tool.clear();
        m_controller->history()->setTool(QString());
        m_noTool->setText(tr("The server no longer offers the tool \"%1\". Choose another one on the left.")
                              .arg(breakabletext::breakable(previous.left(200))));
        m_rightStack->setCurrentIndex(0);
        updateRunState();
        return;
    }
    if (m_filter->rowCount() > 0)
        m_list->selectionModel()->setCurrentIndex(m_filter->index(0, 0), QItemSelectionModel::ClearAndSelect);
}

void ToolsPanel::run()
{
    if (m_tool.isEmpty() || m_running >= 0 || !m_usable)
        return;
    if (m_editor->isRawMode() && !m_editor->rawTextIsValid()) {
        m_invalidLabel->setText(tr("The JSON text is not a valid JSON object, so it cannot be sent. Fix it first."));
        m_sendAnyway->hide();
        m_invalidBar->show();
        return;
    }
    m_checkedArguments = m_editor->arguments();
    const QList<schemacheck::Violation> violations = m_editor->validate();
    if (!violations.isEmpty()) {
        m_invalidLabel->setText(tr("%n argument problem(s), marked at the fields. Fix them, or send anyway to see "
                                   "how the server handles them.",
                                   nullptr, int(violations.size())));
        m_sendAnyway->show();
        m_invalidBar->show();
        return;
    }
    m_invalidBar->hide();
    start(m_editor->arguments(), false);
}

void ToolsPanel::sendAnyway()
{
    if (m_tool.isEmpty() || m_running >= 0 || !m_usable)
        return;
    m_invalidBar->hide();
    start(m_editor->arguments(), true);
}

void ToolsPanel::cancel()
{
    if (m_running >= 0)
        m_controller->cancel(m_running);
}

void ToolsPanel::setTaskTracker(TaskTracker *tracker)
{
    m_tracker = tracker;
    updateRunState();
}

void ToolsPanel::startTask(const QJsonObject &arguments)
{
    const QString tool = m_tool;
    m_progressLabel->setText(tr("Starting %1 as a task…").arg(tool));
    QPointer<ToolsPanel> self(this);
    m_tracker->callTool(
        tool, arguments, qint64(m_taskTtl->value()) * 1000, this,
        [self, tool](const Reply &reply, const QString &taskId) {
            if (!self)
                return;
            if (taskId.isEmpty()) {
                self->m_progressLabel->setText(
                    reply.ok() ? tr("The server answered %1 at once instead of making a task; the answer "
                                    "is in the Messages tab.")
                                     .arg(tool)
                               : tr("The task could not start: %1").arg(reply.errorMessage.left(300)));
                return;
            }
            self->m_progressLabel->setText(tr("Task %1 started; the Tasks tab follows it.").arg(taskId.left(80)));
            Q_EMIT self->taskStarted(taskId);
        });
}

void ToolsPanel::start(const QJsonObject &arguments, bool argumentsInvalid)
{
    if (m_tracker && m_asTask->isChecked() && m_asTask->isEnabled()) {
        startTask(arguments);
        return;
    }
    const qint64 serial = m_controller->call(m_tool, arguments, argumentsInvalid);
    if (serial < 0)
        return;
    const ToolCall call = m_controller->history()->call(serial);
    if (call.outcome != ToolCall::Outcome::Running) {
        // It ended before it started (the server is gone): onCallFinished already ran.
        return;
    }
    m_running = serial;
    m_clock.start();
    m_tick->start();
    m_progress->setRange(0, 0); // busy until the server reports progress
    m_sawProgress = false;
    m_progressLabel->clear();
    updateElapsed();
    m_outputTabs->setCurrentWidget(m_result);
    m_history->selectSerial(serial);
    m_result->showCall(call);
    updateRunState();
}

void ToolsPanel::onCallProgress(qint64 serial, double progress, double total, const QString &message)
{
    if (serial != m_running)
        return;
    m_sawProgress = true;
    if (total > 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(qBound(0.0, progress / total, 1.0) * 1000));
    } else {
        m_progress->setRange(0, 0);
    }
    QString text = breakabletext::breakable(message.left(300));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (text.isEmpty())
        text = total > 0 ? tr("%1 of %2").arg(progress).arg(total) : tr("%1 done").arg(progress);
    m_progressLabel->setText(text);
    m_progressLabel->setToolTip(message.left(2000));
}

void ToolsPanel::onCallFinished(qint64 serial)
{
    const ToolCall call = m_controller->history()->call(serial);
    if (serial == m_running) {
        m_running = -1;
        m_tick->stop();
        const qint64 ms = m_clock.elapsed();
        m_elapsed->setText(ms < 1000 ? tr("Took %1 ms").arg(ms)
                                     : tr("Took %1 s").arg(QLocale().toString(ms / 1000.0, 'f', 1)));
        // A full bar only where the server reported progress; otherwise the bar goes away.
        const bool done = call.outcome == ToolCall::Outcome::Ok || call.outcome == ToolCall::Outcome::ToolError;
        m_progress->setRange(0, 1000);
        m_progress->setValue(done && m_sawProgress ? 1000 : 0);
    }
    if (call.tool == m_tool) {
        m_history->selectSerial(serial);
        m_result->showCall(call);
    }
    updateRunState();
}

void ToolsPanel::updateRunState()
{
    const bool ready = m_client && m_client->state() == McpClient::State::Ready && m_usable;
    const bool running = m_running >= 0;
    m_run->setEnabled(ready && !running && !m_tool.isEmpty());
    m_sendAnyway->setEnabled(ready && !running && !m_tool.isEmpty());
    // Run as a task: only where the server and the tool allow it, and saying why not.
    QString why = tr("Connect to a server first.");
    bool taskable = false;
    if (m_tracker && ready && !m_tool.isEmpty()) {
        const ToolListModel *tools = m_controller->tools();
        taskable = m_tracker->toolSupportsTasks(tools->tool(tools->rowOf(m_tool)), &why);
    }
    m_asTask->setEnabled(taskable && !running);
    m_taskTtl->setEnabled(taskable && !running && m_asTask->isChecked());
    m_asTask->setToolTip(taskable ? tr("Call the tool as a task: the server answers at once, and the Tasks tab follows "
                                       "the task to its end")
                                  : why);
    m_cancel->setEnabled(running);
    m_copyCommand->setEnabled(!m_tool.isEmpty());
    m_progress->setVisible(running || m_progress->value() > 0);
    m_history->setRerunEnabled(ready && !running);
}

void ToolsPanel::updateElapsed()
{
    m_elapsed->setText(tr("Running for %1 s").arg(QLocale().toString(m_clock.elapsed() / 1000.0, 'f', 1)));
}

void ToolsPanel::updateCount()
{
    const int all = m_controller->tools()->rowCount();
    const int shown = m_filter->rowCount();
    m_count->setText(shown == all ? tr("%n tool(s)", nullptr, all) : tr("%1 of %n tool(s)", nullptr, all).arg(shown));
    const int calls = m_controller->history()->rowCount();
    m_outputTabs->setTabText(1, calls > 0 ? tr("History (%1)").arg(calls) : tr("History"));
}

} // namespace mcpscope
