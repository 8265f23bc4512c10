// SPDX-License-Identifier: MIT
// mcpscope --cli: one request against a server, printed the way the official inspector's CLI
// prints it, with its exit codes. Runs on QCoreApplication; never needs a display.
#include "cli.h"
#include "json/jsontree.h"

#include "check.h"
#include "clioptions.h"
#include "compare.h"
#include "diff.h"
#include "export.h"
#include "headlessauth.h"
#include "headlessrun.h"
#include "replay.h"
#include "run.h"
#include "tap.h"

#include "json/jsontext.h"
#include "mcp/connectiondoctor.h"
#include "mcp/elicitation.h"
#include "mcp/mcpclient.h"
#include "mcp/serverrequesthandler.h"
#include "profiles/serverconfigfile.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "tasks/tasktracker.h"
#include "tools/toolappinfo.h"
#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>
#include <QTranslator>
#include <QUrl>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>

namespace mcpscope::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::cli", text);
}

enum ExitCode {
    ExitOk = 0,
    ExitUsage = 1,
    ExitNoApp = 2,
    ExitAuthRequired = 3,
    ExitUnreachable = 4,
    ExitToolError = 5,
    ExitInvalid = 6
};

void writeOut(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

/// The one JSON error line on stderr that scripts written for the official CLI parse.
void writeError(const QString &code, const QString &message)
{
    const QJsonObject o{
        {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}}}};
    // writeText() writes C1 controls and bidirectional overrides as \uXXXX: the same JSON.
    writeText(stderr, QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) + QLatin1Char('\n'));
}

/// The official CLI's coercion: a value that parses as JSON is used as JSON, else as a string.
QJsonValue coerce(const QString &text)
{
    bool one = false;
    const QJsonValue value = jsontext::parseScalar(text.toUtf8(), &one);
    if (one)
        return value;
    return text;
}

/// The official CLI's second step for tools/call: string values are converted to the type
/// the tool's inputSchema gives the property.
QJsonValue coerceBySchema(const QJsonValue &value, const QJsonObject &propertySchema)
{
    if (!value.isString())
        return value;
    const QString text = value.toString();
    QJsonObject schema = propertySchema;
    QString type;
    const QJsonValue typeValue = schema.value(QStringLiteral("type"));
    if (typeValue.isString()) {
        type = typeValue.toString();
    } else if (typeValue.isArray()) {
        for (const QJsonValue &t : typeValue.toArray()) {
            if (t.toString() != QLatin1String("null")) {
                type = t.toString();
                break;
            }
        }
    } else {
        const QJsonArray variants
            = schema.value(QStringLiteral("anyOf")).toArray() + schema.value(QStringLiteral("oneOf")).toArray();
        for (const QJsonValue &v : variants) {
            const QString t = v.toObject().value(QStringLiteral("type")).toString();
            if (!t.isEmpty() && t != QLatin1String("null")) {
                type = t;
                break;
            }
        }
    }
    if (schema.contains(QStringLiteral("const"))) {
        const QJsonValue c = schema.value(QStringLiteral("const"));
        if (c.isDouble() && text.toDouble() == c.toDouble())
            return c;
        if (c.isBool() && text == (c.toBool() ? QLatin1String("true") : QLatin1String("false")))
            return c;
    }
    if (type == QLatin1String("number") || type == QLatin1String("integer")) {
        bool ok = false;
        const double d = text.trimmed().toDouble(&ok);
        return ok ? QJsonValue(d) : QJsonValue(QJsonValue::Null);
    }
    if (type == QLatin1String("boolean"))
        return text.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
    if (type == QLatin1String("object") || type == QLatin1String("array")) {
        const QJsonValue parsed = coerce(text);
        return parsed.isObject() || parsed.isArray() ? parsed : value;
    }
    return value;
}

QJsonObject toObject(const KeyValueList &list, bool coerceValues)
{
    QJsonObject o;
    for (const auto &kv : list)
        o.insert(kv.first, coerceValues ? coerce(kv.second) : QJsonValue(kv.second));
    return o;
}

