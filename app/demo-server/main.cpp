// SPDX-License-Identifier: MIT
// mcpscope-demo-server: a small MCP server on stdio (newline-delimited JSON-RPC 2.0,
// protocol 2025-11-25). Protocol messages go to stdout, human-readable lines to stderr.
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
        u"The mcpscope demo MCP server. It speaks MCP (protocol 2025-11-25) over stdio: one JSON-RPC "
        u"message a line on stdin and stdout, log lines on stderr. It exits when stdin closes."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);
    if (!parser.positionalArguments().isEmpty()) {
        DemoServer::logLine(u"mcpscope-demo-server: unexpected argument '%1' (see --help)"_s.arg(
            parser.positionalArguments().constFirst()));
        return 1;
    }

    DemoServer server;
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
