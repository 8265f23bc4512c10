// SPDX-License-Identifier: MIT
// schemacheck's functions for lightjson views against the ones for QJsonValue and QJsonObject:
// validate() over a view must answer exactly as validate() over the QJsonValue of the same
// text (the verdict, the violations, why a value was skipped), and compileCachedText() as
// compileCached() over the parsed schema.

#include "json/lightjson.h"
#include "jsonschema/schemacheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::schemacheck;

namespace {

/// JSON texts of hostile values: repeated and escaped names, non-ASCII, lone surrogates, big
/// and odd numbers, nesting.
class Generator
{
public:
    explicit Generator(quint32 seed)
        : m_rng(seed)
    {
    }

    QByteArray value(int depth)
    {
        const int kind = int(m_rng.bounded(depth > 4 ? 5 : 8));
        switch (kind) {
        case 0:
            return pick({"null", "true", "false"});
        case 1:
        case 2:
            return number();
        case 3:
        case 4:
            return string();
        case 5: {
            QByteArray out = "[";
            const int n = int(m_rng.bounded(5));
            for (int i = 0; i < n; ++i)
                out += (i ? "," : "") + value(depth + 1);
            return out + ']';
        }
        default: {
            QByteArray out = "{";
            const int n = int(m_rng.bounded(6));
            for (int i = 0; i < n; ++i)
                out += (i ? "," : "") + name() + ':' + value(depth + 1);
            return out + '}';
        }
        }
    }

private:
    QByteArray pick(std::initializer_list<const char *> options)
    {
        return QByteArray(options.begin()[m_rng.bounded(int(options.size()))]);
    }
    QByteArray number()
    {
        return pick({"0", "1", "-1", "2", "3", "1.5", "1.0", "1e2", "-0.0", "0.1", "9007199254740993",
                     "9223372036854775807", "-9223372036854775808", "18446744073709551616", "1e308", "-1e308",
                     "123456789012345678901234567890"});
    }
    QByteArray string()
    {
        return pick({"\"\"", "\"a\"", "\"ab\"", "\"hello\"", "\"caf\\u00e9\"", "\"caf\xc3\xa9\"", "\"\\ud83d\\ude00\"",
                     "\"\xf0\x9f\x98\x80\"", "\"\\ud800\"", "\"a\\\"b\\\\c\"",
                     "\"abcdefghijklmnopqrstuvwxyz0123456789\"", "\"x@y.z\"", "\"2025-01-01\"", "\"\\u0061\"",
                     "\"tab\\there\""});
    }
    QByteArray name()
    {
        return pick({"\"a\"", "\"b\"", "\"c\"", "\"name\"", "\"tags\"", "\"x1\"", "\"\\u0061\"", "\"caf\\u00e9\"",
                     "\"caf\xc3\xa9\"", "\"\\ud83d\\ude00\"", "\"a b\"", "\"\"", "\"a/b~c\""});
    }

    QRandomGenerator m_rng;
};

QList<QByteArray> schemas()
{
    return {
        "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\",\"maxLength\":3},\"b\":{\"type\":\"integer\",\"minimum\":0}},\"required\":[\"a\"]}",
        "{\"type\":\"object\",\"additionalProperties\":false,\"properties\":{\"a\":{},\"caf\\u00e9\":{\"type\":\"number\"}}}",
        "{\"type\":\"array\",\"items\":{\"type\":\"string\",\"enum\":[\"a\",\"hello\",\"caf\\u00e9\"]},\"uniqueItems\":true}",
        "{\"anyOf\":[{\"type\":\"string\",\"minLength\":2},{\"type\":\"number\",\"multipleOf\":0.5}]}",
        "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"pattern\":\"^[a-z]+$\"}},\"minProperties\":1}",
        "{\"const\":{\"a\":1}}",
        "{\"enum\":[1,\"1\",null,9223372036854775807,18446744073709551616,\"caf\xc3\xa9\"]}",
        "{\"type\":\"integer\",\"maximum\":9223372036854775806}",
        "{\"oneOf\":[{\"type\":\"object\",\"required\":[\"a\"]},{\"type\":\"object\",\"required\":[\"b\"]}]}",
        "{\"not\":{\"type\":\"null\"}}",
        "{\"type\":\"object\",\"patternProperties\":{\"^x\":{\"type\":\"boolean\"}}}",
        "{\"$schema\":\"http://json-schema.org/draft-04/schema#\",\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"}}}",
        "{\"type\":\"object\",\"properties\":{\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\"},\"maxItems\":2}}}",
        "{\"type\":\"string\",\"format\":\"email\"}",
        "{\"type\":\"object\",\"dependencies\":{\"a\":[\"b\"]}}",
        "{\"type\":\"object\",\"propertyNames\":{\"maxLength\":2}}",
        "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{\"b\":{\"type\":\"integer\"}}}}}}",
        // A check that read escaped text as written would accept values these reject.
        "{\"type\":\"string\",\"pattern\":\"^[a-z0-9\\\\\\\\]+$\"}",
        "{\"type\":\"string\",\"minLength\":5}",
        "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"integer\"}}}",
        "{}",
    };
}

QJsonValue parsed(const QByteArray &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + text + "]", &error);
    return error.error == QJsonParseError::NoError ? doc.array().at(0) : QJsonValue(QJsonValue::Undefined);
}

