// SPDX-License-Identifier: MIT
#include "connectioncontroller.h"

#include "autosave.h"
#include "mcp/mcpclient.h"
#include "oauthauthorizer.h"
#include "profiles/secretstore.h"
#include "session/session.h"
#include "session/sessionjournal.h"
#include "transport/httptransport.h"
#include "transport/stdiotransport.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonObject>
#include <QSettings>

namespace mcpscope::gui {

namespace {

const QString SecretsNoticeKey = QStringLiteral("Secrets/fallbackNoticeShownFor");

// Whether two remote profiles make the same HttpTransport (and sign in the same way).
bool sameHttpConfig(const ServerProfile &a, const ServerProfile &b)
{
    const HttpServerConfig x = a.toHttpConfig();
    const HttpServerConfig y = b.toHttpConfig();
    return x.url == y.url && x.kind == y.kind && x.headers == y.headers
           && x.trustedCertificates == y.trustedCertificates && a.oauthClientId == b.oauthClientId
           && a.oauthClientSecret == b.oauthClientSecret && a.oauthClientMetadataUrl == b.oauthClientMetadataUrl
           && a.oauthCallbackUrl == b.oauthCallbackUrl && a.oauthClientIssuer == b.oauthClientIssuer;
}

} // namespace

Transport *ConnectionController::createTransport(const ServerProfile &profile, QObject *parent)
{
    if (!profile.isRemote())
        return new StdioTransport(profile.toStdioConfig(), parent);
    return new HttpTransport(profile.toHttpConfig(), parent);
}

bool ConnectionController::canSwitchTo(const ServerProfile &profile) const
{
    if (m_transport->isStdio())
        return !profile.isRemote();
    return profile.isRemote() && sameHttpConfig(profile, m_profile);
}

ConnectionController::ConnectionController(const ServerProfile &profile, Session *session, Transport *transport,
                                           McpClient *client, QObject *parent)
    : QObject(parent)
    , m_profile(profile)
    , m_session(session)
    , m_transport(transport)
    , m_client(client)
{
    applyProfile();
    if (auto *http = qobject_cast<HttpTransport *>(m_transport)) {
        OAuthSettings settings;
        settings.clientId = m_profile.oauthClientId;
        settings.clientSecret = m_profile.oauthClientSecret;
        settings.clientMetadataUrl = QUrl(m_profile.oauthClientMetadataUrl);
        settings.clientIssuer = QUrl(m_profile.oauthClientIssuer);
        // A window has no fixed port to keep free: any free one, unless the profile names one.
        settings.callbackUrl
            = QUrl(m_profile.oauthCallbackUrl.isEmpty() ? QStringLiteral("http://127.0.0.1:0/oauth/callback")
                                                        : m_profile.oauthCallbackUrl);
        m_authorizer = new OAuthAuthorizer(http->config().url, settings, this);
        m_authorizer->setSecretStore(store().secretStore());
        m_authorizer->attach(http);
        // A person signing in takes the time they need: no request times out meanwhile.
        connect(m_authorizer, &OAuthAuthorizer::stateChanged, this,
                [this] { m_client->holdTimeouts(m_authorizer->busy()); });
    }
    connect(m_client, &McpClient::stateChanged, this, &ConnectionController::onClientStateChanged);
    connect(m_client, &McpClient::serverExited, this, [this](const QString &description) { m_lastExit = description; });
}

ConnectionController::~ConnectionController()
{
    disconnect(m_client, nullptr, this, nullptr);
    delete m_journal;
}

void ConnectionController::applyProfile()
{
    // An HttpTransport keeps the configuration it was made with (canSwitchTo()).
    if (auto *stdio = qobject_cast<StdioTransport *>(m_transport))
        stdio->setConfig(m_profile.toStdioConfig());
    m_client->setDefaultTimeoutMs(m_profile.requestTimeoutMs);
    ProtocolEra era = ProtocolEra::Legacy;
    ModernMcp::eraFromName(m_profile.effectiveProtocolEra(), &era);
    m_client->setProtocolEra(era);
}

ServerProfileStore &ConnectionController::store()
{
    if (!m_store) {
        m_store = std::make_unique<ServerProfileStore>();
        QString error;
        if (!m_store->load(&error))
            Q_EMIT problemReported(error);
        else if (!m_store->secretsProblem().isEmpty())
            Q_EMIT problemReported(m_store->secretsProblem());
        // An older mcpscope kept environment values in the file: they move out now rather
        // than on the next change.
        if (m_store->needsMigration() && !m_store->save(&error))
            Q_EMIT problemReported(error);
    }
    return *m_store;
}

void ConnectionController::noteWhereSecretsAre()
{
    if (!m_rememberRecent || !m_store)
        return;
    const SecretStore *secrets = m_store->secretStore();
    if (!secrets->usingFallback())
        return;
    bool anySecrets = false;
    for (const ServerProfile &p : m_store->profiles())
        anySecrets = anySecrets || !p.secrets().isEmpty();
    for (const ServerProfile &p : m_store->recent())
        anySecrets = anySecrets || !p.secrets().isEmpty();
    QSettings settings;
    if (!anySecrets || settings.value(SecretsNoticeKey).toString() == secrets->filePath())
        return;
    settings.setValue(SecretsNoticeKey, secrets->filePath());
    Q_EMIT secretsNotice(secrets->fallbackNotice());
}

bool ConnectionController::isActive() const
{
    switch (m_client->state()) {
    case McpClient::State::Starting:
    case McpClient::State::Initializing:
    case McpClient::State::Ready:
    case McpClient::State::ShuttingDown:
        return true;
    case McpClient::State::Disconnected:
    case McpClient::State::Closed:
    case McpClient::State::Failed:
        break;
    }
    return false;
}

QString ConnectionController::journalPath() const
{
    return m_journal ? m_journal->path() : QString();
}

void ConnectionController::rememberRecent()
{
    if (!m_rememberRecent || (m_profile.program.isEmpty() && !m_profile.isRemote()))
        return;
    store().addRecent(m_profile);
    QString error;
    if (!store().save(&error))
        Q_EMIT problemReported(error);
    noteWhereSecretsAre();
}

void ConnectionController::startJournal()
{
    // One journal per window session: restarts and server switches continue the same file.
    if (m_journal)
        return;
    const QString path = Autosave::pathFor(m_profile.displayName(), QDateTime::currentDateTime());
    QString error;
    // The autosave folder is mcpscope's own: owner-only (0700), also when an older version made
    // it with more. (SessionJournal::open makes missing folders owner-only itself.)
    SecretStore::makePrivateFolders(QFileInfo(path).absolutePath());
    auto *journal = new SessionJournal(m_session, this);
    // The same header members as the command line's journals (cli, tap).
    const QJsonObject header{
        {QStringLiteral("mode"), QStringLiteral("gui")},
        {QStringLiteral("server"), QJsonObject{{QStringLiteral("command"), m_profile.displayCommand()},
                                               {QStringLiteral("protocolEra"), m_profile.effectiveProtocolEra()}}}};
    if (!journal->open(path, header, &error)) {
        delete journal;
        Q_EMIT problemReported(tr("The session cannot be saved automatically: %1").arg(error));
        return;
    }
    m_journal = journal;
}

void ConnectionController::connectToServer()
{
    if (isActive())
        return;
    m_lastExit.clear();
    rememberRecent();
    startJournal();
    m_client->connectToServer();
    Q_EMIT stateChanged();
}

void ConnectionController::disconnectFromServer()
{
    m_restartPending = false;
    m_switchPending = false;
    m_client->disconnectFromServer();
    Q_EMIT stateChanged();
}

void ConnectionController::restartServer()
{
    if (!isActive()) {
        connectToServer();
        return;
    }
    m_client->disconnectFromServer();
    m_restartPending = true;
    Q_EMIT stateChanged();
}

void ConnectionController::switchTo(const ServerProfile &profile)
{
    if (!isActive()) {
        m_profile = profile;
        applyProfile();
        Q_EMIT profileApplied(m_profile);
        connectToServer();
        return;
    }
    m_nextProfile = profile;
    m_switchPending = true;
    m_restartPending = true;
    m_client->disconnectFromServer();
    Q_EMIT stateChanged();
}

void ConnectionController::disconnectForClose()
{
    m_closeWhenStopped = true;
    disconnectFromServer();
}

void ConnectionController::onClientStateChanged()
{
    const McpClient::State state = m_client->state();
    if (state == McpClient::State::Ready && m_journal) {
        // The session file's header says what was negotiated (the era, the version).
        QString error;
        if (!m_journal->addToHeader(m_client->negotiatedHeader(), &error))
            Q_EMIT problemReported(tr("The session cannot be saved automatically: %1").arg(error));
    }
    if (state == McpClient::State::Failed && !m_restartPending && !m_closeWhenStopped)
        Q_EMIT connectionFailed(m_client->failureReason());
    if (!isActive()) {
        if (m_closeWhenStopped) {
            Q_EMIT stoppedForClose();
            return;
        }
        if (m_restartPending) {
            m_restartPending = false;
            if (m_switchPending) {
                m_switchPending = false;
                m_profile = m_nextProfile;
                applyProfile();
                Q_EMIT profileApplied(m_profile);
            }
            connectToServer();
            return;
        }
    }
    Q_EMIT stateChanged();
}

QString ConnectionController::statusText() const
{
    const QString command = m_profile.displayCommand();
    const bool remote = m_profile.isRemote();
    switch (m_client->state()) {
    case McpClient::State::Disconnected:
        return remote ? tr("Not connected. Use Connect to connect to %1.").arg(command)
                      : tr("Not connected. Use Connect to start %1.").arg(command);
    case McpClient::State::Starting:
        return remote ? tr("Connecting to %1…").arg(command) : tr("Starting %1…").arg(command);
    case McpClient::State::Initializing:
        return m_client->protocolEra() == ProtocolEra::Legacy
                   ? tr("Initializing… (waiting for the server to answer initialize)")
                   : tr("Initializing… (asking the server for server/discover)");
    case McpClient::State::Ready: {
        const QJsonObject info = m_client->serverInfo();
        QString name = info.value(QLatin1String("name")).toString();
        if (name.isEmpty())
            name = tr("an unnamed server");
        const QString version = info.value(QLatin1String("version")).toString();
        const QString who = version.isEmpty() ? name : name + QLatin1Char(' ') + version;
        return m_client->isModern()
                   ? tr("Connected to %1 (protocol %2, modern: no session)").arg(who, m_client->protocolVersion())
                   : tr("Connected to %1 (protocol %2)").arg(who, m_client->protocolVersion());
    }
    case McpClient::State::ShuttingDown:
        return m_restartPending ? tr("Restarting… (waiting for the server to exit)") : tr("Disconnecting…");
    case McpClient::State::Closed:
        return m_lastExit.isEmpty() ? tr("Disconnected.") : tr("Disconnected; the server %1.").arg(m_lastExit);
    case McpClient::State::Failed: {
        const QString reason = m_client->failureReason();
        return reason.isEmpty() ? tr("The connection failed.") : reason;
    }
    }
    return QString();
}

QString ConnectionController::windowTitle() const
{
    QString name = m_client->serverInfo().value(QLatin1String("name")).toString();
    if (name.isEmpty())
        name = m_profile.name;
    return name.isEmpty() ? tr("mcpscope") : tr("%1 — mcpscope").arg(name);
}

} // namespace mcpscope::gui
