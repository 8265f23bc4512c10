// SPDX-License-Identifier: MIT
#include "toollistmodel.h"

#include "json/jsontext.h"
#include "text/base64.h"

#include <QStringList>

namespace mcpscope {

namespace {

QVariant hint(const QJsonObject &tool, QLatin1String key)
{
    const QJsonValue value = tool.value(QLatin1String("annotations")).toObject().value(key);
    return value.isBool() ? QVariant(value.toBool()) : QVariant();
}

} // namespace

ToolListModel::ToolListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void ToolListModel::setTools(const QJsonArray &tools, const QByteArray &rawText)
{
    QList<QByteArrayView> rawItems;
    if (!rawText.isEmpty())
        rawItems = jsontext::elements(rawText);
    if (rawItems.size() != tools.size())
        rawItems.clear();
    beginResetModel();
    m_entries.clear();
    for (qsizetype i = 0; i < tools.size(); ++i) {
        const QJsonObject tool = tools.at(i).toObject();
        if (!tool.value(QLatin1String("name")).isString())
            continue;
        Entry entry;
        entry.tool = tool;
        entry.name = tool.value(QLatin1String("name")).toString();
        iconData(tool, &entry.iconData, &entry.iconMimeType);
        if (!rawItems.isEmpty())
            entry.inputSchemaText = jsontext::memberText(rawItems.at(i), "inputSchema").toByteArray();
        m_entries.append(entry);
    }
    endResetModel();
}

void ToolListModel::clear()
{
    if (m_entries.isEmpty())
        return;
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

int ToolListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant ToolListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    const QJsonObject &tool = entry.tool;
    switch (role) {
    case Qt::DisplayRole:
        return displayName(tool);
    case NameRole:
        return entry.name;
    case TitleRole: {
        const QString title = tool.value(QLatin1String("title")).toString();
        return title.isEmpty()
                   ? tool.value(QLatin1String("annotations")).toObject().value(QLatin1String("title")).toString()
                   : title;
    }
    case DescriptionRole:
        return tool.value(QLatin1String("description")).toString();
    case ReadOnlyHintRole:
        return hint(tool, QLatin1String("readOnlyHint"));
    case DestructiveHintRole:
        return hint(tool, QLatin1String("destructiveHint"));
    case IdempotentHintRole:
        return hint(tool, QLatin1String("idempotentHint"));
    case OpenWorldHintRole:
        return hint(tool, QLatin1String("openWorldHint"));
    case IconDataRole:
        return entry.iconData.isEmpty() ? QVariant() : QVariant(entry.iconData);
    case IconMimeTypeRole:
        return entry.iconMimeType;
    case InputSchemaRole:
        return tool.value(QLatin1String("inputSchema")).toObject();
    case OutputSchemaRole:
        return tool.value(QLatin1String("outputSchema")).toObject();
    case ToolRole:
        return tool;
    case InputSchemaTextRole:
        return entry.inputSchemaText;
    case SearchTextRole:
        return QString(entry.name + QLatin1Char('\n') + data(index, TitleRole).toString() + QLatin1Char('\n')
                       + tool.value(QLatin1String("description")).toString());
    default:
        return {};
    }
}

QHash<int, QByteArray> ToolListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(NameRole, "name");
    names.insert(TitleRole, "title");
    names.insert(DescriptionRole, "description");
    names.insert(ReadOnlyHintRole, "readOnlyHint");
    names.insert(DestructiveHintRole, "destructiveHint");
    names.insert(IdempotentHintRole, "idempotentHint");
    names.insert(OpenWorldHintRole, "openWorldHint");
    names.insert(IconDataRole, "iconData");
    names.insert(IconMimeTypeRole, "iconMimeType");
    names.insert(InputSchemaRole, "inputSchema");
    names.insert(OutputSchemaRole, "outputSchema");
    names.insert(ToolRole, "tool");
    names.insert(SearchTextRole, "searchText");
    names.insert(InputSchemaTextRole, "inputSchemaText");
    return names;
}

QJsonObject ToolListModel::tool(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).tool : QJsonObject();
}

int ToolListModel::rowOf(const QString &name) const
{
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).name == name)
            return row;
    }
    return -1;
}

QString ToolListModel::displayName(const QJsonObject &tool)
{
    QString title = tool.value(QLatin1String("title")).toString();
    if (title.isEmpty())
        title = tool.value(QLatin1String("annotations")).toObject().value(QLatin1String("title")).toString();
    return title.isEmpty() ? tool.value(QLatin1String("name")).toString() : title;
}

bool ToolListModel::iconData(const QJsonObject &tool, QByteArray *data, QString *mimeType)
{
    const QJsonArray icons = tool.value(QLatin1String("icons")).toArray();
    for (const QJsonValue &value : icons) {
        const QJsonObject icon = value.toObject();
        QString type;
        if (!decodeDataUri(icon.value(QLatin1String("src")).toString(), data, &type))
            continue;
        if (mimeType)
            *mimeType = icon.value(QLatin1String("mimeType")).toString(type);
        return true;
    }
    return false;
}

bool ToolListModel::decodeDataUri(const QString &uri, QByteArray *data, QString *mimeType)
{
    // Icons can be large and hostile; a few megabytes is more than any icon needs.
    constexpr qsizetype MaxUriLength = 4 * 1024 * 1024;
    if (!uri.startsWith(QLatin1String("data:"), Qt::CaseInsensitive) || uri.size() > MaxUriLength)
        return false;
    const qsizetype comma = uri.indexOf(QLatin1Char(','));
    if (comma < 0)
        return false;
    const QString header = uri.mid(5, comma - 5);
    const QStringList parts = header.split(QLatin1Char(';'));
    const bool base64 = parts.last().compare(QLatin1String("base64"), Qt::CaseInsensitive) == 0;
    const QByteArray payload = uri.mid(comma + 1).toLatin1();
    QByteArray bytes;
    if (base64) {
        const std::optional<QByteArray> decoded = base64::decodeStrict(payload);
        if (!decoded)
            return false;
        bytes = *decoded;
    } else {
        bytes = QByteArray::fromPercentEncoding(payload);
    }
    if (bytes.isEmpty())
        return false;
    if (data)
        *data = bytes;
    if (mimeType)
        *mimeType = parts.first().isEmpty() ? QStringLiteral("text/plain") : parts.first().trimmed();
    return true;
}

} // namespace mcpscope
