// SPDX-License-Identifier: MIT
#include "sampling.h"

namespace mcpscope {

namespace {

double priority(const QJsonObject &preferences, QLatin1String key)
{
    const QJsonValue v = preferences.value(key);
    return v.isDouble() ? v.toDouble() : -1;
}

bool isBlockType(const QString &type)
{
    return type == QLatin1String("text") || type == QLatin1String("image") || type == QLatin1String("audio")
           || type == QLatin1String("tool_use") || type == QLatin1String("tool_result");
}

} // namespace

QList<QJsonObject> SamplingRequest::blocksOf(const QJsonValue &content)
{
    QList<QJsonObject> blocks;
    if (content.isObject()) {
        blocks.append(content.toObject());
    } else if (content.isArray()) {
        const QJsonArray array = content.toArray();
        for (const QJsonValue &v : array) {
            if (v.isObject())
                blocks.append(v.toObject());
        }
    }
    return blocks;
}

SamplingRequest SamplingRequest::fromParams(const QJsonObject &params)
{
    SamplingRequest r;
    const QJsonArray messages = params.value(QLatin1String("messages")).toArray();
    for (const QJsonValue &m : messages) {
        const QJsonObject o = m.toObject();
        r.messages.append({o.value(QLatin1String("role")).toString(), blocksOf(o.value(QLatin1String("content")))});
    }
    r.systemPrompt = params.value(QLatin1String("systemPrompt")).toString();
    const QJsonObject preferences = params.value(QLatin1String("modelPreferences")).toObject();
    const QJsonArray hints = preferences.value(QLatin1String("hints")).toArray();
    for (const QJsonValue &h : hints) {
        const QString name = h.toObject().value(QLatin1String("name")).toString();
        if (!name.isEmpty())
            r.modelHints.append(name);
    }
    r.costPriority = priority(preferences, QLatin1String("costPriority"));
    r.speedPriority = priority(preferences, QLatin1String("speedPriority"));
    r.intelligencePriority = priority(preferences, QLatin1String("intelligencePriority"));
    const QJsonValue maxTokens = params.value(QLatin1String("maxTokens"));
    if (maxTokens.isDouble())
        r.maxTokens = qint64(maxTokens.toDouble());
    const QJsonValue temperature = params.value(QLatin1String("temperature"));
    r.hasTemperature = temperature.isDouble();
    r.temperature = temperature.toDouble();
    const QJsonArray stops = params.value(QLatin1String("stopSequences")).toArray();
    for (const QJsonValue &s : stops)
        r.stopSequences.append(s.toString());
    r.includeContext = params.value(QLatin1String("includeContext")).toString();
    r.tools = params.value(QLatin1String("tools")).toArray();
    r.toolChoice = params.value(QLatin1String("toolChoice")).toObject();
    r.metadata = params.value(QLatin1String("metadata")).toObject();
    return r;
}

QString Sampling::rejectedMessage()
{
    return QStringLiteral("User rejected sampling request");
}

QStringList Sampling::standardStopReasons()
{
    return {QStringLiteral("endTurn"), QStringLiteral("stopSequence"), QStringLiteral("maxTokens"),
            QStringLiteral("toolUse")};
}

QJsonObject Sampling::textResult(const QString &text, const QString &model, const QString &stopReason,
                                 const QString &role)
{
    QJsonObject result{{QStringLiteral("role"), role},
                       {QStringLiteral("content"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}}},
                       {QStringLiteral("model"), model}};
    if (!stopReason.isEmpty())
        result.insert(QStringLiteral("stopReason"), stopReason);
    return result;
}

QStringList Sampling::checkResult(const QJsonObject &result)
{
    QStringList problems;
    const QJsonValue role = result.value(QLatin1String("role"));
    if (!role.isString())
        problems << tr("The answer has no role (it must be \"assistant\" or \"user\").");
    else if (role.toString() != QLatin1String("assistant") && role.toString() != QLatin1String("user"))
        problems << tr("The role \"%1\" is neither \"assistant\" nor \"user\".").arg(role.toString().left(40));
    const QJsonValue model = result.value(QLatin1String("model"));
    if (!model.isString())
        problems << tr("The answer does not name the model that wrote it.");
    const QJsonValue stopReason = result.value(QLatin1String("stopReason"));
    if (!stopReason.isUndefined() && !stopReason.isString())
        problems << tr("The stop reason must be text.");
    const QJsonValue content = result.value(QLatin1String("content"));
    if (!content.isObject() && !content.isArray()) {
        problems << tr("The answer has no content.");
        return problems;
    }
    const QList<QJsonObject> blocks = SamplingRequest::blocksOf(content);
    if (content.isArray() && blocks.size() != content.toArray().size())
        problems << tr("Every entry of the content must be a content block.");
    bool hasToolUse = false;
    for (const QJsonObject &block : blocks) {
        const QString type = block.value(QLatin1String("type")).toString();
        if (!isBlockType(type)) {
            problems << tr("The content block type \"%1\" is not allowed in a sampling answer.").arg(type.left(40));
            continue;
        }
        if (type == QLatin1String("text") && !block.value(QLatin1String("text")).isString())
            problems << tr("A text block has no text.");
        if ((type == QLatin1String("image") || type == QLatin1String("audio"))
            && (!block.value(QLatin1String("data")).isString() || !block.value(QLatin1String("mimeType")).isString()))
            problems << tr("An image or audio block needs data and a MIME type.");
        if (type == QLatin1String("tool_use"))
            hasToolUse = true;
    }
    if (stopReason.toString() == QLatin1String("toolUse") && !hasToolUse)
        problems << tr("The stop reason \"toolUse\" needs a tool_use block in the content.");
    return problems;
}

} // namespace mcpscope
