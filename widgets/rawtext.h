// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

namespace mcpscope::rawtext {

/// Bytes as text people can read without losing anything: valid UTF-8 as it is, every
/// byte that is not valid UTF-8 as "\xNN", control characters (except tab and line feed)
/// as their Unicode control pictures (␍, ␀…). @p escapes receives the start positions (in
/// the returned text) of the "\xNN" escapes.
QString fromBytes(QByteArrayView bytes, QList<qsizetype> *escapes = nullptr);

/// A classic hex dump: offset, 16 bytes in hex, the printable ASCII of those bytes.
QString hexDump(QByteArrayView bytes);

} // namespace mcpscope::rawtext
