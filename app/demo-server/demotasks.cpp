// SPDX-License-Identifier: MIT
// DemoServer's tasks: slow_count run as a task, in both forms.
//
// - MCP 2025-11-25 (the `tasks` capability): a tools/call with `params.task` is answered with a
//   CreateTaskResult; tasks/get, tasks/result (waits for the end; carries the elicitation of a
//   task that waits for the user), tasks/list, tasks/cancel, and notifications/tasks/status on
//   every change. The call's progress token stays valid for the task's life.
// - MCP 2026-07-28 (the extension io.modelcontextprotocol/tasks, SEP-2663): a tools/call whose
//   envelope declares the extension is answered with `resultType: "task"`; tasks/get carries the
//   result, the error or the inputRequests of the moment; tasks/update brings the answers;
//   tasks/cancel is an empty acknowledgement. A client that did not declare the extension is
//   refused these methods with -32021.
#include "demoserver.h"

#include "modernprotocol.h"
#include "toolresult.h"

#include <QDateTime>
#include <QJsonArray>
#include <QScopedValueRollback>
#include <QUuid>

#include <algorithm>

namespace {

constexpr qint64 DefaultTtlMs = 5 * 60 * 1000;
constexpr qint64 MinTtlMs = 1000;
constexpr qint64 MaxTtlMs = 60 * 60 * 1000;
/// The key of the one question a task asks (each key once over a task's life, SEP-2663).
const char ConfirmKey[] = "confirm";

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QString relatedTaskKey()
{
    return QStringLiteral("io.modelcontextprotocol/related-task");
}

QString tasksExtension()
{
    return QStringLiteral("io.modelcontextprotocol/tasks");
}

bool isTerminal(const QString &status)
{
    return status == u"completed" || status == u"failed" || status == u"cancelled";
}

} // namespace

QJsonObject DemoServer::taskCapability()
{
    return QJsonObject{
        {QStringLiteral("list"), QJsonObject()},
        {QStringLiteral("cancel"), QJsonObject()},
        {QStringLiteral("requests"),
         QJsonObject{{QStringLiteral("tools"), QJsonObject{{QStringLiteral("call"), QJsonObject()}}}}},
    };
}

bool DemoServer::declaresTasks(const QJsonObject &params)
{
    return ModernProtocol::clientCapabilities(params)
        .value(u"extensions")
        .toObject()
        .value(tasksExtension())
        .isObject();
}

QJsonObject DemoServer::confirmQuestion(const DemoTask &task)
{
    return QJsonObject{
        {QStringLiteral("mode"), QStringLiteral("form")},
        {QStringLiteral("message"), QStringLiteral("Start counting to %1?").arg(task.to)},
        {QStringLiteral("requestedSchema"),
         QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                     {QStringLiteral("properties"),
                      QJsonObject{{QStringLiteral("start"),
                                   QJsonObject{{QStringLiteral("type"), QStringLiteral("boolean")},
                                               {QStringLiteral("title"), QStringLiteral("Start counting")},
                                               {QStringLiteral("default"), true}}}}},
                     {QStringLiteral("required"), QJsonArray{QStringLiteral("start")}}}},
    };
}

QJsonObject DemoServer::taskObject(const DemoTask &task) const
{
    QJsonObject o{
        {QStringLiteral("taskId"), task.taskId},
        {QStringLiteral("status"), task.status},
        {QStringLiteral("createdAt"), task.createdAt},
        {QStringLiteral("lastUpdatedAt"), task.lastUpdatedAt},
    };
    if (!task.statusMessage.isEmpty())
        o.insert(QStringLiteral("statusMessage"), task.statusMessage);
    if (!task.modern) {
        o.insert(QStringLiteral("ttl"), task.ttlMs);
        o.insert(QStringLiteral("pollInterval"), task.pollMs);
        return o;
    }
    o.insert(QStringLiteral("ttlMs"), task.ttlMs);
    o.insert(QStringLiteral("pollIntervalMs"), task.pollMs);
    return o;
}

QJsonObject DemoServer::detailedTask(const DemoTask &task) const
{
    QJsonObject o = taskObject(task);
    if (task.status == u"input_required") {
        QJsonObject ask{{QStringLiteral("method"), QStringLiteral("elicitation/create")},
                        {QStringLiteral("params"), confirmQuestion(task)}};
        o.insert(QStringLiteral("inputRequests"), QJsonObject{{QLatin1String(ConfirmKey), ask}});
    } else if (task.status == u"completed") {
        // What the call would have answered at once, a result of the era.
        QJsonObject result = task.result;
        result.insert(QStringLiteral("resultType"), QStringLiteral("complete"));
        o.insert(QStringLiteral("result"), result);
    }
    return o;
}

