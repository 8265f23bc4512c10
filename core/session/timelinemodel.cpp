// SPDX-License-Identifier: MIT
#include "timelinemodel.h"

#include "json/jsontext.h"
#include "session/session.h"

#include <QJsonArray>
#include <QLocale>
#include <QtEndian>

#include <algorithm>
#include <array>
#include <cstring>
#include <deque>

namespace mcpscope {

namespace {

constexpr int PreviewChars = 200;
// Above this size the summary is not cut out of the message on every repaint.
constexpr qsizetype SummaryScanLimit = 64 * 1024;

// One line for a table cell: valid UTF-8 decoded, control characters made visible, cut.
QString preview(QByteArrayView bytes)
{
    const QString text = QString::fromUtf8(bytes.left(PreviewChars * 4));
    QString out;
    out.reserve(qMin<qsizetype>(text.size(), PreviewChars + 1));
    bool cut = bytes.size() > PreviewChars * 4;
    for (const QChar c : text) {
        if (out.size() >= PreviewChars) {
            cut = true;
            break;
        }
        if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r'))
            out += QLatin1Char(' ');
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QChar(0xfffd);
        else
            out += c;
    }
    if (cut)
        out += QChar(0x2026);
    return out;
}

/// A message body for its summary: a leading "_meta" (MCP 2026-07-28 puts the request
/// envelope there, the same on every request) is left out, so the cell starts with what
/// differs from one message to the next.
QString bodyPreview(QByteArrayView body)
{
    qsizetype i = 0;
    while (i < body.size() && (body[i] == ' ' || body[i] == '\n' || body[i] == '\r' || body[i] == '\t'))
        ++i;
    if (i >= body.size() || body[i] != '{')
        return preview(body);
    ++i;
    while (i < body.size() && (body[i] == ' ' || body[i] == '\n' || body[i] == '\r' || body[i] == '\t'))
        ++i;
    if (!body.sliced(i).startsWith("\"_meta\""))
        return preview(body);
    QByteArray rest;
    for (const auto &member : jsontext::members(body)) {
        if (member.first == QByteArrayView("_meta"))
            continue;
        rest += (rest.isEmpty() ? "" : ",") + ('"' + member.first.toByteArray() + "\":") + member.second.toByteArray();
    }
    return rest.isEmpty() ? QString() : preview(QByteArrayView(QByteArray('{' + rest + '}')));
}

QString preview(const QString &text)
{
    return preview(QByteArrayView(text.left(PreviewChars + 1).toUtf8()));
}

TimelineModel::Kind timelineKind(Message::Kind kind)
{
    switch (kind) {
    case Message::Kind::Request:
        return TimelineModel::RequestKind;
    case Message::Kind::Notification:
        return TimelineModel::NotificationKind;
    case Message::Kind::Result:
        return TimelineModel::ResultKind;
    case Message::Kind::Error:
        return TimelineModel::ErrorKind;
    case Message::Kind::Batch:
        return TimelineModel::BatchKind;
    case Message::Kind::Invalid:
        break;
    }
    return TimelineModel::InvalidKind;
}

} // namespace

TimelineModel::TimelineModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_flush(this, &TimelineModel::flush)
{
}

TimelineModel::~TimelineModel() = default;

void TimelineModel::setSession(Session *session)
{
    if (session == m_session)
        return;
    beginResetModel();
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_rows.clear();
    m_inserted = 0;
    m_methods.clear();
    m_methodIds.clear();
    m_methodRank.clear();
    m_changedLinks.clear();
    m_changedSeverities.clear();
    m_flush.cancel();
    if (m_session) {
        connect(m_session, &Session::eventAppended, this, &TimelineModel::scheduleFlush);
        connect(m_session, &Session::diagnosticsAdded, this, &TimelineModel::onDiagnosticsAdded);
        connect(m_session, &QObject::destroyed, this, [this] {
            beginResetModel();
            m_rows.clear();
            m_inserted = 0;
            m_flush.cancel();
            endResetModel();
        });
        computeRows(m_session->count());
        m_changedLinks.clear();
        m_inserted = int(m_rows.size());
    }
    endResetModel();
}

Session *TimelineModel::session() const
{
    return m_session;
}

void TimelineModel::scheduleFlush()
{
    m_flush.schedule();
}

bool TimelineModel::hasPendingRows() const
{
    return m_session && m_session->count() > m_inserted;
}

int TimelineModel::internMethod(const QString &method)
{
    const auto it = m_methodIds.constFind(method);
    if (it != m_methodIds.cend())
        return *it;
    const int id = int(m_methods.size());
    m_methods.append(method);
    m_methodIds.insert(method, id);
    return id;
}

void TimelineModel::computeRows(qsizetype until)
{
    for (qsizetype i = qsizetype(m_rows.size()); i < until; ++i) {
        const SessionEvent &event = m_session->eventAt(i);
        Row row;
        const int index = int(i);
        switch (event.type) {
        case SessionEvent::Type::Stderr:
            row.kind = StderrKind;
            break;
        case SessionEvent::Type::Lifecycle:
            row.kind = LifecycleKind;
            break;
        case SessionEvent::Type::Http:
            row.kind = HttpKind;
            break;
        case SessionEvent::Type::App: {
            // A row kind of its own; the method as for server messages (answers take their
            // request's, which the session paired among the app's own messages).
            row.kind = AppKind;
            row.direction = qint8(event.fromApp ? AppToHost : HostToApp);
            const Message &message = event.message;
            if (message.kind() == Message::Kind::Request || message.kind() == Message::Kind::Notification) {
                row.method = internMethod(message.method());
            } else if ((message.kind() == Message::Kind::Result || message.kind() == Message::Kind::Error)
                       && event.linked >= 0 && event.linked < i) {
                const int request = int(event.linked);
                Row &requestRow = m_rows[size_t(request)];
                requestRow.linked = index;
                row.linked = request;
                row.method = requestRow.method;
                if (request < m_inserted)
                    m_changedLinks.push_back(request);
            }
            break;
        }
        case SessionEvent::Type::Sent:
        case SessionEvent::Type::Received: {
            const int direction
                = int(event.type == SessionEvent::Type::Sent ? Direction::ClientToServer : Direction::ServerToClient);
            row.direction = qint8(direction);
            const Message &message = event.message;
            row.kind = timelineKind(message.kind());
            switch (message.kind()) {
            case Message::Kind::Request:
                row.method = internMethod(message.method());
                if (message.round() == Message::Round::Continues)
                    markEarlierRounds(i);
                break;
            case Message::Kind::Notification:
                row.method = internMethod(message.method());
                break;
            case Message::Kind::Result:
            case Message::Kind::Error: {
                // The session paired it (Pairing): a response answers a request that went the
                // other way, and that row learns of its answer now.
                if (event.linked < 0 || event.linked >= i)
                    break;
                const int request = int(event.linked);
                Row &requestRow = m_rows[size_t(request)];
                requestRow.linked = index;
                row.linked = request;
                row.method = requestRow.method;
                if (request < m_inserted)
                    m_changedLinks.push_back(request);
                break;
            }
            case Message::Kind::Batch:
            case Message::Kind::Invalid:
                break;
            }
            break;
        }
        }
        Severity worst;
        if (m_session->worstSeverityOf(i, &worst))
            row.severity = qint8(worst);
        m_rows.push_back(row);
    }
}

void TimelineModel::markEarlierRounds(qsizetype request)
{
    // "round 1 of 2" becomes "of 3" on the rows already shown.
    for (qsizetype at = m_session->roundLinks(request).previous; at >= 0; at = m_session->roundLinks(at).previous) {
        for (const qsizetype row : {at, eventAt(int(at)).linked}) {
            if (row >= 0 && row < m_inserted)
                m_changedLinks.push_back(int(row));
        }
    }
}

void TimelineModel::onDiagnosticsAdded(qsizetype first, qsizetype last)
{
    const Diagnostics &all = m_session->diagnostics();
    for (qsizetype i = first; i <= last && i < all.size(); ++i) {
        const Diagnostic &d = all.at(i);
        if (d.messageIndex < 0 || d.messageIndex >= qsizetype(m_rows.size()))
            continue; // rows not computed yet read their severity when they are
        Row &row = m_rows[size_t(d.messageIndex)];
        if (row.severity >= int(d.severity))
            continue;
        row.severity = qint8(d.severity);
        if (d.messageIndex < m_inserted)
            m_changedSeverities.push_back(int(d.messageIndex));
    }
    if (!m_changedSeverities.empty())
        scheduleFlush();
}

void TimelineModel::flush()
{
    m_flush.cancel();
    if (!m_session)
        return;
    const int firstNewMethod = int(m_methods.size());
    computeRows(m_session->count());
    if (m_methods.size() > firstNewMethod)
        Q_EMIT methodsAdded(firstNewMethod, int(m_methods.size()) - 1);

    // Rows already shown whose link or diagnostics changed: one dataChanged per run of rows.
    const auto publish = [this](std::vector<int> &rows) {
        if (rows.empty())
            return;
        std::sort(rows.begin(), rows.end());
        rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
        size_t start = 0;
        for (size_t i = 1; i <= rows.size(); ++i) {
            if (i < rows.size() && rows[i] == rows[i - 1] + 1)
                continue;
            Q_EMIT dataChanged(index(rows[start], 0), index(rows[i - 1], ColumnCount - 1));
            start = i;
        }
        rows.clear();
    };
    publish(m_changedLinks);
    publish(m_changedSeverities);

    if (int(m_rows.size()) > m_inserted) {
        beginInsertRows(QModelIndex(), m_inserted, int(m_rows.size()) - 1);
        m_inserted = int(m_rows.size());
        endInsertRows();
    }
}

QModelIndex TimelineModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= m_inserted || column >= ColumnCount)
        return {};
    return createIndex(row, column);
}

int TimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_inserted;
}

int TimelineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const SessionEvent &TimelineModel::eventAt(int row) const
{
    return m_session->eventAt(row);
}

qint64 TimelineModel::latencyUsOf(int row) const
{
    const Row &r = m_rows[size_t(row)];
    if (r.linked < 0)
        return -1;
    if (r.kind == AppKind) {
        const Message::Kind kind = eventAt(row).message.kind();
        if (kind != Message::Kind::Result && kind != Message::Kind::Error)
            return -1;
    } else if (r.kind != ResultKind && r.kind != ErrorKind) {
        return -1;
    }
    return eventAt(row).elapsedUs - eventAt(r.linked).elapsedUs;
}

QByteArray TimelineModel::searchableBytes(int row) const
{
    const SessionEvent &event = eventAt(row);
    switch (event.type) {
    case SessionEvent::Type::Sent:
    case SessionEvent::Type::Received:
    case SessionEvent::Type::App:
        return event.message.raw();
    case SessionEvent::Type::Stderr:
        return event.stderrLine;
    case SessionEvent::Type::Lifecycle:
        return event.text.toUtf8();
    case SessionEvent::Type::Http:
        return event.http ? event.http->summary().toUtf8() + ' ' + event.http->sessionId + ' ' + event.http->body
                          : QByteArray();
    }
    return {};
}

