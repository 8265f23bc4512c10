// SPDX-License-Identifier: MIT
#include "valijsonadapters_p.h"

namespace mcpscope::schemacheck {

/// QString::toStdString() without its QByteArray when @p text is ASCII (member names mostly
/// are): the same bytes.
std::string utf8Text(const QString &text)
{
    const qsizetype size = text.size();
    const QChar *units = text.constData();
    std::string out(size_t(size), '\0');
    for (qsizetype i = 0; i < size; ++i) {
        if (units[i].unicode() >= 0x80)
            return text.toStdString();
        out[size_t(i)] = char(units[i].unicode());
    }
    return out;
}

/// measure() that also builds the light tree of @p value (the same walk, the same stops).
void buildImpl(LightNode &node, const QJsonValue &value, int depth, int *maxDepth, qsizetype *nodes, int depthLimit,
               qsizetype nodeLimit)
{
    ++*nodes;
    if (depth > *maxDepth)
        *maxDepth = depth;
    node.type = value.type();
    switch (node.type) {
    case QJsonValue::Bool:
        node.boolean = value.toBool();
        return;
    case QJsonValue::Double:
        node.number = value.toDouble();
        node.whole = isWholeNumber(value);
        if (node.whole) {
            const qint64 exact = value.toInteger(0);
            if (exact != 0 || value.toInteger(1) == 0)
                node.integer = exact;
            else
                node.integer
                    = node.number < 0 ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
        }
        return;
    case QJsonValue::String:
        node.string = value;
        return;
    default:
        break;
    }
    if (depth > depthLimit || *nodes > nodeLimit)
        return;
    if (node.type == QJsonValue::Object) {
        const QJsonObject o = value.toObject();
        node.keys.reserve(size_t(o.size()));
        node.items.reserve(size_t(o.size()));
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            node.keys.push_back(utf8Text(it.key()));
            node.items.emplace_back();
            buildImpl(node.items.back(), it.value(), depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    } else if (node.type == QJsonValue::Array) {
        const QJsonArray a = value.toArray();
        node.items.reserve(size_t(a.size()));
        for (const QJsonValue &v : a) {
            node.items.emplace_back();
            buildImpl(node.items.back(), v, depth + 1, maxDepth, nodes, depthLimit, nodeLimit);
            if (*maxDepth > depthLimit || *nodes > nodeLimit)
                return;
        }
    }
}

namespace {

/// Makes the member indexes of every large object in @p node now: a schema's values are read
/// by find() without writing.
void indexKeys(const LightNode &node)
{
    if (node.keys.size() > 8)
        node.find(std::string());
    for (const LightNode &item : node.items)
        indexKeys(item);
}

void convertStrings(const LightNode &node)
{
    if (node.type == QJsonValue::String)
        node.stringText();
    for (const LightNode &item : node.items)
        convertStrings(item);
}

} // namespace

valijson::adapters::FrozenValue *freezeLight(const QJsonValue &value)
{
    LightNode node;
    int depth = 0;
    qsizetype nodes = 0;
    buildImpl(node, value, 0, &depth, &nodes, std::numeric_limits<int>::max(), std::numeric_limits<qsizetype>::max());
    indexKeys(node);
    return new LightFrozenValue(node);
}

/// A light tree of a schema's "enum" or "const" value, its strings already converted: the quick
/// check of one schema may run on several threads' values, and reads these without writing.
LightNode frozenNode(const QJsonValue &value)
{
    LightNode node;
    int depth = 0;
    qsizetype nodes = 0;
    buildImpl(node, value, 0, &depth, &nodes, std::numeric_limits<int>::max(), std::numeric_limits<qsizetype>::max());
    convertStrings(node);
    indexKeys(node);
    return node;
}

} // namespace mcpscope::schemacheck
