// SPDX-License-Identifier: MIT
// The Prompts tab against the real demo server and server-everything: list, search,
// argument form with completion, messages rendered by role, hostile text escaped.
#include "findchild.h"
#include "liveconnection.h"
#include "mcp/mcpclient.h"
#include "prompts/promptcatalog.h"
#include "prompts/promptlistmodel.h"
#include "session/session.h"
#include "testpalettes.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"
#include "widgets/forms/argumentform.h"
#include "widgets/json/jsonview.h"
#include "widgets/prompts/promptmessagesview.h"
#include "widgets/prompts/promptspanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTreeView>

using namespace mcpscope;

namespace {

using Server = test::LiveConnection;

using test::shotPath;

bool getAndWait(PromptsPanel &panel)
{
    QSignalSpy finished(&panel, &PromptsPanel::getFinished);
    panel.get();
    return finished.wait(30000) || finished.size() > 0;
}

} // namespace

class TestPromptsPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void demoServer();
    void everything();
    void hostileContentIsEscaped();
    void unavailable();
    void hostileServer();
    void messagesFollowThePalette();
};

void TestPromptsPanel::initTestCase()
{
    QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(),
             qPrintable(QStringLiteral("The demo server is not built: %1").arg(test::demoServerBinary())));
}

void TestPromptsPanel::demoServer()
{
    Server s(Server::demoServer());
    PromptsPanel panel;
    QAbstractItemModelTester tester(test::child<QTreeView>(panel, QStringLiteral("promptsList"))->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1100, 650);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.activateWindow();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(test::child<QTreeView>(panel, QStringLiteral("promptsList"))->model()->rowCount(), 3,
                              30000);
    QVERIFY(panel.isAvailable());

    test::child<QLineEdit>(panel, QStringLiteral("promptsSearch"))->setText(QStringLiteral("checklist"));
    QCOMPARE(test::child<QTreeView>(panel, QStringLiteral("promptsList"))->model()->rowCount(), 1);
    test::child<QLineEdit>(panel, QStringLiteral("promptsSearch"))->clear();

    // simple: no arguments, one user message.
    QVERIFY(panel.selectPrompt(QStringLiteral("simple")));
    QVERIFY(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->isEmpty());
    QVERIFY(getAndWait(panel));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))
                ->toPlainText()
                .contains(QStringLiteral("User")));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))
                ->toPlainText()
                .contains(QStringLiteral("surprising fact")));

    // greeting: a required argument, with completion.
    QVERIFY(panel.selectPrompt(QStringLiteral("greeting")));
    QLineEdit *name
        = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(QStringLiteral("name"));
    QVERIFY(name);
    QCOMPARE(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->missingRequired(),
             QStringList{QStringLiteral("name")});
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("Li"));
    QTRY_COMPARE_WITH_TIMEOUT(
        test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->suggestions(QStringLiteral("name")),
        QStringList{QStringLiteral("Linus")}, 20000);
    name->setText(QStringLiteral("Linus"));
    QVERIFY(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->missingRequired().isEmpty());
    QVERIFY(getAndWait(panel));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))
                ->toPlainText()
                .contains(QStringLiteral("warm greeting for Linus.")));

    // Sending without a required argument is allowed: the server's refusal is shown.
    name->clear();
    QVERIFY(test::child<QPushButton>(panel, QStringLiteral("promptGet"))->isEnabled());
    QVERIFY(getAndWait(panel));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))
                ->toPlainText()
                .contains(QStringLiteral("refused")));
    QVERIFY(test::child<JsonView>(panel, QStringLiteral("promptRawAnswer"))
                ->toPlainText()
                .contains(QStringLiteral("\"error\"")));

    // review-code: completion with the other argument as context; an embedded resource.
    QVERIFY(panel.selectPrompt(QStringLiteral("review-code")));
    test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))
        ->setValue(QStringLiteral("code"), QStringLiteral("int main() { return 0; }"));
    QLineEdit *language
        = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(QStringLiteral("language"));
    language->setFocus();
    QTest::keyClicks(language, QStringLiteral("Ja"));
    QTRY_COMPARE_WITH_TIMEOUT(
        test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->suggestions(QStringLiteral("language")),
        (QStringList{QStringLiteral("Java"), QStringLiteral("JavaScript")}), 20000);
    QJsonObject lastComplete;
    for (const SessionEvent &e : s.session.events()) {
        if (e.type == SessionEvent::Type::Sent && e.message.method() == QStringLiteral("completion/complete"))
            lastComplete = e.message.params();
    }
    QCOMPARE(lastComplete.value(QStringLiteral("ref")).toObject(),
             (QJsonObject{{QStringLiteral("type"), QStringLiteral("ref/prompt")},
                          {QStringLiteral("name"), QStringLiteral("review-code")}}));
    QCOMPARE(lastComplete.value(QStringLiteral("context"))
                 .toObject()
                 .value(QStringLiteral("arguments"))
                 .toObject()
                 .value(QStringLiteral("code"))
                 .toString(),
             QStringLiteral("int main() { return 0; }"));
    language->setText(QStringLiteral("C++"));
    QVERIFY(getAndWait(panel));
    const QString text = test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Please review the following C++ code")));
    QVERIFY(text.contains(QStringLiteral("Embedded resource:")));
    QVERIFY(text.contains(QStringLiteral("demo://notes/01.md")));
    QVERIFY(text.contains(QStringLiteral("# Code review checklist")));
    QVERIFY(test::child<JsonView>(panel, QStringLiteral("promptRawAnswer"))
                ->toPlainText()
                .contains(QStringLiteral("\"messages\"")));
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("prompts-review-code.png"))));

    // list_changed refreshes with an indicator (the demo server sends none for prompts on its
    // own; the notification is what counts, so the catalog's signal drives the indicator).
    QVERIFY(!panel.listChangedIndicator()->isVisible());
    Q_EMIT panel.catalog()->listChanged();
    QVERIFY(panel.listChangedIndicator()->isVisible());
}

