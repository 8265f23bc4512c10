// SPDX-License-Identifier: MIT
// The window's session files: the autosave journal of a live session, its retention and the
// Recent Sessions menu, and files opened read-only.
#include "autosave.h"
#include "findchild.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "session/diagnosticsmodel.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "session/sessionsummary.h"
#include "session/timelinemodel.h"
#include "testpaths.h"
#include "widgets/compare/comparewindow.h"
#include "widgets/diagnostics/diagnosticsview.h"
#include "widgets/dialogs/exportdialog.h"
#include "widgets/dialogs/preferencesdialog.h"
#include "widgets/prompts/promptspanel.h"
#include "widgets/resources/resourcespanel.h"
#include "widgets/server/serveroverview.h"
#include "widgets/timeline/timelineview.h"
#include "widgets/tools/toolspanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QDesktopServices>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUrl>

#include <csignal>
#include <functional>
#include <sys/types.h>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

// The journal's lines, each checked to be a JSON object; -1 when one is not.
int journalLines(const QString &path, QJsonObject *header = nullptr)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    int lines = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject() || !line.endsWith('\n'))
            return -1;
        if (lines == 0 && header)
            *header = document.object();
        ++lines;
    }
    return lines;
}

/// The journal's event lines as written (the header line left out), each with its newline.
QList<QByteArray> journalEventLines(const QString &path)
{
    QFile file(path);
    QList<QByteArray> lines;
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    file.readLine(); // the header
    while (!file.atEnd())
        lines.append(file.readLine());
    return lines;
}

/// Runs @p open, which shows a modal dialog of type @p Dialog, and @p answer on that dialog
/// from inside its event loop. A failed QVERIFY in a lambda only returns from the lambda and
/// would leave the dialog open for ever (the test hangs): @p answer returns what went wrong
/// instead, the dialog is closed whatever happened, and the caller checks the result after.
template<typename Dialog>
QString answerModal(const std::function<void()> &open, const std::function<QString(Dialog *)> &answer)
{
    QString problem;
    bool answered = false;
    QElapsedTimer waited;
    waited.start();
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            if (waited.elapsed() < 10000)
                return;
            poll.stop();
            answered = true;
            problem = QStringLiteral("the expected dialog did not come up within 10 s");
            // Whatever is open instead must not keep the test waiting.
            const QList<QWidget *> windows = QApplication::topLevelWidgets();
            for (QWidget *w : windows) {
                if (auto *other = qobject_cast<QDialog *>(w); other && other->isVisible())
                    other->reject();
            }
            return;
        }
        poll.stop();
        answered = true;
        problem = answer(dialog);
        if (dialog->isVisible())
            dialog->reject();
    });
    poll.start();
    open();
    poll.stop();
    if (!answered)
        return QStringLiteral("no modal dialog was shown");
    return problem;
}

} // namespace

class TestSessionFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void journalsLiveSessionAndReopensIt();
    void opensRecordedTranscript();
    void followsGrowingJournal();
    void refusesWhatItCannotRead();
    void exportsWithSecretsHidden();
    void exportDialogValidatesPatterns();
    void retentionKeepsTheNewest();
    void pathsAreSafe();
    void preferencesSetRetention();
};

void TestSessionFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(),
             qPrintable(QStringLiteral("The demo server is not built: %1").arg(test::demoServerBinary())));
}

void TestSessionFiles::init()
{
    QDir(Autosave::directory()).removeRecursively();
}

