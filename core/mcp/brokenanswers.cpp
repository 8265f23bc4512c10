// SPDX-License-Identifier: MIT
#include "brokenanswers.h"

#include "json/jsontext.h"
#include "json/rawjson.h"
#include "jsonrpc/message.h"
#include "text/preview.h"
#include "text/utf8.h"

#include <QRegularExpression>

namespace mcpscope {

namespace {

/// A pretty-printed answer longer than this is not put together again (it is still recorded
/// line by line, and the request waits for its timeout as any other).
constexpr qsizetype MaxRunBytes = 64 * 1024 * 1024;

QString idWords(const IdKey &id)
{
    return idToDisplay(id.toJson());
}

QString requestWords(const BrokenAnswers::Open &request)
{
    return BrokenAnswers::tr("request %1 (%2)").arg(idWords(request.id), request.method);
}

const BrokenAnswers::Open *findOpen(const QList<BrokenAnswers::Open> &open, const IdKey &id)
{
    for (const BrokenAnswers::Open &o : open) {
        if (o.id == id)
            return &o;
    }
    return nullptr;
}

/// The id of a response whose bytes are not JSON, when it can still be read: the first
/// "id" member written as an integer or a plain string, in text that has a "result" or an
/// "error" member as well.
std::optional<IdKey> readableId(const QByteArray &raw)
{
    if (!raw.contains("\"result\"") && !raw.contains("\"error\""))
        return std::nullopt;
    static const QRegularExpression idMember(
        QStringLiteral(R"re("id"\s*:\s*(?:(-?\d{1,18})(?![\d.eE])|"([^"\\]{0,200})"))re"));
    const QRegularExpressionMatch m = idMember.match(QString::fromUtf8(raw.left(1 << 20)));
    if (!m.hasMatch())
        return std::nullopt;
    if (m.capturedLength(1) > 0)
        return IdKey::integer(m.captured(1).toLongLong());
    IdKey key;
    key.type = IdKey::String;
    key.text = m.captured(2);
    return key;
}

} // namespace

void BrokenAnswers::reset()
{
    *this = BrokenAnswers();
}

void BrokenAnswers::messageSeen()
{
    ++m_messages;
    m_run.clear();
    m_runLines = 0;
    m_runDepth = 0;
}

std::optional<BrokenAnswers::Verdict> BrokenAnswers::examine(const Message &message, const QString &problem, bool stdio,
                                                             const QList<Open> &open, qint64 nextId)
{
    if (message.kind() != Message::Kind::Invalid) {
        messageSeen();
        return message.isResponse() ? examineResponse(message, open, nextId) : std::nullopt;
    }
    if (m_junkLines++ == 0)
        m_firstJunk = message.raw().left(200);
    return examineJunk(message, problem, stdio, open);
}

std::optional<BrokenAnswers::Verdict> BrokenAnswers::examineResponse(const Message &message, const QList<Open> &open,
                                                                     qint64 nextId) const
{
    const IdKey &id = message.idKey();
    IdKey other;
    if (id.swapped(&other)) {
        if (const Open *meant = findOpen(open, other)) {
            return Verdict{meant->id,
                           tr("The server answered %1 with the id %2, a %3: a response must repeat its request's id "
                              "with the same type (JSON-RPC 2.0), so this answer belongs to no request.")
                               .arg(requestWords(*meant), message.idText(),
                                    id.type == IdKey::String ? tr("string") : tr("number"))};
        }
    }
    // The client's ids are the integers 1 … nextId-1; any other id was never sent. One that
    // was sent and is not open any more is a late answer, which is no fault of this kind. A
    // response without any id answers nothing in particular (some servers answer notifications
    // that way), and so does a result with id null; an error with id null is JSON-RPC's "could
    // not read your request".
    if (id.isNone())
        return std::nullopt;
    const bool nullId = message.idText() == QLatin1String("null");
    if (nullId && message.kind() != Message::Kind::Error)
        return std::nullopt;
    const bool neverSent = id.type != IdKey::Integer || id.number <= 0 || id.number >= nextId;
    if (!neverSent || open.size() != 1)
        return std::nullopt;
    const Open &only = open.constFirst();
    if (message.kind() == Message::Kind::Error) {
        return Verdict{only.id,
                       tr("The server answered with an error for the id %1, which mcpscope never sent: \"%2\" (error "
                          "%3). The only request waiting for an answer is %4, so the server most likely could not read "
                          "it.")
                           // One arg() call: the server's words may hold "%3" themselves.
                           .arg(message.idText(), previewText(message.errorMessage(), 200),
                                QString::number(message.errorCode()), requestWords(only))};
    }
    return Verdict{only.id,
                   tr("The server answered with the id %1, which mcpscope never sent. The only request waiting for an "
                      "answer is %2: the server most likely mixed up the id.")
                       .arg(message.idText(), requestWords(only))};
}

std::optional<BrokenAnswers::Verdict> BrokenAnswers::examineJunk(const Message &message, const QString &problem,
                                                                 bool stdio, const QList<Open> &open)
{
    const QByteArray &raw = message.raw();
    // stdio: a value pretty-printed over several lines arrives as lines that are no JSON on
    // their own; they are put together again to see which request they answer.
    if (stdio && (!m_run.isEmpty() || (jsontext::looksLikeJson(raw) && rawjson::nestingChange(raw) > 0))) {
        m_run += raw;
        m_run += '\n';
        ++m_runLines;
        m_runDepth += rawjson::nestingChange(raw);
        if (m_run.size() > MaxRunBytes) {
            m_run.clear();
            m_runLines = 0;
            m_runDepth = 0;
            return std::nullopt;
        }
        if (m_runDepth > 0)
            return std::nullopt;
        const Message whole = Message::parse(m_run);
        const int lines = m_runLines;
        m_run.clear();
        m_runLines = 0;
        m_runDepth = 0;
        if (!whole.isResponse())
            return std::nullopt;
        const Open *meant = findOpen(open, whole.idKey());
        if (!meant)
            return std::nullopt;
        return Verdict{meant->id, tr("The server answered %1, but it pretty-printed the answer over %n lines; MCP over "
                                     "stdio needs exactly one message per line, so it cannot be read as one.",
                                     nullptr, lines)
                                      .arg(requestWords(*meant))};
    }

    std::optional<IdKey> id;
    const qsizetype bad = utf8::firstInvalid(raw);
    if (bad >= 0) {
        // Not UTF-8: with the bad bytes replaced, the rest may still say which request it answers.
        const Message readable = Message::parse(QString::fromUtf8(raw).toUtf8());
        if (readable.isResponse())
            id = readable.idKey();
    }
    if (!id)
        id = readableId(raw);
    if (!id)
        return std::nullopt;
    const Open *meant = findOpen(open, *id);
    if (!meant)
        return std::nullopt;
    const QString what = bad >= 0 ? tr("is not valid UTF-8") : tr("is not valid JSON");
    return Verdict{meant->id, tr("The server's answer to %1 %2, so it cannot be read: %3")
                                  .arg(requestWords(*meant), what, problem.isEmpty() ? previewBytes(raw) : problem)};
}

QString BrokenAnswers::onlyJunkReason(int quietMs) const
{
    QString text = tr("The server wrote %n line(s) on its output that are no JSON-RPC message, and no message at all",
                      nullptr, int(m_junkLines));
    text += QLatin1Char(' ')
            + tr("(it has been silent for %1 s since). The first: \"%2\".")
                  .arg(quietMs / 1000.0)
                  .arg(previewBytes(m_firstJunk, 80));
    return text;
}

} // namespace mcpscope
