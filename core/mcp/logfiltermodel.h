// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace mcpscope {

/// Shows the rows of a LogModel at or above a minimum level (rows of unknown level always).
class LogFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LogFilterModel(QObject *parent = nullptr);

    /// LoggingLevel::Level; 0 (debug) shows everything.
    void setMinimumLevel(int level);
    int minimumLevel() const { return m_minimumLevel; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_minimumLevel = 0;
};

} // namespace mcpscope
