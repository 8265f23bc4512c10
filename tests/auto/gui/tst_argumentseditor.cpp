// SPDX-License-Identifier: MIT
// ArgumentsEditor offscreen: which widgets each schema construct gets, the JSON they emit,
// form <-> raw JSON, defaults, required marks, validation errors at their fields.
#include "argumentseditor.h"
#include "arrayfieldeditor.h"
#include "booleanfieldeditor.h"
#include "choicefieldeditor.h"
#include "fieldrow.h"
#include "jsonfieldeditor.h"
#include "numberfieldeditor.h"
#include "objectfieldeditor.h"
#include "stringfieldeditor.h"
#include "variantfieldeditor.h"

#include "demotools.h"
#include "testpaths.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace mcpscope;
using namespace Qt::StringLiterals;

class TstArgumentsEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void constructs_data();
    void constructs();
    void arrays();
    void nestedObjects();
    void variants();
    void roundTrip_data();
    void roundTrip();
    void unknownMembersKept();
    void rawMode();
    void invalidRawTextIsKept();
    void requiredMarking();
    void validateShowsErrorsAtFields();
    void validateInRawMode();
    void inputProblems();
    void demoTools();
    void elicitationForm();
    void screenshot();
};

namespace {

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s: %s", qPrintable(error.errorString()), json.constData());
    return doc.object();
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// Does what @p action says to the editor of the field: "type:TEXT", "spin:N", "check:0|1|2",
/// "combo:N", "null:1", "add:N" (rows), "" (nothing).
bool act(FieldRow *row, const QString &action)
{
    if (action.isEmpty())
        return true;
    const QString verb = action.section(QLatin1Char(':'), 0, 0);
    const QString arg = action.section(QLatin1Char(':'), 1);
    FieldEditor *editor = row->editor();
    if (verb == u"type"_s) {
        if (auto *line = editor->findChild<QLineEdit *>()) {
            line->clear();
            QTest::keyClicks(line, arg);
            return true;
        }
        if (auto *text = editor->findChild<QPlainTextEdit *>()) {
            text->setPlainText(arg);
            return true;
        }
        return false;
    }
    if (verb == u"spin"_s) {
        auto *spin = editor->findChild<QSpinBox *>();
        if (!spin)
            return false;
        spin->setValue(arg.toInt());
        return true;
    }
    if (verb == u"check"_s) {
        auto *check = editor->findChild<QCheckBox *>();
        if (!check)
            return false;
        check->setCheckState(Qt::CheckState(arg.toInt()));
        return true;
    }
    if (verb == u"combo"_s) {
        auto *combo = editor->findChild<QComboBox *>();
        if (!combo)
            return false;
        combo->setCurrentIndex(arg.toInt());
        return true;
    }
    if (verb == u"null"_s) {
        const QList<QCheckBox *> checks = row->findChildren<QCheckBox *>(Qt::FindDirectChildrenOnly);
        if (checks.isEmpty())
            return false;
        checks.first()->setChecked(arg == u"1"_s);
        return true;
    }
    if (verb == u"add"_s) {
        auto *array = qobject_cast<ArrayFieldEditor *>(editor);
        if (!array)
            return false;
        for (int i = 0; i < arg.toInt(); ++i)
            QTest::mouseClick(array->addButton(), Qt::LeftButton);
        return true;
    }
    return false;
}

} // namespace

