// SPDX-License-Identifier: MIT
// Finding the MCP servers configured on this computer (core/profiles/configscan): every
// application's files and formats, comments in settings files, files that cannot be read.
#include "json/jsontext.h"
#include "profiles/configscan.h"
#include "profiles/serverprofile.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

class TestConfigScan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void commentsBecomeSpaces();
    void findsEveryApplication();
    void readsEachFormat();
    void brokenFileIsNamed();
    void placesPerSystem();
    void nothingWithoutFiles();
};

namespace {

ServerConfigScan::Places fixturePlaces()
{
    ServerConfigScan::Places places;
    const QString root = QStringLiteral(FIXTURES_DIR "/configscan");
    places.home = root + QStringLiteral("/home");
    places.configHome = places.home + QStringLiteral("/.config");
    places.workspace = root + QStringLiteral("/workspace");
    places.system = QStringLiteral("linux");
    return places;
}

const FoundServers *fileOf(const QList<FoundServers> &found, const QString &application, const QString &pathEnd)
{
    for (const FoundServers &file : found) {
        if (file.location.application == application && file.location.path.endsWith(pathEnd))
            return &file;
    }
    return nullptr;
}

const ServerConfigEntry *entryOf(const FoundServers &file, const QString &name)
{
    for (const ServerConfigEntry &entry : file.entries) {
        if (entry.name == name)
            return &entry;
    }
    return nullptr;
}

} // namespace

void TestConfigScan::commentsBecomeSpaces()
{
    const QByteArray jsonc
        = "{\n  // a comment with \"quotes\"\n  \"a\": \"x // y /* z */\", /* block\n */ \"b\": [1, 2,],\n}";
    const QByteArray json = jsontext::withoutComments(jsonc);
    QCOMPARE(json.size(), jsonc.size());
    QCOMPARE(json.count('\n'), jsonc.count('\n'));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString() + QString::fromUtf8(json)));
    QCOMPARE(doc.object().value(QStringLiteral("a")).toString(), QStringLiteral("x // y /* z */"));
    QCOMPARE(doc.object().value(QStringLiteral("b")).toArray().size(), 2);
    // An escaped quote does not end the string; an unterminated comment runs to the end.
    QCOMPARE(jsontext::withoutComments("{\"a\": \"\\\"//\"} /* open"), QByteArray("{\"a\": \"\\\"//\"}        "));
    // Plain JSON is unchanged.
    const QByteArray plain = "{\"x\": [1, {\"y\": \"/\"}], \"z\": \"*/\"}";
    QCOMPARE(jsontext::withoutComments(plain), plain);
}

void TestConfigScan::findsEveryApplication()
{
    const QList<FoundServers> found = ServerConfigScan::scan(fixturePlaces());
    QStringList applications;
    for (const FoundServers &file : found)
        applications << file.location.application + QLatin1Char(' ') + file.location.scope;
    const QStringList expected{QStringLiteral("Claude Desktop user"),
                               QStringLiteral("Claude Code user"),
                               QStringLiteral("Claude Code project"),
                               QStringLiteral("VS Code user"),
                               QStringLiteral("VS Code user"),
                               QStringLiteral("VS Code workspace"),
                               QStringLiteral("Cursor user"),
                               QStringLiteral("Windsurf user"),
                               QStringLiteral("Zed user"),
                               QStringLiteral("Zed workspace"),
                               QStringLiteral("Gemini CLI user"),
                               QStringLiteral("LM Studio user")};
    QCOMPARE(applications, expected);
    // Every file looked for is listed, whether it exists or not; only existing ones are read.
    const QList<ConfigLocation> all = ServerConfigScan::locations(fixturePlaces());
    QVERIFY(all.size() > found.size());
    for (const ConfigLocation &location : all)
        QVERIFY2(QDir::isAbsolutePath(location.path), qPrintable(location.path));
}

