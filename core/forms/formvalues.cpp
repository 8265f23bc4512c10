// SPDX-License-Identifier: MIT
#include "formvalues.h"
#include "json/jsontext.h"
#include "json/jsontree.h"
#include "json/lightjson.h"

#include <QDate>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTime>
#include <QUrl>

#include <cmath>
#include <limits>

namespace mcpscope {

std::optional<QJsonValue> FormValues::numberFromText(const QString &text, bool integer)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    static const QRegularExpression wholeNumber(QStringLiteral("^[-+]?[0-9]+$"));
    if (wholeNumber.match(t).hasMatch()) {
        bool ok = false;
        const qint64 n = t.toLongLong(&ok);
        if (ok)
            return QJsonValue(n);
        // Beyond 64 bits: a double keeps the magnitude (JSON numbers have no size limit).
    }
    static const QRegularExpression jsonNumber(QStringLiteral("^[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?$"));
    if (!jsonNumber.match(t).hasMatch())
        return std::nullopt;
    bool ok = false;
    const double d = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(d))
        return std::nullopt;
    if (integer && d == std::floor(d) && std::fabs(d) < 9.2e18)
        return QJsonValue(qint64(d));
    return QJsonValue(d);
}

QString FormValues::numberText(const QJsonValue &value)
{
    if (!value.isDouble())
        return {};
    const double d = value.toDouble();
    const qint64 i = value.toInteger(std::numeric_limits<qint64>::min());
    if (i != std::numeric_limits<qint64>::min() || d == double(std::numeric_limits<qint64>::min()))
        return QString::number(value.toInteger());
    return QString::number(d, 'g', QLocale::FloatingPointShortest);
}

bool FormValues::fits(const FormField &field, const QJsonValue &value)
{
    if (value.isNull() && field.nullable)
        return true;
    switch (field.kind) {
    case FormField::String:
        return value.isString();
    case FormField::Number:
        return value.isDouble();
    case FormField::Integer:
        // A fraction in an integer field is kept (and flagged by validation), not rounded.
        return value.isDouble();
    case FormField::Boolean:
        return value.isBool();
    case FormField::Enum:
        return field.enumValues.contains(value);
    case FormField::Const:
        return value == field.constValue;
    case FormField::Array: {
        if (!value.isArray())
            return false;
        const FormField *item = field.itemField();
        const QJsonArray a = value.toArray();
        if (a.size() > MaxRows)
            return false;
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (item && !fits(*item, a.at(i)))
                return false;
            // Check boxes hold each choice once.
            for (qsizetype j = 0; field.isMultiSelect() && j < i; ++j) {
                if (a.at(j) == a.at(i))
                    return false;
            }
        }
        return true;
    }
    case FormField::Object:
        // Members the form does not know are kept by the object editor.
        return value.isObject();
    case FormField::Variant:
        return matchVariant(field, value) >= 0;
    case FormField::Json:
        return true;
    }
    return false;
}

int FormValues::matchVariant(const FormField &field, const QJsonValue &value)
{
    int best = -1;
    int bestScore = -1;
    for (qsizetype i = 0; i < field.variants.size(); ++i) {
        const FormField &v = field.variants.at(i);
        if (!fits(v, value))
            continue;
        int score = 1;
        if (v.kind == FormField::Json)
            score = 0;
        else if (v.kind == FormField::Integer && value.isDouble() && value.toDouble() == std::floor(value.toDouble()))
            score = 3;
        else if (v.kind == FormField::Integer)
            score = 0;
        else if (v.kind == FormField::Object) {
            // The variant that names the most of the value's members (and whose constants
            // match) wins; one with a member the value lacks but requires scores lower.
            const QJsonObject o = value.toObject();
            score = 2;
            for (const FormField &p : v.properties) {
                if (o.contains(p.name)) {
                    if (p.kind == FormField::Const || p.kind == FormField::Enum) {
                        if (!fits(p, o.value(p.name)))
                            score -= 100;
                        else
                            score += 10;
                    } else {
                        score += 2;
                    }
                } else if (p.required) {
                    score -= 1;
                }
            }
            for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
                if (!v.property(it.key()))
                    score -= 2;
            }
        } else if (v.kind == FormField::Const || v.kind == FormField::Enum) {
            score = 5;
        }
        if (score > bestScore) {
            bestScore = score;
            best = int(i);
        }
    }
    return best;
}

