// SPDX-License-Identifier: MIT
// What the benchmarks measure alike: the longest event-loop stall, resident and heap memory,
// and a figure printed against its target.
#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QTimer>

#include <cstdio>
#include <malloc.h>

namespace mcpscope::bench {

/// The longest time the event loop did not come back to a 1 ms timer: how long a window
/// attached to it would have been frozen.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_longest = qMax(m_longest, now - m_last - 1000000);
            m_last = now;
        });
    }
    void start()
    {
        m_clock.start();
        m_last = 0;
        m_longest = 0;
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double longestMs() const { return double(m_longest) / 1e6; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
};

/// This process's resident memory (VmRSS).
inline qint64 rssBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return -1;
}

/// Bytes of heap in use (glibc), exact where RSS is blurred by memory freed and reused.
inline qint64 heapInUse()
{
#if defined(__GLIBC__)
    const struct mallinfo2 info = mallinfo2();
    return qint64(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}

/// One figure, its target, and whether it is met.
inline void verdict(const char *what, double value, const char *unit, double target, bool atMost)
{
    const bool ok = atMost ? value <= target : value >= target;
    std::printf("  %-48s %12.1f %-6s (target %s %.0f %s) %s\n", what, value, unit, atMost ? "<=" : ">=", target, unit,
                ok ? "met" : "NOT met");
}

} // namespace mcpscope::bench
