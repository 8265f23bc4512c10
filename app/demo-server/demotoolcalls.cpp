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

using namespace Qt::StringLiterals;

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
    QJsonObject result = toolResult(QJsonArray {
        textBlock(text),
        textBlock(QString::fromUtf8(QJsonDocument(structured).toJson(QJsonDocument::Compact))) });
    result.insert(u"structuredContent"_s, structured);
    return result;
}

} // namespace

void DemoServer::toolEcho(const QString &callKey, const QJsonObject &arguments)
{
    finishCall(callKey, textResult(u"Echo: "_s + arguments.value(u"message").toString()));
}

void DemoServer::toolAdd(const QString &callKey, const QJsonObject &arguments)
{
    const double a = arguments.value(u"a").toDouble();
    const double b = arguments.value(u"b").toDouble();
    const double sum = a + b;
    finishCall(callKey, structuredResult(u"%1 + %2 = %3"_s.arg(formatNumber(a), formatNumber(b), formatNumber(sum)),
                                         QJsonObject { { u"sum"_s, sum } }));
}

void DemoServer::toolAllTypes(const QString &callKey, const QJsonObject &arguments)
{
    const QJsonObject properties = DemoTools::definition(u"all-types"_s, false)
                                       .value(u"inputSchema").toObject()
                                       .value(u"properties").toObject();
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

    QString summary = u"Received %1 argument(s)"_s.arg(provided.size());
    if (!provided.isEmpty())
        summary += u" (" + provided.join(u", "_s) + u')';
    summary += u"; %1 filled in from defaults.\n"_s.arg(defaulted.size());
    for (auto it = received.constBegin(); it != received.constEnd(); ++it) {
        summary += u"- "_s + it.key() + u" = "_s + jsonText(it.value())
            + (provided.contains(it.key()) ? QString() : u" (default)"_s) + u'\n';
    }
    finishCall(callKey, structuredResult(summary,
                                         QJsonObject { { u"received"_s, received },
                                                       { u"provided"_s, QJsonArray::fromStringList(provided) },
                                                       { u"defaulted"_s, defaulted } }));
}

void DemoServer::toolGetImage(const QString &callKey, const QJsonObject &arguments)
{
    const int size = arguments.value(u"size").toInt(64);
    const QByteArray png = DemoMedia::png(size);
    finishCall(callKey, toolResult(QJsonArray {
                            textBlock(u"A %1x%1 PNG image made by the demo server (%2 bytes)."_s.arg(size).arg(png.size())),
                            QJsonObject { { u"type"_s, u"image"_s },
                                          { u"data"_s, QString::fromLatin1(png.toBase64()) },
                                          { u"mimeType"_s, u"image/png"_s },
                                          { u"annotations"_s, QJsonObject { { u"audience"_s, QJsonArray { u"user"_s } },
                                                                            { u"priority"_s, 0.9 } } } } }));
}

void DemoServer::toolGetAudio(const QString &callKey, const QJsonObject &)
{
    const QByteArray wav = DemoMedia::wav(440.0, 0.25);
    finishCall(callKey, toolResult(QJsonArray {
                            textBlock(u"A quarter-second 440 Hz tone: WAV, 8 kHz mono 16-bit (%1 bytes)."_s.arg(wav.size())),
                            QJsonObject { { u"type"_s, u"audio"_s },
                                          { u"data"_s, QString::fromLatin1(wav.toBase64()) },
                                          { u"mimeType"_s, u"audio/wav"_s } } }));
}

void DemoServer::toolGetResourceLinks(const QString &callKey, const QJsonObject &arguments)
{
    const int count = arguments.value(u"count").toInt(3);
    // Markdown, plain text, JSON, an image and the clock come first, so even a few links show variety.
    static constexpr std::array<int, 10> picks { 1, 2, 3, 12, 0, 4, 5, 6, 7, 8 };
    const QJsonArray resources = m_content.resources();
    QJsonArray content { textBlock(u"%1 link(s) to demo resources; read them with resources/read."_s.arg(count)) };
    for (int i = 0; i < count && i < int(picks.size()); ++i) {
        QJsonObject link = resources.at(picks[size_t(i)]).toObject();
        link.insert(u"type"_s, u"resource_link"_s);
        content.append(link);
    }
    finishCall(callKey, toolResult(content));
}

void DemoServer::toolGetEmbeddedResource(const QString &callKey, const QJsonObject &arguments)
{
    const QString uri = arguments.value(u"uri").toString(u"demo://notes/01.md"_s);
    RpcError error;
    const QJsonObject contents = m_content.read(uri, &error);
    if (error.isSet()) {
        finishCall(callKey, textResult(u"Cannot embed %1: %2."_s.arg(uri, error.message), true));
        return;
    }
    finishCall(callKey, toolResult(QJsonArray { textBlock(u"The resource %1, embedded:"_s.arg(uri)),
                                                QJsonObject { { u"type"_s, u"resource"_s }, { u"resource"_s, contents } } }));
}

