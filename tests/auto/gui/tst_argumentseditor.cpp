// SPDX-License-Identifier: MIT
// ArgumentsEditor offscreen: which widgets each schema construct gets, the JSON they emit,
// form <-> raw JSON, defaults, required marks, validation errors at their fields.
#include "widgets/forms/argumentseditor.h"
#include "widgets/forms/arrayfieldeditor.h"
#include "widgets/forms/booleanfieldeditor.h"
#include "widgets/forms/choicefieldeditor.h"
#include "widgets/forms/fieldrow.h"
#include "widgets/forms/jsonfieldeditor.h"
#include "widgets/forms/multichoicefieldeditor.h"
#include "widgets/forms/numberfieldeditor.h"
#include "widgets/forms/objectfieldeditor.h"
#include "widgets/forms/stringfieldeditor.h"
#include "widgets/forms/variantfieldeditor.h"

#include "demotools.h"
#include "forms/formschema.h"
#include "json/jsontext.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "testpaths.h"
#include "trafficaudit.h"
#include "transport/stdiotransport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QScrollBar>
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
    void longListKeptAsGiven();
    void rawMode();
    void invalidRawTextIsKept();
    void requiredMarking();
    void validateShowsErrorsAtFields();
    void validateInRawMode();
    void inputProblems();
    void multiSelectOrder();
    void formatsChecked();
    void resetToDefaults();
    void hostileTextShownPlain();
    void sizeHintFitsForm();
    void demoTools();
    void liveDemoServer();
    void elicitationForm();
    void randomSchemasAndValues();
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
    if (verb == u"dspin"_s) {
        auto *spin = editor->findChild<QDoubleSpinBox *>();
        if (!spin)
            return false;
        spin->setValue(arg.toDouble());
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
    QTest::newRow("number bounded: spin box") << QByteArray(R"({"type":"number","minimum":0,"maximum":1})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"mcpscope::DecimalSpinBox"_s << u"dspin:0.123456789"_s << QByteArray(R"({"v":0.123456789})");
    QTest::newRow("number spin box typed") << QByteArray(R"({"type":"number","minimum":0,"maximum":1})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"mcpscope::DecimalSpinBox"_s << u"type:0.75"_s << QByteArray(R"({"v":0.75})");
    QTest::newRow("number spin box whole") << QByteArray(R"({"type":"number","minimum":-90,"maximum":90})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"mcpscope::DecimalSpinBox"_s << u"dspin:-45"_s << QByteArray(R"({"v":-45})");
    QTest::newRow("number spin box default") << QByteArray(R"({"type":"number","minimum":0,"maximum":1,"default":0.5})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"mcpscope::DecimalSpinBox"_s << QString() << QByteArray(R"({"v":0.5})");
    QTest::newRow("number spin box not set") << QByteArray(R"({"type":"number","minimum":0,"maximum":1})") << true
        << u"mcpscope::NumberFieldEditor"_s << u"mcpscope::DecimalSpinBox"_s << QString() << QByteArray("{}");
    QTest::newRow("number huge bounds: line edit") << QByteArray(R"({"type":"number","minimum":0,"maximum":1e300})") << false
        << u"mcpscope::NumberFieldEditor"_s << u"QLineEdit"_s << u"type:1e200"_s << QByteArray(R"({"v":1e+200})");
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
    QTest::newRow("multi-select: check boxes") << QByteArray(R"({"type":"array","items":{"enum":["a","b"]}})") << false
        << u"mcpscope::MultiChoiceFieldEditor"_s << u"QCheckBox"_s << u"check:2"_s << QByteArray(R"({"v":["a"]})");
    QTest::newRow("multi-select untouched") << QByteArray(R"({"type":"array","items":{"anyOf":[{"const":"a","title":"A"}]}})") << false
        << u"mcpscope::MultiChoiceFieldEditor"_s << u"QCheckBox"_s << QString() << QByteArray("{}");
    QTest::newRow("multi-select required") << QByteArray(R"({"type":"array","items":{"enum":["a","b"]}})") << true
        << u"mcpscope::MultiChoiceFieldEditor"_s << u"QCheckBox"_s << QString() << QByteArray(R"({"v":[]})");
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

    // Switching keeps what both variants have (not the constant "kind").
    QVERIFY(act(editor.rowAt(u"/shape/side"_s), u"type:4"_s));
    editor.setSchema(parse(R"({"type":"object","properties":{"p":{"oneOf":[
        {"type":"object","title":"Person","properties":{"kind":{"const":"person"},"name":{"type":"string"},"age":{"type":"integer"}}},
        {"type":"object","title":"Company","properties":{"kind":{"const":"company"},"name":{"type":"string"},"vat":{"type":"string"}}},
        {"type":"string","title":"Just a name"}]}},"required":["p"]})"));
    auto *p = qobject_cast<VariantFieldEditor *>(editor.rowAt(u"/p"_s)->editor());
    QVERIFY(act(editor.rowAt(u"/p/name"_s), u"type:ACME"_s));
    QVERIFY(act(editor.rowAt(u"/p/age"_s), u"type:3"_s));
    p->setCurrentVariant(1);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"p":{"kind":"company","name":"ACME"}})"));
    p->setCurrentVariant(2);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"p":""})"));
    p->setCurrentVariant(0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"p":{"age":3,"kind":"person","name":"ACME"}})"));
    editor.setSchema(parse(schema), schema);
    variant = qobject_cast<VariantFieldEditor *>(editor.rowAt(u"/shape"_s)->editor());

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
    QTest::newRow("numbers beyond a spin box's range or precision")
        << QByteArray(R"({"type":"object","properties":{"r":{"type":"number","minimum":0,"maximum":1},"s":{"type":"number","minimum":0,"maximum":1},)"
                      R"("t":{"type":"number","minimum":0,"maximum":1},"i":{"type":"integer","minimum":0,"maximum":10}}})")
        << QByteArray(R"({"i":-3,"r":0.12345678901234568,"s":7,"t":0.25})");
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

