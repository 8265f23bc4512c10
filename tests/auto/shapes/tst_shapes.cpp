// SPDX-License-Identifier: MIT
// The MCP shape rules, one data row per rule (a message that breaks it and a clean twin), the
// syntax checkers behind them, and hostile input that must neither hang nor crash.

#include "jsonschema/schemacheck.h"
#include "validation/mcpshapes.h"
#include "validation/mcpshapesyntax.h"
#include "validation/rulecatalogue.h"
#include "validation/shaperules.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace mcpscope;

namespace {

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON at %d: %s\n%s", int(error.offset), qPrintable(error.errorString()), json.constData());
    return doc.object();
}

const char *const AddTool
    = R"({"name":"add","inputSchema":{"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},
    "required":["a","b"]},"outputSchema":{"type":"object","properties":{"sum":{"type":"number"}},"required":["sum"]}})";

struct Context
{
    Direction direction = Direction::ClientToServer;
    QString method;
    QJsonObject requestParams;
    ToolsByName tools;
    QString protocolVersion = QStringLiteral("2025-11-25");
};

/// Runs the shape rule entry point that fits @p message (request, notification or result).
Diagnostics check(const QJsonObject &message, const Context &c)
{
    Diagnostics out;
    const bool result = message.contains(QLatin1String("result"));
    // Requests and notifications: the context's method is their own.
    const QString method = result ? c.method : message.value(QLatin1String("method")).toString();
    const ShapeContext ctx{c.direction, 7, c.protocolVersion, method, RequestFacts::from(c.requestParams), &c.tools};
    if (result)
        checkResultShape(message.value(QLatin1String("result")).toObject(), ctx, out);
    else if (message.contains(QLatin1String("id")))
        checkRequestShape(message, ctx, out);
    else
        checkNotificationShape(message, ctx, out);
    return out;
}

QStringList codes(const Diagnostics &diagnostics)
{
    QStringList list;
    for (const Diagnostic &d : diagnostics)
        list << d.code;
    return list;
}

QString dump(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines << QStringLiteral("%1 [%2] @%3: %4").arg(d.code, severityName(d.severity), d.pointer, d.message);
    return lines.join(QLatin1Char('\n'));
}

QByteArray request(const char *method, const QByteArray &params)
{
    return QByteArray(R"({"jsonrpc":"2.0","id":1,"method":")") + method + R"(","params":)" + params + '}';
}

QByteArray notification(const char *method, const QByteArray &params)
{
    return QByteArray(R"({"jsonrpc":"2.0","method":")") + method + R"(","params":)" + params + '}';
}

QByteArray result(const QByteArray &value)
{
    return QByteArray(R"({"jsonrpc":"2.0","id":1,"result":)") + value + '}';
}

QByteArray values(int n)
{
    QByteArray list = "[";
    for (int i = 0; i < n; ++i)
        list += (i ? ",\"v" : "\"v") + QByteArray::number(i) + '"';
    return list + ']';
}

const QByteArray Png
    = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const QByteArray Jpeg = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==";

} // namespace

Q_DECLARE_METATYPE(mcpscope::Direction)

class TestShapes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data();
    void rules();
    void everyRuleHasARow();
    void catalogueKnowsEveryRule();
    void pointersAndMessages();
    void reportsInIdOrder();
    void protocolVersionGates();
    void resultsWithoutKnownRequest();

    void base64_data();
    void base64();
    void uri_data();
    void uri();
    void uriTemplate_data();
    void uriTemplate();
    void metaKey_data();
    void metaKey();
    void toolName_data();
    void toolName();
    void mimeAndTime();

    void schemaLimits();
    void hostileValues();
    void hostileMessages();
};

struct RuleRow
{
    const char *code;
    QByteArray bad;
    QByteArray clean;
    QByteArray context; ///< {"direction","method","requestParams","tools"}
};