bool TimelineModel::sortsAsNumber(int column)
{
    switch (column) {
    case NumberColumn:
    case TimeColumn:
    case ElapsedColumn:
    case DirectionColumn:
    case KindColumn:
    case LatencyColumn:
    case SizeColumn:
    case DiagnosticsColumn:
        return true;
    default:
        return false;
    }
}

qint64 TimelineModel::sortKey(int row, int column) const
{
    switch (column) {
    case NumberColumn:
        return row;
    case TimeColumn:
    case ElapsedColumn:
        return eventAt(row).elapsedUs;
    case DirectionColumn:
        return directionOf(row);
    case KindColumn:
        return kindOf(row);
    case LatencyColumn:
        return latencyUsOf(row);
    case SizeColumn: {
        const SessionEvent &event = eventAt(row);
        if (event.hasMessage())
            return event.message.raw().size();
        if (event.type == SessionEvent::Type::Stderr)
            return event.stderrLine.size();
        return -1;
    }
    case DiagnosticsColumn:
        return severityOf(row);
    default:
        return 0;
    }
}

namespace {

using WordPair = std::pair<quint64, int>;

/// Sorts @p n pairs at @p a by the bytes of their words from bit @p shift down, keeping the
/// order of equal words (a most significant byte first radix sort; a byte all of them share
/// costs one counting pass, none where @p varying, the bits that differ among all words, says
/// so; a few pairs are sorted by insertion). @p tmp holds @p n pairs.
void radixSortWords(WordPair *a, WordPair *tmp, size_t n, int shift, quint64 varying)
{
    constexpr size_t Few = 48;
    while (n > Few && shift >= 0) {
        if (((varying >> shift) & 0xff) == 0) {
            shift -= 8;
            continue;
        }
        std::array<quint32, 256> count{};
        for (size_t i = 0; i < n; ++i)
            ++count[size_t((a[i].first >> shift) & 0xff)];
        if (count[size_t((a[0].first >> shift) & 0xff)] == n) {
            shift -= 8; // every word has this byte
            continue;
        }
        std::array<quint32, 256> next;
        quint32 sum = 0;
        for (size_t b = 0; b < 256; ++b) {
            next[b] = sum;
            sum += count[b];
        }
        for (size_t i = 0; i < n; ++i)
            tmp[next[size_t((a[i].first >> shift) & 0xff)]++] = a[i];
        std::copy(tmp, tmp + n, a);
        size_t at = 0;
        for (size_t b = 0; b < 256; ++b) {
            if (count[b] > 1)
                radixSortWords(a + at, tmp + at, count[b], shift - 8, varying);
            at += count[b];
        }
        return;
    }
    if (shift < 0)
        return;
    for (size_t i = 1; i < n; ++i) {
        const WordPair pair = a[i];
        size_t j = i;
        for (; j > 0 && a[j - 1].first > pair.first; --j)
            a[j] = a[j - 1];
        a[j] = pair;
    }
}

/// Sorts @p pairs by their words, keeping the order of equal words. @p scratch is reused.
void radixSortWords(std::vector<WordPair> &pairs, std::vector<WordPair> &scratch)
{
    quint64 any = 0;
    quint64 all = ~quint64(0);
    for (const WordPair &pair : pairs) {
        any |= pair.first;
        all &= pair.first;
    }
    scratch.resize(pairs.size());
    radixSortWords(pairs.data(), scratch.data(), pairs.size(), 56, any ^ all);
}

/// Asks for the memory at @p p to be read into the cache (where the compiler can say so).
inline void prefetch(const void *p)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(p);
#else
    Q_UNUSED(p);
#endif
}