/// mcpscope --cli: one request, printed as the official CLI prints it, over a HeadlessRun. The
/// official CLI's way of ending is kept here: the findings and the one JSON error line come
/// last on stderr, after whatever the server still prints while it shuts down.
class CliRun : public HeadlessRun
{
    // tr() in the context lupdate files these texts under (QObject's own tr() would look them
    // up under "QObject" and never find the English plural forms).
    Q_DECLARE_TR_FUNCTIONS(mcpscope::cli::CliRun)
public:
    CliRun(const CliOptions &options, Transport *transport, const QString &rootDir)
        : HeadlessRun(settingsFor(options, transport, rootDir), transport)
        , m_options(options)
    {
        // What the official CLI declares: roots only. Servers tailor their answers to the
        // client's capabilities (server-everything lists three more tools to a client that can
        // sample or elicit), so a drop-in must declare the same. Elicitation only when
        // --elicitation says how to answer; sampling never (nobody here could answer it).
        QJsonObject capabilities{{QStringLiteral("roots"), QJsonObject{{QStringLiteral("listChanged"), true}}}};
        if (options.elicitationGiven)
            capabilities.insert(QStringLiteral("elicitation"), QJsonObject{{QStringLiteral("form"), QJsonObject()},
                                                                           {QStringLiteral("url"), QJsonObject()}});
        // The MCP Apps extension only when asked (--advertise-apps), as the official CLI, which
        // cannot show an app either.
        if (options.advertiseApps)
            capabilities.insert(QStringLiteral("extensions"), McpClient::appsExtension());
        client()->setClientCapabilities(capabilities);
        // Modern requests carry the log level themselves (logging/setLevel is gone there).
        if (options.connection.protocolEra != ProtocolEra::Legacy
            && options.method != QLatin1String("logging/setLevel"))
            client()->setLogLevel(options.logLevel);
    }

private:
    static Settings settingsFor(const CliOptions &options, const Transport *transport, const QString &rootDir)
    {
        Settings s = HeadlessRun::settingsFor(QStringLiteral("--cli"), options.connection);
        const auto *http = qobject_cast<const HttpTransport *>(transport);
        s.journalHeader = QJsonObject{
            {QStringLiteral("mode"), QStringLiteral("cli")},
            {QStringLiteral("server"),
             http ? QJsonObject{{QStringLiteral("url"), http->config().displayUrl()},
                                {QStringLiteral("transport"), HttpServerConfig::kindName(http->config().kind)}}
                  : QJsonObject{{QStringLiteral("command"), transport->describe()}}}};
        s.unreachableExit = ExitUnreachable;
        s.authRequiredExit = ExitAuthRequired;
        s.usageExit = ExitUsage;
        s.rootDir = rootDir;
        s.elicitation = options.elicitation;
        s.lingerForServerRequests = true;
        s.failAfterReady = true;
        return s;
    }

    void reportError(const QString &message) override { writeError(QStringLiteral("error"), message); }

    void reportUnreachable(const QString &reason, bool authRequired) override
    {
        recordError(authRequired ? QStringLiteral("auth_required") : QStringLiteral("unreachable"), reason);
    }

    /// The error line to write last, and the doctor's words while the client still knows how
    /// far it got.
    void recordError(const QString &name, const QString &message)
    {
        m_errorName = name;
        m_errorMessage = message;
        if (!isReady()) {
            ConnectionDoctor::Options options;
            options.waitedMs = elapsedMs();
            options.includeFindings = false;
            options.includeErrorOutput = m_options.connection.quiet;
            m_diagnosis = ConnectionDoctor::examine(*client(), options);
        }
    }

    void finishWithError(int code, const QString &name, const QString &message)
    {
        if (isFinished())
            return;
        recordError(name, message);
        finish(code);
    }

    int onClosed(int exitCode) override
    {
        if (m_options.check) {
            // The findings go to stderr before the error line; stdout keeps the result only.
            const qsizetype errors = reportSessionDiagnostics(*session());
            if (errors > 0 && exitCode == ExitOk) {
                exitCode = ExitInvalid;
                m_errorName = QStringLiteral("validation");
                m_errorMessage = validationFailedMessage(errors);
            }
        } else if (!m_options.connection.quiet) {
            reportFindings();
        }
        if (!m_options.connection.quiet && !m_diagnosis.isEmpty())
            writeText(stderr, QStringLiteral("mcpscope: ") + m_diagnosis.toText());
        if (!m_errorName.isEmpty())
            writeError(m_errorName, m_errorMessage);
        return exitCode;
    }

    QJsonObject withMeta(QJsonObject params, const KeyValueList &extra = {}) const
    {
        QJsonObject meta = toObject(m_options.metadata, false);
        for (const auto &kv : extra)
            meta.insert(kv.first, kv.second);
        if (!meta.isEmpty())
            params.insert(QStringLiteral("_meta"), meta);
        return params;
    }

