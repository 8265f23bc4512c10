// SPDX-License-Identifier: MIT
#include "widgets/forms/numberfieldeditor.h"

#include "forms/formvalues.h"
#include "widgets/forms/decimalspinbox.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <climits>
#include <cmath>

namespace mcpscope {

namespace {

// Lets through everything that can still become a JSON number while typing.
QValidator *numberValidator(QObject *parent)
{
    static const QRegularExpression partialNumber(QStringLiteral("[-+]?[0-9]*\\.?[0-9]*([eE][-+]?[0-9]*)?"));
    return new QRegularExpressionValidator(partialNumber, parent);
}

} // namespace

NumberFieldEditor::NumberFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // A spin box only where it can hold every allowed value: both ends known, whole numbers
    // inside int, other numbers within a billion. One step below the minimum stands for
    // "not set". Elsewhere a line edit takes any JSON number, unclipped.
    const bool bounded = field.minimum && field.maximum && *field.minimum <= *field.maximum;
    if (bounded && field.kind == FormField::Integer) {
        const double lo = field.exclusiveMinimum ? std::floor(*field.minimum) + 1 : std::ceil(*field.minimum);
        const double hi = field.exclusiveMaximum ? std::ceil(*field.maximum) - 1 : std::floor(*field.maximum);
        if (lo > double(INT_MIN) + 1 && hi < double(INT_MAX) && lo <= hi) {
            m_spin = new QSpinBox(this);
            m_spin->setRange(int(lo) - 1, int(hi));
            m_spin->setSpecialValueText(tr("(not set)"));
            m_spin->setValue(m_spin->minimum());
            m_spin->setToolTip(hintText());
            m_spin->setMinimumWidth(m_spin->fontMetrics().horizontalAdvance(QStringLiteral("-0000000000")) + 40);
            layout->addWidget(m_spin);
            layout->addStretch(1);
            connect(m_spin, &QSpinBox::valueChanged, this, &FieldEditor::valueChanged);
        }
    } else if (bounded && field.kind == FormField::Number && std::fabs(*field.minimum) <= 1e9
               && std::fabs(*field.maximum) <= 1e9) {
        const double range = *field.maximum - *field.minimum;
        double step = field.multipleOf && *field.multipleOf > 0
                          ? *field.multipleOf
                          : (range > 0 ? std::pow(10.0, std::floor(std::log10(range)) - 2) : 1.0);
        if (step < 1e-9)
            step = 1e-9;
        m_decimal = new DecimalSpinBox(this);
        m_decimal->setRange(*field.minimum - step, *field.maximum);
        m_decimal->setSingleStep(step);
        m_decimal->setSpecialValueText(tr("(not set)"));
        m_decimal->setValue(m_decimal->minimum());
        m_decimal->setToolTip(hintText());
        m_decimal->setMinimumWidth(m_decimal->fontMetrics().horizontalAdvance(QStringLiteral("-0000000000.00")) + 40);
        layout->addWidget(m_decimal);
        layout->addStretch(1);
        connect(m_decimal, &QDoubleSpinBox::valueChanged, this, &FieldEditor::valueChanged);
    }
    if (!m_spin && !m_decimal) {
        m_line = new QLineEdit(this);
        m_line->setPlaceholderText(hintText());
        m_line->setValidator(numberValidator(m_line));
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
    if (m_decimal) {
        if (m_decimal->value() == m_decimal->minimum())
            return QJsonValue(QJsonValue::Undefined);
        const std::optional<QJsonValue> n
            = FormValues::numberFromText(m_decimal->textFromValue(m_decimal->value()), false);
        return n ? *n : QJsonValue(QJsonValue::Undefined);
    }
    const std::optional<QJsonValue> n = FormValues::numberFromText(m_line->text(), m_field.kind == FormField::Integer);
    return n ? *n : QJsonValue(QJsonValue::Undefined);
}

void NumberFieldEditor::setValue(const QJsonValue &value)
{
    const double d = value.toDouble();
    if (m_spin) {
        const bool fits = value.isDouble() && d == std::floor(d) && d > m_spin->minimum() && d <= m_spin->maximum();
        if (!value.isDouble() || fits) {
            m_spin->setValue(fits ? int(d) : m_spin->minimum());
            return;
        }
    } else if (m_decimal) {
        const bool fits = value.isDouble() && d > m_decimal->minimum() && m_decimal->canShow(d);
        if (!value.isDouble() || fits) {
            m_decimal->setValue(fits ? d : m_decimal->minimum());
            return;
        }
    }
    // Out of the spin box's range or precision (a server's own default, or arguments pasted
    // as JSON): a line edit rather than a clipped value.
    if (!m_line)
        switchToLineEdit();
    m_line->setText(value.isDouble() ? FormValues::numberText(value) : QString());
}

void NumberFieldEditor::switchToLineEdit()
{
    QWidget *old = inputWidget();
    m_line = new QLineEdit(this);
    m_line->setPlaceholderText(hintText());
    m_line->setValidator(numberValidator(m_line));
    m_line->setToolTip(old->toolTip());
    m_line->setAccessibleName(old->accessibleName());
    layout()->replaceWidget(old, m_line);
    delete old;
    // The spin box left room beside it; the line edit takes the whole width.
    for (int i = layout()->count() - 1; i >= 0; --i) {
        if (layout()->itemAt(i)->spacerItem())
            delete layout()->takeAt(i);
    }
    m_spin = nullptr;
    m_decimal = nullptr;
    setFocusProxy(m_line);
    connect(m_line, &QLineEdit::textChanged, this, &FieldEditor::valueChanged);
}

QWidget *NumberFieldEditor::inputWidget()
{
    if (m_spin)
        return m_spin;
    if (m_decimal)
        return m_decimal;
    return m_line;
}

void NumberFieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    if (!m_line || m_line->text().trimmed().isEmpty())
        return;
    if (!FormValues::numberFromText(m_line->text(), m_field.kind == FormField::Integer))
        out->append(schemacheck::Violation{pointer, tr("\"%1\" is not a number.").arg(m_line->text().left(40))});
}

} // namespace mcpscope
