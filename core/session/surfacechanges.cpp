// SPDX-License-Identifier: MIT
#include "surfacechanges.h"

#include "jsonrpc/jsondiff.h"
#include "text/preview.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace mcpscope {

namespace {

using Section = SessionComparison::Section;
using SchemaKind = SurfaceChanges::SchemaKind;

/// Sentences about one field that go on past this many are cut, with a line that says so.
constexpr qsizetype MaxGenericLines = 10;
/// Values of an enum named one by one as lost or gained; the rest are counted.
constexpr qsizetype MaxEnumLines = 20;
/// Sentences about one item (a hostile schema may change in thousands of places).
constexpr qsizetype MaxLines = 200;

QString quoted(const QString &name)
{
    return QLatin1Char('`') + previewText(name, 60) + QLatin1Char('`');
}

/// A value for people, strings in quotes ("1" and 1 must look different).
QString val(const QJsonValue &value)
{
    return SessionComparison::preview(value, 60, true);
}

/// An enum value in backticks, strings without quotes: `xml`, `1`.
QString literal(const QJsonValue &value)
{
    return quoted(value.isString() ? value.toString() : SessionComparison::preview(value, 60, true));
}

bool isScalar(const QJsonValue &value)
{
    return !value.isObject() && !value.isArray();
}

/// "/a/b~1c" as people read a path: "a.b/c".
QString dotted(const QString &pointer)
{
    QStringList tokens = pointer.split(QLatin1Char('/'));
    if (!tokens.isEmpty() && tokens.constFirst().isEmpty())
        tokens.removeFirst();
    for (QString &token : tokens)
        token.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
    return tokens.join(QLatin1Char('.'));
}

/// What a schema accepts, in a few words: "integer", "string or null", "any type".
QString typeText(const QJsonValue &schema)
{
    const QJsonObject o = schema.toObject();
    const QJsonValue type = o.value(QLatin1String("type"));
    if (type.isString())
        return type.toString();
    if (type.isArray()) {
        QStringList types;
        for (const QJsonValue &t : type.toArray())
            types << t.toString();
        return types.join(SurfaceChanges::tr(" or "));
    }
    if (o.contains(QLatin1String("enum")))
        return SurfaceChanges::tr("one of a list of values");
    if (o.contains(QLatin1String("anyOf")) || o.contains(QLatin1String("oneOf")))
        return SurfaceChanges::tr("one of several schemas");
    if (o.contains(QLatin1String("$ref")))
        return SurfaceChanges::tr("a schema of its definitions");
    return SurfaceChanges::tr("any type");
}

/// Every difference between @p a and @p b (objects), member by member, named by its path with
/// @p prefix before it: "`execution.taskSupport` changed from \"optional\" to \"required\"".
void generic(const QJsonObject &a, const QJsonObject &b, const QString &prefix, QStringList *out)
{
    bool truncated = false;
    const QList<jsondiff::Difference> differences = jsondiff::compare(a, b, QString(), MaxGenericLines, &truncated);
    for (const jsondiff::Difference &d : differences) {
        const QString path = quoted(prefix + dotted(d.pointer()));
        switch (d.kind) {
        case jsondiff::Difference::Kind::Changed:
            *out << SurfaceChanges::tr("%1 changed from %2 to %3").arg(path, val(d.a), val(d.b));
            break;
        case jsondiff::Difference::Kind::OnlyInA:
            *out << SurfaceChanges::tr("%1 was removed (was %2)").arg(path, val(d.a));
            break;
        case jsondiff::Difference::Kind::OnlyInB:
            *out << SurfaceChanges::tr("%1 was added (%2)").arg(path, val(d.b));
            break;
        }
    }
    if (truncated)
        *out << SurfaceChanges::tr("… and more changes.");
}

/// The members of @p o but @p handled.
QJsonObject without(QJsonObject o, const QStringList &handled)
{
    for (const QString &key : handled)
        o.remove(key);
    return o;
}

/// The name of a schema or of one of its properties in sentences.
struct Subject
{
    SchemaKind kind = SchemaKind::Input;
    QString path; ///< "options.depth"; empty for the whole schema

