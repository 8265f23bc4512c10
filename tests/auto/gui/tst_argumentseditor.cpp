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
#include <QDir>
#include <QDoubleSpinBox>
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
    if (verb == QStringLiteral("type")) {
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
    if (verb == QStringLiteral("spin")) {
        auto *spin = editor->findChild<QSpinBox *>();
        if (!spin)
            return false;
        spin->setValue(arg.toInt());
        return true;
    }
    if (verb == QStringLiteral("dspin")) {
        auto *spin = editor->findChild<QDoubleSpinBox *>();
        if (!spin)
            return false;
        spin->setValue(arg.toDouble());
        return true;
    }
    if (verb == QStringLiteral("check")) {
        auto *check = editor->findChild<QCheckBox *>();
        if (!check)
            return false;
        check->setCheckState(Qt::CheckState(arg.toInt()));
        return true;
    }
    if (verb == QStringLiteral("combo")) {
        auto *combo = editor->findChild<QComboBox *>();
        if (!combo)
            return false;
        combo->setCurrentIndex(arg.toInt());
        return true;
    }
    if (verb == QStringLiteral("null")) {
        const QList<QCheckBox *> checks = row->findChildren<QCheckBox *>(Qt::FindDirectChildrenOnly);
        if (checks.isEmpty())
            return false;
        checks.first()->setChecked(arg == QStringLiteral("1"));
        return true;
    }
    if (verb == QStringLiteral("add")) {
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
    QTest::addColumn<QByteArray>("property"); // the schema of member "v"
    QTest::addColumn<bool>("required");
    QTest::addColumn<QString>("editorClass");
    QTest::addColumn<QString>("inputClass"); // the widget a person types into / clicks
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("expected"); // arguments() afterwards

    QTest::newRow("string untouched: left out")
        << QByteArray(R"({"type":"string"})") << false << QStringLiteral("mcpscope::StringFieldEditor")
        << QStringLiteral("QLineEdit") << QString() << QByteArray("{}");
    QTest::newRow("string typed") << QByteArray(R"({"type":"string"})") << false
                                  << QStringLiteral("mcpscope::StringFieldEditor") << QStringLiteral("QLineEdit")
                                  << QStringLiteral("type:hello") << QByteArray(R"({"v":"hello"})");
    QTest::newRow("string required empty: kept")
        << QByteArray(R"({"type":"string"})") << true << QStringLiteral("mcpscope::StringFieldEditor")
        << QStringLiteral("QLineEdit") << QString() << QByteArray(R"({"v":""})");
    QTest::newRow("string default") << QByteArray(R"({"type":"string","default":"abc"})") << false
                                    << QStringLiteral("mcpscope::StringFieldEditor") << QStringLiteral("QLineEdit")
                                    << QString() << QByteArray(R"({"v":"abc"})");
    QTest::newRow("string format") << QByteArray(R"({"type":"string","format":"email"})") << false
                                   << QStringLiteral("mcpscope::StringFieldEditor") << QStringLiteral("QLineEdit")
                                   << QStringLiteral("type:a@b.c") << QByteArray(R"({"v":"a@b.c"})");
    QTest::newRow("multi-line") << QByteArray(R"({"type":"string","maxLength":5000})") << false
                                << QStringLiteral("mcpscope::StringFieldEditor") << QStringLiteral("QPlainTextEdit")
                                << QStringLiteral("type:one\ntwo") << QByteArray(R"({"v":"one\ntwo"})");
    QTest::newRow("number") << QByteArray(R"({"type":"number"})") << false
                            << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("QLineEdit")
                            << QStringLiteral("type:0.25") << QByteArray(R"({"v":0.25})");
    QTest::newRow("number bounded: spin box")
        << QByteArray(R"({"type":"number","minimum":0,"maximum":1})") << false
        << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("mcpscope::DecimalSpinBox")
        << QStringLiteral("dspin:0.123456789") << QByteArray(R"({"v":0.123456789})");
    QTest::newRow("number spin box typed")
        << QByteArray(R"({"type":"number","minimum":0,"maximum":1})") << false
        << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("mcpscope::DecimalSpinBox")
        << QStringLiteral("type:0.75") << QByteArray(R"({"v":0.75})");
    QTest::newRow("number spin box whole")
        << QByteArray(R"({"type":"number","minimum":-90,"maximum":90})") << false
        << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("mcpscope::DecimalSpinBox")
        << QStringLiteral("dspin:-45") << QByteArray(R"({"v":-45})");
    QTest::newRow("number spin box default")
        << QByteArray(R"({"type":"number","minimum":0,"maximum":1,"default":0.5})") << false
        << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("mcpscope::DecimalSpinBox") << QString()
        << QByteArray(R"({"v":0.5})");
    QTest::newRow("number spin box not set")
        << QByteArray(R"({"type":"number","minimum":0,"maximum":1})") << true
        << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("mcpscope::DecimalSpinBox") << QString()
        << QByteArray("{}");
    QTest::newRow("number huge bounds: line edit")
        << QByteArray(R"({"type":"number","minimum":0,"maximum":1e300})") << false
        << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("QLineEdit") << QStringLiteral("type:1e200")
        << QByteArray(R"({"v":1e+200})");
    QTest::newRow("integer huge") << QByteArray(R"({"type":"integer"})") << false
                                  << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("QLineEdit")
                                  << QStringLiteral("type:9007199254740993") << QByteArray(R"({"v":9007199254740993})");
    QTest::newRow("integer untouched: left out")
        << QByteArray(R"({"type":"integer"})") << true << QStringLiteral("mcpscope::NumberFieldEditor")
        << QStringLiteral("QLineEdit") << QString() << QByteArray("{}");
    QTest::newRow("integer bounded: spin box")
        << QByteArray(R"({"type":"integer","minimum":1,"maximum":10})") << false
        << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("QSpinBox") << QStringLiteral("spin:7")
        << QByteArray(R"({"v":7})");
    QTest::newRow("spin box not set") << QByteArray(R"({"type":"integer","minimum":1,"maximum":10})") << false
                                      << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("QSpinBox")
                                      << QString() << QByteArray("{}");
    QTest::newRow("spin box default") << QByteArray(R"({"type":"integer","minimum":0,"maximum":100,"default":10})")
                                      << false << QStringLiteral("mcpscope::NumberFieldEditor")
                                      << QStringLiteral("QSpinBox") << QString() << QByteArray(R"({"v":10})");
    QTest::newRow("boolean optional untouched")
        << QByteArray(R"({"type":"boolean"})") << false << QStringLiteral("mcpscope::BooleanFieldEditor")
        << QStringLiteral("QCheckBox") << QString() << QByteArray("{}");
    QTest::newRow("boolean optional on") << QByteArray(R"({"type":"boolean"})") << false
                                         << QStringLiteral("mcpscope::BooleanFieldEditor")
                                         << QStringLiteral("QCheckBox") << QStringLiteral("check:2")
                                         << QByteArray(R"({"v":true})");
    QTest::newRow("boolean optional off")
        << QByteArray(R"({"type":"boolean"})") << false << QStringLiteral("mcpscope::BooleanFieldEditor")
        << QStringLiteral("QCheckBox") << QStringLiteral("check:0") << QByteArray(R"({"v":false})");
    QTest::newRow("boolean required") << QByteArray(R"({"type":"boolean"})") << true
                                      << QStringLiteral("mcpscope::BooleanFieldEditor") << QStringLiteral("QCheckBox")
                                      << QString() << QByteArray(R"({"v":false})");
    QTest::newRow("boolean default true")
        << QByteArray(R"({"type":"boolean","default":true})") << false << QStringLiteral("mcpscope::BooleanFieldEditor")
        << QStringLiteral("QCheckBox") << QString() << QByteArray(R"({"v":true})");
    QTest::newRow("enum optional: not set first")
        << QByteArray(R"({"enum":["a","b","c"]})") << false << QStringLiteral("mcpscope::ChoiceFieldEditor")
        << QStringLiteral("QComboBox") << QStringLiteral("combo:2") << QByteArray(R"({"v":"b"})");
    QTest::newRow("enum required untouched")
        << QByteArray(R"({"enum":["a","b"]})") << true << QStringLiteral("mcpscope::ChoiceFieldEditor")
        << QStringLiteral("QComboBox") << QString() << QByteArray("{}");
    QTest::newRow("enum default") << QByteArray(R"({"enum":[1,2,3],"default":3})") << false
                                  << QStringLiteral("mcpscope::ChoiceFieldEditor") << QStringLiteral("QComboBox")
                                  << QString() << QByteArray(R"({"v":3})");
    QTest::newRow("titled oneOf") << QByteArray(
        R"({"type":"string","oneOf":[{"const":"#f00","title":"Red"},{"const":"#00f","title":"Blue"}]})")
                                  << true << QStringLiteral("mcpscope::ChoiceFieldEditor")
                                  << QStringLiteral("QComboBox") << QStringLiteral("combo:1")
                                  << QByteArray(R"({"v":"#00f"})");
    QTest::newRow("const required") << QByteArray(R"({"const":"fixed"})") << true
                                    << QStringLiteral("mcpscope::ChoiceFieldEditor") << QStringLiteral("QComboBox")
                                    << QString() << QByteArray(R"({"v":"fixed"})");
    QTest::newRow("nullable set to null")
        << QByteArray(R"({"type":["string","null"]})") << false << QStringLiteral("mcpscope::StringFieldEditor")
        << QStringLiteral("QLineEdit") << QStringLiteral("null:1") << QByteArray(R"({"v":null})");
    QTest::newRow("nullable with text") << QByteArray(R"({"type":["string","null"]})") << false
                                        << QStringLiteral("mcpscope::StringFieldEditor") << QStringLiteral("QLineEdit")
                                        << QStringLiteral("type:x") << QByteArray(R"({"v":"x"})");
    QTest::newRow("nullable default null")
        << QByteArray(R"({"anyOf":[{"type":"integer"},{"type":"null"}],"default":null})") << false
        << QStringLiteral("mcpscope::NumberFieldEditor") << QStringLiteral("QLineEdit") << QString()
        << QByteArray(R"({"v":null})");
    QTest::newRow("array of strings") << QByteArray(R"({"type":"array","items":{"type":"string"}})") << false
                                      << QStringLiteral("mcpscope::ArrayFieldEditor") << QStringLiteral("QPushButton")
                                      << QStringLiteral("add:2") << QByteArray(R"({"v":["",""]})");
    QTest::newRow("array optional untouched") << QByteArray(R"({"type":"array","items":{"type":"string"}})") << false
                                              << QStringLiteral("mcpscope::ArrayFieldEditor")
                                              << QStringLiteral("QPushButton") << QString() << QByteArray("{}");
    QTest::newRow("array required untouched")
        << QByteArray(R"({"type":"array","items":{"type":"string"}})") << true
        << QStringLiteral("mcpscope::ArrayFieldEditor") << QStringLiteral("QPushButton") << QString()
        << QByteArray(R"({"v":[]})");
    QTest::newRow("array default") << QByteArray(R"({"type":"array","items":{"type":"integer"},"default":[1,2]})")
                                   << false << QStringLiteral("mcpscope::ArrayFieldEditor")
                                   << QStringLiteral("QPushButton") << QString() << QByteArray(R"({"v":[1,2]})");
    QTest::newRow("multi-select: check boxes")
        << QByteArray(R"({"type":"array","items":{"enum":["a","b"]}})") << false
        << QStringLiteral("mcpscope::MultiChoiceFieldEditor") << QStringLiteral("QCheckBox")
        << QStringLiteral("check:2") << QByteArray(R"({"v":["a"]})");
    QTest::newRow("multi-select untouched")
        << QByteArray(R"({"type":"array","items":{"anyOf":[{"const":"a","title":"A"}]}})") << false
        << QStringLiteral("mcpscope::MultiChoiceFieldEditor") << QStringLiteral("QCheckBox") << QString()
        << QByteArray("{}");
    QTest::newRow("multi-select required") << QByteArray(R"({"type":"array","items":{"enum":["a","b"]}})") << true
                                           << QStringLiteral("mcpscope::MultiChoiceFieldEditor")
                                           << QStringLiteral("QCheckBox") << QString() << QByteArray(R"({"v":[]})");
    QTest::newRow("object untouched: left out")
        << QByteArray(R"({"type":"object","properties":{"a":{"type":"string"}}})") << false
        << QStringLiteral("mcpscope::ObjectFieldEditor") << QStringLiteral("QGroupBox") << QString()
        << QByteArray("{}");
    QTest::newRow("object required untouched")
        << QByteArray(R"({"type":"object","properties":{"a":{"type":"string"}}})") << true
        << QStringLiteral("mcpscope::ObjectFieldEditor") << QStringLiteral("QGroupBox") << QString()
        << QByteArray(R"({"v":{}})");
    QTest::newRow("variant required: first one")
        << QByteArray(R"({"anyOf":[{"type":"string"},{"type":"integer"}]})") << true
        << QStringLiteral("mcpscope::VariantFieldEditor") << QStringLiteral("QComboBox") << QString()
        << QByteArray(R"({"v":""})");
    QTest::newRow("variant switched") << QByteArray(R"({"anyOf":[{"type":"string"},{"type":"boolean"}]})") << true
                                      << QStringLiteral("mcpscope::VariantFieldEditor") << QStringLiteral("QComboBox")
                                      << QStringLiteral("combo:1") << QByteArray(R"({"v":false})");
    QTest::newRow("variant optional untouched") << QByteArray(R"({"anyOf":[{"type":"string"},{"type":"integer"}]})")
                                                << false << QStringLiteral("mcpscope::VariantFieldEditor")
                                                << QStringLiteral("QComboBox") << QString() << QByteArray("{}");
    QTest::newRow("unsupported: JSON editor")
        << QByteArray(R"({"type":"object","additionalProperties":{"type":"number"}})") << false
        << QStringLiteral("mcpscope::JsonFieldEditor") << QStringLiteral("QPlainTextEdit")
        << QStringLiteral("type:{\"a\": 1}") << QByteArray(R"({"v":{"a":1}})");
    QTest::newRow("any value: JSON editor")
        << QByteArray(R"({})") << false << QStringLiteral("mcpscope::JsonFieldEditor")
        << QStringLiteral("QPlainTextEdit") << QStringLiteral("type:[1, \"x\", null]")
        << QByteArray(R"({"v":[1,"x",null]})");
    QTest::newRow("recursive ref: JSON editor")
        << QByteArray(R"({"$ref":"#/properties/v"})") << false << QStringLiteral("mcpscope::JsonFieldEditor")
        << QStringLiteral("QPlainTextEdit") << QStringLiteral("type:{}") << QByteArray(R"({"v":{}})");
}

void TstArgumentsEditor::constructs()
{
    QFETCH(QByteArray, property);
    QFETCH(bool, required);
    QFETCH(QString, editorClass);
    QFETCH(QString, inputClass);
    QFETCH(QString, action);
    QFETCH(QByteArray, expected);

    QJsonObject schema{{QStringLiteral("type"), QStringLiteral("object")},
                       {QStringLiteral("properties"), QJsonObject{{QStringLiteral("v"), parse(property)}}}};
    if (property == "{}")
        schema = QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                             {QStringLiteral("properties"), QJsonObject{{QStringLiteral("v"), QJsonObject()}}}};
    if (required)
        schema.insert(QStringLiteral("required"), QJsonArray{QStringLiteral("v")});
    ArgumentsEditor editor;
    editor.resize(600, 500);
    editor.show();
    editor.setSchema(schema);
    FieldRow *row = editor.rowAt(QStringLiteral("/v"));
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
    editor.setSchema(
        parse(R"({"type":"object","properties":{"list":{"type":"array","maxItems":5,"items":{"type":"integer"}}}})"));
    auto *array = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/list"))->editor());
    QVERIFY(array);
    for (int i = 0; i < 3; ++i) {
        QTest::mouseClick(array->addButton(), Qt::LeftButton);
        QVERIFY(act(array->itemRow(i), QStringLiteral("type:%1").arg(i + 1)));
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
    QVERIFY(button(0, QStringLiteral("Move up")));
    QVERIFY(!button(0, QStringLiteral("Move up"))->isEnabled());
    QVERIFY(!button(2, QStringLiteral("Move down"))->isEnabled());
    QTest::mouseClick(button(2, QStringLiteral("Move up")), Qt::LeftButton);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"list":[1,3,2]})"));
    QTest::mouseClick(button(0, QStringLiteral("Move down")), Qt::LeftButton);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"list":[3,1,2]})"));
    QTest::mouseClick(button(1, QStringLiteral("Remove this item")), Qt::LeftButton);
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
    auto *points = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/points"))->editor());
    QTest::mouseClick(points->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(QStringLiteral("/points/0/x")), QStringLiteral("type:1.5")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/points/0/y")), QStringLiteral("type:-2")));
    auto *grid = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/grid"))->editor());
    QTest::mouseClick(grid->addButton(), Qt::LeftButton);
    auto *inner = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/grid/0"))->editor());
    QVERIFY(inner);
    QTest::mouseClick(inner->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(QStringLiteral("/grid/0/0")), QStringLiteral("check:2")));
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
    auto *address = qobject_cast<ObjectFieldEditor *>(editor.rowAt(QStringLiteral("/address"))->editor());
    QVERIFY(address);
    QVERIFY(address->isWide());
    auto *box = address->findChild<QGroupBox *>();
    QVERIFY(box);
    QCOMPARE(box->title(), QStringLiteral("Address"));
    QCOMPARE(compact(editor.arguments()), QByteArray("{}"));
    QVERIFY(act(editor.rowAt(QStringLiteral("/address/geo/lat")), QStringLiteral("type:59.9")));
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
    auto *variant = qobject_cast<VariantFieldEditor *>(editor.rowAt(QStringLiteral("/shape"))->editor());
    QVERIFY(variant);
    QCOMPARE(variant->selector()->count(), 2);
    QCOMPARE(variant->selector()->itemText(0), QStringLiteral("Circle"));
    QCOMPARE(variant->currentVariant(), 0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"shape":{"kind":"circle"}})"));
    variant->selector()->setCurrentIndex(1);
    QVERIFY(act(editor.rowAt(QStringLiteral("/shape/side")), QStringLiteral("type:3")));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"shape":{"kind":"square","side":3}})"));

    // Switching keeps what both variants have (not the constant "kind").
    QVERIFY(act(editor.rowAt(QStringLiteral("/shape/side")), QStringLiteral("type:4")));
    editor.setSchema(parse(R"({"type":"object","properties":{"p":{"oneOf":[
        {"type":"object","title":"Person","properties":{"kind":{"const":"person"},"name":{"type":"string"},"age":{"type":"integer"}}},
        {"type":"object","title":"Company","properties":{"kind":{"const":"company"},"name":{"type":"string"},"vat":{"type":"string"}}},
        {"type":"string","title":"Just a name"}]}},"required":["p"]})"));
    auto *p = qobject_cast<VariantFieldEditor *>(editor.rowAt(QStringLiteral("/p"))->editor());
    QVERIFY(act(editor.rowAt(QStringLiteral("/p/name")), QStringLiteral("type:ACME")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/p/age")), QStringLiteral("type:3")));
    p->setCurrentVariant(1);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"p":{"kind":"company","name":"ACME"}})"));
    p->setCurrentVariant(2);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"p":""})"));
    p->setCurrentVariant(0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"p":{"age":3,"kind":"person","name":"ACME"}})"));
    editor.setSchema(parse(schema), schema);
    variant = qobject_cast<VariantFieldEditor *>(editor.rowAt(QStringLiteral("/shape"))->editor());

    // setArguments picks the variant the value belongs to.
    editor.setArguments(parse(R"({"shape":{"kind":"circle","r":2.5}})"));
    QCOMPARE(variant->currentVariant(), 0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"shape":{"kind":"circle","r":2.5}})"));
}