void TstArgumentsEditor::longListKeptAsGiven()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"ids":{"type":"array","items":{"type":"integer"}}}})"));
    QJsonArray ids;
    for (int i = 0; i < 5000; ++i)
        ids.append(i);
    editor.setArguments(QJsonObject{{u"ids"_s, ids}});
    auto *array = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/ids"_s)->editor());
    QCOMPARE(array->count(), 0); // not 5000 rows
    QCOMPARE(editor.arguments().value(u"ids"_s).toArray(), ids);
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
    QVERIFY(editor.rowAt(u"/must"_s)->editor()->inputWidget()->toolTip().contains(u"Say something"_s));
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
    // A number out of range (only JSON can say it: the spin box stops at 1); required "text"
    // empty; an item of a list of objects without its required members.
    editor.setArguments(parse(R"({"ratio":5,"text":""})"));
    QVERIFY(act(editor.rowAt(u"/address/street"_s), u"type:Main St 1"_s));
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
    // Left out by the arguments that were set, so still missing.
    QVERIFY2(editor.rowAt(u"/address/city"_s)->errorText().contains(u"required"_s), qPrintable(editor.rowAt(u"/address/city"_s)->errorText()));
    QVERIFY2(editor.rowAt(u"/points/0/y"_s)->errorText().contains(u"required"_s),
             qPrintable(editor.rowAt(u"/points/0/y"_s)->errorText() + u" | "_s + editor.summaryText()));
    QVERIFY(editor.rowAt(u"/email"_s)->errorText().isEmpty());
    QVERIFY(editor.rowAt(u"/text"_s)->findChildren<QLabel *>().size() > 0);

    // Fixed: validation passes and the errors go away.
    QVERIFY(act(editor.rowAt(u"/text"_s), u"type:hi"_s));
    QVERIFY(act(editor.rowAt(u"/ratio"_s), u"type:0.5"_s)); // a line edit now: it had to show 5
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