bool DemoServer::startTask(const QString &callKey, const QJsonObject &arguments, qint64 ttlMs, bool modern)
{
    ToolCall call;
    if (!takeCall(callKey, &call))
        return false;
    DemoTask task;
    task.taskId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    task.modern = modern;
    task.to = arguments.value(u"to").toInt(5);
    task.stepMs = arguments.value(u"stepMs").toInt(500);
    task.confirm = arguments.value(u"confirm").toBool(false);
    task.ttlMs = ttlMs <= 0 ? DefaultTtlMs : std::clamp(ttlMs, MinTtlMs, MaxTtlMs);
    task.pollMs = std::clamp(task.stepMs / 2, 250, 5000); // twice a count: a poll sees every count
    task.progressToken = call.progressToken;
    task.createdAt = now();
    task.lastUpdatedAt = task.createdAt;
    task.born.start();
    if (task.confirm) {
        task.status = QStringLiteral("input_required");
        task.statusMessage = QStringLiteral("waiting for the user to say yes to counting to %1").arg(task.to);
    } else {
        task.status = QStringLiteral("working");
        task.statusMessage = QStringLiteral("counting to %1").arg(task.to);
    }
    task.timer = new QTimer(this);
    task.timer->setInterval(task.stepMs);
    const QString id = task.taskId;
    connect(task.timer, &QTimer::timeout, this, [this, id] { taskStep(id); });
    if (!task.confirm)
        task.timer->start();
    m_tasks.insert(id, task);
    m_taskOrder.append(id);
    logLine(QStringLiteral("task %1: slow_count to %2 (%3)").arg(id.left(8)).arg(task.to).arg(task.status));
    if (modern) {
        QJsonObject result = taskObject(task);
        result.insert(QStringLiteral("resultType"), QStringLiteral("task"));
        sendResult(call.id, result);
    } else {
        sendResult(call.id, QJsonObject{{QStringLiteral("task"), taskObject(task)}});
    }
    return true;
}

void DemoServer::purgeTasks()
{
    for (auto it = m_tasks.begin(); it != m_tasks.end();) {
        if (it->born.elapsed() <= it->ttlMs) {
            ++it;
            continue;
        }
        logLine(QStringLiteral("task %1: its time to live ran out; forgotten").arg(it.key().left(8)));
        if (it->timer)
            it->timer->deleteLater();
        m_taskOrder.removeOne(it.key());
        it = m_tasks.erase(it);
    }
}

DemoServer::DemoTask *DemoServer::findTask(const QJsonObject &params, RpcError *error)
{
    purgeTasks();
    const QJsonValue id = params.value(u"taskId");
    if (!id.isString()) {
        *error = RpcError{RpcError::InvalidParams, QStringLiteral("Invalid params: taskId must be a string")};
        return nullptr;
    }
    const auto it = m_tasks.find(id.toString());
    if (it == m_tasks.end()) {
        *error = RpcError{RpcError::InvalidParams,
                          QStringLiteral("Invalid params: no task %1 (unknown, or its time to live ran out)")
                              .arg(ToolResult::jsonText(id).left(100))};
        return nullptr;
    }
    return &it.value();
}

void DemoServer::setTaskStatus(DemoTask &task, const QString &status, const QString &message)
{
    if (isTerminal(task.status))
        return; // once over, a task stays so
    task.status = status;
    task.statusMessage = message;
    task.lastUpdatedAt = now();
    if (isTerminal(status) && task.timer)
        task.timer->stop();
    if (task.modern)
        return; // the extension's notifications/tasks only come on a subscriptions/listen stream
    sendNotification(QStringLiteral("notifications/tasks/status"), taskObject(task));
    if (isTerminal(status))
        answerTaskResults(task);
}

void DemoServer::taskStep(const QString &taskId)
{
    const auto it = m_tasks.find(taskId);
    if (it == m_tasks.end() || it->status != u"working")
        return;
    const QScopedValueRollback<QString> context(m_context, QString());
    DemoTask &task = it.value();
    ++task.count;
    // 2025-11-25: the call's progress token stays valid for the task's life (the extension has
    // no stream to send progress on).
    if (!task.modern && !task.progressToken.isUndefined()) {
        sendNotification(
            QStringLiteral("notifications/progress"),
            QJsonObject{{QStringLiteral("progressToken"), task.progressToken},
                        {QStringLiteral("progress"), task.count},
                        {QStringLiteral("total"), task.to},
                        {QStringLiteral("message"), QStringLiteral("counted %1 of %2").arg(task.count).arg(task.to)},
                        {QStringLiteral("_meta"),
                         QJsonObject{{relatedTaskKey(), QJsonObject{{QStringLiteral("taskId"), taskId}}}}}});
    }
    if (task.count >= task.to) {
        task.result = ToolResult::text(QStringLiteral("counted to %1").arg(task.to));
        setTaskStatus(task, QStringLiteral("completed"), QStringLiteral("counted to %1").arg(task.to));
        logLine(QStringLiteral("task %1: completed").arg(taskId.left(8)));
    } else {
        setTaskStatus(task, QStringLiteral("working"), QStringLiteral("counted %1 of %2").arg(task.count).arg(task.to));
    }
}

