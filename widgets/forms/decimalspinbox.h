// SPDX-License-Identifier: MIT
#pragma once

#include <QDoubleSpinBox>

namespace mcpscope {

/// A spin box for JSON numbers: '.' as decimal point whatever the locale (as in JSON), and
/// values written as short as they are ("0.5", not "0.500000").
class DecimalSpinBox : public QDoubleSpinBox
{
    Q_OBJECT
public:
    explicit DecimalSpinBox(QWidget *parent = nullptr);

    QString textFromValue(double value) const override;
    double valueFromText(const QString &text) const override;
    /// True when @p value can be shown without rounding it.
    bool canShow(double value) const;
};

} // namespace mcpscope