void TstArgumentsEditor::multiSelectOrder()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"m":{"type":"array","uniqueItems":true,"items":{"type":"string","oneOf":[
        {"const":"x","title":"Ex"},{"const":"y","title":"Why"},{"const":"z","title":"Zed"}]}}}})"));
    auto *multi = qobject_cast<MultiChoiceFieldEditor *>(editor.rowAt(u"/m"_s)->editor());
    QVERIFY(multi);
    QCOMPARE(multi->checkBox(1)->text(), u"Why"_s);
    multi->checkBox(2)->setChecked(true);
    multi->checkBox(0)->setChecked(true);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"m":["z","x"]})"));
    multi->checkBox(2)->setChecked(false);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"m":["x"]})"));
    editor.setArguments(parse(R"({"m":["y","x"]})"));
    QVERIFY(multi->checkBox(0)->isChecked());
    QVERIFY(multi->checkBox(1)->isChecked());
    QVERIFY(!multi->checkBox(2)->isChecked());
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"m":["y","x"]})"));
    // A value twice cannot be ticked twice: kept as given instead.
    editor.setArguments(parse(R"({"m":["x","x"]})"));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"m":["x","x"]})"));
    QVERIFY(!multi->checkBox(0)->isChecked());
}

void TstArgumentsEditor::formatsChecked()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"mail":{"type":"string","format":"email"},"day":{"type":"string","format":"date"},
        "at":{"type":"string","format":"date-time"}}})"));
    QVERIFY(act(editor.rowAt(u"/mail"_s), u"type:not-an-address"_s));
    QVERIFY(act(editor.rowAt(u"/day"_s), u"type:2025-02-30"_s));
    const QList<schemacheck::Violation> problems = editor.validate();
    QCOMPARE(problems.size(), 2);
    QVERIFY(editor.rowAt(u"/mail"_s)->errorText().contains(u"email"_s));
    QVERIFY(editor.rowAt(u"/day"_s)->errorText().contains(u"year-month-day"_s));

    // "Today" and "Now" fill in valid values.
    for (const QString &pointer : {u"/day"_s, u"/at"_s}) {
        QToolButton *button = nullptr;
        for (QToolButton *b : editor.rowAt(pointer)->editor()->findChildren<QToolButton *>())
            button = b;
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
    }
    QVERIFY(act(editor.rowAt(u"/mail"_s), u"type:a@example.com"_s));
    const QList<schemacheck::Violation> none = editor.validate();
    QVERIFY2(none.isEmpty(), qPrintable(none.isEmpty() ? QString() : none.first().reason));
    const QJsonObject args = editor.arguments();
    QCOMPARE(args.value(u"day"_s).toString(), QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate));
    QVERIFY(args.value(u"at"_s).toString().endsWith(u"Z"_s));
}

void TstArgumentsEditor::resetToDefaults()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"n":{"type":"integer","default":3},"s":{"type":"string"}}})"));
    editor.setArguments(parse(R"({"n":5,"s":"x","other":true})"));
    editor.resetToDefaults();
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"n":3})"));
    editor.setRawMode(true);
    editor.setRawText(u"{\"s\": \"typed\"}"_s);
    editor.resetToDefaults();
    QVERIFY(editor.isRawMode());
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"n":3})"));
}

