// SPDX-License-Identifier: MIT
#include "toolresult.h"

#include <QJsonArray>
#include <QLocale>

namespace mcpscope {

ToolResult ToolResult::interpret(const QJsonObject &result, const QJsonObject &outputSchema)
{
    ToolResult r;
    r.json = result;
    const QJsonValue isError = result.value(QLatin1String("isError"));
    r.isError = isError.toBool(false);
    if (!isError.isUndefined() && !isError.isBool())
        r.problems.append(tr("\"isError\" should be true or false."));

    const QJsonValue content = result.value(QLatin1String("content"));
    if (content.isArray()) {
        const QJsonArray blocks = content.toArray();
        for (const QJsonValue &value : blocks) {
            if (!value.isObject()) {
                Block block;
                block.problem = tr("This content block is not a JSON object.");
                r.blocks.append(block);
                continue;
            }
            r.blocks.append(readBlock(value.toObject()));
        }
    } else {
        r.problems.append(content.isUndefined() ? tr("The result has no \"content\" list.")
                                                : tr("The result's \"content\" is not a list."));
    }

    const QJsonValue structured = result.value(QLatin1String("structuredContent"));
    r.hasStructuredContent = !structured.isUndefined();
    r.structuredContent = structured;
    if (r.hasStructuredContent && !structured.isObject())
        r.problems.append(tr("\"structuredContent\" should be a JSON object."));

    if (outputSchema.isEmpty()) {
        r.verdict = r.hasStructuredContent ? Verdict::NoSchema : Verdict::None;
    } else if (!r.hasStructuredContent) {
        // A tool error need not carry structured content; only a successful result must.
        r.verdict = r.isError ? Verdict::None : Verdict::Missing;
    } else {
        schemacheck::SchemaProblem problem;
        const auto compiled = schemacheck::compileCached(outputSchema, &problem);
        if (!compiled) {
            r.verdict = problem.kind == schemacheck::SchemaProblem::Unchecked ? Verdict::NotChecked : Verdict::SchemaUnusable;
            r.verdictDetail = problem.reason;
        } else {
            QString skipped;
            if (!schemacheck::validate(*compiled, structured, &r.violations, 20, &skipped)) {
                r.verdict = Verdict::NotChecked;
                r.verdictDetail = skipped;
            } else {
                r.verdict = r.violations.isEmpty() ? Verdict::Matches : Verdict::Violates;
            }
        }
    }
    return r;
}

ToolResult::Block ToolResult::readBlock(const QJsonObject &object)
{
    Block block;
    block.json = object;
    block.type = object.value(QLatin1String("type")).toString();
    block.mimeType = object.value(QLatin1String("mimeType")).toString();
    const QString &type = block.type;
    if (type == QLatin1String("text")) {
        block.kind = Block::Kind::Text;
        const QJsonValue text = object.value(QLatin1String("text"));
        block.text = text.toString();
        if (!text.isString())
            block.problem = tr("This text block has no \"text\".");
    } else if (type == QLatin1String("image") || type == QLatin1String("audio")) {
        block.kind = type == QLatin1String("image") ? Block::Kind::Image : Block::Kind::Audio;
        decodeBase64(object.value(QLatin1String("data")), &block.data, &block.problem);
        if (block.problem.isEmpty() && block.mimeType.isEmpty())
            block.problem = tr("The block does not say its MIME type.");
    } else if (type == QLatin1String("resource_link")) {
        block.kind = Block::Kind::ResourceLink;
        block.uri = object.value(QLatin1String("uri")).toString();
        block.name = object.value(QLatin1String("name")).toString();
        block.title = object.value(QLatin1String("title")).toString();
        block.description = object.value(QLatin1String("description")).toString();
        const QJsonValue size = object.value(QLatin1String("size"));
        if (size.isDouble() && size.toDouble() >= 0)
            block.size = qint64(size.toDouble());
        if (block.uri.isEmpty())
            block.problem = tr("This resource link has no \"uri\".");
    } else if (type == QLatin1String("resource")) {
        const QJsonObject resource = object.value(QLatin1String("resource")).toObject();
        block.uri = resource.value(QLatin1String("uri")).toString();
        block.mimeType = resource.value(QLatin1String("mimeType")).toString();
        if (resource.value(QLatin1String("text")).isString()) {
            block.kind = Block::Kind::EmbeddedText;
            block.text = resource.value(QLatin1String("text")).toString();
        } else if (resource.contains(QLatin1String("blob"))) {
            block.kind = Block::Kind::EmbeddedBlob;
            decodeBase64(resource.value(QLatin1String("blob")), &block.data, &block.problem);
        } else {
            block.kind = Block::Kind::EmbeddedText;
            block.problem = tr("This embedded resource has neither \"text\" nor \"blob\".");
        }
        if (block.problem.isEmpty() && block.uri.isEmpty())
            block.problem = tr("This embedded resource has no \"uri\".");
    } else {
        block.kind = Block::Kind::Unknown;
        block.problem = type.isEmpty() ? tr("This content block has no \"type\".")
                                       : tr("mcpscope does not know content blocks of type \"%1\".").arg(type.left(80));
    }
    return block;
}

bool ToolResult::decodeBase64(const QJsonValue &value, QByteArray *bytes, QString *problem)
{
    if (!value.isString()) {
        *problem = tr("The data is missing (it should be base64 text).");
        return false;
    }
    auto decoded = QByteArray::fromBase64Encoding(value.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        *problem = tr("The data is not valid base64, so it cannot be shown.");
        return false;
    }
    *bytes = decoded.decoded;
    return true;
}

QString ToolResult::verdictText() const
{
    switch (verdict) {
    case Verdict::None:
        return {};
    case Verdict::NoSchema:
        return tr("The tool declares no output schema, so the structured content was not checked.");
    case Verdict::Matches:
        return tr("Matches the declared output schema.");
    case Verdict::Violates:
        return tr("Does not match the declared output schema.");
    case Verdict::Missing:
        return tr("Missing, although the tool declares an output schema.");
    case Verdict::SchemaUnusable:
        return tr("The tool's output schema cannot be used: %1").arg(verdictDetail);
    case Verdict::NotChecked:
        return tr("Not checked against the output schema: %1").arg(verdictDetail);
    }
    return {};
}

QString ToolResult::sizeText(qint64 bytes)
{
    if (bytes < 1024)
        return tr("%n byte(s)", nullptr, int(bytes));
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

QString ToolResult::kindText(Block::Kind kind)
{
    switch (kind) {
    case Block::Kind::Text:
        return tr("Text");
    case Block::Kind::Image:
        return tr("Image");
    case Block::Kind::Audio:
        return tr("Audio");
    case Block::Kind::ResourceLink:
        return tr("Resource link");
    case Block::Kind::EmbeddedText:
        return tr("Embedded resource (text)");
    case Block::Kind::EmbeddedBlob:
        return tr("Embedded resource (binary)");
    case Block::Kind::Unknown:
        return tr("Unknown content");
    }
    return {};
}

} // namespace mcpscope
