// SPDX-License-Identifier: MIT
// The Prompts tab against the real demo server and server-everything: list, search,
// argument form with completion, messages rendered by role, hostile text escaped.
#include "widgets/forms/argumentform.h"
#include "widgets/json/jsonview.h"
#include "findchild.h"
#include "liveconnection.h"
#include "mcp/mcpclient.h"
#include "prompts/promptcatalog.h"
#include "prompts/promptlistmodel.h"
#include "widgets/prompts/promptmessagesview.h"
#include "widgets/prompts/promptspanel.h"
#include "session/session.h"
#include "testpalettes.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"

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
using namespace Qt::StringLiterals;

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
             qPrintable(u"The demo server is not built: %1"_s.arg(test::demoServerBinary())));
}

void TestPromptsPanel::demoServer()
{
    Server s(Server::demoServer());
    PromptsPanel panel;
    QAbstractItemModelTester tester(test::child<QTreeView>(panel, QStringLiteral("promptsList"))->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1100, 650);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.activateWindow();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(test::child<QTreeView>(panel, QStringLiteral("promptsList"))->model()->rowCount(), 3, 30000);
    QVERIFY(panel.isAvailable());

    test::child<QLineEdit>(panel, QStringLiteral("promptsSearch"))->setText(u"checklist"_s);
    QCOMPARE(test::child<QTreeView>(panel, QStringLiteral("promptsList"))->model()->rowCount(), 1);
    test::child<QLineEdit>(panel, QStringLiteral("promptsSearch"))->clear();

    // simple: no arguments, one user message.
    QVERIFY(panel.selectPrompt(u"simple"_s));
    QVERIFY(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->isEmpty());
    QVERIFY(getAndWait(panel));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText().contains(u"User"_s));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText().contains(u"surprising fact"_s));

    // greeting: a required argument, with completion.
    QVERIFY(panel.selectPrompt(u"greeting"_s));
    QLineEdit *name = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(u"name"_s);
    QVERIFY(name);
    QCOMPARE(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->missingRequired(), QStringList{u"name"_s});
    name->setFocus();
    QTest::keyClicks(name, u"Li"_s);
    QTRY_COMPARE_WITH_TIMEOUT(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->suggestions(u"name"_s), QStringList{u"Linus"_s}, 20000);
    name->setText(u"Linus"_s);
    QVERIFY(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->missingRequired().isEmpty());
    QVERIFY(getAndWait(panel));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText().contains(u"warm greeting for Linus."_s));

    // Sending without a required argument is allowed: the server's refusal is shown.
    name->clear();
    QVERIFY(test::child<QPushButton>(panel, QStringLiteral("promptGet"))->isEnabled());
    QVERIFY(getAndWait(panel));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText().contains(u"refused"_s));
    QVERIFY(test::child<JsonView>(panel, QStringLiteral("promptRawAnswer"))->toPlainText().contains(u"\"error\""_s));

    // review-code: completion with the other argument as context; an embedded resource.
    QVERIFY(panel.selectPrompt(u"review-code"_s));
    test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->setValue(u"code"_s, u"int main() { return 0; }"_s);
    QLineEdit *language = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(u"language"_s);
    language->setFocus();
    QTest::keyClicks(language, u"Ja"_s);
    QTRY_COMPARE_WITH_TIMEOUT(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->suggestions(u"language"_s), (QStringList{u"Java"_s, u"JavaScript"_s}), 20000);
    QJsonObject lastComplete;
    for (const SessionEvent &e : s.session.events()) {
        if (e.type == SessionEvent::Type::Sent && e.message.method() == u"completion/complete"_s)
            lastComplete = e.message.params();
    }
    QCOMPARE(lastComplete.value(u"ref"_s).toObject(), (QJsonObject{{u"type"_s, u"ref/prompt"_s}, {u"name"_s, u"review-code"_s}}));
    QCOMPARE(lastComplete.value(u"context"_s).toObject().value(u"arguments"_s).toObject().value(u"code"_s).toString(),
             u"int main() { return 0; }"_s);
    language->setText(u"C++"_s);
    QVERIFY(getAndWait(panel));
    const QString text = test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText();
    QVERIFY(text.contains(u"Please review the following C++ code"_s));
    QVERIFY(text.contains(u"Embedded resource:"_s));
    QVERIFY(text.contains(u"demo://notes/01.md"_s));
    QVERIFY(text.contains(u"# Code review checklist"_s));
    QVERIFY(test::child<JsonView>(panel, QStringLiteral("promptRawAnswer"))->toPlainText().contains(u"\"messages\""_s));
    QVERIFY(panel.grab().save(shotPath(u"prompts-review-code.png"_s)));

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
        QFAIL(test::peerMissingMessage(u"server-everything"_s).constData());
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
    QVERIFY(panel.selectPrompt(u"args-prompt"_s));
    QCOMPARE(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->missingRequired(), QStringList{u"city"_s});
    test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->setValue(u"city"_s, u"Lisbon"_s);
    QVERIFY(getAndWait(panel));
    QVERIFY(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText().contains(u"Lisbon"_s));

    // completable-prompt: department completes; name completes in the department's context.
    QVERIFY(panel.selectPrompt(u"completable-prompt"_s));
    QLineEdit *department = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(u"department"_s);
    QVERIFY(department);
    department->setFocus();
    QTest::keyClicks(department, u"E"_s);
    QTRY_VERIFY_WITH_TIMEOUT(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->suggestions(u"department"_s).contains(u"Engineering"_s), 20000);
    department->setText(u"Engineering"_s);
    QLineEdit *name = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(u"name"_s);
    name->setFocus();
    QTest::keyClicks(name, u"A"_s);
    QTRY_VERIFY_WITH_TIMEOUT(!test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->suggestions(u"name"_s).isEmpty(), 20000);

    // resource-prompt embeds a resource.
    QVERIFY(panel.selectPrompt(u"resource-prompt"_s));
    const QList<ArgumentForm::Argument> arguments = test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->arguments();
    for (const ArgumentForm::Argument &a : arguments) {
        if (a.name == u"resourceType"_s)
            test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->setValue(a.name, u"Text"_s);
        else
            test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->setValue(a.name, u"1"_s);
    }
    QVERIFY(getAndWait(panel));
    QVERIFY2(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText().contains(u"Embedded resource:"_s), qPrintable(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText()));
    QVERIFY(panel.grab().save(shotPath(u"prompts-everything.png"_s)));
}