    void onReady() override
    {
        const QString method = m_options.method;
        if (method == QLatin1String("initialize")) {
            printResult(client()->initializeResult(), client()->initializeResultText());
            finish(ExitOk);
            return;
        }
        if (client()->isModern()) {
            const QString removed = ModernMcp::removedMethodReason(method);
            if (!removed.isEmpty()) {
                finishWithError(ExitUsage, QStringLiteral("error"), removed);
                return;
            }
        }
        auto done = [this](const Reply &reply) { onReply(reply); };
        const QJsonObject caps = client()->serverCapabilities();
        // Lists of something the server does not offer are empty, without asking (as the
        // official CLI does); setting a log level it does not support is an error.
        const QString listKey = method == QLatin1String("resources/list") ? QStringLiteral("resources")
                                : method == QLatin1String("resources/templates/list")
                                    ? QStringLiteral("resourceTemplates")
                                : method == QLatin1String("prompts/list") ? QStringLiteral("prompts")
                                                                          : QString();
        const QString neededCapability
            = method.startsWith(QLatin1String("prompts")) ? QStringLiteral("prompts") : QStringLiteral("resources");
        if (!listKey.isEmpty() && !caps.contains(neededCapability)) {
            printResult(QJsonObject{{listKey, QJsonArray()}}, QByteArray());
            finish(ExitOk);
            return;
        }
        if (method == QLatin1String("logging/setLevel") && !caps.contains(QStringLiteral("logging"))) {
            finishWithError(ExitUsage, QStringLiteral("error"), tr("Server does not support logging"));
            return;
        }
        if (method == QLatin1String("tools/list") && m_options.appInfo) {
            client()->requestAll(method, QStringLiteral("tools"), withMeta({}), this,
                                 [this](const Reply &list) { listAppInfo(list); });
        } else if (method == QLatin1String("tools/list")) {
            client()->requestAll(method, QStringLiteral("tools"), withMeta({}), this, done);
        } else if (method == QLatin1String("resources/list")) {
            client()->requestAll(method, QStringLiteral("resources"), withMeta({}), this, done);
        } else if (method == QLatin1String("resources/templates/list")) {
            client()->requestAll(method, QStringLiteral("resourceTemplates"), withMeta({}), this, done);
        } else if (method == QLatin1String("prompts/list")) {
            client()->requestAll(method, QStringLiteral("prompts"), withMeta({}), this, done);
        } else if (method == QLatin1String("tools/call")) {
            // Like the official CLI: look the tool up first (unknown tools are reported
            // without calling), and use its inputSchema to type string arguments.
            client()->requestAll(QStringLiteral("tools/list"), QStringLiteral("tools"), withMeta({}), this,
                                 [this](const Reply &list) { callTool(list); });
        } else if (method == QLatin1String("resources/read")) {
            client()->request(method, withMeta({{QStringLiteral("uri"), m_options.uri}}), this, done);
        } else if (method == QLatin1String("prompts/get")) {
            client()->request(method,
                              withMeta({{QStringLiteral("name"), m_options.promptName},
                                        {QStringLiteral("arguments"), toObject(m_options.promptArgs, false)}}),
                              this, done);
        } else if (method == QLatin1String("logging/setLevel")) {
            client()->request(method, withMeta({{QStringLiteral("level"), m_options.logLevel}}), this, done);
        } else if (method == QLatin1String("ping")) {
            client()->request(method, withMeta({}), this, done);
        } else if (method == QLatin1String("server/discover")) {
            if (client()->isModern()) {
                printResult(client()->initializeResult(), client()->initializeResultText());
                finish(ExitOk);
            } else {
                client()->request(method, withMeta({}), this, done);
            }
        } else if (method == QLatin1String("subscriptions/listen")) {
            listen();
        }
    }

    /// subscriptions/listen (MCP 2026-07-28): every notification on the stream, one JSON line
    /// each on stdout, until the server ends the stream, --duration runs out or SIGINT/SIGTERM.
    void listen()
    {
        if (!client()->isModern()) {
            finishWithError(ExitUsage, QStringLiteral("error"),
                            tr("subscriptions/listen belongs to MCP 2026-07-28, and this connection speaks %1: use "
                               "--protocol-era modern (or auto with a modern server).")
                                .arg(client()->protocolVersion()));
            return;
        }
        QJsonObject filter{{QStringLiteral("toolsListChanged"), true},
                           {QStringLiteral("promptsListChanged"), true},
                           {QStringLiteral("resourcesListChanged"), true}};
        if (!m_options.uri.isEmpty())
            filter.insert(QStringLiteral("resourceSubscriptions"), QJsonArray{m_options.uri});
        connect(client(), &McpClient::notificationReceived, this,
                [](const Message &message) { writeOut(jsontext::compact(message.raw()) + '\n'); });
        RequestOptions options;
        options.timeoutMs = 0; // a stream that stays open
        m_listenId = client()->request(
            QStringLiteral("subscriptions/listen"), withMeta({{QStringLiteral("notifications"), filter}}), this,
            [this](const Reply &reply) {
                if (reply.status == Reply::Status::Cancelled || reply.ok())
                    finish(ExitOk);
                else
                    onReply(reply);
            },
            options);
        if (m_options.durationS > 0)
            QTimer::singleShot(qint64(m_options.durationS * 1000), this, [this] { stopListening(); });
        static volatile std::sig_atomic_t stop = 0;
        std::signal(SIGINT, [](int) { stop = 1; });
        std::signal(SIGTERM, [](int) { stop = 1; });
        auto *poll = new QTimer(this);
        connect(poll, &QTimer::timeout, this, [this] {
            if (stop)
                stopListening();
        });
        poll->start(100);
    }

