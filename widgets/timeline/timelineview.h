// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QTableView>

class QTimer;

namespace mcpscope {

class Session;
class TimelineDisplayModel;
class TimelineFilter;
class TimelineModel;

/// The message timeline: every event of a session as a row (model and filter from core,
/// presentation from TimelineDisplayModel). It follows the newest row until the user scrolls
/// up, and resumes with setFollowing(true). Selecting a row announces its session event.
class TimelineView : public QTableView
{
    Q_OBJECT
public:
    /// While rows pour in, the view repaints at most once per this many milliseconds.
    static constexpr int RepaintIntervalMs = 40;

    explicit TimelineView(QWidget *parent = nullptr);
    ~TimelineView() override;

    /// Shows @p session (not owned).
    void setSession(Session *session);
    TimelineModel *timelineModel() const { return m_model; }
    TimelineFilter *filter() const { return m_filter; }
    TimelineDisplayModel *displayModel() const { return m_display; }

    /// The session index of the selected event, or -1.
    qsizetype selectedEventIndex() const;
    /// The session indices of all selected rows, in session order.
    QList<qsizetype> selectedEventIndices() const;
    /// Selects the row of session event @p eventIndex and scrolls to it. When the filter
    /// hides it, the filter is cleared first (filterCleared() tells). False when there is
    /// no such event.
    bool selectEvent(qsizetype eventIndex);
    /// Selects the other half of the selected request/response pair; false when there is none.
    bool jumpToLinked();
    /// The row linked to the selected one (request ↔ response) as a session index, or -1.
    qsizetype linkedEventIndex() const;

    /// Whether new rows scroll the view to the bottom.
    bool isFollowing() const { return m_following; }
    void setFollowing(bool follow);

    /// Column widths and order, and which columns are hidden.
    QByteArray saveColumns() const;
    bool restoreColumns(const QByteArray &state);

Q_SIGNALS:
    /// The selection moved to session event @p eventIndex (-1: nothing selected).
    void eventSelected(qsizetype eventIndex);
    void followingChanged(bool following);
    /// The filter hid an event that was asked for, so it was cleared.
    void filterCleared();

protected:
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void onRowsInserted();
    void scrollToEnd();
    void onScrolled(int value);
    void onCurrentChanged(const QModelIndex &current);
    void showHeaderMenu(const QPoint &pos);
    void setDefaultColumnWidths();

    TimelineModel *m_model;
    TimelineFilter *m_filter;
    TimelineDisplayModel *m_display;
    QTimer *m_repaintTimer;
    QElapsedTimer m_sincePaint;
    bool m_following = true;
    bool m_scrollingToBottom = false;
    qsizetype m_lastAnnounced = -2;
};

} // namespace mcpscope
