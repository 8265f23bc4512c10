// SPDX-License-Identifier: MIT
#include "surfacereader.h"

#include "mcpclient.h"

#include <QJsonObject>

namespace mcpscope {

SurfaceReader::SurfaceReader(McpClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
}

void SurfaceReader::start()
{
    m_error.clear();
    m_lists.clear();
    const QJsonObject capabilities = m_client->serverCapabilities();
    if (capabilities.contains(QLatin1String("tools")))
        m_lists.append({"tools/list", "tools", false});
    if (capabilities.contains(QLatin1String("resources"))) {
        m_lists.append({"resources/list", "resources", false});
        m_lists.append({"resources/templates/list", "resourceTemplates", true});
    }
    if (capabilities.contains(QLatin1String("prompts")))
        m_lists.append({"prompts/list", "prompts", false});
    next();
}

void SurfaceReader::next()
{
    if (m_lists.isEmpty()) {
        Q_EMIT finished(true);
        return;
    }
    const List list = m_lists.takeFirst();
    const QString method = QLatin1String(list.method);
    m_client->requestAll(
        method, QLatin1String(list.itemsKey), QJsonObject(), this, [this, list, method](const Reply &reply) {
            constexpr int MethodNotFound = -32601;
            if (reply.ok()
                || (list.optional && reply.status == Reply::Status::Error && reply.errorCode == MethodNotFound)) {
                next();
                return;
            }
            m_error = reply.status == Reply::Status::Error
                          ? tr("%1 failed with error %2: %3").arg(method).arg(reply.errorCode).arg(reply.errorMessage)
                          : tr("%1 failed: %2").arg(method, reply.errorMessage);
            Q_EMIT finished(false);
        });
}

} // namespace mcpscope