void TestConfigScan::readsEachFormat()
{
    const QList<FoundServers> found = ServerConfigScan::scan(fixturePlaces());

    const FoundServers *claude
        = fileOf(found, QStringLiteral("Claude Desktop"), QStringLiteral("claude_desktop_config.json"));
    QVERIFY(claude);
    QCOMPARE(claude->entries.size(), 1);
    const ServerConfigEntry &filesystem = claude->entries.first();
    QCOMPARE(filesystem.command, QStringLiteral("npx"));
    QCOMPARE(filesystem.args.last(), QStringLiteral("/home/me/Documents"));
    QCOMPARE(filesystem.env.value(QStringLiteral("API_KEY")), QStringLiteral("secret-value"));
    // What the start page shows names the variable, never its value.
    const QString shown = ServerProfile::fromConfigEntry(filesystem).displayCommand();
    QVERIFY2(shown.contains(QStringLiteral("server-filesystem")) && !shown.contains(QStringLiteral("secret-value")),
             qPrintable(shown));

    // Claude Code: the user's servers and each project's, with the project named.
    const FoundServers *code = fileOf(found, QStringLiteral("Claude Code"), QStringLiteral(".claude.json"));
    QVERIFY(code);
    QCOMPARE(code->entries.size(), 2);
    QCOMPARE(code->entries.at(0).name, QStringLiteral("memory"));
    QVERIFY(code->entryScopes.at(0).isEmpty());
    QCOMPARE(code->entries.at(1).name, QStringLiteral("docs"));
    QVERIFY(code->entries.at(1).isRemote());
    QVERIFY(code->entryScopes.at(1).contains(QStringLiteral("/home/me/src/app")));

    // VS Code: mcp.json with comments and trailing commas, and settings.json's "mcp".
    const FoundServers *vsMcp = fileOf(found, QStringLiteral("VS Code"), QStringLiteral("User/mcp.json"));
    QVERIFY(vsMcp);
    QVERIFY2(vsMcp->problem.isEmpty(), qPrintable(vsMcp->problem));
    QCOMPARE(vsMcp->entries.size(), 1);
    QCOMPARE(vsMcp->entries.first().type, QStringLiteral("http"));
    QCOMPARE(vsMcp->entries.first().headers.first().first, QStringLiteral("Authorization"));
    const FoundServers *vsSettings = fileOf(found, QStringLiteral("VS Code"), QStringLiteral("User/settings.json"));
    QVERIFY(vsSettings);
    QVERIFY2(vsSettings->problem.isEmpty(), qPrintable(vsSettings->problem));
    QCOMPARE(vsSettings->entries.size(), 1);
    QCOMPARE(vsSettings->entries.first().args.last(), QStringLiteral("@modelcontextprotocol/server-everything"));
    const FoundServers *vsWorkspace = fileOf(found, QStringLiteral("VS Code"), QStringLiteral(".vscode/mcp.json"));
    QVERIFY(vsWorkspace);
    QCOMPARE(vsWorkspace->location.scope, QStringLiteral("workspace"));
    QCOMPARE(vsWorkspace->entries.first().name, QStringLiteral("workspace-server"));

    // Cursor: a URL without a type; Windsurf's serverUrl; Gemini's httpUrl.
    const FoundServers *cursor = fileOf(found, QStringLiteral("Cursor"), QStringLiteral("mcp.json"));
    QVERIFY(cursor);
    QCOMPARE(cursor->entries.first().type, QStringLiteral("auto"));
    QVERIFY(cursor->entries.first().isRemote());
    const FoundServers *windsurf = fileOf(found, QStringLiteral("Windsurf"), QStringLiteral("mcp_config.json"));
    QVERIFY(windsurf);
    QCOMPARE(windsurf->entries.first().url, QStringLiteral("https://windsurf.example.com/mcp"));
    QVERIFY(windsurf->entries.first().isRemote());
    const FoundServers *gemini = fileOf(found, QStringLiteral("Gemini CLI"), QStringLiteral("settings.json"));
    QVERIFY(gemini);
    QCOMPARE(gemini->entries.first().type, QStringLiteral("http"));
    QCOMPARE(gemini->entries.first().url, QStringLiteral("https://gemini.example.com/mcp"));

    // Zed: both ways of writing a command, a URL, and an extension's server (not startable).
    const FoundServers *zed = fileOf(found, QStringLiteral("Zed"), QStringLiteral("zed/settings.json"));
    QVERIFY(zed);
    QVERIFY2(zed->problem.isEmpty(), qPrintable(zed->problem));
    QCOMPARE(zed->entries.size(), 3);
    QCOMPARE(zed->skipped, 1);
    const ServerConfigEntry *old = entryOf(*zed, QStringLiteral("old-style"));
    QVERIFY(old);
    QCOMPARE(old->command, QStringLiteral("/usr/bin/python3"));
    QCOMPARE(old->args, QStringList{QStringLiteral("server.py")});
    QCOMPARE(old->env.value(QStringLiteral("DEBUG")), QStringLiteral("1"));
    const ServerConfigEntry *flat = entryOf(*zed, QStringLiteral("new-style"));
    QVERIFY(flat);
    QCOMPARE(flat->command, QStringLiteral("uvx"));
    QVERIFY(flat->isStdio());
    const ServerConfigEntry *remote = entryOf(*zed, QStringLiteral("remote"));
    QVERIFY(remote && remote->isRemote());
    // A workspace settings file without servers is read and simply names none.
    const FoundServers *zedWorkspace = fileOf(found, QStringLiteral("Zed"), QStringLiteral(".zed/settings.json"));
    QVERIFY(zedWorkspace);
    QVERIFY(zedWorkspace->problem.isEmpty());
    QVERIFY(zedWorkspace->entries.isEmpty());
}

