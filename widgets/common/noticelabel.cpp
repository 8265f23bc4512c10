// SPDX-License-Identifier: MIT
#include "widgets/common/noticelabel.h"

namespace mcpscope {

NoticeLabel::NoticeLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
    setAutoFillBackground(true);
    setMargin(3);
    // The same yellow in light and dark themes, with dark text on it.
    QPalette p = palette();
    p.setColor(QPalette::Window, QColor(0xff, 0xe0, 0x82));
    p.setColor(QPalette::WindowText, QColor(0x3e, 0x2c, 0x00));
    setPalette(p);
}

} // namespace mcpscope
