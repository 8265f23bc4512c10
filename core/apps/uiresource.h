// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace mcpscope::apps {

/// The media type of an MCP App's HTML (ext-apps 2026-01-26).
inline constexpr QLatin1String AppMimeType{"text/html;profile=mcp-app"};
/// The apps dialect's protocol version mcpscope speaks (ext-apps 2.0.4's LATEST_PROTOCOL_VERSION).
inline constexpr QLatin1String AppProtocolVersion{"2026-01-26"};
/// The extension's name, as clients declare it.
inline constexpr QLatin1String ExtensionName{"io.modelcontextprotocol/ui"};

/// The `ui://` resource a listed tool names for its app: `_meta.ui.resourceUri`, or the older
/// flat `_meta["ui/resourceUri"]` the spec still reads. Empty when the tool has none, or when
/// what it names is not a `ui://` URI (@p problem then says so in plain words).
QString resourceUri(const QJsonObject &tool, QString *problem = nullptr);
/// Whether the tool comes with an app.
inline bool hasApp(const QJsonObject &tool)
{
    return !resourceUri(tool).isEmpty();
}
/// Whether an app may call @p tool: its `_meta.ui.visibility` is absent (the default is
/// ["model", "app"]) or names "app".
bool callableByApp(const QJsonObject &tool);

/// What a UI resource declares in its `_meta.ui` (McpUiResourceMeta): the origins its Content
/// Security Policy allows, the permissions it asks for, its dedicated domain, its border.
/// Origins are checked when read: an entry that is not a plain origin (scheme, host, optional
/// port and a leading "*." wildcard; no path, quotes, spaces or semicolons) is dropped and
/// named in problems, so that nothing a server writes can add a directive to the policy.
class UiMeta
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::apps::UiMeta)
public:
    QStringList connectDomains;  ///< fetch, XHR, WebSocket (connect-src)
    QStringList resourceDomains; ///< scripts, styles, images, fonts, media
    QStringList frameDomains;    ///< nested frames (frame-src)
    QStringList baseUriDomains;  ///< base-uri
    QStringList permissions;     ///< camera, microphone, geolocation, clipboardWrite (as declared)
    QString domain;              ///< the dedicated origin it asks for (mcpscope does not grant one)
    bool prefersBorder = false;
    QStringList problems; ///< plain words about entries that were dropped

    /// Reads a `_meta.ui` object (of a resources/read content item or of the listing).
    static UiMeta fromJson(const QJsonObject &ui);
    /// The content item's `_meta.ui`, else the listing's (the spec's order).
    static UiMeta fromResource(const QJsonObject &contentItem, const QJsonObject &listing = {});
    bool isEmpty() const;

    /// The Content Security Policy for the app's document: nothing from the network but the
    /// declared origins; inline scripts and styles allowed (apps are single files).
    QString contentSecurityPolicy() const;
    /// @p html with contentSecurityPolicy() as a meta element at the start of its head (before
    /// anything the app wrote could load), for a frame whose document has no HTTP headers.
    QString documentWithPolicy(const QString &html) const;
    /// Whether a request of the app to @p url may leave the machine: its origin is declared in
    /// connectDomains, resourceDomains or frameDomains. data: and blob: are local, not network.
    bool allowsRequest(const QUrl &url) const;
    /// The declared origins as JSON (McpUiResourceCsp), for the host capabilities.
    QJsonObject cspJson() const;
    QJsonObject permissionsJson() const;

    /// Whether @p entry is an origin a policy may name (see the class comment).
    static bool isPlainOrigin(const QString &entry);
    /// Whether @p url's origin matches the declared @p entry (wildcards: one or more labels).
    static bool originMatches(const QString &entry, const QUrl &url);
};

} // namespace mcpscope::apps
