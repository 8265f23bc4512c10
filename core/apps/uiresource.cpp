// SPDX-License-Identifier: MIT
#include "uiresource.h"

#include "text/preview.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace mcpscope::apps {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::apps", text);
}

const QStringList &knownPermissions()
{
    static const QStringList names{QStringLiteral("camera"), QStringLiteral("microphone"),
                                   QStringLiteral("geolocation"), QStringLiteral("clipboardWrite")};
    return names;
}

QStringList readOrigins(const QJsonValue &value, const QString &field, QStringList *problems)
{
    QStringList out;
    if (value.isUndefined() || value.isNull())
        return out;
    if (!value.isArray()) {
        problems->append(UiMeta::tr("csp.%1 is not a list of origins; it is ignored.").arg(field));
        return out;
    }
    for (const QJsonValue &v : value.toArray()) {
        const QString entry = v.toString();
        if (!v.isString() || !UiMeta::isPlainOrigin(entry)) {
            problems->append(UiMeta::tr("csp.%1 names \"%2\", which is not a plain origin "
                                        "(like https://api.example.com); it is ignored.")
                                 .arg(field, previewText(v.isString() ? entry : QStringLiteral("(not text)"))));
            continue;
        }
        if (!out.contains(entry))
            out.append(entry);
    }
    return out;
}

} // namespace

QString resourceUri(const QJsonObject &tool, QString *problem)
{
    const QJsonObject meta = tool.value(QLatin1String("_meta")).toObject();
    QJsonValue uri = meta.value(QLatin1String("ui")).toObject().value(QLatin1String("resourceUri"));
    if (uri.isUndefined())
        uri = meta.value(QLatin1String("ui/resourceUri"));
    if (uri.isUndefined())
        return {};
    const QString text = uri.toString();
    if (!uri.isString() || !text.startsWith(QLatin1String("ui://"))) {
        if (problem)
            *problem = tr("The tool names its app as \"%1\", which is not a ui:// resource.")
                           .arg(previewText(uri.isString() ? text : QStringLiteral("(not text)")));
        return {};
    }
    return text;
}

bool callableByApp(const QJsonObject &tool)
{
    const QJsonValue visibility = tool.value(QLatin1String("_meta"))
                                      .toObject()
                                      .value(QLatin1String("ui"))
                                      .toObject()
                                      .value(QLatin1String("visibility"));
    if (!visibility.isArray())
        return true;
    return visibility.toArray().contains(QJsonValue(QStringLiteral("app")));
}

UiMeta UiMeta::fromJson(const QJsonObject &ui)
{
    UiMeta m;
    const QJsonObject csp = ui.value(QLatin1String("csp")).toObject();
    m.connectDomains
        = readOrigins(csp.value(QLatin1String("connectDomains")), QStringLiteral("connectDomains"), &m.problems);
    m.resourceDomains
        = readOrigins(csp.value(QLatin1String("resourceDomains")), QStringLiteral("resourceDomains"), &m.problems);
    m.frameDomains = readOrigins(csp.value(QLatin1String("frameDomains")), QStringLiteral("frameDomains"), &m.problems);
    m.baseUriDomains
        = readOrigins(csp.value(QLatin1String("baseUriDomains")), QStringLiteral("baseUriDomains"), &m.problems);
    const QJsonObject permissions = ui.value(QLatin1String("permissions")).toObject();
    for (auto it = permissions.begin(); it != permissions.end(); ++it) {
        if (knownPermissions().contains(it.key()))
            m.permissions.append(it.key());
        else
            m.problems.append(tr("The app asks for the permission \"%1\", which MCP Apps does not define; "
                                 "it is ignored.")
                                  .arg(previewText(it.key())));
    }
    m.domain = ui.value(QLatin1String("domain")).toString();
    m.prefersBorder = ui.value(QLatin1String("prefersBorder")).toBool();
    return m;
}

UiMeta UiMeta::fromResource(const QJsonObject &contentItem, const QJsonObject &listing)
{
    const QJsonValue own = contentItem.value(QLatin1String("_meta")).toObject().value(QLatin1String("ui"));
    if (own.isObject())
        return fromJson(own.toObject());
    return fromJson(listing.value(QLatin1String("_meta")).toObject().value(QLatin1String("ui")).toObject());
}

bool UiMeta::isEmpty() const
{
    return connectDomains.isEmpty() && resourceDomains.isEmpty() && frameDomains.isEmpty() && baseUriDomains.isEmpty()
           && permissions.isEmpty();
}

