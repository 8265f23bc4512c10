// SPDX-License-Identifier: MIT
// mcpscope --cli --task, run as a real process: a tool call run as a task and followed to its
// end against server-everything (MCP 2025-11-25 tasks), tests/modern/tasks-server.mjs (the
// 2026-07-28 extension io.modelcontextprotocol/tasks) and the demo server's slow_count in both
// eras, the result printed as a call's, and
// Ctrl+C (SIGINT) cancelling the task with tasks/cancel before mcpscope exits.
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/types.h>
#include <unistd.h>

using namespace mcpscope;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QString describe() const
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(2000)), QString::fromUtf8(err.left(3000)));
    }
};

void prepare(QProcess &p, const QStringList &args)
{
    p.setProgram(test::mcpscopeBinary());
    p.setArguments(QStringList{QStringLiteral("--cli")} + args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
}

Run finish(QProcess &p)
{
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err += p.readAllStandardError();
    return r;
}

Run runCli(const QStringList &args)
{
    QProcess p;
    prepare(p, args);
    p.start();
    return finish(p);
}

QString contentText(const QJsonObject &result)
{
    return result.value(QStringLiteral("content")).toArray().at(0).toObject().value(QStringLiteral("text")).toString();
}

QJsonObject stderrError(const Run &r)
{
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    return QJsonDocument::fromJson(lines.constLast()).object().value(QStringLiteral("error")).toObject();
}

QStringList tasksServer()
{
    return {test::nodeBinary(), test::sourceDir() + QStringLiteral("/tests/modern/tasks-server.mjs"),
            QStringLiteral("--peers"), test::peersDir()};
}

} // namespace

class TestCliTasks : public QObject
{
    Q_OBJECT

    QString m_everything;

private Q_SLOTS:
    void initTestCase()
    {
        m_everything = test::peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        QVERIFY2(!m_everything.isEmpty(), test::peerMissingMessage(QStringLiteral("server-everything")).constData());
        QVERIFY2(!test::peerScript(QStringLiteral("ext-tasks"), QStringLiteral("package.json")).isEmpty(),
                 test::peerMissingMessage(QStringLiteral("ext-tasks")).constData());
    }

