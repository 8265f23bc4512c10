// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace mcpscope {

class MergedTimelineFilter;
class MergedTimelineModel;
class MessageDetailView;
class TimelineDisplayModel;

/// "All servers": the messages of every server of a workspace in one timeline, in arrival
/// order, with a server column; a filter by server, text, and findings; the selected message in
/// detail. Double-clicking a row (or Open in Its Server) shows it in its server's own tabs.
/// objectNames: mergedTimeline (the table), mergedServerFilter, mergedTextFilter,
/// mergedFindingsOnly, mergedDetail, mergedCount.
class MergedTimelineView : public QWidget
{
    Q_OBJECT
public:
    explicit MergedTimelineView(MergedTimelineModel *model, QWidget *parent = nullptr);

    MergedTimelineFilter *filter() const { return m_filter; }
    QTableView *table() const { return m_table; }
    /// The server names of the filter's list follow the model's sources.
    void updateServers();
    /// Shows only server @p source (-1: all).
    void setServerFilter(int source);

Q_SIGNALS:
    /// The user wants to see event @p eventIndex of server @p source in that server's tabs.
    void openInServer(int source, qsizetype eventIndex);

private:
    void applyColumnWidths();
    /// The filter stands between the rows and the view only while it filters something.
    void useFilter();
    void onCurrentChanged();
    void updateCount();

    MergedTimelineModel *m_model;
    MergedTimelineFilter *m_filter;
    TimelineDisplayModel *m_display = nullptr;
    QComboBox *m_server;
    QLineEdit *m_text;
    QCheckBox *m_findings;
    QLabel *m_count;
    QTableView *m_table;
    MessageDetailView *m_detail;
    bool m_following = true;
};

} // namespace mcpscope
