// SPDX-License-Identifier: MIT
// LoadRun (core/collections/loadrun.h) against the demo server: a collection's requests sent
// round robin, never more in flight than asked, captured values filled in, answers of the
// expected kind counted as answered and the rest as errors, stop() honoured, the figures and
// the report consistent with each other. No timing is asserted.
#include "collections/loadrun.h"
#include "liveconnection.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;
using mcpscope::test::LiveConnection;

namespace {

CollectionStep step(const QString &method, const QJsonObject &params, bool expectsError = false)
{
    CollectionStep s;
    s.name = method;
    s.method = method;
    s.params = params;
    Expectation e;
    e.type = expectsError ? Expectation::Type::ProtocolError : Expectation::Type::NoError;
    s.expect = {e};
    return s;
}

Collection echoAndPing()
{
    Collection c;
    c.name = QStringLiteral("load");
    c.steps
        = {step(QStringLiteral("tools/call"),
                {{QStringLiteral("name"), QStringLiteral("echo")},
                 {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("{{word}}")}}}}),
           step(QStringLiteral("ping"), {})};
    return c;
}

/// The most requests the client had sent and not yet seen answered, read off its session.
int mostInFlight(const Session &session)
{
    int inFlight = 0;
    int most = 0;
    for (const SessionEvent &e : session.events()) {
        if (e.type == SessionEvent::Type::Sent && e.message.isRequest()
            && e.message.method() != QLatin1String("initialize"))
            most = std::max(most, ++inFlight);
        else if (e.type == SessionEvent::Type::Received && e.message.isResponse() && e.linked >= 0
                 && session.eventAt(e.linked).message.method() != QLatin1String("initialize"))
            --inFlight;
    }
    return most;
}

} // namespace

