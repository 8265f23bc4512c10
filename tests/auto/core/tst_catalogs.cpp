// SPDX-License-Identifier: MIT
// Resources, resource templates, prompts and completions (core): template expansion, the
// interpretation of read and get results, and the catalogs against the real demo server.
#include "content/contentblock.h"
#include "content/resourcecontent.h"
#include "liveconnection.h"
#include "mcp/completionrequester.h"
#include "mcp/mcpclient.h"
#include "prompts/promptcatalog.h"
#include "prompts/promptlistmodel.h"
#include "prompts/promptresult.h"
#include "resources/resourcecatalog.h"
#include "resources/resourcelistmodel.h"
#include "resources/resourcetemplatemodel.h"
#include "resources/uritemplate.h"
#include "session/session.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace mcpscope;

namespace {

struct Connection : test::LiveConnection
{
    using LiveConnection::LiveConnection;
    QList<QJsonObject> sentParams(const QString &method) const
    {
        QList<QJsonObject> out;
        for (const Message &m : sent(method))
            out << m.params();
        return out;
    }
};

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace

class TestCatalogs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void templateExpansion_data();
    void templateExpansion();
    void templateVariables();
    void readResult_data();
    void readResult();
    void readResultProblems();
    void contentBlocks();
    void promptResult();
    void resourcesAgainstDemo();
    void subscriptionsAgainstDemo();
    void listChangedAgainstDemo();
    void completionAgainstDemo();
    void promptsAgainstDemo();
};

void TestCatalogs::initTestCase()
{
    QVERIFY2(QFileInfo(test::demoServerBinary()).isExecutable(),
             qPrintable(QStringLiteral("The demo server is not built: %1").arg(test::demoServerBinary())));
}

void TestCatalogs::templateExpansion_data()
{
    QTest::addColumn<QString>("tpl");
    QTest::addColumn<QString>("expected");
    // The examples of RFC 6570 §1.2 and §3.2 with string values.
    // var="value", hello="Hello World!", path="/foo/bar", empty="", x="1024", y="768",
    // semi=";", base="http://example.com/home/"; "undef" is undefined.
    QTest::newRow("simple") << QStringLiteral("{var}") << QStringLiteral("value");
    QTest::newRow("simple escapes") << QStringLiteral("{hello}") << QStringLiteral("Hello%20World%21");
    QTest::newRow("reserved") << QStringLiteral("{+hello}") << QStringLiteral("Hello%20World!");
    QTest::newRow("reserved path") << QStringLiteral("{+path}/here") << QStringLiteral("/foo/bar/here");
    QTest::newRow("reserved base") << QStringLiteral("{+base}index") << QStringLiteral("http://example.com/home/index");
    QTest::newRow("fragment") << QStringLiteral("X{#var}") << QStringLiteral("X#value");
    QTest::newRow("fragment path") << QStringLiteral("{#path:6}/here") << QStringLiteral("#/foo/b/here");
    QTest::newRow("multiple") << QStringLiteral("map?{x,y}") << QStringLiteral("map?1024,768");
    QTest::newRow("label") << QStringLiteral("X{.var}") << QStringLiteral("X.value");
    QTest::newRow("label two") << QStringLiteral("www{.x,y}") << QStringLiteral("www.1024.768");
    QTest::newRow("path segments") << QStringLiteral("{/var,x}/here") << QStringLiteral("/value/1024/here");
    QTest::newRow("path params") << QStringLiteral("{;x,y,empty}") << QStringLiteral(";x=1024;y=768;empty");
    QTest::newRow("query") << QStringLiteral("{?x,y,empty}") << QStringLiteral("?x=1024&y=768&empty=");
    QTest::newRow("query continuation") << QStringLiteral("?fixed=yes{&x}") << QStringLiteral("?fixed=yes&x=1024");
    QTest::newRow("undefined left out") << QStringLiteral("{?x,undef,y}") << QStringLiteral("?x=1024&y=768");
    QTest::newRow("all undefined") << QStringLiteral("a{?undef}") << QStringLiteral("a");
    QTest::newRow("empty simple") << QStringLiteral("O{empty}X") << QStringLiteral("OX");
    QTest::newRow("prefix") << QStringLiteral("{var:3}") << QStringLiteral("val");
    QTest::newRow("prefix longer") << QStringLiteral("{var:30}") << QStringLiteral("value");
    QTest::newRow("semicolon escaped") << QStringLiteral("{semi}") << QStringLiteral("%3B");
    QTest::newRow("explode of a string") << QStringLiteral("{/var*}") << QStringLiteral("/value");
    QTest::newRow("utf8") << QStringLiteral("demo://greeting/{name}")
                          << QStringLiteral("demo://greeting/J%C3%BCrgen%2Fx");
    QTest::newRow("literal kept") << QStringLiteral("demo://numbers/{x}") << QStringLiteral("demo://numbers/1024");
}

