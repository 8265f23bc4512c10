// SPDX-License-Identifier: MIT
#include "toolappinfo.h"

#include "json/jsontext.h"
#include "json/lightjson.h"

namespace mcpscope::toolapp {

namespace {

/// A value's text as JSON.stringify writes the parsed value: strings written again, objects
/// and arrays compact with their members in the order sent.
QByteArray stringified(const lightjson::Value &v)
{
    if (v.isString())
        return jsonString(v.toString());
    return jsontext::compact(v.raw());
}

/// JavaScript's truthiness of a JSON value.
bool truthy(const lightjson::Value &v)
{
    if (v.isUndefined() || v.isNull())
        return false;
    if (v.isBool())
        return v.toBool();
    if (v.isDouble())
        return v.toDouble() != 0;
    if (v.isString())
        return v.stringSize() > 0;
    return true;
}

/// carrier._meta.ui when it is an object (readUiMeta()).
lightjson::Object uiMeta(const lightjson::Value &carrier, bool *found)
{
    const lightjson::Value ui = carrier.toObject().value(QLatin1String("_meta")).toObject().value(QLatin1String("ui"));
    *found = ui.isObject();
    return ui.toObject();
}

QString normalized(const QString &uri)
{
    QString lowered = uri.toLower();
    if (lowered.endsWith(QLatin1Char('/')))
        lowered.chop(1);
    return lowered;
}

} // namespace

QByteArray jsonString(const QString &text)
{
    QByteArray out;
    out.reserve(text.size() + 2);
    out += '"';
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        const uchar u = uchar(c);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (u < 0x20)
                out += "\\u00" + QByteArray::number(u, 16).rightJustified(2, '0');
            else
                out += c;
        }
    }
    out += '"';
    return out;
}

ResourceUri resourceUri(QByteArrayView toolText)
{
    ResourceUri out;
    const QByteArray bytes = toolText.toByteArray(); // the view reads these bytes
    lightjson::Document doc;
    if (!doc.build(bytes))
        return out;
    const lightjson::Object meta = doc.root().toObject().value(QLatin1String("_meta")).toObject();
    lightjson::Value uri = meta.value(QLatin1String("ui")).toObject().value(QLatin1String("resourceUri"));
    if (uri.isUndefined())
        uri = meta.value(QLatin1String("ui/resourceUri"));
    if (uri.isUndefined())
        return out;
    if (uri.isString() && uri.toString().startsWith(QLatin1String("ui://"))) {
        out.state = ResourceUri::State::Valid;
        out.uri = uri.toString();
    } else {
        out.state = ResourceUri::State::Invalid;
        out.rawText = stringified(uri);
    }
    return out;
}

QList<QByteArrayView> toolTexts(QByteArrayView listResultText)
{
    return jsontext::elements(jsontext::memberText(listResultText, "tools"));
}

QString toolName(QByteArrayView toolText)
{
    const QByteArray bytes = toolText.toByteArray(); // the view reads these bytes
    lightjson::Document doc;
    if (!doc.build(bytes))
        return QString();
    return doc.root().toObject().value(QLatin1String("name")).toString();
}

QByteArray appInfoLine(QByteArrayView toolText, QByteArrayView readResultText, const QString &readError)
{
    const QByteArray toolBytes = toolText.toByteArray();
    lightjson::Document tool;
    tool.build(toolBytes);
    const QByteArray name = jsonString(tool.root().toObject().value(QLatin1String("name")).toString());
    const ResourceUri uri = resourceUri(toolText);
    if (uri.state == ResourceUri::State::None)
        return "{\"hasApp\":false,\"toolName\":" + name + '}';
    if (uri.state == ResourceUri::State::Invalid) {
        // getToolUiResourceUri() throws; collectAppInfo() reports its message.
        return "{\"hasApp\":false,\"toolName\":" + name + ",\"resourceError\":"
               + jsonString(QStringLiteral("Invalid UI resource URI: ") + QString::fromUtf8(uri.rawText)) + '}';
    }
    QByteArray line = "{\"hasApp\":true,\"toolName\":" + name + ",\"resourceUri\":" + jsonString(uri.uri);
    bool toolUiFound = false;
    const lightjson::Object toolUi = uiMeta(tool.root(), &toolUiFound);
    if (truthy(toolUi.value(QLatin1String("visibility"))))
        line += ",\"visibility\":" + stringified(toolUi.value(QLatin1String("visibility")));

    const QByteArray readBytes = readResultText.toByteArray();
    lightjson::Document read;
    if (!readBytes.isNull() && read.build(readBytes) && read.root().isObject()) {
        // findResourceContent(): the contents with the very URI, else the same URI without case
        // and a trailing slash, else the only contents.
        const lightjson::Array contents = read.root().toObject().value(QLatin1String("contents")).toArray();
        lightjson::Value content;
        for (qsizetype i = 0; i < contents.size() && content.isUndefined(); ++i) {
            if (contents.at(i).toObject().value(QLatin1String("uri")).toString() == uri.uri)
                content = contents.at(i);
        }
        for (qsizetype i = 0; i < contents.size() && content.isUndefined(); ++i) {
            const lightjson::Value u = contents.at(i).toObject().value(QLatin1String("uri"));
            if (u.isString() && normalized(u.toString()) == normalized(uri.uri))
                content = contents.at(i);
        }
        if (content.isUndefined() && contents.size() == 1)
            content = contents.at(0);
        bool found = false;
        lightjson::Object ui = uiMeta(content, &found);
        if (!found)
            ui = uiMeta(read.root(), &found);
        if (found) {
            for (const char *key : {"csp", "permissions", "domain"}) {
                const lightjson::Value v = ui.value(QLatin1String(key));
                if (truthy(v))
                    line += ",\"" + QByteArray(key) + "\":" + stringified(v);
            }
            const lightjson::Value border = ui.value(QLatin1String("prefersBorder"));
            if (!border.isUndefined())
                line += ",\"prefersBorder\":" + stringified(border);
        }
        const lightjson::Value mime = content.toObject().value(QLatin1String("mimeType"));
        if (mime.isString())
            line += ",\"resourceMimeType\":" + stringified(mime);
    }
    if (!readError.isEmpty())
        line += ",\"resourceError\":" + jsonString(readError);
    return line + '}';
}

bool hasApp(QByteArrayView line)
{
    return line.startsWith("{\"hasApp\":true");
}

} // namespace mcpscope::toolapp
