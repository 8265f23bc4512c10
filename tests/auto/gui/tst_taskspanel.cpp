// SPDX-License-Identifier: MIT
// The window's tasks, offscreen: the Tools tab's "Run as a task" and the Tasks tab, over a real
// server that runs tools as tasks (server-everything 2026.8.31, MCP 2025-11-25 tasks): a task run
// to its end and its result opened, one cancelled, and the control disabled (with a reason)
// for a tool that does not support tasks; and the demo server's slow_count in both eras.
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "tasks/tasklistmodel.h"
#include "tasks/tasktracker.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/json/jsonview.h"
#include "widgets/tasks/taskspanel.h"
#include "widgets/tools/toolspanel.h"

#include "findchild.h"
#include "liveconnection.h"
#include "testpaths.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace mcpscope;

namespace {

constexpr int Timeout = 30000;

struct Fixture : test::LiveConnection
{
    TaskTracker tracker;
    ToolsPanel tools;
    TasksPanel tasks;

    explicit Fixture(const StdioServerConfig &config = everything())
        : LiveConnection(config)
        , tracker(&client)
    {
        tools.setClient(&client);
        tools.setTaskTracker(&tracker);
        tasks.setTracker(&tracker);
        tools.resize(1200, 800);
        tasks.resize(1000, 700);
    }
    QCheckBox *asTask() const { return test::child<QCheckBox>(tools, QStringLiteral("toolsRunAsTask")); }
    QSpinBox *ttl() const { return test::child<QSpinBox>(tools, QStringLiteral("toolsTaskTtl")); }
    QPushButton *run() const { return test::child<QPushButton>(tools, QStringLiteral("toolsRun")); }
    QTableView *table() const { return test::child<QTableView>(tasks, QStringLiteral("tasksTable")); }
    QPushButton *cancel() const { return test::child<QPushButton>(tasks, QStringLiteral("tasksCancel")); }
    QPushButton *openResult() const { return test::child<QPushButton>(tasks, QStringLiteral("tasksOpenResult")); }
    JsonView *result() const { return test::child<JsonView>(tasks, QStringLiteral("tasksResult")); }
    /// Runs the chosen tool as a task with @p arguments; the id of the task it made.
    QString runTask(const QJsonObject &arguments)
    {
        QSignalSpy started(&tools, &ToolsPanel::taskStarted);
        test::child<ArgumentsEditor>(tools, QStringLiteral("toolsArguments"))->setArguments(arguments);
        run()->click();
        if (!started.wait(Timeout))
            return {};
        return started.at(0).at(0).toString();
    }
};

} // namespace

class TstTasksPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void runCancelAndRefuse()
    {
        QVERIFY2(!test::LiveConnection::everything().program.isEmpty(),
                 test::peerMissingMessage(QStringLiteral("server-everything")).constData());
        Fixture f;
        QAbstractItemModelTester tester(f.tasks.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        f.tools.show();
        f.tasks.show();
        QVERIFY(f.connectAndWait());
        QTRY_VERIFY_WITH_TIMEOUT(f.tools.isAvailable(), Timeout);

        // A tool without task support: the control is off, and says why.
        QVERIFY(f.tools.selectTool(QStringLiteral("echo")));
        QVERIFY(!f.asTask()->isEnabled());
        QVERIFY2(f.asTask()->toolTip().contains(QStringLiteral("taskSupport")), qPrintable(f.asTask()->toolTip()));

        // A tool that supports tasks: run to its end, the result opened from the Tasks tab.
        QVERIFY(f.tools.selectTool(QStringLiteral("simulate-research-query")));
        QVERIFY(f.asTask()->isEnabled());
        f.asTask()->setChecked(true);
        QVERIFY(f.ttl()->isEnabled());
        f.ttl()->setValue(120);
        const QString id = f.runTask(QJsonObject{{QStringLiteral("topic"), QStringLiteral("tides")}});
        QVERIFY(!id.isEmpty());
        QCOMPARE(f.sent(QStringLiteral("tools/call"))
                     .constLast()
                     .params()
                     .value(QStringLiteral("task"))
                     .toObject()
                     .value(QStringLiteral("ttl"))
                     .toInt(),
                 120000);
        QCOMPARE(f.table()->model()->rowCount(), 1);
        QCOMPARE(f.tasks.currentTaskId(), id);
        QVERIFY(f.cancel()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(f.table()->model()->index(0, TaskListModel::StatusColumn).data().toString(),
                                  QStringLiteral("completed"), Timeout);
        QVERIFY(!f.cancel()->isEnabled());
        // 2025-11-25: tasks/result brings the result after the status says it ended.
        QTRY_VERIFY_WITH_TIMEOUT(f.table()->model()->index(0, 0).data(TaskListModel::HasResultRole).toBool(), Timeout);
        f.openResult()->click();
        QVERIFY2(f.result()->content().contains(QStringLiteral("Research Report: tides")),
                 qPrintable(f.result()->content().left(300)));

        // Another, cancelled from the Tasks tab.
        const QString second = f.runTask(QJsonObject{{QStringLiteral("topic"), QStringLiteral("waves")}});
        QVERIFY(!second.isEmpty());
        QCOMPARE(f.tasks.currentTaskId(), second);
        f.cancel()->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.tracker.task(second)->status, QStringLiteral("cancelled"), Timeout);
        QCOMPARE(f.table()->model()->index(1, TaskListModel::StatusColumn).data().toString(),
                 QStringLiteral("cancelled"));
        QCOMPARE(f.sentCount(QStringLiteral("tasks/cancel")), 1);
        QVERIFY2(f.result()->content().contains(QStringLiteral("cancelled")), qPrintable(f.result()->content()));
    }

    void demoServerBothEras_data()
    {
        QTest::addColumn<int>("era");
        QTest::newRow("2025-11-25") << int(ProtocolEra::Legacy);
        QTest::newRow("2026-07-28") << int(ProtocolEra::Modern);
    }

    void demoServerBothEras()
    {
        // The demo server's slow_count, offline, in the era's own form of tasks: shown working
        // in the Tasks tab, then completed with its result; another one cancelled from there.
        QFETCH(int, era);
        Fixture f(test::LiveConnection::demoServer());
        f.client.setProtocolEra(ProtocolEra(era));
        f.tools.show();
        f.tasks.show();
        QVERIFY(f.connectAndWait());
        QCOMPARE(f.client.isModern(), era == int(ProtocolEra::Modern));
        QTRY_VERIFY_WITH_TIMEOUT(f.tools.isAvailable(), Timeout);
        QVERIFY(f.tools.selectTool(QStringLiteral("slow_count")));
        QVERIFY2(f.asTask()->isEnabled(), qPrintable(f.asTask()->toolTip()));
        f.asTask()->setChecked(true);

        const QString id = f.runTask(QJsonObject{{QStringLiteral("to"), 4}, {QStringLiteral("stepMs"), 400}});
        QVERIFY(!id.isEmpty());
        QCOMPARE(f.table()->model()->rowCount(), 1);
        QCOMPARE(f.tasks.currentTaskId(), id);
        QVERIFY(f.table()
                    ->model()
                    ->index(0, TaskListModel::StatusColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("working")));
        QVERIFY(f.cancel()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(f.table()->model()->index(0, TaskListModel::StatusColumn).data().toString(),
                                  QStringLiteral("completed"), Timeout);
        QVERIFY(!f.cancel()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(f.table()->model()->index(0, 0).data(TaskListModel::HasResultRole).toBool(), Timeout);
        f.openResult()->click();
        QVERIFY2(f.result()->content().contains(QStringLiteral("counted to 4")),
                 qPrintable(f.result()->content().left(300)));

        const QString second = f.runTask(QJsonObject{{QStringLiteral("to"), 1000}, {QStringLiteral("stepMs"), 100}});
        QVERIFY(!second.isEmpty());
        QCOMPARE(f.tasks.currentTaskId(), second);
        f.cancel()->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.tracker.task(second)->status, QStringLiteral("cancelled"), Timeout);
        QCOMPARE(f.table()->model()->index(1, TaskListModel::StatusColumn).data().toString(),
                 QStringLiteral("cancelled"));
        QCOMPARE(f.sentCount(QStringLiteral("tasks/cancel")), 1);
    }
};

QTEST_MAIN(TstTasksPanel)
#include "tst_taskspanel.moc"
