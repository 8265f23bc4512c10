// SPDX-License-Identifier: MIT
// The start page of a window without a server: the servers found on this computer (shown,
// never started), the demo server on request, connecting to a found server only after its
// review, and the recent sessions.
#include "findchild.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "testpaths.h"
#include "widgets/dialogs/connectiondialog.h"
#include "widgets/start/startpage.h"

#include <QAction>
#include <QApplication>
#include <QCommandLinkButton>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace mcpscope;
using namespace mcpscope::gui;

class TestStartPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void showsFoundServersAndStartsNothing();
    void reviewComesBeforeConnecting();
    void demoOnRequest();
    void recentSessionOpens();
    void urlGetsItsOwnWindow();

private:
    QTemporaryDir m_data;
};

namespace {

const QString FixtureRoot = QStringLiteral(FIXTURES_DIR "/configscan");

QTreeWidgetItem *itemNamed(QTreeWidget *tree, const QString &name)
{
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        if ((*it)->text(0) == name)
            return *it;
    }
    return nullptr;
}

/// Runs @p check on the next modal dialog of type T once it is shown, then closes it.
template<typename T>
void onNextDialog(std::function<void(T *)> check)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, check] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            check(dialog);
        }
    });
    timer->start();
}

} // namespace

void TestStartPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_data.isValid());
    // A copy of the fixture's home folder and workspace stands for this computer's (the
    // autosaved sessions of the test go below that home, never into the source tree).
    const QString root = m_data.filePath(QStringLiteral("configscan"));
    QVERIFY(test::copyTree(FixtureRoot, root));
    qputenv("HOME", (root + QStringLiteral("/home")).toUtf8());
    qputenv("XDG_CONFIG_HOME", (root + QStringLiteral("/home/.config")).toUtf8());
    qputenv("XDG_DATA_HOME", m_data.filePath(QStringLiteral("data")).toUtf8());
    QVERIFY(QDir::setCurrent(root + QStringLiteral("/workspace")));
    QVERIFY(QFileInfo(test::demoServerBinary()).isExecutable());
}

void TestStartPage::showsFoundServersAndStartsNothing()
{
    MainWindow window{ServerProfile()};
    window.resize(1024, 700);
    window.show();
    window.showStartPage();
    QVERIFY(window.isShowingStartPage());
    StartPage *page = test::child<StartPage>(window, QStringLiteral("startPage"));
    QVERIFY(page->isVisible());
    QVERIFY(!window.tabs()->isVisible());
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    QCOMPARE(window.client()->state(), McpClient::State::Disconnected);
    QVERIFY(page->demoButton()->hasFocus() || QApplication::focusWidget() == nullptr);
    QVERIFY2(window.statusText().startsWith(QStringLiteral("Choose a server")), qPrintable(window.statusText()));
    QCOMPARE(window.windowTitle(), QStringLiteral("mcpscope"));

    // Every found server is listed under its file with its command or URL.
    QTreeWidget *tree = page->foundList();
    QTreeWidgetItem *filesystem = itemNamed(tree, QStringLiteral("filesystem"));
    QVERIFY(filesystem);
    QVERIFY(filesystem->parent()->text(0).startsWith(QStringLiteral("Claude Desktop")));
    QVERIFY2(filesystem->parent()->text(1).endsWith(QStringLiteral(".config/Claude/claude_desktop_config.json")),
             qPrintable(filesystem->parent()->text(1)));
    QVERIFY(filesystem->text(1).contains(QStringLiteral("npx -y @modelcontextprotocol/server-filesystem")));
    QVERIFY(itemNamed(tree, QStringLiteral("workspace-server")));
    QVERIFY(itemNamed(tree, QStringLiteral("project-server")));
    QVERIFY(itemNamed(tree, QStringLiteral("old-style")));
    QVERIFY(page->foundSummaryText().contains(QStringLiteral("13 server")));
    // A file that could not be read says so.
    QTreeWidgetItem *notRead = itemNamed(tree, QStringLiteral("Not read"));
    QVERIFY(notRead);
    QVERIFY(notRead->text(1).contains(QStringLiteral("not valid JSON")));

    // The preview names the program and the variables, not their values.
    QVERIFY(page->selectFoundServer(QStringLiteral("filesystem")));
    QVERIFY2(page->previewText().startsWith(QStringLiteral("Would run: ")), qPrintable(page->previewText()));
    QVERIFY(page->previewText().contains(QStringLiteral("API_KEY")));
    QVERIFY(!page->previewText().contains(QStringLiteral("secret-value")));
    QVERIFY(page->selectFoundServer(QStringLiteral("windsurf-remote")));
    QVERIFY(page->previewText().startsWith(QStringLiteral("Would connect to: https://windsurf.example.com/mcp")));

    // With no server chosen, there is nothing to connect to.
    QSignalSpy stateChanges(window.client(), &McpClient::stateChanged);
    window.connectToServer();
    // Whatever the call left for the event loop (posted calls, zero-delay timers) runs before
    // a call posted after it.
    bool after = false;
    QMetaObject::invokeMethod(&window, [&after] { after = true; }, Qt::QueuedConnection);
    QTRY_VERIFY(after);
    QCOMPARE(stateChanges.count(), 0);
    QCOMPARE(window.client()->state(), McpClient::State::Disconnected);
    QVERIFY(window.isShowingStartPage());
    QVERIFY(window.statusText().startsWith(QStringLiteral("Choose a server")));
}

