// SPDX-License-Identifier: MIT
// The tool rules: tool names and schemas in tools/list results, tools/call arguments and
// results against the schemas of the listed tool, and the per-session ToolSchemaSet.
#include "mcpshapes_p.h"

#include "jsonschema/schemacheck.h"
#include "mcpshapesyntax.h"
#include "validationcache.h"

#include <QHash>

namespace mcpscope {

const ToolsByName *sharedToolsByName(const ToolSchemaSet &set)
{
    return set.byNameFilled ? &set.byName : nullptr;
}

void shareToolsByName(ToolSchemaSet &set, const ToolsByName &byName)
{
    set.byName = byName;
    set.byNameFilled = true;
}

std::shared_ptr<ToolSchemaSet> toolSchemaSet(QByteArrayView raw)
{
    return ValidationCache::forThisThread().toolSchemaSet(raw);
}

void checkToolName(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString() || !w.spec20251125)
        return;
    const Text name(v);
    QString why;
    if (!shapesyntax::checkToolName(name, &why))
        w.add("mcp.tool.name", tr("Tool name %1 breaks the naming rules: %2").arg(quoted(name), why), p);
}

namespace {

/// What the rules read from the listed tool @p tool named @p name: kept in the session's
/// ToolSchemaSet when it has one (no lookups in the tool object, no comparison of its schemas
/// with an earlier session's copies), else read afresh into @p scratch.
ToolSchemaSet::Tool &toolFacts(const Walk &w, QStringView name, const ObjectText &tool, ToolSchemaSet::Tool &scratch)
{
    ToolSchemaSet *set = w.ctx.toolSchemas;
    if (set) {
        // Same text, same tools: a name found here describes the same tool.
        const auto it = set->tools.find(name);
        if (it != set->tools.end())
            return *it;
    }
    // Read from the tool's text as listed, without a tree: the schemas are compiled by their
    // text, which the tools/list check compiled already.
    ToolSchemaSet::Tool facts;
    lightjson::Document view;
    const lightjson::Object o = view.build(tool.text()) ? view.root().toObject() : lightjson::Object();
    facts.taskSupport = o.value(QLatin1String("execution")).toObject().value(QLatin1String("taskSupport")).toString();
    const lightjson::Value input = o.value(QLatin1String("inputSchema"));
    facts.hasInput = input.isObject();
    if (facts.hasInput)
        facts.input = input.raw().toByteArray();
    const lightjson::Value output = o.value(QLatin1String("outputSchema"));
    facts.hasOutput = output.isObject();
    if (facts.hasOutput)
        facts.output = output.raw().toByteArray();
    if (set)
        return *set->tools.emplace(name.toString(), std::move(facts));
    scratch = std::move(facts);
    return scratch;
}

/// The compiled inputSchema (@p output false) or outputSchema of a tool, compiled on first use
/// (by its text: the cache the tools/list check filled).
std::shared_ptr<schemacheck::CompiledSchema> toolSchema(ToolSchemaSet::Tool &facts, bool output)
{
    schemacheck::SchemaProblem problem;
    if (output) {
        if (!facts.outputCompiled) {
            facts.compiledOutput = schemacheck::compileCachedText(facts.output, &problem);
            facts.outputCompiled = true;
        }
        return facts.compiledOutput;
    }
    if (!facts.inputCompiled) {
        facts.compiledInput = schemacheck::compileCachedText(facts.input, &problem);
        facts.inputCompiled = true;
    }
    return facts.compiledInput;
}

} // namespace

/// A JSON Schema embedded in a message: usable at all? Compiled by its text: the same text
/// comes in every copy of a tools/list result or an elicitation form.
void checkEmbeddedSchema(Walk &w, const JObject &schema, const Path &p, const char *what)
{
    schemacheck::SchemaProblem problem;
    if (schemacheck::compileCachedText(schema.raw(), &problem))
        return;
    if (problem.kind == schemacheck::SchemaProblem::Unchecked)
        w.add("mcp.schema.unchecked", tr("%1 was not checked: %2").arg(QLatin1String(what), problem.reason),
              QString(p.toString() + problem.pointer));
    else
        w.add("mcp.schema.invalid", tr("%1 is not a valid JSON Schema: %2").arg(QLatin1String(what), problem.reason),
              QString(p.toString() + problem.pointer));
}

