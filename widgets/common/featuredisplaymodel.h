// SPDX-License-Identifier: MIT
#pragma once

#include <QIdentityProxyModel>

namespace mcpscope {

/// How a list of server features looks: the item's description as its tooltip, escaped and
/// cut (a server's text must never be taken as markup).
class FeatureDisplayModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    /// Longest description shown in a tooltip.
    static constexpr qsizetype MaxToolTipLength = 2000;

    using QIdentityProxyModel::QIdentityProxyModel;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    /// @p text as tooltip rich text: escaped, cut, line breaks kept.
    static QString toolTipText(const QString &text);
};

} // namespace mcpscope