QString UiMeta::contentSecurityPolicy() const
{
    const auto list = [](const QStringList &origins, const QString &prefix, const QString &none) {
        QString out = prefix;
        for (const QString &o : origins)
            out += (out.isEmpty() ? QString() : QStringLiteral(" ")) + o;
        return out.isEmpty() ? none : out;
    };
    const QString resources = list(resourceDomains, QString(), QString());
    const QString extra = resources.isEmpty() ? QString() : QLatin1Char(' ') + resources;
    QStringList d;
    d << QStringLiteral("default-src 'none'") << QStringLiteral("script-src 'unsafe-inline' blob:") + extra
      << QStringLiteral("style-src 'unsafe-inline'") + extra << QStringLiteral("img-src data: blob:") + extra
      << QStringLiteral("font-src data:") + extra << QStringLiteral("media-src data: blob:") + extra
      << QStringLiteral("connect-src ") + list(connectDomains, QString(), QStringLiteral("'none'"))
      << QStringLiteral("frame-src ") + list(frameDomains, QString(), QStringLiteral("'none'"))
      << QStringLiteral("base-uri ") + list(baseUriDomains, QString(), QStringLiteral("'none'"))
      << QStringLiteral("object-src 'none'") << QStringLiteral("form-action 'none'");
    return d.join(QStringLiteral("; "));
}

QString UiMeta::documentWithPolicy(const QString &html) const
{
    const QString meta = QStringLiteral("<meta http-equiv=\"Content-Security-Policy\" content=\"")
                         + contentSecurityPolicy().toHtmlEscaped() + QStringLiteral("\">");
    // First thing after a leading doctype (which keeps standards mode), else first of all: the
    // parser puts it in the head it makes, before anything of the app's can load.
    static const QRegularExpression doctype(QStringLiteral("^\\x{FEFF}?\\s*<!doctype[^>]*>"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = doctype.match(html);
    QString out = html;
    out.insert(m.hasMatch() ? m.capturedEnd() : 0, meta);
    return out;
}

bool UiMeta::allowsRequest(const QUrl &url) const
{
    for (const QStringList *origins : {&connectDomains, &resourceDomains, &frameDomains}) {
        for (const QString &entry : *origins) {
            if (originMatches(entry, url))
                return true;
        }
    }
    return false;
}

QJsonObject UiMeta::cspJson() const
{
    QJsonObject o;
    if (!connectDomains.isEmpty())
        o.insert(QStringLiteral("connectDomains"), QJsonArray::fromStringList(connectDomains));
    if (!resourceDomains.isEmpty())
        o.insert(QStringLiteral("resourceDomains"), QJsonArray::fromStringList(resourceDomains));
    if (!frameDomains.isEmpty())
        o.insert(QStringLiteral("frameDomains"), QJsonArray::fromStringList(frameDomains));
    if (!baseUriDomains.isEmpty())
        o.insert(QStringLiteral("baseUriDomains"), QJsonArray::fromStringList(baseUriDomains));
    return o;
}

QJsonObject UiMeta::permissionsJson() const
{
    QJsonObject o;
    for (const QString &p : permissions)
        o.insert(p, QJsonObject());
    return o;
}

bool UiMeta::isPlainOrigin(const QString &entry)
{
    static const QRegularExpression re(QStringLiteral(
        "^(https?|wss?)://(\\*\\.)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::[0-9]{1,5})?/?$"));
    return entry.size() <= 300 && re.match(entry).hasMatch();
}

bool UiMeta::originMatches(const QString &entry, const QUrl &url)
{
    if (!isPlainOrigin(entry) || !url.isValid())
        return false;
    QString e = entry;
    if (e.endsWith(QLatin1Char('/')))
        e.chop(1);
    const qsizetype sep = e.indexOf(QLatin1String("://"));
    const QString scheme = e.left(sep);
    QString host = e.mid(sep + 3);
    int port = -1;
    const qsizetype colon = host.lastIndexOf(QLatin1Char(':'));
    if (colon > 0) {
        port = host.mid(colon + 1).toInt();
        host.truncate(colon);
    }
    if (url.scheme().compare(scheme, Qt::CaseInsensitive) != 0)
        return false;
    const int defaultPort = (scheme == QLatin1String("https") || scheme == QLatin1String("wss")) ? 443 : 80;
    if (url.port(defaultPort) != (port < 0 ? defaultPort : port))
        return false;
    const QString urlHost = url.host().toLower();
    host = host.toLower();
    if (host.startsWith(QLatin1String("*."))) {
        const QString suffix = host.mid(1); // ".example.com"
        return urlHost.endsWith(suffix) && urlHost.size() > suffix.size();
    }
    return urlHost == host;
}

} // namespace mcpscope::apps
