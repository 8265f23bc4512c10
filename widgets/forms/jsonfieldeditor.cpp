// SPDX-License-Identifier: MIT
#include "widgets/forms/jsonfieldeditor.h"
#include "widgets/common/contrast.h"

#include "forms/formvalues.h"
#include "widgets/diagnostics/severitystyle.h"

#include <QFontDatabase>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace mcpscope {

JsonFieldEditor::JsonFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_reason = new QLabel(this);
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText);
    contrast::setMutedText(m_reason);
    const QString why
        = field.unsupportedReason.isEmpty() ? tr("This field is edited as JSON.") : field.unsupportedReason;
    m_reason->setText(tr("Write JSON here. %1").arg(why));
    layout->addWidget(m_reason);

    m_edit = new QPlainTextEdit(this);
    m_edit->setTabChangesFocus(true);
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_edit->setPlaceholderText(tr("e.g. {\"key\": \"value\"}, [1, 2], \"text\", 42, true or null"));
    m_edit->setFixedHeight(QFontMetrics(m_edit->font()).lineSpacing() * 4 + 2 * m_edit->frameWidth()
                           + int(m_edit->document()->documentMargin() * 2));
    layout->addWidget(m_edit);

    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    setSeverityText(m_problem, Severity::Error);
    m_problem->setVisible(false);
    layout->addWidget(m_problem);

    connect(m_edit, &QPlainTextEdit::textChanged, this, [this] {
        checkText();
        Q_EMIT valueChanged();
    });
    setFocusProxy(m_edit);
}

QString JsonFieldEditor::text() const
{
    return m_edit->toPlainText();
}

QString JsonFieldEditor::reasonText() const
{
    return m_reason->text();
}

QJsonValue JsonFieldEditor::value() const
{
    const std::optional<QJsonValue> v = FormValues::parseJsonText(m_edit->toPlainText(), nullptr);
    return v ? *v : QJsonValue(QJsonValue::Undefined);
}

void JsonFieldEditor::setValue(const QJsonValue &value)
{
    QString text;
    if (value.isObject())
        text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)).trimmed();
    else if (value.isArray())
        text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)).trimmed();
    else
        text = FormValues::jsonText(value);
    if (text != m_edit->toPlainText())
        m_edit->setPlainText(text);
}

QWidget *JsonFieldEditor::inputWidget()
{
    return m_edit;
}

void JsonFieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    if (m_edit->toPlainText().trimmed().isEmpty())
        return;
    QString error;
    if (!FormValues::parseJsonText(m_edit->toPlainText(), &error))
        out->append(schemacheck::Violation{pointer, error});
}

void JsonFieldEditor::checkText()
{
    QString error;
    const bool empty = m_edit->toPlainText().trimmed().isEmpty();
    if (!empty && !FormValues::parseJsonText(m_edit->toPlainText(), &error)) {
        m_problem->setText(tr("%1 Until it is fixed, this field is left out.").arg(error));
        m_problem->setVisible(true);
    } else {
        m_problem->clear();
        m_problem->setVisible(false);
    }
}

} // namespace mcpscope