void TstArgumentsEditor::constructs_data()
{
    QTest::addColumn<QByteArray>("property");  // the schema of member "v"
    QTest::addColumn<bool>("required");
    QTest::addColumn<QString>("editorClass");
    QTest::addColumn<QString>("inputClass");   // the widget a person types into / clicks
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("expected");  // arguments() afterwards

    QTest::newRow("string untouched: left out") << QByteArray(R"({"type":"string"})") << false
        << u"mcpscope::StringFieldEditor"_s << u"QLineEdit"_s << QString() << QByteArray("{}");
    QTest::newRow("string typed") << QByteArray(R"({"type":"string"})") << false
        << u"mcpscope::StringFieldEditor"_s << u"QLineEdit"_s << u"type:hello"_s << QByteArray(R"({"v":"hello"})");
    QTest::newRow("string required empty: kept") << QByteArray(R"({"type":"string"})") << true
        << u"mcpscope::StringFieldEditor"_s << u"QLineEdit"_s << QString() << QByteArray(R"({"v":""})");
    QTest::newRow("string default") << QByteArray(R"({"type":"string","default":"abc"})") << false
        << u"mcpscope::StringFieldEditor"_s << u"QLineEdit"_s << QString() << QByteArray(R"({"v":"abc"})");
    QTest::newRow("string format") << QByteArray(R"({"type":"string","format":"email"})") << false
        << u"mcpscope::StringFieldEditor"_s << u"QLineEdit"_s << u"type:a@b.c"_s << QByteArray(R"({"v":"a@b.c"})");
    QTest::newRow("multi-line") << QByteArray(R"({"type":"string","maxLength":5000})") << false
        << u"mcpscope::StringFieldEditor"_s << u"QPlainTextEdit"_s << u"type:one\ntwo"_s << QByteArray(R"({"v":"one\ntwo"})");
    QTest::newRow("number") << QByteArray(R"({"type":"number"})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"QLineEdit"_s << u"type:0.25"_s << QByteArray(R"({"v":0.25})");
    QTest::newRow("number bounded decimal not clipped") << QByteArray(R"({"type":"number","minimum":0,"maximum":1})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"QLineEdit"_s << u"type:0.123456789"_s << QByteArray(R"({"v":0.123456789})");
    QTest::newRow("integer huge") << QByteArray(R"({"type":"integer"})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"QLineEdit"_s << u"type:9007199254740993"_s << QByteArray(R"({"v":9007199254740993})");
    QTest::newRow("integer untouched: left out") << QByteArray(R"({"type":"integer"})") << true
        << u"mcpscope::NumberFieldEditor"_s << u"QLineEdit"_s << QString() << QByteArray("{}");
    QTest::newRow("integer bounded: spin box") << QByteArray(R"({"type":"integer","minimum":1,"maximum":10})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"QSpinBox"_s << u"spin:7"_s << QByteArray(R"({"v":7})");
    QTest::newRow("spin box not set") << QByteArray(R"({"type":"integer","minimum":1,"maximum":10})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"QSpinBox"_s << QString() << QByteArray("{}");
    QTest::newRow("spin box default") << QByteArray(R"({"type":"integer","minimum":0,"maximum":100,"default":10})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"QSpinBox"_s << QString() << QByteArray(R"({"v":10})");
    QTest::newRow("boolean optional untouched") << QByteArray(R"({"type":"boolean"})") << false
        << u"mcpscope::BooleanFieldEditor"_s << u"QCheckBox"_s << QString() << QByteArray("{}");
    QTest::newRow("boolean optional on") << QByteArray(R"({"type":"boolean"})") << false
        << u"mcpscope::BooleanFieldEditor"_s << u"QCheckBox"_s << u"check:2"_s << QByteArray(R"({"v":true})");
    QTest::newRow("boolean optional off") << QByteArray(R"({"type":"boolean"})") << false
        << u"mcpscope::BooleanFieldEditor"_s << u"QCheckBox"_s << u"check:0"_s << QByteArray(R"({"v":false})");
    QTest::newRow("boolean required") << QByteArray(R"({"type":"boolean"})") << true
        << u"mcpscope::BooleanFieldEditor"_s << u"QCheckBox"_s << QString() << QByteArray(R"({"v":false})");
    QTest::newRow("boolean default true") << QByteArray(R"({"type":"boolean","default":true})") << false
        << u"mcpscope::BooleanFieldEditor"_s << u"QCheckBox"_s << QString() << QByteArray(R"({"v":true})");
    QTest::newRow("enum optional: not set first") << QByteArray(R"({"enum":["a","b","c"]})") << false
        << u"mcpscope::ChoiceFieldEditor"_s << u"QComboBox"_s << u"combo:2"_s << QByteArray(R"({"v":"b"})");
    QTest::newRow("enum required untouched") << QByteArray(R"({"enum":["a","b"]})") << true
        << u"mcpscope::ChoiceFieldEditor"_s << u"QComboBox"_s << QString() << QByteArray("{}");
    QTest::newRow("enum default") << QByteArray(R"({"enum":[1,2,3],"default":3})") << false
        << u"mcpscope::ChoiceFieldEditor"_s << u"QComboBox"_s << QString() << QByteArray(R"({"v":3})");
    QTest::newRow("titled oneOf") << QByteArray(R"({"type":"string","oneOf":[{"const":"#f00","title":"Red"},{"const":"#00f","title":"Blue"}]})") << true
        << u"mcpscope::ChoiceFieldEditor"_s << u"QComboBox"_s << u"combo:1"_s << QByteArray(R"({"v":"#00f"})");
    QTest::newRow("const required") << QByteArray(R"({"const":"fixed"})") << true
        << u"mcpscope::ChoiceFieldEditor"_s << u"QComboBox"_s << QString() << QByteArray(R"({"v":"fixed"})");
    QTest::newRow("nullable set to null") << QByteArray(R"({"type":["string","null"]})") << false
        << u"mcpscope::StringFieldEditor"_s << u"QLineEdit"_s << u"null:1"_s << QByteArray(R"({"v":null})");
    QTest::newRow("nullable with text") << QByteArray(R"({"type":["string","null"]})") << false
        << u"mcpscope::StringFieldEditor"_s << u"QLineEdit"_s << u"type:x"_s << QByteArray(R"({"v":"x"})");
    QTest::newRow("nullable default null") << QByteArray(R"({"anyOf":[{"type":"integer"},{"type":"null"}],"default":null})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"QLineEdit"_s << QString() << QByteArray(R"({"v":null})");
    QTest::newRow("array of strings") << QByteArray(R"({"type":"array","items":{"type":"string"}})") << false
        << u"mcpscope::ArrayFieldEditor"_s << u"QPushButton"_s << u"add:2"_s << QByteArray(R"({"v":["",""]})");
    QTest::newRow("array optional untouched") << QByteArray(R"({"type":"array","items":{"type":"string"}})") << false
        << u"mcpscope::ArrayFieldEditor"_s << u"QPushButton"_s << QString() << QByteArray("{}");
    QTest::newRow("array required untouched") << QByteArray(R"({"type":"array","items":{"type":"string"}})") << true
        << u"mcpscope::ArrayFieldEditor"_s << u"QPushButton"_s << QString() << QByteArray(R"({"v":[]})");
    QTest::newRow("array default") << QByteArray(R"({"type":"array","items":{"type":"integer"},"default":[1,2]})") << false
        << u"mcpscope::ArrayFieldEditor"_s << u"QPushButton"_s << QString() << QByteArray(R"({"v":[1,2]})");
    QTest::newRow("object untouched: left out") << QByteArray(R"({"type":"object","properties":{"a":{"type":"string"}}})") << false
        << u"mcpscope::ObjectFieldEditor"_s << u"QGroupBox"_s << QString() << QByteArray("{}");
    QTest::newRow("object required untouched") << QByteArray(R"({"type":"object","properties":{"a":{"type":"string"}}})") << true
        << u"mcpscope::ObjectFieldEditor"_s << u"QGroupBox"_s << QString() << QByteArray(R"({"v":{}})");
    QTest::newRow("variant required: first one") << QByteArray(R"({"anyOf":[{"type":"string"},{"type":"integer"}]})") << true
        << u"mcpscope::VariantFieldEditor"_s << u"QComboBox"_s << QString() << QByteArray(R"({"v":""})");
    QTest::newRow("variant switched") << QByteArray(R"({"anyOf":[{"type":"string"},{"type":"boolean"}]})") << true
        << u"mcpscope::VariantFieldEditor"_s << u"QComboBox"_s << u"combo:1"_s << QByteArray(R"({"v":false})");
    QTest::newRow("variant optional untouched") << QByteArray(R"({"anyOf":[{"type":"string"},{"type":"integer"}]})") << false
        << u"mcpscope::VariantFieldEditor"_s << u"QComboBox"_s << QString() << QByteArray("{}");
    QTest::newRow("unsupported: JSON editor") << QByteArray(R"({"type":"object","additionalProperties":{"type":"number"}})") << false
        << u"mcpscope::JsonFieldEditor"_s << u"QPlainTextEdit"_s << u"type:{\"a\": 1}"_s << QByteArray(R"({"v":{"a":1}})");
    QTest::newRow("any value: JSON editor") << QByteArray(R"({})") << false
        << u"mcpscope::JsonFieldEditor"_s << u"QPlainTextEdit"_s << u"type:[1, \"x\", null]"_s << QByteArray(R"({"v":[1,"x",null]})");
    QTest::newRow("recursive ref: JSON editor") << QByteArray(R"({"$ref":"#/properties/v"})") << false
        << u"mcpscope::JsonFieldEditor"_s << u"QPlainTextEdit"_s << u"type:{}"_s << QByteArray(R"({"v":{}})");
}

void TstArgumentsEditor::constructs()
{
    QFETCH(QByteArray, property);
    QFETCH(bool, required);
    QFETCH(QString, editorClass);
    QFETCH(QString, inputClass);
    QFETCH(QString, action);
    QFETCH(QByteArray, expected);

    QJsonObject schema{{u"type"_s, u"object"_s}, {u"properties"_s, QJsonObject{{u"v"_s, parse(property)}}}};
    if (property == "{}")
        schema = QJsonObject{{u"type"_s, u"object"_s}, {u"properties"_s, QJsonObject{{u"v"_s, QJsonObject()}}}};
    if (required)
        schema.insert(u"required"_s, QJsonArray{u"v"_s});
    ArgumentsEditor editor;
    editor.resize(600, 500);
    editor.show();
    editor.setSchema(schema);
    FieldRow *row = editor.rowAt(u"/v"_s);
    QVERIFY(row);
    QCOMPARE(QString::fromLatin1(row->editor()->metaObject()->className()), editorClass);
    QCOMPARE(QString::fromLatin1(row->editor()->inputWidget()->metaObject()->className()), inputClass);

    QSignalSpy changed(&editor, &ArgumentsEditor::argumentsChanged);
    QVERIFY2(act(row, action), qPrintable(action));
    if (!action.isEmpty())
        QVERIFY(changed.count() > 0);
    QCOMPARE(compact(editor.arguments()), expected);

    // The raw text shows the same value, and coming back from it changes nothing.
    editor.setRawMode(true);
    QCOMPARE(compact(editor.arguments()), expected);
    editor.setRawMode(false);
    QCOMPARE(compact(editor.arguments()), expected);
}

void TstArgumentsEditor::arrays()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"list":{"type":"array","maxItems":5,"items":{"type":"integer"}}}})"));
    auto *array = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/list"_s)->editor());
    QVERIFY(array);
    for (int i = 0; i < 3; ++i) {
        QTest::mouseClick(array->addButton(), Qt::LeftButton);
        QVERIFY(act(array->itemRow(i), u"type:%1"_s.arg(i + 1)));
    }
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"list":[1,2,3]})"));

    // The item's own buttons: move the last one up, the first one down, remove the middle one.
    auto buttons = [array](int row) { return array->itemRow(row)->parentWidget()->findChildren<QToolButton *>(); };
    auto button = [&buttons](int row, const QString &tip) -> QToolButton * {
        for (QToolButton *b : buttons(row)) {
            if (b->toolTip() == tip)
                return b;
        }
        return nullptr;
    };
    QVERIFY(button(0, u"Move up"_s));
    QVERIFY(!button(0, u"Move up"_s)->isEnabled());
    QVERIFY(!button(2, u"Move down"_s)->isEnabled());
    QTest::mouseClick(button(2, u"Move up"_s), Qt::LeftButton);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"list":[1,3,2]})"));
    QTest::mouseClick(button(0, u"Move down"_s), Qt::LeftButton);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"list":[3,1,2]})"));
    QTest::mouseClick(button(1, u"Remove this item"_s), Qt::LeftButton);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"list":[3,2]})"));
    QCOMPARE(array->count(), 2);
    // Removing every item leaves an empty list (the person made it), not nothing.
    array->removeItem(0);
    array->removeItem(0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"list":[]})"));

    // Arrays of objects and of arrays.
    editor.setSchema(parse(R"({"type":"object","properties":{
        "points":{"type":"array","items":{"type":"object","properties":{"x":{"type":"number"},"y":{"type":"number"}},"required":["x","y"]}},
        "grid":{"type":"array","items":{"type":"array","items":{"type":"boolean"}}}}})"));
    auto *points = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/points"_s)->editor());
    QTest::mouseClick(points->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(u"/points/0/x"_s), u"type:1.5"_s));
    QVERIFY(act(editor.rowAt(u"/points/0/y"_s), u"type:-2"_s));
    auto *grid = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/grid"_s)->editor());
    QTest::mouseClick(grid->addButton(), Qt::LeftButton);
    auto *inner = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/grid/0"_s)->editor());
    QVERIFY(inner);
    QTest::mouseClick(inner->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(u"/grid/0/0"_s), u"check:2"_s));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"grid":[[true]],"points":[{"x":1.5,"y":-2}]})"));
}

