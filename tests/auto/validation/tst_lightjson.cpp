// SPDX-License-Identifier: MIT
// lightjson, the validator's view of a message, against QJsonDocument: it must take exactly
// the texts QJsonDocument takes (the validator decides with it whether a message is JSON), and
// for every one every accessor must answer the same (types, numbers, strings, member order,
// repeated names, lookups), and the duplicate-name flag must agree with the raw-byte scanner.
// Texts: the recorded transcripts, the shapes corpus, the rule rows, hand-made edge cases,
// generated documents, and recorded messages with bytes changed.
#include "json/lightjson.h"
#include "json/rawjson.h"

#include "lightjsoncompare.h"
#include "session/sessionreader.h"
#include "testpaths.h"
#include "validationdata.h"

#include <QDir>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

using namespace mcpscope;

namespace {

/// A generated document: keys from a small alphabet (so names repeat), escapes, non-ASCII,
/// numbers of every form.
QByteArray generate(QRandomGenerator &rng, int depth)
{
    static const char *const keys[]
        = {"a", "b",    "ab",    "\\u0061", "\\u00e9", "\xc3\xa9", "z", "zz", "\xef\xbc\xa1", "\xf0\x9f\x98\x80",
           "",  "name", "\\\"q", "a\\nb",   "B"};
    static const char *const scalars[] = {"0",
                                          "-0",
                                          "1",
                                          "-1",
                                          "1.0",
                                          "-0.0",
                                          "1.5",
                                          "1e2",
                                          "1E-2",
                                          "2.5e+3",
                                          "9007199254740993",
                                          "-9223372036854775808",
                                          "9223372036854775807",
                                          "9223372036854775808",
                                          "18446744073709551616",
                                          "1e308",
                                          "4.9e-324",
                                          "2147483647",
                                          "2147483648",
                                          "-2147483649",
                                          "true",
                                          "false",
                                          "null",
                                          "\"\"",
                                          "\"x\"",
                                          "\"\\ud800\"",
                                          "\"\\ud83d\\ude00\"",
                                          "\"a\\u0000b\"",
                                          "\"\\/\\b\\f\\n\\r\\t\"",
                                          "\"\xe2\x82\xac\"",
                                          "\"\x01\"",
                                          "\"text\""};
    const int kind = depth > 4 ? 2 : int(rng.bounded(5));
    if (kind == 0 || kind == 1) {
        const bool object = kind == 0;
        const int n = int(rng.bounded(object && rng.bounded(8) == 0 ? 60 : 6));
        QByteArray out = object ? "{" : "[";
        for (int i = 0; i < n; ++i) {
            if (i)
                out += rng.bounded(3) == 0 ? " , " : ",";
            if (object) {
                out += '"';
                out += rng.bounded(6) == 0 ? QByteArray::number(rng.bounded(100))
                                           : QByteArray(keys[rng.bounded(int(std::size(keys)))]);
                out += rng.bounded(3) == 0 ? "\" :\t" : "\":";
            }
            out += generate(rng, depth + 1);
        }
        out += object ? "}" : "]";
        return out;
    }
    return scalars[rng.bounded(int(std::size(scalars)))];
}

} // namespace

class TestLightJson : public QObject
{
    Q_OBJECT

    void compareText(const QByteArray &text)
    {
        QJsonParseError error;
        const QJsonDocument qt = QJsonDocument::fromJson(text, &error);
        lightjson::Document light;
        const bool built = light.build(text);
        if (error.error != QJsonParseError::NoError) {
            QVERIFY2(!built,
                     qPrintable(QStringLiteral("took what QJsonDocument refuses (%1): ").arg(error.errorString())
                                + QString::fromLatin1(text.left(300).toPercentEncoding(" {}[],:\"\\"))));
            QVERIFY(light.root().isUndefined());
            ++m_refused;
            return;
        }
        QVERIFY2(built, qPrintable(QStringLiteral("refused what QJsonDocument takes: ")
                                   + QString::fromLatin1(text.left(300).toPercentEncoding(" {}[],:\"\\"))));
        const QJsonValue root = qt.isObject() ? QJsonValue(qt.object()) : QJsonValue(qt.array());
        const QString difference = testing::lightJsonDifference(light.root(), root);
        QVERIFY2(difference.isEmpty(),
                 qPrintable(difference + QStringLiteral(" in ") + QString::fromUtf8(text.left(300))));
        std::vector<rawjson::DuplicateKeyScanner::Duplicate> found;
        rawjson::DuplicateKeyScanner scanner;
        QCOMPARE(light.hasDuplicateNames(), scanner.scan(text, &found));
        ++m_compared;
    }

