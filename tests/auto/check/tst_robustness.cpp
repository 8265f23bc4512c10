// SPDX-License-Identifier: MIT
// Hostile input, in process, through the paths a live session and `mcpscope check` take:
// Framer -> Message::parse -> Validator, and SessionReader -> Validator. Deep nesting, huge
// numbers, 10 000 members, a 100 MB string: diagnostics or a clean refusal, never a crash,
// and every diagnostic stays one short line (input is never echoed unbounded).
#include "jsonrpc/message.h"
#include "session/sessionreader.h"
#include "transport/framer.h"
#include "validation/validator.h"

#include <QBuffer>
#include <QTest>

// Note: moc (Qt 6.8) loses the test class after a raw string literal whose text starts or
// ends with a quote, R"("x")"; such test data is written with escapes instead.
using namespace mcpscope;

namespace {

const QByteArray Init
    = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})";
const QByteArray InitResult
    = R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{},"logging":{}},"serverInfo":{"name":"s","version":"1"}}})";
const QByteArray Initialized = R"({"jsonrpc":"2.0","method":"notifications/initialized"})";

QByteArray nested(int depth, char open, char close)
{
    QByteArray inner(depth, open);
    inner.append(depth, close);
    return inner;
}

QByteArray nestedObjects(int depth)
{
    QByteArray s;
    s.reserve(depth * 6 + 2);
    for (int i = 0; i < depth; ++i)
        s += "{\"a\":";
    s += '1';
    s.append(depth, '}');
    return s;
}

QByteArray wideObject(int members)
{
    QByteArray s = "{";
    for (int i = 0; i < members; ++i) {
        if (i)
            s += ',';
        s += "\"k" + QByteArray::number(i) + "\":" + QByteArray::number(i);
    }
    return s + '}';
}

/// Checks that each diagnostic is well-formed and short.
void verifyDiagnostics(const Diagnostics &diagnostics)
{
    for (const Diagnostic &d : diagnostics) {
        QVERIFY2(!d.code.isEmpty(), qPrintable(d.message.left(200)));
        QVERIFY2(!d.message.isEmpty(), qPrintable(d.code));
        QVERIFY2(d.message.size() <= 1000, qPrintable(d.code + QStringLiteral(": ") + d.message.left(200)));
        QVERIFY2(!d.message.contains(QLatin1Char('\n')), qPrintable(d.code));
        QVERIFY2(d.pointer.size() <= 20000, qPrintable(d.code));
    }
}

} // namespace

