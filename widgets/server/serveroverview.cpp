// SPDX-License-Identifier: MIT
#include "widgets/server/serveroverview.h"

#include "mcp/mcpclient.h"
#include "session/session.h"
#include "widgets/common/safetextview.h"
#include "widgets/server/capabilitytext.h"
#include "widgets/server/statetext.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mcpscope {

namespace {

constexpr int PathRole = Qt::UserRole + 1;

/// A live connection's summary: the client has read the handshake; the overview counts the lists.
SessionSummary liveSummary()
{
    SessionSummary summary;
    summary.reading = SessionSummary::Reading::ListsOnly;
    return summary;
}

// The first icon the server sent inline (data: URI); remote icons are never fetched.
QPixmap inlineIcon(const QJsonObject &serverInfo)
{
    const QJsonArray icons = serverInfo.value(QLatin1String("icons")).toArray();
    for (const QJsonValue &icon : icons) {
        const QString src = icon.toObject().value(QLatin1String("src")).toString();
        if (!src.startsWith(QLatin1String("data:image/")))
            continue;
        const qsizetype comma = src.indexOf(QLatin1Char(','));
        if (comma < 0 || !src.left(comma).endsWith(QLatin1String(";base64")))
            continue;
        QPixmap pixmap;
        if (pixmap.loadFromData(QByteArray::fromBase64(src.mid(comma + 1).toLatin1())))
            return pixmap;
    }
    return {};
}

QString valueText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Array:
        return QStringLiteral("[…]");
    default:
        return {};
    }
}

} // namespace

ServerOverview::ServerOverview(QWidget *parent)
    : QWidget(parent)
    , m_refreshTimer(new QTimer(this))
    , m_icon(new QLabel(this))
    , m_capabilities(new QTreeWidget(this))
    , m_instructions(new SafeTextView(this))
{
    setAccessibleName(tr("Server overview"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);

    auto *top = new QWidget(this);
    auto *form = new QFormLayout(top);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_icon->setAccessibleName(tr("Server icon"));
    m_icon->setVisible(false);
    m_server = addField(form, tr("Server:"), tr("Server name"), QStringLiteral("server"));
    m_version = addField(form, tr("Version:"), tr("Server version"), QStringLiteral("version"));
    m_protocol = addField(form, tr("Protocol:"), tr("Negotiated protocol version"), QStringLiteral("protocol"));
    m_state = addField(form, tr("State:"), tr("Connection state"), QStringLiteral("state"));
    m_command = addField(form, tr("Command:"), tr("Server command"), QStringLiteral("command"));
    m_transport = addField(form, tr("Transport:"), tr("Transport and HTTP session"), QStringLiteral("transport"));
    m_authorization = addField(form, tr("Sign-in:"), tr("Authorization state"), QStringLiteral("authorization"));
    m_changes = addField(form, tr("Changes:"), tr("Change stream"), QStringLiteral("changes"));
    form->setRowVisible(m_transport, false);
    form->setRowVisible(m_authorization, false);
    form->setRowVisible(m_changes, false);
    m_tools = addField(form, tr("Tools:"), tr("Number of tools"), QStringLiteral("tools"));
    m_prompts = addField(form, tr("Prompts:"), tr("Number of prompts"), QStringLiteral("prompts"));
    m_resources = addField(form, tr("Resources:"), tr("Number of resources"), QStringLiteral("resources"));
    m_templates = addField(form, tr("Templates:"), tr("Number of resource templates"), QStringLiteral("templates"));
    m_messages = addField(form, tr("Messages:"), tr("Message counts"), QStringLiteral("messages"));
    m_errors = addField(form, tr("Error responses:"), tr("Error response count"), QStringLiteral("errors"));
    m_stderr = addField(form, tr("Error output:"), tr("Error output line count"), QStringLiteral("stderr"));
    form->insertRow(0, m_icon);
    m_offers = new QLabel(this); // the tree below shows them; kept for text(Field::Capabilities)
    m_offers->setVisible(false);

    m_capabilities->setAccessibleName(tr("Capabilities"));
    m_capabilities->setHeaderLabels({tr("Capability"), tr("Value")});
    m_capabilities->setUniformRowHeights(true);
    m_capabilities->header()->setStretchLastSection(false);
    m_capabilities->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_capabilities->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    m_instructions->setAccessibleName(tr("Instructions of the server"));
    // The server's text: nothing loads, raw HTML stays text, a link opens only after the user
    // saw its whole address.
    m_instructions->setFitsContent(false);
    m_instructions->setLinksOpenAfterConfirmation(true);
    m_instructions->setPlaceholderText(tr("The server gave no instructions."));

    auto *instructionsBox = new QGroupBox(tr("Instructions"), this);
    auto *instructionsLayout = new QVBoxLayout(instructionsBox);
    instructionsLayout->setContentsMargins(2, 2, 2, 2);
    instructionsLayout->addWidget(m_instructions);

    // The form keeps the height its wrapped lines need; the tree and the instructions share the rest.
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("overviewSplitter"));
    splitter->addWidget(m_capabilities);
    splitter->addWidget(instructionsBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    outer->addWidget(top);
    m_instructions->setMinimumHeight(fontMetrics().height() * 4);
    m_capabilities->setMinimumHeight(fontMetrics().height() * 6);
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 26);
    outer->addWidget(splitter, 1);

    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(0);
    connect(m_refreshTimer, &QTimer::timeout, this, &ServerOverview::refresh);
    refresh();
}

