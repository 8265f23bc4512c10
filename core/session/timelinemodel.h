// SPDX-License-Identifier: MIT
#pragma once

#include "batchflush.h"

#include "validation/diagnostic.h"

#include <QAbstractTableModel>
#include <QByteArrayView>
#include <QHash>
#include <QPointer>
#include <QStringList>

#include <optional>
#include <vector>

namespace mcpscope {

class Session;
struct SessionEvent;

/// Every event of a Session as one table row, in session order (row == event index):
/// messages in both directions, the server's error output lines and lifecycle notes.
/// It holds a few integers per row (kind, direction, method, linked row, worst severity);
/// all text is made on demand in data(). Raw data and a sort role only: icons, colours and
/// tooltips are the business of a proxy in the widgets layer.
///
/// Rows arrive in batches: appended events are queued and inserted with one
/// beginInsertRows() per BatchFlush tick (at once after a quiet moment, at most every 16 ms
/// while a stream goes on).
class TimelineModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NumberColumn,    ///< position in the session, from 1
        TimeColumn,      ///< wall-clock time (local)
        ElapsedColumn,   ///< seconds since the session started
        DirectionColumn, ///< → sent by us, ← received from the server
        KindColumn,
        MethodColumn, ///< for responses: the method of the request they answer
        IdColumn,
        LatencyColumn,     ///< responses: time since the matching request
        SizeColumn,        ///< bytes on the wire
        DiagnosticsColumn, ///< worst severity of the row's diagnostics
        SummaryColumn,     ///< params / result / error / the stderr line / the lifecycle note
        ColumnCount
    };
    Q_ENUM(Column)

    /// What a row is.
    enum Kind : quint8 {
        RequestKind,
        NotificationKind,
        ResultKind,
        ErrorKind,
        BatchKind,
        InvalidKind,   ///< not JSON, or not a JSON-RPC message
        StderrKind,    ///< a line of the server's error output
        LifecycleKind, ///< something that happened to the connection
        HttpKind,      ///< an HTTP exchange (request, status, headers) that carried messages
        AppKind,       ///< a message between an MCP App and the host (directions AppToHost, HostToApp)
        KindCount
    };
    Q_ENUM(Kind)

    /// Sets of kinds, for filters.
    enum KindFlag {
        Requests = 1 << RequestKind,
        Notifications = 1 << NotificationKind,
        Results = 1 << ResultKind,
        Errors = 1 << ErrorKind,
        Batches = 1 << BatchKind,
        InvalidMessages = 1 << InvalidKind,
        StderrLines = 1 << StderrKind,
        LifecycleEvents = 1 << LifecycleKind,
        HttpExchanges = 1 << HttpKind,
        AppMessages = 1 << AppKind,
        AllKinds = (1 << KindCount) - 1
    };
    Q_DECLARE_FLAGS(Kinds, KindFlag)
    Q_FLAG(Kinds)

    enum Role {
        SortRole = Qt::UserRole + 1, ///< a value that sorts the column naturally (numbers as numbers)
        EventIndexRole,              ///< the session event index (qlonglong; equals the row)
        KindRole,                    ///< Kind (int)
        DirectionRole,               ///< Direction (int), AppToHost or HostToApp, or -1 for stderr and lifecycle rows
        MethodRole,                  ///< the method (responses: their request's), or empty
        LinkedRowRole,               ///< request ↔ response: the other row, or -1
        LatencyRole,                 ///< responses: microseconds since the request (qlonglong), or -1
        SeverityRole,                ///< worst Severity (int) of the row's diagnostics, or -1
        DiagnosticCountRole,         ///< how many diagnostics the row has (int)
        ElapsedRole,                 ///< microseconds since the session started (qlonglong)
        WallTimeRole,                ///< QDateTime (UTC)
        RawRole,                     ///< the bytes as they were (message, stderr line, UTF-8 note)
        /// The session (connection) of the recording the row belongs to, from 1 (int): a
        /// recording may hold several (Session::connectionOf(); connectionCount() says how many,
        /// so a view shows a Session column only when there are several). Kept beside the
        /// events, read when asked: nothing per row.
        ConnectionRole,
    };
    Q_ENUM(Role)

    /// The directions of app rows (AppKind), beside Direction's two values.
    static constexpr int AppToHost = 2;
    static constexpr int HostToApp = 3;

    explicit TimelineModel(QObject *parent = nullptr);
    ~TimelineModel() override;

    /// Shows @p session (not owned). Events already in it are inserted with the next flush.
    void setSession(Session *session);
    Session *session() const;

    /// Inserts the rows of the events appended since the last flush, and publishes changed
    /// diagnostics. Normally called by the BatchFlush timer.
    void flush();
    /// True while appended events wait for the next flush.
    bool hasPendingRows() const;

    /// Without QAbstractTableModel's checks through the virtual rowCount()/columnCount():
    /// sorting asks for two indexes per comparison, forty million for a million rows.
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Fast typed access for filters, sorting and views (row must be < rowCount()).
    Kind kindOf(int row) const { return Kind(m_rows[size_t(row)].kind); }
    /// Direction as int (AppToHost or HostToApp for app rows), -1 for stderr and lifecycle rows.
    int directionOf(int row) const { return m_rows[size_t(row)].direction; }
    /// Index into methods(), or -1.
    int methodIdOf(int row) const { return m_rows[size_t(row)].method; }
    /// The linked row (request ↔ response), or -1.
    int linkedRow(int row) const { return m_rows[size_t(row)].linked; }
    /// Worst severity of the row's diagnostics as int, -1 when it has none.
    int severityOf(int row) const { return m_rows[size_t(row)].severity; }
    /// Microseconds from the request to this response, -1 when not a linked response.
    qint64 latencyUsOf(int row) const;
    /// The bytes a free-text search looks at: the message's raw bytes, the stderr line,
    /// or the lifecycle note as UTF-8 (that one is made on demand).
    QByteArray searchableBytes(int row) const;
    const SessionEvent &eventAt(int row) const;
    /// A numeric sort key for @p column (columns sorted as text return 0).
    qint64 sortKey(int row, int column) const;
    /// Orders rows @p a and @p b by @p column as sorting does (negative, 0, positive), for
    /// every column, without making the cells' text: numbers by sortKey(), methods by the rank
    /// of their name, ids by IdKey (integers by value, then strings), summaries by the bytes they
    /// are cut from.
    int compareRows(int a, int b, int column) const;
    /// One number per row that orders the rows by @p column as compareRows() does (equal
    /// numbers for rows it finds equal): the column's sort key, or for the columns sorted as
    /// text, each row's place among the rows sorted by compareRows().
    std::vector<qint64> sortKeys(int column) const;
    /// Every row, ordered by @p column as compareRows() orders them, equal rows in session
    /// order: the permutation a sort shows. Made from plain values (keys radix sorted, or the
    /// summaries' bytes), not from a comparison per pair of rows.
    std::vector<int> sortedRows(int column) const;
    static bool sortsAsNumber(int column);

    /// Every method seen so far, in the order first seen (index = method id).
    const QStringList &methods() const { return m_methods; }
    /// The id of @p method, or -1 when it has not been seen.
    int methodId(const QString &method) const { return m_methodIds.value(method, -1); }

    /// Plain-words kind name for people ("request", "stderr").
    static QString kindText(Kind kind);
    static QString directionText(int direction);
    /// "error", "warning", "info" in the reader's language.
    static QString severityText(Severity severity);

