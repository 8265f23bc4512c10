// SPDX-License-Identifier: MIT
#pragma once

#include "json/jsontree.h"

#include <QAbstractTableModel>
#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>

namespace mcpscope {

/// One tools/call made from mcpscope, and how it ended.
struct ToolCall
{
    enum class Outcome { Running, Ok, ToolError, ProtocolError, Cancelled, Failed };
    qint64 serial = -1;    ///< unique per ToolCallHistory
    qint64 requestId = -1; ///< the JSON-RPC id of the request
    QString tool;
    QDateTime started;
    QJsonObject arguments;
    bool argumentsInvalid = false; ///< sent although they did not match the inputSchema
    QJsonObject outputSchema;      ///< the tool's declared outputSchema when it was called
    Outcome outcome = Outcome::Running;
    /// Ok / ToolError: the result as the server wrote it; its tree is made when first asked
    /// for (the outcome, the view), once for every copy.
    ObjectText result;
    int errorCode = 0;    ///< ProtocolError: the JSON-RPC error code
    QString errorMessage; ///< ProtocolError: the server's words; Cancelled/Failed: ours
    qint64 latencyMs = -1;
    /// MCP 2026-07-28: how many rounds the call took (the server asked for input rounds - 1 times).
    int rounds = 1;
    bool resultDropped = false; ///< the result of this older call was let go to bound memory
};

/// Every tool call of a session, grouped by tool. As a table model it shows the calls of one
/// tool (setTool()), newest first: time, arguments, outcome, latency.
class ToolCallHistory : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TimeColumn, ArgumentsColumn, OutcomeColumn, LatencyColumn, ColumnCount };
    enum Role {
        SerialRole = Qt::UserRole + 1, ///< qint64
        OutcomeRole,                   ///< int (ToolCall::Outcome)
        ArgumentsInvalidRole,          ///< bool
    };

    /// Calls kept per tool; older ones are dropped.
    static constexpr int MaxCallsPerTool = 200;
    /// Result bytes kept per tool: beyond it the results of the oldest calls are let go
    /// (their arguments and outcome stay).
    static constexpr qsizetype MaxResultBytesPerTool = 64 * 1024 * 1024;

    explicit ToolCallHistory(QObject *parent = nullptr);

    /// Shows the calls of @p tool.
    void setTool(const QString &tool);
    QString tool() const { return m_tool; }

    /// Records a new call; returns its serial.
    qint64 add(ToolCall call);
    /// Replaces the call with the same serial (its outcome arrived).
    void update(const ToolCall &call);
    /// The call with @p serial (serial -1 when unknown).
    ToolCall call(qint64 serial) const;
    /// The call shown at @p row.
    ToolCall callAt(int row) const;
    /// The row showing @p serial, or -1.
    int rowOf(qint64 serial) const;
    /// Every call of @p tool, newest first.
    QList<ToolCall> calls(const QString &tool) const;
    void clear();

    /// The arguments on one line, shortened ("message: "hi", count: 3").
    static QString argumentsSummary(const QJsonObject &arguments, int maxLength = 120);
    /// The outcome in plain words.
    static QString outcomeText(const ToolCall &call);
    /// The outcome alone, without the rounds it took.
    static QString outcomeWords(const ToolCall &call);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const QList<ToolCall> &shown() const;

    QHash<QString, QList<ToolCall>> m_calls; ///< per tool, newest first
    QHash<qint64, QString> m_toolOf;         ///< serial -> tool
    QString m_tool;
    qint64 m_nextSerial = 1;
};

} // namespace mcpscope
