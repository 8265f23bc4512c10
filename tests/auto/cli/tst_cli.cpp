// SPDX-License-Identifier: MIT
// mcpscope --cli, run as a real process against the demo server and real npm servers.
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

/// A small stdio MCP server in Node, written to @p dir as NAME.js: it answers initialize (as
/// server NAME) and runs @p otherwise (JavaScript, with the message in m and a counter n) for
/// every other message. Returns the script's path.
QString writeNodeServer(const QTemporaryDir &dir, const QString &name, const QString &otherwise)
{
    const QString path = dir.filePath(name + QStringLiteral(".js"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(
        QStringLiteral("const rl=require('readline').createInterface({input:process.stdin});let n=0;"
                       "rl.on('line',l=>{let m;try{m=JSON.parse(l)}catch(e){return}"
                       "if(m.method==='initialize')console.log(JSON.stringify({jsonrpc:'2.0',id:m.id,result:{"
                       "protocolVersion:'2025-11-25',capabilities:{tools:{}},serverInfo:{name:'%1',version:'1'}}}));"
                       "else %2});rl.on('close',()=>process.exit(0));")
            .arg(name, otherwise)
            .toUtf8());
    return path;
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QString describe() const
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(2000)), QString::fromUtf8(err.left(2000)));
    }
};

