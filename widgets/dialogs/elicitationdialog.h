// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/elicitation.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace mcpscope {

class ArgumentsEditor;

/// Answers a server's elicitation/create. Form mode: the server's message and a form built
/// from requestedSchema, with Send (checked against the schema), Decline and Cancel. URL
/// mode: the message, the site and the full address, warnings about it, and Open in Browser,
/// which is the person's consent: only then is the browser started. Open it with open();
/// finished() tells the outcome, elicitResult() is what to send.
class ElicitationDialog : public QDialog
{
    Q_OBJECT
public:
    enum Outcome { Cancelled = QDialog::Rejected, Accepted = QDialog::Accepted, Declined = 2 };

    explicit ElicitationDialog(QWidget *parent = nullptr);

    void setServerName(const QString &name);
    void setRequest(const ElicitationRequest &request);
    const ElicitationRequest &request() const { return m_request; }

    /// The result to send for how the dialog ended (accept/decline/cancel).
    QJsonObject elicitResult() const;

    /// Form mode: sends the form when it matches the schema (else marks the fields).
    /// URL mode: opens the address in the browser and accepts.
    void acceptRequest();
    void declineRequest();

    ArgumentsEditor *editor() const { return m_editor; }
    QPushButton *acceptButton() const { return m_accept; }
    QPushButton *declineButton() const { return m_decline; }
    QPushButton *cancelButton() const { return m_cancel; }
    /// The problem shown under the form or the address (empty when none).
    QString problemText() const;
    /// URL mode: the site shown prominently.
    QString shownHost() const;

private:
    void buildForm();
    void buildUrl();
    void showProblem(const QString &text);

    ElicitationRequest m_request;
    QString m_serverName;
    QWidget *m_body;
    QLabel *m_heading;
    QLabel *m_message;
    QLabel *m_problem;
    QLabel *m_host = nullptr;
    ArgumentsEditor *m_editor = nullptr;
    QPushButton *m_accept;
    QPushButton *m_decline;
    QPushButton *m_cancel;
    QPushButton *m_copy;
};

} // namespace mcpscope
