// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "appicon.h"
#include "guiserverrequesthandler.h"
#include "jsonview.h"
#include "mcp/mcpclient.h"
#include "serversummaryview.h"
#include "session/session.h"
#include "sessionlogview.h"
#include "stderrview.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

namespace mcpscope::gui {

namespace {

const QString GeometryKey = QStringLiteral("MainWindow/geometry");
const QString StateKey = QStringLiteral("MainWindow/state");
const QString SplitterKey = QStringLiteral("MainWindow/splitter");
constexpr int StateVersion = 1;

} // namespace

MainWindow::MainWindow(const StdioServerConfig &config, QWidget *parent)
    : QMainWindow(parent)
    , m_config(config)
    , m_session(new Session(this))
    , m_transport(new StdioTransport(config, this))
    , m_client(new McpClient(m_transport, m_session, this))
    , m_handler(std::make_unique<GuiServerRequestHandler>())
    , m_logView(new SessionLogView(this))
    , m_detailView(new JsonView(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_summaryView(new ServerSummaryView(this))
    , m_stderrView(new StderrView(this))
    , m_statusLabel(new QLabel(this))
{
    setWindowTitle(tr("mcpscope"));
    setWindowIcon(applicationIcon());
    m_client->setServerRequestHandler(m_handler.get());

    m_logView->setSession(m_session);
    m_splitter->setObjectName(QStringLiteral("logSplitter"));
    m_splitter->addWidget(m_logView);
    m_splitter->addWidget(m_detailView);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

    m_summaryView->setClient(m_client);
    m_summaryView->setCommand(m_config.displayCommand());
    m_stderrView->setSession(m_session);

    createActions();
    createDocks();

    m_statusLabel->setObjectName(QStringLiteral("connectionStatus"));
    m_statusLabel->setAccessibleName(tr("Connection status"));
    m_statusLabel->setTextFormat(Qt::PlainText);
    // Long failure texts must not widen the window; the whole text is in the tooltip.
    m_statusLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(m_statusLabel, 1);

    connect(m_logView, &SessionLogView::eventSelected, this, &MainWindow::onEventSelected);
    connect(m_client, &McpClient::stateChanged, this, &MainWindow::onClientStateChanged);
    connect(m_client, &McpClient::serverExited, this,
            [this](const QString &description) { m_lastExit = description; });
    connect(m_client, &McpClient::ready, this, &MainWindow::onReady);

    updateStatus();
    updateActions();
}

MainWindow::~MainWindow()
{
    // Tear down in dependency order while this is still a MainWindow: nothing may call back
    // into it from the base class destructors (the session's end resets the log view).
    disconnect(m_logView, nullptr, this, nullptr);
    disconnect(m_client, nullptr, this, nullptr);
    delete m_client;
    delete m_transport;
    delete m_session;
}

void MainWindow::createActions()
{
    const auto icon = [this](const char *themeName, QStyle::StandardPixmap fallback) {
        return QIcon::fromTheme(QString::fromLatin1(themeName), style()->standardIcon(fallback));
    };
    m_connectAction = new QAction(icon("network-connect", QStyle::SP_MediaPlay), tr("&Connect"), this);
    m_connectAction->setShortcut(QKeySequence::Open);
    m_connectAction->setToolTip(tr("Start the server and connect to it"));
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::connectToServer);

    m_disconnectAction = new QAction(icon("network-disconnect", QStyle::SP_MediaStop), tr("&Disconnect"), this);
    m_disconnectAction->setShortcut(QKeySequence::Close);
    m_disconnectAction->setToolTip(tr("End the session and let the server exit"));
    connect(m_disconnectAction, &QAction::triggered, this, &MainWindow::disconnectFromServer);

    m_restartAction = new QAction(icon("view-refresh", QStyle::SP_BrowserReload), tr("&Restart"), this);
    m_restartAction->setShortcut(QKeySequence::Refresh);
    m_restartAction->setToolTip(tr("Stop the server and start it again"));
    connect(m_restartAction, &QAction::triggered, this, &MainWindow::restartServer);

    m_quitAction = new QAction(icon("application-exit", QStyle::SP_DialogCloseButton), tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    QMenu *serverMenu = menuBar()->addMenu(tr("&Server"));
    serverMenu->addAction(m_connectAction);
    serverMenu->addAction(m_disconnectAction);
    serverMenu->addAction(m_restartAction);
    serverMenu->addSeparator();
    serverMenu->addAction(m_quitAction);

    QToolBar *toolBar = addToolBar(tr("Server"));
    toolBar->setObjectName(QStringLiteral("serverToolBar"));
    toolBar->setAccessibleName(tr("Server actions"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addAction(m_connectAction);
    toolBar->addAction(m_disconnectAction);
    toolBar->addAction(m_restartAction);
}

void MainWindow::createDocks()
{
    auto *summaryDock = new QDockWidget(tr("Server"), this);
    summaryDock->setObjectName(QStringLiteral("summaryDock"));
    summaryDock->setWidget(m_summaryView);
    summaryDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable
                             | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, summaryDock);

    auto *stderrDock = new QDockWidget(tr("Error output"), this);
    stderrDock->setObjectName(QStringLiteral("stderrDock"));
    stderrDock->setWidget(m_stderrView);
    addDockWidget(Qt::BottomDockWidgetArea, stderrDock);
    resizeDocks({summaryDock}, {320}, Qt::Horizontal);
    resizeDocks({stderrDock}, {160}, Qt::Vertical);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(summaryDock->toggleViewAction());
    viewMenu->addAction(stderrDock->toggleViewAction());

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
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

void MainWindow::restoreSettings()
{
    m_persistSettings = true;
    QSettings settings;
    restoreGeometry(settings.value(GeometryKey).toByteArray());
    restoreState(settings.value(StateKey).toByteArray(), StateVersion);
    m_splitter->restoreState(settings.value(SplitterKey).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Say goodbye properly (close the server's input, wait, escalate) before going away.
    if (isActive() && !m_closeWhenStopped) {
        m_closeWhenStopped = true;
        event->ignore();
        disconnectFromServer();
        return;
    }
    if (m_persistSettings) {
        QSettings settings;
        settings.setValue(GeometryKey, saveGeometry());
        settings.setValue(StateKey, saveState(StateVersion));
        settings.setValue(SplitterKey, m_splitter->saveState());
    }
    QMainWindow::closeEvent(event);
}

bool MainWindow::isActive() const
{
    switch (m_client->state()) {
    case McpClient::State::Starting:
    case McpClient::State::Initializing:
    case McpClient::State::Ready:
    case McpClient::State::ShuttingDown:
        return true;
    case McpClient::State::Disconnected:
    case McpClient::State::Closed:
    case McpClient::State::Failed:
        break;
    }
    return false;
}

void MainWindow::connectToServer()
{
    if (isActive())
        return;
    m_lastExit.clear();
    m_client->connectToServer();
    updateStatus();
    updateActions();
}

void MainWindow::disconnectFromServer()
{
    m_restartPending = false;
    m_client->disconnectFromServer();
    updateStatus();
    updateActions();
}

void MainWindow::restartServer()
{
    if (!isActive()) {
        connectToServer();
        return;
    }
    m_client->disconnectFromServer();
    m_restartPending = true;
    updateStatus();
    updateActions();
}

void MainWindow::onClientStateChanged()
{
    const McpClient::State state = m_client->state();
    if (state == McpClient::State::Failed && !m_restartPending && !m_closeWhenStopped)
        Q_EMIT connectionFailed(m_client->failureReason());
    if (!isActive()) {
        if (m_closeWhenStopped) {
            close();
            return;
        }
        if (m_restartPending) {
            m_restartPending = false;
            connectToServer();
            return;
        }
    }
    updateStatus();
    updateActions();
}

void MainWindow::onReady()
{
    // Unless a message is already being looked at, show the server's answer to initialize:
    // it says the most about the server.
    const qsizetype selected = m_logView->selectedEventIndex();
    const bool messageSelected = selected >= 0 && selected < m_session->count()
        && m_session->eventAt(selected).type != SessionEvent::Type::Lifecycle;
    if (!messageSelected) {
        for (qsizetype i = m_session->count() - 1; i >= 0; --i) {
            const SessionEvent &event = m_session->eventAt(i);
            if (event.type == SessionEvent::Type::Received && event.message.kind() == Message::Kind::Result) {
                m_logView->selectEvent(i);
                break;
            }
        }
    }
    Q_EMIT connectionReady();
}

void MainWindow::onEventSelected(qsizetype eventIndex)
{
    if (eventIndex < 0 || eventIndex >= m_session->count()) {
        m_detailView->clearContent();
        return;
    }
    const SessionEvent &event = m_session->eventAt(eventIndex);
    switch (event.type) {
    case SessionEvent::Type::Sent:
    case SessionEvent::Type::Received:
        m_detailView->showMessage(event.message);
        break;
    case SessionEvent::Type::Stderr:
        m_detailView->showPlainText(QString::fromUtf8(event.stderrLine));
        break;
    case SessionEvent::Type::Lifecycle:
        m_detailView->showPlainText(event.text);
        break;
    }
}

void MainWindow::updateStatus()
{
    const QString command = m_config.displayCommand();
    switch (m_client->state()) {
    case McpClient::State::Disconnected:
        setStatusText(tr("Not connected. Use Connect to start %1.").arg(command));
        break;
    case McpClient::State::Starting:
        setStatusText(tr("Starting %1…").arg(command));
        break;
    case McpClient::State::Initializing:
        setStatusText(tr("Initializing… (waiting for the server to answer initialize)"));
        break;
    case McpClient::State::Ready: {
        const QJsonObject info = m_client->serverInfo();
        QString name = info.value(QLatin1String("name")).toString();
        if (name.isEmpty())
            name = tr("an unnamed server");
        const QString version = info.value(QLatin1String("version")).toString();
        const QString who = version.isEmpty() ? name : name + QLatin1Char(' ') + version;
        setStatusText(tr("Connected to %1 (protocol %2)").arg(who, m_client->protocolVersion()));
        break;
    }
    case McpClient::State::ShuttingDown:
        setStatusText(m_restartPending ? tr("Restarting… (waiting for the server to exit)")
                                       : tr("Disconnecting…"));
        break;
    case McpClient::State::Closed:
        setStatusText(m_lastExit.isEmpty() ? tr("Disconnected.")
                                           : tr("Disconnected; the server %1.").arg(m_lastExit));
        break;
    case McpClient::State::Failed: {
        const QString reason = m_client->failureReason();
        setStatusText(reason.isEmpty() ? tr("The connection failed.") : reason);
        break;
    }
    }

    const QString name = m_client->serverInfo().value(QLatin1String("name")).toString();
    setWindowTitle(name.isEmpty() ? tr("mcpscope") : tr("%1 — mcpscope").arg(name));
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
    const bool active = isActive();
    m_connectAction->setEnabled(!active);
    m_disconnectAction->setEnabled(active && m_client->state() != McpClient::State::ShuttingDown);
    m_restartAction->setEnabled(!m_restartPending);
}

} // namespace mcpscope::gui
