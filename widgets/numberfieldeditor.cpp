// SPDX-License-Identifier: MIT
#include "numberfieldeditor.h"

#include "forms/formvalues.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <climits>
#include <cmath>

namespace mcpscope {

NumberFieldEditor::NumberFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // A spin box only where it can hold every allowed value: whole numbers, both ends known,
    // inside int. One step below the minimum stands for "not set".
    bool spin = false;
    int low = 0;
    int high = 0;
    if (field.kind == FormField::Integer && field.minimum && field.maximum) {
        const double lo = field.exclusiveMinimum ? std::floor(*field.minimum) + 1 : std::ceil(*field.minimum);
        const double hi = field.exclusiveMaximum ? std::ceil(*field.maximum) - 1 : std::floor(*field.maximum);
        if (lo > double(INT_MIN) + 1 && hi < double(INT_MAX) && lo <= hi) {
            spin = true;
            low = int(lo);
            high = int(hi);
        }
    }
    if (spin) {
        m_spin = new QSpinBox(this);
        m_spin->setRange(low - 1, high);
        m_spin->setSpecialValueText(tr("(not set)"));
        m_spin->setValue(low - 1);
        m_spin->setToolTip(hintText());
        m_spin->setMinimumWidth(m_spin->fontMetrics().horizontalAdvance(QStringLiteral("-0000000000")) + 40);
        layout->addWidget(m_spin);
        layout->addStretch(1);
        connect(m_spin, &QSpinBox::valueChanged, this, &FieldEditor::valueChanged);
    } else {
        m_line = new QLineEdit(this);
        m_line->setPlaceholderText(hintText());
        // Lets through everything that can still become a JSON number while typing.
        static const QRegularExpression partialNumber(QStringLiteral("[-+]?[0-9]*\\.?[0-9]*([eE][-+]?[0-9]*)?"));
        m_line->setValidator(new QRegularExpressionValidator(partialNumber, m_line));
        layout->addWidget(m_line);
        connect(m_line, &QLineEdit::textChanged, this, &FieldEditor::valueChanged);
    }
    setFocusProxy(inputWidget());
}

QJsonValue NumberFieldEditor::value() const
{
    if (m_spin) {
        if (m_spin->value() == m_spin->minimum())
            return QJsonValue(QJsonValue::Undefined);
        return QJsonValue(qint64(m_spin->value()));
    }
    const std::optional<QJsonValue> n = FormValues::numberFromText(m_line->text(), m_field.kind == FormField::Integer);
    return n ? *n : QJsonValue(QJsonValue::Undefined);
}

void NumberFieldEditor::setValue(const QJsonValue &value)
{
    if (m_spin) {
        const double d = value.toDouble();
        const bool inRange = value.isDouble() && d == std::floor(d) && d > m_spin->minimum() && d <= m_spin->maximum();
        if (value.isDouble() && !inRange) {
            // Out of the spin box's range (a server's own default, or arguments pasted as
            // JSON): switch to a line edit rather than clip the value.
            auto *line = new QLineEdit(this);
            line->setPlaceholderText(hintText());
            static const QRegularExpression partialNumber(QStringLiteral("[-+]?[0-9]*\\.?[0-9]*([eE][-+]?[0-9]*)?"));
            line->setValidator(new QRegularExpressionValidator(partialNumber, line));
            layout()->replaceWidget(m_spin, line);
            delete m_spin;
            m_spin = nullptr;
            m_line = line;
            setFocusProxy(m_line);
            connect(m_line, &QLineEdit::textChanged, this, &FieldEditor::valueChanged);
        } else {
            m_spin->setValue(inRange ? int(d) : m_spin->minimum());
            return;
        }
    }
    m_line->setText(value.isDouble() ? FormValues::numberText(value) : QString());
}

QWidget *NumberFieldEditor::inputWidget()
{
    return m_spin ? static_cast<QWidget *>(m_spin) : static_cast<QWidget *>(m_line);
}

void NumberFieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    if (!m_line || m_line->text().trimmed().isEmpty())
        return;
    if (!FormValues::numberFromText(m_line->text(), m_field.kind == FormField::Integer))
        out->append(schemacheck::Violation{pointer, tr("\"%1\" is not a number.").arg(m_line->text().left(40))});
}

} // namespace mcpscope
