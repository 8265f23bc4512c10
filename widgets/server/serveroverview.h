// SPDX-License-Identifier: MIT
#pragma once

#include "session/sessionsummary.h"

#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QFormLayout;
class QLabel;
class QTextBrowser;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace mcpscope {

class SafeTextView;

class McpClient;
class Session;

/// Who the server is and what it offers: name, title, version and icon, the negotiated
/// protocol, the connection state, how many tools, resources, templates and prompts it has
/// (counted from the list answers in its session: the window's tabs do the asking), its instructions
/// (markdown), and the capabilities of both sides as a tree that explains each one.
class ServerOverview : public QWidget
{
    Q_OBJECT
public:
    enum class Field {
        Command,
        Server,
        Version,
        Protocol,
        State,
        Capabilities,
        Messages,
        Errors,
        Stderr,
        Tools,
        Resources,
        Templates,
        Prompts,
        Instructions,
        Transport,
        Authorization,
        Changes
    };

    explicit ServerOverview(QWidget *parent = nullptr);
    ~ServerOverview() override;

    /// Follows @p client (not owned) and its session.
    void setClient(McpClient *client);
    /// Shows what the recorded @p session (not owned; a file opened read-only, perhaps still
    /// growing) says about its server and client, instead of a live client's state.
    void setRecordedSession(Session *session);
    /// True while showing a recorded session rather than a live client.
    bool isShowingRecording() const { return m_recording; }
    /// The command line the server was started with, as people read it.
    void setCommand(const QString &command);
    /// A server reached over HTTP: the transport in use and its session id (the row is hidden
    /// while empty, as for a command).
    void setTransportState(const QString &text);
    /// The OAuth state of a remote server ("signed in at …"); hidden while empty.
    void setAuthorizationState(const QString &text);
    /// The change stream of a modern connection (ListenStream::stateText()); hidden while empty.
    void setChangeStreamState(const QString &text);
    /// The text currently shown for @p field.
    QString text(Field field) const;

    QTreeWidget *capabilitiesTree() const { return m_capabilities; }
    SafeTextView *instructionsView() const { return m_instructions; }
    /// The tree item of capability @p path on one side, or nullptr.
    QTreeWidgetItem *capabilityItem(bool serverSide, const QStringList &path) const;

private:
    enum class List { Tools, Resources, Templates, Prompts };

    QLabel *addField(QFormLayout *layout, const QString &label, const QString &accessibleName,
                     const QString &objectName);
    void scheduleRefresh();
    void refresh();
    void countNewEvents();
    QLabel *countLabel(List list) const;
    void refreshLive();
    void refreshRecorded();
    void showServer(const QJsonObject &info, const QString &protocol);
    void showInstructions(const QString &instructions);
    /// What the session's summary says of @p list: its capability, method and item count;
    /// true when an answer was seen.
    bool summarizedList(List list, QString *capability, QString *method, qsizetype *count) const;
    void showLiveList(List list, const QJsonObject &capabilities);
    void showRecordedList(List list);
    void fillCapabilities(const QJsonObject &server, const QJsonObject &client, bool ready);
    void addCapabilities(QTreeWidgetItem *parent, const QJsonObject &object, bool serverSide, const QStringList &path);

    QPointer<McpClient> m_client;
    QPointer<Session> m_session;
    QTimer *m_refreshTimer;
    QLabel *m_icon;
    QLabel *m_command;
    QLabel *m_transport;
    QLabel *m_authorization;
    QLabel *m_changes = nullptr;
    QLabel *m_server;
    QLabel *m_version;
    QLabel *m_protocol;
    QLabel *m_state;
    QLabel *m_offers;
    QLabel *m_tools;
    QLabel *m_resources;
    QLabel *m_templates;
    QLabel *m_prompts;
    QLabel *m_messages;
    QLabel *m_errors;
    QLabel *m_stderr;
    QTreeWidget *m_capabilities;
    SafeTextView *m_instructions;
    QJsonObject m_shownServerCapabilities;
    QJsonObject m_shownClientCapabilities;
    bool m_capabilitiesShown = false;
    bool m_capabilitiesReady = false;
    bool m_recording = false;
    SessionSummary m_summary; ///< recorded sessions: what their events say so far
    qsizetype m_seen = 0;
    qsizetype m_sent = 0;
    qsizetype m_received = 0;
    qsizetype m_errorCount = 0;
    qsizetype m_stderrLines = 0;
};

} // namespace mcpscope
