// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace mcpscope {

/// Filters a ToolListModel by search words: a tool stays when every word occurs (any case)
/// in its name, title or description.
class ToolFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ToolFilterModel(QObject *parent = nullptr);

    /// Words separated by spaces; empty shows every tool.
    void setSearchText(const QString &text);
    QString searchText() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    QStringList m_words;
};

} // namespace mcpscope
