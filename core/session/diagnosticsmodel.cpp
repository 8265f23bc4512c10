// SPDX-License-Identifier: MIT
#include "diagnosticsmodel.h"

#include "session/session.h"
#include "session/timelinemodel.h"
#include "validation/rulecatalogue.h"

namespace mcpscope {

DiagnosticsModel::DiagnosticsModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_flush(this, &DiagnosticsModel::flush)
{
}

DiagnosticsModel::~DiagnosticsModel() = default;

void DiagnosticsModel::setSession(Session *session)
{
    if (session == m_session)
        return;
    beginResetModel();
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_rows = 0;
    m_flush.cancel();
    if (m_session) {
        m_rows = int(m_session->diagnostics().size());
        connect(m_session, &Session::diagnosticsAdded, this, [this] { m_flush.schedule(); });
        // Diagnostics found on arrival come with their event, in its one signal.
        connect(m_session, &Session::eventAppended, this, [this](qsizetype index) {
            if (!m_session->diagnosticsOf(index).isEmpty())
                m_flush.schedule();
        });
        connect(m_session, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows = 0;
            m_flush.cancel();
            endResetModel();
        });
    }
    endResetModel();
}

Session *DiagnosticsModel::session() const
{
    return m_session;
}

void DiagnosticsModel::flush()
{
    m_flush.cancel();
    if (!m_session)
        return;
    const int total = int(m_session->diagnostics().size());
    if (total <= m_rows)
        return;
    beginInsertRows(QModelIndex(), m_rows, total - 1);
    m_rows = total;
    endInsertRows();
}

int DiagnosticsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int DiagnosticsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiagnosticsModel::data(const QModelIndex &index, int role) const
{
    if (!m_session || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Diagnostic &d = m_session->diagnostics().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return TimelineModel::severityText(d.severity);
        case CodeColumn:
            return d.code;
        case MessageColumn:
            return d.message;
        case EventColumn:
            return d.messageIndex >= 0 ? QString::number(d.messageIndex + 1) : tr("session");
        case PointerColumn:
            return d.pointer;
        case SpecColumn:
            return d.specRef;
        }
        break;
    case SortRole:
        switch (index.column()) {
        case SeverityColumn:
            return int(d.severity);
        case EventColumn:
            return qlonglong(d.messageIndex);
        default:
            return data(index, Qt::DisplayRole);
        }
    case SeverityRole:
        return int(d.severity);
    case EventIndexRole:
        return qlonglong(d.messageIndex);
    case PointerRole:
        return d.pointer;
    case SpecUrlRole:
        return d.specRef.isEmpty() ? QString() : RuleCatalogue::specUrl(QLatin1String(d.specRef.toLatin1()));
    case RuleSummaryRole:
        if (const Rule *rule = RuleCatalogue::find(d.code))
            return QString(rule->summary);
        return QString();
    default:
        break;
    }
    return {};
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case CodeColumn:
        return tr("Code");
    case MessageColumn:
        return tr("Message");
    case EventColumn:
        return tr("#");
    case PointerColumn:
        return tr("Where");
    case SpecColumn:
        return tr("Spec");
    default:
        break;
    }
    return {};
}

} // namespace mcpscope
