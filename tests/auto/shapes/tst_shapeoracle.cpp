// SPDX-License-Identifier: MIT
// The protocol's own definition of every message as an oracle for the shape rules: for every
// message of the recorded transcripts (tests/data) and of the generated corpus
// (corpus/messages.jsonl), "the oracle accepts it" must equal "the shape rules report no error",
// except where the difference is deliberate and documented below.
//
// The oracles:
// - "sdk": the official TypeScript SDK's Zod schemas (@modelcontextprotocol/sdk for 2025-11-25,
//   pinned in tests/peers), asked through tests/oracle/sdkoracle.mjs. Always run.
// - "json-schema": the published schema.json of 2025-11-25, when MCPSCOPE_MCP_SCHEMAS names a
//   folder that holds <version>/schema.json. An extra oracle: nothing fails for want of it.
// - For 2026-07-28: @modelcontextprotocol/core (the v2 SDK, through the same helper) against the
//   shape rules of that era, on corpus/modern.jsonl and the recorded corpus/modern-stdio.jsonl
//   (modernCorpus, modernTranscript).

#include "jsonrpc/message.h"
#include "jsonschema/schemacheck.h"
#include "testpaths.h"
#include "validation/mcpshapes.h"
#include "validation/shaperules.h"
#include "validation/validator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>
#include <memory>

using namespace mcpscope;

