// SPDX-License-Identifier: MIT
#include "sessioncompare.h"
#include "json/jsontree.h"

#include "json/jsontext.h"
#include "session.h"
#include "surfacechanges.h"
#include "validation/diagnostic.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace mcpscope {

using jsondiff::Difference;

namespace {

QByteArray compactJson(const QJsonValue &value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

/// The raw text of member @p key of the JSON object text @p raw (the parsed value when the
/// text cannot be found, e.g. for a member name spelled with escapes).
QByteArray memberRaw(QByteArrayView raw, QByteArrayView key, const QJsonValue &parsed)
{
    const QByteArrayView text = jsontext::memberText(raw, key);
    if (!text.isEmpty())
        return text.toByteArray();
    return parsed.isUndefined() ? QByteArray() : compactJson(parsed);
}

/// A DiscoverResult (MCP 2026-07-28) as the members an initialize result would have, as the
/// server wrote them: supportedVersions, the server info from its _meta, capabilities and
/// instructions; so that sessions of either era compare the same way.
QByteArray discoveryAsHandshake(const QByteArray &raw, const QJsonObject &parsed)
{
    QByteArray out = "{";
    const auto add = [&out](QByteArrayView key, const QByteArray &value) {
        if (value.isEmpty())
            return;
        if (out.size() > 1)
            out += ',';
        out += '"' + key.toByteArray() + "\":" + value;
    };
    add("supportedVersions", memberRaw(raw, "supportedVersions", parsed.value(QLatin1String("supportedVersions"))));
    const QJsonObject meta = parsed.value(QLatin1String("_meta")).toObject();
    add("serverInfo", memberRaw(memberRaw(raw, "_meta", meta), "io.modelcontextprotocol/serverInfo",
                                meta.value(QLatin1String("io.modelcontextprotocol/serverInfo"))));
    add("capabilities", memberRaw(raw, "capabilities", parsed.value(QLatin1String("capabilities"))));
    add("instructions", memberRaw(raw, "instructions", parsed.value(QLatin1String("instructions"))));
    return out + '}';
}

QByteArray wrap(QByteArrayView key, const QByteArray &raw)
{
    return "{\"" + key.toByteArray() + "\":" + raw + '}';
}

QJsonObject parseObject(const QByteArray &raw)
{
    return jsontree::parse(raw).object();
}

struct ListKind
{
    SessionComparison::Section section;
    const char *method;
    const char *itemsKey;
    const char *nameKey;
};

constexpr ListKind ListKinds[] = {
    {SessionComparison::Section::Tools, "tools/list", "tools", "name"},
    {SessionComparison::Section::Resources, "resources/list", "resources", "uri"},
    {SessionComparison::Section::ResourceTemplates, "resources/templates/list", "resourceTemplates", "uriTemplate"},
    {SessionComparison::Section::Prompts, "prompts/list", "prompts", "name"},
};

bool isCallMethod(const QString &method)
{
    return method == QLatin1String("tools/call") || method == QLatin1String("resources/read")
           || method == QLatin1String("prompts/get");
}

} // namespace

struct SessionComparison::Side
{
    struct Entry
    {
        QString key;
        QByteArray raw;
        qsizetype event = -1;
    };
    struct Call
    {
        QString method;
        QString key;             ///< tool name, URI, prompt name
        QJsonValue arguments;    ///< tools/call, prompts/get (undefined when none)
        QByteArray requestPart;  ///< "\"arguments\":{…}" or "\"uri\":\"…\""
        QByteArray responsePart; ///< "\"result\":{…}" or "\"error\":{…}"; empty: no answer
        qsizetype event = -1;
    };

    QByteArray initializeResult;
    qsizetype initializeEvent = -1;
    QList<Entry> lists[SectionCount];
    bool listed[SectionCount] = {};
    QList<Call> calls;