void TstArgumentsEditor::hostileTextShownPlain()
{
    // Titles, descriptions and values come from the server: never rich text.
    const QByteArray schema = R"({"type":"object","properties":{
        "a":{"type":"string","title":"<b>bold</b>","description":"<img src='http://example.com/x.png'>"},
        "o":{"type":"object","title":"<i>box</i>","description":"<a href='x'>link</a>","properties":{}},
        "e":{"enum":["<u>u</u>"]}}})";
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(schema), schema);
    auto *root = qobject_cast<ObjectFieldEditor *>(editor.rootRow()->editor());
    QCOMPARE(root->label(u"a"_s)->textFormat(), Qt::PlainText);
    QCOMPARE(root->label(u"a"_s)->text(), u"<b>bold</b>"_s);
    const QString tip = editor.rowAt(u"/a"_s)->editor()->inputWidget()->toolTip();
    QVERIFY2(tip.contains(u"&lt;img"_s) && !tip.contains(u"<img"_s), qPrintable(tip));
    QVERIFY(!root->label(u"a"_s)->toolTip().contains(u"<img"_s));
    for (QLabel *label : editor.findChildren<QLabel *>()) {
        if (label->text().contains(u"<"_s))
            QCOMPARE(label->textFormat(), Qt::PlainText);
        QVERIFY(!label->toolTip().contains(u"<a "_s));
    }
    auto *box = editor.rowAt(u"/o"_s)->editor()->findChild<QGroupBox *>();
    QVERIFY(!box->toolTip().contains(u"<a "_s));
    auto *choice = qobject_cast<ChoiceFieldEditor *>(editor.rowAt(u"/e"_s)->editor());
    QCOMPARE(choice->comboBox()->itemText(1), u"<u>u</u>"_s);
}