// How many texts ahead a pass over texts asks for their bytes: they lie all over memory, and
// waiting for each in turn costs more than the rest of the pass.
constexpr size_t ReadAhead = 16;

/// How many bytes @p a and @p b share from their start, at most @p limit (eight at a time).
qsizetype sharedBytes(const char *a, const char *b, qsizetype limit)
{
    qsizetype k = 0;
    for (; k + 8 <= limit; k += 8) {
        quint64 x;
        quint64 y;
        std::memcpy(&x, a + k, 8);
        std::memcpy(&y, b + k, 8);
        if (x != y)
            break;
    }
    while (k < limit && a[k] == b[k])
        ++k;
    return k;
}

/// Sorts @p order (indices into @p texts) by their texts' bytes, seven bytes at a time: each
/// step reads the next seven bytes of every text of a group into one word (zeros past the end,
/// and how many bytes were left, at most eight, in its lowest byte, so that "ab" comes before
/// "ab\0" and texts that end together with the same bytes are equal). A group whose words are
/// all the same only moves on; otherwise it is sorted by its words (contiguous pairs, radix
/// sorted, no text read again) and each run of equal words goes on. Summaries share long
/// beginnings ({"level":"info","data":"…), which a comparison sort would compare again and
/// again; the bytes a whole group shares are skipped in one pass.
void sortTexts(std::vector<int> &order, const std::vector<QByteArrayView> &texts)
{
    const auto wordAt = [&](int i, qsizetype depth) {
        const QByteArrayView t = texts[size_t(i)];
        const qsizetype left = qMax<qsizetype>(0, t.size() - depth);
        quint64 w = 0;
        if (left >= 8) {
            quint64 raw;
            std::memcpy(&raw, t.data() + depth, 8);
            return ((qFromBigEndian(raw) >> 8) << 8) | 8u;
        }
        if (left >= 7) {
            const uchar *p = reinterpret_cast<const uchar *>(t.data() + depth);
            for (int k = 0; k < 7; ++k)
                w = (w << 8) | p[k];
        } else {
            for (qsizetype k = 0; k < 7; ++k)
                w = (w << 8) | (k < left ? quint64(uchar(t[depth + k])) : 0u);
        }
        return (w << 8) | quint64(qMin<qsizetype>(left, 8));
    };
    struct Task
    {
        size_t lo;
        size_t n;
        qsizetype depth;
    };
    std::vector<Task> stack{{0, order.size(), 0}};
    std::vector<WordPair> words;
    std::vector<WordPair> scratch;
    while (!stack.empty()) {
        Task t = stack.back();
        stack.pop_back();
        while (t.n > 1) {
            int *a = order.data() + t.lo;
            // Bytes the whole group shares are skipped, not read seven at a time. How many
            // there are is guessed from a sample of the group and checked in the pass that
            // reads every text's next word after them: one pass over the texts, whose bytes
            // are all over memory, instead of two.
            const QByteArrayView first = texts[size_t(a[0])];
            const auto shared = [&](int i, qsizetype limit) {
                const QByteArrayView other = texts[size_t(i)];
                return sharedBytes(first.data() + t.depth, other.data() + t.depth, qMin(limit, other.size() - t.depth));
            };
            qsizetype guess = first.size() - t.depth;
            const size_t step = qMax<size_t>(1, t.n / 32);
            for (size_t i = step; i < t.n && guess > 0; i += step)
                guess = shared(a[i], guess);
            guess = qMax<qsizetype>(0, guess);
            qsizetype common = guess;
            words.resize(t.n);
            for (size_t i = 0; i < t.n; ++i) {
                if (i + ReadAhead < t.n) {
                    const QByteArrayView ahead = texts[size_t(a[i + ReadAhead])];
                    prefetch(ahead.data() + t.depth);
                    prefetch(ahead.data() + qMin(ahead.size(), t.depth + guess + 7));
                }
                common = shared(a[i], common);
                words[i] = {wordAt(a[i], t.depth + guess), a[i]};
            }
            if (common < guess) {
                // The sample missed a text that parts earlier: its words again, from there.
                for (size_t i = 0; i < t.n; ++i)
                    words[i].first = wordAt(a[i], t.depth + common);
            }
            t.depth += common;
            bool same = true;
            for (size_t i = 1; i < t.n && same; ++i)
                same = words[i].first == words[0].first;
            if (same) {
                if ((words[0].first & 0xff) < 8)
                    break; // they all end here, with the same bytes: equal
                t.depth += 7;
                continue;
            }
            // Equal words keep the group's order; a group is in the order of its rows' first
            // sort, so ties between different texts are settled by the runs below.
            radixSortWords(words, scratch);
            for (size_t i = 0; i < t.n; ++i)
                a[i] = words[i].second;
            for (size_t start = 0; start < t.n;) {
                size_t end = start + 1;
                while (end < t.n && words[end].first == words[start].first)
                    ++end;
                if (end - start > 1 && (words[start].first & 0xff) == 8)
                    stack.push_back({t.lo + start, end - start, t.depth + 7});
                start = end;
            }
            break;
        }
    }
}

