// SPDX-License-Identifier: MIT
#include "timelinefilter.h"

#include "session/session.h"

#include <QTimer>

#include <algorithm>
#include <cstring>

namespace mcpscope {

namespace {

char foldAscii(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c | 0x20) : c;
}

bool isAsciiLetter(char c)
{
    const char f = foldAscii(c);
    return f >= 'a' && f <= 'z';
}

// How often a byte turns up in MCP traffic, roughly: the search starts from the rarest byte
// of the needle, so memchr skips most of each message. Letters cost more: both cases are
// looked for.
int commonness(char c)
{
    switch (foldAscii(c)) {
    case '"':
        return 100;
    case ':':
    case ',':
    case '{':
    case '}':
        return 60;
    case 'e':
    case 't':
    case 'a':
    case 'o':
    case 'i':
    case 'n':
    case 's':
    case 'r':
    case 'c':
    case 'l':
    case 'd':
    case 'm':
    case 'u':
    case 'p':
    case 'g':
        return 50;
    case '0':
    case '1':
    case '2':
        return 30;
    default:
        break;
    }
    if (isAsciiLetter(c))
        return 35;
    if (c >= '3' && c <= '9')
        return 25;
    return 10;
}

/// Finds @p needle (ASCII letters lower-cased when @p fold) in @p haystack, starting from
/// the occurrences of needle[anchor] (either case when folding).
bool containsFrom(QByteArrayView haystack, const QByteArray &needle, qsizetype anchor, bool fold)
{
    const qsizetype m = needle.size();
    const qsizetype n = haystack.size();
    if (m == 0)
        return true;
    if (n < m)
        return false;
    const char *h = haystack.data();
    const char lower = needle.at(anchor);
    const char upper = fold && isAsciiLetter(lower) ? char(lower & ~0x20) : lower;
    // Candidates: the anchor byte at [anchor, n - m + anchor].
    const char *const end = h + (n - m) + anchor + 1;
    const char *p = h + anchor;
    const char *nextLower = nullptr;
    const char *nextUpper = upper == lower ? end : nullptr;
    while (p < end) {
        if (!nextLower || nextLower < p)
            nextLower = static_cast<const char *>(std::memchr(p, lower, size_t(end - p)));
        if (!nextLower)
            nextLower = end;
        if (!nextUpper || nextUpper < p) {
            nextUpper = static_cast<const char *>(std::memchr(p, upper, size_t(end - p)));
            if (!nextUpper)
                nextUpper = end;
        }
        const char *hit = qMin(nextLower, nextUpper);
        if (hit >= end)
            return false;
        const char *start = hit - anchor;
        bool equal = true;
        if (fold) {
            for (qsizetype i = 0; i < m; ++i) {
                if (foldAscii(start[i]) != needle.at(i)) {
                    equal = false;
                    break;
                }
            }
        } else {
            equal = std::memcmp(start, needle.constData(), size_t(m)) == 0;
        }
        if (equal)
            return true;
        p = hit + 1;
    }
    return false;
}

} // namespace

TimelineFilter::TimelineFilter(QObject *parent)
    : QAbstractProxyModel(parent)
    , m_textTimer(new QTimer(this))
{
    m_textTimer->setSingleShot(true);
    m_textTimer->setInterval(DefaultTextDelayMs);
    connect(m_textTimer, &QTimer::timeout, this, &TimelineFilter::applyText);
}

TimelineFilter::~TimelineFilter() = default;

