// SPDX-License-Identifier: MIT
#pragma once

#include "forms/formfield.h"
#include "jsonschema/schemacheck.h"

#include <QWidget>

namespace mcpscope {

/// The editor of one form field (see FormField): a base for the editors of each kind. A value
/// of QJsonValue::Undefined means "leave this member out".
class FieldEditor : public QWidget
{
    Q_OBJECT
public:
    /// A new editor fitting @p field, with the field's default filled in.
    static FieldEditor *create(const FormField &field, QWidget *parent = nullptr);

    const FormField &field() const { return m_field; }

    /// The current value; Undefined when the member is to be left out.
    virtual QJsonValue value() const = 0;
    /// Shows @p value; Undefined empties the editor (not back to the default).
    virtual void setValue(const QJsonValue &value) = 0;
    /// Fills in the field's default, when it has one the editor can show.
    void applyDefault();
    /// Problems found without the schema (JSON text that does not parse, text that is not a
    /// number), each with the JSON pointer of this editor's value (@p pointer).
    virtual void collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const;
    /// Shows the violations at or below @p pointer that belong to a field inside this editor
    /// and returns the rest (for the caller to show).
    virtual QList<schemacheck::Violation> showErrors(const QString &pointer,
                                                     const QList<schemacheck::Violation> &violations);
    /// The widget a label should point at (and that gets the accessible name).
    virtual QWidget *inputWidget() { return this; }
    /// True when the editor is shown in a box of its own, spanning the form's width.
    virtual bool isWide() const { return false; }
    /// @p text (from the server: hostile) as a tool tip that shows it as it is, never as
    /// rich text, cut to a readable length.
    static QString toolTipText(const QString &text);

    /// The accepted range or format in plain words ("A number from 0 to 1"), or empty.
    QString hintText() const;
    /// True when the editor shows no placeholder, so the range belongs into the help text.
    virtual bool needsHintAsHelp() const { return false; }

Q_SIGNALS:
    /// The value changed (typing, picking, adding a row, ...).
    void valueChanged();

protected:
    explicit FieldEditor(const FormField &field, QWidget *parent = nullptr);

    FormField m_field;
};

} // namespace mcpscope
