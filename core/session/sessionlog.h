// SPDX-License-Identifier: MIT
// Implemented in sessionlog.cpp.
#pragma once

#include <QLoggingCategory>

namespace mcpscope {

/// Debug output of the session ("mcpscope.session"): off by default; turn it on with
/// QT_LOGGING_RULES="mcpscope.session.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcSession)

} // namespace mcpscope
