// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace mcpscope {

/// Base of the models over a server's lists (resources, resource templates, prompts): one row
/// per item as the server sent it. Subclasses say which member is the key and what each
/// column shows.
class FeatureListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        KeyRole = Qt::UserRole + 1, ///< the item's identity: uri, uriTemplate or name
        ObjectRole,                 ///< the whole item (QJsonObject)
        SearchTextRole,             ///< the words a search looks at (name, title, key, description)
        DescriptionRole,            ///< the item's description as sent (unbounded, not escaped)
        FeatureUserRole             ///< first role free for subclasses
    };

    /// Texts longer than this are cut in the display role (server content is unbounded).
    static constexpr qsizetype MaxDisplayLength = 300;

    using QAbstractTableModel::QAbstractTableModel;

    /// Replaces the items (non-object entries are skipped).
    void setItems(const QJsonArray &items);
    void clear();
    QJsonObject itemAt(int row) const { return row >= 0 && row < m_items.size() ? m_items.at(row) : QJsonObject(); }
    int count() const { return int(m_items.size()); }
    /// Row of the item with key @p key, or -1.
    int rowOfKey(const QString &key) const;
    /// The key of @p item.
    virtual QString keyOf(const QJsonObject &item) const = 0;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// title, else name (the spec's display rule), cut to MaxDisplayLength.
    static QString displayName(const QJsonObject &item);
    /// @p text cut to MaxDisplayLength with an ellipsis, line breaks as spaces.
    static QString shortText(const QString &text);

protected:
    /// The display text of @p column for @p item.
    virtual QVariant columnText(const QJsonObject &item, int column) const = 0;
    /// Extra roles of subclasses (FeatureUserRole and above).
    virtual QVariant extraData(int row, int role) const;

private:
    QList<QJsonObject> m_items;
    QHash<QString, int> m_rows; ///< key -> first row with it (notifications look rows up often)
};

} // namespace mcpscope
