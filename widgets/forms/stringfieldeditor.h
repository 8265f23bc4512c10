// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/forms/fieldeditor.h"

class QLineEdit;
class QPlainTextEdit;

namespace mcpscope {

/// Text: a line edit, or a multi-line editor when long text is expected; the format
/// ("uri", "email", "date-time", ...) and limits shown as placeholder.
class StringFieldEditor : public FieldEditor
{
    Q_OBJECT
public:
    explicit StringFieldEditor(const FormField &field, QWidget *parent = nullptr);

    QJsonValue value() const override;
    void setValue(const QJsonValue &value) override;
    QWidget *inputWidget() override;
    void collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const override;
    /// The text typed so far.
    QString text() const;
    bool isMultiline() const { return m_multi != nullptr; }

private:
    QLineEdit *m_line = nullptr;
    QPlainTextEdit *m_multi = nullptr;
};

} // namespace mcpscope
