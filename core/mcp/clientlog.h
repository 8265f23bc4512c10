// SPDX-License-Identifier: MIT
// Implemented in clientlog.cpp.
#pragma once

#include <QLoggingCategory>

namespace mcpscope {

/// Debug output of the client ("mcpscope.client"): off by default; turn it on with
/// QT_LOGGING_RULES="mcpscope.client.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcClient)

} // namespace mcpscope