void TimelineFilter::setSourceModel(QAbstractItemModel *model)
{
    beginResetModel();
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = qobject_cast<TimelineModel *>(model);
    QAbstractProxyModel::setSourceModel(model);
    if (m_model) {
        connect(m_model, &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex &parent, int first, int last) {
                    if (!parent.isValid())
                        onSourceRowsInserted(first, last);
                });
        connect(m_model, &QAbstractItemModel::dataChanged, this, &TimelineFilter::onSourceDataChanged);
        // A TimelineModel only appends rows, changes some, or starts again. Anything else a
        // model can do is taken as starting again.
        const auto startsAgain = [this](auto aboutTo, auto done) {
            connect(m_model, aboutTo, this, [this] { beginResetModel(); });
            connect(m_model, done, this, &TimelineFilter::onSourceReset);
        };
        startsAgain(&QAbstractItemModel::modelAboutToBeReset, &QAbstractItemModel::modelReset);
        startsAgain(&QAbstractItemModel::rowsAboutToBeRemoved, &QAbstractItemModel::rowsRemoved);
        startsAgain(&QAbstractItemModel::rowsAboutToBeMoved, &QAbstractItemModel::rowsMoved);
        startsAgain(&QAbstractItemModel::layoutAboutToBeChanged, &QAbstractItemModel::layoutChanged);
        connect(m_model, &QObject::destroyed, this, [this] {
            beginResetModel();
            onSourceReset();
        });
        // A method filtered for before it was seen starts matching once it is.
        connect(m_model, &TimelineModel::methodsAdded, this, [this] {
            if (!m_method.isEmpty() && m_methodId < 0)
                resolveMethod();
        });
    }
    resolveMethod();
    m_sourceRows = m_model ? m_model->rowCount() : 0;
    m_sorted.clear();
    computeShown();
    endResetModel();
}

void TimelineFilter::setDirection(DirectionFilter direction)
{
    if (direction == m_direction)
        return;
    m_direction = direction;
    refilter();
}

void TimelineFilter::setKinds(TimelineModel::Kinds kinds)
{
    if (kinds == m_kinds)
        return;
    m_kinds = kinds;
    refilter();
}

void TimelineFilter::setMethod(const QString &method)
{
    if (method == m_method)
        return;
    m_method = method;
    resolveMethod();
    refilter();
}

void TimelineFilter::resolveMethod()
{
    m_methodId = m_model && !m_method.isEmpty() ? m_model->methodId(m_method) : -1;
}

void TimelineFilter::setText(const QString &text)
{
    m_pendingText = text;
    if (text == m_text) {
        m_textTimer->stop();
        return;
    }
    m_textTimer->start();
}

void TimelineFilter::applyText()
{
    m_textTimer->stop();
    if (m_pendingText == m_text)
        return;
    m_text = m_pendingText;
    m_needle = m_text.toUtf8();
    // Folding case byte by byte is only right for ASCII: other UTF-8 bytes would fold into
    // letters that are not there. Non-ASCII text is matched exactly.
    m_foldCase = true;
    for (const char c : std::as_const(m_needle)) {
        if (uchar(c) >= 0x80) {
            m_foldCase = false;
            break;
        }
    }
    if (m_foldCase) {
        for (char &c : m_needle)
            c = foldAscii(c);
    }
    m_anchor = 0;
    for (qsizetype i = 1; i < m_needle.size(); ++i) {
        if (commonness(m_needle.at(i)) < commonness(m_needle.at(m_anchor)))
            m_anchor = i;
    }
    refilter();
}

void TimelineFilter::setTextDelayMs(int ms)
{
    m_textTimer->setInterval(ms);
}

int TimelineFilter::textDelayMs() const
{
    return m_textTimer->interval();
}

void TimelineFilter::setOnlyWithDiagnostics(bool only)
{
    if (only == m_onlyWithDiagnostics)
        return;
    m_onlyWithDiagnostics = only;
    refilter();
}

void TimelineFilter::setShowStderr(bool show)
{
    setKinds(show ? m_kinds | TimelineModel::StderrLines : m_kinds & ~TimelineModel::Kinds(TimelineModel::StderrLines));
}

bool TimelineFilter::isActive() const
{
    return m_direction != DirectionFilter::Any || m_kinds != TimelineModel::Kinds(TimelineModel::AllKinds)
           || !m_method.isEmpty() || !m_text.isEmpty() || m_onlyWithDiagnostics;
}

void TimelineFilter::clear()
{
    m_textTimer->stop();
    m_direction = DirectionFilter::Any;
    m_kinds = TimelineModel::AllKinds;
    m_method.clear();
    m_methodId = -1;
    m_pendingText.clear();
    m_text.clear();
    m_needle.clear();
    m_anchor = 0;
    m_onlyWithDiagnostics = false;
    refilter();
}

