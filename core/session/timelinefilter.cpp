// SPDX-License-Identifier: MIT
#include "timelinefilter.h"

#include "session/session.h"

#include <QTimer>

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
    case '"': return 100;
    case ':': case ',': case '{': case '}': return 60;
    case 'e': case 't': case 'a': case 'o': case 'i': case 'n': case 's': case 'r':
    case 'c': case 'l': case 'd': case 'm': case 'u': case 'p': case 'g': return 50;
    case '0': case '1': case '2': return 30;
    default: break;
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
    : QSortFilterProxyModel(parent)
    , m_textTimer(new QTimer(this))
{
    setSortRole(TimelineModel::SortRole);
    setDynamicSortFilter(true);
    m_textTimer->setSingleShot(true);
    m_textTimer->setInterval(DefaultTextDelayMs);
    connect(m_textTimer, &QTimer::timeout, this, &TimelineFilter::applyText);
}

TimelineFilter::~TimelineFilter() = default;

void TimelineFilter::setSourceModel(QAbstractItemModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = qobject_cast<TimelineModel *>(model);
    m_keys = {};
    m_keysColumn = -1;
    if (m_model) {
        // Before the proxy's own handlers (connected below) re-sort changed rows: their keys
        // must be current. Only numbers can change (a latency, a severity); text stays.
        connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &first, const QModelIndex &last) {
            if (m_keysColumn < 0 || !TimelineModel::sortsAsNumber(m_keysColumn))
                return;
            for (int row = first.row(); row <= last.row() && size_t(row) < m_keys.size(); ++row)
                m_keys[size_t(row)] = m_model->sortKey(row, m_keysColumn);
        });
        connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
            m_keys = {};
            m_keysColumn = -1;
        });
        // A method filtered for before it was seen starts matching once it is.
        connect(m_model, &TimelineModel::methodsAdded, this, [this] {
            if (!m_method.isEmpty() && m_methodId < 0)
                resolveMethod();
        });
        connect(m_model, &QAbstractItemModel::modelReset, this, &TimelineFilter::resolveMethod);
    }
    QSortFilterProxyModel::setSourceModel(model);
    resolveMethod();
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
    // Not invalidateRowsFilter(): it tells views about every run of rows that comes or
    // goes, and a filter that keeps every other row of a million makes 500,000 runs
    // (seconds to minutes). Rebuilding the mapping is one pass over the rows.
    invalidate();
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
        if (direction >= 0 && direction != wanted)
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

bool TimelineFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return !sourceParent.isValid() && acceptsRow(sourceRow);
}

void TimelineFilter::sort(int column, Qt::SortOrder order)
{
    if (column == TimelineModel::NumberColumn && order == Qt::AscendingOrder)
        column = -1;
    // A view asks twice for the same sort (QTableView::sortByColumn, then its header's
    // signal): the keys of the first time still hold when no row came since.
    const bool current = m_model && column == m_keysColumn && m_keys.size() == size_t(m_model->rowCount());
    if (!current) {
        m_keys = {};
        m_keysColumn = -1;
        if (m_model && column >= 0) {
            m_keys = m_model->sortKeys(column);
            m_keysColumn = column;
        }
    }
    QSortFilterProxyModel::sort(column, order);
}

bool TimelineFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (m_model && left.column() == right.column()) {
        // Typed keys, no cell text: sorting a million rows must not make a million strings.
        const int l = left.row();
        const int r = right.row();
        if (left.column() == m_keysColumn && size_t(l) < m_keys.size() && size_t(r) < m_keys.size()) {
            const qint64 a = m_keys[size_t(l)];
            const qint64 b = m_keys[size_t(r)];
            return a != b ? a < b : l < r;
        }
        const int c = m_model->compareRows(l, r, left.column());
        // Equal keys keep session order, so sorting is stable and predictable.
        return c != 0 ? c < 0 : left.row() < right.row();
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace mcpscope
