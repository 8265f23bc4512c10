// SPDX-License-Identifier: MIT
// The Resources tab against the real demo server and server-everything: lists, search,
// previews by kind, template form with completion, subscriptions, list changes.
#include "widgets/common/featuredisplaymodel.h"
#include "content/resourcecontent.h"
#include "widgets/forms/argumentform.h"
#include "widgets/json/jsonview.h"
#include "liveconnection.h"
#include "mcp/completionrequester.h"
#include "mcp/mcpclient.h"
#include "resources/resourcecatalog.h"
#include "resources/resourcelistmodel.h"
#include "widgets/resources/resourcepreview.h"
#include "widgets/resources/resourcespanel.h"
#include "resources/resourcetemplatemodel.h"
#include "session/session.h"
#include "findchild.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace mcpscope;
using namespace Qt::StringLiterals;

namespace {

// The panel's parts, found by their objectName as the panel names them.
QLineEdit *searchField(const ResourcesPanel &panel)
{
    return test::child<QLineEdit>(panel, u"resourcesSearch"_s);
}

QTabWidget *listTabs(const ResourcesPanel &panel)
{
    return test::child<QTabWidget>(panel, u"resourcesListTabs"_s);
}

QTreeView *resourceView(const ResourcesPanel &panel)
{
    return test::child<QTreeView>(panel, u"resourcesList"_s);
}

QTreeView *templateView(const ResourcesPanel &panel)
{
    return test::child<QTreeView>(panel, u"resourceTemplatesList"_s);
}

ArgumentForm *templateForm(const ResourcesPanel &panel)
{
    return test::child<ArgumentForm>(panel, u"resourceTemplateForm"_s);
}

ResourcePreview *contentPreview(const ResourcesPanel &panel)
{
    return test::child<ResourcePreview>(panel, u"resourcePreview"_s);
}

JsonView *rawView(const ResourcesPanel &panel)
{
    return test::child<JsonView>(panel, u"resourceRawJson"_s);
}

QPushButton *readButton(const ResourcesPanel &panel)
{
    return test::child<QPushButton>(panel, u"resourcesRead"_s);
}

QPushButton *subscribeButton(const ResourcesPanel &panel)
{
    return test::child<QPushButton>(panel, u"resourcesSubscribe"_s);
}

QLabel *updatedBadge(const ResourcesPanel &panel)
{
    return test::child<QLabel>(panel, u"updatedBadge"_s);
}

using Server = test::LiveConnection;

using test::shotPath;

bool readAndWait(ResourcesPanel &panel)
{
    QSignalSpy finished(&panel, &ResourcesPanel::readFinished);
    panel.read();
    return finished.wait(30000) || finished.size() > 0;
}

} // namespace

class TestResourcesPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void demoServerLists();
    void demoServerPreviews();
    void demoServerTemplateAndCompletion();
    void demoServerSubscriptionAndListChange();
    void everythingBinaryAndUpdates();
    void unavailable();
    void previewLimits();
    void hostileServer();
};

void TestResourcesPanel::initTestCase()
{
    QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(),
             qPrintable(u"The demo server is not built: %1"_s.arg(test::demoServerBinary())));
}

void TestResourcesPanel::demoServerLists()
{
    Server s(Server::demoServer());
    ResourcesPanel panel;
    QAbstractItemModelTester tester(resourceView(panel)->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1100, 650);
    panel.show();
    QSignalSpy availability(&panel, &ResourcesPanel::availabilityChanged);
    panel.setClient(&s.client);
    QVERIFY(panel.isAvailable());
    QVERIFY(panel.hintLabel()->isVisible());
    QVERIFY(panel.availabilityHint().contains(u"Connect"_s));
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(resourceView(panel)->model()->rowCount(), 26, 30000);
    QVERIFY(panel.isAvailable());
    QVERIFY(panel.availabilityHint().isEmpty());
    QVERIFY(!panel.hintLabel()->isVisible());
    QCOMPARE(listTabs(panel)->tabText(0), u"Resources (26)"_s);
    QTRY_COMPARE(listTabs(panel)->tabText(1), u"Templates (2)"_s);

    searchField(panel)->setText(u"png"_s);
    QCOMPARE(resourceView(panel)->model()->rowCount(), 2);
    QCOMPARE(listTabs(panel)->tabText(0), u"Resources (2 of 26)"_s);
    searchField(panel)->setText(u"GREETING"_s);
    QCOMPARE(templateView(panel)->model()->rowCount(), 1);
    searchField(panel)->clear();
    QCOMPARE(resourceView(panel)->model()->rowCount(), 26);

    // Selecting a resource hidden by the search clears the search.
    searchField(panel)->setText(u"png"_s);
    QVERIFY(panel.selectResource(u"demo://notes/01.md"_s));
    QVERIFY(searchField(panel)->text().isEmpty());
    QCOMPARE(panel.currentUri(), u"demo://notes/01.md"_s);
    QVERIFY(!panel.selectResource(u"demo://none"_s));
    QVERIFY(readButton(panel)->isEnabled());
    QCOMPARE(readButton(panel)->text(), u"Read"_s);
    // The demo server can be subscribed to.
    QVERIFY(subscribeButton(panel)->isVisible());
}

