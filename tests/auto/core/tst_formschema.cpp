// SPDX-License-Identifier: MIT
// The field tree FormSchema builds from JSON Schemas, and FormValues' rules, without a display.
#include "forms/formschema.h"
#include "forms/formvalues.h"

#include "demotools.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <climits>
#include <functional>

using namespace mcpscope;

class TstFormSchema : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void constructs_data();
    void constructs();
    void labelsAndDefaults();
    void propertyOrderFromRawText();
    void requiredFirstWithoutRawText();
    void rawTextAt();
    void formatProblem_data();
    void formatProblem();
    void multiSelectFits();
    void refIntoDefs();
    void recursiveRefIsJson();
    void brokenRefIsJson();
    void numberFromText_data();
    void numberFromText();
    void numberTextRoundTrip_data();
    void numberTextRoundTrip();
    void matchVariant();
    void fieldAt();
    void plainReason_data();
    void plainReason();
    void plainReasonsFromValijson();
    void parseJsonText();
    void demoServerTools();
    void demoElicitationSchema();
    void everythingServerTools();
    void schemaThatMultipliesItself();
    void inPlaceRecursionRefused_data();
    void inPlaceRecursionRefused();
    void hostileSchemas_data();
    void hostileSchemas();
};

namespace {

QJsonObject object(const char *json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s: %s", qPrintable(error.errorString()), json);
    return doc.object();
}

QString num(double d)
{
    return FormValues::numberText(QJsonValue(d));
}

// A compact, readable description of a field tree, compared as a whole in the tables below.
QString describe(const FormField &f)
{
    QString out;
    switch (f.kind) {
    case FormField::String:
        out = QStringLiteral("string");
        if (!f.format.isEmpty())
            out += QLatin1Char(':') + f.format;
        if (f.multiline)
            out += QLatin1String("+lines");
        if (f.minLength >= 0 || f.maxLength >= 0)
            out += QStringLiteral("{%1..%2}")
                       .arg(f.minLength >= 0 ? QString::number(f.minLength) : QString(),
                            f.maxLength >= 0 ? QString::number(f.maxLength) : QString());
        if (!f.pattern.isEmpty())
            out += QLatin1Char('/') + f.pattern + QLatin1Char('/');
        break;
    case FormField::Number:
    case FormField::Integer:
        out = f.kind == FormField::Number ? QStringLiteral("number") : QStringLiteral("integer");
        if (f.minimum || f.maximum)
            out += (f.exclusiveMinimum ? QLatin1String("(") : QLatin1String("["))
                   + (f.minimum ? num(*f.minimum) : QString()) + QLatin1String("..")
                   + (f.maximum ? num(*f.maximum) : QString())
                   + (f.exclusiveMaximum ? QLatin1String(")") : QLatin1String("]"));
        break;
    case FormField::Boolean:
        out = QStringLiteral("boolean");
        break;
    case FormField::Enum: {
        QStringList values;
        for (qsizetype i = 0; i < f.enumValues.size(); ++i) {
            QString v = FormValues::jsonText(f.enumValues.at(i));
            if (!f.enumTitles.value(i).isEmpty())
                v += QLatin1Char('=') + f.enumTitles.at(i);
            values.append(v);
        }
        out = QStringLiteral("enum(%1)").arg(values.join(QLatin1Char(',')));
        break;
    }
    case FormField::Const:
        out = QStringLiteral("const(%1)").arg(FormValues::jsonText(f.constValue));
        break;
    case FormField::Array:
        out = QStringLiteral("array[%1]").arg(f.itemField() ? describe(*f.itemField()) : QString());
        break;
    case FormField::Object: {
        QStringList props;
        for (const FormField &p : f.properties)
            props.append(p.name + QLatin1Char(':') + describe(p));
        out = QStringLiteral("object{%1}").arg(props.join(QLatin1Char(',')));
        break;
    }
    case FormField::Variant: {
        QStringList variants;
        for (const FormField &v : f.variants)
            variants.append(v.title + QLatin1Char(':') + describe(v));
        out = QStringLiteral("variant<%1>").arg(variants.join(QLatin1Char('|')));
        break;
    }
    case FormField::Json:
        out = QStringLiteral("json");
        break;
    }
    if (f.required)
        out += QLatin1Char('*');
    if (f.nullable)
        out += QLatin1Char('?');
    if (f.defaultValue)
        out += QLatin1Char('=') + FormValues::jsonText(*f.defaultValue);
    return out;
}

} // namespace

