// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>

class QAction;

namespace mcpscope {

class AutoAnswer;

/// The Server menu's "Unattended Answers" submenu: switches automatic answers on and off and
/// picks the canned reply sent to sampling requests (elicitation requests are declined).
class AutoAnswerMenu : public QMenu
{
    Q_OBJECT
public:
    AutoAnswerMenu(AutoAnswer *autoAnswer, QWidget *parent = nullptr);

    QAction *enableAction() const { return m_enable; }
    /// One line for the status bar while automatic answers are on (empty while off).
    static QString statusText(const AutoAnswer *autoAnswer);

private:
    void sync();

    AutoAnswer *m_autoAnswer;
    QAction *m_enable;
    QList<QAction *> m_replies;
};

} // namespace mcpscope
