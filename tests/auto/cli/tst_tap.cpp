// SPDX-License-Identifier: MIT
// mcpscope tap, run as a real process between this test (playing the MCP host) and a server.
#include "testpaths.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace mcpscope;

namespace {

QString python()
{
    return QStandardPaths::findExecutable(QStringLiteral("python3"));
}
QString fixture()
{
    return test::sourceDir() + QStringLiteral("/tests/auto/core/fixtures/misbehaving_server.py");
}

QList<QJsonObject> journalEvents(const QString &path)
{
    QFile f(path);
    QList<QJsonObject> events;
    if (!f.open(QIODevice::ReadOnly))
        return events;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (!line.isEmpty())
            events.append(QJsonDocument::fromJson(line).object());
    }
    return events;
}

} // namespace

class TestTap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void byteExactBothWaysAndExitCode()
    {
        QTemporaryDir dir;
        const QString journal = dir.filePath(QStringLiteral("tap.jsonl"));
        QProcess tap;
        tap.start(test::mcpscopeBinary(), {QStringLiteral("tap"), QStringLiteral("--save-session"), journal,
                                           QStringLiteral("--"), python(), fixture(), QStringLiteral("tap-echo")});
        QVERIFY(tap.waitForStarted());
        // The host writes raw bytes, including invalid UTF-8 and a CRLF line.
        const QByteArray hostBytes = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n\xc3\x28 not utf-8\r\n";
        tap.write(hostBytes);
        tap.closeWriteChannel();
        QVERIFY(tap.waitForFinished(20000));
        QCOMPARE(tap.exitStatus(), QProcess::NormalExit);
        QCOMPARE(tap.exitCode(), 7); // the server's exit code is tap's

        const QByteArray body = "{\"jsonrpc\":\"2.0\",\"method\":\"cl\"}";
        const QByteArray expected = "ECHO {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n"
                                    "Content-Length: "
                                    + QByteArray::number(body.size()) + "\r\n\r\n" + body
                                    + "\xff\xfe invalid utf-8\n"
                                      "ECHO \xc3\x28 not utf-8\r\n";
        QCOMPARE(tap.readAllStandardOutput(), expected);
        const QByteArray err = tap.readAllStandardError();
        QVERIFY2(err.contains("tap-echo: got the first line\n"), err.constData());
        QVERIFY(err.endsWith("bye"));

        const QList<QJsonObject> events = journalEvents(journal);
        QVERIFY(events.size() > 6);
        QCOMPARE(events.constFirst().value(QStringLiteral("format")).toString(), QStringLiteral("mcpscope-session"));
        QCOMPARE(events.constFirst().value(QStringLiteral("mode")).toString(), QStringLiteral("tap"));
        int sent = 0, received = 0, invalidUtf8 = 0, contentLength = 0, stderrLines = 0;
        for (const QJsonObject &e : events) {
            const QString type = e.value(QStringLiteral("type")).toString();
            sent += type == QLatin1String("sent");
            received += type == QLatin1String("received");
            stderrLines += type == QLatin1String("stderr");
            invalidUtf8 += e.contains(QStringLiteral("rawBase64"));
            contentLength += (e.value(QStringLiteral("frameFlags")).toInt() & 2) != 0;
        }
        QCOMPARE(sent, 2);
        QCOMPARE(received, 4);
        QCOMPARE(stderrLines, 2);
        QCOMPARE(invalidUtf8, 3); // the host's line, the server's line and its echo: kept losslessly
        QCOMPARE(contentLength, 1);
        QVERIFY(QJsonDocument(events.constLast()).toJson().contains("exited with code 7"));
    }

    /// A host starts tap with the same command line for each session: the second session
    /// goes to a new file beside the first, which stays as it was.
    void secondSessionKeepsTheFirst()
    {
        QTemporaryDir dir;
        const QString journal = dir.filePath(QStringLiteral("tap.jsonl"));
        auto runOnce = [&](const QByteArray &id, QByteArray *err) {
            QProcess tap;
            tap.start(test::mcpscopeBinary(), {QStringLiteral("tap"), QStringLiteral("--save-session"), journal,
                                               QStringLiteral("--"), python(), fixture(), QStringLiteral("tap-echo")});
            QVERIFY(tap.waitForStarted());
            tap.write("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"ping\"}\n");
            tap.closeWriteChannel();
            QVERIFY(tap.waitForFinished(20000));
            *err = tap.readAllStandardError();
        };
        QByteArray firstErr;
        runOnce("1", &firstErr);
        QVERIFY2(!firstErr.contains("already exists"), firstErr.constData());
        const QByteArray first = [&] {
            QFile f(journal);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(first.contains("\\\"id\\\":1"));

        QByteArray secondErr;
        runOnce("2", &secondErr);
        const QString second = dir.filePath(QStringLiteral("tap-2.jsonl"));
        QVERIFY2(secondErr.contains("already exists") && secondErr.contains(second.toUtf8()), secondErr.constData());
        QFile again(journal);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), first); // the first session, untouched
        QVERIFY(journalEvents(second).size() > 2);
        QFile secondFile(second);
        QVERIFY(secondFile.open(QIODevice::ReadOnly));
        const QByteArray secondText = secondFile.readAll();
        QVERIFY(secondText.contains("\\\"id\\\":2"));
        QVERIFY(!secondText.contains("\\\"id\\\":1"));
    }

    void serverSignalPropagates()
    {
        QTemporaryDir dir;
        QProcess tap;
        tap.start(test::mcpscopeBinary(),
                  {QStringLiteral("tap"), QStringLiteral("--save-session"), dir.filePath(QStringLiteral("j.jsonl")),
                   QStringLiteral("--"), python(), fixture(), QStringLiteral("tap-die")});
        QVERIFY(tap.waitForStarted());
        tap.write("go\n");
        QVERIFY(tap.waitForFinished(20000));
        QCOMPARE(tap.exitStatus(), QProcess::CrashExit);
        QCOMPARE(tap.exitCode(), int(SIGSEGV));
    }

    void hostSignalReachesServer()
    {
        QTemporaryDir dir;
        const QString journal = dir.filePath(QStringLiteral("j.jsonl"));
        QProcess tap;
        tap.start(test::mcpscopeBinary(), {QStringLiteral("tap"), QStringLiteral("--save-session"), journal,
                                           QStringLiteral("--"), python(), fixture(), QStringLiteral("term-ok")});
        QVERIFY(tap.waitForStarted());
        // Wait until the server runs (its first stderr line came through), then stop tap.
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += tap.readAllStandardError()).contains("waiting for SIGTERM"), 10000);
        ::kill(pid_t(tap.processId()), SIGTERM);
        QVERIFY(tap.waitForFinished(20000));
        QCOMPARE(tap.exitStatus(), QProcess::CrashExit);
        QCOMPARE(tap.exitCode(), int(SIGTERM));
        QVERIFY(QJsonDocument(journalEvents(journal).constLast()).toJson().contains("SIGTERM"));
    }

    void demoServerHandshakeThroughTap()
    {
        QTemporaryDir dir;
        QProcess tap;
        tap.start(test::mcpscopeBinary(),
                  {QStringLiteral("tap"), QStringLiteral("--save-session"), dir.filePath(QStringLiteral("j.jsonl")),
                   QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY(tap.waitForStarted());
        tap.write(
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\","
            "\"capabilities\":{},\"clientInfo\":{\"name\":\"host\",\"version\":\"1\"}}}\n");
        QTRY_VERIFY_WITH_TIMEOUT(tap.canReadLine(), 10000);
        const QJsonObject answer = QJsonDocument::fromJson(tap.readLine()).object();
        QCOMPARE(answer.value(QStringLiteral("id")).toInt(), 1);
        QCOMPARE(answer.value(QStringLiteral("result")).toObject().value(QStringLiteral("protocolVersion")).toString(),
                 QStringLiteral("2025-11-25"));
        tap.closeWriteChannel();
        QVERIFY(tap.waitForFinished(10000));
        QCOMPARE(tap.exitCode(), 0);
    }

    void missingServer()
    {
        QProcess tap;
        QTemporaryDir dir;
        tap.start(test::mcpscopeBinary(),
                  {QStringLiteral("tap"), QStringLiteral("--save-session"), dir.filePath(QStringLiteral("j.jsonl")),
                   QStringLiteral("--"), QStringLiteral("/nonexistent/server")});
        QVERIFY(tap.waitForFinished(10000));
        QCOMPARE(tap.exitCode(), 127);
        QVERIFY(tap.readAllStandardError().contains("does not exist"));
    }

    void defaultFolderIsTheWindows()
    {
        // The window lists and keeps the sessions under <data>/mcpscope/mcpscope/sessions
        // (organization and application name); tap's default must be that folder.
        QTemporaryDir data;
        QProcess tap;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
        tap.setProcessEnvironment(env);
        tap.start(test::mcpscopeBinary(), {QStringLiteral("tap"), QStringLiteral("--help")});
        QVERIFY(tap.waitForFinished(10000));
        QCOMPARE(tap.exitCode(), 0);
        const QString help = QString::fromUtf8(tap.readAllStandardOutput()).simplified();
        QVERIFY2(help.contains(data.path() + QStringLiteral("/mcpscope/mcpscope/sessions")), qPrintable(help));
    }
};

QTEST_GUILESS_MAIN(TestTap)
#include "tst_tap.moc"
