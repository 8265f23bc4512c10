// SPDX-License-Identifier: MIT
#include "validator.h"
#include "json/jsontree.h"

#include "validatorlog.h"

#include "apprules.h"
#include "httprules.h"
#include "json/jsontext.h"
#include "json/lightjson.h"
#include "json/rawjson.h"
#include "jsonrpcrules.h"
#include "rulecatalogue.h"
#include "sessionrules.h"
#include "text/utf8.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <vector>

namespace mcpscope {

namespace {

/// The view of the message being checked, as the rules read it (built by checkFrame() or
/// checkMessage(), valid while they run). One per thread rather than per Validator: its
/// buffers then serve every session checked on the thread instead of growing anew for each.
lightjson::Document &messageView()
{
    thread_local lightjson::Document view;
    return view;
}

/// What peek() left in messageView() for the check that follows: the bytes (held, so that
/// they can be neither freed nor changed in place meanwhile) and whether they were JSON.
struct PeekedView
{
    QByteArray bytes;
    bool json = false;
    bool valid = false;
};
PeekedView &peekedView()
{
    thread_local PeekedView peeked;
    return peeked;
}

} // namespace

struct Validator::Private
{
    Q_DECLARE_TR_FUNCTIONS(mcpscope::Validator)
public:
    explicit Private(const Options &o)
        : options(o)
        , session(o.protocolVersion)
    {
    }

    /// Per direction: a JSON value being pretty-printed over several lines.
    struct LineState
    {
        bool inRun = false;
        int depth = 0;
        bool sawCrLf = false;
        bool sawContentLength = false;
    };
    LineState &lines(Direction d) { return m_lines[d == Direction::ClientToServer ? 0 : 1]; }

    Diagnostics checkFrame(const Frame &frame, const QByteArray &raw, Direction direction, qsizetype index);
    Diagnostics checkMessage(const QByteArray &raw, Direction direction, qsizetype index);
    void checkSize(const QByteArray &raw, qsizetype index, Diagnostics &out);
    /// @p json: messageView() took @p raw (it is JSON, an object or an array, and the view
    /// holds it). @p fromFrame: the bytes came from the framer (a line cannot hold a newline; a
    /// Content-Length body may, and that framing has its own warning).
    void checkContent(const QByteArray &raw, bool json, Direction d, qsizetype index, bool fromFrame, Diagnostics &out);
    void checkNotJson(const QByteArray &raw, Direction d, qsizetype index, Diagnostics &out);
    /// @p whole: the object is the whole message (not an element of a batch).
    void checkObject(const lightjson::Object &lo, Direction d, qsizetype index, const QString &prefix, Diagnostics &out,
                     bool whole);
    QString sender(Direction d) const { return d == Direction::ServerToClient ? tr("server") : tr("client"); }

    /// The message of @p raw from the view, when the last check built the view over these
    /// very bytes; scanned again otherwise (only frames that never reached the view: an empty
    /// line, a header block).
    Message scanned(const QByteArray &raw) const
    {
        if (viewBytes == raw.constData() && viewSize == raw.size())
            return Message::fromView(raw, viewJson ? &messageView() : nullptr);
        return Message::parse(raw);
    }
    /// Builds the view over @p raw and remembers which bytes it holds.
    bool buildView(const QByteArray &raw)
    {
        viewBytes = raw.constData();
        viewSize = raw.size();
        PeekedView &peeked = peekedView();
        if (peeked.valid && peeked.bytes.constData() == raw.constData() && peeked.bytes.size() == raw.size()) {
            viewJson = peeked.json; // peek() built the view over these very bytes
        } else {
            viewJson = messageView().build(raw);
        }
        peeked = PeekedView();
        return viewJson;
    }

