// SPDX-License-Identifier: MIT
#pragma once

#include <QIdentityProxyModel>
#include <QPalette>
#include <QSortFilterProxyModel>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTreeView;

namespace mcpscope {

class DiagnosticsModel;
class Session;

/// Sorting and filtering of the diagnostics table: a least severity and a text that the
/// code, message or place must contain.
class DiagnosticsFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit DiagnosticsFilter(QObject *parent = nullptr);
    /// Shows diagnostics of @p severity (a Severity as int) and worse; -1 or 0: all.
    void setMinimumSeverity(int severity);
    int minimumSeverity() const { return m_minimumSeverity; }
    void setText(const QString &text);
    QString text() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_minimumSeverity = 0;
    QString m_text;
};

/// Presentation of the diagnostics table: severity icons and colours, tooltips, the spec
/// reference shown as a link.
class DiagnosticsDisplayModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    void setPalette(const QPalette &palette) { m_palette = palette; }
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QPalette m_palette;
};

/// Every diagnostic of the session: sortable, filterable; activating one selects its message
/// in the timeline (eventActivated), activating the spec column opens the specification.
class DiagnosticsView : public QWidget
{
    Q_OBJECT
public:
    explicit DiagnosticsView(QWidget *parent = nullptr);
    ~DiagnosticsView() override;

    void setSession(Session *session);
    DiagnosticsModel *model() const { return m_model; }
    DiagnosticsFilter *filter() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    QComboBox *severityBox() const { return m_severity; }
    QLineEdit *searchField() const { return m_search; }

    /// Acts as if the user double-clicked row @p row of the view (as sorted and filtered).
    void activateRow(int row);

Q_SIGNALS:
    /// The user wants to see session event @p eventIndex, and diagnostic @p diagnosticIndex
    /// (an index into Session::diagnostics()) about it.
    void eventActivated(qsizetype eventIndex, qsizetype diagnosticIndex);

protected:
    void changeEvent(QEvent *event) override;

private:
    void onActivated(const QModelIndex &index);
    void showContextMenu(const QPoint &pos);

    DiagnosticsModel *m_model;
    DiagnosticsFilter *m_filter;
    DiagnosticsDisplayModel *m_display;
    QComboBox *m_severity;
    QLineEdit *m_search;
    QTreeView *m_view;
};

} // namespace mcpscope
