// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace mcpscope::jsondiff {

/// One place where two JSON values differ in meaning.
struct Difference
{
    enum class Kind {
        Changed, ///< there on both sides, with a different value (or type)
        OnlyInA, ///< a member or element only the first value has
        OnlyInB, ///< a member or element only the second value has
    };
    Kind kind = Kind::Changed;
    QString pointerA; ///< RFC 6901 pointer into A (empty for OnlyInB)
    QString pointerB; ///< RFC 6901 pointer into B (empty for OnlyInA)
    QJsonValue a;     ///< the value in A (undefined for OnlyInB)
    QJsonValue b;     ///< the value in B (undefined for OnlyInA)

    /// The pointer to show people: A's, or B's when only B has it.
    QString pointer() const { return kind == Kind::OnlyInB ? pointerB : pointerA; }
    static QString kindName(Kind kind);
};

/// One place where two values that mean the same are written differently.
struct Spelling
{
    enum class Kind {
        MemberOrder,    ///< the same members in another order
        NumberSpelling, ///< the same number written differently (1 and 1.0, 1e2 and 100)
        StringEscapes,  ///< the same string with other escapes ("\u0041" and "A")
    };
    Kind kind = Kind::MemberOrder;
    QString pointer;
    static QString kindName(Kind kind);
};

/// Compares @p a and @p b by meaning: member order and number spelling do not count;
/// integers and doubles compare by value. Arrays are matched element by element along their
/// longest common subsequence, so one inserted element is one difference, not a shifted
/// tail. @p base is prepended to every pointer. At most @p limit differences are returned;
/// @p truncated (optional) says whether there were more.
QList<Difference> compare(const QJsonValue &a, const QJsonValue &b, const QString &base = {}, qsizetype limit = 500,
                          bool *truncated = nullptr);

/// True when @p a and @p b mean the same JSON (the quick form of compare().isEmpty()).
bool equal(const QJsonValue &a, const QJsonValue &b);

/// Where the JSON texts @p a and @p b, which must mean the same (see equal()), are spelled
/// differently: member order, number spelling, string escapes. Whitespace does not count.
QList<Spelling> spelling(QByteArrayView a, QByteArrayView b, const QString &base = {}, qsizetype limit = 100);

/// Appends @p token to JSON pointer @p pointer, escaping "~" and "/".
QString appendPointer(const QString &pointer, const QString &token);

} // namespace mcpscope::jsondiff
