// SPDX-License-Identifier: MIT
#include "mainwindow.h"
#include "workspacewindow.h"

#include "autosave.h"
#include "collections/sessionreplay.h"
#include "connectioncontroller.h"
#include "exporthelper.h"
#include "fileviewcontroller.h"
#include "guiserverrequesthandler.h"
#include "mcp/autoanswer.h"
#include "mcp/listenstream.h"
#include "mcp/mcpclient.h"
#include "mcp/modernmcp.h"
#include "mcp/rootslist.h"
#include "mcp/surfacereader.h"
#include "oauthauthorizer.h"
#include "profiles/clicommandline.h"
#include "profiles/configscan.h"
#include "resources/resourcecatalog.h"
#include "session/session.h"
#include "session/timelinefilter.h"
#include "session/timelinemodel.h"
#include "tasks/tasktracker.h"
#include "transport/httptransport.h"
#include "widgets/apps/toolapptab.h"
#include "widgets/collections/collectionpanel.h"
#include "widgets/common/appicon.h"
#include "widgets/common/taborder.h"
#include "widgets/compare/comparewindow.h"
#include "widgets/diagnostics/connectiondoctorpanel.h"
#include "widgets/diagnostics/diagnosticsview.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/dialogs/autoanswermenu.h"
#include "widgets/dialogs/connectiondialog.h"
#include "widgets/dialogs/exportdialog.h"
#include "widgets/dialogs/guidedialog.h"
#include "widgets/dialogs/preferencesdialog.h"
#include "widgets/prompts/promptspanel.h"
#include "widgets/resources/resourcespanel.h"
#include "widgets/server/logpane.h"
#include "widgets/server/rootseditor.h"
#include "widgets/server/serveroverview.h"
#include "widgets/server/stderrview.h"
#include "widgets/start/startpage.h"
#include "widgets/tasks/taskspanel.h"
#include "widgets/timeline/messagedetailview.h"
#include "widgets/timeline/timelinefilterbar.h"
#include "widgets/timeline/timelineview.h"
#include "widgets/tools/toolspanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QCommandLinkButton>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <memory>