    static Side read(const Session &session)
    {
        Side side;
        struct Pending
        {
            QString method;
            QJsonObject params;
            qsizetype call = -1;
        };
        QHash<qsizetype, Pending> pending;   ///< by the request's event index
        QHash<qsizetype, int> callOfRequest; ///< calls by their first request's event index
        for (const SessionEvent &e : session.events()) {
            const Message &m = e.message;
            const bool request = e.type == SessionEvent::Type::Sent && m.kind() == Message::Kind::Request;
            const bool response = e.type == SessionEvent::Type::Received && m.isResponse();
            if (!request && !response)
                continue;
            // Long sessions keep only raw bytes: parse each message once, here.
            const QJsonObject message = m.json().toObject();
            if (request) {
                Pending p{message.value(QStringLiteral("method")).toString(),
                          message.value(QStringLiteral("params")).toObject(), -1};
                // A later round of a request that asked for input (MCP 2026-07-28) is the same
                // call: its answer is the call's answer.
                const qsizetype firstRound = session.roundRequests(e.index).value(0, e.index);
                if (firstRound != e.index && callOfRequest.contains(firstRound)) {
                    p.call = callOfRequest.value(firstRound);
                    pending.insert(e.index, p);
                    continue;
                }
                if (isCallMethod(p.method)) {
                    Call call;
                    call.method = p.method;
                    const QByteArray paramsRaw = memberRaw(m.raw(), "params", message.value(QStringLiteral("params")));
                    const bool read = p.method == QLatin1String("resources/read");
                    const char *member = read ? "uri" : "arguments";
                    call.key = p.params.value(read ? QStringLiteral("uri") : QStringLiteral("name")).toString();
                    call.arguments = p.params.value(QLatin1String(member));
                    if (call.arguments.isUndefined() && !read)
                        call.arguments = QJsonObject();
                    call.requestPart = '"' + QByteArray(member) + "\":" + memberRaw(paramsRaw, member, call.arguments);
                    p.call = side.calls.size();
                    callOfRequest.insert(e.index, p.call);
                    side.calls.append(call);
                }
                pending.insert(e.index, p);
                continue;
            }
            // The session's pairing (Pairing) says which request this answers.
            const auto it = pending.constFind(e.linked);
            if (it == pending.cend())
                continue;
            const Pending p = *it;
            pending.erase(it);
            const bool isResult = m.kind() == Message::Kind::Result;
            const QJsonValue result = message.value(QStringLiteral("result"));
            if (p.call >= 0) {
                Call &call = side.calls[p.call];
                if (isResult)
                    call.responsePart = "\"result\":" + memberRaw(m.raw(), "result", result);
                else
                    call.responsePart
                        = "\"error\":" + memberRaw(m.raw(), "error", message.value(QStringLiteral("error")));
                call.event = e.index;
                continue;
            }
            if (!isResult)
                continue;
            if (p.method == QLatin1String("initialize") && side.initializeEvent < 0) {
                side.initializeResult = memberRaw(m.raw(), "result", result);
                side.initializeEvent = e.index;
                continue;
            }
            if (p.method == QLatin1String("server/discover") && side.initializeEvent < 0) {
                side.initializeResult = discoveryAsHandshake(memberRaw(m.raw(), "result", result), result.toObject());
                side.initializeEvent = e.index;
                continue;
            }
            for (const ListKind &kind : ListKinds) {
                if (p.method != QLatin1String(kind.method))
                    continue;
                const int s = int(kind.section);
                // A listing starts without a cursor; its later pages carry one. The last
                // listing is what the server offered at the end.
                if (!p.params.contains(QStringLiteral("cursor")))
                    side.lists[s].clear();
                side.listed[s] = true;
                const QByteArray resultRaw = memberRaw(m.raw(), "result", result);
                const QJsonArray parsedItems = result.toObject().value(QLatin1String(kind.itemsKey)).toArray();
                const QByteArray items = memberRaw(resultRaw, kind.itemsKey, parsedItems);
                const QList<QByteArrayView> elements = jsontext::elements(items);
                for (qsizetype i = 0; i < elements.size(); ++i) {
                    const QString name = parsedItems.at(i).toObject().value(QLatin1String(kind.nameKey)).toString();
                    side.lists[s].append({name, elements.at(i).toByteArray(), e.index});
                }
            }
        }
        return side;
    }
};

SessionComparison::SessionComparison() = default;
SessionComparison::~SessionComparison() = default;
SessionComparison::SessionComparison(const SessionComparison &) = default;
SessionComparison &SessionComparison::operator=(const SessionComparison &) = default;

SessionComparison SessionComparison::compare(const Session &a, const Session &b)
{
    const Side sa = Side::read(a);
    const Side sb = Side::read(b);
    SessionComparison c;
    c.compareServer(sa, sb);
    for (const ListKind &kind : ListKinds)
        c.compareLists(kind.section, sa, sb);
    c.compareCalls(sa, sb);
    return c;
}

namespace {

/// The capability that announces the list of @p section ("tools" for tools/list, …).
QLatin1String capabilityOf(SessionComparison::Section section)
{
    switch (section) {
    case SessionComparison::Section::Tools:
        return QLatin1String("tools");
    case SessionComparison::Section::Resources:
    case SessionComparison::Section::ResourceTemplates:
        return QLatin1String("resources");
    case SessionComparison::Section::Prompts:
        return QLatin1String("prompts");
    default:
        break;
    }
    return QLatin1String();
}

SessionComparison::ServerFacts serverFacts(const QByteArray &handshake, bool known)
{
    SessionComparison::ServerFacts facts;
    facts.known = known;
    if (!known)
        return facts;
    const QJsonObject result = parseObject(handshake);
    const QJsonObject info = result.value(QLatin1String("serverInfo")).toObject();
    facts.name = info.value(QLatin1String("name")).toString();
    facts.version = info.value(QLatin1String("version")).toString();
    facts.protocolVersion = result.value(QLatin1String("protocolVersion")).toString();
    if (facts.protocolVersion.isEmpty()) {
        const QJsonArray versions = result.value(QLatin1String("supportedVersions")).toArray();
        if (!versions.isEmpty())
            facts.protocolVersion = versions.first().toString();
    }
    return facts;
}

} // namespace

SessionComparison SessionComparison::compareSurface(const Session &a, const Session &b)
{
    Side sa = Side::read(a);
    Side sb = Side::read(b);
    SessionComparison c;
    c.m_surface = true;
    c.m_serverA = serverFacts(sa.initializeResult, sa.initializeEvent >= 0);
    c.m_serverB = serverFacts(sb.initializeResult, sb.initializeEvent >= 0);
    c.compareServer(sa, sb, true);
    const QJsonObject capsA = parseObject(sa.initializeResult).value(QLatin1String("capabilities")).toObject();
    const QJsonObject capsB = parseObject(sb.initializeResult).value(QLatin1String("capabilities")).toObject();
    for (const ListKind &kind : ListKinds) {
        const int s = int(kind.section);
        // A server that does not offer a list has none: its emptiness is known without asking.
        const bool knownA = sa.listed[s] || (sa.initializeEvent >= 0 && !capsA.contains(capabilityOf(kind.section)));
        const bool knownB = sb.listed[s] || (sb.initializeEvent >= 0 && !capsB.contains(capabilityOf(kind.section)));
        if (knownA && knownB) {
            sa.listed[s] = true;
            sb.listed[s] = true;
            c.compareLists(kind.section, sa, sb);
            continue;
        }
        NotCompared left;
        left.section = kind.section;
        if (!knownA && !knownB)
            left.reason = tr("Neither side asked for %1.").arg(QLatin1String(kind.method));
        else if (!knownA)
            left.reason = tr("A did not ask for %1.").arg(QLatin1String(kind.method));
        else
            left.reason = tr("B did not ask for %1.").arg(QLatin1String(kind.method));
        c.m_notCompared.append(left);
    }
    return c;
}

namespace {

QString firstText(const QJsonArray &blocks, const QString &textKey)
{
    for (const QJsonValue &v : blocks) {
        const QJsonObject block = v.toObject();
        if (block.value(textKey).isString())
            return block.value(textKey).toString();
    }
    return {};
}

} // namespace

QString SessionComparison::preview(const QJsonValue &value, int maxChars, bool quoteStrings)
{
    if (value.isUndefined())
        return tr("(not there)");
    if (value.isString() && !quoteStrings)
        return previewText(value.toString(), maxChars);
    return previewText(QString::fromUtf8(compactJson(value)), maxChars);
}

namespace {

/// One line about an item's value on one side, for the A and B columns.
QString describe(SessionComparison::Section section, const QJsonObject &o)
{
    using S = SessionComparison::Section;
    switch (section) {
    case S::Server:
    case S::Capabilities: {
        const QJsonValue v = o.begin() != o.end() ? o.begin().value() : QJsonValue();
        if (v.isObject() && v.toObject().contains(QStringLiteral("name")) && section == S::Server) {
            const QJsonObject info = v.toObject();
            return previewText(QStringList{info.value(QStringLiteral("name")).toString(),
                                           info.value(QStringLiteral("version")).toString()}
                                   .join(QLatin1Char(' '))
                                   .trimmed(),
                               80);
        }
        return SessionComparison::preview(v);
    }
    case S::Tools:
    case S::Prompts: {
        const QString title = o.value(QStringLiteral("title")).toString();
        const QString description = o.value(QStringLiteral("description")).toString();
        return previewText(title.isEmpty() ? description : title, 80);
    }
    case S::Resources:
    case S::ResourceTemplates: {
        QStringList parts{o.value(QStringLiteral("name")).toString()};
        if (o.contains(QStringLiteral("mimeType")))
            parts << o.value(QStringLiteral("mimeType")).toString();
        return previewText(parts.join(QStringLiteral(" · ")), 80);
    }
    case S::Calls:
        break;
    }
    if (o.contains(QStringLiteral("error"))) {
        const QJsonObject error = o.value(QStringLiteral("error")).toObject();
        return SessionComparison::tr("error %1: %2")
            .arg(error.value(QStringLiteral("code")).toInteger())
            .arg(previewText(error.value(QStringLiteral("message")).toString(), 60));
    }
    if (!o.contains(QStringLiteral("result")))
        return SessionComparison::tr("no answer");
    const QJsonObject result = o.value(QStringLiteral("result")).toObject();
    if (result.contains(QStringLiteral("content"))) {
        const QJsonArray content = result.value(QStringLiteral("content")).toArray();
        QString text = firstText(content, QStringLiteral("text"));
        if (text.isEmpty())
            text = SessionComparison::tr("content blocks: %1").arg(content.size());
        if (result.value(QStringLiteral("isError")).toBool())
            return SessionComparison::tr("tool error: %1").arg(previewText(text, 60));
        return previewText(text, 80);
    }
    if (result.contains(QStringLiteral("contents"))) {
        const QJsonArray contents = result.value(QStringLiteral("contents")).toArray();
        const QString text = firstText(contents, QStringLiteral("text"));
        return text.isEmpty() ? SessionComparison::tr("contents: %1").arg(contents.size()) : previewText(text, 80);
    }
    if (result.contains(QStringLiteral("messages"))) {
        return SessionComparison::tr("messages: %1").arg(result.value(QStringLiteral("messages")).toArray().size());
    }
    return SessionComparison::preview(result);
}

/// The part of an item that @p pointer points into, as people name it: the first member
/// ("description" of "/description/x"), the member inside the wrapper of server fields and
/// capabilities ("version" of "/serverInfo/version"), the part of a call's result ("isError"
/// of "/result/isError").
QString partOf(const QString &pointer, SessionComparison::Section section)
{
    using S = SessionComparison::Section;
    const QStringList tokens = pointer.split(QLatin1Char('/'));
    if (tokens.size() < 2)
        return QString();
    const bool wrapped = section == S::Server || section == S::Capabilities;
    const bool result = section == S::Calls && tokens.at(1) == QLatin1String("result");
    if ((wrapped || result) && tokens.size() > 2)
        return tokens.at(2);
    return tokens.at(1);
}

} // namespace

void SessionComparison::addItem(Item item)
{
    const QJsonObject a = parseObject(item.rawA);
    const QJsonObject b = parseObject(item.rawB);
    const bool call = item.section == Section::Calls;
    if (item.rawA.isEmpty()) {
        item.status = Status::OnlyInB;
        item.summaryB = describe(item.section, b);
    } else if (item.rawB.isEmpty()) {
        item.status = Status::OnlyInA;
        item.summaryA = describe(item.section, a);
    } else {
        item.differences = jsondiff::compare(a, b, QString(), 500, &item.differencesTruncated);
        if (item.differences.isEmpty()) {
            if (jsontext::compact(item.rawA) != jsontext::compact(item.rawB))
                item.spelling = jsondiff::spelling(item.rawA, item.rawB);
            item.status = item.spelling.isEmpty() ? Status::Same : Status::WrittenDifferently;
            item.summaryA = describe(item.section, a);
            item.summaryB = describe(item.section, b);
        } else {
            item.status = Status::Different;
            QStringList parts;
            for (const Difference &d : std::as_const(item.differences)) {
                const QString part = partOf(d.pointer(), item.section);
                if (!part.isEmpty() && !parts.contains(part))
                    parts << part;
            }
            item.what = previewText(parts.join(QStringLiteral(", ")), 60);
            const Difference &first = item.differences.constFirst();
            if (call) {
                // A call's columns say what came back, the detail shows where it differs.
                item.summaryA = describe(item.section, a);
                item.summaryB = describe(item.section, b);
                if (item.summaryA == item.summaryB) {
                    const bool quote = first.a.type() != first.b.type();
                    item.summaryA = preview(first.a, 80, quote);
                    item.summaryB = preview(first.b, 80, quote);
                }
            } else {
                const bool quote = first.a.type() != first.b.type();
                item.summaryA = preview(first.a, 80, quote);
                item.summaryB = preview(first.b, 80, quote);
            }
        }
    }
    if (item.section != Section::Calls
        && (item.status == Status::Different
            || (item.isDifference() && (item.section == Section::Capabilities || item.section == Section::Server))))
        item.changes = SurfaceChanges::describe(item.section, a, b);
    m_items.append(item);
}

void SessionComparison::compareServer(const Side &a, const Side &b, bool surface)
{
    const bool haveA = a.initializeEvent >= 0;
    const bool haveB = b.initializeEvent >= 0;
    if (!haveA && !haveB)
        return;
    const QJsonObject ra = parseObject(a.initializeResult);
    const QJsonObject rb = parseObject(b.initializeResult);
    for (const char *field : {"protocolVersion", "supportedVersions", "serverInfo", "instructions"}) {
        const QLatin1String key(field);
        // The surface is what the server offers; its name, version and protocol are told apart.
        if (surface && key != QLatin1String("instructions"))
            continue;
        if (!ra.contains(key) && !rb.contains(key))
            continue;
        Item item;
        item.section = Section::Server;
        item.name = key;
        if (ra.contains(key))
            item.rawA = wrap(field, memberRaw(a.initializeResult, field, ra.value(key)));
        if (rb.contains(key))
            item.rawB = wrap(field, memberRaw(b.initializeResult, field, rb.value(key)));
        item.eventA = a.initializeEvent;
        item.eventB = b.initializeEvent;
        if (!haveA)
            item.notes << tr("A has no answer to initialize.");
        if (!haveB)
            item.notes << tr("B has no answer to initialize.");
        addItem(item);
    }

    // Capabilities, one item per capability, in A's order and then B's new ones.
    const QByteArray capsA = memberRaw(a.initializeResult, "capabilities", ra.value(QLatin1String("capabilities")));
    const QByteArray capsB = memberRaw(b.initializeResult, "capabilities", rb.value(QLatin1String("capabilities")));
    QList<QByteArray> keys;
    QHash<QByteArray, QByteArray> valuesA;
    QHash<QByteArray, QByteArray> valuesB;
    for (const auto &[key, value] : jsontext::members(capsA)) {
        keys << key.toByteArray();
        valuesA.insert(key.toByteArray(), value.toByteArray());
    }
    for (const auto &[key, value] : jsontext::members(capsB)) {
        if (!valuesA.contains(key.toByteArray()))
            keys << key.toByteArray();
        valuesB.insert(key.toByteArray(), value.toByteArray());
    }
    for (const QByteArray &key : std::as_const(keys)) {
        Item item;
        item.section = Section::Capabilities;
        item.name = QString::fromUtf8(key);
        if (valuesA.contains(key))
            item.rawA = wrap(key, valuesA.value(key));
        if (valuesB.contains(key))
            item.rawB = wrap(key, valuesB.value(key));
        item.eventA = a.initializeEvent;
        item.eventB = b.initializeEvent;
        addItem(item);
    }
}

void SessionComparison::compareLists(Section section, const Side &a, const Side &b)
{
    const int s = int(section);
    m_listedA[s] = a.listed[s];
    m_listedB[s] = b.listed[s];
    QHash<QString, qsizetype> inB;
    for (qsizetype j = 0; j < b.lists[s].size(); ++j)
        inB.insert(b.lists[s].at(j).key, j);
    QSet<QString> seen;
    auto note = [&](Item &item) {
        if (!a.listed[s])
            item.notes << tr("A did not ask for this list.");
        if (!b.listed[s])
            item.notes << tr("B did not ask for this list.");
    };
    for (const Side::Entry &entry : a.lists[s]) {
        if (seen.contains(entry.key))
            continue; // the same name twice in one list: the validator reports it; compare the first
        seen.insert(entry.key);
        Item item;
        item.section = section;
        item.name = entry.key;
        item.rawA = entry.raw;
        item.eventA = entry.event;
        const auto it = inB.constFind(entry.key);
        if (it != inB.cend()) {
            item.rawB = b.lists[s].at(*it).raw;
            item.eventB = b.lists[s].at(*it).event;
        }
        note(item);
        addItem(item);
    }
    QSet<QString> seenB;
    for (const Side::Entry &entry : b.lists[s]) {
        if (seen.contains(entry.key) || seenB.contains(entry.key))
            continue;
        seenB.insert(entry.key);
        Item item;
        item.section = section;
        item.name = entry.key;
        item.rawB = entry.raw;
        item.eventB = entry.event;
        note(item);
        addItem(item);
    }
}

void SessionComparison::compareCalls(const Side &a, const Side &b)
{
    const qsizetype n = a.calls.size();
    const qsizetype m = b.calls.size();
    QList<qsizetype> partner(n, -1);
    QList<bool> exact(n, false);
    QList<bool> used(m, false);
    // B's calls by what they call, so pairing stays quick with thousands of calls.
    auto target = [](const Side::Call &call) { return call.method + QLatin1Char('\n') + call.key; };
    QHash<QString, QList<qsizetype>> callsOfB;
    for (qsizetype j = 0; j < m; ++j)
        callsOfB[target(b.calls[j])].append(j);
    // First the same call (name and arguments), then what is left by name in order.
    for (qsizetype i = 0; i < n; ++i) {
        for (qsizetype j : callsOfB.value(target(a.calls[i]))) {
            if (!used[j] && jsondiff::equal(a.calls[i].arguments, b.calls[j].arguments)) {
                partner[i] = j;
                exact[i] = true;
                used[j] = true;
                break;
            }
        }
    }
    for (qsizetype i = 0; i < n; ++i) {
        if (partner[i] >= 0)
            continue;
        for (qsizetype j : callsOfB.value(target(a.calls[i]))) {
            if (!used[j]) {
                partner[i] = j;
                used[j] = true;
                break;
            }
        }
    }

    auto label = [](const Side::Call &call) {
        QString text = call.method + QLatin1Char(' ') + previewText(call.key, 60);
        if (call.method != QLatin1String("resources/read"))
            text += QLatin1Char(' ') + preview(call.arguments, 60);
        return text;
    };
    auto raw = [](const Side::Call &call) {
        QByteArray out = '{' + call.requestPart;
        if (!call.responsePart.isEmpty())
            out += ',' + call.responsePart;
        out += '}';
        return out;
    };
    auto isError = [](const QByteArray &raw) {
        return parseObject(raw).value(QStringLiteral("result")).toObject().value(QStringLiteral("isError")).toBool();
    };
    auto answerNotes = [](Item &item, const Side::Call *ca, const Side::Call *cb) {
        if (ca && ca->responsePart.isEmpty())
            item.notes << tr("A got no answer to this call.");
        if (cb && cb->responsePart.isEmpty())
            item.notes << tr("B got no answer to this call.");
    };

    for (qsizetype i = 0; i < n; ++i) {
        const Side::Call &ca = a.calls[i];
        Item item;
        item.section = Section::Calls;
        item.name = label(ca);
        item.rawA = raw(ca);
        item.eventA = ca.event;
        if (partner[i] < 0) {
            answerNotes(item, &ca, nullptr);
            addItem(item);
            continue;
        }
        const Side::Call &cb = b.calls[partner[i]];
        item.rawB = raw(cb);
        item.eventB = cb.event;
        if (!exact[i])
            item.notes << tr("Matched by name and order: the arguments differ.");
        answerNotes(item, &ca, &cb);
        const bool errorA = ca.responsePart.startsWith("\"error\"");
        const bool errorB = cb.responsePart.startsWith("\"error\"");
        if (errorA != errorB && !ca.responsePart.isEmpty() && !cb.responsePart.isEmpty())
            item.notes << (errorA ? tr("A got an error response, B a result.")
                                  : tr("A got a result, B an error response."));
        const bool flagA = isError(item.rawA);
        const bool flagB = isError(item.rawB);
        if (!errorA && !errorB && flagA != flagB)
            item.notes << tr("isError: %1 in A, %2 in B.")
                              .arg(flagA ? QStringLiteral("true") : QStringLiteral("false"),
                                   flagB ? QStringLiteral("true") : QStringLiteral("false"));
        addItem(item);
    }
    for (qsizetype j = 0; j < m; ++j) {
        if (used[j])
            continue;
        Item item;
        item.section = Section::Calls;
        item.name = label(b.calls[j]);
        item.rawB = raw(b.calls[j]);
        item.eventB = b.calls[j].event;
        answerNotes(item, nullptr, &b.calls[j]);
        addItem(item);
    }
}

QList<qsizetype> SessionComparison::itemsOf(Section section) const
{
    QList<qsizetype> out;
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        if (m_items.at(i).section == section)
            out << i;
    }
    return out;
}

