// SPDX-License-Identifier: MIT
#include "tasktracker.h"

#include "json/jsontext.h"
#include "mcp/serverrequesthandler.h"
#include "session/session.h"
#include "text/preview.h"

#include <QJsonArray>
#include <QLoggingCategory>
#include <QPointer>
#include <QTimer>

#include <algorithm>
#include <memory>

Q_LOGGING_CATEGORY(lcTasks, "mcpscope.tasks", QtWarningMsg)

namespace mcpscope {

namespace {

const QString TaskIdKey = QStringLiteral("taskId");

QDateTime timeOf(const QJsonValue &v)
{
    if (!v.isString())
        return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(v.toString(), Qt::ISODate);
    return t.isValid() ? t.toUTC() : QDateTime();
}

/// The raw text of member @p name of the object @p json, as written (empty when absent).
QByteArray memberText(QByteArrayView json, QByteArrayView name)
{
    for (const auto &m : jsontext::members(json)) {
        if (m.first == name)
            return m.second.toByteArray();
    }
    return {};
}

} // namespace

bool TaskState::isTerminalStatus(const QString &status)
{
    return status == QLatin1String("completed") || status == QLatin1String("failed")
           || status == QLatin1String("cancelled");
}

TaskTracker::TaskTracker(McpClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    connect(client, &McpClient::notificationReceived, this, &TaskTracker::onNotification);
    connect(client, &McpClient::stateChanged, this, [this](McpClient::State state) {
        if (state != McpClient::State::Closed && state != McpClient::State::Failed
            && state != McpClient::State::Disconnected)
            return;
        const QStringList ids = m_order;
        for (const QString &id : ids) {
            const auto it = m_tasks.constFind(id);
            if (it != m_tasks.cend() && it->state.follow == TaskState::Follow::Following)
                giveUp(id, TaskState::Follow::Lost,
                       tr("The connection ended before the task did; mcpscope can no longer follow it."));
        }
    });
}

TaskTracker::~TaskTracker() = default;

bool TaskTracker::serverSupportsTasks(QString *why) const
{
    const QJsonObject caps = m_client->serverCapabilities();
    if (m_client->isModern()) {
        if (caps.value(QLatin1String("extensions")).toObject().value(McpClient::TasksExtension).isObject())
            return true;
        if (why)
            *why = tr("The server does not declare the tasks extension (io.modelcontextprotocol/tasks).");
        return false;
    }
    const QJsonObject tasks = caps.value(QLatin1String("tasks")).toObject();
    if (tasks.value(QLatin1String("requests"))
            .toObject()
            .value(QLatin1String("tools"))
            .toObject()
            .value(QLatin1String("call"))
            .isObject())
        return true;
    if (why)
        *why
            = caps.contains(QLatin1String("tasks"))
                  ? tr("The server runs tasks, but not for tool calls (its tasks capability has no requests.tools.call).")
                  : tr("The server does not declare the tasks capability.");
    return false;
}

bool TaskTracker::toolSupportsTasks(const QJsonObject &tool, QString *why) const
{
    if (!serverSupportsTasks(why))
        return false;
    if (m_client->isModern())
        return true; // the server decides per call (SEP-2663)
    const QString support
        = tool.value(QLatin1String("execution")).toObject().value(QLatin1String("taskSupport")).toString();
    if (support == QLatin1String("optional") || support == QLatin1String("required"))
        return true;
    if (why)
        *why = tr("The tool does not support running as a task (its execution.taskSupport is \"%1\").")
                   .arg(support.isEmpty() ? QStringLiteral("forbidden") : previewText(support, 30));
    return false;
}

const TaskState *TaskTracker::task(const QString &taskId) const
{
    const auto it = m_tasks.constFind(taskId);
    return it == m_tasks.cend() ? nullptr : &it->state;
}

int TaskTracker::activeCount() const
{
    int n = 0;
    for (const Tracked &t : m_tasks)
        n += t.state.follow == TaskState::Follow::Following ? 1 : 0;
    return n;
}

void TaskTracker::setPollBounds(qint64 minMs, qint64 maxMs)
{
    m_minPollMs = std::max<qint64>(10, minMs);
    m_maxPollMs = std::max(m_minPollMs, maxMs);
}

qsizetype TaskTracker::requestIndex(const Message &request) const
{
    const Session *session = m_client->session();
    const qsizetype stop = std::max<qsizetype>(0, session->count() - 5000);
    for (qsizetype i = session->count() - 1; i >= stop; --i) {
        const SessionEvent &e = session->eventAt(i);
        if (e.type == SessionEvent::Type::Sent && e.message.raw() == request.raw())
            return i;
    }
    return -1;
}

void TaskTracker::callTool(const QString &name, const QJsonObject &arguments, qint64 ttlMs, QObject *context,
                           Started started, int timeoutMs)
{
    QJsonObject params{{QStringLiteral("name"), name}, {QStringLiteral("arguments"), arguments}};
    if (!m_client->isModern()) {
        QJsonObject task;
        if (ttlMs > 0)
            task.insert(QStringLiteral("ttl"), ttlMs);
        params.insert(QStringLiteral("task"), task);
    }
    RequestOptions options;
    options.acceptTask = true;
    options.timeoutMs = timeoutMs;
    // A progress token, so that the task's progress can be shown (2025-11-25: it stays valid
    // for the task's life); the notifications themselves are read in onNotification.
    options.onProgress = [](double, double, const QString &) { };
    QPointer<TaskTracker> self(this);
    auto token = std::make_shared<qint64>(0);
    *token = m_client->request(
        QStringLiteral("tools/call"), params, context,
        [self, name, started, token](const Reply &reply) {
            if (!self) {
                if (started)
                    started(reply, QString());
                return;
            }
            if (!reply.ok() || !reply.task) {
                if (started)
                    started(reply, QString());
                return;
            }
            const QJsonObject result = reply.result.object();
            const QJsonObject task
                = self->m_client->isModern() ? result : result.value(QLatin1String("task")).toObject();
            const QString id = task.value(TaskIdKey).toString();
            if (id.isEmpty()) {
                Reply broken = reply;
                broken.status = Reply::Status::Broken;
                broken.task = false;
                broken.errorMessage
                    = tr("The server answered with a task that has no taskId; mcpscope cannot follow it.");
                self->m_client->session()->appendLifecycle(broken.errorMessage);
                if (started)
                    started(broken, QString());
                return;
            }
            self->adopt(id, name, task, self->m_client->isModern() ? reply.result.text() : QByteArray(),
                        self->requestIndex(reply.request), IdKey::integer(*token));
            if (started)
                started(reply, id);
        },
        options);
}

void TaskTracker::adopt(const QString &taskId, const QString &tool, const QJsonObject &task, const QByteArray &text,
                        qsizetype callIndex, const IdKey &progressToken)
{
    const bool known = m_tasks.contains(taskId);
    Tracked &t = m_tasks[taskId];
    if (known && t.state.follow == TaskState::Follow::Following) {
        // The server reused the id of a task that is still running: the newer call wins.
        say(t, tr("The server gave the id of a task that is still running (%1) to a new call; mcpscope follows the new "
                  "call under that id.")
                   .arg(previewText(taskId, 60)));
    }
    t.state = TaskState();
    t.state.taskId = taskId;
    t.state.toolName = tool;
    t.state.callIndex = callIndex;
    t.progressToken = progressToken;
    t.getFailures = 0;
    t.answeredInputs.clear();
    t.since.start();
    if (!t.timer) {
        t.timer = new QTimer(this);
        t.timer->setSingleShot(true);
        connect(t.timer, &QTimer::timeout, this, [this, taskId] { poll(taskId); });
    }
    if (!known)
        m_order.append(taskId);
    QString why;
    if (!takeStatus(t, task, tr("the task the server created"), &why))
        t.state.status = QStringLiteral("working");
    qCDebug(lcTasks) << "task" << taskId << "of" << tool << "created:" << t.state.status;
    Q_EMIT taskAdded(taskId);
    afterStatus(taskId, task, text);
}

bool TaskTracker::takeStatus(Tracked &t, const QJsonObject &task, const QString &source, QString *why)
{
    const QJsonValue id = task.value(TaskIdKey);
    const QJsonValue status = task.value(QLatin1String("status"));
    if (!id.isString()) {
        *why = tr("%1 has no taskId").arg(source);
        return false;
    }
    if (id.toString() != t.state.taskId) {
        *why = tr("%1 is about another task (%2)").arg(source, previewText(id.toString(), 60));
        return false;
    }
    static const QStringList known{QStringLiteral("working"), QStringLiteral("input_required"),
                                   QStringLiteral("completed"), QStringLiteral("failed"), QStringLiteral("cancelled")};
    if (!status.isString() || !known.contains(status.toString())) {
        *why = tr("%1 has no status mcpscope knows (%2)")
                   .arg(source, status.isString()
                                    ? QLatin1Char('"') + previewText(status.toString(), 30) + QLatin1Char('"')
                                    : tr("none"));
        return false;
    }
    const QString now = status.toString();
    if (t.state.isTerminal() && now != t.state.status) {
        // Once over, a task stays over: the first end is kept, and the server's word is said.
        say(t, tr("The server said the task %1 was %2, and later that it is %3; a task that has ended cannot change "
                  "again. mcpscope keeps \"%2\".")
                   .arg(previewText(t.state.taskId, 60), t.state.status, now));
        return true;
    }
    t.state.status = now;
    t.state.statusMessage = task.value(QLatin1String("statusMessage")).toString();
    const QDateTime created = timeOf(task.value(QLatin1String("createdAt")));
    if (created.isValid())
        t.state.createdAt = created;
    const QDateTime updated = timeOf(task.value(QLatin1String("lastUpdatedAt")));
    if (updated.isValid())
        t.state.lastUpdatedAt = updated;
    // 2025-11-25: ttl and pollInterval; the extension: ttlMs and pollIntervalMs.
    const QJsonValue ttl
        = task.contains(QLatin1String("ttlMs")) ? task.value(QLatin1String("ttlMs")) : task.value(QLatin1String("ttl"));
    if (ttl.isDouble() && ttl.toDouble() >= 0)
        t.state.ttlMs = qint64(std::min(ttl.toDouble(), 1e15));
    else if (ttl.isNull())
        t.state.ttlMs = -1;
    const QJsonValue poll = task.contains(QLatin1String("pollIntervalMs")) ? task.value(QLatin1String("pollIntervalMs"))
                                                                           : task.value(QLatin1String("pollInterval"));
    if (poll.isDouble() && poll.toDouble() >= 0)
        t.state.pollIntervalMs = qint64(std::min(poll.toDouble(), 1e12));
    return true;
}

qint64 TaskTracker::pollInterval(const Tracked &t) const
{
    const qint64 asked = t.state.pollIntervalMs < 0 ? DefaultPollMs : t.state.pollIntervalMs;
    return std::clamp(asked, m_minPollMs, m_maxPollMs);
}

void TaskTracker::schedulePoll(const QString &taskId)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end() || it->state.follow != TaskState::Follow::Following)
        return;
    qint64 wait = pollInterval(*it);
    if (it->state.ttlMs >= 0) {
        const qint64 left = it->state.ttlMs + m_ttlGraceMs - it->since.elapsed();
        if (left <= 0) {
            giveUp(taskId, TaskState::Follow::Expired,
                   tr("The task has outlived its time to live (%1 s) without ending; the server may have discarded it. "
                      "mcpscope stopped following it.")
                       .arg(double(it->state.ttlMs) / 1000.0));
            return;
        }
        wait = std::min(wait, left + 1);
    }
    it->timer->start(int(std::min<qint64>(wait, std::numeric_limits<int>::max())));
}