void TstArgumentsEditor::sizeHintFitsForm()
{
    ArgumentsEditor small;
    small.setSchema(parse(R"({"type":"object","properties":{"a":{"type":"string"}}})"));
    ArgumentsEditor large;
    large.setSchema(DemoTools::definition(u"all-types"_s, false).value(u"inputSchema"_s).toObject());
    QVERIFY(small.sizeHint().height() < large.sizeHint().height());
    QVERIFY(large.sizeHint().height() <= 700);
    // A dialog at the hint shows a small form whole, without scrolling.
    small.resize(small.sizeHint());
    small.show();
    QVERIFY(QTest::qWaitForWindowExposed(&small));
    auto *scroll = small.findChild<QScrollArea *>();
    QVERIFY(!scroll->verticalScrollBar()->isVisible());
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

void TstArgumentsEditor::liveDemoServer()
{
    // The real demo server: tools/list, a form per tool in the order the server wrote its
    // properties, then all-types called with what the form made.
    QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
    Session session;
    StdioServerConfig config;
    config.program = test::demoServerBinary();
    auto *transport = new StdioTransport(config);
    McpClient client(transport, &session);
    transport->setParent(&client);
    QSignalSpy ready(&client, &McpClient::ready);
    client.connectToServer();
    QVERIFY(ready.wait(30000));

    auto call = [&client](const QString &method, const QJsonObject &params) {
        Reply result;
        bool done = false;
        client.request(method, params, nullptr, [&](const Reply &r) { result = r; done = true; });
        [[maybe_unused]] const bool answered = QTest::qWaitFor([&] { return done; }, 30000);
        return result;
    };
    const Reply list = call(u"tools/list"_s, {});
    QVERIFY(list.ok());
    const QJsonArray tools = list.result.object().value(u"tools"_s).toArray();
    QVERIFY(tools.size() > 5);
    ArgumentsEditor editor;
    editor.resize(600, 800);
    editor.show();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QJsonObject tool = tools.at(i).toObject();
        const QByteArrayView text = FormSchema::rawTextAt(list.result.text(), u"/tools/%1/inputSchema"_s.arg(i));
        QVERIFY(!text.isNull());
        editor.setSchema(tool.value(u"inputSchema"_s).toObject(), text);
        QStringList shown;
        for (const FormField &p : editor.rootField().properties)
            shown.append(p.name);
        QStringList written;
        const auto members = jsontext::members(jsontext::memberText(text, "properties"));
        for (const auto &m : members)
            written.append(QString::fromUtf8(m.first));
        QCOMPARE(shown, written);
    }

    editor.setSchema(DemoTools::definition(u"all-types"_s, false).value(u"inputSchema"_s).toObject());
    QVERIFY(act(editor.rowAt(u"/text"_s), u"type:from the form"_s));
    QVERIFY(act(editor.rowAt(u"/count"_s), u"spin:42"_s));
    QVERIFY(act(editor.rowAt(u"/address/city"_s), u"type:Tromsø"_s));
    QVERIFY(act(editor.rowAt(u"/address/geo/lat"_s), u"type:69.65"_s));
    auto *points = qobject_cast<ArrayFieldEditor *>(editor.rowAt(u"/points"_s)->editor());
    QTest::mouseClick(points->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(u"/points/0/x"_s), u"type:1"_s));
    QVERIFY(act(editor.rowAt(u"/points/0/y"_s), u"type:2.5"_s));
    QVERIFY(editor.validate().isEmpty());
    const QJsonObject sent = editor.arguments();
    const Reply reply = call(u"tools/call"_s, QJsonObject{{u"name"_s, u"all-types"_s}, {u"arguments"_s, sent}});
    QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
    QVERIFY2(!reply.result.object().value(u"isError"_s).toBool(), qPrintable(QString::fromUtf8(reply.result.text())));
    const QJsonObject structured = reply.result.object().value(u"structuredContent"_s).toObject();
    const QJsonObject received = structured.value(u"received"_s).toObject();
    for (auto it = sent.constBegin(); it != sent.constEnd(); ++it)
        QCOMPARE(received.value(it.key()), it.value());
    QCOMPARE(received.value(u"address"_s).toObject().value(u"city"_s).toString(), u"Tromsø"_s);
    QCOMPARE(received.value(u"count"_s).toInteger(), 42);

    // Out of range: flagged before sending; sending anyway reaches the server, which refuses too.
    QJsonObject outOfRange = editor.arguments();
    outOfRange.insert(u"ratio"_s, 7);
    editor.setArguments(outOfRange);
    const QList<schemacheck::Violation> problems = editor.validate();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().pointer, u"/ratio"_s);
    const Reply refused = [&] {
        const test::DeliberatelyInvalid onPurpose;
        return call(u"tools/call"_s, QJsonObject{{u"name"_s, u"all-types"_s}, {u"arguments"_s, editor.arguments()}});
    }();
    QVERIFY(!refused.ok() || refused.result.object().value(u"isError"_s).toBool());

    QSignalSpy exited(transport, &Transport::exited);
    client.disconnectFromServer();
    exited.wait(10000);
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
    // A spin box has no placeholder: its range is told under it.
    QCOMPARE(editor.rowAt(u"/age"_s)->helpText(), u"A whole number from 0 to 150. Example: 75"_s);
    QCOMPARE(editor.rowAt(u"/name"_s)->helpText(), u"What should we call you?"_s);
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
    auto *multi = qobject_cast<MultiChoiceFieldEditor *>(editor.rowAt(u"/multi"_s)->editor());
    QVERIFY(multi);
    QCOMPARE(multi->checkBox(0)->text(), u"Ex"_s);
    multi->checkBox(1)->setChecked(true);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"multi":["y"],"single":"b"})"));
    QVERIFY(editor.validate().isEmpty());
}

namespace {

// Random schemas and values from a small grammar of what servers send (and get wrong).
struct Random
{
    QRandomGenerator gen;
    int pick(int n) { return int(gen.bounded(n)); }

