// SPDX-License-Identifier: MIT
#include "widgets/common/scaledfont.h"

#include <QtMath>

namespace mcpscope {

QFont scaledFont(const QFont &font, qreal factor)
{
    QFont scaled = font;
    if (font.pointSizeF() > 0)
        scaled.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        scaled.setPixelSize(qMax(1, qRound(font.pixelSize() * factor)));
    return scaled;
}

} // namespace mcpscope
