// SPDX-License-Identifier: MIT
#include "tap.h"

#include "clioptions.h"
#include "httptap.h"

#include "session/session.h"
#include "session/sessionjournal.h"
#include "session/taprecorder.h"
#include "transport/stdiotransport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace mcpscope::cli {

namespace {

// The context lupdate files these free-function texts under (the namespace's), so that the
// catalogue is found at run time.
QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::cli", text);
}

volatile sig_atomic_t g_childPid = 0;

/// The host's signals are meant for the server: pass them on.
void forwardSignal(int sig)
{
    if (g_childPid > 0)
        ::kill(pid_t(g_childPid), sig);
}

void writeAll(int fd, const QByteArray &data)
{
    const char *p = data.constData();
    qsizetype left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return; // the host went away (EPIPE): keep recording what the server says
        }
        p += n;
        left -= n;
    }
}

void complain(const QString &text)
{
    const QByteArray line = "mcpscope tap: " + text.toUtf8() + '\n';
    writeAll(STDERR_FILENO, line);
}

QString defaultJournalPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions");
    return dir
           + QStringLiteral("/tap-%1-%2.jsonl")
                 .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")))
                 .arg(QCoreApplication::applicationPid());
}

/// @p path when nothing is there yet, else the first free "NAME-2.EXT", "NAME-3.EXT", ...
/// The name is claimed (created empty) at once, so two taps starting together do not share it.
QString claimJournalPath(const QString &path)
{
    const QFileInfo info(path);
    const QString folder = path.left(path.size() - info.fileName().size());
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    for (int n = 1; n <= 9999; ++n) {
        const QString candidate
            = n == 1 ? path : folder + info.completeBaseName() + QLatin1Char('-') + QString::number(n) + suffix;
        QFile file(candidate);
        if (file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return candidate;
        if (!file.exists())
            return candidate; // cannot be created here (no folder yet, no rights): the journal says why
    }
    return path;
}

QString usage()
{
    return tr("Usage: mcpscope tap [--save-session FILE] -- COMMAND [ARGS...]\n"
              "       mcpscope tap --listen [ADDR:]PORT --upstream URL [--save-session FILE]\n"
              "\n"
              "Put mcpscope between an MCP host and a stdio server: in the host's configuration,\n"
              "replace the server command by \"mcpscope tap -- <the server command>\". Every byte\n"
              "passes through unchanged in both directions, the server's error output passes\n"
              "through, its exit code (or signal) becomes tap's, and the whole session is written\n"
              "to FILE as it happens (default: a new file under %1). When FILE is already there\n"
              "(a host starts tap again for each session), the session goes to FILE-2, FILE-3, ...\n"
              "beside it, and tap says so on its error output.\n"
              "\n"
              "For a server reached over HTTP, tap is a recording reverse proxy on loopback: point\n"
              "the host at http://127.0.0.1:PORT (with the upstream URL's path).\n"
              "mcpscope tap --listen PORT --help describes it.\n")
        .arg(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions"));
}

} // namespace

int runTap(const QStringList &input)
{
    // A server reached over HTTP: the recording reverse proxy.
    const bool http = std::any_of(input.cbegin(), input.cend(), [](const QString &arg) {
        return arg == QLatin1String("--listen") || arg == QLatin1String("--upstream")
               || arg.startsWith(QLatin1String("--listen=")) || arg.startsWith(QLatin1String("--upstream="));
    });
    if (http)
        return runHttpTap(input);
    CommandLine commandLine(QStringLiteral("tap"));
    commandLine.addHelp();
    commandLine.add({{{QStringLiteral("save-session")}, QStringLiteral("file")}});
    // "mcpscope tap npx -y server": the server's own options are its own.
    commandLine.setOptionsEndAtFirstWord(true);
    QString error;
    if (!commandLine.parse(input, &error)) {
        complain(error);
        writeAll(STDERR_FILENO, usage().toUtf8());
        return 1;
    }
    if (commandLine.helpRequested()) {
        writeAll(STDOUT_FILENO, usage().toUtf8());
        return 0;
    }
    QString journalPath = commandLine.value(QStringLiteral("save-session"));
    const QStringList command = commandLine.positional();
    if (command.isEmpty()) {
        complain(tr("no server command given."));
        writeAll(STDERR_FILENO, usage().toUtf8());
        return 1;
    }
    if (journalPath.isEmpty())
        journalPath = defaultJournalPath();
    // Hosts start tap with the same command line for every session: a file that is already
    // there holds an earlier session, which must not be overwritten.
    const QString requested = journalPath;
    journalPath = claimJournalPath(requested);
    if (journalPath != requested)
        complain(
            tr("%1 already exists (an earlier session); this session is recorded in %2.").arg(requested, journalPath));

    StdioServerConfig shown;
    shown.program = command.constFirst();
    shown.arguments = command.mid(1);

    Session session;
    TapRecorder recorder(&session);
    SessionJournal journal(&session);
    const QJsonObject header{
        {QStringLiteral("mode"), QStringLiteral("tap")},
        {QStringLiteral("server"), QJsonObject{{QStringLiteral("command"), shown.displayCommand()}}}};
    if (!journal.open(journalPath, header, &error)) {
        // Recording is why tap exists, but the host's server must still work: say it, go on.
        complain(error);
    }

    // A tap must be invisible: the server gets the host's whole environment and directory.
    QString program = shown.program;
    if (!program.contains(QLatin1Char('/'))) {
        const QString found = QStandardPaths::findExecutable(program);
        if (!found.isEmpty())
            program = found;
    }
    if (const QString problem = StdioTransport::checkProgram(program, QString());
        !problem.isEmpty() || !QFileInfo(program).isExecutable()) {
        const QString text = problem.isEmpty()
                                 ? tr("The command \"%1\" was not found in any directory of PATH.").arg(shown.program)
                                 : problem;
        session.appendLifecycle(text);
        complain(text);
        return 127;
    }

    QProcess process;
    process.setProgram(program);
    process.setArguments(shown.arguments);
    process.setProcessChannelMode(QProcess::SeparateChannels);

    QObject::connect(&process, &QProcess::readyReadStandardOutput, &process, [&] {
        const QByteArray data = process.readAllStandardOutput();
        writeAll(STDOUT_FILENO, data); // forward first: recording must not add latency
        recorder.serverBytes(data);
    });
    QObject::connect(&process, &QProcess::readyReadStandardError, &process, [&] {
        const QByteArray data = process.readAllStandardError();
        writeAll(STDERR_FILENO, data);
        recorder.stderrBytes(data);
    });

    int exitCode = 0;
    int exitSignal = 0;
    QObject::connect(&process, &QProcess::finished, &process, [&](int code, QProcess::ExitStatus status) {
        const QByteArray out = process.readAllStandardOutput();
        writeAll(STDOUT_FILENO, out);
        recorder.serverBytes(out);
        const QByteArray err = process.readAllStandardError();
        writeAll(STDERR_FILENO, err);
        recorder.stderrBytes(err);
        recorder.finish();
        ExitInfo info;
        info.valid = true;
        info.crashed = status == QProcess::CrashExit;
        info.exitCode = code;
        session.appendLifecycle(tr("The server %1.").arg(info.describe()));
        g_childPid = 0;
        if (info.crashed)
            exitSignal = code;
        else
            exitCode = code;
        QCoreApplication::quit();
    });

    ::signal(SIGPIPE, SIG_IGN);
    process.start(QIODevice::ReadWrite);
    if (!process.waitForStarted(10000)) {
        const QString text = tr("The server could not be started: %1").arg(process.errorString());
        session.appendLifecycle(text);
        complain(text);
        return 127;
    }
    g_childPid = sig_atomic_t(process.processId());
    for (int sig : {SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2})
        ::signal(sig, forwardSignal);
    session.appendLifecycle(tr("Tapping the server: %1").arg(shown.displayCommand()));

    // The host's bytes: a blocking reader thread, so any kind of stdin (pipe, file, tty) works.
    QObject *context = &process;
    QThread *reader = QThread::create([context, &process, &recorder, &session] {
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                QMetaObject::invokeMethod(
                    context,
                    [&process, &session] {
                        session.appendLifecycle(tr("The host closed the server's input."));
                        process.closeWriteChannel();
                    },
                    Qt::QueuedConnection);
                return;
            }
            const QByteArray chunk(buffer, n);
            QMetaObject::invokeMethod(
                context,
                [&process, &recorder, chunk] {
                    process.write(chunk);
                    recorder.clientBytes(chunk);
                },
                Qt::QueuedConnection);
        }
    });
    reader->start();

    QCoreApplication::exec();
    journal.close();
    // The reader may still sit in read(); the process ends here, so it is left alone.
    reader->setParent(nullptr);
    if (exitSignal > 0) {
        ::signal(exitSignal, SIG_DFL);
        ::raise(exitSignal);
    }
    ::_exit(exitCode);
}

} // namespace mcpscope::cli
