// SPDX-License-Identifier: MIT
#include "formschema.h"

#include "json/jsontext.h"
#include "json/rawjson.h"

#include <QSet>
#include <QUrl>

#include <cmath>

namespace mcpscope {

namespace {

/// A schema object with the raw texts it was made of (its own, then what "$ref" / "allOf"
/// merged into it), to find the order of "properties" and the texts of sub-schemas.
struct Node
{
    QJsonObject schema;
    QList<QByteArrayView> raws;

    QByteArrayView rawMember(QLatin1String key) const
    {
        const QByteArrayView k(key.data(), key.size());
        for (QByteArrayView raw : raws) {
            if (raw.isNull())
                continue;
            const QByteArrayView member = jsontext::memberText(raw, k);
            if (!member.isNull())
                return member;
        }
        return {};
    }
};

QString decodePointerToken(const QString &token)
{
    QString t = token;
    t.replace(QLatin1String("~1"), QLatin1String("/"));
    t.replace(QLatin1String("~0"), QLatin1String("~"));
    return t;
}

bool isNullOnly(const QJsonValue &schema)
{
    const QJsonObject o = schema.toObject();
    if (o.value(QLatin1String("type")) == QJsonValue(QLatin1String("null")))
        return true;
    if (o.contains(QLatin1String("const")) && o.value(QLatin1String("const")).isNull())
        return true;
    return false;
}

// Keys that describe a field rather than constrain its value: taken from the outer schema
// when a branch or a reference is merged in.
bool isAnnotation(const QString &key)
{
    return key == QLatin1String("title") || key == QLatin1String("description") || key == QLatin1String("default")
           || key == QLatin1String("examples");
}

class Parser
{
public:
    Parser(const QJsonObject &root, QByteArrayView rawRoot)
        : m_root(root)
        , m_rawRoot(rawRoot)
    {
    }

    FormField field(const QJsonValue &value, QByteArrayView raw, int depth, QStringList refs)
    {
        FormField f;
        if (value.isBool()) {
            f.kind = FormField::Json;
            f.schema = QJsonObject();
            f.unsupportedReason = value.toBool() ? FormSchema::tr("Any JSON value is allowed here.")
                                                 : FormSchema::tr("The schema allows no value here.");
            return f;
        }
        if (!value.isObject()) {
            f.unsupportedReason = FormSchema::tr("The schema of this field is not a JSON object.");
            return f;
        }
        if (depth > FormSchema::MaxDepth) {
            f.schema = value.toObject();
            f.unsupportedReason = FormSchema::tr("The schema is nested too deeply for a form.");
            return f;
        }
        if (++m_fields > FormSchema::MaxFields) {
            f.schema = value.toObject();
            f.unsupportedReason = FormSchema::tr("The schema has too many fields for one form.");
            return f;
        }
        Node node{value.toObject(), {raw}};
        QString problem;
        if (!resolve(&node, &refs, &problem) || !mergeAllOf(&node, &refs, &problem)) {
            f.schema = node.schema;
            annotate(&f, node.schema);
            f.unsupportedReason = problem;
            return f;
        }
        return fromNode(node, depth, refs);
    }

private:
    // Replaces a "$ref" by what it points to (the sibling keys win), following chains.
    bool resolve(Node *node, QStringList *refs, QString *problem)
    {
        for (int hops = 0; node->schema.contains(QLatin1String("$ref")); ++hops) {
            const QJsonValue refValue = node->schema.value(QLatin1String("$ref"));
            if (!refValue.isString() || hops > 32) {
                *problem = FormSchema::tr("The schema has a reference this form cannot follow.");
                return false;
            }
            const QString ref = refValue.toString();
            if (refs->contains(ref)) {
                *problem
                    = FormSchema::tr("This part of the schema refers back to itself (%1), so it is edited as JSON.")
                          .arg(ref.left(80));
                return false;
            }
            QByteArrayView targetRaw;
            const std::optional<QJsonValue> target = lookup(ref, &targetRaw);
            if (!target) {
                *problem = FormSchema::tr("The reference %1 points to nothing in this schema.").arg(ref.left(80));
                return false;
            }
            if (target->isBool()) {
                if (!target->toBool()) {
                    *problem = FormSchema::tr("The schema allows no value here.");
                    return false;
                }
                node->schema.remove(QLatin1String("$ref"));
                continue;
            }
            if (!target->isObject()) {
                *problem = FormSchema::tr("The reference %1 does not point to a schema.").arg(ref.left(80));
                return false;
            }
            refs->append(ref);
            QJsonObject merged = target->toObject();
            for (auto it = node->schema.constBegin(); it != node->schema.constEnd(); ++it) {
                if (it.key() != QLatin1String("$ref"))
                    merged.insert(it.key(), it.value());
            }
            node->schema = merged;
            node->raws.append(targetRaw);
        }
        return true;
    }

