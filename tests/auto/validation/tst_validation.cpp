// SPDX-License-Identifier: MIT
// The validator's own rules (framing, JSON-RPC 2.0, lifecycle, capabilities, session state):
// one data row per rule that triggers it and a clean twin that does not, the rule catalogue
// against RULES.md, raw-byte scanners, hostile input, and the real recorded transcripts.
#include "json/lightjson.h"
#include "json/rawjson.h"
#include "text/utf8.h"
#include "validation/jsonrpcrules.h"
#include "validation/rulecatalogue.h"
#include "validation/sessionrules.h"
#include "validation/validator.h"

#include "testpaths.h"
#include "validationdata.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace mcpscope;
using namespace vtest;

class TestValidation : public QObject
{
    Q_OBJECT

    QSet<QString> m_triggered;
    QSet<QString> m_clean;

private Q_SLOTS:
    void rules_data()
    {
        QTest::addColumn<Script>("script");
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("triggers");
        QTest::addColumn<QString>("pointer"); // checked when not "*"
        QTest::addColumn<bool>("stdio");
        QTest::addColumn<qint64>("maxBytes");
        const QList<RuleRow> rows = ruleRows();
        for (const RuleRow &r : rows)
            QTest::newRow(r.name) << r.script << r.code << r.triggers << r.pointer << r.stdio << r.maxBytes;
    }

    void rules()
    {
        QFETCH(Script, script);
        QFETCH(QString, code);
        QFETCH(bool, triggers);
        QFETCH(QString, pointer);
        QFETCH(bool, stdio);
        QFETCH(qint64, maxBytes);

        Validator::Options options;
        options.stdio = stdio;
        options.maxMessageBytes = maxBytes;
        Diagnostics all;
        const Diagnostics last = run(script, options, &all);
        // The validator reads bytes only: given them without a parsed Message, it says the same.
        Diagnostics fromBytes;
        run(script, options, &fromBytes, true);
        QCOMPARE(describe(fromBytes), describe(all));

        for (const Diagnostic &d : std::as_const(all)) {
            const Rule *rule = RuleCatalogue::find(d.code);
            QVERIFY2(rule, qPrintable(QStringLiteral("not in the catalogue: ") + d.code));
            QCOMPARE(d.severity, rule->severity);
            QCOMPARE(d.specRef, QString(rule->specRef));
            QVERIFY2(!d.message.isEmpty() && !d.message.contains(QLatin1Char('\n')), qPrintable(d.message));
        }

        const auto hit = std::find_if(last.cbegin(), last.cend(), [&](const Diagnostic &d) { return d.code == code; });
        if (triggers) {
            QVERIFY2(hit != last.cend(),
                     qPrintable(QStringLiteral("%1 not reported; got:\n%2").arg(code, describe(last))));
            if (pointer != QLatin1String("*"))
                QCOMPARE(hit->pointer, pointer);
            // Rules said at the end, or on a timeout, point at the request they are about.
            const bool aboutTheRequest
                = code == QLatin1String("session.request.unanswered")
                  || code == QLatin1String("session.request.timeout")
                  || (code == QLatin1String("modern.listen.unacknowledged") && script.last() == "FINISH");
            QCOMPARE(hit->messageIndex, aboutTheRequest ? script.size() - 2 : script.size() - 1);
            m_triggered.insert(code);
        } else {
            // A clean twin is clean, not only free of this one code.
            Diagnostics mine;
            for (const Diagnostic &d : last) {
                if (isCoreRule(d.code))
                    mine.append(d);
            }
            QVERIFY2(mine.isEmpty(),
                     qPrintable(QStringLiteral("clean twin of %1 is not clean:\n%2").arg(code, describe(mine))));
            m_clean.insert(code);
        }
    }

    /// The era of the connection decides which shapes a message is checked against; where a
    /// shape rule and an era rule would say the same, only one of them does.
    void eraDecidesTheShapes_data()
    {
        QTest::addColumn<Script>("script");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("forbidden");
        for (const EraCase &c : eraCases())
            QTest::newRow(c.name) << c.script << c.expected << c.forbidden;
    }