/// One row per shape rule: a message that breaks it and a clean twin.
QList<RuleRow> ruleRows()
{
    QList<RuleRow> rows;
    const QByteArray c2s = R"({"direction":"client->server"})";
    const QByteArray s2c = R"({"direction":"server->client"})";
    auto row = [&rows](const char *code, const QByteArray &bad, const QByteArray &clean, const QByteArray &context) {
        rows.append(RuleRow{code, bad, clean, context});
    };
    auto resultContext = [](const char *direction, const char *method, const QByteArray &requestParams = "{}",
                            const QByteArray &tools = "[]") -> QByteArray {
        return QByteArray(R"({"direction":")") + direction + R"(","method":")" + method + R"(","requestParams":)"
               + requestParams + R"(,"tools":)" + tools + '}';
    };
    const QByteArray toolsAdd = QByteArray("[") + AddTool + "]";
    const QByteArray toolsCtx = QByteArray(R"({"direction":"client->server","tools":)") + toolsAdd + '}';

    row("mcp.method.direction", request("tools/call", R"({"name":"x"})"),
        request("sampling/createMessage", R"({"messages":[],"maxTokens":5})"), s2c);
    row("mcp.params.missing", R"({"jsonrpc":"2.0","id":1,"method":"resources/read"})",
        request("resources/read", R"({"uri":"file:///a"})"), c2s);
    row("mcp.member.missing", request("resources/read", "{}"), request("resources/read", R"({"uri":"file:///a"})"),
        c2s);
    row("mcp.member.type", request("resources/read", R"({"uri":5})"),
        request("resources/read", R"({"uri":"file:///a"})"), c2s);
    row("mcp.member.value", request("logging/setLevel", R"({"level":"verbose"})"),
        request("logging/setLevel", R"({"level":"notice"})"), c2s);
    row("mcp.member.range",
        request("sampling/createMessage", R"({"messages":[],"maxTokens":5,"modelPreferences":{"costPriority":2}})"),
        request("sampling/createMessage", R"({"messages":[],"maxTokens":5,"modelPreferences":{"costPriority":1}})"),
        s2c);
    row("mcp.meta.key", notification("notifications/tools/list_changed", R"({"_meta":{"bad key":1}})"),
        notification("notifications/tools/list_changed", R"({"_meta":{"com.example/ok":1,"":2,"a.b-c_d":3}})"), s2c);
    row("mcp.meta.reserved",
        notification("notifications/tools/list_changed", R"({"_meta":{"io.modelcontextprotocol/nope":1}})"),
        notification("notifications/tools/list_changed",
                     R"({"_meta":{"io.modelcontextprotocol/related-task":{"taskId":"t"}}})"),
        s2c);
    row("mcp.uri.syntax", notification("notifications/resources/updated", R"({"uri":"my file.txt"})"),
        notification("notifications/resources/updated", R"({"uri":"file:///my%20file.txt"})"), s2c);
    row("mcp.template.syntax", result(R"({"resourceTemplates":[{"name":"n","uriTemplate":"file:///{a"}]})"),
        result(R"({"resourceTemplates":[{"name":"n","uriTemplate":"file:///{a}"}]})"),
        resultContext("server->client", "resources/templates/list"));
    row("mcp.timestamp.format",
        result(R"({"resources":[{"uri":"file:///a","name":"a","annotations":{"lastModified":"yesterday"}}]})"),
        result(
            R"({"resources":[{"uri":"file:///a","name":"a","annotations":{"lastModified":"2025-01-12T15:00:58Z"}}]})"),
        resultContext("server->client", "resources/list"));
    row("mcp.icon.src",
        result(
            R"({"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1","icons":[{"src":"ftp://x/i.png"}]}})"),
        result(
            R"({"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1","icons":[{"src":"https://x/i.png"}]}})"),
        resultContext("server->client", "initialize"));
    row("mcp.icon.sizes",
        result(
            R"({"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1","icons":[{"src":"https://x/i.png","sizes":["48"]}]}})"),
        result(
            R"({"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1","icons":[{"src":"https://x/i.png","sizes":["48x48","any"]}]}})"),
        resultContext("server->client", "initialize"));
    row("mcp.content.type", result(R"({"content":[{"type":"video","url":"x"}]})"),
        result(R"({"content":[{"type":"text","text":"x"}]})"),
        resultContext("server->client", "tools/call", R"({"name":"x"})"));
    row("mcp.content.base64", result(R"({"content":[{"type":"image","data":"abc","mimeType":"image/x-custom"}]})"),
        result(R"({"content":[{"type":"image","data":"abc=","mimeType":"image/x-custom"}]})"),
        resultContext("server->client", "tools/call", R"({"name":"x"})"));
    row("mcp.content.mimeType", result(R"({"content":[{"type":"image","data":")" + Png + R"(","mimeType":"png"}]})"),
        result(R"({"content":[{"type":"image","data":")" + Png + R"(","mimeType":"image/png"}]})"),
        resultContext("server->client", "tools/call", R"({"name":"x"})"));
    row("mcp.content.mimeMismatch",
        result(R"({"content":[{"type":"image","data":")" + Jpeg + R"(","mimeType":"image/png"}]})"),
        result(R"({"content":[{"type":"image","data":")" + Jpeg + R"(","mimeType":"image/jpeg"}]})"),
        resultContext("server->client", "tools/call", R"({"name":"x"})"));
    row("mcp.resource.textBlob", result(R"({"contents":[{"uri":"file:///a","text":"x","blob":"AAAA"}]})"),
        result(R"({"contents":[{"uri":"file:///a","blob":"AAAA"}]})"),
        resultContext("server->client", "resources/read", R"({"uri":"file:///a"})"));
    row("mcp.tool.name", result(R"({"tools":[{"name":"get weather","inputSchema":{"type":"object"}}]})"),
        result(R"({"tools":[{"name":"get_weather.v2-beta","inputSchema":{"type":"object"}}]})"),
        resultContext("server->client", "tools/list"));
    row("mcp.tool.duplicate",
        result(
            R"({"tools":[{"name":"a","inputSchema":{"type":"object"}},{"name":"a","inputSchema":{"type":"object"}}]})"),
        result(
            R"({"tools":[{"name":"a","inputSchema":{"type":"object"}},{"name":"A","inputSchema":{"type":"object"}}]})"),
        resultContext("server->client", "tools/list"));
    row("mcp.tool.inputSchema", result(R"({"tools":[{"name":"a","inputSchema":{"type":"array"}}]})"),
        result(R"({"tools":[{"name":"a","inputSchema":{"type":"object","additionalProperties":false}}]})"),
        resultContext("server->client", "tools/list"));
    row("mcp.tool.outputSchema",
        result(R"({"tools":[{"name":"a","inputSchema":{"type":"object"},"outputSchema":{"type":"string"}}]})"),
        result(R"({"tools":[{"name":"a","inputSchema":{"type":"object"},"outputSchema":{"type":"object"}}]})"),
        resultContext("server->client", "tools/list"));
    row("mcp.tool.unknown", request("tools/call", R"({"name":"sub","arguments":{"a":1,"b":2}})"),
        request("tools/call", R"({"name":"add","arguments":{"a":1,"b":2}})"), toolsCtx);
    row("mcp.tool.taskSupport", request("tools/call", R"({"name":"job"})"),
        request("tools/call", R"({"name":"job","task":{"ttl":1000}})"),
        R"({"direction":"client->server","tools":[{"name":"job","inputSchema":{"type":"object"},"execution":{"taskSupport":"required"}}]})");
    row("mcp.tool.arguments", request("tools/call", R"({"name":"add","arguments":{"a":"1","b":2}})"),
        request("tools/call", R"({"name":"add","arguments":{"a":1,"b":2}})"), toolsCtx);
    row("mcp.tool.structuredContent",
        result(R"({"content":[{"type":"text","text":"{}"}],"structuredContent":{"sum":"3"}})"),
        result(R"({"content":[{"type":"text","text":"{}"}],"structuredContent":{"sum":3}})"),
        resultContext("server->client", "tools/call", R"({"name":"add"})", toolsAdd));
    row("mcp.tool.structuredContent.missing", result(R"({"content":[{"type":"text","text":"3"}]})"),
        result(R"({"content":[{"type":"text","text":"boom"}],"isError":true})"),
        resultContext("server->client", "tools/call", R"({"name":"add"})", toolsAdd));
    row("mcp.tool.structuredContent.text", result(R"({"content":[],"structuredContent":{"sum":3}})"),
        result(R"({"content":[{"type":"text","text":"{\"sum\":3}"}],"structuredContent":{"sum":3}})"),
        resultContext("server->client", "tools/call", R"({"name":"add"})", toolsAdd));
    row("mcp.schema.invalid",
        result(R"({"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"x":{"type":"strin"}}}}]})"),
        result(R"({"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"x":{"type":"string"}}}}]})"),
        resultContext("server->client", "tools/list"));
    row("mcp.schema.unchecked",
        result(
            R"({"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"x":{"$ref":"https://example.com/x.json"}}}}]})"),
        result(
            R"({"tools":[{"name":"a","inputSchema":{"type":"object","properties":{"x":{"$ref":"#/$defs/x"}},"$defs":{"x":{"type":"string"}}}}]})"),
        resultContext("server->client", "tools/list"));
    row("mcp.completion.ref",
        request("completion/complete", R"({"ref":{"type":"ref/tool","name":"x"},"argument":{"name":"a","value":"b"}})"),
        request("completion/complete",
                R"({"ref":{"type":"ref/prompt","name":"x"},"argument":{"name":"a","value":"b"}})"),
        c2s);
    row("mcp.completion.values", result(R"({"completion":{"values":)" + values(101) + "}}"),
        result(R"({"completion":{"values":)" + values(100) + "}}"),
        resultContext("server->client", "completion/complete"));
    row("mcp.completion.total", result(R"({"completion":{"values":["a","b"],"total":1}})"),
        result(R"({"completion":{"values":["a","b"],"total":2}})"),
        resultContext("server->client", "completion/complete"));
    row("mcp.sampling.maxTokens", request("sampling/createMessage", R"({"messages":[],"maxTokens":0})"),
        request("sampling/createMessage", R"({"messages":[],"maxTokens":1})"), s2c);
    row("mcp.sampling.toolRole",
        request(
            "sampling/createMessage",
            R"({"maxTokens":9,"messages":[{"role":"user","content":{"type":"tool_use","id":"1","name":"n","input":{}}}]})"),
        request(
            "sampling/createMessage",
            R"({"maxTokens":9,"messages":[{"role":"assistant","content":{"type":"tool_use","id":"1","name":"n","input":{}}}]})"),
        s2c);
    const QByteArray toolUse
        = R"({"role":"assistant","content":[{"type":"tool_use","id":"1","name":"n","input":{}},{"type":"tool_use","id":"2","name":"n","input":{}}]})";
    const QByteArray result1 = R"({"type":"tool_result","toolUseId":"1","content":[]})";
    const QByteArray result2 = R"({"type":"tool_result","toolUseId":"2","content":[{"type":"text","text":"ok"}]})";
    row("mcp.sampling.toolResultMixed",
        request("sampling/createMessage", R"({"maxTokens":9,"messages":[)" + toolUse + R"(,{"role":"user","content":[)"
                                              + result1 + "," + result2 + R"(,{"type":"text","text":"and"}]}]})"),
        request("sampling/createMessage", R"({"maxTokens":9,"messages":[)" + toolUse + R"(,{"role":"user","content":[)"
                                              + result1 + "," + result2 + "]}]}"),
        s2c);
    row("mcp.sampling.toolResultMissing",
        request("sampling/createMessage",
                R"({"maxTokens":9,"messages":[)" + toolUse + R"(,{"role":"user","content":[)" + result1 + "]}]}"),
        request("sampling/createMessage", R"({"maxTokens":9,"messages":[)" + toolUse + R"(,{"role":"user","content":[)"
                                              + result2 + "," + result1 + "]}]}"),
        s2c);
    row("mcp.sampling.toolUseId",
        request("sampling/createMessage", R"({"maxTokens":9,"messages":[)" + toolUse + R"(,{"role":"user","content":[)"
                                              + result1 + "," + result2
                                              + R"(,{"type":"tool_result","toolUseId":"9","content":[]}]}]})"),
        request("sampling/createMessage", R"({"maxTokens":9,"messages":[)" + toolUse + R"(,{"role":"user","content":[)"
                                              + result1 + "," + result2 + "]}]}"),
        s2c);
    row("mcp.sampling.stopReason",
        result(R"({"role":"assistant","content":{"type":"text","text":"x"},"model":"m","stopReason":"toolUse"})"),
        result(R"({"role":"assistant","content":{"type":"text","text":"x"},"model":"m","stopReason":"endTurn"})"),
        resultContext("client->server", "sampling/createMessage", R"({"messages":[],"maxTokens":5})"));
    row("mcp.elicitation.schema",
        request(
            "elicitation/create",
            R"({"message":"m","requestedSchema":{"type":"object","properties":{"a":{"type":"object","properties":{}}}}})"),
        request(
            "elicitation/create",
            R"({"message":"m","requestedSchema":{"type":"object","properties":{"a":{"type":"string","format":"date"}}}})"),
        s2c);
    const QByteArray form
        = R"({"message":"m","requestedSchema":{"type":"object","properties":{"a":{"type":"integer","minimum":5}},"required":["a"]}})";
    row("mcp.elicitation.content", result(R"({"action":"decline","content":{"a":6}})"),
        result(R"({"action":"decline"})"), resultContext("client->server", "elicitation/create", form));
    row("mcp.elicitation.value", result(R"({"action":"accept","content":{"a":{"n":6}}})"),
        result(R"({"action":"accept","content":{"a":6}})"),
        resultContext("client->server", "elicitation/create", form));
    row("mcp.elicitation.contentSchema", result(R"({"action":"accept","content":{"a":1}})"),
        result(R"({"action":"accept","content":{"a":6}})"),
        resultContext("client->server", "elicitation/create", form));
    row("mcp.roots.fileUri", result(R"({"roots":[{"uri":"https://example.com/repo"}]})"),
        result(R"({"roots":[{"uri":"file:///home/me/repo","name":"repo"}]})"),
        resultContext("client->server", "roots/list"));
    row("mcp.cancelled.requestId", notification("notifications/cancelled", R"({"reason":"x"})"),
        notification("notifications/cancelled", R"({"requestId":"r-1","reason":"x"})"), c2s);
    row("mcp.progress.total", notification("notifications/progress", R"({"progressToken":1,"progress":5,"total":2})"),
        notification("notifications/progress", R"({"progressToken":1,"progress":2,"total":2})"), s2c);
    row("mcp.result.notEmpty", result(R"({"pong":true})"), result(R"({"_meta":{"com.example/t":1}})"),
        resultContext("server->client", "ping"));
    return rows;
}

void TestShapes::rules_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QByteArray>("clean");
    QTest::addColumn<QByteArray>("context");
    for (const RuleRow &r : ruleRows())
        QTest::addRow("%s", r.code) << QString::fromLatin1(r.code) << r.bad << r.clean << r.context;
}

void TestShapes::rules()
{
    QFETCH(QString, code);
    QFETCH(QByteArray, bad);
    QFETCH(QByteArray, clean);
    QFETCH(QByteArray, context);

    const QJsonObject c = parse(context);
    Context ctx;
    ctx.direction = c.value(QLatin1String("direction")).toString() == QLatin1String("server->client")
                        ? Direction::ServerToClient
                        : Direction::ClientToServer;
    ctx.method = c.value(QLatin1String("method")).toString();
    ctx.requestParams = c.value(QLatin1String("requestParams")).toObject();
    for (const QJsonValue &tool : c.value(QLatin1String("tools")).toArray())
        ctx.tools.insert(tool.toObject().value(QLatin1String("name")).toString(),
                         ObjectText::fromObject(tool.toObject()));

    const Diagnostics badOut = check(parse(bad), ctx);
    QVERIFY2(codes(badOut).contains(code),
             qPrintable(QStringLiteral("no %1 for the bad message; got:\n").arg(code) + dump(badOut)));
    const Rule *rule = RuleCatalogue::find(code);
    QVERIFY(rule);
    for (const Diagnostic &d : badOut) {
        QCOMPARE(d.messageIndex, qsizetype(7));
        QVERIFY2(!d.message.isEmpty() && !d.message.contains(QLatin1Char('\n')), qPrintable(d.message));
        QVERIFY2(d.pointer.isEmpty() || d.pointer.startsWith(QLatin1Char('/')), qPrintable(d.pointer));
        if (d.code == code) {
            QCOMPARE(d.severity, rule->severity);
            QCOMPARE(d.specRef, QString(rule->specRef));
        }
    }
    const Diagnostics cleanOut = check(parse(clean), ctx);
    QVERIFY2(cleanOut.isEmpty(), qPrintable(QStringLiteral("the clean twin is not clean:\n") + dump(cleanOut)));
}

void TestShapes::everyRuleHasARow()
{
    QSet<QString> rowsFor;
    for (const RuleRow &r : ruleRows())
        rowsFor.insert(QString::fromLatin1(r.code));
    for (const QLatin1String code : shapes::ruleCodes())
        QVERIFY2(rowsFor.contains(QString(code)), qPrintable(QStringLiteral("no data row for %1").arg(code)));
    QCOMPARE(rowsFor.size(), shapes::ruleCodes().size());
}

void TestShapes::catalogueKnowsEveryRule()
{
    for (const QLatin1String code : shapes::ruleCodes()) {
        const Rule *rule = RuleCatalogue::find(QString(code));
        QVERIFY2(rule, qPrintable(QStringLiteral("%1 is not in the rule catalogue").arg(code)));
        QVERIFY(!rule->summary.isEmpty());
        QVERIFY(!rule->specRef.isEmpty());
        QVERIFY(shapes::isShapeRule(QString(code)));
    }
    QVERIFY(!shapes::isShapeRule(u"jsonrpc.id.type"));
}

void TestShapes::pointersAndMessages()
{
    Context ctx;
    ctx.direction = Direction::ServerToClient;
    ctx.method = QStringLiteral("tools/list");
    const Diagnostics out = check(parse(result(R"({"tools":[{"name":"ok","inputSchema":{"type":"object"}},
        {"name":"bad name","inputSchema":{"type":"object","properties":{"a":{"type":"string","pattern":"(["}}}},
        {"name":"x","inputSchema":{"type":"object"},"_meta":{"a/b/c":1,"io.mcp/x":2}}]})")),
                                  ctx);
    QHash<QString, QString> byCode;
    for (const Diagnostic &d : out)
        byCode.insert(d.code, d.pointer);
    QCOMPARE(byCode.value(QStringLiteral("mcp.tool.name")), QStringLiteral("/tools/1/name"));
    QCOMPARE(byCode.value(QStringLiteral("mcp.schema.invalid")),
             QStringLiteral("/tools/1/inputSchema/properties/a/pattern"));
    QCOMPARE(byCode.value(QStringLiteral("mcp.meta.key")), QStringLiteral("/tools/2/_meta/a~1b~1c"));
    QCOMPARE(byCode.value(QStringLiteral("mcp.meta.reserved")), QStringLiteral("/tools/2/_meta/io.mcp~1x"));

    // Arguments: the pointer goes into the arguments, the message names the tool.
    Context call;
    call.tools.insert(QStringLiteral("add"), ObjectText::fromObject(parse(AddTool)));
    const Diagnostics args
        = check(parse(request("tools/call", R"({"name":"add","arguments":{"a":1,"b":"two"}})")), call);
    QCOMPARE(codes(args), QStringList{QStringLiteral("mcp.tool.arguments")});
    QCOMPARE(args.constFirst().pointer, QStringLiteral("/params/arguments/b"));
    QVERIFY2(args.constFirst().message.contains(QLatin1String("\"add\"")), qPrintable(args.constFirst().message));

    // Untrusted text in messages is truncated and escaped.
    const QByteArray longName = QByteArray(500, 'x') + "\\n\\u202e";
    const Diagnostics named
        = check(parse(result(R"({"tools":[{"name":")" + longName + R"( ","inputSchema":{"type":"object"}}]})")), ctx);
    QCOMPARE(codes(named), QStringList{QStringLiteral("mcp.tool.name")});
    QVERIFY2(named.constFirst().message.size() < 300, qPrintable(named.constFirst().message));
    QVERIFY(!named.constFirst().message.contains(QChar(0x202e)));
    QVERIFY(!named.constFirst().message.contains(QLatin1Char('\n')));
}

/// Diagnostics that come from a set are reported in a fixed order, so two runs of
/// `mcpscope check` on the same file print the same lines.
void TestShapes::reportsInIdOrder()
{
    QByteArray blocks;
    const QStringList ids{QStringLiteral("t7"), QStringLiteral("t2"), QStringLiteral("t9"), QStringLiteral("t0"),
                          QStringLiteral("t5"), QStringLiteral("t3"), QStringLiteral("t8"), QStringLiteral("t1"),
                          QStringLiteral("t6"), QStringLiteral("t4")};
    for (const QString &id : ids)
        blocks += (blocks.isEmpty() ? "" : ",") + QByteArray(R"({"type":"tool_result","toolUseId":")") + id.toUtf8()
                  + R"(","content":[]})";
    Context ctx;
    ctx.direction = Direction::ServerToClient;
    const Diagnostics out
        = check(parse(request("sampling/createMessage",
                              R"({"maxTokens":10,"messages":[{"role":"user","content":[)" + blocks + "]}]}")),
                ctx);
    QStringList reported;
    for (const Diagnostic &d : out) {
        if (d.code == QLatin1String("mcp.sampling.toolUseId"))
            reported << d.message.section(QLatin1Char('"'), 1, 1);
    }
    QStringList sorted = ids;
    sorted.sort();
    QCOMPARE(reported, sorted);
}

void TestShapes::protocolVersionGates()
{
    Context ctx;
    ctx.direction = Direction::ServerToClient;
    ctx.method = QStringLiteral("tools/list");
    const QJsonObject message = parse(
        result(R"({"tools":[{"name":"get weather","inputSchema":{"type":"object"},"_meta":{"dev.mcp/x":1}}]})"));
    QCOMPARE(codes(check(message, ctx)),
             (QStringList{QStringLiteral("mcp.tool.name"), QStringLiteral("mcp.meta.reserved")}));
    // The naming rules and the reverse-DNS reservation arrived with 2025-11-25.
    ctx.protocolVersion = QStringLiteral("2025-06-18");
    QCOMPARE(codes(check(message, ctx)), QStringList());
}

void TestShapes::resultsWithoutKnownRequest()
{
    Context ctx;
    ctx.method = QStringLiteral("com.example/custom");
    QVERIFY(check(parse(result(R"({"anything":[1]})")), ctx).isEmpty());
    ctx.method.clear();
    QVERIFY(check(parse(result(R"({"anything":[1]})")), ctx).isEmpty());
    // A request sent as a notification (or the reverse) is left to the JSON-RPC rules.
    QVERIFY(check(parse(R"({"jsonrpc":"2.0","method":"tools/call","params":{}})"), ctx).isEmpty());
    QVERIFY(check(parse(R"({"jsonrpc":"2.0","id":3,"method":"notifications/progress"})"), ctx).isEmpty());
    // params that are not an object are the JSON-RPC rules' business too.
    QVERIFY(check(parse(R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":[1]})"), ctx).isEmpty());
}

void TestShapes::base64_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qsizetype>("size");
    QTest::newRow("empty") << QString() << true << qsizetype(0);
    QTest::newRow("one byte") << QStringLiteral("QQ==") << true << qsizetype(1);
    QTest::newRow("two bytes") << QStringLiteral("QUI=") << true << qsizetype(2);
    QTest::newRow("three bytes") << QStringLiteral("QUJD") << true << qsizetype(3);
    QTest::newRow("plus slash") << QStringLiteral("+/+/") << true << qsizetype(3);
    QTest::newRow("no padding") << QStringLiteral("QQ") << false << qsizetype(0);
    QTest::newRow("three pads") << QStringLiteral("Q===") << false << qsizetype(0);
    QTest::newRow("pad inside") << QStringLiteral("QQ==QQ==") << false << qsizetype(0);
    QTest::newRow("newline") << QStringLiteral("QUJD\nQUJD") << false << qsizetype(0);
    QTest::newRow("space") << QStringLiteral("QUJD QUJD") << false << qsizetype(0);
    QTest::newRow("url alphabet") << QStringLiteral("-_-_") << false << qsizetype(0);
    QTest::newRow("bad char") << QStringLiteral("QU*D") << false << qsizetype(0);
    QTest::newRow("non-ascii") << QStringLiteral("QUJ\u00e9") << false << qsizetype(0);
}

void TestShapes::base64()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qsizetype, size);
    QString why;
    qsizetype decoded = -1;
    QCOMPARE(shapesyntax::checkBase64(text, &why, &decoded), valid);
    QCOMPARE(why.isEmpty(), valid);
    if (valid) {
        QCOMPARE(decoded, size);
        QCOMPARE(shapesyntax::decodeBase64Prefix(text, 100), QByteArray::fromBase64(text.toLatin1()));
    }
}