    QJsonValue value(int depth)
    {
        switch (pick(depth > 3 ? 5 : 7)) {
        case 0: return QJsonValue(QJsonValue::Null);
        case 1: return pick(2) == 0;
        case 2: return pick(3) == 0 ? QJsonValue(double(pick(1000)) / 7.0) : QJsonValue(qint64(pick(200)) - 100);
        case 3: return QStringLiteral("s%1").arg(pick(5));
        case 4: return QString();
        case 5: {
            QJsonArray a;
            for (int i = pick(4); i > 0; --i)
                a.append(value(depth + 1));
            return a;
        }
        default: {
            QJsonObject o;
            for (int i = pick(4); i > 0; --i)
                o.insert(QStringLiteral("p%1").arg(pick(5)), value(depth + 1));
            return o;
        }
        }
    }

    QJsonValue schema(int depth)
    {
        static const QStringList types = {u"string"_s, u"number"_s, u"integer"_s, u"boolean"_s, u"array"_s, u"object"_s, u"null"_s, u"bogus"_s};
        if (pick(12) == 0)
            return pick(2) == 0;
        QJsonObject s;
        const int shape = depth > 4 ? pick(4) : pick(12);
        switch (shape) {
        case 0: s.insert(u"type"_s, types.at(pick(types.size()))); break;
        case 1: s.insert(u"type"_s, QJsonArray{types.at(pick(types.size())), types.at(pick(types.size()))}); break;
        case 2: s.insert(u"enum"_s, QJsonArray{value(3), value(3)}); break;
        case 3: s.insert(u"const"_s, value(3)); break;
        case 4: case 5: {
            s.insert(u"type"_s, u"object"_s);
            QJsonObject props;
            QJsonArray required;
            for (int i = pick(5); i > 0; --i) {
                const QString name = QStringLiteral("p%1").arg(pick(5));
                props.insert(name, schema(depth + 1));
                if (pick(2))
                    required.append(name);
            }
            s.insert(u"properties"_s, props);
            s.insert(u"required"_s, required);
            break;
        }
        case 6: s.insert(u"type"_s, u"array"_s); s.insert(u"items"_s, schema(depth + 1)); break;
        case 7: case 8: {
            QJsonArray branches;
            for (int i = pick(4); i > 0; --i)
                branches.append(schema(depth + 1));
            s.insert(pick(2) ? u"anyOf"_s : u"oneOf"_s, branches);
            break;
        }
        case 9: s.insert(u"$ref"_s, pick(2) ? u"#/$defs/d%1"_s.arg(pick(3)) : u"#"_s); break;
        case 10: s.insert(u"allOf"_s, QJsonArray{schema(depth + 1), schema(depth + 1)}); break;
        default: s.insert(u"type"_s, u"number"_s); s.insert(u"minimum"_s, value(3)); s.insert(u"maximum"_s, pick(100)); break;
        }
        if (pick(3) == 0)
            s.insert(u"default"_s, value(2));
        if (pick(4) == 0)
            s.insert(u"title"_s, u"T"_s);
        return s;
    }
};

} // namespace

void TstArgumentsEditor::randomSchemasAndValues()
{
    // Whatever the schema and the value, the editor shows something, keeps the value and survives.
    Random random{QRandomGenerator(20251126)};
    ArgumentsEditor editor;
    editor.resize(500, 400);
    editor.show();
    for (int round = 0; round < 400; ++round) {
        QJsonObject schema = random.schema(0).toObject();
        QJsonObject defs;
        for (int i = 0; i < 3; ++i)
            defs.insert(u"d%1"_s.arg(i), random.schema(2));
        schema.insert(u"$defs"_s, defs);
        schema.insert(u"type"_s, u"object"_s);
        editor.setSchema(schema);
        editor.arguments();
        editor.validate();
        const QJsonObject value = random.value(5).toObject();
        editor.setArguments(value);
        // The form keeps what it was given: members it shows and members it keeps as given.
        QVERIFY2(compact(editor.arguments()) == compact(value),
                 qPrintable(QString::fromUtf8(compact(schema) + "\n" + compact(value) + "\n" + compact(editor.arguments()))));
        editor.validate();
        editor.setRawMode(true);
        QCOMPARE(compact(editor.arguments()), compact(value));
        editor.setRawMode(false);
        QCOMPARE(compact(editor.arguments()), compact(value));
    }
}