    std::optional<QJsonValue> lookup(const QString &ref, QByteArrayView *raw)
    {
        if (!ref.startsWith(QLatin1Char('#')))
            return std::nullopt;
        const QString pointer = QUrl::fromPercentEncoding(ref.mid(1).toUtf8());
        QJsonValue current = m_root;
        QByteArrayView currentRaw = m_rawRoot;
        if (pointer.isEmpty()) {
            *raw = currentRaw;
            return current;
        }
        if (!pointer.startsWith(QLatin1Char('/')))
            return std::nullopt;
        const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
        for (const QString &rawToken : tokens) {
            const QString token = decodePointerToken(rawToken);
            if (current.isObject()) {
                const QJsonObject o = current.toObject();
                if (!o.contains(token))
                    return std::nullopt;
                current = o.value(token);
                if (!currentRaw.isNull())
                    currentRaw = jsontext::memberText(currentRaw, token.toUtf8());
            } else if (current.isArray()) {
                bool ok = false;
                const int index = token.toInt(&ok);
                const QJsonArray a = current.toArray();
                if (!ok || index < 0 || index >= a.size())
                    return std::nullopt;
                current = a.at(index);
                if (!currentRaw.isNull()) {
                    const QList<QByteArrayView> elements = jsontext::elements(currentRaw);
                    currentRaw = index < elements.size() ? elements.at(index) : QByteArrayView();
                }
            } else {
                return std::nullopt;
            }
        }
        *raw = currentRaw;
        return current;
    }

    // Merges "allOf" parts into one schema: properties and required lists are joined, other
    // keys are taken from the first part that has them (the schema's own keys win).
    bool mergeAllOf(Node *node, QStringList *refs, QString *problem)
    {
        const QJsonValue allOf = node->schema.value(QLatin1String("allOf"));
        if (allOf.isUndefined())
            return true;
        if (!allOf.isArray()) {
            *problem = FormSchema::tr("\"allOf\" is not a list of schemas.");
            return false;
        }
        node->schema.remove(QLatin1String("allOf"));
        const QByteArrayView rawAllOf = node->rawMember(QLatin1String("allOf"));
        const QList<QByteArrayView> rawParts
            = rawAllOf.isNull() ? QList<QByteArrayView>() : jsontext::elements(rawAllOf);
        const QJsonArray parts = allOf.toArray();
        for (qsizetype i = 0; i < parts.size(); ++i) {
            if (parts.at(i).isBool() && parts.at(i).toBool())
                continue;
            if (!parts.at(i).isObject()) {
                *problem = FormSchema::tr("A part of \"allOf\" cannot be shown as a form.");
                return false;
            }
            Node part{parts.at(i).toObject(), {i < rawParts.size() ? rawParts.at(i) : QByteArrayView()}};
            QStringList partRefs = *refs;
            if (!resolve(&part, &partRefs, problem) || !mergeAllOf(&part, &partRefs, problem))
                return false;
            for (auto it = part.schema.constBegin(); it != part.schema.constEnd(); ++it) {
                const QString &key = it.key();
                if (key == QLatin1String("properties")) {
                    QJsonObject props = node->schema.value(key).toObject();
                    const QJsonObject more = it.value().toObject();
                    for (auto p = more.constBegin(); p != more.constEnd(); ++p) {
                        if (!props.contains(p.key()))
                            props.insert(p.key(), p.value());
                    }
                    node->schema.insert(key, props);
                } else if (key == QLatin1String("required")) {
                    QJsonArray required = node->schema.value(key).toArray();
                    for (const QJsonValue &r : it.value().toArray()) {
                        if (!required.contains(r))
                            required.append(r);
                    }
                    node->schema.insert(key, required);
                } else if (!node->schema.contains(key)) {
                    node->schema.insert(key, it.value());
                }
            }
            node->raws.append(part.raws);
        }
        return true;
    }