void TestConfigScan::brokenFileIsNamed()
{
    const QList<FoundServers> found = ServerConfigScan::scan(fixturePlaces());
    const FoundServers *broken = fileOf(found, QStringLiteral("LM Studio"), QStringLiteral(".lmstudio/mcp.json"));
    QVERIFY(broken);
    QVERIFY(broken->entries.isEmpty());
    QVERIFY2(broken->problem.contains(QStringLiteral("not valid JSON")), qPrintable(broken->problem));

    ConfigLocation location{QStringLiteral("Test"), QStringLiteral("user"), QStringLiteral("/x"),
                            ConfigFileFormat::McpServers};
    QVERIFY(ServerConfigScan::parse(location, "[1, 2]").problem.contains(QStringLiteral("JSON object")));
    // A missing file that is asked for is said, not thrown.
    location.path = QStringLiteral(FIXTURES_DIR "/configscan/no-such-file.json");
    QVERIFY(!ServerConfigScan::read(location).problem.isEmpty());
}

void TestConfigScan::placesPerSystem()
{
    ServerConfigScan::Places places;
    places.home = QStringLiteral("/Users/me");
    places.configHome = QStringLiteral("/Users/me/.config");
    places.system = QStringLiteral("macos");
    QStringList paths;
    for (const ConfigLocation &location : ServerConfigScan::locations(places))
        paths << location.path;
    QVERIFY(paths.contains(QStringLiteral("/Users/me/Library/Application Support/Claude/claude_desktop_config.json")));
    QVERIFY(paths.contains(QStringLiteral("/Users/me/Library/Application Support/Code/User/mcp.json")));
    QVERIFY(paths.contains(QStringLiteral("/Users/me/.config/zed/settings.json")));
    QVERIFY(paths.contains(QStringLiteral("/Users/me/.cursor/mcp.json")));
    // No workspace: no workspace files.
    for (const QString &path : std::as_const(paths))
        QVERIFY2(!path.contains(QStringLiteral(".vscode")), qPrintable(path));

    places.home = QStringLiteral("C:/Users/me");
    places.appData = QStringLiteral("C:/Users/me/AppData/Roaming");
    places.system = QStringLiteral("windows");
    paths.clear();
    for (const ConfigLocation &location : ServerConfigScan::locations(places))
        paths << location.path;
    QVERIFY(paths.contains(QStringLiteral("C:/Users/me/AppData/Roaming/Claude/claude_desktop_config.json")));
    QVERIFY(paths.contains(QStringLiteral("C:/Users/me/AppData/Roaming/Zed/settings.json")));
    QVERIFY(paths.contains(QStringLiteral("C:/Users/me/.claude.json")));
}

void TestConfigScan::nothingWithoutFiles()
{
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    ServerConfigScan::Places places;
    places.home = empty.path();
    places.configHome = empty.filePath(QStringLiteral(".config"));
    places.workspace = empty.path(); // the home folder as the workspace: each file once
    places.system = QStringLiteral("linux");
    QVERIFY(ServerConfigScan::scan(places).isEmpty());
    const ServerConfigScan::Places current = ServerConfigScan::currentPlaces(QStringLiteral("/tmp"));
    QCOMPARE(current.workspace, QStringLiteral("/tmp"));
    QVERIFY(!current.home.isEmpty());
}

QTEST_GUILESS_MAIN(TestConfigScan)
#include "tst_configscan.moc"
