// SPDX-License-Identifier: MIT
#include "json/jsontext.h"
#include "jsonrpc/message.h"

#include <QJsonDocument>
#include <QTest>

using namespace mcpscope;

class TestJsonRpc : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kinds_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<int>("kind");
        QTest::newRow("request") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}") << int(Message::Kind::Request);
        QTest::newRow("notification") << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}") << int(Message::Kind::Notification);
        QTest::newRow("result") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"result\":{}}") << int(Message::Kind::Result);
        QTest::newRow("error") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32601,\"message\":\"no\"}}") << int(Message::Kind::Error);
        QTest::newRow("batch") << QByteArray("[{\"jsonrpc\":\"2.0\",\"method\":\"x\"}]") << int(Message::Kind::Batch);
        QTest::newRow("garbage") << QByteArray("Starting server...") << int(Message::Kind::Invalid);
        QTest::newRow("scalar") << QByteArray("42") << int(Message::Kind::Invalid);
        QTest::newRow("invalid utf8") << QByteArray("{\"a\":\"\xff\xfe\"}") << int(Message::Kind::Invalid);
        QTest::newRow("empty") << QByteArray() << int(Message::Kind::Invalid);
    }
    void kinds()
    {
        QFETCH(QByteArray, raw);
        QFETCH(int, kind);
        const Message m = Message::parse(raw);
        QCOMPARE(int(m.kind()), kind);
        QCOMPARE(m.raw(), raw); // the bytes are kept as they came
    }

    void parseErrorOffset()
    {
        const Message m = Message::parse("{\"a\":1,}");
        QVERIFY(!m.isValidJson());
        QVERIFY(!m.parseError().isEmpty());
        QVERIFY(m.parseErrorOffset() > 0);
    }

    void encodedMessagesAreOneLine()
    {
        const Message m = Message::request(7, QStringLiteral("tools/call"),
                                           {{QStringLiteral("arguments"), QJsonObject{{QStringLiteral("text"), QStringLiteral("a\nb")}}}});
        QVERIFY(!m.raw().contains('\n'));
        QCOMPARE(m.kind(), Message::Kind::Request);
        QCOMPARE(Message::parse(m.raw()).object(), m.object());
    }

    void idKeys()
    {
        QCOMPARE(idKey(QJsonValue(2)), QStringLiteral("n:2"));
        QCOMPARE(idKey(QJsonValue(QStringLiteral("2"))), QStringLiteral("s:2"));
        QVERIFY(idKey(QJsonValue(2)) != idKey(QJsonValue(QStringLiteral("2"))));
        // Above 2^53 the id keeps every digit.
        const Message m = Message::parse("{\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"result\":{}}");
        QCOMPARE(idKey(m.id()), QStringLiteral("n:9007199254740993"));
        QVERIFY(idKey(QJsonValue(1.5)).startsWith(QLatin1String("f:")));
    }

    void reindentLikeJavaScript()
    {
        const QByteArray in = "{\"b\":1,\"a\":[1,{\"x\":\"y, z: [q]\"}],\"e\":{},\"f\":[],\"s\":\"\\\"q\\\"\"}";
        const QByteArray expected = "{\n  \"b\": 1,\n  \"a\": [\n    1,\n    {\n      \"x\": \"y, z: [q]\"\n    }\n  ],\n"
                                    "  \"e\": {},\n  \"f\": [],\n  \"s\": \"\\\"q\\\"\"\n}";
        QCOMPARE(jsontext::reindent(in, 2), expected);
        QCOMPARE(jsontext::compact(expected), in);
    }

    void memberText()
    {
        const QByteArray raw = "{\"jsonrpc\":\"2.0\", \"id\":3 ,\"result\": {\"z\":1,\"a\":[2]} }";
        QCOMPARE(jsontext::memberText(raw, "result").toByteArray(), QByteArray("{\"z\":1,\"a\":[2]}"));
        QCOMPARE(jsontext::memberText(raw, "id").toByteArray(), QByteArray("3"));
        QVERIFY(jsontext::memberText(raw, "error").isNull());
    }
};

QTEST_GUILESS_MAIN(TestJsonRpc)
#include "tst_jsonrpc.moc"
