// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QStringListModel;
class QTimer;
class QToolButton;

namespace mcpscope {

class TimelineView;

/// The controls above the timeline: direction, kind, method (completed from the methods
/// seen), free text over the raw bytes, "only with diagnostics", error output on/off, the
/// count of rows shown, and the Follow button.
class TimelineFilterBar : public QWidget
{
    Q_OBJECT
public:
    /// Kind presets of the kind box, in its order.
    /// MessagesOnly: the server's messages; AppMessages: those between MCP Apps and mcpscope.
    enum KindPreset {
        AllKinds,
        Requests,
        Responses,
        Notifications,
        Errors,
        RequestsAndResponses,
        MessagesOnly,
        AppMessages
    };

    explicit TimelineFilterBar(TimelineView *view, QWidget *parent = nullptr);
    ~TimelineFilterBar() override;

    QComboBox *directionBox() const { return m_direction; }
    QComboBox *kindBox() const { return m_kind; }
    QComboBox *methodBox() const { return m_method; }
    QLineEdit *searchField() const { return m_search; }
    QCheckBox *diagnosticsCheck() const { return m_onlyDiagnostics; }
    QCheckBox *stderrCheck() const { return m_stderr; }
    QToolButton *followButton() const { return m_follow; }
    /// "N of M shown".
    QString countText() const;

    /// Puts the focus in the search field, its text selected.
    void focusSearch();
    /// Shows every row again (controls back to their defaults).
    void clearFilters();

private:
    void applyKinds();
    void applyMethod(bool finished);
    void onMethodsAdded(int first, int last);
    void syncFromFilter();
    void scheduleCount();
    void updateCount();

    TimelineView *m_view;
    QComboBox *m_direction;
    QComboBox *m_kind;
    QComboBox *m_method;
    QStringListModel *m_methods;
    QLineEdit *m_search;
    QCheckBox *m_onlyDiagnostics;
    QCheckBox *m_stderr;
    QToolButton *m_clear;
    QToolButton *m_follow;
    QLabel *m_count;
    QTimer *m_countTimer;
    bool m_syncing = false;
};

} // namespace mcpscope
