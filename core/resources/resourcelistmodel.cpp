// SPDX-License-Identifier: MIT
#include "resourcelistmodel.h"

#include <QLocale>

namespace mcpscope {

QString ResourceListModel::keyOf(const QJsonObject &item) const
{
    return item.value(QLatin1String("uri")).toString();
}

int ResourceListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResourceListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case UriColumn:
        return tr("URI");
    case MimeTypeColumn:
        return tr("Type");
    case SizeColumn:
        return tr("Size");
    default:
        return {};
    }
}

QVariant ResourceListModel::columnText(const QJsonObject &item, int column) const
{
    switch (column) {
    case NameColumn:
        return displayName(item);
    case UriColumn:
        return shortText(keyOf(item));
    case MimeTypeColumn:
        return shortText(item.value(QLatin1String("mimeType")).toString());
    case SizeColumn: {
        const QJsonValue size = item.value(QLatin1String("size"));
        return size.isDouble() && size.toDouble() >= 0 ? QLocale().formattedDataSize(qint64(size.toDouble()))
                                                       : QString();
    }
    default:
        return {};
    }
}

QVariant ResourceListModel::extraData(int row, int role) const
{
    const QJsonObject item = itemAt(row);
    switch (role) {
    case SubscribedRole:
        return m_subscribed.contains(keyOf(item));
    case UpdatedRole:
        return m_updated.contains(keyOf(item));
    case MimeTypeRole:
        return item.value(QLatin1String("mimeType")).toString();
    case SizeRole: {
        const QJsonValue size = item.value(QLatin1String("size"));
        return size.isDouble() ? qint64(size.toDouble()) : qint64(-1);
    }
    default:
        return {};
    }
}

void ResourceListModel::setSubscribed(const QString &uri, bool subscribed)
{
    if (m_subscribed.contains(uri) == subscribed)
        return;
    if (subscribed)
        m_subscribed.insert(uri);
    else
        m_subscribed.remove(uri);
    rowChanged(uri);
}

void ResourceListModel::setUpdated(const QString &uri, bool updated)
{
    if (m_updated.contains(uri) == updated)
        return;
    // A server naming ever new URIs must not grow this without end.
    constexpr qsizetype MaxUpdated = 10000;
    if (updated && m_updated.size() >= MaxUpdated)
        return;
    if (updated)
        m_updated.insert(uri);
    else
        m_updated.remove(uri);
    rowChanged(uri);
}

void ResourceListModel::clearSubscriptions()
{
    const QSet<QString> touched = m_subscribed + m_updated;
    m_subscribed.clear();
    m_updated.clear();
    for (const QString &uri : touched)
        rowChanged(uri);
}

void ResourceListModel::rowChanged(const QString &uri)
{
    const int row = rowOfKey(uri);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

} // namespace mcpscope