void TstFormSchema::constructs_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QString>("expected");

    QTest::newRow("string") << QByteArray(R"({"type":"string"})") << QStringLiteral("string");
    QTest::newRow("string limits") << QByteArray(R"({"type":"string","minLength":2,"maxLength":10,"pattern":"^a"})")
                                   << QStringLiteral("string{2..10}/^a/");
    QTest::newRow("string long is multi-line")
        << QByteArray(R"({"type":"string","maxLength":2000})") << QStringLiteral("string+lines{..2000}");
    QTest::newRow("string default with lines")
        << QByteArray(R"({"type":"string","default":"a\nb"})") << QStringLiteral("string+lines=\"a\\nb\"");
    QTest::newRow("string text media type")
        << QByteArray(R"({"type":"string","contentMediaType":"text/markdown"})") << QStringLiteral("string+lines");
    QTest::newRow("format uri") << QByteArray(R"({"type":"string","format":"uri"})") << QStringLiteral("string:uri");
    QTest::newRow("format email") << QByteArray(R"({"type":"string","format":"email"})")
                                  << QStringLiteral("string:email");
    QTest::newRow("format date") << QByteArray(R"({"type":"string","format":"date"})") << QStringLiteral("string:date");
    QTest::newRow("format date-time") << QByteArray(R"({"type":"string","format":"date-time"})")
                                      << QStringLiteral("string:date-time");
    QTest::newRow("number") << QByteArray(R"({"type":"number"})") << QStringLiteral("number");
    QTest::newRow("number range") << QByteArray(R"({"type":"number","minimum":0,"maximum":1,"default":0.5})")
                                  << QStringLiteral("number[0..1]=0.5");
    QTest::newRow("integer exclusive 2020-12")
        << QByteArray(R"({"type":"integer","exclusiveMinimum":0,"exclusiveMaximum":10})")
        << QStringLiteral("integer(0..10)");
    QTest::newRow("integer exclusive draft 4")
        << QByteArray(R"({"type":"integer","minimum":0,"exclusiveMinimum":true,"maximum":5})")
        << QStringLiteral("integer(0..5]");
    QTest::newRow("integer huge bounds") << QByteArray(
        R"({"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991})")
                                         << QStringLiteral("integer[-9007199254740991..9007199254740991]");
    QTest::newRow("boolean") << QByteArray(R"({"type":"boolean","default":false})") << QStringLiteral("boolean=false");
    QTest::newRow("enum") << QByteArray(R"({"type":"string","enum":["red","green"]})")
                          << QStringLiteral("enum(\"red\",\"green\")");
    QTest::newRow("enum numbers") << QByteArray(R"({"enum":[1,2,3]})") << QStringLiteral("enum(1,2,3)");
    QTest::newRow("enumNames titles") << QByteArray(
        R"({"type":"string","enum":["a","b"],"enumNames":["Apple","Banana"]})")
                                      << QStringLiteral("enum(\"a\"=Apple,\"b\"=Banana)");
    QTest::newRow("oneOf const titles") << QByteArray(
        R"({"type":"string","oneOf":[{"const":"#f00","title":"Red"},{"const":"#0f0","title":"Green"}]})")
                                        << QStringLiteral("enum(\"#f00\"=Red,\"#0f0\"=Green)");
    QTest::newRow("anyOf const titles") << QByteArray(R"({"anyOf":[{"const":1,"title":"One"},{"enum":[2]}]})")
                                        << QStringLiteral("enum(1=One,2)");
    QTest::newRow("const") << QByteArray(R"({"const":"fixed"})") << QStringLiteral("const(\"fixed\")");
    QTest::newRow("type null") << QByteArray(R"({"type":"null"})") << QStringLiteral("const(null)");
    QTest::newRow("array of strings") << QByteArray(R"({"type":"array","items":{"type":"string"}})")
                                      << QStringLiteral("array[string*]");
    QTest::newRow("array of objects") << QByteArray(
        R"({"type":"array","items":{"type":"object","properties":{"x":{"type":"number"}},"required":["x"]}})")
                                      << QStringLiteral("array[object{x:number*}*]");
    QTest::newRow("array of enums (multi-select)") << QByteArray(
        R"({"type":"array","items":{"anyOf":[{"const":"a","title":"A"},{"const":"b","title":"B"}]},"uniqueItems":true})")
                                                   << QStringLiteral("array[enum(\"a\"=A,\"b\"=B)*]");
    QTest::newRow("array without items") << QByteArray(R"({"type":"array"})") << QStringLiteral("array[json*]");
    QTest::newRow("array of arrays") << QByteArray(
        R"({"type":"array","items":{"type":"array","items":{"type":"integer"}}})")
                                     << QStringLiteral("array[array[integer*]*]");
    QTest::newRow("tuple is json") << QByteArray(
        R"({"type":"array","prefixItems":[{"type":"string"},{"type":"number"}]})")
                                   << QStringLiteral("json");
    QTest::newRow("object nested") << QByteArray(
        R"({"type":"object","properties":{"a":{"type":"object","properties":{"b":{"type":"string"}},"required":["b"]}},"required":["a"]})")
                                   << QStringLiteral("object{a:object{b:string*}*}");
    QTest::newRow("object without type") << QByteArray(R"({"properties":{"a":{"type":"string"}}})")
                                         << QStringLiteral("object{a:string}");
    QTest::newRow("empty object") << QByteArray(R"({"type":"object"})") << QStringLiteral("object{}");
    QTest::newRow("map is json") << QByteArray(R"({"type":"object","additionalProperties":{"type":"string"}})")
                                 << QStringLiteral("json");
    QTest::newRow("nullable type list") << QByteArray(R"({"type":["string","null"]})") << QStringLiteral("string?");
    QTest::newRow("nullable anyOf") << QByteArray(
        R"({"anyOf":[{"type":"integer","minimum":1},{"type":"null"}],"title":"N"})")
                                    << QStringLiteral("integer[1..]?");
    QTest::newRow("several types") << QByteArray(R"({"type":["string","integer"]})")
                                   << QStringLiteral("variant<Text:string|Whole number:integer>");
    QTest::newRow("several types and null") << QByteArray(R"({"type":["string","number","null"]})")
                                            << QStringLiteral("variant<Text:string|Number:number>?");
    QTest::newRow("anyOf variants") << QByteArray(
        R"({"anyOf":[{"type":"string","title":"By name"},{"type":"object","title":"By id","properties":{"id":{"type":"integer"}},"required":["id"]}]})")
                                    << QStringLiteral("variant<By name:string|By id:object{id:integer*}>");
    QTest::newRow("oneOf with shared properties")
        << QByteArray(
               R"({"type":"object","properties":{"kind":{"type":"string"}},"oneOf":[{"properties":{"a":{"type":"string"}}},{"properties":{"b":{"type":"number"}}}]})")
        << QStringLiteral(
               "variant<Option 1 (a, kind):object{a:string,kind:string}|Option 2 (b, kind):object{b:number,kind:string}>");
    QTest::newRow("discriminated union")
        << QByteArray(
               R"({"oneOf":[{"type":"object","title":"A","properties":{"kind":{"const":"a"},"x":{"type":"string"}}},)"
               R"({"type":"object","title":"B","properties":{"kind":{"const":"b"}},"required":["kind"]}]})")
        << QStringLiteral("variant<A:object{kind:const(\"a\")=\"a\",x:string}|B:object{kind:const(\"b\")*=\"b\"}>");
    QTest::newRow("allOf merged") << QByteArray(
        R"({"allOf":[{"type":"object","properties":{"a":{"type":"string"}},"required":["a"]},{"properties":{"b":{"type":"integer"}}}]})")
                                  << QStringLiteral("object{a:string*,b:integer}");
    QTest::newRow("true schema") << QByteArray(R"({"type":"object","properties":{"any":true}})")
                                 << QStringLiteral("object{any:json}");
    QTest::newRow("empty schema is any") << QByteArray(R"({"type":"object","properties":{"any":{}}})")
                                         << QStringLiteral("object{any:json}");
    QTest::newRow("unknown type") << QByteArray(R"({"type":"object","properties":{"x":{"type":"color"}}})")
                                  << QStringLiteral("object{x:json}");
    QTest::newRow("inferred string") << QByteArray(R"({"maxLength":3})") << QStringLiteral("string{..3}");
    QTest::newRow("inferred number") << QByteArray(R"({"minimum":3})") << QStringLiteral("number[3..]");
}