namespace mcpscope::gui {

namespace {

const QString GeometryKey = QStringLiteral("MainWindow/geometry");
const QString StateKey = QStringLiteral("MainWindow/state");
const QString SplitterKey = QStringLiteral("MainWindow/splitter");
const QString ColumnsKey = QStringLiteral("MainWindow/timelineColumns");
const QString RootsKey = QStringLiteral("Client/roots");
// 2: the timeline, detail tabs and diagnostics dock replaced the session log.
constexpr int StateVersion = 2;
/// How long the handshake may take before the connection doctor shows what it sees so far.
constexpr int DoctorAfterMs = 5000;

/// The icon of the desktop theme, or the style's own where the theme has none.
QIcon themeIcon(const QStyle *style, const char *themeName, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(QString::fromLatin1(themeName), style->standardIcon(fallback));
}

} // namespace

MainWindow::MainWindow(const StdioServerConfig &config, QWidget *parent)
    : MainWindow(ServerProfile::fromStdioConfig(config), parent)
{
}

MainWindow::MainWindow(const ServerProfile &profile, QWidget *parent)
    : QMainWindow(parent)
    , m_session(new Session(this))
    , m_transport(ConnectionController::createTransport(profile, this))
    , m_client(new McpClient(m_transport, m_session, this))
    , m_handler(std::make_unique<GuiServerRequestHandler>(m_client, this))
    , m_timeline(new TimelineView(this))
    , m_filterBar(new TimelineFilterBar(m_timeline, this))
    , m_detail(new MessageDetailView(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_tabs(new QTabWidget(this))
    , m_toolsPanel(new ToolsPanel(this))
    , m_overview(new ServerOverview(this))
    , m_stderrView(new StderrView(this))
    , m_diagnosticsView(new DiagnosticsView(this))
    , m_resourcesPanel(new ResourcesPanel(this))
    , m_promptsPanel(new PromptsPanel(this))
    , m_statusLabel(new QLabel(this))
    , m_errorsButton(new QToolButton(this))
    , m_warningsButton(new QToolButton(this))
    , m_countsTimer(new QTimer(this))
{
    setWindowTitle(tr("mcpscope"));
    setWindowIcon(applicationIcon());
    m_files = new FileViewController(m_session, this);
    m_client->setServerRequestHandler(m_handler.get());

    // The sections in the order their widgets are made, which is the order Tab follows
    // wherever the window does not set it.
    buildMessagesTab();
    buildTabs();
    buildChangeStream();
    buildCentralWidget();
    connectServerViews();
    createActions();
    buildDocks();
    buildViewMenu();
    buildHelpMenu();
    buildStatusBar();
    // The client's side of MCP: the server's log, the roots it may use, ping, and the
    // answers given without a person (the dialogs themselves belong to the request handler).
    buildServerLogDock();
    buildRootsDock();
    createClientActions();
    buildAutoAnswerStatus();
    // Made after the views: they see each client state before a restart or a switch acts on it.
    m_connection = new ConnectionController(profile, m_session, m_transport, m_client, this);
    setUpSignIn();
    connectConnection();
    connectFileView();
    connectTimeline();
    connectDoctor();

    updateStatus();
    updateActions();
}

MainWindow::~MainWindow()
{
    // Tear down in dependency order while this is still a MainWindow: nothing may call back
    // into it from the base class destructors.
    disconnect(m_timeline, nullptr, this, nullptr);
    disconnect(m_client, nullptr, this, nullptr);
    disconnect(m_session, nullptr, this, nullptr);
    delete m_connection;
    delete m_files;
    delete m_client;
    delete m_transport;
    delete m_session;
}

void MainWindow::buildMessagesTab()
{
    // Named, as every part of the window, so that tests and tools find them without getters.
    m_timeline->setObjectName(QStringLiteral("timelineView"));
    m_filterBar->setObjectName(QStringLiteral("timelineFilterBar"));
    m_detail->setObjectName(QStringLiteral("messageDetail"));
    m_timeline->setSession(m_session);
    m_detail->setTimelineModel(m_timeline->timelineModel());

    auto *timelineArea = new QWidget(this);
    auto *timelineLayout = new QVBoxLayout(timelineArea);
    timelineLayout->setContentsMargins(0, 0, 0, 0);
    timelineLayout->setSpacing(2);
    m_doctor = new ConnectionDoctorPanel(timelineArea);
    timelineLayout->addWidget(m_doctor);
    timelineLayout->addWidget(m_filterBar);
    timelineLayout->addWidget(m_timeline, 1);

    m_splitter->setObjectName(QStringLiteral("timelineSplitter"));
    m_splitter->addWidget(timelineArea);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({560, 340});
}

void MainWindow::buildTabs()
{
    // The conversation is the first tab; the Tools, Resources and Prompts views (the server's
    // features, used by hand) are the others.
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_splitter, tr("Messages"));
    m_tabs->addTab(m_toolsPanel, tr("Tools"));
    connectToolsTab();
    m_tabs->addTab(m_resourcesPanel, tr("Resources"));
    m_tabs->addTab(m_promptsPanel, tr("Prompts"));
    m_collectionPanel = new CollectionPanel(this);
    m_collectionPanel->setClient(m_client);
    m_tabs->addTab(m_collectionPanel, tr("Collections"));
    connectCollectionsTab();
    // Tasks: the tool calls run as tasks (Tools tab, "Run as a task"), followed to their end.
    m_tasks = new TaskTracker(m_client, this);
    m_tasksPanel = new TasksPanel(this);
    m_tasksPanel->setObjectName(QStringLiteral("tasksPanel"));
    m_tasksPanel->setTracker(m_tasks);
    m_toolsPanel->setTaskTracker(m_tasks);
    m_tabs->addTab(m_tasksPanel, tr("Tasks"));
    connect(m_toolsPanel, &ToolsPanel::taskStarted, this, [this] { m_tabs->setCurrentWidget(m_tasksPanel); });
    connect(m_tasksPanel, &TasksPanel::showEventRequested, this, [this](qsizetype eventIndex) {
        m_tabs->setCurrentWidget(m_splitter);
        selectEvent(eventIndex);
    });
    connectResourcesAndPromptsTabs();
}

void MainWindow::connectToolsTab()
{
    const auto followTools = [this](bool available, const QString &hint) {
        m_tabs->setTabEnabled(m_tabs->indexOf(m_toolsPanel), available);
        m_tabs->setTabToolTip(m_tabs->indexOf(m_toolsPanel), hint);
    };
    connect(m_toolsPanel, &ToolsPanel::availabilityChanged, this, followTools);
    m_toolsPanel->setClient(m_client);
    new ToolAppTab(m_toolsPanel); // a tool's MCP App beside its result
    followTools(m_toolsPanel->isAvailable(), m_toolsPanel->availabilityHint());
    connect(m_toolsPanel, &ToolsPanel::copyCommandLineRequested, this,
            [this](const QString &tool, const QJsonObject &arguments, bool official) {
                copyCommandLine(QStringLiteral("tools/call"),
                                QJsonObject{{QStringLiteral("name"), tool}, {QStringLiteral("arguments"), arguments}},
                                official);
            });
    connect(m_toolsPanel, &ToolsPanel::resourceLinkActivated, this, [this](const QString &uri) {
        m_tabs->setCurrentWidget(m_resourcesPanel);
        m_resourcesPanel->showResource(uri);
    });
}

void MainWindow::connectCollectionsTab()
{
    connect(m_collectionPanel, &CollectionPanel::showEventRequested, this, [this](qsizetype eventIndex) {
        m_tabs->setCurrentWidget(m_splitter);
        selectEvent(eventIndex);
    });
}

void MainWindow::connectResourcesAndPromptsTabs()
{
    const auto followAvailability = [this](QWidget *panel, bool available, const QString &hint) {
        m_tabs->setTabEnabled(m_tabs->indexOf(panel), available);
        m_tabs->setTabToolTip(m_tabs->indexOf(panel), hint);
    };
    connect(
        m_resourcesPanel, &ResourcesPanel::availabilityChanged, this,
        [this, followAvailability](bool on, const QString &hint) { followAvailability(m_resourcesPanel, on, hint); });
    connect(m_promptsPanel, &PromptsPanel::availabilityChanged, this,
            [this, followAvailability](bool on, const QString &hint) { followAvailability(m_promptsPanel, on, hint); });
    connect(m_promptsPanel, &PromptsPanel::resourceLinkActivated, this, [this](const QString &uri) {
        m_tabs->setCurrentWidget(m_resourcesPanel);
        m_resourcesPanel->showResource(uri);
    });
    m_resourcesPanel->setClient(m_client);
    m_promptsPanel->setClient(m_client);
}

void MainWindow::buildChangeStream()
{
    // MCP 2026-07-28: one change stream per connection, for list changes and the resources
    // subscribed in the Resources tab.
    m_listen = new ListenStream(this);
    m_listen->setClient(m_client);
    m_resourcesPanel->catalog()->setListenStream(m_listen);
}

void MainWindow::buildCentralWidget()
{
    // The start page is made when it is first shown; the tabs are the window's usual face.
    m_central = new QStackedWidget(this);
    m_central->addWidget(m_tabs);
    setCentralWidget(m_central);
    // Tab in reading order (the widgets were made in another): the tabs, the connection
    // doctor's panel, the filters, the timeline, the message's detail; the other tabs' pages.
    setTabOrderByLayout({m_tabs->tabBar(), m_doctor, m_filterBar, m_timeline, m_detail, m_toolsPanel, m_resourcesPanel,
                         m_promptsPanel, m_collectionPanel, m_tasksPanel});
}

void MainWindow::connectServerViews()
{
    // The Tools, Resources and Prompts tabs list what the server offers; the overview counts
    // their answers in the session instead of asking again.
    m_overview->setClient(m_client);
    connect(m_listen, &ListenStream::stateChanged, this, [this] {
        const bool shown = m_client->isModern() || m_listen->state() != ListenStream::State::Off;
        m_overview->setChangeStreamState(shown ? m_listen->stateText() : QString());
    });
    m_stderrView->setSession(m_session);
    m_diagnosticsView->setSession(m_session);
}

void MainWindow::createActions()
{
    createServerActions();
    createTimelineActions();
    createCopyActions();
    createFileActions();
    buildFileMenu();
    buildServerMenu();
    buildEditMenu();
    buildGoMenu();
    buildServerToolBar();
}

void MainWindow::createServerActions()
{
    m_connectDialogAction = new QAction(themeIcon(style(), "document-open", QStyle::SP_DialogOpenButton),
                                        tr("Connect to &Server…"), this);
    m_connectDialogAction->setShortcut(QKeySequence::Open);
    m_connectDialogAction->setToolTip(tr("Choose a server, saved or new, and connect to it"));
    connect(m_connectDialogAction, &QAction::triggered, this, &MainWindow::showConnectionDialog);

    m_connectAction = new QAction(themeIcon(style(), "network-connect", QStyle::SP_MediaPlay), tr("&Connect"), this);
    m_connectAction->setToolTip(tr("Start the server and connect to it"));
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::connectToServer);

    m_disconnectAction
        = new QAction(themeIcon(style(), "network-disconnect", QStyle::SP_MediaStop), tr("&Disconnect"), this);
    m_disconnectAction->setShortcut(QKeySequence::Close);
    m_disconnectAction->setToolTip(tr("End the session and let the server exit"));
    connect(m_disconnectAction, &QAction::triggered, this, &MainWindow::disconnectFromServer);

    m_restartAction = new QAction(themeIcon(style(), "view-refresh", QStyle::SP_BrowserReload), tr("&Restart"), this);
    m_restartAction->setShortcut(QKeySequence::Refresh);
    m_restartAction->setToolTip(tr("Stop the server and start it again"));
    connect(m_restartAction, &QAction::triggered, this, &MainWindow::restartServer);

    m_quitAction = new QAction(themeIcon(style(), "application-exit", QStyle::SP_DialogCloseButton), tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createTimelineActions()
{
    m_jumpAction
        = new QAction(themeIcon(style(), "go-jump", QStyle::SP_ArrowRight), tr("&Jump to Request/Response"), this);
    m_jumpAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_jumpAction->setToolTip(tr("Select the other half of the selected request/response pair"));
    connect(m_jumpAction, &QAction::triggered, this, [this] { m_timeline->jumpToLinked(); });

    m_followAction
        = new QAction(themeIcon(style(), "go-bottom", QStyle::SP_ArrowDown), tr("&Follow New Messages"), this);
    m_followAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_End));
    m_followAction->setToolTip(tr("Scroll to the newest row and keep it in sight"));
    connect(m_followAction, &QAction::triggered, this, [this] { m_timeline->setFollowing(true); });

    m_findAction = new QAction(themeIcon(style(), "edit-find", QStyle::SP_FileDialogContentsView),
                               tr("&Find in Messages"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, m_filterBar, &TimelineFilterBar::focusSearch);

    m_clearFilterAction = new QAction(tr("C&lear Filter"), this);
    m_clearFilterAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_clearFilterAction, &QAction::triggered, m_filterBar, &TimelineFilterBar::clearFilters);
}

void MainWindow::createCopyActions()
{
    m_copyJsonAction = new QAction(themeIcon(style(), "edit-copy", QStyle::SP_FileIcon), tr("&Copy as JSON"), this);
    // Only while the timeline has the focus: elsewhere Ctrl+C copies selected text.
    m_copyJsonAction->setShortcut(QKeySequence::Copy);
    m_copyJsonAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_timeline->addAction(m_copyJsonAction);
    connect(m_copyJsonAction, &QAction::triggered, m_detail, &MessageDetailView::copyJson);

    m_saveRequestAction = new QAction(tr("Save Request to C&ollection"), this);
    m_saveRequestAction->setToolTip(
        tr("Add the selected request to the collection in the Collections tab, to run it again "
           "with expectations"));
    m_saveRequestAction->setObjectName(QStringLiteral("saveRequestAction"));
    connect(m_saveRequestAction, &QAction::triggered, this, &MainWindow::saveSelectedRequestToCollection);
    m_timeline->addAction(m_saveRequestAction);
    m_timeline->setContextMenuPolicy(Qt::ActionsContextMenu);

    // The selected request as a command line for a terminal.
    const auto copySelectedAsCommand = [this](bool official) {
        const qsizetype index = m_timeline->selectedEventIndex();
        if (index < 0 || index >= m_session->count())
            return;
        const Message &message = m_session->eventAt(index).message;
        copyCommandLine(message.method(), message.params(), official);
    };
    m_copyCommandAction = new QAction(tr("Copy as Command &Line"), this);
    m_copyCommandAction->setObjectName(QStringLiteral("copyCommandLineAction"));
    m_copyCommandAction->setToolTip(tr("Put the selected request on the clipboard as an mcpscope --cli command line"));
    connect(m_copyCommandAction, &QAction::triggered, this, [copySelectedAsCommand] { copySelectedAsCommand(false); });
    m_timeline->addAction(m_copyCommandAction);
    m_copyOfficialCommandAction = new QAction(tr("Copy as Official Inspector Command Line"), this);
    m_copyOfficialCommandAction->setObjectName(QStringLiteral("copyOfficialCommandLineAction"));
    m_copyOfficialCommandAction->setToolTip(
        tr("Put the selected request on the clipboard as a command line for the official inspector's --cli"));
    connect(m_copyOfficialCommandAction, &QAction::triggered, this,
            [copySelectedAsCommand] { copySelectedAsCommand(true); });
    m_timeline->addAction(m_copyOfficialCommandAction);

    m_copyRawAction = new QAction(tr("Copy &Raw Bytes"), this);
    m_copyRawAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyRawAction, &QAction::triggered, m_detail, &MessageDetailView::copyRaw);
}

