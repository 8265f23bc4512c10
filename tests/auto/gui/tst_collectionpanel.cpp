// SPDX-License-Identifier: MIT
// The Collections tab (offscreen) against the demo server: a collection opened, run, edited
// until it fails, reordered, saved and read back; a request of the timeline saved into it.
#include "findchild.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "testpaths.h"
#include "widgets/collections/collectionpanel.h"
#include "widgets/collections/loaddialog.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/timeline/timelineview.h"

#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

// The panel's parts, found by their objectName as the panel names them.
QTreeWidget *stepList(const CollectionPanel *panel)
{
    return test::child<QTreeWidget>(panel, QStringLiteral("collectionSteps"));
}

QTreeWidget *checkList(const CollectionPanel *panel)
{
    return test::child<QTreeWidget>(panel, QStringLiteral("collectionChecks"));
}

QPlainTextEdit *expectationsEditor(const CollectionPanel *panel)
{
    return test::child<QPlainTextEdit>(panel, QStringLiteral("collectionExpectations"));
}

ArgumentsEditor *argumentsForm(const CollectionPanel *panel)
{
    return test::child<ArgumentsEditor>(panel, QStringLiteral("collectionArguments"));
}

QPushButton *runAllButton(const CollectionPanel *panel)
{
    return test::child<QPushButton>(panel, QStringLiteral("collectionRunAll"));
}

} // namespace

class TestCollectionPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void runsEditsAndSaves()
    {
        StdioServerConfig config;
        config.program = test::demoServerBinary();
        MainWindow window(config);
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CollectionPanel *panel = test::child<CollectionPanel>(window, QStringLiteral("collectionPanel"));
        QVERIFY(!runAllButton(panel)->isEnabled()); // not connected yet

        QString error;
        QVERIFY2(panel->open(test::sourceDir() + QStringLiteral("/examples/demo-server.collection.json"), &error),
                 qPrintable(error));
        QCOMPARE(stepList(panel)->topLevelItemCount(), 8);
        window.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
        QTRY_VERIFY(runAllButton(panel)->isEnabled());

        // Run everything: every step passes, each row says so.
        QSignalSpy finished(panel, &CollectionPanel::runFinished);
        runAllButton(panel)->click();
        QVERIFY(finished.wait(15000));
        QCOMPARE(panel->results().size(), 8);
        for (int i = 0; i < 8; ++i) {
            QVERIFY2(panel->results().at(i).passed, qPrintable(panel->results().at(i).name));
            QCOMPARE(stepList(panel)->topLevelItem(i)->text(3), QStringLiteral("passed"));
        }
        QVERIFY(panel->summaryText().contains(QLatin1String("8 passed, 0 failed")));
        window.findChild<QTabWidget *>(QStringLiteral("mainTabs"))->setCurrentWidget(panel);
        const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
        if (!shots.isEmpty())
            QVERIFY(window.grab().save(shots + QStringLiteral("/collections-tab.png")));

        // An expectation that cannot hold: the step fails and says what it found.
        panel->selectStep(2);
        expectationsEditor(panel)->setPlainText(
            QStringLiteral(R"([{"type": "pointer", "pointer": "/content/0/text", "equals": "something else"}])"));
        QCOMPARE(panel->collection().steps.at(2).expect.size(), 1);
        panel->runSelected();
        QVERIFY(finished.wait(15000));
        QVERIFY(!panel->results().at(2).passed);
        QCOMPARE(stepList(panel)->topLevelItem(2)->text(3), QStringLiteral("failed"));
        QCOMPARE(panel->selectedStep(), 2);
        QCOMPARE(panel->results().at(2).checks.size(), 1);
        QCOMPARE(checkList(panel)->topLevelItemCount(), 1);
        QCOMPARE(checkList(panel)->topLevelItem(0)->text(0), QStringLiteral("FAIL"));
        QVERIFY2(checkList(panel)->topLevelItem(0)->text(2).contains(QLatin1String("Echo: hello from a collection")),
                 qPrintable(checkList(panel)->topLevelItem(0)->text(2)));
        // Text that is no expectation is refused and the step keeps its last good ones.
        expectationsEditor(panel)->setPlainText(QStringLiteral(R"([{"type": "sometimes"}])"));
        QCOMPARE(panel->collection().steps.at(2).expect.size(), 1);

        // The step's messages, in the timeline.
        const qsizetype first = panel->results().at(2).firstEvent;
        QVERIFY(first >= 0);
        Q_EMIT panel->showEventRequested(first);
        QCOMPARE(test::child<TimelineView>(window, QStringLiteral("timelineView"))->selectedEventIndex(), first);
        QCOMPARE(window.session()->eventAt(first).message.method(), QStringLiteral("tools/call"));

        // Reorder, duplicate, remove, rename.
        panel->selectStep(0);
        panel->moveSelected(1);
        QCOMPARE(panel->collection().steps.at(1).name, QStringLiteral("Ping"));
        panel->duplicateSelected();
        QCOMPARE(panel->collection().steps.size(), 9);
        QCOMPARE(panel->collection().steps.at(2).name, QStringLiteral("Ping (copy)"));
        panel->removeSelected();
        QCOMPARE(panel->collection().steps.size(), 8);
        stepList(panel)->topLevelItem(0)->setText(1, QStringLiteral("Tools first"));
        QCOMPARE(panel->collection().steps.at(0).name, QStringLiteral("Tools first"));
        QVERIFY(panel->isModified());

        // A request of the timeline saved into the collection, then run alone.
        bool answered = false;
        window.client()->request(
            QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("add")},
             {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("a"), 1}, {QStringLiteral("b"), 2}}}},
            this, [&](const Reply &) { answered = true; });
        QTRY_VERIFY(answered);
        qsizetype sent = -1;
        for (qsizetype i = window.session()->count() - 1; i >= 0 && sent < 0; --i) {
            const SessionEvent &e = window.session()->eventAt(i);
            if (e.type == SessionEvent::Type::Sent && e.message.method() == QLatin1String("tools/call"))
                sent = i;
        }
        QVERIFY(test::child<TimelineView>(window, QStringLiteral("timelineView"))->selectEvent(sent));
        auto *save = test::child<QAction>(window, QStringLiteral("saveRequestAction"));
        QTRY_VERIFY(save->isEnabled());
        save->trigger();
        QCOMPARE(panel->collection().steps.size(), 9);
        const CollectionStep &saved = panel->collection().steps.constLast();
        QCOMPARE(saved.method, QStringLiteral("tools/call"));
        QCOMPARE(saved.params.value(QStringLiteral("name")).toString(), QStringLiteral("add"));
        QCOMPARE(saved.name, QStringLiteral("tools/call add"));
        panel->runSelected();
        QVERIFY(finished.wait(15000));
        QVERIFY(panel->results().constLast().passed);

        // A tools/call step of a listed tool: its arguments in the tool's own form.
        panel->selectStep(3); // "Add keeps to its output schema"
        QTRY_VERIFY(panel->showsArgumentsForm());
        argumentsForm(panel)->setArguments({{QStringLiteral("a"), 4}, {QStringLiteral("b"), 5}});
        QCOMPARE(panel->collection().steps.at(3).params.value(QStringLiteral("arguments")).toObject(),
                 (QJsonObject{{QStringLiteral("a"), 4}, {QStringLiteral("b"), 5}}));
        QCOMPARE(panel->collection().steps.at(3).params.value(QStringLiteral("name")).toString(),
                 QStringLiteral("add"));
        panel->runSelected();
        QVERIFY(finished.wait(15000));
        QVERIFY(!panel->results().at(3).passed); // its snapshot and sum were for 2 + 3
        panel->selectStep(0);                    // a tools/list step: params as JSON
        QVERIFY(!panel->showsArgumentsForm());

        // Load from the window: figures and the chart fill as answers come.
        LoadDialog *load = panel->showLoad();
        QVERIFY(load);
        load->durationBox()->setValue(1);
        QSignalSpy loaded(load, &LoadDialog::finished);
        load->start();
        QVERIFY(loaded.wait(15000));
        QVERIFY2(load->figuresText().contains(QLatin1String("latency: p50")), qPrintable(load->figuresText()));
        // The figures saved: the same as the run's, every answer's latency, owner-only.
        QVERIFY(load->saveButton()->isEnabled());
        QTemporaryDir figuresDir;
        const QString figuresPath = figuresDir.filePath(QStringLiteral("load.json"));
        QVERIFY2(load->saveFigures(figuresPath, &error), qPrintable(error));
        QFile figuresFile(figuresPath);
        QVERIFY(figuresFile.open(QIODevice::ReadOnly));
        QCOMPARE(figuresFile.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
                 QFileDevice::Permissions());
        const QJsonObject report = QJsonDocument::fromJson(figuresFile.readAll()).object();
        const QJsonObject figures = report.value(QStringLiteral("load")).toObject();
        QVERIFY(figures.value(QStringLiteral("requests")).toInteger() > 0);
        QCOMPARE(report.value(QStringLiteral("samples")).toArray().size(),
                 figures.value(QStringLiteral("answered")).toInteger()
                     + figures.value(QStringLiteral("errors")).toInteger());
        QCOMPARE(report.value(QStringLiteral("options")).toObject().value(QStringLiteral("durationSeconds")).toDouble(),
                 1.0);
        QVERIFY(load->figuresText().contains(QString::number(figures.value(QStringLiteral("requests")).toInteger())));
        QVERIFY(!load->saveFigures(figuresDir.filePath(QStringLiteral("no/such/dir/load.json")), &error));
        QVERIFY(!error.isEmpty());
        if (!shots.isEmpty())
            QVERIFY(load->grab().save(shots + QStringLiteral("/collections-load.png")));
        load->close();

        // Saved and read back: the same collection, owner-only.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.collection.json"));
        QVERIFY2(panel->save(path, &error), qPrintable(error));
        QVERIFY(!panel->isModified());
        QCOMPARE(QFile(path).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
                 QFileDevice::Permissions());
        const QJsonObject before = panel->collection().toJson();
        panel->newCollection();
        QCOMPARE(stepList(panel)->topLevelItemCount(), 0);
        QVERIFY2(panel->open(path, &error), qPrintable(error));
        QCOMPARE(panel->collection().toJson(), before);

        // A collection made from the window's session: one step per request.
        window.makeCollectionFromSession();
        QVERIFY(panel->collection().steps.size() > 10);
        QVERIFY(panel->isModified());
    }
};

QTEST_MAIN(TestCollectionPanel)
#include "tst_collectionpanel.moc"