void TstFormSchema::constructs()
{
    QFETCH(QByteArray, schema);
    QFETCH(QString, expected);
    const FormField field = FormSchema::parse(object(schema.constData()), schema);
    QCOMPARE(describe(field), expected);
    if (field.kind == FormField::Json)
        QVERIFY2(!field.unsupportedReason.isEmpty(), "a Json field says why");
}

void TstFormSchema::labelsAndDefaults()
{
    const QByteArray text = R"({"type":"object","properties":{
        "city":{"type":"string","title":"City","description":"Where you live","default":"Oslo"},
        "n":{"type":"integer","description":"Count"}},"required":["n"]})";
    const FormField f = FormSchema::parse(object(text.constData()), text);
    QCOMPARE(f.properties.size(), 2);
    const FormField *city = f.property(QStringLiteral("city"));
    QVERIFY(city);
    QCOMPARE(city->label(), QStringLiteral("City"));
    QCOMPARE(city->description, QStringLiteral("Where you live"));
    QCOMPARE(city->defaultValue, std::optional<QJsonValue>(QJsonValue(QStringLiteral("Oslo"))));
    QVERIFY(!city->required);
    const FormField *n = f.property(QStringLiteral("n"));
    QVERIFY(n);
    QCOMPARE(n->label(), QStringLiteral("n")); // no title: the property name
    QVERIFY(n->required);
    QVERIFY(!n->defaultValue);
}

void TstFormSchema::propertyOrderFromRawText()
{
    const QByteArray text
        = R"({"type":"object","properties":{"zeta":{"type":"string"},"alpha":{"type":"string"},"mid":{"type":"string"}}})";
    const FormField withRaw = FormSchema::parse(object(text.constData()), text);
    QStringList names;
    for (const FormField &p : withRaw.properties)
        names.append(p.name);
    QCOMPARE(names, (QStringList{QStringLiteral("zeta"), QStringLiteral("alpha"), QStringLiteral("mid")}));

    // Without the text QJsonObject's order (by name) is all there is.
    const FormField without = FormSchema::parse(object(text.constData()));
    names.clear();
    for (const FormField &p : without.properties)
        names.append(p.name);
    QCOMPARE(names, (QStringList{QStringLiteral("alpha"), QStringLiteral("mid"), QStringLiteral("zeta")}));

    // Through a $ref, the order of the referenced schema's properties is kept too.
    const QByteArray viaRef = R"({"type":"object","properties":{"p":{"$ref":"#/$defs/P"}},
        "$defs":{"P":{"type":"object","properties":{"b":{"type":"string"},"a":{"type":"string"}}}}})";
    const FormField refField = FormSchema::parse(object(viaRef.constData()), viaRef);
    const FormField *p = refField.property(QStringLiteral("p"));
    QVERIFY(p);
    QCOMPARE(p->kind, FormField::Object);
    QCOMPARE(p->properties.size(), 2);
    QCOMPARE(p->properties.at(0).name, QStringLiteral("b"));
}

void TstFormSchema::requiredFirstWithoutRawText()
{
    const FormField f = FormSchema::parse(
        object(R"({"type":"object","properties":{"b":{},"a":{},"z":{},"y":{}},"required":["z","b"]})"));
    QStringList names;
    for (const FormField &p : f.properties)
        names.append(p.name);
    QCOMPARE(names, (QStringList{QStringLiteral("b"), QStringLiteral("z"), QStringLiteral("a"), QStringLiteral("y")}));
}

void TstFormSchema::rawTextAt()
{
    const QByteArray response
        = R"({"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"a","inputSchema":{"type":"object"}},)"
          R"({"name":"b","inputSchema":{"type":"object","properties":{"z~/":{"type":"string"},"a":{"type":"string"}}}}]}})";
    const QByteArrayView schema = FormSchema::rawTextAt(response, QStringLiteral("/result/tools/1/inputSchema"));
    QVERIFY(schema.startsWith("{\"type\":\"object\",\"properties\""));
    QCOMPARE(FormSchema::rawTextAt(response, QStringLiteral("/result/tools/1/inputSchema/properties/z~0~1/type")),
             QByteArrayView("\"string\""));
    QVERIFY(FormSchema::rawTextAt(response, QStringLiteral("/result/tools/2")).isNull());
    QVERIFY(FormSchema::rawTextAt(response, QStringLiteral("/nothing")).isNull());
    QCOMPARE(FormSchema::rawTextAt(response, QString()), QByteArrayView(response));

    const QJsonObject parsed = QJsonDocument::fromJson(schema.toByteArray()).object();
    const FormField f = FormSchema::parse(parsed, schema);
    QCOMPARE(f.properties.first().name, QStringLiteral("z~/"));
}