Run runCli(const QStringList &args, const QString &workingDir = QString())
{
    QProcess p;
    p.setProgram(test::mcpscopeBinary());
    p.setArguments(QStringList{QStringLiteral("--cli")} + args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Headless means headless: no display of any kind.
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start();
    Run r;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QStringList demo()
{
    return {test::demoServerBinary()};
}

QString contentText(const QJsonObject &result)
{
    QStringList texts;
    const QJsonArray content = result.value(QStringLiteral("content")).toArray();
    for (const QJsonValue &c : content)
        texts << c.toObject().value(QStringLiteral("text")).toString();
    return texts.join(QLatin1Char('\n'));
}

QJsonObject stderrError(const Run &r)
{
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    return QJsonDocument::fromJson(lines.constLast()).object().value(QStringLiteral("error")).toObject();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

    QString m_everything;
    QString m_filesystem;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(test::mcpscopeBinary()), "mcpscope binary missing");
        QVERIFY2(!test::nodeBinary().isEmpty(), "node is needed for the npm peers");
        m_everything = test::peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        m_filesystem = test::peerScript(QStringLiteral("server-filesystem"), QStringLiteral("dist/index.js"));
    }

    void demoToolsList()
    {
        const Run r = runCli(demo() + QStringList{QStringLiteral("--method"), QStringLiteral("tools/list")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QJsonArray tools = r.json().value(QStringLiteral("tools")).toArray();
        QVERIFY(tools.size() >= 8);
        QStringList names;
        for (const QJsonValue &t : tools)
            names << t.toObject().value(QStringLiteral("name")).toString();
        QVERIFY(names.contains(QStringLiteral("echo")));
        // Indented like JSON.stringify(result, null, 2).
        QVERIFY(r.out.startsWith("{\n  \"tools\": [\n    {\n"));
    }

    void demoEchoAndFormats()
    {
        const QStringList call = demo() + QStringList{QStringLiteral("--method"),    QStringLiteral("tools/call"),
                                                      QStringLiteral("--tool-name"), QStringLiteral("echo"),
                                                      QStringLiteral("--tool-arg"),  QStringLiteral("message=hi")};
        Run r = runCli(call);
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(contentText(r.json()), QStringLiteral("Echo: hi"));
        QVERIFY(!r.err.contains("{\"error\""));

        r = runCli(call + QStringList{QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-q")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.err.isEmpty()); // -q: the server's own stderr is not passed through
        QVERIFY(r.out.endsWith("}\n"));
        QCOMPARE(r.out.count('\n'), 1); // the envelope is one line
        const QJsonObject envelope = r.json();
        QCOMPARE(envelope.keys(), QStringList{QStringLiteral("result")});
        QCOMPARE(contentText(envelope.value(QStringLiteral("result")).toObject()), QStringLiteral("Echo: hi"));
    }

    void findingsWithoutCheck()
    {
        // A server whose tools/list answer lacks "jsonrpc": the result still prints as the
        // official CLI prints it, and stderr names what was wrong (not with -q).
        // (In a file: "-e" is mcpscope's own option, as it is the official CLI's.)
        QTemporaryDir dir;
        const QString script = writeNodeServer(
            dir, QStringLiteral("sloppy"),
            QStringLiteral("if(m.method==='tools/list')console.log(JSON.stringify({id:m.id,result:{tools:[]}}));"));
        const QStringList call{test::nodeBinary(), script, QStringLiteral("--method"), QStringLiteral("tools/list")};
        const Run r = runCli(call);
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.json().value(QStringLiteral("tools")).toArray().size(), 0);
        QVERIFY2(r.err.contains("the server broke the protocol: 1 error"), qPrintable(r.describe()));
        QVERIFY2(r.err.contains("(tools/list), jsonrpc."), qPrintable(r.describe()));
        QVERIFY2(r.err.contains("--check for the full list"), qPrintable(r.describe()));
        const Run quiet = runCli(call + QStringList{QStringLiteral("-q")});
        QCOMPARE(quiet.exitCode, 0);
        QVERIFY2(!quiet.err.contains("broke the protocol"), qPrintable(quiet.describe()));
        QCOMPARE(quiet.out, r.out);
    }

    void endlessPaginationIsNamed()
    {
        // Fresh cursors for ever: mcpscope stops at its page limit and says so (not "repeated").
        QTemporaryDir dir;
        const QString script = writeNodeServer(
            dir, QStringLiteral("endless"),
            QStringLiteral(
                "if(m.method==='tools/list')console.log(JSON.stringify({jsonrpc:'2.0',id:m.id,result:{tools:[],nextCursor:'c'+(++n)}}));"));
        const Run r = runCli({test::nodeBinary(), script, QStringLiteral("--method"), QStringLiteral("tools/list"),
                              QStringLiteral("-q")});
        QCOMPARE(r.exitCode, 1);
        const QString message = stderrError(r).value(QStringLiteral("message")).toString();
        QVERIFY2(message.contains(QLatin1String("10000 pages")) && !message.contains(QLatin1String("again")),
                 qPrintable(message));
    }

    void requestWithNullIdIsNotAnswered()
    {
        // A server "request" with "id": null is no request: mcpscope answers nothing (it used to
        // answer with a result carrying id null), and its own messages stay valid.
        QTemporaryDir dir;
        const QString script = writeNodeServer(
            dir, QStringLiteral("odd"),
            QStringLiteral(
                "if(m.method==='notifications/initialized')console.log(JSON.stringify({jsonrpc:'2.0',id:null,method:'ping'}));"
                "else if(m.method==='tools/list')setTimeout(()=>console.log(JSON.stringify({jsonrpc:'2.0',id:m.id,"
                "result:{tools:[]}})),200);"));
        const QString session = dir.filePath(QStringLiteral("run.jsonl"));
        const Run r = runCli({test::nodeBinary(), script, QStringLiteral("--method"), QStringLiteral("tools/list"),
                              QStringLiteral("--save-session"), session, QStringLiteral("--check")});
        QVERIFY2(r.exitCode == 6, qPrintable(r.describe())); // the server's null id is an error finding
        QFile file(session);
        QVERIFY(file.open(QIODevice::ReadOnly));
        int sent = 0;
        for (const QByteArray &line : file.readAll().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("type")).toString() != QLatin1String("sent"))
                continue;
            ++sent;
            QVERIFY2(!line.contains("\"id\":null") && !line.contains("\\\"id\\\":null"), line.constData());
        }
        QVERIFY(sent >= 3); // initialize, initialized, tools/list
        // No finding is about a message of mcpscope's (each JSON line names its direction).
        for (const QByteArray &line : r.err.split('\n')) {
            if (line.startsWith('{') && line.contains("\"direction\""))
                QVERIFY2(!line.contains("\"client->server\""), line.constData());
        }
    }

    void serverOptionsPassThrough()
    {
        // As with the official CLI: "node --no-warnings SCRIPT": --no-warnings is node's own
        // option, which mcpscope does not know, so it stays in the server's command, in place.
        const QString script = test::peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        const Run r = runCli({test::nodeBinary(), QStringLiteral("--no-warnings"), script, QStringLiteral("--method"),
                              QStringLiteral("tools/list"), QStringLiteral("-q")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.json().value(QStringLiteral("tools")).toArray().size() >= 12);
        // Before the command, an option mcpscope does not know is still an error.
        const Run bad = runCli({QStringLiteral("--no-such-option"), test::demoServerBinary(),
                                QStringLiteral("--method"), QStringLiteral("ping")});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY(bad.err.contains("--no-such-option"));
    }

    void targetAfterDashDash()
    {
        const Run r = runCli(
            {QStringLiteral("--method"), QStringLiteral("ping"), QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.json(), QJsonObject());
    }

    void toolArgCoercion()
    {
        // "3.5" parses as JSON; "2" too. A quoted "\"4\"" stays a string for JSON but the
        // schema says number, so it is typed like the official CLI does.
        const Run r
            = runCli(demo()
                     + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                   QStringLiteral("--tool-name"), QStringLiteral("add"), QStringLiteral("--tool-arg"),
                                   QStringLiteral("a=\"2\""), QStringLiteral("--tool-arg"), QStringLiteral("b=3.5")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.json().value(QStringLiteral("structuredContent")).toObject().value(QStringLiteral("sum")).toDouble(),
                 5.5);

        const Run clash
            = runCli(demo()
                     + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                   QStringLiteral("--tool-name"), QStringLiteral("add"), QStringLiteral("--tool-arg"),
                                   QStringLiteral("a=1"), QStringLiteral("--tool-args-json"), QStringLiteral("{}")});
        QCOMPARE(clash.exitCode, 1);
    }

    void toolErrorExits5()
    {
        Run r = runCli(demo()
                       + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                     QStringLiteral("--tool-name"), QStringLiteral("fail")});
        QVERIFY2(r.exitCode == 5, qPrintable(r.describe()));
        QVERIFY(r.json().value(QStringLiteral("isError")).toBool());

        QCOMPARE(stderrError(r).value(QStringLiteral("code")).toString(), QStringLiteral("tool_is_error"));

        r = runCli(demo()
                   + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                 QStringLiteral("--tool-name"), QStringLiteral("no-such-tool")});
        QVERIFY2(r.exitCode == 5, qPrintable(r.describe()));
        QVERIFY(r.out.isEmpty());
        QCOMPARE(stderrError(r).value(QStringLiteral("code")).toString(), QStringLiteral("tool_not_found"));
        QCOMPARE(stderrError(r).value(QStringLiteral("message")).toString(),
                 QStringLiteral("Tool 'no-such-tool' not found on server."));
    }

    void missingCommandExits4()
    {
        const Run r = runCli(
            {QStringLiteral("/nonexistent/mcp-server"), QStringLiteral("--method"), QStringLiteral("tools/list")});
        QVERIFY2(r.exitCode == 4, qPrintable(r.describe()));
        QVERIFY(r.out.isEmpty());
        const QJsonObject error = stderrError(r);
        QCOMPARE(error.value(QStringLiteral("code")).toString(), QStringLiteral("unreachable"));
        QVERIFY2(error.value(QStringLiteral("message")).toString().contains(QLatin1String("does not exist")),
                 qPrintable(r.describe()));
    }

    void usageErrorsExit1()
    {
        Run r = runCli(demo());
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        QVERIFY(stderrError(r).value(QStringLiteral("message")).toString().contains(QLatin1String("--method")));
        r = runCli(demo() + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call")});
        QCOMPARE(r.exitCode, 1);
        // An option mcpscope does not know belongs to the server (as with the official CLI): the
        // demo server refuses it and exits, which makes the server unreachable.
        r = runCli(demo()
                   + QStringList{QStringLiteral("--method"), QStringLiteral("tools/list"), QStringLiteral("--bogus")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains("Unknown option 'bogus'"), qPrintable(r.describe()));
        r = runCli({QStringLiteral("--method"), QStringLiteral("tools/list")});
        QCOMPARE(r.exitCode, 1);
    }

    void configFileAndSavedSession()
    {
        QTemporaryDir dir;
        QFile config(dir.filePath(QStringLiteral("claude_desktop_config.json")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(
            QJsonDocument(QJsonObject{{QStringLiteral("mcpServers"),
                                       QJsonObject{{QStringLiteral("demo"),
                                                    QJsonObject{{QStringLiteral("command"), test::demoServerBinary()}}},
                                                   {QStringLiteral("other"), QJsonObject{{QStringLiteral("command"),
                                                                                          QStringLiteral("false")}}}}}})
                .toJson());
        config.close();
        const QString sessionPath = dir.filePath(QStringLiteral("session.jsonl"));
        Run r = runCli({QStringLiteral("--config"), config.fileName(), QStringLiteral("--server"),
                        QStringLiteral("demo"), QStringLiteral("--method"), QStringLiteral("resources/list"),
                        QStringLiteral("--save-session"), sessionPath});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.json().value(QStringLiteral("resources")).toArray().size() >= 25); // all pages

        QFile session(sessionPath);
        QVERIFY(session.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = session.readAll().trimmed().split('\n');
        QCOMPARE(QJsonDocument::fromJson(lines.constFirst()).object().value(QStringLiteral("format")).toString(),
                 QStringLiteral("mcpscope-session"));
        QVERIFY(lines.size() > 6);
        bool sawInitialize = false;
        for (const QByteArray &line : lines)
            sawInitialize |= line.contains("\"method\":\"initialize\""); // the message as sent, not escaped again
        QVERIFY(sawInitialize);

        r = runCli(
            {QStringLiteral("--config"), config.fileName(), QStringLiteral("--method"), QStringLiteral("tools/list")});
        QCOMPARE(r.exitCode, 1); // two servers, none chosen
        QVERIFY(stderrError(r).value(QStringLiteral("message")).toString().contains(QLatin1String("--server")));
    }

    void filesystemListsWithoutCapabilityAreEmpty()
    {
        if (m_filesystem.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-filesystem")));
        QTemporaryDir dir;
        // server-filesystem offers tools only: nothing is asked, the list is empty.
        const Run r = runCli(
            {test::nodeBinary(), m_filesystem, dir.path(), QStringLiteral("--method"), QStringLiteral("prompts/list")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.json(), (QJsonObject{{QStringLiteral("prompts"), QJsonArray()}}));
        const Run level
            = runCli({test::nodeBinary(), m_filesystem, dir.path(), QStringLiteral("--method"),
                      QStringLiteral("logging/setLevel"), QStringLiteral("--log-level"), QStringLiteral("debug")});
        QCOMPARE(level.exitCode, 1);
        QCOMPARE(stderrError(level).value(QStringLiteral("message")).toString(),
                 QStringLiteral("Server does not support logging"));
    }

    void modernEra()
    {
        // MCP 2026-07-28 over stdio against the SDK v2 test server of tests/modern.
        const QStringList server{test::nodeBinary(),
                                 test::sourceDir() + QStringLiteral("/tests/modern/stdio-server.mjs"),
                                 QStringLiteral("--peers"), test::peersDir()};
        const QStringList modern{QStringLiteral("--protocol-era"), QStringLiteral("modern")};
        Run r = runCli(server + modern + QStringList{QStringLiteral("--method"), QStringLiteral("tools/list")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.out.contains("\"ask_name\""));
        // A tool that asks for input: as with the official CLI, which declares no elicitation,
        // the server cannot ask and says so (exit 1)...
        r = runCli(server + modern
                   + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                 QStringLiteral("--tool-name"), QStringLiteral("ask_name")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("do not declare the required capability"), qPrintable(r.describe()));
        // ...and told how to answer, mcpscope declares elicitation and declines: the server says
        // so in its result.
        r = runCli(server + modern
                   + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                 QStringLiteral("--tool-name"), QStringLiteral("ask_name"),
                                 QStringLiteral("--elicitation"), QStringLiteral("decline")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY2(contentText(r.json()).contains(QLatin1String("declined")), qPrintable(r.describe()));
        // What the era removed is refused with the reason, before anything is sent.
        r = runCli(server + modern + QStringList{QStringLiteral("--method"), QStringLiteral("ping")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("removed ping"), qPrintable(r.describe()));
        // server/discover prints the discovery result.
        r = runCli(server + modern + QStringList{QStringLiteral("--method"), QStringLiteral("server/discover")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.json().value(QStringLiteral("supportedVersions")).toArray().contains(QStringLiteral("2026-07-28")));
        // The listen stream: one JSON line per notification, until --duration ends it.
        r = runCli(server + modern
                   + QStringList{QStringLiteral("--method"), QStringLiteral("subscriptions/listen"),
                                 QStringLiteral("--uri"), QStringLiteral("demo://counter"),
                                 QStringLiteral("--duration"), QStringLiteral("3")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY2(!lines.isEmpty(), qPrintable(r.describe()));
        QCOMPARE(QJsonDocument::fromJson(lines.constFirst()).object().value(QStringLiteral("method")).toString(),
                 QStringLiteral("notifications/subscriptions/acknowledged"));
        // A legacy server asked for the modern era fails loudly and says what to choose (the demo
        // server speaks both eras; --legacy-only makes it a server of 2025-11-25 alone).
        const QStringList legacyDemo{QStringLiteral("--"), test::demoServerBinary(), QStringLiteral("--legacy-only")};
        r = runCli(modern + QStringList{QStringLiteral("--method"), QStringLiteral("tools/list")} + legacyDemo);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains("Legacy"), qPrintable(r.describe()));
        // Auto falls back to initialize with it.
        r = runCli(QStringList{QStringLiteral("--protocol-era"), QStringLiteral("auto"), QStringLiteral("--method"),
                               QStringLiteral("tools/list")}
                   + legacyDemo);
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        r = runCli(demo()
                   + QStringList{QStringLiteral("--protocol-era"), QStringLiteral("2026"), QStringLiteral("--method"),
                                 QStringLiteral("tools/list")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("legacy, auto or modern"), qPrintable(r.describe()));
    }

    void killedMidCallKeepsTheJournal()
    {
        // --save-session is a journal: kill -9 mcpscope in the middle of a call, and every
        // event before the kill is in the file, which opens and exports.
        QTemporaryDir dir;
        const QString journal = dir.filePath(QStringLiteral("killed.jsonl"));
        QProcess p;
        p.start(test::mcpscopeBinary(),
                {QStringLiteral("--cli"), test::demoServerBinary(), QStringLiteral("--method"),
                 QStringLiteral("tools/call"), QStringLiteral("--tool-name"), QStringLiteral("long-running"),
                 QStringLiteral("--tool-arg"), QStringLiteral("duration=30"), QStringLiteral("--tool-arg"),
                 QStringLiteral("steps=30"), QStringLiteral("--save-session"), journal, QStringLiteral("-q")});
        QVERIFY(p.waitForStarted());
        auto journalText = [&] {
            QFile f(journal);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        // The call went out and the first progress came back.
        QTRY_VERIFY_WITH_TIMEOUT(journalText().contains("notifications/progress"), 20000);
        p.kill();
        QVERIFY(p.waitForFinished(10000));
        const QByteArray text = journalText();
        QVERIFY(text.endsWith('\n')); // every line complete
        QVERIFY(text.contains("\"name\":\"long-running\""));
        for (const QByteArray &line : text.trimmed().split('\n'))
            QVERIFY2(!QJsonDocument::fromJson(line).isNull(), line.constData());

        QProcess exporter;
        exporter.start(test::mcpscopeBinary(),
                       {QStringLiteral("export"), journal, dir.filePath(QStringLiteral("killed.html"))});
        QVERIFY(exporter.waitForFinished(30000));
        QCOMPARE(exporter.exitCode(), 0);
        QFile html(dir.filePath(QStringLiteral("killed.html")));
        QVERIFY(html.open(QIODevice::ReadOnly));
        QVERIFY(html.readAll().contains("notifications/progress"));
    }

    void everythingFullToolList()
    {
        if (m_everything.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")));
        QTemporaryDir dir;
        const QString sessionPath = dir.filePath(QStringLiteral("s.jsonl"));
        const Run r = runCli({test::nodeBinary(), m_everything, QStringLiteral("--method"),
                              QStringLiteral("tools/list"), QStringLiteral("--save-session"), sessionPath});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QStringList names;
        for (const QJsonValue &t : r.json().value(QStringLiteral("tools")).toArray())
            names << t.toObject().value(QStringLiteral("name")).toString();
        // Declaring what the official CLI declares (roots only), mcpscope gets the list the
        // official CLI gets: server-everything keeps its sampling and elicitation tools for
        // clients that declare those.
        QVERIFY2(names.size() >= 14, qPrintable(names.join(QLatin1Char(','))));
        QVERIFY(names.contains(QStringLiteral("echo")));
        QVERIFY(names.contains(QStringLiteral("get-roots-list")));
        QVERIFY2(!names.contains(QStringLiteral("trigger-sampling-request")), qPrintable(names.join(QLatin1Char(','))));
        QVERIFY2(!names.contains(QStringLiteral("trigger-elicitation-request")),
                 qPrintable(names.join(QLatin1Char(','))));
        {
            // Told how to answer elicitations, it declares elicitation (never sampling: nobody
            // here could answer it).
            const Run asked
                = runCli({test::nodeBinary(), m_everything, QStringLiteral("--method"), QStringLiteral("tools/list"),
                          QStringLiteral("--elicitation"), QStringLiteral("decline")});
            QVERIFY2(asked.exitCode == 0, qPrintable(asked.describe()));
            QStringList more;
            for (const QJsonValue &t : asked.json().value(QStringLiteral("tools")).toArray())
                more << t.toObject().value(QStringLiteral("name")).toString();
            QVERIFY2(more.contains(QStringLiteral("trigger-elicitation-request")),
                     qPrintable(more.join(QLatin1Char(','))));
            QVERIFY(!more.contains(QStringLiteral("trigger-sampling-request")));
        }

        // It was shut down the polite way: stdin closed, exit 0, no signals needed.
        QFile session(sessionPath);
        QVERIFY(session.open(QIODevice::ReadOnly));
        const QByteArray log = session.readAll();
        QVERIFY2(log.contains("The server exited with code 0."), log.right(1500).constData());
        QVERIFY(!log.contains("SIGTERM"));
    }

    void everythingEchoAndErrors()
    {
        if (m_everything.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")));
        const QStringList target{test::nodeBinary(), m_everything};
        Run r = runCli(target
                       + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                     QStringLiteral("--tool-name"), QStringLiteral("echo"),
                                     QStringLiteral("--tool-arg"), QStringLiteral("message=hi")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(contentText(r.json()), QStringLiteral("Echo: hi"));

        r = runCli(target
                   + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                 QStringLiteral("--tool-name"), QStringLiteral("get-sum"), QStringLiteral("--tool-arg"),
                                 QStringLiteral("a=2"), QStringLiteral("--tool-arg"), QStringLiteral("b=3")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY2(contentText(r.json()).contains(QLatin1String("5")), qPrintable(r.describe()));

        r = runCli(target
                   + QStringList{QStringLiteral("--method"), QStringLiteral("tools/call"),
                                 QStringLiteral("--tool-name"), QStringLiteral("no-such-tool")});
        QVERIFY2(r.exitCode == 5, qPrintable(r.describe()));

        r = runCli(target
                   + QStringList{QStringLiteral("--method"), QStringLiteral("resources/read"), QStringLiteral("--uri"),
                                 QStringLiteral("demo://nope")});
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        QVERIFY(stderrError(r).value(QStringLiteral("message")).toString().startsWith(QLatin1String("MCP error -326")));

        r = runCli(target
                   + QStringList{QStringLiteral("--method"), QStringLiteral("prompts/get"),
                                 QStringLiteral("--prompt-name"), QStringLiteral("args-prompt"),
                                 QStringLiteral("--prompt-args"), QStringLiteral("city=Berlin"),
                                 QStringLiteral("--prompt-args"), QStringLiteral("state=BE")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.out.contains("Berlin"));
    }

    void filesystemUsesOurRoots()
    {
        if (m_filesystem.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-filesystem")));
        QTemporaryDir dir;
        QFile note(dir.filePath(QStringLiteral("note.txt")));
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.write("hello from mcpscope\n");
        note.close();
        Run r = runCli(
            {test::nodeBinary(), m_filesystem, dir.path(), QStringLiteral("--method"), QStringLiteral("tools/list")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.json().value(QStringLiteral("tools")).toArray().size() >= 10);

        r = runCli({test::nodeBinary(), m_filesystem, dir.path(), QStringLiteral("--cwd"), dir.path(),
                    QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                    QStringLiteral("read_text_file"), QStringLiteral("--tool-arg"),
                    QStringLiteral("path=") + note.fileName()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY2(contentText(r.json()).contains(QLatin1String("hello from mcpscope")), qPrintable(r.describe()));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
