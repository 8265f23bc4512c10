// SPDX-License-Identifier: MIT
// What changed in a server's surface, in plain words (core/session/surfacechanges): the
// schema describer row by row, tools, prompts, resources, capabilities and the instructions,
// and the surface comparison of two sessions of the real demo server, one of them edited.
#include "session/session.h"
#include "session/sessioncompare.h"
#include "session/surfacechanges.h"

#include "sessionedit.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;
using Section = SessionComparison::Section;
using Kind = SurfaceChanges::SchemaKind;

namespace {

QJsonObject object(const char *text)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("bad test JSON: %s", text);
    return document.object();
}

} // namespace

class TestSurfaceChanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void schema_data()
    {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("expected");
        const int input = int(Kind::Input);
        const int output = int(Kind::Output);
        const QByteArray base = R"({"type":"object","properties":{"path":{"type":"string"}}})";

        QTest::newRow("same") << base << base << input << QStringList();
        QTest::newRow("became required")
            << base << QByteArray(R"({"type":"object","properties":{"path":{"type":"string"}},"required":["path"]})")
            << input << QStringList{QStringLiteral("argument `path` became required")};
        QTest::newRow("became optional") << QByteArray(
            R"({"type":"object","properties":{"path":{"type":"string"}},"required":["path"]})")
                                         << base << input
                                         << QStringList{QStringLiteral("argument `path` became optional")};
        QTest::newRow("added optional")
            << base
            << QByteArray(R"({"type":"object","properties":{"path":{"type":"string"},"limit":{"type":"integer"}}})")
            << input << QStringList{QStringLiteral("argument `limit` was added (integer, optional)")};
        QTest::newRow("added required")
            << base
            << QByteArray(
                   R"({"type":"object","properties":{"path":{"type":"string"},"n":{"type":["integer","null"]}},"required":["n"]})")
            << input << QStringList{QStringLiteral("argument `n` was added (integer or null, required)")};
        QTest::newRow("removed") << base << QByteArray(R"({"type":"object","properties":{}})") << input
                                 << QStringList{QStringLiteral("argument `path` was removed")};
        QTest::newRow("type") << QByteArray(R"({"type":"object","properties":{"mode":{"type":"string"}}})")
                              << QByteArray(R"({"type":"object","properties":{"mode":{"type":"integer"}}})") << input
                              << QStringList{QStringLiteral("argument `mode` changed type from string to integer")};
        QTest::newRow("enum lost and gained")
            << QByteArray(R"({"type":"object","properties":{"format":{"type":"string","enum":["json","xml"]}}})")
            << QByteArray(R"({"type":"object","properties":{"format":{"type":"string","enum":["json","yaml"]}}})")
            << input
            << QStringList{QStringLiteral("the enum of `format` lost `xml`"),
                           QStringLiteral("the enum of `format` gained `yaml`")};
        QTest::newRow("enum added") << QByteArray(R"({"properties":{"level":{"type":"integer"}}})")
                                    << QByteArray(R"({"properties":{"level":{"type":"integer","enum":[1,2]}}})")
                                    << input
                                    << QStringList{QStringLiteral("argument `level` is now limited to: `1`, `2`")};
        QTest::newRow("description and default")
            << QByteArray(R"({"properties":{"limit":{"type":"integer","description":"How many","default":10}}})")
            << QByteArray(R"({"properties":{"limit":{"type":"integer","description":"At most","default":20}}})")
            << input
            << QStringList{QStringLiteral("the description of `limit` changed"),
                           QStringLiteral("the default of `limit` changed from 10 to 20")};
        QTest::newRow("constraint") << QByteArray(R"({"properties":{"limit":{"type":"integer","maximum":100}}})")
                                    << QByteArray(R"({"properties":{"limit":{"type":"integer","maximum":50}}})")
                                    << input
                                    << QStringList{QStringLiteral("the `maximum` of `limit` changed from 100 to 50")};
        QTest::newRow("constraint added")
            << QByteArray(R"({"properties":{"name":{"type":"string"}}})")
            << QByteArray(R"({"properties":{"name":{"type":"string","pattern":"^[a-z]+$"}}})") << input
            << QStringList{QStringLiteral("argument `name` now has `pattern` \"^[a-z]+$\"")};
        QTest::newRow("nested property")
            << QByteArray(R"({"properties":{"options":{"type":"object","properties":{"depth":{"type":"integer"}}}}})")
            << QByteArray(
                   R"({"properties":{"options":{"type":"object","properties":{"depth":{"type":"integer"}},"required":["depth"]}}})")
            << input << QStringList{QStringLiteral("argument `options.depth` became required")};
        QTest::newRow("array items")
            << QByteArray(R"({"properties":{"tags":{"type":"array","items":{"type":"string"}}}})")
            << QByteArray(R"({"properties":{"tags":{"type":"array","items":{"type":"integer"}}}})") << input
            << QStringList{QStringLiteral("argument `tags[]` changed type from string to integer")};
        QTest::newRow("unknown arguments refused")
            << base
            << QByteArray(R"({"type":"object","properties":{"path":{"type":"string"}},"additionalProperties":false})")
            << input << QStringList{QStringLiteral("the input schema now refuses members it does not name")};
        QTest::newRow("output field")
            << QByteArray(R"({"type":"object","properties":{"sum":{"type":"number"}}})")
            << QByteArray(R"({"type":"object","properties":{"total":{"type":"number"}},"required":["total"]})")
            << output
            << QStringList{QStringLiteral("output field `sum` was removed"),
                           QStringLiteral("output field `total` was added (number, required)")};
        QTest::newRow("output enum") << QByteArray(R"({"properties":{"state":{"enum":["on","off"]}}})")
                                     << QByteArray(R"({"properties":{"state":{"enum":["on"]}}})") << output
                                     << QStringList{QStringLiteral("the enum of output field `state` lost `off`")};
    }

    void schema()
    {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(int, kind);
        QFETCH(QStringList, expected);
        QCOMPARE(SurfaceChanges::schema(object(a.constData()), object(b.constData()), Kind(kind)), expected);
        // Back again, the same change the other way: something is said exactly when it differs.
        QCOMPARE(SurfaceChanges::schema(object(b.constData()), object(a.constData()), Kind(kind)).isEmpty(),
                 expected.isEmpty());
    }

    /// What a hostile server may list: a long enum is compared by sets (50,000 values each way),
    /// and an item's sentences are bounded.
    void longLists()
    {
        QJsonArray before;
        QJsonArray after;
        for (int i = 0; i < 50000; ++i) {
            before.append(i);
            after.append(i + 1);
        }
        const auto schemaWithEnum = [](const QJsonArray &values) {
            return QJsonObject{{QStringLiteral("properties"),
                                QJsonObject{{QStringLiteral("n"), QJsonObject{{QStringLiteral("enum"), values}}}}}};
        };
        QCOMPARE(SurfaceChanges::schema(schemaWithEnum(before), schemaWithEnum(after), Kind::Input),
                 (QStringList{QStringLiteral("the enum of `n` lost `0`"),
                              QStringLiteral("the enum of `n` gained `50000`")}));
        QJsonArray fewer;
        for (int i = 30; i < 50000; ++i)
            fewer.append(i);
        const QStringList lost = SurfaceChanges::schema(schemaWithEnum(before), schemaWithEnum(fewer), Kind::Input);
        QCOMPARE(lost.size(), 21);
        QCOMPARE(lost.constLast(), QStringLiteral("the enum of `n` lost 10 more values"));

        QJsonObject many;
        for (int i = 0; i < 1000; ++i)
            many.insert(QStringLiteral("p%1").arg(i), QJsonObject{{QStringLiteral("type"), QStringLiteral("string")}});
        const QStringList added
            = SurfaceChanges::schema(QJsonObject(), QJsonObject{{QStringLiteral("properties"), many}}, Kind::Input);
        QCOMPARE(added.size(), 200);
        QCOMPARE(added.constLast(), QStringLiteral("… and 801 more changes."));
    }

    void tool()
    {
        const QJsonObject a = object(
            R"({"name":"read","title":"Read","description":"Reads a file","inputSchema":{"type":"object","properties":{"path":{"type":"string"}}},"outputSchema":{"type":"object","properties":{"text":{"type":"string"}}},"annotations":{"readOnlyHint":false,"title":"Read"},"execution":{"taskSupport":"optional"}})");
        const QJsonObject b = object(
            R"({"name":"read","title":"Read file","description":"Reads a file, or part","inputSchema":{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]},"annotations":{"readOnlyHint":true,"idempotentHint":true},"execution":{"taskSupport":"required"}})");
        const QStringList changes = SurfaceChanges::describe(Section::Tools, a, b);
        QCOMPARE(
            changes,
            (QStringList{QStringLiteral("the title changed from \"Read\" to \"Read file\""),
                         QStringLiteral("the description changed"), QStringLiteral("argument `path` became required"),
                         QStringLiteral("the output schema was removed"),
                         QStringLiteral("annotation readOnlyHint became true"),
                         QStringLiteral("annotation title was removed (was \"Read\")"),
                         QStringLiteral("annotation idempotentHint was added (true)"),
                         QStringLiteral("`execution.taskSupport` changed from \"optional\" to \"required\"")}));
        QVERIFY(SurfaceChanges::describe(Section::Tools, a, a).isEmpty());
        const QStringList back = SurfaceChanges::describe(Section::Tools, b, a);
        QVERIFY2(back.contains(QStringLiteral("an output schema was added")), qPrintable(back.join(QLatin1Char('\n'))));
        QVERIFY(back.contains(QStringLiteral("argument `path` became optional")));
    }

    void prompt()
    {
        const QJsonObject a = object(
            R"({"name":"greet","arguments":[{"name":"who","required":false},{"name":"style","description":"How"}]})");
        const QJsonObject b = object(
            R"({"name":"greet","description":"Greets","arguments":[{"name":"who","required":true},{"name":"style","description":"How to greet"},{"name":"lang"}]})");
        QCOMPARE(
            SurfaceChanges::describe(Section::Prompts, a, b),
            (QStringList{QStringLiteral("a description was added"), QStringLiteral("argument `who` became required"),
                         QStringLiteral("the description of `style` changed"),
                         QStringLiteral("argument `lang` was added (optional)")}));
    }

    void resource()
    {
        const QJsonObject a
            = object(R"({"uri":"urn:example:a","name":"a","mimeType":"text/plain","annotations":{"priority":0.5}})");
        const QJsonObject b = object(
            R"({"uri":"urn:example:a","name":"a.txt","mimeType":"text/markdown","annotations":{"priority":0.9},"size":12})");
        QCOMPARE(SurfaceChanges::describe(Section::Resources, a, b),
                 (QStringList{QStringLiteral("the name changed from \"a\" to \"a.txt\""),
                              QStringLiteral("the MIME type changed from \"text/plain\" to \"text/markdown\""),
                              QStringLiteral("annotation priority changed from 0.5 to 0.9"),
                              QStringLiteral("`size` was added (12)")}));
    }

    void capabilities()
    {
        QCOMPARE(SurfaceChanges::describe(Section::Capabilities, object(R"({"tools":{}})"),
                                          object(R"({"tools":{"listChanged":true}})")),
                 QStringList{QStringLiteral("capability tools.listChanged was added")});
        QCOMPARE(SurfaceChanges::describe(Section::Capabilities, object(R"({"resources":{"subscribe":true}})"),
                                          object(R"({"resources":{"subscribe":false}})")),
                 QStringList{QStringLiteral("capability resources.subscribe became false")});
        QCOMPARE(SurfaceChanges::describe(Section::Capabilities, QJsonObject(), object(R"({"logging":{}})")),
                 QStringList{QStringLiteral("capability logging was added")});
        QCOMPARE(SurfaceChanges::describe(Section::Capabilities, object(R"({"completions":{}})"), QJsonObject()),
                 QStringList{QStringLiteral("capability completions was removed")});
    }

    void instructions()
    {
        QCOMPARE(SurfaceChanges::describe(Section::Server, object(R"({"instructions":"Use read first."})"),
                                          object(R"({"instructions":"Use read, then write."})")),
                 QStringList{QStringLiteral("the instructions changed")});
        QCOMPARE(SurfaceChanges::describe(Section::Server, QJsonObject(), object(R"({"instructions":"Hi"})")),
                 QStringList{QStringLiteral("instructions were added")});
    }

    /// Two recordings of the real demo server, one edited as a new release might change it:
    /// the surface comparison finds the changes and says them in words; calls do not count.
    void demoServerSurface()
    {
        QTemporaryDir dir;
        const QString recorded = dir.filePath(QStringLiteral("demo.jsonl"));
        QProcess p;
        p.start(test::mcpscopeBinary(),
                {QStringLiteral("--cli"), test::demoServerBinary(), QStringLiteral("--method"),
                 QStringLiteral("tools/list"), QStringLiteral("--save-session"), recorded, QStringLiteral("-q")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        // The next release: tools/listChanged off, and add's second addend optional.
        const QString step = dir.filePath(QStringLiteral("step.jsonl"));
        const QString edited = dir.filePath(QStringLiteral("edited.jsonl"));
        QCOMPARE(test::rewriteSession(recorded, step,
                                      test::replaceReceived("\"tools\":{\"listChanged\":true}},\"instructions\"",
                                                            "\"tools\":{\"listChanged\":false}},\"instructions\"")),
                 1);
        QCOMPARE(test::rewriteSession(
                     step, edited,
                     test::replaceReceived("\"required\":[\"a\",\"b\"],\"type\":\"object\"},\"name\":\"add\"",
                                           "\"required\":[\"a\"],\"type\":\"object\"},\"name\":\"add\"")),
                 1);
        Session a;
        Session b;
        QString error;
        QVERIFY2(Session::load(recorded, &a, nullptr, &error), qPrintable(error));
        QVERIFY2(Session::load(edited, &b, nullptr, &error), qPrintable(error));

        const SessionComparison same = SessionComparison::compareSurface(a, a);
        QVERIFY(same.isSurface());
        QVERIFY(same.isEqual());
        QCOMPARE(same.serverA().name, QStringLiteral("mcpscope-demo"));
        // Only tools/list was asked for: the other lists are named, not compared.
        QCOMPARE(same.notCompared().size(), 3);
        QCOMPARE(same.notCompared().at(0).section, Section::Resources);
        QCOMPARE(same.notCompared().at(0).reason, QStringLiteral("Neither side asked for resources/list."));
        QVERIFY(same.itemsOf(Section::Calls).isEmpty());
        QVERIFY(!same.itemsOf(Section::Tools).isEmpty());

        const SessionComparison changed = SessionComparison::compareSurface(a, b);
        QVERIFY(!changed.isEqual());
        QStringList words;
        for (const SessionComparison::Item &item : changed.items()) {
            if (item.isDifference())
                words << item.changes;
        }
        QCOMPARE(words, (QStringList{QStringLiteral("capability tools.listChanged became false"),
                                     QStringLiteral("argument `b` became optional")}));
        // The same words in the comparison of recorded sessions (mcpscope compare).
        const SessionComparison full = SessionComparison::compare(a, b);
        QStringList fullWords;
        for (const SessionComparison::Item &item : full.items())
            fullWords << item.changes;
        QCOMPARE(fullWords, words);
    }
};

QTEST_GUILESS_MAIN(TestSurfaceChanges)
#include "tst_surfacechanges.moc"