void TstArgumentsEditor::nestedObjects()
{
    ArgumentsEditor editor;
    editor.show();
    const QByteArray schema = R"({"type":"object","properties":{
        "address":{"type":"object","title":"Address","description":"Where","properties":{
            "city":{"type":"string"},"geo":{"type":"object","properties":{"lat":{"type":"number"}}}},"required":["city"]}}})";
    editor.setSchema(parse(schema), schema);
    auto *address = qobject_cast<ObjectFieldEditor *>(editor.rowAt(u"/address"_s)->editor());
    QVERIFY(address);
    QVERIFY(address->isWide());
    auto *box = address->findChild<QGroupBox *>();
    QVERIFY(box);
    QCOMPARE(box->title(), u"Address"_s);
    QCOMPARE(compact(editor.arguments()), QByteArray("{}"));
    QVERIFY(act(editor.rowAt(u"/address/geo/lat"_s), u"type:59.9"_s));
    // The required city is sent (empty) once its object is.
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"address":{"city":"","geo":{"lat":59.9}}})"));
}

void TstArgumentsEditor::variants()
{
    ArgumentsEditor editor;
    editor.show();
    const QByteArray schema = R"({"type":"object","properties":{"shape":{"oneOf":[
        {"type":"object","title":"Circle","properties":{"kind":{"const":"circle"},"r":{"type":"number"}},"required":["kind","r"]},
        {"type":"object","title":"Square","properties":{"kind":{"const":"square"},"side":{"type":"number"}},"required":["kind","side"]}]}},
        "required":["shape"]})";
    editor.setSchema(parse(schema), schema);
    auto *variant = qobject_cast<VariantFieldEditor *>(editor.rowAt(u"/shape"_s)->editor());
    QVERIFY(variant);
    QCOMPARE(variant->selector()->count(), 2);
    QCOMPARE(variant->selector()->itemText(0), u"Circle"_s);
    QCOMPARE(variant->currentVariant(), 0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"shape":{"kind":"circle"}})"));
    variant->selector()->setCurrentIndex(1);
    QVERIFY(act(editor.rowAt(u"/shape/side"_s), u"type:3"_s));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"shape":{"kind":"square","side":3}})"));

    // setArguments picks the variant the value belongs to.
    editor.setArguments(parse(R"({"shape":{"kind":"circle","r":2.5}})"));
    QCOMPARE(variant->currentVariant(), 0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"shape":{"kind":"circle","r":2.5}})"));
}