void TaskTracker::poll(const QString &taskId)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end() || it->state.follow != TaskState::Follow::Following)
        return;
    if (it->state.ttlMs >= 0 && it->since.elapsed() > it->state.ttlMs + m_ttlGraceMs) {
        schedulePoll(taskId); // says it expired
        return;
    }
    if (it->getInFlight)
        return;
    it->getInFlight = true;
    RequestOptions options;
    options.timeoutMs = int(std::max<qint64>(10000, 4 * pollInterval(*it)));
    QPointer<TaskTracker> self(this);
    m_client->request(
        QStringLiteral("tasks/get"), {{TaskIdKey, taskId}}, this,
        [self, taskId](const Reply &reply) {
            if (self)
                self->onGot(taskId, reply);
        },
        options);
}

void TaskTracker::onGot(const QString &taskId, const Reply &reply)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end())
        return;
    Tracked &t = *it;
    t.getInFlight = false;
    if (reply.status == Reply::Status::Disconnected) {
        giveUp(taskId, TaskState::Follow::Lost,
               tr("tasks/get could not be sent: %1 mcpscope stopped following the task.").arg(reply.errorMessage));
        return;
    }
    QString why;
    if (reply.ok()) {
        const QJsonObject object = reply.result.object();
        if (takeStatus(t, object, tr("The server's answer to tasks/get"), &why)) {
            t.getFailures = 0;
            Q_EMIT taskChanged(taskId);
            if (t.state.follow == TaskState::Follow::Following)
                afterStatus(taskId, object, reply.result.text());
            return;
        }
        why = tr("The server's answer to tasks/get is not a task mcpscope can follow: %1.").arg(why);
    } else if (reply.status == Reply::Status::Error) {
        why = tr("The server answered tasks/get with the error %1: %2.")
                  .arg(reply.errorCode)
                  .arg(previewText(reply.errorMessage, 200));
    } else {
        why = tr("tasks/get failed: %1").arg(reply.errorMessage);
    }
    if (t.state.follow != TaskState::Follow::Following)
        return;
    ++t.getFailures;
    if (t.getFailures >= MaxGetFailures) {
        giveUp(taskId, TaskState::Follow::Lost,
               tr("%1 That is %2 failures in a row: mcpscope stopped following the task.").arg(why).arg(t.getFailures));
        return;
    }
    say(t, tr("%1 mcpscope tries again (%2 of %3).").arg(why).arg(t.getFailures).arg(MaxGetFailures));
    Q_EMIT taskChanged(taskId);
    schedulePoll(taskId);
}

