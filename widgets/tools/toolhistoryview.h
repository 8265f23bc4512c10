// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QPushButton;
class QTreeView;

namespace mcpscope {

class ToolCallHistory;

/// The past calls of one tool (time, arguments, outcome, latency), newest first, with
/// Re-run and Edit & Re-run for the selected one.
class ToolHistoryView : public QWidget
{
    Q_OBJECT
public:
    explicit ToolHistoryView(QWidget *parent = nullptr);

    /// Shows @p history (not owned).
    void setHistory(ToolCallHistory *history);
    /// The serial of the selected call, or -1.
    qint64 selectedSerial() const;
    /// Selects the call @p serial when it is shown.
    void selectSerial(qint64 serial);
    /// Whether Re-run may be offered (a server is ready and no call runs).
    void setRerunEnabled(bool enabled);

    QTreeView *view() const { return m_view; }
    QPushButton *rerunButton() const { return m_rerun; }
    QPushButton *editButton() const { return m_edit; }

Q_SIGNALS:
    /// The selection moved to call @p serial.
    void callSelected(qint64 serial);
    /// Re-run: call the tool again with the same arguments.
    void rerunRequested(qint64 serial);
    /// Edit & Re-run: put the call's arguments into the form.
    void editRequested(qint64 serial);

private:
    void updateButtons();

    ToolCallHistory *m_history = nullptr;
    QTreeView *m_view;
    QPushButton *m_rerun;
    QPushButton *m_edit;
    bool m_rerunEnabled = false;
};

} // namespace mcpscope
