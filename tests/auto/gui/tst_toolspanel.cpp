// SPDX-License-Identifier: MIT
#include "widgets/common/breakabletext.h"
#include "widgets/common/contrast.h"
#include "widgets/common/safetextview.h"
#include "widgets/forms/argumentseditor.h"
#include "mcp/mcpclient.h"
#include "session/session.h"
#include "tools/toolcallhistory.h"
#include "tools/toolcontroller.h"
#include "widgets/tools/toolhistoryview.h"
#include "widgets/tools/toollistdelegate.h"
#include "tools/toollistmodel.h"
#include "widgets/tools/toolresultview.h"
#include "widgets/tools/toolspanel.h"
#include "transport/stdiotransport.h"

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
#include <QTreeView>
#include <QTextDocument>
#include <QTreeWidget>
#include <QUrl>

using namespace mcpscope;
using namespace Qt::StringLiterals;

namespace {

constexpr int Timeout = 30000;

// The panel's parts, found by their objectName as the panel names them.
QLineEdit *searchField(const ToolsPanel &panel)
{
    return test::child<QLineEdit>(panel, u"toolsSearch"_s);
}

QListView *toolList(const ToolsPanel &panel)
{
    return test::child<QListView>(panel, u"toolsList"_s);
}

ArgumentsEditor *argumentsEditor(const ToolsPanel &panel)
{
    return test::child<ArgumentsEditor>(panel, u"toolsArguments"_s);
}

QPushButton *runButton(const ToolsPanel &panel)
{
    return test::child<QPushButton>(panel, u"toolsRun"_s);
}

QPushButton *cancelButton(const ToolsPanel &panel)
{
    return test::child<QPushButton>(panel, u"toolsCancel"_s);
}

QPushButton *sendAnywayButton(const ToolsPanel &panel)
{
    return test::child<QPushButton>(panel, u"toolsSendAnyway"_s);
}

QWidget *invalidArgumentsBar(const ToolsPanel &panel)
{
    return test::child<QWidget>(panel, u"toolsInvalidArguments"_s);
}

QProgressBar *progressBar(const ToolsPanel &panel)
{
    return test::child<QProgressBar>(panel, u"toolsProgress"_s);
}

QLabel *progressLabel(const ToolsPanel &panel)
{
    return test::child<QLabel>(panel, u"toolsProgressMessage"_s);
}

QLabel *elapsedLabel(const ToolsPanel &panel)
{
    return test::child<QLabel>(panel, u"toolsElapsed"_s);
}

QLabel *listChangedIndicator(const ToolsPanel &panel)
{
    return test::child<QLabel>(panel, u"toolsListChanged"_s);
}

SafeTextView *descriptionView(const ToolsPanel &panel)
{
    return test::child<SafeTextView>(panel, u"toolDescription"_s);
}

ToolResultView *resultView(const ToolsPanel &panel)
{
    return test::child<ToolResultView>(panel, u"toolsResult"_s);
}

ToolHistoryView *historyView(const ToolsPanel &panel)
{
    return test::child<ToolHistoryView>(panel, u"toolsHistory"_s);
}

QTabWidget *outputTabs(const ToolsPanel &panel)
{
    return test::child<QTabWidget>(panel, u"toolsOutputTabs"_s);
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
    ToolCall lastCall() const
    {
        return panel.controller()->history()->callAt(0);
    }
    /// Runs the current tool with @p arguments and waits for the outcome.
    bool runWith(const QJsonObject &arguments)
    {
        const int before = int(panel.controller()->history()->calls(panel.currentTool()).size());
        argumentsEditor(panel)->setArguments(arguments);
        runButton(panel)->click();
        return QTest::qWaitFor([&] {
            const QList<ToolCall> calls = panel.controller()->history()->calls(panel.currentTool());
            return calls.size() > before && calls.first().outcome != ToolCall::Outcome::Running;
        }, Timeout);
    }
    void shot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QTest::qWait(200); // let pending layout passes run, as they would on screen
        panel.grab().save(dir + QLatin1Char('/') + name + u".png"_s);
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
        QVERIFY(panel.availabilityHint().contains(u"Not connected"_s));
        panel.setReadOnly(true);
        QVERIFY(!panel.isAvailable());
        QVERIFY(panel.availabilityHint().contains(u"saved session"_s));
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
            QJsonObject{{u"name"_s, u"with-icon"_s}, {u"description"_s, u"Has an icon"_s},
                        {u"inputSchema"_s, QJsonObject{{u"type"_s, u"object"_s}}},
                        {u"annotations"_s, QJsonObject{{u"destructiveHint"_s, true}, {u"openWorldHint"_s, true}}},
                        {u"icons"_s, QJsonArray{QJsonObject{{u"src"_s, QString(u"data:image/png;base64,"_s + QString::fromLatin1(png.toBase64()))}}}}},
            QJsonObject{{u"name"_s, u"remote-icon"_s}, {u"inputSchema"_s, QJsonObject{{u"type"_s, u"object"_s}}},
                        {u"icons"_s, QJsonArray{QJsonObject{{u"src"_s, u"https://example.com/icon.png"_s}}}}},
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
        QVERIFY(ToolListDelegate::toolTip(first).contains(u"may delete or overwrite"_s));
        const QString dir = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        if (!dir.isEmpty() && QDir().mkpath(dir))
            view.grab().save(dir + u"/tools-list-icons.png"_s);
    }

