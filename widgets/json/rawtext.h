// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

// Bytes as readable text: utf8::readable() (core/text/utf8.h), the one decoder.
namespace mcpscope::rawtext {

/// @p text with every line longer than @p length cut into pieces of @p length characters
/// (QPlainTextEdit takes minutes to lay out one enormous line); @p broken says whether any was.
QString breakLongLines(const QString &text, qsizetype length, bool *broken);

/// A classic hex dump: offset, 16 bytes in hex, the printable ASCII of those bytes.
QString hexDump(QByteArrayView bytes);

} // namespace mcpscope::rawtext