bool SessionComparison::isEqual() const
{
    for (const Item &item : m_items) {
        if (item.isDifference())
            return false;
    }
    return true;
}

qsizetype SessionComparison::count(Status status) const
{
    qsizetype n = 0;
    for (const Item &item : m_items)
        n += item.status == status ? 1 : 0;
    return n;
}

QString SessionComparison::summaryText() const
{
    const qsizetype different = count(Status::Different);
    const qsizetype onlyA = count(Status::OnlyInA);
    const qsizetype onlyB = count(Status::OnlyInB);
    const qsizetype written = count(Status::WrittenDifferently);
    QString text;
    if (m_surface && isEqual())
        text = tr("The same surface (%1 compared).").arg(m_items.size());
    else if (m_surface)
        text = tr("The surfaces differ: %1 changed, %2 only in A, %3 only in B.").arg(different).arg(onlyA).arg(onlyB);
    else if (isEqual())
        text = tr("No differences in meaning (%1 compared).").arg(m_items.size());
    else
        text
            = tr("The sessions differ: %1 different, %2 only in A, %3 only in B.").arg(different).arg(onlyA).arg(onlyB);
    // A surface is what a server offers: how its lists are written is no change of it.
    if (written > 0 && !m_surface)
        text += QLatin1Char(' ') + tr("Written differently but the same in meaning: %1.").arg(written);
    return text;
}

