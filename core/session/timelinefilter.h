// SPDX-License-Identifier: MIT
#pragma once

#include "session/timelinemodel.h"

#include <QAbstractProxyModel>
#include <QByteArray>
#include <QPointer>

#include <functional>
#include <vector>

class QTimer;

namespace mcpscope {

/// Filters and sorts a TimelineModel: by direction, kind, method, free text over the raw
/// bytes, "only with diagnostics" and whether the server's error output is shown. Every
/// condition has a typed setter; the free text is applied after a short debounce so typing
/// never re-filters a million rows per key press. Filtering reads the model's per-row
/// integers directly (no QVariant per row).
///
/// Not a QSortFilterProxyModel: that one sorts with a comparison per pair of rows (about
/// twenty million virtual calls for a million rows) after the model has already ordered them.
/// Here a sort takes the model's permutation (TimelineModel::sortedRows()) as it is; a change
/// of direction only reverses it. The rows shown are one vector (proxy row → source row).
/// Rows that arrive while sorted are placed by binary search (compareRows()) and announced as
/// inserted rows; when many places change at once (many scattered arrivals, a row whose key
/// changed, a row a changed condition lets in or out) it is one layout change with the
/// persistent indexes moved along.
class TimelineFilter : public QAbstractProxyModel
{
    Q_OBJECT
public:
    enum class DirectionFilter { Any, ClientToServer, ServerToClient };
    Q_ENUM(DirectionFilter)

    static constexpr int DefaultTextDelayMs = 150;

    explicit TimelineFilter(QObject *parent = nullptr);
    ~TimelineFilter() override;

    /// The source must be a TimelineModel (anything else shows no rows).
    void setSourceModel(QAbstractItemModel *model) override;
    TimelineModel *timelineModel() const { return m_model; }

    /// Messages in one direction only (stderr, lifecycle and app rows are not affected: the
    /// kind TimelineModel::AppMessages shows or hides app rows).
    void setDirection(DirectionFilter direction);
    DirectionFilter direction() const { return m_direction; }

    /// Which kinds of rows to show (TimelineModel::AllKinds by default). The stderr bit is
    /// the same as showStderr().
    void setKinds(TimelineModel::Kinds kinds);
    TimelineModel::Kinds kinds() const { return m_kinds; }

    /// Only rows of @p method (responses count as their request's method); empty: any.
    void setMethod(const QString &method);
    QString method() const { return m_method; }

    /// Only rows whose raw bytes contain @p text (ASCII letters ignoring case), applied
    /// after textDelayMs(). Empty: any.
    void setText(const QString &text);
    /// The text asked for (possibly not applied yet).
    QString text() const { return m_pendingText; }
    /// The text the rows are filtered by now.
    QString appliedText() const { return m_text; }
    /// Applies a pending text at once.
    void applyText();
    void setTextDelayMs(int ms);
    int textDelayMs() const;

    /// Only rows that have at least one diagnostic.
    void setOnlyWithDiagnostics(bool only);
    bool onlyWithDiagnostics() const { return m_onlyWithDiagnostics; }

    /// Whether the server's error output lines are shown among the messages.
    void setShowStderr(bool show);
    bool showStderr() const { return m_kinds.testFlag(TimelineModel::StderrLines); }

    /// True when any condition hides rows.
    bool isActive() const;
    /// Back to showing everything (sorting is kept).
    void clear();

    /// Whether source row @p row passes the conditions (regardless of what is shown now).
    bool acceptsRow(int row) const;

    /// Sorting by # ascending is the session order: no sorting work at all. Equal keys keep
    /// session order (reversed when descending, so that descending is exactly the reverse).
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    /// The column the rows are sorted by, -1 for session order.
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &idx) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;

Q_SIGNALS:
    /// The conditions changed and the rows were filtered again.
    void filterChanged();

private:
    void refilter();
    void resolveMethod();
    bool matchesText(int row) const;

    /// Whether source row @p a is shown before source row @p b in the current order.
    bool before(int a, int b) const;
    /// The proxy row of source row @p row, -1 when it is hidden (the inverse of m_shown,
    /// made again when needed after a change).
    int proxyRowOf(int row) const;
    /// Where source row @p row goes among the rows shown (binary search).
    qsizetype placeOf(int row) const;
    /// m_shown made again from the conditions and the order (m_sorted when it still holds).
    void computeShown();
    /// @p change inside one layout change, the persistent indexes following their source rows.
    void changeLayout(const std::function<void()> &change, QAbstractItemModel::LayoutChangeHint hint);
    /// Inserts source rows @p rows (accepted, in display order) at their places: one
    /// rowsInserted per place, or a layout change when there are many places.
    void insertShown(const std::vector<int> &rows);

    void onSourceRowsInserted(int first, int last);
    void onSourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void onSourceReset();

    QPointer<TimelineModel> m_model;
    DirectionFilter m_direction = DirectionFilter::Any;
    TimelineModel::Kinds m_kinds = TimelineModel::AllKinds;
    QString m_method;
    int m_methodId = -1;
    QString m_text;
    QString m_pendingText;
    /// m_text as UTF-8; ASCII letters lower-cased when m_foldCase.
    QByteArray m_needle;
    bool m_foldCase = false; ///< the text is ASCII: letters match either case
    qsizetype m_anchor = 0;  ///< the byte of m_needle looked for first (the likely rarest)
    bool m_onlyWithDiagnostics = false;
    QTimer *m_textTimer;

    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    /// Every source row in the sort's order, while sorted and no row came or changed since:
    /// a change of conditions filters it again instead of sorting again.
    std::vector<int> m_sorted;
    /// The source rows shown, in display order (proxy row → source row).
    std::vector<int> m_shown;
    /// Source row → proxy row or -1; valid while m_rowOfValid.
    mutable std::vector<int> m_rowOf;
    mutable bool m_rowOfValid = false;
    /// The source's row count as this proxy knows it (rows are handled as they are announced).
    int m_sourceRows = 0;
};

} // namespace mcpscope
