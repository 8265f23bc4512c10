// SPDX-License-Identifier: MIT
#include "export.h"

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
    QString formatName;
    bool redact = true;
    QStringList patterns;
    QStringList files;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--format") && i + 1 < args.size()) {
            formatName = args.at(++i);
        } else if (a.startsWith(QLatin1String("--format="))) {
            formatName = a.mid(9);
        } else if (a == QLatin1String("--no-redact")) {
            redact = false;
        } else if (a == QLatin1String("--redact") && i + 1 < args.size()) {
            patterns << args.at(++i);
        } else if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            say(stdout, usage());
            return 0;
        } else if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("-")) {
            say(stderr, tr("mcpscope export: unknown option \"%1\".\n").arg(a) + usage());
            return 1;
        } else {
            files << a;
        }
    }
    if (files.size() != 2) {
        say(stderr, tr("mcpscope export: give an input and an output file.\n") + usage());
        return 1;
    }
    const QString out = files.at(1);
    if (formatName.isEmpty()) {
        const QString suffix = QFileInfo(out).suffix().toLower();
        formatName = suffix == QLatin1String("html") || suffix == QLatin1String("htm") ? QStringLiteral("html")
            : suffix == QLatin1String("md")                                           ? QStringLiteral("markdown")
                                                                                      : QStringLiteral("session");
    }
    SessionExporter::Format format;
    if (!SessionExporter::parseFormat(formatName, &format)) {
        say(stderr, tr("mcpscope export: --format must be html, markdown or session, not \"%1\".\n").arg(formatName));
        return 1;
    }
    Redactor redactor;
    for (const QString &p : std::as_const(patterns)) {
        QString error;
        if (!redactor.addPattern(p, &error)) {
            say(stderr, tr("mcpscope export: the pattern \"%1\" is not valid: %2\n").arg(p, error));
            return 1;
        }
    }

    Session session;
    QJsonObject header;
    QString error;
    if (!Session::load(files.at(0), &session, &header, &error)) {
        say(stderr, tr("mcpscope export: %1\n").arg(error));
        return 2;
    }
    SessionExporter exporter(&session);
    if (redact)
        exporter.setRedactor(&redactor);
    exporter.setServerCommand(header.value(QStringLiteral("server")).toObject().value(QStringLiteral("command")).toString());
    if (!exporter.write(format, out, &error)) {
        say(stderr, tr("mcpscope export: %1\n").arg(error));
        return 1;
    }
    if (redact && exporter.redactions() > 0)
        say(stderr, tr("mcpscope export: %1 secrets redacted (use --no-redact to keep them).\n").arg(exporter.redactions()));
    return 0;
}

} // namespace mcpscope::cli
