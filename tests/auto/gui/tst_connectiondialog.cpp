// SPDX-License-Identifier: MIT
// The connection dialog and the import preview, driven offscreen.
#include "profiles/serverconfigfile.h"
#include "profiles/serverprofile.h"
#include "widgets/dialogs/connectiondialog.h"
#include "widgets/dialogs/importserversdialog.h"
#include "widgets/dialogs/tapwrapdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "findchild.h"
#include "testpaths.h"
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
    void urlModeHidesHeaderValues();
    void refusesInvalidUrls();
    void removesTrustedCertificates();
    void keepsRemoteProfilesAndRecent();
    void oauthSettings();
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
    "remote": {"type": "http", "url": "https://example.com/mcp", "headers": {"Authorization": "Bearer t0k3n"}}
  }
})";

ServerProfile remoteSample()
{
    ServerProfile p;
    p.name = QStringLiteral("hosted");
    p.url = QStringLiteral("https://mcp.example.com/mcp");
    p.transportKind = QStringLiteral("sse");
    p.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer s3cret")},
                 {QStringLiteral("X-Team"), QStringLiteral("blue")}};
    p.trustedCertificates = {QStringLiteral("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff")};
    p.requestTimeoutMs = 20000;
    return p;
}

const QString Dots = QString(8, QChar(0x2022));

} // namespace

void TestConnectionDialog::editsAndHidesSecrets()
{
    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
    ConnectionDialog dialog(&store, sample());
    dialog.setQuiet(true);
    QCOMPARE(dialog.profile(), sample());
    QCOMPARE(test::child<QLineEdit>(dialog, QStringLiteral("command"))->text(), QStringLiteral("uvx"));
    QCOMPARE(test::child<QTableWidget>(dialog, QStringLiteral("arguments"))->rowCount(), 3);
    QCOMPARE(test::child<QTableWidget>(dialog, QStringLiteral("arguments"))->item(2, 0)->text(),
             QStringLiteral("New York"));
    // Environment values hidden (cell and preview) until asked for.
    QCOMPARE(dialog.shownEnvironmentValue(0), QString(8, QChar(0x2022)));
    QCOMPARE(dialog.previewText(), QStringLiteral("TOKEN=… uvx weather-server --city 'New York'\nin /srv"));
    test::child<QCheckBox>(dialog, QStringLiteral("showValues"))->setChecked(true);
    QCOMPARE(dialog.shownEnvironmentValue(0), QStringLiteral("abc123"));
    QVERIFY(dialog.previewText().contains(QStringLiteral("abc123")));

    // Arguments are exactly what is typed, one per row.
    test::child<QTableWidget>(dialog, QStringLiteral("arguments"))
        ->item(1, 0)
        ->setText(QStringLiteral("--city=\"Köln\" $HOME"));
    QCOMPARE(dialog.profile().arguments.at(1), QStringLiteral("--city=\"Köln\" $HOME"));
    test::child<QSpinBox>(dialog, QStringLiteral("requestTimeout"))->setValue(0);
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
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->count(), 1);
    {
        ServerProfileStore reread(path);
        QVERIFY(reread.load());
        QCOMPARE(*reread.find(QStringLiteral("weather")), sample());
    }
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->currentItem()->text(),
             QStringLiteral("weather"));
    QVERIFY(dialog.duplicateSelected());
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->count(), 2);
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->currentItem()->text(),
             QStringLiteral("weather (copy)"));
    QVERIFY(!dialog.renameSelected(QStringLiteral("weather")));
    QVERIFY(dialog.messageText().contains(QStringLiteral("already")));
    QVERIFY(dialog.renameSelected(QStringLiteral("weather 2")));
    QCOMPARE(test::child<QLineEdit>(dialog, QStringLiteral("profileName"))->text(), QStringLiteral("weather 2"));
    QVERIFY(store.find(QStringLiteral("weather 2")));
    QVERIFY(dialog.removeSelected());
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->count(), 1);
    QVERIFY(!store.find(QStringLiteral("weather 2")));

    // Picking a saved profile fills the form; a nameless form cannot be saved quietly.
    dialog.setProfile(ServerProfile());
    QVERIFY(test::child<QLineEdit>(dialog, QStringLiteral("command"))->text().isEmpty());
    test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->setCurrentRow(0);
    QCOMPARE(dialog.profile(), sample());
    test::child<QLineEdit>(dialog, QStringLiteral("profileName"))->clear();
    QVERIFY(!dialog.saveProfile());
}

