// SPDX-License-Identifier: MIT
// The window's session files: the autosave journal of a live session, its retention and the
// Recent Sessions menu, and files opened read-only.
#include "autosave.h"
#include "diagnosticsview.h"
#include "exportdialog.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "serveroverview.h"
#include "session/diagnosticsmodel.h"
#include "session/session.h"
#include "session/timelinemodel.h"
#include "testpaths.h"
#include "timelineview.h"
#include "toolspanel.h"

#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <csignal>
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

} // namespace

class TestSessionFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void journalsLiveSessionAndReopensIt();
    void opensSharedTranscript();
    void refusesWhatItCannotRead();
    void exportsWithSecretsHidden();
    void exportDialogValidatesPatterns();
    void retentionKeepsTheNewest();
    void pathsAreSafe();
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
    const QString command = header.value(QStringLiteral("server")).toObject().value(QStringLiteral("command")).toString();
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

    // Killing the server: everything up to and including the lifecycle row is on disk.
    const qint64 pid = window.transport()->processId();
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Failed, 10000);
    QTRY_COMPARE(journalLines(path), int(window.session()->count()) + 1);
    const qsizetype events = window.session()->count();
    const qsizetype errors = window.session()->countOf(Severity::Error);
    const qsizetype warnings = window.session()->countOf(Severity::Warning);

    // The Recent Sessions menu lists it.
    Q_EMIT window.recentSessionsMenu()->aboutToShow();
    bool listed = false;
    const QList<QAction *> actions = window.recentSessionsMenu()->actions();
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
    QTRY_COMPARE(viewer->timelineView()->timelineModel()->rowCount(), int(events));
    QCOMPARE(viewer->session()->countOf(Severity::Error), errors);
    QCOMPARE(viewer->session()->countOf(Severity::Warning), warnings);
    QCOMPARE(viewer->diagnosticsView()->model()->rowCount(), int(viewer->session()->diagnostics().size()));
    QCOMPARE(viewer->statusText(), QStringLiteral("Viewing %1 (read-only)").arg(QFileInfo(path).fileName()));
    QVERIFY(viewer->windowTitle().contains(QStringLiteral("(read-only)")));
    QVERIFY(viewer->overview()->text(ServerOverview::Field::Command).contains(QStringLiteral("mcpscope-demo-server")));
    // No server behind it: connecting does nothing and no journal is written.
    viewer->connectToServer();
    QCOMPARE(viewer->client()->state(), McpClient::State::Disconnected);
    QVERIFY(viewer->journalPath().isEmpty());
}

void TestSessionFiles::opensSharedTranscript()
{
    const QString path = test::sharedDir() + QStringLiteral("/mcp/transcripts/everything-stdio.jsonl");
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
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
    QTRY_COMPARE(window.timelineView()->timelineModel()->rowCount(), lines);
    QCOMPARE(window.statusText(), QStringLiteral("Viewing everything-stdio.jsonl (read-only)"));
    // No server to call: the Tools tab says so.
    QVERIFY(!window.toolsPanel()->isAvailable());
    QVERIFY(window.toolsPanel()->availabilityHint().contains(QStringLiteral("saved session")));
    const int toolsTab = window.tabs()->indexOf(window.toolsPanel());
    QVERIFY(!window.tabs()->isTabEnabled(toolsTab));
    QVERIFY(window.tabs()->tabToolTip(toolsTab).contains(QStringLiteral("saved session")));
    // The answer to initialize is shown, as for a live server.
    QTRY_VERIFY(window.timelineView()->selectedEventIndex() >= 0);
    QCOMPARE(window.session()->eventAt(window.timelineView()->selectedEventIndex()).message.kind(), Message::Kind::Result);
    // A second file goes to a window of its own.
    QVERIFY(!window.openSessionFile(path, &error));
    QVERIFY(!error.isEmpty());
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
    const QJsonObject params{{QStringLiteral("name"), QStringLiteral("echo")},
                             {QStringLiteral("arguments"),
                              QJsonObject{{QStringLiteral("message"), QString(secret + QStringLiteral(" and hunter2"))}}}};
    window.client()->request(QStringLiteral("tools/call"), params, this, [&answered](const auto &) { answered = true; });
    QTRY_VERIFY(answered);
    QTRY_COMPARE(window.timelineView()->timelineModel()->rowCount(), int(window.session()->count()));

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
    QItemSelectionModel *selection = window.timelineView()->selectionModel();
    QAbstractItemModel *rows = window.timelineView()->model();
    selection->select(rows->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    selection->select(rows->index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(window.timelineView()->selectedEventIndices().size(), 2);
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

QTEST_MAIN(TestSessionFiles)
#include "tst_sessionfiles.moc"
