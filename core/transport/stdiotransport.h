// SPDX-License-Identifier: MIT
#pragma once

#include "stderrlines.h"
#include "transport.h"

#include <QMap>
#include <QProcess>
#include <QStringList>

class QTimer;

namespace mcpscope {

/// What to start: a program and its arguments (never through a shell).
struct StdioServerConfig
{
    QString program;
    QStringList arguments;
    /// Which of mcpscope's own environment the server inherits. Minimal is what the MCP SDKs
    /// (and so desktop hosts and the official inspector) pass: HOME, LOGNAME, PATH, SHELL,
    /// TERM, USER (plus the locale: LANG, LC_ALL, LC_CTYPE); secrets in mcpscope's environment
    /// do not leak to servers.
    enum class Inherit { Minimal, Everything };
    Inherit inherit = Inherit::Minimal;
    QMap<QString, QString> environment; ///< added to (and overriding) the inherited part
    QString workingDirectory;           ///< empty: mcpscope's current directory
    int closeStdinWaitMs = 2000;        ///< after closing stdin, wait this long for exit
    int terminateWaitMs = 2000;         ///< after SIGTERM, wait this long before SIGKILL

    /// The command as a person would read it (for previews and messages; never executed).
    /// Environment values are shown as "…" unless @p showValues.
    QString displayCommand(bool showValues = false) const;
};

/// Runs an MCP server as a child process and talks newline-delimited JSON over its stdio.
class StdioTransport : public Transport
{
    Q_OBJECT
public:
    /// stderr lines longer than this arrive in pieces of at most this many bytes.
    static constexpr qsizetype MaxStderrLine = StderrLines::MaxLine;
    explicit StdioTransport(const StdioServerConfig &config, QObject *parent = nullptr);
    ~StdioTransport() override;

    const StdioServerConfig &config() const { return m_config; }
    void setConfig(const StdioServerConfig &config) { m_config = config; }

    QString describe() const override;
    void start() override;
    bool send(const QByteArray &payload) override;
    void close() override;
    /// Stops the current process (politely, then by force) and starts it again.
    void restart();
    qint64 processId() const;

    /// Plain-words explanation of why @p program could not be started, or empty.
    static QString checkProgram(const QString &program, const QString &workingDirectory);

private:
    void onStarted();
    void onErrorOccurred(QProcess::ProcessError error);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void readStdout();
    void readStderr();
    void flushStderr(bool atEof);
    void escalate();
    void emitFrames();

    StdioServerConfig m_config;
    QProcess *m_process = nullptr;
    QTimer *m_escalation = nullptr;
    Framer m_framer;
    StderrLines m_stderrLines;
    QByteArray m_stderrBuffer;
    int m_escalationStep = 0;
    bool m_restartPending = false;
};

} // namespace mcpscope