    void stopListening()
    {
        if (m_listenId >= 0)
            client()->cancel(m_listenId, tr("The listener stopped."));
        m_listenId = -1;
        finish(ExitOk);
    }

    void callTool(const Reply &list)
    {
        if (!list.ok()) {
            onReply(list);
            return;
        }
        QJsonObject tool;
        bool found = false;
        for (const QJsonValue &t : list.result.object().value(QStringLiteral("tools")).toArray()) {
            if (t.toObject().value(QStringLiteral("name")).toString() == m_options.toolName) {
                tool = t.toObject();
                found = true;
                break;
            }
        }
        if (!found) {
            finishWithError(ExitToolError, QStringLiteral("tool_not_found"),
                            tr("Tool '%1' not found on server.").arg(m_options.toolName));
            return;
        }
        if (m_options.appInfo) {
            // The tool's app, not a call: its ui:// resource read for what it declares.
            for (const QByteArrayView text : toolapp::toolTexts(list.result.text())) {
                if (toolapp::toolName(text) != m_options.toolName)
                    continue;
                collectAppInfo(text.toByteArray(), [this](const QByteArray &line) {
                    if (m_options.connection.format == QLatin1String("json"))
                        writeOut("{\"appInfo\":" + line + "}\n");
                    else
                        writeOut(line + '\n');
                    if (toolapp::hasApp(line))
                        finish(ExitOk);
                    else
                        finishWithError(
                            ExitNoApp, QStringLiteral("no_app"),
                            tr("Tool '%1' has no MCP App UI resource (_meta.ui.resourceUri).").arg(m_options.toolName));
                });
                return;
            }
        }
        QJsonObject arguments = m_options.toolArgsJson.isEmpty()
                                    ? toObject(m_options.toolArgs, true)
                                    : jsontree::parse(m_options.toolArgsJson.toUtf8()).object();
        const QJsonObject properties
            = tool.value(QStringLiteral("inputSchema")).toObject().value(QStringLiteral("properties")).toObject();
        for (auto it = arguments.begin(); it != arguments.end(); ++it) {
            if (properties.contains(it.key()))
                it.value() = coerceBySchema(it.value(), properties.value(it.key()).toObject());
        }
        if (m_options.task) {
            runAsTask(tool, arguments);
            return;
        }
        // A progress token lets long tools report progress, and each report resets the
        // request timeout, so a slow tool that is still working is not cut off.
        RequestOptions options;
        options.onProgress = [](double, double, const QString &) { };
        client()->request(
            QStringLiteral("tools/call"),
            withMeta({{QStringLiteral("name"), m_options.toolName}, {QStringLiteral("arguments"), arguments}},
                     m_options.toolMetadata),
            this, [this](const Reply &reply) { onReply(reply); }, options);
    }

    /// --app-info: the official CLI's line about the app of the tool whose JSON text is
    /// @p toolText, its ui:// resource read first (with --metadata) when it names one.
    void collectAppInfo(const QByteArray &toolText, const std::function<void(const QByteArray &)> &done)
    {
        const toolapp::ResourceUri uri = toolapp::resourceUri(toolText);
        if (uri.state != toolapp::ResourceUri::State::Valid) {
            done(toolapp::appInfoLine(toolText));
            return;
        }
        client()->request(
            QStringLiteral("resources/read"), withMeta({{QStringLiteral("uri"), uri.uri}}), this,
            [toolText, done](const Reply &read) {
                if (read.ok())
                    done(toolapp::appInfoLine(toolText, read.result.text()));
                else if (read.status == Reply::Status::Error)
                    done(toolapp::appInfoLine(
                        toolText, {}, QStringLiteral("MCP error %1: %2").arg(read.errorCode).arg(read.errorMessage)));
                else
                    done(toolapp::appInfoLine(toolText, {}, read.errorMessage));
            });
    }

    /// --app-info with tools/list: one line a tool, in the list's order (exit 0).
    void listAppInfo(const Reply &list)
    {
        if (!list.ok()) {
            onReply(list);
            return;
        }
        for (const QByteArrayView text : toolapp::toolTexts(list.result.text()))
            m_appTools.append(text.toByteArray());
        nextAppInfo();
    }

    void nextAppInfo()
    {
        if (m_appTools.isEmpty()) {
            finish(ExitOk);
            return;
        }
        collectAppInfo(m_appTools.takeFirst(), [this](const QByteArray &line) {
            writeOut(line + '\n');
            nextAppInfo();
        });
    }

