// SPDX-License-Identifier: MIT
// The one UTF-8 decoder (core/text/utf8.h): which bytes are valid, and bytes as readable text
// that never mistakes a real U+FFFD for a bad byte, or text for an escape.
#include "json/lightjson.h"
#include "text/base64.h"
#include "text/mediatype.h"
#include "text/preview.h"
#include "text/utf8.h"

#include <QJsonDocument>
#include <QStringDecoder>
#include <QTest>

using namespace mcpscope;

namespace {

/// Reads utf8::readable()'s text back into bytes, by its rules alone (no marks): an odd run
/// of backslashes before "x" ends in an invalid byte (\xNN), an even one is text, halved;
/// control pictures stand for their controls. @p hasInvalid: whether the text was made from
/// bytes with an invalid byte (only then are backslashes doubled).
QByteArray readBack(const QString &text, bool hasInvalid)
{
    QByteArray out;
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\\') && hasInvalid) {
            qsizetype end = i;
            while (end < text.size() && text.at(end) == QLatin1Char('\\'))
                ++end;
            const qsizetype run = end - i;
            if (end < text.size() && text.at(end) == QLatin1Char('x')) {
                out += QByteArray(run / 2, '\\');
                if (run % 2) {
                    out += char(text.mid(end + 1, 2).toUInt(nullptr, 16));
                    i = end + 3;
                } else {
                    i = end;
                }
            } else {
                out += QByteArray(run, '\\');
                i = end;
            }
            continue;
        }
        if (c.unicode() >= 0x2400 && c.unicode() <= 0x241f) {
            out += char(c.unicode() - 0x2400);
        } else if (c.unicode() == 0x2421) {
            out += '\x7f';
        } else if (c.isHighSurrogate()) {
            out += text.mid(i, 2).toUtf8();
            i += 2;
            continue;
        } else {
            out += QString(c).toUtf8();
        }
        ++i;
    }
    return out;
}

} // namespace