int compareIds(const IdKey &a, const IdKey &b)
{
    // No id first, then integers by value, then strings, then the rest.
    static constexpr int Order[] = {1, 2, 3, 0}; // Integer, String, Other, None
    if (a.type != b.type)
        return Order[a.type] - Order[b.type];
    if (a.type == IdKey::Integer)
        return a.number < b.number ? -1 : (a.number > b.number ? 1 : 0);
    return a.text.compare(b.text);
}

} // namespace

std::optional<QByteArrayView> TimelineModel::summaryBytes(int row) const
{
    const Kind kind = kindOf(row);
    if (kind != RequestKind && kind != NotificationKind && kind != ResultKind)
        return std::nullopt;
    const Message &message = eventAt(row).message;
    if (message.size() > SummaryScanLimit)
        return std::nullopt;
    return message.bodyText();
}

QByteArray TimelineModel::summaryKey(int row) const
{
    if (const std::optional<QByteArrayView> bytes = summaryBytes(row)) {
        // The bytes the summary is cut from, not a copy of them: the session keeps them.
        return bytes->isEmpty() ? QByteArray("") : QByteArray::fromRawData(bytes->data(), bytes->size());
    }
    return summary(eventAt(row), kindOf(row)).toUtf8();
}

void TimelineModel::rankMethods() const
{
    if (m_methodRank.size() == size_t(m_methods.size()))
        return;
    std::vector<int> order(static_cast<size_t>(m_methods.size()));
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    std::sort(order.begin(), order.end(), [this](int x, int y) { return m_methods.at(x) < m_methods.at(y); });
    m_methodRank.assign(order.size(), 0);
    for (size_t place = 0; place < order.size(); ++place)
        m_methodRank[size_t(order[place])] = int(place);
}

int TimelineModel::compareRows(int a, int b, int column) const
{
    switch (column) {
    case MethodColumn: {
        rankMethods();
        const int ma = methodIdOf(a);
        const int mb = methodIdOf(b);
        return (ma < 0 ? -1 : m_methodRank[size_t(ma)]) - (mb < 0 ? -1 : m_methodRank[size_t(mb)]);
    }
    case IdColumn: {
        static const IdKey none;
        const SessionEvent &ea = eventAt(a);
        const SessionEvent &eb = eventAt(b);
        const bool ha = ea.hasMessage() && kindOf(a) != BatchKind;
        const bool hb = eb.hasMessage() && kindOf(b) != BatchKind;
        return compareIds(ha ? ea.message.idKey() : none, hb ? eb.message.idKey() : none);
    }
    case SummaryColumn: {
        const QByteArray ka = summaryKey(a);
        const QByteArray kb = summaryKey(b);
        return QByteArrayView(ka).compare(QByteArrayView(kb));
    }
    default: {
        const qint64 ka = sortKey(a, column);
        const qint64 kb = sortKey(b, column);
        return ka < kb ? -1 : (ka > kb ? 1 : 0);
    }
    }
}