void TstArgumentsEditor::roundTrip_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("arguments");

    const QJsonObject allTypes = DemoTools::definition(u"all-types"_s, false).value(u"inputSchema"_s).toObject();
    QTest::newRow("demo all-types") << compact(allTypes)
        << QByteArray(R"({"address":{"city":"Bergen","country":"Norway","geo":{"lat":60.39,"lon":5.32},"street":"Bryggen 1"},)"
                      R"("birthday":"1990-05-17","color":"blue","count":42,"email":"a@example.com","enabled":true,)"
                      R"("notes":"one\ntwo","points":[{"label":"A","x":1,"y":2},{"x":-3.5,"y":0}],"ratio":0.25,)"
                      R"("tags":["x","y"],"text":"hello","website":"https://example.com","when":"2025-01-31T13:45:00Z"})");
    QTest::newRow("values that do not fit their field are kept")
        << QByteArray(R"({"type":"object","properties":{"n":{"type":"integer"},"e":{"enum":["a","b"]},"b":{"type":"boolean"}}})")
        << QByteArray(R"({"b":"yes","e":"z","n":"seven"})");
    QTest::newRow("nullable and variants")
        << QByteArray(R"({"type":"object","properties":{"a":{"type":["integer","null"]},"v":{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"number"}}]}}})")
        << QByteArray(R"({"a":null,"v":[1,2.5]})");
    QTest::newRow("refs and json fields")
        << QByteArray(R"({"type":"object","properties":{"p":{"$ref":"#/$defs/p"},"m":{"type":"object","additionalProperties":true}},)"
                      R"("$defs":{"p":{"type":"object","properties":{"q":{"type":"string"}}}}})")
        << QByteArray(R"({"m":{"k":[1,{"z":null}]},"p":{"q":"w"}})");
    QTest::newRow("integer beyond 2^53 and fraction in integer field")
        << QByteArray(R"({"type":"object","properties":{"big":{"type":"integer"},"odd":{"type":"integer","minimum":0,"maximum":10}}})")
        << QByteArray(R"({"big":9007199254740993,"odd":2.5})");
}

