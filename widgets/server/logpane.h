// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace mcpscope {

class LogDisplayModel;
class LogFilterModel;
class LogModel;
class McpClient;
class Session;

/// The server's log (notifications/message): a table with level colours, a filter by level,
/// and the level the server is asked to send (logging/setLevel, only when it offers logging).
class LogPane : public QWidget
{
    Q_OBJECT
public:
    explicit LogPane(QWidget *parent = nullptr);

    void setSession(Session *session);
    void setClient(McpClient *client);

    /// Asks the server for messages at LoggingLevel @p level and up (logging/setLevel).
    void requestLevel(int level);
    /// Shows only rows at LoggingLevel @p level and up.
    void setMinimumShownLevel(int level);

    LogModel *model() const { return m_model; }
    LogFilterModel *filterModel() const { return m_filter; }
    QTableView *view() const { return m_view; }
    QComboBox *levelSelector() const { return m_requestLevel; }
    QComboBox *filterSelector() const { return m_showLevel; }
    /// What happened to the last level request, in plain words.
    QString statusText() const;

Q_SIGNALS:
    /// The server accepted a new level (a LoggingLevel::Level).
    void levelChanged(int level);

private:
    void updateState();

    LogModel *m_model;
    LogFilterModel *m_filter;
    LogDisplayModel *m_display;
    QTableView *m_view;
    QComboBox *m_requestLevel;
    QComboBox *m_showLevel;
    QPushButton *m_clear;
    QLabel *m_status;
    QPointer<McpClient> m_client;
};

} // namespace mcpscope
