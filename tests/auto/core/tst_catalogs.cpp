// SPDX-License-Identifier: MIT
// Resources, resource templates, prompts and completions (core): template expansion, the
// interpretation of read and get results, and the catalogs against the real demo server.
#include "content/contentblock.h"
#include "content/resourcecontent.h"
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
#include "liveconnection.h"
#include "testpaths.h"
#include "transport/stdiotransport.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace mcpscope;
using namespace Qt::StringLiterals;

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
    QTest::newRow("simple") << u"{var}"_s << u"value"_s;
    QTest::newRow("simple escapes") << u"{hello}"_s << u"Hello%20World%21"_s;
    QTest::newRow("reserved") << u"{+hello}"_s << u"Hello%20World!"_s;
    QTest::newRow("reserved path") << u"{+path}/here"_s << u"/foo/bar/here"_s;
    QTest::newRow("reserved base") << u"{+base}index"_s << u"http://example.com/home/index"_s;
    QTest::newRow("fragment") << u"X{#var}"_s << u"X#value"_s;
    QTest::newRow("fragment path") << u"{#path:6}/here"_s << u"#/foo/b/here"_s;
    QTest::newRow("multiple") << u"map?{x,y}"_s << u"map?1024,768"_s;
    QTest::newRow("label") << u"X{.var}"_s << u"X.value"_s;
    QTest::newRow("label two") << u"www{.x,y}"_s << u"www.1024.768"_s;
    QTest::newRow("path segments") << u"{/var,x}/here"_s << u"/value/1024/here"_s;
    QTest::newRow("path params") << u"{;x,y,empty}"_s << u";x=1024;y=768;empty"_s;
    QTest::newRow("query") << u"{?x,y,empty}"_s << u"?x=1024&y=768&empty="_s;
    QTest::newRow("query continuation") << u"?fixed=yes{&x}"_s << u"?fixed=yes&x=1024"_s;
    QTest::newRow("undefined left out") << u"{?x,undef,y}"_s << u"?x=1024&y=768"_s;
    QTest::newRow("all undefined") << u"a{?undef}"_s << u"a"_s;
    QTest::newRow("empty simple") << u"O{empty}X"_s << u"OX"_s;
    QTest::newRow("prefix") << u"{var:3}"_s << u"val"_s;
    QTest::newRow("prefix longer") << u"{var:30}"_s << u"value"_s;
    QTest::newRow("semicolon escaped") << u"{semi}"_s << u"%3B"_s;
    QTest::newRow("explode of a string") << u"{/var*}"_s << u"/value"_s;
    QTest::newRow("utf8") << u"demo://greeting/{name}"_s << u"demo://greeting/J%C3%BCrgen%2Fx"_s;
    QTest::newRow("literal kept") << u"demo://numbers/{x}"_s << u"demo://numbers/1024"_s;
}

void TestCatalogs::templateExpansion()
{
    QFETCH(QString, tpl);
    QFETCH(QString, expected);
    const QHash<QString, QString> values{
        {u"var"_s, u"value"_s}, {u"hello"_s, u"Hello World!"_s}, {u"path"_s, u"/foo/bar"_s},
        {u"empty"_s, QStringLiteral("")}, {u"x"_s, u"1024"_s}, {u"y"_s, u"768"_s},
        {u"semi"_s, u";"_s}, {u"base"_s, u"http://example.com/home/"_s}, {u"name"_s, u"Jürgen/x"_s}};
    const UriTemplate t(tpl);
    QVERIFY2(t.isValid(), qPrintable(t.error()));
    QCOMPARE(t.expand(values), expected);
}

void TestCatalogs::templateVariables()
{
    const UriTemplate t(u"demo://{a}/{+b}{?c,a}{&d}"_s);
    QVERIFY(t.isValid());
    QCOMPARE(t.variables(), (QStringList{u"a"_s, u"b"_s, u"c"_s, u"d"_s}));
    QVERIFY(!t.isOptional(u"a"_s));
    QVERIFY(!t.isOptional(u"b"_s));
    QVERIFY(t.isOptional(u"c"_s));
    QVERIFY(t.isOptional(u"d"_s));

    const UriTemplate broken(u"demo://{a"_s);
    QVERIFY(!broken.isValid());
    QVERIFY(broken.error().contains(u"closing"_s));
    QCOMPARE(broken.expand({{u"a"_s, u"x"_s}}), u"demo://{a"_s);
    QVERIFY(broken.variables().isEmpty());
}

