// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

class QComboBox;

namespace mcpscope {

/// One value out of a list (enum, titled oneOf constants) or a single constant: a combo box
/// showing titles where the schema gives them, with "(not set)" first when optional.
class ChoiceFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit ChoiceFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    QWidget *inputWidget() override;
    QComboBox *comboBox() const { return m_combo; }

private:
    QComboBox *m_combo = nullptr;
    QJsonArray m_values; ///< per combo entry after the "(not set)" one
    bool m_hasNotSet = false;
};

} // namespace mcpscope
