// SPDX-License-Identifier: MIT
#include "widgets/forms/fieldrow.h"
#include "widgets/common/contrast.h"
#include "widgets/common/scaledfont.h"

#include "forms/formfield.h"
#include "forms/formvalues.h"
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/forms/fieldeditor.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace mcpscope {

FieldRow::FieldRow(const FormField &field, QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);

    m_editor = FieldEditor::create(field, this);
    if (field.nullable) {
        auto *line = new QHBoxLayout;
        line->setContentsMargins(0, 0, 0, 0);
        line->addWidget(m_editor, 1);
        m_null = new QCheckBox(tr("null"), this);
        m_null->setToolTip(tr("Send null (JSON's \"no value\") instead of a value"));
        m_null->setAccessibleName(tr("%1: send null").arg(field.label()));
        line->addWidget(m_null, 0, m_editor->isWide() ? Qt::AlignTop : Qt::AlignVCenter);
        layout->addLayout(line);
        // A default of null turns the switch on.
        if (field.defaultValue && field.defaultValue->isNull()) {
            m_null->setChecked(true);
            m_editor->setEnabled(false);
        }
        connect(m_null, &QCheckBox::toggled, this, [this](bool on) {
            m_editor->setEnabled(!on);
            if (!m_setting)
                m_absent = false;
            Q_EMIT valueChanged();
        });
    } else {
        layout->addWidget(m_editor);
    }

    m_help = new QLabel(this);
    m_help->setWordWrap(true);
    m_help->setTextFormat(Qt::PlainText);
    contrast::setMutedText(m_help);
    QFont small = m_help->font();
    small = scaledFont(small, 0.9);
    m_help->setFont(small);
    m_help->setVisible(false);
    layout->addWidget(m_help);
    // Wide editors show the description inside their box.
    if (!m_editor->isWide()) {
        const QString hint = m_editor->needsHintAsHelp() ? m_editor->hintText() : QString();
        QString help;
        if (hint.isEmpty())
            help = field.description;
        else if (field.description.isEmpty())
            help = hint;
        else
            help = tr("%1 (%2)").arg(field.description, hint);
        // What to type, shown beside the description (a placeholder goes once typing starts).
        // (Choices are listed already, and a format's hint in the box gives its example.)
        const QString example = FormValues::exampleText(field);
        if (!example.isEmpty() && field.kind != FormField::Enum && !m_editor->hintText().contains(example)) {
            if (help.isEmpty())
                help = tr("Example: %1").arg(example);
            else
                help = tr("%1 Example: %2")
                           .arg(help.endsWith(QLatin1Char('.')) || help.endsWith(QLatin1Char(')'))
                                    ? help
                                    : help + QLatin1Char('.'),
                                example);
        }
        setHelpText(help);
    }

    m_errors = new QLabel(this);
    m_errors->setWordWrap(true);
    m_errors->setTextFormat(Qt::PlainText);
    m_errors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setSeverityText(m_errors, Severity::Error);
    m_errors->setVisible(false);
    layout->addWidget(m_errors);

    if (!field.description.isEmpty())
        m_editor->inputWidget()->setToolTip(FieldEditor::toolTipText(field.description));
    connect(m_editor, &FieldEditor::valueChanged, this, [this] {
        if (!m_setting)
            m_absent = false;
        Q_EMIT valueChanged();
    });
}

QJsonValue FieldRow::value() const
{
    if (m_absent)
        return QJsonValue(QJsonValue::Undefined);
    if (isNull())
        return QJsonValue(QJsonValue::Null);
    return m_editor->value();
}

void FieldRow::setValue(const QJsonValue &value)
{
    m_setting = true;
    if (m_null) {
        const QSignalBlocker blocker(m_null);
        m_null->setChecked(value.isNull());
        m_editor->setEnabled(!value.isNull());
    }
    m_editor->setValue(value.isNull() && m_null ? QJsonValue(QJsonValue::Undefined) : value);
    m_absent = value.isUndefined();
    m_setting = false;
}

bool FieldRow::isNull() const
{
    return m_null && m_null->isChecked();
}

void FieldRow::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    if (!isNull())
        m_editor->collectInputProblems(pointer, out);
}

void FieldRow::showErrors(const QString &pointer, const QList<schemacheck::Violation> &violations)
{
    const QList<schemacheck::Violation> left = m_editor->showErrors(pointer, violations);
    QStringList lines;
    for (const schemacheck::Violation &v : left) {
        if (!lines.contains(v.reason))
            lines.append(v.reason);
    }
    m_errors->setText(lines.join(QLatin1Char('\n')));
    m_errors->setVisible(!lines.isEmpty());
}

QString FieldRow::errorText() const
{
    return m_errors->text();
}

QString FieldRow::helpText() const
{
    return m_help->text();
}

void FieldRow::setHelpText(const QString &text)
{
    m_help->setText(text);
    m_help->setVisible(!text.isEmpty());
}

} // namespace mcpscope