    static void annotate(FormField *f, const QJsonObject &schema)
    {
        f->title = schema.value(QLatin1String("title")).toString();
        f->description = schema.value(QLatin1String("description")).toString();
        if (schema.contains(QLatin1String("default")))
            f->defaultValue = schema.value(QLatin1String("default"));
    }

    static std::optional<double> number(const QJsonObject &schema, QLatin1String key)
    {
        const QJsonValue v = schema.value(key);
        if (v.isDouble() && std::isfinite(v.toDouble()))
            return v.toDouble();
        return std::nullopt;
    }

    static int count(const QJsonObject &schema, QLatin1String key)
    {
        const QJsonValue v = schema.value(key);
        if (!v.isDouble() || v.toDouble() < 0)
            return -1;
        return v.toDouble() > 1e9 ? 1000000000 : int(v.toDouble());
    }

    static QString typeTitle(const QString &type)
    {
        if (type == QLatin1String("string"))
            return FormSchema::tr("Text");
        if (type == QLatin1String("number"))
            return FormSchema::tr("Number");
        if (type == QLatin1String("integer"))
            return FormSchema::tr("Whole number");
        if (type == QLatin1String("boolean"))
            return FormSchema::tr("Yes or no");
        if (type == QLatin1String("array"))
            return FormSchema::tr("List");
        if (type == QLatin1String("object"))
            return FormSchema::tr("Object");
        if (type == QLatin1String("null"))
            return FormSchema::tr("Nothing (null)");
        return type;
    }

    QStringList types(const QJsonObject &schema, bool *nullable, bool *badType) const
    {
        QStringList out;
        const QJsonValue type = schema.value(QLatin1String("type"));
        if (type.isString()) {
            out.append(type.toString());
        } else if (type.isArray()) {
            for (const QJsonValue &t : type.toArray()) {
                if (t.isString() && !out.contains(t.toString()))
                    out.append(t.toString());
            }
        } else if (!type.isUndefined()) {
            *badType = true;
        }
        if (out.size() > 1 && out.removeAll(QLatin1String("null")) > 0)
            *nullable = true;
        if (out.contains(QLatin1String("number")))
            out.removeAll(QLatin1String("integer"));
        return out;
    }

    QString inferType(const QJsonObject &s) const
    {
        auto has = [&s](const char *key) { return s.contains(QLatin1String(key)); };
        if (has("properties") || has("required") || has("additionalProperties") || has("patternProperties"))
            return QStringLiteral("object");
        if (has("items") || has("prefixItems") || has("minItems") || has("maxItems"))
            return QStringLiteral("array");
        if (has("minLength") || has("maxLength") || has("pattern") || has("format"))
            return QStringLiteral("string");
        if (has("minimum") || has("maximum") || has("exclusiveMinimum") || has("exclusiveMaximum") || has("multipleOf"))
            return QStringLiteral("number");
        return {};
    }