ServerOverview::~ServerOverview() = default;

QLabel *ServerOverview::addField(QFormLayout *layout, const QString &label, const QString &accessibleName,
                                 const QString &objectName)
{
    auto *value = new QLabel(this);
    value->setObjectName(objectName);
    value->setAccessibleName(accessibleName);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    value->setTextFormat(Qt::PlainText);
    layout->addRow(label, value);
    if (auto *buddy = qobject_cast<QLabel *>(layout->labelForField(value)))
        buddy->setBuddy(value);
    return value;
}

void ServerOverview::setClient(McpClient *client)
{
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_client = client;
    m_session = client ? client->session() : nullptr;
    m_recording = false;
    m_summary = liveSummary();
    m_seen = m_sent = m_received = m_errorCount = m_stderrLines = 0;
    if (m_client) {
        connect(m_client, &McpClient::stateChanged, this, [this](McpClient::State state) {
            if (state == McpClient::State::Starting) {
                // A new connection: the lists of the old one no longer apply.
                countNewEvents();
                m_summary = liveSummary();
            }
            scheduleRefresh();
        });
        connect(m_client, &McpClient::ready, this, &ServerOverview::scheduleRefresh);
        connect(m_client, &QObject::destroyed, this, &ServerOverview::scheduleRefresh);
    }
    if (m_session)
        connect(m_session, &Session::eventAppended, this, &ServerOverview::scheduleRefresh);
    for (QLabel *label : {m_tools, m_resources, m_templates, m_prompts})
        label->clear();
    refresh();
}

void ServerOverview::setRecordedSession(Session *session)
{
    setClient(nullptr);
    m_session = session;
    m_recording = session != nullptr;
    m_summary = SessionSummary(); // a recording has no client: the summary reads the handshake too
    m_capabilitiesShown = false;  // the tree names the recorded client instead of mcpscope
    if (m_session)
        connect(m_session, &Session::eventAppended, this, &ServerOverview::scheduleRefresh);
    refresh();
}

void ServerOverview::setCommand(const QString &command)
{
    // An inline script as an argument can be pages long: the whole of it is in the tooltip.
    constexpr qsizetype MaxShown = 160;
    m_command->setText(command.size() > MaxShown ? command.left(MaxShown) + QChar(0x2026) : command);
    m_command->setToolTip(command);
}

void ServerOverview::setTransportState(const QString &text)
{
    m_transport->setText(text);
    if (auto *form = qobject_cast<QFormLayout *>(m_transport->parentWidget()->layout()))
        form->setRowVisible(m_transport, !text.isEmpty());
}

void ServerOverview::setAuthorizationState(const QString &text)
{
    m_authorization->setText(text);
    if (auto *form = qobject_cast<QFormLayout *>(m_authorization->parentWidget()->layout()))
        form->setRowVisible(m_authorization, !text.isEmpty());
}

void ServerOverview::setChangeStreamState(const QString &text)
{
    m_changes->setText(text);
    if (auto *form = qobject_cast<QFormLayout *>(m_changes->parentWidget()->layout()))
        form->setRowVisible(m_changes, !text.isEmpty());
}

