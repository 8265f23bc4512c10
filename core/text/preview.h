// SPDX-License-Identifier: MIT
// Implemented in preview.cpp.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace mcpscope {

/// A short, escaped preview of untrusted text for messages to people (never unbounded):
/// controls, separators and bidirectional overrides made visible, cut with an ellipsis.
QString previewText(QStringView text, int maxChars = 60);
QString previewBytes(const QByteArray &bytes, int maxBytes = 60);

/// @p text made harmless for a terminal, whole: line breaks and tabs stay, every other control
/// (escape sequences that move the cursor, retitle the window or hide what follows), separator
/// and bidirectional override is written out as \uXXXX. For server-supplied words on stderr.
QString terminalSafe(QStringView text);

/// Changes whenever a translator is installed or removed (the application's LanguageChange),
/// so caches of texts made in one language are not replayed in another.
quint32 translationGeneration();

} // namespace mcpscope