    FormField fromNode(const Node &node, int depth, const QStringList &refs)
    {
        const QJsonObject &s = node.schema;
        FormField f;
        f.schema = s;
        annotate(&f, s);

        bool badType = false;
        QStringList typeList = types(s, &f.nullable, &badType);
        if (badType) {
            f.unsupportedReason = FormSchema::tr("The \"type\" of this field is not understood.");
            return f;
        }

        if (s.contains(QLatin1String("enum")))
            return enumField(std::move(f), s);
        if (s.contains(QLatin1String("const"))) {
            f.kind = FormField::Const;
            f.constValue = s.value(QLatin1String("const"));
            return f;
        }
        const bool hasAnyOf = s.contains(QLatin1String("anyOf"));
        const bool hasOneOf = s.contains(QLatin1String("oneOf"));
        if (hasAnyOf && hasOneOf) {
            f.unsupportedReason = FormSchema::tr("The field uses both \"anyOf\" and \"oneOf\".");
            return f;
        }
        if (hasAnyOf || hasOneOf)
            return branches(std::move(f), node, hasAnyOf ? QLatin1String("anyOf") : QLatin1String("oneOf"), depth,
                            refs);

        if (typeList.isEmpty()) {
            const QString inferred = inferType(s);
            if (inferred.isEmpty()) {
                f.unsupportedReason = FormSchema::tr("Any JSON value is allowed here.");
                return f;
            }
            typeList.append(inferred);
        }
        if (typeList.size() > 1) {
            f.kind = FormField::Variant;
            for (const QString &type : std::as_const(typeList)) {
                Node branch = node;
                branch.schema.insert(QLatin1String("type"), type);
                for (const char *key : {"title", "description", "default", "examples"})
                    branch.schema.remove(QLatin1String(key));
                FormField v = fromNode(branch, depth + 1, refs);
                v.title = typeTitle(type);
                f.variants.append(v);
            }
            return f;
        }
        return typed(std::move(f), node, typeList.constFirst(), depth, refs);
    }

    FormField enumField(FormField f, const QJsonObject &s)
    {
        const QJsonValue values = s.value(QLatin1String("enum"));
        if (!values.isArray() || values.toArray().isEmpty()) {
            f.unsupportedReason = FormSchema::tr("The list of allowed values (\"enum\") is empty or broken.");
            return f;
        }
        f.kind = FormField::Enum;
        f.enumValues = values.toArray();
        // enumNames: the titles of the values in the 2025-06-18 elicitation schema (legacy).
        const QJsonArray names = s.value(QLatin1String("enumNames")).toArray();
        for (qsizetype i = 0; i < f.enumValues.size(); ++i)
            f.enumTitles.append(i < names.size() ? names.at(i).toString() : QString());
        return f;
    }

    FormField branches(FormField f, const Node &node, QLatin1String key, int depth, const QStringList &refs)
    {
        const QJsonValue listValue = node.schema.value(key);
        if (!listValue.isArray() || listValue.toArray().isEmpty()) {
            f.unsupportedReason = FormSchema::tr("\"%1\" is not a list of schemas.").arg(key);
            return f;
        }
        const QJsonArray list = listValue.toArray();
        const QByteArrayView rawList = node.rawMember(key);
        const QList<QByteArrayView> rawItems = rawList.isNull() ? QList<QByteArrayView>() : jsontext::elements(rawList);

        QList<Node> kept;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QByteArrayView raw = i < rawItems.size() ? rawItems.at(i) : QByteArrayView();
            if (!list.at(i).isObject()) {
                if (list.at(i).isBool() && list.at(i).toBool()) {
                    f.unsupportedReason = FormSchema::tr("Any JSON value is allowed here.");
                    return f;
                }
                continue; // false: a branch nothing matches
            }
            Node branch{list.at(i).toObject(), {raw}};
            QStringList branchRefs = refs;
            QString problem;
            if (!resolve(&branch, &branchRefs, &problem) || !mergeAllOf(&branch, &branchRefs, &problem)) {
                // Keep it, unresolved: fromNode() below turns it into a Json variant.
                branch = Node{list.at(i).toObject(), {raw}};
                branch.schema.insert(QLatin1String("x-mcpscope-problem"), problem);
            }
            if (isNullOnly(branch.schema)) {
                f.nullable = true;
                continue;
            }
            kept.append(branch);
        }
        if (kept.isEmpty()) {
            f.kind = FormField::Const;
            f.constValue = QJsonValue::Null;
            f.nullable = false;
            return f;
        }

