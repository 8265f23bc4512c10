// SPDX-License-Identifier: MIT
// "Copy as command line" (core/profiles/clicommandline): the text is run through a real
// POSIX shell, as a user pasting it into a terminal would, with mcpscope --cli and with the
// official inspector's --cli, against the demo server and server-everything.
#include "profiles/clicommandline.h"

#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace mcpscope;

class TestCliCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void quoting_data();
    void quoting();
    void toolCallRunsInTheShell_data();
    void toolCallRunsInTheShell();
    void secretsStayOut();
    void otherMethods();
    void urlsAndHeaders();
    void urlSecretsStayOut();

private:
    QString m_everything;
};

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs @p commandLine with /bin/sh -c, as a terminal would, mcpscope on PATH, in the peers'
/// folder (where npx finds the official inspector without a network).
Run runInShell(const QString &commandLine, const QMap<QString, QString> &variables = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), test::binDir() + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    env.insert(QStringLiteral("npm_config_offline"), QStringLiteral("true"));
    for (auto it = variables.begin(); it != variables.end(); ++it)
        env.insert(it.key(), it.value());
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(test::peersDir());
    process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), commandLine});
    Run run;
    if (!process.waitForFinished(90000)) {
        process.kill();
        process.waitForFinished();
        run.err = "did not finish";
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

ServerProfile demoProfile()
{
    ServerProfile profile;
    profile.program = test::demoServerBinary();
    return profile;
}

QJsonObject toolCall(const QString &name, const QJsonObject &arguments)
{
    return QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}};
}

} // namespace

void TestCliCommandLine::initTestCase()
{
    m_everything = test::peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
    if (m_everything.isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
    if (test::peerScript(QStringLiteral("inspector"), QStringLiteral("package.json")).isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("inspector")).constData());
}

void TestCliCommandLine::quoting_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("plain") << QStringLiteral("tools/list") << QStringLiteral("tools/list");
    QTest::newRow("space") << QStringLiteral("hi there") << QStringLiteral("'hi there'");
    QTest::newRow("quote") << QStringLiteral("it's") << QStringLiteral("'it'\\''s'");
    QTest::newRow("dollar") << QStringLiteral("$HOME") << QStringLiteral("'$HOME'");
    QTest::newRow("empty") << QString() << QStringLiteral("''");
    QTest::newRow("json") << QStringLiteral("{\"a\":1}") << QStringLiteral("'{\"a\":1}'");
}

void TestCliCommandLine::quoting()
{
    QFETCH(QString, word);
    QFETCH(QString, quoted);
    QCOMPARE(CliCommandLine::quote(word), quoted);
    // The shell gives the word back exactly.
    const Run run = runInShell(QStringLiteral("printf '%s' ") + CliCommandLine::quote(word));
    QCOMPARE(QString::fromUtf8(run.out), word);
}

void TestCliCommandLine::toolCallRunsInTheShell_data()
{
    QTest::addColumn<int>("flavor");
    QTest::addColumn<QJsonObject>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("form");
    const QJsonObject plain{{QStringLiteral("message"), QStringLiteral("hi there, it's $HOME")}};
    // Text that would read as JSON ("42", "true") must stay text: all arguments as one object.
    const QJsonObject jsonLike{{QStringLiteral("message"), QStringLiteral("42")}};
    for (const int flavor : {int(CliCommandLine::Flavor::Mcpscope), int(CliCommandLine::Flavor::OfficialInspector)}) {
        const QByteArray name = flavor == int(CliCommandLine::Flavor::Mcpscope) ? "mcpscope" : "official";
        QTest::newRow(QByteArray(name + " text").constData())
            << flavor << plain << QStringLiteral("Echo: hi there, it's $HOME") << QStringLiteral("--tool-arg");
        QTest::newRow(QByteArray(name + " json-like text").constData())
            << flavor << jsonLike << QStringLiteral("Echo: 42") << QStringLiteral("--tool-args-json");
    }
}

