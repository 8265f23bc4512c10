// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

class QLabel;
class QPlainTextEdit;

namespace mcpscope {

/// The fallback for what a form cannot show: the field's value written as JSON, with the
/// reason in plain words above it. Empty text leaves the member out.
class JsonFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit JsonFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    QWidget *inputWidget() override;
    void collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const override;
    /// The JSON text typed so far.
    QString text() const;
    /// The note above the editor (why this field is edited as JSON).
    QString reasonText() const;

private:
    void checkText();

    QLabel *m_reason = nullptr;
    QPlainTextEdit *m_edit = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace mcpscope
