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

using namespace Qt::StringLiterals;

namespace {

/// Reads "[ADDR:]PORT" (ADDR an IP address, [v6] in brackets, or localhost); false with plain words.
bool parseListenAddress(const QString &text, DemoHttpServer::Options *options, QString *error)
{
    QString address;
    QString port = text;
    if (text.startsWith(u'[')) {
        const qsizetype close = text.indexOf(u"]:");
        if (close < 0) {
            *error = u"'%1' is not [ADDRESS]:PORT"_s.arg(text);
            return false;
        }
        address = text.mid(1, close - 1);
        port = text.mid(close + 2);
    } else if (text.count(u':') == 1) {
        const qsizetype colon = text.indexOf(u':');
        address = text.left(colon);
        port = text.mid(colon + 1);
    } else if (text.count(u':') > 1) {
        *error = u"'%1': write an IPv6 address in brackets, e.g. [::1]:8080"_s.arg(text);
        return false;
    }
    bool ok = false;
    const uint number = port.toUInt(&ok);
    if (!ok || number > 65535) {
        *error = u"'%1' is not a port number (0 to 65535; 0 picks a free port)"_s.arg(port);
        return false;
    }
    options->port = quint16(number);
    if (address.isEmpty() || address.compare(u"localhost", Qt::CaseInsensitive) == 0) {
        options->address = QHostAddress(QHostAddress::LocalHost);
    } else if (!options->address.setAddress(address)
               || (options->address.protocol() == QAbstractSocket::IPv4Protocol && address.count(u'.') != 3)) {
        // (QHostAddress also reads inet_aton's short forms: "1.2.3" would be 1.2.0.3.)
        *error = u"'%1' is not an IP address"_s.arg(address);
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
        DemoServer::logLine(u"mcpscope-demo-server: --http: "_s + error);
        return 1;
    }
    options.jsonResponses = parser.isSet(httpJson);
    options.oauth = parser.isSet(oauth);
    options.legacyOnly = legacyOnly;
    if (parser.isSet(tokenLifetime)) {
        bool ok = false;
        options.tokenLifetimeSeconds = parser.value(tokenLifetime).toLongLong(&ok);
        if (!ok || options.tokenLifetimeSeconds < 0 || options.tokenLifetimeSeconds > 366LL * 24 * 3600) {
            DemoServer::logLine(u"mcpscope-demo-server: --oauth-token-lifetime: '%1' is not a number of seconds (0 "
                                u"to one year)"_s.arg(parser.value(tokenLifetime)));
            return 1;
        }
    }

    DemoHttpServer server(options);
    if (!server.listen(&error)) {
        DemoServer::logLine(u"mcpscope-demo-server: "_s + error);
        return 1;
    }
    DemoServer::logLine(u"mcpscope-demo-server %1: listening on %2"_s.arg(DemoServer::version(), server.endpoint()));
    if (options.oauth) {
        QString origin = server.endpoint();
        origin.chop(4);
        DemoServer::logLine(u"OAuth: /mcp needs a bearer token; test authorization server at %1 (tokens live %2 s; "
                            u"/authorize approves at once)"_s.arg(origin).arg(options.tokenLifetimeSeconds));
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
    QCoreApplication::setApplicationName(u"mcpscope-demo-server"_s);
    QCoreApplication::setApplicationVersion(DemoServer::version());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"The mcpscope demo MCP server (protocols 2026-07-28 and 2025-11-25 and earlier).\n\n"
        u"By default it speaks MCP over stdio: one JSON-RPC message a line on stdin and stdout, log lines on "
        u"stderr. It exits when stdin closes.\n\n"
        u"With --http it serves MCP over Streamable HTTP instead, at http://ADDR:PORT/mcp: POST one message per "
        u"request (requests are answered with an SSE stream that carries progress, log messages and the "
        u"server's own requests, then the response), GET for the server's stream of messages that belong to no "
        u"request (it can be resumed with Last-Event-ID), DELETE to end the session. Each initialize starts a "
        u"session (Mcp-Session-Id). Requests with an Origin header that is not a loopback origin are refused "
        u"(403). It runs until it is stopped, and prints the URL on stderr.\n\n"
        u"Both eras on both transports: initialize selects 2025-11-25 (or an earlier version), while a request "
        u"whose _meta carries io.modelcontextprotocol/protocolVersion 2026-07-28 is served statelessly (over "
        u"HTTP without a session: one POST per request, MCP-Protocol-Version, Mcp-Method and Mcp-Name must match "
        u"the body; subscriptions/listen keeps its POST open as an SSE stream)."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption http(u"http"_s,
                                  u"Serve Streamable HTTP on [ADDR:]PORT instead of stdio. ADDR defaults to "
                                  u"127.0.0.1 (an IPv6 address goes in brackets); PORT 0 picks a free port."_s,
                                  u"[ADDR:]PORT"_s);
    const QCommandLineOption httpJson(u"http-json"_s,
                                      u"With --http: answer every request with one application/json body instead of "
                                      u"an SSE stream (what the server sends meanwhile then goes to the GET stream). This "
                                      u"applies to 2025-11-25 sessions; with or without it, a 2026-07-28 request is "
                                      u"answered with JSON unless something comes before its response (progress, log "
                                      u"messages), which makes the answer an SSE stream."_s);
    const QCommandLineOption oauth(u"oauth"_s,
                                   u"With --http: require an OAuth bearer token on /mcp and run a test OAuth 2.1 "
                                   u"authorization server on the same port (metadata under /.well-known/, "
                                   u"/register, /authorize, /token; PKCE S256; client credentials for confidential "
                                   u"clients registered for them; /authorize approves at once, no login). For "
                                   u"testing clients only: no account is needed anywhere."_s);
    const QCommandLineOption tokenLifetime(u"oauth-token-lifetime"_s,
                                           u"With --oauth: access tokens expire after SECONDS (default 3600; 0: at "
                                           u"once)."_s,
                                           u"SECONDS"_s);
    const QCommandLineOption legacyOnly(u"legacy-only"_s,
                                        u"Speak only protocol 2025-11-25 and earlier (initialize), like a server made "
                                        u"before 2026-07-28: server/discover and the _meta envelope are not known. For "
                                        u"trying how a client falls back."_s);
    parser.addOptions({ http, httpJson, oauth, tokenLifetime, legacyOnly });
    parser.process(app);
    if (!parser.positionalArguments().isEmpty()) {
        DemoServer::logLine(u"mcpscope-demo-server: unexpected argument '%1' (see --help)"_s.arg(
            parser.positionalArguments().constFirst()));
        return 1;
    }
    if (!parser.isSet(http)) {
        for (const QCommandLineOption *option : { &httpJson, &oauth, &tokenLifetime }) {
            if (parser.isSet(*option)) {
                DemoServer::logLine(u"mcpscope-demo-server: --%1 needs --http (see --help)"_s.arg(option->names().constFirst()));
                return 1;
            }
        }
    } else {
        if (parser.isSet(tokenLifetime) && !parser.isSet(oauth)) {
            DemoServer::logLine(u"mcpscope-demo-server: --oauth-token-lifetime needs --oauth (see --help)"_s);
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
        DemoServer::logLine(u"stdin closed; exiting"_s);
        QCoreApplication::exit(0);
    });
    reader->start();
    DemoServer::logLine(u"mcpscope-demo-server %1: ready on stdio"_s.arg(DemoServer::version()));

    const int code = app.exec();
    if (reader->wait(1000))
        delete reader;
    return code;
}