class TestRobustness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostile_data()
    {
        // The hostile message is the fourth; in both directions it must get the rule "code"
        // (core/validation/RULES.md). "read": the message was read as JSON (no stdio.* or
        // json.invalid / json.utf8 finding on it), as opposed to refused as a whole.
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("read");
        auto call = [](const QByteArray &arguments) -> QByteArray {
            return QByteArray(R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x","arguments":{"a":)")
                   + arguments + "}}}";
        };
        QTest::newRow("arrays nested 2000 deep")
            << call(nested(2000, '[', ']')) << QStringLiteral("stdio.notJson") << false;
        QTest::newRow("arrays nested 1000 deep")
            << call(nested(1000, '[', ']')) << QStringLiteral("session.request.unanswered") << true;
        QTest::newRow("objects nested 2000 deep")
            << call(nestedObjects(2000)) << QStringLiteral("stdio.notJson") << false;
        QTest::newRow("objects nested 1000 deep")
            << call(nestedObjects(1000)) << QStringLiteral("session.request.unanswered") << true;
        QTest::newRow("unbalanced 2000 deep")
            << call(QByteArray(2000, '[')) << QStringLiteral("stdio.multiline") << false;
        QTest::newRow("id 1e400") << QByteArray(R"({"jsonrpc":"2.0","id":1e400,"method":"ping"})")
                                  << QStringLiteral("stdio.notJson") << false;
        QTest::newRow("id -1e400") << QByteArray(R"({"jsonrpc":"2.0","id":-1e400,"method":"ping"})")
                                   << QStringLiteral("stdio.notJson") << false;
        QTest::newRow("id 20 digits") << QByteArray(R"({"jsonrpc":"2.0","id":12345678901234567890,"method":"ping"})")
                                      << QStringLiteral("jsonrpc.id.precision") << true;
        QTest::newRow("id 2^53+1") << QByteArray(R"({"jsonrpc":"2.0","id":9007199254740993,"method":"ping"})")
                                   << QStringLiteral("jsonrpc.id.precision") << true;
        QTest::newRow("id 400 digits") << (R"({"jsonrpc":"2.0","id":)" + QByteArray(400, '9') + R"(,"method":"ping"})")
                                       << QStringLiteral("stdio.notJson") << false;
        QTest::newRow("progress 1e400") << QByteArray(
            R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1e400,"progress":1e400,"total":-1e400}})")
                                        << QStringLiteral("stdio.notJson") << false;
        QTest::newRow("error code 1e400")
            << QByteArray(R"({"jsonrpc":"2.0","id":2,"error":{"code":1e400,"message":"m"}})")
            << QStringLiteral("stdio.notJson") << false;
        QTest::newRow("number 1e-400") << call("1e-400") << QStringLiteral("stdio.notJson") << false;
        QTest::newRow("10000 members") << call(wideObject(10000)) << QStringLiteral("session.request.unanswered")
                                       << true;
        QTest::newRow("10000 members at top")
            << (wideObject(10000).chopped(1) + R"(,"jsonrpc":"2.0","method":"ping","id":5})")
            << QStringLiteral("jsonrpc.member.unknown") << true;
        QTest::newRow("10000 duplicate members") << call("{" + QByteArray("\"a\":1,").repeated(9999) + "\"a\":1}")
                                                 << QStringLiteral("json.duplicateKey") << true;
        QTest::newRow("10000 tools") << (R"({"jsonrpc":"2.0","id":2,"result":{"tools":[)"
                                         + QByteArray(R"({"name":"t","inputSchema":{"type":"object"}},)").repeated(9999)
                                         + R"({"name":"t","inputSchema":{"type":"object"}}]}})")
                                     << QStringLiteral("session.response.unknownId") << true;
        QTest::newRow("invalid UTF-8") << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"\xff\xfe\xed\xa0\x80\"}")
                                       << QStringLiteral("json.utf8") << false;
        static const char withNul[] = "{\"jsonrpc\":\"2.0\",\"method\":\"a\0b\"}\0\0";
        QTest::newRow("NUL bytes") << QByteArray(withNul, sizeof(withNul) - 1) << QStringLiteral("stdio.notJson")
                                   << false;
        QTest::newRow("deep schema")
            << (R"({"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"t","inputSchema":{"type":"object","properties":{"a":)"
                + QByteArray(R"({"type":"object","properties":{"a":)").repeated(500) + "{}"
                + QByteArray("}}").repeated(500) + "}}}]}}")
            << QStringLiteral("session.response.unknownId") << true;
    }

    void hostile()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, code);
        QFETCH(bool, read);
        for (Direction direction : {Direction::ClientToServer, Direction::ServerToClient}) {
            Validator validator;
            Framer framer;
            framer.append(Init + '\n' + InitResult + '\n' + Initialized + '\n' + message + '\n'
                          + R"({"jsonrpc":"2.0","id":2,"result":{}})" + '\n');
            Frame frame;
            qsizetype index = 0;
            Diagnostics all;
            while (framer.next(&frame)) {
                const Direction d = index == 0 || index == 2 ? Direction::ClientToServer
                                    : index == 1             ? Direction::ServerToClient
                                                             : direction;
                all += validator.checkFrame(frame, Message::parse(frame.payload), d, index);
                ++index;
            }
            QCOMPARE(index, 5);
            all += validator.finish();
            verifyDiagnostics(all);
            QStringList found;
            for (const Diagnostic &d : std::as_const(all)) {
                if (d.messageIndex == 3)
                    found.append(d.code);
            }
            const QString where = (direction == Direction::ClientToServer ? QStringLiteral("client->server: ")
                                                                          : QStringLiteral("server->client: "))
                                  + found.join(QStringLiteral(", "));
            QVERIFY2(code.isEmpty() || found.contains(code), qPrintable(QStringLiteral("no %1; ").arg(code) + where));
            bool refused = false;
            for (const QString &c : std::as_const(found))
                refused = refused || c.startsWith(QLatin1String("stdio.")) || c == QLatin1String("json.invalid")
                          || c == QLatin1String("json.utf8");
            QVERIFY2(refused != read,
                     qPrintable((read ? QStringLiteral("refused: ") : QStringLiteral("read: ")) + where));
        }
    }

    void hugeString()
    {
        // 100 MB in one string: parsed, validated, not copied into any diagnostic.
        QByteArray message
            = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\",\"data\":\"";
        message.append(100 * 1024 * 1024, 'x');
        message += "\"}}";
        Validator validator;
        Diagnostics all;
        all += validator.checkMessage(Message::parse(Init), Direction::ClientToServer, 0);
        all += validator.checkMessage(Message::parse(InitResult), Direction::ServerToClient, 1);
        all += validator.checkMessage(Message::parse(Initialized), Direction::ClientToServer, 2);
        Frame frame;
        frame.payload = message;
        all += validator.checkFrame(frame, Message::parse(message), Direction::ServerToClient, 3);
        // Not terminated either: the same bytes as the stream's unfinished end.
        frame.flags = Frame::Unterminated;
        all += validator.checkFrame(frame, Message::parse(message.chopped(10)), Direction::ServerToClient, 4);
        all += validator.finish();
        verifyDiagnostics(all);
        bool tooLarge = false;
        for (const Diagnostic &d : all)
            tooLarge = tooLarge || (d.messageIndex == 3 && d.code == QLatin1String("message.tooLarge"));
        QVERIFY(tooLarge); // above the 10 MiB default
    }

    void hugeStringInTranscript()
    {
        // The same through the file reader `mcpscope check` uses.
        QByteArray file = R"({"direction":"client->server","msg":)" + Init + "}\n";
        file += R"({"direction":"server->client","msg":)" + InitResult + "}\n";
        file
            += "{\"direction\":\"server->client\",\"msg\":{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\",\"data\":\"";
        file.append(100 * 1024 * 1024, 'y');
        file += "\"}}}\n";
        file += R"({"direction":"server->client","msg":)" + nested(2000, '[', ']') + "}\n";
        file += R"({"direction":"server->client","msg":{"a":)" + nested(2000, '[', ']') + "}}\n";
        QBuffer buffer(&file);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        SessionReader reader;
        QVERIFY2(reader.open(&buffer), qPrintable(reader.errorString()));
        QCOMPARE(reader.format(), SessionReader::Format::Transcript);
        Validator validator;
        Diagnostics all;
        SessionReader::Entry e;
        qsizetype messages = 0;
        while (reader.next(&e)) {
            all += validator.checkMessage(e.raw, e.direction, e.line);
            ++messages;
        }
        all += reader.takeProblems();
        all += validator.finish();
        verifyDiagnostics(all);
        // QJsonDocument refuses nesting beyond 1024 levels: those lines are reported, not lost.
        QCOMPARE(messages, 3);
        QCOMPARE(reader.linesRead(), 5);
        bool refused = false;
        for (const Diagnostic &d : all)
            refused = refused || (d.messageIndex == 3 && d.code == QLatin1String("file.line.notJson"));
        QVERIFY(refused);
    }

    void framerChunks()
    {
        // A Content-Length header promising more than any message may have (99 GB), cut into
        // single bytes: not believed. The header block is one bad frame, and what follows is
        // read again (it does not swallow the stream).
        Validator validator;
        Framer framer;
        const QByteArray stream = "Content-Length: 99999999999\r\n\r\n{\"jsonrpc\":\"2.0\"}";
        Diagnostics all;
        Frame frame;
        qsizetype index = 0;
        for (char c : stream) {
            framer.append(QByteArray(1, c));
            while (framer.next(&frame))
                all += validator.checkFrame(frame, Message::parse(frame.payload), Direction::ServerToClient, index++);
        }
        while (framer.finish(&frame))
            all += validator.checkFrame(frame, Message::parse(frame.payload), Direction::ServerToClient, index++);
        all += validator.finish();
        QCOMPARE(index, 2);
        verifyDiagnostics(all);
        QVERIFY(!all.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRobustness)
#include "tst_robustness.moc"