        // Every branch a constant: a list of choices with titles (MCP's titled enums).
        bool allConst = true;
        for (const Node &b : std::as_const(kept)) {
            const bool singleEnum = b.schema.value(QLatin1String("enum")).toArray().size() == 1;
            if (!b.schema.contains(QLatin1String("const")) && !singleEnum)
                allConst = false;
        }
        if (allConst) {
            f.kind = FormField::Enum;
            for (const Node &b : std::as_const(kept)) {
                f.enumValues.append(b.schema.contains(QLatin1String("const"))
                                        ? b.schema.value(QLatin1String("const"))
                                        : b.schema.value(QLatin1String("enum")).toArray().first());
                f.enumTitles.append(b.schema.value(QLatin1String("title")).toString());
            }
            return f;
        }

        // The rest of the outer schema (a shared "type", shared properties) applies to every branch.
        QJsonObject outer = node.schema;
        outer.remove(key);
        for (auto it = node.schema.constBegin(); it != node.schema.constEnd(); ++it) {
            if (isAnnotation(it.key()))
                outer.remove(it.key());
        }
        outer.remove(QLatin1String("type"));
        const bool outerObject = node.schema.value(QLatin1String("type")).toString() == QLatin1String("object")
                                 || node.schema.contains(QLatin1String("properties"));

        auto combine = [&](const Node &b) {
            Node out = b;
            for (auto it = outer.constBegin(); it != outer.constEnd(); ++it) {
                if (it.key() == QLatin1String("properties")) {
                    // The shared properties first, then the branch's own.
                    QJsonObject props = it.value().toObject();
                    const QJsonObject own = b.schema.value(it.key()).toObject();
                    for (auto p = own.constBegin(); p != own.constEnd(); ++p)
                        props.insert(p.key(), p.value());
                    out.schema.insert(it.key(), props);
                } else if (it.key() == QLatin1String("required")) {
                    QJsonArray required = it.value().toArray();
                    for (const QJsonValue &r : b.schema.value(it.key()).toArray()) {
                        if (!required.contains(r))
                            required.append(r);
                    }
                    out.schema.insert(it.key(), required);
                } else if (!out.schema.contains(it.key())) {
                    out.schema.insert(it.key(), it.value());
                }
            }
            if (outerObject && !out.schema.contains(QLatin1String("type")))
                out.schema.insert(QLatin1String("type"), QStringLiteral("object"));
            else if (!out.schema.contains(QLatin1String("type")) && node.schema.value(QLatin1String("type")).isString())
                out.schema.insert(QLatin1String("type"), node.schema.value(QLatin1String("type")));
            out.raws = b.raws + node.raws;
            return out;
        };

        if (kept.size() == 1) {
            // One real branch (besides null): the field is that branch, with the outer labels.
            Node only = combine(kept.constFirst());
            FormField one = fromNodeOrProblem(only, depth + 1, refs);
            one.name = f.name;
            if (!f.title.isEmpty())
                one.title = f.title;
            if (!f.description.isEmpty())
                one.description = f.description;
            if (f.defaultValue)
                one.defaultValue = f.defaultValue;
            one.nullable = one.nullable || f.nullable;
            return one;
        }

        f.kind = FormField::Variant;
        int index = 0;
        for (const Node &b : std::as_const(kept)) {
            ++index;
            FormField v = fromNodeOrProblem(combine(b), depth + 1, refs);
            if (v.title.isEmpty())
                v.title = variantTitle(b.schema, v, index);
            // A constant member tells the variants apart ({"kind": "circle"}): picking the
            // variant picks its constant too.
            for (FormField &p : v.properties) {
                if (p.kind == FormField::Const && !p.defaultValue)
                    p.defaultValue = p.constValue;
            }
            f.variants.append(v);
        }
        return f;
    }

