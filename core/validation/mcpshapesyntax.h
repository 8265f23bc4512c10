// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

/// Small, exact syntax checkers for the strings MCP gives a meaning to: tool names, base64
/// payloads, URIs, RFC 6570 URI templates, `_meta` key names, MIME types and timestamps.
/// Each returns true when the text is well-formed; otherwise it fills @p why with a short
/// plain-words reason (never echoing the whole input).
namespace mcpscope::shapesyntax {

/// 1–128 characters of [A-Za-z0-9_.-] (2025-11-25 server/tools#tool-names).
bool checkToolName(QStringView name, QString *why);

/// RFC 4648 §4 base64: the standard alphabet, no whitespace, length a multiple of 4, at most
/// two '=' and only at the end. @p decodedSize receives the number of bytes it encodes.
bool checkBase64(QStringView text, QString *why, qsizetype *decodedSize = nullptr);
/// Decodes at most @p maxBytes leading bytes of well-formed base64 (for sniffing magic bytes).
QByteArray decodeBase64Prefix(QStringView text, qsizetype maxBytes);

/// RFC 3986 URI: a scheme, then only URI characters (non-ASCII letters are tolerated as in
/// IRIs), valid percent-escapes, a well-formed authority when there is one.
bool checkUri(QStringView uri, QString *why);
/// The scheme of a URI, lower-cased ("" when there is none).
QString uriScheme(QStringView uri);

/// RFC 6570 URI template syntax, levels 1–4 (literals, operators, varspecs, modifiers).
bool checkUriTemplate(QStringView tpl, QString *why);

/// `_meta` key name: optional prefix of dot-separated labels and a slash, then the name
/// (2025-11-25 basic/index#meta).
bool checkMetaKey(QStringView key, QString *why);
/// True when the key's prefix is reserved for MCP: its second label is "modelcontextprotocol"
/// or "mcp" (2025-11-25 rule).
bool isReservedMetaKey(QStringView key);

/// RFC 6838 media type: type "/" subtype, optional ";" parameters.
bool checkMimeType(QStringView mime, QString *why);

/// ISO 8601 calendar date or date-time as used by MCP timestamps ("2025-01-12T15:00:58Z").
bool checkIso8601(QStringView text, QString *why);

/// The data part of a "data:" URI when it is base64-encoded ("" and false otherwise).
bool dataUriBase64Payload(QStringView uri, QStringView *mediaType, QStringView *payload);

} // namespace mcpscope::shapesyntax
