// SPDX-License-Identifier: MIT
#pragma once

#include "session/batchflush.h"

#include "session/session.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QList>
#include <QPointer>

namespace mcpscope {

/// The server's log: every notifications/message of a Session as a row (time, level, logger,
/// data), in the order received. Raw data and a sort role only; colours come from a proxy in
/// the widgets layer. Rows arrive in batches (one beginInsertRows() per BatchFlush tick).
/// A row holds only its event and its level (what the level filter needs): the logger and the
/// data are read from the message's params, without a tree, when a row is shown.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TimeColumn, LevelColumn, LoggerColumn, DataColumn, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        LevelRole = Qt::UserRole + 1, ///< LoggingLevel::Level as int; -1 when the level is unknown
        EventIndexRole,               ///< the session event of the row (qlonglong)
        FullDataRole,                 ///< the data member as the server wrote it (a string: its text), unbounded
        SortRole,                     ///< sorts the column naturally
    };

    /// Display previews of the data are cut after this many characters.
    static constexpr int PreviewChars = 500;

    explicit LogModel(QObject *parent = nullptr);

    /// Follows @p session: its log messages so far, then each new one.
    void setSession(Session *session);
    Session *session() const { return m_session; }
    /// Forgets the rows shown so far (the session keeps them).
    void clear();
    /// Inserts the rows queued so far now instead of on the next BatchFlush tick.
    void flush();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Entry
    {
        qsizetype eventIndex = -1;
        int level = -1;
    };
    /// What a shown row says, read from its message.
    struct Fields
    {
        QString levelName;
        QString logger;
        QString data;
    };

    void onEventAppended(qsizetype index);
    static bool readEvent(const SessionEvent &event, Entry *entry);
    Fields fields(const Entry &entry) const;

    QPointer<Session> m_session;
    QList<Entry> m_entries;
    QList<Entry> m_queued;
    BatchFlush m_flush;
};

} // namespace mcpscope
