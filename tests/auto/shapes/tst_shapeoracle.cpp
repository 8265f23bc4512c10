// SPDX-License-Identifier: MIT
// The official MCP 2025-11-25 JSON Schema as an oracle for the shape rules: for every message
// of the recorded transcripts and of the generated corpus (corpus/messages.jsonl), "the
// official schema accepts it" must equal "the shape rules report no error", except where the
// difference is deliberate and documented below.

#include "validation/mcpshapes.h"
#include "jsonschema/schemacheck.h"
#include "validation/shaperules.h"
#include "validation/validator.h"
#include "jsonrpc/message.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSet>
#include <QTest>

#include <cmath>
#include <memory>

using namespace mcpscope;

namespace {

/// Rules the official schema cannot (or does not) express. Each corpus line that makes the
/// schema and the shape rules disagree names one of these keys in its "difference" member.
struct Difference
{
    const char *key;
    bool oursStricter; ///< true: the schema accepts what the shape rules reject
    const char *why;
};

const Difference Differences[] = {
    {"base64", true, "data and blob carry \"format\": \"byte\", an annotation no validator asserts; mcpscope decodes the base64 "
                     "(RFC 4648 alphabet, '=' padding, length a multiple of 4) because clients fail on it"},
    {"uri", true, "\"format\": \"uri\" is only an annotation in 2020-12; mcpscope checks RFC 3986 syntax (a scheme, no spaces "
                  "or backslashes, valid %-escapes and ports)"},
    {"uri-template", true, "\"format\": \"uri-template\" is not asserted; mcpscope parses RFC 6570 levels 1-4"},
    {"text-xor-blob", true, "resource contents are anyOf(text, blob), which also accepts both at once; the spec means exactly one"},
    {"schema-validity", true, "the schema only wants inputSchema/outputSchema/requestedSchema properties to be objects; mcpscope "
                              "compiles the embedded JSON Schema and says why it is unusable (unknown type, bad regex, "
                              "dangling $ref, ...)"},
    {"tool-arguments", true, "tools/call arguments are validated against the inputSchema the tool was listed with, which a "
                             "static schema cannot know"},
    {"task-support", true, "the listed tool's execution.taskSupport decides whether tools/call may or must carry \"task\""},
    {"output-schema", true, "structuredContent is validated against the tool's outputSchema and required when there is one "
                            "(servers MUST, server/tools#output-schema)"},
    {"completion-max", true, "\"Must not exceed 100 items\" is prose in the description, not a maxItems"},
    {"sampling-tools", true, "the tool-use rules of sampling (roles, tool results alone in their message, every tool_use "
                             "answered) are prose in client/sampling"},
    {"elicitation-subset", true, "PrimitiveSchemaDefinition is an anyOf whose StringSchema branch accepts any extra keyword, "
                                 "so non-string enums, options without titles and $ref slip through"},
    {"elicit-content-schema", true, "accepted content is validated against the requestedSchema of the request it answers"},
    {"elicit-number", false, "schema.json narrows content values to integers, but schema.ts, the source of truth, says "
                             "number, and a requested \"type\": \"number\" field needs fractions"},
    {"roots-file", true, "\"This *must* start with file://\" is prose in Root.uri's description"},
    {"cancelled-request-id", true, "requestId is optional in the schema, but it MUST be given for non-task requests and MUST "
                                   "NOT be used for tasks (they use tasks/cancel): a cancellation without it is always wrong"},
    {"meta-key", true, "_meta key names have a syntax (basic/index#meta) that the schema's open _meta object cannot express"},
    {"related-task-meta", true, "the reserved _meta keys io.modelcontextprotocol/related-task and model-immediate-response have "
                                "defined values; the schema's _meta is an open object"},
};

const Difference *findDifference(const QString &key)
{
    for (const Difference &d : Differences) {
        if (key == QLatin1StringView(d.key))
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
    const bool taskAugmentable = method == QLatin1String("tools/call") || method == QLatin1String("sampling/createMessage")
        || method == QLatin1String("elicitation/create");
    if (taskAugmentable && requestParams.value(QLatin1String("task")).isObject() && result.contains(QLatin1String("task")))
        return QStringLiteral("CreateTaskResult");
    return types.value(method, QStringLiteral("Result"));
}

struct Verdict
{
    bool schemaAccepts = false;
    QString schemaWhy;
    bool oursAccepts = false;
    QStringList codes;    ///< every code the shape rules reported
    QStringList errors;   ///< "code @pointer: message" of error-level ones
    QString type;         ///< the $defs type the schema checked
};

class Oracle
{
public:
    bool load(QString *error)
    {
        QFile file(test::sharedDir() + QStringLiteral("/mcp/schema/2025-11-25/schema.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            *error = file.fileName() + QStringLiteral(": ") + file.errorString();
            return false;
        }
        m_root = QJsonDocument::fromJson(file.readAll()).object();
        if (!m_root.value(QLatin1String("$defs")).isObject()) {
            *error = QStringLiteral("schema.json has no $defs");
            return false;
        }
        return true;
    }

    bool accepts(const QString &type, const QJsonValue &value, QString *why)
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
                *why = QStringLiteral("official schema does not compile: ") + problem.reason + QStringLiteral(" at ") + problem.pointer;
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
    QJsonObject m_root;
    QHash<QString, std::shared_ptr<schemacheck::CompiledSchema>> m_compiled;
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
    void corpus();
    void transcripts();
    void transcriptsThroughTheValidator();
    void cleanupTestCase();

private:
    QString classify(const Verdict &v, const QJsonObject &message, const QString &contextMethod);
    Verdict judge(Direction direction, const QJsonObject &message, const QString &contextMethod,
                  const QJsonObject &requestParams, const QHash<QString, QJsonObject> &tools);

    Oracle m_oracle;
    int m_compared = 0;
    int m_agreements = 0;
    QMap<QString, int> m_documented;
    QMap<QString, int> m_byKind;
};

void TestShapeOracle::initTestCase()
{
    QString error;
    QVERIFY2(m_oracle.load(&error), qPrintable(error));
    // Every documented difference must say why.
    for (const Difference &d : Differences)
        QVERIFY(QByteArray(d.why).size() > 20);
}

Verdict TestShapeOracle::judge(Direction direction, const QJsonObject &message, const QString &contextMethod,
                               const QJsonObject &requestParams, const QHash<QString, QJsonObject> &tools)
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
            v.type = known ? (c2s ? QStringLiteral("ClientRequest") : QStringLiteral("ServerRequest")) : QStringLiteral("JSONRPCRequest");
            checkRequestShape(message, ctx, out);
        } else {
            v.type = known ? (c2s ? QStringLiteral("ClientNotification") : QStringLiteral("ServerNotification"))
                           : QStringLiteral("JSONRPCNotification");
            checkNotificationShape(message, ctx, out);
        }
        v.schemaAccepts = m_oracle.accepts(v.type, message, &v.schemaWhy);
    } else {
        const QJsonObject result = message.value(QLatin1String("result")).toObject();
        v.type = resultType(contextMethod, requestParams, result);
        ShapeContext ctx{direction, 0, QStringLiteral("2025-11-25"), contextMethod, RequestFacts::from(requestParams), &tools};
        checkResultShape(result, ctx, out);
        v.schemaAccepts = m_oracle.accepts(v.type, result, &v.schemaWhy);
    }
    v.oursAccepts = true;
    for (const Diagnostic &d : std::as_const(out)) {
        v.codes << d.code;
        if (d.severity == Severity::Error) {
            v.oursAccepts = false;
            v.errors << d.code + QStringLiteral(" @") + d.pointer + QStringLiteral(": ") + d.message;
        }
    }
    ++m_compared;
    return v;
}