    /// --task: the call as a task, followed to its end; its status and progress on stderr, its
    /// result printed as a call's; Ctrl+C (SIGINT) cancels the task before mcpscope exits.
    void runAsTask(const QJsonObject &tool, const QJsonObject &arguments)
    {
        m_tracker = new TaskTracker(client(), this);
        QString why;
        if (!m_tracker->toolSupportsTasks(tool, &why)) {
            finishWithError(ExitUsage, QStringLiteral("task_unsupported"),
                            tr("Tool '%1' cannot run as a task: %2").arg(m_options.toolName, why));
            return;
        }
        connect(m_tracker, &TaskTracker::taskChanged, this, [this](const QString &id) {
            const TaskState *t = m_tracker->task(id);
            if (!t || m_options.connection.quiet)
                return;
            QString line = tr("task %1: %2").arg(id, t->status);
            if (t->progress >= 0)
                line += t->total > 0 ? tr(" (%1 of %2)").arg(t->progress).arg(t->total) : tr(" (%1)").arg(t->progress);
            if (!t->statusMessage.isEmpty())
                line += QStringLiteral(" – ") + t->statusMessage;
            if (line != m_lastTaskLine)
                writeText(stderr, line + QLatin1Char('\n'));
            m_lastTaskLine = line;
        });
        connect(m_tracker, &TaskTracker::problem, this, [this](const QString &id, const QString &text) {
            if (!m_options.connection.quiet)
                writeText(stderr, tr("task %1: %2").arg(id, text) + QLatin1Char('\n'));
        });
        connect(m_tracker, &TaskTracker::taskFinished, this, [this](const QString &id) {
            const TaskState *t = m_tracker->task(id);
            if (!t || m_taskInterrupted)
                return;
            if (t->follow == TaskState::Follow::Done) {
                if (t->result.status == Reply::Status::Cancelled)
                    finishWithError(ExitToolError, QStringLiteral("task_cancelled"), t->result.errorMessage);
                else
                    onReply(t->result);
            } else {
                finishWithError(ExitUnreachable, QStringLiteral("task_lost"), t->problem);
            }
        });
        m_tracker->callTool(m_options.toolName, arguments, m_options.taskTtlMs, this,
                            [this](const Reply &reply, const QString &taskId) {
                                if (taskId.isEmpty()) {
                                    onReply(reply); // no task: the server answered at once, or failed
                                    return;
                                }
                                m_taskId = taskId;
                                if (!m_options.connection.quiet)
                                    writeText(stderr,
                                              tr("task %1 started; Ctrl+C cancels it").arg(taskId) + QLatin1Char('\n'));
                            });
        static volatile std::sig_atomic_t interrupted = 0;
        std::signal(SIGINT, [](int) { interrupted = 1; });
        auto *watch = new QTimer(this);
        connect(watch, &QTimer::timeout, this, [this, watch] {
            if (!interrupted)
                return;
            watch->stop();
            m_taskInterrupted = true;
            const QString text = tr("Interrupted: the task was cancelled (tasks/cancel).");
            if (m_taskId.isEmpty()) {
                finishWithError(ExitToolError, QStringLiteral("task_cancelled"),
                                tr("Interrupted before the task began."));
                return;
            }
            // tasks/cancel, and exit once the server has answered it (or after a short wait).
            client()->request(
                QStringLiteral("tasks/cancel"), withMeta({{QStringLiteral("taskId"), m_taskId}}), this,
                [this, text](const Reply &) { finishWithError(ExitToolError, QStringLiteral("task_cancelled"), text); },
                RequestOptions{3000, {}, false});
        });
        watch->start(100);
    }

    void onReply(const Reply &reply)
    {
        const bool isToolCall = m_options.method == QLatin1String("tools/call");
        switch (reply.status) {
        case Reply::Status::Result: {
            printResult({}, reply.result.text());
            if (isToolCall && reply.result.object().value(QStringLiteral("isError")).toBool()) {
                finishWithError(ExitToolError, QStringLiteral("tool_is_error"),
                                tr("Tool '%1' returned isError:true.").arg(m_options.toolName));
            } else {
                finish(ExitOk);
            }
            return;
        }
        case Reply::Status::Error:
            // The official CLI's wording: "MCP error -32602: Resource demo://nope not found".
            finishWithError(ExitUsage, QStringLiteral("error"),
                            // The official CLI of the modern era gives the server's words alone.
                            client()->isModern() ? reply.errorMessage
                                                 : tr("MCP error %1: %2").arg(reply.errorCode).arg(reply.errorMessage));
            return;
        case Reply::Status::Timeout:
            finishWithError(ExitUnreachable, QStringLiteral("unreachable"), reply.errorMessage);
            return;
        case Reply::Status::Broken:
            // What a timeout would have ended with, without the wait: the answer cannot be read.
            finishWithError(ExitUnreachable, QStringLiteral("broken_answer"), reply.errorMessage);
            return;
        case Reply::Status::Cancelled:
        case Reply::Status::Disconnected: {
            const auto *http = qobject_cast<const HttpTransport *>(transport());
            if (http && http->authorizationRequired())
                finishWithError(ExitAuthRequired, QStringLiteral("auth_required"), reply.errorMessage);
            else
                finishWithError(ExitUnreachable, QStringLiteral("unreachable"), reply.errorMessage);
            return;
        }
        }
    }