void TstArgumentsEditor::roundTrip()
{
    QFETCH(QByteArray, schema);
    QFETCH(QByteArray, arguments);
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(schema), schema);
    editor.setArguments(parse(arguments));
    QCOMPARE(compact(editor.arguments()), arguments);
    editor.setRawMode(true);
    QCOMPARE(compact(parse(editor.rawText().toUtf8())), arguments);
    QCOMPARE(compact(editor.arguments()), arguments);
    editor.setRawMode(false);
    QCOMPARE(compact(editor.arguments()), arguments);
}

void TstArgumentsEditor::unknownMembersKept()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"a":{"type":"string"}}})"));
    editor.setArguments(parse(R"({"a":"x","extra":[1]})"));
    auto *root = qobject_cast<ObjectFieldEditor *>(editor.rootRow()->editor());
    QCOMPARE(root->extraMembers(), parse(R"({"extra":[1]})"));
    bool noted = false;
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (label->isVisible() && label->text().contains(u"extra = [1]"_s))
            noted = true;
    }
    QVERIFY2(noted, "a note says what is sent besides the form");
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"a":"x","extra":[1]})"));
    // Editing the field a kept value belonged to replaces it.
    editor.setArguments(parse(R"({"a":5})"));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"a":5})"));
    QVERIFY(act(editor.rowAt(u"/a"_s), u"type:now text"_s));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"a":"now text"})"));
}

