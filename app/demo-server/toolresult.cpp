// SPDX-License-Identifier: MIT
#include "toolresult.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace ToolResult {

QJsonObject textBlock(const QString &text)
{
    return QJsonObject { { u"type"_s, u"text"_s }, { u"text"_s, text } };
}

QJsonObject make(const QJsonArray &content, bool isError)
{
    QJsonObject result { { u"content"_s, content } };
    if (isError)
        result.insert(u"isError"_s, true);
    return result;
}

QJsonObject text(const QString &text, bool isError)
{
    return make(QJsonArray { textBlock(text) }, isError);
}

QString jsonText(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

} // namespace ToolResult
