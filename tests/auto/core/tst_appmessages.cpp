// SPDX-License-Identifier: MIT
// Messages between an MCP App and its host (issue 30): Ingest::app, the apps dialect's rules
// (core/validation/apprules.*, the ext-apps 2.0.4 schema), pairing apart from the server's
// messages, the timeline's app rows and their filter, the session file written and read back
// (Session::save, SessionJournal, SessionReader, Session::load), and exports.
#include "session/ingest.h"
#include "session/session.h"
#include "session/sessionexport.h"
#include "session/sessionjournal.h"
#include "session/sessionreader.h"
#include "session/timelinefilter.h"
#include "session/timelinemodel.h"
#include "trafficaudit.h"
#include "validation/apprules.h"
#include "validation/rulecatalogue.h"

#include <QBuffer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

const QString Counter = QStringLiteral("ui://demo/counter");

struct AppLine
{
    bool fromApp;
    const char *json;
};

/// A whole, clean conversation of an app with its host, shaped as ext-apps 2.0.4 says.
const AppLine CleanConversation[] = {
    {true,
     R"({"jsonrpc":"2.0","id":1,"method":"ui/initialize","params":{"appInfo":{"name":"counter","version":"1.0.0"},"appCapabilities":{},"protocolVersion":"2026-01-26"}})"},
    {false,
     R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2026-01-26","hostInfo":{"name":"mcpscope","version":"0.1"},"hostCapabilities":{"openLinks":{},"serverTools":{}},"hostContext":{"theme":"dark","displayMode":"inline"}}})"},
    {true, R"({"jsonrpc":"2.0","method":"ui/notifications/initialized"})"},
    {false, R"({"jsonrpc":"2.0","method":"ui/notifications/tool-input","params":{"arguments":{"start":1}}})"},
    {false,
     R"({"jsonrpc":"2.0","method":"ui/notifications/tool-result","params":{"content":[{"type":"text","text":"1"}]}})"},
    {true, R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"counter_increment","arguments":{}}})"},
    {false, R"({"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"2"}]}})"},
    {true, R"({"jsonrpc":"2.0","method":"ui/notifications/size-changed","params":{"width":300,"height":120}})"},
    {true, R"({"jsonrpc":"2.0","id":3,"method":"ui/open-link","params":{"url":"https://example.com"}})"},
    {false, R"({"jsonrpc":"2.0","id":3,"result":{}})"},
    {true,
     R"({"jsonrpc":"2.0","id":4,"method":"ui/message","params":{"role":"user","content":[{"type":"text","text":"hi"}]}})"},
    {false, R"({"jsonrpc":"2.0","id":4,"result":{}})"},
    {false, R"({"jsonrpc":"2.0","id":"t","method":"ui/resource-teardown","params":{}})"},
    {true, R"({"jsonrpc":"2.0","id":"t","result":{}})"},
};

/// The codes of the diagnostics of event @p index.
QStringList codesOf(const Session &session, qsizetype index)
{
    QStringList out;
    for (qsizetype i : session.diagnosticsOf(index))
        out << session.diagnostics().at(i).code;
    return out;
}

QStringList allCodes(const Session &session)
{
    QStringList out;
    for (const Diagnostic &d : session.diagnostics())
        out << d.code;
    return out;
}

/// Runs the clean conversation through @p ingest (app messages only).
void playClean(Ingest &ingest, const QString &uri = Counter)
{
    for (const AppLine &line : CleanConversation)
        ingest.app(QByteArray(line.json), line.fromApp, uri);
}

/// The codes @p bytes gets from a fresh validator after the app's handshake.
QStringList codesAfterHandshake(const QByteArray &bytes, bool fromApp)
{
    Session session;
    Ingest ingest(&session);
    for (int i = 0; i < 3; ++i)
        ingest.app(QByteArray(CleanConversation[i].json), CleanConversation[i].fromApp, Counter);
    const qsizetype at = ingest.app(bytes, fromApp, Counter);
    return codesOf(session, at);
}

} // namespace

