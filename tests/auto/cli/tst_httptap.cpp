// SPDX-License-Identifier: MIT
// mcpscope tap for HTTP: the real mcpscope binary as a recording reverse proxy between the real
// mcpscope --cli (the host) and the real demo server over Streamable HTTP (SSE answers).
#include "testpaths.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope::test;

namespace {

/// A process that says on stderr where it listens.
class Listener
{
public:
    Listener(const QString &program, const QStringList &arguments, const QString &pattern)
    {
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
                         [this] { m_stderr += m_process.readAllStandardError(); });
        m_process.start(program, arguments);
        const QRegularExpression re(pattern);
        QTest::qWaitFor(
            [&] {
                return re.match(QString::fromUtf8(m_stderr)).hasMatch() || m_process.state() == QProcess::NotRunning;
            },
            15000);
        m_url = re.match(QString::fromUtf8(m_stderr)).captured(1);
    }
    ~Listener() { stop(); }
    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(3000);
    }
    QString url() const { return m_url; }
    QByteArray errors() const { return m_stderr; }
    QProcess &process() { return m_process; }

private:
    QProcess m_process;
    QByteArray m_stderr;
    QString m_url;
};

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &arguments)
{
    QProcess p;
    p.start(mcpscopeBinary(), QStringList{QStringLiteral("--cli")} + arguments);
    p.closeWriteChannel();
    Run r;
    if (!p.waitForFinished(60000))
        p.kill();
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TestHttpTap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void proxiesAndRecords()
    {
        Listener demo(demoServerBinary(), {QStringLiteral("--http"), QStringLiteral("127.0.0.1:0")},
                      QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QVERIFY2(!demo.url().isEmpty(), demo.errors().constData());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("tap.jsonl"));
        Listener tap(mcpscopeBinary(),
                     {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                      QStringLiteral("--upstream"), demo.url(), QStringLiteral("--save-session"), file},
                     QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QVERIFY2(!tap.url().isEmpty(), tap.errors().constData());

        const QStringList call{QStringLiteral("--method"),    QStringLiteral("tools/call"),
                               QStringLiteral("--tool-name"), QStringLiteral("echo"),
                               QStringLiteral("--tool-arg"),  QStringLiteral("message=durch den Tap"),
                               QStringLiteral("--header"),    QStringLiteral("Authorization: Bearer tap-secret-4711")};
        const Run direct = cli(QStringList{demo.url()} + call);
        QCOMPARE(direct.code, 0);
        const Run tapped = cli(QStringList{tap.url()} + call);
        QVERIFY2(tapped.code == 0, tapped.err.constData());
        // The host sees what it would see without the tap.
        QCOMPARE(tapped.out, direct.out);
        QVERIFY(tapped.out.contains("durch den Tap"));

        tap.stop();
        QCOMPARE(tap.process().exitCode(), 0);
        QFile recorded(file);
        QVERIFY(recorded.open(QIODevice::ReadOnly));
        const QByteArray text = recorded.readAll();
        // Secrets are redacted; the exchanges and the messages in both directions are there.
        QVERIFY(!text.contains("tap-secret-4711"));
        int http = 0, sent = 0, received = 0;
        bool sawSse = false;
        for (const QByteArray &line : text.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            const QString kind = o.value(QStringLiteral("kind")).toString(o.value(QStringLiteral("type")).toString());
            if (line.contains("\"text/event-stream\""))
                sawSse = true;
            if (line.contains("\"method\":\"POST\"") || line.contains("\"method\": \"POST\""))
                ++http;
            if (line.contains("tools/call") && line.contains("durch den Tap") && !line.contains("\"result\""))
                ++sent;
            if (line.contains("\"result\"") && line.contains("durch den Tap"))
                ++received;
            Q_UNUSED(kind);
        }
        QVERIFY2(http >= 3, text.constData());
        QVERIFY2(sent >= 1, text.constData());
        QVERIFY2(received >= 1, text.constData());
        QVERIFY(sawSse);
        QVERIFY(text.contains("[redacted]"));

        // check reads the exchanges too: the recording is clean, and a tampered HTTP row is named.
        QProcess check;
        check.start(mcpscopeBinary(), {QStringLiteral("check"), file});
        QVERIFY(check.waitForFinished(30000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardOutput().constData());
        QByteArray tampered;
        bool changed = false;
        for (const QByteArray &line : text.split('\n')) {
            QByteArray l = line;
            if (!changed && l.contains("\"type\":\"http\"") && l.contains("\"contentType\":\"text/event-stream\"")
                && l.contains("\"phase\":\"response\"")) {
                l.replace("\"contentType\":\"text/event-stream\"", "\"contentType\":\"text/html\"");
                changed = true;
            }
            tampered += l + '\n';
        }
        QVERIFY(changed);
        const QString tamperedFile = dir.filePath(QStringLiteral("tampered.jsonl"));
        QFile out(tamperedFile);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(tampered);
        out.close();
        check.start(mcpscopeBinary(), {QStringLiteral("check"), tamperedFile});
        QVERIFY(check.waitForFinished(30000));
        const QByteArray report = check.readAllStandardOutput();
        QCOMPARE(check.exitCode(), 1);
        QVERIFY2(report.contains("http.contentType"), report.constData());
    }

    void twoClientRunsTwoSessions()
    {
        // Two separate client runs through one tap (issue 31, point 5): the recording holds
        // two sessions, and check judges each on its own (no "initialize a second time", no id
        // reused, no session id changed or missing).
        Listener demo(demoServerBinary(), {QStringLiteral("--http"), QStringLiteral("127.0.0.1:0")},
                      QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QVERIFY2(!demo.url().isEmpty(), demo.errors().constData());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("two.jsonl"));
        Listener tap(mcpscopeBinary(),
                     {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                      QStringLiteral("--upstream"), demo.url(), QStringLiteral("--save-session"), file},
                     QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QVERIFY2(!tap.url().isEmpty(), tap.errors().constData());
        const Run list = cli({tap.url(), QStringLiteral("--method"), QStringLiteral("tools/list")});
        QVERIFY2(list.code == 0, list.err.constData());
        const Run call
            = cli({tap.url(), QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                   QStringLiteral("echo"), QStringLiteral("--tool-arg"), QStringLiteral("message=zweite Sitzung")});
        QVERIFY2(call.code == 0, call.err.constData());
        tap.stop();

        QProcess check;
        check.start(mcpscopeBinary(),
                    {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), file});
        QVERIFY(check.waitForFinished(30000));
        const QByteArray report = check.readAllStandardOutput();
        QVERIFY2(check.exitCode() == 0, report.constData());
        const QList<QByteArray> lines = report.trimmed().split('\n');
        QCOMPARE(lines.size(), 1); // no findings: the summary alone
        const QJsonObject summary
            = QJsonDocument::fromJson(lines.constLast()).object().value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("sessions")).toInt(), 2);
        QCOMPARE(summary.value(QStringLiteral("errors")).toInt(), 0);
        QVERIFY(summary.value(QStringLiteral("messages")).toInt() >= 9);

        // The recording numbers the two sessions ("conn"), both of them.
        QFile recorded(file);
        QVERIFY(recorded.open(QIODevice::ReadOnly));
        const QByteArray text = recorded.readAll();
        QVERIFY(text.contains("\"conn\":1,"));
        QVERIFY(text.contains("\"conn\":2,"));

        // A real error in the second session is still found, and named as the second's: the
        // tools/call takes the id tools/list had in the same session.
        QByteArray broken = text;
        const QByteArray call3 = "{\"id\":3,\"jsonrpc\":\"2.0\",\"method\":\"tools/call\"";
        QVERIFY2(broken.contains(call3), text.constData());
        broken.replace(call3, "{\"id\":2,\"jsonrpc\":\"2.0\",\"method\":\"tools/call\"");
        const QString brokenFile = dir.filePath(QStringLiteral("broken.jsonl"));
        QFile out(brokenFile);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(broken);
        out.close();
        check.start(mcpscopeBinary(),
                    {QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), brokenFile});
        QVERIFY(check.waitForFinished(30000));
        const QByteArray found = check.readAllStandardOutput();
        QCOMPARE(check.exitCode(), 1);
        bool reused = false;
        for (const QByteArray &line : found.trimmed().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.contains(QStringLiteral("summary")))
                continue;
            QVERIFY2(o.value(QStringLiteral("session")).toInt() == 2, line.constData());
            reused = reused || o.value(QStringLiteral("code")).toString() == QLatin1String("session.request.idReused");
        }
        QVERIFY2(reused, found.constData());
        // The text names the session too.
        check.start(mcpscopeBinary(), {QStringLiteral("check"), brokenFile});
        QVERIFY(check.waitForFinished(30000));
        const QByteArray words = check.readAllStandardOutput();
        QVERIFY2(words.contains("Session 2 · Line"), words.constData());
        QVERIFY2(words.contains("2 sessions"), words.constData());
    }

    void refusesRemoteListening()
    {
        QProcess p;
        p.start(mcpscopeBinary(), {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("0.0.0.0:0"),
                                   QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:9/mcp")});
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(p.readAllStandardError().contains("--allow-remote"));
    }

    void upstreamDown()
    {
        // Nothing listens upstream: the host gets a 502 in plain words, mcpscope --cli exits 4.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 dead = probe.serverPort();
        probe.close();
        Listener tap(mcpscopeBinary(),
                     {QStringLiteral("tap"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                      QStringLiteral("--upstream"), QStringLiteral("http://127.0.0.1:%1/mcp").arg(dead)},
                     QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QVERIFY2(!tap.url().isEmpty(), tap.errors().constData());
        const Run r = cli({tap.url(), QStringLiteral("--method"), QStringLiteral("tools/list")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("could not be reached"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestHttpTap)
#include "tst_httptap.moc"
