// SPDX-License-Identifier: MIT
#pragma once

#include "democontent.h"
#include "rpcerror.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <functional>

/// The MCP side of mcpscope-demo-server, one session: reads JSON-RPC messages, answers them
/// and sends its own requests and notifications. By default every message it sends goes to
/// stdout (one compact JSON object a line); setOutput() sends them elsewhere (HTTP mode).
///
/// It speaks both eras. initialize starts a session of 2025-11-25 (or earlier); a request
/// whose params carry the `_meta` envelope of 2026-07-28 (or server/discover,
/// subscriptions/listen) is served statelessly, whether or not a session exists
/// (modernrequests.cpp, moderninput.cpp).
class DemoServer : public QObject
{
    Q_OBJECT
public:
    /// Receives each message the server sends, with the key (requestKey()) of the client request
    /// it belongs to: the response to that request, or a message sent while handling it (progress,
    /// log messages, requests to the client); empty when it belongs to no request (e.g. the clock).
    using Output = std::function<void(const QJsonObject &message, const QString &requestKey)>;

    /// Creates a server that writes to stdout.
    explicit DemoServer(QObject *parent = nullptr);
    ~DemoServer() override;

    /// Sends every outgoing message to @p output instead of stdout.
    void setOutput(Output output);
    /// With false, the server speaks only 2025-11-25 and earlier, as before 2026-07-28 existed:
    /// a request with the `_meta` envelope is served as any other (so server/discover is unknown).
    void setModernEnabled(bool enabled) { m_modernEnabled = enabled; }

    /// The version in serverInfo and --version.
    static QString version();
    /// The protocol versions initialize accepts, newest first.
    static QStringList supportedProtocolVersions();
    /// The instructions of initialize (and of server/discover, which adds a note on the era).
    static QString instructions();
    /// A key that tells request ids apart (1 and "1" are different requests).
    static QString requestKey(const QJsonValue &id);
    /// Writes one human-readable line to stderr (stdout carries protocol messages only).
    static void logLine(const QString &text);

    /// True once initialize succeeded.
    bool isInitialized() const { return m_initialized; }
    /// The protocol version agreed in initialize; empty before.
    QString protocolVersion() const { return m_protocolVersion; }

public Q_SLOTS:
    /// Handles one complete input line (one JSON-RPC message, or garbage).
    void handleLine(const QByteArray &line);
    /// Answers an input line that was too long to keep.
    void handleOverlongLine(qsizetype length);
    /// Handles one parsed JSON-RPC message (request, notification or response).
    void handleMessage(const QJsonObject &message);

Q_SIGNALS:
    /// The client cancelled the request @p requestKey: no response to it will follow.
    void requestDropped(const QString &requestKey);

private:
    struct Request
    {
        QJsonValue id;
        QString key;
        QString method;
        QJsonObject params;
    };
    /// A tools/call that is still running (waiting on a timer or on the client).
    struct ToolCall
    {
        QJsonValue id;
        QJsonValue progressToken = QJsonValue(QJsonValue::Undefined); // undefined: no progress wanted
        QString tool;
        QTimer *timer = nullptr;
        QString outgoingId;
        int step = 0;
        int steps = 0;
        double seconds = 0;
        // 2026-07-28: the request's params (for its envelope, inputResponses and requestState)
        // and the log level it asked for (-1: none, so no log messages).
        bool modern = false;
        QJsonObject params;
        int logLevel = -1;
    };
    /// A subscriptions/listen request of 2026-07-28 that is still open, and what it asked for.
    struct Listener
    {
        QJsonValue id;
        bool toolsListChanged = false;
        bool promptsListChanged = false;
        bool resourcesListChanged = false;
        QStringList resourceSubscriptions;
    };
    /// Which kind of change a listener may hear of.
    enum class Change { Tools, Prompts, Resources, ResourceUpdated };
    using ResponseHandler = std::function<void(const QJsonObject &result, const RpcError &error)>;
    /// A request this server sent to the client, waiting for its response.
    struct OutgoingRequest
    {
        QString callKey;
        QString method;
        ResponseHandler handler;
    };
    /// slow_count run as a task (demotasks.cpp), in either form.
    struct DemoTask
    {
        QString taskId;
        bool modern = false; ///< the 2026-07-28 extension; else the tasks of 2025-11-25
        QString status;
        QString statusMessage;
        QString createdAt;
        QString lastUpdatedAt;
        qint64 ttlMs = 0;
        int pollMs = 0;
        int to = 0;
        int stepMs = 0;
        int count = 0;
        bool confirm = false; ///< asks the user (input_required) before counting
        bool asked = false;   ///< 2025: the question was sent on a tasks/result stream
        QJsonValue progressToken = QJsonValue(QJsonValue::Undefined);
        QTimer *timer = nullptr;
        QElapsedTimer born;
        QJsonObject result;               ///< the tool's result once completed
        QList<QJsonValue> waitingResults; ///< 2025: ids of tasks/result requests waiting for the end
    };
    using ToolHandler = void (DemoServer::*)(const QString &callKey, const QJsonObject &arguments);
    /// The log levels in the severity order of RFC 5424, as MCP uses it.
    static const QStringList &logLevels();

