// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

/// The demo server's tool descriptions (name, title, schemas, annotations), as sent in tools/list.
class DemoTools
{
public:
    /// Name of the tool that toggle-tools adds and removes.
    static QString extraToolName();
    /// All tools, in listing order; the extra tool only when @p withExtraTool is true.
    static QJsonArray definitions(bool withExtraTool);
    /// The description of the tool called @p name, or an empty object when there is none.
    static QJsonObject definition(const QString &name, bool withExtraTool);
};
