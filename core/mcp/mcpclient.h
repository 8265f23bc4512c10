// SPDX-License-Identifier: MIT
#pragma once

#include "brokenanswers.h"
#include "cachehint.h"
#include "json/jsontree.h"
#include "jsonrpc/message.h"
#include "modernmcp.h"
#include "transport/transport.h"
#include "validation/validator.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include <functional>
#include <memory>

class QTimer;

namespace mcpscope {

class Ingest;
class Session;
class ServerRequestHandler;

/// How a request ended.
struct Reply
{
    /// Broken: the server's answer came but cannot be taken as one (wrong id type, not JSON,
    /// pretty-printed on stdio, …; BrokenAnswers): errorMessage names what is wrong.
    enum class Status { Result, Error, Timeout, Cancelled, Disconnected, Broken };
    Status status = Status::Disconnected;
    Message request;
    Message response; ///< the server's response (Result / Error)
    /// Result: the result as the server wrote it (member order, numbers, escapes kept; for
    /// requestAll() the pages' items joined into one array), with its tree made on the first
    /// result.object() and shared by every copy of the reply: a result is parsed once, by
    /// whoever needs the tree, and not at all when nobody does.
    ObjectText result;
    int errorCode = 0;     ///< Error
    QString errorMessage;  ///< Error: the server's words; otherwise plain words of ours
    qint64 latencyMs = -1; ///< from sending the request to receiving its response
    /// How many requests it took (MCP 2026-07-28: a server that needs input answers
    /// input_required, and the request is sent again with the answers; request and response
    /// are those of the last round).
    int rounds = 1;
    /// Result on a modern connection: its caching hints (ttlMs, cacheScope); for requestAll()
    /// those of the stalest page.
    CacheHint cache;
    /// Result of a tools/call sent as a task: the server answered with a task (2025-11-25: a
    /// CreateTaskResult under "task"; the tasks extension: resultType "task"), not with the
    /// tool's result. The task's requests (core/tasks) get that result later.
    bool task = false;

    bool ok() const { return status == Status::Result; }
};

/// Per-request settings.
struct RequestOptions
{
    int timeoutMs = -1; ///< -1: the client's default; 0: none
    /// Called for each notifications/progress of this request (a progressToken is attached
    /// to the request when this is set).
    std::function<void(double progress, double total, const QString &message)> onProgress;
    /// The caller follows a task the server may answer with (core/tasks): on a modern
    /// connection the request declares the extension io.modelcontextprotocol/tasks in its
    /// capabilities, and a result with resultType "task" comes back as Reply::task. Without
    /// it such a result ends the request as Broken (the server may not send it).
    bool acceptTask = false;
};

/// An MCP client over one Transport: lifecycle, request tracking, server-to-client requests.
/// Every message it sends or receives goes through the ingest path (Ingest: one scan, the
/// validator, one Session event with its diagnostics and pair link) before the client acts on
/// it; a response is delivered to the request the session paired it with.
class McpClient : public QObject
{
    Q_OBJECT
public:
    enum class State { Disconnected, Starting, Initializing, Ready, ShuttingDown, Closed, Failed };
    Q_ENUM(State)

    using Callback = std::function<void(const Reply &reply)>;

    McpClient(Transport *transport, Session *session, QObject *parent = nullptr);
    ~McpClient() override;

    static const QString LatestProtocolVersion;         ///< "2025-11-25"
    static const QString TasksExtension;                ///< "io.modelcontextprotocol/tasks" (SEP-2663)
    static const QStringList SupportedProtocolVersions; ///< newest first

    /// What we announce in initialize; defaults to our real capabilities
    /// (roots with listChanged, sampling, elicitation form + url).
    /// The MCP Apps extension's id (io.modelcontextprotocol/ui) and the MIME type of an app's
    /// HTML (text/html;profile=mcp-app).
    static const QString AppsExtension;
    static const QString AppMimeType;
    /// {"io.modelcontextprotocol/ui": {"mimeTypes": ["text/html;profile=mcp-app"]}}: what a
    /// client that shows apps puts in its capabilities' "extensions" (the window does, by
    /// default; --cli only with --advertise-apps, as the official CLI).
    static QJsonObject appsExtension();
    void setClientCapabilities(const QJsonObject &capabilities) { m_clientCapabilities = capabilities; }
    QJsonObject clientCapabilities() const { return m_clientCapabilities; }
    void setClientInfo(const QJsonObject &info) { m_clientInfo = info; }
    void setRequestedProtocolVersion(const QString &version) { m_requestedVersion = version; }
    void setDefaultTimeoutMs(int ms) { m_defaultTimeoutMs = ms; }
    /// While held (a person signs in at an authorization server, say), no request times out;
    /// on release each pending request gets its whole timeout again.
    void holdTimeouts(bool held);
    bool timeoutsHeld() const { return m_timeoutsHeld; }
    int defaultTimeoutMs() const { return m_defaultTimeoutMs; }
    void setServerRequestHandler(ServerRequestHandler *handler) { m_handler = handler; }
    ServerRequestHandler *serverRequestHandler() const { return m_handler; }

