// SPDX-License-Identifier: MIT
#pragma once

#include "session/sessionexport.h"

#include <QDialog>
#include <QMap>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace mcpscope {

class Redactor;

/// Asks how to export a session: the format (HTML report, Markdown summary, session file),
/// whether only the selected rows go, and whether secrets are hidden (on by default), showing
/// every rule that will hide something and letting the user add patterns.
class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ExportDialog(QWidget *parent = nullptr);

    SessionExporter::Format format() const;
    void setFormat(SessionExporter::Format format);
    /// How many timeline rows are selected (0: the choice is not offered).
    void setSelectedCount(qsizetype count);
    bool onlySelected() const;
    void setOnlySelected(bool only);
    bool redactionEnabled() const;
    void setRedactionEnabled(bool enabled);
    /// Exact values to hide, by what they are (e.g. environment variable name → value).
    void setSecretValues(const QMap<QString, QString> &values);
    /// Adds a user pattern (a regular expression); false with plain words when it is invalid.
    bool addPattern(const QString &pattern, QString *errorMessage = nullptr);
    QStringList userPatterns() const { return m_patterns; }
    /// Gives @p redactor the secret values and the user's patterns.
    void configure(Redactor *redactor) const;

    /// The rules shown to the user, one line each.
    QListWidget *rulesList() const { return m_rules; }
    QLineEdit *patternEdit() const { return m_patternEdit; }
    /// The file name suffix of @p format ("html", "md", "jsonl").
    static QString suffix(SessionExporter::Format format);
    /// The filter for a save dialog for @p format.
    static QString fileFilter(SessionExporter::Format format);

private:
    void fillRules();
    void addPatternFromEdit();

    QComboBox *m_format;
    QCheckBox *m_onlySelected;
    QCheckBox *m_redact;
    QListWidget *m_rules;
    QLineEdit *m_patternEdit;
    QPushButton *m_addPattern;
    QLabel *m_patternError;
    QMap<QString, QString> m_secrets;
    QStringList m_patterns;
};

} // namespace mcpscope