QString ServerOverview::text(Field field) const
{
    switch (field) {
    case Field::Command:
        return m_command->toolTip();
    case Field::Server:
        return m_server->text();
    case Field::Version:
        return m_version->text();
    case Field::Protocol:
        return m_protocol->text();
    case Field::State:
        return m_state->text();
    case Field::Capabilities:
        return m_offers->text();
    case Field::Messages:
        return m_messages->text();
    case Field::Errors:
        return m_errors->text();
    case Field::Stderr:
        return m_stderr->text();
    case Field::Tools:
        return m_tools->text();
    case Field::Resources:
        return m_resources->text();
    case Field::Templates:
        return m_templates->text();
    case Field::Prompts:
        return m_prompts->text();
    case Field::Instructions:
        return m_instructions->toPlainText();
    case Field::Transport:
        return m_transport->text();
    case Field::Authorization:
        return m_authorization->text();
    case Field::Changes:
        return m_changes->text();
    }
    return {};
}

QLabel *ServerOverview::countLabel(List list) const
{
    switch (list) {
    case List::Tools:
        return m_tools;
    case List::Resources:
        return m_resources;
    case List::Templates:
        return m_templates;
    case List::Prompts:
        return m_prompts;
    }
    return nullptr;
}

void ServerOverview::scheduleRefresh()
{
    if (!m_refreshTimer->isActive())
        m_refreshTimer->start();
}

void ServerOverview::countNewEvents()
{
    if (!m_session)
        return;
    for (const qsizetype total = m_session->count(); m_seen < total; ++m_seen) {
        const SessionEvent &event = m_session->eventAt(m_seen);
        m_summary.add(event);
        switch (event.type) {
        case SessionEvent::Type::Sent:
            ++m_sent;
            break;
        case SessionEvent::Type::Received:
            ++m_received;
            if (event.message.kind() == Message::Kind::Error || event.message.kind() == Message::Kind::Invalid)
                ++m_errorCount;
            break;
        case SessionEvent::Type::Stderr:
            ++m_stderrLines;
            break;
        case SessionEvent::Type::Lifecycle:
        case SessionEvent::Type::Http:
        case SessionEvent::Type::App: // between an app and mcpscope, not the server's
            break;
        }
    }
}

void ServerOverview::refresh()
{
    m_refreshTimer->stop();
    countNewEvents();
    if (m_recording)
        refreshRecorded();
    else
        refreshLive();
    const QLocale locale;
    m_messages->setText(
        tr("%1 sent, %2 received").arg(locale.toString(qlonglong(m_sent)), locale.toString(qlonglong(m_received))));
    m_errors->setText(locale.toString(qlonglong(m_errorCount)));
    m_stderr->setText(tr("%1 lines").arg(locale.toString(qlonglong(m_stderrLines))));
}

void ServerOverview::showServer(const QJsonObject &info, const QString &protocol)
{
    const QString unknown = tr("not known yet");
    const QString name = info.value(QLatin1String("name")).toString();
    const QString title = info.value(QLatin1String("title")).toString();
    if (name.isEmpty())
        m_server->setText(unknown);
    else if (!title.isEmpty() && title != name)
        m_server->setText(tr("%1 (%2)").arg(title, name));
    else
        m_server->setText(name);
    const QString website = info.value(QLatin1String("websiteUrl")).toString();
    m_server->setToolTip(website.isEmpty() ? info.value(QLatin1String("description")).toString() : website);
    const QPixmap icon = inlineIcon(info);
    m_icon->setVisible(!icon.isNull());
    if (!icon.isNull())
        m_icon->setPixmap(icon.scaled(32, 32, Qt::KeepAspectRatio, Qt::SmoothTransformation));
    const QString version = info.value(QLatin1String("version")).toString();
    m_version->setText(version.isEmpty() ? unknown : version);
    m_protocol->setText(protocol.isEmpty() ? unknown : protocol);
}

void ServerOverview::showInstructions(const QString &instructions)
{
    if (instructions != m_instructions->property("markdownSource").toString()) {
        m_instructions->setProperty("markdownSource", instructions);
        m_instructions->showText(instructions, true);
    }
}

