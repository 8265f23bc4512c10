// SPDX-License-Identifier: MIT
// mcpscope check and mcpscope --cli --check, run as real processes: the shared transcripts
// and our own sessions with the demo server check clean; hand-made bad traffic gives the
// expected codes at the expected lines; files that cannot be read exit 2.
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// Note: moc (Qt 6.8) loses the test class after a raw string literal whose text starts or
// ends with a quote, R"("x")"; such test data is written with escapes instead.
using namespace mcpscope;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString describe() const
    {
        return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
            .arg(exitCode)
            .arg(QString::fromUtf8(out.left(4000)), QString::fromUtf8(err.left(4000)));
    }
};

Run runMcpscope(const QStringList &args, const QByteArray &input = QByteArray())
{
    QProcess p;
    p.setProgram(test::mcpscopeBinary());
    p.setArguments(args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Headless means headless: no display of any kind.
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start();
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    Run r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// The lines of `check --format json`: every one must be a JSON object; the last the summary.
struct JsonReport
{
    QList<QJsonObject> diagnostics;
    QJsonObject summary;
    QString problem; ///< why the output is not a valid report, if it is not

    qsizetype errors() const { return summary.value(QStringLiteral("errors")).toInteger(-1); }
    bool has(const QString &code, qint64 index) const
    {
        for (const QJsonObject &d : diagnostics) {
            if (d.value(QStringLiteral("code")).toString() == code
                && d.value(QStringLiteral("index")).toInteger(-2) == index)
                return true;
        }
        return false;
    }
    QString listing() const
    {
        QStringList lines;
        for (const QJsonObject &d : diagnostics)
            lines << QString::fromUtf8(QJsonDocument(d).toJson(QJsonDocument::Compact));
        return lines.join(QLatin1Char('\n'));
    }
    QString listErrors() const
    {
        QStringList lines;
        for (const QJsonObject &d : diagnostics) {
            if (d.value(QStringLiteral("severity")).toString() == QLatin1String("error"))
                lines << QString::fromUtf8(QJsonDocument(d).toJson(QJsonDocument::Compact));
        }
        return lines.join(QLatin1Char('\n'));
    }
};

JsonReport parseReport(const QByteArray &out)
{
    JsonReport report;
    if (!out.endsWith('\n')) {
        report.problem = QStringLiteral("the output does not end with a newline");
        return report;
    }
    const QList<QByteArray> lines = out.chopped(1).split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(lines.at(i), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            report.problem
                = QStringLiteral("line %1 is not a JSON object: %2").arg(i).arg(QString::fromUtf8(lines.at(i)));
            return report;
        }
        const QJsonObject o = doc.object();
        if (i == lines.size() - 1) {
            if (!o.value(QStringLiteral("summary")).isObject()) {
                report.problem = QStringLiteral("the last line is not the summary");
                return report;
            }
            report.summary = o.value(QStringLiteral("summary")).toObject();
            continue;
        }
        for (const char *key : {"severity", "code", "message", "index", "direction", "pointer"}) {
            if (!o.contains(QLatin1String(key))) {
                report.problem = QStringLiteral("line %1 has no \"%2\"").arg(i).arg(QLatin1String(key));
                return report;
            }
        }
        const QString severity = o.value(QStringLiteral("severity")).toString();
        if (severity != QLatin1String("error") && severity != QLatin1String("warning")
            && severity != QLatin1String("info")) {
            report.problem = QStringLiteral("line %1 has severity \"%2\"").arg(i).arg(severity);
            return report;
        }
        report.diagnostics << o;
    }
    return report;
}

QByteArray entry(const char *direction, const QByteArray &msgJson)
{
    return QByteArray("{\"t\":0,\"direction\":\"") + direction + "\",\"msg\":" + msgJson + "}\n";
}

QByteArray c2s(const QByteArray &msg)
{
    return entry("client->server", msg);
}
QByteArray s2c(const QByteArray &msg)
{
    return entry("server->client", msg);
}

QByteArray handshake()
{
    return c2s(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})")
           + s2c(
               R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}})")
           + c2s(R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

qsizetype nonEmptyLines(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    qsizetype n = 0;
    while (!f.atEnd()) {
        if (!f.readLine().trimmed().isEmpty())
            ++n;
    }
    return n;
}

QString python()
{
    return QStandardPaths::findExecutable(QStringLiteral("python3"));
}

} // namespace

