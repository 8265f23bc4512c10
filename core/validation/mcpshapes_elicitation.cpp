// SPDX-License-Identifier: MIT
// The elicitation rules (elicitation/create): the flat form-mode requestedSchema, URL mode, and
// the content of an accepted answer against the form.
#include "mcpshapes_p.h"

#include "jsonschema/schemacheck.h"

namespace mcpscope {

namespace {

void schemaProblem(Walk &w, const Path &p, const QString &message)
{
    w.add("mcp.elicitation.schema", message, p);
}

/// One property of a form-mode requestedSchema: one of the primitive schemas (string, number,
/// integer, boolean, single- or multi-select enum), never a nested object or a free array.
/// @p property is the member of "properties" it is.
void checkElicitProperty(Walk &w, const JObject::const_iterator &property, const Path &p)
{
    // Its name is needed only for a report.
    auto name = [&] { return quoted(property.key()); };
    const JValue v = property.value();
    if (!v.isObject()) {
        schemaProblem(w, p, tr("Property %1 must be a schema object, not %2").arg(name(), describeValue(v)));
        return;
    }
    const JObject s = v.toObject();
    const JValue type = s.value(QLatin1String("type"));
    if (!type.isString()) {
        schemaProblem(
            w, type.isUndefined() ? p : join(p, u"type"),
            tr("Property %1 needs \"type\": one of \"string\", \"number\", \"integer\", \"boolean\" or \"array\" (multi-select)")
                .arg(name()));
        return;
    }
    auto stringList = [&](const char *member) {
        const JValue list = s.value(QLatin1String(member));
        if (list.isUndefined())
            return;
        bool ok = list.isArray();
        for (const JValue e : list.toArray())
            ok = ok && e.isString();
        if (!ok)
            schemaProblem(w, join(p, QLatin1String(member)),
                          tr("Property %1: \"%2\" must be an array of strings").arg(name(), QLatin1String(member)));
    };
    auto titledOptions = [&](const JValue &list, const Path &at, const char *member) {
        bool ok = list.isArray();
        for (const JValue e : list.toArray()) {
            const JObject option = e.toObject();
            ok = ok && e.isObject() && option.value(QLatin1String("const")).isString()
                 && option.value(QLatin1String("title")).isString();
        }
        if (!ok)
            schemaProblem(w, at,
                          tr("Property %1: \"%2\" must list options as {\"const\": string, \"title\": string}")
                              .arg(name(), QLatin1String(member)));
    };
    auto numberMember = [&](const char *member, quint8 bits) {
        const JValue m = s.value(QLatin1String(member));
        if (!m.isUndefined() && !(typeBits(m) & bits))
            schemaProblem(w, join(p, QLatin1String(member)),
                          tr("Property %1: \"%2\" must be %3, not %4")
                              .arg(name(), QLatin1String(member), describeTypes(bits), describeValue(m)));
    };
    for (const char *nested :
         {"properties", "additionalProperties", "patternProperties", "$ref", "allOf", "anyOf", "not"}) {
        if (s.contains(QLatin1String(nested)))
            schemaProblem(w, join(p, QLatin1String(nested)),
                          tr("Property %1 uses \"%2\": elicitation schemas are flat, primitive-only")
                              .arg(name(), QLatin1String(nested)));
    }
    if (type.equals(QLatin1String("string"))) {
        const JValue format = s.value(QLatin1String("format"));
        if (!format.isUndefined()) {
            if (!format.isString()
                || !(format.equals(QLatin1String("email")) || format.equals(QLatin1String("uri"))
                     || format.equals(QLatin1String("date")) || format.equals(QLatin1String("date-time"))))
                schemaProblem(w, join(p, u"format"),
                              tr("Property %1: format %2 is not one of \"email\", \"uri\", \"date\", \"date-time\"")
                                  .arg(name(), describeValue(format)));
        }
        stringList("enum");
        stringList("enumNames");
        const JValue oneOf = s.value(QLatin1String("oneOf"));
        if (!oneOf.isUndefined())
            titledOptions(oneOf, join(p, u"oneOf"), "oneOf");
        numberMember("minLength", TInteger);
        numberMember("maxLength", TInteger);
        const JValue def = s.value(QLatin1String("default"));
        if (!def.isUndefined() && !def.isString())
            schemaProblem(w, join(p, u"default"),
                          tr("Property %1: the default must be a string, not %2").arg(name(), describeValue(def)));
    } else if (type.equals(QLatin1String("number")) || type.equals(QLatin1String("integer"))) {
        numberMember("minimum", TNumber);
        numberMember("maximum", TNumber);
        numberMember("default", TNumber);
    } else if (type.equals(QLatin1String("boolean"))) {
        const JValue def = s.value(QLatin1String("default"));
        if (!def.isUndefined() && !def.isBool())
            schemaProblem(w, join(p, u"default"),
                          tr("Property %1: the default must be a boolean, not %2").arg(name(), describeValue(def)));
    } else if (type.equals(QLatin1String("array"))) {
        const JValue items = s.value(QLatin1String("items"));
        const JObject itemSchema = items.toObject();
        const bool untitled = itemSchema.value(QLatin1String("type")).equals(QLatin1String("string"))
                              && itemSchema.value(QLatin1String("enum")).isArray();
        const bool titled = itemSchema.contains(QLatin1String("anyOf"));
        if (!items.isObject() || (!untitled && !titled)) {
            schemaProblem(
                w, items.isUndefined() ? p : join(p, u"items"),
                tr("Property %1 is an array: only multi-select enums are allowed (\"items\" with \"type\": \"string\" and \"enum\", or \"anyOf\" options)")
                    .arg(name()));
        } else if (untitled) {
            bool ok = true;
            for (const JValue e : itemSchema.value(QLatin1String("enum")).toArray())
                ok = ok && e.isString();
            if (!ok)
                schemaProblem(w, join(join(p, u"items"), u"enum"),
                              tr("Property %1: \"enum\" must be an array of strings").arg(name()));
        } else {
            titledOptions(itemSchema.value(QLatin1String("anyOf")), join(join(p, u"items"), u"anyOf"), "anyOf");
        }
        numberMember("minItems", TInteger);
        numberMember("maxItems", TInteger);
        const JValue def = s.value(QLatin1String("default"));
        bool defOk = def.isUndefined() || def.isArray();
        for (const JValue e : def.toArray())
            defOk = defOk && e.isString();
        if (!defOk)
            schemaProblem(w, join(p, u"default"),
                          tr("Property %1: the default must be an array of strings").arg(name()));
    } else {
        schemaProblem(
            w, join(p, u"type"),
            tr("Property %1 has type %2: elicitation allows only string, number, integer, boolean and multi-select enums")
                .arg(name(), quoted(type.toString())));
    }
}

void checkRequestedSchema(Walk &w, const JObject &schema, const Path &p)
{
    const JValue type = schema.value(QLatin1String("type"));
    if (!type.equals(QLatin1String("object")))
        schemaProblem(w, type.isUndefined() ? p : join(p, u"type"),
                      tr("requestedSchema must have \"type\": \"object\" (it has %1)")
                          .arg(type.isUndefined() ? tr("none") : describeValue(type)));
    const JValue properties = schema.value(QLatin1String("properties"));
    if (!properties.isObject()) {
        schemaProblem(
            w, properties.isUndefined() ? p : join(p, u"properties"),
            properties.isUndefined()
                ? tr("requestedSchema needs \"properties\"")
                : tr("requestedSchema \"properties\" must be an object, not %1").arg(describeValue(properties)));
    } else {
        const JObject props = properties.toObject();
        const Path propertiesAt = join(p, u"properties");
        for (auto it = props.constBegin(); it != props.constEnd() && !w.full(); ++it)
            checkElicitProperty(w, it, join(propertiesAt, it));
    }
    const JValue required = schema.value(QLatin1String("required"));
    if (!required.isUndefined()) {
        bool ok = required.isArray();
        for (const JValue e : required.toArray())
            ok = ok && e.isString();
        if (!ok)
            schemaProblem(w, join(p, u"required"),
                          tr("requestedSchema \"required\" must be an array of property names"));
    }
    const JValue dialect = schema.value(QLatin1String("$schema"));
    if (!dialect.isUndefined() && !dialect.isString())
        schemaProblem(w, join(p, u"$schema"), tr("requestedSchema \"$schema\" must be a string"));
    checkEmbeddedSchema(w, schema, p, "requestedSchema");
}

} // namespace

void checkElicitParams(Walk &w, const JObject &o, const Path &p)
{
    const JValue mode = o.value(QLatin1String("mode"));
    if (mode.equals(QLatin1String("url"))) {
        // 2026-07-28 removed elicitationId: the client learns the outcome by retrying.
        applyShape(w, o, w.modern ? kModernElicitUrlParams : kElicitUrlParams, p);
        return;
    }
    if (!mode.isUndefined() && !mode.equals(QLatin1String("form"))) {
        if (!mode.isString())
            w.add("mcp.member.type",
                  tr("ElicitRequest params: \"mode\" must be a string, not %1").arg(describeValue(mode)),
                  join(p, u"mode"));
        else
            w.add("mcp.member.value",
                  tr("Elicitation mode %1 is neither \"form\" nor \"url\"").arg(quoted(mode.toString())),
                  join(p, u"mode"));
        return;
    }
    applyShape(w, o, kElicitFormParams, p);
    const JValue schema = o.value(QLatin1String("requestedSchema"));
    if (schema.isObject())
        checkRequestedSchema(w, schema.toObject(), join(p, u"requestedSchema"));
}

void checkElicitResult(Walk &w, const JObject &o, const Path &p)
{
    const JValue content = member(w, o, QLatin1String("content"));
    if (!content.isObject())
        return;
    const JValue actionValue = member(w, o, QLatin1String("action"));
    const bool accept = actionValue.equals(QLatin1String("accept"));
    const bool urlMode = w.ctx.method == QLatin1String("elicitation/create") && w.ctx.request.urlMode;
    if (!accept)
        w.add("mcp.elicitation.content",
              tr("content comes with action %1; it belongs only to \"accept\"").arg(quoted(actionValue.toString())),
              join(p, u"content"));
    else if (urlMode)
        w.add("mcp.elicitation.content", tr("content comes with a URL-mode elicitation; it belongs only to form mode"),
              join(p, u"content"));
    const JObject values = content.toObject();
    const Path contentAt = join(p, u"content");
    bool primitive = true;
    for (auto it = values.constBegin(); it != values.constEnd() && !w.full(); ++it) {
        const JValue v = it.value();
        bool ok = v.isString() || v.isDouble() || v.isBool();
        if (v.isArray()) {
            ok = true;
            for (const JValue e : v.toArray())
                ok = ok && e.isString();
        }
        if (!ok) {
            primitive = false;
            w.add("mcp.elicitation.value",
                  tr("Value %1 is %2; elicitation values are strings, numbers, booleans or arrays of strings")
                      .arg(quoted(it.key()), describeValue(v)),
                  join(contentAt, it));
        }
    }
    if (!primitive || !accept || urlMode || w.ctx.method != QLatin1String("elicitation/create"))
        return;
    if (!w.ctx.request.hasRequestedSchema)
        return;
    // Compiled once per schema text on this thread: a form comes again and again.
    auto compiled = schemacheck::compileCachedText(w.ctx.request.requestedSchemaText, nullptr);
    if (!compiled)
        return; // reported on the request
    QList<schemacheck::Violation> violations;
    if (schemacheck::validate(*compiled, content, &violations, 5) && !violations.isEmpty())
        reportViolations(w, "mcp.elicitation.contentSchema", tr("content does not match the requestedSchema"),
                         contentAt, violations);
}

} // namespace mcpscope
