// SPDX-License-Identifier: MIT
#include "widgets/forms/choicefieldeditor.h"

#include "forms/formvalues.h"

#include <QComboBox>
#include <QHBoxLayout>

namespace mcpscope {

namespace {

QString shown(const QJsonValue &value)
{
    return value.isString() ? value.toString() : FormValues::jsonText(value);
}

} // namespace

ChoiceFieldEditor::ChoiceFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_combo = new QComboBox(this);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_hasNotSet = !field.required;
    if (m_hasNotSet)
        m_combo->addItem(tr("(not set)"));
    if (field.kind == FormField::Const) {
        m_values.append(field.constValue);
        m_combo->addItem(shown(field.constValue));
    } else {
        m_values = field.enumValues;
        for (qsizetype i = 0; i < m_values.size(); ++i) {
            const QString title = i < field.enumTitles.size() ? field.enumTitles.at(i) : QString();
            const QString text = shown(m_values.at(i));
            m_combo->addItem(title.isEmpty() ? text : title);
            if (!title.isEmpty())
                m_combo->setItemData(m_combo->count() - 1,
                                     toolTipText(tr("Sends %1").arg(FormValues::jsonText(m_values.at(i)).left(200))),
                                     Qt::ToolTipRole);
        }
    }
    // A required constant has one possible value: pre-selected. A required choice starts
    // empty, so nothing is sent that the person did not pick.
    m_combo->setCurrentIndex(m_hasNotSet || field.kind == FormField::Const ? 0 : -1);
    if (!m_hasNotSet)
        m_combo->setPlaceholderText(tr("(choose one)"));
    layout->addWidget(m_combo);
    layout->addStretch(1);
    connect(m_combo, &QComboBox::currentIndexChanged, this, &FieldEditor::valueChanged);
    setFocusProxy(m_combo);
}

QJsonValue ChoiceFieldEditor::value() const
{
    const int index = m_combo->currentIndex() - (m_hasNotSet ? 1 : 0);
    if (index < 0 || index >= m_values.size())
        return QJsonValue(QJsonValue::Undefined);
    return m_values.at(index);
}

void ChoiceFieldEditor::setValue(const QJsonValue &value)
{
    qsizetype index = -1;
    for (qsizetype i = 0; i < m_values.size() && index < 0; ++i) {
        if (m_values.at(i) == value)
            index = i;
    }
    if (index >= 0)
        m_combo->setCurrentIndex(int(index) + (m_hasNotSet ? 1 : 0));
    else
        m_combo->setCurrentIndex(m_hasNotSet ? 0 : (m_field.kind == FormField::Const ? 0 : -1));
}

QWidget *ChoiceFieldEditor::inputWidget()
{
    return m_combo;
}

} // namespace mcpscope
