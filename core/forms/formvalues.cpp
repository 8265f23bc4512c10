// SPDX-License-Identifier: MIT
#include "formvalues.h"

#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>

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
        for (const QJsonValue &v : a) {
            if (item && !fits(*item, v))
                return false;
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

QString FormValues::jsonText(const QJsonValue &value)
{
    if (value.isUndefined())
        return {};
    QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    // "[value]" -> "value"
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

std::optional<QJsonValue> FormValues::parseJsonText(const QString &text, QString *error)
{
    const QByteArray utf8 = text.toUtf8();
    if (utf8.trimmed().isEmpty()) {
        if (error)
            *error = tr("Nothing is written here yet.");
        return std::nullopt;
    }
    // Wrapped in an array so scalars parse too; offsets are shifted back by the "[".
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + utf8 + "\n]", &parseError);
    if (parseError.error != QJsonParseError::NoError || doc.array().size() != 1) {
        if (error) {
            qsizetype offset = qBound(qsizetype(0), qsizetype(parseError.offset) - 1, utf8.size());
            if (parseError.error == QJsonParseError::NoError) {
                // "1, 2": more than one value.
                offset = utf8.indexOf(',');
            }
            const QByteArray before = utf8.left(offset);
            const qsizetype line = before.count('\n') + 1;
            const qsizetype column = QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size() + 1;
            QString what = parseError.error == QJsonParseError::NoError ? tr("more than one value")
                                                                        : parseError.errorString();
            *error = tr("This is not valid JSON: %1 at line %2, column %3.").arg(what).arg(line).arg(column);
        }
        return std::nullopt;
    }
    return doc.array().first();
}

} // namespace mcpscope
