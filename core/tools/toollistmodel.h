// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace mcpscope {

/// The tools of a tools/list result, one row each. Raw data only: the widgets layer turns
/// roles into icons, badges and tooltips.
class ToolListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        NameRole = Qt::UserRole + 1, ///< QString: the tool's name (what tools/call takes)
        TitleRole,                   ///< QString: title, else annotations.title, else empty
        DescriptionRole,             ///< QString
        ReadOnlyHintRole,            ///< QVariant(bool), invalid when the server did not say
        DestructiveHintRole,         ///< QVariant(bool), invalid when not said
        IdempotentHintRole,          ///< QVariant(bool), invalid when not said
        OpenWorldHintRole,           ///< QVariant(bool), invalid when not said
        IconDataRole,                ///< QByteArray: bytes of the first icon given as a data: URI
        IconMimeTypeRole,            ///< QString: its MIME type
        InputSchemaRole,             ///< QJsonObject
        OutputSchemaRole,            ///< QJsonObject (empty when none is declared)
        ToolRole,                    ///< QJsonObject: the whole tool as listed
        SearchTextRole,              ///< QString: what the search box matches against
        InputSchemaTextRole, ///< QByteArray: the inputSchema as the server wrote it (member order kept), or empty
    };
    Q_ENUM(Role)

    explicit ToolListModel(QObject *parent = nullptr);

    /// Replaces the list with the tools of @p tools (entries that are not objects with a
    /// string name are skipped: they cannot be called). @p rawText, the same array as the
    /// server wrote it, keeps each inputSchema's member order for forms.
    void setTools(const QJsonArray &tools, const QByteArray &rawText = {});
    void clear();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// The tool at @p row (empty when out of range).
    QJsonObject tool(int row) const;
    /// The row of the tool named @p name, or -1.
    int rowOf(const QString &name) const;
    /// Title when given, else the name.
    static QString displayName(const QJsonObject &tool);
    /// The bytes and MIME type of the first icon in @p tool given as a data: URI (remote icons
    /// are never fetched). False when there is none.
    static bool iconData(const QJsonObject &tool, QByteArray *data, QString *mimeType);
    /// Decodes a data: URI (base64 or percent-encoded). False when it is not a valid one.
    static bool decodeDataUri(const QString &uri, QByteArray *data, QString *mimeType);

private:
    struct Entry
    {
        QJsonObject tool;
        QString name;
        QByteArray iconData;
        QString iconMimeType;
        QByteArray inputSchemaText;
    };
    QList<Entry> m_entries;
};

} // namespace mcpscope
