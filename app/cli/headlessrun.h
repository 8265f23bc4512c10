// SPDX-License-Identifier: MIT
// HeadlessRun owns everything a headless job over one connection needs, whatever the job is
// (mcpscope --cli, run, replay): the transport, client and session, the session file, the
// handshake and its timeout, the sign-in over HTTP, the server's error output, the answers to
// the server's own requests (roots, elicitation, sampling) without a person, the connection
// doctor when the server cannot be reached, and the orderly exit once the server is gone. A job
// subclasses it and only says what it asks once the handshake is done and how it reports.
// Implemented in headlessrun.cpp.
#pragma once

#include "clioptions.h"
#include "headlessauth.h"
#include "mcp/modernmcp.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <cstdio>

namespace mcpscope {
class McpClient;
class ServerRequestHandler;
class Session;
class SessionJournal;
class Transport;
} // namespace mcpscope

namespace mcpscope::cli {

/// Writes @p text (UTF-8) to @p stream and flushes it; to stderr made terminalSafe().
void writeText(FILE *stream, const QString &text);
/// Writes one line of mcpscope's own to stderr: "mcpscope: " + @p text.
void writeNotice(const QString &text);
/// True when @p stream is a terminal (progress lines go there, not into pipes and files).
bool isTerminal(FILE *stream);

/// Secrets off the command line (process lists show it to every local user). A value of
/// --header or --client-secret that starts with "@" names a file ("@@" stands for a literal
/// "@"): --header @FILE adds every "Name: Value" line of FILE (blank lines and lines starting
/// with "#" skipped), --client-secret @FILE takes FILE's first line. At most 64 KiB are read.
bool readHeaderArgument(const QString &value, QStringList *headers, QString *error);
bool readSecretArgument(const QString &value, QString *secret, QString *error);
/// The header lines of MCPSCOPE_HEADERS (one "Name: Value" a line), for servers over HTTP.
QStringList environmentHeaders();

class HeadlessRequestHandler;

/// What the headless jobs over one connection share (mcpscope --cli, run, replay): the
/// client and its session (journaled to --save-session as it happens), the handshake bounded by
/// --connect-timeout, the server's error output passed through (unless quiet), the answers to
/// the server's requests, the connection doctor when the server cannot be reached, and the
/// exit once the server is gone.
class HeadlessRun : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::HeadlessRun)
public:
    struct Settings
    {
        QString command;           ///< "run", "replay": names the job in its messages
        QString saveSession;       ///< --save-session, or empty
        QJsonObject journalHeader; ///< what the session file's header says of the job
        int connectTimeoutMs = 15000;
        int requestTimeoutMs = 60000;
        ProtocolEra protocolEra = ProtocolEra::Legacy;
        bool quiet = false;
        AuthOptions auth; ///< OAuth, when the server is reached over HTTP
        int unreachableExit = 4;
        int authRequiredExit = 3; ///< the server wants a sign-in that could not be made
        int usageExit = 2;
        /// The root the server may ask for (roots/list): the server's working directory.
        QString rootDir;
        /// How the server's form questions are answered: decline, cancel, accept-defaults.
        QString elicitation = QStringLiteral("decline");
        /// Stay connected after the job until the server has asked its questions (--cli: see
        /// disconnectWhenSettled()).
        bool lingerForServerRequests = false;
        /// A connection that fails after the handshake ends the job as unreachable too (--cli
        /// has one request; run and replay see their requests fail and report them).
        bool failAfterReady = false;
    };

    /// The settings that follow from @p options, for the job @p command ("run").
    static Settings settingsFor(const QString &command, const ConnectionOptions &options);

    /// Runs over @p transport (owned).
    HeadlessRun(const Settings &settings, Transport *transport);
    ~HeadlessRun() override;

    /// Connects, runs the job and returns its exit code.
    int exec();

protected:
    /// The handshake is done: the job starts here.
    virtual void onReady() = 0;
    /// The server cannot be reached (@p authRequired: it wants a sign-in that could not be
    /// made). By default said at once in words, with the connection doctor's findings; the
    /// exit code follows from the settings.
    virtual void reportUnreachable(const QString &reason, bool authRequired);
    /// The server cannot be reached and that is reported: what else the job writes, such as
    /// a report of steps not run.
    virtual void onUnreachable() { }
    /// A problem of mcpscope's own (the session file cannot be written): by default
    /// "mcpscope COMMAND: message" on stderr.
    virtual void reportError(const QString &message);
    /// The connection is closed and the program is about to exit with @p exitCode: the last
    /// words of the job, and the exit code it ends with.
    virtual int onClosed(int exitCode) { return exitCode; }

    /// The job is done: the connection is closed and the program exits with @p exitCode.
    void finish(int exitCode);
    bool isFinished() const { return m_finished; }
    /// True once the handshake is done (set before onReady() runs).
    bool isReady() const { return m_ready; }
    /// Replaces the answers to the server's requests (replay answers as the recording did).
    void setServerRequestHandler(ServerRequestHandler *handler);

    McpClient *client() const { return m_client; }
    Session *session() const { return m_session; }
    Transport *transport() const { return m_transport; }
    qint64 elapsedMs() const { return m_clock.elapsed(); }
    const Settings &settings() const { return m_settings; }

private:
    void armConnectTimeout();
    void unreachable(const QString &reason);
    void disconnectWhenSettled();
    void quitWhenClosed();

    static constexpr int LingerAfterReadyMs = 600;
    static constexpr int QuietMs = 50;
    static constexpr int MaxLingerMs = 1500;

    Settings m_settings;
    Session *m_session;
    Transport *m_transport;
    McpClient *m_client;
    SessionJournal *m_journal;
    HeadlessRequestHandler *m_handler;
    QElapsedTimer m_clock;
    QElapsedTimer m_sinceReady;    ///< started once onReady() has returned
    QElapsedTimer m_sinceReceived; ///< since the server last sent something
    QElapsedTimer m_sinceFinished;
    bool m_answeredServer = false; ///< we answered a request of the server's
    bool m_ready = false;
    bool m_finished = false;
    bool m_quitting = false;
    int m_exitCode = 0;
};

} // namespace mcpscope::cli
