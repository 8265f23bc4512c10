// SPDX-License-Identifier: MIT
#include "toolresult.h"

#include <QJsonDocument>

namespace ToolResult {

QJsonObject textBlock(const QString &text)
{
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}};
}

QJsonObject make(const QJsonArray &content, bool isError)
{
    QJsonObject result{{QStringLiteral("content"), content}};
    if (isError)
        result.insert(QStringLiteral("isError"), true);
    return result;
}

QJsonObject text(const QString &text, bool isError)
{
    return make(QJsonArray{textBlock(text)}, isError);
}

QString jsonText(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

} // namespace ToolResult
