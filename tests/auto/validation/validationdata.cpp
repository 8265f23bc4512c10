// SPDX-License-Identifier: MIT
#include "validationdata.h"

#include "validation/rulecatalogue.h"

#include <QHash>
#include <QJsonDocument>

namespace vtest {

namespace {

const QByteArray InitC
    = R"(C {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"roots":{"listChanged":true},"sampling":{},"elicitation":{"form":{},"url":{}}},"clientInfo":{"name":"t","version":"1"}}})";
const QByteArray InitCBare
    = R"(C {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})";
const QByteArray InitCFormOnly
    = R"(C {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"elicitation":{}},"clientInfo":{"name":"t","version":"1"}}})";
const QByteArray InitC0326
    = R"(C {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}})";
const QByteArray InitS
    = R"(S {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":true},"resources":{"subscribe":true,"listChanged":true},"prompts":{"listChanged":true},"logging":{},"completions":{}},"serverInfo":{"name":"s","version":"1"}}})";
const QByteArray InitSBare
    = R"(S {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}})";
const QByteArray InitS0326
    = R"(S {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-03-26","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}})";
const QByteArray Inited = R"(C {"jsonrpc":"2.0","method":"notifications/initialized"})";
const QByteArray Ping5 = R"(C {"jsonrpc":"2.0","id":5,"method":"ping"})";
const QByteArray Pong5 = R"(S {"jsonrpc":"2.0","id":5,"result":{}})";

// The 2026-07-28 era: no handshake, the envelope on every request.
#define ENVELOPE \
    R"("_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"elicitation":{}},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}})"
const QByteArray DiscoverC = R"(C {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{)" ENVELOPE "}}";
const QByteArray DiscoverS
    = R"(S {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","supportedVersions":["2026-07-28"],"capabilities":{"tools":{},"resources":{},"prompts":{}},"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"s","version":"1"}},"ttlMs":0,"cacheScope":"public"}})";
const QByteArray ModernToolsList = R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list","params":{)" ENVELOPE "}}";
const QByteArray ModernAsk
    = R"(C {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t","arguments":{},)" ENVELOPE "}}";
const QByteArray InputRequired
    = R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required","inputRequests":{"n":{"method":"elicitation/create","params":{"mode":"form","message":"Name?","requestedSchema":{"type":"object","properties":{"name":{"type":"string"}}}}}},"requestState":"s1"}})";
const QByteArray ModernRetry
    = R"(C {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"t","arguments":{},"inputResponses":{"n":{"action":"decline"}},"requestState":"s1",)" ENVELOPE
      "}}";
const QByteArray ModernRead
    = R"(C {"jsonrpc":"2.0","id":2,"method":"resources/read","params":{"uri":"demo://x",)" ENVELOPE "}}";
Script modern(const Script &steps)
{
    return Script{DiscoverC, DiscoverS} + steps;
}
// A listen stream (id 3) and what the server sends on it.
const QByteArray ListenC
    = R"(C {"jsonrpc":"2.0","id":3,"method":"subscriptions/listen","params":{"notifications":{"toolsListChanged":true},)" ENVELOPE
      "}}";
const QByteArray Acknowledged
    = R"(S {"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"notifications":{"toolsListChanged":true},"_meta":{"io.modelcontextprotocol/subscriptionId":3}}})";
const QByteArray ToolsChanged
    = R"(S {"jsonrpc":"2.0","method":"notifications/tools/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":3}}})";
const QByteArray ListenEnded
    = R"(S {"jsonrpc":"2.0","id":3,"result":{"resultType":"complete","_meta":{"io.modelcontextprotocol/subscriptionId":3}}})";
// The HTTP exchange (id 5) whose response stream carries the listen stream of ListenC.
QByteArray ListenStream(const char *phase)
{
    return QByteArray(R"(H {"id":5,"phase":")") + phase
           + R"(","method":"POST","url":"http://127.0.0.1:9/mcp","requestHeaders":[["MCP-Protocol-Version","2026-07-28"],["Mcp-Method","subscriptions/listen"]],"status":200,"contentType":"text/event-stream","responseBytes":0})";
}
// A modern tools/call over HTTP: the request, its exchange (id 7) with @p headers, the answer
// in that exchange's response ("X7").
// region_echo: a tool whose "region" argument travels in the header Mcp-Param-Region.
const QByteArray RegionEcho
    = R"(S {"jsonrpc":"2.0","id":9,"result":{"resultType":"complete","ttlMs":0,"cacheScope":"private","tools":[{"name":"region_echo","inputSchema":{"type":"object","properties":{"region":{"type":"string","x-mcp-header":"Region"}}}}]}})";
Script overHttp(const QByteArray &headers, const QByteArray &answer, const QByteArray &name = "t",
                const QByteArray &toolList = QByteArray())
{
    const Script listed
        = toolList.isEmpty()
              ? Script()
              : Script{R"(C {"jsonrpc":"2.0","id":9,"method":"tools/list","params":{)" ENVELOPE "}}", toolList};
    const QByteArray arguments = toolList.isEmpty() ? "{}" : R"({"region":"süd-west"})";
    return modern(
        listed
        + Script{R"(C {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":")" + name + R"(","arguments":)"
                     + arguments + "," ENVELOPE "}}",
                 R"(H {"id":7,"phase":"complete","method":"POST","url":"http://127.0.0.1:9/mcp","requestHeaders":[)"
                     + headers + R"(],"status":200,"contentType":"application/json","responseBytes":60})",
                 "X7 " + answer});
}
const QByteArray CallAnswered = R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","content":[]}})";
const QByteArray CallRefused = R"({"jsonrpc":"2.0","id":2,"error":{"code":-32020,"message":"Header mismatch"}})";
#define MODERN_HEADERS(name) \
    R"(["MCP-Protocol-Version","2026-07-28"],["Mcp-Method","tools/call"],["Mcp-Name",")" name R"("])"

Script handshake()
{
    return {InitC, InitS, Inited};
}
Script after(const Script &steps)
{
    return handshake() + steps;
}
Script bare(const Script &steps)
{
    return Script{InitC, InitSBare, Inited} + steps;
}

QByteArray initResult(const QByteArray &version)
{
    return R"(S {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":)" + version
           + R"(,"capabilities":{},"serverInfo":{"name":"s","version":"1"}}})";
}

} // namespace

bool isCoreRule(QStringView code)
{
    static const QStringList families{
        QStringLiteral("stdio."),   QStringLiteral("message."),   QStringLiteral("json."),
        QStringLiteral("jsonrpc."), QStringLiteral("lifecycle."), QStringLiteral("capability."),
        QStringLiteral("session."), QStringLiteral("modern."),    QStringLiteral("http.")};
    for (const QString &f : families) {
        if (code.startsWith(f))
            return true;
    }
    return false;
}

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines << QStringLiteral("  [%1] %2 #%3 %4: %5")
                     .arg(severityName(d.severity), d.code)
                     .arg(d.messageIndex)
                     .arg(d.pointer, d.message);
    return lines.join(QLatin1Char('\n'));
}

