// SPDX-License-Identifier: MIT
#include "stdinreader.h"

#include <cerrno>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

namespace {

qsizetype readStdin(char *buffer, qsizetype size)
{
    for (;;) {
#ifdef Q_OS_WIN
        const qsizetype n = ::_read(0, buffer, static_cast<unsigned>(size));
#else
        const qsizetype n = ::read(0, buffer, static_cast<size_t>(size));
#endif
        if (n < 0 && errno == EINTR)
            continue;
        return n;
    }
}

} // namespace

StdinReader::StdinReader(QObject *parent)
    : QThread(parent)
{
    setObjectName(QStringLiteral("stdin reader"));
}

void StdinReader::run()
{
    QByteArray buffer;
    qsizetype scanFrom = 0;  // bytes before this index hold no '\n'
    bool discarding = false; // inside a line that is too long
    qsizetype discarded = 0;
    QByteArray chunk(64 * 1024, Qt::Uninitialized);

    for (;;) {
        const qsizetype n = readStdin(chunk.data(), chunk.size());
        if (n <= 0)
            break;
        buffer.append(chunk.constData(), n);

        qsizetype start = 0;
        for (;;) {
            const qsizetype newline = buffer.indexOf('\n', scanFrom);
            if (newline < 0)
                break;
            if (discarding) {
                Q_EMIT lineTooLong(discarded + newline - start);
                discarding = false;
                discarded = 0;
            } else {
                deliver(buffer.mid(start, newline - start));
            }
            start = newline + 1;
            scanFrom = start;
        }
        if (start > 0)
            buffer.remove(0, start);
        scanFrom = buffer.size();

        if (buffer.size() > MaxLineLength) {
            discarding = true;
            discarded += buffer.size();
            buffer.clear();
            scanFrom = 0;
        }
    }

    // A last line without a trailing newline still counts.
    if (discarding)
        Q_EMIT lineTooLong(discarded + buffer.size());
    else if (!buffer.isEmpty())
        deliver(buffer);
    Q_EMIT inputClosed();
}

void StdinReader::deliver(QByteArray line)
{
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.trimmed().isEmpty())
        return;
    Q_EMIT lineReceived(line);
}
