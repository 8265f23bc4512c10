// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace mcpscope {

/// Filters a SessionCompareModel: with onlyDifferences, items that are the same are hidden
/// (items written differently stay), and sections without any item left disappear.
class SessionCompareFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit SessionCompareFilter(QObject *parent = nullptr);

    bool onlyDifferences() const { return m_onlyDifferences; }
    void setOnlyDifferences(bool only);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_onlyDifferences = false;
};

} // namespace mcpscope
