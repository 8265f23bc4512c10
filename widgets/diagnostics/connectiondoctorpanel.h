// SPDX-License-Identifier: MIT
// Implemented in connectiondoctorpanel.cpp.
#pragma once

#include "mcp/connectiondoctor.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace mcpscope {

/// The connection doctor's panel: shown above the timeline when connecting fails or hangs. It
/// shows a Diagnosis (made in core by ConnectionDoctor) as plain text: what happened, the
/// probable causes, what they rest on, and the next step, with buttons to try again, change
/// the connection, or hide the panel. Server texts in it are never interpreted as markup.
class ConnectionDoctorPanel : public QFrame
{
    Q_OBJECT
public:
    explicit ConnectionDoctorPanel(QWidget *parent = nullptr);

    void setDiagnosis(const Diagnosis &diagnosis);
    const Diagnosis &diagnosis() const { return m_diagnosis; }
    /// The panel's text as it reads, for tests and for copying.
    QString text() const { return m_diagnosis.toText(); }

Q_SIGNALS:
    void retryRequested();
    void settingsRequested();

private:
    Diagnosis m_diagnosis;
    QLabel *m_summary;
    QLabel *m_causes;
    QLabel *m_seen;
    QLabel *m_nextStep;
    QPushButton *m_retry;
    QPushButton *m_settings;
    QPushButton *m_copy;
    QPushButton *m_copyLink;
    QPushButton *m_hide;
};

} // namespace mcpscope
