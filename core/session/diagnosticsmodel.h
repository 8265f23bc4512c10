// SPDX-License-Identifier: MIT
#pragma once

#include "batchflush.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace mcpscope {

class Session;

/// Every diagnostic of a Session as a table row, in the order they were found. Raw data and
/// a sort role only (icons, colours and tooltips come from a proxy in the widgets layer).
/// New diagnostics are inserted in batches, one beginInsertRows() per event-loop pass.
class DiagnosticsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, CodeColumn, MessageColumn, EventColumn, PointerColumn, SpecColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole + 1, ///< natural order of the column (severity and # as numbers)
        SeverityRole,                ///< Severity (int)
        EventIndexRole,              ///< the session event the diagnostic is about (qlonglong), -1: the session
        PointerRole,                 ///< JSON pointer into that message
        SpecUrlRole,                 ///< where the spec says so (URL text), or empty
        RuleSummaryRole,             ///< the rule's one-line description, or empty
    };
    Q_ENUM(Role)

    explicit DiagnosticsModel(QObject *parent = nullptr);
    ~DiagnosticsModel() override;

    /// Shows the diagnostics of @p session (not owned); those already there appear at once.
    void setSession(Session *session);
    Session *session() const;
    /// Inserts the diagnostics added since the last flush (normally done by a timer).
    void flush();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QPointer<Session> m_session;
    BatchFlush m_flush;
    int m_rows = 0;
};

} // namespace mcpscope
