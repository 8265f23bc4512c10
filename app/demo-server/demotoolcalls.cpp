// SPDX-License-Identifier: MIT
// DemoServer's tools: what each one does when called (tools/call checks the name and the
// arguments first). The 2026-07-28 versions of the tools that ask the client are in moderninput.cpp.
#include "demoserver.h"

#include "clientanswers.h"
#include "demomedia.h"
#include "demotools.h"
#include "toolresult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QScopedValueRollback>

#include <array>
#include <cmath>

namespace {

using ToolResult::jsonText;
using ToolResult::textBlock;

QJsonObject toolResult(const QJsonArray &content, bool isError = false)
{
    return ToolResult::make(content, isError);
}

QJsonObject textResult(const QString &text, bool isError = false)
{
    return ToolResult::text(text, isError);
}

QString formatNumber(double value)
{
    return QString::number(value, 'g', 15);
}

QJsonObject structuredResult(const QString &text, const QJsonObject &structured)
{
    // The serialized JSON goes into a text block too, for clients that ignore structuredContent.
    QJsonObject result = toolResult(QJsonArray{
        textBlock(text), textBlock(QString::fromUtf8(QJsonDocument(structured).toJson(QJsonDocument::Compact)))});
    result.insert(QStringLiteral("structuredContent"), structured);
    return result;
}

} // namespace

void DemoServer::toolEcho(const QString &callKey, const QJsonObject &arguments)
{
    finishCall(callKey, textResult(QStringLiteral("Echo: ") + arguments.value(u"message").toString()));
}

void DemoServer::toolAdd(const QString &callKey, const QJsonObject &arguments)
{
    const double a = arguments.value(u"a").toDouble();
    const double b = arguments.value(u"b").toDouble();
    const double sum = a + b;
    finishCall(callKey,
               structuredResult(QStringLiteral("%1 + %2 = %3").arg(formatNumber(a), formatNumber(b), formatNumber(sum)),
                                QJsonObject{{QStringLiteral("sum"), sum}}));
}

void DemoServer::toolAllTypes(const QString &callKey, const QJsonObject &arguments)
{
    const QJsonObject properties = DemoTools::definition(QStringLiteral("all-types"), false)
                                       .value(u"inputSchema")
                                       .toObject()
                                       .value(u"properties")
                                       .toObject();
    QJsonObject received = arguments;
    QJsonArray defaulted;
    for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
        const QJsonObject schema = it.value().toObject();
        if (!arguments.contains(it.key()) && schema.contains(u"default")) {
            received.insert(it.key(), schema.value(u"default"));
            defaulted.append(it.key());
        }
    }
    const QStringList provided = arguments.keys();

    QString summary = QStringLiteral("Received %1 argument(s)").arg(provided.size());
    if (!provided.isEmpty())
        summary += u" (" + provided.join(QStringLiteral(", ")) + u')';
    summary += QStringLiteral("; %1 filled in from defaults.\n").arg(defaulted.size());
    for (auto it = received.constBegin(); it != received.constEnd(); ++it) {
        summary += QStringLiteral("- ") + it.key() + QStringLiteral(" = ") + jsonText(it.value())
                   + (provided.contains(it.key()) ? QString() : QStringLiteral(" (default)")) + u'\n';
    }
    finishCall(callKey,
               structuredResult(summary, QJsonObject{{QStringLiteral("received"), received},
                                                     {QStringLiteral("provided"), QJsonArray::fromStringList(provided)},
                                                     {QStringLiteral("defaulted"), defaulted}}));
}

void DemoServer::toolGetImage(const QString &callKey, const QJsonObject &arguments)
{
    const int size = arguments.value(u"size").toInt(64);
    const QByteArray png = DemoMedia::png(size);
    finishCall(
        callKey,
        toolResult(QJsonArray{
            textBlock(
                QStringLiteral("A %1x%1 PNG image made by the demo server (%2 bytes).").arg(size).arg(png.size())),
            QJsonObject{{QStringLiteral("type"), QStringLiteral("image")},
                        {QStringLiteral("data"), QString::fromLatin1(png.toBase64())},
                        {QStringLiteral("mimeType"), QStringLiteral("image/png")},
                        {QStringLiteral("annotations"),
                         QJsonObject{{QStringLiteral("audience"), QJsonArray{QStringLiteral("user")}},
                                     {QStringLiteral("priority"), 0.9}}}}}));
}

void DemoServer::toolGetAudio(const QString &callKey, const QJsonObject &)
{
    const QByteArray wav = DemoMedia::wav(440.0, 0.25);
    finishCall(
        callKey,
        toolResult(QJsonArray{
            textBlock(
                QStringLiteral("A quarter-second 440 Hz tone: WAV, 8 kHz mono 16-bit (%1 bytes).").arg(wav.size())),
            QJsonObject{{QStringLiteral("type"), QStringLiteral("audio")},
                        {QStringLiteral("data"), QString::fromLatin1(wav.toBase64())},
                        {QStringLiteral("mimeType"), QStringLiteral("audio/wav")}}}));
}