void TstArgumentsEditor::screenshot()
{
    const QString dir = QDir::currentPath() + u"/shots"_s;
    QDir().mkpath(dir);
    const QJsonObject allTypes = DemoTools::definition(u"all-types"_s, false).value(u"inputSchema"_s).toObject();
    {
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
        QVERIFY(editor.grab().save(dir + u"/argumentseditor-form.png"_s));
        editor.setRawMode(true);
        QVERIFY(editor.grab().save(dir + u"/argumentseditor-json.png"_s));
        editor.setRawText(u"{\n  \"text\": \"hi\",\n  oops\n}"_s);
        editor.setRawMode(false);
        editor.resize(640, 300);
        QVERIFY(editor.grab().save(dir + u"/argumentseditor-json-broken.png"_s));
    }
    {
        // Variants, nullable, multi-select, a JSON fallback, $ref, formats: a rich schema at a
        // window's usual size.
        const QByteArray rich = R"({"type":"object","properties":{
            "query":{"type":"string","title":"Query","description":"What to look for"},
            "limit":{"type":["integer","null"],"minimum":1,"maximum":500,"description":"Leave empty for the server's default"},
            "since":{"type":"string","format":"date-time","title":"Since"},
            "kinds":{"type":"array","title":"Kinds","items":{"type":"string","enum":["issue","pull request","discussion","commit","release","wiki page","comment"]}},
            "target":{"title":"Target","description":"Where to search","oneOf":[
                {"title":"A repository","type":"object","properties":{"owner":{"type":"string"},"repo":{"type":"string"}},"required":["owner","repo"]},
                {"title":"A URL","type":"string","format":"uri"}]},
            "author":{"$ref":"#/$defs/person"},
            "extra":{"type":"object","title":"Extra headers","additionalProperties":{"type":"string"}}},
            "required":["query","target"],
            "$defs":{"person":{"type":"object","title":"Author","properties":{"name":{"type":"string"},"email":{"type":"string","format":"email"}}}}})";
        ArgumentsEditor editor;
        editor.resize(560, 900);
        editor.show();
        editor.setSchema(parse(rich), rich);
        QVERIFY(act(editor.rowAt(u"/author/email"_s), u"type:nobody"_s));
        editor.validate();
        QTest::qWait(50);
        QVERIFY(editor.grab().save(dir + u"/argumentseditor-rich.png"_s));

        // The variant box shrinks to the chosen variant's size.
        auto *target = qobject_cast<VariantFieldEditor *>(editor.rowAt(u"/target"_s)->editor());
        const int objectHeight = target->sizeHint().height();
        target->setCurrentVariant(1);
        QTRY_VERIFY2(target->sizeHint().height() < objectHeight,
                 qPrintable(u"%1 >= %2"_s.arg(target->sizeHint().height()).arg(objectHeight)));
        QVERIFY(editor.grab().save(dir + u"/argumentseditor-rich-url.png"_s));
    }
    {
        const QByteArray nullable = R"({"type":"object","properties":{
            "owner":{"type":["object","null"],"title":"Owner","properties":{"name":{"type":"string"}}},
            "tags":{"anyOf":[{"type":"array","items":{"type":"string"}},{"type":"null"}],"title":"Tags"},
            "note":{"type":["string","null"],"title":"Note","default":null}}})";
        ArgumentsEditor editor;
        editor.resize(520, 420);
        editor.show();
        editor.setSchema(parse(nullable), nullable);
        QTest::qWait(20);
        QVERIFY(editor.grab().save(dir + u"/argumentseditor-nullable.png"_s));
        QCOMPARE(compact(editor.arguments()), QByteArray(R"({"note":null})"));
    }
}

QTEST_MAIN(TstArgumentsEditor)
#include "tst_argumentseditor.moc"