void TimelineFilter::refilter()
{
    // One layout change, whatever comes or goes: a condition that keeps every other row of a
    // million would otherwise be 500,000 runs of removed rows for the views to follow.
    changeLayout([this] { computeShown(); }, QAbstractItemModel::NoLayoutChangeHint);
    Q_EMIT filterChanged();
}

bool TimelineFilter::matchesText(int row) const
{
    const TimelineModel::Kind kind = m_model->kindOf(row);
    if (kind == TimelineModel::LifecycleKind)
        return m_model->eventAt(row).text.contains(m_text, Qt::CaseInsensitive);
    const SessionEvent &event = m_model->eventAt(row);
    const QByteArray &bytes = kind == TimelineModel::StderrKind ? event.stderrLine : event.message.raw();
    return containsFrom(bytes, m_needle, m_anchor, m_foldCase);
}

bool TimelineFilter::acceptsRow(int row) const
{
    if (!m_model || row < 0 || row >= m_model->rowCount())
        return false;
    const TimelineModel::Kind kind = m_model->kindOf(row);
    if (!(m_kinds.toInt() & (1 << kind)))
        return false;
    if (m_direction != DirectionFilter::Any) {
        const int direction = m_model->directionOf(row);
        const int wanted = int(m_direction == DirectionFilter::ClientToServer ? Direction::ClientToServer
                                                                              : Direction::ServerToClient);
        // Stderr, lifecycle and app rows (AppToHost, HostToApp) are not client or server traffic.
        if (direction >= 0 && direction <= int(Direction::ServerToClient) && direction != wanted)
            return false;
    }
    if (m_onlyWithDiagnostics && m_model->severityOf(row) < 0)
        return false;
    if (!m_method.isEmpty() && (m_methodId < 0 || m_model->methodIdOf(row) != m_methodId))
        return false;
    if (!m_text.isEmpty() && !matchesText(row))
        return false;
    return true;
}

void TimelineFilter::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || (column == TimelineModel::NumberColumn && order == Qt::AscendingOrder)) {
        column = -1;
        order = Qt::AscendingOrder;
    }
    // A view asks twice for the same sort (QTableView::sortByColumn, then its header's signal).
    if (column == m_sortColumn && order == m_sortOrder)
        return;
    const bool reverse = column >= 0 && column == m_sortColumn;
    changeLayout(
        [&] {
            m_sortColumn = column;
            m_sortOrder = order;
            if (reverse) {
                // Equal keys are in session order one way and reversed the other: the other
                // direction is exactly the reverse.
                std::reverse(m_shown.begin(), m_shown.end());
                std::reverse(m_sorted.begin(), m_sorted.end());
                m_rowOfValid = false;
            } else {
                m_sorted.clear();
                computeShown();
            }
        },
        QAbstractItemModel::VerticalSortHint);
}

void TimelineFilter::computeShown()
{
    m_rowOfValid = false;
    m_shown.clear();
    if (!m_model) {
        m_sorted.clear();
        return;
    }
    const bool everything = !isActive();
    if (m_sortColumn < 0) {
        m_sorted.clear();
        m_shown.reserve(size_t(everything ? m_sourceRows : 0));
        for (int row = 0; row < m_sourceRows; ++row) {
            if (everything || acceptsRow(row))
                m_shown.push_back(row);
        }
        return;
    }
    if (m_sorted.empty()) {
        m_sorted = m_model->sortedRows(m_sortColumn);
        if (m_sortOrder == Qt::DescendingOrder)
            std::reverse(m_sorted.begin(), m_sorted.end());
    }
    if (everything) {
        m_shown = m_sorted;
        return;
    }
    for (const int row : m_sorted) {
        if (acceptsRow(row))
            m_shown.push_back(row);
    }
}

bool TimelineFilter::before(int a, int b) const
{
    if (m_sortColumn < 0)
        return a < b;
    int c = m_model->compareRows(a, b, m_sortColumn);
    if (c == 0)
        c = a < b ? -1 : (a > b ? 1 : 0);
    return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
}

