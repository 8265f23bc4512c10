// SPDX-License-Identifier: MIT
#include "workspacewindow.h"

#include "connectioncontroller.h"
#include "mainwindow.h"

#include "mcp/connectiondoctor.h"
#include "mcp/mcpclient.h"
#include "mcp/surfacereader.h"
#include "profiles/secretstore.h"
#include "profiles/serverconfigfile.h"
#include "session/mergedtimelinemodel.h"
#include "session/session.h"
#include "session/sessionreader.h"
#include "session/timelinemodel.h"
#include "session/workspacejournal.h"
#include "widgets/common/appicon.h"
#include "widgets/compare/comparewindow.h"
#include "widgets/dialogs/connectiondialog.h"
#include "widgets/workspace/mergedtimelineview.h"
#include "widgets/workspace/serverlist.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace mcpscope::gui {

namespace {

const QString LastWorkspaceKey = QStringLiteral("workspace/last");

QString transportName(const ServerProfile &profile)
{
    if (!profile.isRemote())
        return QStringLiteral("stdio");
    return profile.transportKind == QLatin1String("sse") ? WorkspaceWindow::tr("SSE")
                                                         : WorkspaceWindow::tr("Streamable HTTP");
}

} // namespace

WorkspaceWindow::WorkspaceWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_merged(new MergedTimelineModel(this))
    , m_mergedView(new MergedTimelineView(m_merged, this))
    , m_list(new ServerList(this))
    , m_stack(new QStackedWidget(this))
    , m_status(new QLabel(this))
    , m_tick(new QTimer(this))
{
    setWindowIcon(applicationIcon());
    m_mergedView->setObjectName(QStringLiteral("mergedTimelineView"));
    m_stack->setObjectName(QStringLiteral("workspaceStack"));
    m_stack->addWidget(m_mergedView);
    setCentralWidget(m_stack);

    auto *dock = new QDockWidget(tr("Servers"), this);
    dock->setObjectName(QStringLiteral("serverListDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_list->setObjectName(QStringLiteral("workspaceServers"));
    dock->setWidget(m_list);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({dock}, {fontMetrics().averageCharWidth() * 34}, Qt::Horizontal);

    m_status->setObjectName(QStringLiteral("workspaceStatus"));
    statusBar()->addWidget(m_status, 1);

    buildMenus();
    connect(m_list, &ServerList::currentServerChanged, this, &WorkspaceWindow::showServer);
    connect(m_list, &ServerList::addRequested, this, &WorkspaceWindow::addServerDialog);
    connect(m_list, &ServerList::connectRequested, this, [this](int i) {
        if (MainWindow *w = server(i))
            w->connectToServer();
    });
    connect(m_list, &ServerList::disconnectRequested, this, [this](int i) {
        if (MainWindow *w = server(i))
            w->disconnectFromServer();
    });
    connect(m_list, &ServerList::restartRequested, this, [this](int i) {
        if (MainWindow *w = server(i))
            w->restartServer();
    });
    connect(m_list, &ServerList::editRequested, this, [this](int i) {
        if (MainWindow *w = server(i)) {
            showServer(i);
            w->showConnectionDialog();
        }
    });
    connect(m_list, &ServerList::removeRequested, this, [this](int i) {
        if (i < 0 || i >= serverCount())
            return;
        if (QMessageBox::question(this, tr("Remove Server"),
                                  tr("Remove \"%1\" from the workspace? Its session stays in the autosaved "
                                     "sessions.")
                                      .arg(server(i)->profile().name))
            == QMessageBox::Yes)
            removeServer(i);
    });
    connect(m_mergedView, &MergedTimelineView::openInServer, this, [this](int source, qsizetype eventIndex) {
        for (int i = 0; i < serverCount(); ++i) {
            if (m_panes.at(i).source == source) {
                showServer(i);
                server(i)->selectEvent(eventIndex);
                return;
            }
        }
    });

    // The list's states, counts and rates, four times a second: a flood costs the list nothing.
    m_tick->setInterval(250);
    connect(m_tick, &QTimer::timeout, this, &WorkspaceWindow::refreshEntries);
    m_tick->start();
    m_sinceTick.start();
    updateTitle();
    refreshEntries();
}

WorkspaceWindow::~WorkspaceWindow() = default;

QSize WorkspaceWindow::firstSize(const QSize &available)
{
    if (available.isEmpty())
        return {1280, 800};
    const QSize share(available.width() * 4 / 5, available.height() * 5 / 6);
    return share.expandedTo(QSize(1280, 800)).boundedTo(available);
}

QString WorkspaceWindow::lastWorkspacePath()
{
    return QSettings().value(LastWorkspaceKey).toString();
}

void WorkspaceWindow::forgetLastWorkspace()
{
    QSettings().remove(LastWorkspaceKey);
}

void WorkspaceWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_sized) {
        m_sized = true;
        if (const QScreen *screen = this->screen(); screen && !testAttribute(Qt::WA_Resized))
            resize(firstSize(screen->availableGeometry().size()));
    }
}

