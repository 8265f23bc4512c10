// SPDX-License-Identifier: MIT
#include "session/redactor.h"
#include "session/session.h"
#include "session/sessionexport.h"
#include "session/sessionjournal.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

/// A session with hostile content: markup, invalid UTF-8, secrets and a 10 MB message.
void fillHostile(Session &s)
{
    s.appendLifecycle(QStringLiteral("Starting the server: node <evil>.js"));
    s.appendSent(Message::parse(
        R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"roots":{}},"clientInfo":{"name":"c","version":"1"}}})"));
    s.appendReceived(Message::parse(
        R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"</title><script>alert(1)</script>","version":"1"}}})"));
    s.appendSent(Message::parse(
        R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"fetch","arguments":{"url":"https://x","headers":{"Authorization":"Bearer abcdefghijklmnop"},"api_key":"k-123456789"}}})"));
    s.appendReceived(Message::parse(
        "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"<img src=x onerror=alert(2)> sk-abcdefghijklmnopqrstuv ```\"}]}}"));
    s.appendReceived(Message::parse("garbage \xff\xfe<b>bold</b>"));
    s.appendStderr("</pre><script>alert(3)</script> token=supersecretvalue");
    QByteArray big
        = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\",\"data\":\"";
    big.append(10 * 1024 * 1024, 'y');
    big += "<script>\"}}";
    s.appendReceived(Message::parse(big));
    s.addDiagnostics({Diagnostic{QStringLiteral("framing.stdout.notjson"), Severity::Error,
                                 QStringLiteral("not JSON: <b>garbage</b>"), 5, QString(),
                                 QStringLiteral("basic/transports#stdio")}});
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void byteOrderMarkSurvivesSessionFiles()
    {
        // A message that starts with a BOM: written to a session file and read back, its bytes
        // are the same, and the warning about the BOM comes back with it.
        const QByteArray raw
            = "\xEF\xBB\xBF{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\",\"data\":\"x\"}}";
        Session live;
        live.appendReceived(Message::parse(raw));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bom.jsonl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(live.headerLine());
        file.write(Session::eventLine(live.eventAt(0)));
        file.close();
        Session back;
        QJsonObject header;
        QString error;
        QVERIFY2(Session::load(path, &back, &header, &error), qPrintable(error));
        QCOMPARE(back.count(), 1);
        QCOMPARE(back.eventAt(0).message.raw(), raw);
        bool bom = false;
        for (const Diagnostic &d : back.diagnostics())
            bom = bom || d.code == QLatin1String("json.bom");
        QVERIFY(bom);
    }

    void journalsAreOwnerOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new/folder/run.jsonl"));
        Session session;
        SessionJournal journal(&session);
        QString error;
        QVERIFY2(journal.open(path, {}, &error), qPrintable(error));
        session.appendLifecycle(QStringLiteral("x"));
        journal.close();
        const auto others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
                            | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
        QCOMPARE(QFileInfo(path).permissions() & others, QFileDevice::Permissions());
        QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("new/folder"))).permissions() & others,
                 QFileDevice::Permissions());
        QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("new"))).permissions() & others, QFileDevice::Permissions());
        // A file that was there (readable by others) is made the owner's alone.
        const QString old = dir.filePath(QStringLiteral("old.jsonl"));
        QFile existing(old);
        QVERIFY(existing.open(QIODevice::WriteOnly));
        existing.close();
        QVERIFY(existing.setPermissions(existing.permissions() | QFileDevice::ReadOther));
        QVERIFY2(journal.open(old, {}, &error), qPrintable(error));
        journal.close();
        QCOMPARE(QFileInfo(old).permissions() & others, QFileDevice::Permissions());
    }

    void redactorText_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<bool>("hidden");
        QTest::newRow("bearer") << QStringLiteral("Authorization: Bearer abcdefghijklmnop") << true;
        QTest::newRow("cookie header") << QStringLiteral("Cookie: session=abc123def") << true;
        QTest::newRow("api key arg") << QStringLiteral("--api-key=abcdef123456") << true;
        QTest::newRow("openai key") << QStringLiteral("key sk-abcdefghijklmnopqrstuvwx here") << true;
        QTest::newRow("github token") << QStringLiteral("ghp_abcdefghijklmnopqrstuvwxyz0123") << true;
        QTest::newRow("aws key") << QStringLiteral("AKIAABCDEFGHIJKLMNOP") << true;
        QTest::newRow("plain words") << QStringLiteral("The token count was 12 and the password field is empty")
                                     << false;
        QTest::newRow("url") << QStringLiteral("https://example.com/a/b?q=1") << false;
    }
    void redactorText()
    {
        QFETCH(QString, in);
        QFETCH(bool, hidden);
        Redactor r;
        int hits = 0;
        const QString out = r.redactText(in, &hits);
        QCOMPARE(hits > 0, hidden);
        QCOMPARE(out.contains(Redactor::mask()), hidden);
        if (!hidden)
            QCOMPARE(out, in);
    }

    void redactorJsonAndValues()
    {
        Redactor r;
        r.addSecretValue(QStringLiteral("hunter2-db"));
        int hits = 0;
        const QByteArray raw
            = R"({"params":{"headers":{"Authorization":"x-y-z","Accept":"json"},"env":{"DB_PASSWORD":"p"},"note":"uses hunter2-db","count":3}})";
        const QJsonObject out = QJsonDocument::fromJson(r.redactRaw(raw, &hits)).object();
        const QJsonObject params = out.value(QStringLiteral("params")).toObject();
        QCOMPARE(params.value(QStringLiteral("headers")).toObject().value(QStringLiteral("Authorization")).toString(),
                 Redactor::mask());
        QCOMPARE(params.value(QStringLiteral("headers")).toObject().value(QStringLiteral("Accept")).toString(),
                 QStringLiteral("json"));
        QCOMPARE(params.value(QStringLiteral("env")).toObject().value(QStringLiteral("DB_PASSWORD")).toString(),
                 Redactor::mask());
        QCOMPARE(params.value(QStringLiteral("note")).toString(), QStringLiteral("uses [redacted]"));
        QCOMPARE(params.value(QStringLiteral("count")).toInt(), 3);
        QCOMPARE(hits, 3);
        // Nothing secret: the bytes stay exactly as they were.
        const QByteArray clean = R"({"b":1,  "a":"x"})";
        QCOMPARE(r.redactRaw(clean), clean);
        QVERIFY(r.addPattern(QStringLiteral("internal-[0-9]+")));
        QVERIFY(!r.addPattern(QStringLiteral("([unclosed")));
        QCOMPARE(r.redactText(QStringLiteral("host internal-42")), QStringLiteral("host [redacted]"));
    }

    void htmlEscapesEverything()
    {
        Session s;
        fillHostile(s);
        Redactor r;
        SessionExporter e(&s);
        e.setRedactor(&r);
        e.setServerCommand(QStringLiteral("node <evil>.js --token=abc12345678"));
        const QByteArray html = e.toHtml();
        // No markup from the session survives as markup.
        QVERIFY(!html.contains("<script"));
        QVERIFY(!html.contains("<img"));
        QVERIFY(!html.contains("<b>"));
        QVERIFY(!html.contains("<evil>"));
        QVERIFY(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        QVERIFY(html.contains("&lt;/pre&gt;&lt;script&gt;alert(3)"));
        // Invalid UTF-8 is shown byte by byte, and the file itself is valid UTF-8.
        QVERIFY(html.contains("<span class=\"bad\" title=\"Byte 0xFF is not valid UTF-8.\">\\xFF</span>"
                              "<span class=\"bad\" title=\"Byte 0xFE is not valid UTF-8.\">\\xFE</span>"));
        QCOMPARE(QString::fromUtf8(html).toUtf8(), html);
        // Self-contained: nothing is fetched from anywhere.
        QVERIFY(
            !QRegularExpression(QStringLiteral("(src|href)=\"(https?:)?//")).match(QString::fromUtf8(html)).hasMatch());
        QVERIFY(!html.contains("<link"));
        // The 10 MB message is cut for display, with a note.
        QVERIFY(html.size() < 3 * 1024 * 1024);
        QVERIFY(html.contains("the first 1048576 are shown"));
        // Redacted by default.
        QVERIFY(!html.contains("abcdefghijklmnop"));
        QVERIFY(!html.contains("k-123456789"));
        QVERIFY(!html.contains("supersecretvalue"));
        QVERIFY(!html.contains("sk-abcdefghijklmnopqrstuv"));
        QVERIFY(e.redactions() >= 5);
        // The diagnostics table links to the message.
        QVERIFY(html.contains("<a href=\"#e5\">5</a>"));
        QVERIFY(html.contains("id=\"e5\""));
    }

    void noRedactionShowsEverything()
    {
        Session s;
        fillHostile(s);
        SessionExporter e(&s);
        const QByteArray html = e.toHtml();
        QVERIFY(html.contains("Bearer abcdefghijklmnop"));
        QVERIFY(html.contains("supersecretvalue"));
        QVERIFY(!html.contains("<script"));
    }

    void markdownCellsStayText()
    {
        // A server-chosen name cannot put links, images, emphasis or HTML into a pasted report.
        Session s;
        s.appendSent(Message::parse(
            R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}})"));
        // (Not a raw string literal: moc misreads "//" inside one.)
        s.appendReceived(
            Message::parse("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-11-25\","
                           "\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"[click](https:/"
                           "/evil.example) "
                           "![x](http:/"
                           "/t/p.png) **b** _i_ <b>h</b> &amp; www.evil.example a@b.example\",\"version\":\"1\"}}}"));
        SessionExporter e(&s);
        const QString md = QString::fromUtf8(e.toMarkdown());
        const QString title = md.section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(title.contains(QLatin1String("\\[click\\]\\(https\\:")), qPrintable(title));
        for (const char *construct : {"](", "![", "**", "<b>", "https://", "www.evil", "a@b"})
            QVERIFY2(!title.contains(QLatin1String(construct)),
                     qPrintable(title + QStringLiteral(" has ") + QLatin1String(construct)));
        QVERIFY2(title.contains(QLatin1String("\\&amp;")), qPrintable(title)); // an entity stays its letters
    }

    void markdownFencesHold()
    {
        Session s;
        fillHostile(s);
        Redactor r;
        SessionExporter e(&s);
        e.setRedactor(&r);
        const QString md = QString::fromUtf8(e.toMarkdown());
        QVERIFY(md.contains(QLatin1String("Diagnostics")));
        QVERIFY(md.contains(QLatin1String("framing.stdout.notjson")));
        QVERIFY(!md.contains(QLatin1String("<b>garbage</b>"))); // table cells escape markup
        QVERIFY(md.contains(QLatin1String("alert(3)")));        // stderr in a fence
        QVERIFY(!md.contains(QLatin1String("supersecretvalue")));
        // Every fence that opens also closes with the same length.
        const QStringList lines = md.split(QLatin1Char('\n'));
        QString open;
        for (const QString &line : lines) {
            static const QRegularExpression fence(QStringLiteral("^(`{3,})"));
            const auto m = fence.match(line);
            if (!m.hasMatch())
                continue;
            if (open.isEmpty())
                open = m.captured(1);
            else if (line.trimmed() == open)
                open.clear();
        }
        QVERIFY(open.isEmpty());
    }

    void selectionHoldsOnlyTheSelection()
    {
        // 0-1 initialize (server name, instructions, capabilities), 2 initialized, 3-4 tools/list,
        // 5-6 a tools/call, 7 a stderr line, 8-9 a ping; findings on 4, 6 and 9 and one about the
        // session as a whole.
        Session s;
        s.appendSent(Message::parse(
            R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"roots":{}},"clientInfo":{"name":"client-name-x","version":"1"}}})"));
        s.appendReceived(Message::parse(
            R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{},"logging":{}},"serverInfo":{"name":"server-name-x","version":"7"},"instructions":"instructions-text-x"}})"));
        s.appendSent(Message::parse(R"({"jsonrpc":"2.0","method":"notifications/initialized"})"));
        s.appendSent(Message::parse(R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})"));
        s.appendReceived(Message::parse(
            R"({"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"tool-name-x","inputSchema":{"type":"object"}}]}})"));
        s.appendSent(Message::parse(
            R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{}}})"));
        s.appendReceived(Message::parse(
            R"({"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"call-answer-x"}]}})"));
        s.appendStderr("stderr-line-x");
        s.appendSent(Message::parse(R"({"jsonrpc":"2.0","id":4,"method":"ping"})"));
        s.appendReceived(Message::parse(R"({"jsonrpc":"2.0","id":4,"result":{}})"));
        const auto finding = [](const char *code, Severity severity, qsizetype index) {
            return Diagnostic{QLatin1String(code), severity, QLatin1String(code) + QStringLiteral(" words"), index,
                              QString(),           QString()};
        };
        s.addDiagnostics(
            {finding("finding-on-list-x", Severity::Warning, 4), finding("finding-on-call-x", Severity::Error, 6),
             finding("finding-on-ping-x", Severity::Error, 9), finding("finding-on-session-x", Severity::Warning, -1)});

        // The tools/call alone: its messages and its finding, nothing of the rest.
        SessionExporter e(&s);
        e.setSelection({6, 5, 6}); // any order, repeats: the same as {5, 6}
        const QString html = QString::fromUtf8(e.toHtml());
        const QString md = QString::fromUtf8(e.toMarkdown());
        const QString file = QString::fromUtf8(e.toSessionFile());
        for (const QString &report : {html, md}) {
            QVERIFY(report.contains(QLatin1String("call\\-answer\\-x"))
                    || report.contains(QLatin1String("call-answer-x")) || report.contains(QLatin1String("tools/call")));
            QVERIFY2(report.contains(QLatin1String("finding-on-call-x"))
                         || report.contains(QLatin1String("finding\\-on\\-call\\-x")),
                     qPrintable(report));
            for (const char *absent : {"server-name-x", "server\\-name\\-x", "instructions-text-x", "tool-name-x",
                                       "tool\\-name\\-x", "client-name-x", "stderr-line-x", "finding-on-list-x",
                                       "finding\\-on\\-list\\-x", "finding-on-ping-x", "finding\\-on\\-ping\\-x",
                                       "finding-on-session-x", "finding\\-on\\-session\\-x", "logging", "Capabilities"})
                QVERIFY2(!report.contains(QLatin1String(absent)),
                         qPrintable(QLatin1String(absent) + QStringLiteral(" in:\n") + report));
        }
        QVERIFY2(html.contains(QLatin1String("2 of the session's 10 events")), qPrintable(html));
        QVERIFY2(html.contains(QLatin1String("1 errors, 0 warnings, 0 infos")), qPrintable(html));
        QVERIFY2(html.contains(QLatin1String("1 sent, 1 received")), qPrintable(html));
        QVERIFY2(md.contains(QLatin1String("Diagnostics: 1 errors, 0 warnings")), qPrintable(md));
        QVERIFY2(md.contains(QLatin1String("tools/call")), qPrintable(md));
        QCOMPARE(file.trimmed().split(QLatin1Char('\n')).size(), 3); // the header and the two events
        for (const char *absent : {"server-name-x", "instructions-text-x", "tool-name-x", "stderr-line-x"})
            QVERIFY2(!file.contains(QLatin1String(absent)), qPrintable(file));

        // The initialize answer selected: what it says is in; the client's side (the request,
        // not selected) is not.
        e.setSelection({1});
        const QString withServer = QString::fromUtf8(e.toHtml());
        QVERIFY(withServer.contains(QLatin1String("server-name-x")));
        QVERIFY(withServer.contains(QLatin1String("instructions-text-x")));
        QVERIFY(withServer.contains(QLatin1String("logging")));
        QVERIFY(withServer.contains(QLatin1String("initialize result")));
        QVERIFY(!withServer.contains(QLatin1String("client-name-x")));
        QVERIFY(!withServer.contains(QLatin1String("roots")));
        QVERIFY(!withServer.contains(QLatin1String("tool-name-x")));

        // The tools/list answer selected: the tool list is in, with its finding.
        e.setSelection({4});
        const QString withTools = QString::fromUtf8(e.toHtml());
        QVERIFY(withTools.contains(QLatin1String("Tools: tool-name-x")));
        QVERIFY(withTools.contains(QLatin1String("finding-on-list-x")));
        QVERIFY(!withTools.contains(QLatin1String("instructions-text-x")));
        QVERIFY(!withTools.contains(QLatin1String("finding-on-call-x")));
        const QString mdTools = QString::fromUtf8(e.toMarkdown());
        QVERIFY2(mdTools.contains(QLatin1String("tool\\-name\\-x")), qPrintable(mdTools));

        // No selection: the whole session, the finding about the session included.
        e.setSelection({});
        const QString all = QString::fromUtf8(e.toHtml());
        for (const char *present : {"server-name-x", "instructions-text-x", "tool-name-x", "stderr-line-x",
                                    "finding-on-session-x", "finding-on-ping-x"})
            QVERIFY2(all.contains(QLatin1String(present)), present);
    }

    void htmlShowsControlCharacters()
    {
        // C0 controls (but tab and line feed), DEL and C1 controls are not allowed in an HTML
        // document's text: wherever they come from (an error output line, a message that is
        // not JSON, a JSON string, a server's instructions, a note), they are shown as marked
        // pictures or escapes, never written as they are.
        Session s;
        s.appendLifecycle(QStringLiteral("note with \x1b escape and \x7f del"));
        s.appendSent(Message::parse(
            R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}})"));
        s.appendReceived(Message::parse(
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
            "\"serverInfo\":{\"name\":\"s\\u0007\",\"version\":\"1\"},\"instructions\":\"a\\u001b[1mbold\\u0000\"}}"));
        s.appendReceived(
            Message::parse("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\","
                           "\"data\":\"del\x7f c1\xc2\x85 end\"}}"));
        s.appendReceived(Message::parse(QByteArray("not json \x01\x02 \x1b[31mred\x1b[0m")));
        static const char line[] = "\x1b[31merror\x1b[0m\tNUL\0BEL\x07 CR\r VT\x0b FF\x0c DEL\x7f";
        s.appendStderr(QByteArray(line, sizeof(line) - 1));
        SessionExporter e(&s);
        const QByteArray html = e.toHtml();
        for (int b = 0; b < 0x20; ++b) {
            if (b != '\t' && b != '\n')
                QVERIFY2(!html.contains(char(b)),
                         qPrintable(QStringLiteral("byte 0x%1 in the page").arg(b, 2, 16, QLatin1Char('0'))));
        }
        QVERIFY(!html.contains('\x7f'));
        const QString text = QString::fromUtf8(html);
        QCOMPARE(text.toUtf8(), html);
        for (const QChar c : text)
            QVERIFY2(c.unicode() < 0x80 || c.unicode() > 0x9f, qPrintable(QString::number(c.unicode(), 16)));
        // Shown, and marked as what they are.
        QVERIFY2(text.contains(QStringLiteral("<span class=\"ctl\" title=\"U+001B\">\u241b</span>[31merror")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("<span class=\"ctl\" title=\"U+0000\">\u2400</span>")));
        QVERIFY(text.contains(QStringLiteral("<span class=\"ctl\" title=\"U+000D\">\u240d</span>")));
        QVERIFY(text.contains(QStringLiteral("<span class=\"ctl\" title=\"U+007F\">\u2421</span>")));
        QVERIFY(text.contains(QStringLiteral("<span class=\"ctl\" title=\"U+0085\">\\u0085</span>")));
        QVERIFY(text.contains(QStringLiteral("<span class=\"ctl\" title=\"U+0001\">\u2401</span>")));
        QVERIFY(text.contains(QStringLiteral("a<span class=\"ctl\" title=\"U+001B\">\u241b</span>[1mbold")));
        QVERIFY(text.contains(QStringLiteral("note with <span class=\"ctl\" title=\"U+001B\">\u241b</span> escape")));
        QVERIFY(text.contains(QStringLiteral("\tNUL"))); // tab stays a tab
        QCOMPARE(text.count(QStringLiteral("<span")), text.count(QStringLiteral("</span>")));
    }

    void literalBackslashXIsNotABadByte()
    {
        // Text that reads \x41 or \xff is text; a byte that is not UTF-8 is \xFF in a "bad"
        // span. Neither can pass for the other, in HTML or in Markdown.
        Session s;
        s.appendStderr("valid text: C:\\x41 and \\xff");                  // 0 backslash-x, all valid UTF-8
        s.appendStderr("a real bad byte: \xff.");                         // 1
        s.appendStderr("literal \\xff next to a real \xff, then \\\xfe"); // 2 both, and a backslash before a bad byte
        SessionExporter e(&s);
        const QString html = QString::fromUtf8(e.toHtml());
        const auto eventHtml = [&html](int i) {
            const qsizetype at = html.indexOf(QStringLiteral("id=\"e%1\"").arg(i));
            return html.mid(at, html.indexOf(QStringLiteral("</div>"), at) - at);
        };
        QVERIFY2(eventHtml(0).contains(QLatin1String("valid text: C:\\x41 and \\xff")), qPrintable(eventHtml(0)));
        QVERIFY(!eventHtml(0).contains(QLatin1String("class=\"bad\"")));
        QCOMPARE(eventHtml(1).count(QLatin1String("class=\"bad\"")), 1);
        QVERIFY(eventHtml(1).contains(QLatin1String(
            "a real bad byte: <span class=\"bad\" title=\"Byte 0xFF is not valid UTF-8.\">\\xFF</span>.")));
        QCOMPARE(eventHtml(2).count(QLatin1String("class=\"bad\"")), 2);
        QVERIFY2(
            eventHtml(2).contains(QLatin1String(
                "literal \\\\xff next to a real <span class=\"bad\" title=\"Byte 0xFF is not valid UTF-8.\">\\xFF</span>, "
                "then \\\\<span class=\"bad\" title=\"Byte 0xFE is not valid UTF-8.\">\\xFE</span>")),
            qPrintable(eventHtml(2)));

        const QString md = QString::fromUtf8(e.toMarkdown());
        QVERIFY2(md.contains(QLatin1String("\nvalid text: C:\\x41 and \\xff\n")), qPrintable(md));
        QVERIFY2(md.contains(QLatin1String("\na real bad byte: \\xFF.\n")), qPrintable(md));
        QVERIFY2(md.contains(QLatin1String("\nliteral \\\\xff next to a real \\xFF, then \\\\\\xFE\n")),
                 qPrintable(md));
        QVERIFY2(
            md.contains(QLatin1String(
                "Bytes that are not valid UTF-8: 3, each shown as \\xNN; a backslash written before an x is doubled.")),
            qPrintable(md));
    }

    void realReplacementCharacterIsValid()
    {
        // U+FFFD sent as the three bytes EF BF BD is a character like any other; only bytes
        // that are not UTF-8 are marked.
        Session s;
        s.appendStderr("replacement \xef\xbf\xbd character");
        s.appendStderr("truncated \xef\xbf sequence");
        SessionExporter e(&s);
        const QString html = QString::fromUtf8(e.toHtml());
        QVERIFY2(html.contains(QStringLiteral("replacement \ufffd character")), qPrintable(html));
        QVERIFY(html.contains(
            QLatin1String("truncated <span class=\"bad\" title=\"Byte 0xEF is not valid UTF-8.\">\\xEF</span>"
                          "<span class=\"bad\" title=\"Byte 0xBF is not valid UTF-8.\">\\xBF</span> sequence")));
        QCOMPARE(html.count(QLatin1String("class=\"bad\"")), 2 * 2); // the timeline and the error output section
        const QString md = QString::fromUtf8(e.toMarkdown());
        QVERIFY(md.contains(QStringLiteral("replacement \ufffd character")));
        QVERIFY(md.contains(QLatin1String("truncated \\xEF\\xBF sequence")));
    }

    void sessionFileRoundTripAndSelection()
    {
        Session s;
        fillHostile(s);
        Redactor r;
        SessionExporter e(&s);
        e.setRedactor(&r);
        e.setSelection({1, 3, 5});
        const QList<QByteArray> lines = e.toSessionFile().trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        const QJsonObject header = QJsonDocument::fromJson(lines.at(0)).object();
        QCOMPARE(header.value(QStringLiteral("format")).toString(), QStringLiteral("mcpscope-session"));
        QVERIFY(header.value(QStringLiteral("redacted")).toBool());
        QCOMPARE(QJsonDocument::fromJson(lines.at(1)).object().value(QStringLiteral("i")).toInt(), 1);
        QVERIFY(!lines.at(2).contains("abcdefghijklmnop"));
        // Invalid UTF-8 stays lossless in the session file.
        const QJsonObject garbage = QJsonDocument::fromJson(lines.at(3)).object();
        QCOMPARE(QByteArray::fromBase64(garbage.value(QStringLiteral("rawBase64")).toString().toLatin1()),
                 QByteArray("garbage \xff\xfe<b>bold</b>"));
    }
};

QTEST_GUILESS_MAIN(TestExport)
#include "tst_export.moc"
