// SPDX-License-Identifier: MIT
#include "widgets/forms/stringfieldeditor.h"

#include "forms/formvalues.h"

#include <QDateTime>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QToolButton>

namespace mcpscope {

StringFieldEditor::StringFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    QString placeholder = hintText();
    const QJsonArray examples = field.schema.value(QLatin1String("examples")).toArray();
    if (!examples.isEmpty() && examples.first().isString())
        placeholder = tr("e.g. %1").arg(examples.first().toString().left(80));
    if (field.multiline) {
        m_multi = new QPlainTextEdit(this);
        m_multi->setTabChangesFocus(true);
        m_multi->setPlaceholderText(placeholder);
        const int lines = 4;
        m_multi->setFixedHeight(QFontMetrics(m_multi->font()).lineSpacing() * lines + 2 * m_multi->frameWidth()
                                + int(m_multi->document()->documentMargin() * 2));
        layout->addWidget(m_multi);
        connect(m_multi, &QPlainTextEdit::textChanged, this, &FieldEditor::valueChanged);
    } else {
        m_line = new QLineEdit(this);
        m_line->setPlaceholderText(placeholder);
        layout->addWidget(m_line);
        connect(m_line, &QLineEdit::textChanged, this, &FieldEditor::valueChanged);
        // Dates are tedious to type in the exact form: one click for the current one.
        const bool date = field.format == QLatin1String("date");
        if (date || field.format == QLatin1String("date-time")) {
            auto *now = new QToolButton(this);
            now->setText(date ? tr("Today") : tr("Now"));
            now->setToolTip(date ? tr("Fill in today's date") : tr("Fill in the current date and time (UTC)"));
            layout->addWidget(now);
            connect(now, &QToolButton::clicked, this, [this, date] {
                const QDateTime current = QDateTime::currentDateTimeUtc();
                m_line->setText(date ? current.date().toString(Qt::ISODate) : current.toString(Qt::ISODate));
            });
        }
    }
    setFocusProxy(inputWidget());
}

QString StringFieldEditor::text() const
{
    return m_multi ? m_multi->toPlainText() : m_line->text();
}

QJsonValue StringFieldEditor::value() const
{
    const QString t = text();
    if (t.isEmpty() && !m_field.required)
        return QJsonValue(QJsonValue::Undefined);
    return t;
}

void StringFieldEditor::setValue(const QJsonValue &value)
{
    const QString t = value.toString();
    if (m_multi) {
        if (m_multi->toPlainText() != t)
            m_multi->setPlainText(t);
    } else {
        m_line->setText(t);
    }
}

void StringFieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    const QString problem = FormValues::formatProblem(m_field.format, text());
    if (!problem.isEmpty())
        out->append(schemacheck::Violation{pointer, problem});
}

QWidget *StringFieldEditor::inputWidget()
{
    return m_multi ? static_cast<QWidget *>(m_multi) : static_cast<QWidget *>(m_line);
}

} // namespace mcpscope
