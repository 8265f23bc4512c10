// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/workspacefile.h"

#include <QElapsedTimer>
#include <QList>
#include <QMainWindow>
#include <QPointer>

class QLabel;
class QMenu;
class QStackedWidget;
class QTimer;

namespace mcpscope {

class CompareWindow;
class MergedTimelineModel;
class MergedTimelineView;
class ServerList;
struct ServerConfigEntry;

namespace gui {

class MainWindow;

/// Several servers in one window: the servers of a Workspace in a list at the side (state,
/// counts, latency, unseen findings), each with its own tabs (a MainWindow embedded as a
/// pane, so switching keeps its selection, filters, forms and scroll position), and "All
/// servers", the messages of every server in one timeline in arrival order.
///
/// objectNames: serverListDock, workspaceServers (the ServerList), mergedTimelineView,
/// workspaceStack, workspaceStatus, and the actions addServerAction, addConfigFileAction,
/// openWorkspaceAction, saveWorkspaceAction, saveWorkspaceAsAction, compareServersAction.
class WorkspaceWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Above this many messages a second a server is named in the status bar as flooding.
    static constexpr int FloodRate = 2000;

    explicit WorkspaceWindow(QWidget *parent = nullptr);
    ~WorkspaceWindow() override;

    /// Adds @p profile as a server of the workspace (a unique name is given when it has none
    /// or a taken one) and connects to it when @p connect. Returns its pane.
    MainWindow *addServer(const ServerProfile &profile, bool connect = true);
    /// Adds every entry of an mcpServers file's @p entries; returns how many.
    int addServers(const QList<ServerConfigEntry> &entries, bool connect = true);
    /// Adds the servers of the mcpServers file @p path; false with plain words when it cannot
    /// be read.
    bool addConfigFile(const QString &path, bool connect, QString *errorMessage);
    /// Removes server @p index (disconnecting it).
    void removeServer(int index);

    int serverCount() const { return int(m_panes.size()); }
    MainWindow *server(int index) const;
    /// The index of the server called @p name, or -1.
    int serverIndex(const QString &name) const;
    /// Shows server @p index's tabs, or -1: All servers.
    void showServer(int index);
    /// The server shown, -1 for All servers.
    int currentServer() const;

    /// Opens the workspace file @p path (its servers are added and connected).
    bool openWorkspace(const QString &path, QString *errorMessage);
    /// Saves the workspace to @p path (owner-only; secrets to the secret store).
    bool saveWorkspace(const QString &path, QString *errorMessage);
    /// Opens the workspace session file @p path (several servers, WorkspaceJournal) read-only:
    /// each of its servers in a pane of its own, as it was; a plain session file gives one.
    bool openSession(const QString &path, QString *errorMessage);
    /// Whether @p path is a workspace session file (reads its first line).
    static bool isWorkspaceSession(const QString &path);
    /// Shows what servers @p a and @p b offer side by side (a surface diff), once every page of
    /// every list of a live one is read. Returns the window (deleted when closed).
    CompareWindow *compareServers(int a, int b);
    /// Writes the events of servers @p servers (indexes) so far into one workspace session file
    /// at @p path (owner-only; each event tagged with its server, in arrival order).
    bool saveSession(const QString &path, const QList<int> &servers, QString *errorMessage);
    /// The workspace as it stands: its servers' profiles, in list order.
    Workspace workspace() const;
    QString workspacePath() const { return m_path; }

    MergedTimelineModel *mergedModel() const { return m_merged; }
    MergedTimelineView *mergedView() const { return m_mergedView; }
    ServerList *serverList() const { return m_list; }
    /// The status bar's text: how many servers are ready, which one floods.
    QString statusText() const;
    /// Connects every server that is not connected.
    void connectAll();

    /// The size a window opens at when nothing was saved: most of @p available, at least
    /// 1280×800 where it fits.
    static QSize firstSize(const QSize &available);

    /// The last workspace file that was open when mcpscope closed (empty: none); a window of
    /// one server closing last forgets it.
    static QString lastWorkspacePath();
    static void forgetLastWorkspace();

Q_SIGNALS:
    /// Server @p index finished its handshake.
    void serverReady(int index);
    void serverFailed(int index, const QString &reason);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct Pane
    {
        QPointer<MainWindow> window;
        int source = -1; ///< in the merged timeline
        QString cause;   ///< the last failure, in plain words
        qint64 lastLatencyUs = -1;
        qsizetype seenFindings = 0;
        qsizetype eventsAtLastTick = 0;
        double rate = 0;
        bool ready = false;
    };

    void buildMenus();
    void showMenusOf(int index);
    void wirePane(Pane &pane);
    void replacePane(MainWindow *old, const ServerProfile &profile);
    int indexOfWindow(const MainWindow *window) const;
    void refreshEntries();
    void updateTitle();
    void addServerDialog();
    void addSavedServer(const QString &name);
    void addConfigFileDialog();
    /// Asks for a file and opens it with @p open: here when this workspace is empty, else in
    /// a new window; a failure is said in a message box titled @p title.
    void openDialog(const QString &title, const QString &filter,
                    bool (WorkspaceWindow::*open)(const QString &, QString *));
    void openWorkspaceDialog();
    void saveWorkspaceDialog(bool askForPath);
    void compareServersDialog();
    void saveSessionDialog();
    void openSessionDialog();
    void closeIfPanesDone();

    QList<Pane> m_panes;
    QString m_path;
    QString m_name;
    QString m_workspaceId;
    MergedTimelineModel *m_merged;
    MergedTimelineView *m_mergedView;
    ServerList *m_list;
    QStackedWidget *m_stack;
    QLabel *m_status;
    QMenu *m_workspaceMenu = nullptr;
    QMenu *m_savedServersMenu = nullptr;
    QTimer *m_tick;
    QElapsedTimer m_sinceTick;
    int m_menusOf = -2; ///< the server whose menus the menu bar shows (-1: none)
    bool m_closing = false;
    bool m_sized = false;
};

} // namespace gui
} // namespace mcpscope
