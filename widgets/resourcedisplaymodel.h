// SPDX-License-Identifier: MIT
#pragma once

#include <QIdentityProxyModel>

namespace mcpscope {

/// How the resource list looks: a "subscribed" and an "updated" badge after the name
/// (updated rows in bold), over ResourceListModel's raw data.
class ResourceDisplayModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace mcpscope
