// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QWidget>

class QCompleter;
class QFormLayout;
class QLineEdit;
class QStringListModel;

namespace mcpscope {

class CompletionRequester;

/// One line edit per string argument (of a prompt or a resource template's variables):
/// required ones marked, descriptions as help text, and suggestions from the server's
/// completion/complete while typing.
class ArgumentForm : public QWidget
{
    Q_OBJECT
public:
    /// One argument as the form shows it.
    struct Argument
    {
        QString name;
        QString title;
        QString description;
        bool required = false;
    };

    /// At most this many fields are shown (a server may declare thousands).
    static constexpr qsizetype MaxFields = 100;

    explicit ArgumentForm(QWidget *parent = nullptr);
    ~ArgumentForm() override;

    /// Replaces the fields.
    void setArguments(const QList<Argument> &arguments);
    QList<Argument> arguments() const { return m_arguments; }
    /// Where suggestions come from (not owned); nullptr: none.
    void setCompletionRequester(CompletionRequester *requester);

    /// Every argument's text, by name (empty ones included).
    QJsonObject values() const;
    QHash<QString, QString> valueHash() const;
    void setValue(const QString &name, const QString &value);
    /// Names of required arguments still empty.
    QStringList missingRequired() const;
    QLineEdit *editor(const QString &name) const { return m_editors.value(name); }
    /// The suggestions currently offered for @p name.
    QStringList suggestions(const QString &name) const;
    bool isEmpty() const { return m_arguments.isEmpty(); }

Q_SIGNALS:
    void valuesChanged();
    /// Return was pressed in a field.
    void submitted();

private:
    void onEdited(const QString &name, const QString &text);
    void onCompleted(const QString &argument, const QString &value, const QStringList &values);

    QFormLayout *m_layout;
    QList<Argument> m_arguments;
    QHash<QString, QLineEdit *> m_editors;
    QHash<QString, QCompleter *> m_completers;
    QHash<QString, QStringListModel *> m_models;
    QPointer<CompletionRequester> m_requester;
};

} // namespace mcpscope
