// SPDX-License-Identifier: MIT
// The server's side of MCP Apps (io.modelcontextprotocol/ui, SEP-1865): a tool's
// _meta.ui.resourceUri must name a ui:// resource, and a ui:// resource is HTML for an app
// (text/html;profile=mcp-app). As @modelcontextprotocol/ext-apps 2.0.4 reads them
// (getToolUiResourceUri: _meta.ui.resourceUri, else the older _meta["ui/resourceUri"]).
#include "mcpshapes_p.h"

namespace mcpscope {

namespace {

/// The MIME type of an app's HTML (ext-apps RESOURCE_MIME_TYPE).
constexpr QLatin1String AppMimeType("text/html;profile=mcp-app");

bool isAppMimeType(const QString &mime)
{
    QString normal = mime.toLower();
    normal.remove(QLatin1Char(' '));
    return normal == AppMimeType;
}

/// Whether @p uri is a ui:// address.
bool isUiUri(const JValue &uri)
{
    return uri.isString() && uri.toString().startsWith(QLatin1String("ui://"), Qt::CaseInsensitive);
}

/// The mimeType of a ui:// resource (listed or read): an app's HTML. @p required: a read
/// resource's contents, which a host renders by their type.
void checkUiMimeType(Walk &w, const JObject &o, const Path &p, bool required)
{
    const JValue uri = member(w, o, QLatin1String("uri"));
    if (!isUiUri(uri))
        return;
    const JValue mime = member(w, o, QLatin1String("mimeType"));
    if (mime.isString() && !isAppMimeType(mime.toString())) {
        w.add("app.resource.mimeType",
              tr("The ui:// resource %1 has the mimeType %2; an MCP App's HTML is text/html;profile=mcp-app, and "
                 "hosts show nothing else as an app")
                  .arg(quoted(uri.toString()), quoted(mime.toString())),
              join(p, QLatin1String("mimeType")));
    } else if (required && mime.isUndefined()) {
        w.add("app.resource.mimeType",
              tr("The contents of the ui:// resource %1 have no mimeType; an MCP App's HTML is "
                 "text/html;profile=mcp-app, and hosts show nothing else as an app")
                  .arg(quoted(uri.toString())),
              p);
    }
}

} // namespace

void checkToolUiMeta(Walk &w, const JObject &tool, const Path &p)
{
    const JValue metaValue = member(w, tool, QLatin1String("_meta"));
    if (!metaValue.isObject())
        return;
    const JObject meta = metaValue.toObject();
    JValue uri = meta.value(QLatin1String("ui")).toObject().value(QLatin1String("resourceUri"));
    Path at = join(join(join(p, QLatin1String("_meta")), QLatin1String("ui")), QLatin1String("resourceUri"));
    if (uri.isUndefined()) {
        uri = meta.value(QLatin1String("ui/resourceUri"));
        at = join(join(p, QLatin1String("_meta")), QLatin1String("ui/resourceUri"));
    }
    if (uri.isUndefined() || isUiUri(uri))
        return;
    w.add("app.tool.resourceUri",
          tr("The tool's UI resource (_meta.ui.resourceUri) is %1; it must be a string naming a ui:// resource, so "
             "hosts show no app for this tool")
              .arg(describeValue(uri)),
          at);
}

void checkUiResource(Walk &w, const JObject &o, const Path &p)
{
    checkUiMimeType(w, o, p, false);
}

void checkResourceContentsOfApp(Walk &w, const JObject &o, const Path &p)
{
    checkResourceContentsPair(w, o, p);
    checkUiMimeType(w, o, p, true);
}

} // namespace mcpscope
