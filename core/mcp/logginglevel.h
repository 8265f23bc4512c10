// SPDX-License-Identifier: MIT
#pragma once

#include "mcpclient.h"

#include <QCoreApplication>
#include <QStringList>

namespace mcpscope {

/// The eight MCP logging levels (RFC 5424 severities), least severe first, and
/// logging/setLevel.
class LoggingLevel
{
    Q_DECLARE_TR_FUNCTIONS(LoggingLevel)
public:
    enum Level { Debug, Info, Notice, Warning, Error, Critical, Alert, Emergency };
    static constexpr int Count = 8;

    /// The wire names: debug, info, notice, warning, error, critical, alert, emergency.
    static QStringList names();
    static QString name(Level level);
    /// The level named @p name on the wire, or -1.
    static int fromName(const QString &name);
    /// The level's name for people ("Warning").
    static QString displayName(Level level);
    /// What the level means, in a few plain words.
    static QString description(Level level);

    /// True when @p serverCapabilities declare logging.
    static bool serverSupportsLogging(const QJsonObject &serverCapabilities);
    /// Sends logging/setLevel; returns the request id.
    static qint64 setLevel(McpClient *client, Level level, QObject *context, McpClient::Callback callback);
};

} // namespace mcpscope
