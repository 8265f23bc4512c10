// SPDX-License-Identifier: MIT
#pragma once

#include "validation/diagnostic.h"

#include <QColor>
#include <QIcon>

class QPalette;
class QWidget;

namespace mcpscope {

/// The icon of a diagnostic severity (the style's message box icons).
QIcon severityIcon(Severity severity);
/// A text colour for @p severity that reads on light and dark backgrounds of @p palette.
QColor severityColor(Severity severity, const QPalette &palette);
/// Shows @p widget's text in severityColor() (problems, warnings), following changes of the
/// application palette.
void setSeverityText(QWidget *widget, Severity severity);
/// True when @p palette has a dark background.
bool isDarkPalette(const QPalette &palette);

} // namespace mcpscope