QList<schemacheck::Violation> FormValues::missingRequired(const FormField &field, const QJsonValue &value,
                                                          const QString &pointer)
{
    QList<schemacheck::Violation> out;
    if (field.kind == FormField::Object && value.isObject()) {
        const QJsonObject o = value.toObject();
        for (const FormField &p : field.properties) {
            QString token = p.name;
            token.replace(QLatin1Char('~'), QLatin1String("~0"));
            token.replace(QLatin1Char('/'), QLatin1String("~1"));
            const QString at = pointer + QLatin1Char('/') + token;
            if (!o.contains(p.name)) {
                if (p.required)
                    out.append(schemacheck::Violation{at, tr("This field is required.")});
            } else {
                out += missingRequired(p, o.value(p.name), at);
            }
        }
    } else if (field.kind == FormField::Array && value.isArray() && field.itemField()) {
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            out += missingRequired(*field.itemField(), a.at(i), pointer + QLatin1Char('/') + QString::number(i));
    } else if (field.kind == FormField::Variant) {
        const int index = matchVariant(field, value);
        if (index >= 0)
            out += missingRequired(field.variants.at(index), value, pointer);
    }
    return out;
}

QString FormValues::formatProblem(const QString &format, const QString &text)
{
    if (text.isEmpty())
        return {};
    auto matches = [&text](const char *pattern) {
        return QRegularExpression(QString::fromLatin1(pattern)).match(text).hasMatch();
    };
    if (format == QLatin1String("email") || format == QLatin1String("idn-email")) {
        if (!matches("^[^@\\s]+@[^@\\s]+$"))
            return tr("This does not look like an email address (name@example.com).");
    } else if (format == QLatin1String("uri") || format == QLatin1String("iri")) {
        const QUrl url(text, QUrl::StrictMode);
        if (!url.isValid() || url.scheme().isEmpty() || text.contains(QLatin1Char(' ')))
            return tr("This is not a complete address with a scheme, like https://example.com/page.");
    } else if (format == QLatin1String("date")) {
        if (!matches("^\\d{4}-\\d{2}-\\d{2}$") || !QDate::fromString(text, Qt::ISODate).isValid())
            return tr("This is not a date written year-month-day, like 2025-01-31.");
    } else if (format == QLatin1String("date-time")) {
        if (!matches("^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})$")
            || !QDate::fromString(text.left(10), Qt::ISODate).isValid()
            || !QTime::fromString(text.mid(11, 8), Qt::ISODate).isValid())
            return tr("This is not a date and time with a time zone, like 2025-01-31T13:45:00Z.");
    } else if (format == QLatin1String("time")) {
        if (!matches("^\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?([Zz]|[+-]\\d{2}:\\d{2})?$")
            || !QTime::fromString(text.left(8), Qt::ISODate).isValid())
            return tr("This is not a time, like 13:45:00Z.");
    } else if (format == QLatin1String("uuid")) {
        if (!matches("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"))
            return tr("This is not a UUID, like 123e4567-e89b-12d3-a456-426614174000.");
    } else if (format == QLatin1String("ipv4")) {
        if (!matches("^((25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)$"))
            return tr("This is not an IPv4 address, like 192.168.0.1.");
    } else if (format == QLatin1String("hostname")) {
        if (text.size() > 253
            || !matches(
                "^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"))
            return tr("This is not a host name, like example.com.");
    }
    return {};
}

