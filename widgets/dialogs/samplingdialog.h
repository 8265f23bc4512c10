// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/sampling.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;

namespace mcpscope {

/// Shows a server's sampling/createMessage request in plain words (the conversation by role,
/// the system prompt, the model preferences and limits, the tools offered) and lets a person
/// write the model's answer or pick a canned one, then approve or reject it. Open it with
/// open(): finished() tells the outcome (Accepted: send samplingResult(); otherwise reject).
class SamplingDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SamplingDialog(QWidget *parent = nullptr);

    /// Who asks (shown at the top).
    void setServerName(const QString &name);
    /// The request's params.
    void setRequest(const QJsonObject &params);
    const SamplingRequest &request() const { return m_request; }

    /// The answer as it will be sent.
    QJsonObject samplingResult() const;
    /// Problems with the answer that block sending (empty: it can be sent).
    QStringList problems() const;

    void setAnswerText(const QString &text);
    void setModelName(const QString &model);
    void setStopReason(const QString &stopReason);
    /// Fills in canned reply @p index (AutoAnswer::cannedReplies()).
    void chooseCannedReply(int index);

    /// Sends the answer (when it can be sent).
    void approve();

    QTextBrowser *requestView() const { return m_requestView; }
    QPushButton *approveButton() const { return m_approve; }
    QPushButton *rejectButton() const { return m_reject; }

private:
    QString requestHtml();
    QString blockHtml(const QJsonObject &block, int *imageCount);
    void updateState();

    SamplingRequest m_request;
    QLabel *m_heading;
    QTextBrowser *m_requestView;
    QComboBox *m_canned;
    QPlainTextEdit *m_answer;
    QLineEdit *m_model;
    QComboBox *m_stopReason;
    QLabel *m_problem;
    QPushButton *m_approve;
    QPushButton *m_reject;
    QString m_serverName;
};

} // namespace mcpscope