namespace {

/// Rules the published JSON Schema cannot (or does not) express. Each corpus line that makes
/// the schema and the shape rules disagree names one of these keys in its "difference" member.
struct Difference
{
    const char *key;
    bool oursStricter; ///< true: the schema accepts what the shape rules reject
    const char *why;
};

const Difference Differences[] = {
    {"base64", true,
     "data and blob carry \"format\": \"byte\", an annotation no validator asserts; mcpscope decodes the base64 "
     "(RFC 4648 alphabet, '=' padding, length a multiple of 4) because clients fail on it"},
    {"uri", true,
     "\"format\": \"uri\" is only an annotation in 2020-12; mcpscope checks RFC 3986 syntax (a scheme, no spaces "
     "or backslashes, valid %-escapes and ports)"},
    {"uri-template", true, "\"format\": \"uri-template\" is not asserted; mcpscope parses RFC 6570 levels 1-4"},
    {"text-xor-blob", true,
     "resource contents are anyOf(text, blob), which also accepts both at once; the spec means exactly one"},
    {"schema-validity", true,
     "the schema only wants inputSchema/outputSchema/requestedSchema properties to be objects; mcpscope "
     "compiles the embedded JSON Schema and says why it is unusable (unknown type, bad regex, "
     "dangling $ref, ...)"},
    {"tool-arguments", true,
     "tools/call arguments are validated against the inputSchema the tool was listed with, which a "
     "static schema cannot know"},
    {"task-support", true,
     "the listed tool's execution.taskSupport decides whether tools/call may or must carry \"task\""},
    {"output-schema", true,
     "structuredContent is validated against the tool's outputSchema and required when there is one "
     "(servers MUST, server/tools#output-schema)"},
    {"completion-max", true, "\"Must not exceed 100 items\" is prose in the description, not a maxItems"},
    {"sampling-tools", true,
     "the tool-use rules of sampling (roles, tool results alone in their message, every tool_use "
     "answered) are prose in client/sampling"},
    {"elicitation-subset", true,
     "PrimitiveSchemaDefinition is an anyOf whose StringSchema branch accepts any extra keyword, "
     "so non-string enums, options without titles and $ref slip through"},
    {"elicit-content-schema", true,
     "accepted content is validated against the requestedSchema of the request it answers"},
    {"elicit-number", false,
     "schema.json narrows content values to integers, but schema.ts, the source of truth, says "
     "number, and a requested \"type\": \"number\" field needs fractions"},
    {"roots-file", true, "\"This *must* start with file://\" is prose in Root.uri's description"},
    {"cancelled-request-id", true,
     "requestId is optional in the schema, but it MUST be given for non-task requests and MUST "
     "NOT be used for tasks (they use tasks/cancel): a cancellation without it is always wrong"},
    {"meta-key", true,
     "_meta key names have a syntax (basic/index#meta) that the schema's open _meta object cannot express"},
    {"related-task-meta", true,
     "the reserved _meta keys io.modelcontextprotocol/related-task and model-immediate-response have "
     "defined values; the schema's _meta is an open object"},
};

/// Where the SDK's Zod schemas and the shape rules disagree. The SDK is a library that must take
/// what real peers send: it checks types and required members and leaves the rest to prose. A
/// disagreement is explained when every error the shape rules report has a code listed under one
/// key whose direction matches (codes), or when the SDK's own complaint matches (sdkSays).
struct SdkDifference
{
    const char *key;
    bool oursStricter; ///< true: the SDK accepts what the shape rules reject
    QStringList codes;
    const char *sdkSays; ///< for !oursStricter: a regular expression over the SDK's complaint...
    QStringList types;   ///< ...about one of these types (empty: any)
    const char *why;
};

const SdkDifference SdkDifferences[] = {
    {"formats",
     true,
     {QStringLiteral("mcp.uri.syntax"), QStringLiteral("mcp.template.syntax"), QStringLiteral("mcp.content.base64"),
      QStringLiteral("mcp.timestamp.format"), QStringLiteral("mcp.icon.src"), QStringLiteral("mcp.icon.sizes"),
      QStringLiteral("mcp.content.mimeType"), QStringLiteral("mcp.content.mimeMismatch"),
      QStringLiteral("mcp.roots.fileUri")},
     "",
     {},
     "the SDK takes URIs, URI templates, base64, timestamps, icon sources and sizes and MIME types as plain strings "
     "(the published schema marks some as formats, which it does not assert either)"},
    {"names-and-meta",
     true,
     {QStringLiteral("mcp.tool.name"), QStringLiteral("mcp.meta.key"), QStringLiteral("mcp.meta.reserved")},
     "",
     {},
     "tool names and _meta key names have a syntax (server/tools#tool-names, basic/index#meta) that the SDK's plain "
     "strings and open records do not check"},
    {"integers",
     true,
     {QStringLiteral("mcp.member.type")},
     "",
     {},
     "the SDK declares size, pollInterval, ttl and the like as numbers, where the spec says integer"},
    {"content-default",
     true,
     {QStringLiteral("mcp.member.missing")},
     "",
     {},
     "the SDK gives CallToolResult.content a default of [] (for results of the 2024-10-07 era), so a result "
     "without it passes; the spec requires it"},
    {"session-context",
     true,
     {QStringLiteral("mcp.tool.arguments"), QStringLiteral("mcp.tool.unknown"), QStringLiteral("mcp.tool.duplicate"),
      QStringLiteral("mcp.tool.taskSupport"), QStringLiteral("mcp.tool.structuredContent"),
      QStringLiteral("mcp.tool.structuredContent.missing"), QStringLiteral("mcp.tool.structuredContent.text"),
      QStringLiteral("mcp.elicitation.contentSchema"), QStringLiteral("mcp.elicitation.content"),
      QStringLiteral("mcp.progress.total"), QStringLiteral("mcp.completion.total"),
      QStringLiteral("mcp.cancelled.requestId"), QStringLiteral("mcp.sampling.maxTokens"),
      QStringLiteral("mcp.sampling.stopReason")},
     "",
     {},
     "rules that need what came before (the listed tools, the request answered) or are prose in the spec: a schema "
     "of one message cannot know them"},
    {"embedded-schemas",
     true,
     {QStringLiteral("mcp.schema.invalid"), QStringLiteral("mcp.schema.unchecked"),
      QStringLiteral("mcp.elicitation.schema")},
     "",
     {},
     "the SDK takes inputSchema, outputSchema and requestedSchema as open objects; mcpscope compiles them and "
     "checks the elicitation subset"},
    {"text-xor-blob",
     true,
     {QStringLiteral("mcp.resource.textBlob")},
     "",
     {},
     "resource contents are a union of text and blob that also takes both at once; the spec means exactly one"},
    {"sampling-tools",
     true,
     {QStringLiteral("mcp.sampling.toolResultMixed"), QStringLiteral("mcp.sampling.toolResultMissing"),
      QStringLiteral("mcp.sampling.toolUseId"), QStringLiteral("mcp.sampling.toolRole")},
     "",
     {},
     "the tool-use rules of sampling (roles, tool results alone in their message, every tool_use answered) are prose "
     "in client/sampling"},
    {"empty-result",
     false,
     {},
     "^: Unrecognized key",
     {QStringLiteral("EmptyResult")},
     "the SDK's EmptyResult is strict (nothing but _meta); the spec's EmptyResult is a Result, which may carry more "
     "members, and a client must not fail on them"},
    {"iso-datetime",
     false,
     {},
     "Invalid ISO datetime",
     {},
     "the SDK refuses an annotations.lastModified that is not ISO 8601; the spec says it should be one, so mcpscope "
     "warns (mcp.timestamp.format) and does not reject"},
    {"sampling-content-array",
     false,
     {},
     "^/content: Invalid input: expected object, received array",
     {QStringLiteral("CreateMessageResult")},
     "the SDK reads a sampling result to a request that offered no tools with its single-block CreateMessageResult; "
     "the spec's CreateMessageResult takes one block or an array either way"},
};

/// Where the SDK that answers for 2026-07-28 (@modelcontextprotocol/core, v2) and the shape rules
/// of that era disagree. The v2 SDK reads the messages of both eras with one set of schemas: what
/// 2026-07-28 added or made required is optional or unchecked there. A disagreement is explained
/// when every error the shape rules report matches one row (its code listed, its pointer matched,
/// and its message when the row says so) of this table or of SdkDifferences.
struct ModernSdkDifference
{
    const char *key;
    QStringList codes;
    const char *pointer; ///< a regular expression over the error's JSON pointer
    const char *message; ///< ... and over its message ("" = any)
    const char *why;
};

const ModernSdkDifference ModernSdkDifferences[] = {
    {"envelope",
     {QStringLiteral("mcp.member.missing"), QStringLiteral("mcp.member.type"), QStringLiteral("mcp.member.value")},
     "^/params/_meta(/|$)",
     "",
     "the SDK's request _meta is an open record: the envelope of 2026-07-28 (io.modelcontextprotocol/protocolVersion "
     "required, clientCapabilities as ClientCapabilities, clientInfo as Implementation, logLevel a logging level) is "
     "not checked"},
    {"envelope-required",
     {QStringLiteral("mcp.params.missing"), QStringLiteral("mcp.member.missing")},
     "^(/params)?$",
     "needs \"params\"|\"_meta\" is missing",
     "2026-07-28 requires params and its _meta on every request (RequestParams); the SDK, which reads 2025-11-25 "
     "requests with the same schemas, leaves both optional"},
    {"era-result-members",
     {QStringLiteral("mcp.member.type"), QStringLiteral("mcp.member.value"), QStringLiteral("mcp.member.range")},
     "^/(resultType|ttlMs|cacheScope)$",
     "",
     "the SDK's results take resultType, ttlMs and cacheScope as unchecked extra members (the schema: resultType "
     "\"complete\" or \"input_required\", ttlMs an integer of 0 or more, cacheScope \"public\" or \"private\")"},
    {"mrtr-params",
     {QStringLiteral("mcp.member.type")},
     "^/params/(requestState|inputResponses)(/|$)",
     "",
     "the SDK's request params do not declare requestState and inputResponses, so it takes any value for them"},
    {"input-required",
     {QStringLiteral("mcp.member.missing"), QStringLiteral("mcp.member.type"), QStringLiteral("mcp.member.value"),
      QStringLiteral("mcp.elicitation.schema"), QStringLiteral("mcp.uri.syntax")},
     "^/(inputRequests|requestState)(/|$)",
     "",
     "@modelcontextprotocol/core 2.4.0 has no InputRequiredResult schema; the oracle asks its Result, which takes any "
     "member, so inputRequests (each an elicitation, sampling or roots request) and requestState go unchecked there"},
    {"subscription-id",
     {QStringLiteral("mcp.member.type")},
     "^/params/_meta/io\\.modelcontextprotocol~1subscriptionId$",
     "",
     "a notification's _meta is an open record to the SDK; the schema's NotificationMetaObject makes "
     "io.modelcontextprotocol/subscriptionId a request id (string or integer)"},
    {"content-default",
     {QStringLiteral("mcp.member.missing")},
     "^$",
     "CallToolResult: required member \"content\"",
     "as for 2025-11-25, the SDK gives CallToolResult.content a default of [], so a result without it passes; the "
     "spec requires it"},
    {"result-meta",
     {QStringLiteral("mcp.member.missing"), QStringLiteral("mcp.member.type")},
     "^/_meta/io\\.modelcontextprotocol~1serverInfo(/|$)",
     "",
     "a result's _meta is an open record to the SDK; the schema's ResultMetaObject makes "
     "io.modelcontextprotocol/serverInfo an Implementation (name and version)"},
};

/// The key of the documented difference that explains the error @p code at @p pointer saying
/// @p message, on a 2026-07-28 message the SDK accepts; "" when none does.
QString explainModern(const QString &code, const QString &pointer, const QString &message)
{
    for (const ModernSdkDifference &d : ModernSdkDifferences) {
        if (d.codes.contains(code) && pointer.contains(QRegularExpression(QString::fromUtf8(d.pointer)))
            && (!*d.message || message.contains(QRegularExpression(QString::fromUtf8(d.message)))))
            return QString::fromUtf8(d.key);
    }
    for (const SdkDifference &d : SdkDifferences) {
        if (d.oursStricter && d.codes.contains(code) && QByteArray(d.key) != "integers"
            && QByteArray(d.key) != "content-default")
            return QString::fromUtf8(d.key);
    }
    return QString();
}

/// The documented SDK difference that explains @p codes (every error code under one key).
const SdkDifference *explainSdk(bool oursStricter, const QStringList &codes, const QString &type, const QString &sdkWhy)
{
    for (const SdkDifference &d : SdkDifferences) {
        if (d.oursStricter != oursStricter)
            continue;
        if (oursStricter) {
            bool all = !codes.isEmpty();
            for (const QString &code : codes)
                all = all && d.codes.contains(code);
            if (all)
                return &d;
        } else if ((d.types.isEmpty() || d.types.contains(type)) && *d.sdkSays
                   && sdkWhy.contains(QRegularExpression(QString::fromUtf8(d.sdkSays)))) {
            return &d;
        }
    }
    return nullptr;
}

const Difference *findDifference(const QString &key)
{
    for (const Difference &d : Differences) {
        if (key == QLatin1String(d.key))
            return &d;
    }
    return nullptr;
}

QString resultType(const QString &method, const QJsonObject &requestParams, const QJsonObject &result)
{
    static const QHash<QString, QString> types{
        {QStringLiteral("initialize"), QStringLiteral("InitializeResult")},
        {QStringLiteral("ping"), QStringLiteral("EmptyResult")},
        {QStringLiteral("resources/subscribe"), QStringLiteral("EmptyResult")},
        {QStringLiteral("resources/unsubscribe"), QStringLiteral("EmptyResult")},
        {QStringLiteral("logging/setLevel"), QStringLiteral("EmptyResult")},
        {QStringLiteral("resources/list"), QStringLiteral("ListResourcesResult")},
        {QStringLiteral("resources/templates/list"), QStringLiteral("ListResourceTemplatesResult")},
        {QStringLiteral("resources/read"), QStringLiteral("ReadResourceResult")},
        {QStringLiteral("prompts/list"), QStringLiteral("ListPromptsResult")},
        {QStringLiteral("prompts/get"), QStringLiteral("GetPromptResult")},
        {QStringLiteral("tools/list"), QStringLiteral("ListToolsResult")},
        {QStringLiteral("tools/call"), QStringLiteral("CallToolResult")},
        {QStringLiteral("completion/complete"), QStringLiteral("CompleteResult")},
        {QStringLiteral("tasks/get"), QStringLiteral("GetTaskResult")},
        {QStringLiteral("tasks/result"), QStringLiteral("GetTaskPayloadResult")},
        {QStringLiteral("tasks/cancel"), QStringLiteral("CancelTaskResult")},
        {QStringLiteral("tasks/list"), QStringLiteral("ListTasksResult")},
        {QStringLiteral("sampling/createMessage"), QStringLiteral("CreateMessageResult")},
        {QStringLiteral("roots/list"), QStringLiteral("ListRootsResult")},
        {QStringLiteral("elicitation/create"), QStringLiteral("ElicitResult")},
    };
    const bool taskAugmentable = method == QLatin1String("tools/call")
                                 || method == QLatin1String("sampling/createMessage")
                                 || method == QLatin1String("elicitation/create");
    if (taskAugmentable && requestParams.value(QLatin1String("task")).isObject()
        && result.contains(QLatin1String("task")))
        return QStringLiteral("CreateTaskResult");
    return types.value(method, QStringLiteral("Result"));
}

struct Verdict
{
    bool schemaAccepts = false;
    QString schemaWhy;
    bool oursAccepts = false;
    QStringList codes;         ///< every code the shape rules reported
    QStringList errorCodes;    ///< the codes of error-level ones
    QStringList errors;        ///< "code @pointer: message" of error-level ones
    QStringList errorPointers; ///< ... their pointers
    QStringList errorMessages; ///< ... and their messages
    QString type;              ///< the $defs type the oracle checked
};

class Oracle
{
public:
    virtual ~Oracle() = default;
    /// What answers, for the summary: a package and its version, or a file.
    virtual QString name() const = 0;
    /// Whether @p value is a valid @p type ($defs name of schema.json) of 2025-11-25; @p why
    /// says why not. @p requestParams: the request a result answers (the SDK picks its type by it).
    virtual bool accepts(const QString &type, const QJsonValue &value, const QJsonObject &requestParams, QString *why)
        = 0;
};

/// The published schema.json, checked by schemacheck exactly as published.
class JsonSchemaOracle : public Oracle
{
public:
    bool load(const QString &path, QString *error)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = file.fileName() + QStringLiteral(": ") + file.errorString();
            return false;
        }
        m_path = path;
        m_root = QJsonDocument::fromJson(file.readAll()).object();
        if (!m_root.value(QLatin1String("$defs")).isObject()) {
            *error = path + QStringLiteral(" has no $defs");
            return false;
        }
        return true;
    }

    QString name() const override { return m_path; }

    bool accepts(const QString &type, const QJsonValue &value, const QJsonObject &, QString *why) override
    {
        auto it = m_compiled.find(type);
        if (it == m_compiled.end()) {
            if (!m_root.value(QLatin1String("$defs")).toObject().contains(type)) {
                *why = QStringLiteral("no $defs type ") + type;
                return false;
            }
            QJsonObject wrapper = m_root;
            wrapper.insert(QStringLiteral("$ref"), QString(QStringLiteral("#/$defs/") + type));
            schemacheck::Limits limits;
            limits.maxDepth = 256;
            limits.maxNodes = 1000000;
            limits.stripFormats = false; // the oracle is the schema exactly as published
            schemacheck::SchemaProblem problem;
            auto compiled = schemacheck::compile(wrapper, &problem, limits);
            if (!compiled) {
                *why = QStringLiteral("official schema does not compile: ") + problem.reason + QStringLiteral(" at ")
                       + problem.pointer;
                return false;
            }
            it = m_compiled.insert(type, compiled);
        }
        QList<schemacheck::Violation> violations;
        QString skipped;
        if (!schemacheck::validate(**it, value, &violations, 3, &skipped)) {
            *why = QStringLiteral("not checked: ") + skipped;
            return false;
        }
        QStringList parts;
        for (const auto &v : std::as_const(violations))
            parts << v.pointer + QStringLiteral(": ") + v.reason;
        *why = parts.join(QStringLiteral("; "));
        return violations.isEmpty();
    }

