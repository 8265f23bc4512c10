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

/// @p text with every line longer than @p length cut into pieces of @p length characters
/// (QPlainTextEdit takes minutes to lay out one enormous line); @p broken says whether any was.
QString breakLongLines(const QString &text, qsizetype length, bool *broken);

/// A classic hex dump: offset, 16 bytes in hex, the printable ASCII of those bytes.
QString hexDump(QByteArrayView bytes);

} // namespace mcpscope::rawtext