QString SessionComparison::sectionTitle(Section section)
{
    switch (section) {
    case Section::Server:
        return tr("Server");
    case Section::Capabilities:
        return tr("Capabilities");
    case Section::Tools:
        return tr("Tools");
    case Section::Resources:
        return tr("Resources");
    case Section::ResourceTemplates:
        return tr("Resource templates");
    case Section::Prompts:
        return tr("Prompts");
    case Section::Calls:
        return tr("Calls and their results");
    }
    return {};
}

QString SessionComparison::sectionName(Section section)
{
    switch (section) {
    case Section::Server:
        return QStringLiteral("server");
    case Section::Capabilities:
        return QStringLiteral("capabilities");
    case Section::Tools:
        return QStringLiteral("tools");
    case Section::Resources:
        return QStringLiteral("resources");
    case Section::ResourceTemplates:
        return QStringLiteral("resourceTemplates");
    case Section::Prompts:
        return QStringLiteral("prompts");
    case Section::Calls:
        return QStringLiteral("calls");
    }
    return {};
}

QString SessionComparison::statusText(Status status)
{
    switch (status) {
    case Status::Same:
        return tr("same");
    case Status::WrittenDifferently:
        return tr("same, written differently");
    case Status::Different:
        return tr("different");
    case Status::OnlyInA:
        return tr("only in A");
    case Status::OnlyInB:
        return tr("only in B");
    }
    return {};
}

