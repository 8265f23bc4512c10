// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/message.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>
#include <QUrl>

namespace mcpscope {

/// An elicitation/create request, read for showing it to a person: form mode (a message and
/// a flat requestedSchema) or URL mode (a message, a URL to open and an elicitationId).
struct ElicitationRequest
{
    enum class Mode { Form, Url, Unknown };
    Mode mode = Mode::Unknown;
    QString modeName; ///< as sent ("form" when the member is missing)
    QString message;
    QJsonObject requestedSchema; ///< form mode
    QString url;                 ///< URL mode, as sent
    QString elicitationId;       ///< URL mode
    /// Why it cannot be answered as asked (plain words; empty when it can).
    QString problem;

    static ElicitationRequest fromParams(const QJsonObject &params);
};

/// Building and checking elicitation results, and the URL-mode safety checks (MCP 2025-11-25
/// client/elicitation).
class Elicitation
{
    Q_DECLARE_TR_FUNCTIONS(Elicitation)
public:
    /// {action: "accept", content} (form mode).
    static QJsonObject acceptResult(const QJsonObject &content);
    /// {action: "accept"} (URL mode: the person agreed to open the URL; no content).
    static QJsonObject acceptUrlResult();
    static QJsonObject declineResult();
    /// The content a person gets by accepting a form without touching it: each property of
    /// @p requestedSchema that has a "default", with that value (SEP-1034).
    static QJsonObject defaultContent(const QJsonObject &requestedSchema);
    static QJsonObject cancelResult();

    /// What is wrong with @p result as an ElicitResult for a request in @p mode, in plain
    /// words (empty: fine): the action, content only on accept in form mode, flat values.
    static QStringList checkResult(const QJsonObject &result, ElicitationRequest::Mode mode);

    /// The host of @p url as people read it (Unicode), or empty when it has none.
    static QString displayHost(const QUrl &url);
    /// The site @p url leads to, as the browser will reach it (the registrable part is not
    /// guessed: the whole host, in its ASCII form when it differs).
    static QString asciiHost(const QUrl &url);
    /// True when the URL may be handed to a browser at all (http or https with a host).
    static bool canOpen(const QUrl &url);
    /// Plain-word warnings about @p url worth reading before opening it (not https, an IP
    /// address, a user name before the host, letters from other alphabets in the host, ...).
    static QStringList urlWarnings(const QUrl &url);

    /// The elicitationId of a notifications/elicitation/complete, or empty when @p message
    /// is not one.
    static QString completedElicitationId(const Message &message);
};

} // namespace mcpscope