    Transport *transport() const { return m_transport; }
    Session *session() const { return m_session; }
    State state() const { return m_state; }
    static QString stateName(State state);
    /// Why we are in State::Failed, in plain words.
    QString failureReason() const { return m_failureReason; }
    /// What kind of failure that was (for the connection doctor).
    enum class Failure { None, Transport, Exited, Refused, UnsupportedVersion, Timeout, BrokenAnswer, EraMismatch };
    Failure failure() const { return m_failure; }

    /// The era to speak (Legacy by default, as the official clients); set before connecting.
    void setProtocolEra(ProtocolEra era) { m_era = era; }
    ProtocolEra protocolEra() const { return m_era; }
    /// How long Auto waits for a stdio server's answer to the server/discover probe before it
    /// takes the server for a legacy one (default 5 s).
    void setProbeTimeoutMs(int ms) { m_probeTimeoutMs = ms; }
    /// How many rounds of input one request may take before mcpscope stops it (default 8).
    void setMaxInputRounds(int rounds) { m_maxInputRounds = rounds; }
    int maxInputRounds() const { return m_maxInputRounds; }
    /// The log level stamped on every modern request (io.modelcontextprotocol/logLevel), or ""
    /// for none: the server then sends no log messages.
    void setLogLevel(const QString &level) { m_logLevel = level; }
    QString logLevel() const { return m_logLevel; }

    // After the handshake (legacy) or server/discover (modern):
    /// True when the connection speaks MCP 2026-07-28 (no session, an envelope on every request).
    bool isModern() const { return m_modern; }
    /// Modern: the versions server/discover named.
    QStringList supportedVersions() const { return m_supportedVersions; }
    QString protocolVersion() const { return m_protocolVersion; }
    QJsonObject serverInfo() const { return m_serverInfo; }
    QJsonObject serverCapabilities() const { return m_serverCapabilities; }
    QString instructions() const { return m_instructions; }
    /// What the connection negotiated, for a session file's header: {"protocol": {"era":
    /// "modern"|"legacy", "version": …, "configuredEra": "auto"|…}}; empty before it is ready.
    QJsonObject negotiatedHeader() const;
    /// The initialize result (modern: the server/discover result).
    QJsonObject initializeResult() const { return m_initializeResult; }
    /// The initialize result as the server wrote it.
    QByteArray initializeResultText() const { return m_initializeResultText; }

    /// Starts the transport, then initialize + notifications/initialized (legacy), or
    /// server/discover (modern; Auto falls back to initialize when the server is not modern).
    void connectToServer();
    /// Ends the session politely (the transport escalates when needed).
    void disconnectFromServer();

    /// Sends a request; @p callback runs exactly once (unless @p context is destroyed first).
    /// Returns the request id. On a modern connection the request carries the envelope, its
    /// HTTP headers, and rounds of input (input_required) are answered through the
    /// ServerRequestHandler until the result is complete.
    qint64 request(const QString &method, const QJsonObject &params, QObject *context, Callback callback,
                   const RequestOptions &options = {});
    bool notify(const QString &method, const QJsonObject &params = {});
    /// Sends notifications/cancelled for a pending request and finishes it as Cancelled.
    void cancel(qint64 requestId, const QString &reason = {});
    void ping(QObject *context, Callback callback);

    /// Calls @p method again and again following nextCursor, gathering the arrays under
    /// @p itemsKey; @p callback gets one Reply whose result holds all items.
    void requestAll(const QString &method, const QString &itemsKey, const QJsonObject &params, QObject *context,
                    Callback callback);

    qsizetype pendingCount() const { return m_pending.size(); }
    /// What the server wrote that was no message (for the connection doctor).
    const BrokenAnswers &brokenAnswers() const { return m_broken; }
    /// How long the server may stay silent after writing nothing but lines that are no
    /// messages before warning() says so (stdio; default 2 s). Its requests go on waiting: a
    /// server that prints a banner on stdout and then takes its time still gets its answer in.
    void setJunkQuietMs(int ms) { m_junkQuietMs = ms; }
    /// Requests from the server that the handler has not answered yet.
    qsizetype serverRequestsInFlight() const { return m_serverRequests.size(); }

Q_SIGNALS:
    void stateChanged(mcpscope::McpClient::State state);
    void ready();
    void failed(const QString &reason);
    /// Any notification from the server (after it was recorded in the session).
    void notificationReceived(const mcpscope::Message &message);
    /// The server process is gone (exit info in plain words).
    void serverExited(const QString &description);
    /// Something the server does wrong that does not end the connection (yet), in plain words,
    /// as soon as it is known. The session has it as a lifecycle line too.
    void warning(const QString &text);

private:
    struct Pending
    {
        Message request;
        QString method;
        QJsonObject params; ///< as the caller gave them (for another round)
        int round = 1;
        bool versionRetried = false; ///< sent again after -32022 already
        QPointer<QObject> context;
        bool hasContext = false;
        Callback callback;
        std::function<void(double, double, const QString &)> onProgress;
        bool acceptTask = false;
        IdKey progressToken;
        QElapsedTimer clock;
        QTimer *timer = nullptr;
        int timeoutMs = 0;
    };

