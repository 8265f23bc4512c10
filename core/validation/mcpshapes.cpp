// SPDX-License-Identifier: MIT
#include "mcpshapes.h"

#include "json/jsonpointer.h"
#include "mcpshapesyntax.h"
#include "rulecatalogue.h"
#include "schemacheck.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <iterator>
#include <new>

namespace mcpscope {

struct ToolSchemaSet
{
    /// What the tools/call rules read from one listed tool.
    struct Tool
    {
        QString taskSupport;  ///< execution.taskSupport, empty when absent
        QJsonObject input;    ///< inputSchema when it is an object
        QJsonObject output;   ///< outputSchema when it is an object
        bool hasInput = false;
        bool hasOutput = false;
        bool inputCompiled = false; ///< compiledInput is known (null: not compilable)
        bool outputCompiled = false;
        std::shared_ptr<schemacheck::CompiledSchema> compiledInput;
        std::shared_ptr<schemacheck::CompiledSchema> compiledOutput;
    };
    QByteArray raw;             ///< the tools/list result's text
    QHash<QString, Tool> tools; ///< by name, filled as tools are called
    /// The listed Tool objects by name, as SessionRules keeps them (filled by the first session
    /// that receives the text; later ones share it instead of building their own).
    QHash<QString, QJsonObject> byName;
    bool byNameFilled = false;
};

RequestFacts RequestFacts::from(const QJsonObject &params)
{
    RequestFacts facts;
    facts.toolName = params.value(QLatin1String("name")).toString();
    facts.task = params.value(QLatin1String("task")).isObject();
    facts.urlMode = params.value(QLatin1String("mode")) == QJsonValue(QLatin1String("url"));
    const QJsonValue requested = params.value(QLatin1String("requestedSchema"));
    facts.hasRequestedSchema = requested.isObject();
    if (facts.hasRequestedSchema)
        facts.requestedSchemaText = QJsonDocument(requested.toObject()).toJson(QJsonDocument::Compact);
    return facts;
}

const QHash<QString, QJsonObject> *sharedToolsByName(const ToolSchemaSet &set)
{
    return set.byNameFilled ? &set.byName : nullptr;
}

void shareToolsByName(ToolSchemaSet &set, const QHash<QString, QJsonObject> &byName)
{
    set.byName = byName;
    set.byNameFilled = true;
}

std::shared_ptr<ToolSchemaSet> toolSchemaSet(QByteArrayView raw)
{
    constexpr qsizetype MaxText = 4 * 1024 * 1024;
    if (raw.isNull() || raw.size() > MaxText)
        return {};
    // A handful of recent lists per thread: a server sends the same list in session after
    // session, and again after list_changed when nothing changed.
    thread_local std::vector<std::shared_ptr<ToolSchemaSet>> recent;
    for (auto it = recent.begin(); it != recent.end(); ++it) {
        if (QByteArrayView((*it)->raw) == raw) {
            std::shared_ptr<ToolSchemaSet> found = *it;
            recent.erase(it);
            recent.push_back(found);
            return found;
        }
    }
    if (recent.size() >= 8)
        recent.erase(recent.begin());
    auto set = std::make_shared<ToolSchemaSet>();
    set->raw = raw.toByteArray();
    recent.push_back(set);
    return set;
}

namespace {

using namespace shapesyntax;

// lupdate files the texts of these free functions under the namespace's name, so that is the
// context they are looked up in (tst_translateddiagnostics checks it).
QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope", text);
}

// --- JSON types as bits -------------------------------------------------------------------

// The rules read the message through its lightjson view: member names and strings stay bytes
// of the text until a rule needs them as text (to report, or for a syntax check).
using JValue = lightjson::Value;
using JObject = lightjson::Object;
using JArray = lightjson::Array;

enum TypeBits : quint8 {
    TString = 1,
    TInteger = 2,  ///< a whole number
    TFraction = 4, ///< a number with a fractional part
    TNumber = TInteger | TFraction,
    TBool = 8,
    TObject = 16,
    TArray = 32,
    TNull = 64,
    TAny = 127,
};

quint8 typeBits(const JValue &v)
{
    switch (v.type()) {
    case QJsonValue::String: return TString;
    case QJsonValue::Bool: return TBool;
    case QJsonValue::Object: return TObject;
    case QJsonValue::Array: return TArray;
    case QJsonValue::Null: return TNull;
    case QJsonValue::Double: {
        // A number kept as a 64-bit integer is whole; otherwise as QJsonValue's double.
        if (v.isStoredAsInteger())
            return TInteger;
        const double d = v.toDouble();
        return std::isfinite(d) && std::floor(d) == d ? quint8(TInteger) : quint8(TFraction);
    }
    case QJsonValue::Undefined: break;
    }
    return 0;
}

QString describeTypes(quint8 bits)
{
    QStringList names;
    if (bits & TString)
        names << tr("a string");
    if ((bits & TNumber) == TNumber)
        names << tr("a number");
    else if (bits & TInteger)
        names << tr("an integer");
    if (bits & TBool)
        names << tr("a boolean");
    if (bits & TObject)
        names << tr("an object");
    if (bits & TArray)
        names << tr("an array");
    if (bits & TNull)
        names << tr("null");
    if (names.size() <= 1)
        return names.value(0);
    const QString last = names.takeLast();
    return names.join(QLatin1String(", ")) + tr(" or ") + last;
}

QString quoted(QStringView text)
{
    return QLatin1Char('"') + previewText(text, 60) + QLatin1Char('"');
}

QString describeValue(const JValue &v)
{
    switch (v.type()) {
    case QJsonValue::String: return tr("a string (%1)").arg(quoted(v.toString()));
    case QJsonValue::Bool: return v.toBool() ? tr("a boolean (true)") : tr("a boolean (false)");
    case QJsonValue::Double: {
        // Written as QJsonDocument writes the number it read.
        const QByteArray text = QJsonDocument(QJsonArray{v.toJson()}).toJson(QJsonDocument::Compact);
        const QString number = QString::fromUtf8(text.mid(1, text.size() - 2));
        return typeBits(v) == TInteger ? tr("an integer (%1)").arg(number) : tr("a number (%1)").arg(number);
    }
    case QJsonValue::Array: return tr("an array");
    case QJsonValue::Object: return tr("an object");
    case QJsonValue::Null: return tr("null");
    case QJsonValue::Undefined: break;
    }
    return tr("nothing");
}

/// A string's text for the syntax checks, without a heap allocation for the usual short ASCII
/// strings written without escapes (widened on the stack); others are decoded as QString.
class Text
{
public:
    explicit Text(const JValue &v) { set(v.rawString(), v); }
    /// A member's name.
    explicit Text(const JObject::const_iterator &it)
    {
        const QByteArrayView raw = it.rawKey();
        if (!widen(raw)) {
            m_string = it.key();
            m_view = m_string;
        }
    }

    QStringView view() const { return m_view; }
    operator QStringView() const { return m_view; }

private:
    void set(QByteArrayView raw, const JValue &v)
    {
        if (!widen(raw)) {
            m_string = v.toString();
            m_view = m_string;
        }
    }
    bool widen(QByteArrayView raw)
    {
        if (raw.isNull() || raw.size() > Capacity)
            return false;
        for (qsizetype i = 0; i < raw.size(); ++i) {
            const auto c = uchar(raw[i]);
            if (c >= 0x80)
                return false;
            m_buffer[i] = char16_t(c);
        }
        m_view = QStringView(m_buffer, raw.size());
        return true;
    }

    static constexpr qsizetype Capacity = 256;
    char16_t m_buffer[Capacity];
    QString m_string;
    QStringView m_view;
};

/// Where a value sits in the message. Rules hand these down while they walk; the JSON pointer
/// text is built only when one of them reports (most messages report nothing).
class Path
{
public:
    explicit Path(QLatin1StringView root) : m_root(root) {}
    Path(const Path &parent, QStringView member) : m_parent(&parent), m_member(member), m_kind(Member) {}
    Path(const Path &parent, QLatin1StringView member) : m_parent(&parent), m_latin(member), m_kind(Latin) {}
    Path(const Path &parent, qsizetype index) : m_parent(&parent), m_index(index), m_kind(Index) {}
    /// The member @p it is at (its name is decoded only for a report).
    Path(const Path &parent, const JObject::const_iterator &it) : m_parent(&parent), m_key(it), m_kind(Key) {}

    QString toString() const
    {
        const Path *chain[64];
        int n = 0;
        const Path *at = this;
        for (; at->m_parent && n < 64; at = at->m_parent)
            chain[n++] = at;
        QString out = at->m_root;
        while (n > 0) {
            const Path *step = chain[--n];
            out += QLatin1Char('/');
            switch (step->m_kind) {
            case Index: out += QString::number(step->m_index); break;
            case Latin: out += jsonPointerToken(QString(step->m_latin)); break;
            case Member: out += jsonPointerToken(step->m_member); break;
            case Key: out += jsonPointerToken(step->m_key.key()); break;
            case Root: break;
            }
        }
        return out;
    }

private:
    enum Kind : quint8 { Root, Member, Latin, Index, Key };
    const Path *m_parent = nullptr;
    QLatin1StringView m_root;
    QStringView m_member;
    QLatin1StringView m_latin;
    qsizetype m_index = -1;
    JObject::const_iterator m_key;
    Kind m_kind = Root;
};

Path join(const Path &parent, QStringView member)
{
    return Path(parent, member);
}

Path join(const Path &parent, QLatin1StringView member)
{
    return Path(parent, member);
}

Path join(const Path &parent, qsizetype index)
{
    return Path(parent, index);
}

Path join(const Path &parent, const JObject::const_iterator &member)
{
    return Path(parent, member);
}

// --- the walk -------------------------------------------------------------------------------

/// One message being checked: where diagnostics go and what the session knows.
struct Gathered;

struct Walk
{
    const ShapeContext &ctx;
    Diagnostics &out;
    qsizetype start;      ///< out.size() when this message began
    bool spec20251125;    ///< rules introduced by revision 2025-11-25 apply
    const Gathered *gathered = nullptr; ///< while a shape's extra check runs: where its fields are

    Walk(const ShapeContext &c, Diagnostics &o)
        : ctx(c), out(o), start(o.size()),
          spec20251125(c.protocolVersion.isEmpty() || c.protocolVersion >= QLatin1String("2025-11-25"))
    {
    }

    /// A message can break many rules at once (a list of 10 000 broken tools): report the
    /// first ones and stay cheap.
    bool full() const { return out.size() - start >= 64; }

