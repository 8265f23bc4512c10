// SPDX-License-Identifier: MIT
// mcpscope export, run as a real process on recorded sessions and the shared transcripts.
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace mcpscope;

namespace {

int run(const QStringList &args, QByteArray *err = nullptr)
{
    QProcess p;
    p.start(test::mcpscopeBinary(), args);
    if (!p.waitForFinished(60000))
        return -1;
    if (err)
        *err = p.readAllStandardError();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestExportCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_session;

private Q_SLOTS:
    void initTestCase()
    {
        m_session = m_dir.filePath(QStringLiteral("demo.jsonl"));
        QByteArray err;
        QCOMPARE(run({QStringLiteral("--cli"), test::demoServerBinary(), QStringLiteral("--method"),
                      QStringLiteral("tools/call"), QStringLiteral("--tool-name"), QStringLiteral("echo"),
                      QStringLiteral("--tool-arg"),
                      QStringLiteral("message=<script>alert(1)</script> Bearer abcdefghijklmnopqrstu"),
                      QStringLiteral("--save-session"), m_session, QStringLiteral("-q")},
                     &err),
                 0);
    }

    void htmlFromSession()
    {
        const QString out = m_dir.filePath(QStringLiteral("report.html"));
        QByteArray err;
        QCOMPARE(run({QStringLiteral("export"), m_session, out}, &err), 0);
        const QByteArray html = readAll(out);
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("mcpscope demo server"));
        QVERIFY(html.contains("tools/call"));
        QVERIFY(!html.contains("<script>alert"));
        QVERIFY(!html.contains("abcdefghijklmnopqrstu")); // redacted by default
        QVERIFY(err.contains("redacted"));
        // The server's stderr and the lifecycle came back from the file too.
        QVERIFY(html.contains("ready on stdio"));
        QVERIFY(html.contains("exited with code 0"));

        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--no-redact"), m_session, out}), 0);
        QVERIFY(readAll(out).contains("abcdefghijklmnopqrstu"));
    }

    void markdownFromTranscript()
    {
        const QString transcript = test::everythingStdio();
        QVERIFY2(QFile::exists(transcript), qPrintable(transcript));
        const QString out = m_dir.filePath(QStringLiteral("summary.md"));
        QCOMPARE(run({QStringLiteral("export"), transcript, out}), 0);
        const QByteArray md = readAll(out);
        QVERIFY(md.startsWith("## mcpscope session:"));
        QVERIFY(md.contains("| # |"));
        QVERIFY(md.contains("initialize"));
    }

    void sessionRoundTripChecksClean()
    {
        const QString out = m_dir.filePath(QStringLiteral("copy.jsonl"));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("session"), m_session, out}),
                 0);
        const QList<QByteArray> lines = readAll(out).trimmed().split('\n');
        QVERIFY(lines.size() > 5);
        QVERIFY(QJsonDocument::fromJson(lines.constFirst()).object().value(QStringLiteral("redacted")).toBool());
        // The exported session is itself a valid session file mcpscope checks.
        QByteArray err;
        QCOMPARE(run({QStringLiteral("check"), out}, &err), 0);
    }

    void errors()
    {
        QCOMPARE(run({QStringLiteral("export"), m_dir.filePath(QStringLiteral("missing.jsonl")),
                      m_dir.filePath(QStringLiteral("x.html"))}),
                 2);
        QCOMPARE(run({QStringLiteral("export"), m_session}), 1);
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf"), m_session,
                      m_dir.filePath(QStringLiteral("x"))}),
                 1);
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--redact"), QStringLiteral("([bad"), m_session,
                      m_dir.filePath(QStringLiteral("x.html"))}),
                 1);
    }
};

QTEST_GUILESS_MAIN(TestExportCli)
#include "tst_exportcli.moc"
