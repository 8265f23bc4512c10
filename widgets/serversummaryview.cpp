// SPDX-License-Identifier: MIT
#include "serversummaryview.h"

#include "mcp/mcpclient.h"
#include "session/session.h"
#include "statetext.h"

#include <QFormLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QTimer>

namespace mcpscope {

ServerSummaryView::ServerSummaryView(QWidget *parent)
    : QWidget(parent)
    , m_refreshTimer(new QTimer(this))
{
    setAccessibleName(tr("Server summary"));
    auto *layout = new QFormLayout(this);
    layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->setRowWrapPolicy(QFormLayout::DontWrapRows);
    setLayout(layout);

    m_command = addField(tr("Command:"), tr("Server command"), QStringLiteral("command"));
    m_server = addField(tr("Server:"), tr("Server name"), QStringLiteral("server"));
    m_version = addField(tr("Version:"), tr("Server version"), QStringLiteral("version"));
    m_protocol = addField(tr("Protocol:"), tr("Negotiated protocol version"), QStringLiteral("protocol"));
    m_state = addField(tr("State:"), tr("Connection state"), QStringLiteral("state"));
    m_capabilities = addField(tr("Offers:"), tr("Server capabilities"), QStringLiteral("capabilities"));
    m_messages = addField(tr("Messages:"), tr("Message counts"), QStringLiteral("messages"));
    m_errors = addField(tr("Errors:"), tr("Error count"), QStringLiteral("errors"));
    m_stderr = addField(tr("Error output lines:"), tr("Error output line count"), QStringLiteral("stderr"));

    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(0);
    connect(m_refreshTimer, &QTimer::timeout, this, &ServerSummaryView::refresh);
    refresh();
}

ServerSummaryView::~ServerSummaryView() = default;

QLabel *ServerSummaryView::addField(const QString &label, const QString &accessibleName,
                                    const QString &objectName)
{
    auto *value = new QLabel(this);
    value->setObjectName(objectName);
    value->setAccessibleName(accessibleName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    value->setTextFormat(Qt::PlainText);
    auto *layout = static_cast<QFormLayout *>(this->layout());
    layout->addRow(label, value);
    if (auto *buddy = qobject_cast<QLabel *>(layout->labelForField(value)))
        buddy->setBuddy(value);
    return value;
}

void ServerSummaryView::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_client = client;
    m_session = client ? client->session() : nullptr;
    m_seen = m_sent = m_received = m_errorCount = m_stderrLines = 0;
    if (m_client) {
        connect(m_client, &McpClient::stateChanged, this, &ServerSummaryView::scheduleRefresh);
        connect(m_client, &QObject::destroyed, this, &ServerSummaryView::scheduleRefresh);
    }
    if (m_session)
        connect(m_session, &Session::eventAppended, this, &ServerSummaryView::scheduleRefresh);
    refresh();
}

void ServerSummaryView::setCommand(const QString &command)
{
    m_command->setText(command);
    m_command->setToolTip(command);
}

QString ServerSummaryView::text(Field field) const
{
    switch (field) {
    case Field::Command:
        return m_command->text();
    case Field::Server:
        return m_server->text();
    case Field::Version:
        return m_version->text();
    case Field::Protocol:
        return m_protocol->text();
    case Field::State:
        return m_state->text();
    case Field::Capabilities:
        return m_capabilities->text();
    case Field::Messages:
        return m_messages->text();
    case Field::Errors:
        return m_errors->text();
    case Field::Stderr:
        return m_stderr->text();
    }
    return {};
}

void ServerSummaryView::scheduleRefresh()
{
    if (!m_refreshTimer->isActive())
        m_refreshTimer->start();
}

void ServerSummaryView::countNewEvents()
{
    if (!m_session)
        return;
    for (const qsizetype total = m_session->count(); m_seen < total; ++m_seen) {
        const SessionEvent &event = m_session->eventAt(m_seen);
        switch (event.type) {
        case SessionEvent::Type::Sent:
            ++m_sent;
            break;
        case SessionEvent::Type::Received:
            ++m_received;
            if (event.message.kind() == Message::Kind::Error
                || event.message.kind() == Message::Kind::Invalid)
                ++m_errorCount;
            break;
        case SessionEvent::Type::Stderr:
            ++m_stderrLines;
            break;
        case SessionEvent::Type::Lifecycle:
            break;
        }
    }
}

void ServerSummaryView::refresh()
{
    m_refreshTimer->stop();
    countNewEvents();
    const QString unknown = tr("not known yet");
    const QLocale locale;

    if (!m_client) {
        m_state->setText(describeClientState(McpClient::State::Disconnected));
        for (QLabel *label : {m_server, m_version, m_protocol, m_capabilities})
            label->setText(unknown);
    } else {
        m_state->setText(describeClientState(m_client->state()));
        const QJsonObject info = m_client->serverInfo();
        const QString name = info.value(QLatin1String("name")).toString();
        const QString title = info.value(QLatin1String("title")).toString();
        if (name.isEmpty()) {
            m_server->setText(unknown);
        } else if (!title.isEmpty() && title != name) {
            m_server->setText(tr("%1 (%2)").arg(title, name));
        } else {
            m_server->setText(name);
        }
        const QString version = info.value(QLatin1String("version")).toString();
        m_version->setText(version.isEmpty() ? unknown : version);
        const QString protocol = m_client->protocolVersion();
        m_protocol->setText(protocol.isEmpty() ? unknown : protocol);

        const QJsonObject caps = m_client->serverCapabilities();
        if (m_client->state() != McpClient::State::Ready && caps.isEmpty())
            m_capabilities->setText(unknown);
        else if (caps.isEmpty())
            m_capabilities->setText(tr("nothing (no capabilities announced)"));
        else
            m_capabilities->setText(caps.keys().join(QLatin1String(", ")));
    }
    m_messages->setText(tr("%1 sent, %2 received")
                            .arg(locale.toString(qlonglong(m_sent)), locale.toString(qlonglong(m_received))));
    m_errors->setText(locale.toString(qlonglong(m_errorCount)));
    m_stderr->setText(locale.toString(qlonglong(m_stderrLines)));
}

} // namespace mcpscope
