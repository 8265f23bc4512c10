// SPDX-License-Identifier: MIT
// The Resources tab against the real demo server and server-everything: lists, search,
// previews by kind, template form with completion, subscriptions, list changes.
#include "content/resourcecontent.h"
#include "findchild.h"
#include "liveconnection.h"
#include "mcp/completionrequester.h"
#include "mcp/mcpclient.h"
#include "resources/resourcecatalog.h"
#include "resources/resourcelistmodel.h"
#include "resources/resourcetemplatemodel.h"
#include "session/session.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"
#include "widgets/common/featuredisplaymodel.h"
#include "widgets/forms/argumentform.h"
#include "widgets/json/jsonview.h"
#include "widgets/resources/resourcepreview.h"
#include "widgets/resources/resourcespanel.h"

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
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace mcpscope;

namespace {

// The panel's parts, found by their objectName as the panel names them.
QLineEdit *searchField(const ResourcesPanel &panel)
{
    return test::child<QLineEdit>(panel, QStringLiteral("resourcesSearch"));
}

QTabWidget *listTabs(const ResourcesPanel &panel)
{
    return test::child<QTabWidget>(panel, QStringLiteral("resourcesListTabs"));
}

QTreeView *resourceView(const ResourcesPanel &panel)
{
    return test::child<QTreeView>(panel, QStringLiteral("resourcesList"));
}

QTreeView *templateView(const ResourcesPanel &panel)
{
    return test::child<QTreeView>(panel, QStringLiteral("resourceTemplatesList"));
}

ArgumentForm *templateForm(const ResourcesPanel &panel)
{
    return test::child<ArgumentForm>(panel, QStringLiteral("resourceTemplateForm"));
}

ResourcePreview *contentPreview(const ResourcesPanel &panel)
{
    return test::child<ResourcePreview>(panel, QStringLiteral("resourcePreview"));
}

JsonView *rawView(const ResourcesPanel &panel)
{
    return test::child<JsonView>(panel, QStringLiteral("resourceRawJson"));
}

QPushButton *readButton(const ResourcesPanel &panel)
{
    return test::child<QPushButton>(panel, QStringLiteral("resourcesRead"));
}

QPushButton *subscribeButton(const ResourcesPanel &panel)
{
    return test::child<QPushButton>(panel, QStringLiteral("resourcesSubscribe"));
}

QLabel *updatedBadge(const ResourcesPanel &panel)
{
    return test::child<QLabel>(panel, QStringLiteral("updatedBadge"));
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
             qPrintable(QStringLiteral("The demo server is not built: %1").arg(test::demoServerBinary())));
}

