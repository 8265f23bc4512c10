// SPDX-License-Identifier: MIT
#pragma once

#include "session/timelinemodel.h"

#include <QByteArray>
#include <QPointer>
#include <QSortFilterProxyModel>

#include <vector>

class QTimer;

namespace mcpscope {

/// Filters and sorts a TimelineModel: by direction, kind, method, free text over the raw
/// bytes, "only with diagnostics" and whether the server's error output is shown. Every
/// condition has a typed setter; the free text is applied after a short debounce so typing
/// never re-filters a million rows per key press. Filtering reads the model's per-row
/// integers directly (no QVariant per row).
class TimelineFilter : public QSortFilterProxyModel
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

    /// Messages in one direction only (stderr and lifecycle rows are not affected).
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

    /// Sorting by # ascending is the session order: no sorting work at all.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

Q_SIGNALS:
    /// The conditions changed and the rows were filtered again.
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void refilter();
    void resolveMethod();
    bool matchesText(int row) const;

    /// Sort keys of the source rows for the sort column (TimelineModel::sortKeys()), made
    /// once per sort: comparisons read two numbers. Rows added later compare through the model.
    std::vector<qint64> m_keys;
    int m_keysColumn = -1;

    QPointer<TimelineModel> m_model;
    DirectionFilter m_direction = DirectionFilter::Any;
    TimelineModel::Kinds m_kinds = TimelineModel::AllKinds;
    QString m_method;
    int m_methodId = -1;
    QString m_text;
    QString m_pendingText;
    /// m_text as UTF-8; ASCII letters lower-cased when m_foldCase.
    QByteArray m_needle;
    bool m_foldCase = false;     ///< the text is ASCII: letters match either case
    qsizetype m_anchor = 0;      ///< the byte of m_needle looked for first (the likely rarest)
    bool m_onlyWithDiagnostics = false;
    QTimer *m_textTimer;
};

} // namespace mcpscope
