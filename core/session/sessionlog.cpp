// SPDX-License-Identifier: MIT
#include "sessionlog.h"

namespace mcpscope {

// Warnings and above by default; debug and info only when asked for.
Q_LOGGING_CATEGORY(lcSession, "mcpscope.session", QtWarningMsg)

} // namespace mcpscope
