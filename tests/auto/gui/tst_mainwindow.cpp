// SPDX-License-Identifier: MIT
#include "connectioncontroller.h"
#include "findchild.h"
#include "guiserverrequesthandler.h"
#include "mainwindow.h"
#include "mcp/autoanswer.h"
#include "mcp/mcpclient.h"
#include "mcp/rootslist.h"
#include "profiles/secretstore.h"
#include "prompts/promptcatalog.h"
#include "prompts/promptlistmodel.h"
#include "resources/resourcecatalog.h"
#include "resources/resourcelistmodel.h"
#include "session/diagnosticsmodel.h"
#include "session/session.h"
#include "session/timelinefilter.h"
#include "session/timelinemodel.h"
#include "testpaths.h"
#include "widgets/common/appicon.h"
#include "widgets/diagnostics/diagnosticsview.h"
#include "widgets/json/jsonview.h"
#include "widgets/prompts/promptspanel.h"
#include "widgets/resources/resourcespanel.h"
#include "widgets/server/logpane.h"
#include "widgets/server/rootseditor.h"
#include "widgets/server/serveroverview.h"
#include "widgets/server/stderrview.h"
#include "widgets/timeline/messagedetailview.h"
#include "widgets/timeline/timelinefilterbar.h"
#include "widgets/timeline/timelineview.h"
#include "widgets/tools/toolspanel.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>
#include <QTreeWidget>
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
    void switchesServers();
    void reportsMissingProgram();
    void remoteServerGetsItsOwnWindow();
    void saysOnceWhereSecretsAre();
    void answersRootsAndRefusesSampling();
    void remembersRoots();
    void clientSideInWindow();
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
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.statusText().startsWith(QStringLiteral("Not connected")));
    auto *overview = test::child<ServerOverview>(window, QStringLiteral("serverOverview"));
    auto *timeline = test::child<TimelineView>(window, QStringLiteral("timelineView"));
    auto *detail = test::child<MessageDetailView>(window, QStringLiteral("messageDetail"));
    auto *filterBar = test::child<TimelineFilterBar>(window, QStringLiteral("timelineFilterBar"));

    window.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    QTRY_VERIFY(overview->text(ServerOverview::Field::Server).contains(QStringLiteral("mcpscope-demo")));
    QCOMPARE(overview->text(ServerOverview::Field::Version),
             window.client()->serverInfo().value(QStringLiteral("version")).toString());
    QCOMPARE(overview->text(ServerOverview::Field::Protocol), window.client()->protocolVersion());
    QTRY_COMPARE(overview->text(ServerOverview::Field::State), QStringLiteral("Connected"));
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Connected to mcpscope-demo ")),
             qPrintable(window.statusText()));
    QVERIFY(window.statusText().contains(QStringLiteral("(protocol %1)").arg(window.client()->protocolVersion())));

    // The overview: capabilities of both sides (with what they mean), counts, instructions.
    QTRY_VERIFY(overview->capabilityItem(true, {QStringLiteral("tools")}) != nullptr);
    QTreeWidgetItem *tools = overview->capabilityItem(true, {QStringLiteral("tools")});
    QVERIFY(tools->toolTip(0).contains(QStringLiteral("tools/call")));
    QTreeWidgetItem *subscribe
        = overview->capabilityItem(true, {QStringLiteral("resources"), QStringLiteral("subscribe")});
    QVERIFY(subscribe);
    QCOMPARE(subscribe->text(1), QStringLiteral("true"));
    QTreeWidgetItem *roots = overview->capabilityItem(false, {QStringLiteral("roots")});
    QVERIFY(roots);
    QVERIFY(roots->toolTip(0).contains(QStringLiteral("roots/list")));
    QTRY_VERIFY(overview->text(ServerOverview::Field::Tools).toInt() > 0);
    QTRY_VERIFY(overview->text(ServerOverview::Field::Prompts).toInt() > 0);
    QTRY_VERIFY(overview->text(ServerOverview::Field::Resources).toInt() > 0);
    QTRY_VERIFY(overview->text(ServerOverview::Field::Templates).toInt() > 0);
    // The Tools tab follows the same server.
    QVERIFY(window.tabs()->indexOf(window.toolsPanel()) > 0);
    QTRY_VERIFY(window.toolsPanel()->isAvailable());
    QVERIFY(window.tabs()->isTabEnabled(window.tabs()->indexOf(window.toolsPanel())));
    QCOMPARE(window.toolsPanel()->currentTool(), QStringLiteral("echo"));
    QCOMPARE(overview->text(ServerOverview::Field::Instructions).isEmpty(), window.client()->instructions().isEmpty());

    // The Resources and Prompts tabs follow the connection; a prompt's resource link opens
    // the Resources tab on that resource.
    QCOMPARE(window.tabs()->tabText(0), QStringLiteral("Messages"));
    QCOMPARE(window.tabs()->tabText(1), QStringLiteral("Tools"));
    QCOMPARE(window.tabs()->tabText(2), QStringLiteral("Resources"));
    QCOMPARE(window.tabs()->tabText(3), QStringLiteral("Prompts"));
    QVERIFY(window.tabs()->isTabEnabled(2));
    QVERIFY(window.tabs()->isTabEnabled(3));
    QTRY_COMPARE_WITH_TIMEOUT(window.resourcesPanel()->catalog()->resources()->rowCount(), 26, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(window.promptsPanel()->catalog()->prompts()->rowCount(), 3, 20000);
    Q_EMIT window.promptsPanel()->resourceLinkActivated(QStringLiteral("demo://notes/01.md"));
    QCOMPARE(window.tabs()->currentWidget(), window.resourcesPanel());
    QTRY_COMPARE_WITH_TIMEOUT(window.resourcesPanel()->shownUri(), QStringLiteral("demo://notes/01.md"), 20000);
    window.grab().save(QDir::tempPath() + QStringLiteral("/mcpscope-window-resources.png"));
    // A tool result's resource link goes the same way.
    window.tabs()->setCurrentWidget(window.toolsPanel());
    Q_EMIT window.toolsPanel()->resourceLinkActivated(QStringLiteral("demo://notes/04.md"));
    QCOMPARE(window.tabs()->currentWidget(), window.resourcesPanel());
    QTRY_COMPARE_WITH_TIMEOUT(window.resourcesPanel()->shownUri(), QStringLiteral("demo://notes/04.md"), 20000);
    window.tabs()->setCurrentIndex(0);

    // The rows show up; the initialize result is selected and shown as JSON.
    TimelineModel *model = timeline->timelineModel();
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
    QTRY_COMPARE(timeline->selectedEventIndex(), resultIndex);
    timeline->selectEvent(resultIndex);
    QCOMPARE(timeline->selectedEventIndex(), resultIndex);
    QCOMPARE(detail->eventIndex(), resultIndex);
    QVERIFY(detail->jsonView()->isHighlighted());
    QVERIFY(detail->jsonView()->toPlainText().contains(QStringLiteral("\"serverInfo\": {")));
    QVERIFY(detail->jsonView()->toPlainText().contains(QStringLiteral("\"mcpscope-demo\"")));
    QCOMPARE(model->index(int(resultIndex), TimelineModel::MethodColumn).data().toString(),
             QStringLiteral("initialize"));

    // Jump to the request and back (Ctrl+J).
    const qsizetype requestIndex = model->linkedRow(int(resultIndex));
    QVERIFY(requestIndex >= 0);
    timeline->setFocus();
    QTest::keyClick(timeline, Qt::Key_J, Qt::ControlModifier);
    QCOMPARE(timeline->selectedEventIndex(), requestIndex);
    QVERIFY(detail->title().contains(QStringLiteral("request")));
    QTest::keyClick(timeline, Qt::Key_J, Qt::ControlModifier);
    QCOMPARE(timeline->selectedEventIndex(), resultIndex);

    // A diagnostic (injected: the validator may not be wired yet) shows in the timeline's
    // marker column, the detail pane (path marked), the dock and the status bar.
    Diagnostic diagnostic;
    diagnostic.code = QStringLiteral("test.injected");
    diagnostic.severity = Severity::Warning;
    diagnostic.message = QStringLiteral("An injected finding about serverInfo");
    diagnostic.messageIndex = resultIndex;
    diagnostic.pointer = QStringLiteral("/result/serverInfo/name");
    const qsizetype warningsBefore = window.session()->countOf(Severity::Warning);
    window.session()->addDiagnostics({diagnostic});
    QTRY_COMPARE(model->severityOf(int(resultIndex)), int(Severity::Warning));
    QTRY_COMPARE(window.warningCountText(), QStringLiteral("Warnings: %1").arg(warningsBefore + 1));
    QTRY_VERIFY(detail->tabs()->tabText(MessageDetailView::DiagnosticsTab).startsWith(QStringLiteral("Diagnostics (")));
    detail->tabs()->setCurrentIndex(MessageDetailView::DiagnosticsTab);
    const QList<qsizetype> ofResult = window.session()->diagnosticsOf(resultIndex);
    const int row = int(ofResult.indexOf(window.session()->diagnostics().size() - 1));
    QVERIFY(row >= 0);
    QVERIFY(detail->selectDiagnostic(row));
    QCOMPARE(detail->diagnosticsList()->topLevelItem(row)->text(1), QStringLiteral("test.injected"));
    QCOMPARE(detail->diagnosticJsonView()->highlightedText(), QStringLiteral("\"name\": \"mcpscope-demo\""));
    QCOMPARE(detail->jsonView()->highlightedText(), QStringLiteral("\"name\": \"mcpscope-demo\""));

    // Double-clicking it in the dock selects its message from anywhere.
    timeline->selectEvent(0);
    DiagnosticsView *dock = test::child<DiagnosticsView>(window, QStringLiteral("diagnosticsView"));
    QTRY_VERIFY(dock->model()->rowCount() >= 1);
    dock->searchField()->setText(QStringLiteral("test.injected"));
    QCOMPARE(dock->view()->model()->rowCount(), 1);
    dock->activateRow(0);
    QCOMPARE(timeline->selectedEventIndex(), resultIndex);
    QCOMPARE(detail->tabs()->currentIndex(), int(MessageDetailView::DiagnosticsTab));
    detail->tabs()->setCurrentIndex(MessageDetailView::JsonTab);

    // The filter bar: a method, then back to everything.
    filterBar->methodBox()->setEditText(QStringLiteral("initialize"));
    QCOMPARE(timeline->filter()->method(), QStringLiteral("initialize"));
    QCOMPARE(timeline->filter()->rowCount(), 2);
    QCOMPARE(filterBar->countText(), QStringLiteral("2 of %1 shown").arg(model->rowCount()));
    filterBar->clearFilters();
    QCOMPARE(timeline->filter()->rowCount(), model->rowCount());

    // Kill -9: the window says what happened in plain words and keeps every row.
    const qint64 pid = window.transport()->processId();
    QVERIFY(pid > 0);
    QTRY_COMPARE(model->rowCount(), int(window.session()->count()));
    const int rowsBefore = model->rowCount();
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Failed, 10000);
    QTRY_VERIFY2(window.statusText().startsWith(QStringLiteral("The server was killed by signal 9")),
                 qPrintable(window.statusText()));
    QTRY_COMPARE(overview->text(ServerOverview::Field::State), QStringLiteral("Connection failed"));
    QTRY_VERIFY(model->rowCount() >= rowsBefore);
    QCOMPARE(timeline->selectedEventIndex(), resultIndex);
    QVERIFY(detail->jsonView()->toPlainText().contains(QStringLiteral("\"serverInfo\": {")));
    // The plain words are in the timeline too, as a lifecycle row.
    bool toldInTimeline = false;
    for (int i = rowsBefore; i < model->rowCount(); ++i) {
        if (model->kindOf(i) == TimelineModel::LifecycleKind
            && model->index(i, TimelineModel::SummaryColumn).data().toString().contains(QStringLiteral("signal 9")))
            toldInTimeline = true;
    }
    QVERIFY(toldInTimeline);
    // The demo server announced itself on stderr; that line is still there too.
    QTRY_VERIFY(test::child<StderrView>(window, QStringLiteral("stderrView"))->lineCount() >= 1);

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