void TestResourcesPanel::demoServerLists()
{
    Server s(Server::demoServer());
    ResourcesPanel panel;
    QAbstractItemModelTester tester(resourceView(panel)->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1100, 650);
    panel.show();
    QSignalSpy availability(&panel, &ResourcesPanel::availabilityChanged);
    panel.setClient(&s.client);
    QVERIFY(panel.isAvailable());
    QVERIFY(panel.hintLabel()->isVisible());
    QVERIFY(panel.availabilityHint().contains(QStringLiteral("Connect")));
    s.client.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(resourceView(panel)->model()->rowCount(), 26, 30000);
    QVERIFY(panel.isAvailable());
    QVERIFY(panel.availabilityHint().isEmpty());
    QVERIFY(!panel.hintLabel()->isVisible());
    QCOMPARE(listTabs(panel)->tabText(0), QStringLiteral("Resources (26)"));
    QTRY_COMPARE(listTabs(panel)->tabText(1), QStringLiteral("Templates (2)"));

    searchField(panel)->setText(QStringLiteral("png"));
    QCOMPARE(resourceView(panel)->model()->rowCount(), 2);
    QCOMPARE(listTabs(panel)->tabText(0), QStringLiteral("Resources (2 of 26)"));
    searchField(panel)->setText(QStringLiteral("GREETING"));
    QCOMPARE(templateView(panel)->model()->rowCount(), 1);
    searchField(panel)->clear();
    QCOMPARE(resourceView(panel)->model()->rowCount(), 26);

    // Selecting a resource hidden by the search clears the search.
    searchField(panel)->setText(QStringLiteral("png"));
    QVERIFY(panel.selectResource(QStringLiteral("demo://notes/01.md")));
    QVERIFY(searchField(panel)->text().isEmpty());
    QCOMPARE(panel.currentUri(), QStringLiteral("demo://notes/01.md"));
    QVERIFY(!panel.selectResource(QStringLiteral("demo://none")));
    QVERIFY(readButton(panel)->isEnabled());
    QCOMPARE(readButton(panel)->text(), QStringLiteral("Read"));
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
    QVERIFY(panel.selectResource(QStringLiteral("demo://notes/01.md")));
    QVERIFY(readAndWait(panel));
    ResourcePreview *preview = contentPreview(panel);
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QVERIFY(preview->textView()->toPlainText().startsWith(QStringLiteral("# Code review checklist")));
    QVERIFY(preview->isHighlighted());
    QCOMPARE(preview->definitionName(), QStringLiteral("Markdown"));
    QVERIFY(preview->note().contains(QStringLiteral("text/markdown")));
    QCOMPARE(panel.shownUri(), QStringLiteral("demo://notes/01.md"));
    QCOMPARE(readButton(panel)->text(), QStringLiteral("Re-read"));
    // The raw answer is there too.
    QVERIFY(rawView(panel)->toPlainText().contains(QStringLiteral("\"contents\"")));
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("resources-markdown.png"))));

    // JSON, highlighted as JSON.
    QVERIFY(panel.selectResource(QStringLiteral("demo://data/03.json")));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QCOMPARE(preview->definitionName(), QStringLiteral("JSON"));
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("resources-json.png"))));

    // Plain text: not highlighted.
    QVERIFY(panel.selectResource(QStringLiteral("demo://notes/02.txt")));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QVERIFY(preview->textView()->toPlainText().startsWith(QStringLiteral("Plain text resource 2.")));

    // An image.
    QVERIFY(panel.selectResource(QStringLiteral("demo://images/12.png")));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Image);
    QVERIFY(!preview->imageLabel()->pixmap().isNull());
    QVERIFY(preview->note().contains(QStringLiteral("32 × 32")));
    QVERIFY(preview->saveButton()->isEnabled());
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("resources-image.png"))));
    QTemporaryDir dir;
    QString error;
    QCOMPARE(preview->suggestedFileName(), QStringLiteral("12.png"));
    QVERIFY(preview->saveTo(dir.filePath(QStringLiteral("out.png")), &error));
    QFile saved(dir.filePath(QStringLiteral("out.png")));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().startsWith("\x89PNG"));

    // A URI not in the list is read by its URI; an unknown one gives the server's error.
    panel.showResource(QStringLiteral("demo://greeting/Zed"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.shownUri(), QStringLiteral("demo://greeting/Zed"), 20000);
    QCOMPARE(preview->textView()->toPlainText(), QStringLiteral("Hello, Zed! Nice to meet you."));
    panel.showResource(QStringLiteral("demo://nope"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.shownUri(), QStringLiteral("demo://nope"), 20000);
    QCOMPARE(preview->page(), ResourcePreview::Page::Message);
    QVERIFY(rawView(panel)->toPlainText().contains(QStringLiteral("\"error\"")));
    // showResource of a listed URI selects it.
    panel.showResource(QStringLiteral("demo://notes/04.md"));
    QCOMPARE(resourceView(panel)->currentIndex().data(FeatureListModel::KeyRole).toString(),
             QStringLiteral("demo://notes/04.md"));
    QTRY_COMPARE_WITH_TIMEOUT(panel.shownUri(), QStringLiteral("demo://notes/04.md"), 20000);
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
    QTRY_VERIFY(panel.selectTemplate(QStringLiteral("demo://greeting/{name}")));
    QLineEdit *name = templateForm(panel)->editor(QStringLiteral("name"));
    QVERIFY(name);
    QVERIFY(!readButton(panel)->isEnabled()); // name is empty
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("Gr"));
    QTRY_COMPARE_WITH_TIMEOUT(templateForm(panel)->suggestions(QStringLiteral("name")),
                              QStringList{QStringLiteral("Grace")}, 20000);
    // Typing on: the answer to the newest text wins.
    QTest::keyClick(name, Qt::Key_Backspace);
    QTest::keyClick(name, Qt::Key_Backspace);
    QTest::keyClicks(name, QStringLiteral("B"));
    QTest::keyClicks(name, QStringLiteral("j"));
    QTRY_COMPARE_WITH_TIMEOUT(templateForm(panel)->suggestions(QStringLiteral("name")),
                              QStringList{QStringLiteral("Bjarne")}, 20000);
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("resources-template.png"))));
    // The suggestions pop up under the field that has the focus.
    QTest::keyClick(name, Qt::Key_Backspace);
    QTRY_COMPARE_WITH_TIMEOUT(templateForm(panel)->suggestions(QStringLiteral("name")),
                              (QStringList{QStringLiteral("Barbara"), QStringLiteral("Bjarne")}), 20000);
    QTRY_VERIFY(name->completer()->popup()->isVisible());
    QVERIFY(name->completer()->popup()->grab().save(shotPath(QStringLiteral("resources-completion.png"))));
    const QList<SessionEvent> &events = s.session.events();
    QJsonObject lastComplete;
    for (const SessionEvent &e : events) {
        if (e.type == SessionEvent::Type::Sent && e.message.method() == QStringLiteral("completion/complete"))
            lastComplete = e.message.params();
    }
    QCOMPARE(lastComplete.value(QStringLiteral("ref")).toObject().value(QStringLiteral("type")).toString(),
             QStringLiteral("ref/resource"));
    QCOMPARE(lastComplete.value(QStringLiteral("argument")).toObject().value(QStringLiteral("value")).toString(),
             QStringLiteral("B"));

    name->setText(QStringLiteral("Ada Lovelace"));
    QCOMPARE(panel.currentUri(), QStringLiteral("demo://greeting/Ada%20Lovelace"));
    QVERIFY(readButton(panel)->isEnabled());
    QVERIFY(readAndWait(panel));
    QCOMPARE(contentPreview(panel)->textView()->toPlainText(),
             QStringLiteral("Hello, Ada Lovelace! Nice to meet you."));
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
    QVERIFY(panel.selectResource(QStringLiteral("demo://clock")));
    QVERIFY(readAndWait(panel));
    QVERIFY(subscribeButton(panel)->isEnabled());
    QCOMPARE(subscribeButton(panel)->text(), QStringLiteral("Subscribe"));
    QVERIFY(!updatedBadge(panel)->isVisible());
    subscribeButton(panel)->click();
    QTRY_COMPARE_WITH_TIMEOUT(subscribeButton(panel)->text(), QStringLiteral("Unsubscribe"), 20000);
    // The clock is updated every 2 s: the badge shows, in the panel and in the list.
    QTRY_VERIFY_WITH_TIMEOUT(updatedBadge(panel)->isVisible(), 30000);
    QVERIFY(resourceView(panel)->model()->index(0, 0).data().toString().contains(QStringLiteral("[updated]")));
    QVERIFY(!resourceView(panel)->model()->index(0, 0).data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("resources-updated.png"))));
    QSignalSpy updates(panel.catalog(), &ResourceCatalog::resourceUpdated);
    QVERIFY(readAndWait(panel));
    QVERIFY(!updatedBadge(panel)->isVisible() || updates.size() > 0);
    subscribeButton(panel)->click();
    QTRY_COMPARE_WITH_TIMEOUT(subscribeButton(panel)->text(), QStringLiteral("Subscribe"), 20000);
    QVERIFY(!updatedBadge(panel)->isVisible());

    // add-note changes the list: the list is read again, with a visible indicator.
    QVERIFY(!panel.listChangedIndicator()->isVisible());
    const Reply added
        = s.call(QStringLiteral("tools/call"),
                 {{QStringLiteral("name"), QStringLiteral("add-note")},
                  {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("title"), QStringLiteral("New")},
                                                            {QStringLiteral("text"), QStringLiteral("hello")}}}});
    QVERIFY(added.ok());
    QTRY_VERIFY_WITH_TIMEOUT(panel.listChangedIndicator()->isVisible(), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->resources()->rowCount(), 27, 20000);
    QCOMPARE(listTabs(panel)->tabText(0), QStringLiteral("Resources (27)"));
    // The selection survived the new list.
    QCOMPARE(resourceView(panel)->currentIndex().data(FeatureListModel::KeyRole).toString(),
             QStringLiteral("demo://clock"));

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
        QFAIL(test::peerMissingMessage(QStringLiteral("server-everything")).constData());
    Server s(config);
    ResourcesPanel panel;
    panel.resize(1100, 650);
    panel.show();
    panel.setClient(&s.client);
    s.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(panel.catalog()->resources()->rowCount() >= 7, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(panel.catalog()->templates()->rowCount() >= 2, 30000);

    // A gzip file made from a data: URI is a binary resource: size, hex dump, Save.
    const QString data = QStringLiteral("data:text/plain;base64,")
                         + QString::fromLatin1(QByteArray("hello mcpscope\n").repeated(40).toBase64());
    const Reply made
        = s.call(QStringLiteral("tools/call"),
                 {{QStringLiteral("name"), QStringLiteral("gzip-file-as-resource")},
                  {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("name"), QStringLiteral("sample.txt.gz")},
                                                            {QStringLiteral("data"), data}}}});
    QVERIFY2(made.ok(), qPrintable(made.errorMessage));
    QString link;
    for (const QJsonValue &block : made.result.object().value(QStringLiteral("content")).toArray()) {
        if (block.toObject().value(QStringLiteral("type")).toString() == QStringLiteral("resource_link"))
            link = block.toObject().value(QStringLiteral("uri")).toString();
    }
    QVERIFY(!link.isEmpty());
    panel.showResource(link);
    QTRY_COMPARE_WITH_TIMEOUT(panel.shownUri(), link, 20000);
    // The new resource is listed once the list was read again: it gets selected.
    QTRY_COMPARE_WITH_TIMEOUT(resourceView(panel)->currentIndex().data(FeatureListModel::KeyRole).toString(), link,
                              20000);
    ResourcePreview *preview = contentPreview(panel);
    QCOMPARE(preview->page(), ResourcePreview::Page::Binary);
    QVERIFY(preview->note().contains(QStringLiteral("application/gzip")));
    QVERIFY2(preview->hexView()->toPlainText().startsWith(QStringLiteral("00000000  1F 8B")),
             qPrintable(preview->hexView()->toPlainText().left(80)));
    QVERIFY(preview->saveButton()->isEnabled());
    QCOMPARE(preview->suggestedFileName(), QStringLiteral("sample.txt.gz"));
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("resources-binary.png"))));

    // The static documents: markdown.
    const QString document = panel.catalog()->resources()->itemAt(0).value(QStringLiteral("uri")).toString();
    QVERIFY(panel.selectResource(document));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);

    // Subscribing, then toggle-subscriber-updates: notifications/resources/updated arrive.
    subscribeButton(panel)->click();
    QTRY_COMPARE_WITH_TIMEOUT(subscribeButton(panel)->text(), QStringLiteral("Unsubscribe"), 20000);
    const Reply toggled
        = s.call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("toggle-subscriber-updates")},
                                                {QStringLiteral("arguments"), QJsonObject()}});
    QVERIFY2(toggled.ok(), qPrintable(toggled.errorMessage));
    QTRY_VERIFY_WITH_TIMEOUT(updatedBadge(panel)->isVisible(), 30000);
    QVERIFY(panel.catalog()->isUpdated(document));
    s.call(QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("toggle-subscriber-updates")},
                                          {QStringLiteral("arguments"), QJsonObject()}});

    // A template of everything's, with its completion for resourceId.
    QVERIFY(
        panel.selectTemplate(panel.catalog()->templates()->itemAt(0).value(QStringLiteral("uriTemplate")).toString()));
    const QStringList variables = [&] {
        QStringList names;
        for (const ArgumentForm::Argument &a : templateForm(panel)->arguments())
            names << a.name;
        return names;
    }();
    QCOMPARE(variables, QStringList{QStringLiteral("resourceId")});
    templateForm(panel)->editor(QStringLiteral("resourceId"))->setText(QStringLiteral("1"));
    QVERIFY(readAndWait(panel));
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QVERIFY(preview->textView()->toPlainText().contains(QStringLiteral("Resource 1")));
}

