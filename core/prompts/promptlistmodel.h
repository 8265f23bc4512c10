// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/featurelistmodel.h"

namespace mcpscope {

/// The server's prompts (all pages of prompts/list).
class PromptListModel : public FeatureListModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ArgumentsColumn, DescriptionColumn, ColumnCount };

    using FeatureListModel::FeatureListModel;

    QString keyOf(const QJsonObject &item) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    QVariant columnText(const QJsonObject &item, int column) const override;
};

} // namespace mcpscope