void TestShapes::uri_data()
{
    QTest::addColumn<QString>("uri");
    QTest::addColumn<bool>("valid");
    for (const char *ok : {"file:///home/user/a.txt", "https://example.com:8443/a/b?c=d&e#f", "urn:isbn:0451450523",
                           "mailto:a@example.com", "data:image/png;base64,AAAA", "git+ssh://git@example.com/repo.git",
                           "file:///%E2%9C%93", "http://[::1]:8080/", "custom://h/%20",
                           "file:///home/\u00fcser/\u00e9t\u00e9.txt", "test://static/resource/1", "x:"})
        QTest::newRow(ok) << QString::fromUtf8(ok) << true;
    for (const char *bad : {"", "README.md", "/abs/path", "C:\\dir\\a.txt", "file:///a b", "1http://x", "ht tp://x",
                            "file:///a%2", "file:///a%zz", "http://host:port/", "file:///a#b#c", "http://[::1/",
                            "file:///a\"b", "file:///a<b>", "file:///a\\b", "http://h/a{b}", "file:///a|b"})
        QTest::newRow(bad) << QString::fromUtf8(bad) << false;
}

void TestShapes::uri()
{
    QFETCH(QString, uri);
    QFETCH(bool, valid);
    QString why;
    QCOMPARE(shapesyntax::checkUri(uri, &why), valid);
    QCOMPARE(why.isEmpty(), valid);
}