void TestCatalogs::readResult_data()
{
    QTest::addColumn<QJsonObject>("item");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<bool>("problem");

    QTest::newRow("text")
        << object("{\"uri\":\"demo://notes/01.md\",\"mimeType\":\"text/markdown\",\"text\":\"# Hi\"}")
        << int(ResourceContent::Kind::Text) << QByteArray("# Hi") << u"md"_s << false;
    QTest::newRow("text without mime")
        << object("{\"uri\":\"file:///a/b.rs\",\"text\":\"fn main(){}\"}")
        << int(ResourceContent::Kind::Text) << QByteArray("fn main(){}") << u"rs"_s << false;
    QTest::newRow("png blob")
        << object("{\"uri\":\"x:/i\",\"mimeType\":\"image/png\",\"blob\":\"iVBORw0KGgo=\"}")
        << int(ResourceContent::Kind::Image) << QByteArray("\x89PNG\r\n\x1a\n") << QString() << false;
    QTest::newRow("png sniffed")
        << object("{\"uri\":\"x:/i\",\"blob\":\"iVBORw0KGgo=\"}")
        << int(ResourceContent::Kind::Image) << QByteArray("\x89PNG\r\n\x1a\n") << QString() << false;
    QTest::newRow("json blob is text")
        << object("{\"uri\":\"x:/d.json\",\"mimeType\":\"application/json; charset=utf-8\",\"blob\":\"eyJhIjoxfQ==\"}")
        << int(ResourceContent::Kind::Text) << QByteArray("{\"a\":1}") << u"json"_s << false;
    QTest::newRow("text mime, bytes not utf8")
        << object("{\"uri\":\"x:/t\",\"mimeType\":\"text/plain\",\"blob\":\"//79\"}")
        << int(ResourceContent::Kind::Binary) << QByteArray("\xff\xfe\xfd") << QString() << true;
    QTest::newRow("octet stream")
        << object("{\"uri\":\"x:/b.bin\",\"mimeType\":\"application/octet-stream\",\"blob\":\"AAECAw==\"}")
        << int(ResourceContent::Kind::Binary) << QByteArray("\x00\x01\x02\x03", 4) << u"bin"_s << false;
    QTest::newRow("audio")
        << object("{\"uri\":\"x:/a.wav\",\"mimeType\":\"audio/wav\",\"blob\":\"UklGRg==\"}")
        << int(ResourceContent::Kind::Audio) << QByteArray("RIFF") << u"wav"_s << false;
    QTest::newRow("bad base64")
        << object("{\"uri\":\"x:/b\",\"mimeType\":\"application/octet-stream\",\"blob\":\"AA A\"}")
        << int(ResourceContent::Kind::Binary) << QByteArray::fromBase64("AA A") << QString() << true;
    QTest::newRow("neither text nor blob")
        << object("{\"uri\":\"x:/n\"}") << int(ResourceContent::Kind::Binary) << QByteArray() << QString() << true;
    QTest::newRow("svg is text")
        << object("{\"uri\":\"x:/p.svg\",\"mimeType\":\"image/svg+xml\",\"blob\":\"PHN2Zy8+\"}")
        << int(ResourceContent::Kind::Text) << QByteArray("<svg/>") << u"svg"_s << false;
}

void TestCatalogs::readResult()
{
    QFETCH(QJsonObject, item);
    QFETCH(int, kind);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, suffix);
    QFETCH(bool, problem);
    const QList<ResourceContent> list = ResourceContent::fromReadResult({{u"contents"_s, QJsonArray{item}}});
    QCOMPARE(list.size(), 1);
    const ResourceContent &c = list.first();
    QCOMPARE(int(c.kind), kind);
    QCOMPARE(c.bytes, bytes);
    QCOMPARE(c.size(), bytes.size());
    QCOMPARE(c.uriSuffix(), suffix);
    QCOMPARE(!c.problem.isEmpty(), problem);
    QCOMPARE(c.uri, item.value(u"uri"_s).toString());
    if (c.kind == ResourceContent::Kind::Text)
        QCOMPARE(c.text.toUtf8(), bytes);
}

