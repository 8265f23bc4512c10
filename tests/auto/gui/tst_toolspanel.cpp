// SPDX-License-Identifier: MIT
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "tools/toolcallhistory.h"
#include "tools/toolcontroller.h"
#include "tools/toollistmodel.h"
#include "transport/stdiotransport.h"
#include "widgets/common/breakabletext.h"
#include "widgets/common/contrast.h"
#include "widgets/common/safetextview.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/tools/toolhistoryview.h"
#include "widgets/tools/toollistdelegate.h"
#include "widgets/tools/toolresultview.h"
#include "widgets/tools/toolspanel.h"

#include "findchild.h"
#include "liveconnection.h"
#include "testpalettes.h"
#include "testpaths.h"
#include "trafficaudit.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextDocument>
#include <QTreeView>
#include <QTreeWidget>
#include <QUrl>

using namespace mcpscope;
using namespace Qt::StringLiterals;

namespace {

constexpr int Timeout = 30000;

// The panel's parts, found by their objectName as the panel names them.
QLineEdit *searchField(const ToolsPanel &panel)
{
    return test::child<QLineEdit>(panel, QStringLiteral("toolsSearch"));
}

QListView *toolList(const ToolsPanel &panel)
{
    return test::child<QListView>(panel, QStringLiteral("toolsList"));
}

ArgumentsEditor *argumentsEditor(const ToolsPanel &panel)
{
    return test::child<ArgumentsEditor>(panel, QStringLiteral("toolsArguments"));
}

QPushButton *runButton(const ToolsPanel &panel)
{
    return test::child<QPushButton>(panel, QStringLiteral("toolsRun"));
}

QPushButton *cancelButton(const ToolsPanel &panel)
{
    return test::child<QPushButton>(panel, QStringLiteral("toolsCancel"));
}

QPushButton *sendAnywayButton(const ToolsPanel &panel)
{
    return test::child<QPushButton>(panel, QStringLiteral("toolsSendAnyway"));
}

QWidget *invalidArgumentsBar(const ToolsPanel &panel)
{
    return test::child<QWidget>(panel, QStringLiteral("toolsInvalidArguments"));
}

QProgressBar *progressBar(const ToolsPanel &panel)
{
    return test::child<QProgressBar>(panel, QStringLiteral("toolsProgress"));
}

QLabel *progressLabel(const ToolsPanel &panel)
{
    return test::child<QLabel>(panel, QStringLiteral("toolsProgressMessage"));
}

QLabel *elapsedLabel(const ToolsPanel &panel)
{
    return test::child<QLabel>(panel, QStringLiteral("toolsElapsed"));
}

QLabel *listChangedIndicator(const ToolsPanel &panel)
{
    return test::child<QLabel>(panel, QStringLiteral("toolsListChanged"));
}

SafeTextView *descriptionView(const ToolsPanel &panel)
{
    return test::child<SafeTextView>(panel, QStringLiteral("toolDescription"));
}

ToolResultView *resultView(const ToolsPanel &panel)
{
    return test::child<ToolResultView>(panel, QStringLiteral("toolsResult"));
}

ToolHistoryView *historyView(const ToolsPanel &panel)
{
    return test::child<ToolHistoryView>(panel, QStringLiteral("toolsHistory"));
}

QTabWidget *outputTabs(const ToolsPanel &panel)
{
    return test::child<QTabWidget>(panel, QStringLiteral("toolsOutputTabs"));
}

/// A real server behind a client, and the Tools panel on it.
struct Fixture : test::LiveConnection
{
    ToolsPanel panel;