void DemoServer::toolGetResourceLinks(const QString &callKey, const QJsonObject &arguments)
{
    const int count = arguments.value(u"count").toInt(3);
    // Markdown, plain text, JSON, an image and the clock come first, so even a few links show variety.
    static constexpr std::array<int, 10> picks{1, 2, 3, 12, 0, 4, 5, 6, 7, 8};
    const QJsonArray resources = m_content.resources();
    QJsonArray content{
        textBlock(QStringLiteral("%1 link(s) to demo resources; read them with resources/read.").arg(count))};
    for (int i = 0; i < count && i < int(picks.size()); ++i) {
        QJsonObject link = resources.at(picks[size_t(i)]).toObject();
        link.insert(QStringLiteral("type"), QStringLiteral("resource_link"));
        content.append(link);
    }
    finishCall(callKey, toolResult(content));
}

void DemoServer::toolGetEmbeddedResource(const QString &callKey, const QJsonObject &arguments)
{
    const QString uri = arguments.value(u"uri").toString(QStringLiteral("demo://notes/01.md"));
    RpcError error;
    const QJsonObject contents = m_content.read(uri, &error);
    if (error.isSet()) {
        finishCall(callKey, textResult(QStringLiteral("Cannot embed %1: %2.").arg(uri, error.message), true));
        return;
    }
    finishCall(callKey, toolResult(QJsonArray{textBlock(QStringLiteral("The resource %1, embedded:").arg(uri)),
                                              QJsonObject{{QStringLiteral("type"), QStringLiteral("resource")},
                                                          {QStringLiteral("resource"), contents}}}));
}

void DemoServer::toolFail(const QString &callKey, const QJsonObject &arguments)
{
    const QString reason = arguments.value(u"reason").toString();
    finishCall(callKey, textResult(QStringLiteral("This tool always fails")
                                       + (reason.isEmpty() ? QString() : QStringLiteral(": ") + reason)
                                       + QStringLiteral(". This is a tool error (a normal result with isError: true), "
                                                        "not a JSON-RPC protocol error."),
                                   true));
}

void DemoServer::toolLongRunning(const QString &callKey, const QJsonObject &arguments)
{
    ToolCall &call = m_calls[callKey];
    call.seconds = arguments.value(u"duration").toDouble(5);
    call.steps = arguments.value(u"steps").toInt(5);
    call.timer = new QTimer(this);
    call.timer->setInterval(int(std::lround(call.seconds * 1000 / call.steps)));
    connect(call.timer, &QTimer::timeout, this, [this, callKey] { longRunningStep(callKey); });
    call.timer->start();
    logLine(QStringLiteral("long-running: %1 steps over %2 s%3")
                .arg(call.steps)
                .arg(call.seconds)
                .arg(call.progressToken.isUndefined() ? QStringLiteral(" (no progress token)") : QString()));
}

void DemoServer::longRunningStep(const QString &callKey)
{
    const auto it = m_calls.find(callKey);
    if (it == m_calls.end())
        return;
    const QScopedValueRollback<QString> context(m_context, callKey);
    ToolCall &call = it.value();
    ++call.step;
    if (!call.progressToken.isUndefined()) {
        sendNotification(
            QStringLiteral("notifications/progress"),
            QJsonObject{{QStringLiteral("progressToken"), call.progressToken},
                        {QStringLiteral("progress"), call.step},
                        {QStringLiteral("total"), call.steps},
                        {QStringLiteral("message"), QStringLiteral("Step %1 of %2").arg(call.step).arg(call.steps)}});
    }
    if (call.step >= call.steps) {
        finishCall(callKey, textResult(QStringLiteral("Long-running operation finished: %1 steps in %2 s.")
                                           .arg(call.steps)
                                           .arg(formatNumber(call.seconds))));
    }
}

void DemoServer::toolSlowCount(const QString &callKey, const QJsonObject &arguments)
{
    // A plain call (not a task): counts with progress, and a cancellation stops it.
    if (arguments.value(u"confirm").toBool(false)) {
        finishCall(callKey, textResult(QStringLiteral("confirm works only when slow_count runs as a task (the task "
                                                      "waits for the user's answer); this call is not one."),
                                       true));
        return;
    }
    ToolCall &call = m_calls[callKey];
    call.steps = arguments.value(u"to").toInt(5);
    call.timer = new QTimer(this);
    call.timer->setInterval(arguments.value(u"stepMs").toInt(500));
    connect(call.timer, &QTimer::timeout, this, [this, callKey] { slowCountStep(callKey); });
    call.timer->start();
}

