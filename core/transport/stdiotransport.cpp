// SPDX-License-Identifier: MIT
#include "stdiotransport.h"

#include "transportlog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#include <unistd.h>
#endif

namespace mcpscope {

namespace {

/// Sends @p signal to the server's process group (the server and whatever it started, such as
/// the node behind npx); false when there is no such group (then only the process is signalled).
bool signalGroup(QProcess *process, int signal)
{
#ifdef Q_OS_UNIX
    const qint64 pid = process->processId();
    return pid > 0 && ::kill(-pid_t(pid), signal) == 0;
#else
    Q_UNUSED(process);
    Q_UNUSED(signal);
    return false;
#endif
}

void terminateServer(QProcess *process)
{
#ifdef Q_OS_UNIX
    if (signalGroup(process, SIGTERM))
        return;
#endif
    process->terminate();
}

void killServer(QProcess *process)
{
#ifdef Q_OS_UNIX
    if (signalGroup(process, SIGKILL))
        return;
#endif
    process->kill();
}

QString quoteForDisplay(const QString &arg)
{
    if (!arg.isEmpty() && !arg.contains(QLatin1Char(' ')) && !arg.contains(QLatin1Char('"'))
        && !arg.contains(QLatin1Char('\'')) && !arg.contains(QLatin1Char('\\')))
        return arg;
    QString quoted = arg;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QProcessEnvironment mergedEnvironment(const StdioServerConfig &config)
{
    const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    QProcessEnvironment env = system;
    if (config.inherit == StdioServerConfig::Inherit::Minimal) {
        env = QProcessEnvironment();
        // The MCP SDKs' list, plus the locale: text encoding is not a secret, and without it
        // servers run in the C locale (Qt-based ones warn on every start).
        for (const char *name : {"HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER", "LANG", "LC_ALL", "LC_CTYPE"}) {
            const QString key = QLatin1String(name);
            const QString value = system.value(key);
            // Exported shell functions ("() { …") are skipped, as the SDKs do.
            if (system.contains(key) && !value.startsWith(QLatin1String("()")))
                env.insert(key, value);
        }
    }
    for (auto it = config.environment.cbegin(); it != config.environment.cend(); ++it)
        env.insert(it.key(), it.value());
    return env;
}

QString resolveProgram(const QString &program, const QProcessEnvironment &env)
{
    if (program.contains(QLatin1Char('/')))
        return program;
    const QStringList path = env.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    return QStandardPaths::findExecutable(program, path);
}
} // namespace

QString StdioServerConfig::displayCommand(bool showValues) const
{
    QStringList parts;
    for (auto it = environment.cbegin(); it != environment.cend(); ++it)
        parts << it.key() + QLatin1Char('=') + (showValues ? quoteForDisplay(it.value()) : QStringLiteral("…"));
    parts << quoteForDisplay(program);
    for (const QString &arg : arguments)
        parts << quoteForDisplay(arg);
    return parts.join(QLatin1Char(' '));
}

StdioTransport::StdioTransport(const StdioServerConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
    , m_escalation(new QTimer(this))
{
    m_escalation->setSingleShot(true);
    connect(m_escalation, &QTimer::timeout, this, &StdioTransport::escalate);
}

StdioTransport::~StdioTransport()
{
    if (m_process) {
        m_process->disconnect(this);
        if (m_process->state() != QProcess::NotRunning) {
            killServer(m_process);
            m_process->waitForFinished(2000);
        }
    }
}

QString StdioTransport::checkProgram(const QString &program, const QString &workingDirectory)
{
    if (program.isEmpty())
        return tr("No server command was given.");
    if (!workingDirectory.isEmpty() && !QFileInfo(workingDirectory).isDir())
        return tr("The working directory \"%1\" does not exist.").arg(workingDirectory);
    if (!program.contains(QLatin1Char('/')))
        return QString(); // resolved against PATH at start
    QFileInfo info(program);
    if (info.isRelative() && !workingDirectory.isEmpty())
        info = QFileInfo(QDir(workingDirectory), program);
    if (!info.exists())
        return tr("The server program \"%1\" does not exist.").arg(program);
    if (info.isDir())
        return tr("\"%1\" is a directory, not a program.").arg(program);
    if (!info.isExecutable())
        return tr("The server program \"%1\" is not executable (permission denied). "
                  "Make it executable (chmod +x) or start it through its interpreter.")
            .arg(program);
    return QString();
}

QString StdioTransport::describe() const
{
    return m_config.displayCommand();
}

qint64 StdioTransport::processId() const
{
    return m_process ? m_process->processId() : 0;
}

void StdioTransport::start()
{
    if (m_process && m_process->state() != QProcess::NotRunning)
        return;
    m_framer = Framer();
    m_stderrBuffer.clear();
    m_stderrLines.clear();
    m_escalationStep = 0;
    setExitInfo({});
    setState(State::Starting);

    if (const QString problem = checkProgram(m_config.program, m_config.workingDirectory); !problem.isEmpty()) {
        fail(problem);
        return;
    }
    const QProcessEnvironment env = mergedEnvironment(m_config);
    const QString resolved = resolveProgram(m_config.program, env);
    if (resolved.isEmpty()) {
        fail(tr("The command \"%1\" was not found in any directory of PATH. "
                "Check the spelling, or give the full path to the program.")
                 .arg(m_config.program));
        return;
    }

    if (m_process)
        m_process->deleteLater();
    m_process = new QProcess(this);
    m_process->setProgram(resolved);
    m_process->setArguments(m_config.arguments);
    m_process->setProcessEnvironment(env);
    if (!m_config.workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_config.workingDirectory);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
#ifdef Q_OS_UNIX
    // A process group of its own: the terminal's Ctrl+C (SIGINT to mcpscope's foreground group)
    // does not reach the server, so mcpscope can still end its work cleanly (tasks/cancel in
    // --cli --task) and then close it. mcpscope ends the server and what it started by its group.
    m_process->setChildProcessModifier([] { ::setpgid(0, 0); });
#endif
    connect(m_process, &QProcess::started, this, &StdioTransport::onStarted);
    connect(m_process, &QProcess::errorOccurred, this, &StdioTransport::onErrorOccurred);
    connect(m_process, &QProcess::finished, this, &StdioTransport::onFinished);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &StdioTransport::readStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, &StdioTransport::readStderr);
    m_process->start(QIODevice::ReadWrite);
}

void StdioTransport::onStarted()
{
    setState(State::Running);
}

void StdioTransport::onErrorOccurred(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // crashes and write errors end in finished(), which tells the whole story
    fail(tr("The server could not be started: %1 (command: %2).")
             .arg(m_process->errorString(), m_config.displayCommand()));
}

bool StdioTransport::send(const QByteArray &payload)
{
    if (!m_process || state() != State::Running)
        return false;
    QByteArray line = payload;
    line.append('\n');
    return m_process->write(line) == line.size();
}

void StdioTransport::close()
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    if (state() == State::Closing)
        return;
    setState(State::Closing);
    m_escalationStep = 0;
    m_process->closeWriteChannel();
    m_escalation->start(m_config.closeStdinWaitMs);
}

void StdioTransport::escalate()
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    if (m_escalationStep == 0) {
        m_escalationStep = 1;
        Q_EMIT notice(tr("The server did not exit within %1 ms after its input was closed; sending SIGTERM.")
                          .arg(m_config.closeStdinWaitMs));
        terminateServer(m_process);
        m_escalation->start(m_config.terminateWaitMs);
    } else {
        m_escalationStep = 2;
        Q_EMIT notice(tr("The server ignored SIGTERM for %1 ms; sending SIGKILL.").arg(m_config.terminateWaitMs));
        killServer(m_process);
    }
}

