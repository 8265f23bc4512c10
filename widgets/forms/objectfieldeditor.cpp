// SPDX-License-Identifier: MIT
#include "widgets/forms/objectfieldeditor.h"
#include "widgets/common/contrast.h"

#include "forms/formvalues.h"
#include "widgets/forms/fieldrow.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

QString pointerToken(const QString &name)
{
    QString t = name;
    t.replace(QLatin1Char('~'), QLatin1String("~0"));
    t.replace(QLatin1Char('/'), QLatin1String("~1"));
    return t;
}

bool isAtOrBelow(const QString &pointer, const QString &prefix)
{
    return pointer == prefix || (pointer.startsWith(prefix) && pointer.at(prefix.size()) == QLatin1Char('/'));
}

} // namespace

ObjectFieldEditor::ObjectFieldEditor(const FormField &field, QWidget *parent)
    : FieldEditor(field, parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    QWidget *host = this;
    QVBoxLayout *hostLayout = outer;
    // Nested objects (those with a name) get a titled box; the root and array items do not.
    if (!field.name.isEmpty()) {
        m_box = new QGroupBox(this);
        QString title = field.label();
        if (field.required)
            title += QLatin1String(" *");
        m_box->setTitle(title);
        m_box->setAccessibleName(field.required ? tr("%1 (required)").arg(field.label()) : field.label());
        if (!field.description.isEmpty())
            m_box->setToolTip(toolTipText(field.description));
        outer->addWidget(m_box);
        host = m_box;
        hostLayout = new QVBoxLayout(m_box);
    }
    if (m_box && !field.description.isEmpty()) {
        auto *about = new QLabel(field.description, host);
        about->setWordWrap(true);
        about->setTextFormat(Qt::PlainText);
        contrast::setMutedText(about);
        hostLayout->addWidget(about);
    }

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    hostLayout->addLayout(m_form);

    if (field.properties.isEmpty()) {
        auto *none
            = new QLabel(field.name.isEmpty() ? tr("No arguments to fill in.") : tr("No members to fill in."), host);
        contrast::setMutedText(none);
        m_form->addRow(none);
    }
    for (const FormField &property : field.properties) {
        auto *row = new FieldRow(property, host);
        QLabel *label = nullptr;
        if (row->editor()->isWide()) {
            m_form->addRow(row);
        } else {
            label = new QLabel(host);
            label->setTextFormat(Qt::PlainText);
            label->setWordWrap(true);
            label->setText(property.required ? property.label() + QLatin1String(" *") : property.label());
            if (property.required) {
                QFont bold = label->font();
                bold.setBold(true);
                label->setFont(bold);
                label->setToolTip(tr("Required"));
            }
            if (!property.description.isEmpty())
                label->setToolTip(toolTipText(property.required ? tr("Required. %1").arg(property.description)
                                                                : property.description));
            label->setBuddy(row->editor()->inputWidget());
            QWidget *input = row->editor()->inputWidget();
            input->setAccessibleName(property.required ? tr("%1 (required)").arg(property.label()) : property.label());
            if (!property.description.isEmpty())
                input->setAccessibleDescription(property.description);
            m_form->addRow(label, row);
        }
        m_rows.append(row);
        m_labels.append(label);
        const QString name = property.name;
        connect(row, &FieldRow::valueChanged, this, [this, name] {
            if (!m_settingValue) {
                // An optional object is sent once the person edits something in it (its
                // defaults alone do not send it).
                m_explicit = true;
                // Once the person edits a field, its own value replaces what was kept as given.
                if (m_extra.contains(name)) {
                    m_extra.remove(name);
                    updateExtraNote();
                }
            }
            Q_EMIT valueChanged();
        });
    }

    auto *extraLine = new QHBoxLayout;
    m_extraNote = new QLabel(host);
    m_extraNote->setWordWrap(true);
    m_extraNote->setTextFormat(Qt::PlainText);
    m_dropExtra = new QPushButton(tr("Leave them out"), host);
    m_dropExtra->setToolTip(tr("Stop sending the members that the form has no field for"));
    extraLine->addWidget(m_extraNote, 1);
    extraLine->addWidget(m_dropExtra, 0, Qt::AlignTop);
    hostLayout->addLayout(extraLine);
    connect(m_dropExtra, &QPushButton::clicked, this, [this] {
        m_extra = QJsonObject();
        updateExtraNote();
        Q_EMIT valueChanged();
    });
    updateExtraNote();
}