void DemoServer::toolFail(const QString &callKey, const QJsonObject &arguments)
{
    const QString reason = arguments.value(u"reason").toString();
    finishCall(callKey, textResult(u"This tool always fails"_s + (reason.isEmpty() ? QString() : u": "_s + reason)
                                       + u". This is a tool error (a normal result with isError: true), "
                                         u"not a JSON-RPC protocol error."_s,
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
    logLine(u"long-running: %1 steps over %2 s%3"_s.arg(call.steps).arg(call.seconds).arg(
        call.progressToken.isUndefined() ? u" (no progress token)"_s : QString()));
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
        sendNotification(u"notifications/progress"_s,
                         QJsonObject { { u"progressToken"_s, call.progressToken },
                                       { u"progress"_s, call.step },
                                       { u"total"_s, call.steps },
                                       { u"message"_s, u"Step %1 of %2"_s.arg(call.step).arg(call.steps) } });
    }
    if (call.step >= call.steps) {
        finishCall(callKey, textResult(u"Long-running operation finished: %1 steps in %2 s."_s
                                           .arg(call.steps).arg(formatNumber(call.seconds))));
    }
}

void DemoServer::toolAskSampling(const QString &callKey, const QJsonObject &arguments)
{
    if (!clientHas(u"sampling"_s)) {
        finishCall(callKey, textResult(u"The client did not declare the 'sampling' capability in initialize, so "
                                       u"the server may not send it sampling/createMessage."_s,
                                       true));
        return;
    }
    const QString method = u"sampling/createMessage"_s;
    sendRequest(callKey, method, ClientAnswers::samplingParams(arguments),
                [this, callKey, method](const QJsonObject &result, const RpcError &error) {
                    finishCall(callKey, error.isSet() ? ClientAnswers::errorResult(method, error.code, error.message)
                                                      : ClientAnswers::samplingResult(result));
                });
}

void DemoServer::toolAskElicitation(const QString &callKey, const QJsonObject &)
{
    if (!clientHas(u"elicitation"_s, u"form"_s)) {
        finishCall(callKey, textResult(u"The client did not declare form elicitation ('elicitation' capability) in "
                                       u"initialize, so the server may not send it elicitation/create."_s,
                                       true));
        return;
    }
    const QString method = u"elicitation/create"_s;
    // "mode" appeared in 2025-11-25.
    sendRequest(callKey, method, ClientAnswers::elicitationParams(m_protocolVersion >= u"2025-11-25"_s),
                [this, callKey, method](const QJsonObject &result, const RpcError &error) {
                    finishCall(callKey, error.isSet() ? ClientAnswers::errorResult(method, error.code, error.message)
                                                      : ClientAnswers::elicitationResult(result));
                });
}

void DemoServer::toolListRoots(const QString &callKey, const QJsonObject &)
{
    if (!clientHas(u"roots"_s)) {
        finishCall(callKey, textResult(u"The client did not declare the 'roots' capability in initialize, so the "
                                       u"server may not send it roots/list."_s,
                                       true));
        return;
    }
    const QString method = u"roots/list"_s;
    sendRequest(callKey, method, QJsonObject(), [this, callKey, method](const QJsonObject &result, const RpcError &error) {
        finishCall(callKey, error.isSet() ? ClientAnswers::errorResult(method, error.code, error.message)
                                          : ClientAnswers::rootsResult(result));
    });
}

void DemoServer::toolToggleTools(const QString &callKey, const QJsonObject &)
{
    m_extraTool = !m_extraTool;
    const QString text = m_extraTool ? u"Added the tool '%1'; the tool list changed."_s.arg(DemoTools::extraToolName())
                                     : u"Removed the tool '%1'; the tool list changed."_s.arg(DemoTools::extraToolName());
    announce(Change::Tools, u"notifications/tools/list_changed"_s);
    log(u"info"_s, text);
    finishCall(callKey, textResult(text));
}

void DemoServer::toolAddNote(const QString &callKey, const QJsonObject &arguments)
{
    QJsonObject link = m_content.addNote(arguments.value(u"title").toString(), arguments.value(u"text").toString());
    const QString uri = link.value(u"uri").toString();
    announce(Change::Resources, u"notifications/resources/list_changed"_s);
    log(u"info"_s, u"Added the resource "_s + uri);
    link.insert(u"type"_s, u"resource_link"_s);
    finishCall(callKey, toolResult(QJsonArray { textBlock(u"Added the note "_s + uri + u'.'), link }));
}

void DemoServer::toolLogSomething(const QString &callKey, const QJsonObject &arguments)
{
    const QString message = arguments.value(u"message").toString(u"Hello from the demo server"_s);
    int sent = 0;
    for (const QString &level : logLevels()) {
        if (logLevels().indexOf(level) >= m_logLevel)
            ++sent;
        log(level, message + u" ("_s + level + u')');
    }
    finishCall(callKey, textResult(u"Sent %1 of %2 log messages; the current level is '%3'."_s
                                       .arg(sent).arg(logLevels().size()).arg(logLevels().at(m_logLevel))));
}

void DemoServer::toolExtra(const QString &callKey, const QJsonObject &)
{
    finishCall(callKey, textResult(u"Hello from the extra tool. Call toggle-tools again to remove it."_s));
}
