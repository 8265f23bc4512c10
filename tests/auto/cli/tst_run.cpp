// SPDX-License-Identifier: MIT
// mcpscope run: collections of saved requests with expectations, against the demo server and
// server-everything; the runner must be able to fail, and says why.
#include "collections/collection.h"
#include "collections/collectionrunner.h"
#include "testpaths.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

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
            .arg(QString::fromUtf8(out.left(3000)), QString::fromUtf8(err.left(3000)));
    }
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

Run runMcpscope(const QStringList &args, const QString &workingDirectory = QString())
{
    QProcess p;
    p.setProgram(test::mcpscopeBinary());
    p.setArguments(args);
    if (!workingDirectory.isEmpty())
        p.setWorkingDirectory(workingDirectory);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start();
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

Run mcpscopeRun(const QStringList &args)
{
    return runMcpscope(QStringList{QStringLiteral("run")} + args);
}

QString example(const QString &name)
{
    return test::sourceDir() + QStringLiteral("/examples/") + name;
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString writeJson(const QTemporaryDir &dir, const QString &name, const QJsonObject &object)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(QJsonDocument(object).toJson());
    return path;
}

/// The JUnit report's counts and its failure messages.
struct Junit
{
    int tests = -1;
    int failures = -1;
    int skipped = -1;
    QStringList testcases;
    QStringList failureMessages;
};

Junit readJunit(const QString &path)
{
    Junit j;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return j;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("testsuite")) {
            j.tests = xml.attributes().value(QLatin1String("tests")).toInt();
            j.failures = xml.attributes().value(QLatin1String("failures")).toInt();
            j.skipped = xml.attributes().value(QLatin1String("skipped")).toInt();
        } else if (xml.name() == QLatin1String("testcase")) {
            j.testcases << xml.attributes().value(QLatin1String("name")).toString();
        } else if (xml.name() == QLatin1String("failure")) {
            j.failureMessages << xml.attributes().value(QLatin1String("message")).toString();
        }
    }
    if (xml.hasError())
        j.tests = -2;
    return j;
}

} // namespace

class TestRun : public QObject
{
    Q_OBJECT

