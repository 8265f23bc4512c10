// SPDX-License-Identifier: MIT
#include "widgets/forms/decimalspinbox.h"

namespace mcpscope {

DecimalSpinBox::DecimalSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    setLocale(QLocale::c());
    setDecimals(15);
    setGroupSeparatorShown(false);
}

QString DecimalSpinBox::textFromValue(double value) const
{
    return QLocale::c().toString(value, 'f', QLocale::FloatingPointShortest);
}

double DecimalSpinBox::valueFromText(const QString &text) const
{
    return QLocale::c().toDouble(text.trimmed());
}

bool DecimalSpinBox::canShow(double value) const
{
    return value >= minimum() && value <= maximum() && valueFromText(QString::number(value, 'f', decimals())) == value;
}

} // namespace mcpscope
