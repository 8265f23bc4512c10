// SPDX-License-Identifier: MIT
#include "autoanswer.h"

#include "elicitation.h"
#include "sampling.h"

#include <QSettings>

namespace mcpscope {

AutoAnswer::AutoAnswer(QObject *parent)
    : QObject(parent)
{
}

QString AutoAnswer::cannedModelName()
{
    return QStringLiteral("mcpscope-canned-reply");
}

QList<CannedReply> AutoAnswer::cannedReplies()
{
    // The texts go to the server as the model's answer: English whatever the locale.
    return {
        {tr("Short test answer"),
         QStringLiteral("This is a canned test answer from mcpscope; no language model was asked."),
         QStringLiteral("endTurn")},
        {tr("Yes"), QStringLiteral("Yes."), QStringLiteral("endTurn")},
        {tr("No"), QStringLiteral("No."), QStringLiteral("endTurn")},
        {tr("Empty answer"), QString(), QStringLiteral("endTurn")},
        {tr("Cut short (max tokens reached)"), QStringLiteral("This answer was cut short because it reached"),
         QStringLiteral("maxTokens")},
        {tr("Long text"),
         QStringLiteral("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt "
                        "ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation "
                        "ullamco laboris nisi ut aliquip ex ea commodo consequat.\n\nDuis aute irure dolor in "
                        "reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur."),
         QStringLiteral("endTurn")},
    };
}

QJsonObject AutoAnswer::cannedResult(int index)
{
    const QList<CannedReply> replies = cannedReplies();
    const CannedReply reply = replies.value(index, replies.first());
    return Sampling::textResult(reply.text, cannedModelName(), reply.stopReason);
}

void AutoAnswer::setEnabled(bool enabled)
{
    if (m_enabled == enabled)
        return;
    m_enabled = enabled;
    Q_EMIT changed();
}

void AutoAnswer::setCannedReplyIndex(int index)
{
    if (index < 0 || index >= cannedReplies().size() || index == m_cannedIndex)
        return;
    m_cannedIndex = index;
    Q_EMIT changed();
}

QJsonObject AutoAnswer::elicitationResult() const
{
    return Elicitation::declineResult();
}

void AutoAnswer::load()
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("AutoAnswer"));
    setCannedReplyIndex(settings.value(QStringLiteral("cannedReply"), 0).toInt());
    setEnabled(settings.value(QStringLiteral("enabled"), false).toBool());
}

void AutoAnswer::save() const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("AutoAnswer"));
    settings.setValue(QStringLiteral("enabled"), m_enabled);
    settings.setValue(QStringLiteral("cannedReply"), m_cannedIndex);
}

} // namespace mcpscope
