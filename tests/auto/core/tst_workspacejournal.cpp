// SPDX-License-Identifier: MIT
// The workspace session file (issue 31, point 3): two live sessions of the real demo server
// (through McpClient, each its own Session) written into one file as their events arrive,
// read back as they were, owner-only, without the secret a server's description held; and
// the real mcpscope judging it server by server (check) and picking servers (export --server).
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "session/workspacejournal.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace mcpscope;

namespace {

/// A demo server over stdio, its client and its session.
struct Live
{
    Session session;
    std::unique_ptr<McpClient> client;
    StdioTransport *transport = nullptr;

    void start()
    {
        StdioServerConfig config;
        config.program = test::demoServerBinary();
        transport = new StdioTransport(config);
        client = std::make_unique<McpClient>(transport, &session);
        transport->setParent(client.get());
        client->connectToServer();
    }
};

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run runMcpscope(const QStringList &arguments)
{
    QProcess p;
    p.start(test::mcpscopeBinary(), arguments);
    Run r;
    if (!p.waitForFinished(60000))
        p.kill();
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TestWorkspaceJournal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twoServersInOneFile()
    {
        QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("workspace/two.jsonl"));
        Live a;
        Live b;
        WorkspaceJournal journal;
        QCOMPARE(journal.addServer(&a.session, QStringLiteral("demo A"),
                                   {{QStringLiteral("command"), test::demoServerBinary()},
                                    {QStringLiteral("transport"), QStringLiteral("stdio")}}),
                 0);
        QString error;
        QVERIFY2(journal.open(path, {{QStringLiteral("mode"), QStringLiteral("gui")}}, &error), qPrintable(error));
        // A server added later is declared by a line of its own; its description's secrets
        // (a header's value, a token in the environment) never reach the file.
        QCOMPARE(journal.addServer(
                     &b.session, QStringLiteral("demo B"),
                     {{QStringLiteral("command"), test::demoServerBinary()},
                      {QStringLiteral("transport"), QStringLiteral("stdio")},
                      {QStringLiteral("headers"),
                       QJsonObject{{QStringLiteral("Authorization"), QStringLiteral("Bearer ws-secret-4711")}}},
                      {QStringLiteral("env"), QJsonObject{{QStringLiteral("API_TOKEN"), QStringLiteral("tok-0815")}}}}),
                 1);

        // The order the events arrived in, across both servers.
        QList<std::pair<int, qsizetype>> arrived;
        connect(&a.session, &Session::eventAppended, this, [&](qsizetype i) { arrived.append({0, i}); });
        connect(&b.session, &Session::eventAppended, this, [&](qsizetype i) { arrived.append({1, i}); });
        a.start();
        b.start();
        QTRY_VERIFY_WITH_TIMEOUT(a.client->state() == McpClient::State::Ready, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(b.client->state() == McpClient::State::Ready, 20000);
        journal.describeServer(1, {{QStringLiteral("protocolVersion"), b.client->protocolVersion()}});
        int answered = 0;
        a.client->request(QStringLiteral("tools/list"), {}, this, [&](const Reply &) { ++answered; });
        b.client->request(
            QStringLiteral("tools/call"),
            {{QStringLiteral("name"), QStringLiteral("echo")},
             {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("message"), QStringLiteral("B")}}}},
            this, [&](const Reply &) { ++answered; });
        a.client->request(QStringLiteral("prompts/list"), {}, this, [&](const Reply &) { ++answered; });
        QTRY_COMPARE_WITH_TIMEOUT(answered, 3, 20000);
        for (Live *live : {&a, &b}) {
            live->client->disconnectFromServer();
            QTRY_VERIFY_WITH_TIMEOUT(live->client->state() == McpClient::State::Closed, 10000);
        }
        journal.close();
        QVERIFY(!SessionJournal::isBeingWritten(path));

        // Owner-only, like a session journal; the folder made for it too.
        const QFileDevice::Permissions others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
                                                | QFileDevice::ReadOther | QFileDevice::WriteOther
                                                | QFileDevice::ExeOther;
        QCOMPARE(QFile::permissions(path) & others, QFileDevice::Permissions());
        QCOMPARE(QFile::permissions(QFileInfo(path).absolutePath()) & others, QFileDevice::Permissions());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(!text.contains("ws-secret-4711"));
        QVERIFY(!text.contains("tok-0815"));
        QVERIFY2(text.contains("[redacted]"), text.left(3000).constData());
        QVERIFY(text.startsWith("{") && text.left(text.indexOf('\n')).contains("\"mcpscope-workspace-session\""));