void TestShapes::uriTemplate_data()
{
    QTest::addColumn<QString>("tpl");
    QTest::addColumn<bool>("valid");
    // RFC 6570 §1.2 examples, levels 1 to 4.
    for (const char *ok : {"",
                           "http://example.com/~fred/",
                           "{var}",
                           "{+path}/here",
                           "here?ref={+path}",
                           "X{#var}",
                           "{x,y}",
                           "{+x,hello,y}",
                           "{#path,x}/here",
                           "X{.var}",
                           "X{.x,y}",
                           "{/var}",
                           "{/var,x}/here",
                           "{;x,y}",
                           "{;x,y,empty}",
                           "{?x,y}",
                           "{?x,y,empty}",
                           "?fixed=yes{&x}",
                           "{&x,y,empty}",
                           "{var:3}",
                           "{var:30}",
                           "{list*}",
                           "{keys*}",
                           "{+path:6}/here",
                           "{#keys*}",
                           "X{.list*}",
                           "{/list*,path:4}",
                           "{;keys*}",
                           "{?var:3}",
                           "{&keys*}",
                           "{a.b}",
                           "{a%20b}",
                           "{_x9}",
                           "file:///{+path}",
                           "x{var:9999}"})
        QTest::newRow(ok) << QString::fromUtf8(ok) << true;
    for (const char *bad :
         {"{",      "}",      "{}",      "{var",        "{var}}", "{{var}}",  "{=var}",   "{,var}", "{!var}",
          "{@var}", "{|var}", "{var:0}", "{var:10000}", "{var:}", "{var:3*}", "{var*:3}", "{.}",    "{a..b}",
          "{a.}",   "{.a.}",  "{va r}",  "{a-b}",       "{a%2}",  "a b{c}",   "a\"b",     "a<b>",   "a^b",
          "a`b",    "a|b",    "a\\b",    "50%",         "{var,}", "{?}"})
        QTest::newRow(bad) << QString::fromUtf8(bad) << false;
}

