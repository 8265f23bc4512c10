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

using namespace Qt::StringLiterals;

namespace {

constexpr int StaticResourceCount = 25;

struct StaticResource
{
    QString uri;
    QString name;
    QString title;
    QString description;
    QString mimeType;
    QString text; // text resources
    QByteArray blob; // binary resources
    QJsonObject annotations;
};

QString reviewChecklist()
{
    return u"# Code review checklist\n\n"
           u"1. **Correctness**: does the code do what its name says, for every input?\n"
           u"2. **Errors**: are failures reported in plain words, and never swallowed?\n"
           u"3. **Names**: could a newcomer guess what each function does?\n"
           u"4. **Tests**: is there a test that fails without the change?\n"
           u"5. **Size**: could anything be deleted?\n"_s;
}

StaticResource makeStaticResource(int index)
{
    StaticResource r;
    const QString number = u"%1"_s.arg(index, 2, 10, QLatin1Char('0'));
    if (index == 12 || index == 24) {
        r.uri = u"demo://images/"_s + number + u".png"_s;
        r.name = u"image-"_s + number;
        r.title = u"Image %1"_s.arg(index);
        r.description = u"A small generated PNG picture"_s;
        r.mimeType = u"image/png"_s;
        r.blob = DemoMedia::png(32, index);
    } else if (index % 3 == 1) {
        r.uri = u"demo://notes/"_s + number + u".md"_s;
        r.name = u"note-"_s + number;
        r.mimeType = u"text/markdown"_s;
        if (index == 1) {
            r.title = u"Code review checklist"_s;
            r.description = u"The checklist the review-code prompt embeds"_s;
            r.text = reviewChecklist();
        } else {
            r.title = u"Note %1"_s.arg(index);
            r.description = u"A markdown note"_s;
            r.text = u"# Note %1\n\nThis is demo note number **%1**.\n\n- written by the demo server\n"
                     u"- formatted as markdown\n"_s.arg(index);
        }
    } else if (index % 3 == 2) {
        r.uri = u"demo://notes/"_s + number + u".txt"_s;
        r.name = u"text-"_s + number;
        r.title = u"Plain text %1"_s.arg(index);
        r.description = u"A plain text file"_s;
        r.mimeType = u"text/plain"_s;
        r.text = u"Plain text resource %1.\nIt has two lines.\n"_s.arg(index);
    } else {
        r.uri = u"demo://data/"_s + number + u".json"_s;
        r.name = u"data-"_s + number;
        r.title = u"Data set %1"_s.arg(index);
        r.description = u"A small JSON document"_s;
        r.mimeType = u"application/json"_s;
        const QJsonObject data {
            { u"id"_s, index },
            { u"name"_s, u"data set %1"_s.arg(index) },
            { u"values"_s, QJsonArray { index, index * index, index * index * index } },
            { u"even"_s, index % 2 == 0 },
        };
        r.text = QString::fromUtf8(QJsonDocument(data).toJson(QJsonDocument::Indented));
    }
    if (index % 5 == 0) {
        r.annotations = QJsonObject {
            { u"audience"_s, QJsonArray { u"user"_s } },
            { u"priority"_s, 0.8 },
            { u"lastModified"_s, u"2025-11-25T12:00:00Z"_s },
        };
    } else if (index % 7 == 0) {
        r.annotations = QJsonObject { { u"audience"_s, QJsonArray { u"assistant"_s } }, { u"priority"_s, 0.2 } };
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
    return QJsonObject { { u"uri"_s, uri }, { u"mimeType"_s, mimeType }, { u"text"_s, text } };
}

QStringList languages()
{
    return { u"Bash"_s, u"C"_s, u"C#"_s, u"C++"_s, u"CMake"_s, u"CSS"_s, u"Dart"_s, u"Elixir"_s, u"Erlang"_s,
             u"Go"_s, u"Haskell"_s, u"HTML"_s, u"Java"_s, u"JavaScript"_s, u"Julia"_s, u"Kotlin"_s, u"Lua"_s,
             u"OCaml"_s, u"Perl"_s, u"PHP"_s, u"Python"_s, u"QML"_s, u"R"_s, u"Ruby"_s, u"Rust"_s, u"Scala"_s,
             u"SQL"_s, u"Swift"_s, u"TypeScript"_s, u"Zig"_s };
}

QStringList names()
{
    return { u"Ada"_s, u"Alan"_s, u"Barbara"_s, u"Bjarne"_s, u"Dennis"_s, u"Donald"_s, u"Edsger"_s,
             u"Frances"_s, u"Grace"_s, u"Guido"_s, u"Hedy"_s, u"Ken"_s, u"Linus"_s, u"Margaret"_s,
             u"Niklaus"_s, u"Radia"_s, u"Tim"_s };
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
    return QJsonObject { { u"completion"_s,
                           QJsonObject { { u"values"_s, values },
                                         { u"total"_s, total },
                                         { u"hasMore"_s, total > values.size() } } } };
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
    *error = RpcError { RpcError::ResourceNotFound, u"Resource not found: "_s + uri,
                        QJsonObject { { u"uri"_s, uri } } };
    return QJsonObject();
}

QJsonObject invalidParams(const QString &message, RpcError *error)
{
    *error = RpcError { RpcError::InvalidParams, message };
    return QJsonObject();
}

} // namespace

QString DemoContent::clockUri()
{
    return u"demo://clock"_s;
}

QJsonArray DemoContent::resources() const
{
    QJsonArray list;
    list.append(QJsonObject {
        { u"uri"_s, clockUri() },
        { u"name"_s, u"clock"_s },
        { u"title"_s, u"Current time"_s },
        { u"description"_s, u"The server's current time (UTC); subscribe to get an update every 2 s"_s },
        { u"mimeType"_s, u"text/plain"_s },
    });
    for (const StaticResource &r : staticResources()) {
        QJsonObject resource {
            { u"uri"_s, r.uri },
            { u"name"_s, r.name },
            { u"title"_s, r.title },
            { u"description"_s, r.description },
            { u"mimeType"_s, r.mimeType },
            { u"size"_s, r.blob.isEmpty() ? r.text.toUtf8().size() : r.blob.size() },
        };
        if (!r.annotations.isEmpty())
            resource.insert(u"annotations"_s, r.annotations);
        list.append(resource);
    }
    for (const Note &note : m_addedNotes) {
        list.append(QJsonObject {
            { u"uri"_s, note.uri },
            { u"name"_s, note.uri.section(u'/', -1) },
            { u"title"_s, note.title },
            { u"description"_s, u"A note added with the add-note tool"_s },
            { u"mimeType"_s, u"text/markdown"_s },
            { u"size"_s, note.text.toUtf8().size() },
        });
    }
    return list;
}

QJsonArray DemoContent::resourceTemplates() const
{
    return QJsonArray {
        QJsonObject {
            { u"uriTemplate"_s, u"demo://greeting/{name}"_s },
            { u"name"_s, u"greeting"_s },
            { u"title"_s, u"Greeting"_s },
            { u"description"_s, u"A greeting for any name (completion available for name)"_s },
            { u"mimeType"_s, u"text/plain"_s },
        },
        QJsonObject {
            { u"uriTemplate"_s, u"demo://numbers/{n}"_s },
            { u"name"_s, u"number-facts"_s },
            { u"title"_s, u"Number facts"_s },
            { u"description"_s, u"Facts about a whole number n (0 to 1000000000000)"_s },
            { u"mimeType"_s, u"application/json"_s },
        },
    };
}

QJsonObject DemoContent::read(const QString &uri, RpcError *error) const
{
    if (uri == clockUri()) {
        return textContents(uri, u"text/plain"_s,
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
        return QJsonObject { { u"uri"_s, uri },
                             { u"mimeType"_s, r.mimeType },
                             { u"blob"_s, QString::fromLatin1(r.blob.toBase64()) } };
    }
    for (const Note &note : m_addedNotes) {
        if (note.uri == uri)
            return textContents(uri, u"text/markdown"_s, note.text);
    }

    const QString greeting = u"demo://greeting/"_s;
    if (uri.startsWith(greeting)) {
        const QString encoded = uri.mid(greeting.size());
        const QString name = QUrl::fromPercentEncoding(encoded.toUtf8());
        if (!encoded.isEmpty() && !encoded.contains(u'/') && !name.trimmed().isEmpty())
            return textContents(uri, u"text/plain"_s, u"Hello, "_s + name + u"! Nice to meet you."_s);
    }
    const QString numbers = u"demo://numbers/"_s;
    if (uri.startsWith(numbers)) {
        const QString digits = uri.mid(numbers.size());
        bool ok = false;
        const qint64 n = digits.toLongLong(&ok);
        const bool plain = !digits.isEmpty() && digits.size() <= 13
            && std::all_of(digits.cbegin(), digits.cend(), [](QChar c) { return c.isDigit(); });
        if (ok && plain && n <= 1000000000000LL) {
            const QJsonObject facts {
                { u"n"_s, n },
                { u"square"_s, double(n) * double(n) },
                { u"even"_s, n % 2 == 0 },
                { u"prime"_s, isPrime(n) },
                { u"binary"_s, QString::number(n, 2) },
                { u"hex"_s, QString::number(n, 16) },
            };
            return textContents(uri, u"application/json"_s,
                                QString::fromUtf8(QJsonDocument(facts).toJson(QJsonDocument::Indented)));
        }
    }
    return resourceNotFound(uri, error);
}

QJsonObject DemoContent::addNote(const QString &title, const QString &text)
{
    const int number = int(m_addedNotes.size()) + 1;
    const QString uri = u"demo://notes/added-%1.md"_s.arg(number);
    m_addedNotes.append(Note { uri, title, u"# "_s + title + u"\n\n"_s + text + u'\n' });
    const QJsonArray all = resources();
    return all.at(all.size() - 1).toObject();
}

QJsonArray DemoContent::prompts() const
{
    return QJsonArray {
        QJsonObject {
            { u"name"_s, u"simple"_s },
            { u"title"_s, u"Simple prompt"_s },
            { u"description"_s, u"A prompt without arguments"_s },
        },
        QJsonObject {
            { u"name"_s, u"greeting"_s },
            { u"title"_s, u"Greeting"_s },
            { u"description"_s, u"Asks for a warm greeting for someone"_s },
            { u"arguments"_s, QJsonArray { QJsonObject { { u"name"_s, u"name"_s },
                                                         { u"title"_s, u"Name"_s },
                                                         { u"description"_s, u"Who to greet (completion available)"_s },
                                                         { u"required"_s, true } } } },
        },
        QJsonObject {
            { u"name"_s, u"review-code"_s },
            { u"title"_s, u"Review code"_s },
            { u"description"_s, u"Asks for a code review, with the review checklist embedded as a resource"_s },
            { u"arguments"_s,
              QJsonArray { QJsonObject { { u"name"_s, u"code"_s },
                                         { u"title"_s, u"Code"_s },
                                         { u"description"_s, u"The code to review"_s },
                                         { u"required"_s, true } },
                           QJsonObject { { u"name"_s, u"language"_s },
                                         { u"title"_s, u"Language"_s },
                                         { u"description"_s, u"Programming language (completion available)"_s },
                                         { u"required"_s, false } } } },
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
        return invalidParams(u"Unknown prompt: "_s + name, error);

    const QJsonArray declared = prompt.value(u"arguments").toArray();
    for (const QJsonValue &a : declared) {
        const QString argument = a.toObject().value(u"name").toString();
        const QJsonValue value = arguments.value(argument);
        if (a.toObject().value(u"required").toBool() && (!value.isString() || value.toString().isEmpty()))
            return invalidParams(u"Missing required argument: "_s + argument, error);
        if (!value.isUndefined() && !value.isString())
            return invalidParams(u"Argument '"_s + argument + u"' must be a string"_s, error);
    }

    const auto text = [](const QString &role, const QString &body) {
        return QJsonObject { { u"role"_s, role },
                             { u"content"_s, QJsonObject { { u"type"_s, u"text"_s }, { u"text"_s, body } } } };
    };
    QJsonArray messages;
    if (name == u"simple") {
        messages.append(text(u"user"_s, u"Tell me one surprising fact about the Model Context Protocol."_s));
    } else if (name == u"greeting") {
        messages.append(text(u"user"_s, u"Please write a short, warm greeting for "_s
                                            + arguments.value(u"name").toString() + u'.'));
    } else {
        const QString language = arguments.value(u"language").toString();
        const QString fence = language.isEmpty() ? QString() : language.toLower();
        messages.append(text(u"user"_s, u"Please review the following "_s
                                            + (language.isEmpty() ? u"source"_s : language)
                                            + u" code. Follow the checklist below.\n\n```"_s + fence + u'\n'
                                            + arguments.value(u"code").toString() + u"\n```"_s));
        RpcError ignored;
        messages.append(QJsonObject {
            { u"role"_s, u"user"_s },
            { u"content"_s, QJsonObject { { u"type"_s, u"resource"_s },
                                          { u"resource"_s, read(u"demo://notes/01.md"_s, &ignored) } } },
        });
    }
    return QJsonObject { { u"description"_s, prompt.value(u"description") }, { u"messages"_s, messages } };
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
        return invalidParams(u"Unknown prompt: "_s + prompt, error);
    }
    if (type == u"ref/resource") {
        const QString uri = ref.value(u"uri").toString();
        if (uri == u"demo://greeting/{name}" && argumentName == u"name")
            return completion(names(), value);
        if (uri == u"demo://numbers/{n}" && argumentName == u"n") {
            return completion({ u"0"_s, u"1"_s, u"2"_s, u"3"_s, u"7"_s, u"12"_s, u"42"_s, u"100"_s,
                                u"1024"_s, u"65537"_s },
                              value);
        }
        if (uri == u"demo://greeting/{name}" || uri == u"demo://numbers/{n}")
            return completion({}, value);
        return invalidParams(u"Unknown resource template: "_s + uri, error);
    }
    return invalidParams(u"ref.type must be \"ref/prompt\" or \"ref/resource\""_s, error);
}