void TaskTracker::afterStatus(const QString &taskId, const QJsonObject &object, const QByteArray &text)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end() || it->state.follow != TaskState::Follow::Following)
        return;
    Tracked &t = *it;
    const QString &status = t.state.status;
    const bool modern = m_client->isModern();
    if (status == QLatin1String("cancelled")) {
        Reply reply;
        reply.status = Reply::Status::Cancelled;
        reply.errorMessage = t.state.statusMessage.isEmpty()
                                 ? tr("The task was cancelled.")
                                 : tr("The task was cancelled: %1").arg(t.state.statusMessage);
        finishTask(taskId, reply);
        return;
    }
    if (t.state.isTerminal()) {
        if (!modern) {
            fetchResult(taskId);
            return;
        }
        // The extension: the end comes with the task (result or error).
        Reply reply;
        if (status == QLatin1String("completed")) {
            const QJsonValue result = object.value(QLatin1String("result"));
            if (!result.isObject()) {
                giveUp(taskId, TaskState::Follow::Lost,
                       tr("The server says the task completed, but its answer carries no result object; there is no "
                          "result to show."));
                return;
            }
            reply.status = Reply::Status::Result;
            // The result as the server wrote it, cut out of the text of the answer that carried it.
            const QByteArray written = memberText(text, "result");
            reply.result = written.startsWith('{') ? ObjectText(written) : ObjectText::fromObject(result.toObject());
        } else {
            const QJsonObject error = object.value(QLatin1String("error")).toObject();
            reply.status = Reply::Status::Error;
            reply.errorCode = error.value(QLatin1String("code")).toInt();
            reply.errorMessage = error.contains(QLatin1String("message"))
                                     ? error.value(QLatin1String("message")).toString()
                                     : tr("The task failed, and the server did not say why.");
        }
        finishTask(taskId, reply);
        return;
    }
    if (status == QLatin1String("input_required")) {
        if (modern)
            answerInput(taskId, object.value(QLatin1String("inputRequests")).toObject());
        else
            fetchResult(taskId); // its stream carries the server's requests
    }
    schedulePoll(taskId);
}