void TestPromptsPanel::hostileContentIsEscaped()
{
    PromptMessagesView view;
    view.resize(700, 500);
    // A 1x1 PNG, markup in text, a link, an unknown block, an odd role.
    const QByteArray png = QByteArray::fromBase64(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");
    QJsonArray messages{
        QJsonObject{{u"role"_s, u"user"_s},
                    {u"content"_s, QJsonObject{{u"type"_s, u"text"_s},
                                               {u"text"_s, u"<img src=\"file:///etc/passwd\"><b>bold</b>"_s}}}},
        QJsonObject{{u"role"_s, u"assistant"_s},
                    {u"content"_s, QJsonObject{{u"type"_s, u"image"_s}, {u"mimeType"_s, u"image/png"_s},
                                               {u"data"_s, QString::fromLatin1(png.toBase64())}}}},
        QJsonObject{{u"role"_s, u"assistant"_s},
                    {u"content"_s, QJsonObject{{u"type"_s, u"resource_link"_s}, {u"uri"_s, u"demo://clock"_s},
                                               {u"name"_s, u"<i>clock</i>"_s}}}},
        QJsonObject{{u"role"_s, u"<script>"_s}, {u"content"_s, QJsonObject{{u"type"_s, u"hologram"_s}}}},
        QJsonObject{{u"role"_s, u"user"_s},
                    {u"content"_s, QJsonObject{{u"type"_s, u"audio"_s}, {u"mimeType"_s, u"audio/wav"_s}, {u"data"_s, u"UklGRg=="_s}}}},
    };
    const PromptResult result = PromptResult::fromJson({{u"messages"_s, messages}});
    view.showResult(result);
    const QString text = view.toPlainText();
    QVERIFY(text.contains(u"<img src=\"file:///etc/passwd\"><b>bold</b>"_s));
    QVERIFY(text.contains(u"<i>clock</i>"_s));
    QVERIFY(text.contains(u"Role \"<script>\""_s));
    QVERIFY(text.contains(u"hologram"_s));
    QVERIFY(text.contains(u"Audio clip (audio/wav"_s));
    QCOMPARE(view.imageCount(), 1);
    QCOMPARE(view.linkUris(), QStringList{u"demo://clock"_s});
    QVERIFY(!view.loadResource(QTextDocument::ImageResource, QUrl(u"file:///etc/passwd"_s)).isValid());
    QSignalSpy activated(&view, &PromptMessagesView::resourceLinkActivated);
    Q_EMIT view.anchorClicked(QUrl(u"#link-0"_s));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toString(), u"demo://clock"_s);
    Q_EMIT view.anchorClicked(QUrl(u"file:///etc/passwd"_s));
    QCOMPARE(activated.size(), 1);
    view.show();
    QVERIFY(view.grab().save(shotPath(u"prompts-hostile.png"_s)));
}