class TestUtf8 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validity_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qsizetype>("firstInvalid");
        QTest::newRow("ASCII") << QByteArray("plain text") << qsizetype(-1);
        QTest::newRow("two bytes") << QByteArray("caf\xc3\xa9") << qsizetype(-1);
        QTest::newRow("real U+FFFD") << QByteArray("a\xef\xbf\xbd"
                                                   "b")
                                     << qsizetype(-1);
        QTest::newRow("U+10FFFF") << QByteArray("\xf4\x8f\xbf\xbf") << qsizetype(-1);
        QTest::newRow("emoji") << QByteArray("\xf0\x9f\x98\x80") << qsizetype(-1);
        QTest::newRow("lone 0xff") << QByteArray("ab\xff") << qsizetype(2);
        QTest::newRow("stray continuation") << QByteArray("a\x80") << qsizetype(1);
        QTest::newRow("overlong /") << QByteArray("\xc0\xaf") << qsizetype(0);
        QTest::newRow("overlong three") << QByteArray("x\xe0\x80\xaf") << qsizetype(1);
        QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << qsizetype(0);
        QTest::newRow("above U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << qsizetype(0);
        QTest::newRow("F5 lead") << QByteArray("\xf5\x80\x80\x80") << qsizetype(0);
        QTest::newRow("cut off") << QByteArray("ok \xe2\x82") << qsizetype(3);
        QTest::newRow("U+FFFD cut off") << QByteArray("\xef\xbf") << qsizetype(0);
        QTest::newRow("empty") << QByteArray() << qsizetype(-1);
        QTest::newRow("byte order mark inside") << QByteArray("{}\xef\xbb\xbf") << qsizetype(-1);
        QTest::newRow("NUL") << QByteArray("a\0b", 3) << qsizetype(-1);
        QTest::newRow("overlong NUL") << QByteArray("\xc0\x80") << qsizetype(0);
        QTest::newRow("overlong four") << QByteArray("\xf0\x80\x80\xaf") << qsizetype(0);
        QTest::newRow("four cut off") << QByteArray("\xf0\x9f\x98") << qsizetype(0);
        QTest::newRow("continuation missing") << QByteArray("\xe2\x82"
                                                            "a")
                                              << qsizetype(0);
    }

    void validity()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qsizetype, firstInvalid);
        QCOMPARE(utf8::firstInvalid(bytes), firstInvalid);
        QCOMPARE(utf8::isValid(bytes), firstInvalid < 0);
        // The same answer as Qt's own strict decoder and as the JSON scan (both take a
        // string's bytes exactly when they are valid UTF-8, a real U+FFFD included).
        const QByteArray json = "[\"" + bytes + "\"]";
        QCOMPARE(!QJsonDocument::fromJson(json).isNull(), firstInvalid < 0);
        lightjson::Document view;
        QCOMPARE(view.build(json), firstInvalid < 0);
        // Code points come out with the lengths.
        if (firstInvalid < 0) {
            const auto *p = reinterpret_cast<const uchar *>(bytes.constData());
            QList<uint> codes;
            for (qsizetype i = 0; i < bytes.size();) {
                char32_t code = 0;
                const int len = utf8::sequenceLength(p + i, bytes.size() - i, &code);
                QVERIFY(len > 0);
                codes.append(uint(code));
                i += len;
            }
            QCOMPARE(codes, QString::fromUtf8(bytes).toUcs4());
        }
    }

    void readableMarksOnlyInvalidBytes()
    {
        // A real U+FFFD is text: no mark, no escape.
        utf8::ReadableText r = utf8::readable("replacement \xef\xbf\xbd here");
        QCOMPARE(r.text, QStringLiteral("replacement \ufffd here"));
        QVERIFY(r.marks.isEmpty());
        QCOMPARE(r.invalidBytes, 0);

        // Valid UTF-8 as it is; a lone 0xff and a cut-off sequence as \xNN; CR and NUL as
        // pictures.
        r = utf8::readable(QByteArrayLiteral("{\"a\":\"\xc3\xa9\"}\xff\r\x00x\xe2\x82"));
        QCOMPARE(r.text, QStringLiteral("{\"a\":\"\u00e9\"}\\xFF\u240d\u2400x\\xE2\\x82"));
        QCOMPARE(r.invalidBytes, 3);
        QCOMPARE(r.marks.size(), 5);
        using Kind = utf8::ReadableText::Mark::Kind;
        const QList<std::tuple<qsizetype, qsizetype, Kind, uchar>> expected{{9, 4, Kind::InvalidByte, 0xff},
                                                                            {13, 1, Kind::Control, '\r'},
                                                                            {14, 1, Kind::Control, 0},
                                                                            {16, 4, Kind::InvalidByte, 0xe2},
                                                                            {20, 4, Kind::InvalidByte, 0x82}};
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const auto &m = r.marks.at(i);
            QCOMPARE(std::tuple(m.position, m.length, m.kind, m.byte), expected.at(i));
        }
        QCOMPARE(utf8::readable("tab\there\nnext").text, QStringLiteral("tab\there\nnext"));
        QCOMPARE(utf8::readable("del\x7f").text, QStringLiteral("del\u2421"));
        QCOMPARE(utf8::readable("\xc0\xaf").text, QStringLiteral("\\xC0\\xAF"));
        QCOMPARE(utf8::readable("\xed\xa0\x80").text, QStringLiteral("\\xED\\xA0\\x80"));
        QCOMPARE(utf8::readable("\xf0\x9f\x98\x80").text, QString::fromUtf8("\xf0\x9f\x98\x80"));
    }

    void literalEscapesStayText_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("invalid");
        // All valid: nothing to tell apart, the text is the bytes.
        QTest::newRow("literal, valid") << QByteArray("C:\\x41 \\xff \\\\x") << QStringLiteral("C:\\x41 \\xff \\\\x")
                                        << 0;
        QTest::newRow("real byte") << QByteArray("a\xff"
                                                 "b")
                                   << QStringLiteral("a\\xFFb") << 1;
        // With an invalid byte, text before an "x" has its backslashes doubled.
        QTest::newRow("literal and real") << QByteArray("\\xff \xff") << QStringLiteral("\\\\xff \\xFF") << 1;
        QTest::newRow("backslash before real") << QByteArray("\\\xff") << QStringLiteral("\\\\\\xFF") << 1;
        QTest::newRow("two backslashes, x") << QByteArray("\\\\x \xfe") << QStringLiteral("\\\\\\\\x \\xFE") << 1;
        QTest::newRow("backslash not before x") << QByteArray("\\n\\\" \xfe") << QStringLiteral("\\n\\\" \\xFE") << 1;
        QTest::newRow("uppercase X is text") << QByteArray("\\X41\xfe") << QStringLiteral("\\X41\\xFE") << 1;
    }

    void literalEscapesStayText()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, text);
        QFETCH(int, invalid);
        const utf8::ReadableText r = utf8::readable(bytes);
        QCOMPARE(r.text, text);
        QCOMPARE(r.invalidBytes, qsizetype(invalid));
        qsizetype marked = 0;
        for (const auto &m : r.marks) {
            if (m.kind == utf8::ReadableText::Mark::Kind::InvalidByte) {
                QCOMPARE(r.text.mid(m.position, m.length),
                         QStringLiteral("\\x")
                             + QString::number(m.byte, 16).toUpper().rightJustified(2, QLatin1Char('0')));
                ++marked;
            }
        }
        QCOMPARE(marked, qsizetype(invalid));
        // Nothing is lost and nothing is ambiguous: the text alone gives the bytes back.
        QCOMPARE(readBack(r.text, r.invalidBytes > 0), bytes);
    }

    void readBackEveryShortSequence()
    {
        // Every string of up to three bytes from an alphabet of the troublemakers reads back.
        const QByteArray alphabet("\\xF\xff\xc3\xa9\r\x7f", 8);
        QList<QByteArray> all{QByteArray()};
        for (int length = 0; length < 3; ++length) {
            const QList<QByteArray> shorter = all;
            for (const QByteArray &s : shorter) {
                if (s.size() != length)
                    continue;
                for (char c : alphabet)
                    all.append(s + c);
            }
        }
        for (const QByteArray &bytes : std::as_const(all)) {
            const utf8::ReadableText r = utf8::readable(bytes);
            QVERIFY2(readBack(r.text, r.invalidBytes > 0) == bytes, bytes.toHex().constData());
        }
    }

    void isValidAgreesWithQtsStatelessDecoder()
    {
        // utf8::isValid() replaced QStringDecoder checks: every sequence of up to two bytes,
        // and three and four byte ones around the edges of what is allowed, get the same answer.
        const auto qtSays = [](const QByteArray &bytes) {
            QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            const QString text = decoder.decode(bytes);
            Q_UNUSED(text);
            return !decoder.hasError();
        };
        QList<QByteArray> samples{QByteArray()};
        for (int a = 0; a < 256; ++a) {
            samples.append(QByteArray(1, char(a)));
            for (int b = 0; b < 256; ++b)
                samples.append(QByteArray(1, char(a)) + char(b));
        }
        for (int lead : {0xe0, 0xe1, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5}) {
            for (int second : {0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0}) {
                for (int third : {0x41, 0x80, 0xbf, 0xc0}) {
                    samples.append(QByteArray(1, char(lead)) + char(second) + char(third));
                    samples.append(QByteArray(1, char(lead)) + char(second) + char(third) + char(0x80));
                    samples.append(QByteArray(1, char(lead)) + char(second) + char(third) + 'x');
                }
            }
        }
        for (const QByteArray &bytes : std::as_const(samples)) {
            if (utf8::isValid(bytes) != qtSays(bytes))
                QFAIL(qPrintable(QStringLiteral("they disagree on %1").arg(QString::fromLatin1(bytes.toHex(' ')))));
        }
    }

    void mediaTypeEssence_data()
    {
        QTest::addColumn<QByteArray>("given");
        QTest::addColumn<QByteArray>("essence");
        QTest::newRow("plain") << QByteArray("application/json") << QByteArray("application/json");
        QTest::newRow("empty") << QByteArray() << QByteArray();
        QTest::newRow("only whitespace") << QByteArray(" \t ") << QByteArray();
        QTest::newRow("only parameters") << QByteArray(";charset=utf-8") << QByteArray();
        QTest::newRow("upper case") << QByteArray("Text/HTML") << QByteArray("text/html");
        QTest::newRow("charset") << QByteArray("text/event-stream; charset=UTF-8") << QByteArray("text/event-stream");
        QTest::newRow("spaces around") << QByteArray("  application/JSON  ;charset=utf-8")
                                       << QByteArray("application/json");
        QTest::newRow("quoted parameter with ;")
            << QByteArray("application/json; profile=\"a;b\"; charset=utf-8") << QByteArray("application/json");
        QTest::newRow("two parameters") << QByteArray("text/plain;format=flowed;charset=us-ascii")
                                        << QByteArray("text/plain");
        QTest::newRow("tab before ;") << QByteArray("image/png\t;x=1") << QByteArray("image/png");
        QTest::newRow("not a media type") << QByteArray("Not Even") << QByteArray("not even");
    }

    void mediaTypeEssence()
    {
        QFETCH(QByteArray, given);
        QFETCH(QByteArray, essence);
        QCOMPARE(mediatype::essence(given), essence);
        // The text form gives the same for ASCII (the copies it replaced: section(';'), trimmed,
        // toLower on QString).
        QCOMPARE(mediatype::essence(QString::fromLatin1(given)), QString::fromLatin1(essence));
        QCOMPARE(mediatype::essence(QString::fromLatin1(given)),
                 QString::fromLatin1(given).section(QLatin1Char(';'), 0, 0).trimmed().toLower());
    }

    void mediaTypeEssenceOfText()
    {
        // Unicode whitespace and case, as QString's trimmed() and toLower() have them.
        QCOMPARE(mediatype::essence(QStringLiteral("\u00a0Image/PNG\u2003; x")), QStringLiteral("image/png"));
        QCOMPARE(mediatype::essence(QStringLiteral("TEXT/\u00c9T\u00c9")), QStringLiteral("text/\u00e9t\u00e9"));
        // Bytes: only ASCII letters are lowered, other bytes stay as they are.
        QCOMPARE(mediatype::essence(QByteArrayView("TEXT/\xc3\x89")), QByteArray("text/\xc3\x89"));
    }

    void base64DecodeStrict_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray() << true << QByteArray();
        QTest::newRow("padded") << QByteArray("aGVsbG8=") << true << QByteArray("hello");
        QTest::newRow("two padding") << QByteArray("QQ==") << true << QByteArray("A");
        QTest::newRow("no padding needed") << QByteArray("QUJD") << true << QByteArray("ABC");
        QTest::newRow("padding left out") << QByteArray("QQ") << true << QByteArray("A");
        QTest::newRow("plus and slash") << QByteArray("+/8=") << true << QByteArray("\xfb\xff");
        QTest::newRow("space") << QByteArray("aGVs bG8=") << false << QByteArray();
        QTest::newRow("line break") << QByteArray("aGVs\nbG8=") << false << QByteArray();
        QTest::newRow("leading whitespace") << QByteArray(" QQ==") << false << QByteArray();
        QTest::newRow("base64url") << QByteArray("-_8=") << false << QByteArray();
        QTest::newRow("not the alphabet") << QByteArray("QQ*=") << false << QByteArray();
        QTest::newRow("padding inside") << QByteArray("QQ==QQ==") << false << QByteArray();
        QTest::newRow("data after padding") << QByteArray("QQ=A") << false << QByteArray();
        QTest::newRow("too much padding") << QByteArray("QQ===") << false << QByteArray();
        QTest::newRow("padding alone") << QByteArray("====") << false << QByteArray();
        QTest::newRow("one padding short") << QByteArray("QQ=") << false << QByteArray();
        QTest::newRow("NUL") << QByteArray("QQ\0=", 4) << false << QByteArray();
    }

    void base64DecodeStrict()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, valid);
        QFETCH(QByteArray, bytes);
        const std::optional<QByteArray> decoded = base64::decodeStrict(text);
        QCOMPARE(decoded.has_value(), valid);
        if (valid)
            QCOMPARE(*decoded, bytes);
        // What the copies it replaced did.
        const auto qt = QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
        QCOMPARE(bool(qt), valid);
    }

    void previewsUseTheSameDecoder()
    {
        // previewBytes() takes the same bytes as valid: a real U+FFFD is shown, not escaped.
        QCOMPARE(previewBytes("a\xef\xbf\xbd"), QStringLiteral("a\ufffd"));
        QCOMPARE(previewBytes("a\xef\xbf"), QStringLiteral("a\\xef\\xbf"));
    }
};

QTEST_GUILESS_MAIN(TestUtf8)
#include "tst_utf8.moc"
