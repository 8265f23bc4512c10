// SPDX-License-Identifier: MIT
// mcpscope diff, run as a real process: server-everything against the demo server, the demo
// server against its own recordings (over stdio and over HTTP), an edited recording, and sides
// that cannot be read or reached.
#include "profiles/serverprofile.h"
#include "sessionedit.h"
#include "testpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run diff(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(test::mcpscopeBinary(), QStringList{QStringLiteral("diff")} + args);
    p.closeWriteChannel();
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished(3000);
        return r;
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    return r;
}

QJsonObject item(const QJsonObject &report, const QString &section, const QString &name)
{
    for (const QJsonValue &v : report.value(QStringLiteral("items")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("section")).toString() == section
            && o.value(QStringLiteral("name")).toString() == name)
            return o;
    }
    return {};
}

/// The demo server over HTTP on a free port, stopped when the test ends.
class HttpDemo
{
public:
    HttpDemo()
    {
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { m_stderr += m_process.readAllStandardError(); });
        m_process.start(test::demoServerBinary(), {QStringLiteral("--http"), QStringLiteral("127.0.0.1:0")});
        const QRegularExpression re(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        const bool listening = QTest::qWaitFor(
            [&] {
                return re.match(QString::fromUtf8(m_stderr)).hasMatch() || m_process.state() == QProcess::NotRunning;
            },
            15000);
        if (listening)
            m_url = re.match(QString::fromUtf8(m_stderr)).captured(1);
    }
    ~HttpDemo()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(3000);
    }
    QString url() const { return m_url; }

private:
    QProcess m_process;
    QByteArray m_stderr;
    QString m_url;
};

} // namespace

class TestDiffCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_everything;
    QString m_recording; ///< the demo server, every list read (diff --save-a)

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_everything = test::peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        // The demo server against itself, both started by diff; A's session is kept.
        m_recording = m_dir.filePath(QStringLiteral("demo.jsonl"));
        const Run r
            = diff({QStringLiteral("-q"), QStringLiteral("--save-a"), m_recording, QStringLiteral("--a-command"),
                    test::demoServerBinary(), QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        QVERIFY2(r.out.contains("The same surface"), r.out.constData());
        QVERIFY(QFileInfo(m_recording).size() > 0);
    }

    void everythingAgainstDemo()
    {
        if (m_everything.isEmpty() || test::nodeBinary().isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")));
        const QString everything = test::nodeBinary() + QLatin1Char(' ') + m_everything + QStringLiteral(" stdio");

        const Run text = diff({QStringLiteral("-q"), QStringLiteral("--a-command"), everything, QStringLiteral("--"),
                               test::demoServerBinary()});
        QVERIFY2(text.code == 1, QByteArray(text.out + text.err).constData());
        QVERIFY2(text.out.contains("Server A: mcp-servers/everything "), text.out.constData());
        QVERIFY(text.out.contains("Server B: mcpscope-demo "));
        QVERIFY(text.out.contains("\nTools\n"));
        QVERIFY(text.out.contains("  - get-sum  (only in A)\n"));
        QVERIFY(text.out.contains("  + add  (only in B)\n"));
        // Both have echo; its title differs, in words rather than pointers.
        QVERIFY(text.out.contains("  ~ echo  (different: "));
        QVERIFY(text.out.contains("      the title changed from \"Echo Tool\" to \"Echo\"\n"));
        QVERIFY(text.out.contains("      the instructions changed\n"));
        QVERIFY(text.out.contains("The surfaces differ: "));
        QVERIFY(!text.out.contains("Calls and their results"));

        const Run json
            = diff({QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-q"),
                    QStringLiteral("--a-command"), everything, QStringLiteral("--"), test::demoServerBinary()});
        QCOMPARE(json.code, 1);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(json.out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value(QStringLiteral("surface")), QJsonValue(true));
        QCOMPARE(o.value(QStringLiteral("equal")), QJsonValue(false));
        const QJsonObject servers = o.value(QStringLiteral("servers")).toObject();
        QCOMPARE(servers.value(QStringLiteral("a")).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("mcp-servers/everything"));
        QCOMPARE(servers.value(QStringLiteral("b")).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("mcpscope-demo"));
        QCOMPARE(o.value(QStringLiteral("notCompared")).toArray().size(), 0);
        QCOMPARE(item(o, QStringLiteral("tools"), QStringLiteral("get-sum")).value(QStringLiteral("status")).toString(),
                 QStringLiteral("only-in-a"));
        QCOMPARE(item(o, QStringLiteral("tools"), QStringLiteral("add")).value(QStringLiteral("status")).toString(),
                 QStringLiteral("only-in-b"));
        const QJsonObject echo = item(o, QStringLiteral("tools"), QStringLiteral("echo"));
        QCOMPARE(echo.value(QStringLiteral("status")).toString(), QStringLiteral("different"));
        QVERIFY(echo.value(QStringLiteral("changes"))
                    .toArray()
                    .contains(QJsonValue(QStringLiteral("the title changed from \"Echo Tool\" to \"Echo\""))));
        QVERIFY(!echo.value(QStringLiteral("differences")).toArray().isEmpty());
        const QJsonObject summary = o.value(QStringLiteral("summary")).toObject();
        QVERIFY(summary.value(QStringLiteral("onlyInA")).toInt() > 5);
        QVERIFY(summary.value(QStringLiteral("onlyInB")).toInt() > 5);
        for (const QJsonValue &v : o.value(QStringLiteral("items")).toArray())
            QVERIFY(v.toObject().value(QStringLiteral("section")).toString() != QLatin1String("calls"));
    }

    void demoAgainstItsRecording()
    {
        const Run text = diff({QStringLiteral("-q"), m_recording, QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY2(text.code == 0, QByteArray(text.out + text.err).constData());
        QVERIFY(text.out.contains("The same surface"));
        QVERIFY(!text.out.contains("Not compared"));

        const Run json = diff({QStringLiteral("--format=json"), QStringLiteral("-q"), m_recording, QStringLiteral("--"),
                               test::demoServerBinary()});
        QCOMPARE(json.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("equal")), QJsonValue(true));
        QCOMPARE(o.value(QStringLiteral("items")).toArray().size(), 0);
        QCOMPARE(o.value(QStringLiteral("notCompared")).toArray().size(), 0);
        // Every list was compared: tools, resources, templates, prompts and the capabilities.
        QVERIFY(o.value(QStringLiteral("summary")).toObject().value(QStringLiteral("same")).toInt() > 30);
        QCOMPARE(o.value(QStringLiteral("a")).toString(), m_recording);
    }

    void recordingOfOneList()
    {
        // A --cli recording has only the tools: the other lists are named, not compared.
        const QString tools = m_dir.filePath(QStringLiteral("tools.jsonl"));
        QProcess p;
        p.start(test::mcpscopeBinary(),
                {QStringLiteral("--cli"), test::demoServerBinary(), QStringLiteral("--method"),
                 QStringLiteral("tools/list"), QStringLiteral("--save-session"), tools, QStringLiteral("-q")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const Run text = diff({QStringLiteral("-q"), tools, QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY2(text.code == 0, QByteArray(text.out + text.err).constData());
        QVERIFY2(text.out.contains("Not compared: resources. A did not ask for resources/list."), text.out.constData());
        QVERIFY(text.out.contains("Not compared: prompts. A did not ask for prompts/list."));
    }

    void editedRecording()
    {
        // The "next release": add's second addend optional, a new enum value dropped.
        const QString edited = m_dir.filePath(QStringLiteral("edited.jsonl"));
        QCOMPARE(test::rewriteSession(
                     m_recording, edited,
                     test::replaceReceived("\"required\":[\"a\",\"b\"],\"type\":\"object\"},\"name\":\"add\"",
                                           "\"required\":[\"a\"],\"type\":\"object\"},\"name\":\"add\"")),
                 1);
        const Run text = diff({QStringLiteral("-q"), edited, QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY2(text.code == 1, QByteArray(text.out + text.err).constData());
        QVERIFY2(text.out.contains("\nTools\n  ~ add  (different: inputSchema)\n      argument `b` became required\n"),
                 text.out.constData());
        QVERIFY(text.out.contains("The surfaces differ: 1 changed, 0 only in A, 0 only in B."));
    }

    void urlSide()
    {
        HttpDemo demo;
        QVERIFY(!demo.url().isEmpty());
        const Run r = diff({QStringLiteral("--format"), QStringLiteral("json"), m_recording, demo.url()});
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("b")).toString(), demo.url());
        QCOMPARE(o.value(QStringLiteral("equal")), QJsonValue(true));
        QCOMPARE(o.value(QStringLiteral("notCompared")).toArray().size(), 0);
    }

    void profileSide()
    {
        // A profile saved in the window, where mcpscope keeps them (XDG_CONFIG_HOME), secrets in
        // the owner-only file rather than a keychain.
        QTemporaryDir config;
        const QString path = config.filePath(QStringLiteral("mcpscope/mcpscope/profiles.json"));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        {
            ServerProfileStore store(path);
            QString error;
            QVERIFY2(store.load(&error), qPrintable(error));
            ServerProfile demo;
            demo.name = QStringLiteral("demo server");
            demo.program = test::demoServerBinary();
            store.upsert(demo);
            QVERIFY2(store.save(&error), qPrintable(error));
        }
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        env.insert(QStringLiteral("MCPSCOPE_SECRET_STORE"), QStringLiteral("file"));
        Run r = diff({QStringLiteral("-q"), m_recording, QStringLiteral("demo server")}, env);
        QVERIFY2(r.code == 0, QByteArray(r.out + r.err).constData());
        QVERIFY(r.out.contains("      with B: profile demo server\n"));
        QVERIFY(r.out.contains("The same surface"));
        r = diff({QStringLiteral("-q"), m_recording, QStringLiteral("another")}, env);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("B: \"another\" is no file, no URL and no saved server profile (saved: demo server)."),
                 r.err.constData());
    }

    void badSides()
    {
        const QString missing = m_dir.filePath(QStringLiteral("no-such-session.jsonl"));
        Run r = diff({missing, m_recording});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is no file, no URL and no saved server profile"), r.err.constData());
        QVERIFY(r.out.isEmpty());

        const QString garbage = m_dir.filePath(QStringLiteral("garbage.jsonl"));
        QFile file(garbage);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not a session\n");
        file.close();
        r = diff({garbage, m_recording});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QByteArray("mcpscope diff: A (" + garbage.toUtf8() + ") cannot be read: ")),
                 r.err.constData());

        // Nothing listens on port 1.
        r = diff({m_recording, QStringLiteral("http://127.0.0.1:1/mcp")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("mcpscope diff: B (http://127.0.0.1:1/mcp) cannot be reached."), r.err.constData());

        r = diff({m_recording, QStringLiteral("--"), m_dir.filePath(QStringLiteral("no-such-server"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("cannot be reached"), r.err.constData());
        QVERIFY(r.err.contains("does not exist"));

        // A server whose list cannot be read (tests/faultserver): the list and why, exit 2.
        const QString faultServer = test::sourceDir() + QStringLiteral("/tests/faultserver/faultserver.js");
        r = diff({QStringLiteral("-q"), m_recording, QStringLiteral("--"), test::nodeBinary(), faultServer,
                  QStringLiteral("not-json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("faultserver.js not-json): tools/list failed: "), r.err.constData());
        QVERIFY(r.out.isEmpty());
        r = diff({QStringLiteral("-q"), m_recording, QStringLiteral("--"), test::nodeBinary(), faultServer,
                  QStringLiteral("crash")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("tools/list failed: The server exited with code 1 before it answered."),
                 r.err.constData());

        r = diff({m_recording});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("give two sides, A and B"));
        r = diff({m_recording, m_recording, QStringLiteral("--"), test::demoServerBinary()});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("would be a third side"));
        r = diff({QStringLiteral("--save-a"), m_dir.filePath(QStringLiteral("x.jsonl")), m_recording, m_recording});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--save-a is for a server diff connects to"));
    }

    void help()
    {
        const Run r = diff({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Usage: mcpscope diff"));
        QVERIFY(r.out.contains("--a-command"));
        QVERIFY(r.out.contains("\"notCompared\""));
    }
};

QTEST_GUILESS_MAIN(TestDiffCli)
#include "tst_diffcli.moc"