void TestShapes::uriTemplate()
{
    QFETCH(QString, tpl);
    QFETCH(bool, valid);
    QString why;
    QCOMPARE(shapesyntax::checkUriTemplate(tpl, &why), valid);
    QCOMPARE(why.isEmpty(), valid);
}

void TestShapes::metaKey_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<bool>("reserved");
    QTest::newRow("plain") << QStringLiteral("progressToken") << true << false;
    QTest::newRow("empty") << QString() << true << false;
    QTest::newRow("prefix, empty name") << QStringLiteral("com.example/") << true << false;
    QTest::newRow("single-label prefix") << QStringLiteral("example/key") << true << false;
    QTest::newRow("name with dots") << QStringLiteral("com.example/a.b_c-d") << true << false;
    QTest::newRow("one char name") << QStringLiteral("x") << true << false;
    QTest::newRow("reserved io.modelcontextprotocol")
        << QStringLiteral("io.modelcontextprotocol/related-task") << true << true;
    QTest::newRow("reserved dev.mcp") << QStringLiteral("dev.mcp/x") << true << true;
    QTest::newRow("reserved org.modelcontextprotocol.api")
        << QStringLiteral("org.modelcontextprotocol.api/x") << true << true;
    QTest::newRow("reserved com.mcp.tools") << QStringLiteral("com.mcp.tools/x") << true << true;
    QTest::newRow("not reserved com.example.mcp") << QStringLiteral("com.example.mcp/x") << true << false;
    QTest::newRow("not reserved mcp.dev") << QStringLiteral("mcp.dev/x") << true << false;
    QTest::newRow("name starts with -") << QStringLiteral("-x") << false << false;
    QTest::newRow("name ends with _") << QStringLiteral("x_") << false << false;
    QTest::newRow("space") << QStringLiteral("a b") << false << false;
    QTest::newRow("label starts with digit") << QStringLiteral("1a.b/x") << false << false;
    QTest::newRow("label ends with -") << QStringLiteral("a-.b/x") << false << false;
    QTest::newRow("empty label") << QStringLiteral("a..b/x") << false << false;
    QTest::newRow("empty prefix") << QStringLiteral("/x") << false << false;
    QTest::newRow("two slashes") << QStringLiteral("a/b/c") << false << false;
    QTest::newRow("underscore label") << QStringLiteral("a_b/x") << false << false;
}