void TstArgumentsEditor::roundTrip_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QByteArray>("arguments");

    const QJsonObject allTypes
        = DemoTools::definition(QStringLiteral("all-types"), false).value(QStringLiteral("inputSchema")).toObject();
    QTest::newRow("demo all-types")
        << compact(allTypes)
        << QByteArray(
               R"({"address":{"city":"Bergen","country":"Norway","geo":{"lat":60.39,"lon":5.32},"street":"Bryggen 1"},)"
               R"("birthday":"1990-05-17","color":"blue","count":42,"email":"a@example.com","enabled":true,)"
               R"("notes":"one\ntwo","points":[{"label":"A","x":1,"y":2},{"x":-3.5,"y":0}],"ratio":0.25,)"
               R"("tags":["x","y"],"text":"hello","website":"https://example.com","when":"2025-01-31T13:45:00Z"})");
    QTest::newRow("values that do not fit their field are kept") << QByteArray(
        R"({"type":"object","properties":{"n":{"type":"integer"},"e":{"enum":["a","b"]},"b":{"type":"boolean"}}})")
                                                                 << QByteArray(R"({"b":"yes","e":"z","n":"seven"})");
    QTest::newRow("nullable and variants") << QByteArray(
        R"({"type":"object","properties":{"a":{"type":["integer","null"]},"v":{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"number"}}]}}})")
                                           << QByteArray(R"({"a":null,"v":[1,2.5]})");
    QTest::newRow("refs and json fields") << QByteArray(
        R"({"type":"object","properties":{"p":{"$ref":"#/$defs/p"},"m":{"type":"object","additionalProperties":true}},)"
        R"("$defs":{"p":{"type":"object","properties":{"q":{"type":"string"}}}}})")
                                          << QByteArray(R"({"m":{"k":[1,{"z":null}]},"p":{"q":"w"}})");
    QTest::newRow("integer beyond 2^53 and fraction in integer field") << QByteArray(
        R"({"type":"object","properties":{"big":{"type":"integer"},"odd":{"type":"integer","minimum":0,"maximum":10}}})")
                                                                       << QByteArray(
                                                                              R"({"big":9007199254740993,"odd":2.5})");
    QTest::newRow("numbers beyond a spin box's range or precision")
        << QByteArray(
               R"({"type":"object","properties":{"r":{"type":"number","minimum":0,"maximum":1},"s":{"type":"number","minimum":0,"maximum":1},)"
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
        if (label->isVisible() && label->text().contains(QStringLiteral("extra = [1]")))
            noted = true;
    }
    QVERIFY2(noted, "a note says what is sent besides the form");
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"a":"x","extra":[1]})"));
    // Editing the field a kept value belonged to replaces it.
    editor.setArguments(parse(R"({"a":5})"));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"a":5})"));
    QVERIFY(act(editor.rowAt(QStringLiteral("/a")), QStringLiteral("type:now text")));
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
    editor.setArguments(QJsonObject{{QStringLiteral("ids"), ids}});
    auto *array = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/ids"))->editor());
    QCOMPARE(array->count(), 0); // not 5000 rows
    QCOMPARE(editor.arguments().value(QStringLiteral("ids")).toArray(), ids);
}

