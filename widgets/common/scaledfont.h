// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>

namespace mcpscope {

/// @p font, @p factor times as large (a title 1.2, a hint 0.9), whether its size is given in
/// points or in pixels: sizes stay relative to the user's font, never fixed.
QFont scaledFont(const QFont &font, qreal factor);

} // namespace mcpscope
