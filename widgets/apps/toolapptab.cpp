// SPDX-License-Identifier: MIT
#include "widgets/apps/toolapptab.h"

#include "apps/apphost.h"
#include "apps/uiresource.h"
#include "tools/toolcallhistory.h"
#include "tools/toolcontroller.h"
#include "tools/toollistmodel.h"
#include "widgets/apps/appview.h"
#include "widgets/tools/toolspanel.h"

#include <QTabWidget>

namespace mcpscope {

ToolAppTab::ToolAppTab(ToolsPanel *panel)
    : QObject(panel)
    , m_controller(panel->controller())
    , m_tabs(panel->findChild<QTabWidget *>(QStringLiteral("toolsOutputTabs")))
    , m_host(new AppHost(nullptr, panel->controller()->tools(), this))
{
    connect(m_controller, &ToolController::callFinished, this, &ToolAppTab::onCallFinished);
    connect(m_controller, &ToolController::availabilityChanged, this, &ToolAppTab::followClient);
}

ToolAppTab::~ToolAppTab() = default;

void ToolAppTab::followClient()
{
    if (m_controller->client() == m_client)
        return;
    m_client = m_controller->client();
    m_host->setClient(m_client);
    if (m_view && m_tabs)
        m_tabs->removeTab(m_tabs->indexOf(m_view));
}

void ToolAppTab::onCallFinished(qint64 serial)
{
    followClient();
    const ToolCall call = m_controller->history()->call(serial);
    if (call.outcome != ToolCall::Outcome::Ok && call.outcome != ToolCall::Outcome::ToolError)
        return;
    const int row = m_controller->tools()->rowOf(call.tool);
    if (row < 0 || !apps::hasApp(m_controller->tools()->tool(row)) || !m_tabs)
        return;
    if (!m_view) {
        m_view = new AppView(m_host, m_tabs);
        m_view->setObjectName(QStringLiteral("toolAppView"));
        connect(m_view, &AppView::runAgainRequested, this, [this] {
            if (!m_tool.isEmpty())
                m_controller->call(m_tool, m_arguments);
        });
    }
    if (m_tabs->indexOf(m_view) < 0) {
        const int at = m_tabs->addTab(m_view, tr("App"));
        m_tabs->setTabToolTip(at, tr("The tool's MCP App, run with the call's input and result"));
    }
    m_tool = call.tool;
    m_arguments = call.arguments;
    m_host->open(call.tool);
    m_host->setToolInput(call.arguments);
    m_host->setToolResult(call.result.text());
}

} // namespace mcpscope