int TimelineFilter::proxyRowOf(int row) const
{
    if (row < 0 || row >= m_sourceRows)
        return -1;
    if (!m_rowOfValid) {
        m_rowOf.assign(size_t(m_sourceRows), -1);
        for (size_t i = 0; i < m_shown.size(); ++i)
            m_rowOf[size_t(m_shown[i])] = int(i);
        m_rowOfValid = true;
    }
    return m_rowOf[size_t(row)];
}

qsizetype TimelineFilter::placeOf(int row) const
{
    return std::partition_point(m_shown.begin(), m_shown.end(), [&](int shown) { return before(shown, row); })
           - m_shown.begin();
}

void TimelineFilter::changeLayout(const std::function<void()> &change, QAbstractItemModel::LayoutChangeHint hint)
{
    Q_EMIT layoutAboutToBeChanged({}, hint);
    const QModelIndexList from = persistentIndexList();
    std::vector<int> sources;
    sources.reserve(size_t(from.size()));
    for (const QModelIndex &index : from)
        sources.push_back(index.row() >= 0 && size_t(index.row()) < m_shown.size() ? m_shown[size_t(index.row())] : -1);
    change();
    QModelIndexList to;
    to.reserve(from.size());
    for (qsizetype i = 0; i < from.size(); ++i) {
        const int row = proxyRowOf(sources[size_t(i)]);
        to.append(row >= 0 ? createIndex(row, from.at(i).column()) : QModelIndex());
    }
    changePersistentIndexList(from, to);
    Q_EMIT layoutChanged({}, hint);
}

namespace {

/// Runs of rows going to one place: (place among the rows shown, how many).
using Places = std::vector<std::pair<qsizetype, size_t>>;

// More places than this in one go are one layout change, not one rowsInserted each (each is
// a move of every row after it).
constexpr size_t ManyPlaces = 32;

/// @p shown with @p rows put in at @p places.
std::vector<int> merged(const std::vector<int> &shown, const std::vector<int> &rows, const Places &places)
{
    std::vector<int> out;
    out.reserve(shown.size() + rows.size());
    size_t from = 0;
    size_t next = 0;
    for (const auto &[at, count] : places) {
        out.insert(out.end(), shown.begin() + qsizetype(from), shown.begin() + at);
        out.insert(out.end(), rows.begin() + qsizetype(next), rows.begin() + qsizetype(next + count));
        from = size_t(at);
        next += count;
    }
    out.insert(out.end(), shown.begin() + qsizetype(from), shown.end());
    return out;
}

} // namespace

void TimelineFilter::insertShown(const std::vector<int> &rows)
{
    Places places;
    for (const int row : rows) {
        const qsizetype at = placeOf(row);
        if (!places.empty() && places.back().first == at)
            ++places.back().second;
        else
            places.emplace_back(at, 1);
    }
    if (places.size() > ManyPlaces) {
        changeLayout(
            [&] {
                m_shown = merged(m_shown, rows, places);
                m_rowOfValid = false;
            },
            QAbstractItemModel::NoLayoutChangeHint);
        return;
    }
    size_t next = 0;
    for (const auto &[at, count] : places) {
        const int first = int(at + qsizetype(next));
        beginInsertRows({}, first, first + int(count) - 1);
        m_shown.insert(m_shown.begin() + first, rows.begin() + qsizetype(next), rows.begin() + qsizetype(next + count));
        if (size_t(first) + count == m_shown.size() && m_rowOfValid) {
            // At the end (the rows of a session that is not sorted): the inverse grows.
            for (size_t i = size_t(first); i < m_shown.size(); ++i)
                m_rowOf[size_t(m_shown[i])] = int(i);
        } else {
            m_rowOfValid = false;
        }
        endInsertRows();
        next += count;
    }
}

