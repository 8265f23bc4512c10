// SPDX-License-Identifier: MIT
// core/transport/stderrlines.h: a server's error output cut into lines, bounded.
#pragma once

#include <QByteArray>

#include <functional>

namespace mcpscope {

/// Cuts error output into lines ("\n", a "\r" before it dropped). A line longer than MaxLine
/// bytes arrives in pieces of at most MaxLine (cut at a UTF-8 character boundary): a server
/// that never writes a line break cannot fill the memory, and no byte is lost.
class StderrLines
{
public:
    static constexpr qsizetype MaxLine = 64 * 1024;
    using Sink = std::function<void(const QByteArray &line)>;

    void append(const QByteArray &bytes, const Sink &sink);
    /// The stream ended: what is left is one last line.
    void finish(const Sink &sink);
    void clear() { m_buffer.clear(); }

private:
    QByteArray m_buffer;
};

} // namespace mcpscope