void TestShapes::metaKey()
{
    QFETCH(QString, key);
    QFETCH(bool, valid);
    QFETCH(bool, reserved);
    QString why;
    QCOMPARE(shapesyntax::checkMetaKey(key, &why), valid);
    QCOMPARE(why.isEmpty(), valid);
    QCOMPARE(shapesyntax::isReservedMetaKey(key), reserved);
}

void TestShapes::toolName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("getUser") << QStringLiteral("getUser") << true;
    QTest::newRow("DATA_EXPORT_v2") << QStringLiteral("DATA_EXPORT_v2") << true;
    QTest::newRow("admin.tools.list") << QStringLiteral("admin.tools.list") << true;
    QTest::newRow("get-weather") << QStringLiteral("get-weather") << true;
    QTest::newRow("128") << QString(128, QLatin1Char('a')) << true;
    QTest::newRow("129") << QString(129, QLatin1Char('a')) << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("space") << QStringLiteral("get user") << false;
    QTest::newRow("comma") << QStringLiteral("a,b") << false;
    QTest::newRow("slash") << QStringLiteral("user/update") << false;
    QTest::newRow("non-ascii") << QStringLiteral("caf\u00e9") << false;
}

void TestShapes::toolName()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QString why;
    QCOMPARE(shapesyntax::checkToolName(name, &why), valid);
    QCOMPARE(why.isEmpty(), valid);
}