    FormField fromNodeOrProblem(const Node &node, int depth, const QStringList &refs)
    {
        const QJsonValue problem = node.schema.value(QLatin1String("x-mcpscope-problem"));
        if (problem.isString()) {
            FormField f;
            f.schema = node.schema;
            f.schema.remove(QLatin1String("x-mcpscope-problem"));
            annotate(&f, f.schema);
            f.unsupportedReason = problem.toString();
            return f;
        }
        if (depth > FormSchema::MaxDepth) {
            FormField f;
            f.schema = node.schema;
            f.unsupportedReason = FormSchema::tr("The schema is nested too deeply for a form.");
            return f;
        }
        return fromNode(node, depth, refs);
    }

    static QString variantTitle(const QJsonObject &schema, const FormField &field, int index)
    {
        const QString type = schema.value(QLatin1String("type")).toString();
        if (field.kind == FormField::Object && !field.properties.isEmpty()) {
            QStringList names;
            for (const FormField &p : field.properties) {
                if (names.size() == 3) {
                    names.append(QStringLiteral("…"));
                    break;
                }
                names.append(p.label());
            }
            return FormSchema::tr("Option %1 (%2)").arg(index).arg(names.join(QLatin1String(", ")));
        }
        if (!type.isEmpty())
            return FormSchema::tr("Option %1 (%2)").arg(index).arg(typeTitle(type));
        return FormSchema::tr("Option %1").arg(index);
    }

    FormField typed(FormField f, const Node &node, const QString &type, int depth, const QStringList &refs)
    {
        const QJsonObject &s = node.schema;
        if (type == QLatin1String("string")) {
            f.kind = FormField::String;
            f.minLength = count(s, QLatin1String("minLength"));
            f.maxLength = count(s, QLatin1String("maxLength"));
            f.pattern = s.value(QLatin1String("pattern")).toString();
            f.format = s.value(QLatin1String("format")).toString();
            const bool defaultHasLines = f.defaultValue && f.defaultValue->toString().contains(QLatin1Char('\n'));
            const QString mediaType = s.value(QLatin1String("contentMediaType")).toString();
            f.multiline
                = f.maxLength > 255 || defaultHasLines
                  || (!mediaType.isEmpty()
                      && (mediaType.startsWith(QLatin1String("text/")) || mediaType.contains(QLatin1String("json"))));
            return f;
        }
        if (type == QLatin1String("number") || type == QLatin1String("integer")) {
            f.kind = type == QLatin1String("integer") ? FormField::Integer : FormField::Number;
            f.minimum = number(s, QLatin1String("minimum"));
            f.maximum = number(s, QLatin1String("maximum"));
            f.multipleOf = number(s, QLatin1String("multipleOf"));
            const QJsonValue exMin = s.value(QLatin1String("exclusiveMinimum"));
            const QJsonValue exMax = s.value(QLatin1String("exclusiveMaximum"));
            if (exMin.isBool()) { // draft 4: a flag on "minimum"
                f.exclusiveMinimum = exMin.toBool() && f.minimum;
            } else if (exMin.isDouble()) {
                if (!f.minimum || exMin.toDouble() >= *f.minimum) {
                    f.minimum = exMin.toDouble();
                    f.exclusiveMinimum = true;
                }
            }
            if (exMax.isBool()) {
                f.exclusiveMaximum = exMax.toBool() && f.maximum;
            } else if (exMax.isDouble()) {
                if (!f.maximum || exMax.toDouble() <= *f.maximum) {
                    f.maximum = exMax.toDouble();
                    f.exclusiveMaximum = true;
                }
            }
            return f;
        }
        if (type == QLatin1String("boolean")) {
            f.kind = FormField::Boolean;
            return f;
        }
        if (type == QLatin1String("null")) {
            f.kind = FormField::Const;
            f.constValue = QJsonValue::Null;
            return f;
        }
        if (type == QLatin1String("array")) {
            if (s.contains(QLatin1String("prefixItems")) || s.value(QLatin1String("items")).isArray()) {
                f.unsupportedReason = FormSchema::tr("A list with a fixed shape per position is edited as JSON.");
                return f;
            }
            f.kind = FormField::Array;
            f.minItems = count(s, QLatin1String("minItems"));
            f.maxItems = count(s, QLatin1String("maxItems"));
            f.uniqueItems = s.value(QLatin1String("uniqueItems")).toBool();
            const QJsonValue items = s.value(QLatin1String("items"));
            FormField item = items.isUndefined()
                                 ? field(QJsonValue(true), {}, depth + 1, refs)
                                 : field(items, node.rawMember(QLatin1String("items")), depth + 1, refs);
            item.required = true; // an item that is there is sent, even when empty
            f.items.append(item);
            return f;
        }
        if (type == QLatin1String("object")) {
            const QJsonValue propsValue = s.value(QLatin1String("properties"));
            const QJsonValue additional = s.value(QLatin1String("additionalProperties"));
            const bool freeForm = (additional.isObject() || (additional.isBool() && additional.toBool()))
                                  || s.contains(QLatin1String("patternProperties"));
            if ((propsValue.isUndefined() || propsValue.toObject().isEmpty()) && freeForm) {
                f.unsupportedReason = FormSchema::tr("An object with names of your choice is edited as JSON.");
                return f;
            }
            if (!propsValue.isUndefined() && !propsValue.isObject()) {
                f.unsupportedReason = FormSchema::tr("\"properties\" is not an object.");
                return f;
            }
            f.kind = FormField::Object;
            const QJsonObject props = propsValue.toObject();
            QSet<QString> required;
            for (const QJsonValue &r : s.value(QLatin1String("required")).toArray())
                required.insert(r.toString());

            const QByteArrayView rawProps = node.rawMember(QLatin1String("properties"));
            QStringList order;
            if (!rawProps.isNull()) {
                const auto members = jsontext::members(rawProps);
                for (const auto &member : members) {
                    const QString key = QString::fromUtf8(rawjson::decodeString(member.first));
                    if (props.contains(key) && !order.contains(key))
                        order.append(key);
                }
            }
            // What the text does not order: required ones first (what a person must fill in
            // is what they look for), each group by name.
            for (const bool wantRequired : {true, false}) {
                for (auto it = props.constBegin(); it != props.constEnd(); ++it) {
                    if (required.contains(it.key()) == wantRequired && !order.contains(it.key()))
                        order.append(it.key());
                }
            }
            for (const QString &key : std::as_const(order)) {
                const QByteArrayView rawChild
                    = rawProps.isNull() ? QByteArrayView() : jsontext::memberText(rawProps, key.toUtf8());
                FormField child = field(props.value(key), rawChild, depth + 1, refs);
                child.name = key;
                child.required = required.contains(key);
                f.properties.append(child);
            }
            return f;
        }
        f.unsupportedReason = FormSchema::tr("The type \"%1\" is not known.").arg(type.left(40));
        return f;
    }

