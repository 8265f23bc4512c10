// SPDX-License-Identifier: MIT
#include "widgets/dialogs/autoanswermenu.h"

#include "mcp/autoanswer.h"

#include <QActionGroup>

namespace mcpscope {

AutoAnswerMenu::AutoAnswerMenu(AutoAnswer *autoAnswer, QWidget *parent)
    : QMenu(tr("&Unattended Answers"), parent)
    , m_autoAnswer(autoAnswer)
{
    setObjectName(QStringLiteral("autoAnswerMenu"));
    setToolTipsVisible(true);
    m_enable = addAction(tr("&Answer Server Requests Automatically"));
    m_enable->setObjectName(QStringLiteral("autoAnswerAction"));
    m_enable->setCheckable(true);
    m_enable->setToolTip(tr("For unattended use: model requests get the canned reply below, questions "
                            "(elicitation) are declined, and no dialog opens"));
    connect(m_enable, &QAction::toggled, this, [this](bool on) {
        m_autoAnswer->setEnabled(on);
        m_autoAnswer->save();
    });
    addSeparator();
    addSection(tr("Canned reply to model requests"));
    auto *group = new QActionGroup(this);
    const QList<CannedReply> replies = AutoAnswer::cannedReplies();
    for (int i = 0; i < replies.size(); ++i) {
        QAction *action = addAction(replies.at(i).title);
        action->setCheckable(true);
        action->setToolTip(replies.at(i).text.isEmpty() ? tr("(an empty text)") : replies.at(i).text.left(200));
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, i] {
            m_autoAnswer->setCannedReplyIndex(i);
            m_autoAnswer->save();
        });
        m_replies.append(action);
    }
    connect(m_autoAnswer, &AutoAnswer::changed, this, &AutoAnswerMenu::sync);
    sync();
}

void AutoAnswerMenu::sync()
{
    m_enable->setChecked(m_autoAnswer->isEnabled());
    const int index = m_autoAnswer->cannedReplyIndex();
    if (index >= 0 && index < m_replies.size())
        m_replies.at(index)->setChecked(true);
}

QString AutoAnswerMenu::statusText(const AutoAnswer *autoAnswer)
{
    if (!autoAnswer->isEnabled())
        return QString();
    const QList<CannedReply> replies = AutoAnswer::cannedReplies();
    return tr("Answering automatically: model requests get \"%1\", questions are declined")
        .arg(replies.value(autoAnswer->cannedReplyIndex()).title);
}

} // namespace mcpscope