void TstArgumentsEditor::rawMode()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(
        parse(R"({"type":"object","properties":{"name":{"type":"string"},"n":{"type":"integer","default":3}}})"));
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
        if (text->accessibleName() == QStringLiteral("Arguments as JSON"))
            raw = text;
    }
    raw->setPlainText(QStringLiteral("{\"name\": \"Ada\", \"n\": 7}"));
    QVERIFY(changed.count() > 0);
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"n":7,"name":"Ada"})"));
    editor.setRawMode(false);
    QVERIFY(!editor.isRawMode());
    auto *name = editor.rowAt(QStringLiteral("/name"))->editor()->findChild<QLineEdit *>();
    QCOMPARE(name->text(), QStringLiteral("Ada"));
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"n":7,"name":"Ada"})"));

    // The form's edits show in the raw text next time.
    QVERIFY(act(editor.rowAt(QStringLiteral("/name")), QStringLiteral("type:Grace")));
    editor.setRawMode(true);
    QCOMPARE(compact(parse(editor.rawText().toUtf8())), QByteArray(R"({"n":7,"name":"Grace"})"));
}

void TstArgumentsEditor::invalidRawTextIsKept()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"a":{"type":"string"}}})"));
    editor.setRawMode(true);
    const QString broken = QStringLiteral("{\n  \"a\": \"x\",\n  oops\n}");
    editor.setRawText(broken);
    QVERIFY(!editor.rawTextIsValid());
    QVERIFY(editor.rawTextProblem().contains(QStringLiteral("line 3")));
    QCOMPARE(editor.arguments(), QJsonObject());
    editor.setRawMode(false);
    QVERIFY2(editor.isRawMode(), "leaving raw mode is refused while the text is broken");
    QCOMPARE(editor.rawText(), broken);
    bool told = false;
    for (QLabel *label : editor.findChildren<QLabel *>()) {
        if (label->isVisible() && label->text().contains(QStringLiteral("not valid JSON"))
            && label->text().contains(QStringLiteral("nothing you typed is lost")))
            told = true;
    }
    QVERIFY2(told, "the reason is shown in plain words");
    const QList<schemacheck::Violation> problems = editor.validate();
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().reason.contains(QStringLiteral("not valid JSON")));

    // Valid JSON that is not an object is refused too.
    editor.setRawText(QStringLiteral("[1, 2]"));
    QVERIFY(!editor.rawTextIsValid());
    QVERIFY(editor.rawTextProblem().contains(QStringLiteral("JSON object")));
    editor.setRawMode(false);
    QVERIFY(editor.isRawMode());

    editor.setRawText(QStringLiteral("{\"a\": \"fixed\"}"));
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
    QLabel *must = root->label(QStringLiteral("must"));
    QVERIFY(must);
    QCOMPARE(must->text(), QStringLiteral("Must *"));
    QVERIFY(must->font().bold());
    QCOMPARE(must->buddy(), editor.rowAt(QStringLiteral("/must"))->editor()->inputWidget());
    QCOMPARE(editor.rowAt(QStringLiteral("/must"))->editor()->inputWidget()->accessibleName(),
             QStringLiteral("Must (required)"));
    QCOMPARE(editor.rowAt(QStringLiteral("/must"))->helpText(), QStringLiteral("Say something"));
    QVERIFY(editor.rowAt(QStringLiteral("/must"))
                ->editor()
                ->inputWidget()
                ->toolTip()
                .contains(QStringLiteral("Say something")));
    QLabel *may = root->label(QStringLiteral("may"));
    QCOMPARE(may->text(), QStringLiteral("may"));
    QVERIFY(!may->font().bold());
    QCOMPARE(editor.rowAt(QStringLiteral("/may"))->editor()->inputWidget()->accessibleName(), QStringLiteral("may"));
    auto *box = editor.rowAt(QStringLiteral("/box"))->editor()->findChild<QGroupBox *>();
    QCOMPARE(box->title(), QStringLiteral("Box *"));
    QCOMPARE(box->accessibleName(), QStringLiteral("Box (required)"));
}

