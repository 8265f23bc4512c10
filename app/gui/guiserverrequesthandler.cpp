// SPDX-License-Identifier: MIT
#include "guiserverrequesthandler.h"

#include <QDir>

namespace mcpscope::gui {

// The error texts below go to the server over the wire, not to the person at the window:
// they stay in English whatever the locale, so server logs and recorded sessions read the same.
void GuiServerRequestHandler::handleServerRequest(const Message &request, Succeed succeed, Fail fail)
{
    const QString method = request.method();
    if (method == QLatin1String("roots/list")) {
        succeed(rootsResult({QDir::currentPath()}));
        return;
    }
    if (method == QLatin1String("sampling/createMessage") || method == QLatin1String("elicitation/create")) {
        fail(ErrorCode::MethodNotFound,
             QStringLiteral("mcpscope's window cannot answer %1 yet: it has no dialog for it.")
                 .arg(method));
        return;
    }
    fail(ErrorCode::MethodNotFound, QStringLiteral("Method not found: %1").arg(method));
}

} // namespace mcpscope::gui
