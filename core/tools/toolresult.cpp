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
        for (const QJsonValue &value : blocks)
            r.blocks.append(readBlock(value));
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
            r.verdict
                = problem.kind == schemacheck::SchemaProblem::Unchecked ? Verdict::NotChecked : Verdict::SchemaUnusable;
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

ContentBlock ToolResult::readBlock(const QJsonValue &value)
{
    ContentBlock block = ContentBlock::fromJson(value);
    block.problem = blockProblem(block);
    // Unlike the Resources view, the Tools view offers nothing decoded from invalid base64.
    if (block.issue == ContentBlock::Issue::BadBase64)
        block.data.clear();
    if (block.resource.issue == ResourceContent::Issue::BadBase64)
        block.resource.bytes.clear();
    return block;
}

QString ToolResult::blockProblem(const ContentBlock &block)
{
    using Issue = ContentBlock::Issue;
    switch (block.issue) {
    case Issue::NotObject:
        return tr("This content block is not a JSON object.");
    case Issue::NoType:
        return tr("This content block has no \"type\".");
    case Issue::UnknownType:
        return tr("mcpscope does not know content blocks of type \"%1\".").arg(block.typeName.left(80));
    case Issue::NoText:
        return tr("This text block has no \"text\".");
    case Issue::NoData:
        return tr("The data is missing (it should be base64 text).");
    case Issue::BadBase64:
        return tr("The data is not valid base64, so it cannot be shown.");
    case Issue::NoUri:
        return tr("This resource link has no \"uri\".");
    case Issue::NoResourceObject:
        return tr("This embedded resource has neither \"text\" nor \"blob\".");
    case Issue::ResourceProblem:
        if (block.resource.issue == ResourceContent::Issue::NoTextNorBlob)
            return tr("This embedded resource has neither \"text\" nor \"blob\".");
        if (block.resource.issue == ResourceContent::Issue::BadBase64)
            return tr("The data is not valid base64, so it cannot be shown.");
        break; // text and blob both present, or a text MIME type that is not UTF-8: fine here
    case Issue::None:
        break;
    }
    if ((block.type == ContentBlock::Type::Image || block.type == ContentBlock::Type::Audio)
        && block.mimeType.isEmpty())
        return tr("The block does not say its MIME type.");
    if (block.type == ContentBlock::Type::EmbeddedResource && block.resource.uri.isEmpty())
        return tr("This embedded resource has no \"uri\".");
    return {};
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

QString ToolResult::kindText(ContentBlock::Kind kind)
{
    switch (kind) {
    case ContentBlock::Kind::Text:
        return tr("Text");
    case ContentBlock::Kind::Image:
        return tr("Image");
    case ContentBlock::Kind::Audio:
        return tr("Audio");
    case ContentBlock::Kind::ResourceLink:
        return tr("Resource link");
    case ContentBlock::Kind::EmbeddedText:
        return tr("Embedded resource (text)");
    case ContentBlock::Kind::EmbeddedBlob:
        return tr("Embedded resource (binary)");
    case ContentBlock::Kind::Unknown:
        return tr("Unknown content");
    }
    return {};
}

} // namespace mcpscope
