// SPDX-License-Identifier: MIT
#include "widgets/common/featuredisplaymodel.h"

#include "mcp/featurelistmodel.h"

#include <QTextDocument>

namespace mcpscope {

QString FeatureDisplayModel::toolTipText(const QString &text)
{
    const QString cut = text.size() > MaxToolTipLength ? text.left(MaxToolTipLength) + QChar(0x2026) : text;
    return Qt::convertFromPlainText(cut, Qt::WhiteSpaceNormal);
}

QVariant FeatureDisplayModel::data(const QModelIndex &index, int role) const
{
    if (role == Qt::ToolTipRole && index.isValid()) {
        const QString description = mapToSource(index).data(FeatureListModel::DescriptionRole).toString();
        return description.isEmpty() ? QVariant() : QVariant(toolTipText(description));
    }
    return QIdentityProxyModel::data(index, role);
}

} // namespace mcpscope