void TimelineFilter::onSourceRowsInserted(int first, int last)
{
    if (!m_model)
        return;
    const int count = last - first + 1;
    if (first < m_sourceRows) {
        // Among the rows known (a TimelineModel only appends): the rows after them move on.
        for (int &row : m_shown) {
            if (row >= first)
                row += count;
        }
        m_rowOfValid = false;
    }
    m_sourceRows += count;
    m_sorted.clear();
    if (m_rowOfValid)
        m_rowOf.resize(size_t(m_sourceRows), -1);
    std::vector<int> rows;
    for (int row = first; row <= last; ++row) {
        if (acceptsRow(row))
            rows.push_back(row);
    }
    if (m_sortColumn >= 0)
        std::sort(rows.begin(), rows.end(), [this](int a, int b) { return before(a, b); });
    insertShown(rows);
}

void TimelineFilter::onSourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (!m_model || !topLeft.isValid() || !bottomRight.isValid())
        return;
    const int first = topLeft.row();
    const int last = qMin(bottomRight.row(), m_sourceRows - 1);
    if (m_sortColumn >= 0)
        m_sorted.clear(); // a key may have changed
    // Rows that come or go with the change, and shown rows that are out of order now. Shown
    // rows are in order as long as each changed one is in order with its neighbours.
    bool comesOrGoes = false;
    bool outOfOrder = false;
    for (int row = first; row <= last; ++row) {
        const int at = proxyRowOf(row);
        if ((at >= 0) != acceptsRow(row)) {
            comesOrGoes = true;
        } else if (at >= 0 && m_sortColumn >= 0) {
            outOfOrder = outOfOrder || (at > 0 && !before(m_shown[size_t(at - 1)], row))
                         || (size_t(at) + 1 < m_shown.size() && !before(row, m_shown[size_t(at + 1)]));
        }
    }
    if (comesOrGoes || outOfOrder) {
        // The changed rows leave (all of them when one is out of order: the rest is then in
        // order for certain) and those accepted come back at their places.
        changeLayout(
            [&] {
                m_shown.erase(std::remove_if(m_shown.begin(), m_shown.end(),
                                             [&](int row) {
                                                 return row >= first && row <= last && (outOfOrder || !acceptsRow(row));
                                             }),
                              m_shown.end());
                m_rowOfValid = false;
                std::vector<int> rows;
                for (int row = first; row <= last; ++row) {
                    if (acceptsRow(row) && (outOfOrder || proxyRowOf(row) < 0))
                        rows.push_back(row);
                }
                std::sort(rows.begin(), rows.end(), [this](int a, int b) { return before(a, b); });
                Places places;
                for (const int row : rows)
                    places.emplace_back(placeOf(row), 1);
                m_shown = merged(m_shown, rows, places);
                m_rowOfValid = false;
            },
            QAbstractItemModel::NoLayoutChangeHint);
    }
    int lowest = -1;
    int highest = -1;
    for (int row = first; row <= last; ++row) {
        const int at = proxyRowOf(row);
        if (at < 0)
            continue;
        lowest = lowest < 0 ? at : qMin(lowest, at);
        highest = qMax(highest, at);
    }
    if (lowest >= 0)
        Q_EMIT dataChanged(index(lowest, 0), index(highest, columnCount() - 1));
}

void TimelineFilter::onSourceReset()
{
    resolveMethod();
    m_sourceRows = m_model ? m_model->rowCount() : 0;
    m_sorted.clear();
    computeShown();
    endResetModel();
}

QModelIndex TimelineFilter::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_model || !proxyIndex.isValid() || proxyIndex.model() != this || size_t(proxyIndex.row()) >= m_shown.size())
        return {};
    return m_model->index(m_shown[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex TimelineFilter::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_model || !sourceIndex.isValid() || sourceIndex.model() != m_model)
        return {};
    const int row = proxyRowOf(sourceIndex.row());
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QModelIndex TimelineFilter::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || size_t(row) >= m_shown.size() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex TimelineFilter::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex TimelineFilter::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int TimelineFilter::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

int TimelineFilter::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_model ? 0 : m_model->columnCount();
}

bool TimelineFilter::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_shown.empty() && columnCount() > 0;
}

} // namespace mcpscope