void TstArgumentsEditor::rawMode()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"name":{"type":"string"},"n":{"type":"integer","default":3}}})"));
    QVERIFY(!editor.isRawMode());
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"n":3})"));
    QSignalSpy modes(&editor, &ArgumentsEditor::rawModeChanged);
    editor.setRawMode(true);
    QVERIFY(editor.isRawMode());
    QCOMPARE(modes.count(), 1);
    QVERIFY(editor.rawTextIsValid());
    QCOMPARE(compact(parse(editor.rawText().toUtf8())), QByteArray(R"({"n":3})"));

    // Typing in the raw editor changes arguments() at once and the form when switching back.
    QSignalSpy changed(&editor, &ArgumentsEditor::argumentsChanged);
    auto *raw = editor.findChild<QPlainTextEdit *>();
    QVERIFY(raw);
    for (QPlainTextEdit *text : editor.findChildren<QPlainTextEdit *>()) {
        if (text->accessibleName() == u"Arguments as JSON"_s)
            raw = text;
    }
    raw->setPlainText(u"{\"name\": \"Ada\", \"n\": 7}"_s);
    QVERIFY(changed.count() > 0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"n":7,"name":"Ada"})"));
    editor.setRawMode(false);
    QVERIFY(!editor.isRawMode());
    auto *name = editor.rowAt(u"/name"_s)->editor()->findChild<QLineEdit *>();
    QCOMPARE(name->text(), u"Ada"_s);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"n":7,"name":"Ada"})"));

    // The form's edits show in the raw text next time.
    QVERIFY(act(editor.rowAt(u"/name"_s), u"type:Grace"_s));
    editor.setRawMode(true);
    QCOMPARE(compact(parse(editor.rawText().toUtf8())), QByteArray(R"({"n":7,"name":"Grace"})"));
}

void TstArgumentsEditor::invalidRawTextIsKept()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"a":{"type":"string"}}})"));
    editor.setRawMode(true);
    const QString broken = u"{\n  \"a\": \"x\",\n  oops\n}"_s;
    editor.setRawText(broken);
    QVERIFY(!editor.rawTextIsValid());
    QVERIFY(editor.rawTextProblem().contains(u"line 3"_s));
    QCOMPARE(editor.arguments(), QJsonObject());
    editor.setRawMode(false);
    QVERIFY2(editor.isRawMode(), "leaving raw mode is refused while the text is broken");
    QCOMPARE(editor.rawText(), broken);
    bool told = false;
    for (QLabel *label : editor.findChildren<QLabel *>()) {
        if (label->isVisible() && label->text().contains(u"not valid JSON"_s) && label->text().contains(u"nothing you typed is lost"_s))
            told = true;
    }
    QVERIFY2(told, "the reason is shown in plain words");
    const QList<schemacheck::Violation> problems = editor.validate();
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().reason.contains(u"not valid JSON"_s));

    // Valid JSON that is not an object is refused too.
    editor.setRawText(u"[1, 2]"_s);
    QVERIFY(!editor.rawTextIsValid());
    QVERIFY(editor.rawTextProblem().contains(u"JSON object"_s));
    editor.setRawMode(false);
    QVERIFY(editor.isRawMode());

    editor.setRawText(u"{\"a\": \"fixed\"}"_s);
    editor.setRawMode(false);
    QVERIFY(!editor.isRawMode());
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"a":"fixed"})"));
}

void TstArgumentsEditor::requiredMarking()
{
    ArgumentsEditor editor;
    editor.show();
    const QByteArray schema = R"({"type":"object","properties":{
        "must":{"type":"string","title":"Must","description":"Say something"},
        "may":{"type":"string"},
        "box":{"type":"object","title":"Box","properties":{"in":{"type":"string"}}}},"required":["must","box"]})";
    editor.setSchema(parse(schema), schema);
    auto *root = qobject_cast<ObjectFieldEditor *>(editor.rootRow()->editor());
    QLabel *must = root->label(u"must"_s);
    QVERIFY(must);
    QCOMPARE(must->text(), u"Must *"_s);
    QVERIFY(must->font().bold());
    QCOMPARE(must->buddy(), editor.rowAt(u"/must"_s)->editor()->inputWidget());
    QCOMPARE(editor.rowAt(u"/must"_s)->editor()->inputWidget()->accessibleName(), u"Must (required)"_s);
    QCOMPARE(editor.rowAt(u"/must"_s)->helpText(), u"Say something"_s);
    QCOMPARE(editor.rowAt(u"/must"_s)->editor()->inputWidget()->toolTip(), u"Say something"_s);
    QLabel *may = root->label(u"may"_s);
    QCOMPARE(may->text(), u"may"_s);
    QVERIFY(!may->font().bold());
    QCOMPARE(editor.rowAt(u"/may"_s)->editor()->inputWidget()->accessibleName(), u"may"_s);
    auto *box = editor.rowAt(u"/box"_s)->editor()->findChild<QGroupBox *>();
    QCOMPARE(box->title(), u"Box *"_s);
    QCOMPARE(box->accessibleName(), u"Box (required)"_s);
}

