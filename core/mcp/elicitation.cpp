// SPDX-License-Identifier: MIT
#include "elicitation.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace mcpscope {

ElicitationRequest ElicitationRequest::fromParams(const QJsonObject &params)
{
    ElicitationRequest r;
    const QJsonValue mode = params.value(QLatin1String("mode"));
    r.modeName = mode.isUndefined() ? QStringLiteral("form") : mode.toString();
    r.message = params.value(QLatin1String("message")).toString();
    if (r.modeName == QLatin1String("form")) {
        r.mode = Mode::Form;
        const QJsonValue schema = params.value(QLatin1String("requestedSchema"));
        if (!schema.isObject())
            r.problem = Elicitation::tr("The server sent a form request without a form (requestedSchema).");
        r.requestedSchema = schema.toObject();
    } else if (r.modeName == QLatin1String("url")) {
        r.mode = Mode::Url;
        r.url = params.value(QLatin1String("url")).toString();
        r.elicitationId = params.value(QLatin1String("elicitationId")).toString();
        if (r.url.isEmpty())
            r.problem = Elicitation::tr("The server asked to open a web page but sent no URL.");
        else if (!Elicitation::canOpen(QUrl(r.url, QUrl::StrictMode)))
            r.problem = Elicitation::tr("The URL the server sent is not a web address mcpscope can open "
                                        "(only http and https addresses are opened).");
        else if (r.elicitationId.isEmpty())
            r.problem = Elicitation::tr("The server sent a URL request without an elicitationId.");
    } else {
        r.mode = Mode::Unknown;
        r.problem = Elicitation::tr("The server asked for an unknown kind of elicitation (mode \"%1\").")
                        .arg(r.modeName.left(40));
    }
    return r;
}

QJsonObject Elicitation::acceptResult(const QJsonObject &content)
{
    return {{QStringLiteral("action"), QStringLiteral("accept")}, {QStringLiteral("content"), content}};
}

QJsonObject Elicitation::acceptUrlResult()
{
    return {{QStringLiteral("action"), QStringLiteral("accept")}};
}

QJsonObject Elicitation::defaultContent(const QJsonObject &requestedSchema)
{
    QJsonObject content;
    const QJsonObject properties = requestedSchema.value(QStringLiteral("properties")).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = it.value().toObject();
        if (property.contains(QStringLiteral("default")))
            content.insert(it.key(), property.value(QStringLiteral("default")));
    }
    return content;
}

QJsonObject Elicitation::declineResult()
{
    return {{QStringLiteral("action"), QStringLiteral("decline")}};
}

QJsonObject Elicitation::cancelResult()
{
    return {{QStringLiteral("action"), QStringLiteral("cancel")}};
}

QStringList Elicitation::checkResult(const QJsonObject &result, ElicitationRequest::Mode mode)
{
    QStringList problems;
    const QString action = result.value(QLatin1String("action")).toString();
    const bool known
        = action == QLatin1String("accept") || action == QLatin1String("decline") || action == QLatin1String("cancel");
    if (!known)
        problems << tr("The action must be \"accept\", \"decline\" or \"cancel\".");
    const QJsonValue content = result.value(QLatin1String("content"));
    if (content.isUndefined())
        return problems;
    if (action != QLatin1String("accept"))
        problems << tr("Only an accepted form sends content.");
    else if (mode == ElicitationRequest::Mode::Url)
        problems << tr("A URL-mode answer sends no content.");
    if (!content.isObject()) {
        problems << tr("The content must be an object.");
        return problems;
    }
    const QJsonObject object = content.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QJsonValue v = it.value();
        bool ok = v.isString() || v.isDouble() || v.isBool();
        if (v.isArray()) {
            ok = true;
            const QJsonArray items = v.toArray();
            for (const QJsonValue &item : items)
                ok = ok && item.isString();
        }
        if (!ok)
            problems << tr("The value of \"%1\" must be text, a number, true/false or a list of texts.")
                            .arg(it.key().left(60));
    }
    return problems;
}

QString Elicitation::displayHost(const QUrl &url)
{
    return url.host(QUrl::FullyDecoded);
}

QString Elicitation::asciiHost(const QUrl &url)
{
    return url.host(QUrl::EncodeUnicode);
}

bool Elicitation::canOpen(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == QLatin1String("https") || scheme == QLatin1String("http"))
           && !url.host().isEmpty();
}

QStringList Elicitation::urlWarnings(const QUrl &url)
{
    QStringList warnings;
    if (!canOpen(url))
        return {tr("This is not a web address that can be opened safely.")};
    const QString host = url.host(QUrl::FullyDecoded);
    static const QRegularExpression ipv4(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}$"));
    const bool isAddress = ipv4.match(host).hasMatch() || host.contains(QLatin1Char(':'));
    const bool local
        = host == QLatin1String("localhost") || host.startsWith(QLatin1String("127.")) || host == QLatin1String("::1");
    if (url.scheme().toLower() == QLatin1String("http") && !local)
        warnings << tr("The page is not encrypted (http instead of https): others on the network can read what "
                       "you type there.");
    if (isAddress && !local)
        warnings << tr("The address is a bare IP address, not a named site.");
    if (!url.userInfo().isEmpty())
        warnings << tr("The address has a user name before the site (\"%1@\"): the site is the part after the @.")
                        .arg(url.userInfo(QUrl::PrettyDecoded).left(60));
    const QString ascii = url.host(QUrl::EncodeUnicode);
    if (ascii != host || ascii.contains(QLatin1String("xn--")))
        warnings << tr("The site's name contains letters from other alphabets; it may imitate a site you know "
                       "(its plain form is %1).")
                        .arg(ascii.left(100));
    if (url.port() != -1)
        warnings << tr("The address uses an unusual port (%1).").arg(url.port());
    return warnings;
}

QString Elicitation::completedElicitationId(const Message &message)
{
    if (!message.isNotification() || message.method() != QLatin1String("notifications/elicitation/complete"))
        return QString();
    return message.paramString(QLatin1String("elicitationId"));
}

} // namespace mcpscope
