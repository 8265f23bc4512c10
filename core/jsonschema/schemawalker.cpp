// SPDX-License-Identifier: MIT
#include "schemawalker_p.h"

#include "schemacheck_p.h"
#include "text/preview.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

namespace mcpscope::schemacheck {

namespace {

} // namespace

QString pointerToken(QStringView token)
{
    QString out = token.toString();
    out.replace(QLatin1Char('~'), QLatin1String("~0"));
    out.replace(QLatin1Char('/'), QLatin1String("~1"));
    return out;
}

namespace {

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

/// Resolves a local "#/a/b" reference inside @p root (nullptr-like Undefined when it does not).
QJsonValue resolveLocal(const QJsonObject &root, QStringView ref)
{
    QJsonValue at = root;
    if (ref == QLatin1String("#"))
        return at;
    const QString pointer = QUrl::fromPercentEncoding(ref.mid(1).toUtf8());
    const QStringList tokens = pointer.split(QLatin1Char('/'));
    for (qsizetype i = 1; i < tokens.size(); ++i) {
        QString token = tokens.at(i);
        token.replace(QLatin1String("~1"), QLatin1String("/"));
        token.replace(QLatin1String("~0"), QLatin1String("~"));
        if (at.isObject()) {
            const QJsonObject o = at.toObject();
            if (!o.contains(token))
                return QJsonValue(QJsonValue::Undefined);
            at = o.value(token);
        } else if (at.isArray()) {
            bool ok = false;
            const int index = token.toInt(&ok);
            const QJsonArray a = at.toArray();
            if (!ok || index < 0 || index >= a.size())
                return QJsonValue(QJsonValue::Undefined);
            at = a.at(index);
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return at;
}

/// Where the walker is: made into a JSON pointer only for a problem (or a "$ref").
struct WalkPath
{
    const WalkPath *parent = nullptr; ///< nullptr: the schema's root
    const QString *key = nullptr;     ///< a member name, or else
    qsizetype index = 0;              ///< an array index

    QString pointer() const
    {
        if (!parent)
            return QString();
        return parent->pointer() + QLatin1Char('/') + (key ? pointerToken(*key) : QString::number(index));
    }
};

/// Walks a schema document where the JSON Schema vocabulary says subschemas live, checking
/// what valijson does not (regexes, $ref targets, type names) and copying it without
/// "format" keywords when asked (only the objects on the way to a "format" are copied).
class SchemaWalker
{
    // Its own context, the one lupdate files the texts of its member functions under.
    Q_DECLARE_TR_FUNCTIONS(mcpscope::schemacheck::SchemaWalker)
public:
    SchemaWalker(const QJsonObject &root, const Limits &limits)
        : m_root(root)
        , m_limits(limits)
    {
    }

    bool failed() const { return m_failed; }
    SchemaProblem problem() const { return m_problem; }

    /// @p node as valijson gets it; @p changed is set when that differs from @p node.
    QJsonValue schema(const QJsonValue &node, const WalkPath &path, int depth, bool *changed)
    {
        if (m_failed)
            return node;
        if (depth > m_limits.maxDepth)
            return fail(SchemaProblem::Unchecked,
                        tr("the schema is nested more than %1 levels deep").arg(m_limits.maxDepth), path),
                   node;
        if (node.isBool())
            return node;
        if (!node.isObject())
            return fail(SchemaProblem::Invalid,
                        tr("a schema must be an object or a boolean, not %1").arg(typeName(node)), path),
                   node;
        const QJsonObject object = node.toObject();
        QJsonObject copy;
        bool copied = false;
        auto modified = [&]() -> QJsonObject & {
            if (!copied) {
                copy = object;
                copied = true;
            }
            return copy;
        };
        for (auto it = object.constBegin(); it != object.constEnd() && !m_failed; ++it) {
            const QString key = it.key();
            const QJsonValue value = it.value();
            const WalkPath at{&path, &key};
            const Keyword keyword = keywordOf(key);
            if (keyword == Keyword::Members || keyword == Keyword::PatternMembers) {
                if (!value.isObject()) {
                    fail(SchemaProblem::Invalid,
                         tr("\"%1\" must be an object of schemas, not %2").arg(key, typeName(value)), at);
                    break;
                }
                const QJsonObject members = value.toObject();
                QJsonObject out;
                bool outChanged = false;
                for (auto m = members.constBegin(); m != members.constEnd() && !m_failed; ++m) {
                    const QString name = m.key();
                    const WalkPath member{&at, &name};
                    if (keyword == Keyword::PatternMembers)
                        checkRegex(name, member);
                    bool c = false;
                    const QJsonValue sub = schema(m.value(), member, depth + 1, &c);
                    if (c) {
                        if (!outChanged)
                            out = members;
                        outChanged = true;
                        out.insert(name, sub);
                    }
                }
                if (outChanged)
                    modified().insert(key, out);
            } else if (keyword == Keyword::Subschema || (keyword == Keyword::Items && !value.isArray())) {
                bool c = false;
                const QJsonValue sub = schema(value, at, depth + 1, &c);
                if (c)
                    modified().insert(key, sub);
            } else if (keyword == Keyword::Subschemas || keyword == Keyword::Items) {
                if (!value.isArray() || value.toArray().isEmpty()) {
                    fail(SchemaProblem::Invalid, tr("\"%1\" must be a non-empty array of schemas").arg(key), at);
                    break;
                }
                const QJsonArray items = value.toArray();
                QJsonArray out;
                bool outChanged = false;
                for (qsizetype i = 0; i < items.size() && !m_failed; ++i) {
                    bool c = false;
                    const QJsonValue sub = schema(items.at(i), WalkPath{&at, nullptr, i}, depth + 1, &c);
                    if (c) {
                        if (!outChanged)
                            out = items;
                        outChanged = true;
                        out.replace(i, sub);
                    }
                }
                if (outChanged)
                    modified().insert(key, out);
            } else if (keyword == Keyword::Dependencies && value.isObject()) {
                const QJsonObject members = value.toObject();
                QJsonObject out;
                bool outChanged = false;
                for (auto m = members.constBegin(); m != members.constEnd() && !m_failed; ++m) {
                    if (m.value().isArray())
                        continue;
                    const QString name = m.key();
                    bool c = false;
                    const QJsonValue sub = schema(m.value(), WalkPath{&at, &name}, depth + 1, &c);
                    if (c) {
                        if (!outChanged)
                            out = members;
                        outChanged = true;
                        out.insert(name, sub);
                    }
                }
                if (outChanged)
                    modified().insert(key, out);
            } else if (keyword == Keyword::Format && m_limits.stripFormats) {
                if (!value.isString()) {
                    fail(SchemaProblem::Invalid, tr("\"format\" must be a string, not %1").arg(typeName(value)), at);
                    break;
                }
                modified().remove(key);
            } else if (keyword == Keyword::Pattern) {
                if (!value.isString()) {
                    fail(SchemaProblem::Invalid, tr("\"pattern\" must be a string, not %1").arg(typeName(value)), at);
                    break;
                }
                checkRegex(value.toString(), at);
            } else if (keyword == Keyword::Type) {
                checkType(value, at);
            } else if (keyword == Keyword::Ref) {
                checkRef(value, at);
                if (value.isString())
                    m_refs.append({path.pointer(), value.toString()});
            }
        }
        if (!copied)
            return node;
        *changed = true;
        return copy;
    }

private:
    /// What the walker does with a keyword's value.
    enum class Keyword {
        Other,          ///< nothing
        Members,        ///< an object of schemas ("properties", "$defs", ...)
        PatternMembers, ///< "patternProperties": also the names are regexes
        Subschema,      ///< one schema ("not", "additionalProperties", ...)
        Items,          ///< "items": one schema or an array of them
        Subschemas,     ///< a non-empty array of schemas ("allOf", ...)
        Dependencies,   ///< "dependencies": schemas or arrays of names
        Format,
        Pattern,
        Type,
        Ref,
    };

    static Keyword keywordOf(const QString &key)
    {
        static const QHash<QString, Keyword> table{
            {QStringLiteral("properties"), Keyword::Members},
            {QStringLiteral("$defs"), Keyword::Members},
            {QStringLiteral("definitions"), Keyword::Members},
            {QStringLiteral("dependentSchemas"), Keyword::Members},
            {QStringLiteral("patternProperties"), Keyword::PatternMembers},
            {QStringLiteral("additionalProperties"), Keyword::Subschema},
            {QStringLiteral("additionalItems"), Keyword::Subschema},
            {QStringLiteral("contains"), Keyword::Subschema},
            {QStringLiteral("not"), Keyword::Subschema},
            {QStringLiteral("if"), Keyword::Subschema},
            {QStringLiteral("then"), Keyword::Subschema},
            {QStringLiteral("else"), Keyword::Subschema},
            {QStringLiteral("propertyNames"), Keyword::Subschema},
            {QStringLiteral("unevaluatedItems"), Keyword::Subschema},
            {QStringLiteral("unevaluatedProperties"), Keyword::Subschema},
            {QStringLiteral("contentSchema"), Keyword::Subschema},
            {QStringLiteral("items"), Keyword::Items},
            {QStringLiteral("allOf"), Keyword::Subschemas},
            {QStringLiteral("anyOf"), Keyword::Subschemas},
            {QStringLiteral("oneOf"), Keyword::Subschemas},
            {QStringLiteral("prefixItems"), Keyword::Subschemas},
            {QStringLiteral("dependencies"), Keyword::Dependencies},
            {QStringLiteral("format"), Keyword::Format},
            {QStringLiteral("pattern"), Keyword::Pattern},
            {QStringLiteral("type"), Keyword::Type},
            {QStringLiteral("$ref"), Keyword::Ref},
        };
        return table.value(key, Keyword::Other);
    }

    void fail(SchemaProblem::Kind kind, const QString &reason, const QString &pointer)
    {
        if (m_failed)
            return;
        m_failed = true;
        m_problem = SchemaProblem{kind, reason, pointer};
    }

    void fail(SchemaProblem::Kind kind, const QString &reason, const WalkPath &path)
    {
        if (!m_failed)
            fail(kind, reason, path.pointer());
    }

    void checkRegex(const QString &pattern, const WalkPath &path)
    {
        const QRegularExpression re(pattern);
        if (!re.isValid())
            fail(SchemaProblem::Invalid,
                 tr("invalid regular expression: %1 (at character %2)")
                     .arg(re.errorString())
                     .arg(re.patternErrorOffset()),
                 path);
    }

    void checkType(const QJsonValue &value, const WalkPath &pointer)
    {
        static const QStringList known{QStringLiteral("null"),   QStringLiteral("boolean"), QStringLiteral("object"),
                                       QStringLiteral("array"),  QStringLiteral("number"),  QStringLiteral("string"),
                                       QStringLiteral("integer")};
        auto one = [&](const QJsonValue &v) {
            if (!v.isString()) {
                fail(SchemaProblem::Invalid, tr("a \"type\" must be a string, not %1").arg(typeName(v)), pointer);
                return;
            }
            if (!known.contains(v.toString()))
                fail(
                    SchemaProblem::Invalid,
                    tr("unknown type \"%1\" (JSON Schema knows null, boolean, object, array, number, string and integer)")
                        .arg(previewText(v.toString(), 40)),
                    pointer);
        };
        if (value.isArray()) {
            const QJsonArray types = value.toArray();
            if (types.isEmpty())
                fail(SchemaProblem::Invalid, tr("\"type\" is an empty array"), pointer);
            for (const QJsonValue &v : types)
                one(v);
        } else {
            one(value);
        }
    }

    void checkRef(const QJsonValue &value, const WalkPath &pointer)
    {
        if (!value.isString()) {
            fail(SchemaProblem::Invalid, tr("\"$ref\" must be a string, not %1").arg(typeName(value)), pointer);
            return;
        }
        const QString ref = value.toString();
        if (ref.size() > 2048) {
            fail(SchemaProblem::Unchecked, tr("a \"$ref\" longer than 2048 characters"), pointer);
            return;
        }
        if (!ref.startsWith(QLatin1Char('#'))) {
            fail(SchemaProblem::Unchecked,
                 tr("\"$ref\" points outside the schema (%1); mcpscope does not fetch schemas")
                     .arg(previewText(ref, 80)),
                 pointer);
            return;
        }
        if (ref.size() > 1 && ref.at(1) != QLatin1Char('/')) {
            fail(SchemaProblem::Unchecked,
                 tr("\"$ref\" uses an anchor (%1), which mcpscope cannot resolve").arg(previewText(ref, 80)), pointer);
            return;
        }
        // Follow chains of bare references: a cycle of them has no schema at its end.
        QStringList seen{ref};
        QJsonValue target = resolveLocal(m_root, ref);
        while (true) {
            if (target.isUndefined()) {
                fail(SchemaProblem::Invalid,
                     tr("\"$ref\" %1 points to nothing in the schema").arg(previewText(seen.constLast(), 80)), pointer);
                return;
            }
            const QJsonObject o = target.toObject();
            if (!target.isObject() || !o.value(QLatin1String("$ref")).isString())
                return;
            const QString next = o.value(QLatin1String("$ref")).toString();
            if (!next.startsWith(QLatin1String("#/")) && next != QLatin1String("#"))
                return; // reported where that $ref itself is walked
            if (seen.contains(next)) {
                fail(SchemaProblem::Invalid,
                     tr("\"$ref\" %1 is part of a cycle of references that never reaches a schema")
                         .arg(previewText(ref, 80)),
                     pointer);
                return;
            }
            if (seen.size() > 64)
                return;
            seen.append(next);
            target = resolveLocal(m_root, next);
        }
    }

public:
    /// A "$ref" that leads back to the schema holding it without descending into the value
    /// ({"anyOf": [{"$ref": "#"}, ...]}) makes valijson recurse until the stack overflows:
    /// reported instead. Call after schema().
    void checkInPlaceCycles()
    {
        for (const Ref &r : std::as_const(m_refs)) {
            if (m_failed)
                return;
            if (!r.target.startsWith(QLatin1Char('#')))
                continue;
            QStringList stack{r.target.mid(1)};
            QSet<QString> visited;
            int steps = 0;
            while (!stack.isEmpty() && ++steps < 20000) {
                const QString at = stack.takeLast();
                if (at == r.source) {
                    fail(SchemaProblem::Invalid,
                         tr("\"$ref\" %1 leads back to the schema that holds it without going into the value "
                            "(an endless loop)")
                             .arg(previewText(r.target, 80)),
                         r.source + QLatin1String("/$ref"));
                    return;
                }
                if (visited.contains(at))
                    continue;
                visited.insert(at);
                const QJsonObject o = resolveLocal(m_root, QString(QLatin1Char('#') + at)).toObject();
                const QJsonValue ref = o.value(QLatin1String("$ref"));
                if (ref.isString() && ref.toString().startsWith(QLatin1Char('#')))
                    stack.append(ref.toString().mid(1));
                for (const char *key : {"allOf", "anyOf", "oneOf"}) {
                    const QJsonArray items = o.value(QLatin1String(key)).toArray();
                    for (qsizetype i = 0; i < items.size(); ++i)
                        stack.append(at + QLatin1Char('/') + QLatin1String(key) + QLatin1Char('/')
                                     + QString::number(i));
                }
                for (const char *key : {"not", "if", "then", "else"}) {
                    if (o.value(QLatin1String(key)).isObject())
                        stack.append(at + QLatin1Char('/') + QLatin1String(key));
                }
                const QJsonObject dependent = o.value(QLatin1String("dependentSchemas")).toObject();
                for (auto it = dependent.constBegin(); it != dependent.constEnd(); ++it)
                    stack.append(at + QLatin1String("/dependentSchemas/") + pointerToken(it.key()));
            }
        }
    }

private:
    struct Ref
    {
        QString source; ///< pointer of the schema holding the "$ref"
        QString target; ///< the "$ref" as written
    };

    QJsonObject m_root;
    Limits m_limits;
    bool m_failed = false;
    SchemaProblem m_problem;
    QList<Ref> m_refs;
};

} // namespace

bool walkSchema(const QJsonObject &schema, const Limits &limits, QJsonValue *prepared, SchemaProblem *problem)
{
    SchemaWalker walker(schema, limits);
    bool changed = false;
    *prepared = walker.schema(schema, WalkPath(), 0, &changed);
    if (!walker.failed())
        walker.checkInPlaceCycles();
    if (walker.failed()) {
        if (problem)
            *problem = walker.problem();
        return false;
    }
    return true;
}

} // namespace mcpscope::schemacheck
