// SPDX-License-Identifier: MIT
#include "urlpolicy.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace mcpscope::urlpolicy {

namespace {

/// The translation context of the words below.
class UrlPolicy
{
    Q_DECLARE_TR_FUNCTIONS(UrlPolicy)
};

int defaultPort(const QString &scheme)
{
    if (scheme == QLatin1String("https") || scheme == QLatin1String("wss"))
        return 443;
    if (scheme == QLatin1String("http") || scheme == QLatin1String("ws"))
        return 80;
    return -1;
}

QString hostOf(const QUrl &url)
{
    QString host = url.host(QUrl::FullyEncoded).toLower();
    if (host.endsWith(QLatin1Char('.')))
        host.chop(1); // "localhost." is localhost
    return host;
}

bool inRange(const QHostAddress &address, const char *subnet)
{
    return address.isInSubnet(QHostAddress::parseSubnet(QString::fromLatin1(subnet)));
}

} // namespace

QString origin(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    const QString host = hostOf(url);
    if (scheme.isEmpty() || host.isEmpty())
        return QString();
    const QString shown = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return scheme + QStringLiteral("://") + shown + QLatin1Char(':') + QString::number(url.port(defaultPort(scheme)));
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    const QString first = origin(a);
    return !first.isEmpty() && first == origin(b);
}

HostKind hostKind(const QString &name)
{
    QString host = name.toLower();
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    if (host.endsWith(QLatin1Char('.')))
        host.chop(1);
    if (host == QLatin1String("localhost") || host.endsWith(QLatin1String(".localhost")))
        return HostKind::Loopback;
    if (host == QLatin1String("metadata.google.internal") || host == QLatin1String("metadata"))
        return HostKind::CloudMetadata;
    QHostAddress address;
    if (!address.setAddress(host))
        return HostKind::Public; // a name: not resolved here
    // IPv4 inside IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);
    if (mapped)
        address = QHostAddress(v4);
    if (address == QHostAddress(QStringLiteral("169.254.169.254"))
        || address == QHostAddress(QStringLiteral("fd00:ec2::254"))
        || address == QHostAddress(QStringLiteral("100.100.100.200")))
        return HostKind::CloudMetadata;
    if (address.isLoopback())
        return HostKind::Loopback;
    if (address.isNull() || address == QHostAddress::AnyIPv4 || address == QHostAddress::AnyIPv6
        || address.isMulticast() || address.isBroadcast() || inRange(address, "0.0.0.0/8"))
        return HostKind::Unspecified;
    if (address.isLinkLocal())
        return HostKind::LinkLocal;
    if (inRange(address, "10.0.0.0/8") || inRange(address, "172.16.0.0/12") || inRange(address, "192.168.0.0/16")
        || inRange(address, "100.64.0.0/10") || inRange(address, "fc00::/7") || inRange(address, "fec0::/10"))
        return HostKind::Private;
    return HostKind::Public;
}

QString hostKindText(HostKind kind)
{
    switch (kind) {
    case HostKind::Public:
        return UrlPolicy::tr("a public address");
    case HostKind::Loopback:
        return UrlPolicy::tr("a loopback address (this computer)");
    case HostKind::Private:
        return UrlPolicy::tr("a private network address");
    case HostKind::LinkLocal:
        return UrlPolicy::tr("a link-local address");
    case HostKind::CloudMetadata:
        return UrlPolicy::tr("a cloud metadata address");
    case HostKind::Unspecified:
        return UrlPolicy::tr("an unspecified, multicast or broadcast address");
    }
    return QString();
}

QString signInUrlProblem(const QUrl &url, const QString &what)
{
    const QString shown
        = url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).left(200);
    if (!url.isValid() || url.isEmpty())
        return UrlPolicy::tr("%1 \"%2\" is not a valid address.").arg(what, shown);
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https") && !url.host().isEmpty())
        return QString();
    if (scheme == QLatin1String("http") && hostKind(url.host()) == HostKind::Loopback)
        return QString();
    if (scheme == QLatin1String("http"))
        return UrlPolicy::tr(
                   "%1 %2 is plain http to another computer: mcpscope only signs in over https (or plain http on this "
                   "computer), so that nobody on the way can read codes and tokens.")
            .arg(what, shown);
    return UrlPolicy::tr(
               "%1 \"%2\" is not a web address (its scheme is \"%3\"): mcpscope only opens or fetches https addresses "
               "for a sign-in, so that a server cannot make it open files, network shares or other programs.")
        .arg(what, shown, scheme.left(40));
}

QString privateTargetProblem(const QUrl &url, const QUrl &serverUrl, const QString &what)
{
    const HostKind target = hostKind(url.host());
    if (target == HostKind::Public)
        return QString();
    if (hostOf(url) == hostOf(serverUrl))
        return QString(); // the server's own host
    const HostKind server = hostKind(serverUrl.host());
    if (target == server && (target == HostKind::Loopback || target == HostKind::Private))
        return QString(); // local development: a server on this computer or this network
    return UrlPolicy::tr(
               "%1 %2 is %3, but the MCP server %4 is not there: mcpscope does not let a server direct requests into "
               "this computer or its network.")
        .arg(what, url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment).left(200),
             hostKindText(target), origin(serverUrl));
}

QString redirectProblem(const QUrl &from, const QUrl &to)
{
    if (from.scheme().compare(QLatin1String("https"), Qt::CaseInsensitive) == 0
        && to.scheme().compare(QLatin1String("http"), Qt::CaseInsensitive) == 0)
        return UrlPolicy::tr("%1 redirected to %2, from https to plain http; mcpscope does not follow that.")
            .arg(origin(from), origin(to));
    if (sameOrigin(from, to))
        return QString();
    return UrlPolicy::tr(
               "%1 redirected to %2, another origin. mcpscope does not carry credentials, headers, the session or the "
               "message to another origin, so it stopped there. If %2 is where the server really is, use that address.")
        .arg(origin(from), origin(to).isEmpty() ? to.toDisplayString(QUrl::RemoveUserInfo).left(200) : origin(to));
}

} // namespace mcpscope::urlpolicy
