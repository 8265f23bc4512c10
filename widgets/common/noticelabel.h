// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace mcpscope {

/// A plain-text label on a yellow background, for news from the server that asks for
/// attention ("updated", "the list changed").
class NoticeLabel : public QLabel
{
    Q_OBJECT
public:
    explicit NoticeLabel(QWidget *parent = nullptr);
};

} // namespace mcpscope
