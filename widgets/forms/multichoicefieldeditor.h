// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

#include <QJsonArray>

class QCheckBox;

namespace mcpscope {

/// Several values out of a list (an array whose items are an enum, MCP's multi-select): one
/// check box per value. The list keeps the order the values were ticked in.
class MultiChoiceFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit MultiChoiceFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    QWidget *inputWidget() override;
    /// The check box of choice @p index (in the schema's order).
    QCheckBox *checkBox(int index) const { return m_boxes.value(index); }

private:
    QList<QCheckBox *> m_boxes;
    QJsonArray m_values;   ///< per check box
    QJsonArray m_selected; ///< ticked values, in the order they were ticked
    bool m_explicit = false;
    bool m_setting = false;
};

} // namespace mcpscope