void ServerOverview::refreshLive()
{
    const QString unknown = tr("not known yet");
    if (!m_client) {
        m_state->setText(describeClientState(McpClient::State::Disconnected));
        for (QLabel *label : {m_server, m_version, m_protocol, m_offers})
            label->setText(unknown);
    } else {
        m_state->setText(describeClientState(m_client->state()));
        QString protocol = m_client->protocolVersion();
        if (!protocol.isEmpty() && m_client->isModern())
            protocol = tr("%1 (modern: no session; the server supports %2)")
                           .arg(protocol, m_client->supportedVersions().join(QStringLiteral(", ")));
        showServer(m_client->serverInfo(), protocol);

        const QJsonObject caps = m_client->serverCapabilities();
        if (m_client->state() != McpClient::State::Ready && caps.isEmpty())
            m_offers->setText(unknown);
        else if (caps.isEmpty())
            m_offers->setText(tr("nothing (no capabilities announced)"));
        else
            m_offers->setText(caps.keys().join(QLatin1String(", ")));

        showInstructions(m_client->instructions());
        fillCapabilities(caps, m_client->clientCapabilities(),
                         m_client->state() == McpClient::State::Ready || !caps.isEmpty());
    }
    const QJsonObject caps = m_client ? m_client->serverCapabilities() : QJsonObject();
    for (const List list : {List::Tools, List::Prompts, List::Resources, List::Templates})
        showLiveList(list, caps);
    // Counts of an earlier connection stay until a new one starts (they were received).
    const McpClient::State state = m_client ? m_client->state() : McpClient::State::Disconnected;
    if (state == McpClient::State::Disconnected || state == McpClient::State::Starting
        || state == McpClient::State::Initializing) {
        for (QLabel *label : {m_tools, m_resources, m_templates, m_prompts}) {
            label->setText(tr("not known yet"));
            label->setToolTip(QString());
        }
    }
}

void ServerOverview::refreshRecorded()
{
    const SessionSummary &s = m_summary;
    if (!s.initializeError.isEmpty())
        m_state->setText(tr("Recorded; the server refused to initialize: %1").arg(s.initializeError.left(200)));
    else if (s.initializeResponseIndex >= 0)
        m_state->setText(tr("Recorded (no server connected)"));
    else if (s.initializeRequestIndex >= 0)
        m_state->setText(tr("Recorded; the server has not answered initialize"));
    else
        m_state->setText(tr("Recorded; no initialize request in it"));
    m_state->setToolTip(tr("This is a recording: what it shows is what the file says."));

    showServer(s.serverInfo, s.protocolVersion);
    if (!s.hasServer())
        m_offers->setText(tr("not recorded"));
    else if (s.serverCapabilities.isEmpty())
        m_offers->setText(tr("nothing (no capabilities announced)"));
    else
        m_offers->setText(s.serverCapabilities.keys().join(QLatin1String(", ")));
    showInstructions(s.instructions);
    fillCapabilities(s.serverCapabilities, s.clientCapabilities, s.hasServer());
    for (const List list : {List::Tools, List::Prompts, List::Resources, List::Templates})
        showRecordedList(list);
}

bool ServerOverview::summarizedList(List list, QString *capability, QString *method, qsizetype *count) const
{
    const SessionSummary &s = m_summary;
    switch (list) {
    case List::Tools:
        *capability = QStringLiteral("tools"), *method = QStringLiteral("tools/list");
        *count = s.tools.size();
        return s.toolsListed;
    case List::Prompts:
        *capability = QStringLiteral("prompts"), *method = QStringLiteral("prompts/list");
        *count = s.prompts.size();
        return s.promptsListed;
    case List::Resources:
        *capability = QStringLiteral("resources"), *method = QStringLiteral("resources/list");
        *count = s.resources.size();
        return s.resourcesListed;
    case List::Templates:
        *capability = QStringLiteral("resources"), *method = QStringLiteral("resources/templates/list");
        *count = s.resourceTemplates.size();
        return s.resourceTemplatesListed;
    }
    return false;
}

void ServerOverview::showLiveList(List list, const QJsonObject &capabilities)
{
    QLabel *label = countLabel(list);
    QString capability, method;
    qsizetype count = 0;
    const bool listed = summarizedList(list, &capability, &method, &count);
    if (listed) {
        label->setText(QLocale().toString(qlonglong(count)));
        label->setToolTip(tr("Answer to %1").arg(method));
    } else if (m_client && m_client->state() == McpClient::State::Ready && !capabilities.contains(capability)) {
        label->setText(tr("not offered"));
        label->setToolTip(tr("The server did not declare the \"%1\" capability.").arg(capability));
    } else {
        label->setText(tr("not known yet"));
        label->setToolTip(QString());
    }
}

