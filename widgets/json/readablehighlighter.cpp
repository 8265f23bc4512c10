// SPDX-License-Identifier: MIT
#include "widgets/json/readablehighlighter.h"

#include "widgets/common/contrast.h"

#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Theme>

#include <QTextCharFormat>

namespace mcpscope {

ReadableHighlighter::ReadableHighlighter(QTextDocument *document)
    : KSyntaxHighlighting::SyntaxHighlighter(document)
{
}

void ReadableHighlighter::setBackground(const QColor &background)
{
    m_background = background;
}

QColor ReadableHighlighter::readable(const QColor &colour, const QColor &background)
{
    const QPair<QRgb, QRgb> key{colour.rgba(), background.rgba()};
    auto it = m_readable.constFind(key);
    if (it == m_readable.cend())
        it = m_readable.insert(key, contrast::readableOn(colour, {background}));
    return it.value();
}

void ReadableHighlighter::applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format)
{
    if (length == 0)
        return;
    // As SyntaxHighlighter::applyFormat does, with the colours made readable.
    const KSyntaxHighlighting::Theme t = theme();
    QTextCharFormat tf;
    QColor background = m_background;
    if (format.hasBackgroundColor(t)) {
        background = format.backgroundColor(t);
        tf.setBackground(background);
    }
    tf.setForeground(readable(format.textColor(t), background));
    if (format.isBold(t))
        tf.setFontWeight(QFont::Bold);
    if (format.isItalic(t))
        tf.setFontItalic(true);
    if (format.isUnderline(t))
        tf.setFontUnderline(true);
    if (format.isStrikeThrough(t))
        tf.setFontStrikeOut(true);
    setFormat(offset, length, tf);
}

} // namespace mcpscope
