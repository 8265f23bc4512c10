// SPDX-License-Identifier: MIT
// The detail pane: JSON, raw bytes, diagnostics with the pointed-at path marked.
#include "json/jsonpointer.h"
#include "json/jsontext.h"
#include "jsonrpc/message.h"
#include "session/session.h"
#include "session/timelinemodel.h"
#include "widgets/json/jsonview.h"
#include "widgets/json/rawtext.h"
#include "widgets/timeline/messagedetailview.h"

#include "testpaths.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QElapsedTimer>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace mcpscope;

class TestMessageDetail : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rawTabMarksOnlyInvalidBytes();
    void hexDump();
    void locatesJsonPointers_data();
    void locatesJsonPointers();
    void showsJsonRawAndDiagnostics();
    void showsStderrAndLargeMessages();
    void copies();
    void offersTheRoundsOfARequest();
};

void TestMessageDetail::hexDump()
{
    const QString dump = rawtext::hexDump("0123456789abcdefXY\n");
    QCOMPARE(dump, QStringLiteral("00000000  30 31 32 33 34 35 36 37  38 39 61 62 63 64 65 66  0123456789abcdef\n"
                                  "00000010  58 59 0A                                          XY.\n"));
}

void TestMessageDetail::locatesJsonPointers_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<bool>("exact");
    const QByteArray doc
        = R"({"id":1,"result":{"tools":[{"name":"a"},{"name":"b","x":[1,2]}],"a/b":{"~":true},"s":"}]\"{"}})";
    QTest::newRow("whole") << doc << QString() << doc << true;
    QTest::newRow("member") << doc << QStringLiteral("/id") << QByteArray(R"("id":1)") << true;
    QTest::newRow("element") << doc << QStringLiteral("/result/tools/1") << QByteArray(R"({"name":"b","x":[1,2]})")
                             << true;
    QTest::newRow("deep") << doc << QStringLiteral("/result/tools/1/x/1") << QByteArray("2") << true;
    QTest::newRow("escaped key") << doc << QStringLiteral("/result/a~1b/~0") << QByteArray(R"("~":true)") << true;
    QTest::newRow("after tricky string") << doc << QStringLiteral("/result/s") << QByteArray(R"("s":"}]\"{")") << true;
    QTest::newRow("missing member: parent")
        << doc << QStringLiteral("/result/tools/0/title") << QByteArray(R"({"name":"a"})") << false;
    QTest::newRow("index past end") << doc << QStringLiteral("/result/tools/7")
                                    << QByteArray(R"("tools":[{"name":"a"},{"name":"b","x":[1,2]}])") << false;
    const QByteArray pretty = jsontext::reindent(doc, 2);
    QTest::newRow("pretty") << pretty << QStringLiteral("/result/tools/0/name") << QByteArray(R"("name": "a")") << true;
    QTest::newRow("escaped in key") << QByteArray(R"({"\u0061b":1})") << QStringLiteral("/ab")
                                    << QByteArray(R"("\u0061b":1)") << true;
}

void TestMessageDetail::locatesJsonPointers()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, pointer);
    QFETCH(QByteArray, expected);
    QFETCH(bool, exact);
    const jsonpointer::Location where = jsonpointer::locate(json, pointer);
    QVERIFY(where.isValid());
    QCOMPARE(json.mid(where.start, where.length), expected);
    QCOMPARE(where.exact, exact);
}

namespace {

struct Fixture
{
    Session session;
    TimelineModel model;
    MessageDetailView view;

    Fixture()
    {
        model.setSession(&session);
        view.setTimelineModel(&model);
    }
};

} // namespace

void TestMessageDetail::rawTabMarksOnlyInvalidBytes()
{
    // The raw tab reads bytes with the one decoder (utf8::readable): a real U+FFFD is text,
    // literal "\\x41" is text, and only bytes that are not UTF-8 are escapes (with a note).
    Fixture f;
    const qsizetype valid = f.session.appendReceived(Message::parse("not json \xef\xbf\xbd C:\\x41"));
    const qsizetype invalid = f.session.appendReceived(Message::parse("not json \xef\xbf\xbd C:\\x41 \xff"));
    QTRY_COMPARE(f.model.rowCount(), 2);
    f.view.tabs()->setCurrentIndex(MessageDetailView::RawTab);
    f.view.showSessionEvent(valid);
    QCOMPARE(f.view.rawView()->content(), QStringLiteral("not json \ufffd C:\\x41"));
    QVERIFY2(!f.view.rawView()->note().contains(QStringLiteral("not valid UTF-8")),
             qPrintable(f.view.rawView()->note()));
    f.view.showSessionEvent(invalid);
    QCOMPARE(f.view.rawView()->content(), QStringLiteral("not json \ufffd C:\\\\x41 \\xFF"));
    QVERIFY2(f.view.rawView()->note().contains(QStringLiteral("1 bytes are not valid UTF-8")),
             qPrintable(f.view.rawView()->note()));
    QVERIFY(f.view.rawView()->note().contains(QStringLiteral("a backslash written before an x is doubled")));
}

