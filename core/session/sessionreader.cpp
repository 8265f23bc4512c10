// SPDX-License-Identifier: MIT
#include "sessionreader.h"
#include "json/jsontree.h"

#include "json/lightjson.h"
#include "text/base64.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <utility>

namespace mcpscope {

namespace {
const QString JsonLinesRef = QStringLiteral("https://jsonlines.org");
} // namespace

struct SessionReader::Private
{
    QFile file;
    QIODevice *device = nullptr;
    Format format = Format::Unknown;
    QString error;
    bool allEvents = false;
    bool appMessages = false;
    int onlyServer = -1;
    QList<QJsonObject> servers;
    QJsonObject header;
    qsizetype nextLine = 0;
    Diagnostics problems;
    // The line that told the format, kept for next() when it is a message.
    bool havePending = false;
    QByteArray pendingLine;
    qsizetype pendingIndex = -1;
    // Lines are read through a lightjson view, not parsed into Qt trees: a transcript line
    // holds its message, which the ingest path scans once more with the validator, and only
    // that once does it read the message's bytes as a message. The first line has a view of
    // its own while it waits for next().
    lightjson::Document view;
    lightjson::Document pendingView;

    /// Reads one line without its end; false at the end of the input.
    bool readLine(QByteArray *line, qsizetype *index, bool *terminated)
    {
        if (!device || device->atEnd())
            return false;
        *line = device->readLine();
        if (line->isEmpty() && device->atEnd())
            return false;
        *index = nextLine++;
        *terminated = line->endsWith('\n');
        if (*terminated)
            line->chop(1);
        if (line->endsWith('\r'))
            line->chop(1);
        return true;
    }

    void problem(qsizetype line, Severity severity, const QString &code, const QString &message,
                 const QString &specRef = QString())
    {
        Diagnostic d;
        d.code = code;
        d.severity = severity;
        d.message = message;
        d.messageIndex = line;
        d.specRef = specRef;
        problems.append(d);
    }

    /// Reads a line as a JSON object into @p doc (@p line must outlive its use); false (with a
    /// problem recorded, unless blank) when it is not one.
    bool parseLine(const QByteArray &line, qsizetype index, bool terminated, lightjson::Document &doc,
                   lightjson::Object *object)
    {
        if (line.trimmed().isEmpty())
            return false;
        if (!doc.build(line)) {
            // Not JSON: Qt says in its words why (for this line only).
            QJsonParseError parseError;
            jsontree::parse(line, &parseError);
            if (!terminated)
                problem(index, Severity::Warning, QStringLiteral("file.line.truncated"),
                        SessionReader::tr("The file ends in the middle of this line: the recording was cut off, "
                                          "and the message on it was not checked."),
                        JsonLinesRef);
            else
                problem(index, Severity::Error, QStringLiteral("file.line.notJson"),
                        SessionReader::tr("This line is not JSON (%1 at byte %2), so it was not checked: %3")
                            .arg(parseError.errorString())
                            .arg(parseError.offset)
                            .arg(previewBytes(line)),
                        JsonLinesRef);
            return false;
        }
        if (!doc.root().isObject()) {
            problem(index, Severity::Error, QStringLiteral("file.line.notEntry"),
                    SessionReader::tr("This line is JSON but not a JSON object, so it holds no message to check."),
                    JsonLinesRef);
            return false;
        }
        *object = doc.root().toObject();
        return true;
    }

