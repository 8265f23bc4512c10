// SPDX-License-Identifier: MIT
#pragma once

#include "batchflush.h"
#include "timelinemodel.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStringList>

#include <vector>

namespace mcpscope {

/// The timelines of several servers as one table, in the order their events arrived: the
/// "All servers" view of a workspace. Each source is a server's TimelineModel (not owned); a
/// row here is a pair (source, row there), eight bytes, and every cell but the server's name
/// is the source's own data. The order is the order of the sources' Session::eventAppended
/// signals, which is the order the events reached mcpscope (one thread takes them all in).
/// Rows are inserted in batches, on the BatchFlush tick, after the sources' own rows.
class MergedTimelineModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    /// Column 0 names the server; the others are the TimelineModel's columns, one further on.
    static constexpr int ServerColumn = 0;
    static constexpr int ColumnOffset = 1;
    enum Role {
        SourceRole = TimelineModel::RawRole + 100, ///< the source's number (int)
        SourceRowRole,                             ///< the row in the source (int, == its event index)
    };

    explicit MergedTimelineModel(QObject *parent = nullptr);
    ~MergedTimelineModel() override;

    /// Adds the timeline of server @p name; its rows so far are appended now (in its own order,
    /// after every row already here). Returns the source's number.
    int addSource(const QString &name, TimelineModel *model);
    /// Takes source @p source out (its rows go; the numbers of the others stay).
    void removeSource(int source);
    void setSourceName(int source, const QString &name);
    QString sourceName(int source) const;
    /// The sources' count, removed ones included (numbers are never reused).
    int sourceCount() const { return int(m_sources.size()); }
    bool isSourceActive(int source) const;
    TimelineModel *sourceModel(int source) const;

    int sourceOf(int row) const { return int(m_rows[size_t(row)].source); }
    int sourceRowOf(int row) const { return int(m_rows[size_t(row)].row); }

    /// Inserts the rows that arrived since the last flush (normally the BatchFlush timer's).
    void flush();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        quint32 source;
        quint32 row;
    };
    struct Source
    {
        QString name;
        QPointer<TimelineModel> model;
        QPointer<Session> session;
        bool active = true;
    };
    void attach(int source);
    void onEventAppended(int source, qsizetype index);
    void onSourceReset(int source);
    void dropRows(int source);
    std::vector<Row> interleaveByTime(const std::vector<Row> &batch) const;

    std::vector<Source> m_sources;
    std::vector<Row> m_rows;
    std::vector<Row> m_pending;
    BatchFlush m_flush;
};

/// Which rows of a MergedTimelineModel are shown: the servers chosen, a free text (in the
/// message's bytes, the stderr line or the note), the kinds, and only rows with findings.
class MergedTimelineFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit MergedTimelineFilter(QObject *parent = nullptr);

    void setMergedModel(MergedTimelineModel *model);
    MergedTimelineModel *mergedModel() const { return m_model; }
    /// Shows only the rows of source @p source (-1: every server).
    void setServer(int source);
    int server() const { return m_server; }
    void setText(const QString &text);
    void setKinds(TimelineModel::Kinds kinds);
    void setOnlyWithDiagnostics(bool only);
    bool isActive() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    MergedTimelineModel *m_model = nullptr;
    int m_server = -1;
    QByteArray m_text;
    TimelineModel::Kinds m_kinds = TimelineModel::AllKinds;
    bool m_onlyWithDiagnostics = false;
};

} // namespace mcpscope