    Options options;
    SessionRules session;
    HttpRules http;
    AppRules apps;
    int exchange = -1;               ///< the HttpExchange::id of the response that carried the frame checked, or -1
    const char *viewBytes = nullptr; ///< the bytes the view was last built over
    qsizetype viewSize = -1;
    bool viewJson = false;
    rawjson::DuplicateKeyScanner duplicates; ///< reports repeated names when the view saw some
    std::vector<rawjson::DuplicateKeyScanner::Duplicate> found;
    LineState m_lines[2];
};

namespace {

QString sizeText(qint64 bytes)
{
    if (bytes >= 1024 * 1024)
        return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1) + QStringLiteral(" MiB");
    if (bytes >= 1024)
        return QString::number(double(bytes) / 1024.0, 'f', 1) + QStringLiteral(" KiB");
    return QString::number(bytes) + QStringLiteral(" bytes");
}

qsizetype firstNonSpace(const QByteArray &raw)
{
    qsizetype i = 0;
    while (i < raw.size() && (raw.at(i) == ' ' || raw.at(i) == '\t' || raw.at(i) == '\r' || raw.at(i) == '\n'))
        ++i;
    return i;
}

/// Whether @p raw is a JSON scalar (a string, number, true/false/null) on its own.
bool isJsonScalar(const QByteArray &raw)
{
    const qsizetype i = firstNonSpace(raw);
    if (i >= raw.size())
        return false;
    const char c = raw.at(i);
    if (!(c == '"' || c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n'))
        return false;
    bool one = false;
    jsontext::parseScalar(raw, &one);
    return one;
}

} // namespace

Validator::Validator()
    : Validator(Options())
{
}

Validator::Validator(const Options &options)
    : d(std::make_unique<Private>(options))
{
}

Validator::~Validator() = default;

Message Validator::peek(const QByteArray &raw)
{
    PeekedView &peeked = peekedView();
    peeked.bytes = raw;
    peeked.json = messageView().build(raw);
    peeked.valid = true;
    return Message::fromView(raw, peeked.json ? &messageView() : nullptr);
}

QString Validator::protocolVersion() const
{
    return d->session.protocolVersion();
}

const Validator::Options &Validator::options() const
{
    return d->options;
}

Diagnostics Validator::checkFrame(const Frame &frame, const Message &message, Direction direction, qsizetype index)
{
    return d->checkFrame(frame, message.raw(), direction, index);
}

Diagnostics Validator::checkFrame(const Frame &frame, Direction direction, qsizetype index)
{
    return d->checkFrame(frame, frame.payload, direction, index);
}

Diagnostics Validator::checkFrame(const Frame &frame, Direction direction, qsizetype index, Message *scanned)
{
    d->viewBytes = nullptr;
    Diagnostics out = d->checkFrame(frame, frame.payload, direction, index);
    *scanned = d->scanned(frame.payload);
    qCDebug(lcValidator) << "message" << index << directionName(direction) << Message::kindName(scanned->kind())
                         << scanned->method() << out.size() << "findings";
    return out;
}

Diagnostics Validator::checkMessage(const QByteArray &raw, Direction direction, qsizetype index, Message *scanned)
{
    d->viewBytes = nullptr;
    Diagnostics out = d->checkMessage(raw, direction, index);
    *scanned = d->scanned(raw);
    qCDebug(lcValidator) << "message" << index << directionName(direction) << Message::kindName(scanned->kind())
                         << scanned->method() << out.size() << "findings";
    return out;
}

Diagnostics Validator::checkMessage(const Message &message, Direction direction, qsizetype index)
{
    return d->checkMessage(message.raw(), direction, index);
}

Diagnostics Validator::checkMessage(const QByteArray &raw, Direction direction, qsizetype index)
{
    return d->checkMessage(raw, direction, index);
}

Diagnostics Validator::Private::checkFrame(const Frame &frame, const QByteArray &raw, Direction direction,
                                           qsizetype index)
{
    Diagnostics out;
    if (!options.stdio || frame.has(Frame::Http)) {
        exchange = frame.has(Frame::Http) ? frame.exchange : -1;
        out = checkMessage(raw, direction, index);
        exchange = -1;
        return out;
    }
    LineState &lines = this->lines(direction);
    const bool contentLength = frame.has(Frame::ContentLength);
    if (frame.has(Frame::BadHeader)) {
        out.append(makeDiagnostic(QLatin1String("stdio.badHeader"),
                                  tr("The %1 started a Content-Length header block that cannot be understood: \"%2\".")
                                      .arg(sender(direction), previewBytes(frame.payload)),
                                  index));
        return out;
    }
    if (contentLength && !lines.sawContentLength) {
        lines.sawContentLength = true;
        out.append(makeDiagnostic(
            QLatin1String("stdio.contentLength"),
            tr("The %1 framed this message with a Content-Length header (as LSP does); MCP over stdio "
               "is one JSON message a line, without headers. mcpscope decoded it anyway (reported once).")
                .arg(sender(direction)),
            index));
    }
    if (frame.has(Frame::CrLf) && !lines.sawCrLf) {
        lines.sawCrLf = true;
        out.append(
            makeDiagnostic(QLatin1String("stdio.crlf"),
                           tr("The %1 ends its lines with CR LF (\"\\r\\n\"); MCP messages are delimited by a plain "
                              "newline (\"\\n\") (reported once).")
                               .arg(sender(direction)),
                           index));
    }
    if (frame.isEmptyLine()) {
        out.append(makeDiagnostic(
            QLatin1String("stdio.emptyLine"),
            tr("The %1 wrote an empty line; every line must be one JSON-RPC message.").arg(sender(direction)), index));
        return out;
    }
    const bool json = buildView(raw);
    if (frame.has(Frame::Unterminated)) {
        if (contentLength || !json) {
            out.append(makeDiagnostic(
                QLatin1String("stdio.unterminated"),
                contentLength ? tr("The stream ended before the %1 bytes its Content-Length header promised arrived.")
                                    .arg(frame.payload.size())
                              : tr("The stream ended in the middle of a message (%1 without a newline): \"%2\".")
                                    .arg(sizeText(frame.payload.size()), previewBytes(frame.payload)),
                index));
            lines.inRun = false;
            lines.depth = 0;
            return out;
        }
        out.append(
            makeDiagnostic(QLatin1String("stdio.noFinalNewline"),
                           tr("The last message is complete but not followed by a newline; each message must end "
                              "with one."),
                           index));
    }
    checkSize(raw, index, out);
    checkContent(raw, json, direction, index, true, out);
    return out;
}

Diagnostics Validator::Private::checkMessage(const QByteArray &raw, Direction direction, qsizetype index)
{
    Diagnostics out;
    if (raw.isEmpty()) {
        out.append(
            options.stdio
                ? makeDiagnostic(
                      QLatin1String("stdio.emptyLine"),
                      tr("The %1 wrote an empty line; every line must be one JSON-RPC message.").arg(sender(direction)),
                      index)
                : makeDiagnostic(QLatin1String("json.invalid"), tr("The message is empty."), index));
        return out;
    }
    checkSize(raw, index, out);
    checkContent(raw, buildView(raw), direction, index, false, out);
    return out;
}

Diagnostics Validator::checkHttp(const HttpExchange &exchange, qsizetype index)
{
    Diagnostics out;
    // Until the handshake is done a request has no version to carry.
    d->http.check(exchange, d->session.negotiatedVersion(), index, out);
    // The end of a subscriptions/listen stream (its request's Mcp-Method says which POST it was).
    // A complete JSON answer is followed by its body (an error, a result), which says more; a
    // request that got no response at all is the connection's failure, not the server's.
    const bool streamEnd = exchange.phase == HttpExchange::Phase::StreamEnd;
    if ((streamEnd || exchange.phase == HttpExchange::Phase::Failed) && exchange.method == "POST"
        && HttpExchange::header(exchange.requestHeaders, "Mcp-Method") == "subscriptions/listen")
        d->session.listenStreamEnded(exchange.id, streamEnd, index, out);
    return out;
}

Diagnostics Validator::checkApp(const QByteArray &raw, bool fromApp, const QString &appUri, qsizetype index,
                                Message *scanned)
{
    d->viewBytes = nullptr;
    Diagnostics out;
    const QString sender = fromApp ? Private::tr("app") : Private::tr("host");
    if (raw.trimmed().isEmpty()) {
        out.append(makeDiagnostic(QLatin1String("json.invalid"), Private::tr("The %1's message is empty.").arg(sender),
                                  index));
    } else if (d->checkSize(raw, index, out), !d->buildView(raw)) {
        const qsizetype bad = utf8::firstInvalid(raw);
        if (bad >= 0) {
            out.append(makeDiagnostic(
                QLatin1String("json.utf8"),
                Private::tr("The %1's message is not valid UTF-8: byte %2 (0x%3) does not start a valid sequence.")
                    .arg(sender)
                    .arg(bad)
                    .arg(uint(uchar(raw.at(bad))), 2, 16, QLatin1Char('0')),
                index));
        } else if (isJsonScalar(raw)) {
            out.append(makeDiagnostic(
                QLatin1String("jsonrpc.message.type"),
                Private::tr("The %1 sent a bare JSON value (\"%2\"), not an object: JSON-RPC messages are objects.")
                    .arg(sender, previewBytes(raw.mid(firstNonSpace(raw)))),
                index));
        } else {
            QJsonParseError error;
            jsontree::parse(raw, &error);
            out.append(makeDiagnostic(QLatin1String("json.invalid"),
                                      Private::tr("The %1's message is not JSON (%2 at byte %3): \"%4\".")
                                          .arg(sender, error.errorString())
                                          .arg(error.offset)
                                          .arg(previewBytes(raw)),
                                      index));
        }
    } else {
        const lightjson::Document &light = messageView();
        if (light.hasDuplicateNames()) {
            d->found.clear();
            d->duplicates.scan(raw, &d->found);
            for (const auto &dup : d->found)
                out.append(makeDiagnostic(
                    QLatin1String("json.duplicateKey"),
                    Private::tr("The member \"%1\" appears twice in the same object; mcpscope (like many "
                                "parsers) keeps the last value, others keep the first.")
                        .arg(previewBytes(dup.name, 40)),
                    index, dup.pointer));
        }
        if (light.root().isObject()) {
            const Envelope e = JsonRpcRules::check(light.root().toObject(), QString(), index, out);
            d->apps.process(e, fromApp, appUri, index, out);
        } else {
            out.append(makeDiagnostic(
                QLatin1String("app.batch"),
                Private::tr("The %1 sent a batch (a JSON array); apps and hosts exchange one message at a time.")
                    .arg(sender),
                index));
        }
    }
    *scanned = d->scanned(raw);
    qCDebug(lcValidator) << "app message" << index << (fromApp ? "app->host" : "host->app")
                         << Message::kindName(scanned->kind()) << scanned->method() << out.size() << "findings";
    return out;
}

Diagnostics Validator::writeAfterClose(Direction direction, qsizetype index)
{
    Diagnostics out;
    out.append(makeDiagnostic(QLatin1String("stdio.writeAfterClose"),
                              direction == Direction::ServerToClient
                                  ? Private::tr("The server wrote to its output after the connection was closed.")
                                  : Private::tr("The client wrote to the server after the connection was closed."),
                              index));
    return out;
}

Diagnostics Validator::requestTimedOut(Direction requester, const QJsonValue &id, qint64 timeoutMs)
{
    Diagnostics out;
    d->session.timedOut(requester, id, timeoutMs, out);
    return out;
}

Diagnostics Validator::finish()
{
    Diagnostics out;
    d->session.finish(out);
    return out;
}

void Validator::Private::checkSize(const QByteArray &raw, qsizetype index, Diagnostics &out)
{
    if (raw.size() > options.maxMessageBytes)
        out.append(makeDiagnostic(QLatin1String("message.tooLarge"),
                                  tr("The message is %1, more than the limit of %2; many clients refuse or truncate "
                                     "messages this large.")
                                      .arg(sizeText(raw.size()), sizeText(options.maxMessageBytes)),
                                  index));
}

void Validator::Private::checkContent(const QByteArray &raw, bool json, Direction d, qsizetype index, bool fromFrame,
                                      Diagnostics &out)
{
    if (!json) {
        checkNotJson(raw, d, index, out);
        return;
    }
    LineState &state = lines(d);
    state.inRun = false;
    state.depth = 0;
    if (options.stdio && !fromFrame && raw.contains('\n'))
        out.append(
            makeDiagnostic(QLatin1String("stdio.multiline"),
                           tr("The message contains line breaks (%1 lines); on stdio every message must be exactly "
                              "one line.")
                               .arg(raw.count('\n') + 1),
                           index));

    if (rawjson::startsWithBom(raw))
        out.append(makeDiagnostic(
            QLatin1String("json.bom"),
            tr("The message starts with a UTF-8 byte order mark (the bytes EF BB BF); JSON sent over a "
               "network must not have one, and many readers refuse it. mcpscope read the message anyway."),
            index));
    const lightjson::Document &light = messageView();
    if (light.hasDuplicateNames()) {
        found.clear();
        duplicates.scan(raw, &found);
        for (const auto &dup : found)
            out.append(
                makeDiagnostic(QLatin1String("json.duplicateKey"),
                               tr("The member \"%1\" appears twice in the same object; mcpscope (like many parsers) "
                                  "keeps the last value, others keep the first.")
                                   .arg(previewBytes(dup.name, 40)),
                               index, dup.pointer));
    }

    if (light.root().isObject()) {
        checkObject(light.root().toObject(), d, index, QString(), out, true);
        return;
    }
    const lightjson::Array batch = light.root().toArray();
    if (batch.isEmpty()) {
        out.append(makeDiagnostic(QLatin1String("jsonrpc.batch.empty"),
                                  tr("The message is an empty batch ([]); a batch needs at least one message."),
                                  index));
        return;
    }
    const QString version = session.protocolVersion();
    if (version >= QLatin1String("2025-06-18"))
        out.append(
            makeDiagnostic(QLatin1String("jsonrpc.batch.unsupported"),
                           tr("The message is a batch of %1; MCP %2 does not allow batches (they were removed in "
                              "2025-06-18): send each message on its own line.")
                               .arg(batch.size())
                               .arg(version),
                           index));
    for (qsizetype i = 0; i < batch.size(); ++i) {
        const QString prefix = QLatin1Char('/') + QString::number(i);
        const lightjson::Value element = batch.at(i);
        if (!element.isObject()) {
            out.append(makeDiagnostic(QLatin1String("jsonrpc.message.type"),
                                      tr("Element %1 of the batch is not an object.").arg(i), index, prefix));
            continue;
        }
        checkObject(element.toObject(), d, index, prefix, out, false);
    }
}

void Validator::Private::checkObject(const lightjson::Object &lo, Direction d, qsizetype index, const QString &prefix,
                                     Diagnostics &out, bool whole)
{
    const Envelope e = JsonRpcRules::check(lo, prefix, index, out);
    // The raw text of a whole message's params and result lets the shape rules recognise
    // large parts they checked before (a tool list fetched again) without walking them again.
    const auto container
        = [](const lightjson::Value &v) { return v.isObject() || v.isArray() ? v.raw() : QByteArrayView(); };
    session.process(e, lo, d, index, prefix, out, whole ? container(e.paramsValue) : QByteArrayView(),
                    whole ? container(e.result) : QByteArrayView());
    // The answer to a modern request over HTTP: its request's headers against its body.
    if (exchange >= 0 && d == Direction::ServerToClient) {
        session.noteListenExchange(exchange);
        if (const SessionRules::AnsweredRequest *a = session.lastAnswered())
            http.checkAnswer(exchange,
                             HttpRules::RequestBody{a->method, a->version, a->name, a->hasName, a->index, a->errorCode,
                                                    a->paramHeaders},
                             index, out);
    }
}

void Validator::Private::checkNotJson(const QByteArray &raw, Direction d, qsizetype index, Diagnostics &out)
{
    const bool looksLikeJson = jsontext::looksLikeJson(raw);
    LineState &state = lines(d);

    if (looksLikeJson || state.inRun) {
        const qsizetype bad = utf8::firstInvalid(raw);
        if (bad >= 0) {
            out.append(
                makeDiagnostic(QLatin1String("json.utf8"),
                               tr("The message is not valid UTF-8: byte %1 (0x%2) does not start a valid sequence; "
                                  "JSON-RPC messages must be UTF-8.")
                                   .arg(bad)
                                   .arg(uint(uchar(raw.at(bad))), 2, 16, QLatin1Char('0')),
                               index));
            state.inRun = false;
            state.depth = 0;
            return;
        }
    }
    if (isJsonScalar(raw)) {
        out.append(makeDiagnostic(
            QLatin1String("jsonrpc.message.type"),
            tr("The message is a bare JSON value (\"%1\"), not an object: JSON-RPC messages are objects.")
                .arg(previewBytes(raw.mid(firstNonSpace(raw)))),
            index));
        return;
    }
    if (!options.stdio) {
        // The view said no; QJsonDocument says why, in its words.
        QJsonParseError error;
        jsontree::parse(raw, &error);
        out.append(makeDiagnostic(QLatin1String("json.invalid"),
                                  tr("The message is not JSON (%1 at byte %2): \"%3\".")
                                      .arg(error.errorString())
                                      .arg(error.offset)
                                      .arg(previewBytes(raw)),
                                  index));
        return;
    }

    // A pretty-printed value arrives as fragments: a first line that opens more brackets than
    // it closes, then lines that do not parse on their own, until the brackets balance.
    if (raw.contains('\n') && looksLikeJson) {
        // Not one line at all (a transcript or our own message): the text itself shows it.
        out.append(
            makeDiagnostic(QLatin1String("stdio.multiline"),
                           tr("The message is spread over %1 lines; on stdio every message must be exactly one line.")
                               .arg(raw.count('\n') + 1),
                           index));
        return;
    }
    if (state.inRun) {
        state.depth += rawjson::nestingChange(raw);
        if (state.depth <= 0) {
            state.inRun = false;
            state.depth = 0;
        }
        out.append(makeDiagnostic(QLatin1String("stdio.multiline"),
                                  tr("This line continues a JSON message that the %1 spread over several lines "
                                     "(pretty-printed?); on stdio every message must be exactly one line.")
                                      .arg(d == Direction::ServerToClient ? tr("server") : tr("client")),
                                  index));
        return;
    }
    if (looksLikeJson) {
        const int depth = rawjson::nestingChange(raw);
        if (depth > 0) {
            state.inRun = true;
            state.depth = depth;
            out.append(
                makeDiagnostic(QLatin1String("stdio.multiline"),
                               tr("This line opens a JSON message that does not end on it: \"%1\". The %2 seems to "
                                  "pretty-print its messages over several lines; on stdio every message must be "
                                  "exactly one line.")
                                   .arg(previewBytes(raw), sender(d)),
                               index));
            return;
        }
    }
    out.append(makeDiagnostic(
        QLatin1String("stdio.notJson"),
        d == Direction::ServerToClient
            ? tr("The server wrote a line that is not JSON to stdout: \"%1\" — log to stderr instead.")
                  .arg(previewBytes(raw))
            : tr("The client wrote a line that is not JSON to the server's stdin: \"%1\".").arg(previewBytes(raw)),
        index));
}

} // namespace mcpscope
