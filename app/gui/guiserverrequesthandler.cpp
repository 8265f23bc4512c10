// SPDX-License-Identifier: MIT
#include "guiserverrequesthandler.h"

#include "mcp/autoanswer.h"
#include "mcp/elicitation.h"
#include "mcp/mcpclient.h"
#include "mcp/rootslist.h"
#include "mcp/sampling.h"
#include "widgets/dialogs/elicitationdialog.h"
#include "widgets/dialogs/samplingdialog.h"

#include <QDir>
#include <QWidget>

namespace mcpscope::gui {

GuiServerRequestHandler::GuiServerRequestHandler(McpClient *client, QWidget *window, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_window(window)
    , m_roots(new RootsList(this))
    , m_autoAnswer(new AutoAnswer(this))
{
    m_roots->setDirectories({QDir::currentPath()});
    m_roots->setClient(client);
    connect(client, &McpClient::notificationReceived, this, &GuiServerRequestHandler::onNotification);
}

GuiServerRequestHandler::~GuiServerRequestHandler()
{
    // A client that outlives this handler must not call into it.
    if (m_client && m_client->serverRequestHandler() == this)
        m_client->setServerRequestHandler(nullptr);
    // The dialogs belong to the window; without this handler nobody would answer them.
    for (const QPointer<QDialog> &dialog : std::as_const(m_order)) {
        if (dialog) {
            dialog->disconnect(this);
            dialog->deleteLater();
        }
    }
}

QList<QDialog *> GuiServerRequestHandler::openDialogs() const
{
    QList<QDialog *> dialogs;
    for (const QPointer<QDialog> &dialog : m_order) {
        if (dialog)
            dialogs.append(dialog);
    }
    return dialogs;
}

QString GuiServerRequestHandler::serverName() const
{
    if (!m_client)
        return QString();
    const QJsonObject info = m_client->serverInfo();
    const QString title = info.value(QLatin1String("title")).toString();
    return title.isEmpty() ? info.value(QLatin1String("name")).toString() : title;
}

// The error texts below go to the server over the wire, not to the person at the window:
// they stay in English whatever the locale, so server logs and recorded sessions read the same.
void GuiServerRequestHandler::handleServerRequest(const Message &request, Succeed succeed, Fail fail)
{
    const QString method = request.method();
    if (method == QLatin1String("roots/list")) {
        succeed(m_roots->result());
        return;
    }
    if (method == QLatin1String("sampling/createMessage")) {
        if (m_autoAnswer->isEnabled()) {
            succeed(m_autoAnswer->samplingResult());
            Q_EMIT statusMessage(tr("A model request from the server was answered automatically."));
            return;
        }
        openSampling(request, std::move(succeed), std::move(fail));
        return;
    }
    if (method == QLatin1String("elicitation/create")) {
        if (m_autoAnswer->isEnabled()) {
            succeed(m_autoAnswer->elicitationResult());
            Q_EMIT statusMessage(tr("A question from the server was declined automatically."));
            return;
        }
        openElicitation(request, std::move(succeed), std::move(fail));
        return;
    }
    fail(ErrorCode::MethodNotFound, QStringLiteral("Method not found: %1").arg(method.left(100)));
}

void GuiServerRequestHandler::track(const QJsonValue &id, QDialog *dialog)
{
    const IdKey key = IdKey::from(id);
    m_dialogs.insert(key, dialog);
    m_order.append(dialog);
    // Not modal: the event loop keeps running, so traffic (and the server's own cancellation)
    // is handled while the person reads, and the timeline stays usable to look things up.
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QObject::destroyed, this, [this, key, dialog] {
        if (m_dialogs.value(key) == dialog)
            m_dialogs.remove(key);
        m_order.removeIf([dialog](const QPointer<QDialog> &d) { return d.isNull() || d.data() == dialog; });
    });
    dialog->setWindowModality(Qt::NonModal);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    Q_EMIT dialogOpened(dialog);
}

void GuiServerRequestHandler::openSampling(const Message &request, Succeed succeed, Fail fail)
{
    auto *dialog = new SamplingDialog(m_window);
    dialog->setServerName(serverName());
    dialog->setRequest(request.params());
    const IdKey key = request.idKey();
    connect(dialog, &QDialog::finished, this, [this, dialog, key, succeed, fail](int result) {
        if (m_dialogs.value(key) != dialog)
            return; // abandoned: the server cancelled it or the connection ended
        m_dialogs.remove(key);
        if (result == QDialog::Accepted) {
            succeed(dialog->samplingResult());
            Q_EMIT statusMessage(tr("Your answer was sent to the server."));
        } else {
            fail(Sampling::UserRejectedCode, Sampling::rejectedMessage());
            Q_EMIT statusMessage(tr("You rejected the server's model request."));
        }
    });
    track(request.id(), dialog);
}

void GuiServerRequestHandler::openElicitation(const Message &request, Succeed succeed, Fail fail)
{
    const ElicitationRequest elicitation = ElicitationRequest::fromParams(request.params());
    if (elicitation.mode == ElicitationRequest::Mode::Unknown) {
        fail(ErrorCode::InvalidParams,
             QStringLiteral("Unsupported elicitation mode: %1").arg(elicitation.modeName.left(40)));
        return;
    }
    auto *dialog = new ElicitationDialog(m_window);
    dialog->setServerName(serverName());
    dialog->setRequest(elicitation);
    const IdKey key = request.idKey();
    connect(dialog, &QDialog::finished, this, [this, dialog, key, succeed, elicitation](int) {
        if (m_dialogs.value(key) != dialog)
            return;
        m_dialogs.remove(key);
        const QJsonObject result = dialog->elicitResult();
        succeed(result);
        const QString action = result.value(QLatin1String("action")).toString();
        if (elicitation.mode == ElicitationRequest::Mode::Url && action == QLatin1String("accept")) {
            m_openedUrls.insert(elicitation.elicitationId, dialog->shownHost());
            Q_EMIT statusMessage(tr("The page on %1 was opened in your browser.").arg(dialog->shownHost()));
        } else if (action == QLatin1String("accept")) {
            Q_EMIT statusMessage(tr("Your answers were sent to the server."));
        } else if (action == QLatin1String("decline")) {
            Q_EMIT statusMessage(tr("You declined the server's question."));
        } else {
            Q_EMIT statusMessage(tr("You dismissed the server's question."));
        }
    });
    track(request.id(), dialog);
}

void GuiServerRequestHandler::serverRequestAbandoned(const QJsonValue &id, const QString &reason)
{
    const QPointer<QDialog> dialog = m_dialogs.take(IdKey::from(id));
    if (!dialog)
        return;
    dialog->close();
    const QString why = reason.trimmed().left(200);
    Q_EMIT statusMessage(why.isEmpty() ? tr("The server withdrew its request; the dialog was closed.")
                                       : tr("The server withdrew its request (%1); the dialog was closed.").arg(why));
}

void GuiServerRequestHandler::onNotification(const Message &message)
{
    const QString id = Elicitation::completedElicitationId(message);
    // Unknown or already completed ids are ignored (MCP client/elicitation).
    if (id.isEmpty() || !m_openedUrls.contains(id))
        return;
    const QString host = m_openedUrls.take(id);
    Q_EMIT statusMessage(tr("The server says the step on %1 is complete.").arg(host));
}

} // namespace mcpscope::gui
