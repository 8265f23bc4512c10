// SPDX-License-Identifier: MIT
// What the files of the MCP shape rules share: the walk over a message (Walk, Path, Text), the
// types of the tables (Field, Shape), and the shapes and checks that one file defines and
// another names. Private to core/validation/mcpshapes_*.cpp.
// Implemented in mcpshapes_engine.cpp (the walk, describing values), mcpshapes_tables.cpp (the
// shapes), mcpshapes_values.cpp, mcpshapes_tools.cpp, mcpshapes_sampling.cpp and
// mcpshapes_elicitation.cpp (the checks).
#pragma once

#include "diagnostic.h"
#include "json/jsonpointer.h"
#include "json/lightjson.h"
#include "rulecatalogue.h"
#include "shaperules.h"

#include <QCoreApplication>
#include <QLatin1String>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstring>
#include <initializer_list>
#include <iterator>
#include <utility>

namespace mcpscope {

namespace schemacheck {
struct Violation;
}

namespace {

// lupdate files the texts of these free functions under the namespace's name, so that is the
// context they are looked up in (tst_translateddiagnostics checks it).
inline QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope", text);
}

} // namespace

// The types carry no texts, so they live in a namespace of their own; the functions that
// write texts stay in mcpscope, where lupdate files them (see tr() above).
namespace shapes::detail {

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
    explicit Path(QLatin1String root)
        : m_root(root)
    {
    }
    Path(const Path &parent, QStringView member)
        : m_parent(&parent)
        , m_member(member)
        , m_kind(Member)
    {
    }
    Path(const Path &parent, QLatin1String member)
        : m_parent(&parent)
        , m_latin(member)
        , m_kind(Latin)
    {
    }
    Path(const Path &parent, qsizetype index)
        : m_parent(&parent)
        , m_index(index)
        , m_kind(Index)
    {
    }
    /// The member @p it is at (its name is decoded only for a report).
    Path(const Path &parent, const JObject::const_iterator &it)
        : m_parent(&parent)
        , m_key(it)
        , m_kind(Key)
    {
    }

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
            case Index:
                out += QString::number(step->m_index);
                break;
            case Latin:
                out += jsonPointerToken(QString(step->m_latin));
                break;
            case Member:
                out += jsonPointerToken(step->m_member);
                break;
            case Key:
                out += jsonPointerToken(step->m_key.key());
                break;
            case Root:
                break;
            }
        }
        return out;
    }

private:
    enum Kind : quint8 { Root, Member, Latin, Index, Key };
    const Path *m_parent = nullptr;
    QLatin1String m_root;
    QStringView m_member;
    QLatin1String m_latin;
    qsizetype m_index = -1;
    JObject::const_iterator m_key;
    Kind m_kind = Root;
};

// --- the walk -------------------------------------------------------------------------------

/// One message being checked: where diagnostics go and what the session knows.
struct Gathered;

struct Walk
{
    const ShapeContext &ctx;
    Diagnostics &out;
    qsizetype start;                    ///< out.size() when this message began
    bool spec20251125;                  ///< rules introduced by revision 2025-11-25 apply
    bool modern;                        ///< the message belongs to the 2026-07-28 era (its shapes apply)
    const Gathered *gathered = nullptr; ///< while a shape's extra check runs: where its fields are

    Walk(const ShapeContext &c, Diagnostics &o)
        : ctx(c)
        , out(o)
        , start(o.size())
        , spec20251125(c.protocolVersion.isEmpty() || c.protocolVersion >= QLatin1String("2025-11-25"))
        , modern(isModernEra(c.protocolVersion))
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
        out.append(makeDiagnostic(QLatin1String(code),
                                  message.endsWith(QLatin1Char('.')) ? message : message + QLatin1Char('.'), ctx.index,
                                  pointer));
    }
    void add(const char *code, const QString &message, const Path &path) { add(code, message, path.toString()); }
};

using ValueCheck = void (*)(Walk &, const JValue &, const Path &pointer);
using ObjectCheck = void (*)(Walk &, const JObject &, const Path &pointer);

struct Shape;

/// One member of an object shape.
struct Field
{
    QLatin1String name; ///< ASCII
    quint8 types;       ///< allowed JSON types (TypeBits)
    bool required;
    const Shape *shape; ///< shape of the value (arrays: of each item) when it is an object
    ValueCheck check;   ///< more checks on the value (arrays: on each item)
    quint8 itemTypes;   ///< for arrays: allowed item types; 0 = not an array of items
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
    GatheredSlot() { }
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

constexpr Field req(const char *name, quint8 types, const Shape *shape = nullptr, ValueCheck check = nullptr)
{
    return Field{QLatin1String(name), types, true, shape, check, 0};
}
constexpr Field opt(const char *name, quint8 types, const Shape *shape = nullptr, ValueCheck check = nullptr)
{
    return Field{QLatin1String(name), types, false, shape, check, 0};
}
constexpr Field reqList(const char *name, quint8 itemTypes, const Shape *shape = nullptr, ValueCheck check = nullptr)
{
    return Field{QLatin1String(name), TArray, true, shape, check, itemTypes};
}
constexpr Field optList(const char *name, quint8 itemTypes, const Shape *shape = nullptr, ValueCheck check = nullptr)
{
    return Field{QLatin1String(name), TArray, false, shape, check, itemTypes};
}

inline Path join(const Path &parent, QStringView member)
{
    return Path(parent, member);
}

inline Path join(const Path &parent, QLatin1String member)
{
    return Path(parent, member);
}

inline Path join(const Path &parent, qsizetype index)
{
    return Path(parent, index);
}

inline Path join(const Path &parent, const JObject::const_iterator &member)
{
    return Path(parent, member);
}

} // namespace shapes::detail

