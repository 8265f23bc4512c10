// SPDX-License-Identifier: MIT
// JSON pointers over JSON text (locate, escape a token). Implemented in jsonpointer.cpp.
#pragma once

#include <QByteArrayView>
#include <QString>
#include <QStringView>

namespace mcpscope::jsonpointer {

/// Where a JSON pointer points in a JSON text: byte offsets into that text.
struct Location
{
    qsizetype start = -1; ///< first byte (the member's key for object members), -1: nothing
    qsizetype length = 0;
    bool exact = false; ///< false: the pointer goes further than the text; this is the deepest part found
    bool isValid() const { return start >= 0; }
};

/// Finds what @p pointer (RFC 6901, "" = the whole text) points at in the JSON text @p json
/// by scanning it, so it works on any layout (compact bytes or re-indented text). For an
/// object member the range covers `"key": value`; for an array element, the element.
/// A pointer into something that is not there locates its deepest existing parent.
Location locate(QByteArrayView json, QStringView pointer);

} // namespace mcpscope::jsonpointer

namespace mcpscope {

/// Escapes one JSON pointer reference token (RFC 6901: "~" -> "~0", "/" -> "~1").
QString jsonPointerToken(QStringView token);

} // namespace mcpscope