void TstFormSchema::formatProblem_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("fits");
    QTest::newRow("email") << QStringLiteral("email") << QStringLiteral("a@example.com") << true;
    QTest::newRow("email without at") << QStringLiteral("email") << QStringLiteral("example.com") << false;
    QTest::newRow("uri") << QStringLiteral("uri") << QStringLiteral("https://example.com/a?b=c") << true;
    QTest::newRow("uri urn") << QStringLiteral("uri") << QStringLiteral("urn:isbn:0451450523") << true;
    QTest::newRow("uri relative") << QStringLiteral("uri") << QStringLiteral("/just/a/path") << false;
    QTest::newRow("uri with space") << QStringLiteral("uri") << QStringLiteral("https://example.com/a b") << false;
    QTest::newRow("date") << QStringLiteral("date") << QStringLiteral("2024-02-29") << true;
    QTest::newRow("date impossible") << QStringLiteral("date") << QStringLiteral("2025-02-29") << false;
    QTest::newRow("date other order") << QStringLiteral("date") << QStringLiteral("31.01.2025") << false;
    QTest::newRow("date-time") << QStringLiteral("date-time") << QStringLiteral("2025-01-31T13:45:00Z") << true;
    QTest::newRow("date-time offset, fraction")
        << QStringLiteral("date-time") << QStringLiteral("2025-01-31T13:45:00.123+01:00") << true;
    QTest::newRow("date-time without zone")
        << QStringLiteral("date-time") << QStringLiteral("2025-01-31T13:45:00") << false;
    QTest::newRow("date-time hour 25") << QStringLiteral("date-time") << QStringLiteral("2025-01-31T25:00:00Z")
                                       << false;
    QTest::newRow("time") << QStringLiteral("time") << QStringLiteral("13:45:00Z") << true;
    QTest::newRow("time bad") << QStringLiteral("time") << QStringLiteral("1:45") << false;
    QTest::newRow("uuid") << QStringLiteral("uuid") << QStringLiteral("123e4567-e89b-12d3-a456-426614174000") << true;
    QTest::newRow("uuid short") << QStringLiteral("uuid") << QStringLiteral("123e4567") << false;
    QTest::newRow("ipv4") << QStringLiteral("ipv4") << QStringLiteral("192.168.0.1") << true;
    QTest::newRow("ipv4 256") << QStringLiteral("ipv4") << QStringLiteral("192.168.0.256") << false;
    QTest::newRow("hostname") << QStringLiteral("hostname") << QStringLiteral("my-host.example.com") << true;
    QTest::newRow("hostname underscore") << QStringLiteral("hostname") << QStringLiteral("my_host") << false;
    QTest::newRow("unknown format not checked") << QStringLiteral("color") << QStringLiteral("anything") << true;
    QTest::newRow("empty not checked") << QStringLiteral("email") << QString() << true;
}

void TstFormSchema::formatProblem()
{
    QFETCH(QString, format);
    QFETCH(QString, text);
    QFETCH(bool, fits);
    QCOMPARE(FormValues::formatProblem(format, text).isEmpty(), fits);
}

void TstFormSchema::multiSelectFits()
{
    const FormField f = FormSchema::parse(object(R"({"type":"array","items":{"enum":["a","b"]}})"));
    QVERIFY(f.isMultiSelect());
    QVERIFY(FormValues::fits(f, QJsonArray{QStringLiteral("b"), QStringLiteral("a")}));
    QVERIFY(!FormValues::fits(
        f, QJsonArray{QStringLiteral("a"), QStringLiteral("a")})); // check boxes cannot hold a value twice
    QVERIFY(!FormValues::fits(f, QJsonArray{QStringLiteral("c")}));
    const FormField rows = FormSchema::parse(object(R"({"type":"array","items":{"type":"string"}})"));
    QVERIFY(!rows.isMultiSelect());
    QVERIFY(FormValues::fits(rows, QJsonArray{QStringLiteral("a"), QStringLiteral("a")}));
}

void TstFormSchema::refIntoDefs()
{
    const QByteArray text = R"({"type":"object","properties":{
        "home":{"$ref":"#/$defs/address","title":"Home address"},
        "work":{"$ref":"#/definitions/address"},
        "level":{"$ref":"#/$defs/level"},
        "chain":{"$ref":"#/$defs/alias"}},
        "$defs":{"address":{"type":"object","title":"Address","properties":{"city":{"type":"string"}},"required":["city"]},
                 "level":{"type":"integer","minimum":1,"maximum":3},
                 "alias":{"$ref":"#/$defs/level"}},
        "definitions":{"address":{"type":"object","properties":{"street":{"type":"string"}}}}})";
    const FormField f = FormSchema::parse(object(text.constData()), text);
    QCOMPARE(
        describe(f),
        QStringLiteral(
            "object{home:object{city:string*},work:object{street:string},level:integer[1..3],chain:integer[1..3]}"));
    QCOMPARE(f.property(QStringLiteral("home"))->title,
             QStringLiteral("Home address")); // the sibling title wins over the target's
    QCOMPARE(f.property(QStringLiteral("work"))->title, QString());
}

void TstFormSchema::recursiveRefIsJson()
{
    const QByteArray text = R"({"type":"object","properties":{"tree":{"$ref":"#/$defs/node"}},
        "$defs":{"node":{"type":"object","properties":{"name":{"type":"string"},
                 "children":{"type":"array","items":{"$ref":"#/$defs/node"}}}}}})";
    const FormField f = FormSchema::parse(object(text.constData()), text);
    // One level is a form; where it refers back to itself, JSON text takes over.
    QCOMPARE(describe(f), QStringLiteral("object{tree:object{name:string,children:array[json*]}}"));
    const FormField *item = f.property(QStringLiteral("tree"))->property(QStringLiteral("children"))->itemField();
    QVERIFY(item->unsupportedReason.contains(QStringLiteral("refers back to itself")));

    const QByteArray self = R"({"$ref":"#"})";
    const FormField root = FormSchema::parse(object(self.constData()), self);
    QCOMPARE(root.kind, FormField::Json);
}

void TstFormSchema::brokenRefIsJson()
{
    for (const char *text : {R"({"type":"object","properties":{"a":{"$ref":"#/$defs/missing"}}})",
                             R"({"type":"object","properties":{"a":{"$ref":"https://example.com/schema.json"}}})",
                             R"({"type":"object","properties":{"a":{"$ref":42}}})"}) {
        const FormField f = FormSchema::parse(object(text));
        QCOMPARE(f.properties.size(), 1);
        QCOMPARE(f.properties.first().kind, FormField::Json);
        QVERIFY(!f.properties.first().unsupportedReason.isEmpty());
    }
}

