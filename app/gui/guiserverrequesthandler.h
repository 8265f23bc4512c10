// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/serverrequesthandler.h"

namespace mcpscope::gui {

/// Answers the server's requests from the window: roots/list with the current working
/// directory; sampling and elicitation are refused until their dialogs exist.
class GuiServerRequestHandler : public ServerRequestHandler
{
public:
    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override;
};

} // namespace mcpscope::gui