void TestCliCommandLine::toolCallRunsInTheShell()
{
    QFETCH(int, flavor);
    QFETCH(QJsonObject, arguments);
    QFETCH(QString, expected);
    QFETCH(QString, form);
    const CliCommandLine::Result line
        = CliCommandLine::forRequest(CliCommandLine::Flavor(flavor), demoProfile(), QStringLiteral("tools/call"),
                                     toolCall(QStringLiteral("echo"), arguments));
    QVERIFY2(line.problem.isEmpty(), qPrintable(line.problem));
    QVERIFY2(line.text.contains(form), qPrintable(line.text));
    QVERIFY(line.text.startsWith(flavor == int(CliCommandLine::Flavor::Mcpscope)
                                     ? QStringLiteral("mcpscope --cli ")
                                     : QStringLiteral("npx @modelcontextprotocol/inspector --cli ")));
    const Run run = runInShell(line.text);
    QVERIFY2(run.exitCode == 0, qPrintable(line.text + QLatin1Char('\n') + QString::fromUtf8(run.err)));
    const QJsonObject result = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(
        result.value(QStringLiteral("content")).toArray().first().toObject().value(QStringLiteral("text")).toString(),
        expected);

    // Numbers stay numbers.
    const CliCommandLine::Result add = CliCommandLine::forRequest(
        CliCommandLine::Flavor(flavor), demoProfile(), QStringLiteral("tools/call"),
        toolCall(QStringLiteral("add"), QJsonObject{{QStringLiteral("a"), 2}, {QStringLiteral("b"), 40}}));
    QVERIFY(add.text.contains(QStringLiteral("--tool-arg a=2 --tool-arg b=40")));
    const Run sum = runInShell(add.text);
    QVERIFY2(sum.exitCode == 0, sum.err.constData());
    QVERIFY2(sum.out.contains("42"), sum.out.constData());
}

void TestCliCommandLine::secretsStayOut()
{
    // The value of an environment variable is never written; the shell's variable fills it in.
    ServerProfile profile;
    profile.program = QStringLiteral("node");
    profile.arguments = {m_everything};
    profile.environment.insert(QStringLiteral("SECRET_TOKEN"), QStringLiteral("s3cr3t value"));
    for (const auto flavor : {CliCommandLine::Flavor::Mcpscope, CliCommandLine::Flavor::OfficialInspector}) {
        const CliCommandLine::Result line = CliCommandLine::forRequest(
            flavor, profile, QStringLiteral("tools/call"), toolCall(QStringLiteral("get-env"), QJsonObject()));
        QVERIFY2(!line.text.contains(QStringLiteral("s3cr3t")), qPrintable(line.text));
        QVERIFY2(line.text.contains(QStringLiteral("-e SECRET_TOKEN=\"$SECRET_TOKEN\"")), qPrintable(line.text));
        QCOMPARE(line.secretVariables, QStringList{QStringLiteral("SECRET_TOKEN")});
        const Run run = runInShell(line.text, {{QStringLiteral("SECRET_TOKEN"), QStringLiteral("s3cr3t value")}});
        QVERIFY2(run.exitCode == 0, qPrintable(line.text + QLatin1Char('\n') + QString::fromUtf8(run.err)));
        QVERIFY2(run.out.contains("s3cr3t value"), run.out.left(2000).constData());
    }
}

void TestCliCommandLine::otherMethods()
{
    const ServerProfile profile = demoProfile();
    const auto text = [&profile](const QString &method, const QJsonObject &params) {
        return CliCommandLine::forRequest(CliCommandLine::Flavor::Mcpscope, profile, method, params);
    };
    const CliCommandLine::Result read
        = text(QStringLiteral("resources/read"), QJsonObject{{QStringLiteral("uri"), QStringLiteral("demo://readme")}});
    QVERIFY(read.text.endsWith(QStringLiteral("--method resources/read --uri demo://readme")));
    const CliCommandLine::Result prompt
        = text(QStringLiteral("prompts/get"),
               QJsonObject{{QStringLiteral("name"), QStringLiteral("greet")},
                           {QStringLiteral("arguments"),
                            QJsonObject{{QStringLiteral("name"), QStringLiteral("Ada Lovelace")}}}});
    QVERIFY2(prompt.text.endsWith(QStringLiteral("--prompt-name greet --prompt-args 'name=Ada Lovelace'")),
             qPrintable(prompt.text));
    QVERIFY(text(QStringLiteral("logging/setLevel"), QJsonObject{{QStringLiteral("level"), QStringLiteral("debug")}})
                .text.endsWith(QStringLiteral("--log-level debug")));
    const Run list = runInShell(text(QStringLiteral("tools/list"), QJsonObject()).text);
    QCOMPARE(list.exitCode, 0);
    QVERIFY(list.out.contains("\"echo\""));
    // What the flags cannot say is refused in plain words.
    const CliCommandLine::Result complete = text(QStringLiteral("completion/complete"), QJsonObject());
    QVERIFY(complete.text.isEmpty());
    QVERIFY(complete.problem.contains(QStringLiteral("completion/complete")));
    QVERIFY(!CliCommandLine::forRequest(CliCommandLine::Flavor::Mcpscope, ServerProfile(), QStringLiteral("ping"),
                                        QJsonObject())
                 .problem.isEmpty());
}