void TstFormSchema::numberFromText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("integer");
    QTest::addColumn<QString>("expected"); // compact JSON, empty: not a number
    QTest::addColumn<bool>("isInteger");

    QTest::newRow("int") << QStringLiteral("42") << true << QStringLiteral("42") << true;
    QTest::newRow("int in number field stays integer") << QStringLiteral("42") << false << QStringLiteral("42") << true;
    QTest::newRow("spaces") << QStringLiteral("  -7 ") << true << QStringLiteral("-7") << true;
    QTest::newRow("beyond 2^53") << QStringLiteral("9007199254740993") << true << QStringLiteral("9007199254740993")
                                 << true;
    QTest::newRow("fraction") << QStringLiteral("0.25") << false << QStringLiteral("0.25") << false;
    QTest::newRow("fraction in integer field kept") << QStringLiteral("1.5") << true << QStringLiteral("1.5") << false;
    QTest::newRow("exponent whole in integer field") << QStringLiteral("1e3") << true << QStringLiteral("1000") << true;
    QTest::newRow("exponent") << QStringLiteral("2.5E-3") << false << QStringLiteral("0.0025") << false;
    QTest::newRow("beyond 64 bits") << QStringLiteral("123456789012345678901234567890") << false
                                    << QStringLiteral("1.2345678901234568e+29") << false;
    QTest::newRow("empty") << QString() << false << QString() << false;
    QTest::newRow("letters") << QStringLiteral("12abc") << false << QString() << false;
    QTest::newRow("comma decimal") << QStringLiteral("1,5") << false << QString() << false;
    QTest::newRow("lone minus") << QStringLiteral("-") << false << QString() << false;
    QTest::newRow("infinity") << QStringLiteral("1e999") << false << QString() << false;
}

void TstFormSchema::numberFromText()
{
    QFETCH(QString, text);
    QFETCH(bool, integer);
    QFETCH(QString, expected);
    QFETCH(bool, isInteger);
    const std::optional<QJsonValue> v = FormValues::numberFromText(text, integer);
    if (expected.isEmpty()) {
        QVERIFY(!v);
        return;
    }
    QVERIFY(v);
    QCOMPARE(FormValues::jsonText(*v), expected);
    // An integer is stored as one, so it is written without a fraction and beyond 2^53 exactly.
    QCOMPARE(v->toInteger(LLONG_MIN) != LLONG_MIN, isInteger);
}

void TstFormSchema::numberTextRoundTrip_data()
{
    QTest::addColumn<double>("value");
    QTest::newRow("half") << 0.5;
    QTest::newRow("tenth") << 0.1;
    QTest::newRow("whole") << 10.0;
    QTest::newRow("negative") << -3.75;
    QTest::newRow("tiny") << 1e-12;
    QTest::newRow("huge") << 1.5e300;
}

void TstFormSchema::numberTextRoundTrip()
{
    QFETCH(double, value);
    const QString text = FormValues::numberText(QJsonValue(value));
    const std::optional<QJsonValue> back = FormValues::numberFromText(text, false);
    QVERIFY2(back, qPrintable(text));
    QCOMPARE(back->toDouble(), value);
    QVERIFY(!text.contains(QStringLiteral("e+")) || std::abs(value) >= 1e21);
}

void TstFormSchema::matchVariant()
{
    const QByteArray text = R"({"anyOf":[
        {"type":"string","title":"Name"},
        {"type":"integer","title":"Id"},
        {"type":"object","title":"Circle","properties":{"kind":{"const":"circle"},"r":{"type":"number"}},"required":["kind"]},
        {"type":"object","title":"Square","properties":{"kind":{"const":"square"},"side":{"type":"number"}},"required":["kind"]}]})";
    const FormField f = FormSchema::parse(object(text.constData()), text);
    QCOMPARE(f.kind, FormField::Variant);
    QCOMPARE(FormValues::matchVariant(f, QJsonValue(QStringLiteral("x"))), 0);
    QCOMPARE(FormValues::matchVariant(f, QJsonValue(7)), 1);
    QCOMPARE(FormValues::matchVariant(f, object(R"({"kind":"square","side":2})")), 3);
    QCOMPARE(FormValues::matchVariant(f, object(R"({"kind":"circle"})")), 2);
    QCOMPARE(FormValues::matchVariant(f, QJsonValue(true)), -1);
}

void TstFormSchema::fieldAt()
{
    const QByteArray text = R"({"type":"object","properties":{
        "list":{"type":"array","items":{"type":"object","properties":{"n":{"type":"integer","title":"N"}}}},
        "v":{"anyOf":[{"type":"string","title":"S"},{"type":"object","properties":{"k":{"type":"boolean","title":"K"}}}]},
        "a/b":{"type":"string","title":"Slash"}}})";
    const FormField root = FormSchema::parse(object(text.constData()), text);
    const QJsonObject value = object(R"({"list":[{"n":1},{"n":2}],"v":{"k":true},"a/b":"x"})");
    QCOMPARE(FormValues::fieldAt(root, value, QString()), &root);
    QCOMPARE(FormValues::fieldAt(root, value, QStringLiteral("/list/1/n"))->title, QStringLiteral("N"));
    QCOMPARE(FormValues::fieldAt(root, value, QStringLiteral("/v/k"))->title, QStringLiteral("K"));
    QCOMPARE(FormValues::fieldAt(root, QJsonObject{{QStringLiteral("v"), QStringLiteral("text")}}, QStringLiteral("/v"))
                 ->title,
             QStringLiteral("S"));
    QCOMPARE(FormValues::fieldAt(root, value, QStringLiteral("/a~1b"))->title, QStringLiteral("Slash"));
    QVERIFY(!FormValues::fieldAt(root, value, QStringLiteral("/missing")));
    QVERIFY(!FormValues::fieldAt(root, value, QStringLiteral("/list/x")));
}

