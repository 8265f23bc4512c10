// SPDX-License-Identifier: MIT
#include "completionrequester.h"

#include "mcpclient.h"

#include <QJsonArray>
#include <QTimer>

namespace mcpscope {

CompletionRequester::CompletionRequester(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(DefaultDebounceMs);
    connect(m_timer, &QTimer::timeout, this, &CompletionRequester::send);
}

CompletionRequester::~CompletionRequester() = default;

QJsonObject CompletionRequester::promptReference(const QString &name)
{
    return {{QStringLiteral("type"), QStringLiteral("ref/prompt")}, {QStringLiteral("name"), name}};
}

QJsonObject CompletionRequester::templateReference(const QString &uriTemplate)
{
    return {{QStringLiteral("type"), QStringLiteral("ref/resource")}, {QStringLiteral("uri"), uriTemplate}};
}

void CompletionRequester::setClient(McpClient *client)
{
    m_client = client;
    cancel();
}

void CompletionRequester::setReference(const QJsonObject &reference)
{
    if (reference == m_reference)
        return;
    m_reference = reference;
    cancel();
}

void CompletionRequester::setDebounceMs(int ms)
{
    m_timer->setInterval(ms);
}

bool CompletionRequester::isAvailable() const
{
    return m_client && m_client->state() == McpClient::State::Ready
           && m_client->serverCapabilities().contains(QLatin1String("completions"));
}

void CompletionRequester::request(const QString &argument, const QString &value, const QJsonObject &context)
{
    ++m_sequence; // whatever was asked before is stale now
    m_argument = argument;
    m_value = value;
    m_context = context;
    if (!isAvailable() || m_reference.isEmpty()) {
        m_timer->stop();
        return;
    }
    m_timer->start();
}

void CompletionRequester::cancel()
{
    ++m_sequence;
    m_timer->stop();
}

void CompletionRequester::send()
{
    if (!isAvailable())
        return;
    QJsonObject params{{QStringLiteral("ref"), m_reference},
                       {QStringLiteral("argument"),
                        QJsonObject{{QStringLiteral("name"), m_argument}, {QStringLiteral("value"), m_value}}}};
    QJsonObject others = m_context;
    others.remove(m_argument);
    if (!others.isEmpty())
        params.insert(QStringLiteral("context"), QJsonObject{{QStringLiteral("arguments"), others}});
    const quint64 sequence = m_sequence;
    const QString argument = m_argument;
    const QString value = m_value;
    ++m_sent;
    m_client->request(
        QStringLiteral("completion/complete"), params, this, [this, sequence, argument, value](const Reply &reply) {
            if (sequence != m_sequence)
                return; // the text changed since: a newer request is coming or came
            if (!reply.ok()) {
                Q_EMIT failed(argument, reply.errorMessage);
                return;
            }
            const QJsonObject completion = reply.result.object().value(QLatin1String("completion")).toObject();
            const QJsonArray array = completion.value(QLatin1String("values")).toArray();
            QStringList values;
            for (const QJsonValue &v : array) {
                if (values.size() >= MaxValues)
                    break;
                if (v.isString() && !v.toString().isEmpty())
                    values << v.toString().left(1000);
            }
            const QJsonValue total = completion.value(QLatin1String("total"));
            Q_EMIT completed(argument, value, values, total.isDouble() ? qint64(total.toDouble()) : -1,
                             completion.value(QLatin1String("hasMore")).toBool());
        });
}

} // namespace mcpscope
