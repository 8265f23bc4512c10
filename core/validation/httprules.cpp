// SPDX-License-Identifier: MIT
#include "httprules.h"

#include "rulecatalogue.h"

#include <QStringList>

namespace mcpscope {

namespace {

bool visibleAscii(const QByteArray &text)
{
    for (char c : text) {
        if (c < 0x21 || c > 0x7E)
            return false;
    }
    return !text.isEmpty();
}

} // namespace

void HttpRules::check(const HttpExchange &e, const QString &protocolVersion, qsizetype index, Diagnostics &out)
{
    using Phase = HttpExchange::Phase;
    if (e.authorization)
        return; // the OAuth client's own requests: the authorization server is not an MCP server
    if (e.phase == Phase::Failed)
        return; // nothing came back: the transport says why, there is no server behaviour to judge

    if (e.phase == Phase::StreamEnd) {
        if (e.sseCut && !m_reportedSseFraming) {
            m_reportedSseFraming = true;
            out.append(makeDiagnostic(QLatin1String("http.sse.framing"),
                                      tr("The server's event stream ended in the middle of an event (no blank line "
                                         "closed it); the event is lost (reported once)."),
                                      index));
        }
        return;
    }

    const bool post = e.method == "POST";
    const bool ok = e.status >= 200 && e.status < 300;

    // A modern request mirrors parts of its body in headers; they are compared with the body
    // when the answer arrives (checkAnswer()), which names the request.
    if (post && !e.legacySse && e.id >= 0 && !m_mirrored.contains(e.id)) {
        MirroredHeaders h{HttpExchange::header(e.requestHeaders, "MCP-Protocol-Version"),
                          HttpExchange::header(e.requestHeaders, "Mcp-Method"),
                          HttpExchange::header(e.requestHeaders, "Mcp-Name"),
                          {}};
        for (const auto &header : e.requestHeaders) {
            if (header.first.toLower().startsWith("mcp-param-"))
                h.params.append(header);
        }
        if (m_mirrored.size() >= 4096) // answers that never came (notifications): bounded
            m_mirrored.clear();
        m_mirrored.insert(e.id, h);
    }

    // The client's side: headers a request must carry once the session is set up.
    if (post && !e.legacySse && !protocolVersion.isEmpty() && protocolVersion >= QLatin1String("2025-06-18")) {
        const QByteArray sent = HttpExchange::header(e.requestHeaders, "MCP-Protocol-Version");
        if (sent.isNull()) {
            out.append(
                makeDiagnostic(QLatin1String("http.protocolVersionHeader"),
                               tr("The request after the handshake did not carry the MCP-Protocol-Version header "
                                  "(the session uses %1).")
                                   .arg(protocolVersion),
                               index));
        } else if (QString::fromLatin1(sent) != protocolVersion) {
            out.append(makeDiagnostic(QLatin1String("http.protocolVersionHeader"),
                                      tr("The request carried MCP-Protocol-Version %1, but the session uses %2.")
                                          .arg(previewBytes(sent), protocolVersion),
                                      index));
        }
    }
    if (post && !m_sessionId.isEmpty() && HttpExchange::header(e.requestHeaders, "Mcp-Session-Id").isNull()) {
        out.append(makeDiagnostic(
            QLatin1String("http.sessionId.missing"),
            tr("The request did not carry the Mcp-Session-Id the server issued (%1).").arg(previewBytes(m_sessionId)),
            index));
    }

    // The server's side.
    const QByteArray issued = HttpExchange::header(e.responseHeaders, "Mcp-Session-Id");
    if (!issued.isNull()) {
        if (!visibleAscii(issued)) {
            out.append(makeDiagnostic(QLatin1String("http.sessionId.chars"),
                                      tr("The server's Mcp-Session-Id \"%1\" holds characters outside visible ASCII "
                                         "(0x21 to 0x7E).")
                                          .arg(previewBytes(issued)),
                                      index));
        }
        if (m_sessionId.isEmpty() && ok)
            m_sessionId = issued;
        else if (!m_sessionId.isEmpty() && issued != m_sessionId && ok)
            out.append(makeDiagnostic(QLatin1String("http.sessionId.changed"),
                                      tr("The server answered with session id %1 although it had issued %2; a session "
                                         "keeps its id.")
                                          .arg(previewBytes(issued), previewBytes(m_sessionId)),
                                      index));
    }
    if (e.status == 401 && HttpExchange::header(e.responseHeaders, "WWW-Authenticate").isNull()) {
        out.append(makeDiagnostic(QLatin1String("http.unauthorized.challenge"),
                                  tr("The server answered 401 without a WWW-Authenticate header, so a client cannot "
                                     "learn how to authorize."),
                                  index));
    }
    if (e.status >= 500) {
        out.append(makeDiagnostic(QLatin1String("http.status.serverError"),
                                  tr("The server failed with HTTP %1%2.")
                                      .arg(e.status)
                                      .arg(e.body.isEmpty() ? QString() : QStringLiteral(": ") + previewBytes(e.body)),
                                  index));
    }
    if (!post || !ok)
        return;
    if (e.status == 202) {
        if (e.responseBytes > 0 && !e.legacySse) // the old transport answers "Accepted"
            out.append(makeDiagnostic(
                QLatin1String("http.accepted.body"),
                tr("The server answered 202 Accepted with a body of %1 bytes; 202 has no body.").arg(e.responseBytes),
                index));
        return;
    }
    if (e.responseBytes == 0 && e.contentType.isEmpty())
        return; // an empty 200 or 204 to a notification: allowed
    if (e.contentType != "application/json" && e.contentType != "text/event-stream") {
        out.append(makeDiagnostic(
            QLatin1String("http.contentType"),
            tr("The server answered a POST with Content-Type %1; MCP allows application/json or "
               "text/event-stream%2.")
                .arg(e.contentType.isEmpty() ? tr("(none)") : previewBytes(e.contentType),
                     e.body.isEmpty() ? QString() : tr(" (the body starts: %1)").arg(previewBytes(e.body))),
            index));
    }
}

void HttpRules::checkAnswer(int exchange, const RequestBody &body, qsizetype index, Diagnostics &out)
{
    const auto it = m_mirrored.constFind(exchange);
    if (it == m_mirrored.cend())
        return;
    const MirroredHeaders h = *it;
    m_mirrored.erase(it);
    QStringList problems;
    if (h.version.isNull())
        problems << tr("it has no MCP-Protocol-Version header (the body's _meta says %1)")
                        .arg(previewText(body.version, 20));
    else if (QString::fromLatin1(h.version) != body.version)
        problems << tr("MCP-Protocol-Version says %1 but the body's _meta says %2")
                        .arg(previewBytes(h.version), previewText(body.version, 20));
    if (h.method.isNull())
        problems << tr("it has no Mcp-Method header (the body's method is %1)").arg(previewText(body.method, 60));
    else if (HttpExchange::decodeHeaderText(h.method) != body.method)
        problems << tr("Mcp-Method says %1 but the body's method is %2")
                        .arg(previewBytes(h.method), previewText(body.method, 60));
    if (body.hasName) {
        bool encoded = false;
        const QString decoded = HttpExchange::decodeHeaderText(h.name, &encoded);
        if (h.name.isNull())
            problems << tr("it has no Mcp-Name header (the body names %1)").arg(previewText(body.name, 80));
        else if (decoded != body.name)
            problems << tr("Mcp-Name says %1 but the body names %2")
                            .arg(previewText(decoded, 80), previewText(body.name, 80));
        else if (!encoded && HttpExchange::encodeHeaderText(body.name) != h.name)
            problems << tr("Mcp-Name carries %1 as it is, but a value that is not plain visible ASCII (or looks like "
                           "the =?base64?…?= form) must be sent base64-encoded")
                            .arg(previewText(body.name, 80));
    }
    for (const auto &[name, value] : body.paramHeaders) {
        const QByteArray sent = HttpExchange::header(h.params, "Mcp-Param-" + name.toLatin1());
        const QString shown = QStringLiteral("Mcp-Param-") + previewText(name, 60);
        if (value.isNull()) {
            if (!sent.isNull())
                problems << tr("%1 is sent although the arguments give no value for it").arg(shown);
            continue;
        }
        if (sent.isNull()) {
            problems << tr("%1 is missing (the arguments say %2)").arg(shown, previewText(value, 80));
            continue;
        }
        bool encoded = false;
        const QString decoded = HttpExchange::decodeHeaderText(sent, &encoded);
        bool sameNumber = false;
        const double headerNumber = decoded.toDouble(&sameNumber);
        bool bodyIsNumber = false;
        const double bodyNumber = value.toDouble(&bodyIsNumber);
        // Integers are compared as numbers (42 and 42.0 are the same value).
        sameNumber = sameNumber && bodyIsNumber && headerNumber == bodyNumber;
        if (decoded != value && !sameNumber)
            problems << tr("%1 says %2 but the arguments say %3")
                            .arg(shown, previewText(decoded, 80), previewText(value, 80));
        else if (!encoded && HttpExchange::encodeHeaderText(value) != sent && !sameNumber)
            problems << tr("%1 carries %2 as it is, but a value that is not plain visible ASCII must be sent "
                           "base64-encoded")
                            .arg(shown, previewText(value, 80));
    }
    if (problems.isEmpty())
        return;
    out.append(makeDiagnostic(QLatin1String("modern.http.headerMismatch"),
                              tr("The HTTP headers of the request (message #%1) do not match its body: %2.")
                                  .arg(body.index)
                                  .arg(problems.join(QStringLiteral("; "))),
                              index));
    if (body.errorCode != -32020)
        out.append(makeDiagnostic(
            QLatin1String("modern.http.mismatchAccepted"),
            tr("The server answered the request of message #%1 although its HTTP headers do not match its body; it "
               "must refuse such a request with 400 Bad Request and error -32020 (header "
               "mismatch), because a proxy may route by the headers while the server acts on the "
               "body.")
                .arg(body.index),
            index));
}

} // namespace mcpscope
