// SPDX-License-Identifier: MIT
#include "validatorlog.h"

namespace mcpscope {

// Warnings and above by default; debug and info only when asked for.
Q_LOGGING_CATEGORY(lcValidator, "mcpscope.validator", QtWarningMsg)

} // namespace mcpscope