void TestPromptsPanel::everything()
{
    const StdioServerConfig config = Server::everything();
    if (config.program.isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
    Server s(config);
    PromptsPanel panel;
    panel.resize(1100, 650);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.activateWindow();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(panel.catalog()->prompts()->rowCount() >= 4, 30000);

    // args-prompt: city required, state optional.
    QVERIFY(panel.selectPrompt(QStringLiteral("args-prompt")));
    QCOMPARE(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->missingRequired(),
             QStringList{QStringLiteral("city")});
    test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))
        ->setValue(QStringLiteral("city"), QStringLiteral("Lisbon"));
    QVERIFY(getAndWait(panel));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))
                ->toPlainText()
                .contains(QStringLiteral("Lisbon")));

    // completable-prompt: department completes; name completes in the department's context.
    QVERIFY(panel.selectPrompt(QStringLiteral("completable-prompt")));
    QLineEdit *department
        = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(QStringLiteral("department"));
    QVERIFY(department);
    department->setFocus();
    QTest::keyClicks(department, QStringLiteral("E"));
    QTRY_VERIFY_WITH_TIMEOUT(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))
                                 ->suggestions(QStringLiteral("department"))
                                 .contains(QStringLiteral("Engineering")),
                             20000);
    department->setText(QStringLiteral("Engineering"));
    QLineEdit *name
        = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(QStringLiteral("name"));
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("A"));
    QTRY_VERIFY_WITH_TIMEOUT(!test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))
                                  ->suggestions(QStringLiteral("name"))
                                  .isEmpty(),
                             20000);

    // resource-prompt embeds a resource.
    QVERIFY(panel.selectPrompt(QStringLiteral("resource-prompt")));
    const QList<ArgumentForm::Argument> arguments
        = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->arguments();
    for (const ArgumentForm::Argument &a : arguments) {
        if (a.name == QStringLiteral("resourceType"))
            test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))
                ->setValue(a.name, QStringLiteral("Text"));
        else
            test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->setValue(a.name, QStringLiteral("1"));
    }
    QVERIFY(getAndWait(panel));
    QVERIFY2(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))
                 ->toPlainText()
                 .contains(QStringLiteral("Embedded resource:")),
             qPrintable(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText()));
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("prompts-everything.png"))));
}

void TestPromptsPanel::hostileContentIsEscaped()
{
    PromptMessagesView view;
    view.resize(700, 500);
    // A 1x1 PNG, markup in text, a link, an unknown block, an odd role.
    const QByteArray png = QByteArray::fromBase64(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
    QJsonArray messages{
        QJsonObject{
            {QStringLiteral("role"), QStringLiteral("user")},
            {QStringLiteral("content"),
             QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                         {QStringLiteral("text"), QStringLiteral("<img src=\"file:///etc/passwd\"><b>bold</b>")}}}},
        QJsonObject{
            {QStringLiteral("role"), QStringLiteral("assistant")},
            {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("image")},
                                                    {QStringLiteral("mimeType"), QStringLiteral("image/png")},
                                                    {QStringLiteral("data"), QString::fromLatin1(png.toBase64())}}}},
        QJsonObject{{QStringLiteral("role"), QStringLiteral("assistant")},
                    {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("resource_link")},
                                                            {QStringLiteral("uri"), QStringLiteral("demo://clock")},
                                                            {QStringLiteral("name"), QStringLiteral("<i>clock</i>")}}}},
        QJsonObject{{QStringLiteral("role"), QStringLiteral("<script>")},
                    {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("hologram")}}}},
        QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                    {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("audio")},
                                                            {QStringLiteral("mimeType"), QStringLiteral("audio/wav")},
                                                            {QStringLiteral("data"), QStringLiteral("UklGRg==")}}}},
    };
    const PromptResult result = PromptResult::fromJson({{QStringLiteral("messages"), messages}});
    view.showResult(result);
    const QString text = view.toPlainText();
    QVERIFY(text.contains(QStringLiteral("<img src=\"file:///etc/passwd\"><b>bold</b>")));
    QVERIFY(text.contains(QStringLiteral("<i>clock</i>")));
    QVERIFY(text.contains(QStringLiteral("Role \"<script>\"")));
    QVERIFY(text.contains(QStringLiteral("hologram")));
    QVERIFY(text.contains(QStringLiteral("Audio clip (audio/wav")));
    QCOMPARE(view.imageCount(), 1);
    QCOMPARE(view.linkUris(), QStringList{QStringLiteral("demo://clock")});
    QVERIFY(!view.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("file:///etc/passwd"))).isValid());
    QSignalSpy activated(&view, &PromptMessagesView::resourceLinkActivated);
    Q_EMIT view.anchorClicked(QUrl(QStringLiteral("#link-0")));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toString(), QStringLiteral("demo://clock"));
    Q_EMIT view.anchorClicked(QUrl(QStringLiteral("file:///etc/passwd")));
    QCOMPARE(activated.size(), 1);
    view.show();
    QVERIFY(view.grab().save(shotPath(QStringLiteral("prompts-hostile.png"))));
}

