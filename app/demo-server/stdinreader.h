// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QThread>

/// Reads stdin on its own thread and hands complete lines to the main thread, so that
/// timers, progress and notifications keep flowing while no input arrives.
class StdinReader : public QThread
{
    Q_OBJECT
public:
    /// Lines longer than this are dropped and reported with lineTooLong().
    static constexpr qsizetype MaxLineLength = qsizetype(128) * 1024 * 1024;

    /// Creates the reader; call start() to begin reading.
    explicit StdinReader(QObject *parent = nullptr);

Q_SIGNALS:
    /// One line without its "\n" or "\r\n"; blank lines are not reported.
    void lineReceived(const QByteArray &line);
    /// A line of @p length bytes exceeded MaxLineLength and was dropped.
    void lineTooLong(qsizetype length);
    /// stdin reached end of file (or failed); no more lines follow.
    void inputClosed();

protected:
    void run() override;

private:
    void deliver(QByteArray line);
};
