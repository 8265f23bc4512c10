// SPDX-License-Identifier: MIT
// Implemented in transportlog.cpp.
#pragma once

#include <QLoggingCategory>

namespace mcpscope {

/// Debug output of the transport ("mcpscope.transport"): off by default; turn it on with
/// QT_LOGGING_RULES="mcpscope.transport.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcTransport)

} // namespace mcpscope