    void resultViewWithoutServer()
    {
        ToolResultView view;
        view.resize(900, 600);
        QSignalSpy links(&view, &ToolResultView::resourceLinkActivated);

        ToolCall refused;
        refused.tool = u"x"_s;
        refused.outcome = ToolCall::Outcome::ProtocolError;
        refused.errorCode = -32602;
        refused.errorMessage = u"Unknown tool: x"_s;
        view.showCall(refused);
        QCOMPARE(view.status(), ToolResultView::Status::ProtocolError);
        QVERIFY(view.statusText().contains(u"Protocol error -32602: Unknown tool: x"_s));
        QVERIFY(view.resultJson().contains(u"-32602"_s));

        // Hostile content: markup stays text, bad base64 is told, not shown.
        ToolCall hostile;
        hostile.tool = u"x"_s;
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
        QVERIFY(!text->loadResource(QTextDocument::ImageResource, QUrl(u"file:///etc/passwd"_s)).isValid());
        QVERIFY(!view.blocksArea()->findChild<QLabel *>(u"toolResultImage"_s)); // nothing to show
        bool toldBase64 = false;
        for (const QLabel *label : view.blocksArea()->findChildren<QLabel *>())
            toldBase64 = toldBase64 || label->text().contains(u"not valid base64"_s);
        QVERIFY(toldBase64);
        // The problem's colour is in its rich text: made again when the palette changes.
        const auto problemShown = [&view] {
            for (const QLabel *label : view.blocksArea()->findChildren<QLabel *>()) {
                if (label->text().contains(u"not valid base64"_s))
                    return label->text().contains(view.problemColour());
            }
            return false;
        };
        // So is the colour of a link's URI (secondary text), readable on the window either way.
        const auto uriReadable = [&view] {
            const auto *uriLink = view.blocksArea()->findChild<QLabel *>(u"toolResultLink"_s);
            return uriLink && uriLink->text().contains(u"demo://a"_s)
                && uriLink->text().contains(u"color:"_s + view.mutedColour())
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
        auto *link = view.blocksArea()->findChild<QLabel *>(u"toolResultLink"_s);
        QVERIFY(link);
        QVERIFY(link->text().contains(u"&lt;b&gt;bold&lt;/b&gt;"_s));
        Q_EMIT link->linkActivated(u"resource:2"_s);
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.first().first().toString(), u"demo://a"_s);

        const QString word(100, u'x');
        const QString broken = breakabletext::breakable(word + u" short words stay"_s, 40);
        QCOMPARE(broken.count(QChar(0x200B)), 2);
        QCOMPARE(QString(broken).remove(QChar(0x200B)), word + u" short words stay"_s);

        view.clearResult();
        QCOMPARE(view.status(), ToolResultView::Status::Empty);
        QVERIFY(view.resultJson().isEmpty());
    }

