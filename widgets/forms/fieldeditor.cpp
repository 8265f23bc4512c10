// SPDX-License-Identifier: MIT
#include "widgets/forms/fieldeditor.h"

#include "forms/formvalues.h"
#include "widgets/forms/arrayfieldeditor.h"
#include "widgets/forms/booleanfieldeditor.h"
#include "widgets/forms/choicefieldeditor.h"
#include "widgets/forms/jsonfieldeditor.h"
#include "widgets/forms/multichoicefieldeditor.h"
#include "widgets/forms/numberfieldeditor.h"
#include "widgets/forms/objectfieldeditor.h"
#include "widgets/forms/stringfieldeditor.h"
#include "widgets/forms/variantfieldeditor.h"

#include <QTextDocument>

namespace mcpscope {

FieldEditor::FieldEditor(const FormField &field, QWidget *parent)
    : QWidget(parent)
    , m_field(field)
{
}

FieldEditor *FieldEditor::create(const FormField &field, QWidget *parent)
{
    FieldEditor *editor = nullptr;
    switch (field.kind) {
    case FormField::String:
        editor = new StringFieldEditor(field, parent);
        break;
    case FormField::Number:
    case FormField::Integer:
        editor = new NumberFieldEditor(field, parent);
        break;
    case FormField::Boolean:
        editor = new BooleanFieldEditor(field, parent);
        break;
    case FormField::Enum:
    case FormField::Const:
        editor = new ChoiceFieldEditor(field, parent);
        break;
    case FormField::Array:
        if (field.isMultiSelect())
            editor = new MultiChoiceFieldEditor(field, parent);
        else
            editor = new ArrayFieldEditor(field, parent);
        break;
    case FormField::Object:
        editor = new ObjectFieldEditor(field, parent);
        break;
    case FormField::Variant:
        editor = new VariantFieldEditor(field, parent);
        break;
    case FormField::Json:
        editor = new JsonFieldEditor(field, parent);
        break;
    }
    editor->applyDefault();
    return editor;
}

void FieldEditor::applyDefault()
{
    if (m_field.defaultValue && !m_field.defaultValue->isNull() && FormValues::fits(m_field, *m_field.defaultValue))
        setValue(*m_field.defaultValue);
}

void FieldEditor::collectInputProblems(const QString &pointer, QList<schemacheck::Violation> *out) const
{
    Q_UNUSED(pointer);
    Q_UNUSED(out);
}

QList<schemacheck::Violation> FieldEditor::showErrors(const QString &pointer,
                                                      const QList<schemacheck::Violation> &violations)
{
    Q_UNUSED(pointer);
    return violations;
}

QString FieldEditor::toolTipText(const QString &text)
{
    constexpr qsizetype Limit = 1000;
    const QString shown = text.size() > Limit ? text.left(Limit) + QStringLiteral("…") : text;
    return Qt::convertFromPlainText(shown, Qt::WhiteSpaceNormal);
}

QString FieldEditor::hintText() const
{
    const FormField &f = m_field;
    if (f.kind == FormField::Number || f.kind == FormField::Integer) {
        const QString what = f.kind == FormField::Integer ? tr("A whole number") : tr("A number");
        const QString min = f.minimum ? FormValues::numberText(QJsonValue(*f.minimum)) : QString();
        const QString max = f.maximum ? FormValues::numberText(QJsonValue(*f.maximum)) : QString();
        if (f.minimum && f.maximum)
            return tr("%1 from %2 to %3").arg(what, min, max);
        if (f.minimum)
            return f.exclusiveMinimum ? tr("%1 above %2").arg(what, min) : tr("%1, at least %2").arg(what, min);
        if (f.maximum)
            return f.exclusiveMaximum ? tr("%1 below %2").arg(what, max) : tr("%1, at most %2").arg(what, max);
        return what;
    }
    if (f.kind == FormField::String) {
        const QString format = f.format;
        const QString example = FormValues::formatExample(format);
        if (format == QLatin1String("uri") || format == QLatin1String("url") || format == QLatin1String("iri"))
            return tr("A web address, e.g. %1").arg(example);
        if (format == QLatin1String("uri-reference"))
            return tr("A web address or a path, e.g. %1").arg(example);
        if (format == QLatin1String("email") || format == QLatin1String("idn-email"))
            return tr("An email address, e.g. %1").arg(example);
        if (format == QLatin1String("date"))
            return tr("A date: year-month-day, e.g. %1").arg(example);
        if (format == QLatin1String("date-time"))
            return tr("A date and time, e.g. %1").arg(example);
        if (format == QLatin1String("time"))
            return tr("A time, e.g. %1").arg(example);
        if (format == QLatin1String("duration"))
            return tr("A duration, e.g. %1 (1 day, 2 hours)").arg(example);
        if (format == QLatin1String("uuid"))
            return tr("A UUID, e.g. %1").arg(example);
        if (format == QLatin1String("ipv4"))
            return tr("An IPv4 address, e.g. %1").arg(example);
        if (format == QLatin1String("ipv6"))
            return tr("An IPv6 address, e.g. %1").arg(example);
        if (format == QLatin1String("hostname") || format == QLatin1String("idn-hostname"))
            return tr("A host name, e.g. %1").arg(example);
        if (!f.pattern.isEmpty())
            return tr("Text matching %1").arg(f.pattern.left(60));
        if (f.minLength > 0 && f.maxLength >= 0)
            return tr("%1 to %2 characters").arg(f.minLength).arg(f.maxLength);
        if (f.minLength == 1)
            return tr("At least one character");
        if (f.minLength > 1)
            return tr("At least %1 characters").arg(f.minLength);
        if (f.maxLength >= 0)
            return tr("At most %1 characters").arg(f.maxLength);
        return {};
    }
    return {};
}

} // namespace mcpscope
