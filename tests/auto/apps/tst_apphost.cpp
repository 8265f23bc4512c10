// SPDX-License-Identifier: MIT
// AppHost, the host side of MCP Apps (core/apps), against the real example server
// @modelcontextprotocol/server-basic-vanillajs 2.0.3 over stdio: its get-time tool's ui://
// resource fetched and checked, the app's messages (posted here as the app's SDK writes
// them) recorded in the session and answered; refusals of what an app may not do.
#include "apps/apphost.h"
#include "apps/uiresource.h"
#include "json/jsontree.h"
#include "tools/toolcontroller.h"
#include "tools/toollistmodel.h"

#include "liveconnection.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace mcpscope;

namespace {

StdioServerConfig vanilla()
{
    StdioServerConfig c;
    const QString script = test::peerScript(QStringLiteral("server-basic-vanillajs"), QStringLiteral("dist/index.js"));
    if (script.isEmpty() || test::nodeBinary().isEmpty())
        return c;
    c.program = test::nodeBinary();
    c.arguments = {script, QStringLiteral("--stdio")};
    c.closeStdinWaitMs = 1000;
    c.terminateWaitMs = 1000;
    return c;
}

/// tests/auto/apps/hostile-app-server.js: a server whose apps misbehave.
StdioServerConfig hostileServer()
{
    StdioServerConfig c;
    c.program = test::nodeBinary();
    c.arguments = {test::sourceDir() + QStringLiteral("/tests/auto/apps/hostile-app-server.js")};
    c.closeStdinWaitMs = 1000;
    c.terminateWaitMs = 1000;
    return c;
}

QJsonObject tree(const QByteArray &bytes)
{
    return jsontree::parse(bytes).object();
}

/// The messages the host posted to the app since @p from, as trees.
QList<QJsonObject> posted(const QSignalSpy &spy, qsizetype from = 0)
{
    QList<QJsonObject> out;
    for (qsizetype i = from; i < spy.size(); ++i)
        out.append(tree(spy.at(i).at(0).toByteArray()));
    return out;
}

/// The first posted answer to the app's request @p id, or an empty object.
QJsonObject answerTo(const QSignalSpy &spy, int id)
{
    for (const QJsonObject &o : posted(spy)) {
        if (o.value(QLatin1String("id")) == QJsonValue(id) && !o.contains(QLatin1String("method")))
            return o;
    }
    return {};
}

QJsonObject notificationOf(const QSignalSpy &spy, const QString &method)
{
    for (const QJsonObject &o : posted(spy)) {
        if (o.value(QLatin1String("method")).toString() == method)
            return o;
    }
    return {};
}

QByteArray request(int id, const char *method, const QByteArray &params = "{}")
{
    return QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":") + QByteArray::number(id) + ",\"method\":\"" + method
           + "\",\"params\":" + params + '}';
}

QByteArray initializeRequest(int id)
{
    return request(
        id, "ui/initialize",
        "{\"appInfo\":{\"name\":\"test-app\",\"version\":\"1.0.0\"},\"appCapabilities\":{},\"protocolVersion\":\"2026-01-26\"}");
}

} // namespace

