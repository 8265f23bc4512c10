// SPDX-License-Identifier: MIT
#include "transport/framer.h"

#include <QBuffer>
#include <QTest>

using namespace mcpscope;

class TestFramer : public QObject
{
    Q_OBJECT

private:
    /// Feeds @p stream through a QBuffer in chunks of @p chunk bytes, then ends it.
    static QList<Frame> frame(const QByteArray &stream, qsizetype chunk)
    {
        QBuffer buffer;
        buffer.setData(stream);
        buffer.open(QIODevice::ReadOnly);
        Framer framer;
        QList<Frame> frames;
        while (!buffer.atEnd()) {
            framer.append(buffer.read(chunk));
            frames += framer.takeAll();
        }
        Frame last;
        while (framer.finish(&last))
            frames.append(last);
        return frames;
    }

private Q_SLOTS:
    void lines_data()
    {
        QTest::addColumn<qsizetype>("chunk");
        QTest::newRow("whole") << qsizetype(1 << 20);
        QTest::newRow("byte-by-byte") << qsizetype(1);
        QTest::newRow("7 bytes") << qsizetype(7);
    }
    void lines()
    {
        QFETCH(qsizetype, chunk);
        const QByteArray stream = "{\"a\":1}\n{\"b\":\"\xc3\xa9\"}\r\n\n{\"c\":3}";
        const QList<Frame> frames = frame(stream, chunk);
        QCOMPARE(frames.size(), 4);
        QCOMPARE(frames[0].payload, QByteArray("{\"a\":1}"));
        QCOMPARE(frames[0].flags, int(Frame::NoFlags));
        QCOMPARE(frames[0].offset, 0);
        QCOMPARE(frames[1].payload, QByteArray("{\"b\":\"\xc3\xa9\"}"));
        QVERIFY(frames[1].has(Frame::CrLf));
        QCOMPARE(frames[1].offset, 8);
        QVERIFY(frames[2].isEmptyLine());
        QCOMPARE(frames[3].payload, QByteArray("{\"c\":3}"));
        QVERIFY(frames[3].has(Frame::Unterminated)); // final line without newline at EOF
    }

    void contentLength_data()
    {
        QTest::addColumn<qsizetype>("chunk");
        QTest::newRow("whole") << qsizetype(1 << 20);
        QTest::newRow("byte-by-byte") << qsizetype(1);
        QTest::newRow("5 bytes") << qsizetype(5);
    }
    void contentLength()
    {
        QFETCH(qsizetype, chunk);
        // "é" is two bytes: the count is in bytes, not characters.
        const QByteArray body1 = "{\"x\":\"\xc3\xa9\"}";
        const QByteArray body2 = "{\"y\":2}";
        const QByteArray stream = "Content-Length: " + QByteArray::number(body1.size()) + "\r\n\r\n" + body1
                                  + "content-length: " + QByteArray::number(body2.size())
                                  + "\r\nContent-Type: application/json\r\n\r\n" + body2 + "{\"z\":3}\n";
        const QList<Frame> frames = frame(stream, chunk);
        QCOMPARE(frames.size(), 3);
        QCOMPARE(frames[0].payload, body1);
        QVERIFY(frames[0].has(Frame::ContentLength));
        QCOMPARE(frames[1].payload, body2);
        QVERIFY(frames[1].has(Frame::ContentLength));
        QCOMPARE(frames[2].payload, QByteArray("{\"z\":3}"));
        QVERIFY(!frames[2].has(Frame::ContentLength));
    }

    void contentLengthBadHeader()
    {
        const QList<Frame> frames = frame("Content-Length: lots\r\n\r\n{\"a\":1}\n", 1 << 20);
        QCOMPARE(frames.size(), 2);
        QVERIFY(frames[0].has(Frame::BadHeader));
        QCOMPARE(frames[1].payload, QByteArray("{\"a\":1}"));
    }

    void contentLengthAboveTheLimitResynchronises()
    {
        // A bogus Content-Length would swallow the stream until EOF: above the limit it is not
        // believed, the header block is one bad frame, and the next line is a message again.
        Framer framer;
        framer.setMaxFrameBytes(1024);
        framer.append(
            "Content-Length: 99999999999\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"a\"}\n{\"jsonrpc\":\"2.0\",\"method\":\"b\"}\n");
        const QList<Frame> frames = framer.takeAll();
        QCOMPARE(frames.size(), 3);
        QVERIFY(frames.at(0).has(Frame::BadHeader));
        QCOMPARE(frames.at(1).payload, QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"a\"}"));
        QVERIFY(!frames.at(1).has(Frame::ContentLength));
        QCOMPARE(frames.at(2).payload, QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"b\"}"));
        // The default limit holds 50 MB messages.
        QVERIFY(Framer::DefaultMaxFrameBytes >= 50 * 1024 * 1024);
    }

    void contentLengthTruncatedAtEof()
    {
        const QList<Frame> frames = frame("Content-Length: 100\r\n\r\n{\"a\":", 3);
        QCOMPARE(frames.size(), 1);
        QVERIFY(frames[0].has(Frame::ContentLength));
        QVERIFY(frames[0].has(Frame::Unterminated));
        QCOMPARE(frames[0].payload, QByteArray("{\"a\":"));
    }

    void eofMidLine()
    {
        const QList<Frame> frames = frame("{\"a\":1}\n{\"trunc", 4);
        QCOMPARE(frames.size(), 2);
        QCOMPARE(frames[1].payload, QByteArray("{\"trunc"));
        QVERIFY(frames[1].has(Frame::Unterminated));
    }

    void hugeLineAndBoundedMemory()
    {
        // A 100 MB line arriving in 64 KiB reads, followed by small ones.
        const qsizetype size = 100 * 1024 * 1024;
        QByteArray big;
        big.reserve(size + 16);
        big += "{\"s\":\"";
        big.append(size - 8, 'x');
        big += "\"}";
        big += '\n';
        Framer framer;
        const qsizetype chunk = 64 * 1024;
        Frame f;
        int frames = 0;
        for (qsizetype i = 0; i < big.size(); i += chunk) {
            framer.append(big.mid(i, chunk));
            while (framer.next(&f)) {
                ++frames;
                QCOMPARE(f.payload.size(), big.size() - 1);
                QVERIFY(f.payload.endsWith("\"}"));
            }
        }
        QCOMPARE(frames, 1);
        f = Frame();
        // Afterwards only what is unconsumed stays buffered: memory follows the largest
        // message, not the stream.
        for (int i = 0; i < 1000; ++i) {
            framer.append("{\"n\":1}\n");
            QVERIFY(framer.next(&f));
        }
        QCOMPARE(framer.bufferedBytes(), 0);
        QCOMPARE(framer.bytesConsumed(), big.size() + 1000 * 8);
    }
};

QTEST_GUILESS_MAIN(TestFramer)
#include "tst_framer.moc"
