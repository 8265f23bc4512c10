// SPDX-License-Identifier: MIT
// mcpscope compare: two recorded sessions side by side, for people (text) and scripts (json).
#include "compare.h"

#include "clioptions.h"

#include "session/session.h"
#include "session/sessioncompare.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <utility>

namespace mcpscope::cli {

namespace {

void write(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

QString marker(SessionComparison::Status status)
{
    switch (status) {
    case SessionComparison::Status::Same:
        return QStringLiteral("=");
    case SessionComparison::Status::WrittenDifferently:
        return QStringLiteral("≈");
    case SessionComparison::Status::Different:
        return QStringLiteral("~");
    case SessionComparison::Status::OnlyInA:
        return QStringLiteral("-");
    case SessionComparison::Status::OnlyInB:
        return QStringLiteral("+");
    }
    return {};
}

// Lines of differences shown per item in the text output; the JSON output has them all.
constexpr qsizetype DifferenceLines = 20;

} // namespace

QString CompareCommand::usage()
{
    return tr("Usage: mcpscope compare [--format text|json] A B\n"
              "\n"
              "Compares two recorded MCP sessions (mcpscope session files or transcripts), for\n"
              "example the same calls against two versions of a server: the server's name,\n"
              "version and protocol, its capabilities, the tools, resources, resource templates\n"
              "and prompts it listed, and the results of calls made in both (tools/call by tool\n"
              "name and arguments, resources/read by URI, prompts/get by name and arguments).\n"
              "JSON is compared by meaning: member order and number spelling do not count as a\n"
              "difference, but are reported.\n"
              "\n"
              "Options:\n"
              "  --format text|json  text: the differences for people (default); json: one object,\n"
              "                      {\"equal\", \"summary\", \"items\": [{\"section\", \"name\", \"status\",\n"
              "                      \"differences\": [{\"kind\", \"pointer\", \"a\", \"b\"}], …}]} with every\n"
              "                      item that is not the same\n"
              "  -h, --help          this help\n"
              "\n"
              "Exit codes: 0 the sessions mean the same, 1 they differ, 2 a file cannot be read\n"
              "(or the command line is wrong).\n");
}

int CompareCommand::run(const QStringList &args)
{
    const QList<OptionSpec> own{{{QStringLiteral("format")}, QStringLiteral("text|json")}};
    CommandLine commandLine(QStringLiteral("compare"));
    commandLine.addHelp();
    commandLine.add(own);
    QString error;
    if (!commandLine.parse(args, &error)) {
        write(stderr, tr("mcpscope compare: %1\n").arg(error));
        return CannotRead;
    }
    if (commandLine.helpRequested()) {
        write(stdout, usage());
        return Equal;
    }
    const QString format = commandLine.isSet(QStringLiteral("format")) ? commandLine.value(QStringLiteral("format"))
                                                                       : QStringLiteral("text");
    if (format != QLatin1String("text") && format != QLatin1String("json")) {
        write(stderr, tr("mcpscope compare: --format must be text or json, not \"%1\".\n").arg(format));
        return CannotRead;
    }
    const QStringList files = commandLine.positional();
    if (files.size() != 2) {
        write(stderr, tr("mcpscope compare: give two files, A and B.\n") + usage());
        return CannotRead;
    }

    Session a;
    Session b;
    for (const auto &[session, path] : {std::pair<Session *, QString>{&a, files.at(0)}, {&b, files.at(1)}}) {
        if (!Session::load(path, session, nullptr, &error)) {
            write(stderr, tr("mcpscope compare: %1: %2\n").arg(path, error));
            return CannotRead;
        }
    }
    return report(SessionComparison::compare(a, b), files.at(0), files.at(1), format);
}

int CompareCommand::report(const SessionComparison &comparison, const QString &nameA, const QString &nameB,
                           const QString &format)
{
    if (format == QLatin1String("json")) {
        QJsonArray items;
        for (const SessionComparison::Item &item : comparison.items()) {
            if (item.status != SessionComparison::Status::Same)
                items.append(SessionComparison::itemToJson(item));
        }
        using S = SessionComparison::Status;
        QJsonObject out{
            {QStringLiteral("a"), nameA},
            {QStringLiteral("b"), nameB},
            {QStringLiteral("equal"), comparison.isEqual()},
            {QStringLiteral("summary"),
             QJsonObject{{QStringLiteral("compared"), qint64(comparison.items().size())},
                         {QStringLiteral("same"), qint64(comparison.count(S::Same))},
                         {QStringLiteral("writtenDifferently"), qint64(comparison.count(S::WrittenDifferently))},
                         {QStringLiteral("different"), qint64(comparison.count(S::Different))},
                         {QStringLiteral("onlyInA"), qint64(comparison.count(S::OnlyInA))},
                         {QStringLiteral("onlyInB"), qint64(comparison.count(S::OnlyInB))}}},
            {QStringLiteral("items"), items}};
        if (comparison.isSurface()) {
            const auto facts = [](const SessionComparison::ServerFacts &f) {
                return QJsonObject{{QStringLiteral("name"), f.name},
                                   {QStringLiteral("version"), f.version},
                                   {QStringLiteral("protocolVersion"), f.protocolVersion}};
            };
            QJsonArray notCompared;
            for (const SessionComparison::NotCompared &n : comparison.notCompared())
                notCompared.append(QJsonObject{{QStringLiteral("section"), SessionComparison::sectionName(n.section)},
                                               {QStringLiteral("reason"), n.reason}});
            out.insert(QStringLiteral("surface"), true);
            out.insert(QStringLiteral("servers"), QJsonObject{{QStringLiteral("a"), facts(comparison.serverA())},
                                                              {QStringLiteral("b"), facts(comparison.serverB())}});
            out.insert(QStringLiteral("notCompared"), notCompared);
        }
        write(stdout, QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact)) + QLatin1Char('\n'));
        return comparison.isEqual() ? Equal : Different;
    }