std::vector<qint64> TimelineModel::sortKeys(int column) const
{
    const int rows = m_inserted;
    std::vector<qint64> keys(static_cast<size_t>(rows), 0);
    if (sortsAsNumber(column)) {
        for (int row = 0; row < rows; ++row)
            keys[size_t(row)] = sortKey(row, column);
        return keys;
    }
    if (column == MethodColumn) {
        // The rank of the method's name: one comparison of names per distinct method.
        rankMethods();
        for (int row = 0; row < rows; ++row) {
            const int method = methodIdOf(row);
            keys[size_t(row)] = method < 0 ? -1 : m_methodRank[size_t(method)];
        }
        return keys;
    }
    // Ids and summaries: each row's place among the rows sorted by what compareRows() reads,
    // gathered first so that the sort reads plain values.
    std::vector<int> order;
    if (column == IdColumn) {
        // No id first, then integers by value (their own numbers, clamped far beyond any id
        // a JavaScript peer can hold), then the strings and other ids, ranked among themselves.
        constexpr qint64 Limit = qint64(1) << 61;
        std::vector<const IdKey *> ids;
        for (int row = 0; row < rows; ++row) {
            const SessionEvent &event = eventAt(row);
            const IdKey *id = event.hasMessage() && kindOf(row) != BatchKind ? &event.message.idKey() : nullptr;
            if (!id || id->isNone()) {
                keys[size_t(row)] = -2 * Limit;
            } else if (id->type == IdKey::Integer) {
                keys[size_t(row)] = qBound(-Limit, id->number, Limit);
            } else {
                order.push_back(row);
                ids.push_back(id);
            }
        }
        std::vector<int> byText(ids.size());
        for (size_t i = 0; i < byText.size(); ++i)
            byText[i] = int(i);
        std::sort(byText.begin(), byText.end(), [&](int x, int y) {
            const int c = compareIds(*ids[size_t(x)], *ids[size_t(y)]);
            return c != 0 ? c < 0 : x < y;
        });
        qint64 place = Limit + 1;
        for (size_t i = 0; i < byText.size(); ++i) {
            if (i > 0 && compareIds(*ids[size_t(byText[i - 1])], *ids[size_t(byText[i])]) != 0)
                place = Limit + 1 + qint64(i);
            keys[size_t(order[size_t(byText[i])])] = place;
        }
        return keys;
    }
    // Summaries: each row's place in sortedRows(), equal summaries in equal places.
    order = sortedRows(column);
    qint64 place = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && compareRows(order[i - 1], order[i], column) != 0)
            place = qint64(i);
        keys[size_t(order[i])] = place;
    }
    return keys;
}

std::vector<int> TimelineModel::sortedRows(int column) const
{
    const int rows = m_inserted;
    std::vector<int> order(static_cast<size_t>(rows));
    if (column == SummaryColumn) {
        for (int row = 0; row < rows; ++row)
            order[size_t(row)] = row;
        // Views into the session's bytes; the few texts made for other rows (errors, stderr,
        // notes) are kept in a deque, whose elements stay where they are.
        std::vector<QByteArrayView> texts(static_cast<size_t>(rows));
        std::deque<QByteArray> made;
        for (int row = 0; row < rows; ++row) {
            if (const std::optional<QByteArrayView> bytes = summaryBytes(row)) {
                texts[size_t(row)] = *bytes;
            } else {
                made.push_back(summary(eventAt(row), kindOf(row)).toUtf8());
                texts[size_t(row)] = made.back();
            }
        }
        // Summaries share long beginnings ({"level":"info","data":"…): a comparison sort would
        // compare those bytes again and again, sortTexts() looks at each about once.
        sortTexts(order, texts);
        return order;
    }
    // The other columns have a number per row: (key, row) pairs radix sorted, which keeps
    // session order among equal keys. Keys are counted from the smallest, so that a few small
    // numbers (-1 for none, a kind, a severity) make few bytes that differ.
    const std::vector<qint64> keys = sortKeys(column);
    if (std::is_sorted(keys.begin(), keys.end())) {
        // Session order already (#, the times): nothing to sort.
        for (int row = 0; row < rows; ++row)
            order[size_t(row)] = row;
        return order;
    }
    const quint64 least = quint64(*std::min_element(keys.begin(), keys.end()));
    std::vector<WordPair> pairs(static_cast<size_t>(rows));
    for (int row = 0; row < rows; ++row)
        pairs[size_t(row)] = {quint64(keys[size_t(row)]) - least, row};
    std::vector<WordPair> scratch;
    radixSortWords(pairs, scratch);
    for (int i = 0; i < rows; ++i)
        order[size_t(i)] = pairs[size_t(i)].second;
    return order;
}

