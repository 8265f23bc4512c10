// SPDX-License-Identifier: MIT
// "Wrap this server entry with tap": the host's mcpServers configuration is rewritten so the
// entry starts `mcpscope tap --save-session FILE -- <its command>`, changing nothing else;
// the result is checked by running it against the real demo server.
#include "mcp/mcpclient.h"
#include "profiles/serverconfigfile.h"
#include "session/session.h"
#include "session/sessionsummary.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

const QByteArray Claude = "{\n"
                          "  \"globalShortcut\": \"Ctrl+Space\",\n"
                          "  \"mcpServers\": {\n"
                          "    \"github\": {\n"
                          "      \"command\": \"npx\",\n"
                          "      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\", 8080],\n"
                          "      \"env\": { \"GITHUB_TOKEN\": \"ghp_secret\" },\n"
                          "      \"cwd\": \"/srv/gh\",\n"
                          "      \"disabled\": false\n"
                          "    },\n"
                          "    \"memory\": { \"command\": \"node\", \"args\": [\"/opt/memory.js\"] },\n"
                          "    \"bare\": { \"env\": {\"A\": \"1\"}, \"command\": \"/usr/bin/srv\" },\n"
                          "    \"remote\": { \"type\": \"http\", \"url\": \"https://example.com/mcp\" }\n"
                          "  }\n"
                          "}\n";

QJsonObject entryObject(const QByteArray &json, const QString &name, const QString &key = QStringLiteral("mcpServers"))
{
    return QJsonDocument::fromJson(json).object().value(key).toObject().value(name).toObject();
}

} // namespace

class TestServerConfigTap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wrapsInPlace();
    void addsArgsWhenThereWereNone();
    void vsCodeServers();
    void escapedNameIsRewrittenWhole();
    void refuses_data();
    void refuses();
    void sessionPathAndBackup();
    void wrappedEntryRunsThroughTap();
};

void TestServerConfigTap::wrapsInPlace()
{
    const QString binary = QStringLiteral("/opt/mcp scope/bin/mcpscope");
    const QString file = QStringLiteral("/home/u/.local/share/mcpscope/sessions/tap-github.jsonl");
    QByteArray patched;
    QString error;
    QVERIFY2(ServerConfigFile::wrapWithTap(Claude, QStringLiteral("github"), binary, file, &patched, &error),
             qPrintable(error));
    ServerConfigFile parsed;
    QVERIFY2(parsed.parse(patched, &error), qPrintable(error));
    const ServerConfigEntry *github = parsed.find(QStringLiteral("github"));
    QVERIFY(github);
    QCOMPARE(github->command, binary);
    QCOMPARE(github->args,
             (QStringList{QStringLiteral("tap"), QStringLiteral("--save-session"), file, QStringLiteral("--"),
                          QStringLiteral("npx"), QStringLiteral("-y"),
                          QStringLiteral("@modelcontextprotocol/server-github"), QStringLiteral("8080")}));
    QVERIFY(ServerConfigFile::runsThroughTap(*github));
    // The number stays a number; env, cwd and unknown members stay as they were.
    const QJsonObject o = entryObject(patched, QStringLiteral("github"));
    QVERIFY(o.value(QStringLiteral("args")).toArray().last().isDouble());
    QCOMPARE(o.value(QStringLiteral("env")),
             entryObject(Claude, QStringLiteral("github")).value(QStringLiteral("env")));
    QCOMPARE(o.value(QStringLiteral("cwd")).toString(), QStringLiteral("/srv/gh"));
    QCOMPARE(o.value(QStringLiteral("disabled")).toBool(true), false);
    // Only the two values changed: the text before "command"'s value and after "args"' value
    // is byte for byte the same (order, layout, the other servers, the other settings).
    const qsizetype commandAt = Claude.indexOf("\"npx\"");
    QCOMPARE(patched.left(commandAt), Claude.left(commandAt));
    const QByteArray tail = Claude.mid(Claude.indexOf("8080]") + 5);
    QVERIFY(patched.endsWith(tail));
    QCOMPARE(entryObject(patched, QStringLiteral("memory")), entryObject(Claude, QStringLiteral("memory")));
    QCOMPARE(QJsonDocument::fromJson(patched).object().value(QStringLiteral("globalShortcut")).toString(),
             QStringLiteral("Ctrl+Space"));
    QCOMPARE(ServerConfigFile::tapCommand(*parsed.find(QStringLiteral("memory")), binary, file).mid(4),
             (QStringList{QStringLiteral("--"), QStringLiteral("node"), QStringLiteral("/opt/memory.js")}));
}