private:
    QString m_path;
    QJsonObject m_root;
    QHash<QString, std::shared_ptr<schemacheck::CompiledSchema>> m_compiled;
};

/// The official SDK's Zod schemas, through tests/oracle/sdkoracle.mjs: one line asked, one
/// line answered.
class SdkOracle : public Oracle
{
public:
    ~SdkOracle() override
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(5000);
    }

    bool start(QString *error)
    {
        const QString node = test::nodeBinary();
        if (node.isEmpty()) {
            *error = QStringLiteral("node is not on PATH (scripts/dev's environment has it)");
            return false;
        }
        const QString script = test::sourceDir() + QStringLiteral("/tests/oracle/sdkoracle.mjs");
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(node, {script, QStringLiteral("--peers"), test::peersDir()});
        if (!m_process.waitForStarted(20000)) {
            *error = QStringLiteral("cannot start %1 %2: %3").arg(node, script, m_process.errorString());
            return false;
        }
        const QJsonObject ready = readAnswer(error);
        if (!ready.value(QLatin1String("ready")).toBool()) {
            if (error->isEmpty())
                *error = QStringLiteral("sdkoracle.mjs did not say it is ready");
            return false;
        }
        const QJsonObject eras = ready.value(QLatin1String("eras")).toObject();
        for (auto it = eras.begin(); it != eras.end(); ++it) {
            const QJsonObject sdk = it.value().toObject();
            m_packages.insert(it.key(), sdk.value(QLatin1String("package")).toString() + QLatin1Char(' ')
                                            + sdk.value(QLatin1String("version")).toString());
        }
        return true;
    }

    QString name() const override { return m_packages.value(QStringLiteral("2025-11-25")); }
    /// "package version" of the SDK that answers for protocol version @p era.
    QString package(const QString &era) const { return m_packages.value(era); }

    bool accepts(const QString &type, const QJsonValue &value, const QJsonObject &requestParams, QString *why) override
    {
        // The SDK's client takes a sampling result by its own schema when the request offered tools.
        const QString sdkType
            = type == QLatin1String("CreateMessageResult") && requestParams.contains(QLatin1String("tools"))
                  ? QStringLiteral("CreateMessageResultWithTools")
                  : type;
        return ask(QStringLiteral("2025-11-25"), sdkType, value, why);
    }

    /// Whether the SDK of protocol version @p era takes @p value as its @p type.
    bool ask(const QString &era, const QString &type, const QJsonValue &value, QString *why)
    {
        const QJsonObject question{
            {QStringLiteral("era"), era}, {QStringLiteral("type"), type}, {QStringLiteral("value"), value}};
        m_process.write(QJsonDocument(question).toJson(QJsonDocument::Compact) + '\n');
        QString error;
        const QJsonObject answer = readAnswer(&error);
        if (!error.isEmpty()) {
            *why = QStringLiteral("the SDK oracle failed: ") + error;
            m_broken = true;
            return false;
        }
        if (answer.contains(QLatin1String("error"))) { // a question it cannot answer: a disagreement, shown
            *why = QStringLiteral("the SDK oracle cannot answer: ") + answer.value(QLatin1String("error")).toString();
            return false;
        }
        *why = answer.value(QLatin1String("why")).toString();
        return answer.value(QLatin1String("ok")).toBool();
    }

    /// True once the helper stopped answering (a finding of the test, not of the shape rules).
    bool broken() const { return m_broken; }