void TestConnectionDialog::importsAfterShowingCommands()
{
    ServerConfigFile file;
    QString error;
    QVERIFY(file.parse(ClaudeConfig, &error));

    ImportServersDialog preview(QStringLiteral("claude_desktop_config.json"), file.entries());
    QCOMPARE(preview.entryList()->topLevelItemCount(), 3);
    // The exact command of each entry, or its URL and header names; secrets hidden.
    QStringList commands;
    for (int i = 0; i < 3; ++i)
        commands << preview.commandText(i);
    QVERIFY(commands.contains(QStringLiteral("npx -y @modelcontextprotocol/server-filesystem '/home/me/My Docs'")));
    QVERIFY(commands.contains(QStringLiteral("API_KEY=… python3 server.py")));
    QVERIFY2(commands.contains(QStringLiteral("https://example.com/mcp (Streamable HTTP; Authorization: …)")),
             qPrintable(commands.join(QLatin1Char('\n'))));
    QCOMPARE(preview.selectedProfiles().size(), 3);
    // Header values stay hidden even when environment values are shown.
    preview.findChild<QCheckBox *>()->setChecked(true);
    QVERIFY(preview.commandText(1).contains(QStringLiteral("k-123"))
            || preview.commandText(2).contains(QStringLiteral("k-123")));
    for (int i = 0; i < 3; ++i)
        QVERIFY(!preview.commandText(i).contains(QStringLiteral("t0k3n")));

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
    QCOMPARE(store.find(QStringLiteral("secret"))->environment.value(QStringLiteral("API_KEY")),
             QStringLiteral("k-123"));
    const ServerProfile *imported = store.find(QStringLiteral("remote"));
    QVERIFY(imported);
    QVERIFY(imported->isRemote());
    QCOMPARE(imported->url, QStringLiteral("https://example.com/mcp"));
    QCOMPARE(imported->transportKind, QStringLiteral("http"));
    QCOMPARE(imported->headers.value(0).second, QStringLiteral("Bearer t0k3n"));
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->count(), 5);
    // Saved: the token is in the secret store, not in the file of saved servers.
    QFile saved(store.path());
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray text = saved.readAll();
    QVERIFY(text.contains("https://example.com/mcp"));
    QVERIFY(!text.contains("t0k3n"));
    QVERIFY(!text.contains("k-123"));
}