void TaskTracker::fetchResult(const QString &taskId)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end() || it->resultInFlight)
        return;
    it->resultInFlight = true;
    RequestOptions options;
    options.timeoutMs = 0; // tasks/result waits for the end, however long the task runs
    QPointer<TaskTracker> self(this);
    m_client->request(
        QStringLiteral("tasks/result"), {{TaskIdKey, taskId}}, this,
        [self, taskId](const Reply &reply) {
            if (!self)
                return;
            auto it = self->m_tasks.find(taskId);
            if (it == self->m_tasks.end())
                return;
            it->resultInFlight = false;
            if (it->state.follow != TaskState::Follow::Following)
                return;
            if (reply.status == Reply::Status::Disconnected || reply.status == Reply::Status::Broken
                || reply.status == Reply::Status::Timeout) {
                self->giveUp(taskId, TaskState::Follow::Lost, tr("tasks/result failed: %1").arg(reply.errorMessage));
                return;
            }
            self->finishTask(taskId, reply);
            // The status shown may be older than the end: ask once more.
            if (!it->state.isTerminal() && !it->getInFlight) {
                it->getInFlight = true;
                self->m_client->request(QStringLiteral("tasks/get"), {{TaskIdKey, taskId}}, self,
                                        [self, taskId](const Reply &got) {
                                            if (self)
                                                self->onGot(taskId, got);
                                        });
            }
        },
        options);
}

