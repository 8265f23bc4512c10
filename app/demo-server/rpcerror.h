// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QString>

/// A JSON-RPC error object (code, message, optional data); code 0 means "no error".
struct RpcError
{
    static constexpr int ParseError = -32700;
    static constexpr int InvalidRequest = -32600;
    static constexpr int MethodNotFound = -32601;
    static constexpr int InvalidParams = -32602;
    static constexpr int InternalError = -32603;
    /// MCP: the requested resource does not exist.
    static constexpr int ResourceNotFound = -32002;

    RpcError() = default;
    /// An error with @p code and @p message; @p data is left out of the message when undefined.
    RpcError(int code, const QString &message, const QJsonValue &data = QJsonValue(QJsonValue::Undefined))
        : code(code)
        , message(message)
        , data(data)
    {
    }

    int code = 0;
    QString message;
    QJsonValue data = QJsonValue(QJsonValue::Undefined);

    /// True when this describes an error.
    bool isSet() const { return code != 0; }
};
