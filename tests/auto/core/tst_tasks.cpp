// SPDX-License-Identifier: MIT
// Tasks (core/tasks): tool calls run as tasks and followed to their end, in both forms, against
// real servers: server-everything 2026.8.31 (the tasks capability of MCP 2025-11-25, its
// simulate-research-query tool), tests/modern/tasks-server.mjs (the io.modelcontextprotocol/tasks
// extension of 2026-07-28 on the official SDK v2 and @modelcontextprotocol/ext-tasks' schemas),
// and the fault server's task modes (a status that goes backwards, a task that never ends, a
// tasks/get that fails, garbage in its answer). mcpscope's own messages must pass its validator.
#include "mcp/mcpclient.h"
#include "mcp/serverrequesthandler.h"
#include "session/session.h"
#include "tasks/tasklistmodel.h"
#include "tasks/tasktracker.h"
#include "transport/stdiotransport.h"
#include "validation/diagnostic.h"

#include "testpaths.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace mcpscope;
using namespace mcpscope::test;

namespace {

/// Answers elicitations with "accept" and a value for the form's first field; records them.
class Answers : public ServerRequestHandler
{
public:
    QString value = QStringLiteral("blue");
    QList<Message> asked;
    int elicitations() const
    {
        return int(std::count_if(asked.cbegin(), asked.cend(),
                                 [](const Message &m) { return m.method() == QLatin1String("elicitation/create"); }));
    }
    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override
    {
        asked << request;
        if (request.method() != QLatin1String("elicitation/create")) {
            fail(-32601, QStringLiteral("not here"));
            return;
        }
        const QJsonObject schema = request.params().value(QStringLiteral("requestedSchema")).toObject();
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        const QString field = properties.keys().value(0);
        QJsonValue answer = value;
        // A yes/no question (the demo server's confirm): yes.
        if (properties.value(field).toObject().value(QStringLiteral("type")).toString() == QLatin1String("boolean"))
            answer = true;
        // server-everything offers its choices as oneOf: take the first.
        const QJsonArray oneOf = properties.value(field).toObject().value(QStringLiteral("oneOf")).toArray();
        if (!oneOf.isEmpty())
            answer = oneOf.at(0).toObject().value(QStringLiteral("const"));
        succeed(QJsonObject{{QStringLiteral("action"), QStringLiteral("accept")},
                            {QStringLiteral("content"), QJsonObject{{field, answer}}}});
    }
};

struct Client
{
    Session session;
    Transport *transport;
    McpClient client;
    Answers answers;
    TaskTracker tracker;

