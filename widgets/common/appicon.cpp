// SPDX-License-Identifier: MIT
#include "widgets/common/appicon.h"

namespace mcpscope {

QIcon applicationIcon()
{
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64, 128, 256, 512})
        icon.addFile(QStringLiteral(":/icons/mcpscope-%1.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace mcpscope
