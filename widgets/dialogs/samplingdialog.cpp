// SPDX-License-Identifier: MIT
#include "widgets/dialogs/samplingdialog.h"

#include "mcp/autoanswer.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

#include <climits>

namespace mcpscope {

namespace {

constexpr qsizetype MaxTextChars = 20000;
constexpr qsizetype MaxImageBase64 = 16 * 1024 * 1024;
constexpr int MaxImages = 20;
constexpr int ImageWidth = 360;
constexpr int MinImageWidth = 48;

QString escapedText(const QString &text)
{
    QString shown = text.left(MaxTextChars).toHtmlEscaped();
    if (text.size() > MaxTextChars)
        shown += QStringLiteral("<br><i>")
                 + SamplingDialog::tr("… %n more character(s) not shown", nullptr, int(text.size() - MaxTextChars))
                 + QStringLiteral("</i>");
    return QStringLiteral("<div style=\"white-space: pre-wrap\">") + shown + QStringLiteral("</div>");
}

QString compactJson(const QJsonValue &value, qsizetype limit = 2000)
{
    QByteArray json;
    if (value.isObject())
        json = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    else if (value.isArray())
        json = QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    QString text = QString::fromUtf8(json);
    if (text.size() > limit)
        text = text.left(limit) + QStringLiteral("…");
    return text;
}

QString percent(double priority)
{
    return QStringLiteral("%1%").arg(qRound(qBound(0.0, priority, 1.0) * 100));
}

} // namespace

SamplingDialog::SamplingDialog(QWidget *parent)
    : QDialog(parent)
    , m_heading(new QLabel(this))
    , m_requestView(new QTextBrowser(this))
    , m_canned(new QComboBox(this))
    , m_answer(new QPlainTextEdit(this))
    , m_model(new QLineEdit(this))
    , m_stopReason(new QComboBox(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("The Server Asks for a Model's Answer"));
    setObjectName(QStringLiteral("samplingDialog"));

    m_heading->setObjectName(QStringLiteral("samplingHeading"));
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::PlainText);

    m_requestView->setObjectName(QStringLiteral("samplingRequest"));
    m_requestView->setAccessibleName(tr("The server's request"));
    m_requestView->setOpenLinks(false);
    m_requestView->setMinimumHeight(160);

