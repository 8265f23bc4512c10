// SPDX-License-Identifier: MIT
#include "widgets/diagnostics/severitystyle.h"
#include "widgets/common/contrast.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>

namespace mcpscope {

QIcon severityIcon(Severity severity)
{
    QStyle *style = QApplication::style();
    switch (severity) {
    case Severity::Error:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info:
        return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

void setSeverityText(QWidget *widget, Severity severity)
{
    contrast::setColour(widget, QPalette::WindowText,
                        [severity](const QPalette &base) { return severityColor(severity, base); });
}

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor severityColor(Severity severity, const QPalette &palette)
{
    const bool dark = isDarkPalette(palette);
    // Shown on views (Base, AlternateBase) and on windows: readable (WCAG AA) on all of them.
    const QList<QColor> backgrounds = contrast::viewBackgrounds(palette) + contrast::windowBackgrounds(palette);
    switch (severity) {
    case Severity::Error:
        return contrast::readableOn(dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xb3, 0x26, 0x1e), backgrounds);
    case Severity::Warning:
        return contrast::readableOn(dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x8a, 0x5a, 0x00), backgrounds);
    case Severity::Info:
        return palette.color(QPalette::Text);
    }
    return palette.color(QPalette::Text);
}

} // namespace mcpscope
