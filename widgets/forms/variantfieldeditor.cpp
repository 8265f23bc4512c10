// SPDX-License-Identifier: MIT
#include "widgets/forms/variantfieldeditor.h"
#include "widgets/common/contrast.h"

#include "forms/formvalues.h"
#include "widgets/forms/fieldrow.h"

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
        m_box->setToolTip(toolTipText(field.description));
    outer->addWidget(m_box);
    auto *layout = new QVBoxLayout(m_box);
    if (!field.description.isEmpty()) {
        auto *about = new QLabel(field.description, m_box);
        about->setWordWrap(true);
        about->setTextFormat(Qt::PlainText);
        contrast::setMutedText(about);
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
        const int variantIndex = int(m_rows.size());
        m_rows.append(row);
        m_touched.append(false);
        m_stack->addWidget(row);
        connect(row, &FieldRow::valueChanged, this, [this, variantIndex] {
            if (!m_setting)
                m_touched[variantIndex] = true;
            Q_EMIT valueChanged();
        });
    }
    connect(m_combo, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_stack->setCurrentIndex(index);
        const int now = currentVariant();
        // Switching between two kinds of object keeps what was typed into members both have
        // (a constant "kind" member of the other variant does not fit, and stays).
        if (!m_setting && m_previous >= 0 && now >= 0 && m_previous != now && m_touched.at(m_previous)
            && !m_touched.at(now)) {
            const QJsonValue before = m_rows.at(m_previous)->value();
            const FormField &target = m_field.variants.at(now);
            if (before.isObject() && target.kind == FormField::Object) {
                QJsonObject carried = m_rows.at(now)->value().toObject();
                const QJsonObject old = before.toObject();
                for (auto it = old.constBegin(); it != old.constEnd(); ++it) {
                    const FormField *p = target.property(it.key());
                    if (p && p->kind != FormField::Const && FormValues::fits(*p, it.value()))
                        carried.insert(it.key(), it.value());
                }
                m_setting = true;
                m_rows.at(now)->setValue(carried);
                m_setting = false;
            } else if (FormValues::fits(target, before) && !before.isUndefined()) {
                m_setting = true;
                m_rows.at(now)->setValue(before);
                m_setting = false;
            }
        }
        m_previous = now;
        Q_EMIT valueChanged();
    });
    // QStackedWidget is as tall as its tallest page; only the shown one should count.
    connect(m_combo, &QComboBox::currentIndexChanged, m_stack, [this] {
        for (int i = 0; i < m_stack->count(); ++i)
            m_stack->widget(i)->setSizePolicy(
                QSizePolicy::Preferred, i == m_stack->currentIndex() ? QSizePolicy::Preferred : QSizePolicy::Ignored);
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
    m_setting = true;
    if (index < 0) {
        setCurrentVariant(m_hasNotSet ? -1 : 0);
    } else {
        m_rows.at(index)->setValue(value);
        setCurrentVariant(index);
        m_touched[index] = true;
    }
    m_previous = currentVariant();
    m_setting = false;
}

void VariantFieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    const int index = currentVariant();
    if (index >= 0)
        m_rows.at(index)->collectInputProblems(pointer, out);
}

QList<schemacheck::Violation> VariantFieldEditor::showErrors(const QString &pointer,
                                                             const QList<schemacheck::Violation> &violations)
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
