// SPDX-License-Identifier: MIT
#include "headlessrun.h"

#include "clioptions.h"

#include "mcp/connectiondoctor.h"
#include "mcp/elicitation.h"
#include "mcp/mcpclient.h"
#include "mcp/serverrequesthandler.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "text/preview.h"
#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QDir>
#include <QFile>
#include <QTimer>

#ifdef Q_OS_WIN
#include <io.h>
#define isatty _isatty
#define fileno _fileno
#else
#include <unistd.h>
#endif

namespace mcpscope::cli {

void writeText(FILE *stream, const QString &text)
{
    // stderr carries words a server chose (error descriptions, challenges, scopes): no escape
    // sequence of theirs reaches the terminal.
    const QByteArray bytes = (stream == stderr ? terminalSafe(text) : text).toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

void writeNotice(const QString &text)
{
    writeText(stderr, QStringLiteral("mcpscope: ") + text + QLatin1Char('\n'));
}

bool isTerminal(FILE *stream)
{
    return isatty(fileno(stream));
}

namespace {

bool readSmallFile(const QString &path, QByteArray *contents, QString *error)
{
    constexpr qint64 Limit = 64 * 1024;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = HeadlessRun::tr("Cannot read \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    *contents = file.read(Limit + 1);
    if (contents->size() > Limit) {
        *error = HeadlessRun::tr("\"%1\" is larger than 64 KiB; it is not a header or secret file.").arg(path);
        return false;
    }
    return true;
}

QStringList headerLines(const QString &text)
{
    QStringList out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (QString line : lines) {
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (!line.trimmed().isEmpty() && !line.trimmed().startsWith(QLatin1Char('#')))
            out << line;
    }
    return out;
}

} // namespace

namespace {

/// A value of --header or --client-secret: itself (@p literal), or the contents of the file
/// "@FILE" names (@p contents, and @p fromFile set). "@@" stands for a literal "@".
bool readArgument(const QString &value, QString *literal, QByteArray *contents, bool *fromFile, QString *error)
{
    *fromFile = value.startsWith(QLatin1Char('@')) && !value.startsWith(QLatin1String("@@"));
    if (*fromFile)
        return readSmallFile(value.mid(1), contents, error);
    *literal = value.startsWith(QLatin1Char('@')) ? value.mid(1) : value;
    return true;
}

} // namespace

bool readHeaderArgument(const QString &value, QStringList *headers, QString *error)
{
    QString literal;
    QByteArray contents;
    bool fromFile = false;
    if (!readArgument(value, &literal, &contents, &fromFile, error))
        return false;
    if (!fromFile) {
        *headers << literal;
        return true;
    }
    const QStringList lines = headerLines(QString::fromUtf8(contents));
    if (lines.isEmpty()) {
        *error = HeadlessRun::tr("\"%1\" holds no \"Name: Value\" line.").arg(value.mid(1));
        return false;
    }
    *headers << lines;
    return true;
}

bool readSecretArgument(const QString &value, QString *secret, QString *error)
{
    QString literal;
    QByteArray contents;
    bool fromFile = false;
    if (!readArgument(value, &literal, &contents, &fromFile, error))
        return false;
    if (!fromFile) {
        *secret = literal;
        return true;
    }
    QString first = QString::fromUtf8(contents).section(QLatin1Char('\n'), 0, 0);
    if (first.endsWith(QLatin1Char('\r')))
        first.chop(1);
    if (first.isEmpty()) {
        *error = HeadlessRun::tr("\"%1\" is empty: no secret in it.").arg(value.mid(1));
        return false;
    }
    *secret = first;
    return true;
}

QStringList environmentHeaders()
{
    return headerLines(qEnvironmentVariable("MCPSCOPE_HEADERS"));
}

HeadlessRun::Settings HeadlessRun::settingsFor(const QString &command, const ConnectionOptions &options)
{
    Settings s;
    s.command = command;
    s.saveSession = options.saveSession;
    s.connectTimeoutMs = options.connectTimeoutMs > 0 ? options.connectTimeoutMs : 15000;
    s.requestTimeoutMs = options.requestTimeoutMs;
    s.protocolEra = options.protocolEra;
    s.quiet = options.quiet;
    s.auth = options.auth;
    return s;
}

/// Answers the server's questions without a person: roots from the working directory,
/// elicitation as --elicitation says (declined unless told otherwise), sampling refused (no
/// model here). The one answerer of every headless job (replay answers as its recording did).
class HeadlessRequestHandler : public ServerRequestHandler
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::HeadlessRequestHandler)
public:
    HeadlessRequestHandler(QString command, QString rootDir, QString elicitation)
        : m_command(std::move(command))
        , m_rootDir(std::move(rootDir))
        , m_elicitation(std::move(elicitation))
    {
    }

    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override
    {
        const QString method = request.method();
        if (method == QLatin1String("roots/list")) {
            succeed(rootsResult({m_rootDir}));
        } else if (method == QLatin1String("elicitation/create")) {
            const ElicitationRequest ask = ElicitationRequest::fromParams(request.params());
            if (m_elicitation == QLatin1String("accept-defaults") && ask.mode == ElicitationRequest::Mode::Form)
                succeed(Elicitation::acceptResult(Elicitation::defaultContent(ask.requestedSchema)));
            else if (m_elicitation == QLatin1String("cancel"))
                succeed(Elicitation::cancelResult());
            else
                succeed(Elicitation::declineResult());
        } else {
            fail(-1, tr("mcpscope %1 cannot answer %2: there is no person or model to ask.").arg(m_command, method));
        }
    }

private:
    QString m_command;
    QString m_rootDir;
    QString m_elicitation;
};

HeadlessRun::HeadlessRun(const Settings &settings, Transport *transport)
    : m_settings(settings)
    , m_session(new Session(this))
    , m_transport(transport)
    , m_client(new McpClient(transport, m_session, this))
    , m_journal(new SessionJournal(m_session))
    , m_handler(new HeadlessRequestHandler(
          settings.command, settings.rootDir.isEmpty() ? QDir::currentPath() : settings.rootDir, settings.elicitation))
{
    m_transport->setParent(this);
    m_client->setServerRequestHandler(m_handler);
    m_client->setDefaultTimeoutMs(settings.requestTimeoutMs);
    m_client->setProtocolEra(settings.protocolEra);
    if (auto *http = qobject_cast<HttpTransport *>(transport))
        new HeadlessSignIn(settings.auth, http, m_client, settings.quiet, this); // owned by this run
    connect(m_client, &McpClient::ready, this, [this] {
        m_ready = true;
        QString error;
        if (!m_journal->addToHeader(m_client->negotiatedHeader(), &error))
            reportError(error);
        onReady();
        // Only now: a job done within onReady() (--cli's initialize) has nothing to wait for.
        m_sinceReady.start();
    });
    connect(m_client, &McpClient::failed, this, [this](const QString &reason) {
        if (!m_ready || m_settings.failAfterReady)
            unreachable(reason);
    });
    if (!settings.quiet) {
        connect(m_client, &McpClient::warning, this, &writeNotice);
        // The server's own error output passes through, as with the official CLI; the job's
        // own last words, if any, come after it.
        connect(m_transport, &Transport::stderrLine, this, [](const QByteArray &line) {
            std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
            std::fputc('\n', stderr);
            std::fflush(stderr);
        });
    }
    if (settings.lingerForServerRequests) {
        connect(m_session, &Session::eventAppended, this, [this](qsizetype index) {
            const SessionEvent &e = m_session->eventAt(index);
            if (e.type == SessionEvent::Type::Received)
                m_sinceReceived.start();
            else if (e.type == SessionEvent::Type::Sent && e.message.isResponse())
                m_answeredServer = true;
        });
    }
    // After the client has seen the exit (connected before us), so that what it says of it
    // comes before the job's last words.
    connect(m_transport, &Transport::exited, this, [this] { quitWhenClosed(); });
    connect(m_transport, &Transport::failed, this, [this] { quitWhenClosed(); });
}

HeadlessRun::~HeadlessRun()
{
    delete m_journal;
    delete m_handler;
}

void HeadlessRun::setServerRequestHandler(ServerRequestHandler *handler)
{
    m_client->setServerRequestHandler(handler);
}

int HeadlessRun::exec()
{
    if (!m_settings.saveSession.isEmpty()) {
        // Journaled as it happens: a crash of mcpscope or of the server loses nothing.
        QString error;
        if (!m_journal->open(m_settings.saveSession, m_settings.journalHeader, &error)) {
            reportError(error);
            return m_settings.usageExit;
        }
    }
    m_clock.start();
    armConnectTimeout();
    // Started from inside the event loop: a start failure then ends the loop normally.
    QTimer::singleShot(0, m_client, &McpClient::connectToServer);
    return QCoreApplication::exec();
}

void HeadlessRun::reportError(const QString &message)
{
    writeText(stderr, QStringLiteral("mcpscope %1: %2\n").arg(m_settings.command, message));
}

void HeadlessRun::armConnectTimeout()
{
    QTimer::singleShot(m_settings.connectTimeoutMs, this, [this] {
        if (m_ready || m_finished)
            return;
        if (m_client->timeoutsHeld()) {
            armConnectTimeout(); // a person is signing in: the handshake waits for them
            return;
        }
        unreachable(tr("The server did not complete the MCP handshake within %1 ms.").arg(m_settings.connectTimeoutMs));
    });
}

void HeadlessRun::unreachable(const QString &reason)
{
    if (m_finished)
        return;
    const auto *http = qobject_cast<const HttpTransport *>(m_transport);
    const bool authRequired = http && http->authorizationRequired();
    reportUnreachable(reason, authRequired);
    onUnreachable();
    finish(authRequired ? m_settings.authRequiredExit : m_settings.unreachableExit);
}

void HeadlessRun::reportUnreachable(const QString &reason, bool authRequired)
{
    if (authRequired) {
        writeText(stderr, tr("mcpscope %1: the server wants a sign-in that could not be made: %2\n"
                             "mcpscope: Next step: sign in once (--authorize ask on a terminal, or in the window), "
                             "or give a machine client (--client-credentials --client-id ID --client-secret SECRET).\n")
                              .arg(m_settings.command, reason));
        return;
    }
    ConnectionDoctor::Options options;
    options.waitedMs = m_clock.elapsed();
    options.includeErrorOutput = m_settings.quiet; // otherwise it went by already
    const Diagnosis diagnosis = ConnectionDoctor::examine(*m_client, options);
    QString text = tr("mcpscope %1: the server cannot be reached: %2\n").arg(m_settings.command, reason);
    if (!diagnosis.isEmpty())
        text += QStringLiteral("mcpscope: ") + diagnosis.toText();
    writeText(stderr, text);
}

void HeadlessRun::finish(int exitCode)
{
    if (m_finished)
        return;
    m_finished = true;
    m_exitCode = exitCode;
    m_sinceFinished.start();
    disconnectWhenSettled();
}

/// Servers ask the client things shortly after the handshake (server-everything sends
/// roots/list ~350 ms after initialized) and do not exit while such a request is unanswered.
/// Closing stdin at once would leave it unanswered and force SIGTERM, so with
/// lingerForServerRequests stay connected until the server has asked its question (or had the
/// time to) and then been quiet for a moment, within a bounded time.
void HeadlessRun::disconnectWhenSettled()
{
    if (m_settings.lingerForServerRequests) {
        // Over HTTP the server needs no grace: ending the session (DELETE) is all it waits for.
        const bool connected = m_transport->state() == Transport::State::Running && m_transport->isStdio();
        const bool quiet = !m_sinceReceived.isValid() || m_sinceReceived.elapsed() >= QuietMs;
        const bool settled
            = !m_sinceReady.isValid() || (quiet && (m_answeredServer || m_sinceReady.elapsed() >= LingerAfterReadyMs));
        if (connected && !settled && m_sinceFinished.elapsed() < MaxLingerMs) {
            QTimer::singleShot(25, this, [this] { disconnectWhenSettled(); });
            return;
        }
    }
    m_client->disconnectFromServer();
    quitWhenClosed();
}

void HeadlessRun::quitWhenClosed()
{
    // Before the job is finished the server went away on its own: the client's failed()
    // reports it.
    if (!m_finished || m_quitting)
        return;
    const Transport::State s = m_transport->state();
    if (s == Transport::State::Running || s == Transport::State::Closing || s == Transport::State::Starting)
        return;
    m_quitting = true; // both the exit and the failure of the transport lead here
    m_journal->close();
    m_exitCode = onClosed(m_exitCode);
    QCoreApplication::exit(m_exitCode);
}

} // namespace mcpscope::cli
