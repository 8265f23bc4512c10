// SPDX-License-Identifier: MIT
// The connection dialog and the import preview, driven offscreen.
#include "dialogs/connectiondialog.h"
#include "dialogs/importserversdialog.h"
#include "dialogs/tapwrapdialog.h"
#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace mcpscope;

class TestConnectionDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void editsAndHidesSecrets();
    void savesRenamesDuplicatesDeletes();
    void importsAfterShowingCommands();
    void exportsToClipboard();
    void wrapsEntryWithTap();
};

namespace {

ServerProfile sample()
{
    ServerProfile p;
    p.name = QStringLiteral("weather");
    p.program = QStringLiteral("uvx");
    p.arguments = {QStringLiteral("weather-server"), QStringLiteral("--city"), QStringLiteral("New York")};
    p.environment = {{QStringLiteral("TOKEN"), QStringLiteral("abc123")}};
    p.workingDirectory = QStringLiteral("/srv");
    p.requestTimeoutMs = 30000;
    return p;
}

const char *ClaudeConfig = R"({
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/My Docs"]},
    "secret": {"command": "python3", "args": ["server.py"], "env": {"API_KEY": "k-123"}},
    "remote": {"type": "http", "url": "https://example.com/mcp"}
  }
})";

} // namespace

void TestConnectionDialog::editsAndHidesSecrets()
{
    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
    ConnectionDialog dialog(&store, sample());
    dialog.setQuiet(true);
    QCOMPARE(dialog.profile(), sample());
    QCOMPARE(dialog.commandField()->text(), QStringLiteral("uvx"));
    QCOMPARE(dialog.argumentsTable()->rowCount(), 3);
    QCOMPARE(dialog.argumentsTable()->item(2, 0)->text(), QStringLiteral("New York"));
    // Environment values hidden (cell and preview) until asked for.
    QCOMPARE(dialog.shownEnvironmentValue(0), QString(8, QChar(0x2022)));
    QCOMPARE(dialog.previewText(), QStringLiteral("TOKEN=… uvx weather-server --city 'New York'\nin /srv"));
    dialog.showValuesCheck()->setChecked(true);
    QCOMPARE(dialog.shownEnvironmentValue(0), QStringLiteral("abc123"));
    QVERIFY(dialog.previewText().contains(QStringLiteral("abc123")));

    // Arguments are exactly what is typed, one per row.
    dialog.argumentsTable()->item(1, 0)->setText(QStringLiteral("--city=\"Köln\" $HOME"));
    QCOMPARE(dialog.profile().arguments.at(1), QStringLiteral("--city=\"Köln\" $HOME"));
    dialog.requestTimeoutBox()->setValue(0);
    QCOMPARE(dialog.profile().requestTimeoutMs, 0);
}

void TestConnectionDialog::savesRenamesDuplicatesDeletes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("profiles.json"));
    ServerProfileStore store(path);
    ConnectionDialog dialog(&store, sample());
    dialog.setQuiet(true);
    QVERIFY(dialog.saveProfile());
    QCOMPARE(dialog.profileList()->count(), 1);
    {
        ServerProfileStore reread(path);
        QVERIFY(reread.load());
        QCOMPARE(*reread.find(QStringLiteral("weather")), sample());
    }
    QCOMPARE(dialog.profileList()->currentItem()->text(), QStringLiteral("weather"));
    QVERIFY(dialog.duplicateSelected());
    QCOMPARE(dialog.profileList()->count(), 2);
    QCOMPARE(dialog.profileList()->currentItem()->text(), QStringLiteral("weather (copy)"));
    QVERIFY(!dialog.renameSelected(QStringLiteral("weather")));
    QVERIFY(dialog.messageText().contains(QStringLiteral("already")));
    QVERIFY(dialog.renameSelected(QStringLiteral("weather 2")));
    QCOMPARE(dialog.nameField()->text(), QStringLiteral("weather 2"));
    QVERIFY(store.find(QStringLiteral("weather 2")));
    QVERIFY(dialog.removeSelected());
    QCOMPARE(dialog.profileList()->count(), 1);
    QVERIFY(!store.find(QStringLiteral("weather 2")));

    // Picking a saved profile fills the form; a nameless form cannot be saved quietly.
    dialog.setProfile(ServerProfile());
    QVERIFY(dialog.commandField()->text().isEmpty());
    dialog.profileList()->setCurrentRow(0);
    QCOMPARE(dialog.profile(), sample());
    dialog.nameField()->clear();
    QVERIFY(!dialog.saveProfile());
}