void TaskTracker::answerInput(const QString &taskId, const QJsonObject &inputRequests)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end())
        return;
    Tracked &t = *it;
    ServerRequestHandler *handler = m_client->serverRequestHandler();
    // Each key once over the task's life (SEP-2663: keys are never reused).
    QStringList fresh;
    for (auto a = inputRequests.begin(); a != inputRequests.end(); ++a) {
        if (!t.answeredInputs.contains(a.key()))
            fresh << a.key();
    }
    if (fresh.isEmpty())
        return;
    if (!handler) {
        say(t, tr("The task needs input (%1) that this client has nobody to ask for.")
                   .arg(fresh.join(QStringLiteral(", ")).left(200)));
        for (const QString &key : std::as_const(fresh))
            t.answeredInputs.insert(key);
        return;
    }
    struct Gathered
    {
        QJsonObject responses;
        qsizetype remaining = 0;
    };
    auto gathered = std::make_shared<Gathered>();
    gathered->remaining = fresh.size();
    QPointer<TaskTracker> self(this);
    const auto send = [self, taskId, gathered] {
        if (!self || gathered->responses.isEmpty())
            return;
        self->m_client->request(QStringLiteral("tasks/update"),
                                {{TaskIdKey, taskId}, {QStringLiteral("inputResponses"), gathered->responses}}, self,
                                [self, taskId](const Reply &reply) {
                                    if (!self || reply.ok())
                                        return;
                                    auto it = self->m_tasks.find(taskId);
                                    if (it != self->m_tasks.end())
                                        self->say(*it, tr("The server did not take the input for the task: %1")
                                                           .arg(previewText(reply.errorMessage, 200)));
                                });
    };
    for (const QString &key : std::as_const(fresh)) {
        t.answeredInputs.insert(key);
        const QJsonObject ask = inputRequests.value(key).toObject();
        const QString method = ask.value(QLatin1String("method")).toString();
        if (method != QLatin1String("elicitation/create") && method != QLatin1String("sampling/createMessage")
            && method != QLatin1String("roots/list")) {
            say(t, tr("The task asks for input of a kind mcpscope does not know (\"%1\" under \"%2\").")
                       .arg(previewText(method, 60), previewText(key, 60)));
            if (--gathered->remaining == 0)
                send();
            continue;
        }
        handler->handleServerRequest(
            Message::request(QJsonValue(key), method, ask.value(QLatin1String("params")).toObject()),
            [gathered, key, send](const QJsonObject &result) {
                if (gathered->responses.contains(key))
                    return;
                gathered->responses.insert(key, result);
                if (--gathered->remaining == 0)
                    send();
            },
            [self, taskId, gathered, key, send](int, const QString &text) {
                if (self) {
                    auto it = self->m_tasks.find(taskId);
                    if (it != self->m_tasks.end())
                        self->say(*it,
                                  tr("mcpscope could not give the input the task asked for (%1): %2").arg(key, text));
                }
                if (--gathered->remaining == 0)
                    send();
            });
    }
}

void TaskTracker::cancel(const QString &taskId)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end() || it->state.isTerminal())
        return;
    it->state.cancelRequested = true;
    Q_EMIT taskChanged(taskId);
    QPointer<TaskTracker> self(this);
    m_client->request(QStringLiteral("tasks/cancel"), {{TaskIdKey, taskId}}, this, [self, taskId](const Reply &reply) {
        if (!self)
            return;
        auto it = self->m_tasks.find(taskId);
        if (it == self->m_tasks.end())
            return;
        if (!reply.ok()) {
            self->say(*it, tr("The server did not cancel the task: %1").arg(previewText(reply.errorMessage, 200)));
            Q_EMIT self->taskChanged(taskId);
            return;
        }
        // 2025-11-25 answers with the task; the extension with an empty acknowledgement.
        const QJsonObject object = reply.result.object();
        QString why;
        if (!self->m_client->isModern() && self->takeStatus(*it, object, tr("The answer to tasks/cancel"), &why)) {
            Q_EMIT self->taskChanged(taskId);
            self->afterStatus(taskId, object, reply.result.text());
        } else if (it->state.follow == TaskState::Follow::Following) {
            it->timer->stop();
            self->poll(taskId); // see what became of it now
        }
    });
}

