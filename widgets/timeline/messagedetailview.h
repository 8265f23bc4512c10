// SPDX-License-Identifier: MIT
#pragma once

#include "session/session.h"
#include "session/timelinemodel.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QSplitter;
class QTabWidget;
class QTimer;
class QToolButton;
class QTreeWidget;

namespace mcpscope {

class JsonView;

/// Everything about one selected timeline row: the JSON pretty-printed and highlighted (in
/// wire order), the raw bytes exactly as they came (invalid UTF-8 as \xNN, or a hex dump),
/// and the message's diagnostics; selecting a diagnostic marks the part of the JSON it is
/// about. Heavy tabs are filled only when they are shown.
class MessageDetailView : public QWidget
{
    Q_OBJECT
public:
    enum Tab { JsonTab, RawTab, DiagnosticsTab, HttpTab };
    /// Hex dumps cover at most this many bytes.
    static constexpr qsizetype HexDumpLimit = 256 * 1024;

    explicit MessageDetailView(QWidget *parent = nullptr);
    ~MessageDetailView() override;

    /// The timeline whose rows are shown (not owned).
    void setTimelineModel(TimelineModel *model);
    /// Shows session event @p eventIndex (-1: nothing).
    void showSessionEvent(qsizetype eventIndex);
    qsizetype eventIndex() const { return m_event; }

    QTabWidget *tabs() const { return m_tabs; }
    JsonView *jsonView() const { return m_json; }
    JsonView *rawView() const { return m_raw; }
    QCheckBox *hexCheck() const { return m_hex; }
    QTreeWidget *diagnosticsList() const { return m_diagnostics; }
    /// The JSON view beside the diagnostics list, with the selected diagnostic's path marked.
    JsonView *diagnosticJsonView() const { return m_diagnosticJson; }
    QToolButton *jumpButton() const { return m_jump; }
    /// "Round 2 of 3": a menu of the rounds of a multi-round-trip request (hidden otherwise).
    QToolButton *roundButton() const { return m_round; }
    /// The one-line description above the tabs.
    QString title() const;

    /// Selects diagnostic @p row of the list (and marks its path in both JSON views).
    bool selectDiagnostic(int row);

    /// The shown event as pretty JSON (messages) or as its text (other rows).
    QString jsonText() const;
    /// The shown event's bytes exactly as they were.
    QByteArray rawBytes() const;
    void copyJson();
    void copyRaw();

Q_SIGNALS:
    /// The user wants the other half of the shown request/response pair.
    void jumpRequested();
    /// The user chose another event to look at (a round of the same request).
    void eventRequested(qsizetype eventIndex);

private:
    void showRounds(const Session &session);
    void refresh();
    void connectSession();
    void fillTab(int tab);
    void fillRaw();
    void fillDiagnostics();
    void fillHttp();
    void onDiagnosticsAdded(qsizetype first, qsizetype last);
    void onDiagnosticSelected();
    void updateDiagnosticsTabTitle(qsizetype count, int worst);

    QPointer<TimelineModel> m_model;
    QPointer<Session> m_session;
    qsizetype m_event = -1;
    QLabel *m_title;
    QToolButton *m_jump;
    QToolButton *m_round;
    QToolButton *m_copyJson;
    QToolButton *m_copyRaw;
    QTabWidget *m_tabs;
    JsonView *m_json;
    QWidget *m_rawPage;
    JsonView *m_raw;
    QCheckBox *m_hex;
    QSplitter *m_diagnosticsPage;
    QTreeWidget *m_diagnostics;
    JsonView *m_diagnosticJson;
    QTimer *m_diagnosticsTimer;
    JsonView *m_http;
    bool m_httpFilled = false;
    bool m_rawFilled = false;
    bool m_diagnosticsFilled = false;
};

} // namespace mcpscope
