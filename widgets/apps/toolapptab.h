// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>

class QTabWidget;

namespace mcpscope {

class AppHost;
class AppView;
class McpClient;
class ToolController;
class ToolsPanel;

/// Shows a tool's MCP App beside its result in the Tools tab: after a call of a tool that
/// names a `ui://` resource, an "App" tab next to Result runs the app (AppView over an
/// AppHost) with the call's input and result. "Run again with this input" calls the tool again.
class ToolAppTab : public QObject
{
    Q_OBJECT
public:
    /// Follows @p panel's tool controller and puts the tab into its output tabs.
    explicit ToolAppTab(ToolsPanel *panel);
    ~ToolAppTab() override;

    AppHost *host() const { return m_host; }
    AppView *view() const { return m_view; }

private:
    void onCallFinished(qint64 serial);
    void followClient();

    ToolController *m_controller;
    QPointer<QTabWidget> m_tabs;
    AppHost *m_host;
    AppView *m_view = nullptr;
    McpClient *m_client = nullptr;
    QString m_tool;
    QJsonObject m_arguments;
};

} // namespace mcpscope
