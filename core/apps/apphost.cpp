// SPDX-License-Identifier: MIT
#include "apphost.h"

#include "content/resourcecontent.h"
#include "mcp/mcpclient.h"
#include "session/ingest.h"
#include "session/session.h"
#include "text/mediatype.h"
#include "text/preview.h"
#include "tools/toollistmodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTimeZone>
#include <QTimer>

namespace mcpscope {

namespace {

constexpr int ErrorInvalidRequest = -32600;
constexpr int ErrorMethodNotFound = -32601;
constexpr int ErrorInvalidParams = -32602;
constexpr int ErrorInternal = -32603;

/// A JSON value as compact text (an id echoed as the app wrote it).
QByteArray valueText(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray objectText(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

bool isAppMimeType(const QString &mimeType)
{
    if (mediatype::essence(QStringView(mimeType)) != QLatin1String("text/html"))
        return false;
    QString compact = mimeType.toLower();
    compact.remove(QLatin1Char(' '));
    return compact.split(QLatin1Char(';')).contains(QLatin1String("profile=mcp-app"));
}

QString megabytes(qsizetype bytes)
{
    return QLocale().toString(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

} // namespace

AppHost::AppHost(McpClient *client, const ToolListModel *tools, QObject *parent)
    : QObject(parent)
    , m_tools(tools)
    , m_initTimer(new QTimer(this))
    , m_teardownTimer(new QTimer(this))
{
    qRegisterMetaType<AppResource>();
    m_initTimer->setSingleShot(true);
    connect(m_initTimer, &QTimer::timeout, this, [this] {
        if (m_initialized || !isOpen())
            return;
        finding(QStringLiteral("app.host.silent"),
                tr("The app did not start talking to mcpscope within %1 s: it sent no ui/initialize. "
                   "It may have failed to load; its console output may say why.")
                    .arg(m_initTimeoutMs / 1000.0),
                -1);
    });
    m_teardownTimer->setSingleShot(true);
    m_teardownTimer->setInterval(2000);
    connect(m_teardownTimer, &QTimer::timeout, this, [this] {
        m_teardownId = 0;
        Q_EMIT tornDown();
    });
    setClient(client);
}

AppHost::~AppHost() = default;

void AppHost::setClient(McpClient *client)
{
    reset();
    m_client = client;
    m_ingest.reset();
    if (client && client->session())
        m_ingest = std::make_unique<Ingest>(client->session());
}

QJsonObject AppHost::toolOf(const QString &name) const
{
    if (!m_tools)
        return {};
    const int row = m_tools->rowOf(name);
    return row < 0 ? QJsonObject() : m_tools->tool(row);
}

void AppHost::reset()
{
    ++m_generation;
    m_resource = AppResource();
    m_appInfo = QJsonObject();
    m_toolInput = QJsonObject();
    m_toolResult.clear();
    m_hasInput = m_inputSent = m_resultSent = false;
    m_initialized = m_appReady = false;
    m_initTimer->stop();
    m_teardownTimer->stop();
    m_teardownId = 0;
    m_linkRequests.clear();
    m_inWindow = 0;
    m_droppedInWindow = 0;
    m_flooding = false;
}

void AppHost::open(const QString &toolName)
{
    // Opening the same tool's app again (a reload) keeps the call it shows.
    const bool same = toolName == m_resource.toolName;
    const QJsonObject input = m_toolInput;
    const QByteArray result = m_toolResult;
    const bool hasInput = m_hasInput;
    reset();
    if (same) {
        m_toolInput = input;
        m_toolResult = result;
        m_hasInput = hasInput;
    }
    const int generation = m_generation;
    const QJsonObject tool = toolOf(toolName);
    if (tool.isEmpty()) {
        Q_EMIT failed(tr("mcpscope does not know a tool named \"%1\". List the server's tools first.")
                          .arg(previewText(toolName)));
        return;
    }
    QString problem;
    const QString uri = apps::resourceUri(tool, &problem);
    if (uri.isEmpty()) {
        Q_EMIT failed(problem.isEmpty()
                          ? tr("The tool \"%1\" comes with no app: it names no ui:// resource in _meta.ui.resourceUri.")
                                .arg(previewText(toolName))
                          : problem);
        return;
    }
    if (!m_client || m_client->state() != McpClient::State::Ready) {
        Q_EMIT failed(
            tr("mcpscope is not connected to the server, so it cannot fetch the app %1.").arg(previewText(uri)));
        return;
    }
    m_client->request(QStringLiteral("resources/read"), {{QStringLiteral("uri"), uri}}, this,
                      [this, toolName, uri, generation](const Reply &reply) {
                          if (generation != m_generation)
                              return;
                          // The content item's _meta.ui comes first; without one, the spec reads
                          // the resources/list entry's (looked up only then).
                          const bool ownMeta = contentItem(reply, uri)
                                                   .value(QLatin1String("_meta"))
                                                   .toObject()
                                                   .value(QLatin1String("ui"))
                                                   .isObject();
                          if (!reply.ok() || ownMeta) {
                              onResourceRead(toolName, uri, {}, generation, reply);
                              return;
                          }
                          m_client->requestAll(
                              QStringLiteral("resources/list"), QStringLiteral("resources"), {}, this,
                              [this, toolName, uri, generation, reply](const Reply &list) {
                                  QJsonObject listing;
                                  const QJsonArray entries
                                      = list.result.object().value(QLatin1String("resources")).toArray();
                                  for (const QJsonValue &v : entries) {
                                      if (v.toObject().value(QLatin1String("uri")).toString() == uri) {
                                          listing = v.toObject();
                                          break;
                                      }
                                  }
                                  onResourceRead(toolName, uri, listing, generation, reply);
                              });
                      });
}

QJsonObject AppHost::contentItem(const Reply &reply, const QString &uri)
{
    const QJsonArray contents = reply.result.object().value(QLatin1String("contents")).toArray();
    for (const QJsonValue &v : contents) {
        if (v.toObject().value(QLatin1String("uri")).toString() == uri)
            return v.toObject();
    }
    return contents.isEmpty() ? QJsonObject() : contents.first().toObject();
}

void AppHost::onResourceRead(const QString &tool, const QString &uri, const QJsonObject &listing, int generation,
                             const Reply &reply)
{
    if (generation != m_generation)
        return;
    if (!reply.ok()) {
        Q_EMIT failed(tr("The server did not give the app %1: %2").arg(previewText(uri), reply.errorMessage));
        return;
    }
    // Base64 makes 4 bytes of 3: refuse what cannot fit before making a tree of it.
    const qsizetype textSize = reply.result.text().size();
    if (textSize > MaxResourceBytes / 3 * 4 + 64 * 1024) {
        Q_EMIT failed(tr("The app %1 is about %2 MB; mcpscope shows apps of up to %3 MB.")
                          .arg(previewText(uri), megabytes(textSize), megabytes(MaxResourceBytes)));
        return;
    }
    const QJsonObject item = contentItem(reply, uri);
    if (item.isEmpty()) {
        Q_EMIT failed(tr("The server answered the request for the app %1 with no contents.").arg(previewText(uri)));
        return;
    }
    const ResourceContent content = ResourceContent::fromJson(item);
    if (!isAppMimeType(content.mimeType)) {
        Q_EMIT failed(
            tr("The app %1 is of type \"%2\", not text/html;profile=mcp-app: mcpscope shows only "
               "MCP App documents.")
                .arg(previewText(uri), previewText(content.mimeType.isEmpty() ? tr("none given") : content.mimeType)));
        return;
    }
    if (content.issue != ResourceContent::Issue::None && content.issue != ResourceContent::Issue::TextAndBlob) {
        Q_EMIT failed(tr("The app %1 cannot be read: %2").arg(previewText(uri), content.problem));
        return;
    }
    if (content.size() > MaxResourceBytes) {
        Q_EMIT failed(tr("The app %1 is %2 MB; mcpscope shows apps of up to %3 MB.")
                          .arg(previewText(uri), megabytes(content.size()), megabytes(MaxResourceBytes)));
        return;
    }
    m_resource.toolName = tool;
    m_resource.uri = uri;
    m_resource.html = content.text;
    m_resource.mimeType = content.mimeType;
    m_resource.size = content.size();
    m_resource.meta = apps::UiMeta::fromResource(item, listing);
    for (const QString &p : std::as_const(m_resource.meta.problems))
        finding(QStringLiteral("app.host.meta"), p, -1);
    Q_EMIT resourceReady(m_resource);
}

void AppHost::setToolInput(const QJsonObject &arguments)
{
    m_toolInput = arguments;
    m_hasInput = true;
    m_inputSent = false;
    deliverCall();
}

void AppHost::setToolResult(const QByteArray &resultText)
{
    m_toolResult = resultText;
    m_resultSent = false;
    deliverCall();
}

void AppHost::documentLoaded()
{
    if (isOpen() && !m_initialized && m_initTimeoutMs > 0)
        m_initTimer->start(m_initTimeoutMs);
}

void AppHost::setHostContext(const AppHostContext &context)
{
    m_context = context;
    if (m_initialized)
        notifyApp(QStringLiteral("ui/notifications/host-context-changed"), hostContextJson());
}

bool AppHost::admit()
{
    if (!m_window.isValid() || m_window.elapsed() >= 1000) {
        if (m_droppedInWindow == 0)
            m_flooding = false;
        m_window.start();
        m_inWindow = 0;
        m_droppedInWindow = 0;
    }
    if (++m_inWindow <= m_maxPerSecond)
        return true;
    ++m_dropped;
    if (++m_droppedInWindow == 1 && !m_flooding) {
        m_flooding = true;
        finding(QStringLiteral("app.host.flood"),
                tr("The app sends more than %1 messages a second. mcpscope drops the rest of each such "
                   "second (it counts them; they are not recorded) and stays responsive.")
                    .arg(m_maxPerSecond),
                -1);
    }
    return false;
}

Message AppHost::record(const QByteArray &bytes, bool fromApp, qsizetype *index)
{
    if (m_ingest && m_client && m_client->session()) {
        const qsizetype i = m_ingest->app(bytes, fromApp, m_resource.uri);
        if (index)
            *index = i;
        return m_client->session()->eventAt(i).message;
    }
    if (index)
        *index = -1;
    return Message::parse(bytes);
}

void AppHost::receiveFromApp(const QByteArray &json)
{
    if (!isOpen() || !admit())
        return;
    if (json.size() > MaxMessageBytes) {
        finding(QStringLiteral("app.host.tooLarge"),
                tr("The app sent a message of %1 MB; mcpscope reads app messages of up to %2 MB and "
                   "dropped it unread.")
                    .arg(megabytes(json.size()), megabytes(MaxMessageBytes)),
                -1);
        return;
    }
    qsizetype index = -1;
    const Message message = record(json, true, &index);
    switch (message.kind()) {
    case Message::Kind::Request:
        handleRequest(message, index);
        break;
    case Message::Kind::Notification:
        handleNotification(message);
        break;
    case Message::Kind::Result:
    case Message::Kind::Error:
        if (m_teardownId != 0 && message.id().toInteger(-1) == m_teardownId) {
            m_teardownId = 0;
            m_teardownTimer->stop();
            Q_EMIT tornDown();
        }
        break;
    case Message::Kind::Invalid:
    case Message::Kind::Batch:
        Q_EMIT problem(tr("The app sent something that is not a JSON-RPC message (\"%1\"); mcpscope ignored it.")
                           .arg(previewBytes(json)));
        break;
    }
}

void AppHost::handleRequest(const Message &message, qsizetype index)
{
    const QString &method = message.method();
    if (method == QLatin1String("ui/initialize")) {
        initialize(message);
    } else if (method == QLatin1String("tools/call")) {
        callTool(message, index);
    } else if (method == QLatin1String("resources/read")) {
        readResource(message);
    } else if (method == QLatin1String("ping")) {
        answer(message, QByteArrayLiteral("{}"));
    } else if (method == QLatin1String("ui/message") || method == QLatin1String("ui/update-model-context")) {
        answer(message, QByteArrayLiteral("{}"));
        Q_EMIT appMessage(method, message.params());
    } else if (method == QLatin1String("ui/open-link")) {
        const QUrl url(message.params().value(QLatin1String("url")).toString(), QUrl::StrictMode);
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || (scheme != QLatin1String("https") && scheme != QLatin1String("http"))
            || url.host().isEmpty()) {
            answerError(message, ErrorInvalidParams, tr("Only http and https links can be opened."));
            finding(QStringLiteral("app.host.link"),
                    tr("The app asked to open \"%1\"; mcpscope opens only http and https links.")
                        .arg(previewText(url.toDisplayString())),
                    index);
            return;
        }
        const int key = m_nextLinkKey++;
        m_linkRequests.insert(key, valueText(message.id()));
        Q_EMIT openLinkRequested(key, url);
    } else if (method == QLatin1String("ui/request-display-mode")) {
        const QString mode = message.params().value(QLatin1String("mode")).toString();
        if (mode == QLatin1String("inline") || mode == QLatin1String("fullscreen"))
            Q_EMIT displayModeRequested(mode);
        answer(message, objectText({{QStringLiteral("mode"), m_context.displayMode}}));
    } else {
        answerError(message, ErrorMethodNotFound,
                    tr("mcpscope does not offer \"%1\" to apps.").arg(previewText(method)));
    }
}

void AppHost::handleNotification(const Message &message)
{
    const QString &method = message.method();
    if (method == QLatin1String("ui/notifications/initialized")) {
        m_appReady = true;
        deliverCall();
    } else if (method == QLatin1String("ui/notifications/size-changed")) {
        const QJsonObject params = message.params();
        const auto clamp
            = [](const QJsonValue &v) { return v.isDouble() ? int(qBound(0.0, v.toDouble(), 100000.0)) : 0; };
        Q_EMIT sizeChanged(clamp(params.value(QLatin1String("width"))), clamp(params.value(QLatin1String("height"))));
    } else if (method == QLatin1String("notifications/message")) {
        const QJsonObject params = message.params();
        const QJsonValue data = params.value(QLatin1String("data"));
        const QString text
            = data.isString()
                  ? data.toString()
                  : QString::fromUtf8(QJsonDocument(QJsonArray{data}).toJson(QJsonDocument::Compact).mid(1).chopped(1));
        Q_EMIT appLog(params.value(QLatin1String("level")).toString(), text);
    } else if (method == QLatin1String("ui/notifications/request-teardown")) {
        Q_EMIT teardownRequested();
    }
}

void AppHost::initialize(const Message &message)
{
    const QJsonObject params = message.params();
    m_appInfo = params.value(QLatin1String("appInfo")).toObject();
    QJsonObject sandbox{{QStringLiteral("csp"), m_resource.meta.cspJson()}};
    if (!m_resource.meta.permissions.isEmpty())
        sandbox.insert(QStringLiteral("permissions"), m_resource.meta.permissionsJson());
    const QJsonObject capabilities{
        {QStringLiteral("openLinks"), QJsonObject()},
        {QStringLiteral("serverTools"), QJsonObject()},
        {QStringLiteral("serverResources"), QJsonObject()},
        {QStringLiteral("logging"), QJsonObject()},
        {QStringLiteral("message"), QJsonObject{{QStringLiteral("text"), QJsonObject()}}},
        {QStringLiteral("updateModelContext"),
         QJsonObject{{QStringLiteral("text"), QJsonObject()}, {QStringLiteral("structuredContent"), QJsonObject()}}},
        {QStringLiteral("sandbox"), sandbox},
    };
    const QJsonObject result{
        {QStringLiteral("protocolVersion"), QString(apps::AppProtocolVersion)},
        {QStringLiteral("hostInfo"), QJsonObject{{QStringLiteral("name"), QStringLiteral("mcpscope")},
                                                 {QStringLiteral("version"), QStringLiteral(MCPSCOPE_VERSION)}}},
        {QStringLiteral("hostCapabilities"), capabilities},
        {QStringLiteral("hostContext"), hostContextJson()},
    };
    answer(message, objectText(result));
    m_initialized = true;
    m_initTimer->stop();
    Q_EMIT initialized();
}

void AppHost::callTool(const Message &message, qsizetype index)
{
    const QJsonObject params = message.params();
    const QJsonValue name = params.value(QLatin1String("name"));
    const QJsonValue arguments = params.value(QLatin1String("arguments"));
    if (!name.isString() || (!arguments.isUndefined() && !arguments.isObject())) {
        answerError(message, ErrorInvalidParams, tr("tools/call needs a tool name and arguments as an object."));
        return;
    }
    const QString tool = name.toString();
    const QJsonObject listed = toolOf(tool);
    if (listed.isEmpty() || !apps::callableByApp(listed)) {
        const QString why
            = listed.isEmpty()
                  ? tr("The app tried to call the tool \"%1\", which the server does not list; mcpscope refused.")
                  : tr("The app tried to call the tool \"%1\", whose visibility does not include \"app\"; mcpscope refused.");
        answerError(message, ErrorInvalidRequest, tr("This app may not call the tool \"%1\".").arg(previewText(tool)));
        finding(QStringLiteral("app.host.toolRefused"), why.arg(previewText(tool)), index);
        return;
    }
    QJsonObject forwarded{{QStringLiteral("name"), tool}};
    if (arguments.isObject())
        forwarded.insert(QStringLiteral("arguments"), arguments);
    forward(message, QStringLiteral("tools/call"), forwarded);
}

void AppHost::readResource(const Message &message)
{
    const QJsonValue uri = message.params().value(QLatin1String("uri"));
    if (!uri.isString() || uri.toString().isEmpty()) {
        answerError(message, ErrorInvalidParams, tr("resources/read needs a uri."));
        return;
    }
    forward(message, QStringLiteral("resources/read"), {{QStringLiteral("uri"), uri}});
}

void AppHost::forward(const Message &message, const QString &method, const QJsonObject &params)
{
    if (!m_client || m_client->state() != McpClient::State::Ready) {
        answerError(message, ErrorInternal, tr("mcpscope is not connected to the server."));
        return;
    }
    const QByteArray id = valueText(message.id());
    const int generation = m_generation;
    m_client->request(method, params, this, [this, id, generation](const Reply &reply) {
        if (generation != m_generation)
            return;
        if (reply.ok()) {
            sendToApp(QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + id + QByteArrayLiteral(",\"result\":")
                      + reply.result.text() + '}');
        } else {
            const int code = reply.status == Reply::Status::Error ? reply.errorCode : ErrorInternal;
            const QJsonObject error{{QStringLiteral("code"), code}, {QStringLiteral("message"), reply.errorMessage}};
            sendToApp(QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + id + QByteArrayLiteral(",\"error\":")
                      + objectText(error) + '}');
        }
    });
}

void AppHost::answerOpenLink(int key, bool opened)
{
    const auto it = m_linkRequests.constFind(key);
    if (it == m_linkRequests.cend())
        return;
    const QByteArray id = it.value();
    m_linkRequests.erase(it);
    sendToApp(QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + id + QByteArrayLiteral(",\"result\":")
              + (opened ? QByteArrayLiteral("{}") : QByteArrayLiteral("{\"isError\":true}")) + '}');
}

void AppHost::teardown()
{
    if (!isOpen() || !m_initialized) {
        Q_EMIT tornDown();
        return;
    }
    m_teardownId = m_nextId++;
    sendToApp(QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + QByteArray::number(m_teardownId)
              + QByteArrayLiteral(",\"method\":\"ui/resource-teardown\",\"params\":{}}"));
    m_teardownTimer->start();
}

void AppHost::deliverCall()
{
    if (!m_appReady)
        return;
    if (m_hasInput && !m_inputSent) {
        m_inputSent = true;
        notifyApp(QStringLiteral("ui/notifications/tool-input"), {{QStringLiteral("arguments"), m_toolInput}});
    }
    if (!m_toolResult.isEmpty() && !m_resultSent) {
        m_resultSent = true;
        notifyAppRaw(QStringLiteral("ui/notifications/tool-result"), m_toolResult);
    }
}

QJsonObject AppHost::hostContextJson() const
{
    QJsonObject o{
        {QStringLiteral("theme"), m_context.theme},
        {QStringLiteral("displayMode"), m_context.displayMode},
        {QStringLiteral("availableDisplayModes"), QJsonArray{QStringLiteral("inline"), QStringLiteral("fullscreen")}},
        {QStringLiteral("locale"), m_context.locale.isEmpty() ? QLocale::system().bcp47Name() : m_context.locale},
        {QStringLiteral("timeZone"), QString::fromUtf8(QTimeZone::systemTimeZoneId())},
        {QStringLiteral("userAgent"), QStringLiteral("mcpscope/" MCPSCOPE_VERSION)},
        {QStringLiteral("platform"), QStringLiteral("desktop")},
        {QStringLiteral("deviceCapabilities"),
         QJsonObject{{QStringLiteral("touch"), false}, {QStringLiteral("hover"), true}}},
    };
    // The container has the view's width and grows in height with the app (size-changed), up
    // to a maximum: {width, maxHeight}, one member of each of the spec's two pairs.
    if (m_context.width > 0) {
        QJsonObject dimensions{{QStringLiteral("width"), m_context.width}};
        if (m_context.height > 0)
            dimensions.insert(QStringLiteral("maxHeight"), m_context.height);
        o.insert(QStringLiteral("containerDimensions"), dimensions);
    }
    if (!m_context.styleVariables.isEmpty())
        o.insert(QStringLiteral("styles"), QJsonObject{{QStringLiteral("variables"), m_context.styleVariables}});
    const QJsonObject tool = toolOf(m_resource.toolName);
    if (!tool.isEmpty())
        o.insert(QStringLiteral("toolInfo"), QJsonObject{{QStringLiteral("tool"), tool}});
    return o;
}

void AppHost::sendToApp(const QByteArray &bytes)
{
    record(bytes, false, nullptr);
    Q_EMIT postToApp(bytes);
}

void AppHost::answer(const Message &request, const QByteArray &resultJson)
{
    sendToApp(QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + valueText(request.id())
              + QByteArrayLiteral(",\"result\":") + resultJson + '}');
}

void AppHost::answerError(const Message &request, int code, const QString &message)
{
    const QJsonObject error{{QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
    sendToApp(QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + valueText(request.id())
              + QByteArrayLiteral(",\"error\":") + objectText(error) + '}');
}

void AppHost::notifyApp(const QString &method, const QJsonObject &params)
{
    notifyAppRaw(method, objectText(params));
}

void AppHost::notifyAppRaw(const QString &method, const QByteArray &paramsJson)
{
    sendToApp(QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"method\":") + valueText(method)
              + QByteArrayLiteral(",\"params\":") + paramsJson + '}');
}

void AppHost::finding(const QString &code, const QString &text, qsizetype eventIndex)
{
    if (m_client && m_client->session()) {
        Diagnostic d;
        d.code = code;
        d.severity = Severity::Warning;
        d.message = text;
        d.messageIndex = eventIndex;
        m_client->session()->addDiagnostics({d});
    }
    Q_EMIT problem(text);
}

} // namespace mcpscope