    /// Turns one event or transcript line into an entry; false when it holds no message.
    bool toEntry(const lightjson::Object &o, qsizetype index, Entry *entry)
    {
        entry->line = index;
        entry->kind = Entry::Kind::Message;
        entry->fromApp = false;
        entry->appUri.clear();
        entry->hasFrame = false;
        entry->frame = Frame();
        entry->time = QDateTime();
        entry->elapsedUs = -1;
        entry->connection = 0;
        entry->server = -1;
        if (format == Format::Session || format == Format::Workspace) {
            entry->connection = int(qBound(qint64(0), o.value(QStringLiteral("conn")).toInteger(0), qint64(1) << 30));
            if (format == Format::Workspace) {
                const qint64 server = o.value(QStringLiteral("server")).toInteger(-1);
                if (o.value(QStringLiteral("type")).toString() == QLatin1String("server")) {
                    declareServer(o, index);
                    return false;
                }
                if (server < 0 || server >= servers.size()) {
                    problem(index, Severity::Error, QStringLiteral("file.line.notEntry"),
                            SessionReader::tr("This line of a workspace session names no server the file declared "
                                              "before it (\"server\"), so it was left out."));
                    return false;
                }
                if (onlyServer >= 0 && server != onlyServer)
                    return false;
                entry->server = int(server);
            }
            entry->time = QDateTime::fromString(o.value(QStringLiteral("t")).toString(), Qt::ISODateWithMs);
            entry->elapsedUs = o.value(QStringLiteral("us")).toInteger(-1);
            const QString type = o.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("sent"))
                entry->direction = Direction::ClientToServer;
            else if (type == QLatin1String("received"))
                entry->direction = Direction::ServerToClient;
            else if ((allEvents || appMessages) && type == QLatin1String("app")) {
                entry->kind = Entry::Kind::App;
                entry->fromApp = o.value(QStringLiteral("fromApp")).toBool();
                entry->appUri = o.value(QStringLiteral("app")).toString();
                entry->direction = entry->fromApp ? Direction::ClientToServer : Direction::ServerToClient;
            } else if (allEvents && type == QLatin1String("stderr")) {
                entry->kind = Entry::Kind::Stderr;
                const lightjson::Value base64 = o.value(QStringLiteral("lineBase64"));
                entry->stderrLine = base64.isString() ? QByteArray::fromBase64(base64.toString().toLatin1())
                                                      : o.value(QStringLiteral("line")).toString().toUtf8();
                return true;
            } else if (allEvents && type == QLatin1String("lifecycle")) {
                entry->kind = Entry::Kind::Lifecycle;
                entry->text = o.value(QStringLiteral("text")).toString();
                return true;
            } else if (allEvents && type == QLatin1String("http")) {
                entry->kind = Entry::Kind::Http;
                entry->http = o.value(QStringLiteral("http")).toJson().toObject();
                return true;
            } else {
                if (type.isEmpty())
                    problem(index, Severity::Error, QStringLiteral("file.line.notEntry"),
                            SessionReader::tr("This line is not a session event: it has no \"type\"."));
                // stderr, lifecycle, and event types of later versions carry no message.
                return false;
            }
            QByteArray raw;
            const lightjson::Value verbatim = o.value(QStringLiteral("json"));
            const lightjson::Value text = o.value(QStringLiteral("raw"));
            const lightjson::Value base64 = o.value(QStringLiteral("rawBase64"));
            if (verbatim.isObject() || verbatim.isArray()) {
                raw = verbatim.raw().toByteArray(); // the message's bytes, written as they are
            } else if (text.isString()) {
                raw = text.toString().toUtf8();
            } else if (base64.isString()) {
                const std::optional<QByteArray> decoded = base64::decodeStrict(base64.toString().toLatin1());
                if (!decoded) {
                    problem(index, Severity::Error, QStringLiteral("file.line.notEntry"),
                            SessionReader::tr("This session event's \"rawBase64\" is not valid base64, so its "
                                              "message was not checked."));
                    return false;
                }
                raw = *decoded;
            } else {
                problem(index, Severity::Error, QStringLiteral("file.line.notEntry"),
                        SessionReader::tr("This session event has none of \"json\", \"raw\" and \"rawBase64\", so "
                                          "it holds no message to check."));
                return false;
            }
            if (entry->kind == Entry::Kind::App) {
                entry->raw = raw; // app messages cross no stdio or HTTP framing
                return true;
            }
            entry->hasFrame = true;
            entry->frame.payload = raw;
            entry->frame.flags = o.value(QStringLiteral("frameFlags")).toInt(0);
            entry->exchange = int(o.value(QStringLiteral("exchange")).toInteger(-1));
            entry->frame.exchange = entry->exchange;
            entry->raw = raw;
            return true;
        }

