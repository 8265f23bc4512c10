// SPDX-License-Identifier: MIT
#include "toolfiltermodel.h"

#include "toollistmodel.h"

namespace mcpscope {

ToolFilterModel::ToolFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void ToolFilterModel::setSearchText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateRowsFilter();
}

bool ToolFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty())
        return true;
    const QString text
        = sourceModel()->index(sourceRow, 0, sourceParent).data(ToolListModel::SearchTextRole).toString();
    for (const QString &word : m_words) {
        if (!text.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace mcpscope
