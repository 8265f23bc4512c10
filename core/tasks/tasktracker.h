// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/mcpclient.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>

class QTimer;

namespace mcpscope {

/// One task of a connection, as mcpscope last saw it.
struct TaskState
{
    /// How far mcpscope follows the task.
    enum class Follow {
        Following, ///< polling (tasks/get) until it ends
        Done,      ///< it reached a terminal status; `result` holds how it ended
        Expired,   ///< its time to live ran out before it ended
        Lost,      ///< tasks/get kept failing, or the connection ended: mcpscope stopped
        Listed,    ///< known from tasks/list only (not started here): not followed
    };

    QString taskId;
    QString toolName;      ///< the tool it runs (empty for a listed task)
    QString status;        ///< the server's word: working, input_required, completed, failed, cancelled
    QString statusMessage; ///< the server's words about it
    QDateTime createdAt;   ///< as the server said (UTC)
    QDateTime lastUpdatedAt;
    qint64 ttlMs = -1;          ///< time to live from creation; -1: unlimited (null)
    qint64 pollIntervalMs = -1; ///< what the server suggests; -1: nothing said
    double progress = -1;       ///< from notifications/progress of the call (-1: none)
    double total = -1;
    qsizetype callIndex = -1; ///< the session event of the tools/call that created it
    Follow follow = Follow::Following;
    /// What went wrong while following it, in plain words (the latest; empty when nothing).
    QString problem;
    bool cancelRequested = false;
    /// Done: how it ended, as a reply to the tool call (Result with the tool's result, Error
    /// with the server's error, Cancelled).
    Reply result;
    bool hasResult = false;

    bool isTerminal() const { return isTerminalStatus(status); }
    static bool isTerminalStatus(const QString &status);
};

/// Runs tool calls as tasks and follows them to their end, for one connection (McpClient):
///
/// - **2025-11-25** (the `tasks` capability): `tools/call` with `params.task: {ttl}` answers a
///   CreateTaskResult; `tasks/get` polls its status, `tasks/result` (sent when the task needs
///   input or has ended) brings the tool's result, with the server's own requests
///   (elicitation, sampling) on the way, answered by the client's ServerRequestHandler;
///   `notifications/tasks/status` updates it; `tasks/list` lists the server's tasks;
///   `tasks/cancel` cancels.
/// - **2026-07-28** (the extension `io.modelcontextprotocol/tasks`, SEP-2663): the call declares
///   the extension and the server may answer with `resultType: "task"`; `tasks/get` polls and
///   carries the result or the error at the end and `inputRequests` while it waits for input,
///   answered through the same ServerRequestHandler and sent back with `tasks/update`;
///   `tasks/cancel` cancels.
///
/// Polling follows the server's pollInterval, kept between MinPollMs and MaxPollMs. A task is
/// no longer followed when it ends, when its time to live has run out (Expired), or when
/// tasks/get failed MaxGetFailures times in a row or the connection ended (Lost); each such
/// problem is said in plain words (TaskState::problem, problem(), a line in the session).
class TaskTracker : public QObject
{
    Q_OBJECT
public:
    /// Polling is never faster than this, whatever the server suggests (a hostile or careless
    /// server must not make mcpscope flood it or the timeline) ...
    static constexpr qint64 MinPollMs = 250;
    /// ... nor slower than this (a task that ends should be seen to end).
    static constexpr qint64 MaxPollMs = 30000;
    /// When the server suggests nothing.
    static constexpr qint64 DefaultPollMs = 1000;
    /// tasks/get failures in a row after which a task is given up (Lost).
    static constexpr int MaxGetFailures = 3;

    explicit TaskTracker(McpClient *client, QObject *parent = nullptr);
    ~TaskTracker() override;

    McpClient *client() const { return m_client; }