void TestCatalogs::readResultProblems()
{
    QString problem;
    QVERIFY(ResourceContent::fromReadResult(object("{\"contents\":{}}"), &problem).isEmpty());
    QVERIFY(problem.contains(u"contents"_s));
    problem.clear();
    QVERIFY(ResourceContent::fromReadResult(object("{\"contents\":[]}"), &problem).isEmpty());
    QVERIFY(!problem.isEmpty());
    problem.clear();
    const auto list = ResourceContent::fromReadResult(object("{\"contents\":[1,{\"uri\":\"a:b\",\"text\":\"t\"}]}"), &problem);
    QCOMPARE(list.size(), 2);
    QVERIFY(!list.at(0).problem.isEmpty());
    QCOMPARE(list.at(1).text, u"t"_s);
    QVERIFY(problem.isEmpty());
}

void TestCatalogs::contentBlocks()
{
    ContentBlock text = ContentBlock::fromJson(object("{\"type\":\"text\",\"text\":\"<b>hi</b>\"}"));
    QCOMPARE(text.type, ContentBlock::Type::Text);
    QCOMPARE(text.text, u"<b>hi</b>"_s);
    QVERIFY(text.problem.isEmpty());
    ContentBlock image = ContentBlock::fromJson(object("{\"type\":\"image\",\"mimeType\":\"image/png\",\"data\":\"iVBORw0KGgo=\"}"));
    QCOMPARE(image.type, ContentBlock::Type::Image);
    QVERIFY(image.data.startsWith("\x89PNG"));
    ContentBlock audio = ContentBlock::fromJson(object("{\"type\":\"audio\",\"mimeType\":\"audio/wav\",\"data\":\"UklGRg==\"}"));
    QCOMPARE(audio.type, ContentBlock::Type::Audio);
    QCOMPARE(audio.data, QByteArray("RIFF"));
    ContentBlock link = ContentBlock::fromJson(object("{\"type\":\"resource_link\",\"uri\":\"demo://clock\",\"name\":\"clock\"}"));
    QCOMPARE(link.type, ContentBlock::Type::ResourceLink);
    QCOMPARE(link.uri, u"demo://clock"_s);
    QCOMPARE(link.name, u"clock"_s);
    QCOMPARE(link.size, -1);
    QCOMPARE(link.kind(), ContentBlock::Kind::ResourceLink);
    QCOMPARE(ContentBlock::fromJson(object("{\"type\":\"resource_link\",\"uri\":\"a:b\",\"size\":12}")).size, 12);
    ContentBlock embedded = ContentBlock::fromJson(
        object("{\"type\":\"resource\",\"resource\":{\"uri\":\"a:b.md\",\"mimeType\":\"text/markdown\",\"text\":\"# x\"}}"));
    QCOMPARE(embedded.type, ContentBlock::Type::EmbeddedResource);
    QCOMPARE(embedded.resource.kind, ResourceContent::Kind::Text);
    QCOMPARE(embedded.resource.text, u"# x"_s);
    QCOMPARE(embedded.kind(), ContentBlock::Kind::EmbeddedText);
    ContentBlock blob = ContentBlock::fromJson(object("{\"type\":\"resource\",\"resource\":{\"uri\":\"a:b\",\"blob\":\"%%\"}}"));
    QCOMPARE(blob.kind(), ContentBlock::Kind::EmbeddedBlob);
    QCOMPARE(blob.issue, ContentBlock::Issue::ResourceProblem);
    QCOMPARE(blob.resource.issue, ResourceContent::Issue::BadBase64);
    ContentBlock unknown = ContentBlock::fromJson(object("{\"type\":\"hologram\"}"));
    QCOMPARE(unknown.type, ContentBlock::Type::Unknown);
    QVERIFY(unknown.problem.contains(u"hologram"_s));
    QCOMPARE(unknown.issue, ContentBlock::Issue::UnknownType);
    QCOMPARE(ContentBlock::fromJson(object("{}")).issue, ContentBlock::Issue::NoType);
    QVERIFY(!ContentBlock::fromJson(QJsonValue(3)).problem.isEmpty());
    QCOMPARE(ContentBlock::fromJson(QJsonValue(3)).issue, ContentBlock::Issue::NotObject);
    QVERIFY(!ContentBlock::fromJson(object("{\"type\":\"image\",\"mimeType\":\"image/png\"}")).problem.isEmpty());
    QCOMPARE(ContentBlock::fromJson(object("{\"type\":\"image\",\"mimeType\":\"image/png\"}")).issue, ContentBlock::Issue::NoData);
}