void ServerOverview::showRecordedList(List list)
{
    const SessionSummary &s = m_summary;
    QLabel *label = countLabel(list);
    QString capability, method;
    qsizetype count = 0;
    const bool listed = summarizedList(list, &capability, &method, &count);
    if (listed) {
        label->setText(QLocale().toString(qlonglong(count)));
        label->setToolTip(tr("As recorded: the last answer to %1").arg(method));
    } else if (!s.hasServer()) {
        label->setText(tr("not recorded"));
        label->setToolTip(QString());
    } else if (!s.serverCapabilities.contains(capability)) {
        label->setText(tr("not offered"));
        label->setToolTip(tr("The server did not declare the \"%1\" capability.").arg(capability));
    } else {
        label->setText(tr("not asked in this recording"));
        label->setToolTip(tr("The recording has no answer to %1.").arg(method));
    }
}

QTreeWidgetItem *ServerOverview::capabilityItem(bool serverSide, const QStringList &path) const
{
    QTreeWidgetItem *item = m_capabilities->topLevelItem(serverSide ? 0 : 1);
    for (const QString &key : path) {
        QTreeWidgetItem *next = nullptr;
        for (int i = 0; item && i < item->childCount(); ++i) {
            if (item->child(i)->text(0) == key) {
                next = item->child(i);
                break;
            }
        }
        item = next;
    }
    return item;
}

void ServerOverview::fillCapabilities(const QJsonObject &server, const QJsonObject &client, bool ready)
{
    if (m_capabilitiesShown && server == m_shownServerCapabilities && client == m_shownClientCapabilities
        && ready == m_capabilitiesReady)
        return;
    m_capabilitiesShown = true;
    m_capabilitiesReady = ready;
    m_shownServerCapabilities = server;
    m_shownClientCapabilities = client;
    m_capabilities->clear();

    auto *serverRoot = new QTreeWidgetItem(m_capabilities, {tr("The server offers")});
    serverRoot->setToolTip(0, tr("Capabilities the server declared in its answer to initialize"));
    if (ready && server.isEmpty())
        new QTreeWidgetItem(serverRoot, {tr("(nothing)")});
    else if (!ready)
        new QTreeWidgetItem(serverRoot, {m_recording ? tr("(not recorded)") : tr("(not known yet)")});
    addCapabilities(serverRoot, server, true, {});
    QTreeWidgetItem *clientRoot = nullptr;
    if (m_recording) {
        // A recording may come from any host (mcpscope tap): name the client it shows.
        const QString name = m_summary.clientInfo.value(QLatin1String("name")).toString();
        const QString version = m_summary.clientInfo.value(QLatin1String("version")).toString();
        const QString who = QString(name.left(60) + QLatin1Char(' ') + version.left(20)).trimmed();
        clientRoot = new QTreeWidgetItem(
            m_capabilities, {who.isEmpty() ? tr("The client declared") : tr("The client (%1) declared").arg(who)});
        clientRoot->setToolTip(0, tr("Capabilities the client declared in its initialize request, as recorded"));
        if (m_summary.initializeRequestIndex < 0)
            new QTreeWidgetItem(clientRoot, {tr("(not recorded)")});
    } else {
        clientRoot = new QTreeWidgetItem(m_capabilities, {tr("mcpscope declared")});
        clientRoot->setToolTip(0, tr("Capabilities mcpscope declared in its initialize request"));
    }
    addCapabilities(clientRoot, client, false, {});
    serverRoot->setDisabled(!ready);
    m_capabilities->expandAll();
}

void ServerOverview::addCapabilities(QTreeWidgetItem *parent, const QJsonObject &object, bool serverSide,
                                     const QStringList &path)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QStringList itemPath = path + QStringList{it.key()};
        auto *item = new QTreeWidgetItem(parent, {it.key(), valueText(it.value())});
        item->setData(0, PathRole, itemPath);
        QString meaning = capabilityDescription(serverSide, itemPath);
        if (meaning.isEmpty())
            meaning = tr("Not defined by the MCP specification");
        item->setToolTip(0, meaning);
        item->setToolTip(1, meaning);
        if (it.value().isObject())
            addCapabilities(item, it.value().toObject(), serverSide, itemPath);
    }
}

} // namespace mcpscope