void TestResourcesPanel::demoServerPreviews()
{
    Server s(Server::demoServer());
    ResourcesPanel panel;
    panel.resize(1100, 650);
    panel.show();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->resources()->rowCount(), 26, 30000);

    // Markdown, highlighted as such.
    QVERIFY(panel.selectResource(u"demo://notes/01.md"_s));
    QVERIFY(readAndWait(panel));
    ResourcePreview *preview = contentPreview(panel);
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QVERIFY(preview->textView()->toPlainText().startsWith(u"# Code review checklist"_s));
    QVERIFY(preview->isHighlighted());
    QCOMPARE(preview->definitionName(), u"Markdown"_s);
    QVERIFY(preview->note().contains(u"text/markdown"_s));
    QCOMPARE(panel.shownUri(), u"demo://notes/01.md"_s);
    QCOMPARE(readButton(panel)->text(), u"Re-read"_s);
    // The raw answer is there too.
    QVERIFY(rawView(panel)->toPlainText().contains(u"\"contents\""_s));
    QVERIFY(panel.grab().save(shotPath(u"resources-markdown.png"_s)));

    // JSON, highlighted as JSON.
    QVERIFY(panel.selectResource(u"demo://data/03.json"_s));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QCOMPARE(preview->definitionName(), u"JSON"_s);
    QVERIFY(panel.grab().save(shotPath(u"resources-json.png"_s)));

    // Plain text: not highlighted.
    QVERIFY(panel.selectResource(u"demo://notes/02.txt"_s));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QVERIFY(preview->textView()->toPlainText().startsWith(u"Plain text resource 2."_s));

    // An image.
    QVERIFY(panel.selectResource(u"demo://images/12.png"_s));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Image);
    QVERIFY(!preview->imageLabel()->pixmap().isNull());
    QVERIFY(preview->note().contains(u"32 × 32"_s));
    QVERIFY(preview->saveButton()->isEnabled());
    QVERIFY(panel.grab().save(shotPath(u"resources-image.png"_s)));
    QTemporaryDir dir;
    QString error;
    QCOMPARE(preview->suggestedFileName(), u"12.png"_s);
    QVERIFY(preview->saveTo(dir.filePath(u"out.png"_s), &error));
    QFile saved(dir.filePath(u"out.png"_s));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().startsWith("\x89PNG"));

    // A URI not in the list is read by its URI; an unknown one gives the server's error.
    panel.showResource(u"demo://greeting/Zed"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel.shownUri(), u"demo://greeting/Zed"_s, 20000);
    QCOMPARE(preview->textView()->toPlainText(), u"Hello, Zed! Nice to meet you."_s);
    panel.showResource(u"demo://nope"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel.shownUri(), u"demo://nope"_s, 20000);
    QCOMPARE(preview->page(), ResourcePreview::Page::Message);
    QVERIFY(rawView(panel)->toPlainText().contains(u"\"error\""_s));
    // showResource of a listed URI selects it.
    panel.showResource(u"demo://notes/04.md"_s);
    QCOMPARE(resourceView(panel)->currentIndex().data(FeatureListModel::KeyRole).toString(), u"demo://notes/04.md"_s);
    QTRY_COMPARE_WITH_TIMEOUT(panel.shownUri(), u"demo://notes/04.md"_s, 20000);
}

