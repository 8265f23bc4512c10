// SPDX-License-Identifier: MIT
#include "widgets/forms/multichoicefieldeditor.h"

#include "forms/formvalues.h"

#include <QCheckBox>
#include <QGridLayout>

namespace mcpscope {

MultiChoiceFieldEditor::MultiChoiceFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const FormField &item = field.items.constFirst();
    m_values = item.enumValues;
    // Long lists in columns, so the form does not grow a screen tall.
    const int columns = m_values.size() > 16 ? 3 : (m_values.size() > 6 ? 2 : 1);
    const int rows = int((m_values.size() + columns - 1) / columns);
    for (qsizetype i = 0; i < m_values.size(); ++i) {
        const QJsonValue v = m_values.at(i);
        const QString title = item.enumTitles.value(i);
        const QString text = v.isString() ? v.toString() : FormValues::jsonText(v);
        auto *box = new QCheckBox(title.isEmpty() ? text : title, this);
        if (!title.isEmpty())
            box->setToolTip(toolTipText(tr("Sends %1").arg(FormValues::jsonText(v).left(200))));
        layout->addWidget(box, int(i) % rows, int(i) / rows);
        m_boxes.append(box);
        connect(box, &QCheckBox::toggled, this, [this, v](bool on) {
            if (m_setting)
                return;
            m_explicit = true;
            if (on) {
                if (!m_selected.contains(v))
                    m_selected.append(v);
            } else {
                for (qsizetype j = m_selected.size() - 1; j >= 0; --j) {
                    if (m_selected.at(j) == v)
                        m_selected.removeAt(j);
                }
            }
            Q_EMIT valueChanged();
        });
    }
    layout->setColumnStretch(columns, 1);
    if (!m_boxes.isEmpty())
        setFocusProxy(m_boxes.constFirst());
}

QJsonValue MultiChoiceFieldEditor::value() const
{
    if (m_selected.isEmpty() && !m_field.required && !m_explicit)
        return QJsonValue(QJsonValue::Undefined);
    return m_selected;
}

void MultiChoiceFieldEditor::setValue(const QJsonValue &value)
{
    m_setting = true;
    m_selected = value.toArray();
    m_explicit = value.isArray();
    for (qsizetype i = 0; i < m_boxes.size(); ++i)
        m_boxes.at(i)->setChecked(m_selected.contains(m_values.at(i)));
    m_setting = false;
    Q_EMIT valueChanged();
}

QWidget *MultiChoiceFieldEditor::inputWidget()
{
    return m_boxes.isEmpty() ? static_cast<QWidget *>(this) : static_cast<QWidget *>(m_boxes.constFirst());
}

} // namespace mcpscope