void TaskTracker::refreshList()
{
    QPointer<TaskTracker> self(this);
    m_client->requestAll(QStringLiteral("tasks/list"), QStringLiteral("tasks"), {}, this, [self](const Reply &reply) {
        if (!self || !reply.ok())
            return;
        const QJsonArray tasks = reply.result.object().value(QLatin1String("tasks")).toArray();
        for (const QJsonValue &v : tasks) {
            const QJsonObject task = v.toObject();
            const QString id = task.value(TaskIdKey).toString();
            if (id.isEmpty())
                continue;
            auto it = self->m_tasks.find(id);
            if (it == self->m_tasks.end()) {
                Tracked &t = self->m_tasks[id];
                t.state.taskId = id;
                t.state.follow = TaskState::Follow::Listed;
                t.since.start();
                t.timer = new QTimer(self);
                t.timer->setSingleShot(true);
                QString why;
                if (!self->takeStatus(t, task, tr("A task of tasks/list"), &why)) {
                    self->m_tasks.remove(id);
                    continue;
                }
                self->m_order.append(id);
                Q_EMIT self->taskAdded(id);
            } else {
                QString why;
                if (self->takeStatus(*it, task, tr("A task of tasks/list"), &why))
                    Q_EMIT self->taskChanged(id);
            }
        }
    });
}

void TaskTracker::onNotification(const Message &message)
{
    const QString method = message.method();
    if (method == QLatin1String("notifications/progress")) {
        const IdKey token = message.progressToken();
        if (token.isNone())
            return;
        for (auto it = m_tasks.begin(); it != m_tasks.end(); ++it) {
            if (it->progressToken == token && it->state.follow == TaskState::Follow::Following) {
                const QJsonObject params = message.params();
                it->state.progress = params.value(QLatin1String("progress")).toDouble(-1);
                it->state.total = params.value(QLatin1String("total")).toDouble(-1);
                Q_EMIT taskChanged(it.key());
                return;
            }
        }
        return;
    }
    if (method != QLatin1String("notifications/tasks/status") && method != QLatin1String("notifications/tasks"))
        return;
    const QJsonObject params = message.params();
    const QString id = params.value(TaskIdKey).toString();
    auto it = m_tasks.find(id);
    if (it == m_tasks.end())
        return; // a task mcpscope did not start (the validator names what is wrong with it)
    QString why;
    if (!takeStatus(*it, params, tr("The server's status notification"), &why)) {
        say(*it, tr("%1.").arg(why));
        return;
    }
    Q_EMIT taskChanged(id);
    if (it->state.follow == TaskState::Follow::Following)
        afterStatus(id, params, message.bodyText().toByteArray());
}

void TaskTracker::finishTask(const QString &taskId, const Reply &result)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end() || it->state.follow != TaskState::Follow::Following)
        return;
    it->timer->stop();
    it->state.follow = TaskState::Follow::Done;
    it->state.result = result;
    it->state.hasResult = true;
    qCDebug(lcTasks) << "task" << taskId << "ended:" << it->state.status;
    Q_EMIT taskChanged(taskId);
    Q_EMIT taskFinished(taskId);
}

void TaskTracker::giveUp(const QString &taskId, TaskState::Follow how, const QString &text)
{
    auto it = m_tasks.find(taskId);
    if (it == m_tasks.end() || it->state.follow != TaskState::Follow::Following)
        return;
    it->timer->stop();
    it->state.follow = how;
    say(*it, text);
    Q_EMIT taskChanged(taskId);
    Q_EMIT taskFinished(taskId);
}

void TaskTracker::say(Tracked &t, const QString &text)
{
    t.state.problem = text;
    qCDebug(lcTasks) << "task" << t.state.taskId << text;
    m_client->session()->appendLifecycle(tr("Task %1: %2").arg(previewText(t.state.taskId, 60), text));
    Q_EMIT problem(t.state.taskId, text);
}

} // namespace mcpscope
