// SPDX-License-Identifier: MIT
#pragma once

#include "transport/stdiotransport.h"

#include <QMainWindow>
#include <memory>

class QAction;
class QLabel;
class QSplitter;

namespace mcpscope {
class JsonView;
class McpClient;
class ServerSummaryView;
class Session;
class SessionLogView;
class StderrView;
}

namespace mcpscope::gui {

class GuiServerRequestHandler;

/// The inspector window: one server, its session log, the selected message, the server's
/// summary and error output, and a status line that always says how things stand.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const StdioServerConfig &config, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Restores geometry and layout from the settings, and saves them when the window closes.
    void restoreSettings();

    /// Starts the server and the MCP handshake (does nothing while connected).
    void connectToServer();
    /// Ends the session politely.
    void disconnectFromServer();
    /// Disconnects, then connects again once the server has gone.
    void restartServer();

    McpClient *client() const { return m_client; }
    StdioTransport *transport() const { return m_transport; }
    Session *session() const { return m_session; }
    SessionLogView *logView() const { return m_logView; }
    JsonView *detailView() const { return m_detailView; }
    ServerSummaryView *summaryView() const { return m_summaryView; }
    StderrView *stderrView() const { return m_stderrView; }
    /// The status line's full text, in plain words.
    QString statusText() const { return m_statusText; }

Q_SIGNALS:
    /// The handshake completed; the server is ready.
    void connectionReady();
    /// The connection failed or the server went away unexpectedly (plain words).
    void connectionFailed(const QString &reason);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void onClientStateChanged();
    void onReady();
    void onEventSelected(qsizetype eventIndex);
    void updateStatus();
    void updateActions();
    void setStatusText(const QString &text);
    bool isActive() const;

    StdioServerConfig m_config;
    Session *m_session;
    StdioTransport *m_transport;
    McpClient *m_client;
    std::unique_ptr<GuiServerRequestHandler> m_handler;

    SessionLogView *m_logView;
    JsonView *m_detailView;
    QSplitter *m_splitter;
    ServerSummaryView *m_summaryView;
    StderrView *m_stderrView;
    QLabel *m_statusLabel;
    QString m_statusText;
    QString m_lastExit;

    QAction *m_connectAction = nullptr;
    QAction *m_disconnectAction = nullptr;
    QAction *m_restartAction = nullptr;
    QAction *m_quitAction = nullptr;

    bool m_persistSettings = false;
    bool m_restartPending = false;
    bool m_closeWhenStopped = false;
};

} // namespace mcpscope::gui