    explicit Fixture(const StdioServerConfig &config)
        : LiveConnection(config)
    {
        panel.resize(1280, 860);
        panel.setClient(&client);
    }
    ToolCall lastCall() const { return panel.controller()->history()->callAt(0); }
    /// Runs the current tool with @p arguments and waits for the outcome.
    bool runWith(const QJsonObject &arguments)
    {
        const int before = int(panel.controller()->history()->calls(panel.currentTool()).size());
        argumentsEditor(panel)->setArguments(arguments);
        runButton(panel)->click();
        return QTest::qWaitFor(
            [&] {
                const QList<ToolCall> calls = panel.controller()->history()->calls(panel.currentTool());
                return calls.size() > before && calls.first().outcome != ToolCall::Outcome::Running;
            },
            Timeout);
    }
    void shot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QTest::qWait(200); // let pending layout passes run, as they would on screen
        panel.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
};

QList<QWidget *> blocksOfKind(ToolResultView *view, ContentBlock::Kind kind)
{
    QList<QWidget *> out;
    const QList<QWidget *> children = view->blocksArea()->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
    for (QWidget *w : children) {
        if (w->property("blockKind").isValid() && w->property("blockKind").toInt() == int(kind))
            out.append(w);
    }
    return out;
}

QTreeWidgetItem *findItem(QTreeWidget *tree, const QString &key)
{
    const QList<QTreeWidgetItem *> items = tree->findItems(key, Qt::MatchExactly | Qt::MatchRecursive, 0);
    return items.isEmpty() ? nullptr : items.first();
}

} // namespace

class TestToolsPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(), qPrintable(test::demoServerBinary()));
    }

    void hints()
    {
        ToolsPanel panel;
        QVERIFY(!panel.isAvailable());
        QVERIFY(panel.availabilityHint().contains(QStringLiteral("Not connected")));
        panel.setReadOnly(true);
        QVERIFY(!panel.isAvailable());
        QVERIFY(panel.availabilityHint().contains(QStringLiteral("saved session")));
    }

    void listShowsIconsAndBadges()
    {
        // A red icon as a data: URI, and a remote one that must not be fetched.
        QImage red(32, 32, QImage::Format_RGB32);
        red.fill(Qt::red);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        red.save(&buffer, "PNG");
        const QJsonArray tools{
            QJsonObject{
                {QStringLiteral("name"), QStringLiteral("with-icon")},
                {QStringLiteral("description"), QStringLiteral("Has an icon")},
                {QStringLiteral("inputSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}},
                {QStringLiteral("annotations"),
                 QJsonObject{{QStringLiteral("destructiveHint"), true}, {QStringLiteral("openWorldHint"), true}}},
                {QStringLiteral("icons"),
                 QJsonArray{QJsonObject{{QStringLiteral("src"), QString(QStringLiteral("data:image/png;base64,")
                                                                        + QString::fromLatin1(png.toBase64()))}}}}},
            QJsonObject{
                {QStringLiteral("name"), QStringLiteral("remote-icon")},
                {QStringLiteral("inputSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}},
                {QStringLiteral("icons"),
                 QJsonArray{QJsonObject{{QStringLiteral("src"), QStringLiteral("https://example.com/icon.png")}}}}},
        };
        ToolListModel model;
        model.setTools(tools);
        QListView view;
        view.setModel(&model);
        view.setItemDelegate(new ToolListDelegate(&view));
        view.resize(320, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage shot = view.viewport()->grab().toImage();
        QCOMPARE(QColor(shot.pixel(8, 8)), QColor(Qt::red)); // the icon, top left of the first row
        const QRect second = view.visualRect(model.index(1, 0));
        QVERIFY(QColor(shot.pixel(second.left() + 8, second.top() + 8)) != QColor(Qt::red));
        const QModelIndex first = model.index(0, 0);
        QCOMPARE(ToolListDelegate::hints(first), (QList<ToolListDelegate::Hint>{ToolListDelegate::Hint::Destructive,
                                                                                ToolListDelegate::Hint::OpenWorld}));
        QVERIFY(ToolListDelegate::toolTip(first).contains(QStringLiteral("may delete or overwrite")));
        const QString dir = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        if (!dir.isEmpty() && QDir().mkpath(dir))
            view.grab().save(dir + QStringLiteral("/tools-list-icons.png"));
    }

    void resultViewWithoutServer()
    {
        ToolResultView view;
        view.resize(900, 600);
        QSignalSpy links(&view, &ToolResultView::resourceLinkActivated);

        ToolCall refused;
        refused.tool = QStringLiteral("x");
        refused.outcome = ToolCall::Outcome::ProtocolError;
        refused.errorCode = -32602;
        refused.errorMessage = QStringLiteral("Unknown tool: x");
        view.showCall(refused);
        QCOMPARE(view.status(), ToolResultView::Status::ProtocolError);
        QVERIFY(view.statusText().contains(QStringLiteral("Protocol error -32602: Unknown tool: x")));
        QVERIFY(view.resultJson().contains(QStringLiteral("-32602")));

        // Hostile content: markup stays text, bad base64 is told, not shown.
        ToolCall hostile;
        hostile.tool = QStringLiteral("x");
        hostile.outcome = ToolCall::Outcome::ToolError;
        hostile.result = ObjectText(
            "{\"isError\":true,\"content\":["
            "{\"type\":\"text\",\"text\":\"![x](file:///etc/passwd) <img src=\\\"http://example.com/a.png\\\">\"},"
            "{\"type\":\"image\",\"data\":\"###\",\"mimeType\":\"image/png\"},"
            "{\"type\":\"resource_link\",\"uri\":\"demo://a\",\"name\":\"<b>bold</b>\"}]}");
        view.setRendersMarkdown(true);
        view.showCall(hostile);
        QCOMPARE(view.status(), ToolResultView::Status::ToolError);
        QCOMPARE(view.result().blocks.size(), 3);
        auto *text = view.blocksArea()->findChild<SafeTextView *>();
        QVERIFY(text);
        QVERIFY(
            !text->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("file:///etc/passwd"))).isValid());
        QVERIFY(!view.blocksArea()->findChild<QLabel *>(QStringLiteral("toolResultImage"))); // nothing to show
        bool toldBase64 = false;
        for (const QLabel *label : view.blocksArea()->findChildren<QLabel *>())
            toldBase64 = toldBase64 || label->text().contains(QStringLiteral("not valid base64"));
        QVERIFY(toldBase64);
        // The problem's colour is in its rich text: made again when the palette changes.
        const auto problemShown = [&view] {
            for (const QLabel *label : view.blocksArea()->findChildren<QLabel *>()) {
                if (label->text().contains(QStringLiteral("not valid base64")))
                    return label->text().contains(view.problemColour());
            }
            return false;
        };
        // So is the colour of a link's URI (secondary text), readable on the window either way.
        const auto uriReadable = [&view] {
            const auto *uriLink = view.blocksArea()->findChild<QLabel *>(QStringLiteral("toolResultLink"));
            return uriLink && uriLink->text().contains(QStringLiteral("demo://a"))
                   && uriLink->text().contains(QStringLiteral("color:") + view.mutedColour())
                   && contrast::ratio(QColor(view.mutedColour()), view.palette().color(QPalette::Window))
                          >= contrast::NormalText;
        };
        QVERIFY(problemShown());
        QVERIFY(uriReadable());
        const QString shots = qEnvironmentVariable("MCPSCOPE_TEST_SHOTS");
        if (!shots.isEmpty())
            QVERIFY(view.grab().save(shots + QStringLiteral("/tool-result-light.png")));
        const QPalette before = QApplication::palette();
        const QString lightProblem = view.problemColour();
        QApplication::setPalette(test::darkPalette());
        QTRY_VERIFY(view.problemColour() != lightProblem);
        QTRY_VERIFY(problemShown());
        QTRY_VERIFY(uriReadable());
        if (!shots.isEmpty()) {
            QTest::qWait(300); // the new palette reaches the banner's colour follower after the blocks
            QVERIFY(view.grab().save(shots + QStringLiteral("/tool-result-dark.png")));
        }
        QApplication::setPalette(before);
        QTRY_COMPARE(view.problemColour(), lightProblem);
        auto *link = view.blocksArea()->findChild<QLabel *>(QStringLiteral("toolResultLink"));
        QVERIFY(link);
        QVERIFY(link->text().contains(QStringLiteral("&lt;b&gt;bold&lt;/b&gt;")));
        Q_EMIT link->linkActivated(QStringLiteral("resource:2"));
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.first().first().toString(), QStringLiteral("demo://a"));

        const QString word(100, u'x');
        const QString broken = breakabletext::breakable(word + QStringLiteral(" short words stay"), 40);
        QCOMPARE(broken.count(QChar(0x200B)), 2);
        QCOMPARE(QString(broken).remove(QChar(0x200B)), word + QStringLiteral(" short words stay"));

        view.clearResult();
        QCOMPARE(view.status(), ToolResultView::Status::Empty);
        QVERIFY(view.resultJson().isEmpty());
    }

    void demoServerCalls()
    {
        Fixture f(Fixture::demoServer());
        QAbstractItemModelTester tester(toolList(f.panel)->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy links(&f.panel, &ToolsPanel::resourceLinkActivated);
        f.panel.show();
        f.client.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(f.panel.isAvailable(), Timeout);
        QVERIFY(f.panel.availabilityHint().isEmpty());
        QCOMPARE(toolList(f.panel)->model()->rowCount(), 18);
        QCOMPARE(f.panel.currentTool(), QStringLiteral("echo")); // the first one is chosen
        QVERIFY(descriptionView(f.panel)->toPlainText().contains(QStringLiteral("Echo: ")));
        // Hints in plain words.
        const QModelIndex echo = toolList(f.panel)->model()->index(0, 0);
        QCOMPARE(ToolListDelegate::hints(echo),
                 (QList<ToolListDelegate::Hint>{ToolListDelegate::Hint::ReadOnly, ToolListDelegate::Hint::Idempotent}));
        QVERIFY(ToolListDelegate::toolTip(echo).contains(QStringLiteral("changes nothing")));

        // Search.
        searchField(f.panel)->setText(QStringLiteral("image"));
        QCOMPARE(toolList(f.panel)->model()->rowCount(), 1);
        searchField(f.panel)->clear();
        QCOMPARE(toolList(f.panel)->model()->rowCount(), 18);

        // A plain text call.
        QVERIFY(f.panel.selectTool(QStringLiteral("echo")));
        QVERIFY(f.runWith(QJsonObject{{QStringLiteral("message"), QStringLiteral("<b>hello</b>")}}));
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::Ok);
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::Text).size(), 1);
        QVERIFY(f.sent(QStringLiteral("tools/call"))
                    .constLast()
                    .params()
                    .value(QStringLiteral("_meta"))
                    .toObject()
                    .contains(QStringLiteral("progressToken")));
        resultView(f.panel)->copyResultJson();
        QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("Echo: <b>hello</b>")));
        QCOMPARE(QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object(),
                 f.lastCall().result.object());

        // Progress, elapsed time, then Cancel.
        QVERIFY(f.panel.selectTool(QStringLiteral("long-running")));
        argumentsEditor(f.panel)->setArguments(
            QJsonObject{{QStringLiteral("duration"), 60}, {QStringLiteral("steps"), 60}});
        QVERIFY(!cancelButton(f.panel)->isEnabled());
        runButton(f.panel)->click();
        QVERIFY(f.panel.runningCall() >= 0);
        QVERIFY(cancelButton(f.panel)->isEnabled());
        QVERIFY(!runButton(f.panel)->isEnabled());
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::Running);
        QTRY_VERIFY_WITH_TIMEOUT(progressLabel(f.panel)->text().startsWith(QStringLiteral("Step ")), Timeout);
        QVERIFY(progressLabel(f.panel)->text().endsWith(QStringLiteral(" of 60")));
        QCOMPARE(progressBar(f.panel)->maximum(), 1000);
        QTRY_VERIFY_WITH_TIMEOUT(progressBar(f.panel)->value() > 0, Timeout);
        QVERIFY(progressBar(f.panel)->isVisible());
        QVERIFY(elapsedLabel(f.panel)->text().startsWith(QStringLiteral("Running for")));
        f.shot(QStringLiteral("tools-running"));
        const qint64 slow = f.panel.runningCall();
        cancelButton(f.panel)->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.runningCall(), qint64(-1), Timeout);
        QCOMPARE(f.panel.controller()->history()->call(slow).outcome, ToolCall::Outcome::Cancelled);
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::Cancelled);
        QCOMPARE(f.sent(QStringLiteral("notifications/cancelled")).size(), 1);
        QVERIFY(elapsedLabel(f.panel)->text().startsWith(QStringLiteral("Took")));
        QVERIFY(runButton(f.panel)->isEnabled());

        // A short run that completes with progress.
        QVERIFY(f.runWith(QJsonObject{{QStringLiteral("duration"), 0.4}, {QStringLiteral("steps"), 2}}));
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::Ok);
        QCOMPARE(progressBar(f.panel)->value(), 1000);

        // An image.
        QVERIFY(f.panel.selectTool(QStringLiteral("get-image")));
        QVERIFY(f.runWith(QJsonObject{{QStringLiteral("size"), 48}}));
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::Ok);
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::Image).size(), 1);
        const QLabel *picture
            = resultView(f.panel)->blocksArea()->findChild<QLabel *>(QStringLiteral("toolResultImage"));
        QVERIFY(picture);
        QVERIFY(!picture->pixmap().isNull());
        QVERIFY(picture->pixmap().width() >= 48);
        f.shot(QStringLiteral("tools-image"));

        // A tool error is not a protocol error.
        QVERIFY(f.panel.selectTool(QStringLiteral("fail")));
        QVERIFY(f.runWith(QJsonObject{{QStringLiteral("reason"), QStringLiteral("on purpose")}}));
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::ToolError);
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::ToolError);
        QVERIFY(resultView(f.panel)->statusText().contains(QStringLiteral("Tool error")));
        QVERIFY(resultView(f.panel)->statusText().contains(QStringLiteral("not a protocol error")));
        f.shot(QStringLiteral("tools-error"));

        // Structured content with its verdict.
        QVERIFY(f.panel.selectTool(QStringLiteral("add")));
        QVERIFY(f.runWith(QJsonObject{{QStringLiteral("a"), 2}, {QStringLiteral("b"), 3}}));
        QCOMPARE(resultView(f.panel)->result().verdict, ToolResult::Verdict::Matches);
        QVERIFY(resultView(f.panel)->verdictText().contains(QStringLiteral("Matches the declared output schema")));
        QTreeWidgetItem *sum = findItem(resultView(f.panel)->structuredTree(), QStringLiteral("sum"));
        QVERIFY(sum);
        QCOMPARE(sum->text(1), QStringLiteral("5"));
        f.shot(QStringLiteral("tools-structured"));

        // Invalid arguments: shown, not sent, until "Send Anyway"; then flagged.
        const qsizetype callsBefore = f.sent(QStringLiteral("tools/call")).size();
        argumentsEditor(f.panel)->setArguments(QJsonObject{{QStringLiteral("a"), QStringLiteral("two")}});
        runButton(f.panel)->click();
        QVERIFY(!invalidArgumentsBar(f.panel)->isHidden());
        QCOMPARE(f.sent(QStringLiteral("tools/call")).size(), callsBefore);
        f.shot(QStringLiteral("tools-invalid"));
        // The form shows its errors through the event loop (it reports changes late): what the
        // click left queued runs before a call queued after it.
        bool settled = false;
        QMetaObject::invokeMethod(&f.panel, [&settled] { settled = true; }, Qt::QueuedConnection);
        QTRY_VERIFY(settled);
        QVERIFY(!invalidArgumentsBar(f.panel)->isHidden()); // still there once the form settled
        {
            const test::DeliberatelyInvalid onPurpose; // the person sends what the schema refuses
            sendAnywayButton(f.panel)->click();
        }
        QTRY_COMPARE_WITH_TIMEOUT(f.lastCall().outcome, ToolCall::Outcome::ToolError,
                                  Timeout); // the demo server's own check
        QVERIFY(f.lastCall().argumentsInvalid);
        QVERIFY(resultView(f.panel)->statusText().contains(QStringLiteral("Sent anyway")));
        QVERIFY(f.panel.controller()
                    ->history()
                    ->index(0, ToolCallHistory::ArgumentsColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("invalid")));

        // Re-run and Edit & Re-run from the history.
        ToolHistoryView *history = historyView(f.panel);
        QCOMPARE(f.panel.controller()->history()->rowCount(), 2);
        history->selectSerial(f.panel.controller()->history()->callAt(1).serial); // the good call
        QCOMPARE(resultView(f.panel)->result().verdict, ToolResult::Verdict::Matches);
        QVERIFY(history->rerunButton()->isEnabled());
        history->rerunButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.controller()->history()->rowCount(), 3, Timeout);
        QTRY_COMPARE_WITH_TIMEOUT(f.lastCall().outcome, ToolCall::Outcome::Ok, Timeout);
        QCOMPARE(f.lastCall().arguments, (QJsonObject{{QStringLiteral("a"), 2}, {QStringLiteral("b"), 3}}));
        QVERIFY(!f.lastCall().argumentsInvalid);
        history->selectSerial(f.panel.controller()->history()->callAt(1).serial); // the invalid one
        history->editButton()->click();
        QCOMPARE(argumentsEditor(f.panel)->arguments(), (QJsonObject{{QStringLiteral("a"), QStringLiteral("two")}}));
        outputTabs(f.panel)->setCurrentIndex(1);
        f.shot(QStringLiteral("tools-history"));
        outputTabs(f.panel)->setCurrentIndex(0);

        // Resource links, embedded resources, audio.
        QVERIFY(f.panel.selectTool(QStringLiteral("get-resource-links")));
        QVERIFY(f.runWith(QJsonObject{{QStringLiteral("count"), 3}}));
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::ResourceLink).size(), 3);
        auto *link = resultView(f.panel)->blocksArea()->findChild<QLabel *>(QStringLiteral("toolResultLink"));
        QVERIFY(link);
        Q_EMIT link->linkActivated(QStringLiteral("resource:1"));
        QCOMPARE(links.size(), 1);
        QVERIFY(links.first().first().toString().startsWith(QStringLiteral("demo://")));
        f.shot(QStringLiteral("tools-links"));

        QVERIFY(f.panel.selectTool(QStringLiteral("get-embedded-resource")));
        QVERIFY(f.runWith(QJsonObject{{QStringLiteral("uri"), QStringLiteral("demo://notes/01.md")}}));
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::EmbeddedText).size(), 1);
        resultView(f.panel)->setRendersMarkdown(true);
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::EmbeddedText).size(), 1);
        f.shot(QStringLiteral("tools-embedded"));
        resultView(f.panel)->setRendersMarkdown(false);

        QVERIFY(f.panel.selectTool(QStringLiteral("get-audio")));
        QVERIFY(f.runWith(QJsonObject()));
        const QList<QWidget *> audio = blocksOfKind(resultView(f.panel), ContentBlock::Kind::Audio);
        QCOMPARE(audio.size(), 1);
        QVERIFY(audio.first()->findChild<QPushButton *>());
        f.shot(QStringLiteral("tools-audio"));

        // The server changes its tools: the list follows and says so.
        QVERIFY(!listChangedIndicator(f.panel)->isVisible());
        QVERIFY(f.panel.selectTool(QStringLiteral("toggle-tools")));
        QVERIFY(f.runWith(QJsonObject()));
        QTRY_COMPARE_WITH_TIMEOUT(toolList(f.panel)->model()->rowCount(), 19, Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(listChangedIndicator(f.panel)->isVisible(), Timeout);
        QVERIFY(listChangedIndicator(f.panel)->text().contains(QStringLiteral("changed its tools")));
        QCOMPARE(f.panel.currentTool(), QStringLiteral("toggle-tools")); // the choice survives the refresh
        f.shot(QStringLiteral("tools-changed"));

        // The server goes away: no crash, the tab says why it cannot be used.
        QSignalSpy exited(f.transport, &Transport::exited);
        f.client.disconnectFromServer();
        QVERIFY(exited.wait(Timeout));
        QTRY_VERIFY_WITH_TIMEOUT(!f.panel.isAvailable(), Timeout);
    }

    void hostileServer()
    {
        StdioServerConfig config;
        config.program = QStandardPaths::findExecutable(QStringLiteral("python3"));
        config.arguments = {QStringLiteral(FIXTURES_DIR "/hostile_tools_server.py")};
        config.closeStdinWaitMs = 1000;
        Fixture f(config);
        f.panel.show();
        f.client.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(f.panel.isAvailable(), Timeout);
        // Entries that are not tools are left out; the rest is shown bounded and escaped.
        QCOMPARE(toolList(f.panel)->model()->rowCount(), 2);
        QCOMPARE(f.panel.currentTool(), QStringLiteral("weird"));
        QVERIFY(descriptionView(f.panel)->toPlainText().size() <= 20000);
        QCOMPARE(ToolListDelegate::hints(toolList(f.panel)->model()->index(0, 0)),
                 QList<ToolListDelegate::Hint>{ToolListDelegate::Hint::Destructive}); // "yes" is no boolean
        QVERIFY(toolList(f.panel)->model()->index(0, 0).data(ToolListModel::IconDataRole).isNull());
        f.shot(QStringLiteral("hostile-list"));
        // A 100,000-character word in the description must not widen the window.
        QVERIFY2(f.panel.minimumSizeHint().width() < 1000,
                 qPrintable(QString::number(f.panel.minimumSizeHint().width())));

        sendAnywayButton(f.panel)->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.runningCall(), qint64(-1), Timeout);
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::Ok);
        const ToolResult &weird = resultView(f.panel)->result();
        QCOMPARE(weird.blocks.size(), 5);
        for (const ContentBlock &block : weird.blocks)
            QVERIFY2(!block.problem.isEmpty(), qPrintable(block.typeName));
        f.shot(QStringLiteral("hostile-weird"));

        QVERIFY(f.panel.selectTool(QStringLiteral("bad-result")));
        runButton(f.panel)->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.runningCall(), qint64(-1), Timeout);
        const ToolResult &bad = resultView(f.panel)->result();
        QCOMPARE(bad.problems.size(), 3); // content, structuredContent, isError
        QCOMPARE(bad.verdict, ToolResult::Verdict::Violates);
        QVERIFY(resultView(f.panel)->verdictText().contains(QStringLiteral("Does not match")));
        f.shot(QStringLiteral("hostile-bad-result"));
        QVERIFY2(f.panel.minimumSizeHint().width() < 1000,
                 qPrintable(QString::number(f.panel.minimumSizeHint().width())));
    }

    void serverWithoutTools()
    {
        StdioServerConfig config;
        config.program = QStandardPaths::findExecutable(QStringLiteral("python3"));
        config.arguments = {QStringLiteral(FIXTURES_DIR "/hostile_tools_server.py"), QStringLiteral("no-tools")};
        config.closeStdinWaitMs = 1000;
        Fixture f(config);
        f.client.connectToServer();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.controller()->availability(), ToolController::Availability::NoTools, Timeout);
        QVERIFY(!f.panel.isAvailable());
        QVERIFY(f.panel.availabilityHint().contains(QStringLiteral("offers no tools")));
    }

    void serverEverything()
    {
        const QString script = test::peerScript(QStringLiteral("server-everything"), QStringLiteral("dist/index.js"));
        if (script.isEmpty())
            QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
        StdioServerConfig config;
        config.program = test::nodeBinary();
        config.arguments = {script, QStringLiteral("stdio")};
        Fixture f(config);
        f.panel.show();
        f.client.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(f.panel.isAvailable(), Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(f.panel.controller()->tools()->rowOf(QStringLiteral("get-structured-content")) >= 0,
                                 Timeout);

        QVERIFY(f.panel.selectTool(QStringLiteral("get-structured-content")));
        QVERIFY(f.runWith(QJsonObject{{QStringLiteral("location"), QStringLiteral("Chicago")}}));
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::Ok);
        QCOMPARE(resultView(f.panel)->result().verdict, ToolResult::Verdict::Matches);
        QVERIFY(resultView(f.panel)->verdictText().contains(QStringLiteral("Matches the declared output schema")));
        QVERIFY(findItem(resultView(f.panel)->structuredTree(), QStringLiteral("temperature")));
        f.shot(QStringLiteral("everything-structured"));

        QVERIFY(f.panel.selectTool(QStringLiteral("get-tiny-image")));
        QVERIFY(f.runWith(QJsonObject()));
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::Image).size(), 1);
        const QLabel *picture
            = resultView(f.panel)->blocksArea()->findChild<QLabel *>(QStringLiteral("toolResultImage"));
        QVERIFY(picture);
        QVERIFY(!picture->pixmap().isNull());
        f.shot(QStringLiteral("everything-image"));

        QVERIFY(f.panel.selectTool(QStringLiteral("trigger-long-running-operation")));
        argumentsEditor(f.panel)->setArguments(
            QJsonObject{{QStringLiteral("duration"), 3}, {QStringLiteral("steps"), 3}});
        runButton(f.panel)->click();
        QVERIFY(f.panel.runningCall() >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(!progressLabel(f.panel)->text().isEmpty(), Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(progressBar(f.panel)->value() > 0, Timeout);
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.runningCall(), qint64(-1), Timeout);
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::Ok);
        f.shot(QStringLiteral("everything-long-running"));
    }
};

QTEST_MAIN(TestToolsPanel)
#include "tst_toolspanel.moc"
