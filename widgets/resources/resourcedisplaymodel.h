// SPDX-License-Identifier: MIT
#pragma once

#include "widgets/common/featuredisplaymodel.h"

namespace mcpscope {

/// How the resource list looks: a "subscribed" and an "updated" badge after the name
/// (updated rows in bold), over ResourceListModel's raw data.
class ResourceDisplayModel : public FeatureDisplayModel
{
    Q_OBJECT
public:
    using FeatureDisplayModel::FeatureDisplayModel;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace mcpscope
