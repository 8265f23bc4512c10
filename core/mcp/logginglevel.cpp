// SPDX-License-Identifier: MIT
#include "logginglevel.h"

namespace mcpscope {

QStringList LoggingLevel::names()
{
    return {QStringLiteral("debug"), QStringLiteral("info"),     QStringLiteral("notice"), QStringLiteral("warning"),
            QStringLiteral("error"), QStringLiteral("critical"), QStringLiteral("alert"),  QStringLiteral("emergency")};
}

QString LoggingLevel::name(Level level)
{
    return names().value(int(level));
}

int LoggingLevel::fromName(const QString &name)
{
    return int(names().indexOf(name));
}

QString LoggingLevel::displayName(Level level)
{
    switch (level) {
    case Debug:
        return tr("Debug");
    case Info:
        return tr("Info");
    case Notice:
        return tr("Notice");
    case Warning:
        return tr("Warning");
    case Error:
        return tr("Error");
    case Critical:
        return tr("Critical");
    case Alert:
        return tr("Alert");
    case Emergency:
        return tr("Emergency");
    }
    return QString();
}

QString LoggingLevel::description(Level level)
{
    switch (level) {
    case Debug:
        return tr("details for finding faults");
    case Info:
        return tr("what the server is doing");
    case Notice:
        return tr("normal but worth noting");
    case Warning:
        return tr("something may be wrong");
    case Error:
        return tr("something failed");
    case Critical:
        return tr("a part stopped working");
    case Alert:
        return tr("needs action now");
    case Emergency:
        return tr("the server cannot go on");
    }
    return QString();
}

bool LoggingLevel::serverSupportsLogging(const QJsonObject &serverCapabilities)
{
    return serverCapabilities.value(QLatin1String("logging")).isObject();
}

qint64 LoggingLevel::setLevel(McpClient *client, Level level, QObject *context, McpClient::Callback callback)
{
    return client->request(QStringLiteral("logging/setLevel"), {{QStringLiteral("level"), name(level)}}, context,
                           std::move(callback));
}

} // namespace mcpscope
