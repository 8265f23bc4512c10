// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverprofile.h"
#include "transport/stdiotransport.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QMainWindow>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTimer;
class QToolBar;
class QToolButton;

namespace mcpscope {
class CollectionPanel;
class CompareWindow;
class TaskTracker;
class TasksPanel;
class ConnectionDoctorPanel;
class DiagnosticsView;
class ListenStream;
class LogPane;
class RootsEditor;
class ExportDialog;
class McpClient;
class MessageDetailView;
class PromptsPanel;
class ResourcesPanel;
class ServerOverview;
class Session;
class StartPage;
class StderrView;
struct ServerConfigEntry;
class TimelineFilterBar;
class TimelineModel;
class TimelineView;
class ToolsPanel;
} // namespace mcpscope

namespace mcpscope::gui {

class ConnectionController;
class ExportHelper;
class FileViewController;
class GuiServerRequestHandler;
class WorkspaceWindow;

/// The inspector window: one server at a time, the timeline of everything that crossed the
/// wire, the selected message in detail, the diagnostics, the server's overview and error
/// output, and a status line that always says how things stand. The window assembles the
/// views, menus and actions; a ConnectionController runs the live server, a
/// FileViewController a session file shown read-only, and an ExportHelper every export.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const ServerProfile &profile, QWidget *parent = nullptr);
    explicit MainWindow(const StdioServerConfig &config, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens @p entries (the servers of @p application's configuration file) in a new workspace
    /// window, after the user has seen what each one runs and agreed. Returns it, or nullptr.
    WorkspaceWindow *openAllInWorkspace(const QList<ServerConfigEntry> &entries, const QString &application);
    /// Makes this window a pane of a workspace window: a widget without a frame of its own, its
    /// menu bar hidden (the workspace shows these menus in its own, see menuActions()), Quit
    /// closing the workspace, and a server this window's transport cannot reach asked of the
    /// workspace (paneReplacementRequested) instead of opening in a window of its own.
    void embedInWorkspace();
    bool isEmbedded() const { return m_embedded; }
    /// The menus of the menu bar (File, Server, Edit, Go, View, Help), for a workspace to show.
    QList<QAction *> menuActions() const;
    /// The model of the Messages tab's timeline.
    TimelineModel *timelineModel() const;

    /// Restores geometry and layout from the settings, saves them when the window closes,
    /// and remembers the servers connected to among the recent ones and the client's roots
    /// (those of the last run, saved as they change).
    void restoreSettings();

    /// Starts the server and the MCP handshake (does nothing while connected).
    void connectToServer();
    /// Ends the session politely.
    void disconnectFromServer();
    /// Disconnects, then connects again once the server has gone.
    void restartServer();
    /// Switches to the server of @p profile (the current one is disconnected first) and connects.
    /// A server this window's transport cannot reach (a URL after a command, another URL, or a
    /// command after a URL) opens in a new window, as a file's window does with a server.
    /// Returns the window that shows it.
    MainWindow *openProfile(const ServerProfile &profile);
    /// Shows the connection dialog; connects to what the user picks.
    void showConnectionDialog();
    /// Shows the connection dialog filled with @p profile, on the page of @p url (a URL) or a
    /// command; connects to what the user picks.
    void showConnectionDialogFor(const ServerProfile &profile, bool url);

    /// Shows the start page instead of the tabs: the demo server, the servers found in the
    /// configuration files of this computer (read again now), ways to connect, recent
    /// sessions. For a window that has neither a server nor a file yet.
    void showStartPage();
    /// True while the start page is shown (no server chosen yet).
    bool isShowingStartPage() const;
    /// The profile that starts the built-in demo server beside this program.
    static ServerProfile demoProfile();

    /// Reads the session file or transcript @p path into this window, read-only (no server).
    /// Only for a window that has not been connected yet; false with plain words otherwise.
    /// A workspace session file (several servers) shows its server @p server (0-based).
    bool openSessionFile(const QString &path, QString *errorMessage, int server = 0);
    /// Opens @p path read-only: in this window when it is still unused, else in a new one.
    /// Failures are told in a message box. Returns the window showing it, or nullptr.
    MainWindow *openSession(const QString &path);
    /// Asks for a file to open read-only.
    void showOpenSessionDialog();
    /// True while the file shown is followed as it grows (it was being written when opened).
    bool isFollowing() const;
    /// Stops reading what is appended to the file shown.
    void stopFollowing();
    /// True while the window shows a file rather than a live server.
    bool isReadOnly() const;
    /// The file shown read-only (empty for a live session).
    QString viewedPath() const;
    /// The autosave journal of the live session (empty before the first connection).
    QString journalPath() const;

    /// Shows the export dialog, then asks where to save.
    void showExportDialog();
    /// Prepares @p dialog for this session: the selection, the profile's secret values.
    void prepareExportDialog(ExportDialog *dialog) const;
    /// Writes the export chosen in @p dialog to @p path; says how it went in the status bar.
    /// @p hidden receives how many secrets were hidden.
    bool exportSession(const ExportDialog &dialog, const QString &path, int *hidden, QString *errorMessage);
    /// Puts a Markdown summary of the session (secrets hidden) on the clipboard.
    void copyMarkdownSummary();
    /// Shows the preferences (how many autosaved sessions to keep) and stores what is chosen.
    void showPreferences();
    /// Opens a window with the surface diff of the saved session @p path (A) and this window's
    /// session (B: the server now): what changed in its tools, resources, prompts,
    /// capabilities and instructions. Without @p path, asks for the file. Says in a message box
    /// when the file cannot be read; returns the window, or nullptr.
    CompareWindow *compareSurfaceWithSavedSession(const QString &path = {});

    const ServerProfile &profile() const;
    /// Connects, restarts and switches servers; journals the live session.
    ConnectionController *connectionController() const { return m_connection; }
    /// Shows a session file read-only and follows it while it grows.
    FileViewController *fileViewController() const { return m_files; }
    McpClient *client() const { return m_client; }
    /// The transport of a server started as a program; nullptr for a remote server.
    StdioTransport *transport() const;
    /// The transport, whatever it is.
    Transport *serverTransport() const { return m_transport; }
    Session *session() const { return m_session; }
    /// The central tabs: Messages (timeline and detail) first, then the feature views. The
    /// tabs have getters for the command line's --tab; every other part of the window is
    /// found by its objectName (timelineView, timelineFilterBar, messageDetail, serverOverview,
    /// connectionDoctor, diagnosticsView, stderrView, logPane, rootsEditor, collectionPanel,
    /// startPage, the docks, saveRequestAction, pingAction, recentSessionsMenu, …).
    QTabWidget *tabs() const { return m_tabs; }
    /// The Tools tab.
    ToolsPanel *toolsPanel() const { return m_toolsPanel; }
    ResourcesPanel *resourcesPanel() const { return m_resourcesPanel; }
    PromptsPanel *promptsPanel() const { return m_promptsPanel; }
    /// Adds the selected request of the timeline to the collection of the Collections tab.
    void saveSelectedRequestToCollection();
    /// Puts request @p method with @p params, as a command line for mcpscope --cli or (@p
    /// official) the official inspector's --cli, on the clipboard; says so (or why not) in the
    /// status line. Returns the text (empty when it cannot be written).
    QString copyCommandLine(const QString &method, const QJsonObject &params, bool official);
    /// Shows a collection made from this window's session in the Collections tab.
    void makeCollectionFromSession();
    /// Answers the server's requests (roots, sampling and elicitation dialogs).
    GuiServerRequestHandler *requestHandler() const { return m_handler.get(); }
    /// Sends ping and shows the round-trip time in the status line.
    void pingServer();
    /// The status line's full text, in plain words.
    QString statusText() const { return m_statusText; }
    /// The diagnostics counts of the status bar ("Errors: 2", "Warnings: 0").
    QString errorCountText() const;
    QString warningCountText() const;
    /// Selects session event @p eventIndex in the timeline (and shows its diagnostic
    /// @p diagnosticIndex in the detail pane when given).
    void selectEvent(qsizetype eventIndex, qsizetype diagnosticIndex = -1);

Q_SIGNALS:
    /// The handshake completed; the server is ready.
    void connectionReady();
    /// The connection failed or the server went away unexpectedly (plain words).
    void connectionFailed(const QString &reason);
    /// A file was opened read-only into this window.
    void sessionOpened();
    /// The start page is shown, filled.
    void startPageShown();
    /// Embedded in a workspace: the user chose @p profile, which needs a window of its own (a
    /// URL after a command, …); the workspace puts a new pane in this one's place.
    void paneReplacementRequested(const mcpscope::ServerProfile &profile);

protected:
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    // The builders, one per section of the window; the constructor calls them in the order
    // the widgets are made, which is the order Tab follows wherever the window does not set it.
    void buildMessagesTab();
    void buildTabs();
    void connectToolsTab();
    void connectCollectionsTab();
    void connectResourcesAndPromptsTabs();
    /// The change stream of MCP 2026-07-28, shared by the Resources tab and the overview.
    void buildChangeStream();
    void buildCentralWidget();
    void connectServerViews();
    void createActions();
    void createServerActions();
    /// Jump, follow, find and clear the filter.
    void createTimelineActions();
    /// The selected message as JSON, raw bytes, a command line, or a step of the collection.
    void createCopyActions();
    void createFileActions();
    void buildFileMenu();
    void buildServerMenu();
    void buildEditMenu();
    void buildGoMenu();
    void buildServerToolBar();
    void buildDocks();
    void buildViewMenu();
    void buildHelpMenu();
    void buildStatusBar();
    void buildServerLogDock();
    void buildRootsDock();
    /// Ping, the roots and the unattended answers in the Server menu and the toolbar.
    void createClientActions();
    void buildAutoAnswerStatus();
    /// The sign-in to a remote server asks before it opens the browser.
    void setUpSignIn();
    void connectConnection();
    void connectFileView();
    void connectTimeline();
    void connectDoctor();

    void onReady();
    /// The connection doctor's panel follows the client: shown when connecting fails, or
    /// while the handshake has taken longer than a few seconds; hidden once ready.
    void followConnectionForDoctor();
    void updateDoctor();
    void onEventSelected(qsizetype eventIndex);
    void updateStatus();
    void updateActions();
    void updateDiagnosticCounts();
    void setStatusText(const QString &text);
    void fillRecentSessionsMenu();
    void showViewedHeader();
    void showNote(const QString &text);
    /// Leaves the start page for the tabs (and the docks it hid), once a server or file is chosen.
    void leaveStartPage();
    void fillStartPage();
    /// The export helper for the window as it is now (live or read-only, the selection).
    ExportHelper exportHelper() const;

    Session *m_session;
    Transport *m_transport;
    McpClient *m_client;
    ListenStream *m_listen = nullptr;
    std::unique_ptr<GuiServerRequestHandler> m_handler;
    ConnectionController *m_connection = nullptr;
    FileViewController *m_files = nullptr;

    TimelineView *m_timeline;
    TimelineFilterBar *m_filterBar;
    MessageDetailView *m_detail;
    QSplitter *m_splitter;
    QTabWidget *m_tabs;
    QStackedWidget *m_central = nullptr;
    StartPage *m_startPage = nullptr;
    /// The docks the start page hid, shown again when it is left.
    QList<QDockWidget *> m_docksHiddenForStart;
    ToolsPanel *m_toolsPanel;
    QMenu *m_viewMenu = nullptr;
    ServerOverview *m_overview;
    ConnectionDoctorPanel *m_doctor = nullptr;
    QTimer *m_doctorTimer = nullptr;
    QElapsedTimer m_connectClock;
    StderrView *m_stderrView;
    DiagnosticsView *m_diagnosticsView;
    ResourcesPanel *m_resourcesPanel;
    PromptsPanel *m_promptsPanel;
    CollectionPanel *m_collectionPanel = nullptr;
    TaskTracker *m_tasks = nullptr;     ///< the tool calls run as tasks
    TasksPanel *m_tasksPanel = nullptr; ///< the Tasks tab
    QDockWidget *m_overviewDock = nullptr;
    QDockWidget *m_diagnosticsDock = nullptr;
    QDockWidget *m_stderrDock = nullptr;
    QDockWidget *m_rootsDock = nullptr;
    LogPane *m_logPane = nullptr;
    RootsEditor *m_rootsEditor = nullptr;
    QLabel *m_autoAnswerLabel = nullptr;
    QAction *m_pingAction = nullptr;
    QMenu *m_serverMenu = nullptr;
    QToolBar *m_serverToolBar = nullptr;
    QLabel *m_statusLabel;
    QToolButton *m_errorsButton;
    QToolButton *m_warningsButton;
    QTimer *m_countsTimer;
    QString m_statusText;
    QMenu *m_recentSessionsMenu = nullptr;

    QAction *m_openSessionAction = nullptr;
    QAction *m_stopFollowingAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_copySummaryAction = nullptr;
    QAction *m_connectDialogAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_disconnectAction = nullptr;
    QAction *m_restartAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_jumpAction = nullptr;
    QAction *m_followAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_copyJsonAction = nullptr;
    QAction *m_copyRawAction = nullptr;
    QAction *m_saveRequestAction = nullptr;
    QAction *m_copyCommandAction = nullptr;
    QAction *m_copyOfficialCommandAction = nullptr;
    QAction *m_clearFilterAction = nullptr;

    bool m_persistSettings = false;
    bool m_embedded = false;
    QString m_signInIssuer; ///< while a sign-in waits for the browser: where
    QString m_signInUrl;
};

} // namespace mcpscope::gui
