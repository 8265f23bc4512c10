// SPDX-License-Identifier: MIT
#include "resourcetemplatemodel.h"

namespace mcpscope {

QString ResourceTemplateModel::keyOf(const QJsonObject &item) const
{
    return item.value(QLatin1String("uriTemplate")).toString();
}

int ResourceTemplateModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResourceTemplateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case TemplateColumn:
        return tr("URI template");
    case MimeTypeColumn:
        return tr("Type");
    default:
        return {};
    }
}

QVariant ResourceTemplateModel::columnText(const QJsonObject &item, int column) const
{
    switch (column) {
    case NameColumn:
        return displayName(item);
    case TemplateColumn:
        return shortText(keyOf(item));
    case MimeTypeColumn:
        return shortText(item.value(QLatin1String("mimeType")).toString());
    default:
        return {};
    }
}

} // namespace mcpscope
