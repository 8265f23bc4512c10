// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace mcpscope {

/// How the session's models (and the journal) take in new events in batches: schedule() asks
/// for one call of the owner's flush function, however often it is called until then; cancel()
/// takes the request back.
///
/// The first event after a quiet moment is flushed as soon as the event loop is back. While
/// events keep coming, flushes are at least MinIntervalMs apart: every flush makes the views
/// lay out and paint again, and a flood that arrives a pipe read (a few hundred messages) at a
/// time would otherwise pay a whole repaint for each read. The screen shows no more than about
/// sixty pictures a second anyway.
class BatchFlush
{
public:
    static constexpr int MinIntervalMs = 16;

    template<typename Owner>
    BatchFlush(Owner *owner, void (Owner::*flush)())
        : m_timer(new QTimer(owner))
    {
        m_timer->setSingleShot(true);
        QObject::connect(m_timer, &QTimer::timeout, owner, [this, owner, flush] {
            m_last.start();
            (owner->*flush)();
        });
    }
    BatchFlush(const BatchFlush &) = delete;
    BatchFlush &operator=(const BatchFlush &) = delete;

    void schedule()
    {
        if (m_timer->isActive())
            return;
        const qint64 since = m_last.isValid() ? m_last.elapsed() : MinIntervalMs;
        m_timer->start(int(qMax<qint64>(0, MinIntervalMs - since)));
    }
    void cancel() { m_timer->stop(); }

private:
    QTimer *m_timer;      ///< a child of the owner
    QElapsedTimer m_last; ///< since the last flush this timer made
};

} // namespace mcpscope