    void add(const char *code, const QString &message, const QString &pointer)
    {
        if (full())
            return;
        // Sentences, like the other rules' messages.
        out.append(makeDiagnostic(QLatin1StringView(code), message.endsWith(QLatin1Char('.')) ? message : message + QLatin1Char('.'),
                                  ctx.index, pointer));
    }
    void add(const char *code, const QString &message, const Path &path) { add(code, message, path.toString()); }
};

using ValueCheck = void (*)(Walk &, const JValue &, const Path &pointer);
using ObjectCheck = void (*)(Walk &, const JObject &, const Path &pointer);

struct Shape;

/// One member of an object shape.
struct Field
{
    QLatin1StringView name; ///< ASCII
    quint8 types;        ///< allowed JSON types (TypeBits)
    bool required;
    const Shape *shape;  ///< shape of the value (arrays: of each item) when it is an object
    ValueCheck check;    ///< more checks on the value (arrays: on each item)
    quint8 itemTypes;    ///< for arrays: allowed item types; 0 = not an array of items
};

/// An object shape: its members and the rules that span members.
struct Shape
{
    const char *name; ///< the schema's name for it, for messages ("Tool", "Implementation")
    const Field *fields;
    size_t count;
    ObjectCheck extra;
};

/// One member value per field of a shape, as applyShape() gathers them. Only the slots of the
/// shape's fields are set: zeroing all of them for every object checked cost more than the
/// lookups gathering saves.
union GatheredSlot
{
    GatheredSlot() {}
    JValue value;
};

/// The members applyShape() found for the fields of the object it walks, for the shape's
/// extra check.
struct Gathered
{
    const JObject *object;
    const Shape *shape;
    const GatheredSlot *values; ///< per field: the member's value, undefined when absent
};

/// The member @p name of @p o: as applyShape() found it when @p o is the object whose extra
/// check runs and @p name one of its shape's fields (no lookup), else looked up.
JValue member(const Walk &w, const JObject &o, QLatin1StringView name)
{
    if (const Gathered *g = w.gathered; g && g->object == &o) {
        for (size_t i = 0; i < g->shape->count; ++i) {
            const QLatin1StringView field = g->shape->fields[i].name;
            if (field.size() == name.size() && std::memcmp(field.data(), name.data(), size_t(name.size())) == 0)
                return g->values[i].value;
        }
    }
    return o.value(name);
}

constexpr Field req(const char *name, quint8 types, const Shape *shape = nullptr, ValueCheck check = nullptr)
{
    return Field{QLatin1StringView(name), types, true, shape, check, 0};
}
constexpr Field opt(const char *name, quint8 types, const Shape *shape = nullptr, ValueCheck check = nullptr)
{
    return Field{QLatin1StringView(name), types, false, shape, check, 0};
}
constexpr Field reqList(const char *name, quint8 itemTypes, const Shape *shape = nullptr, ValueCheck check = nullptr)
{
    return Field{QLatin1StringView(name), TArray, true, shape, check, itemTypes};
}
constexpr Field optList(const char *name, quint8 itemTypes, const Shape *shape = nullptr, ValueCheck check = nullptr)
{
    return Field{QLatin1StringView(name), TArray, false, shape, check, itemTypes};
}

#define SHAPE(var, label, extra, ...)                                                                  \
    const Field var##Fields[] = {__VA_ARGS__};                                                          \
    const Shape var{label, var##Fields, std::size(var##Fields), extra};

void applyShape(Walk &w, const JObject &object, const Shape &shape, const Path &pointer);

void applyField(Walk &w, const JValue &value, const Field &field, const Shape &owner, const Path &pointer)
{
    const quint8 bits = typeBits(value);
    if (!(bits & field.types)) {
        w.add("mcp.member.type", tr("%1: \"%2\" must be %3, not %4")
                                     .arg(QLatin1StringView(owner.name), field.name,
                                          describeTypes(field.types), describeValue(value)),
              pointer);
        return;
    }
    if (field.itemTypes && bits == TArray) {
        const JArray items = value.toArray();
        const qsizetype count = items.size();
        for (qsizetype i = 0; i < count && !w.full(); ++i) {
            const JValue item = items.at(i);
            const Path at = join(pointer, i);
            if (!(typeBits(item) & field.itemTypes)) {
                w.add("mcp.member.type", tr("%1: each item of \"%2\" must be %3, not %4")
                                             .arg(QLatin1StringView(owner.name), field.name,
                                                  describeTypes(field.itemTypes), describeValue(item)),
                      at);
                continue;
            }
            if (field.shape && item.isObject())
                applyShape(w, item.toObject(), *field.shape, at);
            if (field.check)
                field.check(w, item, at);
        }
        return;
    }
    if (field.shape && bits == TObject)
        applyShape(w, value.toObject(), *field.shape, pointer);
    if (field.check)
        field.check(w, value, pointer);
}

void applyShape(Walk &w, const JObject &object, const Shape &shape, const Path &pointer)
{
    // Objects are small and shapes list many optional members: one pass over the members as
    // written, comparing the bytes of their names with the fields', is cheaper than a lookup
    // per field. Of a name written twice the later value counts, as in QJsonObject. Fields are
    // still checked in table order.
    constexpr size_t MaxGathered = 24;
    constexpr qsizetype MaxScanned = 32;
    GatheredSlot found[MaxGathered];
    const bool gathered = shape.count <= MaxGathered && object.size() <= MaxScanned;
    if (gathered) {
        for (size_t i = 0; i < shape.count; ++i)
            new (&found[i].value) JValue();
        for (auto it = object.writtenBegin(), end = object.writtenEnd(); it != end; ++it) {
            const QByteArrayView key = it.rawKey();
            // A name written with escapes is decoded once.
            const QString decoded = key.isNull() ? it.key() : QString();
            for (size_t i = 0; i < shape.count; ++i) {
                const QLatin1StringView name = shape.fields[i].name;
                if (key.isNull() ? decoded == name
                                 : key.size() == name.size() && std::memcmp(key.data(), name.data(), size_t(key.size())) == 0) {
                    found[i].value = it.value();
                    break;
                }
            }
        }
    }
    for (size_t i = 0; i < shape.count && !w.full(); ++i) {
        const Field &field = shape.fields[i];
        const JValue value = gathered ? found[i].value : object.value(field.name);
        if (value.isUndefined()) {
            if (field.required)
                w.add("mcp.member.missing", tr("%1: required member \"%2\" is missing").arg(QLatin1StringView(shape.name), field.name),
                      pointer);
            continue;
        }
        applyField(w, value, field, shape, join(pointer, field.name));
    }
    if (!shape.extra || w.full())
        return;
    if (gathered) {
        const Gathered gather{&object, &shape, found};
        const Gathered *outer = std::exchange(w.gathered, &gather);
        shape.extra(w, object, pointer);
        w.gathered = outer;
    } else {
        shape.extra(w, object, pointer);
    }
}

/// A value that must be one of a few strings.
void checkOneOf(Walk &w, const JValue &value, const Path &pointer, const char *what,
                std::initializer_list<const char *> allowed)
{
    if (!value.isString())
        return; // the type rule already spoke
    for (const char *a : allowed) {
        if (value.equals(QLatin1StringView(a)))
            return;
    }
    QStringList names;
    for (const char *a : allowed)
        names << QLatin1Char('"') + QLatin1StringView(a) + QLatin1Char('"');
    w.add("mcp.member.value", tr("%1 %2 is not one of %3")
                                  .arg(QLatin1StringView(what), quoted(value.toString()), names.join(QLatin1String(", "))),
          pointer);
}

// --- value checks ---------------------------------------------------------------------------

void checkRole(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Role", {"user", "assistant"});
}

void checkLoggingLevel(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Logging level", {"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"});
}

void checkIncludeContext(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "includeContext", {"none", "thisServer", "allServers"});
}

void checkTaskStatus(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Task status", {"working", "input_required", "completed", "failed", "cancelled"});
}

void checkIconTheme(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Icon theme", {"light", "dark"});
}

void checkToolChoiceMode(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "toolChoice mode", {"auto", "required", "none"});
}

void checkTaskSupport(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "execution.taskSupport", {"forbidden", "optional", "required"});
}

void checkElicitAction(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Elicitation action", {"accept", "decline", "cancel"});
}

void checkUnitInterval(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isDouble())
        return;
    const double d = v.toDouble();
    if (d < 0 || d > 1)
        w.add("mcp.member.range", tr("%1 must be between 0 and 1").arg(describeValue(v)), p);
}

void checkUri(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text uri(v);
    QString why;
    if (!shapesyntax::checkUri(uri, &why))
        w.add("mcp.uri.syntax", tr("%1 is not a valid URI: %2").arg(quoted(uri), why), p);
}

void checkUriTemplate(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text tpl(v);
    QString why;
    if (!shapesyntax::checkUriTemplate(tpl, &why))
        w.add("mcp.template.syntax", tr("%1 is not an RFC 6570 URI template: %2").arg(quoted(tpl), why), p);
}

void checkMime(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text mime(v);
    QString why;
    if (!checkMimeType(mime, &why))
        w.add("mcp.content.mimeType", tr("%1 is not a MIME type: %2").arg(quoted(mime), why), p);
}

void checkTimestamp(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text time(v);
    QString why;
    if (!checkIso8601(time, &why))
        w.add("mcp.timestamp.format", tr("%1: %2").arg(quoted(time), why), p);
}

bool checkBase64Text(Walk &w, QStringView text, const Path &p)
{
    QString why;
    if (!checkBase64(text, &why)) {
        w.add("mcp.content.base64", tr("The data is not valid base64: %1").arg(why), p);
        return false;
    }
    return true;
}

void checkBase64Member(Walk &w, const JValue &v, const Path &p)
{
    if (v.isString())
        checkBase64Text(w, Text(v), p);
}

void checkIconSrc(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text text(v);
    const QStringView src = text;
    QString why;
    if (!shapesyntax::checkUri(src, &why)) {
        w.add("mcp.uri.syntax", tr("%1 is not a valid URI: %2").arg(quoted(src), why), p);
        return;
    }
    const QString scheme = uriScheme(src);
    if (scheme == QLatin1String("data")) {
        QStringView payload;
        if (dataUriBase64Payload(src, nullptr, &payload) && !checkBase64(payload, &why))
            w.add("mcp.icon.src", tr("The icon's data: URI does not hold valid base64: %1").arg(why), p);
        return;
    }
    if (scheme != QLatin1String("https") && scheme != QLatin1String("http"))
        w.add("mcp.icon.src", tr("Icon source uses the scheme \"%1:\"; icons are https: (or http:) or data: URIs, and clients must reject other schemes")
                                  .arg(previewText(scheme, 20)),
              p);
}

void checkIconSize(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text text(v);
    const QStringView s = text;
    if (s == QLatin1String("any"))
        return;
    const qsizetype x = s.indexOf(QLatin1Char('x'));
    bool okW = false;
    bool okH = false;
    if (x > 0) {
        // Only whether they read as numbers matters.
        static_cast<void>(s.left(x).toUInt(&okW));
        static_cast<void>(s.mid(x + 1).toUInt(&okH));
    }
    if (!okW || !okH || s.startsWith(QLatin1Char('+')) || s.contains(QLatin1Char(' ')))
        w.add("mcp.icon.sizes", tr("Icon size %1 is neither \"WxH\" (like \"48x48\") nor \"any\"").arg(quoted(s)), p);
}

void checkExperimental(Walk &w, const JValue &v, const Path &p)
{
    const JObject o = v.toObject();
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (!it.value().isObject())
            w.add("mcp.member.type", tr("Capabilities: experimental \"%1\" must be an object, not %2")
                                         .arg(previewText(it.key(), 40), describeValue(it.value())),
                  join(p, it));
    }
}

void checkStringMap(Walk &w, const JValue &v, const Path &p)
{
    const JObject o = v.toObject();
    for (auto it = o.constBegin(); it != o.constEnd() && !w.full(); ++it) {
        if (!it.value().isString())
            w.add("mcp.member.type", tr("Argument \"%1\" must be a string, not %2")
                                         .arg(previewText(it.key(), 40), describeValue(it.value())),
                  join(p, it));
    }
}

