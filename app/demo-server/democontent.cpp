// SPDX-License-Identifier: MIT
#include "democontent.h"

#include "demoapp.h"
#include "demomedia.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QStringList>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace {

constexpr int StaticResourceCount = 25;

struct StaticResource
{
    QString uri;
    QString name;
    QString title;
    QString description;
    QString mimeType;
    QString text;    // text resources
    QByteArray blob; // binary resources
    QJsonObject annotations;
};

QString reviewChecklist()
{
    return QStringLiteral("# Code review checklist\n\n"
                          "1. **Correctness**: does the code do what its name says, for every input?\n"
                          "2. **Errors**: are failures reported in plain words, and never swallowed?\n"
                          "3. **Names**: could a newcomer guess what each function does?\n"
                          "4. **Tests**: is there a test that fails without the change?\n"
                          "5. **Size**: could anything be deleted?\n");
}

StaticResource makeStaticResource(int index)
{
    StaticResource r;
    const QString number = QStringLiteral("%1").arg(index, 2, 10, QLatin1Char('0'));
    if (index == 12 || index == 24) {
        r.uri = QStringLiteral("demo://images/") + number + QStringLiteral(".png");
        r.name = QStringLiteral("image-") + number;
        r.title = QStringLiteral("Image %1").arg(index);
        r.description = QStringLiteral("A small generated PNG picture");
        r.mimeType = QStringLiteral("image/png");
        r.blob = DemoMedia::png(32, index);
    } else if (index % 3 == 1) {
        r.uri = QStringLiteral("demo://notes/") + number + QStringLiteral(".md");
        r.name = QStringLiteral("note-") + number;
        r.mimeType = QStringLiteral("text/markdown");
        if (index == 1) {
            r.title = QStringLiteral("Code review checklist");
            r.description = QStringLiteral("The checklist the review-code prompt embeds");
            r.text = reviewChecklist();
        } else {
            r.title = QStringLiteral("Note %1").arg(index);
            r.description = QStringLiteral("A markdown note");
            r.text = QStringLiteral("# Note %1\n\nThis is demo note number **%1**.\n\n- written by the demo server\n"
                                    "- formatted as markdown\n")
                         .arg(index);
        }
    } else if (index % 3 == 2) {
        r.uri = QStringLiteral("demo://notes/") + number + QStringLiteral(".txt");
        r.name = QStringLiteral("text-") + number;
        r.title = QStringLiteral("Plain text %1").arg(index);
        r.description = QStringLiteral("A plain text file");
        r.mimeType = QStringLiteral("text/plain");
        r.text = QStringLiteral("Plain text resource %1.\nIt has two lines.\n").arg(index);
    } else {
        r.uri = QStringLiteral("demo://data/") + number + QStringLiteral(".json");
        r.name = QStringLiteral("data-") + number;
        r.title = QStringLiteral("Data set %1").arg(index);
        r.description = QStringLiteral("A small JSON document");
        r.mimeType = QStringLiteral("application/json");
        const QJsonObject data{
            {QStringLiteral("id"), index},
            {QStringLiteral("name"), QStringLiteral("data set %1").arg(index)},
            {QStringLiteral("values"), QJsonArray{index, index * index, index * index * index}},
            {QStringLiteral("even"), index % 2 == 0},
        };
        r.text = QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Indented));
    }
    if (index % 5 == 0) {
        r.annotations = QJsonObject{
            {QStringLiteral("audience"), QJsonArray{QStringLiteral("user")}},
            {QStringLiteral("priority"), 0.8},
            {QStringLiteral("lastModified"), QStringLiteral("2025-11-25T12:00:00Z")},
        };
    } else if (index % 7 == 0) {
        r.annotations = QJsonObject{{QStringLiteral("audience"), QJsonArray{QStringLiteral("assistant")}},
                                    {QStringLiteral("priority"), 0.2}};
    }
    return r;
}

const QList<StaticResource> &staticResources()
{
    static const QList<StaticResource> resources = [] {
        QList<StaticResource> list;
        for (int i = 1; i <= StaticResourceCount; ++i)
            list.append(makeStaticResource(i));
        return list;
    }();
    return resources;
}

QJsonObject textContents(const QString &uri, const QString &mimeType, const QString &text)
{
    return QJsonObject{
        {QStringLiteral("uri"), uri}, {QStringLiteral("mimeType"), mimeType}, {QStringLiteral("text"), text}};
}