    void setState(State state);
    void fail(Failure kind, const QString &reason);
    bool m_timeoutsHeld = false;
    bool sendMessage(const Message &message);
    void onTransportState(Transport::State state);
    void onFrame(const Frame &frame);
    void onDeliveryFailed(const QByteArray &payload, const QString &reason);
    static Validator::Options ingestOptions(const Transport *transport);
    /// @p paired: the session paired the response with an open request of ours (Pairing);
    /// batch elements, which it does not pair, are looked up by their id alone.
    void handleResponse(const Message &message, bool paired);
    void handleServerRequest(const Message &message);
    void handleNotification(const Message &message);
    void sendInitialize();
    void sendDiscover();
    void onDiscovered(const Reply &reply);
    /// Auto: the server is not modern (@p why, plain words): initialize instead. Modern: fail.
    void notModern(const QString &why);
    qint64 startRequest(const QString &method, const QJsonObject &params, QObject *context, Callback callback,
                        const RequestOptions &options, int round, bool versionRetried = false);
    /// -32022 (unsupported protocol version) on a modern request: once, the request goes again
    /// with a version of the error's "supported" list that mcpscope speaks. False when not.
    bool retryWithSupportedVersion(const IdKey &key, const Message &error);
    /// An input_required result: the handler answers its input requests, then the request
    /// goes again with them (a new id, requestState echoed).
    void continueWithInput(const IdKey &key, const Reply &interim);
    /// Learns the tools' Mcp-Param-* headers from a tools/list page and takes out tools whose
    /// x-mcp-header breaks the rules (Streamable HTTP must not offer them).
    void learnToolHeaders(Reply &reply);
    bool sendMessage(const Message &message, const HttpHeaders &headers);
    /// Ends a request later, from the event loop (callers always get their callback from it).
    void finishLater(const IdKey &key, Reply::Status status, const QString &text);
    /// Takes a request out of the open ones (its timer and progress token go with it).
    Pending take(QHash<IdKey, Pending>::iterator it);
    void finish(const IdKey &key, Reply reply);
    void failAllPending(const QString &reason);
    void onTimeout(const IdKey &key);
    void requestPage(const QString &method, const QString &itemsKey, const QJsonObject &params, QByteArrayList rawItems,
                     QSet<QString> cursors, QObject *context, Callback callback, const CacheHint &cache = {});
    QString stderrTail() const;
    void abandonServerRequests(const QString &reason);
    /// A frame the session did not pair: does it doom one of our requests?
    void examineUnpaired(const Message &message, qsizetype index);
    void failBroken(const IdKey &key, const QString &reason);
    void onJunkQuiet();

    Transport *m_transport;
    Session *m_session;
    ServerRequestHandler *m_handler = nullptr;
    State m_state = State::Disconnected;
    QString m_failureReason;
    Failure m_failure = Failure::None;
    QJsonObject m_clientCapabilities;
    QJsonObject m_clientInfo;
    QString m_requestedVersion;
    ProtocolEra m_era = ProtocolEra::Legacy;
    bool m_envelope = false; ///< requests carry the modern envelope (the probe, a modern connection)
    bool m_modern = false;
    QString m_modernVersion;
    QStringList m_supportedVersions;
    QString m_logLevel;
    int m_probeTimeoutMs = 5000;
    int m_maxInputRounds = 8;
    QHash<QString, QList<ModernMcp::ParamHeader>> m_toolHeaders; ///< by tool name
    int m_defaultTimeoutMs = 60000;
    qint64 m_nextId = 1;
    QHash<IdKey, Pending> m_pending;     ///< by request id
    QHash<IdKey, IdKey> m_progressOwner; ///< progress token -> request id
    QString m_protocolVersion;
    QJsonObject m_serverInfo;
    QJsonObject m_serverCapabilities;
    QString m_instructions;
    QJsonObject m_initializeResult;
    QByteArray m_initializeResultText;
    QList<QByteArray> m_stderrTail;
    /// A server request handed to the handler and not answered yet.
    struct ServerRequest
    {
        QJsonValue id;
        std::shared_ptr<bool> answered; ///< shared with the handler's callbacks
    };
    QHash<IdKey, ServerRequest> m_serverRequests; ///< by request id
    /// The ingest path of every message sent and received, with its validator. One per
    /// connection (a reconnect is a new MCP session).
    std::unique_ptr<Ingest> m_ingest;
    BrokenAnswers m_broken;
    QTimer *m_junkTimer = nullptr;
    int m_junkQuietMs = 2000;
    bool m_junkWarned = false; ///< warning() said the server writes only junk (once a connection)
};

} // namespace mcpscope
