// SPDX-License-Identifier: MIT
#include "widgets/forms/argumentform.h"
#include "widgets/common/contrast.h"
#include "widgets/common/scaledfont.h"

#include "mcp/completionrequester.h"
#include "widgets/common/featuredisplaymodel.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

QString cut(const QString &text, qsizetype max)
{
    return text.size() > max ? text.left(max) + QChar(0x2026) : text;
}

} // namespace

ArgumentForm::ArgumentForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_layout->setRowWrapPolicy(QFormLayout::DontWrapRows);
}

ArgumentForm::~ArgumentForm() = default;

void ArgumentForm::setCompletionRequester(CompletionRequester *requester)
{
    if (m_requester)
        disconnect(m_requester, nullptr, this, nullptr);
    m_requester = requester;
    if (m_requester)
        connect(m_requester, &CompletionRequester::completed, this,
                [this](const QString &argument, const QString &value, const QStringList &values, qint64, bool) {
                    onCompleted(argument, value, values);
                });
}

void ArgumentForm::setArguments(const QList<Argument> &arguments)
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_editors.clear();
    m_completers.clear();
    m_models.clear();
    m_arguments = arguments.mid(0, MaxFields);
    for (const Argument &argument : std::as_const(m_arguments)) {
        const QString shownName = argument.title.isEmpty() ? argument.name : argument.title;
        QString label = cut(shownName, 80);
        if (argument.required)
            label += QLatin1String(" *");
        label += QLatin1Char(':');
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QLatin1String("argument:") + argument.name);
        edit->setAccessibleName(cut(shownName, 80));
        edit->setClearButtonEnabled(true);
        edit->setPlaceholderText(argument.required ? tr("required") : tr("optional"));
        QString tip = argument.name == shownName
                          ? cut(argument.name, 200)
                          : tr("%1 (argument \"%2\")").arg(cut(shownName, 200), cut(argument.name, 200));
        if (!argument.description.isEmpty())
            tip += QLatin1Char('\n') + cut(argument.description, 2000);
        edit->setToolTip(FeatureDisplayModel::toolTipText(tip));

        auto *model = new QStringListModel(this);
        auto *completer = new QCompleter(model, this);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        // The server already matched the values to the text: show them all.
        completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
        completer->setMaxVisibleItems(12);
        edit->setCompleter(completer);

        auto *title = new QLabel(label, this);
        title->setTextFormat(Qt::PlainText);
        title->setBuddy(edit);
        if (argument.required)
            title->setToolTip(tr("Required"));
        auto *field = new QWidget(this);
        auto *column = new QVBoxLayout(field);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(1);
        column->addWidget(edit);
        if (!argument.description.isEmpty()) {
            auto *help = new QLabel(cut(argument.description, 500), field);
            help->setTextFormat(Qt::PlainText);
            help->setWordWrap(true);
            contrast::setMutedText(help);
            QFont small = help->font();
            small = scaledFont(small, 0.9);
            help->setFont(small);
            column->addWidget(help);
        }
        m_layout->addRow(title, field);

        m_editors.insert(argument.name, edit);
        m_completers.insert(argument.name, completer);
        m_models.insert(argument.name, model);
        const QString name = argument.name;
        connect(edit, &QLineEdit::textEdited, this, [this, name](const QString &text) { onEdited(name, text); });
        connect(edit, &QLineEdit::textChanged, this, &ArgumentForm::valuesChanged);
        connect(edit, &QLineEdit::returnPressed, this, [this, completer] {
            if (!completer->popup()->isVisible())
                Q_EMIT submitted();
        });
    }
    if (arguments.size() > MaxFields) {
        auto *more
            = new QLabel(tr("%n more argument(s) are not shown.", nullptr, int(arguments.size() - MaxFields)), this);
        more->setTextFormat(Qt::PlainText);
        m_layout->addRow(more);
    }
    Q_EMIT valuesChanged();
}

QJsonObject ArgumentForm::values() const
{
    QJsonObject out;
    for (const Argument &argument : m_arguments)
        out.insert(argument.name, m_editors.value(argument.name)->text());
    return out;
}

QHash<QString, QString> ArgumentForm::valueHash() const
{
    QHash<QString, QString> out;
    for (const Argument &argument : m_arguments)
        out.insert(argument.name, m_editors.value(argument.name)->text());
    return out;
}

void ArgumentForm::setValue(const QString &name, const QString &value)
{
    if (QLineEdit *edit = m_editors.value(name))
        edit->setText(value);
}

QStringList ArgumentForm::missingRequired() const
{
    QStringList missing;
    for (const Argument &argument : m_arguments) {
        if (argument.required && m_editors.value(argument.name)->text().isEmpty())
            missing << argument.name;
    }
    return missing;
}

QStringList ArgumentForm::suggestions(const QString &name) const
{
    const QStringListModel *model = m_models.value(name);
    return model ? model->stringList() : QStringList();
}

void ArgumentForm::onEdited(const QString &name, const QString &text)
{
    if (!m_requester)
        return;
    QJsonObject context;
    for (const Argument &argument : std::as_const(m_arguments)) {
        const QString value = m_editors.value(argument.name)->text();
        if (argument.name != name && !value.isEmpty())
            context.insert(argument.name, value);
    }
    m_requester->request(name, text, context);
}

void ArgumentForm::onCompleted(const QString &argument, const QString &value, const QStringList &values)
{
    QLineEdit *edit = m_editors.value(argument);
    if (!edit || edit->text() != value)
        return; // the field changed since: a newer answer will come
    m_models.value(argument)->setStringList(values);
    QCompleter *completer = m_completers.value(argument);
    if (values.isEmpty() || (values.size() == 1 && values.first() == value)) {
        completer->popup()->hide();
        return;
    }
    if (edit->hasFocus())
        completer->complete();
}

} // namespace mcpscope