    /// A modern result as the official CLI prints it: a list as its items alone, anything else
    /// without resultType and with its _meta first (the rest as the server wrote it).
    QByteArray modernOutput(const QByteArray &text) const
    {
        const QString &method = m_options.method;
        const QByteArray items = method == QLatin1String("tools/list")                 ? QByteArray("tools")
                                 : method == QLatin1String("resources/list")           ? QByteArray("resources")
                                 : method == QLatin1String("resources/templates/list") ? QByteArray("resourceTemplates")
                                 : method == QLatin1String("prompts/list")             ? QByteArray("prompts")
                                                                                       : QByteArray();
        QByteArrayList parts;
        const auto members = jsontext::members(text);
        for (const auto &m : members) {
            if (m.first == QByteArrayView("_meta") && items.isEmpty())
                parts.prepend('"' + m.first.toByteArray() + "\":" + m.second.toByteArray());
        }
        for (const auto &m : members) {
            const bool keep = items.isEmpty()
                                  ? m.first != QByteArrayView("resultType") && m.first != QByteArrayView("_meta")
                                  : m.first == QByteArrayView(items);
            if (keep)
                parts.append('"' + m.first.toByteArray() + "\":" + m.second.toByteArray());
        }
        return '{' + parts.join(',') + '}';
    }

    void printResult(const QJsonObject &result, const QByteArray &rawResult)
    {
        QByteArray text = rawResult.isEmpty() ? QJsonDocument(result).toJson(QJsonDocument::Compact) : rawResult;
        if (client()->isModern())
            text = modernOutput(text);
        // text: JSON.stringify(result, null, 2); json: {"result":…} on one line.
        if (m_options.connection.format == QLatin1String("json"))
            writeOut(QByteArray("{\"result\":") + jsontext::compact(text) + "}\n");
        else
            writeOut(jsontext::reindent(text, 2) + '\n');
    }

    /// Without --check: what the server got wrong, in a few plain lines on stderr (stdout and
    /// the exit code stay as the official CLI has them). Before the error line, which stays last.
    void reportFindings()
    {
        qsizetype errors = 0;
        qsizetype warnings = 0;
        QList<const Diagnostic *> firstErrors;
        QList<const Diagnostic *> firstWarnings;
        for (const Diagnostic &d : session()->diagnostics()) {
            if (d.severity == Severity::Error && ++errors <= 3)
                firstErrors << &d;
            else if (d.severity == Severity::Warning && ++warnings <= 3)
                firstWarnings << &d;
        }
        const QList<const Diagnostic *> first = errors > 0 ? firstErrors : firstWarnings;
        if (errors == 0 && warnings == 0)
            return;
        QString text = errors > 0 ? tr("mcpscope: the server broke the protocol: %n error(s)", nullptr, int(errors))
                                        + (warnings > 0 ? tr(" and %n warning(s)", nullptr, int(warnings)) : QString())
                                  : tr("mcpscope: %n warning(s) about the server's messages", nullptr, int(warnings));
        text += QLatin1Char('\n');
        for (const Diagnostic *d : std::as_const(first)) {
            QString where;
            if (d->messageIndex >= 0 && d->messageIndex < session()->count()) {
                const SessionEvent &e = session()->eventAt(d->messageIndex);
                QString method = e.message.method();
                if (method.isEmpty() && e.linked >= 0 && e.linked < session()->count())
                    method = session()->eventAt(e.linked).message.method();
                if (e.http)
                    method = QStringLiteral("HTTP ") + QString::fromLatin1(e.http->method);
                where = tr("message #%1").arg(d->messageIndex + 1)
                        + (method.isEmpty() ? QString() : QStringLiteral(" (") + method + QLatin1Char(')'));
            } else {
                where = tr("the session");
            }
            text += QStringLiteral("  %1, %2: %3\n").arg(where, d->code, d->message.left(300));
        }
        text += tr("  Run with --check for the full list.") + QLatin1Char('\n');
        writeText(stderr, text);
    }

    /// Connecting failed or hung: what the connection doctor makes of it, printed before the
    /// error line (the findings and the server's error output are printed already).