void TestCatalogs::promptResult()
{
    const PromptResult r = PromptResult::fromJson(object(
        "{\"description\":\"d\",\"messages\":[{\"role\":\"user\",\"content\":{\"type\":\"text\",\"text\":\"q\"}},"
        "{\"role\":\"assistant\",\"content\":{\"type\":\"image\",\"mimeType\":\"image/png\",\"data\":\"iVBORw0KGgo=\"}},7]}"));
    QCOMPARE(r.description, u"d"_s);
    QVERIFY(r.problem.isEmpty());
    QCOMPARE(r.messages.size(), 3);
    QCOMPARE(r.messages.at(0).role, u"user"_s);
    QCOMPARE(r.messages.at(0).content.text, u"q"_s);
    QCOMPARE(r.messages.at(1).role, u"assistant"_s);
    QCOMPARE(r.messages.at(1).content.type, ContentBlock::Type::Image);
    QVERIFY(!r.messages.at(2).content.problem.isEmpty());
    QVERIFY(!PromptResult::fromJson(object("{}")).problem.isEmpty());
}

void TestCatalogs::resourcesAgainstDemo()
{
    Connection c(test::LiveConnection::demoServer());
    ResourceCatalog catalog;
    QAbstractItemModelTester resourcesTester(catalog.resources(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester templatesTester(catalog.templates(), QAbstractItemModelTester::FailureReportingMode::QtTest);
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
    QCOMPARE(c.sentCount(u"resources/list"_s), 3);
    QVERIFY(c.sentParams(u"resources/list"_s).at(1).contains(u"cursor"_s));
    ResourceListModel *model = catalog.resources();
    QCOMPARE(model->index(0, ResourceListModel::UriColumn).data().toString(), u"demo://clock"_s);
    QCOMPARE(model->index(0, ResourceListModel::NameColumn).data().toString(), u"Current time"_s);
    const int image = model->rowOfKey(u"demo://images/12.png"_s);
    QVERIFY(image > 0);
    QCOMPARE(model->index(image, 0).data(ResourceListModel::MimeTypeRole).toString(), u"image/png"_s);
    QVERIFY(model->index(image, 0).data(ResourceListModel::SizeRole).toLongLong() > 0);
    QVERIFY(!model->index(image, ResourceListModel::SizeColumn).data().toString().isEmpty());
    QVERIFY(model->index(image, 0).data(ResourceListModel::SearchTextRole).toString().contains(u"PNG"_s));

    QCOMPARE(catalog.templates()->rowCount(), 2);
    QCOMPARE(catalog.templates()->index(0, ResourceTemplateModel::TemplateColumn).data().toString(),
             u"demo://greeting/{name}"_s);

    // Reading: an image (blob) and a text with its MIME type.
    Reply reply;
    bool done = false;
    catalog.read(u"demo://images/12.png"_s, this, [&](const Reply &r) { reply = r; done = true; });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QVERIFY(reply.ok());
    QList<ResourceContent> contents = ResourceContent::fromReadResult(reply.result.object());
    QCOMPARE(contents.size(), 1);
    QCOMPARE(contents.first().kind, ResourceContent::Kind::Image);
    QVERIFY(contents.first().fromBlob);
    QCOMPARE(ResourceContent::sniffImageType(contents.first().bytes), u"image/png"_s);

    done = false;
    const UriTemplate greeting(catalog.templates()->itemAt(0).value(u"uriTemplate"_s).toString());
    const QString uri = greeting.expand({{u"name"_s, u"Ada Lovelace"_s}});
    QCOMPARE(uri, u"demo://greeting/Ada%20Lovelace"_s);
    catalog.read(uri, this, [&](const Reply &r) { reply = r; done = true; });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QVERIFY(reply.ok());
    contents = ResourceContent::fromReadResult(reply.result.object());
    QCOMPARE(contents.first().kind, ResourceContent::Kind::Text);
    QCOMPARE(contents.first().text, u"Hello, Ada Lovelace! Nice to meet you."_s);

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

    const QString clock = u"demo://clock"_s;
    QSignalSpy changed(&catalog, &ResourceCatalog::subscriptionChanged);
    QSignalSpy updated(&catalog, &ResourceCatalog::resourceUpdated);
    QSignalSpy dataChanged(catalog.resources(), &QAbstractItemModel::dataChanged);
    catalog.subscribe(clock);
    QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 20000);
    QVERIFY(catalog.isSubscribed(clock));
    QVERIFY(catalog.resources()->index(0, 0).data(ResourceListModel::SubscribedRole).toBool());
    QVERIFY(dataChanged.size() >= 1);
    QCOMPARE(c.sentParams(u"resources/subscribe"_s).first().value(u"uri"_s).toString(), clock);

    // The demo server sends notifications/resources/updated every 2 s for the clock.
    QTRY_VERIFY_WITH_TIMEOUT(updated.size() >= 1, 30000);
    QCOMPARE(updated.first().first().toString(), clock);
    QVERIFY(catalog.isUpdated(clock));
    QVERIFY(catalog.resources()->index(0, 0).data(ResourceListModel::UpdatedRole).toBool());

    // Reading clears the flag.
    bool done = false;
    catalog.read(clock, this, [&](const Reply &r) { QVERIFY(r.ok()); done = true; });
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
    catalog.subscribe(u"demo://nope"_s);
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
    const Reply added = c.call(u"tools/call"_s, {{u"name"_s, u"add-note"_s},
                                                  {u"arguments"_s, QJsonObject{{u"title"_s, u"Fresh"_s}, {u"text"_s, u"new"_s}}}});
    QVERIFY2(added.ok(), qPrintable(added.errorMessage));
    QTRY_COMPARE_WITH_TIMEOUT(listChanged.size(), 1, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(catalog.resources()->rowCount(), 27, 20000);
    QVERIFY(catalog.resources()->rowOfKey(u"demo://notes/added-1.md"_s) >= 0);
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

    requester.setReference(CompletionRequester::templateReference(u"demo://greeting/{name}"_s));
    QCOMPARE(requester.reference().value(u"type"_s).toString(), u"ref/resource"_s);
    QSignalSpy completed(&requester, &CompletionRequester::completed);
    // Typing "A", "Ad", "Ada" in a row: one request, for the last text.
    requester.request(u"name"_s, u"A"_s);
    requester.request(u"name"_s, u"Ad"_s);
    requester.request(u"name"_s, u"Ada"_s);
    QTRY_COMPARE_WITH_TIMEOUT(completed.size(), 1, 20000);
    QCOMPARE(requester.sentCount(), 1);
    QCOMPARE(c.sentCount(u"completion/complete"_s), 1);
    const QJsonObject params = c.sentParams(u"completion/complete"_s).first();
    QCOMPARE(params.value(u"ref"_s).toObject().value(u"uri"_s).toString(), u"demo://greeting/{name}"_s);
    QCOMPARE(params.value(u"argument"_s).toObject().value(u"value"_s).toString(), u"Ada"_s);
    QVERIFY(!params.contains(u"context"_s));
    QCOMPARE(completed.first().at(1).toString(), u"Ada"_s);
    QCOMPARE(completed.first().at(2).toStringList(), QStringList{u"Ada"_s});

    // Prompt argument with the other arguments as context; a stale answer is dropped.
    requester.setReference(CompletionRequester::promptReference(u"review-code"_s));
    completed.clear();
    // The moment the request for "P" is on its way (its answer cannot be here yet), "Py" is typed.
    bool typedOn = false;
    const auto typing = connect(&c.session, &Session::eventAppended, this, [&](qsizetype index) {
        const SessionEvent &e = c.session.eventAt(index);
        if (!typedOn && e.type == SessionEvent::Type::Sent && e.message.method() == u"completion/complete"_s) {
            typedOn = true;
            requester.request(u"language"_s, u"Py"_s, QJsonObject{{u"code"_s, u"x = 1"_s}});
        }
    });
    requester.request(u"language"_s, u"P"_s, QJsonObject{{u"code"_s, u"x = 1"_s}, {u"language"_s, u"P"_s}});
    QTRY_COMPARE_WITH_TIMEOUT(c.sentCount(u"completion/complete"_s), 3, 20000);
    disconnect(typing);
    QTRY_COMPARE_WITH_TIMEOUT(completed.size(), 1, 20000);
    // Both answers are in once a ping sent now is answered (the server answers in order).
    QVERIFY(c.call(u"ping"_s, {}).ok());
    QCOMPARE(completed.size(), 1);
    QCOMPARE(completed.first().at(1).toString(), u"Py"_s);
    QCOMPARE(completed.first().at(2).toStringList(), QStringList{u"Python"_s});
    QCOMPARE(c.sentParams(u"completion/complete"_s).at(1).value(u"argument"_s).toObject().value(u"value"_s).toString(), u"P"_s);
    const QJsonObject second = c.sentParams(u"completion/complete"_s).at(2);
    QCOMPARE(second.value(u"context"_s).toObject().value(u"arguments"_s).toObject(),
             (QJsonObject{{u"code"_s, u"x = 1"_s}}));

    // An unknown reference is an error, reported.
    QSignalSpy failed(&requester, &CompletionRequester::failed);
    requester.setReference(CompletionRequester::promptReference(u"no-such-prompt"_s));
    requester.request(u"x"_s, u"y"_s);
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
    const int review = model->rowOfKey(u"review-code"_s);
    QVERIFY(review >= 0);
    QCOMPARE(model->index(review, PromptListModel::ArgumentsColumn).data().toString(), u"code*, language"_s);
    QCOMPARE(model->index(review, PromptListModel::NameColumn).data().toString(), u"Review code"_s);

    Reply reply;
    bool done = false;
    catalog.get(u"review-code"_s, {{u"code"_s, u"int main() {}"_s}, {u"language"_s, QString()}}, this,
                [&](const Reply &r) { reply = r; done = true; });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QVERIFY2(reply.ok(), qPrintable(reply.errorMessage));
    // Empty arguments are left out.
    QCOMPARE(c.sentParams(u"prompts/get"_s).first().value(u"arguments"_s).toObject(),
             (QJsonObject{{u"code"_s, u"int main() {}"_s}}));
    const PromptResult result = PromptResult::fromJson(reply.result.object());
    QCOMPARE(result.messages.size(), 2);
    QCOMPARE(result.messages.at(0).role, u"user"_s);
    QVERIFY(result.messages.at(0).content.text.contains(u"int main() {}"_s));
    QCOMPARE(result.messages.at(1).content.type, ContentBlock::Type::EmbeddedResource);
    QCOMPARE(result.messages.at(1).content.resource.mimeType, u"text/markdown"_s);
    QVERIFY(result.messages.at(1).content.resource.text.contains(u"Code review checklist"_s));

    // A missing required argument is the server's error, passed on.
    done = false;
    catalog.get(u"greeting"_s, {}, this, [&](const Reply &r) { reply = r; done = true; });
    QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
    QCOMPARE(reply.status, Reply::Status::Error);
    QVERIFY(reply.errorMessage.contains(u"name"_s));
}

QTEST_GUILESS_MAIN(TestCatalogs)
#include "tst_catalogs.moc"