void TestCliCommandLine::urlsAndHeaders()
{
    ServerProfile profile;
    profile.url = QStringLiteral("https://example.com/mcp?x=1&y=2");
    profile.transportKind = QStringLiteral("http");
    profile.headers = {{QStringLiteral("Authorization"), QStringLiteral("Bearer abc")},
                       {QStringLiteral("X Odd"), QStringLiteral("v")}};
    const CliCommandLine::Result line = CliCommandLine::forRequest(CliCommandLine::Flavor::OfficialInspector, profile,
                                                                   QStringLiteral("tools/list"), QJsonObject());
    QCOMPARE(line.text, QStringLiteral("npx @modelcontextprotocol/inspector --cli 'https://example.com/mcp?x=1&y=2' "
                                       "--transport http --header \"Authorization: $AUTHORIZATION\" "
                                       "--header 'X Odd: '\"$X_ODD\" --method tools/list"));
    QCOMPARE(line.secretVariables, (QStringList{QStringLiteral("AUTHORIZATION"), QStringLiteral("X_ODD")}));
    // The shell turns the text into the words the CLI reads.
    QString words = line.text;
    words.replace(QStringLiteral("npx @modelcontextprotocol/inspector --cli"), QStringLiteral("printf '[%s]'"));
    const Run run = runInShell(words, {{QStringLiteral("AUTHORIZATION"), QStringLiteral("Bearer abc")},
                                       {QStringLiteral("X_ODD"), QStringLiteral("v")}});
    QCOMPARE(run.out,
             QByteArray("[https://example.com/mcp?x=1&y=2][--transport][http][--header][Authorization: Bearer abc]"
                        "[--header][X Odd: v][--method][tools/list]"));
}

void TestCliCommandLine::urlSecretsStayOut()
{
    // A password in the URL and the values of secret query parameters never reach the
    // clipboard: the shell fills them in from variables, which the note names.
    ServerProfile profile;
    profile.url = QStringLiteral("https://ada:pa$$w%22rd@example.com/mcp?region=eu&api_key=K-123&sig=abc%2Fdef");
    for (const auto flavor : {CliCommandLine::Flavor::Mcpscope, CliCommandLine::Flavor::OfficialInspector}) {
        const CliCommandLine::Result line
            = CliCommandLine::forRequest(flavor, profile, QStringLiteral("tools/list"), QJsonObject());
        for (const char *secret : {"pa$$w", "K-123", "abc"})
            QVERIFY2(!line.text.contains(QLatin1String(secret)), qPrintable(line.text));
        QCOMPARE(line.secretVariables, (QStringList{QStringLiteral("URL_PASSWORD"), QStringLiteral("URL_API_KEY"),
                                                    QStringLiteral("URL_SIG")}));
        // The shell gives the CLI the whole URL back.
        QString words = line.text;
        words.replace(QRegularExpression(QStringLiteral("^.* --cli ")), QStringLiteral("printf '[%s]' "));
        const Run run = runInShell(words, {{QStringLiteral("URL_PASSWORD"), QStringLiteral("pa$$w%22rd")},
                                           {QStringLiteral("URL_API_KEY"), QStringLiteral("K-123")},
                                           {QStringLiteral("URL_SIG"), QStringLiteral("abc%2Fdef")}});
        QCOMPARE(run.out, QByteArray("[https://ada:pa$$w%22rd@example.com/mcp?region=eu&api_key=K-123&sig=abc%2Fdef]"
                                     "[--method][tools/list]"));
    }
}

QTEST_GUILESS_MAIN(TestCliCommandLine)
#include "tst_clicommandline.moc"