void TestResourcesPanel::unavailable()
{
    ResourcesPanel readOnly;
    QSignalSpy spy(&readOnly, &ResourcesPanel::availabilityChanged);
    readOnly.setReadOnly(true);
    QVERIFY(!readOnly.isAvailable());
    QCOMPARE(spy.size(), 1);
    QVERIFY(readOnly.availabilityHint().contains(QStringLiteral("saved session")));

    // server-filesystem offers tools only.
    const QString script = test::peerScript(QStringLiteral("server-filesystem"), QStringLiteral("dist/index.js"));
    if (script.isEmpty())
        QFAIL(test::peerMissingMessage(QStringLiteral("server-filesystem")).constData());
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
    QVERIFY(panel.availabilityHint().contains(QStringLiteral("does not offer resources")));
    QCOMPARE(panel.hintLabel()->text(), panel.availabilityHint());
}

void TestResourcesPanel::previewLimits()
{
    ResourcePreview preview;
    preview.resize(800, 500);
    // Above the highlighting limit: plain, one enormous line cut into pieces.
    ResourceContent big
        = ResourceContent::fromJson({{QStringLiteral("uri"), QStringLiteral("x:/big.json")},
                                     {QStringLiteral("mimeType"), QStringLiteral("application/json")},
                                     {QStringLiteral("text"), QString(ResourcePreview::HighlightLimit + 10, u'a')}});
    preview.showContents({big});
    QCOMPARE(preview.page(), ResourcePreview::Page::Text);
    QVERIFY(!preview.isHighlighted());
    QVERIFY(preview.note().contains(QStringLiteral("without highlighting")));
    QVERIFY(preview.note().contains(QStringLiteral("pieces of 4096")));
    QVERIFY(preview.textView()->document()->blockCount() > 60);
    // Highlighting by file name when the MIME type says nothing specific.
    ResourceContent code = ResourceContent::fromJson({{QStringLiteral("uri"), QStringLiteral("file:///src/main.py")},
                                                      {QStringLiteral("text"), QStringLiteral("print('hi')\n")}});
    preview.showContents({code});
    QVERIFY(preview.isHighlighted());
    QCOMPARE(preview.definitionName(), QStringLiteral("Python"));
    // Several contents: a chooser; an undecodable image falls back to bytes.
    ResourceContent broken = ResourceContent::fromJson({{QStringLiteral("uri"), QStringLiteral("x:/a.png")},
                                                        {QStringLiteral("mimeType"), QStringLiteral("image/png")},
                                                        {QStringLiteral("blob"), QStringLiteral("AAAA")}});
    preview.showContents({code, broken});
    QVERIFY(preview.chooser()->isVisibleTo(&preview));
    QCOMPARE(preview.chooser()->count(), 2);
    preview.setCurrentIndex(1);
    QCOMPARE(preview.page(), ResourcePreview::Page::Binary);
    QVERIFY(preview.note().contains(QStringLiteral("could not be shown as an image")));
    QVERIFY(preview.hexView()->toPlainText().startsWith(QStringLiteral("00000000  00 00 00")));
    // Server text in tooltips is escaped.
    const QString tip = FeatureDisplayModel::toolTipText(QStringLiteral("<img src=\"file:///etc/passwd\">"));
    QVERIFY(tip.contains(QStringLiteral("&lt;img")));
    QVERIFY(!tip.contains(QStringLiteral("<img")));
    preview.showMessage(QStringLiteral("Nothing"));
    QVERIFY(!preview.saveButton()->isVisibleTo(&preview));
}

