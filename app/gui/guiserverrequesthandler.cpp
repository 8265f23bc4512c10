// SPDX-License-Identifier: MIT
#include "guiserverrequesthandler.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QUrl>

namespace mcpscope::gui {

// The error texts below go to the server over the wire, not to the person at the window:
// they stay in English whatever the locale, so server logs and recorded sessions read the same.
void GuiServerRequestHandler::handleServerRequest(const Message &request, Succeed succeed, Fail fail)
{
    const QString method = request.method();
    if (method == QLatin1String("roots/list")) {
        const QString cwd = QDir::currentPath();
        QString name = QFileInfo(cwd).fileName();
        if (name.isEmpty())
            name = cwd;
        const QJsonObject root{{QStringLiteral("uri"), QUrl::fromLocalFile(cwd).toString(QUrl::FullyEncoded)},
                               {QStringLiteral("name"), name}};
        succeed(QJsonObject{{QStringLiteral("roots"), QJsonArray{root}}});
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
