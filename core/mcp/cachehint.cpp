// SPDX-License-Identifier: MIT
#include "cachehint.h"

#include <QJsonValue>

#include <algorithm>
#include <cmath>

namespace mcpscope {

CacheHint CacheHint::fromResult(const Message &result, qint64 receivedMs)
{
    CacheHint hint;
    hint.receivedMs = receivedMs;
    double ttl = 0;
    if (result.ttlMs(&ttl) && std::isfinite(ttl))
        hint.ttlMs = qint64(std::clamp(ttl, -1.0, 1e15));
    hint.freshUntilMs = receivedMs + std::max<qint64>(0, hint.ttlMs);
    hint.scope = result.cacheScope();
    return hint;
}

CacheHint CacheHint::mergedWith(const CacheHint &later) const
{
    if (!isKnown())
        return later;
    if (!later.isKnown())
        return *this;
    CacheHint merged = *this;
    merged.freshUntilMs = std::min(freshUntilMs, later.freshUntilMs);
    merged.ttlMs = ttlMs < 0 || later.ttlMs < 0 ? -1 : std::min(ttlMs, later.ttlMs);
    if (merged.scope.isEmpty())
        merged.scope = later.scope;
    return merged;
}

QString CacheHint::durationText(qint64 ms)
{
    const qint64 s = (ms + 999) / 1000;
    if (s < 120)
        return tr("%n second(s)", nullptr, int(s));
    if (s < 2 * 3600)
        return tr("%n minute(s)", nullptr, int(s / 60));
    if (s < 2 * 86400)
        return tr("%n hour(s)", nullptr, int(s / 3600));
    return tr("%n day(s)", nullptr, int(std::min<qint64>(s / 86400, 1'000'000)));
}

QString CacheHint::text(qint64 nowMs) const
{
    if (!isKnown())
        return {};
    const QString scopeText = scope.isEmpty() ? tr("no cache scope given") : tr("cache scope: %1").arg(scope.left(40));
    if (ttlMs < 0)
        return tr("No freshness hint (ttlMs) from the server, so this counts as stale: it is read again when you come "
                  "back to it (%1).")
            .arg(scopeText);
    if (!isStale(nowMs))
        return tr("Fresh for %1 more, by the server's hint of %2 (%3).")
            .arg(durationText(freshUntilMs - nowMs), durationText(ttlMs), scopeText);
    return tr("Stale: the server's freshness hint of %1 has passed; it is read again when you come back to it (%2).")
        .arg(durationText(ttlMs), scopeText);
}

} // namespace mcpscope
