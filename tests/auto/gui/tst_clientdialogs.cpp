// SPDX-License-Identifier: MIT
// The client side in the window: sampling and elicitation dialogs answered programmatically,
// the roots editor and the server log, against the built-in demo server and against
// @modelcontextprotocol/server-everything. Each test checks what the server reports back and
// that our own traffic has no error-level diagnostics. PNGs of the dialogs and panes go to
// $MCPSCOPE_SHOTS_DIR (default: a temporary folder, named in the output).
#include "guiserverrequesthandler.h"
#include "mcp/autoanswer.h"
#include "mcp/logfiltermodel.h"
#include "mcp/logmodel.h"
#include "mcp/rootslist.h"
#include "widgets/dialogs/elicitationdialog.h"
#include "widgets/dialogs/samplingdialog.h"
#include "widgets/forms/argumentseditor.h"
#include "widgets/server/logpane.h"
#include "widgets/server/rootseditor.h"

#include "liveconnection.h"

#include <QBuffer>
#include <QComboBox>
#include <QDesktopServices>
#include <QDir>
#include <QImage>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScopeGuard>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeView>

using namespace mcpscope;
using mcpscope::gui::GuiServerRequestHandler;
using test::LiveConnection;

/// Receives the URLs QDesktopServices would hand to the browser (Qt's own URL handler hook).
class UrlRecorder : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public Q_SLOTS:
    void open(const QUrl &url) { urls.append(url); }
};

namespace {

QString shotsDir()
{
    static const QString dir = [] {
        QString d = qEnvironmentVariable("MCPSCOPE_SHOTS_DIR");
        if (d.isEmpty())
            d = QDir::temp().filePath(QStringLiteral("mcpscope-client-shots"));
        QDir().mkpath(d);
        qInfo("screenshots in %s", qPrintable(d));
        return d;
    }();
    return dir;
}

void shoot(QWidget *widget, const QString &name)
{
    widget->show();
    QCoreApplication::processEvents();
    QVERIFY(widget->grab().save(QDir(shotsDir()).filePath(name + QStringLiteral(".png"))));
}

/// The window, the handler and a connection, wired as MainWindow does.
struct Rig
{
    QWidget window;
    LiveConnection connection;
    GuiServerRequestHandler handler;
    QList<QDialog *> opened;

    explicit Rig(const StdioServerConfig &config)
        : connection(config)
        , handler(&connection.client, &window)
    {
        connection.client.setServerRequestHandler(&handler);
        QObject::connect(&handler, &GuiServerRequestHandler::dialogOpened, &handler,
                         [this](QDialog *dialog) { opened.append(dialog); });
        window.resize(900, 600);
    }
    ~Rig()
    {
        // End the session while the handler is still there to hear about it.
        if (connection.transport->state() == Transport::State::Running) {
            QSignalSpy exited(connection.transport, &Transport::exited);
            connection.client.disconnectFromServer();
            exited.wait(8000);
        }
    }
};

} // namespace

class TestClientDialogs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void demoSamplingApproved();
    void demoSamplingRejected();
    void demoSamplingWithdrawnByServer();
    void demoElicitationForm();
    void demoElicitationDeclineAndCancel();
    void demoRootsEditor();
    void demoLogPane();
    void demoAutoAnswer();
    void everythingSampling();
    void everythingElicitation();
    void everythingUrlElicitation();
    void everythingRootsAndLogging();
    void urlDialogWarnings();
    void samplingDialogShowsEverything();
    void dialogClosesWhenServerGoes();
};

void TestClientDialogs::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("mcpscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_clientdialogs"));
}