void TestPromptsPanel::unavailable()
{
    PromptsPanel readOnly;
    readOnly.setReadOnly(true);
    QVERIFY(!readOnly.isAvailable());
    QVERIFY(readOnly.availabilityHint().contains(QStringLiteral("saved session")));

    const QString script = test::peerScript(QStringLiteral("server-filesystem"), QStringLiteral("dist/index.js"));
    if (script.isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("server-filesystem")).constData());
    QTemporaryDir dir;
    StdioServerConfig config;
    config.program = test::nodeBinary();
    config.arguments = {script, dir.path()};
    Server s(config);
    PromptsPanel panel;
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(s.client.state() == McpClient::State::Ready, 30000);
    QTRY_VERIFY(!panel.isAvailable());
    QVERIFY(panel.availabilityHint().contains(QStringLiteral("does not offer prompts")));
}

void TestPromptsPanel::hostileServer()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "python3 is needed for the hostile fixture server");
    StdioServerConfig config;
    config.program = python;
    config.arguments = {QStringLiteral(FIXTURES_DIR) + QStringLiteral("/hostile_catalog_server.py")};
    Server s(config);
    PromptsPanel panel;
    QAbstractItemModelTester tester(test::child<QTreeView>(panel, QStringLiteral("promptsList"))->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1100, 650);
    panel.show();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->prompts()->rowCount(), 3, 30000);
    // The server announced a changed list right after the handshake.
    QTRY_VERIFY_WITH_TIMEOUT(panel.listChangedIndicator()->isVisible(), 20000);

    QVERIFY(panel.selectPrompt(QStringLiteral("odd-arguments")));
    QVERIFY(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->isEmpty());
    QVERIFY(panel.selectPrompt(QStringLiteral("markup")));
    QCOMPARE(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->arguments().size(), 1);
    QVERIFY(!test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->arguments().first().required);
    QVERIFY(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))
                ->editor(QStringLiteral("<b>n</b>"))
                ->toolTip()
                .contains(QStringLiteral("&lt;img")));

    QVERIFY(panel.selectPrompt(QStringLiteral("huge")));
    QVERIFY(getAndWait(panel));
    const QString text = test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Role \"<b>boss</b>\"")));
    QVERIFY(text.contains(QStringLiteral("<img src=\"file:///etc/passwd\">")));
    QVERIFY(text.contains(QStringLiteral("too long to show in full")));
    QCOMPARE(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->imageCount(), 0);
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("prompts-hostile-server.png"))));
}

void TestPromptsPanel::messagesFollowThePalette()
{
    // The bubbles' colours are in the HTML: a desktop that goes dark gets dark bubbles.
    const QPalette before = QApplication::palette();
    PromptMessagesView view;
    view.resize(500, 300);
    view.show();
    const QJsonArray messages{
        QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                    {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                            {QStringLiteral("text"), QStringLiteral("Hello")}}}}};
    view.showResult(PromptResult::fromJson({{QStringLiteral("messages"), messages}}));
    const QString light = view.bubbleColour(true).name();
    QVERIFY(view.document()->toHtml().contains(light));
    QApplication::setPalette(test::darkPalette());
    // The widgets take the new palette in the next passes of the event loop.
    QTRY_VERIFY(view.bubbleColour(true).name() != light);
    const QString shaded = view.bubbleColour(true).name();
    QTRY_VERIFY(view.document()->toHtml().contains(shaded));
    QVERIFY(!view.document()->toHtml().contains(light));
    QVERIFY(view.toPlainText().contains(QStringLiteral("Hello")));
    QApplication::setPalette(before);
}

QTEST_MAIN(TestPromptsPanel)
#include "tst_promptspanel.moc"