Diagnostics run(const Script &script, const Validator::Options &options, Diagnostics *all, bool bytesOnly)
{
    Validator v(options);
    Diagnostics last;
    for (qsizetype i = 0; i < script.size(); ++i) {
        const QByteArray &step = script.at(i);
        const qsizetype space = step.indexOf(' ');
        const QByteArray command = space < 0 ? step : step.left(space);
        const QByteArray raw = space < 0 ? QByteArray() : step.mid(space + 1);
        if (command == "C") {
            last = bytesOnly ? v.checkMessage(raw, Direction::ClientToServer, i)
                             : v.checkMessage(Message::parse(raw), Direction::ClientToServer, i);
        } else if (command == "S") {
            last = bytesOnly ? v.checkMessage(raw, Direction::ServerToClient, i)
                             : v.checkMessage(Message::parse(raw), Direction::ServerToClient, i);
        } else if (command.startsWith('F') && command != "FINISH") {
            Frame f;
            f.payload = raw;
            f.flags = (command.contains('r') ? Frame::CrLf : 0) | (command.contains('c') ? Frame::ContentLength : 0)
                      | (command.contains('u') ? Frame::Unterminated : 0)
                      | (command.contains('b') ? Frame::BadHeader : 0);
            last = bytesOnly ? v.checkFrame(f, Direction::ServerToClient, i)
                             : v.checkFrame(f, Message::parse(raw), Direction::ServerToClient, i);
        } else if (command.startsWith('X')) { // a server message in the response to exchange X<id>
            Frame f;
            f.payload = raw;
            f.flags = Frame::Http;
            f.exchange = command.mid(1).toInt();
            last = v.checkFrame(f, Message::parse(raw), Direction::ServerToClient, i);
        } else if (command == "H") {
            last = v.checkHttp(HttpExchange::fromJson(QJsonDocument::fromJson(raw).object()), i);
        } else if (command == "TIMEOUT") {
            last = v.requestTimedOut(Direction::ClientToServer, QJsonValue(raw.toLongLong()), 60000);
        } else if (command == "CLOSED") {
            last = v.writeAfterClose(Direction::ServerToClient, i);
        } else if (command == "FINISH") {
            last = v.finish();
        } else {
            qFatal("bad script step: %s", step.constData());
        }
        if (all)
            *all += last;
    }
    return last;
}

QString rulesTable()
{
    static const QHash<QString, QString> titles{{QStringLiteral("stdio"), QStringLiteral("stdio framing")},
                                                {QStringLiteral("message"), QStringLiteral("Message size")},
                                                {QStringLiteral("json"), QStringLiteral("JSON text")},
                                                {QStringLiteral("jsonrpc"), QStringLiteral("JSON-RPC 2.0 structure")},
                                                {QStringLiteral("lifecycle"), QStringLiteral("Lifecycle")},
                                                {QStringLiteral("capability"), QStringLiteral("Capabilities")},
                                                {QStringLiteral("session"), QStringLiteral("Session state")},
                                                {QStringLiteral("http"), QStringLiteral("HTTP")},
                                                {QStringLiteral("mcp"), QStringLiteral("MCP shapes")},
                                                {QStringLiteral("app"), QStringLiteral("MCP Apps")}};
    QString out;
    QString family;
    for (const Rule &rule : RuleCatalogue::all()) {
        const QString f = QString(rule.code).section(QLatin1Char('.'), 0, 0);
        if (f != family) {
            family = f;
            out += QLatin1String("\n### ") + titles.value(f, f) + QLatin1String("\n\n")
                   + QLatin1String("| Code | Severity | What it means | Spec |\n|---|---|---|---|\n");
        }
        QString summary = QString(rule.summary);
        summary.replace(QLatin1Char('|'), QLatin1String("\\|"));
        const QString url = RuleCatalogue::specUrl(rule.specRef);
        const QString spec
            = url.isEmpty() ? QString(rule.specRef)
                            : QLatin1Char('[') + QString(rule.specRef) + QLatin1String("](") + url + QLatin1Char(')');
        out += QLatin1String("| `") + QString(rule.code) + QLatin1String("` | ") + severityName(rule.severity)
               + QLatin1String(" | ") + summary + QLatin1String(" | ") + spec + QLatin1String(" |\n");
    }
    return out;
}

const QString BeginMarker = QStringLiteral("<!-- BEGIN RULES (generated from core/validation/rulecatalogue.cpp) -->");
const QString EndMarker = QStringLiteral("<!-- END RULES -->");

