// SPDX-License-Identifier: MIT
// "Compare Surface With Saved Session…" in the window, offscreen: the demo server now against
// a session saved by `mcpscope diff --save-a`, as it is and edited the way a release might.
#include "findchild.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "profiles/serverprofile.h"
#include "session/session.h"
#include "sessionedit.h"
#include "testpaths.h"
#include "widgets/compare/comparewindow.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

/// Whether @p session holds an answer to each list of the demo server.
bool listsRead(const Session &session)
{
    QStringList methods{QStringLiteral("tools/list"), QStringLiteral("resources/list"),
                        QStringLiteral("resources/templates/list"), QStringLiteral("prompts/list")};
    for (const SessionEvent &e : session.events()) {
        if (e.type != SessionEvent::Type::Received || !e.message.isResponse() || e.linked < 0)
            continue;
        methods.removeAll(session.eventAt(e.linked).message.method());
    }
    return methods.isEmpty();
}

} // namespace

class TestSurfaceDiff : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_saved;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_saved = m_dir.filePath(QStringLiteral("demo-surface.jsonl"));
        QProcess p;
        p.start(test::mcpscopeBinary(), {QStringLiteral("diff"), QStringLiteral("-q"), QStringLiteral("--save-a"),
                                         m_saved, QStringLiteral("--a-command"), test::demoServerBinary(),
                                         QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    }

    void serverNowAgainstSavedSession()
    {
        ServerProfile profile;
        profile.name = QStringLiteral("demo");
        profile.program = test::demoServerBinary();
        MainWindow window(profile);
        window.resize(1000, 700);
        window.show();
        auto *action = test::child<QAction>(&window, QStringLiteral("compareSurfaceAction"));
        QCOMPARE(action->text(), QStringLiteral("Compare &Surface With Saved Session…"));
        window.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(listsRead(*window.session()), 15000);

        // The tabs read the long resource list one page at a time: every page is read first.
        QPointer<CompareWindow> same = window.compareSurfaceWithSavedSession(m_saved);
        QVERIFY(same);
        QTRY_VERIFY_WITH_TIMEOUT(same->isSurfaceDiff(), 15000);
        QStringList found;
        for (const SessionComparison::Item &item : same->comparison().items()) {
            if (item.isDifference())
                found << item.name + QStringLiteral(": ") + item.changes.join(QStringLiteral("; "));
        }
        QVERIFY2(same->comparison().isEqual(), qPrintable(found.join(QLatin1Char('\n'))));
        QVERIFY(same->comparison().notCompared().isEmpty());
        const QString summary = test::child<QLabel>(same, QStringLiteral("summary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("B: the server now (mcpscope-demo ")), qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("The same surface")));
        same->close();

        // A saved session from "before a release" that had one argument fewer required and
        // no logging capability: both changes are named in words.
        const QString older = m_dir.filePath(QStringLiteral("older.jsonl"));
        const QString step = m_dir.filePath(QStringLiteral("step.jsonl"));
        QCOMPARE(test::rewriteSession(
                     m_saved, step,
                     test::replaceReceived("\"required\":[\"a\",\"b\"],\"type\":\"object\"},\"name\":\"add\"",
                                           "\"required\":[\"a\"],\"type\":\"object\"},\"name\":\"add\"")),
                 1);
        QCOMPARE(test::rewriteSession(step, older, test::replaceReceived("\"logging\":{},", "")), 1);
        QPointer<CompareWindow> changed = window.compareSurfaceWithSavedSession(older);
        QVERIFY(changed);
        QTRY_VERIFY_WITH_TIMEOUT(changed->isSurfaceDiff(), 15000);
        QVERIFY(!changed->comparison().isEqual());
        QStringList words;
        for (const SessionComparison::Item &item : changed->comparison().items())
            words << item.changes;
        QCOMPARE(words, (QStringList{QStringLiteral("capability logging was added"),
                                     QStringLiteral("argument `b` became required")}));
        auto *differences = test::child<QListWidget>(changed, QStringLiteral("differences"));
        QTRY_VERIFY(differences->count() > 0);
        QCOMPARE(differences->item(0)->text(), QStringLiteral("capability logging was added"));
        changed->close();
    }
};

QTEST_MAIN(TestSurfaceDiff)
#include "tst_surfacediff.moc"
