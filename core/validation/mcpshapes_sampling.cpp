// SPDX-License-Identifier: MIT
// The sampling rules (sampling/createMessage): tool uses and tool results in balance, the
// stop reason against the content.
#include "mcpshapes_p.h"

#include <QSet>

namespace mcpscope {

namespace {

/// The content of a sampling message as a list of blocks (it may be one block or an array).
class Blocks
{
public:
    explicit Blocks(const JValue &content)
        : m_single(content)
        , m_array(content.toArray())
        , m_isArray(content.isArray())
    {
    }
    bool isArray() const { return m_isArray; }
    qsizetype size() const { return m_isArray ? m_array.size() : 1; }
    JValue at(qsizetype i) const { return m_isArray ? m_array.at(i) : m_single; }

private:
    JValue m_single;
    JArray m_array;
    bool m_isArray;
};

/// Whether @p block is an object whose "type" is @p type.
bool blockIs(const JValue &block, QLatin1String type)
{
    return block.toObject().value(QLatin1String("type")).equals(type);
}

} // namespace

void checkSamplingParams(Walk &w, const JObject &o, const Path &p)
{
    const JValue maxTokens = member(w, o, QLatin1String("maxTokens"));
    if (typeBits(maxTokens) == TInteger && maxTokens.toDouble() < 1)
        w.add("mcp.sampling.maxTokens",
              tr("maxTokens is %1; it must allow at least one token").arg(maxTokens.toInteger()),
              join(p, u"maxTokens"));

    const JArray messages = member(w, o, QLatin1String("messages")).toArray();
    QSet<QString> pendingToolUses; // ids of the previous assistant message's tool_use blocks
    qsizetype pendingFrom = -1;
    for (qsizetype i = 0; i < messages.size() && !w.full(); ++i) {
        const JObject message = messages.at(i).toObject();
        const JValue role = message.value(QLatin1String("role"));
        const bool assistant = role.equals(QLatin1String("assistant"));
        const bool user = role.equals(QLatin1String("user"));
        const Path messagesAt = join(p, u"messages");
        const Path at = join(messagesAt, i);
        const Blocks blocks(message.value(QLatin1String("content")));
        bool hasToolResult = false;
        bool hasOther = false;
        QSet<QString> uses;
        QSet<QString> results;
        for (qsizetype b = 0; b < blocks.size(); ++b) {
            const JValue block = blocks.at(b);
            const Path contentAt = join(at, u"content");
            const Path blockAt = blocks.isArray() ? join(contentAt, b) : contentAt;
            if (blockIs(block, QLatin1String("tool_result"))) {
                hasToolResult = true;
                results.insert(block.toObject().value(QLatin1String("toolUseId")).toString());
                if (assistant)
                    w.add("mcp.sampling.toolRole",
                          tr("A tool_result block in an assistant message (tool results belong in user messages)"),
                          blockAt);
            } else {
                hasOther = true;
                if (blockIs(block, QLatin1String("tool_use"))) {
                    uses.insert(block.toObject().value(QLatin1String("id")).toString());
                    if (user)
                        w.add("mcp.sampling.toolRole",
                              tr("A tool_use block in a user message (tool uses come from the assistant)"), blockAt);
                }
            }
        }
        if (hasToolResult && hasOther)
            w.add("mcp.sampling.toolResultMixed",
                  tr("A message with tool results must contain only tool_result blocks"), join(at, u"content"));
        if (!pendingToolUses.isEmpty()) {
            QStringList missing;
            for (const QString &id : std::as_const(pendingToolUses)) {
                if (!results.contains(id))
                    missing << quoted(id);
            }
            missing.sort();
            if (!missing.isEmpty())
                w.add("mcp.sampling.toolResultMissing",
                      tr("Message %1 has tool_use %2 that the next message does not answer with a tool_result")
                          .arg(pendingFrom)
                          .arg(missing.join(QLatin1String(", "))),
                      at);
        }
        if (hasToolResult) {
            // In order of the ids, not of the set: the same message reports the same way each run.
            QStringList answered(results.cbegin(), results.cend());
            answered.sort();
            for (const QString &id : std::as_const(answered)) {
                if (!pendingToolUses.contains(id))
                    w.add("mcp.sampling.toolUseId",
                          tr("tool_result for %1, which the previous message did not request with a tool_use")
                              .arg(quoted(id)),
                          join(at, u"content"));
            }
        }
        pendingToolUses = assistant ? uses : QSet<QString>();
        pendingFrom = i;
    }
}

void checkSamplingResult(Walk &w, const JObject &o, const Path &p)
{
    const Blocks blocks(member(w, o, QLatin1String("content")));
    bool toolUse = false;
    for (qsizetype b = 0; b < blocks.size() && !toolUse; ++b)
        toolUse = blockIs(blocks.at(b), QLatin1String("tool_use"));
    if (toolUse && member(w, o, QLatin1String("role")).equals(QLatin1String("user")))
        w.add("mcp.sampling.toolRole", tr("A tool_use block in a user message (tool uses come from the assistant)"),
              join(p, u"content"));
    if (member(w, o, QLatin1String("stopReason")).equals(QLatin1String("toolUse")) && !toolUse)
        w.add("mcp.sampling.stopReason", tr("stopReason is \"toolUse\" but the content has no tool_use block"),
              join(p, u"stopReason"));
}

} // namespace mcpscope