        // Read back: two servers, each with its events in its order, and the order across them.
        QObject owner;
        QList<WorkspaceJournal::Server> servers;
        QList<WorkspaceJournal::Place> order;
        QJsonObject header;
        QVERIFY2(WorkspaceJournal::load(path, &owner, &servers, &header, &error, &order), qPrintable(error));
        QCOMPARE(servers.size(), 2);
        QCOMPARE(servers.at(0).name, QStringLiteral("demo A"));
        QCOMPARE(servers.at(1).name, QStringLiteral("demo B"));
        QCOMPARE(header.value(QStringLiteral("mode")).toString(), QStringLiteral("gui"));
        QCOMPARE(servers.at(1).description.value(QStringLiteral("protocolVersion")).toString(),
                 b.client->protocolVersion());
        QCOMPARE(servers.at(1)
                     .description.value(QStringLiteral("headers"))
                     .toObject()
                     .value(QStringLiteral("Authorization"))
                     .toString(),
                 QStringLiteral("[redacted]"));
        const Session *live[2] = {&a.session, &b.session};
        for (int s = 0; s < 2; ++s) {
            const Session *read = servers.at(s).session;
            QCOMPARE(read->count(), live[s]->count());
            for (qsizetype i = 0; i < read->count(); ++i) {
                QCOMPARE(read->eventAt(i).type, live[s]->eventAt(i).type);
                QCOMPARE(read->eventAt(i).message.raw(), live[s]->eventAt(i).message.raw());
                QCOMPARE(read->eventAt(i).text, live[s]->eventAt(i).text);
            }
            for (const Diagnostic &d : read->diagnostics())
                QVERIFY2(d.severity != Severity::Error, qPrintable(d.code + QLatin1Char(' ') + d.message));
        }
        QCOMPARE(order.size(), arrived.size());
        for (qsizetype i = 0; i < order.size(); ++i) {
            QCOMPARE(int(order.at(i).server), arrived.at(i).first);
            QCOMPARE(qsizetype(order.at(i).index), arrived.at(i).second);
        }
        // The servers really did interleave (otherwise the order above proves little).
        bool switched = false;
        for (qsizetype i = 1; i < order.size(); ++i)
            switched = switched || order.at(i).server != order.at(i - 1).server;
        QVERIFY(switched);

        // A plain session opening refuses a workspace of two servers in plain words.
        Session one;
        QVERIFY(!Session::load(path, &one, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("--server")), qPrintable(error));

        // check judges each server on its own and names them.
        const Run check
            = runMcpscope({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), path});
        QVERIFY2(check.code == 0, check.out.constData());
        const QJsonObject summary = QJsonDocument::fromJson(check.out.trimmed().split('\n').constLast())
                                        .object()
                                        .value(QStringLiteral("summary"))
                                        .toObject();
        QCOMPARE(summary.value(QStringLiteral("servers")).toArray(),
                 QJsonArray({QStringLiteral("demo A"), QStringLiteral("demo B")}));
        QCOMPARE(summary.value(QStringLiteral("sessions")).toInt(), 2);

        // export --server picks one (a plain session file) or several (a workspace file).
        const QString onlyB = dir.filePath(QStringLiteral("b.jsonl"));
        Run exported = runMcpscope(
            {QStringLiteral("export"), QStringLiteral("--server"), QStringLiteral("demo B"), path, onlyB});
        QVERIFY2(exported.code == 0, exported.err.constData());
        Session b2;
        QVERIFY2(Session::load(onlyB, &b2, nullptr, &error), qPrintable(error));
        QCOMPARE(b2.count(), b.session.count());
        QFile bFile(onlyB);
        QVERIFY(bFile.open(QIODevice::ReadOnly));
        const QByteArray bText = bFile.readAll();
        QVERIFY(bText.contains("Echo: B"));
        QVERIFY(!bText.contains("prompts/list")); // demo A's call is not in it

        const QString both = dir.filePath(QStringLiteral("both.jsonl"));
        exported = runMcpscope({QStringLiteral("export"), QStringLiteral("--server"), QStringLiteral("demo A"),
                                QStringLiteral("--server"), QStringLiteral("demo B"), path, both});
        QVERIFY2(exported.code == 0, exported.err.constData());
        QList<WorkspaceJournal::Server> again;
        QVERIFY2(WorkspaceJournal::load(both, &owner, &again, nullptr, &error), qPrintable(error));
        QCOMPARE(again.size(), 2);
        QCOMPARE(again.at(0).session->count(), a.session.count());
        QCOMPARE(again.at(1).session->count(), b.session.count());

        exported
            = runMcpscope({QStringLiteral("export"), QStringLiteral("--server"), QStringLiteral("nope"), path, both});
        QCOMPARE(exported.code, 1);
        QVERIFY2(exported.err.contains("demo A, demo B"), exported.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceJournal)
#include "tst_workspacejournal.moc"