void TestSessionFiles::journalsLiveSessionAndReopensIt()
{
    ServerProfile profile;
    profile.name = QStringLiteral("demo / test");
    profile.program = test::demoServerBinary();
    profile.environment.insert(QStringLiteral("DEMO_TOKEN"), QStringLiteral("s3cr3t-env-value"));
    MainWindow window(profile);
    window.resize(1000, 700);
    window.show();
    QVERIFY(window.journalPath().isEmpty());

    window.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    const QString path = window.journalPath();
    QVERIFY(!path.isEmpty());
    QCOMPARE(QFileInfo(path).absolutePath(), QFileInfo(Autosave::directory()).absoluteFilePath());
    QVERIFY2(QFileInfo(path).fileName().contains(QStringLiteral("-demo-test.jsonl")), qPrintable(path));

    // Every line parses, the header names the server without environment values, and the
    // journal keeps up with the session.
    QJsonObject header;
    QTRY_COMPARE(journalLines(path, &header), int(window.session()->count()) + 1);
    QCOMPARE(header.value(QStringLiteral("format")).toString(), QStringLiteral("mcpscope-session"));
    QCOMPARE(header.value(QStringLiteral("mode")).toString(), QStringLiteral("gui"));
    const QString command
        = header.value(QStringLiteral("server")).toObject().value(QStringLiteral("command")).toString();
    QVERIFY2(command.contains(QStringLiteral("mcpscope-demo-server")), qPrintable(command));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("s3cr3t-env-value"));
    }
    const int linesAtReady = journalLines(path);
    bool answered = false;
    window.client()->request(QStringLiteral("tools/list"), {}, this, [&answered](const auto &) { answered = true; });
    QTRY_VERIFY(answered);
    QTRY_VERIFY(journalLines(path) >= linesAtReady + 2);

    // Killing the server: every event seen before the kill reaches the disk (with the batch
    // it came in, at most 16 ms later), each exactly as the session holds it and in its place
    // (not merely as many lines), and so does everything after, up to and including the
    // lifecycle row.
    const qint64 pid = window.transport()->processId();
    QVERIFY(pid > 0);
    QList<QByteArray> seenBeforeKill;
    for (const SessionEvent &e : window.session()->events())
        seenBeforeKill.append(window.session()->lineOf(e.index));
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    QTRY_VERIFY2(journalEventLines(path).size() >= seenBeforeKill.size(),
                 qPrintable(QStringLiteral("%1 events seen, %2 on disk")
                                .arg(seenBeforeKill.size())
                                .arg(journalEventLines(path).size())));
    {
        const QList<QByteArray> onDisk = journalEventLines(path);
        for (qsizetype i = 0; i < seenBeforeKill.size(); ++i)
            QVERIFY2(onDisk.at(i) == seenBeforeKill.at(i),
                     qPrintable(QStringLiteral("event %1 differs on disk").arg(i)));
    }
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Failed, 10000);
    QTRY_COMPARE(journalLines(path), int(window.session()->count()) + 1);
    {
        const QList<QByteArray> onDisk = journalEventLines(path);
        QCOMPARE(onDisk.size(), window.session()->count());
        for (qsizetype i = 0; i < onDisk.size(); ++i)
            QVERIFY2(onDisk.at(i) == window.session()->lineOf(i),
                     qPrintable(QStringLiteral("event %1 differs on disk").arg(i)));
        // The lifecycle row that tells of the failure came after the kill (it is on disk too).
        bool lifecycleAfterKill = false;
        for (qsizetype i = seenBeforeKill.size(); i < window.session()->count(); ++i)
            lifecycleAfterKill
                = lifecycleAfterKill || window.session()->eventAt(i).type == SessionEvent::Type::Lifecycle;
        QVERIFY(lifecycleAfterKill);
    }
    const qsizetype events = window.session()->count();
    const qsizetype errors = window.session()->countOf(Severity::Error);
    const qsizetype warnings = window.session()->countOf(Severity::Warning);

    // The Recent Sessions menu lists it.
    auto *recent = test::child<QMenu>(window, QStringLiteral("recentSessionsMenu"));
    Q_EMIT recent->aboutToShow();
    bool listed = false;
    const QList<QAction *> actions = recent->actions();
    for (QAction *action : actions)
        listed = listed || action->text() == QFileInfo(path).fileName();
    QVERIFY(listed);

    // Opening it from the live window: a new read-only window with the same rows.
    MainWindow *viewer = window.openSession(path);
    QVERIFY(viewer);
    QVERIFY(viewer != &window);
    QScopedPointer<MainWindow> owner(viewer);
    viewer->setAttribute(Qt::WA_DeleteOnClose, false);
    QVERIFY(viewer->isReadOnly());
    QCOMPARE(viewer->session()->count(), events);
    auto *viewerOverview = test::child<ServerOverview>(viewer, QStringLiteral("serverOverview"));
    auto *windowOverview = test::child<ServerOverview>(window, QStringLiteral("serverOverview"));
    QTRY_COMPARE(test::child<TimelineView>(viewer, QStringLiteral("timelineView"))->timelineModel()->rowCount(),
                 int(events));
    // The file was just written: it is followed, until asked to stop. The findings about the
    // session as a whole (requests never answered, …) come when it ends.
    QVERIFY(viewer->isFollowing());
    QCOMPARE(viewer->statusText(), QStringLiteral("Following %1 — live").arg(QFileInfo(path).fileName()));
    viewer->stopFollowing();
    QVERIFY(!viewer->isFollowing());
    QCOMPARE(viewer->session()->countOf(Severity::Error), errors);
    QCOMPARE(viewer->session()->countOf(Severity::Warning), warnings);
    QTRY_COMPARE(test::child<DiagnosticsView>(viewer, QStringLiteral("diagnosticsView"))->model()->rowCount(),
                 int(viewer->session()->diagnostics().size()));
    QCOMPARE(viewer->statusText(), QStringLiteral("Viewing %1 (read-only)").arg(QFileInfo(path).fileName()));
    QVERIFY(viewer->windowTitle().contains(QStringLiteral("(read-only)")));
    QVERIFY(viewerOverview->text(ServerOverview::Field::Command).contains(QStringLiteral("mcpscope-demo-server")));
    // The overview shows the recorded server and client, as the live window did.
    QVERIFY(viewerOverview->isShowingRecording());
    for (const auto field :
         {ServerOverview::Field::Server, ServerOverview::Field::Version, ServerOverview::Field::Protocol,
          ServerOverview::Field::Instructions, ServerOverview::Field::Capabilities})
        QCOMPARE(viewerOverview->text(field), windowOverview->text(field));
    QVERIFY(!viewerOverview->text(ServerOverview::Field::Protocol).contains(QStringLiteral("not known")));
    QCOMPARE(viewerOverview->text(ServerOverview::Field::Tools), windowOverview->text(ServerOverview::Field::Tools));
    const QStringList clientCaps = window.client()->clientCapabilities().keys();
    QVERIFY(!clientCaps.isEmpty());
    for (const QString &capability : clientCaps)
        QVERIFY2(viewerOverview->capabilityItem(false, {capability}), qPrintable(capability));
    QVERIFY(viewerOverview->capabilitiesTree()->topLevelItem(1)->text(0).startsWith(
        QStringLiteral("The client (mcpscope")));
    // No server behind it: connecting does nothing and no journal is written.
    viewer->connectToServer();
    QCOMPARE(viewer->client()->state(), McpClient::State::Disconnected);
    QVERIFY(viewer->journalPath().isEmpty());
}

