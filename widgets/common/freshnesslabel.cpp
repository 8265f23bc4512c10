// SPDX-License-Identifier: MIT
#include "widgets/common/freshnesslabel.h"

#include <QDateTime>
#include <QTimer>

namespace mcpscope {

FreshnessLabel::FreshnessLabel(QWidget *parent)
    : QLabel(parent)
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("freshness"));
    setAccessibleName(tr("Freshness of the list"));
    setTextFormat(Qt::PlainText);
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setVisible(false);
    m_timer->setInterval(15000);
    connect(m_timer, &QTimer::timeout, this, &FreshnessLabel::updateText);
}

void FreshnessLabel::setHint(const CacheHint &hint)
{
    m_hint = hint;
    setVisible(hint.isKnown());
    updateText();
}

void FreshnessLabel::updateText()
{
    setText(m_hint.text(QDateTime::currentMSecsSinceEpoch()));
    setToolTip(tr("MCP 2026-07-28 caching hints: the server says how long its answer may be taken as fresh (ttlMs) "
                  "and who may keep it (cacheScope). mcpscope reads a stale list again when you come back to it."));
}

void FreshnessLabel::showEvent(QShowEvent *event)
{
    QLabel::showEvent(event);
    updateText();
    m_timer->start();
}

void FreshnessLabel::hideEvent(QHideEvent *event)
{
    m_timer->stop();
    QLabel::hideEvent(event);
}

} // namespace mcpscope