        const QString direction = o.value(QStringLiteral("direction")).toString();
        if (direction == QLatin1String("client->server"))
            entry->direction = Direction::ClientToServer;
        else if (direction == QLatin1String("server->client"))
            entry->direction = Direction::ServerToClient;
        else {
            problem(index, Severity::Error, QStringLiteral("file.line.notEntry"),
                    SessionReader::tr("This line is not a transcript entry: its \"direction\" is not "
                                      "\"client->server\" or \"server->client\"."));
            return false;
        }
        const lightjson::Value msg = o.value(QStringLiteral("msg"));
        if (msg.isUndefined()) {
            problem(index, Severity::Error, QStringLiteral("file.line.notEntry"),
                    SessionReader::tr("This line is not a transcript entry: it has no \"msg\"."));
            return false;
        }
        // The message as the transcript wrote it: a string holds a line that was not JSON.
        entry->raw = msg.isString() ? msg.toString().toUtf8() : msg.raw().toByteArray();
        return true;
    }

    /// A workspace session's server: from its header's "servers" or a "server" line (which
    /// declares one, or adds to what an earlier line said about it).
    void declareServer(const lightjson::Object &o, qsizetype index)
    {
        const qint64 server = o.value(QStringLiteral("server")).toInteger(-1);
        // Servers are declared in order: the next one, or one declared before.
        if (server < 0 || server > servers.size() || server >= 4096) {
            problem(index, Severity::Error, QStringLiteral("file.line.notEntry"),
                    SessionReader::tr("This line declares server %1 of the workspace session, but the file declared "
                                      "%2 servers before it: the next one must be %2.")
                        .arg(server)
                        .arg(servers.size()));
            return;
        }
        QJsonObject members = o.toJson();
        members.remove(QStringLiteral("type"));
        members.remove(QStringLiteral("server"));
        members.remove(QStringLiteral("i"));
        if (server == servers.size()) {
            servers.append(members);
            return;
        }
        QJsonObject &known = servers[server];
        for (auto it = members.begin(); it != members.end(); ++it)
            known.insert(it.key(), it.value());
    }

    enum class Detected { Header, TranscriptLine, Neither };

    /// Tells the format from the first JSON object of the file (sets format, header, error).
    Detected detectObject(const lightjson::Object &o, qsizetype index)
    {
        const lightjson::Value formatName = o.value(QStringLiteral("format"));
        if (formatName.isString() && formatName.toString() == QLatin1String("mcpscope-workspace-session")) {
            const lightjson::Value version = o.value(QStringLiteral("version"));
            if (!version.isDouble() || version.toDouble() != 1) {
                error = SessionReader::tr("The workspace session file has version %1; this mcpscope reads version 1.")
                            .arg(previewBytes(
                                QJsonDocument(QJsonArray{version.toJson()}).toJson(QJsonDocument::Compact)));
                return Detected::Neither;
            }
            format = Format::Workspace;
            header = o.toJson();
            servers.clear();
            const QJsonArray declared = header.value(QStringLiteral("servers")).toArray();
            for (const QJsonValue &server : declared)
                servers.append(server.toObject());
            return Detected::Header;
        }
        if (formatName.isString()) {
            if (formatName.toString() != QLatin1String("mcpscope-session")) {
                error = SessionReader::tr("The file's format is \"%1\", which this mcpscope does not read; "
                                          "it reads mcpscope sessions and transcripts.")
                            .arg(previewText(formatName.toString()));
                return Detected::Neither;
            }
            const lightjson::Value version = o.value(QStringLiteral("version"));
            // Version 2 added the "json" member (a message's bytes as they are); 1 and 0 differ
            // from it only in what they may leave out.
            if (!version.isDouble()
                || (version.toDouble() != 0 && version.toDouble() != 1 && version.toDouble() != 2)) {
                error = SessionReader::tr("The session file has version %1; this mcpscope reads versions 0 to 2.")
                            .arg(previewBytes(
                                QJsonDocument(QJsonArray{version.toJson()}).toJson(QJsonDocument::Compact)));
                return Detected::Neither;
            }
            format = Format::Session;
            header = o.toJson();
            return Detected::Header;
        }
        if (o.contains(QStringLiteral("direction")) && o.contains(QStringLiteral("msg"))) {
            format = Format::Transcript;
            return Detected::TranscriptLine;
        }
        error = SessionReader::tr("The file is neither an mcpscope session nor a transcript: its first JSON "
                                  "object (line %1) has no \"format\", and no \"direction\" and \"msg\".")
                    .arg(index + 1);
        return Detected::Neither;
    }

