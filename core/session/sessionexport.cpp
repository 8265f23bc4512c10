// SPDX-License-Identifier: MIT
#include "sessionexport.h"

#include "json/jsontext.h"
#include "redactor.h"
#include "session.h"
#include "sessionsummary.h"
#include "text/utf8.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>

namespace mcpscope {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("mcpscope::SessionExporter", text);
}

/// The server's name in a report's title: its title when it gave one, else its name.
QString serverTitle(const SessionSummary &s)
{
    return s.serverInfo.value(QLatin1String("title")).toString(s.serverInfo.value(QLatin1String("name")).toString());
}

/// Text for an HTML page: the markup characters escaped, and every character that HTML does
/// not allow in a document's text made visible and marked instead of passed through: C0
/// controls but tab and line feed (as control pictures, ␛ for ESC), DEL (␡), C1 controls,
/// noncharacters and lone surrogates (as \uXXXX). The page stays valid HTML whatever the
/// server sent. Without @p markup (a title, an attribute) they are not put in spans.
QString htmlText(QStringView text, bool markup = true)
{
    QString out;
    out.reserve(text.size() + text.size() / 8);
    const auto marked = [&out, markup](char32_t code, const QString &shown) {
        if (!markup) {
            out += shown;
            return;
        }
        out += QStringLiteral("<span class=\"ctl\" title=\"U+")
               + QString::number(uint(code), 16).toUpper().rightJustified(4, QLatin1Char('0')) + QStringLiteral("\">")
               + shown + QStringLiteral("</span>");
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        switch (u) {
        case '<':
            out += QLatin1String("&lt;");
            continue;
        case '>':
            out += QLatin1String("&gt;");
            continue;
        case '&':
            out += QLatin1String("&amp;");
            continue;
        case '"':
            out += QLatin1String("&quot;");
            continue;
        case '\t':
        case '\n':
            out += c;
            continue;
        default:
            break;
        }
        if (u < 0x20 || u == 0x7f) {
            marked(u, QChar(u == 0x7f ? 0x2421 : 0x2400 + u));
            continue;
        }
        char32_t code = u;
        qsizetype units = 1;
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            code = QChar::surrogateToUcs4(c, text.at(i + 1));
            units = 2;
        }
        const bool lone = units == 1 && c.isSurrogate();
        const bool nonCharacter = (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) == 0xfffe;
        if ((code >= 0x80 && code <= 0x9f) || nonCharacter || lone)
            marked(code, QStringLiteral("\\u")
                             + QString::number(uint(code), 16).toUpper().rightJustified(4, QLatin1Char('0')));
        else
            out += text.mid(i, units);
        i += units - 1;
    }
    return out;
}

/// Bytes for an HTML page, through the one decoder (utf8::readable): each byte that is not
/// valid UTF-8 shows as \xNN in a span of class "bad", each C0 control and DEL as its control
/// picture in a span of class "ctl". The spans come from where the decoder put the escapes,
/// never from searching the text: a peer's literal "\x41" is text, not a bad byte.
QString htmlBytes(QByteArrayView bytes, const QString &invalidTitle, qsizetype *invalidBytes)
{
    const utf8::ReadableText readable = utf8::readable(bytes);
    if (invalidBytes)
        *invalidBytes = readable.invalidBytes;
    QString out;
    out.reserve(readable.text.size() + readable.marks.size() * 40);
    const QStringView text(readable.text);
    qsizetype at = 0;
    for (const utf8::ReadableText::Mark &mark : readable.marks) {
        out += htmlText(text.sliced(at, mark.position - at));
        if (mark.kind == utf8::ReadableText::Mark::Kind::InvalidByte)
            out += QStringLiteral("<span class=\"bad\" title=\"")
                   + htmlText(
                       invalidTitle.arg(QString::number(mark.byte, 16).toUpper().rightJustified(2, QLatin1Char('0'))),
                       false)
                   + QStringLiteral("\">");
        else
            out += QStringLiteral("<span class=\"ctl\" title=\"U+%1\">")
                       .arg(QString::number(mark.byte, 16).toUpper().rightJustified(4, QLatin1Char('0')));
        out += text.sliced(mark.position, mark.length);
        out += QStringLiteral("</span>");
        at = mark.position + mark.length;
    }
    out += htmlText(text.sliced(at));
    return out;
}