void TstFormSchema::plainReason_data()
{
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QByteArray>("field"); // the field's schema, or empty
    QTest::addColumn<QString>("expected");
    QTest::newRow("min length 1") << QStringLiteral("String should be no fewer than 1 characters in length.")
                                  << QByteArray() << QStringLiteral("This cannot be empty.");
    QTest::newRow("min length") << QStringLiteral("String should be no fewer than 3 characters in length.")
                                << QByteArray() << QStringLiteral("Write at least 3 characters.");
    QTest::newRow("max length") << QStringLiteral("String should be no more than 10 characters in length.")
                                << QByteArray() << QStringLiteral("Write at most 10 characters.");
    QTest::newRow("minimum from the field")
        << QStringLiteral("Expected number greater than or equal to 0.500000")
        << QByteArray(R"({"type":"number","minimum":0.5})") << QStringLiteral("The number must be 0.5 or more.");
    QTest::newRow("minimum without field") << QStringLiteral("Expected number greater than or equal to 2.000000")
                                           << QByteArray() << QStringLiteral("The number must be 2 or more.");
    QTest::newRow("exclusive minimum") << QStringLiteral("Expected number greater than 0.000000") << QByteArray()
                                       << QStringLiteral("The number must be more than 0.");
    QTest::newRow("maximum") << QStringLiteral("Expected number less than or equal to 100.000000")
                             << QByteArray(R"({"type":"integer","maximum":100})")
                             << QStringLiteral("The number must be 100 or less.");
    QTest::newRow("exclusive maximum") << QStringLiteral("Expected number less than 1.500000") << QByteArray()
                                       << QStringLiteral("The number must be less than 1.5.");
    QTest::newRow("type integer") << QStringLiteral("Value type not permitted by 'type' constraint.")
                                  << QByteArray(R"({"type":"integer"})")
                                  << QStringLiteral("This must be a whole number.");
    QTest::newRow("type unknown field") << QStringLiteral("Value type not permitted by 'type' constraint.")
                                        << QByteArray()
                                        << QStringLiteral("This is not the kind of value expected here.");
    QTest::newRow("enum") << QStringLiteral("Failed to match against any enum values.") << QByteArray()
                          << QStringLiteral("This is not one of the allowed values.");
    QTest::newRow("const") << QStringLiteral("Failed to match expected value set by 'const' constraint.")
                           << QByteArray(R"({"const":"x"})") << QStringLiteral("This must be exactly \"x\".");
    QTest::newRow("pattern") << QStringLiteral("Failed to match regex specified by 'pattern' constraint.")
                             << QByteArray(R"({"type":"string","pattern":"^[a-z]+$"})")
                             << QStringLiteral("This does not have the required form (pattern ^[a-z]+$).");
    QTest::newRow("min items") << QStringLiteral("Array should contain no fewer than 2 elements.") << QByteArray()
                               << QStringLiteral("Add at least 2 items.");
    QTest::newRow("max items") << QStringLiteral("Array should contain no more than 1 elements.") << QByteArray()
                               << QStringLiteral("At most one item is allowed.");
    QTest::newRow("additional property") << QStringLiteral(
        "Object contains a property that could not be validated using 'properties' or 'additionalProperties' constraints: 'zzz'.")
                                         << QByteArray()
                                         << QStringLiteral(
                                                "\"zzz\" is not allowed here (the schema lists the members it accepts).");
    QTest::newRow("unknown kept") << QStringLiteral("Something valijson says") << QByteArray()
                                  << QStringLiteral("Something valijson says");
}

void TstFormSchema::plainReason()
{
    QFETCH(QString, reason);
    QFETCH(QByteArray, field);
    QFETCH(QString, expected);
    const FormField f = field.isEmpty() ? FormField() : FormSchema::parse(object(field.constData()));
    QCOMPARE(FormValues::plainReason(reason, field.isEmpty() ? nullptr : &f), expected);
}

void TstFormSchema::plainReasonsFromValijson()
{
    // What valijson really says, for each constraint a form shows, comes out in plain words.
    const QJsonObject schema = object(R"({"type":"object","additionalProperties":false,"properties":{
        "s":{"type":"string","minLength":2,"maxLength":3,"pattern":"^[a-z]*$"},"n":{"type":"number","minimum":1,"maximum":5},
        "x":{"type":"number","exclusiveMinimum":0},"i":{"type":"integer"},"e":{"enum":["a"]},"c":{"const":1},
        "l":{"type":"array","minItems":2,"uniqueItems":true}}})");
    const QList<QJsonObject> values
        = {object(R"({"s":"A"})"), object(R"({"s":"abcd"})"), object(R"({"n":0})"),   object(R"({"n":6})"),
           object(R"({"x":0})"),   object(R"({"i":"1"})"),    object(R"({"e":"b"})"), object(R"({"c":2})"),
           object(R"({"l":[1]})"), object(R"({"l":[1,1]})"),  object(R"({"zz":1})")};
    schemacheck::SchemaProblem problem;
    const auto compiled = schemacheck::compile(schema, &problem);
    QVERIFY(compiled);
    const FormField root = FormSchema::parse(schema);
    for (const QJsonObject &value : values) {
        QList<schemacheck::Violation> violations;
        QVERIFY(schemacheck::validate(*compiled, value, &violations, 20));
        QVERIFY(!violations.isEmpty());
        for (const schemacheck::Violation &v : std::as_const(violations)) {
            const QString plain = FormValues::plainReason(v.reason, FormValues::fieldAt(root, value, v.pointer));
            QVERIFY2(plain != v.reason, qPrintable(v.pointer + QStringLiteral(": ") + v.reason));
        }
    }
}

