// SPDX-License-Identifier: MIT
#include "widgets/server/statetext.h"

#include <QCoreApplication>

namespace mcpscope {

QString describeClientState(McpClient::State state)
{
    switch (state) {
    case McpClient::State::Disconnected:
        return QCoreApplication::translate("mcpscope::StateText", "Not connected");
    case McpClient::State::Starting:
        return QCoreApplication::translate("mcpscope::StateText", "Starting…");
    case McpClient::State::Initializing:
        return QCoreApplication::translate("mcpscope::StateText", "Initializing…");
    case McpClient::State::Ready:
        return QCoreApplication::translate("mcpscope::StateText", "Connected");
    case McpClient::State::ShuttingDown:
        return QCoreApplication::translate("mcpscope::StateText", "Disconnecting…");
    case McpClient::State::Closed:
        return QCoreApplication::translate("mcpscope::StateText", "Disconnected");
    case McpClient::State::Failed:
        return QCoreApplication::translate("mcpscope::StateText", "Connection failed");
    }
    return {};
}

} // namespace mcpscope
