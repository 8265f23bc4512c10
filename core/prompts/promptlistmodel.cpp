// SPDX-License-Identifier: MIT
#include "promptlistmodel.h"

#include <QJsonArray>

namespace mcpscope {

QString PromptListModel::keyOf(const QJsonObject &item) const
{
    return item.value(QLatin1String("name")).toString();
}

int PromptListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PromptListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case ArgumentsColumn:
        return tr("Arguments");
    case DescriptionColumn:
        return tr("Description");
    default:
        return {};
    }
}

QVariant PromptListModel::columnText(const QJsonObject &item, int column) const
{
    switch (column) {
    case NameColumn:
        return displayName(item);
    case ArgumentsColumn: {
        QStringList names;
        const QJsonArray arguments = item.value(QLatin1String("arguments")).toArray();
        for (const QJsonValue &a : arguments) {
            const QJsonObject o = a.toObject();
            QString name = o.value(QLatin1String("name")).toString();
            if (name.isEmpty())
                continue;
            if (o.value(QLatin1String("required")).toBool())
                name += QLatin1Char('*');
            names << name;
        }
        return shortText(names.join(QStringLiteral(", ")));
    }
    case DescriptionColumn:
        return shortText(item.value(QLatin1String("description")).toString());
    default:
        return {};
    }
}

} // namespace mcpscope
