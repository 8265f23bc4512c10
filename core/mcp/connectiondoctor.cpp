// SPDX-License-Identifier: MIT
#include "connectiondoctor.h"

#include "mcpclient.h"
#include "session/session.h"
#include "text/preview.h"
#include "wire/frame.h"
#include "wire/httpexchange.h"

#include <QRegularExpression>
#include <QUrl>

namespace mcpscope {

namespace {

constexpr int ErrorOutputLines = 5;
constexpr int FindingLines = 3;

/// What the session shows about the connection, gathered in one walk over its events.
struct Facts
{
    qsizetype messages = 0; ///< whole JSON-RPC messages received
    qsizetype contentLengthFrames = 0;
    bool prettyPrinted = false;             ///< a stdio.multiline finding
    bool notUtf8 = false;                   ///< a json.utf8 finding on a received frame
    QList<QByteArray> errorOutput;          ///< all of the server's stderr lines (bounded by the session)
    QStringList findings;                   ///< "message #N, code: text" of the first errors
    const HttpExchange *lastHttp = nullptr; ///< the last exchange of the transport's own
    QString initializeError;                ///< the server's error answer to initialize, if any
};

Facts gather(const Session &session)
{
    Facts f;
    const Diagnostics &all = session.diagnostics();
    for (const Diagnostic &d : all) {
        if (d.code == QLatin1String("stdio.multiline"))
            f.prettyPrinted = true;
        else if (d.code == QLatin1String("json.utf8"))
            f.notUtf8 = true;
        if (d.severity == Severity::Error && f.findings.size() < FindingLines) {
            f.findings << (d.messageIndex >= 0 ? ConnectionDoctor::tr("message #%1, %2: %3")
                                                     .arg(d.messageIndex + 1)
                                                     .arg(d.code, previewText(d.message, 240))
                                               : QStringLiteral("%1: %2").arg(d.code, previewText(d.message, 240)));
        }
    }
    for (const SessionEvent &e : session.events()) {
        switch (e.type) {
        case SessionEvent::Type::Received:
            if (e.message.kind() != Message::Kind::Invalid)
                ++f.messages;
            if (e.frameFlags & Frame::ContentLength)
                ++f.contentLengthFrames;
            if (e.message.kind() == Message::Kind::Error && e.linked >= 0
                && session.eventAt(e.linked).message.method() == QLatin1String("initialize")) {
                f.initializeError = e.message.errorMessage();
            }
            break;
        case SessionEvent::Type::Stderr:
            f.errorOutput << e.stderrLine;
            break;
        case SessionEvent::Type::Http:
            if (e.http && !e.http->authorization)
                f.lastHttp = e.http.data();
            break;
        default:
            break;
        }
    }
    return f;
}

bool outputSays(const QList<QByteArray> &lines, const QRegularExpression &pattern, QString *line = nullptr)
{
    for (const QByteArray &l : lines) {
        const QString text = QString::fromUtf8(l.left(2000));
        if (pattern.match(text).hasMatch()) {
            if (line)
                *line = previewText(text.trimmed(), 160);
            return true;
        }
    }
    return false;
}

QRegularExpression pattern(const char *re)
{
    return QRegularExpression(QString::fromLatin1(re), QRegularExpression::CaseInsensitiveOption);
}

/// The next step for a server that stopped before the handshake, from its error output.
QString stoppedNextStep(const Facts &f, const ExitInfo &exit)
{
    if (outputSays(
            f.errorOutput,
            pattern(
                R"(cannot find module|modulenotfounderror|no module named|command not found|enoent|no such file|cannot find|not found)")))
        return ConnectionDoctor::tr("The server is missing a file or a package it needs (its error output names it): "
                                    "install its dependencies, or fix the path in the command.");
    if (outputSays(f.errorOutput, pattern(R"(eaddrinuse|address already in use)")))
        return ConnectionDoctor::tr("Another program holds the port the server wants: stop that program or give the "
                                    "server another port.");
    if (outputSays(
            f.errorOutput,
            pattern(
                R"(usage:|unknown option|unrecognized argument|invalid option|unknown argument|unexpected argument)")))
        return ConnectionDoctor::tr("The server did not accept its arguments: compare them with what its --help says.");
    if (outputSays(f.errorOutput,
                   pattern(R"(api[_ ]?key|token|environment variable|env var|is not set|not set|missing)")))
        return ConnectionDoctor::tr("The server needs a setting it did not get, most likely an environment variable "
                                    "(its error output names it): add it to the connection's environment.");
    if (exit.valid && !exit.crashed && exit.exitCode == 0 && f.errorOutput.isEmpty())
        return ConnectionDoctor::tr("The server ended at once, without an error: it may need an argument to run as an "
                                    "MCP server over stdio (such as \"stdio\" or \"--stdio\"), or it is not an MCP "
                                    "server.");
    return ConnectionDoctor::tr(
        "Read the server's error output; run the same command in a terminal to see why it stops.");
}

} // namespace

QString Diagnosis::toText() const
{
    if (isEmpty())
        return {};
    QString text = summary + QLatin1Char('\n');
    if (!causes.isEmpty()) {
        text += QStringLiteral("  ") + ConnectionDoctor::tr("Probable cause:") + QLatin1Char('\n');
        for (const QString &c : causes)
            text += QStringLiteral("  - ") + c + QLatin1Char('\n');
    }
    if (!seen.isEmpty()) {
        text += QStringLiteral("  ") + ConnectionDoctor::tr("Seen:") + QLatin1Char('\n');
        for (const QString &s : seen)
            text += QStringLiteral("    ") + s + QLatin1Char('\n');
    }
    if (!nextStep.isEmpty())
        text += QStringLiteral("  ") + ConnectionDoctor::tr("Next step: %1").arg(nextStep) + QLatin1Char('\n');
    return text;
}

Diagnosis ConnectionDoctor::examine(const McpClient &client, const Options &options)
{
    using State = McpClient::State;
    using Failure = McpClient::Failure;
    Diagnosis d;
    const State state = client.state();
    const bool failed = state == State::Failed;
    const bool waiting = state == State::Starting || state == State::Initializing;
    if (!failed && !waiting)
        return d;
    if (!client.protocolVersion().isEmpty())
        return d; // the handshake was done: this is no connection problem
    if (waiting && !options.signInIssuer.isEmpty()) {
        // Nothing is wrong yet: the server asked for a sign-in and the user is at it.
        d.summary = tr("Waiting for you to sign in at %1.").arg(options.signInIssuer);
        d.causes << tr("The server asked for a sign-in (HTTP 401). Its authorization server is %1; the sign-in "
                       "page was sent to your browser.")
                        .arg(options.signInIssuer);
        d.nextStep = tr("Finish signing in in the browser: mcpscope goes on by itself. If no browser page opened, "
                        "copy the link and open it yourself.");
        d.link = options.signInUrl;
        return d;
    }
    const Transport &transport = *client.transport();
    const Facts f = gather(*client.session());
    const BrokenAnswers &junk = client.brokenAnswers();
    const ExitInfo exit = transport.exitInfo();
    const bool stdio = transport.isStdio();
    const double waitedS = options.waitedMs / 1000.0;

    d.summary = failed ? tr("Connecting to the server failed.")
                       : tr("The server has not finished the MCP handshake after %1 s.").arg(waitedS, 0, 'f', 0);

    const auto cause = [&d](const QString &text, const QString &next = QString()) {
        d.causes << text;
        if (d.nextStep.isEmpty())
            d.nextStep = next;
    };

    // HTTP: the status of the last exchange says most.
    if (!stdio && f.lastHttp) {
        const HttpExchange &x = *f.lastHttp;
        const QString host = QUrl(x.url).authority();
        if (x.phase == HttpExchange::Phase::Failed) {
            const QString error = x.error;
            QString next = tr("Check that the server is running and that the URL is right.");
            if (error.contains(QLatin1String("refused"), Qt::CaseInsensitive))
                next = tr("Nothing listens at %1: start the server, or check the host and the port in the URL.")
                           .arg(host);
            else if (error.contains(QLatin1String("certificate"), Qt::CaseInsensitive)
                     || error.contains(QLatin1String("TLS"), Qt::CaseInsensitive)
                     || error.contains(QLatin1String("SSL"), Qt::CaseInsensitive))
                next = tr("If you trust this server, trust its certificate in the connection's settings; for a local "
                          "test server, http:// may be what it serves.");
            else if (error.contains(QLatin1String("not found"), Qt::CaseInsensitive))
                next = tr("Check the host name in the URL.");
            cause(tr("The request to %1 got no answer: %2").arg(x.url, error), next);
        } else if (x.status == 401) {
            cause(tr("The server wants you to sign in (HTTP 401)."),
                  tr("Sign in: in the window, fill in the connection's Sign-in (OAuth) settings and connect again; on "
                     "the command line, allow the browser sign-in (--authorize ask) or pass a token with --header "
                     "\"Authorization: Bearer …\"."));
        } else if (x.status == 403) {
            cause(tr("The server refused access (HTTP 403)."),
                  tr("The sign-in lacks a permission: sign in again (--relogin), asking for more scope, or ask the "
                     "server's owner for access."));
        } else if (x.status == 404) {
            cause(tr("Nothing answers at this path (HTTP 404 for %1).").arg(x.url),
                  tr("Check the URL's path: MCP servers usually take Streamable HTTP at /mcp and the older SSE "
                     "transport at /sse."));
        } else if (x.status == 405) {
            cause(tr("The URL does not take MCP messages by %1 (HTTP 405).").arg(QString::fromLatin1(x.method)),
                  tr("If this is an SSE endpoint, choose the SSE transport (--transport sse); otherwise check the "
                     "path."));
        } else if (x.status >= 500) {
            cause(tr("The server failed on its side (HTTP %1 %2).").arg(x.status).arg(QString::fromLatin1(x.reason)),
                  tr("Look at the server's own log; the body it sent is in the HTTP row of the timeline."));
        } else if (x.contentType == "text/html") {
            cause(tr("The URL answered with a web page (HTML), not with MCP."),
                  tr("Check the URL: an MCP endpoint often ends in /mcp; a login page means you must sign in "
                     "first."));
        } else if (x.status >= 400) {
            cause(tr("The server answered HTTP %1 %2.").arg(x.status).arg(QString::fromLatin1(x.reason)),
                  tr("The body it sent is in the HTTP row of the timeline; check the URL and the headers."));
        }
    }

    switch (client.failure()) {
    case Failure::Transport:
        if (stdio && !exit.valid && f.messages == 0 && f.errorOutput.isEmpty()) {
            const QString program = transport.describe().section(QLatin1Char(' '), 0, 0);
            cause(client.failureReason(),
                  tr("Check the command: is \"%1\" installed, and on the PATH mcpscope sees? Try it in a terminal.")
                      .arg(program));
        } else if (d.causes.isEmpty()) {
            cause(client.failureReason());
        }
        break;
    case Failure::UnsupportedVersion:
        cause(client.failureReason(),
              tr("Update the server (or its MCP SDK) to a current protocol version; mcpscope speaks %1.")
                  .arg(McpClient::SupportedProtocolVersions.join(QStringLiteral(", "))));
        break;
    case Failure::EraMismatch:
        // The era is the cause, whatever the HTTP status that carried the answer.
        d.causes.prepend(client.failureReason());
        d.nextStep = tr("Choose the protocol era Legacy for this server (in the connection's settings, or "
                        "--protocol-era legacy on the command line), or Auto to let mcpscope find out. If the server "
                        "should speak MCP 2026-07-28, update its MCP SDK.");
        break;
    case Failure::Refused:
        if (client.protocolEra() != ProtocolEra::Legacy && f.initializeError.isEmpty()) {
            cause(client.failureReason(),
                  tr("The server speaks MCP 2026-07-28 but refused the request; its words say why."));
            break;
        }
        cause(tr("The server refused initialize: \"%1\".").arg(previewText(f.initializeError, 240)),
              tr("The server's words say why: check the arguments and environment variables it names in the "
                 "connection's settings."));
        break;
    case Failure::BrokenAnswer:
        if (junk.junkLines() == 0 || junk.sawMessage())
            cause(client.failureReason(),
                  tr("This is a bug in the server: report it to its authors with the saved session (it keeps the "
                     "exact bytes)."));
        break;
    default:
        break;
    }

    // What the server wrote on stdout that was no message.
    if (stdio && junk.junkLines() > 0) {
        const QString first = previewBytes(junk.firstJunk(), 60);
        const QString trimmed = QString::fromUtf8(junk.firstJunk()).trimmed();
        if (f.prettyPrinted || trimmed == QLatin1String("{") || trimmed == QLatin1String("[")) {
            cause(tr("The server printed %n line(s) that are not JSON messages; the first is \"%1\": it seems to "
                     "pretty-print its JSON.",
                     nullptr, int(junk.junkLines()))
                      .arg(first),
                  tr("MCP over stdio needs one message per line: make the server write each message on a single line "
                     "(JSON.stringify(message) without an indent in JavaScript, json.dumps(message) without indent in "
                     "Python)."));
        } else if (trimmed.startsWith(QLatin1Char('<'))) {
            cause(tr("The server printed HTML on its standard output (\"%1\") instead of JSON messages.").arg(first),
                  tr("Check that the command starts an MCP server over stdio, and not a web page or a web server."));
        } else if (f.notUtf8) {
            cause(tr("The server's output is not valid UTF-8."),
                  tr("JSON-RPC messages must be UTF-8: make the server encode its output as UTF-8."));
        } else {
            cause(tr("The server printed %n line(s) on its standard output that are not JSON messages; the first is "
                     "\"%1\".",
                     nullptr, int(junk.junkLines()))
                      .arg(first),
                  tr("MCP over stdio keeps standard output for messages: make the server write its logs to standard "
                     "error (console.error in Node, print(..., file=sys.stderr) or logging in Python)."));
        }
    }
    if (stdio && f.contentLengthFrames > 0) {
        cause(tr("The server frames its messages with Content-Length headers, as the Language Server Protocol does."),
              tr("MCP over stdio is one JSON message per line, without headers: the server speaks an LSP-style "
                 "transport."));
    }

    // The server stopped before the handshake.
    // (Not when mcpscope itself closed the server after the failure.)
    const bool stoppedEarly
        = stdio && transport.state() == Transport::State::Exited && (client.failure() == Failure::Exited || waiting);
    if (stoppedEarly) {
        cause(tr("The server %1 before it answered initialize.").arg(exit.describe()), stoppedNextStep(f, exit));
    }

    // Nothing at all on stdout.
    if (stdio && f.messages == 0 && junk.junkLines() == 0 && f.contentLengthFrames == 0
        && transport.state() == Transport::State::Running) {
        QString line;
        static const QRegularExpression httpHint
            = pattern(R"(https?://\S+|listening on|server (is )?running on|port \d+)");
        if (outputSays(f.errorOutput, httpHint, &line)) {
            static const QRegularExpression url(QStringLiteral(R"(https?://[^\s"'<>]+)"));
            const QString address = url.match(line).captured(0);
            cause(tr("The server has written nothing on its standard output, and its error output suggests it serves "
                     "HTTP: \"%1\".")
                      .arg(line),
                  address.isEmpty() ? tr("Connect to the server's URL instead of starting its command.")
                                    : tr("Connect to %1 instead of starting the command (a URL in the connection "
                                         "dialog, or mcpscope --cli %1).")
                                          .arg(address));
        } else {
            cause(tr("The server is running but has written nothing on its standard output."),
                  tr("The server may be waiting for something else: an argument that selects stdio, a different "
                     "transport (HTTP), or input typed on a terminal. Check how it is meant to be started."));
        }
    }

    if (d.causes.isEmpty() && f.messages > 0 && client.failure() != Failure::Refused) {
        cause(tr("The server sent %n message(s) but has not answered initialize.", nullptr, int(f.messages)),
              tr("The timeline shows what it sent; its error output may say what it waits for."));
    }
    if (d.causes.isEmpty() && failed)
        cause(client.failureReason());

    if (options.includeFindings) {
        for (const QString &finding : f.findings)
            d.seen << finding;
    }
    if (stdio && exit.valid && !stoppedEarly)
        d.seen << tr("The server %1.").arg(exit.describe());
    if (options.includeErrorOutput && !f.errorOutput.isEmpty()) {
        d.seen << tr("Its last error output:");
        for (qsizetype i = qMax<qsizetype>(0, f.errorOutput.size() - ErrorOutputLines); i < f.errorOutput.size(); ++i)
            d.seen << QStringLiteral("  ") + previewText(QString::fromUtf8(f.errorOutput.at(i).left(1000)), 200);
    }
    return d;
}

} // namespace mcpscope