    void handleRequest(const Request &request);
    // 2026-07-28 (modernrequests.cpp)
    void handleModernRequest(const Request &request);
    QJsonObject discover() const;
    void listen(const Request &request);
    void notifyListeners(Change change, const QString &method, const QJsonObject &params = QJsonObject());
    /// Tells every client that should hear of @p change: the 2025 client as @p method, and the
    /// listeners whose filter asks for it.
    void announce(Change change, const QString &method, const QJsonObject &params = QJsonObject());
    void updateClockTimer();
    void failCall(const QString &callKey, const RpcError &error);
    // 2026-07-28 multi round-trip tools (moderninput.cpp)
    void inputAskSampling(const QString &callKey, const QJsonObject &arguments);
    void inputAskElicitation(const QString &callKey, const QJsonObject &arguments);
    void inputListRoots(const QString &callKey, const QJsonObject &arguments);
    /// The MRTR round of the call @p callKey: true with @p answer when the client sent back a
    /// valid state and an answer to @p key; false when the call ended (an error) or was answered
    /// with an InputRequiredResult asking @p method with @p params.
    bool inputRound(const QString &callKey, const QJsonObject &arguments, const QString &key, const QString &method,
                    const QJsonObject &params, QJsonObject *answer);
    void handleNotification(const QString &method, const QJsonObject &params);
    void handleResponse(const QJsonObject &message);

    void send(const QJsonObject &message);
    void sendResult(const QJsonValue &id, const QJsonObject &result);
    void sendError(const QJsonValue &id, const RpcError &error);
    void sendNotification(const QString &method, const QJsonObject &params = QJsonObject());
    void sendRequest(const QString &callKey, const QString &method, const QJsonObject &params, ResponseHandler handler);
    void log(const QString &level, const QString &text);

    QJsonObject initialize(const QJsonObject &params, RpcError *error);
    QJsonObject paginate(const QJsonArray &items, const QString &key, const QJsonObject &params, qsizetype pageSize,
                         RpcError *error) const;
    QJsonObject readResource(const QJsonObject &params, RpcError *error) const;
    QJsonObject subscribe(const QJsonObject &params, bool on, RpcError *error);
    QJsonObject getPrompt(const QJsonObject &params, RpcError *error) const;
    QJsonObject complete(const QJsonObject &params, RpcError *error) const;
    QJsonObject setLevel(const QJsonObject &params, RpcError *error);
    void callTool(const Request &request);
    void finishCall(const QString &callKey, const QJsonObject &result);
    /// Removes the running call @p callKey into @p call, its timer stopped; false when none runs.
    bool takeCall(const QString &callKey, ToolCall *call);
    void cancelCall(const QString &callKey, const QString &reason);
    bool clientHas(const QString &capability, const QString &subCapability = QString()) const;