void DemoServer::slowCountStep(const QString &callKey)
{
    const auto it = m_calls.find(callKey);
    if (it == m_calls.end())
        return;
    const QScopedValueRollback<QString> context(m_context, callKey);
    ToolCall &call = it.value();
    ++call.step;
    if (!call.progressToken.isUndefined()) {
        sendNotification(QStringLiteral("notifications/progress"),
                         QJsonObject{{QStringLiteral("progressToken"), call.progressToken},
                                     {QStringLiteral("progress"), call.step},
                                     {QStringLiteral("total"), call.steps},
                                     {QStringLiteral("message"),
                                      QStringLiteral("counted %1 of %2").arg(call.step).arg(call.steps)}});
    }
    if (call.step >= call.steps)
        finishCall(callKey, textResult(QStringLiteral("counted to %1").arg(call.steps)));
}

void DemoServer::toolAskSampling(const QString &callKey, const QJsonObject &arguments)
{
    if (!clientHas(QStringLiteral("sampling"))) {
        finishCall(callKey,
                   textResult(QStringLiteral("The client did not declare the 'sampling' capability in initialize, so "
                                             "the server may not send it sampling/createMessage."),
                              true));
        return;
    }
    const QString method = QStringLiteral("sampling/createMessage");
    sendRequest(callKey, method, ClientAnswers::samplingParams(arguments),
                [this, callKey, method](const QJsonObject &result, const RpcError &error) {
                    finishCall(callKey, error.isSet() ? ClientAnswers::errorResult(method, error.code, error.message)
                                                      : ClientAnswers::samplingResult(result));
                });
}

void DemoServer::toolAskElicitation(const QString &callKey, const QJsonObject &)
{
    if (!clientHas(QStringLiteral("elicitation"), QStringLiteral("form"))) {
        finishCall(callKey, textResult(QStringLiteral(
                                           "The client did not declare form elicitation ('elicitation' capability) in "
                                           "initialize, so the server may not send it elicitation/create."),
                                       true));
        return;
    }
    const QString method = QStringLiteral("elicitation/create");
    // "mode" appeared in 2025-11-25.
    sendRequest(callKey, method, ClientAnswers::elicitationParams(m_protocolVersion >= QStringLiteral("2025-11-25")),
                [this, callKey, method](const QJsonObject &result, const RpcError &error) {
                    finishCall(callKey, error.isSet() ? ClientAnswers::errorResult(method, error.code, error.message)
                                                      : ClientAnswers::elicitationResult(result));
                });
}

void DemoServer::toolListRoots(const QString &callKey, const QJsonObject &)
{
    if (!clientHas(QStringLiteral("roots"))) {
        finishCall(callKey,
                   textResult(QStringLiteral("The client did not declare the 'roots' capability in initialize, so the "
                                             "server may not send it roots/list."),
                              true));
        return;
    }
    const QString method = QStringLiteral("roots/list");
    sendRequest(callKey, method, QJsonObject(),
                [this, callKey, method](const QJsonObject &result, const RpcError &error) {
                    finishCall(callKey, error.isSet() ? ClientAnswers::errorResult(method, error.code, error.message)
                                                      : ClientAnswers::rootsResult(result));
                });
}

void DemoServer::toolToggleTools(const QString &callKey, const QJsonObject &)
{
    m_extraTool = !m_extraTool;
    const QString text
        = m_extraTool ? QStringLiteral("Added the tool '%1'; the tool list changed.").arg(DemoTools::extraToolName())
                      : QStringLiteral("Removed the tool '%1'; the tool list changed.").arg(DemoTools::extraToolName());
    announce(Change::Tools, QStringLiteral("notifications/tools/list_changed"));
    log(QStringLiteral("info"), text);
    finishCall(callKey, textResult(text));
}

void DemoServer::toolAddNote(const QString &callKey, const QJsonObject &arguments)
{
    QJsonObject link = m_content.addNote(arguments.value(u"title").toString(), arguments.value(u"text").toString());
    const QString uri = link.value(u"uri").toString();
    announce(Change::Resources, QStringLiteral("notifications/resources/list_changed"));
    log(QStringLiteral("info"), QStringLiteral("Added the resource ") + uri);
    link.insert(QStringLiteral("type"), QStringLiteral("resource_link"));
    finishCall(callKey, toolResult(QJsonArray{textBlock(QStringLiteral("Added the note ") + uri + u'.'), link}));
}

void DemoServer::toolLogSomething(const QString &callKey, const QJsonObject &arguments)
{
    const QString message = arguments.value(u"message").toString(QStringLiteral("Hello from the demo server"));
    int sent = 0;
    for (const QString &level : logLevels()) {
        if (logLevels().indexOf(level) >= m_logLevel)
            ++sent;
        log(level, message + QStringLiteral(" (") + level + u')');
    }
    finishCall(callKey, textResult(QStringLiteral("Sent %1 of %2 log messages; the current level is '%3'.")
                                       .arg(sent)
                                       .arg(logLevels().size())
                                       .arg(logLevels().at(m_logLevel))));
}

void DemoServer::toolExtra(const QString &callKey, const QJsonObject &)
{
    finishCall(callKey, textResult(QStringLiteral("Hello from the extra tool. Call toggle-tools again to remove it.")));
}