const FormField *FormValues::fieldAt(const FormField &root, const QJsonValue &value, const QString &pointer)
{
    const FormField *field = &root;
    QJsonValue current = value;
    if (pointer.isEmpty())
        return field;
    if (!pointer.startsWith(QLatin1Char('/')))
        return nullptr;
    const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (const QString &raw : tokens) {
        QString token = raw;
        token.replace(QLatin1String("~1"), QLatin1String("/"));
        token.replace(QLatin1String("~0"), QLatin1String("~"));
        while (field->kind == FormField::Variant) {
            const int index = matchVariant(*field, current);
            if (index < 0)
                return nullptr;
            field = &field->variants.at(index);
        }
        if (field->kind == FormField::Object) {
            field = field->property(token);
            current = current.toObject().value(token);
        } else if (field->kind == FormField::Array) {
            bool ok = false;
            const int index = token.toInt(&ok);
            if (!ok)
                return nullptr;
            field = field->itemField();
            current = current.toArray().at(index);
        } else {
            return nullptr;
        }
        if (!field)
            return nullptr;
    }
    while (field->kind == FormField::Variant) {
        const int index = matchVariant(*field, current);
        if (index < 0)
            break;
        field = &field->variants.at(index);
    }
    return field;
}

QString FormValues::plainReason(const QString &reason, const FormField *field)
{
    auto match
        = [&reason](const char *pattern) { return QRegularExpression(QString::fromLatin1(pattern)).match(reason); };
    // valijson prints bounds with std::to_string ("0.500000"): the schema's own spelling reads better.
    auto number = [](const QString &text, const std::optional<double> &known) {
        if (known)
            return numberText(QJsonValue(*known));
        const std::optional<QJsonValue> v = numberFromText(text, false);
        return v ? numberText(*v) : text;
    };
    QRegularExpressionMatch m;
    if ((m = match("^String should be no fewer than (\\d+) characters in length\\.$")).hasMatch()) {
        const int n = m.captured(1).toInt();
        return n == 1 ? tr("This cannot be empty.") : tr("Write at least %1 characters.").arg(n);
    }
    if ((m = match("^String should be no more than (\\d+) characters in length\\.$")).hasMatch())
        return tr("Write at most %1 characters.").arg(m.captured(1));
    if ((m = match("^Expected number greater than or equal to (\\S+?)\\.?$")).hasMatch())
        return tr("The number must be %1 or more.").arg(number(m.captured(1), field ? field->minimum : std::nullopt));
    if ((m = match("^Expected number greater than (\\S+?)\\.?$")).hasMatch())
        return tr("The number must be more than %1.").arg(number(m.captured(1), field ? field->minimum : std::nullopt));
    if ((m = match("^Expected number less than or equal to (\\S+?)\\.?$")).hasMatch())
        return tr("The number must be %1 or less.").arg(number(m.captured(1), field ? field->maximum : std::nullopt));
    if ((m = match("^Expected number less than (\\S+?)\\.?$")).hasMatch())
        return tr("The number must be less than %1.").arg(number(m.captured(1), field ? field->maximum : std::nullopt));
    if ((m = match("^Value should be a multiple of (\\S+?)\\.?$")).hasMatch())
        return tr("The number must be a multiple of %1.")
            .arg(number(m.captured(1), field ? field->multipleOf : std::nullopt));
    if (reason.startsWith(QLatin1String("Value type not permitted by 'type' constraint"))) {
        if (field) {
            switch (field->kind) {
            case FormField::String:
                return tr("This must be text.");
            case FormField::Number:
                return tr("This must be a number.");
            case FormField::Integer:
                return tr("This must be a whole number.");
            case FormField::Boolean:
                return tr("This must be true or false.");
            case FormField::Array:
                return tr("This must be a list.");
            case FormField::Object:
                return tr("This must be an object.");
            default:
                break;
            }
        }
        return tr("This is not the kind of value expected here.");
    }
    if (reason.startsWith(QLatin1String("Failed to match against any enum values")))
        return tr("This is not one of the allowed values.");
    if (reason.startsWith(QLatin1String("Failed to match expected value set by 'const' constraint"))) {
        if (field && field->kind == FormField::Const)
            return tr("This must be exactly %1.").arg(jsonText(field->constValue).left(80));
        return tr("This is not the one allowed value.");
    }
    if (reason.startsWith(QLatin1String("Failed to match regex specified by 'pattern' constraint"))) {
        if (field && !field->pattern.isEmpty())
            return tr("This does not have the required form (pattern %1).").arg(field->pattern.left(80));
        return tr("This does not have the required form (pattern).");
    }
    if ((m = match("^Array should contain no fewer than (\\d+) elements\\.$")).hasMatch()) {
        const int n = m.captured(1).toInt();
        return n == 1 ? tr("Add at least one item.") : tr("Add at least %1 items.").arg(n);
    }
    if ((m = match("^Array should contain no more than (\\d+) elements\\.$")).hasMatch()) {
        const int n = m.captured(1).toInt();
        return n == 1 ? tr("At most one item is allowed.") : tr("At most %1 items are allowed.").arg(n);
    }
    if (reason.contains(QLatin1String("violate uniqueness constraint")))
        return tr("Some items appear more than once; each may appear only once.");
    if ((m = match(
             "^Object contains a property that could not be validated using 'properties' or 'additionalProperties' constraints: '(.*)'\\.$"))
            .hasMatch())
        return tr("\"%1\" is not allowed here (the schema lists the members it accepts).").arg(m.captured(1).left(80));
    if ((m = match("^Missing required property '(.*)'\\.?$")).hasMatch())
        return tr("\"%1\" is required.").arg(m.captured(1).left(80));
    if (reason.startsWith(QLatin1String("Failed to validate against any schemas allowed by anyOf"))
        || reason.startsWith(QLatin1String("Failed to validate against any child schemas allowed by oneOf")))
        return tr("This matches none of the allowed variants.");
    if (reason.startsWith(QLatin1String("Failed to validate against exactly one child schema")))
        return tr("This matches more than one of the variants, but must match exactly one.");
    return reason;
}