    CliOptions m_options;
    qint64 m_listenId = -1;           ///< subscriptions/listen, while its stream is open
    QList<QByteArray> m_appTools;     ///< --app-info with tools/list: the tools still to report
    TaskTracker *m_tracker = nullptr; ///< --task: follows the call's task
    QString m_lastTaskLine;           ///< --task: the last status line written (not repeated)
    QString m_taskId;                 ///< --task: the task, once the server made it
    bool m_taskInterrupted = false;   ///< --task: Ctrl+C asked to cancel it
    Diagnosis m_diagnosis;
    QString m_errorName;
    QString m_errorMessage;
};

int usageError(const QString &message)
{
    writeError(QStringLiteral("error"), message);
    return ExitUsage;
}

} // namespace

bool isCommandLineInvocation(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0)
            break;
        if (std::strcmp(argv[i], "--cli") == 0)
            return true;
    }
    if (argc > 1) {
        const char *first = argv[1];
        return std::strcmp(first, "--version") == 0 || std::strcmp(first, "-V") == 0 || std::strcmp(first, "tap") == 0
               || std::strcmp(first, "export") == 0 || std::strcmp(first, "check") == 0
               || std::strcmp(first, "compare") == 0 || std::strcmp(first, "diff") == 0
               || std::strcmp(first, "run") == 0 || std::strcmp(first, "replay") == 0;
    }
    return false;
}