void TstArgumentsEditor::validateShowsErrorsAtFields()
{
    ArgumentsEditor editor;
    editor.show();
    const QJsonObject allTypes
        = DemoTools::definition(QStringLiteral("all-types"), false).value(QStringLiteral("inputSchema")).toObject();
    editor.setSchema(allTypes);
    // A number out of range (only JSON can say it: the spin box stops at 1); required "text"
    // empty; an item of a list of objects without its required members.
    editor.setArguments(parse(R"({"ratio":5,"text":""})"));
    QVERIFY(act(editor.rowAt(QStringLiteral("/address/street")), QStringLiteral("type:Main St 1")));
    auto *points = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/points"))->editor());
    QTest::mouseClick(points->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(QStringLiteral("/points/0/x")), QStringLiteral("type:1")));
    // "text" is required and sent empty: minLength 1.
    const QList<schemacheck::Violation> problems = editor.validate();
    QStringList pointers;
    for (const schemacheck::Violation &v : problems)
        pointers.append(v.pointer);
    QVERIFY2(pointers.contains(QStringLiteral("/text")), qPrintable(pointers.join(QStringLiteral(", "))));
    QVERIFY2(pointers.contains(QStringLiteral("/ratio")), qPrintable(pointers.join(QStringLiteral(", "))));

    QVERIFY2(!editor.rowAt(QStringLiteral("/text"))->errorText().isEmpty(), "the error shows under the field");
    QVERIFY(!editor.rowAt(QStringLiteral("/ratio"))->errorText().isEmpty());
    // Left out by the arguments that were set, so still missing.
    QVERIFY2(editor.rowAt(QStringLiteral("/address/city"))->errorText().contains(QStringLiteral("required")),
             qPrintable(editor.rowAt(QStringLiteral("/address/city"))->errorText()));
    QVERIFY2(editor.rowAt(QStringLiteral("/points/0/y"))->errorText().contains(QStringLiteral("required")),
             qPrintable(editor.rowAt(QStringLiteral("/points/0/y"))->errorText() + QStringLiteral(" | ")
                        + editor.summaryText()));
    QVERIFY(editor.rowAt(QStringLiteral("/email"))->errorText().isEmpty());
    QVERIFY(editor.rowAt(QStringLiteral("/text"))->findChildren<QLabel *>().size() > 0);

    // Fixed: validation passes and the errors go away.
    QVERIFY(act(editor.rowAt(QStringLiteral("/text")), QStringLiteral("type:hi")));
    QVERIFY(
        act(editor.rowAt(QStringLiteral("/ratio")), QStringLiteral("type:0.5"))); // a line edit now: it had to show 5
    QVERIFY(act(editor.rowAt(QStringLiteral("/address/city")), QStringLiteral("type:Oslo")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/points/0/y")), QStringLiteral("type:2")));
    const QList<schemacheck::Violation> none = editor.validate();
    QVERIFY2(none.isEmpty(),
             qPrintable(none.isEmpty() ? QString() : none.first().pointer + QStringLiteral(" ") + none.first().reason));
    QVERIFY(editor.rowAt(QStringLiteral("/text"))->errorText().isEmpty());
    QVERIFY(editor.rowAt(QStringLiteral("/address/city"))->errorText().isEmpty());
    QVERIFY(editor.summaryText().isEmpty());
}

void TstArgumentsEditor::validateInRawMode()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(
        R"({"type":"object","properties":{"n":{"type":"integer","maximum":3}},"required":["n"],"additionalProperties":false})"));
    editor.setRawMode(true);
    editor.setRawText(QStringLiteral("{\"n\": 9, \"zzz\": 1}"));
    const QList<schemacheck::Violation> problems = editor.validate();
    QVERIFY(!problems.isEmpty());
    QVERIFY2(editor.summaryText().contains(QStringLiteral("/n")), qPrintable(editor.summaryText()));
}