void TestConnectionDialog::exportsToClipboard()
{
    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
    ConnectionDialog dialog(&store, sample());
    dialog.exportToClipboard();
    const QJsonObject root = QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object();
    const QJsonObject entry
        = root.value(QStringLiteral("mcpServers")).toObject().value(QStringLiteral("weather")).toObject();
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
    // A remote server can be imported but not wrapped: tap sits in front of programs.
    QVERIFY(preview.entryList()->topLevelItem(remote)->flags() & Qt::ItemIsEnabled);
    preview.entryList()->setCurrentItem(preview.entryList()->topLevelItem(remote));
    QVERIFY(!preview.wrapButton()->isEnabled());
    QVERIFY(!preview.createTapWrapDialog(remote));
    preview.entryList()->setCurrentItem(preview.entryList()->topLevelItem(files));

    std::unique_ptr<TapWrapDialog> wrap(preview.createTapWrapDialog(files));
    QVERIFY(wrap);
    const QString sessionFile = dir.filePath(QStringLiteral("sessions/tap-files.jsonl"));
    QCOMPARE(wrap->sessionFileEdit()->text(), sessionFile);
    // The program given does not exist here: the dialog says so.
    QVERIFY2(wrap->statusText().contains(QStringLiteral("no mcpscope program")), qPrintable(wrap->statusText()));
    // The whole command is shown before anything is written.
    QCOMPARE(wrap->commandText(), QStringLiteral("/opt/mcpscope/bin/mcpscope tap --save-session %1 -- npx -y "
                                                 "@modelcontextprotocol/server-filesystem '/home/me/My Docs'")
                                      .arg(sessionFile));
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

void TestConnectionDialog::urlModeHidesHeaderValues()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("profiles.json"));
    ServerProfileStore store(path);
    ConnectionDialog dialog(&store, remoteSample());
    dialog.setQuiet(true);
    QCOMPARE(dialog.mode(), ConnectionDialog::Mode::Url);
    QVERIFY(test::child<QRadioButton>(dialog, QStringLiteral("urlMode"))->isChecked());
    QCOMPARE(test::child<QLineEdit>(dialog, QStringLiteral("url"))->text(),
             QStringLiteral("https://mcp.example.com/mcp"));
    QCOMPARE(test::child<QComboBox>(dialog, QStringLiteral("transport"))->currentData().toString(),
             QStringLiteral("sse"));
    QCOMPARE(dialog.profile(), remoteSample());
    QVERIFY(test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled());
    QVERIFY(dialog.urlProblemText().isEmpty());

    // Header values: dots, row by row until shown; never in the preview.
    QCOMPARE(test::child<QTableWidget>(dialog, QStringLiteral("headers"))->rowCount(), 2);
    QCOMPARE(test::child<QTableWidget>(dialog, QStringLiteral("headers"))->item(0, 0)->text(),
             QStringLiteral("Authorization"));
    QCOMPARE(dialog.shownHeaderValue(0), Dots);
    QCOMPARE(dialog.shownHeaderValue(1), Dots);
    QCOMPARE(dialog.previewText(), QStringLiteral("https://mcp.example.com/mcp (SSE; Authorization: …; X-Team: …)"));
    test::child<QTableWidget>(dialog, QStringLiteral("headers"))->item(0, 2)->setCheckState(Qt::Checked);
    QCOMPARE(dialog.shownHeaderValue(0), QStringLiteral("Bearer s3cret"));
    QCOMPARE(dialog.shownHeaderValue(1), Dots);
    QVERIFY(!dialog.previewText().contains(QStringLiteral("s3cret")));
    // The environment's "Show values" is about environment values only.
    test::child<QCheckBox>(dialog, QStringLiteral("showValues"))->setChecked(true);
    QCOMPARE(dialog.shownHeaderValue(1), Dots);
    test::child<QTableWidget>(dialog, QStringLiteral("headers"))->item(0, 2)->setCheckState(Qt::Unchecked);
    QCOMPARE(dialog.shownHeaderValue(0), Dots);

    // Edited headers: an empty row is no header.
    dialog.addHeader(QStringLiteral("X-Extra"), QStringLiteral("42"));
    dialog.addHeader();
    QCOMPARE(dialog.profile().headers.size(), 3);
    QCOMPARE(dialog.profile().headers.at(2).second, QStringLiteral("42"));
    test::child<QTableWidget>(dialog, QStringLiteral("headers"))->item(2, 0)->setText(QStringLiteral("Bad Header"));
    QVERIFY(!test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled());
    QVERIFY2(dialog.urlProblemText().contains(QStringLiteral("cannot be a header name")),
             qPrintable(dialog.urlProblemText()));
    test::child<QTableWidget>(dialog, QStringLiteral("headers"))->removeRow(3);
    test::child<QTableWidget>(dialog, QStringLiteral("headers"))->removeRow(2);
    QVERIFY(test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled());

    // Where the secrets go, said in plain words (no keychain in the tests).
    QVERIFY2(dialog.secretsText().startsWith(QStringLiteral("No system keychain is available; secrets are kept in ")),
             qPrintable(dialog.secretsText()));

    // The command page and the URL page keep their own fields.
    dialog.setMode(ConnectionDialog::Mode::Command);
    QVERIFY(!dialog.profile().isRemote());
    QVERIFY(!test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled()); // no command
    QVERIFY(!test::child<QLineEdit>(dialog, QStringLiteral("url"))->isVisibleTo(&dialog));
    QVERIFY(test::child<QLineEdit>(dialog, QStringLiteral("command"))->isVisibleTo(&dialog));
    dialog.setMode(ConnectionDialog::Mode::Url);
    QVERIFY(test::child<QLineEdit>(dialog, QStringLiteral("url"))->isVisibleTo(&dialog));
    QVERIFY(!test::child<QLineEdit>(dialog, QStringLiteral("command"))->isVisibleTo(&dialog));
    QCOMPARE(dialog.profile(), remoteSample());

    // Saved: the header values go to the secret store, the file has their names.
    QVERIFY(dialog.saveProfile());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.contains("Authorization"));
    QVERIFY(!text.contains("s3cret"));
    QVERIFY(!text.contains("blue"));
    ServerProfileStore reread(path);
    QVERIFY(reread.load());
    QCOMPARE(*reread.find(QStringLiteral("hosted")), remoteSample());

    // Exported: values left empty unless asked for.
    dialog.exportToClipboard();
    QVERIFY(!QApplication::clipboard()->text().contains(QStringLiteral("s3cret")));
    QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("\"Authorization\": \"\"")));
    QVERIFY(dialog.messageText().contains(QStringLiteral("left empty")));
    dialog.exportToClipboard(SecretValues::Include);
    QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("Bearer s3cret")));

    const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
    if (!shots.isEmpty()) {
        test::child<QTableWidget>(dialog, QStringLiteral("headers"))->item(1, 2)->setCheckState(Qt::Checked);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(shots + QStringLiteral("/connection-dialog-url.png")));
        test::child<QLineEdit>(dialog, QStringLiteral("url"))->setText(QStringLiteral("ftp://files.example.com/mcp"));
        QTest::qWait(50); // the layout follows the rows shown
        QVERIFY(dialog.grab().save(shots + QStringLiteral("/connection-dialog-bad-url.png")));
        dialog.setProfile(sample());
        QTest::qWait(50);
        QVERIFY(dialog.grab().save(shots + QStringLiteral("/connection-dialog-command.png")));
    }
}

