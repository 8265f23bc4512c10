// SPDX-License-Identifier: MIT
// The window (offscreen) against the fault server (tests/faultserver): the connection doctor
// panel names the cause and the next step when connecting fails or hangs, a broken answer ends
// a request at once, and the timeline keeps every line the server wrote.
#include "findchild.h"
#include "mainwindow.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "testpaths.h"
#include "widgets/diagnostics/connectiondoctorpanel.h"

#include <QFile>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::gui;

namespace {

QString faultServer()
{
    return test::sourceDir() + QStringLiteral("/tests/faultserver/faultserver.js");
}

StdioServerConfig faultConfig(const QString &mode, const QString &copy)
{
    StdioServerConfig config;
    config.program = test::nodeBinary();
    config.arguments = {faultServer(), mode};
    config.environment.insert(QStringLiteral("FAULT_COPY"), copy);
    return config;
}

/// The lines the server wrote, and the payloads the window's session received, are the same.
bool timelineKeepsEverything(const Session &session, const QString &copy, QString *why)
{
    QFile file(copy);
    // No file: the server wrote nothing on stdout.
    QList<QByteArray> lines = file.open(QIODevice::ReadOnly) ? file.readAll().split('\n') : QList<QByteArray>();
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    QList<QByteArray> received;
    for (const SessionEvent &e : session.events()) {
        if (e.type == SessionEvent::Type::Received)
            received << e.message.raw();
    }
    *why = QStringLiteral("the server wrote %1 lines, the session holds %2").arg(lines.size()).arg(received.size());
    return lines == received;
}

} // namespace

class TestFaultWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!test::nodeBinary().isEmpty(), "node is not on the PATH");
    }

    void doctorNamesTheCause_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QString>("nextStep");
        QTest::newRow("pretty") << QStringLiteral("pretty") << QStringLiteral("it seems to pretty-print its JSON")
                                << QStringLiteral("one message per line");
        QTest::newRow("only-garbage") << QStringLiteral("only-garbage")
                                      << QStringLiteral("the first is \"Starting faultserver...\"")
                                      << QStringLiteral("logs to standard error");
        QTest::newRow("exit-early") << QStringLiteral("exit-early")
                                    << QStringLiteral("exited with code 3 before it answered initialize")
                                    << QStringLiteral("terminal");
        QTest::newRow("wrong-version") << QStringLiteral("wrong-version") << QStringLiteral("1999-01-01")
                                       << QStringLiteral("Update the server");
        // A hang: after a few seconds the panel shows what is known so far.
        QTest::newRow("http-hint") << QStringLiteral("http-hint") << QStringLiteral("suggests it serves HTTP")
                                   << QStringLiteral("Connect to http://127.0.0.1:8931/mcp");
    }

    void doctorNamesTheCause()
    {
        QFETCH(QString, mode);
        QFETCH(QString, cause);
        QFETCH(QString, nextStep);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("stdout"));
        MainWindow window(faultConfig(mode, copy));
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ConnectionDoctorPanel *doctor = test::child<ConnectionDoctorPanel>(window, QStringLiteral("connectionDoctor"));
        QVERIFY(!doctor->isVisible());
        window.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(doctor->isVisible(), 15000);
        QTRY_VERIFY2_WITH_TIMEOUT(doctor->diagnosis().causes.join(QLatin1Char('\n')).contains(cause),
                                  qPrintable(doctor->text()), 5000);
        QVERIFY2(doctor->diagnosis().nextStep.contains(nextStep), qPrintable(doctor->text()));
        QVERIFY(window.client()->state() != McpClient::State::Ready);
        if (mode == QLatin1String("only-garbage")) // told as soon as known, still waiting
            QVERIFY2(window.statusText().contains(QLatin1String("goes on waiting")), qPrintable(window.statusText()));
        // The panel shows its words as they are (no markup), with its buttons.
        QVERIFY(doctor->findChild<QPushButton *>() != nullptr);
        const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
        if (!shots.isEmpty()) {
            QTest::qWait(300); // the timeline repaints at its new height first
            QVERIFY(window.grab().save(shots + QStringLiteral("/connection-doctor-%1.png").arg(mode)));
        }
        if (mode != QLatin1String("http-hint")) {
            QString why;
            QTRY_VERIFY2_WITH_TIMEOUT(timelineKeepsEverything(*window.session(), copy, &why), qPrintable(why), 5000);
        }
    }

    void doctorGoesOnceReady()
    {
        // A good server: no panel, before or after the handshake.
        QTemporaryDir dir;
        MainWindow window(faultConfig(QStringLiteral("ok"), dir.filePath(QStringLiteral("stdout"))));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
        QVERIFY(!test::child<ConnectionDoctorPanel>(window, QStringLiteral("connectionDoctor"))->isVisible());
    }

    void brokenAnswerEndsTheRequestAtOnce()
    {
        // After the handshake, tools/list answered with a string id: the request ends at once
        // (not after the 60 s timeout), with words that name the broken answer.
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("stdout"));
        MainWindow window(faultConfig(QStringLiteral("string-id"), copy));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(window.client()->state() == McpClient::State::Ready, 15000);
        bool done = false;
        Reply got;
        window.client()->request(QStringLiteral("tools/list"), {}, this, [&](const Reply &reply) {
            got = reply;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10000);
        QCOMPARE(got.status, Reply::Status::Broken);
        QVERIFY2(got.errorMessage.contains(QLatin1String("a string")), qPrintable(got.errorMessage));
        QVERIFY(!test::child<ConnectionDoctorPanel>(window, QStringLiteral("connectionDoctor"))
                     ->isVisible()); // connected: no connection problem
        QString why;
        QTRY_VERIFY2_WITH_TIMEOUT(timelineKeepsEverything(*window.session(), copy, &why), qPrintable(why), 5000);
    }
};

QTEST_MAIN(TestFaultWindow)
#include "tst_faultwindow.moc"
