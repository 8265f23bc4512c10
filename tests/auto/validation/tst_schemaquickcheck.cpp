// SPDX-License-Identifier: MIT
// The quick check of schemacheck (a small program run before valijson) against valijson itself:
// generated schemas of the keywords it supports, nested, with titled enums, integers beyond 2^53
// and 2^63, -0, strings with non-ASCII, astral and unpaired UTF-16 characters, against generated
// values; then the real tool and elicitation schemas of the recorded transcripts and of the
// shapes corpus against every value seen there. The verdicts must be equal, and validate() must
// report exactly what it reports without the quick check. Deliberately wrong quick checks
// (testing::QuickFault) must be caught by the same comparison.
#include "jsonschema/schemacheck.h"

#include "testpaths.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <memory>
#include <vector>

using namespace mcpscope;
using namespace mcpscope::schemacheck;

namespace {

using Fault = testing::QuickFault;

QJsonValue parseValue(const char *json)
{
    // Through the parser: Qt keeps integers it reads exactly (beyond 2^53) apart from doubles.
    const QJsonArray wrapped = QJsonDocument::fromJson(QByteArray("[") + json + ']').array();
    return wrapped.isEmpty() ? QJsonValue(QJsonValue::Undefined) : wrapped.at(0);
}

/// Numbers that decide "integer", bounds and equality: whole doubles, -0, 2^53 + 1, 2^63 and
/// beyond (Qt keeps what fits in 64 bits exactly, valijson compares doubles).
const char *const NumberTexts[] = {
    "0",
    "-0",
    "0.0",
    "-0.0",
    "1",
    "1.0",
    "-1",
    "1.5",
    "-1.5",
    "2",
    "2.5",
    "3",
    "5",
    "10",
    "10.0",
    "100",
    "0.1",
    "1e2",
    "1E-7",
    "9007199254740992",
    "9007199254740993",
    "-9007199254740993",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "36893488147419103232",
    "1e19",
    "1e300",
    "-1e300",
    "4294967296",
    "4294967297",
};

QString unpaired(char16_t unit, const QString &around)
{
    QString s = around;
    s.insert(s.size() / 2, QChar(unit));
    return s;
}

QStringList stringPool()
{
    return {
        QString(),
        QStringLiteral("a"),
        QStringLiteral("ab"),
        QStringLiteral("abc"),
        QStringLiteral("abcd"),
        QStringLiteral("abcde"),
        QStringLiteral("hello world"),
        QStringLiteral("x@example.com"),
        QStringLiteral("2025-01-12"),
        QStringLiteral("A1"),
        QStringLiteral("12345"),
        QString::fromUtf8("\xc3\xa9"), // é: 2 UTF-8 bytes, 1 code point
        QString::fromUtf8("\xc3\xa9\xc3\xa9\xc3\xa9"),
        QString::fromUtf8("\xf0\x9f\x98\x80"), // 😀: 2 UTF-16 units, 1 code point
        QString::fromUtf8("a\xf0\x9f\x98\x80"
                          "b"),
        QString::fromUtf8("\xf0\x9f\x98\x80\xf0\x9f\x98\x80"),
        QString::fromUtf8("\xe4\xb8\xad\xe6\x96\x87"), // 中文
        QString::fromUtf8("\xf0\x9f\x98\x80\xf0\x9f\x98\x80\xf0\x9f\x98\x80"),
        QStringLiteral("a") + QChar(0) + QStringLiteral("bc"), // valijson counts up to the NUL
        QString(QChar(0)),
        unpaired(0xD800, QStringLiteral("ab")),
        unpaired(0xDC00, QStringLiteral("abc")),
        QString(QChar(0xD83D)),
        QStringLiteral("red"),
        QStringLiteral("green"),
        QStringLiteral("blue"),
        QStringLiteral("Red"),
        QStringLiteral("true"),
        QStringLiteral("1"),
        QStringLiteral("null"),
        QString(10, QLatin1Char('z')),
        QString(64, QLatin1Char('q')),
    };
}

/// Patterns with strings that match and strings that do not (anchored and not, classes,
/// Unicode: PCRE2 over what valijson hands it).
const char *const Patterns[] = {
    "^[a-z]+$", "^[0-9]{3,5}$", "b",      "^\\S+@\\S+$", "^\\d{4}-\\d{2}-\\d{2}$", "^.{2}$",
    "^(a+)+$",  "[\\x{1F600}]", "^\\w*$", "^$",
};

class Generator
{
public:
    explicit Generator(quint32 seed)
        : m_random(seed)
        , m_strings(stringPool())
    {
    }