QString seconds(qint64 us)
{
    return QString::number(double(us) / 1e6, 'f', 3);
}

QString arrow(const SessionEvent &e)
{
    switch (e.type) {
    case SessionEvent::Type::Sent:
        return QStringLiteral("→");
    case SessionEvent::Type::Received:
        return QStringLiteral("←");
    case SessionEvent::Type::Stderr:
        return QStringLiteral("stderr");
    case SessionEvent::Type::Lifecycle:
        return QStringLiteral("•");
    case SessionEvent::Type::Http:
        return QStringLiteral("HTTP");
    case SessionEvent::Type::App:
        return e.fromApp ? QStringLiteral("app→host") : QStringLiteral("host→app");
    }
    return QString();
}

QString describeMessage(const SessionEvent &e, const SessionSummary &summary, const Session &session)
{
    const Message &m = e.message;
    QString method = m.method();
    if (m.isResponse()) {
        // App messages pair among themselves (the summary speaks of the server's).
        method = e.isAppMessage()
                     ? (e.linked >= 0 && e.linked < e.index ? session.eventAt(e.linked).message.method() : QString())
                     : summary.methodOfResponse(e.index);
    }
    QString text = Message::kindName(m.kind());
    if (!method.isEmpty())
        text = method + QLatin1Char(' ') + text;
    if (m.hasId())
        text += QStringLiteral(" (id %1)").arg(idToDisplay(m.id()).left(40));
    return text;
}

QString markdownCell(QString text)
{
    // Server-chosen text must stay text in a pasted report: every character that can start a
    // Markdown construct (emphasis, links, images, headings, lists, tables, code, HTML,
    // entities, strike-through) is backslash-escaped, and GFM autolinks ("https://", "www.",
    // e-mail addresses) are broken up the same way.
    static const QString special = QStringLiteral("\\`*_{}[]()#+-!|<>&~:@");
    static const QRegularExpression www(QStringLiteral("(?i)\\bwww\\."));
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : std::as_const(text)) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            out += QLatin1Char(' ');
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QChar(c.unicode() == 0x7f ? 0x2421 : 0x2400 + c.unicode()); // a control picture
        else if (special.contains(c))
            out += QLatin1Char('\\') + c;
        else
            out += c;
    }
    out.replace(www, QStringLiteral("www\\."));
    return out;
}