    /// "argument `path`", "output field `path`", "the input schema".
    QString full() const
    {
        if (path.isEmpty())
            return kind == SchemaKind::Input ? SurfaceChanges::tr("the input schema")
                                             : SurfaceChanges::tr("the output schema");
        return kind == SchemaKind::Input ? SurfaceChanges::tr("argument %1").arg(quoted(path))
                                         : SurfaceChanges::tr("output field %1").arg(quoted(path));
    }
    /// After "of": "the enum of `format`" for an argument; otherwise as full().
    QString shortName() const { return kind == SchemaKind::Input && !path.isEmpty() ? quoted(path) : full(); }
    Subject child(const QString &name) const { return {kind, path.isEmpty() ? name : path + QLatin1Char('.') + name}; }
    Subject items() const { return {kind, path + QStringLiteral("[]")}; }
};

QSet<QString> stringSet(const QJsonValue &array)
{
    QSet<QString> out;
    for (const QJsonValue &v : array.toArray())
        out.insert(v.toString());
    return out;
}

/// A key for a JSON value by meaning (1 and 1.0 alike), for sets: a long enum is compared in
/// linear time.
QByteArray valueKey(const QJsonValue &value)
{
    return QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
}

QSet<QByteArray> valueKeys(const QJsonArray &array)
{
    QSet<QByteArray> keys;
    keys.reserve(array.size());
    for (const QJsonValue &v : array)
        keys.insert(valueKey(v));
    return keys;
}

/// Cuts @p out to MaxLines sentences, the last saying how many more there are.
QStringList bounded(QStringList out)
{
    if (out.size() <= MaxLines)
        return out;
    const qsizetype more = out.size() - (MaxLines - 1);
    out.resize(MaxLines - 1);
    out << SurfaceChanges::tr("… and %1 more changes.").arg(more);
    return out;
}

void describeSchema(const QJsonValue &va, const QJsonValue &vb, const Subject &s, QStringList *out);

void describeProperties(const QJsonObject &a, const QJsonObject &b, const Subject &s, QStringList *out)
{
    const QJsonObject pa = a.value(QLatin1String("properties")).toObject();
    const QJsonObject pb = b.value(QLatin1String("properties")).toObject();
    const QSet<QString> ra = stringSet(a.value(QLatin1String("required")));
    const QSet<QString> rb = stringSet(b.value(QLatin1String("required")));
    QStringList names = pa.keys();
    for (const QString &name : pb.keys()) {
        if (!pa.contains(name))
            names << name;
    }
    for (const QString &name : std::as_const(names)) {
        const Subject child = s.child(name);
        if (!pa.contains(name)) {
            *out << SurfaceChanges::tr("%1 was added (%2, %3)")
                        .arg(child.full(), typeText(pb.value(name)),
                             rb.contains(name) ? SurfaceChanges::tr("required") : SurfaceChanges::tr("optional"));
            continue;
        }
        if (!pb.contains(name)) {
            *out << SurfaceChanges::tr("%1 was removed").arg(child.full());
            continue;
        }
        if (ra.contains(name) != rb.contains(name))
            *out << (rb.contains(name) ? SurfaceChanges::tr("%1 became required").arg(child.full())
                                       : SurfaceChanges::tr("%1 became optional").arg(child.full()));
        describeSchema(pa.value(name), pb.value(name), child, out);
    }
    // Required names the schema does not describe as properties.
    QStringList loose;
    for (const QString &name : ra + rb) {
        if (!pa.contains(name) && !pb.contains(name) && ra.contains(name) != rb.contains(name))
            loose << name;
    }
    loose.sort();
    for (const QString &name : std::as_const(loose))
        *out << (rb.contains(name) ? SurfaceChanges::tr("%1 became required").arg(s.child(name).full())
                                   : SurfaceChanges::tr("%1 became optional").arg(s.child(name).full()));
}

void describeEnum(const QJsonObject &a, const QJsonObject &b, const Subject &s, QStringList *out)
{
    const QJsonValue ea = a.value(QLatin1String("enum"));
    const QJsonValue eb = b.value(QLatin1String("enum"));
    if (jsondiff::equal(ea, eb))
        return;
    if (ea.isArray() && eb.isArray()) {
        const QSet<QByteArray> inA = valueKeys(ea.toArray());
        const QSet<QByteArray> inB = valueKeys(eb.toArray());
        qsizetype lost = 0;
        for (const QJsonValue &v : ea.toArray()) {
            if (!inB.contains(valueKey(v)) && lost++ < MaxEnumLines)
                *out << SurfaceChanges::tr("the enum of %1 lost %2").arg(s.shortName(), literal(v));
        }
        if (lost > MaxEnumLines)
            *out
                << SurfaceChanges::tr("the enum of %1 lost %2 more values").arg(s.shortName()).arg(lost - MaxEnumLines);
        qsizetype gained = 0;
        for (const QJsonValue &v : eb.toArray()) {
            if (!inA.contains(valueKey(v)) && gained++ < MaxEnumLines)
                *out << SurfaceChanges::tr("the enum of %1 gained %2").arg(s.shortName(), literal(v));
        }
        if (gained > MaxEnumLines)
            *out << SurfaceChanges::tr("the enum of %1 gained %2 more values")
                        .arg(s.shortName())
                        .arg(gained - MaxEnumLines);
        return;
    }
    if (eb.isArray()) {
        QStringList values;
        for (const QJsonValue &v : eb.toArray()) {
            if (values.size() == MaxEnumLines) {
                values << QStringLiteral("…");
                break;
            }
            values << literal(v);
        }
        *out << SurfaceChanges::tr("%1 is now limited to: %2")
                    .arg(s.full(), previewText(values.join(QStringLiteral(", ")), 200));
        return;
    }
    if (ea.isArray()) {
        *out << SurfaceChanges::tr("%1 is no longer limited to a list of values").arg(s.full());
        return;
    }
    *out << SurfaceChanges::tr("the enum of %1 changed").arg(s.shortName());
}

/// A keyword without words of its own: minimum, pattern, format, anyOf, …
void describeKeyword(const QString &keyword, const QJsonValue &a, const QJsonValue &b, const Subject &s,
                     QStringList *out)
{
    const QString kw = quoted(keyword);
    if (a.isUndefined()) {
        *out << (isScalar(b) ? SurfaceChanges::tr("%1 now has %2 %3").arg(s.full(), kw, val(b))
                             : SurfaceChanges::tr("%1 now has %2").arg(s.full(), kw));
    } else if (b.isUndefined()) {
        *out << (isScalar(a) ? SurfaceChanges::tr("%1 no longer has %2 (was %3)").arg(s.full(), kw, val(a))
                             : SurfaceChanges::tr("%1 no longer has %2").arg(s.full(), kw));
    } else if (isScalar(a) && isScalar(b)) {
        *out << SurfaceChanges::tr("the %1 of %2 changed from %3 to %4").arg(kw, s.shortName(), val(a), val(b));
    } else {
        *out << SurfaceChanges::tr("the %1 of %2 changed").arg(kw, s.shortName());
    }
}

void describeSchema(const QJsonValue &va, const QJsonValue &vb, const Subject &s, QStringList *out)
{
    if (jsondiff::equal(va, vb))
        return;
    if (!va.isObject() || !vb.isObject()) {
        *out << SurfaceChanges::tr("%1 changed from %2 to %3").arg(s.full(), val(va), val(vb));
        return;
    }
    const QJsonObject a = va.toObject();
    const QJsonObject b = vb.toObject();
    const QLatin1String type("type");
    if (!jsondiff::equal(a.value(type), b.value(type))) {
        if (a.contains(type) && b.contains(type))
            *out << SurfaceChanges::tr("%1 changed type from %2 to %3").arg(s.full(), typeText(a), typeText(b));
        else if (b.contains(type))
            *out << SurfaceChanges::tr("%1 now has the type %2").arg(s.full(), typeText(b));
        else
            *out << SurfaceChanges::tr("%1 no longer has a type (was %2)").arg(s.full(), typeText(a));
    }
    describeProperties(a, b, s, out);
    describeEnum(a, b, s, out);

    const QLatin1String description("description");
    if (!jsondiff::equal(a.value(description), b.value(description))) {
        if (!a.contains(description))
            *out << SurfaceChanges::tr("%1 got a description").arg(s.full());
        else if (!b.contains(description))
            *out << SurfaceChanges::tr("%1 lost its description").arg(s.full());
        else
            *out << SurfaceChanges::tr("the description of %1 changed").arg(s.shortName());
    }
    for (const char *field : {"title", "default"}) {
        const QLatin1String key(field);
        const QJsonValue fa = a.value(key);
        const QJsonValue fb = b.value(key);
        if (jsondiff::equal(fa, fb))
            continue;
        const bool title = key == QLatin1String("title");
        if (fa.isUndefined())
            *out << (title ? SurfaceChanges::tr("%1 got the title %2") : SurfaceChanges::tr("%1 got the default %2"))
                        .arg(s.full(), val(fb));
        else if (fb.isUndefined())
            *out << (title ? SurfaceChanges::tr("%1 lost its title (was %2)")
                           : SurfaceChanges::tr("%1 lost its default (was %2)"))
                        .arg(s.full(), val(fa));
        else
            *out << (title ? SurfaceChanges::tr("the title of %1 changed from %2 to %3")
                           : SurfaceChanges::tr("the default of %1 changed from %2 to %3"))
                        .arg(s.shortName(), val(fa), val(fb));
    }

    const QLatin1String items("items");
    if (a.value(items).isObject() && b.value(items).isObject())
        describeSchema(a.value(items), b.value(items), s.items(), out);
    else if (!jsondiff::equal(a.value(items), b.value(items)))
        describeKeyword(items, a.value(items), b.value(items), s, out);

    // Unknown members: false refuses them; absent or true allows them.
    const QLatin1String additional("additionalProperties");
    const QJsonValue xa = a.value(additional);
    const QJsonValue xb = b.value(additional);
    if (!jsondiff::equal(xa, xb)) {
        const bool simple = !xa.isObject() && !xb.isObject();
        const bool refusesA = xa.isBool() && !xa.toBool();
        const bool refusesB = xb.isBool() && !xb.toBool();
        if (simple && refusesA != refusesB)
            *out << (refusesB ? SurfaceChanges::tr("%1 now refuses members it does not name").arg(s.full())
                              : SurfaceChanges::tr("%1 now allows members it does not name").arg(s.full()));
        else if (!simple)
            describeKeyword(additional, xa, xb, s, out);
    }

    static const QStringList handled{
        QStringLiteral("type"),    QStringLiteral("properties"),  QStringLiteral("required"),
        QStringLiteral("enum"),    QStringLiteral("description"), QStringLiteral("title"),
        QStringLiteral("default"), QStringLiteral("items"),       QStringLiteral("additionalProperties")};
    QStringList keys = a.keys();
    for (const QString &key : b.keys()) {
        if (!a.contains(key))
            keys << key;
    }
    for (const QString &key : std::as_const(keys)) {
        if (handled.contains(key) || jsondiff::equal(a.value(key), b.value(key)))
            continue;
        describeKeyword(key, a.value(key), b.value(key), s, out);
    }
}

/// title and description of a tool or prompt (and a resource's).
void describeTexts(const QJsonObject &a, const QJsonObject &b, QStringList *out)
{
    const QLatin1String title("title");
    if (!jsondiff::equal(a.value(title), b.value(title))) {
        if (!a.contains(title))
            *out << SurfaceChanges::tr("a title was added: %1").arg(val(b.value(title)));
        else if (!b.contains(title))
            *out << SurfaceChanges::tr("the title was removed (was %1)").arg(val(a.value(title)));
        else
            *out << SurfaceChanges::tr("the title changed from %1 to %2").arg(val(a.value(title)), val(b.value(title)));
    }
    const QLatin1String description("description");
    if (!jsondiff::equal(a.value(description), b.value(description))) {
        if (!a.contains(description))
            *out << SurfaceChanges::tr("a description was added");
        else if (!b.contains(description))
            *out << SurfaceChanges::tr("the description was removed");
        else
            *out << SurfaceChanges::tr("the description changed");
    }
    const QLatin1String icons("icons");
    if (!jsondiff::equal(a.value(icons), b.value(icons))) {
        if (!a.contains(icons))
            *out << SurfaceChanges::tr("icons were added");
        else if (!b.contains(icons))
            *out << SurfaceChanges::tr("the icons were removed");
        else
            *out << SurfaceChanges::tr("the icons changed");
    }
}

void describeAnnotations(const QJsonObject &a, const QJsonObject &b, QStringList *out)
{
    const QJsonObject na = a.value(QLatin1String("annotations")).toObject();
    const QJsonObject nb = b.value(QLatin1String("annotations")).toObject();
    QStringList keys = na.keys();
    for (const QString &key : nb.keys()) {
        if (!na.contains(key))
            keys << key;
    }
    for (const QString &key : std::as_const(keys)) {
        const QJsonValue va = na.value(key);
        const QJsonValue vb = nb.value(key);
        if (jsondiff::equal(va, vb))
            continue;
        const QString name = previewText(key, 60);
        if (va.isUndefined())
            *out << SurfaceChanges::tr("annotation %1 was added (%2)").arg(name, val(vb));
        else if (vb.isUndefined())
            *out << SurfaceChanges::tr("annotation %1 was removed (was %2)").arg(name, val(va));
        else if (vb.isBool())
            *out << SurfaceChanges::tr("annotation %1 became %2").arg(name, val(vb));
        else
            *out << SurfaceChanges::tr("annotation %1 changed from %2 to %3").arg(name, val(va), val(vb));
    }
}

void describeSchemaMember(const QJsonObject &a, const QJsonObject &b, const char *member, SchemaKind kind,
                          QStringList *out)
{
    const QLatin1String key(member);
    const bool input = kind == SchemaKind::Input;
    if (a.contains(key) && b.contains(key))
        *out << SurfaceChanges::schema(a.value(key), b.value(key), kind);
    else if (b.contains(key))
        *out << (input ? SurfaceChanges::tr("an input schema was added")
                       : SurfaceChanges::tr("an output schema was added"));
    else if (a.contains(key))
        *out << (input ? SurfaceChanges::tr("the input schema was removed")
                       : SurfaceChanges::tr("the output schema was removed"));
}

QStringList tool(const QJsonObject &a, const QJsonObject &b)
{
    QStringList out;
    describeTexts(a, b, &out);
    describeSchemaMember(a, b, "inputSchema", SchemaKind::Input, &out);
    describeSchemaMember(a, b, "outputSchema", SchemaKind::Output, &out);
    describeAnnotations(a, b, &out);
    const QStringList handled{QStringLiteral("name"),        QStringLiteral("title"),
                              QStringLiteral("description"), QStringLiteral("icons"),
                              QStringLiteral("inputSchema"), QStringLiteral("outputSchema"),
                              QStringLiteral("annotations")};
    generic(without(a, handled), without(b, handled), QString(), &out);
    return out;
}

QStringList prompt(const QJsonObject &a, const QJsonObject &b)
{
    QStringList out;
    describeTexts(a, b, &out);
    QHash<QString, QJsonObject> argsA;
    QHash<QString, QJsonObject> argsB;
    QStringList names;
    for (const QJsonValue &v : a.value(QLatin1String("arguments")).toArray()) {
        const QString name = v.toObject().value(QLatin1String("name")).toString();
        if (!argsA.contains(name))
            names << name;
        argsA.insert(name, v.toObject());
    }
    for (const QJsonValue &v : b.value(QLatin1String("arguments")).toArray()) {
        const QString name = v.toObject().value(QLatin1String("name")).toString();
        if (!argsA.contains(name) && !argsB.contains(name))
            names << name;
        argsB.insert(name, v.toObject());
    }
    const QLatin1String required("required");
    for (const QString &name : std::as_const(names)) {
        const Subject s{SchemaKind::Input, name};
        if (!argsA.contains(name)) {
            out << SurfaceChanges::tr("%1 was added (%2)")
                       .arg(s.full(), argsB.value(name).value(required).toBool() ? SurfaceChanges::tr("required")
                                                                                 : SurfaceChanges::tr("optional"));
            continue;
        }
        if (!argsB.contains(name)) {
            out << SurfaceChanges::tr("%1 was removed").arg(s.full());
            continue;
        }
        const QJsonObject aa = argsA.value(name);
        const QJsonObject ab = argsB.value(name);
        if (aa.value(required).toBool() != ab.value(required).toBool())
            out << (ab.value(required).toBool() ? SurfaceChanges::tr("%1 became required").arg(s.full())
                                                : SurfaceChanges::tr("%1 became optional").arg(s.full()));
        // Its description and title in the schema's words; the rest by path.
        const QStringList texts{QStringLiteral("description"), QStringLiteral("title")};
        QJsonObject ta;
        QJsonObject tb;
        for (const QString &key : texts) {
            if (aa.contains(key))
                ta.insert(key, aa.value(key));
            if (ab.contains(key))
                tb.insert(key, ab.value(key));
        }
        describeSchema(ta, tb, s, &out);
        generic(without(aa, texts + QStringList{QStringLiteral("name"), required}),
                without(ab, texts + QStringList{QStringLiteral("name"), required}),
                QStringLiteral("arguments.") + name + QLatin1Char('.'), &out);
    }
    const QStringList handled{QStringLiteral("name"), QStringLiteral("title"), QStringLiteral("description"),
                              QStringLiteral("icons"), QStringLiteral("arguments")};
    generic(without(a, handled), without(b, handled), QString(), &out);
    return out;
}

QStringList resource(const QJsonObject &a, const QJsonObject &b, const QString &key)
{
    QStringList out;
    const QLatin1String name("name");
    if (!jsondiff::equal(a.value(name), b.value(name)))
        out << SurfaceChanges::tr("the name changed from %1 to %2").arg(val(a.value(name)), val(b.value(name)));
    describeTexts(a, b, &out);
    const QLatin1String mime("mimeType");
    if (!jsondiff::equal(a.value(mime), b.value(mime))) {
        if (!a.contains(mime))
            out << SurfaceChanges::tr("a MIME type was added: %1").arg(val(b.value(mime)));
        else if (!b.contains(mime))
            out << SurfaceChanges::tr("the MIME type was removed (was %1)").arg(val(a.value(mime)));
        else
            out << SurfaceChanges::tr("the MIME type changed from %1 to %2")
                       .arg(val(a.value(mime)), val(b.value(mime)));
    }
    describeAnnotations(a, b, &out);
    const QStringList handled{key,
                              QStringLiteral("name"),
                              QStringLiteral("title"),
                              QStringLiteral("description"),
                              QStringLiteral("icons"),
                              QStringLiteral("mimeType"),
                              QStringLiteral("annotations")};
    generic(without(a, handled), without(b, handled), QString(), &out);
    return out;
}

QStringList capability(const QJsonObject &a, const QJsonObject &b)
{
    QStringList out;
    bool truncated = false;
    for (const jsondiff::Difference &d : jsondiff::compare(a, b, QString(), MaxGenericLines, &truncated)) {
        const QString path = previewText(dotted(d.pointer()), 80);
        switch (d.kind) {
        case jsondiff::Difference::Kind::OnlyInB: {
            const bool plain = (d.b.isObject() && d.b.toObject().isEmpty()) || d.b == QJsonValue(true);
            out << (plain ? SurfaceChanges::tr("capability %1 was added").arg(path)
                          : SurfaceChanges::tr("capability %1 was added (%2)").arg(path, val(d.b)));
            break;
        }
        case jsondiff::Difference::Kind::OnlyInA:
            out << SurfaceChanges::tr("capability %1 was removed").arg(path);
            break;
        case jsondiff::Difference::Kind::Changed:
            out << (d.b.isBool()
                        ? SurfaceChanges::tr("capability %1 became %2").arg(path, val(d.b))
                        : SurfaceChanges::tr("capability %1 changed from %2 to %3").arg(path, val(d.a), val(d.b)));
            break;
        }
    }
    if (truncated)
        out << SurfaceChanges::tr("… and more changes.");
    return out;
}

QStringList server(const QJsonObject &a, const QJsonObject &b)
{
    QStringList out;
    const QLatin1String instructions("instructions");
    if (!jsondiff::equal(a.value(instructions), b.value(instructions))) {
        if (!a.contains(instructions))
            out << SurfaceChanges::tr("instructions were added");
        else if (!b.contains(instructions))
            out << SurfaceChanges::tr("the instructions were removed");
        else
            out << SurfaceChanges::tr("the instructions changed");
    }
    const QLatin1String version("protocolVersion");
    if (!jsondiff::equal(a.value(version), b.value(version)) && a.contains(version) && b.contains(version))
        out << SurfaceChanges::tr("the protocol version changed from %1 to %2")
                   .arg(val(a.value(version)), val(b.value(version)));
    else if (!jsondiff::equal(a.value(version), b.value(version)))
        generic(QJsonObject{{version, a.value(version)}}, QJsonObject{{version, b.value(version)}}, QString(), &out);
    generic(without(a, {instructions, version}), without(b, {instructions, version}), QString(), &out);
    return out;
}

} // namespace

QStringList SurfaceChanges::schema(const QJsonValue &a, const QJsonValue &b, SchemaKind kind)
{
    QStringList out;
    describeSchema(a, b, Subject{kind, QString()}, &out);
    return bounded(out);
}

QStringList SurfaceChanges::describe(SessionComparison::Section section, const QJsonObject &a, const QJsonObject &b)
{
    switch (section) {
    case Section::Server:
        return bounded(server(a, b));
    case Section::Capabilities:
        return bounded(capability(a, b));
    case Section::Tools:
        return a.isEmpty() || b.isEmpty() ? QStringList() : bounded(tool(a, b));
    case Section::Prompts:
        return a.isEmpty() || b.isEmpty() ? QStringList() : bounded(prompt(a, b));
    case Section::Resources:
        return a.isEmpty() || b.isEmpty() ? QStringList() : bounded(resource(a, b, QStringLiteral("uri")));
    case Section::ResourceTemplates:
        return a.isEmpty() || b.isEmpty() ? QStringList() : bounded(resource(a, b, QStringLiteral("uriTemplate")));
    case Section::Calls:
        break;
    }
    return {};
}

} // namespace mcpscope