void TstArgumentsEditor::inputProblems()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(R"({"type":"object","properties":{"m":{"type":"object","additionalProperties":true}}})"));
    QVERIFY(act(editor.rowAt(QStringLiteral("/m")), QStringLiteral("type:{\"a\": ")));
    // Broken JSON in a field: the member is left out and validate() says why, at the field.
    QCOMPARE(compact(editor.arguments()), QByteArray("{}"));
    const QList<schemacheck::Violation> problems = editor.validate();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().pointer, QStringLiteral("/m"));
    QVERIFY(problems.first().reason.contains(QStringLiteral("not valid JSON")));
    QVERIFY(editor.rowAt(QStringLiteral("/m"))->errorText().contains(QStringLiteral("not valid JSON")));
}

void TstArgumentsEditor::multiSelectOrder()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(parse(
        R"({"type":"object","properties":{"m":{"type":"array","uniqueItems":true,"items":{"type":"string","oneOf":[
        {"const":"x","title":"Ex"},{"const":"y","title":"Why"},{"const":"z","title":"Zed"}]}}}})"));
    auto *multi = qobject_cast<MultiChoiceFieldEditor *>(editor.rowAt(QStringLiteral("/m"))->editor());
    QVERIFY(multi);
    QCOMPARE(multi->checkBox(1)->text(), QStringLiteral("Why"));
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
    editor.setSchema(parse(
        R"({"type":"object","properties":{"mail":{"type":"string","format":"email"},"day":{"type":"string","format":"date"},
        "at":{"type":"string","format":"date-time"}}})"));
    QVERIFY(act(editor.rowAt(QStringLiteral("/mail")), QStringLiteral("type:not-an-address")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/day")), QStringLiteral("type:2025-02-30")));
    const QList<schemacheck::Violation> problems = editor.validate();
    QCOMPARE(problems.size(), 2);
    QVERIFY(editor.rowAt(QStringLiteral("/mail"))->errorText().contains(QStringLiteral("email")));
    QVERIFY(editor.rowAt(QStringLiteral("/day"))->errorText().contains(QStringLiteral("year-month-day")));

    // "Today" and "Now" fill in valid values.
    for (const QString &pointer : {QStringLiteral("/day"), QStringLiteral("/at")}) {
        QToolButton *button = nullptr;
        for (QToolButton *b : editor.rowAt(pointer)->editor()->findChildren<QToolButton *>())
            button = b;
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
    }
    QVERIFY(act(editor.rowAt(QStringLiteral("/mail")), QStringLiteral("type:a@example.com")));
    const QList<schemacheck::Violation> none = editor.validate();
    QVERIFY2(none.isEmpty(), qPrintable(none.isEmpty() ? QString() : none.first().reason));
    const QJsonObject args = editor.arguments();
    QCOMPARE(args.value(QStringLiteral("day")).toString(),
             QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate));
    QVERIFY(args.value(QStringLiteral("at")).toString().endsWith(QStringLiteral("Z")));
}