void TestPromptsPanel::unavailable()
{
    PromptsPanel readOnly;
    readOnly.setReadOnly(true);
    QVERIFY(!readOnly.isAvailable());
    QVERIFY(readOnly.availabilityHint().contains(u"saved session"_s));

    const QString script = test::peerScript(u"server-filesystem"_s, u"dist/index.js"_s);
    if (script.isEmpty())
        QFAIL(test::peerMissingMessage(u"server-filesystem"_s).constData());
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
    QVERIFY(panel.availabilityHint().contains(u"does not offer prompts"_s));
}

void TestPromptsPanel::hostileServer()
{
    const QString python = QStandardPaths::findExecutable(u"python3"_s);
    QVERIFY2(!python.isEmpty(), "python3 is needed for the hostile fixture server");
    StdioServerConfig config;
    config.program = python;
    config.arguments = {QStringLiteral(FIXTURES_DIR) + u"/hostile_catalog_server.py"_s};
    Server s(config);
    PromptsPanel panel;
    QAbstractItemModelTester tester(test::child<QTreeView>(panel, QStringLiteral("promptsList"))->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1100, 650);
    panel.show();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->prompts()->rowCount(), 3, 30000);
    // The server announced a changed list right after the handshake.
    QTRY_VERIFY_WITH_TIMEOUT(panel.listChangedIndicator()->isVisible(), 20000);

    QVERIFY(panel.selectPrompt(u"odd-arguments"_s));
    QVERIFY(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->isEmpty());
    QVERIFY(panel.selectPrompt(u"markup"_s));
    QCOMPARE(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->arguments().size(), 1);
    QVERIFY(!test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->arguments().first().required);
    QVERIFY(test::child<ArgumentForm>(panel, QStringLiteral("promptArguments"))->editor(u"<b>n</b>"_s)->toolTip().contains(u"&lt;img"_s));

    QVERIFY(panel.selectPrompt(u"huge"_s));
    QVERIFY(getAndWait(panel));
    const QString text = test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->toPlainText();
    QVERIFY(text.contains(u"Role \"<b>boss</b>\""_s));
    QVERIFY(text.contains(u"<img src=\"file:///etc/passwd\">"_s));
    QVERIFY(text.contains(u"too long to show in full"_s));
    QCOMPARE(test::child<PromptMessagesView>(panel, QStringLiteral("promptMessages"))->imageCount(), 0);
    QVERIFY(panel.grab().save(shotPath(u"prompts-hostile-server.png"_s)));
}

void TestPromptsPanel::messagesFollowThePalette()
{
    // The bubbles' colours are in the HTML: a desktop that goes dark gets dark bubbles.
    const QPalette before = QApplication::palette();
    PromptMessagesView view;
    view.resize(500, 300);
    view.show();
    const QJsonArray messages{QJsonObject{{u"role"_s, u"user"_s},
                                          {u"content"_s, QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, u"Hello"_s}}}}};
    view.showResult(PromptResult::fromJson({{u"messages"_s, messages}}));
    const QString light = view.bubbleColour(true).name();
    QVERIFY(view.document()->toHtml().contains(light));
    QApplication::setPalette(test::darkPalette());
    // The widgets take the new palette in the next passes of the event loop.
    QTRY_VERIFY(view.bubbleColour(true).name() != light);
    const QString shaded = view.bubbleColour(true).name();
    QTRY_VERIFY(view.document()->toHtml().contains(shaded));
    QVERIFY(!view.document()->toHtml().contains(light));
    QVERIFY(view.toPlainText().contains(u"Hello"_s));
    QApplication::setPalette(before);
}

QTEST_MAIN(TestPromptsPanel)
#include "tst_promptspanel.moc"