namespace {

void checkToolSchema(Walk &w, const JValue &v, const Path &p, const char *what, const char *code)
{
    if (!v.isObject())
        return;
    const JObject schema = v.toObject();
    const JValue type = schema.value(QLatin1String("type"));
    if (!type.equals(QLatin1String("object"))) {
        w.add(code,
              type.isUndefined()
                  ? tr("%1 must be an object schema: \"type\": \"object\" is missing").arg(QLatin1String(what))
                  : tr("%1 must be an object schema (\"type\": \"object\"), not \"type\": %2")
                        .arg(QLatin1String(what), describeValue(type)),
              type.isUndefined() ? p : join(p, u"type"));
    }
    const JValue properties = schema.value(QLatin1String("properties"));
    if (!properties.isUndefined()) {
        if (!properties.isObject()) {
            w.add(
                code,
                tr("%1: \"properties\" must be an object, not %2").arg(QLatin1String(what), describeValue(properties)),
                join(p, u"properties"));
        } else {
            const JObject props = properties.toObject();
            const Path propertiesAt = join(p, u"properties");
            for (auto it = props.constBegin(); it != props.constEnd(); ++it) {
                if (!it.value().isObject()) {
                    w.add(code,
                          tr("%1: property %2 must be described by a schema object, not %3")
                              .arg(QLatin1String(what), quoted(it.key()), describeValue(it.value())),
                          join(propertiesAt, it));
                }
            }
        }
    }
    const JValue required = schema.value(QLatin1String("required"));
    if (!required.isUndefined()) {
        bool ok = required.isArray();
        for (const JValue n : required.toArray())
            ok = ok && n.isString();
        if (!ok)
            w.add(code, tr("%1: \"required\" must be an array of property names").arg(QLatin1String(what)),
                  join(p, u"required"));
    }
    const JValue dialect = schema.value(QLatin1String("$schema"));
    if (!dialect.isUndefined() && !dialect.isString())
        w.add(code, tr("%1: \"$schema\" must be a string").arg(QLatin1String(what)), join(p, u"$schema"));
    checkEmbeddedSchema(w, schema, p, what);
}

} // namespace

void checkInputSchema(Walk &w, const JValue &v, const Path &p)
{
    checkToolSchema(w, v, p, "inputSchema", "mcp.tool.inputSchema");
}

void checkOutputSchema(Walk &w, const JValue &v, const Path &p)
{
    checkToolSchema(w, v, p, "outputSchema", "mcp.tool.outputSchema");
}

void checkToolList(Walk &w, const JObject &o, const Path &p)
{
    const JArray tools = member(w, o, QLatin1String("tools")).toArray();
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < tools.size() && !w.full(); ++i) {
        const JValue nameValue = tools.at(i).toObject().value(QLatin1String("name"));
        if (!nameValue.isString())
            continue;
        const QString name = nameValue.toString();
        const auto it = seen.constFind(name);
        if (it != seen.cend()) {
            w.add("mcp.tool.duplicate",
                  tr("Tool name %1 appears twice in the list (items %2 and %3); names should be unique")
                      .arg(quoted(name))
                      .arg(*it)
                      .arg(i),
                  join(join(join(p, u"tools"), i), u"name"));
        } else {
            seen.insert(name, i);
        }
    }
}

namespace {

const ObjectText *findTool(const Walk &w, QStringView name)
{
    if (!w.ctx.toolsByName)
        return nullptr;
    const auto it = w.ctx.toolsByName->constFind(name);
    return it == w.ctx.toolsByName->cend() ? nullptr : &*it;
}

} // namespace

void reportViolations(Walk &w, const char *code, const QString &what, const Path &at,
                      const QList<schemacheck::Violation> &violations)
{
    if (violations.isEmpty())
        return;
    const QString base = at.toString();
    for (const schemacheck::Violation &v : violations)
        w.add(code, tr("%1: %2").arg(what, v.reason), QString(base + v.pointer));
}

