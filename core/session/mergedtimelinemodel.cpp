// SPDX-License-Identifier: MIT
#include "mergedtimelinemodel.h"

#include "session.h"

namespace mcpscope {

MergedTimelineModel::MergedTimelineModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_flush(this, &MergedTimelineModel::flush)
{
}

MergedTimelineModel::~MergedTimelineModel() = default;

int MergedTimelineModel::addSource(const QString &name, TimelineModel *model)
{
    const int source = int(m_sources.size());
    m_sources.push_back({name, model, model ? model->session() : nullptr, true});
    attach(source);
    return source;
}

void MergedTimelineModel::attach(int source)
{
    Source &s = m_sources[size_t(source)];
    if (!s.model)
        return;
    connect(s.model, &QAbstractItemModel::modelReset, this, [this, source] { onSourceReset(source); });
    connect(s.model, &QObject::destroyed, this, [this, source] { removeSource(source); });
    s.session = s.model->session();
    if (s.session) {
        connect(s.session, &Session::eventAppended, this,
                [this, source](qsizetype index) { onEventAppended(source, index); });
        for (qsizetype i = 0; i < s.session->count(); ++i)
            m_pending.push_back({quint32(source), quint32(i)});
        if (!m_pending.empty())
            m_flush.schedule();
    }
}

void MergedTimelineModel::onEventAppended(int source, qsizetype index)
{
    m_pending.push_back({quint32(source), quint32(index)});
    m_flush.schedule();
}

void MergedTimelineModel::onSourceReset(int source)
{
    // The server's timeline shows another session now (a file opened, a new connection).
    Source &s = m_sources[size_t(source)];
    if (s.session)
        disconnect(s.session, nullptr, this, nullptr);
    dropRows(source);
    s.session = s.model ? s.model->session() : nullptr;
    if (s.session) {
        connect(s.session, &Session::eventAppended, this,
                [this, source](qsizetype index) { onEventAppended(source, index); });
        for (qsizetype i = 0; i < s.session->count(); ++i)
            m_pending.push_back({quint32(source), quint32(i)});
        m_flush.schedule();
    }
}

void MergedTimelineModel::dropRows(int source)
{
    const auto other = [source](const Row &r) { return int(r.source) != source; };
    m_pending.erase(std::remove_if(m_pending.begin(), m_pending.end(), [&other](const Row &r) { return !other(r); }),
                    m_pending.end());
    if (std::all_of(m_rows.begin(), m_rows.end(), other))
        return;
    beginResetModel();
    m_rows.erase(std::remove_if(m_rows.begin(), m_rows.end(), [&other](const Row &r) { return !other(r); }),
                 m_rows.end());
    endResetModel();
}

void MergedTimelineModel::removeSource(int source)
{
    if (source < 0 || source >= sourceCount() || !m_sources[size_t(source)].active)
        return;
    Source &s = m_sources[size_t(source)];
    if (s.session)
        disconnect(s.session, nullptr, this, nullptr);
    if (s.model)
        disconnect(s.model, nullptr, this, nullptr);
    s.active = false;
    dropRows(source);
    s.model = nullptr;
    s.session = nullptr;
}

void MergedTimelineModel::setSourceName(int source, const QString &name)
{
    if (source < 0 || source >= sourceCount())
        return;
    m_sources[size_t(source)].name = name;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, ServerColumn), index(rowCount() - 1, ServerColumn));
}

QString MergedTimelineModel::sourceName(int source) const
{
    return source >= 0 && source < sourceCount() ? m_sources[size_t(source)].name : QString();
}

bool MergedTimelineModel::isSourceActive(int source) const
{
    return source >= 0 && source < sourceCount() && m_sources[size_t(source)].active;
}

TimelineModel *MergedTimelineModel::sourceModel(int source) const
{
    return source >= 0 && source < sourceCount() ? m_sources[size_t(source)].model.data() : nullptr;
}

void MergedTimelineModel::flush()
{
    if (m_pending.empty())
        return;
    // A row is shown once its server's timeline has it: the sources flush first.
    std::vector<Row> ready;
    std::vector<Row> later;
    ready.reserve(m_pending.size());
    QSet<int> flushed;
    for (const Row &r : m_pending) {
        TimelineModel *model = m_sources[size_t(r.source)].model;
        if (!model)
            continue;
        if (int(r.row) >= model->rowCount() && !flushed.contains(int(r.source))) {
            model->flush();
            flushed.insert(int(r.source));
        }
        if (int(r.row) < model->rowCount())
            ready.push_back(r);
        else
            later.push_back(r);
    }
    m_pending.swap(later);
    ready = interleaveByTime(ready);
    if (!ready.empty()) {
        const int first = rowCount();
        beginInsertRows({}, first, first + int(ready.size()) - 1);
        m_rows.insert(m_rows.end(), ready.begin(), ready.end());
        endInsertRows();
    }
    if (!m_pending.empty())
        m_flush.schedule();
}

