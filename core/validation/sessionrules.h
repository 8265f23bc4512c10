// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "jsonrpc/idkey.h"
#include "jsonrpcrules.h"
#include "shaperules.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <memory>

namespace mcpscope {

/// The stateful rules of one MCP session: request/response pairing, the lifecycle, the
/// capabilities both sides declared, subscriptions and progress. Also calls the per-method
/// shape rules with what they need to know (shaperules.h).
class SessionRules
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::SessionRules)
public:
    explicit SessionRules(const QString &forcedVersion);

    /// One well-formed request, notification or response (after JsonRpcRules::check of
    /// @p light), read through its view. Of the parts kept beyond the message, an
    /// elicitation's requestedSchema is kept as text and a tools/list result's tools are parsed
    /// from their own text; nothing else of the message is made a Qt value.
    /// @p rawParams / @p rawResult: the raw text of its params / result when known (see
    /// checkRequestShape()), else null.
    void process(const Envelope &envelope, const lightjson::Object &light, Direction direction, qsizetype index,
                 const QString &prefix, Diagnostics &out, QByteArrayView rawParams = {}, QByteArrayView rawResult = {});
    /// The requester gave up waiting for request @p id.
    void timedOut(Direction requester, const QJsonValue &id, qint64 timeoutMs, Diagnostics &out);
    /// The session ended: requests never answered.
    void finish(Diagnostics &out);

    /// The protocol version in force (forced, negotiated, or 2025-11-25).
    const QString &protocolVersion() const;

    /// What the body of a client request said that a modern HTTP request mirrors in its
    /// headers (MCP-Protocol-Version, Mcp-Method, Mcp-Name).
    struct AnsweredRequest
    {
        QString method;
        QString version;      ///< io.modelcontextprotocol/protocolVersion of its _meta
        QString name;         ///< params.name (tools/call, prompts/get) or params.uri (resources/read)
        bool hasName = false; ///< the method has an Mcp-Name and the body a string for it
        qsizetype index = -1; ///< the request's message
        qint64 errorCode = 0; ///< the answer's error code; 0 for a result
        /// tools/call of a listed tool whose inputSchema names x-mcp-header: each header
        /// (the part after "Mcp-Param-") with the argument's value as text, or a null string
        /// when the arguments give none (then there must be no header).
        QList<std::pair<QString, QString>> paramHeaders;
    };
    /// The modern client request that the last message processed answered, or nullptr (the
    /// last message was no answer, or its request was not a modern one).
    const AnsweredRequest *lastAnswered() const { return m_lastAnswered.index >= 0 ? &m_lastAnswered : nullptr; }

    /// The last message processed was a notification of the subscriptions/listen stream that
    /// HTTP exchange @p exchange carries: remember which stream that exchange is.
    void noteListenExchange(int exchange);
    /// The HTTP response stream @p exchange of a subscriptions/listen request ended (event
    /// @p index): a subscription it never acknowledged is reported (modern.listen.unacknowledged)
    /// when @p judged (false: the request failed without a response; the subscription is over).
    void listenStreamEnded(int exchange, bool judged, qsizetype index, Diagnostics &out);
    /// The version the server's initialize result named; empty until then.
    const QString &negotiatedVersion() const { return m_negotiatedVersion; }
    const ToolsByName &tools() const { return m_tools; }

