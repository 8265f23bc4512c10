// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/cachehint.h"

#include <QLabel>

class QTimer;

namespace mcpscope {

/// How fresh a modern server's list is by its caching hints (ttlMs, cacheScope), in plain
/// words; hidden while there is no hint (2025-era connections). The text follows the clock
/// while the label is shown.
class FreshnessLabel : public QLabel
{
    Q_OBJECT
public:
    explicit FreshnessLabel(QWidget *parent = nullptr);

    void setHint(const CacheHint &hint);
    CacheHint hint() const { return m_hint; }

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void updateText();

    CacheHint m_hint;
    QTimer *m_timer;
};

} // namespace mcpscope
