// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QTimer;

namespace mcpscope {

class McpClient;
class Session;

/// Who the server is and how the connection stands: name, version, negotiated protocol,
/// state in plain words, capabilities and message counts.
class ServerSummaryView : public QWidget
{
    Q_OBJECT
public:
    enum class Field { Command, Server, Version, Protocol, State, Capabilities, Messages, Errors, Stderr };

    explicit ServerSummaryView(QWidget *parent = nullptr);
    ~ServerSummaryView() override;

    /// Follows @p client (not owned) and its session.
    void setClient(McpClient *client);
    /// The command line the server was started with, as people read it.
    void setCommand(const QString &command);
    /// The text currently shown for @p field.
    QString text(Field field) const;

private:
    QLabel *addField(const QString &label, const QString &accessibleName, const QString &objectName);
    void scheduleRefresh();
    void refresh();
    void countNewEvents();

    QPointer<McpClient> m_client;
    QPointer<Session> m_session;
    QTimer *m_refreshTimer;
    QLabel *m_command;
    QLabel *m_server;
    QLabel *m_version;
    QLabel *m_protocol;
    QLabel *m_state;
    QLabel *m_capabilities;
    QLabel *m_messages;
    QLabel *m_errors;
    QLabel *m_stderr;
    qsizetype m_seen = 0;
    qsizetype m_sent = 0;
    qsizetype m_received = 0;
    qsizetype m_errorCount = 0;
    qsizetype m_stderrLines = 0;
};

} // namespace mcpscope