class TestCheck : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(test::mcpscopeBinary()), "mcpscope binary missing");
        QVERIFY(m_dir.isValid());
    }

    void appTraffic()
    {
        // A real MCP Apps conversation (tests/data/apps, recorded with the official SDK's App and
        // AppBridge): clean, every app message counted.
        const QString recorded = test::dataDir() + QStringLiteral("/apps/basic-vanillajs.jsonl");
        const Run clean
            = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), recorded});
        const JsonReport report = parseReport(clean.out);
        QVERIFY2(report.problem.isEmpty(), qPrintable(report.problem + QLatin1Char('\n') + clean.describe()));
        QVERIFY2(report.diagnostics.isEmpty(), qPrintable(clean.describe()));
        QCOMPARE(clean.exitCode, 0);
        QCOMPARE(report.summary.value(QStringLiteral("messages")).toInteger(),
                 nonEmptyLines(recorded) - 1); // the header

        // The same, broken: the app's handshake left out and a size that is not a number.
        QFile file(recorded);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = file.readAll().split('\n');
        lines.removeAt(1); // ui/initialize
        QByteArray broken = lines.join('\n');
        QVERIFY(broken.contains("\"width\":320"));
        broken.replace("\"width\":320", "\"width\":\"wide\"");
        const QString path = m_dir.filePath(QStringLiteral("apps-broken.jsonl"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(broken);
        out.close();
        const Run found
            = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), path});
        QCOMPARE(found.exitCode, 1);
        const JsonReport bad = parseReport(found.out);
        QStringList codes;
        for (const QJsonObject &d : bad.diagnostics) {
            codes << d.value(QStringLiteral("code")).toString();
            if (d.value(QStringLiteral("code")).toString() == QLatin1String("app.shape")) {
                QCOMPARE(d.value(QStringLiteral("direction")).toString(), QStringLiteral("app->host"));
                QCOMPARE(d.value(QStringLiteral("pointer")).toString(), QStringLiteral("/params/width"));
            }
        }
        for (const char *code : {"app.shape", "app.initialize.missing", "app.response.unknown"})
            QVERIFY2(codes.contains(QLatin1String(code)), qPrintable(codes.join(QLatin1Char(' '))));
        const Run text = runMcpscope({QStringLiteral("check"), path});
        QVERIFY2(
            text.out.contains("app → host · notification ui/notifications/size-changed · ui://get-time/mcp-app.html"),
            qPrintable(text.describe()));
    }

    void sharedTranscripts_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(test::dataDir());
        const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
        QVERIFY2(files.contains(QStringLiteral("everything-stdio.jsonl")), qPrintable(dir.path()));
        QVERIFY2(files.contains(QStringLiteral("everything-http.jsonl")), qPrintable(dir.path()));
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void sharedTranscripts()
    {
        // Real traffic of a real server: any error here is a false positive of ours.
        QFETCH(QString, file);
        const Run r = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), file});
        const JsonReport report = parseReport(r.out);
        QVERIFY2(report.problem.isEmpty(), qPrintable(report.problem + QLatin1Char('\n') + r.describe()));
        QVERIFY2(report.errors() == 0, qPrintable(report.listErrors()));
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QCOMPARE(report.summary.value(QStringLiteral("messages")).toInteger(), nonEmptyLines(file));
        QCOMPARE(report.summary.value(QStringLiteral("warnings")).toInteger()
                     + report.summary.value(QStringLiteral("infos")).toInteger(),
                 report.diagnostics.size());
        QVERIFY(r.err.isEmpty());
    }

    void goldenOutputs_data()
    {
        // What check prints must not change when the code under it is reorganised: these
        // outputs were recorded before the one ingest path replaced parse → append → validate
        // (tests/auto/check/golden; the inputs cover the recorded transcripts, every rule row
        // of the shapes corpus and a hostile session file with framing faults).
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("golden");
        const QString golden = test::sourceDir() + QStringLiteral("/tests/auto/check/golden/");
        const QString transcripts = test::dataDir() + QStringLiteral("/");
        const std::pair<const char *, QString> inputs[] = {
            {"everything-stdio", transcripts + QStringLiteral("everything-stdio.jsonl")},
            {"everything-http", transcripts + QStringLiteral("everything-http.jsonl")},
            {"shapes-corpus", test::sourceDir() + QStringLiteral("/tests/auto/shapes/corpus/messages.jsonl")},
            {"hostile-session", golden + QStringLiteral("hostile-session.jsonl")},
        };
        for (const auto &[name, file] : inputs) {
            for (const char *format : {"txt", "json"}) {
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(name), QLatin1String(format))))
                    << file << golden + QLatin1String(name) + QLatin1Char('.') + QLatin1String(format);
            }
        }
    }

    void goldenOutputs()
    {
        QFETCH(QString, file);
        QFETCH(QString, golden);
        QFile expectedFile(golden);
        QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(golden));
        const QByteArray expected = expectedFile.readAll();
        QStringList args{QStringLiteral("check")};
        if (golden.endsWith(QLatin1String(".json")))
            args << QStringLiteral("--format") << QStringLiteral("json");
        const Run r = runMcpscope(args << file);
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.describe()));
        const QByteArray out = QByteArray(r.out).replace(file.toUtf8(), "@FILE@");
        if (out != expected) {
            const QList<QByteArray> a = out.split('\n');
            const QList<QByteArray> b = expected.split('\n');
            for (qsizetype i = 0; i < qMax(a.size(), b.size()); ++i) {
                const QByteArray got = a.value(i);
                const QByteArray want = b.value(i);
                QVERIFY2(got == want, qPrintable(QStringLiteral("line %1 differs:\n got: %2\nwant: %3")
                                                     .arg(i + 1)
                                                     .arg(QString::fromUtf8(got), QString::fromUtf8(want))));
            }
        }
    }

    void demoSessions_data()
    {
        QTest::addColumn<QStringList>("request");
        QTest::newRow("tools/list") << QStringList{QStringLiteral("--method"), QStringLiteral("tools/list")};
        QTest::newRow("tools/call echo") << QStringList{QStringLiteral("--method"),    QStringLiteral("tools/call"),
                                                        QStringLiteral("--tool-name"), QStringLiteral("echo"),
                                                        QStringLiteral("--tool-arg"),  QStringLiteral("message=hi")};
        QTest::newRow("tools/call slow_count as a task")
            << QStringList{QStringLiteral("--method"),   QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                           QStringLiteral("slow_count"), QStringLiteral("--tool-arg"), QStringLiteral("stepMs=100"),
                           QStringLiteral("--task")};
        QTest::newRow("resources/list") << QStringList{QStringLiteral("--method"), QStringLiteral("resources/list")};
        QTest::newRow("prompts/list") << QStringList{QStringLiteral("--method"), QStringLiteral("prompts/list")};
        QTest::newRow("resources/templates/list")
            << QStringList{QStringLiteral("--method"), QStringLiteral("resources/templates/list")};
    }

    void demoSessions()
    {
        // Our own traffic, and the demo server's, is spotless: offline and live.
        QFETCH(QStringList, request);
        const QString file = path(QStringLiteral("demo-%1.jsonl")
                                      .arg(QString::fromUtf8(QTest::currentDataTag()))
                                      .replace(QLatin1Char('/'), QLatin1Char('-')));
        const Run live = runMcpscope(
            QStringList{QStringLiteral("--cli"), test::demoServerBinary()} + request
            + QStringList{QStringLiteral("--save-session"), file, QStringLiteral("--check"), QStringLiteral("-q")});
        QVERIFY2(live.exitCode == 0, qPrintable(live.describe()));
        QVERIFY2(QJsonDocument::fromJson(live.out).isObject(), qPrintable(live.describe())); // stdout: the result only
        for (const QByteArray &line : live.err.split('\n')) {
            if (line.isEmpty())
                continue;
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            QVERIFY2(o.value(QStringLiteral("severity")).toString() != QLatin1String("error"), line.constData());
        }

        const Run r = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), file});
        const JsonReport report = parseReport(r.out);
        QVERIFY2(report.problem.isEmpty(), qPrintable(report.problem + QLatin1Char('\n') + r.describe()));
        QVERIFY2(report.errors() == 0, qPrintable(report.listErrors()));
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(report.summary.value(QStringLiteral("messages")).toInteger() >= 4);
        // Indexes are lines of the session file: the header is line 0, so never 0 here.
        for (const QJsonObject &d : report.diagnostics)
            QVERIFY2(d.value(QStringLiteral("index")).toInteger() != 0, qPrintable(report.listing()));
    }

    void badTranscript()
    {
        QByteArray t = handshake();                                    // lines 0-2
        t += s2c("\"debug: connected to database\"");                  // 3 stdout pollution
        t += c2s(R"({"jsonrpc":"1.0","id":2,"method":"tools/list"})"); // 4 wrong jsonrpc
        t += s2c(R"({"jsonrpc":"2.0","id":2,"result":{"tools":[]}})"); // 5
        t += s2c(R"({"jsonrpc":"2.0","id":99,"result":{}})");          // 6 unknown id
        t += c2s(R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"img","arguments":{}}})"); // 7
        t += s2c(
            R"({"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"image","data":"not base64!!","mimeType":"image/png"}]}})"); // 8 bad base64
        t += c2s(R"({"jsonrpc":"2.0","id":4,"method":"ping"})");   // 9
        t += s2c(R"({"jsonrpc":"2.0","id":"4","result":{}})");     // 10 id of another type
        t += c2s(R"({"jsonrpc":"2.0","id":4.5,"method":"ping"})"); // 11 fractional id
        const QString file = path(QStringLiteral("bad.jsonl"));
        QVERIFY(writeFile(file, t));

        const Run r = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), file});
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        const JsonReport report = parseReport(r.out);
        QVERIFY2(report.problem.isEmpty(), qPrintable(report.problem + QLatin1Char('\n') + r.describe()));
        QCOMPARE(report.summary.value(QStringLiteral("messages")).toInteger(), 12);
        QVERIFY(report.errors() >= 6);

        const QList<QPair<QString, int>> expected{
            {QStringLiteral("stdio.notJson"), 3},
            {QStringLiteral("jsonrpc.version.value"), 4},
            {QStringLiteral("session.response.unknownId"), 6},
            {QStringLiteral("mcp.content.base64"), 8},
            {QStringLiteral("session.response.idType"), 10},
            {QStringLiteral("jsonrpc.id.fractional"), 11},
        };
        for (const auto &e : expected)
            QVERIFY2(report.has(e.first, e.second),
                     qPrintable(
                         QStringLiteral("no %1 at line %2 in:\n%3").arg(e.first).arg(e.second).arg(report.listing())));
        // The clean lines stay clean.
        for (const QJsonObject &d : report.diagnostics) {
            const qint64 index = d.value(QStringLiteral("index")).toInteger(-1);
            QVERIFY2(index != 0 && index != 1 && index != 2 && index != 5 && index != 7, qPrintable(report.listing()));
        }
        // Directions come from the file.
        for (const QJsonObject &d : report.diagnostics) {
            if (d.value(QStringLiteral("index")).toInteger() == 4)
                QCOMPARE(d.value(QStringLiteral("direction")).toString(), QStringLiteral("client->server"));
            if (d.value(QStringLiteral("index")).toInteger() == 6)
                QCOMPARE(d.value(QStringLiteral("direction")).toString(), QStringLiteral("server->client"));
        }
    }

    void textOutput()
    {
        QByteArray t = handshake();
        t += s2c(R"({"jsonrpc":"2.0","id":99,"result":{}})"); // line 3 (line 4 for people)
        const QString file = path(QStringLiteral("text.jsonl"));
        QVERIFY(writeFile(file, t));
        const Run r = runMcpscope({QStringLiteral("check"), file});
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("session.response.unknownId")), qPrintable(out));
        // The spec reference, as a link people can open.
        QVERIFY2(out.contains(QStringLiteral("https://modelcontextprotocol.io/specification/2025-11-25/basic")),
                 qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Line 4")), qPrintable(out)); // lines counted from 1 for people
        QVERIFY2(out.contains(QStringLiteral("Messages: 4. Errors: 1")), qPrintable(out));
        QVERIFY(r.err.isEmpty());

        const Run clean = runMcpscope({QStringLiteral("check"), test::everythingStdio()});
        QVERIFY2(clean.exitCode == 0, qPrintable(clean.describe()));
        QVERIFY2(clean.out.contains("Errors: 0"), qPrintable(clean.describe()));
    }

    void malformedLines()
    {
        // A line that is not JSON and a last line cut off are reported; the rest is checked.
        QByteArray t = handshake();
        t += "{\"t\":0,\"direction\":\"server->client\",\"msg\":{\"jsonrpc\"\n"; // 3 not JSON
        t += "[1,2]\n";                                                          // 4 not an object
        t += "{\"t\":0,\"direction\":\"sideways\",\"msg\":{}}\n";                // 5 no direction
        t += "\n";                                                               // 6 blank: ignored
        t += s2c(R"({"jsonrpc":"2.0","id":42,"result":{}})");                    // 7 still checked
        t += "{\"t\":0,\"direction\":\"client->ser";                             // 8 cut off
        const QString file = path(QStringLiteral("malformed.jsonl"));
        QVERIFY(writeFile(file, t));
        const Run r = runMcpscope({QStringLiteral("check"), QStringLiteral("--format=json"), file});
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        const JsonReport report = parseReport(r.out);
        QVERIFY2(report.problem.isEmpty(), qPrintable(report.problem + QLatin1Char('\n') + r.describe()));
        QCOMPARE(report.summary.value(QStringLiteral("messages")).toInteger(), 4);
        QVERIFY2(report.has(QStringLiteral("file.line.notJson"), 3), qPrintable(report.listing()));
        QVERIFY2(report.has(QStringLiteral("file.line.notEntry"), 4), qPrintable(report.listing()));
        QVERIFY2(report.has(QStringLiteral("file.line.notEntry"), 5), qPrintable(report.listing()));
        QVERIFY2(report.has(QStringLiteral("session.response.unknownId"), 7), qPrintable(report.listing()));
        QVERIFY2(report.has(QStringLiteral("file.line.truncated"), 8), qPrintable(report.listing()));
        QVERIFY(!r.out.contains("client->ser\"")); // never echoed raw (previews are escaped and short)
    }

    void sessionFile()
    {
        // mcpscope's own format: indexes are lines of the file (the header is line 0), and
        // frame flags carry the framing facts.
        auto event = [](int i, const char *type, const QByteArray &rawMember, int flags = 0) -> QByteArray {
            QByteArray line = QByteArray(R"({"i":)") + QByteArray::number(i)
                              + ",\"t\":\"2025-01-01T00:00:00.000Z\",\"us\":0,\"type\":\"" + type
                              + "\",\"kind\":\"request\"," + rawMember;
            if (flags)
                line += ",\"frameFlags\":" + QByteArray::number(flags);
            return line + "}\n";
        };
        auto raw = [](const QByteArray &json) -> QByteArray {
            return QByteArray("\"raw\":")
                   + QJsonDocument(QJsonArray{QString::fromUtf8(json)})
                         .toJson(QJsonDocument::Compact)
                         .mid(1)
                         .chopped(1);
        };
        QByteArray s = R"({"format":"mcpscope-session","version":0,"startedAt":"2025-01-01T00:00:00.000Z"})"
                       "\n";
        s += R"({"i":0,"t":"2025-01-01T00:00:00.000Z","us":0,"type":"lifecycle","text":"Starting"})"
             "\n"; // 1
        s += event(
            1, "sent",
            raw(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})")); // 2
        s += event(
            2, "received",
            raw(R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}})"),
            1); // 3 CRLF
        s += R"({"i":3,"t":"2025-01-01T00:00:00.000Z","us":0,"type":"stderr","line":"hello"})"
             "\n";                                                                               // 4
        s += event(4, "sent", raw(R"({"jsonrpc":"2.0","method":"notifications/initialized"})")); // 5
        s += event(
            5, "received",
            "\"rawBase64\":\"" // 6 not UTF-8
                + QByteArray(
                      "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"level\":\"info\",\"data\":\"\xff\"}}")
                      .toBase64()
                + "\"");
        const QString file = path(QStringLiteral("session.jsonl"));
        QVERIFY(writeFile(file, s));
        const Run r = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), file});
        const JsonReport report = parseReport(r.out);
        QVERIFY2(report.problem.isEmpty(), qPrintable(report.problem + QLatin1Char('\n') + r.describe()));
        QCOMPARE(report.summary.value(QStringLiteral("messages")).toInteger(), 4);
        QVERIFY2(report.has(QStringLiteral("stdio.crlf"), 3), qPrintable(report.listing()));
        QVERIFY2(report.has(QStringLiteral("json.utf8"), 6), qPrintable(report.listing()));
        QVERIFY2(r.exitCode == 1, qPrintable(r.describe()));
        for (const QJsonObject &d : report.diagnostics) {
            const qint64 index = d.value(QStringLiteral("index")).toInteger(-1);
            QVERIFY2(index != 1 && index != 4, qPrintable(report.listing())); // not messages
        }
    }

    void standardInput()
    {
        QFile f(test::everythingHttp());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Run r = runMcpscope(
            {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("-")},
            f.readAll());
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(parseReport(r.out).problem.isEmpty());
    }

    void cannotRead_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("missing") << QStringLiteral("missing.jsonl") << QByteArray();
        QTest::newRow("folder") << QStringLiteral("folder") << QByteArray();
        QTest::newRow("empty") << QStringLiteral("empty.jsonl") << QByteArray("");
        QTest::newRow("binary") << QStringLiteral("binary.bin")
                                << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe", 18);
        QTest::newRow("pretty-printed JSON")
            << QStringLiteral("pretty.json") << QByteArray("{\n  \"jsonrpc\": \"2.0\",\n  \"method\": \"ping\"\n}\n");
        QTest::newRow("other JSON Lines") << QStringLiteral("other.jsonl") << QByteArray("{\"a\":1}\n{\"b\":2}\n");
        QTest::newRow("newer session") << QStringLiteral("newer.jsonl")
                                       << QByteArray("{\"format\":\"mcpscope-session\",\"version\":99}\n");
        QTest::newRow("other format") << QStringLiteral("other-format.jsonl") << QByteArray("{\"format\":\"har\"}\n");
    }

    void cannotRead()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        const QString file = path(name);
        if (name == QLatin1String("folder"))
            QVERIFY(QDir(m_dir.path()).mkpath(name));
        else if (name != QLatin1String("missing.jsonl"))
            QVERIFY(writeFile(file, content));
        for (const QString &format : {QStringLiteral("text"), QStringLiteral("json")}) {
            const Run r = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), format, file});
            QVERIFY2(r.exitCode == 2, qPrintable(r.describe()));
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.startsWith("mcpscope check: "), qPrintable(r.describe()));
            QVERIFY(r.err.endsWith('\n'));
            QCOMPARE(r.err.count('\n'), 1); // one line of plain words
        }
    }

    void usage()
    {
        Run r = runMcpscope({QStringLiteral("check")});
        QVERIFY2(r.exitCode == 2, qPrintable(r.describe()));
        QVERIFY(r.err.startsWith("mcpscope check: "));
        r = runMcpscope(
            {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("xml"), QStringLiteral("x")});
        QVERIFY2(r.exitCode == 2, qPrintable(r.describe()));
        r = runMcpscope({QStringLiteral("check"), QStringLiteral("--help")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.out.contains("mcpscope check"));
    }

    void protocolVersionOption()
    {
        // A batch after a handshake that negotiated 2025-11-25: an error under that revision
        // (MCP removed batches in 2025-06-18), allowed under 2025-03-26. The option must turn
        // the finding off; a check that ignored it would report the same thing both times.
        QByteArray t = handshake();                                                                         // lines 0-2
        t += c2s(R"([{"jsonrpc":"2.0","id":2,"method":"ping"},{"jsonrpc":"2.0","id":3,"method":"ping"}])"); // 3 batch
        t += s2c(R"([{"jsonrpc":"2.0","id":2,"result":{}},{"jsonrpc":"2.0","id":3,"result":{}}])");         // 4 batch
        const QString file = path(QStringLiteral("batch.jsonl"));
        QVERIFY(writeFile(file, t));

        const Run negotiated
            = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), file});
        const JsonReport strict = parseReport(negotiated.out);
        QVERIFY2(strict.problem.isEmpty(), qPrintable(strict.problem + QLatin1Char('\n') + negotiated.describe()));
        QVERIFY2(strict.has(QStringLiteral("jsonrpc.batch.unsupported"), 3), qPrintable(strict.listing()));
        QVERIFY2(negotiated.exitCode == 1, qPrintable(negotiated.describe()));

        const Run forced
            = runMcpscope({QStringLiteral("check"), QStringLiteral("--protocol-version"), QStringLiteral("2025-03-26"),
                           QStringLiteral("--format"), QStringLiteral("json"), file});
        const JsonReport lenient = parseReport(forced.out);
        QVERIFY2(lenient.problem.isEmpty(), qPrintable(lenient.problem + QLatin1Char('\n') + forced.describe()));
        for (const qint64 line : {3, 4})
            QVERIFY2(!lenient.has(QStringLiteral("jsonrpc.batch.unsupported"), line), qPrintable(lenient.listing()));
        QVERIFY2(lenient.errors() == 0, qPrintable(lenient.listErrors()));
        QVERIFY2(forced.exitCode == 0, qPrintable(forced.describe()));

        // The revision the transcript negotiated, named explicitly, changes nothing.
        const QString shared = test::everythingStdio();
        const Run same
            = runMcpscope({QStringLiteral("check"), QStringLiteral("--protocol-version"), QStringLiteral("2025-11-25"),
                           QStringLiteral("--format"), QStringLiteral("json"), shared});
        QVERIFY2(same.exitCode == 0, qPrintable(same.describe()));
    }

    void liveCheckMisbehaving()
    {
        // Garbage on stdout before the initialize answer: the run itself works, --check finds
        // the pollution and exits 6, the findings on stderr before the error line.
        QVERIFY2(!python().isEmpty(), "python3 is needed for the misbehaving server fixture");
        const Run r
            = runMcpscope({QStringLiteral("--cli"), python(), QStringLiteral(FIXTURES_DIR "/misbehaving_server.py"),
                           QStringLiteral("garbage-then-init"), QStringLiteral("--method"), QStringLiteral("ping"),
                           QStringLiteral("--check")});
        QVERIFY2(r.exitCode == 6, qPrintable(r.describe()));
        QVERIFY2(QJsonDocument::fromJson(r.out).isObject(), qPrintable(r.describe())); // the result, on stdout only
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QVERIFY(lines.size() >= 2);
        const QJsonObject last = QJsonDocument::fromJson(lines.constLast()).object();
        QCOMPARE(last.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("validation"));
        bool pollution = false;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            const QJsonObject d = QJsonDocument::fromJson(lines.at(i)).object();
            if (d.isEmpty())
                continue; // the server's own stderr passes through
            QVERIFY2(d.contains(QStringLiteral("code")) && d.contains(QStringLiteral("index")),
                     lines.at(i).constData());
            if (d.value(QStringLiteral("severity")).toString() == QLatin1String("error")
                && d.value(QStringLiteral("direction")).toString() == QLatin1String("server->client"))
                pollution = true;
        }
        QVERIFY2(pollution, qPrintable(r.describe()));

        // Without --check the same run is a success: validation is opt-in for the exit code.
        const Run plain
            = runMcpscope({QStringLiteral("--cli"), python(), QStringLiteral(FIXTURES_DIR "/misbehaving_server.py"),
                           QStringLiteral("garbage-then-init"), QStringLiteral("--method"), QStringLiteral("ping")});
        QVERIFY2(plain.exitCode == 0, qPrintable(plain.describe()));
    }
};

QTEST_GUILESS_MAIN(TestCheck)
#include "tst_check.moc"
