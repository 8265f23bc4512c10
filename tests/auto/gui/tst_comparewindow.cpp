// SPDX-License-Identifier: MIT
// The compare window, offscreen, on sessions recorded from the demo server and edited copies.
#include "session/sessioncomparefilter.h"
#include "session/sessioncomparemodel.h"
#include "sessionedit.h"
#include "testpaths.h"
#include "widgets/compare/comparewindow.h"
#include "widgets/json/jsonview.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
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
        QCOMPARE(window.differencesList()->count(), 1);
        QVERIFY(window.differencesList()->item(0)->text().startsWith(QStringLiteral("/description: Adds a and b")));
        // The first difference is selected, and both sides show where it is.
        QCOMPARE(window.differencesList()->currentRow(), 0);
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
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
