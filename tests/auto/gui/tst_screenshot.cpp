// SPDX-License-Identifier: MIT
// Runs the real mcpscope --screenshot against the demo server and looks at the picture.
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestScreenshot : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void screenshotOfDemoSession();
    void failsWhenServerCannotStart();
    void opensSavedProfile();
    void opensSessionFile();
    void startPageWithoutServer();
};

namespace {

// Each test function has its own data folder, where its runs autosave their sessions (never
// the user's own data folder): no test depends on what another one left behind, so they pass
// alone and in any order.
QString autosaveDir(const QTemporaryDir &dataHome)
{
    return dataHome.path() + QStringLiteral("/mcpscope/mcpscope/sessions");
}

QProcessEnvironment offscreen(const QTemporaryDir &dataHome)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    return env;
}

/// Runs mcpscope --screenshot @p png against the demo server; empty when it worked, else why not.
QString screenshotDemoSession(const QTemporaryDir &dataHome, const QString &png)
{
    QProcess process;
    process.setProcessEnvironment(offscreen(dataHome));
    process.setWorkingDirectory(QFileInfo(png).absolutePath());
    process.start(mcpscope::test::mcpscopeBinary(), {QStringLiteral("--demo"), QStringLiteral("--screenshot"), png,
                                                     QStringLiteral("--size"), QStringLiteral("1024x640")});
    if (!process.waitForFinished(40000))
        return QStringLiteral("mcpscope --screenshot did not finish");
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QString::fromUtf8(process.readAllStandardError());
    return QString();
}

} // namespace

void TestScreenshot::screenshotOfDemoSession()
{
    QTemporaryDir dir;
    QTemporaryDir dataHome;
    QVERIFY(dir.isValid() && dataHome.isValid());
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    const QString failure = screenshotDemoSession(dataHome, png);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));

    QImage image;
    QVERIFY(image.load(png));
    QCOMPARE(image.size(), QSize(1024, 640));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() > 16, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));
    // The session was journaled to the (until now empty) data folder as it happened.
    QVERIFY2(!QDir(autosaveDir(dataHome)).entryList({QStringLiteral("*.jsonl")}, QDir::Files).isEmpty(),
             qPrintable(autosaveDir(dataHome)));
}

void TestScreenshot::failsWhenServerCannotStart()
{
    QTemporaryDir dir;
    QTemporaryDir dataHome;
    QVERIFY(dir.isValid() && dataHome.isValid());
    const QString png = dir.filePath(QStringLiteral("shot.png"));
    QProcess process;
    process.setProcessEnvironment(offscreen(dataHome));
    process.start(mcpscope::test::mcpscopeBinary(), {QStringLiteral("--screenshot"), png, QStringLiteral("--"),
                                                     dir.filePath(QStringLiteral("no-such-server"))});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY(process.exitCode() != 0);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("does not exist")), qPrintable(err));
    QVERIFY(!QFile::exists(png));
}

void TestScreenshot::opensSessionFile()
{
    // A demo session of its own is journaled; it opens read-only and is pictured.
    QTemporaryDir dir;
    QTemporaryDir dataHome;
    QVERIFY(dir.isValid() && dataHome.isValid());
    const QString failure = screenshotDemoSession(dataHome, dir.filePath(QStringLiteral("live.png")));
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    const QStringList saved
        = QDir(autosaveDir(dataHome)).entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Time);
    QCOMPARE(saved.size(), 1);
    const QString png = dir.filePath(QStringLiteral("open.png"));
    QProcess process;
    process.setProcessEnvironment(offscreen(dataHome));
    process.start(mcpscope::test::mcpscopeBinary(),
                  {QStringLiteral("--open"), autosaveDir(dataHome) + QLatin1Char('/') + saved.first(),
                   QStringLiteral("--screenshot"), png});
    QVERIFY2(process.waitForFinished(40000), "mcpscope --open did not finish");
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());
    QImage image;
    QVERIFY(image.load(png));

    process.start(
        mcpscope::test::mcpscopeBinary(),
        {QStringLiteral("--open"), dir.filePath(QStringLiteral("missing.jsonl")), QStringLiteral("--screenshot"), png});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("There is no file")), qPrintable(err));
}

void TestScreenshot::startPageWithoutServer()
{
    // Without a server, mcpscope shows its start page and starts nothing: not the demo, and
    // not a server it finds in a configuration file (this one would leave a file behind).
    QTemporaryDir dir;
    QTemporaryDir dataHome;
    QTemporaryDir home;
    QVERIFY(dir.isValid() && dataHome.isValid() && home.isValid());
    const QString marker = home.filePath(QStringLiteral("server-was-started"));
    QVERIFY(QDir(home.path()).mkpath(QStringLiteral(".cursor")));
    QFile config(home.filePath(QStringLiteral(".cursor/mcp.json")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(QStringLiteral("{\"mcpServers\": {\"marker\": {\"command\": \"touch\", \"args\": [\"%1\"]}}}")
                     .arg(marker)
                     .toUtf8());
    config.close();

    const QString png = dir.filePath(QStringLiteral("start.png"));
    QProcess process;
    QProcessEnvironment env = offscreen(dataHome);
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral(".config")));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir.path());
    process.start(mcpscope::test::mcpscopeBinary(),
                  {QStringLiteral("--screenshot"), png, QStringLiteral("--size"), QStringLiteral("1024x640")});
    QVERIFY2(process.waitForFinished(30000), "mcpscope --screenshot did not finish");
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());
    QImage image;
    QVERIFY(image.load(png));
    QCOMPARE(image.size(), QSize(1024, 640));
    QVERIFY2(!QFile::exists(marker), "a server found in a configuration file was started");
    // No session was journaled: nothing was connected to.
    QVERIFY(QDir(autosaveDir(dataHome)).entryList({QStringLiteral("*.jsonl")}, QDir::Files).isEmpty());
}

void TestScreenshot::opensSavedProfile()
{
    // A profile saved in the configuration folder (<XDG_CONFIG_HOME>/<organization>/<application>)
    // opens by name.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("config/mcpscope/mcpscope")));
    QFile profiles(dir.filePath(QStringLiteral("config/mcpscope/mcpscope/profiles.json")));
    QVERIFY(profiles.open(QIODevice::WriteOnly));
    profiles.write(QStringLiteral(R"({"format":"mcpscope-profiles","version":1,"profiles":[
        {"name":"My demo","command":"%1","args":[]}],"recent":[]})")
                       .arg(mcpscope::test::demoServerBinary())
                       .toUtf8());
    profiles.close();
    QTemporaryDir dataHome;
    QVERIFY(dataHome.isValid());
    QProcessEnvironment env = offscreen(dataHome);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    const QString png = dir.filePath(QStringLiteral("shot.png"));

    QProcess process;
    process.setProcessEnvironment(env);
    process.start(mcpscope::test::mcpscopeBinary(),
                  {QStringLiteral("--profile"), QStringLiteral("My demo"), QStringLiteral("--screenshot"), png});
    QVERIFY2(process.waitForFinished(40000), "mcpscope --profile did not finish");
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             process.readAllStandardError().constData());
    QVERIFY(QFile::exists(png));

    process.start(mcpscope::test::mcpscopeBinary(),
                  {QStringLiteral("--profile"), QStringLiteral("Nope"), QStringLiteral("--screenshot"), png});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("There is no saved server called \"Nope\". Saved servers: My demo.")),
             qPrintable(err));
}

QTEST_GUILESS_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
