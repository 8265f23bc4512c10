// SPDX-License-Identifier: MIT
#include "sessioncomparefilter.h"

#include "sessioncompare.h"
#include "sessioncomparemodel.h"

namespace mcpscope {

SessionCompareFilter::SessionCompareFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // A section stays while one of its items does.
    setRecursiveFilteringEnabled(true);
}

void SessionCompareFilter::setOnlyDifferences(bool only)
{
    if (only == m_onlyDifferences)
        return;
    m_onlyDifferences = only;
    invalidateRowsFilter();
}

bool SessionCompareFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_onlyDifferences)
        return true;
    if (!sourceParent.isValid())
        return false; // sections: only through their items
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return index.data(SessionCompareModel::StatusRole).toInt() != int(SessionComparison::Status::Same);
}

} // namespace mcpscope
