// SPDX-License-Identifier: MIT
// The client side of MCP in core: sampling and elicitation results, URL-mode checks, the
// roots list and its notification, logging levels, the log model, and a server cancelling
// its own request. The live parts run against the built-in demo server.
#include "mcp/autoanswer.h"
#include "mcp/elicitation.h"
#include "mcp/logfiltermodel.h"
#include "mcp/logginglevel.h"
#include "mcp/logmodel.h"
#include "mcp/rootslist.h"
#include "mcp/sampling.h"
#include "mcp/serverrequesthandler.h"

#include "liveconnection.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace mcpscope;
using test::LiveConnection;

namespace {

QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

/// Answers roots/list from a RootsList and holds sampling/elicitation requests until the
/// test answers them (or the server withdraws them).
class HoldingHandler : public ServerRequestHandler
{
public:
    RootsList *roots = nullptr;
    QList<Message> held;
    QList<Succeed> succeeds;
    QList<Fail> fails;
    QList<QJsonValue> abandoned;
    QStringList abandonReasons;

    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override
    {
        if (request.method() == QLatin1String("roots/list") && roots) {
            succeed(roots->result());
            return;
        }
        held.append(request);
        succeeds.append(std::move(succeed));
        fails.append(std::move(fail));
    }
    void serverRequestAbandoned(const QJsonValue &id, const QString &reason) override
    {
        abandoned.append(id);
        abandonReasons.append(reason);
    }
};

Message logNotification(const QJsonObject &params)
{
    return Message::notification(QStringLiteral("notifications/message"), params);
}

} // namespace

class TestClientSide : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void samplingResult_data();
    void samplingResult();
    void samplingRequest();
    void cannedRepliesAreValid();
    void elicitationRequest_data();
    void elicitationRequest();
    void elicitationResult_data();
    void elicitationResult();
    void urlWarnings_data();
    void urlWarnings();
    void elicitationComplete();
    void loggingLevels();
    void logModel();
    void logFilter();
    void rootsModel();
    void rootsNotifyDemoServer();
    void rootsNoNotifyWithoutListChanged();
    void setLevelDemoServer();
    void serverCancelsItsRequest();
};

void TestClientSide::samplingResult_data()
{
    QTest::addColumn<QJsonObject>("result");
    QTest::addColumn<int>("problems");
    QTest::newRow("built") << Sampling::textResult(QStringLiteral("hi"), QStringLiteral("m"), QStringLiteral("endTurn"))
                           << 0;
    QTest::newRow("no stop reason") << Sampling::textResult(QStringLiteral("hi"), QStringLiteral("m"), QString()) << 0;
    QTest::newRow("array content") << parse(
        R"({"role":"assistant","model":"m","content":[{"type":"text","text":"a"},{"type":"image","data":"AA==","mimeType":"image/png"}]})")
                                   << 0;
    QTest::newRow("tool use") << parse(
        R"({"role":"assistant","model":"m","stopReason":"toolUse","content":[{"type":"tool_use","id":"1","name":"t","input":{}}]})")
                              << 0;
    QTest::newRow("no role") << parse(R"({"model":"m","content":{"type":"text","text":"a"}})") << 1;
    QTest::newRow("bad role") << parse(R"({"role":"system","model":"m","content":{"type":"text","text":"a"}})") << 1;
    QTest::newRow("no model") << parse(R"({"role":"assistant","content":{"type":"text","text":"a"}})") << 1;
    QTest::newRow("no content") << parse(R"({"role":"assistant","model":"m"})") << 1;
    QTest::newRow("resource block") << parse(
        R"({"role":"assistant","model":"m","content":{"type":"resource_link","uri":"x:"}})")
                                    << 1;
    QTest::newRow("text without text") << parse(R"({"role":"assistant","model":"m","content":{"type":"text"}})") << 1;
    QTest::newRow("toolUse without block")
        << parse(R"({"role":"assistant","model":"m","stopReason":"toolUse","content":{"type":"text","text":"a"}})")
        << 1;
    QTest::newRow("stop reason number") << parse(
        R"({"role":"assistant","model":"m","stopReason":3,"content":{"type":"text","text":"a"}})")
                                        << 1;
}

void TestClientSide::samplingResult()
{
    QFETCH(QJsonObject, result);
    QFETCH(int, problems);
    const QStringList found = Sampling::checkResult(result);
    QVERIFY2(found.size() == problems, qPrintable(found.join(QLatin1Char('|'))));
}