// _meta (basic/index#meta) ------------------------------------------------------------------

void checkMetaKeys(Walk &w, const JValue &v, const Path &p, bool request);

void checkMeta(Walk &w, const JValue &v, const Path &p)
{
    checkMetaKeys(w, v, p, false);
}

void checkRequestMeta(Walk &w, const JValue &v, const Path &p)
{
    checkMetaKeys(w, v, p, true);
}

// Shapes, bottom-up ---------------------------------------------------------------------------

void checkContentBlock(Walk &w, const JValue &v, const Path &p);
void checkSamplingContent(Walk &w, const JValue &v, const Path &p);
void checkResourceContents(Walk &w, const JValue &v, const Path &p);
void checkImageData(Walk &w, const JObject &o, const Path &p);
void checkAudioData(Walk &w, const JObject &o, const Path &p);
void checkToolList(Walk &w, const JObject &o, const Path &p);
void checkInputSchema(Walk &w, const JValue &v, const Path &p);
void checkOutputSchema(Walk &w, const JValue &v, const Path &p);
void checkToolName(Walk &w, const JValue &v, const Path &p);
void checkRootUri(Walk &w, const JValue &v, const Path &p);
void checkCompletionRef(Walk &w, const JValue &v, const Path &p);
void checkCompletion(Walk &w, const JObject &o, const Path &p);
void checkCallToolParams(Walk &w, const JObject &o, const Path &p);
void checkCallToolResult(Walk &w, const JObject &o, const Path &p);
void checkSamplingParams(Walk &w, const JObject &o, const Path &p);
void checkSamplingResult(Walk &w, const JObject &o, const Path &p);
void checkElicitResult(Walk &w, const JObject &o, const Path &p);
void checkEmptyResult(Walk &w, const JObject &o, const Path &p);
void checkCancelled(Walk &w, const JObject &o, const Path &p);
void checkProgress(Walk &w, const JObject &o, const Path &p);
void checkResourceContentsPair(Walk &w, const JObject &o, const Path &p);

SHAPE(kRelatedTask, "RelatedTaskMetadata", nullptr,
      req("taskId", TString))

SHAPE(kIcon, "Icon", nullptr,
      req("src", TString, nullptr, checkIconSrc),
      opt("mimeType", TString, nullptr, checkMime),
      optList("sizes", TString, nullptr, checkIconSize),
      opt("theme", TString, nullptr, checkIconTheme))

SHAPE(kImplementation, "Implementation", nullptr,
      req("name", TString),
      req("version", TString),
      opt("title", TString),
      opt("description", TString),
      optList("icons", TObject, &kIcon),
      opt("websiteUrl", TString, nullptr, checkUri))

SHAPE(kListChanged, "Capability", nullptr,
      opt("listChanged", TBool))

SHAPE(kResourcesCapability, "Resources capability", nullptr,
      opt("listChanged", TBool),
      opt("subscribe", TBool))

SHAPE(kSamplingCapability, "Sampling capability", nullptr,
      opt("context", TObject),
      opt("tools", TObject))

SHAPE(kElicitationCapability, "Elicitation capability", nullptr,
      opt("form", TObject),
      opt("url", TObject))

SHAPE(kClientTaskSampling, "Tasks capability", nullptr,
      opt("createMessage", TObject))
SHAPE(kClientTaskElicitation, "Tasks capability", nullptr,
      opt("create", TObject))
SHAPE(kClientTaskRequests, "Tasks capability", nullptr,
      opt("sampling", TObject, &kClientTaskSampling),
      opt("elicitation", TObject, &kClientTaskElicitation))
SHAPE(kClientTasks, "Tasks capability", nullptr,
      opt("list", TObject),
      opt("cancel", TObject),
      opt("requests", TObject, &kClientTaskRequests))

SHAPE(kServerTaskTools, "Tasks capability", nullptr,
      opt("call", TObject))
SHAPE(kServerTaskRequests, "Tasks capability", nullptr,
      opt("tools", TObject, &kServerTaskTools))
SHAPE(kServerTasks, "Tasks capability", nullptr,
      opt("list", TObject),
      opt("cancel", TObject),
      opt("requests", TObject, &kServerTaskRequests))

SHAPE(kClientCapabilities, "ClientCapabilities", nullptr,
      opt("experimental", TObject, nullptr, checkExperimental),
      opt("roots", TObject, &kListChanged),
      opt("sampling", TObject, &kSamplingCapability),
      opt("elicitation", TObject, &kElicitationCapability),
      opt("tasks", TObject, &kClientTasks))

SHAPE(kServerCapabilities, "ServerCapabilities", nullptr,
      opt("experimental", TObject, nullptr, checkExperimental),
      opt("logging", TObject),
      opt("completions", TObject),
      opt("prompts", TObject, &kListChanged),
      opt("resources", TObject, &kResourcesCapability),
      opt("tools", TObject, &kListChanged),
      opt("tasks", TObject, &kServerTasks))

SHAPE(kAnnotations, "Annotations", nullptr,
      optList("audience", TString, nullptr, checkRole),
      opt("priority", TNumber, nullptr, checkUnitInterval),
      opt("lastModified", TString, nullptr, checkTimestamp))

SHAPE(kTextContent, "TextContent", nullptr,
      req("type", TString),
      req("text", TString),
      opt("annotations", TObject, &kAnnotations),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kImageContent, "ImageContent", checkImageData,
      req("type", TString),
      req("data", TString),
      req("mimeType", TString, nullptr, checkMime),
      opt("annotations", TObject, &kAnnotations),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kAudioContent, "AudioContent", checkAudioData,
      req("type", TString),
      req("data", TString),
      req("mimeType", TString, nullptr, checkMime),
      opt("annotations", TObject, &kAnnotations),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResourceLink, "ResourceLink", nullptr,
      req("type", TString),
      req("uri", TString, nullptr, checkUri),
      req("name", TString),
      opt("title", TString),
      opt("description", TString),
      opt("mimeType", TString, nullptr, checkMime),
      opt("size", TInteger),
      opt("annotations", TObject, &kAnnotations),
      optList("icons", TObject, &kIcon),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResourceContents, "ResourceContents", checkResourceContentsPair,
      req("uri", TString, nullptr, checkUri),
      opt("mimeType", TString, nullptr, checkMime),
      opt("text", TString),
      opt("blob", TString, nullptr, checkBase64Member),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kEmbeddedResource, "EmbeddedResource", nullptr,
      req("type", TString),
      req("resource", TObject, nullptr, checkResourceContents),
      opt("annotations", TObject, &kAnnotations),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kToolUseContent, "ToolUseContent", nullptr,
      req("type", TString),
      req("id", TString),
      req("name", TString),
      req("input", TObject),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kToolResultContent, "ToolResultContent", nullptr,
      req("type", TString),
      req("toolUseId", TString),
      reqList("content", TObject, nullptr, checkContentBlock),
      opt("structuredContent", TObject),
      opt("isError", TBool),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kToolAnnotations, "ToolAnnotations", nullptr,
      opt("title", TString),
      opt("readOnlyHint", TBool),
      opt("destructiveHint", TBool),
      opt("idempotentHint", TBool),
      opt("openWorldHint", TBool))

SHAPE(kToolExecution, "ToolExecution", nullptr,
      opt("taskSupport", TString, nullptr, checkTaskSupport))

SHAPE(kTool, "Tool", nullptr,
      req("name", TString, nullptr, checkToolName),
      opt("title", TString),
      opt("description", TString),
      req("inputSchema", TObject, nullptr, checkInputSchema),
      opt("outputSchema", TObject, nullptr, checkOutputSchema),
      opt("annotations", TObject, &kToolAnnotations),
      opt("execution", TObject, &kToolExecution),
      optList("icons", TObject, &kIcon),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kTaskMetadata, "TaskMetadata", nullptr,
      opt("ttl", TInteger))

SHAPE(kTask, "Task", nullptr,
      req("taskId", TString),
      req("status", TString, nullptr, checkTaskStatus),
      opt("statusMessage", TString),
      req("createdAt", TString, nullptr, checkTimestamp),
      req("lastUpdatedAt", TString, nullptr, checkTimestamp),
      req("ttl", TInteger | TNull),
      opt("pollInterval", TInteger),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResource, "Resource", nullptr,
      req("uri", TString, nullptr, checkUri),
      req("name", TString),
      opt("title", TString),
      opt("description", TString),
      opt("mimeType", TString, nullptr, checkMime),
      opt("size", TInteger),
      opt("annotations", TObject, &kAnnotations),
      optList("icons", TObject, &kIcon),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResourceTemplate, "ResourceTemplate", nullptr,
      req("uriTemplate", TString, nullptr, checkUriTemplate),
      req("name", TString),
      opt("title", TString),
      opt("description", TString),
      opt("mimeType", TString, nullptr, checkMime),
      opt("annotations", TObject, &kAnnotations),
      optList("icons", TObject, &kIcon),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kPromptArgument, "PromptArgument", nullptr,
      req("name", TString),
      opt("title", TString),
      opt("description", TString),
      opt("required", TBool))

SHAPE(kPrompt, "Prompt", nullptr,
      req("name", TString),
      opt("title", TString),
      opt("description", TString),
      optList("arguments", TObject, &kPromptArgument),
      optList("icons", TObject, &kIcon),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kPromptMessage, "PromptMessage", nullptr,
      req("role", TString, nullptr, checkRole),
      req("content", TObject, nullptr, checkContentBlock))