private:
    QJsonObject readAnswer(QString *error)
    {
        while (!m_process.canReadLine()) {
            if (m_process.state() != QProcess::Running || !m_process.waitForReadyRead(30000)) {
                if (!m_process.canReadLine()) {
                    *error = QStringLiteral("sdkoracle.mjs stopped answering (exit code %1)").arg(m_process.exitCode());
                    return {};
                }
            }
        }
        QJsonParseError parseError;
        const QJsonObject answer = QJsonDocument::fromJson(m_process.readLine(), &parseError).object();
        if (parseError.error != QJsonParseError::NoError)
            *error = QStringLiteral("sdkoracle.mjs answered something that is not JSON: ") + parseError.errorString();
        return answer;
    }

    QProcess m_process;
    QHash<QString, QString> m_packages; ///< era -> "package version"
    bool m_broken = false;
};

Direction parseDirection(const QString &s)
{
    return s == QLatin1String("client->server") ? Direction::ClientToServer : Direction::ServerToClient;
}

QString compact(const QJsonValue &v)
{
    const QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2));
}

} // namespace

class TestShapeOracle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sdkOracleAnswers();
    void corpus_data() { oracleRows(); }
    void corpus();
    void transcripts_data() { oracleRows(); }
    void transcripts();
    void transcriptsThroughTheValidator();
    void modernCorpus();
    void modernTranscript();
    void cleanupTestCase();

private:
    struct Tally
    {
        int compared = 0;
        int agreements = 0;
        QMap<QString, int> documented;
        QMap<QString, int> byKind;
    };

    void oracleRows();
    Oracle *oracle(const QString &name);
    QString classifyJsonSchema(const Verdict &v, const QJsonObject &message, const QString &contextMethod);
    Verdict judge(Oracle *oracle, Direction direction, const QJsonObject &message, const QString &contextMethod,
                  const QJsonObject &requestParams, const ToolsByName &tools);
    /// The same for a message of 2026-07-28, asked of the SDK that answers for that revision.
    Verdict judgeModern(Direction direction, const QJsonObject &message, const QString &contextMethod,
                        const QJsonObject &requestParams, const ToolsByName &tools);
    /// Whether a disagreement on a modern message is documented; its key, or "" with @p failure set.
    QString explainModernVerdict(const Verdict &v, QString *failure);

    SdkOracle m_sdk;
    std::unique_ptr<JsonSchemaOracle> m_schema;
    QMap<QString, Tally> m_tally; ///< by oracle row
};

void TestShapeOracle::initTestCase()
{
    QString error;
    QVERIFY2(m_sdk.start(&error), qPrintable(error));
    const QString schemas = qEnvironmentVariable("MCPSCOPE_MCP_SCHEMAS");
    if (!schemas.isEmpty()) {
        m_schema = std::make_unique<JsonSchemaOracle>();
        QVERIFY2(m_schema->load(schemas + QStringLiteral("/2025-11-25/schema.json"), &error), qPrintable(error));
    } else {
        qInfo("MCPSCOPE_MCP_SCHEMAS is not set: the published JSON Schema is not asked (the SDK oracle is)");
    }
    // Every documented difference must say why.
    for (const Difference &d : Differences)
        QVERIFY(QByteArray(d.why).size() > 20);
    for (const ModernSdkDifference &d : ModernSdkDifferences)
        QVERIFY(QByteArray(d.why).size() > 20 && !d.codes.isEmpty()
                && QRegularExpression(QString::fromUtf8(d.pointer)).isValid());
    for (const SdkDifference &d : SdkDifferences) {
        QVERIFY(QByteArray(d.why).size() > 20);
        QVERIFY(d.oursStricter ? !d.codes.isEmpty() : QByteArray(d.sdkSays).size() > 0);
    }
}

void TestShapeOracle::oracleRows()
{
    QTest::addColumn<QString>("oracle");
    QTest::newRow("sdk") << QStringLiteral("sdk");
    if (m_schema)
        QTest::newRow("json-schema") << QStringLiteral("json-schema");
}

Oracle *TestShapeOracle::oracle(const QString &name)
{
    return name == QLatin1String("sdk") ? static_cast<Oracle *>(&m_sdk) : m_schema.get();
}

/// The oracle is real: it answers for both eras, and it rejects what is wrong.
void TestShapeOracle::sdkOracleAnswers()
{
    QCOMPARE(m_sdk.name(), QStringLiteral("@modelcontextprotocol/sdk 1.32.2"));
    QString why;
    const QJsonObject text{{QStringLiteral("type"), QStringLiteral("text")},
                           {QStringLiteral("text"), QStringLiteral("hi")}};
    QVERIFY2(m_sdk.accepts(QStringLiteral("CallToolResult"), QJsonObject{{QStringLiteral("content"), QJsonArray{text}}},
                           {}, &why),
             qPrintable(why));
    QVERIFY(!m_sdk.accepts(QStringLiteral("CallToolResult"),
                           QJsonObject{{QStringLiteral("content"),
                                        QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}}}}},
                           {}, &why));
    QVERIFY2(why.contains(QLatin1String("/content/0/text")), qPrintable(why));
    QVERIFY(!m_sdk.broken());
    // 2026-07-28 from the v2 core package: server/discover's result needs its versions.
    QCOMPARE(m_sdk.package(QStringLiteral("2026-07-28")), QStringLiteral("@modelcontextprotocol/core 2.4.0"));
    QVERIFY(!m_sdk.ask(QStringLiteral("2026-07-28"), QStringLiteral("DiscoverResult"), QJsonObject(), &why));
    QVERIFY2(why.contains(QLatin1String("/supportedVersions")), qPrintable(why));
    QVERIFY(!m_sdk.broken());
    QVERIFY(!m_sdk.accepts(QStringLiteral("NoSuchType"), QJsonObject(), {}, &why));
    QVERIFY2(why.contains(QLatin1String("NoSuchTypeSchema")), qPrintable(why));
}

