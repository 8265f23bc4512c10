// SPDX-License-Identifier: MIT
#include "logmodel.h"

#include "logginglevel.h"
#include "session/session.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace mcpscope {

LogModel::LogModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_flush(this, &LogModel::flush)
{
}

void LogModel::setSession(Session *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    beginResetModel();
    m_session = session;
    m_entries.clear();
    m_queued.clear();
    m_flush.cancel();
    if (m_session) {
        for (qsizetype i = 0; i < m_session->count(); ++i) {
            Entry entry;
            if (readEvent(m_session->eventAt(i), &entry))
                m_entries.append(entry);
        }
        connect(m_session, &Session::eventAppended, this, &LogModel::onEventAppended);
    }
    endResetModel();
}

void LogModel::clear()
{
    flush();
    if (m_entries.isEmpty())
        return;
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

bool LogModel::readEvent(const SessionEvent &event, Entry *entry) const
{
    if (event.type != SessionEvent::Type::Received || !event.message.isNotification()
        || event.message.method() != QLatin1String("notifications/message"))
        return false;
    const QJsonObject params = event.message.params();
    entry->eventIndex = event.index;
    entry->time = event.wallTime;
    entry->levelName = params.value(QLatin1String("level")).toString();
    entry->level = LoggingLevel::fromName(entry->levelName);
    entry->logger = params.value(QLatin1String("logger")).toString();
    const QJsonValue data = params.value(QLatin1String("data"));
    if (data.isString()) {
        entry->data = data.toString();
    } else if (data.isObject() || data.isArray()) {
        const QJsonDocument doc = data.isObject() ? QJsonDocument(data.toObject()) : QJsonDocument(data.toArray());
        entry->data = QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
    } else {
        // Numbers, booleans and null as JSON text.
        entry->data = QString::fromUtf8(QJsonDocument(QJsonArray{data}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    }
    return true;
}

void LogModel::onEventAppended(qsizetype index)
{
    Entry entry;
    if (!m_session || !readEvent(m_session->eventAt(index), &entry))
        return;
    m_queued.append(entry);
    m_flush.schedule();
}

void LogModel::flush()
{
    m_flush.cancel();
    if (m_queued.isEmpty())
        return;
    const int first = int(m_entries.size());
    beginInsertRows({}, first, first + int(m_queued.size()) - 1);
    m_entries.append(m_queued);
    m_queued.clear();
    endInsertRows();
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_entries.at(index.row());
    switch (role) {
    case LevelRole:
        return e.level;
    case EventIndexRole:
        return qlonglong(e.eventIndex);
    case FullDataRole:
        return e.data;
    case SortRole:
        switch (index.column()) {
        case TimeColumn: return qlonglong(e.eventIndex);
        case LevelColumn: return e.level;
        case LoggerColumn: return e.logger;
        case DataColumn: return e.data;
        }
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return e.time.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"));
        case LevelColumn:
            return e.level >= 0 ? LoggingLevel::displayName(LoggingLevel::Level(e.level)) : e.levelName.left(40);
        case LoggerColumn:
            return e.logger.left(100);
        case DataColumn: {
            QString preview = e.data.left(PreviewChars);
            preview.replace(QLatin1Char('\n'), QStringLiteral(" \u21b5 "));
            return e.data.size() > PreviewChars ? preview + QStringLiteral("\u2026") : preview;
        }
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == DataColumn)
            return e.data.left(PreviewChars * 8);
        return {};
    default:
        return {};
    }
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("Time");
    case LevelColumn: return tr("Level");
    case LoggerColumn: return tr("Logger");
    case DataColumn: return tr("Message");
    }
    return {};
}

} // namespace mcpscope