void StdioTransport::restart()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_restartPending = true;
        close();
        return;
    }
    start();
}

void StdioTransport::readStdout()
{
    m_framer.append(m_process->readAllStandardOutput());
    emitFrames();
}

void StdioTransport::emitFrames()
{
    Frame frame;
    while (m_framer.next(&frame)) {
        qCDebug(lcTransport) << "frame of" << frame.payload.size() << "bytes, flags" << frame.flags;
        Q_EMIT frameReceived(frame);
    }
}

void StdioTransport::readStderr()
{
    m_stderrBuffer.append(m_process->readAllStandardError());
    flushStderr(false);
}

void StdioTransport::flushStderr(bool atEof)
{
    const auto emitLine = [this](const QByteArray &line) { Q_EMIT stderrLine(line); };
    m_stderrLines.append(std::exchange(m_stderrBuffer, {}), emitLine);
    if (atEof)
        m_stderrLines.finish(emitLine);
}

void StdioTransport::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_escalation->stop();
    // Whatever the server wrote before it went is kept, including a last unterminated line.
    m_framer.append(m_process->readAllStandardOutput());
    emitFrames();
    Frame last;
    if (m_framer.finish(&last))
        Q_EMIT frameReceived(last);
    m_stderrBuffer.append(m_process->readAllStandardError());
    flushStderr(true);

    ExitInfo info;
    info.valid = true;
    info.crashed = status == QProcess::CrashExit;
    info.exitCode = exitCode;
    setExitInfo(info);
    setState(State::Exited);
    Q_EMIT exited(info);

    if (m_restartPending) {
        m_restartPending = false;
        start();
    }
}

} // namespace mcpscope