Verdict TestShapeOracle::judge(Oracle *oracle, Direction direction, const QJsonObject &message,
                               const QString &contextMethod, const QJsonObject &requestParams, const ToolsByName &tools)
{
    Verdict v;
    Diagnostics out;
    const bool known = shapes::knownMethods().contains(message.value(QLatin1String("method")).toString());
    const bool c2s = direction == Direction::ClientToServer;
    if (message.contains(QLatin1String("method"))) {
        const QString method = message.value(QLatin1String("method")).toString();
        const bool request = message.contains(QLatin1String("id"));
        ShapeContext ctx{direction, 0, QStringLiteral("2025-11-25"), method, RequestFacts(), &tools};
        if (request) {
            v.type = known ? (c2s ? QStringLiteral("ClientRequest") : QStringLiteral("ServerRequest"))
                           : QStringLiteral("JSONRPCRequest");
            checkRequestShape(message, ctx, out);
        } else {
            v.type = known ? (c2s ? QStringLiteral("ClientNotification") : QStringLiteral("ServerNotification"))
                           : QStringLiteral("JSONRPCNotification");
            checkNotificationShape(message, ctx, out);
        }
        v.schemaAccepts = oracle->accepts(v.type, message, {}, &v.schemaWhy);
    } else {
        const QJsonObject result = message.value(QLatin1String("result")).toObject();
        v.type = resultType(contextMethod, requestParams, result);
        ShapeContext ctx{direction, 0, QStringLiteral("2025-11-25"), contextMethod, RequestFacts::from(requestParams),
                         &tools};
        checkResultShape(result, ctx, out);
        v.schemaAccepts = oracle->accepts(v.type, result, requestParams, &v.schemaWhy);
    }
    v.oursAccepts = true;
    for (const Diagnostic &d : std::as_const(out)) {
        v.codes << d.code;
        if (d.severity == Severity::Error) {
            v.oursAccepts = false;
            v.errorCodes << d.code;
            v.errors << d.code + QStringLiteral(" @") + d.pointer + QStringLiteral(": ") + d.message;
            v.errorPointers << d.pointer;
            v.errorMessages << d.message;
        }
    }
    ++m_tally[QString::fromUtf8(QTest::currentDataTag())].compared;
    return v;
}

/// Which documented difference explains a disagreement with the JSON Schema on real traffic
/// (which carries no "difference" keys): the explanation is tested, not assumed.
QString TestShapeOracle::classifyJsonSchema(const Verdict &v, const QJsonObject &message, const QString &contextMethod)
{
    if (v.schemaAccepts || !v.oursAccepts || contextMethod != QLatin1String("elicitation/create"))
        return QString();
    // elicit-number: with every fractional content value made whole, the schema accepts.
    QJsonObject result = message.value(QLatin1String("result")).toObject();
    QJsonObject content = result.value(QLatin1String("content")).toObject();
    bool changed = false;
    for (auto it = content.begin(); it != content.end(); ++it) {
        if (it.value().isDouble() && std::floor(it.value().toDouble()) != it.value().toDouble()) {
            it.value() = std::floor(it.value().toDouble());
            changed = true;
        }
    }
    result.insert(QStringLiteral("content"), content);
    QString why;
    return changed && m_schema->accepts(v.type, result, {}, &why) ? QStringLiteral("elicit-number") : QString();
}

