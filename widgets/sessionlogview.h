// SPDX-License-Identifier: MIT
#pragma once

#include <QTreeView>

namespace mcpscope {

class Session;
class SessionLogModel;

/// The list of a session's events as they arrive; follows the newest row while the user
/// is looking at the bottom.
class SessionLogView : public QTreeView
{
    Q_OBJECT
public:
    explicit SessionLogView(QWidget *parent = nullptr);
    ~SessionLogView() override;

    /// Shows @p session (not owned).
    void setSession(Session *session);
    SessionLogModel *logModel() const { return m_model; }
    /// The session index of the selected event, or -1.
    qsizetype selectedEventIndex() const;
    /// Selects the row of session event @p eventIndex.
    void selectEvent(qsizetype eventIndex);

Q_SIGNALS:
    /// The selection moved to session event @p eventIndex (-1: nothing selected).
    void eventSelected(qsizetype eventIndex);

private:
    void onRowsAboutToBeInserted();
    void onRowsInserted();
    void onCurrentChanged(const QModelIndex &current);

    SessionLogModel *m_model;
    bool m_followTail = true;
};

} // namespace mcpscope
