// SPDX-License-Identifier: MIT
#include "schemacheck.h"

#include "json/lightjson.h"
#include "schemacheck_p.h"
#include "schemawalker_p.h"
#include "text/preview.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <exception>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace mcpscope::schemacheck {

namespace {

/// "[name]" context elements of valijson to a JSON pointer.
QString contextToPointer(const std::vector<std::string> &context)
{
    QString out;
    for (const std::string &element : context) {
        if (element == "<root>")
            continue;
        QString token = QString::fromStdString(element);
        if (token.startsWith(QLatin1Char('[')) && token.endsWith(QLatin1Char(']')))
            token = token.mid(1, token.size() - 2);
        out += QLatin1Char('/') + pointerToken(token);
    }
    return out;
}

void measureImpl(const QJsonValue &value, int depth, int *maxDepth, qsizetype *nodes, int depthLimit,
                 qsizetype nodeLimit)
{
    ++*nodes;
    if (depth > *maxDepth)
        *maxDepth = depth;
    if (depth > depthLimit || *nodes > nodeLimit)
        return;
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            measureImpl(it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (const QJsonValue &v : a) {
            measureImpl(v, depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    }
}

} // namespace

void measure(const QJsonValue &value, int *depth, qsizetype *nodes, int depthLimit, qsizetype nodeLimit)
{
    int d = 0;
    qsizetype n = 0;
    measureImpl(value, 0, &d, &n, depthLimit, nodeLimit);
    if (depth)
        *depth = d;
    if (nodes)
        *nodes = n;
}

namespace {

std::shared_ptr<CompiledSchema> compileImpl(const QJsonObject &schema, SchemaProblem *problem, const Limits &limits,
                                            testing::QuickFault fault)
{
    auto report = [problem](SchemaProblem::Kind kind, const QString &reason, const QString &pointer = QString()) {
        if (problem)
            *problem = SchemaProblem{kind, reason, pointer};
        return std::shared_ptr<CompiledSchema>();
    };

    int depth = 0;
    qsizetype nodes = 0;
    measure(schema, &depth, &nodes, limits.maxDepth + 1, limits.maxNodes + 1);
    if (nodes > limits.maxNodes)
        return report(SchemaProblem::Unchecked, tr("the schema has more than %1 values").arg(limits.maxNodes));

    valijson::SchemaParser::Version version = valijson::SchemaParser::kDraft7;
    const QJsonValue dialect = schema.value(QLatin1String("$schema"));
    if (dialect.isString()) {
        const QString d = dialect.toString();
        if (d.contains(QLatin1String("draft-04")))
            version = valijson::SchemaParser::kDraft4;
        else if (!d.contains(QLatin1String("2020-12")) && !d.contains(QLatin1String("2019-09"))
                 && !d.contains(QLatin1String("draft-07")) && !d.contains(QLatin1String("draft-06")))
            return report(
                SchemaProblem::Unchecked,
                tr("unsupported dialect \"%1\" (mcpscope checks drafts 4 to 2020-12)").arg(previewText(d, 80)),
                QStringLiteral("/$schema"));
    } else if (!dialect.isUndefined()) {
        return report(SchemaProblem::Invalid, tr("\"$schema\" must be a string"), QStringLiteral("/$schema"));
    }

    QJsonValue prepared;
    if (!walkSchema(schema, limits, &prepared, problem))
        return {};

    auto compiled = std::make_shared<CompiledSchema>();
    compiled->limits = limits;
    // The quick check reproduces valijson's draft-7 reading only (draft 4 differs in
    // exclusiveMinimum/exclusiveMaximum and boolean schemas).
    if (version == valijson::SchemaParser::kDraft7 && fault != testing::QuickFault::NoQuickCheck) {
        auto quick = std::make_unique<QuickCheck>();
        if (translateQuickCheck(prepared, fault, *quick)) {
            // valijson parses the schema when a value fails the quick check (most never do).
            // It cannot refuse it: the quick check takes only keyword values of the types
            // valijson's parser wants, and no "$ref", "id" or non-string title/description.
            compiled->quick = std::move(quick);
            compiled->prepared = prepared;
            return compiled;
        }
    }
    try {
        valijson::SchemaParser parser(version);
        parser.populateSchema(JsonAdapter(prepared), compiled->schema);
    } catch (const std::exception &e) {
        return report(SchemaProblem::Invalid, previewText(QString::fromStdString(e.what()), 200));
    } catch (...) {
        return report(SchemaProblem::Invalid, tr("valijson could not parse it"));
    }
    compiled->parsed = true;
    return compiled;
}

/// Parses a schema with a quick check for valijson, on first need. False (and why in
/// @p skipped) when valijson refuses it, which compileImpl() rules out.
bool parseForValijson(CompiledSchema &schema, QString *skipped)
{
    if (schema.parsed)
        return true;
    if (schema.prepared.isUndefined()) {
        if (skipped)
            *skipped = tr("valijson failed");
        return false; // refused before
    }
    try {
        valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
        parser.populateSchema(JsonAdapter(schema.prepared), schema.schema);
        schema.parsed = true;
    } catch (const std::exception &e) {
        if (skipped)
            *skipped = tr("valijson failed: %1").arg(previewText(QString::fromStdString(e.what()), 200));
    } catch (...) {
        if (skipped)
            *skipped = tr("valijson failed");
    }
    schema.prepared = QJsonValue(QJsonValue::Undefined);
    return schema.parsed;
}

/// The light tree of @p value, or false (and why in @p skipped) when it is over the limits.
bool buildTree(const CompiledSchema &schema, const QJsonValue &value, LightNode &tree, QString *skipped)
{
    int depth = 0;
    qsizetype nodes = 0;
    buildImpl(tree, value, 0, &depth, &nodes, schema.limits.maxValueDepth + 1, schema.limits.maxValueNodes + 1);
    if (depth > schema.limits.maxValueDepth || nodes > schema.limits.maxValueNodes) {
        if (skipped)
            *skipped = depth > schema.limits.maxValueDepth
                           ? tr("the value is nested more than %1 levels deep").arg(schema.limits.maxValueDepth)
                           : tr("the value has more than %1 parts").arg(schema.limits.maxValueNodes);
        return false;
    }
    return true;
}

} // namespace

std::shared_ptr<CompiledSchema> compile(const QJsonObject &schema, SchemaProblem *problem, const Limits &limits)
{
    return compileImpl(schema, problem, limits, testing::QuickFault::None);
}

bool validate(CompiledSchema &schema, const QJsonValue &value, QList<Violation> *violations, int maxViolations,
              QString *skipped)
{
    LightNode tree;
    if (!buildTree(schema, value, tree, skipped))
        return false;
    // The quick check decides as valijson would; a value it rejects goes to valijson for the
    // violations (valijson rejects it too).
    const bool quickFailed = schema.quick && !schema.quick->matches(0, tree);
    if (schema.quick && !quickFailed) {
        if (violations)
            violations->clear();
        return true;
    }
    if (!parseForValijson(schema, skipped))
        return false;
    valijson::ValidationResults results;
    bool ok = false;
    try {
        // Most values pass: without collecting results valijson stops at the first failure and
        // builds no messages; only a failing value is walked again for its violations.
        if (!quickFailed)
            ok = schema.validator.validate(schema.schema, LightAdapter(tree), nullptr);
        if (!ok)
            ok = schema.validator.validate(schema.schema, LightAdapter(tree), &results);
    } catch (const std::exception &e) {
        if (skipped)
            *skipped = tr("valijson failed: %1").arg(previewText(QString::fromStdString(e.what()), 200));
        return false;
    } catch (...) {
        if (skipped)
            *skipped = tr("valijson failed");
        return false;
    }
    if (!violations)
        return true;
    violations->clear();
    if (ok)
        return true;

    // valijson reports a failure at every level ("Failed to validate against schema associated
    // with property name 'a'" above the real reason inside "a"): keep the innermost ones.
    struct Item
    {
        QString pointer;
        QString reason;
    };
    QList<Item> all;
    for (const valijson::ValidationResults::Error &error : results) {
        all.append(Item{contextToPointer(error.context), previewText(QString::fromStdString(error.description), 200)});
        if (all.size() >= 200)
            break; // the innermost few are all a person reads
    }
    for (const Item &item : std::as_const(all)) {
        bool covered = false;
        for (const Item &other : std::as_const(all)) {
            if (other.pointer.size() > item.pointer.size() && other.pointer.startsWith(item.pointer)
                && (item.pointer.isEmpty() || other.pointer.at(item.pointer.size()) == QLatin1Char('/'))) {
                covered = true;
                break;
            }
        }
        if (covered)
            continue;
        bool duplicate = false;
        for (const Violation &v : std::as_const(*violations)) {
            if (v.pointer == item.pointer && v.reason == item.reason)
                duplicate = true;
        }
        if (!duplicate)
            violations->append(Violation{item.pointer, item.reason});
        if (violations->size() >= maxViolations)
            break;
    }
    if (violations->isEmpty() && !all.isEmpty())
        violations->append(Violation{all.constFirst().pointer, all.constFirst().reason});
    return true;
}

namespace testing {

std::shared_ptr<CompiledSchema> compileWithFault(const QJsonObject &schema, QuickFault fault, SchemaProblem *problem)
{
    return compileImpl(schema, problem, Limits(), fault);
}

bool hasQuickCheck(const CompiledSchema &schema)
{
    return schema.quick != nullptr;
}

bool parsesWithValijson(CompiledSchema &schema)
{
    return parseForValijson(schema, nullptr);
}

int quickVerdict(const CompiledSchema &schema, const QJsonValue &value)
{
    LightNode tree;
    if (!schema.quick || !buildTree(schema, value, tree, nullptr))
        return -1;
    return schema.quick->matches(0, tree) ? 1 : 0;
}

int valijsonVerdict(CompiledSchema &schema, const QJsonValue &value)
{
    LightNode tree;
    if (!buildTree(schema, value, tree, nullptr) || !parseForValijson(schema, nullptr))
        return -1;
    try {
        return schema.validator.validate(schema.schema, LightAdapter(tree), nullptr) ? 1 : 0;
    } catch (...) {
        return -1;
    }
}

} // namespace testing

} // namespace mcpscope::schemacheck

// --- for the lightjson views of messages ------------------------------------------------------

namespace mcpscope::schemacheck {

namespace {

/// buildImpl() for a lightjson view: the same tree, the same stops; numbers, strings and
/// names as ViewRead reads them (the quick check reads the view itself; valijson gets this).
void buildFromView(LightNode &node, const lightjson::Value &value, int depth, int *maxDepth, qsizetype *nodes,
                   int depthLimit, qsizetype nodeLimit)
{
    ++*nodes;
    if (depth > *maxDepth)
        *maxDepth = depth;
    node.type = value.type();
    switch (node.type) {
    case QJsonValue::Bool:
        node.boolean = value.toBool();
        return;
    case QJsonValue::Double: {
        const ViewRead read{value};
        node.number = read.number();
        node.whole = read.whole();
        if (node.whole)
            node.integer = read.integer();
        return;
    }
    case QJsonValue::String: {
        std::string storage;
        const std::string_view text = ViewRead{value}.text(storage);
        node.text.assign(text.data(), text.size());
        node.converted = true;
        return;
    }
    default:
        break;
    }
    if (depth > depthLimit || *nodes > nodeLimit)
        return;
    if (node.type == QJsonValue::Object) {
        const lightjson::Object o = value.toObject();
        node.keys.reserve(size_t(o.size()));
        node.items.reserve(size_t(o.size()));
        std::string storage;
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const std::string_view key = ViewRead::keyText(it, storage);
            node.keys.emplace_back(key.data(), key.size());
            node.items.emplace_back();
            buildFromView(node.items.back(), it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    } else if (node.type == QJsonValue::Array) {
        const lightjson::Array a = value.toArray();
        node.items.reserve(size_t(a.size()));
        for (const lightjson::Value v : a) {
            node.items.emplace_back();
            buildFromView(node.items.back(), v, depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    }
}

/// The depth and node count buildFromView() reaches for @p value, with its stops, without
/// building anything.
void measureView(const lightjson::Value &value, int depth, int *maxDepth, qsizetype *nodes, int depthLimit,
                 qsizetype nodeLimit)
{
    ++*nodes;
    if (depth > *maxDepth)
        *maxDepth = depth;
    const QJsonValue::Type type = value.type();
    if (type != QJsonValue::Object && type != QJsonValue::Array)
        return;
    if (depth > depthLimit || *nodes > nodeLimit)
        return;
    if (type == QJsonValue::Object) {
        const lightjson::Object o = value.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            measureView(it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    } else {
        for (const lightjson::Value v : value.toArray()) {
            measureView(v, depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    }
}

} // namespace

bool validate(CompiledSchema &schema, const lightjson::Value &value, QList<Violation> *violations, int maxViolations,
              QString *skipped)
{
    // A value that passes is decided by the quick check, reading the view in place, or else by
    // valijson on a tree built from the view. Anything else (too large or deep, a failure to
    // explain, valijson refusing or throwing) goes through validate() for the QJsonValue,
    // which says why in the same words.
    int depth = 0;
    qsizetype nodes = 0;
    bool ok = false;
    if (schema.quick) {
        measureView(value, 0, &depth, &nodes, schema.limits.maxValueDepth + 1, schema.limits.maxValueNodes + 1);
        if (depth <= schema.limits.maxValueDepth && nodes <= schema.limits.maxValueNodes)
            ok = schema.quick->matches(0, ViewRead{value});
        if (!ok)
            return validate(schema, value.toJson(), violations, maxViolations, skipped);
        if (violations)
            violations->clear();
        return true;
    }
    LightNode tree;
    buildFromView(tree, value, 0, &depth, &nodes, schema.limits.maxValueDepth + 1, schema.limits.maxValueNodes + 1);
    if (depth <= schema.limits.maxValueDepth && nodes <= schema.limits.maxValueNodes) {
        if (parseForValijson(schema, nullptr)) {
            try {
                ok = schema.validator.validate(schema.schema, LightAdapter(tree), nullptr);
            } catch (...) {
                ok = false;
            }
        }
    }
    if (!ok)
        return validate(schema, value.toJson(), violations, maxViolations, skipped);
    if (violations)
        violations->clear();
    return true;
}

} // namespace mcpscope::schemacheck
