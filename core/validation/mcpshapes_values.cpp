// SPDX-License-Identifier: MIT
// The checks of single values the tables name (enumerations, URIs, MIME types, timestamps,
// base64, icons, _meta keys), content blocks, roots, completion and small cross-member rules.
#include "mcpshapes_p.h"

#include "mcpshapesyntax.h"
#include "text/mediatype.h"

namespace mcpscope {

using namespace shapesyntax;

// --- value checks ---------------------------------------------------------------------------

void checkRole(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Role", {"user", "assistant"});
}

void checkLoggingLevel(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Logging level",
               {"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"});
}

void checkIncludeContext(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "includeContext", {"none", "thisServer", "allServers"});
}

void checkTaskStatus(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Task status", {"working", "input_required", "completed", "failed", "cancelled"});
}

void checkIconTheme(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Icon theme", {"light", "dark"});
}

void checkToolChoiceMode(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "toolChoice mode", {"auto", "required", "none"});
}

void checkTaskSupport(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "execution.taskSupport", {"forbidden", "optional", "required"});
}

void checkElicitAction(Walk &w, const JValue &v, const Path &p)
{
    checkOneOf(w, v, p, "Elicitation action", {"accept", "decline", "cancel"});
}

void checkUnitInterval(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isDouble())
        return;
    const double d = v.toDouble();
    if (d < 0 || d > 1)
        w.add("mcp.member.range", tr("%1 must be between 0 and 1").arg(describeValue(v)), p);
}

void checkUri(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text uri(v);
    QString why;
    if (!shapesyntax::checkUri(uri, &why))
        w.add("mcp.uri.syntax", tr("%1 is not a valid URI: %2").arg(quoted(uri), why), p);
}

void checkUriTemplate(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text tpl(v);
    QString why;
    if (!shapesyntax::checkUriTemplate(tpl, &why))
        w.add("mcp.template.syntax", tr("%1 is not an RFC 6570 URI template: %2").arg(quoted(tpl), why), p);
}

void checkMime(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text mime(v);
    QString why;
    if (!checkMimeType(mime, &why))
        w.add("mcp.content.mimeType", tr("%1 is not a MIME type: %2").arg(quoted(mime), why), p);
}

void checkTimestamp(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text time(v);
    QString why;
    if (!checkIso8601(time, &why))
        w.add("mcp.timestamp.format", tr("%1: %2").arg(quoted(time), why), p);
}

bool checkBase64Text(Walk &w, QStringView text, const Path &p)
{
    QString why;
    if (!checkBase64(text, &why)) {
        w.add("mcp.content.base64", tr("The data is not valid base64: %1").arg(why), p);
        return false;
    }
    return true;
}

void checkBase64Member(Walk &w, const JValue &v, const Path &p)
{
    if (v.isString())
        checkBase64Text(w, Text(v), p);
}

void checkIconSrc(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text text(v);
    const QStringView src = text;
    QString why;
    if (!shapesyntax::checkUri(src, &why)) {
        w.add("mcp.uri.syntax", tr("%1 is not a valid URI: %2").arg(quoted(src), why), p);
        return;
    }
    const QString scheme = uriScheme(src);
    if (scheme == QLatin1String("data")) {
        QStringView payload;
        if (dataUriBase64Payload(src, nullptr, &payload) && !checkBase64(payload, &why))
            w.add("mcp.icon.src", tr("The icon's data: URI does not hold valid base64: %1").arg(why), p);
        return;
    }
    if (scheme != QLatin1String("https") && scheme != QLatin1String("http"))
        w.add(
            "mcp.icon.src",
            tr("Icon source uses the scheme \"%1:\"; icons are https: (or http:) or data: URIs, and clients must reject other schemes")
                .arg(previewText(scheme, 20)),
            p);
}

void checkIconSize(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text text(v);
    const QStringView s = text;
    if (s == QLatin1String("any"))
        return;
    const qsizetype x = s.indexOf(QLatin1Char('x'));
    bool okW = false;
    bool okH = false;
    if (x > 0) {
        // Only whether they read as numbers matters.
        static_cast<void>(s.left(x).toUInt(&okW));
        static_cast<void>(s.mid(x + 1).toUInt(&okH));
    }
    if (!okW || !okH || s.startsWith(QLatin1Char('+')) || s.contains(QLatin1Char(' ')))
        w.add("mcp.icon.sizes", tr("Icon size %1 is neither \"WxH\" (like \"48x48\") nor \"any\"").arg(quoted(s)), p);
}

void checkExperimental(Walk &w, const JValue &v, const Path &p)
{
    const JObject o = v.toObject();
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (!it.value().isObject())
            w.add("mcp.member.type",
                  tr("Capabilities: experimental \"%1\" must be an object, not %2")
                      .arg(previewText(it.key(), 40), describeValue(it.value())),
                  join(p, it));
    }
}

