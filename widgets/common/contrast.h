// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>
#include <QPalette>

#include <functional>

class QWidget;

namespace mcpscope {

/// Colours that stay readable in light and dark palettes: WCAG 2 contrast and the text colours
/// mcpscope picks itself (secondary text, success and failure), adjusted until they reach
/// AA for normal text (4.5:1) on the palette's backgrounds.
namespace contrast {

/// The WCAG 2 minimum for normal text (level AA).
inline constexpr double NormalText = 4.5;

/// WCAG 2 relative luminance of @p colour (its alpha is ignored).
double relativeLuminance(const QColor &colour);
/// WCAG 2 contrast ratio of two colours (1 to 21); a translucent @p foreground is first
/// painted over @p background.
double ratio(const QColor &foreground, const QColor &background);
/// @p colour painted over the opaque @p background.
QColor composited(const QColor &colour, const QColor &background);
/// @p colour, darker or lighter (same hue) until it reaches @p minimum on each of
/// @p backgrounds; unchanged when it already does.
QColor readableOn(const QColor &colour, const QList<QColor> &backgrounds, double minimum = NormalText);
/// The backgrounds text is shown on in views (Base, AlternateBase) or on windows (Window).
QList<QColor> viewBackgrounds(const QPalette &palette);
QList<QColor> windowBackgrounds(const QPalette &palette);

/// A colour made from the palette a widget inherits.
using PaletteColour = std::function<QColor(const QPalette &base)>;
/// Sets @p role of @p widget's palette to @p colour of the palette it inherits (its parent's),
/// and again whenever the application palette changes (a desktop going dark). A second call
/// for the same role replaces the first.
void setColour(QWidget *widget, QPalette::ColorRole role, PaletteColour colour);

/// Secondary text (hints, dimmed rows): the palette's placeholder colour, made readable on
/// @p backgrounds (Fusion's placeholder text is half-transparent and too faint for text).
QColor mutedText(const QPalette &palette, const QList<QColor> &backgrounds);
/// Shows @p widget's text in mutedText() on its window background, following changes of the
/// application palette (instead of setForegroundRole(QPalette::PlaceholderText)).
void setMutedText(QWidget *widget);

/// Text meaning "passed" / "succeeded" (green), readable on @p backgrounds.
QColor successText(const QPalette &palette, const QList<QColor> &backgrounds);
/// Text meaning "failed" (red), readable on @p backgrounds.
QColor failureText(const QPalette &palette, const QList<QColor> &backgrounds);

} // namespace contrast

} // namespace mcpscope