    void demoServerCalls()
    {
        Fixture f(Fixture::demoServer());
        QAbstractItemModelTester tester(toolList(f.panel)->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy links(&f.panel, &ToolsPanel::resourceLinkActivated);
        f.panel.show();
        f.client.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(f.panel.isAvailable(), Timeout);
        QVERIFY(f.panel.availabilityHint().isEmpty());
        QCOMPARE(toolList(f.panel)->model()->rowCount(), 17);
        QCOMPARE(f.panel.currentTool(), u"echo"_s); // the first one is chosen
        QVERIFY(descriptionView(f.panel)->toPlainText().contains(u"Echo: "_s));
        // Hints in plain words.
        const QModelIndex echo = toolList(f.panel)->model()->index(0, 0);
        QCOMPARE(ToolListDelegate::hints(echo), (QList<ToolListDelegate::Hint>{ToolListDelegate::Hint::ReadOnly,
                                                                                ToolListDelegate::Hint::Idempotent}));
        QVERIFY(ToolListDelegate::toolTip(echo).contains(u"changes nothing"_s));

        // Search.
        searchField(f.panel)->setText(u"image"_s);
        QCOMPARE(toolList(f.panel)->model()->rowCount(), 1);
        searchField(f.panel)->clear();
        QCOMPARE(toolList(f.panel)->model()->rowCount(), 17);

        // A plain text call.
        QVERIFY(f.panel.selectTool(u"echo"_s));
        QVERIFY(f.runWith(QJsonObject{{u"message"_s, u"<b>hello</b>"_s}}));
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::Ok);
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::Text).size(), 1);
        QVERIFY(f.sent(u"tools/call"_s).constLast().params().value(u"_meta"_s).toObject().contains(u"progressToken"_s));
        resultView(f.panel)->copyResultJson();
        QVERIFY(QApplication::clipboard()->text().contains(u"Echo: <b>hello</b>"_s));
        QCOMPARE(QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object(), f.lastCall().result.object());

        // Progress, elapsed time, then Cancel.
        QVERIFY(f.panel.selectTool(u"long-running"_s));
        argumentsEditor(f.panel)->setArguments(QJsonObject{{u"duration"_s, 60}, {u"steps"_s, 60}});
        QVERIFY(!cancelButton(f.panel)->isEnabled());
        runButton(f.panel)->click();
        QVERIFY(f.panel.runningCall() >= 0);
        QVERIFY(cancelButton(f.panel)->isEnabled());
        QVERIFY(!runButton(f.panel)->isEnabled());
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::Running);
        QTRY_VERIFY_WITH_TIMEOUT(progressLabel(f.panel)->text().startsWith(u"Step "_s), Timeout);
        QVERIFY(progressLabel(f.panel)->text().endsWith(u" of 60"_s));
        QCOMPARE(progressBar(f.panel)->maximum(), 1000);
        QTRY_VERIFY_WITH_TIMEOUT(progressBar(f.panel)->value() > 0, Timeout);
        QVERIFY(progressBar(f.panel)->isVisible());
        QVERIFY(elapsedLabel(f.panel)->text().startsWith(u"Running for"_s));
        f.shot(u"tools-running"_s);
        const qint64 slow = f.panel.runningCall();
        cancelButton(f.panel)->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.runningCall(), qint64(-1), Timeout);
        QCOMPARE(f.panel.controller()->history()->call(slow).outcome, ToolCall::Outcome::Cancelled);
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::Cancelled);
        QCOMPARE(f.sent(u"notifications/cancelled"_s).size(), 1);
        QVERIFY(elapsedLabel(f.panel)->text().startsWith(u"Took"_s));
        QVERIFY(runButton(f.panel)->isEnabled());

        // A short run that completes with progress.
        QVERIFY(f.runWith(QJsonObject{{u"duration"_s, 0.4}, {u"steps"_s, 2}}));
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::Ok);
        QCOMPARE(progressBar(f.panel)->value(), 1000);

        // An image.
        QVERIFY(f.panel.selectTool(u"get-image"_s));
        QVERIFY(f.runWith(QJsonObject{{u"size"_s, 48}}));
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::Ok);
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::Image).size(), 1);
        const QLabel *picture = resultView(f.panel)->blocksArea()->findChild<QLabel *>(u"toolResultImage"_s);
        QVERIFY(picture);
        QVERIFY(!picture->pixmap().isNull());
        QVERIFY(picture->pixmap().width() >= 48);
        f.shot(u"tools-image"_s);

        // A tool error is not a protocol error.
        QVERIFY(f.panel.selectTool(u"fail"_s));
        QVERIFY(f.runWith(QJsonObject{{u"reason"_s, u"on purpose"_s}}));
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::ToolError);
        QCOMPARE(resultView(f.panel)->status(), ToolResultView::Status::ToolError);
        QVERIFY(resultView(f.panel)->statusText().contains(u"Tool error"_s));
        QVERIFY(resultView(f.panel)->statusText().contains(u"not a protocol error"_s));
        f.shot(u"tools-error"_s);

        // Structured content with its verdict.
        QVERIFY(f.panel.selectTool(u"add"_s));
        QVERIFY(f.runWith(QJsonObject{{u"a"_s, 2}, {u"b"_s, 3}}));
        QCOMPARE(resultView(f.panel)->result().verdict, ToolResult::Verdict::Matches);
        QVERIFY(resultView(f.panel)->verdictText().contains(u"Matches the declared output schema"_s));
        QTreeWidgetItem *sum = findItem(resultView(f.panel)->structuredTree(), u"sum"_s);
        QVERIFY(sum);
        QCOMPARE(sum->text(1), u"5"_s);
        f.shot(u"tools-structured"_s);

        // Invalid arguments: shown, not sent, until "Send Anyway"; then flagged.
        const qsizetype callsBefore = f.sent(u"tools/call"_s).size();
        argumentsEditor(f.panel)->setArguments(QJsonObject{{u"a"_s, u"two"_s}});
        runButton(f.panel)->click();
        QVERIFY(!invalidArgumentsBar(f.panel)->isHidden());
        QCOMPARE(f.sent(u"tools/call"_s).size(), callsBefore);
        f.shot(u"tools-invalid"_s);
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
        QTRY_COMPARE_WITH_TIMEOUT(f.lastCall().outcome, ToolCall::Outcome::ToolError, Timeout); // the demo server's own check
        QVERIFY(f.lastCall().argumentsInvalid);
        QVERIFY(resultView(f.panel)->statusText().contains(u"Sent anyway"_s));
        QVERIFY(f.panel.controller()->history()->index(0, ToolCallHistory::ArgumentsColumn).data().toString().contains(u"invalid"_s));

        // Re-run and Edit & Re-run from the history.
        ToolHistoryView *history = historyView(f.panel);
        QCOMPARE(f.panel.controller()->history()->rowCount(), 2);
        history->selectSerial(f.panel.controller()->history()->callAt(1).serial); // the good call
        QCOMPARE(resultView(f.panel)->result().verdict, ToolResult::Verdict::Matches);
        QVERIFY(history->rerunButton()->isEnabled());
        history->rerunButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.controller()->history()->rowCount(), 3, Timeout);
        QTRY_COMPARE_WITH_TIMEOUT(f.lastCall().outcome, ToolCall::Outcome::Ok, Timeout);
        QCOMPARE(f.lastCall().arguments, (QJsonObject{{u"a"_s, 2}, {u"b"_s, 3}}));
        QVERIFY(!f.lastCall().argumentsInvalid);
        history->selectSerial(f.panel.controller()->history()->callAt(1).serial); // the invalid one
        history->editButton()->click();
        QCOMPARE(argumentsEditor(f.panel)->arguments(), (QJsonObject{{u"a"_s, u"two"_s}}));
        outputTabs(f.panel)->setCurrentIndex(1);
        f.shot(u"tools-history"_s);
        outputTabs(f.panel)->setCurrentIndex(0);

        // Resource links, embedded resources, audio.
        QVERIFY(f.panel.selectTool(u"get-resource-links"_s));
        QVERIFY(f.runWith(QJsonObject{{u"count"_s, 3}}));
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::ResourceLink).size(), 3);
        auto *link = resultView(f.panel)->blocksArea()->findChild<QLabel *>(u"toolResultLink"_s);
        QVERIFY(link);
        Q_EMIT link->linkActivated(u"resource:1"_s);
        QCOMPARE(links.size(), 1);
        QVERIFY(links.first().first().toString().startsWith(u"demo://"_s));
        f.shot(u"tools-links"_s);

        QVERIFY(f.panel.selectTool(u"get-embedded-resource"_s));
        QVERIFY(f.runWith(QJsonObject{{u"uri"_s, u"demo://notes/01.md"_s}}));
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::EmbeddedText).size(), 1);
        resultView(f.panel)->setRendersMarkdown(true);
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::EmbeddedText).size(), 1);
        f.shot(u"tools-embedded"_s);
        resultView(f.panel)->setRendersMarkdown(false);

        QVERIFY(f.panel.selectTool(u"get-audio"_s));
        QVERIFY(f.runWith(QJsonObject()));
        const QList<QWidget *> audio = blocksOfKind(resultView(f.panel), ContentBlock::Kind::Audio);
        QCOMPARE(audio.size(), 1);
        QVERIFY(audio.first()->findChild<QPushButton *>());
        f.shot(u"tools-audio"_s);

        // The server changes its tools: the list follows and says so.
        QVERIFY(!listChangedIndicator(f.panel)->isVisible());
        QVERIFY(f.panel.selectTool(u"toggle-tools"_s));
        QVERIFY(f.runWith(QJsonObject()));
        QTRY_COMPARE_WITH_TIMEOUT(toolList(f.panel)->model()->rowCount(), 18, Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(listChangedIndicator(f.panel)->isVisible(), Timeout);
        QVERIFY(listChangedIndicator(f.panel)->text().contains(u"changed its tools"_s));
        QCOMPARE(f.panel.currentTool(), u"toggle-tools"_s); // the choice survives the refresh
        f.shot(u"tools-changed"_s);

        // The server goes away: no crash, the tab says why it cannot be used.
        QSignalSpy exited(f.transport, &Transport::exited);
        f.client.disconnectFromServer();
        QVERIFY(exited.wait(Timeout));
        QTRY_VERIFY_WITH_TIMEOUT(!f.panel.isAvailable(), Timeout);
    }

    void hostileServer()
    {
        StdioServerConfig config;
        config.program = QStandardPaths::findExecutable(u"python3"_s);
        config.arguments = {QStringLiteral(FIXTURES_DIR "/hostile_tools_server.py")};
        config.closeStdinWaitMs = 1000;
        Fixture f(config);
        f.panel.show();
        f.client.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(f.panel.isAvailable(), Timeout);
        // Entries that are not tools are left out; the rest is shown bounded and escaped.
        QCOMPARE(toolList(f.panel)->model()->rowCount(), 2);
        QCOMPARE(f.panel.currentTool(), u"weird"_s);
        QVERIFY(descriptionView(f.panel)->toPlainText().size() <= 20000);
        QCOMPARE(ToolListDelegate::hints(toolList(f.panel)->model()->index(0, 0)),
                 QList<ToolListDelegate::Hint>{ToolListDelegate::Hint::Destructive}); // "yes" is no boolean
        QVERIFY(toolList(f.panel)->model()->index(0, 0).data(ToolListModel::IconDataRole).isNull());
        f.shot(u"hostile-list"_s);
        // A 100,000-character word in the description must not widen the window.
        QVERIFY2(f.panel.minimumSizeHint().width() < 1000, qPrintable(QString::number(f.panel.minimumSizeHint().width())));

        sendAnywayButton(f.panel)->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.runningCall(), qint64(-1), Timeout);
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::Ok);
        const ToolResult &weird = resultView(f.panel)->result();
        QCOMPARE(weird.blocks.size(), 5);
        for (const ContentBlock &block : weird.blocks)
            QVERIFY2(!block.problem.isEmpty(), qPrintable(block.typeName));
        f.shot(u"hostile-weird"_s);

        QVERIFY(f.panel.selectTool(u"bad-result"_s));
        runButton(f.panel)->click();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.runningCall(), qint64(-1), Timeout);
        const ToolResult &bad = resultView(f.panel)->result();
        QCOMPARE(bad.problems.size(), 3); // content, structuredContent, isError
        QCOMPARE(bad.verdict, ToolResult::Verdict::Violates);
        QVERIFY(resultView(f.panel)->verdictText().contains(u"Does not match"_s));
        f.shot(u"hostile-bad-result"_s);
        QVERIFY2(f.panel.minimumSizeHint().width() < 1000, qPrintable(QString::number(f.panel.minimumSizeHint().width())));
    }

    void serverWithoutTools()
    {
        StdioServerConfig config;
        config.program = QStandardPaths::findExecutable(u"python3"_s);
        config.arguments = {QStringLiteral(FIXTURES_DIR "/hostile_tools_server.py"), u"no-tools"_s};
        config.closeStdinWaitMs = 1000;
        Fixture f(config);
        f.client.connectToServer();
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.controller()->availability(), ToolController::Availability::NoTools, Timeout);
        QVERIFY(!f.panel.isAvailable());
        QVERIFY(f.panel.availabilityHint().contains(u"offers no tools"_s));
    }

    void serverEverything()
    {
        const QString script = test::peerScript(u"server-everything"_s, u"dist/index.js"_s);
        if (script.isEmpty())
            QFAIL(test::peerMissingMessage(u"server-everything"_s).constData());
        StdioServerConfig config;
        config.program = test::nodeBinary();
        config.arguments = {script, u"stdio"_s};
        Fixture f(config);
        f.panel.show();
        f.client.connectToServer();
        QTRY_VERIFY_WITH_TIMEOUT(f.panel.isAvailable(), Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(f.panel.controller()->tools()->rowOf(u"get-structured-content"_s) >= 0, Timeout);

        QVERIFY(f.panel.selectTool(u"get-structured-content"_s));
        QVERIFY(f.runWith(QJsonObject{{u"location"_s, u"Chicago"_s}}));
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::Ok);
        QCOMPARE(resultView(f.panel)->result().verdict, ToolResult::Verdict::Matches);
        QVERIFY(resultView(f.panel)->verdictText().contains(u"Matches the declared output schema"_s));
        QVERIFY(findItem(resultView(f.panel)->structuredTree(), u"temperature"_s));
        f.shot(u"everything-structured"_s);

        QVERIFY(f.panel.selectTool(u"get-tiny-image"_s));
        QVERIFY(f.runWith(QJsonObject()));
        QCOMPARE(blocksOfKind(resultView(f.panel), ContentBlock::Kind::Image).size(), 1);
        const QLabel *picture = resultView(f.panel)->blocksArea()->findChild<QLabel *>(u"toolResultImage"_s);
        QVERIFY(picture);
        QVERIFY(!picture->pixmap().isNull());
        f.shot(u"everything-image"_s);

        QVERIFY(f.panel.selectTool(u"trigger-long-running-operation"_s));
        argumentsEditor(f.panel)->setArguments(QJsonObject{{u"duration"_s, 3}, {u"steps"_s, 3}});
        runButton(f.panel)->click();
        QVERIFY(f.panel.runningCall() >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(!progressLabel(f.panel)->text().isEmpty(), Timeout);
        QTRY_VERIFY_WITH_TIMEOUT(progressBar(f.panel)->value() > 0, Timeout);
        QTRY_COMPARE_WITH_TIMEOUT(f.panel.runningCall(), qint64(-1), Timeout);
        QCOMPARE(f.lastCall().outcome, ToolCall::Outcome::Ok);
        f.shot(u"everything-long-running"_s);
    }
};

QTEST_MAIN(TestToolsPanel)
#include "tst_toolspanel.moc"