/// Which documented difference explains a disagreement on real traffic (which carries no
/// "difference" keys): the explanation is tested, not assumed.
QString TestShapeOracle::classify(const Verdict &v, const QJsonObject &message, const QString &contextMethod)
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
    return changed && m_oracle.accepts(v.type, result, &why) ? QStringLiteral("elicit-number") : QString();
}

void TestShapeOracle::corpus()
{
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
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(QStringLiteral("line %1: %2").arg(lines).arg(parseError.errorString())));
        const QJsonObject message = entry.value(QLatin1String("msg")).toObject();
        const QJsonObject context = entry.value(QLatin1String("context")).toObject();
        QHash<QString, QJsonObject> tools;
        for (const QJsonValue &t : context.value(QLatin1String("tools")).toArray())
            tools.insert(t.toObject().value(QLatin1String("name")).toString(), t.toObject());
        const QString contextMethod = context.value(QLatin1String("method")).toString();
        const Verdict v = judge(parseDirection(entry.value(QLatin1String("direction")).toString()), message, contextMethod,
                                context.value(QLatin1String("requestParams")).toObject(), tools);
        methodsSeen.insert(message.contains(QLatin1String("method")) ? message.value(QLatin1String("method")).toString()
                                                                     : QStringLiteral("result of ") + contextMethod);
        const QString where = QStringLiteral("corpus line %1 (%2)").arg(lines).arg(entry.value(QLatin1String("note")).toString());

        // The corpus says what the shape rules must find.
        const QJsonArray expect = entry.value(QLatin1String("expect")).toArray();
        if (expect.isEmpty() && !v.oursAccepts)
            failures << where + QStringLiteral(": unexpected errors: ") + v.errors.join(QStringLiteral(" | "));
        for (const QJsonValue &code : expect) {
            if (!v.codes.contains(code.toString()))
                failures << where + QStringLiteral(": expected %1, got [%2]").arg(code.toString(), v.codes.join(QStringLiteral(", ")));
        }
        if (!expect.isEmpty())
            ++invalid;

        // The oracle.
        const QString key = entry.value(QLatin1String("difference")).toString();
        const Difference *difference = key.isEmpty() ? nullptr : findDifference(key);
        if (!key.isEmpty() && !difference) {
            failures << where + QStringLiteral(": undocumented difference key \"%1\"").arg(key);
            continue;
        }
        if (v.schemaAccepts == v.oursAccepts) {
            if (difference)
                failures << where + QStringLiteral(": marked as difference \"%1\", but the schema (%2) and the shape rules agree (%3)")
                                        .arg(key, v.type, v.schemaAccepts ? QStringLiteral("both accept") : QStringLiteral("both reject"));
            else
                ++m_agreements;
            ++m_byKind[v.schemaAccepts ? QStringLiteral("corpus: both accept") : QStringLiteral("corpus: both reject")];
            continue;
        }
        const bool oursStricter = v.schemaAccepts && !v.oursAccepts;
        if (!difference || difference->oursStricter != oursStricter) {
            failures << where + (oursStricter ? QStringLiteral(": the schema (%1) accepts, the shape rules report %2")
                                                    .arg(v.type, v.errors.join(QStringLiteral(" | ")))
                                              : QStringLiteral(": the shape rules accept, the schema (%1) rejects: %2").arg(v.type, v.schemaWhy));
            continue;
        }
        ++m_documented[key];
    }
    m_byKind[QStringLiteral("corpus lines")] = lines;
    m_byKind[QStringLiteral("corpus lines expecting a diagnostic")] = invalid;
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
    const QDir dir(test::sharedDir() + QStringLiteral("/mcp/transcripts"));
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
        QHash<QString, QJsonObject> tools;
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
                                   Pending{message.value(QLatin1String("method")).toString(), message.value(QLatin1String("params")).toObject()});
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
            const Verdict v = judge(direction, message, contextMethod, requestParams, tools);
            if (!v.codes.isEmpty())
                qInfo().noquote() << where << "warnings/infos:" << v.codes.join(QStringLiteral(", "));
            if (v.schemaAccepts == v.oursAccepts && v.oursAccepts) {
                ++m_agreements;
            } else if (v.schemaAccepts == v.oursAccepts) {
                ++m_agreements;
                qInfo().noquote() << where << "rejected by both:" << v.errors.join(QStringLiteral(" | "));
            } else if (const QString key = classify(v, message, contextMethod); !key.isEmpty()) {
                ++m_documented[key];
            } else {
                failures << where + QStringLiteral(": schema %1 (%2), shape rules %3 %4")
                                        .arg(v.schemaAccepts ? QStringLiteral("accepts") : QStringLiteral("rejects"), v.schemaWhy,
                                             v.oursAccepts ? QStringLiteral("accept") : QStringLiteral("reject:"),
                                             v.errors.join(QStringLiteral(" | ")));
            }
            // Real traffic must be clean: it is the reference server talking to a careful client.
            if (!v.oursAccepts)
                failures << where + QStringLiteral(": real traffic with shape errors: ") + v.errors.join(QStringLiteral(" | "));
            if (contextMethod == QLatin1String("tools/list")) {
                for (const QJsonValue &t : message.value(QLatin1String("result")).toObject().value(QLatin1String("tools")).toArray())
                    tools.insert(t.toObject().value(QLatin1String("name")).toString(), t.toObject());
            }
        }
    }
    m_byKind[QStringLiteral("transcript messages")] = messages;
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
    const QDir dir(test::sharedDir() + QStringLiteral("/mcp/transcripts"));
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
            const QByteArray raw = msg.isString() ? msg.toString().toUtf8() : QJsonDocument(msg.toObject()).toJson(QJsonDocument::Compact);
            const Diagnostics out = validator.checkMessage(Message::parse(raw), parseDirection(entry.value(QLatin1String("direction")).toString()), index);
            for (const Diagnostic &d : out) {
                if (!shapes::isShapeRule(d.code))
                    continue;
                QVERIFY2(d.severity != Severity::Error,
                         qPrintable(QStringLiteral("%1:%2 %3 @%4: %5").arg(name).arg(index).arg(d.code, d.pointer, d.message)));
                QVERIFY2(d.pointer.isEmpty() || d.pointer.startsWith(QLatin1Char('/')), qPrintable(d.pointer));
            }
            ++checked;
            ++index;
        }
        QVERIFY(checked > 0);
    }
}

void TestShapeOracle::cleanupTestCase()
{
    int documented = 0;
    for (auto it = m_documented.cbegin(); it != m_documented.cend(); ++it)
        documented += it.value();
    QString summary = QStringLiteral("\nShape rules vs. the official 2025-11-25 schema\n");
    for (auto it = m_byKind.cbegin(); it != m_byKind.cend(); ++it)
        summary += QStringLiteral("  %1: %2\n").arg(it.key()).arg(it.value());
    summary += QStringLiteral("  messages compared: %1\n  agreements: %2\n  documented differences: %3\n")
                   .arg(m_compared).arg(m_agreements).arg(documented);
    for (auto it = m_documented.cbegin(); it != m_documented.cend(); ++it) {
        const Difference *d = findDifference(it.key());
        summary += QStringLiteral("    %1 x%2 (%3): %4\n")
                       .arg(it.key()).arg(it.value())
                       .arg(d->oursStricter ? QStringLiteral("schema accepts, mcpscope rejects") : QStringLiteral("schema rejects, mcpscope accepts"),
                            QLatin1StringView(d->why));
    }
    qInfo().noquote() << summary;
}

QTEST_GUILESS_MAIN(TestShapeOracle)
#include "tst_shapeoracle.moc"
