// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

/// Pieces of a CallToolResult the demo tools share.
namespace ToolResult {

/// A text content block.
QJsonObject textBlock(const QString &text);
/// A result with @p content; isError when @p isError.
QJsonObject make(const QJsonArray &content, bool isError = false);
/// A result with one text block.
QJsonObject text(const QString &text, bool isError = false);
/// @p value as compact JSON text (also for scalars).
QString jsonText(const QJsonValue &value);

} // namespace ToolResult