void TestSessionFiles::opensRecordedTranscript()
{
    // A copy made a moment ago, as a file just downloaded: its age must not make it look live.
    QTemporaryDir copies;
    const QString path = copies.filePath(QStringLiteral("everything-stdio.jsonl"));
    QVERIFY2(QFile::copy(test::everythingStdio(), path), qPrintable(test::everythingStdio()));
    QVERIFY(QFileInfo(path).lastModified().secsTo(QDateTime::currentDateTime()) < 5);
    int lines = 0;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        while (!file.atEnd())
            lines += file.readLine().trimmed().isEmpty() ? 0 : 1;
    }
    MainWindow window{ServerProfile()};
    window.show();
    QSignalSpy opened(&window, &MainWindow::sessionOpened);
    QString error;
    QVERIFY2(window.openSessionFile(path, &error), qPrintable(error));
    QCOMPARE(opened.count(), 1);
    QCOMPARE(window.session()->count(), qsizetype(lines));
    auto *timeline = test::child<TimelineView>(window, QStringLiteral("timelineView"));
    QTRY_COMPARE(timeline->timelineModel()->rowCount(), lines);
    // Written by no running mcpscope: read once, not followed.
    QVERIFY(!window.isFollowing());
    QCOMPARE(window.statusText(), QStringLiteral("Viewing everything-stdio.jsonl (read-only)"));
    // The overview says what the transcript says, not what this window's idle client would.
    auto *overview = test::child<ServerOverview>(window, QStringLiteral("serverOverview"));
    QCOMPARE(overview->text(ServerOverview::Field::Server),
             QStringLiteral("Everything Reference Server (mcp-servers/everything)"));
    QCOMPARE(overview->text(ServerOverview::Field::Version), QStringLiteral("2.0.0"));
    QCOMPARE(overview->text(ServerOverview::Field::Protocol), QStringLiteral("2025-11-25"));
    QVERIFY(overview->text(ServerOverview::Field::Instructions).size() > 100);
    QVERIFY(overview->text(ServerOverview::Field::State).startsWith(QStringLiteral("Recorded")));
    QVERIFY(overview->capabilityItem(true, {QStringLiteral("tools"), QStringLiteral("listChanged")}));
    QVERIFY(overview->capabilityItem(true, {QStringLiteral("tasks")}));
    QVERIFY(overview->capabilityItem(false, {QStringLiteral("elicitation"), QStringLiteral("url")}));
    QVERIFY(!overview->capabilityItem(false, {QStringLiteral("experimental")}));
    QCOMPARE(overview->capabilitiesTree()->topLevelItem(1)->text(0),
             QStringLiteral("The client (mcpscope-record 1.0.0) declared"));
    const SessionSummary summary = SessionSummary::of(*window.session());
    QCOMPARE(overview->text(ServerOverview::Field::Tools), QString::number(summary.tools.size()));
    QCOMPARE(overview->text(ServerOverview::Field::Prompts), QString::number(summary.prompts.size()));
    const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
    if (!shots.isEmpty()) {
        MainWindow shown{ServerProfile()};
        shown.resize(1280, 800);
        QVERIFY2(shown.openSessionFile(path, &error), qPrintable(error));
        shown.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown));
        QTest::qWait(300);
        QVERIFY(shown.grab().save(shots + QStringLiteral("/recorded-transcript.png")));
    }
    // Nothing can be read from a file: the Resources and Prompts tabs are off, and say why.
    const int resourcesTab = window.tabs()->indexOf(window.resourcesPanel());
    const int promptsTab = window.tabs()->indexOf(window.promptsPanel());
    QVERIFY(resourcesTab > 0 && promptsTab > 0);
    QVERIFY(!window.tabs()->isTabEnabled(resourcesTab));
    QVERIFY(!window.tabs()->isTabEnabled(promptsTab));
    QVERIFY(window.tabs()->tabToolTip(resourcesTab).contains(QStringLiteral("saved session")));
    // No server to call: the Tools tab says so.
    QVERIFY(!window.toolsPanel()->isAvailable());
    QVERIFY(window.toolsPanel()->availabilityHint().contains(QStringLiteral("saved session")));
    const int toolsTab = window.tabs()->indexOf(window.toolsPanel());
    QVERIFY(!window.tabs()->isTabEnabled(toolsTab));
    QVERIFY(window.tabs()->tabToolTip(toolsTab).contains(QStringLiteral("saved session")));
    // The answer to initialize is shown, as for a live server.
    QTRY_VERIFY(timeline->selectedEventIndex() >= 0);
    QCOMPARE(window.session()->eventAt(timeline->selectedEventIndex()).message.kind(), Message::Kind::Result);
    // A second file goes to a window of its own.
    QVERIFY(!window.openSessionFile(path, &error));
    QVERIFY(!error.isEmpty());

    // File > Compare Sessions… starts from the file shown.
    auto *compare = window.findChild<QAction *>(QStringLiteral("compareSessionsAction"));
    QVERIFY(compare);
    compare->trigger();
    const QList<CompareWindow *> compareWindows = window.findChildren<CompareWindow *>();
    QCOMPARE(compareWindows.size(), 1);
    QCOMPARE(compareWindows.constFirst()->fileA(), window.viewedPath());
    QVERIFY(compareWindows.constFirst()->fileB().isEmpty());
    QVERIFY(compareWindows.constFirst()->isVisible());
    compareWindows.constFirst()->close();
}