private:
    enum class State : quint8 { Pending, Answered, Cancelled, TimedOut, Reported };
    struct Request
    {
        QString method;
        McpMethod mcp = McpMethod::Other;
        RequestFacts facts;  ///< until answered, for the methods whose result rules read them
        IdKey progressToken; ///< when hasProgressToken
        qsizetype index = -1;
        State state = State::Pending;
        bool hasProgressToken = false;
        bool notificationStyle = false; ///< a notifications/* method sent with an id
        bool cursor = false;            ///< tools/list: its params had a "cursor" (a later page)
        bool modern = false;            ///< the client's request carried the 2026-07-28 envelope
        bool tasksExtension = false;    ///< modern: its capabilities declare io.modelcontextprotocol/tasks
        QString version;                ///< modern: the envelope's protocol version
        QString name;                   ///< modern tools/call, prompts/get: params.name; resources/read: params.uri
        bool hasName = false;
        QList<std::pair<QString, QString>> paramHeaders; ///< see AnsweredRequest
    };
    /// One subscriptions/listen stream the client opened.
    struct Listen
    {
        qsizetype index = -1;      ///< the subscriptions/listen request
        bool acknowledged = false; ///< notifications/subscriptions/acknowledged came
        bool reported = false;     ///< modern.listen.unacknowledged was said for it
        bool ended = false;        ///< answered: the stream is over
        int exchange = -1;         ///< over HTTP: the exchange whose response carries the stream
    };
    struct Progress
    {
        IdKey request;
        double last = 0;
        bool hasLast = false;
        bool active = true;
    };
    struct Side
    {
        QHash<IdKey, Request> requests; ///< every request this side sent, by id
        QHash<IdKey, Progress> tokens;  ///< progress tokens this side handed out
    };

    void onRequest(const Envelope &e, const lightjson::Object &light, Direction d, qsizetype index,
                   const QString &prefix, Diagnostics &out, QByteArrayView rawParams);
    void onNotification(const Envelope &e, const lightjson::Object &light, Direction d, qsizetype index,
                        const QString &prefix, Diagnostics &out, QByteArrayView rawParams);
    void onResponse(const Envelope &e, const lightjson::Object &light, Direction d, qsizetype index,
                    const QString &prefix, Diagnostics &out, QByteArrayView rawResult);
    void onInitializeResult(const lightjson::Object &result, qsizetype index, const QString &prefix, Diagnostics &out);
    /// The envelope and era rules of a client request; true when it is a modern one.
    bool checkModernRequest(const Envelope &e, qsizetype index, const QString &prefix, Diagnostics &out);
    /// The era rules of a result to a modern request; false when the normal shape rules do not
    /// apply (an input_required result is not the method's result).
    /// A task's status as the server told it (a task result, tasks/get, a status
    /// notification): once terminal, a task stays so (mcp.task.statusBackwards).
    void noteTaskStatus(const lightjson::Object &task, qsizetype index, const QString &pointer, Diagnostics &out);
    bool checkModernResult(const Request &request, const lightjson::Object &result, qsizetype index,
                           const QString &prefix, Diagnostics &out);
    void checkCapabilities(const Envelope &e, Direction d, qsizetype index, const QString &prefix, Diagnostics &out);
    /// The listen-stream rules of a notification on a modern connection.
    void checkListenNotification(const Envelope &e, qsizetype index, const QString &prefix, Diagnostics &out);
    /// The data of the errors the 2026-07-28 era defines (-32020, -32021, -32022).
    void checkModernError(const Request &request, const lightjson::Object &error, qsizetype index,
                          const QString &prefix, Diagnostics &out);
    /// The version the shape rules check a message as: the 2026-07-28 shapes for a modern one.
    const QString &shapeVersion(bool modern) const;
    Side &side(Direction d) { return m_sides[d == Direction::ClientToServer ? 0 : 1]; }

    Side m_sides[2];
    QString m_forcedVersion;
    QString m_negotiatedVersion;
    bool m_initializeSent = false;
    bool m_initializeAnswered = false; ///< a result (not an error) arrived
    bool m_initializedSent = false;
    bool m_modern = false;                ///< the client sent a request with the 2026-07-28 envelope
    bool m_modernAnswered = false;        ///< ... and the server answered one with a result
    QSet<size_t> m_requestStates;         ///< hashes of the requestStates the server gave
    QHash<IdKey, Listen> m_listens;       ///< the client's subscriptions/listen requests, by id
    AnsweredRequest m_lastAnswered;       ///< see lastAnswered()
    IdKey m_lastSubscription;             ///< the listen the last message processed belonged to ...
    bool m_hasLastSubscription = false;   ///< ... when it belonged to one
    quint32 m_clientCapabilities = 0;     ///< Capability bits (sessionrules.cpp) the client declared
    quint32 m_serverCapabilities = 0;     ///< ... and the server
    bool m_serverTasksExtension = false;  ///< server/discover declared io.modelcontextprotocol/tasks
    QHash<QString, QString> m_taskStatus; ///< the last status of each task the server named, by task id
    QHash<QString, IdKey> m_taskTokens;   ///< 2025-11-25: a running task's progress token (the call's), by task id
    QSet<QString> m_subscribed;           ///< every URI the client ever subscribed to
    ToolsByName m_tools;
    std::shared_ptr<ToolSchemaSet> m_toolSchemas; ///< while m_tools holds exactly one tools/list result
};

/// The MCP revisions mcpscope knows, oldest first.
const QStringList &knownProtocolVersions();

} // namespace mcpscope
