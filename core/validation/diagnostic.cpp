// SPDX-License-Identifier: MIT
#include "diagnostic.h"

#include <QCoreApplication>

namespace mcpscope {

QString directionName(Direction direction)
{
    return direction == Direction::ClientToServer ? QStringLiteral("client->server") : QStringLiteral("server->client");
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Error:
        break;
    }
    return QStringLiteral("error");
}

} // namespace mcpscope