void TestShapes::mimeAndTime()
{
    for (const char *ok :
         {"text/plain", "image/svg+xml", "application/vnd.api+json", "text/plain; charset=utf-8", "text/x-rust"})
        QVERIFY2(shapesyntax::checkMimeType(QString::fromLatin1(ok), nullptr), ok);
    for (const char *bad : {"", "png", "image/", "/png", "image/p ng", "image/png/x", "text/plain(1)"})
        QVERIFY2(!shapesyntax::checkMimeType(QString::fromLatin1(bad), nullptr), bad);
    for (const char *ok :
         {"2025-01-12", "2025-01-12T15:00:58Z", "2025-01-12T15:00:58.123Z", "2025-01-12T15:00:58+02:00",
          "2025-01-12T15:00Z", "2025-01-12T15:00:58", "2025-01-12T15:00:58-0500"})
        QVERIFY2(shapesyntax::checkIso8601(QString::fromLatin1(ok), nullptr), ok);
    for (const char *bad : {"", "yesterday", "2025-13-01", "2025-01-32", "12.01.2025", "2025-01-12T25:00:00Z",
                            "2025-01-12T15:00:58ZZ", "1736694058"})
        QVERIFY2(!shapesyntax::checkIso8601(QString::fromLatin1(bad), nullptr), bad);
}

void TestShapes::schemaLimits()
{
    using namespace schemacheck;
    SchemaProblem problem;

    // 1000 levels of nested properties: refused as unchecked, not recursed into.
    QJsonObject deep{{QStringLiteral("type"), QStringLiteral("string")}};
    for (int i = 0; i < 1000; ++i)
        deep = QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                           {QStringLiteral("properties"), QJsonObject{{QStringLiteral("a"), deep}}}};
    QVERIFY(!compile(deep, &problem));
    QCOMPARE(problem.kind, SchemaProblem::Unchecked);

    // A cycle of bare references is invalid; a recursive schema with structure is fine.
    // (Raw strings stay out of macro arguments here: moc's preprocessor misreads some of them.)
    const QByteArray cycle = R"({"$ref":"#/$defs/a","$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}}})";
    const QByteArray selfOnly = R"({"$ref":"#"})";
    QVERIFY(!compile(parse(cycle), &problem));
    QCOMPARE(problem.kind, SchemaProblem::Invalid);
    QVERIFY(!compile(parse(selfOnly), &problem));
    auto tree = compile(parse(R"({"type":"object","properties":{"children":{"type":"array","items":{"$ref":"#"}}}})"),
                        &problem);
    QVERIFY2(tree, qPrintable(problem.reason));
    QJsonObject nested;
    for (int i = 0; i < 50; ++i) // 100 levels: an object and an array each time
        nested = QJsonObject{{QStringLiteral("children"), QJsonArray{nested}}};
    QList<Violation> violations;
    QVERIFY(validate(*tree, nested, &violations));
    QVERIFY(violations.isEmpty());
    // Deeper than the value limit: not checked, and said so.
    for (int i = 0; i < 200; ++i)
        nested = QJsonObject{{QStringLiteral("children"), QJsonArray{nested}}};
    QString skipped;
    QVERIFY(!validate(*tree, nested, &violations, 5, &skipped));
    QVERIFY(!skipped.isEmpty());

    // Remote references and unknown dialects are unchecked, not invalid.
    const QByteArray remote = R"({"$ref":"https://example.com/s.json"})";
    const QByteArray dialect = R"({"$schema":"https://example.com/my-dialect","type":"object"})";
    const QByteArray draft4
        = R"({"$schema":"http://json-schema.org/draft-04/schema#","type":"object","properties":{"n":{"minimum":0,"exclusiveMinimum":true}}})";
    const QByteArray draft7 = R"({"$schema":"http://json-schema.org/draft-07/schema#","type":"object"})";
    QVERIFY(!compile(parse(remote), &problem));
    QCOMPARE(problem.kind, SchemaProblem::Unchecked);
    QVERIFY(!compile(parse(dialect), &problem));
    QCOMPARE(problem.kind, SchemaProblem::Unchecked);
    QVERIFY2(compile(parse(draft4), &problem), qPrintable(problem.reason));
    QVERIFY2(compile(parse(draft7), &problem), qPrintable(problem.reason));

    // What valijson itself refuses is reported with its reason.
    QVERIFY(!compile(parse(R"({"type":"object","properties":{"a":{"minLength":-1}}})"), &problem));
    QCOMPARE(problem.kind, SchemaProblem::Invalid);
    QVERIFY(!problem.reason.isEmpty());
    QVERIFY(!compile(parse(R"({"type":"object","required":"a"})"), &problem));
    QVERIFY(!compile(parse(R"({"allOf":[]})"), &problem));
    QVERIFY(!compile(parse(R"({"type":"object","properties":{"a":5}})"), &problem));
    QCOMPARE(problem.pointer, QStringLiteral("/properties/a"));

    // 64-bit integers are integers (valijson's own Qt adapter says they are not).
    auto ints = compile(parse(R"({"type":"object","properties":{"ms":{"type":"integer","maximum":9007199254740993}}})"),
                        &problem);
    QVERIFY(ints);
    QVERIFY(validate(*ints, parse(R"({"ms":1732600000123})"), &violations));
    QVERIFY(violations.isEmpty());
    QVERIFY(validate(*ints, parse(R"({"ms":2.5})"), &violations));
    QCOMPARE(violations.size(), 1);
    QCOMPARE(violations.constFirst().pointer, QStringLiteral("/ms"));

    // "format" is an annotation: a huge non-date string for a date field is neither an error
    // nor a trip through std::regex.
    auto dated
        = compile(parse(R"({"type":"object","properties":{"d":{"type":"string","format":"date-time"}}})"), &problem);
    QVERIFY(dated);
    QVERIFY(validate(*dated, QJsonObject{{QStringLiteral("d"), QString(2'000'000, QLatin1Char('9'))}}, &violations));
    QVERIFY(violations.isEmpty());
}