std::vector<MergedTimelineModel::Row> MergedTimelineModel::interleaveByTime(const std::vector<Row> &batch) const
{
    // Live events arrive in order already. Events read from files (a workspace session opened
    // again: each server's pane reads its own) come a server at a time: they are interleaved
    // by their recorded time, each server's own order kept. Equal times keep the batch's order
    // (live: the order of arrival; files keep milliseconds: server order), so a live batch
    // comes out exactly as it went in.
    std::vector<std::vector<size_t>> bySource; // positions in the batch
    for (size_t i = 0; i < batch.size(); ++i) {
        const quint32 source = batch[i].source;
        if (source >= bySource.size())
            bySource.resize(source + 1);
        bySource[source].push_back(i);
    }
    int nonEmpty = 0;
    for (const auto &rows : bySource)
        nonEmpty += rows.empty() ? 0 : 1;
    if (nonEmpty < 2)
        return batch;
    std::vector<size_t> next(bySource.size(), 0);
    std::vector<Row> merged;
    merged.reserve(batch.size());
    while (merged.size() < batch.size()) {
        int best = -1;
        size_t bestPosition = 0;
        QDateTime bestTime;
        for (size_t source = 0; source < bySource.size(); ++source) {
            if (next[source] >= bySource[source].size())
                continue;
            const size_t position = bySource[source][next[source]];
            const QDateTime when = m_sources[source].model->eventAt(int(batch[position].row)).wallTime;
            if (best < 0 || when < bestTime || (when == bestTime && position < bestPosition)) {
                best = int(source);
                bestPosition = position;
                bestTime = when;
            }
        }
        merged.push_back(batch[bestPosition]);
        ++next[size_t(best)];
    }
    return merged;
}

int MergedTimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int MergedTimelineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : TimelineModel::ColumnCount + ColumnOffset;
}

QVariant MergedTimelineModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &r = m_rows[size_t(index.row())];
    const Source &s = m_sources[size_t(r.source)];
    if (role == SourceRole)
        return int(r.source);
    if (role == SourceRowRole)
        return int(r.row);
    if (index.column() == ServerColumn) {
        if (role == Qt::DisplayRole || role == TimelineModel::SortRole)
            return s.name;
        if (role == Qt::ToolTipRole)
            return tr("Server: %1").arg(s.name);
        // The row's own roles (kind, direction, event index, …) come from the server's timeline.
        if (role < TimelineModel::SortRole)
            return {};
    }
    if (!s.model || int(r.row) >= s.model->rowCount())
        return {};
    const int column = qMax(0, index.column() - ColumnOffset);
    return s.model->data(s.model->index(int(r.row), column), role);
}

QVariant MergedTimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (section == ServerColumn)
        return role == Qt::DisplayRole ? QVariant(tr("Server")) : QVariant();
    // The columns' titles are the timeline's.
    for (const Source &s : m_sources) {
        if (s.model)
            return s.model->headerData(section - ColumnOffset, orientation, role);
    }
    return {};
}

MergedTimelineFilter::MergedTimelineFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void MergedTimelineFilter::setMergedModel(MergedTimelineModel *model)
{
    m_model = model;
    setSourceModel(model);
}

void MergedTimelineFilter::setServer(int source)
{
    m_server = source;
    invalidateRowsFilter();
}

void MergedTimelineFilter::setText(const QString &text)
{
    m_text = text.trimmed().toUtf8().toLower();
    invalidateRowsFilter();
}

void MergedTimelineFilter::setKinds(TimelineModel::Kinds kinds)
{
    m_kinds = kinds;
    invalidateRowsFilter();
}

void MergedTimelineFilter::setOnlyWithDiagnostics(bool only)
{
    m_onlyWithDiagnostics = only;
    invalidateRowsFilter();
}

bool MergedTimelineFilter::isActive() const
{
    return m_server >= 0 || !m_text.isEmpty() || m_kinds != TimelineModel::Kinds(TimelineModel::AllKinds)
           || m_onlyWithDiagnostics;
}

bool MergedTimelineFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_model || sourceParent.isValid())
        return false;
    const int source = m_model->sourceOf(sourceRow);
    if (m_server >= 0 && source != m_server)
        return false;
    const TimelineModel *model = m_model->sourceModel(source);
    if (!model)
        return false;
    const int row = m_model->sourceRowOf(sourceRow);
    if (row >= model->rowCount())
        return false;
    if (!m_kinds.testFlag(TimelineModel::KindFlag(1 << model->kindOf(row))))
        return false;
    if (m_onlyWithDiagnostics && model->severityOf(row) < 0)
        return false;
    if (!m_text.isEmpty()) {
        const QByteArray bytes = model->searchableBytes(row);
        if (!bytes.toLower().contains(m_text) && !m_model->sourceName(source).toUtf8().toLower().contains(m_text))
            return false;
    }
    return true;
}

} // namespace mcpscope
