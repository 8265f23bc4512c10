// SPDX-License-Identifier: MIT
// The window reads a message once (docs/ARCHITECTURE.md, "One data path"): the real MainWindow,
// offscreen, against the fault server's notification flood, then a tools/list and a tools/call.
// Message::treeParses() counts every Qt tree mcpscope makes from JSON text (all of them go
// through jsontree::parse; the configure step fails on any other QJsonDocument::fromJson). It may
// grow by one for a message a view shows, and by nothing for messages that only arrive.
#include "findchild.h"
#include "jsonrpc/message.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "testpaths.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/timeline/timelineview.h"
#include "widgets/tools/toolresultview.h"
#include "widgets/tools/toolspanel.h"

#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

constexpr int Flood = 20000;

qsizetype receivedOf(const Session &session, const QString &method)
{
    qsizetype n = 0;
    for (const SessionEvent &e : session.events())
        n += e.type == SessionEvent::Type::Received && e.message.method() == method;
    return n;
}

} // namespace

class TestWindowPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!test::nodeBinary().isEmpty(), "node is not on the PATH");
    }

    void readsEachMessageOnce()
    {
        StdioServerConfig config;
        config.program = test::nodeBinary();
        config.arguments = {test::sourceDir() + QStringLiteral("/tests/faultserver/faultserver.js"),
                            QStringLiteral("notification-flood")};
        config.environment.insert(QStringLiteral("FAULT_FLOOD"), QString::number(Flood));
        MainWindow window(config);
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *logView = window.findChild<QTableView *>(QStringLiteral("logView"));
        auto *tools = window.findChild<ToolsPanel *>(QStringLiteral("toolsPanel"));
        auto *timeline = window.findChild<TimelineView *>();
        QVERIFY(logView && tools && timeline);

        // The flood, the handshake and the tool list: what arrives is scanned, validated,
        // journalled, counted and listed without a tree. The trees are the initialize result
        // (the client reads the handshake, the overview shows it), the tool list (the Tools tab
        // shows it), and the validator's compile of the echo tool's inputSchema (kept by its
        // text: once per schema, not per message). The 20,000 log lines make none.
        const quint64 before = Message::treeParses();
        window.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(receivedOf(*window.session(), QStringLiteral("notifications/message")),
                                  qsizetype(Flood), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(logView->model()->rowCount(), Flood, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(tools->selectTool(QStringLiteral("echo")), 10000);
        QTRY_COMPARE(timeline->model()->rowCount(), int(window.session()->count()));
        // The log pane and the timeline are drawn, at the end of the flood and scrolled.
        window.tabs()->setCurrentWidget(tools);
        logView->scrollToBottom();
        timeline->scrollToBottom();
        QTest::qWait(50);
        logView->scrollToTop();
        timeline->scrollToTop();
        QTest::qWait(50);
        const quint64 arrived = Message::treeParses() - before;
        QVERIFY2(arrived <= 3, qPrintable(QStringLiteral("%1 trees made for %2 messages that arrived (at most 3: the "
                                                         "initialize result, the tool list, the tool's schema)")
                                              .arg(arrived)
                                              .arg(window.session()->count())));

        // A call whose result the Tools tab shows: one tree, shared by the controller (for
        // isError) and the view (the content blocks); the JSON beside it is the bytes re-indented.
        const quint64 beforeCall = Message::treeParses();
        test::child<ArgumentsEditor>(tools, QStringLiteral("toolsArguments"))
            ->setArguments(QJsonObject{{QStringLiteral("text"), QStringLiteral("once")}});
        auto *run = tools->findChild<QPushButton *>(QStringLiteral("toolsRun"));
        QVERIFY(run && run->isEnabled());
        run->click();
        auto *result = tools->findChild<ToolResultView *>();
        QVERIFY(result);
        QTRY_COMPARE_WITH_TIMEOUT(result->status(), ToolResultView::Status::Ok, 10000);
        QTest::qWait(50);
        const quint64 called = Message::treeParses() - beforeCall;
        QVERIFY2(called <= 1, qPrintable(QStringLiteral("%1 trees made for one shown tool result").arg(called)));

        // Selecting rows shows them in the detail view: the bytes re-indented, no tree.
        const quint64 beforeSelect = Message::treeParses();
        const qsizetype last = window.session()->count() - 1;
        for (qsizetype i : {qsizetype(5), last / 2, last}) {
            QVERIFY(timeline->selectEvent(i));
            QTest::qWait(20);
        }
        const quint64 selected = Message::treeParses() - beforeSelect;
        QVERIFY2(selected <= 3, qPrintable(QStringLiteral("%1 trees made for 3 messages shown").arg(selected)));
    }
};

QTEST_MAIN(TestWindowPath)
#include "tst_windowpath.moc"
