// SPDX-License-Identifier: MIT
#include "appicon.h"
#include "guiserverrequesthandler.h"
#include "jsonview.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "serversummaryview.h"
#include "session/session.h"
#include "sessionlogmodel.h"
#include "sessionlogview.h"
#include "stderrview.h"
#include "testpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

#include <csignal>
#include <sys/types.h>

using namespace mcpscope;
using namespace mcpscope::gui;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void connectsShowsAndSurvivesKill();
    void reportsMissingProgram();
    void answersRootsAndRefusesSampling();
    void hasApplicationIcon();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(),
             qPrintable(QStringLiteral("The demo server is not built: %1").arg(test::demoServerBinary())));
}

void TestMainWindow::connectsShowsAndSurvivesKill()
{
    StdioServerConfig config;
    config.program = test::demoServerBinary();
    MainWindow window(config);
    window.resize(1100, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.statusText().startsWith(QStringLiteral("Not connected")));

    window.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    QTRY_VERIFY(window.summaryView()->text(ServerSummaryView::Field::Server).contains(QStringLiteral("mcpscope-demo")));
    QCOMPARE(window.summaryView()->text(ServerSummaryView::Field::Version),
             window.client()->serverInfo().value(QStringLiteral("version")).toString());
    QCOMPARE(window.summaryView()->text(ServerSummaryView::Field::Protocol), window.client()->protocolVersion());
    QTRY_COMPARE(window.summaryView()->text(ServerSummaryView::Field::State), QStringLiteral("Connected"));
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Connected to mcpscope-demo ")), qPrintable(window.statusText()));
    QVERIFY(window.statusText().contains(QStringLiteral("(protocol %1)").arg(window.client()->protocolVersion())));

    // The rows show up, and selecting the initialize result shows its JSON.
    SessionLogModel *model = window.logView()->logModel();
    QTRY_VERIFY(model->rowCount() >= 3);
    qsizetype resultIndex = -1;
    for (qsizetype i = 0; i < window.session()->count(); ++i) {
        const SessionEvent &event = window.session()->eventAt(i);
        if (event.type == SessionEvent::Type::Received && event.message.kind() == Message::Kind::Result) {
            resultIndex = i;
            break;
        }
    }
    QVERIFY(resultIndex >= 0);
    window.logView()->selectEvent(resultIndex);
    QCOMPARE(window.logView()->selectedEventIndex(), resultIndex);
    QVERIFY(window.detailView()->isHighlighted());
    QVERIFY(window.detailView()->toPlainText().contains(QStringLiteral("\"serverInfo\": {")));
    QVERIFY(window.detailView()->toPlainText().contains(QStringLiteral("\"mcpscope-demo\"")));

    // Kill -9: the window says what happened in plain words and keeps every row.
    const qint64 pid = window.transport()->processId();
    QVERIFY(pid > 0);
    QTRY_COMPARE(model->rowCount(), int(window.session()->count()));
    const int rowsBefore = model->rowCount();
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Failed, 10000);
    QTRY_VERIFY2(window.statusText().startsWith(QStringLiteral("The server was killed by signal 9")),
                 qPrintable(window.statusText()));
    QTRY_COMPARE(window.summaryView()->text(ServerSummaryView::Field::State), QStringLiteral("Connection failed"));
    QTRY_VERIFY(model->rowCount() >= rowsBefore);
    QCOMPARE(window.logView()->selectedEventIndex(), resultIndex);
    QVERIFY(window.detailView()->toPlainText().contains(QStringLiteral("\"serverInfo\": {")));
    // The demo server announced itself on stderr; that line is still there too.
    QTRY_VERIFY(window.stderrView()->lineCount() >= 1);

    // Restart: a new server in the same session, after the old rows.
    window.restartServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    QTRY_VERIFY(model->rowCount() > rowsBefore + 2);
    QVERIFY(window.statusText().startsWith(QStringLiteral("Connected to mcpscope-demo ")));

    window.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Closed, 10000);
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Disconnected")), qPrintable(window.statusText()));

    // Closing the window while connected first lets the server go, then closes.
    window.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    const qsizetype rowsConnected = window.session()->count();
    QVERIFY(!window.close());
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 10000);
    QCOMPARE(window.client()->state(), McpClient::State::Closed);
    QVERIFY(window.session()->count() > rowsConnected);
}

void TestMainWindow::reportsMissingProgram()
{
    StdioServerConfig config;
    config.program = QDir::temp().filePath(QStringLiteral("mcpscope-no-such-server"));
    MainWindow window(config);
    window.show();
    window.connectToServer();
    QTRY_VERIFY(window.client()->state() == McpClient::State::Failed);
    QVERIFY2(window.statusText().contains(QStringLiteral("does not exist")), qPrintable(window.statusText()));
}

void TestMainWindow::answersRootsAndRefusesSampling()
{
    GuiServerRequestHandler handler;
    QJsonObject result;
    int code = 0;
    QString message;
    auto succeed = [&](const QJsonObject &r) { result = r; };
    auto fail = [&](int c, const QString &m) { code = c; message = m; };

    handler.handleServerRequest(Message::request(1, QStringLiteral("roots/list")), succeed, fail);
    const QJsonArray roots = result.value(QStringLiteral("roots")).toArray();
    QCOMPARE(roots.size(), 1);
    QCOMPARE(roots.at(0).toObject().value(QStringLiteral("uri")).toString(),
             QUrl::fromLocalFile(QDir::currentPath()).toString(QUrl::FullyEncoded));
    QCOMPARE(code, 0);

    handler.handleServerRequest(Message::request(2, QStringLiteral("sampling/createMessage")), succeed, fail);
    QCOMPARE(code, ErrorCode::MethodNotFound);
    QVERIFY(message.contains(QStringLiteral("cannot answer sampling/createMessage yet")));

    code = 0;
    handler.handleServerRequest(Message::request(3, QStringLiteral("elicitation/create")), succeed, fail);
    QCOMPARE(code, ErrorCode::MethodNotFound);
    QVERIFY(message.contains(QStringLiteral("elicitation/create")));
}

void TestMainWindow::hasApplicationIcon()
{
    const QIcon icon = applicationIcon();
    QCOMPARE(icon.availableSizes().size(), 3);
    const QImage image = icon.pixmap(QSize(64, 64)).toImage();
    QCOMPARE(image.size(), QSize(64, 64));
    QVERIFY(image.pixelColor(32, 32).alpha() > 0);

    StdioServerConfig config;
    config.program = test::demoServerBinary();
    MainWindow window(config);
    QVERIFY(!window.windowIcon().isNull());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