    m_canned->setObjectName(QStringLiteral("cannedReply"));
    m_canned->addItem(tr("Write my own answer"), -1);
    const QList<CannedReply> replies = AutoAnswer::cannedReplies();
    for (int i = 0; i < replies.size(); ++i)
        m_canned->addItem(replies.at(i).title, i);
    m_answer->setObjectName(QStringLiteral("samplingAnswer"));
    m_answer->setAccessibleName(tr("The model's answer"));
    m_answer->setPlaceholderText(tr("Write the answer the model would give…"));
    m_answer->setTabChangesFocus(true);
    m_model->setObjectName(QStringLiteral("samplingModel"));
    m_model->setText(QStringLiteral("mcpscope-human"));
    m_model->setToolTip(tr("The model name the server is told (it is free text)"));
    m_stopReason->setObjectName(QStringLiteral("samplingStopReason"));
    m_stopReason->setEditable(true);
    m_stopReason->addItems(Sampling::standardStopReasons());
    m_stopReason->setToolTip(tr("Why the answer ends: endTurn (finished), stopSequence, maxTokens (cut short), "
                                "toolUse"));
    m_problem->setObjectName(QStringLiteral("samplingProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->hide();

    auto *answerBox = new QGroupBox(tr("Your answer"), this);
    auto *answerForm = new QFormLayout(answerBox);
    answerForm->addRow(tr("Rea&dy-made:"), m_canned);
    answerForm->addRow(tr("&Text:"), m_answer);
    answerForm->addRow(tr("&Model name:"), m_model);
    answerForm->addRow(tr("Stop r&eason:"), m_stopReason);
    answerForm->addRow(m_problem);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    split->addWidget(m_requestView);
    split->addWidget(answerBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({400, 240});

    auto *buttons = new QDialogButtonBox(this);
    m_approve = buttons->addButton(tr("&Send Answer"), QDialogButtonBox::AcceptRole);
    m_approve->setObjectName(QStringLiteral("approveSampling"));
    m_approve->setToolTip(tr("Send this answer to the server as the model's reply"));
    m_reject = buttons->addButton(tr("&Reject"), QDialogButtonBox::RejectRole);
    m_reject->setObjectName(QStringLiteral("rejectSampling"));
    m_reject->setToolTip(tr("Refuse the request: the server gets an error"));
    m_approve->setDefault(true);
    connect(m_approve, &QPushButton::clicked, this, &SamplingDialog::approve);
    connect(m_reject, &QPushButton::clicked, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);

    connect(m_canned, &QComboBox::activated, this, [this](int row) {
        const int index = m_canned->itemData(row).toInt();
        if (index >= 0)
            chooseCannedReply(index);
    });
    connect(m_answer, &QPlainTextEdit::textChanged, this, &SamplingDialog::updateState);
    connect(m_model, &QLineEdit::textChanged, this, &SamplingDialog::updateState);
    connect(m_stopReason, &QComboBox::currentTextChanged, this, &SamplingDialog::updateState);

    resize(640, 620);
    updateState();
}

void SamplingDialog::setServerName(const QString &name)
{
    m_serverName = name;
    m_heading->setText(tr("%1 asks for an answer from a language model. Read the request, write the answer "
                          "yourself (or pick a ready-made one), then send it or reject the request.")
                           .arg(name.isEmpty() ? tr("The server") : name.left(100)));
}

void SamplingDialog::setRequest(const QJsonObject &params)
{
    m_request = SamplingRequest::fromParams(params);
    if (m_serverName.isEmpty())
        setServerName(QString());
    m_requestView->setHtml(requestHtml());
}

QString SamplingDialog::blockHtml(const QJsonObject &block, int *imageCount)
{
    const QString type = block.value(QLatin1String("type")).toString();
    if (type == QLatin1String("text"))
        return escapedText(block.value(QLatin1String("text")).toString());
    if (type == QLatin1String("image")) {
        const QString mime = block.value(QLatin1String("mimeType")).toString().left(60);
        const QString data = block.value(QLatin1String("data")).toString();
        QImage image;
        if (data.size() <= MaxImageBase64 && *imageCount < MaxImages)
            image.loadFromData(QByteArray::fromBase64(data.toLatin1()));
        if (image.isNull())
            return QStringLiteral("<p><i>") + tr("An image (%1) that cannot be shown.").arg(mime.toHtmlEscaped())
                   + QStringLiteral("</i></p>");
        const QUrl name(QStringLiteral("mcpscope-image:%1").arg(++*imageCount));
        const QSize original = image.size();
        if (image.width() > ImageWidth)
            image = image.scaledToWidth(ImageWidth, Qt::SmoothTransformation);
        else if (image.width() < MinImageWidth && image.width() > 0)
            image = image.scaledToWidth(MinImageWidth, Qt::FastTransformation); // a few pixels stay visible
        m_requestView->document()->addResource(QTextDocument::ImageResource, name, image);
        return QStringLiteral("<p><img src=\"%1\"><br><i>%2</i></p>")
            .arg(name.toString(),
                 tr("An image (%1, %2×%3)").arg(mime.toHtmlEscaped()).arg(original.width()).arg(original.height()));
    }
    if (type == QLatin1String("audio")) {
        const qsizetype bytes = block.value(QLatin1String("data")).toString().size() * 3 / 4;
        return QStringLiteral("<p><i>")
               + tr("A sound clip (%1, about %2 KB).")
                     .arg(block.value(QLatin1String("mimeType")).toString().left(60).toHtmlEscaped())
                     .arg((bytes + 1023) / 1024)
               + QStringLiteral("</i></p>");
    }
    if (type == QLatin1String("tool_use"))
        return QStringLiteral("<p><i>")
               + tr("Asks to use the tool %1 with:")
                     .arg(QStringLiteral("<b>")
                          + block.value(QLatin1String("name")).toString().left(100).toHtmlEscaped()
                          + QStringLiteral("</b>"))
               + QStringLiteral("</i></p><pre>") + compactJson(block.value(QLatin1String("input"))).toHtmlEscaped()
               + QStringLiteral("</pre>");
    if (type == QLatin1String("tool_result")) {
        QString html = QStringLiteral("<p><i>")
                       + tr("The result of a tool (call %1):")
                             .arg(block.value(QLatin1String("toolUseId")).toString().left(60).toHtmlEscaped())
                       + QStringLiteral("</i></p>");
        const QJsonArray content = block.value(QLatin1String("content")).toArray();
        for (const QJsonValue &inner : content) {
            const QJsonObject innerBlock = inner.toObject();
            if (innerBlock.value(QLatin1String("type")).toString() == QLatin1String("text"))
                html += escapedText(innerBlock.value(QLatin1String("text")).toString());
            else
                html += QStringLiteral("<pre>") + compactJson(innerBlock).toHtmlEscaped() + QStringLiteral("</pre>");
        }
        return html;
    }
    return QStringLiteral("<pre>") + compactJson(block).toHtmlEscaped() + QStringLiteral("</pre>");
}

QString SamplingDialog::requestHtml()
{
    int images = 0;
    QString html;
    const auto heading = [&html](const QString &text) {
        html += QStringLiteral("<h3>") + text.toHtmlEscaped() + QStringLiteral("</h3>");
    };
    if (!m_request.systemPrompt.isEmpty()) {
        heading(tr("Instructions for the model (system prompt)"));
        html += escapedText(m_request.systemPrompt);
    }
    heading(tr("The conversation so far"));
    if (m_request.messages.isEmpty())
        html += QStringLiteral("<p><i>") + tr("No messages.") + QStringLiteral("</i></p>");
    for (const SamplingMessage &message : std::as_const(m_request.messages)) {
        QString who = message.role == QLatin1String("user")        ? tr("User")
                      : message.role == QLatin1String("assistant") ? tr("Assistant (the model)")
                                                                   : message.role.left(40);
        html += QStringLiteral("<p style=\"margin-top: 8px\"><b>") + who.toHtmlEscaped() + QStringLiteral(":</b></p>");
        html += QStringLiteral("<div style=\"margin-left: 12px\">");
        for (const QJsonObject &block : message.blocks)
            html += blockHtml(block, &images);
        html += QStringLiteral("</div>");
    }

    QStringList settings;
    const auto row = [&settings](const QString &name, const QString &value) {
        settings << QStringLiteral("<tr><td style=\"padding-right: 12px\">") + name.toHtmlEscaped()
                        + QStringLiteral("</td><td>") + value.toHtmlEscaped() + QStringLiteral("</td></tr>");
    };
    if (m_request.maxTokens >= 0)
        row(tr("Longest answer"), tr("%n token(s)", nullptr, int(qMin<qint64>(m_request.maxTokens, INT_MAX))));
    if (m_request.hasTemperature)
        row(tr("Temperature (randomness)"), QString::number(m_request.temperature));
    if (!m_request.stopSequences.isEmpty()) {
        QStringList quoted;
        for (const QString &s : std::as_const(m_request.stopSequences))
            quoted << QLatin1Char('"') + s.left(60) + QLatin1Char('"');
        row(tr("Stop at"), quoted.join(QStringLiteral(", ")));
    }
    if (!m_request.includeContext.isEmpty()) {
        QString what = m_request.includeContext;
        if (what == QLatin1String("none"))
            what = tr("none (only the messages above)");
        else if (what == QLatin1String("thisServer"))
            what = tr("context from this server");
        else if (what == QLatin1String("allServers"))
            what = tr("context from all connected servers");
        row(tr("Extra context wanted"), what);
    }
    if (!m_request.modelHints.isEmpty())
        row(tr("Preferred models"), m_request.modelHints.join(QStringLiteral(", ")).left(300));
    if (m_request.costPriority >= 0)
        row(tr("Low cost matters"), percent(m_request.costPriority));
    if (m_request.speedPriority >= 0)
        row(tr("Speed matters"), percent(m_request.speedPriority));
    if (m_request.intelligencePriority >= 0)
        row(tr("Intelligence matters"), percent(m_request.intelligencePriority));
    if (!settings.isEmpty()) {
        heading(tr("What the server asked for"));
        html += QStringLiteral("<table>") + settings.join(QString()) + QStringLiteral("</table>");
    }
    if (!m_request.tools.isEmpty()) {
        heading(tr("Tools the model may use"));
        html += QStringLiteral("<ul>");
        for (const QJsonValue &t : std::as_const(m_request.tools)) {
            const QJsonObject tool = t.toObject();
            html += QStringLiteral("<li><b>") + tool.value(QLatin1String("name")).toString().left(100).toHtmlEscaped()
                    + QStringLiteral("</b>");
            const QString description = tool.value(QLatin1String("description")).toString().left(500);
            if (!description.isEmpty())
                html += QStringLiteral(": ") + description.toHtmlEscaped();
            html += QStringLiteral("</li>");
        }
        html += QStringLiteral("</ul>");
        const QString mode = m_request.toolChoice.value(QLatin1String("mode")).toString();
        if (!mode.isEmpty())
            html += QStringLiteral("<p>") + tr("Tool choice: %1").arg(mode.left(40)).toHtmlEscaped()
                    + QStringLiteral("</p>");
    }
    return html;
}

QJsonObject SamplingDialog::samplingResult() const
{
    return Sampling::textResult(m_answer->toPlainText(), m_model->text().trimmed(),
                                m_stopReason->currentText().trimmed());
}

QStringList SamplingDialog::problems() const
{
    QStringList problems;
    if (m_model->text().trimmed().isEmpty())
        problems << tr("Give a model name (any name will do).");
    problems << Sampling::checkResult(samplingResult());
    problems.removeDuplicates();
    return problems;
}

void SamplingDialog::setAnswerText(const QString &text)
{
    m_answer->setPlainText(text);
}

void SamplingDialog::setModelName(const QString &model)
{
    m_model->setText(model);
}

void SamplingDialog::setStopReason(const QString &stopReason)
{
    m_stopReason->setCurrentText(stopReason);
}

void SamplingDialog::chooseCannedReply(int index)
{
    const QList<CannedReply> replies = AutoAnswer::cannedReplies();
    if (index < 0 || index >= replies.size())
        return;
    m_canned->setCurrentIndex(m_canned->findData(index));
    m_answer->setPlainText(replies.at(index).text);
    m_model->setText(AutoAnswer::cannedModelName());
    m_stopReason->setCurrentText(replies.at(index).stopReason);
}

void SamplingDialog::updateState()
{
    const QStringList problems = this->problems();
    m_approve->setEnabled(problems.isEmpty());
    m_problem->setText(problems.join(QLatin1Char('\n')));
    m_problem->setVisible(!problems.isEmpty());
}

void SamplingDialog::approve()
{
    if (!problems().isEmpty())
        return;
    accept();
}

} // namespace mcpscope