void TestClientDialogs::demoSamplingApproved()
{
    Rig rig(LiveConnection::demoServer());
    QVERIFY(rig.connection.connectAndWait());
    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("ask-sampling"),
                             {{QStringLiteral("prompt"), QStringLiteral("What is 2+2?")}}, &reply, &done);
    QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), 1, 30000);
    auto *dialog = qobject_cast<SamplingDialog *>(rig.opened.first());
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->isModal());
    const QString shown = dialog->requestView()->toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("What is 2+2?")), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("You are answering a question from the mcpscope demo server")));
    QVERIFY(shown.contains(QStringLiteral("100 token")));
    dialog->setAnswerText(QStringLiteral("Four."));
    dialog->setModelName(QStringLiteral("test-model"));
    dialog->setStopReason(QStringLiteral("endTurn"));
    shoot(dialog, QStringLiteral("sampling-dialog"));
    QVERIFY(dialog->approveButton()->isEnabled());
    dialog->approveButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
    const QString text = LiveConnection::resultText(reply);
    QCOMPARE(text, QStringLiteral("The client's model (test-model) answered:\nFour.\n(stop reason: endTurn)"));
    QTRY_VERIFY(rig.handler.openDialogs().isEmpty());
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::demoSamplingRejected()
{
    Rig rig(LiveConnection::demoServer());
    QVERIFY(rig.connection.connectAndWait());
    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("ask-sampling"), {{QStringLiteral("prompt"), QStringLiteral("Say no")}},
                             &reply, &done);
    QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), 1, 30000);
    auto *dialog = qobject_cast<SamplingDialog *>(rig.opened.first());
    QVERIFY(dialog);
    // An empty model name blocks sending, with the reason shown.
    dialog->setModelName(QString());
    QVERIFY(!dialog->approveButton()->isEnabled());
    QVERIFY(!dialog->problems().isEmpty());
    dialog->rejectButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QVERIFY(reply.ok());
    QVERIFY(reply.result.object().value(QStringLiteral("isError")).toBool());
    QCOMPARE(
        LiveConnection::resultText(reply),
        QStringLiteral("The client answered sampling/createMessage with error -1: User rejected sampling request"));
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::demoSamplingWithdrawnByServer()
{
    Rig rig(LiveConnection::demoServer());
    QVERIFY(rig.connection.connectAndWait());
    Reply reply;
    bool done = false;
    const qint64 call = rig.connection.startCall(QStringLiteral("ask-sampling"),
                                                 {{QStringLiteral("prompt"), QStringLiteral("slow")}}, &reply, &done);
    QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), 1, 30000);
    QPointer<QDialog> dialog = rig.opened.first();
    QSignalSpy notes(&rig.handler, &GuiServerRequestHandler::statusMessage);
    const qsizetype sentBefore = rig.connection.sent(QString()).size();
    // Cancelling the tool call makes the demo server send notifications/cancelled for its
    // sampling request: the dialog closes and nothing is answered.
    rig.connection.client.cancel(call);
    QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull(), 30000);
    QVERIFY(rig.handler.openDialogs().isEmpty());
    QVERIFY(!notes.isEmpty());
    QVERIFY(notes.last().at(0).toString().contains(QStringLiteral("withdrew")));
    QCOMPARE(rig.connection.received(QStringLiteral("notifications/cancelled")).size(), 1);
    QCOMPARE(rig.connection.sent(QString()).size(), sentBefore + 1); // our own cancel only
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::demoElicitationForm()
{
    Rig rig(LiveConnection::demoServer());
    QVERIFY(rig.connection.connectAndWait());
    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("ask-elicitation"), {}, &reply, &done);
    QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), 1, 30000);
    auto *dialog = qobject_cast<ElicitationDialog *>(rig.opened.first());
    QVERIFY(dialog);
    QCOMPARE(dialog->request().mode, ElicitationRequest::Mode::Form);
    QVERIFY(dialog->editor());
    shoot(dialog, QStringLiteral("elicitation-form"));

    // name is required and must not be empty: Send refuses and keeps the dialog open.
    dialog->editor()->setArguments({{QStringLiteral("name"), QString()}});
    dialog->acceptRequest();
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->problemText().isEmpty());
    shoot(dialog, QStringLiteral("elicitation-form-invalid"));
    QVERIFY(!done);

    dialog->editor()->setArguments({{QStringLiteral("name"), QStringLiteral("Ada")},
                                    {QStringLiteral("age"), 36},
                                    {QStringLiteral("subscribe"), true},
                                    {QStringLiteral("color"), QStringLiteral("green")}});
    dialog->acceptButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
    const QString text = LiveConnection::resultText(reply);
    QVERIFY2(!reply.result.object().value(QStringLiteral("isError")).toBool(), qPrintable(text));
    QVERIFY2(text.startsWith(QStringLiteral("The user accepted and sent:")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("- name: \"Ada\"")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("- age: 36")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("- subscribe: true")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("- color: \"green\"")), qPrintable(text));
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::demoElicitationDeclineAndCancel()
{
    Rig rig(LiveConnection::demoServer());
    QVERIFY(rig.connection.connectAndWait());
    const QStringList expected{QStringLiteral("The user declined to answer (action: decline)."),
                               QStringLiteral("The user dismissed the form without choosing (action: cancel).")};
    for (int i = 0; i < 2; ++i) {
        Reply reply;
        bool done = false;
        rig.connection.startCall(QStringLiteral("ask-elicitation"), {}, &reply, &done);
        QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), i + 1, 30000);
        auto *dialog = qobject_cast<ElicitationDialog *>(rig.opened.last());
        QVERIFY(dialog);
        if (i == 0)
            dialog->declineButton()->click();
        else
            dialog->close(); // the window's close button: dismissed without a choice
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        QCOMPARE(LiveConnection::resultText(reply), expected.at(i));
    }
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::demoRootsEditor()
{
    Rig rig(LiveConnection::demoServer());
    QTemporaryDir one, two, three;
    rig.handler.roots()->setDirectories({one.path(), two.path(), three.path()});
    QVERIFY(rig.connection.connectAndWait());
    RootsEditor editor;
    editor.setRoots(rig.handler.roots());
    editor.resize(360, 260);
    QVERIFY(!editor.removeButton()->isEnabled());
    editor.view()->selectionModel()->select(rig.handler.roots()->index(1), QItemSelectionModel::ClearAndSelect);
    QVERIFY(editor.removeButton()->isEnabled());
    shoot(&editor, QStringLiteral("roots-editor"));
    editor.removeButton()->click();
    QCOMPARE(rig.handler.roots()->directories(), (QStringList{one.path(), three.path()}));
    QCOMPARE(rig.connection.sent(QStringLiteral("notifications/roots/list_changed")).size(), 1);
    QVERIFY(editor.statusText().contains(QStringLiteral("told")));

    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("list-roots"), {}, &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    const QString text = LiveConnection::resultText(reply);
    QVERIFY2(text.startsWith(QStringLiteral("The client has 2 root(s):")), qPrintable(text));
    QVERIFY2(text.contains(QUrl::fromLocalFile(three.path()).toString() + QStringLiteral(" (")
                           + QFileInfo(three.path()).fileName() + QLatin1Char(')')),
             qPrintable(text));
    QVERIFY(!text.contains(QUrl::fromLocalFile(two.path()).toString()));
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::demoLogPane()
{
    Rig rig(LiveConnection::demoServer());
    LogPane pane;
    pane.setSession(&rig.connection.session);
    pane.setClient(&rig.connection.client);
    pane.resize(760, 300);
    QVERIFY(!pane.levelSelector()->isEnabled());
    QVERIFY(rig.connection.connectAndWait());
    QVERIFY(pane.levelSelector()->isEnabled());
    QSignalSpy levelChanged(&pane, &LogPane::levelChanged);
    pane.requestLevel(3); // warning
    QTRY_COMPARE_WITH_TIMEOUT(levelChanged.count(), 1, 30000);
    QCOMPARE(pane.levelSelector()->currentData().toInt(), 3);
    QVERIFY(!pane.statusText().isEmpty());

    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("log-something"), {{QStringLiteral("message"), QStringLiteral("Hello")}},
                             &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QCOMPARE(LiveConnection::resultText(reply),
             QStringLiteral("Sent 5 of 8 log messages; the current level is 'warning'."));
    QTRY_COMPARE(pane.model()->rowCount(), 5);
    QCOMPARE(pane.view()->model()->rowCount(), 5);
    QCOMPARE(pane.view()->model()->index(0, LogModel::DataColumn).data().toString(), QStringLiteral("Hello (warning)"));
    QVERIFY(pane.view()->model()->index(1, 0).data(Qt::ForegroundRole).isValid()); // error: coloured
    shoot(&pane, QStringLiteral("log-pane"));
    pane.setMinimumShownLevel(5); // critical and worse
    QCOMPARE(pane.view()->model()->rowCount(), 3);
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::demoAutoAnswer()
{
    Rig rig(LiveConnection::demoServer());
    rig.handler.autoAnswer()->setCannedReplyIndex(1); // "Yes."
    rig.handler.autoAnswer()->setEnabled(true);
    QVERIFY(rig.connection.connectAndWait());
    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("ask-sampling"), {{QStringLiteral("prompt"), QStringLiteral("Ready?")}},
                             &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QCOMPARE(LiveConnection::resultText(reply),
             QStringLiteral("The client's model (%1) answered:\nYes.\n(stop reason: endTurn)")
                 .arg(AutoAnswer::cannedModelName()));
    done = false;
    rig.connection.startCall(QStringLiteral("ask-elicitation"), {}, &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QCOMPARE(LiveConnection::resultText(reply), QStringLiteral("The user declined to answer (action: decline)."));
    QVERIFY(rig.opened.isEmpty());
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::everythingSampling()
{
    const StdioServerConfig config = LiveConnection::everything();
    if (config.program.isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
    Rig rig(config);
    QVERIFY(rig.connection.connectAndWait());
    Reply reply;
    bool done = false;
    rig.connection.startCall(
        QStringLiteral("trigger-sampling-request"),
        {{QStringLiteral("prompt"), QStringLiteral("Name a colour")}, {QStringLiteral("maxTokens"), 50}}, &reply,
        &done);
    QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), 1, 30000);
    auto *dialog = qobject_cast<SamplingDialog *>(rig.opened.first());
    QVERIFY(dialog);
    const QString shown = dialog->requestView()->toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("Name a colour")), qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("You are a helpful test server.")));
    QVERIFY(shown.contains(QStringLiteral("0.7")));
    shoot(dialog, QStringLiteral("sampling-dialog-everything"));
    dialog->chooseCannedReply(0);
    dialog->setAnswerText(QStringLiteral("Teal."));
    dialog->setModelName(QStringLiteral("human-in-the-loop"));
    dialog->approve();
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
    const QString text = LiveConnection::resultText(reply);
    QVERIFY2(text.startsWith(QStringLiteral("LLM sampling result:")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("\"text\": \"Teal.\"")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("\"model\": \"human-in-the-loop\"")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("\"role\": \"assistant\"")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("\"stopReason\": \"endTurn\"")), qPrintable(text));
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::everythingElicitation()
{
    const StdioServerConfig config = LiveConnection::everything();
    if (config.program.isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
    Rig rig(config);
    QVERIFY(rig.connection.connectAndWait());
    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("trigger-elicitation-request"), {}, &reply, &done);
    QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), 1, 30000);
    auto *dialog = qobject_cast<ElicitationDialog *>(rig.opened.first());
    QVERIFY(dialog);
    dialog->resize(620, 760);
    shoot(dialog, QStringLiteral("elicitation-form-everything"));
    // Defaults are filled in; add the required name and a few more.
    QJsonObject answers = dialog->editor()->arguments();
    QCOMPARE(answers.value(QStringLiteral("integer")).toInt(), 42);
    answers.insert(QStringLiteral("name"), QStringLiteral("Ada Lovelace"));
    answers.insert(QStringLiteral("check"), true);
    answers.insert(QStringLiteral("email"), QStringLiteral("ada@example.com"));
    answers.insert(QStringLiteral("integer"), 7);
    dialog->editor()->setArguments(answers);
    dialog->acceptRequest();
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    const QString text = LiveConnection::resultText(reply);
    QVERIFY2(text.contains(QStringLiteral("User provided the requested information")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("- Name: Ada Lovelace")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("- Agreed to terms: true")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("- Email: ada@example.com")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("- Favorite Integer: 7")), qPrintable(text));
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::everythingUrlElicitation()
{
    const StdioServerConfig config = LiveConnection::everything();
    if (config.program.isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
    UrlRecorder browser;
    QDesktopServices::setUrlHandler(QStringLiteral("https"), &browser, "open");
    const auto unsetHandler = qScopeGuard([] { QDesktopServices::unsetUrlHandler(QStringLiteral("https")); });
    Rig rig(config);
    QVERIFY(rig.connection.connectAndWait());
    const QString url = QStringLiteral("https://auth.example.com/authorize?client=mcpscope&state=abc123");
    for (int round = 0; round < 2; ++round) {
        Reply reply;
        bool done = false;
        rig.connection.startCall(QStringLiteral("trigger-url-elicitation"),
                                 {{QStringLiteral("url"), url},
                                  {QStringLiteral("message"), QStringLiteral("Sign in to the example service.")},
                                  {QStringLiteral("elicitationId"), QStringLiteral("e-%1").arg(round)}},
                                 &reply, &done);
        QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), round + 1, 30000);
        auto *dialog = qobject_cast<ElicitationDialog *>(rig.opened.last());
        QVERIFY(dialog);
        QCOMPARE(dialog->request().mode, ElicitationRequest::Mode::Url);
        QCOMPARE(dialog->shownHost(), QStringLiteral("auth.example.com"));
        QVERIFY(browser.urls.isEmpty() || round == 1);
        if (round == 0) {
            shoot(dialog, QStringLiteral("elicitation-url"));
            dialog->acceptButton()->click();
        } else {
            dialog->declineButton()->click();
        }
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        const QString text = LiveConnection::resultText(reply);
        if (round == 0) {
            QCOMPARE(browser.urls, QList<QUrl>{QUrl(url)});
            QVERIFY2(text.contains(QStringLiteral("User completed the URL elicitation flow.")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("Elicitation ID: e-0")), qPrintable(text));
        } else {
            QCOMPARE(browser.urls.size(), 1); // declining opens nothing
            QVERIFY2(text.contains(QStringLiteral("User declined to open the URL (Elicitation ID: e-1)")),
                     qPrintable(text));
        }
    }
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::everythingRootsAndLogging()
{
    const StdioServerConfig config = LiveConnection::everything();
    if (config.program.isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
    Rig rig(config);
    QTemporaryDir first, second;
    rig.handler.roots()->setDirectories({first.path()});
    LogPane pane;
    pane.setSession(&rig.connection.session);
    pane.setClient(&rig.connection.client);
    QVERIFY(rig.connection.connectAndWait());
    QVERIFY(pane.levelSelector()->isEnabled());

    // The server asks roots/list by itself after initialized; then a change is announced.
    QTRY_VERIFY_WITH_TIMEOUT(!rig.connection.received(QStringLiteral("roots/list")).isEmpty(), 30000);
    rig.handler.roots()->addDirectory(second.path());
    QCOMPARE(rig.connection.sent(QStringLiteral("notifications/roots/list_changed")).size(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(rig.connection.received(QStringLiteral("roots/list")).size(), 2, 30000);
    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("get-roots-list"), {}, &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QString text = LiveConnection::resultText(reply);
    QVERIFY2(text.contains(QStringLiteral("Current MCP Roots (2 total)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("URI: ") + QUrl::fromLocalFile(second.path()).toString()), qPrintable(text));

    pane.requestLevel(0);
    QTRY_VERIFY_WITH_TIMEOUT(!rig.connection.sent(QStringLiteral("logging/setLevel")).isEmpty(), 30000);
    done = false;
    rig.connection.startCall(QStringLiteral("toggle-simulated-logging"), {}, &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    // The first simulated message is sent at once; its level is random.
    QTRY_VERIFY_WITH_TIMEOUT(pane.model()->rowCount() >= 1, 30000);
    const auto simulatedRows = [&pane] {
        int found = 0;
        for (int row = 0; row < pane.model()->rowCount(); ++row) {
            const QString data = pane.model()->index(row, LogModel::DataColumn).data().toString();
            if (data.contains(QStringLiteral("-level message")) || data.contains(QStringLiteral("level-message")))
                ++found;
        }
        return found;
    };
    QTRY_VERIFY_WITH_TIMEOUT(simulatedRows() >= 1, 30000);
    for (int row = 0; row < pane.model()->rowCount(); ++row)
        QVERIFY(pane.model()->index(row, 0).data(LogModel::LevelRole).toInt() >= 0);
    pane.resize(760, 260);
    shoot(&pane, QStringLiteral("log-pane-everything"));
    // Stop the timer: the server only exits on its own when idle.
    done = false;
    rig.connection.startCall(QStringLiteral("toggle-simulated-logging"), {}, &reply, &done);
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QVERIFY2(rig.connection.ownErrors().isEmpty(), qPrintable(rig.connection.ownErrors().join(QLatin1Char('\n'))));
}

void TestClientDialogs::urlDialogWarnings()
{
    ElicitationDialog dialog;
    dialog.setServerName(QStringLiteral("Shady <b>Server</b>"));
    dialog.setRequest(ElicitationRequest::fromParams(
        {{QStringLiteral("mode"), QStringLiteral("url")},
         {QStringLiteral("message"), QStringLiteral("<script>alert(1)</script> Log in to continue")},
         {QStringLiteral("url"),
          QStringLiteral(
              "http://paypal.com@xn--80ak6aa92e.com:8080/login/very/long/path/that/goes/on/and/on?session=0123456789abcdef")},
         {QStringLiteral("elicitationId"), QStringLiteral("x")}}));
    QCOMPARE(dialog.shownHost(), QStringLiteral("\u0430\u0440\u0440\u04cf\u0435.com (xn--80ak6aa92e.com)"));
    auto *warnings = dialog.findChild<QLabel *>(QStringLiteral("elicitationWarnings"));
    QVERIFY(warnings);
    QCOMPARE(warnings->textFormat(), Qt::PlainText);
    QCOMPARE(int(warnings->text().count(QStringLiteral("\u26a0"))), 4); // http, user name, other alphabets, port
    auto *message = dialog.findChild<QLabel *>(QStringLiteral("elicitationMessage"));
    QCOMPARE(message->textFormat(), Qt::PlainText);
    QVERIFY(!dialog.acceptButton()->isDefault());
    shoot(&dialog, QStringLiteral("elicitation-url-warnings"));

    ElicitationDialog refused;
    refused.setRequest(ElicitationRequest::fromParams({{QStringLiteral("mode"), QStringLiteral("url")},
                                                       {QStringLiteral("message"), QStringLiteral("m")},
                                                       {QStringLiteral("url"), QStringLiteral("file:///etc/passwd")},
                                                       {QStringLiteral("elicitationId"), QStringLiteral("x")}}));
    QVERIFY(!refused.acceptButton()->isEnabled());
    QVERIFY(!refused.problemText().isEmpty());
}

void TestClientDialogs::samplingDialogShowsEverything()
{
    QImage picture(2, 2, QImage::Format_RGB32);
    picture.fill(Qt::red);
    QByteArray pngBytes;
    QBuffer buffer(&pngBytes);
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(picture.save(&buffer, "PNG"));
    const QString png = QString::fromLatin1(pngBytes.toBase64());
    const QJsonObject params{
        {QStringLiteral("messages"),
         QJsonArray{QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                {QStringLiteral("content"),
                                 QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                        {QStringLiteral("text"),
                                                         QStringLiteral("What is in this picture? <b>not bold</b>")}},
                                            QJsonObject{{QStringLiteral("type"), QStringLiteral("image")},
                                                        {QStringLiteral("mimeType"), QStringLiteral("image/png")},
                                                        {QStringLiteral("data"), png}},
                                            QJsonObject{{QStringLiteral("type"), QStringLiteral("audio")},
                                                        {QStringLiteral("mimeType"), QStringLiteral("audio/wav")},
                                                        {QStringLiteral("data"), QStringLiteral("UklGRg==")}}}}},
                    QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                                {QStringLiteral("content"),
                                 QJsonObject{{QStringLiteral("type"), QStringLiteral("tool_use")},
                                             {QStringLiteral("id"), QStringLiteral("call-1")},
                                             {QStringLiteral("name"), QStringLiteral("get_weather")},
                                             {QStringLiteral("input"),
                                              QJsonObject{{QStringLiteral("city"), QStringLiteral("Oslo")}}}}}},
                    QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                {QStringLiteral("content"),
                                 QJsonObject{{QStringLiteral("type"), QStringLiteral("tool_result")},
                                             {QStringLiteral("toolUseId"), QStringLiteral("call-1")},
                                             {QStringLiteral("content"),
                                              QJsonArray{QJsonObject{
                                                  {QStringLiteral("type"), QStringLiteral("text")},
                                                  {QStringLiteral("text"), QStringLiteral("Rain, 7 degrees")}}}}}}}}},
        {QStringLiteral("systemPrompt"), QStringLiteral("You describe pictures.")},
        {QStringLiteral("maxTokens"), 300},
        {QStringLiteral("temperature"), 0.2},
        {QStringLiteral("stopSequences"), QJsonArray{QStringLiteral("END")}},
        {QStringLiteral("includeContext"), QStringLiteral("thisServer")},
        {QStringLiteral("modelPreferences"),
         QJsonObject{{QStringLiteral("hints"),
                      QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("claude-sonnet")}}}},
                     {QStringLiteral("costPriority"), 0.25},
                     {QStringLiteral("speedPriority"), 0.5},
                     {QStringLiteral("intelligencePriority"), 0.9}}},
        {QStringLiteral("tools"),
         QJsonArray{QJsonObject{
             {QStringLiteral("name"), QStringLiteral("get_weather")},
             {QStringLiteral("description"), QStringLiteral("Weather for a city")},
             {QStringLiteral("inputSchema"), QJsonObject{{QStringLiteral("type"), QStringLiteral("object")}}}}}},
        {QStringLiteral("toolChoice"), QJsonObject{{QStringLiteral("mode"), QStringLiteral("auto")}}}};
    SamplingDialog dialog;
    dialog.setServerName(QStringLiteral("Picture Server"));
    dialog.setRequest(params);
    const QString text = dialog.requestView()->toPlainText();
    for (const QString &expected :
         {QStringLiteral("You describe pictures."), QStringLiteral("<b>not bold</b>"),
          QStringLiteral("An image (image/png, 2\u00d72)"), QStringLiteral("A sound clip (audio/wav"),
          QStringLiteral("get_weather"), QStringLiteral("\"city\":\"Oslo\""), QStringLiteral("Rain, 7 degrees"),
          QStringLiteral("300 token"), QStringLiteral("0.2"), QStringLiteral("\"END\""),
          QStringLiteral("context from this server"), QStringLiteral("claude-sonnet"), QStringLiteral("25%"),
          QStringLiteral("50%"), QStringLiteral("90%"), QStringLiteral("Weather for a city"),
          QStringLiteral("Tool choice: auto")})
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + text));
    QVERIFY(dialog.requestView()
                ->document()
                ->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("mcpscope-image:1")))
                .isValid());
    dialog.chooseCannedReply(4);
    QCOMPARE(dialog.samplingResult().value(QStringLiteral("stopReason")).toString(), QStringLiteral("maxTokens"));
    QCOMPARE(dialog.samplingResult().value(QStringLiteral("model")).toString(), AutoAnswer::cannedModelName());
    dialog.resize(640, 760);
    shoot(&dialog, QStringLiteral("sampling-dialog-full"));
}

void TestClientDialogs::dialogClosesWhenServerGoes()
{
    Rig rig(LiveConnection::demoServer());
    QVERIFY(rig.connection.connectAndWait());
    Reply reply;
    bool done = false;
    rig.connection.startCall(QStringLiteral("ask-elicitation"), {}, &reply, &done);
    QTRY_COMPARE_WITH_TIMEOUT(rig.opened.size(), 1, 30000);
    QPointer<QDialog> dialog = rig.opened.first();
    rig.connection.client.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull(), 30000);
    QCOMPARE(rig.connection.client.serverRequestsInFlight(), 0);
    QVERIFY(rig.connection.sent(QString()).constLast().method() != QLatin1String("elicitation/create"));
}

QTEST_MAIN(TestClientDialogs)
#include "tst_clientdialogs.moc"
