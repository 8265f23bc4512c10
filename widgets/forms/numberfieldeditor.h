// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

class QLineEdit;
class QSpinBox;

namespace mcpscope {

class DecimalSpinBox;

/// Numbers: a spin box for whole numbers within a bounded range, otherwise a line edit that
/// accepts JSON numbers of any size and precision (nothing is clipped or rounded). Empty or
/// "not set" leaves the member out.
class NumberFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit NumberFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    QWidget *inputWidget() override;
    void collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const override;
    bool needsHintAsHelp() const override { return usesSpinBox(); }
    /// True when a spin box is used.
    bool usesSpinBox() const { return m_spin != nullptr || m_decimal != nullptr; }

private:
    void switchToLineEdit();

    QSpinBox *m_spin = nullptr;
    DecimalSpinBox *m_decimal = nullptr;
    QLineEdit *m_line = nullptr;
    bool m_spinNotSet = true;
};

} // namespace mcpscope