void TestMessageDetail::showsJsonRawAndDiagnostics()
{
    Fixture f;
    const qsizetype request = f.session.appendSent(
        Message::request(4, QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("échø")}}));
    const qsizetype bad = f.session.appendReceived(Message::parse("{\"id\":4,\"result\":\xff}\r"));
    QTRY_COMPARE(f.model.rowCount(), 2);

    f.view.showSessionEvent(request);
    QVERIFY(f.view.jsonView()->isHighlighted());
    QVERIFY(f.view.jsonView()->toPlainText().contains(QStringLiteral("\"name\": \"échø\"")));
    QVERIFY(f.view.title().startsWith(QStringLiteral("#1 \u00b7 \u2192 request \u00b7 tools/call \u00b7 id 4")));

    // Not JSON: the raw tab shows every byte, the broken ones as escapes.
    f.view.showSessionEvent(bad);
    QVERIFY(!f.view.jsonView()->isHighlighted());
    f.view.tabs()->setCurrentIndex(MessageDetailView::RawTab);
    QCOMPARE(f.view.rawView()->content(), QStringLiteral("{\"id\":4,\"result\":\\xFF}\u240d"));
    QVERIFY(f.view.rawView()->note().contains(QStringLiteral("1 bytes are not valid UTF-8")));
    f.view.hexCheck()->setChecked(true);
    QVERIFY(f.view.rawView()->content().startsWith(QStringLiteral("00000000  7B 22 69 64")));
    f.view.hexCheck()->setChecked(false);

    // Diagnostics: listed in their tab; selecting one marks its place in both JSON views.
    f.view.showSessionEvent(request);
    Diagnostic d;
    d.code = QStringLiteral("shape.tools.call.name");
    d.severity = Severity::Warning;
    d.message = QStringLiteral("name looks odd");
    d.messageIndex = request;
    d.pointer = QStringLiteral("/params/name");
    Diagnostic whole = d;
    whole.code = QStringLiteral("whole");
    whole.pointer.clear();
    f.session.addDiagnostics({d, whole});
    QTRY_COMPARE(f.view.tabs()->tabText(MessageDetailView::DiagnosticsTab), QStringLiteral("Diagnostics (2)"));
    f.view.tabs()->setCurrentIndex(MessageDetailView::DiagnosticsTab);
    QCOMPARE(f.view.diagnosticsList()->topLevelItemCount(), 2);
    QCOMPARE(f.view.diagnosticsList()->topLevelItem(0)->text(1), QStringLiteral("shape.tools.call.name"));
    QCOMPARE(f.view.diagnosticsList()->topLevelItem(1)->text(3), QStringLiteral("the whole message"));
    QVERIFY(f.view.selectDiagnostic(0));
    QCOMPARE(f.view.diagnosticJsonView()->highlightedText(), QStringLiteral("\"name\": \"échø\""));
    QCOMPARE(f.view.jsonView()->highlightedText(), QStringLiteral("\"name\": \"échø\""));
    QVERIFY(f.view.selectDiagnostic(1));
    QVERIFY(f.view.jsonView()->highlightedText().startsWith(QLatin1Char('{')));
    QVERIFY(f.view.jsonView()->highlightedText().endsWith(QLatin1Char('}')));
    QVERIFY(!f.view.selectDiagnostic(2));

    // A response links the request: the jump button appears.
    f.view.tabs()->setCurrentIndex(MessageDetailView::JsonTab);
    f.view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QVERIFY(!f.view.jumpButton()->isVisible());
    f.session.appendReceived(Message::result(4, {}));
    QTRY_VERIFY(f.view.jumpButton()->isVisible());
    QCOMPARE(f.view.jumpButton()->text(), QStringLiteral("Go to Response #3"));
}