void TestShapes::hostileValues()
{
    using namespace schemacheck;
    SchemaProblem problem;
    // Catastrophic backtracking: PCRE2 gives up after its match limit.
    auto evil
        = compile(parse(R"({"type":"object","properties":{"s":{"type":"string","pattern":"^(a+)+$"}}})"), &problem);
    QVERIFY(evil);
    QJsonArray many;
    for (int i = 0; i < 50; ++i)
        many.append(QString(QString(40, QLatin1Char('a')) + QLatin1Char('b')));
    auto arrayOfEvil = compile(parse(R"({"type":"array","items":{"type":"string","pattern":"^(a+)+$"}})"), &problem);
    QVERIFY(arrayOfEvil);
    QElapsedTimer timer;
    timer.start();
    QList<Violation> violations;
    QVERIFY(validate(*arrayOfEvil, many, &violations));
    QVERIFY(!violations.isEmpty());
    QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));

    // A long string against a pattern (std::regex would overflow the stack here).
    QVERIFY(validate(*evil, QJsonObject{{QStringLiteral("s"), QString(1'000'000, QLatin1Char('a'))}}, &violations));
    QVERIFY(violations.isEmpty());

    // uniqueItems over many items, enum with many values: finishes.
    auto unique = compile(parse(R"({"type":"array","uniqueItems":true})"), &problem);
    QJsonArray items;
    for (int i = 0; i < 3000; ++i)
        items.append(i);
    QVERIFY(validate(*unique, items, &violations));
    QVERIFY(violations.isEmpty());
}

void TestShapes::hostileMessages()
{
    Context ctx;
    ctx.direction = Direction::ServerToClient;
    ctx.method = QStringLiteral("tools/list");

    // 10 000 broken tools: the report is bounded, the walk is quick.
    QJsonArray tools;
    for (int i = 0; i < 10000; ++i)
        tools.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("bad name %1").arg(i)}});
    QElapsedTimer timer;
    timer.start();
    const Diagnostics out
        = check(QJsonObject{{QStringLiteral("result"), QJsonObject{{QStringLiteral("tools"), tools}}}}, ctx);
    QVERIFY(!out.isEmpty());
    QVERIFY2(out.size() <= 64, qPrintable(QString::number(out.size())));

    // 10 000 _meta members, a 10 MB base64 image, a 1 MB URI template.
    QJsonObject meta;
    for (int i = 0; i < 10000; ++i)
        meta.insert(QStringLiteral("com.example/k%1").arg(i), i);
    ctx.method = QStringLiteral("tools/call");
    QString image(10 * 1024 * 1024, QLatin1Char('A'));
    const Diagnostics big = check(
        QJsonObject{
            {QStringLiteral("result"),
             QJsonObject{{QStringLiteral("_meta"), meta},
                         {QStringLiteral("content"),
                          QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("image")},
                                                 {QStringLiteral("data"), image},
                                                 {QStringLiteral("mimeType"), QStringLiteral("image/png")}}}}}}},
        ctx);
    QCOMPARE(codes(big), QStringList{QStringLiteral("mcp.content.mimeMismatch")});
    ctx.method = QStringLiteral("resources/templates/list");
    const QString tpl = QStringLiteral("x://") + QString(1024 * 1024, QLatin1Char('{'));
    const Diagnostics templ
        = check(QJsonObject{{QStringLiteral("result"),
                             QJsonObject{{QStringLiteral("resourceTemplates"),
                                          QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("n")},
                                                                 {QStringLiteral("uriTemplate"), tpl}}}}}}},
                ctx);
    QCOMPARE(codes(templ), QStringList{QStringLiteral("mcp.template.syntax")});

    // Deeply nested tool arguments are reported as unchecked, not recursed into.
    Context call;
    call.tools.insert(QStringLiteral("t"),
                      ObjectText::fromObject(
                          parse(R"({"name":"t","inputSchema":{"type":"object","properties":{"x":{"$ref":"#"}}}})")));
    QJsonObject arguments;
    for (int i = 0; i < 500; ++i)
        arguments = QJsonObject{{QStringLiteral("x"), arguments}};
    const Diagnostics deep
        = check(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                            {QStringLiteral("id"), 1},
                            {QStringLiteral("method"), QStringLiteral("tools/call")},
                            {QStringLiteral("params"), QJsonObject{{QStringLiteral("name"), QStringLiteral("t")},
                                                                   {QStringLiteral("arguments"), arguments}}}},
                call);
    QCOMPARE(codes(deep), QStringList{QStringLiteral("mcp.schema.unchecked")});

    // The same tool called 2000 times: the schema is compiled once (this would take seconds
    // otherwise; the benchmark measures it properly).
    call.tools.insert(QStringLiteral("add"), ObjectText::fromObject(parse(AddTool)));
    const QJsonObject callAdd = parse(request("tools/call", R"({"name":"add","arguments":{"a":1,"b":2}})"));
    timer.restart();
    for (int i = 0; i < 2000; ++i)
        QVERIFY(check(callAdd, call).isEmpty());
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
}

QTEST_GUILESS_MAIN(TestShapes)
#include "tst_shapes.moc"
