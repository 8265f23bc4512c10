// SPDX-License-Identifier: MIT
#pragma once

#include "sessioncompare.h"

#include <QAbstractItemModel>

namespace mcpscope {

/// A SessionComparison as a tree for views: one row per section (Server, Capabilities,
/// Tools, …) with the compared items under it. Columns: the item, A's side, B's side, the
/// status. Raw data only; colours and icons come from the widgets layer (StatusRole).
class SessionCompareModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { ItemColumn, AColumn, BColumn, StatusColumn, ColumnCount };
    enum Role {
        StatusRole = Qt::UserRole + 1, ///< int(SessionComparison::Status); sections: the worst of their items
        SectionRole,                   ///< int(SessionComparison::Section)
        ItemIndexRole,                 ///< index into comparison().items(); -1 for section rows
        DifferenceCountRole,           ///< items that differ in meaning (sections), differences (items)
    };

    explicit SessionCompareModel(QObject *parent = nullptr);

    /// Shows @p comparison (replaces what was shown).
    void setComparison(const SessionComparison &comparison);
    const SessionComparison &comparison() const { return m_comparison; }
    /// The item behind @p index, or nullptr for section rows and invalid indexes.
    const SessionComparison::Item *itemAt(const QModelIndex &index) const;
    /// The index of item @p itemIndex (column 0), or an invalid index.
    QModelIndex indexOfItem(qsizetype itemIndex) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct SectionRows
    {
        SessionComparison::Section section;
        QList<qsizetype> items;
        SessionComparison::Status worst = SessionComparison::Status::Same;
        qsizetype differing = 0;
    };
    QVariant sectionData(const SectionRows &rows, int column, int role) const;

    SessionComparison m_comparison;
    QList<SectionRows> m_sections;
};

} // namespace mcpscope