void TestMessageDetail::showsStderrAndLargeMessages()
{
    Fixture f;
    const qsizetype line = f.session.appendStderr("warn \xfe");
    const QByteArray big
        = "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"blob\":\"" + QByteArray(3 * 1024 * 1024, 'a') + "\"}}";
    const qsizetype large = f.session.appendReceived(Message::parse(big));
    QTRY_COMPARE(f.model.rowCount(), 2);
    f.view.showSessionEvent(line);
    QCOMPARE(f.view.jsonView()->content(), QStringLiteral("warn \\xFE"));
    QCOMPARE(f.view.rawBytes(), QByteArray("warn \xfe"));

    // Above the cap: shown plain with a note, quickly, in every tab.
    QElapsedTimer timer;
    timer.start();
    f.view.showSessionEvent(large);
    QVERIFY(!f.view.jsonView()->isHighlighted());
    QVERIFY(f.view.jsonView()->note().contains(QStringLiteral("without highlighting")));
    f.view.tabs()->setCurrentIndex(MessageDetailView::RawTab);
    QCOMPARE(f.view.rawView()->content().size(), big.size());
    f.view.tabs()->setCurrentIndex(MessageDetailView::DiagnosticsTab);
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    // A pointer into the large message still finds its place in the plain text.
    QVERIFY(f.view.jsonView()->highlightPointer(QStringLiteral("/method")));
    QCOMPARE(f.view.jsonView()->highlightedText(), QStringLiteral("\"method\":\"x\""));
}

void TestMessageDetail::copies()
{
    Fixture f;
    const qsizetype event = f.session.appendReceived(Message::parse("{\"z\":1,\"a\":[true]}"));
    QTRY_COMPARE(f.model.rowCount(), 1);
    f.view.showSessionEvent(event);
    f.view.copyJson();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("{\n  \"z\": 1,\n  \"a\": [\n    true\n  ]\n}"));
    f.view.copyRaw();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("{\"z\":1,\"a\":[true]}"));
    QCOMPARE(QApplication::clipboard()->mimeData()->data(QStringLiteral("application/octet-stream")),
             QByteArray("{\"z\":1,\"a\":[true]}"));
}

QTEST_MAIN(TestMessageDetail)

void TestMessageDetail::offersTheRoundsOfARequest()
{
    // MCP 2026-07-28: a request that asked for input and was sent again is one conversation;
    // the detail says which round it is and goes to any other round, both ways.
    Fixture f;
    const qsizetype first = f.session.appendSent(
        Message::parse(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"book"}})"));
    const qsizetype asks = f.session.appendReceived(Message::parse(
        R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{"a":{"method":"elicitation/create","params":{}}},"requestState":"s"}})"));
    const qsizetype second = f.session.appendSent(Message::parse(
        R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"book","inputResponses":{"a":{"action":"accept"}},"requestState":"s"}})"));
    const qsizetype done = f.session.appendReceived(
        Message::parse(R"({"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"booked"}]}})"));
    const qsizetype other = f.session.appendSent(Message::request(3, QStringLiteral("tools/list")));
    QTRY_COMPARE(f.model.rowCount(), 5);
    f.view.resize(900, 500);
    f.view.show();

    f.view.showSessionEvent(done);
    QToolButton *round = f.view.roundButton();
    QVERIFY(round->isVisible());
    QCOMPARE(round->text(), QStringLiteral("Round 2 of 2"));
    const QList<QAction *> actions = round->menu()->actions();
    QCOMPARE(actions.size(), 4);
    QVERIFY(actions.at(0)->text().contains(QStringLiteral("request #%1").arg(first + 1)));
    QVERIFY(actions.at(1)->text().contains(QStringLiteral("answer #%1").arg(asks + 1)));
    QVERIFY(actions.at(2)->text().contains(QStringLiteral("request #%1").arg(second + 1)));
    QSignalSpy requested(&f.view, &MessageDetailView::eventRequested);
    actions.at(0)->trigger();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().first().value<qsizetype>(), first);
    // Shown in full, not cut to "…".
    QTRY_VERIFY(round->width() >= round->sizeHint().width());
    QVERIFY(f.view.grab().save(test::shotPath(QStringLiteral("detail-rounds.png"))));

    f.view.showSessionEvent(first);
    QCOMPARE(round->text(), QStringLiteral("Round 1 of 2"));
    f.view.showSessionEvent(other);
    QVERIFY(!round->isVisible());
}

#include "tst_messagedetail.moc"
