// SPDX-License-Identifier: MIT
// mcpscope compare, run as a real process on sessions recorded from the demo server.
#include "sessionedit.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QStringList &args)
{
    QProcess p;
    p.start(test::mcpscopeBinary(), args);
    Run r;
    if (!p.waitForFinished(60000))
        return r;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    return r;
}

} // namespace

class TestCompareCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_listA;
    QString m_listB;
    QString m_failA;
    QString m_failB;

    void record(const QString &path, const QStringList &method)
    {
        const Run r = run(QStringList{QStringLiteral("--cli"), test::demoServerBinary()} + method
                          + QStringList{QStringLiteral("--save-session"), path, QStringLiteral("-q")});
        QVERIFY2(r.code == 0 || r.code == 5, r.err.constData()); // 5: the fail tool's isError
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_listA = m_dir.filePath(QStringLiteral("list-a.jsonl"));
        m_listB = m_dir.filePath(QStringLiteral("list-b.jsonl"));
        m_failA = m_dir.filePath(QStringLiteral("fail-a.jsonl"));
        m_failB = m_dir.filePath(QStringLiteral("fail-b.jsonl"));
        const QStringList list{QStringLiteral("--method"), QStringLiteral("tools/list")};
        const QStringList fail{QStringLiteral("--method"), QStringLiteral("tools/call"), QStringLiteral("--tool-name"),
                               QStringLiteral("fail")};
        record(m_listA, list);
        record(m_listB, list);
        record(m_failA, fail);
        record(m_failB, fail);
    }

    void equalSessions()
    {
        const Run text = run({QStringLiteral("compare"), m_listA, m_listB});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("No differences in meaning"), text.out.constData());
        QVERIFY(text.err.isEmpty());

        const Run json
            = run({QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("json"), m_failA, m_failB});
        QCOMPARE(json.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("equal")), QJsonValue(true));
        QCOMPARE(o.value(QStringLiteral("items")).toArray().size(), 0);
        QVERIFY(o.value(QStringLiteral("summary")).toObject().value(QStringLiteral("same")).toInt() > 5);
        QCOMPARE(o.value(QStringLiteral("a")).toString(), m_failA);
    }

    void toolRemoved()
    {
        const QString b = m_dir.filePath(QStringLiteral("removed.jsonl"));
        QCOMPARE(test::rewriteSession(m_listB, b, test::removeListedTool("\"name\":\"echo\"")), 1);

        const Run text = run({QStringLiteral("compare"), m_listA, b});
        QCOMPARE(text.code, 1);
        QVERIFY2(text.out.contains("\nTools\n  - echo  (only in A)\n"), text.out.constData());
        QVERIFY(text.out.contains("The sessions differ: 0 different, 1 only in A, 0 only in B."));

        const Run json = run({QStringLiteral("compare"), QStringLiteral("--format=json"), m_listA, b});
        QCOMPARE(json.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("equal")), QJsonValue(false));
        const QJsonArray items = o.value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 1);
        const QJsonObject echo = items.at(0).toObject();
        QCOMPARE(echo.value(QStringLiteral("section")).toString(), QStringLiteral("tools"));
        QCOMPARE(echo.value(QStringLiteral("name")).toString(), QStringLiteral("echo"));
        QCOMPARE(echo.value(QStringLiteral("status")).toString(), QStringLiteral("only-in-a"));
        QCOMPARE(echo.value(QStringLiteral("a")).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("echo"));
        QVERIFY(!echo.contains(QStringLiteral("b")));
        QCOMPARE(o.value(QStringLiteral("summary")).toObject().value(QStringLiteral("onlyInA")).toInt(), 1);
    }

    void isErrorFlip()
    {
        const QString b = m_dir.filePath(QStringLiteral("flip.jsonl"));
        QCOMPARE(test::rewriteSession(m_failB, b, test::replaceReceived("\"isError\":true", "\"isError\":false")), 1);
        const Run json
            = run({QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("json"), m_failA, b});
        QCOMPARE(json.code, 1);
        const QJsonArray items = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("items")).toArray();
        QCOMPARE(items.size(), 1);
        const QJsonObject call = items.at(0).toObject();
        QCOMPARE(call.value(QStringLiteral("section")).toString(), QStringLiteral("calls"));
        QCOMPARE(call.value(QStringLiteral("name")).toString(), QStringLiteral("tools/call fail {}"));
        QCOMPARE(call.value(QStringLiteral("status")).toString(), QStringLiteral("different"));
        QCOMPARE(call.value(QStringLiteral("notes")).toArray(),
                 QJsonArray{QStringLiteral("isError: true in A, false in B.")});
        const QJsonArray differences = call.value(QStringLiteral("differences")).toArray();
        QCOMPARE(differences.size(), 1);
        QCOMPARE(differences.at(0).toObject(),
                 (QJsonObject{{QStringLiteral("kind"), QStringLiteral("changed")},
                              {QStringLiteral("pointer"), QStringLiteral("/result/isError")},
                              {QStringLiteral("a"), true},
                              {QStringLiteral("b"), false}}));

        const Run text = run({QStringLiteral("compare"), m_failA, b});
        QCOMPARE(text.code, 1);
        QVERIFY2(text.out.contains("  ~ tools/call fail {}  (different: isError)\n"
                                   "      isError: true in A, false in B.\n"
                                   "      /result/isError: true → false\n"),
                 text.out.constData());
    }

    void transcript()
    {
        // Plain transcripts are read too; one compared with itself is equal.
        const QString transcript = test::everythingStdio();
        QCOMPARE(run({QStringLiteral("compare"), transcript, transcript}).code, 0);
        QCOMPARE(run({QStringLiteral("compare"), transcript, m_listA}).code, 1);
    }

    void errors()
    {
        const QString missing = m_dir.filePath(QStringLiteral("missing.jsonl"));
        Run r = run({QStringLiteral("compare"), m_listA, missing});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(missing.toUtf8()));
        QVERIFY(r.out.isEmpty());
        QCOMPARE(run({QStringLiteral("compare"), m_listA}).code, 2);
        QCOMPARE(run({QStringLiteral("compare"), m_listA, m_listB, m_listB}).code, 2);
        QCOMPARE(
            run({QStringLiteral("compare"), QStringLiteral("--format"), QStringLiteral("xml"), m_listA, m_listB}).code,
            2);
        QCOMPARE(run({QStringLiteral("compare"), QStringLiteral("--bogus"), m_listA, m_listB}).code, 2);
        const QString folder = m_dir.path();
        QCOMPARE(run({QStringLiteral("compare"), folder, m_listB}).code, 2);
        r = run({QStringLiteral("compare"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("Usage: mcpscope compare"));
    }
};

QTEST_GUILESS_MAIN(TestCompareCli)
#include "tst_comparecli.moc"
