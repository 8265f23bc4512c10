// SPDX-License-Identifier: MIT
#pragma once

#include "content/contentblock.h"
#include "jsonschema/schemacheck.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// What a tools/call result says, read once: its content blocks decoded, whether the tool
/// reported an error, and whether its structuredContent matches the tool's outputSchema.
class ToolResult
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::ToolResult)
public:
    /// How structuredContent compares with the tool's outputSchema.
    enum class Verdict {
        None,           ///< no outputSchema and no structuredContent: nothing to say
        NoSchema,       ///< structuredContent present, but the tool declares no outputSchema
        Matches,        ///< it matches the declared outputSchema
        Violates,       ///< it does not (see violations)
        Missing,        ///< the tool declares an outputSchema, the (non-error) result has none
        SchemaUnusable, ///< the outputSchema itself cannot be used (see verdictDetail)
        NotChecked,     ///< too large or deep to check (see verdictDetail)
    };

    /// Reads @p result (the result object of tools/call) against @p outputSchema (the tool's
    /// declared outputSchema; empty when it declares none).
    static ToolResult interpret(const QJsonObject &result, const QJsonObject &outputSchema = {});

    QJsonObject json;           ///< the result as received
    QList<ContentBlock> blocks; ///< problems worded for the Tools view (see blockProblem)
    bool isError = false;       ///< the tool reported an error (isError: true)
    bool hasStructuredContent = false;
    QJsonValue structuredContent;
    Verdict verdict = Verdict::None;
    QList<schemacheck::Violation> violations; ///< Violates
    QString verdictDetail;                    ///< SchemaUnusable / NotChecked: why
    QStringList problems;                     ///< plain words about the result's own shape

    /// The verdict in plain words ("Matches the declared output schema."), empty for None.
    QString verdictText() const;
    /// "1.2 KB", "3 bytes": sizes as people read them.
    static QString sizeText(qint64 bytes);
    /// The kind of a block in plain words ("Image", "Resource link", ...).
    static QString kindText(ContentBlock::Kind kind);

private:
    static ContentBlock readBlock(const QJsonValue &value);
    static QString blockProblem(const ContentBlock &block);
};

} // namespace mcpscope
