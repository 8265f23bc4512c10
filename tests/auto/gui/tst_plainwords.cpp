// SPDX-License-Identifier: MIT
// Plain words for people who test tools by hand: every form field with its description and
// an example, "Copy as Command Line" from the Tools tab and the timeline (the text equals
// what core writes, which tst_clicommandline runs through a shell), and Help > Guide.
#include "findchild.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "profiles/clicommandline.h"
#include "session/session.h"
#include "testpaths.h"
#include "widgets/dialogs/guidedialog.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/forms/fieldrow.h"
#include "widgets/timeline/timelineview.h"
#include "widgets/tools/toolspanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

using namespace mcpscope;
using namespace mcpscope::gui;

class TestPlainWords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void fieldsShowAnExample();
    void copyAsCommandLine();
    void guide();
};

void TestPlainWords::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestPlainWords::fieldsShowAnExample()
{
    ArgumentsEditor editor;
    editor.setSchema(QJsonDocument::fromJson(R"({"type": "object", "properties": {
        "city": {"type": "string", "description": "The city to look up.", "examples": ["Lisbon"]},
        "contact": {"type": "string", "format": "email"},
        "count": {"type": "integer", "minimum": 5, "maximum": 10, "description": "How many."},
        "ratio": {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
        "when": {"type": "string", "format": "date", "description": "The day."},
        "tags": {"type": "array", "items": {"type": "string", "format": "uri"}},
        "mode": {"type": "string", "default": "fast"},
        "note": {"type": "string", "description": "Anything."}
    }})")
                         .object());
    // The help under each field, and the text inside the boxes of wide fields (lists).
    QStringList texts;
    for (FieldRow *row : editor.findChildren<FieldRow *>())
        texts << row->helpText();
    for (QLabel *label : editor.findChildren<QLabel *>())
        texts << label->text();
    // A format's example is in its box while it is empty.
    for (QLineEdit *line : editor.findChildren<QLineEdit *>())
        texts << line->placeholderText();
    const auto has = [&texts](const QString &text) {
        for (const QString &t : texts) {
            if (t.contains(text))
                return true;
        }
        return false;
    };
    QVERIFY2(has(QStringLiteral("The city to look up. Example: Lisbon")), qPrintable(texts.join(u'|')));
    QVERIFY2(has(QStringLiteral("e.g. name@example.com")), qPrintable(texts.join(u'|')));
    QVERIFY2(has(QStringLiteral("How many. (A whole number from 5 to 10) Example: 7")), qPrintable(texts.join(u'|')));
    QVERIFY2(texts.contains(QStringLiteral("The day.")), qPrintable(texts.join(u'|')));
    QVERIFY2(has(QStringLiteral("e.g. 2025-01-31")), qPrintable(texts.join(u'|')));
    QVERIFY2(has(QStringLiteral("Example: [\"https://example.com/page\"]")), qPrintable(texts.join(u'|')));
    QVERIFY2(has(QStringLiteral("Example: fast")), qPrintable(texts.join(u'|')));
    // A number above 0 and at most 1: the example is inside the range.
    QVERIFY2(has(QStringLiteral("A number from 0 to 1. Example: 0.5")), qPrintable(texts.join(u'|')));
    // Plain text without a format keeps its description; no example is made up.
    QVERIFY(texts.contains(QStringLiteral("Anything.")));
}

void TestPlainWords::copyAsCommandLine()
{
    ServerProfile profile;
    profile.program = test::demoServerBinary();
    MainWindow window(profile);
    window.show();
    QSignalSpy ready(&window, &MainWindow::connectionReady);
    window.connectToServer();
    QVERIFY(ready.wait(20000));

    // The Tools tab: the chosen tool with the arguments in the form.
    ToolsPanel *tools = window.toolsPanel();
    window.tabs()->setCurrentWidget(tools);
    QTRY_VERIFY(tools->selectTool(QStringLiteral("echo")));
    const QJsonObject arguments{{QStringLiteral("message"), QStringLiteral("hello, world")}};
    test::child<ArgumentsEditor>(tools, QStringLiteral("toolsArguments"))->setArguments(arguments);
    auto *copyCommand = test::child<QToolButton>(tools, QStringLiteral("copyCommandLine"));
    QVERIFY(copyCommand->isEnabled());
    const QList<QAction *> flavors = copyCommand->menu()->actions();
    QCOMPARE(flavors.size(), 2);
    const QJsonObject call{{QStringLiteral("name"), QStringLiteral("echo")}, {QStringLiteral("arguments"), arguments}};
    flavors.at(0)->trigger();
    const QString own = CliCommandLine::forRequest(CliCommandLine::Flavor::Mcpscope, window.profile(),
                                                   QStringLiteral("tools/call"), call)
                            .text;
    QCOMPARE(QApplication::clipboard()->text(), own);
    QVERIFY(own.contains(QStringLiteral("--tool-name echo --tool-arg 'message=hello, world'")));
    flavors.at(1)->trigger();
    QVERIFY(QApplication::clipboard()->text().startsWith(QStringLiteral("npx @modelcontextprotocol/inspector --cli ")));
    QVERIFY(window.statusText().contains(QStringLiteral("clipboard")));

    // The timeline: a request that was sent, here tools/list.
    qsizetype listIndex = -1;
    for (qsizetype i = 0; i < window.session()->count(); ++i) {
        const SessionEvent &event = window.session()->eventAt(i);
        if (event.type == SessionEvent::Type::Sent && event.message.method() == QLatin1String("tools/list"))
            listIndex = i;
    }
    QVERIFY(listIndex >= 0);
    window.tabs()->setCurrentIndex(0);
    window.selectEvent(listIndex);
    auto *copy = window.findChild<QAction *>(QStringLiteral("copyCommandLineAction"));
    QVERIFY(copy);
    QTRY_VERIFY(copy->isEnabled());
    QApplication::clipboard()->clear();
    copy->trigger();
    QCOMPARE(QApplication::clipboard()->text(),
             QStringLiteral("mcpscope --cli %1 --method tools/list").arg(test::demoServerBinary()));
    // The answer from the server is no request: nothing to copy.
    window.selectEvent(listIndex + 1 < window.session()->count() ? listIndex + 1 : listIndex);
    if (window.session()
            ->eventAt(test::child<TimelineView>(window, QStringLiteral("timelineView"))->selectedEventIndex())
            .type
        == SessionEvent::Type::Received)
        QVERIFY(!copy->isEnabled());
    window.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Closed, 10000);
}

void TestPlainWords::guide()
{
    MainWindow window{ServerProfile()};
    window.show();
    auto *guide = window.findChild<QAction *>(QStringLiteral("guideAction"));
    QVERIFY(guide);
    QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
    guide->trigger();
    auto *dialog = window.findChild<GuideDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    const QString text = dialog->browser()->toPlainText();
    for (const QString &heading : {QStringLiteral("Connect to a server"), QStringLiteral("Call a tool"),
                                   QStringLiteral("When something goes wrong"), QStringLiteral("Copy as Command Line")})
        QVERIFY2(text.contains(heading), qPrintable(heading));
    QVERIFY(!dialog->browser()->openExternalLinks());
    // A second time, the same dialog comes forward.
    guide->trigger();
    QCOMPARE(window.findChildren<GuideDialog *>().size(), 1);
}

QTEST_MAIN(TestPlainWords)
#include "tst_plainwords.moc"