void TestResourcesPanel::demoServerTemplateAndCompletion()
{
    Server s(Server::demoServer());
    ResourcesPanel panel;
    panel.resize(1100, 650);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.activateWindow();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->resources()->rowCount(), 26, 30000);
    QTRY_VERIFY(panel.selectTemplate(u"demo://greeting/{name}"_s));
    QLineEdit *name = templateForm(panel)->editor(u"name"_s);
    QVERIFY(name);
    QVERIFY(!readButton(panel)->isEnabled()); // name is empty
    name->setFocus();
    QTest::keyClicks(name, u"Gr"_s);
    QTRY_COMPARE_WITH_TIMEOUT(templateForm(panel)->suggestions(u"name"_s), QStringList{u"Grace"_s}, 20000);
    // Typing on: the answer to the newest text wins.
    QTest::keyClick(name, Qt::Key_Backspace);
    QTest::keyClick(name, Qt::Key_Backspace);
    QTest::keyClicks(name, u"B"_s);
    QTest::keyClicks(name, u"j"_s);
    QTRY_COMPARE_WITH_TIMEOUT(templateForm(panel)->suggestions(u"name"_s), QStringList{u"Bjarne"_s}, 20000);
    QVERIFY(panel.grab().save(shotPath(u"resources-template.png"_s)));
    // The suggestions pop up under the field that has the focus.
    QTest::keyClick(name, Qt::Key_Backspace);
    QTRY_COMPARE_WITH_TIMEOUT(templateForm(panel)->suggestions(u"name"_s), (QStringList{u"Barbara"_s, u"Bjarne"_s}), 20000);
    QTRY_VERIFY(name->completer()->popup()->isVisible());
    QVERIFY(name->completer()->popup()->grab().save(shotPath(u"resources-completion.png"_s)));
    const QList<SessionEvent> &events = s.session.events();
    QJsonObject lastComplete;
    for (const SessionEvent &e : events) {
        if (e.type == SessionEvent::Type::Sent && e.message.method() == u"completion/complete"_s)
            lastComplete = e.message.params();
    }
    QCOMPARE(lastComplete.value(u"ref"_s).toObject().value(u"type"_s).toString(), u"ref/resource"_s);
    QCOMPARE(lastComplete.value(u"argument"_s).toObject().value(u"value"_s).toString(), u"B"_s);

    name->setText(u"Ada Lovelace"_s);
    QCOMPARE(panel.currentUri(), u"demo://greeting/Ada%20Lovelace"_s);
    QVERIFY(readButton(panel)->isEnabled());
    QVERIFY(readAndWait(panel));
    QCOMPARE(contentPreview(panel)->textView()->toPlainText(), u"Hello, Ada Lovelace! Nice to meet you."_s);
}

