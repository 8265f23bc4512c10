// SPDX-License-Identifier: MIT
#pragma once

#include <QIdentityProxyModel>

namespace mcpscope {

/// Colours and icons for a LogModel (or a filter over it): the level decides them.
class LogDisplayModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    explicit LogDisplayModel(QObject *parent = nullptr);
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace mcpscope
