// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "lightjson.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <vector>

namespace mcpscope {

/// The MCP methods the stateful rules tell apart (one hash lookup per message, then switches).
enum class McpMethod : quint8 {
    Other,
    // requests
    Initialize, Ping, ToolsList, ToolsCall, ResourcesList, ResourcesRead, ResourcesTemplatesList,
    ResourcesSubscribe, ResourcesUnsubscribe, PromptsList, PromptsGet, CompletionComplete,
    LoggingSetLevel, SamplingCreateMessage, ElicitationCreate, RootsList, TasksGet, TasksResult,
    TasksList, TasksCancel,
    // notifications
    Initialized, Cancelled, Progress, Message, ResourcesUpdated, ToolsListChanged,
    PromptsListChanged, ResourcesListChanged, RootsListChanged,
};
McpMethod mcpMethod(const QString &method);
inline bool isRequestMethod(McpMethod m) { return m >= McpMethod::Initialize && m <= McpMethod::TasksCancel; }

/// What one JSON-RPC object turned out to be, as far as the stateful rules need it.
struct Envelope
{
    enum class Kind { None, Request, Notification, Result, Error };
    Kind kind = Kind::None;
    QJsonValue id = QJsonValue::Undefined;
    bool idUsable = false;      ///< a string or an integer: can be paired
    QString method;             ///< requests and notifications
    McpMethod mcp = McpMethod::Other;
    QJsonObject params;
    QJsonValue paramsValue = QJsonValue::Undefined; ///< requests and notifications: "params" as sent
    QJsonValue result = QJsonValue::Undefined;
    bool resultIsObject = false;
    lightjson::Value lightParams; ///< requests and notifications: "params" as sent, in the message's view
    lightjson::Value lightResult; ///< results: "result", in the message's view
};

/// What kind of number a JSON value is (QJsonValue keeps integers exactly as qint64).
enum class NumberKind { NotANumber, Integer, BigInteger, Fraction };
/// Classifies @p v; for NumberKind::Integer, @p value gets it.
NumberKind classifyNumber(const QJsonValue &v, qint64 *value = nullptr);

/// The stateless JSON-RPC 2.0 rules (with MCP's restrictions) for one object: a message or
/// one element of a batch.
class JsonRpcRules
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::JsonRpcRules)
public:
    /// Checks @p object; pointers get @p prefix ("" or "/3" inside a batch). @p rawNames: the
    /// member names of @p object as its raw text has them (no escapes), when known;
    /// @p rawVersion / @p rawMethod: the "jsonrpc" / "method" string in UTF-8 when its raw text
    /// is known to be exactly that (one member, no escapes), else null.
    static Envelope check(const QJsonObject &object, const QString &prefix, qsizetype index, Diagnostics &out,
                          const std::vector<QByteArrayView> *rawNames = nullptr, QByteArrayView rawVersion = {},
                          QByteArrayView rawMethod = {});
};

} // namespace mcpscope