    int below(int n) { return int(m_random.bounded(quint32(n))); }
    bool chance(int percent) { return below(100) < percent; }

    QJsonValue number() { return parseValue(NumberTexts[below(int(std::size(NumberTexts)))]); }

    QString string() { return m_strings.at(below(int(m_strings.size()))); }

    QJsonValue scalar()
    {
        switch (below(6)) {
        case 0:
            return QJsonValue(QJsonValue::Null);
        case 1:
            return chance(50);
        case 2:
        case 3:
            return number();
        default:
            return string();
        }
    }

    QJsonValue anyValue(int depth)
    {
        if (depth >= 3 || chance(60))
            return scalar();
        if (chance(50)) {
            QJsonArray a;
            const int n = below(4);
            for (int i = 0; i < n; ++i)
                a.append(anyValue(depth + 1));
            return a;
        }
        QJsonObject o;
        const int n = below(4);
        static const char *const names[] = {"a", "b", "name", "count", "x", "", "a/properties/b"};
        for (int i = 0; i < n; ++i)
            o.insert(QLatin1String(names[below(7)]), anyValue(depth + 1));
        return o;
    }

    QJsonArray enumValues()
    {
        QJsonArray values;
        const int n = 1 + below(4);
        for (int i = 0; i < n; ++i) {
            if (chance(15))
                values.append(anyValue(2)); // arrays and objects in enums compare deeply
            else
                values.append(scalar());
        }
        return values;
    }

