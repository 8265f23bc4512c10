// SPDX-License-Identifier: MIT
// Several servers in one window (issue 31): the demo server on stdio, the demo server over
// HTTP and server-everything at once, each ready, each keeping its own state while the user
// switches; the merged timeline holding every message of each in arrival order; one server
// killed while the others go on; a flooding server not holding up a call on another; the
// workspace file saved owner-only without secrets and opened again.
#include "connectioncontroller.h"
#include "findchild.h"
#include "liveconnection.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "oauthauthorizer.h"
#include "profiles/secretstore.h"
#include "profiles/workspacefile.h"
#include "session/mergedtimelinemodel.h"
#include "session/session.h"
#include "session/sessioncompare.h"
#include "session/workspacejournal.h"
#include "testpaths.h"
#include "widgets/compare/comparewindow.h"
#include "widgets/diagnostics/connectiondoctorpanel.h"
#include "widgets/timeline/timelinefilterbar.h"
#include "widgets/timeline/timelineview.h"
#include "widgets/workspace/mergedtimelineview.h"
#include "widgets/workspace/serverlist.h"
#include "workspacewindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>
#include <sys/types.h>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

/// The demo server over HTTP on a free loopback port, for as long as the object lives.
class DemoHttp
{
public:
    explicit DemoHttp(const QStringList &extra = {})
    {
        m_process.setReadChannel(QProcess::StandardError);
        m_process.start(test::demoServerBinary(),
                        QStringList{QStringLiteral("--http"), QStringLiteral("127.0.0.1:0")} + extra);
        static const QRegularExpression listening(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QByteArray said;
        QElapsedTimer clock;
        clock.start();
        while (m_url.isEmpty() && clock.elapsed() < 10000 && m_process.waitForReadyRead(1000)) {
            said += m_process.readAll();
            m_url = listening.match(QString::fromUtf8(said)).captured(1);
        }
    }
    ~DemoHttp()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }
    QString url() const { return m_url; }

private:
    QProcess m_process;
    QString m_url;
};

ServerProfile demoStdio(const QString &name)
{
    ServerProfile p;
    p.name = name;
    p.program = test::demoServerBinary();
    return p;
}

bool allReady(const WorkspaceWindow &window)
{
    for (int i = 0; i < window.serverCount(); ++i) {
        if (window.server(i)->client()->state() != McpClient::State::Ready)
            return false;
    }
    return true;
}

