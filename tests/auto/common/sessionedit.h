// SPDX-License-Identifier: MIT
// Hand-editing recorded session files for tests: the messages' raw bytes are changed in
// place (member order and spelling elsewhere stay exactly as recorded).
#pragma once

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <functional>

namespace mcpscope::test {

/// Takes a message's raw bytes and whether the client sent it; returns the bytes to keep.
using RawEdit = std::function<QByteArray(const QByteArray &raw, bool sent)>;

/// Copies session file @p in to @p out, passing every message through @p edit. Returns how
/// many messages it changed (-1 when a file cannot be opened).
inline int rewriteSession(const QString &in, const QString &out, const RawEdit &edit)
{
    QFile source(in);
    QFile target(out);
    if (!source.open(QIODevice::ReadOnly) || !target.open(QIODevice::WriteOnly))
        return -1;
    int changed = 0;
    while (!source.atEnd()) {
        const QByteArray line = source.readLine();
        QJsonObject event = QJsonDocument::fromJson(line).object();
        const QString type = event.value(QStringLiteral("type")).toString();
        // A message is kept either as its own bytes, the line's last member "json" (version 2),
        // or as an escaped string "raw".
        const qsizetype verbatim = line.lastIndexOf(",\"json\":");
        const bool asJson = event.contains(QStringLiteral("json")) && verbatim > 0;
        if ((!asJson && !event.contains(QStringLiteral("raw")))
            || (type != QLatin1String("sent") && type != QLatin1String("received"))) {
            target.write(line);
            continue;
        }
        const QByteArray raw = asJson ? line.mid(verbatim + 8).trimmed().chopped(1)
                                      : event.value(QStringLiteral("raw")).toString().toUtf8();
        const QByteArray edited = edit(raw, type == QLatin1String("sent"));
        if (edited == raw) {
            target.write(line);
            continue;
        }
        ++changed;
        event.remove(QStringLiteral("json"));
        event.insert(QStringLiteral("raw"), QString::fromUtf8(edited));
        target.write(QJsonDocument(event).toJson(QJsonDocument::Compact) + '\n');
    }
    return changed;
}

/// An edit that replaces @p from with @p to in the server's messages.
inline RawEdit replaceReceived(const QByteArray &from, const QByteArray &to)
{
    return [from, to](const QByteArray &raw, bool sent) { return sent ? raw : QByteArray(raw).replace(from, to); };
}

/// An edit that removes the tool of the tools/list answer whose object contains @p marker.
inline RawEdit removeListedTool(const QByteArray &marker)
{
    return [marker](const QByteArray &raw, bool sent) {
        const qsizetype list = raw.indexOf("\"tools\":[");
        if (sent || list < 0)
            return raw;
        // Walk the array's elements (objects), tracking strings and nesting.
        qsizetype depth = 0;
        qsizetype start = -1;
        bool inString = false;
        for (qsizetype i = list + 9; i < raw.size(); ++i) {
            const char c = raw.at(i);
            if (inString) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inString = false;
                continue;
            }
            if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                if (depth++ == 0)
                    start = i;
            } else if (c == '}' || c == ']') {
                if (depth == 0)
                    break; // the end of the tools array
                if (--depth == 0 && raw.mid(start, i + 1 - start).contains(marker)) {
                    QByteArray out = raw;
                    if (out.at(i + 1) == ',')
                        out.remove(start, i + 2 - start);
                    else if (out.at(start - 1) == ',')
                        out.remove(start - 1, i + 2 - start);
                    else
                        out.remove(start, i + 1 - start);
                    return out;
                }
            }
        }
        return raw;
    };
}

} // namespace mcpscope::test
