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

/// Changes whenever a translator is installed or removed (the application's LanguageChange),
/// so caches of texts made in one language are not replayed in another.
quint32 translationGeneration();

} // namespace mcpscope