void TstArgumentsEditor::resetToDefaults()
{
    ArgumentsEditor editor;
    editor.show();
    editor.setSchema(
        parse(R"({"type":"object","properties":{"n":{"type":"integer","default":3},"s":{"type":"string"}}})"));
    editor.setArguments(parse(R"({"n":5,"s":"x","other":true})"));
    editor.resetToDefaults();
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"n":3})"));
    editor.setRawMode(true);
    editor.setRawText(QStringLiteral("{\"s\": \"typed\"}"));
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
    QCOMPARE(root->label(QStringLiteral("a"))->textFormat(), Qt::PlainText);
    QCOMPARE(root->label(QStringLiteral("a"))->text(), QStringLiteral("<b>bold</b>"));
    const QString tip = editor.rowAt(QStringLiteral("/a"))->editor()->inputWidget()->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("&lt;img")) && !tip.contains(QStringLiteral("<img")), qPrintable(tip));
    QVERIFY(!root->label(QStringLiteral("a"))->toolTip().contains(QStringLiteral("<img")));
    for (QLabel *label : editor.findChildren<QLabel *>()) {
        if (label->text().contains(QStringLiteral("<")))
            QCOMPARE(label->textFormat(), Qt::PlainText);
        QVERIFY(!label->toolTip().contains(QStringLiteral("<a ")));
    }
    auto *box = editor.rowAt(QStringLiteral("/o"))->editor()->findChild<QGroupBox *>();
    QVERIFY(!box->toolTip().contains(QStringLiteral("<a ")));
    auto *choice = qobject_cast<ChoiceFieldEditor *>(editor.rowAt(QStringLiteral("/e"))->editor());
    QCOMPARE(choice->comboBox()->itemText(1), QStringLiteral("<u>u</u>"));
}

