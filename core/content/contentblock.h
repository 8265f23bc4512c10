// SPDX-License-Identifier: MIT
#pragma once

#include "content/resourcecontent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace mcpscope {

/// One MCP content block (TextContent, ImageContent, AudioContent, ResourceLink,
/// EmbeddedResource), interpreted: base64 decoded, embedded resources as ResourceContent.
struct ContentBlock
{
    Q_DECLARE_TR_FUNCTIONS(ContentBlock)
public:
    enum class Type { Text, Image, Audio, ResourceLink, EmbeddedResource, Unknown };

    Type type = Type::Unknown;
    QString typeName;        ///< "type" as received
    QString text;            ///< Text
    QString mimeType;        ///< Image, Audio, ResourceLink
    QByteArray data;         ///< Image, Audio: the decoded bytes
    QString uri;             ///< ResourceLink
    QString name;            ///< ResourceLink
    QString title;           ///< ResourceLink
    QString description;     ///< ResourceLink
    ResourceContent resource; ///< EmbeddedResource
    QString problem;         ///< plain words when the block is malformed
    QJsonObject json;        ///< the block as received

    static ContentBlock fromJson(const QJsonValue &value);
};

} // namespace mcpscope