void TestResourcesPanel::hostileServer()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "python3 is needed for the hostile fixture server");
    StdioServerConfig config;
    config.program = python;
    config.arguments = {QStringLiteral(FIXTURES_DIR) + QStringLiteral("/hostile_catalog_server.py")};
    Server s(config);
    ResourcesPanel panel;
    QAbstractItemModelTester tester(resourceView(panel)->model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    panel.resize(1100, 650);
    panel.show();
    panel.setClient(&s.client);
    s.client.connectToServer();
    // The item that is not an object is left out; the others show, cut and as text.
    QTRY_COMPARE_WITH_TIMEOUT(panel.catalog()->resources()->rowCount(), 3, 30000);
    QAbstractItemModel *view = resourceView(panel)->model();
    const QString name = view->index(0, 0).data().toString();
    QVERIFY(name.startsWith(QStringLiteral("<img src=")));
    QVERIFY(name.size() < 400);
    QVERIFY(view->index(1, 0).data().toString().size() < 400);
    const QString tip = view->index(0, 0).data(Qt::ToolTipRole).toString();
    QVERIFY(tip.contains(QStringLiteral("&lt;img")));
    QVERIFY(!tip.contains(QStringLiteral("<img")));
    QVERIFY(tip.size() < 20000);
    // 3000 updates for unknown URIs are kept (bounded), and the listed one is flagged.
    QTRY_VERIFY_WITH_TIMEOUT(panel.catalog()->isUpdated(QStringLiteral("hostile://a")), 20000);
    QVERIFY(panel.catalog()->isUpdated(QStringLiteral("hostile://flood/2999")));

    QVERIFY(panel.selectResource(QStringLiteral("hostile://a")));
    QVERIFY(readAndWait(panel));
    ResourcePreview *preview = contentPreview(panel);
    QCOMPARE(preview->contents().size(), 3);
    QCOMPARE(preview->chooser()->count(), 3);
    QCOMPARE(preview->page(), ResourcePreview::Page::Text);
    QVERIFY(!preview->isHighlighted());
    QVERIFY(preview->textView()->toPlainText().startsWith(QStringLiteral("<img src=")));
    preview->setCurrentIndex(1);
    QCOMPARE(preview->page(), ResourcePreview::Page::Binary);
    QVERIFY(preview->note().contains(QStringLiteral("not valid base64")));
    preview->setCurrentIndex(2);
    QCOMPARE(preview->page(), ResourcePreview::Page::Binary);
    QVERIFY(panel.grab().save(shotPath(QStringLiteral("resources-hostile.png"))));

    // An invalid template cannot be read; a valid one completes with at most 100 values.
    QVERIFY(panel.selectTemplate(QStringLiteral("hostile://{a")));
    QVERIFY(!readButton(panel)->isEnabled());
    QVERIFY(templateForm(panel)->isEmpty());
    QVERIFY(panel.selectTemplate(QStringLiteral("hostile://{x}{?y}")));
    QCOMPARE(templateForm(panel)->arguments().size(), 2);
    QVERIFY(templateForm(panel)->arguments().at(0).required);
    QVERIFY(!templateForm(panel)->arguments().at(1).required);
    templateForm(panel)->editor(QStringLiteral("x"))->setText(QStringLiteral("1"));
    QCOMPARE(panel.currentUri(), QStringLiteral("hostile://1"));
    templateForm(panel)->editor(QStringLiteral("y"))->setText(QStringLiteral("a b"));
    QCOMPARE(panel.currentUri(), QStringLiteral("hostile://1?y=a%20b"));
    QTest::keyClicks(templateForm(panel)->editor(QStringLiteral("x")), QStringLiteral("2"));
    QTRY_COMPARE_WITH_TIMEOUT(templateForm(panel)->suggestions(QStringLiteral("x")).size(),
                              CompletionRequester::MaxValues, 20000);
}

QTEST_MAIN(TestResourcesPanel)
#include "tst_resourcespanel.moc"
