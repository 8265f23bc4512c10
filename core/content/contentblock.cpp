// SPDX-License-Identifier: MIT
#include "contentblock.h"

#include "validation/mcpshapesyntax.h"

namespace mcpscope {

ContentBlock::Kind ContentBlock::kind() const
{
    switch (type) {
    case Type::Text:
        return Kind::Text;
    case Type::Image:
        return Kind::Image;
    case Type::Audio:
        return Kind::Audio;
    case Type::ResourceLink:
        return Kind::ResourceLink;
    case Type::EmbeddedResource:
        return resource.fromBlob ? Kind::EmbeddedBlob : Kind::EmbeddedText;
    case Type::Unknown:
        break;
    }
    return Kind::Unknown;
}

ContentBlock ContentBlock::fromJson(const QJsonValue &value)
{
    ContentBlock b;
    if (!value.isObject()) {
        b.issue = Issue::NotObject;
        b.problem = tr("The content is not an object.");
        return b;
    }
    const QJsonObject o = value.toObject();
    b.json = o;
    b.typeName = o.value(QLatin1String("type")).toString();
    const auto decode = [&b, &o] {
        b.mimeType = o.value(QLatin1String("mimeType")).toString();
        const QJsonValue data = o.value(QLatin1String("data"));
        if (!data.isString()) {
            b.issue = Issue::NoData;
            b.problem = tr("The block has no \"data\".");
            return;
        }
        QString why;
        if (!shapesyntax::checkBase64(data.toString(), &why)) {
            b.issue = Issue::BadBase64;
            b.problem = tr("The \"data\" is not valid base64 (%1).").arg(why);
        }
        b.data = QByteArray::fromBase64(data.toString().toLatin1());
    };
    if (b.typeName == QLatin1String("text")) {
        b.type = Type::Text;
        const QJsonValue text = o.value(QLatin1String("text"));
        if (!text.isString()) {
            b.issue = Issue::NoText;
            b.problem = tr("The text block has no \"text\".");
        }
        b.text = text.toString();
    } else if (b.typeName == QLatin1String("image")) {
        b.type = Type::Image;
        decode();
    } else if (b.typeName == QLatin1String("audio")) {
        b.type = Type::Audio;
        decode();
    } else if (b.typeName == QLatin1String("resource_link")) {
        b.type = Type::ResourceLink;
        b.uri = o.value(QLatin1String("uri")).toString();
        b.name = o.value(QLatin1String("name")).toString();
        b.title = o.value(QLatin1String("title")).toString();
        b.description = o.value(QLatin1String("description")).toString();
        b.mimeType = o.value(QLatin1String("mimeType")).toString();
        const QJsonValue size = o.value(QLatin1String("size"));
        if (size.isDouble() && size.toDouble() >= 0)
            b.size = qint64(size.toDouble());
        if (b.uri.isEmpty()) {
            b.issue = Issue::NoUri;
            b.problem = tr("The resource link has no \"uri\".");
        }
    } else if (b.typeName == QLatin1String("resource")) {
        b.type = Type::EmbeddedResource;
        const QJsonValue resource = o.value(QLatin1String("resource"));
        if (resource.isObject()) {
            b.resource = ResourceContent::fromJson(resource.toObject());
            b.problem = b.resource.problem;
            if (b.resource.issue != ResourceContent::Issue::None)
                b.issue = Issue::ResourceProblem;
        } else {
            b.issue = Issue::NoResourceObject;
            b.problem = tr("The embedded resource has no \"resource\" object.");
        }
    } else {
        b.type = Type::Unknown;
        b.issue = b.typeName.isEmpty() ? Issue::NoType : Issue::UnknownType;
        b.problem = tr("Unknown content type \"%1\".").arg(b.typeName.left(60));
    }
    return b;
}

} // namespace mcpscope
