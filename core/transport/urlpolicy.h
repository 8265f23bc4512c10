// SPDX-License-Identifier: MIT
// What mcpscope opens or fetches when a server names an address: origins (where credentials
// may go), the schemes allowed on the sign-in path, and the addresses a server may not direct
// requests to (loopback, link-local, private ranges, cloud metadata) unless it is there itself.
#pragma once

#include <QString>
#include <QUrl>

namespace mcpscope::urlpolicy {

/// "scheme://host:port" of @p url in lower case, with the scheme's default port filled in
/// (80, 443); empty for a URL without a scheme or host.
QString origin(const QUrl &url);
/// Whether @p a and @p b share scheme, host and port: credentials, session ids and message
/// bodies go to the origin they were meant for and nowhere else.
bool sameOrigin(const QUrl &a, const QUrl &b);

/// Where a host is, from its literal address or its well-known name. Names other than
/// "localhost" and the cloud metadata names are not resolved: they count as public.
enum class HostKind {
    Public,
    Loopback,      ///< 127.0.0.0/8, ::1, localhost, *.localhost
    Private,       ///< 10/8, 172.16/12, 192.168/16, 100.64/10 (shared), fc00::/7
    LinkLocal,     ///< 169.254/16, fe80::/10
    CloudMetadata, ///< 169.254.169.254, fd00:ec2::254, 100.100.100.200, metadata.google.internal
    Unspecified,   ///< 0.0.0.0, ::, multicast and broadcast
};
HostKind hostKind(const QString &host);
/// "a loopback address" and so on, for messages.
QString hostKindText(HostKind kind);

/// Why @p url may not be shown, opened in a browser or fetched on the sign-in path, or an empty
/// string when it may: only https, or plain http to a loopback host. @p what names the address
/// in the message ("the authorization endpoint").
QString signInUrlProblem(const QUrl &url, const QString &what);

/// Why a request to @p url, an address the server at @p serverUrl named, is refused, or an
/// empty string when it may be made: a loopback, private, link-local or cloud metadata address
/// is only fetched when the MCP server itself is on the same host, or on the same kind of
/// address (a server on loopback may name loopback, one on a private network a private
/// address); a cloud metadata address never unless it is the server's own host.
QString privateTargetProblem(const QUrl &url, const QUrl &serverUrl, const QString &what);

/// Why a redirect from @p from to @p to is not followed with the request's credentials, or an
/// empty string when it is: another origin (scheme, host or port), or https to plain http.
QString redirectProblem(const QUrl &from, const QUrl &to);

} // namespace mcpscope::urlpolicy
