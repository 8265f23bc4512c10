// SPDX-License-Identifier: MIT
#include "logmodel.h"

#include "logginglevel.h"
#include "session/session.h"

#include "json/lightjson.h"

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

bool LogModel::readEvent(const SessionEvent &event, Entry *entry)
{
    if (event.type != SessionEvent::Type::Received || !event.message.isNotification()
        || event.message.method() != QLatin1String("notifications/message"))
        return false;
    entry->eventIndex = event.index;
    entry->level = LoggingLevel::fromName(event.message.paramString(QLatin1String("level")));
    return true;
}

LogModel::Fields LogModel::fields(const Entry &entry) const
{
    // The params where the scan found them, read without a tree: a log line is one row among
    // thousands, and the pane shows only a few of them at a time.
    Fields f;
    if (!m_session || entry.eventIndex >= m_session->count())
        return f;
    thread_local lightjson::Document view;
    const QByteArrayView body = m_session->eventAt(entry.eventIndex).message.bodyText();
    const lightjson::Object params = view.build(body) ? view.root().toObject() : lightjson::Object();
    f.levelName = params.value(QLatin1String("level")).toString();
    f.logger = params.value(QLatin1String("logger")).toString();
    const lightjson::Value data = params.value(QLatin1String("data"));
    // A string as its text; anything else as the server wrote it.
    f.data = data.isString() ? data.toString() : QString::fromUtf8(data.raw());
    view.clear();
    return f;
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
        return fields(e).data;
    case SortRole:
        switch (index.column()) {
        case TimeColumn:
            return qlonglong(e.eventIndex);
        case LevelColumn:
            return e.level;
        case LoggerColumn:
            return fields(e).logger;
        case DataColumn:
            return fields(e).data;
        }
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return m_session && e.eventIndex < m_session->count() ? m_session->eventAt(e.eventIndex)
                                                                        .wallTime.toLocalTime()
                                                                        .toString(QStringLiteral("HH:mm:ss.zzz"))
                                                                  : QString();
        case LevelColumn:
            return e.level >= 0 ? LoggingLevel::displayName(LoggingLevel::Level(e.level))
                                : fields(e).levelName.left(40);
        case LoggerColumn:
            return fields(e).logger.left(100);
        case DataColumn: {
            const QString data = fields(e).data;
            QString preview = data.left(PreviewChars);
            preview.replace(QLatin1Char('\n'), QStringLiteral(" \u21b5 "));
            return data.size() > PreviewChars ? preview + QStringLiteral("\u2026") : preview;
        }
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == DataColumn)
            return fields(e).data.left(PreviewChars * 8);
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
    case TimeColumn:
        return tr("Time");
    case LevelColumn:
        return tr("Level");
    case LoggerColumn:
        return tr("Logger");
    case DataColumn:
        return tr("Message");
    }
    return {};
}

} // namespace mcpscope
