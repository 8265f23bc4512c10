// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace mcpscope {

/// One message of a sampling request: who speaks and its content blocks (text, image, audio,
/// tool_use, tool_result), a single block and an array of blocks both read as a list.
struct SamplingMessage
{
    QString role;
    QList<QJsonObject> blocks;
};

/// A sampling/createMessage request, read for showing it to a person. Missing members keep
/// their "not given" values (-1, empty, NaN for temperature).
struct SamplingRequest
{
    QList<SamplingMessage> messages;
    QString systemPrompt;
    QStringList modelHints;   ///< modelPreferences.hints[].name, in order
    double costPriority = -1; ///< 0..1; -1 when not given
    double speedPriority = -1;
    double intelligencePriority = -1;
    qint64 maxTokens = -1;
    bool hasTemperature = false;
    double temperature = 0;
    QStringList stopSequences;
    QString includeContext; ///< "none", "thisServer", "allServers" or empty
    QJsonArray tools;       ///< tool definitions the model may use
    QJsonObject toolChoice;
    QJsonObject metadata;

    static SamplingRequest fromParams(const QJsonObject &params);
    /// The content blocks of a message's content (one block or an array of blocks).
    static QList<QJsonObject> blocksOf(const QJsonValue &content);
};

/// Building and checking sampling/createMessage results (MCP 2025-11-25 CreateMessageResult).
class Sampling
{
    Q_DECLARE_TR_FUNCTIONS(Sampling)
public:
    /// The error code for a person who refused a sampling request (the spec's example).
    static constexpr int UserRejectedCode = -1;
    /// The error text sent when a person rejects (English: it goes over the wire).
    static QString rejectedMessage();

    /// The stop reasons the spec names: endTurn, stopSequence, maxTokens, toolUse.
    static QStringList standardStopReasons();

    /// A result with one text block: {role, content {type text, text}, model, stopReason}.
    /// An empty @p stopReason is left out; @p role is "assistant" unless given.
    static QJsonObject textResult(const QString &text, const QString &model, const QString &stopReason,
                                  const QString &role = QStringLiteral("assistant"));

    /// What is wrong with @p result as a CreateMessageResult, in plain words (empty: fine).
    static QStringList checkResult(const QJsonObject &result);
};

} // namespace mcpscope