void TestResourcesPanel::demoServerSubscriptionAndListChange()
{
    Server s(Server::demoServer());
    ResourcesPanel panel;
    panel.resize(1100, 650);
    panel.show();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->resources()->rowCount(), 26, 30000);
    QVERIFY(panel.selectResource(u"demo://clock"_s));
    QVERIFY(readAndWait(panel));
    QVERIFY(subscribeButton(panel)->isEnabled());
    QCOMPARE(subscribeButton(panel)->text(), u"Subscribe"_s);
    QVERIFY(!updatedBadge(panel)->isVisible());
    subscribeButton(panel)->click();
    QTRY_COMPARE_WITH_TIMEOUT(subscribeButton(panel)->text(), u"Unsubscribe"_s, 20000);
    // The clock is updated every 2 s: the badge shows, in the panel and in the list.
    QTRY_VERIFY_WITH_TIMEOUT(updatedBadge(panel)->isVisible(), 30000);
    QVERIFY(resourceView(panel)->model()->index(0, 0).data().toString().contains(u"[updated]"_s));
    QVERIFY(!resourceView(panel)->model()->index(0, 0).data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(panel.grab().save(shotPath(u"resources-updated.png"_s)));
    QSignalSpy updates(panel.catalog(), &ResourceCatalog::resourceUpdated);
    QVERIFY(readAndWait(panel));
    QVERIFY(!updatedBadge(panel)->isVisible() || updates.size() > 0);
    subscribeButton(panel)->click();
    QTRY_COMPARE_WITH_TIMEOUT(subscribeButton(panel)->text(), u"Subscribe"_s, 20000);
    QVERIFY(!updatedBadge(panel)->isVisible());

    // add-note changes the list: the list is read again, with a visible indicator.
    QVERIFY(!panel.listChangedIndicator()->isVisible());
    const Reply added = s.call(u"tools/call"_s, {{u"name"_s, u"add-note"_s},
                                                 {u"arguments"_s, QJsonObject{{u"title"_s, u"New"_s}, {u"text"_s, u"hello"_s}}}});
    QVERIFY(added.ok());
    QTRY_VERIFY_WITH_TIMEOUT(panel.listChangedIndicator()->isVisible(), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->resources()->rowCount(), 27, 20000);
    QCOMPARE(listTabs(panel)->tabText(0), u"Resources (27)"_s);
    // The selection survived the new list.
    QCOMPARE(resourceView(panel)->currentIndex().data(FeatureListModel::KeyRole).toString(), u"demo://clock"_s);

    // After the server leaves, the lists stay but nothing can be done.
    QSignalSpy exited(s.transport, &Transport::exited);
    s.client.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(exited.size() == 1, 20000);
    QTRY_VERIFY(!readButton(panel)->isEnabled());
    QCOMPARE(panel.catalog()->resources()->rowCount(), 27);
    QVERIFY(panel.isAvailable());
}

void TestResourcesPanel::everythingBinaryAndUpdates()
{
    const StdioServerConfig config = Server::everything();
    if (config.program.isEmpty())
        QFAIL(test::peerMissingMessage(u"server-everything"_s).constData());
    Server s(config);
    ResourcesPanel panel;
    panel.resize(1100, 650);
    panel.show();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(panel.catalog()->resources()->rowCount() >= 7, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.catalog()->templates()->rowCount() >= 2, 30000);

    // A gzip file made from a data: URI is a binary resource: size, hex dump, Save.
    const QString data = u"data:text/plain;base64,"_s + QString::fromLatin1(QByteArray("hello mcpscope\n").repeated(40).toBase64());
    const Reply made = s.call(u"tools/call"_s, {{u"name"_s, u"gzip-file-as-resource"_s},
                                                {u"arguments"_s, QJsonObject{{u"name"_s, u"sample.txt.gz"_s}, {u"data"_s, data}}}});
    QVERIFY2(made.ok(), qPrintable(made.errorMessage));
    QString link;
    for (const QJsonValue &block : made.result.object().value(u"content"_s).toArray()) {
        if (block.toObject().value(u"type"_s).toString() == u"resource_link"_s)
            link = block.toObject().value(u"uri"_s).toString();
    }
    QVERIFY(!link.isEmpty());
    panel.showResource(link);
    QTRY_COMPARE_WITH_TIMEOUT(panel.shownUri(), link, 20000);
    // The new resource is listed once the list was read again: it gets selected.
    QTRY_COMPARE_WITH_TIMEOUT(resourceView(panel)->currentIndex().data(FeatureListModel::KeyRole).toString(), link, 20000);
    ResourcePreview *preview = contentPreview(panel);
    QCOMPARE(preview->page(), ResourcePreview::Page::Binary);
    QVERIFY(preview->note().contains(u"application/gzip"_s));
    QVERIFY2(preview->hexView()->toPlainText().startsWith(u"00000000  1F 8B"_s), qPrintable(preview->hexView()->toPlainText().left(80)));
    QVERIFY(preview->saveButton()->isEnabled());
    QCOMPARE(preview->suggestedFileName(), u"sample.txt.gz"_s);
    QVERIFY(panel.grab().save(shotPath(u"resources-binary.png"_s)));

    // The static documents: markdown.
    const QString document = panel.catalog()->resources()->itemAt(0).value(u"uri"_s).toString();
    QVERIFY(panel.selectResource(document));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);

    // Subscribing, then toggle-subscriber-updates: notifications/resources/updated arrive.
    subscribeButton(panel)->click();
    QTRY_COMPARE_WITH_TIMEOUT(subscribeButton(panel)->text(), u"Unsubscribe"_s, 20000);
    const Reply toggled = s.call(u"tools/call"_s, {{u"name"_s, u"toggle-subscriber-updates"_s}, {u"arguments"_s, QJsonObject()}});
    QVERIFY2(toggled.ok(), qPrintable(toggled.errorMessage));
    QTRY_VERIFY_WITH_TIMEOUT(updatedBadge(panel)->isVisible(), 30000);
    QVERIFY(panel.catalog()->isUpdated(document));
    s.call(u"tools/call"_s, {{u"name"_s, u"toggle-subscriber-updates"_s}, {u"arguments"_s, QJsonObject()}});

    // A template of everything's, with its completion for resourceId.
    QVERIFY(panel.selectTemplate(panel.catalog()->templates()->itemAt(0).value(u"uriTemplate"_s).toString()));
    const QStringList variables = [&] {
        QStringList names;
        for (const ArgumentForm::Argument &a : templateForm(panel)->arguments())
            names << a.name;
        return names;
    }();
    QCOMPARE(variables, QStringList{u"resourceId"_s});
    templateForm(panel)->editor(u"resourceId"_s)->setText(u"1"_s);
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QVERIFY(preview->textView()->toPlainText().contains(u"Resource 1"_s));
}