    QJsonObject m_root;
    QByteArrayView m_rawRoot;
    int m_fields = 0;
};

} // namespace

FormField FormSchema::parse(const QJsonObject &schema, QByteArrayView rawSchemaText)
{
    return parseValue(schema, rawSchemaText);
}

QByteArrayView FormSchema::rawTextAt(QByteArrayView json, const QString &pointer)
{
    if (pointer.isEmpty())
        return json;
    if (!pointer.startsWith(QLatin1Char('/')))
        return {};
    QByteArrayView current = json;
    const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (const QString &rawToken : tokens) {
        const QByteArray token = decodePointerToken(rawToken).toUtf8();
        const QByteArrayView member = jsontext::memberText(current, token);
        if (!member.isNull()) {
            current = member;
            continue;
        }
        bool ok = false;
        const int index = rawToken.toInt(&ok);
        const QList<QByteArrayView> elements = ok ? jsontext::elements(current) : QList<QByteArrayView>();
        if (!ok || index < 0 || index >= elements.size())
            return {};
        current = elements.at(index);
    }
    return current;
}

FormField FormSchema::parseValue(const QJsonValue &schema, QByteArrayView rawSchemaText)
{
    Parser parser(schema.toObject(), rawSchemaText);
    return parser.field(schema, rawSchemaText, 0, {});
}

} // namespace mcpscope
