// SPDX-License-Identifier: MIT
// JSON text reshaped without a tree (re-indent, compact, members). Implemented in jsontext.cpp.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonParseError>
#include <QJsonValue>
#include <QList>
#include <QPair>

namespace mcpscope::jsontext {

/// Whether @p text looks like a JSON object or array: its first byte that is not JSON
/// whitespace (space, tab, CR, LF) is "{" or "[". Nothing else is read; "" and "  " do not.
bool looksLikeJson(QByteArrayView text);

/// One JSON value written on its own, a scalar ("42", "\"a\"", "true", "null") as well as an
/// object or array: QJsonDocument takes no scalar at the top level, so the text is parsed as the
/// one element of an array. @p ok: whether it is exactly one value (whitespace around it
/// allowed). Returns that value, or the first of several, or undefined. @p error, when given:
/// the parser's verdict with its offset counted in @p text; "" and "1, 2" parse without an
/// error and still are not ok.
QJsonValue parseScalar(QByteArrayView text, bool *ok = nullptr, QJsonParseError *error = nullptr);

/// Re-indents JSON text without parsing it into objects, so member order, number spelling
/// and string escapes stay exactly as they were sent. The layout matches JavaScript's
/// JSON.stringify(value, null, indent): empty containers stay "{}" / "[]".
/// Input must be valid JSON (check with QJsonDocument first); whitespace is normalised.
QByteArray reindent(QByteArrayView json, int indent = 2);

/// Removes all insignificant whitespace (one line, as MCP stdio framing needs).
QByteArray compact(QByteArrayView json);

/// The raw text of member @p key of the top-level object in @p json, or a null view.
QByteArrayView memberText(QByteArrayView json, QByteArrayView key);

/// The members of the top-level object in @p json, in order, as (raw key, raw value text).
/// Empty when @p json is not an object.
QList<QPair<QByteArrayView, QByteArrayView>> members(QByteArrayView json);

/// The raw texts of the elements of the top-level array in @p json, in order.
QList<QByteArrayView> elements(QByteArrayView json);

/// JSON with comments (VS Code's and Zed's settings files) as plain JSON: line comments
/// ("// …"), block comments ("/* … */") and trailing commas before "}" or "]" become spaces,
/// outside strings only, so every other byte keeps its offset (a parse error's position still
/// points into the file as written). An unterminated block comment runs to the end.
QByteArray withoutComments(QByteArrayView jsonc);

} // namespace mcpscope::jsontext
