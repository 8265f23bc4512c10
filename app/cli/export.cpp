// SPDX-License-Identifier: MIT
#include "export.h"

#include "clioptions.h"

#include "session/redactor.h"
#include "session/session.h"
#include "session/sessionexport.h"
#include "session/workspacejournal.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <memory>
#include <vector>

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
    return tr("Usage: mcpscope export [--format html|markdown|session] [--no-redact] [--redact REGEX]...\n"
              "                      [--server NAME]... IN OUT\n"
              "\n"
              "Turns a recorded session (an mcpscope session file or a transcript of\n"
              "{\"direction\", \"msg\"} lines) into a file to share: a self-contained HTML report,\n"
              "a Markdown summary for an issue, or a session file. The format follows OUT's\n"
              "ending (.html, .md, .jsonl) unless --format says otherwise. Secrets are redacted\n"
              "unless --no-redact; --redact adds a pattern of your own.\n"
              "\n"
              "IN may be a workspace session (the sessions of several servers in one file):\n"
              "--server NAME picks a server (repeat it for several); without it every server is\n"
              "exported. A session file keeps the servers tagged in the order their events\n"
              "arrived (one server alone becomes a plain session file); an HTML or Markdown\n"
              "report shows one server.\n");
}

} // namespace

int runExport(const QStringList &args)
{
    CommandLine commandLine(QStringLiteral("export"));
    commandLine.addHelp();
    commandLine.add({{{QStringLiteral("format")}, QStringLiteral("format")},
                     {{QStringLiteral("no-redact")}, {}},
                     {{QStringLiteral("redact")}, QStringLiteral("regex")},
                     {{QStringLiteral("server")}, QStringLiteral("name")}});
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

    // Every file is read as a workspace session: a plain session file is one server.
    QObject owner;
    QList<WorkspaceJournal::Server> servers;
    QList<WorkspaceJournal::Place> order;
    QJsonObject header;
    if (!WorkspaceJournal::load(files.at(0), &owner, &servers, &header, &error, &order)) {
        say(stderr, tr("mcpscope export: %1\n").arg(error));
        return 2;
    }
    const bool workspace
        = header.value(QStringLiteral("format")).toString() == QLatin1String(WorkspaceJournal::FormatName);
    const QStringList wanted = commandLine.values(QStringLiteral("server"));
    QList<int> chosen;
    if (!wanted.isEmpty() && !workspace) {
        say(stderr, tr("mcpscope export: --server picks servers of a workspace session; %1 holds one session.\n")
                        .arg(files.at(0)));
        return 1;
    }
    QStringList names;
    for (const WorkspaceJournal::Server &server : std::as_const(servers))
        names << server.name;
    for (const QString &name : wanted) {
        const qsizetype at = names.indexOf(name);
        if (at < 0) {
            say(stderr, tr("mcpscope export: the workspace session has no server \"%1\"; it has %2.\n")
                            .arg(name, names.join(QStringLiteral(", "))));
            return 1;
        }
        if (!chosen.contains(int(at)))
            chosen.append(int(at));
    }
    if (chosen.isEmpty()) {
        for (int i = 0; i < servers.size(); ++i)
            chosen.append(i);
    }
    std::sort(chosen.begin(), chosen.end());

    auto exporterOf = [&](int server) {
        auto exporter = std::make_unique<SessionExporter>(servers.at(server).session);
        if (redact)
            exporter->setRedactor(&redactor);
        const QJsonObject &d = servers.at(server).description;
        exporter->setServerCommand(
            workspace ? d.value(QStringLiteral("command")).toString(d.value(QStringLiteral("url")).toString())
                      : header.value(QStringLiteral("server")).toObject().value(QStringLiteral("command")).toString());
        return exporter;
    };
    int redactions = 0;
    if (chosen.size() == 1) {
        const auto exporter = exporterOf(chosen.constFirst());
        if (!exporter->write(format, out, &error)) {
            say(stderr, tr("mcpscope export: %1\n").arg(error));
            return 1;
        }
        redactions = exporter->redactions();
    } else if (format != SessionExporter::Format::Session) {
        say(stderr, tr("mcpscope export: an HTML or Markdown report shows one server; pick it with --server NAME "
                       "(the file holds %1).\n")
                        .arg(names.join(QStringLiteral(", "))));
        return 1;
    } else {
        // The servers chosen, tagged, in the order their events arrived; each numbered anew.
        std::vector<std::unique_ptr<SessionExporter>> exporters(size_t(servers.size()));
        QList<QJsonObject> declared;
        QHash<int, int> renumbered;
        for (int server : std::as_const(chosen)) {
            exporters[size_t(server)] = exporterOf(server);
            renumbered.insert(server, int(declared.size()));
            QJsonObject description = servers.at(server).description;
            if (redact)
                description = redactor.redactJson(description).toObject();
            description.insert(QStringLiteral("name"), servers.at(server).name);
            declared.append(description);
        }
        QByteArray data = WorkspaceJournal::headerLine(declared, {{QStringLiteral("redacted"), redact}});
        for (const WorkspaceJournal::Place &place : std::as_const(order)) {
            if (const auto &exporter = exporters[place.server])
                data += exporter->lineOf(place.index, renumbered.value(int(place.server)));
        }
        for (const auto &exporter : exporters)
            redactions += exporter ? exporter->redactions() : 0;
        QSaveFile file(out);
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
            say(stderr, tr("mcpscope export: %1\n").arg(tr("Cannot write \"%1\": %2").arg(out, file.errorString())));
            return 1;
        }
    }
    if (redact && redactions > 0)
        say(stderr, tr("mcpscope export: %1 secrets redacted (use --no-redact to keep them).\n").arg(redactions));
    return 0;
}

} // namespace mcpscope::cli
