// SPDX-License-Identifier: MIT
#include "promptresult.h"

#include <QJsonArray>

namespace mcpscope {

PromptResult PromptResult::fromJson(const QJsonObject &result)
{
    PromptResult r;
    r.description = result.value(QLatin1String("description")).toString();
    const QJsonValue messages = result.value(QLatin1String("messages"));
    if (!messages.isArray()) {
        r.problem = tr("The answer has no \"messages\" list.");
        return r;
    }
    const QJsonArray list = messages.toArray();
    for (const QJsonValue &value : list) {
        Message m;
        const QJsonObject o = value.toObject();
        m.role = o.value(QLatin1String("role")).toString();
        m.content = ContentBlock::fromJson(o.value(QLatin1String("content")));
        if (!value.isObject())
            m.content.problem = tr("The message is not an object.");
        r.messages.append(m);
    }
    return r;
}

} // namespace mcpscope