using namespace shapes::detail;

#define SHAPE(var, label, extra, ...) \
    const Field var##Fields[] = {__VA_ARGS__}; \
    const Shape var{label, var##Fields, std::size(var##Fields), extra};

// --- the engine (mcpshapes_engine.cpp) ----------------------------------------------------------

/// The JSON type of @p v as TypeBits (numbers: TInteger or TFraction).
quint8 typeBits(const JValue &v);
/// "a string or an integer": the types in @p bits, for messages.
QString describeTypes(quint8 bits);
/// @p text previewed and in double quotes, for messages.
QString quoted(QStringView text);
/// "a string ("abc")", "an integer (5)", ...: @p v for messages.
QString describeValue(const JValue &v);
/// The member @p name of @p o: as applyShape() found it when @p o is the object whose extra
/// check runs and @p name one of its shape's fields (no lookup), else looked up.
JValue member(const Walk &w, const JObject &o, QLatin1String name);
/// Checks @p object against @p shape: every field, then the shape's extra check.
void applyShape(Walk &w, const JObject &object, const Shape &shape, const Path &pointer);
/// A value that must be one of a few strings.
void checkOneOf(Walk &w, const JValue &value, const Path &pointer, const char *what,
                std::initializer_list<const char *> allowed);

// --- checks the tables name (mcpshapes_values.cpp unless said otherwise) ------------------------

void checkRole(Walk &w, const JValue &v, const Path &p);
void checkLoggingLevel(Walk &w, const JValue &v, const Path &p);
void checkIncludeContext(Walk &w, const JValue &v, const Path &p);
void checkTaskStatus(Walk &w, const JValue &v, const Path &p);
void checkIconTheme(Walk &w, const JValue &v, const Path &p);
void checkToolChoiceMode(Walk &w, const JValue &v, const Path &p);
void checkTaskSupport(Walk &w, const JValue &v, const Path &p);
void checkElicitAction(Walk &w, const JValue &v, const Path &p);
void checkUnitInterval(Walk &w, const JValue &v, const Path &p);
void checkUri(Walk &w, const JValue &v, const Path &p);
void checkUriTemplate(Walk &w, const JValue &v, const Path &p);
void checkMime(Walk &w, const JValue &v, const Path &p);
void checkTimestamp(Walk &w, const JValue &v, const Path &p);
void checkBase64Member(Walk &w, const JValue &v, const Path &p);
void checkIconSrc(Walk &w, const JValue &v, const Path &p);
void checkIconSize(Walk &w, const JValue &v, const Path &p);
void checkExperimental(Walk &w, const JValue &v, const Path &p);
void checkStringMap(Walk &w, const JValue &v, const Path &p);
void checkMeta(Walk &w, const JValue &v, const Path &p);
void checkRequestMeta(Walk &w, const JValue &v, const Path &p);
void checkContentBlock(Walk &w, const JValue &v, const Path &p);
void checkSamplingContent(Walk &w, const JValue &v, const Path &p);
void checkResourceContents(Walk &w, const JValue &v, const Path &p);
void checkResourceContentsPair(Walk &w, const JObject &o, const Path &p);
void checkImageData(Walk &w, const JObject &o, const Path &p);
void checkAudioData(Walk &w, const JObject &o, const Path &p);
void checkRootUri(Walk &w, const JValue &v, const Path &p);
void checkCompletionRef(Walk &w, const JValue &v, const Path &p);
void checkCompletion(Walk &w, const JObject &o, const Path &p);
void checkEmptyResult(Walk &w, const JObject &o, const Path &p);
void checkCancelled(Walk &w, const JObject &o, const Path &p);
void checkProgress(Walk &w, const JObject &o, const Path &p);

// mcpshapes_tools.cpp
void checkToolName(Walk &w, const JValue &v, const Path &p);
void checkInputSchema(Walk &w, const JValue &v, const Path &p);
void checkOutputSchema(Walk &w, const JValue &v, const Path &p);
void checkToolList(Walk &w, const JObject &o, const Path &p);
// MCP Apps on the server's side (mcpshapes_apps.cpp): a tool's _meta.ui.resourceUri, the
// mimeType of ui:// resources (listed, and read: after checkResourceContentsPair()).
void checkToolUiMeta(Walk &w, const JObject &tool, const Path &p);
void checkUiResource(Walk &w, const JObject &o, const Path &p);
void checkResourceContentsOfApp(Walk &w, const JObject &o, const Path &p);
void checkCallToolParams(Walk &w, const JObject &o, const Path &p);
void checkCallToolResult(Walk &w, const JObject &o, const Path &p);
/// A JSON Schema embedded in a message (a tool's schema, an elicitation form): usable at all?
void checkEmbeddedSchema(Walk &w, const JObject &schema, const Path &p, const char *what);
/// Reports @p violations of a schema as @p code diagnostics, "@p what: reason", at @p at.
void reportViolations(Walk &w, const char *code, const QString &what, const Path &at,
                      const QList<schemacheck::Violation> &violations);

// mcpshapes_sampling.cpp
void checkSamplingParams(Walk &w, const JObject &o, const Path &p);
void checkSamplingResult(Walk &w, const JObject &o, const Path &p);

// mcpshapes_elicitation.cpp
void checkElicitParams(Walk &w, const JObject &o, const Path &p);
void checkElicitResult(Walk &w, const JObject &o, const Path &p);

// --- shapes that files other than mcpshapes_tables.cpp name -----------------------------------

extern const Shape kRelatedTask;
extern const Shape kImplementation;
extern const Shape kTextContent;
extern const Shape kImageContent;
extern const Shape kAudioContent;
extern const Shape kResourceLink;
extern const Shape kResourceContents;
extern const Shape kEmbeddedResource;
extern const Shape kToolUseContent;
extern const Shape kToolResultContent;
extern const Shape kTask;
extern const Shape kRequestParams;
extern const Shape kNotificationParams;
extern const Shape kPaginatedParams;
extern const Shape kInitializeParams;
extern const Shape kUriParams;
extern const Shape kGetPromptParams;
extern const Shape kCallToolParams;
extern const Shape kTaskIdParams;
extern const Shape kSetLevelParams;
extern const Shape kCompleteParams;
extern const Shape kCreateMessageParams;
extern const Shape kCancelledParams;
extern const Shape kProgressParams;
extern const Shape kResourceUpdatedParams;
extern const Shape kLoggingMessageParams;
extern const Shape kElicitationCompleteParams;
extern const Shape kTaskStatusParams;
extern const Shape kElicitFormParams;
extern const Shape kElicitUrlParams;
extern const Shape kEmptyResult;
extern const Shape kAnyResult;
extern const Shape kInitializeResult;
extern const Shape kListToolsResult;
extern const Shape kCallToolResult;
extern const Shape kCreateTaskResult;
extern const Shape kListResourcesResult;
extern const Shape kListTemplatesResult;
extern const Shape kReadResourceResult;
extern const Shape kListPromptsResult;
extern const Shape kGetPromptResult;
extern const Shape kCompleteResult;
extern const Shape kCreateMessageResult;
extern const Shape kListRootsResult;
extern const Shape kElicitResult;
extern const Shape kListTasksResult;
extern const Shape kPromptReference;
extern const Shape kResourceTemplateReference;
extern const Shape kTool;
extern const Shape kResource;
extern const Shape kResourceTemplate;
extern const Shape kPrompt;
extern const Shape kPromptMessage;
extern const Shape kSamplingMessage;
extern const Shape kModelPreferences;
extern const Shape kToolChoice;
extern const Shape kCompletionArgument;
extern const Shape kCompletionContext;
extern const Shape kCompletionValues;
extern const Shape kListChanged;
extern const Shape kResourcesCapability;
extern const Shape kSamplingCapability;
extern const Shape kElicitationCapability;

// The 2026-07-28 shapes (mcpshapes_modern.cpp).
extern const Shape kModernCreateMessageParams;
extern const Shape kModernElicitUrlParams;
extern const Shape kModernRequestParams;
extern const Shape kModernPaginatedParams;
extern const Shape kModernReadResourceParams;
extern const Shape kModernGetPromptParams;
extern const Shape kModernCallToolParams;
extern const Shape kModernCompleteParams;
extern const Shape kListenParams;
extern const Shape kAcknowledgedParams;
extern const Shape kModernResult;
extern const Shape kInputRequiredResult;
extern const Shape kDiscoverResult;
extern const Shape kListenResult;
extern const Shape kModernListToolsResult;
extern const Shape kModernCallToolResult;
extern const Shape kModernListResourcesResult;
extern const Shape kModernListTemplatesResult;
extern const Shape kModernReadResourceResult;
extern const Shape kModernListPromptsResult;
extern const Shape kModernGetPromptResult;
extern const Shape kModernCompleteResult;
extern const Shape kModernTaskIdParams;
extern const Shape kModernUpdateTaskParams;
extern const Shape kModernCreateTaskResult;
extern const Shape kModernDetailedTask;
extern const Shape kModernTaskNotificationParams;

} // namespace mcpscope
