// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

class QTimer;

namespace mcpscope {

class Session;
struct SessionEvent;

/// Read-only rows over a Session's events, one row per event, for display. It formats;
/// it keeps no protocol state. New events are inserted in batches, once per event-loop pass.
class SessionLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TimeColumn, DirectionColumn, SummaryColumn, IdColumn, SizeColumn, ColumnCount };
    enum Role {
        EventIndexRole = Qt::UserRole + 1, ///< the event's index in the session (qlonglong)
        EventTypeRole,                      ///< SessionEvent::Type as int
    };

    explicit SessionLogModel(QObject *parent = nullptr);
    ~SessionLogModel() override;

    /// Shows @p session (not owned); rows already in it appear at once.
    void setSession(Session *session);
    Session *session() const;

    /// Inserts the rows of events appended since the last flush (normally done by a timer).
    void flush();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The session event shown in @p row.
    const SessionEvent &eventAt(int row) const;

private:
    void onEventAppended();
    QString summary(const SessionEvent &event) const;
    QString direction(const SessionEvent &event) const;

    QPointer<Session> m_session;
    QTimer *m_flushTimer;
    int m_rows = 0;
};

} // namespace mcpscope
