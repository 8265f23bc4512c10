// SPDX-License-Identifier: MIT
#include "transport.h"

#include "transportlog.h"

#include <QCoreApplication>

#include <csignal>
#include <cstring>

namespace mcpscope {

QString ExitInfo::describe() const
{
    if (!text.isEmpty())
        return text;
    if (!valid)
        return QCoreApplication::translate("mcpscope::ExitInfo", "is still running");
    if (!crashed)
        return QCoreApplication::translate("mcpscope::ExitInfo", "exited with code %1").arg(exitCode);
    const char *name = nullptr;
    switch (exitCode) {
    case SIGTERM:
        name = "SIGTERM";
        break;
    case SIGKILL:
        name = "SIGKILL";
        break;
    case SIGSEGV:
        name = "SIGSEGV";
        break;
    case SIGABRT:
        name = "SIGABRT";
        break;
    case SIGINT:
        name = "SIGINT";
        break;
    case SIGHUP:
        name = "SIGHUP";
        break;
    case SIGPIPE:
        name = "SIGPIPE";
        break;
    case SIGBUS:
        name = "SIGBUS";
        break;
    case SIGFPE:
        name = "SIGFPE";
        break;
    case SIGILL:
        name = "SIGILL";
        break;
    default:
        break;
    }
    if (name)
        return QCoreApplication::translate("mcpscope::ExitInfo", "was killed by signal %1 (%2)")
            .arg(exitCode)
            .arg(QLatin1String(name));
    return QCoreApplication::translate("mcpscope::ExitInfo", "was killed by signal %1").arg(exitCode);
}

Transport::~Transport() = default;

void Transport::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    qCDebug(lcTransport) << "state" << stateName(state) << describe();
    Q_EMIT stateChanged(state);
}

void Transport::fail(const QString &reason)
{
    m_failureReason = reason;
    qCDebug(lcTransport) << "failed:" << reason;
    setState(State::Failed);
    Q_EMIT failed(reason);
}

QString Transport::stateName(State state)
{
    switch (state) {
    case State::NotStarted:
        return QStringLiteral("not started");
    case State::Starting:
        return QStringLiteral("starting");
    case State::Running:
        return QStringLiteral("running");
    case State::Closing:
        return QStringLiteral("closing");
    case State::Exited:
        return QStringLiteral("exited");
    case State::Failed:
        return QStringLiteral("failed");
    }
    return QString();
}

} // namespace mcpscope
