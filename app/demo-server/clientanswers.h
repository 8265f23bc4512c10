// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

/// What ask-elicitation, ask-sampling and list-roots ask the client, and what they make of its
/// answer. The same in both eras: in 2025-11-25 the question goes out as a server request, in
/// 2026-07-28 as an input request of an InputRequiredResult, and the answer comes back as the
/// response or as an input response of the retried call.
namespace ClientAnswers {

/// The params of elicitation/create (a form); "mode" only when @p withMode (2025-11-25 and later).
QJsonObject elicitationParams(bool withMode);
/// The params of sampling/createMessage for the tool's @p arguments.
QJsonObject samplingParams(const QJsonObject &arguments);

/// The tool result for the client's ElicitResult @p result.
QJsonObject elicitationResult(const QJsonObject &result);
/// The tool result for the client's CreateMessageResult @p result.
QJsonObject samplingResult(const QJsonObject &result);
/// The tool result for the client's ListRootsResult @p result.
QJsonObject rootsResult(const QJsonObject &result);
/// The tool result when the client answered @p method with an error.
QJsonObject errorResult(const QString &method, int code, const QString &message);

} // namespace ClientAnswers
