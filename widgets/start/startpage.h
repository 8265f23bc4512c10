// SPDX-License-Identifier: MIT
// The window's first page, before any server: the demo, the servers found on this computer,
// ways to connect, recent sessions. Implemented in startpage.cpp.
#pragma once

#include "profiles/configscan.h"

#include <QWidget>

class QCommandLinkButton;
class QLabel;
class QListWidget;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace mcpscope {

/// What a window shows while no server is connected and no file is open: a way to try the
/// demo server, the servers configured in the MCP hosts and editors of this computer (read
/// only; each with its file and the exact command or URL it would use), buttons to connect
/// to a command or a URL, and the recent sessions. Nothing runs from here: choosing a found
/// server asks for it to be reviewed first (reviewRequested).
class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget *parent = nullptr);

    /// Shows the servers of @p found (ServerConfigScan::scan()); @p lookedAt are the paths of
    /// all the files looked for (their number is said, the paths are in a tooltip).
    void setFoundServers(const QList<FoundServers> &found, const QStringList &lookedAt);
    /// Shows @p paths (newest first) as the recent sessions.
    void setRecentSessions(const QStringList &paths);

    QTreeWidget *foundList() const { return m_found; }
    QListWidget *recentList() const { return m_recent; }
    QCommandLinkButton *demoButton() const { return m_demo; }
    QCommandLinkButton *commandButton() const { return m_command; }
    QCommandLinkButton *urlButton() const { return m_url; }
    QPushButton *reviewButton() const { return m_review; }
    /// "Open All from Claude Desktop": every server of the selected server's file, in one window.
    QPushButton *openAllButton() const { return m_openAll; }
    /// The servers of the file the selection is in (empty when nothing is selected).
    QList<ServerConfigEntry> selectedGroup() const;
    /// What the selected found server would run or reach, as shown under the list (empty
    /// when none is selected).
    QString previewText() const;
    /// The summary above the list ("3 servers in 2 files", or that none were found).
    QString foundSummaryText() const;
    /// The entry of the selected found server, or nullptr.
    const ServerConfigEntry *selectedEntry() const;
    /// Selects the found server called @p name (the first of that name); false when there is none.
    bool selectFoundServer(const QString &name);

Q_SIGNALS:
    void demoRequested();
    void commandRequested();
    void urlRequested();
    void openSessionRequested();
    void sessionActivated(const QString &path);
    /// The user chose a found server: show it (its command, environment, URL) before connecting.
    void reviewRequested(const mcpscope::ServerConfigEntry &entry);
    void rescanRequested();
    /// The user wants every server of a configuration file (@p application's) in one window,
    /// a workspace. Nothing has run yet: the receiver shows what would start before it does.
    void openAllRequested(const QList<mcpscope::ServerConfigEntry> &entries, const QString &application);

private:
    void updatePreview();
    void reviewSelected();

    QCommandLinkButton *m_demo;
    QCommandLinkButton *m_command;
    QCommandLinkButton *m_url;
    QCommandLinkButton *m_openSession;
    QLabel *m_foundSummary;
    QTreeWidget *m_found;
    QLabel *m_preview;
    QPushButton *m_review;
    QPushButton *m_rescan;
    QListWidget *m_recent;
    QLabel *m_noRecent;
    QList<ServerConfigEntry> m_entries;
    QList<QList<int>> m_groups;      ///< the entries of each file, by index into m_entries
    QStringList m_groupApplications; ///< the application of each file
    QPushButton *m_openAll = nullptr;
};

} // namespace mcpscope