void checkCallToolParams(Walk &w, const JObject &o, const Path &p)
{
    const JValue nameValue = member(w, o, QLatin1String("name"));
    if (!nameValue.isString())
        return;
    // The tables are searched with a view of the name (a QString is made only to keep it).
    const Text nameText(nameValue);
    const QStringView name = nameText;
    const ObjectText *tool = findTool(w, name);
    if (!tool) {
        if (w.ctx.toolsByName && !w.ctx.toolsByName->isEmpty())
            w.add("mcp.tool.unknown",
                  tr("tools/call names tool %1, which no tools/list result listed").arg(quoted(name)),
                  join(p, u"name"));
        return;
    }
    ToolSchemaSet::Tool scratch;
    ToolSchemaSet::Tool &facts = toolFacts(w, name, *tool, scratch);
    const QString &taskSupport = facts.taskSupport;
    const bool asTask = member(w, o, QLatin1String("task")).isObject();
    if (asTask && (taskSupport.isEmpty() || taskSupport == QLatin1String("forbidden")))
        w.add("mcp.tool.taskSupport",
              tr("Tool %1 is called as a task, but it does not support task execution").arg(quoted(name)),
              join(p, u"task"));
    else if (!asTask && taskSupport == QLatin1String("required"))
        w.add("mcp.tool.taskSupport",
              tr("Tool %1 requires task execution, but it is called without \"task\"").arg(quoted(name)), p);

    const JValue arguments = member(w, o, QLatin1String("arguments"));
    if (!facts.hasInput || !(arguments.isUndefined() || arguments.isObject()))
        return;
    auto compiled = toolSchema(facts, false);
    if (!compiled)
        return; // the schema's own problem was reported with the tools/list result
    QList<schemacheck::Violation> violations;
    QString skipped;
    // Omitted arguments are an empty object to the tool: its required properties still apply.
    const bool checked = arguments.isUndefined()
                             ? schemacheck::validate(*compiled, QJsonValue(QJsonObject()), &violations, 5, &skipped)
                             : schemacheck::validate(*compiled, arguments, &violations, 5, &skipped);
    if (!checked) {
        w.add("mcp.schema.unchecked",
              tr("The arguments were not checked against the tool's inputSchema: %1").arg(skipped),
              join(p, u"arguments"));
        return;
    }
    if (!violations.isEmpty())
        reportViolations(w, "mcp.tool.arguments",
                         tr("Arguments do not match the inputSchema of tool %1").arg(quoted(name)),
                         join(p, u"arguments"), violations);
}

void checkCallToolResult(Walk &w, const JObject &o, const Path &p)
{
    const JValue structured = member(w, o, QLatin1String("structuredContent"));
    if (structured.isObject()) {
        bool hasText = false;
        const JArray content = member(w, o, QLatin1String("content")).toArray();
        for (const JValue block : content)
            hasText = hasText || block.toObject().value(QLatin1String("type")).equals(QLatin1String("text"));
        if (!hasText)
            w.add("mcp.tool.structuredContent.text",
                  tr("structuredContent comes without a text block carrying its JSON for older clients"),
                  join(p, u"content"));
    }
    if (w.ctx.method != QLatin1String("tools/call"))
        return;
    const QString &name = w.ctx.request.toolName;
    const ObjectText *tool = findTool(w, name);
    if (!tool)
        return;
    ToolSchemaSet::Tool scratch;
    ToolSchemaSet::Tool &facts = toolFacts(w, name, *tool, scratch);
    if (!facts.hasOutput)
        return;
    if (member(w, o, QLatin1String("isError")).toBool())
        return;
    if (structured.isUndefined()) {
        w.add("mcp.tool.structuredContent.missing",
              tr("Tool %1 declares an outputSchema, but its result has no structuredContent").arg(quoted(name)), p);
        return;
    }
    // 2026-07-28 lets structuredContent be any JSON value; it still follows the outputSchema.
    if (!structured.isObject() && !w.modern)
        return;
    auto compiled = toolSchema(facts, true);
    if (!compiled)
        return;
    QList<schemacheck::Violation> violations;
    QString skipped;
    if (!schemacheck::validate(*compiled, structured, &violations, 5, &skipped)) {
        w.add("mcp.schema.unchecked",
              tr("structuredContent was not checked against the tool's outputSchema: %1").arg(skipped),
              join(p, u"structuredContent"));
        return;
    }
    if (!violations.isEmpty())
        reportViolations(w, "mcp.tool.structuredContent",
                         tr("structuredContent does not match the outputSchema of tool %1").arg(quoted(name)),
                         join(p, u"structuredContent"), violations);
}

} // namespace mcpscope