QStringList languages()
{
    return {
        QStringLiteral("Bash"),       QStringLiteral("C"),          QStringLiteral("C#"),      QStringLiteral("C++"),
        QStringLiteral("CMake"),      QStringLiteral("CSS"),        QStringLiteral("Dart"),    QStringLiteral("Elixir"),
        QStringLiteral("Erlang"),     QStringLiteral("Go"),         QStringLiteral("Haskell"), QStringLiteral("HTML"),
        QStringLiteral("Java"),       QStringLiteral("JavaScript"), QStringLiteral("Julia"),   QStringLiteral("Kotlin"),
        QStringLiteral("Lua"),        QStringLiteral("OCaml"),      QStringLiteral("Perl"),    QStringLiteral("PHP"),
        QStringLiteral("Python"),     QStringLiteral("QML"),        QStringLiteral("R"),       QStringLiteral("Ruby"),
        QStringLiteral("Rust"),       QStringLiteral("Scala"),      QStringLiteral("SQL"),     QStringLiteral("Swift"),
        QStringLiteral("TypeScript"), QStringLiteral("Zig")};
}

QStringList names()
{
    return {QStringLiteral("Ada"),    QStringLiteral("Alan"),     QStringLiteral("Barbara"), QStringLiteral("Bjarne"),
            QStringLiteral("Dennis"), QStringLiteral("Donald"),   QStringLiteral("Edsger"),  QStringLiteral("Frances"),
            QStringLiteral("Grace"),  QStringLiteral("Guido"),    QStringLiteral("Hedy"),    QStringLiteral("Ken"),
            QStringLiteral("Linus"),  QStringLiteral("Margaret"), QStringLiteral("Niklaus"), QStringLiteral("Radia"),
            QStringLiteral("Tim")};
}

QJsonObject completion(const QStringList &candidates, const QString &prefix)
{
    constexpr qsizetype MaxValues = 100; // the spec's limit per response
    QJsonArray values;
    qsizetype total = 0;
    for (const QString &candidate : candidates) {
        if (!candidate.startsWith(prefix, Qt::CaseInsensitive))
            continue;
        ++total;
        if (values.size() < MaxValues)
            values.append(candidate);
    }
    return QJsonObject{{QStringLiteral("completion"), QJsonObject{{QStringLiteral("values"), values},
                                                                  {QStringLiteral("total"), total},
                                                                  {QStringLiteral("hasMore"), total > values.size()}}}};
}

bool isPrime(qint64 n)
{
    if (n < 2)
        return false;
    for (qint64 d = 2; d * d <= n; ++d) {
        if (n % d == 0)
            return false;
    }
    return true;
}

QJsonObject resourceNotFound(const QString &uri, RpcError *error)
{
    *error = RpcError{RpcError::ResourceNotFound, QStringLiteral("Resource not found: ") + uri,
                      QJsonObject{{QStringLiteral("uri"), uri}}};
    return QJsonObject();
}

QJsonObject invalidParams(const QString &message, RpcError *error)
{
    *error = RpcError{RpcError::InvalidParams, message};
    return QJsonObject();
}

} // namespace

QString DemoContent::clockUri()
{
    return QStringLiteral("demo://clock");
}

QJsonArray DemoContent::resources() const
{
    QJsonArray list;
    list.append(QJsonObject{
        {QStringLiteral("uri"), clockUri()},
        {QStringLiteral("name"), QStringLiteral("clock")},
        {QStringLiteral("title"), QStringLiteral("Current time")},
        {QStringLiteral("description"),
         QStringLiteral("The server's current time (UTC); subscribe to get an update every 2 s")},
        {QStringLiteral("mimeType"), QStringLiteral("text/plain")},
    });
    for (const StaticResource &r : staticResources()) {
        QJsonObject resource{
            {QStringLiteral("uri"), r.uri},
            {QStringLiteral("name"), r.name},
            {QStringLiteral("title"), r.title},
            {QStringLiteral("description"), r.description},
            {QStringLiteral("mimeType"), r.mimeType},
            {QStringLiteral("size"), r.blob.isEmpty() ? r.text.toUtf8().size() : r.blob.size()},
        };
        if (!r.annotations.isEmpty())
            resource.insert(QStringLiteral("annotations"), r.annotations);
        list.append(resource);
    }
    for (const Note &note : m_addedNotes) {
        list.append(QJsonObject{
            {QStringLiteral("uri"), note.uri},
            {QStringLiteral("name"), note.uri.section(u'/', -1)},
            {QStringLiteral("title"), note.title},
            {QStringLiteral("description"), QStringLiteral("A note added with the add-note tool")},
            {QStringLiteral("mimeType"), QStringLiteral("text/markdown")},
            {QStringLiteral("size"), note.text.toUtf8().size()},
        });
    }
    return list;
}

