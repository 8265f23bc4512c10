// SPDX-License-Identifier: MIT
#include "toolcallhistory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace mcpscope {

ToolCallHistory::ToolCallHistory(QObject *parent)
    : QAbstractTableModel(parent)
{
}

const QList<ToolCall> &ToolCallHistory::shown() const
{
    static const QList<ToolCall> none;
    const auto it = m_calls.constFind(m_tool);
    return it == m_calls.constEnd() ? none : it.value();
}

void ToolCallHistory::setTool(const QString &tool)
{
    if (tool == m_tool)
        return;
    beginResetModel();
    m_tool = tool;
    endResetModel();
}

qint64 ToolCallHistory::add(ToolCall call)
{
    call.serial = m_nextSerial++;
    const bool visible = call.tool == m_tool;
    QList<ToolCall> &list = m_calls[call.tool];
    if (list.size() >= MaxCallsPerTool) {
        const int last = int(list.size()) - 1;
        if (visible)
            beginRemoveRows(QModelIndex(), last, last);
        m_toolOf.remove(list.constLast().serial);
        list.removeLast();
        if (visible)
            endRemoveRows();
    }
    if (visible)
        beginInsertRows(QModelIndex(), 0, 0);
    list.prepend(call);
    m_toolOf.insert(call.serial, call.tool);
    if (visible)
        endInsertRows();
    return call.serial;
}

void ToolCallHistory::update(const ToolCall &call)
{
    const auto toolIt = m_toolOf.constFind(call.serial);
    if (toolIt == m_toolOf.constEnd())
        return;
    QList<ToolCall> &list = m_calls[toolIt.value()];
    for (int row = 0; row < list.size(); ++row) {
        if (list.at(row).serial != call.serial)
            continue;
        list[row] = call;
        list[row].tool = toolIt.value();
        if (toolIt.value() == m_tool)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        // Results can be large (images, audio): keep the newest ones within the budget.
        qsizetype bytes = 0;
        for (ToolCall &c : list) {
            bytes += c.result.text().size();
            if (bytes > MaxResultBytesPerTool && !c.result.isEmpty() && c.serial != call.serial) {
                bytes -= c.result.text().size();
                c.result = ObjectText();
                c.resultDropped = true;
            }
        }
        return;
    }
}

ToolCall ToolCallHistory::call(qint64 serial) const
{
    const auto toolIt = m_toolOf.constFind(serial);
    if (toolIt != m_toolOf.constEnd()) {
        for (const ToolCall &c : m_calls.value(toolIt.value())) {
            if (c.serial == serial)
                return c;
        }
    }
    return ToolCall();
}

ToolCall ToolCallHistory::callAt(int row) const
{
    const QList<ToolCall> &list = shown();
    return row >= 0 && row < list.size() ? list.at(row) : ToolCall();
}

int ToolCallHistory::rowOf(qint64 serial) const
{
    const QList<ToolCall> &list = shown();
    for (int row = 0; row < list.size(); ++row) {
        if (list.at(row).serial == serial)
            return row;
    }
    return -1;
}

QList<ToolCall> ToolCallHistory::calls(const QString &tool) const
{
    return m_calls.value(tool);
}

void ToolCallHistory::clear()
{
    beginResetModel();
    m_calls.clear();
    m_toolOf.clear();
    endResetModel();
}

QString ToolCallHistory::argumentsSummary(const QJsonObject &arguments, int maxLength)
{
    if (arguments.isEmpty())
        return tr("(no arguments)");
    QString text;
    for (auto it = arguments.constBegin(); it != arguments.constEnd() && text.size() <= maxLength; ++it) {
        QString value;
        const QJsonValue v = it.value();
        if (v.isString())
            value = QLatin1Char('"') + v.toString().left(maxLength) + QLatin1Char('"');
        else if (v.isObject())
            value = QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).left(maxLength));
        else if (v.isArray())
            value = QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact).left(maxLength));
        else
            value = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
        if (!text.isEmpty())
            text += QLatin1String(", ");
        text += it.key() + QLatin1String(": ") + value;
    }
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (text.size() > maxLength)
        text = text.left(maxLength - 1) + QChar(0x2026);
    return text;
}

QString ToolCallHistory::outcomeText(const ToolCall &call)
{
    const QString text = outcomeWords(call);
    return call.rounds > 1 ? tr("%1, after %n rounds", nullptr, call.rounds).arg(text) : text;
}

QString ToolCallHistory::outcomeWords(const ToolCall &call)
{
    switch (call.outcome) {
    case ToolCall::Outcome::Running:
        return tr("running…");
    case ToolCall::Outcome::Ok:
        return tr("ok");
    case ToolCall::Outcome::ToolError:
        return tr("tool error");
    case ToolCall::Outcome::ProtocolError:
        return tr("protocol error %1").arg(call.errorCode);
    case ToolCall::Outcome::Cancelled:
        return tr("cancelled");
    case ToolCall::Outcome::Failed:
        return tr("no answer");
    }
    return {};
}

int ToolCallHistory::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(shown().size());
}

int ToolCallHistory::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ToolCallHistory::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ToolCall &c = shown().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QLocale().toString(c.started.toLocalTime().time(), QStringLiteral("HH:mm:ss"));
        case ArgumentsColumn:
            return QString((c.argumentsInvalid ? tr("(invalid) ") : QString()) + argumentsSummary(c.arguments));
        case OutcomeColumn:
            return outcomeText(c);
        case LatencyColumn:
            return c.latencyMs < 0 ? QString() : tr("%1 ms").arg(c.latencyMs);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == OutcomeColumn && !c.errorMessage.isEmpty())
            return c.errorMessage;
        if (index.column() == ArgumentsColumn && c.argumentsInvalid)
            return tr("Sent although the arguments did not match the tool's input schema.");
        return {};
    case SerialRole:
        return c.serial;
    case OutcomeRole:
        return int(c.outcome);
    case ArgumentsInvalidRole:
        return c.argumentsInvalid;
    default:
        return {};
    }
}

QVariant ToolCallHistory::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case ArgumentsColumn:
        return tr("Arguments");
    case OutcomeColumn:
        return tr("Outcome");
    case LatencyColumn:
        return tr("Latency");
    }
    return {};
}

} // namespace mcpscope
