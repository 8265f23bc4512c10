// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>

namespace mcpscope {

/// mcpscope's application icon (compiled into the widgets library).
QIcon applicationIcon();

} // namespace mcpscope