// Addresses in the raw strings below are written "https:\/\/…" (the same JSON): moc reads a
// raw string as plain strings, and "//" in one would start a comment for it.
class TestAppMessages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void schemaIsThere()
    {
        // The copied ext-apps schema is read, and every definition the rules name is in it.
        QVERIFY(AppRules::schemaLoaded());
        const QStringList methods = AppRules::methods();
        QVERIFY(methods.contains(QStringLiteral("ui/initialize app")));
        QVERIFY(methods.contains(QStringLiteral("ui/notifications/tool-result host")));
        QVERIFY(methods.contains(QStringLiteral("tools/call both")));
        for (const char *code : {"app.batch", "app.method.unknown", "app.method.direction", "app.shape",
                                 "app.initialize.missing", "app.initialize.repeated", "app.host.early",
                                 "app.response.unknown", "app.tool.resourceUri", "app.resource.mimeType"})
            QVERIFY2(RuleCatalogue::find(QString::fromLatin1(code)), code);
    }

    void cleanConversationHasNoFindings()
    {
        Session session;
        Ingest ingest(&session);
        QSignalSpy appended(&session, &Session::eventAppended);
        playClean(ingest);
        ingest.finish();
        QCOMPARE(appended.count(), qsizetype(std::size(CleanConversation)));
        QVERIFY2(session.diagnostics().isEmpty(), qPrintable(allCodes(session).join(QLatin1Char(' '))));
        const SessionEvent &first = session.eventAt(0);
        QCOMPARE(first.type, SessionEvent::Type::App);
        QVERIFY(first.isAppMessage() && first.hasMessage() && !first.isMessage());
        QVERIFY(first.fromApp);
        QCOMPARE(first.appUri(), Counter);
        QCOMPARE(first.message.method(), QStringLiteral("ui/initialize"));
        QCOMPARE(first.message.raw(), QByteArray(CleanConversation[0].json));
        QVERIFY(!session.eventAt(1).fromApp);
        // Requests and answers pair by the app's own ids, in both directions.
        QCOMPARE(session.eventAt(0).linked, 1);
        QCOMPARE(session.eventAt(1).linked, 0);
        QCOMPARE(session.eventAt(5).linked, 6);
        QCOMPARE(session.eventAt(12).linked, 13);
        QCOMPARE(session.eventAt(2).linked, -1);
    }

    void appIdsNeverPairWithServerIds()
    {
        Session session;
        Ingest ingest(&session);
        Frame request;
        request.payload = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
        const qsizetype serverRequest = ingest.frame(request, Direction::ClientToServer);
        const qsizetype appRequest = ingest.app(QByteArray(CleanConversation[0].json), true, Counter);
        // The host's answer to the app's request 1 is not the server's answer to ping 1 ...
        const qsizetype hostAnswer = ingest.app(QByteArray(CleanConversation[1].json), false, Counter);
        QCOMPARE(session.eventAt(hostAnswer).linked, appRequest);
        QCOMPARE(session.eventAt(serverRequest).linked, -1);
        // ... and the server's answer pairs with the ping, not with the app's request.
        Frame answer;
        answer.payload = R"({"jsonrpc":"2.0","id":1,"result":{}})";
        const qsizetype serverAnswer = ingest.frame(answer, Direction::ServerToClient);
        QCOMPARE(session.eventAt(serverAnswer).linked, serverRequest);
        QCOMPARE(session.eventAt(appRequest).linked, hostAnswer);
        // Two apps have ids of their own as well.
        const qsizetype other
            = ingest.app(QByteArray(CleanConversation[0].json), true, QStringLiteral("ui://other/app"));
        const qsizetype otherAnswer
            = ingest.app(QByteArray(CleanConversation[1].json), false, QStringLiteral("ui://other/app"));
        QCOMPARE(session.eventAt(otherAnswer).linked, other);
        // No server rule saw the app's messages (no "ping before initialize" or unknown ids).
        QVERIFY2(codesOf(session, hostAnswer).isEmpty(),
                 qPrintable(codesOf(session, hostAnswer).join(QLatin1Char(' '))));
        QVERIFY2(codesOf(session, otherAnswer).isEmpty(),
                 qPrintable(codesOf(session, otherAnswer).join(QLatin1Char(' '))));
    }

    void badMessages_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("fromApp");
        QTest::addColumn<QString>("code");
        QTest::newRow("not json") << QByteArray("hello <b>there</b>") << true << QStringLiteral("json.invalid");
        QTest::newRow("empty") << QByteArray("") << true << QStringLiteral("json.invalid");
        QTest::newRow("not utf-8") << QByteArray("{\"a\":\"\xff\"}") << true << QStringLiteral("json.utf8");
        QTest::newRow("scalar") << QByteArray("42") << true << QStringLiteral("jsonrpc.message.type");
        QTest::newRow("batch") << QByteArray(R"([{"jsonrpc":"2.0","method":"ui/notifications/initialized"}])") << true
                               << QStringLiteral("app.batch");
        QTest::newRow("no jsonrpc") << QByteArray(R"({"method":"ui/notifications/size-changed","params":{}})") << true
                                    << QStringLiteral("jsonrpc.version.missing");
        QTest::newRow("unknown method") << QByteArray(R"({"jsonrpc":"2.0","id":9,"method":"ui/teleport","params":{}})")
                                        << true << QStringLiteral("app.method.unknown");
        QTest::newRow("host method from the app")
            << QByteArray(R"({"jsonrpc":"2.0","method":"ui/notifications/tool-result","params":{"content":[]}})")
            << true << QStringLiteral("app.method.direction");
        QTest::newRow("app method from the host") << QByteArray(
            R"({"jsonrpc":"2.0","id":7,"method":"ui/open-link","params":{"url":"https:\/\/example.com"}})")
                                                  << false << QStringLiteral("app.method.direction");
        QTest::newRow("wrong type") << QByteArray(
            R"({"jsonrpc":"2.0","method":"ui/notifications/size-changed","params":{"width":"wide"}})")
                                    << true << QStringLiteral("app.shape");
        QTest::newRow("missing member") << QByteArray(R"({"jsonrpc":"2.0","id":5,"method":"ui/open-link","params":{}})")
                                        << true << QStringLiteral("app.shape");
        QTest::newRow("missing params") << QByteArray(R"({"jsonrpc":"2.0","id":5,"method":"ui/message"})") << true
                                        << QStringLiteral("app.shape");
        QTest::newRow("params not an object")
            << QByteArray(R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":"x"})") << true
            << QStringLiteral("app.shape");
        QTest::newRow("request as notification")
            << QByteArray(R"({"jsonrpc":"2.0","method":"ui/open-link","params":{"url":"https:\/\/example.com"}})")
            << true << QStringLiteral("app.shape");
        QTest::newRow("initialize again") << QByteArray(CleanConversation[0].json).replace("\"id\":1", "\"id\":77")
                                          << true << QStringLiteral("app.initialize.repeated");
        QTest::newRow("answer to nothing") << QByteArray(R"({"jsonrpc":"2.0","id":99,"result":{}})") << false
                                           << QStringLiteral("app.response.unknown");
    }

    void badMessages()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, fromApp);
        QFETCH(QString, code);
        const test::DeliberatelyInvalid wrongOnPurpose; // some stand as the host's messages
        const QStringList codes = codesAfterHandshake(bytes, fromApp);
        QVERIFY2(codes.contains(code), qPrintable(codes.join(QLatin1Char(' '))));
    }

    void shapeFindingsSayWhere()
    {
        Session session;
        Ingest ingest(&session);
        playClean(ingest);
        const qsizetype at = ingest.app(
            R"({"jsonrpc":"2.0","method":"ui/notifications/size-changed","params":{"width":"wide"}})", true, Counter);
        const QList<qsizetype> found = session.diagnosticsOf(at);
        QCOMPARE(found.size(), 1);
        const Diagnostic &d = session.diagnostics().at(found.first());
        QCOMPARE(d.code, QStringLiteral("app.shape"));
        QCOMPARE(d.pointer, QStringLiteral("/params/width"));
        QVERIFY2(d.message.contains(QStringLiteral("ui/notifications/size-changed")), qPrintable(d.message));
        QCOMPARE(d.severity, Severity::Error);
    }

    void resultShapesByTheirRequest()
    {
        const test::DeliberatelyInvalid wrongOnPurpose; // the host's answers are wrong here
        Session session;
        Ingest ingest(&session);
        ingest.app(QByteArray(CleanConversation[0].json), true, Counter);
        // The host's answer to ui/initialize without hostContext and with a wrong theme.
        const qsizetype at = ingest.app(
            R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2026-01-26","hostInfo":{"name":"h","version":"1"},"hostCapabilities":{}}})",
            false, Counter);
        QVERIFY2(codesOf(session, at).contains(QStringLiteral("app.shape")),
                 qPrintable(codesOf(session, at).join(QLatin1Char(' '))));
        // A tools/call answer without content.
        ingest.app(R"({"jsonrpc":"2.0","method":"ui/notifications/initialized"})", true, Counter);
        ingest.app(R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x"}})", true, Counter);
        const qsizetype call = ingest.app(R"({"jsonrpc":"2.0","id":2,"result":{"isError":"no"}})", false, Counter);
        QVERIFY2(codesOf(session, call).contains(QStringLiteral("app.shape")),
                 qPrintable(codesOf(session, call).join(QLatin1Char(' '))));
        // The host context: a container of a width and a maximum height, and any subset of the
        // listed CSS variables, pass (as the SDK reads them); a variable the spec does not list,
        // or dimensions that are no object, do not.
        const qsizetype good = ingest.app(
            R"({"jsonrpc":"2.0","method":"ui/notifications/host-context-changed","params":{"theme":"dark","containerDimensions":{"width":640,"maxHeight":4000},"styles":{"variables":{"--color-text-primary":"#eeeeee","--font-sans":"sans-serif"}}}})",
            false, Counter);
        QVERIFY2(codesOf(session, good).isEmpty(), qPrintable(codesOf(session, good).join(QLatin1Char(' '))));
        const qsizetype oddVariable = ingest.app(
            R"({"jsonrpc":"2.0","method":"ui/notifications/host-context-changed","params":{"styles":{"variables":{"--not-a-variable":"red"}}}})",
            false, Counter);
        QVERIFY(codesOf(session, oddVariable).contains(QStringLiteral("app.shape")));
        const qsizetype notObject = ingest.app(
            R"({"jsonrpc":"2.0","method":"ui/notifications/host-context-changed","params":{"containerDimensions":640}})",
            false, Counter);
        QVERIFY(codesOf(session, notObject).contains(QStringLiteral("app.shape")));
    }

    void handshakeOrder()
    {
        const test::DeliberatelyInvalid wrongOnPurpose; // some stand as the host's messages
        Session session;
        Ingest ingest(&session);
        // The app calls a tool before ui/initialize: reported once.
        const qsizetype early
            = ingest.app(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}})", true, Counter);
        const qsizetype again
            = ingest.app(R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"y"}})", true, Counter);
        QVERIFY(codesOf(session, early).contains(QStringLiteral("app.initialize.missing")));
        QVERIFY(!codesOf(session, again).contains(QStringLiteral("app.initialize.missing")));
        // The host sends tool input before the app said it is initialized: reported once.
        const qsizetype hostEarly = ingest.app(
            R"({"jsonrpc":"2.0","method":"ui/notifications/tool-input","params":{"arguments":{}}})", false, Counter);
        QVERIFY(codesOf(session, hostEarly).contains(QStringLiteral("app.host.early")));
        // Another app has a state of its own.
        Ingest fresh(&session);
        const qsizetype ping
            = fresh.app(R"({"jsonrpc":"2.0","id":1,"method":"ping"})", true, QStringLiteral("ui://b/c"));
        QVERIFY(codesOf(session, ping).isEmpty());
    }

    void floodIsRecordedWithoutLoss()
    {
        const test::DeliberatelyInvalid wrongOnPurpose; // some stand as the host's messages
        Session session;
        Ingest ingest(&session);
        playClean(ingest);
        const qsizetype before = session.count();
        const int n = 5000;
        for (int i = 0; i < n; ++i) {
            // Every fourth one garbage, the others size changes: each is one event.
            const QByteArray bytes
                = i % 4 == 0
                      ? QByteArray("garbage " + QByteArray::number(i))
                      : QByteArray(R"({"jsonrpc":"2.0","method":"ui/notifications/size-changed","params":{"width":)"
                                   + QByteArray::number(i) + R"(,"height":1}})");
            ingest.app(bytes, true, Counter);
        }
        QCOMPARE(session.count(), before + n);
        QCOMPARE(session.eventAt(before + 1).message.raw(),
                 QByteArray(
                     R"({"jsonrpc":"2.0","method":"ui/notifications/size-changed","params":{"width":1,"height":1}})"));
        QCOMPARE(session.eventAt(before + n - 4).message.raw(), QByteArray("garbage ") + QByteArray::number(n - 4));
        QCOMPARE(session.countOf(Severity::Error), qsizetype(n / 4));
    }

    void timelineRows()
    {
        Session session;
        Ingest ingest(&session);
        Frame request;
        request.payload = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
        ingest.frame(request, Direction::ClientToServer);
        playClean(ingest);
        TimelineModel model;
        model.setSession(&session);
        QCOMPARE(model.rowCount(), int(session.count()));
        QCOMPARE(model.kindOf(0), TimelineModel::RequestKind);
        QCOMPARE(model.kindOf(1), TimelineModel::AppKind);
        QCOMPARE(model.directionOf(1), TimelineModel::AppToHost);
        QCOMPARE(model.directionOf(2), TimelineModel::HostToApp);
        QCOMPARE(model.data(model.index(1, TimelineModel::DirectionColumn)).toString(),
                 QStringLiteral("app\u2192host"));
        QCOMPARE(model.data(model.index(2, TimelineModel::DirectionColumn)).toString(),
                 QStringLiteral("host\u2192app"));
        QCOMPARE(model.data(model.index(1, TimelineModel::KindColumn)).toString(), QStringLiteral("app"));
        // The answer takes its request's method; requests and answers link.
        QCOMPARE(model.data(model.index(2, TimelineModel::MethodColumn)).toString(), QStringLiteral("ui/initialize"));
        QCOMPARE(model.linkedRow(1), 2);
        QCOMPARE(model.linkedRow(2), 1);
        QVERIFY(model.latencyUsOf(2) >= 0);
        QCOMPARE(model.latencyUsOf(1), -1);
        QCOMPARE(model.data(model.index(1, TimelineModel::IdColumn)).toString(), QStringLiteral("1"));
        const QString summary = model.data(model.index(1, TimelineModel::SummaryColumn)).toString();
        QVERIFY2(summary.startsWith(QStringLiteral("request · ")) && summary.contains(QStringLiteral("counter")),
                 qPrintable(summary));
        QVERIFY(model.searchableBytes(1).contains("ui/initialize"));

        // The filter shows or hides them by their kind; a direction leaves them alone.
        TimelineFilter filter;
        filter.setSourceModel(&model);
        QCOMPARE(filter.rowCount(), model.rowCount());
        filter.setKinds(TimelineModel::Kinds(TimelineModel::AllKinds)
                        & ~TimelineModel::Kinds(TimelineModel::AppMessages));
        QCOMPARE(filter.rowCount(), 1);
        filter.setKinds(TimelineModel::AppMessages);
        QCOMPARE(filter.rowCount(), model.rowCount() - 1);
        filter.setKinds(TimelineModel::AllKinds);
        filter.setDirection(TimelineFilter::DirectionFilter::ServerToClient);
        QCOMPARE(filter.rowCount(), model.rowCount() - 1); // the ping went the other way
        filter.setDirection(TimelineFilter::DirectionFilter::Any);
        filter.setMethod(QStringLiteral("tools/call"));
        QCOMPARE(filter.rowCount(), 2); // the app's call and its answer
    }

    void sessionFileRoundTrip()
    {
        Session session;
        Ingest ingest(&session);
        Frame request;
        request.payload = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
        ingest.frame(request, Direction::ClientToServer);
        playClean(ingest);
        {
            const test::DeliberatelyInvalid wrongOnPurpose; // some stand as the host's messages
            ingest.app("not json\nat all", true, Counter);
            ingest.app("{\"x\":\"\xff\"}", true, QStringLiteral("ui://odd \"uri\""));
            ingest.app(R"({"jsonrpc":"2.0","method":"ui/teleport"})", true, Counter);
        }
        ingest.finish(); // as Session::load() does at the end (the ping was never answered)
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("apps.mcpscope.jsonl"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(session.save(&file));
        }
        Session back;
        QJsonObject header;
        QString error;
        QVERIFY2(Session::load(path, &back, &header, &error), qPrintable(error));
        QCOMPARE(header.value(QStringLiteral("version")).toInt(), 2);
        QCOMPARE(back.count(), session.count());
        for (qsizetype i = 0; i < session.count(); ++i) {
            const SessionEvent &a = session.eventAt(i);
            const SessionEvent &b = back.eventAt(i);
            QCOMPARE(b.type, a.type);
            QCOMPARE(b.fromApp, a.fromApp);
            QCOMPARE(b.appUri(), a.appUri());
            QCOMPARE(b.message.raw(), a.message.raw());
            QCOMPARE(b.linked, a.linked);
            QCOMPARE(codesOf(back, i), codesOf(session, i));
        }
        QVERIFY(allCodes(back).contains(QStringLiteral("app.method.unknown")));

        // A reader for messages only (as `check` was before apps) skips them; asked, it gives them.
        SessionReader plain;
        QVERIFY(plain.open(path));
        SessionReader::Entry entry;
        int messages = 0;
        while (plain.next(&entry)) {
            QCOMPARE(entry.kind, SessionReader::Entry::Kind::Message);
            ++messages;
        }
        QCOMPARE(messages, 1);
        QVERIFY(plain.takeProblems().isEmpty());
        SessionReader apps;
        apps.setIncludeAppMessages(true);
        QVERIFY(apps.open(path));
        int appEntries = 0;
        while (apps.next(&entry)) {
            if (entry.kind == SessionReader::Entry::Kind::App) {
                ++appEntries;
                QVERIFY(!entry.appUri.isEmpty());
            }
        }
        QCOMPARE(appEntries, int(session.count()) - 1);
    }

    void journalWritesThemAsTheyCome()
    {
        Session session;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("journal.mcpscope.jsonl"));
        SessionJournal journal(&session);
        QString error;
        QVERIFY2(journal.open(path, {}, &error), qPrintable(error));
        Ingest ingest(&session);
        playClean(ingest);
        journal.close();
        Session back;
        QVERIFY2(Session::load(path, &back, nullptr, &error), qPrintable(error));
        QCOMPARE(back.count(), session.count());
        QCOMPARE(back.eventAt(0).type, SessionEvent::Type::App);
        QCOMPARE(back.eventAt(5).message.method(), QStringLiteral("tools/call"));
        QVERIFY(back.diagnostics().isEmpty());
    }

    void exportsEscapeAppText()
    {
        const test::DeliberatelyInvalid wrongOnPurpose; // some stand as the host's messages
        Session session;
        Ingest ingest(&session);
        playClean(ingest);
        ingest.app(R"({"jsonrpc":"2.0","id":5,"method":"<img src=x onerror=alert(1)>|*x*","params":{}})", true,
                   QStringLiteral("ui://demo/<b>"));
        SessionExporter exporter(&session);
        const QByteArray html = exporter.toHtml();
        QVERIFY(!html.contains("<img src=x"));
        QVERIFY(html.contains("&lt;img src=x"));
        QVERIFY(html.contains("app→host"));
        QVERIFY(html.contains("ui/initialize"));
        const QByteArray md = exporter.toMarkdown();
        QVERIFY(md.contains("host→app"));
        // In the messages table the method is text, every Markdown and HTML character escaped.
        QVERIFY2(md.contains("| app→host | \\<img src=x onerror=alert\\(1\\)\\>\\|\\*x\\* request"), md.constData());
        // The session file export keeps them.
        QVERIFY(exporter.toSessionFile().contains("\"type\":\"app\""));
    }
};

QTEST_GUILESS_MAIN(TestAppMessages)
#include "tst_appmessages.moc"
