// SPDX-License-Identifier: MIT
#pragma once

#include "uiresource.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <memory>

class QTimer;

namespace mcpscope {

class Ingest;
class McpClient;
class Message;
class ToolListModel;
struct Reply;

/// The `ui://` resource of a tool's app, fetched and checked, ready for a view.
struct AppResource
{
    QString toolName;
    QString uri;
    QString html; ///< the document (valid UTF-8, at most AppHost::MaxResourceBytes)
    QString mimeType;
    qsizetype size = 0; ///< bytes
    apps::UiMeta meta;  ///< csp, permissions, domain, prefersBorder (content item, else listing)
};

/// What the host tells an app about itself (McpUiHostContext); the view fills in what only
/// pixels know (the palette's theme, the size it has).
struct AppHostContext
{
    QString theme = QStringLiteral("light"); ///< "light" or "dark"
    QString locale;                          ///< BCP 47; empty: the system's
    QString displayMode = QStringLiteral("inline");
    int width = 0;  ///< container width in pixels, 0: unknown
    int height = 0; ///< the most the container grows to (containerDimensions.maxHeight), 0: unknown
    /// The theme's CSS variables (McpUiStyles: "--color-text-primary" and the like, as CSS
    /// values), from the window's palette and fonts; sent as styles.variables when not empty.
    QJsonObject styleVariables;
};

/// The host side of the MCP Apps dialect (ext-apps 2026-01-26) in C++, independent of any web
/// engine: it fetches a tool's `ui://` resource through the McpClient and checks it; it reads
/// every message the app posts (untrusted bytes) and answers it; it sends the app its tool's
/// input and result and the changes of the host context. Every message between the app and
/// the host, both ways, goes into the session through Ingest::app (validated, in the
/// timeline and the session file). A view (widgets/apps) only carries the bytes.
///
/// What an app may do: call the tools whose visibility includes "app" (the default), read the
/// server's resources, send a message or a context update (shown in a panel: there is no
/// model here), ask for a link to be opened (answered after the user's consent), log, ping,
/// say its size. Anything else is refused with a JSON-RPC error and a finding in plain words;
/// more than maxMessagesPerSecond() messages a second are dropped, and the drop is recorded.
class AppHost : public QObject
{
    Q_OBJECT
public:
    /// The largest app document accepted (10 MiB).
    static constexpr qsizetype MaxResourceBytes = 10 * 1024 * 1024;
    /// The largest single message accepted from an app (4 MiB).
    static constexpr qsizetype MaxMessageBytes = 4 * 1024 * 1024;

    /// Follows @p client (its session records the traffic) and the tools listed in @p tools
    /// (both not owned; either may be null until set).
    explicit AppHost(McpClient *client, const ToolListModel *tools, QObject *parent = nullptr);
    ~AppHost() override;

    void setClient(McpClient *client);
    void setTools(const ToolListModel *tools) { m_tools = tools; }

    /// Fetches the app of @p toolName (resources/read of its `ui://` resource) and checks it:
    /// resourceReady() or failed(). Ends the app shown before, if any.
    void open(const QString &toolName);
    /// The call the app belongs to: its arguments now, its result when it comes (the raw
    /// result text). Delivered once the app says it is initialized (at once if it has).
    void setToolInput(const QJsonObject &arguments);
    void setToolResult(const QByteArray &resultText);
    /// The view has loaded the document: the app now has initTimeoutMs() to send ui/initialize.
    void documentLoaded();
    /// Every message the app posted, as the bytes it posted (untrusted).
    void receiveFromApp(const QByteArray &json);
    /// Changes of what the host says about itself; sent as host-context-changed once the app
    /// is initialized.
    void setHostContext(const AppHostContext &context);
    AppHostContext hostContext() const { return m_context; }
    /// The user's answer to openLinkRequested(@p key): the app learns whether it was opened.
    void answerOpenLink(int key, bool opened);
    /// Asks the app to tear down (ui/resource-teardown); tornDown() when it answered or after
    /// a short wait.
    void teardown();
    /// Forgets the app (no message to it): a reload or a close without asking.
    void reset();
    /// Something the view refused the app (a request to an origin its CSP does not name, a
    /// navigation, a window, a permission): a finding in the session and problem().
    void noteRefusal(const QString &code, const QString &text) { finding(code, text, -1); }

