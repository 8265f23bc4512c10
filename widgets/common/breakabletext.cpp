// SPDX-License-Identifier: MIT
#include "widgets/common/breakabletext.h"

namespace mcpscope::breakabletext {

QString breakable(const QString &text, int every)
{
    QString out;
    out.reserve(text.size() + text.size() / qMax(1, every));
    int run = 0;
    for (const QChar c : text) {
        if (c.isSpace()) {
            run = 0;
        } else if (++run > every) {
            out.append(QChar(0x200B));
            run = 1;
        }
        out.append(c);
    }
    return out;
}

} // namespace mcpscope::breakabletext
