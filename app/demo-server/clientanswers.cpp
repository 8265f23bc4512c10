// SPDX-License-Identifier: MIT
#include "clientanswers.h"

#include "argumentvalidator.h"
#include "toolresult.h"

#include <QJsonArray>
#include <QStringList>

using namespace Qt::StringLiterals;
using ToolResult::jsonText;

namespace {

QJsonObject elicitationSchema()
{
    return QJsonObject {
        { u"type"_s, u"object"_s },
        { u"properties"_s,
          QJsonObject {
              { u"name"_s, QJsonObject { { u"type"_s, u"string"_s }, { u"title"_s, u"Name"_s },
                                         { u"description"_s, u"What should we call you?"_s }, { u"minLength"_s, 1 } } },
              { u"age"_s, QJsonObject { { u"type"_s, u"integer"_s }, { u"title"_s, u"Age"_s },
                                        { u"minimum"_s, 0 }, { u"maximum"_s, 150 } } },
              { u"subscribe"_s, QJsonObject { { u"type"_s, u"boolean"_s }, { u"title"_s, u"Subscribe"_s },
                                              { u"description"_s, u"Send me the newsletter"_s }, { u"default"_s, false } } },
              { u"color"_s, QJsonObject { { u"type"_s, u"string"_s }, { u"title"_s, u"Favourite colour"_s },
                                          { u"enum"_s, QJsonArray { u"red"_s, u"green"_s, u"blue"_s, u"yellow"_s } } } },
          } },
        { u"required"_s, QJsonArray { u"name"_s } },
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
        return u"[%1, %2]"_s.arg(type, block.value(u"mimeType").toString());
    if (type == u"tool_use")
        return u"[tool use: %1]"_s.arg(block.value(u"name").toString());
    return u"[%1]"_s.arg(type.isEmpty() ? u"unknown content"_s : type);
}

} // namespace

namespace ClientAnswers {

QJsonObject elicitationParams(bool withMode)
{
    QJsonObject params { { u"message"_s, u"The mcpscope demo server would like to know a little about you."_s },
                         { u"requestedSchema"_s, elicitationSchema() } };
    if (withMode)
        params.insert(u"mode"_s, u"form"_s);
    return params;
}

QJsonObject samplingParams(const QJsonObject &arguments)
{
    return QJsonObject {
        { u"messages"_s, QJsonArray { QJsonObject { { u"role"_s, u"user"_s },
                                                    { u"content"_s, ToolResult::textBlock(arguments.value(u"prompt").toString()) } } } },
        { u"systemPrompt"_s, u"You are answering a question from the mcpscope demo server. Be brief."_s },
        { u"maxTokens"_s, arguments.value(u"maxTokens").toInt(100) },
    };
}

QJsonObject elicitationResult(const QJsonObject &result)
{
    const QString action = result.value(u"action").toString();
    if (action == u"decline")
        return ToolResult::text(u"The user declined to answer (action: decline)."_s);
    if (action == u"cancel")
        return ToolResult::text(u"The user dismissed the form without choosing (action: cancel)."_s);
    if (action != u"accept") {
        return ToolResult::text(u"The client's elicitation result has an invalid action: "_s
                                    + jsonText(result.value(u"action")),
                                true);
    }
    const QJsonObject content = result.value(u"content").toObject();
    const QString problem = ArgumentValidator::check(content, elicitationSchema());
    if (!problem.isEmpty()) {
        return ToolResult::text(u"The user accepted, but the content does not match the requested schema: "_s
                                    + problem + u'.',
                                true);
    }
    QString text = u"The user accepted and sent:"_s;
    for (auto it = content.constBegin(); it != content.constEnd(); ++it)
        text += u"\n- "_s + it.key() + u": "_s + jsonText(it.value());
    return ToolResult::text(text);
}

QJsonObject samplingResult(const QJsonObject &result)
{
    if (!result.contains(u"content"))
        return ToolResult::text(u"The client's sampling result has no content."_s, true);
    const QString model = result.value(u"model").toString();
    QString text = u"The client's model (%1) answered:\n%2"_s.arg(model.isEmpty() ? u"unnamed"_s : model,
                                                                   describeSamplingContent(result.value(u"content")));
    if (result.value(u"stopReason").isString())
        text += u"\n(stop reason: "_s + result.value(u"stopReason").toString() + u')';
    return ToolResult::text(text);
}

QJsonObject rootsResult(const QJsonObject &result)
{
    if (!result.value(u"roots").isArray())
        return ToolResult::text(u"The client's roots/list result has no 'roots' array."_s, true);
    const QJsonArray roots = result.value(u"roots").toArray();
    if (roots.isEmpty())
        return ToolResult::text(u"The client has no roots."_s);
    QString text = u"The client has %1 root(s):"_s.arg(roots.size());
    for (const QJsonValue &root : roots) {
        const QJsonObject r = root.toObject();
        text += u"\n- "_s + r.value(u"uri").toString();
        if (r.value(u"name").isString())
            text += u" ("_s + r.value(u"name").toString() + u')';
    }
    return ToolResult::text(text);
}

QJsonObject errorResult(const QString &method, int code, const QString &message)
{
    return ToolResult::text(u"The client answered %1 with error %2: %3"_s.arg(method).arg(code).arg(message), true);
}

} // namespace ClientAnswers