void TestServerConfigTap::addsArgsWhenThereWereNone()
{
    QByteArray patched;
    QString error;
    QVERIFY2(ServerConfigFile::wrapWithTap(Claude, QStringLiteral("bare"), QStringLiteral("/bin/mcpscope"),
                                           QStringLiteral("/tmp/s.jsonl"), &patched, &error),
             qPrintable(error));
    ServerConfigFile parsed;
    QVERIFY2(parsed.parse(patched, &error), qPrintable(error));
    const ServerConfigEntry *bare = parsed.find(QStringLiteral("bare"));
    QCOMPARE(bare->command, QStringLiteral("/bin/mcpscope"));
    QCOMPARE(bare->args,
             (QStringList{QStringLiteral("tap"), QStringLiteral("--save-session"), QStringLiteral("/tmp/s.jsonl"),
                          QStringLiteral("--"), QStringLiteral("/usr/bin/srv")}));
    QCOMPARE(bare->env.value(QStringLiteral("A")), QStringLiteral("1"));
    QCOMPARE(entryObject(patched, QStringLiteral("github")), entryObject(Claude, QStringLiteral("github")));
}

void TestServerConfigTap::vsCodeServers()
{
    const QByteArray vscode
        = "{\"inputs\":[{\"id\":\"token\",\"type\":\"promptString\"}],\"servers\":{\"fs\":{\"type\":\"stdio\","
          "\"command\":\"uvx\",\"args\":[\"mcp-server-fs\"],\"env\":{\"TOKEN\":\"${input:token}\"}}}}";
    QByteArray patched;
    QString error;
    QVERIFY2(ServerConfigFile::wrapWithTap(vscode, QStringLiteral("fs"), QStringLiteral("/bin/mcpscope"),
                                           QStringLiteral("/tmp/fs.jsonl"), &patched, &error),
             qPrintable(error));
    const QJsonObject o = entryObject(patched, QStringLiteral("fs"), QStringLiteral("servers"));
    QCOMPARE(o.value(QStringLiteral("type")).toString(), QStringLiteral("stdio"));
    QCOMPARE(o.value(QStringLiteral("command")).toString(), QStringLiteral("/bin/mcpscope"));
    QCOMPARE(o.value(QStringLiteral("args")).toArray().at(5).toString(), QStringLiteral("mcp-server-fs"));
    QCOMPARE(o.value(QStringLiteral("env")).toObject().value(QStringLiteral("TOKEN")).toString(),
             QStringLiteral("${input:token}"));
    QVERIFY(patched.startsWith("{\"inputs\":[{\"id\":\"token\""));
}

void TestServerConfigTap::escapedNameIsRewrittenWhole()
{
    const QByteArray json = "{\"mcpServers\":{\"caf\\u00e9\":{\"command\":\"srv\",\"args\":[\"a\"]}}}";
    QByteArray patched;
    QString error;
    QVERIFY2(ServerConfigFile::wrapWithTap(json, QStringLiteral("café"), QStringLiteral("/bin/mcpscope"),
                                           QStringLiteral("/tmp/c.jsonl"), &patched, &error),
             qPrintable(error));
    ServerConfigFile parsed;
    QVERIFY2(parsed.parse(patched, &error), qPrintable(error));
    QCOMPARE(parsed.find(QStringLiteral("café"))->args,
             (QStringList{QStringLiteral("tap"), QStringLiteral("--save-session"), QStringLiteral("/tmp/c.jsonl"),
                          QStringLiteral("--"), QStringLiteral("srv"), QStringLiteral("a")}));
}

void TestServerConfigTap::refuses_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("missing") << Claude << QStringLiteral("nope") << QStringLiteral("no server called");
    QTest::newRow("http") << Claude << QStringLiteral("remote") << QStringLiteral("not a server started by a command");
    QTest::newRow("already") << QByteArray(
        "{\"mcpServers\":{\"x\":{\"command\":\"/usr/bin/mcpscope\",\"args\":[\"tap\",\"--\",\"srv\"]}}}")
                             << QStringLiteral("x") << QStringLiteral("already runs through");
    QTest::newRow("not json") << QByteArray("{\"mcpServers\":") << QStringLiteral("x")
                              << QStringLiteral("not valid JSON");
}

