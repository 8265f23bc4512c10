// SPDX-License-Identifier: MIT
#include "resourcedisplaymodel.h"

#include "resources/resourcelistmodel.h"

#include <QFont>

namespace mcpscope {

QVariant ResourceDisplayModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.column() != ResourceListModel::NameColumn)
        return QIdentityProxyModel::data(index, role);
    const bool subscribed = index.data(ResourceListModel::SubscribedRole).toBool();
    const bool updated = index.data(ResourceListModel::UpdatedRole).toBool();
    switch (role) {
    case Qt::DisplayRole: {
        QString text = QIdentityProxyModel::data(index, role).toString();
        if (updated)
            text = QStringLiteral("\u25cf ") + text + QLatin1String("  ") + tr("[updated]");
        else if (subscribed)
            text += QLatin1String("  ") + tr("[subscribed]");
        return text;
    }
    case Qt::FontRole:
        if (updated) {
            QFont font;
            font.setBold(true);
            return font;
        }
        break;
    case Qt::ToolTipRole: {
        QString tip = QIdentityProxyModel::data(index, role).toString();
        if (updated)
            tip = tr("The server says this resource changed since it was last read.") + (tip.isEmpty() ? QString() : QLatin1Char('\n') + tip);
        else if (subscribed)
            tip = tr("Subscribed: the server tells when it changes.") + (tip.isEmpty() ? QString() : QLatin1Char('\n') + tip);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    default:
        break;
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace mcpscope