QString FormValues::typeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return tr("null");
    case QJsonValue::Bool:
        return tr("true or false");
    case QJsonValue::Double:
        return tr("a number");
    case QJsonValue::String:
        return tr("text");
    case QJsonValue::Array:
        return tr("a list");
    case QJsonValue::Object:
        return tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return tr("nothing");
}

QString FormValues::formatExample(const QString &format)
{
    static const struct
    {
        const char *format;
        const char *example;
    } formats[] = {{"uri", "https://example.com/page"},
                   {"url", "https://example.com/page"},
                   {"iri", "https://example.com/page"},
                   {"uri-reference", "/page"},
                   {"email", "name@example.com"},
                   {"idn-email", "name@example.com"},
                   {"date", "2025-01-31"},
                   {"date-time", "2025-01-31T13:45:00Z"},
                   {"time", "13:45:00Z"},
                   {"duration", "P1DT2H"},
                   {"uuid", "123e4567-e89b-12d3-a456-426614174000"},
                   {"ipv4", "192.168.0.1"},
                   {"ipv6", "2001:db8::1"},
                   {"hostname", "example.com"},
                   {"idn-hostname", "example.com"}};
    for (const auto &known : formats) {
        if (format == QLatin1String(known.format))
            return QString::fromLatin1(known.example);
    }
    return {};
}

