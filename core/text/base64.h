// SPDX-License-Identifier: MIT
// Base64 that is refused rather than guessed at. Implemented in base64.cpp.
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>

namespace mcpscope::base64 {

/// @p text decoded from base64 (RFC 4648 §4 alphabet), or nothing when it is not: a character
/// outside the alphabet (whitespace, base64url's "-" and "_" included) or "=" anywhere but in
/// the padding at the end refuses it. Padding may be left out ("QQ" is "A"), as
/// QByteArray::AbortOnBase64DecodingErrors reads it; an empty text is an empty array. For the
/// validator's stricter check with its reasons, see shapesyntax::checkBase64.
std::optional<QByteArray> decodeStrict(QByteArrayView text);

} // namespace mcpscope::base64