    qsizetype m_compared = 0;
    qsizetype m_refused = 0;

private Q_SLOTS:
    void recorded_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(test::dataDir());
        const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
        QTest::newRow("shapes corpus") << QStringLiteral(MCPSCOPE_SOURCE_DIR
                                                         "/tests/auto/shapes/corpus/messages.jsonl");
    }

    void recorded()
    {
        QFETCH(QString, path);
        SessionReader reader;
        QVERIFY2(reader.open(path), qPrintable(reader.errorString()));
        SessionReader::Entry e;
        m_compared = 0;
        while (reader.next(&e)) {
            compareText(e.raw);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(m_compared >= 10);
    }

    void ruleRows()
    {
        m_compared = 0;
        for (const vtest::RuleRow &row : vtest::ruleRows()) {
            for (const QByteArray &step : row.script) {
                // "C {...}" / "S {...}": the sender, then the raw line.
                compareText(step.mid(2));
                if (QTest::currentTestFailed())
                    return;
            }
        }
        QVERIFY2(m_compared >= 100, qPrintable(QString::number(m_compared)));
    }

    void edgeCases_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("repeated name keeps the last") << QByteArray("{\"a\":1,\"b\":2,\"a\":3}");
        QTest::newRow("repeated thrice") << QByteArray("{\"a\":1,\"a\":2,\"a\":{\"x\":1}}");
        QTest::newRow("escaped repeat") << QByteArray("{\"a\":1,\"\\u0061\":2}");
        QTest::newRow("order by bytes") << QByteArray(
            "{\"bb\":1,\"a\":2,\"c\":3,\"\xc3\xa9\":4,\"\xef\xbc\xa1\":5,\"\xf0\x9f\x98\x80\":6,\"zz\":7}");
        QTest::newRow("escaped names") << QByteArray("{\"\\u00e9\":1,\"\\ud83d\\ude00\":2,\"a\\\"b\":3,\"a\\\\b\":4}");
        QTest::newRow("empty name") << QByteArray("{\"\":1,\"a\":{\"\":[]}}");
        QTest::newRow("empty containers") << QByteArray("[{},[],{\"a\":{}},[[]]]");
        QTest::newRow("spaces") << QByteArray(" \t\r\n{ \"a\" : [ 1 , 2 ] , \"b\" :{ } }\n ");
        QTest::newRow("numbers") << QByteArray(
            "[0,-0,-0.0,1.0,1.50,1e2,1E+2,1e-2,9007199254740993,9223372036854775807,"
            "-9223372036854775808,9223372036854775808,-9223372036854775809,2147483648,"
            "-2147483649,1e308,4.9e-324,123456789012345678901234567890]");
        QTest::newRow("strings") << QByteArray(
            "[\"\",\"\\ud800\",\"\\udc00x\",\"a\\u0000b\",\"\\/\\b\\f\\n\\r\\t\\\"\\\\\",\"\\u20AC\",\"€😀\"]");
        QTest::newRow("control byte") << QByteArray("[\"\x01\x1f\"]");
        // QJsonValue drops a byte order mark that starts an unescaped string (and an unescaped
        // name, when it hands the name out), and keeps it anywhere else.
        QTest::newRow("byte order marks in strings") << QByteArray(
            "[\"\xef\xbb\xbf"
            "ab\",\"x\xef\xbb\xbf\",\"\xef\xbb\xbf\\n\",\"\\n\xef\xbb\xbf\",\"\\ufeffab\",\"\xef\xbb\xbf\","
            "\"\xef\xbb\xbf\xef\xbb\xbf\",{\"\xef\xbb\xbf"
            "k\":1,\"\xef\xbb\xbf\\n\":2,\"k\":3}]");
        QTest::newRow("literals") << QByteArray("[true,false,null,{\"t\":true,\"f\":false,\"n\":null}]");
        QByteArray large = "{";
        for (int i = 0; i < 200; ++i)
            large += (i ? "," : "") + QByteArray("\"k") + QByteArray::number((i * 37) % 150)
                     + "\":" + QByteArray::number(i);
        large += "}";
        QTest::newRow("large object with repeats") << large;
        QByteArray wide = "{";
        for (int i = 0; i < 10000; ++i)
            wide += (i ? "," : "") + QByteArray("\"m") + QByteArray::number(i) + "\":" + QByteArray::number(i);
        wide += "}";
        QTest::newRow("10000 members") << wide;
        // (The comparison recurses: deep enough to matter, shallow enough for its stack.)
        QTest::newRow("deep") << QByteArray(300, '[') + QByteArray(300, ']');
        QTest::newRow("deep objects") << QByteArray("{\"a\":").repeated(300) + "1" + QByteArray("}").repeated(300);
    }

    void edgeCases()
    {
        QFETCH(QByteArray, text);
        m_compared = 0;
        compareText(text);
        QCOMPARE(m_compared, 1);
    }

    void generated()
    {
        QRandomGenerator rng(20261126);
        m_compared = 0;
        for (int i = 0; i < 3000; ++i) {
            const QByteArray text
                = rng.bounded(2) ? "{\"k\":" + generate(rng, 0) + ",\"a\":" + generate(rng, 0) + "}" : generate(rng, 0);
            compareText(text);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(m_compared >= 1000);
    }

    /// Where JSON's grammar, QJsonDocument's leniencies and its conversions meet: the view
    /// takes a text exactly when QJsonDocument does.
    void acceptance_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QList<QByteArray> texts{
            // numbers: what the grammar allows, what QJsonDocument's conversions allow
            "[.5]",
            "[-.5]",
            "[1.]",
            "[-]",
            "[+1]",
            "[01]",
            "[-01]",
            "[00]",
            "[1e]",
            "[1e+]",
            "[1E5]",
            "[1e999]",
            "[-1e999]",
            "[1e-999]",
            "[0.0e0]",
            "[1.0e-5]",
            "[.]",
            "[e5]",
            "[-e5]",
            "[1.5.3]",
            "[0x10]",
            "[Infinity]",
            "[NaN]",
            "[nan]",
            "[inf]",
            "[-inf]",
            "[18446744073709551616]",
            "[-9223372036854775809]",
            "[123456789012345678]",
            "[1234567890123456789]",
            "[-123456789012345678]",
            "[-0]",
            "[0e0]",
            "[0.e1]",
            "[1.e1]",
            "[1.0]",
            "[1.00e2]",
            "[2.5E-3]",
            "[1-2]",
            "[1+2]",
            "[--1]",
            "[1e5e5]",
            "[1x]",
            "{\"a\":1.}",
            // separators and brackets
            "[1,]",
            "[,1]",
            "[,]",
            "[1 2]",
            "[1,,2]",
            "{\"a\":1,}",
            "{,}",
            "{\"a\":}",
            "{\"a\"}",
            "{\"a\":1 \"b\":2}",
            "{\"a\":1,,\"b\":2}",
            "{1:2}",
            "{\"a\"::1}",
            "[\"a\":1]",
            "{\"a\",1}",
            "[]",
            "{}",
            " [] ",
            "[1]]",
            "[[1]",
            "{\"a\":[}]",
            "{\"a\":{]}",
            "[}",
            "{]",
            "{\"a\":1}}",
            "[\"a\" \"b\"]",
            "[{} {}]",
            "[[],[]]",
            "{\"a\":\"b\":1}",
            "[:]",
            "[1:2]",
            "{\"a\":1:2}",
            // white space: only space, tab, line feed and carriage return
            "[\x0b]",
            "[\x0c1]",
            "[ \r\n\t1]",
            "[1]\r\n",
            "\n{}\n",
            "[\xc2\xa0"
            "1]",
            // byte order mark, top-level values
            "\xef\xbb\xbf[]",
            "\xef\xbb\xbf",
            "\xef\xbb\xbf{}",
            "\xef\xbb\xbf\xef\xbb\xbf{}",
            " \xef\xbb\xbf{}",
            "\"a\"",
            "1",
            "true",
            "null",
            "",
            " ",
            // literals
            "[true]",
            "[tru e]",
            "[nul]",
            "[nulll]",
            "[truefalse]",
            "[true false]",
            "[True]",
            "[fals]",
            "[null,]",
            // strings: escapes and UTF-8
            "[\"\\x\"]",
            "[\"\\u12\"]",
            "[\"\\u12G4\"]",
            "[\"\\u00e9\"]",
            "[\"\\U00e9\"]",
            "[\"\\\"]",
            "[\"\\",
            "[\"\xc3\"]",
            "[\"\xc3\xa9\"]",
            "[\"\xed\xa0\x80\"]",
            "[\"\xf4\x90\x80\x80\"]",
            "[\"\xf4\x8f\xbf\xbf\"]",
            "[\"\xc0\xaf\"]",
            "[\"\xe0\x80\xaf\"]",
            "[\"\xf0\x80\x80\xaf\"]",
            "[\"\\\xc3\"]",
            "[\"\\\xc3\xa9\"]",
            "[\"\\\xff\"]",
            "[\"\x7f\"]",
            "[\"\t\"]",
            "[\"\xff\"]",
            "[\"\xef\xbf\xbf\"]",
            "[\"\xe2\x82\"]",
            "[\"\xe2\x82\xac\"]",
            "{\"\xc3\":1}",
            "{\"\\q\":1}",
            "{\"\\u0061\":1}",
            "{\"\\u006\":1}",
            "[\"abc]",
            "[\"\\\"]\"]",
            "[\"\\u\"]",
            "[\"0123456789abcdef\xc3\"]",
            "[\"0123456789abcdef0123456789\\u00e9\"]",
        };
        for (const QByteArray &text : texts)
            QTest::newRow(text.toPercentEncoding(" {}[],:\"\\.+-").left(60).constData()) << text;
        // NUL bytes: inside a string, outside, after the text.
        QTest::newRow("NUL in a string") << QByteArray("[\"a\0b\"]", 7);
        QTest::newRow("NUL between values") << QByteArray("[1,\0 2]", 7);
        QTest::newRow("NUL after the text") << QByteArray("[1]\0", 4);
        QTest::newRow("NUL before the text") << QByteArray("\0[1]", 4);
    }

    void acceptance()
    {
        QFETCH(QByteArray, text);
        m_compared = 0;
        m_refused = 0;
        compareText(text);
        QCOMPARE(m_compared + m_refused, 1);
    }

    /// Every message of the transcripts with bytes changed, dropped or added (a fixed series):
    /// the view takes exactly what QJsonDocument takes, and reads it the same.
    void mutatedMessages()
    {
        static const char alphabet[] = "{}[],:\"\\ -+.0e9Etrufalsn\t\n\r\x01\x7f\x80\xbf\xc3\xa9\xed\xef\xf4\xff";
        const QDir dir(test::dataDir());
        QList<QByteArray> messages;
        for (const QString &f : dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name)) {
            SessionReader reader;
            QVERIFY2(reader.open(dir.filePath(f)), qPrintable(reader.errorString()));
            SessionReader::Entry e;
            while (reader.next(&e))
                messages << e.raw;
        }
        QVERIFY(messages.size() >= 50);
        QRandomGenerator rng(20261126);
        m_compared = 0;
        m_refused = 0;
        for (const QByteArray &message : std::as_const(messages)) {
            for (int round = 0; round < 60; ++round) {
                QByteArray text = message;
                const int changes = 1 + int(rng.bounded(3));
                for (int c = 0; c < changes && !text.isEmpty(); ++c) {
                    const qsizetype at = qsizetype(rng.bounded(quint32(text.size())));
                    const char byte = alphabet[rng.bounded(int(sizeof(alphabet) - 1))];
                    switch (rng.bounded(3)) {
                    case 0:
                        text[at] = byte;
                        break;
                    case 1:
                        text.remove(at, 1);
                        break;
                    default:
                        text.insert(at, byte);
                        break;
                    }
                }
                compareText(text);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        // Both sides of the line are well represented.
        QVERIFY2(m_compared >= 500 && m_refused >= 500,
                 qPrintable(QStringLiteral("%1 taken, %2 refused").arg(m_compared).arg(m_refused)));
    }

    /// What QJsonDocument refuses, and nesting beyond the limit, builds nothing.
    void refused_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("unterminated string") << QByteArray("{\"a\":\"b");
        QTest::newRow("unclosed") << QByteArray("{\"a\":[1,2}");
        QTest::newRow("mismatched") << QByteArray("[1}");
        QTest::newRow("two values") << QByteArray("{} {}");
        QTest::newRow("trailing garbage") << QByteArray("{\"a\":1}x");
        QTest::newRow("bad literal") << QByteArray("[tru]");
        QTest::newRow("missing colon") << QByteArray("{\"a\" 1}");
        QTest::newRow("too deep") << QByteArray(1100, '[') + QByteArray(1100, ']');
    }

    void refused()
    {
        QFETCH(QByteArray, text);
        lightjson::Document doc;
        QVERIFY(!doc.build(text));
        QVERIFY(doc.root().isUndefined());
        QVERIFY(!doc.root().toObject().contains(QLatin1String("a")));
    }

    /// Nesting: builds what QJsonDocument takes, up to its limit, and nothing deeper.
    void depthLimit()
    {
        for (const int depth : {1000, 1023, 1024, 1025, 1100}) {
            const QByteArray text = QByteArray(depth, '[') + QByteArray(depth, ']');
            QJsonParseError error;
            QJsonDocument::fromJson(text, &error);
            lightjson::Document doc;
            QCOMPARE(doc.build(text), error.error == QJsonParseError::NoError);
        }
    }

    /// A document is reused between messages: nothing of the previous one survives.
    void reuse()
    {
        lightjson::Document doc;
        QVERIFY(doc.build("{\"a\":1,\"a\":2}"));
        QVERIFY(doc.hasDuplicateNames());
        QVERIFY(doc.build("{\"b\":[1,2,3]}"));
        QVERIFY(!doc.hasDuplicateNames());
        QCOMPARE(doc.root().toObject().keys(), QStringList{QStringLiteral("b")});
        QCOMPARE(doc.root().toObject().value(QLatin1String("b")).toArray().at(2).toInteger(), 3);
        QVERIFY(doc.root().toObject().value(QLatin1String("a")).isUndefined());
    }

    /// A huge message grows the buffers; the next message gives the memory back.
    void hugeThenSmall()
    {
        lightjson::Document doc;
        QByteArray huge = "[";
        for (int i = 0; i < 500000; ++i)
            huge += i ? ",1" : "1";
        huge += "]";
        QVERIFY(doc.build(huge));
        QCOMPARE(doc.root().toArray().size(), 500000);
        QCOMPARE(doc.root().toArray().at(499999).toInteger(), 1);
        QVERIFY(doc.heldBytes() > 10'000'000);
        QVERIFY(doc.build("{\"a\":[1,2]}"));
        QVERIFY(doc.heldBytes() < 1'000'000);
        QCOMPARE(doc.root().toObject().value(QLatin1String("a")).toArray().size(), 2);
    }

    /// Members as written: every one in the text's order, repeats and escaped names included;
    /// the later of a repeated name is the value the object keeps.
    void writtenOrder()
    {
        lightjson::Document doc;
        QVERIFY(doc.build("{\"b\":1,\"a\":{\"y\":1,\"x\":2},\"\\u0062\":3,\"c\":[]}"));
        const lightjson::Object o = doc.root().toObject();
        QStringList names;
        QList<QJsonValue::Type> types;
        for (auto it = o.writtenBegin(); it != o.writtenEnd(); ++it) {
            names << it.key();
            types << it.value().type();
        }
        QCOMPARE(names,
                 (QStringList{QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
        QCOMPARE(types, (QList<QJsonValue::Type>{QJsonValue::Double, QJsonValue::Object, QJsonValue::Double,
                                                 QJsonValue::Array}));
        QCOMPARE(o.size(), 3);
        QCOMPARE(o.value(QLatin1String("b")).toInteger(), 3);
        // A nested object as written too, whether or not its order was made before.
        const lightjson::Object a = o.value(QLatin1String("a")).toObject();
        QCOMPARE(a.begin().key(), QStringLiteral("x"));
        QCOMPARE(a.writtenBegin().key(), QStringLiteral("y"));
        QCOMPARE(a.writtenEnd() - a.writtenBegin(), 2);
        QVERIFY(lightjson::Object().writtenBegin() == lightjson::Object().writtenEnd());
    }
};

QTEST_GUILESS_MAIN(TestLightJson)
#include "tst_lightjson.moc"