void TstArgumentsEditor::validateShowsErrorsAtFields()
{
    ArgumentsEditor editor;
    editor.show();
    const QJsonObject allTypes = DemoTools::definition(u"all-types"_s, false).value(u"inputSchema"_s).toObject();
    editor.setSchema(allTypes);
    // Required "text" missing; nested required "city" missing; a number out of range; an item
    // of a list of objects without its required members.
    QVERIFY(act(editor.rowAt(u"/address/street"_s), u"type:Main St 1"_s));
    QVERIFY(act(editor.rowAt(u"/ratio"_s), u"type:5"_s));
    auto *points = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/points"_s)->editor());
    QTest::mouseClick(points->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(u"/points/0/x"_s), u"type:1"_s));
    // "text" is required and sent empty: minLength 1.
    const QList<schemacheck::Violation> problems = editor.validate();
    QStringList pointers;
    for (const schemacheck::Violation &v : problems)
        pointers.append(v.pointer);
    QVERIFY2(pointers.contains(u"/text"_s), qPrintable(pointers.join(u", "_s)));
    QVERIFY2(pointers.contains(u"/ratio"_s), qPrintable(pointers.join(u", "_s)));

    QVERIFY2(!editor.rowAt(u"/text"_s)->errorText().isEmpty(), "the error shows under the field");
    QVERIFY(!editor.rowAt(u"/ratio"_s)->errorText().isEmpty());
    // A required text field is sent empty, which this schema allows.
    QVERIFY(editor.rowAt(u"/address/city"_s)->errorText().isEmpty());
    QVERIFY2(editor.rowAt(u"/points/0/y"_s)->errorText().contains(u"required"_s),
             qPrintable(editor.rowAt(u"/points/0/y"_s)->errorText() + u" | "_s + editor.summaryText()));
    QVERIFY(editor.rowAt(u"/email"_s)->errorText().isEmpty());
    QVERIFY(editor.rowAt(u"/text"_s)->findChildren<QLabel *>().size() > 0);

    // Fixed: validation passes and the errors go away.
    QVERIFY(act(editor.rowAt(u"/text"_s), u"type:hi"_s));
    QVERIFY(act(editor.rowAt(u"/ratio"_s), u"type:0.5"_s));
    QVERIFY(act(editor.rowAt(u"/address/city"_s), u"type:Oslo"_s));
    QVERIFY(act(editor.rowAt(u"/points/0/y"_s), u"type:2"_s));
    const QList<schemacheck::Violation> none = editor.validate();
    QVERIFY2(none.isEmpty(), qPrintable(none.isEmpty() ? QString() : none.first().pointer + u" "_s + none.first().reason));
    QVERIFY(editor.rowAt(u"/text"_s)->errorText().isEmpty());
    QVERIFY(editor.rowAt(u"/address/city"_s)->errorText().isEmpty());
    QVERIFY(editor.summaryText().isEmpty());
}

void TstArgumentsEditor::validateInRawMode()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"n":{"type":"integer","maximum":3}},"required":["n"],"additionalProperties":false})"));
    editor.setRawMode(true);
    editor.setRawText(u"{\"n\": 9, \"zzz\": 1}"_s);
    const QList<schemacheck::Violation> problems = editor.validate();
    QVERIFY(!problems.isEmpty());
    QVERIFY2(editor.summaryText().contains(u"/n"_s), qPrintable(editor.summaryText()));
}

void TstArgumentsEditor::inputProblems()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"m":{"type":"object","additionalProperties":true}}})"));
    QVERIFY(act(editor.rowAt(u"/m"_s), u"type:{\"a\": "_s));
    // Broken JSON in a field: the member is left out and validate() says why, at the field.
    QCOMPARE(compact(editor.arguments()), QByteArray("{}"));
    const QList<schemacheck::Violation> problems = editor.validate();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().pointer, u"/m"_s);
    QVERIFY(problems.first().reason.contains(u"not valid JSON"_s));
    QVERIFY(editor.rowAt(u"/m"_s)->errorText().contains(u"not valid JSON"_s));
}

