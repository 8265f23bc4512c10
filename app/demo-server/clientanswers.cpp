// SPDX-License-Identifier: MIT
#include "clientanswers.h"

#include "argumentvalidator.h"
#include "toolresult.h"

#include <QJsonArray>
#include <QStringList>

using ToolResult::jsonText;

namespace {

QJsonObject elicitationSchema()
{
    return QJsonObject{
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
         QJsonObject{
             {QStringLiteral("name"),
              QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                          {QStringLiteral("title"), QStringLiteral("Name")},
                          {QStringLiteral("description"), QStringLiteral("What should we call you?")},
                          {QStringLiteral("minLength"), 1}}},
             {QStringLiteral("age"), QJsonObject{{QStringLiteral("type"), QStringLiteral("integer")},
                                                 {QStringLiteral("title"), QStringLiteral("Age")},
                                                 {QStringLiteral("minimum"), 0},
                                                 {QStringLiteral("maximum"), 150}}},
             {QStringLiteral("subscribe"),
              QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")},
                          {QStringLiteral("title"), QStringLiteral("Subscribe")},
                          {QStringLiteral("description"), QStringLiteral("Send me the newsletter")},
                          {QStringLiteral("default"), false}}},
             {QStringLiteral("color"),
              QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                          {QStringLiteral("title"), QStringLiteral("Favourite colour")},
                          {QStringLiteral("enum"), QJsonArray{QStringLiteral("red"), QStringLiteral("green"),
                                                              QStringLiteral("blue"), QStringLiteral("yellow")}}}},
         }},
        {QStringLiteral("required"), QJsonArray{QStringLiteral("name")}},
    };
}

QString describeSamplingContent(const QJsonValue &content)
{
    if (content.isArray()) {
        QStringList parts;
        const QJsonArray blocks = content.toArray();
        for (const QJsonValue &block : blocks)
            parts.append(describeSamplingContent(block));
        return parts.join(u'\n');
    }
    const QJsonObject block = content.toObject();
    const QString type = block.value(u"type").toString();
    if (type == u"text")
        return block.value(u"text").toString();
    if (type == u"image" || type == u"audio")
        return QStringLiteral("[%1, %2]").arg(type, block.value(u"mimeType").toString());
    if (type == u"tool_use")
        return QStringLiteral("[tool use: %1]").arg(block.value(u"name").toString());
    return QStringLiteral("[%1]").arg(type.isEmpty() ? QStringLiteral("unknown content") : type);
}

} // namespace

namespace ClientAnswers {

QJsonObject elicitationParams(bool withMode)
{
    QJsonObject params{
        {QStringLiteral("message"), QStringLiteral("The mcpscope demo server would like to know a little about you.")},
        {QStringLiteral("requestedSchema"), elicitationSchema()}};
    if (withMode)
        params.insert(QStringLiteral("mode"), QStringLiteral("form"));
    return params;
}

QJsonObject samplingParams(const QJsonObject &arguments)
{
    return QJsonObject{
        {QStringLiteral("messages"),
         QJsonArray{
             QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                         {QStringLiteral("content"), ToolResult::textBlock(arguments.value(u"prompt").toString())}}}},
        {QStringLiteral("systemPrompt"),
         QStringLiteral("You are answering a question from the mcpscope demo server. Be brief.")},
        {QStringLiteral("maxTokens"), arguments.value(u"maxTokens").toInt(100)},
    };
}

QJsonObject elicitationResult(const QJsonObject &result)
{
    const QString action = result.value(u"action").toString();
    if (action == u"decline")
        return ToolResult::text(QStringLiteral("The user declined to answer (action: decline)."));
    if (action == u"cancel")
        return ToolResult::text(QStringLiteral("The user dismissed the form without choosing (action: cancel)."));
    if (action != u"accept") {
        return ToolResult::text(QStringLiteral("The client's elicitation result has an invalid action: ")
                                    + jsonText(result.value(u"action")),
                                true);
    }
    const QJsonObject content = result.value(u"content").toObject();
    const QString problem = ArgumentValidator::check(content, elicitationSchema());
    if (!problem.isEmpty()) {
        return ToolResult::text(
            QStringLiteral("The user accepted, but the content does not match the requested schema: ") + problem + u'.',
            true);
    }
    QString text = QStringLiteral("The user accepted and sent:");
    for (auto it = content.constBegin(); it != content.constEnd(); ++it)
        text += QStringLiteral("\n- ") + it.key() + QStringLiteral(": ") + jsonText(it.value());
    return ToolResult::text(text);
}

QJsonObject samplingResult(const QJsonObject &result)
{
    if (!result.contains(u"content"))
        return ToolResult::text(QStringLiteral("The client's sampling result has no content."), true);
    const QString model = result.value(u"model").toString();
    QString text = QStringLiteral("The client's model (%1) answered:\n%2")
                       .arg(model.isEmpty() ? QStringLiteral("unnamed") : model,
                            describeSamplingContent(result.value(u"content")));
    if (result.value(u"stopReason").isString())
        text += QStringLiteral("\n(stop reason: ") + result.value(u"stopReason").toString() + u')';
    return ToolResult::text(text);
}

QJsonObject rootsResult(const QJsonObject &result)
{
    if (!result.value(u"roots").isArray())
        return ToolResult::text(QStringLiteral("The client's roots/list result has no 'roots' array."), true);
    const QJsonArray roots = result.value(u"roots").toArray();
    if (roots.isEmpty())
        return ToolResult::text(QStringLiteral("The client has no roots."));
    QString text = QStringLiteral("The client has %1 root(s):").arg(roots.size());
    for (const QJsonValue &root : roots) {
        const QJsonObject r = root.toObject();
        text += QStringLiteral("\n- ") + r.value(u"uri").toString();
        if (r.value(u"name").isString())
            text += QStringLiteral(" (") + r.value(u"name").toString() + u')';
    }
    return ToolResult::text(text);
}

QJsonObject errorResult(const QString &method, int code, const QString &message)
{
    return ToolResult::text(
        QStringLiteral("The client answered %1 with error %2: %3").arg(method).arg(code).arg(message), true);
}

} // namespace ClientAnswers
