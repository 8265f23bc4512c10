// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

class QComboBox;
class QGroupBox;
class QStackedWidget;

namespace mcpscope {

class FieldRow;

/// anyOf / oneOf, or several types: a combo box picks the variant, the form below switches
/// to it. "(not set)" comes first when the field is optional.
class VariantFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit VariantFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    void collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const override;
    QList<schemacheck::Violation> showErrors(const QString &pointer,
                                             const QList<schemacheck::Violation> &violations) override;
    bool isWide() const override { return true; }
    QWidget *inputWidget() override;

    QComboBox *selector() const { return m_combo; }
    /// The chosen variant (index into field().variants), or -1 when none is.
    int currentVariant() const;
    void setCurrentVariant(int index);
    /// The row of variant @p index.
    FieldRow *variantRow(int index) const;

private:
    QGroupBox *m_box = nullptr;
    QComboBox *m_combo = nullptr;
    QStackedWidget *m_stack = nullptr;
    QList<FieldRow *> m_rows;
    QList<bool> m_touched; ///< per variant: edited by the person (or set) since the form was built
    int m_previous = -1;
    bool m_setting = false;
    bool m_hasNotSet = false;
};

} // namespace mcpscope
