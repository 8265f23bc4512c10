// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/serverrequesthandler.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class QDialog;
class QWidget;

namespace mcpscope {
class AutoAnswer;
class McpClient;
class RootsList;
} // namespace mcpscope

namespace mcpscope::gui {

/// Answers the server's requests from the window: roots/list from the roots editor's list,
/// sampling and elicitation through dialogs opened without blocking (or automatically while
/// unattended answers are on). A request the server cancels closes its dialog.
class GuiServerRequestHandler
    : public QObject
    , public ServerRequestHandler
{
    Q_OBJECT
public:
    GuiServerRequestHandler(McpClient *client, QWidget *window, QObject *parent = nullptr);
    ~GuiServerRequestHandler() override;

    RootsList *roots() const { return m_roots; }
    AutoAnswer *autoAnswer() const { return m_autoAnswer; }
    /// The dialogs waiting for the person, oldest first.
    QList<QDialog *> openDialogs() const;

    void handleServerRequest(const Message &request, Succeed succeed, Fail fail) override;
    void serverRequestAbandoned(const QJsonValue &id, const QString &reason) override;

Q_SIGNALS:
    /// A dialog for a server request was opened.
    void dialogOpened(QDialog *dialog);
    /// Something worth a line in the status bar happened (plain words).
    void statusMessage(const QString &text);

private:
    void openSampling(const Message &request, Succeed succeed, Fail fail);
    void openElicitation(const Message &request, Succeed succeed, Fail fail);
    void track(const QJsonValue &id, QDialog *dialog);
    void onNotification(const Message &message);
    QString serverName() const;

    QPointer<McpClient> m_client;
    QPointer<QWidget> m_window;
    RootsList *m_roots;
    AutoAnswer *m_autoAnswer;
    QHash<IdKey, QPointer<QDialog>> m_dialogs; ///< by request id
    QList<QPointer<QDialog>> m_order;
    /// URL-mode elicitations the person agreed to: elicitationId -> site.
    QHash<QString, QString> m_openedUrls;
};

} // namespace mcpscope::gui