    // Tasks (demotasks.cpp)
    /// The `tasks` capability of 2025-11-25 (list, cancel, tools/call).
    static QJsonObject taskCapability();
    /// True when the envelope in @p params declares the extension io.modelcontextprotocol/tasks.
    static bool declaresTasks(const QJsonObject &params);
    static QJsonObject confirmQuestion(const DemoTask &task);
    static QString taskCallKey(const QString &taskId);
    /// The Task object of the task's era (without result or inputRequests).
    QJsonObject taskObject(const DemoTask &task) const;
    /// 2026-07-28: the Task with what its status carries (inputRequests, result).
    QJsonObject detailedTask(const DemoTask &task) const;
    /// Turns the running call @p callKey into a task and answers it with the task.
    bool startTask(const QString &callKey, const QJsonObject &arguments, qint64 ttlMs, bool modern);
    /// Forgets the tasks whose time to live ran out.
    void purgeTasks();
    DemoTask *findTask(const QJsonObject &params, RpcError *error);
    void setTaskStatus(DemoTask &task, const QString &status, const QString &message);
    void taskStep(const QString &taskId);
    void takeConfirmation(DemoTask &task, const QJsonObject &answer, const RpcError &error);
    /// 2025: answers the tasks/result requests waiting for @p task's end.
    void answerTaskResults(DemoTask &task);
    /// tasks/get, tasks/result, tasks/list, tasks/cancel (2025-11-25) and tasks/get, tasks/update,
    /// tasks/cancel (the 2026-07-28 extension).
    void handleTaskRequest(const Request &request, bool modern);

    // The tools (demotoolcalls.cpp)
    void toolEcho(const QString &callKey, const QJsonObject &arguments);
    void toolAdd(const QString &callKey, const QJsonObject &arguments);
    void toolAllTypes(const QString &callKey, const QJsonObject &arguments);
    void toolGetImage(const QString &callKey, const QJsonObject &arguments);
    void toolGetAudio(const QString &callKey, const QJsonObject &arguments);
    void toolGetResourceLinks(const QString &callKey, const QJsonObject &arguments);
    void toolGetEmbeddedResource(const QString &callKey, const QJsonObject &arguments);
    void toolFail(const QString &callKey, const QJsonObject &arguments);
    void toolLongRunning(const QString &callKey, const QJsonObject &arguments);
    void longRunningStep(const QString &callKey);
    void toolAskSampling(const QString &callKey, const QJsonObject &arguments);
    void toolAskElicitation(const QString &callKey, const QJsonObject &arguments);
    void toolListRoots(const QString &callKey, const QJsonObject &arguments);
    void toolToggleTools(const QString &callKey, const QJsonObject &arguments);
    void toolAddNote(const QString &callKey, const QJsonObject &arguments);
    void toolLogSomething(const QString &callKey, const QJsonObject &arguments);
    void toolExtra(const QString &callKey, const QJsonObject &arguments);
    void toolSlowCount(const QString &callKey, const QJsonObject &arguments);
    void slowCountStep(const QString &callKey);
    // The MCP App's tools (demoapp.cpp)
    void toolShowCounter(const QString &callKey, const QJsonObject &arguments);
    void toolCounterIncrement(const QString &callKey, const QJsonObject &arguments);

    Output m_output;
    QString m_context; // requestKey() of the client request being handled, if any
    DemoContent m_content;
    bool m_initialized = false;
    QString m_protocolVersion;
    QJsonObject m_clientCapabilities;
    QString m_clientName;
    int m_logLevel = 1; // index into the severity order; "info" until the client sets one
    bool m_extraTool = false;
    int m_counter = 0; // the MCP App's counter (show_counter, counter_increment)
    QSet<QString> m_subscriptions;
    QTimer m_clockTimer;
    QHash<QString, ToolCall> m_calls;
    QHash<QString, OutgoingRequest> m_outgoing;
    quint64 m_nextOutgoingId = 1;
    QHash<QString, ToolHandler> m_tools;
    QHash<QString, ToolHandler> m_inputTools; // the 2026-07-28 versions of tools that ask the client
    QSet<QString> m_modernKeys;               // requestKey() of the 2026-07-28 requests still waiting for an answer
    QHash<QString, Listener> m_listeners;     // requestKey() -> open subscriptions/listen
    bool m_modernEnabled = true;
    QHash<QString, DemoTask> m_tasks; // taskId -> slow_count run as a task
    QStringList m_taskOrder;          // taskIds, oldest first (tasks/list)
};