QJsonArray DemoContent::resourceTemplates() const
{
    return QJsonArray{
        QJsonObject{
            {QStringLiteral("uriTemplate"), QStringLiteral("demo://greeting/{name}")},
            {QStringLiteral("name"), QStringLiteral("greeting")},
            {QStringLiteral("title"), QStringLiteral("Greeting")},
            {QStringLiteral("description"), QStringLiteral("A greeting for any name (completion available for name)")},
            {QStringLiteral("mimeType"), QStringLiteral("text/plain")},
        },
        QJsonObject{
            {QStringLiteral("uriTemplate"), QStringLiteral("demo://numbers/{n}")},
            {QStringLiteral("name"), QStringLiteral("number-facts")},
            {QStringLiteral("title"), QStringLiteral("Number facts")},
            {QStringLiteral("description"), QStringLiteral("Facts about a whole number n (0 to 1000000000000)")},
            {QStringLiteral("mimeType"), QStringLiteral("application/json")},
        },
    };
}

QJsonObject DemoContent::read(const QString &uri, RpcError *error) const
{
    if (uri == clockUri()) {
        return textContents(uri, QStringLiteral("text/plain"),
                            QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    }
    // The MCP App of show_counter: read through the tool's _meta.ui.resourceUri (not listed,
    // so the list stays the demo's documents).
    if (uri == DemoApp::counterUri())
        return DemoApp::counterContents();
    for (const StaticResource &r : staticResources()) {
        if (r.uri != uri)
            continue;
        if (r.blob.isEmpty())
            return textContents(uri, r.mimeType, r.text);
        return QJsonObject{{QStringLiteral("uri"), uri},
                           {QStringLiteral("mimeType"), r.mimeType},
                           {QStringLiteral("blob"), QString::fromLatin1(r.blob.toBase64())}};
    }
    for (const Note &note : m_addedNotes) {
        if (note.uri == uri)
            return textContents(uri, QStringLiteral("text/markdown"), note.text);
    }

    const QString greeting = QStringLiteral("demo://greeting/");
    if (uri.startsWith(greeting)) {
        const QString encoded = uri.mid(greeting.size());
        const QString name = QUrl::fromPercentEncoding(encoded.toUtf8());
        if (!encoded.isEmpty() && !encoded.contains(u'/') && !name.trimmed().isEmpty())
            return textContents(uri, QStringLiteral("text/plain"),
                                QStringLiteral("Hello, ") + name + QStringLiteral("! Nice to meet you."));
    }
    const QString numbers = QStringLiteral("demo://numbers/");
    if (uri.startsWith(numbers)) {
        const QString digits = uri.mid(numbers.size());
        bool ok = false;
        const qint64 n = digits.toLongLong(&ok);
        const bool plain = !digits.isEmpty() && digits.size() <= 13
                           && std::all_of(digits.cbegin(), digits.cend(), [](QChar c) { return c.isDigit(); });
        if (ok && plain && n <= 1000000000000LL) {
            const QJsonObject facts{
                {QStringLiteral("n"), n},
                {QStringLiteral("square"), double(n) * double(n)},
                {QStringLiteral("even"), n % 2 == 0},
                {QStringLiteral("prime"), isPrime(n)},
                {QStringLiteral("binary"), QString::number(n, 2)},
                {QStringLiteral("hex"), QString::number(n, 16)},
            };
            return textContents(uri, QStringLiteral("application/json"),
                                QString::fromUtf8(QJsonDocument(facts).toJson(QJsonDocument::Indented)));
        }
    }
    return resourceNotFound(uri, error);
}

QJsonObject DemoContent::addNote(const QString &title, const QString &text)
{
    const int number = int(m_addedNotes.size()) + 1;
    const QString uri = QStringLiteral("demo://notes/added-%1.md").arg(number);
    m_addedNotes.append(Note{uri, title, QStringLiteral("# ") + title + QStringLiteral("\n\n") + text + u'\n'});
    const QJsonArray all = resources();
    return all.at(all.size() - 1).toObject();
}

QJsonArray DemoContent::prompts() const
{
    return QJsonArray{
        QJsonObject{
            {QStringLiteral("name"), QStringLiteral("simple")},
            {QStringLiteral("title"), QStringLiteral("Simple prompt")},
            {QStringLiteral("description"), QStringLiteral("A prompt without arguments")},
        },
        QJsonObject{
            {QStringLiteral("name"), QStringLiteral("greeting")},
            {QStringLiteral("title"), QStringLiteral("Greeting")},
            {QStringLiteral("description"), QStringLiteral("Asks for a warm greeting for someone")},
            {QStringLiteral("arguments"),
             QJsonArray{
                 QJsonObject{{QStringLiteral("name"), QStringLiteral("name")},
                             {QStringLiteral("title"), QStringLiteral("Name")},
                             {QStringLiteral("description"), QStringLiteral("Who to greet (completion available)")},
                             {QStringLiteral("required"), true}}}},
        },
        QJsonObject{
            {QStringLiteral("name"), QStringLiteral("review-code")},
            {QStringLiteral("title"), QStringLiteral("Review code")},
            {QStringLiteral("description"),
             QStringLiteral("Asks for a code review, with the review checklist embedded as a resource")},
            {QStringLiteral("arguments"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("code")},
                                    {QStringLiteral("title"), QStringLiteral("Code")},
                                    {QStringLiteral("description"), QStringLiteral("The code to review")},
                                    {QStringLiteral("required"), true}},
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("language")},
                                    {QStringLiteral("title"), QStringLiteral("Language")},
                                    {QStringLiteral("description"),
                                     QStringLiteral("Programming language (completion available)")},
                                    {QStringLiteral("required"), false}}}},
        },
    };
}

