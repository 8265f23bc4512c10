// SPDX-License-Identifier: MIT
#include "widgets/forms/booleanfieldeditor.h"

#include <QCheckBox>
#include <QHBoxLayout>

namespace mcpscope {

BooleanFieldEditor::BooleanFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_check = new QCheckBox(this);
    m_check->setTristate(!field.required);
    m_check->setCheckState(field.required ? Qt::Unchecked : Qt::PartiallyChecked);
    layout->addWidget(m_check);
    layout->addStretch(1);
    updateText();
    connect(m_check, &QCheckBox::checkStateChanged, this, [this] {
        updateText();
        Q_EMIT valueChanged();
    });
    setFocusProxy(m_check);
}

QJsonValue BooleanFieldEditor::value() const
{
    switch (m_check->checkState()) {
    case Qt::Checked:
        return true;
    case Qt::Unchecked:
        return false;
    case Qt::PartiallyChecked:
        break;
    }
    return QJsonValue(QJsonValue::Undefined);
}

void BooleanFieldEditor::setValue(const QJsonValue &value)
{
    if (value.isBool())
        m_check->setCheckState(value.toBool() ? Qt::Checked : Qt::Unchecked);
    else
        m_check->setCheckState(m_check->isTristate() ? Qt::PartiallyChecked : Qt::Unchecked);
}

QWidget *BooleanFieldEditor::inputWidget()
{
    return m_check;
}

void BooleanFieldEditor::updateText()
{
    switch (m_check->checkState()) {
    case Qt::Checked:
        m_check->setText(tr("Yes (true)"));
        break;
    case Qt::Unchecked:
        m_check->setText(tr("No (false)"));
        break;
    case Qt::PartiallyChecked:
        m_check->setText(tr("Not set (left out)"));
        break;
    }
}

} // namespace mcpscope
