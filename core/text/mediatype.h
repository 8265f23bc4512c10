// SPDX-License-Identifier: MIT
// Media types as HTTP headers and MCP's mimeType write them. Implemented in mediatype.cpp.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace mcpscope::mediatype {

/// The essence of a media type ("type/subtype", RFC 9110 §8.3.1): everything before the first
/// ";" (its parameters, charset=… or profile=…, dropped), whitespace trimmed, in lower case.
/// "Text/HTML; charset=UTF-8" is "text/html"; "" and ";x" are "". Nothing is validated.
QByteArray essence(QByteArrayView contentType);
/// The same for a mimeType given as text (Unicode whitespace trimmed, Unicode lower case).
QString essence(QStringView mimeType);

} // namespace mcpscope::mediatype