QJsonObject DemoContent::getPrompt(const QString &name, const QJsonObject &arguments, RpcError *error) const
{
    QJsonObject prompt;
    const QJsonArray all = prompts();
    for (const QJsonValue &p : all) {
        if (p.toObject().value(u"name").toString() == name)
            prompt = p.toObject();
    }
    if (prompt.isEmpty())
        return invalidParams(QStringLiteral("Unknown prompt: ") + name, error);

    const QJsonArray declared = prompt.value(u"arguments").toArray();
    for (const QJsonValue &a : declared) {
        const QString argument = a.toObject().value(u"name").toString();
        const QJsonValue value = arguments.value(argument);
        if (a.toObject().value(u"required").toBool() && (!value.isString() || value.toString().isEmpty()))
            return invalidParams(QStringLiteral("Missing required argument: ") + argument, error);
        if (!value.isUndefined() && !value.isString())
            return invalidParams(QStringLiteral("Argument '") + argument + QStringLiteral("' must be a string"), error);
    }

    const auto text = [](const QString &role, const QString &body) {
        return QJsonObject{{QStringLiteral("role"), role},
                           {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                   {QStringLiteral("text"), body}}}};
    };
    QJsonArray messages;
    if (name == u"simple") {
        messages.append(text(QStringLiteral("user"),
                             QStringLiteral("Tell me one surprising fact about the Model Context Protocol.")));
    } else if (name == u"greeting") {
        messages.append(text(QStringLiteral("user"), QStringLiteral("Please write a short, warm greeting for ")
                                                         + arguments.value(u"name").toString() + u'.'));
    } else {
        const QString language = arguments.value(u"language").toString();
        const QString fence = language.isEmpty() ? QString() : language.toLower();
        messages.append(text(QStringLiteral("user"), QStringLiteral("Please review the following ")
                                                         + (language.isEmpty() ? QStringLiteral("source") : language)
                                                         + QStringLiteral(" code. Follow the checklist below.\n\n```")
                                                         + fence + u'\n' + arguments.value(u"code").toString()
                                                         + QStringLiteral("\n```")));
        RpcError ignored;
        messages.append(QJsonObject{
            {QStringLiteral("role"), QStringLiteral("user")},
            {QStringLiteral("content"),
             QJsonObject{{QStringLiteral("type"), QStringLiteral("resource")},
                         {QStringLiteral("resource"), read(QStringLiteral("demo://notes/01.md"), &ignored)}}},
        });
    }
    return QJsonObject{{QStringLiteral("description"), prompt.value(u"description")},
                       {QStringLiteral("messages"), messages}};
}

QJsonObject DemoContent::complete(const QJsonObject &ref, const QString &argumentName, const QString &value,
                                  RpcError *error) const
{
    const QString type = ref.value(u"type").toString();
    if (type == u"ref/prompt") {
        const QString prompt = ref.value(u"name").toString();
        if (prompt == u"review-code" && argumentName == u"language")
            return completion(languages(), value);
        if (prompt == u"greeting" && argumentName == u"name")
            return completion(names(), value);
        if (prompt == u"review-code" || prompt == u"greeting" || prompt == u"simple")
            return completion({}, value);
        return invalidParams(QStringLiteral("Unknown prompt: ") + prompt, error);
    }
    if (type == u"ref/resource") {
        const QString uri = ref.value(u"uri").toString();
        if (uri == u"demo://greeting/{name}" && argumentName == u"name")
            return completion(names(), value);
        if (uri == u"demo://numbers/{n}" && argumentName == u"n") {
            return completion({QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                               QStringLiteral("7"), QStringLiteral("12"), QStringLiteral("42"), QStringLiteral("100"),
                               QStringLiteral("1024"), QStringLiteral("65537")},
                              value);
        }
        if (uri == u"demo://greeting/{name}" || uri == u"demo://numbers/{n}")
            return completion({}, value);
        return invalidParams(QStringLiteral("Unknown resource template: ") + uri, error);
    }
    return invalidParams(QStringLiteral("ref.type must be \"ref/prompt\" or \"ref/resource\""), error);
}
