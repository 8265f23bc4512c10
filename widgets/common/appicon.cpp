// SPDX-License-Identifier: MIT
#include "common/appicon.h"

namespace mcpscope {

QIcon applicationIcon()
{
    QIcon icon;
    for (const int size : {32, 64, 256})
        icon.addFile(QStringLiteral(":/icons/mcpscope-%1.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace mcpscope