void TestConnectionDialog::importsAfterShowingCommands()
{
    ServerConfigFile file;
    QString error;
    QVERIFY(file.parse(ClaudeConfig, &error));

    ImportServersDialog preview(QStringLiteral("claude_desktop_config.json"), file.entries());
    QCOMPARE(preview.entryList()->topLevelItemCount(), 3);
    // The exact command of each entry, secrets hidden; remote servers cannot be imported yet.
    QStringList commands;
    for (int i = 0; i < 3; ++i)
        commands << preview.commandText(i);
    QVERIFY(commands.contains(QStringLiteral("npx -y @modelcontextprotocol/server-filesystem '/home/me/My Docs'")));
    QVERIFY(commands.contains(QStringLiteral("API_KEY=… python3 server.py")));
    QCOMPARE(preview.selectedProfiles().size(), 2);

    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
    store.upsert(sample());
    ServerProfile clash = sample();
    clash.name = QStringLiteral("files");
    store.upsert(clash);
    ConnectionDialog dialog(&store, ServerProfile());
    dialog.setQuiet(true);
    dialog.importEntries(QStringLiteral("test"), file.entries(), false);
    QVERIFY(store.find(QStringLiteral("files (2)")));
    QCOMPARE(store.find(QStringLiteral("secret"))->environment.value(QStringLiteral("API_KEY")), QStringLiteral("k-123"));
    QVERIFY(!store.find(QStringLiteral("remote")));
    QCOMPARE(dialog.profileList()->count(), 4);
}

void TestConnectionDialog::exportsToClipboard()
{
    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
    ConnectionDialog dialog(&store, sample());
    dialog.exportToClipboard();
    const QJsonObject root = QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object();
    const QJsonObject entry = root.value(QStringLiteral("mcpServers")).toObject().value(QStringLiteral("weather")).toObject();
    QCOMPARE(entry.value(QStringLiteral("command")).toString(), QStringLiteral("uvx"));
    QCOMPARE(entry.value(QStringLiteral("args")).toArray().size(), 3);
    QCOMPARE(entry.value(QStringLiteral("cwd")).toString(), QStringLiteral("/srv"));
}

