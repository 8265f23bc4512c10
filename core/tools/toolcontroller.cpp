// SPDX-License-Identifier: MIT
#include "toolcontroller.h"

#include "json/jsontext.h"
#include "mcp/mcpclient.h"
#include "toollistmodel.h"

#include <QDateTime>

namespace mcpscope {

ToolController::ToolController(QObject *parent)
    : QObject(parent)
    , m_tools(new ToolListModel(this))
    , m_history(new ToolCallHistory(this))
{
}

ToolController::~ToolController() = default;

void ToolController::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    m_client = client;
    ++m_generation;
    m_running.clear();
    m_tools->clear();
    if (m_client) {
        connect(m_client, &McpClient::stateChanged, this, &ToolController::onClientState);
        connect(m_client, &McpClient::ready, this, &ToolController::onReady);
        connect(m_client, &McpClient::notificationReceived, this, [this](const Message &message) {
            if (message.method() == QLatin1String("notifications/tools/list_changed")
                && m_availability != Availability::NoTools && m_availability != Availability::NotConnected) {
                m_serverChanged = true;
                fetch();
            }
        });
    }
    if (m_client && m_client->state() == McpClient::State::Ready)
        onReady();
    else
        setAvailability(Availability::NotConnected);
}

void ToolController::setAvailability(Availability availability)
{
    if (availability == m_availability)
        return;
    m_availability = availability;
    Q_EMIT availabilityChanged(availability);
}

void ToolController::onClientState()
{
    if (!m_client || m_client->state() == McpClient::State::Ready)
        return;
    if (m_client->state() == McpClient::State::Starting) {
        // A new connection: the old list and its pending answers no longer apply.
        ++m_generation;
        m_fetching = m_fetchAgain = m_serverChanged = false;
        m_tools->clear();
    }
    setAvailability(Availability::NotConnected);
}

void ToolController::onReady()
{
    ++m_generation;
    m_fetching = m_fetchAgain = m_serverChanged = false;
    if (!m_client->serverCapabilities().contains(QLatin1String("tools"))) {
        m_tools->clear();
        setAvailability(Availability::NoTools);
        return;
    }
    fetch();
}

void ToolController::refresh()
{
    if (m_client && m_client->state() == McpClient::State::Ready
        && m_client->serverCapabilities().contains(QLatin1String("tools")))
        fetch();
}

bool ToolController::refreshIfStale()
{
    if (m_fetching || m_availability != Availability::Ready || !m_cache.isStale(QDateTime::currentMSecsSinceEpoch()))
        return false;
    refresh();
    return m_fetching;
}

void ToolController::fetch()
{
    if (!m_client || m_client->state() != McpClient::State::Ready)
        return;
    // Servers send list_changed in bursts (server-everything sends five at once): one
    // request at a time, and one more after it when more changes were announced meanwhile.
    if (m_fetching) {
        m_fetchAgain = true;
        return;
    }
    m_fetching = true;
    if (m_availability != Availability::Ready)
        setAvailability(Availability::Loading);
    const int generation = m_generation;
    m_client->requestAll(QStringLiteral("tools/list"), QStringLiteral("tools"), {}, this,
                         [this, generation](const Reply &reply) {
                             if (generation != m_generation)
                                 return;
                             m_fetching = false;
                             if (m_fetchAgain) {
                                 m_fetchAgain = false;
                                 fetch();
                                 return;
                             }
                             if (!reply.ok()) {
                                 m_listError = reply.status == Reply::Status::Error
                                                   ? tr("The server answered tools/list with error %1: %2")
                                                         .arg(reply.errorCode)
                                                         .arg(reply.errorMessage)
                                                   : reply.errorMessage;
                                 setAvailability(Availability::ListFailed);
                                 return;
                             }
                             m_listError.clear();
                             m_cache = reply.cache;
                             m_tools->setTools(reply.result.object().value(QLatin1String("tools")).toArray(),
                                               jsontext::memberText(reply.result.text(), "tools").toByteArray());
                             const bool serverChanged = m_serverChanged;
                             m_serverChanged = false;
                             setAvailability(Availability::Ready);
                             Q_EMIT toolsRefreshed(serverChanged);
                         });
}

qint64 ToolController::call(const QString &tool, const QJsonObject &arguments, bool argumentsInvalid)
{
    if (!m_client || m_client->state() != McpClient::State::Ready)
        return -1;
    ToolCall record;
    record.tool = tool;
    record.started = QDateTime::currentDateTimeUtc();
    record.arguments = arguments;
    record.argumentsInvalid = argumentsInvalid;
    const int row = m_tools->rowOf(tool);
    if (row >= 0)
        record.outputSchema = m_tools->tool(row).value(QLatin1String("outputSchema")).toObject();
    const qint64 serial = m_history->add(record);

    RequestOptions options;
    options.onProgress = [this, serial](double progress, double total, const QString &message) {
        if (m_running.contains(serial))
            Q_EMIT callProgress(serial, progress, total, message);
    };
    const QJsonObject params{{QStringLiteral("name"), tool}, {QStringLiteral("arguments"), arguments}};
    const qint64 requestId = m_client->request(
        QStringLiteral("tools/call"), params, this,
        [this, serial](const Reply &reply) {
            m_running.remove(serial);
            ToolCall done = m_history->call(serial);
            if (done.serial < 0)
                return;
            done.latencyMs = reply.latencyMs;
            done.rounds = reply.rounds;
            switch (reply.status) {
            case Reply::Status::Result:
                done.result = reply.result;
                done.outcome = reply.result.object().value(QLatin1String("isError")).toBool()
                                   ? ToolCall::Outcome::ToolError
                                   : ToolCall::Outcome::Ok;
                break;
            case Reply::Status::Error:
                done.outcome = ToolCall::Outcome::ProtocolError;
                done.errorCode = reply.errorCode;
                done.errorMessage = reply.errorMessage;
                break;
            case Reply::Status::Cancelled:
                done.outcome = ToolCall::Outcome::Cancelled;
                done.errorMessage = reply.errorMessage;
                break;
            case Reply::Status::Timeout:
            case Reply::Status::Disconnected:
            case Reply::Status::Broken:
                done.outcome = ToolCall::Outcome::Failed;
                done.errorMessage = reply.errorMessage;
                break;
            }
            m_history->update(done);
            Q_EMIT callFinished(serial);
        },
        options);
    // The callback may already have run (a transport that cannot send finishes at once).
    if (m_history->call(serial).outcome == ToolCall::Outcome::Running) {
        m_running.insert(serial, requestId);
        ToolCall started = m_history->call(serial);
        started.requestId = requestId;
        m_history->update(started);
    }
    Q_EMIT callStarted(serial);
    return serial;
}

void ToolController::cancel(qint64 serial)
{
    const auto it = m_running.constFind(serial);
    if (it == m_running.constEnd() || !m_client)
        return;
    // The reason goes to the server over the wire: English whatever the locale, like every
    // text mcpscope sends.
    m_client->cancel(it.value(), QStringLiteral("Cancelled by the user in mcpscope."));
}

} // namespace mcpscope