    bool detect()
    {
        QByteArray line;
        qsizetype index = 0;
        bool terminated = false;
        bool sawAnyLine = false;
        while (readLine(&line, &index, &terminated)) {
            sawAnyLine = sawAnyLine || !line.trimmed().isEmpty();
            lightjson::Object o;
            if (!parseLine(line, index, terminated, pendingView, &o))
                continue;
            switch (detectObject(o, index)) {
            case Detected::Header:
                return true;
            case Detected::TranscriptLine:
                // The view reads these very bytes: pendingLine shares them.
                havePending = true;
                pendingLine = line;
                pendingIndex = index;
                return true;
            case Detected::Neither:
                return false;
            }
        }
        if (!sawAnyLine)
            error = SessionReader::tr("The file is empty: there is nothing to check.");
        else
            error = SessionReader::tr("The file is not JSON Lines: none of its lines is a JSON object.");
        return false;
    }
};

SessionReader::SessionReader()
    : d(std::make_unique<Private>())
{
}

SessionReader::~SessionReader() = default;

bool SessionReader::open(const QString &path)
{
    if (QFileInfo(path).isDir()) {
        d->error = tr("\"%1\" is a folder, not a file.").arg(path);
        return false;
    }
    d->file.setFileName(path);
    if (!d->file.open(QIODevice::ReadOnly)) {
        d->error = tr("Cannot read \"%1\": %2").arg(path, d->file.errorString());
        return false;
    }
    return open(&d->file);
}

bool SessionReader::open(QIODevice *device)
{
    d->device = device;
    d->format = Format::Unknown;
    d->nextLine = 0;
    d->problems.clear();
    d->havePending = false;
    d->error.clear();
    if (!device->isOpen() || !device->isReadable()) {
        d->error = tr("The input cannot be read.");
        return false;
    }
    return d->detect();
}

SessionReader::Format SessionReader::format() const
{
    return d->format;
}

QString SessionReader::errorString() const
{
    return d->error;
}

bool SessionReader::next(Entry *entry)
{
    if (d->format == Format::Unknown)
        return false;
    if (d->havePending) {
        d->havePending = false;
        const bool taken = d->toEntry(d->pendingView.root().toObject(), d->pendingIndex, entry);
        d->pendingView.clear();
        d->pendingLine = QByteArray();
        if (taken)
            return true;
    }
    QByteArray line;
    qsizetype index = 0;
    bool terminated = false;
    while (d->readLine(&line, &index, &terminated)) {
        lightjson::Object o;
        if (!d->parseLine(line, index, terminated, d->view, &o))
            continue;
        if (d->toEntry(o, index, entry))
            return true;
    }
    return false;
}

bool SessionReader::takeLine(const QByteArray &input, Entry *entry, bool terminated)
{
    QByteArray line = input;
    if (line.endsWith('\n'))
        line.chop(1);
    if (line.endsWith('\r'))
        line.chop(1);
    const qsizetype index = d->nextLine++;
    if (!d->error.isEmpty() && d->format == Format::Unknown)
        return false;
    lightjson::Object o;
    if (!d->parseLine(line, index, terminated, d->view, &o))
        return false;
    if (d->format == Format::Unknown && d->detectObject(o, index) != Private::Detected::TranscriptLine)
        return false;
    return d->toEntry(o, index, entry);
}

void SessionReader::setIncludeAllEvents(bool all)
{
    d->allEvents = all;
}

void SessionReader::setIncludeAppMessages(bool apps)
{
    d->appMessages = apps;
}

QJsonObject SessionReader::header() const
{
    return d->header;
}

QList<QJsonObject> SessionReader::servers() const
{
    return d->servers;
}

void SessionReader::setServer(int server)
{
    d->onlyServer = server;
}

Diagnostics SessionReader::takeProblems()
{
    return std::exchange(d->problems, Diagnostics());
}

qsizetype SessionReader::linesRead() const
{
    return d->nextLine;
}

} // namespace mcpscope