void TestSessionFiles::followsGrowingJournal()
{
    // Another writer's journal (a real SessionJournal, as tap and --cli write), opened while
    // it grows: the window follows it and its views update.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("growing.jsonl"));
    Session source;
    SessionJournal journal(&source);
    QString error;
    QVERIFY2(journal.open(path,
                          {{QStringLiteral("server"),
                            QJsonObject{{QStringLiteral("command"), QStringLiteral("grow-server --x")}}}},
                          &error),
             qPrintable(error));
    QVERIFY(SessionJournal::isBeingWritten(path));
    source.appendLifecycle(QStringLiteral("Tapping the server"));
    source.appendSent(Message::parse(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
        "\"2025-06-18\",\"capabilities\":{\"sampling\":{}},\"clientInfo\":{\"name\":\"host\",\"version\":\"7\"}}}"));

    MainWindow window{ServerProfile()};
    window.resize(1100, 700);
    window.show();
    QVERIFY2(window.openSessionFile(path, &error), qPrintable(error));
    QVERIFY(window.isFollowing());
    QCOMPARE(window.statusText(), QStringLiteral("Following growing.jsonl — live"));
    QVERIFY(window.windowTitle().contains(QStringLiteral("(live)")));
    QAction *stopAction = window.findChild<QAction *>(QStringLiteral("stopFollowingAction"));
    QVERIFY(stopAction);
    QVERIFY(stopAction->isEnabled());
    auto *overview = test::child<ServerOverview>(window, QStringLiteral("serverOverview"));
    auto *timeline = test::child<TimelineView>(window, QStringLiteral("timelineView"));
    QCOMPARE(overview->text(ServerOverview::Field::Command), QStringLiteral("grow-server --x"));
    QTRY_COMPARE(timeline->timelineModel()->rowCount(), 2);
    QCOMPARE(overview->text(ServerOverview::Field::Protocol), QStringLiteral("not known yet"));

    // The server answers later: the overview, the timeline and the diagnostics follow.
    source.appendReceived(
        Message::parse("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-06-18\","
                       "\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"grow\",\"version\":\"1.2\"}}}"));
    source.appendStderr("ready");
    source.appendReceived(Message::parse("{\"jsonrpc\":\"2.0\",\"id\":99,\"result\":{}}"));
    QTRY_COMPARE_WITH_TIMEOUT(window.session()->count(), source.count(), 20000);
    QTRY_COMPARE(timeline->timelineModel()->rowCount(), int(source.count()));
    QTRY_COMPARE(overview->text(ServerOverview::Field::Server), QStringLiteral("grow"));
    // The newest rows stay in sight while the file grows.
    QVERIFY(timeline->isFollowing());
    QCOMPARE(overview->text(ServerOverview::Field::Protocol), QStringLiteral("2025-06-18"));
    QVERIFY(overview->capabilityItem(false, {QStringLiteral("sampling")}));
    QTRY_VERIFY(overview->text(ServerOverview::Field::Stderr).startsWith(QStringLiteral("1 ")));
    // A response to nothing is a finding, as in a live session.
    QTRY_VERIFY(window.session()->countOf(Severity::Error) + window.session()->countOf(Severity::Warning) > 0);
    QCOMPARE(test::child<DiagnosticsView>(window, QStringLiteral("diagnosticsView"))->model()->rowCount(),
             int(window.session()->diagnostics().size()));
    const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
    if (!shots.isEmpty()) {
        QTest::qWait(300);
        QVERIFY(window.grab().save(shots + QStringLiteral("/following.png")));
    }

    // The journal is replaced by another: following stops and says why; the rows stay.
    journal.close();
    QVERIFY(!SessionJournal::isBeingWritten(path));
    QVERIFY(QFile::remove(path));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isFollowing(), 20000);
    QVERIFY2(window.statusText().contains(QStringLiteral("deleted")), qPrintable(window.statusText()));
    QVERIFY(!stopAction->isEnabled());
    QVERIFY(window.windowTitle().contains(QStringLiteral("(read-only)")));
    QCOMPARE(window.session()->count(), source.count());
}

