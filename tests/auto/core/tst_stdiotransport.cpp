// SPDX-License-Identifier: MIT
#include "transport/stdiotransport.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

using namespace mcpscope;

class TestStdioTransport : public QObject
{
    Q_OBJECT

private:
    static StdioServerConfig fixture(const QString &mode, const QStringList &extra = {})
    {
        StdioServerConfig c;
        c.program = QStandardPaths::findExecutable(QStringLiteral("python3"));
        c.arguments = QStringList{QStringLiteral(FIXTURES_DIR "/misbehaving_server.py"), mode} + extra;
        return c;
    }

    static QString failureFor(const StdioServerConfig &config)
    {
        StdioTransport t(config);
        QSignalSpy failed(&t, &Transport::failed);
        t.start();
        if (failed.isEmpty() && !failed.wait(5000))
            return QString();
        return failed.constFirst().constFirst().toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty(),
                 "python3 is needed for the misbehaving server fixture");
    }

    void startFailuresInPlainWords()
    {
        QTemporaryDir dir;
        StdioServerConfig c;
        c.program = QStringLiteral("mcpscope-no-such-command-4711");
        QVERIFY(failureFor(c).contains(QLatin1String("was not found in any directory of PATH")));

        c.program = dir.filePath(QStringLiteral("missing"));
        QVERIFY(failureFor(c).contains(QLatin1String("does not exist")));

        c.program = dir.path();
        QVERIFY(failureFor(c).contains(QLatin1String("is a directory")));

        QFile plain(dir.filePath(QStringLiteral("server.sh")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.write("#!/bin/sh\n");
        plain.close();
        plain.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        c.program = plain.fileName();
        const QString reason = failureFor(c);
        QVERIFY2(reason.contains(QLatin1String("not executable")), qPrintable(reason));

        c = fixture(QStringLiteral("polite"));
        c.workingDirectory = dir.filePath(QStringLiteral("nowhere"));
        QVERIFY(failureFor(c).contains(QLatin1String("working directory")));
    }

    void framesStderrAndFinalLine()
    {
        StdioTransport t(fixture(QStringLiteral("lines")));
        QList<Frame> frames;
        QList<QByteArray> errLines;
        connect(&t, &Transport::frameReceived, this, [&](const Frame &f) { frames.append(f); });
        connect(&t, &Transport::stderrLine, this, [&](const QByteArray &l) { errLines.append(l); });
        QSignalSpy exited(&t, &Transport::exited);
        t.start();
        QVERIFY(exited.wait(10000));
        QCOMPARE(frames.size(), 4);
        QCOMPARE(frames[0].payload, QByteArray("this is not json"));
        QVERIFY(frames[1].has(Frame::CrLf));
        QVERIFY(frames[2].has(Frame::ContentLength));
        QCOMPARE(frames[2].payload, QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"\xc3\xa9\"}"));
        QVERIFY(frames[3].has(Frame::Unterminated));
        QCOMPARE(frames[3].payload, QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"last\"}"));
        // stderr is its own stream, never mixed into stdout frames; the unterminated last
        // stderr line is kept too.
        QCOMPARE(errLines, (QList<QByteArray>{"starting up", "half a line"}));
        QCOMPARE(t.exitInfo().exitCode, 0);
        QVERIFY(!t.exitInfo().crashed);
        QCOMPARE(t.state(), Transport::State::Exited);
    }

    void hugeLine()
    {
        const qsizetype size = 50 * 1024 * 1024;
        StdioTransport t(fixture(QStringLiteral("huge"), {QString::number(size)}));
        QList<Frame> frames;
        connect(&t, &Transport::frameReceived, this, [&](const Frame &f) { frames.append(f); });
        t.start();
        QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 2, 60000);
        QVERIFY(frames[0].payload.size() > size);
        QVERIFY(frames[0].payload.endsWith("\"}}"));
        QCOMPARE(frames[1].payload, QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"after\"}"));
        QSignalSpy exited(&t, &Transport::exited);
        t.close();
        QVERIFY(exited.wait(10000));
    }

    void politeShutdown()
    {
        StdioTransport t(fixture(QStringLiteral("polite")));
        QSignalSpy notices(&t, &Transport::notice);
        QSignalSpy exited(&t, &Transport::exited);
        t.start();
        QTRY_COMPARE(t.state(), Transport::State::Running);
        t.close();
        QVERIFY(exited.wait(5000));
        QCOMPARE(notices.size(), 0); // closing stdin was enough
        QCOMPARE(t.exitInfo().exitCode, 0);
        QCOMPARE(t.exitInfo().describe(), QStringLiteral("exited with code 0"));
    }

    void endlessStderrLineIsBounded()
    {
        StdioTransport t(fixture(QStringLiteral("endless-stderr-line")));
        QSignalSpy exited(&t, &Transport::exited);
        QList<QByteArray> errLines;
        connect(&t, &Transport::stderrLine, this, [&](const QByteArray &l) { errLines.append(l); });
        t.start();
        QVERIFY(exited.wait(10000));
        QByteArray all;
        for (const QByteArray &piece : std::as_const(errLines)) {
            QVERIFY(piece.size() <= StdioTransport::MaxStderrLine);
            all += piece;
        }
        QCOMPARE(all, QByteArray(1024 * 1024, 'x')); // nothing lost
        QVERIFY(errLines.size() >= 16);
    }

    void escalationToSigterm()
    {
        StdioServerConfig c = fixture(QStringLiteral("term-ok"));
        c.closeStdinWaitMs = 300;
        c.terminateWaitMs = 3000;
        StdioTransport t(c);
        QSignalSpy notices(&t, &Transport::notice);
        QSignalSpy exited(&t, &Transport::exited);
        QList<QByteArray> errLines;
        connect(&t, &Transport::stderrLine, this, [&](const QByteArray &l) { errLines.append(l); });
        t.start();
        QTRY_VERIFY(!errLines.isEmpty()); // it has installed its behaviour
        t.close();
        QVERIFY(exited.wait(10000));
        QCOMPARE(notices.size(), 1);
        QVERIFY(notices.constFirst().constFirst().toString().contains(QLatin1String("SIGTERM")));
        QVERIFY(t.exitInfo().crashed);
        QCOMPARE(t.exitInfo().exitCode, int(SIGTERM));
        QVERIFY(t.exitInfo().describe().contains(QLatin1String("SIGTERM")));
    }

    void escalationToSigkill()
    {
        StdioServerConfig c = fixture(QStringLiteral("stubborn"));
        c.closeStdinWaitMs = 200;
        c.terminateWaitMs = 300;
        StdioTransport t(c);
        QSignalSpy notices(&t, &Transport::notice);
        QSignalSpy exited(&t, &Transport::exited);
        QList<QByteArray> errLines;
        connect(&t, &Transport::stderrLine, this, [&](const QByteArray &l) { errLines.append(l); });
        t.start();
        QTRY_VERIFY(!errLines.isEmpty());
        t.close();
        QVERIFY(exited.wait(10000));
        QCOMPARE(notices.size(), 2);
        QVERIFY(notices.at(1).constFirst().toString().contains(QLatin1String("SIGKILL")));
        QCOMPARE(t.exitInfo().exitCode, int(SIGKILL));
        QVERIFY(t.exitInfo().describe().contains(QLatin1String("SIGKILL")));
    }

    void ownProcessGroup()
    {
        // The server leads a process group of its own (a terminal's Ctrl+C for mcpscope does not
        // reach it), and ending it ends what it started too: here a shell that ignores its
        // closed input and waits on a child of its own.
        StdioServerConfig c;
        c.program = QStringLiteral("/bin/sh");
        c.arguments = {QStringLiteral("-c"), QStringLiteral("sleep 300 & echo $! >&2; wait")};
        c.closeStdinWaitMs = 200;
        c.terminateWaitMs = 3000;
        StdioTransport t(c);
        QSignalSpy exited(&t, &Transport::exited);
        QList<QByteArray> errLines;
        connect(&t, &Transport::stderrLine, this, [&](const QByteArray &l) { errLines.append(l); });
        t.start();
        QTRY_VERIFY(!errLines.isEmpty());
        const pid_t server = pid_t(t.processId());
        QCOMPARE(::getpgid(server), server);
        QVERIFY(::getpgid(server) != ::getpgrp());
        bool ok = false;
        const pid_t grandchild = pid_t(errLines.constFirst().trimmed().toInt(&ok));
        QVERIFY(ok && grandchild > 0);
        QCOMPARE(::getpgid(grandchild), server);
        t.close();
        QVERIFY(exited.wait(10000));
        QCOMPARE(t.exitInfo().exitCode, int(SIGTERM));
        // The grandchild is gone (or a zombie waiting for whoever adopted it to reap it).
        const auto alive = [grandchild] {
            QFile stat(QStringLiteral("/proc/%1/stat").arg(grandchild));
            if (!stat.open(QIODevice::ReadOnly))
                return false;
            const QByteArray text = stat.readAll();
            const qsizetype paren = text.lastIndexOf(')');
            return paren > 0 && text.mid(paren + 2, 1) != "Z";
        };
        QTRY_VERIFY_WITH_TIMEOUT(!alive(), 5000);
    }

    void restartReusesSettings()
    {
        StdioServerConfig c = fixture(QStringLiteral("polite"));
        c.environment.insert(QStringLiteral("MCPSCOPE_TEST_VAR"), QStringLiteral("1"));
        StdioTransport t(c);
        QSignalSpy started(&t, &Transport::stateChanged);
        t.start();
        QTRY_COMPARE(t.state(), Transport::State::Running);
        const qint64 firstPid = t.processId();
        t.restart();
        QTRY_VERIFY_WITH_TIMEOUT(t.state() == Transport::State::Running && t.processId() != firstPid, 10000);
        QCOMPARE(t.config().environment.value(QStringLiteral("MCPSCOPE_TEST_VAR")), QStringLiteral("1"));
        QCOMPARE(t.config().arguments, c.arguments);
        QSignalSpy exited(&t, &Transport::exited);
        t.close();
        QVERIFY(exited.wait(5000));
    }

    void minimalEnvironmentByDefault()
    {
        qputenv("MCPSCOPE_SECRET_TOKEN", "do-not-leak");
        StdioServerConfig c;
        c.program = QStandardPaths::findExecutable(QStringLiteral("python3"));
        c.arguments = {
            QStringLiteral("-c"),
            QStringLiteral(
                "import os,sys; sys.stdout.write(','.join(sorted(k for k in os.environ if k in ('MCPSCOPE_SECRET_TOKEN','PATH','ADDED'))) + '\\n')")};
        c.environment.insert(QStringLiteral("ADDED"), QStringLiteral("yes"));
        auto seen = [&](const StdioServerConfig &config) {
            StdioTransport t(config);
            QByteArray line;
            connect(&t, &Transport::frameReceived, this, [&](const Frame &f) { line = f.payload; });
            QSignalSpy exited(&t, &Transport::exited);
            t.start();
            exited.wait(10000);
            return line;
        };
        QCOMPARE(seen(c), QByteArray("ADDED,PATH"));
        c.inherit = StdioServerConfig::Inherit::Everything;
        QCOMPARE(seen(c), QByteArray("ADDED,MCPSCOPE_SECRET_TOKEN,PATH"));
        qunsetenv("MCPSCOPE_SECRET_TOKEN");
    }

    void displayCommandHidesEnvironmentValues()
    {
        StdioServerConfig c;
        c.program = QStringLiteral("node");
        c.arguments = {QStringLiteral("my server.js")};
        c.environment.insert(QStringLiteral("API_KEY"), QStringLiteral("secret"));
        QCOMPARE(c.displayCommand(), QStringLiteral("API_KEY=… node 'my server.js'"));
        QVERIFY(c.displayCommand(true).contains(QLatin1String("secret")));
    }
};

QTEST_GUILESS_MAIN(TestStdioTransport)
#include "tst_stdiotransport.moc"
