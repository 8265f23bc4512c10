// SPDX-License-Identifier: MIT
#include "logfiltermodel.h"

#include "logmodel.h"

namespace mcpscope {

LogFilterModel::LogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(LogModel::SortRole);
}

void LogFilterModel::setMinimumLevel(int level)
{
    if (level == m_minimumLevel)
        return;
    m_minimumLevel = level;
    invalidateRowsFilter();
}

bool LogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const int level = index.data(LogModel::LevelRole).toInt();
    return level < 0 || level >= m_minimumLevel;
}

} // namespace mcpscope