void TestShapeOracle::corpus()
{
    QFETCH(QString, oracle);
    Oracle *const judgeBy = this->oracle(oracle);
    const bool sdk = oracle == QLatin1String("sdk");
    Tally &tally = m_tally[oracle];
    QFile file(QStringLiteral(MCPSCOPE_SOURCE_DIR) + QStringLiteral("/tests/auto/shapes/corpus/messages.jsonl"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QStringList failures;
    QSet<QString> methodsSeen;
    int lines = 0;
    int invalid = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        ++lines;
        QJsonParseError parseError;
        const QJsonObject entry = QJsonDocument::fromJson(line, &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError,
                 qPrintable(QStringLiteral("line %1: %2").arg(lines).arg(parseError.errorString())));
        const QJsonObject message = entry.value(QLatin1String("msg")).toObject();
        const QJsonObject context = entry.value(QLatin1String("context")).toObject();
        ToolsByName tools;
        for (const QJsonValue &t : context.value(QLatin1String("tools")).toArray())
            tools.insert(t.toObject().value(QLatin1String("name")).toString(), ObjectText::fromObject(t.toObject()));
        const QString contextMethod = context.value(QLatin1String("method")).toString();
        const Verdict v = judge(judgeBy, parseDirection(entry.value(QLatin1String("direction")).toString()), message,
                                contextMethod, context.value(QLatin1String("requestParams")).toObject(), tools);
        methodsSeen.insert(message.contains(QLatin1String("method")) ? message.value(QLatin1String("method")).toString()
                                                                     : QStringLiteral("result of ") + contextMethod);
        const QString where
            = QStringLiteral("corpus line %1 (%2)").arg(lines).arg(entry.value(QLatin1String("note")).toString());

        // The corpus says what the shape rules must find.
        const QJsonArray expect = entry.value(QLatin1String("expect")).toArray();
        if (expect.isEmpty() && !v.oursAccepts)
            failures << where + QStringLiteral(": unexpected errors: ") + v.errors.join(QStringLiteral(" | "));
        for (const QJsonValue &code : expect) {
            if (!v.codes.contains(code.toString()))
                failures << where
                                + QStringLiteral(": expected %1, got [%2]")
                                      .arg(code.toString(), v.codes.join(QStringLiteral(", ")));
        }
        if (!expect.isEmpty())
            ++invalid;

        const bool oursStricter = v.schemaAccepts && !v.oursAccepts;
        if (sdk) {
            // The SDK: a disagreement is explained by the rules it leaves out (no corpus keys).
            if (v.schemaAccepts == v.oursAccepts) {
                ++tally.agreements;
                ++tally.byKind[v.schemaAccepts ? QStringLiteral("corpus: both accept")
                                               : QStringLiteral("corpus: both reject")];
            } else if (const SdkDifference *d = explainSdk(oursStricter, v.errorCodes, v.type, v.schemaWhy)) {
                ++tally.documented[QLatin1String(d->key)];
            } else {
                failures << where
                                + (oursStricter ? QStringLiteral(": the SDK (%1) accepts, the shape rules report %2")
                                                      .arg(v.type, v.errors.join(QStringLiteral(" | ")))
                                                : QStringLiteral(": the shape rules accept, the SDK (%1) rejects: %2")
                                                      .arg(v.type, v.schemaWhy));
            }
            continue;
        }

        // The JSON Schema: the corpus names the difference each disagreeing line shows.
        const QString key = entry.value(QLatin1String("difference")).toString();
        const Difference *difference = key.isEmpty() ? nullptr : findDifference(key);
        if (!key.isEmpty() && !difference) {
            failures << where + QStringLiteral(": undocumented difference key \"%1\"").arg(key);
            continue;
        }
        if (v.schemaAccepts == v.oursAccepts) {
            if (difference)
                failures
                    << where
                           + QStringLiteral(
                                 ": marked as difference \"%1\", but the schema (%2) and the shape rules agree (%3)")
                                 .arg(key, v.type,
                                      v.schemaAccepts ? QStringLiteral("both accept") : QStringLiteral("both reject"));
            else
                ++tally.agreements;
            ++tally.byKind[v.schemaAccepts ? QStringLiteral("corpus: both accept")
                                           : QStringLiteral("corpus: both reject")];
            continue;
        }
        if (!difference || difference->oursStricter != oursStricter) {
            failures << where
                            + (oursStricter ? QStringLiteral(": the schema (%1) accepts, the shape rules report %2")
                                                  .arg(v.type, v.errors.join(QStringLiteral(" | ")))
                                            : QStringLiteral(": the shape rules accept, the schema (%1) rejects: %2")
                                                  .arg(v.type, v.schemaWhy));
            continue;
        }
        ++tally.documented[key];
    }
    QVERIFY2(!m_sdk.broken(), "the SDK oracle failed to answer (see above)");
    tally.byKind[QStringLiteral("corpus lines")] = lines;
    tally.byKind[QStringLiteral("corpus lines expecting a diagnostic")] = invalid;
    QVERIFY2(lines >= 300, "the corpus must hold at least 300 messages");
    for (const QString &method : shapes::knownMethods()) {
        QVERIFY2(methodsSeen.contains(method), qPrintable(QStringLiteral("the corpus has no %1 message").arg(method)));
        if (!method.startsWith(QLatin1String("notifications/")))
            QVERIFY2(methodsSeen.contains(QStringLiteral("result of ") + method),
                     qPrintable(QStringLiteral("the corpus has no result of %1").arg(method)));
    }
    if (!failures.isEmpty()) {
        for (const QString &f : std::as_const(failures))
            qWarning().noquote() << f;
        QFAIL(qPrintable(QStringLiteral("%1 corpus lines disagree (see above)").arg(failures.size())));
    }
}

void TestShapeOracle::transcripts()
{
    QFETCH(QString, oracle);
    Oracle *const judgeBy = this->oracle(oracle);
    const bool sdk = oracle == QLatin1String("sdk");
    Tally &tally = m_tally[oracle];
    const QDir dir(test::dataDir());
    const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    QVERIFY2(!files.isEmpty(), qPrintable(dir.path() + QStringLiteral(" has no transcripts")));
    QStringList failures;
    int messages = 0;
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        struct Pending
        {
            QString method;
            QJsonObject params;
        };
        QHash<QString, Pending> pending; // requester direction + id -> request
        ToolsByName tools;
        int line = 0;
        while (!file.atEnd()) {
            const QByteArray text = file.readLine().trimmed();
            ++line;
            if (text.isEmpty())
                continue;
            const QJsonObject entry = QJsonDocument::fromJson(text).object();
            if (!entry.value(QLatin1String("msg")).isObject())
                continue; // a raw non-JSON line: not a shape question
            const QJsonObject message = entry.value(QLatin1String("msg")).toObject();
            const QString dirName = entry.value(QLatin1String("direction")).toString();
            const Direction direction = parseDirection(dirName);
            const QString where = QStringLiteral("%1:%2").arg(name).arg(line);
            QString contextMethod;
            QJsonObject requestParams;
            if (message.contains(QLatin1String("method"))) {
                if (message.contains(QLatin1String("id")))
                    pending.insert(dirName + compact(message.value(QLatin1String("id"))),
                                   Pending{message.value(QLatin1String("method")).toString(),
                                           message.value(QLatin1String("params")).toObject()});
            } else if (message.contains(QLatin1String("result"))) {
                const QString requester = direction == Direction::ClientToServer ? QStringLiteral("server->client")
                                                                                 : QStringLiteral("client->server");
                const Pending request = pending.take(requester + compact(message.value(QLatin1String("id"))));
                if (request.method.isEmpty()) {
                    failures << where + QStringLiteral(": a result to no request");
                    continue;
                }
                contextMethod = request.method;
                requestParams = request.params;
            } else {
                continue; // error responses have no shape rules here
            }
            ++messages;
            const Verdict v = judge(judgeBy, direction, message, contextMethod, requestParams, tools);
            if (!v.codes.isEmpty())
                qInfo().noquote() << where << "warnings/infos:" << v.codes.join(QStringLiteral(", "));
            if (v.schemaAccepts == v.oursAccepts && v.oursAccepts) {
                ++tally.agreements;
            } else if (v.schemaAccepts == v.oursAccepts) {
                ++tally.agreements;
                qInfo().noquote() << where << "rejected by both:" << v.errors.join(QStringLiteral(" | "));
            } else if (const SdkDifference *d
                       = sdk ? explainSdk(v.schemaAccepts, v.errorCodes, v.type, v.schemaWhy) : nullptr) {
                ++tally.documented[QLatin1String(d->key)];
            } else if (const QString key = sdk ? QString() : classifyJsonSchema(v, message, contextMethod);
                       !key.isEmpty()) {
                ++tally.documented[key];
            } else {
                failures << where
                                + QStringLiteral(": %1 %2 (%3), shape rules %4 %5")
                                      .arg(oracle,
                                           v.schemaAccepts ? QStringLiteral("accepts") : QStringLiteral("rejects"),
                                           v.schemaWhy,
                                           v.oursAccepts ? QStringLiteral("accept") : QStringLiteral("reject:"),
                                           v.errors.join(QStringLiteral(" | ")));
            }
            // Real traffic must be clean: it is the reference server talking to a careful client.
            if (!v.oursAccepts)
                failures << where + QStringLiteral(": real traffic with shape errors: ")
                                + v.errors.join(QStringLiteral(" | "));
            if (contextMethod == QLatin1String("tools/list")) {
                for (const QJsonValue &t :
                     message.value(QLatin1String("result")).toObject().value(QLatin1String("tools")).toArray())
                    tools.insert(t.toObject().value(QLatin1String("name")).toString(),
                                 ObjectText::fromObject(t.toObject()));
            }
        }
    }
    QVERIFY2(!m_sdk.broken(), "the SDK oracle failed to answer (see above)");
    tally.byKind[QStringLiteral("transcript messages")] = messages;
    if (!failures.isEmpty()) {
        for (const QString &f : std::as_const(failures))
            qWarning().noquote() << f;
        QFAIL(qPrintable(QStringLiteral("%1 transcript problems (see above)").arg(failures.size())));
    }
}

/// The same real traffic through the whole Validator (JSON-RPC, session and shape rules, in
/// order): the shape rules wired in there must find nothing either, and their pointers must
/// point into the message.
void TestShapeOracle::transcriptsThroughTheValidator()
{
    const QDir dir(test::dataDir());
    const QStringList files = dir.entryList({QStringLiteral("*.jsonl")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &name : files) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        Validator validator;
        qsizetype index = 0;
        int checked = 0;
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (line.isEmpty())
                continue;
            const QJsonObject entry = QJsonDocument::fromJson(line).object();
            const QJsonValue msg = entry.value(QLatin1String("msg"));
            const QByteArray raw = msg.isString() ? msg.toString().toUtf8()
                                                  : QJsonDocument(msg.toObject()).toJson(QJsonDocument::Compact);
            const Diagnostics out = validator.checkMessage(
                Message::parse(raw), parseDirection(entry.value(QLatin1String("direction")).toString()), index);
            for (const Diagnostic &d : out) {
                if (!shapes::isShapeRule(d.code))
                    continue;
                QVERIFY2(
                    d.severity != Severity::Error,
                    qPrintable(
                        QStringLiteral("%1:%2 %3 @%4: %5").arg(name).arg(index).arg(d.code, d.pointer, d.message)));
                QVERIFY2(d.pointer.isEmpty() || d.pointer.startsWith(QLatin1Char('/')), qPrintable(d.pointer));
            }
            ++checked;
            ++index;
        }
        QVERIFY(checked > 0);
    }
}

namespace {

/// The SDK type a result of 2026-07-28 to @p method is asked as.
QString modernResultType(const QString &method, const QJsonObject &result)
{
    static const QHash<QString, QString> types{
        {QStringLiteral("server/discover"), QStringLiteral("DiscoverResult")},
        {QStringLiteral("subscriptions/listen"), QStringLiteral("SubscriptionsListenResult")},
        {QStringLiteral("resources/list"), QStringLiteral("ListResourcesResult")},
        {QStringLiteral("resources/templates/list"), QStringLiteral("ListResourceTemplatesResult")},
        {QStringLiteral("resources/read"), QStringLiteral("ReadResourceResult")},
        {QStringLiteral("prompts/list"), QStringLiteral("ListPromptsResult")},
        {QStringLiteral("prompts/get"), QStringLiteral("GetPromptResult")},
        {QStringLiteral("tools/list"), QStringLiteral("ListToolsResult")},
        {QStringLiteral("tools/call"), QStringLiteral("CallToolResult")},
        {QStringLiteral("completion/complete"), QStringLiteral("CompleteResult")},
    };
    // The SDK has no InputRequiredResult: its Result is the closest it can answer.
    if (result.value(QLatin1String("resultType")) == QJsonValue(QLatin1String("input_required")))
        return QStringLiteral("Result");
    return types.value(method, QStringLiteral("Result"));
}

const QString ModernEra = QStringLiteral("2026-07-28");

} // namespace