/// A fenced block that no content can close early: the fence is longer than any backtick run.
QString markdownFence(const QString &content, const QString &language = QString())
{
    int longest = 0, run = 0;
    for (QChar c : content) {
        run = c == QLatin1Char('`') ? run + 1 : 0;
        longest = qMax(longest, run);
    }
    const QString fence(qMax(3, longest + 1), QLatin1Char('`'));
    return fence + language + QLatin1Char('\n') + content
           + (content.endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n")) + fence + QLatin1Char('\n');
}

const char *HtmlStyle = R"CSS(
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2em auto;max-width:1100px;padding:0 1em;color:#1b1f24;background:#fff}
h1{font-size:1.6em}h2{margin-top:2em;border-bottom:1px solid #d0d7de;padding-bottom:.2em}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #d0d7de;padding:.3em .5em;text-align:left;vertical-align:top}
th{background:#f6f8fa}pre{background:#f6f8fa;padding:.6em;overflow:auto;white-space:pre-wrap;word-break:break-all;margin:.3em 0}
.two{display:flex;gap:1em}.two>div{flex:1;min-width:0}
.ev{border-bottom:1px solid #eaeef2;padding:.15em 0}.ev summary{cursor:pointer}
.t{color:#57606a;font-variant-numeric:tabular-nums;display:inline-block;min-width:5em}
.stderr{color:#9a6700}.life{color:#57606a;font-style:italic}
.error{color:#cf222e;font-weight:600}.warning{color:#9a6700;font-weight:600}.info{color:#0969da}
.bad{background:#ffebe9;outline:1px solid #cf222e}.ctl{background:#eaeef2;outline:1px dotted #57606a}.note{color:#57606a;font-style:italic}
@media print{body{margin:0;max-width:none}details::details-content{content-visibility:visible;display:block}details>summary~*{display:block}}
)CSS";

} // namespace

SessionExporter::SessionExporter(const Session *session)
    : m_session(session)
{
}

bool SessionExporter::parseFormat(const QString &name, Format *format)
{
    if (name == QLatin1String("session") || name == QLatin1String("jsonl"))
        *format = Format::Session;
    else if (name == QLatin1String("html"))
        *format = Format::Html;
    else if (name == QLatin1String("markdown") || name == QLatin1String("md"))
        *format = Format::Markdown;
    else
        return false;
    return true;
}

QList<qsizetype> SessionExporter::eventIndices() const
{
    if (!m_selection.isEmpty()) {
        // In session order, each once, only events that exist.
        QList<qsizetype> chosen;
        chosen.reserve(m_selection.size());
        for (qsizetype i : m_selection) {
            if (i >= 0 && i < m_session->count())
                chosen.append(i);
        }
        std::sort(chosen.begin(), chosen.end());
        chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
        return chosen;
    }
    QList<qsizetype> all;
    all.reserve(m_session->count());
    for (qsizetype i = 0; i < m_session->count(); ++i)
        all.append(i);
    return all;
}

SessionSummary SessionExporter::summary(const QList<qsizetype> &events) const
{
    if (m_selection.isEmpty())
        return SessionSummary::of(*m_session);
    // A report of selected events tells only what those events say. The server's name,
    // version, capabilities and instructions come from the initialize answer, the client's
    // from the initialize request, the tool (prompt, resource) names from a tools/list
    // (prompts/list, …) answer: each only when that message is selected. A selected answer
    // is read with the method of its request even when the request itself is not selected
    // (its row is labelled "tools/list result" either way); nothing else of the request is
    // used.
    const auto selected = [&events](qsizetype i) { return std::binary_search(events.cbegin(), events.cend(), i); };
    SessionSummary s;
    SessionSummary counted;
    for (qsizetype i : events) {
        const SessionEvent &e = m_session->eventAt(i);
        if (e.isMessage() && e.message.isResponse() && e.linked >= 0 && e.linked < i && !selected(e.linked))
            s.add(m_session->eventAt(e.linked));
        s.add(e);
        counted.add(e);
    }
    if (s.initializeRequestIndex >= 0 && !selected(s.initializeRequestIndex)) {
        s.initializeRequestIndex = -1;
        s.requestedProtocolVersion.clear();
        s.clientInfo = QJsonObject();
        s.clientCapabilities = QJsonObject();
    }
    s.sent = counted.sent;
    s.received = counted.received;
    s.errorResponses = counted.errorResponses;
    s.stderrLines = counted.stderrLines;
    s.durationUs = counted.durationUs;
    return s;
}

Diagnostics SessionExporter::diagnostics(const QList<qsizetype> &events) const
{
    if (m_selection.isEmpty())
        return m_session->diagnostics();
    // Only the findings about selected events: not those about other events, and not those
    // about the session as a whole (which no selection holds).
    Diagnostics out;
    for (const Diagnostic &d : m_session->diagnostics()) {
        if (d.messageIndex >= 0 && std::binary_search(events.cbegin(), events.cend(), d.messageIndex))
            out.append(d);
    }
    return out;
}

QByteArray SessionExporter::raw(qsizetype event) const
{
    const SessionEvent &e = m_session->eventAt(event);
    const QByteArray bytes = e.type == SessionEvent::Type::Stderr ? e.stderrLine : e.message.raw();
    return m_redactor ? m_redactor->redactRaw(bytes, &m_hits) : bytes;
}

QSharedPointer<const HttpExchange> SessionExporter::redactedExchange(const SessionEvent &e) const
{
    if (!e.http || !m_redactor)
        return e.http;
    // The transport already hid authorization, cookies and configured header values; the
    // redactor also looks at what is left (URLs with keys in them, bodies, other headers).
    HttpExchange x = *e.http;
    x.url = text(x.url);
    x.finalUrl = text(x.finalUrl);
    for (auto &h : x.requestHeaders)
        h.second = text(QString::fromUtf8(h.second)).toUtf8();
    for (auto &h : x.responseHeaders)
        h.second = text(QString::fromUtf8(h.second)).toUtf8();
    x.body = m_redactor->redactRaw(x.body, &m_hits);
    x.error = text(x.error);
    return QSharedPointer<const HttpExchange>::create(x);
}

QString SessionExporter::text(const QString &value) const
{
    return m_redactor ? m_redactor->redactText(value, &m_hits) : value;
}

QByteArray SessionExporter::render(Format format) const
{
    switch (format) {
    case Format::Session:
        return toSessionFile();
    case Format::Html:
        return toHtml();
    case Format::Markdown:
        return toMarkdown();
    }
    return QByteArray();
}

bool SessionExporter::write(Format format, const QString &path, QString *errorMessage) const
{
    const QByteArray data = render(format);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        *errorMessage = tr("Cannot write \"%1\": %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

QByteArray SessionExporter::toSessionFile() const
{
    m_hits = 0;
    QJsonObject header{{QStringLiteral("redacted"), m_redactor != nullptr}};
    if (!m_serverCommand.isEmpty())
        header.insert(QStringLiteral("server"), QJsonObject{{QStringLiteral("command"), text(m_serverCommand)}});
    QByteArray out = m_session->headerLine(header);
    for (qsizetype i : eventIndices())
        out += lineOf(i);
    return out;
}

QByteArray SessionExporter::lineOf(qsizetype i, int server) const
{
    SessionEvent e = m_session->eventAt(i);
    if (m_redactor) {
        if (e.type == SessionEvent::Type::Stderr)
            e.stderrLine = raw(i);
        else if (e.type == SessionEvent::Type::Lifecycle)
            e.text = text(e.text);
        else if (e.type == SessionEvent::Type::Http)
            e.http = redactedExchange(e);
        else
            e.message = Message::parse(raw(i));
    }
    return Session::eventLine(e, m_session->tellsConnectionsApart() ? m_session->connectionOf(i) : 0, server);
}

QByteArray SessionExporter::toHtml() const
{
    m_hits = 0;
    const QList<qsizetype> events = eventIndices();
    const SessionSummary s = summary(events);
    const Diagnostics diags = diagnostics(events);
    const bool selection = !m_selection.isEmpty();
    const QLocale c = QLocale::c();
    const auto esc = [](const QString &t) { return htmlText(t); };
    const QString invalidTitle = tr("Byte 0x%1 is not valid UTF-8.");
    auto pretty = [&](const QByteArray &bytes, QString *note) {
        QByteArray shown = bytes;
        if (bytes.size() > m_displayLimit) {
            shown = bytes.left(m_displayLimit);
            *note = tr("%1 bytes; the first %2 are shown.").arg(bytes.size()).arg(m_displayLimit);
        }
        const Message parsed = Message::parse(shown);
        if (parsed.isValidJson())
            return esc(QString::fromUtf8(jsontext::reindent(shown, 2)));
        qsizetype invalid = 0;
        const QString t = htmlBytes(shown, invalidTitle, &invalid);
        if (invalid > 0) {
            const QString how
                = tr("Bytes that are not valid UTF-8: %1, each shown as \\xNN; a backslash written before "
                     "an x is doubled.")
                      .arg(invalid);
            *note = note->isEmpty() ? how : *note + QLatin1Char(' ') + how;
        }
        return t;
    };
    qsizetype severities[3] = {0, 0, 0};
    for (const Diagnostic &d : diags)
        ++severities[int(d.severity)];

    QString title = serverTitle(s).isEmpty() ? tr("MCP session") : serverTitle(s);
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                        "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
                        "<meta name=\"generator\" content=\"mcpscope " MCPSCOPE_VERSION "\">");
    h += QStringLiteral("<title>") + htmlText(tr("mcpscope report: %1").arg(text(title)), false)
         + QStringLiteral("</title>");
    h += QStringLiteral("<style>") + QString::fromUtf8(HtmlStyle) + QStringLiteral("</style></head><body>\n");
    h += QStringLiteral("<h1>") + esc(tr("mcpscope report: %1").arg(text(title))) + QStringLiteral("</h1>\n");

    // Summary
    h += QStringLiteral("<h2 id=\"summary\">") + esc(tr("Summary")) + QStringLiteral("</h2><table>");
    auto row = [&](const QString &k, const QString &v) {
        h += QStringLiteral("<tr><th>") + esc(k) + QStringLiteral("</th><td>") + esc(v) + QStringLiteral("</td></tr>");
    };
    if (selection)
        row(tr("Selection"), tr("%1 of the session's %2 events; nothing else of the session is in this report.")
                                 .arg(events.size())
                                 .arg(m_session->count()));
    row(tr("Server"), text(serverTitle(s) + QLatin1Char(' ') + s.serverVersion()).trimmed());
    if (!m_serverCommand.isEmpty())
        row(tr("Command"), text(m_serverCommand));
    row(tr("Protocol version"), s.protocolVersion);
    row(tr("Started"), m_session->startedAt().toString(Qt::ISODateWithMs));
    row(tr("Duration"), tr("%1 s").arg(seconds(s.durationUs)));
    row(tr("Messages"), tr("%1 sent, %2 received").arg(s.sent).arg(s.received));
    row(tr("Diagnostics"), tr("%1 errors, %2 warnings, %3 infos")
                               .arg(severities[int(Severity::Error)])
                               .arg(severities[int(Severity::Warning)])
                               .arg(severities[int(Severity::Info)]));
    row(tr("Server error output"), tr("%1 lines").arg(s.stderrLines));
    row(tr("Redaction"),
        m_redactor ? tr("on: secrets are replaced by [redacted]") : tr("off: this report shows everything"));
    h += QStringLiteral("</table>\n");
    if (!s.instructions.isEmpty())
        h += QStringLiteral("<h3>") + esc(tr("Instructions")) + QStringLiteral("</h3><pre>") + esc(text(s.instructions))
             + QStringLiteral("</pre>");

    // Capabilities (of a selection: only when its initialize messages are selected)
    if (!selection || s.initializeRequestIndex >= 0 || s.hasServer()) {
        h += QStringLiteral("<h2 id=\"capabilities\">") + esc(tr("Capabilities"))
             + QStringLiteral("</h2><div class=\"two\"><div><h3>") + esc(tr("Declared by the client"))
             + QStringLiteral("</h3><pre>")
             + esc(QString::fromUtf8(QJsonDocument(s.clientCapabilities).toJson(QJsonDocument::Indented)))
             + QStringLiteral("</pre></div><div><h3>") + esc(tr("Declared by the server"))
             + QStringLiteral("</h3><pre>")
             + esc(QString::fromUtf8(QJsonDocument(s.serverCapabilities).toJson(QJsonDocument::Indented)))
             + QStringLiteral("</pre></div></div>\n");
    }
    if (!s.tools.isEmpty())
        h += QStringLiteral("<p>") + esc(tr("Tools: %1").arg(text(s.tools.join(QStringLiteral(", ")))))
             + QStringLiteral("</p>\n");

    // Diagnostics
    h += QStringLiteral("<h2 id=\"diagnostics\">") + esc(tr("Diagnostics")) + QStringLiteral("</h2>");
    if (diags.isEmpty()) {
        h += QStringLiteral("<p>") + esc(tr("None.")) + QStringLiteral("</p>");
    } else {
        h += QStringLiteral("<table><tr><th>") + esc(tr("Severity")) + QStringLiteral("</th><th>") + esc(tr("Code"))
             + QStringLiteral("</th><th>") + esc(tr("Message")) + QStringLiteral("</th><th>#</th><th>")
             + esc(tr("Where")) + QStringLiteral("</th><th>") + esc(tr("Specification")) + QStringLiteral("</th></tr>");
        for (const Diagnostic &d : diags) {
            const QString sev = severityName(d.severity);
            h += QStringLiteral("<tr><td class=\"") + sev + QStringLiteral("\">") + esc(sev)
                 + QStringLiteral("</td><td>") + esc(d.code) + QStringLiteral("</td><td>") + esc(text(d.message))
                 + QStringLiteral("</td><td>");
            if (d.messageIndex >= 0)
                h += QStringLiteral("<a href=\"#e%1\">%1</a>").arg(d.messageIndex);
            h += QStringLiteral("</td><td>") + esc(d.pointer) + QStringLiteral("</td><td>") + esc(d.specRef)
                 + QStringLiteral("</td></tr>");
        }
        h += QStringLiteral("</table>");
    }

    // Timeline
    h += QStringLiteral("\n<h2 id=\"timeline\">") + esc(tr("Timeline")) + QStringLiteral("</h2>\n");
    for (qsizetype i : events) {
        const SessionEvent &e = m_session->eventAt(i);
        const QString when = QStringLiteral("<span class=\"t\">") + seconds(e.elapsedUs) + QStringLiteral("</span> ");
        const QString anchor = QStringLiteral(" id=\"e%1\"").arg(i);
        switch (e.type) {
        case SessionEvent::Type::Lifecycle:
            h += QStringLiteral("<div class=\"ev life\"") + anchor + QLatin1Char('>') + when + esc(text(e.text))
                 + QStringLiteral("</div>\n");
            break;
        case SessionEvent::Type::Http: {
            const QSharedPointer<const HttpExchange> x = redactedExchange(e);
            h += QStringLiteral("<div class=\"ev life\"") + anchor + QLatin1Char('>') + when + QStringLiteral("HTTP ")
                 + esc(x ? x->summary() : QString()) + QStringLiteral("</div>\n");
            break;
        }
        case SessionEvent::Type::Stderr: {
            QString note;
            h += QStringLiteral("<div class=\"ev stderr\"") + anchor + QLatin1Char('>') + when
                 + QStringLiteral("stderr ") + pretty(raw(i), &note) + QStringLiteral("</div>\n");
            break;
        }
        case SessionEvent::Type::Sent:
        case SessionEvent::Type::Received:
        case SessionEvent::Type::App: {
            Severity worst;
            QString marker;
            if (m_session->worstSeverityOf(i, &worst))
                marker = QStringLiteral(" <span class=\"") + severityName(worst) + QStringLiteral("\">")
                         + esc(severityName(worst)) + QStringLiteral("</span>");
            QString note;
            const QString body = pretty(raw(i), &note);
            h += QStringLiteral("<details class=\"ev\"") + anchor + QStringLiteral("><summary>") + when + arrow(e)
                 + QLatin1Char(' ') + esc(text(describeMessage(e, s, *m_session))) + QStringLiteral(" · ")
                 + esc(c.formattedDataSize(e.message.raw().size())) + marker + QStringLiteral("</summary>");
            if (!note.isEmpty())
                h += QStringLiteral("<p class=\"note\">") + esc(note) + QStringLiteral("</p>");
            h += QStringLiteral("<pre>") + body + QStringLiteral("</pre></details>\n");
            break;
        }
        }
    }

    // stderr on its own
    h += QStringLiteral("<h2 id=\"stderr\">") + esc(tr("Server error output")) + QStringLiteral("</h2><pre>");
    for (qsizetype i : events) {
        if (m_session->eventAt(i).type == SessionEvent::Type::Stderr) {
            QString note;
            h += pretty(raw(i), &note) + QLatin1Char('\n');
        }
    }
    h += QStringLiteral("</pre>\n<p class=\"note\">")
         + esc(tr("Generated by mcpscope %1.").arg(QStringLiteral(MCPSCOPE_VERSION)))
         + QStringLiteral("</p></body></html>\n");
    return h.toUtf8();
}

QByteArray SessionExporter::toMarkdown() const
{
    m_hits = 0;
    const QList<qsizetype> events = eventIndices();
    const SessionSummary s = summary(events);
    const Diagnostics diags = diagnostics(events);
    const bool selection = !m_selection.isEmpty();
    qsizetype severities[3] = {0, 0, 0};
    for (const Diagnostic &d : diags)
        ++severities[int(d.severity)];
    const auto invalidNote = [](qsizetype invalid) {
        return tr("Bytes that are not valid UTF-8: %1, each shown as \\xNN; a backslash written before an x is doubled.")
            .arg(invalid);
    };
    QString md;
    const QString title = serverTitle(s).isEmpty()
                              ? tr("MCP session")
                              : text(serverTitle(s) + QLatin1Char(' ') + s.serverVersion()).trimmed();
    md += QStringLiteral("## mcpscope session: ") + markdownCell(title) + QStringLiteral("\n\n");
    if (selection)
        md += QStringLiteral("- ")
              + tr("%1 of the session's %2 events; nothing else of the session is in this report.")
                    .arg(events.size())
                    .arg(m_session->count())
              + QLatin1Char('\n');
    if (!m_serverCommand.isEmpty())
        md += QStringLiteral("- ") + tr("Command:") + QLatin1Char(' ') + markdownCell(text(m_serverCommand))
              + QLatin1Char('\n');
    md += QStringLiteral("- ") + tr("Protocol version:") + QLatin1Char(' ') + markdownCell(s.protocolVersion)
          + QLatin1Char('\n');
    md += QStringLiteral("- ")
          + tr("Messages: %1 sent, %2 received over %3 s").arg(s.sent).arg(s.received).arg(seconds(s.durationUs))
          + QLatin1Char('\n');
    md += QStringLiteral("- ")
          + tr("Diagnostics: %1 errors, %2 warnings")
                .arg(severities[int(Severity::Error)])
                .arg(severities[int(Severity::Warning)])
          + QLatin1Char('\n');
    if (!selection || s.hasServer())
        md += QStringLiteral("- ")
              + tr("Server capabilities: %1").arg(markdownCell(s.serverCapabilities.keys().join(QStringLiteral(", "))))
              + QLatin1Char('\n');
    if (!s.tools.isEmpty())
        md += QStringLiteral("- ") + tr("Tools: %1").arg(markdownCell(text(s.tools.join(QStringLiteral(", ")))))
              + QLatin1Char('\n');
    md += QStringLiteral("- ") + (m_redactor ? tr("Secrets redacted.") : tr("Not redacted.")) + QStringLiteral("\n\n");

    if (!diags.isEmpty()) {
        md += QStringLiteral("### ") + tr("Diagnostics") + QStringLiteral("\n\n| ") + tr("Severity")
              + QStringLiteral(" | ") + tr("Code") + QStringLiteral(" | ") + tr("Message")
              + QStringLiteral(" | # |\n|---|---|---|---|\n");
        const qsizetype shown = qMin<qsizetype>(diags.size(), 100);
        for (qsizetype i = 0; i < shown; ++i) {
            const Diagnostic &d = diags.at(i);
            md += QStringLiteral("| ") + severityName(d.severity) + QStringLiteral(" | ") + markdownCell(d.code)
                  + QStringLiteral(" | ") + markdownCell(text(d.message)) + QStringLiteral(" | ")
                  + QString::number(d.messageIndex) + QStringLiteral(" |\n");
        }
        if (diags.size() > shown)
            md += QLatin1Char('\n') + tr("…and %1 more.").arg(diags.size() - shown) + QLatin1Char('\n');
        md += QLatin1Char('\n');
    }

    md += QStringLiteral("### ") + tr("Messages") + QStringLiteral("\n\n| # | s | ") + tr("Direction")
          + QStringLiteral(" | ") + tr("Message") + QStringLiteral(" | ") + tr("Size")
          + QStringLiteral(" |\n|---|---|---|---|---|\n");
    QString stderrText;
    qsizetype stderrInvalid = 0;
    int rows = 0;
    for (qsizetype i : events) {
        const SessionEvent &e = m_session->eventAt(i);
        if (e.type == SessionEvent::Type::Stderr) {
            const utf8::ReadableText line = utf8::readable(raw(i));
            stderrText += line.text + QLatin1Char('\n');
            stderrInvalid += line.invalidBytes;
            continue;
        }
        if (e.type == SessionEvent::Type::Lifecycle || ++rows > 500)
            continue;
        if (e.type == SessionEvent::Type::Http) {
            const QSharedPointer<const HttpExchange> x = redactedExchange(e);
            md += QStringLiteral("| %1 | %2 | HTTP | ").arg(i).arg(seconds(e.elapsedUs))
                  + markdownCell(x ? x->summary() : QString())
                  + QStringLiteral(" | %1 |\n").arg(x ? x->responseBytes : 0);
            continue;
        }
        md += QStringLiteral("| %1 | %2 | %3 | ").arg(i).arg(seconds(e.elapsedUs), arrow(e))
              + markdownCell(text(describeMessage(e, s, *m_session)))
              + QStringLiteral(" | %1 |\n").arg(e.message.raw().size());
    }
    if (rows > 500)
        md += QLatin1Char('\n') + tr("…and %1 more messages (see the session file).").arg(rows - 500)
              + QLatin1Char('\n');
    if (!stderrText.isEmpty()) {
        QStringList lines = stderrText.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (lines.size() > 40)
            lines = lines.mid(lines.size() - 40);
        md += QStringLiteral("\n### ") + tr("Server error output (last lines)") + QStringLiteral("\n\n")
              + markdownFence(lines.join(QLatin1Char('\n')));
        if (stderrInvalid > 0)
            md += invalidNote(stderrInvalid) + QLatin1Char('\n');
    }
    // Messages with errors, whole: what a maintainer needs first.
    bool headed = false;
    for (qsizetype i : events) {
        Severity worst;
        if (!m_session->worstSeverityOf(i, &worst) || worst != Severity::Error)
            continue;
        if (!headed) {
            md += QStringLiteral("\n### ") + tr("Messages with errors") + QStringLiteral("\n\n");
            headed = true;
        }
        QByteArray bytes = raw(i);
        const bool cut = bytes.size() > 64 * 1024;
        if (cut)
            bytes = bytes.left(64 * 1024);
        const bool json = Message::parse(bytes).isValidJson();
        const utf8::ReadableText readable = json ? utf8::ReadableText() : utf8::readable(bytes);
        md += QStringLiteral("#%1:\n\n").arg(i)
              + markdownFence(json ? QString::fromUtf8(jsontext::reindent(bytes, 2)) : readable.text,
                              json ? QStringLiteral("json") : QString());
        if (readable.invalidBytes > 0)
            md += invalidNote(readable.invalidBytes) + QLatin1Char('\n');
        if (cut)
            md += tr("(cut at 64 KiB)") + QLatin1Char('\n');
        md += QLatin1Char('\n');
    }
    md += QLatin1Char('\n') + tr("Generated by mcpscope %1.").arg(QStringLiteral(MCPSCOPE_VERSION)) + QLatin1Char('\n');
    return md.toUtf8();
}

} // namespace mcpscope
