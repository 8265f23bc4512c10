// SPDX-License-Identifier: MIT
#include "jsondiff.h"
#include "json/jsontree.h"

#include "json/jsontext.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QVariant>

#include <vector>

namespace mcpscope::jsondiff {

namespace {

// Above this many element pairs, arrays are compared index by index (a longest common
// subsequence of two 10,000-element arrays would cost 100 million comparisons).
constexpr qsizetype LcsLimit = 250 * 250;

bool sameNumber(const QJsonValue &a, const QJsonValue &b)
{
    const QVariant va = a.toVariant();
    const QVariant vb = b.toVariant();
    if (va.typeId() == QMetaType::LongLong && vb.typeId() == QMetaType::LongLong)
        return va.toLongLong() == vb.toLongLong();
    return a.toDouble() == b.toDouble();
}

struct Walker
{
    qsizetype limit;
    QList<Difference> out;
    bool truncated = false;

    bool full()
    {
        if (out.size() >= limit) {
            truncated = true;
            return true;
        }
        return false;
    }

    void add(Difference::Kind kind, const QString &pa, const QString &pb, const QJsonValue &a, const QJsonValue &b)
    {
        if (full())
            return;
        Difference d;
        d.kind = kind;
        d.pointerA = kind == Difference::Kind::OnlyInB ? QString() : pa;
        d.pointerB = kind == Difference::Kind::OnlyInA ? QString() : pb;
        d.a = kind == Difference::Kind::OnlyInB ? QJsonValue(QJsonValue::Undefined) : a;
        d.b = kind == Difference::Kind::OnlyInA ? QJsonValue(QJsonValue::Undefined) : b;
        out.append(d);
    }

    void walk(const QJsonValue &a, const QJsonValue &b, const QString &pa, const QString &pb)
    {
        if (full())
            return;
        if (a.type() != b.type()) {
            add(Difference::Kind::Changed, pa, pb, a, b);
            return;
        }
        if (a.isObject()) {
            const QJsonObject oa = a.toObject();
            const QJsonObject ob = b.toObject();
            for (auto it = oa.begin(); it != oa.end(); ++it) {
                const auto other = ob.constFind(it.key());
                if (other == ob.constEnd())
                    add(Difference::Kind::OnlyInA, appendPointer(pa, it.key()), QString(), it.value(), {});
                else
                    walk(it.value(), other.value(), appendPointer(pa, it.key()), appendPointer(pb, it.key()));
            }
            for (auto it = ob.begin(); it != ob.end(); ++it) {
                if (!oa.contains(it.key()))
                    add(Difference::Kind::OnlyInB, QString(), appendPointer(pb, it.key()), {}, it.value());
            }
            return;
        }
        if (a.isArray()) {
            walkArrays(a.toArray(), b.toArray(), pa, pb);
            return;
        }
        if (!equal(a, b))
            add(Difference::Kind::Changed, pa, pb, a, b);
    }

    void walkArrays(const QJsonArray &a, const QJsonArray &b, const QString &pa, const QString &pb)
    {
        const qsizetype n = a.size();
        const qsizetype m = b.size();
        auto index = [](const QString &base, qsizetype i) { return appendPointer(base, QString::number(i)); };
        // Matched pairs (i, j) in order; elements between two matches are paired up by
        // position (a changed element), the rest are only on one side.
        QList<QPair<qsizetype, qsizetype>> matches;
        if (n * m <= LcsLimit) {
            std::vector<std::vector<int>> length(size_t(n + 1), std::vector<int>(size_t(m + 1), 0));
            for (qsizetype i = n - 1; i >= 0; --i) {
                for (qsizetype j = m - 1; j >= 0; --j) {
                    length[i][j]
                        = equal(a.at(i), b.at(j)) ? length[i + 1][j + 1] + 1 : qMax(length[i + 1][j], length[i][j + 1]);
                }
            }
            qsizetype i = 0;
            qsizetype j = 0;
            while (i < n && j < m) {
                if (equal(a.at(i), b.at(j))) {
                    matches.append({i++, j++});
                } else if (length[i + 1][j] >= length[i][j + 1]) {
                    ++i;
                } else {
                    ++j;
                }
            }
        }
        matches.append({n, m});
        qsizetype i = 0;
        qsizetype j = 0;
        for (const auto &[mi, mj] : matches) {
            while (i < mi && j < mj) {
                walk(a.at(i), b.at(j), index(pa, i), index(pb, j));
                ++i;
                ++j;
            }
            for (; i < mi; ++i)
                add(Difference::Kind::OnlyInA, index(pa, i), QString(), a.at(i), {});
            for (; j < mj; ++j)
                add(Difference::Kind::OnlyInB, QString(), index(pb, j), {}, b.at(j));
            ++i;
            ++j;
        }
    }
};

QString decodeKey(QByteArrayView raw)
{
    if (!raw.contains('\\'))
        return QString::fromUtf8(raw);
    const QByteArray wrapped = "[\"" + raw.toByteArray() + "\"]";
    return jsontree::parse(wrapped).array().at(0).toString();
}

struct SpellingWalker
{
    qsizetype limit;
    QList<Spelling> out;

