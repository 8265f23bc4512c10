// SPDX-License-Identifier: MIT
// mcpscope --cli --app-info against the official inspector 2.12's CLI (issue 30): the same
// stdout, the same error line and the same exit codes, on the pinned MCP Apps example
// server-basic-vanillajs (stdio) and on the demo server's app (show_counter, ui://demo/counter);
// and --advertise-apps, which declares the MCP Apps extension at initialize only when asked.
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

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString describe() const
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(3000)), QString::fromUtf8(err.right(2000)));
    }
    /// The last line of stderr: the error line both CLIs end with ({"error": {...}}).
    QByteArray errorLine() const
    {
        const QList<QByteArray> lines = err.trimmed().split('\n');
        return lines.isEmpty() || !lines.constLast().startsWith("{\"error\"") ? QByteArray() : lines.constLast();
    }
};

Run run(const QString &program, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("npm_config_offline"), QStringLiteral("true"));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(test::peersDir());
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(90000)) {
        p.kill();
        p.waitForFinished();
        r.err = "did not finish";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TestAppInfoCli : public QObject
{
    Q_OBJECT

    QString m_official;  ///< the official inspector's CLI script
    QStringList m_basic; ///< server-basic-vanillajs on stdio

    Run official(const QStringList &server, const QStringList &args)
    {
        return run(QStringLiteral("node"), QStringList{m_official, QStringLiteral("--cli")} + server + args);
    }
    Run mcpscope(const QStringList &server, const QStringList &args)
    {
        return run(test::mcpscopeBinary(), QStringList{QStringLiteral("--cli")} + server + args);
    }
    QStringList demo() const { return {test::demoServerBinary()}; }

    /// Both CLIs with @p args against @p server: stdout, the error line and the exit code agree.
    void compare(const QStringList &server, const QStringList &args, int expectedExit, Run *mine = nullptr)
    {
        const Run theirs = official(server, args);
        const Run ours = mcpscope(server, args);
        QVERIFY2(theirs.exitCode == expectedExit, qPrintable(QStringLiteral("official CLI: ") + theirs.describe()));
        QVERIFY2(ours.exitCode == expectedExit, qPrintable(QStringLiteral("mcpscope: ") + ours.describe()));
        QCOMPARE(ours.out, theirs.out);
        QCOMPARE(ours.errorLine(), theirs.errorLine());
        if (mine)
            *mine = ours;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_official = test::peerScript(QStringLiteral("inspector"), QStringLiteral("clients/cli/build/index.js"));
        if (m_official.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("inspector")).constData());
        const QString basic
            = test::peerScript(QStringLiteral("server-basic-vanillajs"), QStringLiteral("dist/index.js"));
        if (basic.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-basic-vanillajs")).constData());
        m_basic = {QStringLiteral("node"), basic, QStringLiteral("--stdio")};
    }

    void basicServerToolWithApp()
    {
        Run ours;
        compare(m_basic,
                {QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                 QStringLiteral("get-time"), QStringLiteral("--app-info")},
                0, &ours);
        const QJsonObject info = QJsonDocument::fromJson(ours.out).object();
        QCOMPARE(info.value(QStringLiteral("hasApp")).toBool(), true);
        QVERIFY(info.value(QStringLiteral("resourceUri")).toString().startsWith(QStringLiteral("ui://")));
        QCOMPARE(info.value(QStringLiteral("resourceMimeType")).toString(),
                 QStringLiteral("text/html;profile=mcp-app"));
    }

    void basicServerJsonAndList()
    {
        compare(m_basic,
                {QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                 QStringLiteral("get-time"), QStringLiteral("--app-info"), QStringLiteral("--format"),
                 QStringLiteral("json")},
                0);
        compare(m_basic, {QStringLiteral("--method"), QStringLiteral("tools/list"), QStringLiteral("--app-info")}, 0);
    }

    void demoServerApp()
    {
        Run ours;
        compare(demo(),
                {QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                 QStringLiteral("show_counter"), QStringLiteral("--app-info")},
                0, &ours);
        // (Plain strings here: moc would read "//" in a raw string as a comment.)
        QCOMPARE(ours.out,
                 QByteArray("{\"hasApp\":true,\"toolName\":\"show_counter\",\"resourceUri\":\"ui://demo/counter\","
                            "\"prefersBorder\":true,\"resourceMimeType\":\"text/html;profile=mcp-app\"}\n"));
        // One line a tool, apps or not.
        compare(demo(), {QStringLiteral("--method"), QStringLiteral("tools/list"), QStringLiteral("--app-info")}, 0,
                &ours);
        QVERIFY(ours.out.contains(R"({"hasApp":false,"toolName":"echo"})"));
    }

    void toolWithoutAppExits2()
    {
        Run ours;
        compare(demo(),
                {QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                 QStringLiteral("echo"), QStringLiteral("--app-info")},
                2, &ours);
        QCOMPARE(ours.out, QByteArray(R"({"hasApp":false,"toolName":"echo"})"
                                      "\n"));
        QVERIFY2(ours.errorLine().contains("\"no_app\""), ours.err.constData());
        compare(demo(),
                {QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                 QStringLiteral("echo"), QStringLiteral("--app-info"), QStringLiteral("--format"),
                 QStringLiteral("json")},
                2);
        // The basic server's tools all have an app; an unknown tool is exit 5 in both.
        compare(m_basic,
                {QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                 QStringLiteral("no-such-tool"), QStringLiteral("--app-info")},
                5);
    }

    void usageErrors()
    {
        compare(demo(), {QStringLiteral("--method"), QStringLiteral("resources/list"), QStringLiteral("--app-info")},
                1);
    }

    void advertiseAppsOnlyWhenAsked()
    {
        // The official CLI declares the extension only with --advertise-apps; so does mcpscope.
        QTemporaryDir dir;
        const auto initializeCapabilities = [&dir](const QStringList &extra) {
            const QString path = dir.filePath(QStringLiteral("s%1.jsonl").arg(extra.size()));
            const Run r = run(test::mcpscopeBinary(),
                              QStringList{QStringLiteral("--cli"), test::demoServerBinary(), QStringLiteral("--method"),
                                          QStringLiteral("tools/list"), QStringLiteral("--save-session"), path}
                                  + extra);
            QFile file(path);
            if (r.exitCode != 0 || !file.open(QIODevice::ReadOnly))
                return QJsonObject{{QStringLiteral("failed"), r.describe()}};
            for (const QByteArray &line : file.readAll().split('\n')) {
                const QJsonObject event = QJsonDocument::fromJson(line).object();
                const QJsonObject message = event.value(QStringLiteral("json")).toObject();
                if (message.value(QStringLiteral("method")).toString() == QLatin1String("initialize"))
                    return message.value(QStringLiteral("params"))
                        .toObject()
                        .value(QStringLiteral("capabilities"))
                        .toObject();
            }
            return QJsonObject{{QStringLiteral("failed"), QStringLiteral("no initialize in the session file")}};
        };
        const QJsonObject plain = initializeCapabilities({});
        QVERIFY2(!plain.contains(QStringLiteral("failed")),
                 qPrintable(plain.value(QStringLiteral("failed")).toString()));
        QVERIFY(!plain.contains(QStringLiteral("extensions")));
        const QJsonObject asked = initializeCapabilities({QStringLiteral("--advertise-apps")});
        QVERIFY2(!asked.contains(QStringLiteral("failed")),
                 qPrintable(asked.value(QStringLiteral("failed")).toString()));
        QCOMPARE(asked.value(QStringLiteral("extensions")).toObject(),
                 (QJsonObject{{QStringLiteral("io.modelcontextprotocol/ui"),
                               QJsonObject{{QStringLiteral("mimeTypes"),
                                            QJsonArray{QStringLiteral("text/html;profile=mcp-app")}}}}}));
    }
};

QTEST_GUILESS_MAIN(TestAppInfoCli)
#include "tst_appinfocli.moc"
