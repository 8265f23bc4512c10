// SPDX-License-Identifier: MIT
#include "jsonrpc/message.h"
#include "widgets/json/jsonview.h"

#include <QColor>
#include <QTest>

using namespace mcpscope;

class TestJsonView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void highlightsPrettyJsonInWireOrder();
    void showsLargeMessagesPlain();
    void showsInvalidBytesAsReceived();
    void followsDarkPalette();
    void marksWholeLines();
};

void TestJsonView::marksWholeLines()
{
    JsonView view;
    view.showMessage(Message::parse(R"({"result":{"z":1,"a":[true,{"x":2}]}})"));
    // A member marks its line; an element spanning lines marks all of them; missing
    // pointers mark nothing (not their parent).
    const QColor colour(255, 200, 0, 60);
    QCOMPARE(view.setLineMarks({{QStringLiteral("/result/z"), colour},
                                {QStringLiteral("/result/a/1"), colour},
                                {QStringLiteral("/result/missing"), colour}}),
             4);
    QCOMPARE(view.markedLines(), (QStringList{QStringLiteral("    \"z\": 1,"), QStringLiteral("      {"),
                                              QStringLiteral("        \"x\": 2"), QStringLiteral("      }")}));
    QCOMPARE(view.extraSelections().size(), 4);
    // A highlighted pointer comes on top of the marks and leaves them.
    QVERIFY(view.highlightPointer(QStringLiteral("/result/z")));
    QCOMPARE(view.extraSelections().size(), 5);
    view.clearHighlight();
    QCOMPARE(view.extraSelections().size(), 4);
    // New content starts unmarked.
    view.showMessage(Message::parse(R"({"a":1})"));
    QVERIFY(view.markedLines().isEmpty());
    QVERIFY(view.extraSelections().isEmpty());
}

void TestJsonView::highlightsPrettyJsonInWireOrder()
{
    JsonView view;
    view.showMessage(Message::parse(R"({"jsonrpc":"2.0","id":1,"result":{"z":1,"a":[true,null]}})"));
    QVERIFY(view.isHighlighted());
    QVERIFY(view.note().isEmpty());
    // Re-indented from the bytes: "z" stays before "a" as it was sent.
    QCOMPARE(view.content(), QStringLiteral("{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"result\": {\n    \"z\": 1,\n"
                                            "    \"a\": [\n      true,\n      null\n    ]\n  }\n}"));
    QCOMPARE(view.toPlainText(), view.content());
    QVERIFY(view.isReadOnly());

    view.showPlainText(QStringLiteral("a stderr line"));
    QVERIFY(!view.isHighlighted());
    QCOMPARE(view.toPlainText(), QStringLiteral("a stderr line"));
    view.clearContent();
    QVERIFY(view.toPlainText().isEmpty());
}

void TestJsonView::showsLargeMessagesPlain()
{
    JsonView view;
    const QByteArray big = "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"blob\":\""
                           + QByteArray(JsonView::HighlightLimit, 'a') + "\"}}";
    view.showMessage(Message::parse(big));
    QVERIFY(!view.isHighlighted());
    QVERIFY(view.note().contains(QStringLiteral("without highlighting")));
    // Shown as received: not re-indented; the one long line is shown in pieces.
    QCOMPARE(view.content().size(), big.size());
    QVERIFY(view.note().contains(QStringLiteral("in pieces")));
    const QStringList lines = view.toPlainText().split(QLatin1Char('\n'));
    QVERIFY(lines.size() > 256);
    for (const QString &line : lines)
        QVERIFY(line.size() <= 4096 || line == lines.first());
    QCOMPARE(lines.mid(2).join(QString()), view.content());

    const QByteArray huge = "{\"blob\":\"" + QByteArray(JsonView::DisplayLimit + 10, 'b') + "\"}";
    view.showMessage(Message::parse(huge));
    QVERIFY(!view.isHighlighted());
    QVERIFY(view.note().contains(QStringLiteral("Only the first")));
    QCOMPARE(view.content().size(), JsonView::DisplayLimit);

    // A small message afterwards is highlighted again.
    view.showMessage(Message::parse(R"({"a":1})"));
    QVERIFY(view.isHighlighted());
}

void TestJsonView::showsInvalidBytesAsReceived()
{
    JsonView view;
    view.showMessage(Message::parse("{\"broken\": "));
    QVERIFY(!view.isHighlighted());
    QVERIFY(view.note().startsWith(QStringLiteral("Not JSON")));
    QCOMPARE(view.content(), QStringLiteral("{\"broken\": "));
    QVERIFY(view.toPlainText().endsWith(QStringLiteral("{\"broken\": ")));
}

void TestJsonView::followsDarkPalette()
{
    JsonView view;
    QPalette light;
    light.setColor(QPalette::Window, Qt::white);
    view.setPalette(light);
    view.showMessage(Message::parse(R"({"a":1})"));
    QVERIFY(!view.usesDarkTheme());
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
    view.setPalette(dark);
    QVERIFY(view.usesDarkTheme());
    QVERIFY(view.isHighlighted());
}

QTEST_MAIN(TestJsonView)
#include "tst_jsonview.moc"