void MainWindow::createFileActions()
{
    m_openSessionAction
        = new QAction(themeIcon(style(), "document-open-recent", QStyle::SP_DirOpenIcon), tr("&Open Session…"), this);
    // Ctrl+O already connects to a server.
    m_openSessionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_openSessionAction->setToolTip(tr("Open a saved session or a transcript to look at (read-only)"));
    connect(m_openSessionAction, &QAction::triggered, this, &MainWindow::showOpenSessionDialog);

    m_recentSessionsMenu = new QMenu(tr("Recent &Sessions"), this);
    m_recentSessionsMenu->setObjectName(QStringLiteral("recentSessionsMenu"));
    connect(m_recentSessionsMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentSessionsMenu);
    fillRecentSessionsMenu();

    m_stopFollowingAction
        = new QAction(themeIcon(style(), "process-stop", QStyle::SP_BrowserStop), tr("Stop &Following File"), this);
    m_stopFollowingAction->setToolTip(tr("Stop reading what is added to the file shown; what was read stays"));
    m_stopFollowingAction->setObjectName(QStringLiteral("stopFollowingAction"));
    m_stopFollowingAction->setEnabled(false);
    connect(m_stopFollowingAction, &QAction::triggered, this, &MainWindow::stopFollowing);

    m_exportAction
        = new QAction(themeIcon(style(), "document-export", QStyle::SP_DialogSaveButton), tr("&Export…"), this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setToolTip(tr("Save an HTML report, a Markdown summary or a session file to share"));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::showExportDialog);

    m_copySummaryAction = new QAction(tr("Copy &Markdown Summary"), this);
    m_copySummaryAction->setToolTip(tr("Put a summary of the session for an issue on the clipboard (secrets hidden)"));
    connect(m_copySummaryAction, &QAction::triggered, this, &MainWindow::copyMarkdownSummary);
}

void MainWindow::buildFileMenu()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(m_openSessionAction);
    fileMenu->addMenu(m_recentSessionsMenu);
    QAction *compareAction = fileMenu->addAction(tr("&Compare Sessions…"));
    compareAction->setObjectName(QStringLiteral("compareSessionsAction"));
    compareAction->setToolTip(tr("Compare two recorded sessions side by side, e.g. two versions of a server"));
    connect(compareAction, &QAction::triggered, this,
            [this] { CompareWindow::showNew(this, isReadOnly() ? viewedPath() : journalPath()); });
    QAction *surfaceAction = fileMenu->addAction(tr("Compare &Surface With Saved Session…"));
    surfaceAction->setObjectName(QStringLiteral("compareSurfaceAction"));
    surfaceAction->setToolTip(tr("What changed in the server's tools, resources, prompts and capabilities since a "
                                 "saved session"));
    connect(surfaceAction, &QAction::triggered, this, [this] { compareSurfaceWithSavedSession(); });
    fileMenu->addAction(m_stopFollowingAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_exportAction);
    fileMenu->addAction(m_copySummaryAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_quitAction);
}

