// SPDX-License-Identifier: MIT
// mcpscope-demo-server: a small MCP server (protocol 2025-11-25). By default it speaks stdio
// (newline-delimited JSON-RPC 2.0): protocol messages go to stdout, human-readable lines to
// stderr. With --http it serves Streamable HTTP instead, optionally behind a test OAuth server.
#include "demohttpserver.h"
#include "demoserver.h"
#include "stdinreader.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

#ifdef Q_OS_WIN
#include <fcntl.h>
#include <io.h>
#endif

namespace {

/// Reads "[ADDR:]PORT" (ADDR an IP address, [v6] in brackets, or localhost); false with plain words.
bool parseListenAddress(const QString &text, DemoHttpServer::Options *options, QString *error)
{
    QString address;
    QString port = text;
    if (text.startsWith(u'[')) {
        const qsizetype close = text.indexOf(u"]:");
        if (close < 0) {
            *error = QStringLiteral("'%1' is not [ADDRESS]:PORT").arg(text);
            return false;
        }
        address = text.mid(1, close - 1);
        port = text.mid(close + 2);
    } else if (text.count(u':') == 1) {
        const qsizetype colon = text.indexOf(u':');
        address = text.left(colon);
        port = text.mid(colon + 1);
    } else if (text.count(u':') > 1) {
        *error = QStringLiteral("'%1': write an IPv6 address in brackets, e.g. [::1]:8080").arg(text);
        return false;
    }
    bool ok = false;
    const uint number = port.toUInt(&ok);
    if (!ok || number > 65535) {
        *error = QStringLiteral("'%1' is not a port number (0 to 65535; 0 picks a free port)").arg(port);
        return false;
    }
    options->port = quint16(number);
    if (address.isEmpty() || address.compare(u"localhost", Qt::CaseInsensitive) == 0) {
        options->address = QHostAddress(QHostAddress::LocalHost);
    } else if (!options->address.setAddress(address)
               || (options->address.protocol() == QAbstractSocket::IPv4Protocol && address.count(u'.') != 3)) {
        // (QHostAddress also reads inet_aton's short forms: "1.2.3" would be 1.2.0.3.)
        *error = QStringLiteral("'%1' is not an IP address").arg(address);
        return false;
    }
    return true;
}

int runHttp(const QCommandLineParser &parser, const QCommandLineOption &http, const QCommandLineOption &httpJson,
            const QCommandLineOption &oauth, const QCommandLineOption &tokenLifetime, bool legacyOnly)
{
    DemoHttpServer::Options options;
    QString error;
    if (!parseListenAddress(parser.value(http), &options, &error)) {
        DemoServer::logLine(QStringLiteral("mcpscope-demo-server: --http: ") + error);
        return 1;
    }
    options.jsonResponses = parser.isSet(httpJson);
    options.oauth = parser.isSet(oauth);
    options.legacyOnly = legacyOnly;
    if (parser.isSet(tokenLifetime)) {
        bool ok = false;
        options.tokenLifetimeSeconds = parser.value(tokenLifetime).toLongLong(&ok);
        if (!ok || options.tokenLifetimeSeconds < 0 || options.tokenLifetimeSeconds > 366LL * 24 * 3600) {
            DemoServer::logLine(
                QStringLiteral("mcpscope-demo-server: --oauth-token-lifetime: '%1' is not a number of seconds (0 "
                               "to one year)")
                    .arg(parser.value(tokenLifetime)));
            return 1;
        }
    }

    DemoHttpServer server(options);
    if (!server.listen(&error)) {
        DemoServer::logLine(QStringLiteral("mcpscope-demo-server: ") + error);
        return 1;
    }
    DemoServer::logLine(
        QStringLiteral("mcpscope-demo-server %1: listening on %2").arg(DemoServer::version(), server.endpoint()));
    if (options.oauth) {
        QString origin = server.endpoint();
        origin.chop(4);
        DemoServer::logLine(
            QStringLiteral("OAuth: /mcp needs a bearer token; test authorization server at %1 (tokens live %2 s; "
                           "/authorize approves at once)")
                .arg(origin)
                .arg(options.tokenLifetimeSeconds));
    }
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
#ifdef Q_OS_WIN
    // Newline-delimited JSON must not gain "\r" on the way out.
    ::_setmode(0, _O_BINARY);
    ::_setmode(1, _O_BINARY);
#endif
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mcpscope-demo-server"));
    QCoreApplication::setApplicationVersion(DemoServer::version());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The mcpscope demo MCP server (protocols 2026-07-28 and 2025-11-25 and earlier).\n\n"
        "By default it speaks MCP over stdio: one JSON-RPC message a line on stdin and stdout, log lines on "
        "stderr. It exits when stdin closes.\n\n"
        "With --http it serves MCP over Streamable HTTP instead, at http://ADDR:PORT/mcp: POST one message per "
        "request (requests are answered with an SSE stream that carries progress, log messages and the "
        "server's own requests, then the response), GET for the server's stream of messages that belong to no "
        "request (it can be resumed with Last-Event-ID), DELETE to end the session. Each initialize starts a "
        "session (Mcp-Session-Id). Requests with an Origin header that is not a loopback origin are refused "
        "(403). It runs until it is stopped, and prints the URL on stderr.\n\n"
        "Both eras on both transports: initialize selects 2025-11-25 (or an earlier version), while a request "
        "whose _meta carries io.modelcontextprotocol/protocolVersion 2026-07-28 is served statelessly (over "
        "HTTP without a session: one POST per request, MCP-Protocol-Version, Mcp-Method and Mcp-Name must match "
        "the body; subscriptions/listen keeps its POST open as an SSE stream)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption http(
        QStringLiteral("http"),
        QStringLiteral("Serve Streamable HTTP on [ADDR:]PORT instead of stdio. ADDR defaults to "
                       "127.0.0.1 (an IPv6 address goes in brackets); PORT 0 picks a free port."),
        QStringLiteral("[ADDR:]PORT"));
    const QCommandLineOption httpJson(
        QStringLiteral("http-json"),
        QStringLiteral("With --http: answer every request with one application/json body instead of "
                       "an SSE stream (what the server sends meanwhile then goes to the GET stream). This "
                       "applies to 2025-11-25 sessions; with or without it, a 2026-07-28 request is "
                       "answered with JSON unless something comes before its response (progress, log "
                       "messages), which makes the answer an SSE stream."));
    const QCommandLineOption oauth(
        QStringLiteral("oauth"),
        QStringLiteral("With --http: require an OAuth bearer token on /mcp and run a test OAuth 2.1 "
                       "authorization server on the same port (metadata under /.well-known/, "
                       "/register, /authorize, /token; PKCE S256; client credentials for confidential "
                       "clients registered for them; /authorize approves at once, no login). For "
                       "testing clients only: no account is needed anywhere."));
    const QCommandLineOption tokenLifetime(
        QStringLiteral("oauth-token-lifetime"),
        QStringLiteral("With --oauth: access tokens expire after SECONDS (default 3600; 0: at "
                       "once)."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption legacyOnly(
        QStringLiteral("legacy-only"),
        QStringLiteral("Speak only protocol 2025-11-25 and earlier (initialize), like a server made "
                       "before 2026-07-28: server/discover and the _meta envelope are not known. For "
                       "trying how a client falls back."));
    parser.addOptions({http, httpJson, oauth, tokenLifetime, legacyOnly});
    parser.process(app);
    if (!parser.positionalArguments().isEmpty()) {
        DemoServer::logLine(QStringLiteral("mcpscope-demo-server: unexpected argument '%1' (see --help)")
                                .arg(parser.positionalArguments().constFirst()));
        return 1;
    }
    if (!parser.isSet(http)) {
        for (const QCommandLineOption *option : {&httpJson, &oauth, &tokenLifetime}) {
            if (parser.isSet(*option)) {
                DemoServer::logLine(QStringLiteral("mcpscope-demo-server: --%1 needs --http (see --help)")
                                        .arg(option->names().constFirst()));
                return 1;
            }
        }
    } else {
        if (parser.isSet(tokenLifetime) && !parser.isSet(oauth)) {
            DemoServer::logLine(
                QStringLiteral("mcpscope-demo-server: --oauth-token-lifetime needs --oauth (see --help)"));
            return 1;
        }
        return runHttp(parser, http, httpJson, oauth, tokenLifetime, parser.isSet(legacyOnly));
    }

    DemoServer server;
    server.setModernEnabled(!parser.isSet(legacyOnly));
    // Not parented: if it were still blocked in read() at exit, destroying it would abort.
    auto *reader = new StdinReader;
    QObject::connect(reader, &StdinReader::lineReceived, &server, &DemoServer::handleLine);
    QObject::connect(reader, &StdinReader::lineTooLong, &server, &DemoServer::handleOverlongLine);
    QObject::connect(reader, &StdinReader::inputClosed, &app, [] {
        DemoServer::logLine(QStringLiteral("stdin closed; exiting"));
        QCoreApplication::exit(0);
    });
    reader->start();
    DemoServer::logLine(QStringLiteral("mcpscope-demo-server %1: ready on stdio").arg(DemoServer::version()));

    const int code = app.exec();
    if (reader->wait(1000))
        delete reader;
    return code;
}
