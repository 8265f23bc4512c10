// SPDX-License-Identifier: MIT
// Implemented in headlessrun.cpp.
#pragma once

#include "headlessauth.h"
#include "mcp/modernmcp.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QStringList>

#include <cstdio>

namespace mcpscope {
class McpClient;
class ServerRequestHandler;
class Session;
class SessionJournal;
class Transport;
struct HttpServerConfig;
struct StdioServerConfig;
}

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

/// The options of the headless jobs over one connection (run, replay): how results are
/// printed, the session file, the server's environment and headers, the timeouts, -q.
struct ConnectionOptions
{
    QString format = QStringLiteral("text");
    QString saveSession;
    QMap<QString, QString> env;
    QStringList headers;
    int connectTimeoutMs = 15000;
    int requestTimeoutMs = 60000;
    ProtocolEra protocolEra = ProtocolEra::Legacy; ///< --protocol-era
    bool quiet = false;
    AuthOptions auth; ///< the OAuth options, for a server reached over HTTP

    /// Reads the option at @p args[*index] when it is one of these (@p taken), advancing
    /// @p *index past its value. False with plain words in @p error when its value is wrong.
    bool take(const QStringList &args, qsizetype *index, bool *taken, QString *error);
    /// The transport to the server @p remote ? @p http : @p stdio, with --header, -e and the
    /// timeouts applied (owned by the caller); nullptr with plain words in @p error. Checks
    /// the OAuth options too (and reads --client-private-key).
    Transport *transport(StdioServerConfig stdio, HttpServerConfig http, bool remote, QString *error);
};

/// What the headless jobs over one connection share (mcpscope run, mcpscope replay): the
/// client and its session (journaled to --save-session as it happens), the handshake bounded by
/// --connect-timeout, the server's error output passed through (unless quiet), the connection
/// doctor when the server cannot be reached, and the exit once the server is gone.
class HeadlessRun : public QObject
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::HeadlessRun)
public:
    struct Settings
    {
        QString command;            ///< "run", "replay": names the job in its messages
        QString saveSession;        ///< --save-session, or empty
        QJsonObject journalHeader;  ///< what the session file's header says of the job
        int connectTimeoutMs = 15000;
        int requestTimeoutMs = 60000;
        ProtocolEra protocolEra = ProtocolEra::Legacy;
        bool quiet = false;
        AuthOptions auth;           ///< OAuth, when the server is reached over HTTP
        int unreachableExit = 4;
        int authRequiredExit = 3;   ///< the server wants a sign-in that could not be made
        int usageExit = 2;
    };

    /// Runs over @p transport (owned).
    HeadlessRun(const Settings &settings, Transport *transport);
    ~HeadlessRun() override;

    /// Connects, runs the job and returns its exit code.
    int exec();

protected:
    /// The handshake is done: the job starts here.
    virtual void onReady() = 0;
    /// The server cannot be reached (the reason, the doctor and the exit code are handled):
    /// what else the job writes, such as a report of steps not run.
    virtual void onUnreachable() {}

    /// The job is done: the connection is closed and the program exits with @p exitCode.
    void finish(int exitCode);
    bool isFinished() const { return m_finished; }
    void setServerRequestHandler(ServerRequestHandler *handler);

    McpClient *client() const { return m_client; }
    Session *session() const { return m_session; }
    Transport *transport() const { return m_transport; }
    qint64 elapsedMs() const { return m_clock.elapsed(); }
    const Settings &settings() const { return m_settings; }

private:
    void armConnectTimeout();
    void unreachable(const QString &reason);
    void quitWhenClosed();

    Settings m_settings;
    Session *m_session;
    Transport *m_transport;
    McpClient *m_client;
    SessionJournal *m_journal;
    QElapsedTimer m_clock;
    bool m_ready = false;
    bool m_finished = false;
    bool m_quitting = false;
    int m_exitCode = 0;
};

} // namespace mcpscope::cli
