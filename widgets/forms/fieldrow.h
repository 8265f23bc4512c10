// SPDX-License-Identifier: MIT
#pragma once

#include "jsonschema/schemacheck.h"

#include <QJsonValue>
#include <QWidget>

class QCheckBox;
class QLabel;

namespace mcpscope {

class FieldEditor;
struct FormField;

/// One field's editor with what surrounds it: a "null" switch when the field is nullable,
/// the description as help text under it, and the validation errors in red below.
class FieldRow : public QWidget
{
    Q_OBJECT
public:
    explicit FieldRow(const FormField &field, QWidget *parent = nullptr);

    FieldEditor *editor() const { return m_editor; }
    /// The value: null when the null switch is on, else the editor's value; nothing after
    /// setValue(Undefined) until the person edits the field.
    QJsonValue value() const;
    void setValue(const QJsonValue &value);
    bool isNull() const;
    void collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const;
    /// Passes @p violations to the editor and shows what it leaves here; returns nothing
    /// (all are shown).
    void showErrors(const QString &pointer, const QList<schemacheck::Violation> &violations);
    /// The errors shown under the field, one a line, or empty.
    QString errorText() const;
    /// The help text (description) under the field, or empty.
    QString helpText() const;
    /// Sets the help text, hidden when empty.
    void setHelpText(const QString &text);

Q_SIGNALS:
    void valueChanged();

private:
    FieldEditor *m_editor = nullptr;
    QCheckBox *m_null = nullptr;
    QLabel *m_help = nullptr;
    QLabel *m_errors = nullptr;
    /// Set to "left out" by setValue(Undefined): stays out, even when required, until edited
    /// (arguments that lack a required member are shown and sent as they were).
    bool m_absent = false;
    bool m_setting = false;
};

} // namespace mcpscope