SHAPE(kRoot, "Root", nullptr,
      req("uri", TString, nullptr, checkRootUri),
      opt("name", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kModelHint, "ModelHint", nullptr,
      opt("name", TString))

SHAPE(kModelPreferences, "ModelPreferences", nullptr,
      optList("hints", TObject, &kModelHint),
      opt("costPriority", TNumber, nullptr, checkUnitInterval),
      opt("speedPriority", TNumber, nullptr, checkUnitInterval),
      opt("intelligencePriority", TNumber, nullptr, checkUnitInterval))

SHAPE(kSamplingMessage, "SamplingMessage", nullptr,
      req("role", TString, nullptr, checkRole),
      req("content", TObject | TArray, nullptr, checkSamplingContent),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kToolChoice, "ToolChoice", nullptr,
      opt("mode", TString, nullptr, checkToolChoiceMode))

SHAPE(kCompletionArgument, "CompleteRequest argument", nullptr,
      req("name", TString),
      req("value", TString))

SHAPE(kCompletionContext, "CompleteRequest context", nullptr,
      opt("arguments", TObject, nullptr, checkStringMap))

SHAPE(kCompletionValues, "CompleteResult completion", checkCompletion,
      reqList("values", TString),
      opt("total", TInteger),
      opt("hasMore", TBool))

// Params of requests and notifications.

SHAPE(kRequestParams, "Request params", nullptr,
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kNotificationParams, "Notification params", nullptr,
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kPaginatedParams, "PaginatedRequest params", nullptr,
      opt("cursor", TString),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kInitializeParams, "InitializeRequest params", nullptr,
      req("protocolVersion", TString),
      req("capabilities", TObject, &kClientCapabilities),
      req("clientInfo", TObject, &kImplementation),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kUriParams, "Resource request params", nullptr,
      req("uri", TString, nullptr, checkUri),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kGetPromptParams, "GetPromptRequest params", nullptr,
      req("name", TString),
      opt("arguments", TObject, nullptr, checkStringMap),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kCallToolParams, "CallToolRequest params", checkCallToolParams,
      req("name", TString),
      opt("arguments", TObject),
      opt("task", TObject, &kTaskMetadata),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kTaskIdParams, "Task request params", nullptr,
      req("taskId", TString),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kSetLevelParams, "SetLevelRequest params", nullptr,
      req("level", TString, nullptr, checkLoggingLevel),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kCompleteParams, "CompleteRequest params", nullptr,
      req("ref", TObject, nullptr, checkCompletionRef),
      req("argument", TObject, &kCompletionArgument),
      opt("context", TObject, &kCompletionContext),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kCreateMessageParams, "CreateMessageRequest params", checkSamplingParams,
      reqList("messages", TObject, &kSamplingMessage),
      req("maxTokens", TInteger),
      opt("systemPrompt", TString),
      opt("modelPreferences", TObject, &kModelPreferences),
      opt("includeContext", TString, nullptr, checkIncludeContext),
      opt("temperature", TNumber),
      optList("stopSequences", TString),
      opt("metadata", TObject),
      optList("tools", TObject, &kTool),
      opt("toolChoice", TObject, &kToolChoice),
      opt("task", TObject, &kTaskMetadata),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kCancelledParams, "CancelledNotification params", checkCancelled,
      opt("requestId", TString | TInteger),
      opt("reason", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kProgressParams, "ProgressNotification params", checkProgress,
      req("progressToken", TString | TInteger),
      req("progress", TNumber),
      opt("total", TNumber),
      opt("message", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kResourceUpdatedParams, "ResourceUpdatedNotification params", nullptr,
      req("uri", TString, nullptr, checkUri),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kLoggingMessageParams, "LoggingMessageNotification params", nullptr,
      req("level", TString, nullptr, checkLoggingLevel),
      opt("logger", TString),
      req("data", TAny),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kElicitationCompleteParams, "ElicitationCompleteNotification params", nullptr,
      req("elicitationId", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kTaskStatusParams, "TaskStatusNotification params", nullptr,
      req("taskId", TString),
      req("status", TString, nullptr, checkTaskStatus),
      opt("statusMessage", TString),
      req("createdAt", TString, nullptr, checkTimestamp),
      req("lastUpdatedAt", TString, nullptr, checkTimestamp),
      req("ttl", TInteger | TNull),
      opt("pollInterval", TInteger),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kElicitFormParams, "ElicitRequest params (form mode)", nullptr,
      opt("mode", TString),
      req("message", TString),
      req("requestedSchema", TObject),
      opt("task", TObject, &kTaskMetadata),
      opt("_meta", TObject, nullptr, checkRequestMeta))

SHAPE(kElicitUrlParams, "ElicitRequest params (URL mode)", nullptr,
      req("mode", TString),
      req("message", TString),
      req("url", TString, nullptr, checkUri),
      req("elicitationId", TString),
      opt("task", TObject, &kTaskMetadata),
      opt("_meta", TObject, nullptr, checkRequestMeta))

// Results.

SHAPE(kEmptyResult, "EmptyResult", checkEmptyResult,
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kAnyResult, "Result", nullptr,
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kInitializeResult, "InitializeResult", nullptr,
      req("protocolVersion", TString),
      req("capabilities", TObject, &kServerCapabilities),
      req("serverInfo", TObject, &kImplementation),
      opt("instructions", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListToolsResult, "ListToolsResult", checkToolList,
      reqList("tools", TObject, &kTool),
      opt("nextCursor", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kCallToolResult, "CallToolResult", checkCallToolResult,
      reqList("content", TObject, nullptr, checkContentBlock),
      opt("structuredContent", TObject),
      opt("isError", TBool),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kCreateTaskResult, "CreateTaskResult", nullptr,
      req("task", TObject, &kTask),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListResourcesResult, "ListResourcesResult", nullptr,
      reqList("resources", TObject, &kResource),
      opt("nextCursor", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListTemplatesResult, "ListResourceTemplatesResult", nullptr,
      reqList("resourceTemplates", TObject, &kResourceTemplate),
      opt("nextCursor", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kReadResourceResult, "ReadResourceResult", nullptr,
      reqList("contents", TObject, nullptr, checkResourceContents),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListPromptsResult, "ListPromptsResult", nullptr,
      reqList("prompts", TObject, &kPrompt),
      opt("nextCursor", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kGetPromptResult, "GetPromptResult", nullptr,
      opt("description", TString),
      reqList("messages", TObject, &kPromptMessage),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kCompleteResult, "CompleteResult", nullptr,
      req("completion", TObject, &kCompletionValues),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kCreateMessageResult, "CreateMessageResult", checkSamplingResult,
      req("role", TString, nullptr, checkRole),
      req("content", TObject | TArray, nullptr, checkSamplingContent),
      req("model", TString),
      opt("stopReason", TString),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListRootsResult, "ListRootsResult", nullptr,
      reqList("roots", TObject, &kRoot),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kElicitResult, "ElicitResult", checkElicitResult,
      req("action", TString, nullptr, checkElicitAction),
      opt("content", TObject),
      opt("_meta", TObject, nullptr, checkMeta))

SHAPE(kListTasksResult, "ListTasksResult", nullptr,
      reqList("tasks", TObject, &kTask),
      opt("nextCursor", TString),
      opt("_meta", TObject, nullptr, checkMeta))

// --- code for what tables cannot say -----------------------------------------------------------

void checkMetaKeys(Walk &w, const JValue &v, const Path &p, bool request)
{
    const JObject meta = v.toObject();
    for (auto it = meta.constBegin(); it != meta.constEnd() && !w.full(); ++it) {
        const Text name(it);
        const QStringView key = name;
        const Path at = join(p, it);
        QString why;
        if (!checkMetaKey(key, &why)) {
            w.add("mcp.meta.key", tr("_meta key %1 is not a valid key name: %2").arg(quoted(key), why), at);
            continue;
        }
        const JValue value = it.value();
        if (request && key == QLatin1String("progressToken")) {
            if (!(typeBits(value) & (TString | TInteger)))
                w.add("mcp.member.type", tr("_meta: \"progressToken\" must be a string or an integer, not %1")
                                             .arg(describeValue(value)),
                      at);
            continue;
        }
        if (key == QLatin1String("io.modelcontextprotocol/related-task")) {
            if (!value.isObject())
                w.add("mcp.member.type", tr("_meta: \"%1\" must be an object, not %2").arg(key, describeValue(value)), at);
            else
                applyShape(w, value.toObject(), kRelatedTask, at);
            continue;
        }
        if (key == QLatin1String("io.modelcontextprotocol/model-immediate-response")) {
            if (!value.isString())
                w.add("mcp.member.type", tr("_meta: \"%1\" must be a string, not %2").arg(key, describeValue(value)), at);
            continue;
        }
        if (w.spec20251125 && isReservedMetaKey(key)) {
            w.add("mcp.meta.reserved", tr("_meta key %1 uses a prefix reserved for MCP, but MCP defines no such key")
                                           .arg(quoted(key)),
                  at);
        }
    }
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

void checkRootUri(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text text(v);
    const QStringView uri = text;
    QString why;
    if (!shapesyntax::checkUri(uri, &why)) {
        w.add("mcp.uri.syntax", tr("%1 is not a valid URI: %2").arg(quoted(uri), why), p);
        return;
    }
    if (!uri.startsWith(QLatin1String("file://")))
        w.add("mcp.roots.fileUri", tr("Root URI %1 does not start with file:// (roots must be file:// URIs)").arg(quoted(uri)), p);
}

/// Text for one content block type list in messages.
QString typeList(std::initializer_list<const char *> types)
{
    QStringList names;
    for (const char *t : types)
        names << QLatin1Char('"') + QLatin1StringView(t) + QLatin1Char('"');
    return names.join(QLatin1String(", "));
}

/// A content block: text, image, audio, resource_link, resource (ContentBlock), and for
/// sampling tool_use and tool_result instead of the two resource kinds.
void checkBlock(Walk &w, const JValue &v, const Path &p, bool sampling)
{
    if (!v.isObject()) {
        w.add("mcp.member.type", tr("A content block must be an object, not %1").arg(describeValue(v)), p);
        return;
    }
    const JObject block = v.toObject();
    const JValue type = block.value(QLatin1String("type"));
    if (type.isUndefined()) {
        w.add("mcp.member.missing", tr("Content block: required member \"type\" is missing"), p);
        return;
    }
    if (!type.isString()) {
        w.add("mcp.member.type", tr("Content block: \"type\" must be a string, not %1").arg(describeValue(type)), join(p, u"type"));
        return;
    }
    if (type.equals(QLatin1String("text")))
        applyShape(w, block, kTextContent, p);
    else if (type.equals(QLatin1String("image")))
        applyShape(w, block, kImageContent, p);
    else if (type.equals(QLatin1String("audio")))
        applyShape(w, block, kAudioContent, p);
    else if (!sampling && type.equals(QLatin1String("resource_link")))
        applyShape(w, block, kResourceLink, p);
    else if (!sampling && type.equals(QLatin1String("resource")))
        applyShape(w, block, kEmbeddedResource, p);
    else if (sampling && type.equals(QLatin1String("tool_use")))
        applyShape(w, block, kToolUseContent, p);
    else if (sampling && type.equals(QLatin1String("tool_result")))
        applyShape(w, block, kToolResultContent, p);
    else
        w.add("mcp.content.type", tr("Unknown content block type %1 (here it must be %2)")
                                      .arg(quoted(type.toString()), sampling ? typeList({"text", "image", "audio", "tool_use", "tool_result"})
                                                                             : typeList({"text", "image", "audio", "resource_link", "resource"})),
              join(p, u"type"));
}

void checkContentBlock(Walk &w, const JValue &v, const Path &p)
{
    checkBlock(w, v, p, false);
}

void checkSamplingContent(Walk &w, const JValue &v, const Path &p)
{
    if (v.isArray()) {
        const JArray blocks = v.toArray();
        for (qsizetype i = 0; i < blocks.size() && !w.full(); ++i)
            checkBlock(w, blocks.at(i), join(p, i), true);
        return;
    }
    checkBlock(w, v, p, true);
}

void checkResourceContents(Walk &w, const JValue &v, const Path &p)
{
    if (v.isObject())
        applyShape(w, v.toObject(), kResourceContents, p);
}

void checkResourceContentsPair(Walk &w, const JObject &o, const Path &p)
{
    const bool text = !member(w, o, QLatin1String("text")).isUndefined();
    const bool blob = !member(w, o, QLatin1String("blob")).isUndefined();
    if (text && blob)
        w.add("mcp.resource.textBlob", tr("Resource contents have both \"text\" and \"blob\" (exactly one is allowed)"), p);
    else if (!text && !blob)
        w.add("mcp.resource.textBlob", tr("Resource contents have neither \"text\" nor \"blob\" (exactly one is required)"), p);
}

/// Leading bytes of the formats clients are most likely to meet, to catch a mimeType that
/// does not describe the data.
bool magicMatches(QStringView mime, const QByteArray &head, bool *known)
{
    *known = true;
    auto starts = [&](const char *sig, int n) { return head.size() >= n && memcmp(head.constData(), sig, size_t(n)) == 0; };
    auto riff = [&](const char *form) { return starts("RIFF", 4) && head.size() >= 12 && memcmp(head.constData() + 8, form, 4) == 0; };
    const QString m = mime.toString().toLower().section(QLatin1Char(';'), 0, 0).trimmed();
    if (m == QLatin1String("image/png"))
        return starts("\x89PNG\r\n\x1a\n", 8);
    if (m == QLatin1String("image/jpeg") || m == QLatin1String("image/jpg"))
        return starts("\xff\xd8\xff", 3);
    if (m == QLatin1String("image/gif"))
        return starts("GIF87a", 6) || starts("GIF89a", 6);
    if (m == QLatin1String("image/webp"))
        return riff("WEBP");
    if (m == QLatin1String("audio/wav") || m == QLatin1String("audio/x-wav") || m == QLatin1String("audio/wave"))
        return riff("WAVE");
    if (m == QLatin1String("audio/ogg"))
        return starts("OggS", 4);
    if (m == QLatin1String("audio/flac") || m == QLatin1String("audio/x-flac"))
        return starts("fLaC", 4);
    if (m == QLatin1String("audio/mpeg") || m == QLatin1String("audio/mp3"))
        return starts("ID3", 3) || (head.size() >= 2 && uchar(head.at(0)) == 0xff && (uchar(head.at(1)) & 0xe0) == 0xe0);
    *known = false;
    return true;
}

void checkMediaData(Walk &w, const JObject &o, const Path &p, const char *family)
{
    const JValue data = member(w, o, QLatin1String("data"));
    if (!data.isString())
        return;
    // Data is usually large: decoded once, for the base64 check and the magic bytes.
    const Text text(data);
    if (!checkBase64Text(w, text, join(p, u"data")))
        return;
    const JValue mime = member(w, o, QLatin1String("mimeType"));
    if (!mime.isString())
        return;
    const Text mimeText(mime);
    const QStringView m = mimeText;
    const QLatin1StringView prefix(family);
    if (!(m.startsWith(prefix, Qt::CaseInsensitive) && m.size() > prefix.size() && m.at(prefix.size()) == QLatin1Char('/'))) {
        QString why;
        if (checkMimeType(m, &why)) {
            w.add("mcp.content.mimeType", tr("%1 content has mimeType %2, which is not an %1/* type")
                                              .arg(QLatin1StringView(family), quoted(m)),
                  join(p, u"mimeType"));
        }
        return;
    }
    if (text.view().isEmpty())
        return;
    bool known = false;
    const QByteArray head = decodeBase64Prefix(text, 16);
    if (!magicMatches(m, head, &known) && known)
        w.add("mcp.content.mimeMismatch", tr("The data does not start like %1 (its first bytes: %2)")
                                              .arg(quoted(m), QString::fromLatin1(head.left(8).toHex(' '))),
              join(p, u"data"));
}

void checkImageData(Walk &w, const JObject &o, const Path &p)
{
    checkMediaData(w, o, p, "image");
}

void checkAudioData(Walk &w, const JObject &o, const Path &p)
{
    checkMediaData(w, o, p, "audio");
}

// Tools ----------------------------------------------------------------------------------------

/// The per-tool schema cache: tools/call results are frequent, the tool's schemas rarely
/// change, and QJsonObject's == is a pointer compare while the implicitly shared data is the
/// same one the session holds.
struct CachedToolSchema
{
    QJsonObject schema;
    std::shared_ptr<schemacheck::CompiledSchema> compiled;
};

std::shared_ptr<schemacheck::CompiledSchema> compiledToolSchema(QStringView toolName, const char *member,
                                                                 const QJsonObject &schema)
{
    thread_local QHash<QString, CachedToolSchema> inputs;
    thread_local QHash<QString, CachedToolSchema> outputs;
    QHash<QString, CachedToolSchema> &cache = qstrcmp(member, "inputSchema") == 0 ? inputs : outputs;
    const auto it = cache.find(toolName);
    if (it != cache.end() && it->schema == schema) {
        // Keep the session's copy: the next call of this tool compares equal by its pointer.
        it->schema = schema;
        return it->compiled;
    }
    schemacheck::SchemaProblem problem;
    auto compiled = schemacheck::compileCached(schema, &problem);
    if (cache.size() >= 512)
        cache.clear();
    cache.insert(toolName.toString(), CachedToolSchema{schema, compiled});
    return compiled;
}

/// What the rules read from the listed tool @p tool named @p name: kept in the session's
/// ToolSchemaSet when it has one (no lookups in the tool object, no comparison of its schemas
/// with an earlier session's copies), else read afresh into @p scratch.
ToolSchemaSet::Tool &toolFacts(const Walk &w, QStringView name, const QJsonObject &tool, ToolSchemaSet::Tool &scratch)
{
    ToolSchemaSet *set = w.ctx.toolSchemas;
    if (set) {
        // Same text, same tools: a name found here describes the same tool.
        const auto it = set->tools.find(name);
        if (it != set->tools.end())
            return *it;
    }
    ToolSchemaSet::Tool facts;
    facts.taskSupport = tool.value(QLatin1String("execution")).toObject().value(QLatin1String("taskSupport")).toString();
    const QJsonValue input = tool.value(QLatin1String("inputSchema"));
    facts.hasInput = input.isObject();
    facts.input = input.toObject();
    const QJsonValue output = tool.value(QLatin1String("outputSchema"));
    facts.hasOutput = output.isObject();
    facts.output = output.toObject();
    if (set)
        return *set->tools.insert(name.toString(), std::move(facts));
    scratch = std::move(facts);
    return scratch;
}

/// The compiled inputSchema (@p output false) or outputSchema of a tool, compiled on first use.
std::shared_ptr<schemacheck::CompiledSchema> toolSchema(QStringView name, ToolSchemaSet::Tool &facts, bool output)
{
    if (output) {
        if (!facts.outputCompiled) {
            facts.compiledOutput = compiledToolSchema(name, "outputSchema", facts.output);
            facts.outputCompiled = true;
        }
        return facts.compiledOutput;
    }
    if (!facts.inputCompiled) {
        facts.compiledInput = compiledToolSchema(name, "inputSchema", facts.input);
        facts.inputCompiled = true;
    }
    return facts.compiledInput;
}

/// A JSON Schema embedded in a message: usable at all? Compiled by its text: the same text
/// comes in every copy of a tools/list result or an elicitation form.
void checkEmbeddedSchema(Walk &w, const JObject &schema, const Path &p, const char *what)
{
    schemacheck::SchemaProblem problem;
    if (schemacheck::compileCachedText(schema.raw(), &problem))
        return;
    if (problem.kind == schemacheck::SchemaProblem::Unchecked)
        w.add("mcp.schema.unchecked", tr("%1 was not checked: %2").arg(QLatin1StringView(what), problem.reason), QString(p.toString() + problem.pointer));
    else
        w.add("mcp.schema.invalid", tr("%1 is not a valid JSON Schema: %2").arg(QLatin1StringView(what), problem.reason),
              QString(p.toString() + problem.pointer));
}

void checkToolSchema(Walk &w, const JValue &v, const Path &p, const char *what, const char *code)
{
    if (!v.isObject())
        return;
    const JObject schema = v.toObject();
    const JValue type = schema.value(QLatin1String("type"));
    if (!type.equals(QLatin1String("object"))) {
        w.add(code, type.isUndefined() ? tr("%1 must be an object schema: \"type\": \"object\" is missing").arg(QLatin1StringView(what))
                                       : tr("%1 must be an object schema (\"type\": \"object\"), not \"type\": %2")
                                             .arg(QLatin1StringView(what), describeValue(type)),
              type.isUndefined() ? p : join(p, u"type"));
    }
    const JValue properties = schema.value(QLatin1String("properties"));
    if (!properties.isUndefined()) {
        if (!properties.isObject()) {
            w.add(code, tr("%1: \"properties\" must be an object, not %2").arg(QLatin1StringView(what), describeValue(properties)),
                  join(p, u"properties"));
        } else {
            const JObject props = properties.toObject();
            const Path propertiesAt = join(p, u"properties");
            for (auto it = props.constBegin(); it != props.constEnd(); ++it) {
                if (!it.value().isObject()) {
                    w.add(code, tr("%1: property %2 must be described by a schema object, not %3")
                                    .arg(QLatin1StringView(what), quoted(it.key()), describeValue(it.value())),
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
            w.add(code, tr("%1: \"required\" must be an array of property names").arg(QLatin1StringView(what)), join(p, u"required"));
    }
    const JValue dialect = schema.value(QLatin1String("$schema"));
    if (!dialect.isUndefined() && !dialect.isString())
        w.add(code, tr("%1: \"$schema\" must be a string").arg(QLatin1StringView(what)), join(p, u"$schema"));
    checkEmbeddedSchema(w, schema, p, what);
}

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
            w.add("mcp.tool.duplicate", tr("Tool name %1 appears twice in the list (items %2 and %3); names should be unique")
                                            .arg(quoted(name)).arg(*it).arg(i),
                  join(join(join(p, u"tools"), i), u"name"));
        } else {
            seen.insert(name, i);
        }
    }
}

const QJsonObject *findTool(const Walk &w, QStringView name)
{
    if (!w.ctx.toolsByName)
        return nullptr;
    const auto it = w.ctx.toolsByName->constFind(name);
    return it == w.ctx.toolsByName->cend() ? nullptr : &*it;
}

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
    const QJsonObject *tool = findTool(w, name);
    if (!tool) {
        if (w.ctx.toolsByName && !w.ctx.toolsByName->isEmpty())
            w.add("mcp.tool.unknown", tr("tools/call names tool %1, which no tools/list result listed").arg(quoted(name)),
                  join(p, u"name"));
        return;
    }
    ToolSchemaSet::Tool scratch;
    ToolSchemaSet::Tool &facts = toolFacts(w, name, *tool, scratch);
    const QString &taskSupport = facts.taskSupport;
    const bool asTask = member(w, o, QLatin1String("task")).isObject();
    if (asTask && (taskSupport.isEmpty() || taskSupport == QLatin1String("forbidden")))
        w.add("mcp.tool.taskSupport", tr("Tool %1 is called as a task, but it does not support task execution").arg(quoted(name)),
              join(p, u"task"));
    else if (!asTask && taskSupport == QLatin1String("required"))
        w.add("mcp.tool.taskSupport", tr("Tool %1 requires task execution, but it is called without \"task\"").arg(quoted(name)), p);

    const JValue arguments = member(w, o, QLatin1String("arguments"));
    if (!facts.hasInput || !(arguments.isUndefined() || arguments.isObject()))
        return;
    auto compiled = toolSchema(name, facts, false);
    if (!compiled)
        return; // the schema's own problem was reported with the tools/list result
    QList<schemacheck::Violation> violations;
    QString skipped;
    // Omitted arguments are an empty object to the tool: its required properties still apply.
    const bool checked = arguments.isUndefined()
        ? schemacheck::validate(*compiled, QJsonValue(QJsonObject()), &violations, 5, &skipped)
        : schemacheck::validate(*compiled, arguments, &violations, 5, &skipped);
    if (!checked) {
        w.add("mcp.schema.unchecked", tr("The arguments were not checked against the tool's inputSchema: %1").arg(skipped),
              join(p, u"arguments"));
        return;
    }
    if (!violations.isEmpty())
        reportViolations(w, "mcp.tool.arguments", tr("Arguments do not match the inputSchema of tool %1").arg(quoted(name)),
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
            w.add("mcp.tool.structuredContent.text", tr("structuredContent comes without a text block carrying its JSON for older clients"),
                  join(p, u"content"));
    }
    if (w.ctx.method != QLatin1String("tools/call"))
        return;
    const QString &name = w.ctx.request.toolName;
    const QJsonObject *tool = findTool(w, name);
    if (!tool)
        return;
    ToolSchemaSet::Tool scratch;
    ToolSchemaSet::Tool &facts = toolFacts(w, name, *tool, scratch);
    if (!facts.hasOutput)
        return;
    if (member(w, o, QLatin1String("isError")).toBool())
        return;
    if (structured.isUndefined()) {
        w.add("mcp.tool.structuredContent.missing", tr("Tool %1 declares an outputSchema, but its result has no structuredContent")
                                                        .arg(quoted(name)),
              p);
        return;
    }
    if (!structured.isObject())
        return;
    auto compiled = toolSchema(name, facts, true);
    if (!compiled)
        return;
    QList<schemacheck::Violation> violations;
    QString skipped;
    if (!schemacheck::validate(*compiled, structured, &violations, 5, &skipped)) {
        w.add("mcp.schema.unchecked", tr("structuredContent was not checked against the tool's outputSchema: %1").arg(skipped),
              join(p, u"structuredContent"));
        return;
    }
    if (!violations.isEmpty())
        reportViolations(w, "mcp.tool.structuredContent", tr("structuredContent does not match the outputSchema of tool %1").arg(quoted(name)),
                         join(p, u"structuredContent"), violations);
}

// Completion ----------------------------------------------------------------------------------

SHAPE(kPromptReference, "PromptReference", nullptr,
      req("type", TString),
      req("name", TString),
      opt("title", TString))

SHAPE(kResourceTemplateReference, "ResourceTemplateReference", nullptr,
      req("type", TString),
      req("uri", TString, nullptr, checkUriTemplate))

#undef SHAPE

void checkCompletionRef(Walk &w, const JValue &v, const Path &p)
{
    const JObject ref = v.toObject();
    const JValue type = ref.value(QLatin1String("type"));
    if (type.isUndefined()) {
        w.add("mcp.member.missing", tr("CompleteRequest ref: required member \"type\" is missing"), p);
        return;
    }
    if (type.equals(QLatin1String("ref/prompt")))
        applyShape(w, ref, kPromptReference, p);
    else if (type.equals(QLatin1String("ref/resource")))
        applyShape(w, ref, kResourceTemplateReference, p);
    else
        w.add("mcp.completion.ref", tr("Completion reference type %1 is neither \"ref/prompt\" nor \"ref/resource\"")
                                        .arg(describeValue(type)),
              join(p, u"type"));
}

void checkCompletion(Walk &w, const JObject &o, const Path &p)
{
    const JValue values = member(w, o, QLatin1String("values"));
    if (!values.isArray())
        return;
    const qsizetype count = values.toArray().size();
    if (count > 100)
        w.add("mcp.completion.values", tr("%1 completion values (at most 100 are allowed)").arg(count), join(p, u"values"));
    const JValue total = member(w, o, QLatin1String("total"));
    if (typeBits(total) == TInteger && total.toDouble() < double(count))
        w.add("mcp.completion.total", tr("total is %1, fewer than the %2 values sent").arg(total.toInteger()).arg(count),
              join(p, u"total"));
}

// Sampling ------------------------------------------------------------------------------------

/// The content of a sampling message as a list of blocks (it may be one block or an array).
class Blocks
{
public:
    explicit Blocks(const JValue &content) : m_single(content), m_array(content.toArray()), m_isArray(content.isArray()) {}
    bool isArray() const { return m_isArray; }
    qsizetype size() const { return m_isArray ? m_array.size() : 1; }
    JValue at(qsizetype i) const { return m_isArray ? m_array.at(i) : m_single; }

private:
    JValue m_single;
    JArray m_array;
    bool m_isArray;
};

/// Whether @p block is an object whose "type" is @p type.
bool blockIs(const JValue &block, QLatin1StringView type)
{
    return block.toObject().value(QLatin1String("type")).equals(type);
}

void checkSamplingParams(Walk &w, const JObject &o, const Path &p)
{
    const JValue maxTokens = member(w, o, QLatin1String("maxTokens"));
    if (typeBits(maxTokens) == TInteger && maxTokens.toDouble() < 1)
        w.add("mcp.sampling.maxTokens", tr("maxTokens is %1; it must allow at least one token").arg(maxTokens.toInteger()),
              join(p, u"maxTokens"));

    const JArray messages = member(w, o, QLatin1String("messages")).toArray();
    QSet<QString> pendingToolUses; // ids of the previous assistant message's tool_use blocks
    qsizetype pendingFrom = -1;
    for (qsizetype i = 0; i < messages.size() && !w.full(); ++i) {
        const JObject message = messages.at(i).toObject();
        const JValue role = message.value(QLatin1String("role"));
        const bool assistant = role.equals(QLatin1String("assistant"));
        const bool user = role.equals(QLatin1String("user"));
        const Path messagesAt = join(p, u"messages");
        const Path at = join(messagesAt, i);
        const Blocks blocks(message.value(QLatin1String("content")));
        bool hasToolResult = false;
        bool hasOther = false;
        QSet<QString> uses;
        QSet<QString> results;
        for (qsizetype b = 0; b < blocks.size(); ++b) {
            const JValue block = blocks.at(b);
            const Path contentAt = join(at, u"content");
            const Path blockAt = blocks.isArray() ? join(contentAt, b) : contentAt;
            if (blockIs(block, QLatin1String("tool_result"))) {
                hasToolResult = true;
                results.insert(block.toObject().value(QLatin1String("toolUseId")).toString());
                if (assistant)
                    w.add("mcp.sampling.toolRole", tr("A tool_result block in an assistant message (tool results belong in user messages)"), blockAt);
            } else {
                hasOther = true;
                if (blockIs(block, QLatin1String("tool_use"))) {
                    uses.insert(block.toObject().value(QLatin1String("id")).toString());
                    if (user)
                        w.add("mcp.sampling.toolRole", tr("A tool_use block in a user message (tool uses come from the assistant)"), blockAt);
                }
            }
        }
        if (hasToolResult && hasOther)
            w.add("mcp.sampling.toolResultMixed", tr("A message with tool results must contain only tool_result blocks"), join(at, u"content"));
        if (!pendingToolUses.isEmpty()) {
            QStringList missing;
            for (const QString &id : std::as_const(pendingToolUses)) {
                if (!results.contains(id))
                    missing << quoted(id);
            }
            missing.sort();
            if (!missing.isEmpty())
                w.add("mcp.sampling.toolResultMissing", tr("Message %1 has tool_use %2 that the next message does not answer with a tool_result")
                                                            .arg(pendingFrom).arg(missing.join(QLatin1String(", "))),
                      at);
        }
        if (hasToolResult) {
            // In order of the ids, not of the set: the same message reports the same way each run.
            QStringList answered(results.cbegin(), results.cend());
            answered.sort();
            for (const QString &id : std::as_const(answered)) {
                if (!pendingToolUses.contains(id))
                    w.add("mcp.sampling.toolUseId", tr("tool_result for %1, which the previous message did not request with a tool_use")
                                                        .arg(quoted(id)),
                          join(at, u"content"));
            }
        }
        pendingToolUses = assistant ? uses : QSet<QString>();
        pendingFrom = i;
    }
}

void checkSamplingResult(Walk &w, const JObject &o, const Path &p)
{
    const Blocks blocks(member(w, o, QLatin1String("content")));
    bool toolUse = false;
    for (qsizetype b = 0; b < blocks.size() && !toolUse; ++b)
        toolUse = blockIs(blocks.at(b), QLatin1String("tool_use"));
    if (toolUse && member(w, o, QLatin1String("role")).equals(QLatin1String("user")))
        w.add("mcp.sampling.toolRole", tr("A tool_use block in a user message (tool uses come from the assistant)"), join(p, u"content"));
    if (member(w, o, QLatin1String("stopReason")).equals(QLatin1String("toolUse")) && !toolUse)
        w.add("mcp.sampling.stopReason", tr("stopReason is \"toolUse\" but the content has no tool_use block"), join(p, u"stopReason"));
}

// Elicitation ---------------------------------------------------------------------------------

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
        schemaProblem(w, type.isUndefined() ? p : join(p, u"type"),
                      tr("Property %1 needs \"type\": one of \"string\", \"number\", \"integer\", \"boolean\" or \"array\" (multi-select)")
                          .arg(name()));
        return;
    }
    auto stringList = [&](const char *member) {
        const JValue list = s.value(QLatin1StringView(member));
        if (list.isUndefined())
            return;
        bool ok = list.isArray();
        for (const JValue e : list.toArray())
            ok = ok && e.isString();
        if (!ok)
            schemaProblem(w, join(p, QLatin1StringView(member)), tr("Property %1: \"%2\" must be an array of strings").arg(name(), QLatin1StringView(member)));
    };
    auto titledOptions = [&](const JValue &list, const Path &at, const char *member) {
        bool ok = list.isArray();
        for (const JValue e : list.toArray()) {
            const JObject option = e.toObject();
            ok = ok && e.isObject() && option.value(QLatin1String("const")).isString() && option.value(QLatin1String("title")).isString();
        }
        if (!ok)
            schemaProblem(w, at, tr("Property %1: \"%2\" must list options as {\"const\": string, \"title\": string}")
                                     .arg(name(), QLatin1StringView(member)));
    };
    auto numberMember = [&](const char *member, quint8 bits) {
        const JValue m = s.value(QLatin1StringView(member));
        if (!m.isUndefined() && !(typeBits(m) & bits))
            schemaProblem(w, join(p, QLatin1StringView(member)), tr("Property %1: \"%2\" must be %3, not %4")
                                                                      .arg(name(), QLatin1StringView(member), describeTypes(bits), describeValue(m)));
    };
    for (const char *nested : {"properties", "additionalProperties", "patternProperties", "$ref", "allOf", "anyOf", "not"}) {
        if (s.contains(QLatin1StringView(nested)))
            schemaProblem(w, join(p, QLatin1StringView(nested)), tr("Property %1 uses \"%2\": elicitation schemas are flat, primitive-only")
                                                                     .arg(name(), QLatin1StringView(nested)));
    }
    if (type.equals(QLatin1String("string"))) {
        const JValue format = s.value(QLatin1String("format"));
        if (!format.isUndefined()) {
            if (!format.isString() || !(format.equals(QLatin1String("email")) || format.equals(QLatin1String("uri"))
                                        || format.equals(QLatin1String("date")) || format.equals(QLatin1String("date-time"))))
                schemaProblem(w, join(p, u"format"), tr("Property %1: format %2 is not one of \"email\", \"uri\", \"date\", \"date-time\"")
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
            schemaProblem(w, join(p, u"default"), tr("Property %1: the default must be a string, not %2").arg(name(), describeValue(def)));
    } else if (type.equals(QLatin1String("number")) || type.equals(QLatin1String("integer"))) {
        numberMember("minimum", TNumber);
        numberMember("maximum", TNumber);
        numberMember("default", TNumber);
    } else if (type.equals(QLatin1String("boolean"))) {
        const JValue def = s.value(QLatin1String("default"));
        if (!def.isUndefined() && !def.isBool())
            schemaProblem(w, join(p, u"default"), tr("Property %1: the default must be a boolean, not %2").arg(name(), describeValue(def)));
    } else if (type.equals(QLatin1String("array"))) {
        const JValue items = s.value(QLatin1String("items"));
        const JObject itemSchema = items.toObject();
        const bool untitled = itemSchema.value(QLatin1String("type")).equals(QLatin1String("string"))
            && itemSchema.value(QLatin1String("enum")).isArray();
        const bool titled = itemSchema.contains(QLatin1String("anyOf"));
        if (!items.isObject() || (!untitled && !titled)) {
            schemaProblem(w, items.isUndefined() ? p : join(p, u"items"),
                          tr("Property %1 is an array: only multi-select enums are allowed (\"items\" with \"type\": \"string\" and \"enum\", or \"anyOf\" options)")
                              .arg(name()));
        } else if (untitled) {
            bool ok = true;
            for (const JValue e : itemSchema.value(QLatin1String("enum")).toArray())
                ok = ok && e.isString();
            if (!ok)
                schemaProblem(w, join(join(p, u"items"), u"enum"), tr("Property %1: \"enum\" must be an array of strings").arg(name()));
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
            schemaProblem(w, join(p, u"default"), tr("Property %1: the default must be an array of strings").arg(name()));
    } else {
        schemaProblem(w, join(p, u"type"), tr("Property %1 has type %2: elicitation allows only string, number, integer, boolean and multi-select enums")
                                               .arg(name(), quoted(type.toString())));
    }
}

void checkRequestedSchema(Walk &w, const JObject &schema, const Path &p)
{
    const JValue type = schema.value(QLatin1String("type"));
    if (!type.equals(QLatin1String("object")))
        schemaProblem(w, type.isUndefined() ? p : join(p, u"type"),
                      tr("requestedSchema must have \"type\": \"object\" (it has %1)").arg(type.isUndefined() ? tr("none") : describeValue(type)));
    const JValue properties = schema.value(QLatin1String("properties"));
    if (!properties.isObject()) {
        schemaProblem(w, properties.isUndefined() ? p : join(p, u"properties"),
                      properties.isUndefined() ? tr("requestedSchema needs \"properties\"")
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
            schemaProblem(w, join(p, u"required"), tr("requestedSchema \"required\" must be an array of property names"));
    }
    const JValue dialect = schema.value(QLatin1String("$schema"));
    if (!dialect.isUndefined() && !dialect.isString())
        schemaProblem(w, join(p, u"$schema"), tr("requestedSchema \"$schema\" must be a string"));
    checkEmbeddedSchema(w, schema, p, "requestedSchema");
}

void checkElicitParams(Walk &w, const JObject &o, const Path &p)
{
    const JValue mode = o.value(QLatin1String("mode"));
    if (mode.equals(QLatin1String("url"))) {
        applyShape(w, o, kElicitUrlParams, p);
        return;
    }
    if (!mode.isUndefined() && !mode.equals(QLatin1String("form"))) {
        if (!mode.isString())
            w.add("mcp.member.type", tr("ElicitRequest params: \"mode\" must be a string, not %1").arg(describeValue(mode)), join(p, u"mode"));
        else
            w.add("mcp.member.value", tr("Elicitation mode %1 is neither \"form\" nor \"url\"").arg(quoted(mode.toString())), join(p, u"mode"));
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
        w.add("mcp.elicitation.content", tr("content comes with action %1; it belongs only to \"accept\"").arg(quoted(actionValue.toString())),
              join(p, u"content"));
    else if (urlMode)
        w.add("mcp.elicitation.content", tr("content comes with a URL-mode elicitation; it belongs only to form mode"), join(p, u"content"));
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
            w.add("mcp.elicitation.value", tr("Value %1 is %2; elicitation values are strings, numbers, booleans or arrays of strings")
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
        reportViolations(w, "mcp.elicitation.contentSchema", tr("content does not match the requestedSchema"), contentAt, violations);
}

// Small cross-member rules ----------------------------------------------------------------------

void checkEmptyResult(Walk &w, const JObject &o, const Path &p)
{
    const qsizetype size = o.size();
    if (size == 0 || (size == 1 && !member(w, o, QLatin1String("_meta")).isUndefined()))
        return;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (!it.keyEquals(QLatin1String("_meta"))) {
            w.add("mcp.result.notEmpty", tr("The %1 result should be empty, but it has %2").arg(w.ctx.method, quoted(it.key())),
                  join(p, it));
            return;
        }
    }
}

void checkCancelled(Walk &w, const JObject &o, const Path &p)
{
    if (member(w, o, QLatin1String("requestId")).isUndefined())
        w.add("mcp.cancelled.requestId", tr("notifications/cancelled without a requestId cancels nothing (tasks are cancelled with tasks/cancel)"), p);
}

void checkProgress(Walk &w, const JObject &o, const Path &p)
{
    const JValue progress = member(w, o, QLatin1String("progress"));
    const JValue total = member(w, o, QLatin1String("total"));
    if (progress.isDouble() && total.isDouble() && progress.toDouble() > total.toDouble())
        w.add("mcp.progress.total", tr("progress %1 exceeds total %2").arg(progress.toDouble()).arg(total.toDouble()), join(p, u"progress"));
}

// --- per method -------------------------------------------------------------------------------

enum From : quint8 { FromClient = 1, FromServer = 2, FromBoth = 3 };

struct Method
{
    const char *name;
    bool request;         ///< false: a notification
    quint8 from;          ///< who may send it
    bool paramsRequired;
    const Shape *params;  ///< nullptr: paramsCheck decides
    ObjectCheck paramsCheck;
    const Shape *result;  ///< requests: the result's shape (nullptr: any result)
    bool taskAugmentable; ///< a "task" in the params turns the result into a CreateTaskResult
    const char *direction; ///< for messages: "client", "server"
};

const Method Methods[] = {
    {"initialize", true, FromClient, true, &kInitializeParams, nullptr, &kInitializeResult, false, "client"},
    {"ping", true, FromBoth, false, &kRequestParams, nullptr, &kEmptyResult, false, ""},
    {"resources/list", true, FromClient, false, &kPaginatedParams, nullptr, &kListResourcesResult, false, "client"},
    {"resources/templates/list", true, FromClient, false, &kPaginatedParams, nullptr, &kListTemplatesResult, false, "client"},
    {"resources/read", true, FromClient, true, &kUriParams, nullptr, &kReadResourceResult, false, "client"},
    {"resources/subscribe", true, FromClient, true, &kUriParams, nullptr, &kEmptyResult, false, "client"},
    {"resources/unsubscribe", true, FromClient, true, &kUriParams, nullptr, &kEmptyResult, false, "client"},
    {"prompts/list", true, FromClient, false, &kPaginatedParams, nullptr, &kListPromptsResult, false, "client"},
    {"prompts/get", true, FromClient, true, &kGetPromptParams, nullptr, &kGetPromptResult, false, "client"},
    {"tools/list", true, FromClient, false, &kPaginatedParams, nullptr, &kListToolsResult, false, "client"},
    {"tools/call", true, FromClient, true, &kCallToolParams, nullptr, &kCallToolResult, true, "client"},
    {"logging/setLevel", true, FromClient, true, &kSetLevelParams, nullptr, &kEmptyResult, false, "client"},
    {"completion/complete", true, FromClient, true, &kCompleteParams, nullptr, &kCompleteResult, false, "client"},
    {"tasks/get", true, FromBoth, true, &kTaskIdParams, nullptr, &kTask, false, ""},
    {"tasks/result", true, FromBoth, true, &kTaskIdParams, nullptr, &kAnyResult, false, ""},
    {"tasks/cancel", true, FromBoth, true, &kTaskIdParams, nullptr, &kTask, false, ""},
    {"tasks/list", true, FromBoth, false, &kPaginatedParams, nullptr, &kListTasksResult, false, ""},
    {"sampling/createMessage", true, FromServer, true, &kCreateMessageParams, nullptr, &kCreateMessageResult, true, "server"},
    {"roots/list", true, FromServer, false, &kRequestParams, nullptr, &kListRootsResult, false, "server"},
    {"elicitation/create", true, FromServer, true, nullptr, checkElicitParams, &kElicitResult, true, "server"},

    {"notifications/initialized", false, FromClient, false, &kNotificationParams, nullptr, nullptr, false, "client"},
    {"notifications/cancelled", false, FromBoth, true, &kCancelledParams, nullptr, nullptr, false, ""},
    {"notifications/progress", false, FromBoth, true, &kProgressParams, nullptr, nullptr, false, ""},
    {"notifications/roots/list_changed", false, FromClient, false, &kNotificationParams, nullptr, nullptr, false, "client"},
    {"notifications/resources/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false, "server"},
    {"notifications/resources/updated", false, FromServer, true, &kResourceUpdatedParams, nullptr, nullptr, false, "server"},
    {"notifications/prompts/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false, "server"},
    {"notifications/tools/list_changed", false, FromServer, false, &kNotificationParams, nullptr, nullptr, false, "server"},
    {"notifications/message", false, FromServer, true, &kLoggingMessageParams, nullptr, nullptr, false, "server"},
    {"notifications/elicitation/complete", false, FromServer, true, &kElicitationCompleteParams, nullptr, nullptr, false, "server"},
    {"notifications/tasks/status", false, FromBoth, true, &kTaskStatusParams, nullptr, nullptr, false, ""},
};

const Method *findMethod(const QString &name)
{
    // By the name's length first: few methods share one, and comparing a name is cheaper than
    // hashing it.
    constexpr qsizetype MaxLength = 48;
    struct ByLength
    {
        std::vector<const Method *> of[MaxLength + 1];
    };
    static const ByLength table = [] {
        ByLength t;
        for (const Method &m : Methods) {
            Q_ASSERT(qstrlen(m.name) <= MaxLength);
            t.of[qstrlen(m.name)].push_back(&m);
        }
        return t;
    }();
    const qsizetype size = name.size();
    if (size > MaxLength)
        return nullptr;
    const QChar *units = name.constData();
    for (const Method *m : table.of[size]) {
        // From the end: names of one length mostly differ in their last word.
        qsizetype i = size;
        while (i > 0 && units[i - 1].unicode() == uchar(m->name[i - 1]))
            --i;
        if (i == 0)
            return m;
    }
    return nullptr;
}

/// The table entry of @p name, which is @p ctx.method or not: when it is and the caller knew
/// the method as McpMethod (the session rules do), found by that instead of by the name.
const Method *methodOf(const QString &name, const ShapeContext &ctx)
{
    static const auto byMcp = [] {
        std::array<const Method *, size_t(McpMethod::RootsListChanged) + 1> table{};
        for (const Method &m : Methods) {
            const McpMethod mcp = mcpMethod(QString::fromLatin1(m.name));
            if (mcp != McpMethod::Other)
                table[size_t(mcp)] = &m;
        }
        return table;
    }();
    if (&name == &ctx.method && ctx.mcp != McpMethod::Other && size_t(ctx.mcp) < byMcp.size())
        return byMcp[size_t(ctx.mcp)];
    return findMethod(name);
}

// --- replaying what was checked before ----------------------------------------------------------

/// The diagnostics of shape checks that depend on nothing but the text they checked and the
/// few facts in the tag (method, direction, protocol version, ...), remembered per thread by
/// that text: a server's tool list or an elicitation form comes again and again, within a
/// session and across sessions with the same server, and is checked once.
class ShapeMemo
{
public:
    static constexpr qsizetype MinBytes = 256;         ///< smaller texts are cheaper to check than to look up
    static constexpr qsizetype MaxBytes = 4 << 20;     ///< text remembered, in all
    static constexpr qsizetype MaxEntries = 512;

    const Diagnostics *find(quint64 tag, QByteArrayView raw, size_t hash)
    {
        // The texts are in the language of when they were made.
        if (const quint32 generation = translationGeneration(); generation != m_generation) {
            m_entries.clear();
            m_bytes = 0;
            m_generation = generation;
        }
        const auto it = m_entries.constFind(hash);
        if (it == m_entries.cend() || it->tag != tag || QByteArrayView(it->raw) != raw)
            return nullptr;
        return &it->diagnostics;
    }

    void insert(quint64 tag, QByteArrayView raw, size_t hash, Diagnostics diagnostics)
    {
        if (raw.size() > MaxBytes / 4)
            return;
        if (m_entries.size() >= MaxEntries || m_bytes + raw.size() > MaxBytes) {
            // A bound against hostile churn; a real session has a handful of large texts.
            m_entries.clear();
            m_bytes = 0;
        }
        auto it = m_entries.find(hash);
        if (it != m_entries.end())
            m_bytes -= it->raw.size(); // a hash collision: the newer one stays
        m_entries.insert(hash, Entry{tag, raw.toByteArray(), std::move(diagnostics)});
        m_bytes += raw.size();
    }

private:
    struct Entry
    {
        quint64 tag;
        QByteArray raw;
        Diagnostics diagnostics; ///< pointers as the check made them; the index is set on replay
    };
    QHash<size_t, Entry> m_entries;
    qsizetype m_bytes = 0;
    quint32 m_generation = 0;
};

/// Runs @p check, or replays what it reported when it ran on the same @p raw text with the
/// same @p tag before. @p raw must be the exact text of what @p check looks at.
template<typename Check>
void memoized(quint64 tag, QByteArrayView raw, const ShapeContext &ctx, Diagnostics &out, Check check)
{
    if (raw.size() < ShapeMemo::MinBytes) {
        check();
        return;
    }
    thread_local ShapeMemo memo;
    const size_t hash = qHashBits(raw.data(), size_t(raw.size()), size_t(tag));
    if (const Diagnostics *seen = memo.find(tag, raw, hash)) {
        for (Diagnostic d : *seen) {
            d.messageIndex = ctx.index;
            out.append(std::move(d));
        }
        return;
    }
    const qsizetype before = out.size();
    check();
    memo.insert(tag, raw, hash, out.mid(before));
}

/// What the memo key must say besides the text: the kind of check, the method (its row),
/// who sent it, the protocol revision's rules, and whether the result is a task.
quint64 memoTag(int kind, const Method *method, const ShapeContext &ctx, bool task)
{
    const bool spec20251125 = ctx.protocolVersion.isEmpty() || ctx.protocolVersion >= QLatin1String("2025-11-25");
    return quint64(kind) | (quint64(method - Methods) << 4) | (quint64(ctx.direction == Direction::ClientToServer) << 12)
        | (quint64(spec20251125) << 13) | (quint64(task) << 14);
}

/// Whether the raw text can stand for @p value: an object, and the text is one.
bool rawIsObject(QByteArrayView raw, const JValue &value)
{
    return !raw.isEmpty() && raw.front() == '{' && value.isObject();
}

void checkInvocationParams(const Method *method, const QString &name, const JValue &params, const ShapeContext &ctx,
                           Diagnostics &out, bool request)
{
    Walk w(ctx, out);
    const quint8 sender = ctx.direction == Direction::ClientToServer ? FromClient : FromServer;
    if (!(method->from & sender)) {
        w.add("mcp.method.direction", request ? tr("%1 is a request only the %2 sends").arg(name, QLatin1StringView(method->direction))
                                              : tr("%1 is a notification only the %2 sends").arg(name, QLatin1StringView(method->direction)),
              QStringLiteral("/method"));
    }
    if (params.isUndefined()) {
        if (method->paramsRequired)
            w.add("mcp.params.missing", tr("%1 needs \"params\"").arg(name), QString());
        if (method->params)
            return;
    }
    if (!params.isUndefined() && !params.isObject())
        return; // jsonrpc.params.type
    const JObject object = params.toObject();
    const Path pointer(QLatin1StringView("/params"));
    if (method->params && !params.isUndefined())
        applyShape(w, object, *method->params, pointer);
    if (method->paramsCheck && !params.isUndefined())
        method->paramsCheck(w, object, pointer);
}

void checkInvocation(const QString &name, const JValue &params, const ShapeContext &ctx, Diagnostics &out, bool request,
                     QByteArrayView raw)
{
    const Method *method = methodOf(name, ctx);
    if (!method || method->request != request)
        return; // unknown methods, and requests sent as notifications, are the JSON-RPC rules' business
    // tools/call params are checked against the tools the session listed: never replayed.
    if (method->params == &kCallToolParams || !rawIsObject(raw, params)) {
        checkInvocationParams(method, name, params, ctx, out, request);
        return;
    }
    memoized(memoTag(request ? 1 : 2, method, ctx, false), raw, ctx, out,
             [&] { checkInvocationParams(method, name, params, ctx, out, request); });
}

void checkResult(const Method *method, const JObject &result, const ShapeContext &ctx, Diagnostics &out, bool task)
{
    Walk w(ctx, out);
    const Path pointer{QLatin1StringView()}; // the Validator prefixes "/result"
    applyShape(w, result, task ? kCreateTaskResult : *method->result, pointer);
}

const QList<QLatin1StringView> Codes = {
    QLatin1StringView("mcp.method.direction"),
    QLatin1StringView("mcp.params.missing"),
    QLatin1StringView("mcp.member.missing"),
    QLatin1StringView("mcp.member.type"),
    QLatin1StringView("mcp.member.value"),
    QLatin1StringView("mcp.member.range"),
    QLatin1StringView("mcp.meta.key"),
    QLatin1StringView("mcp.meta.reserved"),
    QLatin1StringView("mcp.uri.syntax"),
    QLatin1StringView("mcp.template.syntax"),
    QLatin1StringView("mcp.timestamp.format"),
    QLatin1StringView("mcp.icon.src"),
    QLatin1StringView("mcp.icon.sizes"),
    QLatin1StringView("mcp.content.type"),
    QLatin1StringView("mcp.content.base64"),
    QLatin1StringView("mcp.content.mimeType"),
    QLatin1StringView("mcp.content.mimeMismatch"),
    QLatin1StringView("mcp.resource.textBlob"),
    QLatin1StringView("mcp.tool.name"),
    QLatin1StringView("mcp.tool.duplicate"),
    QLatin1StringView("mcp.tool.inputSchema"),
    QLatin1StringView("mcp.tool.outputSchema"),
    QLatin1StringView("mcp.tool.unknown"),
    QLatin1StringView("mcp.tool.taskSupport"),
    QLatin1StringView("mcp.tool.arguments"),
    QLatin1StringView("mcp.tool.structuredContent"),
    QLatin1StringView("mcp.tool.structuredContent.missing"),
    QLatin1StringView("mcp.tool.structuredContent.text"),
    QLatin1StringView("mcp.schema.invalid"),
    QLatin1StringView("mcp.schema.unchecked"),
    QLatin1StringView("mcp.completion.ref"),
    QLatin1StringView("mcp.completion.values"),
    QLatin1StringView("mcp.completion.total"),
    QLatin1StringView("mcp.sampling.maxTokens"),
    QLatin1StringView("mcp.sampling.toolRole"),
    QLatin1StringView("mcp.sampling.toolResultMixed"),
    QLatin1StringView("mcp.sampling.toolResultMissing"),
    QLatin1StringView("mcp.sampling.toolUseId"),
    QLatin1StringView("mcp.sampling.stopReason"),
    QLatin1StringView("mcp.elicitation.schema"),
    QLatin1StringView("mcp.elicitation.content"),
    QLatin1StringView("mcp.elicitation.value"),
    QLatin1StringView("mcp.elicitation.contentSchema"),
    QLatin1StringView("mcp.roots.fileUri"),
    QLatin1StringView("mcp.cancelled.requestId"),
    QLatin1StringView("mcp.progress.total"),
    QLatin1StringView("mcp.result.notEmpty"),
};

} // namespace

void checkRequestShape(const lightjson::Object &message, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw)
{
    checkRequestShape(message, ctx, out, raw, message.value(QLatin1String("method")).toString(),
                      message.value(QLatin1String("params")));
}

void checkNotificationShape(const lightjson::Object &message, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw)
{
    checkNotificationShape(message, ctx, out, raw, message.value(QLatin1String("method")).toString(),
                           message.value(QLatin1String("params")));
}

void checkRequestShape(const lightjson::Object &, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw, const QString &method,
                       const lightjson::Value &params)
{
    checkInvocation(method, params, ctx, out, true, raw);
}

void checkNotificationShape(const lightjson::Object &, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw,
                            const QString &method, const lightjson::Value &params)
{
    checkInvocation(method, params, ctx, out, false, raw);
}

void checkResultShape(const lightjson::Object &result, const ShapeContext &ctx, Diagnostics &out, QByteArrayView raw)
{
    const Method *method = methodOf(ctx.method, ctx);
    if (!method || !method->request || !method->result)
        return;
    const bool task = method->taskAugmentable && result.contains(QLatin1String("task"))
        && ctx.request.task;
    // Results of tools/call and elicitation/create are read with their request and the
    // listed tools: never replayed.
    const bool stateful = method->result == &kCallToolResult || method->result == &kElicitResult;
    if (stateful || raw.isEmpty() || raw.front() != '{') {
        checkResult(method, result, ctx, out, task);
        return;
    }
    memoized(memoTag(3, method, ctx, task), raw, ctx, out, [&] { checkResult(method, result, ctx, out, task); });
}

namespace {

/// A view of @p object's compact text, for the QJsonObject entry points.
struct Viewed
{
    QByteArray text;
    lightjson::Document document;
    explicit Viewed(const QJsonObject &object) : text(QJsonDocument(object).toJson(QJsonDocument::Compact))
    {
        document.build(text);
    }
    lightjson::Object object() const { return document.root().toObject(); }
};

} // namespace

void checkRequestShape(const QJsonObject &message, const ShapeContext &ctx, Diagnostics &out)
{
    const Viewed viewed(message);
    checkRequestShape(viewed.object(), ctx, out);
}

void checkNotificationShape(const QJsonObject &message, const ShapeContext &ctx, Diagnostics &out)
{
    const Viewed viewed(message);
    checkNotificationShape(viewed.object(), ctx, out);
}

void checkResultShape(const QJsonObject &result, const ShapeContext &ctx, Diagnostics &out)
{
    const Viewed viewed(result);
    checkResultShape(viewed.object(), ctx, out);
}

namespace shapes {

const QList<QLatin1StringView> &ruleCodes()
{
    return Codes;
}

bool isShapeRule(QStringView code)
{
    for (const QLatin1StringView c : Codes) {
        if (code == c)
            return true;
    }
    return false;
}

QStringList knownMethods()
{
    QStringList names;
    for (const Method &m : Methods)
        names << QLatin1StringView(m.name);
    return names;
}

} // namespace shapes

} // namespace mcpscope
