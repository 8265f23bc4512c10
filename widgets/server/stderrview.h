// SPDX-License-Identifier: MIT
#pragma once

#include <QPlainTextEdit>
#include <QPointer>

class QTimer;

namespace mcpscope {

class Session;

/// The server's error output (stderr), one line per line, as it arrives.
class StderrView : public QPlainTextEdit
{
    Q_OBJECT
public:
    /// Older lines are dropped from the view (never from the session) beyond this many.
    static constexpr int MaximumLines = 20000;

    explicit StderrView(QWidget *parent = nullptr);
    ~StderrView() override;

    /// Shows the stderr lines of @p session (not owned), those already there and new ones.
    void setSession(Session *session);
    /// How many lines have been shown since the session was set.
    qsizetype lineCount() const { return m_lines; }

private:
    void onEventAppended();
    void flush();

    QPointer<Session> m_session;
    QTimer *m_flushTimer;
    qsizetype m_seen = 0; ///< session events looked at so far
    qsizetype m_lines = 0;
};

} // namespace mcpscope
