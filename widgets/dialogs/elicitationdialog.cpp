// SPDX-License-Identifier: MIT
#include "widgets/dialogs/elicitationdialog.h"
#include "widgets/common/scaledfont.h"

#include "widgets/diagnostics/severitystyle.h"
#include "widgets/forms/argumentseditor.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

constexpr qsizetype MaxMessageChars = 4000;
constexpr qsizetype MaxUrlChars = 4000;

QLabel *plainLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

ElicitationDialog::ElicitationDialog(QWidget *parent)
    : QDialog(parent)
    , m_body(new QWidget(this))
    , m_heading(plainLabel(this, QStringLiteral("elicitationHeading")))
    , m_message(plainLabel(this, QStringLiteral("elicitationMessage")))
    , m_problem(plainLabel(this, QStringLiteral("elicitationProblem")))
{
    setObjectName(QStringLiteral("elicitationDialog"));
    QFont bigger = m_message->font();
    bigger = scaledFont(bigger, 1.1);
    m_message->setFont(bigger);
    m_problem->hide();
    setSeverityText(m_problem, Severity::Error);

    auto *buttons = new QDialogButtonBox(this);
    m_accept = buttons->addButton(tr("&Send"), QDialogButtonBox::AcceptRole);
    m_accept->setObjectName(QStringLiteral("acceptElicitation"));
    m_decline = buttons->addButton(tr("&Decline"), QDialogButtonBox::DestructiveRole);
    m_decline->setObjectName(QStringLiteral("declineElicitation"));
    m_decline->setToolTip(tr("Say no: the server is told that you declined"));
    m_cancel = buttons->addButton(tr("&Cancel"), QDialogButtonBox::RejectRole);
    m_cancel->setObjectName(QStringLiteral("cancelElicitation"));
    m_cancel->setToolTip(tr("Close without choosing: the server is told that you dismissed it"));
    m_copy = buttons->addButton(tr("Cop&y Address"), QDialogButtonBox::ActionRole);
    m_copy->setObjectName(QStringLiteral("copyElicitationUrl"));
    m_copy->hide();
    m_accept->setDefault(true);
    connect(m_accept, &QPushButton::clicked, this, &ElicitationDialog::acceptRequest);
    connect(m_decline, &QPushButton::clicked, this, &ElicitationDialog::declineRequest);
    connect(m_cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_request.url); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_message);
    layout->addWidget(m_body, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
}

void ElicitationDialog::setServerName(const QString &name)
{
    m_serverName = name.left(100);
}

void ElicitationDialog::setRequest(const ElicitationRequest &request)
{
    m_request = request;
    const QString who = m_serverName.isEmpty() ? tr("The server") : m_serverName;
    QString message = request.message.left(MaxMessageChars);
    if (request.message.size() > MaxMessageChars)
        message += QStringLiteral("…");
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    if (request.mode == ElicitationRequest::Mode::Url) {
        setWindowTitle(tr("The Server Asks You to Open a Web Page"));
        m_heading->setText(tr("%1 asks you to open a page in your web browser:").arg(who));
        buildUrl();
    } else {
        setWindowTitle(tr("The Server Asks You to Fill In a Form"));
        m_heading->setText(tr("%1 asks:").arg(who));
        buildForm();
    }
    if (!request.problem.isEmpty()) {
        showProblem(request.problem);
        m_accept->setEnabled(false);
    }
}

void ElicitationDialog::buildForm()
{
    auto *layout = new QVBoxLayout(m_body);
    layout->setContentsMargins(0, 0, 0, 0);
    m_editor = new ArgumentsEditor(m_body);
    m_editor->setObjectName(QStringLiteral("elicitationForm"));
    m_editor->setSchema(m_request.requestedSchema);
    layout->addWidget(m_editor, 1);
    auto *note = plainLabel(m_body, QStringLiteral("elicitationNote"));
    note->setText(tr("Only what you send here goes to the server. Do not enter passwords or other secrets in "
                     "this form."));
    note->setEnabled(false);
    layout->addWidget(note);
    m_accept->setText(tr("&Send"));
    m_accept->setToolTip(tr("Send your answers to the server"));
    connect(m_editor, &ArgumentsEditor::argumentsChanged, this, [this] { m_problem->hide(); });
    resize(580, qBound(320, sizeHint().height(), 720));
}