void TstFormSchema::parseJsonText()
{
    QString error;
    QCOMPARE(FormValues::parseJsonText(QStringLiteral("  42 "), &error), std::optional<QJsonValue>(QJsonValue(42)));
    QCOMPARE(FormValues::parseJsonText(QStringLiteral("\"a\""), &error),
             std::optional<QJsonValue>(QJsonValue(QStringLiteral("a"))));
    QCOMPARE(FormValues::parseJsonText(QStringLiteral("null"), &error),
             std::optional<QJsonValue>(QJsonValue(QJsonValue::Null)));
    QVERIFY(!FormValues::parseJsonText(QString(), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!FormValues::parseJsonText(QStringLiteral("{\n  \"a\": 1,\n  \"b\" 2\n}"), &error));
    QVERIFY2(error.contains(QStringLiteral("line 3")), qPrintable(error));
    QVERIFY(!FormValues::parseJsonText(QStringLiteral("1, 2"), &error));
    QVERIFY2(error.contains(QStringLiteral("more than one value")), qPrintable(error));
}

void TstFormSchema::demoServerTools()
{
    // Every demo tool's inputSchema becomes a form with no JSON fallback anywhere.
    const QJsonArray tools = DemoTools::definitions(true);
    QVERIFY(tools.size() > 5);
    std::function<void(const FormField &, const QString &)> noJson
        = [&noJson](const FormField &f, const QString &where) {
              QVERIFY2(f.kind != FormField::Json, qPrintable(where + QStringLiteral(": ") + f.unsupportedReason));
              for (const FormField &p : f.properties)
                  noJson(p, where + QStringLiteral("/") + p.name);
              for (const FormField &i : f.items)
                  noJson(i, where + QStringLiteral("/items"));
          };
    for (const QJsonValue &t : tools) {
        const QJsonObject tool = t.toObject();
        const FormField f = FormSchema::parse(tool.value(u"inputSchema").toObject());
        QCOMPARE(f.kind, FormField::Object);
        noJson(f, tool.value(u"name").toString());
    }

    const QJsonObject allTypes = DemoTools::definition(QStringLiteral("all-types"), false);
    const QByteArray raw = QJsonDocument(allTypes.value(u"inputSchema").toObject()).toJson(QJsonDocument::Compact);
    const FormField f = FormSchema::parse(allTypes.value(u"inputSchema").toObject(), raw);
    QCOMPARE(
        describe(f),
        QStringLiteral(
            "object{address:object{city:string*,country:string=\"Norway\",geo:object{lat:number[-90..90],lon:number[-180..180]},"
            "street:string},birthday:string:date,color:enum(\"red\",\"green\",\"blue\",\"yellow\")=\"green\","
            "count:integer[0..100]=10,email:string:email,enabled:boolean=false,notes:string+lines{..2000}=\"First line\\nSecond line\","
            "points:array[object{label:string,x:number*,y:number*}*],ratio:number[0..1]=0.5,tags:array[string*]=[],"
            "text:string{1..}*,website:string:uri,when:string:date-time}"));
}

void TstFormSchema::demoElicitationSchema()
{
    // The shape the demo server sends in elicitation/create (app/demo-server/demoserver.cpp),
    // and the 2025-11-25 elicitation shapes: titled single select, multi-select, legacy enumNames.
    const QByteArray demo = R"({"type":"object","properties":{
        "name":{"type":"string","title":"Name","description":"What should we call you?","minLength":1},
        "age":{"type":"integer","title":"Age","minimum":0,"maximum":150},
        "subscribe":{"type":"boolean","title":"Subscribe","description":"Send me the newsletter","default":false},
        "color":{"type":"string","title":"Favourite colour","enum":["red","green","blue","yellow"]}},"required":["name"]})";
    QCOMPARE(
        describe(FormSchema::parse(object(demo.constData()), demo)),
        QStringLiteral(
            "object{name:string{1..}*,age:integer[0..150],subscribe:boolean=false,color:enum(\"red\",\"green\",\"blue\",\"yellow\")}"));

    const QByteArray shapes = R"({"type":"object","properties":{
        "single":{"type":"string","title":"Pick","oneOf":[{"const":"a","title":"Option A"},{"const":"b","title":"Option B"}],"default":"a"},
        "multi":{"type":"array","title":"Pick several","minItems":1,"maxItems":2,"items":{"type":"string","enum":["x","y","z"]},"default":["x"]},
        "multiTitled":{"type":"array","items":{"anyOf":[{"const":"x","title":"Ex"},{"const":"y","title":"Why"}]}},
        "legacy":{"type":"string","enum":["p","q"],"enumNames":["Pea","Queue"]},
        "when":{"type":"string","format":"date-time"},
        "amount":{"type":"number","minimum":0}}})";
    QCOMPARE(
        describe(FormSchema::parse(object(shapes.constData()), shapes)),
        QStringLiteral(
            "object{single:enum(\"a\"=Option A,\"b\"=Option B)=\"a\",multi:array[enum(\"x\",\"y\",\"z\")*]=[\"x\"],"
            "multiTitled:array[enum(\"x\"=Ex,\"y\"=Why)*],legacy:enum(\"p\"=Pea,\"q\"=Queue),when:string:date-time,amount:number[0..]}"));
}

void TstFormSchema::everythingServerTools()
{
    // The inputSchemas server-everything really sent (recorded transcript): forms, in order.
    QFile file(test::everythingStdio());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    int schemas = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        const QJsonObject msg = QJsonDocument::fromJson(line).object().value(u"msg").toObject();
        const QJsonArray tools = msg.value(u"result").toObject().value(u"tools").toArray();
        for (const QJsonValue &t : tools) {
            const QJsonObject schema = t.toObject().value(u"inputSchema").toObject();
            const FormField f = FormSchema::parse(schema);
            QVERIFY2(f.kind == FormField::Object, qPrintable(t.toObject().value(u"name").toString()));
            for (const FormField &p : f.properties)
                QVERIFY2(p.kind != FormField::Json,
                         qPrintable(t.toObject().value(u"name").toString() + QStringLiteral("/") + p.name));
            ++schemas;
        }
    }
    QVERIFY(schemas > 5);
}

