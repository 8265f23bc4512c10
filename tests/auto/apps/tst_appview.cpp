// SPDX-License-Identifier: MIT
// AppView (widgets/apps) renders the real app of @modelcontextprotocol/server-basic-vanillajs
// 2.0.3 offscreen: its get-time tool called, its ui:// resource shown in the sandboxed frame,
// the app's ui/initialize answered, the tool result delivered, and what the app sent is in the
// session as App events. A screenshot goes to build/tmp/apps-view.png (MCPSCOPE_SHOT_DIR).
#include "apps/apphost.h"
#include "tools/toolcontroller.h"
#include "tools/toollistmodel.h"
#include "widgets/apps/appview.h"
#include "widgets/apps/toolapptab.h"
#include "widgets/tools/toollistdelegate.h"
#include "widgets/tools/toolspanel.h"

#include "findchild.h"
#include "liveconnection.h"
#include "testpaths.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonObject>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

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

QList<SessionEvent> appEvents(const Session &session, bool fromApp, const QString &method)
{
    QList<SessionEvent> out;
    for (const SessionEvent &e : session.events()) {
        if (e.type == SessionEvent::Type::App && e.fromApp == fromApp
            && (method.isEmpty() || e.message.method() == method))
            out.append(e);
    }
    return out;
}

} // namespace

