// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace mcpscope {

/// An RFC 6570 URI template (levels 1–4) with string values: its variables, and expansion.
/// The syntax is checked by shapesyntax::checkUriTemplate; an invalid template expands to
/// its own text.
class UriTemplate
{
public:
    explicit UriTemplate(const QString &text = {});

    QString text() const { return m_text; }
    bool isValid() const { return m_valid; }
    /// Why the template is invalid, in plain words ("" when valid).
    QString error() const { return m_error; }
    /// The variable names, each once, in the order they first appear.
    QStringList variables() const { return m_variables; }
    /// True when @p variable appears only in query-style expressions ({?x}, {&x}, {;x}),
    /// which leave it out when it has no value.
    bool isOptional(const QString &variable) const;

    /// Expands the template; variables missing from @p values (or with a null QString)
    /// are undefined and left out as RFC 6570 says.
    QString expand(const QHash<QString, QString> &values) const;

private:
    struct VarSpec
    {
        QString name;
        int prefix = 0; ///< :N, 0 for none
        bool explode = false;
    };
    struct Part
    {
        QString literal; ///< a literal run (when vars is empty)
        QChar op;        ///< the expression's operator, or QChar() for simple expansion
        QList<VarSpec> vars;
    };

    QString m_text;
    bool m_valid = false;
    QString m_error;
    QList<Part> m_parts;
    QStringList m_variables;
    QStringList m_required;
};

} // namespace mcpscope
