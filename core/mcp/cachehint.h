// SPDX-License-Identifier: MIT
#pragma once

#include "jsonrpc/message.h"

#include <QCoreApplication>
#include <QString>

namespace mcpscope {

/// The caching hints of a modern result (MCP 2026-07-28, server/utilities/caching): `ttlMs`,
/// how long the result may be taken as fresh from when it was received, and `cacheScope`,
/// "public" or "private". A list read in pages is as fresh as its stalest page.
struct CacheHint
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::CacheHint)
public:
    qint64 receivedMs = -1;   ///< when the (first) result arrived, ms since the epoch; -1: no result
    qint64 ttlMs = -1;        ///< as the server wrote it (the smallest of the pages); -1: absent
    qint64 freshUntilMs = -1; ///< receivedMs + the ttl (a negative or absent ttl counts as 0)
    QString scope;            ///< "public", "private", or as written; empty: absent

    /// The hints of the result message @p result, received at @p receivedMs (read from its
    /// envelope: the scan knows them).
    static CacheHint fromResult(const Message &result, qint64 receivedMs);
    /// The hints of a list of two parts read one after the other (pages): the stalest wins.
    CacheHint mergedWith(const CacheHint &later) const;

    bool isKnown() const { return receivedMs >= 0; }
    /// The spec: stale once now >= receivedMs + ttlMs; a result without ttlMs is stale at once.
    bool isStale(qint64 nowMs) const { return isKnown() && nowMs >= freshUntilMs; }
    /// "Fresh for 4 more minutes (cache scope: public)", "Stale: the server's 5-minute freshness
    /// hint has passed", "No caching hint from the server: it counts as stale".
    QString text(qint64 nowMs) const;
    /// A duration for people: "45 seconds", "5 minutes", "2 hours".
    static QString durationText(qint64 ms);
};

} // namespace mcpscope