class TestAppHost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void toolMetadata()
    {
        const QJsonObject nested = tree("{\"name\":\"a\",\"_meta\":{\"ui\":{\"resourceUri\":\"ui://a/view.html\"}}}");
        QCOMPARE(apps::resourceUri(nested), QStringLiteral("ui://a/view.html"));
        const QJsonObject flat = tree("{\"name\":\"a\",\"_meta\":{\"ui/resourceUri\":\"ui://a/flat.html\"}}");
        QCOMPARE(apps::resourceUri(flat), QStringLiteral("ui://a/flat.html"));
        QString problem;
        const QJsonObject notUi = tree("{\"_meta\":{\"ui\":{\"resourceUri\":\"https://evil.example/x\"}}}");
        QVERIFY(apps::resourceUri(notUi, &problem).isEmpty());
        QVERIFY2(problem.contains(QLatin1String("not a ui:// resource")), qPrintable(problem));
        const QJsonObject plain = tree("{\"name\":\"plain\"}");
        QVERIFY(!apps::hasApp(plain));

        const QJsonObject both = tree("{\"_meta\":{\"ui\":{\"visibility\":[\"model\",\"app\"]}}}");
        const QJsonObject appOnly = tree("{\"_meta\":{\"ui\":{\"visibility\":[\"app\"]}}}");
        const QJsonObject modelOnly = tree("{\"_meta\":{\"ui\":{\"visibility\":[\"model\"]}}}");
        QVERIFY(apps::callableByApp(plain));
        QVERIFY(apps::callableByApp(both));
        QVERIFY(apps::callableByApp(appOnly));
        QVERIFY(!apps::callableByApp(modelOnly));
    }

    void contentSecurityPolicy()
    {
        // Nothing declared: no network at all.
        const apps::UiMeta none = apps::UiMeta::fromJson({});
        const QString policy = none.contentSecurityPolicy();
        QVERIFY2(policy.contains(QLatin1String("default-src 'none'")), qPrintable(policy));
        QVERIFY2(policy.contains(QLatin1String("connect-src 'none'")), qPrintable(policy));
        QVERIFY(!none.allowsRequest(QUrl(QStringLiteral("https://example.com/x.js"))));

        // Declared origins, and entries that try to smuggle a directive in: dropped and named.
        const apps::UiMeta meta = apps::UiMeta::fromJson(tree(
            "{\"csp\":{"
            "            \"connectDomains\":[\"https://api.example.com\",\"https://x.test; script-src *\"],"
            "            \"resourceDomains\":[\"https://*.cdn.example\",\"'unsafe-eval'\",\"https://a.test/path\"]},"
            "            \"permissions\":{\"camera\":{},\"teleport\":{}},\"prefersBorder\":true}"));
        QCOMPARE(meta.connectDomains, QStringList{QStringLiteral("https://api.example.com")});
        QCOMPARE(meta.resourceDomains, QStringList{QStringLiteral("https://*.cdn.example")});
        QCOMPARE(meta.permissions, QStringList{QStringLiteral("camera")});
        QVERIFY(meta.prefersBorder);
        QCOMPARE(meta.problems.size(), 4);
        const QString declared = meta.contentSecurityPolicy();
        QVERIFY2(declared.contains(QLatin1String("connect-src https://api.example.com;")), qPrintable(declared));
        QVERIFY2(!declared.contains(QLatin1String("x.test")) && !declared.contains(QLatin1String("unsafe-eval")),
                 qPrintable(declared));
        QVERIFY(meta.allowsRequest(QUrl(QStringLiteral("https://api.example.com/v1"))));
        QVERIFY(meta.allowsRequest(QUrl(QStringLiteral("https://img.cdn.example/a.png"))));
        QVERIFY(!meta.allowsRequest(QUrl(QStringLiteral("https://cdn.example/a.png"))));
        QVERIFY(!meta.allowsRequest(QUrl(QStringLiteral("http://api.example.com/v1"))));
        QVERIFY(!meta.allowsRequest(QUrl(QStringLiteral("https://api.example.com:8443/v1"))));
        QVERIFY(!meta.allowsRequest(QUrl(QStringLiteral("https://evil.example/"))));
    }

    void hostsTheRealApp()
    {
        const StdioServerConfig config = vanilla();
        QVERIFY2(!config.program.isEmpty(),
                 test::peerMissingMessage(QStringLiteral("server-basic-vanillajs")).constData());
        test::LiveConnection c(config);
        ToolController tools;
        tools.setClient(&c.client);
        QVERIFY(c.connectAndWait());
        QTRY_COMPARE_WITH_TIMEOUT(tools.availability(), ToolController::Availability::Ready, 15000);
        const int row = tools.tools()->rowOf(QStringLiteral("get-time"));
        QVERIFY(row >= 0);
        QVERIFY(apps::hasApp(tools.tools()->tool(row)));

        AppHost host(&c.client, tools.tools());
        QSignalSpy ready(&host, &AppHost::resourceReady);
        QSignalSpy failed(&host, &AppHost::failed);
        QSignalSpy post(&host, &AppHost::postToApp);
        QSignalSpy problems(&host, &AppHost::problem);

        // A tool the server does not list has no app to open.
        host.open(QStringLiteral("no-such-tool"));
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.at(0).at(0).toString().contains(QLatin1String("no-such-tool")));

        host.open(QStringLiteral("get-time"));
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 15000);
        const AppResource resource = host.resource();
        QCOMPARE(resource.uri, QStringLiteral("ui://get-time/mcp-app.html"));
        QCOMPARE(resource.mimeType, QStringLiteral("text/html;profile=mcp-app"));
        QVERIFY(resource.html.contains(QLatin1String("<html"), Qt::CaseInsensitive));
        QVERIFY(resource.size > 1000);

        // ui/initialize: answered with the version, the host, its capabilities and context.
        host.documentLoaded();
        host.receiveFromApp(initializeRequest(1));
        QVERIFY(host.isInitialized());
        const QJsonObject init = answerTo(post, 1).value(QLatin1String("result")).toObject();
        QCOMPARE(init.value(QLatin1String("protocolVersion")).toString(), QStringLiteral("2026-01-26"));
        QCOMPARE(init.value(QLatin1String("hostInfo")).toObject().value(QLatin1String("name")).toString(),
                 QStringLiteral("mcpscope"));
        const QJsonObject context = init.value(QLatin1String("hostContext")).toObject();
        QCOMPARE(context.value(QLatin1String("platform")).toString(), QStringLiteral("desktop"));
        QCOMPARE(context.value(QLatin1String("theme")).toString(), QStringLiteral("light"));
        QCOMPARE(context.value(QLatin1String("displayMode")).toString(), QStringLiteral("inline"));
        QVERIFY(!context.value(QLatin1String("locale")).toString().isEmpty());
        QCOMPARE(context.value(QLatin1String("toolInfo"))
                     .toObject()
                     .value(QLatin1String("tool"))
                     .toObject()
                     .value(QLatin1String("name"))
                     .toString(),
                 QStringLiteral("get-time"));
        QVERIFY(init.value(QLatin1String("hostCapabilities")).toObject().contains(QLatin1String("serverTools")));
        QCOMPARE(host.appInfo().value(QLatin1String("name")).toString(), QStringLiteral("test-app"));

        // The call's input and result reach the app once it says it is initialized.
        QSignalSpy finished(&tools, &ToolController::callFinished);
        const qint64 serial = tools.call(QStringLiteral("get-time"), {});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
        const ToolCall call = tools.history()->call(serial);
        QCOMPARE(call.outcome, ToolCall::Outcome::Ok);
        host.setToolInput({});
        host.setToolResult(call.result.text());
        QVERIFY(notificationOf(post, QStringLiteral("ui/notifications/tool-result")).isEmpty());
        host.receiveFromApp("{\"jsonrpc\":\"2.0\",\"method\":\"ui/notifications/initialized\",\"params\":{}}");
        QVERIFY(!notificationOf(post, QStringLiteral("ui/notifications/tool-input")).isEmpty());
        const QJsonObject result = notificationOf(post, QStringLiteral("ui/notifications/tool-result"));
        QVERIFY(result.value(QLatin1String("params"))
                    .toObject()
                    .value(QLatin1String("structuredContent"))
                    .toObject()
                    .contains(QLatin1String("time")));

        // The app calls its own tool: forwarded to the server, the answer comes back.
        host.receiveFromApp(request(2, "tools/call", "{\"name\":\"get-time\",\"arguments\":{}}"));
        QTRY_VERIFY_WITH_TIMEOUT(!answerTo(post, 2).isEmpty(), 15000);
        QVERIFY(answerTo(post, 2)
                    .value(QLatin1String("result"))
                    .toObject()
                    .value(QLatin1String("structuredContent"))
                    .toObject()
                    .contains(QLatin1String("time")));
        QCOMPARE(c.sentCount(QStringLiteral("tools/call")), 2);

        // A tool the server does not list: refused, named, never sent.
        host.receiveFromApp(request(3, "tools/call", "{\"name\":\"delete-everything\",\"arguments\":{}}"));
        const QJsonObject refused = answerTo(post, 3);
        QCOMPARE(refused.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(), -32600);
        QVERIFY(problems.last().at(0).toString().contains(QLatin1String("delete-everything")));
        QCOMPARE(c.sentCount(QStringLiteral("tools/call")), 2);
        bool named = false;
        for (const Diagnostic &d : c.session.diagnostics())
            named |= d.code == QLatin1String("app.host.toolRefused")
                     && d.message.contains(QLatin1String("delete-everything"));
        QVERIFY(named);

        // Unknown methods, pings, messages for the panel, links.
        host.receiveFromApp(request(4, "ui/format-disk"));
        QCOMPARE(answerTo(post, 4).value(QLatin1String("error")).toObject().value(QLatin1String("code")).toInt(),
                 -32601);
        host.receiveFromApp(request(5, "ping"));
        QVERIFY(answerTo(post, 5).contains(QLatin1String("result")));
        QSignalSpy messages(&host, &AppHost::appMessage);
        host.receiveFromApp(
            request(6, "ui/message", "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"hello\"}]}"));
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.at(0).at(0).toString(), QStringLiteral("ui/message"));
        QSignalSpy links(&host, &AppHost::openLinkRequested);
        host.receiveFromApp(request(7, "ui/open-link", "{\"url\":\"javascript:void 0\"}"));
        QCOMPARE(links.size(), 0);
        QVERIFY(answerTo(post, 7).contains(QLatin1String("error")));
        host.receiveFromApp(request(8, "ui/open-link", "{\"url\":\"https://modelcontextprotocol.io/\"}"));
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.at(0).at(1).toUrl(), QUrl(QStringLiteral("https://modelcontextprotocol.io/")));
        QVERIFY(answerTo(post, 8).isEmpty()); // not before the user said yes or no
        host.answerOpenLink(links.at(0).at(0).toInt(), false);
        QCOMPARE(answerTo(post, 8).value(QLatin1String("result")).toObject().value(QLatin1String("isError")).toBool(),
                 true);

        // Garbage: named, recorded, nothing else happens.
        const qsizetype before = post.size();
        host.receiveFromApp("this is not JSON {");
        QVERIFY(problems.last().at(0).toString().contains(QLatin1String("not a JSON-RPC message")));
        QCOMPARE(post.size(), before);

        // Host context changes reach the app.
        AppHostContext dark = host.hostContext();
        dark.theme = QStringLiteral("dark");
        dark.width = 640;
        dark.height = 4000;
        dark.styleVariables = QJsonObject{{QStringLiteral("--color-text-primary"), QStringLiteral("#eeeeee")},
                                          {QStringLiteral("--color-background-primary"), QStringLiteral("#1e1e1e")},
                                          {QStringLiteral("--font-sans"), QStringLiteral("\"Noto Sans\", sans-serif")}};
        host.setHostContext(dark);
        const QJsonObject changed = notificationOf(post, QStringLiteral("ui/notifications/host-context-changed"))
                                        .value(QLatin1String("params"))
                                        .toObject();
        QCOMPARE(changed.value(QLatin1String("theme")).toString(), QStringLiteral("dark"));
        // The container (its width, the most it grows to) and the theme's CSS variables.
        QCOMPARE(changed.value(QLatin1String("containerDimensions")).toObject(),
                 (QJsonObject{{QStringLiteral("width"), 640}, {QStringLiteral("maxHeight"), 4000}}));
        QCOMPARE(changed.value(QLatin1String("styles")).toObject().value(QLatin1String("variables")).toObject(),
                 dark.styleVariables);
        // Both pass the apps dialect's schema (ext-apps 2.0.4): no finding on the host's messages.
        for (const Diagnostic &d : c.session.diagnostics()) {
            if (d.messageIndex >= 0 && d.messageIndex < c.session.count()
                && c.session.eventAt(d.messageIndex).type == SessionEvent::Type::App
                && !c.session.eventAt(d.messageIndex).fromApp)
                QVERIFY2(d.severity < Severity::Warning, qPrintable(d.code + QLatin1String(": ") + d.message));
        }

        // Every message between the app and the host is in the session, both ways.
        int fromApp = 0, toApp = 0;
        for (const SessionEvent &e : c.session.events()) {
            if (e.type == SessionEvent::Type::App) {
                QCOMPARE(e.appUri(), resource.uri);
                (e.fromApp ? fromApp : toApp) += 1;
            }
        }
        QCOMPARE(fromApp, 10);
        QCOMPARE(toApp, int(post.size()));

        // Teardown: the app is asked, and its answer ends it.
        QSignalSpy torn(&host, &AppHost::tornDown);
        host.teardown();
        const QJsonObject teardown = notificationOf(post, QStringLiteral("ui/resource-teardown"));
        QVERIFY(teardown.contains(QLatin1String("id")));
        host.receiveFromApp(QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":")
                            + QByteArray::number(teardown.value(QLatin1String("id")).toInteger()) + ",\"result\":{}}");
        QCOMPARE(torn.size(), 1);
    }

    void refusesBadResources()
    {
        test::LiveConnection c(hostileServer());
        ToolController tools;
        tools.setClient(&c.client);
        QVERIFY(c.connectAndWait());
        QTRY_COMPARE_WITH_TIMEOUT(tools.availability(), ToolController::Availability::Ready, 15000);
        AppHost host(&c.client, tools.tools());
        QSignalSpy ready(&host, &AppHost::resourceReady);
        QSignalSpy failed(&host, &AppHost::failed);

        // A tool without an app.
        host.open(QStringLiteral("secret"));
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.last().at(0).toString().contains(QLatin1String("comes with no app")),
                 qPrintable(failed.last().at(0).toString()));
        // An app that is not HTML.
        host.open(QStringLiteral("plain"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 2, 15000);
        QVERIFY2(
            failed.last().at(0).toString().contains(QLatin1String("\"text/plain\", not text/html;profile=mcp-app")),
            qPrintable(failed.last().at(0).toString()));
        // An app of 50 MB: refused before any tree is made of it, in plain words.
        host.open(QStringLiteral("huge"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 3, 60000);
        QVERIFY2(failed.last().at(0).toString().contains(QLatin1String("up to 10.0 MB")),
                 qPrintable(failed.last().at(0).toString()));
        QCOMPARE(ready.size(), 0);
        // The connection is still good: the hostile app itself opens.
        host.open(QStringLiteral("hostile"));
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 15000);
    }

    void floodAndSilence()
    {
        const StdioServerConfig config = vanilla();
        QVERIFY2(!config.program.isEmpty(),
                 test::peerMissingMessage(QStringLiteral("server-basic-vanillajs")).constData());
        test::LiveConnection c(config);
        ToolController tools;
        tools.setClient(&c.client);
        QVERIFY(c.connectAndWait());
        QTRY_COMPARE_WITH_TIMEOUT(tools.availability(), ToolController::Availability::Ready, 15000);
        AppHost host(&c.client, tools.tools());
        QSignalSpy ready(&host, &AppHost::resourceReady);
        QSignalSpy problems(&host, &AppHost::problem);
        QSignalSpy post(&host, &AppHost::postToApp);

        // An app that never says ui/initialize is named after the wait.
        host.setInitTimeoutMs(300);
        host.open(QStringLiteral("get-time"));
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 15000);
        host.documentLoaded();
        QTRY_VERIFY_WITH_TIMEOUT(!problems.isEmpty(), 5000);
        QVERIFY2(problems.last().at(0).toString().contains(QLatin1String("did not start talking")),
                 qPrintable(problems.last().at(0).toString()));

        // A flood: the first N of a second are served, the rest dropped, counted and named once.
        host.setMaxMessagesPerSecond(50);
        const qsizetype eventsBefore = c.session.count();
        for (int i = 0; i < 1000; ++i)
            host.receiveFromApp(request(100 + i, "ping"));
        QVERIFY2(host.droppedCount() >= 900, qPrintable(QString::number(host.droppedCount())));
        QVERIFY(post.size() <= 100);
        int floods = 0;
        for (const QList<QVariant> &p : std::as_const(problems))
            floods += p.at(0).toString().contains(QLatin1String("more than 50 messages a second"));
        QCOMPARE(floods, 1);
        QVERIFY(c.session.count() - eventsBefore <= 200);
        bool recorded = false;
        for (const Diagnostic &d : c.session.diagnostics())
            recorded |= d.code == QLatin1String("app.host.flood");
        QVERIFY(recorded);
    }
};

QTEST_GUILESS_MAIN(TestAppHost)
#include "tst_apphost.moc"