void TestSessionFiles::refusesWhatItCannotRead()
{
    MainWindow window{ServerProfile()};
    QString error;
    QVERIFY(!window.openSessionFile(QStringLiteral("/nonexistent/session.jsonl"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!window.isReadOnly());
    QCOMPARE(window.session()->count(), 0);
}

void TestSessionFiles::exportsWithSecretsHidden()
{
    const QString secret = QStringLiteral("s3cr3t-env-value");
    ServerProfile profile;
    profile.name = QStringLiteral("demo");
    profile.program = test::demoServerBinary();
    profile.environment.insert(QStringLiteral("DEMO_TOKEN"), secret);
    MainWindow window(profile);
    window.resize(1000, 700);
    window.show();
    window.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
    // The secret and a word the user wants hidden cross the wire (and come back in the echo).
    bool answered = false;
    const QJsonObject params{
        {QStringLiteral("name"), QStringLiteral("echo")},
        {QStringLiteral("arguments"),
         QJsonObject{{QStringLiteral("message"), QString(secret + QStringLiteral(" and hunter2"))}}}};
    window.client()->request(QStringLiteral("tools/call"), params, this,
                             [&answered](const auto &) { answered = true; });
    QTRY_VERIFY(answered);
    auto *timeline = test::child<TimelineView>(window, QStringLiteral("timelineView"));
    QTRY_COMPARE(timeline->timelineModel()->rowCount(), int(window.session()->count()));

    ExportDialog dialog(&window);
    window.prepareExportDialog(&dialog);
    QVERIFY(dialog.redactionEnabled());
    QCOMPARE(dialog.format(), SessionExporter::Format::Html);
    QStringList rules;
    for (int i = 0; i < dialog.rulesList()->count(); ++i)
        rules.append(dialog.rulesList()->item(i)->text());
    const QString shown = rules.join(QLatin1Char('\n'));
    QVERIFY2(shown.contains(QStringLiteral("DEMO_TOKEN")), qPrintable(shown));
    QVERIFY2(!shown.contains(secret), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("authorization"), Qt::CaseInsensitive));
    QVERIFY(dialog.addPattern(QStringLiteral("hunter[0-9]")));
    QVERIFY(dialog.rulesList()->item(dialog.rulesList()->count() - 1)->text().contains(QStringLiteral("hunter[0-9]")));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString html = dir.filePath(QStringLiteral("report.html"));
    int hidden = 0;
    QString error;
    QVERIFY2(window.exportSession(dialog, html, &hidden, &error), qPrintable(error));
    QVERIFY(hidden >= 4); // sent and echoed back, the secret and the word
    QFile file(html);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray report = file.readAll();
    QVERIFY(report.startsWith("<!DOCTYPE html>") || report.contains("<html"));
    QVERIFY(!report.contains(secret.toUtf8()));
    QVERIFY(!report.contains("hunter2"));
    QVERIFY(report.contains("[redacted]"));
    QVERIFY2(window.statusText().contains(QStringLiteral("%1 secret").arg(hidden)), qPrintable(window.statusText()));

    // Only the selected rows, as a session file that opens again; redaction off keeps all.
    QItemSelectionModel *selection = timeline->selectionModel();
    QAbstractItemModel *rows = timeline->model();
    selection->select(rows->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    selection->select(rows->index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(timeline->selectedEventIndices().size(), 2);
    ExportDialog partial(&window);
    window.prepareExportDialog(&partial);
    partial.setOnlySelected(true);
    QVERIFY(partial.onlySelected());
    partial.setRedactionEnabled(false);
    partial.setFormat(SessionExporter::Format::Session);
    const QString sessionPath = dir.filePath(QStringLiteral("two.jsonl"));
    QVERIFY2(window.exportSession(partial, sessionPath, &hidden, &error), qPrintable(error));
    QCOMPARE(hidden, 0);
    QCOMPARE(journalLines(sessionPath), 3);
    MainWindow viewer{ServerProfile()};
    QVERIFY2(viewer.openSessionFile(sessionPath, &error), qPrintable(error));
    QCOMPARE(viewer.session()->count(), 2);

    // The Markdown summary on the clipboard hides the secret too.
    window.copyMarkdownSummary();
    const QString markdown = QGuiApplication::clipboard()->text();
    QVERIFY(!markdown.isEmpty());
    QVERIFY(!markdown.contains(secret));
    window.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Closed, 10000);
}

void TestSessionFiles::exportDialogValidatesPatterns()
{
    ExportDialog dialog;
    QString error;
    QVERIFY(!dialog.addPattern(QStringLiteral("(unclosed"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("This is not a valid regular expression")), qPrintable(error));
    QVERIFY(!dialog.addPattern(QStringLiteral("x*"), &error));
    QVERIFY(!dialog.addPattern(QString(), &error));
    QVERIFY(dialog.userPatterns().isEmpty());
    // Typed into the field: an invalid one is explained, a valid one joins the list.
    const int before = dialog.rulesList()->count();
    dialog.patternEdit()->setText(QStringLiteral("[oops"));
    QTest::keyClick(dialog.patternEdit(), Qt::Key_Return);
    QCOMPARE(dialog.rulesList()->count(), before);
    QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("patternError"))->isHidden());
    dialog.patternEdit()->setText(QStringLiteral("sk_live_[A-Za-z0-9]+"));
    QTest::keyClick(dialog.patternEdit(), Qt::Key_Return);
    QCOMPARE(dialog.rulesList()->count(), before + 1);
    QCOMPARE(dialog.userPatterns(), QStringList{QStringLiteral("sk_live_[A-Za-z0-9]+")});
    QVERIFY(dialog.patternEdit()->text().isEmpty());
    // MCPSCOPE_TEST_SHOTS=<folder>: save a picture of the dialog to look at.
    const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
    if (!shots.isEmpty()) {
        dialog.setSecretValues({{QStringLiteral("GITHUB_TOKEN"), QStringLiteral("x")}});
        dialog.setSelectedCount(3);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(shots + QStringLiteral("/export-dialog.png")));
    }
    // No rows selected: the choice is not offered.
    dialog.setSelectedCount(0);
    dialog.setOnlySelected(true);
    QVERIFY(!dialog.onlySelected());
}

