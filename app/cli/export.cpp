// SPDX-License-Identifier: MIT
#include "export.h"

#include "clioptions.h"

#include "session/redactor.h"
#include "session/session.h"
#include "session/sessionexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonObject>

#include <cstdio>

namespace mcpscope::cli {

namespace {

// The context lupdate files these free-function texts under (the namespace's), so that the
// catalogue is found at run time.
QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::cli", text);
}

void say(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

QString usage()
{
    return tr("Usage: mcpscope export [--format html|markdown|session] [--no-redact] [--redact REGEX]... IN OUT\n"
              "\n"
              "Turns a recorded session (an mcpscope session file or a transcript of\n"
              "{\"direction\", \"msg\"} lines) into a file to share: a self-contained HTML report,\n"
              "a Markdown summary for an issue, or a session file. The format follows OUT's\n"
              "ending (.html, .md, .jsonl) unless --format says otherwise. Secrets are redacted\n"
              "unless --no-redact; --redact adds a pattern of your own.\n");
}

} // namespace

int runExport(const QStringList &args)
{
    CommandLine commandLine(QStringLiteral("export"));
    commandLine.addHelp();
    commandLine.add({{{QStringLiteral("format")}, QStringLiteral("format")},
                     {{QStringLiteral("no-redact")}, {}},
                     {{QStringLiteral("redact")}, QStringLiteral("regex")}});
    QString error;
    if (!commandLine.parse(args, &error)) {
        say(stderr, tr("mcpscope export: %1\n").arg(error) + usage());
        return 1;
    }
    if (commandLine.helpRequested()) {
        say(stdout, usage());
        return 0;
    }
    QString formatName = commandLine.value(QStringLiteral("format"));
    const bool redact = !commandLine.isSet(QStringLiteral("no-redact"));
    const QStringList patterns = commandLine.values(QStringLiteral("redact"));
    const QStringList files = commandLine.positional();
    if (files.size() != 2) {
        say(stderr, tr("mcpscope export: give an input and an output file.\n") + usage());
        return 1;
    }
    const QString out = files.at(1);
    if (formatName.isEmpty()) {
        const QString suffix = QFileInfo(out).suffix().toLower();
        formatName = suffix == QLatin1String("html") || suffix == QLatin1String("htm") ? QStringLiteral("html")
                     : suffix == QLatin1String("md")                                   ? QStringLiteral("markdown")
                                                                                       : QStringLiteral("session");
    }
    SessionExporter::Format format;
    if (!SessionExporter::parseFormat(formatName, &format)) {
        say(stderr, tr("mcpscope export: --format must be html, markdown or session, not \"%1\".\n").arg(formatName));
        return 1;
    }
    Redactor redactor;
    for (const QString &p : std::as_const(patterns)) {
        if (!redactor.addPattern(p, &error)) {
            say(stderr, tr("mcpscope export: the pattern \"%1\" is not valid: %2\n").arg(p, error));
            return 1;
        }
    }

    Session session;
    QJsonObject header;
    if (!Session::load(files.at(0), &session, &header, &error)) {
        say(stderr, tr("mcpscope export: %1\n").arg(error));
        return 2;
    }
    SessionExporter exporter(&session);
    if (redact)
        exporter.setRedactor(&redactor);
    exporter.setServerCommand(
        header.value(QStringLiteral("server")).toObject().value(QStringLiteral("command")).toString());
    if (!exporter.write(format, out, &error)) {
        say(stderr, tr("mcpscope export: %1\n").arg(error));
        return 1;
    }
    if (redact && exporter.redactions() > 0)
        say(stderr,
            tr("mcpscope export: %1 secrets redacted (use --no-redact to keep them).\n").arg(exporter.redactions()));
    return 0;
}

} // namespace mcpscope::cli
