// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

class QCheckBox;

namespace mcpscope {

/// Yes or no: a check box, with a third "not set" state when the field is optional.
class BooleanFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit BooleanFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    QWidget *inputWidget() override;

private:
    void updateText();

    QCheckBox *m_check = nullptr;
};

} // namespace mcpscope