QList<RuleRow> ruleRows()
{
    const QString any = QStringLiteral("*");
    QList<RuleRow> rows;
    auto row
        = [&](const char *name, const Script &script, const char *code, bool triggers,
              const QString &pointer = QStringLiteral("*"), bool stdio = true, qint64 maxBytes = 10 * 1024 * 1024) {
              rows.append(RuleRow{name, script, QString::fromLatin1(code), triggers, pointer, stdio, maxBytes});
          };

    // --- HTTP: one exchange a step ("H" + HttpExchange JSON); requests carry what a client must
    auto http = [](const char *fields,
                   const char *requestHeaders = R"(["MCP-Protocol-Version","2025-11-25"])") -> QByteArray {
        return QByteArray(R"(H {"phase":"complete","method":"POST","url":"http://127.0.0.1:9/mcp","requestHeaders":[)")
               + requestHeaders + "]," + fields + "}";
    };
    const char *json200 = R"("status":200,"contentType":"application/json","responseBytes":30)";
    row("http contentType html",
        after({http(R"("status":200,"contentType":"text/html","responseBytes":40,"body":"<html>Sign in</html>")")}),
        "http.contentType", true);
    row("http contentType none", after({http(R"("status":200,"responseBytes":4,"body":"okay")")}), "http.contentType",
        true);
    row("http contentType clean",
        after({http(json200), http(R"("status":200,"contentType":"text/event-stream","responseBytes":0)")}),
        "http.contentType", false);
    row("http accepted body", after({http(R"("status":202,"responseBytes":5,"body":"hello")")}), "http.accepted.body",
        true);
    row("http accepted clean", after({http(R"("status":202,"responseBytes":0)")}), "http.accepted.body", false);
    row("http serverError",
        after({http(R"("status":500,"contentType":"text/plain","responseBytes":5,"body":"crash")")}),
        "http.status.serverError", true);
    row("http serverError clean", after({http(json200)}), "http.status.serverError", false);
    row("http 401 without challenge", after({http(R"("status":401,"responseBytes":0)")}), "http.unauthorized.challenge",
        true);
    row("http 401 with challenge",
        after({http(
            R"("status":401,"responseBytes":0,"responseHeaders":[["WWW-Authenticate","Bearer resource_metadata=\"http://127.0.0.1:9/.well-known/oauth-protected-resource\""]])")}),
        "http.unauthorized.challenge", false);
    row("http sessionId chars",
        {http(
            R"("status":200,"contentType":"application/json","responseBytes":30,"responseHeaders":[["Mcp-Session-Id","a b"]])",
            "")},
        "http.sessionId.chars", true);
    row("http sessionId chars clean",
        {http(
            R"("status":200,"contentType":"application/json","responseBytes":30,"responseHeaders":[["Mcp-Session-Id","a-b_1"]])",
            "")},
        "http.sessionId.chars", false);
    const char *issued
        = R"("status":200,"contentType":"application/json","responseBytes":30,"responseHeaders":[["Mcp-Session-Id","abc"]])";
    const char *withId = R"(["MCP-Protocol-Version","2025-11-25"],["Mcp-Session-Id","abc"])";
    row("http sessionId changed",
        after(
            {http(issued),
             http(
                 R"("status":200,"contentType":"application/json","responseBytes":30,"responseHeaders":[["Mcp-Session-Id","xyz"]])",
                 withId)}),
        "http.sessionId.changed", true);
    row("http sessionId changed clean", after({http(issued), http(issued, withId)}), "http.sessionId.changed", false);
    row("http sessionId missing", after({http(issued), http(json200)}), "http.sessionId.missing", true);
    row("http sessionId missing clean", after({http(issued), http(json200, withId)}), "http.sessionId.missing", false);
    row("http protocol version header missing", after({http(json200, "")}), "http.protocolVersionHeader", true);
    row("http protocol version header wrong", after({http(json200, R"(["MCP-Protocol-Version","2024-11-05"])")}),
        "http.protocolVersionHeader", true);
    row("http protocol version header clean", after({http(json200)}), "http.protocolVersionHeader", false);
    row("http protocol version header before the handshake", {http(json200, "")}, "http.protocolVersionHeader", false);
    row("http sse cut",
        after(
            {R"(H {"phase":"streamEnd","method":"GET","url":"http://127.0.0.1:9/mcp","status":200,"contentType":"text/event-stream","responseBytes":12,"sseCut":true})"}),
        "http.sse.framing", true);
    row("http sse clean",
        after(
            {R"(H {"phase":"streamEnd","method":"GET","url":"http://127.0.0.1:9/mcp","status":200,"contentType":"text/event-stream","responseBytes":12})"}),
        "http.sse.framing", false);

    // --- stdio framing
    row("notJson", after({"F Starting server..."}), "stdio.notJson", true, QString());
    row("notJson clean",
        after({R"(F {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}})"}),
        "stdio.notJson", false);
    row("notJson client", after({"C hello"}), "stdio.notJson", true);
    row("multiline first line", after({"F {"}), "stdio.multiline", true);
    row("multiline middle", after({"F {", R"(F   "jsonrpc": "2.0",)"}), "stdio.multiline", true);
    row("multiline last line",
        after({"F {", R"(F   "jsonrpc": "2.0",)", R"(F   "method": "notifications/tools/list_changed")", "F }"}),
        "stdio.multiline", true);
    row("multiline then a good line",
        after({"F {", R"(F   "jsonrpc": "2.0")", "F }",
               R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.multiline", false);
    row("multiline embedded newline", after({"C {\n\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"\n}"}),
        "stdio.multiline", true);
    row("multiline clean", after({Ping5}), "stdio.multiline", false);
    row("brace pollution does not swallow the next line",
        after({"F { not json", R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.multiline", false);
    row("emptyLine", after({"F "}), "stdio.emptyLine", true);
    row("emptyLine message", after({"S "}), "stdio.emptyLine", true);
    row("emptyLine clean", after({R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.emptyLine", false);
    row("crlf", after({R"(Fr {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}), "stdio.crlf", true);
    row("crlf clean", after({R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}), "stdio.crlf",
        false);
    row("contentLength", after({R"(Fc {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.contentLength", true);
    row("contentLength clean", after({R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.contentLength", false);
    row("badHeader", after({"Fcb Content-Type: text/plain\r\n\r\n"}), "stdio.badHeader", true);
    row("badHeader clean", after({R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.badHeader", false);
    row("unterminated", after({R"(Fu {"jsonrpc":"2.0","id":)"}), "stdio.unterminated", true);
    row("unterminated content-length", after({R"(Fcu {"jsonrpc":"2.0")"}), "stdio.unterminated", true);
    row("unterminated clean", after({R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.unterminated", false);
    row("noFinalNewline", after({R"(Fu {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.noFinalNewline", true);
    row("noFinalNewline clean", after({R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.noFinalNewline", false);
    row("writeAfterClose", after({"CLOSED"}), "stdio.writeAfterClose", true);
    row("writeAfterClose clean", after({R"(F {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "stdio.writeAfterClose", false);

    // --- the message as bytes
    row("tooLarge", after({Ping5}), "message.tooLarge", true, QString(), true, 10);
    row("tooLarge clean", after({Ping5}), "message.tooLarge", false);
    row("json.invalid", after({R"(C {"jsonrpc":)"}), "json.invalid", true, QString(), false);
    row("json.invalid clean", after({Ping5}), "json.invalid", false, any, false);
    row("utf8", after({"C {\"jsonrpc\":\"2.0\",\"method\":\"x\xff\"}"}), "json.utf8", true);
    row("utf8 clean",
        after(
            {"C {\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"params\":{\"_meta\":{\"note\":\"gr\xc3\xbc\xc3\x9f \xf0\x9f\x98\x80\"}}}"}),
        "json.utf8", false);
    row("bom", after({"C \xef\xbb\xbf{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}"}), "json.bom", true);
    row("bom from the server",
        after({"S \xef\xbb\xbf{\"jsonrpc\":\"2.0\",\"method\":\"notifications/tools/list_changed\"}"}), "json.bom",
        true);
    row("bom clean",
        after(
            {"C {\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"params\":{\"_meta\":{\"note\":\"\xef\xbb\xbf\"}}}"}),
        "json.bom", false);
    row("duplicateKey", after({R"(C {"jsonrpc":"2.0","id":5,"method":"ping","params":{"_meta":{"a":1,"a":2}}})"}),
        "json.duplicateKey", true, QStringLiteral("/params/_meta/a"));
    row("duplicateKey top level", after({R"(C {"jsonrpc":"2.0","id":5,"id":6,"method":"ping"})"}), "json.duplicateKey",
        true, QStringLiteral("/id"));
    row("duplicateKey clean",
        after({R"(C {"jsonrpc":"2.0","id":5,"method":"ping","params":{"_meta":{"a":1,"b":{"a":2}}}})"}),
        "json.duplicateKey", false);

    // --- JSON-RPC 2.0 structure
    row("message.type scalar", after({"C 42"}), "jsonrpc.message.type", true, QString());
    row("message.type batch element",
        Script{InitC0326, InitS0326, Inited, R"(C [{"jsonrpc":"2.0","id":5,"method":"ping"},3])"},
        "jsonrpc.message.type", true, QStringLiteral("/1"));
    row("message.type clean", after({Ping5}), "jsonrpc.message.type", false);
    row("message.kind", after({R"(C {"jsonrpc":"2.0"})"}), "jsonrpc.message.kind", true, QString());
    row("message.kind clean", after({R"(C {"jsonrpc":"2.0","method":"notifications/roots/list_changed"})"}),
        "jsonrpc.message.kind", false);
    row("version.missing", after({R"(C {"id":5,"method":"ping"})"}), "jsonrpc.version.missing", true, QString());
    row("version.missing clean", after({Ping5}), "jsonrpc.version.missing", false);
    row("version.value", after({R"(C {"jsonrpc":"1.0","id":5,"method":"ping"})"}), "jsonrpc.version.value", true,
        QStringLiteral("/jsonrpc"));
    row("version.value number", after({R"(C {"jsonrpc":2.0,"id":5,"method":"ping"})"}), "jsonrpc.version.value", true);
    row("version.value clean", after({Ping5}), "jsonrpc.version.value", false);
    row("id.type bool", after({R"(C {"jsonrpc":"2.0","id":true,"method":"ping"})"}), "jsonrpc.id.type", true,
        QStringLiteral("/id"));
    row("id.type object", after({R"(C {"jsonrpc":"2.0","id":{"n":1},"method":"ping"})"}), "jsonrpc.id.type", true);
    row("id.type clean string", after({R"(C {"jsonrpc":"2.0","id":"req-5","method":"ping"})"}), "jsonrpc.id.type",
        false);
    row("id.null request", after({R"(C {"jsonrpc":"2.0","id":null,"method":"ping"})"}), "jsonrpc.id.null", true,
        QStringLiteral("/id"));
    row("id.null result", after({R"(S {"jsonrpc":"2.0","id":null,"result":{}})"}), "jsonrpc.id.null", true);
    row("id.null clean (parse error)",
        after({R"(S {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})"}), "jsonrpc.id.null",
        false);
    row("id.fractional", after({R"(C {"jsonrpc":"2.0","id":1.5,"method":"ping"})"}), "jsonrpc.id.fractional", true,
        QStringLiteral("/id"));
    row("id.fractional clean", after({Ping5}), "jsonrpc.id.fractional", false);
    row("id.precision", after({R"(C {"jsonrpc":"2.0","id":9007199254740993,"method":"ping"})"}), "jsonrpc.id.precision",
        true, QStringLiteral("/id"));
    row("id.precision clean", after({R"(C {"jsonrpc":"2.0","id":9007199254740991,"method":"ping"})"}),
        "jsonrpc.id.precision", false);
    row("method.type", after({R"(C {"jsonrpc":"2.0","id":5,"method":7})"}), "jsonrpc.method.type", true,
        QStringLiteral("/method"));
    row("method.type clean", after({Ping5}), "jsonrpc.method.type", false);
    row("method.empty", after({R"(C {"jsonrpc":"2.0","method":""})"}), "jsonrpc.method.empty", true,
        QStringLiteral("/method"));
    row("method.empty clean", after({R"(C {"jsonrpc":"2.0","method":"notifications/roots/list_changed"})"}),
        "jsonrpc.method.empty", false);
    row("method.reserved", after({R"(C {"jsonrpc":"2.0","id":5,"method":"rpc.discover"})"}), "jsonrpc.method.reserved",
        true, QStringLiteral("/method"));
    row("method.reserved clean", after({Ping5}), "jsonrpc.method.reserved", false);
    row("params.type array", after({R"(C {"jsonrpc":"2.0","id":5,"method":"ping","params":[1]})"}),
        "jsonrpc.params.type", true, QStringLiteral("/params"));
    row("params.type string", after({R"(C {"jsonrpc":"2.0","id":5,"method":"ping","params":"x"})"}),
        "jsonrpc.params.type", true);
    row("params.type clean", after({R"(C {"jsonrpc":"2.0","id":5,"method":"ping","params":{}})"}),
        "jsonrpc.params.type", false);
    row("response.both",
        after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"result":{},"error":{"code":-32603,"message":"x"}})"}),
        "jsonrpc.response.both", true, QString());
    row("response.both clean", after({Ping5, Pong5}), "jsonrpc.response.both", false);
    row("response.neither", after({Ping5, R"(S {"jsonrpc":"2.0","id":5})"}), "jsonrpc.response.neither", true,
        QString());
    row("response.neither clean", after({Ping5, Pong5}), "jsonrpc.response.neither", false);
    row("response.id.missing", after({Ping5, R"(S {"jsonrpc":"2.0","result":{}})"}), "jsonrpc.response.id.missing",
        true, QString());
    row("response.id.missing clean", after({Ping5, Pong5}), "jsonrpc.response.id.missing", false);
    row("error.id.missing", after({R"(S {"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}})"}),
        "jsonrpc.error.id.missing", true);
    row("error.id.missing clean",
        after({R"(S {"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})"}),
        "jsonrpc.error.id.missing", false);
    row("result.type", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"result":[]})"}), "jsonrpc.result.type", true,
        QStringLiteral("/result"));
    row("result.type clean", after({Ping5, Pong5}), "jsonrpc.result.type", false);
    row("error.type", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":"it broke"})"}), "jsonrpc.error.type", true,
        QStringLiteral("/error"));
    row("error.type clean",
        after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"it broke"}})"}),
        "jsonrpc.error.type", false);
    row("error.code string", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":"E1","message":"x"}})"}),
        "jsonrpc.error.code", true, QStringLiteral("/error/code"));
    row("error.code missing", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"message":"x"}})"}),
        "jsonrpc.error.code", true);
    row("error.code fraction", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-1.5,"message":"x"}})"}),
        "jsonrpc.error.code", true);
    row("error.code clean", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-1,"message":"x"}})"}),
        "jsonrpc.error.code", false);
    row("error.message", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-32603}})"}),
        "jsonrpc.error.message", true, QStringLiteral("/error/message"));
    row("error.message clean",
        after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-32603,"message":"x","data":{"why":1}}})"}),
        "jsonrpc.error.message", false);
    row("error.reserved", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-32500,"message":"x"}})"}),
        "jsonrpc.error.reserved", true, QStringLiteral("/error/code"));
    row("error.reserved clean method not found",
        after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-32601,"message":"Method not found"}})"}),
        "jsonrpc.error.reserved", false);
    row("error.reserved clean MCP resource not found",
        after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-32002,"message":"Resource not found"}})"}),
        "jsonrpc.error.reserved", false);
    row("error.reserved clean MCP URL elicitation",
        after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"error":{"code":-32042,"message":"URL elicitation required"}})"}),
        "jsonrpc.error.reserved", false);
    row("member.unknown", after({R"(C {"jsonrpc":"2.0","id":5,"method":"ping","extra":1})"}), "jsonrpc.member.unknown",
        true, QStringLiteral("/extra"));
    row("member.unknown in response", after({Ping5, R"(S {"jsonrpc":"2.0","id":5,"result":{},"meta":1})"}),
        "jsonrpc.member.unknown", true, QStringLiteral("/meta"));
    row("member.unknown clean", after({R"(C {"jsonrpc":"2.0","id":5,"method":"ping","params":{"_meta":{"extra":1}}})"}),
        "jsonrpc.member.unknown", false);
    row("batch.empty", after({"C []"}), "jsonrpc.batch.empty", true, QString());
    row("batch.empty clean", after({Ping5}), "jsonrpc.batch.empty", false);
    row("batch.unsupported",
        after({R"(C [{"jsonrpc":"2.0","id":5,"method":"ping"},{"jsonrpc":"2.0","id":6,"method":"ping"}])"}),
        "jsonrpc.batch.unsupported", true, QString());
    row("batch.unsupported clean in 2025-03-26",
        Script{InitC0326, InitS0326, Inited,
               R"(C [{"jsonrpc":"2.0","id":5,"method":"ping"},{"jsonrpc":"2.0","id":6,"method":"ping"}])"},
        "jsonrpc.batch.unsupported", false);
    row("notification.id", after({R"(C {"jsonrpc":"2.0","id":9,"method":"notifications/roots/list_changed"})"}),
        "jsonrpc.notification.id", true, QStringLiteral("/id"));
    row("notification.id clean", after({R"(C {"jsonrpc":"2.0","method":"notifications/roots/list_changed"})"}),
        "jsonrpc.notification.id", false);
    row("request.noId", after({R"(C {"jsonrpc":"2.0","method":"tools/list"})"}), "jsonrpc.request.noId", true,
        QString());
    row("request.noId clean", after({R"(C {"jsonrpc":"2.0","id":5,"method":"tools/list"})"}), "jsonrpc.request.noId",
        false);

    // --- lifecycle
    row("initialize.first", {R"(C {"jsonrpc":"2.0","id":1,"method":"tools/list"})"}, "lifecycle.initialize.first", true,
        QStringLiteral("/method"));
    row("initialize.first clean (ping first)", {Ping5}, "lifecycle.initialize.first", false);
    row("initialize.repeated", after({QByteArray(InitC).replace("\"id\":1", "\"id\":2")}),
        "lifecycle.initialize.repeated", true, QStringLiteral("/method"));
    row("initialize.repeated clean", {InitC}, "lifecycle.initialize.repeated", false);
    row("initialized.early", {InitC, Inited}, "lifecycle.initialized.early", true, QStringLiteral("/method"));
    row("initialized.early clean", {InitC, InitS, Inited}, "lifecycle.initialized.early", false);
    row("beforeInitialized: before the answer", {InitC, R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list"})"},
        "lifecycle.request.beforeInitialized", true, QStringLiteral("/method"));
    row("beforeInitialized: before initialized", {InitC, InitS, R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list"})"},
        "lifecycle.request.beforeInitialized", true);
    row("beforeInitialized: server request", {InitC, InitS, R"(S {"jsonrpc":"2.0","id":0,"method":"roots/list"})"},
        "lifecycle.request.beforeInitialized", true);
    row("beforeInitialized: server ping is fine", {InitC, InitS, R"(S {"jsonrpc":"2.0","id":0,"method":"ping"})"},
        "lifecycle.request.beforeInitialized", false);
    row("beforeInitialized clean", after({R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list"})"}),
        "lifecycle.request.beforeInitialized", false);
    row("protocolVersion.malformed", {InitC, initResult(R"("2025/11/25")")}, "lifecycle.protocolVersion.malformed",
        true, QStringLiteral("/result/protocolVersion"));
    row("protocolVersion.malformed number", {InitC, initResult("20251125")}, "lifecycle.protocolVersion.malformed",
        true);
    row("protocolVersion.malformed request", {QByteArray(InitC).replace("\"2025-11-25\"", "\"latest\"")},
        "lifecycle.protocolVersion.malformed", true, QStringLiteral("/params/protocolVersion"));
    row("protocolVersion.malformed clean", {InitC, initResult(R"("2025-06-18")")},
        "lifecycle.protocolVersion.malformed", false);
    // --- the 2026-07-28 era
    row("envelope.missing: no capabilities",
        {R"(C {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}}}})"},
        "modern.envelope.missing", true, QStringLiteral("/params/_meta"));
    row("envelope.missing: none on a modern connection",
        modern({R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list"})"}), "modern.envelope.missing", true,
        QStringLiteral("/params/_meta"));
    row("envelope.missing clean", modern({ModernToolsList}), "modern.envelope.missing", false);
    row("clientInfo.missing",
        {R"(C {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}})"},
        "modern.clientInfo.missing", true, QStringLiteral("/params/_meta"));
    row("clientInfo.missing clean", {DiscoverC}, "modern.clientInfo.missing", false);
    row("method.removed: ping", modern({R"(C {"jsonrpc":"2.0","id":2,"method":"ping","params":{)" ENVELOPE "}}"}),
        "modern.method.removed", true, QStringLiteral("/method"));
    row("method.removed: initialize after a modern answer", modern({QByteArray(InitC).replace("\"id\":1", "\"id\":2")}),
        "modern.method.removed", true, QStringLiteral("/method"));
    row("method.removed clean (Auto's fallback after a probe answered the old way)",
        {DiscoverC,
         R"(S {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}})",
         QByteArray(InitC).replace("\"id\":1", "\"id\":2")},
        "modern.method.removed", false);
    row("method.removed clean (Auto's fallback after a refused probe)",
        {DiscoverC, R"(S {"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}})",
         QByteArray(InitC).replace("\"id\":1", "\"id\":2")},
        "modern.method.removed", false);
    row("serverRequest", modern({R"(S {"jsonrpc":"2.0","id":0,"method":"roots/list"})"}), "modern.serverRequest", true,
        QStringLiteral("/method"));
    row("serverRequest clean (legacy)", after({R"(S {"jsonrpc":"2.0","id":0,"method":"roots/list"})"}),
        "modern.serverRequest", false);
    row("resultType missing", modern({ModernAsk, R"(S {"jsonrpc":"2.0","id":2,"result":{"content":[]}})"}),
        "modern.resultType", true, QStringLiteral("/result"));
    row("resultType unknown",
        modern({ModernAsk, R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"partial","content":[]}})"}),
        "modern.resultType", true, QStringLiteral("/result/resultType"));
    row("resultType clean",
        modern({ModernAsk, R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","content":[]}})"}),
        "modern.resultType", false);
    // The tasks extension (io.modelcontextprotocol/tasks): a task only for tools/call, and only
    // to a client that declared the extension on that request.
    const QByteArray modernTask
        = R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"task","taskId":"t1","status":"working","createdAt":"2026-07-28T10:00:00Z","lastUpdatedAt":"2026-07-28T10:00:00Z","ttlMs":60000,"pollIntervalMs":500}})";
    const QByteArray modernAskTask
        = R"(C {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"extensions":{"io.modelcontextprotocol/tasks":{}}},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}}}})";
    row("task undeclared", modern({ModernAsk, modernTask}), "modern.task.undeclared", true,
        QStringLiteral("/result/resultType"));
    row("task declared", modern({modernAskTask, modernTask}), "modern.task.undeclared", false);
    row("task on tools/list", modern({ModernToolsList, modernTask}), "modern.task.method", true,
        QStringLiteral("/result/resultType"));
    row("task on tools/call", modern({modernAskTask, modernTask}), "modern.task.method", false);
    row("inputRequired on tools/list",
        modern({ModernToolsList,
                R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required","requestState":"s"}})"}),
        "modern.inputRequired", true, QStringLiteral("/result/resultType"));
    row("inputRequired with nothing",
        modern({ModernAsk, R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required"}})"}),
        "modern.inputRequired", true, QStringLiteral("/result"));
    row("inputRequired of an unknown kind",
        modern(
            {ModernAsk,
             R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required","inputRequests":{"x":{"method":"files/pick"}}}})"}),
        "modern.inputRequired", true, QStringLiteral("/result/inputRequests/x"));
    row("inputRequired clean", modern({ModernAsk, InputRequired}), "modern.inputRequired", false);
    row("requestState.changed", modern({ModernAsk, InputRequired, QByteArray(ModernRetry).replace("\"s1\"", "\"s2\"")}),
        "modern.requestState.changed", true, QStringLiteral("/params/requestState"));
    row("requestState.changed clean", modern({ModernAsk, InputRequired, ModernRetry}), "modern.requestState.changed",
        false);
    row("cacheable.missing",
        modern({ModernToolsList, R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","tools":[]}})"}),
        "modern.cacheable.missing", true, QStringLiteral("/result"));
    row("cacheable.missing clean",
        modern(
            {ModernToolsList,
             R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","tools":[],"ttlMs":60000,"cacheScope":"private"}})"}),
        "modern.cacheable.missing", false);
    row("resource.notFoundCode",
        modern({ModernRead, R"(S {"jsonrpc":"2.0","id":2,"error":{"code":-32002,"message":"Resource not found"}})"}),
        "modern.resource.notFoundCode", true, QStringLiteral("/error/code"));
    row("resource.notFoundCode clean",
        modern({ModernRead, R"(S {"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Resource not found"}})"}),
        "modern.resource.notFoundCode", false);
    row("listen.unacknowledged: a notification first", modern({ListenC, ToolsChanged}), "modern.listen.unacknowledged",
        true, QStringLiteral("/method"));
    row("listen.unacknowledged: ended without it", modern({ListenC, ListenEnded}), "modern.listen.unacknowledged", true,
        QStringLiteral("/result"));
    row("listen.unacknowledged: never, until the session ended", modern({ListenC, "FINISH"}),
        "modern.listen.unacknowledged", true);
    row("listen.unacknowledged clean", modern({ListenC, Acknowledged, ToolsChanged, ListenEnded}),
        "modern.listen.unacknowledged", false);
    row("listen.unacknowledged: its HTTP stream ended",
        modern({ListenC, ListenStream("response"), ListenStream("streamEnd")}), "modern.listen.unacknowledged", true);
    row("listen.unacknowledged clean: its HTTP stream ended after the acknowledgement",
        modern({ListenC, ListenStream("response"), "X5 " + Acknowledged.mid(2), ListenStream("streamEnd")}),
        "modern.listen.unacknowledged", false);
    row("listen.unacknowledged clean at the end", modern({ListenC, Acknowledged, "FINISH"}),
        "modern.listen.unacknowledged", false);
    row("listen.subscriptionId: acknowledgement",
        modern({ListenC,
                QByteArray(Acknowledged).replace(R"(,"_meta":{"io.modelcontextprotocol/subscriptionId":3})", "")}),
        "modern.listen.subscriptionId", true, QStringLiteral("/params/_meta"));
    row("listen.subscriptionId: list change",
        modern({ListenC, Acknowledged, R"(S {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "modern.listen.subscriptionId", true, QStringLiteral("/params/_meta"));
    row("listen.subscriptionId clean", modern({ListenC, Acknowledged, ToolsChanged}), "modern.listen.subscriptionId",
        false);
    row("error.data: -32022 without supported",
        modern(
            {ModernToolsList,
             R"(S {"jsonrpc":"2.0","id":2,"error":{"code":-32022,"message":"Unsupported protocol version","data":{"requested":"2026-07-28"}}})"}),
        "modern.error.data", true, QStringLiteral("/error/data"));
    row("error.data: -32022 refusing a version it lists",
        modern(
            {ModernToolsList,
             R"(S {"jsonrpc":"2.0","id":2,"error":{"code":-32022,"message":"Unsupported protocol version","data":{"supported":["2026-07-28"],"requested":"2026-07-28"}}})"}),
        "modern.error.data", true, QStringLiteral("/error/data"));
    row("error.data: -32022 without the version requested",
        {R"(C {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2027-01-01","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}}}})",
         R"(S {"jsonrpc":"2.0","id":1,"error":{"code":-32022,"message":"Unsupported protocol version","data":{"supported":["2026-07-28"]}}})"},
        "modern.error.data", true, QStringLiteral("/error/data"));
    row("error.data clean: -32022 to a request that named no version",
        modern(
            {R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list"})",
             R"(S {"jsonrpc":"2.0","id":2,"error":{"code":-32022,"message":"Unsupported protocol version","data":{"supported":["2026-07-28"]}}})"}),
        "modern.error.data", false);
    row("error.data: -32021 without requiredCapabilities",
        modern({ModernAsk, R"(S {"jsonrpc":"2.0","id":2,"error":{"code":-32021,"message":"Missing capability"}})"}),
        "modern.error.data", true, QStringLiteral("/error/data"));
    row("error.data clean: -32022",
        {R"(C {"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2027-01-01","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}}}})",
         R"(S {"jsonrpc":"2.0","id":1,"error":{"code":-32022,"message":"Unsupported protocol version","data":{"supported":["2026-07-28"],"requested":"2027-01-01"}}})"},
        "modern.error.data", false);
    row("error.data clean: -32021",
        modern(
            {ModernAsk,
             R"(S {"jsonrpc":"2.0","id":2,"error":{"code":-32021,"message":"Missing capability","data":{"requiredCapabilities":{"elicitation":{}}}}})"}),
        "modern.error.data", false);
    row("http.headerMismatch: Mcp-Name", overHttp(MODERN_HEADERS("other"), CallRefused), "modern.http.headerMismatch",
        true);
    row("http.headerMismatch: no Mcp-Method",
        overHttp(R"(["MCP-Protocol-Version","2026-07-28"],["Mcp-Name","t"])", CallRefused),
        "modern.http.headerMismatch", true);
    row("http.headerMismatch: version",
        overHttp(R"(["MCP-Protocol-Version","2027-01-01"],["Mcp-Method","tools/call"],["Mcp-Name","t"])", CallRefused),
        "modern.http.headerMismatch", true);
    row("http.headerMismatch: non-ASCII name sent plain",
        overHttp(MODERN_HEADERS("caf\u00e9"), CallRefused, "caf\u00e9"), "modern.http.headerMismatch", true);
    row("http.headerMismatch clean", overHttp(MODERN_HEADERS("t"), CallAnswered), "modern.http.headerMismatch", false);
    row("http.headerMismatch clean: base64 name",
        overHttp(MODERN_HEADERS("=?base64?Y2Fmw6k=?="), CallAnswered, "caf\u00e9"), "modern.http.headerMismatch",
        false);
    row("http.headerMismatch: Mcp-Param",
        overHttp(MODERN_HEADERS("region_echo") R"(,["Mcp-Param-Region","us-east"])", CallRefused, "region_echo",
                 RegionEcho),
        "modern.http.headerMismatch", true);
    row("http.headerMismatch: Mcp-Param missing",
        overHttp(MODERN_HEADERS("region_echo"), CallRefused, "region_echo", RegionEcho), "modern.http.headerMismatch",
        true);
    row("http.headerMismatch clean: Mcp-Param in base64",
        overHttp(MODERN_HEADERS("region_echo") R"(,["mcp-param-region","=?base64?c8O8ZC13ZXN0?="])", CallAnswered,
                 "region_echo", RegionEcho),
        "modern.http.headerMismatch", false);
    row("http.mismatchAccepted", overHttp(MODERN_HEADERS("other"), CallAnswered), "modern.http.mismatchAccepted", true);
    row("http.mismatchAccepted clean", overHttp(MODERN_HEADERS("t"), CallAnswered), "modern.http.mismatchAccepted",
        false);
    row("protocolVersion.unsupported", {InitC, initResult(R"("1999-01-01")")}, "lifecycle.protocolVersion.unsupported",
        true, QStringLiteral("/result/protocolVersion"));
    row("protocolVersion.unsupported clean", {InitC, InitS}, "lifecycle.protocolVersion.unsupported", false);

    // --- capabilities
    row("server.missing prompts", bare({R"(C {"jsonrpc":"2.0","id":2,"method":"prompts/list"})"}),
        "capability.server.missing", true, QStringLiteral("/method"));
    row("server.missing subscribe",
        bare({R"(C {"jsonrpc":"2.0","id":2,"method":"resources/subscribe","params":{"uri":"file:///a"}})"}),
        "capability.server.missing", true);
    row("server.missing logging",
        bare({R"(C {"jsonrpc":"2.0","id":2,"method":"logging/setLevel","params":{"level":"info"}})"}),
        "capability.server.missing", true);
    row("server.missing completions",
        bare(
            {R"(C {"jsonrpc":"2.0","id":2,"method":"completion/complete","params":{"ref":{"type":"ref/prompt","name":"p"},"argument":{"name":"a","value":"b"}}})"}),
        "capability.server.missing", true);
    row("server.missing clean", bare({R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list"})"}),
        "capability.server.missing", false);
    row("client.missing roots", Script{InitCBare, InitS, Inited, R"(S {"jsonrpc":"2.0","id":0,"method":"roots/list"})"},
        "capability.client.missing", true, QStringLiteral("/method"));
    row("client.missing sampling",
        Script{
            InitCBare, InitS, Inited,
            R"(S {"jsonrpc":"2.0","id":0,"method":"sampling/createMessage","params":{"messages":[],"maxTokens":10}})"},
        "capability.client.missing", true);
    row("client.missing url elicitation",
        Script{
            InitCFormOnly, InitS, Inited,
            R"(S {"jsonrpc":"2.0","id":0,"method":"elicitation/create","params":{"mode":"url","url":"https://example.com","message":"m","elicitationId":"e"}})"},
        "capability.client.missing", true);
    row("client.missing clean form elicitation",
        Script{
            InitCFormOnly, InitS, Inited,
            R"(S {"jsonrpc":"2.0","id":0,"method":"elicitation/create","params":{"message":"m","requestedSchema":{"type":"object","properties":{}}}})"},
        "capability.client.missing", false);
    row("client.missing clean roots", after({R"(S {"jsonrpc":"2.0","id":0,"method":"roots/list"})"}),
        "capability.client.missing", false);
    row("listChanged server", bare({R"(S {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "capability.listChanged", true, QStringLiteral("/method"));
    row("listChanged client",
        Script{InitCBare, InitS, Inited, R"(C {"jsonrpc":"2.0","method":"notifications/roots/list_changed"})"},
        "capability.listChanged", true);
    row("listChanged clean", after({R"(S {"jsonrpc":"2.0","method":"notifications/tools/list_changed"})"}),
        "capability.listChanged", false);
    row("logging",
        bare({R"(S {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"hi"}})"}),
        "capability.logging", true, QStringLiteral("/method"));
    row("logging clean",
        after({R"(S {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"hi"}})"}),
        "capability.logging", false);

    // --- session state
    row("response.unknownId", after({R"(S {"jsonrpc":"2.0","id":99,"result":{}})"}), "session.response.unknownId", true,
        QStringLiteral("/id"));
    row("response.unknownId clean", after({Ping5, Pong5}), "session.response.unknownId", false);
    row("response.duplicate", after({Ping5, Pong5, Pong5}), "session.response.duplicate", true, QStringLiteral("/id"));
    row("response.duplicate clean", after({Ping5, Pong5}), "session.response.duplicate", false);
    row("response.idType", after({Ping5, R"(S {"jsonrpc":"2.0","id":"5","result":{}})"}), "session.response.idType",
        true, QStringLiteral("/id"));
    row("response.idType string request",
        after({R"(C {"jsonrpc":"2.0","id":"7","method":"ping"})", R"(S {"jsonrpc":"2.0","id":7,"result":{}})"}),
        "session.response.idType", true);
    row("response.idType clean",
        after({R"(C {"jsonrpc":"2.0","id":"7","method":"ping"})", R"(S {"jsonrpc":"2.0","id":"7","result":{}})"}),
        "session.response.idType", false);
    row("request.idReused", after({Ping5, Pong5, Ping5}), "session.request.idReused", true, QStringLiteral("/id"));
    row("request.idReused clean (other requester)", after({R"(S {"jsonrpc":"2.0","id":1,"method":"ping"})"}),
        "session.request.idReused", false);
    row("request.unanswered", after({Ping5, "FINISH"}), "session.request.unanswered", true, QString());
    row("request.unanswered clean", after({Ping5, Pong5, "FINISH"}), "session.request.unanswered", false);
    row("request.timeout", after({Ping5, "TIMEOUT 5"}), "session.request.timeout", true, QString());
    row("request.timeout clean", after({Ping5, Pong5, "TIMEOUT 5"}), "session.request.timeout", false);
    row("resources.unsubscribed",
        after({R"(S {"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"file:///a"}})"}),
        "session.resources.unsubscribed", true, QStringLiteral("/params/uri"));
    row("resources.unsubscribed clean",
        after({R"(C {"jsonrpc":"2.0","id":2,"method":"resources/subscribe","params":{"uri":"file:///a"}})",
               R"(S {"jsonrpc":"2.0","id":2,"result":{}})",
               R"(S {"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"file:///a"}})"}),
        "session.resources.unsubscribed", false);
    const QByteArray pingWithToken
        = R"(C {"jsonrpc":"2.0","id":5,"method":"ping","params":{"_meta":{"progressToken":"t1"}}})";
    auto progress = [](const char *token, const char *value) -> QByteArray {
        return QByteArray(R"(S {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":)") + token
               + R"(,"progress":)" + value + "}}";
    };
    row("progress.token", after({progress(R"("t1")", "1")}), "session.progress.token", true,
        QStringLiteral("/params/progressToken"));
    row("progress.token other type", after({pingWithToken, progress("1", "1")}), "session.progress.token", true);
    row("progress.token clean", after({pingWithToken, progress(R"("t1")", "1")}), "session.progress.token", false);
    row("progress.late", after({pingWithToken, Pong5, progress(R"("t1")", "1")}), "session.progress.late", true,
        QStringLiteral("/params/progressToken"));
    row("progress.late clean", after({pingWithToken, progress(R"("t1")", "1"), Pong5}), "session.progress.late", false);
    row("progress.decreasing", after({pingWithToken, progress(R"("t1")", "2"), progress(R"("t1")", "1")}),
        "session.progress.decreasing", true, QStringLiteral("/params/progress"));
    row("progress.decreasing equal", after({pingWithToken, progress(R"("t1")", "2"), progress(R"("t1")", "2")}),
        "session.progress.decreasing", true);
    row("progress.decreasing clean", after({pingWithToken, progress(R"("t1")", "1"), progress(R"("t1")", "1.5")}),
        "session.progress.decreasing", false);
    row("cancelled.unknown",
        after({R"(C {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":77}})"}),
        "session.cancelled.unknown", true, QStringLiteral("/params/requestId"));
    row("cancelled.unknown other side's id",
        after({R"(S {"jsonrpc":"2.0","id":8,"method":"ping"})",
               R"(C {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":8}})"}),
        "session.cancelled.unknown", true);
    row("cancelled.unknown clean",
        after({Ping5,
               R"(C {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5,"reason":"user"}})"}),
        "session.cancelled.unknown", false);
    row("cancelled.unknown clean after answer (race)",
        after({Ping5, Pong5, R"(C {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}})"}),
        "session.cancelled.unknown", false);
    row("cancelled.initialize",
        {InitC, R"(C {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}})"},
        "session.cancelled.initialize", true, QStringLiteral("/params/requestId"));
    row("cancelled.initialize clean",
        after({Ping5, R"(C {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}})"}),
        "session.cancelled.initialize", false);
    row("answer after cancel is fine",
        after({Ping5, R"(C {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}})", Pong5}),
        "session.response.unknownId", false);
    return rows;
}

QList<std::pair<QByteArray, QStringList>> duplicateKeyCases()
{
    return {
        {R"({"a":1,"b":2})", QStringList()},
        {R"({"a":1,"a":2})", QStringList{QStringLiteral("/a")}},
        {R"({"a":1,"a":2,"a":3})", QStringList{QStringLiteral("/a")}},
        {R"({"p":{"list":[{"k":1},{"k":1,"k":2}]}})", QStringList{QStringLiteral("/p/list/1/k")}},
        {R"({"a/b":{"x~":1,"x~":2}})", QStringList{QStringLiteral("/a~1b/x~0")}},
        {"{\"a\":1,\"\\u0061\":2}", QStringList{QStringLiteral("/a")}},
        {"{\"s\":\"{\\\"a\\\":1,\\\"a\\\":2}\"}", QStringList()}, // inside a string: not an object
        {R"([{"a":1},{"a":1}])", QStringList()},
        {R"({"a":{"b":1},"c":{"b":2}})", QStringList()},
        {"{\"x\\\"\":1,\"x\\\"\":2}", QStringList{QStringLiteral("/x\"")}},
    };
}

QList<std::pair<const char *, QByteArray>> hostileInputs()
{
    QList<std::pair<const char *, QByteArray>> rows;
    QByteArray members = R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":{)";
    for (int i = 0; i < 10000; ++i)
        members += (i ? "," : "") + QByteArray("\"m") + QByteArray::number(i) + "\":" + QByteArray::number(i);
    members += "}}}";
    rows.append({"10000 members", members});
    rows.append({"nesting 1000", QByteArray(R"({"jsonrpc":"2.0","method":"x","params":{"a":)") + QByteArray(1000, '[')
                                     + QByteArray(1000, ']') + "}}"});
    rows.append({"nesting 5000 (refused by the parser)", QByteArray(5000, '[') + QByteArray(5000, ']')});
    rows.append({"unbalanced 100000", QByteArray(100000, '{')});
    rows.append(
        {"huge number id", QByteArray(R"({"jsonrpc":"2.0","id":1)") + QByteArray(400, '9') + R"(,"method":"ping"})"});
    rows.append({"huge exponent", QByteArray(R"({"jsonrpc":"2.0","id":1e999,"method":"ping"})")});
    rows.append({"20 MB string",
                 QByteArray(R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":")")
                     + QByteArray(20 * 1024 * 1024, 'a') + "\"}}"});
    rows.append({"20 MB garbage", QByteArray(20 * 1024 * 1024, '\xff')});
    rows.append({"nul bytes", QByteArray("{\"jsonrpc\":\"2.0\",\0\"x\":1}", 24)});
    return rows;
}

QByteArray batchWithBadElements()
{
    return R"([{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26","capabilities":{},"clientInfo":{"name":"t","version":"1"}}},{"jsonrpc":"2.0","id":true,"method":"ping"},{"jsonrpc":"1.0","method":"notifications/x"}])";
}

