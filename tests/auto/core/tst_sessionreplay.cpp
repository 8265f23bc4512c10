// SPDX-License-Identifier: MIT
// SessionReplay (core/collections/sessionreplay.h): the client's requests of a real recorded
// session (the demo server), read back in order without the handshake; a collection made
// from them expects the recorded answers; the recorded answers to the server's requests are
// given again; and the requests are sent again, one after another, to a real server.
#include "collections/sessionreplay.h"
#include "jsonrpc/message.h"
#include "liveconnection.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace mcpscope;
using mcpscope::test::LiveConnection;

namespace {

/// Sends @p method and waits for its answer.
Reply ask(LiveConnection &c, const QString &method, const QJsonObject &params)
{
    Reply got;
    bool done = false;
    QObject context;
    c.client.request(method, params, &context, [&](const Reply &reply) {
        got = reply;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        got.status = Reply::Status::Timeout;
    return got;
}

QJsonObject echoParams()
{
    return {{QStringLiteral("name"), QStringLiteral("echo")},
            {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("again")}}}};
}

} // namespace

class TestSessionReplay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
    }

    void recordedRequestsAndCollection()
    {
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        QCOMPARE(ask(c, QStringLiteral("tools/list"), {}).status, Reply::Status::Result);
        const Reply echo = ask(c, QStringLiteral("tools/call"), echoParams());
        QCOMPARE(echo.status, Reply::Status::Result);
        const Reply missing = ask(c, QStringLiteral("no/such/method"), {});
        QCOMPARE(missing.status, Reply::Status::Error);

        const RecordedRequests recorded = RecordedRequests::fromSession(c.session);
        // In order, the handshake left out (the replaying client makes its own).
        QStringList methods;
        for (const RecordedRequests::Request &r : recorded.requests) {
            methods << r.method;
            QCOMPARE(c.session.eventAt(r.event).type, SessionEvent::Type::Sent);
            QCOMPARE(c.session.eventAt(r.event).message.method(), r.method);
        }
        QCOMPARE(methods, (QStringList{QStringLiteral("tools/list"), QStringLiteral("tools/call"),
                                       QStringLiteral("no/such/method")}));
        QCOMPARE(recorded.requests.at(1).params.value(QStringLiteral("arguments")),
                 echoParams().value(QStringLiteral("arguments")));
        QVERIFY(recorded.answers.isEmpty()); // the demo server asked nothing of the client

        const Collection collection = collectionFromSession(c.session, QStringLiteral("recorded"));
        QCOMPARE(collection.name, QStringLiteral("recorded"));
        QCOMPARE(collection.steps.size(), 3);
        QCOMPARE(collection.steps.at(1).name, QStringLiteral("tools/call echo"));
        QCOMPARE(collection.steps.at(1).method, QStringLiteral("tools/call"));
        QCOMPARE(collection.steps.at(1).expect.size(), 1);
        QCOMPARE(collection.steps.at(1).expect.at(0).type, Expectation::Type::Snapshot);
        QCOMPARE(collection.steps.at(1).expect.at(0).value.toObject(), echo.result.object());
        QCOMPARE(collection.steps.at(2).expect.at(0).type, Expectation::Type::ProtocolError);
        QCOMPARE(collection.steps.at(2).expect.at(0).code, missing.errorCode);
        QCOMPARE(missing.errorCode, -32601);
    }

    void replaySendsThemAgain()
    {
        RecordedRequests recorded;
        recorded.requests = {{QStringLiteral("tools/list"), {}, 3},
                             {QStringLiteral("tools/call"), echoParams(), 5},
                             {QStringLiteral("no/such/method"), {}, 7}};
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        SessionReplay replay(&c.client, recorded);
        QSignalSpy done(&replay, &SessionReplay::requestDone);
        QSignalSpy finished(&replay, &SessionReplay::finished);
        replay.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(done.count(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(done.at(i).at(0).toInt(), i);
            QCOMPARE(done.at(i).at(1).toString(), recorded.requests.at(i).method);
            QVERIFY(done.at(i).at(2).toBool()); // an error is an answer too
        }
        QCOMPARE(replay.unanswered(), 0);
        // One after another, each with its params: the new session holds them in order.
        const QList<Message> calls = c.sent(QStringLiteral("tools/call"));
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.at(0).params().value(QStringLiteral("arguments")),
                 echoParams().value(QStringLiteral("arguments")));
        QVERIFY(c.received(QString()).size() >= 4);
        QVERIFY(c.sent(QStringLiteral("tools/list")).size() == 1 && c.sentCount(QStringLiteral("no/such/method")) == 1);
    }

    void replayOfNothingFinishes()
    {
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        SessionReplay replay(&c.client, RecordedRequests());
        QSignalSpy finished(&replay, &SessionReplay::finished);
        replay.start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(replay.unanswered(), 0);
    }

    void lostConnectionCountsTheRest()
    {
        RecordedRequests recorded;
        recorded.requests = {{QStringLiteral("tools/list"), {}, 1}, {QStringLiteral("tools/list"), {}, 2}};
        LiveConnection c(LiveConnection::demoServer());
        QVERIFY(c.connectAndWait());
        c.client.disconnectFromServer();
        QTRY_VERIFY_WITH_TIMEOUT(c.client.state() != McpClient::State::Ready, 10000);
        SessionReplay replay(&c.client, recorded);
        QSignalSpy finished(&replay, &SessionReplay::finished);
        replay.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(replay.unanswered(), 2);
    }

    void recordedAnswersAreGivenAgain()
    {
        QHash<QString, QList<RecordedRequests::Answer>> answers;
        const QJsonObject first{{QStringLiteral("roots"), QJsonArray{QStringLiteral("first")}}};
        const QJsonObject second{{QStringLiteral("roots"), QJsonArray{QStringLiteral("second")}}};
        answers[QStringLiteral("roots/list")]
            = {{QJsonObject(), QJsonObject{{QStringLiteral("result"), first}}},
               {QJsonObject{{QStringLiteral("x"), 1}}, QJsonObject{{QStringLiteral("result"), second}}}};
        answers[QStringLiteral("sampling/createMessage")]
            = {{QJsonObject(), QJsonObject{{QStringLiteral("error"),
                                            QJsonObject{{QStringLiteral("code"), -1},
                                                        {QStringLiteral("message"), QStringLiteral("declined")}}}}}};
        RecordedAnswerHandler handler(answers);
        QJsonObject result;
        int code = 0;
        QString words;
        const auto handle = [&](const QString &method, const QJsonObject &params) {
            result = {};
            code = 0;
            words.clear();
            handler.handleServerRequest(
                Message::request(1, method, params), [&](const QJsonObject &r) { result = r; },
                [&](int c, const QString &m) {
                    code = c;
                    words = m;
                });
        };
        // The same params: that answer.
        handle(QStringLiteral("roots/list"), QJsonObject{{QStringLiteral("x"), 1}});
        QCOMPARE(result, second);
        // Other params: the recorded answers in order, then the last one again.
        handle(QStringLiteral("roots/list"), QJsonObject{{QStringLiteral("y"), 2}});
        QCOMPARE(result, first);
        handle(QStringLiteral("roots/list"), QJsonObject{{QStringLiteral("y"), 2}});
        QCOMPARE(result, second);
        handle(QStringLiteral("roots/list"), QJsonObject{{QStringLiteral("y"), 2}});
        QCOMPARE(result, second);
        // A recorded error is given as that error.
        handle(QStringLiteral("sampling/createMessage"), {});
        QCOMPARE(code, -1);
        QCOMPARE(words, QStringLiteral("declined"));
        QVERIFY(result.isEmpty());
        // Nothing recorded: method not found.
        handle(QStringLiteral("elicitation/create"), {});
        QCOMPARE(code, -32601);
        QVERIFY2(words.contains(QLatin1String("elicitation/create")), qPrintable(words));
    }
};

QTEST_GUILESS_MAIN(TestSessionReplay)
#include "tst_sessionreplay.moc"
