// SPDX-License-Identifier: MIT
#include "clientlog.h"

namespace mcpscope {

// Warnings and above by default; debug and info only when asked for.
Q_LOGGING_CATEGORY(lcClient, "mcpscope.client", QtWarningMsg)

} // namespace mcpscope