    QJsonValue schema(int depth)
    {
        if (depth > 0 && chance(4))
            return chance(70);
        QJsonObject s;
        static const char *const types[] = {"string", "integer", "number", "boolean", "null", "object", "array"};
        const int kind = below(12);
        if (kind < 7) {
            if (chance(80))
                s.insert(QLatin1String("type"), QLatin1String(types[kind]));
            else
                s.insert(QLatin1String("type"), QJsonArray{QLatin1String(types[kind]), QLatin1String(types[below(7)])});
        }
        const QString type
            = s.value(QLatin1String("type")).isString() ? s.value(QLatin1String("type")).toString() : QString();
        const bool anyType = type.isEmpty();
        if (type == QLatin1String("string") || (anyType && chance(30))) {
            if (chance(40))
                s.insert(QLatin1String("minLength"), below(4));
            if (chance(40))
                s.insert(QLatin1String("maxLength"), below(6));
            if (chance(20))
                s.insert(QLatin1String("pattern"), QLatin1String(Patterns[below(int(std::size(Patterns)))]));
        }
        if (type == QLatin1String("integer") || type == QLatin1String("number") || (anyType && chance(30))) {
            const char *const bounds[] = {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"};
            for (const char *b : bounds) {
                if (chance(30))
                    s.insert(QLatin1String(b), number());
            }
        }
        if (type == QLatin1String("array") || (anyType && chance(20))) {
            if (chance(40))
                s.insert(QLatin1String("minItems"), below(3));
            if (chance(40))
                s.insert(QLatin1String("maxItems"), below(4));
            if (chance(30))
                s.insert(QLatin1String("uniqueItems"), chance(80));
            if (depth < 3 && chance(70))
                s.insert(QLatin1String("items"), schema(depth + 1));
        }
        if (type == QLatin1String("object") || (anyType && chance(20))) {
            QJsonObject properties;
            QJsonArray required;
            static const char *const names[]
                = {"a", "b", "name", "count", "x", "\xc3\xa9t\xc3\xa9", "", "a/properties/b", "x/items", "m~n"};
            const int n = depth < 3 ? below(4) : 0;
            for (int i = 0; i < n; ++i) {
                const QString name = QString::fromUtf8(names[below(10)]);
                properties.insert(name, schema(depth + 1));
                if (chance(50))
                    required.append(name);
            }
            if (chance(10))
                required.append(QStringLiteral("missing"));
            if (!properties.isEmpty() || chance(30))
                s.insert(QLatin1String("properties"), properties);
            if (!required.isEmpty())
                s.insert(QLatin1String("required"), required);
            if (chance(40))
                s.insert(QLatin1String("additionalProperties"),
                         depth < 3 && chance(30) ? schema(depth + 1) : QJsonValue(chance(60)));
            if (chance(15))
                s.insert(QLatin1String("minProperties"), below(3));
            if (chance(15))
                s.insert(QLatin1String("maxProperties"), below(4));
        }
        if (kind == 7 || chance(8))
            s.insert(QLatin1String("enum"), enumValues());
        if (kind == 8 || chance(5))
            s.insert(QLatin1String("const"), chance(80) ? scalar() : anyValue(1));
        if (kind == 9 || kind == 10) {
            // Elicitation's titled enums: oneOf/anyOf of {"const", "title"}, as strings or numbers.
            QJsonArray options;
            const int n = 1 + below(4);
            const bool numbers = chance(30);
            for (int i = 0; i < n; ++i) {
                options.append(QJsonObject{{QLatin1String("const"), numbers ? number() : QJsonValue(string())},
                                           {QLatin1String("title"), QStringLiteral("Option %1").arg(i)}});
            }
            if (chance(30))
                options.append(options.at(0)); // the same option twice: oneOf must refuse it
            s.insert(QLatin1String(kind == 9 ? "oneOf" : "anyOf"), options);
            if (chance(50))
                s.insert(QLatin1String("type"), numbers ? QLatin1String("number") : QLatin1String("string"));
        }
        if (depth < 3 && (kind == 11 || chance(10))) {
            static const char *const combinators[] = {"allOf", "anyOf", "oneOf"};
            QJsonArray branches;
            const int n = 1 + below(3);
            for (int i = 0; i < n; ++i)
                branches.append(schema(depth + 1));
            s.insert(QLatin1String(combinators[below(3)]), branches);
        }
        if (depth < 3 && chance(6))
            s.insert(QLatin1String("not"), schema(depth + 1));
        // Annotations and keywords valijson does not read change nothing.
        if (chance(20))
            s.insert(QLatin1String("title"), QStringLiteral("T"));
        if (chance(20))
            s.insert(QLatin1String("description"), QStringLiteral("D"));
        if (chance(10))
            s.insert(QLatin1String("default"), scalar());
        if (chance(5))
            s.insert(QLatin1String("examples"), QJsonArray{scalar()});
        if (chance(5))
            s.insert(QLatin1String("$comment"), QStringLiteral("c"));
        if (chance(5))
            s.insert(QLatin1String("enumNames"), QJsonArray{QStringLiteral("A")});
        if (chance(3))
            s.insert(QLatin1String("deprecated"), true);
        if (chance(3))
            s.insert(QLatin1String("format"), QLatin1String("date")); // compile() strips it
        return s;
    }

    /// A value shaped after @p schema often enough that many values pass.
    QJsonValue valueFor(const QJsonValue &schemaValue, int depth)
    {
        if (!schemaValue.isObject() || depth > 4 || chance(15))
            return anyValue(depth);
        const QJsonObject s = schemaValue.toObject();
        if (s.contains(QLatin1String("const")) && chance(70))
            return s.value(QLatin1String("const"));
        if (s.value(QLatin1String("enum")).isArray() && chance(70)) {
            const QJsonArray values = s.value(QLatin1String("enum")).toArray();
            if (!values.isEmpty())
                return values.at(below(int(values.size())));
        }
        for (const char *combinator : {"oneOf", "anyOf", "allOf"}) {
            const QJsonArray branches = s.value(QLatin1String(combinator)).toArray();
            if (!branches.isEmpty() && chance(60))
                return valueFor(branches.at(below(int(branches.size()))), depth + 1);
        }
        QString type;
        const QJsonValue t = s.value(QLatin1String("type"));
        if (t.isString())
            type = t.toString();
        else if (t.isArray())
            type = t.toArray().at(below(int(t.toArray().size()))).toString();
        if (type == QLatin1String("object") || (type.isEmpty() && s.contains(QLatin1String("properties")))) {
            QJsonObject o;
            const QJsonObject properties = s.value(QLatin1String("properties")).toObject();
            for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
                if (chance(85))
                    o.insert(it.key(), valueFor(it.value(), depth + 1));
            }
            if (chance(15))
                o.insert(QStringLiteral("extra"), scalar());
            return o;
        }
        if (type == QLatin1String("array") || (type.isEmpty() && s.contains(QLatin1String("items")))) {
            QJsonArray a;
            const int n = below(5);
            for (int i = 0; i < n; ++i)
                a.append(valueFor(s.value(QLatin1String("items")), depth + 1));
            if (n > 0 && chance(20))
                a.append(a.at(0)); // a duplicate for uniqueItems
            return a;
        }
        if (type == QLatin1String("integer") || type == QLatin1String("number")) {
            for (const char *b : {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"}) {
                if (s.contains(QLatin1String(b)) && chance(50)) {
                    const double bound = s.value(QLatin1String(b)).toDouble();
                    const double steps[] = {0, 1, -1, 0.5, -0.5};
                    return bound + steps[below(5)];
                }
            }
            return number();
        }
        if (type == QLatin1String("boolean"))
            return chance(50);
        if (type == QLatin1String("null"))
            return QJsonValue(QJsonValue::Null);
        return chance(85) ? QJsonValue(string()) : anyValue(depth);
    }

private:
    QRandomGenerator m_random;
    QStringList m_strings;
};

/// @p schema with one keyword somewhere inside set to a value of a wrong or odd type (or a
/// keyword the quick check leaves to valijson).
QJsonValue mutate(Generator &g, const QJsonValue &schema, int depth)
{
    if (!schema.isObject())
        return schema;
    QJsonObject o = schema.toObject();
    if (depth < 3 && g.chance(50)) {
        QJsonObject properties = o.value(QLatin1String("properties")).toObject();
        if (!properties.isEmpty() && g.chance(60)) {
            const QString name = properties.keys().at(g.below(int(properties.size())));
            properties.insert(name, mutate(g, properties.value(name), depth + 1));
            o.insert(QLatin1String("properties"), properties);
            return o;
        }
        for (const char *key : {"items", "additionalProperties", "not"}) {
            if (o.value(QLatin1String(key)).isObject() && g.chance(50)) {
                o.insert(QLatin1String(key), mutate(g, o.value(QLatin1String(key)), depth + 1));
                return o;
            }
        }
        for (const char *key : {"allOf", "anyOf", "oneOf"}) {
            QJsonArray branches = o.value(QLatin1String(key)).toArray();
            if (!branches.isEmpty() && g.chance(50)) {
                const int i = g.below(int(branches.size()));
                branches.replace(i, mutate(g, branches.at(i), depth + 1));
                o.insert(QLatin1String(key), branches);
                return o;
            }
        }
    }
    static const char *const keys[] = {"title",
                                       "description",
                                       "id",
                                       "minimum",
                                       "exclusiveMaximum",
                                       "maxLength",
                                       "minItems",
                                       "maxProperties",
                                       "required",
                                       "enum",
                                       "uniqueItems",
                                       "additionalProperties",
                                       "items",
                                       "not",
                                       "type",
                                       "pattern",
                                       "const",
                                       "properties",
                                       "oneOf",
                                       "allOf",
                                       "$ref",
                                       "format",
                                       "multipleOf",
                                       "default",
                                       "$schema"};
    static const char *const values[] = {"\"5\"",
                                         "5",
                                         "-1",
                                         "1.5",
                                         "true",
                                         "\"true\"",
                                         "null",
                                         "[]",
                                         "{}",
                                         "[\"a\",5]",
                                         "[\"a\"]",
                                         "{\"a\":1}",
                                         "\"^(\"",
                                         "\"^a$\"",
                                         "\"string\"",
                                         "[\"string\",\"integer\"]",
                                         "\"#\"",
                                         "\"#/nowhere\"",
                                         "1e300",
                                         "[{}]",
                                         "\"http://json-schema.org/draft-04/schema#\""};
    o.insert(QLatin1String(keys[g.below(int(std::size(keys)))]), parseValue(values[g.below(int(std::size(values)))]));
    return o;
}

struct Tally
{
    int schemas = 0;
    int withQuickCheck = 0;
    int values = 0;
    int valid = 0;
    int invalid = 0;
    int mismatches = 0;
    QStringList examples; ///< the first few mismatches, to read
};

QString compact(const QJsonValue &v)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
}

/// Quick verdict against valijson's verdict; with @p full also validate() with and without the
/// quick check (the same violations).
void compare(const QJsonObject &schema, const QList<QJsonValue> &values, Fault fault, bool full, Tally &tally)
{
    SchemaProblem problem;
    const auto compiled = testing::compileWithFault(schema, fault, &problem);
    if (!compiled)
        return;
    ++tally.schemas;
    if (!testing::hasQuickCheck(*compiled))
        return;
    ++tally.withQuickCheck;
    std::shared_ptr<CompiledSchema> plain;
    if (full)
        plain = testing::compileWithFault(schema, Fault::NoQuickCheck, &problem);
    for (const QJsonValue &value : values) {
        const int quick = testing::quickVerdict(*compiled, value);
        const int reference = testing::valijsonVerdict(*compiled, value);
        if (reference < 0)
            continue;
        ++tally.values;
        (reference ? tally.valid : tally.invalid)++;
        if (quick != reference) {
            ++tally.mismatches;
            if (tally.examples.size() < 5)
                tally.examples.append(QStringLiteral("quick %1, valijson %2: %3 against %4")
                                          .arg(quick)
                                          .arg(reference)
                                          .arg(compact(value), compact(schema)));
        }
        if (full && plain) {
            QList<Violation> withQuick, without;
            QString skippedWith, skippedWithout;
            const bool checkedWith = validate(*compiled, value, &withQuick, 5, &skippedWith);
            const bool checkedWithout = validate(*plain, value, &without, 5, &skippedWithout);
            bool same
                = checkedWith == checkedWithout && skippedWith == skippedWithout && withQuick.size() == without.size();
            for (qsizetype i = 0; same && i < withQuick.size(); ++i)
                same = withQuick.at(i).pointer == without.at(i).pointer
                       && withQuick.at(i).reason == without.at(i).reason;
            if (!same) {
                ++tally.mismatches;
                if (tally.examples.size() < 5)
                    tally.examples.append(
                        QStringLiteral("validate() differs: %1 against %2").arg(compact(value), compact(schema)));
            }
        }
    }
}

Tally runGenerated(Fault fault, int schemaCount, int valuesPerSchema, bool full)
{
    Generator g(20261126);
    Tally tally;
    for (int i = 0; i < schemaCount; ++i) {
        QJsonValue root = g.schema(0);
        if (!root.isObject())
            root = QJsonObject{{QLatin1String("not"), root}};
        const QJsonObject schema = root.toObject();
        QList<QJsonValue> values;
        for (int v = 0; v < valuesPerSchema; ++v)
            values.append(g.valueFor(schema, 0));
        compare(schema, values, fault, full, tally);
    }
    return tally;
}

/// Schemas and values of recorded traffic: every tool's inputSchema and outputSchema, every
/// elicitation's requestedSchema; tools/call arguments, structuredContent, elicitation answers,
/// and the schemas' own "default" values.
struct Recorded
{
    QList<QJsonObject> schemas;
    QList<QJsonValue> values;
};

void collectDefaults(const QJsonValue &schema, QList<QJsonValue> &values)
{
    const QJsonObject o = schema.toObject();
    if (o.contains(QLatin1String("default")))
        values.append(o.value(QLatin1String("default")));
    const QJsonObject properties = o.value(QLatin1String("properties")).toObject();
    for (auto it = properties.constBegin(); it != properties.constEnd(); ++it)
        collectDefaults(it.value(), values);
}

bool readRecorded(const QString &path, Recorded &out, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonObject msg = QJsonDocument::fromJson(line).object().value(QLatin1String("msg")).toObject();
        const QJsonObject params = msg.value(QLatin1String("params")).toObject();
        const QJsonObject result = msg.value(QLatin1String("result")).toObject();
        for (const QJsonValue &tool : result.value(QLatin1String("tools")).toArray()) {
            for (const char *key : {"inputSchema", "outputSchema"}) {
                const QJsonValue schema = tool.toObject().value(QLatin1String(key));
                if (schema.isObject()) {
                    out.schemas.append(schema.toObject());
                    collectDefaults(schema, out.values);
                }
            }
        }
        if (params.value(QLatin1String("requestedSchema")).isObject()) {
            out.schemas.append(params.value(QLatin1String("requestedSchema")).toObject());
            collectDefaults(params.value(QLatin1String("requestedSchema")), out.values);
        }
        if (params.contains(QLatin1String("arguments")))
            out.values.append(params.value(QLatin1String("arguments")));
        if (result.contains(QLatin1String("structuredContent")))
            out.values.append(result.value(QLatin1String("structuredContent")));
        if (result.contains(QLatin1String("content")) && result.value(QLatin1String("content")).isObject())
            out.values.append(result.value(QLatin1String("content")));
    }
    return true;
}

} // namespace

class TestSchemaQuickCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generated()
    {
        const Tally t = runGenerated(Fault::None, 2500, 24, true);
        qInfo("generated: %d schemas (%d with a quick check), %d values: %d valid, %d invalid, %d mismatches",
              t.schemas, t.withQuickCheck, t.values, t.valid, t.invalid, t.mismatches);
        QVERIFY2(t.mismatches == 0, qPrintable(t.examples.join(QLatin1Char('\n'))));
        // Every generated schema uses only keywords the quick check supports.
        QCOMPARE(t.withQuickCheck, t.schemas);
        QVERIFY(t.schemas > 2000);
        // Both verdicts are well represented, or the comparison proves little.
        QVERIFY2(t.valid > t.values / 5, qPrintable(QString::number(t.valid)));
        QVERIFY2(t.invalid > t.values / 5, qPrintable(QString::number(t.invalid)));
    }

    void problemsUnchanged()
    {
        // The quick check leaves valijson's parsing to the first value that fails it: the
        // schema problems compile() reports must be those of parsing at once, and valijson
        // must take every schema that got a quick check.
        Generator g(7);
        int withQuickCheck = 0, refused = 0, plain = 0;
        for (int i = 0; i < 6000; ++i) {
            QJsonValue root = mutate(g, g.schema(0), 0);
            if (!root.isObject())
                continue;
            const QJsonObject schema = root.toObject();
            SchemaProblem lazy, eager;
            const auto quick = compile(schema, &lazy);
            const auto reference = testing::compileWithFault(schema, Fault::NoQuickCheck, &eager);
            QCOMPARE(bool(quick), bool(reference));
            if (!quick) {
                ++refused;
                QCOMPARE(lazy.kind, eager.kind);
                QCOMPARE(lazy.reason, eager.reason);
                QCOMPARE(lazy.pointer, eager.pointer);
                continue;
            }
            if (!testing::hasQuickCheck(*quick)) {
                ++plain;
                continue;
            }
            ++withQuickCheck;
            QVERIFY2(testing::parsesWithValijson(*quick), qPrintable(compact(schema)));
        }
        qInfo("mutated schemas: %d with a quick check, %d without, %d refused", withQuickCheck, plain, refused);
        QVERIFY(withQuickCheck > 1000);
        QVERIFY(plain > 300);
        QVERIFY(refused > 300);
    }

    void largeObjects()
    {
        // Objects of more than 8 members are looked up through a sorted index: in "enum" and
        // "const" values, in values, in uniqueItems comparisons.
        QJsonObject big;
        for (int i = 0; i < 12; ++i)
            big.insert(QStringLiteral("k%1").arg(i), i);
        QJsonObject changed = big;
        changed.insert(QStringLiteral("k7"), 7.5);
        QJsonObject extra = big;
        extra.insert(QStringLiteral("k99"), 0);
        QJsonObject missing = big;
        missing.remove(QStringLiteral("k3"));
        QJsonObject renamed = missing;
        renamed.insert(QStringLiteral("k3 "), 3);
        const QJsonObject schemas[] = {
            QJsonObject{{QLatin1String("enum"), QJsonArray{1, big}}},
            QJsonObject{{QLatin1String("const"), big}},
            QJsonObject{{QLatin1String("type"), QLatin1String("array")}, {QLatin1String("uniqueItems"), true}},
            QJsonObject{{QLatin1String("required"), QJsonArray{QLatin1String("k3"), QLatin1String("k11")}}},
        };
        const QList<QJsonValue> values{big,
                                       changed,
                                       extra,
                                       missing,
                                       renamed,
                                       QJsonArray{big, changed},
                                       QJsonArray{big, extra, big},
                                       QJsonArray{missing, renamed},
                                       QJsonArray{changed, changed}};
        Tally t;
        for (const QJsonObject &schema : schemas)
            compare(schema, values, Fault::None, true, t);
        QCOMPARE(t.withQuickCheck, 4);
        QVERIFY2(t.mismatches == 0, qPrintable(t.examples.join(QLatin1Char('\n'))));
        // enum and const: big alone; uniqueItems: [big, changed] and [missing, renamed];
        // required: big, changed, extra and the four arrays.
        QCOMPARE(t.valid, 1 + 1 + 2 + 7);
        QCOMPARE(t.invalid, 4 * int(values.size()) - t.valid);

        // "required" among more than 64 properties, and beside them.
        QJsonObject properties;
        for (int i = 0; i < 70; ++i)
            properties.insert(QStringLiteral("p%1").arg(i),
                              QJsonObject{{QLatin1String("type"), QLatin1String("integer")}});
        const QJsonObject many{{QLatin1String("properties"), properties},
                               {QLatin1String("required"), QJsonArray{QLatin1String("p1"), QLatin1String("p65"),
                                                                      QLatin1String("p9"), QLatin1String("q")}}};
        QList<QJsonValue> objects;
        Generator g(3);
        for (int v = 0; v < 400; ++v) {
            QJsonObject o;
            for (const char *name : {"p1", "p65", "p9", "q", "p10", "p69"}) {
                if (g.chance(85))
                    o.insert(QLatin1String(name), g.chance(95) ? QJsonValue(v) : QJsonValue(0.5));
            }
            objects.append(o);
        }
        Tally m;
        compare(many, objects, Fault::None, true, m);
        QCOMPARE(m.withQuickCheck, 1);
        QVERIFY2(m.mismatches == 0, qPrintable(m.examples.join(QLatin1Char('\n'))));
        QVERIFY(m.valid > 50);
        QVERIFY(m.invalid > 50);
    }

    void faultsAreCaught_data()
    {
        QTest::addColumn<Fault>("fault");
        QTest::newRow("IgnoreMaxLength") << Fault::IgnoreMaxLength;
        QTest::newRow("LengthInUtf16") << Fault::LengthInUtf16;
        QTest::newRow("IntegerAsNumber") << Fault::IntegerAsNumber;
        QTest::newRow("ExclusiveAsInclusive") << Fault::ExclusiveAsInclusive;
        QTest::newRow("IgnoreAdditionalFalse") << Fault::IgnoreAdditionalFalse;
        QTest::newRow("IgnoreRequired") << Fault::IgnoreRequired;
        QTest::newRow("OneOfAsAnyOf") << Fault::OneOfAsAnyOf;
        QTest::newRow("DropLastEnumValue") << Fault::DropLastEnumValue;
        QTest::newRow("ConstByInteger") << Fault::ConstByInteger;
        QTest::newRow("IgnorePattern") << Fault::IgnorePattern;
        QTest::newRow("IgnoreUniqueItems") << Fault::IgnoreUniqueItems;
    }

    void faultsAreCaught()
    {
        QFETCH(Fault, fault);
        const Tally t = runGenerated(fault, 2500, 24, false);
        QVERIFY2(t.mismatches > 0, "the differential comparison did not notice a wrong quick check");
    }

    void unsupportedKeywords_data()
    {
        QTest::addColumn<QByteArray>("schema");
        QTest::addColumn<bool>("quick");
        QTest::newRow("plain") << QByteArray("{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"}}}")
                               << true;
        QTest::newRow("2020-12") << QByteArray(
            "{\"$schema\":\"https://json-schema.org/draft/2020-12/schema\",\"type\":\"object\"}")
                                 << true;
        QTest::newRow("$ref") << QByteArray(
            "{\"type\":\"object\",\"properties\":{\"a\":{\"$ref\":\"#/$defs/a\"}},\"$defs\":{\"a\":{}}}")
                              << false;
        QTest::newRow("unused $defs") << QByteArray("{\"type\":\"object\",\"$defs\":{\"a\":{\"$ref\":\"#\"}}}") << true;
        QTest::newRow("patternProperties") << QByteArray("{\"patternProperties\":{\"^a\":{}}}") << false;
        QTest::newRow("multipleOf") << QByteArray("{\"multipleOf\":2}") << false;
        QTest::newRow("items array") << QByteArray("{\"items\":[{}]}") << false;
        QTest::newRow("if") << QByteArray("{\"if\":{},\"then\":{}}") << false;
        QTest::newRow("contains") << QByteArray("{\"contains\":{}}") << false;
        QTest::newRow("propertyNames") << QByteArray("{\"propertyNames\":{\"maxLength\":3}}") << false;
        QTest::newRow("dependencies") << QByteArray("{\"dependencies\":{\"a\":[\"b\"]}}") << false;
        QTest::newRow("draft-04") << QByteArray(
            "{\"$schema\":\"http://json-schema.org/draft-04/schema#\",\"type\":\"object\"}")
                                  << false;
        QTest::newRow("NUL in a property name") << QByteArray("{\"properties\":{\"a\\u0000b\":{}}}") << false;
        QTest::newRow("NUL in required") << QByteArray("{\"required\":[\"a\\u0000\"]}") << false;
        QTest::newRow("string bound") << QByteArray("{\"maxLength\":\"3\"}") << false;
    }

    void propertyPathsDoNotCollide()
    {
        // valijson keeps subschemas by their path with the names joined unescaped, but only
        // those reached through "$ref" (which has no quick check): "a/properties/b" keeps its
        // own schema (an integer), not the one of b inside a (a string).
        const QByteArray schema
            = "{\"type\":\"object\",\"properties\":{\"a\":{\"properties\":{\"b\":{\"type\":\"string\"}}},"
              "\"a/properties/b\":{\"type\":\"integer\"}}}";
        SchemaProblem problem;
        const auto compiled = compile(QJsonDocument::fromJson(schema).object(), &problem);
        QVERIFY2(compiled, qPrintable(problem.reason));
        QVERIFY(testing::hasQuickCheck(*compiled));
        const std::pair<const char *, int> cases[] = {
            {"{\"a/properties/b\":5}", 1},
            {"{\"a/properties/b\":\"x\"}", 0},
            {"{\"a\":{\"b\":5}}", 0},
            {"{\"a\":{\"b\":\"x\"}}", 1},
        };
        for (const auto &[value, expected] : cases) {
            QCOMPARE(testing::valijsonVerdict(*compiled, parseValue(value)), expected);
            QCOMPARE(testing::quickVerdict(*compiled, parseValue(value)), expected);
        }
    }

    void unsupportedKeywords()
    {
        QFETCH(QByteArray, schema);
        QFETCH(bool, quick);
        SchemaProblem problem;
        const auto compiled = compile(QJsonDocument::fromJson(schema).object(), &problem);
        if (!compiled) {
            QVERIFY2(!quick, qPrintable(problem.reason));
            return;
        }
        QCOMPARE(testing::hasQuickCheck(*compiled), quick);
    }

    void recorded()
    {
        // Every schema against every value of all three files: the everything-http transcript
        // calls tools that the other transcript lists.
        const QStringList paths{test::everythingStdio(), test::everythingHttp(),
                                test::sourceDir() + QStringLiteral("/tests/auto/shapes/corpus/messages.jsonl")};
        Recorded r;
        for (const QString &path : paths) {
            QString error;
            QVERIFY2(readRecorded(path, r, &error), qPrintable(error));
        }
        QVERIFY(r.schemas.size() > 200);
        QVERIFY(r.values.size() > 150);
        Tally t;
        for (const QJsonObject &schema : std::as_const(r.schemas))
            compare(schema, r.values, Fault::None, true, t);
        qInfo("%d schemas (%d compiled, %d with a quick check), %d values, %d checks: %d valid, %d invalid",
              int(r.schemas.size()), t.schemas, t.withQuickCheck, int(r.values.size()), t.values, t.valid, t.invalid);
        QVERIFY2(t.mismatches == 0, qPrintable(t.examples.join(QLatin1Char('\n'))));
        // Most recorded schemas are plain enough for the quick check, and values pass some.
        QVERIFY2(t.withQuickCheck * 10 >= t.schemas * 9, qPrintable(QString::number(t.withQuickCheck)));
        QVERIFY(t.valid > 1000);
        QVERIFY(t.invalid > 1000);
    }
};

QTEST_GUILESS_MAIN(TestSchemaQuickCheck)
#include "tst_schemaquickcheck.moc"