void DemoServer::takeConfirmation(DemoTask &task, const QJsonObject &answer, const RpcError &error)
{
    if (task.status != u"input_required")
        return;
    if (error.isSet()) {
        task.result = ToolResult::text(
            QStringLiteral("Not counted: the client could not ask the user (%1).").arg(error.message), true);
        setTaskStatus(task, QStringLiteral("completed"), QStringLiteral("the client could not ask the user"));
        return;
    }
    const bool yes = answer.value(u"action").toString() == u"accept"
                     && answer.value(u"content").toObject().value(u"start").toBool(false);
    logLine(QStringLiteral("task %1: the user said %2").arg(task.taskId.left(8), yes ? u"yes" : u"no"));
    if (!yes) {
        task.result = ToolResult::text(QStringLiteral("Not counted: the user did not say yes."));
        setTaskStatus(task, QStringLiteral("completed"), QStringLiteral("the user did not say yes"));
        return;
    }
    setTaskStatus(task, QStringLiteral("working"), QStringLiteral("counting to %1").arg(task.to));
    task.timer->start();
}

void DemoServer::answerTaskResults(DemoTask &task)
{
    const QList<QJsonValue> waiting = std::exchange(task.waitingResults, {});
    for (const QJsonValue &id : waiting) {
        // The answer belongs to the tasks/result request (its HTTP stream).
        const QScopedValueRollback<QString> context(m_context, requestKey(id));
        if (task.status == u"completed") {
            QJsonObject result = task.result;
            result.insert(QStringLiteral("_meta"),
                          QJsonObject{{relatedTaskKey(), QJsonObject{{QStringLiteral("taskId"), task.taskId}}}});
            sendResult(id, result);
        } else {
            sendError(id, RpcError{RpcError::InternalError,
                                   QStringLiteral("The task was %1: %2").arg(task.status, task.statusMessage)});
        }
    }
}

void DemoServer::handleTaskRequest(const Request &request, bool modern)
{
    const QString &method = request.method;
    if (modern && !declaresTasks(request.params)) {
        sendError(request.id,
                  RpcError{ModernProtocol::MissingRequiredClientCapability,
                           QStringLiteral("Missing required client capability: %1 needs the extension %2 in the "
                                          "request's clientCapabilities")
                               .arg(method, tasksExtension()),
                           QJsonObject{{QStringLiteral("requiredCapabilities"),
                                        QJsonObject{{QStringLiteral("extensions"),
                                                     QJsonObject{{tasksExtension(), QJsonObject()}}}}}}});
        return;
    }
    if (method == u"tasks/list") {
        purgeTasks();
        QJsonArray all;
        for (const QString &id : std::as_const(m_taskOrder))
            all.append(taskObject(m_tasks.value(id)));
        RpcError error;
        const QJsonObject result = paginate(all, QStringLiteral("tasks"), request.params, 50, &error);
        if (error.isSet())
            sendError(request.id, error);
        else
            sendResult(request.id, result);
        return;
    }
    RpcError error;
    DemoTask *task = findTask(request.params, &error);
    if (!task) {
        sendError(request.id, error);
        return;
    }
    if (method == u"tasks/get") {
        sendResult(request.id, modern ? detailedTask(*task) : taskObject(*task));
    } else if (method == u"tasks/cancel") {
        if (!modern && isTerminal(task->status)) {
            sendError(request.id, RpcError{RpcError::InvalidParams,
                                           QStringLiteral("Invalid params: the task has ended (%1); it cannot be "
                                                          "cancelled")
                                               .arg(task->status)});
            return;
        }
        logLine(QStringLiteral("task %1: cancelled by the client").arg(task->taskId.left(8)));
        setTaskStatus(*task, QStringLiteral("cancelled"), QStringLiteral("cancelled by the client"));
        sendResult(request.id, modern ? QJsonObject() : taskObject(*task));
    } else if (method == u"tasks/update") {
        const QJsonValue responses = request.params.value(u"inputResponses");
        if (!responses.isObject()) {
            sendError(request.id, RpcError{RpcError::InvalidParams,
                                           QStringLiteral("Invalid params: inputResponses must be an object")});
            return;
        }
        // Answers to keys that are not outstanding are ignored (SEP-2663).
        const QJsonValue answer = responses.toObject().value(QLatin1String(ConfirmKey));
        if (answer.isObject())
            takeConfirmation(*task, answer.toObject(), RpcError());
        sendResult(request.id, QJsonObject());
    } else if (method == u"tasks/result") {
        task->waitingResults.append(request.id);
        if (isTerminal(task->status)) {
            answerTaskResults(*task);
            return;
        }
        if (task->status == u"input_required" && !task->asked) {
            // The question goes on the stream of this tasks/result (2025-11-25).
            task->asked = true;
            QJsonObject params = confirmQuestion(*task);
            params.insert(QStringLiteral("_meta"),
                          QJsonObject{{relatedTaskKey(), QJsonObject{{QStringLiteral("taskId"), task->taskId}}}});
            const QString taskId = task->taskId;
            sendRequest(taskCallKey(taskId), QStringLiteral("elicitation/create"), params,
                        [this, taskId](const QJsonObject &result, const RpcError &error) {
                            const auto it = m_tasks.find(taskId);
                            if (it != m_tasks.end())
                                takeConfirmation(*it, result, error);
                        });
        }
    }
}

QString DemoServer::taskCallKey(const QString &taskId)
{
    return QStringLiteral("task:") + taskId;
}