void TstFormSchema::schemaThatMultipliesItself()
{
    // Each level refers to the next one ten times: 10^8 fields if expanded fully.
    QJsonObject defs;
    for (int level = 0; level < 8; ++level) {
        QJsonObject props;
        for (int i = 0; i < 10; ++i)
            props.insert(QStringLiteral("p%1").arg(i),
                         level == 7
                             ? QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}}
                             : QJsonObject{{QStringLiteral("$ref"), QStringLiteral("#/$defs/l%1").arg(level + 1)}});
        defs.insert(QStringLiteral("l%1").arg(level), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                                                                  {QStringLiteral("properties"), props}});
    }
    const QJsonObject schema{{QStringLiteral("$ref"), QStringLiteral("#/$defs/l0")}, {QStringLiteral("$defs"), defs}};
    const FormField f = FormSchema::parse(schema);
    int fields = 0;
    int json = 0;
    std::function<void(const FormField &)> count = [&](const FormField &field) {
        ++fields;
        if (field.kind == FormField::Json)
            ++json;
        for (const FormField &p : field.properties)
            count(p);
    };
    count(f);
    QVERIFY2(fields <= FormSchema::MaxFields + 10 * FormSchema::MaxDepth, qPrintable(QString::number(fields)));
    QVERIFY(json > 0);

    // Long choice lists are rows of combo boxes, not hundreds of check boxes.
    QJsonArray many;
    for (int i = 0; i < 100; ++i)
        many.append(i);
    const FormField list
        = FormSchema::parse(QJsonObject{{QStringLiteral("type"), QStringLiteral("array")},
                                        {QStringLiteral("items"), QJsonObject{{QStringLiteral("enum"), many}}}});
    QCOMPARE(list.kind, FormField::Array);
    QVERIFY(!list.isMultiSelect());
}

void TstFormSchema::inPlaceRecursionRefused_data()
{
    // valijson recursed until the stack overflowed on these (found by the editor's random test):
    // schemacheck must refuse them, and keep accepting recursion that goes into the value.
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<bool>("usable");
    QTest::newRow("anyOf back to the root")
        << QByteArray(R"({"type":"object","anyOf":[{"$ref":"#"},{"type":"object"}]})") << false;
    QTest::newRow("allOf through $defs") << QByteArray(
        R"({"$defs":{"a":{"allOf":[{"$ref":"#/$defs/b"}]},"b":{"not":{"$ref":"#/$defs/a"}}},"$ref":"#/$defs/a"})")
                                         << false;
    QTest::newRow("in a property") << QByteArray(
        R"({"properties":{"p":{"oneOf":[{"$ref":"#/properties/p"},{"type":"string"}]}}})")
                                   << false;
    QTest::newRow("tree through items") << QByteArray(
        R"({"$defs":{"node":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":"#/$defs/node"}}]}},"$ref":"#/$defs/node"})")
                                        << true;
    QTest::newRow("object through properties")
        << QByteArray(R"({"type":"object","properties":{"child":{"$ref":"#"}}})") << true;
}

void TstFormSchema::inPlaceRecursionRefused()
{
    QFETCH(QByteArray, schema);
    QFETCH(bool, usable);
    schemacheck::SchemaProblem problem;
    const auto compiled = schemacheck::compile(object(schema.constData()), &problem);
    QCOMPARE(bool(compiled), usable);
    if (!usable) {
        QVERIFY2(problem.reason.contains(QStringLiteral("endless loop")), qPrintable(problem.reason));
        return;
    }
    QList<schemacheck::Violation> violations;
    QVERIFY(schemacheck::validate(*compiled, QJsonValue(QJsonArray{QJsonArray{QStringLiteral("a")}}), &violations));
}

void TstFormSchema::hostileSchemas_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::newRow("properties not an object") << QByteArray(R"({"type":"object","properties":[1,2]})");
    QTest::newRow("type not a string") << QByteArray(R"({"type":{"a":1}})");
    QTest::newRow("enum empty") << QByteArray(R"({"enum":[]})");
    QTest::newRow("anyOf not a list") << QByteArray(R"({"anyOf":{"type":"string"}})");
    QTest::newRow("anyOf and oneOf") << QByteArray(
        R"({"anyOf":[{"type":"string"},{"type":"number"}],"oneOf":[{"type":"string"},{"type":"number"}]})");
    QTest::newRow("ref cycle") << QByteArray(
        R"({"$ref":"#/$defs/a","$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}}})");
    QTest::newRow("allOf false") << QByteArray(R"({"allOf":[false]})");
    QTest::newRow("only nulls") << QByteArray(R"({"anyOf":[{"type":"null"}]})");
    QByteArray deep = "{\"type\":\"object\",\"properties\":{\"a\":";
    QByteArray close = "}}";
    QByteArray nested;
    for (int i = 0; i < 200; ++i)
        nested += deep;
    nested += "{\"type\":\"string\"}";
    for (int i = 0; i < 200; ++i)
        nested += close;
    QTest::newRow("nested 200 deep") << nested;
}

void TstFormSchema::hostileSchemas()
{
    QFETCH(QByteArray, schema);
    const QJsonDocument doc = QJsonDocument::fromJson(schema);
    QVERIFY(doc.isObject());
    const FormField f = FormSchema::parse(doc.object(), schema);
    // Something to edit, never nothing: a Json field (with a reason) wherever a form cannot be built.
    bool allSayWhy = true;
    std::function<int(const FormField &)> jsonCount = [&jsonCount, &allSayWhy](const FormField &field) {
        int n = field.kind == FormField::Json ? 1 : 0;
        if (field.kind == FormField::Json && field.unsupportedReason.isEmpty())
            allSayWhy = false;
        for (const FormField &p : field.properties)
            n += jsonCount(p);
        for (const FormField &v : field.variants)
            n += jsonCount(v);
        for (const FormField &i : field.items)
            n += jsonCount(i);
        return n;
    };
    const bool isOnlyNull = f.kind == FormField::Const && f.constValue.isNull();
    QVERIFY(jsonCount(f) > 0 || isOnlyNull);
    QVERIFY2(allSayWhy, "a Json field says why");
}

QTEST_GUILESS_MAIN(TstFormSchema)
#include "tst_formschema.moc"