    void eraDecidesTheShapes()
    {
        QFETCH(Script, script);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, forbidden);
        const Diagnostics last = run(script, Validator::Options());
        for (const QString &want : std::as_const(expected)) {
            const QString code = want.section(QLatin1Char('@'), 0, 0);
            const bool withPointer = want.contains(QLatin1Char('@'));
            const bool found = std::any_of(last.cbegin(), last.cend(), [&](const Diagnostic &d) {
                return d.code == code && (!withPointer || d.pointer == want.section(QLatin1Char('@'), 1));
            });
            QVERIFY2(found, qPrintable(QStringLiteral("%1 not reported; got:\n%2").arg(want, describe(last))));
        }
        for (const Diagnostic &d : last)
            QVERIFY2(!forbidden.contains(d.code), qPrintable(QStringLiteral("unexpected:\n") + describe(last)));
        if (expected.isEmpty()) {
            for (const Diagnostic &d : last)
                QVERIFY2(d.severity != Severity::Error, qPrintable(QStringLiteral("unexpected:\n") + describe(last)));
        }
    }

    /// A server that refuses a request whose headers disagree with its body (-32020) did its
    /// part: only the client's fault is reported.
    void modernHeaderMismatchRefused()
    {
        Validator::Options options;
        options.stdio = false;
        const auto codes = [&](const QByteArray &answer) {
            QStringList found;
            for (const Diagnostic &d : run(modernHeaderMismatch(answer), options))
                found << d.code;
            return found;
        };
        const QStringList refused
            = codes(R"({"jsonrpc":"2.0","id":2,"error":{"code":-32020,"message":"Header mismatch"}})");
        QCOMPARE(refused, QStringList{QStringLiteral("modern.http.headerMismatch")});
        const QStringList accepted
            = codes(R"({"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Unknown tool"}})");
        QVERIFY2(accepted.contains(QStringLiteral("modern.http.mismatchAccepted")),
                 qPrintable(accepted.join(QLatin1Char(' '))));
    }

    void everyRuleHasTwoRows()
    {
        QStringList missing;
        for (const Rule &rule : RuleCatalogue::all()) {
            const QString code(rule.code);
            if (!isCoreRule(code))
                continue; // the MCP shape rules have their own suite
            if (!m_triggered.contains(code))
                missing << code + QStringLiteral(" (no row triggers it)");
            if (!m_clean.contains(code))
                missing << code + QStringLiteral(" (no clean twin)");
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    }

    void catalogueIsWellFormed()
    {
        QSet<QString> codes;
        const QRegularExpression codeSyntax(QStringLiteral("^[a-z]+(\\.[a-zA-Z0-9]+)+$"));
        for (const Rule &rule : RuleCatalogue::all()) {
            const QString code(rule.code);
            QVERIFY2(!codes.contains(code), qPrintable(QStringLiteral("duplicate code ") + code));
            codes.insert(code);
            QVERIFY2(codeSyntax.match(code).hasMatch(), qPrintable(code));
            QVERIFY2(!rule.summary.isEmpty() && !QString(rule.summary).contains(QLatin1Char('\n')), qPrintable(code));
            QVERIFY2(!rule.specRef.isEmpty(), qPrintable(code));
            if (rule.specRef != QLatin1String("mcpscope"))
                QVERIFY2(RuleCatalogue::specUrl(rule.specRef).startsWith(QLatin1String("https://")), qPrintable(code));
        }
        QCOMPARE(RuleCatalogue::find(u"jsonrpc.id.type")->severity, Severity::Error);
        QVERIFY(!RuleCatalogue::find(u"no.such.rule"));
        QCOMPARE(RuleCatalogue::specUrl(u"basic#requests"),
                 QStringLiteral("https://modelcontextprotocol.io/specification/2025-11-25/basic#requests"));
        QCOMPARE(RuleCatalogue::specUrl(u"2025-06-18/changelog"),
                 QStringLiteral("https://modelcontextprotocol.io/specification/2025-06-18/changelog"));
        QCOMPARE(RuleCatalogue::specUrl(u"JSON-RPC 2.0 §5.1"),
                 QStringLiteral("https://www.jsonrpc.org/specification#error_object"));
    }

    /// RULES.md carries the catalogue as generated tables; set MCPSCOPE_WRITE_RULES=1 to
    /// rewrite it after changing the catalogue.
    void rulesDocMatchesCatalogue()
    {
        const QString path = test::sourceDir() + QStringLiteral("/core/validation/RULES.md");
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QString doc = QString::fromUtf8(file.readAll());
        file.close();
        const qsizetype begin = doc.indexOf(BeginMarker);
        const qsizetype end = doc.indexOf(EndMarker);
        QVERIFY2(begin >= 0 && end > begin, "RULES.md lacks its BEGIN/END RULES markers");
        const QString current = doc.mid(begin + BeginMarker.size(), end - begin - BeginMarker.size());
        const QString expected = rulesTable() + QLatin1Char('\n');
        if (current == expected)
            return;
        if (qEnvironmentVariableIntValue("MCPSCOPE_WRITE_RULES") == 1) {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write((doc.left(begin + BeginMarker.size()) + expected + doc.mid(end)).toUtf8());
            qInfo("rewrote %s", qPrintable(path));
            return;
        }
        // Every code in both directions, so the failure says what is missing where.
        QStringList problems;
        for (const Rule &rule : RuleCatalogue::all()) {
            if (!current.contains(QLatin1String("| `") + QString(rule.code) + QLatin1String("` |")))
                problems << QStringLiteral("missing from RULES.md: ") + QString(rule.code);
        }
        static const QRegularExpression documented(QStringLiteral("^\\| `([^`]+)` \\|"),
                                                   QRegularExpression::MultilineOption);
        for (auto it = documented.globalMatch(current); it.hasNext();) {
            const QString code = it.next().captured(1);
            if (!RuleCatalogue::find(code))
                problems << QStringLiteral("in RULES.md but not in the catalogue: ") + code;
        }
        problems << QStringLiteral("RULES.md is out of date with the rule catalogue; run "
                                   "MCPSCOPE_WRITE_RULES=1 tst_validation rulesDocMatchesCatalogue to regenerate it.");
        QFAIL(qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void previews()
    {
        QCOMPARE(previewText(u"Starting server..."), QStringLiteral("Starting server..."));
        QCOMPARE(previewText(u"a\nb\tc\rd"), QStringLiteral("a\\nb\\tc\\rd"));
        QCOMPARE(previewText(QString(100, QLatin1Char('x')), 10), QString(10, QLatin1Char('x')) + QChar(0x2026));
        QCOMPARE(previewText(u"evil\u202Etxt.exe"), QStringLiteral("evil\\u202etxt.exe"));
        QCOMPARE(previewText(u"\u0001"), QStringLiteral("\\u0001"));
        // A surrogate pair is one character and is never cut in half.
        const QString emoji = QString::fromUtf8("\xf0\x9f\x98\x80\xf0\x9f\x98\x80");
        QCOMPARE(previewText(emoji, 1), QString::fromUtf8("\xf0\x9f\x98\x80") + QChar(0x2026));
        QCOMPARE(previewBytes("ok \xff\xfe"), QStringLiteral("ok \\xff\\xfe"));
        QCOMPARE(previewBytes("gr\xc3\xbc\xc3\x9f"), QString::fromUtf8("gr\xc3\xbc\xc3\x9f"));
        QCOMPARE(previewBytes(QByteArray(1000, 'y'), 5), QStringLiteral("yyyyy") + QChar(0x2026));
        // Huge input, bounded output.
        const QByteArray huge(50 * 1024 * 1024, 'z');
        QElapsedTimer t;
        t.start();
        QCOMPARE(previewBytes(huge).size(), 61);
        QVERIFY(t.elapsed() < 1000);
        QCOMPARE(directionName(Direction::ClientToServer), QStringLiteral("client->server"));
        QCOMPARE(severityName(Severity::Warning), QStringLiteral("warning"));
    }

    void utf8Offset_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qsizetype>("offset");
        QTest::newRow("ascii") << QByteArray("hello") << qsizetype(-1);
        QTest::newRow("valid multibyte") << QByteArray("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80") << qsizetype(-1);
        QTest::newRow("lone continuation") << QByteArray("ab\x80") << qsizetype(2);
        QTest::newRow("ff") << QByteArray("abc\xff") << qsizetype(3);
        QTest::newRow("overlong") << QByteArray("a\xc0\xaf") << qsizetype(1);
        QTest::newRow("overlong 3") << QByteArray("a\xe0\x80\xaf") << qsizetype(1);
        QTest::newRow("surrogate") << QByteArray("xy\xed\xa0\x80") << qsizetype(2);
        QTest::newRow("above 10FFFF") << QByteArray("\xf4\x90\x80\x80") << qsizetype(0);
        QTest::newRow("truncated") << QByteArray("abcd\xe2\x82") << qsizetype(4);
        QTest::newRow("bad second byte") << QByteArray("\xe2(\xa1") << qsizetype(0);
    }

    void utf8Offset()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qsizetype, offset);
        QCOMPARE(utf8::firstInvalid(bytes), offset);
    }

    void utf8OffsetInTheMessage()
    {
        const QByteArray raw
            = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"data\":\"caf\xe9\"}}";
        Validator v;
        const Diagnostics ds = v.checkMessage(Message::parse(raw), Direction::ServerToClient, 3);
        QCOMPARE(ds.size(), 1);
        QCOMPARE(ds.first().code, QStringLiteral("json.utf8"));
        QVERIFY2(ds.first().message.contains(QStringLiteral("byte %1 (0xe9)").arg(raw.indexOf('\xe9'))),
                 qPrintable(ds.first().message));
        QCOMPARE(ds.first().messageIndex, 3);
    }

    void duplicateKeys()
    {
        rawjson::DuplicateKeyScanner scanner;
        std::vector<rawjson::DuplicateKeyScanner::Duplicate> found;
        auto scan = [&](const QByteArray &json) {
            found.clear();
            scanner.scan(json, &found);
            QStringList out;
            for (const auto &d : found)
                out << d.pointer;
            return out;
        };
        for (const auto &[json, pointers] : duplicateKeyCases())
            QCOMPARE(scan(json), pointers);
        // Not JSON: an object where a member name belongs, with no name before it.
        QCOMPARE(scan("{{\"a\":1,\"a\":2}}"), QStringList{QStringLiteral("//a")});

        // 10 000 members, one of them twice: found, and fast.
        QByteArray big = "{";
        for (int i = 0; i < 10000; ++i)
            big += "\"k" + QByteArray::number(i) + "\":" + QByteArray::number(i) + ',';
        big += "\"k4321\":0}";
        QElapsedTimer t;
        t.start();
        QCOMPARE(scan(big), QStringList{QStringLiteral("/k4321")});
        QVERIFY(t.elapsed() < 2000);
    }

    /// JsonRpcRules reads the message through its lightjson view: names written with escapes,
    /// repeated names (the last one counts), member order, spacing and numbers written with a
    /// fraction or exponent must give exactly what the plain message gives.
    void viewGivesTheSameEnvelopeAsThePlainMessage_data()
    {
        QTest::addColumn<QByteArray>("hostile");
        QTest::addColumn<QByteArray>("plain");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("mcp");
        QTest::addRow("escaped method") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools\\/call\"}")
                                        << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/call\"}")
                                        << int(Envelope::Kind::Request) << int(McpMethod::ToolsCall);
        QTest::addRow("escaped version") << QByteArray("{\"jsonrpc\":\"2\\u002e0\",\"id\":5,\"method\":\"ping\"}")
                                         << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}")
                                         << int(Envelope::Kind::Request) << int(McpMethod::Ping);
        QTest::addRow("escaped id name") << QByteArray("{\"jsonrpc\":\"2.0\",\"\\u0069d\":5,\"method\":\"ping\"}")
                                         << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}")
                                         << int(Envelope::Kind::Request) << int(McpMethod::Ping);
        QTest::addRow("escaped method name")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"\\u006dethod\":\"notifications/initialized\"}")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
            << int(Envelope::Kind::Notification) << int(McpMethod::Initialized);
        QTest::addRow("method twice, last not a string")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"method\":{}}")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":{}}") << int(Envelope::Kind::None)
            << int(McpMethod::Other);
        QTest::addRow("method twice, last a string")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":{},\"method\":\"ping\"}")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}") << int(Envelope::Kind::Request)
            << int(McpMethod::Ping);
        QTest::addRow("version twice") << QByteArray(
            "{\"jsonrpc\":\"2.0\",\"jsonrpc\":\"1.0\",\"id\":5,\"method\":\"ping\"}")
                                       << QByteArray("{\"jsonrpc\":\"1.0\",\"id\":5,\"method\":\"ping\"}")
                                       << int(Envelope::Kind::Request) << int(McpMethod::Ping);
        QTest::addRow("id twice") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"id\":6,\"result\":{}}")
                                  << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":6,\"result\":{}}")
                                  << int(Envelope::Kind::Result) << int(McpMethod::Other);
        QTest::addRow("escaped name twice")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"\\u0069d\":7,\"method\":\"ping\"}")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}") << int(Envelope::Kind::Request)
            << int(McpMethod::Ping);
        QTest::addRow("reversed order")
            << QByteArray("{\"params\":{\"b\":1,\"a\":2},\"method\":\"tools/list\",\"id\":\"x\",\"jsonrpc\":\"2.0\"}")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\":\"tools/list\",\"params\":{\"a\":2,\"b\":1}}")
            << int(Envelope::Kind::Request) << int(McpMethod::ToolsList);
        QTest::addRow("spaces") << QByteArray(" { \"jsonrpc\" : \"2.0\" , \"id\" : 1 , \"method\" : \"initialize\" } ")
                                << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}")
                                << int(Envelope::Kind::Request) << int(McpMethod::Initialize);
        QTest::addRow("id 10.0") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":10.0,\"method\":\"ping\"}")
                                 << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"ping\"}")
                                 << int(Envelope::Kind::Request) << int(McpMethod::Ping);
        QTest::addRow("id 1e2") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1e2,\"result\":{}}")
                                << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":100,\"result\":{}}")
                                << int(Envelope::Kind::Result) << int(McpMethod::Other);
        QTest::addRow("escaped unknown member")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"\\u0065xtra\":1}")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"extra\":1}")
            << int(Envelope::Kind::Request) << int(McpMethod::Ping);
        QTest::addRow("error code twice")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32601,\"code\":\"x\",\"message\":\"m\"}}")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":\"x\",\"message\":\"m\"}}")
            << int(Envelope::Kind::Error) << int(McpMethod::Other);
        QTest::addRow("escaped unknown method")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"rpc\\u002ediscover\"}")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"rpc.discover\"}") << int(Envelope::Kind::Request)
            << int(McpMethod::Other);
    }

    void viewGivesTheSameEnvelopeAsThePlainMessage()
    {
        QFETCH(QByteArray, hostile);
        QFETCH(QByteArray, plain);
        QFETCH(int, kind);
        QFETCH(int, mcp);
        auto text = [](const QByteArray &json) {
            lightjson::Document doc;
            if (!doc.build(json))
                return QStringList{QStringLiteral("not JSON")};
            Diagnostics out;
            const Envelope e = JsonRpcRules::check(doc.root().toObject(), QString(), 0, out);
            QStringList lines{QString::number(int(e.kind)) + u' ' + idToDisplay(e.id.toJson()) + u' ' + e.method + u' '
                              + QString::number(int(e.mcp)) + u' ' + QString::number(e.idUsable) + u' '
                              + QString::fromUtf8(QJsonDocument(e.params.toJson()).toJson(QJsonDocument::Compact))
                              + u' ' + QString::number(int(e.paramsValue.type())) + u' '
                              + QString::number(int(e.result.type()))};
            for (const Diagnostic &d : out)
                lines << d.code + u'@' + d.pointer + u' ' + d.message;
            return lines;
        };
        const QStringList got = text(hostile);
        QCOMPARE(got, text(plain));
        QVERIFY(got.first().startsWith(QString::number(kind) + u' '));
        lightjson::Document doc;
        QVERIFY(doc.build(hostile));
        Diagnostics out;
        const Envelope e = JsonRpcRules::check(doc.root().toObject(), QString(), 0, out);
        QCOMPARE(int(e.mcp), mcp);
        // The integer the envelope gives for the id is the one its QJsonValue holds.
        const QJsonValue id = QJsonDocument::fromJson(hostile).object().value(QLatin1String("id"));
        qint64 n = 0;
        QCOMPARE(e.idIsInteger, e.kind != Envelope::Kind::None && classifyNumber(id, &n) == NumberKind::Integer);
        if (e.idIsInteger)
            QCOMPARE(e.idInteger, n);
    }

    /// Ids and numbers read in the view classify and key exactly as their QJsonValue.
    void idKeysFromTheViewMatchQJsonValue()
    {
        const QList<QByteArray> ids{"2",
                                    "\"2\"",
                                    "2.0",
                                    "-0",
                                    "-0.0",
                                    "1e2",
                                    "1E+2",
                                    "0.5e1",
                                    "1.5",
                                    "-1.5",
                                    "1e-1",
                                    "9007199254740992",
                                    "9007199254740993",
                                    "-9007199254740993",
                                    "9223372036854775807",
                                    "9223372036854775808",
                                    "-9223372036854775808",
                                    "-9223372036854775809",
                                    "18446744073709551616",
                                    "1e300",
                                    "-1e300",
                                    "1e19",
                                    "123456789012345678901234567890",
                                    "null",
                                    "true",
                                    "false",
                                    "[1]",
                                    "{}",
                                    "\"\\u00e9\\n\"",
                                    "\"\"",
                                    "\"020\""};
        for (const QByteArray &id : ids) {
            const QByteArray json = "{\"id\":" + id + '}';
            const QJsonValue qt = QJsonDocument::fromJson(json).object().value(QLatin1String("id"));
            lightjson::Document doc;
            QVERIFY2(doc.build(json), json.constData());
            const lightjson::Value light = doc.root().toObject().value(QLatin1String("id"));
            qint64 a = -1;
            qint64 b = -1;
            QCOMPARE(int(classifyNumber(light, &b)), int(classifyNumber(qt, &a)));
            QCOMPARE(b, a);
            const IdKey fromQt = IdKey::from(qt);
            const IdKey fromView = IdKey::from(light);
            QVERIFY2(fromQt == fromView, json.constData());
            QCOMPARE(qHash(fromView, 7), qHash(fromQt, 7));
        }
    }

    /// Sessions that receive the same tools/list text share compiled schemas; a session with
    /// a different list text checks calls against its own tools.
    void toolSchemasFollowTheListText()
    {
        auto listText = [](const char *required) {
            QByteArray text
                = "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"tools\":[{\"name\":\"t\",\"inputSchema\":"
                  "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"},\"b\":{\"type\":\"integer\"}},"
                  "\"required\":[\"";
            text.append(required);
            text.append("\"]},\"execution\":{\"taskSupport\":\"forbidden\"}}]}}");
            return text;
        };
        const QByteArray call = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"params\":{\"name\":\"t\","
                                "\"arguments\":{\"a\":\"x\"},\"task\":{}}}";
        auto session = [&](const QByteArray &list) {
            Validator v;
            v.checkMessage(
                Message::parse(
                    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                    "\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}"),
                Direction::ClientToServer, 0);
            v.checkMessage(
                Message::parse("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-11-25\","
                               "\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}"),
                Direction::ServerToClient, 1);
            v.checkMessage(Message::parse("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                           Direction::ClientToServer, 2);
            v.checkMessage(Message::parse("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}"),
                           Direction::ClientToServer, 3);
            v.checkMessage(Message::parse(list), Direction::ServerToClient, 4);
            QStringList out;
            for (int i = 0; i < 2; ++i) {
                QByteArray c = call;
                c.replace("\"id\":3", QByteArray("\"id\":" + QByteArray::number(3 + i)));
                for (const Diagnostic &d : v.checkMessage(Message::parse(c), Direction::ClientToServer, 5 + i))
                    out << QString::number(i) + u' ' + d.code + u'@' + d.pointer + u' ' + d.message;
            }
            return out;
        };
        const QStringList first = session(listText("b"));
        const QString joined = first.join(u'\n');
        QVERIFY2(joined.contains(QLatin1String("0 mcp.tool.arguments@/params/arguments ")),
                 qPrintable(joined)); // b is required
        QVERIFY2(joined.contains(QLatin1String("0 mcp.tool.taskSupport@/params/task ")), qPrintable(joined));
        QCOMPARE(first.filter(QRegularExpression(QStringLiteral("^1 "))).size(),
                 first.filter(QRegularExpression(QStringLiteral("^0 "))).size());
        QCOMPARE(session(listText("b")), first);
        // Another text, another schema: "a" is required and present, "b" may be left out.
        const QStringList other = session(listText("a"));
        QVERIFY2(!other.join(u'\n').contains(QLatin1String("mcp.tool.arguments")), qPrintable(other.join(u'\n')));
        QVERIFY2(other.join(u'\n').contains(QLatin1String("0 mcp.tool.taskSupport@/params/task ")),
                 qPrintable(other.join(u'\n')));
        QCOMPARE(session(listText("b")), first);
    }

    /// Sessions that receive the same tools/list text share the tools it lists; a later page
    /// that one session receives adds its tools to that session only, never to the others or
    /// to the sessions that receive the same text afterwards.
    void toolListsSharedBetweenSessionsStayTheirOwn()
    {
        const QByteArray list = "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"tools\":[{\"name\":\"t\",\"inputSchema\":"
                                "{\"type\":\"object\"}}],\"nextCursor\":\"p2\"}}";
        const QByteArray page = "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"tools\":[{\"name\":\"u\",\"inputSchema\":"
                                "{\"type\":\"object\"}}]}}";
        qsizetype index = 0;
        auto check = [&index](Validator &v, const QByteArray &text, Direction d) {
            return v.checkMessage(Message::parse(text), d, index++);
        };
        auto start = [&](Validator &v) {
            check(v,
                  "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                  "\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}",
                  Direction::ClientToServer);
            check(v,
                  "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-11-25\","
                  "\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}",
                  Direction::ServerToClient);
            check(v, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", Direction::ClientToServer);
            check(v, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}", Direction::ClientToServer);
            QVERIFY(check(v, list, Direction::ServerToClient).isEmpty());
        };
        int nextId = 10;
        // Whether calling @p tool gets "a tool no tools/list result of this session listed".
        auto unknown = [&](Validator &v, const char *tool) {
            const QByteArray call = "{\"jsonrpc\":\"2.0\",\"id\":" + QByteArray::number(nextId++)
                                    + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                                    + "\",\"arguments\":{}}}";
            bool found = false;
            for (const Diagnostic &d : check(v, call, Direction::ClientToServer))
                found = found || d.code == QLatin1String("mcp.tool.unknown");
            return found;
        };
        Validator first;
        start(first);
        QVERIFY(!unknown(first, "t"));
        QVERIFY(unknown(first, "u"));

        Validator second; // the same text: shares the first session's tools
        start(second);
        QVERIFY(!unknown(second, "t"));
        QVERIFY(unknown(second, "u"));
        check(second, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/list\",\"params\":{\"cursor\":\"p2\"}}",
              Direction::ClientToServer);
        QVERIFY(check(second, page, Direction::ServerToClient).isEmpty());
        QVERIFY(!unknown(second, "t"));
        QVERIFY(!unknown(second, "u")); // its second page

        QVERIFY(unknown(first, "u")); // not the first session's
        Validator third;
        start(third);
        QVERIFY(!unknown(third, "t"));
        QVERIFY(unknown(third, "u")); // nor that of a later session with the first page only
    }

    /// An elicitation answer is checked against the requestedSchema of its own request, also
    /// when an earlier request had the same or a different text.
    void elicitationAnswersFollowTheRequestText()
    {
        auto request = [](int id, const char *ageType) {
            QByteArray text
                = "{\"jsonrpc\":\"2.0\",\"id\":" + QByteArray::number(id)
                  + ",\"method\":\"elicitation/create\",\"params\":{\"message\":\"Tell me\",\"requestedSchema\":{\"type\":"
                    "\"object\",\"properties\":{\"age\":{\"type\":\"";
            text.append(ageType);
            text.append("\"}}}}}");
            return text;
        };
        auto answer = [](int id) {
            return "{\"jsonrpc\":\"2.0\",\"id\":" + QByteArray::number(id)
                   + ",\"result\":{\"action\":\"accept\",\"content\":{\"age\":\"ten\"}}}";
        };
        auto session = [&](const QList<const char *> &types) {
            Validator v;
            v.checkMessage(
                Message::parse(
                    "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                    "\"2025-11-25\",\"capabilities\":{\"elicitation\":{}},\"clientInfo\":{\"name\":\"c\",\"version\":\"1\"}}}"),
                Direction::ClientToServer, 0);
            v.checkMessage(
                Message::parse("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-11-25\","
                               "\"capabilities\":{},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}"),
                Direction::ServerToClient, 1);
            v.checkMessage(Message::parse("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"),
                           Direction::ClientToServer, 2);
            QStringList out;
            qsizetype index = 3;
            for (const char *type : types) {
                v.checkMessage(Message::parse(request(7, type)), Direction::ServerToClient, index++);
                const Diagnostics ds = v.checkMessage(Message::parse(answer(7)), Direction::ClientToServer, index++);
                QStringList codes;
                for (const Diagnostic &d : ds)
                    codes << d.code + u'@' + d.pointer;
                out << codes.join(u',');
            }
            return out;
        };
        const QString mismatch = QStringLiteral("mcp.elicitation.contentSchema@/result/content/age");
        const QStringList out = session({"integer", "string", "integer", "integer", "string"});
        QCOMPARE(out, (QStringList{mismatch, QString(), mismatch, mismatch, QString()}));
        QCOMPARE(session({"string", "integer"}), (QStringList{QString(), mismatch}));
    }

    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("raw");
        for (const auto &[name, raw] : hostileInputs())
            QTest::newRow(name) << raw;
    }

    void hostileInput()
    {
        QFETCH(QByteArray, raw);
        Validator v;
        QElapsedTimer t;
        t.start();
        const Message m = Message::parse(raw);
        Diagnostics ds = v.checkMessage(m, Direction::ServerToClient, 0);
        Frame f;
        f.payload = raw;
        ds += v.checkFrame(f, m, Direction::ServerToClient, 1);
        ds += v.finish();
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
        for (const Diagnostic &d : std::as_const(ds))
            QVERIFY2(d.message.size() < 600,
                     qPrintable(d.code + QStringLiteral(": ") + QString::number(d.message.size())));
    }

    void batchElementsAreValidatedOneByOne()
    {
        Validator::Options options;
        options.protocolVersion = QStringLiteral("2025-03-26");
        Validator v(options);
        const QByteArray batch = batchWithBadElements();
        const Diagnostics ds = v.checkMessage(Message::parse(batch), Direction::ClientToServer, 0);
        QStringList got;
        for (const Diagnostic &d : ds)
            got << d.code + QLatin1Char('@') + d.pointer;
        QVERIFY2(got.contains(QStringLiteral("jsonrpc.id.type@/1/id")), qPrintable(got.join(u' ')));
        QVERIFY2(got.contains(QStringLiteral("jsonrpc.version.value@/2/jsonrpc")), qPrintable(got.join(u' ')));
        QVERIFY2(!got.join(u' ').contains(QLatin1String("batch.unsupported")), qPrintable(got.join(u' ')));
        QCOMPARE(v.protocolVersion(), QStringLiteral("2025-03-26"));
    }

    void negotiatedVersion()
    {
        Validator v;
        QCOMPARE(v.protocolVersion(), QStringLiteral("2025-11-25"));
        v.checkMessage(Message::parse(initialize0326()), Direction::ClientToServer, 0);
        v.checkMessage(Message::parse(initializeResult0326()), Direction::ServerToClient, 1);
        QCOMPARE(v.protocolVersion(), QStringLiteral("2025-03-26"));
        // finish() reports once.
        v.checkMessage(Message::parse(ping5()), Direction::ClientToServer, 2);
        QCOMPARE(v.finish().size(), 1);
        QCOMPARE(v.finish().size(), 0);
    }

    void notJsonMessageSaysStdoutPollution()
    {
        Validator v;
        Frame f;
        f.payload = "Starting server on port 8080...";
        const Diagnostics ds = v.checkFrame(f, Message::parse(f.payload), Direction::ServerToClient, 0);
        QCOMPARE(ds.size(), 1);
        QCOMPARE(
            ds.first().message,
            QString::fromUtf8("The server wrote a line that is not JSON to stdout: \"Starting server on port 8080...\" "
                              "\xe2\x80\x94 log to stderr instead."));
        // Long lines are cut.
        f.payload = QByteArray(5000, 'L');
        const Diagnostics longLine = v.checkFrame(f, Message::parse(f.payload), Direction::ServerToClient, 1);
        QVERIFY(longLine.first().message.size() < 200);
    }

    /// The per-method shape rules get every result with the request's method and params, and
    /// their pointers come back relative to the message (inside "/result", inside the batch).
    void shapeRulesSeeResultsInContext()
    {
        const Diagnostics last = run(shapeContextScript(), Validator::Options());
        bool found = false;
        for (const Diagnostic &d : std::as_const(last)) {
            QVERIFY2(!isCoreRule(d.code), qPrintable(describe(last)));
            found = found || d.pointer.startsWith(QLatin1String("/result/tools/0"));
        }
        QVERIFY2(found, qPrintable(QStringLiteral("no shape diagnostic under /result/tools/0:\n") + describe(last)));
    }

    /// Large params and results are checked once and their diagnostics replayed when the
    /// same bytes come again (shaperules.h): the replay must be exactly what a fresh check
    /// says, and bytes seen in other circumstances (protocol version, sender) are checked
    /// again.
    void replayedShapeChecksMatchFreshOnes()
    {
        QByteArray tools = "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"tools\":[";
        for (int i = 0; i < 6; ++i)
            tools += "{\"name\":\"tool" + QByteArray::number(i)
                     + "\",\"description\":\"A tool that does something useful.\","
                       "\"inputSchema\":{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\"}}}},";
        tools
            += "{\"name\":\"bad name!\",\"inputSchema\":{\"type\":\"array\"}},{\"name\":\"tool1\",\"inputSchema\":{\"type\":\"object\"}}]}}";
        QVERIFY(tools.size() > 256);
        const QByteArray list = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";
        const QByteArray initialize
            = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
              "\"2025-11-25\",\"capabilities\":{\"elicitation\":{}},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}";
        const QByteArray initialized = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";
        const QByteArray initializeResult
            = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-11-25\","
              "\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"s\",\"version\":\"1\"}}}";
        auto strip = [](Diagnostics ds) {
            QStringList out;
            for (const Diagnostic &d : ds)
                out << d.code + QLatin1Char('@') + d.pointer + QLatin1Char(' ') + d.message;
            return out;
        };
        // The tools/list result's diagnostics, checked as message 4 of a session.
        auto listResult = [&](const QString &version, int times) {
            Validator::Options options;
            options.protocolVersion = version;
            Validator v(options);
            v.checkMessage(Message::parse(initialize), Direction::ClientToServer, 0);
            v.checkMessage(Message::parse(initializeResult), Direction::ServerToClient, 1);
            v.checkMessage(Message::parse(initialized), Direction::ClientToServer, 2);
            QList<Diagnostics> results;
            for (int i = 0; i < times; ++i) {
                QByteArray request = list;
                QByteArray result = tools;
                request.replace("\"id\":2", QByteArray("\"id\":" + QByteArray::number(2 + i)));
                result.replace("\"id\":2", QByteArray("\"id\":" + QByteArray::number(2 + i)));
                v.checkMessage(Message::parse(request), Direction::ClientToServer, 3 + 2 * i);
                results << v.checkMessage(Message::parse(result), Direction::ServerToClient, 4 + 2 * i);
            }
            return results;
        };
        const QList<Diagnostics> first = listResult(QStringLiteral("2025-11-25"), 3);
        const QStringList fresh = strip(first.at(0));
        QVERIFY2(fresh.join(u'\n').contains(QLatin1String("mcp.tool.name@/result/tools/6/name")),
                 qPrintable(fresh.join(u'\n')));
        QVERIFY2(fresh.join(u'\n').contains(QLatin1String("mcp.tool.duplicate@/result/tools/7/name")),
                 qPrintable(fresh.join(u'\n')));
        QVERIFY2(fresh.join(u'\n').contains(QLatin1String("mcp.tool.inputSchema@/result/tools/6/inputSchema/type")),
                 qPrintable(fresh.join(u'\n')));
        for (int i = 1; i < 3; ++i) {
            QCOMPARE(strip(first.at(i)), fresh);
            for (const Diagnostic &d : first.at(i))
                QCOMPARE(d.messageIndex, qsizetype(4 + 2 * i));
        }
        // Tool name rules came with 2025-11-25: the same bytes under 2025-06-18 are checked
        // again, without them, and 2025-11-25 still gets them afterwards.
        const QStringList older = strip(listResult(QStringLiteral("2025-06-18"), 1).at(0));
        QVERIFY2(!older.join(u'\n').contains(QLatin1String("mcp.tool.name")), qPrintable(older.join(u'\n')));
        QVERIFY2(older.join(u'\n').contains(QLatin1String("mcp.tool.duplicate")), qPrintable(older.join(u'\n')));
        QCOMPARE(strip(listResult(QStringLiteral("2025-11-25"), 1).at(0)), fresh);

        // The same elicitation request from the server and from the client: only the client
        // breaks the direction rule, whichever came first.
        QByteArray elicit
            = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"elicitation/create\",\"params\":{\"message\":\"Tell me more "
              "about what you want, please, so that the tool can do its job.\",\"requestedSchema\":{\"type\":\"object\","
              "\"properties\":{\"name\":{\"type\":\"string\",\"title\":\"Your name\"},\"age\":{\"type\":\"integer\"},"
              "\"nested\":{\"type\":\"object\"}},\"required\":[\"name\"]}}}";
        QVERIFY(elicit.size() > 256);
        auto elicitFrom = [&](Direction d) {
            Validator v;
            return strip(v.checkMessage(Message::parse(elicit), d, 0));
        };
        const QStringList fromServer = elicitFrom(Direction::ServerToClient);
        const QStringList fromClient = elicitFrom(Direction::ClientToServer);
        QVERIFY2(fromServer.join(u'\n').contains(
                     QLatin1String("mcp.elicitation.schema@/params/requestedSchema/properties/nested")),
                 qPrintable(fromServer.join(u'\n')));
        QVERIFY2(!fromServer.join(u'\n').contains(QLatin1String("mcp.method.direction")),
                 qPrintable(fromServer.join(u'\n')));
        QVERIFY2(fromClient.join(u'\n').contains(QLatin1String("mcp.method.direction")),
                 qPrintable(fromClient.join(u'\n')));
        QCOMPARE(elicitFrom(Direction::ServerToClient), fromServer);
    }

    /// The real traffic in tests/data (recorded from server-everything) must not give a single error.
    void transcripts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("stdio");
        QTest::newRow("stdio") << QStringLiteral("everything-stdio.jsonl") << true;
        QTest::newRow("http") << QStringLiteral("everything-http.jsonl") << false;
    }

    void transcripts()
    {
        QFETCH(QString, file);
        QFETCH(bool, stdio);
        QFile f(test::dataDir() + QStringLiteral("/") + file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        Validator::Options options;
        options.stdio = stdio;
        Validator v(options);
        Diagnostics all;
        qsizetype line = 0;
        qsizetype messages = 0;
        while (!f.atEnd()) {
            const QByteArray text = f.readLine().trimmed();
            if (text.isEmpty()) {
                ++line;
                continue;
            }
            const QJsonObject entry = QJsonDocument::fromJson(text).object();
            const QJsonValue msg = entry.value(QStringLiteral("msg"));
            const QByteArray raw = msg.isString() ? msg.toString().toUtf8()
                                                  : QJsonDocument(msg.toObject()).toJson(QJsonDocument::Compact);
            const Direction direction
                = entry.value(QStringLiteral("direction")).toString() == QLatin1String("client->server")
                      ? Direction::ClientToServer
                      : Direction::ServerToClient;
            all += v.checkMessage(Message::parse(raw), direction, line);
            ++line;
            ++messages;
        }
        all += v.finish();
        QVERIFY(messages >= 10);
        Diagnostics errors;
        for (const Diagnostic &d : std::as_const(all)) {
            if (d.severity == Severity::Error)
                errors.append(d);
        }
        if (!all.isEmpty())
            qInfo("%s: %lld diagnostics\n%s", qPrintable(file), qlonglong(all.size()), qPrintable(describe(all)));
        QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));
        // Nothing of ours either: these sessions are clean.
        Diagnostics mine;
        for (const Diagnostic &d : std::as_const(all)) {
            if (isCoreRule(d.code))
                mine.append(d);
        }
        QVERIFY2(mine.isEmpty(), qPrintable(describe(mine)));
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