void WorkspaceWindow::buildMenus()
{
    m_workspaceMenu = new QMenu(tr("&Workspace"), this);
    m_workspaceMenu->setObjectName(QStringLiteral("workspaceMenu"));
    const auto action = [this](const char *name, const QString &text, auto slot) {
        QAction *a = m_workspaceMenu->addAction(text);
        a->setObjectName(QLatin1String(name));
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    action("addServerAction", tr("&Add Server…"), [this] { addServerDialog(); });
    m_savedServersMenu = m_workspaceMenu->addMenu(tr("Add &Saved Server"));
    m_savedServersMenu->setObjectName(QStringLiteral("addSavedServerMenu"));
    connect(m_savedServersMenu, &QMenu::aboutToShow, this, [this] {
        m_savedServersMenu->clear();
        ServerProfileStore store;
        store.load();
        const QStringList names = store.names();
        for (const QString &name : names)
            m_savedServersMenu->addAction(name, this, [this, name] { addSavedServer(name); });
        if (names.isEmpty())
            m_savedServersMenu->addAction(tr("No servers are saved yet"))->setEnabled(false);
    });
    action("addConfigFileAction", tr("Add Servers from a &Configuration File…"), [this] { addConfigFileDialog(); });
    m_workspaceMenu->addSeparator();
    action("connectAllAction", tr("Connect &All"), [this] { connectAll(); });
    action("compareServersAction", tr("Co&mpare Two Servers…"), [this] { compareServersDialog(); });
    action("saveServersSessionAction", tr("Save Session of &Servers…"), [this] { saveSessionDialog(); });
    action("openServersSessionAction", tr("Open Session of Ser&vers…"), [this] { openSessionDialog(); });
    QAction *all = action("showAllServersAction", tr("All Servers' &Messages"), [this] { showServer(-1); });
    all->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_workspaceMenu->addSeparator();
    action("openWorkspaceAction", tr("&Open Workspace…"), [this] { openWorkspaceDialog(); });
    QAction *save = action("saveWorkspaceAction", tr("&Save Workspace"), [this] { saveWorkspaceDialog(false); });
    save->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    action("saveWorkspaceAsAction", tr("Save Workspace &As…"), [this] { saveWorkspaceDialog(true); });
    m_workspaceMenu->addSeparator();
    QAction *close = action("closeWorkspaceAction", tr("&Close Workspace"), [this] { this->close(); });
    close->setShortcut(QKeySequence::Quit);
    // Ctrl+1 … Ctrl+9: the servers in list order.
    for (int i = 0; i < 9; ++i) {
        auto *go = new QAction(this);
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(go, &QAction::triggered, this, [this, i] {
            if (i < serverCount())
                showServer(i);
        });
        addAction(go);
    }
    showMenusOf(-1);
}

void WorkspaceWindow::showMenusOf(int index)
{
    // The workspace's menu, then the shown server's own menus (File, Server, Edit, Go, View,
    // Help): one menu bar, acting on what is shown.
    m_menusOf = index;
    menuBar()->clear();
    menuBar()->addMenu(m_workspaceMenu);
    if (MainWindow *w = server(index)) {
        const QList<QAction *> menus = w->menuActions();
        for (QAction *menu : menus)
            menuBar()->addAction(menu);
    }
}

MainWindow *WorkspaceWindow::addServer(const ServerProfile &given, bool connect)
{
    ServerProfile profile = given;
    const Workspace current = workspace();
    profile.name = current.uniqueName(profile.name.isEmpty() ? profile.suggestedName() : profile.name);
    auto *window = new MainWindow(profile, m_stack);
    window->embedInWorkspace();
    Pane pane;
    pane.window = window;
    pane.source = m_merged->addSource(profile.name, window->timelineModel());
    m_panes.append(pane);
    m_stack->addWidget(window);
    wirePane(m_panes.last());
    m_list->model()->setEntries(QList<ServerListEntry>(serverCount()));
    m_mergedView->updateServers();
    refreshEntries();
    if (connect)
        QTimer::singleShot(0, window, &MainWindow::connectToServer);
    return window;
}

void WorkspaceWindow::wirePane(Pane &pane)
{
    MainWindow *window = pane.window;
    connect(window, &MainWindow::connectionReady, this, [this, window] {
        const int i = indexOfWindow(window);
        if (i < 0)
            return;
        m_panes[i].ready = true;
        m_panes[i].cause.clear();
        refreshEntries();
        Q_EMIT serverReady(i);
    });
    connect(window, &MainWindow::connectionFailed, this, [this, window](const QString &reason) {
        const int i = indexOfWindow(window);
        if (i < 0)
            return;
        m_panes[i].ready = false;
        m_panes[i].cause = reason;
        refreshEntries();
        Q_EMIT serverFailed(i, reason);
    });
    connect(window, &MainWindow::paneReplacementRequested, this,
            [this, window](const ServerProfile &profile) { replacePane(window, profile); });
    connect(window->connectionController(), &ConnectionController::stoppedForClose, this,
            &WorkspaceWindow::closeIfPanesDone, Qt::QueuedConnection);
    // The last round trip: the newest response row with a latency.
    TimelineModel *model = window->timelineModel();
    connect(model, &QAbstractItemModel::rowsInserted, this,
            [this, window, model](const QModelIndex &, int first, int last) {
                const int i = indexOfWindow(window);
                if (i < 0)
                    return;
                for (int row = last; row >= first; --row) {
                    const qint64 us = model->latencyUsOf(row);
                    if (us >= 0) {
                        m_panes[i].lastLatencyUs = us;
                        break;
                    }
                }
            });
}

int WorkspaceWindow::addServers(const QList<ServerConfigEntry> &entries, bool connect)
{
    int added = 0;
    for (const ServerConfigEntry &entry : entries) {
        if (!entry.isStdio() && !entry.isRemote())
            continue;
        addServer(ServerProfile::fromConfigEntry(entry), connect);
        ++added;
    }
    return added;
}

bool WorkspaceWindow::addConfigFile(const QString &path, bool connect, QString *errorMessage)
{
    ServerConfigFile file;
    if (!file.load(path, errorMessage))
        return false;
    if (addServers(file.entries(), connect) == 0) {
        if (errorMessage)
            *errorMessage = tr("\"%1\" names no server mcpscope can start or reach.").arg(path);
        return false;
    }
    if (m_name.isEmpty())
        m_name = QFileInfo(path).fileName();
    updateTitle();
    return true;
}

void WorkspaceWindow::replacePane(MainWindow *old, const ServerProfile &profile)
{
    const int i = indexOfWindow(old);
    if (i < 0)
        return;
    const bool shown = currentServer() == i;
    removeServer(i);
    addServer(profile, true);
    // The new pane takes the old one's place in the list.
    m_panes.move(serverCount() - 1, i);
    m_stack->removeWidget(m_panes.at(i).window);
    m_stack->insertWidget(i + 1, m_panes.at(i).window);
    refreshEntries();
    if (shown)
        showServer(i);
}

void WorkspaceWindow::removeServer(int index)
{
    if (index < 0 || index >= serverCount())
        return;
    const Pane pane = m_panes.takeAt(index);
    m_menusOf = -2; // the indexes move: the menu bar is made again
    showMenusOf(-1);
    m_merged->removeSource(pane.source);
    if (pane.window) {
        m_stack->removeWidget(pane.window);
        MainWindow *window = pane.window;
        disconnect(window, nullptr, this, nullptr);
        disconnect(window->connectionController(), nullptr, this, nullptr);
        // It says goodbye to its server first; it goes once that is done.
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->setParent(nullptr);
        window->hide();
        if (!window->close())
            connect(window->connectionController(), &ConnectionController::stoppedForClose, window,
                    &QObject::deleteLater);
    }
    m_list->model()->setEntries(QList<ServerListEntry>(serverCount()));
    m_mergedView->updateServers();
    refreshEntries();
    showServer(qMin(index, serverCount() - 1));
}

MainWindow *WorkspaceWindow::server(int index) const
{
    return index >= 0 && index < serverCount() ? m_panes.at(index).window.data() : nullptr;
}

int WorkspaceWindow::serverIndex(const QString &name) const
{
    for (int i = 0; i < serverCount(); ++i) {
        if (server(i) && server(i)->profile().name == name)
            return i;
    }
    return -1;
}

int WorkspaceWindow::indexOfWindow(const MainWindow *window) const
{
    for (int i = 0; i < serverCount(); ++i) {
        if (m_panes.at(i).window == window)
            return i;
    }
    return -1;
}

void WorkspaceWindow::showServer(int index)
{
    if (index >= serverCount())
        return;
    if (MainWindow *w = server(index)) {
        m_stack->setCurrentWidget(w);
        m_panes[index].seenFindings = w->session()->countOf(Severity::Error) + w->session()->countOf(Severity::Warning);
    } else {
        index = -1;
        m_stack->setCurrentWidget(m_mergedView);
    }
    if (m_list->currentServer() != index || index == -1)
        m_list->setCurrentServer(index);
    if (m_menusOf != index)
        showMenusOf(index);
    updateTitle();
    // The list's counts follow on the next pass of the event loop, after the new pane is painted.
    QTimer::singleShot(0, this, &WorkspaceWindow::refreshEntries);
}

int WorkspaceWindow::currentServer() const
{
    for (int i = 0; i < serverCount(); ++i) {
        if (m_stack->currentWidget() == m_panes.at(i).window)
            return i;
    }
    return -1;
}

void WorkspaceWindow::connectAll()
{
    for (int i = 0; i < serverCount(); ++i) {
        MainWindow *w = server(i);
        if (w && !w->isReadOnly() && !w->connectionController()->isActive())
            w->connectToServer();
    }
}

void WorkspaceWindow::refreshEntries()
{
    const double seconds = qMax<qint64>(1, m_sinceTick.restart()) / 1000.0;
    const int shown = currentServer();
    QList<ServerListEntry> entries;
    entries.reserve(serverCount());
    for (int i = 0; i < serverCount(); ++i) {
        Pane &pane = m_panes[i];
        ServerListEntry entry;
        MainWindow *w = pane.window;
        if (!w) {
            entries.append(entry);
            continue;
        }
        const Session *session = w->session();
        entry.name = w->profile().name;
        entry.errors = session->countOf(Severity::Error);
        entry.warnings = session->countOf(Severity::Warning);
        const qsizetype findings = entry.errors + entry.warnings;
        if (i == shown)
            pane.seenFindings = findings;
        entry.unseen = qMax<qsizetype>(0, findings - pane.seenFindings);
        const qsizetype events = session->count();
        pane.rate = double(events - pane.eventsAtLastTick) / seconds;
        pane.eventsAtLastTick = events;
        entry.messagesPerSecond = pane.rate;
        entry.latencyUs = pane.lastLatencyUs;
        if (w->isReadOnly()) {
            entry.transport = tr("file");
            entry.state = ServerListEntry::State::File;
        } else {
            entry.transport = transportName(w->profile());
            entry.era = w->client()->protocolVersion();
            switch (w->client()->state()) {
            case McpClient::State::Starting:
            case McpClient::State::Initializing:
                entry.state = ServerListEntry::State::Connecting;
                break;
            case McpClient::State::Ready:
                entry.state = ServerListEntry::State::Ready;
                break;
            case McpClient::State::Failed: {
                entry.state = ServerListEntry::State::Failed;
                // The connection doctor's likeliest cause, as the server's own pane shows it.
                const Diagnosis diagnosis = ConnectionDoctor::examine(*w->client(), ConnectionDoctor::Options());
                entry.cause = !diagnosis.causes.isEmpty() ? diagnosis.causes.constFirst()
                              : pane.cause.isEmpty()      ? w->client()->failureReason()
                                                          : pane.cause;
                break;
            }
            case McpClient::State::ShuttingDown:
            case McpClient::State::Closed:
                entry.state = pane.cause.isEmpty() ? ServerListEntry::State::Closed : ServerListEntry::State::Failed;
                entry.cause = pane.cause;
                break;
            case McpClient::State::Disconnected:
                entry.state = ServerListEntry::State::NotConnected;
                break;
            }
        }
        entries.append(entry);
    }
    if (m_list->model()->entries().size() != entries.size()) {
        m_list->model()->setEntries(entries);
    } else {
        for (int i = 0; i < entries.size(); ++i) {
            const ServerListEntry &before = m_list->model()->entries().at(i);
            const ServerListEntry &now = entries.at(i);
            if (before.details() != now.details() || before.name != now.name || before.errors != now.errors
                || before.warnings != now.warnings || before.unseen != now.unseen || before.state != now.state)
                m_list->model()->setEntry(i, now);
        }
    }
    for (int i = 0; i < serverCount(); ++i)
        m_merged->setSourceName(m_panes.at(i).source, entries.at(i).name);
    m_status->setText(statusText());
}

QString WorkspaceWindow::statusText() const
{
    int ready = 0;
    int failed = 0;
    QStringList flooding;
    const QList<ServerListEntry> &entries = m_list->model()->entries();
    for (const ServerListEntry &entry : entries) {
        ready += entry.state == ServerListEntry::State::Ready ? 1 : 0;
        failed += entry.state == ServerListEntry::State::Failed ? 1 : 0;
    }
    for (int i = 0; i < serverCount() && i < entries.size(); ++i) {
        if (m_panes.at(i).rate >= FloodRate)
            flooding << tr("\"%1\" is flooding: %2 messages a second")
                            .arg(entries.at(i).name)
                            .arg(qRound(m_panes.at(i).rate));
    }
    QString text = serverCount() == 0 ? tr("No servers yet: Workspace > Add Server…")
                                      : tr("%n server(s): %1 ready", nullptr, serverCount()).arg(ready);
    if (failed > 0)
        text += tr(", %n failed", nullptr, failed);
    if (!flooding.isEmpty())
        text += QStringLiteral(". ") + flooding.join(QStringLiteral("; ")) + tr(" (the other servers keep working)");
    return text;
}

Workspace WorkspaceWindow::workspace() const
{
    Workspace w;
    w.id = m_workspaceId;
    w.name = m_name;
    for (int i = 0; i < serverCount(); ++i) {
        if (const MainWindow *window = server(i); window && !window->isReadOnly())
            w.servers.append(window->profile());
    }
    return w;
}

bool WorkspaceWindow::openWorkspace(const QString &path, QString *errorMessage)
{
    Workspace loaded;
    QString secretsProblem;
    SecretStore secrets;
    if (!Workspace::load(path, &secrets, &loaded, errorMessage, &secretsProblem))
        return false;
    m_path = QFileInfo(path).absoluteFilePath();
    m_name = loaded.name;
    m_workspaceId = loaded.id;
    for (const ServerProfile &profile : std::as_const(loaded.servers))
        addServer(profile, true);
    if (!secretsProblem.isEmpty())
        statusBar()->showMessage(secretsProblem, 15000);
    QSettings().setValue(LastWorkspaceKey, m_path);
    updateTitle();
    return true;
}

bool WorkspaceWindow::saveWorkspace(const QString &path, QString *errorMessage)
{
    Workspace w = workspace();
    if (w.name.isEmpty())
        w.name = QFileInfo(path).completeBaseName();
    SecretStore secrets;
    if (!w.save(path, &secrets, errorMessage))
        return false;
    m_path = QFileInfo(path).absoluteFilePath();
    m_name = w.name;
    m_workspaceId = w.id;
    QSettings().setValue(LastWorkspaceKey, m_path);
    updateTitle();
    return true;
}

void WorkspaceWindow::updateTitle()
{
    const QString name = m_name.isEmpty() ? tr("Workspace") : m_name;
    const int shown = currentServer();
    setWindowTitle(shown >= 0 && server(shown) ? tr("%1 — %2 — mcpscope").arg(server(shown)->profile().name, name)
                                               : tr("%1 — mcpscope").arg(name));
}

void WorkspaceWindow::addServerDialog()
{
    ServerProfileStore store;
    store.load();
    ConnectionDialog dialog(&store, ServerProfile(), this);
    dialog.setMode(ConnectionDialog::Mode::Command);
    if (dialog.exec() == QDialog::Accepted) {
        addServer(dialog.profile(), true);
        showServer(serverCount() - 1);
    }
}

void WorkspaceWindow::addSavedServer(const QString &name)
{
    ServerProfileStore store;
    QString error;
    if (!store.load(&error)) {
        QMessageBox::warning(this, tr("Add Saved Server"), error);
        return;
    }
    if (const ServerProfile *profile = store.find(name)) {
        addServer(*profile, true);
        showServer(serverCount() - 1);
    }
}

void WorkspaceWindow::addConfigFileDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Add Servers from a Configuration File"), {},
                                                      tr("MCP configuration files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!addConfigFile(path, true, &error))
        QMessageBox::warning(this, tr("Add Servers"), error);
}

void WorkspaceWindow::openDialog(const QString &title, const QString &filter,
                                 bool (WorkspaceWindow::*open)(const QString &, QString *))
{
    const QString path = QFileDialog::getOpenFileName(this, title, {}, filter);
    if (path.isEmpty())
        return;
    // An empty workspace takes what is opened; one with servers gives it a window of its own.
    WorkspaceWindow *target = this;
    if (serverCount() > 0) {
        target = new WorkspaceWindow;
        target->setAttribute(Qt::WA_DeleteOnClose);
        target->show();
    }
    QString error;
    if ((target->*open)(path, &error)) {
        target->showServer(-1);
        return;
    }
    QMessageBox::warning(target, title, error);
    if (target != this)
        target->close();
}

void WorkspaceWindow::openWorkspaceDialog()
{
    openDialog(tr("Open Workspace"), tr("mcpscope workspaces (*.mcpworkspace *.json);;All files (*)"),
               &WorkspaceWindow::openWorkspace);
}

void WorkspaceWindow::saveWorkspaceDialog(bool askForPath)
{
    QString path = m_path;
    if (askForPath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save Workspace"),
                                            m_path.isEmpty() ? tr("workspace.mcpworkspace") : m_path,
                                            tr("mcpscope workspaces (*.mcpworkspace)"));
        if (path.isEmpty())
            return;
    }
    QString error;
    if (saveWorkspace(path, &error))
        statusBar()->showMessage(tr("The workspace was saved to %1 (secret values are in the secret store, not in "
                                    "the file).")
                                     .arg(path),
                                 8000);
    else
        QMessageBox::warning(this, tr("Save Workspace"), error);
}