void TestMainWindow::switchesServers()
{
    ServerProfile first;
    first.name = QStringLiteral("first");
    first.program = test::demoServerBinary();
    MainWindow window(first);
    window.show();
    window.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    const qsizetype before = window.session()->count();

    // Another profile while connected: the first server goes, the second comes, same session.
    ServerProfile second = first;
    second.name = QStringLiteral("second");
    second.requestTimeoutMs = 12000;
    window.openProfile(second);
    QTRY_COMPARE_WITH_TIMEOUT(window.profile().name, QStringLiteral("second"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    QCOMPARE(window.client()->defaultTimeoutMs(), 12000);
    QVERIFY(window.session()->count() > before);
    int starts = 0;
    for (qsizetype i = 0; i < window.session()->count(); ++i) {
        const SessionEvent &event = window.session()->eventAt(i);
        if (event.type == SessionEvent::Type::Lifecycle && event.text.startsWith(QStringLiteral("Starting the server")))
            ++starts;
    }
    QCOMPARE(starts, 2);
    window.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Closed, 10000);
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

void TestMainWindow::remoteServerGetsItsOwnWindow()
{
    ServerProfile remote;
    remote.name = QStringLiteral("remote");
    remote.url = QStringLiteral("http://127.0.0.1:9/mcp"); // the discard port: nothing answers
    remote.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer t0k3n")}};
    MainWindow window(remote);
    window.show();
    // Not a program: the transport for a URL.
    QVERIFY(!window.transport());
    QVERIFY(window.serverTransport());
    QVERIFY(!window.serverTransport()->isStdio());
    QVERIFY2(window.statusText().startsWith(
                 QStringLiteral("Not connected. Use Connect to connect to http://127.0.0.1:9/mcp (Authorization: …)")),
             qPrintable(window.statusText()));
    window.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Failed, 40000);
    QVERIFY(!window.client()->failureReason().isEmpty());
    QVERIFY(!window.statusText().contains(QStringLiteral("t0k3n")));

    // The same server with other timeouts: this window's transport takes it.
    ServerProfile again = remote;
    again.requestTimeoutMs = 5000;
    QVERIFY(window.connectionController()->canSwitchTo(again));
    QCOMPARE(window.openProfile(again), &window);
    QTRY_COMPARE(window.client()->defaultTimeoutMs(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!window.connectionController()->isActive(), 40000);

    // A program after a URL (and a URL after a program, or another URL): a window of its own,
    // this one stays as it is.
    ServerProfile local;
    local.name = QStringLiteral("local");
    local.program = test::demoServerBinary();
    QVERIFY(!window.connectionController()->canSwitchTo(local));
    ServerProfile otherUrl = remote;
    otherUrl.headers[0].second = QStringLiteral("Bearer other");
    QVERIFY(!window.connectionController()->canSwitchTo(otherUrl));
    QPointer<MainWindow> other = window.openProfile(local);
    QVERIFY(other);
    QVERIFY(other != &window);
    QCOMPARE(window.profile().name, QStringLiteral("remote"));
    QVERIFY(window.statusText().contains(QStringLiteral("opened in a window of its own")));
    QVERIFY(other->transport());
    QTRY_VERIFY_WITH_TIMEOUT(other->client()->state() == McpClient::State::Ready, 15000);
    QVERIFY(!other->connectionController()->canSwitchTo(remote));
    QPointer<MainWindow> third = other->openProfile(remote);
    QVERIFY(third);
    QVERIFY(third != other);
    QCOMPARE(other->profile().name, QStringLiteral("local"));
    QVERIFY(!third->transport());
    for (MainWindow *w : {other.data(), third.data()})
        w->close();
    QTRY_VERIFY_WITH_TIMEOUT(!other && !third, 20000);
}

void TestMainWindow::saysOnceWhereSecretsAre()
{
    // The test mode keeps the profiles and the secrets in the tests' own folder, and never in
    // a keychain.
    const QString profiles = ServerProfileStore::defaultPath();
    const QString secrets = QFileInfo(profiles).absolutePath() + QStringLiteral("/secrets.json");
    QFile::remove(profiles);
    QFile::remove(secrets);
    QSettings().remove(QStringLiteral("Secrets"));
    StdioServerConfig config;
    config.program = test::demoServerBinary();
    MainWindow window(config);
    window.restoreSettings();
    QSignalSpy notices(window.connectionController(), &ConnectionController::secretsNotice);
    ServerProfileStore &store = window.connectionController()->store();
    QVERIFY(store.secretStore()->usingFallback());
    // Nothing secret yet: nothing to say.
    window.connectionController()->noteWhereSecretsAre();
    QCOMPARE(notices.size(), 0);
    ServerProfile p = ServerProfile::fromStdioConfig(config, QStringLiteral("with key"));
    p.environment.insert(QStringLiteral("API_KEY"), QStringLiteral("k-1"));
    store.upsert(p);
    QVERIFY(store.save());
    window.connectionController()->noteWhereSecretsAre();
    QCOMPARE(notices.size(), 1);
    const QString notice = notices.at(0).at(0).toString();
    QVERIFY2(notice.startsWith(QStringLiteral("No system keychain is available; secrets are kept in ")),
             qPrintable(notice));
    QVERIFY(notice.contains(secrets));
    QCOMPARE(window.statusText(), notice);
    // Once.
    window.connectionController()->noteWhereSecretsAre();
    QCOMPARE(notices.size(), 1);
    QFile profilesFile(profiles);
    QVERIFY(profilesFile.open(QIODevice::ReadOnly));
    QVERIFY(!profilesFile.readAll().contains("k-1"));
    profilesFile.close();
    QFile::remove(profiles);
    QFile::remove(secrets);
    QSettings().remove(QStringLiteral("Secrets"));
}

void TestMainWindow::answersRootsAndRefusesSampling()
{
    Session session;
    StdioServerConfig config;
    config.program = test::demoServerBinary();
    StdioTransport transport(config);
    McpClient client(&transport, &session);
    QWidget window;
    GuiServerRequestHandler handler(&client, &window);
    QJsonObject result;
    int code = 0;
    QString message;
    auto succeed = [&](const QJsonObject &r) { result = r; };
    auto fail = [&](int c, const QString &m) {
        code = c;
        message = m;
    };

    // Roots: the current directory until the person changes them.
    handler.handleServerRequest(Message::request(1, QStringLiteral("roots/list")), succeed, fail);
    const QJsonArray roots = result.value(QStringLiteral("roots")).toArray();
    QCOMPARE(roots.size(), 1);
    QCOMPARE(roots.at(0).toObject().value(QStringLiteral("uri")).toString(),
             QUrl::fromLocalFile(QDir::currentPath()).toString(QUrl::FullyEncoded));
    QCOMPARE(code, 0);

    // Unattended: a canned reply and a decline, without dialogs.
    handler.autoAnswer()->setEnabled(true);
    handler.handleServerRequest(Message::request(2, QStringLiteral("sampling/createMessage")), succeed, fail);
    QCOMPARE(result, handler.autoAnswer()->samplingResult());
    handler.handleServerRequest(Message::request(3, QStringLiteral("elicitation/create")), succeed, fail);
    QCOMPARE(result.value(QStringLiteral("action")).toString(), QStringLiteral("decline"));
    QVERIFY(handler.openDialogs().isEmpty());
    QCOMPARE(code, 0);

    handler.handleServerRequest(Message::request(4, QStringLiteral("tasks/list")), succeed, fail);
    QCOMPARE(code, ErrorCode::MethodNotFound);
    QVERIFY(message.contains(QStringLiteral("tasks/list")));
}

void TestMainWindow::remembersRoots()
{
    // A window that keeps its settings (the application's, not a test's by default) offers
    // the roots of the last run; the first time, the current directory.
    const QString key = QStringLiteral("Client/roots");
    QSettings().remove(key);
    QTemporaryDir one, two;
    StdioServerConfig config;
    config.program = test::demoServerBinary();
    {
        MainWindow window(config);
        window.restoreSettings();
        QCOMPARE(window.requestHandler()->roots()->directories(), QStringList{QDir::currentPath()});
        window.requestHandler()->roots()->setDirectories({one.path(), two.path()});
        window.requestHandler()->roots()->removeAt(0);
    }
    {
        MainWindow window(config);
        window.restoreSettings();
        QCOMPARE(window.requestHandler()->roots()->directories(),
                 QStringList{QFileInfo(two.path()).absoluteFilePath()});
        window.requestHandler()->roots()->removeAt(0);
    }
    {
        // None at all is a choice too.
        MainWindow window(config);
        window.restoreSettings();
        QVERIFY(window.requestHandler()->roots()->directories().isEmpty());
    }
    // A window that does not keep settings starts from the current directory.
    MainWindow plain(config);
    QCOMPARE(plain.requestHandler()->roots()->directories(), QStringList{QDir::currentPath()});
    QSettings().remove(key);
}

void TestMainWindow::clientSideInWindow()
{
    StdioServerConfig config;
    config.program = test::demoServerBinary();
    MainWindow window(config);
    window.resize(1100, 700);
    window.show();
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("serverLogDock")));
    QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("rootsDock")));
    auto *ping = test::child<QAction>(window, QStringLiteral("pingAction"));
    auto *logPane = test::child<LogPane>(window, QStringLiteral("logPane"));
    QVERIFY(!ping->isEnabled());
    QVERIFY(!logPane->levelSelector()->isEnabled());
    QCOMPARE(test::child<RootsEditor>(window, QStringLiteral("rootsEditor"))->roots(),
             window.requestHandler()->roots());

    window.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    QTRY_VERIFY(ping->isEnabled());
    QVERIFY(logPane->levelSelector()->isEnabled());
    ping->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window.statusText().contains(QStringLiteral("answered ping in")), 15000);

    auto *unattended = window.findChild<QLabel *>(QStringLiteral("autoAnswerStatus"));
    QVERIFY(unattended);
    const bool wasOn = window.requestHandler()->autoAnswer()->isEnabled();
    window.requestHandler()->autoAnswer()->setEnabled(true);
    QVERIFY(unattended->isVisible());
    QVERIFY(unattended->toolTip().contains(QStringLiteral("declined")));
    window.requestHandler()->autoAnswer()->setEnabled(false);
    QVERIFY(!unattended->isVisible());
    window.requestHandler()->autoAnswer()->setEnabled(wasOn);
}

void TestMainWindow::hasApplicationIcon()
{
    const QIcon icon = applicationIcon();
    // 16 to 512 pixels (tst_hidpi checks them at a device pixel ratio of 2).
    QCOMPARE(icon.availableSizes().size(), 8);
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