void TestConnectionDialog::refusesInvalidUrls()
{
    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
    ConnectionDialog dialog(&store, ServerProfile());
    dialog.setQuiet(true);
    QCOMPARE(dialog.mode(), ConnectionDialog::Mode::Command);
    test::child<QRadioButton>(dialog, QStringLiteral("urlMode"))->setChecked(true);
    QCOMPARE(dialog.mode(), ConnectionDialog::Mode::Url);
    // Empty: nothing to connect to, and no scolding yet.
    QVERIFY(!test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled());
    QVERIFY(dialog.urlProblemText().isEmpty());

    const struct
    {
        const char *url;
        const char *says;
    } bad[] = {
        {"ftp://files.example.com/mcp", "must start with https:// or http://, not ftp://"},
        {"example.com/mcp", "is not a whole URL"},
        {"https://", "no server name"},
        {"http://exa mple.com", "is not a valid URL"},
    };
    for (const auto &[url, says] : bad) {
        test::child<QLineEdit>(dialog, QStringLiteral("url"))->setText(QString::fromUtf8(url));
        QVERIFY2(!test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled(), url);
        QVERIFY2(dialog.urlProblemText().contains(QString::fromUtf8(says)), qPrintable(dialog.urlProblemText()));
        // Connect (Enter, or a script) is refused in the same words.
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(dialog.messageText().contains(QString::fromUtf8(says)));
        QVERIFY(!dialog.saveProfile() || true);
    }
    QVERIFY(store.profiles().isEmpty());

    test::child<QLineEdit>(dialog, QStringLiteral("url"))->setText(QStringLiteral("http://127.0.0.1:3001/mcp"));
    QVERIFY(test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled());
    QVERIFY(dialog.urlProblemText().isEmpty());
    QCOMPARE(dialog.previewText(), QStringLiteral("http://127.0.0.1:3001/mcp"));
    // A header in the clear to another computer is pointed out.
    test::child<QLineEdit>(dialog, QStringLiteral("url"))->setText(QStringLiteral("http://mcp.example.com/mcp"));
    dialog.addHeader(QStringLiteral("Authorization"), QStringLiteral("Bearer x"));
    QVERIFY(dialog.previewText().contains(QStringLiteral("unencrypted")));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(dialog.profile().isRemote());
}

void TestConnectionDialog::removesTrustedCertificates()
{
    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
    ServerProfile p = remoteSample();
    p.trustedCertificates << QStringLiteral("ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100");
    ConnectionDialog dialog(&store, p);
    QCOMPARE(test::child<QTreeWidget>(dialog, QStringLiteral("trustedCertificates"))->topLevelItemCount(), 2);
    QVERIFY(test::child<QTreeWidget>(dialog, QStringLiteral("trustedCertificates"))
                ->topLevelItem(0)
                ->text(0)
                .startsWith(QStringLiteral("00:11:22:33:")));
    // Read-only: nothing to edit, only to remove.
    QVERIFY(!(test::child<QTreeWidget>(dialog, QStringLiteral("trustedCertificates"))->topLevelItem(0)->flags()
              & Qt::ItemIsEditable));
    QVERIFY(!test::child<QPushButton>(dialog, QStringLiteral("removeCertificate"))->isEnabled());
    test::child<QTreeWidget>(dialog, QStringLiteral("trustedCertificates"))->topLevelItem(0)->setSelected(true);
    QVERIFY(test::child<QPushButton>(dialog, QStringLiteral("removeCertificate"))->isEnabled());
    test::child<QPushButton>(dialog, QStringLiteral("removeCertificate"))->click();
    QCOMPARE(test::child<QTreeWidget>(dialog, QStringLiteral("trustedCertificates"))->topLevelItemCount(), 1);
    QCOMPARE(dialog.profile().trustedCertificates, QStringList{p.trustedCertificates.at(1)});
}

