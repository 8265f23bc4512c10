// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace mcpscope::breakabletext {

/// @p text with an invisible break opportunity (U+200B) inside every run of more than
/// @p every characters without a space, so a word-wrapped label can wrap server text such
/// as long URIs or compact JSON instead of growing the window to its width.
QString breakable(const QString &text, int every = 40);

} // namespace mcpscope::breakabletext