class TestAppView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rendersTheRealApp()
    {
        QVERIFY2(AppView::hasWebEngine(), "this build has no Qt WebEngine (MCPSCOPE_WITH_WEBENGINE is OFF)");
        const StdioServerConfig config = vanilla();
        QVERIFY2(!config.program.isEmpty(),
                 test::peerMissingMessage(QStringLiteral("server-basic-vanillajs")).constData());
        test::LiveConnection c(config);
        ToolController tools;
        tools.setClient(&c.client);
        QVERIFY(c.connectAndWait());
        QTRY_COMPARE_WITH_TIMEOUT(tools.availability(), ToolController::Availability::Ready, 15000);

        AppHost host(&c.client, tools.tools());
        AppView view(&host);
        view.resize(900, 700);
        view.show();
        QSignalSpy loaded(&view, &AppView::appLoaded);
        QSignalSpy initialized(&host, &AppHost::initialized);

        QSignalSpy finished(&tools, &ToolController::callFinished);
        const qint64 serial = tools.call(QStringLiteral("get-time"), {});
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 15000);
        const ToolCall call = tools.history()->call(serial);
        QCOMPARE(call.outcome, ToolCall::Outcome::Ok);

        host.open(QStringLiteral("get-time"));
        host.setToolInput(call.arguments);
        host.setToolResult(call.result.text());
        QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!initialized.isEmpty(), 30000);
        QVERIFY(view.isAppRunning());
        // The app says it is initialized, then gets its tool's input and result.
        QTRY_VERIFY_WITH_TIMEOUT(!appEvents(c.session, true, QStringLiteral("ui/notifications/initialized")).isEmpty(),
                                 15000);
        QCOMPARE(appEvents(c.session, true, QStringLiteral("ui/initialize")).size(), 1);
        QCOMPARE(appEvents(c.session, false, QStringLiteral("ui/notifications/tool-result")).size(), 1);
        QCOMPARE(host.appInfo().value(QLatin1String("name")).toString().isEmpty(), false);

        // The app shows the time it was given; its button calls the tool back through the host.
        QTest::qWait(500); // let the frame paint before the picture (the checks above do not depend on it)
        const QString dir = qEnvironmentVariable("MCPSCOPE_SHOT_DIR", test::shotPath(QString()));
        view.grab().save(dir + QStringLiteral("/apps-view.png"));

        // Theme changes reach the app as host-context-changed.
        auto *theme = test::child<QComboBox>(&view, QStringLiteral("appTheme"));
        theme->setCurrentIndex(theme->currentIndex() == 0 ? 1 : 0);
        QTRY_VERIFY(!appEvents(c.session, false, QStringLiteral("ui/notifications/host-context-changed")).isEmpty());
        QTest::qWait(300);
        view.grab().save(dir + QStringLiteral("/apps-view-theme.png"));
    }

    /// In the Tools tab: the tool is marked as one with an app, and after a call its app runs in
    /// an App tab beside Result.
    void inTheToolsTab()
    {
        const StdioServerConfig config = vanilla();
        QVERIFY2(!config.program.isEmpty(),
                 test::peerMissingMessage(QStringLiteral("server-basic-vanillajs")).constData());
        test::LiveConnection c(config);
        ToolsPanel panel;
        auto *tab = new ToolAppTab(&panel);
        panel.resize(1100, 800);
        panel.show();
        panel.setClient(&c.client);
        QVERIFY(c.connectAndWait());
        ToolController *tools = panel.controller();
        QTRY_COMPARE_WITH_TIMEOUT(tools->availability(), ToolController::Availability::Ready, 15000);
        const QModelIndex index = tools->tools()->index(tools->tools()->rowOf(QStringLiteral("get-time")));
        QVERIFY(ToolListDelegate::hints(index).contains(ToolListDelegate::Hint::App));
        QVERIFY(ToolListDelegate::toolTip(index).contains(QLatin1String("MCP App")));

        auto *outputs = test::child<QTabWidget>(&panel, QStringLiteral("toolsOutputTabs"));
        const int tabsBefore = outputs->count();
        QSignalSpy initialized(tab->host(), &AppHost::initialized);
        tools->call(QStringLiteral("get-time"), {});
        QTRY_COMPARE_WITH_TIMEOUT(outputs->count(), tabsBefore + 1, 15000);
        QCOMPARE(outputs->tabText(outputs->count() - 1), QStringLiteral("App"));
        outputs->setCurrentIndex(outputs->count() - 1);
        QTRY_VERIFY_WITH_TIMEOUT(!initialized.isEmpty(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!appEvents(c.session, false, QStringLiteral("ui/notifications/tool-result")).isEmpty(),
                                 15000);
        QTest::qWait(500); // let the frame paint before the picture
        const QString dir = qEnvironmentVariable("MCPSCOPE_SHOT_DIR", test::shotPath(QString()));
        panel.grab().save(dir + QStringLiteral("/apps-tools-tab.png"));
    }

    /// tests/auto/apps/hostile-app-server.js's app posts garbage, floods, calls a tool only the
    /// model may call, fetches from and navigates to origins its CSP does not name, and looks
    /// for mcpscope's bridge: each is refused and named, and the window stays responsive.
    void hostileApp()
    {
        QVERIFY2(AppView::hasWebEngine(), "this build has no Qt WebEngine (MCPSCOPE_WITH_WEBENGINE is OFF)");
        StdioServerConfig config;
        config.program = test::nodeBinary();
        config.arguments = {test::sourceDir() + QStringLiteral("/tests/auto/apps/hostile-app-server.js")};
        config.closeStdinWaitMs = 1000;
        config.terminateWaitMs = 1000;
        test::LiveConnection c(config);
        ToolController tools;
        tools.setClient(&c.client);
        QVERIFY(c.connectAndWait());
        QTRY_COMPARE_WITH_TIMEOUT(tools.availability(), ToolController::Availability::Ready, 15000);

        AppHost host(&c.client, tools.tools());
        AppView view(&host);
        view.resize(800, 600);
        view.show();
        QSignalSpy initialized(&host, &AppHost::initialized);
        QSignalSpy problems(&host, &AppHost::problem);
        host.open(QStringLiteral("hostile"));
        QTRY_VERIFY_WITH_TIMEOUT(!initialized.isEmpty(), 30000);

        const auto hasFinding = [&c](const char *code, const char *words) {
            for (const Diagnostic &d : c.session.diagnostics()) {
                if (d.code == QLatin1String(code) && d.message.contains(QLatin1String(words)))
                    return true;
            }
            return false;
        };
        // The forbidden tool: refused, named, never sent to the server.
        QTRY_VERIFY_WITH_TIMEOUT(hasFinding("app.host.toolRefused", "secret"), 15000);
        QCOMPARE(c.sentCount(QStringLiteral("tools/call")), 0);
        // Garbage: named.
        bool garbage = false;
        for (const QList<QVariant> &p : std::as_const(problems))
            garbage |= p.at(0).toString().contains(QLatin1String("not a JSON-RPC message"));
        QVERIFY(garbage);
        // The flood: dropped beyond the limit, counted, named.
        QTRY_VERIFY_WITH_TIMEOUT(host.droppedCount() > 0, 15000);
        QVERIFY(hasFinding("app.host.flood", "messages a second"));
        // Navigation away: refused and named.
        QTRY_VERIFY_WITH_TIMEOUT(hasFinding("app.host.navigation", "127.0.0.1:9"), 15000);
        // The fetch and the image from an origin the CSP does not name never left the machine.
        QTRY_VERIFY2_WITH_TIMEOUT(view.consoleText().contains(QLatin1String("fetch:failed")),
                                  qPrintable(view.consoleText()), 15000);
        QVERIFY2(view.consoleText().contains(QLatin1String("Content Security Policy")), qPrintable(view.consoleText()));
        // The app cannot reach the host page, nor the bridge.
        QVERIFY2(view.consoleText().contains(QLatin1String("bridge:undefined:unreachable")),
                 qPrintable(view.consoleText()));
        // The window still answers.
        QSignalSpy pong(&host, &AppHost::postToApp);
        host.receiveFromApp("{\"jsonrpc\":\"2.0\",\"id\":99999,\"method\":\"ping\"}");
        QTest::qWait(1100); // a new second of the rate limit (the ping above may fall into the flood's)
        host.receiveFromApp("{\"jsonrpc\":\"2.0\",\"id\":99998,\"method\":\"ping\"}");
        QVERIFY(!pong.isEmpty());
        const QString dir = qEnvironmentVariable("MCPSCOPE_SHOT_DIR", test::shotPath(QString()));
        view.grab().save(dir + QStringLiteral("/apps-hostile.png"));
    }

    void styleVariablesFollowTheTheme()
    {
        // The host context's CSS variables: a dark theme gives light text on a dark background,
        // from the window's palette when it is dark, else from a plain dark palette.
        const QPalette lightPalette(Qt::black, Qt::lightGray, Qt::white, Qt::gray, Qt::gray, Qt::black, Qt::black,
                                    Qt::white, QColor(0xf0, 0xf0, 0xf0));
        QFont font(QStringLiteral("Some \"Font\"; x"));
        font.setPointSizeF(12);
        for (const QString &theme : {QStringLiteral("light"), QStringLiteral("dark")}) {
            const QJsonObject v = AppView::styleVariables(theme, lightPalette, font);
            const QColor text(v.value(QLatin1String("--color-text-primary")).toString());
            const QColor background(v.value(QLatin1String("--color-background-primary")).toString());
            QVERIFY(text.isValid() && background.isValid());
            if (theme == QLatin1String("dark"))
                QVERIFY2(text.lightness() > 180 && background.lightness() < 80, qPrintable(text.name()));
            else
                QVERIFY2(text.lightness() < 80 && background.lightness() > 180, qPrintable(text.name()));
            // A family cannot end the CSS value or add one of its own.
            QCOMPARE(v.value(QLatin1String("--font-sans")).toString(), QStringLiteral("\"Some Font x\", sans-serif"));
            QCOMPARE(v.value(QLatin1String("--font-text-md-size")).toString(), QStringLiteral("16px"));
        }
    }

    void permissionsAndListingMeta()
    {
        // The camera app's resource declares the camera in its resources/list entry only: the
        // host reads it from there. The microphone it does not declare is never granted, and the
        // user is never asked about it (the frame's permissions policy names only what the
        // resource declares). Chromium's fake devices stand in for a camera and a microphone.
        //
        // Not shown here because it does not work yet: granting the declared camera after the
        // user's consent. The app runs in a frame of an opaque origin (sandbox without
        // allow-same-origin), and Chromium refuses media to an opaque origin (SecurityError)
        // before any permission request reaches mcpscope.
        QVERIFY2(AppView::hasWebEngine(), "this build has no Qt WebEngine (MCPSCOPE_WITH_WEBENGINE is OFF)");
        StdioServerConfig config;
        config.program = test::nodeBinary();
        config.arguments = {test::sourceDir() + QStringLiteral("/tests/auto/apps/hostile-app-server.js")};
        config.closeStdinWaitMs = 1000;
        config.terminateWaitMs = 1000;
        test::LiveConnection c(config);
        ToolController tools;
        tools.setClient(&c.client);
        QVERIFY(c.connectAndWait());
        QTRY_COMPARE_WITH_TIMEOUT(tools.availability(), ToolController::Availability::Ready, 15000);

        AppHost host(&c.client, tools.tools());
        AppView view(&host);
        view.resize(800, 600);
        view.show();
        QSignalSpy ready(&host, &AppHost::resourceReady);
        // Any consent dialog: its question kept, and answered Yes.
        QStringList asked;
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked << box->text();
            box->button(QMessageBox::Yes)->click();
        });
        answer.start(50);
        host.open(QStringLiteral("camera"));
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 15000);
        QCOMPARE(host.resource().meta.permissions, QStringList{QStringLiteral("camera")});
        QCOMPARE(c.sentCount(QStringLiteral("resources/list")), 1);

        // The app asked for both, one after the other, and logged each outcome.
        QTRY_VERIFY2_WITH_TIMEOUT(view.consoleText().contains(QLatin1String("camera:")), qPrintable(view.consoleText()),
                                  30000);
        QVERIFY2(view.consoleText().contains(QLatin1String("microphone:")), qPrintable(view.consoleText()));
        QVERIFY2(!view.consoleText().contains(QLatin1String("no-media-devices")), qPrintable(view.consoleText()));
        QVERIFY2(!view.consoleText().contains(QLatin1String("microphone:granted")), qPrintable(view.consoleText()));
        for (const QString &text : std::as_const(asked))
            QVERIFY2(!text.contains(QLatin1String("microphone")), qPrintable(text));
    }
};

QTEST_MAIN(TestAppView)
#include "tst_appview.moc"