void TestStartPage::reviewComesBeforeConnecting()
{
    MainWindow window{ServerProfile()};
    window.show();
    window.showStartPage();
    StartPage *page = test::child<StartPage>(window, QStringLiteral("startPage"));
    QVERIFY(page->selectFoundServer(QStringLiteral("filesystem")));

    // Review shows the connection dialog filled with the server; cancelling starts nothing.
    QString preview;
    QString command;
    onNextDialog<ConnectionDialog>([&](ConnectionDialog *dialog) {
        preview = dialog->previewText();
        command = test::child<QLineEdit>(dialog, QStringLiteral("command"))->text();
        dialog->reject();
    });
    page->reviewButton()->click();
    QVERIFY2(preview.contains(QStringLiteral("server-filesystem")), qPrintable(preview));
    QCOMPARE(command, QStringLiteral("npx"));
    QCOMPARE(window.client()->state(), McpClient::State::Disconnected);
    QVERIFY(window.isShowingStartPage());

    // A remote server opens on the dialog's URL page.
    QVERIFY(page->selectFoundServer(QStringLiteral("sse-server")));
    QString url;
    bool urlMode = false;
    onNextDialog<ConnectionDialog>([&](ConnectionDialog *dialog) {
        url = test::child<QLineEdit>(dialog, QStringLiteral("url"))->text();
        urlMode = dialog->mode() == ConnectionDialog::Mode::Url;
        dialog->reject();
    });
    page->reviewButton()->click();
    QCOMPARE(url, QStringLiteral("http://localhost:8000/sse"));
    QVERIFY(urlMode);
    QCOMPARE(window.client()->state(), McpClient::State::Disconnected);
}

/// Clicks "Try the demo server" on @p window's start page, checks what follows (the tabs and
/// docks come back, the demo connects) and disconnects again.
void tryDemo(MainWindow &window)
{
    window.show();
    window.showStartPage();
    QSignalSpy ready(&window, &MainWindow::connectionReady);
    test::child<StartPage>(window, QStringLiteral("startPage"))->demoButton()->click();
    QVERIFY(!window.isShowingStartPage());
    QVERIFY(ready.wait(20000));
    QVERIFY(window.tabs()->isVisible());
    QVERIFY(test::child<QDockWidget>(window, QStringLiteral("diagnosticsDock"))->isVisible());
    QCOMPARE(window.profile().program, test::demoServerBinary());
    window.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Closed, 10000);
}

void TestStartPage::demoOnRequest()
{
    MainWindow window{ServerProfile()};
    tryDemo(window);
}

void TestStartPage::recentSessionOpens()
{
    // A demo session of its own is journaled; a new window lists it.
    {
        MainWindow demo{ServerProfile()};
        tryDemo(demo);
        if (QTest::currentTestFailed())
            return;
    }
    MainWindow window{ServerProfile()};
    window.show();
    window.showStartPage();
    QListWidget *recent = test::child<StartPage>(window, QStringLiteral("startPage"))->recentList();
    QTRY_VERIFY(recent->count() >= 1);
    QSignalSpy opened(&window, &MainWindow::sessionOpened);
    Q_EMIT recent->itemActivated(recent->item(0));
    QCOMPARE(opened.size(), 1);
    QVERIFY(window.isReadOnly());
    QVERIFY(!window.isShowingStartPage());
}

void TestStartPage::urlGetsItsOwnWindow()
{
    // A server reached by URL needs a window of its own; the start page's window gives way.
    QProcess demo;
    demo.setReadChannel(QProcess::StandardError);
    demo.start(test::demoServerBinary(), {QStringLiteral("--http"), QStringLiteral("127.0.0.1:0")});
    static const QRegularExpression listening(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
    QByteArray said;
    QString url;
    QElapsedTimer clock;
    clock.start();
    while (url.isEmpty() && clock.elapsed() < 10000 && demo.waitForReadyRead(1000)) {
        said += demo.readAll();
        url = listening.match(QString::fromUtf8(said)).captured(1);
    }
    QVERIFY2(!url.isEmpty(), said.constData());
    MainWindow window{ServerProfile()};
    window.show();
    window.showStartPage();
    ServerProfile remote;
    remote.url = url;
    MainWindow *opened = window.openProfile(remote);
    QVERIFY(opened != &window);
    QVERIFY(!window.isVisible());
    QSignalSpy ready(opened, &MainWindow::connectionReady);
    QVERIFY(ready.wait(20000));
    QVERIFY(!opened->isShowingStartPage());
    opened->disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(opened->client()->state() == McpClient::State::Closed, 10000);
    delete opened;
    demo.terminate();
    demo.waitForFinished(5000);
}

QTEST_MAIN(TestStartPage)
#include "tst_startpage.moc"