std::optional<QJsonValue> FormValues::exampleValue(const FormField &field)
{
    const QJsonArray examples = field.schema.value(QLatin1String("examples")).toArray();
    if (!examples.isEmpty())
        return examples.first();
    if (field.schema.contains(QLatin1String("example")))
        return field.schema.value(QLatin1String("example"));
    if (field.defaultValue && !field.defaultValue->isNull() && !field.defaultValue->isUndefined())
        return *field.defaultValue;
    switch (field.kind) {
    case FormField::Enum:
        if (!field.enumValues.isEmpty())
            return field.enumValues.first();
        return std::nullopt;
    case FormField::String:
        if (const QString example = formatExample(field.format); !example.isEmpty())
            return QJsonValue(example);
        return std::nullopt;
    case FormField::Integer:
    case FormField::Number: {
        const bool integer = field.kind == FormField::Integer;
        double value = integer ? 1 : 1.5;
        // Both ends given: the middle of the range.
        if (field.minimum && field.maximum && !field.multipleOf)
            value = integer ? std::floor((*field.minimum + *field.maximum) / 2) : (*field.minimum + *field.maximum) / 2;
        if (field.multipleOf && *field.multipleOf > 0)
            value = *field.multipleOf;
        if (field.minimum && (value < *field.minimum || (field.exclusiveMinimum && value <= *field.minimum))) {
            value = *field.minimum;
            if (field.exclusiveMinimum)
                value += field.multipleOf && *field.multipleOf > 0 ? *field.multipleOf : 1;
        }
        if (field.maximum && (value > *field.maximum || (field.exclusiveMaximum && value >= *field.maximum))) {
            value = *field.maximum;
            if (field.exclusiveMaximum)
                value -= field.multipleOf && *field.multipleOf > 0 ? *field.multipleOf : 1;
        }
        if (integer)
            value = std::ceil(value);
        return integer && std::abs(value) < 9007199254740992.0 ? QJsonValue(qint64(value)) : QJsonValue(value);
    }
    case FormField::Array:
        if (const FormField *item = field.itemField()) {
            if (const std::optional<QJsonValue> one = exampleValue(*item))
                return QJsonArray{*one};
        }
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

QString FormValues::exampleText(const FormField &field)
{
    const std::optional<QJsonValue> value = exampleValue(field);
    if (!value)
        return {};
    const QString text = value->isString() ? value->toString() : jsonText(*value);
    constexpr qsizetype Limit = 120;
    return text.size() > Limit ? text.left(Limit) + QStringLiteral("…") : text;
}

QString FormValues::jsonText(const QJsonValue &value)
{
    if (value.isUndefined())
        return {};
    QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    // "[value]" -> "value"
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

std::optional<QJsonValue::Type> FormValues::jsonTextType(const QString &text, QString *error)
{
    const QByteArray wrapped = "[" + text.toUtf8() + "\n]";
    lightjson::Document view;
    if (view.build(wrapped) && view.root().toArray().size() == 1)
        return view.root().toArray().at(0).type();
    // Not one value: the tree's parser says where and why.
    const std::optional<QJsonValue> value = parseJsonText(text, error);
    return value ? std::optional<QJsonValue::Type>(value->type()) : std::nullopt;
}

std::optional<QJsonValue> FormValues::parseJsonText(const QString &text, QString *error)
{
    const QByteArray utf8 = text.toUtf8();
    if (utf8.trimmed().isEmpty()) {
        if (error)
            *error = tr("Nothing is written here yet.");
        return std::nullopt;
    }
    QJsonParseError parseError;
    bool one = false;
    const QJsonValue value = jsontext::parseScalar(utf8, &one, &parseError);
    if (!one) {
        if (error) {
            qsizetype offset = qBound(qsizetype(0), qsizetype(parseError.offset), utf8.size());
            if (parseError.error == QJsonParseError::NoError) {
                // "1, 2": more than one value.
                offset = utf8.indexOf(',');
            }
            const QByteArray before = utf8.left(offset);
            const qsizetype line = before.count('\n') + 1;
            const qsizetype column = QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size() + 1;
            QString what
                = parseError.error == QJsonParseError::NoError ? tr("more than one value") : parseError.errorString();
            *error = tr("This is not valid JSON: %1 at line %2, column %3.").arg(what).arg(line).arg(column);
        }
        return std::nullopt;
    }
    return value;
}

} // namespace mcpscope