void WorkspaceWindow::compareServersDialog()
{
    if (serverCount() < 2) {
        QMessageBox::information(this, tr("Compare Two Servers"),
                                 tr("A workspace needs two servers to compare. Add another one first."));
        return;
    }
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Compare Two Servers"));
    auto *a = new QComboBox(&dialog);
    auto *b = new QComboBox(&dialog);
    a->setObjectName(QStringLiteral("compareServerA"));
    b->setObjectName(QStringLiteral("compareServerB"));
    for (int i = 0; i < serverCount(); ++i) {
        a->addItem(server(i)->profile().name, i);
        b->addItem(server(i)->profile().name, i);
    }
    a->setCurrentIndex(qMax(0, currentServer()));
    b->setCurrentIndex(a->currentIndex() == 0 ? 1 : 0);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Compare"));
    auto *form = new QFormLayout(&dialog);
    form->addRow(new QLabel(tr("What the two servers offer (tools, resources, prompts, capabilities), side by "
                               "side."),
                            &dialog));
    form->addRow(tr("First:"), a);
    form->addRow(tr("Second:"), b);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted || a->currentIndex() == b->currentIndex())
        return;
    const MainWindow *first = server(a->currentData().toInt());
    const MainWindow *second = server(b->currentData().toInt());
    compareServers(a->currentData().toInt(), b->currentData().toInt());
}

