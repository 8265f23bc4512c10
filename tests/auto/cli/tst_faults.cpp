// SPDX-License-Identifier: MIT
// mcpscope --cli against the fault server (tests/faultserver): one misbehaviour at a time. Each
// case asserts what the user is told (the error line, the findings, the connection doctor),
// that a broken answer does not make the user wait for the request timeout, and that the saved
// session holds every byte the server wrote on stdout.
#include "session/session.h"
#include "testpaths.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

struct Run
{
    int exitCode = -1;
    qint64 elapsedMs = 0;
    QByteArray out;
    QByteArray err;
    QByteArray written;  ///< everything the server wrote on stdout (its FAULT_COPY)
    QString sessionPath; ///< --save-session
    QString describe() const
    {
        return QStringLiteral("exit %1 after %2 ms\nstderr: %3")
            .arg(exitCode)
            .arg(elapsedMs)
            .arg(QString::fromUtf8(err.left(3000)));
    }
    QJsonObject error() const
    {
        const QList<QByteArray> lines = err.trimmed().split('\n');
        return QJsonDocument::fromJson(lines.constLast()).object().value(QStringLiteral("error")).toObject();
    }
};

QString faultServer()
{
    return test::sourceDir() + QStringLiteral("/tests/faultserver/faultserver.js");
}

Run runFault(const QTemporaryDir &dir, const QString &mode, const QStringList &extra)
{
    Run r;
    const QString copy = dir.filePath(mode + QStringLiteral(".stdout"));
    r.sessionPath = dir.filePath(mode + QStringLiteral(".jsonl"));
    QProcess p;
    p.setProgram(test::mcpscopeBinary());
    // The request timeout stays the official 60 s: a case that ends sooner did not wait for it.
    // The server's environment is the safe default set plus -e, as with the official CLI.
    p.setArguments(QStringList{QStringLiteral("--cli"), QStringLiteral("--save-session"), r.sessionPath,
                               QStringLiteral("-e"), QStringLiteral("FAULT_COPY=") + copy}
                   + extra + QStringList{QStringLiteral("--"), test::nodeBinary(), faultServer(), mode});
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    p.start();
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
    }
    r.elapsedMs = clock.elapsed();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    QFile written(copy);
    if (written.open(QIODevice::ReadOnly))
        r.written = written.readAll();
    return r;
}

/// Every line the server wrote is a received event of the saved session, in order and byte
/// for byte (the server writes whole lines in these modes).
bool sessionKeepsEverything(const Run &r, QString *why)
{
    Session session;
    QJsonObject header;
    QString error;
    if (!Session::load(r.sessionPath, &session, &header, &error)) {
        *why = QStringLiteral("the session file cannot be read: ") + error;
        return false;
    }
    QList<QByteArray> received;
    for (const SessionEvent &e : session.events()) {
        if (e.type == SessionEvent::Type::Received)
            received << e.message.raw();
    }
    QList<QByteArray> lines = r.written.split('\n');
    if (!lines.isEmpty() && lines.constLast().isEmpty())
        lines.removeLast();
    if (received != lines) {
        *why = QStringLiteral("the server wrote %1 lines, the session holds %2 received messages")
                   .arg(lines.size())
                   .arg(received.size());
        for (qsizetype i = 0; i < qMin(lines.size(), received.size()); ++i) {
            if (lines.at(i) != received.at(i)) {
                *why += QStringLiteral("; line %1 differs: %2 / %3")
                            .arg(i + 1)
                            .arg(QString::fromUtf8(lines.at(i).left(120).toPercentEncoding(" {}\":,[]")),
                                 QString::fromUtf8(received.at(i).left(120).toPercentEncoding(" {}\":,[]")));
                break;
            }
        }
        return false;
    }
    return true;
}

} // namespace

class TestFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!test::nodeBinary().isEmpty(), "node is not on the PATH");
        QVERIFY(QFile::exists(faultServer()));
    }

    void faults_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("told"); ///< texts stderr must hold

        const QStringList list{QStringLiteral("--method"), QStringLiteral("tools/list")};
        const QStringList call{QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                               QStringLiteral("echo"),     QStringLiteral("--tool-arg"), QStringLiteral("text=hi")};
        const auto add
            = [](const char *mode, const QStringList &extra, int exitCode, std::initializer_list<const char *> told) {
                  QStringList texts;
                  for (const char *t : told)
                      texts << QString::fromUtf8(t);
                  QTest::newRow(mode) << QString::fromUtf8(mode) << extra << exitCode << texts;
              };
        const QStringList hang = list + QStringList{QStringLiteral("--connect-timeout"), QStringLiteral("3000")};
        // Faults the server survives: the result as usual, and the findings name the rule.
        add("ok", list, 0, {});
        add("garbage-then-ok", list, 0, {"stdio.notJson"});
        add("no-jsonrpc", list, 0, {"jsonrpc.version.missing"});
        add("batch-answer", list, 0, {"jsonrpc.batch.unsupported"});
        add("content-length", list, 0, {"stdio.contentLength"});
        add("duplicate-tool", list, 0, {"mcp.tool.duplicate"});
        add("bad-structured", call, 0, {"mcp.tool.structuredContent"});
        add("null-id-request", list, 0, {"jsonrpc.id.null"});
        add("late", list, 0, {});
        // A banner on stdout, then 3 s of silence before it starts: told, and still answered.
        add("slow-banner", list, 0, {"no JSON-RPC message", "goes on waiting", "stdio.notJson"});
        // Broken answers: the request ends at once, naming the broken message.
        add("wrong-id", list, 4, {"id 4242, which mcpscope never sent", "session.response.unknownId"});
        add("string-id", list, 4, {"with the id \\\"2\\\", a string", "session.response.idType"});
        add("bad-utf8", list, 4, {"answer to request 2 (tools/list) is not valid UTF-8", "json.utf8"});
        add("not-json", list, 4, {"answer to request 2 (tools/list) is not valid JSON"});
        add("parse-error", list, 4, {"error for the id null", "could not read it"});
        // Connecting fails or hangs: the connection doctor names the cause and the next step.
        add("pretty", list, 4,
            {"pretty-printed the answer over", "it seems to pretty-print its JSON",
             "Next step: MCP over stdio needs one message per line"});
        // Only junk, then silence: told after 2 s, and the handshake waits to its time limit.
        add("only-garbage", hang, 4,
            {"no JSON-RPC message", "goes on waiting", "the first is \"Starting faultserver...\"",
             "Next step: MCP over stdio keeps standard output for messages"});
        add("html", list, 4, {"printed HTML on its standard output"});
        add("exit-early", list, 4,
            {"cannot open the database", "exited with code 3 before it answered initialize", "Next step:"});
        add("silent", hang, 4, {"has not finished the MCP handshake", "written nothing on its standard output"});
        add("http-hint", hang, 4, {"Next step: Connect to http://127.0.0.1:8931/mcp"});
        add("wrong-version", list, 4, {"\\\"1999-01-01\\\"", "Next step: Update the server"});
        add("initialize-error", list, 4, {"refused initialize: \"FAULT_TOKEN is not set\""});
        add("crash", list, 4, {"segmentation fault (simulated)", "exited with code 1"});
    }

    void faults()
    {
        QFETCH(QString, mode);
        QFETCH(QStringList, extra);
        QFETCH(int, exitCode);
        QFETCH(QStringList, told);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Run r = runFault(dir, mode, extra);
        QVERIFY2(r.exitCode == exitCode, qPrintable(r.describe()));
        for (const QString &text : std::as_const(told))
            QVERIFY2(r.err.contains(text.toUtf8()),
                     qPrintable(QStringLiteral("missing \"%1\"\n").arg(text) + r.describe()));
        // Nothing here waits for the 60 s request timeout (the hangs stop at --connect-timeout).
        QVERIFY2(r.elapsedMs < 20000, qPrintable(r.describe()));
        if (exitCode == 0 && told.isEmpty())
            QVERIFY2(!r.err.contains("broke the protocol"), qPrintable(r.describe()));
        if (exitCode != 0)
            QVERIFY2(!r.error().value(QStringLiteral("message")).toString().isEmpty(), qPrintable(r.describe()));
        // Everything received stays: the session file has each line the server wrote.
        if (mode != QLatin1String("content-length")) {
            QString why;
            QVERIFY2(sessionKeepsEverything(r, &why), qPrintable(why));
        }
    }

    void quietStaysQuiet()
    {
        // -q: no findings, no doctor; the error line stays (scripts read it).
        QTemporaryDir dir;
        const Run r = runFault(dir, QStringLiteral("pretty"),
                               {QStringLiteral("--method"), QStringLiteral("tools/list"), QStringLiteral("-q")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(!r.err.contains("Next step") && !r.err.contains("broke the protocol"), qPrintable(r.describe()));
        QVERIFY2(r.error().value(QStringLiteral("message")).toString().contains(QLatin1String("pretty-printed")),
                 qPrintable(r.describe()));
    }

    void hugeAnswerIsTaken()
    {
        // A 50 MB answer on one line: read, validated and printed, neither refused nor lost.
        QTemporaryDir dir;
        const Run r = runFault(dir, QStringLiteral("huge"),
                               {QStringLiteral("--method"), QStringLiteral("tools/list"), QStringLiteral("--format"),
                                QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.describe()));
        QVERIFY(r.out.size() > 50 * 1024 * 1024);
        QString why;
        QVERIFY2(sessionKeepsEverything(r, &why), qPrintable(why));
    }

    void contentLengthBodiesAreKept()
    {
        // Content-Length framing: each body the server framed is one received message.
        QTemporaryDir dir;
        const Run r = runFault(dir, QStringLiteral("content-length"),
                               {QStringLiteral("--method"), QStringLiteral("tools/list")});
        QCOMPARE(r.exitCode, 0);
        Session session;
        QJsonObject header;
        QString error;
        QVERIFY2(Session::load(r.sessionPath, &session, &header, &error), qPrintable(error));
        QByteArray framed;
        for (const SessionEvent &e : session.events()) {
            if (e.type == SessionEvent::Type::Received)
                framed
                    += "Content-Length: " + QByteArray::number(e.message.raw().size()) + "\r\n\r\n" + e.message.raw();
        }
        QCOMPARE(framed, r.written);
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