void TstArgumentsEditor::sizeHintFitsForm()
{
    ArgumentsEditor small;
    small.setSchema(parse(R"({"type":"object","properties":{"a":{"type":"string"}}})"));
    ArgumentsEditor large;
    large.setSchema(
        DemoTools::definition(QStringLiteral("all-types"), false).value(QStringLiteral("inputSchema")).toObject());
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
        const QJsonObject schema = tool.value(QStringLiteral("inputSchema")).toObject();
        ArgumentsEditor editor;
        editor.show();
        editor.setSchema(schema);
        const QJsonObject args = editor.arguments();
        const QJsonObject props = schema.value(QStringLiteral("properties")).toObject();
        const QJsonArray required = schema.value(QStringLiteral("required")).toArray();
        for (auto it = props.constBegin(); it != props.constEnd(); ++it) {
            const QJsonObject p = it.value().toObject();
            if (p.contains(QStringLiteral("default")))
                QVERIFY2(args.value(it.key()) == p.value(QStringLiteral("default")),
                         qPrintable(tool.value(QStringLiteral("name")).toString() + QStringLiteral("/") + it.key()));
            else if (!required.contains(it.key()) && p.value(QStringLiteral("type")) != QStringLiteral("object"))
                QVERIFY2(!args.contains(it.key()),
                         qPrintable(tool.value(QStringLiteral("name")).toString() + QStringLiteral("/") + it.key()));
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
        client.request(method, params, nullptr, [&](const Reply &r) {
            result = r;
            done = true;
        });
        [[maybe_unused]] const bool answered = QTest::qWaitFor([&] { return done; }, 30000);
        return result;
    };
    const Reply list = call(QStringLiteral("tools/list"), {});
    QVERIFY(list.ok());
    const QJsonArray tools = list.result.object().value(QStringLiteral("tools")).toArray();
    QVERIFY(tools.size() > 5);
    ArgumentsEditor editor;
    editor.resize(600, 800);
    editor.show();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QJsonObject tool = tools.at(i).toObject();
        const QByteArrayView text
            = FormSchema::rawTextAt(list.result.text(), QStringLiteral("/tools/%1/inputSchema").arg(i));
        QVERIFY(!text.isNull());
        editor.setSchema(tool.value(QStringLiteral("inputSchema")).toObject(), text);
        QStringList shown;
        for (const FormField &p : editor.rootField().properties)
            shown.append(p.name);
        QStringList written;
        const auto members = jsontext::members(jsontext::memberText(text, "properties"));
        for (const auto &m : members)
            written.append(QString::fromUtf8(m.first));
        QCOMPARE(shown, written);
    }

    editor.setSchema(
        DemoTools::definition(QStringLiteral("all-types"), false).value(QStringLiteral("inputSchema")).toObject());
    QVERIFY(act(editor.rowAt(QStringLiteral("/text")), QStringLiteral("type:from the form")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/count")), QStringLiteral("spin:42")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/address/city")), QStringLiteral("type:Tromsø")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/address/geo/lat")), QStringLiteral("type:69.65")));
    auto *points = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/points"))->editor());
    QTest::mouseClick(points->addButton(), Qt::LeftButton);
    QVERIFY(act(editor.rowAt(QStringLiteral("/points/0/x")), QStringLiteral("type:1")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/points/0/y")), QStringLiteral("type:2.5")));
    QVERIFY(editor.validate().isEmpty());
    const QJsonObject sent = editor.arguments();
    const Reply reply
        = call(QStringLiteral("tools/call"),
               QJsonObject{{QStringLiteral("name"), QStringLiteral("all-types")}, {QStringLiteral("arguments"), sent}});
    QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
    QVERIFY2(!reply.result.object().value(QStringLiteral("isError")).toBool(),
             qPrintable(QString::fromUtf8(reply.result.text())));
    const QJsonObject structured = reply.result.object().value(QStringLiteral("structuredContent")).toObject();
    const QJsonObject received = structured.value(QStringLiteral("received")).toObject();
    for (auto it = sent.constBegin(); it != sent.constEnd(); ++it)
        QCOMPARE(received.value(it.key()), it.value());
    QCOMPARE(received.value(QStringLiteral("address")).toObject().value(QStringLiteral("city")).toString(),
             QStringLiteral("Tromsø"));
    QCOMPARE(received.value(QStringLiteral("count")).toInteger(), 42);

    // Out of range: flagged before sending; sending anyway reaches the server, which refuses too.
    QJsonObject outOfRange = editor.arguments();
    outOfRange.insert(QStringLiteral("ratio"), 7);
    editor.setArguments(outOfRange);
    const QList<schemacheck::Violation> problems = editor.validate();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().pointer, QStringLiteral("/ratio"));
    const Reply refused = [&] {
        const test::DeliberatelyInvalid onPurpose;
        return call(QStringLiteral("tools/call"), QJsonObject{{QStringLiteral("name"), QStringLiteral("all-types")},
                                                              {QStringLiteral("arguments"), editor.arguments()}});
    }();
    QVERIFY(!refused.ok() || refused.result.object().value(QStringLiteral("isError")).toBool());

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
    QVERIFY(act(editor.rowAt(QStringLiteral("/name")), QStringLiteral("type:Ada")));
    // A spin box has no placeholder: its range is told under it.
    QCOMPARE(editor.rowAt(QStringLiteral("/age"))->helpText(),
             QStringLiteral("A whole number from 0 to 150. Example: 75"));
    QCOMPARE(editor.rowAt(QStringLiteral("/name"))->helpText(), QStringLiteral("What should we call you?"));
    QVERIFY(act(editor.rowAt(QStringLiteral("/age")), QStringLiteral("spin:36")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/subscribe")), QStringLiteral("check:2")));
    QVERIFY(act(editor.rowAt(QStringLiteral("/color")), QStringLiteral("combo:3")));
    QVERIFY(editor.validate().isEmpty());
    QCOMPARE(compact(editor.arguments()), QByteArray(R"({"age":36,"color":"blue","name":"Ada","subscribe":true})"));

    // Titled single and multi-select (MCP 2025-11-25).
    const QByteArray shapes = R"({"type":"object","properties":{
        "single":{"type":"string","title":"Pick","oneOf":[{"const":"a","title":"Option A"},{"const":"b","title":"Option B"}]},
        "multi":{"type":"array","title":"Several","items":{"anyOf":[{"const":"x","title":"Ex"},{"const":"y","title":"Why"}]}}},"required":["single"]})";
    editor.setSchema(parse(shapes), shapes);
    auto *single = qobject_cast<ChoiceFieldEditor *>(editor.rowAt(QStringLiteral("/single"))->editor());
    QVERIFY(single);
    QCOMPARE(single->comboBox()->itemText(1), QStringLiteral("Option B"));
    single->comboBox()->setCurrentIndex(1);
    auto *multi = qobject_cast<MultiChoiceFieldEditor *>(editor.rowAt(QStringLiteral("/multi"))->editor());
    QVERIFY(multi);
    QCOMPARE(multi->checkBox(0)->text(), QStringLiteral("Ex"));
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
        case 0:
            return QJsonValue(QJsonValue::Null);
        case 1:
            return pick(2) == 0;
        case 2:
            return pick(3) == 0 ? QJsonValue(double(pick(1000)) / 7.0) : QJsonValue(qint64(pick(200)) - 100);
        case 3:
            return QStringLiteral("s%1").arg(pick(5));
        case 4:
            return QString();
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
        static const QStringList types
            = {QStringLiteral("string"), QStringLiteral("number"), QStringLiteral("integer"), QStringLiteral("boolean"),
               QStringLiteral("array"),  QStringLiteral("object"), QStringLiteral("null"),    QStringLiteral("bogus")};
        if (pick(12) == 0)
            return pick(2) == 0;
        QJsonObject s;
        const int shape = depth > 4 ? pick(4) : pick(12);
        switch (shape) {
        case 0:
            s.insert(QStringLiteral("type"), types.at(pick(types.size())));
            break;
        case 1:
            s.insert(QStringLiteral("type"), QJsonArray{types.at(pick(types.size())), types.at(pick(types.size()))});
            break;
        case 2:
            s.insert(QStringLiteral("enum"), QJsonArray{value(3), value(3)});
            break;
        case 3:
            s.insert(QStringLiteral("const"), value(3));
            break;
        case 4:
        case 5: {
            s.insert(QStringLiteral("type"), QStringLiteral("object"));
            QJsonObject props;
            QJsonArray required;
            for (int i = pick(5); i > 0; --i) {
                const QString name = QStringLiteral("p%1").arg(pick(5));
                props.insert(name, schema(depth + 1));
                if (pick(2))
                    required.append(name);
            }
            s.insert(QStringLiteral("properties"), props);
            s.insert(QStringLiteral("required"), required);
            break;
        }
        case 6:
            s.insert(QStringLiteral("type"), QStringLiteral("array"));
            s.insert(QStringLiteral("items"), schema(depth + 1));
            break;
        case 7:
        case 8: {
            QJsonArray branches;
            for (int i = pick(4); i > 0; --i)
                branches.append(schema(depth + 1));
            s.insert(pick(2) ? QStringLiteral("anyOf") : QStringLiteral("oneOf"), branches);
            break;
        }
        case 9:
            s.insert(QStringLiteral("$ref"),
                     pick(2) ? QStringLiteral("#/$defs/d%1").arg(pick(3)) : QStringLiteral("#"));
            break;
        case 10:
            s.insert(QStringLiteral("allOf"), QJsonArray{schema(depth + 1), schema(depth + 1)});
            break;
        default:
            s.insert(QStringLiteral("type"), QStringLiteral("number"));
            s.insert(QStringLiteral("minimum"), value(3));
            s.insert(QStringLiteral("maximum"), pick(100));
            break;
        }
        if (pick(3) == 0)
            s.insert(QStringLiteral("default"), value(2));
        if (pick(4) == 0)
            s.insert(QStringLiteral("title"), QStringLiteral("T"));
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
            defs.insert(QStringLiteral("d%1").arg(i), random.schema(2));
        schema.insert(QStringLiteral("$defs"), defs);
        schema.insert(QStringLiteral("type"), QStringLiteral("object"));
        editor.setSchema(schema);
        editor.arguments();
        editor.validate();
        const QJsonObject value = random.value(5).toObject();
        editor.setArguments(value);
        // The form keeps what it was given: members it shows and members it keeps as given.
        QVERIFY2(compact(editor.arguments()) == compact(value),
                 qPrintable(
                     QString::fromUtf8(compact(schema) + "\n" + compact(value) + "\n" + compact(editor.arguments()))));
        editor.validate();
        editor.setRawMode(true);
        QCOMPARE(compact(editor.arguments()), compact(value));
        editor.setRawMode(false);
        QCOMPARE(compact(editor.arguments()), compact(value));
    }
}