void TestSessionFiles::retentionKeepsTheNewest()
{
    QVERIFY(QDir().mkpath(Autosave::directory()));
    const QDateTime now = QDateTime::currentDateTime();
    QStringList paths;
    for (int i = 0; i < 6; ++i) {
        const QString path = Autosave::pathFor(QStringLiteral("server"), now.addSecs(-3600 * (6 - i)));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{}\n");
        QVERIFY(file.flush());
        QVERIFY(file.setFileTime(now.addSecs(-3600 * (6 - i)), QFileDevice::FileModificationTime));
        file.close();
        paths.prepend(path); // newest first
    }
    QCOMPARE(Autosave::recentFiles(), paths);
    QCOMPARE(Autosave::recentFiles(2), paths.mid(0, 2));

    QSettings().remove(Autosave::retentionKey());
    QCOMPARE(Autosave::retention(), Autosave::DefaultRetention);
    QSettings().setValue(Autosave::retentionKey(), 4);
    QCOMPARE(Autosave::retention(), 4);
    QCOMPARE(Autosave::applyRetention(Autosave::retention()), 2);
    QCOMPARE(Autosave::recentFiles(), paths.mid(0, 4));
    QVERIFY(!QFileInfo::exists(paths.at(4)));
    QVERIFY(!QFileInfo::exists(paths.at(5)));
    QCOMPARE(Autosave::applyRetention(4), 0);
    QSettings().remove(Autosave::retentionKey());

    // The oldest file is still being written (another window, a tap): it stays.
    Session session;
    SessionJournal journal(&session);
    QString error;
    QVERIFY2(journal.open(paths.at(3), {}, &error), qPrintable(error));
    {
        QFile file(paths.at(3));
        QVERIFY(file.open(QIODevice::Append));
        QVERIFY(file.setFileTime(now.addSecs(-3600 * 9), QFileDevice::FileModificationTime));
    }
    QCOMPARE(Autosave::recentFiles().constLast(), paths.at(3));
    QCOMPARE(Autosave::applyRetention(1), 2);
    QCOMPARE(Autosave::recentFiles(), (QStringList{paths.at(0), paths.at(3)}));
    journal.close();
    QCOMPARE(Autosave::applyRetention(1), 1);
    QCOMPARE(Autosave::recentFiles(), QStringList{paths.at(0)});
    QVERIFY(!QFileInfo::exists(SessionJournal::writerLockPath(paths.at(3))));
}