QString TimelineModel::kindText(Kind kind)
{
    switch (kind) {
    case RequestKind:
        return tr("request");
    case NotificationKind:
        return tr("notification");
    case ResultKind:
        return tr("result");
    case ErrorKind:
        return tr("error");
    case BatchKind:
        return tr("batch");
    case InvalidKind:
        return tr("invalid");
    case StderrKind:
        return tr("stderr");
    case LifecycleKind:
        return tr("lifecycle");
    case HttpKind:
        return tr("http");
    case AppKind:
        return tr("app");
    case KindCount:
        break;
    }
    return {};
}

QString TimelineModel::directionText(int direction)
{
    if (direction == int(Direction::ClientToServer))
        return QStringLiteral("\u2192");
    if (direction == int(Direction::ServerToClient))
        return QStringLiteral("\u2190");
    if (direction == AppToHost)
        return tr("app\u2192host");
    if (direction == HostToApp)
        return tr("host\u2192"
                  "app"); // two literals: lupdate reads \u2192a as one escape
    return {};
}

QString TimelineModel::withRound(const SessionEvent &event, const QString &text) const
{
    if (event.message.round() == Message::Round::None && event.linked < 0)
        return text;
    const Session::RoundPlace place = m_session->roundPlace(event.index);
    if (place.count < 2) {
        if (event.message.round() == Message::Round::AsksForInput)
            return tr("input required · %1").arg(text);
        return text;
    }
    if (event.message.round() == Message::Round::AsksForInput)
        return tr("round %1 of %2 · input required · %3").arg(place.number).arg(place.count).arg(text);
    return tr("round %1 of %2 · %3").arg(place.number).arg(place.count).arg(text);
}

QString TimelineModel::summary(const SessionEvent &event, Kind kind) const
{
    switch (event.type) {
    case SessionEvent::Type::Stderr:
        return preview(QByteArrayView(event.stderrLine));
    case SessionEvent::Type::Lifecycle:
        return preview(event.text);
    case SessionEvent::Type::Http:
        return event.http ? preview(event.http->summary()) : QString();
    case SessionEvent::Type::App: {
        // The message as any other, after the kind of message it is (the row's kind is "app").
        const Kind messageKind = timelineKind(event.message.kind());
        return tr("%1 · %2").arg(kindText(messageKind), messageSummary(event, messageKind));
    }
    case SessionEvent::Type::Sent:
    case SessionEvent::Type::Received:
        break;
    }
    return messageSummary(event, kind);
}

QString TimelineModel::messageSummary(const SessionEvent &event, Kind kind) const
{
    const Message &message = event.message;
    const QByteArray &raw = message.raw();
    const QLocale locale;
    switch (kind) {
    case RequestKind:
    case NotificationKind:
    case ResultKind: {
        QString text;
        if (raw.size() > SummaryScanLimit) {
            text = tr("(%1; shown in full when selected)").arg(locale.formattedDataSize(raw.size()));
        } else {
            const QByteArrayView member = message.bodyText();
            text = member.isNull() ? QString() : bodyPreview(member);
        }
        return withRound(event, text);
    }
    case ErrorKind:
        return withRound(event, tr("%1: %2").arg(message.errorCode()).arg(preview(message.errorMessage())));
    case BatchKind:
        return tr("batch of %1").arg(message.batchSize());
    case InvalidKind:
        if (raw.isEmpty())
            return tr("(empty line)");
        if (!message.isValidJson())
            return tr("not JSON: %1").arg(preview(QByteArrayView(raw)));
        return tr("not a JSON-RPC message: %1").arg(preview(QByteArrayView(raw)));
    case StderrKind:
    case LifecycleKind:
    case HttpKind:
    case AppKind:
    case KindCount:
        break;
    }
    return {};
}