void checkStringMap(Walk &w, const JValue &v, const Path &p)
{
    const JObject o = v.toObject();
    for (auto it = o.constBegin(); it != o.constEnd() && !w.full(); ++it) {
        if (!it.value().isString())
            w.add("mcp.member.type",
                  tr("Argument \"%1\" must be a string, not %2")
                      .arg(previewText(it.key(), 40), describeValue(it.value())),
                  join(p, it));
    }
}

// _meta (basic/index#meta) ------------------------------------------------------------------

void checkMetaKeys(Walk &w, const JValue &v, const Path &p, bool request);

void checkMeta(Walk &w, const JValue &v, const Path &p)
{
    checkMetaKeys(w, v, p, false);
}

void checkRequestMeta(Walk &w, const JValue &v, const Path &p)
{
    checkMetaKeys(w, v, p, true);
}

// --- code for what tables cannot say -----------------------------------------------------------

void checkMetaKeys(Walk &w, const JValue &v, const Path &p, bool request)
{
    const JObject meta = v.toObject();
    for (auto it = meta.constBegin(); it != meta.constEnd() && !w.full(); ++it) {
        const Text name(it);
        const QStringView key = name;
        const Path at = join(p, it);
        QString why;
        if (!checkMetaKey(key, &why)) {
            w.add("mcp.meta.key", tr("_meta key %1 is not a valid key name: %2").arg(quoted(key), why), at);
            continue;
        }
        const JValue value = it.value();
        if (request && key == QLatin1String("progressToken")) {
            if (!(typeBits(value) & (TString | TInteger)))
                w.add("mcp.member.type",
                      tr("_meta: \"progressToken\" must be a string or an integer, not %1").arg(describeValue(value)),
                      at);
            continue;
        }
        if (key == QLatin1String("io.modelcontextprotocol/related-task")) {
            if (!value.isObject())
                w.add("mcp.member.type", tr("_meta: \"%1\" must be an object, not %2").arg(key, describeValue(value)),
                      at);
            else
                applyShape(w, value.toObject(), kRelatedTask, at);
            continue;
        }
        // The envelope of MCP 2026-07-28 (requests) and the server's name on its results.
        if (key == QLatin1String("io.modelcontextprotocol/protocolVersion")
            || key == QLatin1String("io.modelcontextprotocol/logLevel")) {
            if (!value.isString())
                w.add("mcp.member.type", tr("_meta: \"%1\" must be a string, not %2").arg(key, describeValue(value)),
                      at);
            continue;
        }
        if (key == QLatin1String("io.modelcontextprotocol/clientInfo")
            || key == QLatin1String("io.modelcontextprotocol/serverInfo")) {
            if (!value.isObject())
                w.add("mcp.member.type", tr("_meta: \"%1\" must be an object, not %2").arg(key, describeValue(value)),
                      at);
            else
                applyShape(w, value.toObject(), kImplementation, at);
            continue;
        }
        if (key == QLatin1String("io.modelcontextprotocol/clientCapabilities")) {
            if (!value.isObject())
                w.add("mcp.member.type", tr("_meta: \"%1\" must be an object, not %2").arg(key, describeValue(value)),
                      at);
            continue;
        }
        if (key == QLatin1String("io.modelcontextprotocol/subscriptionId")) {
            if (!(typeBits(value) & (TString | TInteger)))
                w.add("mcp.member.type",
                      tr("_meta: \"%1\" must be a string or an integer, not %2").arg(key, describeValue(value)), at);
            continue;
        }
        if (key == QLatin1String("io.modelcontextprotocol/model-immediate-response")) {
            if (!value.isString())
                w.add("mcp.member.type", tr("_meta: \"%1\" must be a string, not %2").arg(key, describeValue(value)),
                      at);
            continue;
        }
        if (w.spec20251125 && isReservedMetaKey(key)) {
            w.add("mcp.meta.reserved",
                  tr("_meta key %1 uses a prefix reserved for MCP, but MCP defines no such key").arg(quoted(key)), at);
        }
    }
}

void checkRootUri(Walk &w, const JValue &v, const Path &p)
{
    if (!v.isString())
        return;
    const Text text(v);
    const QStringView uri = text;
    QString why;
    if (!shapesyntax::checkUri(uri, &why)) {
        w.add("mcp.uri.syntax", tr("%1 is not a valid URI: %2").arg(quoted(uri), why), p);
        return;
    }
    if (!uri.startsWith(QLatin1String("file://")))
        w.add("mcp.roots.fileUri",
              tr("Root URI %1 does not start with file:// (roots must be file:// URIs)").arg(quoted(uri)), p);
}