void TestClientSide::samplingRequest()
{
    const SamplingRequest r = SamplingRequest::fromParams(parse(
        R"({"messages":[{"role":"user","content":{"type":"text","text":"Hello"}},)"
        R"({"role":"assistant","content":[{"type":"text","text":"a"},{"type":"image","data":"AA==","mimeType":"image/png"}]}],)"
        R"("systemPrompt":"Be brief","maxTokens":100,"temperature":0.7,"stopSequences":["END"],"includeContext":"thisServer",)"
        R"("modelPreferences":{"hints":[{"name":"claude"},{"name":"gpt"}],"costPriority":0.3,"speedPriority":0.8},)"
        R"("tools":[{"name":"t","inputSchema":{"type":"object"}}],"toolChoice":{"mode":"auto"}})"));
    QCOMPARE(r.messages.size(), 2);
    QCOMPARE(r.messages.at(0).role, QStringLiteral("user"));
    QCOMPARE(r.messages.at(0).blocks.size(), 1);
    QCOMPARE(r.messages.at(1).blocks.size(), 2);
    QCOMPARE(r.systemPrompt, QStringLiteral("Be brief"));
    QCOMPARE(r.maxTokens, qint64(100));
    QVERIFY(r.hasTemperature);
    QCOMPARE(r.temperature, 0.7);
    QCOMPARE(r.stopSequences, QStringList{QStringLiteral("END")});
    QCOMPARE(r.includeContext, QStringLiteral("thisServer"));
    QCOMPARE(r.modelHints, (QStringList{QStringLiteral("claude"), QStringLiteral("gpt")}));
    QCOMPARE(r.costPriority, 0.3);
    QCOMPARE(r.speedPriority, 0.8);
    QCOMPARE(r.intelligencePriority, -1.0);
    QCOMPARE(r.tools.size(), 1);
    QCOMPARE(r.toolChoice.value(QStringLiteral("mode")).toString(), QStringLiteral("auto"));

    const SamplingRequest empty = SamplingRequest::fromParams({});
    QVERIFY(empty.messages.isEmpty());
    QCOMPARE(empty.maxTokens, qint64(-1));
    QVERIFY(!empty.hasTemperature);
}

void TestClientSide::cannedRepliesAreValid()
{
    const int count = int(AutoAnswer::cannedReplies().size());
    QVERIFY(count >= 3);
    for (int i = 0; i < count; ++i) {
        const QJsonObject result = AutoAnswer::cannedResult(i);
        QVERIFY2(Sampling::checkResult(result).isEmpty(), qPrintable(QString::number(i)));
        QCOMPARE(result.value(QStringLiteral("model")).toString(), AutoAnswer::cannedModelName());
    }
    AutoAnswer answer;
    QSignalSpy changed(&answer, &AutoAnswer::changed);
    answer.setCannedReplyIndex(1);
    answer.setEnabled(true);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(answer.samplingResult(), AutoAnswer::cannedResult(1));
    QCOMPARE(answer.elicitationResult().value(QStringLiteral("action")).toString(), QStringLiteral("decline"));
    answer.setCannedReplyIndex(999); // ignored
    QCOMPARE(answer.cannedReplyIndex(), 1);
}