/// Every event of every server is in the merged timeline once, each server's in its own order,
/// and the servers' events interleave in the order they arrived (their wall times never go back).
bool mergedHoldsEverything(const WorkspaceWindow &window, QString *why)
{
    const MergedTimelineModel *merged = window.mergedModel();
    qsizetype total = 0;
    QHash<int, const Session *> sessions;
    for (int i = 0; i < window.serverCount(); ++i)
        total += window.server(i)->session()->count();
    if (merged->rowCount() != total) {
        *why = QStringLiteral("the merged timeline has %1 rows, the servers %2 events")
                   .arg(merged->rowCount())
                   .arg(total);
        return false;
    }
    QHash<int, int> next;
    QDateTime last;
    for (int row = 0; row < merged->rowCount(); ++row) {
        const int source = merged->sourceOf(row);
        const int sourceRow = merged->sourceRowOf(row);
        if (sourceRow != next.value(source)) {
            *why = QStringLiteral("row %1: server %2's event %3 where %4 was due")
                       .arg(row)
                       .arg(source)
                       .arg(sourceRow)
                       .arg(next.value(source));
            return false;
        }
        next[source] = sourceRow + 1;
        const QDateTime when = merged->sourceModel(source)->eventAt(sourceRow).wallTime;
        if (last.isValid() && when < last) {
            *why = QStringLiteral("row %1 arrived before the row above it").arg(row);
            return false;
        }
        last = when;
    }
    return true;
}

} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void threeServersAtOnce()
    {
        const StdioServerConfig everything = test::LiveConnection::everything();
        if (everything.program.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
        DemoHttp http;
        QVERIFY2(!http.url().isEmpty(), "the demo server did not say where it listens");

        WorkspaceWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.addServer(demoStdio(QStringLiteral("demo stdio")));
        ServerProfile remote;
        remote.name = QStringLiteral("demo http");
        remote.url = http.url();
        window.addServer(remote);
        ServerProfile everythingProfile = ServerProfile::fromStdioConfig(everything, QStringLiteral("everything"));
        window.addServer(everythingProfile);
        QCOMPARE(window.serverCount(), 3);
        QTRY_VERIFY_WITH_TIMEOUT(allReady(window), 30000);

        // The list says so, with the transport of each.
        ServerList *list = test::child<ServerList>(window, QStringLiteral("workspaceServers"));
        QTRY_COMPARE_WITH_TIMEOUT(list->model()->entries().at(0).state, ServerListEntry::State::Ready, 2000);
        QCOMPARE(list->model()->entries().at(1).transport, QStringLiteral("Streamable HTTP"));
        QCOMPARE(list->model()->entries().at(2).name, QStringLiteral("everything"));
        QVERIFY(list->model()->entries().at(2).details().contains(QLatin1String("ready")));

        // Each server keeps its state: the tab shown and the timeline's filter text.
        window.showServer(0);
        MainWindow *first = window.server(0);
        QCOMPARE(test::child<QStackedWidget>(window, QStringLiteral("workspaceStack"))->currentWidget(), first);
        // The menu bar shows the workspace's menu and the shown server's menus.
        QVERIFY(window.menuBar()->actions().size() > 1);
        first->tabs()->setCurrentIndex(1);
        auto *filterBar = test::child<TimelineFilterBar>(*first, QStringLiteral("timelineFilterBar"));
        filterBar->searchField()->setText(QStringLiteral("tools/list"));
        window.showServer(2);
        QCOMPARE(window.currentServer(), 2);
        window.server(2)->tabs()->setCurrentIndex(0);
        window.showServer(-1);
        window.showServer(0);
        QCOMPARE(first->tabs()->currentIndex(), 1);
        QCOMPARE(filterBar->searchField()->text(), QStringLiteral("tools/list"));
        QCOMPARE(window.server(2)->tabs()->currentIndex(), 0);

        // One timeline across servers: every message of each, in arrival order, with its server.
        QString why;
        QTRY_VERIFY2_WITH_TIMEOUT(mergedHoldsEverything(window, &why), qPrintable(why), 5000);
        QSet<int> sources;
        for (int row = 0; row < window.mergedModel()->rowCount(); ++row)
            sources.insert(window.mergedModel()->sourceOf(row));
        QCOMPARE(sources.size(), 3);
        const QModelIndex firstRow = window.mergedModel()->index(0, MergedTimelineModel::ServerColumn);
        QVERIFY(QStringList({QStringLiteral("demo stdio"), QStringLiteral("demo http"), QStringLiteral("everything")})
                    .contains(firstRow.data().toString()));
        // The filter by server shows only that server's rows.
        MergedTimelineView *merged = window.mergedView();
        merged->setServerFilter(1);
        QCOMPARE(qsizetype(merged->table()->model()->rowCount()), window.server(1)->session()->count());
        merged->setServerFilter(-1);

        // Two servers side by side: what each offers, every page of every list read first.
        {
            CompareWindow *diff = window.compareServers(0, 2);
            QVERIFY(diff);
            QSignalSpy compared(diff, &CompareWindow::compared);
            QVERIFY(compared.wait(20000) || compared.count() > 0);
            QVERIFY(diff->isSurfaceDiff());
            bool toolDiffers = false;
            for (const SessionComparison::Item &item : diff->comparison().items())
                toolDiffers = toolDiffers || (item.section == SessionComparison::Section::Tools && item.isDifference());
            QVERIFY(toolDiffers);
            diff->close();
        }

        // Killing one leaves the others working.
        const qint64 pid = first->transport()->processId();
        QVERIFY(pid > 0);
        QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
        QTRY_VERIFY_WITH_TIMEOUT(first->client()->state() != McpClient::State::Ready, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(list->model()->entries().at(0).state != ServerListEntry::State::Ready, 2000);
        for (int i : {1, 2}) {
            bool answered = false;
            bool failed = true;
            window.server(i)->client()->request(QStringLiteral("tools/list"), QJsonObject(), &window,
                                                [&](const Reply &reply) {
                                                    answered = true;
                                                    failed = !reply.ok();
                                                });
            QTRY_VERIFY_WITH_TIMEOUT(answered, 15000);
            QVERIFY(!failed);
        }
        QVERIFY2(window.statusText().contains(QLatin1String("2 ready")), qPrintable(window.statusText()));
        // The merged timeline still holds everything, the dead server's last words included.
        QTRY_VERIFY2_WITH_TIMEOUT(mergedHoldsEverything(window, &why), qPrintable(why), 5000);

        // A session of two of the servers: one file, each event tagged, opened again as it was,
        // and judged per server by check.
        QTemporaryDir dir;
        const QString sessionPath = dir.filePath(QStringLiteral("two.jsonl"));
        QVERIFY2(window.saveSession(sessionPath, {1, 2}, &why), qPrintable(why));
        QCOMPARE(QFile(sessionPath).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());
        QList<WorkspaceJournal::Server> read;
        QJsonObject header;
        QList<WorkspaceJournal::Place> order;
        QObject owner;
        QVERIFY2(WorkspaceJournal::load(sessionPath, &owner, &read, &header, &why, &order), qPrintable(why));
        QCOMPARE(read.size(), 2);
        QCOMPARE(read.at(0).name, QStringLiteral("demo http"));
        QCOMPARE(read.at(1).name, QStringLiteral("everything"));
        QCOMPARE(read.at(0).session->count(), window.server(1)->session()->count());
        QCOMPARE(read.at(1).session->count(), window.server(2)->session()->count());
        for (int k = 0; k < 2; ++k) {
            const Session *original = window.server(k + 1)->session();
            for (qsizetype e = 0; e < original->count(); ++e) {
                if (original->eventAt(e).hasMessage())
                    QCOMPARE(read.at(k).session->eventAt(e).message.raw(), original->eventAt(e).message.raw());
            }
        }
        QCOMPARE(qsizetype(order.size()), read.at(0).session->count() + read.at(1).session->count());
        // Opened again in a window as it was: each server in its own pane, read-only.
        {
            WorkspaceWindow again;
            again.show();
            QVERIFY(WorkspaceWindow::isWorkspaceSession(sessionPath));
            QVERIFY2(again.openSession(sessionPath, &why), qPrintable(why));
            QCOMPARE(again.serverCount(), 2);
            QCOMPARE(again.server(0)->profile().name, QStringLiteral("demo http"));
            QVERIFY(again.server(0)->isReadOnly());
            QTRY_COMPARE_WITH_TIMEOUT(again.server(0)->session()->count(), read.at(0).session->count(), 5000);
            QTRY_COMPARE_WITH_TIMEOUT(again.server(1)->session()->count(), read.at(1).session->count(), 5000);
            QTRY_COMPARE_WITH_TIMEOUT(qsizetype(again.mergedModel()->rowCount()), qsizetype(order.size()), 5000);
            QCOMPARE(again.workspace().servers.size(), 0); // recordings are no servers to save
            // The merged timeline interleaves the servers by the recorded times (to the
            // millisecond the file keeps), each server's own order kept.
            QVERIFY2(mergedHoldsEverything(again, &why), qPrintable(why));
            again.close();
        }
        QProcess check;
        check.start(test::mcpscopeBinary(), {QStringLiteral("check"), sessionPath});
        QVERIFY(check.waitForFinished(60000));
        const QByteArray said = check.readAllStandardOutput() + check.readAllStandardError();
        QVERIFY2(check.exitCode() == 0, said.constData());
        QVERIFY2(said.contains("2 servers"), said.constData());

        const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
        if (!shots.isEmpty()) {
            window.showServer(-1);
            QTest::qWait(300);
            QVERIFY(window.grab().save(shots + QStringLiteral("/workspace-all.png")));
            window.showServer(2);
            QTest::qWait(300);
            QVERIFY(window.grab().save(shots + QStringLiteral("/workspace-server.png")));
        }
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 15000);
    }

    void floodDoesNotHoldUpOthers()
    {
        // The fault server floods notifications; a tool call on the demo server is answered
        // while the flood is still being taken in.
        QVERIFY2(!test::nodeBinary().isEmpty(), "node is not on the PATH");
        WorkspaceWindow window;
        window.resize(1280, 800);
        window.show();
        window.addServer(demoStdio(QStringLiteral("calm")));
        ServerProfile flooding;
        flooding.name = QStringLiteral("flooding");
        flooding.program = test::nodeBinary();
        flooding.arguments = {test::sourceDir() + QStringLiteral("/tests/faultserver/faultserver.js"),
                              QStringLiteral("notification-flood")};
        flooding.environment.insert(QStringLiteral("FAULT_FLOOD"), QStringLiteral("300000"));
        QTRY_VERIFY_WITH_TIMEOUT(window.server(0)->client()->state() == McpClient::State::Ready, 20000);
        window.addServer(flooding);
        MainWindow *flood = window.server(1);
        // The flood has begun.
        QTRY_VERIFY_WITH_TIMEOUT(flood->session()->count() > 2000, 30000);
        bool answered = false;
        qsizetype floodAtAnswer = 0;
        window.server(0)->client()->request(
            QStringLiteral("tools/call"),
            QJsonObject{
                {QStringLiteral("name"), QStringLiteral("echo")},
                {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("hello")}}}},
            &window, [&](const Reply &reply) {
                answered = reply.ok();
                floodAtAnswer = flood->session()->count();
            });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);
        QVERIFY2(floodAtAnswer < 300000, "the call was answered only after the whole flood was taken in");
        // The status bar names the flooding server.
        QTRY_VERIFY2_WITH_TIMEOUT(window.statusText().contains(QLatin1String("\"flooding\" is flooding")),
                                  qPrintable(window.statusText()), 10000);
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 20000);
    }

    void workspaceFileKeepsNoSecret()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("team.mcpworkspace"));
        SecretStore secrets(SecretStore::Backend::File, dir.filePath(QStringLiteral("secrets.json")));
        Workspace workspace;
        workspace.name = QStringLiteral("team");
        ServerProfile remote;
        remote.name = QStringLiteral("remote");
        remote.url = QStringLiteral("https://user:url-password-4711@example.invalid/mcp");
        remote.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer header-secret-0815")}};
        ServerProfile local = demoStdio(QStringLiteral("local"));
        local.environment.insert(QStringLiteral("API_KEY"), QStringLiteral("env-secret-4242"));
        workspace.servers = {remote, local};
        QString error;
        QVERIFY2(workspace.save(path, &secrets, &error), qPrintable(error));
        QFile file(path);
        QCOMPARE(
            file.permissions()
                & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup | QFileDevice::WriteOther),
            QFileDevice::Permissions());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        for (const char *secret : {"url-password-4711", "header-secret-0815", "env-secret-4242"})
            QVERIFY2(!text.contains(secret), secret);
        QVERIFY(text.contains("Authorization"));
        QVERIFY(text.contains("API_KEY"));
        QVERIFY(Workspace::isWorkspaceFile(path));

        Workspace loaded;
        QVERIFY2(Workspace::load(path, &secrets, &loaded, &error), qPrintable(error));
        QCOMPARE(loaded.name, QStringLiteral("team"));
        QCOMPARE(loaded.servers.size(), 2);
        QCOMPARE(loaded.servers.at(0).headers.value(0).second, QStringLiteral("Bearer header-secret-0815"));
        QCOMPARE(loaded.servers.at(1).environment.value(QStringLiteral("API_KEY")), QStringLiteral("env-secret-4242"));
        QVERIFY(loaded.servers.at(0).url.contains(QLatin1String("url-password-4711")));
        // Without the secret store the servers come back without their values.
        Workspace bare;
        QVERIFY(Workspace::load(path, nullptr, &bare, &error));
        QVERIFY(bare.servers.at(0).headers.value(0).second.isEmpty());

        // A file that is none is refused in plain words.
        QFile other(dir.filePath(QStringLiteral("other.json")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("{\"mcpServers\": {}}");
        other.close();
        QVERIFY(!Workspace::load(other.fileName(), nullptr, &bare, &error));
        QVERIFY2(error.contains(QLatin1String("not a workspace file")), qPrintable(error));
    }

    void windowSavesAndReopens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("demo.mcpworkspace"));
        {
            WorkspaceWindow window;
            window.show();
            window.addServer(demoStdio(QStringLiteral("one")), false);
            window.addServer(demoStdio(QStringLiteral("one")), false); // a taken name gets another
            QCOMPARE(window.server(1)->profile().name, QStringLiteral("one 2"));
            QString error;
            QVERIFY2(window.saveWorkspace(path, &error), qPrintable(error));
            window.removeServer(0);
            QCOMPARE(window.serverCount(), 1);
            window.close();
        }
        WorkspaceWindow reopened;
        reopened.show();
        QString error;
        QVERIFY2(reopened.openWorkspace(path, &error), qPrintable(error));
        QCOMPARE(reopened.serverCount(), 2);
        QCOMPARE(reopened.server(0)->profile().name, QStringLiteral("one"));
        QCOMPARE(reopened.server(1)->profile().name, QStringLiteral("one 2"));
        QCOMPARE(WorkspaceWindow::lastWorkspacePath(), QFileInfo(path).absoluteFilePath());
        QTRY_VERIFY_WITH_TIMEOUT(allReady(reopened), 20000);
        reopened.close();
        QTRY_VERIFY_WITH_TIMEOUT(!reopened.isVisible(), 15000);
    }

    void doctorWaitsForSignIn()
    {
        // While a sign-in waits for the browser, the doctor says so at once, with the
        // authorization server's address and the link to copy, and not "fill in the settings".
        DemoHttp http({QStringLiteral("--oauth")});
        QVERIFY2(!http.url().isEmpty(), "the demo server did not say where it listens");
        ServerProfile remote;
        remote.url = http.url();
        remote.oauthCallbackUrl = QStringLiteral("http://127.0.0.1:0/oauth/callback");
        MainWindow window(remote);
        window.resize(1280, 800);
        window.show();
        // The question before the browser opens: the test says yes.
        bool asked = false;
        QTimer answer;
        connect(&answer, &QTimer::timeout, &window, [&asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            for (QAbstractButton *button : box->buttons()) {
                if (box->buttonRole(button) == QMessageBox::AcceptRole) {
                    asked = true;
                    button->click();
                }
            }
        });
        answer.start(50);
        window.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(asked, 20000);
        auto *doctor = test::child<ConnectionDoctorPanel>(window, QStringLiteral("connectionDoctor"));
        QTRY_VERIFY_WITH_TIMEOUT(doctor->isVisible(), 3000);
        QVERIFY2(
            doctor->diagnosis().summary.startsWith(QLatin1String("Waiting for you to sign in at http://127.0.0.1:")),
            qPrintable(doctor->text()));
        QVERIFY2(!doctor->text().contains(QLatin1String("fill in")), qPrintable(doctor->text()));
        const QString link = doctor->diagnosis().link;
        QVERIFY2(link.contains(QLatin1String("code_challenge")), qPrintable(link));
        auto *copyLink = test::child<QPushButton>(*doctor, QStringLiteral("doctorCopyLink"));
        QVERIFY(copyLink->isVisible());
        copyLink->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), link);
        // The user finishes in the browser (here: the demo approves without a person).
        window.connectionController()->authorizer()->fetchAuthorization(QUrl(link));
        QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!doctor->isVisible(), 3000);
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 15000);
    }

    void firstSizeUsesTheScreen()
    {
        QCOMPARE(WorkspaceWindow::firstSize(QSize(1920, 1080)), QSize(1536, 900));
        QCOMPARE(WorkspaceWindow::firstSize(QSize(1366, 768)), QSize(1280, 768));
        QCOMPARE(WorkspaceWindow::firstSize(QSize(2560, 1440)), QSize(2048, 1200));
        QCOMPARE(WorkspaceWindow::firstSize(QSize(1280, 1024)), QSize(1280, 853));
    }
};

QTEST_MAIN(TestWorkspace)
#include "tst_workspace.moc"