CompareWindow *MainWindow::compareSurfaceWithSavedSession(const QString &path)
{
    QString file = path;
    if (file.isEmpty())
        file = QFileDialog::getOpenFileName(this, tr("Compare Surface With Saved Session"), QString(),
                                            tr("Sessions and transcripts (*.jsonl *.json);;All files (*)"));
    if (file.isEmpty())
        return nullptr;
    auto saved = std::make_shared<Session>();
    QString error;
    if (!Session::load(file, saved.get(), nullptr, &error)) {
        QMessageBox::warning(this, tr("Compare Surface"), tr("The session cannot be read: %1").arg(error));
        return nullptr;
    }
    const QString nameA = QFileInfo(file).fileName();
    if (isReadOnly() || m_client->state() != McpClient::State::Ready)
        return CompareWindow::showSurfaceDiff(this, *saved, nameA, *m_session,
                                              isReadOnly() ? QFileInfo(viewedPath()).fileName() : tr("this session"));
    // The tabs read a long list page by page as it is scrolled: every page is read first.
    auto *window = new CompareWindow(this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->showNotice(tr("Reading every list the server offers…"));
    window->show();
    auto *reader = new SurfaceReader(m_client, window);
    connect(reader, &SurfaceReader::finished, window, [this, window, reader, saved, nameA](bool ok) {
        if (ok)
            window->compareSurface(*saved, nameA, *m_session, tr("the server now"));
        else
            window->showNotice(tr("The server's lists cannot be read: %1").arg(reader->error()));
        reader->deleteLater();
    });
    reader->start();
    return window;
}

void MainWindow::buildServerMenu()
{
    m_serverMenu = menuBar()->addMenu(tr("&Server"));
    m_serverMenu->addAction(m_connectDialogAction);
    m_serverMenu->addSeparator();
    m_serverMenu->addAction(m_connectAction);
    m_serverMenu->addAction(m_disconnectAction);
    m_serverMenu->addAction(m_restartAction);
}

void MainWindow::buildEditMenu()
{
    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    editMenu->addAction(m_copyJsonAction);
    editMenu->addAction(m_copyRawAction);
    editMenu->addAction(m_copyCommandAction);
    editMenu->addAction(m_copyOfficialCommandAction);
    editMenu->addAction(m_saveRequestAction);
    QAction *fromSession
        = editMenu->addAction(tr("Collection from This &Session"), this, &MainWindow::makeCollectionFromSession);
    fromSession->setToolTip(tr("A collection of this session's requests, each expecting the answer it got"));
    editMenu->addSeparator();
    editMenu->addAction(m_findAction);
    editMenu->addAction(m_clearFilterAction);
    editMenu->addSeparator();
    QAction *preferences = editMenu->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
}

void MainWindow::buildGoMenu()
{
    QMenu *goMenu = menuBar()->addMenu(tr("&Go"));
    goMenu->addAction(m_jumpAction);
    goMenu->addAction(m_followAction);
}

void MainWindow::buildServerToolBar()
{
    m_serverToolBar = addToolBar(tr("Server"));
    m_serverToolBar->setObjectName(QStringLiteral("serverToolBar"));
    m_serverToolBar->setAccessibleName(tr("Server actions"));
    // Qt's own button for the actions that do not fit has no name of its own.
    if (auto *more = m_serverToolBar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More server actions"));
    m_serverToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_serverToolBar->addAction(m_connectDialogAction);
    m_serverToolBar->addSeparator();
    m_serverToolBar->addAction(m_connectAction);
    m_serverToolBar->addAction(m_disconnectAction);
    m_serverToolBar->addAction(m_restartAction);
    m_serverToolBar->addSeparator();
    m_serverToolBar->addAction(m_jumpAction);
}

void MainWindow::buildDocks()
{
    // The server overview runs the full height on the left; diagnostics and error output
    // share the bottom under the timeline.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_overviewDock = new QDockWidget(tr("Server"), this);
    m_overviewDock->setObjectName(QStringLiteral("overviewDock"));
    m_overview->setObjectName(QStringLiteral("serverOverview"));
    m_overviewDock->setWidget(m_overview);
    addDockWidget(Qt::LeftDockWidgetArea, m_overviewDock);

    m_diagnosticsDock = new QDockWidget(tr("Diagnostics"), this);
    m_diagnosticsDock->setObjectName(QStringLiteral("diagnosticsDock"));
    m_diagnosticsView->setObjectName(QStringLiteral("diagnosticsView"));
    m_diagnosticsDock->setWidget(m_diagnosticsView);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnosticsDock);

    m_stderrDock = new QDockWidget(tr("Error Output"), this);
    m_stderrDock->setObjectName(QStringLiteral("stderrDock"));
    m_stderrView->setObjectName(QStringLiteral("stderrView"));
    m_stderrDock->setWidget(m_stderrView);
    addDockWidget(Qt::BottomDockWidgetArea, m_stderrDock);
    tabifyDockWidget(m_diagnosticsDock, m_stderrDock);
    m_diagnosticsDock->raise();

    resizeDocks({m_overviewDock}, {330}, Qt::Horizontal);
    resizeDocks({m_diagnosticsDock}, {150}, Qt::Vertical);
}

void MainWindow::buildViewMenu()
{
    // The docks of the client's side, made later, add themselves below these.
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_overviewDock->toggleViewAction());
    m_viewMenu->addAction(m_diagnosticsDock->toggleViewAction());
    m_viewMenu->addAction(m_stderrDock->toggleViewAction());
}

