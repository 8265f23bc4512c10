// SPDX-License-Identifier: MIT
#pragma once

#include "mcp/featurelistmodel.h"

#include <QSet>

namespace mcpscope {

/// The server's resources (all pages of resources/list), with the client's subscription
/// state: which URIs are subscribed, and which were updated since they were last read.
class ResourceListModel : public FeatureListModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, UriColumn, MimeTypeColumn, SizeColumn, ColumnCount };
    enum ResourceRole {
        UriRole = KeyRole,
        SubscribedRole = FeatureUserRole, ///< bool
        UpdatedRole,                      ///< bool: notifications/resources/updated since the last read
        MimeTypeRole,
        SizeRole ///< qint64, -1 when unknown
    };

    using FeatureListModel::FeatureListModel;

    QString keyOf(const QJsonObject &item) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool isSubscribed(const QString &uri) const { return m_subscribed.contains(uri); }
    bool isUpdated(const QString &uri) const { return m_updated.contains(uri); }
    QSet<QString> subscribedUris() const { return m_subscribed; }
    void setSubscribed(const QString &uri, bool subscribed);
    void setUpdated(const QString &uri, bool updated);
    /// Forgets every subscription and update (a new connection).
    void clearSubscriptions();

protected:
    QVariant columnText(const QJsonObject &item, int column) const override;
    QVariant extraData(int row, int role) const override;

private:
    void rowChanged(const QString &uri);

    QSet<QString> m_subscribed;
    QSet<QString> m_updated;
};

} // namespace mcpscope
