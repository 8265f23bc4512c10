// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "json/lightjson.h"
#include "jsonrpc/idkey.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace mcpscope {

/// The MCP methods the stateful rules tell apart (one hash lookup per message, then switches).
enum class McpMethod : quint8 {
    Other,
    // requests
    Initialize,
    Ping,
    ToolsList,
    ToolsCall,
    ResourcesList,
    ResourcesRead,
    ResourcesTemplatesList,
    ResourcesSubscribe,
    ResourcesUnsubscribe,
    PromptsList,
    PromptsGet,
    CompletionComplete,
    LoggingSetLevel,
    SamplingCreateMessage,
    ElicitationCreate,
    RootsList,
    TasksGet,
    TasksResult,
    TasksList,
    TasksCancel,
    // notifications
    Initialized,
    Cancelled,
    Progress,
    Message,
    ResourcesUpdated,
    ToolsListChanged,
    PromptsListChanged,
    ResourcesListChanged,
    RootsListChanged,
};
McpMethod mcpMethod(const QString &method);
inline bool isRequestMethod(McpMethod m)
{
    return m >= McpMethod::Initialize && m <= McpMethod::TasksCancel;
}

/// What one JSON-RPC object turned out to be, as far as the stateful rules need it. Its values
/// are views into the message's lightjson::Document: valid while the message is checked.
struct Envelope
{
    enum class Kind { None, Request, Notification, Result, Error };
    Kind kind = Kind::None;
    lightjson::Value id;      ///< undefined when absent
    bool idUsable = false;    ///< a string or an integer: can be paired
    bool idIsInteger = false; ///< classifyNumber() said NumberKind::Integer: idInteger is it
    qint64 idInteger = 0;
    QString method; ///< requests and notifications
    McpMethod mcp = McpMethod::Other;
    bool notificationName = false; ///< the method's name starts with "notifications/"
    lightjson::Object params;      ///< requests and notifications: "params" when it is an object
    lightjson::Value paramsValue;  ///< requests and notifications: "params" as sent
    lightjson::Value result;       ///< results: "result" as sent
    qint64 errorCode = 0;          ///< errors: the code, when it is an integer
};

/// The stateless JSON-RPC 2.0 rules (with MCP's restrictions) for one object: a message or
/// one element of a batch.
class JsonRpcRules
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::JsonRpcRules)
public:
    /// Checks @p object; pointers get @p prefix ("" or "/3" inside a batch).
    static Envelope check(const lightjson::Object &object, const QString &prefix, qsizetype index, Diagnostics &out);
};

} // namespace mcpscope