Q_SIGNALS:
    /// Methods first..last were added to methods() (emitted before the rows using them).
    void methodsAdded(int first, int last);

private:
    struct Row
    {
        qint32 linked = -1;
        qint32 method = -1;
        qint8 severity = -1;
        quint8 kind = LifecycleKind;
        qint8 direction = -1;
    };

    void scheduleFlush();
    void onDiagnosticsAdded(qsizetype first, qsizetype last);
    void computeRows(qsizetype until);
    int internMethod(const QString &method);
    QString summary(const SessionEvent &event, Kind kind) const;
    /// The summary of a message of kind @p kind (requests to invalid messages).
    QString messageSummary(const SessionEvent &event, Kind kind) const;
    /// @p text with the event's place among its request's rounds in front ("round 2 of 3 · ").
    QString withRound(const SessionEvent &event, const QString &text) const;
    /// Rows of the earlier rounds of @p request, whose "of N" changed, are published.
    void markEarlierRounds(qsizetype request);
    QVariant displayData(int row, int column) const;
    QVariant sortData(int row, int column) const;
    /// The bytes row @p row's summary is cut from (a view into the session's bytes where there
    /// are some), or its text.
    QByteArray summaryKey(int row) const;
    /// The message bytes row @p row's summary is cut from, when it is cut from a message that
    /// is not too large to scan (no copy: a view into the session's bytes).
    std::optional<QByteArrayView> summaryBytes(int row) const;
    void rankMethods() const;

    QPointer<Session> m_session;
    BatchFlush m_flush;
    std::vector<Row> m_rows; ///< computed; the first m_inserted are visible
    int m_inserted = 0;
    QStringList m_methods;
    QHash<QString, int> m_methodIds;
    mutable std::vector<int> m_methodRank; ///< method id -> place of its name in sorted order
    std::vector<int> m_changedLinks;       ///< inserted rows whose link changed since the last flush
    std::vector<int> m_changedSeverities;  ///< inserted rows whose severity changed
};

} // namespace mcpscope

Q_DECLARE_OPERATORS_FOR_FLAGS(mcpscope::TimelineModel::Kinds)