    Client(const QString &program, const QStringList &arguments, ProtocolEra era)
        : transport(stdio(program, arguments))
        , client(transport, &session)
        , tracker(&client)
    {
        transport->setParent(&client);
        client.setProtocolEra(era);
        client.setServerRequestHandler(&answers);
    }
    ~Client()
    {
        if (transport->state() == Transport::State::Running) {
            QSignalSpy exited(transport, &Transport::exited);
            client.disconnectFromServer();
            exited.wait(5000);
        }
    }
    static Transport *stdio(const QString &program, const QStringList &arguments)
    {
        StdioServerConfig c;
        c.program = program;
        c.arguments = arguments;
        c.closeStdinWaitMs = 1000;
        c.terminateWaitMs = 1000;
        return new StdioTransport(c);
    }
    McpClient::State connectAndWait()
    {
        client.connectToServer();
        (void)QTest::qWaitFor(
            [this] { return client.state() == McpClient::State::Ready || client.state() == McpClient::State::Failed; },
            30000);
        return client.state();
    }
    Reply call(const QString &method, const QJsonObject &params = {})
    {
        Reply result;
        bool done = false;
        client.request(method, params, nullptr, [&](const Reply &r) {
            result = r;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 30000))
            qWarning("no reply to %s", qPrintable(method));
        return result;
    }
    /// Starts @p tool as a task; the task's id, or empty (with @p reply saying why).
    QString start(const QString &tool, const QJsonObject &arguments, qint64 ttlMs = 60000, Reply *reply = nullptr)
    {
        QString id;
        bool done = false;
        tracker.callTool(tool, arguments, ttlMs, nullptr, [&](const Reply &r, const QString &taskId) {
            if (reply)
                *reply = r;
            id = taskId;
            done = true;
        });
        if (!QTest::qWaitFor([&] { return done; }, 30000))
            qWarning("no reply to tools/call %s", qPrintable(tool));
        return id;
    }
    bool waitFinished(const QString &id, int ms = 30000)
    {
        const bool ended = QTest::qWaitFor(
            [&] {
                const TaskState *t = tracker.task(id);
                return t && t->follow != TaskState::Follow::Following;
            },
            ms);
        if (!ended) {
            // What happened, for the failure's message.
            for (qsizetype i = std::max<qsizetype>(0, session.count() - 12); i < session.count(); ++i) {
                const SessionEvent &e = session.eventAt(i);
                qWarning("%s", e.message.raw().isEmpty() ? qPrintable(e.text) : e.message.raw().left(400).constData());
            }
        }
        return ended;
    }
    qsizetype received(const QString &method) const
    {
        qsizetype n = 0;
        for (const SessionEvent &e : session.events())
            n += e.type == SessionEvent::Type::Received && e.message.method() == method ? 1 : 0;
        return n;
    }
    /// How many events the session links to the task made by @p call (its requests, their
    /// answers, and the answer that made it); checks that each of them is a task message.
    qsizetype linkedToCall(qsizetype call) const
    {
        qsizetype n = 0;
        for (qsizetype i = 0; i < session.count(); ++i) {
            if (session.taskCall(i) != call)
                continue;
            const Message &m = session.eventAt(i).message;
            if (m.isRequest() ? !m.method().startsWith(QLatin1String("tasks/"))
                              : m.taskId().isEmpty() && session.eventAt(i).linked < 0)
                return -1;
            ++n;
        }
        return n;
    }
    QList<Message> sent(const QString &method) const
    {
        QList<Message> out;
        for (const SessionEvent &e : session.events()) {
            if (e.type == SessionEvent::Type::Sent && e.message.method() == method)
                out << e.message;
        }
        return out;
    }
    /// Findings (warnings and errors) on the messages of one side.
    QStringList findings(bool ours) const
    {
        QStringList out;
        for (const Diagnostic &d : session.diagnostics()) {
            if (d.messageIndex < 0 || d.messageIndex >= session.count() || d.severity < Severity::Warning)
                continue;
            const SessionEvent &e = session.eventAt(d.messageIndex);
            if ((e.type == SessionEvent::Type::Sent && ours) || (e.type == SessionEvent::Type::Received && !ours))
                out << d.code + QStringLiteral(": ") + d.message;
        }
        return out;
    }
    bool lifecycleSays(const QString &words) const
    {
        for (const SessionEvent &e : session.events()) {
            if (e.type == SessionEvent::Type::Lifecycle && e.text.contains(words))
                return true;
        }
        return false;
    }
    static QString text(const Reply &reply)
    {
        return reply.result.object()
            .value(QStringLiteral("content"))
            .toArray()
            .at(0)
            .toObject()
            .value(QStringLiteral("text"))
            .toString();
    }
};

QString tasksServer()
{
    return sourceDir() + QStringLiteral("/tests/modern/tasks-server.mjs");
}
QString faultServer()
{
    return sourceDir() + QStringLiteral("/tests/faultserver/faultserver.js");
}

bool modernPeersInstalled()
{
    return !peerScript(QStringLiteral("server"), QStringLiteral("package.json")).isEmpty()
           && !peerScript(QStringLiteral("ext-tasks"), QStringLiteral("package.json")).isEmpty();
}

} // namespace

