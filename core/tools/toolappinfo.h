// SPDX-License-Identifier: MIT
// Implemented in toolappinfo.cpp.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace mcpscope::toolapp {

/// What a tool says about its MCP App (SEP-1865), read as @modelcontextprotocol/ext-apps 2.0.4
/// reads it (getToolUiResourceUri): _meta.ui.resourceUri, else the older _meta["ui/resourceUri"].
struct ResourceUri
{
    enum class State { None, Valid, Invalid };
    State state = State::None;
    QString uri;        ///< Valid: the ui:// address
    QByteArray rawText; ///< Invalid: the value as JSON ("42", "\"https://x\"")
};
/// The UI resource of the tool whose JSON text is @p toolText (one element of a tools/list
/// result's "tools").
ResourceUri resourceUri(QByteArrayView toolText);

/// The texts of the tools of a tools/list result (@p listResultText: its JSON text).
QList<QByteArrayView> toolTexts(QByteArrayView listResultText);
/// The name of the tool whose text is @p toolText ("" when it has none).
QString toolName(QByteArrayView toolText);

/// The one JSON line the official inspector 2.12's CLI prints for `--app-info` (its
/// extractAppInfo() and collectAppInfo(), members in its order): {"hasApp":…,"toolName":…,
/// "resourceUri":…, "visibility", "csp", "permissions", "domain", "prefersBorder",
/// "resourceMimeType", "resourceError"}, without a line end. @p readResultText: the
/// resources/read result of the tool's resource (null when not read); @p readError: why
/// reading it failed (empty: it did not).
QByteArray appInfoLine(QByteArrayView toolText, QByteArrayView readResultText = {}, const QString &readError = {});
/// Whether @p line (from appInfoLine()) says the tool has an app.
bool hasApp(QByteArrayView line);

/// @p text as JSON.stringify writes a string (quotes, escapes of '"', '\\' and controls).
QByteArray jsonString(const QString &text);

} // namespace mcpscope::toolapp