QJsonValue ObjectFieldEditor::value() const
{
    if (!m_field.required && !m_explicit)
        return QJsonValue(QJsonValue::Undefined);
    QJsonObject out = m_extra;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const QJsonValue v = m_rows.at(i)->value();
        if (!v.isUndefined())
            out.insert(m_field.properties.at(i).name, v);
    }
    return out;
}

void ObjectFieldEditor::setValue(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    m_settingValue = true;
    m_explicit = value.isObject();
    m_extra = QJsonObject();
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        const FormField &property = m_field.properties.at(i);
        FieldRow *row = m_rows.at(i);
        if (!o.contains(property.name)) {
            row->setValue(QJsonValue(QJsonValue::Undefined));
            continue;
        }
        const QJsonValue v = o.value(property.name);
        if (FormValues::fits(property, v)) {
            row->setValue(v);
        } else {
            row->setValue(QJsonValue(QJsonValue::Undefined));
            m_extra.insert(property.name, v);
        }
    }
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (!m_field.property(it.key()))
            m_extra.insert(it.key(), it.value());
    }
    m_settingValue = false;
    updateExtraNote();
}

void ObjectFieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        m_rows.at(i)->collectInputProblems(pointer + QLatin1Char('/') + pointerToken(m_field.properties.at(i).name),
                                           out);
}

QList<schemacheck::Violation> ObjectFieldEditor::showErrors(const QString &pointer,
                                                            const QList<schemacheck::Violation> &violations)
{
    static const QRegularExpression missing(QStringLiteral("^Missing required property '(.*)'\\.?$"));
    QList<QList<schemacheck::Violation>> perRow(m_rows.size());
    QList<schemacheck::Violation> left;
    for (const schemacheck::Violation &v : violations) {
        QString at = v.pointer;
        schemacheck::Violation shown = v;
        if (at == pointer) {
            const QRegularExpressionMatch m = missing.match(v.reason);
            if (m.hasMatch() && m_field.property(m.captured(1))) {
                at = pointer + QLatin1Char('/') + pointerToken(m.captured(1));
                shown.reason = tr("This field is required.");
            }
        }
        bool placed = false;
        for (qsizetype i = 0; i < m_rows.size() && !placed; ++i) {
            const QString child = pointer + QLatin1Char('/') + pointerToken(m_field.properties.at(i).name);
            if (isAtOrBelow(at, child)) {
                shown.pointer = at;
                perRow[i].append(shown);
                placed = true;
            }
        }
        if (!placed)
            left.append(v);
    }
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        m_rows.at(i)->showErrors(pointer + QLatin1Char('/') + pointerToken(m_field.properties.at(i).name),
                                 perRow.at(i));
    return left;
}

QWidget *ObjectFieldEditor::inputWidget()
{
    return m_box ? static_cast<QWidget *>(m_box) : static_cast<QWidget *>(this);
}

FieldRow *ObjectFieldEditor::row(const QString &name) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_field.properties.at(i).name == name)
            return m_rows.at(i);
    }
    return nullptr;
}

QLabel *ObjectFieldEditor::label(const QString &name) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_field.properties.at(i).name == name)
            return m_labels.at(i);
    }
    return nullptr;
}

void ObjectFieldEditor::updateExtraNote()
{
    QStringList parts;
    for (auto it = m_extra.constBegin(); it != m_extra.constEnd(); ++it) {
        if (parts.size() == 8) {
            parts.append(QStringLiteral("…"));
            break;
        }
        parts.append(it.key().left(40) + QLatin1String(" = ") + FormValues::jsonText(it.value()).left(60));
    }
    m_extraNote->setText(parts.isEmpty()
                             ? QString()
                             : tr("Also sent as given (the form has no field for them, or they do not fit it): %1")
                                   .arg(parts.join(QLatin1String("; "))));
    m_extraNote->setVisible(!parts.isEmpty());
    m_dropExtra->setVisible(!parts.isEmpty());
}

} // namespace mcpscope
