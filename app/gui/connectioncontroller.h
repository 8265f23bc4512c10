// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/serverprofile.h"

#include <QObject>
#include <QString>
#include <memory>

namespace mcpscope {
class McpClient;
class OAuthAuthorizer;
class Session;
class SessionJournal;
class Transport;
} // namespace mcpscope

namespace mcpscope::gui {

/// The live side of a window: connects to the server of a profile, restarts it, switches to
/// another server, ends the session before the window closes, and journals the live session
/// to the autosave folder as it happens. It drives the window's client and transport (which
/// the window owns) and says in signals what the window should show.
class ConnectionController : public QObject
{
    Q_OBJECT
public:
    /// Applies @p profile to @p transport and @p client, and follows @p client's state.
    ConnectionController(const ServerProfile &profile, Session *session, Transport *transport, McpClient *client,
                         QObject *parent = nullptr);
    ~ConnectionController() override;

    /// The transport that reaches the server of @p profile: a StdioTransport for a command,
    /// an HttpTransport for a URL (its configuration is fixed when it is made).
    static Transport *createTransport(const ServerProfile &profile, QObject *parent);
    /// True when the window's transport can take @p profile: both start a program, or both
    /// reach the same URL with the same headers and certificates. Otherwise the server of
    /// @p profile needs a transport, and so a client and a window, of its own.
    bool canSwitchTo(const ServerProfile &profile) const;

    /// OAuth for a server reached by URL (nullptr for a command): tokens in the secret store,
    /// each step and request shown in the timeline. The window sets how a sign-in is shown.
    OAuthAuthorizer *authorizer() const { return m_authorizer; }

    /// The profile of the server connected to (or to connect to).
    const ServerProfile &profile() const { return m_profile; }
    /// Remembers the servers connected to among the recent ones (off by default: only a
    /// window that keeps its settings does).
    void setRememberRecent(bool remember) { m_rememberRecent = remember; }
    /// The saved and recent servers, loaded on first use (a problem is reported). Secret
    /// values that an older mcpscope left in the file are moved to the secret store at once.
    ServerProfileStore &store();
    /// Once per file of secrets (remembered in the settings of a window that keeps them):
    /// when secret values of saved servers are kept in the fallback file rather than a
    /// keychain, says so (secretsNotice).
    void noteWhereSecretsAre();

    /// True from starting the server until it has gone (starting, initializing, ready,
    /// shutting down).
    bool isActive() const;
    /// True while a restart or a switch waits for the server to exit.
    bool isRestartPending() const { return m_restartPending; }
    /// True once the live session has a journal (from the first connection on).
    bool hasJournal() const { return m_journal != nullptr; }
    /// The autosave journal of the live session (empty before the first connection).
    QString journalPath() const;

    /// Starts the server and the MCP handshake (does nothing while active).
    void connectToServer();
    /// Ends the session politely; forgets a pending restart or switch.
    void disconnectFromServer();
    /// Disconnects, then connects again once the server has gone (connects when idle).
    void restartServer();
    /// Switches to the server of @p profile: at once when idle, else once the current
    /// server has gone.
    void switchTo(const ServerProfile &profile);
    /// Ends the session because the window is closing; stoppedForClose() follows once the
    /// server has gone.
    void disconnectForClose();
    /// True once disconnectForClose() was called.
    bool isClosing() const { return m_closeWhenStopped; }

    /// How the connection stands, in plain words (the window's status line).
    QString statusText() const;
    /// The window title: the server's name (as it calls itself, else the profile's).
    QString windowTitle() const;

Q_SIGNALS:
    /// The state changed or an action was taken: the window's status and actions are due.
    void stateChanged();
    /// A profile was applied to the transport and client (on a switch).
    void profileApplied(const ServerProfile &profile);
    /// The connection failed or the server went away unexpectedly (plain words).
    void connectionFailed(const QString &reason);
    /// Something went wrong on the side (the journal, the saved servers), in plain words.
    void problemReported(const QString &text);
    /// Where secret values are kept, when that is worth saying once (plain words).
    void secretsNotice(const QString &text);
    /// The server has gone after disconnectForClose(): the window may close now.
    void stoppedForClose();

private:
    void applyProfile();
    void onClientStateChanged();
    void rememberRecent();
    void startJournal();

    ServerProfile m_profile;
    ServerProfile m_nextProfile;
    Session *m_session;
    Transport *m_transport;
    McpClient *m_client;
    std::unique_ptr<ServerProfileStore> m_store;
    SessionJournal *m_journal = nullptr;
    OAuthAuthorizer *m_authorizer = nullptr;
    QString m_lastExit;
    bool m_rememberRecent = false;
    bool m_switchPending = false;
    bool m_restartPending = false;
    bool m_closeWhenStopped = false;
};

} // namespace mcpscope::gui
