// SPDX-License-Identifier: MIT
// The compare window, offscreen, on sessions recorded from the demo server and edited copies.
#include "findchild.h"
#include "liveconnection.h"
#include "session/sessioncomparefilter.h"
#include "session/sessioncomparemodel.h"
#include "sessionedit.h"
#include "testpaths.h"
#include "widgets/compare/comparewindow.h"
#include "widgets/json/jsonview.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace mcpscope;
using Status = SessionComparison::Status;

class TestCompareWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_a;
    QString m_b;

    qsizetype itemIndex(const CompareWindow &window, const QString &name)
    {
        const QList<SessionComparison::Item> &items = window.comparison().items();
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (items.at(i).name == name)
                return i;
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_a = m_dir.filePath(QStringLiteral("old-server.jsonl"));
        const QString recorded = m_dir.filePath(QStringLiteral("recorded.jsonl"));
        m_b = m_dir.filePath(QStringLiteral("new-server.jsonl"));
        for (const QString &path : {m_a, recorded}) {
            QProcess p;
            p.start(test::mcpscopeBinary(),
                    {QStringLiteral("--cli"), test::demoServerBinary(), QStringLiteral("--method"),
                     QStringLiteral("tools/list"), QStringLiteral("--save-session"), path, QStringLiteral("-q")});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 0);
        }
        // The "new version": one tool gone, one description reworded.
        const QString removed = m_dir.filePath(QStringLiteral("removed.jsonl"));
        QCOMPARE(test::rewriteSession(recorded, removed, test::removeListedTool("\"name\":\"get-audio\"")), 1);
        QCOMPARE(test::rewriteSession(removed, m_b,
                                      test::replaceReceived("Adds a and b; the sum", "Adds up a and b; the sum")),
                 1);
    }

    void comparesAndMarksLines()
    {
        CompareWindow window;
        QAbstractItemModelTester tester(window.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(window.filter(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy compared(&window, &CompareWindow::compared);
        QString error;
        QVERIFY2(window.compareFiles(m_a, m_b, &error), qPrintable(error));
        QCOMPARE(compared.count(), 1);
        QCOMPARE(window.summaryText(), QStringLiteral("The sessions differ: 1 different, 1 only in A, 0 only in B."));

        // The first difference is shown: add's description, the line marked on both sides.
        const QModelIndex current = window.treeView()->currentIndex();
        QCOMPARE(current.siblingAtColumn(0).data().toString(), QStringLiteral("add"));
        QVERIFY(window.viewA()->content().contains(QStringLiteral("\"name\": \"add\"")));
        QCOMPARE(window.viewA()->markedLines(),
                 QStringList{QStringLiteral(
                     "  \"description\": \"Adds a and b; the sum comes back as text and as structured content.\",")});
        QCOMPARE(
            window.viewB()->markedLines(),
            QStringList{QStringLiteral(
                "  \"description\": \"Adds up a and b; the sum comes back as text and as structured content.\",")});
        // What changed in words first, then where.
        QCOMPARE(window.differencesList()->count(), 2);
        QCOMPARE(window.differencesList()->item(0)->text(), QStringLiteral("the description changed"));
        QVERIFY(window.differencesList()->item(1)->text().startsWith(QStringLiteral("/description: Adds a and b")));
        // The first difference is selected, and both sides show where it is.
        QCOMPARE(window.differencesList()->currentRow(), 1);
        QVERIFY(window.viewA()->highlightedText().startsWith(QStringLiteral("\"description\": \"Adds a and b")));
        QVERIFY(window.viewB()->highlightedText().startsWith(QStringLiteral("\"description\": \"Adds up a and b")));

        // A tool only A has: all its lines marked on A's side, B says it has none.
        QVERIFY(window.selectItem(itemIndex(window, QStringLiteral("get-audio"))));
        QCOMPARE(window.viewB()->note(), QStringLiteral("Session B has nothing of this name."));
        QCOMPARE(window.viewA()->markedLines().size(), window.viewA()->content().count(QLatin1Char('\n')) + 1);
        QVERIFY(window.viewB()->markedLines().isEmpty());

        // An equal tool: nothing marked.
        QVERIFY(window.selectItem(itemIndex(window, QStringLiteral("echo"))));
        QVERIFY(window.viewA()->markedLines().isEmpty());
        QVERIFY(window.viewB()->markedLines().isEmpty());
        QCOMPARE(window.viewA()->content(), window.viewB()->content());

        // Only differences: the Tools section with two rows is all that is left.
        window.onlyDifferencesBox()->setChecked(true);
        QCOMPARE(window.filter()->onlyDifferences(), true);
        QAbstractItemModel *shown = window.treeView()->model();
        QCOMPARE(shown->rowCount(), 1);
        QCOMPARE(shown->index(0, 0).data().toString(), QStringLiteral("Tools"));
        QCOMPARE(shown->rowCount(shown->index(0, 0)), 2);
        QCOMPARE(shown->index(1, SessionCompareModel::StatusColumn, shown->index(0, 0)).data().toString(),
                 QStringLiteral("only in A"));
        // Rows that differ are tinted, equal ones are not.
        QVERIFY(shown->index(0, 0, shown->index(0, 0)).data(Qt::BackgroundRole).value<QColor>().isValid());
        window.onlyDifferencesBox()->setChecked(false);
        QCOMPARE(shown->rowCount(), 3); // Server, Capabilities, Tools: tools/list was all it asked
        QVERIFY(!shown->index(0, 0, shown->index(0, 0)).data(Qt::BackgroundRole).isValid());

        window.onlyDifferencesBox()->setChecked(true);
        QVERIFY(window.selectItem(itemIndex(window, QStringLiteral("add"))));
        window.resize(1200, 760);
        QTest::qWait(50);
        const QString png = test::binDir() + QStringLiteral("/compare-window.png");
        QVERIFY(window.grab().save(png));
        qInfo("compare window: %s", qPrintable(png));
    }

    void transcriptOfAnotherServer()
    {
        // server-everything's transcript against the demo: every section differs somewhere.
        CompareWindow window;
        window.show();
        QVERIFY(window.compareFiles(m_a, test::everythingStdio()));
        QVERIFY(!window.comparison().isEqual());
        QVERIFY(window.model()->rowCount() >= 5);
        QVERIFY(window.selectItem(itemIndex(window, QStringLiteral("echo"))));
        QVERIFY(window.differencesList()->count() >= 3);
        QVERIFY(!window.viewA()->markedLines().isEmpty());
        QVERIFY(!window.viewB()->markedLines().isEmpty());
        window.resize(1200, 760);
        QVERIFY(window.grab().save(test::binDir() + QStringLiteral("/compare-window-transcript.png")));
    }

    void sameFileTwice()
    {
        CompareWindow window;
        QVERIFY(window.compareFiles(m_a, m_a));
        QVERIFY(window.comparison().isEqual());
        QVERIFY(window.summaryText().startsWith(QStringLiteral("No differences in meaning")));
    }

    void unreadableFile()
    {
        CompareWindow window;
        QVERIFY(window.compareFiles(m_a, m_b));
        QString error;
        QVERIFY(!window.compareFiles(m_a, m_dir.filePath(QStringLiteral("missing.jsonl")), &error));
        QVERIFY(error.startsWith(QStringLiteral("Session B cannot be read: ")));
        QCOMPARE(window.summaryText(), error);
        QCOMPARE(window.model()->rowCount(), 0);
    }

    void compareButtonNeedsBothFiles()
    {
        CompareWindow *window = CompareWindow::showNew(nullptr, m_a);
        QCOMPARE(window->fileA(), m_a);
        QVERIFY(window->testAttribute(Qt::WA_DeleteOnClose));
        QSignalSpy compared(window, &CompareWindow::compared);
        window->compareNow();
        QCOMPARE(compared.count(), 0);
        window->setFiles(m_a, m_b);
        window->compareNow();
        QCOMPARE(compared.count(), 1);
        QVERIFY(!window->comparison().isEqual());
        window->close();
    }

    /// "The server now against a saved session": a live session of the real demo server with
    /// every list read, as the window's tabs read them, against an edited recording.
    void surfaceDiffOfLiveSession()
    {
        test::LiveConnection live(test::LiveConnection::demoServer());
        QVERIFY(live.connectAndWait());
        int lists = 0;
        const QList<std::pair<QString, QString>> methods{
            {QStringLiteral("tools/list"), QStringLiteral("tools")},
            {QStringLiteral("resources/list"), QStringLiteral("resources")},
            {QStringLiteral("resources/templates/list"), QStringLiteral("resourceTemplates")},
            {QStringLiteral("prompts/list"), QStringLiteral("prompts")}};
        for (const auto &[method, key] : methods)
            live.client.requestAll(method, key, QJsonObject(), nullptr,
                                   [&lists](const Reply &reply) { lists += reply.ok() ? 1 : 0; });
        QTRY_COMPARE_WITH_TIMEOUT(lists, 4, 30000);

        Session saved;
        QString error;
        QVERIFY2(Session::load(m_b, &saved, nullptr, &error), qPrintable(error));
        CompareWindow *window = CompareWindow::showSurfaceDiff(nullptr, saved, QStringLiteral("new-server.jsonl"),
                                                               live.session, QStringLiteral("the server now"));
        QVERIFY(window->testAttribute(Qt::WA_DeleteOnClose));
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->isSurfaceDiff());
        QVERIFY(window->comparison().isSurface());
        QVERIFY(!test::child<QWidget>(window, QStringLiteral("files"))->isVisible());
        const QString summary = test::child<QLabel>(window, QStringLiteral("summary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("A: new-server.jsonl (mcpscope-demo 1.0.0, protocol ")),
                 qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("The surfaces differ: 1 changed, 0 only in A, 1 only in B.")));
        // The saved session asked for the tools only: the other lists are named, not compared.
        QVERIFY(summary.contains(QStringLiteral("Not compared: Resources (A did not ask for resources/list.)")));

        // Sections of the surface only; add's changed description in words, not pointers.
        auto *tree = test::child<QTreeView>(window, QStringLiteral("items"));
        QStringList sections;
        for (int row = 0; row < tree->model()->rowCount(); ++row)
            sections << tree->model()->index(row, 0).data().toString();
        QCOMPARE(sections,
                 (QStringList{QStringLiteral("Server"), QStringLiteral("Capabilities"), QStringLiteral("Tools")}));
        const QModelIndex current = tree->currentIndex();
        QCOMPARE(current.siblingAtColumn(0).data().toString(), QStringLiteral("add"));
        auto *differences = test::child<QListWidget>(window, QStringLiteral("differences"));
        QCOMPARE(differences->count(), 1);
        QCOMPARE(differences->item(0)->text(), QStringLiteral("the description changed"));

        window->resize(1200, 760);
        QTest::qWait(50);
        QVERIFY(window->grab().save(test::binDir() + QStringLiteral("/compare-window-surface.png")));

        // The same window can go back to comparing files.
        QVERIFY(window->compareFiles(m_a, m_b));
        QVERIFY(!window->isSurfaceDiff());
        QVERIFY(test::child<QWidget>(window, QStringLiteral("files"))->isVisible());
        window->close();
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