QByteArray initialize0326()
{
    return InitC0326.mid(2);
}
QByteArray initializeResult0326()
{
    return InitS0326.mid(2);
}
QByteArray ping5()
{
    return Ping5.mid(2);
}

QList<EraCase> eraCases()
{
    const QStringList none;
    const QStringList anyShape{QStringLiteral("mcp.member.missing"), QStringLiteral("mcp.member.type"),
                               QStringLiteral("mcp.member.value"), QStringLiteral("mcp.member.range"),
                               QStringLiteral("mcp.params.missing")};
    const QByteArray listToolsResult2025 = R"(S {"jsonrpc":"2.0","id":2,"result":{"tools":[]}})";
    return {
        {"modern: listen without notifications",
         modern({R"(C {"jsonrpc":"2.0","id":3,"method":"subscriptions/listen","params":{)" ENVELOPE "}}"}),
         {QStringLiteral("mcp.member.missing@/params")},
         none},
        {"modern: ttlMs negative",
         modern(
             {ModernToolsList,
              R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","tools":[],"ttlMs":-1,"cacheScope":"public"}})"}),
         {QStringLiteral("mcp.member.range@/result/ttlMs")},
         {QStringLiteral("modern.cacheable.missing")}},
        {"modern: cacheScope unknown is a value fault, not a missing member",
         modern(
             {ModernToolsList,
              R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","tools":[],"ttlMs":0,"cacheScope":"shared"}})"}),
         {QStringLiteral("mcp.member.value@/result/cacheScope")},
         {QStringLiteral("modern.cacheable.missing")}},
        {"modern: an input request's elicitation without message",
         modern({ModernAsk, QByteArray(InputRequired).replace(R"("message":"Name?",)", "")}),
         {QStringLiteral("mcp.member.missing@/result/inputRequests/n/params")},
         none},
        {"modern: URL elicitation needs no elicitationId",
         modern(
             {ModernAsk,
              R"(S {"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required","inputRequests":{"u":{"method":"elicitation/create","params":{"mode":"url","message":"Sign in","url":"https://example.com/a"}}}}})"}),
         none, anyShape},
        {"modern: a result without resultType is one fault, the era rule's",
         modern({ModernAsk, R"(S {"jsonrpc":"2.0","id":2,"result":{"content":[]}})"}),
         {QStringLiteral("modern.resultType")},
         anyShape},
        {"modern: a request without the envelope is one fault, the era rule's",
         modern({R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}})"}),
         {QStringLiteral("modern.envelope.missing")},
         anyShape},
        {"modern: an acknowledgement without notifications",
         modern(
             {ListenC,
              R"(S {"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":3}}})"}),
         {QStringLiteral("mcp.member.missing@/params")},
         none},
        {"2025: a list result needs no resultType, ttlMs or cacheScope",
         after({R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list"})", listToolsResult2025}), none,
         anyShape + QStringList{QStringLiteral("modern.resultType"), QStringLiteral("modern.cacheable.missing")}},
        {"2025: requests need no envelope",
         after({R"(C {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t"}})"}), none, anyShape},
        {"2025: URL elicitation still needs elicitationId",
         after(
             {R"(S {"jsonrpc":"2.0","id":4,"method":"elicitation/create","params":{"mode":"url","message":"Sign in","url":"https://example.com/a"}})"}),
         {QStringLiteral("mcp.member.missing@/params")},
         none},
    };
}

Script modernHeaderMismatch(const QByteArray &answer)
{
    return overHttp(MODERN_HEADERS("other"), answer);
}

Script shapeContextScript()
{
    return after(
        {R"(C {"jsonrpc":"2.0","id":2,"method":"tools/list"})",
         R"(S {"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"bad name with spaces!","inputSchema":{"type":"object"}}]}})"});
}

} // namespace vtest