void ElicitationDialog::buildUrl()
{
    const QUrl url(m_request.url, QUrl::StrictMode);
    auto *form = new QFormLayout(m_body);
    form->setContentsMargins(0, 6, 0, 6);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_host = plainLabel(m_body, QStringLiteral("elicitationHost"));
    QFont hostFont = m_host->font();
    hostFont.setBold(true);
    hostFont = scaledFont(hostFont, 1.5);
    m_host->setFont(hostFont);
    const QString host = Elicitation::displayHost(url);
    const QString ascii = Elicitation::asciiHost(url);
    // A name in other alphabets can imitate a known site: its plain (ASCII) form goes beside it.
    m_host->setText(host.isEmpty()  ? tr("(no site)")
                    : ascii == host ? host.left(200)
                                    : host.left(200) + QStringLiteral(" (") + ascii.left(200) + QLatin1Char(')'));
    form->addRow(tr("Site:"), m_host);

    auto *address = plainLabel(m_body, QStringLiteral("elicitationUrl"));
    // The whole address, broken anywhere: a long path must not hide where it leads.
    QString shown = m_request.url.left(MaxUrlChars);
    if (m_request.url.size() > MaxUrlChars)
        shown += QStringLiteral("…");
    address->setText(shown);
    address->setWordWrap(true);
    address->setMinimumWidth(360);
    form->addRow(tr("Full address:"), address);

    const QStringList warnings = Elicitation::urlWarnings(url);
    if (!warnings.isEmpty()) {
        auto *warningLabel = plainLabel(m_body, QStringLiteral("elicitationWarnings"));
        setSeverityText(warningLabel, Severity::Warning);
        warningLabel->setText(QStringLiteral("\u26a0 ") + warnings.join(QStringLiteral("\n\u26a0 ")));
        form->addRow(tr("Check:"), warningLabel);
    }
    auto *note = plainLabel(m_body, QStringLiteral("elicitationNote"));
    note->setText(tr("Nothing is opened until you choose Open in Browser. What you enter on that page goes to the "
                     "site, not through mcpscope."));
    note->setEnabled(false);
    form->addRow(note);

    m_accept->setText(tr("&Open in Browser"));
    m_accept->setToolTip(tr("Open this address in your web browser and tell the server you agreed"));
    m_accept->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    // Opening must be a deliberate click, not an Enter pressed while reading.
    m_accept->setDefault(false);
    m_accept->setAutoDefault(false);
    m_cancel->setDefault(true);
    m_copy->show();
    resize(580, qMax(260, sizeHint().height()));
}

QJsonObject ElicitationDialog::elicitResult() const
{
    switch (QDialog::result()) {
    case Accepted:
        if (m_request.mode == ElicitationRequest::Mode::Url)
            return Elicitation::acceptUrlResult();
        return Elicitation::acceptResult(m_editor ? m_editor->arguments() : QJsonObject());
    case Declined:
        return Elicitation::declineResult();
    default:
        return Elicitation::cancelResult();
    }
}

void ElicitationDialog::acceptRequest()
{
    if (!m_request.problem.isEmpty())
        return;
    if (m_request.mode == ElicitationRequest::Mode::Url) {
        if (!QDesktopServices::openUrl(QUrl(m_request.url, QUrl::StrictMode))) {
            showProblem(tr("The web browser could not be started. Copy the address and open it yourself, or "
                           "decline."));
            return;
        }
        accept();
        return;
    }
    if (!m_editor)
        return;
    if (m_editor->isRawMode() && !m_editor->rawTextIsValid()) {
        showProblem(tr("The text is not valid JSON; correct it first."));
        return;
    }
    const auto violations = m_editor->validate();
    if (!violations.isEmpty()) {
        showProblem(tr("Some answers do not fit what the server asked for (see the marked fields)."));
        return;
    }
    const QStringList problems
        = Elicitation::checkResult(Elicitation::acceptResult(m_editor->arguments()), ElicitationRequest::Mode::Form);
    if (!problems.isEmpty()) {
        showProblem(problems.join(QLatin1Char('\n')));
        return;
    }
    accept();
}

void ElicitationDialog::declineRequest()
{
    done(Declined);
}

void ElicitationDialog::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

QString ElicitationDialog::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

QString ElicitationDialog::shownHost() const
{
    return m_host ? m_host->text() : QString();
}

} // namespace mcpscope
