// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/message.h"

#include <QStringList>

#include <functional>

namespace mcpscope {

/// Answers the requests a server sends to the client (roots/list, sampling/createMessage,
/// elicitation/create). The GUI answers with dialogs, the CLI from its options.
/// Exactly one of the two callbacks must be called, now or later.
class ServerRequestHandler
{
public:
    using Succeed = std::function<void(const QJsonObject &result)>;
    using Fail = std::function<void(int code, const QString &message)>;

    virtual ~ServerRequestHandler();
    virtual void handleServerRequest(const Message &request, Succeed succeed, Fail fail) = 0;
    /// Request @p id will not be answered: the server cancelled it (notifications/cancelled,
    /// @p reason is its words) or the connection ended. Its callbacks do nothing from now on;
    /// a handler closes whatever it showed for it.
    virtual void serverRequestAbandoned(const QJsonValue &id, const QString &reason);

    /// A roots/list result naming @p directories as file:// roots (named after their folder).
    static QJsonObject rootsResult(const QStringList &directories);
};

} // namespace mcpscope