void TestResourcesPanel::unavailable()
{
    ResourcesPanel readOnly;
    QSignalSpy spy(&readOnly, &ResourcesPanel::availabilityChanged);
    readOnly.setReadOnly(true);
    QVERIFY(!readOnly.isAvailable());
    QCOMPARE(spy.size(), 1);
    QVERIFY(readOnly.availabilityHint().contains(u"saved session"_s));

    // server-filesystem offers tools only.
    const QString script = test::peerScript(u"server-filesystem"_s, u"dist/index.js"_s);
    if (script.isEmpty())
        QFAIL(test::peerMissingMessage(u"server-filesystem"_s).constData());
    QTemporaryDir dir;
    StdioServerConfig config;
    config.program = test::nodeBinary();
    config.arguments = {script, dir.path()};
    Server s(config);
    ResourcesPanel panel;
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(s.client.state() == McpClient::State::Ready, 30000);
    QTRY_VERIFY(!panel.isAvailable());
    QVERIFY(panel.availabilityHint().contains(u"does not offer resources"_s));
    QCOMPARE(panel.hintLabel()->text(), panel.availabilityHint());
}

void TestResourcesPanel::previewLimits()
{
    ResourcePreview preview;
    preview.resize(800, 500);
    // Above the highlighting limit: plain, one enormous line cut into pieces.
    ResourceContent big = ResourceContent::fromJson(
        {{u"uri"_s, u"x:/big.json"_s}, {u"mimeType"_s, u"application/json"_s},
         {u"text"_s, QString(ResourcePreview::HighlightLimit + 10, u'a')}});
    preview.showContents({big});
    QCOMPARE(preview.page(), ResourcePreview::Page::Text);
    QVERIFY(!preview.isHighlighted());
    QVERIFY(preview.note().contains(u"without highlighting"_s));
    QVERIFY(preview.note().contains(u"pieces of 4096"_s));
    QVERIFY(preview.textView()->document()->blockCount() > 60);
    // Highlighting by file name when the MIME type says nothing specific.
    ResourceContent code = ResourceContent::fromJson({{u"uri"_s, u"file:///src/main.py"_s}, {u"text"_s, u"print('hi')\n"_s}});
    preview.showContents({code});
    QVERIFY(preview.isHighlighted());
    QCOMPARE(preview.definitionName(), u"Python"_s);
    // Several contents: a chooser; an undecodable image falls back to bytes.
    ResourceContent broken = ResourceContent::fromJson({{u"uri"_s, u"x:/a.png"_s}, {u"mimeType"_s, u"image/png"_s}, {u"blob"_s, u"AAAA"_s}});
    preview.showContents({code, broken});
    QVERIFY(preview.chooser()->isVisibleTo(&preview));
    QCOMPARE(preview.chooser()->count(), 2);
    preview.setCurrentIndex(1);
    QCOMPARE(preview.page(), ResourcePreview::Page::Binary);
    QVERIFY(preview.note().contains(u"could not be shown as an image"_s));
    QVERIFY(preview.hexView()->toPlainText().startsWith(u"00000000  00 00 00"_s));
    // Server text in tooltips is escaped.
    const QString tip = FeatureDisplayModel::toolTipText(u"<img src=\"file:///etc/passwd\">"_s);
    QVERIFY(tip.contains(u"&lt;img"_s));
    QVERIFY(!tip.contains(u"<img"_s));
    preview.showMessage(u"Nothing"_s);
    QVERIFY(!preview.saveButton()->isVisibleTo(&preview));
}