Verdict TestShapeOracle::judgeModern(Direction direction, const QJsonObject &message, const QString &contextMethod,
                                     const QJsonObject &requestParams, const ToolsByName &tools)
{
    Verdict v;
    Diagnostics out;
    const bool c2s = direction == Direction::ClientToServer;
    if (message.contains(QLatin1String("method"))) {
        const QString method = message.value(QLatin1String("method")).toString();
        const bool known = shapes::knownModernMethods().contains(method);
        const bool request = message.contains(QLatin1String("id"));
        ShapeContext ctx{direction, 0, ModernEra, method, RequestFacts(), &tools};
        if (request) {
            v.type = known ? (c2s ? QStringLiteral("ClientRequest") : QStringLiteral("ServerRequest"))
                           : QStringLiteral("JSONRPCRequest");
            checkRequestShape(message, ctx, out);
        } else {
            v.type = known ? (c2s ? QStringLiteral("ClientNotification") : QStringLiteral("ServerNotification"))
                           : QStringLiteral("JSONRPCNotification");
            checkNotificationShape(message, ctx, out);
        }
        v.schemaAccepts = m_sdk.ask(ModernEra, v.type, message, &v.schemaWhy);
    } else {
        const QJsonObject result = message.value(QLatin1String("result")).toObject();
        v.type = modernResultType(contextMethod, result);
        const RequestFacts facts = RequestFacts::from(requestParams);
        ShapeContext ctx{direction, 0, ModernEra, contextMethod, facts, &tools};
        checkResultShape(result, ctx, out);
        v.schemaAccepts = m_sdk.ask(ModernEra, v.type, result, &v.schemaWhy);
    }
    v.oursAccepts = true;
    for (const Diagnostic &d : std::as_const(out)) {
        v.codes << d.code;
        if (d.severity == Severity::Error) {
            v.oursAccepts = false;
            v.errorCodes << d.code;
            v.errors << d.code + QStringLiteral(" @") + d.pointer + QStringLiteral(": ") + d.message;
            v.errorPointers << d.pointer;
            v.errorMessages << d.message;
        }
    }
    ++m_tally[QStringLiteral("sdk 2026-07-28")].compared;
    return v;
}

QString TestShapeOracle::explainModernVerdict(const Verdict &v, QString *failure)
{
    if (v.schemaAccepts == v.oursAccepts)
        return QString();
    if (!v.schemaAccepts) {
        // No documented case has the SDK stricter on a message of this era.
        *failure = QStringLiteral("the shape rules accept, the SDK (%1) rejects: %2").arg(v.type, v.schemaWhy);
        return QString();
    }
    QString first;
    for (qsizetype i = 0; i < v.errorCodes.size(); ++i) {
        const QString key = explainModern(v.errorCodes.at(i), v.errorPointers.at(i), v.errorMessages.at(i));
        if (key.isEmpty()) {
            *failure = QStringLiteral("the SDK (%1) accepts, the shape rules report %2").arg(v.type, v.errors.at(i));
            return QString();
        }
        if (first.isEmpty())
            first = key;
    }
    return first;
}