void TestClientSide::elicitationRequest_data()
{
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("usable");
    const int form = int(ElicitationRequest::Mode::Form);
    const int url = int(ElicitationRequest::Mode::Url);
    const int unknown = int(ElicitationRequest::Mode::Unknown);
    QTest::newRow("form, mode given") << parse(
        R"({"mode":"form","message":"m","requestedSchema":{"type":"object","properties":{}}})")
                                      << form << true;
    QTest::newRow("form, no mode (2025-06-18)")
        << parse(R"({"message":"m","requestedSchema":{"type":"object","properties":{}}})") << form << true;
    QTest::newRow("form without schema") << parse(R"({"message":"m"})") << form << false;
    QTest::newRow("url") << parse(
        R"({"mode":"url","message":"m","url":"https://example.com/a?b=c","elicitationId":"e1"})")
                         << url << true;
    QTest::newRow("url without id") << parse(R"({"mode":"url","message":"m","url":"https://example.com/"})") << url
                                    << false;
    QTest::newRow("url without url") << parse(R"({"mode":"url","message":"m","elicitationId":"e1"})") << url << false;
    QTest::newRow("javascript url") << parse(
        R"({"mode":"url","message":"m","url":"javascript:alert","elicitationId":"e1"})")
                                    << url << false;
    QTest::newRow("file url") << parse(
        R"({"mode":"url","message":"m","url":"file:///etc/passwd","elicitationId":"e1"})")
                              << url << false;
    QTest::newRow("unknown mode") << parse(R"({"mode":"telepathy","message":"m"})") << unknown << false;
}

void TestClientSide::elicitationRequest()
{
    QFETCH(QJsonObject, params);
    QFETCH(int, mode);
    QFETCH(bool, usable);
    const ElicitationRequest r = ElicitationRequest::fromParams(params);
    QCOMPARE(int(r.mode), mode);
    QCOMPARE(r.problem.isEmpty(), usable);
    QCOMPARE(r.message, params.value(QStringLiteral("message")).toString());
    if (r.mode == ElicitationRequest::Mode::Url && usable) {
        QCOMPARE(r.url, QStringLiteral("https://example.com/a?b=c"));
        QCOMPARE(r.elicitationId, QStringLiteral("e1"));
    }
}

void TestClientSide::elicitationResult_data()
{
    QTest::addColumn<QJsonObject>("result");
    QTest::addColumn<bool>("urlMode");
    QTest::addColumn<int>("problems");
    QTest::newRow("accept form") << Elicitation::acceptResult(parse(R"({"a":"x","n":3,"b":true,"list":["p","q"]})"))
                                 << false << 0;
    QTest::newRow("accept url") << Elicitation::acceptUrlResult() << true << 0;
    QTest::newRow("decline") << Elicitation::declineResult() << false << 0;
    QTest::newRow("cancel") << Elicitation::cancelResult() << true << 0;
    QTest::newRow("decline with content") << parse(R"({"action":"decline","content":{}})") << false << 1;
    QTest::newRow("url accept with content") << parse(R"({"action":"accept","content":{"a":"x"}})") << true << 1;
    QTest::newRow("bad action") << parse(R"({"action":"maybe"})") << false << 1;
    QTest::newRow("nested value") << Elicitation::acceptResult(parse(R"({"a":{"b":1}})")) << false << 1;
    QTest::newRow("list of numbers") << Elicitation::acceptResult(parse(R"({"a":[1,2]})")) << false << 1;
    QTest::newRow("content not an object") << parse(R"({"action":"accept","content":[1]})") << false << 1;
}

void TestClientSide::elicitationResult()
{
    QFETCH(QJsonObject, result);
    QFETCH(bool, urlMode);
    QFETCH(int, problems);
    const QStringList found
        = Elicitation::checkResult(result, urlMode ? ElicitationRequest::Mode::Url : ElicitationRequest::Mode::Form);
    QVERIFY2(found.size() == problems, qPrintable(found.join(QLatin1Char('|'))));
    if (result == Elicitation::declineResult() || result == Elicitation::cancelResult()
        || result == Elicitation::acceptUrlResult())
        QVERIFY(!result.contains(QStringLiteral("content")));
}

void TestClientSide::urlWarnings_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("warnings");
    QTest::newRow("https") << QStringLiteral("https://example.com/login?x=1") << QStringLiteral("example.com") << 0;
    QTest::newRow("http") << QStringLiteral("http://example.com/") << QStringLiteral("example.com") << 1;
    QTest::newRow("http localhost") << QStringLiteral("http://localhost/cb") << QStringLiteral("localhost") << 0;
    QTest::newRow("ip address") << QStringLiteral("https://203.0.113.9/") << QStringLiteral("203.0.113.9") << 1;
    QTest::newRow("user info") << QStringLiteral("https://paypal.com@evil.example/") << QStringLiteral("evil.example")
                               << 1;
    QTest::newRow("punycode") << QStringLiteral("https://xn--80ak6aa92e.com/")
                              << QStringLiteral("\u0430\u0440\u0440\u04cf\u0435.com") << 1;
    QTest::newRow("port") << QStringLiteral("https://example.com:8443/") << QStringLiteral("example.com") << 1;
}

void TestClientSide::urlWarnings()
{
    QFETCH(QString, url);
    QFETCH(QString, host);
    QFETCH(int, warnings);
    const QUrl u(url, QUrl::StrictMode);
    QVERIFY(Elicitation::canOpen(u));
    QCOMPARE(Elicitation::displayHost(u), host);
    const QStringList found = Elicitation::urlWarnings(u);
    QVERIFY2(found.size() == warnings, qPrintable(found.join(QLatin1Char('|'))));
    QVERIFY(!Elicitation::canOpen(QUrl(QStringLiteral("javascript:alert(1)"))));
    QVERIFY(!Elicitation::canOpen(QUrl(QStringLiteral("file:///etc/passwd"))));
}

void TestClientSide::elicitationComplete()
{
    const Message complete = Message::notification(QStringLiteral("notifications/elicitation/complete"),
                                                   {{QStringLiteral("elicitationId"), QStringLiteral("e7")}});
    QCOMPARE(Elicitation::completedElicitationId(complete), QStringLiteral("e7"));
    QVERIFY(
        Elicitation::completedElicitationId(Message::notification(QStringLiteral("notifications/message"))).isEmpty());
    QVERIFY(
        Elicitation::completedElicitationId(Message::request(1, QStringLiteral("notifications/elicitation/complete")))
            .isEmpty());
}

void TestClientSide::loggingLevels()
{
    const QStringList names = LoggingLevel::names();
    QCOMPARE(names, (QStringList{QStringLiteral("debug"), QStringLiteral("info"), QStringLiteral("notice"),
                                 QStringLiteral("warning"), QStringLiteral("error"), QStringLiteral("critical"),
                                 QStringLiteral("alert"), QStringLiteral("emergency")}));
    QCOMPARE(LoggingLevel::Count, int(names.size()));
    for (int i = 0; i < LoggingLevel::Count; ++i) {
        QCOMPARE(LoggingLevel::fromName(LoggingLevel::name(LoggingLevel::Level(i))), i);
        QVERIFY(!LoggingLevel::displayName(LoggingLevel::Level(i)).isEmpty());
    }
    QCOMPARE(LoggingLevel::fromName(QStringLiteral("verbose")), -1);
    QVERIFY(LoggingLevel::serverSupportsLogging(parse(R"({"logging":{}})")));
    QVERIFY(!LoggingLevel::serverSupportsLogging(parse(R"({"tools":{}})")));
}

void TestClientSide::logModel()
{
    Session session;
    session.appendReceived(logNotification(parse(R"({"level":"info","logger":"db","data":"connected"})")));
    LogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&session);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.columnCount(), int(LogModel::ColumnCount));

    session.appendSent(logNotification(parse(R"({"level":"info","data":"ours, not the server's"})")));
    session.appendReceived(
        Message::notification(QStringLiteral("notifications/progress"), parse(R"({"progressToken":1,"progress":1})")));
    session.appendLifecycle(QStringLiteral("note"));
    const qsizetype objectEvent
        = session.appendReceived(logNotification(parse(R"({"level":"error","data":{"code":7,"text":"disk full"}})")));
    session.appendReceived(logNotification(parse(R"({"level":"shouting","data":42})")));
    const QString longText(LogModel::PreviewChars + 50, QLatin1Char('x'));
    session.appendReceived(
        logNotification({{QStringLiteral("level"), QStringLiteral("debug")}, {QStringLiteral("data"), longText}}));
    QCOMPARE(model.rowCount(), 1); // batched
    QTRY_COMPARE(model.rowCount(), 4);

    QCOMPARE(model.index(0, LogModel::LoggerColumn).data().toString(), QStringLiteral("db"));
    QCOMPARE(model.index(0, LogModel::DataColumn).data().toString(), QStringLiteral("connected"));
    QCOMPARE(model.index(0, LogModel::LevelColumn).data(LogModel::LevelRole).toInt(), int(LoggingLevel::Info));
    QCOMPARE(model.index(0, LogModel::LevelColumn).data().toString(), LoggingLevel::displayName(LoggingLevel::Info));
    QVERIFY(!model.index(0, LogModel::TimeColumn).data().toString().isEmpty());
    QCOMPARE(model.index(1, LogModel::DataColumn).data().toString(),
             QStringLiteral(R"({"code":7,"text":"disk full"})"));
    QCOMPARE(model.index(1, 0).data(LogModel::EventIndexRole).toLongLong(), qlonglong(objectEvent));
    QCOMPARE(model.index(2, LogModel::LevelColumn).data(LogModel::LevelRole).toInt(), -1);
    QCOMPARE(model.index(2, LogModel::LevelColumn).data().toString(), QStringLiteral("shouting"));
    QCOMPARE(model.index(2, LogModel::DataColumn).data().toString(), QStringLiteral("42"));
    const QString preview = model.index(3, LogModel::DataColumn).data().toString();
    QCOMPARE(int(preview.size()), LogModel::PreviewChars + 1);
    QCOMPARE(model.index(3, LogModel::DataColumn).data(LogModel::FullDataRole).toString(), longText);

    model.clear();
    QCOMPARE(model.rowCount(), 0);
    session.appendReceived(logNotification(parse(R"({"level":"alert","data":"again"})")));
    QTRY_COMPARE(model.rowCount(), 1);

    // A second model over the same session sees every log message at once.
    LogModel other;
    QAbstractItemModelTester otherTester(&other, QAbstractItemModelTester::FailureReportingMode::QtTest);
    other.setSession(&session);
    QCOMPARE(other.rowCount(), 5);
}

void TestClientSide::logFilter()
{
    Session session;
    LogModel model;
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    LogFilterModel filter;
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setSourceModel(&model);
    model.setSession(&session);
    for (const QString &level : LoggingLevel::names())
        session.appendReceived(logNotification({{QStringLiteral("level"), level}, {QStringLiteral("data"), level}}));
    session.appendReceived(logNotification(parse(R"({"level":"odd","data":"?"})")));
    model.flush();
    QCOMPARE(filter.rowCount(), 9);
    filter.setMinimumLevel(LoggingLevel::Warning);
    QCOMPARE(filter.rowCount(), 5 + 1); // warning..emergency, and the unknown level
    QCOMPARE(filter.index(0, LogModel::DataColumn).data().toString(), QStringLiteral("warning"));
    filter.setMinimumLevel(LoggingLevel::Emergency);
    QCOMPARE(filter.rowCount(), 2);
    filter.setMinimumLevel(LoggingLevel::Debug);
    QCOMPARE(filter.rowCount(), 9);
}

void TestClientSide::rootsModel()
{
    QTemporaryDir a, b;
    RootsList roots;
    QAbstractItemModelTester tester(&roots, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(&roots, &RootsList::changed);
    roots.setDirectories({a.path(), a.path() + QStringLiteral("/."), b.path()});
    QCOMPARE(roots.rowCount(), 2);
    QVERIFY(!roots.addDirectory(a.path()));
    QTemporaryDir c;
    QVERIFY(roots.addDirectory(c.path()));
    QCOMPARE(roots.rowCount(), 3);
    const QJsonArray list = roots.result().value(QStringLiteral("roots")).toArray();
    QCOMPARE(list.size(), 3);
    QCOMPARE(list.at(2).toObject().value(QStringLiteral("uri")).toString(), QUrl::fromLocalFile(c.path()).toString());
    QCOMPARE(list.at(2).toObject().value(QStringLiteral("name")).toString(), QFileInfo(c.path()).fileName());
    QVERIFY(list.at(0).toObject().value(QStringLiteral("uri")).toString().startsWith(QLatin1String("file:///")));
    QCOMPARE(roots.index(2).data(RootsList::PathRole).toString(), c.path());
    QCOMPARE(roots.index(2).data().toString(), QDir::toNativeSeparators(c.path()));
    QCOMPARE(roots.index(2).data(RootsList::NameRole).toString(), QFileInfo(c.path()).fileName());
    QCOMPARE(roots.index(2).data(RootsList::UriRole).toString(), QUrl::fromLocalFile(c.path()).toString());
    roots.removeAt(0);
    QCOMPARE(roots.directories(), (QStringList{b.path(), c.path()}));
    roots.removeAt(7); // ignored
    QCOMPARE(changed.count(), 3);
    QCOMPARE(changed.last().at(0).toBool(), false); // no client: nobody told
}

void TestClientSide::rootsNotifyDemoServer()
{
    // The handler outlives the connection: the client may call it until the server has gone.
    HoldingHandler handler;
    RootsList roots;
    QAbstractItemModelTester rootsTester(&roots, QAbstractItemModelTester::FailureReportingMode::QtTest);
    LiveConnection c(LiveConnection::demoServer());
    handler.roots = &roots;
    QTemporaryDir first, second;
    roots.setDirectories({first.path()});
    roots.setClient(&c.client);
    c.client.setServerRequestHandler(&handler);
    QVERIFY(c.connectAndWait());

    QSignalSpy changed(&roots, &RootsList::changed);
    QVERIFY(roots.addDirectory(second.path()));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toBool(), true);
    QCOMPARE(c.sent(QStringLiteral("notifications/roots/list_changed")).size(), 1);

    Reply reply;
    bool done = false;
    c.startCall(QStringLiteral("list-roots"), {}, &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
    const QString text = LiveConnection::resultText(reply);
    QVERIFY2(text.contains(QStringLiteral("2 root(s)")), qPrintable(text));
    QVERIFY2(text.contains(QUrl::fromLocalFile(second.path()).toString()), qPrintable(text));
    QVERIFY2(text.contains(QUrl::fromLocalFile(first.path()).toString()), qPrintable(text));
    QVERIFY2(c.ownErrors().isEmpty(), qPrintable(c.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientSide::rootsNoNotifyWithoutListChanged()
{
    LiveConnection c(LiveConnection::demoServer());
    QJsonObject caps = c.client.clientCapabilities();
    caps.insert(QStringLiteral("roots"), QJsonObject());
    c.client.setClientCapabilities(caps);
    RootsList roots;
    QAbstractItemModelTester rootsTester(&roots, QAbstractItemModelTester::FailureReportingMode::QtTest);
    roots.setClient(&c.client);
    QVERIFY(c.connectAndWait());
    QTemporaryDir dir;
    QSignalSpy changed(&roots, &RootsList::changed);
    QVERIFY(roots.addDirectory(dir.path()));
    QCOMPARE(changed.at(0).at(0).toBool(), false);
    QVERIFY(!roots.notifiesChanges());
    QVERIFY(c.sent(QStringLiteral("notifications/roots/list_changed")).isEmpty());
}

void TestClientSide::setLevelDemoServer()
{
    LiveConnection c(LiveConnection::demoServer());
    QVERIFY(c.connectAndWait());
    QVERIFY(LoggingLevel::serverSupportsLogging(c.client.serverCapabilities()));
    Reply level;
    bool leveled = false;
    LoggingLevel::setLevel(&c.client, LoggingLevel::Error, nullptr, [&](const Reply &r) {
        level = r;
        leveled = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(leveled, 20000);
    QVERIFY2(level.ok(), qPrintable(level.errorMessage));
    QCOMPARE(c.sent(QStringLiteral("logging/setLevel")).last().params().value(QStringLiteral("level")).toString(),
             QStringLiteral("error"));

    LogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&c.session);
    Reply reply;
    bool done = false;
    c.startCall(QStringLiteral("log-something"), {{QStringLiteral("message"), QStringLiteral("probe")}}, &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QVERIFY2(LiveConnection::resultText(reply).contains(QStringLiteral("Sent 4 of 8")),
             qPrintable(LiveConnection::resultText(reply)));
    QTRY_COMPARE(model.rowCount(), 4);
    QCOMPARE(model.index(0, LogModel::DataColumn).data().toString(), QStringLiteral("probe (error)"));
    QCOMPARE(model.index(3, LogModel::LevelColumn).data(LogModel::LevelRole).toInt(), int(LoggingLevel::Emergency));
    QCOMPARE(model.index(0, LogModel::LoggerColumn).data().toString(), QStringLiteral("mcpscope-demo"));
    QVERIFY2(c.ownErrors().isEmpty(), qPrintable(c.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientSide::serverCancelsItsRequest()
{
    HoldingHandler handler;
    LiveConnection c(LiveConnection::demoServer());
    c.client.setServerRequestHandler(&handler);
    QVERIFY(c.connectAndWait());
    Reply reply;
    bool done = false;
    const qint64 callId = c.startCall(QStringLiteral("ask-sampling"),
                                      {{QStringLiteral("prompt"), QStringLiteral("2+2?")}}, &reply, &done);
    QTRY_COMPARE_WITH_TIMEOUT(handler.held.size(), 1, 30000);
    const Message request = handler.held.first();
    QCOMPARE(request.method(), QStringLiteral("sampling/createMessage"));
    QCOMPARE(c.client.serverRequestsInFlight(), 1);

    // Cancelling the tool call makes the demo server withdraw its sampling request.
    c.client.cancel(callId, QStringLiteral("test"));
    QTRY_COMPARE_WITH_TIMEOUT(handler.abandoned.size(), 1, 30000);
    QCOMPARE(IdKey::from(handler.abandoned.first()), request.idKey());
    QCOMPARE(c.client.serverRequestsInFlight(), 0);
    QVERIFY(done);
    QCOMPARE(reply.status, Reply::Status::Cancelled);

    // Answering now sends nothing: a withdrawn request gets no response.
    const qsizetype before = c.session.count();
    handler.succeeds.first()(Sampling::textResult(QStringLiteral("late"), QStringLiteral("m"), QString()));
    for (qsizetype i = before; i < c.session.count(); ++i)
        QVERIFY(c.session.eventAt(i).type != SessionEvent::Type::Sent);
    QVERIFY2(c.ownErrors().isEmpty(), qPrintable(c.ownErrors().join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestClientSide)
#include "tst_clientside.moc"
