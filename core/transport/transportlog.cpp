// SPDX-License-Identifier: MIT
#include "transportlog.h"

namespace mcpscope {

// Warnings and above by default; debug and info only when asked for.
Q_LOGGING_CATEGORY(lcTransport, "mcpscope.transport", QtWarningMsg)

} // namespace mcpscope