QVariant TimelineModel::displayData(int row, int column) const
{
    const SessionEvent &event = eventAt(row);
    const Row &r = m_rows[size_t(row)];
    switch (column) {
    case NumberColumn:
        return QString::number(row + 1);
    case TimeColumn:
        return event.wallTime.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"));
    case ElapsedColumn:
        return QLocale().toString(double(event.elapsedUs) / 1e6, 'f', 3);
    case DirectionColumn:
        return directionText(r.direction);
    case KindColumn:
        return kindText(Kind(r.kind));
    case MethodColumn:
        return r.method >= 0 ? m_methods.at(r.method) : QString();
    case IdColumn:
        if (event.hasMessage() && r.kind != BatchKind)
            return event.message.idText();
        return QString();
    case LatencyColumn: {
        const qint64 us = latencyUsOf(row);
        if (us < 0)
            return QString();
        const QLocale locale;
        if (us < 10000)
            return tr("%1 ms").arg(locale.toString(double(us) / 1000.0, 'f', 2));
        if (us < 1000000)
            return tr("%1 ms").arg(locale.toString(double(us) / 1000.0, 'f', 1));
        return tr("%1 s").arg(locale.toString(double(us) / 1e6, 'f', 2));
    }
    case SizeColumn: {
        const qint64 size = sortKey(row, SizeColumn);
        return size < 0 ? QString() : QLocale().formattedDataSize(size);
    }
    case DiagnosticsColumn: {
        if (r.severity < 0)
            return QString();
        const QString worst = severityText(Severity(r.severity));
        const qsizetype count = m_session->diagnosticsOf(row).size();
        return count > 1 ? tr("%1 (%2)").arg(worst).arg(count) : worst;
    }
    case SummaryColumn:
        return summary(event, Kind(r.kind));
    }
    return {};
}

QString TimelineModel::severityText(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return tr("info");
    case Severity::Warning:
        return tr("warning");
    case Severity::Error:
        return tr("error");
    }
    return {};
}

QVariant TimelineModel::sortData(int row, int column) const
{
    if (sortsAsNumber(column))
        return qlonglong(sortKey(row, column));
    if (column == MethodColumn) {
        const int method = methodIdOf(row);
        return method >= 0 ? m_methods.at(method) : QString();
    }
    return displayData(row, column);
}

QVariant TimelineModel::data(const QModelIndex &index, int role) const
{
    if (!m_session || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, index.column());
    case SortRole:
        return sortData(row, index.column());
    case EventIndexRole:
        return qlonglong(row);
    case KindRole:
        return int(kindOf(row));
    case DirectionRole:
        return directionOf(row);
    case MethodRole: {
        const int method = methodIdOf(row);
        return method >= 0 ? m_methods.at(method) : QString();
    }
    case LinkedRowRole:
        return linkedRow(row);
    case LatencyRole:
        return qlonglong(latencyUsOf(row));
    case SeverityRole:
        return severityOf(row);
    case DiagnosticCountRole:
        return int(m_session->diagnosticsOf(row).size());
    case ElapsedRole:
        return qlonglong(eventAt(row).elapsedUs);
    case WallTimeRole:
        return eventAt(row).wallTime;
    case RawRole:
        return searchableBytes(row);
    case ConnectionRole:
        return m_session->connectionOf(row);
    default:
        break;
    }
    return {};
}

QVariant TimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NumberColumn:
        return tr("#");
    case TimeColumn:
        return tr("Time");
    case ElapsedColumn:
        return tr("Since start");
    case DirectionColumn:
        return tr("Dir.");
    case KindColumn:
        return tr("Kind");
    case MethodColumn:
        return tr("Method");
    case IdColumn:
        return tr("Id");
    case LatencyColumn:
        return tr("Latency");
    case SizeColumn:
        return tr("Size");
    case DiagnosticsColumn:
        return tr("Diagnostics");
    case SummaryColumn:
        return tr("Summary");
    default:
        break;
    }
    return {};
}

QHash<int, QByteArray> TimelineModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(SortRole, "sort");
    names.insert(EventIndexRole, "eventIndex");
    names.insert(KindRole, "kind");
    names.insert(DirectionRole, "direction");
    names.insert(MethodRole, "method");
    names.insert(LinkedRowRole, "linkedRow");
    names.insert(LatencyRole, "latency");
    names.insert(SeverityRole, "severity");
    names.insert(DiagnosticCountRole, "diagnosticCount");
    names.insert(ElapsedRole, "elapsed");
    names.insert(WallTimeRole, "wallTime");
    names.insert(RawRole, "raw");
    names.insert(ConnectionRole, "connection");
    return names;
}

} // namespace mcpscope