namespace {

/// Text for one content block type list in messages.
QString typeList(std::initializer_list<const char *> types)
{
    QStringList names;
    for (const char *t : types)
        names << QLatin1Char('"') + QLatin1String(t) + QLatin1Char('"');
    return names.join(QLatin1String(", "));
}

/// A content block: text, image, audio, resource_link, resource (ContentBlock), and for
/// sampling tool_use and tool_result instead of the two resource kinds.
void checkBlock(Walk &w, const JValue &v, const Path &p, bool sampling)
{
    if (!v.isObject()) {
        w.add("mcp.member.type", tr("A content block must be an object, not %1").arg(describeValue(v)), p);
        return;
    }
    const JObject block = v.toObject();
    const JValue type = block.value(QLatin1String("type"));
    if (type.isUndefined()) {
        w.add("mcp.member.missing", tr("Content block: required member \"type\" is missing"), p);
        return;
    }
    if (!type.isString()) {
        w.add("mcp.member.type", tr("Content block: \"type\" must be a string, not %1").arg(describeValue(type)),
              join(p, u"type"));
        return;
    }
    if (type.equals(QLatin1String("text")))
        applyShape(w, block, kTextContent, p);
    else if (type.equals(QLatin1String("image")))
        applyShape(w, block, kImageContent, p);
    else if (type.equals(QLatin1String("audio")))
        applyShape(w, block, kAudioContent, p);
    else if (!sampling && type.equals(QLatin1String("resource_link")))
        applyShape(w, block, kResourceLink, p);
    else if (!sampling && type.equals(QLatin1String("resource")))
        applyShape(w, block, kEmbeddedResource, p);
    else if (sampling && type.equals(QLatin1String("tool_use")))
        applyShape(w, block, kToolUseContent, p);
    else if (sampling && type.equals(QLatin1String("tool_result")))
        applyShape(w, block, kToolResultContent, p);
    else
        w.add("mcp.content.type",
              tr("Unknown content block type %1 (here it must be %2)")
                  .arg(quoted(type.toString()),
                       sampling ? typeList({"text", "image", "audio", "tool_use", "tool_result"})
                                : typeList({"text", "image", "audio", "resource_link", "resource"})),
              join(p, u"type"));
}

} // namespace

void checkContentBlock(Walk &w, const JValue &v, const Path &p)
{
    checkBlock(w, v, p, false);
}

void checkSamplingContent(Walk &w, const JValue &v, const Path &p)
{
    if (v.isArray()) {
        const JArray blocks = v.toArray();
        for (qsizetype i = 0; i < blocks.size() && !w.full(); ++i)
            checkBlock(w, blocks.at(i), join(p, i), true);
        return;
    }
    checkBlock(w, v, p, true);
}

void checkResourceContents(Walk &w, const JValue &v, const Path &p)
{
    if (v.isObject())
        applyShape(w, v.toObject(), kResourceContents, p);
}

void checkResourceContentsPair(Walk &w, const JObject &o, const Path &p)
{
    const bool text = !member(w, o, QLatin1String("text")).isUndefined();
    const bool blob = !member(w, o, QLatin1String("blob")).isUndefined();
    if (text && blob)
        w.add("mcp.resource.textBlob", tr("Resource contents have both \"text\" and \"blob\" (exactly one is allowed)"),
              p);
    else if (!text && !blob)
        w.add("mcp.resource.textBlob",
              tr("Resource contents have neither \"text\" nor \"blob\" (exactly one is required)"), p);
}

