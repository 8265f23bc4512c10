// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace mcpscope {

/// What capability @p path (e.g. {"resources", "subscribe"}) means in plain words, for the
/// server's capabilities (@p serverSide) or the client's. Empty for paths the specification
/// does not define.
QString capabilityDescription(bool serverSide, const QStringList &path);

} // namespace mcpscope