class TestLoadRun : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
    }

    void byCountRoundRobin()
    {
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        LoadRun::Options options;
        options.concurrency = 3;
        options.requests = 7;
        LoadRun run(&c.client, echoAndPing(), {{QStringLiteral("word"), QStringLiteral("hello")}}, options);
        QSignalSpy finished(&run, &LoadRun::finished);
        run.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(run.isDone());

        const LoadFigures f = run.figures();
        QCOMPARE(f.sent, 7);
        QCOMPARE(f.answered, 7);
        QCOMPARE(f.errors, 0);
        QVERIFY(f.firstError.isEmpty());
        QCOMPARE(run.latencies().size(), size_t(7));
        QCOMPARE(run.answeredAt().size(), size_t(7));
        QVERIFY(std::is_sorted(run.answeredAt().begin(), run.answeredAt().end()));
        QVERIFY(f.p50Ms <= f.p90Ms && f.p90Ms <= f.p99Ms && f.p99Ms <= f.maxMs);
        QCOMPARE(f.maxMs, *std::max_element(run.latencies().begin(), run.latencies().end()));

        // Round robin over the steps, the captured value filled in, at most 3 in flight.
        QCOMPARE(c.sentCount(QStringLiteral("tools/call")), 4);
        QCOMPARE(c.sentCount(QStringLiteral("ping")), 3);
        for (const Message &call : c.sent(QStringLiteral("tools/call")))
            QCOMPARE(
                call.params().value(QStringLiteral("arguments")).toObject().value(QStringLiteral("message")).toString(),
                QStringLiteral("hello"));
        // start() sends as many as may be in flight at once, and never more after.
        QCOMPARE(mostInFlight(c.session), 3);
    }

    void concurrencyOneIsOneAtATime()
    {
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        LoadRun::Options options;
        options.requests = 5;
        LoadRun run(&c.client, echoAndPing(), {{QStringLiteral("word"), QStringLiteral("x")}}, options);
        QSignalSpy finished(&run, &LoadRun::finished);
        run.start();
        QVERIFY(finished.wait(30000));
        QCOMPARE(run.figures().answered, 5);
        QCOMPARE(mostInFlight(c.session), 1);
    }

    void errorsAreTheUnexpectedKind()
    {
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        Collection collection;
        collection.steps = {step(QStringLiteral("no/such/method"), {}, true), // an error, as expected
                            step(QStringLiteral("no/such/method"), {}),       // an error where a result was expected
                            step(QStringLiteral("ping"), {}, true)};          // a result where an error was expected
        LoadRun::Options options;
        options.requests = 3;
        LoadRun run(&c.client, collection, {}, options);
        QSignalSpy finished(&run, &LoadRun::finished);
        run.start();
        QVERIFY(finished.wait(30000));
        const LoadFigures f = run.figures();
        QCOMPARE(f.sent, 3);
        QCOMPARE(f.answered, 1);
        QCOMPARE(f.errors, 2);
        QVERIFY2(f.firstError.startsWith(QLatin1String("-32601")), qPrintable(f.firstError));
        QVERIFY2(f.toText().contains(f.firstError), qPrintable(f.toText()));
        QCOMPARE(f.toJson().value(QStringLiteral("errors")).toInteger(), 2);
    }

    void stopSendsNoMore()
    {
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        LoadRun::Options options;
        options.concurrency = 2;
        options.requests = 1000;
        LoadRun run(&c.client, echoAndPing(), {{QStringLiteral("word"), QStringLiteral("x")}}, options);
        QSignalSpy finished(&run, &LoadRun::finished);
        run.start();
        run.stop(); // two are in flight: they still count, nothing more goes out
        QVERIFY(finished.wait(30000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(run.figures().sent, 2);
        QCOMPARE(run.figures().answered, 2);
        QCOMPARE(c.sentCount(QStringLiteral("tools/call")) + c.sentCount(QStringLiteral("ping")), 2);
        QCOMPARE(mostInFlight(c.session), 2);
    }

    void emptyCollectionFinishes()
    {
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        LoadRun::Options options;
        options.requests = 10;
        LoadRun run(&c.client, Collection(), {}, options);
        QSignalSpy finished(&run, &LoadRun::finished);
        run.start();
        QVERIFY(finished.wait(5000));
        QVERIFY(run.isDone());
        QCOMPARE(run.figures().sent, 0);
    }

    void reportHoldsEveryAnswer()
    {
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        LoadRun::Options options;
        options.concurrency = 2;
        options.requests = 4;
        LoadRun run(&c.client, echoAndPing(), {{QStringLiteral("word"), QStringLiteral("x")}}, options);
        QSignalSpy finished(&run, &LoadRun::finished);
        run.start();
        QVERIFY(finished.wait(30000));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("load.json"));
        QString error;
        QVERIFY2(run.saveReport(path, QStringLiteral("my collection"), &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(report, run.report(QStringLiteral("my collection")));
        QCOMPARE(report.value(QStringLiteral("collection")).toString(), QStringLiteral("my collection"));
        const QJsonObject written = report.value(QStringLiteral("options")).toObject();
        QCOMPARE(written.value(QStringLiteral("concurrency")).toInt(), 2);
        QCOMPARE(written.value(QStringLiteral("requests")).toInteger(), 4);
        QCOMPARE(report.value(QStringLiteral("load")).toObject(), run.figures().toJson());
        // Every answer: [when, latency], to the microsecond, in the order they came.
        const QJsonArray samples = report.value(QStringLiteral("samples")).toArray();
        QCOMPARE(samples.size(), 4);
        for (qsizetype i = 0; i < samples.size(); ++i) {
            QVERIFY(qAbs(samples.at(i).toArray().at(0).toDouble() - run.answeredAt().at(size_t(i))) <= 0.0005);
            QVERIFY(qAbs(samples.at(i).toArray().at(1).toDouble() - run.latencies().at(size_t(i))) <= 0.0005);
        }
        // Owner only.
        QCOMPARE(
            file.permissions()
                & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup | QFileDevice::WriteOther),
            QFileDevice::Permissions());
    }
};

QTEST_GUILESS_MAIN(TestLoadRun)
#include "tst_loadrun.moc"
