// SPDX-License-Identifier: MIT
#pragma once

#include "forms/formfield.h"
#include "jsonschema/schemacheck.h"

#include <QJsonObject>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QScrollArea;
class QStackedWidget;
class QToolButton;

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace mcpscope {

class FieldRow;

/// A form for a JSON object described by a JSON Schema (a tool's inputSchema, an
/// elicitation's requestedSchema), with a raw JSON mode kept in sync both ways.
///
/// What the form sends: fields left empty are left out unless they are required (a required
/// text field is sent as "", a required list as []); an optional object or list is sent once
/// the person edits something in it; integers stay integers (beyond 2^53 too); members the
/// form has no field for, or values that do not fit their field, are kept and sent as given
/// (a note says so). The field tree comes from core's FormSchema; pass the schema's raw text
/// (FormSchema::rawTextAt on Reply::result's text) to keep the server's property order.
class ArgumentsEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ArgumentsEditor(QWidget *parent = nullptr);
    ~ArgumentsEditor() override;

    /// Rebuilds the form for @p schema, with its defaults filled in.
    void setSchema(const QJsonObject &schema);
    /// Like setSchema(); @p rawSchemaText (the schema's JSON text as received) keeps the
    /// properties in the server's order (QJsonObject sorts them by name).
    void setSchema(const QJsonObject &schema, QByteArrayView rawSchemaText);
    QJsonObject schema() const;
    /// The field tree the form was built from.
    const FormField &rootField() const { return m_field; }

    /// The current value: from the form, or from the raw text in raw mode (an empty object
    /// when that text is not a JSON object; see rawTextIsValid()).
    QJsonObject arguments() const;
    /// Fills the form and the raw text with @p arguments (members the form has no field
    /// for are kept and sent as given; members left out stay out, required or not). When the
    /// schema's root is not an object form and @p arguments do not fit it, raw mode is
    /// switched on instead.
    void setArguments(const QJsonObject &arguments);

    bool isRawMode() const;
    /// Switches between the form and the raw JSON text, carrying the value across. Leaving
    /// raw mode is refused (and the reason shown) while the text is not a JSON object the
    /// form can hold.
    void setRawMode(bool raw);
    /// True when the raw text parses as a JSON object.
    bool rawTextIsValid() const;
    /// The raw JSON text.
    QString rawText() const;
    /// Replaces the raw JSON text (as if typed; the form follows when switching back).
    void setRawText(const QString &text);
    /// Why the raw text is not usable, in plain words, or empty.
    QString rawTextProblem() const;

    /// Validates arguments() against the schema with valijson (core's schemacheck), shows each
    /// problem next to its field (and above the raw editor), returns them (empty = valid).
    QList<mcpscope::schemacheck::Violation> validate();
    /// Removes the errors validate() showed.
    void clearErrors();
    /// Empties the form and fills in the schema's defaults again (the raw text follows).
    void resetToDefaults();
    /// The problems shown above the form or the raw editor (those not shown at a field).
    QString summaryText() const;

    /// Big enough for the whole form (so a dialog opens showing it), within a screenful.
    QSize sizeHint() const override;

    /// The row holding the whole form's root field (an object editor for object schemas).
    FieldRow *rootRow() const { return m_root; }
    /// The row of the field at JSON pointer @p pointer ("/address/city", "/tags/0"), or nullptr.
    FieldRow *rowAt(const QString &pointer) const;

Q_SIGNALS:
    /// The arguments changed: a field edited, the raw text edited, new arguments set.
    void argumentsChanged();
    /// Form or raw mode was switched on.
    void rawModeChanged(bool raw);

private:
    void rebuild();
    void updateRawProblem();
    void showSummary(const QStringList &lines);
    static QString textOf(const QJsonObject &arguments);

    QJsonObject m_schema;
    QByteArray m_rawSchemaText;
    FormField m_field;
    QToolButton *m_formButton = nullptr;
    QToolButton *m_rawButton = nullptr;
    QLabel *m_summary = nullptr;
    QStackedWidget *m_pages = nullptr;
    QScrollArea *m_scroll = nullptr;
    FieldRow *m_root = nullptr;
    QLabel *m_rawProblem = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter = nullptr;
    bool m_syncing = false;
};

} // namespace mcpscope