void MainWindow::buildHelpMenu()
{
    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *guide = helpMenu->addAction(tr("&Guide"));
    guide->setObjectName(QStringLiteral("guideAction"));
    guide->setShortcut(QKeySequence::HelpContents);
    connect(guide, &QAction::triggered, this, [this] {
        auto *dialog = findChild<GuideDialog *>(QString(), Qt::FindDirectChildrenOnly);
        if (!dialog) {
            dialog = new GuideDialog(this);
            dialog->setModal(false);
        }
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    QAction *about = helpMenu->addAction(tr("&About mcpscope"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About mcpscope"),
                           tr("<p><b>mcpscope %1</b></p><p>An inspector for MCP (Model Context "
                              "Protocol) servers: it starts a server, speaks MCP to it and shows "
                              "everything that crosses the wire.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::buildStatusBar()
{
    m_statusLabel->setObjectName(QStringLiteral("connectionStatus"));
    m_statusLabel->setAccessibleName(tr("Connection status"));
    m_statusLabel->setTextFormat(Qt::PlainText);
    // Long failure texts must not widen the window; the whole text is in the tooltip.
    m_statusLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(m_statusLabel, 1);

    for (QToolButton *button : {m_errorsButton, m_warningsButton}) {
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setToolTip(tr("Show the diagnostics"));
        connect(button, &QToolButton::clicked, this, [this] {
            m_diagnosticsDock->show();
            m_diagnosticsDock->raise();
        });
        statusBar()->addPermanentWidget(button);
    }
    m_errorsButton->setObjectName(QStringLiteral("errorCount"));
    m_errorsButton->setAccessibleName(tr("Number of errors found"));
    m_errorsButton->setIcon(severityIcon(Severity::Error));
    m_warningsButton->setObjectName(QStringLiteral("warningCount"));
    m_warningsButton->setAccessibleName(tr("Number of warnings found"));
    m_warningsButton->setIcon(severityIcon(Severity::Warning));

    m_countsTimer->setSingleShot(true);
    m_countsTimer->setInterval(0);
    connect(m_countsTimer, &QTimer::timeout, this, &MainWindow::updateDiagnosticCounts);
    connect(m_session, &Session::diagnosticsAdded, m_countsTimer, [this] {
        if (!m_countsTimer->isActive())
            m_countsTimer->start();
    });
    // Diagnostics found on arrival come with their event, in its one signal.
    connect(m_session, &Session::eventAppended, m_countsTimer, [this](qsizetype index) {
        if (!m_countsTimer->isActive() && !m_session->diagnosticsOf(index).isEmpty())
            m_countsTimer->start();
    });
    updateDiagnosticCounts();
}

void MainWindow::buildServerLogDock()
{
    m_logPane = new LogPane(this);
    m_logPane->setObjectName(QStringLiteral("logPane"));
    m_logPane->setSession(m_session);
    m_logPane->setClient(m_client);
    auto *logDock = new QDockWidget(tr("Server Log"), this);
    logDock->setObjectName(QStringLiteral("serverLogDock"));
    logDock->setWidget(m_logPane);
    addDockWidget(Qt::BottomDockWidgetArea, logDock);
    tabifyDockWidget(m_diagnosticsDock, logDock);
    m_diagnosticsDock->raise();
    m_viewMenu->addAction(logDock->toggleViewAction());
}

void MainWindow::buildRootsDock()
{
    m_rootsEditor = new RootsEditor(this);
    m_rootsEditor->setObjectName(QStringLiteral("rootsEditor"));
    m_rootsEditor->setRoots(m_handler->roots());
    m_rootsDock = new QDockWidget(tr("Roots"), this);
    m_rootsDock->setObjectName(QStringLiteral("rootsDock"));
    m_rootsDock->setWidget(m_rootsEditor);
    addDockWidget(Qt::LeftDockWidgetArea, m_rootsDock);
    tabifyDockWidget(m_overviewDock, m_rootsDock);
    m_overviewDock->raise();
    resizeDocks({m_overviewDock}, {330}, Qt::Horizontal);
    m_viewMenu->addAction(m_rootsDock->toggleViewAction());
}

void MainWindow::createClientActions()
{
    m_pingAction = new QAction(themeIcon(style(), "network-wireless", QStyle::SP_DriveNetIcon), tr("&Ping"), this);
    m_pingAction->setObjectName(QStringLiteral("pingAction"));
    m_pingAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_pingAction->setToolTip(tr("Check that the server answers, and how fast"));
    connect(m_pingAction, &QAction::triggered, this, &MainWindow::pingServer);
    QAction *editRoots = new QAction(tr("Edit &Roots…"), this);
    editRoots->setToolTip(tr("Choose the folders the server may work in"));
    connect(editRoots, &QAction::triggered, this, [this] {
        m_rootsDock->show();
        m_rootsDock->raise();
    });
    m_serverMenu->addSeparator();
    m_serverMenu->addAction(m_pingAction);
    m_serverMenu->addAction(editRoots);
    m_serverMenu->addMenu(new AutoAnswerMenu(m_handler->autoAnswer(), this));
    m_serverToolBar->insertAction(m_jumpAction, m_pingAction);
    m_serverToolBar->insertSeparator(m_jumpAction);
}

void MainWindow::buildAutoAnswerStatus()
{
    m_autoAnswerLabel = new QLabel(this);
    m_autoAnswerLabel->setObjectName(QStringLiteral("autoAnswerStatus"));
    m_autoAnswerLabel->setTextFormat(Qt::PlainText);
    setSeverityText(m_autoAnswerLabel, Severity::Warning);
    statusBar()->addPermanentWidget(m_autoAnswerLabel);
    const auto showAutoAnswer = [this] {
        const QString text = AutoAnswerMenu::statusText(m_handler->autoAnswer());
        m_autoAnswerLabel->setText(text.isEmpty() ? QString() : tr("Unattended"));
        m_autoAnswerLabel->setToolTip(text);
        m_autoAnswerLabel->setVisible(!text.isEmpty());
    };
    connect(m_handler->autoAnswer(), &AutoAnswer::changed, this, showAutoAnswer);
    m_handler->autoAnswer()->load();
    showAutoAnswer();
    connect(m_handler.get(), &GuiServerRequestHandler::statusMessage, this, &MainWindow::showNote);
}

void MainWindow::setUpSignIn()
{
    OAuthAuthorizer *auth = m_connection->authorizer();
    if (!auth)
        return;
    // The browser opens only after the user has seen where it goes.
    auth->setPresenter([this](const QUrl &url, const QUrl &issuer, std::function<void(bool)> proceed) {
        QMessageBox box(QMessageBox::Question, tr("Sign in"),
                        tr("The server asks you to sign in at %1.").arg(issuer.toDisplayString()),
                        QMessageBox::NoButton, this);
        box.setInformativeText(tr("mcpscope will open this address in your browser:\n%1\n\nWhen you are done there, "
                                  "mcpscope continues by itself.")
                                   .arg(url.toDisplayString()));
        box.setTextInteractionFlags(Qt::TextSelectableByMouse);
        QPushButton *open = box.addButton(tr("Open the browser"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(open);
        box.exec();
        if (box.clickedButton() != open) {
            proceed(false);
            return;
        }
        if (!QDesktopServices::openUrl(url))
            showNote(tr("No browser could be started. Open this address yourself: %1")
                         .arg(url.toString(QUrl::FullyEncoded)));
        // Until the sign-in ends, the connection doctor says it waits for the browser.
        m_signInIssuer = issuer.toDisplayString();
        m_signInUrl = url.toString(QUrl::FullyEncoded);
        proceed(true);
        updateDoctor();
    });
    connect(auth, &OAuthAuthorizer::stateChanged, this, [this, auth] {
        m_overview->setAuthorizationState(auth->stateText());
        if (!auth->busy()) {
            m_signInIssuer.clear();
            m_signInUrl.clear();
        }
    });
}

void MainWindow::connectConnection()
{
    m_overview->setCommand(m_connection->profile().displayCommand());
    connect(m_connection, &ConnectionController::stateChanged, this, [this] {
        updateStatus();
        updateActions();
    });
    connect(m_connection, &ConnectionController::profileApplied, this,
            [this](const ServerProfile &applied) { m_overview->setCommand(applied.displayCommand()); });
    connect(m_connection, &ConnectionController::connectionFailed, this, &MainWindow::connectionFailed);
    connect(m_connection, &ConnectionController::problemReported, this, &MainWindow::setStatusText);
    // What the server does wrong while it is still being waited for (the doctor follows).
    connect(m_client, &McpClient::warning, this, &MainWindow::setStatusText);
    connect(m_connection, &ConnectionController::secretsNotice, this, &MainWindow::showNote);
    connect(m_connection, &ConnectionController::stoppedForClose, this, &QWidget::close);
}

void MainWindow::connectFileView()
{
    connect(m_files, &FileViewController::headerRead, this, &MainWindow::showViewedHeader);
    connect(m_files, &FileViewController::followingStopped, this, [this](const QString &reason) {
        updateStatus();
        updateActions();
        if (!reason.isEmpty())
            setStatusText(reason);
    });
}

void MainWindow::connectTimeline()
{
    connect(m_timeline, &TimelineView::eventSelected, this, &MainWindow::onEventSelected);
    connect(m_timeline, &TimelineView::filterCleared, this, [this] {
        setStatusText(tr("The filter was cleared to show the selected row."));
        QTimer::singleShot(4000, this, &MainWindow::updateStatus);
    });
    connect(m_detail, &MessageDetailView::jumpRequested, m_jumpAction, &QAction::trigger);
    connect(m_detail, &MessageDetailView::eventRequested, this, [this](qsizetype index) { selectEvent(index); });
    connect(m_diagnosticsView, &DiagnosticsView::eventActivated, this, &MainWindow::selectEvent);
    connect(m_client, &McpClient::ready, this, &MainWindow::onReady);
    // A response arriving links the selected request: the jump becomes possible.
    connect(m_timeline->timelineModel(), &QAbstractItemModel::dataChanged, this, &MainWindow::updateActions);
}

void MainWindow::connectDoctor()
{
    m_doctorTimer = new QTimer(this);
    m_doctorTimer->setInterval(1000);
    connect(m_doctorTimer, &QTimer::timeout, this, &MainWindow::updateDoctor);
    connect(m_client, &McpClient::stateChanged, this, &MainWindow::followConnectionForDoctor);
    connect(m_session, &Session::eventAppended, this, [this] {
        // What the server writes after failing (its error output, its exit) sharpens the diagnosis.
        if (m_doctor->isVisible() && m_client->state() == McpClient::State::Failed)
            updateDoctor();
    });
    connect(m_doctor, &ConnectionDoctorPanel::retryRequested, this, [this] {
        m_doctor->hide();
        const McpClient::State state = m_client->state();
        if (state == McpClient::State::Starting || state == McpClient::State::Initializing)
            m_connection->restartServer();
        else
            m_connection->connectToServer();
    });
    connect(m_doctor, &ConnectionDoctorPanel::settingsRequested, this, &MainWindow::showConnectionDialog);
}

void MainWindow::showNote(const QString &text)
{
    setStatusText(text);
    QTimer::singleShot(6000, this, [this, text] {
        if (m_statusText == text)
            updateStatus();
    });
}

void MainWindow::pingServer()
{
    if (m_client->state() != McpClient::State::Ready)
        return;
    setStatusText(tr("Ping sent; waiting for the server…"));
    m_client->ping(this, [this](const Reply &reply) {
        if (reply.ok())
            showNote(tr("The server answered ping in %1 ms.").arg(reply.latencyMs));
        else
            showNote(tr("Ping failed: %1").arg(reply.errorMessage.left(300)));
    });
}

void MainWindow::updateDiagnosticCounts()
{
    const QLocale locale;
    m_errorsButton->setText(tr("Errors: %1").arg(locale.toString(qlonglong(m_session->countOf(Severity::Error)))));
    m_warningsButton->setText(
        tr("Warnings: %1").arg(locale.toString(qlonglong(m_session->countOf(Severity::Warning)))));
}

QString MainWindow::errorCountText() const
{
    return m_errorsButton->text();
}

QString MainWindow::warningCountText() const
{
    return m_warningsButton->text();
}

void MainWindow::restoreSettings()
{
    m_persistSettings = true;
    m_connection->setRememberRecent(true);
    QSettings settings;
    // The first start (nothing saved) opens at a good share of the screen, not at the size the
    // widgets ask for.
    const QByteArray geometry = settings.value(GeometryKey).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        if (const QScreen *screen = this->screen())
            resize(WorkspaceWindow::firstSize(screen->availableGeometry().size()));
    }
    restoreState(settings.value(StateKey).toByteArray(), StateVersion);
    m_splitter->restoreState(settings.value(SplitterKey).toByteArray());
    m_timeline->restoreColumns(settings.value(ColumnsKey).toByteArray());
    // The roots offered to servers: those of the last run (the current directory the first
    // time), kept as they change.
    RootsList *roots = m_handler->roots();
    if (const QVariant saved = settings.value(RootsKey); saved.isValid())
        roots->setDirectories(saved.toStringList());
    connect(roots, &RootsList::changed, this, [roots] { QSettings().setValue(RootsKey, roots->directories()); });
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // The docks' tab bars are made when the layout is first applied, after the status bar:
    // Tab reaches the status bar's buttons last, as they are shown.
    QTimer::singleShot(0, this, [this] {
        QWidget *last = nullptr;
        for (QWidget *w = nextInFocusChain(); w != this; w = w->nextInFocusChain()) {
            if (w->window() == this && !statusBar()->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus))
                last = w;
        }
        if (last)
            setTabOrder({last, m_errorsButton, m_warningsButton});
    });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Say goodbye properly (close the server's input, wait, escalate) before going away.
    if (m_connection->isActive() && !m_connection->isClosing()) {
        event->ignore();
        m_connection->disconnectForClose();
        return;
    }
    if (m_persistSettings) {
        QSettings settings;
        // The window closed last was no workspace: the next start shows no workspace.
        WorkspaceWindow::forgetLastWorkspace();
        settings.setValue(GeometryKey, saveGeometry());
        // The start page hides the docks; the layout saved is the one of the tabs.
        if (!isShowingStartPage())
            settings.setValue(StateKey, saveState(StateVersion));
        settings.setValue(SplitterKey, m_splitter->saveState());
        settings.setValue(ColumnsKey, m_timeline->saveColumns());
    }
    QMainWindow::closeEvent(event);
}

WorkspaceWindow *MainWindow::openAllInWorkspace(const QList<ServerConfigEntry> &entries, const QString &application)
{
    // Nothing starts before the user has seen what each server runs.
    QStringList commands;
    for (const ServerConfigEntry &entry : entries)
        commands << tr("%1: %2").arg(entry.name, ServerProfile::fromConfigEntry(entry).displayCommand());
    QMessageBox box(
        QMessageBox::Question, tr("Open All"),
        tr("Start or reach the %n server(s) of %1, side by side in one window?", nullptr, int(entries.size()))
            .arg(application),
        QMessageBox::NoButton, this);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(tr("mcpscope will run:") + QLatin1Char('\n') + commands.join(QLatin1Char('\n')));
    QPushButton *open = box.addButton(tr("Open All"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(open);
    box.exec();
    if (box.clickedButton() != open)
        return nullptr;
    auto *workspace = new WorkspaceWindow;
    workspace->setAttribute(Qt::WA_DeleteOnClose);
    workspace->addServers(entries, true);
    workspace->show();
    workspace->showServer(-1);
    // The start page's window gives way: it had nothing else to show.
    if (isShowingStartPage() && !m_embedded)
        close();
    return workspace;
}

void MainWindow::embedInWorkspace()
{
    m_embedded = true;
    setWindowFlags(Qt::Widget);
    menuBar()->hide();
    disconnect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    connect(m_quitAction, &QAction::triggered, this, [this] { window()->close(); });
}

QList<QAction *> MainWindow::menuActions() const
{
    return menuBar()->actions();
}

TimelineModel *MainWindow::timelineModel() const
{
    return m_timeline->timelineModel();
}

StdioTransport *MainWindow::transport() const
{
    return qobject_cast<StdioTransport *>(m_transport);
}

const ServerProfile &MainWindow::profile() const
{
    return m_connection->profile();
}

void MainWindow::connectToServer()
{
    if (isReadOnly())
        return;
    const ServerProfile &current = m_connection->profile();
    // A window without a server (the start page's) has nothing to start.
    if (current.program.isEmpty() && !current.isRemote())
        return;
    leaveStartPage();
    m_connection->connectToServer();
}

void MainWindow::disconnectFromServer()
{
    m_connection->disconnectFromServer();
}

void MainWindow::restartServer()
{
    // A window showing a file has no server to restart.
    if (isReadOnly())
        return;
    m_connection->restartServer();
}

MainWindow *MainWindow::openProfile(const ServerProfile &profile)
{
    // A window that shows a file, or whose transport cannot reach this server (a client is
    // made for one transport), gives the server a window of its own.
    if (m_embedded && (isReadOnly() || !m_connection->canSwitchTo(profile))) {
        Q_EMIT paneReplacementRequested(profile);
        return this;
    }
    if (isReadOnly() || !m_connection->canSwitchTo(profile)) {
        auto *window = new MainWindow(profile);
        window->setAttribute(Qt::WA_DeleteOnClose);
        if (m_persistSettings)
            window->restoreSettings();
        window->resize(size());
        window->move(pos());
        window->show();
        window->connectToServer();
        // The start page's window gives way to the server's: it had nothing else to show.
        if (isShowingStartPage())
            close();
        else if (!isReadOnly())
            showNote(tr("%1 opened in a window of its own.").arg(profile.displayName()));
        return window;
    }
    leaveStartPage();
    m_connection->switchTo(profile);
    return this;
}

void MainWindow::showConnectionDialog()
{
    showConnectionDialogFor(m_connection->profile(), m_connection->profile().isRemote());
}

void MainWindow::showConnectionDialogFor(const ServerProfile &profile, bool url)
{
    ConnectionDialog dialog(&m_connection->store(), profile, this);
    dialog.setMode(url ? ConnectionDialog::Mode::Url : ConnectionDialog::Mode::Command);
    const int result = dialog.exec();
    // The dialog may have saved servers with secret values.
    m_connection->noteWhereSecretsAre();
    if (result == QDialog::Accepted)
        openProfile(dialog.profile());
}

QString MainWindow::copyCommandLine(const QString &method, const QJsonObject &params, bool official)
{
    const CliCommandLine::Result line = CliCommandLine::forRequest(official ? CliCommandLine::Flavor::OfficialInspector
                                                                            : CliCommandLine::Flavor::Mcpscope,
                                                                   m_connection->profile(), method, params);
    if (!line.problem.isEmpty()) {
        showNote(line.problem);
        return {};
    }
    QApplication::clipboard()->setText(line.text);
    showNote(line.secretVariables.isEmpty()
                 ? tr("The command line is on the clipboard.")
                 : tr("The command line is on the clipboard. It reads the secret values from your shell: set %1 first.")
                       .arg(line.secretVariables.join(QStringLiteral(", "))));
    return line.text;
}

void MainWindow::saveSelectedRequestToCollection()
{
    const qsizetype index = m_timeline->selectedEventIndex();
    if (index < 0 || index >= m_session->count())
        return;
    if (!m_session->eventAt(index).message.isRequest() || m_session->eventAt(index).type != SessionEvent::Type::Sent)
        return;
    // A later round of a request that asked for input is saved as its first round: the
    // answers and the server's state belong to that one conversation.
    const Message &message = m_session->eventAt(m_session->roundRequests(index).constFirst()).message;
    const QJsonObject params = withoutConnectionMeta(message.params());
    const QString what = params.value(QStringLiteral("name")).toString(params.value(QStringLiteral("uri")).toString());
    const QString name
        = what.isEmpty() ? message.method() : QStringLiteral("%1 %2").arg(message.method(), what.left(80));
    m_collectionPanel->addStep(message.method(), params, name);
    showNote(
        tr("Saved \"%1\" to the collection \"%2\" (Collections tab).").arg(name, m_collectionPanel->collection().name));
}

void MainWindow::makeCollectionFromSession()
{
    const QString name
        = tr("Requests of %1").arg(m_overview->text(ServerOverview::Field::Server).section(QLatin1Char(' '), 0, 0));
    m_collectionPanel->setCollection(collectionFromSession(*m_session, name));
    m_tabs->setCurrentWidget(m_collectionPanel);
}

void MainWindow::followConnectionForDoctor()
{
    switch (m_client->state()) {
    case McpClient::State::Starting:
        m_connectClock.start();
        m_doctor->hide();
        m_doctorTimer->start();
        break;
    case McpClient::State::Initializing:
        break;
    case McpClient::State::Failed:
        m_doctorTimer->stop();
        updateDoctor();
        break;
    default:
        m_doctorTimer->stop();
        m_doctor->hide();
        break;
    }
}

void MainWindow::updateDoctor()
{
    const McpClient::State state = m_client->state();
    const bool waiting = state == McpClient::State::Starting || state == McpClient::State::Initializing;
    if (waiting && m_signInIssuer.isEmpty() && (!m_connectClock.isValid() || m_connectClock.elapsed() < DoctorAfterMs))
        return;
    ConnectionDoctor::Options options;
    options.waitedMs = m_connectClock.isValid() ? m_connectClock.elapsed() : -1;
    options.signInIssuer = m_signInIssuer;
    options.signInUrl = m_signInUrl;
    const Diagnosis diagnosis = ConnectionDoctor::examine(*m_client, options);
    if (diagnosis.isEmpty()) {
        m_doctor->hide();
        return;
    }
    m_doctor->setDiagnosis(diagnosis);
    m_doctor->show();
}

void MainWindow::onReady()
{
    // Unless a message is already being looked at, show the server's answer to initialize:
    // it says the most about the server.
    const qsizetype selected = m_timeline->selectedEventIndex();
    const bool messageSelected = selected >= 0 && selected < m_session->count()
                                 && m_session->eventAt(selected).type != SessionEvent::Type::Lifecycle;
    if (!messageSelected) {
        for (qsizetype i = m_session->count() - 1; i >= 0; --i) {
            const SessionEvent &event = m_session->eventAt(i);
            if (event.type == SessionEvent::Type::Received && event.message.kind() == Message::Kind::Result) {
                // Keep it in sight: the rows that follow do not scroll it away (Follow resumes).
                m_timeline->selectEvent(i);
                m_timeline->setFollowing(false);
                break;
            }
        }
    }
    Q_EMIT connectionReady();
}

void MainWindow::selectEvent(qsizetype eventIndex, qsizetype diagnosticIndex)
{
    if (!m_timeline->selectEvent(eventIndex))
        return;
    if (diagnosticIndex >= 0) {
        const qsizetype row = m_session->diagnosticsOf(eventIndex).indexOf(diagnosticIndex);
        if (row >= 0) {
            m_detail->tabs()->setCurrentIndex(MessageDetailView::DiagnosticsTab);
            m_detail->selectDiagnostic(int(row));
        }
    }
}

void MainWindow::onEventSelected(qsizetype eventIndex)
{
    m_detail->showSessionEvent(eventIndex);
    updateActions();
}

QString MainWindow::journalPath() const
{
    return m_connection->journalPath();
}

void MainWindow::fillRecentSessionsMenu()
{
    m_recentSessionsMenu->clear();
    const QStringList files = Autosave::recentFiles(10);
    for (const QString &file : files) {
        QAction *action = m_recentSessionsMenu->addAction(QFileInfo(file).fileName());
        action->setToolTip(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] { openSession(file); });
    }
    if (files.isEmpty())
        m_recentSessionsMenu->addAction(tr("No sessions saved yet"))->setEnabled(false);
    m_recentSessionsMenu->addSeparator();
    QAction *folder = m_recentSessionsMenu->addAction(tr("Browse Saved Sessions…"));
    connect(folder, &QAction::triggered, this, [this] {
        const QString path
            = QFileDialog::getOpenFileName(this, tr("Open Session"), Autosave::directory(),
                                           tr("Sessions and transcripts (*.jsonl *.json);;All files (*)"));
        if (!path.isEmpty())
            openSession(path);
    });
}

ServerProfile MainWindow::demoProfile()
{
    ServerProfile profile;
    profile.name = tr("Demo server");
    profile.program = QCoreApplication::applicationDirPath() + QStringLiteral("/mcpscope-demo-server");
    // The demo server speaks both eras: Auto finds MCP 2026-07-28 (server/discover, input
    // rounds, the change stream), which the demo is there to show.
    profile.protocolEra = ModernMcp::eraName(ProtocolEra::Auto);
    return profile;
}

void MainWindow::showStartPage()
{
    if (!m_startPage) {
        m_startPage = new StartPage(this);
        m_central->addWidget(m_startPage);
        connect(m_startPage, &StartPage::demoRequested, this, [this] { openProfile(demoProfile()); });
        connect(m_startPage, &StartPage::commandRequested, this,
                [this] { showConnectionDialogFor(ServerProfile(), false); });
        connect(m_startPage, &StartPage::urlRequested, this,
                [this] { showConnectionDialogFor(ServerProfile(), true); });
        connect(m_startPage, &StartPage::openSessionRequested, this, &MainWindow::showOpenSessionDialog);
        connect(m_startPage, &StartPage::sessionActivated, this, &MainWindow::openSession);
        connect(m_startPage, &StartPage::rescanRequested, this, &MainWindow::fillStartPage);
        connect(m_startPage, &StartPage::openAllRequested, this, &MainWindow::openAllInWorkspace);
        connect(m_startPage, &StartPage::reviewRequested, this, [this](const ServerConfigEntry &entry) {
            const ServerProfile profile = ServerProfile::fromConfigEntry(entry);
            showConnectionDialogFor(profile, profile.isRemote());
        });
    }
    fillStartPage();
    if (m_central->currentWidget() != m_startPage) {
        for (QDockWidget *dock : findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
            if (dock->isVisible()) {
                m_docksHiddenForStart.append(dock);
                dock->hide();
            }
        }
        m_central->setCurrentWidget(m_startPage);
    }
    updateStatus();
    m_startPage->demoButton()->setFocus();
    Q_EMIT startPageShown();
}

void MainWindow::fillStartPage()
{
    if (!m_startPage)
        return;
    const ServerConfigScan::Places places = ServerConfigScan::currentPlaces(QDir::currentPath());
    QStringList lookedAt;
    for (const ConfigLocation &location : ServerConfigScan::locations(places))
        lookedAt << location.path;
    m_startPage->setFoundServers(ServerConfigScan::scan(places), lookedAt);
    m_startPage->setRecentSessions(Autosave::recentFiles(8));
}

bool MainWindow::isShowingStartPage() const
{
    return m_startPage && m_central->currentWidget() == m_startPage;
}

void MainWindow::leaveStartPage()
{
    if (!isShowingStartPage())
        return;
    m_central->setCurrentWidget(m_tabs);
    for (QDockWidget *dock : std::as_const(m_docksHiddenForStart))
        dock->show();
    m_docksHiddenForStart.clear();
    updateStatus();
}

bool MainWindow::openSessionFile(const QString &path, QString *errorMessage, int server)
{
    if (m_connection->isActive() || isReadOnly() || m_session->count() > 0 || m_connection->hasJournal()) {
        if (errorMessage)
            *errorMessage = tr("This window already shows a session.");
        return false;
    }
    if (!m_files->open(path, errorMessage, server))
        return false;
    leaveStartPage();
    m_toolsPanel->setReadOnly(true);
    m_resourcesPanel->setReadOnly(true);
    m_promptsPanel->setReadOnly(true);
    // The overview shows the recorded server and client, not this window's idle client.
    m_overview->setRecordedSession(m_session);
    showViewedHeader();
    m_files->start();
    updateStatus();
    updateActions();
    // As for a live server, show the answer to initialize (once the timeline has its rows).
    QTimer::singleShot(0, this, [this] {
        for (qsizetype i = 0; i < m_session->count(); ++i) {
            const SessionEvent &event = m_session->eventAt(i);
            if (event.type == SessionEvent::Type::Received && event.message.kind() == Message::Kind::Result) {
                m_timeline->selectEvent(i);
                // A file that grows keeps showing its newest rows.
                m_timeline->setFollowing(isFollowing());
                break;
            }
        }
    });
    Q_EMIT sessionOpened();
    return true;
}

void MainWindow::showViewedHeader()
{
    const QString server = m_files->recordedServer();
    m_overview->setCommand(server.isEmpty() ? tr("(not recorded in the file)") : server);
}

bool MainWindow::isReadOnly() const
{
    return m_files->isOpen();
}

QString MainWindow::viewedPath() const
{
    return m_files->path();
}

bool MainWindow::isFollowing() const
{
    return m_files->isFollowing();
}

void MainWindow::stopFollowing()
{
    m_files->stopFollowing();
}

MainWindow *MainWindow::openSession(const QString &path)
{
    const bool unused
        = !m_connection->isActive() && !isReadOnly() && m_session->count() == 0 && !m_connection->hasJournal();
    MainWindow *target = unused ? this : new MainWindow(ServerProfile());
    QString error;
    if (!target->openSessionFile(path, &error)) {
        if (target != this)
            delete target;
        QMessageBox::warning(this, tr("Cannot open the session"),
                             tr("mcpscope cannot open %1.\n\n%2").arg(QDir::toNativeSeparators(path), error));
        return nullptr;
    }
    if (target != this) {
        target->setAttribute(Qt::WA_DeleteOnClose);
        target->resize(size());
        target->show();
    }
    return target;
}

void MainWindow::showOpenSessionDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Session"), Autosave::directory(),
                                                      tr("Sessions and transcripts (*.jsonl *.json);;All files (*)"));
    if (!path.isEmpty())
        openSession(path);
}

ExportHelper MainWindow::exportHelper() const
{
    if (isReadOnly()) {
        // A file shown read-only has no profile behind it: its values were never known here.
        return ExportHelper(m_session, m_timeline, m_files->recordedServer(), std::nullopt);
    }
    const ServerProfile &live = m_connection->profile();
    return ExportHelper(m_session, m_timeline, live.displayCommand(), live.secretValuesForRedaction());
}

void MainWindow::prepareExportDialog(ExportDialog *dialog) const
{
    exportHelper().prepareDialog(dialog);
}

bool MainWindow::exportSession(const ExportDialog &dialog, const QString &path, int *hidden, QString *errorMessage)
{
    QString status;
    const bool written = exportHelper().write(dialog, path, &status, hidden, errorMessage);
    setStatusText(status);
    return written;
}

void MainWindow::showExportDialog()
{
    ExportDialog dialog(this);
    prepareExportDialog(&dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString base = QStringLiteral("mcpscope-session");
    if (isReadOnly())
        base = QFileInfo(viewedPath()).completeBaseName();
    else if (m_connection->hasJournal())
        base = QFileInfo(m_connection->journalPath()).completeBaseName();
    const QString suggested = ExportHelper::suggestedPath(base, dialog.format());
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Session"), suggested,
                                                      ExportDialog::fileFilter(dialog.format()));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportSession(dialog, path, nullptr, &error))
        QMessageBox::warning(this, tr("Cannot export the session"),
                             tr("mcpscope cannot write %1.\n\n%2").arg(QDir::toNativeSeparators(path), error));
}

void MainWindow::copyMarkdownSummary()
{
    int hidden = 0;
    QApplication::clipboard()->setText(exportHelper().markdownSummary(&hidden));
    setStatusText(tr("A Markdown summary is on the clipboard; %n secret(s) hidden.", nullptr, hidden));
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    dialog.setKeepAutosaved(Autosave::retention());
    dialog.setSessionsFolder(Autosave::directory());
    if (dialog.exec() == QDialog::Accepted)
        Autosave::setRetention(dialog.keepAutosaved());
}

void MainWindow::updateStatus()
{
    if (const auto *http = qobject_cast<const HttpTransport *>(m_transport)) {
        QString kind;
        switch (http->activeKind()) {
        case HttpServerConfig::Kind::StreamableHttp:
            kind = tr("Streamable HTTP");
            break;
        case HttpServerConfig::Kind::Sse:
            kind = tr("HTTP+SSE (2024-11-05)");
            break;
        case HttpServerConfig::Kind::Auto:
            kind = tr("HTTP (Streamable HTTP, or SSE if refused)");
            break;
        }
        const QByteArray id = http->sessionId();
        m_overview->setTransportState(id.isEmpty() ? kind
                                                   : tr("%1, session %2").arg(kind, QString::fromLatin1(id.left(80))));
    }
    if (isReadOnly()) {
        setStatusText(m_files->statusText());
        setWindowTitle(m_files->windowTitle());
        return;
    }
    if (isShowingStartPage()) {
        setStatusText(tr("Choose a server to start: the demo, one found on this computer, or your own."));
        setWindowTitle(tr("mcpscope"));
        return;
    }
    setStatusText(m_connection->statusText());
    setWindowTitle(m_connection->windowTitle());
}

void MainWindow::setStatusText(const QString &text)
{
    m_statusText = text;
    // One line in the status bar; the line breaks of error output show as ↵.
    QString oneLine = text;
    oneLine.replace(QLatin1Char('\n'), QStringLiteral(" \u21b5 "));
    m_statusLabel->setText(oneLine);
    m_statusLabel->setToolTip(text);
}

void MainWindow::updateActions()
{
    const bool active = m_connection->isActive();
    const bool live = !isReadOnly();
    // The start page's window has no server yet: there is nothing to start or restart.
    const bool hasServer = !m_connection->profile().program.isEmpty() || m_connection->profile().isRemote();
    m_connectAction->setEnabled(live && hasServer && !active);
    m_disconnectAction->setEnabled(live && active && m_client->state() != McpClient::State::ShuttingDown);
    m_restartAction->setEnabled(live && hasServer && !m_connection->isRestartPending());
    const bool selected = m_timeline->selectedEventIndex() >= 0;
    m_jumpAction->setEnabled(m_timeline->linkedEventIndex() >= 0);
    m_copyJsonAction->setEnabled(selected);
    m_copyRawAction->setEnabled(selected);
    const qsizetype index = m_timeline->selectedEventIndex();
    const bool request = index >= 0 && index < m_session->count()
                         && m_session->eventAt(index).type == SessionEvent::Type::Sent
                         && m_session->eventAt(index).message.isRequest()
                         && m_session->eventAt(index).message.method() != QLatin1String("initialize");
    m_saveRequestAction->setEnabled(request);
    // Any request sent to the server (initialize is made by the CLI itself).
    m_copyCommandAction->setEnabled(request && !isReadOnly());
    m_copyOfficialCommandAction->setEnabled(request && !isReadOnly());
    m_stopFollowingAction->setEnabled(isFollowing());
    if (m_pingAction) {
        // MCP 2026-07-28 has no ping: the action stays, greyed, with the reason.
        const bool modern = m_client->isModern();
        m_pingAction->setEnabled(live && m_client->state() == McpClient::State::Ready && !modern);
        m_pingAction->setToolTip(modern ? ModernMcp::removedMethodReason(QStringLiteral("ping"))
                                        : tr("Check that the server answers, and how fast"));
    }
}

} // namespace mcpscope::gui