void TestResourcesPanel::hostileServer()
{
    const QString python = QStandardPaths::findExecutable(u"python3"_s);
    QVERIFY2(!python.isEmpty(), "python3 is needed for the hostile fixture server");
    StdioServerConfig config;
    config.program = python;
    config.arguments = {QStringLiteral(FIXTURES_DIR) + u"/hostile_catalog_server.py"_s};
    Server s(config);
    ResourcesPanel panel;
    QAbstractItemModelTester tester(resourceView(panel)->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1100, 650);
    panel.show();
    panel.setClient(&s.client);
    s.client.connectToServer();
    // The item that is not an object is left out; the others show, cut and as text.
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->resources()->rowCount(), 3, 30000);
    QAbstractItemModel *view = resourceView(panel)->model();
    const QString name = view->index(0, 0).data().toString();
    QVERIFY(name.startsWith(u"<img src="_s));
    QVERIFY(name.size() < 400);
    QVERIFY(view->index(1, 0).data().toString().size() < 400);
    const QString tip = view->index(0, 0).data(Qt::ToolTipRole).toString();
    QVERIFY(tip.contains(u"&lt;img"_s));
    QVERIFY(!tip.contains(u"<img"_s));
    QVERIFY(tip.size() < 20000);
    // 3000 updates for unknown URIs are kept (bounded), and the listed one is flagged.
    QTRY_VERIFY_WITH_TIMEOUT(panel.catalog()->isUpdated(u"hostile://a"_s), 20000);
    QVERIFY(panel.catalog()->isUpdated(u"hostile://flood/2999"_s));

    QVERIFY(panel.selectResource(u"hostile://a"_s));
    QVERIFY(readAndWait(panel));
    ResourcePreview *preview = contentPreview(panel);
    QCOMPARE(preview->contents().size(), 3);
    QCOMPARE(preview->chooser()->count(), 3);
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QVERIFY(!preview->isHighlighted());
    QVERIFY(preview->textView()->toPlainText().startsWith(u"<img src="_s));
    preview->setCurrentIndex(1);
    QCOMPARE(preview->page(), ResourcePreview::Page::Binary);
    QVERIFY(preview->note().contains(u"not valid base64"_s));
    preview->setCurrentIndex(2);
    QCOMPARE(preview->page(), ResourcePreview::Page::Binary);
    QVERIFY(panel.grab().save(shotPath(u"resources-hostile.png"_s)));

    // An invalid template cannot be read; a valid one completes with at most 100 values.
    QVERIFY(panel.selectTemplate(u"hostile://{a"_s));
    QVERIFY(!readButton(panel)->isEnabled());
    QVERIFY(templateForm(panel)->isEmpty());
    QVERIFY(panel.selectTemplate(u"hostile://{x}{?y}"_s));
    QCOMPARE(templateForm(panel)->arguments().size(), 2);
    QVERIFY(templateForm(panel)->arguments().at(0).required);
    QVERIFY(!templateForm(panel)->arguments().at(1).required);
    templateForm(panel)->editor(u"x"_s)->setText(u"1"_s);
    QCOMPARE(panel.currentUri(), u"hostile://1"_s);
    templateForm(panel)->editor(u"y"_s)->setText(u"a b"_s);
    QCOMPARE(panel.currentUri(), u"hostile://1?y=a%20b"_s);
    QTest::keyClicks(templateForm(panel)->editor(u"x"_s), u"2"_s);
    QTRY_COMPARE_WITH_TIMEOUT(templateForm(panel)->suggestions(u"x"_s).size(), CompletionRequester::MaxValues, 20000);
}

QTEST_MAIN(TestResourcesPanel)
#include "tst_resourcespanel.moc"