QString describe(bool checked, const QList<Violation> &violations, const QString &skipped)
{
    QString out = checked ? QStringLiteral("checked") : QStringLiteral("skipped: ") + skipped;
    for (const Violation &v : violations)
        out += QLatin1Char('\n') + v.pointer + QLatin1String(": ") + v.reason;
    return out;
}

/// Both validate()s on @p text; empty when they agree, else both answers.
QString compareOn(CompiledSchema &compiled, const QByteArray &text)
{
    const QJsonValue value = parsed(text);
    if (value.isUndefined())
        return QString(); // not JSON QJsonDocument takes: the validator never builds a view of it
    // A view's text is an object or an array, as a message's is: the value is the element of one.
    const QByteArray wrapped = "[" + text + "]";
    lightjson::Document doc;
    if (!doc.build(wrapped))
        return QStringLiteral("no view of %1").arg(QString::fromUtf8(text));
    QList<Violation> fromJson, fromView;
    QString skippedJson, skippedView;
    const bool checkedJson = validate(compiled, value, &fromJson, 5, &skippedJson);
    const bool checkedView = validate(compiled, doc.root().toArray().at(0), &fromView, 5, &skippedView);
    const QString a = describe(checkedJson, fromJson, skippedJson);
    const QString b = describe(checkedView, fromView, skippedView);
    return a == b ? QString() : QStringLiteral("%1\nQJsonValue: %2\nview: %3").arg(QString::fromUtf8(text), a, b);
}

} // namespace

class TestSchemaView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validateAgrees()
    {
        Generator g(20261126);
        int values = 0, valid = 0;
        for (const QByteArray &schemaText : schemas()) {
            SchemaProblem problem;
            const auto compiled = compile(QJsonDocument::fromJson(schemaText).object(), &problem);
            QVERIFY2(compiled, qPrintable(QString::fromUtf8(schemaText) + QLatin1String(": ") + problem.reason));
            for (int i = 0; i < 600; ++i) {
                const QByteArray text = g.value(0);
                const QString difference = compareOn(*compiled, text);
                QVERIFY2(difference.isEmpty(),
                         qPrintable(QString::fromUtf8(schemaText) + QLatin1Char('\n') + difference));
                QList<Violation> violations;
                const QJsonValue value = parsed(text);
                if (!value.isUndefined()) {
                    ++values;
                    if (validate(*compiled, value, &violations) && violations.isEmpty())
                        ++valid;
                }
            }
        }
        qInfo("%d values, %d valid", values, valid);
        // Both verdicts are well represented, or the comparison proves little.
        QVERIFY(valid > values / 5);
        QVERIFY(values - valid > values / 5);
    }

    void validateAgreesOverLimits()
    {
        SchemaProblem problem;
        const auto compiled = compile(QJsonDocument::fromJson("{\"type\":\"array\"}").object(), &problem);
        QVERIFY(compiled);
        // Nested deeper than the limit, and more parts than the limit.
        QByteArray deep;
        for (int i = 0; i < 140; ++i)
            deep += '[';
        for (int i = 0; i < 140; ++i)
            deep += ']';
        QByteArray many = "[";
        for (int i = 0; i < Limits().maxValueNodes + 5; ++i)
            many += i ? ",0" : "0";
        many += ']';
        for (const QByteArray &text : {deep, many}) {
            const QString difference = compareOn(*compiled, text);
            QVERIFY2(difference.isEmpty(), qPrintable(difference.left(400)));
            lightjson::Document doc;
            QVERIFY(doc.build(text));
            QString skipped;
            QVERIFY(!validate(*compiled, doc.root(), nullptr, 5, &skipped));
            QVERIFY(!skipped.isEmpty());
        }
    }

    void compileCachedTextAgrees()
    {
        QList<QByteArray> texts = schemas();
        // Schemas compile() refuses or cannot check, and the same schema written differently.
        texts << "{\"type\":\"nope\"}" << "{\"type\":\"object\",\"properties\":{\"a\":{\"pattern\":\"([\"}}}"
              << "{\"$ref\":\"#/definitions/missing\"}" << "{\"$schema\":\"http://json-schema.org/draft-03/schema#\"}"
              << "{\"$schema\":5}" << "{\"$ref\":\"https://example.com/schema.json\"}"
              << "{ \"type\" : \"object\" , \"required\" : [ \"a\" ] }"
              << "{\"\\u0074ype\":\"object\",\"required\":[\"a\"]}"
              << "{\"type\":\"string\",\"type\":\"object\",\"required\":[\"a\"]}";
        for (int round = 0; round < 2; ++round) { // the second round is answered from the cache
            for (const QByteArray &text : std::as_const(texts)) {
                const QJsonObject schema = QJsonDocument::fromJson(text).object();
                SchemaProblem byObject, byText;
                const auto fromObject = compileCached(schema, &byObject);
                const auto fromText = compileCachedText(text, &byText);
                QCOMPARE(bool(fromText), bool(fromObject));
                if (!fromObject) {
                    QCOMPARE(byText.kind, byObject.kind);
                    QCOMPARE(byText.reason, byObject.reason);
                    QCOMPARE(byText.pointer, byObject.pointer);
                }
            }
        }
        // The same text gives the same compiled schema.
        const QByteArray text = schemas().constFirst();
        QCOMPARE(compileCachedText(text, nullptr).get(), compileCachedText(QByteArray(text), nullptr).get());
    }
};

QTEST_GUILESS_MAIN(TestSchemaView)
#include "tst_schemaview.moc"