void TestCatalogs::templateExpansion()
{
    QFETCH(QString, tpl);
    QFETCH(QString, expected);
    const QHash<QString, QString> values{{QStringLiteral("var"), QStringLiteral("value")},
                                         {QStringLiteral("hello"), QStringLiteral("Hello World!")},
                                         {QStringLiteral("path"), QStringLiteral("/foo/bar")},
                                         {QStringLiteral("empty"), QStringLiteral("")},
                                         {QStringLiteral("x"), QStringLiteral("1024")},
                                         {QStringLiteral("y"), QStringLiteral("768")},
                                         {QStringLiteral("semi"), QStringLiteral(";")},
                                         {QStringLiteral("base"), QStringLiteral("http://example.com/home/")},
                                         {QStringLiteral("name"), QStringLiteral("Jürgen/x")}};
    const UriTemplate t(tpl);
    QVERIFY2(t.isValid(), qPrintable(t.error()));
    QCOMPARE(t.expand(values), expected);
}

void TestCatalogs::templateVariables()
{
    const UriTemplate t(QStringLiteral("demo://{a}/{+b}{?c,a}{&d}"));
    QVERIFY(t.isValid());
    QCOMPARE(t.variables(),
             (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")}));
    QVERIFY(!t.isOptional(QStringLiteral("a")));
    QVERIFY(!t.isOptional(QStringLiteral("b")));
    QVERIFY(t.isOptional(QStringLiteral("c")));
    QVERIFY(t.isOptional(QStringLiteral("d")));

    const UriTemplate broken(QStringLiteral("demo://{a"));
    QVERIFY(!broken.isValid());
    QVERIFY(broken.error().contains(QStringLiteral("closing")));
    QCOMPARE(broken.expand({{QStringLiteral("a"), QStringLiteral("x")}}), QStringLiteral("demo://{a"));
    QVERIFY(broken.variables().isEmpty());
}

void TestCatalogs::readResult_data()
{
    QTest::addColumn<QJsonObject>("item");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<bool>("problem");

    QTest::newRow("text") << object("{\"uri\":\"demo://notes/01.md\",\"mimeType\":\"text/markdown\",\"text\":\"# Hi\"}")
                          << int(ResourceContent::Kind::Text) << QByteArray("# Hi") << QStringLiteral("md") << false;
    QTest::newRow("text without mime") << object("{\"uri\":\"file:///a/b.rs\",\"text\":\"fn main(){}\"}")
                                       << int(ResourceContent::Kind::Text) << QByteArray("fn main(){}")
                                       << QStringLiteral("rs") << false;
    QTest::newRow("png blob") << object("{\"uri\":\"x:/i\",\"mimeType\":\"image/png\",\"blob\":\"iVBORw0KGgo=\"}")
                              << int(ResourceContent::Kind::Image) << QByteArray("\x89PNG\r\n\x1a\n") << QString()
                              << false;
    QTest::newRow("png sniffed") << object("{\"uri\":\"x:/i\",\"blob\":\"iVBORw0KGgo=\"}")
                                 << int(ResourceContent::Kind::Image) << QByteArray("\x89PNG\r\n\x1a\n") << QString()
                                 << false;
    QTest::newRow("json blob is text") << object(
        "{\"uri\":\"x:/d.json\",\"mimeType\":\"application/json; charset=utf-8\",\"blob\":\"eyJhIjoxfQ==\"}")
                                       << int(ResourceContent::Kind::Text) << QByteArray("{\"a\":1}")
                                       << QStringLiteral("json") << false;
    QTest::newRow("text mime, bytes not utf8")
        << object("{\"uri\":\"x:/t\",\"mimeType\":\"text/plain\",\"blob\":\"//79\"}")
        << int(ResourceContent::Kind::Binary) << QByteArray("\xff\xfe\xfd") << QString() << true;
    QTest::newRow("octet stream") << object(
        "{\"uri\":\"x:/b.bin\",\"mimeType\":\"application/octet-stream\",\"blob\":\"AAECAw==\"}")
                                  << int(ResourceContent::Kind::Binary) << QByteArray("\x00\x01\x02\x03", 4)
                                  << QStringLiteral("bin") << false;
    QTest::newRow("audio") << object("{\"uri\":\"x:/a.wav\",\"mimeType\":\"audio/wav\",\"blob\":\"UklGRg==\"}")
                           << int(ResourceContent::Kind::Audio) << QByteArray("RIFF") << QStringLiteral("wav") << false;
    QTest::newRow("bad base64") << object(
        "{\"uri\":\"x:/b\",\"mimeType\":\"application/octet-stream\",\"blob\":\"AA A\"}")
                                << int(ResourceContent::Kind::Binary) << QByteArray::fromBase64("AA A") << QString()
                                << true;
    QTest::newRow("neither text nor blob")
        << object("{\"uri\":\"x:/n\"}") << int(ResourceContent::Kind::Binary) << QByteArray() << QString() << true;
    QTest::newRow("svg is text") << object(
        "{\"uri\":\"x:/p.svg\",\"mimeType\":\"image/svg+xml\",\"blob\":\"PHN2Zy8+\"}")
                                 << int(ResourceContent::Kind::Text) << QByteArray("<svg/>") << QStringLiteral("svg")
                                 << false;
}

void TestCatalogs::readResult()
{
    QFETCH(QJsonObject, item);
    QFETCH(int, kind);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, suffix);
    QFETCH(bool, problem);
    const QList<ResourceContent> list
        = ResourceContent::fromReadResult({{QStringLiteral("contents"), QJsonArray{item}}});
    QCOMPARE(list.size(), 1);
    const ResourceContent &c = list.first();
    QCOMPARE(int(c.kind), kind);
    QCOMPARE(c.bytes, bytes);
    QCOMPARE(c.size(), bytes.size());
    QCOMPARE(c.uriSuffix(), suffix);
    QCOMPARE(!c.problem.isEmpty(), problem);
    QCOMPARE(c.uri, item.value(QStringLiteral("uri")).toString());
    if (c.kind == ResourceContent::Kind::Text)
        QCOMPARE(c.text.toUtf8(), bytes);
}

void TestCatalogs::readResultProblems()
{
    QString problem;
    QVERIFY(ResourceContent::fromReadResult(object("{\"contents\":{}}"), &problem).isEmpty());
    QVERIFY(problem.contains(QStringLiteral("contents")));
    problem.clear();
    QVERIFY(ResourceContent::fromReadResult(object("{\"contents\":[]}"), &problem).isEmpty());
    QVERIFY(!problem.isEmpty());
    problem.clear();
    const auto list
        = ResourceContent::fromReadResult(object("{\"contents\":[1,{\"uri\":\"a:b\",\"text\":\"t\"}]}"), &problem);
    QCOMPARE(list.size(), 2);
    QVERIFY(!list.at(0).problem.isEmpty());
    QCOMPARE(list.at(1).text, QStringLiteral("t"));
    QVERIFY(problem.isEmpty());
}

void TestCatalogs::contentBlocks()
{
    ContentBlock text = ContentBlock::fromJson(object("{\"type\":\"text\",\"text\":\"<b>hi</b>\"}"));
    QCOMPARE(text.type, ContentBlock::Type::Text);
    QCOMPARE(text.text, QStringLiteral("<b>hi</b>"));
    QVERIFY(text.problem.isEmpty());
    ContentBlock image
        = ContentBlock::fromJson(object("{\"type\":\"image\",\"mimeType\":\"image/png\",\"data\":\"iVBORw0KGgo=\"}"));
    QCOMPARE(image.type, ContentBlock::Type::Image);
    QVERIFY(image.data.startsWith("\x89PNG"));
    ContentBlock audio
        = ContentBlock::fromJson(object("{\"type\":\"audio\",\"mimeType\":\"audio/wav\",\"data\":\"UklGRg==\"}"));
    QCOMPARE(audio.type, ContentBlock::Type::Audio);
    QCOMPARE(audio.data, QByteArray("RIFF"));
    ContentBlock link
        = ContentBlock::fromJson(object("{\"type\":\"resource_link\",\"uri\":\"demo://clock\",\"name\":\"clock\"}"));
    QCOMPARE(link.type, ContentBlock::Type::ResourceLink);
    QCOMPARE(link.uri, QStringLiteral("demo://clock"));
    QCOMPARE(link.name, QStringLiteral("clock"));
    QCOMPARE(link.size, -1);
    QCOMPARE(link.kind(), ContentBlock::Kind::ResourceLink);
    QCOMPARE(ContentBlock::fromJson(object("{\"type\":\"resource_link\",\"uri\":\"a:b\",\"size\":12}")).size, 12);
    ContentBlock embedded = ContentBlock::fromJson(object(
        "{\"type\":\"resource\",\"resource\":{\"uri\":\"a:b.md\",\"mimeType\":\"text/markdown\",\"text\":\"# x\"}}"));
    QCOMPARE(embedded.type, ContentBlock::Type::EmbeddedResource);
    QCOMPARE(embedded.resource.kind, ResourceContent::Kind::Text);
    QCOMPARE(embedded.resource.text, QStringLiteral("# x"));
    QCOMPARE(embedded.kind(), ContentBlock::Kind::EmbeddedText);
    ContentBlock blob
        = ContentBlock::fromJson(object("{\"type\":\"resource\",\"resource\":{\"uri\":\"a:b\",\"blob\":\"%%\"}}"));
    QCOMPARE(blob.kind(), ContentBlock::Kind::EmbeddedBlob);
    QCOMPARE(blob.issue, ContentBlock::Issue::ResourceProblem);
    QCOMPARE(blob.resource.issue, ResourceContent::Issue::BadBase64);
    ContentBlock unknown = ContentBlock::fromJson(object("{\"type\":\"hologram\"}"));
    QCOMPARE(unknown.type, ContentBlock::Type::Unknown);
    QVERIFY(unknown.problem.contains(QStringLiteral("hologram")));
    QCOMPARE(unknown.issue, ContentBlock::Issue::UnknownType);
    QCOMPARE(ContentBlock::fromJson(object("{}")).issue, ContentBlock::Issue::NoType);
    QVERIFY(!ContentBlock::fromJson(QJsonValue(3)).problem.isEmpty());
    QCOMPARE(ContentBlock::fromJson(QJsonValue(3)).issue, ContentBlock::Issue::NotObject);
    QVERIFY(!ContentBlock::fromJson(object("{\"type\":\"image\",\"mimeType\":\"image/png\"}")).problem.isEmpty());
    QCOMPARE(ContentBlock::fromJson(object("{\"type\":\"image\",\"mimeType\":\"image/png\"}")).issue,
             ContentBlock::Issue::NoData);
}

void TestCatalogs::promptResult()
{
    const PromptResult r = PromptResult::fromJson(object(
        "{\"description\":\"d\",\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"q\"}},"
        "{\"role\":\"assistant\",\"content\":{\"type\":\"image\",\"mimeType\":\"image/png\",\"data\":\"iVBORw0KGgo=\"}},7]}"));
    QCOMPARE(r.description, QStringLiteral("d"));
    QVERIFY(r.problem.isEmpty());
    QCOMPARE(r.messages.size(), 3);
    QCOMPARE(r.messages.at(0).role, QStringLiteral("user"));
    QCOMPARE(r.messages.at(0).content.text, QStringLiteral("q"));
    QCOMPARE(r.messages.at(1).role, QStringLiteral("assistant"));
    QCOMPARE(r.messages.at(1).content.type, ContentBlock::Type::Image);
    QVERIFY(!r.messages.at(2).content.problem.isEmpty());
    QVERIFY(!PromptResult::fromJson(object("{}")).problem.isEmpty());
}

void TestCatalogs::resourcesAgainstDemo()
{
    Connection c(test::LiveConnection::demoServer());
    ResourceCatalog catalog;
    QAbstractItemModelTester resourcesTester(catalog.resources(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester templatesTester(catalog.templates(),
                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
    catalog.setClient(&c.client);
    QVERIFY(!catalog.isOffered());
    QSignalSpy refreshed(&catalog, &ResourceCatalog::refreshed);
    c.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1, 30000);
    QVERIFY(catalog.isOffered());
    QVERIFY(catalog.canSubscribe());
    QVERIFY(catalog.announcesListChanges());
    QVERIFY2(catalog.errorText().isEmpty(), qPrintable(catalog.errorText()));

    // 26 resources over three pages of ten.
    QCOMPARE(catalog.resources()->rowCount(), 26);
    QCOMPARE(c.sentCount(QStringLiteral("resources/list")), 3);
    QVERIFY(c.sentParams(QStringLiteral("resources/list")).at(1).contains(QStringLiteral("cursor")));
    ResourceListModel *model = catalog.resources();
    QCOMPARE(model->index(0, ResourceListModel::UriColumn).data().toString(), QStringLiteral("demo://clock"));
    QCOMPARE(model->index(0, ResourceListModel::NameColumn).data().toString(), QStringLiteral("Current time"));
    const int image = model->rowOfKey(QStringLiteral("demo://images/12.png"));
    QVERIFY(image > 0);
    QCOMPARE(model->index(image, 0).data(ResourceListModel::MimeTypeRole).toString(), QStringLiteral("image/png"));
    QVERIFY(model->index(image, 0).data(ResourceListModel::SizeRole).toLongLong() > 0);
    QVERIFY(!model->index(image, ResourceListModel::SizeColumn).data().toString().isEmpty());
    QVERIFY(model->index(image, 0).data(ResourceListModel::SearchTextRole).toString().contains(QStringLiteral("PNG")));

    QCOMPARE(catalog.templates()->rowCount(), 2);
    QCOMPARE(catalog.templates()->index(0, ResourceTemplateModel::TemplateColumn).data().toString(),
             QStringLiteral("demo://greeting/{name}"));

    // Reading: an image (blob) and a text with its MIME type.
    Reply reply;
    bool done = false;
    catalog.read(QStringLiteral("demo://images/12.png"), this, [&](const Reply &r) {
        reply = r;
        done = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QVERIFY(reply.ok());
    QList<ResourceContent> contents = ResourceContent::fromReadResult(reply.result.object());
    QCOMPARE(contents.size(), 1);
    QCOMPARE(contents.first().kind, ResourceContent::Kind::Image);
    QVERIFY(contents.first().fromBlob);
    QCOMPARE(ResourceContent::sniffImageType(contents.first().bytes), QStringLiteral("image/png"));

    done = false;
    const UriTemplate greeting(catalog.templates()->itemAt(0).value(QStringLiteral("uriTemplate")).toString());
    const QString uri = greeting.expand({{QStringLiteral("name"), QStringLiteral("Ada Lovelace")}});
    QCOMPARE(uri, QStringLiteral("demo://greeting/Ada%20Lovelace"));
    catalog.read(uri, this, [&](const Reply &r) {
        reply = r;
        done = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QVERIFY(reply.ok());
    contents = ResourceContent::fromReadResult(reply.result.object());
    QCOMPARE(contents.first().kind, ResourceContent::Kind::Text);
    QCOMPARE(contents.first().text, QStringLiteral("Hello, Ada Lovelace! Nice to meet you."));

    // A new connection starts empty and asks again.
    QSignalSpy exited(c.transport, &Transport::exited);
    c.client.disconnectFromServer();
    QTRY_VERIFY_WITH_TIMEOUT(exited.size() == 1, 20000);
    QVERIFY(!catalog.isOffered());
    QCOMPARE(model->rowCount(), 26); // still visible after the server left
    refreshed.clear();
    c.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1 && model->rowCount() == 26, 30000);
}

void TestCatalogs::subscriptionsAgainstDemo()
{
    Connection c(test::LiveConnection::demoServer());
    ResourceCatalog catalog;
    QAbstractItemModelTester tester(catalog.resources(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    catalog.setClient(&c.client);
    QSignalSpy refreshed(&catalog, &ResourceCatalog::refreshed);
    c.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1, 30000);

    const QString clock = QStringLiteral("demo://clock");
    QSignalSpy changed(&catalog, &ResourceCatalog::subscriptionChanged);
    QSignalSpy updated(&catalog, &ResourceCatalog::resourceUpdated);
    QSignalSpy dataChanged(catalog.resources(), &QAbstractItemModel::dataChanged);
    catalog.subscribe(clock);
    QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 20000);
    QVERIFY(catalog.isSubscribed(clock));
    QVERIFY(catalog.resources()->index(0, 0).data(ResourceListModel::SubscribedRole).toBool());
    QVERIFY(dataChanged.size() >= 1);
    QCOMPARE(c.sentParams(QStringLiteral("resources/subscribe")).first().value(QStringLiteral("uri")).toString(),
             clock);

    // The demo server sends notifications/resources/updated every 2 s for the clock.
    QTRY_VERIFY_WITH_TIMEOUT(updated.size() >= 1, 30000);
    QCOMPARE(updated.first().first().toString(), clock);
    QVERIFY(catalog.isUpdated(clock));
    QVERIFY(catalog.resources()->index(0, 0).data(ResourceListModel::UpdatedRole).toBool());

    // Reading clears the flag.
    bool done = false;
    catalog.read(clock, this, [&](const Reply &r) {
        QVERIFY(r.ok());
        done = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    // An update may arrive right after the read; what matters is that the read cleared it.
    QVERIFY(!catalog.isUpdated(clock) || updated.size() >= 2);

    catalog.unsubscribe(clock);
    QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 2, 20000);
    QCOMPARE(changed.last().at(1).toBool(), false);
    QVERIFY(!catalog.isSubscribed(clock));
    QVERIFY(!catalog.isUpdated(clock));

    // A URI the server does not know is refused in plain words.
    QSignalSpy failed(&catalog, &ResourceCatalog::subscriptionFailed);
    catalog.subscribe(QStringLiteral("demo://nope"));
    QTRY_VERIFY_WITH_TIMEOUT(failed.size() + changed.size() >= 3, 20000);
}

void TestCatalogs::listChangedAgainstDemo()
{
    Connection c(test::LiveConnection::demoServer());
    ResourceCatalog catalog;
    QAbstractItemModelTester tester(catalog.resources(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    catalog.setClient(&c.client);
    QSignalSpy refreshed(&catalog, &ResourceCatalog::refreshed);
    QSignalSpy listChanged(&catalog, &ResourceCatalog::listChanged);
    c.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1, 30000);
    QCOMPARE(catalog.resources()->rowCount(), 26);
    const Reply added
        = c.call(QStringLiteral("tools/call"),
                 {{QStringLiteral("name"), QStringLiteral("add-note")},
                  {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("title"), QStringLiteral("Fresh")},
                                                            {QStringLiteral("text"), QStringLiteral("new")}}}});
    QVERIFY2(added.ok(), qPrintable(added.errorMessage));
    QTRY_COMPARE_WITH_TIMEOUT(listChanged.size(), 1, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(catalog.resources()->rowCount(), 27, 20000);
    QVERIFY(catalog.resources()->rowOfKey(QStringLiteral("demo://notes/added-1.md")) >= 0);
}

void TestCatalogs::completionAgainstDemo()
{
    Connection c(test::LiveConnection::demoServer());
    CompletionRequester requester;
    requester.setClient(&c.client);
    requester.setDebounceMs(50);
    QVERIFY(!requester.isAvailable());
    c.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(c.client.state() == McpClient::State::Ready, 30000);
    QVERIFY(requester.isAvailable());

    requester.setReference(CompletionRequester::templateReference(QStringLiteral("demo://greeting/{name}")));
    QCOMPARE(requester.reference().value(QStringLiteral("type")).toString(), QStringLiteral("ref/resource"));
    QSignalSpy completed(&requester, &CompletionRequester::completed);
    // Typing "A", "Ad", "Ada" in a row: one request, for the last text.
    requester.request(QStringLiteral("name"), QStringLiteral("A"));
    requester.request(QStringLiteral("name"), QStringLiteral("Ad"));
    requester.request(QStringLiteral("name"), QStringLiteral("Ada"));
    QTRY_COMPARE_WITH_TIMEOUT(completed.size(), 1, 20000);
    QCOMPARE(requester.sentCount(), 1);
    QCOMPARE(c.sentCount(QStringLiteral("completion/complete")), 1);
    const QJsonObject params = c.sentParams(QStringLiteral("completion/complete")).first();
    QCOMPARE(params.value(QStringLiteral("ref")).toObject().value(QStringLiteral("uri")).toString(),
             QStringLiteral("demo://greeting/{name}"));
    QCOMPARE(params.value(QStringLiteral("argument")).toObject().value(QStringLiteral("value")).toString(),
             QStringLiteral("Ada"));
    QVERIFY(!params.contains(QStringLiteral("context")));
    QCOMPARE(completed.first().at(1).toString(), QStringLiteral("Ada"));
    QCOMPARE(completed.first().at(2).toStringList(), QStringList{QStringLiteral("Ada")});

    // Prompt argument with the other arguments as context; a stale answer is dropped.
    requester.setReference(CompletionRequester::promptReference(QStringLiteral("review-code")));
    completed.clear();
    // The moment the request for "P" is on its way (its answer cannot be here yet), "Py" is typed.
    bool typedOn = false;
    const auto typing = connect(&c.session, &Session::eventAppended, this, [&](qsizetype index) {
        const SessionEvent &e = c.session.eventAt(index);
        if (!typedOn && e.type == SessionEvent::Type::Sent
            && e.message.method() == QStringLiteral("completion/complete")) {
            typedOn = true;
            requester.request(QStringLiteral("language"), QStringLiteral("Py"),
                              QJsonObject{{QStringLiteral("code"), QStringLiteral("x = 1")}});
        }
    });
    requester.request(QStringLiteral("language"), QStringLiteral("P"),
                      QJsonObject{{QStringLiteral("code"), QStringLiteral("x = 1")},
                                  {QStringLiteral("language"), QStringLiteral("P")}});
    QTRY_COMPARE_WITH_TIMEOUT(c.sentCount(QStringLiteral("completion/complete")), 3, 20000);
    disconnect(typing);
    QTRY_COMPARE_WITH_TIMEOUT(completed.size(), 1, 20000);
    // Both answers are in once a ping sent now is answered (the server answers in order).
    QVERIFY(c.call(QStringLiteral("ping"), {}).ok());
    QCOMPARE(completed.size(), 1);
    QCOMPARE(completed.first().at(1).toString(), QStringLiteral("Py"));
    QCOMPARE(completed.first().at(2).toStringList(), QStringList{QStringLiteral("Python")});
    QCOMPARE(c.sentParams(QStringLiteral("completion/complete"))
                 .at(1)
                 .value(QStringLiteral("argument"))
                 .toObject()
                 .value(QStringLiteral("value"))
                 .toString(),
             QStringLiteral("P"));
    const QJsonObject second = c.sentParams(QStringLiteral("completion/complete")).at(2);
    QCOMPARE(second.value(QStringLiteral("context")).toObject().value(QStringLiteral("arguments")).toObject(),
             (QJsonObject{{QStringLiteral("code"), QStringLiteral("x = 1")}}));

    // An unknown reference is an error, reported.
    QSignalSpy failed(&requester, &CompletionRequester::failed);
    requester.setReference(CompletionRequester::promptReference(QStringLiteral("no-such-prompt")));
    requester.request(QStringLiteral("x"), QStringLiteral("y"));
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
}

void TestCatalogs::promptsAgainstDemo()
{
    Connection c(test::LiveConnection::demoServer());
    PromptCatalog catalog;
    QAbstractItemModelTester tester(catalog.prompts(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    catalog.setClient(&c.client);
    QSignalSpy refreshed(&catalog, &PromptCatalog::refreshed);
    c.client.connectToServer();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1, 30000);
    QVERIFY(catalog.isOffered());
    PromptListModel *model = catalog.prompts();
    QCOMPARE(model->rowCount(), 3);
    const int review = model->rowOfKey(QStringLiteral("review-code"));
    QVERIFY(review >= 0);
    QCOMPARE(model->index(review, PromptListModel::ArgumentsColumn).data().toString(),
             QStringLiteral("code*, language"));
    QCOMPARE(model->index(review, PromptListModel::NameColumn).data().toString(), QStringLiteral("Review code"));

    Reply reply;
    bool done = false;
    catalog.get(QStringLiteral("review-code"),
                {{QStringLiteral("code"), QStringLiteral("int main() {}")}, {QStringLiteral("language"), QString()}},
                this, [&](const Reply &r) {
                    reply = r;
                    done = true;
                });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
    // Empty arguments are left out.
    QCOMPARE(c.sentParams(QStringLiteral("prompts/get")).first().value(QStringLiteral("arguments")).toObject(),
             (QJsonObject{{QStringLiteral("code"), QStringLiteral("int main() {}")}}));
    const PromptResult result = PromptResult::fromJson(reply.result.object());
    QCOMPARE(result.messages.size(), 2);
    QCOMPARE(result.messages.at(0).role, QStringLiteral("user"));
    QVERIFY(result.messages.at(0).content.text.contains(QStringLiteral("int main() {}")));
    QCOMPARE(result.messages.at(1).content.type, ContentBlock::Type::EmbeddedResource);
    QCOMPARE(result.messages.at(1).content.resource.mimeType, QStringLiteral("text/markdown"));
    QVERIFY(result.messages.at(1).content.resource.text.contains(QStringLiteral("Code review checklist")));

    // A missing required argument is the server's error, passed on.
    done = false;
    catalog.get(QStringLiteral("greeting"), {}, this, [&](const Reply &r) {
        reply = r;
        done = true;
    });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QCOMPARE(reply.status, Reply::Status::Error);
    QVERIFY(reply.errorMessage.contains(QStringLiteral("name")));
}

QTEST_GUILESS_MAIN(TestCatalogs)
#include "tst_catalogs.moc"
