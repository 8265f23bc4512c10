// SPDX-License-Identifier: MIT
#include "promptcatalog.h"

#include "promptlistmodel.h"

#include <QDateTime>

namespace mcpscope {

PromptCatalog::PromptCatalog(QObject *parent)
    : QObject(parent)
    , m_prompts(new PromptListModel(this))
{
}

PromptCatalog::~PromptCatalog() = default;

void PromptCatalog::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    m_client = client;
    ++m_generation;
    m_loading = false;
    m_prompts->clear();
    if (m_client) {
        connect(m_client, &McpClient::stateChanged, this, &PromptCatalog::onStateChanged);
        connect(m_client, &McpClient::notificationReceived, this, [this](const Message &message) {
            if (message.method() == QLatin1String("notifications/prompts/list_changed")) {
                Q_EMIT listChanged();
                refresh();
            }
        });
        if (m_client->state() == McpClient::State::Ready)
            refresh();
    }
    Q_EMIT availabilityChanged();
}

bool PromptCatalog::isOffered() const
{
    return m_client && m_client->state() == McpClient::State::Ready
           && m_client->serverCapabilities().value(QLatin1String("prompts")).isObject();
}

void PromptCatalog::onStateChanged(McpClient::State state)
{
    if (state == McpClient::State::Starting) {
        ++m_generation;
        m_loading = false;
        m_error.clear();
        m_prompts->clear();
    } else if (state == McpClient::State::Ready) {
        refresh();
    } else if (state != McpClient::State::Initializing) {
        m_loading = false;
    }
    Q_EMIT availabilityChanged();
}

void PromptCatalog::refresh()
{
    if (!isOffered())
        return;
    const int generation = ++m_generation;
    m_loading = true;
    m_client->requestAll(QStringLiteral("prompts/list"), QStringLiteral("prompts"), {}, this,
                         [this, generation](const Reply &reply) {
                             if (generation != m_generation)
                                 return;
                             m_loading = false;
                             if (reply.ok()) {
                                 m_cache = reply.cache;
                                 m_prompts->setItems(reply.result.object().value(QLatin1String("prompts")).toArray());
                                 m_error.clear();
                             } else {
                                 m_error = tr("The list of prompts could not be read: %1").arg(reply.errorMessage);
                             }
                             Q_EMIT refreshed();
                         });
}

bool PromptCatalog::refreshIfStale()
{
    if (m_loading || !isOffered() || !m_cache.isStale(QDateTime::currentMSecsSinceEpoch()))
        return false;
    refresh();
    return true;
}

qint64 PromptCatalog::get(const QString &name, const QJsonObject &arguments, QObject *context,
                          McpClient::Callback callback)
{
    if (!m_client)
        return -1;
    QJsonObject params{{QStringLiteral("name"), name}};
    QJsonObject filled;
    for (auto it = arguments.begin(); it != arguments.end(); ++it) {
        if (!it.value().toString().isEmpty())
            filled.insert(it.key(), it.value());
    }
    if (!filled.isEmpty())
        params.insert(QStringLiteral("arguments"), filled);
    return m_client->request(QStringLiteral("prompts/get"), params, context, std::move(callback));
}

} // namespace mcpscope