namespace {

/// Leading bytes of the formats clients are most likely to meet, to catch a mimeType that
/// does not describe the data.
bool magicMatches(QStringView mime, const QByteArray &head, bool *known)
{
    *known = true;
    auto starts
        = [&](const char *sig, int n) { return head.size() >= n && memcmp(head.constData(), sig, size_t(n)) == 0; };
    auto riff = [&](const char *form) {
        return starts("RIFF", 4) && head.size() >= 12 && memcmp(head.constData() + 8, form, 4) == 0;
    };
    const QString m = mediatype::essence(mime);
    if (m == QLatin1String("image/png"))
        return starts("\x89PNG\r\n\x1a\n", 8);
    if (m == QLatin1String("image/jpeg") || m == QLatin1String("image/jpg"))
        return starts("\xff\xd8\xff", 3);
    if (m == QLatin1String("image/gif"))
        return starts("GIF87a", 6) || starts("GIF89a", 6);
    if (m == QLatin1String("image/webp"))
        return riff("WEBP");
    if (m == QLatin1String("audio/wav") || m == QLatin1String("audio/x-wav") || m == QLatin1String("audio/wave"))
        return riff("WAVE");
    if (m == QLatin1String("audio/ogg"))
        return starts("OggS", 4);
    if (m == QLatin1String("audio/flac") || m == QLatin1String("audio/x-flac"))
        return starts("fLaC", 4);
    if (m == QLatin1String("audio/mpeg") || m == QLatin1String("audio/mp3"))
        return starts("ID3", 3)
               || (head.size() >= 2 && uchar(head.at(0)) == 0xff && (uchar(head.at(1)) & 0xe0) == 0xe0);
    *known = false;
    return true;
}

void checkMediaData(Walk &w, const JObject &o, const Path &p, const char *family)
{
    const JValue data = member(w, o, QLatin1String("data"));
    if (!data.isString())
        return;
    // Data is usually large: decoded once, for the base64 check and the magic bytes.
    const Text text(data);
    if (!checkBase64Text(w, text, join(p, u"data")))
        return;
    const JValue mime = member(w, o, QLatin1String("mimeType"));
    if (!mime.isString())
        return;
    const Text mimeText(mime);
    const QStringView m = mimeText;
    const QLatin1String prefix(family);
    if (!(m.startsWith(prefix, Qt::CaseInsensitive) && m.size() > prefix.size()
          && m.at(prefix.size()) == QLatin1Char('/'))) {
        QString why;
        if (checkMimeType(m, &why)) {
            w.add("mcp.content.mimeType",
                  tr("%1 content has mimeType %2, which is not an %1/* type").arg(QLatin1String(family), quoted(m)),
                  join(p, u"mimeType"));
        }
        return;
    }
    if (text.view().isEmpty())
        return;
    bool known = false;
    const QByteArray head = decodeBase64Prefix(text, 16);
    if (!magicMatches(m, head, &known) && known)
        w.add("mcp.content.mimeMismatch",
              tr("The data does not start like %1 (its first bytes: %2)")
                  .arg(quoted(m), QString::fromLatin1(head.left(8).toHex(' '))),
              join(p, u"data"));
}

} // namespace

void checkImageData(Walk &w, const JObject &o, const Path &p)
{
    checkMediaData(w, o, p, "image");
}

void checkAudioData(Walk &w, const JObject &o, const Path &p)
{
    checkMediaData(w, o, p, "audio");
}

void checkCompletionRef(Walk &w, const JValue &v, const Path &p)
{
    const JObject ref = v.toObject();
    const JValue type = ref.value(QLatin1String("type"));
    if (type.isUndefined()) {
        w.add("mcp.member.missing", tr("CompleteRequest ref: required member \"type\" is missing"), p);
        return;
    }
    if (type.equals(QLatin1String("ref/prompt")))
        applyShape(w, ref, kPromptReference, p);
    else if (type.equals(QLatin1String("ref/resource")))
        applyShape(w, ref, kResourceTemplateReference, p);
    else
        w.add(
            "mcp.completion.ref",
            tr("Completion reference type %1 is neither \"ref/prompt\" nor \"ref/resource\"").arg(describeValue(type)),
            join(p, u"type"));
}

void checkCompletion(Walk &w, const JObject &o, const Path &p)
{
    const JValue values = member(w, o, QLatin1String("values"));
    if (!values.isArray())
        return;
    const qsizetype count = values.toArray().size();
    if (count > 100)
        w.add("mcp.completion.values", tr("%1 completion values (at most 100 are allowed)").arg(count),
              join(p, u"values"));
    const JValue total = member(w, o, QLatin1String("total"));
    if (typeBits(total) == TInteger && total.toDouble() < double(count))
        w.add("mcp.completion.total",
              tr("total is %1, fewer than the %2 values sent").arg(total.toInteger()).arg(count), join(p, u"total"));
}

// Small cross-member rules ----------------------------------------------------------------------

void checkEmptyResult(Walk &w, const JObject &o, const Path &p)
{
    const qsizetype size = o.size();
    if (size == 0 || (size == 1 && !member(w, o, QLatin1String("_meta")).isUndefined()))
        return;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (!it.keyEquals(QLatin1String("_meta"))) {
            w.add("mcp.result.notEmpty",
                  tr("The %1 result should be empty, but it has %2").arg(w.ctx.method, quoted(it.key())), join(p, it));
            return;
        }
    }
}

void checkCancelled(Walk &w, const JObject &o, const Path &p)
{
    if (member(w, o, QLatin1String("requestId")).isUndefined())
        w.add("mcp.cancelled.requestId",
              tr("notifications/cancelled without a requestId cancels nothing (tasks are cancelled with tasks/cancel)"),
              p);
}

void checkProgress(Walk &w, const JObject &o, const Path &p)
{
    const JValue progress = member(w, o, QLatin1String("progress"));
    const JValue total = member(w, o, QLatin1String("total"));
    if (progress.isDouble() && total.isDouble() && progress.toDouble() > total.toDouble())
        w.add("mcp.progress.total", tr("progress %1 exceeds total %2").arg(progress.toDouble()).arg(total.toDouble()),
              join(p, u"progress"));
}

} // namespace mcpscope