    QString m_everything;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(QFile::exists(test::demoServerBinary()));
        m_everything = test::peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
    }

    void demoCollectionPasses()
    {
        QTemporaryDir dir;
        const QString junit = dir.filePath(QStringLiteral("report.xml"));
        const Run r = mcpscopeRun({example(QStringLiteral("demo-server.collection.json")), QStringLiteral("--junit"),
                                   junit, QStringLiteral("-q"), QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(r.out.count("  PASS  "), 8);
        QVERIFY2(r.out.contains("8 passed, 0 failed"), qPrintable(r.describe()));
        const Junit j = readJunit(junit);
        QCOMPARE(j.tests, 8);
        QCOMPARE(j.failures, 0);
        QCOMPARE(j.testcases.constFirst(), QStringLiteral("Ping"));
    }

    void everythingCollectionPasses()
    {
        if (m_everything.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")));
        const Run r = mcpscopeRun({example(QStringLiteral("server-everything.collection.json")), QStringLiteral("-q"),
                                   QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--"),
                                   test::nodeBinary(), m_everything});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QJsonObject result = r.json();
        QCOMPARE(result.value(QStringLiteral("failed")).toInt(), 0);
        QCOMPARE(result.value(QStringLiteral("passed")).toInt(), 8);
    }

    void failingExpectationFailsTheRun()
    {
        // The demo collection with one expectation that cannot hold: the run fails, and says
        // which expectation and what was there instead; the other steps still run.
        QJsonObject collection = readJson(example(QStringLiteral("demo-server.collection.json")));
        QJsonArray steps = collection.value(QStringLiteral("steps")).toArray();
        QJsonObject echo = steps.at(2).toObject();
        echo.insert(QStringLiteral("expect"),
                    QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("pointer")},
                                           {QStringLiteral("pointer"), QStringLiteral("/content/0/text")},
                                           {QStringLiteral("equals"), QStringLiteral("something else")}}});
        steps[2] = echo;
        collection.insert(QStringLiteral("steps"), steps);
        QTemporaryDir dir;
        const QString path = writeJson(dir, QStringLiteral("broken.json"), collection);
        const QString junit = dir.filePath(QStringLiteral("report.xml"));
        const Run r = mcpscopeRun({path, QStringLiteral("--junit"), junit, QStringLiteral("-q"), QStringLiteral("--"),
                                   test::demoServerBinary()});
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        QVERIFY2(r.out.contains("  FAIL  Echo says the message back"), qPrintable(r.describe()));
        QVERIFY2(r.out.contains("/content/0/text equals \"something else\": it is \"Echo: hello from a collection\""),
                 qPrintable(r.describe()));
        QVERIFY2(r.out.contains("7 passed, 1 failed"), qPrintable(r.describe()));
        const Junit j = readJunit(junit);
        QCOMPARE(j.tests, 8);
        QCOMPARE(j.failures, 1);
        QCOMPARE(j.failureMessages.size(), 1);
        QVERIFY2(j.failureMessages.constFirst().contains(QLatin1String("something else")),
                 qPrintable(j.failureMessages.constFirst()));
    }

    void eachKindOfExpectationCanFail_data()
    {
        QTest::addColumn<QJsonObject>("step");
        QTest::addColumn<QString>("detail");
        const auto call = [](const QString &tool, const QJsonObject &arguments, const QJsonArray &expect) {
            return QJsonObject{{QStringLiteral("name"), QStringLiteral("step")},
                               {QStringLiteral("method"), QStringLiteral("tools/call")},
                               {QStringLiteral("params"),
                                QJsonObject{{QStringLiteral("name"), tool}, {QStringLiteral("arguments"), arguments}}},
                               {QStringLiteral("expect"), expect}};
        };
        const QJsonObject add{{QStringLiteral("a"), 2}, {QStringLiteral("b"), 3}};
        const auto expectation = [](std::initializer_list<QPair<QString, QJsonValue>> members) {
            QJsonObject o;
            for (const auto &m : members)
                o.insert(m.first, m.second);
            return QJsonArray{o};
        };
        QTest::newRow("noError") << call(QStringLiteral("nope"), {},
                                         expectation({{QStringLiteral("type"), QStringLiteral("noError")}}))
                                 << QStringLiteral("error -32602");
        QTest::newRow("protocolError") << call(QStringLiteral("add"), add,
                                               expectation({{QStringLiteral("type"), QStringLiteral("protocolError")}}))
                                       << QStringLiteral("it answered with a result");
        QTest::newRow("isError") << call(
            QStringLiteral("fail"), {},
            expectation({{QStringLiteral("type"), QStringLiteral("isError")}, {QStringLiteral("equals"), false}}))
                                 << QStringLiteral("isError is true");
        QTest::newRow("exists") << call(QStringLiteral("add"), add,
                                        expectation({{QStringLiteral("type"), QStringLiteral("pointer")},
                                                     {QStringLiteral("pointer"), QStringLiteral("/nothing/here")},
                                                     {QStringLiteral("exists"), true}}))
                                << QStringLiteral("there is nothing at /nothing/here");
        QTest::newRow("matches") << call(QStringLiteral("add"), add,
                                         expectation({{QStringLiteral("type"), QStringLiteral("pointer")},
                                                      {QStringLiteral("pointer"), QStringLiteral("/content/0/text")},
                                                      {QStringLiteral("matches"), QStringLiteral("^6")}}))
                                 << QStringLiteral("it is \"2 + 3 = 5\"");
        QTest::newRow("contains") << call(
            QStringLiteral("add"), add,
            expectation({{QStringLiteral("type"), QStringLiteral("pointer")},
                         {QStringLiteral("pointer"), QStringLiteral("/content")},
                         {QStringLiteral("contains"), QJsonObject{{QStringLiteral("type"), QStringLiteral("image")}}}}))
                                  << QStringLiteral("it is [");
        QTest::newRow("snapshot") << call(
            QStringLiteral("add"), add,
            expectation({{QStringLiteral("type"), QStringLiteral("snapshot")},
                         {QStringLiteral("equals"),
                          QJsonObject{{QStringLiteral("structuredContent"), QJsonObject{{QStringLiteral("sum"), 6}}}}},
                         {QStringLiteral("ignore"), QJsonArray{QStringLiteral("/content")}}}))
                                  << QStringLiteral("/structuredContent/sum was 6, is 5");
        QTest::newRow("outputSchema") << call(QStringLiteral("echo"),
                                              {{QStringLiteral("message"), QStringLiteral("x")}},
                                              expectation({{QStringLiteral("type"), QStringLiteral("outputSchema")}}))
                                      << QStringLiteral("declares no outputSchema");
        QTest::newRow("variable") << call(QStringLiteral("{{neverCaptured}}"), {}, QJsonArray())
                                  << QStringLiteral("no value captured for neverCaptured");
    }

    void eachKindOfExpectationCanFail()
    {
        QFETCH(QJsonObject, step);
        QFETCH(QString, detail);
        // A snapshot that ignores the right pointer passes: only the wrong one fails.
        const QJsonObject passing{
            {QStringLiteral("name"), QStringLiteral("passes")},
            {QStringLiteral("method"), QStringLiteral("tools/call")},
            {QStringLiteral("params"), QJsonObject{{QStringLiteral("name"), QStringLiteral("add")},
                                                   {QStringLiteral("arguments"),
                                                    QJsonObject{{QStringLiteral("a"), 2}, {QStringLiteral("b"), 3}}}}},
            {QStringLiteral("expect"),
             QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("snapshot")},
                                    {QStringLiteral("equals"), QJsonObject{{QStringLiteral("structuredContent"),
                                                                            QJsonObject{{QStringLiteral("sum"), 5}}}}},
                                    {QStringLiteral("ignore"), QJsonArray{QStringLiteral("/content")}}}}}};
        const QJsonObject collection{{QStringLiteral("mcpscopeCollection"), 1},
                                     {QStringLiteral("name"), QStringLiteral("fails")},
                                     {QStringLiteral("steps"), QJsonArray{passing, step}}};
        QTemporaryDir dir;
        const Run r = mcpscopeRun({writeJson(dir, QStringLiteral("c.json"), collection), QStringLiteral("-q"),
                                   QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--"),
                                   test::demoServerBinary()});
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        const QJsonArray steps = r.json().value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 2);
        QVERIFY2(steps.at(0).toObject().value(QStringLiteral("passed")).toBool(), qPrintable(r.describe()));
        const QJsonObject failed = steps.at(1).toObject();
        QVERIFY(!failed.value(QStringLiteral("passed")).toBool());
        QString text = failed.value(QStringLiteral("outcome")).toString();
        for (const QJsonValue &check : failed.value(QStringLiteral("checks")).toArray())
            text += QLatin1Char('\n') + check.toObject().value(QStringLiteral("detail")).toString();
        QVERIFY2(text.contains(detail), qPrintable(text));
    }

    void unreachableServer()
    {
        QTemporaryDir dir;
        const QString junit = dir.filePath(QStringLiteral("report.xml"));
        const Run r = mcpscopeRun({example(QStringLiteral("demo-server.collection.json")), QStringLiteral("--junit"),
                                   junit, QStringLiteral("--"), dir.filePath(QStringLiteral("no-such-server"))});
        QVERIFY2(r.exitCode == 4, qPrintable(r.describe()));
        QVERIFY2(r.err.contains("cannot be reached"), qPrintable(r.describe()));
        QVERIFY2(r.err.contains("Next step"), qPrintable(r.describe()));
        const Junit j = readJunit(junit);
        QCOMPARE(j.tests, 8);
        QCOMPARE(j.skipped, 8);
    }

    void usageErrors()
    {
        QCOMPARE(mcpscopeRun({}).exitCode, 2);
        QTemporaryDir dir;
        const QJsonObject bad{{QStringLiteral("mcpscopeCollection"), 1},
                              {QStringLiteral("steps"),
                               QJsonArray{QJsonObject{
                                   {QStringLiteral("method"), QStringLiteral("ping")},
                                   {QStringLiteral("expect"),
                                    QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("sometimes")}}}}}}}};
        const Run r = mcpscopeRun(
            {writeJson(dir, QStringLiteral("bad.json"), bad), QStringLiteral("--"), test::demoServerBinary()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Step 1 (step 1 (ping)), expectation 1: unknown expectation type \"sometimes\""),
                 qPrintable(r.describe()));
        const Run loadless
            = mcpscopeRun({example(QStringLiteral("demo-server.collection.json")), QStringLiteral("--requests"),
                           QStringLiteral("5"), QStringLiteral("--"), test::demoServerBinary()});
        QCOMPARE(loadless.exitCode, 2);
        const Run help = mcpscopeRun({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("--junit FILE"));
    }

    void loadReportsPercentiles()
    {
        const Run r = mcpscopeRun({example(QStringLiteral("demo-server.collection.json")), QStringLiteral("-q"),
                                   QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--load"),
                                   QStringLiteral("--concurrency"), QStringLiteral("4"), QStringLiteral("--requests"),
                                   QStringLiteral("400"), QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        const QJsonObject load = r.json().value(QStringLiteral("load")).toObject();
        QCOMPARE(load.value(QStringLiteral("requests")).toInt(), 400);
        // The unknown-tool step expects its protocol error: that is an answer as expected.
        QCOMPARE(load.value(QStringLiteral("answered")).toInt(), 400);
        QCOMPARE(load.value(QStringLiteral("errors")).toInt(), 0);
        const double p50 = load.value(QStringLiteral("p50Ms")).toDouble();
        const double p99 = load.value(QStringLiteral("p99Ms")).toDouble();
        QVERIFY(p50 > 0 && p99 >= p50 && load.value(QStringLiteral("maxMs")).toDouble() >= p99);
        QVERIFY(load.value(QStringLiteral("perSecond")).toDouble() > 0);
    }

    void replayIsTheSameAgainstTheSameServer()
    {
        // Recorded with the CLI (which answers the server's roots/list with its working
        // folder), replayed from another folder: the recorded answer is given again, so the
        // tool's result is the same.
        QTemporaryDir dir;
        QTemporaryDir elsewhere;
        const QString recording = dir.filePath(QStringLiteral("roots.jsonl"));
        const Run recorded
            = runMcpscope({QStringLiteral("--cli"), test::demoServerBinary(), QStringLiteral("--method"),
                           QStringLiteral("tools/call"), QStringLiteral("--tool-name"), QStringLiteral("list-roots"),
                           QStringLiteral("--save-session"), recording, QStringLiteral("-q")},
                          dir.path());
        QVERIFY2(recorded.exitCode == 0, qPrintable(recorded.describe()));
        QVERIFY2(recorded.out.contains(QFileInfo(dir.path()).fileName().toUtf8()), qPrintable(recorded.describe()));
        const Run same
            = runMcpscope({QStringLiteral("replay"), recording, QStringLiteral("-q"), QStringLiteral("--format"),
                           QStringLiteral("json"), QStringLiteral("--"), test::demoServerBinary()},
                          elsewhere.path());
        QVERIFY2(same.exitCode == 0, qPrintable(same.describe()));
        QVERIFY(same.json().value(QStringLiteral("equal")).toBool());
    }

    void replayGivesTheRecordedInputAgain()
    {
        // MCP 2026-07-28: a tool that asks for input (a multi-round-trip request), recorded
        // with the CLI cancelling the question. The replay sends the request once; when the
        // server asks again, the recorded answer is given again, so the result is the same.
        if (test::peerScript(QStringLiteral("server"), QStringLiteral("package.json")).isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server")));
        const QStringList server{QStringLiteral("--"),
                                 test::nodeBinary(),
                                 test::sourceDir() + QStringLiteral("/tests/modern/stdio-server.mjs"),
                                 QStringLiteral("--modern-only"),
                                 QStringLiteral("--peers"),
                                 test::peersDir()};
        QTemporaryDir dir;
        const QString recording = dir.filePath(QStringLiteral("ask.jsonl"));
        const Run recorded = runMcpscope(
            QStringList{QStringLiteral("--cli"), QStringLiteral("--protocol-era"), QStringLiteral("modern"),
                        QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                        QStringLiteral("ask_name"), QStringLiteral("--elicitation"), QStringLiteral("cancel"),
                        QStringLiteral("--save-session"), recording, QStringLiteral("-q")}
            + server.mid(1));
        QVERIFY2(recorded.exitCode == 0, qPrintable(recorded.describe()));
        QVERIFY2(recorded.out.contains("cancelled"), qPrintable(recorded.describe()));
        // The file's header says what the connection negotiated.
        QFile file(recording);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject protocol
            = QJsonDocument::fromJson(file.readLine()).object().value(QStringLiteral("protocol")).toObject();
        QCOMPARE(protocol.value(QStringLiteral("era")).toString(), QStringLiteral("modern"));
        QCOMPARE(protocol.value(QStringLiteral("version")).toString(), QStringLiteral("2026-07-28"));
        QCOMPARE(protocol.value(QStringLiteral("configuredEra")).toString(), QStringLiteral("modern"));

        const Run same = runMcpscope(QStringList{QStringLiteral("replay"), recording, QStringLiteral("--protocol-era"),
                                                 QStringLiteral("modern"), QStringLiteral("-q"),
                                                 QStringLiteral("--format"), QStringLiteral("json")}
                                     + server);
        QVERIFY2(same.exitCode == 0, qPrintable(same.describe()));
        QVERIFY2(same.json().value(QStringLiteral("equal")).toBool(), qPrintable(same.describe()));

        // As a collection: the CLI's tools/list and one tools/call (the discovery is the
        // connection's; the second round is part of the call), expecting the last round's
        // answer, and no envelope of the recording's connection in the params.
        const QString made = dir.filePath(QStringLiteral("made.json"));
        const Run write
            = runMcpscope({QStringLiteral("replay"), recording, QStringLiteral("--write-collection"), made});
        QVERIFY2(write.exitCode == 0, qPrintable(write.describe()));
        Collection c;
        QString error;
        QVERIFY2(Collection::load(made, &c, &error), qPrintable(error));
        QCOMPARE(c.steps.size(), 2);
        QCOMPARE(c.steps.first().method, QStringLiteral("tools/list"));
        const CollectionStep &call = c.steps.last();
        QCOMPARE(call.method, QStringLiteral("tools/call"));
        QVERIFY(!call.params.contains(QStringLiteral("_meta")));
        QVERIFY(!call.params.contains(QStringLiteral("inputResponses")));
        QCOMPARE(call.expect.size(), 1);
        QVERIFY2(QJsonDocument(call.expect.first().value.toObject()).toJson().contains("cancelled"),
                 QJsonDocument(call.expect.first().value.toObject()).toJson().constData());
        // Its tools/list step passes against the same server in the modern era.
        const Run again = mcpscopeRun(
            QStringList{made, QStringLiteral("-q"), QStringLiteral("--protocol-era"), QStringLiteral("modern")}
            + server);
        QVERIFY2(again.out.contains("PASS  tools/list"), qPrintable(again.describe()));
    }

    void replayFindsTheDifference()
    {
        // The demo collection's session replayed against server-everything: other answers.
        if (m_everything.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")));
        QTemporaryDir dir;
        const QString recording = dir.filePath(QStringLiteral("demo.jsonl"));
        QCOMPARE(
            mcpscopeRun({example(QStringLiteral("demo-server.collection.json")), QStringLiteral("-q"),
                         QStringLiteral("--save-session"), recording, QStringLiteral("--"), test::demoServerBinary()})
                .exitCode,
            0);
        const Run r = runMcpscope({QStringLiteral("replay"), recording, QStringLiteral("-q"), QStringLiteral("--"),
                                   test::nodeBinary(), m_everything});
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        QVERIFY2(r.out.contains("Comparing A: ") && r.out.contains("with B: the replay"), qPrintable(r.describe()));
        QVERIFY2(r.out.contains("tools/call echo"), qPrintable(r.describe()));

        // The same recording as a collection: each step expects its recorded answer.
        const QString made = dir.filePath(QStringLiteral("made.json"));
        const Run write
            = runMcpscope({QStringLiteral("replay"), recording, QStringLiteral("--write-collection"), made});
        QVERIFY2(write.exitCode == 0, qPrintable(write.describe()));
        const Run again = mcpscopeRun({made, QStringLiteral("-q"), QStringLiteral("--"), test::demoServerBinary()});
        QVERIFY2(again.exitCode == 0, qPrintable(again.describe()));
        QVERIFY2(again.out.contains("9 passed, 0 failed"), qPrintable(again.describe()));
        const Run other
            = mcpscopeRun({made, QStringLiteral("-q"), QStringLiteral("--"), test::nodeBinary(), m_everything});
        QVERIFY2(other.exitCode == 1, qPrintable(other.describe()));
    }

    void fileRoundTrip()
    {
        Collection c;
        QString error;
        QVERIFY2(Collection::load(example(QStringLiteral("demo-server.collection.json")), &c, &error),
                 qPrintable(error));
        QCOMPARE(c.steps.size(), 8);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("again.json"));
        QVERIFY2(c.save(path, &error), qPrintable(error));
        QCOMPARE(QFile(path).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());
        Collection again;
        QVERIFY2(Collection::load(path, &again, &error), qPrintable(error));
        QCOMPARE(again.toJson(), c.toJson());
        QVERIFY(!Collection::fromJson(
            QJsonObject{{QStringLiteral("mcpscopeCollection"), 99}, {QStringLiteral("steps"), QJsonArray()}}, &again,
            &error));
        QVERIFY2(error.contains(QLatin1String("newer")), qPrintable(error));
    }

    void substitution()
    {
        const QHash<QString, QJsonValue> vars{{QStringLiteral("n"), 42}, {QStringLiteral("s"), QStringLiteral("abc")}};
        QStringList missing;
        const QJsonObject out
            = CollectionRunner::substitute(QJsonObject{{QStringLiteral("whole"), QStringLiteral("{{n}}")},
                                                       {QStringLiteral("inside"), QStringLiteral("x-{{ s }}-{{n}}")},
                                                       {QStringLiteral("deep"), QJsonArray{QStringLiteral("{{s}}")}},
                                                       {QStringLiteral("unknown"), QStringLiteral("{{u}}")}},
                                           vars, &missing);
        QCOMPARE(out.value(QStringLiteral("whole")), QJsonValue(42)); // keeps its type
        QCOMPARE(out.value(QStringLiteral("inside")).toString(), QStringLiteral("x-abc-42"));
        QCOMPARE(out.value(QStringLiteral("deep")).toArray().at(0).toString(), QStringLiteral("abc"));
        QCOMPARE(out.value(QStringLiteral("unknown")).toString(), QStringLiteral("{{u}}"));
        QCOMPARE(missing, QStringList{QStringLiteral("u")});
    }
};

QTEST_GUILESS_MAIN(TestRun)
#include "tst_run.moc"