void TestConnectionDialog::keepsRemoteProfilesAndRecent()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("profiles.json"));
    {
        ServerProfileStore store(path);
        store.upsert(sample());
        store.upsert(remoteSample());
        ServerProfile unnamed = remoteSample();
        unnamed.name.clear();
        store.addRecent(unnamed);
        QVERIFY(store.save());
    }
    ServerProfileStore store(path);
    QVERIFY(store.load());
    ConnectionDialog dialog(&store, ServerProfile());
    dialog.setQuiet(true);
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->count(), 2);
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("recentServers"))->count(), 1);
    QCOMPARE(test::child<QListWidget>(dialog, QStringLiteral("recentServers"))->item(0)->text(),
             QStringLiteral("https://mcp.example.com/mcp"));
    QVERIFY(!test::child<QListWidget>(dialog, QStringLiteral("recentServers"))
                 ->item(0)
                 ->toolTip()
                 .contains(QStringLiteral("s3cret")));
    // Picking the remote profile turns the form to its URL page, with its secrets.
    test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->setCurrentRow(1);
    QCOMPARE(dialog.mode(), ConnectionDialog::Mode::Url);
    QCOMPARE(dialog.profile(), remoteSample());
    // And a command profile back to the command page.
    test::child<QListWidget>(dialog, QStringLiteral("savedServers"))->setCurrentRow(0);
    QCOMPARE(dialog.mode(), ConnectionDialog::Mode::Command);
    QCOMPARE(dialog.profile(), sample());
    QVERIFY(test::child<QLineEdit>(dialog, QStringLiteral("url"))->text().isEmpty());
    // The recent remote server, headers and all.
    test::child<QListWidget>(dialog, QStringLiteral("recentServers"))->setCurrentRow(0);
    Q_EMIT test::child<QListWidget>(dialog, QStringLiteral("recentServers"))
        ->itemClicked(test::child<QListWidget>(dialog, QStringLiteral("recentServers"))->item(0));
    QCOMPARE(dialog.mode(), ConnectionDialog::Mode::Url);
    QCOMPARE(dialog.profile().headers, remoteSample().headers);
}

QTEST_MAIN(TestConnectionDialog)
#include "tst_connectiondialog.moc"

void TestConnectionDialog::oauthSettings()
{
    QTemporaryDir dir;
    ServerProfileStore store(dir.filePath(QStringLiteral("profiles.json")));
    ServerProfile sample = remoteSample();
    sample.oauthClientId = QStringLiteral("desk");
    sample.oauthClientSecret = QStringLiteral("cl1ent-s3cret");
    sample.oauthCallbackUrl = QStringLiteral("http://127.0.0.1:6276/oauth/callback");
    sample.oauthClientIssuer = QStringLiteral("https://auth.example.com");
    ConnectionDialog dialog(&store, sample);
    dialog.setQuiet(true);
    auto *id = dialog.findChild<QLineEdit *>(QStringLiteral("oauthClientId"));
    auto *secret = dialog.findChild<QLineEdit *>(QStringLiteral("oauthClientSecret"));
    auto *callback = dialog.findChild<QLineEdit *>(QStringLiteral("oauthCallbackUrl"));
    auto *issuer = dialog.findChild<QLineEdit *>(QStringLiteral("oauthClientIssuer"));
    QVERIFY(id && secret && callback && issuer);
    QCOMPARE(issuer->text(), QStringLiteral("https://auth.example.com"));
    QVERIFY(!issuer->accessibleName().isEmpty());
    QCOMPARE(id->text(), QStringLiteral("desk"));
    QCOMPARE(secret->echoMode(), QLineEdit::Password); // never shown as text
    QVERIFY(!secret->accessibleName().isEmpty());
    QCOMPARE(dialog.profile(), sample);
    QVERIFY(!dialog.previewText().contains(QStringLiteral("cl1ent-s3cret")));
    QVERIFY(test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled());
    dialog.resize(760, 720);
    QVERIFY(dialog.grab().save(mcpscope::test::shotPath(QStringLiteral("connection-url-oauth.png"))));
    callback->setText(QStringLiteral("http://example.com/callback"));
    QVERIFY(!test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled());
    QVERIFY2(dialog.urlProblemText().contains(QStringLiteral("loopback")), qPrintable(dialog.urlProblemText()));
    callback->clear();
    QVERIFY(test::child<QPushButton>(dialog, QStringLiteral("connect"))->isEnabled());
    // A command has no sign-in settings.
    test::child<QRadioButton>(dialog, QStringLiteral("commandMode"))->setChecked(true);
    QVERIFY(!id->isVisibleTo(&dialog));
}
