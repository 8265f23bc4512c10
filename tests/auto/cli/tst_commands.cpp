// SPDX-License-Identifier: MIT
// The command words of the real mcpscope binary: `mcpscope --help` lists every command (and
// each command answers its own --help), an unknown command word is refused with that list
// and exit code 2 (without a display), and a server named on the command line still starts.
#include "testpaths.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString describe() const
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(3000)), QString::fromUtf8(err.left(3000)));
    }
};

/// Runs mcpscope with @p args in the C locale (English texts), with no display unless
/// @p offscreen, and the build's bin folder first on PATH.
Run runMcpscope(const QStringList &args, bool offscreen = false, const QString &workingDir = QString())
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    if (offscreen) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // The window autosaves its session: into the test's own folder, never the user's.
        env.insert(QStringLiteral("XDG_DATA_HOME"), workingDir);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), workingDir);
    } else
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("PATH"), mcpscope::test::binDir() + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    process.setProcessEnvironment(env);
    if (!workingDir.isEmpty())
        process.setWorkingDirectory(workingDir);
    process.start(mcpscope::test::mcpscopeBinary(), args);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        run.err = "did not finish";
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

const QStringList commands{QStringLiteral("--cli"),  QStringLiteral("check"),   QStringLiteral("tap"),
                           QStringLiteral("export"), QStringLiteral("compare"), QStringLiteral("diff"),
                           QStringLiteral("run"),    QStringLiteral("replay")};

/// The command names listed under "Commands" in @p text: the first word of each indented line.
QStringList listedCommands(const QByteArray &text)
{
    QStringList names;
    const QString all = QString::fromUtf8(text);
    const qsizetype start = all.indexOf(QLatin1String("Commands"));
    if (start < 0)
        return names;
    const QStringList lines = all.mid(start).split(QLatin1Char('\n')).mid(1);
    static const QRegularExpression row(QStringLiteral("^  (\\S+) +\\S"));
    for (const QString &line : lines) {
        const QRegularExpressionMatch match = row.match(line);
        if (!match.hasMatch())
            break;
        names << match.captured(1);
    }
    return names;
}

} // namespace

class TestCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(mcpscope::test::mcpscopeBinary()), "mcpscope binary missing");
        QVERIFY2(QFileInfo::exists(mcpscope::test::binDir() + QStringLiteral("/mcpscope-gui")),
                 "mcpscope-gui binary missing");
    }

    void helpListsEveryCommand()
    {
        const Run help = runMcpscope({QStringLiteral("--help")});
        QVERIFY2(help.exitCode == 0, qPrintable(help.describe()));
        QCOMPARE(listedCommands(help.out), commands);
        // How to get a command's own help, and the window's options after the commands.
        QVERIFY2(help.out.contains("mcpscope run --help"), qPrintable(help.describe()));
        QVERIFY2(help.out.contains("mcpscope --cli --help"), qPrintable(help.describe()));
        for (const char *option : {"--screenshot", "--size", "--tab", "--profile", "--open", "--demo", "--version"})
            QVERIFY2(help.out.contains(option), option);
        QVERIFY(help.out.indexOf("Commands") < help.out.indexOf("--screenshot"));
        QVERIFY(help.err.isEmpty());
        // -h says the same.
        QCOMPARE(runMcpscope({QStringLiteral("-h")}).out, help.out);
    }

    void everyListedCommandHasItsOwnHelp_data()
    {
        QTest::addColumn<QString>("command");
        for (const QString &command : commands)
            QTest::newRow(qPrintable(command)) << command;
    }

    void everyListedCommandHasItsOwnHelp()
    {
        QFETCH(QString, command);
        const Run help = runMcpscope({command, QStringLiteral("--help")});
        QVERIFY2(help.exitCode == 0, qPrintable(help.describe()));
        QVERIFY2(help.out.startsWith(QByteArray("Usage: mcpscope " + command.toUtf8() + ' ')),
                 qPrintable(help.describe()));
    }

    // Every command but --cli reads its options with the one shared CommandLine: the same
    // words for an option it does not know, a value left out, and a value given to a flag;
    // each command keeps its own exit code for a wrong command line.
    void everyCommandReadsItsOptionsAlike_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("valueOption");
        QTest::addColumn<int>("usageExit");
        QTest::newRow("check") << QStringLiteral("check") << QStringLiteral("--format") << 2;
        QTest::newRow("tap") << QStringLiteral("tap") << QStringLiteral("--save-session") << 1;
        QTest::newRow("tap over HTTP") << QStringLiteral("tap") << QStringLiteral("--upstream") << 1;
        QTest::newRow("export") << QStringLiteral("export") << QStringLiteral("--redact") << 1;
        QTest::newRow("compare") << QStringLiteral("compare") << QStringLiteral("--format") << 2;
        QTest::newRow("diff") << QStringLiteral("diff") << QStringLiteral("--a-command") << 2;
        QTest::newRow("run") << QStringLiteral("run") << QStringLiteral("--junit") << 2;
        QTest::newRow("replay") << QStringLiteral("replay") << QStringLiteral("--request-timeout") << 2;
    }

    void everyCommandReadsItsOptionsAlike()
    {
        QFETCH(QString, command);
        QFETCH(QString, valueOption);
        QFETCH(int, usageExit);
        const QByteArray prefix = "mcpscope " + command.toUtf8() + ": ";
        Run r = runMcpscope({command, valueOption, QStringLiteral("x"), QStringLiteral("--bogus=1")});
        QVERIFY2(r.exitCode == usageExit, qPrintable(r.describe()));
        QVERIFY2(r.err.contains(
                     QByteArray(prefix + "Unknown option \"--bogus\" (see mcpscope " + command.toUtf8() + " --help).")),
                 qPrintable(r.describe()));
        QVERIFY(r.out.isEmpty());
        r = runMcpscope({command, valueOption});
        QVERIFY2(r.exitCode == usageExit, qPrintable(r.describe()));
        QVERIFY2(r.err.contains(QByteArray(prefix + "The option " + valueOption.toUtf8() + " needs a value.")),
                 qPrintable(r.describe()));
        r = runMcpscope({command, valueOption, QStringLiteral("x"), QStringLiteral("--help=yes")});
        QVERIFY2(r.exitCode == usageExit, qPrintable(r.describe()));
        QVERIFY2(r.err.contains(QByteArray(prefix + "The option --help takes no value.")), qPrintable(r.describe()));
        // "--name=value" is read as "--name value"; -h anywhere is the command's help.
        r = runMcpscope({command, valueOption + QStringLiteral("=x"), QStringLiteral("-h")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY2(r.out.startsWith(QByteArray("Usage: mcpscope " + command.toUtf8() + ' ')), qPrintable(r.describe()));
    }

    void unknownCommandWord_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("word") << QStringList{QStringLiteral("diff-sessions-please")};
        QTest::newRow("after window options")
            << QStringList{QStringLiteral("--tab"), QStringLiteral("tools"), QStringLiteral("lint-this")};
        QTest::newRow("with arguments") << QStringList{QStringLiteral("exprot"), QStringLiteral("a.jsonl"),
                                                       QStringLiteral("b.html")};
    }

    void unknownCommandWord()
    {
        // No display at all: the answer comes before any window would.
        QFETCH(QStringList, args);
        const Run r = runMcpscope(args);
        QVERIFY2(r.exitCode == 2, qPrintable(r.describe()));
        QVERIFY(r.out.isEmpty());
        const QByteArray word = args.at(args.size() == 3 && args.first() == QLatin1String("--tab") ? 2 : 0).toUtf8();
        QVERIFY2(r.err.startsWith(QByteArray("mcpscope: unknown command \"" + word + '"')), qPrintable(r.describe()));
        QVERIFY2(r.err.contains(QByteArray("mcpscope -- " + word)), qPrintable(r.describe()));
        QCOMPARE(listedCommands(r.err), commands);
    }

    void serverCommandsStillStart_data()
    {
        // A word on PATH (mcpscope-demo-server: the bin folder is put on PATH), a path to a
        // program, and a word after "--" (explicitly a server, even when it is none).
        QTest::addColumn<QStringList>("server");
        QTest::addColumn<bool>("starts");
        QTest::newRow("word on PATH") << QStringList{QStringLiteral("mcpscope-demo-server")} << true;
        QTest::newRow("path") << QStringList{mcpscope::test::demoServerBinary()} << true;
        QTest::newRow("word on PATH, after --")
            << QStringList{QStringLiteral("--"), QStringLiteral("mcpscope-demo-server")} << true;
        QTest::newRow("unknown word after --")
            << QStringList{QStringLiteral("--"), QStringLiteral("diff-sessions-please")} << false;
    }

    void serverCommandsStillStart()
    {
        QFETCH(QStringList, server);
        QFETCH(bool, starts);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString png = dir.filePath(QStringLiteral("shot.png"));
        const Run r = runMcpscope(
            QStringList{QStringLiteral("--screenshot"), png, QStringLiteral("--size"), QStringLiteral("800x500")}
                + server,
            true, dir.path());
        QVERIFY2(!r.err.contains("unknown command"), qPrintable(r.describe()));
        if (starts) {
            QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
            QVERIFY(QFileInfo(png).size() > 0);
        } else {
            // The window tried to start it, and says why that failed.
            QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
            QVERIFY2(r.err.contains("no screenshot was taken"), qPrintable(r.describe()));
        }
    }

    void aFileThatExistsIsNoCommandWord()
    {
        // "mcpscope server" where ./server is a file: the window takes it as the server (here a
        // file that cannot run), as before.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("lint-this")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const Run r = runMcpscope(
            {QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("shot.png")), QStringLiteral("lint-this")},
            true, dir.path());
        QVERIFY2(!r.err.contains("unknown command"), qPrintable(r.describe()));
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
    }
};

QTEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