    void legacyTaskToTheEnd()
    {
        const Run r = runCli({test::nodeBinary(), m_everything, QStringLiteral("stdio"), QStringLiteral("--method"),
                              QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                              QStringLiteral("simulate-research-query"), QStringLiteral("--tool-arg"),
                              QStringLiteral("topic=tides"), QStringLiteral("--task"), QStringLiteral("--task-ttl"),
                              QStringLiteral("120000")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        // The result, printed as a normal call's: the tool's result alone.
        QVERIFY2(contentText(r.json()).contains(QStringLiteral("Research Report: tides")), qPrintable(r.describe()));
        QVERIFY(!r.json().contains(QStringLiteral("task")));
        // The status on stderr as it went.
        QVERIFY2(r.err.contains("started") && r.err.contains(": working – "), qPrintable(r.describe()));
        QVERIFY2(r.err.contains(": completed"), qPrintable(r.describe()));
    }

    void modernTaskToTheEnd()
    {
        const Run r = runCli(
            tasksServer()
            + QStringList{QStringLiteral("--protocol-era"), QStringLiteral("modern"), QStringLiteral("--method"),
                          QStringLiteral("tools/call"), QStringLiteral("--tool-name"), QStringLiteral("slow_count"),
                          QStringLiteral("--tool-arg"), QStringLiteral("to=3"), QStringLiteral("--tool-arg"),
                          QStringLiteral("stepMs=400"), QStringLiteral("--task")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(contentText(r.json()), QStringLiteral("counted to 3"));
        QVERIFY2(r.err.contains("counted 1 of 3"), qPrintable(r.describe()));
    }

    void demoTask_data()
    {
        QTest::addColumn<QString>("era");
        QTest::newRow("2025-11-25") << QStringLiteral("legacy");
        QTest::newRow("2026-07-28") << QStringLiteral("modern");
    }

    void demoTask()
    {
        // The demo server's slow_count, in the era's own form of tasks, to its end.
        QFETCH(QString, era);
        const Run r
            = runCli({test::demoServerBinary(), QStringLiteral("--protocol-era"), era, QStringLiteral("--method"),
                      QStringLiteral("tools/call"), QStringLiteral("--tool-name"), QStringLiteral("slow_count"),
                      QStringLiteral("--tool-arg"), QStringLiteral("to=3"), QStringLiteral("--tool-arg"),
                      QStringLiteral("stepMs=600"), QStringLiteral("--task"), QStringLiteral("--check")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(contentText(r.json()), QStringLiteral("counted to 3"));
        QVERIFY(!r.json().contains(QStringLiteral("task")));
        QVERIFY2(r.err.contains("started") && r.err.contains(": completed"), qPrintable(r.describe()));
        QVERIFY2(r.err.contains("counted 1 of 3"), qPrintable(r.describe()));
    }

    void failedTaskExitsLikeAnError()
    {
        const Run r = runCli(tasksServer()
                             + QStringList{QStringLiteral("--protocol-era"), QStringLiteral("modern"),
                                           QStringLiteral("--method"), QStringLiteral("tools/call"),
                                           QStringLiteral("--tool-name"), QStringLiteral("fail_task"),
                                           QStringLiteral("--task")});
        QCOMPARE(r.exitCode, 1); // as a call answered with a JSON-RPC error
        QCOMPARE(stderrError(r).value(QStringLiteral("message")).toString(), QStringLiteral("the work broke"));
    }

    void toolWithoutTaskSupportIsRefused()
    {
        const Run r = runCli({test::nodeBinary(), m_everything, QStringLiteral("stdio"), QStringLiteral("--method"),
                              QStringLiteral("tools/call"), QStringLiteral("--tool-name"), QStringLiteral("echo"),
                              QStringLiteral("--tool-arg"), QStringLiteral("message=hi"), QStringLiteral("--task")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(stderrError(r).value(QStringLiteral("code")).toString(), QStringLiteral("task_unsupported"));
        QVERIFY2(stderrError(r).value(QStringLiteral("message")).toString().contains(QStringLiteral("taskSupport")),
                 qPrintable(r.describe()));
        const Run wrong = runCli({test::nodeBinary(), m_everything, QStringLiteral("stdio"), QStringLiteral("--method"),
                                  QStringLiteral("tools/list"), QStringLiteral("--task")});
        QCOMPARE(wrong.exitCode, 1);
        const Run ttl = runCli({test::nodeBinary(), m_everything, QStringLiteral("stdio"), QStringLiteral("--method"),
                                QStringLiteral("tools/call"), QStringLiteral("--tool-name"), QStringLiteral("echo"),
                                QStringLiteral("--task-ttl"), QStringLiteral("soon")});
        QCOMPARE(ttl.exitCode, 1);
        QVERIFY2(ttl.err.contains("--task-ttl"), qPrintable(ttl.describe()));
    }

    void ctrlCCancelsTheTask()
    {
        QTemporaryDir dir;
        const QString sessionPath = dir.filePath(QStringLiteral("session.jsonl"));
        QProcess p;
        prepare(p, tasksServer()
                       + QStringList{QStringLiteral("--protocol-era"), QStringLiteral("modern"),
                                     QStringLiteral("--method"), QStringLiteral("tools/call"),
                                     QStringLiteral("--tool-name"), QStringLiteral("slow_count"),
                                     QStringLiteral("--tool-arg"), QStringLiteral("to=1000"), QStringLiteral("--task"),
                                     QStringLiteral("--save-session"), sessionPath});
        p.start();
        QVERIFY(p.waitForStarted());
        QByteArray err;
        QVERIFY(QTest::qWaitFor(
            [&] {
                err += p.readAllStandardError();
                return err.contains("Ctrl+C cancels it") || p.state() == QProcess::NotRunning;
            },
            30000));
        QVERIFY2(p.state() == QProcess::Running, err.constData());
        ::kill(pid_t(p.processId()), SIGINT);
        Run r = finish(p);
        r.err.prepend(err);
        QCOMPARE(r.exitCode, 5);
        QCOMPARE(stderrError(r).value(QStringLiteral("code")).toString(), QStringLiteral("task_cancelled"));
        QFile session(sessionPath);
        QVERIFY(session.open(QIODevice::ReadOnly));
        QVERIFY2(session.readAll().contains("\"method\":\"tasks/cancel\""), "no tasks/cancel in the saved session");
    }

    void ctrlCInTheTerminalReachesOnlyMcpscope_data()
    {
        QTest::addColumn<QString>("era");
        QTest::newRow("2025-11-25") << QStringLiteral("legacy");
        QTest::newRow("2026-07-28") << QStringLiteral("modern");
    }

    void ctrlCInTheTerminalReachesOnlyMcpscope()
    {
        // Ctrl+C in a terminal sends SIGINT to the whole foreground process group. mcpscope
        // starts a stdio server in a group of its own, so the server lives on to receive
        // tasks/cancel (its own stderr says so), and mcpscope exits with 5 (task_cancelled).
        QFETCH(QString, era);
        QTemporaryDir dir;
        const QString sessionPath = dir.filePath(QStringLiteral("session.jsonl"));
        QProcess p;
        prepare(p, {test::demoServerBinary(), QStringLiteral("--protocol-era"), era, QStringLiteral("--method"),
                    QStringLiteral("tools/call"), QStringLiteral("--tool-name"), QStringLiteral("slow_count"),
                    QStringLiteral("--tool-arg"), QStringLiteral("to=1000"), QStringLiteral("--tool-arg"),
                    QStringLiteral("stepMs=100"), QStringLiteral("--task"), QStringLiteral("--save-session"),
                    sessionPath});
        // mcpscope leads a process group, as a shell's foreground job does.
        p.setChildProcessModifier([] { ::setpgid(0, 0); });
        p.start();
        QVERIFY(p.waitForStarted());
        QByteArray err;
        QVERIFY(QTest::qWaitFor(
            [&] {
                err += p.readAllStandardError();
                return err.contains("Ctrl+C cancels it") || p.state() == QProcess::NotRunning;
            },
            30000));
        QVERIFY2(p.state() == QProcess::Running, err.constData());
        QCOMPARE(::getpgid(pid_t(p.processId())), pid_t(p.processId()));
        ::kill(-pid_t(p.processId()), SIGINT); // the terminal's Ctrl+C: the whole group
        Run r = finish(p);
        r.err.prepend(err);
        QCOMPARE(r.exitCode, 5);
        QCOMPARE(stderrError(r).value(QStringLiteral("code")).toString(), QStringLiteral("task_cancelled"));
        QFile session(sessionPath);
        QVERIFY(session.open(QIODevice::ReadOnly));
        const QByteArray recorded = session.readAll();
        QVERIFY2(recorded.contains("\"method\":\"tasks/cancel\""), "no tasks/cancel in the saved session");
        // The server read it and said so on its stderr (recorded in the session).
        bool serverCancelled = false;
        for (const QByteArray &line : recorded.split('\n')) {
            const QJsonObject event = QJsonDocument::fromJson(line).object();
            serverCancelled = serverCancelled
                              || (event.value(QStringLiteral("type")).toString() == QLatin1String("stderr")
                                  && event.value(QStringLiteral("line"))
                                         .toString()
                                         .endsWith(QLatin1String(": cancelled by the client")));
        }
        QVERIFY2(serverCancelled, recorded.right(3000).constData());
    }
};

QTEST_GUILESS_MAIN(TestCliTasks)
#include "tst_clitasks.moc"