void TestConnectionDialog::wrapsEntryWithTap()
{
    QTemporaryDir dir;
    const QString configPath = dir.filePath(QStringLiteral("claude_desktop_config.json"));
    {
        QFile out(configPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(ClaudeConfig);
    }
    ServerConfigFile file;
    QString error;
    QVERIFY2(file.load(configPath, &error), qPrintable(error));
    QCOMPARE(file.json(), QByteArray(ClaudeConfig));
    ImportServersDialog preview(configPath, file.entries());
    const QString binary = QStringLiteral("/opt/mcpscope/bin/mcpscope");
    preview.setMcpscopeBinary(binary);
    preview.setTapSessionDirectory(dir.filePath(QStringLiteral("sessions")));
    int files = -1, remote = -1;
    for (int i = 0; i < file.entries().size(); ++i) {
        if (file.entries().at(i).name == QStringLiteral("files"))
            files = i;
        if (file.entries().at(i).name == QStringLiteral("remote"))
            remote = i;
    }
    // Without the file's text there is nothing to patch.
    preview.entryList()->setCurrentItem(preview.entryList()->topLevelItem(files));
    QVERIFY(!preview.wrapButton()->isEnabled());
    QVERIFY(!preview.createTapWrapDialog(files));
    preview.setSourceJson(file.json(), configPath);
    QVERIFY(preview.wrapButton()->isEnabled());
    // A remote server cannot be wrapped (nor picked: its row is disabled).
    QVERIFY(!(preview.entryList()->topLevelItem(remote)->flags() & Qt::ItemIsEnabled));
    QVERIFY(!preview.createTapWrapDialog(remote));

    std::unique_ptr<TapWrapDialog> wrap(preview.createTapWrapDialog(files));
    QVERIFY(wrap);
    const QString sessionFile = dir.filePath(QStringLiteral("sessions/tap-files.jsonl"));
    QCOMPARE(wrap->sessionFileEdit()->text(), sessionFile);
    // The program given does not exist here: the dialog says so.
    QVERIFY2(wrap->statusText().contains(QStringLiteral("no mcpscope program")), qPrintable(wrap->statusText()));
    // The whole command is shown before anything is written.
    QCOMPARE(wrap->commandText(), QStringLiteral("/opt/mcpscope/bin/mcpscope tap --save-session %1 -- npx -y "
                                                 "@modelcontextprotocol/server-filesystem '/home/me/My Docs'").arg(sessionFile));
    const QByteArray patched = wrap->patchedJson();
    QCOMPARE(wrap->configView()->toPlainText(), QString::fromUtf8(patched));
    ServerConfigFile check;
    QVERIFY2(check.parse(patched, &error), qPrintable(error));
    QCOMPARE(check.find(QStringLiteral("files"))->command, binary);
    QCOMPARE(check.find(QStringLiteral("secret"))->env.value(QStringLiteral("API_KEY")), QStringLiteral("k-123"));
    {
        QFile in(configPath);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), QByteArray(ClaudeConfig));
    }
    // Another session file: the command and the patch follow.
    wrap->sessionFileEdit()->setText(QStringLiteral("/tmp/x y.jsonl"));
    QVERIFY(wrap->commandText().contains(QStringLiteral("--save-session '/tmp/x y.jsonl' --")));
    QVERIFY(wrap->patchedJson().contains("\"/tmp/x y.jsonl\""));
    wrap->sessionFileEdit()->clear();
    QVERIFY(wrap->patchedJson().isEmpty());
    QVERIFY(!wrap->errorText().isEmpty());
    wrap->sessionFileEdit()->setText(sessionFile);

    wrap->copyToClipboard();
    QCOMPARE(QApplication::clipboard()->text(), QString::fromUtf8(patched));
    // Saving over the host's file keeps the old one as a backup.
    QVERIFY(wrap->saveTo(configPath));
    QVERIFY2(wrap->statusText().contains(QStringLiteral(".bak")), qPrintable(wrap->statusText()));
    QFile saved(configPath);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(saved.readAll(), patched);
    QFile backup(configPath + QStringLiteral(".bak"));
    QVERIFY(backup.open(QIODevice::ReadOnly));
    QCOMPARE(backup.readAll(), QByteArray(ClaudeConfig));
    // Wrapped already: it says so instead of wrapping twice.
    ServerConfigFile again;
    QVERIFY(again.parse(patched, &error));
    TapWrapDialog twice(patched, configPath, *again.find(QStringLiteral("files")), binary, sessionFile);
    QVERIFY(twice.patchedJson().isEmpty());
    QVERIFY2(twice.errorText().contains(QStringLiteral("already")), qPrintable(twice.errorText()));

    const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
    if (!shots.isEmpty()) {
        wrap->show();
        QVERIFY(QTest::qWaitForWindowExposed(wrap.get()));
        QVERIFY(wrap->grab().save(shots + QStringLiteral("/tap-wrap-dialog.png")));
        preview.setSourceJson(file.json(), configPath);
        preview.entryList()->setCurrentItem(preview.entryList()->topLevelItem(files));
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        QVERIFY(preview.grab().save(shots + QStringLiteral("/import-dialog.png")));
    }
}

QTEST_MAIN(TestConnectionDialog)
#include "tst_connectiondialog.moc"
