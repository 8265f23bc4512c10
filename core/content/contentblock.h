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
    /// Type, with embedded resources told apart by how they were sent ("text" or base64 "blob").
    enum class Kind { Text, Image, Audio, ResourceLink, EmbeddedText, EmbeddedBlob, Unknown };
    /// What is wrong with the block, for callers that word it themselves (see problem).
    enum class Issue {
        None,
        NotObject,        ///< the block is not a JSON object
        NoType,           ///< it has no "type"
        UnknownType,      ///< its "type" is not one MCP defines
        NoText,           ///< a text block without a "text" string
        NoData,           ///< an image or audio block without a "data" string
        BadBase64,        ///< "data" is not valid base64 (data holds what could be decoded)
        NoUri,            ///< a resource link without "uri"
        NoResourceObject, ///< an embedded resource without a "resource" object
        ResourceProblem,  ///< the embedded resource itself is malformed (see resource.issue)
    };

    Type type = Type::Unknown;
    QString typeName;         ///< "type" as received
    QString text;             ///< Text
    QString mimeType;         ///< Image, Audio, ResourceLink
    QByteArray data;          ///< Image, Audio: the decoded bytes
    QString uri;              ///< ResourceLink
    QString name;             ///< ResourceLink
    QString title;            ///< ResourceLink
    QString description;      ///< ResourceLink
    qint64 size = -1;         ///< ResourceLink: the size the server declared, else -1
    ResourceContent resource; ///< EmbeddedResource
    Issue issue = Issue::None;
    QString problem;  ///< plain words when the block is malformed
    QJsonObject json; ///< the block as received

    /// The kind of block (embedded resources split into text and binary).
    Kind kind() const;

    static ContentBlock fromJson(const QJsonValue &value);
};

} // namespace mcpscope
