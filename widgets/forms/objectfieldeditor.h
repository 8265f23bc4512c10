// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

#include <QJsonObject>

class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;

namespace mcpscope {

class FieldRow;

/// An object: one row per property (label, editor, help, errors), in a box of its own when
/// nested. Members the form has no field for (or values that do not fit their field) are
/// kept and sent as given, with a note saying so.
class ObjectFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit ObjectFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    void collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const override;
    QList<schemacheck::Violation> showErrors(const QString &pointer,
                                             const QList<schemacheck::Violation> &violations) override;
    bool isWide() const override { return m_box != nullptr; }
    QWidget *inputWidget() override;

    /// The row of property @p name, or nullptr.
    FieldRow *row(const QString &name) const;
    /// The label of property @p name, or nullptr (wide rows have none: their box is titled).
    QLabel *label(const QString &name) const;
    /// Members kept as given because the form has no field for them.
    QJsonObject extraMembers() const { return m_extra; }

private:
    void updateExtraNote();

    QGroupBox *m_box = nullptr;
    QFormLayout *m_form = nullptr;
    QList<FieldRow *> m_rows;
    QList<QLabel *> m_labels;
    QJsonObject m_extra;
    QLabel *m_extraNote = nullptr;
    QPushButton *m_dropExtra = nullptr;
    bool m_explicit = false;
    bool m_settingValue = false;
};

} // namespace mcpscope