/// The corpus of 2026-07-28 (corpus/modern.jsonl): every line gets the same verdict from the SDK
/// that answers for that revision and from the shape rules of that era, unless the difference is
/// documented (ModernSdkDifferences); and the shape rules find what each line expects.
void TestShapeOracle::modernCorpus()
{
    QCOMPARE(m_sdk.package(ModernEra), QStringLiteral("@modelcontextprotocol/core 2.4.0"));
    Tally &tally = m_tally[QStringLiteral("sdk 2026-07-28")];
    QFile file(QStringLiteral(MCPSCOPE_SOURCE_DIR) + QStringLiteral("/tests/auto/shapes/corpus/modern.jsonl"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QStringList failures;
    QSet<QString> methodsSeen;
    int lines = 0;
    int invalid = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        ++lines;
        QJsonParseError parseError;
        const QJsonObject entry = QJsonDocument::fromJson(line, &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError,
                 qPrintable(QStringLiteral("line %1: %2").arg(lines).arg(parseError.errorString())));
        const QJsonObject message = entry.value(QLatin1String("msg")).toObject();
        const QJsonObject context = entry.value(QLatin1String("context")).toObject();
        ToolsByName tools;
        for (const QJsonValue &t : context.value(QLatin1String("tools")).toArray())
            tools.insert(t.toObject().value(QLatin1String("name")).toString(), ObjectText::fromObject(t.toObject()));
        const QString contextMethod = context.value(QLatin1String("method")).toString();
        const Verdict v = judgeModern(parseDirection(entry.value(QLatin1String("direction")).toString()), message,
                                      contextMethod, context.value(QLatin1String("requestParams")).toObject(), tools);
        methodsSeen.insert(message.contains(QLatin1String("method")) ? message.value(QLatin1String("method")).toString()
                                                                     : QStringLiteral("result of ") + contextMethod);
        const QString where = QStringLiteral("modern corpus line %1 (%2)")
                                  .arg(lines)
                                  .arg(entry.value(QLatin1String("note")).toString());
        const QJsonArray expect = entry.value(QLatin1String("expect")).toArray();
        if (expect.isEmpty() && !v.oursAccepts)
            failures << where + QStringLiteral(": unexpected errors: ") + v.errors.join(QStringLiteral(" | "));
        for (const QJsonValue &code : expect) {
            if (!v.codes.contains(code.toString()))
                failures << where
                                + QStringLiteral(": expected %1, got [%2]")
                                      .arg(code.toString(), v.codes.join(QStringLiteral(", ")));
        }
        if (!expect.isEmpty())
            ++invalid;
        if (v.schemaAccepts == v.oursAccepts) {
            ++tally.agreements;
            ++tally.byKind[v.schemaAccepts ? QStringLiteral("modern corpus: both accept")
                                           : QStringLiteral("modern corpus: both reject")];
            continue;
        }
        QString failure;
        const QString key = explainModernVerdict(v, &failure);
        if (key.isEmpty())
            failures << where + QStringLiteral(": ") + failure;
        else
            ++tally.documented[key];
    }
    QVERIFY2(!m_sdk.broken(), "the SDK oracle failed to answer (see above)");
    tally.byKind[QStringLiteral("modern corpus lines")] = lines;
    tally.byKind[QStringLiteral("modern corpus lines expecting a diagnostic")] = invalid;
    QVERIFY2(lines >= 150, "the modern corpus must hold at least 150 messages");
    QVERIFY2(invalid >= 60, "the modern corpus must hold at least 60 broken messages");
    for (const QString &method : shapes::knownModernMethods()) {
        QVERIFY2(methodsSeen.contains(method),
                 qPrintable(QStringLiteral("the modern corpus has no %1 message").arg(method)));
        if (!method.startsWith(QLatin1String("notifications/")))
            QVERIFY2(methodsSeen.contains(QStringLiteral("result of ") + method),
                     qPrintable(QStringLiteral("the modern corpus has no result of %1").arg(method)));
    }
    if (!failures.isEmpty()) {
        for (const QString &f : std::as_const(failures))
            qWarning().noquote() << f;
        QFAIL(qPrintable(QStringLiteral("%1 modern corpus lines disagree (see above)").arg(failures.size())));
    }
}

/// A real session of 2026-07-28 (corpus/modern-stdio.jsonl, recorded by record_modern.mjs from
/// the SDK v2 test server of tests/modern): every message judged as the corpus is, and real
/// traffic must be free of shape errors; then the whole validator (JSON-RPC, session, era and
/// shape rules) over the session, which must find no error either.
void TestShapeOracle::modernTranscript()
{
    QFile file(QStringLiteral(MCPSCOPE_SOURCE_DIR) + QStringLiteral("/tests/auto/shapes/corpus/modern-stdio.jsonl"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    Tally &tally = m_tally[QStringLiteral("sdk 2026-07-28")];
    constexpr int DeliberateLine = 21; // tools/call add {"a": "x"}
    bool deliberateFound = false;
    QStringList failures;
    QHash<QString, std::pair<QString, QJsonObject>> pending; // id -> request method, params
    ToolsByName tools;
    QSet<QString> seen;
    Validator validator;
    Diagnostics all;
    qsizetype index = 0;
    int line = 0;
    while (!file.atEnd()) {
        const QByteArray text = file.readLine().trimmed();
        ++line;
        if (text.isEmpty())
            continue;
        const QJsonObject entry = QJsonDocument::fromJson(text).object();
        const QJsonObject message = entry.value(QLatin1String("msg")).toObject();
        const Direction direction = parseDirection(entry.value(QLatin1String("direction")).toString());
        all += validator.checkMessage(QJsonDocument(message).toJson(QJsonDocument::Compact), direction, index++);
        const QString where = QStringLiteral("modern-stdio.jsonl:%1").arg(line);
        QString contextMethod;
        QJsonObject requestParams;
        if (message.contains(QLatin1String("method"))) {
            seen.insert(message.value(QLatin1String("method")).toString());
            if (message.contains(QLatin1String("id")))
                pending.insert(compact(message.value(QLatin1String("id"))),
                               {message.value(QLatin1String("method")).toString(),
                                message.value(QLatin1String("params")).toObject()});
        } else if (message.contains(QLatin1String("result"))) {
            const auto request = pending.take(compact(message.value(QLatin1String("id"))));
            QVERIFY2(!request.first.isEmpty(), qPrintable(where + QStringLiteral(": a result to no request")));
            contextMethod = request.first;
            requestParams = request.second;
            seen.insert(QStringLiteral("result of ") + contextMethod);
        } else {
            continue; // error answers: their data is the session rules' (modern.error.data), checked below
        }
        const Verdict v = judgeModern(direction, message, contextMethod, requestParams, tools);
        // The recording's one deliberate client mistake: add called with a string and without b
        // (the server answers it with isError). The SDK's schemas cannot know the tool.
        if (line == DeliberateLine && v.errorCodes == QStringList{QStringLiteral("mcp.tool.arguments")}
            && v.schemaAccepts) {
            ++tally.documented[QStringLiteral("session-context")];
            continue;
        }
        if (!v.oursAccepts)
            failures << where + QStringLiteral(": real traffic with shape errors: ")
                            + v.errors.join(QStringLiteral(" | "));
        else if (v.schemaAccepts)
            ++tally.agreements;
        else
            failures << where + QStringLiteral(": the SDK (%1) rejects real traffic: %2").arg(v.type, v.schemaWhy);
        if (contextMethod == QLatin1String("tools/list")) {
            for (const QJsonValue &t :
                 message.value(QLatin1String("result")).toObject().value(QLatin1String("tools")).toArray())
                tools.insert(t.toObject().value(QLatin1String("name")).toString(),
                             ObjectText::fromObject(t.toObject()));
        }
    }
    all += validator.finish();
    QVERIFY2(!m_sdk.broken(), "the SDK oracle failed to answer (see above)");
    tally.byKind[QStringLiteral("modern transcript messages")] = line;
    // The recording covers the era's own parts.
    for (const char *part : {"server/discover", "subscriptions/listen", "notifications/subscriptions/acknowledged",
                             "notifications/resources/updated", "result of tools/call", "result of resources/read"})
        QVERIFY2(seen.contains(QLatin1String(part)), part);
    QCOMPARE(validator.protocolVersion(), ModernEra);
    for (const Diagnostic &d : std::as_const(all)) {
        if (d.messageIndex == DeliberateLine - 1 && d.code == QLatin1String("mcp.tool.arguments")) {
            deliberateFound = true;
            continue;
        }
        if (d.severity == Severity::Error)
            failures << QStringLiteral("the validator on message #%1: %2 @%3: %4")
                            .arg(d.messageIndex)
                            .arg(d.code, d.pointer, d.message);
        else
            qInfo().noquote() << "modern transcript:" << d.code << d.message;
    }
    QVERIFY2(deliberateFound, "the validator missed the recording's deliberate mistake (tools/call add with a string)");
    if (!failures.isEmpty()) {
        for (const QString &f : std::as_const(failures))
            qWarning().noquote() << f;
        QFAIL(qPrintable(QStringLiteral("%1 problems in the modern transcript (see above)").arg(failures.size())));
    }
}

void TestShapeOracle::cleanupTestCase()
{
    for (auto t = m_tally.cbegin(); t != m_tally.cend(); ++t) {
        const bool modern = t.key() == QLatin1String("sdk 2026-07-28");
        const bool sdk = t.key() == QLatin1String("sdk") || modern;
        int documented = 0;
        for (auto it = t->documented.cbegin(); it != t->documented.cend(); ++it)
            documented += it.value();
        QString summary
            = modern ? QStringLiteral("\nShape rules vs. %1 (2026-07-28)\n").arg(m_sdk.package(ModernEra))
                     : QStringLiteral("\nShape rules vs. %1 (2025-11-25)\n").arg(sdk ? m_sdk.name() : m_schema->name());
        for (auto it = t->byKind.cbegin(); it != t->byKind.cend(); ++it)
            summary += QStringLiteral("  %1: %2\n").arg(it.key()).arg(it.value());
        summary += QStringLiteral("  messages compared: %1\n  agreements: %2\n  documented differences: %3\n")
                       .arg(t->compared)
                       .arg(t->agreements)
                       .arg(documented);
        for (auto it = t->documented.cbegin(); it != t->documented.cend(); ++it) {
            bool oursStricter = true;
            QString why;
            for (const SdkDifference &d : SdkDifferences) {
                if (sdk && it.key() == QLatin1String(d.key))
                    oursStricter = d.oursStricter, why = QString::fromUtf8(d.why);
            }
            for (const ModernSdkDifference &d : ModernSdkDifferences) {
                if (modern && it.key() == QLatin1String(d.key))
                    oursStricter = true, why = QString::fromUtf8(d.why);
            }
            if (const Difference *d = sdk ? nullptr : findDifference(it.key()))
                oursStricter = d->oursStricter, why = QString::fromUtf8(d->why);
            summary += QStringLiteral("    %1 x%2 (%3): %4\n")
                           .arg(it.key())
                           .arg(it.value())
                           .arg(oursStricter ? QStringLiteral("oracle accepts, mcpscope rejects")
                                             : QStringLiteral("oracle rejects, mcpscope accepts"),
                                why);
        }
        qInfo().noquote() << summary;
    }
}

QTEST_GUILESS_MAIN(TestShapeOracle)
#include "tst_shapeoracle.moc"
