// SPDX-License-Identifier: MIT
// Implemented in demoapp.cpp, but for the two inline facts the tool list needs (demotools.cpp,
// which tests build without the server).
#pragma once

#include <QJsonObject>
#include <QString>

/// The demo server's MCP App (io.modelcontextprotocol/ui, SEP-1865): a counter shown by the
/// tool show_counter, whose button calls counter_increment back through the host. The HTML is
/// self-contained (no network: its own Content-Security-Policy forbids every fetch) and speaks
/// the apps dialect over postMessage: ui/initialize first, then ui/notifications/initialized,
/// then tools/call.
namespace DemoApp {

/// ui://demo/counter
inline QString counterUri()
{
    return QStringLiteral("ui://demo/counter");
}
/// text/html;profile=mcp-app
QString mimeType();
/// The app's resource contents (uri, mimeType, text, _meta.ui).
QJsonObject counterContents();
/// The _meta of the tool that shows the app: {"ui": {"resourceUri": "ui://demo/counter"}}.
inline QJsonObject toolMeta()
{
    return QJsonObject{{QStringLiteral("ui"), QJsonObject{{QStringLiteral("resourceUri"), counterUri()}}}};
}

} // namespace DemoApp
