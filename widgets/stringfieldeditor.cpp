// SPDX-License-Identifier: MIT
#include "stringfieldeditor.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>

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
        m_multi->setFixedHeight(QFontMetrics(m_multi->font()).lineSpacing() * lines
                                + 2 * m_multi->frameWidth() + int(m_multi->document()->documentMargin() * 2));
        layout->addWidget(m_multi);
        connect(m_multi, &QPlainTextEdit::textChanged, this, &FieldEditor::valueChanged);
    } else {
        m_line = new QLineEdit(this);
        m_line->setPlaceholderText(placeholder);
        layout->addWidget(m_line);
        connect(m_line, &QLineEdit::textChanged, this, &FieldEditor::valueChanged);
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

QWidget *StringFieldEditor::inputWidget()
{
    return m_multi ? static_cast<QWidget *>(m_multi) : static_cast<QWidget *>(m_line);
}

} // namespace mcpscope
