// SPDX-License-Identifier: MIT
// Implemented in validatorlog.cpp.
#pragma once

#include <QLoggingCategory>

namespace mcpscope {

/// Debug output of the validator ("mcpscope.validator"): off by default; turn it on with
/// QT_LOGGING_RULES="mcpscope.validator.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcValidator)

} // namespace mcpscope