    QString text = tr("Comparing A: %1\n      with B: %2\n").arg(nameA, nameB);
    if (comparison.isSurface()) {
        const auto facts = [](const SessionComparison::ServerFacts &f) {
            if (!f.known)
                return tr("no answer to initialize");
            QString line = QStringList{f.name, f.version}.join(QLatin1Char(' ')).trimmed();
            if (!f.protocolVersion.isEmpty())
                line = tr("%1, protocol %2").arg(line, f.protocolVersion);
            return line;
        };
        text += tr("Server A: %1\nServer B: %2\n").arg(facts(comparison.serverA()), facts(comparison.serverB()));
    }
    int shownSection = -1;
    for (const SessionComparison::Item &item : comparison.items()) {
        if (item.status == SessionComparison::Status::Same)
            continue;
        // A surface is what it offers: how it was written is no change.
        if (comparison.isSurface() && item.status == SessionComparison::Status::WrittenDifferently)
            continue;
        if (int(item.section) != shownSection) {
            shownSection = int(item.section);
            text += QLatin1Char('\n') + SessionComparison::sectionTitle(item.section) + QLatin1Char('\n');
        }
        QString status = SessionComparison::statusText(item.status);
        if (!item.what.isEmpty())
            status = tr("%1: %2").arg(status, item.what);
        text += QStringLiteral("  ") + marker(item.status) + QLatin1Char(' ') + item.name + QStringLiteral("  (")
                + status + QStringLiteral(")\n");
        for (const QString &note : item.notes)
            text += QStringLiteral("      ") + note + QLatin1Char('\n');
        for (const QString &change : item.changes)
            text += QStringLiteral("      ") + change + QLatin1Char('\n');
        // The surface diff says its changes in words; the pointers are in its JSON.
        if (comparison.isSurface() && !item.changes.isEmpty())
            continue;
        using Kind = jsondiff::Difference::Kind;
        for (qsizetype i = 0; i < qMin(DifferenceLines, item.differences.size()); ++i) {
            const jsondiff::Difference &d = item.differences.at(i);
            const QString where = d.pointer().isEmpty() ? QStringLiteral("/") : d.pointer();
            if (d.kind == Kind::Changed)
                text += tr("      %1: %2 → %3\n")
                            .arg(where, SessionComparison::preview(d.a, 80, d.a.type() != d.b.type()),
                                 SessionComparison::preview(d.b, 80, d.a.type() != d.b.type()));
            else if (d.kind == Kind::OnlyInA)
                text += tr("      %1: only in A: %2\n").arg(where, SessionComparison::preview(d.a));
            else
                text += tr("      %1: only in B: %2\n").arg(where, SessionComparison::preview(d.b));
        }
        if (item.differences.size() > DifferenceLines || item.differencesTruncated)
            text += tr("      … and more differences (see --format json).\n");
        for (const jsondiff::Spelling &s : item.spelling) {
            const QString where = s.pointer.isEmpty() ? QStringLiteral("/") : s.pointer;
            switch (s.kind) {
            case jsondiff::Spelling::Kind::MemberOrder:
                text += tr("      %1: the same members in another order\n").arg(where);
                break;
            case jsondiff::Spelling::Kind::NumberSpelling:
                text += tr("      %1: the same number written differently\n").arg(where);
                break;
            case jsondiff::Spelling::Kind::StringEscapes:
                text += tr("      %1: the same text with other escapes\n").arg(where);
                break;
            }
        }
        if (item.status == SessionComparison::Status::OnlyInA && !item.summaryA.isEmpty())
            text += QStringLiteral("      ") + item.summaryA + QLatin1Char('\n');
        if (item.status == SessionComparison::Status::OnlyInB && !item.summaryB.isEmpty())
            text += QStringLiteral("      ") + item.summaryB + QLatin1Char('\n');
    }
    for (const SessionComparison::NotCompared &n : comparison.notCompared())
        text += QLatin1Char('\n')
                + tr("Not compared: %1. %2").arg(SessionComparison::sectionTitle(n.section).toLower(), n.reason);
    text += QLatin1Char('\n') + comparison.summaryText() + QLatin1Char('\n');
    write(stdout, text);
    return comparison.isEqual() ? Equal : Different;
}

} // namespace mcpscope::cli