    const AppResource &resource() const { return m_resource; }
    bool isOpen() const { return !m_resource.uri.isEmpty(); }
    bool isInitialized() const { return m_initialized; }
    /// What the app said about itself in ui/initialize (appInfo).
    QJsonObject appInfo() const { return m_appInfo; }

    void setInitTimeoutMs(int ms) { m_initTimeoutMs = ms; }
    int initTimeoutMs() const { return m_initTimeoutMs; }
    void setMaxMessagesPerSecond(int n) { m_maxPerSecond = n; }
    int maxMessagesPerSecond() const { return m_maxPerSecond; }
    /// Messages dropped because the app flooded the host.
    qint64 droppedCount() const { return m_dropped; }

Q_SIGNALS:
    void resourceReady(const mcpscope::AppResource &resource);
    /// Opening failed (no app, the resource cannot be read, is not HTML, too big, …).
    void failed(const QString &reason);
    /// Bytes for the app (the view posts them into its frame).
    void postToApp(const QByteArray &json);
    /// ui/initialize was answered.
    void initialized();
    /// Something the app did that mcpscope refused or noticed, in plain words.
    void problem(const QString &text);
    /// ui/message (@p method "ui/message") or ui/update-model-context, for the panel.
    void appMessage(const QString &method, const QJsonObject &params);
    /// The app asks for @p url to be opened (http or https only); answer with answerOpenLink().
    void openLinkRequested(int key, const QUrl &url);
    void sizeChanged(int width, int height);
    void displayModeRequested(const QString &mode);
    /// A log line of the app (notifications/message).
    void appLog(const QString &level, const QString &text);
    /// The app asked to be closed (ui/notifications/request-teardown).
    void teardownRequested();
    void tornDown();

private:
    void onResourceRead(const QString &tool, const QString &uri, const QJsonObject &listing, int generation,
                        const Reply &reply);
    /// Records bytes of the app; returns the message as scanned there.
    Message record(const QByteArray &bytes, bool fromApp, qsizetype *index);
    void sendToApp(const QByteArray &bytes);
    void answer(const Message &request, const QByteArray &resultJson);
    void answerError(const Message &request, int code, const QString &message);
    void notifyApp(const QString &method, const QJsonObject &params);
    void notifyAppRaw(const QString &method, const QByteArray &paramsJson);
    void finding(const QString &code, const QString &text, qsizetype eventIndex);
    void handleRequest(const Message &message, qsizetype index);
    void handleNotification(const Message &message);
    void initialize(const Message &message);
    void callTool(const Message &message, qsizetype index);
    void readResource(const Message &message);
    void forward(const Message &message, const QString &method, const QJsonObject &params);
    void deliverCall();
    QJsonObject hostContextJson() const;
    /// The content item of @p reply (a resources/read answer) for @p uri, else its first one.
    static QJsonObject contentItem(const Reply &reply, const QString &uri);
    QJsonObject toolOf(const QString &name) const;
    bool admit();

    QPointer<McpClient> m_client;
    const ToolListModel *m_tools = nullptr;
    std::unique_ptr<Ingest> m_ingest;
    AppResource m_resource;
    AppHostContext m_context;
    QJsonObject m_appInfo;
    QJsonObject m_toolInput;
    QByteArray m_toolResult;
    bool m_hasInput = false;
    bool m_inputSent = false;
    bool m_resultSent = false;
    bool m_initialized = false; ///< ui/initialize answered
    bool m_appReady = false;    ///< ui/notifications/initialized received
    int m_generation = 0;       ///< bumps per app, so late answers of an old one are ignored
    int m_initTimeoutMs = 10000;
    int m_maxPerSecond = 200;
    QTimer *m_initTimer;
    QTimer *m_teardownTimer;
    QElapsedTimer m_window; ///< the current second of the rate limit
    int m_inWindow = 0;
    qint64 m_droppedInWindow = 0;
    bool m_flooding = false; ///< a flood was reported and has not stopped for a whole second
    qint64 m_dropped = 0;
    qint64 m_nextId = 1;
    qint64 m_teardownId = 0;
    int m_nextLinkKey = 1;
    QHash<int, QByteArray> m_linkRequests; ///< key → the ui/open-link request's id as JSON
};

} // namespace mcpscope

Q_DECLARE_METATYPE(mcpscope::AppResource)