QString SessionComparison::statusName(Status status)
{
    switch (status) {
    case Status::Same:
        return QStringLiteral("same");
    case Status::WrittenDifferently:
        return QStringLiteral("written-differently");
    case Status::Different:
        return QStringLiteral("different");
    case Status::OnlyInA:
        return QStringLiteral("only-in-a");
    case Status::OnlyInB:
        return QStringLiteral("only-in-b");
    }
    return {};
}

QJsonObject SessionComparison::itemToJson(const Item &item)
{
    QJsonObject o{{QStringLiteral("section"), sectionName(item.section)},
                  {QStringLiteral("name"), item.name},
                  {QStringLiteral("status"), statusName(item.status)}};
    if (!item.rawA.isEmpty())
        o.insert(QStringLiteral("a"), parseObject(item.rawA));
    if (!item.rawB.isEmpty())
        o.insert(QStringLiteral("b"), parseObject(item.rawB));
    if (!item.what.isEmpty())
        o.insert(QStringLiteral("what"), item.what);
    if (!item.notes.isEmpty())
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(item.notes));
    if (!item.changes.isEmpty())
        o.insert(QStringLiteral("changes"), QJsonArray::fromStringList(item.changes));
    QJsonArray differences;
    for (const Difference &d : item.differences) {
        QJsonObject diff{{QStringLiteral("kind"), Difference::kindName(d.kind)},
                         {QStringLiteral("pointer"), d.pointer()}};
        if (d.kind == Difference::Kind::Changed && d.pointerA != d.pointerB) {
            diff.insert(QStringLiteral("pointerA"), d.pointerA);
            diff.insert(QStringLiteral("pointerB"), d.pointerB);
        }
        if (!d.a.isUndefined())
            diff.insert(QStringLiteral("a"), d.a);
        if (!d.b.isUndefined())
            diff.insert(QStringLiteral("b"), d.b);
        differences.append(diff);
    }
    if (!differences.isEmpty())
        o.insert(QStringLiteral("differences"), differences);
    if (item.differencesTruncated)
        o.insert(QStringLiteral("differencesTruncated"), true);
    QJsonArray spelling;
    for (const jsondiff::Spelling &s : item.spelling)
        spelling.append(QJsonObject{{QStringLiteral("kind"), jsondiff::Spelling::kindName(s.kind)},
                                    {QStringLiteral("pointer"), s.pointer}});
    if (!spelling.isEmpty())
        o.insert(QStringLiteral("spelling"), spelling);
    return o;
}

} // namespace mcpscope