void TestSessionFiles::pathsAreSafe()
{
    const QDateTime when(QDate(2026, 1, 2), QTime(3, 4, 5));
    QCOMPARE(QFileInfo(Autosave::pathFor(QStringLiteral("../../etc/passwd"), when)).fileName(),
             QStringLiteral("20260102-030405-etc-passwd.jsonl"));
    QCOMPARE(QFileInfo(Autosave::pathFor(QString(), when)).fileName(), QStringLiteral("20260102-030405-server.jsonl"));
    QCOMPARE(QFileInfo(Autosave::pathFor(QStringLiteral("npx -y @scope/server"), when)).fileName(),
             QStringLiteral("20260102-030405-npx-y-scope-server.jsonl"));
}

/// Stands in for the file manager: QDesktopServices hands "file" URLs to it.
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public Q_SLOTS:
    void open(const QUrl &url) { urls.append(url); }
};

void TestSessionFiles::preferencesSetRetention()
{
    QSettings().remove(Autosave::retentionKey());
    MainWindow window{ServerProfile()};
    window.show();
    QAction *action = window.findChild<QAction *>(QStringLiteral("preferencesAction"));
    QVERIFY(action);
    QVERIFY(action->text().contains(QStringLiteral("Preferences")));

    // Through the menu: the dialog shows the setting and the folder; OK stores the new value.
    UrlCatcher catcher;
    QDesktopServices::setUrlHandler(QStringLiteral("file"), &catcher, "open");
    int shownValue = -1;
    QString shownFolder;
    QString problem
        = answerModal<PreferencesDialog>([&] { action->trigger(); },
                                         [&](PreferencesDialog *dialog) -> QString {
                                             shownValue = dialog->keepSpinBox()->value();
                                             shownFolder = dialog->sessionsFolder();
                                             const QLabel *folder
                                                 = dialog->findChild<QLabel *>(QStringLiteral("sessionsFolder"));
                                             if (!folder || !folder->text().contains(QStringLiteral("sessions")))
                                                 return QStringLiteral("the dialog does not show the sessions folder");
                                             dialog->openFolderButton()->click();
                                             const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
                                             if (!shots.isEmpty())
                                                 dialog->grab().save(shots + QStringLiteral("/preferences.png"));
                                             dialog->keepSpinBox()->setValue(7);
                                             dialog->accept();
                                             return QString();
                                         });
    QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(shownValue, Autosave::DefaultRetention);
    QCOMPARE(shownFolder, Autosave::directory());
    QCOMPARE(catcher.urls, QList<QUrl>{QUrl::fromLocalFile(Autosave::directory())});
    QVERIFY(QFileInfo(Autosave::directory()).isDir());
    QCOMPARE(Autosave::retention(), 7);
    QCOMPARE(QSettings().value(Autosave::retentionKey()).toInt(), 7);

    // Cancel keeps what was set; the dialog never stores less than one.
    problem = answerModal<PreferencesDialog>(
        [&] { window.showPreferences(); },
        [](PreferencesDialog *dialog) -> QString {
            if (dialog->keepAutosaved() != 7)
                return QStringLiteral("the dialog shows %1, not 7").arg(dialog->keepAutosaved());
            dialog->keepSpinBox()->setValue(0);
            if (dialog->keepAutosaved() != 1)
                return QStringLiteral("0 was taken as %1, not 1").arg(dialog->keepAutosaved());
            dialog->reject();
            return QString();
        });
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(Autosave::retention(), 7);
    Autosave::setRetention(0);
    QCOMPARE(Autosave::retention(), 1);
    QSettings().remove(Autosave::retentionKey());
}

QTEST_MAIN(TestSessionFiles)
#include "tst_sessionfiles.moc"