    /// Whether the server runs tool calls as tasks (2025-11-25: capabilities.tasks.requests.
    /// tools.call; 2026-07-28: the extension in server/discover); @p why says why not.
    bool serverSupportsTasks(QString *why = nullptr) const;
    /// Whether @p tool (a tools/list entry) may be run as a task on this connection; @p why
    /// says why not, in plain words.
    bool toolSupportsTasks(const QJsonObject &tool, QString *why = nullptr) const;

    using Started = std::function<void(const Reply &reply, const QString &taskId)>;
    /// Calls tool @p name as a task with @p ttlMs (<= 0: none asked for). @p started runs once
    /// with the call's reply: with Reply::task and the task's id when the server made a task
    /// (then followed: taskChanged, taskFinished), otherwise with the reply as it is (a
    /// modern server may answer at once; an error) and an empty id.
    void callTool(const QString &name, const QJsonObject &arguments, qint64 ttlMs, QObject *context, Started started,
                  int timeoutMs = -1);
    /// Asks the server to cancel the task (tasks/cancel); it goes on being followed until the
    /// server says it ended.
    void cancel(const QString &taskId);
    /// 2025-11-25 with tasks.list: asks the server for its tasks; those mcpscope did not start
    /// are added as Listed.
    void refreshList();

    QStringList taskIds() const { return m_order; }
    const TaskState *task(const QString &taskId) const;
    /// The tasks that are still followed.
    int activeCount() const;

    /// Overrides the poll bounds (tests of hostile servers; never below 10 ms).
    void setPollBounds(qint64 minMs, qint64 maxMs);
    /// How long a task may go beyond its TTL before it is called expired (default 2 s).
    void setTtlGraceMs(qint64 ms) { m_ttlGraceMs = ms; }

Q_SIGNALS:
    void taskAdded(const QString &taskId);
    void taskChanged(const QString &taskId);
    /// The task is no longer followed: it ended (TaskState::result), expired or was lost.
    void taskFinished(const QString &taskId);
    /// Something went wrong with a task, in plain words (also in TaskState::problem and the
    /// session).
    void problem(const QString &taskId, const QString &text);

private:
    struct Tracked
    {
        TaskState state;
        QTimer *timer = nullptr;
        QElapsedTimer since; ///< from when mcpscope learned of it (its TTL counts from here)
        bool getInFlight = false;
        bool resultInFlight = false; ///< 2025: tasks/result sent
        int getFailures = 0;
        IdKey progressToken;
        QSet<QString> answeredInputs; ///< modern: inputRequests keys answered (or being answered)
    };

    void adopt(const QString &taskId, const QString &tool, const QJsonObject &task, const QByteArray &text,
               qsizetype callIndex, const IdKey &progressToken);
    /// Takes the status members of @p task (a Task object of either era) into @p t; false with
    /// @p why when it is no task.
    bool takeStatus(Tracked &t, const QJsonObject &task, const QString &source, QString *why);
    void schedulePoll(const QString &taskId);
    void poll(const QString &taskId);
    void onGot(const QString &taskId, const Reply &reply);
    void fetchResult(const QString &taskId);
    void answerInput(const QString &taskId, const QJsonObject &inputRequests);
    void finishTask(const QString &taskId, const Reply &result);
    void giveUp(const QString &taskId, TaskState::Follow how, const QString &text);
    void say(Tracked &t, const QString &text);
    /// What follows a new status: the end, input to give, the next poll. @p object is the task
    /// as the server sent it, @p text its text (the extension's result is cut out of it).
    void afterStatus(const QString &taskId, const QJsonObject &object, const QByteArray &text);
    void onNotification(const Message &message);
    qint64 pollInterval(const Tracked &t) const;
    qsizetype requestIndex(const Message &request) const;

    McpClient *m_client;
    QHash<QString, Tracked> m_tasks;
    QStringList m_order;
    qint64 m_minPollMs = MinPollMs;
    qint64 m_maxPollMs = MaxPollMs;
    qint64 m_ttlGraceMs = 2000;
};

} // namespace mcpscope