void TstArgumentsEditor::demoTools()
{
    // Each demo tool's form, untouched, produces exactly its defaults; required fields then fail
    // validation at their own field.
    const QJsonArray tools = DemoTools::definitions(true);
    for (const QJsonValue &t : tools) {
        const QJsonObject tool = t.toObject();
        const QJsonObject schema = tool.value(u"inputSchema"_s).toObject();
        ArgumentsEditor editor;
        editor.show();
        editor.setSchema(schema);
        const QJsonObject args = editor.arguments();
        const QJsonObject props = schema.value(u"properties"_s).toObject();
        const QJsonArray required = schema.value(u"required"_s).toArray();
        for (auto it = props.constBegin(); it != props.constEnd(); ++it) {
            const QJsonObject p = it.value().toObject();
            if (p.contains(u"default"_s))
                QVERIFY2(args.value(it.key()) == p.value(u"default"_s), qPrintable(tool.value(u"name"_s).toString() + u"/"_s + it.key()));
            else if (!required.contains(it.key()) && p.value(u"type"_s) != u"object"_s)
                QVERIFY2(!args.contains(it.key()), qPrintable(tool.value(u"name"_s).toString() + u"/"_s + it.key()));
        }
        const QList<schemacheck::Violation> problems = editor.validate();
        for (const schemacheck::Violation &v : problems)
            QVERIFY2(editor.rowAt(v.pointer) || v.pointer.isEmpty(), qPrintable(v.pointer));
    }
}

void TstArgumentsEditor::elicitationForm()
{
    // The demo server's elicitation/create requestedSchema, filled like a person would.
    const QByteArray schema = R"({"type":"object","properties":{
        "name":{"type":"string","title":"Name","description":"What should we call you?","minLength":1},
        "age":{"type":"integer","title":"Age","minimum":0,"maximum":150},
        "subscribe":{"type":"boolean","title":"Subscribe","description":"Send me the newsletter","default":false},
        "color":{"type":"string","title":"Favourite colour","enum":["red","green","blue","yellow"]}},"required":["name"]})";
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(schema), schema);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"name":"","subscribe":false})"));
    QVERIFY(!editor.validate().isEmpty());
    QVERIFY(act(editor.rowAt(u"/name"_s), u"type:Ada"_s));
    QVERIFY(act(editor.rowAt(u"/age"_s), u"spin:36"_s));
    QVERIFY(act(editor.rowAt(u"/subscribe"_s), u"check:2"_s));
    QVERIFY(act(editor.rowAt(u"/color"_s), u"combo:3"_s));
    QVERIFY(editor.validate().isEmpty());
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"age":36,"color":"blue","name":"Ada","subscribe":true})"));

    // Titled single and multi-select (MCP 2025-11-25).
    const QByteArray shapes = R"({"type":"object","properties":{
        "single":{"type":"string","title":"Pick","oneOf":[{"const":"a","title":"Option A"},{"const":"b","title":"Option B"}]},
        "multi":{"type":"array","title":"Several","items":{"anyOf":[{"const":"x","title":"Ex"},{"const":"y","title":"Why"}]}}},"required":["single"]})";
    editor.setSchema(parse(shapes), shapes);
    auto *single = qobject_cast<ChoiceFieldEditor *>(editor.rowAt(u"/single"_s)->editor());
    QVERIFY(single);
    QCOMPARE(single->comboBox()->itemText(1), u"Option B"_s);
    single->comboBox()->setCurrentIndex(1);
    auto *multi = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/multi"_s)->editor());
    QTest::mouseClick(multi->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(u"/multi/0"_s), u"combo:1"_s));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"multi":["y"],"single":"b"})"));
    QVERIFY(editor.validate().isEmpty());
}

void TstArgumentsEditor::screenshot()
{
    const QJsonObject allTypes = DemoTools::definition(u"all-types"_s, false).value(u"inputSchema"_s).toObject();
    ArgumentsEditor editor;
    editor.resize(640, 1500);
    editor.show();
    editor.setSchema(allTypes);
    auto *points = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/points"_s)->editor());
    QTest::mouseClick(points->addButton(), Qt::LeftButton);
    auto *tags = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/tags"_s)->editor());
    QTest::mouseClick(tags->addButton(), Qt::LeftButton);
    QTest::mouseClick(tags->addButton(), Qt::LeftButton);
    editor.validate();
    QTest::qWait(50);
    const QString dir = QDir::currentPath() + u"/shots"_s;
    QDir().mkpath(dir);
    QVERIFY(editor.grab().save(dir + u"/argumentseditor-form.png"_s));
    editor.setRawMode(true);
    QVERIFY(editor.grab().save(dir + u"/argumentseditor-json.png"_s));
}

QTEST_MAIN(TstArgumentsEditor)
#include "tst_argumentseditor.moc"
