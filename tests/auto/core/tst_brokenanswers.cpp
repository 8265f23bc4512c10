// SPDX-License-Identifier: MIT
// BrokenAnswers (core/mcp/brokenanswers.h): a server answer that pairs with no open request is
// named for the request it was meant for only when that is certain; late answers are left
// alone; lines that are no message are counted.
#include "jsonrpc/message.h"
#include "mcp/brokenanswers.h"

#include <QTest>

using namespace mcpscope;

namespace {
Message raw(const QByteArray &text)
{
    return Message::parse(text);
}
IdKey stringId(const QString &text)
{
    IdKey key;
    key.type = IdKey::String;
    key.text = text;
    return key;
}
QList<BrokenAnswers::Open> oneOpen()
{
    return {BrokenAnswers::Open{IdKey::integer(2), QStringLiteral("tools/call")}};
}
QList<BrokenAnswers::Open> twoOpen()
{
    return {BrokenAnswers::Open{IdKey::integer(2), QStringLiteral("tools/call")},
            BrokenAnswers::Open{IdKey::integer(3), QStringLiteral("prompts/get")}};
}
} // namespace

class TestBrokenAnswers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void idOfAnotherType()
    {
        BrokenAnswers b;
        const auto verdict = b.examine(raw(R"({"jsonrpc":"2.0","id":"2","result":{}})"), {}, true, twoOpen(), 4);
        QVERIFY(verdict);
        QCOMPARE(verdict->request, IdKey::integer(2));
        QVERIFY2(verdict->reason.contains(QLatin1String("same type")), qPrintable(verdict->reason));
        QVERIFY(b.sawMessage());
        QCOMPARE(b.junkLines(), 0);
    }

    void idNeverSent()
    {
        BrokenAnswers b;
        // With exactly one request open, an id mcpscope never sent was meant for it.
        auto verdict = b.examine(raw(R"({"jsonrpc":"2.0","id":99,"result":{}})"), {}, true, oneOpen(), 4);
        QVERIFY(verdict);
        QCOMPARE(verdict->request, IdKey::integer(2));
        QVERIFY2(verdict->reason.contains(QLatin1String("never sent")), qPrintable(verdict->reason));
        // An error with id null: the server could not read the request.
        verdict = b.examine(raw(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"parse error"}})"), {},
                            true, oneOpen(), 4);
        QVERIFY(verdict);
        QCOMPARE(verdict->request, IdKey::integer(2));
        QVERIFY2(verdict->reason.contains(QLatin1String("parse error")), qPrintable(verdict->reason));
        // With two open, which one is not certain.
        QVERIFY(!b.examine(raw(R"({"jsonrpc":"2.0","id":99,"result":{}})"), {}, true, twoOpen(), 4));
        // A result with id null answers nothing in particular.
        QVERIFY(!b.examine(raw(R"({"jsonrpc":"2.0","id":null,"result":{}})"), {}, true, oneOpen(), 4));
    }

    void lateAnswerIsLeftAlone()
    {
        BrokenAnswers b;
        // Id 1 was sent (ids below nextId) and answered already: late, not broken.
        QVERIFY(!b.examine(raw(R"({"jsonrpc":"2.0","id":1,"result":{}})"), {}, true, oneOpen(), 4));
    }

    void requestsAndNotificationsAreMessages()
    {
        BrokenAnswers b;
        QVERIFY(!b.sawMessage());
        QVERIFY(!b.examine(raw(R"({"jsonrpc":"2.0","method":"notifications/message","params":{}})"), {}, true,
                           oneOpen(), 4));
        QVERIFY(b.sawMessage());
        QCOMPARE(b.junkLines(), 0);
    }

    void notJsonWithReadableId()
    {
        BrokenAnswers b;
        const QByteArray line = R"({"jsonrpc":"2.0","id":3,"result":{"text":"a "quote" inside"}})";
        const auto verdict = b.examine(raw(line), QStringLiteral("the validator's words"), true, twoOpen(), 4);
        QVERIFY(verdict);
        QCOMPARE(verdict->request, IdKey::integer(3));
        QVERIFY2(verdict->reason.contains(QLatin1String("not valid JSON"))
                     && verdict->reason.contains(QLatin1String("prompts/get"))
                     && verdict->reason.contains(QLatin1String("the validator's words")),
                 qPrintable(verdict->reason));
        QCOMPARE(b.junkLines(), 1);
        QCOMPARE(b.firstJunk(), line.left(200));
        QVERIFY(!b.sawMessage());
    }

    void notUtf8()
    {
        BrokenAnswers b;
        // "café" in Latin-1: the é is not UTF-8.
        const QByteArray line = "{\"jsonrpc\":\"2.0\",\"id\":\"s\",\"result\":{\"text\":\"caf\xe9\"}}";
        const QList<BrokenAnswers::Open> open{{stringId(QStringLiteral("s")), QStringLiteral("resources/read")}};
        const auto verdict = b.examine(raw(line), {}, true, open, 1);
        QVERIFY(verdict);
        QCOMPARE(verdict->request, stringId(QStringLiteral("s")));
        QVERIFY2(verdict->reason.contains(QLatin1String("not valid UTF-8")), qPrintable(verdict->reason));
    }

    void junkForNoOpenRequest()
    {
        BrokenAnswers b;
        QVERIFY(!b.examine(raw("Starting server on stdio..."), {}, true, oneOpen(), 4));
        QVERIFY(!b.examine(raw(R"({"jsonrpc":"2.0","id":77,"result":)"), {}, true, oneOpen(), 4)); // id 77 is not open
        QCOMPARE(b.junkLines(), 2);
        QCOMPARE(b.firstJunk(), QByteArray("Starting server on stdio..."));
        const QString reason = b.onlyJunkReason(3000);
        QVERIFY2(reason.contains(QLatin1String("Starting server on stdio")) && reason.contains(QLatin1String("3 s")),
                 qPrintable(reason));
        b.reset();
        QCOMPARE(b.junkLines(), 0);
        QVERIFY(b.firstJunk().isEmpty());
    }

    void prettyPrintedOnStdio()
    {
        BrokenAnswers b;
        const QList<QByteArray> lines{"{", R"(  "jsonrpc": "2.0",)", R"(  "id": 2,)", R"(  "result": {"content": []})",
                                      "}"};
        std::optional<BrokenAnswers::Verdict> verdict;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            verdict = b.examine(raw(lines.at(i)), {}, true, oneOpen(), 4);
            if (i + 1 < lines.size()) {
                QVERIFY2(!verdict, qPrintable(QString::number(i)));
                QVERIFY(b.inPrettyPrintedRun());
            }
        }
        QVERIFY(verdict);
        QCOMPARE(verdict->request, IdKey::integer(2));
        QVERIFY2(verdict->reason.contains(QLatin1String("5 lines")), qPrintable(verdict->reason));
        QVERIFY(!b.inPrettyPrintedRun());
        // Over HTTP a body is one message: no lines are put together.
        BrokenAnswers http;
        QVERIFY(!http.examine(raw("{"), {}, false, oneOpen(), 4));
        QVERIFY(!http.inPrettyPrintedRun());
    }

    void wholeMessageEndsARun()
    {
        BrokenAnswers b;
        QVERIFY(!b.examine(raw("{"), {}, true, oneOpen(), 4));
        QVERIFY(b.inPrettyPrintedRun());
        b.messageSeen();
        QVERIFY(!b.inPrettyPrintedRun());
        QVERIFY(b.sawMessage());
    }
};

QTEST_GUILESS_MAIN(TestBrokenAnswers)
#include "tst_brokenanswers.moc"
