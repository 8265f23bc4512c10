// SPDX-License-Identifier: MIT
#include "variantfieldeditor.h"

#include "fieldrow.h"
#include "forms/formvalues.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace mcpscope {

VariantFieldEditor::VariantFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_box = new QGroupBox(this);
    QString title = field.label().isEmpty() ? tr("Value") : field.label();
    if (field.required)
        title += QLatin1String(" *");
    m_box->setTitle(title);
    if (!field.description.isEmpty())
        m_box->setToolTip(field.description);
    outer->addWidget(m_box);
    auto *layout = new QVBoxLayout(m_box);
    if (!field.description.isEmpty()) {
        auto *about = new QLabel(field.description, m_box);
        about->setWordWrap(true);
        about->setTextFormat(Qt::PlainText);
        about->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(about);
    }

    auto *form = new QFormLayout;
    m_combo = new QComboBox(m_box);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_combo->setAccessibleName(tr("Kind of value for %1").arg(field.label()));
    auto *kindLabel = new QLabel(tr("Kind:"), m_box);
    kindLabel->setBuddy(m_combo);
    form->addRow(kindLabel, m_combo);
    layout->addLayout(form);

    m_stack = new QStackedWidget(m_box);
    layout->addWidget(m_stack);
    m_hasNotSet = !field.required;
    if (m_hasNotSet) {
        m_combo->addItem(tr("(not set)"));
        m_stack->addWidget(new QWidget(m_stack));
    }
    for (const FormField &variant : field.variants) {
        m_combo->addItem(variant.title);
        FormField shown = variant;
        shown.required = true; // the chosen variant is sent, even when empty
        shown.name.clear();
        auto *row = new FieldRow(shown, m_stack);
        m_rows.append(row);
        m_stack->addWidget(row);
        connect(row, &FieldRow::valueChanged, this, &FieldEditor::valueChanged);
    }
    connect(m_combo, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_stack->setCurrentIndex(index);
        Q_EMIT valueChanged();
    });
    // QStackedWidget is as tall as its tallest page; only the shown one should count.
    connect(m_combo, &QComboBox::currentIndexChanged, m_stack, [this] {
        for (int i = 0; i < m_stack->count(); ++i)
            m_stack->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == m_stack->currentIndex() ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        m_stack->adjustSize();
    });
    m_combo->setCurrentIndex(-1);
    m_combo->setCurrentIndex(0);
}

int VariantFieldEditor::currentVariant() const
{
    const int index = m_combo->currentIndex() - (m_hasNotSet ? 1 : 0);
    return index >= 0 && index < m_rows.size() ? index : -1;
}

void VariantFieldEditor::setCurrentVariant(int index)
{
    m_combo->setCurrentIndex(index < 0 ? 0 : index + (m_hasNotSet ? 1 : 0));
}

FieldRow *VariantFieldEditor::variantRow(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows.at(index) : nullptr;
}

QJsonValue VariantFieldEditor::value() const
{
    const int index = currentVariant();
    if (index < 0)
        return QJsonValue(QJsonValue::Undefined);
    return m_rows.at(index)->value();
}

void VariantFieldEditor::setValue(const QJsonValue &value)
{
    const int index = value.isUndefined() ? -1 : FormValues::matchVariant(m_field, value);
    if (index < 0) {
        setCurrentVariant(m_hasNotSet ? -1 : 0);
        return;
    }
    m_rows.at(index)->setValue(value);
    setCurrentVariant(index);
}

void VariantFieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    const int index = currentVariant();
    if (index >= 0)
        m_rows.at(index)->collectInputProblems(pointer, out);
}

QList<schemacheck::Violation> VariantFieldEditor::showErrors(const QString &pointer, const QList<schemacheck::Violation> &violations)
{
    const int index = currentVariant();
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows.at(i)->showErrors(pointer, i == index ? violations : QList<schemacheck::Violation>());
    return index >= 0 ? QList<schemacheck::Violation>() : violations;
}

QWidget *VariantFieldEditor::inputWidget()
{
    return m_combo;
}

} // namespace mcpscope
