// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/featurelistmodel.h"

namespace mcpscope {

/// The server's resource templates (all pages of resources/templates/list).
class ResourceTemplateModel : public FeatureListModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, TemplateColumn, MimeTypeColumn, ColumnCount };

    using FeatureListModel::FeatureListModel;

    QString keyOf(const QJsonObject &item) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    QVariant columnText(const QJsonObject &item, int column) const override;
};

} // namespace mcpscope
