// SPDX-License-Identifier: MIT
#include "demoapp.h"

#include "demoserver.h"
#include "toolresult.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

// The counter. Everything it shows is put in with textContent (never as HTML), and it takes
// messages from its parent window only.
constexpr const char CounterHtml[] = R"html(<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
<title>Counter</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; padding: 12px; }
.row { display: flex; gap: 12px; align-items: center; }
#count { font-size: 2em; min-width: 3ch; text-align: right; font-variant-numeric: tabular-nums; }
#status { opacity: 0.7; font-size: 0.9em; margin-top: 8px; }
</style>
</head>
<body>
<div class="row"><span id="count">0</span><button id="more" type="button" disabled>+1</button></div>
<div id="status">Connecting to the host…</div>
<script>
"use strict";
(function () {
  var nextId = 1;
  var pending = {};
  var countView = document.getElementById("count");
  var more = document.getElementById("more");
  var status = document.getElementById("status");

  function send(message) { window.parent.postMessage(message, "*"); }
  function request(method, params, done) {
    var id = nextId++;
    pending[id] = done;
    send({ jsonrpc: "2.0", id: id, method: method, params: params });
  }
  function notify(method, params) {
    var message = { jsonrpc: "2.0", method: method };
    if (params) message.params = params;
    send(message);
  }
  function show(result) {
    var structured = result && result.structuredContent;
    if (structured && typeof structured.count === "number") countView.textContent = String(structured.count);
  }
  function setTheme(context) {
    if (context && (context.theme === "light" || context.theme === "dark"))
      document.documentElement.style.colorScheme = context.theme;
  }
  function sizeChanged() {
    notify("ui/notifications/size-changed", { width: document.documentElement.scrollWidth,
                                              height: document.documentElement.scrollHeight });
  }

  window.addEventListener("message", function (event) {
    if (event.source !== window.parent) return;
    var m = event.data;
    if (!m || typeof m !== "object" || m.jsonrpc !== "2.0") return;
    if (m.method === undefined) {
      var done = pending[m.id];
      delete pending[m.id];
      if (done) done(m.error, m.result);
      return;
    }
    switch (m.method) {
    case "ui/notifications/tool-result": show(m.params); break;
    case "ui/notifications/host-context-changed": setTheme(m.params); break;
    case "ui/resource-teardown":
    case "ping": send({ jsonrpc: "2.0", id: m.id, result: {} }); break;
    default:
      if (m.id !== undefined)
        send({ jsonrpc: "2.0", id: m.id, error: { code: -32601, message: "Method not found" } });
    }
  });

  more.addEventListener("click", function () {
    more.disabled = true;
    status.textContent = "Calling counter_increment…";
    request("tools/call", { name: "counter_increment", arguments: { by: 1 } }, function (error, result) {
      more.disabled = false;
      if (error) { status.textContent = "The host said no: " + String(error.message); return; }
      show(result);
      status.textContent = result && result.isError ? "The tool failed." : "Counted by the server.";
    });
  });

  request("ui/initialize", { appInfo: { name: "demo-counter", version: "1.0.0" }, appCapabilities: {},
                             protocolVersion: "2026-01-26" }, function (error, result) {
    if (error) { status.textContent = "The host refused: " + String(error.message); return; }
    setTheme(result && result.hostContext);
    notify("ui/notifications/initialized");
    more.disabled = false;
    status.textContent = "Ready.";
    sizeChanged();
  });
})();
</script>
</body>
</html>
)html";

QJsonObject countResult(int count)
{
    const QJsonObject structured{{QStringLiteral("count"), count}};
    QJsonObject result = ToolResult::make(
        QJsonArray{ToolResult::textBlock(QStringLiteral("Counter: %1").arg(count)),
                   ToolResult::textBlock(QString::fromUtf8(QJsonDocument(structured).toJson(QJsonDocument::Compact)))});
    result.insert(QStringLiteral("structuredContent"), structured);
    return result;
}

} // namespace

namespace DemoApp {

QString mimeType()
{
    return QStringLiteral("text/html;profile=mcp-app");
}

QJsonObject counterContents()
{
    return QJsonObject{
        {QStringLiteral("uri"), counterUri()},
        {QStringLiteral("mimeType"), mimeType()},
        {QStringLiteral("text"), QString::fromUtf8(CounterHtml)},
        {QStringLiteral("_meta"),
         QJsonObject{{QStringLiteral("ui"), QJsonObject{{QStringLiteral("prefersBorder"), true}}}}},
    };
}

} // namespace DemoApp

void DemoServer::toolShowCounter(const QString &callKey, const QJsonObject &)
{
    finishCall(callKey, countResult(m_counter));
}

void DemoServer::toolCounterIncrement(const QString &callKey, const QJsonObject &arguments)
{
    m_counter += arguments.value(u"by").toInt(1);
    logLine(QStringLiteral("counter is now %1").arg(m_counter));
    finishCall(callKey, countResult(m_counter));
}
