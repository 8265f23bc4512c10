// SPDX-License-Identifier: MIT
#pragma once

#include <KSyntaxHighlighting/SyntaxHighlighter>

#include <QColor>
#include <QHash>

namespace mcpscope {

/// KSyntaxHighlighting's highlighter, with each theme colour made readable (WCAG AA) on the
/// view's background: the themes are drawn for their own background, the views show the
/// palette's Base (Breeze Light's numbers are 3.5:1 on white, Breeze Dark's keys 4.2:1 on a
/// dark Base).
class ReadableHighlighter : public KSyntaxHighlighting::SyntaxHighlighter
{
public:
    explicit ReadableHighlighter(QTextDocument *document);
    /// The background the text is shown on (call rehighlight() after changing it).
    void setBackground(const QColor &background);

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override;

private:
    QColor readable(const QColor &colour, const QColor &background);

    QColor m_background = Qt::white;
    QHash<QPair<QRgb, QRgb>, QColor> m_readable;
};

} // namespace mcpscope
