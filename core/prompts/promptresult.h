// SPDX-License-Identifier: MIT
#pragma once

#include "content/contentblock.h"

#include <QCoreApplication>
#include <QList>

namespace mcpscope {

/// A prompts/get result, interpreted: its description and messages by role.
struct PromptResult
{
    Q_DECLARE_TR_FUNCTIONS(PromptResult)
public:
    struct Message
    {
        QString role; ///< "user", "assistant" or whatever the server sent
        ContentBlock content;
    };

    QString description;
    QList<Message> messages;
    QString problem; ///< plain words when the result is malformed

    static PromptResult fromJson(const QJsonObject &result);
};

} // namespace mcpscope