    void add(Spelling::Kind kind, const QString &pointer)
    {
        if (out.size() < limit)
            out.append({kind, pointer});
    }

    static char first(QByteArrayView text)
    {
        for (char c : text) {
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return c;
        }
        return 0;
    }

    void walk(QByteArrayView a, QByteArrayView b, const QString &pointer)
    {
        if (out.size() >= limit)
            return;
        const char c = first(a);
        if (c != first(b))
            return; // not the same value after all; compare() tells about that
        if (c == '{') {
            const auto ma = jsontext::members(a);
            const auto mb = jsontext::members(b);
            QStringList keysA;
            QStringList keysB;
            QHash<QString, QByteArrayView> valuesB;
            QHash<QString, QByteArrayView> rawKeysB;
            for (const auto &[key, value] : ma)
                keysA << decodeKey(key);
            for (const auto &[key, value] : mb) {
                const QString k = decodeKey(key);
                keysB << k;
                valuesB.insert(k, value);
                rawKeysB.insert(k, key);
            }
            if (keysA != keysB)
                add(Spelling::Kind::MemberOrder, pointer);
            for (qsizetype i = 0; i < ma.size(); ++i) {
                const auto it = valuesB.constFind(keysA.at(i));
                if (it == valuesB.cend())
                    continue;
                const QString child = appendPointer(pointer, keysA.at(i));
                if (ma.at(i).first != rawKeysB.value(keysA.at(i)))
                    add(Spelling::Kind::StringEscapes, child);
                walk(ma.at(i).second, *it, child);
            }
            return;
        }
        if (c == '[') {
            const auto ea = jsontext::elements(a);
            const auto eb = jsontext::elements(b);
            for (qsizetype i = 0; i < qMin(ea.size(), eb.size()); ++i)
                walk(ea.at(i), eb.at(i), appendPointer(pointer, QString::number(i)));
            return;
        }
        if (a.trimmed() == b.trimmed())
            return;
        if (c == '"')
            add(Spelling::Kind::StringEscapes, pointer);
        else if (c == '-' || (c >= '0' && c <= '9'))
            add(Spelling::Kind::NumberSpelling, pointer);
    }
};

} // namespace

QString Difference::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Changed:
        return QStringLiteral("changed");
    case Kind::OnlyInA:
        return QStringLiteral("only-in-a");
    case Kind::OnlyInB:
        return QStringLiteral("only-in-b");
    }
    return {};
}

QString Spelling::kindName(Kind kind)
{
    switch (kind) {
    case Kind::MemberOrder:
        return QStringLiteral("member-order");
    case Kind::NumberSpelling:
        return QStringLiteral("number-spelling");
    case Kind::StringEscapes:
        return QStringLiteral("string-escapes");
    }
    return {};
}

QString appendPointer(const QString &pointer, const QString &token)
{
    QString escaped = token;
    escaped.replace(QLatin1Char('~'), QLatin1String("~0"));
    escaped.replace(QLatin1Char('/'), QLatin1String("~1"));
    return pointer + QLatin1Char('/') + escaped;
}

bool equal(const QJsonValue &a, const QJsonValue &b)
{
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case QJsonValue::Object: {
        const QJsonObject oa = a.toObject();
        const QJsonObject ob = b.toObject();
        if (oa.size() != ob.size())
            return false;
        for (auto it = oa.begin(), other = ob.begin(); it != oa.end(); ++it, ++other) {
            // QJsonObject keeps its keys sorted, so equal objects line up member by member.
            if (it.key() != other.key() || !equal(it.value(), other.value()))
                return false;
        }
        return true;
    }
    case QJsonValue::Array: {
        const QJsonArray aa = a.toArray();
        const QJsonArray ab = b.toArray();
        if (aa.size() != ab.size())
            return false;
        for (qsizetype i = 0; i < aa.size(); ++i) {
            if (!equal(aa.at(i), ab.at(i)))
                return false;
        }
        return true;
    }
    case QJsonValue::Double:
        return sameNumber(a, b);
    case QJsonValue::String:
        return a.toString() == b.toString();
    case QJsonValue::Bool:
        return a.toBool() == b.toBool();
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return true;
    }
    return false;
}

QList<Difference> compare(const QJsonValue &a, const QJsonValue &b, const QString &base, qsizetype limit,
                          bool *truncated)
{
    Walker walker{limit, {}};
    walker.walk(a, b, base, base);
    if (truncated)
        *truncated = walker.truncated;
    return walker.out;
}

QList<Spelling> spelling(QByteArrayView a, QByteArrayView b, const QString &base, qsizetype limit)
{
    SpellingWalker walker{limit, {}};
    walker.walk(a, b, base);
    return walker.out;
}

} // namespace mcpscope::jsondiff