void TestServerConfigTap::refuses()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QByteArray patched = "untouched";
    QString error;
    QVERIFY(!ServerConfigFile::wrapWithTap(json, name, QStringLiteral("/bin/mcpscope"), QStringLiteral("/tmp/x.jsonl"),
                                           &patched, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(patched, QByteArray("untouched"));
}

void TestServerConfigTap::sessionPathAndBackup()
{
    QCOMPARE(ServerConfigFile::tapSessionPath(QStringLiteral("/d"), QStringLiteral("My Server/../x")),
             QStringLiteral("/d/tap-My-Server-..-x.jsonl"));
    QCOMPARE(ServerConfigFile::tapSessionPath(QStringLiteral("/d"), QStringLiteral("github")),
             QStringLiteral("/d/tap-github.jsonl"));
    QCOMPARE(ServerConfigFile::safeFileStem(QStringLiteral("../../etc/passwd")), QStringLiteral("etc-passwd"));
    QCOMPARE(ServerConfigFile::safeFileStem(QStringLiteral("@@@")), QStringLiteral("server"));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("claude_desktop_config.json"));
    QString backup, error;
    // A new file: nothing to back up.
    QVERIFY2(ServerConfigFile::writeWithBackup(path, "one", &backup, &error), qPrintable(error));
    QVERIFY(backup.isEmpty());
    QVERIFY2(ServerConfigFile::writeWithBackup(path, "two", &backup, &error), qPrintable(error));
    QCOMPARE(backup, path + QStringLiteral(".bak"));
    QVERIFY2(ServerConfigFile::writeWithBackup(path, "three", &backup, &error), qPrintable(error));
    QCOMPARE(backup, path + QStringLiteral(".bak-2"));
    auto read = [](const QString &p) {
        QFile f(p);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
    };
    QCOMPARE(read(path), QByteArray("three"));
    QCOMPARE(read(path + QStringLiteral(".bak")), QByteArray("one"));
    QCOMPARE(read(path + QStringLiteral(".bak-2")), QByteArray("two"));
    QVERIFY(
        !ServerConfigFile::writeWithBackup(dir.filePath(QStringLiteral("no/such/dir/x.json")), "x", &backup, &error));
    QVERIFY(!error.isEmpty());
}

void TestServerConfigTap::wrappedEntryRunsThroughTap()
{
    QVERIFY2(QFileInfo(test::mcpscopeBinary()).isExecutable(), qPrintable(test::mcpscopeBinary()));
    QTemporaryDir dir;
    const QByteArray config
        = "{\"mcpServers\":{\"demo\":{\"command\":"
          + QJsonDocument(QJsonArray{test::demoServerBinary()}).toJson(QJsonDocument::Compact).mid(1).chopped(1)
          + ",\"env\":{\"DEMO_MARK\":\"1\"}}}}";
    const QString sessionFile = ServerConfigFile::tapSessionPath(dir.path(), QStringLiteral("demo"));
    QByteArray patched;
    QString error;
    QVERIFY2(ServerConfigFile::wrapWithTap(config, QStringLiteral("demo"), test::mcpscopeBinary(), sessionFile,
                                           &patched, &error),
             qPrintable(error));
    ServerConfigFile parsed;
    QVERIFY2(parsed.parse(patched, &error), qPrintable(error));

    // What the host would do: start the entry's command and speak MCP to it.
    Session session;
    auto *transport = new StdioTransport(parsed.find(QStringLiteral("demo"))->toStdioConfig());
    McpClient client(transport, &session);
    transport->setParent(&client);
    client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(client.state() == McpClient::State::Ready, 30000);
    QSignalSpy exited(transport, &Transport::exited);
    client.disconnectFromServer();
    QVERIFY(exited.wait(20000));
    // tap wrote the session where the patched entry said.
    SessionSummary summary;
    const auto readBack = [&] {
        Session recorded;
        QString ignored;
        if (!Session::load(sessionFile, &recorded, nullptr, &ignored))
            return false;
        summary = SessionSummary::of(recorded);
        return summary.hasServer();
    };
    QTRY_VERIFY_WITH_TIMEOUT(readBack(), 20000);
    QCOMPARE(summary.serverInfo, client.serverInfo());
}

QTEST_GUILESS_MAIN(TestServerConfigTap)
#include "tst_serverconfigtap.moc"