void TstArgumentsEditor::screenshot()
{
    const QString dir = QDir::currentPath() + QStringLiteral("/shots");
    QDir().mkpath(dir);
    const QJsonObject allTypes
        = DemoTools::definition(QStringLiteral("all-types"), false).value(QStringLiteral("inputSchema")).toObject();
    {
        ArgumentsEditor editor;
        editor.resize(640, 1500);
        editor.show();
        editor.setSchema(allTypes);
        auto *points = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/points"))->editor());
        QTest::mouseClick(points->addButton(), Qt::LeftButton);
        auto *tags = qobject_cast<ArrayFieldEditor *>(editor.rowAt(QStringLiteral("/tags"))->editor());
        QTest::mouseClick(tags->addButton(), Qt::LeftButton);
        QTest::mouseClick(tags->addButton(), Qt::LeftButton);
        editor.validate();
        QTest::qWait(50);
        QVERIFY(editor.grab().save(dir + QStringLiteral("/argumentseditor-form.png")));
        editor.setRawMode(true);
        QVERIFY(editor.grab().save(dir + QStringLiteral("/argumentseditor-json.png")));
        editor.setRawText(QStringLiteral("{\n  \"text\": \"hi\",\n  oops\n}"));
        editor.setRawMode(false);
        editor.resize(640, 300);
        QVERIFY(editor.grab().save(dir + QStringLiteral("/argumentseditor-json-broken.png")));
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
        QVERIFY(act(editor.rowAt(QStringLiteral("/author/email")), QStringLiteral("type:nobody")));
        editor.validate();
        QTest::qWait(50);
        QVERIFY(editor.grab().save(dir + QStringLiteral("/argumentseditor-rich.png")));

        // The variant box shrinks to the chosen variant's size.
        auto *target = qobject_cast<VariantFieldEditor *>(editor.rowAt(QStringLiteral("/target"))->editor());
        const int objectHeight = target->sizeHint().height();
        target->setCurrentVariant(1);
        QTRY_VERIFY2(target->sizeHint().height() < objectHeight,
                     qPrintable(QStringLiteral("%1 >= %2").arg(target->sizeHint().height()).arg(objectHeight)));
        QVERIFY(editor.grab().save(dir + QStringLiteral("/argumentseditor-rich-url.png")));
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
        QVERIFY(editor.grab().save(dir + QStringLiteral("/argumentseditor-nullable.png")));
        QCOMPARE(compact(editor.arguments()), QByteArray(R"({"note":null})"));
    }
}

QTEST_MAIN(TstArgumentsEditor)
#include "tst_argumentseditor.moc"
