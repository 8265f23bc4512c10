// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QTimer>

namespace mcpscope {

/// How the session's models insert rows in batches: schedule() asks for one call of the
/// owner's flush function once the event loop is back, however often it is called until then
/// (a single-shot timer of zero); cancel() takes the request back.
class BatchFlush
{
public:
    template<typename Owner>
    BatchFlush(Owner *owner, void (Owner::*flush)())
        : m_timer(new QTimer(owner))
    {
        m_timer->setSingleShot(true);
        m_timer->setInterval(0);
        QObject::connect(m_timer, &QTimer::timeout, owner, flush);
    }
    BatchFlush(const BatchFlush &) = delete;
    BatchFlush &operator=(const BatchFlush &) = delete;

    void schedule()
    {
        if (!m_timer->isActive())
            m_timer->start();
    }
    void cancel() { m_timer->stop(); }

private:
    QTimer *m_timer; ///< a child of the owner
};

} // namespace mcpscope