class TstTasks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelBasics()
    {
        // The model on a tracker without a connection: empty, well-formed, headers in words.
        Session session;
        McpClient client(Client::stdio(QStringLiteral("/nonexistent"), {}), &session);
        TaskTracker tracker(&client);
        TaskListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTracker(&tracker);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(TaskListModel::ColumnCount));
        QCOMPARE(model.headerData(TaskListModel::StatusColumn, Qt::Horizontal).toString(), QStringLiteral("Status"));
        QString why;
        QVERIFY(!tracker.serverSupportsTasks(&why));
        QVERIFY(!why.isEmpty());
        QCOMPARE(TaskListModel::statusText(QStringLiteral("working"), int(TaskState::Follow::Expired), false),
                 QStringLiteral("working (expired: its time to live ran out)"));
    }

    void modernExtensionRunsToTheEnd()
    {
        QVERIFY2(modernPeersInstalled(), peerMissingMessage(QStringLiteral("ext-tasks")).constData());
        Client c(nodeBinary(), {tasksServer(), QStringLiteral("--peers"), peersDir()}, ProtocolEra::Modern);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QVERIFY(c.client.isModern());
        QVERIFY(c.tracker.serverSupportsTasks());
        QVERIFY(c.tracker.toolSupportsTasks(QJsonObject{{QStringLiteral("name"), QStringLiteral("slow_count")}}));

        TaskListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTracker(&c.tracker);
        QSignalSpy finished(&c.tracker, &TaskTracker::taskFinished);

        Reply created;
        const QString id = c.start(QStringLiteral("slow_count"),
                                   {{QStringLiteral("to"), 4}, {QStringLiteral("stepMs"), 150}}, 60000, &created);
        QVERIFY2(!id.isEmpty(), qPrintable(created.errorMessage));
        QVERIFY(created.task);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.taskId(0), id);
        QCOMPARE(model.data(model.index(0, TaskListModel::ToolColumn)).toString(), QStringLiteral("slow_count"));
        // The call declared the extension on that request.
        const QJsonObject meta
            = c.sent(QStringLiteral("tools/call")).constLast().params().value(QStringLiteral("_meta")).toObject();
        QVERIFY(meta.value(QStringLiteral("io.modelcontextprotocol/clientCapabilities"))
                    .toObject()
                    .value(QStringLiteral("extensions"))
                    .toObject()
                    .contains(McpClient::TasksExtension));

        QVERIFY(c.waitFinished(id));
        QCOMPARE(finished.size(), 1);
        const TaskState *t = c.tracker.task(id);
        QCOMPARE(t->follow, TaskState::Follow::Done);
        QCOMPARE(t->status, QStringLiteral("completed"));
        QCOMPARE(t->result.status, Reply::Status::Result);
        QCOMPARE(Client::text(t->result), QStringLiteral("counted to 4"));
        QCOMPARE(t->ttlMs, qint64(60000));
        QCOMPARE(t->pollIntervalMs, qint64(100));
        QVERIFY(t->createdAt.isValid());
        QVERIFY(t->callIndex >= 0);
        QCOMPARE(c.session.eventAt(t->callIndex).message.method(), QStringLiteral("tools/call"));
        QCOMPARE(c.linkedToCall(t->callIndex), c.sent(QStringLiteral("tasks/get")).size() * 2 + 1);
        // Polled at the server's interval, kept above the floor: several tasks/get, not a flood.
        const qsizetype polls = c.sent(QStringLiteral("tasks/get")).size();
        QVERIFY2(polls >= 2 && polls < 40, qPrintable(QString::number(polls)));
        QCOMPARE(model.data(model.index(0, TaskListModel::StatusColumn)).toString(), QStringLiteral("completed"));
        QVERIFY(model.data(model.index(0, 0), TaskListModel::HasResultRole).toBool());
        QVERIFY2(c.findings(true).isEmpty(), qPrintable(c.findings(true).join(QLatin1Char('\n'))));
        QVERIFY2(c.findings(false).isEmpty(), qPrintable(c.findings(false).join(QLatin1Char('\n'))));
    }

    void modernInputCancelFailAndExpiry()
    {
        QVERIFY2(modernPeersInstalled(), peerMissingMessage(QStringLiteral("ext-tasks")).constData());
        Client c(nodeBinary(), {tasksServer(), QStringLiteral("--peers"), peersDir()}, ProtocolEra::Modern);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);

        // input_required: the elicitation goes through the client's handler, the answer back
        // with tasks/update.
        c.answers.value = QStringLiteral("teal");
        const QString asking = c.start(QStringLiteral("ask_color"), {});
        QVERIFY(!asking.isEmpty());
        QVERIFY(c.waitFinished(asking));
        QCOMPARE(c.answers.elicitations(), 1);
        QCOMPARE(c.sent(QStringLiteral("tasks/update")).size(), 1);
        QCOMPARE(c.sent(QStringLiteral("tasks/update"))
                     .at(0)
                     .params()
                     .value(QStringLiteral("inputResponses"))
                     .toObject()
                     .value(QStringLiteral("color"))
                     .toObject()
                     .value(QStringLiteral("content"))
                     .toObject()
                     .value(QStringLiteral("color"))
                     .toString(),
                 QStringLiteral("teal"));
        QCOMPARE(Client::text(c.tracker.task(asking)->result), QStringLiteral("color=teal"));

        // Cancelled: tasks/cancel, then the server's word.
        const QString endless = c.start(QStringLiteral("never_ends"), {});
        QVERIFY(!endless.isEmpty());
        c.tracker.cancel(endless);
        QVERIFY(c.waitFinished(endless));
        QCOMPARE(c.tracker.task(endless)->status, QStringLiteral("cancelled"));
        QCOMPARE(c.tracker.task(endless)->result.status, Reply::Status::Cancelled);
        QCOMPARE(c.sent(QStringLiteral("tasks/cancel")).size(), 1);

        // Failed: the task's JSON-RPC error.
        const QString failing = c.start(QStringLiteral("fail_task"), {});
        QVERIFY(c.waitFinished(failing));
        QCOMPARE(c.tracker.task(failing)->result.status, Reply::Status::Error);
        QCOMPARE(c.tracker.task(failing)->result.errorCode, -32000);
        QCOMPARE(c.tracker.task(failing)->result.errorMessage, QStringLiteral("the work broke"));

        // A task that never ends outlives its TTL (1.5 s): said in plain words, no more polls.
        c.tracker.setTtlGraceMs(200);
        const QString forever = c.start(QStringLiteral("never_ends"), {});
        QVERIFY(c.waitFinished(forever, 10000));
        QCOMPARE(c.tracker.task(forever)->follow, TaskState::Follow::Expired);
        QVERIFY2(c.tracker.task(forever)->problem.contains(QStringLiteral("time to live")),
                 qPrintable(c.tracker.task(forever)->problem));
        QVERIFY(c.lifecycleSays(QStringLiteral("outlived its time to live")));
        QVERIFY2(c.findings(true).isEmpty(), qPrintable(c.findings(true).join(QLatin1Char('\n'))));

        // Without the extension declared, a plain call is no task (the server refuses it).
        const Reply plain
            = c.call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("slow_count")},
                                                    {QStringLiteral("arguments"), QJsonObject()}});
        QVERIFY(plain.ok());
        QVERIFY(!plain.task);
    }

    void legacyEverythingResearch()
    {
        const QString everything = peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        QVERIFY2(!everything.isEmpty(), peerMissingMessage(QStringLiteral("server-everything")).constData());
        Client c(nodeBinary(), {everything, QStringLiteral("stdio")}, ProtocolEra::Legacy);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QVERIFY(!c.client.isModern());
        QString why;
        QVERIFY2(c.tracker.serverSupportsTasks(&why), qPrintable(why));
        const Reply list = c.call(QStringLiteral("tools/list"));
        QJsonObject research;
        QJsonObject echo;
        for (const QJsonValue &v : list.result.object().value(QStringLiteral("tools")).toArray()) {
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("simulate-research-query"))
                research = v.toObject();
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("echo"))
                echo = v.toObject();
        }
        QVERIFY(!research.isEmpty());
        QVERIFY(c.tracker.toolSupportsTasks(research));
        QVERIFY(!c.tracker.toolSupportsTasks(echo, &why));
        QVERIFY2(why.contains(QStringLiteral("taskSupport")), qPrintable(why));

        // Runs through its four stages (about 4 s), with status messages, to its report.
        QSignalSpy changed(&c.tracker, &TaskTracker::taskChanged);
        const QString id
            = c.start(QStringLiteral("simulate-research-query"), {{QStringLiteral("topic"), QStringLiteral("tides")}});
        QVERIFY(!id.isEmpty());
        QCOMPARE(c.sent(QStringLiteral("tools/call"))
                     .constLast()
                     .params()
                     .value(QStringLiteral("task"))
                     .toObject()
                     .value(QStringLiteral("ttl"))
                     .toInt(),
                 60000);
        QVERIFY(c.waitFinished(id, 30000));
        const TaskState *t = c.tracker.task(id);
        QCOMPARE(t->follow, TaskState::Follow::Done);
        QCOMPARE(t->result.status, Reply::Status::Result);
        QVERIFY2(Client::text(t->result).contains(QStringLiteral("Research Report: tides")),
                 qPrintable(Client::text(t->result)));
        // Followed by polling, or by the server's status notifications (each one puts the next
        // poll off: a task the server reports on needs no tasks/get).
        QVERIFY(!c.sent(QStringLiteral("tasks/get")).isEmpty()
                || c.received(QStringLiteral("notifications/tasks/status")) > 0);
        QCOMPARE(c.sent(QStringLiteral("tasks/result")).size(), 1);
        QVERIFY(changed.size() >= 2);
        // tasks/get and tasks/result, their answers, and the answer that made the task: linked
        // to the call.
        // (and status notifications, when the server sends them).
        QVERIFY(c.linkedToCall(t->callIndex) >= (c.sent(QStringLiteral("tasks/get")).size() + 1) * 2 + 1);

        // An ambiguous query needs input: the elicitation comes on the tasks/result stream and
        // goes through the client's handler.
        const QString asking
            = c.start(QStringLiteral("simulate-research-query"),
                      {{QStringLiteral("topic"), QStringLiteral("python")}, {QStringLiteral("ambiguous"), true}});
        QVERIFY(!asking.isEmpty());
        QVERIFY(c.waitFinished(asking, 30000));
        QCOMPARE(c.answers.elicitations(), 1);
        QVERIFY2(Client::text(c.tracker.task(asking)->result).contains(QStringLiteral("Clarification")),
                 qPrintable(Client::text(c.tracker.task(asking)->result)));

        // Cancelled while it runs.
        const QString cancelled
            = c.start(QStringLiteral("simulate-research-query"), {{QStringLiteral("topic"), QStringLiteral("x")}});
        c.tracker.cancel(cancelled);
        QVERIFY(c.waitFinished(cancelled, 30000));
        QCOMPARE(c.tracker.task(cancelled)->status, QStringLiteral("cancelled"));

        // tasks/list knows them all.
        c.tracker.refreshList();
        QVERIFY(!c.sent(QStringLiteral("tasks/list")).isEmpty());
        QVERIFY2(c.findings(true).isEmpty(), qPrintable(c.findings(true).join(QLatin1Char('\n'))));
    }

    void demoServerBothEras_data()
    {
        QTest::addColumn<int>("era");
        QTest::newRow("2025-11-25") << int(ProtocolEra::Legacy);
        QTest::newRow("2026-07-28") << int(ProtocolEra::Modern);
    }

    void demoServerBothEras()
    {
        // The demo server's slow_count as a task, in the era's own form: to the end, waiting for
        // the user first (input_required), and cancelled; every message of both sides passes
        // mcpscope's validator.
        QFETCH(int, era);
        const bool modern = era == int(ProtocolEra::Modern);
        Client c(demoServerBinary(), {}, ProtocolEra(era));
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        QCOMPARE(c.client.isModern(), modern);
        QString why;
        QVERIFY2(c.tracker.serverSupportsTasks(&why), qPrintable(why));
        const Reply list = c.call(QStringLiteral("tools/list"));
        QJsonObject slowCount;
        QJsonObject echo;
        for (const QJsonValue &v : list.result.object().value(QStringLiteral("tools")).toArray()) {
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("slow_count"))
                slowCount = v.toObject();
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("echo"))
                echo = v.toObject();
        }
        QVERIFY(!slowCount.isEmpty());
        QVERIFY2(c.tracker.toolSupportsTasks(slowCount, &why), qPrintable(why));
        QCOMPARE(c.tracker.toolSupportsTasks(echo), modern); // 2025: echo's taskSupport is forbidden

        // To the end, with the status message of each step and the server's poll interval.
        QSignalSpy changed(&c.tracker, &TaskTracker::taskChanged);
        Reply created;
        const QString id = c.start(QStringLiteral("slow_count"),
                                   {{QStringLiteral("to"), 3}, {QStringLiteral("stepMs"), 600}}, 60000, &created);
        QVERIFY2(!id.isEmpty(), qPrintable(created.errorMessage));
        QVERIFY(c.waitFinished(id));
        const TaskState *t = c.tracker.task(id);
        QCOMPARE(t->follow, TaskState::Follow::Done);
        QCOMPARE(t->status, QStringLiteral("completed"));
        QCOMPARE(Client::text(t->result), QStringLiteral("counted to 3"));
        QCOMPARE(t->pollIntervalMs, qint64(300));            // twice a count
        QCOMPARE(t->ttlMs, qint64(modern ? 300000 : 60000)); // 2025 keeps the TTL asked for
        QVERIFY(changed.size() >= 2);
        if (!modern) {
            // The status notifications, the progress of the call's token and the result.
            QVERIFY(c.received(QStringLiteral("notifications/tasks/status")) >= 3);
            QVERIFY(c.received(QStringLiteral("notifications/progress")) >= 3);
            QCOMPARE(c.sent(QStringLiteral("tasks/result")).size(), 1);
        } else {
            QVERIFY(!c.sent(QStringLiteral("tasks/get")).isEmpty());
        }

        // confirm: the task waits for the user (input_required); the answer lets it count.
        const QString asking
            = c.start(QStringLiteral("slow_count"),
                      {{QStringLiteral("to"), 2}, {QStringLiteral("stepMs"), 100}, {QStringLiteral("confirm"), true}});
        QVERIFY(!asking.isEmpty());
        QVERIFY(c.waitFinished(asking));
        QCOMPARE(c.answers.elicitations(), 1);
        QCOMPARE(Client::text(c.tracker.task(asking)->result), QStringLiteral("counted to 2"));
        QCOMPARE(c.sent(QStringLiteral("tasks/update")).size(), modern ? 1 : 0);

        // Cancelled while it counts.
        const QString cancelled
            = c.start(QStringLiteral("slow_count"), {{QStringLiteral("to"), 1000}, {QStringLiteral("stepMs"), 100}});
        QVERIFY(!cancelled.isEmpty());
        c.tracker.cancel(cancelled);
        QVERIFY(c.waitFinished(cancelled));
        QCOMPARE(c.tracker.task(cancelled)->status, QStringLiteral("cancelled"));
        QCOMPARE(c.tracker.task(cancelled)->result.status, Reply::Status::Cancelled);

        if (!modern) {
            // tasks/list knows all three.
            QSignalSpy listed(&c.tracker, &TaskTracker::taskChanged);
            c.tracker.refreshList();
            QTRY_VERIFY_WITH_TIMEOUT(listed.size() >= 3, 10000);
            QCOMPARE(c.sent(QStringLiteral("tasks/list")).size(), 1);
        }
        QVERIFY2(c.findings(true).isEmpty(), qPrintable(c.findings(true).join(QLatin1Char('\n'))));
        QVERIFY2(c.findings(false).isEmpty(), qPrintable(c.findings(false).join(QLatin1Char('\n'))));
    }

    void hostile_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("follow");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("rule");
        QTest::newRow("backwards") << "task-backwards" << int(TaskState::Follow::Done)
                                   << "a task that has ended cannot change again" << "mcp.task.statusBackwards";
        QTest::newRow("never-ends") << "task-never-ends" << int(TaskState::Follow::Expired)
                                    << "outlived its time to live" << "";
        QTest::newRow("get-fails") << "task-get-fails" << int(TaskState::Follow::Lost)
                                   << "answered tasks/get with the error -32603: task store unavailable" << "";
        QTest::newRow("garbage") << "task-garbage" << int(TaskState::Follow::Lost)
                                 << "is not a task mcpscope can follow" << "";
    }

    void hostile()
    {
        QFETCH(QString, mode);
        QFETCH(int, follow);
        QFETCH(QString, words);
        QFETCH(QString, rule);
        Client c(nodeBinary(), {faultServer(), mode}, ProtocolEra::Legacy);
        QCOMPARE(c.connectAndWait(), McpClient::State::Ready);
        c.tracker.setTtlGraceMs(300);
        QSignalSpy problems(&c.tracker, &TaskTracker::problem);
        const QString id = c.start(QStringLiteral("echo"), {{QStringLiteral("text"), QStringLiteral("hi")}}, 1000);
        QCOMPARE(id, QStringLiteral("t1"));
        QVERIFY(c.waitFinished(id, 15000));
        const TaskState *t = c.tracker.task(id);
        QCOMPARE(int(t->follow), follow);
        if (mode == QLatin1String("task-backwards")) {
            // The result came, then the server said "working": the end is kept and the turn said.
            QTRY_VERIFY_WITH_TIMEOUT(!t->problem.isEmpty(), 5000);
            QCOMPARE(Client::text(t->result), QStringLiteral("hi"));
            QCOMPARE(t->status, QStringLiteral("completed"));
        }
        QVERIFY2(t->problem.contains(words), qPrintable(t->problem));
        QVERIFY(!problems.isEmpty());
        QVERIFY(c.lifecycleSays(words));
        if (!rule.isEmpty())
            QVERIFY2(c.findings(false).join(QLatin1Char('\n')).contains(rule),
                     qPrintable(c.findings(false).join(QLatin1Char('\n'))));
        // Polling stopped, and was bounded while it went on.
        QCOMPARE(c.tracker.activeCount(), 0);
        QVERIFY(c.sent(QStringLiteral("tasks/get")).size() < 30);
        // The client still works.
        const Reply ping = c.call(QStringLiteral("ping"));
        QVERIFY(ping.ok());
        QVERIFY2(c.findings(true).isEmpty(), qPrintable(c.findings(true).join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TstTasks)
#include "tst_tasks.moc"
