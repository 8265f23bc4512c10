// SPDX-License-Identifier: MIT
#include "featurelistmodel.h"

namespace mcpscope {

void FeatureListModel::setItems(const QJsonArray &items)
{
    beginResetModel();
    m_items.clear();
    m_items.reserve(items.size());
    m_rows.clear();
    for (const QJsonValue &v : items) {
        if (!v.isObject())
            continue;
        m_items.append(v.toObject());
        const QString key = keyOf(m_items.last());
        if (!m_rows.contains(key)) // the first of duplicates wins
            m_rows.insert(key, int(m_items.size() - 1));
    }
    endResetModel();
}

void FeatureListModel::clear()
{
    if (m_items.isEmpty())
        return;
    beginResetModel();
    m_items.clear();
    m_rows.clear();
    endResetModel();
}

int FeatureListModel::rowOfKey(const QString &key) const
{
    return m_rows.value(key, -1);
}

int FeatureListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

QVariant FeatureListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QJsonObject &item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return columnText(item, index.column());
    case DescriptionRole:
        return item.value(QLatin1String("description")).toString();
    case KeyRole:
        return keyOf(item);
    case ObjectRole:
        return item;
    case SearchTextRole:
        return QStringList{item.value(QLatin1String("name")).toString(), item.value(QLatin1String("title")).toString(),
                           keyOf(item), item.value(QLatin1String("description")).toString()}
            .join(QLatin1Char('\n'));
    default:
        return role >= FeatureUserRole ? extraData(index.row(), role) : QVariant();
    }
}

QVariant FeatureListModel::extraData(int, int) const
{
    return {};
}

QHash<int, QByteArray> FeatureListModel::roleNames() const
{
    QHash<int, QByteArray> roles = QAbstractTableModel::roleNames();
    roles.insert(KeyRole, "key");
    roles.insert(ObjectRole, "object");
    roles.insert(SearchTextRole, "searchText");
    roles.insert(DescriptionRole, "description");
    return roles;
}

QString FeatureListModel::shortText(const QString &text)
{
    QString t = text.size() > MaxDisplayLength ? text.left(MaxDisplayLength) + QChar(0x2026) : text;
    for (QChar &c : t) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            c = QLatin1Char(' ');
    }
    return t;
}

QString FeatureListModel::displayName(const QJsonObject &item)
{
    const QString title = item.value(QLatin1String("title")).toString();
    const QString name = title.isEmpty() ? item.value(QLatin1String("name")).toString() : title;
    return name.isEmpty() ? tr("(no name)") : shortText(name);
}

} // namespace mcpscope