CompareWindow *WorkspaceWindow::compareServers(int a, int b)
{
    MainWindow *first = server(a);
    MainWindow *second = server(b);
    if (!first || !second)
        return nullptr;
    auto *window = new CompareWindow(this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setWindowFlag(Qt::Window);
    window->setObjectName(QStringLiteral("compareServersWindow"));
    window->showNotice(tr("Reading every list the two servers offer…"));
    window->show();
    // The tabs read a long list page by page as it is scrolled: a live server's every page is
    // read first, or the pages not read yet would count as differences. A recording is
    // compared as it is.
    auto pending = std::make_shared<int>(0);
    auto failed = std::make_shared<QStringList>();
    const QPointer<MainWindow> left = first;
    const QPointer<MainWindow> right = second;
    const auto compare = [window, left, right, pending, failed] {
        if (--*pending > 0)
            return;
        if (!left || !right)
            window->showNotice(tr("A server left the workspace before its lists were read."));
        else if (!failed->isEmpty())
            window->showNotice(failed->join(QLatin1Char('\n')));
        else
            window->compareSurface(*left->session(), left->profile().name, *right->session(), right->profile().name);
    };
    *pending = 1; // the lists of both, then compare
    for (MainWindow *side : {first, second}) {
        if (side->isReadOnly() || side->client()->state() != McpClient::State::Ready)
            continue;
        ++*pending;
        auto *reader = new SurfaceReader(side->client(), window);
        const QString name = side->profile().name;
        connect(reader, &SurfaceReader::finished, window, [reader, name, failed, compare](bool ok) {
            if (!ok)
                failed->append(tr("The lists of \"%1\" cannot be read: %2").arg(name, reader->error()));
            reader->deleteLater();
            compare();
        });
        reader->start();
    }
    compare();
    return window;
}

bool WorkspaceWindow::saveSession(const QString &path, const QList<int> &servers, QString *errorMessage)
{
    // One file, every chosen server's events tagged with it, in the order they arrived
    // (core/session/WorkspaceJournal); what each server is, as the session files say it.
    WorkspaceJournal journal;
    for (int i : servers) {
        MainWindow *w = server(i);
        if (!w)
            continue;
        const ServerProfile &profile = w->profile();
        QJsonObject description{{QStringLiteral("protocolEra"), profile.effectiveProtocolEra()},
                                {QStringLiteral("transport"), transportName(profile)}};
        description.insert(profile.isRemote() ? QStringLiteral("url") : QStringLiteral("command"),
                           profile.isRemote() ? profile.displayUrl() : profile.displayCommand());
        journal.addServer(w->session(), profile.name, description);
    }
    if (journal.serverCount() == 0) {
        if (errorMessage)
            *errorMessage = tr("No server was chosen.");
        return false;
    }
    if (!journal.open(path, QJsonObject{{QStringLiteral("mode"), QStringLiteral("workspace")}}, errorMessage))
        return false;
    journal.flush();
    journal.close();
    return true;
}

bool WorkspaceWindow::isWorkspaceSession(const QString &path)
{
    SessionReader reader;
    return reader.open(path) && reader.format() == SessionReader::Format::Workspace;
}

bool WorkspaceWindow::openSession(const QString &path, QString *errorMessage)
{
    SessionReader reader;
    if (!reader.open(path)) {
        if (errorMessage)
            *errorMessage = reader.errorString();
        return false;
    }
    QStringList names;
    if (reader.format() == SessionReader::Format::Workspace) {
        const QList<QJsonObject> servers = reader.servers();
        for (const QJsonObject &server : servers)
            names << server.value(QStringLiteral("name")).toString();
    } else {
        names << QFileInfo(path).completeBaseName();
    }
    // Each server reads its own events of the file (the others' lines are skipped, not parsed).
    for (int i = 0; i < names.size(); ++i) {
        ServerProfile profile;
        profile.name = names.at(i).isEmpty() ? tr("server %1").arg(i + 1) : names.at(i);
        MainWindow *pane = addServer(profile, false);
        if (!pane->openSessionFile(path, errorMessage, i))
            return false;
    }
    if (m_name.isEmpty())
        m_name = QFileInfo(path).fileName();
    updateTitle();
    refreshEntries();
    return true;
}

void WorkspaceWindow::openSessionDialog()
{
    openDialog(tr("Open Session of Servers"), tr("Session files (*.jsonl *.json);;All files (*)"),
               &WorkspaceWindow::openSession);
}

void WorkspaceWindow::saveSessionDialog()
{
    if (serverCount() == 0)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Save Session of Servers"));
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("The messages of the servers chosen, in one session file, in the order they "
                                    "arrived; each message tagged with its server. Secrets in headers are hidden."),
                                 &dialog));
    QList<QCheckBox *> boxes;
    for (int i = 0; i < serverCount(); ++i) {
        auto *box = new QCheckBox(server(i)->profile().name, &dialog);
        box->setChecked(true);
        layout->addWidget(box);
        boxes.append(box);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, &dialog);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QList<int> chosen;
    for (int i = 0; i < boxes.size(); ++i) {
        if (boxes.at(i)->isChecked())
            chosen.append(i);
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Session of Servers"),
                                                      tr("workspace-session.jsonl"), tr("Session files (*.jsonl)"));
    if (path.isEmpty())
        return;
    QString error;
    if (saveSession(path, chosen, &error))
        statusBar()->showMessage(
            tr("The session of %n server(s) was saved to %1.", nullptr, int(chosen.size())).arg(path), 8000);
    else
        QMessageBox::warning(this, tr("Save Session of Servers"), error);
}

void WorkspaceWindow::closeEvent(QCloseEvent *event)
{
    // Every server is told goodbye first; the window goes once they all have gone.
    m_closing = true;
    bool waiting = false;
    for (int i = 0; i < serverCount(); ++i) {
        MainWindow *w = server(i);
        if (w && w->connectionController()->isActive()) {
            w->close();
            waiting = waiting || w->connectionController()->isActive();
        }
    }
    if (waiting) {
        event->ignore();
        return;
    }
    if (!m_path.isEmpty())
        QSettings().setValue(LastWorkspaceKey, m_path);
    QMainWindow::closeEvent(event);
}

void WorkspaceWindow::closeIfPanesDone()
{
    if (!m_closing)
        return;
    for (int i = 0; i < serverCount(); ++i) {
        if (server(i) && server(i)->connectionController()->isActive())
            return;
    }
    close();
}

} // namespace mcpscope::gui