int run(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mcpscope"));
    // As the window does: tap's sessions land in the folder the window lists and keeps.
    QCoreApplication::setOrganizationName(QStringLiteral("mcpscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MCPSCOPE_VERSION));
    // The command line speaks English (scripts read it), with English plural forms ("1 error",
    // "2 errors"): the catalogue that holds only those.
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/mcpscope_en.qm")))
        QCoreApplication::installTranslator(&plurals);

    QStringList args = QCoreApplication::arguments().mid(1);
    if (!args.isEmpty() && args.constFirst() == QLatin1String("tap"))
        return runTap(args.mid(1));
    if (!args.isEmpty() && args.constFirst() == QLatin1String("export"))
        return runExport(args.mid(1));
    if (!args.isEmpty() && args.constFirst() == QLatin1String("check"))
        return runCheck(args.mid(1));
    if (!args.isEmpty() && args.constFirst() == QLatin1String("compare"))
        return CompareCommand::run(args.mid(1));
    if (!args.isEmpty() && args.constFirst() == QLatin1String("diff"))
        return DiffCommand::run(args.mid(1));
    if (!args.isEmpty() && args.constFirst() == QLatin1String("run"))
        return runCollection(args.mid(1));
    if (!args.isEmpty() && args.constFirst() == QLatin1String("replay"))
        return replaySession(args.mid(1));
    CliOptions options;
    QString error;
    if (!parseCliOptions(args, &options, &error))
        return usageError(error);
    if (options.help) {
        writeOut(cliUsage().toUtf8());
        return ExitOk;
    }
    if (options.version) {
        writeOut(QByteArray("mcpscope " MCPSCOPE_VERSION "\n"));
        return ExitOk;
    }

    StdioServerConfig config;
    HttpServerConfig http;
    bool remote = false;
    // A URL as the target (or --server-url) means a remote server, as with the official CLI.
    const auto isUrl = [](const QString &text) {
        return text.startsWith(QLatin1String("http://"), Qt::CaseInsensitive)
               || text.startsWith(QLatin1String("https://"), Qt::CaseInsensitive);
    };
    if (!options.transport.isEmpty() && !HttpServerConfig::kindFromName(options.transport, &http.kind)
        && options.transport != QLatin1String("stdio"))
        return usageError(tr("--transport must be stdio, http or sse, not \"%1\".").arg(options.transport));
    if (!options.configFile.isEmpty()) {
        ServerConfigFile file;
        if (!file.load(options.configFile, &error))
            return usageError(error);
        QString name = options.serverName;
        if (name.isEmpty()) {
            if (file.entries().size() != 1)
                return usageError(tr("The configuration file has %1 servers (%2); choose one with --server NAME.")
                                      .arg(file.entries().size())
                                      .arg(file.names().join(QStringLiteral(", "))));
            name = file.entries().constFirst().name;
        }
        const ServerConfigEntry *entry = file.find(name);
        if (!entry)
            return usageError(tr("The configuration file has no server named \"%1\" (it has: %2).")
                                  .arg(name, file.names().join(QStringLiteral(", "))));
        if (!options.target.isEmpty())
            return usageError(tr("Give either a server command or --config, not both."));
        if (entry->isStdio()) {
            config = entry->toStdioConfig();
        } else if (entry->isRemote()) {
            remote = true;
            const HttpServerConfig::Kind chosen = http.kind;
            http = entry->toHttpConfig();
            if (!options.transport.isEmpty())
                http.kind = chosen;
        } else {
            return usageError(tr("The server \"%1\" has type \"%2\", which mcpscope does not speak (stdio, http, sse).")
                                  .arg(name, entry->type));
        }
    } else if (!options.serverUrl.isEmpty() || (!options.target.isEmpty() && isUrl(options.target.constFirst()))) {
        remote = true;
        const QString url = options.serverUrl.isEmpty() ? options.target.constFirst() : options.serverUrl;
        if (!options.serverUrl.isEmpty() && !options.target.isEmpty()
            && options.target.constFirst() != options.serverUrl)
            return usageError(tr("Give either a server command or --server-url, not both."));
        if (options.serverUrl.isEmpty() && options.target.size() > 1)
            return usageError(tr("A server URL takes no arguments (got \"%1\").").arg(options.target.at(1)));
        http.url = QUrl(url, QUrl::StrictMode);
        if (!http.url.isValid() || http.url.host().isEmpty())
            return usageError(tr("\"%1\" is not a valid server URL.").arg(url));
        if (options.transport.isEmpty())
            http.kind = HttpServerConfig::kindForUrl(http.url); // as the official CLI decides
    } else {
        if (options.transport == QLatin1String("http") || options.transport == QLatin1String("sse"))
            return usageError(
                tr("--transport %1 needs a server URL (as the target or with --server-url).").arg(options.transport));
        if (options.target.isEmpty())
            return usageError(tr("No server command given. Usage: mcpscope --cli COMMAND [ARGS...] --method METHOD"));
        config.program = options.target.constFirst();
        config.arguments = options.target.mid(1);
    }
    if (remote && options.transport == QLatin1String("stdio"))
        return usageError(tr("--transport stdio needs a server command, not a URL."));
    if (!remote && !options.connection.headers.isEmpty())
        return usageError(tr("--header is for servers reached over HTTP."));
    CliOptions effective = options;
    if (!effective.connection.auth.prepare(&error))
        return usageError(error);
    for (const QString &text : options.connection.headers + (remote ? environmentHeaders() : QStringList())) {
        QPair<QByteArray, QByteArray> header;
        if (!HttpServerConfig::parseHeader(text, &header))
            return usageError(tr("--header expects \"Name: Value\", not \"%1\".").arg(text));
        http.headers.append(header);
    }
    if (options.connection.connectTimeoutMs > 0)
        http.connectTimeoutMs = options.connection.connectTimeoutMs;
    for (auto it = options.connection.env.cbegin(); it != options.connection.env.cend(); ++it)
        config.environment.insert(it.key(), it.value());
    if (!options.cwd.isEmpty())
        config.workingDirectory = options.cwd;
    // The CLI is done once it has its answer: a short grace period before escalating.
    config.closeStdinWaitMs = 1000;
    config.terminateWaitMs = 1000;

    if (options.method.isEmpty())
        return usageError(tr("--method is required (one of: %1).").arg(supportedMethods().join(QStringLiteral(", "))));
    if (!supportedMethods().contains(options.method))
        return usageError(tr("Unsupported method \"%1\" (supported: %2).")
                              .arg(options.method, supportedMethods().join(QStringLiteral(", "))));
    if (options.method == QLatin1String("tools/call") && options.toolName.isEmpty())
        return usageError(tr("tools/call needs --tool-name."));
    if (options.task && options.method != QLatin1String("tools/call"))
        return usageError(tr("--task runs tools/call only."));
    if (options.appInfo && options.method != QLatin1String("tools/call")
        && options.method != QLatin1String("tools/list"))
        return usageError(tr("--app-info requires --method tools/call (with --tool-name) or --method tools/list."));
    if (options.method == QLatin1String("resources/read") && options.uri.isEmpty())
        return usageError(tr("resources/read needs --uri."));
    if (options.method == QLatin1String("prompts/get") && options.promptName.isEmpty())
        return usageError(tr("prompts/get needs --prompt-name."));
    if (options.method == QLatin1String("logging/setLevel") && options.logLevel.isEmpty())
        return usageError(tr("logging/setLevel needs --log-level."));
    if (!options.toolArgsJson.isEmpty() && !options.toolArgs.isEmpty())
        return usageError(tr("--tool-args-json cannot be combined with --tool-arg; pick one."));
    if (!options.toolArgsJson.isEmpty()) {
        QJsonParseError parseError;
        const QJsonDocument doc = jsontree::parse(options.toolArgsJson.toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject())
            return usageError(tr("--tool-args-json must be a JSON object."));
    }

    const QString rootDir = config.workingDirectory.isEmpty() ? QDir::currentPath() : config.workingDirectory;
    Transport *transport = remote ? static_cast<Transport *>(new HttpTransport(http))
                                  : static_cast<Transport *>(new StdioTransport(config));
    CliRun run(effective, transport, rootDir);
    return run.exec();
}

} // namespace mcpscope::cli
