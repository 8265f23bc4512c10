// SPDX-License-Identifier: MIT
// AppView (widgets/apps) renders the real app of @modelcontextprotocol/server-basic-vanillajs
// 2.0.3 offscreen: its get-time tool called, its ui:// resource shown in the sandboxed frame,
// the app's ui/initialize answered, the tool result delivered, and what the app sent is in the
// session as App events. A screenshot goes to build/tmp/apps-view.png (MCPSCOPE_SHOT_DIR).
#include "apps/apphost.h"
#include "tools/toolcontroller.h"
#include "tools/toollistmodel.h"
#include "widgets/apps/appview.h"

#include "findchild.h"
#include "liveconnection.h"
#include "testpaths.h"

#include <QApplication>
#include <QComboBox>
#include <QPlainTextEdit>
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

QList<SessionEvent> appEvents(const Session &session, bool fromApp, const QString &method)
{
    QList<SessionEvent> out;
    for (const SessionEvent &e : session.events()) {
        if (e.type == SessionEvent::Type::App && e.fromApp == fromApp && (method.isEmpty() || e.message.method() == method))
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
        QVERIFY2(!config.program.isEmpty(), test::peerMissingMessage(QStringLiteral("server-basic-vanillajs")).constData());
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
        QTRY_VERIFY_WITH_TIMEOUT(!appEvents(c.session, true, QStringLiteral("ui/notifications/initialized")).isEmpty(), 15000);
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
};

QTEST_MAIN(TestAppView)
#include "tst_appview.moc"
